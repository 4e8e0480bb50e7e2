; ModuleID = 'tests/programs/matmul.c'
source_filename = "tests/programs/matmul.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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

25:                                               ; preds = %41, %0
  %26 = load i32, ptr %4, align 4
  %27 = icmp slt i32 %26, 144
  br i1 %27, label %28, label %44

28:                                               ; preds = %25
  %29 = load i32, ptr %4, align 4
  %30 = mul nsw i32 %29, 7
  %31 = srem i32 %30, 11
  %32 = sub nsw i32 %31, 5
  %33 = load i32, ptr %4, align 4
  %34 = getelementptr inbounds [144 x i32], ptr %1, i32 0, i32 %33
  store i32 %32, ptr %34, align 4
  %35 = load i32, ptr %4, align 4
  %36 = mul nsw i32 %35, 5
  %37 = srem i32 %36, 13
  %38 = sub nsw i32 %37, 6
  %39 = load i32, ptr %4, align 4
  %40 = getelementptr inbounds [144 x i32], ptr %2, i32 0, i32 %39
  store i32 %38, ptr %40, align 4
  br label %41

41:                                               ; preds = %28
  %42 = load i32, ptr %4, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %4, align 4
  br label %25, !llvm.loop !5

44:                                               ; preds = %25
  %45 = getelementptr inbounds [144 x i32], ptr %1, i32 0, i32 0
  %46 = getelementptr inbounds [144 x i32], ptr %2, i32 0, i32 0
  %47 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 0
  call void @matmul_i(i32 noundef 12, ptr noundef %45, ptr noundef %46, ptr noundef %47) #4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %48

48:                                               ; preds = %61, %44
  %49 = load i32, ptr %6, align 4
  %50 = icmp slt i32 %49, 12
  br i1 %50, label %51, label %64

51:                                               ; preds = %48
  %52 = load i32, ptr %6, align 4
  %53 = mul nsw i32 %52, 12
  %54 = load i32, ptr %6, align 4
  %55 = add nsw i32 %53, %54
  %56 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 %55
  %57 = load i32, ptr %56, align 4
  %58 = sext i32 %57 to i64
  %59 = load i64, ptr %5, align 8
  %60 = add nsw i64 %59, %58
  store i64 %60, ptr %5, align 8
  br label %61

61:                                               ; preds = %51
  %62 = load i32, ptr %6, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %6, align 4
  br label %48, !llvm.loop !7

64:                                               ; preds = %48
  %65 = load i64, ptr %5, align 8
  %66 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 0
  %67 = load i32, ptr %66, align 4
  %68 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 143
  %69 = load i32, ptr %68, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %65, i32 noundef %67, i32 noundef %69) #4
  store i32 0, ptr %7, align 4
  br label %71

71:                                               ; preds = %80, %64
  %72 = load i32, ptr %7, align 4
  %73 = icmp slt i32 %72, 12
  br i1 %73, label %74, label %83

74:                                               ; preds = %71
  %75 = load i32, ptr %7, align 4
  %76 = add nsw i32 36, %75
  %77 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 %76
  %78 = load i32, ptr %77, align 4
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %78) #4
  br label %80

80:                                               ; preds = %74
  %81 = load i32, ptr %7, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %7, align 4
  br label %71, !llvm.loop !8

83:                                               ; preds = %71
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #4
  store i32 0, ptr %8, align 4
  br label %85

85:                                               ; preds = %124, %83
  %86 = load i32, ptr %8, align 4
  %87 = icmp slt i32 %86, 12
  br i1 %87, label %88, label %127

88:                                               ; preds = %85
  store i32 0, ptr %9, align 4
  br label %89

89:                                               ; preds = %120, %88
  %90 = load i32, ptr %9, align 4
  %91 = icmp slt i32 %90, 12
  br i1 %91, label %92, label %123

92:                                               ; preds = %89
  %93 = load i32, ptr %8, align 4
  %94 = sitofp i32 %93 to double
  %95 = fadd double %94, 1.000000e+00
  %96 = load i32, ptr %9, align 4
  %97 = sitofp i32 %96 to double
  %98 = fadd double %97, 2.000000e+00
  %99 = fdiv double %95, %98
  %100 = load i32, ptr %8, align 4
  %101 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i32 0, i32 %100
  %102 = load i32, ptr %9, align 4
  %103 = getelementptr inbounds [12 x double], ptr %101, i32 0, i32 %102
  store double %99, ptr %103, align 8
  %104 = load i32, ptr %8, align 4
  %105 = load i32, ptr %9, align 4
  %106 = icmp eq i32 %104, %105
  br i1 %106, label %107, label %108

107:                                              ; preds = %92
  br label %114

108:                                              ; preds = %92
  %109 = load i32, ptr %8, align 4
  %110 = load i32, ptr %9, align 4
  %111 = sub nsw i32 %109, %110
  %112 = sitofp i32 %111 to double
  %113 = fmul double 2.500000e-01, %112
  br label %114

114:                                              ; preds = %108, %107
  %115 = phi double [ 2.000000e+00, %107 ], [ %113, %108 ]
  %116 = load i32, ptr %8, align 4
  %117 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i32 0, i32 %116
  %118 = load i32, ptr %9, align 4
  %119 = getelementptr inbounds [12 x double], ptr %117, i32 0, i32 %118
  store double %115, ptr %119, align 8
  br label %120

120:                                              ; preds = %114
  %121 = load i32, ptr %9, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %9, align 4
  br label %89, !llvm.loop !9

123:                                              ; preds = %89
  br label %124

124:                                              ; preds = %123
  %125 = load i32, ptr %8, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %8, align 4
  br label %85, !llvm.loop !10

127:                                              ; preds = %85
  call void @matmul_d(ptr noundef @main.x, ptr noundef @main.y, ptr noundef @main.z) #4
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %128

128:                                              ; preds = %147, %127
  %129 = load i32, ptr %11, align 4
  %130 = icmp slt i32 %129, 12
  br i1 %130, label %131, label %150

131:                                              ; preds = %128
  store i32 0, ptr %12, align 4
  br label %132

132:                                              ; preds = %143, %131
  %133 = load i32, ptr %12, align 4
  %134 = icmp slt i32 %133, 12
  br i1 %134, label %135, label %146

135:                                              ; preds = %132
  %136 = load i32, ptr %11, align 4
  %137 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i32 0, i32 %136
  %138 = load i32, ptr %12, align 4
  %139 = getelementptr inbounds [12 x double], ptr %137, i32 0, i32 %138
  %140 = load double, ptr %139, align 8
  %141 = load double, ptr %10, align 8
  %142 = fadd double %141, %140
  store double %142, ptr %10, align 8
  br label %143

143:                                              ; preds = %135
  %144 = load i32, ptr %12, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %12, align 4
  br label %132, !llvm.loop !11

146:                                              ; preds = %132
  br label %147

147:                                              ; preds = %146
  %148 = load i32, ptr %11, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %11, align 4
  br label %128, !llvm.loop !12

150:                                              ; preds = %128
  %151 = load double, ptr %10, align 8
  %152 = load double, ptr getelementptr inbounds ([12 x [12 x double]], ptr @main.z, i32 0, i32 5, i32 7), align 8
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %151, double noundef %152) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %13, ptr align 8 @__const.main.m, i32 32, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %14, ptr align 8 @__const.main.r, i32 32, i1 false)
  store i32 80, ptr %15, align 4
  br label %154

154:                                              ; preds = %290, %150
  %155 = load i32, ptr %15, align 4
  %156 = icmp ne i32 %155, 0
  br i1 %156, label %157, label %293

157:                                              ; preds = %154
  %158 = load i32, ptr %15, align 4
  %159 = and i32 %158, 1
  %160 = icmp ne i32 %159, 0
  br i1 %160, label %161, label %226

161:                                              ; preds = %157
  store i32 0, ptr %17, align 4
  br label %162

162:                                              ; preds = %197, %161
  %163 = load i32, ptr %17, align 4
  %164 = icmp slt i32 %163, 2
  br i1 %164, label %165, label %200

165:                                              ; preds = %162
  store i32 0, ptr %18, align 4
  br label %166

166:                                              ; preds = %193, %165
  %167 = load i32, ptr %18, align 4
  %168 = icmp slt i32 %167, 2
  br i1 %168, label %169, label %196

169:                                              ; preds = %166
  %170 = load i32, ptr %17, align 4
  %171 = getelementptr inbounds [2 x [2 x i64]], ptr %14, i32 0, i32 %170
  %172 = getelementptr inbounds [2 x i64], ptr %171, i32 0, i32 0
  %173 = load i64, ptr %172, align 8
  %174 = getelementptr inbounds [2 x [2 x i64]], ptr %13, i32 0, i32 0
  %175 = load i32, ptr %18, align 4
  %176 = getelementptr inbounds [2 x i64], ptr %174, i32 0, i32 %175
  %177 = load i64, ptr %176, align 8
  %178 = mul i64 %173, %177
  %179 = load i32, ptr %17, align 4
  %180 = getelementptr inbounds [2 x [2 x i64]], ptr %14, i32 0, i32 %179
  %181 = getelementptr inbounds [2 x i64], ptr %180, i32 0, i32 1
  %182 = load i64, ptr %181, align 8
  %183 = getelementptr inbounds [2 x [2 x i64]], ptr %13, i32 0, i32 1
  %184 = load i32, ptr %18, align 4
  %185 = getelementptr inbounds [2 x i64], ptr %183, i32 0, i32 %184
  %186 = load i64, ptr %185, align 8
  %187 = mul i64 %182, %186
  %188 = add i64 %178, %187
  %189 = load i32, ptr %17, align 4
  %190 = getelementptr inbounds [2 x [2 x i64]], ptr %16, i32 0, i32 %189
  %191 = load i32, ptr %18, align 4
  %192 = getelementptr inbounds [2 x i64], ptr %190, i32 0, i32 %191
  store i64 %188, ptr %192, align 8
  br label %193

193:                                              ; preds = %169
  %194 = load i32, ptr %18, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %18, align 4
  br label %166, !llvm.loop !13

196:                                              ; preds = %166
  br label %197

197:                                              ; preds = %196
  %198 = load i32, ptr %17, align 4
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %17, align 4
  br label %162, !llvm.loop !14

200:                                              ; preds = %162
  store i32 0, ptr %19, align 4
  br label %201

201:                                              ; preds = %222, %200
  %202 = load i32, ptr %19, align 4
  %203 = icmp slt i32 %202, 2
  br i1 %203, label %204, label %225

204:                                              ; preds = %201
  store i32 0, ptr %20, align 4
  br label %205

205:                                              ; preds = %218, %204
  %206 = load i32, ptr %20, align 4
  %207 = icmp slt i32 %206, 2
  br i1 %207, label %208, label %221

208:                                              ; preds = %205
  %209 = load i32, ptr %19, align 4
  %210 = getelementptr inbounds [2 x [2 x i64]], ptr %16, i32 0, i32 %209
  %211 = load i32, ptr %20, align 4
  %212 = getelementptr inbounds [2 x i64], ptr %210, i32 0, i32 %211
  %213 = load i64, ptr %212, align 8
  %214 = load i32, ptr %19, align 4
  %215 = getelementptr inbounds [2 x [2 x i64]], ptr %14, i32 0, i32 %214
  %216 = load i32, ptr %20, align 4
  %217 = getelementptr inbounds [2 x i64], ptr %215, i32 0, i32 %216
  store i64 %213, ptr %217, align 8
  br label %218

218:                                              ; preds = %208
  %219 = load i32, ptr %20, align 4
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %20, align 4
  br label %205, !llvm.loop !15

221:                                              ; preds = %205
  br label %222

222:                                              ; preds = %221
  %223 = load i32, ptr %19, align 4
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr %19, align 4
  br label %201, !llvm.loop !16

225:                                              ; preds = %201
  br label %226

226:                                              ; preds = %225, %157
  store i32 0, ptr %21, align 4
  br label %227

227:                                              ; preds = %262, %226
  %228 = load i32, ptr %21, align 4
  %229 = icmp slt i32 %228, 2
  br i1 %229, label %230, label %265

230:                                              ; preds = %227
  store i32 0, ptr %22, align 4
  br label %231

231:                                              ; preds = %258, %230
  %232 = load i32, ptr %22, align 4
  %233 = icmp slt i32 %232, 2
  br i1 %233, label %234, label %261

234:                                              ; preds = %231
  %235 = load i32, ptr %21, align 4
  %236 = getelementptr inbounds [2 x [2 x i64]], ptr %13, i32 0, i32 %235
  %237 = getelementptr inbounds [2 x i64], ptr %236, i32 0, i32 0
  %238 = load i64, ptr %237, align 8
  %239 = getelementptr inbounds [2 x [2 x i64]], ptr %13, i32 0, i32 0
  %240 = load i32, ptr %22, align 4
  %241 = getelementptr inbounds [2 x i64], ptr %239, i32 0, i32 %240
  %242 = load i64, ptr %241, align 8
  %243 = mul i64 %238, %242
  %244 = load i32, ptr %21, align 4
  %245 = getelementptr inbounds [2 x [2 x i64]], ptr %13, i32 0, i32 %244
  %246 = getelementptr inbounds [2 x i64], ptr %245, i32 0, i32 1
  %247 = load i64, ptr %246, align 8
  %248 = getelementptr inbounds [2 x [2 x i64]], ptr %13, i32 0, i32 1
  %249 = load i32, ptr %22, align 4
  %250 = getelementptr inbounds [2 x i64], ptr %248, i32 0, i32 %249
  %251 = load i64, ptr %250, align 8
  %252 = mul i64 %247, %251
  %253 = add i64 %243, %252
  %254 = load i32, ptr %21, align 4
  %255 = getelementptr inbounds [2 x [2 x i64]], ptr %16, i32 0, i32 %254
  %256 = load i32, ptr %22, align 4
  %257 = getelementptr inbounds [2 x i64], ptr %255, i32 0, i32 %256
  store i64 %253, ptr %257, align 8
  br label %258

258:                                              ; preds = %234
  %259 = load i32, ptr %22, align 4
  %260 = add nsw i32 %259, 1
  store i32 %260, ptr %22, align 4
  br label %231, !llvm.loop !17

261:                                              ; preds = %231
  br label %262

262:                                              ; preds = %261
  %263 = load i32, ptr %21, align 4
  %264 = add nsw i32 %263, 1
  store i32 %264, ptr %21, align 4
  br label %227, !llvm.loop !18

265:                                              ; preds = %227
  store i32 0, ptr %23, align 4
  br label %266

266:                                              ; preds = %287, %265
  %267 = load i32, ptr %23, align 4
  %268 = icmp slt i32 %267, 2
  br i1 %268, label %269, label %290

269:                                              ; preds = %266
  store i32 0, ptr %24, align 4
  br label %270

270:                                              ; preds = %283, %269
  %271 = load i32, ptr %24, align 4
  %272 = icmp slt i32 %271, 2
  br i1 %272, label %273, label %286

273:                                              ; preds = %270
  %274 = load i32, ptr %23, align 4
  %275 = getelementptr inbounds [2 x [2 x i64]], ptr %16, i32 0, i32 %274
  %276 = load i32, ptr %24, align 4
  %277 = getelementptr inbounds [2 x i64], ptr %275, i32 0, i32 %276
  %278 = load i64, ptr %277, align 8
  %279 = load i32, ptr %23, align 4
  %280 = getelementptr inbounds [2 x [2 x i64]], ptr %13, i32 0, i32 %279
  %281 = load i32, ptr %24, align 4
  %282 = getelementptr inbounds [2 x i64], ptr %280, i32 0, i32 %281
  store i64 %278, ptr %282, align 8
  br label %283

283:                                              ; preds = %273
  %284 = load i32, ptr %24, align 4
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr %24, align 4
  br label %270, !llvm.loop !19

286:                                              ; preds = %270
  br label %287

287:                                              ; preds = %286
  %288 = load i32, ptr %23, align 4
  %289 = add nsw i32 %288, 1
  store i32 %289, ptr %23, align 4
  br label %266, !llvm.loop !20

290:                                              ; preds = %266
  %291 = load i32, ptr %15, align 4
  %292 = ashr i32 %291, 1
  store i32 %292, ptr %15, align 4
  br label %154, !llvm.loop !21

293:                                              ; preds = %154
  %294 = getelementptr inbounds [2 x [2 x i64]], ptr %14, i32 0, i32 0
  %295 = getelementptr inbounds [2 x i64], ptr %294, i32 0, i32 1
  %296 = load i64, ptr %295, align 8
  %297 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %296) #4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @matmul_i(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store ptr %1, ptr %6, align 4
  store ptr %2, ptr %7, align 4
  store ptr %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %13

13:                                               ; preds = %63, %4
  %14 = load i32, ptr %9, align 4
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %66

17:                                               ; preds = %13
  store i32 0, ptr %10, align 4
  br label %18

18:                                               ; preds = %59, %17
  %19 = load i32, ptr %10, align 4
  %20 = load i32, ptr %5, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %62

22:                                               ; preds = %18
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %23

23:                                               ; preds = %47, %22
  %24 = load i32, ptr %12, align 4
  %25 = load i32, ptr %5, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %50

27:                                               ; preds = %23
  %28 = load ptr, ptr %6, align 4
  %29 = load i32, ptr %9, align 4
  %30 = load i32, ptr %5, align 4
  %31 = mul nsw i32 %29, %30
  %32 = load i32, ptr %12, align 4
  %33 = add nsw i32 %31, %32
  %34 = getelementptr inbounds i32, ptr %28, i32 %33
  %35 = load i32, ptr %34, align 4
  %36 = load ptr, ptr %7, align 4
  %37 = load i32, ptr %12, align 4
  %38 = load i32, ptr %5, align 4
  %39 = mul nsw i32 %37, %38
  %40 = load i32, ptr %10, align 4
  %41 = add nsw i32 %39, %40
  %42 = getelementptr inbounds i32, ptr %36, i32 %41
  %43 = load i32, ptr %42, align 4
  %44 = mul nsw i32 %35, %43
  %45 = load i32, ptr %11, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr %11, align 4
  br label %47

47:                                               ; preds = %27
  %48 = load i32, ptr %12, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %12, align 4
  br label %23, !llvm.loop !22

50:                                               ; preds = %23
  %51 = load i32, ptr %11, align 4
  %52 = load ptr, ptr %8, align 4
  %53 = load i32, ptr %9, align 4
  %54 = load i32, ptr %5, align 4
  %55 = mul nsw i32 %53, %54
  %56 = load i32, ptr %10, align 4
  %57 = add nsw i32 %55, %56
  %58 = getelementptr inbounds i32, ptr %52, i32 %57
  store i32 %51, ptr %58, align 4
  br label %59

59:                                               ; preds = %50
  %60 = load i32, ptr %10, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %10, align 4
  br label %18, !llvm.loop !23

62:                                               ; preds = %18
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %9, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %9, align 4
  br label %13, !llvm.loop !24

66:                                               ; preds = %13
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal void @matmul_d(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  store ptr %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %51, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 12
  br i1 %13, label %14, label %54

14:                                               ; preds = %11
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %47, %14
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %16, 12
  br i1 %17, label %18, label %50

18:                                               ; preds = %15
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %19

19:                                               ; preds = %37, %18
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %20, 12
  br i1 %21, label %22, label %40

22:                                               ; preds = %19
  %23 = load ptr, ptr %4, align 4
  %24 = load i32, ptr %7, align 4
  %25 = getelementptr inbounds [12 x double], ptr %23, i32 %24
  %26 = load i32, ptr %10, align 4
  %27 = getelementptr inbounds [12 x double], ptr %25, i32 0, i32 %26
  %28 = load double, ptr %27, align 8
  %29 = load ptr, ptr %5, align 4
  %30 = load i32, ptr %10, align 4
  %31 = getelementptr inbounds [12 x double], ptr %29, i32 %30
  %32 = load i32, ptr %8, align 4
  %33 = getelementptr inbounds [12 x double], ptr %31, i32 0, i32 %32
  %34 = load double, ptr %33, align 8
  %35 = load double, ptr %9, align 8
  %36 = call double @llvm.fmuladd.f64(double %28, double %34, double %35)
  store double %36, ptr %9, align 8
  br label %37

37:                                               ; preds = %22
  %38 = load i32, ptr %10, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %10, align 4
  br label %19, !llvm.loop !25

40:                                               ; preds = %19
  %41 = load double, ptr %9, align 8
  %42 = load ptr, ptr %6, align 4
  %43 = load i32, ptr %7, align 4
  %44 = getelementptr inbounds [12 x double], ptr %42, i32 %43
  %45 = load i32, ptr %8, align 4
  %46 = getelementptr inbounds [12 x double], ptr %44, i32 0, i32 %45
  store double %41, ptr %46, align 8
  br label %47

47:                                               ; preds = %40
  %48 = load i32, ptr %8, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %8, align 4
  br label %15, !llvm.loop !26

50:                                               ; preds = %15
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %7, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %7, align 4
  br label %11, !llvm.loop !27

54:                                               ; preds = %11
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nobuiltin "no-builtins" }

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
