; ModuleID = 'tests/programs/sorting.c'
source_filename = "tests/programs/sorting.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
  %7 = load i32, ptr @rng, align 4, !tbaa !4
  br label %28

8:                                                ; preds = %28
  store i32 %36, ptr @rng, align 4, !tbaa !4
  br label %9

9:                                                ; preds = %8, %22
  %10 = phi i32 [ %25, %22 ], [ 1, %8 ]
  %11 = getelementptr inbounds i32, ptr %1, i32 %10
  %12 = load i32, ptr %11, align 4, !tbaa !4
  br label %13

13:                                               ; preds = %19, %9
  %14 = phi i32 [ %10, %9 ], [ %15, %19 ]
  %15 = add nsw i32 %14, -1
  %16 = getelementptr inbounds i32, ptr %1, i32 %15
  %17 = load i32, ptr %16, align 4, !tbaa !4
  %18 = icmp sgt i32 %17, %12
  br i1 %18, label %19, label %22

19:                                               ; preds = %13
  %20 = getelementptr inbounds i32, ptr %1, i32 %14
  store i32 %17, ptr %20, align 4, !tbaa !4
  %21 = icmp sgt i32 %14, 1
  br i1 %21, label %13, label %22, !llvm.loop !8

22:                                               ; preds = %19, %13
  %23 = phi i32 [ 0, %19 ], [ %14, %13 ]
  %24 = getelementptr inbounds i32, ptr %1, i32 %23
  store i32 %12, ptr %24, align 4, !tbaa !4
  %25 = add nuw nsw i32 %10, 1
  %26 = icmp eq i32 %25, 300
  br i1 %26, label %27, label %9, !llvm.loop !10

27:                                               ; preds = %22
  call fastcc void @quicksort(ptr noundef nonnull %2, i32 noundef 0, i32 noundef 299) #7
  br label %111

28:                                               ; preds = %0, %28
  %29 = phi i32 [ 0, %0 ], [ %41, %28 ]
  %30 = phi i32 [ %7, %0 ], [ %36, %28 ]
  %31 = shl i32 %30, 13
  %32 = xor i32 %31, %30
  %33 = lshr i32 %32, 17
  %34 = xor i32 %33, %32
  %35 = shl i32 %34, 5
  %36 = xor i32 %35, %34
  %37 = urem i32 %36, 2001
  %38 = add nsw i32 %37, -1000
  %39 = getelementptr inbounds [300 x i32], ptr %2, i32 0, i32 %29
  store i32 %38, ptr %39, align 4, !tbaa !4
  %40 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 %29
  store i32 %38, ptr %40, align 4, !tbaa !4
  %41 = add nuw nsw i32 %29, 1
  %42 = icmp eq i32 %41, 300
  br i1 %42, label %8, label %28, !llvm.loop !11

43:                                               ; preds = %111
  %44 = load i32, ptr %1, align 4, !tbaa !4
  %45 = getelementptr inbounds i32, ptr %1, i32 1
  %46 = load i32, ptr %45, align 4, !tbaa !4
  %47 = icmp sgt i32 %44, %46
  br i1 %47, label %60, label %48

48:                                               ; preds = %43, %53
  %49 = phi i32 [ %55, %53 ], [ %46, %43 ]
  %50 = phi i32 [ %51, %53 ], [ 1, %43 ]
  %51 = add nuw nsw i32 %50, 1
  %52 = icmp eq i32 %51, 300
  br i1 %52, label %57, label %53, !llvm.loop !12

53:                                               ; preds = %48
  %54 = getelementptr inbounds i32, ptr %1, i32 %51
  %55 = load i32, ptr %54, align 4, !tbaa !4
  %56 = icmp sgt i32 %49, %55
  br i1 %56, label %57, label %48, !llvm.loop !12

57:                                               ; preds = %48, %53
  %58 = icmp ugt i32 %50, 298
  %59 = zext i1 %58 to i32
  br label %60

60:                                               ; preds = %57, %43
  %61 = phi i32 [ 0, %43 ], [ %59, %57 ]
  %62 = load i32, ptr %2, align 4, !tbaa !4
  %63 = getelementptr inbounds i32, ptr %2, i32 1
  %64 = load i32, ptr %63, align 4, !tbaa !4
  %65 = icmp sgt i32 %62, %64
  br i1 %65, label %78, label %66

66:                                               ; preds = %60, %71
  %67 = phi i32 [ %73, %71 ], [ %64, %60 ]
  %68 = phi i32 [ %69, %71 ], [ 1, %60 ]
  %69 = add nuw nsw i32 %68, 1
  %70 = icmp eq i32 %69, 300
  br i1 %70, label %75, label %71, !llvm.loop !12

71:                                               ; preds = %66
  %72 = getelementptr inbounds i32, ptr %2, i32 %69
  %73 = load i32, ptr %72, align 4, !tbaa !4
  %74 = icmp sgt i32 %67, %73
  br i1 %74, label %75, label %66, !llvm.loop !12

75:                                               ; preds = %66, %71
  %76 = icmp ugt i32 %68, 298
  %77 = zext i1 %76 to i32
  br label %78

78:                                               ; preds = %75, %60
  %79 = phi i32 [ 0, %60 ], [ %77, %75 ]
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %61, i32 noundef %79, i32 noundef %119) #8
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %44) #8
  %82 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 30
  %83 = load i32, ptr %82, align 4, !tbaa !4
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %83) #8
  %85 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 60
  %86 = load i32, ptr %85, align 4, !tbaa !4
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %86) #8
  %88 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 90
  %89 = load i32, ptr %88, align 4, !tbaa !4
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %89) #8
  %91 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 120
  %92 = load i32, ptr %91, align 4, !tbaa !4
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %92) #8
  %94 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 150
  %95 = load i32, ptr %94, align 4, !tbaa !4
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %95) #8
  %97 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 180
  %98 = load i32, ptr %97, align 4, !tbaa !4
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %98) #8
  %100 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 210
  %101 = load i32, ptr %100, align 4, !tbaa !4
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %101) #8
  %103 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 240
  %104 = load i32, ptr %103, align 4, !tbaa !4
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %104) #8
  %106 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 270
  %107 = load i32, ptr %106, align 4, !tbaa !4
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %107) #8
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #8
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %3) #6
  %110 = load i32, ptr @rng, align 4, !tbaa !4
  br label %206

111:                                              ; preds = %27, %111
  %112 = phi i32 [ 0, %27 ], [ %120, %111 ]
  %113 = phi i32 [ 1, %27 ], [ %119, %111 ]
  %114 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 %112
  %115 = load i32, ptr %114, align 4, !tbaa !4
  %116 = getelementptr inbounds [300 x i32], ptr %2, i32 0, i32 %112
  %117 = load i32, ptr %116, align 4, !tbaa !4
  %118 = icmp eq i32 %115, %117
  %119 = select i1 %118, i32 %113, i32 0
  %120 = add nuw nsw i32 %112, 1
  %121 = icmp eq i32 %120, 300
  br i1 %121, label %43, label %111, !llvm.loop !13

122:                                              ; preds = %206
  store i32 %214, ptr @rng, align 4, !tbaa !4
  br label %123

123:                                              ; preds = %122, %156
  %124 = phi i32 [ %157, %156 ], [ 49, %122 ]
  br label %125

125:                                              ; preds = %151, %123
  %126 = phi i32 [ %149, %151 ], [ %124, %123 ]
  %127 = shl nsw i32 %126, 1
  %128 = or i32 %127, 1
  %129 = add i32 %127, 2
  %130 = icmp slt i32 %128, 100
  br i1 %130, label %131, label %138

131:                                              ; preds = %125
  %132 = getelementptr inbounds double, ptr %3, i32 %128
  %133 = load double, ptr %132, align 8, !tbaa !14
  %134 = getelementptr inbounds double, ptr %3, i32 %126
  %135 = load double, ptr %134, align 8, !tbaa !14
  %136 = fcmp ogt double %133, %135
  br i1 %136, label %137, label %138

137:                                              ; preds = %131
  br label %138

138:                                              ; preds = %137, %131, %125
  %139 = phi i32 [ %128, %137 ], [ %126, %131 ], [ %126, %125 ]
  %140 = icmp slt i32 %129, 100
  br i1 %140, label %141, label %148

141:                                              ; preds = %138
  %142 = getelementptr inbounds double, ptr %3, i32 %129
  %143 = load double, ptr %142, align 8, !tbaa !14
  %144 = getelementptr inbounds double, ptr %3, i32 %139
  %145 = load double, ptr %144, align 8, !tbaa !14
  %146 = fcmp ogt double %143, %145
  br i1 %146, label %147, label %148

147:                                              ; preds = %141
  br label %148

148:                                              ; preds = %147, %141, %138
  %149 = phi i32 [ %129, %147 ], [ %139, %141 ], [ %139, %138 ]
  %150 = icmp eq i32 %149, %126
  br i1 %150, label %156, label %151

151:                                              ; preds = %148
  %152 = getelementptr inbounds double, ptr %3, i32 %126
  %153 = load double, ptr %152, align 8, !tbaa !14
  %154 = getelementptr inbounds double, ptr %3, i32 %149
  %155 = load double, ptr %154, align 8, !tbaa !14
  store double %155, ptr %152, align 8, !tbaa !14
  store double %153, ptr %154, align 8, !tbaa !14
  br label %125

156:                                              ; preds = %148
  %157 = add nsw i32 %124, -1
  %158 = icmp eq i32 %124, 0
  br i1 %158, label %159, label %123, !llvm.loop !16

159:                                              ; preds = %156, %195
  %160 = phi i32 [ %196, %195 ], [ 99, %156 ]
  %161 = load double, ptr %3, align 8, !tbaa !14
  %162 = getelementptr inbounds double, ptr %3, i32 %160
  %163 = load double, ptr %162, align 8, !tbaa !14
  store double %163, ptr %3, align 8, !tbaa !14
  store double %161, ptr %162, align 8, !tbaa !14
  br label %164

164:                                              ; preds = %190, %159
  %165 = phi i32 [ 0, %159 ], [ %188, %190 ]
  %166 = shl nsw i32 %165, 1
  %167 = or i32 %166, 1
  %168 = add i32 %166, 2
  %169 = icmp slt i32 %167, %160
  br i1 %169, label %170, label %177

170:                                              ; preds = %164
  %171 = getelementptr inbounds double, ptr %3, i32 %167
  %172 = load double, ptr %171, align 8, !tbaa !14
  %173 = getelementptr inbounds double, ptr %3, i32 %165
  %174 = load double, ptr %173, align 8, !tbaa !14
  %175 = fcmp ogt double %172, %174
  br i1 %175, label %176, label %177

176:                                              ; preds = %170
  br label %177

177:                                              ; preds = %176, %170, %164
  %178 = phi i32 [ %167, %176 ], [ %165, %170 ], [ %165, %164 ]
  %179 = icmp slt i32 %168, %160
  br i1 %179, label %180, label %187

180:                                              ; preds = %177
  %181 = getelementptr inbounds double, ptr %3, i32 %168
  %182 = load double, ptr %181, align 8, !tbaa !14
  %183 = getelementptr inbounds double, ptr %3, i32 %178
  %184 = load double, ptr %183, align 8, !tbaa !14
  %185 = fcmp ogt double %182, %184
  br i1 %185, label %186, label %187

186:                                              ; preds = %180
  br label %187

187:                                              ; preds = %186, %180, %177
  %188 = phi i32 [ %168, %186 ], [ %178, %180 ], [ %178, %177 ]
  %189 = icmp eq i32 %188, %165
  br i1 %189, label %195, label %190

190:                                              ; preds = %187
  %191 = getelementptr inbounds double, ptr %3, i32 %165
  %192 = load double, ptr %191, align 8, !tbaa !14
  %193 = getelementptr inbounds double, ptr %3, i32 %188
  %194 = load double, ptr %193, align 8, !tbaa !14
  store double %194, ptr %191, align 8, !tbaa !14
  store double %192, ptr %193, align 8, !tbaa !14
  br label %164

195:                                              ; preds = %187
  %196 = add nsw i32 %160, -1
  %197 = icmp ugt i32 %160, 1
  br i1 %197, label %159, label %198, !llvm.loop !17

198:                                              ; preds = %195
  %199 = load double, ptr %3, align 8, !tbaa !14
  %200 = getelementptr inbounds [100 x double], ptr %3, i32 0, i32 50
  %201 = load double, ptr %200, align 8, !tbaa !14
  %202 = getelementptr inbounds [100 x double], ptr %3, i32 0, i32 99
  %203 = load double, ptr %202, align 8, !tbaa !14
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %199, double noundef %201, double noundef %203) #8
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %5) #6
  %205 = load i32, ptr @rng, align 4, !tbaa !4
  br label %224

206:                                              ; preds = %78, %206
  %207 = phi i32 [ 0, %78 ], [ %220, %206 ]
  %208 = phi i32 [ %110, %78 ], [ %214, %206 ]
  %209 = shl i32 %208, 13
  %210 = xor i32 %209, %208
  %211 = lshr i32 %210, 17
  %212 = xor i32 %211, %210
  %213 = shl i32 %212, 5
  %214 = xor i32 %213, %212
  %215 = urem i32 %214, 10000
  %216 = sitofp i32 %215 to double
  %217 = fdiv double %216, 7.000000e+00
  %218 = fadd double %217, -5.000000e+02
  %219 = getelementptr inbounds [100 x double], ptr %3, i32 0, i32 %207
  store double %218, ptr %219, align 8, !tbaa !14
  %220 = add nuw nsw i32 %207, 1
  %221 = icmp eq i32 %220, 100
  br i1 %221, label %122, label %206, !llvm.loop !18

222:                                              ; preds = %224
  store i32 %232, ptr @rng, align 4, !tbaa !4
  call fastcc void @merge_sort(ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 200) #7
  %223 = load i64, ptr %4, align 8, !tbaa !19
  br label %273

224:                                              ; preds = %198, %224
  %225 = phi i32 [ 0, %198 ], [ %240, %224 ]
  %226 = phi i32 [ %205, %198 ], [ %232, %224 ]
  %227 = shl i32 %226, 13
  %228 = xor i32 %227, %226
  %229 = lshr i32 %228, 17
  %230 = xor i32 %229, %228
  %231 = shl i32 %230, 5
  %232 = xor i32 %231, %230
  %233 = zext i32 %232 to i64
  %234 = and i32 %225, 1
  %235 = icmp eq i32 %234, 0
  %236 = select i1 %235, i32 1000, i32 -1000
  %237 = sext i32 %236 to i64
  %238 = mul nsw i64 %237, %233
  %239 = getelementptr inbounds [200 x i64], ptr %4, i32 0, i32 %225
  store i64 %238, ptr %239, align 8, !tbaa !19
  %240 = add nuw nsw i32 %225, 1
  %241 = icmp eq i32 %240, 200
  br i1 %241, label %222, label %224, !llvm.loop !21

242:                                              ; preds = %273
  %243 = getelementptr inbounds [200 x i64], ptr %4, i32 0, i32 199
  %244 = load i64, ptr %243, align 8, !tbaa !19
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %280, i64 noundef %223, i64 noundef %244) #8
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %6) #6
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(36) %6, ptr noundef nonnull align 4 dereferenceable(36) @__const.main.dup, i32 36, i1 false)
  call fastcc void @quicksort(ptr noundef nonnull %6, i32 noundef 0, i32 noundef 8) #7
  %246 = load i32, ptr %6, align 4, !tbaa !4
  %247 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %246) #8
  %248 = getelementptr inbounds [9 x i32], ptr %6, i32 0, i32 1
  %249 = load i32, ptr %248, align 4, !tbaa !4
  %250 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %249) #8
  %251 = getelementptr inbounds [9 x i32], ptr %6, i32 0, i32 2
  %252 = load i32, ptr %251, align 4, !tbaa !4
  %253 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %252) #8
  %254 = getelementptr inbounds [9 x i32], ptr %6, i32 0, i32 3
  %255 = load i32, ptr %254, align 4, !tbaa !4
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %255) #8
  %257 = getelementptr inbounds [9 x i32], ptr %6, i32 0, i32 4
  %258 = load i32, ptr %257, align 4, !tbaa !4
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %258) #8
  %260 = getelementptr inbounds [9 x i32], ptr %6, i32 0, i32 5
  %261 = load i32, ptr %260, align 4, !tbaa !4
  %262 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %261) #8
  %263 = getelementptr inbounds [9 x i32], ptr %6, i32 0, i32 6
  %264 = load i32, ptr %263, align 4, !tbaa !4
  %265 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %264) #8
  %266 = getelementptr inbounds [9 x i32], ptr %6, i32 0, i32 7
  %267 = load i32, ptr %266, align 4, !tbaa !4
  %268 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %267) #8
  %269 = getelementptr inbounds [9 x i32], ptr %6, i32 0, i32 8
  %270 = load i32, ptr %269, align 4, !tbaa !4
  %271 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %270) #8
  %272 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #8
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %1) #6
  ret i32 0

273:                                              ; preds = %222, %273
  %274 = phi i64 [ %223, %222 ], [ %278, %273 ]
  %275 = phi i32 [ 1, %222 ], [ %281, %273 ]
  %276 = phi i32 [ 1, %222 ], [ %280, %273 ]
  %277 = getelementptr inbounds [200 x i64], ptr %4, i32 0, i32 %275
  %278 = load i64, ptr %277, align 8, !tbaa !19
  %279 = icmp sgt i64 %274, %278
  %280 = select i1 %279, i32 0, i32 %276
  %281 = add nuw nsw i32 %275, 1
  %282 = icmp eq i32 %281, 200
  br i1 %282, label %242, label %273, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc void @quicksort(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = icmp sgt i32 %2, %1
  br i1 %4, label %5, label %48

5:                                                ; preds = %3, %44
  %6 = phi i32 [ %46, %44 ], [ %1, %3 ]
  %7 = phi i32 [ %45, %44 ], [ %2, %3 ]
  %8 = sub nsw i32 %7, %6
  %9 = sdiv i32 %8, 2
  %10 = add nsw i32 %9, %6
  %11 = getelementptr inbounds i32, ptr %0, i32 %10
  %12 = load i32, ptr %11, align 4, !tbaa !4
  %13 = icmp slt i32 %7, %6
  br i1 %13, label %41, label %14

14:                                               ; preds = %5, %32
  %15 = phi i32 [ %34, %32 ], [ %7, %5 ]
  %16 = phi i32 [ %33, %32 ], [ %6, %5 ]
  br label %17

17:                                               ; preds = %17, %14
  %18 = phi i32 [ %22, %17 ], [ %16, %14 ]
  %19 = getelementptr inbounds i32, ptr %0, i32 %18
  %20 = load i32, ptr %19, align 4, !tbaa !4
  %21 = icmp slt i32 %20, %12
  %22 = add nsw i32 %18, 1
  br i1 %21, label %17, label %23, !llvm.loop !23

23:                                               ; preds = %17, %23
  %24 = phi i32 [ %28, %23 ], [ %15, %17 ]
  %25 = getelementptr inbounds i32, ptr %0, i32 %24
  %26 = load i32, ptr %25, align 4, !tbaa !4
  %27 = icmp sgt i32 %26, %12
  %28 = add nsw i32 %24, -1
  br i1 %27, label %23, label %29, !llvm.loop !24

29:                                               ; preds = %23
  %30 = icmp sgt i32 %18, %24
  br i1 %30, label %32, label %31

31:                                               ; preds = %29
  store i32 %26, ptr %19, align 4, !tbaa !4
  store i32 %20, ptr %25, align 4, !tbaa !4
  br label %32

32:                                               ; preds = %31, %29
  %33 = phi i32 [ %22, %31 ], [ %18, %29 ]
  %34 = phi i32 [ %28, %31 ], [ %24, %29 ]
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %14, !llvm.loop !25

36:                                               ; preds = %32
  %37 = sub nsw i32 %34, %6
  %38 = sub nsw i32 %7, %33
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %41

40:                                               ; preds = %36
  tail call fastcc void @quicksort(ptr noundef nonnull %0, i32 noundef %6, i32 noundef %34) #7
  br label %44

41:                                               ; preds = %5, %36
  %42 = phi i32 [ %34, %36 ], [ %7, %5 ]
  %43 = phi i32 [ %33, %36 ], [ %6, %5 ]
  tail call fastcc void @quicksort(ptr noundef nonnull %0, i32 noundef %43, i32 noundef %7) #7
  br label %44

44:                                               ; preds = %41, %40
  %45 = phi i32 [ %7, %40 ], [ %42, %41 ]
  %46 = phi i32 [ %33, %40 ], [ %6, %41 ]
  %47 = icmp sgt i32 %45, %46
  br i1 %47, label %5, label %48, !llvm.loop !26

48:                                               ; preds = %44, %3
  ret void
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = icmp slt i32 %2, 2
  br i1 %4, label %67, label %5

5:                                                ; preds = %3
  %6 = lshr i32 %2, 1
  tail call fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %6) #7
  %7 = getelementptr inbounds i64, ptr %0, i32 %6
  %8 = sub nsw i32 %2, %6
  tail call fastcc void @merge_sort(ptr noundef %7, ptr noundef %1, i32 noundef %8) #7
  br label %14

9:                                                ; preds = %14
  %10 = icmp ult i32 %24, %6
  br i1 %10, label %11, label %34

11:                                               ; preds = %9
  %12 = add nuw i32 %29, %6
  %13 = sub i32 %12, %24
  br label %40

14:                                               ; preds = %5, %14
  %15 = phi i32 [ %29, %14 ], [ 0, %5 ]
  %16 = phi i32 [ %27, %14 ], [ %6, %5 ]
  %17 = phi i32 [ %24, %14 ], [ 0, %5 ]
  %18 = getelementptr inbounds i64, ptr %0, i32 %17
  %19 = load i64, ptr %18, align 8, !tbaa !19
  %20 = getelementptr inbounds i64, ptr %0, i32 %16
  %21 = load i64, ptr %20, align 8, !tbaa !19
  %22 = icmp sle i64 %19, %21
  %23 = zext i1 %22 to i32
  %24 = add nuw nsw i32 %17, %23
  %25 = xor i1 %22, true
  %26 = zext i1 %25 to i32
  %27 = add nuw nsw i32 %16, %26
  %28 = tail call i64 @llvm.smin.i64(i64 %19, i64 %21)
  %29 = add nuw nsw i32 %15, 1
  %30 = getelementptr inbounds i64, ptr %1, i32 %15
  store i64 %28, ptr %30, align 8, !tbaa !19
  %31 = icmp ult i32 %24, %6
  %32 = icmp slt i32 %27, %2
  %33 = select i1 %31, i1 %32, i1 false
  br i1 %33, label %14, label %9, !llvm.loop !27

34:                                               ; preds = %40, %9
  %35 = phi i32 [ %29, %9 ], [ %13, %40 ]
  %36 = icmp slt i32 %27, %2
  br i1 %36, label %37, label %49

37:                                               ; preds = %34
  %38 = add i32 %35, %2
  %39 = sub i32 %38, %27
  br label %51

40:                                               ; preds = %11, %40
  %41 = phi i32 [ %46, %40 ], [ %29, %11 ]
  %42 = phi i32 [ %43, %40 ], [ %24, %11 ]
  %43 = add nuw nsw i32 %42, 1
  %44 = getelementptr inbounds i64, ptr %0, i32 %42
  %45 = load i64, ptr %44, align 8, !tbaa !19
  %46 = add i32 %41, 1
  %47 = getelementptr inbounds i64, ptr %1, i32 %41
  store i64 %45, ptr %47, align 8, !tbaa !19
  %48 = icmp eq i32 %46, %13
  br i1 %48, label %34, label %40, !llvm.loop !28

49:                                               ; preds = %51, %34
  %50 = icmp sgt i32 %2, 0
  br i1 %50, label %60, label %67

51:                                               ; preds = %37, %51
  %52 = phi i32 [ %57, %51 ], [ %35, %37 ]
  %53 = phi i32 [ %54, %51 ], [ %27, %37 ]
  %54 = add nuw nsw i32 %53, 1
  %55 = getelementptr inbounds i64, ptr %0, i32 %53
  %56 = load i64, ptr %55, align 8, !tbaa !19
  %57 = add i32 %52, 1
  %58 = getelementptr inbounds i64, ptr %1, i32 %52
  store i64 %56, ptr %58, align 8, !tbaa !19
  %59 = icmp eq i32 %57, %39
  br i1 %59, label %49, label %51, !llvm.loop !29

60:                                               ; preds = %49, %60
  %61 = phi i32 [ %65, %60 ], [ 0, %49 ]
  %62 = getelementptr inbounds i64, ptr %1, i32 %61
  %63 = load i64, ptr %62, align 8, !tbaa !19
  %64 = getelementptr inbounds i64, ptr %0, i32 %61
  store i64 %63, ptr %64, align 8, !tbaa !19
  %65 = add nuw nsw i32 %61, 1
  %66 = icmp eq i32 %65, %2
  br i1 %66, label %67, label %60, !llvm.loop !30

67:                                               ; preds = %60, %49, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !6, i64 0}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = !{!20, !20, i64 0}
!20 = !{!"long long", !6, i64 0}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !9}
!24 = distinct !{!24, !9}
!25 = distinct !{!25, !9}
!26 = distinct !{!26, !9}
!27 = distinct !{!27, !9}
!28 = distinct !{!28, !9}
!29 = distinct !{!29, !9}
!30 = distinct !{!30, !9}
