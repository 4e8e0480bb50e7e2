; ModuleID = 'tests/programs/itoa_bases.c'
source_filename = "tests/programs/itoa_bases.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.bases = private unnamed_addr constant [5 x i32] [i32 2, i32 8, i32 10, i32 16, i32 36], align 16
@.str = private unnamed_addr constant [6 x i8] c"%llu:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %s\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"%s roundtrip %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [34 x i8] c"parse hex %lld bin %lld b36 %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [70 x i8], align 16
  %2 = alloca [70 x i8], align 16
  %3 = alloca [70 x i8], align 16
  %4 = alloca [80 x i8], align 16
  %5 = alloca [7 x i64], align 16
  %6 = alloca [5 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #4
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %5, i8 0, i64 16, i1 false)
  %7 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 1
  store i64 1, ptr %7, align 8
  %8 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 2
  store i64 255, ptr %8, align 16
  %9 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 3
  store i64 65535, ptr %9, align 8
  %10 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 4
  store i64 1000000, ptr %10, align 16
  %11 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 5
  store i64 3735928559, ptr %11, align 8
  %12 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 6
  store i64 -1, ptr %12, align 16
  br label %19

13:                                               ; preds = %24
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %6, i8 0, i64 16, i1 false)
  %14 = getelementptr inbounds [5 x i64], ptr %6, i64 0, i64 1
  store i64 -1, ptr %14, align 8
  %15 = getelementptr inbounds [5 x i64], ptr %6, i64 0, i64 2
  store i64 12345, ptr %15, align 16
  %16 = getelementptr inbounds [5 x i64], ptr %6, i64 0, i64 3
  store i64 -9223372036854775808, ptr %16, align 8
  %17 = getelementptr inbounds [5 x i64], ptr %6, i64 0, i64 4
  store i64 9223372036854775807, ptr %17, align 16
  %18 = getelementptr inbounds i8, ptr %4, i64 1
  br label %104

19:                                               ; preds = %0, %24
  %20 = phi i64 [ 0, %0 ], [ %26, %24 ]
  %21 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 %20
  %22 = load i64, ptr %21, align 8, !tbaa !4
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %22) #5
  br label %28

24:                                               ; preds = %98
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #5
  %26 = add nuw nsw i64 %20, 1
  %27 = icmp eq i64 %26, 7
  br i1 %27, label %13, label %19, !llvm.loop !8

28:                                               ; preds = %19, %98
  %29 = phi i64 [ 0, %19 ], [ %102, %98 ]
  %30 = getelementptr inbounds [5 x i32], ptr @__const.main.bases, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %3) #4
  %32 = zext i32 %31 to i64
  br label %33

33:                                               ; preds = %33, %28
  %34 = phi i32 [ %44, %33 ], [ 1, %28 ]
  %35 = phi i64 [ %40, %33 ], [ 0, %28 ]
  %36 = phi i64 [ %42, %33 ], [ %22, %28 ]
  %37 = urem i64 %36, %32
  %38 = getelementptr inbounds i8, ptr @.str.8, i64 %37
  %39 = load i8, ptr %38, align 1, !tbaa !12
  %40 = add nuw i64 %35, 1
  %41 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %35
  store i8 %39, ptr %41, align 1, !tbaa !12
  %42 = udiv i64 %36, %32
  %43 = icmp ult i64 %36, %32
  %44 = add nuw i32 %34, 1
  br i1 %43, label %45, label %33, !llvm.loop !13

45:                                               ; preds = %33
  %46 = shl i64 %35, 32
  %47 = ashr exact i64 %46, 32
  %48 = zext i32 %34 to i64
  %49 = icmp ult i32 %34, 8
  br i1 %49, label %88, label %50

50:                                               ; preds = %45
  %51 = icmp ult i32 %34, 32
  br i1 %51, label %73, label %52

52:                                               ; preds = %50
  %53 = and i64 %48, 4294967264
  br label %54

54:                                               ; preds = %54, %52
  %55 = phi i64 [ 0, %52 ], [ %66, %54 ]
  %56 = sub nsw i64 %47, %55
  %57 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %56
  %58 = getelementptr inbounds i8, ptr %57, i64 -15
  %59 = load <16 x i8>, ptr %58, align 1, !tbaa !12
  %60 = shufflevector <16 x i8> %59, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %61 = getelementptr inbounds i8, ptr %57, i64 -31
  %62 = load <16 x i8>, ptr %61, align 1, !tbaa !12
  %63 = shufflevector <16 x i8> %62, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %64 = getelementptr inbounds i8, ptr %4, i64 %55
  store <16 x i8> %60, ptr %64, align 16, !tbaa !12
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  store <16 x i8> %63, ptr %65, align 16, !tbaa !12
  %66 = add nuw i64 %55, 32
  %67 = icmp eq i64 %66, %53
  br i1 %67, label %68, label %54, !llvm.loop !14

68:                                               ; preds = %54
  %69 = icmp eq i64 %53, %48
  br i1 %69, label %98, label %70

70:                                               ; preds = %68
  %71 = and i64 %48, 24
  %72 = icmp eq i64 %71, 0
  br i1 %72, label %88, label %73

73:                                               ; preds = %50, %70
  %74 = phi i64 [ %53, %70 ], [ 0, %50 ]
  %75 = and i64 %48, 4294967288
  br label %76

76:                                               ; preds = %76, %73
  %77 = phi i64 [ %74, %73 ], [ %84, %76 ]
  %78 = sub nsw i64 %47, %77
  %79 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 -7
  %81 = load <8 x i8>, ptr %80, align 1, !tbaa !12
  %82 = shufflevector <8 x i8> %81, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %83 = getelementptr inbounds i8, ptr %4, i64 %77
  store <8 x i8> %82, ptr %83, align 8, !tbaa !12
  %84 = add nuw i64 %77, 8
  %85 = icmp eq i64 %84, %75
  br i1 %85, label %86, label %76, !llvm.loop !17

86:                                               ; preds = %76
  %87 = icmp eq i64 %75, %48
  br i1 %87, label %98, label %88

88:                                               ; preds = %45, %70, %86
  %89 = phi i64 [ 0, %45 ], [ %53, %70 ], [ %75, %86 ]
  br label %90

90:                                               ; preds = %88, %90
  %91 = phi i64 [ %96, %90 ], [ %89, %88 ]
  %92 = sub nsw i64 %47, %91
  %93 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %92
  %94 = load i8, ptr %93, align 1, !tbaa !12
  %95 = getelementptr inbounds i8, ptr %4, i64 %91
  store i8 %94, ptr %95, align 1, !tbaa !12
  %96 = add nuw nsw i64 %91, 1
  %97 = icmp eq i64 %96, %48
  br i1 %97, label %98, label %90, !llvm.loop !18

98:                                               ; preds = %90, %86, %68
  %99 = and i64 %40, 4294967295
  %100 = getelementptr inbounds i8, ptr %4, i64 %99
  store i8 0, ptr %100, align 1, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %3) #4
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef nonnull %4) #5
  %102 = add nuw nsw i64 %29, 1
  %103 = icmp eq i64 %102, 5
  br i1 %103, label %24, label %28, !llvm.loop !19

104:                                              ; preds = %13, %271
  %105 = phi i64 [ 0, %13 ], [ %278, %271 ]
  %106 = getelementptr inbounds [5 x i64], ptr %6, i64 0, i64 %105
  %107 = load i64, ptr %106, align 8, !tbaa !4
  %108 = icmp slt i64 %107, 0
  br i1 %108, label %109, label %179

109:                                              ; preds = %104
  store i8 45, ptr %4, align 16, !tbaa !12
  %110 = sub i64 0, %107
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %2) #4
  br label %111

111:                                              ; preds = %111, %109
  %112 = phi i32 [ %122, %111 ], [ 1, %109 ]
  %113 = phi i64 [ %118, %111 ], [ 0, %109 ]
  %114 = phi i64 [ %120, %111 ], [ %110, %109 ]
  %115 = urem i64 %114, 10
  %116 = getelementptr inbounds i8, ptr @.str.8, i64 %115
  %117 = load i8, ptr %116, align 1, !tbaa !12
  %118 = add nuw i64 %113, 1
  %119 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %113
  store i8 %117, ptr %119, align 1, !tbaa !12
  %120 = udiv i64 %114, 10
  %121 = icmp ult i64 %114, 10
  %122 = add nuw i32 %112, 1
  br i1 %121, label %123, label %111, !llvm.loop !13

123:                                              ; preds = %111
  %124 = shl i64 %113, 32
  %125 = ashr exact i64 %124, 32
  %126 = zext i32 %112 to i64
  %127 = icmp ult i32 %112, 8
  br i1 %127, label %166, label %128

128:                                              ; preds = %123
  %129 = icmp ult i32 %112, 32
  br i1 %129, label %151, label %130

130:                                              ; preds = %128
  %131 = and i64 %126, 4294967264
  br label %132

132:                                              ; preds = %132, %130
  %133 = phi i64 [ 0, %130 ], [ %144, %132 ]
  %134 = sub nsw i64 %125, %133
  %135 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %134
  %136 = getelementptr inbounds i8, ptr %135, i64 -15
  %137 = load <16 x i8>, ptr %136, align 1, !tbaa !12
  %138 = shufflevector <16 x i8> %137, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %139 = getelementptr inbounds i8, ptr %135, i64 -31
  %140 = load <16 x i8>, ptr %139, align 1, !tbaa !12
  %141 = shufflevector <16 x i8> %140, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %142 = getelementptr inbounds i8, ptr %18, i64 %133
  store <16 x i8> %138, ptr %142, align 1, !tbaa !12
  %143 = getelementptr inbounds i8, ptr %142, i64 16
  store <16 x i8> %141, ptr %143, align 1, !tbaa !12
  %144 = add nuw i64 %133, 32
  %145 = icmp eq i64 %144, %131
  br i1 %145, label %146, label %132, !llvm.loop !20

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
  %159 = load <8 x i8>, ptr %158, align 1, !tbaa !12
  %160 = shufflevector <8 x i8> %159, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %161 = getelementptr inbounds i8, ptr %18, i64 %155
  store <8 x i8> %160, ptr %161, align 1, !tbaa !12
  %162 = add nuw i64 %155, 8
  %163 = icmp eq i64 %162, %153
  br i1 %163, label %164, label %154, !llvm.loop !21

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
  %172 = load i8, ptr %171, align 1, !tbaa !12
  %173 = getelementptr inbounds i8, ptr %18, i64 %169
  store i8 %172, ptr %173, align 1, !tbaa !12
  %174 = add nuw nsw i64 %169, 1
  %175 = icmp eq i64 %174, %126
  br i1 %175, label %176, label %168, !llvm.loop !22

176:                                              ; preds = %168, %164, %146
  %177 = and i64 %118, 4294967295
  %178 = getelementptr inbounds i8, ptr %18, i64 %177
  store i8 0, ptr %178, align 1, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %2) #4
  br label %249

179:                                              ; preds = %104
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %1) #4
  br label %180

180:                                              ; preds = %180, %179
  %181 = phi i32 [ %191, %180 ], [ 1, %179 ]
  %182 = phi i64 [ %187, %180 ], [ 0, %179 ]
  %183 = phi i64 [ %189, %180 ], [ %107, %179 ]
  %184 = urem i64 %183, 10
  %185 = getelementptr inbounds i8, ptr @.str.8, i64 %184
  %186 = load i8, ptr %185, align 1, !tbaa !12
  %187 = add nuw i64 %182, 1
  %188 = getelementptr inbounds [70 x i8], ptr %1, i64 0, i64 %182
  store i8 %186, ptr %188, align 1, !tbaa !12
  %189 = udiv i64 %183, 10
  %190 = icmp ult i64 %183, 10
  %191 = add nuw i32 %181, 1
  br i1 %190, label %192, label %180, !llvm.loop !13

192:                                              ; preds = %180
  %193 = shl i64 %182, 32
  %194 = ashr exact i64 %193, 32
  %195 = zext i32 %181 to i64
  %196 = icmp ult i32 %181, 8
  br i1 %196, label %235, label %197

197:                                              ; preds = %192
  %198 = icmp ult i32 %181, 32
  br i1 %198, label %220, label %199

199:                                              ; preds = %197
  %200 = and i64 %195, 4294967264
  br label %201

201:                                              ; preds = %201, %199
  %202 = phi i64 [ 0, %199 ], [ %213, %201 ]
  %203 = sub nsw i64 %194, %202
  %204 = getelementptr inbounds [70 x i8], ptr %1, i64 0, i64 %203
  %205 = getelementptr inbounds i8, ptr %204, i64 -15
  %206 = load <16 x i8>, ptr %205, align 1, !tbaa !12
  %207 = shufflevector <16 x i8> %206, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %208 = getelementptr inbounds i8, ptr %204, i64 -31
  %209 = load <16 x i8>, ptr %208, align 1, !tbaa !12
  %210 = shufflevector <16 x i8> %209, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %211 = getelementptr inbounds i8, ptr %4, i64 %202
  store <16 x i8> %207, ptr %211, align 16, !tbaa !12
  %212 = getelementptr inbounds i8, ptr %211, i64 16
  store <16 x i8> %210, ptr %212, align 16, !tbaa !12
  %213 = add nuw i64 %202, 32
  %214 = icmp eq i64 %213, %200
  br i1 %214, label %215, label %201, !llvm.loop !23

215:                                              ; preds = %201
  %216 = icmp eq i64 %200, %195
  br i1 %216, label %245, label %217

217:                                              ; preds = %215
  %218 = and i64 %195, 24
  %219 = icmp eq i64 %218, 0
  br i1 %219, label %235, label %220

220:                                              ; preds = %197, %217
  %221 = phi i64 [ %200, %217 ], [ 0, %197 ]
  %222 = and i64 %195, 4294967288
  br label %223

223:                                              ; preds = %223, %220
  %224 = phi i64 [ %221, %220 ], [ %231, %223 ]
  %225 = sub nsw i64 %194, %224
  %226 = getelementptr inbounds [70 x i8], ptr %1, i64 0, i64 %225
  %227 = getelementptr inbounds i8, ptr %226, i64 -7
  %228 = load <8 x i8>, ptr %227, align 1, !tbaa !12
  %229 = shufflevector <8 x i8> %228, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %230 = getelementptr inbounds i8, ptr %4, i64 %224
  store <8 x i8> %229, ptr %230, align 8, !tbaa !12
  %231 = add nuw i64 %224, 8
  %232 = icmp eq i64 %231, %222
  br i1 %232, label %233, label %223, !llvm.loop !24

233:                                              ; preds = %223
  %234 = icmp eq i64 %222, %195
  br i1 %234, label %245, label %235

235:                                              ; preds = %192, %217, %233
  %236 = phi i64 [ 0, %192 ], [ %200, %217 ], [ %222, %233 ]
  br label %237

237:                                              ; preds = %235, %237
  %238 = phi i64 [ %243, %237 ], [ %236, %235 ]
  %239 = sub nsw i64 %194, %238
  %240 = getelementptr inbounds [70 x i8], ptr %1, i64 0, i64 %239
  %241 = load i8, ptr %240, align 1, !tbaa !12
  %242 = getelementptr inbounds i8, ptr %4, i64 %238
  store i8 %241, ptr %242, align 1, !tbaa !12
  %243 = add nuw nsw i64 %238, 1
  %244 = icmp eq i64 %243, %195
  br i1 %244, label %245, label %237, !llvm.loop !25

245:                                              ; preds = %237, %233, %215
  %246 = and i64 %187, 4294967295
  %247 = getelementptr inbounds i8, ptr %4, i64 %246
  store i8 0, ptr %247, align 1, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %1) #4
  %248 = load i8, ptr %4, align 16, !tbaa !12
  br label %249

249:                                              ; preds = %176, %245
  %250 = phi i8 [ 45, %176 ], [ %248, %245 ]
  %251 = icmp eq i8 %250, 45
  %252 = zext i1 %251 to i64
  %253 = getelementptr i8, ptr %4, i64 %252
  %254 = load i8, ptr %253, align 1, !tbaa !12
  %255 = icmp eq i8 %254, 0
  br i1 %255, label %271, label %256

256:                                              ; preds = %249, %256
  %257 = phi i8 [ %269, %256 ], [ %254, %249 ]
  %258 = phi ptr [ %268, %256 ], [ %253, %249 ]
  %259 = phi i64 [ %267, %256 ], [ 0, %249 ]
  %260 = sext i8 %257 to i64
  %261 = add i8 %257, -48
  %262 = icmp ult i8 %261, 10
  %263 = select i1 %262, i64 4294967248, i64 4294967209
  %264 = add nsw i64 %263, %260
  %265 = mul i64 %259, 10
  %266 = and i64 %264, 4294967295
  %267 = add i64 %266, %265
  %268 = getelementptr inbounds i8, ptr %258, i64 1
  %269 = load i8, ptr %268, align 1, !tbaa !12
  %270 = icmp eq i8 %269, 0
  br i1 %270, label %271, label %256, !llvm.loop !26

271:                                              ; preds = %256, %249
  %272 = phi i64 [ 0, %249 ], [ %267, %256 ]
  %273 = sub i64 0, %272
  %274 = select i1 %251, i64 %273, i64 %272
  %275 = icmp eq i64 %274, %107
  %276 = zext i1 %275 to i32
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, ptr noundef nonnull %4, i32 noundef %276) #5
  %278 = add nuw nsw i64 %105, 1
  %279 = icmp eq i64 %278, 5
  br i1 %279, label %280, label %104, !llvm.loop !27

280:                                              ; preds = %271
  %281 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef 65280, i64 noundef 45, i64 noundef 1295) #5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #4
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #4
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"long long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = !{!6, !6, i64 0}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !9, !15, !16}
!18 = distinct !{!18, !9, !16, !15}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9, !15, !16}
!21 = distinct !{!21, !9, !15, !16}
!22 = distinct !{!22, !9, !16, !15}
!23 = distinct !{!23, !9, !15, !16}
!24 = distinct !{!24, !9, !15, !16}
!25 = distinct !{!25, !9, !16, !15}
!26 = distinct !{!26, !9}
!27 = distinct !{!27, !9}
