; ModuleID = 'tests/completeness/long_double.c'
source_filename = "tests/completeness/long_double.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local fp128 @mix(fp128 noundef %0, double noundef %1, i32 noundef signext %2, float noundef %3) #0 {
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
define dso_local fp128 @pick(fp128 noundef %0, fp128 noundef %1, i32 noundef signext %2) #0 {
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
define dso_local fp128 @vsum(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca fp128, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store fp128 0xL00000000000000000000000000000000, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %23, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %26

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = ptrtoint ptr %11 to i64
  %13 = add i64 %12, 15
  %14 = and i64 %13, -16
  %15 = inttoptr i64 %14 to ptr
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr %16, ptr %3, align 8
  %17 = load fp128, ptr %15, align 16
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %18, 1
  %20 = sitofp i32 %19 to fp128
  %21 = load fp128, ptr %4, align 16
  %22 = call fp128 @llvm.fmuladd.f128(fp128 %17, fp128 %20, fp128 %21)
  store fp128 %22, ptr %4, align 16
  br label %23

23:                                               ; preds = %10
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %6, !llvm.loop !7

26:                                               ; preds = %6
  call void @llvm.va_end(ptr %3)
  %27 = load fp128, ptr %4, align 16
  ret fp128 %27
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #2

; Function Attrs: noinline nounwind optnone
define dso_local void @swap(ptr noalias sret(%struct.pair) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 1
  %6 = load fp128, ptr %5, align 16
  store fp128 %6, ptr %4, align 16
  %7 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 0
  %9 = load fp128, ptr %8, align 16
  %10 = fneg fp128 %9
  store fp128 %10, ptr %7, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local void @cmul(ptr noalias sret({ fp128, fp128 }) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca { fp128, fp128 }, align 16
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { fp128, fp128 }, ptr %1, i32 0, i32 0
  %7 = load fp128, ptr %6, align 16
  %8 = getelementptr inbounds { fp128, fp128 }, ptr %1, i32 0, i32 1
  %9 = load fp128, ptr %8, align 16
  %10 = getelementptr inbounds { fp128, fp128 }, ptr %2, i32 0, i32 0
  %11 = load fp128, ptr %10, align 16
  %12 = getelementptr inbounds { fp128, fp128 }, ptr %2, i32 0, i32 1
  %13 = load fp128, ptr %12, align 16
  %14 = fmul fp128 %7, %11
  %15 = fmul fp128 %9, %13
  %16 = fmul fp128 %7, %13
  %17 = fmul fp128 %9, %11
  %18 = fsub fp128 %14, %15
  %19 = fadd fp128 %16, %17
  %20 = fcmp uno fp128 %18, %18
  br i1 %20, label %21, label %28, !prof !9

21:                                               ; preds = %3
  %22 = fcmp uno fp128 %19, %19
  br i1 %22, label %23, label %28, !prof !9

23:                                               ; preds = %21
  call void @__multc3(ptr sret({ fp128, fp128 }) align 16 %5, fp128 noundef %7, fp128 noundef %9, fp128 noundef %11, fp128 noundef %13) #5
  %24 = getelementptr inbounds { fp128, fp128 }, ptr %5, i32 0, i32 0
  %25 = load fp128, ptr %24, align 16
  %26 = getelementptr inbounds { fp128, fp128 }, ptr %5, i32 0, i32 1
  %27 = load fp128, ptr %26, align 16
  br label %28

28:                                               ; preds = %23, %21, %3
  %29 = phi fp128 [ %18, %3 ], [ %18, %21 ], [ %25, %23 ]
  %30 = phi fp128 [ %19, %3 ], [ %19, %21 ], [ %27, %23 ]
  %31 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 0
  %32 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 1
  store fp128 %29, ptr %31, align 16
  store fp128 %30, ptr %32, align 16
  %33 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 0
  %34 = load fp128, ptr %33, align 16
  %35 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 1
  %36 = load fp128, ptr %35, align 16
  %37 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 0
  %38 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 1
  store fp128 %34, ptr %37, align 16
  store fp128 %36, ptr %38, align 16
  ret void
}

declare void @__multc3(ptr, fp128, fp128, fp128, fp128)

; Function Attrs: noinline nounwind optnone
define dso_local void @cdiv(ptr noalias sret({ fp128, fp128 }) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca { fp128, fp128 }, align 16
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { fp128, fp128 }, ptr %1, i32 0, i32 0
  %7 = load fp128, ptr %6, align 16
  %8 = getelementptr inbounds { fp128, fp128 }, ptr %1, i32 0, i32 1
  %9 = load fp128, ptr %8, align 16
  %10 = getelementptr inbounds { fp128, fp128 }, ptr %2, i32 0, i32 0
  %11 = load fp128, ptr %10, align 16
  %12 = getelementptr inbounds { fp128, fp128 }, ptr %2, i32 0, i32 1
  %13 = load fp128, ptr %12, align 16
  call void @__divtc3(ptr sret({ fp128, fp128 }) align 16 %5, fp128 noundef %7, fp128 noundef %9, fp128 noundef %11, fp128 noundef %13) #5
  %14 = getelementptr inbounds { fp128, fp128 }, ptr %5, i32 0, i32 0
  %15 = load fp128, ptr %14, align 16
  %16 = getelementptr inbounds { fp128, fp128 }, ptr %5, i32 0, i32 1
  %17 = load fp128, ptr %16, align 16
  %18 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 0
  %19 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 1
  store fp128 %15, ptr %18, align 16
  store fp128 %17, ptr %19, align 16
  %20 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 0
  %21 = load fp128, ptr %20, align 16
  %22 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 1
  %23 = load fp128, ptr %22, align 16
  %24 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 0
  %25 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 1
  store fp128 %21, ptr %24, align 16
  store fp128 %23, ptr %25, align 16
  ret void
}

declare void @__divtc3(ptr, fp128, fp128, fp128, fp128)

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @compare(fp128 noundef %0, fp128 noundef %1) #0 {
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
define dso_local signext i32 @main() #0 {
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
  %17 = alloca %struct.pair, align 16
  %18 = alloca { fp128, fp128 }, align 16
  %19 = alloca { fp128, fp128 }, align 16
  %20 = alloca { fp128, fp128 }, align 16
  %21 = alloca { fp128, fp128 }, align 16
  %22 = alloca { fp128, fp128 }, align 16
  %23 = alloca { fp128, fp128 }, align 16
  %24 = alloca { fp128, fp128 }, align 16
  %25 = alloca { fp128, fp128 }, align 16
  %26 = alloca { fp128, fp128 }, align 16
  %27 = alloca { fp128, fp128 }, align 16
  %28 = alloca [10 x fp128], align 16
  %29 = alloca i32, align 4
  %30 = alloca fp128, align 16
  store fp128 0xL55555555555555553FFD555555555555, ptr %1, align 16
  %31 = load fp128, ptr @table, align 16
  %32 = load fp128, ptr %1, align 16
  %33 = call fp128 @add(fp128 noundef %31, fp128 noundef %32) #6
  store fp128 %33, ptr %2, align 16
  %34 = load fp128, ptr %1, align 16
  call void @bits(ptr noundef @.str, fp128 noundef %34) #6
  %35 = load fp128, ptr %2, align 16
  call void @bits(ptr noundef @.str.1, fp128 noundef %35) #6
  %36 = load fp128, ptr %2, align 16
  %37 = call fp128 @mix(fp128 noundef %36, double noundef 1.000000e-01, i32 noundef signext 7, float noundef 3.000000e+00) #6
  call void @bits(ptr noundef @.str.2, fp128 noundef %37) #6
  %38 = load fp128, ptr %1, align 16
  %39 = load fp128, ptr %2, align 16
  %40 = call fp128 @pick(fp128 noundef %38, fp128 noundef %39, i32 noundef signext 3) #6
  %41 = load fp128, ptr %1, align 16
  %42 = load fp128, ptr %2, align 16
  %43 = call fp128 @pick(fp128 noundef %41, fp128 noundef %42, i32 noundef signext 1) #6
  %44 = fadd fp128 %40, %43
  call void @bits(ptr noundef @.str.3, fp128 noundef %44) #6
  %45 = call fp128 @ten(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000004001400000000000, fp128 noundef 0xL00000000000000004001800000000000, fp128 noundef 0xL00000000000000004001C00000000000, fp128 noundef 0xL00000000000000004002000000000000, fp128 noundef 0xL00000000000000004002200000000000, fp128 noundef 0xL00000000000000004002400000000000) #6
  call void @bits(ptr noundef @.str.4, fp128 noundef %45) #6
  %46 = load fp128, ptr %1, align 16
  %47 = call fp128 (i32, ...) @vsum(i32 noundef signext 4, fp128 noundef 0xL00000000000000003FFF800000000000, fp128 noundef %46, fp128 noundef 0xLBA59C08E14C7CD7B43E37E43C8800759, fp128 noundef 0xL0000000000000000C000000000000000) #6
  call void @bits(ptr noundef @.str.5, fp128 noundef %47) #6
  store fp128 0xL00000000000000000000000000000000, ptr %3, align 16
  store i32 0, ptr %4, align 4
  br label %48

48:                                               ; preds = %61, %0
  %49 = load i32, ptr %4, align 4
  %50 = icmp slt i32 %49, 6
  br i1 %50, label %51, label %64

51:                                               ; preds = %48
  %52 = load fp128, ptr %3, align 16
  %53 = load i32, ptr %4, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [6 x fp128], ptr @table, i64 0, i64 %54
  %56 = load fp128, ptr %55, align 16
  %57 = load i32, ptr %4, align 4
  %58 = sitofp i32 %57 to fp128
  %59 = fmul fp128 %56, %58
  %60 = call fp128 @llvm.fmuladd.f128(fp128 %52, fp128 0xL00000000000000003FFE000000000000, fp128 %59)
  store fp128 %60, ptr %3, align 16
  br label %61

61:                                               ; preds = %51
  %62 = load i32, ptr %4, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %4, align 4
  br label %48, !llvm.loop !10

64:                                               ; preds = %48
  %65 = load fp128, ptr %3, align 16
  call void @bits(ptr noundef @.str.6, fp128 noundef %65) #6
  store fp128 0xL00000000000000003FFF000000000000, ptr %5, align 16
  store i32 0, ptr %6, align 4
  br label %66

66:                                               ; preds = %69, %64
  %67 = load fp128, ptr %5, align 16
  %68 = fcmp ogt fp128 %67, 0xL00057C9647E1A0180000000000000000
  br i1 %68, label %69, label %74

69:                                               ; preds = %66
  %70 = load fp128, ptr %5, align 16
  %71 = fdiv fp128 %70, 0xL000000000000000040202A05F2000000
  store fp128 %71, ptr %5, align 16
  %72 = load i32, ptr %6, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %6, align 4
  br label %66, !llvm.loop !11

74:                                               ; preds = %66
  %75 = load i32, ptr %6, align 4
  %76 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %75) #6
  %77 = load fp128, ptr %5, align 16
  call void @bits(ptr noundef @.str.8, fp128 noundef %77) #6
  store fp128 0xL00000000000000007FFF800000000000, ptr %7, align 16
  store fp128 0xL00000000000000007FFF000000000000, ptr %8, align 16
  %78 = getelementptr inbounds [6 x fp128], ptr %9, i64 0, i64 0
  store fp128 0xL00000000000000003FFF000000000000, ptr %78, align 16
  %79 = getelementptr inbounds fp128, ptr %78, i64 1
  store fp128 0xL00000000000000004000000000000000, ptr %79, align 16
  %80 = getelementptr inbounds fp128, ptr %79, i64 1
  store fp128 0xL00000000000000008000000000000000, ptr %80, align 16
  %81 = getelementptr inbounds fp128, ptr %80, i64 1
  store fp128 0xL00000000000000000000000000000000, ptr %81, align 16
  %82 = getelementptr inbounds fp128, ptr %81, i64 1
  %83 = load fp128, ptr %7, align 16
  store fp128 %83, ptr %82, align 16
  %84 = getelementptr inbounds fp128, ptr %82, i64 1
  %85 = load fp128, ptr %8, align 16
  store fp128 %85, ptr %84, align 16
  store i32 0, ptr %10, align 4
  br label %86

86:                                               ; preds = %110, %74
  %87 = load i32, ptr %10, align 4
  %88 = icmp slt i32 %87, 6
  br i1 %88, label %89, label %113

89:                                               ; preds = %86
  store i32 0, ptr %11, align 4
  br label %90

90:                                               ; preds = %106, %89
  %91 = load i32, ptr %11, align 4
  %92 = icmp slt i32 %91, 6
  br i1 %92, label %93, label %109

93:                                               ; preds = %90
  %94 = load i32, ptr %10, align 4
  %95 = load i32, ptr %11, align 4
  %96 = load i32, ptr %10, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [6 x fp128], ptr %9, i64 0, i64 %97
  %99 = load fp128, ptr %98, align 16
  %100 = load i32, ptr %11, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [6 x fp128], ptr %9, i64 0, i64 %101
  %103 = load fp128, ptr %102, align 16
  %104 = call signext i32 @compare(fp128 noundef %99, fp128 noundef %103) #6
  %105 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef signext %94, i32 noundef signext %95, i32 noundef signext %104) #6
  br label %106

106:                                              ; preds = %93
  %107 = load i32, ptr %11, align 4
  %108 = add nsw i32 %107, 2
  store i32 %108, ptr %11, align 4
  br label %90, !llvm.loop !12

109:                                              ; preds = %90
  br label %110

110:                                              ; preds = %109
  %111 = load i32, ptr %10, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %10, align 4
  br label %86, !llvm.loop !13

113:                                              ; preds = %86
  store fp128 0xLA12265800000000040484EA15B273B38, ptr %12, align 16
  %114 = load fp128, ptr %1, align 16
  %115 = fneg fp128 %114
  %116 = fptosi fp128 %115 to i32
  %117 = mul nsw i32 %116, 7
  %118 = load fp128, ptr %2, align 16
  %119 = fmul fp128 %118, 0xL0000000000000000401CDCD650000000
  %120 = fptoui fp128 %119 to i32
  %121 = load fp128, ptr %2, align 16
  %122 = fneg fp128 %121
  %123 = fmul fp128 %122, 0xL0000000000000000403ABC16D674EC80
  %124 = fptosi fp128 %123 to i64
  %125 = load fp128, ptr %2, align 16
  %126 = fmul fp128 %125, 0xL0000000000000000403E158E460913D0
  %127 = fptoui fp128 %126 to i64
  %128 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %117, i32 noundef signext %120, i64 noundef %124, i64 noundef %127) #6
  %129 = load fp128, ptr %12, align 16
  %130 = fptosi fp128 %129 to i128
  store i128 %130, ptr %13, align 16
  %131 = load fp128, ptr %12, align 16
  %132 = fmul fp128 %131, 0xL000000000000000040202A05F2000000
  %133 = fptoui fp128 %132 to i128
  store i128 %133, ptr %14, align 16
  %134 = load i128, ptr %13, align 16
  %135 = ashr i128 %134, 64
  %136 = trunc i128 %135 to i64
  %137 = load i128, ptr %13, align 16
  %138 = trunc i128 %137 to i64
  %139 = load i128, ptr %14, align 16
  %140 = lshr i128 %139, 64
  %141 = trunc i128 %140 to i64
  %142 = load i128, ptr %14, align 16
  %143 = trunc i128 %142 to i64
  %144 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %136, i64 noundef %138, i64 noundef %141, i64 noundef %143) #6
  call void @bits(ptr noundef @.str.12, fp128 noundef 0xLB5D2000000000000403EFFC00001CE1E) #6
  call void @bits(ptr noundef @.str.13, fp128 noundef 0xL0000000000000000407E020000000000) #6
  %145 = load fp128, ptr %1, align 16
  %146 = fptrunc fp128 %145 to float
  %147 = fpext float %146 to fp128
  call void @bits(ptr noundef @.str.14, fp128 noundef %147) #6
  %148 = load fp128, ptr %1, align 16
  %149 = fptrunc fp128 %148 to double
  %150 = fpext double %149 to fp128
  call void @bits(ptr noundef @.str.15, fp128 noundef %150) #6
  %151 = load fp128, ptr %1, align 16
  %152 = fptrunc fp128 %151 to double
  %153 = load fp128, ptr %12, align 16
  %154 = fptrunc fp128 %153 to float
  %155 = fpext float %154 to double
  %156 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %152, double noundef %155) #6
  %157 = load fp128, ptr %2, align 16
  %158 = fneg fp128 %157
  call void @bits(ptr noundef @.str.17, fp128 noundef %158) #6
  %159 = load fp128, ptr %2, align 16
  %160 = fneg fp128 %159
  %161 = call fp128 @fabsl(fp128 noundef %160) #6
  call void @bits(ptr noundef @.str.18, fp128 noundef %161) #6
  %162 = load fp128, ptr %2, align 16
  %163 = call fp128 @llvm.copysign.f128(fp128 %162, fp128 0xL00000000000000008000000000000000)
  call void @bits(ptr noundef @.str.19, fp128 noundef %163) #6
  %164 = call fp128 @sqrtl(fp128 noundef 0xL00000000000000004000000000000000) #6
  call void @bits(ptr noundef @.str.20, fp128 noundef %164) #6
  %165 = load fp128, ptr %12, align 16
  %166 = call fp128 @fmodl(fp128 noundef %165, fp128 noundef 0xL00000000000000004001D00000000000) #6
  call void @bits(ptr noundef @.str.21, fp128 noundef %166) #6
  %167 = load fp128, ptr %1, align 16
  %168 = fneg fp128 %167
  %169 = fmul fp128 %168, 0xL00000000000000004002400000000000
  %170 = call fp128 @floorl(fp128 noundef %169) #6
  call void @bits(ptr noundef @.str.22, fp128 noundef %170) #6
  %171 = getelementptr inbounds %struct.pair, ptr %16, i32 0, i32 0
  store fp128 0xL00000000000000003FFF800000000000, ptr %171, align 16
  %172 = getelementptr inbounds %struct.pair, ptr %16, i32 0, i32 1
  store fp128 0xL0000000000000000C000200000000000, ptr %172, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 16 %16, i64 32, i1 false)
  call void @swap(ptr sret(%struct.pair) align 16 %15, ptr noundef %17) #6
  %173 = getelementptr inbounds %struct.pair, ptr %15, i32 0, i32 0
  %174 = load fp128, ptr %173, align 16
  %175 = getelementptr inbounds %struct.pair, ptr %15, i32 0, i32 1
  %176 = load fp128, ptr %175, align 16
  %177 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.23, fp128 noundef %174, fp128 noundef %176) #6
  %178 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 0
  %179 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 1
  store fp128 0xL00000000000000003FFF000000000000, ptr %178, align 16
  store fp128 0xL00000000000000004000000000000000, ptr %179, align 16
  %180 = getelementptr inbounds { fp128, fp128 }, ptr %19, i32 0, i32 0
  %181 = getelementptr inbounds { fp128, fp128 }, ptr %19, i32 0, i32 1
  store fp128 0xL00000000000000004000800000000000, ptr %180, align 16
  store fp128 0xL0000000000000000BFFF000000000000, ptr %181, align 16
  %182 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 0
  %183 = load fp128, ptr %182, align 16
  %184 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 1
  %185 = load fp128, ptr %184, align 16
  %186 = getelementptr inbounds { fp128, fp128 }, ptr %19, i32 0, i32 0
  %187 = load fp128, ptr %186, align 16
  %188 = getelementptr inbounds { fp128, fp128 }, ptr %19, i32 0, i32 1
  %189 = load fp128, ptr %188, align 16
  %190 = getelementptr inbounds { fp128, fp128 }, ptr %22, i32 0, i32 0
  %191 = getelementptr inbounds { fp128, fp128 }, ptr %22, i32 0, i32 1
  store fp128 %183, ptr %190, align 16
  store fp128 %185, ptr %191, align 16
  %192 = getelementptr inbounds { fp128, fp128 }, ptr %23, i32 0, i32 0
  %193 = getelementptr inbounds { fp128, fp128 }, ptr %23, i32 0, i32 1
  store fp128 %187, ptr %192, align 16
  store fp128 %189, ptr %193, align 16
  call void @cmul(ptr sret({ fp128, fp128 }) align 16 %21, ptr noundef %22, ptr noundef %23) #6
  %194 = getelementptr inbounds { fp128, fp128 }, ptr %21, i32 0, i32 0
  %195 = load fp128, ptr %194, align 16
  %196 = getelementptr inbounds { fp128, fp128 }, ptr %21, i32 0, i32 1
  %197 = load fp128, ptr %196, align 16
  %198 = getelementptr inbounds { fp128, fp128 }, ptr %20, i32 0, i32 0
  %199 = getelementptr inbounds { fp128, fp128 }, ptr %20, i32 0, i32 1
  store fp128 %195, ptr %198, align 16
  store fp128 %197, ptr %199, align 16
  %200 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 0
  %201 = load fp128, ptr %200, align 16
  %202 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 1
  %203 = load fp128, ptr %202, align 16
  %204 = getelementptr inbounds { fp128, fp128 }, ptr %19, i32 0, i32 0
  %205 = load fp128, ptr %204, align 16
  %206 = getelementptr inbounds { fp128, fp128 }, ptr %19, i32 0, i32 1
  %207 = load fp128, ptr %206, align 16
  %208 = getelementptr inbounds { fp128, fp128 }, ptr %26, i32 0, i32 0
  %209 = getelementptr inbounds { fp128, fp128 }, ptr %26, i32 0, i32 1
  store fp128 %201, ptr %208, align 16
  store fp128 %203, ptr %209, align 16
  %210 = getelementptr inbounds { fp128, fp128 }, ptr %27, i32 0, i32 0
  %211 = getelementptr inbounds { fp128, fp128 }, ptr %27, i32 0, i32 1
  store fp128 %205, ptr %210, align 16
  store fp128 %207, ptr %211, align 16
  call void @cdiv(ptr sret({ fp128, fp128 }) align 16 %25, ptr noundef %26, ptr noundef %27) #6
  %212 = getelementptr inbounds { fp128, fp128 }, ptr %25, i32 0, i32 0
  %213 = load fp128, ptr %212, align 16
  %214 = getelementptr inbounds { fp128, fp128 }, ptr %25, i32 0, i32 1
  %215 = load fp128, ptr %214, align 16
  %216 = getelementptr inbounds { fp128, fp128 }, ptr %24, i32 0, i32 0
  %217 = getelementptr inbounds { fp128, fp128 }, ptr %24, i32 0, i32 1
  store fp128 %213, ptr %216, align 16
  store fp128 %215, ptr %217, align 16
  %218 = getelementptr inbounds { fp128, fp128 }, ptr %20, i32 0, i32 0
  %219 = load fp128, ptr %218, align 16
  %220 = getelementptr inbounds { fp128, fp128 }, ptr %20, i32 0, i32 1
  %221 = load fp128, ptr %220, align 16
  %222 = getelementptr inbounds { fp128, fp128 }, ptr %24, i32 0, i32 0
  %223 = load fp128, ptr %222, align 16
  %224 = getelementptr inbounds { fp128, fp128 }, ptr %24, i32 0, i32 1
  %225 = load fp128, ptr %224, align 16
  %226 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.24, fp128 noundef %219, fp128 noundef %221, fp128 noundef %223, fp128 noundef %225) #6
  %227 = getelementptr inbounds [10 x fp128], ptr %28, i64 0, i64 0
  store fp128 0xL00000000000000000000000000000000, ptr %227, align 16
  %228 = getelementptr inbounds fp128, ptr %227, i64 1
  store fp128 0xL00000000000000008000000000000000, ptr %228, align 16
  %229 = getelementptr inbounds fp128, ptr %228, i64 1
  store fp128 0xL00000000000000004000400000000000, ptr %229, align 16
  %230 = getelementptr inbounds fp128, ptr %229, i64 1
  store fp128 0xL00000000000000004000C00000000000, ptr %230, align 16
  %231 = getelementptr inbounds fp128, ptr %230, i64 1
  store fp128 0xL9DBD480000000000406293E5939A08CE, ptr %231, align 16
  %232 = getelementptr inbounds fp128, ptr %231, i64 1
  store fp128 0xL9842D4AE70536E00BFBCD2681472AFFF, ptr %232, align 16
  %233 = getelementptr inbounds fp128, ptr %232, i64 1
  store fp128 0xL18C21AB905450CC373E6A3750647FCAB, ptr %233, align 16
  %234 = getelementptr inbounds fp128, ptr %233, i64 1
  store fp128 0xL3333333333333333400F869FF3333333, ptr %234, align 16
  %235 = getelementptr inbounds fp128, ptr %234, i64 1
  %236 = load fp128, ptr %8, align 16
  store fp128 %236, ptr %235, align 16
  %237 = getelementptr inbounds fp128, ptr %235, i64 1
  %238 = load fp128, ptr %8, align 16
  %239 = fneg fp128 %238
  store fp128 %239, ptr %237, align 16
  store i32 0, ptr %29, align 4
  br label %240

240:                                              ; preds = %258, %113
  %241 = load i32, ptr %29, align 4
  %242 = icmp slt i32 %241, 10
  br i1 %242, label %243, label %261

243:                                              ; preds = %240
  %244 = load i32, ptr %29, align 4
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds [10 x fp128], ptr %28, i64 0, i64 %245
  %247 = load fp128, ptr %246, align 16
  store fp128 %247, ptr %30, align 16
  %248 = load fp128, ptr %30, align 16
  %249 = load fp128, ptr %30, align 16
  %250 = load fp128, ptr %30, align 16
  %251 = load fp128, ptr %30, align 16
  %252 = load fp128, ptr %30, align 16
  %253 = load fp128, ptr %30, align 16
  %254 = load fp128, ptr %30, align 16
  %255 = load fp128, ptr %30, align 16
  %256 = load fp128, ptr %30, align 16
  %257 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.25, fp128 noundef %248, fp128 noundef %249, fp128 noundef %250, fp128 noundef %251, fp128 noundef %252, fp128 noundef %253, fp128 noundef %254, fp128 noundef %255, fp128 noundef %256) #6
  br label %258

258:                                              ; preds = %243
  %259 = load i32, ptr %29, align 4
  %260 = add nsw i32 %259, 1
  store i32 %260, ptr %29, align 4
  br label %240, !llvm.loop !14

261:                                              ; preds = %240
  %262 = load fp128, ptr %7, align 16
  %263 = call fp128 @fabsl(fp128 noundef %262) #6
  %264 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.26, fp128 noundef %263) #6
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
  %13 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.27, ptr noundef %7, i64 noundef %9, i64 noundef %11, fp128 noundef %12) #6
  ret void
}

declare signext i32 @printf(ptr noundef, ...) #3

declare fp128 @fabsl(fp128 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.copysign.f128(fp128, fp128) #1

declare fp128 @sqrtl(fp128 noundef) #3

declare fp128 @fmodl(fp128 noundef, fp128 noundef) #3

declare fp128 @floorl(fp128 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"branch_weights", i32 1, i32 1048575}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
