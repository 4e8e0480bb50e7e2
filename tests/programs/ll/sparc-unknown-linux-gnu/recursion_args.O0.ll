; ModuleID = 'tests/programs/recursion_args.c'
source_filename = "tests/programs/recursion_args.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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

5:                                                ; preds = %15, %0
  %6 = load i32, ptr %1, align 4
  %7 = icmp slt i32 %6, 30
  br i1 %7, label %8, label %18

8:                                                ; preds = %5
  %9 = load i32, ptr %1, align 4
  %10 = load i32, ptr %1, align 4
  %11 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 0
  store i32 3, ptr %11, align 4
  %12 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 1
  store i32 -4, ptr %12, align 4
  %13 = call i64 @rec12(i32 noundef %10, i64 noundef 8589934592, i32 noundef -5, double noundef 2.500000e+00, float noundef 1.500000e+00, i16 noundef signext 7, i64 noundef -34359738368, i8 noundef zeroext -56, double noundef -3.250000e+00, i32 noundef 11, ptr noundef byval(%struct.P2) align 4 %2, float noundef 5.000000e-01, i64 noundef 99) #4
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9, i64 noundef %13) #4
  br label %15

15:                                               ; preds = %8
  %16 = load i32, ptr %1, align 4
  %17 = add nsw i32 %16, 7
  store i32 %17, ptr %1, align 4
  br label %5, !llvm.loop !5

18:                                               ; preds = %5
  %19 = call double @even_d(i32 noundef 25, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01) #4
  %20 = call double @odd_d(i32 noundef 30, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00) #4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %19, double noundef %20) #4
  %22 = getelementptr inbounds %struct.Acc, ptr %4, i32 0, i32 0
  store i64 0, ptr %22, align 8
  %23 = getelementptr inbounds %struct.Acc, ptr %4, i32 0, i32 1
  store double 0.000000e+00, ptr %23, align 8
  call void @walk(ptr sret(%struct.Acc) align 8 %3, i32 noundef 500, ptr noundef byval(%struct.Acc) align 8 %4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9) #4
  %24 = getelementptr inbounds %struct.Acc, ptr %3, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds %struct.Acc, ptr %3, i32 0, i32 1
  %27 = load double, ptr %26, align 8
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %25, double noundef %27) #4
  %29 = call i32 @ackermann_like(i32 noundef 2, i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7) #4
  %30 = call i32 @ackermann_like(i32 noundef 3, i32 noundef 3, i32 noundef 9, i32 noundef 8, i32 noundef 7, i32 noundef 6, i32 noundef 5, i32 noundef 4, i32 noundef 3) #4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %29, i32 noundef %30) #4
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @rec12(i32 noundef %0, i64 noundef %1, i32 noundef %2, double noundef %3, float noundef %4, i16 noundef signext %5, i64 noundef %6, i8 noundef zeroext %7, double noundef %8, i32 noundef %9, ptr noundef byval(%struct.P2) align 4 %10, float noundef %11, i64 noundef %12) #0 {
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca float, align 4
  %20 = alloca i16, align 2
  %21 = alloca i64, align 8
  %22 = alloca i8, align 1
  %23 = alloca double, align 8
  %24 = alloca i32, align 4
  %25 = alloca float, align 4
  %26 = alloca i64, align 8
  %27 = alloca %struct.P2, align 4
  store i32 %0, ptr %15, align 4
  store i64 %1, ptr %16, align 8
  store i32 %2, ptr %17, align 4
  store double %3, ptr %18, align 8
  store float %4, ptr %19, align 4
  store i16 %5, ptr %20, align 2
  store i64 %6, ptr %21, align 8
  store i8 %7, ptr %22, align 1
  store double %8, ptr %23, align 8
  store i32 %9, ptr %24, align 4
  store float %11, ptr %25, align 4
  store i64 %12, ptr %26, align 8
  %28 = load i32, ptr %15, align 4
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %68

30:                                               ; preds = %13
  %31 = load i64, ptr %16, align 8
  %32 = load i32, ptr %17, align 4
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %31, %33
  %35 = load double, ptr %18, align 8
  %36 = fptosi double %35 to i64
  %37 = add nsw i64 %34, %36
  %38 = load float, ptr %19, align 4
  %39 = fptosi float %38 to i64
  %40 = add nsw i64 %37, %39
  %41 = load i16, ptr %20, align 2
  %42 = sext i16 %41 to i64
  %43 = add nsw i64 %40, %42
  %44 = load i64, ptr %21, align 8
  %45 = add nsw i64 %43, %44
  %46 = load i8, ptr %22, align 1
  %47 = zext i8 %46 to i64
  %48 = add nsw i64 %45, %47
  %49 = load double, ptr %23, align 8
  %50 = fptosi double %49 to i64
  %51 = add nsw i64 %48, %50
  %52 = load i32, ptr %24, align 4
  %53 = sext i32 %52 to i64
  %54 = add nsw i64 %51, %53
  %55 = getelementptr inbounds %struct.P2, ptr %10, i32 0, i32 0
  %56 = load i32, ptr %55, align 4
  %57 = sext i32 %56 to i64
  %58 = add nsw i64 %54, %57
  %59 = getelementptr inbounds %struct.P2, ptr %10, i32 0, i32 1
  %60 = load i32, ptr %59, align 4
  %61 = sext i32 %60 to i64
  %62 = add nsw i64 %58, %61
  %63 = load float, ptr %25, align 4
  %64 = fptosi float %63 to i64
  %65 = add nsw i64 %62, %64
  %66 = load i64, ptr %26, align 8
  %67 = add nsw i64 %65, %66
  store i64 %67, ptr %14, align 8
  br label %100

68:                                               ; preds = %13
  %69 = load i32, ptr %15, align 4
  %70 = sub nsw i32 %69, 1
  %71 = load i64, ptr %26, align 8
  %72 = load i32, ptr %24, align 4
  %73 = load double, ptr %23, align 8
  %74 = load float, ptr %25, align 4
  %75 = load i16, ptr %20, align 2
  %76 = sext i16 %75 to i32
  %77 = add nsw i32 %76, 1
  %78 = trunc i32 %77 to i16
  %79 = load i64, ptr %16, align 8
  %80 = load i8, ptr %22, align 1
  %81 = zext i8 %80 to i32
  %82 = add nsw i32 %81, 3
  %83 = trunc i32 %82 to i8
  %84 = load double, ptr %18, align 8
  %85 = load i32, ptr %17, align 4
  %86 = getelementptr inbounds %struct.P2, ptr %27, i32 0, i32 0
  %87 = getelementptr inbounds %struct.P2, ptr %10, i32 0, i32 1
  %88 = load i32, ptr %87, align 4
  store i32 %88, ptr %86, align 4
  %89 = getelementptr inbounds %struct.P2, ptr %27, i32 0, i32 1
  %90 = getelementptr inbounds %struct.P2, ptr %10, i32 0, i32 0
  %91 = load i32, ptr %90, align 4
  %92 = load i32, ptr %15, align 4
  %93 = add nsw i32 %91, %92
  store i32 %93, ptr %89, align 4
  %94 = load float, ptr %19, align 4
  %95 = load i64, ptr %21, align 8
  %96 = call i64 @rec12(i32 noundef %70, i64 noundef %71, i32 noundef %72, double noundef %73, float noundef %74, i16 noundef signext %78, i64 noundef %79, i8 noundef zeroext %83, double noundef %84, i32 noundef %85, ptr noundef byval(%struct.P2) align 4 %27, float noundef %94, i64 noundef %95) #4
  %97 = load i32, ptr %15, align 4
  %98 = sext i32 %97 to i64
  %99 = add nsw i64 %96, %98
  store i64 %99, ptr %14, align 8
  br label %100

100:                                              ; preds = %68, %30
  %101 = load i64, ptr %14, align 8
  ret i64 %101
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
define internal void @walk(ptr noalias sret(%struct.Acc) align 8 %0, i32 noundef %1, ptr noundef byval(%struct.Acc) align 8 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) #0 {
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
  store i32 %1, ptr %13, align 4
  store i32 %3, ptr %14, align 4
  store i32 %4, ptr %15, align 4
  store i32 %5, ptr %16, align 4
  store i32 %6, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  store i32 %8, ptr %19, align 4
  store i32 %9, ptr %20, align 4
  store i32 %10, ptr %21, align 4
  store i32 %11, ptr %22, align 4
  %23 = load i32, ptr %13, align 4
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %26

25:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %0, ptr align 8 %2, i32 16, i1 false)
  br label %65

26:                                               ; preds = %12
  %27 = load i32, ptr %14, align 4
  %28 = load i32, ptr %22, align 4
  %29 = mul nsw i32 %27, %28
  %30 = load i32, ptr %18, align 4
  %31 = sub nsw i32 %29, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds %struct.Acc, ptr %2, i32 0, i32 0
  %34 = load i64, ptr %33, align 8
  %35 = add nsw i64 %34, %32
  store i64 %35, ptr %33, align 8
  %36 = load i32, ptr %15, align 4
  %37 = load i32, ptr %16, align 4
  %38 = add nsw i32 %36, %37
  %39 = load i32, ptr %17, align 4
  %40 = add nsw i32 %38, %39
  %41 = sitofp i32 %40 to double
  %42 = load i32, ptr %19, align 4
  %43 = load i32, ptr %20, align 4
  %44 = add nsw i32 %42, %43
  %45 = load i32, ptr %21, align 4
  %46 = add nsw i32 %44, %45
  %47 = add nsw i32 %46, 1
  %48 = sitofp i32 %47 to double
  %49 = fdiv double %41, %48
  %50 = getelementptr inbounds %struct.Acc, ptr %2, i32 0, i32 1
  %51 = load double, ptr %50, align 8
  %52 = fadd double %51, %49
  store double %52, ptr %50, align 8
  %53 = load i32, ptr %13, align 4
  %54 = sub nsw i32 %53, 1
  %55 = load i32, ptr %15, align 4
  %56 = load i32, ptr %16, align 4
  %57 = load i32, ptr %17, align 4
  %58 = load i32, ptr %18, align 4
  %59 = load i32, ptr %19, align 4
  %60 = load i32, ptr %20, align 4
  %61 = load i32, ptr %21, align 4
  %62 = load i32, ptr %22, align 4
  %63 = load i32, ptr %14, align 4
  %64 = add nsw i32 %63, 1
  call void @walk(ptr sret(%struct.Acc) align 8 %0, i32 noundef %54, ptr noundef byval(%struct.Acc) align 8 %2, i32 noundef %55, i32 noundef %56, i32 noundef %57, i32 noundef %58, i32 noundef %59, i32 noundef %60, i32 noundef %61, i32 noundef %62, i32 noundef %64) #4
  br label %65

65:                                               ; preds = %26, %25
  ret void
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
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
