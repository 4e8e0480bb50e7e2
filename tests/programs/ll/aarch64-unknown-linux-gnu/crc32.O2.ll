; ModuleID = 'tests/programs/crc32.c'
source_filename = "tests/programs/crc32.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [25 x i8] c"crc32 %08x bitwise %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.3 = private unnamed_addr constant [38 x i8] c"fox crc32 %08x crc16 %04x adler %08x\0A\00", align 1
@main.data = internal unnamed_addr global [2048 x i8] zeroinitializer, align 1
@.str.4 = private unnamed_addr constant [39 x i8] c"data crc32 %08x crc16 %04x adler %08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"empty %08x\0A\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"table[1] %08x table[255] %08x\0A\00", align 1
@table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4

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
  store <4 x i32> %43, ptr %44, align 4, !tbaa !5
  %45 = add nuw i64 %2, 4
  %46 = add <4 x i32> %3, <i32 4, i32 4, i32 4, i32 4>
  %47 = icmp eq i64 %45, 256
  br i1 %47, label %48, label %1, !llvm.loop !9

48:                                               ; preds = %1
  %49 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @table, i64 0, i64 206), align 4, !tbaa !5
  %50 = and i32 %49, 255
  %51 = xor i32 %50, 205
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = lshr i32 %49, 8
  %56 = xor i32 %55, %54
  %57 = and i32 %56, 255
  %58 = xor i32 %57, 204
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = lshr i32 %56, 8
  %63 = xor i32 %62, %61
  %64 = and i32 %63, 255
  %65 = xor i32 %64, 203
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !5
  %69 = lshr i32 %63, 8
  %70 = xor i32 %68, %69
  %71 = and i32 %70, 255
  %72 = xor i32 %71, 53
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = lshr i32 %70, 8
  %77 = xor i32 %75, %76
  %78 = and i32 %77, 255
  %79 = xor i32 %78, 54
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %80
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = lshr i32 %77, 8
  %84 = xor i32 %82, %83
  %85 = and i32 %84, 255
  %86 = xor i32 %85, 55
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !5
  %90 = lshr i32 %84, 8
  %91 = xor i32 %89, %90
  %92 = and i32 %91, 255
  %93 = xor i32 %92, 56
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !5
  %97 = lshr i32 %91, 8
  %98 = xor i32 %96, %97
  %99 = and i32 %98, 255
  %100 = xor i32 %99, 57
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !5
  %104 = lshr i32 %98, 8
  %105 = xor i32 %103, %104
  %106 = xor i32 %105, -1
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %106, i32 noundef -873187034) #2
  %108 = tail call i64 @strlen(ptr noundef nonnull @.str.2) #2
  %109 = icmp eq i64 %108, 0
  br i1 %109, label %126, label %112

110:                                              ; preds = %112
  %111 = xor i32 %123, -1
  br label %126

112:                                              ; preds = %48, %112
  %113 = phi i64 [ %124, %112 ], [ 0, %48 ]
  %114 = phi i32 [ %123, %112 ], [ -1, %48 ]
  %115 = getelementptr inbounds i8, ptr @.str.2, i64 %113
  %116 = load i8, ptr %115, align 1, !tbaa !13
  %117 = trunc i32 %114 to i8
  %118 = xor i8 %116, %117
  %119 = zext i8 %118 to i64
  %120 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !5
  %122 = lshr i32 %114, 8
  %123 = xor i32 %121, %122
  %124 = add nuw i64 %113, 1
  %125 = icmp eq i64 %124, %108
  br i1 %125, label %110, label %112, !llvm.loop !14

126:                                              ; preds = %48, %110
  %127 = phi i32 [ 0, %48 ], [ %111, %110 ]
  %128 = tail call i64 @strlen(ptr noundef nonnull @.str.2) #2
  %129 = icmp eq i64 %128, 0
  br i1 %129, label %174, label %130

130:                                              ; preds = %126, %130
  %131 = phi i64 [ %170, %130 ], [ 0, %126 ]
  %132 = phi i16 [ %169, %130 ], [ -1, %126 ]
  %133 = getelementptr inbounds i8, ptr @.str.2, i64 %131
  %134 = load i8, ptr %133, align 1, !tbaa !13
  %135 = zext i8 %134 to i16
  %136 = shl nuw i16 %135, 8
  %137 = xor i16 %136, %132
  %138 = shl i16 %137, 1
  %139 = xor i16 %138, 4129
  %140 = icmp slt i16 %137, 0
  %141 = select i1 %140, i16 %139, i16 %138
  %142 = shl i16 %141, 1
  %143 = xor i16 %142, 4129
  %144 = icmp slt i16 %141, 0
  %145 = select i1 %144, i16 %143, i16 %142
  %146 = shl i16 %145, 1
  %147 = xor i16 %146, 4129
  %148 = icmp slt i16 %145, 0
  %149 = select i1 %148, i16 %147, i16 %146
  %150 = shl i16 %149, 1
  %151 = xor i16 %150, 4129
  %152 = icmp slt i16 %149, 0
  %153 = select i1 %152, i16 %151, i16 %150
  %154 = shl i16 %153, 1
  %155 = xor i16 %154, 4129
  %156 = icmp slt i16 %153, 0
  %157 = select i1 %156, i16 %155, i16 %154
  %158 = shl i16 %157, 1
  %159 = xor i16 %158, 4129
  %160 = icmp slt i16 %157, 0
  %161 = select i1 %160, i16 %159, i16 %158
  %162 = shl i16 %161, 1
  %163 = xor i16 %162, 4129
  %164 = icmp slt i16 %161, 0
  %165 = select i1 %164, i16 %163, i16 %162
  %166 = shl i16 %165, 1
  %167 = xor i16 %166, 4129
  %168 = icmp slt i16 %165, 0
  %169 = select i1 %168, i16 %167, i16 %166
  %170 = add nuw i64 %131, 1
  %171 = icmp eq i64 %170, %128
  br i1 %171, label %172, label %130, !llvm.loop !15

172:                                              ; preds = %130
  %173 = zext i16 %169 to i32
  br label %174

174:                                              ; preds = %172, %126
  %175 = phi i32 [ 65535, %126 ], [ %173, %172 ]
  %176 = tail call i64 @strlen(ptr noundef nonnull @.str.2) #2
  %177 = icmp eq i64 %176, 0
  br i1 %177, label %194, label %181

178:                                              ; preds = %181
  %179 = shl nuw i32 %191, 16
  %180 = or i32 %179, %189
  br label %194

181:                                              ; preds = %174, %181
  %182 = phi i64 [ %192, %181 ], [ 0, %174 ]
  %183 = phi i32 [ %191, %181 ], [ 0, %174 ]
  %184 = phi i32 [ %189, %181 ], [ 1, %174 ]
  %185 = getelementptr inbounds i8, ptr @.str.2, i64 %182
  %186 = load i8, ptr %185, align 1, !tbaa !13
  %187 = zext i8 %186 to i32
  %188 = add nuw nsw i32 %184, %187
  %189 = urem i32 %188, 65521
  %190 = add nuw nsw i32 %189, %183
  %191 = urem i32 %190, 65521
  %192 = add nuw i64 %182, 1
  %193 = icmp eq i64 %192, %176
  br i1 %193, label %178, label %181, !llvm.loop !16

194:                                              ; preds = %174, %178
  %195 = phi i32 [ %180, %178 ], [ 1, %174 ]
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %127, i32 noundef %175, i32 noundef %195) #2
  br label %197

197:                                              ; preds = %197, %194
  %198 = phi i64 [ 0, %194 ], [ %206, %197 ]
  %199 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %194 ], [ %207, %197 ]
  %200 = mul <16 x i8> %199, <i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31>
  %201 = mul <16 x i8> %199, <i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31>
  %202 = add <16 x i8> %200, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %203 = add <16 x i8> %201, <i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9, i8 -9>
  %204 = getelementptr inbounds [2048 x i8], ptr @main.data, i64 0, i64 %198
  store <16 x i8> %202, ptr %204, align 1, !tbaa !13
  %205 = getelementptr inbounds i8, ptr %204, i64 16
  store <16 x i8> %203, ptr %205, align 1, !tbaa !13
  %206 = add nuw i64 %198, 32
  %207 = add <16 x i8> %199, <i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32>
  %208 = icmp eq i64 %206, 2048
  br i1 %208, label %209, label %197, !llvm.loop !17

209:                                              ; preds = %197, %209
  %210 = phi i64 [ %221, %209 ], [ 0, %197 ]
  %211 = phi i32 [ %220, %209 ], [ -1, %197 ]
  %212 = getelementptr inbounds i8, ptr @main.data, i64 %210
  %213 = load i8, ptr %212, align 1, !tbaa !13
  %214 = trunc i32 %211 to i8
  %215 = xor i8 %213, %214
  %216 = zext i8 %215 to i64
  %217 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %216
  %218 = load i32, ptr %217, align 4, !tbaa !5
  %219 = lshr i32 %211, 8
  %220 = xor i32 %218, %219
  %221 = add nuw nsw i64 %210, 1
  %222 = icmp eq i64 %221, 2048
  br i1 %222, label %223, label %209, !llvm.loop !14

223:                                              ; preds = %209, %223
  %224 = phi i64 [ %263, %223 ], [ 0, %209 ]
  %225 = phi i16 [ %262, %223 ], [ -1, %209 ]
  %226 = getelementptr inbounds i8, ptr @main.data, i64 %224
  %227 = load i8, ptr %226, align 1, !tbaa !13
  %228 = zext i8 %227 to i16
  %229 = shl nuw i16 %228, 8
  %230 = xor i16 %229, %225
  %231 = shl i16 %230, 1
  %232 = xor i16 %231, 4129
  %233 = icmp slt i16 %230, 0
  %234 = select i1 %233, i16 %232, i16 %231
  %235 = shl i16 %234, 1
  %236 = xor i16 %235, 4129
  %237 = icmp slt i16 %234, 0
  %238 = select i1 %237, i16 %236, i16 %235
  %239 = shl i16 %238, 1
  %240 = xor i16 %239, 4129
  %241 = icmp slt i16 %238, 0
  %242 = select i1 %241, i16 %240, i16 %239
  %243 = shl i16 %242, 1
  %244 = xor i16 %243, 4129
  %245 = icmp slt i16 %242, 0
  %246 = select i1 %245, i16 %244, i16 %243
  %247 = shl i16 %246, 1
  %248 = xor i16 %247, 4129
  %249 = icmp slt i16 %246, 0
  %250 = select i1 %249, i16 %248, i16 %247
  %251 = shl i16 %250, 1
  %252 = xor i16 %251, 4129
  %253 = icmp slt i16 %250, 0
  %254 = select i1 %253, i16 %252, i16 %251
  %255 = shl i16 %254, 1
  %256 = xor i16 %255, 4129
  %257 = icmp slt i16 %254, 0
  %258 = select i1 %257, i16 %256, i16 %255
  %259 = shl i16 %258, 1
  %260 = xor i16 %259, 4129
  %261 = icmp slt i16 %258, 0
  %262 = select i1 %261, i16 %260, i16 %259
  %263 = add nuw nsw i64 %224, 1
  %264 = icmp eq i64 %263, 2048
  br i1 %264, label %265, label %223, !llvm.loop !15

265:                                              ; preds = %223, %265
  %266 = phi i64 [ %276, %265 ], [ 0, %223 ]
  %267 = phi i32 [ %275, %265 ], [ 0, %223 ]
  %268 = phi i32 [ %273, %265 ], [ 1, %223 ]
  %269 = getelementptr inbounds i8, ptr @main.data, i64 %266
  %270 = load i8, ptr %269, align 1, !tbaa !13
  %271 = zext i8 %270 to i32
  %272 = add nuw nsw i32 %268, %271
  %273 = urem i32 %272, 65521
  %274 = add nuw nsw i32 %273, %267
  %275 = urem i32 %274, 65521
  %276 = add nuw nsw i64 %266, 1
  %277 = icmp eq i64 %276, 2048
  br i1 %277, label %278, label %265, !llvm.loop !16

278:                                              ; preds = %265
  %279 = zext i16 %262 to i32
  %280 = xor i32 %220, -1
  %281 = shl nuw i32 %275, 16
  %282 = or i32 %281, %273
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %280, i32 noundef %279, i32 noundef %282) #2
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 0) #2
  %285 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @table, i64 0, i64 1), align 4, !tbaa !5
  %286 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @table, i64 0, i64 255), align 4, !tbaa !5
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %285, i32 noundef %286) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare i64 @strlen(ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

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
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10, !11, !12}
