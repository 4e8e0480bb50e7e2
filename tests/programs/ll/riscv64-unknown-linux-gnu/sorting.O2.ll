; ModuleID = 'tests/programs/sorting.c'
source_filename = "tests/programs/sorting.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"insertion ok %d quick ok %d same %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"heap %.4f %.4f %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"merge ok %d min %lld max %lld\0A\00", align 1
@__const.main.dup = private unnamed_addr constant [9 x i32] [i32 5, i32 5, i32 5, i32 1, i32 1, i32 9, i32 0, i32 0, i32 5], align 4
@.str.5 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@rng = internal unnamed_addr global i32 -1831433054, align 4

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [300 x i32], align 4
  %2 = alloca [300 x i32], align 4
  %3 = alloca [100 x double], align 8
  %4 = alloca [200 x i64], align 8
  %5 = alloca [200 x i64], align 8
  %6 = alloca [9 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %2) #6
  %7 = load i32, ptr @rng, align 4, !tbaa !6
  br label %32

8:                                                ; preds = %32
  store i32 %40, ptr @rng, align 4, !tbaa !6
  br label %9

9:                                                ; preds = %8, %24
  %10 = phi i64 [ %29, %24 ], [ 1, %8 ]
  %11 = getelementptr inbounds i32, ptr %1, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  br label %13

13:                                               ; preds = %20, %9
  %14 = phi i64 [ %10, %9 ], [ %23, %20 ]
  %15 = add nuw nsw i64 %14, 4294967295
  %16 = and i64 %15, 4294967295
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = icmp sgt i32 %18, %12
  br i1 %19, label %20, label %24

20:                                               ; preds = %13
  %21 = getelementptr inbounds i32, ptr %1, i64 %14
  store i32 %18, ptr %21, align 4, !tbaa !6
  %22 = icmp sgt i64 %14, 1
  %23 = add nsw i64 %14, -1
  br i1 %22, label %13, label %24, !llvm.loop !10

24:                                               ; preds = %20, %13
  %25 = phi i64 [ 0, %20 ], [ %14, %13 ]
  %26 = shl i64 %25, 32
  %27 = ashr exact i64 %26, 32
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  store i32 %12, ptr %28, align 4, !tbaa !6
  %29 = add nuw nsw i64 %10, 1
  %30 = icmp eq i64 %29, 300
  br i1 %30, label %31, label %9, !llvm.loop !12

31:                                               ; preds = %24
  call fastcc void @quicksort(ptr noundef nonnull %2, i32 noundef signext 0, i32 noundef signext 299) #7
  br label %115

32:                                               ; preds = %0, %32
  %33 = phi i64 [ 0, %0 ], [ %45, %32 ]
  %34 = phi i32 [ %7, %0 ], [ %40, %32 ]
  %35 = shl i32 %34, 13
  %36 = xor i32 %35, %34
  %37 = lshr i32 %36, 17
  %38 = xor i32 %37, %36
  %39 = shl i32 %38, 5
  %40 = xor i32 %39, %38
  %41 = urem i32 %40, 2001
  %42 = add nsw i32 %41, -1000
  %43 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 %33
  store i32 %42, ptr %43, align 4, !tbaa !6
  %44 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %33
  store i32 %42, ptr %44, align 4, !tbaa !6
  %45 = add nuw nsw i64 %33, 1
  %46 = icmp eq i64 %45, 300
  br i1 %46, label %8, label %32, !llvm.loop !13

47:                                               ; preds = %115
  %48 = load i32, ptr %1, align 4, !tbaa !6
  %49 = getelementptr inbounds i32, ptr %1, i64 1
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = icmp sgt i32 %48, %50
  br i1 %51, label %64, label %52

52:                                               ; preds = %47, %57
  %53 = phi i32 [ %59, %57 ], [ %50, %47 ]
  %54 = phi i64 [ %55, %57 ], [ 1, %47 ]
  %55 = add nuw nsw i64 %54, 1
  %56 = icmp eq i64 %55, 300
  br i1 %56, label %61, label %57, !llvm.loop !14

57:                                               ; preds = %52
  %58 = getelementptr inbounds i32, ptr %1, i64 %55
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = icmp sgt i32 %53, %59
  br i1 %60, label %61, label %52, !llvm.loop !14

61:                                               ; preds = %52, %57
  %62 = icmp ugt i64 %54, 298
  %63 = zext i1 %62 to i32
  br label %64

64:                                               ; preds = %61, %47
  %65 = phi i32 [ 0, %47 ], [ %63, %61 ]
  %66 = load i32, ptr %2, align 4, !tbaa !6
  %67 = getelementptr inbounds i32, ptr %2, i64 1
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = icmp sgt i32 %66, %68
  br i1 %69, label %82, label %70

70:                                               ; preds = %64, %75
  %71 = phi i32 [ %77, %75 ], [ %68, %64 ]
  %72 = phi i64 [ %73, %75 ], [ 1, %64 ]
  %73 = add nuw nsw i64 %72, 1
  %74 = icmp eq i64 %73, 300
  br i1 %74, label %79, label %75, !llvm.loop !14

75:                                               ; preds = %70
  %76 = getelementptr inbounds i32, ptr %2, i64 %73
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = icmp sgt i32 %71, %77
  br i1 %78, label %79, label %70, !llvm.loop !14

79:                                               ; preds = %70, %75
  %80 = icmp ugt i64 %72, 298
  %81 = zext i1 %80 to i32
  br label %82

82:                                               ; preds = %79, %64
  %83 = phi i32 [ 0, %64 ], [ %81, %79 ]
  %84 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %65, i32 noundef signext %83, i32 noundef signext %123) #8
  %85 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %48) #8
  %86 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 30
  %87 = load i32, ptr %86, align 4, !tbaa !6
  %88 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %87) #8
  %89 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 60
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %90) #8
  %92 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 90
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %93) #8
  %95 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 120
  %96 = load i32, ptr %95, align 4, !tbaa !6
  %97 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %96) #8
  %98 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 150
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %99) #8
  %101 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 180
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %102) #8
  %104 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 210
  %105 = load i32, ptr %104, align 4, !tbaa !6
  %106 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %105) #8
  %107 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 240
  %108 = load i32, ptr %107, align 4, !tbaa !6
  %109 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %108) #8
  %110 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 270
  %111 = load i32, ptr %110, align 4, !tbaa !6
  %112 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %111) #8
  %113 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #8
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %3) #6
  %114 = load i32, ptr @rng, align 4, !tbaa !6
  br label %222

115:                                              ; preds = %31, %115
  %116 = phi i64 [ 0, %31 ], [ %124, %115 ]
  %117 = phi i32 [ 1, %31 ], [ %123, %115 ]
  %118 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %116
  %119 = load i32, ptr %118, align 4, !tbaa !6
  %120 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 %116
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = icmp eq i32 %119, %121
  %123 = select i1 %122, i32 %117, i32 0
  %124 = add nuw nsw i64 %116, 1
  %125 = icmp eq i64 %124, 300
  br i1 %125, label %47, label %115, !llvm.loop !15

126:                                              ; preds = %222
  store i32 %230, ptr @rng, align 4, !tbaa !6
  br label %127

127:                                              ; preds = %126, %166
  %128 = phi i32 [ %167, %166 ], [ 49, %126 ]
  br label %129

129:                                              ; preds = %159, %127
  %130 = phi i32 [ %157, %159 ], [ %128, %127 ]
  %131 = shl nsw i32 %130, 1
  %132 = or i32 %131, 1
  %133 = add i32 %131, 2
  %134 = icmp slt i32 %132, 100
  br i1 %134, label %135, label %144

135:                                              ; preds = %129
  %136 = sext i32 %132 to i64
  %137 = getelementptr inbounds double, ptr %3, i64 %136
  %138 = load double, ptr %137, align 8, !tbaa !16
  %139 = sext i32 %130 to i64
  %140 = getelementptr inbounds double, ptr %3, i64 %139
  %141 = load double, ptr %140, align 8, !tbaa !16
  %142 = fcmp ogt double %138, %141
  br i1 %142, label %143, label %144

143:                                              ; preds = %135
  br label %144

144:                                              ; preds = %143, %135, %129
  %145 = phi i32 [ %132, %143 ], [ %130, %135 ], [ %130, %129 ]
  %146 = icmp slt i32 %133, 100
  br i1 %146, label %147, label %156

147:                                              ; preds = %144
  %148 = sext i32 %133 to i64
  %149 = getelementptr inbounds double, ptr %3, i64 %148
  %150 = load double, ptr %149, align 8, !tbaa !16
  %151 = sext i32 %145 to i64
  %152 = getelementptr inbounds double, ptr %3, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !16
  %154 = fcmp ogt double %150, %153
  br i1 %154, label %155, label %156

155:                                              ; preds = %147
  br label %156

156:                                              ; preds = %155, %147, %144
  %157 = phi i32 [ %133, %155 ], [ %145, %147 ], [ %145, %144 ]
  %158 = icmp eq i32 %157, %130
  br i1 %158, label %166, label %159

159:                                              ; preds = %156
  %160 = sext i32 %130 to i64
  %161 = getelementptr inbounds double, ptr %3, i64 %160
  %162 = load double, ptr %161, align 8, !tbaa !16
  %163 = sext i32 %157 to i64
  %164 = getelementptr inbounds double, ptr %3, i64 %163
  %165 = load double, ptr %164, align 8, !tbaa !16
  store double %165, ptr %161, align 8, !tbaa !16
  store double %162, ptr %164, align 8, !tbaa !16
  br label %129

166:                                              ; preds = %156
  %167 = add nsw i32 %128, -1
  %168 = icmp eq i32 %128, 0
  br i1 %168, label %169, label %127, !llvm.loop !18

169:                                              ; preds = %166, %211
  %170 = phi i64 [ %212, %211 ], [ 99, %166 ]
  %171 = load double, ptr %3, align 8, !tbaa !16
  %172 = getelementptr inbounds double, ptr %3, i64 %170
  %173 = load double, ptr %172, align 8, !tbaa !16
  store double %173, ptr %3, align 8, !tbaa !16
  store double %171, ptr %172, align 8, !tbaa !16
  br label %174

174:                                              ; preds = %204, %169
  %175 = phi i32 [ 0, %169 ], [ %202, %204 ]
  %176 = shl nsw i32 %175, 1
  %177 = or i32 %176, 1
  %178 = add i32 %176, 2
  %179 = sext i32 %177 to i64
  %180 = icmp sgt i64 %170, %179
  br i1 %180, label %181, label %189

181:                                              ; preds = %174
  %182 = getelementptr inbounds double, ptr %3, i64 %179
  %183 = load double, ptr %182, align 8, !tbaa !16
  %184 = sext i32 %175 to i64
  %185 = getelementptr inbounds double, ptr %3, i64 %184
  %186 = load double, ptr %185, align 8, !tbaa !16
  %187 = fcmp ogt double %183, %186
  br i1 %187, label %188, label %189

188:                                              ; preds = %181
  br label %189

189:                                              ; preds = %188, %181, %174
  %190 = phi i32 [ %177, %188 ], [ %175, %181 ], [ %175, %174 ]
  %191 = sext i32 %178 to i64
  %192 = icmp sgt i64 %170, %191
  br i1 %192, label %193, label %201

193:                                              ; preds = %189
  %194 = getelementptr inbounds double, ptr %3, i64 %191
  %195 = load double, ptr %194, align 8, !tbaa !16
  %196 = sext i32 %190 to i64
  %197 = getelementptr inbounds double, ptr %3, i64 %196
  %198 = load double, ptr %197, align 8, !tbaa !16
  %199 = fcmp ogt double %195, %198
  br i1 %199, label %200, label %201

200:                                              ; preds = %193
  br label %201

201:                                              ; preds = %200, %193, %189
  %202 = phi i32 [ %178, %200 ], [ %190, %193 ], [ %190, %189 ]
  %203 = icmp eq i32 %202, %175
  br i1 %203, label %211, label %204

204:                                              ; preds = %201
  %205 = sext i32 %175 to i64
  %206 = getelementptr inbounds double, ptr %3, i64 %205
  %207 = load double, ptr %206, align 8, !tbaa !16
  %208 = sext i32 %202 to i64
  %209 = getelementptr inbounds double, ptr %3, i64 %208
  %210 = load double, ptr %209, align 8, !tbaa !16
  store double %210, ptr %206, align 8, !tbaa !16
  store double %207, ptr %209, align 8, !tbaa !16
  br label %174

211:                                              ; preds = %201
  %212 = add nsw i64 %170, -1
  %213 = icmp ugt i64 %170, 1
  br i1 %213, label %169, label %214, !llvm.loop !19

214:                                              ; preds = %211
  %215 = load double, ptr %3, align 8, !tbaa !16
  %216 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 50
  %217 = load double, ptr %216, align 8, !tbaa !16
  %218 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 99
  %219 = load double, ptr %218, align 8, !tbaa !16
  %220 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %215, double noundef %217, double noundef %219) #8
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %5) #6
  %221 = load i32, ptr @rng, align 4, !tbaa !6
  br label %240

222:                                              ; preds = %82, %222
  %223 = phi i64 [ 0, %82 ], [ %236, %222 ]
  %224 = phi i32 [ %114, %82 ], [ %230, %222 ]
  %225 = shl i32 %224, 13
  %226 = xor i32 %225, %224
  %227 = lshr i32 %226, 17
  %228 = xor i32 %227, %226
  %229 = shl i32 %228, 5
  %230 = xor i32 %229, %228
  %231 = urem i32 %230, 10000
  %232 = sitofp i32 %231 to double
  %233 = fdiv double %232, 7.000000e+00
  %234 = fadd double %233, -5.000000e+02
  %235 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 %223
  store double %234, ptr %235, align 8, !tbaa !16
  %236 = add nuw nsw i64 %223, 1
  %237 = icmp eq i64 %236, 100
  br i1 %237, label %126, label %222, !llvm.loop !20

238:                                              ; preds = %240
  store i32 %248, ptr @rng, align 4, !tbaa !6
  call fastcc void @merge_sort(ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef signext 200) #7
  %239 = load i64, ptr %4, align 8, !tbaa !21
  br label %289

240:                                              ; preds = %214, %240
  %241 = phi i64 [ 0, %214 ], [ %256, %240 ]
  %242 = phi i32 [ %221, %214 ], [ %248, %240 ]
  %243 = shl i32 %242, 13
  %244 = xor i32 %243, %242
  %245 = lshr i32 %244, 17
  %246 = xor i32 %245, %244
  %247 = shl i32 %246, 5
  %248 = xor i32 %247, %246
  %249 = zext i32 %248 to i64
  %250 = and i64 %241, 1
  %251 = icmp eq i64 %250, 0
  %252 = sub nsw i64 0, %249
  %253 = select i1 %251, i64 %249, i64 %252
  %254 = mul nsw i64 %253, 1000
  %255 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 %241
  store i64 %254, ptr %255, align 8, !tbaa !21
  %256 = add nuw nsw i64 %241, 1
  %257 = icmp eq i64 %256, 200
  br i1 %257, label %238, label %240, !llvm.loop !23

258:                                              ; preds = %289
  %259 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 199
  %260 = load i64, ptr %259, align 8, !tbaa !21
  %261 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext %296, i64 noundef %239, i64 noundef %260) #8
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %6) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(36) %6, ptr noundef nonnull align 4 dereferenceable(36) @__const.main.dup, i64 36, i1 false)
  call fastcc void @quicksort(ptr noundef nonnull %6, i32 noundef signext 0, i32 noundef signext 8) #7
  %262 = load i32, ptr %6, align 4, !tbaa !6
  %263 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %262) #8
  %264 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 1
  %265 = load i32, ptr %264, align 4, !tbaa !6
  %266 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %265) #8
  %267 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 2
  %268 = load i32, ptr %267, align 4, !tbaa !6
  %269 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %268) #8
  %270 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 3
  %271 = load i32, ptr %270, align 4, !tbaa !6
  %272 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %271) #8
  %273 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 4
  %274 = load i32, ptr %273, align 4, !tbaa !6
  %275 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %274) #8
  %276 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 5
  %277 = load i32, ptr %276, align 4, !tbaa !6
  %278 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %277) #8
  %279 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 6
  %280 = load i32, ptr %279, align 4, !tbaa !6
  %281 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %280) #8
  %282 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 7
  %283 = load i32, ptr %282, align 4, !tbaa !6
  %284 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %283) #8
  %285 = getelementptr inbounds [9 x i32], ptr %6, i64 0, i64 8
  %286 = load i32, ptr %285, align 4, !tbaa !6
  %287 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %286) #8
  %288 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #8
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %1) #6
  ret i32 0

289:                                              ; preds = %238, %289
  %290 = phi i64 [ %239, %238 ], [ %294, %289 ]
  %291 = phi i64 [ 1, %238 ], [ %297, %289 ]
  %292 = phi i32 [ 1, %238 ], [ %296, %289 ]
  %293 = getelementptr inbounds [200 x i64], ptr %4, i64 0, i64 %291
  %294 = load i64, ptr %293, align 8, !tbaa !21
  %295 = icmp sgt i64 %290, %294
  %296 = select i1 %295, i32 0, i32 %292
  %297 = add nuw nsw i64 %291, 1
  %298 = icmp eq i64 %297, 200
  br i1 %298, label %258, label %289, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc void @quicksort(ptr noundef %0, i32 noundef signext %1, i32 noundef signext %2) unnamed_addr #2 {
  %4 = icmp sgt i32 %2, %1
  br i1 %4, label %5, label %56

5:                                                ; preds = %3, %52
  %6 = phi i32 [ %54, %52 ], [ %1, %3 ]
  %7 = phi i32 [ %53, %52 ], [ %2, %3 ]
  %8 = sub nsw i32 %7, %6
  %9 = sdiv i32 %8, 2
  %10 = add nsw i32 %9, %6
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = icmp slt i32 %7, %6
  br i1 %14, label %49, label %15

15:                                               ; preds = %5, %40
  %16 = phi i32 [ %42, %40 ], [ %7, %5 ]
  %17 = phi i32 [ %41, %40 ], [ %6, %5 ]
  %18 = sext i32 %17 to i64
  br label %19

19:                                               ; preds = %19, %15
  %20 = phi i64 [ %24, %19 ], [ %18, %15 ]
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = icmp slt i32 %22, %13
  %24 = add i64 %20, 1
  br i1 %23, label %19, label %25, !llvm.loop !25

25:                                               ; preds = %19
  %26 = sext i32 %16 to i64
  br label %27

27:                                               ; preds = %27, %25
  %28 = phi i64 [ %32, %27 ], [ %26, %25 ]
  %29 = getelementptr inbounds i32, ptr %0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = icmp sgt i32 %30, %13
  %32 = add i64 %28, -1
  br i1 %31, label %27, label %33, !llvm.loop !26

33:                                               ; preds = %27
  %34 = trunc i64 %20 to i32
  %35 = trunc i64 %28 to i32
  %36 = icmp sgt i32 %34, %35
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  store i32 %30, ptr %21, align 4, !tbaa !6
  store i32 %22, ptr %29, align 4, !tbaa !6
  %38 = add nsw i32 %34, 1
  %39 = add nsw i32 %35, -1
  br label %40

40:                                               ; preds = %37, %33
  %41 = phi i32 [ %38, %37 ], [ %34, %33 ]
  %42 = phi i32 [ %39, %37 ], [ %35, %33 ]
  %43 = icmp sgt i32 %41, %42
  br i1 %43, label %44, label %15, !llvm.loop !27

44:                                               ; preds = %40
  %45 = sub nsw i32 %42, %6
  %46 = sub nsw i32 %7, %41
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %49

48:                                               ; preds = %44
  tail call fastcc void @quicksort(ptr noundef nonnull %0, i32 noundef signext %6, i32 noundef signext %42) #7
  br label %52

49:                                               ; preds = %5, %44
  %50 = phi i32 [ %42, %44 ], [ %7, %5 ]
  %51 = phi i32 [ %41, %44 ], [ %6, %5 ]
  tail call fastcc void @quicksort(ptr noundef nonnull %0, i32 noundef signext %51, i32 noundef signext %7) #7
  br label %52

52:                                               ; preds = %49, %48
  %53 = phi i32 [ %7, %48 ], [ %50, %49 ]
  %54 = phi i32 [ %41, %48 ], [ %6, %49 ]
  %55 = icmp sgt i32 %53, %54
  br i1 %55, label %5, label %56, !llvm.loop !28

56:                                               ; preds = %52, %3
  ret void
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #2 {
  %4 = icmp slt i32 %2, 2
  br i1 %4, label %73, label %5

5:                                                ; preds = %3
  %6 = lshr i32 %2, 1
  tail call fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef signext %6) #7
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds i64, ptr %0, i64 %7
  %9 = sub nsw i32 %2, %6
  tail call fastcc void @merge_sort(ptr noundef %8, ptr noundef %1, i32 noundef signext %9) #7
  br label %15

10:                                               ; preds = %15
  %11 = icmp ult i32 %27, %6
  br i1 %11, label %12, label %37

12:                                               ; preds = %10
  %13 = and i64 %32, 4294967295
  %14 = zext i32 %27 to i64
  br label %43

15:                                               ; preds = %5, %15
  %16 = phi i64 [ %32, %15 ], [ 0, %5 ]
  %17 = phi i32 [ %30, %15 ], [ %6, %5 ]
  %18 = phi i32 [ %27, %15 ], [ 0, %5 ]
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds i64, ptr %0, i64 %19
  %21 = load i64, ptr %20, align 8, !tbaa !21
  %22 = zext i32 %17 to i64
  %23 = getelementptr inbounds i64, ptr %0, i64 %22
  %24 = load i64, ptr %23, align 8, !tbaa !21
  %25 = icmp sle i64 %21, %24
  %26 = zext i1 %25 to i32
  %27 = add nuw nsw i32 %18, %26
  %28 = xor i1 %25, true
  %29 = zext i1 %28 to i32
  %30 = add nuw nsw i32 %17, %29
  %31 = tail call i64 @llvm.smin.i64(i64 %21, i64 %24)
  %32 = add nuw i64 %16, 1
  %33 = getelementptr inbounds i64, ptr %1, i64 %16
  store i64 %31, ptr %33, align 8, !tbaa !21
  %34 = icmp ult i32 %27, %6
  %35 = icmp slt i32 %30, %2
  %36 = select i1 %34, i1 %35, i1 false
  br i1 %36, label %15, label %10, !llvm.loop !29

37:                                               ; preds = %43, %10
  %38 = phi i64 [ %32, %10 ], [ %49, %43 ]
  %39 = icmp slt i32 %30, %2
  br i1 %39, label %40, label %52

40:                                               ; preds = %37
  %41 = and i64 %38, 4294967295
  %42 = zext i32 %30 to i64
  br label %56

43:                                               ; preds = %12, %43
  %44 = phi i64 [ %14, %12 ], [ %46, %43 ]
  %45 = phi i64 [ %13, %12 ], [ %49, %43 ]
  %46 = add nuw nsw i64 %44, 1
  %47 = getelementptr inbounds i64, ptr %0, i64 %44
  %48 = load i64, ptr %47, align 8, !tbaa !21
  %49 = add nuw nsw i64 %45, 1
  %50 = getelementptr inbounds i64, ptr %1, i64 %45
  store i64 %48, ptr %50, align 8, !tbaa !21
  %51 = icmp eq i64 %46, %7
  br i1 %51, label %37, label %43, !llvm.loop !30

52:                                               ; preds = %56, %37
  %53 = icmp sgt i32 %2, 0
  br i1 %53, label %54, label %73

54:                                               ; preds = %52
  %55 = zext i32 %2 to i64
  br label %66

56:                                               ; preds = %40, %56
  %57 = phi i64 [ %42, %40 ], [ %59, %56 ]
  %58 = phi i64 [ %41, %40 ], [ %62, %56 ]
  %59 = add nuw nsw i64 %57, 1
  %60 = getelementptr inbounds i64, ptr %0, i64 %57
  %61 = load i64, ptr %60, align 8, !tbaa !21
  %62 = add nuw nsw i64 %58, 1
  %63 = getelementptr inbounds i64, ptr %1, i64 %58
  store i64 %61, ptr %63, align 8, !tbaa !21
  %64 = trunc i64 %59 to i32
  %65 = icmp slt i32 %64, %2
  br i1 %65, label %56, label %52, !llvm.loop !31

66:                                               ; preds = %54, %66
  %67 = phi i64 [ 0, %54 ], [ %71, %66 ]
  %68 = getelementptr inbounds i64, ptr %1, i64 %67
  %69 = load i64, ptr %68, align 8, !tbaa !21
  %70 = getelementptr inbounds i64, ptr %0, i64 %67
  store i64 %69, ptr %70, align 8, !tbaa !21
  %71 = add nuw nsw i64 %67, 1
  %72 = icmp eq i64 %71, %55
  br i1 %72, label %73, label %66, !llvm.loop !32

73:                                               ; preds = %66, %52, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !8, i64 0}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = !{!22, !22, i64 0}
!22 = !{!"long long", !8, i64 0}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
