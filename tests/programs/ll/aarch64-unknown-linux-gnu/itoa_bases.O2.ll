; ModuleID = 'tests/programs/itoa_bases.c'
source_filename = "tests/programs/itoa_bases.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.bases = private unnamed_addr constant [5 x i32] [i32 2, i32 8, i32 10, i32 16, i32 36], align 4
@.str = private unnamed_addr constant [6 x i8] c"%llu:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %s\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"%s roundtrip %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [34 x i8] c"parse hex %lld bin %lld b36 %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [70 x i8], align 1
  %2 = alloca [70 x i8], align 1
  %3 = alloca [70 x i8], align 1
  %4 = alloca [80 x i8], align 4
  %5 = alloca [7 x i64], align 16
  %6 = alloca [5 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #3
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #3
  store <2 x i64> <i64 0, i64 1>, ptr %5, align 16
  %7 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 2
  store <2 x i64> <i64 255, i64 65535>, ptr %7, align 16
  %8 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 4
  store <2 x i64> <i64 1000000, i64 3735928559>, ptr %8, align 16
  %9 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 6
  store i64 -1, ptr %9, align 16
  br label %14

10:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #3
  store <2 x i64> <i64 0, i64 -1>, ptr %6, align 16
  %11 = getelementptr inbounds [5 x i64], ptr %6, i64 0, i64 2
  store <2 x i64> <i64 12345, i64 -9223372036854775808>, ptr %11, align 16
  %12 = getelementptr inbounds [5 x i64], ptr %6, i64 0, i64 4
  store i64 9223372036854775807, ptr %12, align 16
  %13 = getelementptr inbounds i8, ptr %4, i64 1
  br label %102

14:                                               ; preds = %0, %19
  %15 = phi i64 [ 0, %0 ], [ %21, %19 ]
  %16 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 %15
  %17 = load i64, ptr %16, align 8, !tbaa !5
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %17) #4
  br label %23

19:                                               ; preds = %96
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #4
  %21 = add nuw nsw i64 %15, 1
  %22 = icmp eq i64 %21, 7
  br i1 %22, label %10, label %14, !llvm.loop !9

23:                                               ; preds = %14, %96
  %24 = phi i64 [ 0, %14 ], [ %100, %96 ]
  %25 = getelementptr inbounds [5 x i32], ptr @__const.main.bases, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %3) #3
  %27 = zext i32 %26 to i64
  br label %28

28:                                               ; preds = %28, %23
  %29 = phi i32 [ %42, %28 ], [ 1, %23 ]
  %30 = phi i64 [ %39, %28 ], [ 0, %23 ]
  %31 = phi i64 [ %34, %28 ], [ %17, %23 ]
  %32 = freeze i64 %31
  %33 = freeze i64 %27
  %34 = udiv i64 %32, %33
  %35 = mul i64 %34, %33
  %36 = sub i64 %32, %35
  %37 = getelementptr inbounds i8, ptr @.str.8, i64 %36
  %38 = load i8, ptr %37, align 1, !tbaa !13
  %39 = add nuw i64 %30, 1
  %40 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %30
  store i8 %38, ptr %40, align 1, !tbaa !13
  %41 = icmp ult i64 %31, %27
  %42 = add nuw i32 %29, 1
  br i1 %41, label %43, label %28, !llvm.loop !14

43:                                               ; preds = %28
  %44 = shl i64 %30, 32
  %45 = ashr exact i64 %44, 32
  %46 = zext i32 %29 to i64
  %47 = icmp ult i32 %29, 8
  br i1 %47, label %86, label %48

48:                                               ; preds = %43
  %49 = icmp ult i32 %29, 32
  br i1 %49, label %71, label %50

50:                                               ; preds = %48
  %51 = and i64 %46, 4294967264
  br label %52

52:                                               ; preds = %52, %50
  %53 = phi i64 [ 0, %50 ], [ %64, %52 ]
  %54 = sub nsw i64 %45, %53
  %55 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %54
  %56 = getelementptr inbounds i8, ptr %55, i64 -15
  %57 = load <16 x i8>, ptr %56, align 1, !tbaa !13
  %58 = shufflevector <16 x i8> %57, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %59 = getelementptr inbounds i8, ptr %55, i64 -31
  %60 = load <16 x i8>, ptr %59, align 1, !tbaa !13
  %61 = shufflevector <16 x i8> %60, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %62 = getelementptr inbounds i8, ptr %4, i64 %53
  store <16 x i8> %58, ptr %62, align 4, !tbaa !13
  %63 = getelementptr inbounds i8, ptr %62, i64 16
  store <16 x i8> %61, ptr %63, align 4, !tbaa !13
  %64 = add nuw i64 %53, 32
  %65 = icmp eq i64 %64, %51
  br i1 %65, label %66, label %52, !llvm.loop !15

66:                                               ; preds = %52
  %67 = icmp eq i64 %51, %46
  br i1 %67, label %96, label %68

68:                                               ; preds = %66
  %69 = and i64 %46, 24
  %70 = icmp eq i64 %69, 0
  br i1 %70, label %86, label %71

71:                                               ; preds = %48, %68
  %72 = phi i64 [ %51, %68 ], [ 0, %48 ]
  %73 = and i64 %46, 4294967288
  br label %74

74:                                               ; preds = %74, %71
  %75 = phi i64 [ %72, %71 ], [ %82, %74 ]
  %76 = sub nsw i64 %45, %75
  %77 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %76
  %78 = getelementptr inbounds i8, ptr %77, i64 -7
  %79 = load <8 x i8>, ptr %78, align 1, !tbaa !13
  %80 = shufflevector <8 x i8> %79, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %81 = getelementptr inbounds i8, ptr %4, i64 %75
  store <8 x i8> %80, ptr %81, align 4, !tbaa !13
  %82 = add nuw i64 %75, 8
  %83 = icmp eq i64 %82, %73
  br i1 %83, label %84, label %74, !llvm.loop !18

84:                                               ; preds = %74
  %85 = icmp eq i64 %73, %46
  br i1 %85, label %96, label %86

86:                                               ; preds = %43, %68, %84
  %87 = phi i64 [ 0, %43 ], [ %51, %68 ], [ %73, %84 ]
  br label %88

88:                                               ; preds = %86, %88
  %89 = phi i64 [ %94, %88 ], [ %87, %86 ]
  %90 = sub nsw i64 %45, %89
  %91 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %90
  %92 = load i8, ptr %91, align 1, !tbaa !13
  %93 = getelementptr inbounds i8, ptr %4, i64 %89
  store i8 %92, ptr %93, align 1, !tbaa !13
  %94 = add nuw nsw i64 %89, 1
  %95 = icmp eq i64 %94, %46
  br i1 %95, label %96, label %88, !llvm.loop !19

96:                                               ; preds = %88, %84, %66
  %97 = and i64 %39, 4294967295
  %98 = getelementptr inbounds i8, ptr %4, i64 %97
  store i8 0, ptr %98, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %3) #3
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef nonnull %4) #4
  %100 = add nuw nsw i64 %24, 1
  %101 = icmp eq i64 %100, 5
  br i1 %101, label %19, label %23, !llvm.loop !20

102:                                              ; preds = %10, %273
  %103 = phi i64 [ 0, %10 ], [ %280, %273 ]
  %104 = getelementptr inbounds [5 x i64], ptr %6, i64 0, i64 %103
  %105 = load i64, ptr %104, align 8, !tbaa !5
  %106 = icmp slt i64 %105, 0
  br i1 %106, label %107, label %179

107:                                              ; preds = %102
  store i8 45, ptr %4, align 4, !tbaa !13
  %108 = sub i64 0, %105
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %2) #3
  br label %109

109:                                              ; preds = %109, %107
  %110 = phi i32 [ %122, %109 ], [ 1, %107 ]
  %111 = phi i64 [ %119, %109 ], [ 0, %107 ]
  %112 = phi i64 [ %114, %109 ], [ %108, %107 ]
  %113 = freeze i64 %112
  %114 = udiv i64 %113, 10
  %115 = mul i64 %114, 10
  %116 = sub i64 %113, %115
  %117 = getelementptr inbounds i8, ptr @.str.8, i64 %116
  %118 = load i8, ptr %117, align 1, !tbaa !13
  %119 = add nuw i64 %111, 1
  %120 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %111
  store i8 %118, ptr %120, align 1, !tbaa !13
  %121 = icmp ult i64 %112, 10
  %122 = add nuw i32 %110, 1
  br i1 %121, label %123, label %109, !llvm.loop !14

123:                                              ; preds = %109
  %124 = shl i64 %111, 32
  %125 = ashr exact i64 %124, 32
  %126 = zext i32 %110 to i64
  %127 = icmp ult i32 %110, 8
  br i1 %127, label %166, label %128

128:                                              ; preds = %123
  %129 = icmp ult i32 %110, 32
  br i1 %129, label %151, label %130

130:                                              ; preds = %128
  %131 = and i64 %126, 4294967264
  br label %132

132:                                              ; preds = %132, %130
  %133 = phi i64 [ 0, %130 ], [ %144, %132 ]
  %134 = sub nsw i64 %125, %133
  %135 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %134
  %136 = getelementptr inbounds i8, ptr %135, i64 -15
  %137 = load <16 x i8>, ptr %136, align 1, !tbaa !13
  %138 = shufflevector <16 x i8> %137, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %139 = getelementptr inbounds i8, ptr %135, i64 -31
  %140 = load <16 x i8>, ptr %139, align 1, !tbaa !13
  %141 = shufflevector <16 x i8> %140, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %142 = getelementptr inbounds i8, ptr %13, i64 %133
  store <16 x i8> %138, ptr %142, align 1, !tbaa !13
  %143 = getelementptr inbounds i8, ptr %142, i64 16
  store <16 x i8> %141, ptr %143, align 1, !tbaa !13
  %144 = add nuw i64 %133, 32
  %145 = icmp eq i64 %144, %131
  br i1 %145, label %146, label %132, !llvm.loop !21

146:                                              ; preds = %132
  %147 = icmp eq i64 %131, %126
  br i1 %147, label %176, label %148

148:                                              ; preds = %146
  %149 = and i64 %126, 24
  %150 = icmp eq i64 %149, 0
  br i1 %150, label %166, label %151

151:                                              ; preds = %128, %148
  %152 = phi i64 [ %131, %148 ], [ 0, %128 ]
  %153 = and i64 %126, 4294967288
  br label %154

154:                                              ; preds = %154, %151
  %155 = phi i64 [ %152, %151 ], [ %162, %154 ]
  %156 = sub nsw i64 %125, %155
  %157 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %156
  %158 = getelementptr inbounds i8, ptr %157, i64 -7
  %159 = load <8 x i8>, ptr %158, align 1, !tbaa !13
  %160 = shufflevector <8 x i8> %159, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %161 = getelementptr inbounds i8, ptr %13, i64 %155
  store <8 x i8> %160, ptr %161, align 1, !tbaa !13
  %162 = add nuw i64 %155, 8
  %163 = icmp eq i64 %162, %153
  br i1 %163, label %164, label %154, !llvm.loop !22

164:                                              ; preds = %154
  %165 = icmp eq i64 %153, %126
  br i1 %165, label %176, label %166

166:                                              ; preds = %123, %148, %164
  %167 = phi i64 [ 0, %123 ], [ %131, %148 ], [ %153, %164 ]
  br label %168

168:                                              ; preds = %166, %168
  %169 = phi i64 [ %174, %168 ], [ %167, %166 ]
  %170 = sub nsw i64 %125, %169
  %171 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %170
  %172 = load i8, ptr %171, align 1, !tbaa !13
  %173 = getelementptr inbounds i8, ptr %13, i64 %169
  store i8 %172, ptr %173, align 1, !tbaa !13
  %174 = add nuw nsw i64 %169, 1
  %175 = icmp eq i64 %174, %126
  br i1 %175, label %176, label %168, !llvm.loop !23

176:                                              ; preds = %168, %164, %146
  %177 = and i64 %119, 4294967295
  %178 = getelementptr inbounds i8, ptr %13, i64 %177
  store i8 0, ptr %178, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %2) #3
  br label %251

179:                                              ; preds = %102
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %1) #3
  br label %180

180:                                              ; preds = %180, %179
  %181 = phi i32 [ %193, %180 ], [ 1, %179 ]
  %182 = phi i64 [ %190, %180 ], [ 0, %179 ]
  %183 = phi i64 [ %185, %180 ], [ %105, %179 ]
  %184 = freeze i64 %183
  %185 = udiv i64 %184, 10
  %186 = mul i64 %185, 10
  %187 = sub i64 %184, %186
  %188 = getelementptr inbounds i8, ptr @.str.8, i64 %187
  %189 = load i8, ptr %188, align 1, !tbaa !13
  %190 = add nuw i64 %182, 1
  %191 = getelementptr inbounds [70 x i8], ptr %1, i64 0, i64 %182
  store i8 %189, ptr %191, align 1, !tbaa !13
  %192 = icmp ult i64 %183, 10
  %193 = add nuw i32 %181, 1
  br i1 %192, label %194, label %180, !llvm.loop !14

194:                                              ; preds = %180
  %195 = shl i64 %182, 32
  %196 = ashr exact i64 %195, 32
  %197 = zext i32 %181 to i64
  %198 = icmp ult i32 %181, 8
  br i1 %198, label %237, label %199

199:                                              ; preds = %194
  %200 = icmp ult i32 %181, 32
  br i1 %200, label %222, label %201

201:                                              ; preds = %199
  %202 = and i64 %197, 4294967264
  br label %203

203:                                              ; preds = %203, %201
  %204 = phi i64 [ 0, %201 ], [ %215, %203 ]
  %205 = sub nsw i64 %196, %204
  %206 = getelementptr inbounds [70 x i8], ptr %1, i64 0, i64 %205
  %207 = getelementptr inbounds i8, ptr %206, i64 -15
  %208 = load <16 x i8>, ptr %207, align 1, !tbaa !13
  %209 = shufflevector <16 x i8> %208, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %210 = getelementptr inbounds i8, ptr %206, i64 -31
  %211 = load <16 x i8>, ptr %210, align 1, !tbaa !13
  %212 = shufflevector <16 x i8> %211, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %213 = getelementptr inbounds i8, ptr %4, i64 %204
  store <16 x i8> %209, ptr %213, align 4, !tbaa !13
  %214 = getelementptr inbounds i8, ptr %213, i64 16
  store <16 x i8> %212, ptr %214, align 4, !tbaa !13
  %215 = add nuw i64 %204, 32
  %216 = icmp eq i64 %215, %202
  br i1 %216, label %217, label %203, !llvm.loop !24

217:                                              ; preds = %203
  %218 = icmp eq i64 %202, %197
  br i1 %218, label %247, label %219

219:                                              ; preds = %217
  %220 = and i64 %197, 24
  %221 = icmp eq i64 %220, 0
  br i1 %221, label %237, label %222

222:                                              ; preds = %199, %219
  %223 = phi i64 [ %202, %219 ], [ 0, %199 ]
  %224 = and i64 %197, 4294967288
  br label %225

225:                                              ; preds = %225, %222
  %226 = phi i64 [ %223, %222 ], [ %233, %225 ]
  %227 = sub nsw i64 %196, %226
  %228 = getelementptr inbounds [70 x i8], ptr %1, i64 0, i64 %227
  %229 = getelementptr inbounds i8, ptr %228, i64 -7
  %230 = load <8 x i8>, ptr %229, align 1, !tbaa !13
  %231 = shufflevector <8 x i8> %230, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %232 = getelementptr inbounds i8, ptr %4, i64 %226
  store <8 x i8> %231, ptr %232, align 4, !tbaa !13
  %233 = add nuw i64 %226, 8
  %234 = icmp eq i64 %233, %224
  br i1 %234, label %235, label %225, !llvm.loop !25

235:                                              ; preds = %225
  %236 = icmp eq i64 %224, %197
  br i1 %236, label %247, label %237

237:                                              ; preds = %194, %219, %235
  %238 = phi i64 [ 0, %194 ], [ %202, %219 ], [ %224, %235 ]
  br label %239

239:                                              ; preds = %237, %239
  %240 = phi i64 [ %245, %239 ], [ %238, %237 ]
  %241 = sub nsw i64 %196, %240
  %242 = getelementptr inbounds [70 x i8], ptr %1, i64 0, i64 %241
  %243 = load i8, ptr %242, align 1, !tbaa !13
  %244 = getelementptr inbounds i8, ptr %4, i64 %240
  store i8 %243, ptr %244, align 1, !tbaa !13
  %245 = add nuw nsw i64 %240, 1
  %246 = icmp eq i64 %245, %197
  br i1 %246, label %247, label %239, !llvm.loop !26

247:                                              ; preds = %239, %235, %217
  %248 = and i64 %190, 4294967295
  %249 = getelementptr inbounds i8, ptr %4, i64 %248
  store i8 0, ptr %249, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %1) #3
  %250 = load i8, ptr %4, align 4, !tbaa !13
  br label %251

251:                                              ; preds = %176, %247
  %252 = phi i8 [ 45, %176 ], [ %250, %247 ]
  %253 = icmp eq i8 %252, 45
  %254 = zext i1 %253 to i64
  %255 = getelementptr i8, ptr %4, i64 %254
  %256 = load i8, ptr %255, align 1, !tbaa !13
  %257 = icmp eq i8 %256, 0
  br i1 %257, label %273, label %258

258:                                              ; preds = %251, %258
  %259 = phi i8 [ %271, %258 ], [ %256, %251 ]
  %260 = phi ptr [ %270, %258 ], [ %255, %251 ]
  %261 = phi i64 [ %269, %258 ], [ 0, %251 ]
  %262 = zext i8 %259 to i64
  %263 = add i8 %259, -48
  %264 = icmp ult i8 %263, 10
  %265 = select i1 %264, i64 4294967248, i64 4294967209
  %266 = add nuw nsw i64 %265, %262
  %267 = mul i64 %261, 10
  %268 = and i64 %266, 4294967295
  %269 = add i64 %268, %267
  %270 = getelementptr inbounds i8, ptr %260, i64 1
  %271 = load i8, ptr %270, align 1, !tbaa !13
  %272 = icmp eq i8 %271, 0
  br i1 %272, label %273, label %258, !llvm.loop !27

273:                                              ; preds = %258, %251
  %274 = phi i64 [ 0, %251 ], [ %269, %258 ]
  %275 = sub i64 0, %274
  %276 = select i1 %253, i64 %275, i64 %274
  %277 = icmp eq i64 %276, %105
  %278 = zext i1 %277 to i32
  %279 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, ptr noundef nonnull %4, i32 noundef %278) #4
  %280 = add nuw nsw i64 %103, 1
  %281 = icmp eq i64 %280, 5
  br i1 %281, label %282, label %102, !llvm.loop !28

282:                                              ; preds = %273
  %283 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef 65280, i64 noundef 45, i64 noundef 1295) #4
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #3
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #3
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #3
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nounwind }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !10, !16, !17}
!19 = distinct !{!19, !10, !17, !16}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10, !16, !17}
!22 = distinct !{!22, !10, !16, !17}
!23 = distinct !{!23, !10, !17, !16}
!24 = distinct !{!24, !10, !16, !17}
!25 = distinct !{!25, !10, !16, !17}
!26 = distinct !{!26, !10, !17, !16}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
