; ModuleID = 'tests/completeness/half.c'
source_filename = "tests/completeness/half.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %6 = fpext half %5 to float
  %7 = load half, ptr %4, align 2
  %8 = fpext half %7 to float
  %9 = fadd float %6, %8
  %10 = fptrunc float %9 to half
  ret half %10
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
  %10 = fpext half %9 to float
  %11 = load float, ptr %6, align 4
  %12 = fptrunc float %11 to half
  %13 = fpext half %12 to float
  %14 = load i32, ptr %7, align 4
  %15 = sitofp i32 %14 to half
  %16 = fpext half %15 to float
  %17 = load double, ptr %8, align 8
  %18 = fptrunc double %17 to half
  %19 = fpext half %18 to float
  %20 = fdiv float %16, %19
  %21 = fneg float %20
  %22 = call float @llvm.fmuladd.f32(float %10, float %13, float %21)
  %23 = fptrunc float %22 to half
  ret half %23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

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
  %22 = fpext half %21 to float
  %23 = load half, ptr %12, align 2
  %24 = fpext half %23 to float
  %25 = call float @llvm.fmuladd.f32(float %24, float 2.000000e+00, float %22)
  %26 = load half, ptr %13, align 2
  %27 = fpext half %26 to float
  %28 = call float @llvm.fmuladd.f32(float %27, float 3.000000e+00, float %25)
  %29 = load half, ptr %14, align 2
  %30 = fpext half %29 to float
  %31 = call float @llvm.fmuladd.f32(float %30, float 4.000000e+00, float %28)
  %32 = load half, ptr %15, align 2
  %33 = fpext half %32 to float
  %34 = call float @llvm.fmuladd.f32(float %33, float 5.000000e+00, float %31)
  %35 = load half, ptr %16, align 2
  %36 = fpext half %35 to float
  %37 = call float @llvm.fmuladd.f32(float %36, float 6.000000e+00, float %34)
  %38 = load half, ptr %17, align 2
  %39 = fpext half %38 to float
  %40 = call float @llvm.fmuladd.f32(float %39, float 7.000000e+00, float %37)
  %41 = load half, ptr %18, align 2
  %42 = fpext half %41 to float
  %43 = call float @llvm.fmuladd.f32(float %42, float 8.000000e+00, float %40)
  %44 = load half, ptr %19, align 2
  %45 = fpext half %44 to float
  %46 = call float @llvm.fmuladd.f32(float %45, float 9.000000e+00, float %43)
  %47 = load half, ptr %20, align 2
  %48 = fpext half %47 to float
  %49 = call float @llvm.fmuladd.f32(float %48, float 1.000000e+01, float %46)
  %50 = fptrunc float %49 to half
  ret half %50
}

; Function Attrs: noinline nounwind optnone
define dso_local <2 x half> @swap(<2 x half> %0) #2 {
  %2 = alloca %struct.hpair, align 2
  %3 = alloca %struct.hpair, align 2
  store <2 x half> %0, ptr %3, align 2
  %4 = getelementptr inbounds %struct.hpair, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.hpair, ptr %3, i32 0, i32 1
  %6 = load half, ptr %5, align 2
  store half %6, ptr %4, align 2
  %7 = getelementptr inbounds %struct.hpair, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.hpair, ptr %3, i32 0, i32 0
  %9 = load half, ptr %8, align 2
  %10 = fpext half %9 to float
  %11 = fneg float %10
  %12 = fptrunc float %11 to half
  store half %12, ptr %7, align 2
  %13 = load <2 x half>, ptr %2, align 2
  ret <2 x half> %13
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
define dso_local i32 @main() #2 {
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
  %16 = call half @add(half noundef %14, half noundef %15) #5
  store half %16, ptr %2, align 2
  %17 = load half, ptr %1, align 2
  %18 = call i32 @bits(half noundef %17) #5
  %19 = load half, ptr %1, align 2
  %20 = fpext half %19 to double
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %18, double noundef %20) #5
  %22 = load half, ptr %2, align 2
  %23 = call i32 @bits(half noundef %22) #5
  %24 = load half, ptr %2, align 2
  %25 = fpext half %24 to double
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %23, double noundef %25) #5
  %27 = load half, ptr %2, align 2
  %28 = call half @mix(half noundef %27, float noundef 0x3FB99999A0000000, i32 noundef 7, double noundef 3.000000e+00) #5
  %29 = call i32 @bits(half noundef %28) #5
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %29) #5
  %31 = load half, ptr %1, align 2
  %32 = load half, ptr %2, align 2
  %33 = call half @pick(half noundef %31, half noundef %32, i32 noundef 3) #5
  %34 = fpext half %33 to float
  %35 = load half, ptr %1, align 2
  %36 = load half, ptr %2, align 2
  %37 = call half @pick(half noundef %35, half noundef %36, i32 noundef 1) #5
  %38 = fpext half %37 to float
  %39 = fadd float %34, %38
  %40 = fptrunc float %39 to half
  %41 = call i32 @bits(half noundef %40) #5
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %41) #5
  %43 = call half @many(half noundef 0xH3C00, half noundef 0xH4000, half noundef 0xH4200, half noundef 0xH4400, half noundef 0xH4500, half noundef 0xH4600, half noundef 0xH4700, half noundef 0xH4800, half noundef 0xH4880, half noundef 0xH4900) #5
  %44 = call i32 @bits(half noundef %43) #5
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %44) #5
  store half 0xH0000, ptr %3, align 2
  store i32 0, ptr %4, align 4
  br label %46

46:                                               ; preds = %63, %0
  %47 = load i32, ptr %4, align 4
  %48 = icmp slt i32 %47, 5
  br i1 %48, label %49, label %66

49:                                               ; preds = %46
  %50 = load half, ptr %3, align 2
  %51 = fpext half %50 to float
  %52 = load i32, ptr %4, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [5 x half], ptr @table, i64 0, i64 %53
  %55 = load half, ptr %54, align 2
  %56 = fpext half %55 to float
  %57 = load i32, ptr %4, align 4
  %58 = sitofp i32 %57 to half
  %59 = fpext half %58 to float
  %60 = fmul float %56, %59
  %61 = call float @llvm.fmuladd.f32(float %51, float 5.000000e-01, float %60)
  %62 = fptrunc float %61 to half
  store half %62, ptr %3, align 2
  br label %63

63:                                               ; preds = %49
  %64 = load i32, ptr %4, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %4, align 4
  br label %46, !llvm.loop !5

66:                                               ; preds = %46
  %67 = load half, ptr %3, align 2
  %68 = call i32 @bits(half noundef %67) #5
  %69 = load half, ptr %3, align 2
  %70 = fpext half %69 to double
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %68, double noundef %70) #5
  store half 0xH3C00, ptr %5, align 2
  store i32 0, ptr %6, align 4
  br label %72

72:                                               ; preds = %75, %66
  %73 = load half, ptr %5, align 2
  %74 = fcmp ogt half %73, 0xH0000
  br i1 %74, label %75, label %82

75:                                               ; preds = %72
  %76 = load half, ptr %5, align 2
  %77 = fpext half %76 to float
  %78 = fdiv float %77, 3.000000e+00
  %79 = fptrunc float %78 to half
  store half %79, ptr %5, align 2
  %80 = load i32, ptr %6, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %6, align 4
  br label %72, !llvm.loop !7

82:                                               ; preds = %72
  %83 = load i32, ptr %6, align 4
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %83) #5
  store half 0xH7E00, ptr %7, align 2
  store half 0xH7C00, ptr %8, align 2
  %85 = getelementptr inbounds [6 x half], ptr %9, i64 0, i64 0
  store half 0xH3C00, ptr %85, align 2
  %86 = getelementptr inbounds half, ptr %85, i64 1
  store half 0xH4000, ptr %86, align 2
  %87 = getelementptr inbounds half, ptr %86, i64 1
  store half 0xH8000, ptr %87, align 2
  %88 = getelementptr inbounds half, ptr %87, i64 1
  store half 0xH0000, ptr %88, align 2
  %89 = getelementptr inbounds half, ptr %88, i64 1
  %90 = load half, ptr %7, align 2
  store half %90, ptr %89, align 2
  %91 = getelementptr inbounds half, ptr %89, i64 1
  %92 = load half, ptr %8, align 2
  store half %92, ptr %91, align 2
  store i32 0, ptr %10, align 4
  br label %93

93:                                               ; preds = %117, %82
  %94 = load i32, ptr %10, align 4
  %95 = icmp slt i32 %94, 6
  br i1 %95, label %96, label %120

96:                                               ; preds = %93
  store i32 0, ptr %11, align 4
  br label %97

97:                                               ; preds = %113, %96
  %98 = load i32, ptr %11, align 4
  %99 = icmp slt i32 %98, 6
  br i1 %99, label %100, label %116

100:                                              ; preds = %97
  %101 = load i32, ptr %10, align 4
  %102 = load i32, ptr %11, align 4
  %103 = load i32, ptr %10, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [6 x half], ptr %9, i64 0, i64 %104
  %106 = load half, ptr %105, align 2
  %107 = load i32, ptr %11, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [6 x half], ptr %9, i64 0, i64 %108
  %110 = load half, ptr %109, align 2
  %111 = call i32 @compare(half noundef %106, half noundef %110) #5
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %101, i32 noundef %102, i32 noundef %111) #5
  br label %113

113:                                              ; preds = %100
  %114 = load i32, ptr %11, align 4
  %115 = add nsw i32 %114, 2
  store i32 %115, ptr %11, align 4
  br label %97, !llvm.loop !8

116:                                              ; preds = %97
  br label %117

117:                                              ; preds = %116
  %118 = load i32, ptr %10, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %10, align 4
  br label %93, !llvm.loop !9

120:                                              ; preds = %93
  %121 = load half, ptr %2, align 2
  %122 = fpext half %121 to float
  %123 = fneg float %122
  %124 = fmul float %123, 1.000000e+02
  %125 = fptrunc float %124 to half
  %126 = fptosi half %125 to i32
  %127 = load half, ptr %2, align 2
  %128 = fpext half %127 to float
  %129 = fmul float %128, 1.000000e+03
  %130 = fptrunc float %129 to half
  %131 = fptoui half %130 to i32
  %132 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 2), align 2
  %133 = fptosi half %132 to i64
  %134 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 3), align 2
  %135 = fptosi half %134 to i32
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %126, i32 noundef %131, i64 noundef %133, i32 noundef %135) #5
  %137 = call i32 @bits(half noundef 0xHE4D2) #5
  %138 = call i32 @bits(half noundef 0xH7C00) #5
  %139 = call i32 @bits(half noundef 0xH6800) #5
  %140 = call i32 @bits(half noundef 0xHFBFF) #5
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %137, i32 noundef %138, i32 noundef %139, i32 noundef %140) #5
  %142 = call i32 @bits(half noundef 0xH2E66) #5
  %143 = call i32 @bits(half noundef 0xH2E66) #5
  %144 = call i32 @bits(half noundef 0xH0000) #5
  %145 = call i32 @bits(half noundef 0xH7C00) #5
  %146 = call i32 @bits(half noundef 0xHFC00) #5
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %142, i32 noundef %143, i32 noundef %144, i32 noundef %145, i32 noundef %146) #5
  %148 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 3), align 2
  %149 = fpext half %148 to double
  %150 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 4), align 2
  %151 = fpext half %150 to float
  %152 = fpext float %151 to double
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %149, double noundef %152) #5
  %154 = load half, ptr %2, align 2
  %155 = fpext half %154 to float
  %156 = fneg float %155
  %157 = fptrunc float %156 to half
  %158 = call i32 @bits(half noundef %157) #5
  %159 = load half, ptr %2, align 2
  %160 = fpext half %159 to float
  %161 = fneg float %160
  %162 = fptrunc float %161 to half
  %163 = call half @llvm.fabs.f16(half %162)
  %164 = call i32 @bits(half noundef %163) #5
  %165 = load half, ptr %2, align 2
  %166 = call half @llvm.copysign.f16(half %165, half 0xH8000)
  %167 = call i32 @bits(half noundef %166) #5
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %158, i32 noundef %164, i32 noundef %167) #5
  %169 = getelementptr inbounds %struct.hpair, ptr %13, i32 0, i32 0
  store half 0xH3E00, ptr %169, align 2
  %170 = getelementptr inbounds %struct.hpair, ptr %13, i32 0, i32 1
  store half 0xHC080, ptr %170, align 2
  %171 = load <2 x half>, ptr %13, align 2
  %172 = call <2 x half> @swap(<2 x half> %171) #5
  store <2 x half> %172, ptr %12, align 2
  %173 = getelementptr inbounds %struct.hpair, ptr %12, i32 0, i32 0
  %174 = load half, ptr %173, align 2
  %175 = call i32 @bits(half noundef %174) #5
  %176 = getelementptr inbounds %struct.hpair, ptr %12, i32 0, i32 1
  %177 = load half, ptr %176, align 2
  %178 = call i32 @bits(half noundef %177) #5
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %175, i32 noundef %178) #5
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #3

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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="32" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin "no-builtins" }

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
