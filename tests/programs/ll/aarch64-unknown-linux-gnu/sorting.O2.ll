; ModuleID = 'tests/programs/sorting.c'
source_filename = "tests/programs/sorting.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"insertion ok %d quick ok %d same %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"heap %.4f %.4f %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"merge ok %d min %lld max %lld\0A\00", align 1
@__const.main.dup = private unnamed_addr constant [9 x i32] [i32 5, i32 5, i32 5, i32 1, i32 1, i32 9, i32 0, i32 0, i32 5], align 4
@.str.5 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@rng = internal unnamed_addr global i32 -1831433054, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [300 x i32], align 4
  %2 = alloca [300 x i32], align 4
  %3 = alloca [100 x double], align 8
  %4 = alloca [200 x i64], align 8
  %5 = alloca [200 x i64], align 8
  %6 = alloca [9 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %2) #6
  %7 = load i32, ptr @rng, align 4, !tbaa !5
  br label %49

8:                                                ; preds = %49
  store i32 %57, ptr @rng, align 4, !tbaa !5
  br label %9

9:                                                ; preds = %8, %23
  %10 = phi i64 [ %28, %23 ], [ 1, %8 ]
  %11 = getelementptr inbounds i32, ptr %1, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  br label %13

13:                                               ; preds = %20, %9
  %14 = phi i64 [ %10, %9 ], [ %15, %20 ]
  %15 = add nsw i64 %14, -1
  %16 = and i64 %15, 4294967295
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = icmp sgt i32 %18, %12
  br i1 %19, label %20, label %23

20:                                               ; preds = %13
  %21 = getelementptr inbounds i32, ptr %1, i64 %14
  store i32 %18, ptr %21, align 4, !tbaa !5
  %22 = icmp sgt i64 %14, 1
  br i1 %22, label %13, label %23, !llvm.loop !9

23:                                               ; preds = %20, %13
  %24 = phi i64 [ 0, %20 ], [ %14, %13 ]
  %25 = shl i64 %24, 32
  %26 = ashr exact i64 %25, 32
  %27 = getelementptr inbounds i32, ptr %1, i64 %26
  store i32 %12, ptr %27, align 4, !tbaa !5
  %28 = add nuw nsw i64 %10, 1
  %29 = icmp eq i64 %28, 300
  br i1 %29, label %30, label %9, !llvm.loop !11

30:                                               ; preds = %23
  call fastcc void @quicksort(ptr noundef nonnull %2, i32 noundef 0, i32 noundef 299) #7
  br label %31

31:                                               ; preds = %31, %30
  %32 = phi i64 [ 0, %30 ], [ %47, %31 ]
  %33 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %30 ], [ %45, %31 ]
  %34 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %30 ], [ %46, %31 ]
  %35 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %32
  %36 = load <4 x i32>, ptr %35, align 4, !tbaa !5
  %37 = getelementptr inbounds i32, ptr %35, i64 4
  %38 = load <4 x i32>, ptr %37, align 4, !tbaa !5
  %39 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 %32
  %40 = load <4 x i32>, ptr %39, align 4, !tbaa !5
  %41 = getelementptr inbounds i32, ptr %39, i64 4
  %42 = load <4 x i32>, ptr %41, align 4, !tbaa !5
  %43 = icmp eq <4 x i32> %36, %40
  %44 = icmp eq <4 x i32> %38, %42
  %45 = select <4 x i1> %43, <4 x i32> %33, <4 x i32> zeroinitializer
  %46 = select <4 x i1> %44, <4 x i32> %34, <4 x i32> zeroinitializer
  %47 = add nuw i64 %32, 8
  %48 = icmp eq i64 %47, 296
  br i1 %48, label %127, label %31, !llvm.loop !12

49:                                               ; preds = %0, %49
  %50 = phi i64 [ 0, %0 ], [ %62, %49 ]
  %51 = phi i32 [ %7, %0 ], [ %57, %49 ]
  %52 = shl i32 %51, 13
  %53 = xor i32 %52, %51
  %54 = lshr i32 %53, 17
  %55 = xor i32 %54, %53
  %56 = shl i32 %55, 5
  %57 = xor i32 %56, %55
  %58 = urem i32 %57, 2001
  %59 = add nsw i32 %58, -1000
  %60 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 %50
  store i32 %59, ptr %60, align 4, !tbaa !5
  %61 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %50
  store i32 %59, ptr %61, align 4, !tbaa !5
  %62 = add nuw nsw i64 %50, 1
  %63 = icmp eq i64 %62, 300
  br i1 %63, label %8, label %49, !llvm.loop !15

64:                                               ; preds = %127, %69
  %65 = phi i32 [ %71, %69 ], [ %160, %127 ]
  %66 = phi i64 [ %67, %69 ], [ 1, %127 ]
  %67 = add nuw nsw i64 %66, 1
  %68 = icmp eq i64 %67, 300
  br i1 %68, label %73, label %69, !llvm.loop !16

69:                                               ; preds = %64
  %70 = getelementptr inbounds i32, ptr %1, i64 %67
  %71 = load i32, ptr %70, align 4, !tbaa !5
  %72 = icmp sgt i32 %65, %71
  br i1 %72, label %73, label %64, !llvm.loop !16

73:                                               ; preds = %64, %69
  %74 = icmp ugt i64 %66, 298
  %75 = zext i1 %74 to i32
  br label %76

76:                                               ; preds = %73, %127
  %77 = phi i32 [ 0, %127 ], [ %75, %73 ]
  %78 = load i32, ptr %2, align 4, !tbaa !5
  %79 = getelementptr inbounds i32, ptr %2, i64 1
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = icmp sgt i32 %78, %80
  br i1 %81, label %94, label %82

82:                                               ; preds = %76, %87
  %83 = phi i32 [ %89, %87 ], [ %80, %76 ]
  %84 = phi i64 [ %85, %87 ], [ 1, %76 ]
  %85 = add nuw nsw i64 %84, 1
  %86 = icmp eq i64 %85, 300
  br i1 %86, label %91, label %87, !llvm.loop !16

87:                                               ; preds = %82
  %88 = getelementptr inbounds i32, ptr %2, i64 %85
  %89 = load i32, ptr %88, align 4, !tbaa !5
  %90 = icmp sgt i32 %83, %89
  br i1 %90, label %91, label %82, !llvm.loop !16

91:                                               ; preds = %82, %87
  %92 = icmp ugt i64 %84, 298
  %93 = zext i1 %92 to i32
  br label %94

94:                                               ; preds = %91, %76
  %95 = phi i32 [ 0, %76 ], [ %93, %91 ]
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %77, i32 noundef %95, i32 noundef %157) #8
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %158) #8
  %98 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 30
  %99 = load i32, ptr %98, align 4, !tbaa !5
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %99) #8
  %101 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 60
  %102 = load i32, ptr %101, align 4, !tbaa !5
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %102) #8
  %104 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 90
  %105 = load i32, ptr %104, align 4, !tbaa !5
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %105) #8
  %107 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 120
  %108 = load i32, ptr %107, align 4, !tbaa !5
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %108) #8
  %110 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 150
  %111 = load i32, ptr %110, align 4, !tbaa !5
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %111) #8
  %113 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 180
  %114 = load i32, ptr %113, align 4, !tbaa !5
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %114) #8
  %116 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 210
  %117 = load i32, ptr %116, align 4, !tbaa !5
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %117) #8
  %119 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 240
  %120 = load i32, ptr %119, align 4, !tbaa !5
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %120) #8
  %122 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 270
  %123 = load i32, ptr %122, align 4, !tbaa !5
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %123) #8
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #8
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %3) #6
  %126 = load i32, ptr @rng, align 4, !tbaa !5
  br label %258

127:                                              ; preds = %31
  %128 = icmp ne <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>
  %129 = icmp ne <4 x i32> %46, <i32 1, i32 1, i32 1, i32 1>
  %130 = select <4 x i1> %128, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %129
  %131 = bitcast <4 x i1> %130 to i4
  %132 = icmp eq i4 %131, 0
  %133 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 296
  %134 = load i32, ptr %133, align 4, !tbaa !5
  %135 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 296
  %136 = load i32, ptr %135, align 4, !tbaa !5
  %137 = icmp eq i32 %134, %136
  %138 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 297
  %139 = load i32, ptr %138, align 4, !tbaa !5
  %140 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 297
  %141 = load i32, ptr %140, align 4, !tbaa !5
  %142 = icmp eq i32 %139, %141
  %143 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 298
  %144 = load i32, ptr %143, align 4, !tbaa !5
  %145 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 298
  %146 = load i32, ptr %145, align 4, !tbaa !5
  %147 = icmp eq i32 %144, %146
  %148 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 299
  %149 = load i32, ptr %148, align 4, !tbaa !5
  %150 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 299
  %151 = load i32, ptr %150, align 4, !tbaa !5
  %152 = icmp eq i32 %149, %151
  %153 = select i1 %152, i1 %147, i1 false
  %154 = select i1 %153, i1 %142, i1 false
  %155 = select i1 %154, i1 %137, i1 false
  %156 = select i1 %155, i1 %132, i1 false
  %157 = zext i1 %156 to i32
  %158 = load i32, ptr %1, align 4, !tbaa !5
  %159 = getelementptr inbounds i32, ptr %1, i64 1
  %160 = load i32, ptr %159, align 4, !tbaa !5
  %161 = icmp sgt i32 %158, %160
  br i1 %161, label %76, label %64

162:                                              ; preds = %258
  store i32 %266, ptr @rng, align 4, !tbaa !5
  br label %163

163:                                              ; preds = %162, %202
  %164 = phi i32 [ %203, %202 ], [ 49, %162 ]
  br label %165

165:                                              ; preds = %195, %163
  %166 = phi i32 [ %193, %195 ], [ %164, %163 ]
  %167 = shl nsw i32 %166, 1
  %168 = or i32 %167, 1
  %169 = add i32 %167, 2
  %170 = icmp slt i32 %168, 100
  br i1 %170, label %171, label %180

171:                                              ; preds = %165
  %172 = sext i32 %168 to i64
  %173 = getelementptr inbounds double, ptr %3, i64 %172
  %174 = load double, ptr %173, align 8, !tbaa !17
  %175 = sext i32 %166 to i64
  %176 = getelementptr inbounds double, ptr %3, i64 %175
  %177 = load double, ptr %176, align 8, !tbaa !17
  %178 = fcmp ogt double %174, %177
  br i1 %178, label %179, label %180

179:                                              ; preds = %171
  br label %180

180:                                              ; preds = %179, %171, %165
  %181 = phi i32 [ %168, %179 ], [ %166, %171 ], [ %166, %165 ]
  %182 = icmp slt i32 %169, 100
  br i1 %182, label %183, label %192

183:                                              ; preds = %180
  %184 = sext i32 %169 to i64
  %185 = getelementptr inbounds double, ptr %3, i64 %184
  %186 = load double, ptr %185, align 8, !tbaa !17
  %187 = sext i32 %181 to i64
  %188 = getelementptr inbounds double, ptr %3, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !17
  %190 = fcmp ogt double %186, %189
  br i1 %190, label %191, label %192

191:                                              ; preds = %183
  br label %192

192:                                              ; preds = %191, %183, %180
  %193 = phi i32 [ %169, %191 ], [ %181, %183 ], [ %181, %180 ]
  %194 = icmp eq i32 %193, %166
  br i1 %194, label %202, label %195

195:                                              ; preds = %192
  %196 = sext i32 %166 to i64
  %197 = getelementptr inbounds double, ptr %3, i64 %196
  %198 = load double, ptr %197, align 8, !tbaa !17
  %199 = sext i32 %193 to i64
  %200 = getelementptr inbounds double, ptr %3, i64 %199
  %201 = load double, ptr %200, align 8, !tbaa !17
  store double %201, ptr %197, align 8, !tbaa !17
  store double %198, ptr %200, align 8, !tbaa !17
  br label %165

202:                                              ; preds = %192
  %203 = add nsw i32 %164, -1
  %204 = icmp eq i32 %164, 0
  br i1 %204, label %205, label %163, !llvm.loop !19

205:                                              ; preds = %202, %247
  %206 = phi i64 [ %248, %247 ], [ 99, %202 ]
  %207 = load double, ptr %3, align 8, !tbaa !17
  %208 = getelementptr inbounds double, ptr %3, i64 %206
  %209 = load double, ptr %208, align 8, !tbaa !17
  store double %209, ptr %3, align 8, !tbaa !17
  store double %207, ptr %208, align 8, !tbaa !17
  br label %210

210:                                              ; preds = %240, %205
  %211 = phi i32 [ 0, %205 ], [ %238, %240 ]
  %212 = shl nsw i32 %211, 1
  %213 = or i32 %212, 1
  %214 = add i32 %212, 2
  %215 = sext i32 %213 to i64
  %216 = icmp sgt i64 %206, %215
  br i1 %216, label %217, label %225

217:                                              ; preds = %210
  %218 = getelementptr inbounds double, ptr %3, i64 %215
  %219 = load double, ptr %218, align 8, !tbaa !17
  %220 = sext i32 %211 to i64
  %221 = getelementptr inbounds double, ptr %3, i64 %220
  %222 = load double, ptr %221, align 8, !tbaa !17
  %223 = fcmp ogt double %219, %222
  br i1 %223, label %224, label %225

224:                                              ; preds = %217
  br label %225

225:                                              ; preds = %224, %217, %210
  %226 = phi i32 [ %213, %224 ], [ %211, %217 ], [ %211, %210 ]
  %227 = sext i32 %214 to i64
  %228 = icmp sgt i64 %206, %227
  br i1 %228, label %229, label %237

229:                                              ; preds = %225
  %230 = getelementptr inbounds double, ptr %3, i64 %227
  %231 = load double, ptr %230, align 8, !tbaa !17
  %232 = sext i32 %226 to i64
  %233 = getelementptr inbounds double, ptr %3, i64 %232
  %234 = load double, ptr %233, align 8, !tbaa !17
  %235 = fcmp ogt double %231, %234
  br i1 %235, label %236, label %237

236:                                              ; preds = %229
  br label %237

237:                                              ; preds = %236, %229, %225
  %238 = phi i32 [ %214, %236 ], [ %226, %229 ], [ %226, %225 ]
  %239 = icmp eq i32 %238, %211
  br i1 %239, label %247, label %240

240:                                              ; preds = %237
  %241 = sext i32 %211 to i64
  %242 = getelementptr inbounds double, ptr %3, i64 %241
  %243 = load double, ptr %242, align 8, !tbaa !17
  %244 = sext i32 %238 to i64
  %245 = getelementptr inbounds double, ptr %3, i64 %244
  %246 = load double, ptr %245, align 8, !tbaa !17
  store double %246, ptr %242, align 8, !tbaa !17
  store double %243, ptr %245, align 8, !tbaa !17
  br label %210

247:                                              ; preds = %237
  %248 = add nsw i64 %206, -1
  %249 = icmp ugt i64 %206, 1
  br i1 %249, label %205, label %250, !llvm.loop !20

250:                                              ; preds = %247
  %251 = load double, ptr %3, align 8, !tbaa !17
  %252 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 50
  %253 = load double, ptr %252, align 8, !tbaa !17
  %254 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 99
  %255 = load double, ptr %254, align 8, !tbaa !17
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %251, double noundef %253, double noundef %255) #8
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %5) #6
  %257 = load i32, ptr @rng, align 4, !tbaa !5
  br label %295

258:                                              ; preds = %94, %258
  %259 = phi i64 [ 0, %94 ], [ %272, %258 ]
  %260 = phi i32 [ %126, %94 ], [ %266, %258 ]
  %261 = shl i32 %260, 13
  %262 = xor i32 %261, %260
  %263 = lshr i32 %262, 17
  %264 = xor i32 %263, %262
  %265 = shl i32 %264, 5
  %266 = xor i32 %265, %264
  %267 = urem i32 %266, 10000
  %268 = sitofp i32 %267 to double
  %269 = fdiv double %268, 7.000000e+00
  %270 = fadd double %269, -5.000000e+02
  %271 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 %259
  store double %270, ptr %271, align 8, !tbaa !17
  %272 = add nuw nsw i64 %259, 1
  %273 = icmp eq i64 %272, 100
  br i1 %273, label %162, label %258, !llvm.loop !21

274:                                              ; preds = %295
  store i32 %303, ptr @rng, align 4, !tbaa !5
  call fastcc void @merge_sort(ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 200) #7
  %275 = load i64, ptr %4, align 8, !tbaa !22
  %276 = insertelement <4 x i64> poison, i64 %275, i64 3
  br label %277

277:                                              ; preds = %277, %274
  %278 = phi i64 [ 0, %274 ], [ %293, %277 ]
  %279 = phi <4 x i64> [ %276, %274 ], [ %286, %277 ]
  %280 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %274 ], [ %291, %277 ]
  %281 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %274 ], [ %292, %277 ]
  %282 = or i64 %278, 1
  %283 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 %282
  %284 = load <4 x i64>, ptr %283, align 8, !tbaa !22
  %285 = getelementptr inbounds i64, ptr %283, i64 4
  %286 = load <4 x i64>, ptr %285, align 8, !tbaa !22
  %287 = shufflevector <4 x i64> %279, <4 x i64> %284, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %288 = shufflevector <4 x i64> %284, <4 x i64> %286, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %289 = icmp sgt <4 x i64> %287, %284
  %290 = icmp sgt <4 x i64> %288, %286
  %291 = select <4 x i1> %289, <4 x i32> zeroinitializer, <4 x i32> %280
  %292 = select <4 x i1> %290, <4 x i32> zeroinitializer, <4 x i32> %281
  %293 = add nuw i64 %278, 8
  %294 = icmp eq i64 %293, 192
  br i1 %294, label %313, label %277, !llvm.loop !24

295:                                              ; preds = %250, %295
  %296 = phi i64 [ 0, %250 ], [ %311, %295 ]
  %297 = phi i32 [ %257, %250 ], [ %303, %295 ]
  %298 = shl i32 %297, 13
  %299 = xor i32 %298, %297
  %300 = lshr i32 %299, 17
  %301 = xor i32 %300, %299
  %302 = shl i32 %301, 5
  %303 = xor i32 %302, %301
  %304 = zext i32 %303 to i64
  %305 = and i64 %296, 1
  %306 = icmp eq i64 %305, 0
  %307 = sub nsw i64 0, %304
  %308 = select i1 %306, i64 %304, i64 %307
  %309 = mul nsw i64 %308, 1000
  %310 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 %296
  store i64 %309, ptr %310, align 8, !tbaa !22
  %311 = add nuw nsw i64 %296, 1
  %312 = icmp eq i64 %311, 200
  br i1 %312, label %274, label %295, !llvm.loop !25

313:                                              ; preds = %277
  %314 = extractelement <4 x i64> %286, i64 3
  %315 = icmp ne <4 x i32> %291, <i32 1, i32 1, i32 1, i32 1>
  %316 = icmp ne <4 x i32> %292, <i32 1, i32 1, i32 1, i32 1>
  %317 = select <4 x i1> %315, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %316
  %318 = bitcast <4 x i1> %317 to i4
  %319 = icmp eq i4 %318, 0
  %320 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 193
  %321 = load i64, ptr %320, align 8, !tbaa !22
  %322 = icmp sle i64 %314, %321
  %323 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 194
  %324 = load i64, ptr %323, align 8, !tbaa !22
  %325 = icmp sle i64 %321, %324
  %326 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 195
  %327 = load i64, ptr %326, align 8, !tbaa !22
  %328 = icmp sle i64 %324, %327
  %329 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 196
  %330 = load i64, ptr %329, align 8, !tbaa !22
  %331 = icmp sle i64 %327, %330
  %332 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 197
  %333 = load i64, ptr %332, align 8, !tbaa !22
  %334 = icmp sle i64 %330, %333
  %335 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 198
  %336 = load i64, ptr %335, align 8, !tbaa !22
  %337 = icmp sle i64 %333, %336
  %338 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 199
  %339 = load i64, ptr %338, align 8, !tbaa !22
  %340 = icmp sle i64 %336, %339
  %341 = select i1 %340, i1 %337, i1 false
  %342 = select i1 %341, i1 %334, i1 false
  %343 = select i1 %342, i1 %331, i1 false
  %344 = select i1 %343, i1 %328, i1 false
  %345 = select i1 %344, i1 %325, i1 false
  %346 = select i1 %345, i1 %322, i1 false
  %347 = select i1 %346, i1 %319, i1 false
  %348 = zext i1 %347 to i32
  %349 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 199
  %350 = load i64, ptr %349, align 8, !tbaa !22
  %351 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %348, i64 noundef %275, i64 noundef %350) #8
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %6) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(36) %6, ptr noundef nonnull align 4 dereferenceable(36) @__const.main.dup, i64 36, i1 false)
  call fastcc void @quicksort(ptr noundef nonnull %6, i32 noundef 0, i32 noundef 8) #7
  %352 = load i32, ptr %6, align 4, !tbaa !5
  %353 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %352) #8
  %354 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 1
  %355 = load i32, ptr %354, align 4, !tbaa !5
  %356 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %355) #8
  %357 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 2
  %358 = load i32, ptr %357, align 4, !tbaa !5
  %359 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %358) #8
  %360 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 3
  %361 = load i32, ptr %360, align 4, !tbaa !5
  %362 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %361) #8
  %363 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 4
  %364 = load i32, ptr %363, align 4, !tbaa !5
  %365 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %364) #8
  %366 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 5
  %367 = load i32, ptr %366, align 4, !tbaa !5
  %368 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %367) #8
  %369 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 6
  %370 = load i32, ptr %369, align 4, !tbaa !5
  %371 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %370) #8
  %372 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 7
  %373 = load i32, ptr %372, align 4, !tbaa !5
  %374 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %373) #8
  %375 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 8
  %376 = load i32, ptr %375, align 4, !tbaa !5
  %377 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %376) #8
  %378 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #8
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %1) #6
  ret i32 0
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
  %13 = load i32, ptr %12, align 4, !tbaa !5
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
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = icmp slt i32 %22, %13
  %24 = add i64 %20, 1
  br i1 %23, label %19, label %25, !llvm.loop !26

25:                                               ; preds = %19
  %26 = getelementptr inbounds i32, ptr %0, i64 %20
  %27 = trunc i64 %20 to i32
  %28 = sext i32 %16 to i64
  br label %29

29:                                               ; preds = %29, %25
  %30 = phi i64 [ %34, %29 ], [ %28, %25 ]
  %31 = getelementptr inbounds i32, ptr %0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = icmp sgt i32 %32, %13
  %34 = add i64 %30, -1
  br i1 %33, label %29, label %35, !llvm.loop !27

35:                                               ; preds = %29
  %36 = trunc i64 %30 to i32
  %37 = icmp sgt i32 %27, %36
  br i1 %37, label %42, label %38

38:                                               ; preds = %35
  %39 = getelementptr inbounds i32, ptr %0, i64 %30
  store i32 %32, ptr %26, align 4, !tbaa !5
  store i32 %22, ptr %39, align 4, !tbaa !5
  %40 = add nsw i32 %27, 1
  %41 = add nsw i32 %36, -1
  br label %42

42:                                               ; preds = %38, %35
  %43 = phi i32 [ %40, %38 ], [ %27, %35 ]
  %44 = phi i32 [ %41, %38 ], [ %36, %35 ]
  %45 = icmp sgt i32 %43, %44
  br i1 %45, label %46, label %15, !llvm.loop !28

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
  br i1 %57, label %5, label %58, !llvm.loop !29

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
  br i1 %9, label %167, label %10

10:                                               ; preds = %3
  %11 = lshr i32 %2, 1
  tail call fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %11) #7
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i64, ptr %0, i64 %12
  %14 = sub nsw i32 %2, %11
  tail call fastcc void @merge_sort(ptr noundef %13, ptr noundef %1, i32 noundef %14) #7
  br label %53

15:                                               ; preds = %53
  %16 = icmp ult i32 %65, %11
  br i1 %16, label %17, label %75

17:                                               ; preds = %15
  %18 = and i64 %70, 4294967295
  %19 = zext i32 %65 to i64
  %20 = zext i32 %56 to i64
  %21 = sub nsw i64 %12, %20
  %22 = sext i1 %63 to i64
  %23 = add nsw i64 %21, %22
  %24 = icmp ult i64 %23, 10
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
  %41 = load <2 x i64>, ptr %40, align 8, !tbaa !22
  %42 = getelementptr inbounds i64, ptr %40, i64 2
  %43 = load <2 x i64>, ptr %42, align 8, !tbaa !22
  %44 = getelementptr inbounds i64, ptr %1, i64 %38
  store <2 x i64> %41, ptr %44, align 8, !tbaa !22
  %45 = getelementptr inbounds i64, ptr %44, i64 2
  store <2 x i64> %43, ptr %45, align 8, !tbaa !22
  %46 = add nuw i64 %37, 4
  %47 = icmp eq i64 %46, %33
  br i1 %47, label %48, label %36, !llvm.loop !30

48:                                               ; preds = %36
  %49 = icmp eq i64 %23, %33
  br i1 %49, label %75, label %50

50:                                               ; preds = %25, %17, %48
  %51 = phi i64 [ %19, %25 ], [ %19, %17 ], [ %34, %48 ]
  %52 = phi i64 [ %18, %25 ], [ %18, %17 ], [ %35, %48 ]
  br label %117

53:                                               ; preds = %10, %53
  %54 = phi i64 [ %70, %53 ], [ 0, %10 ]
  %55 = phi i32 [ %68, %53 ], [ %11, %10 ]
  %56 = phi i32 [ %65, %53 ], [ 0, %10 ]
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds i64, ptr %0, i64 %57
  %59 = load i64, ptr %58, align 8, !tbaa !22
  %60 = zext i32 %55 to i64
  %61 = getelementptr inbounds i64, ptr %0, i64 %60
  %62 = load i64, ptr %61, align 8, !tbaa !22
  %63 = icmp sle i64 %59, %62
  %64 = zext i1 %63 to i32
  %65 = add nuw nsw i32 %56, %64
  %66 = xor i1 %63, true
  %67 = zext i1 %66 to i32
  %68 = add nuw nsw i32 %55, %67
  %69 = tail call i64 @llvm.smin.i64(i64 %59, i64 %62)
  %70 = add nuw i64 %54, 1
  %71 = getelementptr inbounds i64, ptr %1, i64 %54
  store i64 %69, ptr %71, align 8, !tbaa !22
  %72 = icmp ult i32 %65, %11
  %73 = icmp slt i32 %68, %2
  %74 = select i1 %72, i1 %73, i1 false
  br i1 %74, label %53, label %15, !llvm.loop !31

75:                                               ; preds = %117, %48, %15
  %76 = phi i64 [ %70, %15 ], [ %35, %48 ], [ %123, %117 ]
  %77 = icmp slt i32 %68, %2
  br i1 %77, label %78, label %126

78:                                               ; preds = %75
  %79 = and i64 %76, 4294967295
  %80 = zext i32 %68 to i64
  %81 = xor i32 %55, -1
  %82 = add i32 %81, %2
  %83 = xor i1 %63, true
  %84 = sext i1 %83 to i32
  %85 = add i32 %82, %84
  %86 = zext i32 %85 to i64
  %87 = add nuw nsw i64 %86, 1
  %88 = icmp ult i32 %85, 9
  br i1 %88, label %114, label %89

89:                                               ; preds = %78
  %90 = shl nuw nsw i64 %79, 3
  %91 = add i64 %90, %6
  %92 = shl nuw nsw i64 %80, 3
  %93 = add i64 %92, %5
  %94 = sub i64 %91, %93
  %95 = icmp ult i64 %94, 32
  br i1 %95, label %114, label %96

96:                                               ; preds = %89
  %97 = and i64 %87, -4
  %98 = add nuw nsw i64 %97, %80
  %99 = add nuw nsw i64 %79, %97
  br label %100

100:                                              ; preds = %100, %96
  %101 = phi i64 [ 0, %96 ], [ %110, %100 ]
  %102 = add i64 %79, %101
  %103 = add i64 %101, %80
  %104 = getelementptr inbounds i64, ptr %0, i64 %103
  %105 = load <2 x i64>, ptr %104, align 8, !tbaa !22
  %106 = getelementptr inbounds i64, ptr %104, i64 2
  %107 = load <2 x i64>, ptr %106, align 8, !tbaa !22
  %108 = getelementptr inbounds i64, ptr %1, i64 %102
  store <2 x i64> %105, ptr %108, align 8, !tbaa !22
  %109 = getelementptr inbounds i64, ptr %108, i64 2
  store <2 x i64> %107, ptr %109, align 8, !tbaa !22
  %110 = add nuw i64 %101, 4
  %111 = icmp eq i64 %110, %97
  br i1 %111, label %112, label %100, !llvm.loop !32

112:                                              ; preds = %100
  %113 = icmp eq i64 %87, %97
  br i1 %113, label %126, label %114

114:                                              ; preds = %89, %78, %112
  %115 = phi i64 [ %80, %89 ], [ %80, %78 ], [ %98, %112 ]
  %116 = phi i64 [ %79, %89 ], [ %79, %78 ], [ %99, %112 ]
  br label %150

117:                                              ; preds = %50, %117
  %118 = phi i64 [ %120, %117 ], [ %51, %50 ]
  %119 = phi i64 [ %123, %117 ], [ %52, %50 ]
  %120 = add nuw nsw i64 %118, 1
  %121 = getelementptr inbounds i64, ptr %0, i64 %118
  %122 = load i64, ptr %121, align 8, !tbaa !22
  %123 = add nuw nsw i64 %119, 1
  %124 = getelementptr inbounds i64, ptr %1, i64 %119
  store i64 %122, ptr %124, align 8, !tbaa !22
  %125 = icmp eq i64 %120, %12
  br i1 %125, label %75, label %117, !llvm.loop !33

126:                                              ; preds = %150, %112, %75
  %127 = icmp sgt i32 %2, 0
  br i1 %127, label %128, label %167

128:                                              ; preds = %126
  %129 = zext i32 %2 to i64
  %130 = icmp ult i32 %2, 4
  %131 = sub i64 %5, %4
  %132 = icmp ult i64 %131, 32
  %133 = or i1 %130, %132
  br i1 %133, label %148, label %134

134:                                              ; preds = %128
  %135 = and i64 %129, 4294967292
  br label %136

136:                                              ; preds = %136, %134
  %137 = phi i64 [ 0, %134 ], [ %144, %136 ]
  %138 = getelementptr inbounds i64, ptr %1, i64 %137
  %139 = load <2 x i64>, ptr %138, align 8, !tbaa !22
  %140 = getelementptr inbounds i64, ptr %138, i64 2
  %141 = load <2 x i64>, ptr %140, align 8, !tbaa !22
  %142 = getelementptr inbounds i64, ptr %0, i64 %137
  store <2 x i64> %139, ptr %142, align 8, !tbaa !22
  %143 = getelementptr inbounds i64, ptr %142, i64 2
  store <2 x i64> %141, ptr %143, align 8, !tbaa !22
  %144 = add nuw i64 %137, 4
  %145 = icmp eq i64 %144, %135
  br i1 %145, label %146, label %136, !llvm.loop !34

146:                                              ; preds = %136
  %147 = icmp eq i64 %135, %129
  br i1 %147, label %167, label %148

148:                                              ; preds = %128, %146
  %149 = phi i64 [ 0, %128 ], [ %135, %146 ]
  br label %160

150:                                              ; preds = %114, %150
  %151 = phi i64 [ %153, %150 ], [ %115, %114 ]
  %152 = phi i64 [ %156, %150 ], [ %116, %114 ]
  %153 = add nuw nsw i64 %151, 1
  %154 = getelementptr inbounds i64, ptr %0, i64 %151
  %155 = load i64, ptr %154, align 8, !tbaa !22
  %156 = add nuw nsw i64 %152, 1
  %157 = getelementptr inbounds i64, ptr %1, i64 %152
  store i64 %155, ptr %157, align 8, !tbaa !22
  %158 = trunc i64 %153 to i32
  %159 = icmp slt i32 %158, %2
  br i1 %159, label %150, label %126, !llvm.loop !35

160:                                              ; preds = %148, %160
  %161 = phi i64 [ %165, %160 ], [ %149, %148 ]
  %162 = getelementptr inbounds i64, ptr %1, i64 %161
  %163 = load i64, ptr %162, align 8, !tbaa !22
  %164 = getelementptr inbounds i64, ptr %0, i64 %161
  store i64 %163, ptr %164, align 8, !tbaa !22
  %165 = add nuw nsw i64 %161, 1
  %166 = icmp eq i64 %165, %129
  br i1 %166, label %167, label %160, !llvm.loop !36

167:                                              ; preds = %160, %146, %126, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !7, i64 0}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = !{!23, !23, i64 0}
!23 = !{!"long long", !7, i64 0}
!24 = distinct !{!24, !10, !13, !14}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10, !13, !14}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10, !13, !14}
!33 = distinct !{!33, !10, !13}
!34 = distinct !{!34, !10, !13, !14}
!35 = distinct !{!35, !10, !13}
!36 = distinct !{!36, !10, !13}
