; ModuleID = 'tests/completeness/half.c'
source_filename = "tests/completeness/half.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local half @mix(half noundef %0, float noundef %1, i32 noundef signext %2, double noundef %3) #0 {
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
define dso_local half @pick(half noundef %0, half noundef %1, i32 noundef signext %2) #0 {
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
define dso_local i64 @swap(i64 %0) #0 {
  %2 = alloca %struct.hpair, align 2
  %3 = alloca %struct.hpair, align 2
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %3, ptr align 8 %4, i64 4, i1 false)
  %6 = getelementptr inbounds %struct.hpair, ptr %2, i32 0, i32 0
  %7 = getelementptr inbounds %struct.hpair, ptr %3, i32 0, i32 1
  %8 = load half, ptr %7, align 2
  store half %8, ptr %6, align 2
  %9 = getelementptr inbounds %struct.hpair, ptr %2, i32 0, i32 1
  %10 = getelementptr inbounds %struct.hpair, ptr %3, i32 0, i32 0
  %11 = load half, ptr %10, align 2
  %12 = fpext half %11 to float
  %13 = fneg float %12
  %14 = fptrunc float %13 to half
  store half %14, ptr %9, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 2 %2, i64 4, i1 false)
  %15 = load i64, ptr %5, align 8
  ret i64 %15
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @compare(half noundef %0, half noundef %1) #0 {
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
define dso_local signext i32 @main() #0 {
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
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  store half 0xH3555, ptr %1, align 2
  %16 = load half, ptr @table, align 2
  %17 = load half, ptr %1, align 2
  %18 = call half @add(half noundef %16, half noundef %17) #4
  store half %18, ptr %2, align 2
  %19 = load half, ptr %1, align 2
  %20 = call signext i32 @bits(half noundef %19) #4
  %21 = load half, ptr %1, align 2
  %22 = fpext half %21 to double
  %23 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %20, double noundef %22) #4
  %24 = load half, ptr %2, align 2
  %25 = call signext i32 @bits(half noundef %24) #4
  %26 = load half, ptr %2, align 2
  %27 = fpext half %26 to double
  %28 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %25, double noundef %27) #4
  %29 = load half, ptr %2, align 2
  %30 = call half @mix(half noundef %29, float noundef 0x3FB99999A0000000, i32 noundef signext 7, double noundef 3.000000e+00) #4
  %31 = call signext i32 @bits(half noundef %30) #4
  %32 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %31) #4
  %33 = load half, ptr %1, align 2
  %34 = load half, ptr %2, align 2
  %35 = call half @pick(half noundef %33, half noundef %34, i32 noundef signext 3) #4
  %36 = fpext half %35 to float
  %37 = load half, ptr %1, align 2
  %38 = load half, ptr %2, align 2
  %39 = call half @pick(half noundef %37, half noundef %38, i32 noundef signext 1) #4
  %40 = fpext half %39 to float
  %41 = fadd float %36, %40
  %42 = fptrunc float %41 to half
  %43 = call signext i32 @bits(half noundef %42) #4
  %44 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %43) #4
  %45 = call half @many(half noundef 0xH3C00, half noundef 0xH4000, half noundef 0xH4200, half noundef 0xH4400, half noundef 0xH4500, half noundef 0xH4600, half noundef 0xH4700, half noundef 0xH4800, half noundef 0xH4880, half noundef 0xH4900) #4
  %46 = call signext i32 @bits(half noundef %45) #4
  %47 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %46) #4
  store half 0xH0000, ptr %3, align 2
  store i32 0, ptr %4, align 4
  br label %48

48:                                               ; preds = %65, %0
  %49 = load i32, ptr %4, align 4
  %50 = icmp slt i32 %49, 5
  br i1 %50, label %51, label %68

51:                                               ; preds = %48
  %52 = load half, ptr %3, align 2
  %53 = fpext half %52 to float
  %54 = load i32, ptr %4, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [5 x half], ptr @table, i64 0, i64 %55
  %57 = load half, ptr %56, align 2
  %58 = fpext half %57 to float
  %59 = load i32, ptr %4, align 4
  %60 = sitofp i32 %59 to half
  %61 = fpext half %60 to float
  %62 = fmul float %58, %61
  %63 = call float @llvm.fmuladd.f32(float %53, float 5.000000e-01, float %62)
  %64 = fptrunc float %63 to half
  store half %64, ptr %3, align 2
  br label %65

65:                                               ; preds = %51
  %66 = load i32, ptr %4, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %4, align 4
  br label %48, !llvm.loop !7

68:                                               ; preds = %48
  %69 = load half, ptr %3, align 2
  %70 = call signext i32 @bits(half noundef %69) #4
  %71 = load half, ptr %3, align 2
  %72 = fpext half %71 to double
  %73 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %70, double noundef %72) #4
  store half 0xH3C00, ptr %5, align 2
  store i32 0, ptr %6, align 4
  br label %74

74:                                               ; preds = %77, %68
  %75 = load half, ptr %5, align 2
  %76 = fcmp ogt half %75, 0xH0000
  br i1 %76, label %77, label %84

77:                                               ; preds = %74
  %78 = load half, ptr %5, align 2
  %79 = fpext half %78 to float
  %80 = fdiv float %79, 3.000000e+00
  %81 = fptrunc float %80 to half
  store half %81, ptr %5, align 2
  %82 = load i32, ptr %6, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %6, align 4
  br label %74, !llvm.loop !9

84:                                               ; preds = %74
  %85 = load i32, ptr %6, align 4
  %86 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %85) #4
  store half 0xH7E00, ptr %7, align 2
  store half 0xH7C00, ptr %8, align 2
  %87 = getelementptr inbounds [6 x half], ptr %9, i64 0, i64 0
  store half 0xH3C00, ptr %87, align 2
  %88 = getelementptr inbounds half, ptr %87, i64 1
  store half 0xH4000, ptr %88, align 2
  %89 = getelementptr inbounds half, ptr %88, i64 1
  store half 0xH8000, ptr %89, align 2
  %90 = getelementptr inbounds half, ptr %89, i64 1
  store half 0xH0000, ptr %90, align 2
  %91 = getelementptr inbounds half, ptr %90, i64 1
  %92 = load half, ptr %7, align 2
  store half %92, ptr %91, align 2
  %93 = getelementptr inbounds half, ptr %91, i64 1
  %94 = load half, ptr %8, align 2
  store half %94, ptr %93, align 2
  store i32 0, ptr %10, align 4
  br label %95

95:                                               ; preds = %119, %84
  %96 = load i32, ptr %10, align 4
  %97 = icmp slt i32 %96, 6
  br i1 %97, label %98, label %122

98:                                               ; preds = %95
  store i32 0, ptr %11, align 4
  br label %99

99:                                               ; preds = %115, %98
  %100 = load i32, ptr %11, align 4
  %101 = icmp slt i32 %100, 6
  br i1 %101, label %102, label %118

102:                                              ; preds = %99
  %103 = load i32, ptr %10, align 4
  %104 = load i32, ptr %11, align 4
  %105 = load i32, ptr %10, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [6 x half], ptr %9, i64 0, i64 %106
  %108 = load half, ptr %107, align 2
  %109 = load i32, ptr %11, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [6 x half], ptr %9, i64 0, i64 %110
  %112 = load half, ptr %111, align 2
  %113 = call signext i32 @compare(half noundef %108, half noundef %112) #4
  %114 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %103, i32 noundef signext %104, i32 noundef signext %113) #4
  br label %115

115:                                              ; preds = %102
  %116 = load i32, ptr %11, align 4
  %117 = add nsw i32 %116, 2
  store i32 %117, ptr %11, align 4
  br label %99, !llvm.loop !10

118:                                              ; preds = %99
  br label %119

119:                                              ; preds = %118
  %120 = load i32, ptr %10, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %10, align 4
  br label %95, !llvm.loop !11

122:                                              ; preds = %95
  %123 = load half, ptr %2, align 2
  %124 = fpext half %123 to float
  %125 = fneg float %124
  %126 = fmul float %125, 1.000000e+02
  %127 = fptrunc float %126 to half
  %128 = fptosi half %127 to i32
  %129 = load half, ptr %2, align 2
  %130 = fpext half %129 to float
  %131 = fmul float %130, 1.000000e+03
  %132 = fptrunc float %131 to half
  %133 = fptoui half %132 to i32
  %134 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 2), align 2
  %135 = fptosi half %134 to i64
  %136 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 3), align 2
  %137 = fptosi half %136 to i32
  %138 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %128, i32 noundef signext %133, i64 noundef %135, i32 noundef signext %137) #4
  %139 = call signext i32 @bits(half noundef 0xHE4D2) #4
  %140 = call signext i32 @bits(half noundef 0xH7C00) #4
  %141 = call signext i32 @bits(half noundef 0xH6800) #4
  %142 = call signext i32 @bits(half noundef 0xHFBFF) #4
  %143 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef signext %139, i32 noundef signext %140, i32 noundef signext %141, i32 noundef signext %142) #4
  %144 = call signext i32 @bits(half noundef 0xH2E66) #4
  %145 = call signext i32 @bits(half noundef 0xH2E66) #4
  %146 = call signext i32 @bits(half noundef 0xH0000) #4
  %147 = call signext i32 @bits(half noundef 0xH7C00) #4
  %148 = call signext i32 @bits(half noundef 0xHFC00) #4
  %149 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %144, i32 noundef signext %145, i32 noundef signext %146, i32 noundef signext %147, i32 noundef signext %148) #4
  %150 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 3), align 2
  %151 = fpext half %150 to double
  %152 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 4), align 2
  %153 = fpext half %152 to float
  %154 = fpext float %153 to double
  %155 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %151, double noundef %154) #4
  %156 = load half, ptr %2, align 2
  %157 = fpext half %156 to float
  %158 = fneg float %157
  %159 = fptrunc float %158 to half
  %160 = call signext i32 @bits(half noundef %159) #4
  %161 = load half, ptr %2, align 2
  %162 = fpext half %161 to float
  %163 = fneg float %162
  %164 = fptrunc float %163 to half
  %165 = call half @llvm.fabs.f16(half %164)
  %166 = call signext i32 @bits(half noundef %165) #4
  %167 = load half, ptr %2, align 2
  %168 = call half @llvm.copysign.f16(half %167, half 0xH8000)
  %169 = call signext i32 @bits(half noundef %168) #4
  %170 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %160, i32 noundef signext %166, i32 noundef signext %169) #4
  %171 = getelementptr inbounds %struct.hpair, ptr %13, i32 0, i32 0
  store half 0xH3E00, ptr %171, align 2
  %172 = getelementptr inbounds %struct.hpair, ptr %13, i32 0, i32 1
  store half 0xHC080, ptr %172, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 2 %13, i64 4, i1 false)
  %173 = load i64, ptr %14, align 8
  %174 = call i64 @swap(i64 %173) #4
  store i64 %174, ptr %15, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %12, ptr align 8 %15, i64 4, i1 false)
  %175 = getelementptr inbounds %struct.hpair, ptr %12, i32 0, i32 0
  %176 = load half, ptr %175, align 2
  %177 = call signext i32 @bits(half noundef %176) #4
  %178 = getelementptr inbounds %struct.hpair, ptr %12, i32 0, i32 1
  %179 = load half, ptr %178, align 2
  %180 = call signext i32 @bits(half noundef %179) #4
  %181 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef signext %177, i32 noundef signext %180) #4
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define internal signext i32 @bits(half noundef %0) #0 {
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

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nobuiltin "no-builtins" }

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
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
