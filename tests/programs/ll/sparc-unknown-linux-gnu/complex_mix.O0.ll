; ModuleID = 'tests/programs/complex_mix.c'
source_filename = "tests/programs/complex_mix.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.Tagged = type { i32, { double, double }, { float, float } }

@.str = private unnamed_addr constant [2 x i8] c"z\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"conj\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"z*z\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"z/conj\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"pow7\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"1/z\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"z*i\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"lz\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"lz*lz\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"lz/(1+2i)\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"poly\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"ldiv\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"t%d %d %.6f %.6f %.6f %.6f\0A\00", align 1
@__const.main.fv = private unnamed_addr constant [4 x { float, float }] [{ float, float } { float 1.000000e+00, float 1.000000e+00 }, { float, float } { float 2.000000e+00, float -5.000000e-01 }, { float, float } { float -1.000000e+00, float 3.000000e+00 }, { float, float } { float 0.000000e+00, float 2.500000e-01 }], align 4
@.str.13 = private unnamed_addr constant [16 x i8] c"fsum %.6f %.6f\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"fdiv %.6f %.6f\0A\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"eq %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [14 x i8] c"%s %.6f %.6f\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"%s %.6Lf %.6Lf\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = alloca { double, double }, align 8
  %9 = alloca { double, double }, align 8
  %10 = alloca { double, double }, align 8
  %11 = alloca { double, double }, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca { double, double }, align 8
  %15 = alloca { double, double }, align 8
  %16 = alloca { double, double }, align 8
  %17 = alloca { double, double }, align 8
  %18 = alloca { double, double }, align 8
  %19 = alloca { double, double }, align 8
  %20 = alloca { double, double }, align 8
  %21 = alloca [3 x %struct.Tagged], align 8
  %22 = alloca i32, align 4
  %23 = alloca %struct.Tagged, align 8
  %24 = alloca i32, align 4
  %25 = alloca { double, double }, align 8
  %26 = alloca [4 x { float, float }], align 4
  %27 = alloca { float, float }, align 4
  %28 = alloca { float, float }, align 4
  store volatile double 5.000000e-01, ptr %1, align 8
  store volatile double -1.250000e+00, ptr %2, align 8
  %29 = load volatile double, ptr %1, align 8
  %30 = load volatile double, ptr %2, align 8
  %31 = fmul double %30, 0.000000e+00
  %32 = fmul double %30, 1.000000e+00
  %33 = fadd double %29, %31
  %34 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %35 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %33, ptr %34, align 8
  store double %32, ptr %35, align 8
  %36 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %37 = load double, ptr %36, align 8
  %38 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %39 = load double, ptr %38, align 8
  %40 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %41 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %37, ptr %40, align 8
  store double %39, ptr %41, align 8
  call void @pd(ptr noundef @.str, ptr noundef byval({ double, double }) align 8 %4) #3
  %42 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %43 = load double, ptr %42, align 8
  %44 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %45 = load double, ptr %44, align 8
  %46 = fneg double %45
  %47 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %48 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %43, ptr %47, align 8
  store double %46, ptr %48, align 8
  call void @pd(ptr noundef @.str.1, ptr noundef byval({ double, double }) align 8 %5) #3
  %49 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %56 = load double, ptr %55, align 8
  %57 = fmul double %50, %54
  %58 = fmul double %52, %56
  %59 = fmul double %50, %56
  %60 = fmul double %52, %54
  %61 = fsub double %57, %58
  %62 = fadd double %59, %60
  %63 = fcmp uno double %61, %61
  br i1 %63, label %64, label %70, !prof !5

64:                                               ; preds = %0
  %65 = fcmp uno double %62, %62
  br i1 %65, label %66, label %70, !prof !5

66:                                               ; preds = %64
  %67 = call { double, double } @__muldc3(double noundef %50, double noundef %52, double noundef %54, double noundef %56) #4
  %68 = extractvalue { double, double } %67, 0
  %69 = extractvalue { double, double } %67, 1
  br label %70

70:                                               ; preds = %66, %64, %0
  %71 = phi double [ %61, %0 ], [ %61, %64 ], [ %68, %66 ]
  %72 = phi double [ %62, %0 ], [ %62, %64 ], [ %69, %66 ]
  %73 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %74 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %71, ptr %73, align 8
  store double %72, ptr %74, align 8
  call void @pd(ptr noundef @.str.2, ptr noundef byval({ double, double }) align 8 %6) #3
  %75 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %76 = load double, ptr %75, align 8
  %77 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %78 = load double, ptr %77, align 8
  %79 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %80 = load double, ptr %79, align 8
  %81 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %82 = load double, ptr %81, align 8
  %83 = fneg double %82
  %84 = call { double, double } @__divdc3(double noundef %76, double noundef %78, double noundef %80, double noundef %83) #4
  %85 = extractvalue { double, double } %84, 0
  %86 = extractvalue { double, double } %84, 1
  %87 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %88 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %85, ptr %87, align 8
  store double %86, ptr %88, align 8
  call void @pd(ptr noundef @.str.3, ptr noundef byval({ double, double }) align 8 %7) #3
  %89 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %90 = load double, ptr %89, align 8
  %91 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %92 = load double, ptr %91, align 8
  %93 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %94 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %90, ptr %93, align 8
  store double %92, ptr %94, align 8
  %95 = call { double, double } @cpow_int(ptr noundef byval({ double, double }) align 8 %8, i32 noundef 7) #3
  %96 = extractvalue { double, double } %95, 0
  %97 = extractvalue { double, double } %95, 1
  %98 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %99 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %96, ptr %98, align 8
  store double %97, ptr %99, align 8
  call void @pd(ptr noundef @.str.4, ptr noundef byval({ double, double }) align 8 %9) #3
  %100 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %101 = load double, ptr %100, align 8
  %102 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %103 = load double, ptr %102, align 8
  %104 = call { double, double } @__divdc3(double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef %101, double noundef %103) #4
  %105 = extractvalue { double, double } %104, 0
  %106 = extractvalue { double, double } %104, 1
  %107 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %108 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %105, ptr %107, align 8
  store double %106, ptr %108, align 8
  call void @pd(ptr noundef @.str.5, ptr noundef byval({ double, double }) align 8 %10) #3
  %109 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %110 = load double, ptr %109, align 8
  %111 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %112 = load double, ptr %111, align 8
  %113 = fmul double %110, 0.000000e+00
  %114 = fmul double %112, 1.000000e+00
  %115 = fmul double %110, 1.000000e+00
  %116 = fmul double %112, 0.000000e+00
  %117 = fsub double %113, %114
  %118 = fadd double %115, %116
  %119 = fcmp uno double %117, %117
  br i1 %119, label %120, label %126, !prof !5

120:                                              ; preds = %70
  %121 = fcmp uno double %118, %118
  br i1 %121, label %122, label %126, !prof !5

122:                                              ; preds = %120
  %123 = call { double, double } @__muldc3(double noundef %110, double noundef %112, double noundef 0.000000e+00, double noundef 1.000000e+00) #4
  %124 = extractvalue { double, double } %123, 0
  %125 = extractvalue { double, double } %123, 1
  br label %126

126:                                              ; preds = %122, %120, %70
  %127 = phi double [ %117, %70 ], [ %117, %120 ], [ %124, %122 ]
  %128 = phi double [ %118, %70 ], [ %118, %120 ], [ %125, %122 ]
  %129 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %130 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %127, ptr %129, align 8
  store double %128, ptr %130, align 8
  call void @pd(ptr noundef @.str.6, ptr noundef byval({ double, double }) align 8 %11) #3
  store volatile double 1.500000e+00, ptr %12, align 8
  store volatile double 7.500000e-01, ptr %13, align 8
  %131 = load volatile double, ptr %12, align 8
  %132 = load volatile double, ptr %13, align 8
  %133 = fmul double %132, 0.000000e+00
  %134 = fmul double %132, 1.000000e+00
  %135 = fadd double %131, %133
  %136 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %137 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  store double %135, ptr %136, align 8
  store double %134, ptr %137, align 8
  %138 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %139 = load double, ptr %138, align 8
  %140 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %141 = load double, ptr %140, align 8
  %142 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %143 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  store double %139, ptr %142, align 8
  store double %141, ptr %143, align 8
  call void @pl(ptr noundef @.str.7, ptr noundef byval({ double, double }) align 8 %15) #3
  %144 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %145 = load double, ptr %144, align 8
  %146 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %147 = load double, ptr %146, align 8
  %148 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %149 = load double, ptr %148, align 8
  %150 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %151 = load double, ptr %150, align 8
  %152 = fmul double %145, %149
  %153 = fmul double %147, %151
  %154 = fmul double %145, %151
  %155 = fmul double %147, %149
  %156 = fsub double %152, %153
  %157 = fadd double %154, %155
  %158 = fcmp uno double %156, %156
  br i1 %158, label %159, label %165, !prof !5

159:                                              ; preds = %126
  %160 = fcmp uno double %157, %157
  br i1 %160, label %161, label %165, !prof !5

161:                                              ; preds = %159
  %162 = call { double, double } @__muldc3(double noundef %145, double noundef %147, double noundef %149, double noundef %151) #4
  %163 = extractvalue { double, double } %162, 0
  %164 = extractvalue { double, double } %162, 1
  br label %165

165:                                              ; preds = %161, %159, %126
  %166 = phi double [ %156, %126 ], [ %156, %159 ], [ %163, %161 ]
  %167 = phi double [ %157, %126 ], [ %157, %159 ], [ %164, %161 ]
  %168 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %169 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  store double %166, ptr %168, align 8
  store double %167, ptr %169, align 8
  call void @pl(ptr noundef @.str.8, ptr noundef byval({ double, double }) align 8 %16) #3
  %170 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %171 = load double, ptr %170, align 8
  %172 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %173 = load double, ptr %172, align 8
  %174 = call { double, double } @__divdc3(double noundef %171, double noundef %173, double noundef 1.000000e+00, double noundef 2.000000e+00) #4
  %175 = extractvalue { double, double } %174, 0
  %176 = extractvalue { double, double } %174, 1
  %177 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %178 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double %175, ptr %177, align 8
  store double %176, ptr %178, align 8
  call void @pl(ptr noundef @.str.9, ptr noundef byval({ double, double }) align 8 %17) #3
  %179 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %180 = load double, ptr %179, align 8
  %181 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %182 = load double, ptr %181, align 8
  %183 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %184 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  store double %180, ptr %183, align 8
  store double %182, ptr %184, align 8
  %185 = call { double, double } @ld_poly(ptr noundef byval({ double, double }) align 8 %18, i32 noundef 5) #3
  %186 = extractvalue { double, double } %185, 0
  %187 = extractvalue { double, double } %185, 1
  %188 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %189 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  store double %186, ptr %188, align 8
  store double %187, ptr %189, align 8
  call void @pl(ptr noundef @.str.10, ptr noundef byval({ double, double }) align 8 %19) #3
  %190 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %191 = load double, ptr %190, align 8
  %192 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %193 = load double, ptr %192, align 8
  %194 = call { double, double } @__divdc3(double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef %191, double noundef %193) #4
  %195 = extractvalue { double, double } %194, 0
  %196 = extractvalue { double, double } %194, 1
  %197 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 0
  %198 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 1
  store double %195, ptr %197, align 8
  store double %196, ptr %198, align 8
  call void @pl(ptr noundef @.str.11, ptr noundef byval({ double, double }) align 8 %20) #3
  store i32 0, ptr %22, align 4
  br label %199

199:                                              ; preds = %212, %165
  %200 = load i32, ptr %22, align 4
  %201 = icmp slt i32 %200, 3
  br i1 %201, label %202, label %215

202:                                              ; preds = %199
  %203 = load i32, ptr %22, align 4
  %204 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i32 0, i32 %203
  %205 = load i32, ptr %22, align 4
  %206 = load i32, ptr %22, align 4
  %207 = sitofp i32 %206 to double
  %208 = fmul double %207, 5.000000e-01
  %209 = load i32, ptr %22, align 4
  %210 = sitofp i32 %209 to double
  %211 = fsub double 2.000000e+00, %210
  call void @make(ptr sret(%struct.Tagged) align 8 %23, i32 noundef %205, double noundef %208, double noundef %211) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %204, ptr align 8 %23, i32 32, i1 false)
  br label %212

212:                                              ; preds = %202
  %213 = load i32, ptr %22, align 4
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr %22, align 4
  br label %199, !llvm.loop !6

215:                                              ; preds = %199
  store i32 0, ptr %24, align 4
  br label %216

216:                                              ; preds = %276, %215
  %217 = load i32, ptr %24, align 4
  %218 = icmp slt i32 %217, 3
  br i1 %218, label %219, label %279

219:                                              ; preds = %216
  %220 = load i32, ptr %24, align 4
  %221 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i32 0, i32 %220
  %222 = getelementptr inbounds %struct.Tagged, ptr %221, i32 0, i32 1
  %223 = getelementptr inbounds { double, double }, ptr %222, i32 0, i32 0
  %224 = load double, ptr %223, align 8
  %225 = getelementptr inbounds { double, double }, ptr %222, i32 0, i32 1
  %226 = load double, ptr %225, align 8
  %227 = load i32, ptr %24, align 4
  %228 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i32 0, i32 %227
  %229 = getelementptr inbounds %struct.Tagged, ptr %228, i32 0, i32 2
  %230 = getelementptr inbounds { float, float }, ptr %229, i32 0, i32 0
  %231 = load float, ptr %230, align 8
  %232 = getelementptr inbounds { float, float }, ptr %229, i32 0, i32 1
  %233 = load float, ptr %232, align 4
  %234 = fpext float %231 to double
  %235 = fpext float %233 to double
  %236 = fmul double %224, %234
  %237 = fmul double %226, %235
  %238 = fmul double %224, %235
  %239 = fmul double %226, %234
  %240 = fsub double %236, %237
  %241 = fadd double %238, %239
  %242 = fcmp uno double %240, %240
  br i1 %242, label %243, label %249, !prof !5

243:                                              ; preds = %219
  %244 = fcmp uno double %241, %241
  br i1 %244, label %245, label %249, !prof !5

245:                                              ; preds = %243
  %246 = call { double, double } @__muldc3(double noundef %224, double noundef %226, double noundef %234, double noundef %235) #4
  %247 = extractvalue { double, double } %246, 0
  %248 = extractvalue { double, double } %246, 1
  br label %249

249:                                              ; preds = %245, %243, %219
  %250 = phi double [ %240, %219 ], [ %240, %243 ], [ %247, %245 ]
  %251 = phi double [ %241, %219 ], [ %241, %243 ], [ %248, %245 ]
  %252 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 0
  %253 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 1
  store double %250, ptr %252, align 8
  store double %251, ptr %253, align 8
  %254 = load i32, ptr %24, align 4
  %255 = load i32, ptr %24, align 4
  %256 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i32 0, i32 %255
  %257 = getelementptr inbounds %struct.Tagged, ptr %256, i32 0, i32 0
  %258 = load i32, ptr %257, align 8
  %259 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 0
  %260 = load double, ptr %259, align 8
  %261 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 1
  %262 = load double, ptr %261, align 8
  %263 = load i32, ptr %24, align 4
  %264 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i32 0, i32 %263
  %265 = getelementptr inbounds %struct.Tagged, ptr %264, i32 0, i32 2
  %266 = getelementptr inbounds { float, float }, ptr %265, i32 0, i32 0
  %267 = load float, ptr %266, align 8
  %268 = fpext float %267 to double
  %269 = load i32, ptr %24, align 4
  %270 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i32 0, i32 %269
  %271 = getelementptr inbounds %struct.Tagged, ptr %270, i32 0, i32 2
  %272 = getelementptr inbounds { float, float }, ptr %271, i32 0, i32 1
  %273 = load float, ptr %272, align 4
  %274 = fpext float %273 to double
  %275 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %254, i32 noundef %258, double noundef %260, double noundef %262, double noundef %268, double noundef %274) #3
  br label %276

276:                                              ; preds = %249
  %277 = load i32, ptr %24, align 4
  %278 = add nsw i32 %277, 1
  store i32 %278, ptr %24, align 4
  br label %216, !llvm.loop !8

279:                                              ; preds = %216
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %26, ptr align 4 @__const.main.fv, i32 32, i1 false)
  %280 = getelementptr inbounds [4 x { float, float }], ptr %26, i32 0, i32 0
  %281 = call { float, float } @fsum(ptr noundef %280, i32 noundef 4) #3
  %282 = extractvalue { float, float } %281, 0
  %283 = extractvalue { float, float } %281, 1
  %284 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 0
  %285 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 1
  store float %282, ptr %284, align 4
  store float %283, ptr %285, align 4
  %286 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 0
  %287 = load float, ptr %286, align 4
  %288 = fpext float %287 to double
  %289 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 1
  %290 = load float, ptr %289, align 4
  %291 = fpext float %290 to double
  %292 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %288, double noundef %291) #3
  %293 = getelementptr inbounds [4 x { float, float }], ptr %26, i32 0, i32 1
  %294 = getelementptr inbounds { float, float }, ptr %293, i32 0, i32 0
  %295 = load float, ptr %294, align 4
  %296 = getelementptr inbounds { float, float }, ptr %293, i32 0, i32 1
  %297 = load float, ptr %296, align 4
  %298 = getelementptr inbounds [4 x { float, float }], ptr %26, i32 0, i32 2
  %299 = getelementptr inbounds { float, float }, ptr %298, i32 0, i32 0
  %300 = load float, ptr %299, align 4
  %301 = getelementptr inbounds { float, float }, ptr %298, i32 0, i32 1
  %302 = load float, ptr %301, align 4
  %303 = call { float, float } @__divsc3(float noundef %295, float noundef %297, float noundef %300, float noundef %302) #4
  %304 = extractvalue { float, float } %303, 0
  %305 = extractvalue { float, float } %303, 1
  %306 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 0
  %307 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 1
  store float %304, ptr %306, align 4
  store float %305, ptr %307, align 4
  %308 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 0
  %309 = load float, ptr %308, align 4
  %310 = fpext float %309 to double
  %311 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 1
  %312 = load float, ptr %311, align 4
  %313 = fpext float %312 to double
  %314 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %310, double noundef %313) #3
  %315 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %316 = load double, ptr %315, align 8
  %317 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %318 = load double, ptr %317, align 8
  %319 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %320 = load double, ptr %319, align 8
  %321 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %322 = load double, ptr %321, align 8
  %323 = fneg double %322
  %324 = fneg double %323
  %325 = fcmp oeq double %316, %320
  %326 = fcmp oeq double %318, %324
  %327 = and i1 %325, %326
  %328 = zext i1 %327 to i32
  %329 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %330 = load double, ptr %329, align 8
  %331 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %332 = load double, ptr %331, align 8
  %333 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %334 = load double, ptr %333, align 8
  %335 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %336 = load double, ptr %335, align 8
  %337 = fcmp une double %330, %334
  %338 = fcmp une double %332, %336
  %339 = or i1 %337, %338
  %340 = zext i1 %339 to i32
  %341 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %328, i32 noundef %340) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @pd(ptr noundef %0, ptr noundef byval({ double, double }) align 8 %1) #0 {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %4, double noundef %6, double noundef %8) #3
  ret void
}

declare { double, double } @__muldc3(double, double, double, double)

declare { double, double } @__divdc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone
define internal { double, double } @cpow_int(ptr noundef byval({ double, double }) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca { double, double }, align 8
  %4 = alloca i32, align 4
  %5 = alloca { double, double }, align 8
  store i32 %1, ptr %4, align 4
  %6 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %7 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double 1.000000e+00, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  br label %8

8:                                                ; preds = %64, %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %71

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = and i32 %12, 1
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %42

15:                                               ; preds = %11
  %16 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = fmul double %21, %17
  %25 = fmul double %23, %19
  %26 = fmul double %21, %19
  %27 = fmul double %23, %17
  %28 = fsub double %24, %25
  %29 = fadd double %26, %27
  %30 = fcmp uno double %28, %28
  br i1 %30, label %31, label %37, !prof !5

31:                                               ; preds = %15
  %32 = fcmp uno double %29, %29
  br i1 %32, label %33, label %37, !prof !5

33:                                               ; preds = %31
  %34 = call { double, double } @__muldc3(double noundef %21, double noundef %23, double noundef %17, double noundef %19) #4
  %35 = extractvalue { double, double } %34, 0
  %36 = extractvalue { double, double } %34, 1
  br label %37

37:                                               ; preds = %33, %31, %15
  %38 = phi double [ %28, %15 ], [ %28, %31 ], [ %35, %33 ]
  %39 = phi double [ %29, %15 ], [ %29, %31 ], [ %36, %33 ]
  %40 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %41 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %38, ptr %40, align 8
  store double %39, ptr %41, align 8
  br label %42

42:                                               ; preds = %37, %11
  %43 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %44 = load double, ptr %43, align 8
  %45 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %46 = load double, ptr %45, align 8
  %47 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %50 = load double, ptr %49, align 8
  %51 = fmul double %48, %44
  %52 = fmul double %50, %46
  %53 = fmul double %48, %46
  %54 = fmul double %50, %44
  %55 = fsub double %51, %52
  %56 = fadd double %53, %54
  %57 = fcmp uno double %55, %55
  br i1 %57, label %58, label %64, !prof !5

58:                                               ; preds = %42
  %59 = fcmp uno double %56, %56
  br i1 %59, label %60, label %64, !prof !5

60:                                               ; preds = %58
  %61 = call { double, double } @__muldc3(double noundef %48, double noundef %50, double noundef %44, double noundef %46) #4
  %62 = extractvalue { double, double } %61, 0
  %63 = extractvalue { double, double } %61, 1
  br label %64

64:                                               ; preds = %60, %58, %42
  %65 = phi double [ %55, %42 ], [ %55, %58 ], [ %62, %60 ]
  %66 = phi double [ %56, %42 ], [ %56, %58 ], [ %63, %60 ]
  %67 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %68 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %65, ptr %67, align 8
  store double %66, ptr %68, align 8
  %69 = load i32, ptr %4, align 4
  %70 = lshr i32 %69, 1
  store i32 %70, ptr %4, align 4
  br label %8, !llvm.loop !9

71:                                               ; preds = %8
  %72 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %73 = load double, ptr %72, align 8
  %74 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %75 = load double, ptr %74, align 8
  %76 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %77 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %73, ptr %76, align 8
  store double %75, ptr %77, align 8
  %78 = load { double, double }, ptr %3, align 8
  ret { double, double } %78
}

; Function Attrs: noinline nounwind optnone
define internal void @pl(ptr noundef %0, ptr noundef byval({ double, double }) align 8 %1) #0 {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %4, double noundef %6, double noundef %8) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal { double, double } @ld_poly(ptr noundef byval({ double, double }) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca { double, double }, align 8
  %4 = alloca i32, align 4
  %5 = alloca { double, double }, align 8
  %6 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
  %7 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %8 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double 1.000000e+00, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %45, %2
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %48

13:                                               ; preds = %9
  %14 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = fmul double %15, %19
  %23 = fmul double %17, %21
  %24 = fmul double %15, %21
  %25 = fmul double %17, %19
  %26 = fsub double %22, %23
  %27 = fadd double %24, %25
  %28 = fcmp uno double %26, %26
  br i1 %28, label %29, label %35, !prof !5

29:                                               ; preds = %13
  %30 = fcmp uno double %27, %27
  br i1 %30, label %31, label %35, !prof !5

31:                                               ; preds = %29
  %32 = call { double, double } @__muldc3(double noundef %15, double noundef %17, double noundef %19, double noundef %21) #4
  %33 = extractvalue { double, double } %32, 0
  %34 = extractvalue { double, double } %32, 1
  br label %35

35:                                               ; preds = %31, %29, %13
  %36 = phi double [ %26, %13 ], [ %26, %29 ], [ %33, %31 ]
  %37 = phi double [ %27, %13 ], [ %27, %29 ], [ %34, %31 ]
  %38 = load i32, ptr %6, align 4
  %39 = add nsw i32 %38, 1
  %40 = sitofp i32 %39 to double
  %41 = fadd double %36, %40
  %42 = fadd double %37, 0.000000e+00
  %43 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %44 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %41, ptr %43, align 8
  store double %42, ptr %44, align 8
  br label %45

45:                                               ; preds = %35
  %46 = load i32, ptr %6, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %6, align 4
  br label %9, !llvm.loop !10

48:                                               ; preds = %9
  %49 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %54 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %50, ptr %53, align 8
  store double %52, ptr %54, align 8
  %55 = load { double, double }, ptr %3, align 8
  ret { double, double } %55
}

; Function Attrs: noinline nounwind optnone
define internal void @make(ptr noalias sret(%struct.Tagged) align 8 %0, i32 noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store double %3, ptr %7, align 8
  %8 = load i32, ptr %5, align 4
  %9 = getelementptr inbounds %struct.Tagged, ptr %0, i32 0, i32 0
  store i32 %8, ptr %9, align 8
  %10 = load double, ptr %6, align 8
  %11 = load double, ptr %7, align 8
  %12 = fmul double %11, 0.000000e+00
  %13 = fmul double %11, 1.000000e+00
  %14 = fadd double %10, %12
  %15 = getelementptr inbounds %struct.Tagged, ptr %0, i32 0, i32 1
  %16 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %17 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  store double %14, ptr %16, align 8
  store double %13, ptr %17, align 8
  %18 = load double, ptr %7, align 8
  %19 = fptrunc double %18 to float
  %20 = load double, ptr %6, align 8
  %21 = fptrunc double %20 to float
  %22 = fmul float %21, 0.000000e+00
  %23 = fmul float %21, 1.000000e+00
  %24 = fadd float %19, %22
  %25 = getelementptr inbounds %struct.Tagged, ptr %0, i32 0, i32 2
  %26 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %27 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  store float %24, ptr %26, align 8
  store float %23, ptr %27, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal { float, float } @fsum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca { float, float }, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %8 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %9 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float 0.000000e+00, ptr %8, align 4
  store float 0.000000e+00, ptr %9, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %53, %2
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %56

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 4
  %16 = load i32, ptr %7, align 4
  %17 = getelementptr inbounds { float, float }, ptr %15, i32 %16
  %18 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 0
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 1
  %21 = load float, ptr %20, align 4
  %22 = load ptr, ptr %4, align 4
  %23 = load i32, ptr %7, align 4
  %24 = getelementptr inbounds { float, float }, ptr %22, i32 %23
  %25 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %26 = load float, ptr %25, align 4
  %27 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %28 = load float, ptr %27, align 4
  %29 = fmul float %19, %26
  %30 = fmul float %21, %28
  %31 = fmul float %19, %28
  %32 = fmul float %21, %26
  %33 = fsub float %29, %30
  %34 = fadd float %31, %32
  %35 = fcmp uno float %33, %33
  br i1 %35, label %36, label %42, !prof !5

36:                                               ; preds = %14
  %37 = fcmp uno float %34, %34
  br i1 %37, label %38, label %42, !prof !5

38:                                               ; preds = %36
  %39 = call { float, float } @__mulsc3(float noundef %19, float noundef %21, float noundef %26, float noundef %28) #4
  %40 = extractvalue { float, float } %39, 0
  %41 = extractvalue { float, float } %39, 1
  br label %42

42:                                               ; preds = %38, %36, %14
  %43 = phi float [ %33, %14 ], [ %33, %36 ], [ %40, %38 ]
  %44 = phi float [ %34, %14 ], [ %34, %36 ], [ %41, %38 ]
  %45 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %46 = load float, ptr %45, align 4
  %47 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %48 = load float, ptr %47, align 4
  %49 = fadd float %46, %43
  %50 = fadd float %48, %44
  %51 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %52 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float %49, ptr %51, align 4
  store float %50, ptr %52, align 4
  br label %53

53:                                               ; preds = %42
  %54 = load i32, ptr %7, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %7, align 4
  br label %10, !llvm.loop !11

56:                                               ; preds = %10
  %57 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %58 = load float, ptr %57, align 4
  %59 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %60 = load float, ptr %59, align 4
  %61 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %62 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %58, ptr %61, align 4
  store float %60, ptr %62, align 4
  %63 = load { float, float }, ptr %3, align 4
  ret { float, float } %63
}

declare { float, float } @__divsc3(float, float, float, float)

declare { float, float } @__mulsc3(float, float, float, float)

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
