; ModuleID = 'tests/programs/crc32.c'
source_filename = "tests/programs/crc32.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [25 x i8] c"crc32 %08x bitwise %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.3 = private unnamed_addr constant [38 x i8] c"fox crc32 %08x crc16 %04x adler %08x\0A\00", align 1
@main.data = internal unnamed_addr global [2048 x i8] zeroinitializer, align 1
@.str.4 = private unnamed_addr constant [39 x i8] c"data crc32 %08x crc16 %04x adler %08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"empty %08x\0A\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"table[1] %08x table[255] %08x\0A\00", align 1
@table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %45, %1 ]
  %3 = trunc i64 %2 to i32
  %4 = and i32 %3, 1
  %5 = icmp eq i32 %4, 0
  %6 = lshr i32 %3, 1
  %7 = xor i32 %6, -306674912
  %8 = select i1 %5, i32 %6, i32 %7
  %9 = and i32 %8, 1
  %10 = icmp eq i32 %9, 0
  %11 = lshr i32 %8, 1
  %12 = xor i32 %11, -306674912
  %13 = select i1 %10, i32 %11, i32 %12
  %14 = and i32 %13, 1
  %15 = icmp eq i32 %14, 0
  %16 = lshr i32 %13, 1
  %17 = xor i32 %16, -306674912
  %18 = select i1 %15, i32 %16, i32 %17
  %19 = and i32 %18, 1
  %20 = icmp eq i32 %19, 0
  %21 = lshr i32 %18, 1
  %22 = xor i32 %21, -306674912
  %23 = select i1 %20, i32 %21, i32 %22
  %24 = and i32 %23, 1
  %25 = icmp eq i32 %24, 0
  %26 = lshr i32 %23, 1
  %27 = xor i32 %26, -306674912
  %28 = select i1 %25, i32 %26, i32 %27
  %29 = and i32 %28, 1
  %30 = icmp eq i32 %29, 0
  %31 = lshr i32 %28, 1
  %32 = xor i32 %31, -306674912
  %33 = select i1 %30, i32 %31, i32 %32
  %34 = and i32 %33, 1
  %35 = icmp eq i32 %34, 0
  %36 = lshr i32 %33, 1
  %37 = xor i32 %36, -306674912
  %38 = select i1 %35, i32 %36, i32 %37
  %39 = and i32 %38, 1
  %40 = icmp eq i32 %39, 0
  %41 = lshr i32 %38, 1
  %42 = xor i32 %41, -306674912
  %43 = select i1 %40, i32 %41, i32 %42
  %44 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %2
  store i32 %43, ptr %44, align 4, !tbaa !6
  %45 = add nuw nsw i64 %2, 1
  %46 = icmp eq i64 %45, 256
  br i1 %46, label %47, label %1, !llvm.loop !10

47:                                               ; preds = %1
  %48 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @table, i64 0, i64 206), align 4, !tbaa !6
  %49 = and i32 %48, 255
  %50 = xor i32 %49, 205
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = lshr i32 %48, 8
  %55 = xor i32 %54, %53
  %56 = and i32 %55, 255
  %57 = xor i32 %56, 204
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = lshr i32 %55, 8
  %62 = xor i32 %61, %60
  %63 = and i32 %62, 255
  %64 = xor i32 %63, 203
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = lshr i32 %62, 8
  %69 = xor i32 %67, %68
  %70 = and i32 %69, 255
  %71 = xor i32 %70, 53
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = lshr i32 %69, 8
  %76 = xor i32 %74, %75
  %77 = and i32 %76, 255
  %78 = xor i32 %77, 54
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = lshr i32 %76, 8
  %83 = xor i32 %81, %82
  %84 = and i32 %83, 255
  %85 = xor i32 %84, 55
  %86 = zext i32 %85 to i64
  %87 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = lshr i32 %83, 8
  %90 = xor i32 %88, %89
  %91 = and i32 %90, 255
  %92 = xor i32 %91, 56
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !6
  %96 = lshr i32 %90, 8
  %97 = xor i32 %95, %96
  %98 = and i32 %97, 255
  %99 = xor i32 %98, 57
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = lshr i32 %97, 8
  %104 = xor i32 %102, %103
  %105 = xor i32 %104, -1
  %106 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %105, i32 noundef signext -873187034) #2
  %107 = tail call i64 @strlen(ptr noundef nonnull @.str.2) #2
  %108 = icmp eq i64 %107, 0
  br i1 %108, label %125, label %111

109:                                              ; preds = %111
  %110 = xor i32 %122, -1
  br label %125

111:                                              ; preds = %47, %111
  %112 = phi i64 [ %123, %111 ], [ 0, %47 ]
  %113 = phi i32 [ %122, %111 ], [ -1, %47 ]
  %114 = getelementptr inbounds i8, ptr @.str.2, i64 %112
  %115 = load i8, ptr %114, align 1, !tbaa !12
  %116 = trunc i32 %113 to i8
  %117 = xor i8 %115, %116
  %118 = zext i8 %117 to i64
  %119 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %118
  %120 = load i32, ptr %119, align 4, !tbaa !6
  %121 = lshr i32 %113, 8
  %122 = xor i32 %120, %121
  %123 = add nuw i64 %112, 1
  %124 = icmp eq i64 %123, %107
  br i1 %124, label %109, label %111, !llvm.loop !13

125:                                              ; preds = %47, %109
  %126 = phi i32 [ 0, %47 ], [ %110, %109 ]
  %127 = tail call i64 @strlen(ptr noundef nonnull @.str.2) #2
  %128 = icmp eq i64 %127, 0
  br i1 %128, label %173, label %129

129:                                              ; preds = %125, %129
  %130 = phi i64 [ %169, %129 ], [ 0, %125 ]
  %131 = phi i16 [ %168, %129 ], [ -1, %125 ]
  %132 = getelementptr inbounds i8, ptr @.str.2, i64 %130
  %133 = load i8, ptr %132, align 1, !tbaa !12
  %134 = zext i8 %133 to i16
  %135 = shl nuw i16 %134, 8
  %136 = xor i16 %135, %131
  %137 = shl i16 %136, 1
  %138 = xor i16 %137, 4129
  %139 = icmp slt i16 %136, 0
  %140 = select i1 %139, i16 %138, i16 %137
  %141 = shl i16 %140, 1
  %142 = xor i16 %141, 4129
  %143 = icmp slt i16 %140, 0
  %144 = select i1 %143, i16 %142, i16 %141
  %145 = shl i16 %144, 1
  %146 = xor i16 %145, 4129
  %147 = icmp slt i16 %144, 0
  %148 = select i1 %147, i16 %146, i16 %145
  %149 = shl i16 %148, 1
  %150 = xor i16 %149, 4129
  %151 = icmp slt i16 %148, 0
  %152 = select i1 %151, i16 %150, i16 %149
  %153 = shl i16 %152, 1
  %154 = xor i16 %153, 4129
  %155 = icmp slt i16 %152, 0
  %156 = select i1 %155, i16 %154, i16 %153
  %157 = shl i16 %156, 1
  %158 = xor i16 %157, 4129
  %159 = icmp slt i16 %156, 0
  %160 = select i1 %159, i16 %158, i16 %157
  %161 = shl i16 %160, 1
  %162 = xor i16 %161, 4129
  %163 = icmp slt i16 %160, 0
  %164 = select i1 %163, i16 %162, i16 %161
  %165 = shl i16 %164, 1
  %166 = xor i16 %165, 4129
  %167 = icmp slt i16 %164, 0
  %168 = select i1 %167, i16 %166, i16 %165
  %169 = add nuw i64 %130, 1
  %170 = icmp eq i64 %169, %127
  br i1 %170, label %171, label %129, !llvm.loop !14

171:                                              ; preds = %129
  %172 = zext i16 %168 to i32
  br label %173

173:                                              ; preds = %171, %125
  %174 = phi i32 [ 65535, %125 ], [ %172, %171 ]
  %175 = tail call i64 @strlen(ptr noundef nonnull @.str.2) #2
  %176 = icmp eq i64 %175, 0
  br i1 %176, label %193, label %180

177:                                              ; preds = %180
  %178 = shl nuw i32 %190, 16
  %179 = or i32 %178, %188
  br label %193

180:                                              ; preds = %173, %180
  %181 = phi i64 [ %191, %180 ], [ 0, %173 ]
  %182 = phi i32 [ %190, %180 ], [ 0, %173 ]
  %183 = phi i32 [ %188, %180 ], [ 1, %173 ]
  %184 = getelementptr inbounds i8, ptr @.str.2, i64 %181
  %185 = load i8, ptr %184, align 1, !tbaa !12
  %186 = zext i8 %185 to i32
  %187 = add nuw nsw i32 %183, %186
  %188 = urem i32 %187, 65521
  %189 = add nuw nsw i32 %188, %182
  %190 = urem i32 %189, 65521
  %191 = add nuw i64 %181, 1
  %192 = icmp eq i64 %191, %175
  br i1 %192, label %177, label %180, !llvm.loop !15

193:                                              ; preds = %173, %177
  %194 = phi i32 [ %179, %177 ], [ 1, %173 ]
  %195 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %126, i32 noundef signext %174, i32 noundef signext %194) #2
  br label %275

196:                                              ; preds = %275, %196
  %197 = phi i64 [ %208, %196 ], [ 0, %275 ]
  %198 = phi i32 [ %207, %196 ], [ -1, %275 ]
  %199 = getelementptr inbounds i8, ptr @main.data, i64 %197
  %200 = load i8, ptr %199, align 1, !tbaa !12
  %201 = trunc i32 %198 to i8
  %202 = xor i8 %200, %201
  %203 = zext i8 %202 to i64
  %204 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %203
  %205 = load i32, ptr %204, align 4, !tbaa !6
  %206 = lshr i32 %198, 8
  %207 = xor i32 %205, %206
  %208 = add nuw nsw i64 %197, 1
  %209 = icmp eq i64 %208, 2048
  br i1 %209, label %210, label %196, !llvm.loop !13

210:                                              ; preds = %196, %210
  %211 = phi i64 [ %250, %210 ], [ 0, %196 ]
  %212 = phi i16 [ %249, %210 ], [ -1, %196 ]
  %213 = getelementptr inbounds i8, ptr @main.data, i64 %211
  %214 = load i8, ptr %213, align 1, !tbaa !12
  %215 = zext i8 %214 to i16
  %216 = shl nuw i16 %215, 8
  %217 = xor i16 %216, %212
  %218 = shl i16 %217, 1
  %219 = xor i16 %218, 4129
  %220 = icmp slt i16 %217, 0
  %221 = select i1 %220, i16 %219, i16 %218
  %222 = shl i16 %221, 1
  %223 = xor i16 %222, 4129
  %224 = icmp slt i16 %221, 0
  %225 = select i1 %224, i16 %223, i16 %222
  %226 = shl i16 %225, 1
  %227 = xor i16 %226, 4129
  %228 = icmp slt i16 %225, 0
  %229 = select i1 %228, i16 %227, i16 %226
  %230 = shl i16 %229, 1
  %231 = xor i16 %230, 4129
  %232 = icmp slt i16 %229, 0
  %233 = select i1 %232, i16 %231, i16 %230
  %234 = shl i16 %233, 1
  %235 = xor i16 %234, 4129
  %236 = icmp slt i16 %233, 0
  %237 = select i1 %236, i16 %235, i16 %234
  %238 = shl i16 %237, 1
  %239 = xor i16 %238, 4129
  %240 = icmp slt i16 %237, 0
  %241 = select i1 %240, i16 %239, i16 %238
  %242 = shl i16 %241, 1
  %243 = xor i16 %242, 4129
  %244 = icmp slt i16 %241, 0
  %245 = select i1 %244, i16 %243, i16 %242
  %246 = shl i16 %245, 1
  %247 = xor i16 %246, 4129
  %248 = icmp slt i16 %245, 0
  %249 = select i1 %248, i16 %247, i16 %246
  %250 = add nuw nsw i64 %211, 1
  %251 = icmp eq i64 %250, 2048
  br i1 %251, label %252, label %210, !llvm.loop !14

252:                                              ; preds = %210, %252
  %253 = phi i64 [ %263, %252 ], [ 0, %210 ]
  %254 = phi i32 [ %262, %252 ], [ 0, %210 ]
  %255 = phi i32 [ %260, %252 ], [ 1, %210 ]
  %256 = getelementptr inbounds i8, ptr @main.data, i64 %253
  %257 = load i8, ptr %256, align 1, !tbaa !12
  %258 = zext i8 %257 to i32
  %259 = add nuw nsw i32 %255, %258
  %260 = urem i32 %259, 65521
  %261 = add nuw nsw i32 %260, %254
  %262 = urem i32 %261, 65521
  %263 = add nuw nsw i64 %253, 1
  %264 = icmp eq i64 %263, 2048
  br i1 %264, label %265, label %252, !llvm.loop !15

265:                                              ; preds = %252
  %266 = zext i16 %249 to i32
  %267 = xor i32 %207, -1
  %268 = shl nuw i32 %262, 16
  %269 = or i32 %268, %260
  %270 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext %267, i32 noundef signext %266, i32 noundef signext %269) #2
  %271 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext 0) #2
  %272 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @table, i64 0, i64 1), align 4, !tbaa !6
  %273 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @table, i64 0, i64 255), align 4, !tbaa !6
  %274 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef signext %272, i32 noundef signext %273) #2
  ret i32 0

275:                                              ; preds = %193, %275
  %276 = phi i64 [ 0, %193 ], [ %281, %275 ]
  %277 = trunc i64 %276 to i8
  %278 = mul i8 %277, 31
  %279 = add i8 %278, 7
  %280 = getelementptr inbounds [2048 x i8], ptr @main.data, i64 0, i64 %276
  store i8 %279, ptr %280, align 1, !tbaa !12
  %281 = add nuw nsw i64 %276, 1
  %282 = icmp eq i64 %281, 2048
  br i1 %282, label %196, label %275, !llvm.loop !16
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare i64 @strlen(ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

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
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
