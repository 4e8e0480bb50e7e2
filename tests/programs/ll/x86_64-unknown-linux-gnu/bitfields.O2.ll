; ModuleID = 'tests/programs/bitfields.c'
source_filename = "tests/programs/bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"%u %u %u %d %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"hdr %u %u %x %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"len wraps %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"wide %llx %llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"sum %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 1, i32 noundef 5, i32 noundef 31, i32 noundef -3, i32 noundef 4000, i32 noundef 100) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef -8, i32 noundef 3904, i32 noundef 100) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 4, i32 noundef 5, i32 noundef 184, i32 noundef 1500) #2
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 65500) #2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i64 noundef 0, i64 noundef 11259375) #2
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 6562) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
