; ModuleID = 'tests/programs/bitfields.c'
source_filename = "tests/programs/bitfields.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
