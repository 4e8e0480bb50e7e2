; ModuleID = 'tests/programs/float_arith.c'
source_filename = "tests/programs/float_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %5 = fpext float %43 to double
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

22:                                               ; preds = %22, %0
  %23 = phi float [ 0.000000e+00, %0 ], [ %43, %22 ]
  %24 = phi i32 [ 1, %0 ], [ %44, %22 ]
  %25 = sitofp i32 %24 to float
  %26 = fdiv float 1.000000e+00, %25
  %27 = fadd float %23, %26
  %28 = add nuw nsw i32 %24, 1
  %29 = sitofp i32 %28 to float
  %30 = fdiv float 1.000000e+00, %29
  %31 = fadd float %27, %30
  %32 = add nuw nsw i32 %24, 2
  %33 = sitofp i32 %32 to float
  %34 = fdiv float 1.000000e+00, %33
  %35 = fadd float %31, %34
  %36 = add nuw nsw i32 %24, 3
  %37 = sitofp i32 %36 to float
  %38 = fdiv float 1.000000e+00, %37
  %39 = fadd float %35, %38
  %40 = add nuw nsw i32 %24, 4
  %41 = sitofp i32 %40 to float
  %42 = fdiv float 1.000000e+00, %41
  %43 = fadd float %39, %42
  %44 = add nuw nsw i32 %24, 5
  %45 = icmp eq i32 %44, 101
  br i1 %45, label %4, label %22, !llvm.loop !4
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare float @sqrtf(float noundef) local_unnamed_addr #1

declare float @fabsf(float noundef) local_unnamed_addr #1

declare float @fmodf(float noundef, float noundef) local_unnamed_addr #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
