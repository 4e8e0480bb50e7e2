; ModuleID = 'tests/programs/recursion_args.c'
source_filename = "tests/programs/recursion_args.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P2 = type { i32, i32 }
%struct.Acc = type { i64, double }

@.str = private unnamed_addr constant [15 x i8] c"rec12 %d %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"even %.6f odd %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"walk %lld %.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"ack %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.P2, align 4
  %3 = alloca %struct.Acc, align 8
  %4 = alloca %struct.Acc, align 8
  store i32 0, ptr %1, align 4
  br label %5

5:                                                ; preds = %16, %0
  %6 = load i32, ptr %1, align 4
  %7 = icmp slt i32 %6, 30
  br i1 %7, label %8, label %19

8:                                                ; preds = %5
  %9 = load i32, ptr %1, align 4
  %10 = load i32, ptr %1, align 4
  %11 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 0
  store i32 3, ptr %11, align 4
  %12 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 1
  store i32 -4, ptr %12, align 4
  %13 = load i64, ptr %2, align 4
  %14 = call i64 @rec12(i32 noundef %10, i64 noundef 8589934592, i32 noundef -5, double noundef 2.500000e+00, float noundef 1.500000e+00, i16 noundef signext 7, i64 noundef -34359738368, i8 noundef zeroext -56, double noundef -3.250000e+00, i32 noundef 11, i64 %13, float noundef 5.000000e-01, i64 noundef 99) #4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9, i64 noundef %14) #4
  br label %16

16:                                               ; preds = %8
  %17 = load i32, ptr %1, align 4
  %18 = add nsw i32 %17, 7
  store i32 %18, ptr %1, align 4
  br label %5, !llvm.loop !5

19:                                               ; preds = %5
  %20 = call double @even_d(i32 noundef 25, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01) #4
  %21 = call double @odd_d(i32 noundef 30, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00) #4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %20, double noundef %21) #4
  %23 = getelementptr inbounds %struct.Acc, ptr %4, i32 0, i32 0
  store i64 0, ptr %23, align 8
  %24 = getelementptr inbounds %struct.Acc, ptr %4, i32 0, i32 1
  store double 0.000000e+00, ptr %24, align 8
  %25 = getelementptr inbounds { i64, double }, ptr %4, i32 0, i32 0
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds { i64, double }, ptr %4, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = call { i64, double } @walk(i32 noundef 500, i64 %26, double %28, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9) #4
  %30 = getelementptr inbounds { i64, double }, ptr %3, i32 0, i32 0
  %31 = extractvalue { i64, double } %29, 0
  store i64 %31, ptr %30, align 8
  %32 = getelementptr inbounds { i64, double }, ptr %3, i32 0, i32 1
  %33 = extractvalue { i64, double } %29, 1
  store double %33, ptr %32, align 8
  %34 = getelementptr inbounds %struct.Acc, ptr %3, i32 0, i32 0
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr inbounds %struct.Acc, ptr %3, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %35, double noundef %37) #4
  %39 = call i32 @ackermann_like(i32 noundef 2, i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7) #4
  %40 = call i32 @ackermann_like(i32 noundef 3, i32 noundef 3, i32 noundef 9, i32 noundef 8, i32 noundef 7, i32 noundef 6, i32 noundef 5, i32 noundef 4, i32 noundef 3) #4
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %39, i32 noundef %40) #4
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @rec12(i32 noundef %0, i64 noundef %1, i32 noundef %2, double noundef %3, float noundef %4, i16 noundef signext %5, i64 noundef %6, i8 noundef zeroext %7, double noundef %8, i32 noundef %9, i64 %10, float noundef %11, i64 noundef %12) #0 {
  %14 = alloca i64, align 8
  %15 = alloca %struct.P2, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca float, align 4
  %21 = alloca i16, align 2
  %22 = alloca i64, align 8
  %23 = alloca i8, align 1
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  %26 = alloca float, align 4
  %27 = alloca i64, align 8
  %28 = alloca %struct.P2, align 4
  store i64 %10, ptr %15, align 4
  store i32 %0, ptr %16, align 4
  store i64 %1, ptr %17, align 8
  store i32 %2, ptr %18, align 4
  store double %3, ptr %19, align 8
  store float %4, ptr %20, align 4
  store i16 %5, ptr %21, align 2
  store i64 %6, ptr %22, align 8
  store i8 %7, ptr %23, align 1
  store double %8, ptr %24, align 8
  store i32 %9, ptr %25, align 4
  store float %11, ptr %26, align 4
  store i64 %12, ptr %27, align 8
  %29 = load i32, ptr %16, align 4
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %69

31:                                               ; preds = %13
  %32 = load i64, ptr %17, align 8
  %33 = load i32, ptr %18, align 4
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 %32, %34
  %36 = load double, ptr %19, align 8
  %37 = fptosi double %36 to i64
  %38 = add nsw i64 %35, %37
  %39 = load float, ptr %20, align 4
  %40 = fptosi float %39 to i64
  %41 = add nsw i64 %38, %40
  %42 = load i16, ptr %21, align 2
  %43 = sext i16 %42 to i64
  %44 = add nsw i64 %41, %43
  %45 = load i64, ptr %22, align 8
  %46 = add nsw i64 %44, %45
  %47 = load i8, ptr %23, align 1
  %48 = zext i8 %47 to i64
  %49 = add nsw i64 %46, %48
  %50 = load double, ptr %24, align 8
  %51 = fptosi double %50 to i64
  %52 = add nsw i64 %49, %51
  %53 = load i32, ptr %25, align 4
  %54 = sext i32 %53 to i64
  %55 = add nsw i64 %52, %54
  %56 = getelementptr inbounds %struct.P2, ptr %15, i32 0, i32 0
  %57 = load i32, ptr %56, align 4
  %58 = sext i32 %57 to i64
  %59 = add nsw i64 %55, %58
  %60 = getelementptr inbounds %struct.P2, ptr %15, i32 0, i32 1
  %61 = load i32, ptr %60, align 4
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %59, %62
  %64 = load float, ptr %26, align 4
  %65 = fptosi float %64 to i64
  %66 = add nsw i64 %63, %65
  %67 = load i64, ptr %27, align 8
  %68 = add nsw i64 %66, %67
  store i64 %68, ptr %14, align 8
  br label %102

69:                                               ; preds = %13
  %70 = load i32, ptr %16, align 4
  %71 = sub nsw i32 %70, 1
  %72 = load i64, ptr %27, align 8
  %73 = load i32, ptr %25, align 4
  %74 = load double, ptr %24, align 8
  %75 = load float, ptr %26, align 4
  %76 = load i16, ptr %21, align 2
  %77 = sext i16 %76 to i32
  %78 = add nsw i32 %77, 1
  %79 = trunc i32 %78 to i16
  %80 = load i64, ptr %17, align 8
  %81 = load i8, ptr %23, align 1
  %82 = zext i8 %81 to i32
  %83 = add nsw i32 %82, 3
  %84 = trunc i32 %83 to i8
  %85 = load double, ptr %19, align 8
  %86 = load i32, ptr %18, align 4
  %87 = getelementptr inbounds %struct.P2, ptr %28, i32 0, i32 0
  %88 = getelementptr inbounds %struct.P2, ptr %15, i32 0, i32 1
  %89 = load i32, ptr %88, align 4
  store i32 %89, ptr %87, align 4
  %90 = getelementptr inbounds %struct.P2, ptr %28, i32 0, i32 1
  %91 = getelementptr inbounds %struct.P2, ptr %15, i32 0, i32 0
  %92 = load i32, ptr %91, align 4
  %93 = load i32, ptr %16, align 4
  %94 = add nsw i32 %92, %93
  store i32 %94, ptr %90, align 4
  %95 = load float, ptr %20, align 4
  %96 = load i64, ptr %22, align 8
  %97 = load i64, ptr %28, align 4
  %98 = call i64 @rec12(i32 noundef %71, i64 noundef %72, i32 noundef %73, double noundef %74, float noundef %75, i16 noundef signext %79, i64 noundef %80, i8 noundef zeroext %84, double noundef %85, i32 noundef %86, i64 %97, float noundef %95, i64 noundef %96) #4
  %99 = load i32, ptr %16, align 4
  %100 = sext i32 %99 to i64
  %101 = add nsw i64 %98, %100
  store i64 %101, ptr %14, align 8
  br label %102

102:                                              ; preds = %69, %31
  %103 = load i64, ptr %14, align 8
  ret i64 %103
}

; Function Attrs: noinline nounwind optnone
define internal double @even_d(i32 noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10) #0 {
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  store i32 %0, ptr %13, align 4
  store double %1, ptr %14, align 8
  store double %2, ptr %15, align 8
  store double %3, ptr %16, align 8
  store double %4, ptr %17, align 8
  store double %5, ptr %18, align 8
  store double %6, ptr %19, align 8
  store double %7, ptr %20, align 8
  store double %8, ptr %21, align 8
  store double %9, ptr %22, align 8
  store double %10, ptr %23, align 8
  %24 = load i32, ptr %13, align 4
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %46

26:                                               ; preds = %11
  %27 = load double, ptr %14, align 8
  %28 = load double, ptr %15, align 8
  %29 = fsub double %27, %28
  %30 = load double, ptr %16, align 8
  %31 = fadd double %29, %30
  %32 = load double, ptr %17, align 8
  %33 = fsub double %31, %32
  %34 = load double, ptr %18, align 8
  %35 = fadd double %33, %34
  %36 = load double, ptr %19, align 8
  %37 = fsub double %35, %36
  %38 = load double, ptr %20, align 8
  %39 = fadd double %37, %38
  %40 = load double, ptr %21, align 8
  %41 = fsub double %39, %40
  %42 = load double, ptr %22, align 8
  %43 = fadd double %41, %42
  %44 = load double, ptr %23, align 8
  %45 = fsub double %43, %44
  store double %45, ptr %12, align 8
  br label %61

46:                                               ; preds = %11
  %47 = load i32, ptr %13, align 4
  %48 = sub nsw i32 %47, 1
  %49 = load double, ptr %23, align 8
  %50 = load double, ptr %14, align 8
  %51 = load double, ptr %15, align 8
  %52 = load double, ptr %16, align 8
  %53 = load double, ptr %17, align 8
  %54 = load double, ptr %18, align 8
  %55 = load double, ptr %19, align 8
  %56 = load double, ptr %20, align 8
  %57 = load double, ptr %21, align 8
  %58 = load double, ptr %22, align 8
  %59 = call double @odd_d(i32 noundef %48, double noundef %49, double noundef %50, double noundef %51, double noundef %52, double noundef %53, double noundef %54, double noundef %55, double noundef %56, double noundef %57, double noundef %58) #4
  %60 = call double @llvm.fmuladd.f64(double %59, double 5.000000e-01, double 1.000000e+00)
  store double %60, ptr %12, align 8
  br label %61

61:                                               ; preds = %46, %26
  %62 = load double, ptr %12, align 8
  ret double %62
}

; Function Attrs: noinline nounwind optnone
define internal double @odd_d(i32 noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10) #0 {
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  store i32 %0, ptr %13, align 4
  store double %1, ptr %14, align 8
  store double %2, ptr %15, align 8
  store double %3, ptr %16, align 8
  store double %4, ptr %17, align 8
  store double %5, ptr %18, align 8
  store double %6, ptr %19, align 8
  store double %7, ptr %20, align 8
  store double %8, ptr %21, align 8
  store double %9, ptr %22, align 8
  store double %10, ptr %23, align 8
  %24 = load i32, ptr %13, align 4
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %46

26:                                               ; preds = %11
  %27 = load double, ptr %14, align 8
  %28 = load double, ptr %15, align 8
  %29 = fadd double %27, %28
  %30 = load double, ptr %16, align 8
  %31 = fadd double %29, %30
  %32 = load double, ptr %17, align 8
  %33 = fadd double %31, %32
  %34 = load double, ptr %18, align 8
  %35 = fadd double %33, %34
  %36 = load double, ptr %19, align 8
  %37 = fadd double %35, %36
  %38 = load double, ptr %20, align 8
  %39 = fadd double %37, %38
  %40 = load double, ptr %21, align 8
  %41 = fadd double %39, %40
  %42 = load double, ptr %22, align 8
  %43 = fadd double %41, %42
  %44 = load double, ptr %23, align 8
  %45 = fadd double %43, %44
  store double %45, ptr %12, align 8
  br label %61

46:                                               ; preds = %11
  %47 = load i32, ptr %13, align 4
  %48 = sub nsw i32 %47, 1
  %49 = load double, ptr %15, align 8
  %50 = load double, ptr %16, align 8
  %51 = load double, ptr %17, align 8
  %52 = load double, ptr %18, align 8
  %53 = load double, ptr %19, align 8
  %54 = load double, ptr %20, align 8
  %55 = load double, ptr %21, align 8
  %56 = load double, ptr %22, align 8
  %57 = load double, ptr %23, align 8
  %58 = load double, ptr %14, align 8
  %59 = call double @even_d(i32 noundef %48, double noundef %49, double noundef %50, double noundef %51, double noundef %52, double noundef %53, double noundef %54, double noundef %55, double noundef %56, double noundef %57, double noundef %58) #4
  %60 = fadd double %59, 2.000000e+00
  store double %60, ptr %12, align 8
  br label %61

61:                                               ; preds = %46, %26
  %62 = load double, ptr %12, align 8
  ret double %62
}

; Function Attrs: noinline nounwind optnone
define internal { i64, double } @walk(i32 noundef %0, i64 %1, double %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) #0 {
  %13 = alloca %struct.Acc, align 8
  %14 = alloca %struct.Acc, align 8
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
  %25 = getelementptr inbounds { i64, double }, ptr %14, i32 0, i32 0
  store i64 %1, ptr %25, align 8
  %26 = getelementptr inbounds { i64, double }, ptr %14, i32 0, i32 1
  store double %2, ptr %26, align 8
  store i32 %0, ptr %15, align 4
  store i32 %3, ptr %16, align 4
  store i32 %4, ptr %17, align 4
  store i32 %5, ptr %18, align 4
  store i32 %6, ptr %19, align 4
  store i32 %7, ptr %20, align 4
  store i32 %8, ptr %21, align 4
  store i32 %9, ptr %22, align 4
  store i32 %10, ptr %23, align 4
  store i32 %11, ptr %24, align 4
  %27 = load i32, ptr %15, align 4
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %30

29:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %14, i64 16, i1 false)
  br label %78

30:                                               ; preds = %12
  %31 = load i32, ptr %16, align 4
  %32 = load i32, ptr %24, align 4
  %33 = mul nsw i32 %31, %32
  %34 = load i32, ptr %20, align 4
  %35 = sub nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds %struct.Acc, ptr %14, i32 0, i32 0
  %38 = load i64, ptr %37, align 8
  %39 = add nsw i64 %38, %36
  store i64 %39, ptr %37, align 8
  %40 = load i32, ptr %17, align 4
  %41 = load i32, ptr %18, align 4
  %42 = add nsw i32 %40, %41
  %43 = load i32, ptr %19, align 4
  %44 = add nsw i32 %42, %43
  %45 = sitofp i32 %44 to double
  %46 = load i32, ptr %21, align 4
  %47 = load i32, ptr %22, align 4
  %48 = add nsw i32 %46, %47
  %49 = load i32, ptr %23, align 4
  %50 = add nsw i32 %48, %49
  %51 = add nsw i32 %50, 1
  %52 = sitofp i32 %51 to double
  %53 = fdiv double %45, %52
  %54 = getelementptr inbounds %struct.Acc, ptr %14, i32 0, i32 1
  %55 = load double, ptr %54, align 8
  %56 = fadd double %55, %53
  store double %56, ptr %54, align 8
  %57 = load i32, ptr %15, align 4
  %58 = sub nsw i32 %57, 1
  %59 = load i32, ptr %17, align 4
  %60 = load i32, ptr %18, align 4
  %61 = load i32, ptr %19, align 4
  %62 = load i32, ptr %20, align 4
  %63 = load i32, ptr %21, align 4
  %64 = load i32, ptr %22, align 4
  %65 = load i32, ptr %23, align 4
  %66 = load i32, ptr %24, align 4
  %67 = load i32, ptr %16, align 4
  %68 = add nsw i32 %67, 1
  %69 = getelementptr inbounds { i64, double }, ptr %14, i32 0, i32 0
  %70 = load i64, ptr %69, align 8
  %71 = getelementptr inbounds { i64, double }, ptr %14, i32 0, i32 1
  %72 = load double, ptr %71, align 8
  %73 = call { i64, double } @walk(i32 noundef %58, i64 %70, double %72, i32 noundef %59, i32 noundef %60, i32 noundef %61, i32 noundef %62, i32 noundef %63, i32 noundef %64, i32 noundef %65, i32 noundef %66, i32 noundef %68) #4
  %74 = getelementptr inbounds { i64, double }, ptr %13, i32 0, i32 0
  %75 = extractvalue { i64, double } %73, 0
  store i64 %75, ptr %74, align 8
  %76 = getelementptr inbounds { i64, double }, ptr %13, i32 0, i32 1
  %77 = extractvalue { i64, double } %73, 1
  store double %77, ptr %76, align 8
  br label %78

78:                                               ; preds = %30, %29
  %79 = load { i64, double }, ptr %13, align 8
  ret { i64, double } %79
}

; Function Attrs: noinline nounwind optnone
define internal i32 @ackermann_like(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 %0, ptr %11, align 4
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  store i32 %3, ptr %14, align 4
  store i32 %4, ptr %15, align 4
  store i32 %5, ptr %16, align 4
  store i32 %6, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  store i32 %8, ptr %19, align 4
  %20 = load i32, ptr %11, align 4
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %33

22:                                               ; preds = %9
  %23 = load i32, ptr %12, align 4
  %24 = add nsw i32 %23, 1
  %25 = load i32, ptr %13, align 4
  %26 = load i32, ptr %19, align 4
  %27 = xor i32 %25, %26
  %28 = add nsw i32 %24, %27
  %29 = load i32, ptr %13, align 4
  %30 = load i32, ptr %19, align 4
  %31 = xor i32 %29, %30
  %32 = sub nsw i32 %28, %31
  store i32 %32, ptr %10, align 4
  br label %69

33:                                               ; preds = %9
  %34 = load i32, ptr %12, align 4
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %47

36:                                               ; preds = %33
  %37 = load i32, ptr %11, align 4
  %38 = sub nsw i32 %37, 1
  %39 = load i32, ptr %14, align 4
  %40 = load i32, ptr %15, align 4
  %41 = load i32, ptr %16, align 4
  %42 = load i32, ptr %17, align 4
  %43 = load i32, ptr %18, align 4
  %44 = load i32, ptr %19, align 4
  %45 = load i32, ptr %13, align 4
  %46 = call i32 @ackermann_like(i32 noundef %38, i32 noundef 1, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45) #4
  store i32 %46, ptr %10, align 4
  br label %69

47:                                               ; preds = %33
  %48 = load i32, ptr %11, align 4
  %49 = sub nsw i32 %48, 1
  %50 = load i32, ptr %11, align 4
  %51 = load i32, ptr %12, align 4
  %52 = sub nsw i32 %51, 1
  %53 = load i32, ptr %13, align 4
  %54 = load i32, ptr %14, align 4
  %55 = load i32, ptr %15, align 4
  %56 = load i32, ptr %16, align 4
  %57 = load i32, ptr %17, align 4
  %58 = load i32, ptr %18, align 4
  %59 = load i32, ptr %19, align 4
  %60 = call i32 @ackermann_like(i32 noundef %50, i32 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57, i32 noundef %58, i32 noundef %59) #4
  %61 = load i32, ptr %19, align 4
  %62 = load i32, ptr %18, align 4
  %63 = load i32, ptr %17, align 4
  %64 = load i32, ptr %16, align 4
  %65 = load i32, ptr %15, align 4
  %66 = load i32, ptr %14, align 4
  %67 = load i32, ptr %13, align 4
  %68 = call i32 @ackermann_like(i32 noundef %49, i32 noundef %60, i32 noundef %61, i32 noundef %62, i32 noundef %63, i32 noundef %64, i32 noundef %65, i32 noundef %66, i32 noundef %67) #4
  store i32 %68, ptr %10, align 4
  br label %69

69:                                               ; preds = %47, %36, %22
  %70 = load i32, ptr %10, align 4
  ret i32 %70
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
