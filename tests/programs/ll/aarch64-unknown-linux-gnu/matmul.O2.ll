; ModuleID = 'tests/programs/matmul.c'
source_filename = "tests/programs/matmul.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"int trace %lld c[0]=%d c[last]=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@main.x = internal unnamed_addr global [12 x [12 x double]] zeroinitializer, align 8
@main.y = internal unnamed_addr global [12 x [12 x double]] zeroinitializer, align 8
@main.z = internal unnamed_addr global [12 x [12 x double]] zeroinitializer, align 8
@.str.3 = private unnamed_addr constant [30 x i8] c"double sum %.6f z[5][7]=%.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"fib(80) %llu\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [144 x i32], align 4
  %2 = alloca [144 x i32], align 16
  %3 = alloca [144 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %1) #4
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %2) #4
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %3) #4
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %17, %4 ]
  %6 = phi <2 x i16> [ <i16 0, i16 1>, %0 ], [ %18, %4 ]
  %7 = mul <2 x i16> %6, <i16 7, i16 7>
  %8 = urem <2 x i16> %7, <i16 11, i16 11>
  %9 = zext <2 x i16> %8 to <2 x i32>
  %10 = add nsw <2 x i32> %9, <i32 -5, i32 -5>
  %11 = getelementptr inbounds [144 x i32], ptr %1, i64 0, i64 %5
  store <2 x i32> %10, ptr %11, align 4, !tbaa !5
  %12 = mul <2 x i16> %6, <i16 5, i16 5>
  %13 = urem <2 x i16> %12, <i16 13, i16 13>
  %14 = zext <2 x i16> %13 to <2 x i32>
  %15 = add nsw <2 x i32> %14, <i32 -6, i32 -6>
  %16 = getelementptr inbounds [144 x i32], ptr %2, i64 0, i64 %5
  store <2 x i32> %15, ptr %16, align 8, !tbaa !5
  %17 = add nuw i64 %5, 2
  %18 = add <2 x i16> %6, <i16 2, i16 2>
  %19 = icmp eq i64 %17, 144
  br i1 %19, label %20, label %4, !llvm.loop !9

20:                                               ; preds = %4
  %21 = load <4 x i32>, ptr %2, align 16, !tbaa !5
  %22 = getelementptr inbounds i32, ptr %2, i64 12
  %23 = load <4 x i32>, ptr %22, align 16, !tbaa !5
  %24 = getelementptr inbounds i32, ptr %2, i64 24
  %25 = load <4 x i32>, ptr %24, align 16, !tbaa !5
  %26 = getelementptr inbounds i32, ptr %2, i64 36
  %27 = load <4 x i32>, ptr %26, align 16, !tbaa !5
  %28 = getelementptr inbounds i32, ptr %2, i64 48
  %29 = load <4 x i32>, ptr %28, align 16, !tbaa !5
  %30 = getelementptr inbounds i32, ptr %2, i64 60
  %31 = load <4 x i32>, ptr %30, align 16, !tbaa !5
  %32 = getelementptr inbounds i32, ptr %2, i64 72
  %33 = load <4 x i32>, ptr %32, align 16, !tbaa !5
  %34 = getelementptr inbounds i32, ptr %2, i64 84
  %35 = load <4 x i32>, ptr %34, align 16, !tbaa !5
  %36 = getelementptr inbounds i32, ptr %2, i64 96
  %37 = load <4 x i32>, ptr %36, align 16, !tbaa !5
  %38 = getelementptr inbounds i32, ptr %2, i64 108
  %39 = load <4 x i32>, ptr %38, align 16, !tbaa !5
  %40 = getelementptr inbounds i32, ptr %2, i64 120
  %41 = load <4 x i32>, ptr %40, align 16, !tbaa !5
  %42 = getelementptr inbounds i32, ptr %2, i64 132
  %43 = load <4 x i32>, ptr %42, align 16, !tbaa !5
  %44 = getelementptr inbounds i32, ptr %2, i64 4
  %45 = load <4 x i32>, ptr %44, align 16, !tbaa !5
  %46 = getelementptr inbounds i32, ptr %2, i64 16
  %47 = load <4 x i32>, ptr %46, align 16, !tbaa !5
  %48 = getelementptr inbounds i32, ptr %2, i64 28
  %49 = load <4 x i32>, ptr %48, align 16, !tbaa !5
  %50 = getelementptr inbounds i32, ptr %2, i64 40
  %51 = load <4 x i32>, ptr %50, align 16, !tbaa !5
  %52 = getelementptr inbounds i32, ptr %2, i64 52
  %53 = load <4 x i32>, ptr %52, align 16, !tbaa !5
  %54 = getelementptr inbounds i32, ptr %2, i64 64
  %55 = load <4 x i32>, ptr %54, align 16, !tbaa !5
  %56 = getelementptr inbounds i32, ptr %2, i64 76
  %57 = load <4 x i32>, ptr %56, align 16, !tbaa !5
  %58 = getelementptr inbounds i32, ptr %2, i64 88
  %59 = load <4 x i32>, ptr %58, align 16, !tbaa !5
  %60 = getelementptr inbounds i32, ptr %2, i64 100
  %61 = load <4 x i32>, ptr %60, align 16, !tbaa !5
  %62 = getelementptr inbounds i32, ptr %2, i64 112
  %63 = load <4 x i32>, ptr %62, align 16, !tbaa !5
  %64 = getelementptr inbounds i32, ptr %2, i64 124
  %65 = load <4 x i32>, ptr %64, align 16, !tbaa !5
  %66 = getelementptr inbounds i32, ptr %2, i64 136
  %67 = load <4 x i32>, ptr %66, align 16, !tbaa !5
  %68 = getelementptr inbounds i32, ptr %2, i64 8
  %69 = load <4 x i32>, ptr %68, align 16, !tbaa !5
  %70 = getelementptr inbounds i32, ptr %2, i64 20
  %71 = load <4 x i32>, ptr %70, align 16, !tbaa !5
  %72 = getelementptr inbounds i32, ptr %2, i64 32
  %73 = load <4 x i32>, ptr %72, align 16, !tbaa !5
  %74 = getelementptr inbounds i32, ptr %2, i64 44
  %75 = load <4 x i32>, ptr %74, align 16, !tbaa !5
  %76 = getelementptr inbounds i32, ptr %2, i64 56
  %77 = load <4 x i32>, ptr %76, align 16, !tbaa !5
  %78 = getelementptr inbounds i32, ptr %2, i64 68
  %79 = load <4 x i32>, ptr %78, align 16, !tbaa !5
  %80 = getelementptr inbounds i32, ptr %2, i64 80
  %81 = load <4 x i32>, ptr %80, align 16, !tbaa !5
  %82 = getelementptr inbounds i32, ptr %2, i64 92
  %83 = load <4 x i32>, ptr %82, align 16, !tbaa !5
  %84 = getelementptr inbounds i32, ptr %2, i64 104
  %85 = load <4 x i32>, ptr %84, align 16, !tbaa !5
  %86 = getelementptr inbounds i32, ptr %2, i64 116
  %87 = load <4 x i32>, ptr %86, align 16, !tbaa !5
  %88 = getelementptr inbounds i32, ptr %2, i64 128
  %89 = load <4 x i32>, ptr %88, align 16, !tbaa !5
  %90 = getelementptr inbounds i32, ptr %2, i64 140
  %91 = load <4 x i32>, ptr %90, align 16, !tbaa !5
  br label %92

92:                                               ; preds = %20, %92
  %93 = phi i64 [ %228, %92 ], [ 0, %20 ]
  %94 = mul nuw nsw i64 %93, 12
  %95 = add nuw nsw i64 %94, 11
  %96 = getelementptr inbounds i32, ptr %1, i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !5
  %98 = insertelement <4 x i32> poison, i32 %97, i64 0
  %99 = shufflevector <4 x i32> %98, <4 x i32> poison, <4 x i32> zeroinitializer
  %100 = add nuw nsw i64 %94, 10
  %101 = getelementptr inbounds i32, ptr %1, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !5
  %103 = insertelement <4 x i32> poison, i32 %102, i64 0
  %104 = shufflevector <4 x i32> %103, <4 x i32> poison, <4 x i32> zeroinitializer
  %105 = add nuw nsw i64 %94, 9
  %106 = getelementptr inbounds i32, ptr %1, i64 %105
  %107 = load i32, ptr %106, align 4, !tbaa !5
  %108 = insertelement <4 x i32> poison, i32 %107, i64 0
  %109 = shufflevector <4 x i32> %108, <4 x i32> poison, <4 x i32> zeroinitializer
  %110 = add nuw nsw i64 %94, 8
  %111 = getelementptr inbounds i32, ptr %1, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !5
  %113 = insertelement <4 x i32> poison, i32 %112, i64 0
  %114 = shufflevector <4 x i32> %113, <4 x i32> poison, <4 x i32> zeroinitializer
  %115 = add nuw nsw i64 %94, 7
  %116 = getelementptr inbounds i32, ptr %1, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !5
  %118 = insertelement <4 x i32> poison, i32 %117, i64 0
  %119 = shufflevector <4 x i32> %118, <4 x i32> poison, <4 x i32> zeroinitializer
  %120 = add nuw nsw i64 %94, 6
  %121 = getelementptr inbounds i32, ptr %1, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !5
  %123 = insertelement <4 x i32> poison, i32 %122, i64 0
  %124 = shufflevector <4 x i32> %123, <4 x i32> poison, <4 x i32> zeroinitializer
  %125 = add nuw nsw i64 %94, 5
  %126 = getelementptr inbounds i32, ptr %1, i64 %125
  %127 = load i32, ptr %126, align 4, !tbaa !5
  %128 = insertelement <4 x i32> poison, i32 %127, i64 0
  %129 = shufflevector <4 x i32> %128, <4 x i32> poison, <4 x i32> zeroinitializer
  %130 = add nuw nsw i64 %94, 4
  %131 = getelementptr inbounds i32, ptr %1, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = insertelement <4 x i32> poison, i32 %132, i64 0
  %134 = shufflevector <4 x i32> %133, <4 x i32> poison, <4 x i32> zeroinitializer
  %135 = or i64 %94, 3
  %136 = getelementptr inbounds i32, ptr %1, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !5
  %138 = insertelement <4 x i32> poison, i32 %137, i64 0
  %139 = shufflevector <4 x i32> %138, <4 x i32> poison, <4 x i32> zeroinitializer
  %140 = or i64 %94, 2
  %141 = getelementptr inbounds i32, ptr %1, i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !5
  %143 = insertelement <4 x i32> poison, i32 %142, i64 0
  %144 = shufflevector <4 x i32> %143, <4 x i32> poison, <4 x i32> zeroinitializer
  %145 = or i64 %94, 1
  %146 = getelementptr inbounds i32, ptr %1, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !5
  %148 = insertelement <4 x i32> poison, i32 %147, i64 0
  %149 = shufflevector <4 x i32> %148, <4 x i32> poison, <4 x i32> zeroinitializer
  %150 = getelementptr inbounds i32, ptr %1, i64 %94
  %151 = load i32, ptr %150, align 4, !tbaa !5
  %152 = insertelement <4 x i32> poison, i32 %151, i64 0
  %153 = shufflevector <4 x i32> %152, <4 x i32> poison, <4 x i32> zeroinitializer
  %154 = mul nsw <4 x i32> %21, %153
  %155 = mul nsw <4 x i32> %23, %149
  %156 = add nsw <4 x i32> %155, %154
  %157 = mul nsw <4 x i32> %25, %144
  %158 = add nsw <4 x i32> %156, %157
  %159 = mul nsw <4 x i32> %27, %139
  %160 = add nsw <4 x i32> %158, %159
  %161 = mul nsw <4 x i32> %29, %134
  %162 = add nsw <4 x i32> %160, %161
  %163 = mul nsw <4 x i32> %31, %129
  %164 = add nsw <4 x i32> %162, %163
  %165 = mul nsw <4 x i32> %33, %124
  %166 = add nsw <4 x i32> %164, %165
  %167 = mul nsw <4 x i32> %35, %119
  %168 = add nsw <4 x i32> %166, %167
  %169 = mul nsw <4 x i32> %37, %114
  %170 = add nsw <4 x i32> %168, %169
  %171 = mul nsw <4 x i32> %39, %109
  %172 = add nsw <4 x i32> %170, %171
  %173 = mul nsw <4 x i32> %41, %104
  %174 = add nsw <4 x i32> %172, %173
  %175 = mul nsw <4 x i32> %43, %99
  %176 = add nsw <4 x i32> %174, %175
  %177 = getelementptr inbounds i32, ptr %3, i64 %94
  store <4 x i32> %176, ptr %177, align 4, !tbaa !5
  %178 = mul nsw <4 x i32> %45, %153
  %179 = mul nsw <4 x i32> %47, %149
  %180 = add nsw <4 x i32> %179, %178
  %181 = mul nsw <4 x i32> %49, %144
  %182 = add nsw <4 x i32> %180, %181
  %183 = mul nsw <4 x i32> %51, %139
  %184 = add nsw <4 x i32> %182, %183
  %185 = mul nsw <4 x i32> %53, %134
  %186 = add nsw <4 x i32> %184, %185
  %187 = mul nsw <4 x i32> %55, %129
  %188 = add nsw <4 x i32> %186, %187
  %189 = mul nsw <4 x i32> %57, %124
  %190 = add nsw <4 x i32> %188, %189
  %191 = mul nsw <4 x i32> %59, %119
  %192 = add nsw <4 x i32> %190, %191
  %193 = mul nsw <4 x i32> %61, %114
  %194 = add nsw <4 x i32> %192, %193
  %195 = mul nsw <4 x i32> %63, %109
  %196 = add nsw <4 x i32> %194, %195
  %197 = mul nsw <4 x i32> %65, %104
  %198 = add nsw <4 x i32> %196, %197
  %199 = mul nsw <4 x i32> %67, %99
  %200 = add nsw <4 x i32> %198, %199
  %201 = add nuw nsw i64 %94, 4
  %202 = getelementptr inbounds i32, ptr %3, i64 %201
  store <4 x i32> %200, ptr %202, align 4, !tbaa !5
  %203 = mul nsw <4 x i32> %69, %153
  %204 = mul nsw <4 x i32> %71, %149
  %205 = add nsw <4 x i32> %204, %203
  %206 = mul nsw <4 x i32> %73, %144
  %207 = add nsw <4 x i32> %205, %206
  %208 = mul nsw <4 x i32> %75, %139
  %209 = add nsw <4 x i32> %207, %208
  %210 = mul nsw <4 x i32> %77, %134
  %211 = add nsw <4 x i32> %209, %210
  %212 = mul nsw <4 x i32> %79, %129
  %213 = add nsw <4 x i32> %211, %212
  %214 = mul nsw <4 x i32> %81, %124
  %215 = add nsw <4 x i32> %213, %214
  %216 = mul nsw <4 x i32> %83, %119
  %217 = add nsw <4 x i32> %215, %216
  %218 = mul nsw <4 x i32> %85, %114
  %219 = add nsw <4 x i32> %217, %218
  %220 = mul nsw <4 x i32> %87, %109
  %221 = add nsw <4 x i32> %219, %220
  %222 = mul nsw <4 x i32> %89, %104
  %223 = add nsw <4 x i32> %221, %222
  %224 = mul nsw <4 x i32> %91, %99
  %225 = add nsw <4 x i32> %223, %224
  %226 = add nuw nsw i64 %94, 8
  %227 = getelementptr inbounds i32, ptr %3, i64 %226
  store <4 x i32> %225, ptr %227, align 4, !tbaa !5
  %228 = add nuw nsw i64 %93, 1
  %229 = icmp eq i64 %228, 12
  br i1 %229, label %230, label %92, !llvm.loop !13

230:                                              ; preds = %92
  %231 = load i32, ptr %3, align 4, !tbaa !5
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 13
  %234 = load i32, ptr %233, align 4, !tbaa !5
  %235 = sext i32 %234 to i64
  %236 = add nsw i64 %232, %235
  %237 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 26
  %238 = load i32, ptr %237, align 4, !tbaa !5
  %239 = sext i32 %238 to i64
  %240 = add nsw i64 %236, %239
  %241 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 39
  %242 = load i32, ptr %241, align 4, !tbaa !5
  %243 = sext i32 %242 to i64
  %244 = add nsw i64 %240, %243
  %245 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 52
  %246 = load i32, ptr %245, align 4, !tbaa !5
  %247 = sext i32 %246 to i64
  %248 = add nsw i64 %244, %247
  %249 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 65
  %250 = load i32, ptr %249, align 4, !tbaa !5
  %251 = sext i32 %250 to i64
  %252 = add nsw i64 %248, %251
  %253 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 78
  %254 = load i32, ptr %253, align 4, !tbaa !5
  %255 = sext i32 %254 to i64
  %256 = add nsw i64 %252, %255
  %257 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 91
  %258 = load i32, ptr %257, align 4, !tbaa !5
  %259 = sext i32 %258 to i64
  %260 = add nsw i64 %256, %259
  %261 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 104
  %262 = load i32, ptr %261, align 4, !tbaa !5
  %263 = sext i32 %262 to i64
  %264 = add nsw i64 %260, %263
  %265 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 117
  %266 = load i32, ptr %265, align 4, !tbaa !5
  %267 = sext i32 %266 to i64
  %268 = add nsw i64 %264, %267
  %269 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 130
  %270 = load i32, ptr %269, align 4, !tbaa !5
  %271 = sext i32 %270 to i64
  %272 = add nsw i64 %268, %271
  %273 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 143
  %274 = load i32, ptr %273, align 4, !tbaa !5
  %275 = sext i32 %274 to i64
  %276 = add nsw i64 %272, %275
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %276, i32 noundef %231, i32 noundef %274) #5
  %278 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 36
  %279 = load i32, ptr %278, align 4, !tbaa !5
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %279) #5
  %281 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 37
  %282 = load i32, ptr %281, align 4, !tbaa !5
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %282) #5
  %284 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 38
  %285 = load i32, ptr %284, align 4, !tbaa !5
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %285) #5
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %242) #5
  %288 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 40
  %289 = load i32, ptr %288, align 4, !tbaa !5
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %289) #5
  %291 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 41
  %292 = load i32, ptr %291, align 4, !tbaa !5
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %292) #5
  %294 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 42
  %295 = load i32, ptr %294, align 4, !tbaa !5
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %295) #5
  %297 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 43
  %298 = load i32, ptr %297, align 4, !tbaa !5
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %298) #5
  %300 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 44
  %301 = load i32, ptr %300, align 4, !tbaa !5
  %302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %301) #5
  %303 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 45
  %304 = load i32, ptr %303, align 4, !tbaa !5
  %305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %304) #5
  %306 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 46
  %307 = load i32, ptr %306, align 4, !tbaa !5
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %307) #5
  %309 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 47
  %310 = load i32, ptr %309, align 4, !tbaa !5
  %311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %310) #5
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #5
  br label %313

313:                                              ; preds = %313, %230
  %314 = phi i64 [ 0, %230 ], [ %376, %313 ]
  %315 = insertelement <2 x i64> poison, i64 %314, i64 0
  %316 = shufflevector <2 x i64> %315, <2 x i64> poison, <2 x i32> zeroinitializer
  %317 = trunc i64 %314 to i32
  %318 = sitofp i32 %317 to double
  %319 = fadd double %318, 1.000000e+00
  %320 = insertelement <2 x double> poison, double %319, i64 0
  %321 = shufflevector <2 x double> %320, <2 x double> poison, <2 x i32> zeroinitializer
  %322 = fdiv <2 x double> %321, <double 2.000000e+00, double 3.000000e+00>
  %323 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i64 0, i64 %314, i64 0
  store <2 x double> %322, ptr %323, align 8, !tbaa !14
  %324 = icmp eq <2 x i64> %316, <i64 0, i64 1>
  %325 = trunc <2 x i64> %316 to <2 x i32>
  %326 = add <2 x i32> %325, <i32 0, i32 -1>
  %327 = sitofp <2 x i32> %326 to <2 x double>
  %328 = fmul <2 x double> %327, <double 2.500000e-01, double 2.500000e-01>
  %329 = select <2 x i1> %324, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %328
  %330 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i64 0, i64 %314, i64 0
  store <2 x double> %329, ptr %330, align 8, !tbaa !14
  %331 = fdiv <2 x double> %321, <double 4.000000e+00, double 5.000000e+00>
  %332 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i64 0, i64 %314, i64 2
  store <2 x double> %331, ptr %332, align 8, !tbaa !14
  %333 = icmp eq <2 x i64> %316, <i64 2, i64 3>
  %334 = trunc <2 x i64> %316 to <2 x i32>
  %335 = add <2 x i32> %334, <i32 -2, i32 -3>
  %336 = sitofp <2 x i32> %335 to <2 x double>
  %337 = fmul <2 x double> %336, <double 2.500000e-01, double 2.500000e-01>
  %338 = select <2 x i1> %333, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %337
  %339 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i64 0, i64 %314, i64 2
  store <2 x double> %338, ptr %339, align 8, !tbaa !14
  %340 = fdiv <2 x double> %321, <double 6.000000e+00, double 7.000000e+00>
  %341 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i64 0, i64 %314, i64 4
  store <2 x double> %340, ptr %341, align 8, !tbaa !14
  %342 = icmp eq <2 x i64> %316, <i64 4, i64 5>
  %343 = trunc <2 x i64> %316 to <2 x i32>
  %344 = add <2 x i32> %343, <i32 -4, i32 -5>
  %345 = sitofp <2 x i32> %344 to <2 x double>
  %346 = fmul <2 x double> %345, <double 2.500000e-01, double 2.500000e-01>
  %347 = select <2 x i1> %342, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %346
  %348 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i64 0, i64 %314, i64 4
  store <2 x double> %347, ptr %348, align 8, !tbaa !14
  %349 = fdiv <2 x double> %321, <double 8.000000e+00, double 9.000000e+00>
  %350 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i64 0, i64 %314, i64 6
  store <2 x double> %349, ptr %350, align 8, !tbaa !14
  %351 = icmp eq <2 x i64> %316, <i64 6, i64 7>
  %352 = trunc <2 x i64> %316 to <2 x i32>
  %353 = add <2 x i32> %352, <i32 -6, i32 -7>
  %354 = sitofp <2 x i32> %353 to <2 x double>
  %355 = fmul <2 x double> %354, <double 2.500000e-01, double 2.500000e-01>
  %356 = select <2 x i1> %351, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %355
  %357 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i64 0, i64 %314, i64 6
  store <2 x double> %356, ptr %357, align 8, !tbaa !14
  %358 = fdiv <2 x double> %321, <double 1.000000e+01, double 1.100000e+01>
  %359 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i64 0, i64 %314, i64 8
  store <2 x double> %358, ptr %359, align 8, !tbaa !14
  %360 = icmp eq <2 x i64> %316, <i64 8, i64 9>
  %361 = trunc <2 x i64> %316 to <2 x i32>
  %362 = add <2 x i32> %361, <i32 -8, i32 -9>
  %363 = sitofp <2 x i32> %362 to <2 x double>
  %364 = fmul <2 x double> %363, <double 2.500000e-01, double 2.500000e-01>
  %365 = select <2 x i1> %360, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %364
  %366 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i64 0, i64 %314, i64 8
  store <2 x double> %365, ptr %366, align 8, !tbaa !14
  %367 = fdiv <2 x double> %321, <double 1.200000e+01, double 1.300000e+01>
  %368 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i64 0, i64 %314, i64 10
  store <2 x double> %367, ptr %368, align 8, !tbaa !14
  %369 = icmp eq <2 x i64> %316, <i64 10, i64 11>
  %370 = trunc <2 x i64> %316 to <2 x i32>
  %371 = add <2 x i32> %370, <i32 -10, i32 -11>
  %372 = sitofp <2 x i32> %371 to <2 x double>
  %373 = fmul <2 x double> %372, <double 2.500000e-01, double 2.500000e-01>
  %374 = select <2 x i1> %369, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %373
  %375 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i64 0, i64 %314, i64 10
  store <2 x double> %374, ptr %375, align 8, !tbaa !14
  %376 = add nuw nsw i64 %314, 1
  %377 = icmp eq i64 %376, 12
  br i1 %377, label %378, label %313, !llvm.loop !16

378:                                              ; preds = %313, %469
  %379 = phi i64 [ %470, %469 ], [ 0, %313 ]
  %380 = getelementptr inbounds [12 x double], ptr @main.x, i64 %379, i64 11
  %381 = load double, ptr %380, align 8, !tbaa !14
  %382 = getelementptr inbounds [12 x double], ptr @main.x, i64 %379, i64 10
  %383 = load double, ptr %382, align 8, !tbaa !14
  %384 = getelementptr inbounds [12 x double], ptr @main.x, i64 %379, i64 9
  %385 = load double, ptr %384, align 8, !tbaa !14
  %386 = getelementptr inbounds [12 x double], ptr @main.x, i64 %379, i64 8
  %387 = load double, ptr %386, align 8, !tbaa !14
  %388 = getelementptr inbounds [12 x double], ptr @main.x, i64 %379, i64 7
  %389 = load double, ptr %388, align 8, !tbaa !14
  %390 = getelementptr inbounds [12 x double], ptr @main.x, i64 %379, i64 6
  %391 = load double, ptr %390, align 8, !tbaa !14
  %392 = getelementptr inbounds [12 x double], ptr @main.x, i64 %379, i64 5
  %393 = load double, ptr %392, align 8, !tbaa !14
  %394 = getelementptr inbounds [12 x double], ptr @main.x, i64 %379, i64 4
  %395 = load double, ptr %394, align 8, !tbaa !14
  %396 = getelementptr inbounds [12 x double], ptr @main.x, i64 %379, i64 3
  %397 = load double, ptr %396, align 8, !tbaa !14
  %398 = getelementptr inbounds [12 x double], ptr @main.x, i64 %379, i64 2
  %399 = load double, ptr %398, align 8, !tbaa !14
  %400 = getelementptr inbounds [12 x double], ptr @main.x, i64 %379, i64 1
  %401 = load double, ptr %400, align 8, !tbaa !14
  %402 = getelementptr inbounds [12 x double], ptr @main.x, i64 %379, i64 0
  %403 = load double, ptr %402, align 8, !tbaa !14
  %404 = insertelement <2 x double> poison, double %403, i64 0
  %405 = shufflevector <2 x double> %404, <2 x double> poison, <2 x i32> zeroinitializer
  %406 = insertelement <2 x double> poison, double %401, i64 0
  %407 = shufflevector <2 x double> %406, <2 x double> poison, <2 x i32> zeroinitializer
  %408 = insertelement <2 x double> poison, double %399, i64 0
  %409 = shufflevector <2 x double> %408, <2 x double> poison, <2 x i32> zeroinitializer
  %410 = insertelement <2 x double> poison, double %397, i64 0
  %411 = shufflevector <2 x double> %410, <2 x double> poison, <2 x i32> zeroinitializer
  %412 = insertelement <2 x double> poison, double %395, i64 0
  %413 = shufflevector <2 x double> %412, <2 x double> poison, <2 x i32> zeroinitializer
  %414 = insertelement <2 x double> poison, double %393, i64 0
  %415 = shufflevector <2 x double> %414, <2 x double> poison, <2 x i32> zeroinitializer
  %416 = insertelement <2 x double> poison, double %391, i64 0
  %417 = shufflevector <2 x double> %416, <2 x double> poison, <2 x i32> zeroinitializer
  %418 = insertelement <2 x double> poison, double %389, i64 0
  %419 = shufflevector <2 x double> %418, <2 x double> poison, <2 x i32> zeroinitializer
  %420 = insertelement <2 x double> poison, double %387, i64 0
  %421 = shufflevector <2 x double> %420, <2 x double> poison, <2 x i32> zeroinitializer
  %422 = insertelement <2 x double> poison, double %385, i64 0
  %423 = shufflevector <2 x double> %422, <2 x double> poison, <2 x i32> zeroinitializer
  %424 = insertelement <2 x double> poison, double %383, i64 0
  %425 = shufflevector <2 x double> %424, <2 x double> poison, <2 x i32> zeroinitializer
  %426 = insertelement <2 x double> poison, double %381, i64 0
  %427 = shufflevector <2 x double> %426, <2 x double> poison, <2 x i32> zeroinitializer
  br label %428

428:                                              ; preds = %428, %378
  %429 = phi i64 [ 0, %378 ], [ %467, %428 ]
  %430 = getelementptr inbounds [12 x double], ptr @main.y, i64 0, i64 %429
  %431 = load <2 x double>, ptr %430, align 8, !tbaa !14
  %432 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %405, <2 x double> %431, <2 x double> zeroinitializer)
  %433 = getelementptr inbounds [12 x double], ptr @main.y, i64 1, i64 %429
  %434 = load <2 x double>, ptr %433, align 8, !tbaa !14
  %435 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %407, <2 x double> %434, <2 x double> %432)
  %436 = getelementptr inbounds [12 x double], ptr @main.y, i64 2, i64 %429
  %437 = load <2 x double>, ptr %436, align 8, !tbaa !14
  %438 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %409, <2 x double> %437, <2 x double> %435)
  %439 = getelementptr inbounds [12 x double], ptr @main.y, i64 3, i64 %429
  %440 = load <2 x double>, ptr %439, align 8, !tbaa !14
  %441 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %411, <2 x double> %440, <2 x double> %438)
  %442 = getelementptr inbounds [12 x double], ptr @main.y, i64 4, i64 %429
  %443 = load <2 x double>, ptr %442, align 8, !tbaa !14
  %444 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %413, <2 x double> %443, <2 x double> %441)
  %445 = getelementptr inbounds [12 x double], ptr @main.y, i64 5, i64 %429
  %446 = load <2 x double>, ptr %445, align 8, !tbaa !14
  %447 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %415, <2 x double> %446, <2 x double> %444)
  %448 = getelementptr inbounds [12 x double], ptr @main.y, i64 6, i64 %429
  %449 = load <2 x double>, ptr %448, align 8, !tbaa !14
  %450 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %417, <2 x double> %449, <2 x double> %447)
  %451 = getelementptr inbounds [12 x double], ptr @main.y, i64 7, i64 %429
  %452 = load <2 x double>, ptr %451, align 8, !tbaa !14
  %453 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %419, <2 x double> %452, <2 x double> %450)
  %454 = getelementptr inbounds [12 x double], ptr @main.y, i64 8, i64 %429
  %455 = load <2 x double>, ptr %454, align 8, !tbaa !14
  %456 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %421, <2 x double> %455, <2 x double> %453)
  %457 = getelementptr inbounds [12 x double], ptr @main.y, i64 9, i64 %429
  %458 = load <2 x double>, ptr %457, align 8, !tbaa !14
  %459 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %423, <2 x double> %458, <2 x double> %456)
  %460 = getelementptr inbounds [12 x double], ptr @main.y, i64 10, i64 %429
  %461 = load <2 x double>, ptr %460, align 8, !tbaa !14
  %462 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %425, <2 x double> %461, <2 x double> %459)
  %463 = getelementptr inbounds [12 x double], ptr @main.y, i64 11, i64 %429
  %464 = load <2 x double>, ptr %463, align 8, !tbaa !14
  %465 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %427, <2 x double> %464, <2 x double> %462)
  %466 = getelementptr inbounds [12 x double], ptr @main.z, i64 %379, i64 %429
  store <2 x double> %465, ptr %466, align 8, !tbaa !14
  %467 = add nuw i64 %429, 2
  %468 = icmp eq i64 %467, 12
  br i1 %468, label %469, label %428, !llvm.loop !17

469:                                              ; preds = %428
  %470 = add nuw nsw i64 %379, 1
  %471 = icmp eq i64 %470, 12
  br i1 %471, label %472, label %378, !llvm.loop !18

472:                                              ; preds = %469, %472
  %473 = phi i64 [ %511, %472 ], [ 0, %469 ]
  %474 = phi double [ %510, %472 ], [ 0.000000e+00, %469 ]
  %475 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %473, i64 0
  %476 = load double, ptr %475, align 8, !tbaa !14
  %477 = fadd double %474, %476
  %478 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %473, i64 1
  %479 = load double, ptr %478, align 8, !tbaa !14
  %480 = fadd double %477, %479
  %481 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %473, i64 2
  %482 = load double, ptr %481, align 8, !tbaa !14
  %483 = fadd double %480, %482
  %484 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %473, i64 3
  %485 = load double, ptr %484, align 8, !tbaa !14
  %486 = fadd double %483, %485
  %487 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %473, i64 4
  %488 = load double, ptr %487, align 8, !tbaa !14
  %489 = fadd double %486, %488
  %490 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %473, i64 5
  %491 = load double, ptr %490, align 8, !tbaa !14
  %492 = fadd double %489, %491
  %493 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %473, i64 6
  %494 = load double, ptr %493, align 8, !tbaa !14
  %495 = fadd double %492, %494
  %496 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %473, i64 7
  %497 = load double, ptr %496, align 8, !tbaa !14
  %498 = fadd double %495, %497
  %499 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %473, i64 8
  %500 = load double, ptr %499, align 8, !tbaa !14
  %501 = fadd double %498, %500
  %502 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %473, i64 9
  %503 = load double, ptr %502, align 8, !tbaa !14
  %504 = fadd double %501, %503
  %505 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %473, i64 10
  %506 = load double, ptr %505, align 8, !tbaa !14
  %507 = fadd double %504, %506
  %508 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %473, i64 11
  %509 = load double, ptr %508, align 8, !tbaa !14
  %510 = fadd double %507, %509
  %511 = add nuw nsw i64 %473, 1
  %512 = icmp eq i64 %511, 12
  br i1 %512, label %513, label %472, !llvm.loop !19

513:                                              ; preds = %472
  %514 = load double, ptr getelementptr inbounds ([12 x [12 x double]], ptr @main.z, i64 0, i64 5, i64 7), align 8, !tbaa !14
  %515 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %510, double noundef %514) #5
  %516 = mul nuw nsw i64 0, 610
  %517 = add nuw nsw i64 %516, 987
  %518 = mul nuw nsw i64 0, 10472277129572601
  %519 = add nuw nsw i64 %518, 16944505142783631
  %520 = mul nsw i64 %517, 6557470319842
  %521 = add nsw i64 %520, %519
  %522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %521) #5
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %3) #4
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %1) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10, !11, !12}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
