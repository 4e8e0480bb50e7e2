; ModuleID = 'tests/programs/matmul.c'
source_filename = "tests/programs/matmul.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"int trace %lld c[0]=%d c[last]=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@main.x = internal global [12 x [12 x double]] zeroinitializer, align 8
@main.y = internal global [12 x [12 x double]] zeroinitializer, align 8
@main.z = internal global [12 x [12 x double]] zeroinitializer, align 8
@.str.3 = private unnamed_addr constant [30 x i8] c"double sum %.6f z[5][7]=%.6f\0A\00", align 1
@__const.main.m = private unnamed_addr constant [2 x [2 x i64]] [[2 x i64] [i64 1, i64 1], [2 x i64] [i64 1, i64 0]], align 8
@__const.main.r = private unnamed_addr constant [2 x [2 x i64]] [[2 x i64] [i64 1, i64 0], [2 x i64] [i64 0, i64 1]], align 8
@.str.4 = private unnamed_addr constant [14 x i8] c"fib(80) %llu\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [144 x i32], align 4
  %2 = alloca [144 x i32], align 4
  %3 = alloca [144 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [2 x [2 x i64]], align 8
  %14 = alloca [2 x [2 x i64]], align 8
  %15 = alloca i32, align 4
  %16 = alloca [2 x [2 x i64]], align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store i32 0, ptr %4, align 4
  br label %25

25:                                               ; preds = %43, %0
  %26 = load i32, ptr %4, align 4
  %27 = icmp slt i32 %26, 144
  br i1 %27, label %28, label %46

28:                                               ; preds = %25
  %29 = load i32, ptr %4, align 4
  %30 = mul nsw i32 %29, 7
  %31 = srem i32 %30, 11
  %32 = sub nsw i32 %31, 5
  %33 = load i32, ptr %4, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [144 x i32], ptr %1, i64 0, i64 %34
  store i32 %32, ptr %35, align 4
  %36 = load i32, ptr %4, align 4
  %37 = mul nsw i32 %36, 5
  %38 = srem i32 %37, 13
  %39 = sub nsw i32 %38, 6
  %40 = load i32, ptr %4, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [144 x i32], ptr %2, i64 0, i64 %41
  store i32 %39, ptr %42, align 4
  br label %43

43:                                               ; preds = %28
  %44 = load i32, ptr %4, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %4, align 4
  br label %25, !llvm.loop !5

46:                                               ; preds = %25
  %47 = getelementptr inbounds [144 x i32], ptr %1, i64 0, i64 0
  %48 = getelementptr inbounds [144 x i32], ptr %2, i64 0, i64 0
  %49 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 0
  call void @matmul_i(i32 noundef 12, ptr noundef %47, ptr noundef %48, ptr noundef %49) #4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %50

50:                                               ; preds = %64, %46
  %51 = load i32, ptr %6, align 4
  %52 = icmp slt i32 %51, 12
  br i1 %52, label %53, label %67

53:                                               ; preds = %50
  %54 = load i32, ptr %6, align 4
  %55 = mul nsw i32 %54, 12
  %56 = load i32, ptr %6, align 4
  %57 = add nsw i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4
  %61 = sext i32 %60 to i64
  %62 = load i64, ptr %5, align 8
  %63 = add nsw i64 %62, %61
  store i64 %63, ptr %5, align 8
  br label %64

64:                                               ; preds = %53
  %65 = load i32, ptr %6, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %6, align 4
  br label %50, !llvm.loop !7

67:                                               ; preds = %50
  %68 = load i64, ptr %5, align 8
  %69 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 0
  %70 = load i32, ptr %69, align 4
  %71 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 143
  %72 = load i32, ptr %71, align 4
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %68, i32 noundef %70, i32 noundef %72) #4
  store i32 0, ptr %7, align 4
  br label %74

74:                                               ; preds = %84, %67
  %75 = load i32, ptr %7, align 4
  %76 = icmp slt i32 %75, 12
  br i1 %76, label %77, label %87

77:                                               ; preds = %74
  %78 = load i32, ptr %7, align 4
  %79 = add nsw i32 36, %78
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 %80
  %82 = load i32, ptr %81, align 4
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %82) #4
  br label %84

84:                                               ; preds = %77
  %85 = load i32, ptr %7, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %7, align 4
  br label %74, !llvm.loop !8

87:                                               ; preds = %74
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #4
  store i32 0, ptr %8, align 4
  br label %89

89:                                               ; preds = %132, %87
  %90 = load i32, ptr %8, align 4
  %91 = icmp slt i32 %90, 12
  br i1 %91, label %92, label %135

92:                                               ; preds = %89
  store i32 0, ptr %9, align 4
  br label %93

93:                                               ; preds = %128, %92
  %94 = load i32, ptr %9, align 4
  %95 = icmp slt i32 %94, 12
  br i1 %95, label %96, label %131

96:                                               ; preds = %93
  %97 = load i32, ptr %8, align 4
  %98 = sitofp i32 %97 to double
  %99 = fadd double %98, 1.000000e+00
  %100 = load i32, ptr %9, align 4
  %101 = sitofp i32 %100 to double
  %102 = fadd double %101, 2.000000e+00
  %103 = fdiv double %99, %102
  %104 = load i32, ptr %8, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i64 0, i64 %105
  %107 = load i32, ptr %9, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [12 x double], ptr %106, i64 0, i64 %108
  store double %103, ptr %109, align 8
  %110 = load i32, ptr %8, align 4
  %111 = load i32, ptr %9, align 4
  %112 = icmp eq i32 %110, %111
  br i1 %112, label %113, label %114

113:                                              ; preds = %96
  br label %120

114:                                              ; preds = %96
  %115 = load i32, ptr %8, align 4
  %116 = load i32, ptr %9, align 4
  %117 = sub nsw i32 %115, %116
  %118 = sitofp i32 %117 to double
  %119 = fmul double 2.500000e-01, %118
  br label %120

120:                                              ; preds = %114, %113
  %121 = phi double [ 2.000000e+00, %113 ], [ %119, %114 ]
  %122 = load i32, ptr %8, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i64 0, i64 %123
  %125 = load i32, ptr %9, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [12 x double], ptr %124, i64 0, i64 %126
  store double %121, ptr %127, align 8
  br label %128

128:                                              ; preds = %120
  %129 = load i32, ptr %9, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %9, align 4
  br label %93, !llvm.loop !9

131:                                              ; preds = %93
  br label %132

132:                                              ; preds = %131
  %133 = load i32, ptr %8, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %8, align 4
  br label %89, !llvm.loop !10

135:                                              ; preds = %89
  call void @matmul_d(ptr noundef @main.x, ptr noundef @main.y, ptr noundef @main.z) #4
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %136

136:                                              ; preds = %157, %135
  %137 = load i32, ptr %11, align 4
  %138 = icmp slt i32 %137, 12
  br i1 %138, label %139, label %160

139:                                              ; preds = %136
  store i32 0, ptr %12, align 4
  br label %140

140:                                              ; preds = %153, %139
  %141 = load i32, ptr %12, align 4
  %142 = icmp slt i32 %141, 12
  br i1 %142, label %143, label %156

143:                                              ; preds = %140
  %144 = load i32, ptr %11, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %145
  %147 = load i32, ptr %12, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [12 x double], ptr %146, i64 0, i64 %148
  %150 = load double, ptr %149, align 8
  %151 = load double, ptr %10, align 8
  %152 = fadd double %151, %150
  store double %152, ptr %10, align 8
  br label %153

153:                                              ; preds = %143
  %154 = load i32, ptr %12, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %12, align 4
  br label %140, !llvm.loop !11

156:                                              ; preds = %140
  br label %157

157:                                              ; preds = %156
  %158 = load i32, ptr %11, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %11, align 4
  br label %136, !llvm.loop !12

160:                                              ; preds = %136
  %161 = load double, ptr %10, align 8
  %162 = load double, ptr getelementptr inbounds ([12 x [12 x double]], ptr @main.z, i64 0, i64 5, i64 7), align 8
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %161, double noundef %162) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.main.m, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.main.r, i64 32, i1 false)
  store i32 80, ptr %15, align 4
  br label %164

164:                                              ; preds = %320, %160
  %165 = load i32, ptr %15, align 4
  %166 = icmp ne i32 %165, 0
  br i1 %166, label %167, label %323

167:                                              ; preds = %164
  %168 = load i32, ptr %15, align 4
  %169 = and i32 %168, 1
  %170 = icmp ne i32 %169, 0
  br i1 %170, label %171, label %246

171:                                              ; preds = %167
  store i32 0, ptr %17, align 4
  br label %172

172:                                              ; preds = %213, %171
  %173 = load i32, ptr %17, align 4
  %174 = icmp slt i32 %173, 2
  br i1 %174, label %175, label %216

175:                                              ; preds = %172
  store i32 0, ptr %18, align 4
  br label %176

176:                                              ; preds = %209, %175
  %177 = load i32, ptr %18, align 4
  %178 = icmp slt i32 %177, 2
  br i1 %178, label %179, label %212

179:                                              ; preds = %176
  %180 = load i32, ptr %17, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [2 x [2 x i64]], ptr %14, i64 0, i64 %181
  %183 = getelementptr inbounds [2 x i64], ptr %182, i64 0, i64 0
  %184 = load i64, ptr %183, align 8
  %185 = getelementptr inbounds [2 x [2 x i64]], ptr %13, i64 0, i64 0
  %186 = load i32, ptr %18, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [2 x i64], ptr %185, i64 0, i64 %187
  %189 = load i64, ptr %188, align 8
  %190 = mul i64 %184, %189
  %191 = load i32, ptr %17, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [2 x [2 x i64]], ptr %14, i64 0, i64 %192
  %194 = getelementptr inbounds [2 x i64], ptr %193, i64 0, i64 1
  %195 = load i64, ptr %194, align 8
  %196 = getelementptr inbounds [2 x [2 x i64]], ptr %13, i64 0, i64 1
  %197 = load i32, ptr %18, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [2 x i64], ptr %196, i64 0, i64 %198
  %200 = load i64, ptr %199, align 8
  %201 = mul i64 %195, %200
  %202 = add i64 %190, %201
  %203 = load i32, ptr %17, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [2 x [2 x i64]], ptr %16, i64 0, i64 %204
  %206 = load i32, ptr %18, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [2 x i64], ptr %205, i64 0, i64 %207
  store i64 %202, ptr %208, align 8
  br label %209

209:                                              ; preds = %179
  %210 = load i32, ptr %18, align 4
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr %18, align 4
  br label %176, !llvm.loop !13

212:                                              ; preds = %176
  br label %213

213:                                              ; preds = %212
  %214 = load i32, ptr %17, align 4
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr %17, align 4
  br label %172, !llvm.loop !14

216:                                              ; preds = %172
  store i32 0, ptr %19, align 4
  br label %217

217:                                              ; preds = %242, %216
  %218 = load i32, ptr %19, align 4
  %219 = icmp slt i32 %218, 2
  br i1 %219, label %220, label %245

220:                                              ; preds = %217
  store i32 0, ptr %20, align 4
  br label %221

221:                                              ; preds = %238, %220
  %222 = load i32, ptr %20, align 4
  %223 = icmp slt i32 %222, 2
  br i1 %223, label %224, label %241

224:                                              ; preds = %221
  %225 = load i32, ptr %19, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [2 x [2 x i64]], ptr %16, i64 0, i64 %226
  %228 = load i32, ptr %20, align 4
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds [2 x i64], ptr %227, i64 0, i64 %229
  %231 = load i64, ptr %230, align 8
  %232 = load i32, ptr %19, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [2 x [2 x i64]], ptr %14, i64 0, i64 %233
  %235 = load i32, ptr %20, align 4
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [2 x i64], ptr %234, i64 0, i64 %236
  store i64 %231, ptr %237, align 8
  br label %238

238:                                              ; preds = %224
  %239 = load i32, ptr %20, align 4
  %240 = add nsw i32 %239, 1
  store i32 %240, ptr %20, align 4
  br label %221, !llvm.loop !15

241:                                              ; preds = %221
  br label %242

242:                                              ; preds = %241
  %243 = load i32, ptr %19, align 4
  %244 = add nsw i32 %243, 1
  store i32 %244, ptr %19, align 4
  br label %217, !llvm.loop !16

245:                                              ; preds = %217
  br label %246

246:                                              ; preds = %245, %167
  store i32 0, ptr %21, align 4
  br label %247

247:                                              ; preds = %288, %246
  %248 = load i32, ptr %21, align 4
  %249 = icmp slt i32 %248, 2
  br i1 %249, label %250, label %291

250:                                              ; preds = %247
  store i32 0, ptr %22, align 4
  br label %251

251:                                              ; preds = %284, %250
  %252 = load i32, ptr %22, align 4
  %253 = icmp slt i32 %252, 2
  br i1 %253, label %254, label %287

254:                                              ; preds = %251
  %255 = load i32, ptr %21, align 4
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds [2 x [2 x i64]], ptr %13, i64 0, i64 %256
  %258 = getelementptr inbounds [2 x i64], ptr %257, i64 0, i64 0
  %259 = load i64, ptr %258, align 8
  %260 = getelementptr inbounds [2 x [2 x i64]], ptr %13, i64 0, i64 0
  %261 = load i32, ptr %22, align 4
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds [2 x i64], ptr %260, i64 0, i64 %262
  %264 = load i64, ptr %263, align 8
  %265 = mul i64 %259, %264
  %266 = load i32, ptr %21, align 4
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds [2 x [2 x i64]], ptr %13, i64 0, i64 %267
  %269 = getelementptr inbounds [2 x i64], ptr %268, i64 0, i64 1
  %270 = load i64, ptr %269, align 8
  %271 = getelementptr inbounds [2 x [2 x i64]], ptr %13, i64 0, i64 1
  %272 = load i32, ptr %22, align 4
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds [2 x i64], ptr %271, i64 0, i64 %273
  %275 = load i64, ptr %274, align 8
  %276 = mul i64 %270, %275
  %277 = add i64 %265, %276
  %278 = load i32, ptr %21, align 4
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds [2 x [2 x i64]], ptr %16, i64 0, i64 %279
  %281 = load i32, ptr %22, align 4
  %282 = sext i32 %281 to i64
  %283 = getelementptr inbounds [2 x i64], ptr %280, i64 0, i64 %282
  store i64 %277, ptr %283, align 8
  br label %284

284:                                              ; preds = %254
  %285 = load i32, ptr %22, align 4
  %286 = add nsw i32 %285, 1
  store i32 %286, ptr %22, align 4
  br label %251, !llvm.loop !17

287:                                              ; preds = %251
  br label %288

288:                                              ; preds = %287
  %289 = load i32, ptr %21, align 4
  %290 = add nsw i32 %289, 1
  store i32 %290, ptr %21, align 4
  br label %247, !llvm.loop !18

291:                                              ; preds = %247
  store i32 0, ptr %23, align 4
  br label %292

292:                                              ; preds = %317, %291
  %293 = load i32, ptr %23, align 4
  %294 = icmp slt i32 %293, 2
  br i1 %294, label %295, label %320

295:                                              ; preds = %292
  store i32 0, ptr %24, align 4
  br label %296

296:                                              ; preds = %313, %295
  %297 = load i32, ptr %24, align 4
  %298 = icmp slt i32 %297, 2
  br i1 %298, label %299, label %316

299:                                              ; preds = %296
  %300 = load i32, ptr %23, align 4
  %301 = sext i32 %300 to i64
  %302 = getelementptr inbounds [2 x [2 x i64]], ptr %16, i64 0, i64 %301
  %303 = load i32, ptr %24, align 4
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds [2 x i64], ptr %302, i64 0, i64 %304
  %306 = load i64, ptr %305, align 8
  %307 = load i32, ptr %23, align 4
  %308 = sext i32 %307 to i64
  %309 = getelementptr inbounds [2 x [2 x i64]], ptr %13, i64 0, i64 %308
  %310 = load i32, ptr %24, align 4
  %311 = sext i32 %310 to i64
  %312 = getelementptr inbounds [2 x i64], ptr %309, i64 0, i64 %311
  store i64 %306, ptr %312, align 8
  br label %313

313:                                              ; preds = %299
  %314 = load i32, ptr %24, align 4
  %315 = add nsw i32 %314, 1
  store i32 %315, ptr %24, align 4
  br label %296, !llvm.loop !19

316:                                              ; preds = %296
  br label %317

317:                                              ; preds = %316
  %318 = load i32, ptr %23, align 4
  %319 = add nsw i32 %318, 1
  store i32 %319, ptr %23, align 4
  br label %292, !llvm.loop !20

320:                                              ; preds = %292
  %321 = load i32, ptr %15, align 4
  %322 = ashr i32 %321, 1
  store i32 %322, ptr %15, align 4
  br label %164, !llvm.loop !21

323:                                              ; preds = %164
  %324 = getelementptr inbounds [2 x [2 x i64]], ptr %14, i64 0, i64 0
  %325 = getelementptr inbounds [2 x i64], ptr %324, i64 0, i64 1
  %326 = load i64, ptr %325, align 8
  %327 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %326) #4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @matmul_i(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %13

13:                                               ; preds = %66, %4
  %14 = load i32, ptr %9, align 4
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %69

17:                                               ; preds = %13
  store i32 0, ptr %10, align 4
  br label %18

18:                                               ; preds = %62, %17
  %19 = load i32, ptr %10, align 4
  %20 = load i32, ptr %5, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %65

22:                                               ; preds = %18
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %23

23:                                               ; preds = %49, %22
  %24 = load i32, ptr %12, align 4
  %25 = load i32, ptr %5, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %52

27:                                               ; preds = %23
  %28 = load ptr, ptr %6, align 8
  %29 = load i32, ptr %9, align 4
  %30 = load i32, ptr %5, align 4
  %31 = mul nsw i32 %29, %30
  %32 = load i32, ptr %12, align 4
  %33 = add nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %28, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = load ptr, ptr %7, align 8
  %38 = load i32, ptr %12, align 4
  %39 = load i32, ptr %5, align 4
  %40 = mul nsw i32 %38, %39
  %41 = load i32, ptr %10, align 4
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %37, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = mul nsw i32 %36, %45
  %47 = load i32, ptr %11, align 4
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr %11, align 4
  br label %49

49:                                               ; preds = %27
  %50 = load i32, ptr %12, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %12, align 4
  br label %23, !llvm.loop !22

52:                                               ; preds = %23
  %53 = load i32, ptr %11, align 4
  %54 = load ptr, ptr %8, align 8
  %55 = load i32, ptr %9, align 4
  %56 = load i32, ptr %5, align 4
  %57 = mul nsw i32 %55, %56
  %58 = load i32, ptr %10, align 4
  %59 = add nsw i32 %57, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %54, i64 %60
  store i32 %53, ptr %61, align 4
  br label %62

62:                                               ; preds = %52
  %63 = load i32, ptr %10, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %10, align 4
  br label %18, !llvm.loop !23

65:                                               ; preds = %18
  br label %66

66:                                               ; preds = %65
  %67 = load i32, ptr %9, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %9, align 4
  br label %13, !llvm.loop !24

69:                                               ; preds = %13
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal void @matmul_d(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %57, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 12
  br i1 %13, label %14, label %60

14:                                               ; preds = %11
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %53, %14
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %16, 12
  br i1 %17, label %18, label %56

18:                                               ; preds = %15
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %19

19:                                               ; preds = %41, %18
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %20, 12
  br i1 %21, label %22, label %44

22:                                               ; preds = %19
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [12 x double], ptr %23, i64 %25
  %27 = load i32, ptr %10, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [12 x double], ptr %26, i64 0, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %10, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [12 x double], ptr %31, i64 %33
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [12 x double], ptr %34, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load double, ptr %9, align 8
  %40 = call double @llvm.fmuladd.f64(double %30, double %38, double %39)
  store double %40, ptr %9, align 8
  br label %41

41:                                               ; preds = %22
  %42 = load i32, ptr %10, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %10, align 4
  br label %19, !llvm.loop !25

44:                                               ; preds = %19
  %45 = load double, ptr %9, align 8
  %46 = load ptr, ptr %6, align 8
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [12 x double], ptr %46, i64 %48
  %50 = load i32, ptr %8, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [12 x double], ptr %49, i64 0, i64 %51
  store double %45, ptr %52, align 8
  br label %53

53:                                               ; preds = %44
  %54 = load i32, ptr %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %8, align 4
  br label %15, !llvm.loop !26

56:                                               ; preds = %15
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %11, !llvm.loop !27

60:                                               ; preds = %11
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

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
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !6}
