; ModuleID = 'tests/programs/hfa_structs.c'
source_filename = "tests/programs/hfa_structs.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [22 x i8] c"cross %.1f %.1f %.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"cross %.3f %.3f %.3f\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"f4 %.4f %.4f %.4f %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"cmul %.6f %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"d3 %.2f %.2f %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"f2 %.2f %.2f\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"fi %.2f %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"di %.2f %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"id %x %.2f\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"many %.3f\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef -3.750000e+00, double noundef 2.100000e+01, double noundef 1.587500e+01) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef 1.500000e+00, double noundef 2.250000e+00, double noundef 3.125000e+00, double noundef 4.062500e+00) #2
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef 1.025000e+01, double noundef 9.500000e+00) #2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef 2.500000e+00, double noundef -5.000000e+00, double noundef 8.750000e+00) #2
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, double noundef -7.500000e+00, double noundef 1.250000e+00) #2
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, double noundef 6.500000e+00, i32 noundef 42) #2
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, double noundef -2.750000e+00, i64 noundef -15000000000) #2
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef 4811, double noundef 9.750000e+00) #2
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, double noundef 2.415000e+02) #2
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
