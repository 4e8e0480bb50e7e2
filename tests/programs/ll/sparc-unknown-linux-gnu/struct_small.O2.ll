; ModuleID = 'tests/programs/struct_small.c'
source_filename = "tests/programs/struct_small.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"pair %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"mixed %c %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"fpair %.2f %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"dpair %.3f %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"ld %lld %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"bytes3 %u %u %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"one %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"many %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"acc %d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 31, i32 noundef 42) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 99, i32 noundef 4000, i32 noundef 75) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef 6.000000e+00, double noundef -9.000000e+00) #2
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef -3.500000e+00, double noundef -1.250000e+00) #2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef 2469135780246, double noundef 4.750000e+00) #2
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 245, i32 noundef 127, i32 noundef 5) #2
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef -84) #2
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 172) #2
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef 8, i32 noundef 12) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
