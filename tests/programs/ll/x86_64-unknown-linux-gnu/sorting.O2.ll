; ModuleID = 'tests/programs/sorting.c'
source_filename = "tests/programs/sorting.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"insertion ok %d quick ok %d same %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"heap %.4f %.4f %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"merge ok %d min %lld max %lld\0A\00", align 1
@__const.main.dup = private unnamed_addr constant [9 x i32] [i32 5, i32 5, i32 5, i32 1, i32 1, i32 9, i32 0, i32 0, i32 5], align 16
@.str.5 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@rng = internal unnamed_addr global i32 -1831433054, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [300 x i32], align 16
  %2 = alloca [300 x i32], align 16
  %3 = alloca [100 x double], align 16
  %4 = alloca [200 x i64], align 16
  %5 = alloca [200 x i64], align 16
  %6 = alloca [9 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %2) #6
  %7 = load i32, ptr @rng, align 4, !tbaa !4
  br label %63

8:                                                ; preds = %63
  store i32 %71, ptr @rng, align 4, !tbaa !4
  br label %9

9:                                                ; preds = %8, %23
  %10 = phi i64 [ %28, %23 ], [ 1, %8 ]
  %11 = getelementptr inbounds i32, ptr %1, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !4
  br label %13

13:                                               ; preds = %20, %9
  %14 = phi i64 [ %10, %9 ], [ %15, %20 ]
  %15 = add nsw i64 %14, -1
  %16 = and i64 %15, 4294967295
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !4
  %19 = icmp sgt i32 %18, %12
  br i1 %19, label %20, label %23

20:                                               ; preds = %13
  %21 = getelementptr inbounds i32, ptr %1, i64 %14
  store i32 %18, ptr %21, align 4, !tbaa !4
  %22 = icmp sgt i64 %14, 1
  br i1 %22, label %13, label %23, !llvm.loop !8

23:                                               ; preds = %20, %13
  %24 = phi i64 [ 0, %20 ], [ %14, %13 ]
  %25 = shl i64 %24, 32
  %26 = ashr exact i64 %25, 32
  %27 = getelementptr inbounds i32, ptr %1, i64 %26
  store i32 %12, ptr %27, align 4, !tbaa !4
  %28 = add nuw nsw i64 %10, 1
  %29 = icmp eq i64 %28, 300
  br i1 %29, label %30, label %9, !llvm.loop !10

30:                                               ; preds = %23
  call fastcc void @quicksort(ptr noundef nonnull %2, i32 noundef 0, i32 noundef 299) #7
  br label %31

31:                                               ; preds = %49, %30
  %32 = phi i64 [ 0, %30 ], [ %62, %49 ]
  %33 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %30 ], [ %60, %49 ]
  %34 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %30 ], [ %61, %49 ]
  %35 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %32
  %36 = load <4 x i32>, ptr %35, align 16, !tbaa !4
  %37 = getelementptr inbounds i32, ptr %35, i64 4
  %38 = load <4 x i32>, ptr %37, align 16, !tbaa !4
  %39 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 %32
  %40 = load <4 x i32>, ptr %39, align 16, !tbaa !4
  %41 = getelementptr inbounds i32, ptr %39, i64 4
  %42 = load <4 x i32>, ptr %41, align 16, !tbaa !4
  %43 = icmp eq <4 x i32> %36, %40
  %44 = icmp eq <4 x i32> %38, %42
  %45 = select <4 x i1> %43, <4 x i32> %33, <4 x i32> zeroinitializer
  %46 = select <4 x i1> %44, <4 x i32> %34, <4 x i32> zeroinitializer
  %47 = or i64 %32, 8
  %48 = icmp eq i64 %47, 296
  br i1 %48, label %173, label %49, !llvm.loop !11

49:                                               ; preds = %31
  %50 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %47
  %51 = load <4 x i32>, ptr %50, align 16, !tbaa !4
  %52 = getelementptr inbounds i32, ptr %50, i64 4
  %53 = load <4 x i32>, ptr %52, align 16, !tbaa !4
  %54 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 %47
  %55 = load <4 x i32>, ptr %54, align 16, !tbaa !4
  %56 = getelementptr inbounds i32, ptr %54, i64 4
  %57 = load <4 x i32>, ptr %56, align 16, !tbaa !4
  %58 = icmp eq <4 x i32> %51, %55
  %59 = icmp eq <4 x i32> %53, %57
  %60 = select <4 x i1> %58, <4 x i32> %45, <4 x i32> zeroinitializer
  %61 = select <4 x i1> %59, <4 x i32> %46, <4 x i32> zeroinitializer
  %62 = add nuw nsw i64 %32, 16
  br label %31

63:                                               ; preds = %0, %63
  %64 = phi i64 [ 0, %0 ], [ %76, %63 ]
  %65 = phi i32 [ %7, %0 ], [ %71, %63 ]
  %66 = shl i32 %65, 13
  %67 = xor i32 %66, %65
  %68 = lshr i32 %67, 17
  %69 = xor i32 %68, %67
  %70 = shl i32 %69, 5
  %71 = xor i32 %70, %69
  %72 = urem i32 %71, 2001
  %73 = add nsw i32 %72, -1000
  %74 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 %64
  store i32 %73, ptr %74, align 4, !tbaa !4
  %75 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %64
  store i32 %73, ptr %75, align 4, !tbaa !4
  %76 = add nuw nsw i64 %64, 1
  %77 = icmp eq i64 %76, 300
  br i1 %77, label %8, label %63, !llvm.loop !14

78:                                               ; preds = %173, %97
  %79 = phi i32 [ %100, %97 ], [ %206, %173 ]
  %80 = phi i64 [ %98, %97 ], [ 1, %173 ]
  %81 = add nuw nsw i64 %80, 1
  %82 = getelementptr inbounds i32, ptr %1, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !4
  %84 = icmp sgt i32 %79, %83
  br i1 %84, label %102, label %85, !llvm.loop !15

85:                                               ; preds = %78
  %86 = add nuw nsw i64 %80, 2
  %87 = getelementptr inbounds i32, ptr %1, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !4
  %89 = icmp sgt i32 %83, %88
  br i1 %89, label %102, label %90, !llvm.loop !15

90:                                               ; preds = %85
  %91 = add nuw nsw i64 %80, 3
  %92 = icmp eq i64 %91, 300
  br i1 %92, label %102, label %93, !llvm.loop !15

93:                                               ; preds = %90
  %94 = getelementptr inbounds i32, ptr %1, i64 %91
  %95 = load i32, ptr %94, align 4, !tbaa !4
  %96 = icmp sgt i32 %88, %95
  br i1 %96, label %102, label %97, !llvm.loop !15

97:                                               ; preds = %93
  %98 = add nuw nsw i64 %80, 4
  %99 = getelementptr inbounds i32, ptr %1, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !4
  %101 = icmp sgt i32 %95, %100
  br i1 %101, label %102, label %78, !llvm.loop !15

102:                                              ; preds = %97, %93, %90, %85, %78
  %103 = phi i64 [ %80, %78 ], [ %81, %85 ], [ %86, %90 ], [ %86, %93 ], [ %91, %97 ]
  %104 = icmp ugt i64 %103, 298
  %105 = zext i1 %104 to i32
  br label %106

106:                                              ; preds = %102, %173
  %107 = phi i32 [ 0, %173 ], [ %105, %102 ]
  %108 = load i32, ptr %2, align 16, !tbaa !4
  %109 = getelementptr inbounds i32, ptr %2, i64 1
  %110 = load i32, ptr %109, align 4, !tbaa !4
  %111 = icmp sgt i32 %108, %110
  br i1 %111, label %140, label %112

112:                                              ; preds = %106, %131
  %113 = phi i32 [ %134, %131 ], [ %110, %106 ]
  %114 = phi i64 [ %132, %131 ], [ 1, %106 ]
  %115 = add nuw nsw i64 %114, 1
  %116 = getelementptr inbounds i32, ptr %2, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !4
  %118 = icmp sgt i32 %113, %117
  br i1 %118, label %136, label %119, !llvm.loop !15

119:                                              ; preds = %112
  %120 = add nuw nsw i64 %114, 2
  %121 = getelementptr inbounds i32, ptr %2, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !4
  %123 = icmp sgt i32 %117, %122
  br i1 %123, label %136, label %124, !llvm.loop !15

124:                                              ; preds = %119
  %125 = add nuw nsw i64 %114, 3
  %126 = icmp eq i64 %125, 300
  br i1 %126, label %136, label %127, !llvm.loop !15

127:                                              ; preds = %124
  %128 = getelementptr inbounds i32, ptr %2, i64 %125
  %129 = load i32, ptr %128, align 4, !tbaa !4
  %130 = icmp sgt i32 %122, %129
  br i1 %130, label %136, label %131, !llvm.loop !15

131:                                              ; preds = %127
  %132 = add nuw nsw i64 %114, 4
  %133 = getelementptr inbounds i32, ptr %2, i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !4
  %135 = icmp sgt i32 %129, %134
  br i1 %135, label %136, label %112, !llvm.loop !15

136:                                              ; preds = %131, %127, %124, %119, %112
  %137 = phi i64 [ %114, %112 ], [ %115, %119 ], [ %120, %124 ], [ %120, %127 ], [ %125, %131 ]
  %138 = icmp ugt i64 %137, 298
  %139 = zext i1 %138 to i32
  br label %140

140:                                              ; preds = %136, %106
  %141 = phi i32 [ 0, %106 ], [ %139, %136 ]
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %107, i32 noundef %141, i32 noundef %203) #8
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %204) #8
  %144 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 30
  %145 = load i32, ptr %144, align 8, !tbaa !4
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %145) #8
  %147 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 60
  %148 = load i32, ptr %147, align 16, !tbaa !4
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %148) #8
  %150 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 90
  %151 = load i32, ptr %150, align 8, !tbaa !4
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %151) #8
  %153 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 120
  %154 = load i32, ptr %153, align 16, !tbaa !4
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %154) #8
  %156 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 150
  %157 = load i32, ptr %156, align 8, !tbaa !4
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %157) #8
  %159 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 180
  %160 = load i32, ptr %159, align 16, !tbaa !4
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %160) #8
  %162 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 210
  %163 = load i32, ptr %162, align 8, !tbaa !4
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %163) #8
  %165 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 240
  %166 = load i32, ptr %165, align 16, !tbaa !4
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %166) #8
  %168 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 270
  %169 = load i32, ptr %168, align 8, !tbaa !4
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %169) #8
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #8
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %3) #6
  %172 = load i32, ptr @rng, align 4, !tbaa !4
  br label %304

173:                                              ; preds = %31
  %174 = icmp ne <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>
  %175 = icmp ne <4 x i32> %46, <i32 1, i32 1, i32 1, i32 1>
  %176 = select <4 x i1> %174, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %175
  %177 = bitcast <4 x i1> %176 to i4
  %178 = icmp eq i4 %177, 0
  %179 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 296
  %180 = load i32, ptr %179, align 16, !tbaa !4
  %181 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 296
  %182 = load i32, ptr %181, align 16, !tbaa !4
  %183 = icmp eq i32 %180, %182
  %184 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 297
  %185 = load i32, ptr %184, align 4, !tbaa !4
  %186 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 297
  %187 = load i32, ptr %186, align 4, !tbaa !4
  %188 = icmp eq i32 %185, %187
  %189 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 298
  %190 = load i32, ptr %189, align 8, !tbaa !4
  %191 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 298
  %192 = load i32, ptr %191, align 8, !tbaa !4
  %193 = icmp eq i32 %190, %192
  %194 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 299
  %195 = load i32, ptr %194, align 4, !tbaa !4
  %196 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 299
  %197 = load i32, ptr %196, align 4, !tbaa !4
  %198 = icmp eq i32 %195, %197
  %199 = select i1 %198, i1 %193, i1 false
  %200 = select i1 %199, i1 %188, i1 false
  %201 = select i1 %200, i1 %183, i1 false
  %202 = select i1 %201, i1 %178, i1 false
  %203 = zext i1 %202 to i32
  %204 = load i32, ptr %1, align 16, !tbaa !4
  %205 = getelementptr inbounds i32, ptr %1, i64 1
  %206 = load i32, ptr %205, align 4, !tbaa !4
  %207 = icmp sgt i32 %204, %206
  br i1 %207, label %106, label %78

208:                                              ; preds = %304
  store i32 %312, ptr @rng, align 4, !tbaa !4
  br label %209

209:                                              ; preds = %208, %248
  %210 = phi i32 [ %249, %248 ], [ 49, %208 ]
  br label %211

211:                                              ; preds = %241, %209
  %212 = phi i32 [ %239, %241 ], [ %210, %209 ]
  %213 = shl nsw i32 %212, 1
  %214 = or i32 %213, 1
  %215 = add i32 %213, 2
  %216 = icmp slt i32 %214, 100
  br i1 %216, label %217, label %226

217:                                              ; preds = %211
  %218 = sext i32 %214 to i64
  %219 = getelementptr inbounds double, ptr %3, i64 %218
  %220 = load double, ptr %219, align 8, !tbaa !16
  %221 = sext i32 %212 to i64
  %222 = getelementptr inbounds double, ptr %3, i64 %221
  %223 = load double, ptr %222, align 8, !tbaa !16
  %224 = fcmp ogt double %220, %223
  br i1 %224, label %225, label %226

225:                                              ; preds = %217
  br label %226

226:                                              ; preds = %225, %217, %211
  %227 = phi i32 [ %214, %225 ], [ %212, %217 ], [ %212, %211 ]
  %228 = icmp slt i32 %215, 100
  br i1 %228, label %229, label %238

229:                                              ; preds = %226
  %230 = sext i32 %215 to i64
  %231 = getelementptr inbounds double, ptr %3, i64 %230
  %232 = load double, ptr %231, align 16, !tbaa !16
  %233 = sext i32 %227 to i64
  %234 = getelementptr inbounds double, ptr %3, i64 %233
  %235 = load double, ptr %234, align 8, !tbaa !16
  %236 = fcmp ogt double %232, %235
  br i1 %236, label %237, label %238

237:                                              ; preds = %229
  br label %238

238:                                              ; preds = %237, %229, %226
  %239 = phi i32 [ %215, %237 ], [ %227, %229 ], [ %227, %226 ]
  %240 = icmp eq i32 %239, %212
  br i1 %240, label %248, label %241

241:                                              ; preds = %238
  %242 = sext i32 %212 to i64
  %243 = getelementptr inbounds double, ptr %3, i64 %242
  %244 = load double, ptr %243, align 8, !tbaa !16
  %245 = sext i32 %239 to i64
  %246 = getelementptr inbounds double, ptr %3, i64 %245
  %247 = load double, ptr %246, align 8, !tbaa !16
  store double %247, ptr %243, align 8, !tbaa !16
  store double %244, ptr %246, align 8, !tbaa !16
  br label %211

248:                                              ; preds = %238
  %249 = add nsw i32 %210, -1
  %250 = icmp eq i32 %210, 0
  br i1 %250, label %251, label %209, !llvm.loop !18

251:                                              ; preds = %248, %293
  %252 = phi i64 [ %294, %293 ], [ 99, %248 ]
  %253 = load double, ptr %3, align 16, !tbaa !16
  %254 = getelementptr inbounds double, ptr %3, i64 %252
  %255 = load double, ptr %254, align 8, !tbaa !16
  store double %255, ptr %3, align 16, !tbaa !16
  store double %253, ptr %254, align 8, !tbaa !16
  br label %256

256:                                              ; preds = %286, %251
  %257 = phi i32 [ 0, %251 ], [ %284, %286 ]
  %258 = shl nsw i32 %257, 1
  %259 = or i32 %258, 1
  %260 = add i32 %258, 2
  %261 = sext i32 %259 to i64
  %262 = icmp sgt i64 %252, %261
  br i1 %262, label %263, label %271

263:                                              ; preds = %256
  %264 = getelementptr inbounds double, ptr %3, i64 %261
  %265 = load double, ptr %264, align 8, !tbaa !16
  %266 = sext i32 %257 to i64
  %267 = getelementptr inbounds double, ptr %3, i64 %266
  %268 = load double, ptr %267, align 8, !tbaa !16
  %269 = fcmp ogt double %265, %268
  br i1 %269, label %270, label %271

270:                                              ; preds = %263
  br label %271

271:                                              ; preds = %270, %263, %256
  %272 = phi i32 [ %259, %270 ], [ %257, %263 ], [ %257, %256 ]
  %273 = sext i32 %260 to i64
  %274 = icmp sgt i64 %252, %273
  br i1 %274, label %275, label %283

275:                                              ; preds = %271
  %276 = getelementptr inbounds double, ptr %3, i64 %273
  %277 = load double, ptr %276, align 16, !tbaa !16
  %278 = sext i32 %272 to i64
  %279 = getelementptr inbounds double, ptr %3, i64 %278
  %280 = load double, ptr %279, align 8, !tbaa !16
  %281 = fcmp ogt double %277, %280
  br i1 %281, label %282, label %283

282:                                              ; preds = %275
  br label %283

283:                                              ; preds = %282, %275, %271
  %284 = phi i32 [ %260, %282 ], [ %272, %275 ], [ %272, %271 ]
  %285 = icmp eq i32 %284, %257
  br i1 %285, label %293, label %286

286:                                              ; preds = %283
  %287 = sext i32 %257 to i64
  %288 = getelementptr inbounds double, ptr %3, i64 %287
  %289 = load double, ptr %288, align 8, !tbaa !16
  %290 = sext i32 %284 to i64
  %291 = getelementptr inbounds double, ptr %3, i64 %290
  %292 = load double, ptr %291, align 8, !tbaa !16
  store double %292, ptr %288, align 8, !tbaa !16
  store double %289, ptr %291, align 8, !tbaa !16
  br label %256

293:                                              ; preds = %283
  %294 = add nsw i64 %252, -1
  %295 = icmp ugt i64 %252, 1
  br i1 %295, label %251, label %296, !llvm.loop !19

296:                                              ; preds = %293
  %297 = load double, ptr %3, align 16, !tbaa !16
  %298 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 50
  %299 = load double, ptr %298, align 16, !tbaa !16
  %300 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 99
  %301 = load double, ptr %300, align 8, !tbaa !16
  %302 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %297, double noundef %299, double noundef %301) #8
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %5) #6
  %303 = load i32, ptr @rng, align 4, !tbaa !4
  br label %322

304:                                              ; preds = %140, %304
  %305 = phi i64 [ 0, %140 ], [ %318, %304 ]
  %306 = phi i32 [ %172, %140 ], [ %312, %304 ]
  %307 = shl i32 %306, 13
  %308 = xor i32 %307, %306
  %309 = lshr i32 %308, 17
  %310 = xor i32 %309, %308
  %311 = shl i32 %310, 5
  %312 = xor i32 %311, %310
  %313 = urem i32 %312, 10000
  %314 = sitofp i32 %313 to double
  %315 = fdiv double %314, 7.000000e+00
  %316 = fadd double %315, -5.000000e+02
  %317 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 %305
  store double %316, ptr %317, align 8, !tbaa !16
  %318 = add nuw nsw i64 %305, 1
  %319 = icmp eq i64 %318, 100
  br i1 %319, label %208, label %304, !llvm.loop !20

320:                                              ; preds = %322
  store i32 %330, ptr @rng, align 4, !tbaa !4
  call fastcc void @merge_sort(ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 200) #7
  %321 = load i64, ptr %4, align 16, !tbaa !21
  br label %371

322:                                              ; preds = %296, %322
  %323 = phi i64 [ 0, %296 ], [ %338, %322 ]
  %324 = phi i32 [ %303, %296 ], [ %330, %322 ]
  %325 = shl i32 %324, 13
  %326 = xor i32 %325, %324
  %327 = lshr i32 %326, 17
  %328 = xor i32 %327, %326
  %329 = shl i32 %328, 5
  %330 = xor i32 %329, %328
  %331 = zext i32 %330 to i64
  %332 = and i64 %323, 1
  %333 = icmp eq i64 %332, 0
  %334 = sub nsw i64 0, %331
  %335 = select i1 %333, i64 %331, i64 %334
  %336 = mul nsw i64 %335, 1000
  %337 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 %323
  store i64 %336, ptr %337, align 8, !tbaa !21
  %338 = add nuw nsw i64 %323, 1
  %339 = icmp eq i64 %338, 200
  br i1 %339, label %320, label %322, !llvm.loop !23

340:                                              ; preds = %371
  %341 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 199
  %342 = load i64, ptr %341, align 8, !tbaa !21
  %343 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %388, i64 noundef %321, i64 noundef %342) #8
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %6) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) %6, ptr noundef nonnull align 16 dereferenceable(36) @__const.main.dup, i64 36, i1 false)
  call fastcc void @quicksort(ptr noundef nonnull %6, i32 noundef 0, i32 noundef 8) #7
  %344 = load i32, ptr %6, align 16, !tbaa !4
  %345 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %344) #8
  %346 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 1
  %347 = load i32, ptr %346, align 4, !tbaa !4
  %348 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %347) #8
  %349 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 2
  %350 = load i32, ptr %349, align 8, !tbaa !4
  %351 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %350) #8
  %352 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 3
  %353 = load i32, ptr %352, align 4, !tbaa !4
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %353) #8
  %355 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 4
  %356 = load i32, ptr %355, align 16, !tbaa !4
  %357 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %356) #8
  %358 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 5
  %359 = load i32, ptr %358, align 4, !tbaa !4
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %359) #8
  %361 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 6
  %362 = load i32, ptr %361, align 8, !tbaa !4
  %363 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %362) #8
  %364 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 7
  %365 = load i32, ptr %364, align 4, !tbaa !4
  %366 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %365) #8
  %367 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 8
  %368 = load i32, ptr %367, align 16, !tbaa !4
  %369 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %368) #8
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #8
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %1) #6
  ret i32 0

371:                                              ; preds = %391, %320
  %372 = phi i64 [ %321, %320 ], [ %393, %391 ]
  %373 = phi i64 [ 1, %320 ], [ %396, %391 ]
  %374 = phi i32 [ 1, %320 ], [ %395, %391 ]
  %375 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 %373
  %376 = load i64, ptr %375, align 8, !tbaa !21
  %377 = icmp sgt i64 %372, %376
  %378 = add nuw nsw i64 %373, 1
  %379 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 %378
  %380 = load i64, ptr %379, align 8, !tbaa !21
  %381 = icmp sgt i64 %376, %380
  %382 = add nuw nsw i64 %373, 2
  %383 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 %382
  %384 = load i64, ptr %383, align 8, !tbaa !21
  %385 = icmp sgt i64 %380, %384
  %386 = select i1 %385, i1 true, i1 %381
  %387 = select i1 %386, i1 true, i1 %377
  %388 = select i1 %387, i32 0, i32 %374
  %389 = add nuw nsw i64 %373, 3
  %390 = icmp eq i64 %389, 200
  br i1 %390, label %340, label %391, !llvm.loop !24

391:                                              ; preds = %371
  %392 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 %389
  %393 = load i64, ptr %392, align 8, !tbaa !21
  %394 = icmp sgt i64 %384, %393
  %395 = select i1 %394, i32 0, i32 %388
  %396 = add nuw nsw i64 %373, 4
  br label %371
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc void @quicksort(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = icmp sgt i32 %2, %1
  br i1 %4, label %5, label %58

5:                                                ; preds = %3, %54
  %6 = phi i32 [ %56, %54 ], [ %1, %3 ]
  %7 = phi i32 [ %55, %54 ], [ %2, %3 ]
  %8 = sub nsw i32 %7, %6
  %9 = sdiv i32 %8, 2
  %10 = add nsw i32 %9, %6
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !4
  %14 = icmp slt i32 %7, %6
  br i1 %14, label %51, label %15

15:                                               ; preds = %5, %42
  %16 = phi i32 [ %44, %42 ], [ %7, %5 ]
  %17 = phi i32 [ %43, %42 ], [ %6, %5 ]
  %18 = sext i32 %17 to i64
  br label %19

19:                                               ; preds = %19, %15
  %20 = phi i64 [ %24, %19 ], [ %18, %15 ]
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !4
  %23 = icmp slt i32 %22, %13
  %24 = add i64 %20, 1
  br i1 %23, label %19, label %25, !llvm.loop !25

25:                                               ; preds = %19
  %26 = getelementptr inbounds i32, ptr %0, i64 %20
  %27 = trunc i64 %20 to i32
  %28 = sext i32 %16 to i64
  br label %29

29:                                               ; preds = %29, %25
  %30 = phi i64 [ %34, %29 ], [ %28, %25 ]
  %31 = getelementptr inbounds i32, ptr %0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !4
  %33 = icmp sgt i32 %32, %13
  %34 = add i64 %30, -1
  br i1 %33, label %29, label %35, !llvm.loop !26

35:                                               ; preds = %29
  %36 = trunc i64 %30 to i32
  %37 = icmp sgt i32 %27, %36
  br i1 %37, label %42, label %38

38:                                               ; preds = %35
  %39 = getelementptr inbounds i32, ptr %0, i64 %30
  store i32 %32, ptr %26, align 4, !tbaa !4
  store i32 %22, ptr %39, align 4, !tbaa !4
  %40 = add nsw i32 %27, 1
  %41 = add nsw i32 %36, -1
  br label %42

42:                                               ; preds = %38, %35
  %43 = phi i32 [ %40, %38 ], [ %27, %35 ]
  %44 = phi i32 [ %41, %38 ], [ %36, %35 ]
  %45 = icmp sgt i32 %43, %44
  br i1 %45, label %46, label %15, !llvm.loop !27

46:                                               ; preds = %42
  %47 = sub nsw i32 %44, %6
  %48 = sub nsw i32 %7, %43
  %49 = icmp slt i32 %47, %48
  br i1 %49, label %50, label %51

50:                                               ; preds = %46
  tail call fastcc void @quicksort(ptr noundef nonnull %0, i32 noundef %6, i32 noundef %44) #7
  br label %54

51:                                               ; preds = %5, %46
  %52 = phi i32 [ %44, %46 ], [ %7, %5 ]
  %53 = phi i32 [ %43, %46 ], [ %6, %5 ]
  tail call fastcc void @quicksort(ptr noundef nonnull %0, i32 noundef %53, i32 noundef %7) #7
  br label %54

54:                                               ; preds = %51, %50
  %55 = phi i32 [ %7, %50 ], [ %52, %51 ]
  %56 = phi i32 [ %43, %50 ], [ %6, %51 ]
  %57 = icmp sgt i32 %55, %56
  br i1 %57, label %5, label %58, !llvm.loop !28

58:                                               ; preds = %54, %3
  ret void
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = ptrtoint ptr %1 to i64
  %5 = ptrtoint ptr %0 to i64
  %6 = ptrtoint ptr %1 to i64
  %7 = ptrtoint ptr %0 to i64
  %8 = ptrtoint ptr %1 to i64
  %9 = icmp slt i32 %2, 2
  br i1 %9, label %231, label %10

10:                                               ; preds = %3
  %11 = lshr i32 %2, 1
  tail call fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %11) #7
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i64, ptr %0, i64 %12
  %14 = sub nsw i32 %2, %11
  tail call fastcc void @merge_sort(ptr noundef %13, ptr noundef %1, i32 noundef %14) #7
  br label %74

15:                                               ; preds = %74
  %16 = icmp ult i32 %86, %11
  br i1 %16, label %17, label %96

17:                                               ; preds = %15
  %18 = and i64 %91, 4294967295
  %19 = zext i32 %86 to i64
  %20 = zext i32 %77 to i64
  %21 = sub nsw i64 %12, %20
  %22 = sext i1 %84 to i64
  %23 = add nsw i64 %21, %22
  %24 = icmp ult i64 %23, 12
  br i1 %24, label %50, label %25

25:                                               ; preds = %17
  %26 = shl nuw nsw i64 %18, 3
  %27 = add i64 %26, %8
  %28 = shl nuw nsw i64 %19, 3
  %29 = add i64 %28, %7
  %30 = sub i64 %27, %29
  %31 = icmp ult i64 %30, 32
  br i1 %31, label %50, label %32

32:                                               ; preds = %25
  %33 = and i64 %23, -4
  %34 = add nsw i64 %33, %19
  %35 = add nsw i64 %18, %33
  br label %36

36:                                               ; preds = %36, %32
  %37 = phi i64 [ 0, %32 ], [ %46, %36 ]
  %38 = add i64 %18, %37
  %39 = add i64 %37, %19
  %40 = getelementptr inbounds i64, ptr %0, i64 %39
  %41 = load <2 x i64>, ptr %40, align 8, !tbaa !21
  %42 = getelementptr inbounds i64, ptr %40, i64 2
  %43 = load <2 x i64>, ptr %42, align 8, !tbaa !21
  %44 = getelementptr inbounds i64, ptr %1, i64 %38
  store <2 x i64> %41, ptr %44, align 8, !tbaa !21
  %45 = getelementptr inbounds i64, ptr %44, i64 2
  store <2 x i64> %43, ptr %45, align 8, !tbaa !21
  %46 = add nuw i64 %37, 4
  %47 = icmp eq i64 %46, %33
  br i1 %47, label %48, label %36, !llvm.loop !29

48:                                               ; preds = %36
  %49 = icmp eq i64 %23, %33
  br i1 %49, label %96, label %50

50:                                               ; preds = %25, %17, %48
  %51 = phi i64 [ %19, %25 ], [ %19, %17 ], [ %34, %48 ]
  %52 = phi i64 [ %18, %25 ], [ %18, %17 ], [ %35, %48 ]
  %53 = sub nsw i64 %12, %51
  %54 = xor i64 %51, -1
  %55 = add i64 %54, %12
  %56 = and i64 %53, 3
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %69, label %58

58:                                               ; preds = %50, %58
  %59 = phi i64 [ %62, %58 ], [ %51, %50 ]
  %60 = phi i64 [ %65, %58 ], [ %52, %50 ]
  %61 = phi i64 [ %67, %58 ], [ 0, %50 ]
  %62 = add nuw nsw i64 %59, 1
  %63 = getelementptr inbounds i64, ptr %0, i64 %59
  %64 = load i64, ptr %63, align 8, !tbaa !21
  %65 = add nuw nsw i64 %60, 1
  %66 = getelementptr inbounds i64, ptr %1, i64 %60
  store i64 %64, ptr %66, align 8, !tbaa !21
  %67 = add i64 %61, 1
  %68 = icmp eq i64 %67, %56
  br i1 %68, label %69, label %58, !llvm.loop !30

69:                                               ; preds = %58, %50
  %70 = phi i64 [ undef, %50 ], [ %65, %58 ]
  %71 = phi i64 [ %51, %50 ], [ %62, %58 ]
  %72 = phi i64 [ %52, %50 ], [ %65, %58 ]
  %73 = icmp ult i64 %55, 3
  br i1 %73, label %96, label %138

74:                                               ; preds = %10, %74
  %75 = phi i64 [ %91, %74 ], [ 0, %10 ]
  %76 = phi i32 [ %89, %74 ], [ %11, %10 ]
  %77 = phi i32 [ %86, %74 ], [ 0, %10 ]
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds i64, ptr %0, i64 %78
  %80 = load i64, ptr %79, align 8, !tbaa !21
  %81 = zext i32 %76 to i64
  %82 = getelementptr inbounds i64, ptr %0, i64 %81
  %83 = load i64, ptr %82, align 8, !tbaa !21
  %84 = icmp sle i64 %80, %83
  %85 = zext i1 %84 to i32
  %86 = add nuw nsw i32 %77, %85
  %87 = xor i1 %84, true
  %88 = zext i1 %87 to i32
  %89 = add nuw nsw i32 %76, %88
  %90 = tail call i64 @llvm.smin.i64(i64 %80, i64 %83)
  %91 = add nuw i64 %75, 1
  %92 = getelementptr inbounds i64, ptr %1, i64 %75
  store i64 %90, ptr %92, align 8, !tbaa !21
  %93 = icmp ult i32 %86, %11
  %94 = icmp slt i32 %89, %2
  %95 = select i1 %93, i1 %94, i1 false
  br i1 %95, label %74, label %15, !llvm.loop !32

96:                                               ; preds = %69, %138, %48, %15
  %97 = phi i64 [ %91, %15 ], [ %35, %48 ], [ %70, %69 ], [ %159, %138 ]
  %98 = icmp slt i32 %89, %2
  br i1 %98, label %99, label %162

99:                                               ; preds = %96
  %100 = and i64 %97, 4294967295
  %101 = zext i32 %89 to i64
  %102 = xor i32 %76, -1
  %103 = add i32 %102, %2
  %104 = xor i1 %84, true
  %105 = sext i1 %104 to i32
  %106 = add i32 %103, %105
  %107 = zext i32 %106 to i64
  %108 = add nuw nsw i64 %107, 1
  %109 = icmp ult i32 %106, 11
  br i1 %109, label %135, label %110

110:                                              ; preds = %99
  %111 = shl nuw nsw i64 %100, 3
  %112 = add i64 %111, %6
  %113 = shl nuw nsw i64 %101, 3
  %114 = add i64 %113, %5
  %115 = sub i64 %112, %114
  %116 = icmp ult i64 %115, 32
  br i1 %116, label %135, label %117

117:                                              ; preds = %110
  %118 = and i64 %108, -4
  %119 = add nuw nsw i64 %118, %101
  %120 = add nuw nsw i64 %100, %118
  br label %121

121:                                              ; preds = %121, %117
  %122 = phi i64 [ 0, %117 ], [ %131, %121 ]
  %123 = add i64 %100, %122
  %124 = add i64 %122, %101
  %125 = getelementptr inbounds i64, ptr %0, i64 %124
  %126 = load <2 x i64>, ptr %125, align 8, !tbaa !21
  %127 = getelementptr inbounds i64, ptr %125, i64 2
  %128 = load <2 x i64>, ptr %127, align 8, !tbaa !21
  %129 = getelementptr inbounds i64, ptr %1, i64 %123
  store <2 x i64> %126, ptr %129, align 8, !tbaa !21
  %130 = getelementptr inbounds i64, ptr %129, i64 2
  store <2 x i64> %128, ptr %130, align 8, !tbaa !21
  %131 = add nuw i64 %122, 4
  %132 = icmp eq i64 %131, %118
  br i1 %132, label %133, label %121, !llvm.loop !33

133:                                              ; preds = %121
  %134 = icmp eq i64 %108, %118
  br i1 %134, label %162, label %135

135:                                              ; preds = %110, %99, %133
  %136 = phi i64 [ %101, %110 ], [ %101, %99 ], [ %119, %133 ]
  %137 = phi i64 [ %100, %110 ], [ %100, %99 ], [ %120, %133 ]
  br label %202

138:                                              ; preds = %69, %138
  %139 = phi i64 [ %156, %138 ], [ %71, %69 ]
  %140 = phi i64 [ %159, %138 ], [ %72, %69 ]
  %141 = add nuw nsw i64 %139, 1
  %142 = getelementptr inbounds i64, ptr %0, i64 %139
  %143 = load i64, ptr %142, align 8, !tbaa !21
  %144 = add nuw nsw i64 %140, 1
  %145 = getelementptr inbounds i64, ptr %1, i64 %140
  store i64 %143, ptr %145, align 8, !tbaa !21
  %146 = add nuw nsw i64 %139, 2
  %147 = getelementptr inbounds i64, ptr %0, i64 %141
  %148 = load i64, ptr %147, align 8, !tbaa !21
  %149 = add nuw nsw i64 %140, 2
  %150 = getelementptr inbounds i64, ptr %1, i64 %144
  store i64 %148, ptr %150, align 8, !tbaa !21
  %151 = add nuw nsw i64 %139, 3
  %152 = getelementptr inbounds i64, ptr %0, i64 %146
  %153 = load i64, ptr %152, align 8, !tbaa !21
  %154 = add nuw nsw i64 %140, 3
  %155 = getelementptr inbounds i64, ptr %1, i64 %149
  store i64 %153, ptr %155, align 8, !tbaa !21
  %156 = add nuw nsw i64 %139, 4
  %157 = getelementptr inbounds i64, ptr %0, i64 %151
  %158 = load i64, ptr %157, align 8, !tbaa !21
  %159 = add nuw nsw i64 %140, 4
  %160 = getelementptr inbounds i64, ptr %1, i64 %154
  store i64 %158, ptr %160, align 8, !tbaa !21
  %161 = icmp eq i64 %156, %12
  br i1 %161, label %96, label %138, !llvm.loop !34

162:                                              ; preds = %202, %133, %96
  %163 = icmp sgt i32 %2, 0
  br i1 %163, label %164, label %231

164:                                              ; preds = %162
  %165 = zext i32 %2 to i64
  %166 = icmp ult i32 %2, 6
  %167 = sub i64 %5, %4
  %168 = icmp ult i64 %167, 32
  %169 = or i1 %166, %168
  br i1 %169, label %184, label %170

170:                                              ; preds = %164
  %171 = and i64 %165, 4294967292
  br label %172

172:                                              ; preds = %172, %170
  %173 = phi i64 [ 0, %170 ], [ %180, %172 ]
  %174 = getelementptr inbounds i64, ptr %1, i64 %173
  %175 = load <2 x i64>, ptr %174, align 8, !tbaa !21
  %176 = getelementptr inbounds i64, ptr %174, i64 2
  %177 = load <2 x i64>, ptr %176, align 8, !tbaa !21
  %178 = getelementptr inbounds i64, ptr %0, i64 %173
  store <2 x i64> %175, ptr %178, align 8, !tbaa !21
  %179 = getelementptr inbounds i64, ptr %178, i64 2
  store <2 x i64> %177, ptr %179, align 8, !tbaa !21
  %180 = add nuw i64 %173, 4
  %181 = icmp eq i64 %180, %171
  br i1 %181, label %182, label %172, !llvm.loop !35

182:                                              ; preds = %172
  %183 = icmp eq i64 %171, %165
  br i1 %183, label %231, label %184

184:                                              ; preds = %164, %182
  %185 = phi i64 [ 0, %164 ], [ %171, %182 ]
  %186 = xor i64 %185, -1
  %187 = add nsw i64 %186, %165
  %188 = and i64 %165, 3
  %189 = icmp eq i64 %188, 0
  br i1 %189, label %199, label %190

190:                                              ; preds = %184, %190
  %191 = phi i64 [ %196, %190 ], [ %185, %184 ]
  %192 = phi i64 [ %197, %190 ], [ 0, %184 ]
  %193 = getelementptr inbounds i64, ptr %1, i64 %191
  %194 = load i64, ptr %193, align 8, !tbaa !21
  %195 = getelementptr inbounds i64, ptr %0, i64 %191
  store i64 %194, ptr %195, align 8, !tbaa !21
  %196 = add nuw nsw i64 %191, 1
  %197 = add i64 %192, 1
  %198 = icmp eq i64 %197, %188
  br i1 %198, label %199, label %190, !llvm.loop !36

199:                                              ; preds = %190, %184
  %200 = phi i64 [ %185, %184 ], [ %196, %190 ]
  %201 = icmp ult i64 %187, 3
  br i1 %201, label %231, label %212

202:                                              ; preds = %135, %202
  %203 = phi i64 [ %205, %202 ], [ %136, %135 ]
  %204 = phi i64 [ %208, %202 ], [ %137, %135 ]
  %205 = add nuw nsw i64 %203, 1
  %206 = getelementptr inbounds i64, ptr %0, i64 %203
  %207 = load i64, ptr %206, align 8, !tbaa !21
  %208 = add nuw nsw i64 %204, 1
  %209 = getelementptr inbounds i64, ptr %1, i64 %204
  store i64 %207, ptr %209, align 8, !tbaa !21
  %210 = trunc i64 %205 to i32
  %211 = icmp slt i32 %210, %2
  br i1 %211, label %202, label %162, !llvm.loop !37

212:                                              ; preds = %199, %212
  %213 = phi i64 [ %229, %212 ], [ %200, %199 ]
  %214 = getelementptr inbounds i64, ptr %1, i64 %213
  %215 = load i64, ptr %214, align 8, !tbaa !21
  %216 = getelementptr inbounds i64, ptr %0, i64 %213
  store i64 %215, ptr %216, align 8, !tbaa !21
  %217 = add nuw nsw i64 %213, 1
  %218 = getelementptr inbounds i64, ptr %1, i64 %217
  %219 = load i64, ptr %218, align 8, !tbaa !21
  %220 = getelementptr inbounds i64, ptr %0, i64 %217
  store i64 %219, ptr %220, align 8, !tbaa !21
  %221 = add nuw nsw i64 %213, 2
  %222 = getelementptr inbounds i64, ptr %1, i64 %221
  %223 = load i64, ptr %222, align 8, !tbaa !21
  %224 = getelementptr inbounds i64, ptr %0, i64 %221
  store i64 %223, ptr %224, align 8, !tbaa !21
  %225 = add nuw nsw i64 %213, 3
  %226 = getelementptr inbounds i64, ptr %1, i64 %225
  %227 = load i64, ptr %226, align 8, !tbaa !21
  %228 = getelementptr inbounds i64, ptr %0, i64 %225
  store i64 %227, ptr %228, align 8, !tbaa !21
  %229 = add nuw nsw i64 %213, 4
  %230 = icmp eq i64 %229, %165
  br i1 %230, label %231, label %212, !llvm.loop !38

231:                                              ; preds = %199, %212, %182, %162, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !6, i64 0}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
!21 = !{!22, !22, i64 0}
!22 = !{!"long long", !6, i64 0}
!23 = distinct !{!23, !9}
!24 = distinct !{!24, !9}
!25 = distinct !{!25, !9}
!26 = distinct !{!26, !9}
!27 = distinct !{!27, !9}
!28 = distinct !{!28, !9}
!29 = distinct !{!29, !9, !12, !13}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = distinct !{!32, !9}
!33 = distinct !{!33, !9, !12, !13}
!34 = distinct !{!34, !9, !12}
!35 = distinct !{!35, !9, !12, !13}
!36 = distinct !{!36, !31}
!37 = distinct !{!37, !9, !12}
!38 = distinct !{!38, !9, !12}
