; ModuleID = 'tests/completeness/half.c'
source_filename = "tests/completeness/half.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.hpair = type { half, half }

@table = dso_local global [5 x half] [half 0xH3C00, half 0xHC100, half 0xH7BFF, half 0xH03FF, half 0xH2E66], align 2
@.str = private unnamed_addr constant [18 x i8] c"third %04x %.10g\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"y %04x %.10g\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"mix %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"pick %04x\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"many %04x\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"loop %04x %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"underflow after %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"cmp %d %d %02x\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"to int %d %u %lld %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"from int %04x %04x %04x %04x\0A\00", align 1
@.str.10 = private unnamed_addr constant [34 x i8] c"from fp %04x %04x %04x %04x %04x\0A\00", align 1
@.str.11 = private unnamed_addr constant [13 x i8] c"to fp %a %a\0A\00", align 1
@.str.12 = private unnamed_addr constant [33 x i8] c"neg %04x abs %04x copysign %04x\0A\00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"pair %04x %04x\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local half @add(half noundef %0, half noundef %1) #0 {
  %3 = alloca half, align 2
  %4 = alloca half, align 2
  store half %0, ptr %3, align 2
  store half %1, ptr %4, align 2
  %5 = load half, ptr %3, align 2
  %6 = load half, ptr %4, align 2
  %7 = fadd half %5, %6
  ret half %7
}

; Function Attrs: noinline nounwind optnone
define dso_local half @mix(half noundef %0, float noundef %1, i32 noundef %2, double noundef %3) #0 {
  %5 = alloca half, align 2
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store half %0, ptr %5, align 2
  store float %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store double %3, ptr %8, align 8
  %9 = load half, ptr %5, align 2
  %10 = load float, ptr %6, align 4
  %11 = fptrunc float %10 to half
  %12 = load i32, ptr %7, align 4
  %13 = sitofp i32 %12 to half
  %14 = load double, ptr %8, align 8
  %15 = fptrunc double %14 to half
  %16 = fdiv half %13, %15
  %17 = fneg half %16
  %18 = call half @llvm.fmuladd.f16(half %9, half %11, half %17)
  ret half %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #1

; Function Attrs: noinline nounwind optnone
define dso_local half @pick(half noundef %0, half noundef %1, i32 noundef %2) #0 {
  %4 = alloca half, align 2
  %5 = alloca half, align 2
  %6 = alloca i32, align 4
  store half %0, ptr %4, align 2
  store half %1, ptr %5, align 2
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = icmp sgt i32 %7, 2
  br i1 %8, label %9, label %11

9:                                                ; preds = %3
  %10 = load half, ptr %4, align 2
  br label %13

11:                                               ; preds = %3
  %12 = load half, ptr %5, align 2
  br label %13

13:                                               ; preds = %11, %9
  %14 = phi half [ %10, %9 ], [ %12, %11 ]
  ret half %14
}

; Function Attrs: noinline nounwind optnone
define dso_local half @many(half noundef %0, half noundef %1, half noundef %2, half noundef %3, half noundef %4, half noundef %5, half noundef %6, half noundef %7, half noundef %8, half noundef %9) #0 {
  %11 = alloca half, align 2
  %12 = alloca half, align 2
  %13 = alloca half, align 2
  %14 = alloca half, align 2
  %15 = alloca half, align 2
  %16 = alloca half, align 2
  %17 = alloca half, align 2
  %18 = alloca half, align 2
  %19 = alloca half, align 2
  %20 = alloca half, align 2
  store half %0, ptr %11, align 2
  store half %1, ptr %12, align 2
  store half %2, ptr %13, align 2
  store half %3, ptr %14, align 2
  store half %4, ptr %15, align 2
  store half %5, ptr %16, align 2
  store half %6, ptr %17, align 2
  store half %7, ptr %18, align 2
  store half %8, ptr %19, align 2
  store half %9, ptr %20, align 2
  %21 = load half, ptr %11, align 2
  %22 = load half, ptr %12, align 2
  %23 = call half @llvm.fmuladd.f16(half %22, half 0xH4000, half %21)
  %24 = load half, ptr %13, align 2
  %25 = call half @llvm.fmuladd.f16(half %24, half 0xH4200, half %23)
  %26 = load half, ptr %14, align 2
  %27 = call half @llvm.fmuladd.f16(half %26, half 0xH4400, half %25)
  %28 = load half, ptr %15, align 2
  %29 = call half @llvm.fmuladd.f16(half %28, half 0xH4500, half %27)
  %30 = load half, ptr %16, align 2
  %31 = call half @llvm.fmuladd.f16(half %30, half 0xH4600, half %29)
  %32 = load half, ptr %17, align 2
  %33 = call half @llvm.fmuladd.f16(half %32, half 0xH4700, half %31)
  %34 = load half, ptr %18, align 2
  %35 = call half @llvm.fmuladd.f16(half %34, half 0xH4800, half %33)
  %36 = load half, ptr %19, align 2
  %37 = call half @llvm.fmuladd.f16(half %36, half 0xH4880, half %35)
  %38 = load half, ptr %20, align 2
  %39 = call half @llvm.fmuladd.f16(half %38, half 0xH4900, half %37)
  ret half %39
}

; Function Attrs: noinline nounwind optnone
define dso_local %struct.hpair @swap([2 x half] %0) #0 {
  %2 = alloca %struct.hpair, align 2
  %3 = alloca %struct.hpair, align 2
  store [2 x half] %0, ptr %3, align 2
  %4 = getelementptr inbounds %struct.hpair, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.hpair, ptr %3, i32 0, i32 1
  %6 = load half, ptr %5, align 2
  store half %6, ptr %4, align 2
  %7 = getelementptr inbounds %struct.hpair, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.hpair, ptr %3, i32 0, i32 0
  %9 = load half, ptr %8, align 2
  %10 = fneg half %9
  store half %10, ptr %7, align 2
  %11 = load %struct.hpair, ptr %2, align 2
  ret %struct.hpair %11
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @compare(half noundef %0, half noundef %1) #0 {
  %3 = alloca half, align 2
  %4 = alloca half, align 2
  store half %0, ptr %3, align 2
  store half %1, ptr %4, align 2
  %5 = load half, ptr %3, align 2
  %6 = load half, ptr %4, align 2
  %7 = fcmp oeq half %5, %6
  %8 = zext i1 %7 to i32
  %9 = load half, ptr %3, align 2
  %10 = load half, ptr %4, align 2
  %11 = fcmp une half %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load half, ptr %3, align 2
  %16 = load half, ptr %4, align 2
  %17 = fcmp olt half %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load half, ptr %3, align 2
  %22 = load half, ptr %4, align 2
  %23 = fcmp ole half %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load half, ptr %3, align 2
  %28 = load half, ptr %4, align 2
  %29 = fcmp ogt half %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load half, ptr %3, align 2
  %34 = load half, ptr %4, align 2
  %35 = fcmp oge half %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  %39 = load half, ptr %3, align 2
  %40 = load half, ptr %4, align 2
  %41 = fcmp uno half %39, %40
  %42 = zext i1 %41 to i32
  %43 = shl i32 %42, 6
  %44 = or i32 %38, %43
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca half, align 2
  %2 = alloca half, align 2
  %3 = alloca half, align 2
  %4 = alloca i32, align 4
  %5 = alloca half, align 2
  %6 = alloca i32, align 4
  %7 = alloca half, align 2
  %8 = alloca half, align 2
  %9 = alloca [6 x half], align 2
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.hpair, align 2
  %13 = alloca %struct.hpair, align 2
  store half 0xH3555, ptr %1, align 2
  %14 = load half, ptr @table, align 2
  %15 = load half, ptr %1, align 2
  %16 = call half @add(half noundef %14, half noundef %15) #4
  store half %16, ptr %2, align 2
  %17 = load half, ptr %1, align 2
  %18 = call i32 @bits(half noundef %17) #4
  %19 = load half, ptr %1, align 2
  %20 = fpext half %19 to double
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %18, double noundef %20) #4
  %22 = load half, ptr %2, align 2
  %23 = call i32 @bits(half noundef %22) #4
  %24 = load half, ptr %2, align 2
  %25 = fpext half %24 to double
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %23, double noundef %25) #4
  %27 = load half, ptr %2, align 2
  %28 = call half @mix(half noundef %27, float noundef 0x3FB99999A0000000, i32 noundef 7, double noundef 3.000000e+00) #4
  %29 = call i32 @bits(half noundef %28) #4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %29) #4
  %31 = load half, ptr %1, align 2
  %32 = load half, ptr %2, align 2
  %33 = call half @pick(half noundef %31, half noundef %32, i32 noundef 3) #4
  %34 = load half, ptr %1, align 2
  %35 = load half, ptr %2, align 2
  %36 = call half @pick(half noundef %34, half noundef %35, i32 noundef 1) #4
  %37 = fadd half %33, %36
  %38 = call i32 @bits(half noundef %37) #4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %38) #4
  %40 = call half @many(half noundef 0xH3C00, half noundef 0xH4000, half noundef 0xH4200, half noundef 0xH4400, half noundef 0xH4500, half noundef 0xH4600, half noundef 0xH4700, half noundef 0xH4800, half noundef 0xH4880, half noundef 0xH4900) #4
  %41 = call i32 @bits(half noundef %40) #4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %41) #4
  store half 0xH0000, ptr %3, align 2
  store i32 0, ptr %4, align 4
  br label %43

43:                                               ; preds = %56, %0
  %44 = load i32, ptr %4, align 4
  %45 = icmp slt i32 %44, 5
  br i1 %45, label %46, label %59

46:                                               ; preds = %43
  %47 = load half, ptr %3, align 2
  %48 = load i32, ptr %4, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [5 x half], ptr @table, i64 0, i64 %49
  %51 = load half, ptr %50, align 2
  %52 = load i32, ptr %4, align 4
  %53 = sitofp i32 %52 to half
  %54 = fmul half %51, %53
  %55 = call half @llvm.fmuladd.f16(half %47, half 0xH3800, half %54)
  store half %55, ptr %3, align 2
  br label %56

56:                                               ; preds = %46
  %57 = load i32, ptr %4, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %4, align 4
  br label %43, !llvm.loop !5

59:                                               ; preds = %43
  %60 = load half, ptr %3, align 2
  %61 = call i32 @bits(half noundef %60) #4
  %62 = load half, ptr %3, align 2
  %63 = fpext half %62 to double
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %61, double noundef %63) #4
  store half 0xH3C00, ptr %5, align 2
  store i32 0, ptr %6, align 4
  br label %65

65:                                               ; preds = %68, %59
  %66 = load half, ptr %5, align 2
  %67 = fcmp ogt half %66, 0xH0000
  br i1 %67, label %68, label %73

68:                                               ; preds = %65
  %69 = load half, ptr %5, align 2
  %70 = fdiv half %69, 0xH4200
  store half %70, ptr %5, align 2
  %71 = load i32, ptr %6, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %6, align 4
  br label %65, !llvm.loop !7

73:                                               ; preds = %65
  %74 = load i32, ptr %6, align 4
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %74) #4
  store half 0xH7E00, ptr %7, align 2
  store half 0xH7C00, ptr %8, align 2
  %76 = getelementptr inbounds [6 x half], ptr %9, i64 0, i64 0
  store half 0xH3C00, ptr %76, align 2
  %77 = getelementptr inbounds half, ptr %76, i64 1
  store half 0xH4000, ptr %77, align 2
  %78 = getelementptr inbounds half, ptr %77, i64 1
  store half 0xH8000, ptr %78, align 2
  %79 = getelementptr inbounds half, ptr %78, i64 1
  store half 0xH0000, ptr %79, align 2
  %80 = getelementptr inbounds half, ptr %79, i64 1
  %81 = load half, ptr %7, align 2
  store half %81, ptr %80, align 2
  %82 = getelementptr inbounds half, ptr %80, i64 1
  %83 = load half, ptr %8, align 2
  store half %83, ptr %82, align 2
  store i32 0, ptr %10, align 4
  br label %84

84:                                               ; preds = %108, %73
  %85 = load i32, ptr %10, align 4
  %86 = icmp slt i32 %85, 6
  br i1 %86, label %87, label %111

87:                                               ; preds = %84
  store i32 0, ptr %11, align 4
  br label %88

88:                                               ; preds = %104, %87
  %89 = load i32, ptr %11, align 4
  %90 = icmp slt i32 %89, 6
  br i1 %90, label %91, label %107

91:                                               ; preds = %88
  %92 = load i32, ptr %10, align 4
  %93 = load i32, ptr %11, align 4
  %94 = load i32, ptr %10, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [6 x half], ptr %9, i64 0, i64 %95
  %97 = load half, ptr %96, align 2
  %98 = load i32, ptr %11, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [6 x half], ptr %9, i64 0, i64 %99
  %101 = load half, ptr %100, align 2
  %102 = call i32 @compare(half noundef %97, half noundef %101) #4
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %92, i32 noundef %93, i32 noundef %102) #4
  br label %104

104:                                              ; preds = %91
  %105 = load i32, ptr %11, align 4
  %106 = add nsw i32 %105, 2
  store i32 %106, ptr %11, align 4
  br label %88, !llvm.loop !8

107:                                              ; preds = %88
  br label %108

108:                                              ; preds = %107
  %109 = load i32, ptr %10, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %10, align 4
  br label %84, !llvm.loop !9

111:                                              ; preds = %84
  %112 = load half, ptr %2, align 2
  %113 = fneg half %112
  %114 = fmul half %113, 0xH5640
  %115 = fptosi half %114 to i32
  %116 = load half, ptr %2, align 2
  %117 = fmul half %116, 0xH63D0
  %118 = fptoui half %117 to i32
  %119 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 2), align 2
  %120 = fptosi half %119 to i64
  %121 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 3), align 2
  %122 = fptosi half %121 to i32
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %115, i32 noundef %118, i64 noundef %120, i32 noundef %122) #4
  %124 = call i32 @bits(half noundef 0xHE4D2) #4
  %125 = call i32 @bits(half noundef 0xH7C00) #4
  %126 = call i32 @bits(half noundef 0xH6800) #4
  %127 = call i32 @bits(half noundef 0xHFBFF) #4
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %124, i32 noundef %125, i32 noundef %126, i32 noundef %127) #4
  %129 = call i32 @bits(half noundef 0xH2E66) #4
  %130 = call i32 @bits(half noundef 0xH2E66) #4
  %131 = call i32 @bits(half noundef 0xH0000) #4
  %132 = call i32 @bits(half noundef 0xH7C00) #4
  %133 = call i32 @bits(half noundef 0xHFC00) #4
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %129, i32 noundef %130, i32 noundef %131, i32 noundef %132, i32 noundef %133) #4
  %135 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 3), align 2
  %136 = fpext half %135 to double
  %137 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 4), align 2
  %138 = fpext half %137 to float
  %139 = fpext float %138 to double
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %136, double noundef %139) #4
  %141 = load half, ptr %2, align 2
  %142 = fneg half %141
  %143 = call i32 @bits(half noundef %142) #4
  %144 = load half, ptr %2, align 2
  %145 = fneg half %144
  %146 = call half @llvm.fabs.f16(half %145)
  %147 = call i32 @bits(half noundef %146) #4
  %148 = load half, ptr %2, align 2
  %149 = call half @llvm.copysign.f16(half %148, half 0xH8000)
  %150 = call i32 @bits(half noundef %149) #4
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %143, i32 noundef %147, i32 noundef %150) #4
  %152 = getelementptr inbounds %struct.hpair, ptr %13, i32 0, i32 0
  store half 0xH3E00, ptr %152, align 2
  %153 = getelementptr inbounds %struct.hpair, ptr %13, i32 0, i32 1
  store half 0xHC080, ptr %153, align 2
  %154 = load [2 x half], ptr %13, align 2
  %155 = call %struct.hpair @swap([2 x half] %154) #4
  %156 = getelementptr inbounds %struct.hpair, ptr %12, i32 0, i32 0
  %157 = extractvalue %struct.hpair %155, 0
  store half %157, ptr %156, align 2
  %158 = getelementptr inbounds %struct.hpair, ptr %12, i32 0, i32 1
  %159 = extractvalue %struct.hpair %155, 1
  store half %159, ptr %158, align 2
  %160 = getelementptr inbounds %struct.hpair, ptr %12, i32 0, i32 0
  %161 = load half, ptr %160, align 2
  %162 = call i32 @bits(half noundef %161) #4
  %163 = getelementptr inbounds %struct.hpair, ptr %12, i32 0, i32 1
  %164 = load half, ptr %163, align 2
  %165 = call i32 @bits(half noundef %164) #4
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %162, i32 noundef %165) #4
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @bits(half noundef %0) #0 {
  %2 = alloca half, align 2
  %3 = alloca i16, align 2
  store half %0, ptr %2, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %3, ptr align 2 %2, i64 2, i1 false)
  %4 = load i16, ptr %3, align 2
  %5 = zext i16 %4 to i32
  ret i32 %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.copysign.f16(half, half) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
