; ModuleID = 'tests/programs/complex.c'
source_filename = "tests/programs/complex.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
  %11 = fdiv double 1.000000e+00, %10
  %12 = load volatile double, ptr %5, align 8, !tbaa !4
  %13 = load volatile double, ptr %5, align 8, !tbaa !4
  %14 = fdiv double %12, %13
  %15 = load volatile double, ptr %1, align 8, !tbaa !4
  %16 = load volatile double, ptr %2, align 8, !tbaa !4
  %17 = fmul double %16, 0.000000e+00
  %18 = fadd double %15, %17
  %19 = load volatile double, ptr %3, align 8, !tbaa !4
  %20 = load volatile double, ptr %4, align 8, !tbaa !4
  %21 = fmul double %20, 0.000000e+00
  %22 = fadd double %19, %21
  %23 = fmul double %18, %22
  %24 = fmul double %16, %20
  %25 = fmul double %18, %20
  %26 = fmul double %16, %22
  %27 = fsub double %23, %24
  %28 = fadd double %25, %26
  %29 = fcmp uno double %27, 0.000000e+00
  br i1 %29, label %30, label %36, !prof !8

30:                                               ; preds = %0
  %31 = fcmp uno double %28, 0.000000e+00
  br i1 %31, label %32, label %36, !prof !8

32:                                               ; preds = %30
  %33 = tail call { double, double } @__muldc3(double noundef %18, double noundef %16, double noundef %22, double noundef %20) #3
  %34 = extractvalue { double, double } %33, 0
  %35 = extractvalue { double, double } %33, 1
  br label %36

36:                                               ; preds = %32, %30, %0
  %37 = phi double [ %27, %0 ], [ %27, %30 ], [ %34, %32 ]
  %38 = phi double [ %28, %0 ], [ %28, %30 ], [ %35, %32 ]
  %39 = fcmp uno double %37, 0.000000e+00
  br i1 %39, label %49, label %40

40:                                               ; preds = %36
  %41 = load volatile double, ptr @huge, align 8, !tbaa !4
  %42 = fmul double %41, 1.000000e+01
  %43 = fcmp olt double %42, %37
  br i1 %43, label %49, label %44

44:                                               ; preds = %40
  %45 = load volatile double, ptr @huge, align 8, !tbaa !4
  %46 = fmul double %45, -1.000000e+01
  %47 = fcmp ogt double %46, %37
  %48 = select i1 %47, ptr @.str.16, ptr @.str.17
  br label %49

49:                                               ; preds = %44, %40, %36
  %50 = phi ptr [ @.str.14, %36 ], [ @.str.15, %40 ], [ %48, %44 ]
  %51 = fcmp uno double %38, 0.000000e+00
  br i1 %51, label %61, label %52

52:                                               ; preds = %49
  %53 = load volatile double, ptr @huge, align 8, !tbaa !4
  %54 = fmul double %53, 1.000000e+01
  %55 = fcmp olt double %54, %38
  br i1 %55, label %61, label %56

56:                                               ; preds = %52
  %57 = load volatile double, ptr @huge, align 8, !tbaa !4
  %58 = fmul double %57, -1.000000e+01
  %59 = fcmp ogt double %58, %38
  %60 = select i1 %59, ptr @.str.16, ptr @.str.17
  br label %61

61:                                               ; preds = %56, %52, %49
  %62 = phi ptr [ @.str.14, %49 ], [ @.str.15, %52 ], [ %60, %56 ]
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str, ptr noundef nonnull %50, ptr noundef nonnull %62) #3
  %64 = fcmp ord double %37, 0.000000e+00
  %65 = fcmp ord double %38, 0.000000e+00
  %66 = select i1 %64, i1 %65, i1 false
  br i1 %66, label %67, label %69

67:                                               ; preds = %61
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %37, double noundef %38) #3
  br label %69

69:                                               ; preds = %61, %67
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %71 = tail call { double, double } @__divdc3(double noundef %18, double noundef %16, double noundef %22, double noundef %20) #3
  %72 = extractvalue { double, double } %71, 0
  %73 = extractvalue { double, double } %71, 1
  %74 = fcmp uno double %72, 0.000000e+00
  br i1 %74, label %84, label %75

75:                                               ; preds = %69
  %76 = load volatile double, ptr @huge, align 8, !tbaa !4
  %77 = fmul double %76, 1.000000e+01
  %78 = fcmp olt double %77, %72
  br i1 %78, label %84, label %79

79:                                               ; preds = %75
  %80 = load volatile double, ptr @huge, align 8, !tbaa !4
  %81 = fmul double %80, -1.000000e+01
  %82 = fcmp ogt double %81, %72
  %83 = select i1 %82, ptr @.str.16, ptr @.str.17
  br label %84

84:                                               ; preds = %79, %75, %69
  %85 = phi ptr [ @.str.14, %69 ], [ @.str.15, %75 ], [ %83, %79 ]
  %86 = fcmp uno double %73, 0.000000e+00
  br i1 %86, label %96, label %87

87:                                               ; preds = %84
  %88 = load volatile double, ptr @huge, align 8, !tbaa !4
  %89 = fmul double %88, 1.000000e+01
  %90 = fcmp olt double %89, %73
  br i1 %90, label %96, label %91

91:                                               ; preds = %87
  %92 = load volatile double, ptr @huge, align 8, !tbaa !4
  %93 = fmul double %92, -1.000000e+01
  %94 = fcmp ogt double %93, %73
  %95 = select i1 %94, ptr @.str.16, ptr @.str.17
  br label %96

96:                                               ; preds = %91, %87, %84
  %97 = phi ptr [ @.str.14, %84 ], [ @.str.15, %87 ], [ %95, %91 ]
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.1, ptr noundef nonnull %85, ptr noundef nonnull %97) #3
  %99 = fcmp ord double %72, 0.000000e+00
  %100 = fcmp ord double %73, 0.000000e+00
  %101 = select i1 %99, i1 %100, i1 false
  br i1 %101, label %102, label %104

102:                                              ; preds = %96
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %72, double noundef %73) #3
  br label %104

104:                                              ; preds = %96, %102
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %106 = tail call { double, double } @__divdc3(double noundef %18, double noundef %16, double noundef 1.000000e-300, double noundef 3.000000e-300) #3
  %107 = extractvalue { double, double } %106, 0
  %108 = extractvalue { double, double } %106, 1
  %109 = fcmp uno double %107, 0.000000e+00
  br i1 %109, label %119, label %110

110:                                              ; preds = %104
  %111 = load volatile double, ptr @huge, align 8, !tbaa !4
  %112 = fmul double %111, 1.000000e+01
  %113 = fcmp olt double %112, %107
  br i1 %113, label %119, label %114

114:                                              ; preds = %110
  %115 = load volatile double, ptr @huge, align 8, !tbaa !4
  %116 = fmul double %115, -1.000000e+01
  %117 = fcmp ogt double %116, %107
  %118 = select i1 %117, ptr @.str.16, ptr @.str.17
  br label %119

119:                                              ; preds = %114, %110, %104
  %120 = phi ptr [ @.str.14, %104 ], [ @.str.15, %110 ], [ %118, %114 ]
  %121 = fcmp uno double %108, 0.000000e+00
  br i1 %121, label %131, label %122

122:                                              ; preds = %119
  %123 = load volatile double, ptr @huge, align 8, !tbaa !4
  %124 = fmul double %123, 1.000000e+01
  %125 = fcmp olt double %124, %108
  br i1 %125, label %131, label %126

126:                                              ; preds = %122
  %127 = load volatile double, ptr @huge, align 8, !tbaa !4
  %128 = fmul double %127, -1.000000e+01
  %129 = fcmp ogt double %128, %108
  %130 = select i1 %129, ptr @.str.16, ptr @.str.17
  br label %131

131:                                              ; preds = %126, %122, %119
  %132 = phi ptr [ @.str.14, %119 ], [ @.str.15, %122 ], [ %130, %126 ]
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.2, ptr noundef nonnull %120, ptr noundef nonnull %132) #3
  %134 = fcmp ord double %107, 0.000000e+00
  %135 = fcmp ord double %108, 0.000000e+00
  %136 = select i1 %134, i1 %135, i1 false
  br i1 %136, label %137, label %139

137:                                              ; preds = %131
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %107, double noundef %108) #3
  br label %139

139:                                              ; preds = %131, %137
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %141 = tail call { double, double } @__divdc3(double noundef %18, double noundef %16, double noundef 1.000000e+300, double noundef 3.000000e+300) #3
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
  %169 = fcmp ord double %142, 0.000000e+00
  %170 = fcmp ord double %143, 0.000000e+00
  %171 = select i1 %169, i1 %170, i1 false
  br i1 %171, label %172, label %174

172:                                              ; preds = %166
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %142, double noundef %143) #3
  br label %174

174:                                              ; preds = %166, %172
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %176 = fmul double %14, 2.000000e+00
  %177 = fmul double %11, 2.000000e+00
  %178 = fsub double %11, %176
  %179 = fadd double %177, %14
  %180 = fcmp uno double %178, 0.000000e+00
  br i1 %180, label %181, label %187, !prof !8

181:                                              ; preds = %174
  %182 = fcmp uno double %179, 0.000000e+00
  br i1 %182, label %183, label %187, !prof !8

183:                                              ; preds = %181
  %184 = tail call { double, double } @__muldc3(double noundef %11, double noundef %14, double noundef 1.000000e+00, double noundef 2.000000e+00) #3
  %185 = extractvalue { double, double } %184, 0
  %186 = extractvalue { double, double } %184, 1
  br label %187

187:                                              ; preds = %183, %181, %174
  %188 = phi double [ %178, %174 ], [ %178, %181 ], [ %185, %183 ]
  %189 = phi double [ %179, %174 ], [ %179, %181 ], [ %186, %183 ]
  %190 = fcmp uno double %188, 0.000000e+00
  br i1 %190, label %200, label %191

191:                                              ; preds = %187
  %192 = load volatile double, ptr @huge, align 8, !tbaa !4
  %193 = fmul double %192, 1.000000e+01
  %194 = fcmp olt double %193, %188
  br i1 %194, label %200, label %195

195:                                              ; preds = %191
  %196 = load volatile double, ptr @huge, align 8, !tbaa !4
  %197 = fmul double %196, -1.000000e+01
  %198 = fcmp ogt double %197, %188
  %199 = select i1 %198, ptr @.str.16, ptr @.str.17
  br label %200

200:                                              ; preds = %195, %191, %187
  %201 = phi ptr [ @.str.14, %187 ], [ @.str.15, %191 ], [ %199, %195 ]
  %202 = fcmp uno double %189, 0.000000e+00
  br i1 %202, label %212, label %203

203:                                              ; preds = %200
  %204 = load volatile double, ptr @huge, align 8, !tbaa !4
  %205 = fmul double %204, 1.000000e+01
  %206 = fcmp olt double %205, %189
  br i1 %206, label %212, label %207

207:                                              ; preds = %203
  %208 = load volatile double, ptr @huge, align 8, !tbaa !4
  %209 = fmul double %208, -1.000000e+01
  %210 = fcmp ogt double %209, %189
  %211 = select i1 %210, ptr @.str.16, ptr @.str.17
  br label %212

212:                                              ; preds = %207, %203, %200
  %213 = phi ptr [ @.str.14, %200 ], [ @.str.15, %203 ], [ %211, %207 ]
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.4, ptr noundef nonnull %201, ptr noundef nonnull %213) #3
  %215 = fcmp ord double %188, 0.000000e+00
  %216 = fcmp ord double %189, 0.000000e+00
  %217 = select i1 %215, i1 %216, i1 false
  br i1 %217, label %218, label %220

218:                                              ; preds = %212
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %188, double noundef %189) #3
  br label %220

220:                                              ; preds = %212, %218
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %222 = tail call { double, double } @__divdc3(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00) #3
  %223 = extractvalue { double, double } %222, 0
  %224 = extractvalue { double, double } %222, 1
  %225 = fcmp uno double %223, 0.000000e+00
  br i1 %225, label %235, label %226

226:                                              ; preds = %220
  %227 = load volatile double, ptr @huge, align 8, !tbaa !4
  %228 = fmul double %227, 1.000000e+01
  %229 = fcmp olt double %228, %223
  br i1 %229, label %235, label %230

230:                                              ; preds = %226
  %231 = load volatile double, ptr @huge, align 8, !tbaa !4
  %232 = fmul double %231, -1.000000e+01
  %233 = fcmp ogt double %232, %223
  %234 = select i1 %233, ptr @.str.16, ptr @.str.17
  br label %235

235:                                              ; preds = %230, %226, %220
  %236 = phi ptr [ @.str.14, %220 ], [ @.str.15, %226 ], [ %234, %230 ]
  %237 = fcmp uno double %224, 0.000000e+00
  br i1 %237, label %247, label %238

238:                                              ; preds = %235
  %239 = load volatile double, ptr @huge, align 8, !tbaa !4
  %240 = fmul double %239, 1.000000e+01
  %241 = fcmp olt double %240, %224
  br i1 %241, label %247, label %242

242:                                              ; preds = %238
  %243 = load volatile double, ptr @huge, align 8, !tbaa !4
  %244 = fmul double %243, -1.000000e+01
  %245 = fcmp ogt double %244, %224
  %246 = select i1 %245, ptr @.str.16, ptr @.str.17
  br label %247

247:                                              ; preds = %242, %238, %235
  %248 = phi ptr [ @.str.14, %235 ], [ @.str.15, %238 ], [ %246, %242 ]
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.5, ptr noundef nonnull %236, ptr noundef nonnull %248) #3
  %250 = fcmp ord double %223, 0.000000e+00
  %251 = fcmp ord double %224, 0.000000e+00
  %252 = select i1 %250, i1 %251, i1 false
  br i1 %252, label %253, label %255

253:                                              ; preds = %247
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %223, double noundef %224) #3
  br label %255

255:                                              ; preds = %247, %253
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %257 = tail call { double, double } @__divdc3(double noundef %11, double noundef %14, double noundef 1.000000e+00, double noundef 2.000000e+00) #3
  %258 = extractvalue { double, double } %257, 0
  %259 = extractvalue { double, double } %257, 1
  %260 = fcmp uno double %258, 0.000000e+00
  br i1 %260, label %270, label %261

261:                                              ; preds = %255
  %262 = load volatile double, ptr @huge, align 8, !tbaa !4
  %263 = fmul double %262, 1.000000e+01
  %264 = fcmp olt double %263, %258
  br i1 %264, label %270, label %265

265:                                              ; preds = %261
  %266 = load volatile double, ptr @huge, align 8, !tbaa !4
  %267 = fmul double %266, -1.000000e+01
  %268 = fcmp ogt double %267, %258
  %269 = select i1 %268, ptr @.str.16, ptr @.str.17
  br label %270

270:                                              ; preds = %265, %261, %255
  %271 = phi ptr [ @.str.14, %255 ], [ @.str.15, %261 ], [ %269, %265 ]
  %272 = fcmp uno double %259, 0.000000e+00
  br i1 %272, label %282, label %273

273:                                              ; preds = %270
  %274 = load volatile double, ptr @huge, align 8, !tbaa !4
  %275 = fmul double %274, 1.000000e+01
  %276 = fcmp olt double %275, %259
  br i1 %276, label %282, label %277

277:                                              ; preds = %273
  %278 = load volatile double, ptr @huge, align 8, !tbaa !4
  %279 = fmul double %278, -1.000000e+01
  %280 = fcmp ogt double %279, %259
  %281 = select i1 %280, ptr @.str.16, ptr @.str.17
  br label %282

282:                                              ; preds = %277, %273, %270
  %283 = phi ptr [ @.str.14, %270 ], [ @.str.15, %273 ], [ %281, %277 ]
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.6, ptr noundef nonnull %271, ptr noundef nonnull %283) #3
  %285 = fcmp ord double %258, 0.000000e+00
  %286 = fcmp ord double %259, 0.000000e+00
  %287 = select i1 %285, i1 %286, i1 false
  br i1 %287, label %288, label %290

288:                                              ; preds = %282
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %258, double noundef %259) #3
  br label %290

290:                                              ; preds = %282, %288
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %292 = tail call { double, double } @__divdc3(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef %11, double noundef 1.000000e+00) #3
  %293 = extractvalue { double, double } %292, 0
  %294 = extractvalue { double, double } %292, 1
  %295 = fcmp uno double %293, 0.000000e+00
  br i1 %295, label %305, label %296

296:                                              ; preds = %290
  %297 = load volatile double, ptr @huge, align 8, !tbaa !4
  %298 = fmul double %297, 1.000000e+01
  %299 = fcmp olt double %298, %293
  br i1 %299, label %305, label %300

300:                                              ; preds = %296
  %301 = load volatile double, ptr @huge, align 8, !tbaa !4
  %302 = fmul double %301, -1.000000e+01
  %303 = fcmp ogt double %302, %293
  %304 = select i1 %303, ptr @.str.16, ptr @.str.17
  br label %305

305:                                              ; preds = %300, %296, %290
  %306 = phi ptr [ @.str.14, %290 ], [ @.str.15, %296 ], [ %304, %300 ]
  %307 = fcmp uno double %294, 0.000000e+00
  br i1 %307, label %317, label %308

308:                                              ; preds = %305
  %309 = load volatile double, ptr @huge, align 8, !tbaa !4
  %310 = fmul double %309, 1.000000e+01
  %311 = fcmp olt double %310, %294
  br i1 %311, label %317, label %312

312:                                              ; preds = %308
  %313 = load volatile double, ptr @huge, align 8, !tbaa !4
  %314 = fmul double %313, -1.000000e+01
  %315 = fcmp ogt double %314, %294
  %316 = select i1 %315, ptr @.str.16, ptr @.str.17
  br label %317

317:                                              ; preds = %312, %308, %305
  %318 = phi ptr [ @.str.14, %305 ], [ @.str.15, %308 ], [ %316, %312 ]
  %319 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.7, ptr noundef nonnull %306, ptr noundef nonnull %318) #3
  %320 = fcmp ord double %293, 0.000000e+00
  %321 = fcmp ord double %294, 0.000000e+00
  %322 = select i1 %320, i1 %321, i1 false
  br i1 %322, label %323, label %325

323:                                              ; preds = %317
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %293, double noundef %294) #3
  br label %325

325:                                              ; preds = %317, %323
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
  %329 = fmul float %328, 0.000000e+00
  %330 = fadd float %327, %329
  %331 = load volatile float, ptr %8, align 4, !tbaa !9
  %332 = load volatile float, ptr %9, align 4, !tbaa !9
  %333 = fmul float %332, 0.000000e+00
  %334 = fadd float %331, %333
  %335 = fmul float %330, %334
  %336 = fmul float %328, %332
  %337 = fmul float %330, %332
  %338 = fmul float %328, %334
  %339 = fsub float %335, %336
  %340 = fadd float %337, %338
  %341 = fcmp uno float %339, 0.000000e+00
  br i1 %341, label %342, label %348, !prof !8

342:                                              ; preds = %325
  %343 = fcmp uno float %340, 0.000000e+00
  br i1 %343, label %344, label %348, !prof !8

344:                                              ; preds = %342
  %345 = tail call { float, float } @__mulsc3(float noundef %330, float noundef %328, float noundef %334, float noundef %332) #3
  %346 = extractvalue { float, float } %345, 0
  %347 = extractvalue { float, float } %345, 1
  br label %348

348:                                              ; preds = %344, %342, %325
  %349 = phi float [ %339, %325 ], [ %339, %342 ], [ %346, %344 ]
  %350 = phi float [ %340, %325 ], [ %340, %342 ], [ %347, %344 ]
  %351 = fpext float %349 to double
  %352 = fpext float %350 to double
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.8, double noundef %351, double noundef %352) #3
  %354 = tail call { float, float } @__divsc3(float noundef %330, float noundef %328, float noundef %334, float noundef %332) #3
  %355 = extractvalue { float, float } %354, 0
  %356 = extractvalue { float, float } %354, 1
  %357 = fpext float %355 to double
  %358 = fpext float %356 to double
  %359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.9, double noundef %357, double noundef %358) #3
  %360 = tail call { float, float } @__divsc3(float noundef 1.000000e+00, float noundef 1.000000e+00, float noundef 3.000000e+00, float noundef 7.000000e+00) #3
  %361 = extractvalue { float, float } %360, 0
  %362 = extractvalue { float, float } %360, 1
  %363 = fpext float %361 to double
  %364 = fpext float %362 to double
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.10, double noundef %363, double noundef %364) #3
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

declare { float, float } @__mulsc3(float, float, float, float) local_unnamed_addr

declare { float, float } @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
