; ModuleID = 'tests/programs/complex_mix.c'
source_filename = "tests/programs/complex_mix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  %12 = alloca fp128, align 16
  %13 = alloca fp128, align 16
  %14 = alloca { fp128, fp128 }, align 16
  %15 = alloca { fp128, fp128 }, align 16
  %16 = alloca { fp128, fp128 }, align 16
  %17 = alloca { fp128, fp128 }, align 16
  %18 = alloca { fp128, fp128 }, align 16
  %19 = alloca { fp128, fp128 }, align 16
  %20 = alloca { fp128, fp128 }, align 16
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
  %42 = load [2 x double], ptr %4, align 8
  call void @pd(ptr noundef @.str, [2 x double] noundef %42) #3
  %43 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %44 = load double, ptr %43, align 8
  %45 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %46 = load double, ptr %45, align 8
  %47 = fneg double %46
  %48 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %49 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %44, ptr %48, align 8
  store double %47, ptr %49, align 8
  %50 = load [2 x double], ptr %5, align 8
  call void @pd(ptr noundef @.str.1, [2 x double] noundef %50) #3
  %51 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %56 = load double, ptr %55, align 8
  %57 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
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
  %69 = call { double, double } @__muldc3(double noundef %52, double noundef %54, double noundef %56, double noundef %58) #4
  %70 = extractvalue { double, double } %69, 0
  %71 = extractvalue { double, double } %69, 1
  br label %72

72:                                               ; preds = %68, %66, %0
  %73 = phi double [ %63, %0 ], [ %63, %66 ], [ %70, %68 ]
  %74 = phi double [ %64, %0 ], [ %64, %66 ], [ %71, %68 ]
  %75 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %76 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %73, ptr %75, align 8
  store double %74, ptr %76, align 8
  %77 = load [2 x double], ptr %6, align 8
  call void @pd(ptr noundef @.str.2, [2 x double] noundef %77) #3
  %78 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %79 = load double, ptr %78, align 8
  %80 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %81 = load double, ptr %80, align 8
  %82 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %83 = load double, ptr %82, align 8
  %84 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %85 = load double, ptr %84, align 8
  %86 = fneg double %85
  %87 = call { double, double } @__divdc3(double noundef %79, double noundef %81, double noundef %83, double noundef %86) #4
  %88 = extractvalue { double, double } %87, 0
  %89 = extractvalue { double, double } %87, 1
  %90 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %91 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %88, ptr %90, align 8
  store double %89, ptr %91, align 8
  %92 = load [2 x double], ptr %7, align 8
  call void @pd(ptr noundef @.str.3, [2 x double] noundef %92) #3
  %93 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %94 = load double, ptr %93, align 8
  %95 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %96 = load double, ptr %95, align 8
  %97 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %98 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %94, ptr %97, align 8
  store double %96, ptr %98, align 8
  %99 = load [2 x double], ptr %8, align 8
  %100 = call { double, double } @cpow_int([2 x double] noundef %99, i32 noundef 7) #3
  %101 = extractvalue { double, double } %100, 0
  %102 = extractvalue { double, double } %100, 1
  %103 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %104 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %101, ptr %103, align 8
  store double %102, ptr %104, align 8
  %105 = load [2 x double], ptr %9, align 8
  call void @pd(ptr noundef @.str.4, [2 x double] noundef %105) #3
  %106 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %107 = load double, ptr %106, align 8
  %108 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %109 = load double, ptr %108, align 8
  %110 = call { double, double } @__divdc3(double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef %107, double noundef %109) #4
  %111 = extractvalue { double, double } %110, 0
  %112 = extractvalue { double, double } %110, 1
  %113 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %114 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %111, ptr %113, align 8
  store double %112, ptr %114, align 8
  %115 = load [2 x double], ptr %10, align 8
  call void @pd(ptr noundef @.str.5, [2 x double] noundef %115) #3
  %116 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %117 = load double, ptr %116, align 8
  %118 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %119 = load double, ptr %118, align 8
  %120 = fmul double %117, 0.000000e+00
  %121 = fmul double %119, 1.000000e+00
  %122 = fmul double %117, 1.000000e+00
  %123 = fmul double %119, 0.000000e+00
  %124 = fsub double %120, %121
  %125 = fadd double %122, %123
  %126 = fcmp uno double %124, %124
  br i1 %126, label %127, label %133, !prof !5

127:                                              ; preds = %72
  %128 = fcmp uno double %125, %125
  br i1 %128, label %129, label %133, !prof !5

129:                                              ; preds = %127
  %130 = call { double, double } @__muldc3(double noundef %117, double noundef %119, double noundef 0.000000e+00, double noundef 1.000000e+00) #4
  %131 = extractvalue { double, double } %130, 0
  %132 = extractvalue { double, double } %130, 1
  br label %133

133:                                              ; preds = %129, %127, %72
  %134 = phi double [ %124, %72 ], [ %124, %127 ], [ %131, %129 ]
  %135 = phi double [ %125, %72 ], [ %125, %127 ], [ %132, %129 ]
  %136 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %137 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %134, ptr %136, align 8
  store double %135, ptr %137, align 8
  %138 = load [2 x double], ptr %11, align 8
  call void @pd(ptr noundef @.str.6, [2 x double] noundef %138) #3
  store volatile fp128 0xL00000000000000003FFF800000000000, ptr %12, align 16
  store volatile fp128 0xL00000000000000003FFE800000000000, ptr %13, align 16
  %139 = load volatile fp128, ptr %12, align 16
  %140 = load volatile fp128, ptr %13, align 16
  %141 = fmul fp128 %140, 0xL00000000000000000000000000000000
  %142 = fmul fp128 %140, 0xL00000000000000003FFF000000000000
  %143 = fadd fp128 %139, %141
  %144 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %145 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  store fp128 %143, ptr %144, align 16
  store fp128 %142, ptr %145, align 16
  %146 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %147 = load fp128, ptr %146, align 16
  %148 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  %149 = load fp128, ptr %148, align 16
  %150 = getelementptr inbounds { fp128, fp128 }, ptr %15, i32 0, i32 0
  %151 = getelementptr inbounds { fp128, fp128 }, ptr %15, i32 0, i32 1
  store fp128 %147, ptr %150, align 16
  store fp128 %149, ptr %151, align 16
  %152 = load [2 x fp128], ptr %15, align 16
  call void @pl(ptr noundef @.str.7, [2 x fp128] noundef %152) #3
  %153 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %154 = load fp128, ptr %153, align 16
  %155 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  %156 = load fp128, ptr %155, align 16
  %157 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %158 = load fp128, ptr %157, align 16
  %159 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  %160 = load fp128, ptr %159, align 16
  %161 = fmul fp128 %154, %158
  %162 = fmul fp128 %156, %160
  %163 = fmul fp128 %154, %160
  %164 = fmul fp128 %156, %158
  %165 = fsub fp128 %161, %162
  %166 = fadd fp128 %163, %164
  %167 = fcmp uno fp128 %165, %165
  br i1 %167, label %168, label %174, !prof !5

168:                                              ; preds = %133
  %169 = fcmp uno fp128 %166, %166
  br i1 %169, label %170, label %174, !prof !5

170:                                              ; preds = %168
  %171 = call { fp128, fp128 } @__multc3(fp128 noundef %154, fp128 noundef %156, fp128 noundef %158, fp128 noundef %160) #4
  %172 = extractvalue { fp128, fp128 } %171, 0
  %173 = extractvalue { fp128, fp128 } %171, 1
  br label %174

174:                                              ; preds = %170, %168, %133
  %175 = phi fp128 [ %165, %133 ], [ %165, %168 ], [ %172, %170 ]
  %176 = phi fp128 [ %166, %133 ], [ %166, %168 ], [ %173, %170 ]
  %177 = getelementptr inbounds { fp128, fp128 }, ptr %16, i32 0, i32 0
  %178 = getelementptr inbounds { fp128, fp128 }, ptr %16, i32 0, i32 1
  store fp128 %175, ptr %177, align 16
  store fp128 %176, ptr %178, align 16
  %179 = load [2 x fp128], ptr %16, align 16
  call void @pl(ptr noundef @.str.8, [2 x fp128] noundef %179) #3
  %180 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %181 = load fp128, ptr %180, align 16
  %182 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  %183 = load fp128, ptr %182, align 16
  %184 = call { fp128, fp128 } @__divtc3(fp128 noundef %181, fp128 noundef %183, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000) #4
  %185 = extractvalue { fp128, fp128 } %184, 0
  %186 = extractvalue { fp128, fp128 } %184, 1
  %187 = getelementptr inbounds { fp128, fp128 }, ptr %17, i32 0, i32 0
  %188 = getelementptr inbounds { fp128, fp128 }, ptr %17, i32 0, i32 1
  store fp128 %185, ptr %187, align 16
  store fp128 %186, ptr %188, align 16
  %189 = load [2 x fp128], ptr %17, align 16
  call void @pl(ptr noundef @.str.9, [2 x fp128] noundef %189) #3
  %190 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %191 = load fp128, ptr %190, align 16
  %192 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  %193 = load fp128, ptr %192, align 16
  %194 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 0
  %195 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 1
  store fp128 %191, ptr %194, align 16
  store fp128 %193, ptr %195, align 16
  %196 = load [2 x fp128], ptr %18, align 16
  %197 = call { fp128, fp128 } @ld_poly([2 x fp128] noundef %196, i32 noundef 5) #3
  %198 = extractvalue { fp128, fp128 } %197, 0
  %199 = extractvalue { fp128, fp128 } %197, 1
  %200 = getelementptr inbounds { fp128, fp128 }, ptr %19, i32 0, i32 0
  %201 = getelementptr inbounds { fp128, fp128 }, ptr %19, i32 0, i32 1
  store fp128 %198, ptr %200, align 16
  store fp128 %199, ptr %201, align 16
  %202 = load [2 x fp128], ptr %19, align 16
  call void @pl(ptr noundef @.str.10, [2 x fp128] noundef %202) #3
  %203 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %204 = load fp128, ptr %203, align 16
  %205 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  %206 = load fp128, ptr %205, align 16
  %207 = call { fp128, fp128 } @__divtc3(fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef %204, fp128 noundef %206) #4
  %208 = extractvalue { fp128, fp128 } %207, 0
  %209 = extractvalue { fp128, fp128 } %207, 1
  %210 = getelementptr inbounds { fp128, fp128 }, ptr %20, i32 0, i32 0
  %211 = getelementptr inbounds { fp128, fp128 }, ptr %20, i32 0, i32 1
  store fp128 %208, ptr %210, align 16
  store fp128 %209, ptr %211, align 16
  %212 = load [2 x fp128], ptr %20, align 16
  call void @pl(ptr noundef @.str.11, [2 x fp128] noundef %212) #3
  store i32 0, ptr %22, align 4
  br label %213

213:                                              ; preds = %227, %174
  %214 = load i32, ptr %22, align 4
  %215 = icmp slt i32 %214, 3
  br i1 %215, label %216, label %230

216:                                              ; preds = %213
  %217 = load i32, ptr %22, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i64 0, i64 %218
  %220 = load i32, ptr %22, align 4
  %221 = load i32, ptr %22, align 4
  %222 = sitofp i32 %221 to double
  %223 = fmul double %222, 5.000000e-01
  %224 = load i32, ptr %22, align 4
  %225 = sitofp i32 %224 to double
  %226 = fsub double 2.000000e+00, %225
  call void @make(ptr sret(%struct.Tagged) align 8 %23, i32 noundef %220, double noundef %223, double noundef %226) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %219, ptr align 8 %23, i64 32, i1 false)
  br label %227

227:                                              ; preds = %216
  %228 = load i32, ptr %22, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr %22, align 4
  br label %213, !llvm.loop !6

230:                                              ; preds = %213
  store i32 0, ptr %24, align 4
  br label %231

231:                                              ; preds = %296, %230
  %232 = load i32, ptr %24, align 4
  %233 = icmp slt i32 %232, 3
  br i1 %233, label %234, label %299

234:                                              ; preds = %231
  %235 = load i32, ptr %24, align 4
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i64 0, i64 %236
  %238 = getelementptr inbounds %struct.Tagged, ptr %237, i32 0, i32 1
  %239 = getelementptr inbounds { double, double }, ptr %238, i32 0, i32 0
  %240 = load double, ptr %239, align 8
  %241 = getelementptr inbounds { double, double }, ptr %238, i32 0, i32 1
  %242 = load double, ptr %241, align 8
  %243 = load i32, ptr %24, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i64 0, i64 %244
  %246 = getelementptr inbounds %struct.Tagged, ptr %245, i32 0, i32 2
  %247 = getelementptr inbounds { float, float }, ptr %246, i32 0, i32 0
  %248 = load float, ptr %247, align 8
  %249 = getelementptr inbounds { float, float }, ptr %246, i32 0, i32 1
  %250 = load float, ptr %249, align 4
  %251 = fpext float %248 to double
  %252 = fpext float %250 to double
  %253 = fmul double %240, %251
  %254 = fmul double %242, %252
  %255 = fmul double %240, %252
  %256 = fmul double %242, %251
  %257 = fsub double %253, %254
  %258 = fadd double %255, %256
  %259 = fcmp uno double %257, %257
  br i1 %259, label %260, label %266, !prof !5

260:                                              ; preds = %234
  %261 = fcmp uno double %258, %258
  br i1 %261, label %262, label %266, !prof !5

262:                                              ; preds = %260
  %263 = call { double, double } @__muldc3(double noundef %240, double noundef %242, double noundef %251, double noundef %252) #4
  %264 = extractvalue { double, double } %263, 0
  %265 = extractvalue { double, double } %263, 1
  br label %266

266:                                              ; preds = %262, %260, %234
  %267 = phi double [ %257, %234 ], [ %257, %260 ], [ %264, %262 ]
  %268 = phi double [ %258, %234 ], [ %258, %260 ], [ %265, %262 ]
  %269 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 0
  %270 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 1
  store double %267, ptr %269, align 8
  store double %268, ptr %270, align 8
  %271 = load i32, ptr %24, align 4
  %272 = load i32, ptr %24, align 4
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i64 0, i64 %273
  %275 = getelementptr inbounds %struct.Tagged, ptr %274, i32 0, i32 0
  %276 = load i32, ptr %275, align 8
  %277 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 0
  %278 = load double, ptr %277, align 8
  %279 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 1
  %280 = load double, ptr %279, align 8
  %281 = load i32, ptr %24, align 4
  %282 = sext i32 %281 to i64
  %283 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i64 0, i64 %282
  %284 = getelementptr inbounds %struct.Tagged, ptr %283, i32 0, i32 2
  %285 = getelementptr inbounds { float, float }, ptr %284, i32 0, i32 0
  %286 = load float, ptr %285, align 8
  %287 = fpext float %286 to double
  %288 = load i32, ptr %24, align 4
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i64 0, i64 %289
  %291 = getelementptr inbounds %struct.Tagged, ptr %290, i32 0, i32 2
  %292 = getelementptr inbounds { float, float }, ptr %291, i32 0, i32 1
  %293 = load float, ptr %292, align 4
  %294 = fpext float %293 to double
  %295 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %271, i32 noundef %276, double noundef %278, double noundef %280, double noundef %287, double noundef %294) #3
  br label %296

296:                                              ; preds = %266
  %297 = load i32, ptr %24, align 4
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr %24, align 4
  br label %231, !llvm.loop !8

299:                                              ; preds = %231
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %26, ptr align 4 @__const.main.fv, i64 32, i1 false)
  %300 = getelementptr inbounds [4 x { float, float }], ptr %26, i64 0, i64 0
  %301 = call { float, float } @fsum(ptr noundef %300, i32 noundef 4) #3
  %302 = extractvalue { float, float } %301, 0
  %303 = extractvalue { float, float } %301, 1
  %304 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 0
  %305 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 1
  store float %302, ptr %304, align 4
  store float %303, ptr %305, align 4
  %306 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 0
  %307 = load float, ptr %306, align 4
  %308 = fpext float %307 to double
  %309 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 1
  %310 = load float, ptr %309, align 4
  %311 = fpext float %310 to double
  %312 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %308, double noundef %311) #3
  %313 = getelementptr inbounds [4 x { float, float }], ptr %26, i64 0, i64 1
  %314 = getelementptr inbounds { float, float }, ptr %313, i32 0, i32 0
  %315 = load float, ptr %314, align 4
  %316 = getelementptr inbounds { float, float }, ptr %313, i32 0, i32 1
  %317 = load float, ptr %316, align 4
  %318 = getelementptr inbounds [4 x { float, float }], ptr %26, i64 0, i64 2
  %319 = getelementptr inbounds { float, float }, ptr %318, i32 0, i32 0
  %320 = load float, ptr %319, align 4
  %321 = getelementptr inbounds { float, float }, ptr %318, i32 0, i32 1
  %322 = load float, ptr %321, align 4
  %323 = call { float, float } @__divsc3(float noundef %315, float noundef %317, float noundef %320, float noundef %322) #4
  %324 = extractvalue { float, float } %323, 0
  %325 = extractvalue { float, float } %323, 1
  %326 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 0
  %327 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 1
  store float %324, ptr %326, align 4
  store float %325, ptr %327, align 4
  %328 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 0
  %329 = load float, ptr %328, align 4
  %330 = fpext float %329 to double
  %331 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 1
  %332 = load float, ptr %331, align 4
  %333 = fpext float %332 to double
  %334 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %330, double noundef %333) #3
  %335 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %336 = load double, ptr %335, align 8
  %337 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %338 = load double, ptr %337, align 8
  %339 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %340 = load double, ptr %339, align 8
  %341 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %342 = load double, ptr %341, align 8
  %343 = fneg double %342
  %344 = fneg double %343
  %345 = fcmp oeq double %336, %340
  %346 = fcmp oeq double %338, %344
  %347 = and i1 %345, %346
  %348 = zext i1 %347 to i32
  %349 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %350 = load double, ptr %349, align 8
  %351 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %352 = load double, ptr %351, align 8
  %353 = fpext double %350 to fp128
  %354 = fpext double %352 to fp128
  %355 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %356 = load fp128, ptr %355, align 16
  %357 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  %358 = load fp128, ptr %357, align 16
  %359 = fcmp une fp128 %353, %356
  %360 = fcmp une fp128 %354, %358
  %361 = or i1 %359, %360
  %362 = zext i1 %361 to i32
  %363 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %348, i32 noundef %362) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @pd(ptr noundef %0, [2 x double] noundef %1) #0 {
  %3 = alloca { double, double }, align 8
  %4 = alloca ptr, align 8
  store [2 x double] %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %5, double noundef %7, double noundef %9) #3
  ret void
}

declare { double, double } @__muldc3(double, double, double, double)

declare { double, double } @__divdc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone
define internal { double, double } @cpow_int([2 x double] noundef %0, i32 noundef %1) #0 {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca i32, align 4
  %6 = alloca { double, double }, align 8
  store [2 x double] %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double 1.000000e+00, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  br label %9

9:                                                ; preds = %65, %2
  %10 = load i32, ptr %5, align 4
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %72

12:                                               ; preds = %9
  %13 = load i32, ptr %5, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %43

16:                                               ; preds = %12
  %17 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = fmul double %22, %18
  %26 = fmul double %24, %20
  %27 = fmul double %22, %20
  %28 = fmul double %24, %18
  %29 = fsub double %25, %26
  %30 = fadd double %27, %28
  %31 = fcmp uno double %29, %29
  br i1 %31, label %32, label %38, !prof !5

32:                                               ; preds = %16
  %33 = fcmp uno double %30, %30
  br i1 %33, label %34, label %38, !prof !5

34:                                               ; preds = %32
  %35 = call { double, double } @__muldc3(double noundef %22, double noundef %24, double noundef %18, double noundef %20) #4
  %36 = extractvalue { double, double } %35, 0
  %37 = extractvalue { double, double } %35, 1
  br label %38

38:                                               ; preds = %34, %32, %16
  %39 = phi double [ %29, %16 ], [ %29, %32 ], [ %36, %34 ]
  %40 = phi double [ %30, %16 ], [ %30, %32 ], [ %37, %34 ]
  %41 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %42 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %39, ptr %41, align 8
  store double %40, ptr %42, align 8
  br label %43

43:                                               ; preds = %38, %12
  %44 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %45 = load double, ptr %44, align 8
  %46 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %47 = load double, ptr %46, align 8
  %48 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %49 = load double, ptr %48, align 8
  %50 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %51 = load double, ptr %50, align 8
  %52 = fmul double %49, %45
  %53 = fmul double %51, %47
  %54 = fmul double %49, %47
  %55 = fmul double %51, %45
  %56 = fsub double %52, %53
  %57 = fadd double %54, %55
  %58 = fcmp uno double %56, %56
  br i1 %58, label %59, label %65, !prof !5

59:                                               ; preds = %43
  %60 = fcmp uno double %57, %57
  br i1 %60, label %61, label %65, !prof !5

61:                                               ; preds = %59
  %62 = call { double, double } @__muldc3(double noundef %49, double noundef %51, double noundef %45, double noundef %47) #4
  %63 = extractvalue { double, double } %62, 0
  %64 = extractvalue { double, double } %62, 1
  br label %65

65:                                               ; preds = %61, %59, %43
  %66 = phi double [ %56, %43 ], [ %56, %59 ], [ %63, %61 ]
  %67 = phi double [ %57, %43 ], [ %57, %59 ], [ %64, %61 ]
  %68 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %69 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %66, ptr %68, align 8
  store double %67, ptr %69, align 8
  %70 = load i32, ptr %5, align 4
  %71 = lshr i32 %70, 1
  store i32 %71, ptr %5, align 4
  br label %9, !llvm.loop !9

72:                                               ; preds = %9
  %73 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %74 = load double, ptr %73, align 8
  %75 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %76 = load double, ptr %75, align 8
  %77 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %78 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %74, ptr %77, align 8
  store double %76, ptr %78, align 8
  %79 = load { double, double }, ptr %3, align 8
  ret { double, double } %79
}

; Function Attrs: noinline nounwind optnone
define internal void @pl(ptr noundef %0, [2 x fp128] noundef %1) #0 {
  %3 = alloca { fp128, fp128 }, align 16
  %4 = alloca ptr, align 8
  store [2 x fp128] %1, ptr %3, align 16
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 0
  %7 = load fp128, ptr %6, align 16
  %8 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 1
  %9 = load fp128, ptr %8, align 16
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %5, fp128 noundef %7, fp128 noundef %9) #3
  ret void
}

declare { fp128, fp128 } @__multc3(fp128, fp128, fp128, fp128)

declare { fp128, fp128 } @__divtc3(fp128, fp128, fp128, fp128)

; Function Attrs: noinline nounwind optnone
define internal { fp128, fp128 } @ld_poly([2 x fp128] noundef %0, i32 noundef %1) #0 {
  %3 = alloca { fp128, fp128 }, align 16
  %4 = alloca { fp128, fp128 }, align 16
  %5 = alloca i32, align 4
  %6 = alloca { fp128, fp128 }, align 16
  %7 = alloca i32, align 4
  store [2 x fp128] %0, ptr %4, align 16
  store i32 %1, ptr %5, align 4
  %8 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 0
  %9 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 1
  store fp128 0xL00000000000000003FFF000000000000, ptr %8, align 16
  store fp128 0xL00000000000000000000000000000000, ptr %9, align 16
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %46, %2
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %49

14:                                               ; preds = %10
  %15 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 0
  %16 = load fp128, ptr %15, align 16
  %17 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 1
  %18 = load fp128, ptr %17, align 16
  %19 = getelementptr inbounds { fp128, fp128 }, ptr %4, i32 0, i32 0
  %20 = load fp128, ptr %19, align 16
  %21 = getelementptr inbounds { fp128, fp128 }, ptr %4, i32 0, i32 1
  %22 = load fp128, ptr %21, align 16
  %23 = fmul fp128 %16, %20
  %24 = fmul fp128 %18, %22
  %25 = fmul fp128 %16, %22
  %26 = fmul fp128 %18, %20
  %27 = fsub fp128 %23, %24
  %28 = fadd fp128 %25, %26
  %29 = fcmp uno fp128 %27, %27
  br i1 %29, label %30, label %36, !prof !5

30:                                               ; preds = %14
  %31 = fcmp uno fp128 %28, %28
  br i1 %31, label %32, label %36, !prof !5

32:                                               ; preds = %30
  %33 = call { fp128, fp128 } @__multc3(fp128 noundef %16, fp128 noundef %18, fp128 noundef %20, fp128 noundef %22) #4
  %34 = extractvalue { fp128, fp128 } %33, 0
  %35 = extractvalue { fp128, fp128 } %33, 1
  br label %36

36:                                               ; preds = %32, %30, %14
  %37 = phi fp128 [ %27, %14 ], [ %27, %30 ], [ %34, %32 ]
  %38 = phi fp128 [ %28, %14 ], [ %28, %30 ], [ %35, %32 ]
  %39 = load i32, ptr %7, align 4
  %40 = add nsw i32 %39, 1
  %41 = sitofp i32 %40 to fp128
  %42 = fadd fp128 %37, %41
  %43 = fadd fp128 %38, 0xL00000000000000000000000000000000
  %44 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 0
  %45 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 1
  store fp128 %42, ptr %44, align 16
  store fp128 %43, ptr %45, align 16
  br label %46

46:                                               ; preds = %36
  %47 = load i32, ptr %7, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %7, align 4
  br label %10, !llvm.loop !10

49:                                               ; preds = %10
  %50 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 0
  %51 = load fp128, ptr %50, align 16
  %52 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 1
  %53 = load fp128, ptr %52, align 16
  %54 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 0
  %55 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 1
  store fp128 %51, ptr %54, align 16
  store fp128 %53, ptr %55, align 16
  %56 = load { fp128, fp128 }, ptr %3, align 16
  ret { fp128, fp128 } %56
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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal { float, float } @fsum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca { float, float }, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %8 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %9 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float 0.000000e+00, ptr %8, align 4
  store float 0.000000e+00, ptr %9, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %55, %2
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %58

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds { float, float }, ptr %15, i64 %17
  %19 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 0
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 1
  %22 = load float, ptr %21, align 4
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds { float, float }, ptr %23, i64 %25
  %27 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 0
  %28 = load float, ptr %27, align 4
  %29 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 1
  %30 = load float, ptr %29, align 4
  %31 = fmul float %20, %28
  %32 = fmul float %22, %30
  %33 = fmul float %20, %30
  %34 = fmul float %22, %28
  %35 = fsub float %31, %32
  %36 = fadd float %33, %34
  %37 = fcmp uno float %35, %35
  br i1 %37, label %38, label %44, !prof !5

38:                                               ; preds = %14
  %39 = fcmp uno float %36, %36
  br i1 %39, label %40, label %44, !prof !5

40:                                               ; preds = %38
  %41 = call { float, float } @__mulsc3(float noundef %20, float noundef %22, float noundef %28, float noundef %30) #4
  %42 = extractvalue { float, float } %41, 0
  %43 = extractvalue { float, float } %41, 1
  br label %44

44:                                               ; preds = %40, %38, %14
  %45 = phi float [ %35, %14 ], [ %35, %38 ], [ %42, %40 ]
  %46 = phi float [ %36, %14 ], [ %36, %38 ], [ %43, %40 ]
  %47 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %48 = load float, ptr %47, align 4
  %49 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %50 = load float, ptr %49, align 4
  %51 = fadd float %48, %45
  %52 = fadd float %50, %46
  %53 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %54 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float %51, ptr %53, align 4
  store float %52, ptr %54, align 4
  br label %55

55:                                               ; preds = %44
  %56 = load i32, ptr %7, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %7, align 4
  br label %10, !llvm.loop !11

58:                                               ; preds = %10
  %59 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %60 = load float, ptr %59, align 4
  %61 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %64 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %60, ptr %63, align 4
  store float %62, ptr %64, align 4
  %65 = load { float, float }, ptr %3, align 4
  ret { float, float } %65
}

declare { float, float } @__divsc3(float, float, float, float)

declare { float, float } @__mulsc3(float, float, float, float)

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
