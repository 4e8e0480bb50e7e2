; ModuleID = 'tests/programs/bigint.c'
source_filename = "tests/programs/bigint.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { [40 x i32], i32 }

@.str = private unnamed_addr constant [4 x i8] c"50!\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"fib300\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"2^200\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"2^400\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"999999999^2\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"%s %u\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.big, align 4
  %2 = alloca %struct.big, align 4
  %3 = alloca %struct.big, align 4
  %4 = alloca %struct.big, align 4
  %5 = alloca %struct.big, align 4
  %6 = alloca %struct.big, align 4
  %7 = alloca %struct.big, align 4
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %1) #5
  %8 = call ptr @memset(ptr noundef nonnull %1, i32 noundef 0, i64 noundef 164) #6
  store i32 1, ptr %1, align 4, !tbaa !4
  %9 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 1
  store i32 0, ptr %9, align 4, !tbaa !4
  %10 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 1
  store i32 1, ptr %10, align 4, !tbaa !8
  br label %39

11:                                               ; preds = %70
  %12 = add nsw i32 %73, -1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !4
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str, i32 noundef %15) #6
  %17 = load i32, ptr %10, align 4, !tbaa !8
  %18 = icmp sgt i32 %17, 1
  br i1 %18, label %19, label %29

19:                                               ; preds = %11
  %20 = add nsw i32 %17, -2
  %21 = zext i32 %20 to i64
  br label %22

22:                                               ; preds = %22, %19
  %23 = phi i64 [ %21, %19 ], [ %27, %22 ]
  %24 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !4
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %25) #6
  %27 = add nsw i64 %23, -1
  %28 = icmp eq i64 %23, 0
  br i1 %28, label %29, label %22, !llvm.loop !10

29:                                               ; preds = %22, %11
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %4) #5
  %31 = call ptr @memset(ptr noundef nonnull %4, i32 noundef 0, i64 noundef 164) #6
  %32 = call ptr @memset(ptr noundef nonnull %2, i32 noundef 0, i64 noundef 164) #6
  store i32 0, ptr %2, align 4, !tbaa !4
  %33 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 1
  store i32 0, ptr %33, align 4, !tbaa !4
  %34 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 1
  store i32 1, ptr %34, align 4, !tbaa !8
  %35 = call ptr @memset(ptr noundef nonnull %3, i32 noundef 0, i64 noundef 164) #6
  store i32 1, ptr %3, align 4, !tbaa !4
  %36 = getelementptr inbounds [40 x i32], ptr %3, i64 0, i64 1
  store i32 0, ptr %36, align 4, !tbaa !4
  %37 = getelementptr inbounds %struct.big, ptr %3, i64 0, i32 1
  store i32 1, ptr %37, align 4, !tbaa !8
  %38 = getelementptr inbounds %struct.big, ptr %4, i64 0, i32 1
  br label %101

39:                                               ; preds = %70, %0
  %40 = phi i32 [ 1, %0 ], [ %73, %70 ]
  %41 = phi i64 [ 2, %0 ], [ %71, %70 ]
  %42 = icmp sgt i32 %40, 0
  br i1 %42, label %45, label %70

43:                                               ; preds = %45
  %44 = icmp ult i64 %52, 1000000000
  br i1 %44, label %70, label %60

45:                                               ; preds = %39, %45
  %46 = phi i64 [ %56, %45 ], [ 0, %39 ]
  %47 = phi i64 [ %55, %45 ], [ 0, %39 ]
  %48 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %46
  %49 = load i32, ptr %48, align 4, !tbaa !4
  %50 = zext i32 %49 to i64
  %51 = mul nuw i64 %41, %50
  %52 = add i64 %51, %47
  %53 = urem i64 %52, 1000000000
  %54 = trunc i64 %53 to i32
  store i32 %54, ptr %48, align 4, !tbaa !4
  %55 = udiv i64 %52, 1000000000
  %56 = add nuw nsw i64 %46, 1
  %57 = load i32, ptr %10, align 4, !tbaa !8
  %58 = sext i32 %57 to i64
  %59 = icmp slt i64 %56, %58
  br i1 %59, label %45, label %43, !llvm.loop !12

60:                                               ; preds = %43, %60
  %61 = phi i64 [ %68, %60 ], [ %55, %43 ]
  %62 = urem i64 %61, 1000000000
  %63 = trunc i64 %62 to i32
  %64 = load i32, ptr %10, align 4, !tbaa !8
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %10, align 4, !tbaa !8
  %66 = sext i32 %64 to i64
  %67 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %66
  store i32 %63, ptr %67, align 4, !tbaa !4
  %68 = udiv i64 %61, 1000000000
  %69 = icmp ult i64 %61, 1000000000
  br i1 %69, label %70, label %60, !llvm.loop !13

70:                                               ; preds = %60, %39, %43
  %71 = add nuw nsw i64 %41, 1
  %72 = icmp eq i64 %71, 51
  %73 = load i32, ptr %10, align 4, !tbaa !8
  br i1 %72, label %11, label %39, !llvm.loop !14

74:                                               ; preds = %166
  %75 = load i32, ptr %34, align 4, !tbaa !8
  %76 = add nsw i32 %75, -1
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !4
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef %79) #6
  %81 = load i32, ptr %34, align 4, !tbaa !8
  %82 = icmp sgt i32 %81, 1
  br i1 %82, label %83, label %93

83:                                               ; preds = %74
  %84 = add nsw i32 %81, -2
  %85 = zext i32 %84 to i64
  br label %86

86:                                               ; preds = %86, %83
  %87 = phi i64 [ %85, %83 ], [ %91, %86 ]
  %88 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !4
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %89) #6
  %91 = add nsw i64 %87, -1
  %92 = icmp eq i64 %87, 0
  br i1 %92, label %93, label %86, !llvm.loop !10

93:                                               ; preds = %86, %74
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %5) #5
  %95 = call ptr @memset(ptr noundef nonnull %5, i32 noundef 0, i64 noundef 164) #6
  store i32 2, ptr %5, align 4, !tbaa !4
  %96 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 1
  store i32 0, ptr %96, align 4, !tbaa !4
  %97 = getelementptr inbounds %struct.big, ptr %5, i64 0, i32 1
  store i32 1, ptr %97, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %6) #5
  %98 = call ptr @memset(ptr noundef nonnull %6, i32 noundef 0, i64 noundef 164) #6
  store i32 1, ptr %6, align 4, !tbaa !4
  %99 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 1
  store i32 0, ptr %99, align 4, !tbaa !4
  %100 = getelementptr inbounds %struct.big, ptr %6, i64 0, i32 1
  store i32 1, ptr %100, align 4, !tbaa !8
  br label %232

101:                                              ; preds = %29, %166
  %102 = phi i32 [ 0, %29 ], [ %167, %166 ]
  %103 = load i32, ptr %34, align 4, !tbaa !8
  %104 = load i32, ptr %37, align 4, !tbaa !8
  %105 = call i32 @llvm.smax.i32(i32 %103, i32 %104)
  %106 = icmp sgt i32 %105, 0
  br i1 %106, label %108, label %107

107:                                              ; preds = %101
  store i32 %105, ptr %38, align 4, !tbaa !8
  br label %166

108:                                              ; preds = %101
  %109 = zext i32 %105 to i64
  %110 = and i64 %109, 1
  %111 = icmp eq i32 %105, 1
  br i1 %111, label %114, label %112

112:                                              ; preds = %108
  %113 = and i64 %109, 4294967294
  br label %132

114:                                              ; preds = %132, %108
  %115 = phi i1 [ undef, %108 ], [ %154, %132 ]
  %116 = phi i64 [ 0, %108 ], [ %159, %132 ]
  %117 = phi i32 [ 0, %108 ], [ %155, %132 ]
  %118 = icmp eq i64 %110, 0
  br i1 %118, label %130, label %119

119:                                              ; preds = %114
  %120 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %116
  %121 = load i32, ptr %120, align 4, !tbaa !4
  %122 = getelementptr inbounds [40 x i32], ptr %3, i64 0, i64 %116
  %123 = load i32, ptr %122, align 4, !tbaa !4
  %124 = add i32 %121, %117
  %125 = add i32 %124, %123
  %126 = icmp ugt i32 %125, 999999999
  %127 = add i32 %125, -1000000000
  %128 = select i1 %126, i32 %127, i32 %125
  %129 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 %116
  store i32 %128, ptr %129, align 4, !tbaa !4
  br label %130

130:                                              ; preds = %114, %119
  %131 = phi i1 [ %115, %114 ], [ %126, %119 ]
  store i32 %105, ptr %38, align 4, !tbaa !8
  br i1 %131, label %162, label %166

132:                                              ; preds = %132, %112
  %133 = phi i64 [ 0, %112 ], [ %159, %132 ]
  %134 = phi i32 [ 0, %112 ], [ %155, %132 ]
  %135 = phi i64 [ 0, %112 ], [ %160, %132 ]
  %136 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %133
  %137 = load i32, ptr %136, align 4, !tbaa !4
  %138 = getelementptr inbounds [40 x i32], ptr %3, i64 0, i64 %133
  %139 = load i32, ptr %138, align 4, !tbaa !4
  %140 = add i32 %137, %134
  %141 = add i32 %140, %139
  %142 = icmp ugt i32 %141, 999999999
  %143 = zext i1 %142 to i32
  %144 = add i32 %141, -1000000000
  %145 = select i1 %142, i32 %144, i32 %141
  %146 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 %133
  store i32 %145, ptr %146, align 4, !tbaa !4
  %147 = or i64 %133, 1
  %148 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %147
  %149 = load i32, ptr %148, align 4, !tbaa !4
  %150 = getelementptr inbounds [40 x i32], ptr %3, i64 0, i64 %147
  %151 = load i32, ptr %150, align 4, !tbaa !4
  %152 = add i32 %149, %143
  %153 = add i32 %152, %151
  %154 = icmp ugt i32 %153, 999999999
  %155 = zext i1 %154 to i32
  %156 = add i32 %153, -1000000000
  %157 = select i1 %154, i32 %156, i32 %153
  %158 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 %147
  store i32 %157, ptr %158, align 4, !tbaa !4
  %159 = add nuw nsw i64 %133, 2
  %160 = add i64 %135, 2
  %161 = icmp eq i64 %160, %113
  br i1 %161, label %114, label %132, !llvm.loop !15

162:                                              ; preds = %130
  %163 = add nsw i32 %105, 1
  store i32 %163, ptr %38, align 4, !tbaa !8
  %164 = sext i32 %105 to i64
  %165 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 %164
  store i32 1, ptr %165, align 4, !tbaa !4
  br label %166

166:                                              ; preds = %107, %130, %162
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(164) %2, ptr noundef nonnull align 4 dereferenceable(164) %3, i64 164, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(164) %3, ptr noundef nonnull align 4 dereferenceable(164) %4, i64 164, i1 false), !tbaa.struct !16
  %167 = add nuw nsw i32 %102, 1
  %168 = icmp eq i32 %167, 300
  br i1 %168, label %74, label %101, !llvm.loop !18

169:                                              ; preds = %258
  %170 = add nsw i32 %261, -1
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 %171
  %173 = load i32, ptr %172, align 4, !tbaa !4
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.2, i32 noundef %173) #6
  %175 = load i32, ptr %100, align 4, !tbaa !8
  %176 = icmp sgt i32 %175, 1
  br i1 %176, label %177, label %187

177:                                              ; preds = %169
  %178 = add nsw i32 %175, -2
  %179 = zext i32 %178 to i64
  br label %180

180:                                              ; preds = %180, %177
  %181 = phi i64 [ %179, %177 ], [ %185, %180 ]
  %182 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 %181
  %183 = load i32, ptr %182, align 4, !tbaa !4
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %183) #6
  %185 = add nsw i64 %181, -1
  %186 = icmp eq i64 %181, 0
  br i1 %186, label %187, label %180, !llvm.loop !10

187:                                              ; preds = %180, %169
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call fastcc void @mul(ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %6) #7
  %189 = load i32, ptr %97, align 4, !tbaa !8
  %190 = add nsw i32 %189, -1
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %191
  %193 = load i32, ptr %192, align 4, !tbaa !4
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.3, i32 noundef %193) #6
  %195 = load i32, ptr %97, align 4, !tbaa !8
  %196 = icmp sgt i32 %195, 1
  br i1 %196, label %197, label %207

197:                                              ; preds = %187
  %198 = add nsw i32 %195, -2
  %199 = zext i32 %198 to i64
  br label %200

200:                                              ; preds = %200, %197
  %201 = phi i64 [ %199, %197 ], [ %205, %200 ]
  %202 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %201
  %203 = load i32, ptr %202, align 4, !tbaa !4
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %203) #6
  %205 = add nsw i64 %201, -1
  %206 = icmp eq i64 %201, 0
  br i1 %206, label %207, label %200, !llvm.loop !10

207:                                              ; preds = %200, %187
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %7) #5
  %209 = call ptr @memset(ptr noundef nonnull %7, i32 noundef 0, i64 noundef 164) #6
  store i32 999999999, ptr %7, align 4, !tbaa !4
  %210 = getelementptr inbounds [40 x i32], ptr %7, i64 0, i64 1
  store i32 0, ptr %210, align 4, !tbaa !4
  %211 = getelementptr inbounds %struct.big, ptr %7, i64 0, i32 1
  store i32 1, ptr %211, align 4, !tbaa !8
  call fastcc void @mul(ptr noundef nonnull %7, ptr noundef nonnull %7, ptr noundef nonnull %7) #7
  %212 = load i32, ptr %211, align 4, !tbaa !8
  %213 = add nsw i32 %212, -1
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [40 x i32], ptr %7, i64 0, i64 %214
  %216 = load i32, ptr %215, align 4, !tbaa !4
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.4, i32 noundef %216) #6
  %218 = load i32, ptr %211, align 4, !tbaa !8
  %219 = icmp sgt i32 %218, 1
  br i1 %219, label %220, label %230

220:                                              ; preds = %207
  %221 = add nsw i32 %218, -2
  %222 = zext i32 %221 to i64
  br label %223

223:                                              ; preds = %223, %220
  %224 = phi i64 [ %222, %220 ], [ %228, %223 ]
  %225 = getelementptr inbounds [40 x i32], ptr %7, i64 0, i64 %224
  %226 = load i32, ptr %225, align 4, !tbaa !4
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %226) #6
  %228 = add nsw i64 %224, -1
  %229 = icmp eq i64 %224, 0
  br i1 %229, label %230, label %223, !llvm.loop !10

230:                                              ; preds = %223, %207
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %7) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %1) #5
  ret i32 0

232:                                              ; preds = %258, %93
  %233 = phi i32 [ 1, %93 ], [ %261, %258 ]
  %234 = phi i32 [ 0, %93 ], [ %259, %258 ]
  %235 = icmp sgt i32 %233, 0
  br i1 %235, label %243, label %258

236:                                              ; preds = %243
  %237 = icmp ult i64 %250, 1000000000
  br i1 %237, label %258, label %238

238:                                              ; preds = %236
  %239 = sext i32 %255 to i64
  %240 = trunc i64 %253 to i32
  %241 = add nsw i32 %255, 1
  store i32 %241, ptr %100, align 4, !tbaa !8
  %242 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 %239
  store i32 %240, ptr %242, align 4, !tbaa !4
  br label %258

243:                                              ; preds = %232, %243
  %244 = phi i64 [ %254, %243 ], [ 0, %232 ]
  %245 = phi i64 [ %253, %243 ], [ 0, %232 ]
  %246 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 %244
  %247 = load i32, ptr %246, align 4, !tbaa !4
  %248 = zext i32 %247 to i64
  %249 = shl nuw nsw i64 %248, 1
  %250 = add nuw nsw i64 %249, %245
  %251 = urem i64 %250, 1000000000
  %252 = trunc i64 %251 to i32
  store i32 %252, ptr %246, align 4, !tbaa !4
  %253 = udiv i64 %250, 1000000000
  %254 = add nuw nsw i64 %244, 1
  %255 = load i32, ptr %100, align 4, !tbaa !8
  %256 = sext i32 %255 to i64
  %257 = icmp slt i64 %254, %256
  br i1 %257, label %243, label %236, !llvm.loop !12

258:                                              ; preds = %238, %232, %236
  %259 = add nuw nsw i32 %234, 1
  %260 = icmp eq i32 %259, 200
  %261 = load i32, ptr %100, align 4, !tbaa !8
  br i1 %260, label %169, label %232, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
define internal fastcc void @mul(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #0 {
  %4 = alloca [80 x i64], align 16
  %5 = alloca %struct.big, align 4
  call void @llvm.lifetime.start.p0(i64 640, ptr nonnull %4) #5
  %6 = call ptr @memset(ptr noundef nonnull %4, i32 noundef 0, i64 noundef 640) #6
  %7 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 1
  %8 = load i32, ptr %7, align 4, !tbaa !8
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %22

10:                                               ; preds = %3
  %11 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 1
  %12 = load i32, ptr %11, align 4, !tbaa !8
  %13 = icmp sgt i32 %12, 0
  %14 = zext i32 %8 to i64
  %15 = zext i32 %12 to i64
  br label %16

16:                                               ; preds = %10, %35
  %17 = phi i64 [ 0, %10 ], [ %36, %35 ]
  br i1 %13, label %18, label %35

18:                                               ; preds = %16
  %19 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %17
  %20 = load i32, ptr %19, align 4, !tbaa !4
  %21 = zext i32 %20 to i64
  br label %38

22:                                               ; preds = %35, %3
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %5) #5
  %23 = call ptr @memset(ptr noundef nonnull %5, i32 noundef 0, i64 noundef 164) #6
  %24 = load i32, ptr %7, align 4, !tbaa !8
  %25 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 1
  %26 = load i32, ptr %25, align 4, !tbaa !8
  %27 = add nsw i32 %26, %24
  %28 = icmp sgt i32 %27, 0
  %29 = zext i32 %27 to i64
  br i1 %28, label %30, label %70

30:                                               ; preds = %22
  %31 = and i64 %29, 1
  %32 = icmp eq i32 %27, 1
  br i1 %32, label %59, label %33

33:                                               ; preds = %30
  %34 = and i64 %29, 4294967294
  br label %72

35:                                               ; preds = %56, %16
  %36 = add nuw nsw i64 %17, 1
  %37 = icmp eq i64 %36, %14
  br i1 %37, label %22, label %16, !llvm.loop !20

38:                                               ; preds = %18, %56
  %39 = phi i64 [ 0, %18 ], [ %57, %56 ]
  %40 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !4
  %42 = zext i32 %41 to i64
  %43 = mul nuw i64 %42, %21
  %44 = add nuw nsw i64 %39, %17
  %45 = getelementptr inbounds [80 x i64], ptr %4, i64 0, i64 %44
  %46 = load i64, ptr %45, align 8, !tbaa !21
  %47 = add i64 %43, %46
  store i64 %47, ptr %45, align 8, !tbaa !21
  %48 = icmp ugt i64 %47, 7999999999999999999
  br i1 %48, label %49, label %56

49:                                               ; preds = %38
  %50 = udiv i64 %47, 1000000000
  %51 = add nuw nsw i64 %44, 1
  %52 = getelementptr inbounds [80 x i64], ptr %4, i64 0, i64 %51
  %53 = load i64, ptr %52, align 8, !tbaa !21
  %54 = add i64 %53, %50
  store i64 %54, ptr %52, align 8, !tbaa !21
  %55 = urem i64 %47, 1000000000
  store i64 %55, ptr %45, align 8, !tbaa !21
  br label %56

56:                                               ; preds = %38, %49
  %57 = add nuw nsw i64 %39, 1
  %58 = icmp eq i64 %57, %15
  br i1 %58, label %35, label %38, !llvm.loop !23

59:                                               ; preds = %72, %30
  %60 = phi i64 [ 0, %30 ], [ %91, %72 ]
  %61 = phi i64 [ 0, %30 ], [ %90, %72 ]
  %62 = icmp eq i64 %31, 0
  br i1 %62, label %70, label %63

63:                                               ; preds = %59
  %64 = getelementptr inbounds [80 x i64], ptr %4, i64 0, i64 %60
  %65 = load i64, ptr %64, align 8, !tbaa !21
  %66 = add i64 %65, %61
  %67 = urem i64 %66, 1000000000
  %68 = trunc i64 %67 to i32
  %69 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %60
  store i32 %68, ptr %69, align 4, !tbaa !4
  br label %70

70:                                               ; preds = %63, %59, %22
  %71 = call i32 @llvm.smin.i32(i32 %27, i32 1)
  br label %94

72:                                               ; preds = %72, %33
  %73 = phi i64 [ 0, %33 ], [ %91, %72 ]
  %74 = phi i64 [ 0, %33 ], [ %90, %72 ]
  %75 = phi i64 [ 0, %33 ], [ %92, %72 ]
  %76 = getelementptr inbounds [80 x i64], ptr %4, i64 0, i64 %73
  %77 = load i64, ptr %76, align 16, !tbaa !21
  %78 = add i64 %77, %74
  %79 = urem i64 %78, 1000000000
  %80 = trunc i64 %79 to i32
  %81 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %73
  store i32 %80, ptr %81, align 4, !tbaa !4
  %82 = udiv i64 %78, 1000000000
  %83 = or i64 %73, 1
  %84 = getelementptr inbounds [80 x i64], ptr %4, i64 0, i64 %83
  %85 = load i64, ptr %84, align 8, !tbaa !21
  %86 = add i64 %85, %82
  %87 = urem i64 %86, 1000000000
  %88 = trunc i64 %87 to i32
  %89 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %83
  store i32 %88, ptr %89, align 4, !tbaa !4
  %90 = udiv i64 %86, 1000000000
  %91 = add nuw nsw i64 %73, 2
  %92 = add i64 %75, 2
  %93 = icmp eq i64 %92, %34
  br i1 %93, label %59, label %72, !llvm.loop !24

94:                                               ; preds = %70, %98
  %95 = phi i64 [ %29, %70 ], [ %99, %98 ]
  %96 = trunc i64 %95 to i32
  %97 = icmp sgt i32 %96, 1
  br i1 %97, label %98, label %105

98:                                               ; preds = %94
  %99 = add nsw i64 %95, -1
  %100 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !4
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %94, label %103, !llvm.loop !25

103:                                              ; preds = %98
  %104 = trunc i64 %95 to i32
  br label %105

105:                                              ; preds = %94, %103
  %106 = phi i32 [ %104, %103 ], [ %71, %94 ]
  %107 = getelementptr inbounds %struct.big, ptr %5, i64 0, i32 1
  store i32 %106, ptr %107, align 4, !tbaa !8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(164) %0, ptr noundef nonnull align 4 dereferenceable(164) %5, i64 164, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 640, ptr nonnull %4) #5
  ret void
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nobuiltin "no-builtins" }

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
!8 = !{!9, !5, i64 160}
!9 = !{!"", !6, i64 0, !5, i64 160}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = !{i64 0, i64 160, !17, i64 160, i64 4, !4}
!17 = !{!6, !6, i64 0}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = !{!22, !22, i64 0}
!22 = !{!"long long", !6, i64 0}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
