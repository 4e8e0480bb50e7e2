; ModuleID = 'tests/programs/hfa_structs.c'
source_filename = "tests/programs/hfa_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %4 = alloca { <2 x float>, float }, align 4
  %5 = alloca { <2 x float>, float }, align 4
  %6 = alloca { <2 x float>, float }, align 8
  %7 = alloca %struct.f3, align 4
  %8 = alloca %struct.f3, align 4
  %9 = alloca %struct.f3, align 4
  %10 = alloca { <2 x float>, float }, align 4
  %11 = alloca { <2 x float>, float }, align 4
  %12 = alloca { <2 x float>, float }, align 8
  %13 = alloca %struct.f4, align 4
  %14 = alloca %struct.f4, align 4
  %15 = alloca %struct.f4, align 4
  %16 = alloca %struct.d2, align 8
  %17 = alloca i32, align 4
  %18 = alloca %struct.d2, align 8
  %19 = alloca %struct.d2, align 8
  %20 = alloca %struct.d3, align 8
  %21 = alloca %struct.d3, align 8
  %22 = alloca %struct.f2, align 4
  %23 = alloca %struct.f2, align 4
  %24 = alloca %struct.fi, align 4
  %25 = alloca %struct.di, align 8
  %26 = alloca %struct.di, align 8
  %27 = alloca %struct.id, align 8
  %28 = alloca %struct.id, align 8
  %29 = alloca %struct.d2, align 8
  %30 = alloca %struct.d2, align 8
  %31 = alloca %struct.d2, align 8
  %32 = alloca %struct.d2, align 8
  %33 = alloca %struct.d2, align 8
  %34 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 0
  store float 1.000000e+00, ptr %34, align 4
  %35 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 1
  store float 0.000000e+00, ptr %35, align 4
  %36 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 2
  store float 0.000000e+00, ptr %36, align 4
  %37 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 0
  store float 0.000000e+00, ptr %37, align 4
  %38 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 1
  store float 1.000000e+00, ptr %38, align 4
  %39 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 2
  store float 0.000000e+00, ptr %39, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %2, i64 12, i1 false)
  %40 = getelementptr inbounds { <2 x float>, float }, ptr %4, i32 0, i32 0
  %41 = load <2 x float>, ptr %40, align 4
  %42 = getelementptr inbounds { <2 x float>, float }, ptr %4, i32 0, i32 1
  %43 = load float, ptr %42, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %3, i64 12, i1 false)
  %44 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 0
  %45 = load <2 x float>, ptr %44, align 4
  %46 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 1
  %47 = load float, ptr %46, align 4
  %48 = call { <2 x float>, float } @cross(<2 x float> %41, float %43, <2 x float> %45, float %47) #5
  store { <2 x float>, float } %48, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 8 %6, i64 12, i1 false)
  %49 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 0
  %50 = load float, ptr %49, align 4
  %51 = fpext float %50 to double
  %52 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 1
  %53 = load float, ptr %52, align 4
  %54 = fpext float %53 to double
  %55 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 2
  %56 = load float, ptr %55, align 4
  %57 = fpext float %56 to double
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %51, double noundef %54, double noundef %57) #5
  %59 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 0
  store float 1.500000e+00, ptr %59, align 4
  %60 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 1
  store float -2.000000e+00, ptr %60, align 4
  %61 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 2
  store float 3.000000e+00, ptr %61, align 4
  %62 = getelementptr inbounds %struct.f3, ptr %9, i32 0, i32 0
  store float 4.000000e+00, ptr %62, align 4
  %63 = getelementptr inbounds %struct.f3, ptr %9, i32 0, i32 1
  store float 5.250000e+00, ptr %63, align 4
  %64 = getelementptr inbounds %struct.f3, ptr %9, i32 0, i32 2
  store float -6.000000e+00, ptr %64, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %8, i64 12, i1 false)
  %65 = getelementptr inbounds { <2 x float>, float }, ptr %10, i32 0, i32 0
  %66 = load <2 x float>, ptr %65, align 4
  %67 = getelementptr inbounds { <2 x float>, float }, ptr %10, i32 0, i32 1
  %68 = load float, ptr %67, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %9, i64 12, i1 false)
  %69 = getelementptr inbounds { <2 x float>, float }, ptr %11, i32 0, i32 0
  %70 = load <2 x float>, ptr %69, align 4
  %71 = getelementptr inbounds { <2 x float>, float }, ptr %11, i32 0, i32 1
  %72 = load float, ptr %71, align 4
  %73 = call { <2 x float>, float } @cross(<2 x float> %66, float %68, <2 x float> %70, float %72) #5
  store { <2 x float>, float } %73, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 8 %12, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 4 %7, i64 12, i1 false)
  %74 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 0
  %75 = load float, ptr %74, align 4
  %76 = fpext float %75 to double
  %77 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 1
  %78 = load float, ptr %77, align 4
  %79 = fpext float %78 to double
  %80 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 2
  %81 = load float, ptr %80, align 4
  %82 = fpext float %81 to double
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %76, double noundef %79, double noundef %82) #5
  %84 = getelementptr inbounds %struct.f4, ptr %14, i32 0, i32 0
  %85 = getelementptr inbounds [4 x float], ptr %84, i64 0, i64 0
  store float 1.000000e+00, ptr %85, align 4
  %86 = getelementptr inbounds float, ptr %85, i64 1
  store float 2.000000e+00, ptr %86, align 4
  %87 = getelementptr inbounds float, ptr %86, i64 1
  store float 3.000000e+00, ptr %87, align 4
  %88 = getelementptr inbounds float, ptr %87, i64 1
  store float 4.000000e+00, ptr %88, align 4
  %89 = getelementptr inbounds %struct.f4, ptr %15, i32 0, i32 0
  %90 = getelementptr inbounds [4 x float], ptr %89, i64 0, i64 0
  store float 5.000000e-01, ptr %90, align 4
  %91 = getelementptr inbounds float, ptr %90, i64 1
  store float 2.500000e-01, ptr %91, align 4
  %92 = getelementptr inbounds float, ptr %91, i64 1
  store float 1.250000e-01, ptr %92, align 4
  %93 = getelementptr inbounds float, ptr %92, i64 1
  store float 6.250000e-02, ptr %93, align 4
  %94 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %14, i32 0, i32 0
  %95 = load <2 x float>, ptr %94, align 4
  %96 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %14, i32 0, i32 1
  %97 = load <2 x float>, ptr %96, align 4
  %98 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %15, i32 0, i32 0
  %99 = load <2 x float>, ptr %98, align 4
  %100 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %15, i32 0, i32 1
  %101 = load <2 x float>, ptr %100, align 4
  %102 = call { <2 x float>, <2 x float> } @f4add(<2 x float> %95, <2 x float> %97, <2 x float> %99, <2 x float> %101) #5
  %103 = getelementptr inbounds %struct.f4, ptr %13, i32 0, i32 0
  %104 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %103, i32 0, i32 0
  %105 = extractvalue { <2 x float>, <2 x float> } %102, 0
  store <2 x float> %105, ptr %104, align 4
  %106 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %103, i32 0, i32 1
  %107 = extractvalue { <2 x float>, <2 x float> } %102, 1
  store <2 x float> %107, ptr %106, align 4
  %108 = getelementptr inbounds %struct.f4, ptr %13, i32 0, i32 0
  %109 = getelementptr inbounds [4 x float], ptr %108, i64 0, i64 0
  %110 = load float, ptr %109, align 4
  %111 = fpext float %110 to double
  %112 = getelementptr inbounds %struct.f4, ptr %13, i32 0, i32 0
  %113 = getelementptr inbounds [4 x float], ptr %112, i64 0, i64 1
  %114 = load float, ptr %113, align 4
  %115 = fpext float %114 to double
  %116 = getelementptr inbounds %struct.f4, ptr %13, i32 0, i32 0
  %117 = getelementptr inbounds [4 x float], ptr %116, i64 0, i64 2
  %118 = load float, ptr %117, align 4
  %119 = fpext float %118 to double
  %120 = getelementptr inbounds %struct.f4, ptr %13, i32 0, i32 0
  %121 = getelementptr inbounds [4 x float], ptr %120, i64 0, i64 3
  %122 = load float, ptr %121, align 4
  %123 = fpext float %122 to double
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %111, double noundef %115, double noundef %119, double noundef %123) #5
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 @__const.main.z, i64 16, i1 false)
  store i32 0, ptr %17, align 4
  br label %125

125:                                              ; preds = %144, %0
  %126 = load i32, ptr %17, align 4
  %127 = icmp slt i32 %126, 5
  br i1 %127, label %128, label %147

128:                                              ; preds = %125
  %129 = getelementptr inbounds %struct.d2, ptr %19, i32 0, i32 0
  store double 5.000000e-01, ptr %129, align 8
  %130 = getelementptr inbounds %struct.d2, ptr %19, i32 0, i32 1
  store double 1.500000e+00, ptr %130, align 8
  %131 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %132 = load double, ptr %131, align 8
  %133 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %134 = load double, ptr %133, align 8
  %135 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %136 = load double, ptr %135, align 8
  %137 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %138 = load double, ptr %137, align 8
  %139 = call { double, double } @cmul(double %132, double %134, double %136, double %138) #5
  %140 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %141 = extractvalue { double, double } %139, 0
  store double %141, ptr %140, align 8
  %142 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  %143 = extractvalue { double, double } %139, 1
  store double %143, ptr %142, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %18, i64 16, i1 false)
  br label %144

144:                                              ; preds = %128
  %145 = load i32, ptr %17, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %17, align 4
  br label %125, !llvm.loop !5

147:                                              ; preds = %125
  %148 = getelementptr inbounds %struct.d2, ptr %16, i32 0, i32 0
  %149 = load double, ptr %148, align 8
  %150 = getelementptr inbounds %struct.d2, ptr %16, i32 0, i32 1
  %151 = load double, ptr %150, align 8
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %149, double noundef %151) #5
  %153 = getelementptr inbounds %struct.d3, ptr %21, i32 0, i32 0
  store double 1.000000e+00, ptr %153, align 8
  %154 = getelementptr inbounds %struct.d3, ptr %21, i32 0, i32 1
  store double -2.000000e+00, ptr %154, align 8
  %155 = getelementptr inbounds %struct.d3, ptr %21, i32 0, i32 2
  store double 3.500000e+00, ptr %155, align 8
  call void @d3scale(ptr sret(%struct.d3) align 8 %20, ptr noundef byval(%struct.d3) align 8 %21, double noundef 2.500000e+00) #5
  %156 = getelementptr inbounds %struct.d3, ptr %20, i32 0, i32 0
  %157 = load double, ptr %156, align 8
  %158 = getelementptr inbounds %struct.d3, ptr %20, i32 0, i32 1
  %159 = load double, ptr %158, align 8
  %160 = getelementptr inbounds %struct.d3, ptr %20, i32 0, i32 2
  %161 = load double, ptr %160, align 8
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %157, double noundef %159, double noundef %161) #5
  %163 = getelementptr inbounds %struct.f2, ptr %23, i32 0, i32 0
  store float 1.250000e+00, ptr %163, align 4
  %164 = getelementptr inbounds %struct.f2, ptr %23, i32 0, i32 1
  store float -7.500000e+00, ptr %164, align 4
  %165 = load <2 x float>, ptr %23, align 4
  %166 = call <2 x float> @swap2(<2 x float> %165) #5
  store <2 x float> %166, ptr %22, align 4
  %167 = getelementptr inbounds %struct.f2, ptr %22, i32 0, i32 0
  %168 = load float, ptr %167, align 4
  %169 = fpext float %168 to double
  %170 = getelementptr inbounds %struct.f2, ptr %22, i32 0, i32 1
  %171 = load float, ptr %170, align 4
  %172 = fpext float %171 to double
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %169, double noundef %172) #5
  %174 = call i64 @fi_mk(float noundef 3.250000e+00, i32 noundef 41) #5
  store i64 %174, ptr %24, align 4
  %175 = getelementptr inbounds %struct.fi, ptr %24, i32 0, i32 0
  %176 = load float, ptr %175, align 4
  %177 = fpext float %176 to double
  %178 = getelementptr inbounds %struct.fi, ptr %24, i32 0, i32 1
  %179 = load i32, ptr %178, align 4
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %177, i32 noundef %179) #5
  %181 = getelementptr inbounds %struct.di, ptr %26, i32 0, i32 0
  store double 2.750000e+00, ptr %181, align 8
  %182 = getelementptr inbounds %struct.di, ptr %26, i32 0, i32 1
  store i64 -5000000000, ptr %182, align 8
  %183 = getelementptr inbounds { double, i64 }, ptr %26, i32 0, i32 0
  %184 = load double, ptr %183, align 8
  %185 = getelementptr inbounds { double, i64 }, ptr %26, i32 0, i32 1
  %186 = load i64, ptr %185, align 8
  %187 = call { double, i64 } @di_mk(double %184, i64 %186) #5
  %188 = getelementptr inbounds { double, i64 }, ptr %25, i32 0, i32 0
  %189 = extractvalue { double, i64 } %187, 0
  store double %189, ptr %188, align 8
  %190 = getelementptr inbounds { double, i64 }, ptr %25, i32 0, i32 1
  %191 = extractvalue { double, i64 } %187, 1
  store i64 %191, ptr %190, align 8
  %192 = getelementptr inbounds %struct.di, ptr %25, i32 0, i32 0
  %193 = load double, ptr %192, align 8
  %194 = getelementptr inbounds %struct.di, ptr %25, i32 0, i32 1
  %195 = load i64, ptr %194, align 8
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %193, i64 noundef %195) #5
  %197 = getelementptr inbounds %struct.id, ptr %28, i32 0, i32 0
  store i32 4660, ptr %197, align 8
  %198 = getelementptr inbounds %struct.id, ptr %28, i32 0, i32 1
  store double 9.250000e+00, ptr %198, align 8
  %199 = getelementptr inbounds { i32, double }, ptr %28, i32 0, i32 0
  %200 = load i32, ptr %199, align 8
  %201 = getelementptr inbounds { i32, double }, ptr %28, i32 0, i32 1
  %202 = load double, ptr %201, align 8
  %203 = call { i32, double } @id_mk(i32 %200, double %202) #5
  %204 = getelementptr inbounds { i32, double }, ptr %27, i32 0, i32 0
  %205 = extractvalue { i32, double } %203, 0
  store i32 %205, ptr %204, align 8
  %206 = getelementptr inbounds { i32, double }, ptr %27, i32 0, i32 1
  %207 = extractvalue { i32, double } %203, 1
  store double %207, ptr %206, align 8
  %208 = getelementptr inbounds %struct.id, ptr %27, i32 0, i32 0
  %209 = load i32, ptr %208, align 8
  %210 = getelementptr inbounds %struct.id, ptr %27, i32 0, i32 1
  %211 = load double, ptr %210, align 8
  %212 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %209, double noundef %211) #5
  %213 = getelementptr inbounds %struct.d2, ptr %29, i32 0, i32 0
  store double 1.000000e+00, ptr %213, align 8
  %214 = getelementptr inbounds %struct.d2, ptr %29, i32 0, i32 1
  store double 2.000000e+00, ptr %214, align 8
  %215 = getelementptr inbounds %struct.d2, ptr %30, i32 0, i32 0
  store double 3.000000e+00, ptr %215, align 8
  %216 = getelementptr inbounds %struct.d2, ptr %30, i32 0, i32 1
  store double 4.000000e+00, ptr %216, align 8
  %217 = getelementptr inbounds %struct.d2, ptr %31, i32 0, i32 0
  store double 5.000000e+00, ptr %217, align 8
  %218 = getelementptr inbounds %struct.d2, ptr %31, i32 0, i32 1
  store double 6.000000e+00, ptr %218, align 8
  %219 = getelementptr inbounds %struct.d2, ptr %32, i32 0, i32 0
  store double 7.000000e+00, ptr %219, align 8
  %220 = getelementptr inbounds %struct.d2, ptr %32, i32 0, i32 1
  store double 8.000000e+00, ptr %220, align 8
  %221 = getelementptr inbounds %struct.d2, ptr %33, i32 0, i32 0
  store double 9.000000e+00, ptr %221, align 8
  %222 = getelementptr inbounds %struct.d2, ptr %33, i32 0, i32 1
  store double 1.000000e+01, ptr %222, align 8
  %223 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 0
  %224 = load double, ptr %223, align 8
  %225 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 1
  %226 = load double, ptr %225, align 8
  %227 = getelementptr inbounds { double, double }, ptr %30, i32 0, i32 0
  %228 = load double, ptr %227, align 8
  %229 = getelementptr inbounds { double, double }, ptr %30, i32 0, i32 1
  %230 = load double, ptr %229, align 8
  %231 = getelementptr inbounds { double, double }, ptr %31, i32 0, i32 0
  %232 = load double, ptr %231, align 8
  %233 = getelementptr inbounds { double, double }, ptr %31, i32 0, i32 1
  %234 = load double, ptr %233, align 8
  %235 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %236 = load double, ptr %235, align 8
  %237 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  %238 = load double, ptr %237, align 8
  %239 = call double @many(double %224, double %226, double %228, double %230, double %232, double %234, double %236, double %238, ptr noundef byval(%struct.d2) align 8 %33, double noundef 1.150000e+01) #5
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %239) #5
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal { <2 x float>, float } @cross(<2 x float> %0, float %1, <2 x float> %2, float %3) #0 {
  %5 = alloca %struct.f3, align 4
  %6 = alloca %struct.f3, align 4
  %7 = alloca { <2 x float>, float }, align 4
  %8 = alloca %struct.f3, align 4
  %9 = alloca { <2 x float>, float }, align 4
  %10 = alloca { <2 x float>, float }, align 8
  %11 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 0
  store <2 x float> %0, ptr %11, align 4
  %12 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 1
  store float %1, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %7, i64 12, i1 false)
  %13 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 0
  store <2 x float> %2, ptr %13, align 4
  %14 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 1
  store float %3, ptr %14, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %9, i64 12, i1 false)
  %15 = getelementptr inbounds %struct.f3, ptr %5, i32 0, i32 0
  %16 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 2
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 2
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 1
  %23 = load float, ptr %22, align 4
  %24 = fmul float %21, %23
  %25 = fneg float %24
  %26 = call float @llvm.fmuladd.f32(float %17, float %19, float %25)
  store float %26, ptr %15, align 4
  %27 = getelementptr inbounds %struct.f3, ptr %5, i32 0, i32 1
  %28 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 2
  %29 = load float, ptr %28, align 4
  %30 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 0
  %31 = load float, ptr %30, align 4
  %32 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 0
  %33 = load float, ptr %32, align 4
  %34 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 2
  %35 = load float, ptr %34, align 4
  %36 = fmul float %33, %35
  %37 = fneg float %36
  %38 = call float @llvm.fmuladd.f32(float %29, float %31, float %37)
  store float %38, ptr %27, align 4
  %39 = getelementptr inbounds %struct.f3, ptr %5, i32 0, i32 2
  %40 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 0
  %41 = load float, ptr %40, align 4
  %42 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 1
  %43 = load float, ptr %42, align 4
  %44 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 1
  %45 = load float, ptr %44, align 4
  %46 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 0
  %47 = load float, ptr %46, align 4
  %48 = fmul float %45, %47
  %49 = fneg float %48
  %50 = call float @llvm.fmuladd.f32(float %41, float %43, float %49)
  store float %50, ptr %39, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 4 %5, i64 12, i1 false)
  %51 = load { <2 x float>, float }, ptr %10, align 8
  ret { <2 x float>, float } %51
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal { <2 x float>, <2 x float> } @f4add(<2 x float> %0, <2 x float> %1, <2 x float> %2, <2 x float> %3) #0 {
  %5 = alloca %struct.f4, align 4
  %6 = alloca %struct.f4, align 4
  %7 = alloca %struct.f4, align 4
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %6, i32 0, i32 0
  store <2 x float> %0, ptr %9, align 4
  %10 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %6, i32 0, i32 1
  store <2 x float> %1, ptr %10, align 4
  %11 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %7, i32 0, i32 0
  store <2 x float> %2, ptr %11, align 4
  %12 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %7, i32 0, i32 1
  store <2 x float> %3, ptr %12, align 4
  store i32 0, ptr %8, align 4
  br label %13

13:                                               ; preds = %28, %4
  %14 = load i32, ptr %8, align 4
  %15 = icmp slt i32 %14, 4
  br i1 %15, label %16, label %31

16:                                               ; preds = %13
  %17 = getelementptr inbounds %struct.f4, ptr %7, i32 0, i32 0
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x float], ptr %17, i64 0, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds %struct.f4, ptr %6, i32 0, i32 0
  %23 = load i32, ptr %8, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [4 x float], ptr %22, i64 0, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fadd float %26, %21
  store float %27, ptr %25, align 4
  br label %28

28:                                               ; preds = %16
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %8, align 4
  br label %13, !llvm.loop !7

31:                                               ; preds = %13
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 16, i1 false)
  %32 = getelementptr inbounds %struct.f4, ptr %5, i32 0, i32 0
  %33 = load { <2 x float>, <2 x float> }, ptr %32, align 4
  ret { <2 x float>, <2 x float> } %33
}

; Function Attrs: noinline nounwind optnone
define internal { double, double } @cmul(double %0, double %1, double %2, double %3) #3 {
  %5 = alloca %struct.d2, align 8
  %6 = alloca %struct.d2, align 8
  %7 = alloca %struct.d2, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.d2, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.d2, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %struct.d2, ptr %6, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.d2, ptr %7, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = fmul double %18, %20
  %22 = fneg double %21
  %23 = call double @llvm.fmuladd.f64(double %14, double %16, double %22)
  store double %23, ptr %12, align 8
  %24 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 1
  %25 = getelementptr inbounds %struct.d2, ptr %6, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds %struct.d2, ptr %7, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds %struct.d2, ptr %6, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  %31 = getelementptr inbounds %struct.d2, ptr %7, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = fmul double %30, %32
  %34 = call double @llvm.fmuladd.f64(double %26, double %28, double %33)
  store double %34, ptr %24, align 8
  %35 = load { double, double }, ptr %5, align 8
  ret { double, double } %35
}

; Function Attrs: noinline nounwind optnone
define internal void @d3scale(ptr noalias sret(%struct.d3) align 8 %0, ptr noundef byval(%struct.d3) align 8 %1, double noundef %2) #3 {
  %4 = alloca double, align 8
  store double %2, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %struct.d3, ptr %1, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = fmul double %7, %5
  store double %8, ptr %6, align 8
  %9 = load double, ptr %4, align 8
  %10 = getelementptr inbounds %struct.d3, ptr %1, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fmul double %11, %9
  store double %12, ptr %10, align 8
  %13 = load double, ptr %4, align 8
  %14 = getelementptr inbounds %struct.d3, ptr %1, i32 0, i32 2
  %15 = load double, ptr %14, align 8
  %16 = fmul double %15, %13
  store double %16, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 24, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal <2 x float> @swap2(<2 x float> %0) #0 {
  %2 = alloca %struct.f2, align 4
  %3 = alloca %struct.f2, align 4
  store <2 x float> %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.f2, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.f2, ptr %3, i32 0, i32 1
  %6 = load float, ptr %5, align 4
  store float %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.f2, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.f2, ptr %3, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  store float %9, ptr %7, align 4
  %10 = load <2 x float>, ptr %2, align 4
  ret <2 x float> %10
}

; Function Attrs: noinline nounwind optnone
define internal i64 @fi_mk(float noundef %0, i32 noundef %1) #3 {
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
define internal { double, i64 } @di_mk(double %0, i64 %1) #3 {
  %3 = alloca %struct.di, align 8
  %4 = alloca %struct.di, align 8
  %5 = getelementptr inbounds { double, i64 }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.di, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = fneg double %8
  %10 = getelementptr inbounds %struct.di, ptr %4, i32 0, i32 0
  store double %9, ptr %10, align 8
  %11 = getelementptr inbounds %struct.di, ptr %4, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = mul nsw i64 %12, 3
  %14 = getelementptr inbounds %struct.di, ptr %4, i32 0, i32 1
  store i64 %13, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 16, i1 false)
  %15 = load { double, i64 }, ptr %3, align 8
  ret { double, i64 } %15
}

; Function Attrs: noinline nounwind optnone
define internal { i32, double } @id_mk(i32 %0, double %1) #3 {
  %3 = alloca %struct.id, align 8
  %4 = alloca %struct.id, align 8
  %5 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 0
  store i32 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.id, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = xor i32 %8, 255
  store i32 %9, ptr %7, align 8
  %10 = getelementptr inbounds %struct.id, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fadd double %11, 5.000000e-01
  store double %12, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 16, i1 false)
  %13 = load { i32, double }, ptr %3, align 8
  ret { i32, double } %13
}

; Function Attrs: noinline nounwind optnone
define internal double @many(double %0, double %1, double %2, double %3, double %4, double %5, double %6, double %7, ptr noundef byval(%struct.d2) align 8 %8, double noundef %9) #3 {
  %11 = alloca %struct.d2, align 8
  %12 = alloca %struct.d2, align 8
  %13 = alloca %struct.d2, align 8
  %14 = alloca %struct.d2, align 8
  %15 = alloca double, align 8
  %16 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  store double %0, ptr %16, align 8
  %17 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %1, ptr %17, align 8
  %18 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  store double %2, ptr %18, align 8
  %19 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  store double %3, ptr %19, align 8
  %20 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  store double %4, ptr %20, align 8
  %21 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %5, ptr %21, align 8
  %22 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  store double %6, ptr %22, align 8
  %23 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  store double %7, ptr %23, align 8
  store double %9, ptr %15, align 8
  %24 = getelementptr inbounds %struct.d2, ptr %11, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds %struct.d2, ptr %12, i32 0, i32 1
  %27 = load double, ptr %26, align 8
  %28 = call double @llvm.fmuladd.f64(double %27, double 2.000000e+00, double %25)
  %29 = getelementptr inbounds %struct.d2, ptr %13, i32 0, i32 0
  %30 = load double, ptr %29, align 8
  %31 = call double @llvm.fmuladd.f64(double %30, double 3.000000e+00, double %28)
  %32 = getelementptr inbounds %struct.d2, ptr %14, i32 0, i32 1
  %33 = load double, ptr %32, align 8
  %34 = call double @llvm.fmuladd.f64(double %33, double 4.000000e+00, double %31)
  %35 = getelementptr inbounds %struct.d2, ptr %8, i32 0, i32 0
  %36 = load double, ptr %35, align 8
  %37 = call double @llvm.fmuladd.f64(double %36, double 5.000000e+00, double %34)
  %38 = getelementptr inbounds %struct.d2, ptr %8, i32 0, i32 1
  %39 = load double, ptr %38, align 8
  %40 = call double @llvm.fmuladd.f64(double %39, double 6.000000e+00, double %37)
  %41 = load double, ptr %15, align 8
  %42 = call double @llvm.fmuladd.f64(double %41, double 7.000000e+00, double %40)
  ret double %42
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="64" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
