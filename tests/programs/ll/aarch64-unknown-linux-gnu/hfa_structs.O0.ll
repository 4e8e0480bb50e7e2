; ModuleID = 'tests/programs/hfa_structs.c'
source_filename = "tests/programs/hfa_structs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.d2 = type { double, double }
%struct.f3 = type { float, float, float }
%struct.f4 = type { [4 x float] }
%struct.d3 = type { double, double, double }
%struct.f2 = type { float, float }
%struct.fi = type { float, i32 }
%struct.di = type { double, i64 }
%struct.id = type { i32, double }

@.str = private unnamed_addr constant [22 x i8] c"cross %.1f %.1f %.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"cross %.3f %.3f %.3f\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"f4 %.4f %.4f %.4f %.4f\0A\00", align 1
@__const.main.z = private unnamed_addr constant %struct.d2 { double 1.000000e+00, double 1.000000e+00 }, align 8
@.str.3 = private unnamed_addr constant [16 x i8] c"cmul %.6f %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"d3 %.2f %.2f %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"f2 %.2f %.2f\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"fi %.2f %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"di %.2f %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"id %x %.2f\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"many %.3f\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %struct.f3, align 4
  %2 = alloca %struct.f3, align 4
  %3 = alloca %struct.f3, align 4
  %4 = alloca %struct.f3, align 4
  %5 = alloca %struct.f3, align 4
  %6 = alloca %struct.f3, align 4
  %7 = alloca %struct.f4, align 4
  %8 = alloca %struct.f4, align 4
  %9 = alloca %struct.f4, align 4
  %10 = alloca %struct.d2, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.d2, align 8
  %13 = alloca %struct.d2, align 8
  %14 = alloca %struct.d3, align 8
  %15 = alloca %struct.d3, align 8
  %16 = alloca %struct.f2, align 4
  %17 = alloca %struct.f2, align 4
  %18 = alloca %struct.fi, align 4
  %19 = alloca %struct.di, align 8
  %20 = alloca %struct.di, align 8
  %21 = alloca %struct.id, align 8
  %22 = alloca %struct.id, align 8
  %23 = alloca %struct.d2, align 8
  %24 = alloca %struct.d2, align 8
  %25 = alloca %struct.d2, align 8
  %26 = alloca %struct.d2, align 8
  %27 = alloca %struct.d2, align 8
  %28 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 0
  store float 1.000000e+00, ptr %28, align 4
  %29 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 1
  store float 0.000000e+00, ptr %29, align 4
  %30 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 2
  store float 0.000000e+00, ptr %30, align 4
  %31 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 0
  store float 0.000000e+00, ptr %31, align 4
  %32 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 1
  store float 1.000000e+00, ptr %32, align 4
  %33 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 2
  store float 0.000000e+00, ptr %33, align 4
  %34 = load [3 x float], ptr %2, align 4
  %35 = load [3 x float], ptr %3, align 4
  %36 = call %struct.f3 @cross([3 x float] %34, [3 x float] %35) #4
  %37 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 0
  %38 = extractvalue %struct.f3 %36, 0
  store float %38, ptr %37, align 4
  %39 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 1
  %40 = extractvalue %struct.f3 %36, 1
  store float %40, ptr %39, align 4
  %41 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 2
  %42 = extractvalue %struct.f3 %36, 2
  store float %42, ptr %41, align 4
  %43 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 0
  %44 = load float, ptr %43, align 4
  %45 = fpext float %44 to double
  %46 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 1
  %47 = load float, ptr %46, align 4
  %48 = fpext float %47 to double
  %49 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 2
  %50 = load float, ptr %49, align 4
  %51 = fpext float %50 to double
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %45, double noundef %48, double noundef %51) #4
  %53 = getelementptr inbounds %struct.f3, ptr %5, i32 0, i32 0
  store float 1.500000e+00, ptr %53, align 4
  %54 = getelementptr inbounds %struct.f3, ptr %5, i32 0, i32 1
  store float -2.000000e+00, ptr %54, align 4
  %55 = getelementptr inbounds %struct.f3, ptr %5, i32 0, i32 2
  store float 3.000000e+00, ptr %55, align 4
  %56 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 0
  store float 4.000000e+00, ptr %56, align 4
  %57 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 1
  store float 5.250000e+00, ptr %57, align 4
  %58 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 2
  store float -6.000000e+00, ptr %58, align 4
  %59 = load [3 x float], ptr %5, align 4
  %60 = load [3 x float], ptr %6, align 4
  %61 = call %struct.f3 @cross([3 x float] %59, [3 x float] %60) #4
  %62 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 0
  %63 = extractvalue %struct.f3 %61, 0
  store float %63, ptr %62, align 4
  %64 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 1
  %65 = extractvalue %struct.f3 %61, 1
  store float %65, ptr %64, align 4
  %66 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 2
  %67 = extractvalue %struct.f3 %61, 2
  store float %67, ptr %66, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 4 %4, i64 12, i1 false)
  %68 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 0
  %69 = load float, ptr %68, align 4
  %70 = fpext float %69 to double
  %71 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 1
  %72 = load float, ptr %71, align 4
  %73 = fpext float %72 to double
  %74 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 2
  %75 = load float, ptr %74, align 4
  %76 = fpext float %75 to double
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %70, double noundef %73, double noundef %76) #4
  %78 = getelementptr inbounds %struct.f4, ptr %8, i32 0, i32 0
  %79 = getelementptr inbounds [4 x float], ptr %78, i64 0, i64 0
  store float 1.000000e+00, ptr %79, align 4
  %80 = getelementptr inbounds float, ptr %79, i64 1
  store float 2.000000e+00, ptr %80, align 4
  %81 = getelementptr inbounds float, ptr %80, i64 1
  store float 3.000000e+00, ptr %81, align 4
  %82 = getelementptr inbounds float, ptr %81, i64 1
  store float 4.000000e+00, ptr %82, align 4
  %83 = getelementptr inbounds %struct.f4, ptr %9, i32 0, i32 0
  %84 = getelementptr inbounds [4 x float], ptr %83, i64 0, i64 0
  store float 5.000000e-01, ptr %84, align 4
  %85 = getelementptr inbounds float, ptr %84, i64 1
  store float 2.500000e-01, ptr %85, align 4
  %86 = getelementptr inbounds float, ptr %85, i64 1
  store float 1.250000e-01, ptr %86, align 4
  %87 = getelementptr inbounds float, ptr %86, i64 1
  store float 6.250000e-02, ptr %87, align 4
  %88 = getelementptr inbounds %struct.f4, ptr %8, i32 0, i32 0
  %89 = load [4 x float], ptr %88, align 4
  %90 = getelementptr inbounds %struct.f4, ptr %9, i32 0, i32 0
  %91 = load [4 x float], ptr %90, align 4
  %92 = call %struct.f4 @f4add([4 x float] %89, [4 x float] %91) #4
  %93 = getelementptr inbounds %struct.f4, ptr %7, i32 0, i32 0
  %94 = extractvalue %struct.f4 %92, 0
  store [4 x float] %94, ptr %93, align 4
  %95 = getelementptr inbounds %struct.f4, ptr %7, i32 0, i32 0
  %96 = getelementptr inbounds [4 x float], ptr %95, i64 0, i64 0
  %97 = load float, ptr %96, align 4
  %98 = fpext float %97 to double
  %99 = getelementptr inbounds %struct.f4, ptr %7, i32 0, i32 0
  %100 = getelementptr inbounds [4 x float], ptr %99, i64 0, i64 1
  %101 = load float, ptr %100, align 4
  %102 = fpext float %101 to double
  %103 = getelementptr inbounds %struct.f4, ptr %7, i32 0, i32 0
  %104 = getelementptr inbounds [4 x float], ptr %103, i64 0, i64 2
  %105 = load float, ptr %104, align 4
  %106 = fpext float %105 to double
  %107 = getelementptr inbounds %struct.f4, ptr %7, i32 0, i32 0
  %108 = getelementptr inbounds [4 x float], ptr %107, i64 0, i64 3
  %109 = load float, ptr %108, align 4
  %110 = fpext float %109 to double
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %98, double noundef %102, double noundef %106, double noundef %110) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.main.z, i64 16, i1 false)
  store i32 0, ptr %11, align 4
  br label %112

112:                                              ; preds = %125, %0
  %113 = load i32, ptr %11, align 4
  %114 = icmp slt i32 %113, 5
  br i1 %114, label %115, label %128

115:                                              ; preds = %112
  %116 = getelementptr inbounds %struct.d2, ptr %13, i32 0, i32 0
  store double 5.000000e-01, ptr %116, align 8
  %117 = getelementptr inbounds %struct.d2, ptr %13, i32 0, i32 1
  store double 1.500000e+00, ptr %117, align 8
  %118 = load [2 x double], ptr %10, align 8
  %119 = load [2 x double], ptr %13, align 8
  %120 = call %struct.d2 @cmul([2 x double] %118, [2 x double] %119) #4
  %121 = getelementptr inbounds %struct.d2, ptr %12, i32 0, i32 0
  %122 = extractvalue %struct.d2 %120, 0
  store double %122, ptr %121, align 8
  %123 = getelementptr inbounds %struct.d2, ptr %12, i32 0, i32 1
  %124 = extractvalue %struct.d2 %120, 1
  store double %124, ptr %123, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %12, i64 16, i1 false)
  br label %125

125:                                              ; preds = %115
  %126 = load i32, ptr %11, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %11, align 4
  br label %112, !llvm.loop !5

128:                                              ; preds = %112
  %129 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 0
  %130 = load double, ptr %129, align 8
  %131 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 1
  %132 = load double, ptr %131, align 8
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %130, double noundef %132) #4
  %134 = getelementptr inbounds %struct.d3, ptr %15, i32 0, i32 0
  store double 1.000000e+00, ptr %134, align 8
  %135 = getelementptr inbounds %struct.d3, ptr %15, i32 0, i32 1
  store double -2.000000e+00, ptr %135, align 8
  %136 = getelementptr inbounds %struct.d3, ptr %15, i32 0, i32 2
  store double 3.500000e+00, ptr %136, align 8
  %137 = load [3 x double], ptr %15, align 8
  %138 = call %struct.d3 @d3scale([3 x double] %137, double noundef 2.500000e+00) #4
  %139 = getelementptr inbounds %struct.d3, ptr %14, i32 0, i32 0
  %140 = extractvalue %struct.d3 %138, 0
  store double %140, ptr %139, align 8
  %141 = getelementptr inbounds %struct.d3, ptr %14, i32 0, i32 1
  %142 = extractvalue %struct.d3 %138, 1
  store double %142, ptr %141, align 8
  %143 = getelementptr inbounds %struct.d3, ptr %14, i32 0, i32 2
  %144 = extractvalue %struct.d3 %138, 2
  store double %144, ptr %143, align 8
  %145 = getelementptr inbounds %struct.d3, ptr %14, i32 0, i32 0
  %146 = load double, ptr %145, align 8
  %147 = getelementptr inbounds %struct.d3, ptr %14, i32 0, i32 1
  %148 = load double, ptr %147, align 8
  %149 = getelementptr inbounds %struct.d3, ptr %14, i32 0, i32 2
  %150 = load double, ptr %149, align 8
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %146, double noundef %148, double noundef %150) #4
  %152 = getelementptr inbounds %struct.f2, ptr %17, i32 0, i32 0
  store float 1.250000e+00, ptr %152, align 4
  %153 = getelementptr inbounds %struct.f2, ptr %17, i32 0, i32 1
  store float -7.500000e+00, ptr %153, align 4
  %154 = load [2 x float], ptr %17, align 4
  %155 = call %struct.f2 @swap2([2 x float] %154) #4
  %156 = getelementptr inbounds %struct.f2, ptr %16, i32 0, i32 0
  %157 = extractvalue %struct.f2 %155, 0
  store float %157, ptr %156, align 4
  %158 = getelementptr inbounds %struct.f2, ptr %16, i32 0, i32 1
  %159 = extractvalue %struct.f2 %155, 1
  store float %159, ptr %158, align 4
  %160 = getelementptr inbounds %struct.f2, ptr %16, i32 0, i32 0
  %161 = load float, ptr %160, align 4
  %162 = fpext float %161 to double
  %163 = getelementptr inbounds %struct.f2, ptr %16, i32 0, i32 1
  %164 = load float, ptr %163, align 4
  %165 = fpext float %164 to double
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %162, double noundef %165) #4
  %167 = call i64 @fi_mk(float noundef 3.250000e+00, i32 noundef 41) #4
  store i64 %167, ptr %18, align 4
  %168 = getelementptr inbounds %struct.fi, ptr %18, i32 0, i32 0
  %169 = load float, ptr %168, align 4
  %170 = fpext float %169 to double
  %171 = getelementptr inbounds %struct.fi, ptr %18, i32 0, i32 1
  %172 = load i32, ptr %171, align 4
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %170, i32 noundef %172) #4
  %174 = getelementptr inbounds %struct.di, ptr %20, i32 0, i32 0
  store double 2.750000e+00, ptr %174, align 8
  %175 = getelementptr inbounds %struct.di, ptr %20, i32 0, i32 1
  store i64 -5000000000, ptr %175, align 8
  %176 = load [2 x i64], ptr %20, align 8
  %177 = call [2 x i64] @di_mk([2 x i64] %176) #4
  store [2 x i64] %177, ptr %19, align 8
  %178 = getelementptr inbounds %struct.di, ptr %19, i32 0, i32 0
  %179 = load double, ptr %178, align 8
  %180 = getelementptr inbounds %struct.di, ptr %19, i32 0, i32 1
  %181 = load i64, ptr %180, align 8
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %179, i64 noundef %181) #4
  %183 = getelementptr inbounds %struct.id, ptr %22, i32 0, i32 0
  store i32 4660, ptr %183, align 8
  %184 = getelementptr inbounds %struct.id, ptr %22, i32 0, i32 1
  store double 9.250000e+00, ptr %184, align 8
  %185 = load [2 x i64], ptr %22, align 8
  %186 = call [2 x i64] @id_mk([2 x i64] %185) #4
  store [2 x i64] %186, ptr %21, align 8
  %187 = getelementptr inbounds %struct.id, ptr %21, i32 0, i32 0
  %188 = load i32, ptr %187, align 8
  %189 = getelementptr inbounds %struct.id, ptr %21, i32 0, i32 1
  %190 = load double, ptr %189, align 8
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %188, double noundef %190) #4
  %192 = getelementptr inbounds %struct.d2, ptr %23, i32 0, i32 0
  store double 1.000000e+00, ptr %192, align 8
  %193 = getelementptr inbounds %struct.d2, ptr %23, i32 0, i32 1
  store double 2.000000e+00, ptr %193, align 8
  %194 = getelementptr inbounds %struct.d2, ptr %24, i32 0, i32 0
  store double 3.000000e+00, ptr %194, align 8
  %195 = getelementptr inbounds %struct.d2, ptr %24, i32 0, i32 1
  store double 4.000000e+00, ptr %195, align 8
  %196 = getelementptr inbounds %struct.d2, ptr %25, i32 0, i32 0
  store double 5.000000e+00, ptr %196, align 8
  %197 = getelementptr inbounds %struct.d2, ptr %25, i32 0, i32 1
  store double 6.000000e+00, ptr %197, align 8
  %198 = getelementptr inbounds %struct.d2, ptr %26, i32 0, i32 0
  store double 7.000000e+00, ptr %198, align 8
  %199 = getelementptr inbounds %struct.d2, ptr %26, i32 0, i32 1
  store double 8.000000e+00, ptr %199, align 8
  %200 = getelementptr inbounds %struct.d2, ptr %27, i32 0, i32 0
  store double 9.000000e+00, ptr %200, align 8
  %201 = getelementptr inbounds %struct.d2, ptr %27, i32 0, i32 1
  store double 1.000000e+01, ptr %201, align 8
  %202 = load [2 x double], ptr %23, align 8
  %203 = load [2 x double], ptr %24, align 8
  %204 = load [2 x double], ptr %25, align 8
  %205 = load [2 x double], ptr %26, align 8
  %206 = load [2 x double], ptr %27, align 8
  %207 = call double @many([2 x double] %202, [2 x double] %203, [2 x double] %204, [2 x double] %205, [2 x double] %206, double noundef 1.150000e+01) #4
  %208 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %207) #4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal %struct.f3 @cross([3 x float] %0, [3 x float] %1) #0 {
  %3 = alloca %struct.f3, align 4
  %4 = alloca %struct.f3, align 4
  %5 = alloca %struct.f3, align 4
  store [3 x float] %0, ptr %4, align 4
  store [3 x float] %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 1
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.f3, ptr %5, i32 0, i32 2
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 2
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %struct.f3, ptr %5, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fmul float %12, %14
  %16 = fneg float %15
  %17 = call float @llvm.fmuladd.f32(float %8, float %10, float %16)
  store float %17, ptr %6, align 4
  %18 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 1
  %19 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 2
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds %struct.f3, ptr %5, i32 0, i32 0
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 0
  %24 = load float, ptr %23, align 4
  %25 = getelementptr inbounds %struct.f3, ptr %5, i32 0, i32 2
  %26 = load float, ptr %25, align 4
  %27 = fmul float %24, %26
  %28 = fneg float %27
  %29 = call float @llvm.fmuladd.f32(float %20, float %22, float %28)
  store float %29, ptr %18, align 4
  %30 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 2
  %31 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 0
  %32 = load float, ptr %31, align 4
  %33 = getelementptr inbounds %struct.f3, ptr %5, i32 0, i32 1
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 1
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds %struct.f3, ptr %5, i32 0, i32 0
  %38 = load float, ptr %37, align 4
  %39 = fmul float %36, %38
  %40 = fneg float %39
  %41 = call float @llvm.fmuladd.f32(float %32, float %34, float %40)
  store float %41, ptr %30, align 4
  %42 = load %struct.f3, ptr %3, align 4
  ret %struct.f3 %42
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal %struct.f4 @f4add([4 x float] %0, [4 x float] %1) #0 {
  %3 = alloca %struct.f4, align 4
  %4 = alloca %struct.f4, align 4
  %5 = alloca %struct.f4, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.f4, ptr %4, i32 0, i32 0
  store [4 x float] %0, ptr %7, align 4
  %8 = getelementptr inbounds %struct.f4, ptr %5, i32 0, i32 0
  store [4 x float] %1, ptr %8, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %24, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %27

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.f4, ptr %5, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x float], ptr %13, i64 0, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds %struct.f4, ptr %4, i32 0, i32 0
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x float], ptr %18, i64 0, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fadd float %22, %17
  store float %23, ptr %21, align 4
  br label %24

24:                                               ; preds = %12
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %9, !llvm.loop !7

27:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 16, i1 false)
  %28 = load %struct.f4, ptr %3, align 4
  ret %struct.f4 %28
}

; Function Attrs: noinline nounwind optnone
define internal %struct.d2 @cmul([2 x double] %0, [2 x double] %1) #0 {
  %3 = alloca %struct.d2, align 8
  %4 = alloca %struct.d2, align 8
  %5 = alloca %struct.d2, align 8
  store [2 x double] %0, ptr %4, align 8
  store [2 x double] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.d2, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.d2, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.d2, ptr %4, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = fmul double %12, %14
  %16 = fneg double %15
  %17 = call double @llvm.fmuladd.f64(double %8, double %10, double %16)
  store double %17, ptr %6, align 8
  %18 = getelementptr inbounds %struct.d2, ptr %3, i32 0, i32 1
  %19 = getelementptr inbounds %struct.d2, ptr %4, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.d2, ptr %4, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = fmul double %24, %26
  %28 = call double @llvm.fmuladd.f64(double %20, double %22, double %27)
  store double %28, ptr %18, align 8
  %29 = load %struct.d2, ptr %3, align 8
  ret %struct.d2 %29
}

; Function Attrs: noinline nounwind optnone
define internal %struct.d3 @d3scale([3 x double] %0, double noundef %1) #0 {
  %3 = alloca %struct.d3, align 8
  %4 = alloca %struct.d3, align 8
  %5 = alloca double, align 8
  store [3 x double] %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.d3, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = fmul double %8, %6
  store double %9, ptr %7, align 8
  %10 = load double, ptr %5, align 8
  %11 = getelementptr inbounds %struct.d3, ptr %4, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = fmul double %12, %10
  store double %13, ptr %11, align 8
  %14 = load double, ptr %5, align 8
  %15 = getelementptr inbounds %struct.d3, ptr %4, i32 0, i32 2
  %16 = load double, ptr %15, align 8
  %17 = fmul double %16, %14
  store double %17, ptr %15, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 24, i1 false)
  %18 = load %struct.d3, ptr %3, align 8
  ret %struct.d3 %18
}

; Function Attrs: noinline nounwind optnone
define internal %struct.f2 @swap2([2 x float] %0) #0 {
  %2 = alloca %struct.f2, align 4
  %3 = alloca %struct.f2, align 4
  store [2 x float] %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.f2, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.f2, ptr %3, i32 0, i32 1
  %6 = load float, ptr %5, align 4
  store float %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.f2, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.f2, ptr %3, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  store float %9, ptr %7, align 4
  %10 = load %struct.f2, ptr %2, align 4
  ret %struct.f2 %10
}

; Function Attrs: noinline nounwind optnone
define internal i64 @fi_mk(float noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.fi, align 4
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  store float %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.fi, ptr %3, i32 0, i32 0
  %7 = load float, ptr %4, align 4
  %8 = fmul float %7, 2.000000e+00
  store float %8, ptr %6, align 4
  %9 = getelementptr inbounds %struct.fi, ptr %3, i32 0, i32 1
  %10 = load i32, ptr %5, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %9, align 4
  %12 = load i64, ptr %3, align 4
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone
define internal [2 x i64] @di_mk([2 x i64] %0) #0 {
  %2 = alloca %struct.di, align 8
  %3 = alloca %struct.di, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.di, ptr %3, i32 0, i32 0
  %5 = load double, ptr %4, align 8
  %6 = fneg double %5
  %7 = getelementptr inbounds %struct.di, ptr %3, i32 0, i32 0
  store double %6, ptr %7, align 8
  %8 = getelementptr inbounds %struct.di, ptr %3, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = mul nsw i64 %9, 3
  %11 = getelementptr inbounds %struct.di, ptr %3, i32 0, i32 1
  store i64 %10, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 16, i1 false)
  %12 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %12
}

; Function Attrs: noinline nounwind optnone
define internal [2 x i64] @id_mk([2 x i64] %0) #0 {
  %2 = alloca %struct.id, align 8
  %3 = alloca %struct.id, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.id, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 8
  %6 = xor i32 %5, 255
  store i32 %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.id, ptr %3, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fadd double %8, 5.000000e-01
  store double %9, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 16, i1 false)
  %10 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %10
}

; Function Attrs: noinline nounwind optnone
define internal double @many([2 x double] %0, [2 x double] %1, [2 x double] %2, [2 x double] %3, [2 x double] %4, double noundef %5) #0 {
  %7 = alloca %struct.d2, align 8
  %8 = alloca %struct.d2, align 8
  %9 = alloca %struct.d2, align 8
  %10 = alloca %struct.d2, align 8
  %11 = alloca %struct.d2, align 8
  %12 = alloca double, align 8
  store [2 x double] %0, ptr %7, align 8
  store [2 x double] %1, ptr %8, align 8
  store [2 x double] %2, ptr %9, align 8
  store [2 x double] %3, ptr %10, align 8
  store [2 x double] %4, ptr %11, align 8
  store double %5, ptr %12, align 8
  %13 = getelementptr inbounds %struct.d2, ptr %7, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.d2, ptr %8, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = call double @llvm.fmuladd.f64(double %16, double 2.000000e+00, double %14)
  %18 = getelementptr inbounds %struct.d2, ptr %9, i32 0, i32 0
  %19 = load double, ptr %18, align 8
  %20 = call double @llvm.fmuladd.f64(double %19, double 3.000000e+00, double %17)
  %21 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = call double @llvm.fmuladd.f64(double %22, double 4.000000e+00, double %20)
  %24 = getelementptr inbounds %struct.d2, ptr %11, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = call double @llvm.fmuladd.f64(double %25, double 5.000000e+00, double %23)
  %27 = getelementptr inbounds %struct.d2, ptr %11, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = call double @llvm.fmuladd.f64(double %28, double 6.000000e+00, double %26)
  %30 = load double, ptr %12, align 8
  %31 = call double @llvm.fmuladd.f64(double %30, double 7.000000e+00, double %29)
  ret double %31
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
