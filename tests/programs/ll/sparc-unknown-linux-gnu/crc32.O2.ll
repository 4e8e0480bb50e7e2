; ModuleID = 'tests/programs/crc32.c'
source_filename = "tests/programs/crc32.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
  %2 = phi i32 [ 0, %0 ], [ %44, %1 ]
  %3 = and i32 %2, 1
  %4 = icmp eq i32 %3, 0
  %5 = lshr i32 %2, 1
  %6 = xor i32 %5, -306674912
  %7 = select i1 %4, i32 %5, i32 %6
  %8 = and i32 %7, 1
  %9 = icmp eq i32 %8, 0
  %10 = lshr i32 %7, 1
  %11 = xor i32 %10, -306674912
  %12 = select i1 %9, i32 %10, i32 %11
  %13 = and i32 %12, 1
  %14 = icmp eq i32 %13, 0
  %15 = lshr i32 %12, 1
  %16 = xor i32 %15, -306674912
  %17 = select i1 %14, i32 %15, i32 %16
  %18 = and i32 %17, 1
  %19 = icmp eq i32 %18, 0
  %20 = lshr i32 %17, 1
  %21 = xor i32 %20, -306674912
  %22 = select i1 %19, i32 %20, i32 %21
  %23 = and i32 %22, 1
  %24 = icmp eq i32 %23, 0
  %25 = lshr i32 %22, 1
  %26 = xor i32 %25, -306674912
  %27 = select i1 %24, i32 %25, i32 %26
  %28 = and i32 %27, 1
  %29 = icmp eq i32 %28, 0
  %30 = lshr i32 %27, 1
  %31 = xor i32 %30, -306674912
  %32 = select i1 %29, i32 %30, i32 %31
  %33 = and i32 %32, 1
  %34 = icmp eq i32 %33, 0
  %35 = lshr i32 %32, 1
  %36 = xor i32 %35, -306674912
  %37 = select i1 %34, i32 %35, i32 %36
  %38 = and i32 %37, 1
  %39 = icmp eq i32 %38, 0
  %40 = lshr i32 %37, 1
  %41 = xor i32 %40, -306674912
  %42 = select i1 %39, i32 %40, i32 %41
  %43 = getelementptr inbounds [256 x i32], ptr @table, i32 0, i32 %2
  store i32 %42, ptr %43, align 4, !tbaa !4
  %44 = add nuw nsw i32 %2, 1
  %45 = icmp eq i32 %44, 256
  br i1 %45, label %46, label %1, !llvm.loop !8

46:                                               ; preds = %1
  %47 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @table, i32 0, i32 206), align 4, !tbaa !4
  %48 = and i32 %47, 255
  %49 = xor i32 %48, 205
  %50 = getelementptr inbounds [256 x i32], ptr @table, i32 0, i32 %49
  %51 = load i32, ptr %50, align 4, !tbaa !4
  %52 = lshr i32 %47, 8
  %53 = xor i32 %52, %51
  %54 = and i32 %53, 255
  %55 = xor i32 %54, 204
  %56 = getelementptr inbounds [256 x i32], ptr @table, i32 0, i32 %55
  %57 = load i32, ptr %56, align 4, !tbaa !4
  %58 = lshr i32 %53, 8
  %59 = xor i32 %58, %57
  %60 = and i32 %59, 255
  %61 = xor i32 %60, 203
  %62 = getelementptr inbounds [256 x i32], ptr @table, i32 0, i32 %61
  %63 = load i32, ptr %62, align 4, !tbaa !4
  %64 = lshr i32 %59, 8
  %65 = xor i32 %63, %64
  %66 = and i32 %65, 255
  %67 = xor i32 %66, 53
  %68 = getelementptr inbounds [256 x i32], ptr @table, i32 0, i32 %67
  %69 = load i32, ptr %68, align 4, !tbaa !4
  %70 = lshr i32 %65, 8
  %71 = xor i32 %69, %70
  %72 = and i32 %71, 255
  %73 = xor i32 %72, 54
  %74 = getelementptr inbounds [256 x i32], ptr @table, i32 0, i32 %73
  %75 = load i32, ptr %74, align 4, !tbaa !4
  %76 = lshr i32 %71, 8
  %77 = xor i32 %75, %76
  %78 = and i32 %77, 255
  %79 = xor i32 %78, 55
  %80 = getelementptr inbounds [256 x i32], ptr @table, i32 0, i32 %79
  %81 = load i32, ptr %80, align 4, !tbaa !4
  %82 = lshr i32 %77, 8
  %83 = xor i32 %81, %82
  %84 = and i32 %83, 255
  %85 = xor i32 %84, 56
  %86 = getelementptr inbounds [256 x i32], ptr @table, i32 0, i32 %85
  %87 = load i32, ptr %86, align 4, !tbaa !4
  %88 = lshr i32 %83, 8
  %89 = xor i32 %87, %88
  %90 = and i32 %89, 255
  %91 = xor i32 %90, 57
  %92 = getelementptr inbounds [256 x i32], ptr @table, i32 0, i32 %91
  %93 = load i32, ptr %92, align 4, !tbaa !4
  %94 = lshr i32 %89, 8
  %95 = xor i32 %93, %94
  %96 = xor i32 %95, -1
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %96, i32 noundef -873187034) #2
  %98 = tail call i32 @strlen(ptr noundef nonnull @.str.2) #2
  %99 = icmp eq i32 %98, 0
  br i1 %99, label %116, label %102

100:                                              ; preds = %102
  %101 = xor i32 %113, -1
  br label %116

102:                                              ; preds = %46, %102
  %103 = phi i32 [ %114, %102 ], [ 0, %46 ]
  %104 = phi i32 [ %113, %102 ], [ -1, %46 ]
  %105 = getelementptr inbounds i8, ptr @.str.2, i32 %103
  %106 = load i8, ptr %105, align 1, !tbaa !10
  %107 = trunc i32 %104 to i8
  %108 = xor i8 %106, %107
  %109 = zext i8 %108 to i32
  %110 = getelementptr inbounds [256 x i32], ptr @table, i32 0, i32 %109
  %111 = load i32, ptr %110, align 4, !tbaa !4
  %112 = lshr i32 %104, 8
  %113 = xor i32 %111, %112
  %114 = add nuw i32 %103, 1
  %115 = icmp eq i32 %114, %98
  br i1 %115, label %100, label %102, !llvm.loop !11

116:                                              ; preds = %46, %100
  %117 = phi i32 [ 0, %46 ], [ %101, %100 ]
  %118 = tail call i32 @strlen(ptr noundef nonnull @.str.2) #2
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %164, label %120

120:                                              ; preds = %116, %120
  %121 = phi i32 [ %160, %120 ], [ 0, %116 ]
  %122 = phi i16 [ %159, %120 ], [ -1, %116 ]
  %123 = getelementptr inbounds i8, ptr @.str.2, i32 %121
  %124 = load i8, ptr %123, align 1, !tbaa !10
  %125 = zext i8 %124 to i16
  %126 = shl nuw i16 %125, 8
  %127 = xor i16 %126, %122
  %128 = shl i16 %127, 1
  %129 = xor i16 %128, 4129
  %130 = icmp slt i16 %127, 0
  %131 = select i1 %130, i16 %129, i16 %128
  %132 = shl i16 %131, 1
  %133 = xor i16 %132, 4129
  %134 = icmp slt i16 %131, 0
  %135 = select i1 %134, i16 %133, i16 %132
  %136 = shl i16 %135, 1
  %137 = xor i16 %136, 4129
  %138 = icmp slt i16 %135, 0
  %139 = select i1 %138, i16 %137, i16 %136
  %140 = shl i16 %139, 1
  %141 = xor i16 %140, 4129
  %142 = icmp slt i16 %139, 0
  %143 = select i1 %142, i16 %141, i16 %140
  %144 = shl i16 %143, 1
  %145 = xor i16 %144, 4129
  %146 = icmp slt i16 %143, 0
  %147 = select i1 %146, i16 %145, i16 %144
  %148 = shl i16 %147, 1
  %149 = xor i16 %148, 4129
  %150 = icmp slt i16 %147, 0
  %151 = select i1 %150, i16 %149, i16 %148
  %152 = shl i16 %151, 1
  %153 = xor i16 %152, 4129
  %154 = icmp slt i16 %151, 0
  %155 = select i1 %154, i16 %153, i16 %152
  %156 = shl i16 %155, 1
  %157 = xor i16 %156, 4129
  %158 = icmp slt i16 %155, 0
  %159 = select i1 %158, i16 %157, i16 %156
  %160 = add nuw i32 %121, 1
  %161 = icmp eq i32 %160, %118
  br i1 %161, label %162, label %120, !llvm.loop !12

162:                                              ; preds = %120
  %163 = zext i16 %159 to i32
  br label %164

164:                                              ; preds = %162, %116
  %165 = phi i32 [ 65535, %116 ], [ %163, %162 ]
  %166 = tail call i32 @strlen(ptr noundef nonnull @.str.2) #2
  %167 = icmp eq i32 %166, 0
  br i1 %167, label %184, label %171

168:                                              ; preds = %171
  %169 = shl nuw i32 %181, 16
  %170 = or i32 %169, %179
  br label %184

171:                                              ; preds = %164, %171
  %172 = phi i32 [ %182, %171 ], [ 0, %164 ]
  %173 = phi i32 [ %181, %171 ], [ 0, %164 ]
  %174 = phi i32 [ %179, %171 ], [ 1, %164 ]
  %175 = getelementptr inbounds i8, ptr @.str.2, i32 %172
  %176 = load i8, ptr %175, align 1, !tbaa !10
  %177 = zext i8 %176 to i32
  %178 = add nuw nsw i32 %174, %177
  %179 = urem i32 %178, 65521
  %180 = add nuw nsw i32 %179, %173
  %181 = urem i32 %180, 65521
  %182 = add nuw i32 %172, 1
  %183 = icmp eq i32 %182, %166
  br i1 %183, label %168, label %171, !llvm.loop !13

184:                                              ; preds = %164, %168
  %185 = phi i32 [ %170, %168 ], [ 1, %164 ]
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %117, i32 noundef %165, i32 noundef %185) #2
  br label %266

187:                                              ; preds = %266, %187
  %188 = phi i32 [ %199, %187 ], [ 0, %266 ]
  %189 = phi i32 [ %198, %187 ], [ -1, %266 ]
  %190 = getelementptr inbounds i8, ptr @main.data, i32 %188
  %191 = load i8, ptr %190, align 1, !tbaa !10
  %192 = trunc i32 %189 to i8
  %193 = xor i8 %191, %192
  %194 = zext i8 %193 to i32
  %195 = getelementptr inbounds [256 x i32], ptr @table, i32 0, i32 %194
  %196 = load i32, ptr %195, align 4, !tbaa !4
  %197 = lshr i32 %189, 8
  %198 = xor i32 %196, %197
  %199 = add nuw nsw i32 %188, 1
  %200 = icmp eq i32 %199, 2048
  br i1 %200, label %201, label %187, !llvm.loop !11

201:                                              ; preds = %187, %201
  %202 = phi i32 [ %241, %201 ], [ 0, %187 ]
  %203 = phi i16 [ %240, %201 ], [ -1, %187 ]
  %204 = getelementptr inbounds i8, ptr @main.data, i32 %202
  %205 = load i8, ptr %204, align 1, !tbaa !10
  %206 = zext i8 %205 to i16
  %207 = shl nuw i16 %206, 8
  %208 = xor i16 %207, %203
  %209 = shl i16 %208, 1
  %210 = xor i16 %209, 4129
  %211 = icmp slt i16 %208, 0
  %212 = select i1 %211, i16 %210, i16 %209
  %213 = shl i16 %212, 1
  %214 = xor i16 %213, 4129
  %215 = icmp slt i16 %212, 0
  %216 = select i1 %215, i16 %214, i16 %213
  %217 = shl i16 %216, 1
  %218 = xor i16 %217, 4129
  %219 = icmp slt i16 %216, 0
  %220 = select i1 %219, i16 %218, i16 %217
  %221 = shl i16 %220, 1
  %222 = xor i16 %221, 4129
  %223 = icmp slt i16 %220, 0
  %224 = select i1 %223, i16 %222, i16 %221
  %225 = shl i16 %224, 1
  %226 = xor i16 %225, 4129
  %227 = icmp slt i16 %224, 0
  %228 = select i1 %227, i16 %226, i16 %225
  %229 = shl i16 %228, 1
  %230 = xor i16 %229, 4129
  %231 = icmp slt i16 %228, 0
  %232 = select i1 %231, i16 %230, i16 %229
  %233 = shl i16 %232, 1
  %234 = xor i16 %233, 4129
  %235 = icmp slt i16 %232, 0
  %236 = select i1 %235, i16 %234, i16 %233
  %237 = shl i16 %236, 1
  %238 = xor i16 %237, 4129
  %239 = icmp slt i16 %236, 0
  %240 = select i1 %239, i16 %238, i16 %237
  %241 = add nuw nsw i32 %202, 1
  %242 = icmp eq i32 %241, 2048
  br i1 %242, label %243, label %201, !llvm.loop !12

243:                                              ; preds = %201, %243
  %244 = phi i32 [ %254, %243 ], [ 0, %201 ]
  %245 = phi i32 [ %253, %243 ], [ 0, %201 ]
  %246 = phi i32 [ %251, %243 ], [ 1, %201 ]
  %247 = getelementptr inbounds i8, ptr @main.data, i32 %244
  %248 = load i8, ptr %247, align 1, !tbaa !10
  %249 = zext i8 %248 to i32
  %250 = add nuw nsw i32 %246, %249
  %251 = urem i32 %250, 65521
  %252 = add nuw nsw i32 %251, %245
  %253 = urem i32 %252, 65521
  %254 = add nuw nsw i32 %244, 1
  %255 = icmp eq i32 %254, 2048
  br i1 %255, label %256, label %243, !llvm.loop !13

256:                                              ; preds = %243
  %257 = zext i16 %240 to i32
  %258 = xor i32 %198, -1
  %259 = shl nuw i32 %253, 16
  %260 = or i32 %259, %251
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %258, i32 noundef %257, i32 noundef %260) #2
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 0) #2
  %263 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @table, i32 0, i32 1), align 4, !tbaa !4
  %264 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @table, i32 0, i32 255), align 4, !tbaa !4
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %263, i32 noundef %264) #2
  ret i32 0

266:                                              ; preds = %184, %266
  %267 = phi i32 [ 0, %184 ], [ %272, %266 ]
  %268 = trunc i32 %267 to i8
  %269 = mul i8 %268, 31
  %270 = add i8 %269, 7
  %271 = getelementptr inbounds [2048 x i8], ptr @main.data, i32 0, i32 %267
  store i8 %270, ptr %271, align 1, !tbaa !10
  %272 = add nuw nsw i32 %267, 1
  %273 = icmp eq i32 %272, 2048
  br i1 %273, label %187, label %266, !llvm.loop !14
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare i32 @strlen(ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!6, !6, i64 0}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
