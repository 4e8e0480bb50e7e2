; ModuleID = 'tests/programs/struct_small.c'
source_filename = "tests/programs/struct_small.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.mixed = type { i8, i16, i32 }
%struct.pair = type { i32, i32 }
%struct.fpair = type { float, float }
%struct.dpair = type { double, double }
%struct.ld = type { i64, double }
%struct.bytes3 = type { i8, i8, i8 }
%struct.one = type { i64 }

@.str = private unnamed_addr constant [12 x i8] c"pair %d %d\0A\00", align 1
@__const.main.m = private unnamed_addr constant %struct.mixed { i8 97, i16 1000, i32 77 }, align 4
@.str.1 = private unnamed_addr constant [16 x i8] c"mixed %c %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"fpair %.2f %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"dpair %.3f %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"ld %lld %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"bytes3 %u %u %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"one %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"many %d\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [3 x %struct.pair] [%struct.pair { i32 1, i32 1 }, %struct.pair { i32 2, i32 3 }, %struct.pair { i32 5, i32 8 }], align 16
@.str.8 = private unnamed_addr constant [11 x i8] c"acc %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %struct.pair, align 4
  %2 = alloca %struct.pair, align 4
  %3 = alloca %struct.pair, align 4
  %4 = alloca %struct.mixed, align 4
  %5 = alloca %struct.mixed, align 4
  %6 = alloca %struct.mixed, align 4
  %7 = alloca %struct.fpair, align 4
  %8 = alloca %struct.fpair, align 4
  %9 = alloca %struct.dpair, align 8
  %10 = alloca %struct.dpair, align 8
  %11 = alloca %struct.dpair, align 8
  %12 = alloca %struct.ld, align 8
  %13 = alloca %struct.bytes3, align 1
  %14 = alloca %struct.bytes3, align 1
  %15 = alloca i24, align 4
  %16 = alloca i24, align 4
  %17 = alloca %struct.one, align 8
  %18 = alloca %struct.one, align 8
  %19 = alloca %struct.one, align 8
  %20 = alloca %struct.pair, align 4
  %21 = alloca %struct.pair, align 4
  %22 = alloca %struct.pair, align 4
  %23 = alloca %struct.pair, align 4
  %24 = alloca %struct.pair, align 4
  %25 = alloca [3 x %struct.pair], align 16
  %26 = alloca %struct.pair, align 4
  %27 = alloca i32, align 4
  %28 = alloca %struct.pair, align 4
  %29 = call i64 @mkpair(i32 noundef 1, i32 noundef 2) #5
  store i64 %29, ptr %2, align 4
  %30 = call i64 @mkpair(i32 noundef 30, i32 noundef 40) #5
  store i64 %30, ptr %3, align 4
  %31 = load i64, ptr %2, align 4
  %32 = load i64, ptr %3, align 4
  %33 = call i64 @addp(i64 %31, i64 %32) #5
  store i64 %33, ptr %1, align 4
  %34 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 0
  %35 = load i32, ptr %34, align 4
  %36 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 1
  %37 = load i32, ptr %36, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %35, i32 noundef %37) #5
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.m, i64 8, i1 false)
  %39 = load i64, ptr %4, align 4
  %40 = call i64 @bump(i64 %39) #5
  store i64 %40, ptr %6, align 4
  %41 = load i64, ptr %6, align 4
  %42 = call i64 @bump(i64 %41) #5
  store i64 %42, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 8, i1 false)
  %43 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 0
  %44 = load i8, ptr %43, align 4
  %45 = sext i8 %44 to i32
  %46 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 1
  %47 = load i16, ptr %46, align 2
  %48 = sext i16 %47 to i32
  %49 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 2
  %50 = load i32, ptr %49, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %45, i32 noundef %48, i32 noundef %50) #5
  %52 = getelementptr inbounds %struct.fpair, ptr %8, i32 0, i32 0
  store float 1.500000e+00, ptr %52, align 4
  %53 = getelementptr inbounds %struct.fpair, ptr %8, i32 0, i32 1
  store float -2.250000e+00, ptr %53, align 4
  %54 = load <2 x float>, ptr %8, align 4
  %55 = call <2 x float> @scalef(<2 x float> %54, float noundef 4.000000e+00) #5
  store <2 x float> %55, ptr %7, align 4
  %56 = getelementptr inbounds %struct.fpair, ptr %7, i32 0, i32 0
  %57 = load float, ptr %56, align 4
  %58 = fpext float %57 to double
  %59 = getelementptr inbounds %struct.fpair, ptr %7, i32 0, i32 1
  %60 = load float, ptr %59, align 4
  %61 = fpext float %60 to double
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %58, double noundef %61) #5
  %63 = getelementptr inbounds %struct.dpair, ptr %11, i32 0, i32 0
  store double 3.500000e+00, ptr %63, align 8
  %64 = getelementptr inbounds %struct.dpair, ptr %11, i32 0, i32 1
  store double 1.250000e+00, ptr %64, align 8
  %65 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %68 = load double, ptr %67, align 8
  %69 = call { double, double } @rot90(double %66, double %68) #5
  %70 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %71 = extractvalue { double, double } %69, 0
  store double %71, ptr %70, align 8
  %72 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %73 = extractvalue { double, double } %69, 1
  store double %73, ptr %72, align 8
  %74 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %75 = load double, ptr %74, align 8
  %76 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %77 = load double, ptr %76, align 8
  %78 = call { double, double } @rot90(double %75, double %77) #5
  %79 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %80 = extractvalue { double, double } %78, 0
  store double %80, ptr %79, align 8
  %81 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %82 = extractvalue { double, double } %78, 1
  store double %82, ptr %81, align 8
  %83 = getelementptr inbounds %struct.dpair, ptr %9, i32 0, i32 0
  %84 = load double, ptr %83, align 8
  %85 = getelementptr inbounds %struct.dpair, ptr %9, i32 0, i32 1
  %86 = load double, ptr %85, align 8
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %84, double noundef %86) #5
  %88 = call { i64, double } @mkld(i64 noundef 1234567890123, double noundef 9.500000e+00) #5
  %89 = getelementptr inbounds { i64, double }, ptr %12, i32 0, i32 0
  %90 = extractvalue { i64, double } %88, 0
  store i64 %90, ptr %89, align 8
  %91 = getelementptr inbounds { i64, double }, ptr %12, i32 0, i32 1
  %92 = extractvalue { i64, double } %88, 1
  store double %92, ptr %91, align 8
  %93 = getelementptr inbounds %struct.ld, ptr %12, i32 0, i32 0
  %94 = load i64, ptr %93, align 8
  %95 = getelementptr inbounds %struct.ld, ptr %12, i32 0, i32 1
  %96 = load double, ptr %95, align 8
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %94, double noundef %96) #5
  %98 = getelementptr inbounds %struct.bytes3, ptr %14, i32 0, i32 0
  store i8 10, ptr %98, align 1
  %99 = getelementptr inbounds %struct.bytes3, ptr %14, i32 0, i32 1
  store i8 -128, ptr %99, align 1
  %100 = getelementptr inbounds %struct.bytes3, ptr %14, i32 0, i32 2
  store i8 -6, ptr %100, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 1 %14, i64 3, i1 false)
  %101 = load i24, ptr %15, align 4
  %102 = call i24 @inv(i24 %101) #5
  store i24 %102, ptr %16, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 4 %16, i64 3, i1 false)
  %103 = getelementptr inbounds %struct.bytes3, ptr %13, i32 0, i32 0
  %104 = load i8, ptr %103, align 1
  %105 = zext i8 %104 to i32
  %106 = getelementptr inbounds %struct.bytes3, ptr %13, i32 0, i32 1
  %107 = load i8, ptr %106, align 1
  %108 = zext i8 %107 to i32
  %109 = getelementptr inbounds %struct.bytes3, ptr %13, i32 0, i32 2
  %110 = load i8, ptr %109, align 1
  %111 = zext i8 %110 to i32
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %105, i32 noundef %108, i32 noundef %111) #5
  %113 = getelementptr inbounds %struct.one, ptr %18, i32 0, i32 0
  store i64 -21, ptr %113, align 8
  %114 = getelementptr inbounds %struct.one, ptr %18, i32 0, i32 0
  %115 = load i64, ptr %114, align 8
  %116 = call i64 @twice(i64 %115) #5
  %117 = getelementptr inbounds %struct.one, ptr %17, i32 0, i32 0
  store i64 %116, ptr %117, align 8
  %118 = getelementptr inbounds %struct.one, ptr %17, i32 0, i32 0
  %119 = load i64, ptr %118, align 8
  %120 = call i64 @twice(i64 %119) #5
  %121 = getelementptr inbounds %struct.one, ptr %19, i32 0, i32 0
  store i64 %120, ptr %121, align 8
  %122 = getelementptr inbounds %struct.one, ptr %19, i32 0, i32 0
  %123 = load i64, ptr %122, align 8
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %123) #5
  %125 = call i64 @mkpair(i32 noundef 1, i32 noundef 2) #5
  store i64 %125, ptr %20, align 4
  %126 = call i64 @mkpair(i32 noundef 3, i32 noundef 4) #5
  store i64 %126, ptr %21, align 4
  %127 = call i64 @mkpair(i32 noundef 5, i32 noundef 6) #5
  store i64 %127, ptr %22, align 4
  %128 = call i64 @mkpair(i32 noundef 7, i32 noundef 8) #5
  store i64 %128, ptr %23, align 4
  %129 = call i64 @mkpair(i32 noundef 9, i32 noundef 10) #5
  store i64 %129, ptr %24, align 4
  %130 = load i64, ptr %20, align 4
  %131 = load i64, ptr %21, align 4
  %132 = load i64, ptr %22, align 4
  %133 = load i64, ptr %23, align 4
  %134 = load i64, ptr %24, align 4
  %135 = call i32 @many(i64 %130, i64 %131, i64 %132, i64 %133, i64 %134, i32 noundef 11) #5
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %135) #5
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %25, ptr align 16 @__const.main.arr, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %26, i8 0, i64 8, i1 false)
  store i32 0, ptr %27, align 4
  br label %137

137:                                              ; preds = %147, %0
  %138 = load i32, ptr %27, align 4
  %139 = icmp slt i32 %138, 3
  br i1 %139, label %140, label %150

140:                                              ; preds = %137
  %141 = load i32, ptr %27, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [3 x %struct.pair], ptr %25, i64 0, i64 %142
  %144 = load i64, ptr %26, align 4
  %145 = load i64, ptr %143, align 8
  %146 = call i64 @addp(i64 %144, i64 %145) #5
  store i64 %146, ptr %28, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %26, ptr align 4 %28, i64 8, i1 false)
  br label %147

147:                                              ; preds = %140
  %148 = load i32, ptr %27, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %27, align 4
  br label %137, !llvm.loop !5

150:                                              ; preds = %137
  %151 = getelementptr inbounds %struct.pair, ptr %26, i32 0, i32 0
  %152 = load i32, ptr %151, align 4
  %153 = getelementptr inbounds %struct.pair, ptr %26, i32 0, i32 1
  %154 = load i32, ptr %153, align 4
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %152, i32 noundef %154) #5
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i64 @addp(i64 %0, i64 %1) #1 {
  %3 = alloca %struct.pair, align 4
  %4 = alloca %struct.pair, align 4
  %5 = alloca %struct.pair, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.pair, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, %7
  store i32 %10, ptr %8, align 4
  %11 = getelementptr inbounds %struct.pair, ptr %5, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %14, %12
  store i32 %15, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 8, i1 false)
  %16 = load i64, ptr %3, align 4
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone
define internal i64 @mkpair(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca %struct.pair, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 1
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %8, align 4
  %10 = load i64, ptr %3, align 4
  ret i64 %10
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone
define internal i64 @bump(i64 %0) #1 {
  %2 = alloca %struct.mixed, align 4
  %3 = alloca %struct.mixed, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.mixed, ptr %3, i32 0, i32 0
  %5 = load i8, ptr %4, align 4
  %6 = add i8 %5, 1
  store i8 %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.mixed, ptr %3, i32 0, i32 1
  %8 = load i16, ptr %7, align 2
  %9 = sext i16 %8 to i32
  %10 = mul nsw i32 %9, 2
  %11 = trunc i32 %10 to i16
  %12 = getelementptr inbounds %struct.mixed, ptr %3, i32 0, i32 1
  store i16 %11, ptr %12, align 2
  %13 = getelementptr inbounds %struct.mixed, ptr %3, i32 0, i32 2
  %14 = load i32, ptr %13, align 4
  %15 = sub nsw i32 %14, 1
  store i32 %15, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 8, i1 false)
  %16 = load i64, ptr %2, align 4
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone
define internal <2 x float> @scalef(<2 x float> %0, float noundef %1) #0 {
  %3 = alloca %struct.fpair, align 4
  %4 = alloca %struct.fpair, align 4
  %5 = alloca float, align 4
  store <2 x float> %0, ptr %4, align 4
  store float %1, ptr %5, align 4
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds %struct.fpair, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = fmul float %8, %6
  store float %9, ptr %7, align 4
  %10 = load float, ptr %5, align 4
  %11 = getelementptr inbounds %struct.fpair, ptr %4, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = fmul float %12, %10
  store float %13, ptr %11, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 8, i1 false)
  %14 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %14
}

; Function Attrs: noinline nounwind optnone
define internal { double, double } @rot90(double %0, double %1) #1 {
  %3 = alloca %struct.dpair, align 8
  %4 = alloca %struct.dpair, align 8
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.dpair, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.dpair, ptr %4, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = fneg double %9
  store double %10, ptr %7, align 8
  %11 = getelementptr inbounds %struct.dpair, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.dpair, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  store double %13, ptr %11, align 8
  %14 = load { double, double }, ptr %3, align 8
  ret { double, double } %14
}

; Function Attrs: noinline nounwind optnone
define internal { i64, double } @mkld(i64 noundef %0, double noundef %1) #1 {
  %3 = alloca %struct.ld, align 8
  %4 = alloca i64, align 8
  %5 = alloca double, align 8
  store i64 %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.ld, ptr %3, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  %8 = mul nsw i64 %7, 2
  store i64 %8, ptr %6, align 8
  %9 = getelementptr inbounds %struct.ld, ptr %3, i32 0, i32 1
  %10 = load double, ptr %5, align 8
  %11 = fdiv double %10, 2.000000e+00
  store double %11, ptr %9, align 8
  %12 = load { i64, double }, ptr %3, align 8
  ret { i64, double } %12
}

; Function Attrs: noinline nounwind optnone
define internal i24 @inv(i24 %0) #1 {
  %2 = alloca %struct.bytes3, align 1
  %3 = alloca %struct.bytes3, align 1
  %4 = alloca i24, align 4
  %5 = alloca i24, align 4
  store i24 %0, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 4 %4, i64 3, i1 false)
  %6 = getelementptr inbounds %struct.bytes3, ptr %3, i32 0, i32 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = sub nsw i32 255, %8
  %10 = trunc i32 %9 to i8
  %11 = getelementptr inbounds %struct.bytes3, ptr %3, i32 0, i32 0
  store i8 %10, ptr %11, align 1
  %12 = getelementptr inbounds %struct.bytes3, ptr %3, i32 0, i32 1
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = sub nsw i32 255, %14
  %16 = trunc i32 %15 to i8
  %17 = getelementptr inbounds %struct.bytes3, ptr %3, i32 0, i32 1
  store i8 %16, ptr %17, align 1
  %18 = getelementptr inbounds %struct.bytes3, ptr %3, i32 0, i32 2
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = sub nsw i32 255, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.bytes3, ptr %3, i32 0, i32 2
  store i8 %22, ptr %23, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 1 %2, i64 3, i1 false)
  %24 = load i24, ptr %5, align 4
  ret i24 %24
}

; Function Attrs: noinline nounwind optnone
define internal i64 @twice(i64 %0) #1 {
  %2 = alloca %struct.one, align 8
  %3 = alloca %struct.one, align 8
  %4 = getelementptr inbounds %struct.one, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 8
  %5 = getelementptr inbounds %struct.one, ptr %3, i32 0, i32 0
  %6 = load i64, ptr %5, align 8
  %7 = mul nsw i64 %6, 2
  store i64 %7, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 8, i1 false)
  %8 = getelementptr inbounds %struct.one, ptr %2, i32 0, i32 0
  %9 = load i64, ptr %8, align 8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @many(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i32 noundef %5) #1 {
  %7 = alloca %struct.pair, align 4
  %8 = alloca %struct.pair, align 4
  %9 = alloca %struct.pair, align 4
  %10 = alloca %struct.pair, align 4
  %11 = alloca %struct.pair, align 4
  %12 = alloca i32, align 4
  store i64 %0, ptr %7, align 4
  store i64 %1, ptr %8, align 4
  store i64 %2, ptr %9, align 4
  store i64 %3, ptr %10, align 4
  store i64 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %13 = getelementptr inbounds %struct.pair, ptr %7, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = mul nsw i32 %16, 2
  %18 = add nsw i32 %14, %17
  %19 = getelementptr inbounds %struct.pair, ptr %9, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = mul nsw i32 %20, 3
  %22 = add nsw i32 %18, %21
  %23 = getelementptr inbounds %struct.pair, ptr %10, i32 0, i32 1
  %24 = load i32, ptr %23, align 4
  %25 = mul nsw i32 %24, 4
  %26 = add nsw i32 %22, %25
  %27 = getelementptr inbounds %struct.pair, ptr %11, i32 0, i32 0
  %28 = load i32, ptr %27, align 4
  %29 = mul nsw i32 %28, 5
  %30 = add nsw i32 %26, %29
  %31 = getelementptr inbounds %struct.pair, ptr %11, i32 0, i32 1
  %32 = load i32, ptr %31, align 4
  %33 = mul nsw i32 %32, 6
  %34 = add nsw i32 %30, %33
  %35 = load i32, ptr %12, align 4
  %36 = add nsw i32 %34, %35
  ret i32 %36
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="64" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
