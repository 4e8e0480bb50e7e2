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

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca [5 x double], align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  store double 1.000000e+01, ptr %1, align 8
  store double 3.000000e+00, ptr %2, align 8
  %11 = load double, ptr %1, align 8
  %12 = load double, ptr %2, align 8
  %13 = fadd double %11, %12
  %14 = load double, ptr %1, align 8
  %15 = load double, ptr %2, align 8
  %16 = fsub double %14, %15
  %17 = load double, ptr %1, align 8
  %18 = load double, ptr %2, align 8
  %19 = fmul double %17, %18
  %20 = load double, ptr %1, align 8
  %21 = load double, ptr %2, align 8
  %22 = fdiv double %20, %21
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %13, double noundef %16, double noundef %19, double noundef %22) #4
  %24 = call double @newton_sqrt(double noundef 2.000000e+00) #4
  %25 = call double @sqrt(double noundef 2.000000e+00) #4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %24, double noundef %25) #4
  %27 = call double @pi_leibniz(i32 noundef 2000) #4
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %27) #4
  %29 = call double @exp_series(double noundef 1.000000e+00) #4
  %30 = call double @exp_series(double noundef -1.000000e+00) #4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %29, double noundef %30) #4
  %32 = call double @fmod(double noundef 1.000000e+01, double noundef 3.000000e+00) #4
  %33 = call double @fmod(double noundef -7.500000e+00, double noundef 2.000000e+00) #4
  %34 = call double @fabs(double noundef -1.232500e+02) #4
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %32, double noundef %33, double noundef %34) #4
  store double 1.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %36

36:                                               ; preds = %40, %0
  %37 = load double, ptr %3, align 8
  %38 = fadd double 1.000000e+00, %37
  %39 = fcmp une double %38, 1.000000e+00
  br i1 %39, label %40, label %45

40:                                               ; preds = %36
  %41 = load double, ptr %3, align 8
  %42 = fdiv double %41, 2.000000e+00
  store double %42, ptr %3, align 8
  %43 = load i32, ptr %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %4, align 4
  br label %36, !llvm.loop !5

45:                                               ; preds = %36
  %46 = load i32, ptr %4, align 4
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %46) #4
  store double 1.000000e-300, ptr %5, align 8
  %48 = load double, ptr %5, align 8
  %49 = fmul double %48, 1.000000e-10
  %50 = load double, ptr %5, align 8
  %51 = load double, ptr %5, align 8
  %52 = fmul double %50, %51
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %49, double noundef %52) #4
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FF0000000000000) #4
  call void @llvm.memset.p0.i32(ptr align 8 %6, i8 0, i32 40, i1 false)
  %55 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 0
  store double 1.500000e+00, ptr %55, align 8
  %56 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 1
  store double -2.250000e+00, ptr %56, align 8
  %57 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 2
  store double 1.000000e-05, ptr %57, align 8
  %58 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 3
  store double 0x40FE240C9FBE76C9, ptr %58, align 8
  %59 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 4
  store double -0.000000e+00, ptr %59, align 8
  store double 1.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %60

60:                                               ; preds = %74, %45
  %61 = load i32, ptr %8, align 4
  %62 = icmp slt i32 %61, 5
  br i1 %62, label %63, label %77

63:                                               ; preds = %60
  %64 = load i32, ptr %8, align 4
  %65 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 %64
  %66 = load double, ptr %65, align 8
  %67 = fadd double %66, 1.000000e+00
  %68 = load double, ptr %7, align 8
  %69 = fmul double %68, %67
  store double %69, ptr %7, align 8
  %70 = load i32, ptr %8, align 4
  %71 = getelementptr inbounds [5 x double], ptr %6, i32 0, i32 %70
  %72 = load double, ptr %71, align 8
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %72) #4
  br label %74

74:                                               ; preds = %63
  %75 = load i32, ptr %8, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %8, align 4
  br label %60, !llvm.loop !7

77:                                               ; preds = %60
  %78 = load double, ptr %7, align 8
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %78) #4
  store double 0x3FD3333333333334, ptr %9, align 8
  %80 = load double, ptr %9, align 8
  %81 = load double, ptr %9, align 8
  %82 = fcmp oeq double %81, 3.000000e-01
  %83 = zext i1 %82 to i32
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %80, i32 noundef %83) #4
  %85 = load double, ptr %1, align 8
  store double %85, ptr %10, align 8
  %86 = load double, ptr %10, align 8
  %87 = fadd double %86, 5.000000e-01
  store double %87, ptr %10, align 8
  %88 = load double, ptr %10, align 8
  %89 = fsub double %88, 1.250000e+00
  store double %89, ptr %10, align 8
  %90 = load double, ptr %10, align 8
  %91 = fmul double %90, 4.000000e+00
  store double %91, ptr %10, align 8
  %92 = load double, ptr %10, align 8
  %93 = fdiv double %92, 3.000000e+00
  store double %93, ptr %10, align 8
  %94 = load double, ptr %10, align 8
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %94) #4
  %96 = load double, ptr %1, align 8
  %97 = call double @llvm.fmuladd.f64(double %96, double 2.500000e+00, double 1.000000e+00)
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %97) #4
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal double @newton_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = fdiv double %5, 2.000000e+00
  store double %6, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %17, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 30
  br i1 %9, label %10, label %20

10:                                               ; preds = %7
  %11 = load double, ptr %3, align 8
  %12 = load double, ptr %2, align 8
  %13 = load double, ptr %3, align 8
  %14 = fdiv double %12, %13
  %15 = fadd double %11, %14
  %16 = fdiv double %15, 2.000000e+00
  store double %16, ptr %3, align 8
  br label %17

17:                                               ; preds = %10
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %7, !llvm.loop !8

20:                                               ; preds = %7
  %21 = load double, ptr %3, align 8
  ret double %21
}

declare double @sqrt(double noundef) #1

; Function Attrs: noinline nounwind optnone
define internal double @pi_leibniz(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store double 0.000000e+00, ptr %3, align 8
  store double 1.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %21, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %24

10:                                               ; preds = %6
  %11 = load double, ptr %4, align 8
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 2, %12
  %14 = add nsw i32 %13, 1
  %15 = sitofp i32 %14 to double
  %16 = fdiv double %11, %15
  %17 = load double, ptr %3, align 8
  %18 = fadd double %17, %16
  store double %18, ptr %3, align 8
  %19 = load double, ptr %4, align 8
  %20 = fneg double %19
  store double %20, ptr %4, align 8
  br label %21

21:                                               ; preds = %10
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  br label %6, !llvm.loop !9

24:                                               ; preds = %6
  %25 = load double, ptr %3, align 8
  %26 = fmul double 4.000000e+00, %25
  ret double %26
}

; Function Attrs: noinline nounwind optnone
define internal double @exp_series(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %2, align 8
  store double 1.000000e+00, ptr %3, align 8
  store double 1.000000e+00, ptr %4, align 8
  store i32 1, ptr %5, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 30
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load double, ptr %2, align 8
  %11 = load i32, ptr %5, align 4
  %12 = sitofp i32 %11 to double
  %13 = fdiv double %10, %12
  %14 = load double, ptr %3, align 8
  %15 = fmul double %14, %13
  store double %15, ptr %3, align 8
  %16 = load double, ptr %3, align 8
  %17 = load double, ptr %4, align 8
  %18 = fadd double %17, %16
  store double %18, ptr %4, align 8
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %6, !llvm.loop !10

22:                                               ; preds = %6
  %23 = load double, ptr %4, align 8
  ret double %23
}

declare double @fmod(double noundef, double noundef) #1

declare double @fabs(double noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
