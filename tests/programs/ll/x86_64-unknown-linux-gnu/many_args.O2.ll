; ModuleID = 'tests/programs/many_args.c'
source_filename = "tests/programs/many_args.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"ints %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"i64 %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"dbl %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"mixed %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"small %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"float %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"indirect %lld\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef -78) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 1211590842872) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef 4.730000e+02) #2
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef 0x41F2A05F34820000) #2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 98) #2
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, double noundef 1.900000e+02) #2
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 364) #2
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
