; ModuleID = 'tests/programs/struct_small.c'
source_filename = "tests/programs/struct_small.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
@__const.main.arr = private unnamed_addr constant [3 x %struct.pair] [%struct.pair { i32 1, i32 1 }, %struct.pair { i32 2, i32 3 }, %struct.pair { i32 5, i32 8 }], align 4
@.str.8 = private unnamed_addr constant [11 x i8] c"acc %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
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
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca %struct.one, align 8
  %18 = alloca %struct.one, align 8
  %19 = alloca %struct.one, align 8
  %20 = alloca %struct.pair, align 4
  %21 = alloca %struct.pair, align 4
  %22 = alloca %struct.pair, align 4
  %23 = alloca %struct.pair, align 4
  %24 = alloca %struct.pair, align 4
  %25 = alloca [3 x %struct.pair], align 4
  %26 = alloca %struct.pair, align 4
  %27 = alloca i32, align 4
  %28 = alloca %struct.pair, align 4
  %29 = call i64 @mkpair(i32 noundef signext 1, i32 noundef signext 2) #4
  store i64 %29, ptr %2, align 4
  %30 = call i64 @mkpair(i32 noundef signext 30, i32 noundef signext 40) #4
  store i64 %30, ptr %3, align 4
  %31 = load i64, ptr %2, align 4
  %32 = load i64, ptr %3, align 4
  %33 = call i64 @addp(i64 %31, i64 %32) #4
  store i64 %33, ptr %1, align 4
  %34 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 0
  %35 = load i32, ptr %34, align 4
  %36 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 1
  %37 = load i32, ptr %36, align 4
  %38 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %35, i32 noundef signext %37) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.m, i64 8, i1 false)
  %39 = load i64, ptr %4, align 4
  %40 = call i64 @bump(i64 %39) #4
  store i64 %40, ptr %6, align 4
  %41 = load i64, ptr %6, align 4
  %42 = call i64 @bump(i64 %41) #4
  store i64 %42, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 8, i1 false)
  %43 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 0
  %44 = load i8, ptr %43, align 4
  %45 = zext i8 %44 to i32
  %46 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 1
  %47 = load i16, ptr %46, align 2
  %48 = sext i16 %47 to i32
  %49 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 2
  %50 = load i32, ptr %49, align 4
  %51 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %45, i32 noundef signext %48, i32 noundef signext %50) #4
  %52 = getelementptr inbounds %struct.fpair, ptr %8, i32 0, i32 0
  store float 1.500000e+00, ptr %52, align 4
  %53 = getelementptr inbounds %struct.fpair, ptr %8, i32 0, i32 1
  store float -2.250000e+00, ptr %53, align 4
  %54 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 0
  %55 = load float, ptr %54, align 4
  %56 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 1
  %57 = load float, ptr %56, align 4
  %58 = call { float, float } @scalef(float %55, float %57, float noundef 4.000000e+00) #4
  %59 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %60 = extractvalue { float, float } %58, 0
  store float %60, ptr %59, align 4
  %61 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  %62 = extractvalue { float, float } %58, 1
  store float %62, ptr %61, align 4
  %63 = getelementptr inbounds %struct.fpair, ptr %7, i32 0, i32 0
  %64 = load float, ptr %63, align 4
  %65 = fpext float %64 to double
  %66 = getelementptr inbounds %struct.fpair, ptr %7, i32 0, i32 1
  %67 = load float, ptr %66, align 4
  %68 = fpext float %67 to double
  %69 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %65, double noundef %68) #4
  %70 = getelementptr inbounds %struct.dpair, ptr %11, i32 0, i32 0
  store double 3.500000e+00, ptr %70, align 8
  %71 = getelementptr inbounds %struct.dpair, ptr %11, i32 0, i32 1
  store double 1.250000e+00, ptr %71, align 8
  %72 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %73 = load double, ptr %72, align 8
  %74 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %75 = load double, ptr %74, align 8
  %76 = call { double, double } @rot90(double %73, double %75) #4
  %77 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %78 = extractvalue { double, double } %76, 0
  store double %78, ptr %77, align 8
  %79 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %80 = extractvalue { double, double } %76, 1
  store double %80, ptr %79, align 8
  %81 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %82 = load double, ptr %81, align 8
  %83 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %84 = load double, ptr %83, align 8
  %85 = call { double, double } @rot90(double %82, double %84) #4
  %86 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %87 = extractvalue { double, double } %85, 0
  store double %87, ptr %86, align 8
  %88 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %89 = extractvalue { double, double } %85, 1
  store double %89, ptr %88, align 8
  %90 = getelementptr inbounds %struct.dpair, ptr %9, i32 0, i32 0
  %91 = load double, ptr %90, align 8
  %92 = getelementptr inbounds %struct.dpair, ptr %9, i32 0, i32 1
  %93 = load double, ptr %92, align 8
  %94 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %91, double noundef %93) #4
  %95 = call { i64, double } @mkld(i64 noundef 1234567890123, double noundef 9.500000e+00) #4
  %96 = getelementptr inbounds { i64, double }, ptr %12, i32 0, i32 0
  %97 = extractvalue { i64, double } %95, 0
  store i64 %97, ptr %96, align 8
  %98 = getelementptr inbounds { i64, double }, ptr %12, i32 0, i32 1
  %99 = extractvalue { i64, double } %95, 1
  store double %99, ptr %98, align 8
  %100 = getelementptr inbounds %struct.ld, ptr %12, i32 0, i32 0
  %101 = load i64, ptr %100, align 8
  %102 = getelementptr inbounds %struct.ld, ptr %12, i32 0, i32 1
  %103 = load double, ptr %102, align 8
  %104 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %101, double noundef %103) #4
  %105 = getelementptr inbounds %struct.bytes3, ptr %14, i32 0, i32 0
  store i8 10, ptr %105, align 1
  %106 = getelementptr inbounds %struct.bytes3, ptr %14, i32 0, i32 1
  store i8 -128, ptr %106, align 1
  %107 = getelementptr inbounds %struct.bytes3, ptr %14, i32 0, i32 2
  store i8 -6, ptr %107, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 1 %14, i64 3, i1 false)
  %108 = load i64, ptr %15, align 8
  %109 = call i64 @inv(i64 %108) #4
  store i64 %109, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 8 %16, i64 3, i1 false)
  %110 = getelementptr inbounds %struct.bytes3, ptr %13, i32 0, i32 0
  %111 = load i8, ptr %110, align 1
  %112 = zext i8 %111 to i32
  %113 = getelementptr inbounds %struct.bytes3, ptr %13, i32 0, i32 1
  %114 = load i8, ptr %113, align 1
  %115 = zext i8 %114 to i32
  %116 = getelementptr inbounds %struct.bytes3, ptr %13, i32 0, i32 2
  %117 = load i8, ptr %116, align 1
  %118 = zext i8 %117 to i32
  %119 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %112, i32 noundef signext %115, i32 noundef signext %118) #4
  %120 = getelementptr inbounds %struct.one, ptr %18, i32 0, i32 0
  store i64 -21, ptr %120, align 8
  %121 = getelementptr inbounds %struct.one, ptr %18, i32 0, i32 0
  %122 = load i64, ptr %121, align 8
  %123 = call i64 @twice(i64 %122) #4
  %124 = getelementptr inbounds %struct.one, ptr %17, i32 0, i32 0
  store i64 %123, ptr %124, align 8
  %125 = getelementptr inbounds %struct.one, ptr %17, i32 0, i32 0
  %126 = load i64, ptr %125, align 8
  %127 = call i64 @twice(i64 %126) #4
  %128 = getelementptr inbounds %struct.one, ptr %19, i32 0, i32 0
  store i64 %127, ptr %128, align 8
  %129 = getelementptr inbounds %struct.one, ptr %19, i32 0, i32 0
  %130 = load i64, ptr %129, align 8
  %131 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %130) #4
  %132 = call i64 @mkpair(i32 noundef signext 1, i32 noundef signext 2) #4
  store i64 %132, ptr %20, align 4
  %133 = call i64 @mkpair(i32 noundef signext 3, i32 noundef signext 4) #4
  store i64 %133, ptr %21, align 4
  %134 = call i64 @mkpair(i32 noundef signext 5, i32 noundef signext 6) #4
  store i64 %134, ptr %22, align 4
  %135 = call i64 @mkpair(i32 noundef signext 7, i32 noundef signext 8) #4
  store i64 %135, ptr %23, align 4
  %136 = call i64 @mkpair(i32 noundef signext 9, i32 noundef signext 10) #4
  store i64 %136, ptr %24, align 4
  %137 = load i64, ptr %20, align 4
  %138 = load i64, ptr %21, align 4
  %139 = load i64, ptr %22, align 4
  %140 = load i64, ptr %23, align 4
  %141 = load i64, ptr %24, align 4
  %142 = call signext i32 @many(i64 %137, i64 %138, i64 %139, i64 %140, i64 %141, i32 noundef signext 11) #4
  %143 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %142) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 @__const.main.arr, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %26, i8 0, i64 8, i1 false)
  store i32 0, ptr %27, align 4
  br label %144

144:                                              ; preds = %154, %0
  %145 = load i32, ptr %27, align 4
  %146 = icmp slt i32 %145, 3
  br i1 %146, label %147, label %157

147:                                              ; preds = %144
  %148 = load i32, ptr %27, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [3 x %struct.pair], ptr %25, i64 0, i64 %149
  %151 = load i64, ptr %26, align 4
  %152 = load i64, ptr %150, align 4
  %153 = call i64 @addp(i64 %151, i64 %152) #4
  store i64 %153, ptr %28, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %26, ptr align 4 %28, i64 8, i1 false)
  br label %154

154:                                              ; preds = %147
  %155 = load i32, ptr %27, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %27, align 4
  br label %144, !llvm.loop !7

157:                                              ; preds = %144
  %158 = getelementptr inbounds %struct.pair, ptr %26, i32 0, i32 0
  %159 = load i32, ptr %158, align 4
  %160 = getelementptr inbounds %struct.pair, ptr %26, i32 0, i32 1
  %161 = load i32, ptr %160, align 4
  %162 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %159, i32 noundef signext %161) #4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i64 @addp(i64 %0, i64 %1) #0 {
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
define internal i64 @mkpair(i32 noundef signext %0, i32 noundef signext %1) #0 {
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

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i64 @bump(i64 %0) #0 {
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
define internal { float, float } @scalef(float %0, float %1, float noundef %2) #0 {
  %4 = alloca %struct.fpair, align 4
  %5 = alloca %struct.fpair, align 4
  %6 = alloca float, align 4
  %7 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  store float %0, ptr %7, align 4
  %8 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  store float %1, ptr %8, align 4
  store float %2, ptr %6, align 4
  %9 = load float, ptr %6, align 4
  %10 = getelementptr inbounds %struct.fpair, ptr %5, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = fmul float %11, %9
  store float %12, ptr %10, align 4
  %13 = load float, ptr %6, align 4
  %14 = getelementptr inbounds %struct.fpair, ptr %5, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = fmul float %15, %13
  store float %16, ptr %14, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 8, i1 false)
  %17 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %20 = load float, ptr %19, align 4
  %21 = insertvalue { float, float } poison, float %18, 0
  %22 = insertvalue { float, float } %21, float %20, 1
  ret { float, float } %22
}

; Function Attrs: noinline nounwind optnone
define internal { double, double } @rot90(double %0, double %1) #0 {
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
  %14 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = insertvalue { double, double } poison, double %15, 0
  %19 = insertvalue { double, double } %18, double %17, 1
  ret { double, double } %19
}

; Function Attrs: noinline nounwind optnone
define internal { i64, double } @mkld(i64 noundef %0, double noundef %1) #0 {
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
  %12 = getelementptr inbounds { i64, double }, ptr %3, i32 0, i32 0
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds { i64, double }, ptr %3, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = insertvalue { i64, double } poison, i64 %13, 0
  %17 = insertvalue { i64, double } %16, double %15, 1
  ret { i64, double } %17
}

; Function Attrs: noinline nounwind optnone
define internal i64 @inv(i64 %0) #0 {
  %2 = alloca %struct.bytes3, align 1
  %3 = alloca %struct.bytes3, align 1
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 8 %4, i64 3, i1 false)
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %2, i64 3, i1 false)
  %24 = load i64, ptr %5, align 8
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone
define internal i64 @twice(i64 %0) #0 {
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
define internal signext i32 @many(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i32 noundef signext %5) #0 {
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
