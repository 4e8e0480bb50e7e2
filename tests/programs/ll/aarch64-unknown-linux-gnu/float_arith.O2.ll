; ModuleID = 'tests/programs/float_arith.c'
source_filename = "tests/programs/float_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef 1.125000e+00, double noundef 1.875000e+00, double noundef -5.625000e-01, double noundef -4.000000e+00) #3
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef 0x4415AF1D80000000, double noundef 0x3DDB7CDFE0000000) #3
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef 0x3FD5555560000000) #3
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i32 [ 0, %0 ], [ %11, %4 ]
  %6 = phi float [ 0.000000e+00, %0 ], [ %10, %4 ]
  %7 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %0 ], [ %12, %4 ]
  %8 = sitofp <4 x i32> %7 to <4 x float>
  %9 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %8
  %10 = tail call float @llvm.vector.reduce.fadd.v4f32(float %6, <4 x float> %9)
  %11 = add nuw i32 %5, 4
  %12 = add <4 x i32> %7, <i32 4, i32 4, i32 4, i32 4>
  %13 = icmp eq i32 %11, 100
  br i1 %13, label %14, label %4, !llvm.loop !5

14:                                               ; preds = %4
  %15 = fpext float %10 to double
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %15) #3
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef -7.406250e+00, double noundef -3.625000e+01) #3
  %18 = tail call float @sqrtf(float noundef 2.000000e+00) #3
  %19 = fpext float %18 to double
  %20 = tail call float @fabsf(float noundef -8.500000e+00) #3
  %21 = fpext float %20 to double
  %22 = tail call float @fmodf(float noundef 1.050000e+01, float noundef 3.000000e+00) #3
  %23 = fpext float %22 to double
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, double noundef %19, double noundef %21, double noundef %23) #3
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef 24) #3
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, double noundef -0.000000e+00, i32 noundef 1) #3
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef 1) #3
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, double noundef 0x3FF0000020000000, i32 noundef 1) #3
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef 1, i32 noundef 1, i32 noundef 0) #3
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef 4.125000e+00) #3
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef -1.500000e+00) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare float @sqrtf(float noundef) local_unnamed_addr #1

declare float @fabsf(float noundef) local_unnamed_addr #1

declare float @fmodf(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #2

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6, !7, !8}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!8 = !{!"llvm.loop.unroll.runtime.disable"}
