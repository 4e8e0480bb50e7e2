; ModuleID = 'tests/completeness/x86_64_longdouble.c'
source_filename = "tests/completeness/x86_64_longdouble.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { x86_fp80, x86_fp80 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.S = type { i32, x86_fp80, double, [8 x i8] }
%struct.Q = type { i8, x86_fp80, i32, [12 x i8] }

@g_acc = dso_local global x86_fp80 0xK3FFC8000000000000000, align 16
@.str = private unnamed_addr constant [15 x i8] c"%.20Lf %.20Lf\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"%Lf %Lf %Lf %Lf\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"%Le %Lg %.3Le %10.4Lf|%-12.3Lg|\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"%.25Lg\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"mix %.18Lg\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"va %.18Lg\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"mixed %.10g\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"cmp %d %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"%Lf %Lf %Lg\0A\00", align 1
@.str.9 = private unnamed_addr constant [49 x i8] c"%.1Lf %.1Lf %.1Lf %.1Lf %.1Lf %.1Lf %.1Lf %.1Lf\0A\00", align 1
@.str.10 = private unnamed_addr constant [23 x i8] c"%llu %lld %u %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"%llu %llu\0A\00", align 1
@.str.12 = private unnamed_addr constant [26 x i8] c"%.9g %.17g %.20Lf %.20Lf\0A\00", align 1
@arr = internal global [5 x x86_fp80] [x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xKC000A000000000000000, x86_fp80 0xK4000D000000000000000, x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80 0xK3C1AAB70FE17C79AC6CA], align 16
@.str.13 = private unnamed_addr constant [12 x i8] c"arr %.18Lg\0A\00", align 1
@.str.14 = private unnamed_addr constant [21 x i8] c"struct %d %.18Lg %g\0A\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"%Lf %Lf %Lf\0A\00", align 1
@.str.16 = private unnamed_addr constant [9 x i8] c"sel %Lf\0A\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"fmod %Lg %Lg\0A\00", align 1
@.str.18 = private unnamed_addr constant [13 x i8] c"sqrt %.20Lf\0A\00", align 1
@.str.19 = private unnamed_addr constant [25 x i8] c"vprintf %Lf %d %.3Lf %g\0A\00", align 1
@.str.20 = private unnamed_addr constant [22 x i8] c"newton %.20Lf %.20Lg\0A\00", align 1
@.str.21 = private unnamed_addr constant [14 x i8] c"pick %Lg %Lg\0A\00", align 1
@.str.22 = private unnamed_addr constant [37 x i8] c"complex %.18Lg %.18Lg %.18Lg %.18Lg\0A\00", align 1
@__const.more.a = private unnamed_addr constant %struct.P { x86_fp80 0xK3FFFA000000000000000, x86_fp80 0xKC000E000000000000000 }, align 16
@__const.more.b = private unnamed_addr constant %struct.P { x86_fp80 0xK4041AD78EBC5AC620000, x86_fp80 0xK40009555555555555555 }, align 16
@.str.23 = private unnamed_addr constant [15 x i8] c"%.21Lg %.21Lg\0A\00", align 1
@.str.24 = private unnamed_addr constant [14 x i8] c"%c %.20Lg %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [15 x i8] c"%.21Lg %.10Le\0A\00", align 1
@.str.26 = private unnamed_addr constant [5 x i8] c"%Lg\0A\00", align 1
@.str.27 = private unnamed_addr constant [5 x i8] c"%Lf\0A\00", align 1
@.str.28 = private unnamed_addr constant [8 x i8] c"%d %Lg\0A\00", align 1
@.str.29 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.30 = private unnamed_addr constant [10 x i8] c"other %d\0A\00", align 1
@.str.31 = private unnamed_addr constant [17 x i8] c"%llu %lld %d %u\0A\00", align 1
@.str.32 = private unnamed_addr constant [11 x i8] c"%Le %g %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local x86_fp80 @mix(i32 noundef %0, x86_fp80 noundef %1, double noundef %2, x86_fp80 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca x86_fp80, align 16
  %8 = alloca double, align 8
  %9 = alloca x86_fp80, align 16
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store x86_fp80 %1, ptr %7, align 16
  store double %2, ptr %8, align 8
  store x86_fp80 %3, ptr %9, align 16
  store i32 %4, ptr %10, align 4
  %11 = load x86_fp80, ptr %7, align 16
  %12 = load i32, ptr %6, align 4
  %13 = sitofp i32 %12 to x86_fp80
  %14 = load x86_fp80, ptr %9, align 16
  %15 = load double, ptr %8, align 8
  %16 = fpext double %15 to x86_fp80
  %17 = fdiv x86_fp80 %14, %16
  %18 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %11, x86_fp80 %13, x86_fp80 %17)
  %19 = load i32, ptr %10, align 4
  %20 = sitofp i32 %19 to x86_fp80
  %21 = fsub x86_fp80 %18, %20
  ret x86_fp80 %21
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #1

; Function Attrs: noinline nounwind optnone
define dso_local x86_fp80 @sum_va(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %6)
  store x86_fp80 0xK00000000000000000000, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %23, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %26

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %14 = load ptr, ptr %13, align 8
  %15 = ptrtoint ptr %14 to i64
  %16 = add i64 %15, 15
  %17 = and i64 %16, -16
  %18 = inttoptr i64 %17 to ptr
  %19 = getelementptr i8, ptr %18, i32 16
  store ptr %19, ptr %13, align 8
  %20 = load x86_fp80, ptr %18, align 16
  %21 = load x86_fp80, ptr %4, align 16
  %22 = fadd x86_fp80 %21, %20
  store x86_fp80 %22, ptr %4, align 16
  br label %23

23:                                               ; preds = %11
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %7, !llvm.loop !5

26:                                               ; preds = %7
  %27 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %27)
  %28 = load x86_fp80, ptr %4, align 16
  ret x86_fp80 %28
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #2

; Function Attrs: noinline nounwind optnone
define dso_local double @mixed_va(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %6)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %48, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %51

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 4
  %13 = srem i32 %12, 2
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %28

15:                                               ; preds = %11
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %16, i32 0, i32 2
  %18 = load ptr, ptr %17, align 8
  %19 = ptrtoint ptr %18 to i64
  %20 = add i64 %19, 15
  %21 = and i64 %20, -16
  %22 = inttoptr i64 %21 to ptr
  %23 = getelementptr i8, ptr %22, i32 16
  store ptr %23, ptr %17, align 8
  %24 = load x86_fp80, ptr %22, align 16
  %25 = fptrunc x86_fp80 %24 to double
  %26 = load double, ptr %4, align 8
  %27 = fadd double %26, %25
  store double %27, ptr %4, align 8
  br label %47

28:                                               ; preds = %11
  %29 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %30 = getelementptr inbounds %struct.__va_list_tag, ptr %29, i32 0, i32 1
  %31 = load i32, ptr %30, align 4
  %32 = icmp ule i32 %31, 160
  br i1 %32, label %33, label %38

33:                                               ; preds = %28
  %34 = getelementptr inbounds %struct.__va_list_tag, ptr %29, i32 0, i32 3
  %35 = load ptr, ptr %34, align 16
  %36 = getelementptr i8, ptr %35, i32 %31
  %37 = add i32 %31, 16
  store i32 %37, ptr %30, align 4
  br label %42

38:                                               ; preds = %28
  %39 = getelementptr inbounds %struct.__va_list_tag, ptr %29, i32 0, i32 2
  %40 = load ptr, ptr %39, align 8
  %41 = getelementptr i8, ptr %40, i32 8
  store ptr %41, ptr %39, align 8
  br label %42

42:                                               ; preds = %38, %33
  %43 = phi ptr [ %36, %33 ], [ %40, %38 ]
  %44 = load double, ptr %43, align 8
  %45 = load double, ptr %4, align 8
  %46 = fadd double %45, %44
  store double %46, ptr %4, align 8
  br label %47

47:                                               ; preds = %42, %15
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %5, align 4
  br label %7, !llvm.loop !7

51:                                               ; preds = %7
  %52 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %52)
  %53 = load double, ptr %4, align 8
  ret double %53
}

; Function Attrs: noinline nounwind optnone
define dso_local x86_fp80 @poly(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  store x86_fp80 %0, ptr %2, align 16
  store x86_fp80 0xK00000000000000000000, ptr %3, align 16
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %16, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 10
  br i1 %7, label %8, label %19

8:                                                ; preds = %5
  %9 = load x86_fp80, ptr %3, align 16
  %10 = load x86_fp80, ptr %2, align 16
  %11 = load i32, ptr %4, align 4
  %12 = add nsw i32 %11, 1
  %13 = sitofp i32 %12 to x86_fp80
  %14 = fdiv x86_fp80 %13, 0xK4000C000000000000000
  %15 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %9, x86_fp80 %10, x86_fp80 %14)
  store x86_fp80 %15, ptr %3, align 16
  br label %16

16:                                               ; preds = %8
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4
  br label %5, !llvm.loop !8

19:                                               ; preds = %5
  %20 = load x86_fp80, ptr %3, align 16
  ret x86_fp80 %20
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @cmp_all(x86_fp80 noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  store x86_fp80 %0, ptr %3, align 16
  store x86_fp80 %1, ptr %4, align 16
  store i32 0, ptr %5, align 4
  %6 = load x86_fp80, ptr %3, align 16
  %7 = load x86_fp80, ptr %4, align 16
  %8 = fcmp olt x86_fp80 %6, %7
  %9 = zext i1 %8 to i32
  %10 = shl i32 %9, 0
  %11 = load i32, ptr %5, align 4
  %12 = or i32 %11, %10
  store i32 %12, ptr %5, align 4
  %13 = load x86_fp80, ptr %3, align 16
  %14 = load x86_fp80, ptr %4, align 16
  %15 = fcmp ole x86_fp80 %13, %14
  %16 = zext i1 %15 to i32
  %17 = shl i32 %16, 1
  %18 = load i32, ptr %5, align 4
  %19 = or i32 %18, %17
  store i32 %19, ptr %5, align 4
  %20 = load x86_fp80, ptr %3, align 16
  %21 = load x86_fp80, ptr %4, align 16
  %22 = fcmp ogt x86_fp80 %20, %21
  %23 = zext i1 %22 to i32
  %24 = shl i32 %23, 2
  %25 = load i32, ptr %5, align 4
  %26 = or i32 %25, %24
  store i32 %26, ptr %5, align 4
  %27 = load x86_fp80, ptr %3, align 16
  %28 = load x86_fp80, ptr %4, align 16
  %29 = fcmp oge x86_fp80 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 3
  %32 = load i32, ptr %5, align 4
  %33 = or i32 %32, %31
  store i32 %33, ptr %5, align 4
  %34 = load x86_fp80, ptr %3, align 16
  %35 = load x86_fp80, ptr %4, align 16
  %36 = fcmp oeq x86_fp80 %34, %35
  %37 = zext i1 %36 to i32
  %38 = shl i32 %37, 4
  %39 = load i32, ptr %5, align 4
  %40 = or i32 %39, %38
  store i32 %40, ptr %5, align 4
  %41 = load x86_fp80, ptr %3, align 16
  %42 = load x86_fp80, ptr %4, align 16
  %43 = fcmp une x86_fp80 %41, %42
  %44 = zext i1 %43 to i32
  %45 = shl i32 %44, 5
  %46 = load i32, ptr %5, align 4
  %47 = or i32 %46, %45
  store i32 %47, ptr %5, align 4
  %48 = load x86_fp80, ptr %3, align 16
  %49 = load x86_fp80, ptr %4, align 16
  %50 = fcmp uno x86_fp80 %48, %49
  %51 = zext i1 %50 to i32
  %52 = shl i32 %51, 6
  %53 = load i32, ptr %5, align 4
  %54 = or i32 %53, %52
  store i32 %54, ptr %5, align 4
  %55 = load x86_fp80, ptr %3, align 16
  %56 = load x86_fp80, ptr %4, align 16
  %57 = fcmp one x86_fp80 %55, %56
  %58 = zext i1 %57 to i32
  %59 = shl i32 %58, 7
  %60 = load i32, ptr %5, align 4
  %61 = or i32 %60, %59
  store i32 %61, ptr %5, align 4
  %62 = load i32, ptr %5, align 4
  ret i32 %62
}

; Function Attrs: noinline nounwind optnone
define dso_local void @make(ptr noalias sret(%struct.S) align 16 %0, x86_fp80 noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  store x86_fp80 %1, ptr %3, align 16
  %4 = getelementptr inbounds %struct.S, ptr %0, i32 0, i32 0
  store i32 7, ptr %4, align 16
  %5 = getelementptr inbounds %struct.S, ptr %0, i32 0, i32 1
  %6 = load x86_fp80, ptr %3, align 16
  store x86_fp80 %6, ptr %5, align 16
  %7 = getelementptr inbounds %struct.S, ptr %0, i32 0, i32 2
  store double 5.000000e-01, ptr %7, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca x86_fp80, align 16
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i16, align 2
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca x86_fp80, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca x86_fp80, align 16
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca x86_fp80, align 16
  %19 = alloca x86_fp80, align 16
  %20 = alloca x86_fp80, align 16
  %21 = alloca x86_fp80, align 16
  %22 = alloca float, align 4
  %23 = alloca double, align 8
  %24 = alloca x86_fp80, align 16
  %25 = alloca x86_fp80, align 16
  %26 = alloca x86_fp80, align 16
  %27 = alloca i32, align 4
  %28 = alloca %struct.S, align 16
  %29 = alloca x86_fp80, align 16
  %30 = alloca x86_fp80, align 16
  %31 = alloca x86_fp80, align 16
  %32 = alloca { x86_fp80, x86_fp80 }, align 16
  %33 = alloca { x86_fp80, x86_fp80 }, align 16
  %34 = alloca { x86_fp80, x86_fp80 }, align 16
  %35 = alloca { x86_fp80, x86_fp80 }, align 16
  %36 = alloca { x86_fp80, x86_fp80 }, align 16
  %37 = alloca { x86_fp80, x86_fp80 }, align 16
  %38 = alloca { x86_fp80, x86_fp80 }, align 16
  %39 = alloca { x86_fp80, x86_fp80 }, align 16
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %1, align 16
  store x86_fp80 0xK3FFD9249249249249249, ptr %2, align 16
  %40 = load x86_fp80, ptr %1, align 16
  %41 = load x86_fp80, ptr %2, align 16
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, x86_fp80 noundef %40, x86_fp80 noundef %41) #7
  %43 = load x86_fp80, ptr %1, align 16
  %44 = load x86_fp80, ptr %2, align 16
  %45 = fadd x86_fp80 %43, %44
  %46 = load x86_fp80, ptr %1, align 16
  %47 = load x86_fp80, ptr %2, align 16
  %48 = fsub x86_fp80 %46, %47
  %49 = load x86_fp80, ptr %1, align 16
  %50 = load x86_fp80, ptr %2, align 16
  %51 = fmul x86_fp80 %49, %50
  %52 = load x86_fp80, ptr %1, align 16
  %53 = load x86_fp80, ptr %2, align 16
  %54 = fdiv x86_fp80 %52, %53
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, x86_fp80 noundef %45, x86_fp80 noundef %48, x86_fp80 noundef %51, x86_fp80 noundef %54) #7
  %56 = load x86_fp80, ptr %1, align 16
  %57 = fmul x86_fp80 %56, 0xK4062C9F2C9CD04674EDF
  %58 = load x86_fp80, ptr %2, align 16
  %59 = load x86_fp80, ptr %1, align 16
  %60 = fneg x86_fp80 %59
  %61 = load x86_fp80, ptr %2, align 16
  %62 = load x86_fp80, ptr %1, align 16
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, x86_fp80 noundef %57, x86_fp80 noundef %58, x86_fp80 noundef %60, x86_fp80 noundef %61, x86_fp80 noundef %62) #7
  %64 = call x86_fp80 @poly(x86_fp80 noundef 0xK3FFE8000000000000000) #7
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, x86_fp80 noundef %64) #7
  %66 = call x86_fp80 @mix(i32 noundef 3, x86_fp80 noundef 0xK3FFFA000000000000000, double noundef 4.000000e+00, x86_fp80 noundef 0xK4002A000000000000000, i32 noundef 2) #7
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, x86_fp80 noundef %66) #7
  %68 = call x86_fp80 (i32, ...) @sum_va(i32 noundef 4, x86_fp80 noundef 0xK3FFFC000000000000000, x86_fp80 noundef 0xK40009000000000000000, x86_fp80 noundef 0xKBFFC8000000000000000, x86_fp80 noundef 0xK40209502F90000000000) #7
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, x86_fp80 noundef %68) #7
  %70 = call double (i32, ...) @mixed_va(i32 noundef 4, double noundef 1.500000e+00, x86_fp80 noundef 0xK4000A000000000000000, double noundef 3.500000e+00, x86_fp80 noundef 0xK40019000000000000000) #7
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %70) #7
  store x86_fp80 0xK7FFFC000000000000000, ptr %3, align 16
  store x86_fp80 0xK7FFF8000000000000000, ptr %4, align 16
  %72 = load x86_fp80, ptr %1, align 16
  %73 = load x86_fp80, ptr %2, align 16
  %74 = call i32 @cmp_all(x86_fp80 noundef %72, x86_fp80 noundef %73) #7
  %75 = load x86_fp80, ptr %2, align 16
  %76 = load x86_fp80, ptr %1, align 16
  %77 = call i32 @cmp_all(x86_fp80 noundef %75, x86_fp80 noundef %76) #7
  %78 = load x86_fp80, ptr %1, align 16
  %79 = load x86_fp80, ptr %1, align 16
  %80 = call i32 @cmp_all(x86_fp80 noundef %78, x86_fp80 noundef %79) #7
  %81 = load x86_fp80, ptr %1, align 16
  %82 = load x86_fp80, ptr %3, align 16
  %83 = call i32 @cmp_all(x86_fp80 noundef %81, x86_fp80 noundef %82) #7
  %84 = load x86_fp80, ptr %4, align 16
  %85 = load x86_fp80, ptr %1, align 16
  %86 = call i32 @cmp_all(x86_fp80 noundef %84, x86_fp80 noundef %85) #7
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %74, i32 noundef %77, i32 noundef %80, i32 noundef %83, i32 noundef %86) #7
  %88 = load x86_fp80, ptr %4, align 16
  %89 = load x86_fp80, ptr %4, align 16
  %90 = fneg x86_fp80 %89
  %91 = load x86_fp80, ptr %3, align 16
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, x86_fp80 noundef %88, x86_fp80 noundef %90, x86_fp80 noundef %91) #7
  store i64 -123456789012345, ptr %5, align 8
  store i64 -1, ptr %6, align 8
  store i64 -9223372036854775807, ptr %7, align 8
  store i32 -42, ptr %8, align 4
  store i32 -294967296, ptr %9, align 4
  store i16 -300, ptr %10, align 2
  store i8 -56, ptr %11, align 1
  store i8 -100, ptr %12, align 1
  %93 = load i64, ptr %5, align 8
  %94 = sitofp i64 %93 to x86_fp80
  store x86_fp80 %94, ptr %13, align 16
  %95 = load i64, ptr %6, align 8
  %96 = uitofp i64 %95 to x86_fp80
  store x86_fp80 %96, ptr %14, align 16
  %97 = load i64, ptr %7, align 8
  %98 = uitofp i64 %97 to x86_fp80
  store x86_fp80 %98, ptr %15, align 16
  %99 = load i32, ptr %8, align 4
  %100 = sitofp i32 %99 to x86_fp80
  store x86_fp80 %100, ptr %16, align 16
  %101 = load i32, ptr %9, align 4
  %102 = uitofp i32 %101 to x86_fp80
  store x86_fp80 %102, ptr %17, align 16
  %103 = load i16, ptr %10, align 2
  %104 = sitofp i16 %103 to x86_fp80
  store x86_fp80 %104, ptr %18, align 16
  %105 = load i8, ptr %11, align 1
  %106 = uitofp i8 %105 to x86_fp80
  store x86_fp80 %106, ptr %19, align 16
  %107 = load i8, ptr %12, align 1
  %108 = sitofp i8 %107 to x86_fp80
  store x86_fp80 %108, ptr %20, align 16
  %109 = load x86_fp80, ptr %13, align 16
  %110 = load x86_fp80, ptr %14, align 16
  %111 = load x86_fp80, ptr %15, align 16
  %112 = load x86_fp80, ptr %16, align 16
  %113 = load x86_fp80, ptr %17, align 16
  %114 = load x86_fp80, ptr %18, align 16
  %115 = load x86_fp80, ptr %19, align 16
  %116 = load x86_fp80, ptr %20, align 16
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, x86_fp80 noundef %109, x86_fp80 noundef %110, x86_fp80 noundef %111, x86_fp80 noundef %112, x86_fp80 noundef %113, x86_fp80 noundef %114, x86_fp80 noundef %115, x86_fp80 noundef %116) #7
  store x86_fp80 0xK403EAB54A98CEB1F0AD3, ptr %21, align 16
  %118 = load x86_fp80, ptr %21, align 16
  %119 = fptoui x86_fp80 %118 to i64
  %120 = load x86_fp80, ptr %21, align 16
  %121 = fneg x86_fp80 %120
  %122 = fdiv x86_fp80 %121, 0xK4000C000000000000000
  %123 = fptosi x86_fp80 %122 to i64
  %124 = load x86_fp80, ptr %21, align 16
  %125 = fdiv x86_fp80 %124, 0xK40209502F90000000000
  %126 = fptoui x86_fp80 %125 to i32
  %127 = load x86_fp80, ptr %21, align 16
  %128 = fneg x86_fp80 %127
  %129 = fdiv x86_fp80 %128, 0xK4026E8D4A51000000000
  %130 = fptosi x86_fp80 %129 to i32
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %119, i64 noundef %123, i32 noundef %126, i32 noundef %130, i32 noundef -1234, i32 noundef 250) #7
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef -9223372036854775808, i64 noundef -1) #7
  %133 = load x86_fp80, ptr %1, align 16
  %134 = fptrunc x86_fp80 %133 to float
  store float %134, ptr %22, align 4
  %135 = load x86_fp80, ptr %2, align 16
  %136 = fptrunc x86_fp80 %135 to double
  store double %136, ptr %23, align 8
  %137 = load float, ptr %22, align 4
  %138 = fpext float %137 to x86_fp80
  store x86_fp80 %138, ptr %24, align 16
  %139 = load double, ptr %23, align 8
  %140 = fpext double %139 to x86_fp80
  store x86_fp80 %140, ptr %25, align 16
  %141 = load float, ptr %22, align 4
  %142 = fpext float %141 to double
  %143 = load double, ptr %23, align 8
  %144 = load x86_fp80, ptr %24, align 16
  %145 = load x86_fp80, ptr %25, align 16
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %142, double noundef %143, x86_fp80 noundef %144, x86_fp80 noundef %145) #7
  store x86_fp80 0xK00000000000000000000, ptr %26, align 16
  store i32 0, ptr %27, align 4
  br label %147

147:                                              ; preds = %160, %0
  %148 = load i32, ptr %27, align 4
  %149 = icmp slt i32 %148, 5
  br i1 %149, label %150, label %163

150:                                              ; preds = %147
  %151 = load i32, ptr %27, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [5 x x86_fp80], ptr @arr, i64 0, i64 %152
  %154 = load x86_fp80, ptr %153, align 16
  %155 = load i32, ptr %27, align 4
  %156 = add nsw i32 %155, 1
  %157 = sitofp i32 %156 to x86_fp80
  %158 = load x86_fp80, ptr %26, align 16
  %159 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %154, x86_fp80 %157, x86_fp80 %158)
  store x86_fp80 %159, ptr %26, align 16
  br label %160

160:                                              ; preds = %150
  %161 = load i32, ptr %27, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %27, align 4
  br label %147, !llvm.loop !9

163:                                              ; preds = %147
  %164 = load x86_fp80, ptr %26, align 16
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, x86_fp80 noundef %164) #7
  %166 = load x86_fp80, ptr %1, align 16
  %167 = fmul x86_fp80 %166, 0xK4000C000000000000000
  call void @make(ptr sret(%struct.S) align 16 %28, x86_fp80 noundef %167) #7
  %168 = getelementptr inbounds %struct.S, ptr %28, i32 0, i32 0
  %169 = load i32, ptr %168, align 16
  %170 = getelementptr inbounds %struct.S, ptr %28, i32 0, i32 1
  %171 = load x86_fp80, ptr %170, align 16
  %172 = getelementptr inbounds %struct.S, ptr %28, i32 0, i32 2
  %173 = load double, ptr %172, align 16
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %169, x86_fp80 noundef %171, double noundef %173) #7
  %175 = load x86_fp80, ptr %1, align 16
  %176 = fneg x86_fp80 %175
  store x86_fp80 %176, ptr %29, align 16
  %177 = load x86_fp80, ptr %29, align 16
  %178 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %177)
  store x86_fp80 %178, ptr %30, align 16
  %179 = load x86_fp80, ptr %29, align 16
  %180 = call x86_fp80 @llvm.copysign.f80(x86_fp80 0xK4000C000000000000000, x86_fp80 %179)
  store x86_fp80 %180, ptr %31, align 16
  %181 = load x86_fp80, ptr %29, align 16
  %182 = load x86_fp80, ptr %30, align 16
  %183 = load x86_fp80, ptr %31, align 16
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, x86_fp80 noundef %181, x86_fp80 noundef %182, x86_fp80 noundef %183) #7
  %185 = load x86_fp80, ptr %1, align 16
  %186 = load x86_fp80, ptr %2, align 16
  %187 = fcmp ogt x86_fp80 %185, %186
  br i1 %187, label %188, label %190

188:                                              ; preds = %163
  %189 = load x86_fp80, ptr %1, align 16
  br label %192

190:                                              ; preds = %163
  %191 = load x86_fp80, ptr %2, align 16
  br label %192

192:                                              ; preds = %190, %188
  %193 = phi x86_fp80 [ %189, %188 ], [ %191, %190 ]
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, x86_fp80 noundef %193) #7
  %195 = call x86_fp80 @fmodl(x86_fp80 noundef 0xK4002A800000000000000, x86_fp80 noundef 0xK4000C000000000000000) #8
  %196 = call x86_fp80 @fmodl(x86_fp80 noundef 0xKC001E800000000000000, x86_fp80 noundef 0xK40008000000000000000) #8
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, x86_fp80 noundef %195, x86_fp80 noundef %196) #7
  %198 = call x86_fp80 @sqrtl(x86_fp80 noundef 0xK40008000000000000000) #8
  %199 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, x86_fp80 noundef %198) #7
  %200 = load x86_fp80, ptr %1, align 16
  %201 = load x86_fp80, ptr %2, align 16
  call void (ptr, ...) @say(ptr noundef @.str.19, x86_fp80 noundef %200, i32 noundef 5, x86_fp80 noundef %201, double noundef 2.500000e+00) #7
  %202 = call x86_fp80 @newton_sqrt(x86_fp80 noundef 0xK40008000000000000000) #7
  %203 = call x86_fp80 @newton_sqrt(x86_fp80 noundef 0xK414B924D692CA61BE758) #7
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, x86_fp80 noundef %202, x86_fp80 noundef %203) #7
  %205 = load x86_fp80, ptr %1, align 16
  %206 = load x86_fp80, ptr %2, align 16
  %207 = call x86_fp80 @pick(i32 noundef 1, x86_fp80 noundef %205, x86_fp80 noundef %206) #7
  %208 = load x86_fp80, ptr %1, align 16
  %209 = load x86_fp80, ptr %2, align 16
  %210 = call x86_fp80 @pick(i32 noundef 0, x86_fp80 noundef %208, x86_fp80 noundef %209) #7
  %211 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, x86_fp80 noundef %207, x86_fp80 noundef %210) #7
  %212 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %32, i32 0, i32 0
  %213 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %32, i32 0, i32 1
  store x86_fp80 0xK3FFFC000000000000000, ptr %212, align 16
  store x86_fp80 0xK40008000000000000000, ptr %213, align 16
  %214 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %33, i32 0, i32 0
  %215 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %33, i32 0, i32 1
  store x86_fp80 0xKBFFD8000000000000000, ptr %214, align 16
  store x86_fp80 0xK40018000000000000000, ptr %215, align 16
  %216 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %32, i32 0, i32 0
  %217 = load x86_fp80, ptr %216, align 16
  %218 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %32, i32 0, i32 1
  %219 = load x86_fp80, ptr %218, align 16
  %220 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %33, i32 0, i32 0
  %221 = load x86_fp80, ptr %220, align 16
  %222 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %33, i32 0, i32 1
  %223 = load x86_fp80, ptr %222, align 16
  %224 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %35, i32 0, i32 0
  %225 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %35, i32 0, i32 1
  store x86_fp80 %217, ptr %224, align 16
  store x86_fp80 %219, ptr %225, align 16
  %226 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 0
  %227 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 1
  store x86_fp80 %221, ptr %226, align 16
  store x86_fp80 %223, ptr %227, align 16
  %228 = call { x86_fp80, x86_fp80 } @cmul(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %35, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %36) #7
  %229 = extractvalue { x86_fp80, x86_fp80 } %228, 0
  %230 = extractvalue { x86_fp80, x86_fp80 } %228, 1
  %231 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %34, i32 0, i32 0
  %232 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %34, i32 0, i32 1
  store x86_fp80 %229, ptr %231, align 16
  store x86_fp80 %230, ptr %232, align 16
  %233 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %32, i32 0, i32 0
  %234 = load x86_fp80, ptr %233, align 16
  %235 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %32, i32 0, i32 1
  %236 = load x86_fp80, ptr %235, align 16
  %237 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %33, i32 0, i32 0
  %238 = load x86_fp80, ptr %237, align 16
  %239 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %33, i32 0, i32 1
  %240 = load x86_fp80, ptr %239, align 16
  %241 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %38, i32 0, i32 0
  %242 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %38, i32 0, i32 1
  store x86_fp80 %234, ptr %241, align 16
  store x86_fp80 %236, ptr %242, align 16
  %243 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %39, i32 0, i32 0
  %244 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %39, i32 0, i32 1
  store x86_fp80 %238, ptr %243, align 16
  store x86_fp80 %240, ptr %244, align 16
  %245 = call { x86_fp80, x86_fp80 } @cdiv(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %38, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %39) #7
  %246 = extractvalue { x86_fp80, x86_fp80 } %245, 0
  %247 = extractvalue { x86_fp80, x86_fp80 } %245, 1
  %248 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %37, i32 0, i32 0
  %249 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %37, i32 0, i32 1
  store x86_fp80 %246, ptr %248, align 16
  store x86_fp80 %247, ptr %249, align 16
  %250 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %34, i32 0, i32 0
  %251 = load x86_fp80, ptr %250, align 16
  %252 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %34, i32 0, i32 1
  %253 = load x86_fp80, ptr %252, align 16
  %254 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %37, i32 0, i32 0
  %255 = load x86_fp80, ptr %254, align 16
  %256 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %37, i32 0, i32 1
  %257 = load x86_fp80, ptr %256, align 16
  %258 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, x86_fp80 noundef %251, x86_fp80 noundef %253, x86_fp80 noundef %255, x86_fp80 noundef %257) #7
  call void @more() #7
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.copysign.f80(x86_fp80, x86_fp80) #1

; Function Attrs: nounwind
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) #4

; Function Attrs: nounwind
declare x86_fp80 @sqrtl(x86_fp80 noundef) #4

; Function Attrs: noinline nounwind optnone
define internal void @say(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  store ptr %0, ptr %2, align 8
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %4)
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %7 = call i32 @vprintf(ptr noundef %5, ptr noundef %6) #7
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %8)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal x86_fp80 @newton_sqrt(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  %5 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %6 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %6, ptr %3, align 16
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %23, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 400
  br i1 %9, label %10, label %26

10:                                               ; preds = %7
  %11 = load x86_fp80, ptr %3, align 16
  %12 = load x86_fp80, ptr %2, align 16
  %13 = load x86_fp80, ptr %3, align 16
  %14 = fdiv x86_fp80 %12, %13
  %15 = fadd x86_fp80 %11, %14
  %16 = fdiv x86_fp80 %15, 0xK40008000000000000000
  store x86_fp80 %16, ptr %5, align 16
  %17 = load x86_fp80, ptr %5, align 16
  %18 = load x86_fp80, ptr %3, align 16
  %19 = fcmp oeq x86_fp80 %17, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %10
  br label %26

21:                                               ; preds = %10
  %22 = load x86_fp80, ptr %5, align 16
  store x86_fp80 %22, ptr %3, align 16
  br label %23

23:                                               ; preds = %21
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %4, align 4
  br label %7, !llvm.loop !10

26:                                               ; preds = %20, %7
  %27 = load x86_fp80, ptr %3, align 16
  ret x86_fp80 %27
}

; Function Attrs: noinline nounwind optnone
define internal x86_fp80 @pick(i32 noundef %0, x86_fp80 noundef %1, x86_fp80 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  store i32 %0, ptr %4, align 4
  store x86_fp80 %1, ptr %5, align 16
  store x86_fp80 %2, ptr %6, align 16
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %3
  %10 = load x86_fp80, ptr %5, align 16
  br label %13

11:                                               ; preds = %3
  %12 = load x86_fp80, ptr %6, align 16
  br label %13

13:                                               ; preds = %11, %9
  %14 = phi x86_fp80 [ %10, %9 ], [ %12, %11 ]
  ret x86_fp80 %14
}

; Function Attrs: noinline nounwind optnone
define internal { x86_fp80, x86_fp80 } @cmul(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %0, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %1) #0 {
  %3 = alloca { x86_fp80, x86_fp80 }, align 16
  %4 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %5 = load x86_fp80, ptr %4, align 16
  %6 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  %7 = load x86_fp80, ptr %6, align 16
  %8 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 0
  %9 = load x86_fp80, ptr %8, align 16
  %10 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 1
  %11 = load x86_fp80, ptr %10, align 16
  %12 = fmul x86_fp80 %5, %9
  %13 = fmul x86_fp80 %7, %11
  %14 = fmul x86_fp80 %5, %11
  %15 = fmul x86_fp80 %7, %9
  %16 = fsub x86_fp80 %12, %13
  %17 = fadd x86_fp80 %14, %15
  %18 = fcmp uno x86_fp80 %16, %16
  br i1 %18, label %19, label %25, !prof !11

19:                                               ; preds = %2
  %20 = fcmp uno x86_fp80 %17, %17
  br i1 %20, label %21, label %25, !prof !11

21:                                               ; preds = %19
  %22 = call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %5, x86_fp80 noundef %7, x86_fp80 noundef %9, x86_fp80 noundef %11) #8
  %23 = extractvalue { x86_fp80, x86_fp80 } %22, 0
  %24 = extractvalue { x86_fp80, x86_fp80 } %22, 1
  br label %25

25:                                               ; preds = %21, %19, %2
  %26 = phi x86_fp80 [ %16, %2 ], [ %16, %19 ], [ %23, %21 ]
  %27 = phi x86_fp80 [ %17, %2 ], [ %17, %19 ], [ %24, %21 ]
  %28 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 0
  %29 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 1
  store x86_fp80 %26, ptr %28, align 16
  store x86_fp80 %27, ptr %29, align 16
  %30 = load { x86_fp80, x86_fp80 }, ptr %3, align 16
  ret { x86_fp80, x86_fp80 } %30
}

; Function Attrs: noinline nounwind optnone
define internal { x86_fp80, x86_fp80 } @cdiv(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %0, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %1) #0 {
  %3 = alloca { x86_fp80, x86_fp80 }, align 16
  %4 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %5 = load x86_fp80, ptr %4, align 16
  %6 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  %7 = load x86_fp80, ptr %6, align 16
  %8 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 0
  %9 = load x86_fp80, ptr %8, align 16
  %10 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 1
  %11 = load x86_fp80, ptr %10, align 16
  %12 = call { x86_fp80, x86_fp80 } @__divxc3(x86_fp80 noundef %5, x86_fp80 noundef %7, x86_fp80 noundef %9, x86_fp80 noundef %11) #8
  %13 = extractvalue { x86_fp80, x86_fp80 } %12, 0
  %14 = extractvalue { x86_fp80, x86_fp80 } %12, 1
  %15 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 0
  %16 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 1
  store x86_fp80 %13, ptr %15, align 16
  store x86_fp80 %14, ptr %16, align 16
  %17 = load { x86_fp80, x86_fp80 }, ptr %3, align 16
  ret { x86_fp80, x86_fp80 } %17
}

; Function Attrs: noinline nounwind optnone
define internal void @more() #0 {
  %1 = alloca %struct.P, align 16
  %2 = alloca %struct.P, align 16
  %3 = alloca %struct.P, align 16
  %4 = alloca %struct.Q, align 16
  %5 = alloca %struct.Q, align 16
  %6 = alloca [3 x [3 x x86_fp80]], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca x86_fp80, align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i8, align 1
  %17 = alloca i16, align 2
  %18 = alloca float, align 4
  %19 = alloca x86_fp80, align 16
  %20 = alloca double, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.more.a, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.more.b, i64 32, i1 false)
  call void @padd(ptr sret(%struct.P) align 16 %3, ptr noundef byval(%struct.P) align 16 %1, ptr noundef byval(%struct.P) align 16 %2) #7
  %21 = getelementptr inbounds %struct.P, ptr %3, i32 0, i32 0
  %22 = load x86_fp80, ptr %21, align 16
  %23 = getelementptr inbounds %struct.P, ptr %3, i32 0, i32 1
  %24 = load x86_fp80, ptr %23, align 16
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, x86_fp80 noundef %22, x86_fp80 noundef %24) #7
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 48, i1 false)
  %26 = getelementptr inbounds { i8, x86_fp80, i32 }, ptr %4, i32 0, i32 0
  store i8 97, ptr %26, align 16
  %27 = getelementptr inbounds { i8, x86_fp80, i32 }, ptr %4, i32 0, i32 1
  store x86_fp80 0xK4000A000000000000000, ptr %27, align 16
  %28 = getelementptr inbounds { i8, x86_fp80, i32 }, ptr %4, i32 0, i32 2
  store i32 41, ptr %28, align 16
  call void @qmk(ptr sret(%struct.Q) align 16 %5, ptr noundef byval(%struct.Q) align 16 %4, x86_fp80 noundef 0xK3FF583126E978D4FDF3B) #7
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 %5, i64 48, i1 false)
  %29 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 0
  %30 = load i8, ptr %29, align 16
  %31 = sext i8 %30 to i32
  %32 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 1
  %33 = load x86_fp80, ptr %32, align 16
  %34 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 2
  %35 = load i32, ptr %34, align 16
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %31, x86_fp80 noundef %33, i32 noundef %35) #7
  %37 = call x86_fp80 @fact(i32 noundef 25) #7
  %38 = call x86_fp80 @fact(i32 noundef 170) #7
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, x86_fp80 noundef %37, x86_fp80 noundef %38) #7
  %40 = call x86_fp80 @apply(ptr noundef @half, x86_fp80 noundef 0xK40029000000000000000) #7
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, x86_fp80 noundef %40) #7
  store i32 0, ptr %7, align 4
  br label %42

42:                                               ; preds = %67, %0
  %43 = load i32, ptr %7, align 4
  %44 = icmp slt i32 %43, 3
  br i1 %44, label %45, label %70

45:                                               ; preds = %42
  store i32 0, ptr %8, align 4
  br label %46

46:                                               ; preds = %63, %45
  %47 = load i32, ptr %8, align 4
  %48 = icmp slt i32 %47, 3
  br i1 %48, label %49, label %66

49:                                               ; preds = %46
  %50 = load i32, ptr %7, align 4
  %51 = add nsw i32 %50, 1
  %52 = sitofp i32 %51 to x86_fp80
  %53 = load i32, ptr %8, align 4
  %54 = sitofp i32 %53 to x86_fp80
  %55 = fdiv x86_fp80 %54, 0xK40018000000000000000
  %56 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %52, x86_fp80 0xK4002A000000000000000, x86_fp80 %55)
  %57 = load i32, ptr %7, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [3 x [3 x x86_fp80]], ptr %6, i64 0, i64 %58
  %60 = load i32, ptr %8, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [3 x x86_fp80], ptr %59, i64 0, i64 %61
  store x86_fp80 %56, ptr %62, align 16
  br label %63

63:                                               ; preds = %49
  %64 = load i32, ptr %8, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %8, align 4
  br label %46, !llvm.loop !12

66:                                               ; preds = %46
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %7, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %7, align 4
  br label %42, !llvm.loop !13

70:                                               ; preds = %42
  store x86_fp80 0xK00000000000000000000, ptr %9, align 16
  store i32 0, ptr %10, align 4
  br label %71

71:                                               ; preds = %84, %70
  %72 = load i32, ptr %10, align 4
  %73 = icmp slt i32 %72, 3
  br i1 %73, label %74, label %87

74:                                               ; preds = %71
  %75 = load i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [3 x [3 x x86_fp80]], ptr %6, i64 0, i64 %76
  %78 = load i32, ptr %10, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [3 x x86_fp80], ptr %77, i64 0, i64 %79
  %81 = load x86_fp80, ptr %80, align 16
  %82 = load x86_fp80, ptr %9, align 16
  %83 = fadd x86_fp80 %82, %81
  store x86_fp80 %83, ptr %9, align 16
  br label %84

84:                                               ; preds = %74
  %85 = load i32, ptr %10, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %10, align 4
  br label %71, !llvm.loop !14

87:                                               ; preds = %71
  %88 = load x86_fp80, ptr %9, align 16
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, x86_fp80 noundef %88) #7
  store i32 0, ptr %11, align 4
  store x86_fp80 0xK00000000000000000000, ptr %12, align 16
  br label %90

90:                                               ; preds = %106, %87
  %91 = load x86_fp80, ptr %12, align 16
  %92 = fcmp olt x86_fp80 %91, 0xK4001A000000000000000
  br i1 %92, label %93, label %109

93:                                               ; preds = %90
  %94 = load x86_fp80, ptr %12, align 16
  %95 = fcmp oge x86_fp80 %94, 0xK40008000000000000000
  br i1 %95, label %96, label %102

96:                                               ; preds = %93
  %97 = load x86_fp80, ptr %12, align 16
  %98 = fcmp une x86_fp80 %97, 0xK4000C000000000000000
  br i1 %98, label %99, label %102

99:                                               ; preds = %96
  %100 = load i32, ptr %11, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %11, align 4
  br label %102

102:                                              ; preds = %99, %96, %93
  %103 = load x86_fp80, ptr %12, align 16
  %104 = load x86_fp80, ptr @g_acc, align 16
  %105 = fadd x86_fp80 %104, %103
  store x86_fp80 %105, ptr @g_acc, align 16
  br label %106

106:                                              ; preds = %102
  %107 = load x86_fp80, ptr %12, align 16
  %108 = fadd x86_fp80 %107, 0xK3FFE8000000000000000
  store x86_fp80 %108, ptr %12, align 16
  br label %90, !llvm.loop !15

109:                                              ; preds = %90
  %110 = load i32, ptr %11, align 4
  %111 = load x86_fp80, ptr @g_acc, align 16
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, i32 noundef %110, x86_fp80 noundef %111) #7
  %113 = load x86_fp80, ptr @g_acc, align 16
  %114 = fdiv x86_fp80 %113, 0xK40018000000000000000
  %115 = fptosi x86_fp80 %114 to i32
  switch i32 %115, label %118 [
    i32 5, label %116
  ]

116:                                              ; preds = %109
  %117 = call i32 @puts(ptr noundef @.str.29) #7
  br label %123

118:                                              ; preds = %109
  %119 = load x86_fp80, ptr @g_acc, align 16
  %120 = fdiv x86_fp80 %119, 0xK40018000000000000000
  %121 = fptosi x86_fp80 %120 to i32
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.30, i32 noundef %121) #7
  br label %123

123:                                              ; preds = %118, %116
  store x86_fp80 0xK403E8AC7230489E80000, ptr %13, align 16
  %124 = load x86_fp80, ptr %13, align 16
  %125 = fptoui x86_fp80 %124 to i64
  store i64 %125, ptr %14, align 8
  %126 = load x86_fp80, ptr %13, align 16
  %127 = fneg x86_fp80 %126
  %128 = fdiv x86_fp80 %127, 0xK40018000000000000000
  %129 = fptosi x86_fp80 %128 to i64
  store i64 %129, ptr %15, align 8
  store i8 -100, ptr %16, align 1
  store i16 -1, ptr %17, align 2
  %130 = load i64, ptr %14, align 8
  %131 = load i64, ptr %15, align 8
  %132 = load i8, ptr %16, align 1
  %133 = sext i8 %132 to i32
  %134 = load i16, ptr %17, align 2
  %135 = zext i16 %134 to i32
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, i64 noundef %130, i64 noundef %131, i32 noundef %133, i32 noundef %135) #7
  store float 0x47EFF933C0000000, ptr %18, align 4
  %137 = load float, ptr %18, align 4
  %138 = fpext float %137 to x86_fp80
  %139 = load float, ptr %18, align 4
  %140 = fpext float %139 to x86_fp80
  %141 = fmul x86_fp80 %138, %140
  store x86_fp80 %141, ptr %19, align 16
  %142 = load x86_fp80, ptr %19, align 16
  %143 = load float, ptr %18, align 4
  %144 = fpext float %143 to x86_fp80
  %145 = fdiv x86_fp80 %142, %144
  %146 = fptrunc x86_fp80 %145 to double
  store double %146, ptr %20, align 8
  %147 = load x86_fp80, ptr %19, align 16
  %148 = load double, ptr %20, align 8
  %149 = load x86_fp80, ptr %19, align 16
  %150 = fptrunc x86_fp80 %149 to double
  %151 = fcmp ogt double %150, 1.000000e+300
  %152 = zext i1 %151 to i32
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.32, x86_fp80 noundef %147, double noundef %148, i32 noundef %152) #7
  ret void
}

declare i32 @vprintf(ptr noundef, ptr noundef) #3

declare { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80)

declare { x86_fp80, x86_fp80 } @__divxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone
define internal void @padd(ptr noalias sret(%struct.P) align 16 %0, ptr noundef byval(%struct.P) align 16 %1, ptr noundef byval(%struct.P) align 16 %2) #0 {
  %4 = getelementptr inbounds %struct.P, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.P, ptr %1, i32 0, i32 0
  %6 = load x86_fp80, ptr %5, align 16
  %7 = getelementptr inbounds %struct.P, ptr %2, i32 0, i32 0
  %8 = load x86_fp80, ptr %7, align 16
  %9 = fadd x86_fp80 %6, %8
  store x86_fp80 %9, ptr %4, align 16
  %10 = getelementptr inbounds %struct.P, ptr %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.P, ptr %1, i32 0, i32 1
  %12 = load x86_fp80, ptr %11, align 16
  %13 = getelementptr inbounds %struct.P, ptr %2, i32 0, i32 1
  %14 = load x86_fp80, ptr %13, align 16
  %15 = fadd x86_fp80 %12, %14
  store x86_fp80 %15, ptr %10, align 16
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: noinline nounwind optnone
define internal void @qmk(ptr noalias sret(%struct.Q) align 16 %0, ptr noundef byval(%struct.Q) align 16 %1, x86_fp80 noundef %2) #0 {
  %4 = alloca x86_fp80, align 16
  store x86_fp80 %2, ptr %4, align 16
  %5 = load x86_fp80, ptr %4, align 16
  %6 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 1
  %7 = load x86_fp80, ptr %6, align 16
  %8 = fmul x86_fp80 %7, %5
  store x86_fp80 %8, ptr %6, align 16
  %9 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 2
  %10 = load i32, ptr %9, align 16
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %9, align 16
  %12 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 0
  store i8 122, ptr %12, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 48, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal x86_fp80 @fact(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sle i32 %3, 1
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sitofp i32 %7 to x86_fp80
  %9 = load i32, ptr %2, align 4
  %10 = sub nsw i32 %9, 1
  %11 = call x86_fp80 @fact(i32 noundef %10) #7
  %12 = fmul x86_fp80 %8, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi x86_fp80 [ 0xK3FFF8000000000000000, %5 ], [ %12, %6 ]
  ret x86_fp80 %14
}

; Function Attrs: noinline nounwind optnone
define internal x86_fp80 @apply(ptr noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca x86_fp80, align 16
  store ptr %0, ptr %3, align 8
  store x86_fp80 %1, ptr %4, align 16
  %5 = load ptr, ptr %3, align 8
  %6 = load x86_fp80, ptr %4, align 16
  %7 = call x86_fp80 %5(x86_fp80 noundef %6) #7
  ret x86_fp80 %7
}

; Function Attrs: noinline nounwind optnone
define internal x86_fp80 @half(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fdiv x86_fp80 %3, 0xK40008000000000000000
  ret x86_fp80 %4
}

declare i32 @puts(ptr noundef) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nobuiltin nounwind "no-builtins" }

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
!11 = !{!"branch_weights", i32 1, i32 1048575}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
