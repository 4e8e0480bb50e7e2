; ModuleID = 'tests/completeness/long_double.c'
source_filename = "tests/completeness/long_double.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }
%struct.pair = type { fp128, fp128 }

@table = dso_local global [6 x fp128] [fp128 0xL00000000000000003FFF000000000000, fp128 0xL0000000000000000C000400000000000, fp128 0xLAFDF22037BFCED37414CDB7B95D11BDA, fp128 0xL1CC4376F7DA08F3900000000000CC64F, fp128 0xL999999999999999A3FFB999999999999, fp128 0xL0000000000000000400F000000000000], align 16
@.str = private unnamed_addr constant [6 x i8] c"third\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"mix\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"pick\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"ten\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"vsum\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"loop\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"underflow after %d: \00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"h\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"cmp %d %d %03x\0A\00", align 1
@.str.10 = private unnamed_addr constant [24 x i8] c"to int %d %u %lld %llu\0A\00", align 1
@.str.11 = private unnamed_addr constant [38 x i8] c"int128 %016llx%016llx %016llx%016llx\0A\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"from int\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"from int128\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"float\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.16 = private unnamed_addr constant [14 x i8] c"narrow %a %a\0A\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"fabs\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"copysign\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@.str.21 = private unnamed_addr constant [5 x i8] c"fmod\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"floor\00", align 1
@.str.23 = private unnamed_addr constant [14 x i8] c"pair %Lf %Lf\0A\00", align 1
@.str.24 = private unnamed_addr constant [31 x i8] c"complex %Lg %Lg %.33Lg %.33Lg\0A\00", align 1
@.str.25 = private unnamed_addr constant [79 x i8] c"[%Lf] [%.0Lf] [%Le] [%.10LE] [%Lg] [%#.3Lg] [%+12.4Lf] [%-12.2Le|] [%012.3Lf]\0A\00", align 1
@.str.26 = private unnamed_addr constant [9 x i8] c"nan %Lf\0A\00", align 1
@.str.27 = private unnamed_addr constant [26 x i8] c"%s %016llx%016llx %.36Lg\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local fp128 @add(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fadd fp128 %5, %6
  ret fp128 %7
}

; Function Attrs: noinline nounwind optnone
define dso_local fp128 @mix(fp128 noundef %0, double noundef %1, i32 noundef %2, float noundef %3) #0 {
  %5 = alloca fp128, align 16
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  store fp128 %0, ptr %5, align 16
  store double %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store float %3, ptr %8, align 4
  %9 = load fp128, ptr %5, align 16
  %10 = load double, ptr %6, align 8
  %11 = fpext double %10 to fp128
  %12 = load i32, ptr %7, align 4
  %13 = sitofp i32 %12 to float
  %14 = load float, ptr %8, align 4
  %15 = fdiv float %13, %14
  %16 = fpext float %15 to fp128
  %17 = fneg fp128 %16
  %18 = call fp128 @llvm.fmuladd.f128(fp128 %9, fp128 %11, fp128 %17)
  ret fp128 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #1

; Function Attrs: noinline nounwind optnone
define dso_local fp128 @pick(fp128 noundef %0, fp128 noundef %1, i32 noundef %2) #0 {
  %4 = alloca fp128, align 16
  %5 = alloca fp128, align 16
  %6 = alloca i32, align 4
  store fp128 %0, ptr %4, align 16
  store fp128 %1, ptr %5, align 16
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = icmp sgt i32 %7, 2
  br i1 %8, label %9, label %11

9:                                                ; preds = %3
  %10 = load fp128, ptr %4, align 16
  br label %13

11:                                               ; preds = %3
  %12 = load fp128, ptr %5, align 16
  br label %13

13:                                               ; preds = %11, %9
  %14 = phi fp128 [ %10, %9 ], [ %12, %11 ]
  ret fp128 %14
}

; Function Attrs: noinline nounwind optnone
define dso_local fp128 @ten(fp128 noundef %0, fp128 noundef %1, fp128 noundef %2, fp128 noundef %3, fp128 noundef %4, fp128 noundef %5, fp128 noundef %6, fp128 noundef %7, fp128 noundef %8, fp128 noundef %9) #0 {
  %11 = alloca fp128, align 16
  %12 = alloca fp128, align 16
  %13 = alloca fp128, align 16
  %14 = alloca fp128, align 16
  %15 = alloca fp128, align 16
  %16 = alloca fp128, align 16
  %17 = alloca fp128, align 16
  %18 = alloca fp128, align 16
  %19 = alloca fp128, align 16
  %20 = alloca fp128, align 16
  store fp128 %0, ptr %11, align 16
  store fp128 %1, ptr %12, align 16
  store fp128 %2, ptr %13, align 16
  store fp128 %3, ptr %14, align 16
  store fp128 %4, ptr %15, align 16
  store fp128 %5, ptr %16, align 16
  store fp128 %6, ptr %17, align 16
  store fp128 %7, ptr %18, align 16
  store fp128 %8, ptr %19, align 16
  store fp128 %9, ptr %20, align 16
  %21 = load fp128, ptr %11, align 16
  %22 = load fp128, ptr %12, align 16
  %23 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004000000000000000, fp128 %22, fp128 %21)
  %24 = load fp128, ptr %13, align 16
  %25 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004000800000000000, fp128 %24, fp128 %23)
  %26 = load fp128, ptr %14, align 16
  %27 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004001000000000000, fp128 %26, fp128 %25)
  %28 = load fp128, ptr %15, align 16
  %29 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004001400000000000, fp128 %28, fp128 %27)
  %30 = load fp128, ptr %16, align 16
  %31 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004001800000000000, fp128 %30, fp128 %29)
  %32 = load fp128, ptr %17, align 16
  %33 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004001C00000000000, fp128 %32, fp128 %31)
  %34 = load fp128, ptr %18, align 16
  %35 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004002000000000000, fp128 %34, fp128 %33)
  %36 = load fp128, ptr %19, align 16
  %37 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004002200000000000, fp128 %36, fp128 %35)
  %38 = load fp128, ptr %20, align 16
  %39 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004002400000000000, fp128 %38, fp128 %37)
  ret fp128 %39
}

; Function Attrs: noinline nounwind optnone
define dso_local fp128 @vsum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca fp128, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store fp128 0xL00000000000000000000000000000000, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %37, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %40

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %12 = load i32, ptr %11, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 16
  store i32 %15, ptr %11, align 4
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %29

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = ptrtoint ptr %23 to i64
  %25 = add i64 %24, 15
  %26 = and i64 %25, -16
  %27 = inttoptr i64 %26 to ptr
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store ptr %28, ptr %22, align 8
  br label %29

29:                                               ; preds = %21, %17
  %30 = phi ptr [ %20, %17 ], [ %27, %21 ]
  %31 = load fp128, ptr %30, align 16
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1
  %34 = sitofp i32 %33 to fp128
  %35 = load fp128, ptr %4, align 16
  %36 = call fp128 @llvm.fmuladd.f128(fp128 %31, fp128 %34, fp128 %35)
  store fp128 %36, ptr %4, align 16
  br label %37

37:                                               ; preds = %29
  %38 = load i32, ptr %5, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %5, align 4
  br label %6, !llvm.loop !5

40:                                               ; preds = %6
  call void @llvm.va_end(ptr %3)
  %41 = load fp128, ptr %4, align 16
  ret fp128 %41
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #2

; Function Attrs: noinline nounwind optnone
define dso_local %struct.pair @swap([2 x fp128] %0) #0 {
  %2 = alloca %struct.pair, align 16
  %3 = alloca %struct.pair, align 16
  store [2 x fp128] %0, ptr %3, align 16
  %4 = getelementptr inbounds %struct.pair, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 1
  %6 = load fp128, ptr %5, align 16
  store fp128 %6, ptr %4, align 16
  %7 = getelementptr inbounds %struct.pair, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 0
  %9 = load fp128, ptr %8, align 16
  %10 = fneg fp128 %9
  store fp128 %10, ptr %7, align 16
  %11 = load %struct.pair, ptr %2, align 16
  ret %struct.pair %11
}

; Function Attrs: noinline nounwind optnone
define dso_local { fp128, fp128 } @cmul([2 x fp128] noundef %0, [2 x fp128] noundef %1) #0 {
  %3 = alloca { fp128, fp128 }, align 16
  %4 = alloca { fp128, fp128 }, align 16
  %5 = alloca { fp128, fp128 }, align 16
  store [2 x fp128] %0, ptr %4, align 16
  store [2 x fp128] %1, ptr %5, align 16
  %6 = getelementptr inbounds { fp128, fp128 }, ptr %4, i32 0, i32 0
  %7 = load fp128, ptr %6, align 16
  %8 = getelementptr inbounds { fp128, fp128 }, ptr %4, i32 0, i32 1
  %9 = load fp128, ptr %8, align 16
  %10 = getelementptr inbounds { fp128, fp128 }, ptr %5, i32 0, i32 0
  %11 = load fp128, ptr %10, align 16
  %12 = getelementptr inbounds { fp128, fp128 }, ptr %5, i32 0, i32 1
  %13 = load fp128, ptr %12, align 16
  %14 = fmul fp128 %7, %11
  %15 = fmul fp128 %9, %13
  %16 = fmul fp128 %7, %13
  %17 = fmul fp128 %9, %11
  %18 = fsub fp128 %14, %15
  %19 = fadd fp128 %16, %17
  %20 = fcmp uno fp128 %18, %18
  br i1 %20, label %21, label %27, !prof !7

21:                                               ; preds = %2
  %22 = fcmp uno fp128 %19, %19
  br i1 %22, label %23, label %27, !prof !7

23:                                               ; preds = %21
  %24 = call { fp128, fp128 } @__multc3(fp128 noundef %7, fp128 noundef %9, fp128 noundef %11, fp128 noundef %13) #5
  %25 = extractvalue { fp128, fp128 } %24, 0
  %26 = extractvalue { fp128, fp128 } %24, 1
  br label %27

27:                                               ; preds = %23, %21, %2
  %28 = phi fp128 [ %18, %2 ], [ %18, %21 ], [ %25, %23 ]
  %29 = phi fp128 [ %19, %2 ], [ %19, %21 ], [ %26, %23 ]
  %30 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 0
  %31 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 1
  store fp128 %28, ptr %30, align 16
  store fp128 %29, ptr %31, align 16
  %32 = load { fp128, fp128 }, ptr %3, align 16
  ret { fp128, fp128 } %32
}

declare { fp128, fp128 } @__multc3(fp128, fp128, fp128, fp128)

; Function Attrs: noinline nounwind optnone
define dso_local { fp128, fp128 } @cdiv([2 x fp128] noundef %0, [2 x fp128] noundef %1) #0 {
  %3 = alloca { fp128, fp128 }, align 16
  %4 = alloca { fp128, fp128 }, align 16
  %5 = alloca { fp128, fp128 }, align 16
  store [2 x fp128] %0, ptr %4, align 16
  store [2 x fp128] %1, ptr %5, align 16
  %6 = getelementptr inbounds { fp128, fp128 }, ptr %4, i32 0, i32 0
  %7 = load fp128, ptr %6, align 16
  %8 = getelementptr inbounds { fp128, fp128 }, ptr %4, i32 0, i32 1
  %9 = load fp128, ptr %8, align 16
  %10 = getelementptr inbounds { fp128, fp128 }, ptr %5, i32 0, i32 0
  %11 = load fp128, ptr %10, align 16
  %12 = getelementptr inbounds { fp128, fp128 }, ptr %5, i32 0, i32 1
  %13 = load fp128, ptr %12, align 16
  %14 = call { fp128, fp128 } @__divtc3(fp128 noundef %7, fp128 noundef %9, fp128 noundef %11, fp128 noundef %13) #5
  %15 = extractvalue { fp128, fp128 } %14, 0
  %16 = extractvalue { fp128, fp128 } %14, 1
  %17 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 0
  %18 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 1
  store fp128 %15, ptr %17, align 16
  store fp128 %16, ptr %18, align 16
  %19 = load { fp128, fp128 }, ptr %3, align 16
  ret { fp128, fp128 } %19
}

declare { fp128, fp128 } @__divtc3(fp128, fp128, fp128, fp128)

; Function Attrs: noinline nounwind optnone
define dso_local i32 @compare(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fcmp oeq fp128 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load fp128, ptr %3, align 16
  %10 = load fp128, ptr %4, align 16
  %11 = fcmp une fp128 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load fp128, ptr %3, align 16
  %16 = load fp128, ptr %4, align 16
  %17 = fcmp olt fp128 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load fp128, ptr %3, align 16
  %22 = load fp128, ptr %4, align 16
  %23 = fcmp ole fp128 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load fp128, ptr %3, align 16
  %28 = load fp128, ptr %4, align 16
  %29 = fcmp ogt fp128 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load fp128, ptr %3, align 16
  %34 = load fp128, ptr %4, align 16
  %35 = fcmp oge fp128 %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  %39 = load fp128, ptr %3, align 16
  %40 = load fp128, ptr %4, align 16
  %41 = fcmp uno fp128 %39, %40
  %42 = zext i1 %41 to i32
  %43 = shl i32 %42, 6
  %44 = or i32 %38, %43
  %45 = load fp128, ptr %3, align 16
  %46 = load fp128, ptr %4, align 16
  %47 = fcmp olt fp128 %45, %46
  br i1 %47, label %53, label %48

48:                                               ; preds = %2
  %49 = load fp128, ptr %3, align 16
  %50 = load fp128, ptr %4, align 16
  %51 = fcmp ogt fp128 %49, %50
  %52 = xor i1 %51, true
  br label %53

53:                                               ; preds = %48, %2
  %54 = phi i1 [ false, %2 ], [ %52, %48 ]
  %55 = zext i1 %54 to i32
  %56 = shl i32 %55, 7
  %57 = or i32 %44, %56
  %58 = load fp128, ptr %3, align 16
  %59 = load fp128, ptr %4, align 16
  %60 = fcmp one fp128 %58, %59
  %61 = zext i1 %60 to i32
  %62 = shl i32 %61, 8
  %63 = or i32 %57, %62
  ret i32 %63
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca fp128, align 16
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  %5 = alloca fp128, align 16
  %6 = alloca i32, align 4
  %7 = alloca fp128, align 16
  %8 = alloca fp128, align 16
  %9 = alloca [6 x fp128], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca fp128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca %struct.pair, align 16
  %16 = alloca %struct.pair, align 16
  %17 = alloca { fp128, fp128 }, align 16
  %18 = alloca { fp128, fp128 }, align 16
  %19 = alloca { fp128, fp128 }, align 16
  %20 = alloca { fp128, fp128 }, align 16
  %21 = alloca { fp128, fp128 }, align 16
  %22 = alloca { fp128, fp128 }, align 16
  %23 = alloca { fp128, fp128 }, align 16
  %24 = alloca { fp128, fp128 }, align 16
  %25 = alloca [10 x fp128], align 16
  %26 = alloca i32, align 4
  %27 = alloca fp128, align 16
  store fp128 0xL55555555555555553FFD555555555555, ptr %1, align 16
  %28 = load fp128, ptr @table, align 16
  %29 = load fp128, ptr %1, align 16
  %30 = call fp128 @add(fp128 noundef %28, fp128 noundef %29) #6
  store fp128 %30, ptr %2, align 16
  %31 = load fp128, ptr %1, align 16
  call void @bits(ptr noundef @.str, fp128 noundef %31) #6
  %32 = load fp128, ptr %2, align 16
  call void @bits(ptr noundef @.str.1, fp128 noundef %32) #6
  %33 = load fp128, ptr %2, align 16
  %34 = call fp128 @mix(fp128 noundef %33, double noundef 1.000000e-01, i32 noundef 7, float noundef 3.000000e+00) #6
  call void @bits(ptr noundef @.str.2, fp128 noundef %34) #6
  %35 = load fp128, ptr %1, align 16
  %36 = load fp128, ptr %2, align 16
  %37 = call fp128 @pick(fp128 noundef %35, fp128 noundef %36, i32 noundef 3) #6
  %38 = load fp128, ptr %1, align 16
  %39 = load fp128, ptr %2, align 16
  %40 = call fp128 @pick(fp128 noundef %38, fp128 noundef %39, i32 noundef 1) #6
  %41 = fadd fp128 %37, %40
  call void @bits(ptr noundef @.str.3, fp128 noundef %41) #6
  %42 = call fp128 @ten(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000004001400000000000, fp128 noundef 0xL00000000000000004001800000000000, fp128 noundef 0xL00000000000000004001C00000000000, fp128 noundef 0xL00000000000000004002000000000000, fp128 noundef 0xL00000000000000004002200000000000, fp128 noundef 0xL00000000000000004002400000000000) #6
  call void @bits(ptr noundef @.str.4, fp128 noundef %42) #6
  %43 = load fp128, ptr %1, align 16
  %44 = call fp128 (i32, ...) @vsum(i32 noundef 4, fp128 noundef 0xL00000000000000003FFF800000000000, fp128 noundef %43, fp128 noundef 0xLBA59C08E14C7CD7B43E37E43C8800759, fp128 noundef 0xL0000000000000000C000000000000000) #6
  call void @bits(ptr noundef @.str.5, fp128 noundef %44) #6
  store fp128 0xL00000000000000000000000000000000, ptr %3, align 16
  store i32 0, ptr %4, align 4
  br label %45

45:                                               ; preds = %58, %0
  %46 = load i32, ptr %4, align 4
  %47 = icmp slt i32 %46, 6
  br i1 %47, label %48, label %61

48:                                               ; preds = %45
  %49 = load fp128, ptr %3, align 16
  %50 = load i32, ptr %4, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [6 x fp128], ptr @table, i64 0, i64 %51
  %53 = load fp128, ptr %52, align 16
  %54 = load i32, ptr %4, align 4
  %55 = sitofp i32 %54 to fp128
  %56 = fmul fp128 %53, %55
  %57 = call fp128 @llvm.fmuladd.f128(fp128 %49, fp128 0xL00000000000000003FFE000000000000, fp128 %56)
  store fp128 %57, ptr %3, align 16
  br label %58

58:                                               ; preds = %48
  %59 = load i32, ptr %4, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %4, align 4
  br label %45, !llvm.loop !8

61:                                               ; preds = %45
  %62 = load fp128, ptr %3, align 16
  call void @bits(ptr noundef @.str.6, fp128 noundef %62) #6
  store fp128 0xL00000000000000003FFF000000000000, ptr %5, align 16
  store i32 0, ptr %6, align 4
  br label %63

63:                                               ; preds = %66, %61
  %64 = load fp128, ptr %5, align 16
  %65 = fcmp ogt fp128 %64, 0xL00057C9647E1A0180000000000000000
  br i1 %65, label %66, label %71

66:                                               ; preds = %63
  %67 = load fp128, ptr %5, align 16
  %68 = fdiv fp128 %67, 0xL000000000000000040202A05F2000000
  store fp128 %68, ptr %5, align 16
  %69 = load i32, ptr %6, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %6, align 4
  br label %63, !llvm.loop !9

71:                                               ; preds = %63
  %72 = load i32, ptr %6, align 4
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %72) #6
  %74 = load fp128, ptr %5, align 16
  call void @bits(ptr noundef @.str.8, fp128 noundef %74) #6
  store fp128 0xL00000000000000007FFF800000000000, ptr %7, align 16
  store fp128 0xL00000000000000007FFF000000000000, ptr %8, align 16
  %75 = getelementptr inbounds [6 x fp128], ptr %9, i64 0, i64 0
  store fp128 0xL00000000000000003FFF000000000000, ptr %75, align 16
  %76 = getelementptr inbounds fp128, ptr %75, i64 1
  store fp128 0xL00000000000000004000000000000000, ptr %76, align 16
  %77 = getelementptr inbounds fp128, ptr %76, i64 1
  store fp128 0xL00000000000000008000000000000000, ptr %77, align 16
  %78 = getelementptr inbounds fp128, ptr %77, i64 1
  store fp128 0xL00000000000000000000000000000000, ptr %78, align 16
  %79 = getelementptr inbounds fp128, ptr %78, i64 1
  %80 = load fp128, ptr %7, align 16
  store fp128 %80, ptr %79, align 16
  %81 = getelementptr inbounds fp128, ptr %79, i64 1
  %82 = load fp128, ptr %8, align 16
  store fp128 %82, ptr %81, align 16
  store i32 0, ptr %10, align 4
  br label %83

83:                                               ; preds = %107, %71
  %84 = load i32, ptr %10, align 4
  %85 = icmp slt i32 %84, 6
  br i1 %85, label %86, label %110

86:                                               ; preds = %83
  store i32 0, ptr %11, align 4
  br label %87

87:                                               ; preds = %103, %86
  %88 = load i32, ptr %11, align 4
  %89 = icmp slt i32 %88, 6
  br i1 %89, label %90, label %106

90:                                               ; preds = %87
  %91 = load i32, ptr %10, align 4
  %92 = load i32, ptr %11, align 4
  %93 = load i32, ptr %10, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [6 x fp128], ptr %9, i64 0, i64 %94
  %96 = load fp128, ptr %95, align 16
  %97 = load i32, ptr %11, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [6 x fp128], ptr %9, i64 0, i64 %98
  %100 = load fp128, ptr %99, align 16
  %101 = call i32 @compare(fp128 noundef %96, fp128 noundef %100) #6
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %91, i32 noundef %92, i32 noundef %101) #6
  br label %103

103:                                              ; preds = %90
  %104 = load i32, ptr %11, align 4
  %105 = add nsw i32 %104, 2
  store i32 %105, ptr %11, align 4
  br label %87, !llvm.loop !10

106:                                              ; preds = %87
  br label %107

107:                                              ; preds = %106
  %108 = load i32, ptr %10, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %10, align 4
  br label %83, !llvm.loop !11

110:                                              ; preds = %83
  store fp128 0xLA12265800000000040484EA15B273B38, ptr %12, align 16
  %111 = load fp128, ptr %1, align 16
  %112 = fneg fp128 %111
  %113 = fptosi fp128 %112 to i32
  %114 = mul nsw i32 %113, 7
  %115 = load fp128, ptr %2, align 16
  %116 = fmul fp128 %115, 0xL0000000000000000401CDCD650000000
  %117 = fptoui fp128 %116 to i32
  %118 = load fp128, ptr %2, align 16
  %119 = fneg fp128 %118
  %120 = fmul fp128 %119, 0xL0000000000000000403ABC16D674EC80
  %121 = fptosi fp128 %120 to i64
  %122 = load fp128, ptr %2, align 16
  %123 = fmul fp128 %122, 0xL0000000000000000403E158E460913D0
  %124 = fptoui fp128 %123 to i64
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %114, i32 noundef %117, i64 noundef %121, i64 noundef %124) #6
  %126 = load fp128, ptr %12, align 16
  %127 = fptosi fp128 %126 to i128
  store i128 %127, ptr %13, align 16
  %128 = load fp128, ptr %12, align 16
  %129 = fmul fp128 %128, 0xL000000000000000040202A05F2000000
  %130 = fptoui fp128 %129 to i128
  store i128 %130, ptr %14, align 16
  %131 = load i128, ptr %13, align 16
  %132 = ashr i128 %131, 64
  %133 = trunc i128 %132 to i64
  %134 = load i128, ptr %13, align 16
  %135 = trunc i128 %134 to i64
  %136 = load i128, ptr %14, align 16
  %137 = lshr i128 %136, 64
  %138 = trunc i128 %137 to i64
  %139 = load i128, ptr %14, align 16
  %140 = trunc i128 %139 to i64
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %133, i64 noundef %135, i64 noundef %138, i64 noundef %140) #6
  call void @bits(ptr noundef @.str.12, fp128 noundef 0xLB5D2000000000000403EFFC00001CE1E) #6
  call void @bits(ptr noundef @.str.13, fp128 noundef 0xL0000000000000000407E020000000000) #6
  %142 = load fp128, ptr %1, align 16
  %143 = fptrunc fp128 %142 to float
  %144 = fpext float %143 to fp128
  call void @bits(ptr noundef @.str.14, fp128 noundef %144) #6
  %145 = load fp128, ptr %1, align 16
  %146 = fptrunc fp128 %145 to double
  %147 = fpext double %146 to fp128
  call void @bits(ptr noundef @.str.15, fp128 noundef %147) #6
  %148 = load fp128, ptr %1, align 16
  %149 = fptrunc fp128 %148 to double
  %150 = load fp128, ptr %12, align 16
  %151 = fptrunc fp128 %150 to float
  %152 = fpext float %151 to double
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %149, double noundef %152) #6
  %154 = load fp128, ptr %2, align 16
  %155 = fneg fp128 %154
  call void @bits(ptr noundef @.str.17, fp128 noundef %155) #6
  %156 = load fp128, ptr %2, align 16
  %157 = fneg fp128 %156
  %158 = call fp128 @fabsl(fp128 noundef %157) #6
  call void @bits(ptr noundef @.str.18, fp128 noundef %158) #6
  %159 = load fp128, ptr %2, align 16
  %160 = call fp128 @llvm.copysign.f128(fp128 %159, fp128 0xL00000000000000008000000000000000)
  call void @bits(ptr noundef @.str.19, fp128 noundef %160) #6
  %161 = call fp128 @sqrtl(fp128 noundef 0xL00000000000000004000000000000000) #6
  call void @bits(ptr noundef @.str.20, fp128 noundef %161) #6
  %162 = load fp128, ptr %12, align 16
  %163 = call fp128 @fmodl(fp128 noundef %162, fp128 noundef 0xL00000000000000004001D00000000000) #6
  call void @bits(ptr noundef @.str.21, fp128 noundef %163) #6
  %164 = load fp128, ptr %1, align 16
  %165 = fneg fp128 %164
  %166 = fmul fp128 %165, 0xL00000000000000004002400000000000
  %167 = call fp128 @floorl(fp128 noundef %166) #6
  call void @bits(ptr noundef @.str.22, fp128 noundef %167) #6
  %168 = getelementptr inbounds %struct.pair, ptr %16, i32 0, i32 0
  store fp128 0xL00000000000000003FFF800000000000, ptr %168, align 16
  %169 = getelementptr inbounds %struct.pair, ptr %16, i32 0, i32 1
  store fp128 0xL0000000000000000C000200000000000, ptr %169, align 16
  %170 = load [2 x fp128], ptr %16, align 16
  %171 = call %struct.pair @swap([2 x fp128] %170) #6
  %172 = getelementptr inbounds %struct.pair, ptr %15, i32 0, i32 0
  %173 = extractvalue %struct.pair %171, 0
  store fp128 %173, ptr %172, align 16
  %174 = getelementptr inbounds %struct.pair, ptr %15, i32 0, i32 1
  %175 = extractvalue %struct.pair %171, 1
  store fp128 %175, ptr %174, align 16
  %176 = getelementptr inbounds %struct.pair, ptr %15, i32 0, i32 0
  %177 = load fp128, ptr %176, align 16
  %178 = getelementptr inbounds %struct.pair, ptr %15, i32 0, i32 1
  %179 = load fp128, ptr %178, align 16
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, fp128 noundef %177, fp128 noundef %179) #6
  %181 = getelementptr inbounds { fp128, fp128 }, ptr %17, i32 0, i32 0
  %182 = getelementptr inbounds { fp128, fp128 }, ptr %17, i32 0, i32 1
  store fp128 0xL00000000000000003FFF000000000000, ptr %181, align 16
  store fp128 0xL00000000000000004000000000000000, ptr %182, align 16
  %183 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 0
  %184 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 1
  store fp128 0xL00000000000000004000800000000000, ptr %183, align 16
  store fp128 0xL0000000000000000BFFF000000000000, ptr %184, align 16
  %185 = getelementptr inbounds { fp128, fp128 }, ptr %17, i32 0, i32 0
  %186 = load fp128, ptr %185, align 16
  %187 = getelementptr inbounds { fp128, fp128 }, ptr %17, i32 0, i32 1
  %188 = load fp128, ptr %187, align 16
  %189 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 0
  %190 = load fp128, ptr %189, align 16
  %191 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 1
  %192 = load fp128, ptr %191, align 16
  %193 = getelementptr inbounds { fp128, fp128 }, ptr %20, i32 0, i32 0
  %194 = getelementptr inbounds { fp128, fp128 }, ptr %20, i32 0, i32 1
  store fp128 %186, ptr %193, align 16
  store fp128 %188, ptr %194, align 16
  %195 = load [2 x fp128], ptr %20, align 16
  %196 = getelementptr inbounds { fp128, fp128 }, ptr %21, i32 0, i32 0
  %197 = getelementptr inbounds { fp128, fp128 }, ptr %21, i32 0, i32 1
  store fp128 %190, ptr %196, align 16
  store fp128 %192, ptr %197, align 16
  %198 = load [2 x fp128], ptr %21, align 16
  %199 = call { fp128, fp128 } @cmul([2 x fp128] noundef %195, [2 x fp128] noundef %198) #6
  %200 = extractvalue { fp128, fp128 } %199, 0
  %201 = extractvalue { fp128, fp128 } %199, 1
  %202 = getelementptr inbounds { fp128, fp128 }, ptr %19, i32 0, i32 0
  %203 = getelementptr inbounds { fp128, fp128 }, ptr %19, i32 0, i32 1
  store fp128 %200, ptr %202, align 16
  store fp128 %201, ptr %203, align 16
  %204 = getelementptr inbounds { fp128, fp128 }, ptr %17, i32 0, i32 0
  %205 = load fp128, ptr %204, align 16
  %206 = getelementptr inbounds { fp128, fp128 }, ptr %17, i32 0, i32 1
  %207 = load fp128, ptr %206, align 16
  %208 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 0
  %209 = load fp128, ptr %208, align 16
  %210 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 1
  %211 = load fp128, ptr %210, align 16
  %212 = getelementptr inbounds { fp128, fp128 }, ptr %23, i32 0, i32 0
  %213 = getelementptr inbounds { fp128, fp128 }, ptr %23, i32 0, i32 1
  store fp128 %205, ptr %212, align 16
  store fp128 %207, ptr %213, align 16
  %214 = load [2 x fp128], ptr %23, align 16
  %215 = getelementptr inbounds { fp128, fp128 }, ptr %24, i32 0, i32 0
  %216 = getelementptr inbounds { fp128, fp128 }, ptr %24, i32 0, i32 1
  store fp128 %209, ptr %215, align 16
  store fp128 %211, ptr %216, align 16
  %217 = load [2 x fp128], ptr %24, align 16
  %218 = call { fp128, fp128 } @cdiv([2 x fp128] noundef %214, [2 x fp128] noundef %217) #6
  %219 = extractvalue { fp128, fp128 } %218, 0
  %220 = extractvalue { fp128, fp128 } %218, 1
  %221 = getelementptr inbounds { fp128, fp128 }, ptr %22, i32 0, i32 0
  %222 = getelementptr inbounds { fp128, fp128 }, ptr %22, i32 0, i32 1
  store fp128 %219, ptr %221, align 16
  store fp128 %220, ptr %222, align 16
  %223 = getelementptr inbounds { fp128, fp128 }, ptr %19, i32 0, i32 0
  %224 = load fp128, ptr %223, align 16
  %225 = getelementptr inbounds { fp128, fp128 }, ptr %19, i32 0, i32 1
  %226 = load fp128, ptr %225, align 16
  %227 = getelementptr inbounds { fp128, fp128 }, ptr %22, i32 0, i32 0
  %228 = load fp128, ptr %227, align 16
  %229 = getelementptr inbounds { fp128, fp128 }, ptr %22, i32 0, i32 1
  %230 = load fp128, ptr %229, align 16
  %231 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, fp128 noundef %224, fp128 noundef %226, fp128 noundef %228, fp128 noundef %230) #6
  %232 = getelementptr inbounds [10 x fp128], ptr %25, i64 0, i64 0
  store fp128 0xL00000000000000000000000000000000, ptr %232, align 16
  %233 = getelementptr inbounds fp128, ptr %232, i64 1
  store fp128 0xL00000000000000008000000000000000, ptr %233, align 16
  %234 = getelementptr inbounds fp128, ptr %233, i64 1
  store fp128 0xL00000000000000004000400000000000, ptr %234, align 16
  %235 = getelementptr inbounds fp128, ptr %234, i64 1
  store fp128 0xL00000000000000004000C00000000000, ptr %235, align 16
  %236 = getelementptr inbounds fp128, ptr %235, i64 1
  store fp128 0xL9DBD480000000000406293E5939A08CE, ptr %236, align 16
  %237 = getelementptr inbounds fp128, ptr %236, i64 1
  store fp128 0xL9842D4AE70536E00BFBCD2681472AFFF, ptr %237, align 16
  %238 = getelementptr inbounds fp128, ptr %237, i64 1
  store fp128 0xL18C21AB905450CC373E6A3750647FCAB, ptr %238, align 16
  %239 = getelementptr inbounds fp128, ptr %238, i64 1
  store fp128 0xL3333333333333333400F869FF3333333, ptr %239, align 16
  %240 = getelementptr inbounds fp128, ptr %239, i64 1
  %241 = load fp128, ptr %8, align 16
  store fp128 %241, ptr %240, align 16
  %242 = getelementptr inbounds fp128, ptr %240, i64 1
  %243 = load fp128, ptr %8, align 16
  %244 = fneg fp128 %243
  store fp128 %244, ptr %242, align 16
  store i32 0, ptr %26, align 4
  br label %245

245:                                              ; preds = %263, %110
  %246 = load i32, ptr %26, align 4
  %247 = icmp slt i32 %246, 10
  br i1 %247, label %248, label %266

248:                                              ; preds = %245
  %249 = load i32, ptr %26, align 4
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds [10 x fp128], ptr %25, i64 0, i64 %250
  %252 = load fp128, ptr %251, align 16
  store fp128 %252, ptr %27, align 16
  %253 = load fp128, ptr %27, align 16
  %254 = load fp128, ptr %27, align 16
  %255 = load fp128, ptr %27, align 16
  %256 = load fp128, ptr %27, align 16
  %257 = load fp128, ptr %27, align 16
  %258 = load fp128, ptr %27, align 16
  %259 = load fp128, ptr %27, align 16
  %260 = load fp128, ptr %27, align 16
  %261 = load fp128, ptr %27, align 16
  %262 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, fp128 noundef %253, fp128 noundef %254, fp128 noundef %255, fp128 noundef %256, fp128 noundef %257, fp128 noundef %258, fp128 noundef %259, fp128 noundef %260, fp128 noundef %261) #6
  br label %263

263:                                              ; preds = %248
  %264 = load i32, ptr %26, align 4
  %265 = add nsw i32 %264, 1
  store i32 %265, ptr %26, align 4
  br label %245, !llvm.loop !12

266:                                              ; preds = %245
  %267 = load fp128, ptr %7, align 16
  %268 = call fp128 @fabsl(fp128 noundef %267) #6
  %269 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, fp128 noundef %268) #6
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @bits(ptr noundef %0, fp128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca fp128, align 16
  %5 = alloca [2 x i64], align 8
  store ptr %0, ptr %3, align 8
  store fp128 %1, ptr %4, align 16
  %6 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 16 %4, i64 16, i1 false)
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 0
  %11 = load i64, ptr %10, align 8
  %12 = load fp128, ptr %4, align 16
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, ptr noundef %7, i64 noundef %9, i64 noundef %11, fp128 noundef %12) #6
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

declare fp128 @fabsl(fp128 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.copysign.f128(fp128, fp128) #1

declare fp128 @sqrtl(fp128 noundef) #3

declare fp128 @fmodl(fp128 noundef, fp128 noundef) #3

declare fp128 @floorl(fp128 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"branch_weights", i32 1, i32 1048575}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
