; ModuleID = 'tests/programs/double_arith.c'
source_filename = "tests/programs/double_arith.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"%.15f %.15f %.15f %.15f\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"newton %.12f sqrt %.12f\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"pi %.10f\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"e %.12f e^-1 %.12f\0A\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"fmod %.6f %.6f fabs %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"double eps steps %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"underflow %e %e\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"big %e %g\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"%g \00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"\0Aprod %.6f\0A\00", align 1
@.str.10 = private unnamed_addr constant [21 x i8] c"0.1+0.2 %.17g eq %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"compound %.10f\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"mixed %.4f\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef 1.300000e+01, double noundef 7.000000e+00, double noundef 3.000000e+01, double noundef 0x400AAAAAAAAAAAAB) #2
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %4 = phi double [ 1.000000e+00, %0 ], [ %7, %2 ]
  %5 = fdiv double 2.000000e+00, %4
  %6 = fadd double %4, %5
  %7 = fmul double %6, 5.000000e-01
  %8 = add nuw nsw i32 %3, 1
  %9 = icmp eq i32 %8, 30
  br i1 %9, label %10, label %2, !llvm.loop !4

10:                                               ; preds = %2
  %11 = tail call double @sqrt(double noundef 2.000000e+00) #2
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef %7, double noundef %11) #2
  br label %13

13:                                               ; preds = %13, %10
  %14 = phi i32 [ 0, %10 ], [ %23, %13 ]
  %15 = phi double [ 1.000000e+00, %10 ], [ %22, %13 ]
  %16 = phi double [ 0.000000e+00, %10 ], [ %21, %13 ]
  %17 = shl nuw nsw i32 %14, 1
  %18 = or i32 %17, 1
  %19 = sitofp i32 %18 to double
  %20 = fdiv double %15, %19
  %21 = fadd double %16, %20
  %22 = fneg double %15
  %23 = add nuw nsw i32 %14, 1
  %24 = icmp eq i32 %23, 2000
  br i1 %24, label %25, label %13, !llvm.loop !6

25:                                               ; preds = %13
  %26 = fmul double %21, 4.000000e+00
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %26) #2
  br label %28

28:                                               ; preds = %28, %25
  %29 = phi i32 [ 1, %25 ], [ %36, %28 ]
  %30 = phi double [ 1.000000e+00, %25 ], [ %35, %28 ]
  %31 = phi double [ 1.000000e+00, %25 ], [ %34, %28 ]
  %32 = sitofp i32 %29 to double
  %33 = fdiv double 1.000000e+00, %32
  %34 = fmul double %31, %33
  %35 = fadd double %30, %34
  %36 = add nuw nsw i32 %29, 1
  %37 = icmp eq i32 %36, 30
  br i1 %37, label %38, label %28, !llvm.loop !7

38:                                               ; preds = %28, %38
  %39 = phi i32 [ %46, %38 ], [ 1, %28 ]
  %40 = phi double [ %45, %38 ], [ 1.000000e+00, %28 ]
  %41 = phi double [ %44, %38 ], [ 1.000000e+00, %28 ]
  %42 = sitofp i32 %39 to double
  %43 = fdiv double -1.000000e+00, %42
  %44 = fmul double %41, %43
  %45 = fadd double %40, %44
  %46 = add nuw nsw i32 %39, 1
  %47 = icmp eq i32 %46, 30
  br i1 %47, label %48, label %38, !llvm.loop !7

48:                                               ; preds = %38
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %35, double noundef %45) #2
  %50 = tail call double @fmod(double noundef 1.000000e+01, double noundef 3.000000e+00) #2
  %51 = tail call double @fmod(double noundef -7.500000e+00, double noundef 2.000000e+00) #2
  %52 = tail call double @fabs(double noundef -1.232500e+02) #2
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef %50, double noundef %51, double noundef %52) #2
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 53) #2
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, double noundef 1.000000e-310, double noundef 0.000000e+00) #2
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FF0000000000000) #2
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, double noundef 1.500000e+00) #2
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, double noundef -2.250000e+00) #2
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, double noundef 1.000000e-05) #2
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, double noundef 0x40FE240C9FBE76C9) #2
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, double noundef -0.000000e+00) #2
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, double noundef 0xC1178C45CB7301EB) #2
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, double noundef 0x3FD3333333333334, i32 noundef 0) #2
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef 0x4028AAAAAAAAAAAB) #2
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef 2.600000e+01) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare double @sqrt(double noundef) local_unnamed_addr #1

declare double @fmod(double noundef, double noundef) local_unnamed_addr #1

declare double @fabs(double noundef) local_unnamed_addr #1

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
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
