; ModuleID = 'tests/programs/double_arith.c'
source_filename = "tests/programs/double_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %2 = tail call double @sqrt(double noundef 2.000000e+00) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef 0x3FF6A09E667F3BCC, double noundef %2) #2
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i32 [ 0, %0 ], [ %17, %4 ]
  %6 = phi double [ 0.000000e+00, %0 ], [ %16, %4 ]
  %7 = shl nuw nsw i32 %5, 1
  %8 = or i32 %7, 1
  %9 = sitofp i32 %8 to double
  %10 = fdiv double 1.000000e+00, %9
  %11 = fadd double %6, %10
  %12 = shl nuw i32 %5, 1
  %13 = or i32 %12, 3
  %14 = sitofp i32 %13 to double
  %15 = fdiv double -1.000000e+00, %14
  %16 = fadd double %11, %15
  %17 = add nuw nsw i32 %5, 2
  %18 = icmp eq i32 %17, 2000
  br i1 %18, label %19, label %4, !llvm.loop !4

19:                                               ; preds = %4
  %20 = fmul double %16, 4.000000e+00
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %20) #2
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef 0x4005BF0A8B14576A, double noundef 0x3FD78B56362CEF3A) #2
  %23 = tail call double @fmod(double noundef 1.000000e+01, double noundef 3.000000e+00) #2
  %24 = tail call double @fmod(double noundef -7.500000e+00, double noundef 2.000000e+00) #2
  %25 = tail call double @fabs(double noundef -1.232500e+02) #2
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef %23, double noundef %24, double noundef %25) #2
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 53) #2
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, double noundef 1.000000e-310, double noundef 0.000000e+00) #2
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FF0000000000000) #2
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, double noundef 1.500000e+00) #2
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, double noundef -2.250000e+00) #2
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, double noundef 1.000000e-05) #2
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, double noundef 0x40FE240C9FBE76C9) #2
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, double noundef -0.000000e+00) #2
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, double noundef 0xC1178C45CB7301EB) #2
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, double noundef 0x3FD3333333333334, i32 noundef 0) #2
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef 0x4028AAAAAAAAAAAB) #2
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef 2.600000e+01) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare double @sqrt(double noundef) local_unnamed_addr #1

declare double @fmod(double noundef, double noundef) local_unnamed_addr #1

declare double @fabs(double noundef) local_unnamed_addr #1

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
