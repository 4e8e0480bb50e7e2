; ModuleID = 'tests/programs/crc32.c'
source_filename = "tests/programs/crc32.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [25 x i8] c"crc32 %08x bitwise %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.3 = private unnamed_addr constant [38 x i8] c"fox crc32 %08x crc16 %04x adler %08x\0A\00", align 1
@main.data = internal unnamed_addr global [2048 x i8] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [39 x i8] c"data crc32 %08x crc16 %04x adler %08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"empty %08x\0A\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"table[1] %08x table[255] %08x\0A\00", align 1
@table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %45, %1 ]
  %3 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %46, %1 ]
  %4 = and <4 x i32> %3, <i32 1, i32 1, i32 1, i32 1>
  %5 = icmp eq <4 x i32> %4, zeroinitializer
  %6 = lshr <4 x i32> %3, <i32 1, i32 1, i32 1, i32 1>
  %7 = xor <4 x i32> %6, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %8 = select <4 x i1> %5, <4 x i32> %6, <4 x i32> %7
  %9 = and <4 x i32> %8, <i32 1, i32 1, i32 1, i32 1>
  %10 = icmp eq <4 x i32> %9, zeroinitializer
  %11 = lshr <4 x i32> %8, <i32 1, i32 1, i32 1, i32 1>
  %12 = xor <4 x i32> %11, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %13 = select <4 x i1> %10, <4 x i32> %11, <4 x i32> %12
  %14 = and <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>
  %15 = icmp eq <4 x i32> %14, zeroinitializer
  %16 = lshr <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>
  %17 = xor <4 x i32> %16, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %18 = select <4 x i1> %15, <4 x i32> %16, <4 x i32> %17
  %19 = and <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>
  %20 = icmp eq <4 x i32> %19, zeroinitializer
  %21 = lshr <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>
  %22 = xor <4 x i32> %21, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %23 = select <4 x i1> %20, <4 x i32> %21, <4 x i32> %22
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %25 = icmp eq <4 x i32> %24, zeroinitializer
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>
  %30 = icmp eq <4 x i32> %29, zeroinitializer
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>
  %35 = icmp eq <4 x i32> %34, zeroinitializer
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>
  %40 = icmp eq <4 x i32> %39, zeroinitializer
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42
  %44 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %2
  store <4 x i32> %43, ptr %44, align 16, !tbaa !4
  %45 = add nuw i64 %2, 4
  %46 = add <4 x i32> %3, <i32 4, i32 4, i32 4, i32 4>
  %47 = icmp eq i64 %45, 256
  br i1 %47, label %48, label %1, !llvm.loop !8

48:                                               ; preds = %1
  %49 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @table, i64 0, i64 206), align 8, !tbaa !4
  %50 = and i32 %49, 255
  %51 = xor i32 %50, 205
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !4
  %55 = lshr i32 %49, 8
  %56 = xor i32 %55, %54
  %57 = and i32 %56, 255
  %58 = xor i32 %57, 204
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !4
  %62 = lshr i32 %56, 8
  %63 = xor i32 %62, %61
  %64 = and i32 %63, 255
  %65 = xor i32 %64, 203
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !4
  %69 = lshr i32 %63, 8
  %70 = xor i32 %68, %69
  %71 = and i32 %70, 255
  %72 = xor i32 %71, 53
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !4
  %76 = lshr i32 %70, 8
  %77 = xor i32 %75, %76
  %78 = and i32 %77, 255
  %79 = xor i32 %78, 54
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %80
  %82 = load i32, ptr %81, align 4, !tbaa !4
  %83 = lshr i32 %77, 8
  %84 = xor i32 %82, %83
  %85 = and i32 %84, 255
  %86 = xor i32 %85, 55
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !4
  %90 = lshr i32 %84, 8
  %91 = xor i32 %89, %90
  %92 = and i32 %91, 255
  %93 = xor i32 %92, 56
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !4
  %97 = lshr i32 %91, 8
  %98 = xor i32 %96, %97
  %99 = and i32 %98, 255
  %100 = xor i32 %99, 57
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !4
  %104 = lshr i32 %98, 8
  %105 = xor i32 %103, %104
  %106 = xor i32 %105, -1
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %106, i32 noundef -873187034) #2
  %108 = tail call i64 @strlen(ptr noundef nonnull @.str.2) #2
  %109 = icmp eq i64 %108, 0
  br i1 %109, label %159, label %110

110:                                              ; preds = %48
  %111 = and i64 %108, 1
  %112 = icmp eq i64 %108, 1
  br i1 %112, label %115, label %113

113:                                              ; preds = %110
  %114 = and i64 %108, -2
  br label %133

115:                                              ; preds = %133, %110
  %116 = phi i32 [ undef, %110 ], [ %155, %133 ]
  %117 = phi i64 [ 0, %110 ], [ %156, %133 ]
  %118 = phi i32 [ -1, %110 ], [ %155, %133 ]
  %119 = icmp eq i64 %111, 0
  br i1 %119, label %130, label %120

120:                                              ; preds = %115
  %121 = getelementptr inbounds i8, ptr @.str.2, i64 %117
  %122 = load i8, ptr %121, align 1, !tbaa !12
  %123 = trunc i32 %118 to i8
  %124 = xor i8 %122, %123
  %125 = zext i8 %124 to i64
  %126 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %125
  %127 = load i32, ptr %126, align 4, !tbaa !4
  %128 = lshr i32 %118, 8
  %129 = xor i32 %127, %128
  br label %130

130:                                              ; preds = %115, %120
  %131 = phi i32 [ %116, %115 ], [ %129, %120 ]
  %132 = xor i32 %131, -1
  br label %159

133:                                              ; preds = %133, %113
  %134 = phi i64 [ 0, %113 ], [ %156, %133 ]
  %135 = phi i32 [ -1, %113 ], [ %155, %133 ]
  %136 = phi i64 [ 0, %113 ], [ %157, %133 ]
  %137 = getelementptr inbounds i8, ptr @.str.2, i64 %134
  %138 = load i8, ptr %137, align 1, !tbaa !12
  %139 = trunc i32 %135 to i8
  %140 = xor i8 %138, %139
  %141 = zext i8 %140 to i64
  %142 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %141
  %143 = load i32, ptr %142, align 4, !tbaa !4
  %144 = lshr i32 %135, 8
  %145 = xor i32 %143, %144
  %146 = or i64 %134, 1
  %147 = getelementptr inbounds i8, ptr @.str.2, i64 %146
  %148 = load i8, ptr %147, align 1, !tbaa !12
  %149 = trunc i32 %145 to i8
  %150 = xor i8 %148, %149
  %151 = zext i8 %150 to i64
  %152 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %151
  %153 = load i32, ptr %152, align 4, !tbaa !4
  %154 = lshr i32 %145, 8
  %155 = xor i32 %153, %154
  %156 = add nuw i64 %134, 2
  %157 = add i64 %136, 2
  %158 = icmp eq i64 %157, %114
  br i1 %158, label %115, label %133, !llvm.loop !13

159:                                              ; preds = %48, %130
  %160 = phi i32 [ 0, %48 ], [ %132, %130 ]
  %161 = tail call i64 @strlen(ptr noundef nonnull @.str.2) #2
  %162 = icmp eq i64 %161, 0
  br i1 %162, label %207, label %163

163:                                              ; preds = %159, %163
  %164 = phi i64 [ %203, %163 ], [ 0, %159 ]
  %165 = phi i16 [ %202, %163 ], [ -1, %159 ]
  %166 = getelementptr inbounds i8, ptr @.str.2, i64 %164
  %167 = load i8, ptr %166, align 1, !tbaa !12
  %168 = zext i8 %167 to i16
  %169 = shl nuw i16 %168, 8
  %170 = xor i16 %169, %165
  %171 = shl i16 %170, 1
  %172 = xor i16 %171, 4129
  %173 = icmp slt i16 %170, 0
  %174 = select i1 %173, i16 %172, i16 %171
  %175 = shl i16 %174, 1
  %176 = xor i16 %175, 4129
  %177 = icmp slt i16 %174, 0
  %178 = select i1 %177, i16 %176, i16 %175
  %179 = shl i16 %178, 1
  %180 = xor i16 %179, 4129
  %181 = icmp slt i16 %178, 0
  %182 = select i1 %181, i16 %180, i16 %179
  %183 = shl i16 %182, 1
  %184 = xor i16 %183, 4129
  %185 = icmp slt i16 %182, 0
  %186 = select i1 %185, i16 %184, i16 %183
  %187 = shl i16 %186, 1
  %188 = xor i16 %187, 4129
  %189 = icmp slt i16 %186, 0
  %190 = select i1 %189, i16 %188, i16 %187
  %191 = shl i16 %190, 1
  %192 = xor i16 %191, 4129
  %193 = icmp slt i16 %190, 0
  %194 = select i1 %193, i16 %192, i16 %191
  %195 = shl i16 %194, 1
  %196 = xor i16 %195, 4129
  %197 = icmp slt i16 %194, 0
  %198 = select i1 %197, i16 %196, i16 %195
  %199 = shl i16 %198, 1
  %200 = xor i16 %199, 4129
  %201 = icmp slt i16 %198, 0
  %202 = select i1 %201, i16 %200, i16 %199
  %203 = add nuw i64 %164, 1
  %204 = icmp eq i64 %203, %161
  br i1 %204, label %205, label %163, !llvm.loop !14

205:                                              ; preds = %163
  %206 = zext i16 %202 to i32
  br label %207

207:                                              ; preds = %205, %159
  %208 = phi i32 [ 65535, %159 ], [ %206, %205 ]
  %209 = tail call i64 @strlen(ptr noundef nonnull @.str.2) #2
  %210 = icmp eq i64 %209, 0
  br i1 %210, label %259, label %211

211:                                              ; preds = %207
  %212 = and i64 %209, 1
  %213 = icmp eq i64 %209, 1
  br i1 %213, label %216, label %214

214:                                              ; preds = %211
  %215 = and i64 %209, -2
  br label %236

216:                                              ; preds = %236, %211
  %217 = phi i32 [ undef, %211 ], [ %253, %236 ]
  %218 = phi i32 [ undef, %211 ], [ %255, %236 ]
  %219 = phi i64 [ 0, %211 ], [ %256, %236 ]
  %220 = phi i32 [ 0, %211 ], [ %255, %236 ]
  %221 = phi i32 [ 1, %211 ], [ %253, %236 ]
  %222 = icmp eq i64 %212, 0
  br i1 %222, label %231, label %223

223:                                              ; preds = %216
  %224 = getelementptr inbounds i8, ptr @.str.2, i64 %219
  %225 = load i8, ptr %224, align 1, !tbaa !12
  %226 = zext i8 %225 to i32
  %227 = add nuw nsw i32 %221, %226
  %228 = urem i32 %227, 65521
  %229 = add nuw nsw i32 %228, %220
  %230 = urem i32 %229, 65521
  br label %231

231:                                              ; preds = %216, %223
  %232 = phi i32 [ %217, %216 ], [ %228, %223 ]
  %233 = phi i32 [ %218, %216 ], [ %230, %223 ]
  %234 = shl nuw i32 %233, 16
  %235 = or i32 %234, %232
  br label %259

236:                                              ; preds = %236, %214
  %237 = phi i64 [ 0, %214 ], [ %256, %236 ]
  %238 = phi i32 [ 0, %214 ], [ %255, %236 ]
  %239 = phi i32 [ 1, %214 ], [ %253, %236 ]
  %240 = phi i64 [ 0, %214 ], [ %257, %236 ]
  %241 = getelementptr inbounds i8, ptr @.str.2, i64 %237
  %242 = load i8, ptr %241, align 1, !tbaa !12
  %243 = zext i8 %242 to i32
  %244 = add nuw nsw i32 %239, %243
  %245 = urem i32 %244, 65521
  %246 = add nuw nsw i32 %245, %238
  %247 = urem i32 %246, 65521
  %248 = or i64 %237, 1
  %249 = getelementptr inbounds i8, ptr @.str.2, i64 %248
  %250 = load i8, ptr %249, align 1, !tbaa !12
  %251 = zext i8 %250 to i32
  %252 = add nuw nsw i32 %245, %251
  %253 = urem i32 %252, 65521
  %254 = add nuw nsw i32 %253, %247
  %255 = urem i32 %254, 65521
  %256 = add nuw i64 %237, 2
  %257 = add i64 %240, 2
  %258 = icmp eq i64 %257, %215
  br i1 %258, label %216, label %236, !llvm.loop !15

259:                                              ; preds = %207, %231
  %260 = phi i32 [ %235, %231 ], [ 1, %207 ]
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %160, i32 noundef %208, i32 noundef %260) #2
  br label %262

262:                                              ; preds = %262, %259
  %263 = phi i64 [ 0, %259 ], [ %272, %262 ]
  %264 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %259 ], [ %273, %262 ]
  %265 = mul <16 x i8> %264, <i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31>
  %266 = add <16 x i8> %265, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %267 = getelementptr inbounds [2048 x i8], ptr @main.data, i64 0, i64 %263
  store <16 x i8> %266, ptr %267, align 16, !tbaa !12
  %268 = or i64 %263, 16
  %269 = mul <16 x i8> %264, <i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31>
  %270 = add <16 x i8> %269, <i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9>
  %271 = getelementptr inbounds [2048 x i8], ptr @main.data, i64 0, i64 %268
  store <16 x i8> %270, ptr %271, align 16, !tbaa !12
  %272 = add nuw nsw i64 %263, 32
  %273 = add <16 x i8> %264, <i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32>
  %274 = icmp eq i64 %272, 2048
  br i1 %274, label %275, label %262, !llvm.loop !16

275:                                              ; preds = %262, %275
  %276 = phi i64 [ %297, %275 ], [ 0, %262 ]
  %277 = phi i32 [ %296, %275 ], [ -1, %262 ]
  %278 = getelementptr inbounds i8, ptr @main.data, i64 %276
  %279 = load i8, ptr %278, align 2, !tbaa !12
  %280 = trunc i32 %277 to i8
  %281 = xor i8 %279, %280
  %282 = zext i8 %281 to i64
  %283 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %282
  %284 = load i32, ptr %283, align 4, !tbaa !4
  %285 = lshr i32 %277, 8
  %286 = xor i32 %284, %285
  %287 = or i64 %276, 1
  %288 = getelementptr inbounds i8, ptr @main.data, i64 %287
  %289 = load i8, ptr %288, align 1, !tbaa !12
  %290 = trunc i32 %286 to i8
  %291 = xor i8 %289, %290
  %292 = zext i8 %291 to i64
  %293 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %292
  %294 = load i32, ptr %293, align 4, !tbaa !4
  %295 = lshr i32 %286, 8
  %296 = xor i32 %294, %295
  %297 = add nuw nsw i64 %276, 2
  %298 = icmp eq i64 %297, 2048
  br i1 %298, label %299, label %275, !llvm.loop !13

299:                                              ; preds = %275, %299
  %300 = phi i64 [ %339, %299 ], [ 0, %275 ]
  %301 = phi i16 [ %338, %299 ], [ -1, %275 ]
  %302 = getelementptr inbounds i8, ptr @main.data, i64 %300
  %303 = load i8, ptr %302, align 1, !tbaa !12
  %304 = zext i8 %303 to i16
  %305 = shl nuw i16 %304, 8
  %306 = xor i16 %305, %301
  %307 = shl i16 %306, 1
  %308 = xor i16 %307, 4129
  %309 = icmp slt i16 %306, 0
  %310 = select i1 %309, i16 %308, i16 %307
  %311 = shl i16 %310, 1
  %312 = xor i16 %311, 4129
  %313 = icmp slt i16 %310, 0
  %314 = select i1 %313, i16 %312, i16 %311
  %315 = shl i16 %314, 1
  %316 = xor i16 %315, 4129
  %317 = icmp slt i16 %314, 0
  %318 = select i1 %317, i16 %316, i16 %315
  %319 = shl i16 %318, 1
  %320 = xor i16 %319, 4129
  %321 = icmp slt i16 %318, 0
  %322 = select i1 %321, i16 %320, i16 %319
  %323 = shl i16 %322, 1
  %324 = xor i16 %323, 4129
  %325 = icmp slt i16 %322, 0
  %326 = select i1 %325, i16 %324, i16 %323
  %327 = shl i16 %326, 1
  %328 = xor i16 %327, 4129
  %329 = icmp slt i16 %326, 0
  %330 = select i1 %329, i16 %328, i16 %327
  %331 = shl i16 %330, 1
  %332 = xor i16 %331, 4129
  %333 = icmp slt i16 %330, 0
  %334 = select i1 %333, i16 %332, i16 %331
  %335 = shl i16 %334, 1
  %336 = xor i16 %335, 4129
  %337 = icmp slt i16 %334, 0
  %338 = select i1 %337, i16 %336, i16 %335
  %339 = add nuw nsw i64 %300, 1
  %340 = icmp eq i64 %339, 2048
  br i1 %340, label %341, label %299, !llvm.loop !14

341:                                              ; preds = %299, %341
  %342 = phi i64 [ %360, %341 ], [ 0, %299 ]
  %343 = phi i32 [ %359, %341 ], [ 0, %299 ]
  %344 = phi i32 [ %357, %341 ], [ 1, %299 ]
  %345 = getelementptr inbounds i8, ptr @main.data, i64 %342
  %346 = load i8, ptr %345, align 2, !tbaa !12
  %347 = zext i8 %346 to i32
  %348 = add nuw nsw i32 %344, %347
  %349 = urem i32 %348, 65521
  %350 = add nuw nsw i32 %349, %343
  %351 = urem i32 %350, 65521
  %352 = or i64 %342, 1
  %353 = getelementptr inbounds i8, ptr @main.data, i64 %352
  %354 = load i8, ptr %353, align 1, !tbaa !12
  %355 = zext i8 %354 to i32
  %356 = add nuw nsw i32 %349, %355
  %357 = urem i32 %356, 65521
  %358 = add nuw nsw i32 %357, %351
  %359 = urem i32 %358, 65521
  %360 = add nuw nsw i64 %342, 2
  %361 = icmp eq i64 %360, 2048
  br i1 %361, label %362, label %341, !llvm.loop !15

362:                                              ; preds = %341
  %363 = zext i16 %338 to i32
  %364 = xor i32 %296, -1
  %365 = shl nuw i32 %359, 16
  %366 = or i32 %365, %357
  %367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %364, i32 noundef %363, i32 noundef %366) #2
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 0) #2
  %369 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @table, i64 0, i64 1), align 4, !tbaa !4
  %370 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @table, i64 0, i64 255), align 4, !tbaa !4
  %371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %369, i32 noundef %370) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare i64 @strlen(ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

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
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = !{!6, !6, i64 0}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9, !10, !11}
