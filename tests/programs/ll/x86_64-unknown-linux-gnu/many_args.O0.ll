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

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca ptr, align 8
  %2 = call i64 @many_ints(i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef -12) #3
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %2) #3
  %4 = call i64 @many_i64(i64 noundef 1099511627776, i64 noundef 2, i64 noundef 103079215104, i64 noundef 4, i64 noundef -5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 9000000000, i64 noundef -10) #3
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %4) #3
  %6 = call double @many_dbl(double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01) #3
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %6) #3
  %8 = call double @mixed(i32 noundef 1, double noundef 2.500000e+00, i8 noundef signext 99, float noundef 4.250000e+00, i64 noundef 5000000000, i16 noundef signext -6, double noundef 7.750000e+00, i8 noundef zeroext -56, i32 noundef 9, float noundef 1.050000e+01, i64 noundef -11, double noundef 1.212500e+01, i32 noundef 13, i8 noundef signext -14) #3
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %8) #3
  %10 = call signext i8 @small_types(i8 noundef signext -1, i8 noundef zeroext -1, i16 noundef signext -300, i16 noundef zeroext -5536, i8 noundef signext 100, i8 noundef zeroext 100, i16 noundef signext 1000, i16 noundef zeroext 1, i8 noundef signext -128, i16 noundef zeroext -1) #3
  %11 = sext i8 %10 to i32
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %11) #3
  %13 = call float @many_float(float noundef 1.000000e+00, float noundef 2.000000e+00, float noundef 3.000000e+00, float noundef 4.000000e+00, float noundef 5.000000e+00, float noundef 6.000000e+00, float noundef 7.000000e+00, float noundef 8.000000e+00, float noundef 9.000000e+00, float noundef 1.000000e+01) #3
  %14 = fpext float %13 to double
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %14) #3
  store ptr @many_ints, ptr %1, align 8
  %16 = load ptr, ptr %1, align 8
  %17 = call i64 %16(i32 noundef 12, i32 noundef 11, i32 noundef 10, i32 noundef 9, i32 noundef 8, i32 noundef 7, i32 noundef 6, i32 noundef 5, i32 noundef 4, i32 noundef 3, i32 noundef 2, i32 noundef 1) #3
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %17) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @many_ints(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) #0 {
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store i32 %0, ptr %13, align 4
  store i32 %1, ptr %14, align 4
  store i32 %2, ptr %15, align 4
  store i32 %3, ptr %16, align 4
  store i32 %4, ptr %17, align 4
  store i32 %5, ptr %18, align 4
  store i32 %6, ptr %19, align 4
  store i32 %7, ptr %20, align 4
  store i32 %8, ptr %21, align 4
  store i32 %9, ptr %22, align 4
  store i32 %10, ptr %23, align 4
  store i32 %11, ptr %24, align 4
  %25 = load i32, ptr %13, align 4
  %26 = sext i32 %25 to i64
  %27 = load i32, ptr %14, align 4
  %28 = sext i32 %27 to i64
  %29 = mul nsw i64 2, %28
  %30 = add nsw i64 %26, %29
  %31 = load i32, ptr %15, align 4
  %32 = sext i32 %31 to i64
  %33 = mul nsw i64 3, %32
  %34 = add nsw i64 %30, %33
  %35 = load i32, ptr %16, align 4
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 4, %36
  %38 = add nsw i64 %34, %37
  %39 = load i32, ptr %17, align 4
  %40 = sext i32 %39 to i64
  %41 = mul nsw i64 5, %40
  %42 = add nsw i64 %38, %41
  %43 = load i32, ptr %18, align 4
  %44 = sext i32 %43 to i64
  %45 = mul nsw i64 6, %44
  %46 = add nsw i64 %42, %45
  %47 = load i32, ptr %19, align 4
  %48 = sext i32 %47 to i64
  %49 = mul nsw i64 7, %48
  %50 = add nsw i64 %46, %49
  %51 = load i32, ptr %20, align 4
  %52 = sext i32 %51 to i64
  %53 = mul nsw i64 8, %52
  %54 = add nsw i64 %50, %53
  %55 = load i32, ptr %21, align 4
  %56 = sext i32 %55 to i64
  %57 = mul nsw i64 9, %56
  %58 = add nsw i64 %54, %57
  %59 = load i32, ptr %22, align 4
  %60 = sext i32 %59 to i64
  %61 = mul nsw i64 10, %60
  %62 = add nsw i64 %58, %61
  %63 = load i32, ptr %23, align 4
  %64 = sext i32 %63 to i64
  %65 = mul nsw i64 11, %64
  %66 = add nsw i64 %62, %65
  %67 = load i32, ptr %24, align 4
  %68 = sext i32 %67 to i64
  %69 = mul nsw i64 12, %68
  %70 = add nsw i64 %66, %69
  ret i64 %70
}

; Function Attrs: noinline nounwind optnone
define internal i64 @many_i64(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) #0 {
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  store i64 %0, ptr %11, align 8
  store i64 %1, ptr %12, align 8
  store i64 %2, ptr %13, align 8
  store i64 %3, ptr %14, align 8
  store i64 %4, ptr %15, align 8
  store i64 %5, ptr %16, align 8
  store i64 %6, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  store i64 %8, ptr %19, align 8
  store i64 %9, ptr %20, align 8
  %21 = load i64, ptr %11, align 8
  %22 = load i64, ptr %12, align 8
  %23 = sub nsw i64 %21, %22
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = sub nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = sub nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %18, align 8
  %35 = sub nsw i64 %33, %34
  %36 = load i64, ptr %19, align 8
  %37 = add nsw i64 %35, %36
  %38 = load i64, ptr %20, align 8
  %39 = sub nsw i64 %37, %38
  ret i64 %39
}

; Function Attrs: noinline nounwind optnone
define internal double @many_dbl(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10) #0 {
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  store double %0, ptr %12, align 8
  store double %1, ptr %13, align 8
  store double %2, ptr %14, align 8
  store double %3, ptr %15, align 8
  store double %4, ptr %16, align 8
  store double %5, ptr %17, align 8
  store double %6, ptr %18, align 8
  store double %7, ptr %19, align 8
  store double %8, ptr %20, align 8
  store double %9, ptr %21, align 8
  store double %10, ptr %22, align 8
  %23 = load double, ptr %12, align 8
  %24 = load double, ptr %13, align 8
  %25 = call double @llvm.fmuladd.f64(double %24, double 2.000000e+00, double %23)
  %26 = load double, ptr %14, align 8
  %27 = call double @llvm.fmuladd.f64(double %26, double 3.000000e+00, double %25)
  %28 = load double, ptr %15, align 8
  %29 = call double @llvm.fmuladd.f64(double %28, double 4.000000e+00, double %27)
  %30 = load double, ptr %16, align 8
  %31 = call double @llvm.fmuladd.f64(double %30, double 5.000000e+00, double %29)
  %32 = load double, ptr %17, align 8
  %33 = call double @llvm.fmuladd.f64(double %32, double 6.000000e+00, double %31)
  %34 = load double, ptr %18, align 8
  %35 = call double @llvm.fmuladd.f64(double %34, double 7.000000e+00, double %33)
  %36 = load double, ptr %19, align 8
  %37 = call double @llvm.fmuladd.f64(double %36, double 8.000000e+00, double %35)
  %38 = load double, ptr %20, align 8
  %39 = call double @llvm.fmuladd.f64(double %38, double 9.000000e+00, double %37)
  %40 = load double, ptr %21, align 8
  %41 = call double @llvm.fmuladd.f64(double %40, double 1.000000e+01, double %39)
  %42 = load double, ptr %22, align 8
  %43 = call double @llvm.fmuladd.f64(double %42, double 1.100000e+01, double %41)
  ret double %43
}

; Function Attrs: noinline nounwind optnone
define internal double @mixed(i32 noundef %0, double noundef %1, i8 noundef signext %2, float noundef %3, i64 noundef %4, i16 noundef signext %5, double noundef %6, i8 noundef zeroext %7, i32 noundef %8, float noundef %9, i64 noundef %10, double noundef %11, i32 noundef %12, i8 noundef signext %13) #0 {
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i8, align 1
  %18 = alloca float, align 4
  %19 = alloca i64, align 8
  %20 = alloca i16, align 2
  %21 = alloca double, align 8
  %22 = alloca i8, align 1
  %23 = alloca i32, align 4
  %24 = alloca float, align 4
  %25 = alloca i64, align 8
  %26 = alloca double, align 8
  %27 = alloca i32, align 4
  %28 = alloca i8, align 1
  store i32 %0, ptr %15, align 4
  store double %1, ptr %16, align 8
  store i8 %2, ptr %17, align 1
  store float %3, ptr %18, align 4
  store i64 %4, ptr %19, align 8
  store i16 %5, ptr %20, align 2
  store double %6, ptr %21, align 8
  store i8 %7, ptr %22, align 1
  store i32 %8, ptr %23, align 4
  store float %9, ptr %24, align 4
  store i64 %10, ptr %25, align 8
  store double %11, ptr %26, align 8
  store i32 %12, ptr %27, align 4
  store i8 %13, ptr %28, align 1
  %29 = load i32, ptr %15, align 4
  %30 = sitofp i32 %29 to double
  %31 = load double, ptr %16, align 8
  %32 = fadd double %30, %31
  %33 = load i8, ptr %17, align 1
  %34 = sext i8 %33 to i32
  %35 = sitofp i32 %34 to double
  %36 = fadd double %32, %35
  %37 = load float, ptr %18, align 4
  %38 = fpext float %37 to double
  %39 = fadd double %36, %38
  %40 = load i64, ptr %19, align 8
  %41 = sitofp i64 %40 to double
  %42 = fadd double %39, %41
  %43 = load i16, ptr %20, align 2
  %44 = sext i16 %43 to i32
  %45 = sitofp i32 %44 to double
  %46 = fadd double %42, %45
  %47 = load double, ptr %21, align 8
  %48 = fadd double %46, %47
  %49 = load i8, ptr %22, align 1
  %50 = zext i8 %49 to i32
  %51 = sitofp i32 %50 to double
  %52 = fadd double %48, %51
  %53 = load i32, ptr %23, align 4
  %54 = sitofp i32 %53 to double
  %55 = fadd double %52, %54
  %56 = load float, ptr %24, align 4
  %57 = fpext float %56 to double
  %58 = fadd double %55, %57
  %59 = load i64, ptr %25, align 8
  %60 = sitofp i64 %59 to double
  %61 = fadd double %58, %60
  %62 = load double, ptr %26, align 8
  %63 = fadd double %61, %62
  %64 = load i32, ptr %27, align 4
  %65 = sitofp i32 %64 to double
  %66 = fadd double %63, %65
  %67 = load i8, ptr %28, align 1
  %68 = sext i8 %67 to i32
  %69 = sitofp i32 %68 to double
  %70 = fadd double %66, %69
  ret double %70
}

; Function Attrs: noinline nounwind optnone
define internal signext i8 @small_types(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i8 noundef signext %4, i8 noundef zeroext %5, i16 noundef signext %6, i16 noundef zeroext %7, i8 noundef signext %8, i16 noundef zeroext %9) #0 {
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i16, align 2
  %18 = alloca i16, align 2
  %19 = alloca i8, align 1
  %20 = alloca i16, align 2
  store i8 %0, ptr %11, align 1
  store i8 %1, ptr %12, align 1
  store i16 %2, ptr %13, align 2
  store i16 %3, ptr %14, align 2
  store i8 %4, ptr %15, align 1
  store i8 %5, ptr %16, align 1
  store i16 %6, ptr %17, align 2
  store i16 %7, ptr %18, align 2
  store i8 %8, ptr %19, align 1
  store i16 %9, ptr %20, align 2
  %21 = load i8, ptr %11, align 1
  %22 = sext i8 %21 to i32
  %23 = load i8, ptr %12, align 1
  %24 = zext i8 %23 to i32
  %25 = add nsw i32 %22, %24
  %26 = load i16, ptr %13, align 2
  %27 = sext i16 %26 to i32
  %28 = add nsw i32 %25, %27
  %29 = load i16, ptr %14, align 2
  %30 = zext i16 %29 to i32
  %31 = add nsw i32 %28, %30
  %32 = load i8, ptr %15, align 1
  %33 = sext i8 %32 to i32
  %34 = add nsw i32 %31, %33
  %35 = load i8, ptr %16, align 1
  %36 = zext i8 %35 to i32
  %37 = add nsw i32 %34, %36
  %38 = load i16, ptr %17, align 2
  %39 = sext i16 %38 to i32
  %40 = add nsw i32 %37, %39
  %41 = load i16, ptr %18, align 2
  %42 = zext i16 %41 to i32
  %43 = add nsw i32 %40, %42
  %44 = load i8, ptr %19, align 1
  %45 = sext i8 %44 to i32
  %46 = add nsw i32 %43, %45
  %47 = load i16, ptr %20, align 2
  %48 = zext i16 %47 to i32
  %49 = add nsw i32 %46, %48
  %50 = trunc i32 %49 to i8
  ret i8 %50
}

; Function Attrs: noinline nounwind optnone
define internal float @many_float(float noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9) #0 {
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  store float %0, ptr %11, align 4
  store float %1, ptr %12, align 4
  store float %2, ptr %13, align 4
  store float %3, ptr %14, align 4
  store float %4, ptr %15, align 4
  store float %5, ptr %16, align 4
  store float %6, ptr %17, align 4
  store float %7, ptr %18, align 4
  store float %8, ptr %19, align 4
  store float %9, ptr %20, align 4
  %21 = load float, ptr %11, align 4
  %22 = load float, ptr %12, align 4
  %23 = load float, ptr %13, align 4
  %24 = load float, ptr %14, align 4
  %25 = fmul float %23, %24
  %26 = call float @llvm.fmuladd.f32(float %21, float %22, float %25)
  %27 = load float, ptr %15, align 4
  %28 = load float, ptr %16, align 4
  %29 = call float @llvm.fmuladd.f32(float %27, float %28, float %26)
  %30 = load float, ptr %17, align 4
  %31 = load float, ptr %18, align 4
  %32 = call float @llvm.fmuladd.f32(float %30, float %31, float %29)
  %33 = load float, ptr %19, align 4
  %34 = load float, ptr %20, align 4
  %35 = call float @llvm.fmuladd.f32(float %33, float %34, float %32)
  ret float %35
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
