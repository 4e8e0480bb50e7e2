; ModuleID = 'tests/programs/complex.c'
source_filename = "tests/programs/complex.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
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
  store volatile double 1.500000e+00, ptr %1, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double -2.000000e+00, ptr %2, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 2.500000e-01, ptr %3, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double 3.000000e+00, ptr %4, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0.000000e+00, ptr %5, align 8, !tbaa !6
  %10 = load volatile double, ptr %5, align 8, !tbaa !6
  %11 = fdiv double 1.000000e+00, %10
  %12 = load volatile double, ptr %5, align 8, !tbaa !6
  %13 = load volatile double, ptr %5, align 8, !tbaa !6
  %14 = fdiv double %12, %13
  %15 = load volatile double, ptr %1, align 8, !tbaa !6
  %16 = load volatile double, ptr %2, align 8, !tbaa !6
  %17 = fmul double %16, 0.000000e+00
  %18 = fadd double %15, %17
  %19 = load volatile double, ptr %3, align 8, !tbaa !6
  %20 = load volatile double, ptr %4, align 8, !tbaa !6
  %21 = fmul double %20, 0.000000e+00
  %22 = fadd double %19, %21
  %23 = fmul double %18, %22
  %24 = fmul double %16, %20
  %25 = fmul double %18, %20
  %26 = fmul double %16, %22
  %27 = fsub double %23, %24
  %28 = fadd double %25, %26
  %29 = fcmp uno double %27, 0.000000e+00
  br i1 %29, label %30, label %36, !prof !10

30:                                               ; preds = %0
  %31 = fcmp uno double %28, 0.000000e+00
  br i1 %31, label %32, label %36, !prof !10

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
  %41 = load volatile double, ptr @huge, align 8, !tbaa !6
  %42 = fmul double %41, 1.000000e+01
  %43 = fcmp olt double %42, %37
  br i1 %43, label %49, label %44

44:                                               ; preds = %40
  %45 = load volatile double, ptr @huge, align 8, !tbaa !6
  %46 = fmul double %45, -1.000000e+01
  %47 = fcmp ogt double %46, %37
  %48 = select i1 %47, ptr @.str.16, ptr @.str.17
  br label %49

49:                                               ; preds = %44, %40, %36
  %50 = phi ptr [ @.str.14, %36 ], [ @.str.15, %40 ], [ %48, %44 ]
  %51 = fcmp uno double %38, 0.000000e+00
  br i1 %51, label %61, label %52

52:                                               ; preds = %49
  %53 = load volatile double, ptr @huge, align 8, !tbaa !6
  %54 = fmul double %53, 1.000000e+01
  %55 = fcmp olt double %54, %38
  br i1 %55, label %61, label %56

56:                                               ; preds = %52
  %57 = load volatile double, ptr @huge, align 8, !tbaa !6
  %58 = fmul double %57, -1.000000e+01
  %59 = fcmp ogt double %58, %38
  %60 = select i1 %59, ptr @.str.16, ptr @.str.17
  br label %61

61:                                               ; preds = %56, %52, %49
  %62 = phi ptr [ @.str.14, %49 ], [ @.str.15, %52 ], [ %60, %56 ]
  %63 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str, ptr noundef nonnull %50, ptr noundef nonnull %62) #3
  %64 = fcmp ord double %37, %38
  br i1 %64, label %65, label %67

65:                                               ; preds = %61
  %66 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %37, double noundef %38) #3
  br label %67

67:                                               ; preds = %61, %65
  %68 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %69 = tail call { double, double } @__divdc3(double noundef %18, double noundef %16, double noundef %22, double noundef %20) #3
  %70 = extractvalue { double, double } %69, 0
  %71 = extractvalue { double, double } %69, 1
  %72 = fcmp uno double %70, 0.000000e+00
  br i1 %72, label %82, label %73

73:                                               ; preds = %67
  %74 = load volatile double, ptr @huge, align 8, !tbaa !6
  %75 = fmul double %74, 1.000000e+01
  %76 = fcmp olt double %75, %70
  br i1 %76, label %82, label %77

77:                                               ; preds = %73
  %78 = load volatile double, ptr @huge, align 8, !tbaa !6
  %79 = fmul double %78, -1.000000e+01
  %80 = fcmp ogt double %79, %70
  %81 = select i1 %80, ptr @.str.16, ptr @.str.17
  br label %82

82:                                               ; preds = %77, %73, %67
  %83 = phi ptr [ @.str.14, %67 ], [ @.str.15, %73 ], [ %81, %77 ]
  %84 = fcmp uno double %71, 0.000000e+00
  br i1 %84, label %94, label %85

85:                                               ; preds = %82
  %86 = load volatile double, ptr @huge, align 8, !tbaa !6
  %87 = fmul double %86, 1.000000e+01
  %88 = fcmp olt double %87, %71
  br i1 %88, label %94, label %89

89:                                               ; preds = %85
  %90 = load volatile double, ptr @huge, align 8, !tbaa !6
  %91 = fmul double %90, -1.000000e+01
  %92 = fcmp ogt double %91, %71
  %93 = select i1 %92, ptr @.str.16, ptr @.str.17
  br label %94

94:                                               ; preds = %89, %85, %82
  %95 = phi ptr [ @.str.14, %82 ], [ @.str.15, %85 ], [ %93, %89 ]
  %96 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.1, ptr noundef nonnull %83, ptr noundef nonnull %95) #3
  %97 = fcmp ord double %70, %71
  br i1 %97, label %98, label %100

98:                                               ; preds = %94
  %99 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %70, double noundef %71) #3
  br label %100

100:                                              ; preds = %94, %98
  %101 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %102 = tail call { double, double } @__divdc3(double noundef %18, double noundef %16, double noundef 1.000000e-300, double noundef 3.000000e-300) #3
  %103 = extractvalue { double, double } %102, 0
  %104 = extractvalue { double, double } %102, 1
  %105 = fcmp uno double %103, 0.000000e+00
  br i1 %105, label %115, label %106

106:                                              ; preds = %100
  %107 = load volatile double, ptr @huge, align 8, !tbaa !6
  %108 = fmul double %107, 1.000000e+01
  %109 = fcmp olt double %108, %103
  br i1 %109, label %115, label %110

110:                                              ; preds = %106
  %111 = load volatile double, ptr @huge, align 8, !tbaa !6
  %112 = fmul double %111, -1.000000e+01
  %113 = fcmp ogt double %112, %103
  %114 = select i1 %113, ptr @.str.16, ptr @.str.17
  br label %115

115:                                              ; preds = %110, %106, %100
  %116 = phi ptr [ @.str.14, %100 ], [ @.str.15, %106 ], [ %114, %110 ]
  %117 = fcmp uno double %104, 0.000000e+00
  br i1 %117, label %127, label %118

118:                                              ; preds = %115
  %119 = load volatile double, ptr @huge, align 8, !tbaa !6
  %120 = fmul double %119, 1.000000e+01
  %121 = fcmp olt double %120, %104
  br i1 %121, label %127, label %122

122:                                              ; preds = %118
  %123 = load volatile double, ptr @huge, align 8, !tbaa !6
  %124 = fmul double %123, -1.000000e+01
  %125 = fcmp ogt double %124, %104
  %126 = select i1 %125, ptr @.str.16, ptr @.str.17
  br label %127

127:                                              ; preds = %122, %118, %115
  %128 = phi ptr [ @.str.14, %115 ], [ @.str.15, %118 ], [ %126, %122 ]
  %129 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.2, ptr noundef nonnull %116, ptr noundef nonnull %128) #3
  %130 = fcmp ord double %103, %104
  br i1 %130, label %131, label %133

131:                                              ; preds = %127
  %132 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %103, double noundef %104) #3
  br label %133

133:                                              ; preds = %127, %131
  %134 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %135 = tail call { double, double } @__divdc3(double noundef %18, double noundef %16, double noundef 1.000000e+300, double noundef 3.000000e+300) #3
  %136 = extractvalue { double, double } %135, 0
  %137 = extractvalue { double, double } %135, 1
  %138 = fcmp uno double %136, 0.000000e+00
  br i1 %138, label %148, label %139

139:                                              ; preds = %133
  %140 = load volatile double, ptr @huge, align 8, !tbaa !6
  %141 = fmul double %140, 1.000000e+01
  %142 = fcmp olt double %141, %136
  br i1 %142, label %148, label %143

143:                                              ; preds = %139
  %144 = load volatile double, ptr @huge, align 8, !tbaa !6
  %145 = fmul double %144, -1.000000e+01
  %146 = fcmp ogt double %145, %136
  %147 = select i1 %146, ptr @.str.16, ptr @.str.17
  br label %148

148:                                              ; preds = %143, %139, %133
  %149 = phi ptr [ @.str.14, %133 ], [ @.str.15, %139 ], [ %147, %143 ]
  %150 = fcmp uno double %137, 0.000000e+00
  br i1 %150, label %160, label %151

151:                                              ; preds = %148
  %152 = load volatile double, ptr @huge, align 8, !tbaa !6
  %153 = fmul double %152, 1.000000e+01
  %154 = fcmp olt double %153, %137
  br i1 %154, label %160, label %155

155:                                              ; preds = %151
  %156 = load volatile double, ptr @huge, align 8, !tbaa !6
  %157 = fmul double %156, -1.000000e+01
  %158 = fcmp ogt double %157, %137
  %159 = select i1 %158, ptr @.str.16, ptr @.str.17
  br label %160

160:                                              ; preds = %155, %151, %148
  %161 = phi ptr [ @.str.14, %148 ], [ @.str.15, %151 ], [ %159, %155 ]
  %162 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.3, ptr noundef nonnull %149, ptr noundef nonnull %161) #3
  %163 = fcmp ord double %136, %137
  br i1 %163, label %164, label %166

164:                                              ; preds = %160
  %165 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %136, double noundef %137) #3
  br label %166

166:                                              ; preds = %160, %164
  %167 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %168 = fmul double %14, 2.000000e+00
  %169 = fmul double %11, 2.000000e+00
  %170 = fsub double %11, %168
  %171 = fadd double %169, %14
  %172 = fcmp uno double %170, 0.000000e+00
  br i1 %172, label %173, label %179, !prof !10

173:                                              ; preds = %166
  %174 = fcmp uno double %171, 0.000000e+00
  br i1 %174, label %175, label %179, !prof !10

175:                                              ; preds = %173
  %176 = tail call { double, double } @__muldc3(double noundef %11, double noundef %14, double noundef 1.000000e+00, double noundef 2.000000e+00) #3
  %177 = extractvalue { double, double } %176, 0
  %178 = extractvalue { double, double } %176, 1
  br label %179

179:                                              ; preds = %175, %173, %166
  %180 = phi double [ %170, %166 ], [ %170, %173 ], [ %177, %175 ]
  %181 = phi double [ %171, %166 ], [ %171, %173 ], [ %178, %175 ]
  %182 = fcmp uno double %180, 0.000000e+00
  br i1 %182, label %192, label %183

183:                                              ; preds = %179
  %184 = load volatile double, ptr @huge, align 8, !tbaa !6
  %185 = fmul double %184, 1.000000e+01
  %186 = fcmp olt double %185, %180
  br i1 %186, label %192, label %187

187:                                              ; preds = %183
  %188 = load volatile double, ptr @huge, align 8, !tbaa !6
  %189 = fmul double %188, -1.000000e+01
  %190 = fcmp ogt double %189, %180
  %191 = select i1 %190, ptr @.str.16, ptr @.str.17
  br label %192

192:                                              ; preds = %187, %183, %179
  %193 = phi ptr [ @.str.14, %179 ], [ @.str.15, %183 ], [ %191, %187 ]
  %194 = fcmp uno double %181, 0.000000e+00
  br i1 %194, label %204, label %195

195:                                              ; preds = %192
  %196 = load volatile double, ptr @huge, align 8, !tbaa !6
  %197 = fmul double %196, 1.000000e+01
  %198 = fcmp olt double %197, %181
  br i1 %198, label %204, label %199

199:                                              ; preds = %195
  %200 = load volatile double, ptr @huge, align 8, !tbaa !6
  %201 = fmul double %200, -1.000000e+01
  %202 = fcmp ogt double %201, %181
  %203 = select i1 %202, ptr @.str.16, ptr @.str.17
  br label %204

204:                                              ; preds = %199, %195, %192
  %205 = phi ptr [ @.str.14, %192 ], [ @.str.15, %195 ], [ %203, %199 ]
  %206 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.4, ptr noundef nonnull %193, ptr noundef nonnull %205) #3
  %207 = fcmp ord double %180, %181
  br i1 %207, label %208, label %210

208:                                              ; preds = %204
  %209 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %180, double noundef %181) #3
  br label %210

210:                                              ; preds = %204, %208
  %211 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %212 = tail call { double, double } @__divdc3(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00) #3
  %213 = extractvalue { double, double } %212, 0
  %214 = extractvalue { double, double } %212, 1
  %215 = fcmp uno double %213, 0.000000e+00
  br i1 %215, label %225, label %216

216:                                              ; preds = %210
  %217 = load volatile double, ptr @huge, align 8, !tbaa !6
  %218 = fmul double %217, 1.000000e+01
  %219 = fcmp olt double %218, %213
  br i1 %219, label %225, label %220

220:                                              ; preds = %216
  %221 = load volatile double, ptr @huge, align 8, !tbaa !6
  %222 = fmul double %221, -1.000000e+01
  %223 = fcmp ogt double %222, %213
  %224 = select i1 %223, ptr @.str.16, ptr @.str.17
  br label %225

225:                                              ; preds = %220, %216, %210
  %226 = phi ptr [ @.str.14, %210 ], [ @.str.15, %216 ], [ %224, %220 ]
  %227 = fcmp uno double %214, 0.000000e+00
  br i1 %227, label %237, label %228

228:                                              ; preds = %225
  %229 = load volatile double, ptr @huge, align 8, !tbaa !6
  %230 = fmul double %229, 1.000000e+01
  %231 = fcmp olt double %230, %214
  br i1 %231, label %237, label %232

232:                                              ; preds = %228
  %233 = load volatile double, ptr @huge, align 8, !tbaa !6
  %234 = fmul double %233, -1.000000e+01
  %235 = fcmp ogt double %234, %214
  %236 = select i1 %235, ptr @.str.16, ptr @.str.17
  br label %237

237:                                              ; preds = %232, %228, %225
  %238 = phi ptr [ @.str.14, %225 ], [ @.str.15, %228 ], [ %236, %232 ]
  %239 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.5, ptr noundef nonnull %226, ptr noundef nonnull %238) #3
  %240 = fcmp ord double %213, %214
  br i1 %240, label %241, label %243

241:                                              ; preds = %237
  %242 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %213, double noundef %214) #3
  br label %243

243:                                              ; preds = %237, %241
  %244 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %245 = tail call { double, double } @__divdc3(double noundef %11, double noundef %14, double noundef 1.000000e+00, double noundef 2.000000e+00) #3
  %246 = extractvalue { double, double } %245, 0
  %247 = extractvalue { double, double } %245, 1
  %248 = fcmp uno double %246, 0.000000e+00
  br i1 %248, label %258, label %249

249:                                              ; preds = %243
  %250 = load volatile double, ptr @huge, align 8, !tbaa !6
  %251 = fmul double %250, 1.000000e+01
  %252 = fcmp olt double %251, %246
  br i1 %252, label %258, label %253

253:                                              ; preds = %249
  %254 = load volatile double, ptr @huge, align 8, !tbaa !6
  %255 = fmul double %254, -1.000000e+01
  %256 = fcmp ogt double %255, %246
  %257 = select i1 %256, ptr @.str.16, ptr @.str.17
  br label %258

258:                                              ; preds = %253, %249, %243
  %259 = phi ptr [ @.str.14, %243 ], [ @.str.15, %249 ], [ %257, %253 ]
  %260 = fcmp uno double %247, 0.000000e+00
  br i1 %260, label %270, label %261

261:                                              ; preds = %258
  %262 = load volatile double, ptr @huge, align 8, !tbaa !6
  %263 = fmul double %262, 1.000000e+01
  %264 = fcmp olt double %263, %247
  br i1 %264, label %270, label %265

265:                                              ; preds = %261
  %266 = load volatile double, ptr @huge, align 8, !tbaa !6
  %267 = fmul double %266, -1.000000e+01
  %268 = fcmp ogt double %267, %247
  %269 = select i1 %268, ptr @.str.16, ptr @.str.17
  br label %270

270:                                              ; preds = %265, %261, %258
  %271 = phi ptr [ @.str.14, %258 ], [ @.str.15, %261 ], [ %269, %265 ]
  %272 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.6, ptr noundef nonnull %259, ptr noundef nonnull %271) #3
  %273 = fcmp ord double %246, %247
  br i1 %273, label %274, label %276

274:                                              ; preds = %270
  %275 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %246, double noundef %247) #3
  br label %276

276:                                              ; preds = %270, %274
  %277 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  %278 = tail call { double, double } @__divdc3(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef %11, double noundef 1.000000e+00) #3
  %279 = extractvalue { double, double } %278, 0
  %280 = extractvalue { double, double } %278, 1
  %281 = fcmp uno double %279, 0.000000e+00
  br i1 %281, label %291, label %282

282:                                              ; preds = %276
  %283 = load volatile double, ptr @huge, align 8, !tbaa !6
  %284 = fmul double %283, 1.000000e+01
  %285 = fcmp olt double %284, %279
  br i1 %285, label %291, label %286

286:                                              ; preds = %282
  %287 = load volatile double, ptr @huge, align 8, !tbaa !6
  %288 = fmul double %287, -1.000000e+01
  %289 = fcmp ogt double %288, %279
  %290 = select i1 %289, ptr @.str.16, ptr @.str.17
  br label %291

291:                                              ; preds = %286, %282, %276
  %292 = phi ptr [ @.str.14, %276 ], [ @.str.15, %282 ], [ %290, %286 ]
  %293 = fcmp uno double %280, 0.000000e+00
  br i1 %293, label %303, label %294

294:                                              ; preds = %291
  %295 = load volatile double, ptr @huge, align 8, !tbaa !6
  %296 = fmul double %295, 1.000000e+01
  %297 = fcmp olt double %296, %280
  br i1 %297, label %303, label %298

298:                                              ; preds = %294
  %299 = load volatile double, ptr @huge, align 8, !tbaa !6
  %300 = fmul double %299, -1.000000e+01
  %301 = fcmp ogt double %300, %280
  %302 = select i1 %301, ptr @.str.16, ptr @.str.17
  br label %303

303:                                              ; preds = %298, %294, %291
  %304 = phi ptr [ @.str.14, %291 ], [ @.str.15, %294 ], [ %302, %298 ]
  %305 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.7, ptr noundef nonnull %292, ptr noundef nonnull %304) #3
  %306 = fcmp ord double %279, %280
  br i1 %306, label %307, label %309

307:                                              ; preds = %303
  %308 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %279, double noundef %280) #3
  br label %309

309:                                              ; preds = %303, %307
  %310 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  store volatile float 1.500000e+00, ptr %6, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile float -2.000000e+00, ptr %7, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store volatile float 2.500000e-01, ptr %8, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  store volatile float 3.000000e+00, ptr %9, align 4, !tbaa !11
  %311 = load volatile float, ptr %6, align 4, !tbaa !11
  %312 = load volatile float, ptr %7, align 4, !tbaa !11
  %313 = fmul float %312, 0.000000e+00
  %314 = fadd float %311, %313
  %315 = load volatile float, ptr %8, align 4, !tbaa !11
  %316 = load volatile float, ptr %9, align 4, !tbaa !11
  %317 = fmul float %316, 0.000000e+00
  %318 = fadd float %315, %317
  %319 = fmul float %314, %318
  %320 = fmul float %312, %316
  %321 = fmul float %314, %316
  %322 = fmul float %312, %318
  %323 = fsub float %319, %320
  %324 = fadd float %321, %322
  %325 = fcmp uno float %323, 0.000000e+00
  br i1 %325, label %326, label %332, !prof !10

326:                                              ; preds = %309
  %327 = fcmp uno float %324, 0.000000e+00
  br i1 %327, label %328, label %332, !prof !10

328:                                              ; preds = %326
  %329 = tail call { float, float } @__mulsc3(float noundef %314, float noundef %312, float noundef %318, float noundef %316) #3
  %330 = extractvalue { float, float } %329, 0
  %331 = extractvalue { float, float } %329, 1
  br label %332

332:                                              ; preds = %328, %326, %309
  %333 = phi float [ %323, %309 ], [ %323, %326 ], [ %330, %328 ]
  %334 = phi float [ %324, %309 ], [ %324, %326 ], [ %331, %328 ]
  %335 = fpext float %333 to double
  %336 = fpext float %334 to double
  %337 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.8, double noundef %335, double noundef %336) #3
  %338 = tail call { float, float } @__divsc3(float noundef %314, float noundef %312, float noundef %318, float noundef %316) #3
  %339 = extractvalue { float, float } %338, 0
  %340 = extractvalue { float, float } %338, 1
  %341 = fpext float %339 to double
  %342 = fpext float %340 to double
  %343 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.9, double noundef %341, double noundef %342) #3
  %344 = tail call { float, float } @__divsc3(float noundef 1.000000e+00, float noundef 1.000000e+00, float noundef 3.000000e+00, float noundef 7.000000e+00) #3
  %345 = extractvalue { float, float } %344, 0
  %346 = extractvalue { float, float } %344, 1
  %347 = fpext float %345 to double
  %348 = fpext float %346 to double
  %349 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.10, double noundef %347, double noundef %348) #3
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

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"branch_weights", i32 1, i32 1048575}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
