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

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.500000e+00, ptr %1, align 8, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double -2.000000e+00, ptr %2, align 8, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 2.500000e-01, ptr %3, align 8, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double 3.000000e+00, ptr %4, align 8, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0.000000e+00, ptr %5, align 8, !tbaa !4
  %10 = load volatile double, ptr %5, align 8, !tbaa !4
  %11 = load volatile double, ptr %5, align 8, !tbaa !4
  %12 = load volatile double, ptr %5, align 8, !tbaa !4
  %13 = insertelement <2 x double> <double 1.000000e+00, double poison>, double %11, i64 1
  %14 = insertelement <2 x double> poison, double %10, i64 0
  %15 = insertelement <2 x double> %14, double %12, i64 1
  %16 = fdiv <2 x double> %13, %15
  %17 = load volatile double, ptr %1, align 8, !tbaa !4
  %18 = load volatile double, ptr %2, align 8, !tbaa !4
  %19 = load volatile double, ptr %3, align 8, !tbaa !4
  %20 = load volatile double, ptr %4, align 8, !tbaa !4
  %21 = insertelement <2 x double> poison, double %18, i64 0
  %22 = insertelement <2 x double> %21, double %20, i64 1
  %23 = fmul <2 x double> %22, zeroinitializer
  %24 = insertelement <2 x double> poison, double %17, i64 0
  %25 = insertelement <2 x double> %24, double %19, i64 1
  %26 = fadd <2 x double> %25, %23
  %27 = extractelement <2 x double> %26, i64 0
  %28 = extractelement <2 x double> %26, i64 1
  %29 = fmul double %27, %28
  %30 = fmul double %18, %20
  %31 = fmul double %27, %20
  %32 = fmul double %18, %28
  %33 = fsub double %29, %30
  %34 = fadd double %31, %32
  %35 = fcmp uno double %33, 0.000000e+00
  br i1 %35, label %36, label %42, !prof !8

36:                                               ; preds = %0
  %37 = fcmp uno double %34, 0.000000e+00
  br i1 %37, label %38, label %42, !prof !8

38:                                               ; preds = %36
  %39 = tail call { double, double } @__muldc3(double noundef %27, double noundef %18, double noundef %28, double noundef %20) #3
  %40 = extractvalue { double, double } %39, 0
  %41 = extractvalue { double, double } %39, 1
  br label %42

42:                                               ; preds = %38, %36, %0
  %43 = phi double [ %33, %0 ], [ %33, %36 ], [ %40, %38 ]
  %44 = phi double [ %34, %0 ], [ %34, %36 ], [ %41, %38 ]
  %45 = fcmp uno double %43, 0.000000e+00
  br i1 %45, label %55, label %46

46:                                               ; preds = %42
  %47 = load volatile double, ptr @huge, align 8, !tbaa !4
  %48 = fmul double %47, 1.000000e+01
  %49 = fcmp olt double %48, %43
  br i1 %49, label %55, label %50

50:                                               ; preds = %46
  %51 = load volatile double, ptr @huge, align 8, !tbaa !4
  %52 = fmul double %51, -1.000000e+01
  %53 = fcmp ogt double %52, %43
  %54 = select i1 %53, ptr @.str.16, ptr @.str.17
  br label %55

55:                                               ; preds = %50, %46, %42
  %56 = phi ptr [ @.str.14, %42 ], [ @.str.15, %46 ], [ %54, %50 ]
  %57 = fcmp uno double %44, 0.000000e+00
  br i1 %57, label %67, label %58

58:                                               ; preds = %55
  %59 = load volatile double, ptr @huge, align 8, !tbaa !4
  %60 = fmul double %59, 1.000000e+01
  %61 = fcmp olt double %60, %44
  br i1 %61, label %67, label %62

62:                                               ; preds = %58
  %63 = load volatile double, ptr @huge, align 8, !tbaa !4
  %64 = fmul double %63, -1.000000e+01
  %65 = fcmp ogt double %64, %44
  %66 = select i1 %65, ptr @.str.16, ptr @.str.17
  br label %67

67:                                               ; preds = %62, %58, %55
  %68 = phi ptr [ @.str.14, %55 ], [ @.str.15, %58 ], [ %66, %62 ]
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str, ptr noundef nonnull %56, ptr noundef nonnull %68) #3
  %70 = fcmp ord double %43, %44
  br i1 %70, label %71, label %73

71:                                               ; preds = %67
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %43, double noundef %44) #3
  br label %73

73:                                               ; preds = %67, %71
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %75 = tail call { double, double } @__divdc3(double noundef %27, double noundef %18, double noundef %28, double noundef %20) #3
  %76 = extractvalue { double, double } %75, 0
  %77 = extractvalue { double, double } %75, 1
  %78 = fcmp uno double %76, 0.000000e+00
  br i1 %78, label %88, label %79

79:                                               ; preds = %73
  %80 = load volatile double, ptr @huge, align 8, !tbaa !4
  %81 = fmul double %80, 1.000000e+01
  %82 = fcmp olt double %81, %76
  br i1 %82, label %88, label %83

83:                                               ; preds = %79
  %84 = load volatile double, ptr @huge, align 8, !tbaa !4
  %85 = fmul double %84, -1.000000e+01
  %86 = fcmp ogt double %85, %76
  %87 = select i1 %86, ptr @.str.16, ptr @.str.17
  br label %88

88:                                               ; preds = %83, %79, %73
  %89 = phi ptr [ @.str.14, %73 ], [ @.str.15, %79 ], [ %87, %83 ]
  %90 = fcmp uno double %77, 0.000000e+00
  br i1 %90, label %100, label %91

91:                                               ; preds = %88
  %92 = load volatile double, ptr @huge, align 8, !tbaa !4
  %93 = fmul double %92, 1.000000e+01
  %94 = fcmp olt double %93, %77
  br i1 %94, label %100, label %95

95:                                               ; preds = %91
  %96 = load volatile double, ptr @huge, align 8, !tbaa !4
  %97 = fmul double %96, -1.000000e+01
  %98 = fcmp ogt double %97, %77
  %99 = select i1 %98, ptr @.str.16, ptr @.str.17
  br label %100

100:                                              ; preds = %95, %91, %88
  %101 = phi ptr [ @.str.14, %88 ], [ @.str.15, %91 ], [ %99, %95 ]
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.1, ptr noundef nonnull %89, ptr noundef nonnull %101) #3
  %103 = fcmp ord double %76, %77
  br i1 %103, label %104, label %106

104:                                              ; preds = %100
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %76, double noundef %77) #3
  br label %106

106:                                              ; preds = %100, %104
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %108 = tail call { double, double } @__divdc3(double noundef %27, double noundef %18, double noundef 1.000000e-300, double noundef 3.000000e-300) #3
  %109 = extractvalue { double, double } %108, 0
  %110 = extractvalue { double, double } %108, 1
  %111 = fcmp uno double %109, 0.000000e+00
  br i1 %111, label %121, label %112

112:                                              ; preds = %106
  %113 = load volatile double, ptr @huge, align 8, !tbaa !4
  %114 = fmul double %113, 1.000000e+01
  %115 = fcmp olt double %114, %109
  br i1 %115, label %121, label %116

116:                                              ; preds = %112
  %117 = load volatile double, ptr @huge, align 8, !tbaa !4
  %118 = fmul double %117, -1.000000e+01
  %119 = fcmp ogt double %118, %109
  %120 = select i1 %119, ptr @.str.16, ptr @.str.17
  br label %121

121:                                              ; preds = %116, %112, %106
  %122 = phi ptr [ @.str.14, %106 ], [ @.str.15, %112 ], [ %120, %116 ]
  %123 = fcmp uno double %110, 0.000000e+00
  br i1 %123, label %133, label %124

124:                                              ; preds = %121
  %125 = load volatile double, ptr @huge, align 8, !tbaa !4
  %126 = fmul double %125, 1.000000e+01
  %127 = fcmp olt double %126, %110
  br i1 %127, label %133, label %128

128:                                              ; preds = %124
  %129 = load volatile double, ptr @huge, align 8, !tbaa !4
  %130 = fmul double %129, -1.000000e+01
  %131 = fcmp ogt double %130, %110
  %132 = select i1 %131, ptr @.str.16, ptr @.str.17
  br label %133

133:                                              ; preds = %128, %124, %121
  %134 = phi ptr [ @.str.14, %121 ], [ @.str.15, %124 ], [ %132, %128 ]
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.2, ptr noundef nonnull %122, ptr noundef nonnull %134) #3
  %136 = fcmp ord double %109, %110
  br i1 %136, label %137, label %139

137:                                              ; preds = %133
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %109, double noundef %110) #3
  br label %139

139:                                              ; preds = %133, %137
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %141 = tail call { double, double } @__divdc3(double noundef %27, double noundef %18, double noundef 1.000000e+300, double noundef 3.000000e+300) #3
  %142 = extractvalue { double, double } %141, 0
  %143 = extractvalue { double, double } %141, 1
  %144 = fcmp uno double %142, 0.000000e+00
  br i1 %144, label %154, label %145

145:                                              ; preds = %139
  %146 = load volatile double, ptr @huge, align 8, !tbaa !4
  %147 = fmul double %146, 1.000000e+01
  %148 = fcmp olt double %147, %142
  br i1 %148, label %154, label %149

149:                                              ; preds = %145
  %150 = load volatile double, ptr @huge, align 8, !tbaa !4
  %151 = fmul double %150, -1.000000e+01
  %152 = fcmp ogt double %151, %142
  %153 = select i1 %152, ptr @.str.16, ptr @.str.17
  br label %154

154:                                              ; preds = %149, %145, %139
  %155 = phi ptr [ @.str.14, %139 ], [ @.str.15, %145 ], [ %153, %149 ]
  %156 = fcmp uno double %143, 0.000000e+00
  br i1 %156, label %166, label %157

157:                                              ; preds = %154
  %158 = load volatile double, ptr @huge, align 8, !tbaa !4
  %159 = fmul double %158, 1.000000e+01
  %160 = fcmp olt double %159, %143
  br i1 %160, label %166, label %161

161:                                              ; preds = %157
  %162 = load volatile double, ptr @huge, align 8, !tbaa !4
  %163 = fmul double %162, -1.000000e+01
  %164 = fcmp ogt double %163, %143
  %165 = select i1 %164, ptr @.str.16, ptr @.str.17
  br label %166

166:                                              ; preds = %161, %157, %154
  %167 = phi ptr [ @.str.14, %154 ], [ @.str.15, %157 ], [ %165, %161 ]
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.3, ptr noundef nonnull %155, ptr noundef nonnull %167) #3
  %169 = fcmp ord double %142, %143
  br i1 %169, label %170, label %172

170:                                              ; preds = %166
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %142, double noundef %143) #3
  br label %172

172:                                              ; preds = %166, %170
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %174 = fmul <2 x double> %16, <double 2.000000e+00, double 2.000000e+00>
  %175 = shufflevector <2 x double> %174, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %176 = fsub <2 x double> %16, %175
  %177 = fadd <2 x double> %16, %175
  %178 = shufflevector <2 x double> %176, <2 x double> %177, <2 x i32> <i32 0, i32 3>
  %179 = extractelement <2 x double> %176, i64 0
  %180 = fcmp uno double %179, 0.000000e+00
  br i1 %180, label %181, label %192, !prof !8

181:                                              ; preds = %172
  %182 = extractelement <2 x double> %177, i64 1
  %183 = fcmp uno double %182, 0.000000e+00
  br i1 %183, label %184, label %192, !prof !8

184:                                              ; preds = %181
  %185 = extractelement <2 x double> %16, i64 0
  %186 = extractelement <2 x double> %16, i64 1
  %187 = tail call { double, double } @__muldc3(double noundef %185, double noundef %186, double noundef 1.000000e+00, double noundef 2.000000e+00) #3
  %188 = extractvalue { double, double } %187, 0
  %189 = extractvalue { double, double } %187, 1
  %190 = insertelement <2 x double> poison, double %188, i64 0
  %191 = insertelement <2 x double> %190, double %189, i64 1
  br label %192

192:                                              ; preds = %184, %181, %172
  %193 = phi <2 x double> [ %178, %172 ], [ %178, %181 ], [ %191, %184 ]
  %194 = extractelement <2 x double> %193, i64 0
  %195 = fcmp uno double %194, 0.000000e+00
  br i1 %195, label %205, label %196

196:                                              ; preds = %192
  %197 = load volatile double, ptr @huge, align 8, !tbaa !4
  %198 = fmul double %197, 1.000000e+01
  %199 = fcmp olt double %198, %194
  br i1 %199, label %205, label %200

200:                                              ; preds = %196
  %201 = load volatile double, ptr @huge, align 8, !tbaa !4
  %202 = fmul double %201, -1.000000e+01
  %203 = fcmp ogt double %202, %194
  %204 = select i1 %203, ptr @.str.16, ptr @.str.17
  br label %205

205:                                              ; preds = %200, %196, %192
  %206 = phi ptr [ @.str.14, %192 ], [ @.str.15, %196 ], [ %204, %200 ]
  %207 = extractelement <2 x double> %193, i64 1
  %208 = fcmp uno double %207, 0.000000e+00
  br i1 %208, label %218, label %209

209:                                              ; preds = %205
  %210 = load volatile double, ptr @huge, align 8, !tbaa !4
  %211 = fmul double %210, 1.000000e+01
  %212 = fcmp olt double %211, %207
  br i1 %212, label %218, label %213

213:                                              ; preds = %209
  %214 = load volatile double, ptr @huge, align 8, !tbaa !4
  %215 = fmul double %214, -1.000000e+01
  %216 = fcmp ogt double %215, %207
  %217 = select i1 %216, ptr @.str.16, ptr @.str.17
  br label %218

218:                                              ; preds = %213, %209, %205
  %219 = phi ptr [ @.str.14, %205 ], [ @.str.15, %209 ], [ %217, %213 ]
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.4, ptr noundef nonnull %206, ptr noundef nonnull %219) #3
  %221 = fcmp ord double %194, %207
  br i1 %221, label %222, label %224

222:                                              ; preds = %218
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %194, double noundef %207) #3
  br label %224

224:                                              ; preds = %218, %222
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %226 = tail call { double, double } @__divdc3(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00) #3
  %227 = extractvalue { double, double } %226, 0
  %228 = extractvalue { double, double } %226, 1
  %229 = fcmp uno double %227, 0.000000e+00
  br i1 %229, label %239, label %230

230:                                              ; preds = %224
  %231 = load volatile double, ptr @huge, align 8, !tbaa !4
  %232 = fmul double %231, 1.000000e+01
  %233 = fcmp olt double %232, %227
  br i1 %233, label %239, label %234

234:                                              ; preds = %230
  %235 = load volatile double, ptr @huge, align 8, !tbaa !4
  %236 = fmul double %235, -1.000000e+01
  %237 = fcmp ogt double %236, %227
  %238 = select i1 %237, ptr @.str.16, ptr @.str.17
  br label %239

239:                                              ; preds = %234, %230, %224
  %240 = phi ptr [ @.str.14, %224 ], [ @.str.15, %230 ], [ %238, %234 ]
  %241 = fcmp uno double %228, 0.000000e+00
  br i1 %241, label %251, label %242

242:                                              ; preds = %239
  %243 = load volatile double, ptr @huge, align 8, !tbaa !4
  %244 = fmul double %243, 1.000000e+01
  %245 = fcmp olt double %244, %228
  br i1 %245, label %251, label %246

246:                                              ; preds = %242
  %247 = load volatile double, ptr @huge, align 8, !tbaa !4
  %248 = fmul double %247, -1.000000e+01
  %249 = fcmp ogt double %248, %228
  %250 = select i1 %249, ptr @.str.16, ptr @.str.17
  br label %251

251:                                              ; preds = %246, %242, %239
  %252 = phi ptr [ @.str.14, %239 ], [ @.str.15, %242 ], [ %250, %246 ]
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.5, ptr noundef nonnull %240, ptr noundef nonnull %252) #3
  %254 = fcmp ord double %227, %228
  br i1 %254, label %255, label %257

255:                                              ; preds = %251
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %227, double noundef %228) #3
  br label %257

257:                                              ; preds = %251, %255
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %259 = extractelement <2 x double> %16, i64 0
  %260 = extractelement <2 x double> %16, i64 1
  %261 = tail call { double, double } @__divdc3(double noundef %259, double noundef %260, double noundef 1.000000e+00, double noundef 2.000000e+00) #3
  %262 = extractvalue { double, double } %261, 0
  %263 = extractvalue { double, double } %261, 1
  %264 = fcmp uno double %262, 0.000000e+00
  br i1 %264, label %274, label %265

265:                                              ; preds = %257
  %266 = load volatile double, ptr @huge, align 8, !tbaa !4
  %267 = fmul double %266, 1.000000e+01
  %268 = fcmp olt double %267, %262
  br i1 %268, label %274, label %269

269:                                              ; preds = %265
  %270 = load volatile double, ptr @huge, align 8, !tbaa !4
  %271 = fmul double %270, -1.000000e+01
  %272 = fcmp ogt double %271, %262
  %273 = select i1 %272, ptr @.str.16, ptr @.str.17
  br label %274

274:                                              ; preds = %269, %265, %257
  %275 = phi ptr [ @.str.14, %257 ], [ @.str.15, %265 ], [ %273, %269 ]
  %276 = fcmp uno double %263, 0.000000e+00
  br i1 %276, label %286, label %277

277:                                              ; preds = %274
  %278 = load volatile double, ptr @huge, align 8, !tbaa !4
  %279 = fmul double %278, 1.000000e+01
  %280 = fcmp olt double %279, %263
  br i1 %280, label %286, label %281

281:                                              ; preds = %277
  %282 = load volatile double, ptr @huge, align 8, !tbaa !4
  %283 = fmul double %282, -1.000000e+01
  %284 = fcmp ogt double %283, %263
  %285 = select i1 %284, ptr @.str.16, ptr @.str.17
  br label %286

286:                                              ; preds = %281, %277, %274
  %287 = phi ptr [ @.str.14, %274 ], [ @.str.15, %277 ], [ %285, %281 ]
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.6, ptr noundef nonnull %275, ptr noundef nonnull %287) #3
  %289 = fcmp ord double %262, %263
  br i1 %289, label %290, label %292

290:                                              ; preds = %286
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %262, double noundef %263) #3
  br label %292

292:                                              ; preds = %286, %290
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %294 = tail call { double, double } @__divdc3(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef %259, double noundef 1.000000e+00) #3
  %295 = extractvalue { double, double } %294, 0
  %296 = extractvalue { double, double } %294, 1
  %297 = fcmp uno double %295, 0.000000e+00
  br i1 %297, label %307, label %298

298:                                              ; preds = %292
  %299 = load volatile double, ptr @huge, align 8, !tbaa !4
  %300 = fmul double %299, 1.000000e+01
  %301 = fcmp olt double %300, %295
  br i1 %301, label %307, label %302

302:                                              ; preds = %298
  %303 = load volatile double, ptr @huge, align 8, !tbaa !4
  %304 = fmul double %303, -1.000000e+01
  %305 = fcmp ogt double %304, %295
  %306 = select i1 %305, ptr @.str.16, ptr @.str.17
  br label %307

307:                                              ; preds = %302, %298, %292
  %308 = phi ptr [ @.str.14, %292 ], [ @.str.15, %298 ], [ %306, %302 ]
  %309 = fcmp uno double %296, 0.000000e+00
  br i1 %309, label %319, label %310

310:                                              ; preds = %307
  %311 = load volatile double, ptr @huge, align 8, !tbaa !4
  %312 = fmul double %311, 1.000000e+01
  %313 = fcmp olt double %312, %296
  br i1 %313, label %319, label %314

314:                                              ; preds = %310
  %315 = load volatile double, ptr @huge, align 8, !tbaa !4
  %316 = fmul double %315, -1.000000e+01
  %317 = fcmp ogt double %316, %296
  %318 = select i1 %317, ptr @.str.16, ptr @.str.17
  br label %319

319:                                              ; preds = %314, %310, %307
  %320 = phi ptr [ @.str.14, %307 ], [ @.str.15, %310 ], [ %318, %314 ]
  %321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.7, ptr noundef nonnull %308, ptr noundef nonnull %320) #3
  %322 = fcmp ord double %295, %296
  br i1 %322, label %323, label %325

323:                                              ; preds = %319
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %295, double noundef %296) #3
  br label %325

325:                                              ; preds = %319, %323
  %326 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  store volatile float 1.500000e+00, ptr %6, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile float -2.000000e+00, ptr %7, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store volatile float 2.500000e-01, ptr %8, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  store volatile float 3.000000e+00, ptr %9, align 4, !tbaa !9
  %327 = load volatile float, ptr %6, align 4, !tbaa !9
  %328 = load volatile float, ptr %7, align 4, !tbaa !9
  %329 = load volatile float, ptr %8, align 4, !tbaa !9
  %330 = load volatile float, ptr %9, align 4, !tbaa !9
  %331 = insertelement <2 x float> poison, float %328, i64 0
  %332 = insertelement <2 x float> %331, float %330, i64 1
  %333 = fmul <2 x float> %332, zeroinitializer
  %334 = insertelement <2 x float> poison, float %327, i64 0
  %335 = insertelement <2 x float> %334, float %329, i64 1
  %336 = fadd <2 x float> %335, %333
  %337 = extractelement <2 x float> %336, i64 0
  %338 = extractelement <2 x float> %336, i64 1
  %339 = fmul float %337, %338
  %340 = fmul float %328, %330
  %341 = fmul float %337, %330
  %342 = fmul float %328, %338
  %343 = fsub float %339, %340
  %344 = fadd float %341, %342
  %345 = fcmp uno float %343, 0.000000e+00
  br i1 %345, label %346, label %352, !prof !8

346:                                              ; preds = %325
  %347 = fcmp uno float %344, 0.000000e+00
  br i1 %347, label %348, label %352, !prof !8

348:                                              ; preds = %346
  %349 = tail call <2 x float> @__mulsc3(float noundef %337, float noundef %328, float noundef %338, float noundef %330) #3
  %350 = extractelement <2 x float> %349, i64 0
  %351 = extractelement <2 x float> %349, i64 1
  br label %352

352:                                              ; preds = %348, %346, %325
  %353 = phi float [ %343, %325 ], [ %343, %346 ], [ %350, %348 ]
  %354 = phi float [ %344, %325 ], [ %344, %346 ], [ %351, %348 ]
  %355 = fpext float %353 to double
  %356 = fpext float %354 to double
  %357 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.8, double noundef %355, double noundef %356) #3
  %358 = tail call <2 x float> @__divsc3(float noundef %337, float noundef %328, float noundef %338, float noundef %330) #3
  %359 = extractelement <2 x float> %358, i64 0
  %360 = fpext float %359 to double
  %361 = extractelement <2 x float> %358, i64 1
  %362 = fpext float %361 to double
  %363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.9, double noundef %360, double noundef %362) #3
  %364 = tail call <2 x float> @__divsc3(float noundef 1.000000e+00, float noundef 1.000000e+00, float noundef 3.000000e+00, float noundef 7.000000e+00) #3
  %365 = extractelement <2 x float> %364, i64 0
  %366 = fpext float %365 to double
  %367 = extractelement <2 x float> %364, i64 1
  %368 = fpext float %367 to double
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.10, double noundef %366, double noundef %368) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

declare <2 x float> @__mulsc3(float, float, float, float) local_unnamed_addr

declare <2 x float> @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

attributes #0 = { nounwind "min-legal-vector-width"="64" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"double", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!"branch_weights", i32 1, i32 1048575}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !6, i64 0}
