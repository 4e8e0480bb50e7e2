; ModuleID = 'tests/programs/float_arith.c'
source_filename = "tests/programs/float_arith.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"%.6f %.6f %.6f %.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"%.6e %.6e\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"third %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"harmonic100 %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"poly %.5f %.5f\0A\00", align 1
@.str.5 = private unnamed_addr constant [34 x i8] c"sqrtf %.6f fabsf %.3f fmodf %.4f\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"float eps steps %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"neg0 %.1f eq %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"overflow inf %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"0.1*10 %.8f ne1 %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"madd %.4f\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"neg %.3f\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef 1.125000e+00, double noundef 1.875000e+00, double noundef -5.625000e-01, double noundef -4.000000e+00) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef 0x4415AF1D80000000, double noundef 0x3DDB7CDFE0000000) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef 0x3FD5555560000000) #2
  br label %22

4:                                                ; preds = %22
  %5 = fpext float %27 to double
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %5) #2
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef -7.406250e+00, double noundef -3.625000e+01) #2
  %8 = tail call float @sqrtf(float noundef 2.000000e+00) #2
  %9 = fpext float %8 to double
  %10 = tail call float @fabsf(float noundef -8.500000e+00) #2
  %11 = fpext float %10 to double
  %12 = tail call float @fmodf(float noundef 1.050000e+01, float noundef 3.000000e+00) #2
  %13 = fpext float %12 to double
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, double noundef %9, double noundef %11, double noundef %13) #2
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef 24) #2
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, double noundef -0.000000e+00, i32 noundef 1) #2
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef 1) #2
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, double noundef 0x3FF0000020000000, i32 noundef 1) #2
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef 1, i32 noundef 1, i32 noundef 0) #2
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef 4.125000e+00) #2
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef -1.500000e+00) #2
  ret i32 0

22:                                               ; preds = %0, %22
  %23 = phi float [ 0.000000e+00, %0 ], [ %27, %22 ]
  %24 = phi i32 [ 1, %0 ], [ %28, %22 ]
  %25 = sitofp i32 %24 to float
  %26 = fdiv float 1.000000e+00, %25
  %27 = fadd float %23, %26
  %28 = add nuw nsw i32 %24, 1
  %29 = icmp eq i32 %28, 101
  br i1 %29, label %4, label %22, !llvm.loop !4
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare float @sqrtf(float noundef) local_unnamed_addr #1

declare float @fabsf(float noundef) local_unnamed_addr #1

declare float @fmodf(float noundef, float noundef) local_unnamed_addr #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
