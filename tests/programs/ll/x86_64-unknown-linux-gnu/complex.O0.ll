; ModuleID = 'tests/programs/complex.c'
source_filename = "tests/programs/complex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"div\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"div tiny\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"div huge\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"inf*finite\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"finite/0\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"inf/finite\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"finite/inf\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"mulf\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"divf\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"divf 3\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"%s (%s %s)\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c" %.17g %.17g\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@huge = internal global double 1.000000e+308, align 8
@.str.15 = private unnamed_addr constant [5 x i8] c"+inf\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"-inf\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"fin\00", align 1
@.str.18 = private unnamed_addr constant [14 x i8] c"%s %.9g %.9g\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca { double, double }, align 8
  %9 = alloca { double, double }, align 8
  %10 = alloca { double, double }, align 8
  %11 = alloca { double, double }, align 8
  %12 = alloca { double, double }, align 8
  %13 = alloca { double, double }, align 8
  %14 = alloca { double, double }, align 8
  %15 = alloca { double, double }, align 8
  %16 = alloca { double, double }, align 8
  %17 = alloca { double, double }, align 8
  %18 = alloca { double, double }, align 8
  %19 = alloca { double, double }, align 8
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca { float, float }, align 4
  %25 = alloca { float, float }, align 4
  %26 = alloca { float, float }, align 4
  %27 = alloca { float, float }, align 4
  %28 = alloca { float, float }, align 4
  %29 = alloca { float, float }, align 4
  %30 = alloca { float, float }, align 4
  %31 = alloca { float, float }, align 4
  store volatile double 1.500000e+00, ptr %1, align 8
  store volatile double -2.000000e+00, ptr %2, align 8
  store volatile double 2.500000e-01, ptr %3, align 8
  store volatile double 3.000000e+00, ptr %4, align 8
  store volatile double 0.000000e+00, ptr %5, align 8
  %32 = load volatile double, ptr %5, align 8
  %33 = fdiv double 1.000000e+00, %32
  store double %33, ptr %6, align 8
  %34 = load volatile double, ptr %5, align 8
  %35 = load volatile double, ptr %5, align 8
  %36 = fdiv double %34, %35
  store double %36, ptr %7, align 8
  %37 = load volatile double, ptr %1, align 8
  %38 = load volatile double, ptr %2, align 8
  %39 = fmul double %38, 0.000000e+00
  %40 = fmul double %38, 1.000000e+00
  %41 = fadd double %37, %39
  %42 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %43 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %41, ptr %42, align 8
  store double %40, ptr %43, align 8
  %44 = load volatile double, ptr %3, align 8
  %45 = load volatile double, ptr %4, align 8
  %46 = fmul double %45, 0.000000e+00
  %47 = fmul double %45, 1.000000e+00
  %48 = fadd double %44, %46
  %49 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %50 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %48, ptr %49, align 8
  store double %47, ptr %50, align 8
  %51 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %56 = load double, ptr %55, align 8
  %57 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %58 = load double, ptr %57, align 8
  %59 = fmul double %52, %56
  %60 = fmul double %54, %58
  %61 = fmul double %52, %58
  %62 = fmul double %54, %56
  %63 = fsub double %59, %60
  %64 = fadd double %61, %62
  %65 = fcmp uno double %63, %63
  br i1 %65, label %66, label %72, !prof !5

66:                                               ; preds = %0
  %67 = fcmp uno double %64, %64
  br i1 %67, label %68, label %72, !prof !5

68:                                               ; preds = %66
  %69 = call { double, double } @__muldc3(double noundef %52, double noundef %54, double noundef %56, double noundef %58) #3
  %70 = extractvalue { double, double } %69, 0
  %71 = extractvalue { double, double } %69, 1
  br label %72

72:                                               ; preds = %68, %66, %0
  %73 = phi double [ %63, %0 ], [ %63, %66 ], [ %70, %68 ]
  %74 = phi double [ %64, %0 ], [ %64, %66 ], [ %71, %68 ]
  %75 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %76 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %73, ptr %75, align 8
  store double %74, ptr %76, align 8
  %77 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %78 = load double, ptr %77, align 8
  %79 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %80 = load double, ptr %79, align 8
  call void @show(ptr noundef @.str, double noundef %78, double noundef %80) #4
  %81 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %82 = load double, ptr %81, align 8
  %83 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %84 = load double, ptr %83, align 8
  %85 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %86 = load double, ptr %85, align 8
  %87 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %88 = load double, ptr %87, align 8
  %89 = call { double, double } @__divdc3(double noundef %82, double noundef %84, double noundef %86, double noundef %88) #3
  %90 = extractvalue { double, double } %89, 0
  %91 = extractvalue { double, double } %89, 1
  %92 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %93 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %90, ptr %92, align 8
  store double %91, ptr %93, align 8
  %94 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %95 = load double, ptr %94, align 8
  %96 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %97 = load double, ptr %96, align 8
  call void @show(ptr noundef @.str.1, double noundef %95, double noundef %97) #4
  %98 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %99 = load double, ptr %98, align 8
  %100 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %101 = load double, ptr %100, align 8
  %102 = call { double, double } @__divdc3(double noundef %99, double noundef %101, double noundef 1.000000e-300, double noundef 3.000000e-300) #3
  %103 = extractvalue { double, double } %102, 0
  %104 = extractvalue { double, double } %102, 1
  %105 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %106 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  store double %103, ptr %105, align 8
  store double %104, ptr %106, align 8
  %107 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %108 = load double, ptr %107, align 8
  %109 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %110 = load double, ptr %109, align 8
  call void @show(ptr noundef @.str.2, double noundef %108, double noundef %110) #4
  %111 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %112 = load double, ptr %111, align 8
  %113 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %114 = load double, ptr %113, align 8
  %115 = call { double, double } @__divdc3(double noundef %112, double noundef %114, double noundef 1.000000e+300, double noundef 3.000000e+300) #3
  %116 = extractvalue { double, double } %115, 0
  %117 = extractvalue { double, double } %115, 1
  %118 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %119 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %116, ptr %118, align 8
  store double %117, ptr %119, align 8
  %120 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %121 = load double, ptr %120, align 8
  %122 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %123 = load double, ptr %122, align 8
  call void @show(ptr noundef @.str.3, double noundef %121, double noundef %123) #4
  %124 = load double, ptr %6, align 8
  %125 = load double, ptr %7, align 8
  %126 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %127 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  store double %124, ptr %126, align 8
  store double %125, ptr %127, align 8
  %128 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %129 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  store double 1.000000e+00, ptr %128, align 8
  store double 2.000000e+00, ptr %129, align 8
  %130 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %131 = load double, ptr %130, align 8
  %132 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %133 = load double, ptr %132, align 8
  %134 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %135 = load double, ptr %134, align 8
  %136 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %137 = load double, ptr %136, align 8
  %138 = fmul double %131, %135
  %139 = fmul double %133, %137
  %140 = fmul double %131, %137
  %141 = fmul double %133, %135
  %142 = fsub double %138, %139
  %143 = fadd double %140, %141
  %144 = fcmp uno double %142, %142
  br i1 %144, label %145, label %151, !prof !5

145:                                              ; preds = %72
  %146 = fcmp uno double %143, %143
  br i1 %146, label %147, label %151, !prof !5

147:                                              ; preds = %145
  %148 = call { double, double } @__muldc3(double noundef %131, double noundef %133, double noundef %135, double noundef %137) #3
  %149 = extractvalue { double, double } %148, 0
  %150 = extractvalue { double, double } %148, 1
  br label %151

151:                                              ; preds = %147, %145, %72
  %152 = phi double [ %142, %72 ], [ %142, %145 ], [ %149, %147 ]
  %153 = phi double [ %143, %72 ], [ %143, %145 ], [ %150, %147 ]
  %154 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %155 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  store double %152, ptr %154, align 8
  store double %153, ptr %155, align 8
  %156 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %157 = load double, ptr %156, align 8
  %158 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %159 = load double, ptr %158, align 8
  call void @show(ptr noundef @.str.4, double noundef %157, double noundef %159) #4
  %160 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %161 = load double, ptr %160, align 8
  %162 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %163 = load double, ptr %162, align 8
  %164 = call { double, double } @__divdc3(double noundef %161, double noundef %163, double noundef 0.000000e+00, double noundef 0.000000e+00) #3
  %165 = extractvalue { double, double } %164, 0
  %166 = extractvalue { double, double } %164, 1
  %167 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %168 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double %165, ptr %167, align 8
  store double %166, ptr %168, align 8
  %169 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %170 = load double, ptr %169, align 8
  %171 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %172 = load double, ptr %171, align 8
  call void @show(ptr noundef @.str.5, double noundef %170, double noundef %172) #4
  %173 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %174 = load double, ptr %173, align 8
  %175 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %176 = load double, ptr %175, align 8
  %177 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %178 = load double, ptr %177, align 8
  %179 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %180 = load double, ptr %179, align 8
  %181 = call { double, double } @__divdc3(double noundef %174, double noundef %176, double noundef %178, double noundef %180) #3
  %182 = extractvalue { double, double } %181, 0
  %183 = extractvalue { double, double } %181, 1
  %184 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %185 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  store double %182, ptr %184, align 8
  store double %183, ptr %185, align 8
  %186 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %187 = load double, ptr %186, align 8
  %188 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  %189 = load double, ptr %188, align 8
  call void @show(ptr noundef @.str.6, double noundef %187, double noundef %189) #4
  %190 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %191 = load double, ptr %190, align 8
  %192 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %193 = load double, ptr %192, align 8
  %194 = load double, ptr %6, align 8
  %195 = call { double, double } @__divdc3(double noundef %191, double noundef %193, double noundef %194, double noundef 1.000000e+00) #3
  %196 = extractvalue { double, double } %195, 0
  %197 = extractvalue { double, double } %195, 1
  %198 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %199 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  store double %196, ptr %198, align 8
  store double %197, ptr %199, align 8
  %200 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %201 = load double, ptr %200, align 8
  %202 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %203 = load double, ptr %202, align 8
  call void @show(ptr noundef @.str.7, double noundef %201, double noundef %203) #4
  store volatile float 1.500000e+00, ptr %20, align 4
  store volatile float -2.000000e+00, ptr %21, align 4
  store volatile float 2.500000e-01, ptr %22, align 4
  store volatile float 3.000000e+00, ptr %23, align 4
  %204 = load volatile float, ptr %20, align 4
  %205 = load volatile float, ptr %21, align 4
  %206 = fmul float %205, 0.000000e+00
  %207 = fmul float %205, 1.000000e+00
  %208 = fadd float %204, %206
  %209 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %210 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  store float %208, ptr %209, align 4
  store float %207, ptr %210, align 4
  %211 = load volatile float, ptr %22, align 4
  %212 = load volatile float, ptr %23, align 4
  %213 = fmul float %212, 0.000000e+00
  %214 = fmul float %212, 1.000000e+00
  %215 = fadd float %211, %213
  %216 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %217 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  store float %215, ptr %216, align 4
  store float %214, ptr %217, align 4
  %218 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %219 = load float, ptr %218, align 4
  %220 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %221 = load float, ptr %220, align 4
  %222 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %223 = load float, ptr %222, align 4
  %224 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %225 = load float, ptr %224, align 4
  %226 = fmul float %219, %223
  %227 = fmul float %221, %225
  %228 = fmul float %219, %225
  %229 = fmul float %221, %223
  %230 = fsub float %226, %227
  %231 = fadd float %228, %229
  %232 = fcmp uno float %230, %230
  br i1 %232, label %233, label %241, !prof !5

233:                                              ; preds = %151
  %234 = fcmp uno float %231, %231
  br i1 %234, label %235, label %241, !prof !5

235:                                              ; preds = %233
  %236 = call <2 x float> @__mulsc3(float noundef %219, float noundef %221, float noundef %223, float noundef %225) #3
  store <2 x float> %236, ptr %26, align 4
  %237 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 0
  %238 = load float, ptr %237, align 4
  %239 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 1
  %240 = load float, ptr %239, align 4
  br label %241

241:                                              ; preds = %235, %233, %151
  %242 = phi float [ %230, %151 ], [ %230, %233 ], [ %238, %235 ]
  %243 = phi float [ %231, %151 ], [ %231, %233 ], [ %240, %235 ]
  %244 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 0
  %245 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 1
  store float %242, ptr %244, align 4
  store float %243, ptr %245, align 4
  %246 = load <2 x float>, ptr %27, align 4
  call void @showf(ptr noundef @.str.8, <2 x float> noundef %246) #4
  %247 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %248 = load float, ptr %247, align 4
  %249 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %250 = load float, ptr %249, align 4
  %251 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %252 = load float, ptr %251, align 4
  %253 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %254 = load float, ptr %253, align 4
  %255 = call <2 x float> @__divsc3(float noundef %248, float noundef %250, float noundef %252, float noundef %254) #3
  store <2 x float> %255, ptr %28, align 4
  %256 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 0
  %257 = load float, ptr %256, align 4
  %258 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 1
  %259 = load float, ptr %258, align 4
  %260 = getelementptr inbounds { float, float }, ptr %29, i32 0, i32 0
  %261 = getelementptr inbounds { float, float }, ptr %29, i32 0, i32 1
  store float %257, ptr %260, align 4
  store float %259, ptr %261, align 4
  %262 = load <2 x float>, ptr %29, align 4
  call void @showf(ptr noundef @.str.9, <2 x float> noundef %262) #4
  %263 = call <2 x float> @__divsc3(float noundef 1.000000e+00, float noundef 1.000000e+00, float noundef 3.000000e+00, float noundef 7.000000e+00) #3
  store <2 x float> %263, ptr %30, align 4
  %264 = getelementptr inbounds { float, float }, ptr %30, i32 0, i32 0
  %265 = load float, ptr %264, align 4
  %266 = getelementptr inbounds { float, float }, ptr %30, i32 0, i32 1
  %267 = load float, ptr %266, align 4
  %268 = getelementptr inbounds { float, float }, ptr %31, i32 0, i32 0
  %269 = getelementptr inbounds { float, float }, ptr %31, i32 0, i32 1
  store float %265, ptr %268, align 4
  store float %267, ptr %269, align 4
  %270 = load <2 x float>, ptr %31, align 4
  call void @showf(ptr noundef @.str.10, <2 x float> noundef %270) #4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @show(ptr noundef %0, double noundef %1, double noundef %2) #1 {
  %4 = alloca { double, double }, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %1, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %2, ptr %9, align 8
  store ptr %0, ptr %5, align 8
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  store double %11, ptr %6, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  store double %13, ptr %7, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = load double, ptr %6, align 8
  %16 = call ptr @cls(double noundef %15) #4
  %17 = load double, ptr %7, align 8
  %18 = call ptr @cls(double noundef %17) #4
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %14, ptr noundef %16, ptr noundef %18) #4
  %20 = load double, ptr %6, align 8
  %21 = load double, ptr %6, align 8
  %22 = fcmp oeq double %20, %21
  br i1 %22, label %23, label %31

23:                                               ; preds = %3
  %24 = load double, ptr %7, align 8
  %25 = load double, ptr %7, align 8
  %26 = fcmp oeq double %24, %25
  br i1 %26, label %27, label %31

27:                                               ; preds = %23
  %28 = load double, ptr %6, align 8
  %29 = load double, ptr %7, align 8
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %28, double noundef %29) #4
  br label %31

31:                                               ; preds = %27, %23, %3
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.13) #4
  ret void
}

declare { double, double } @__muldc3(double, double, double, double)

declare { double, double } @__divdc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone
define internal void @showf(ptr noundef %0, <2 x float> noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca ptr, align 8
  store <2 x float> %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = fpext float %7 to double
  %9 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = fpext float %10 to double
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %5, double noundef %8, double noundef %11) #4
  ret void
}

declare <2 x float> @__mulsc3(float, float, float, float)

declare <2 x float> @__divsc3(float, float, float, float)

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal ptr @cls(double noundef %0) #1 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = load double, ptr %3, align 8
  %6 = fcmp une double %4, %5
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store ptr @.str.14, ptr %2, align 8
  br label %22

8:                                                ; preds = %1
  %9 = load double, ptr %3, align 8
  %10 = load volatile double, ptr @huge, align 8
  %11 = fmul double %10, 1.000000e+01
  %12 = fcmp ogt double %9, %11
  br i1 %12, label %13, label %14

13:                                               ; preds = %8
  store ptr @.str.15, ptr %2, align 8
  br label %22

14:                                               ; preds = %8
  %15 = load double, ptr %3, align 8
  %16 = load volatile double, ptr @huge, align 8
  %17 = fneg double %16
  %18 = fmul double %17, 1.000000e+01
  %19 = fcmp olt double %15, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %14
  store ptr @.str.16, ptr %2, align 8
  br label %22

21:                                               ; preds = %14
  store ptr @.str.17, ptr %2, align 8
  br label %22

22:                                               ; preds = %21, %20, %13, %7
  %23 = load ptr, ptr %2, align 8
  ret ptr %23
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="64" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
