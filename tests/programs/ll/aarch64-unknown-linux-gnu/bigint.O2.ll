; ModuleID = 'tests/programs/bigint.c'
source_filename = "tests/programs/bigint.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  %1 = alloca %struct.big, align 8
  %2 = alloca %struct.big, align 8
  %3 = alloca %struct.big, align 8
  %4 = alloca %struct.big, align 4
  %5 = alloca %struct.big, align 8
  %6 = alloca %struct.big, align 8
  %7 = alloca %struct.big, align 8
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %1) #5
  %8 = call ptr @memset(ptr noundef nonnull %1, i32 noundef 0, i64 noundef 164) #6
  store <2 x i32> <i32 1, i32 0>, ptr %1, align 8, !tbaa !5
  %9 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 1
  store i32 1, ptr %9, align 8, !tbaa !9
  br label %36

10:                                               ; preds = %71
  %11 = add nsw i32 %74, -1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str, i32 noundef %14) #6
  %16 = load i32, ptr %9, align 8, !tbaa !9
  %17 = icmp sgt i32 %16, 1
  br i1 %17, label %18, label %28

18:                                               ; preds = %10
  %19 = add nsw i32 %16, -2
  %20 = zext i32 %19 to i64
  br label %21

21:                                               ; preds = %21, %18
  %22 = phi i64 [ %20, %18 ], [ %26, %21 ]
  %23 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %24) #6
  %26 = add nsw i64 %22, -1
  %27 = icmp eq i64 %22, 0
  br i1 %27, label %28, label %21, !llvm.loop !11

28:                                               ; preds = %21, %10
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %4) #5
  %30 = call ptr @memset(ptr noundef nonnull %4, i32 noundef 0, i64 noundef 164) #6
  %31 = call ptr @memset(ptr noundef nonnull %2, i32 noundef 0, i64 noundef 164) #6
  store <2 x i32> zeroinitializer, ptr %2, align 8, !tbaa !5
  %32 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 1
  store i32 1, ptr %32, align 8, !tbaa !9
  %33 = call ptr @memset(ptr noundef nonnull %3, i32 noundef 0, i64 noundef 164) #6
  store <2 x i32> <i32 1, i32 0>, ptr %3, align 8, !tbaa !5
  %34 = getelementptr inbounds %struct.big, ptr %3, i64 0, i32 1
  store i32 1, ptr %34, align 8, !tbaa !9
  %35 = getelementptr inbounds %struct.big, ptr %4, i64 0, i32 1
  br label %100

36:                                               ; preds = %71, %0
  %37 = phi i32 [ 1, %0 ], [ %74, %71 ]
  %38 = phi i64 [ 2, %0 ], [ %72, %71 ]
  %39 = icmp sgt i32 %37, 0
  br i1 %39, label %42, label %71

40:                                               ; preds = %42
  %41 = icmp ult i64 %49, 1000000000
  br i1 %41, label %71, label %59

42:                                               ; preds = %36, %42
  %43 = phi i64 [ %55, %42 ], [ 0, %36 ]
  %44 = phi i64 [ %51, %42 ], [ 0, %36 ]
  %45 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %43
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = zext i32 %46 to i64
  %48 = mul nuw i64 %38, %47
  %49 = add i64 %48, %44
  %50 = freeze i64 %49
  %51 = udiv i64 %50, 1000000000
  %52 = mul i64 %51, 1000000000
  %53 = sub i64 %50, %52
  %54 = trunc i64 %53 to i32
  store i32 %54, ptr %45, align 4, !tbaa !5
  %55 = add nuw nsw i64 %43, 1
  %56 = load i32, ptr %9, align 8, !tbaa !9
  %57 = sext i32 %56 to i64
  %58 = icmp slt i64 %55, %57
  br i1 %58, label %42, label %40, !llvm.loop !13

59:                                               ; preds = %40, %59
  %60 = phi i64 [ %62, %59 ], [ %51, %40 ]
  %61 = freeze i64 %60
  %62 = udiv i64 %61, 1000000000
  %63 = mul i64 %62, 1000000000
  %64 = sub i64 %61, %63
  %65 = trunc i64 %64 to i32
  %66 = load i32, ptr %9, align 8, !tbaa !9
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %9, align 8, !tbaa !9
  %68 = sext i32 %66 to i64
  %69 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %68
  store i32 %65, ptr %69, align 4, !tbaa !5
  %70 = icmp ult i64 %60, 1000000000
  br i1 %70, label %71, label %59, !llvm.loop !14

71:                                               ; preds = %59, %36, %40
  %72 = add nuw nsw i64 %38, 1
  %73 = icmp eq i64 %72, 51
  %74 = load i32, ptr %9, align 8, !tbaa !9
  br i1 %73, label %10, label %36, !llvm.loop !15

75:                                               ; preds = %130
  %76 = load i32, ptr %32, align 8, !tbaa !9
  %77 = add nsw i32 %76, -1
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef %80) #6
  %82 = load i32, ptr %32, align 8, !tbaa !9
  %83 = icmp sgt i32 %82, 1
  br i1 %83, label %84, label %94

84:                                               ; preds = %75
  %85 = add nsw i32 %82, -2
  %86 = zext i32 %85 to i64
  br label %87

87:                                               ; preds = %87, %84
  %88 = phi i64 [ %86, %84 ], [ %92, %87 ]
  %89 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !5
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %90) #6
  %92 = add nsw i64 %88, -1
  %93 = icmp eq i64 %88, 0
  br i1 %93, label %94, label %87, !llvm.loop !11

94:                                               ; preds = %87, %75
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %5) #5
  %96 = call ptr @memset(ptr noundef nonnull %5, i32 noundef 0, i64 noundef 164) #6
  store <2 x i32> <i32 2, i32 0>, ptr %5, align 8, !tbaa !5
  %97 = getelementptr inbounds %struct.big, ptr %5, i64 0, i32 1
  store i32 1, ptr %97, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %6) #5
  %98 = call ptr @memset(ptr noundef nonnull %6, i32 noundef 0, i64 noundef 164) #6
  store <2 x i32> <i32 1, i32 0>, ptr %6, align 8, !tbaa !5
  %99 = getelementptr inbounds %struct.big, ptr %6, i64 0, i32 1
  store i32 1, ptr %99, align 8, !tbaa !9
  br label %195

100:                                              ; preds = %28, %130
  %101 = phi i32 [ 0, %28 ], [ %131, %130 ]
  %102 = load i32, ptr %32, align 8, !tbaa !9
  %103 = load i32, ptr %34, align 8, !tbaa !9
  %104 = call i32 @llvm.smax.i32(i32 %102, i32 %103)
  %105 = icmp sgt i32 %104, 0
  br i1 %105, label %107, label %106

106:                                              ; preds = %100
  store i32 %104, ptr %35, align 4, !tbaa !9
  br label %130

107:                                              ; preds = %100
  %108 = zext i32 %104 to i64
  br label %110

109:                                              ; preds = %110
  store i32 %104, ptr %35, align 4, !tbaa !9
  br i1 %119, label %126, label %130

110:                                              ; preds = %110, %107
  %111 = phi i64 [ 0, %107 ], [ %124, %110 ]
  %112 = phi i32 [ 0, %107 ], [ %120, %110 ]
  %113 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %111
  %114 = load i32, ptr %113, align 4, !tbaa !5
  %115 = getelementptr inbounds [40 x i32], ptr %3, i64 0, i64 %111
  %116 = load i32, ptr %115, align 4, !tbaa !5
  %117 = add i32 %114, %112
  %118 = add i32 %117, %116
  %119 = icmp ugt i32 %118, 999999999
  %120 = zext i1 %119 to i32
  %121 = add i32 %118, -1000000000
  %122 = select i1 %119, i32 %121, i32 %118
  %123 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 %111
  store i32 %122, ptr %123, align 4, !tbaa !5
  %124 = add nuw nsw i64 %111, 1
  %125 = icmp eq i64 %124, %108
  br i1 %125, label %109, label %110, !llvm.loop !16

126:                                              ; preds = %109
  %127 = add nsw i32 %104, 1
  store i32 %127, ptr %35, align 4, !tbaa !9
  %128 = sext i32 %104 to i64
  %129 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 %128
  store i32 1, ptr %129, align 4, !tbaa !5
  br label %130

130:                                              ; preds = %106, %109, %126
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(164) %2, ptr noundef nonnull align 8 dereferenceable(164) %3, i64 164, i1 false), !tbaa.struct !17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(164) %3, ptr noundef nonnull align 4 dereferenceable(164) %4, i64 164, i1 false), !tbaa.struct !17
  %131 = add nuw nsw i32 %101, 1
  %132 = icmp eq i32 %131, 300
  br i1 %132, label %75, label %100, !llvm.loop !19

133:                                              ; preds = %223
  %134 = add nsw i32 %226, -1
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !5
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.2, i32 noundef %137) #6
  %139 = load i32, ptr %99, align 8, !tbaa !9
  %140 = icmp sgt i32 %139, 1
  br i1 %140, label %141, label %151

141:                                              ; preds = %133
  %142 = add nsw i32 %139, -2
  %143 = zext i32 %142 to i64
  br label %144

144:                                              ; preds = %144, %141
  %145 = phi i64 [ %143, %141 ], [ %149, %144 ]
  %146 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !5
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %147) #6
  %149 = add nsw i64 %145, -1
  %150 = icmp eq i64 %145, 0
  br i1 %150, label %151, label %144, !llvm.loop !11

151:                                              ; preds = %144, %133
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call fastcc void @mul(ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %6) #7
  %153 = load i32, ptr %97, align 8, !tbaa !9
  %154 = add nsw i32 %153, -1
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !5
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.3, i32 noundef %157) #6
  %159 = load i32, ptr %97, align 8, !tbaa !9
  %160 = icmp sgt i32 %159, 1
  br i1 %160, label %161, label %171

161:                                              ; preds = %151
  %162 = add nsw i32 %159, -2
  %163 = zext i32 %162 to i64
  br label %164

164:                                              ; preds = %164, %161
  %165 = phi i64 [ %163, %161 ], [ %169, %164 ]
  %166 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %165
  %167 = load i32, ptr %166, align 4, !tbaa !5
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %167) #6
  %169 = add nsw i64 %165, -1
  %170 = icmp eq i64 %165, 0
  br i1 %170, label %171, label %164, !llvm.loop !11

171:                                              ; preds = %164, %151
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %7) #5
  %173 = call ptr @memset(ptr noundef nonnull %7, i32 noundef 0, i64 noundef 164) #6
  store <2 x i32> <i32 999999999, i32 0>, ptr %7, align 8, !tbaa !5
  %174 = getelementptr inbounds %struct.big, ptr %7, i64 0, i32 1
  store i32 1, ptr %174, align 8, !tbaa !9
  call fastcc void @mul(ptr noundef nonnull %7, ptr noundef nonnull %7, ptr noundef nonnull %7) #7
  %175 = load i32, ptr %174, align 8, !tbaa !9
  %176 = add nsw i32 %175, -1
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [40 x i32], ptr %7, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !5
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.4, i32 noundef %179) #6
  %181 = load i32, ptr %174, align 8, !tbaa !9
  %182 = icmp sgt i32 %181, 1
  br i1 %182, label %183, label %193

183:                                              ; preds = %171
  %184 = add nsw i32 %181, -2
  %185 = zext i32 %184 to i64
  br label %186

186:                                              ; preds = %186, %183
  %187 = phi i64 [ %185, %183 ], [ %191, %186 ]
  %188 = getelementptr inbounds [40 x i32], ptr %7, i64 0, i64 %187
  %189 = load i32, ptr %188, align 4, !tbaa !5
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %189) #6
  %191 = add nsw i64 %187, -1
  %192 = icmp eq i64 %187, 0
  br i1 %192, label %193, label %186, !llvm.loop !11

193:                                              ; preds = %186, %171
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %7) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %1) #5
  ret i32 0

195:                                              ; preds = %223, %94
  %196 = phi i32 [ 1, %94 ], [ %226, %223 ]
  %197 = phi i32 [ 0, %94 ], [ %224, %223 ]
  %198 = icmp sgt i32 %196, 0
  br i1 %198, label %206, label %223

199:                                              ; preds = %206
  %200 = icmp ult i64 %213, 1000000000
  br i1 %200, label %223, label %201

201:                                              ; preds = %199
  %202 = sext i32 %220 to i64
  %203 = trunc i64 %215 to i32
  %204 = add nsw i32 %220, 1
  store i32 %204, ptr %99, align 8, !tbaa !9
  %205 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 %202
  store i32 %203, ptr %205, align 4, !tbaa !5
  br label %223

206:                                              ; preds = %195, %206
  %207 = phi i64 [ %219, %206 ], [ 0, %195 ]
  %208 = phi i64 [ %215, %206 ], [ 0, %195 ]
  %209 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 %207
  %210 = load i32, ptr %209, align 4, !tbaa !5
  %211 = zext i32 %210 to i64
  %212 = shl nuw nsw i64 %211, 1
  %213 = add nuw nsw i64 %212, %208
  %214 = freeze i64 %213
  %215 = udiv i64 %214, 1000000000
  %216 = mul i64 %215, 1000000000
  %217 = sub i64 %214, %216
  %218 = trunc i64 %217 to i32
  store i32 %218, ptr %209, align 4, !tbaa !5
  %219 = add nuw nsw i64 %207, 1
  %220 = load i32, ptr %99, align 8, !tbaa !9
  %221 = sext i32 %220 to i64
  %222 = icmp slt i64 %219, %221
  br i1 %222, label %206, label %199, !llvm.loop !13

223:                                              ; preds = %201, %195, %199
  %224 = add nuw nsw i32 %197, 1
  %225 = icmp eq i32 %224, 200
  %226 = load i32, ptr %99, align 8, !tbaa !9
  br i1 %225, label %133, label %195, !llvm.loop !20
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
  %4 = alloca [80 x i64], align 8
  %5 = alloca %struct.big, align 4
  call void @llvm.lifetime.start.p0(i64 640, ptr nonnull %4) #5
  %6 = call ptr @memset(ptr noundef nonnull %4, i32 noundef 0, i64 noundef 640) #6
  %7 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 1
  %8 = load i32, ptr %7, align 4, !tbaa !9
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %22

10:                                               ; preds = %3
  %11 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 1
  %12 = load i32, ptr %11, align 4, !tbaa !9
  %13 = icmp sgt i32 %12, 0
  %14 = zext i32 %8 to i64
  %15 = zext i32 %12 to i64
  br label %16

16:                                               ; preds = %10, %30
  %17 = phi i64 [ 0, %10 ], [ %31, %30 ]
  br i1 %13, label %18, label %30

18:                                               ; preds = %16
  %19 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %17
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = zext i32 %20 to i64
  br label %33

22:                                               ; preds = %30, %3
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %5) #5
  %23 = call ptr @memset(ptr noundef nonnull %5, i32 noundef 0, i64 noundef 164) #6
  %24 = load i32, ptr %7, align 4, !tbaa !9
  %25 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 1
  %26 = load i32, ptr %25, align 4, !tbaa !9
  %27 = add nsw i32 %26, %24
  %28 = icmp sgt i32 %27, 0
  %29 = zext i32 %27 to i64
  br i1 %28, label %58, label %56

30:                                               ; preds = %53, %16
  %31 = add nuw nsw i64 %17, 1
  %32 = icmp eq i64 %31, %14
  br i1 %32, label %22, label %16, !llvm.loop !21

33:                                               ; preds = %18, %53
  %34 = phi i64 [ 0, %18 ], [ %54, %53 ]
  %35 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = zext i32 %36 to i64
  %38 = mul nuw i64 %37, %21
  %39 = add nuw nsw i64 %34, %17
  %40 = getelementptr inbounds [80 x i64], ptr %4, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8, !tbaa !22
  %42 = add i64 %38, %41
  store i64 %42, ptr %40, align 8, !tbaa !22
  %43 = icmp ugt i64 %42, 7999999999999999999
  br i1 %43, label %44, label %53

44:                                               ; preds = %33
  %45 = freeze i64 %42
  %46 = udiv i64 %45, 1000000000
  %47 = add nuw nsw i64 %39, 1
  %48 = getelementptr inbounds [80 x i64], ptr %4, i64 0, i64 %47
  %49 = load i64, ptr %48, align 8, !tbaa !22
  %50 = add i64 %49, %46
  store i64 %50, ptr %48, align 8, !tbaa !22
  %51 = mul i64 %46, 1000000000
  %52 = sub i64 %45, %51
  store i64 %52, ptr %40, align 8, !tbaa !22
  br label %53

53:                                               ; preds = %33, %44
  %54 = add nuw nsw i64 %34, 1
  %55 = icmp eq i64 %54, %15
  br i1 %55, label %30, label %33, !llvm.loop !24

56:                                               ; preds = %58, %22
  %57 = call i32 @llvm.smin.i32(i32 %27, i32 1)
  br label %72

58:                                               ; preds = %22, %58
  %59 = phi i64 [ %70, %58 ], [ 0, %22 ]
  %60 = phi i64 [ %65, %58 ], [ 0, %22 ]
  %61 = getelementptr inbounds [80 x i64], ptr %4, i64 0, i64 %59
  %62 = load i64, ptr %61, align 8, !tbaa !22
  %63 = add i64 %62, %60
  %64 = freeze i64 %63
  %65 = udiv i64 %64, 1000000000
  %66 = mul i64 %65, 1000000000
  %67 = sub i64 %64, %66
  %68 = trunc i64 %67 to i32
  %69 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %59
  store i32 %68, ptr %69, align 4, !tbaa !5
  %70 = add nuw nsw i64 %59, 1
  %71 = icmp eq i64 %70, %29
  br i1 %71, label %56, label %58, !llvm.loop !25

72:                                               ; preds = %56, %76
  %73 = phi i64 [ %29, %56 ], [ %77, %76 ]
  %74 = trunc i64 %73 to i32
  %75 = icmp sgt i32 %74, 1
  br i1 %75, label %76, label %83

76:                                               ; preds = %72
  %77 = add nsw i64 %73, -1
  %78 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !5
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %72, label %81, !llvm.loop !26

81:                                               ; preds = %76
  %82 = trunc i64 %73 to i32
  br label %83

83:                                               ; preds = %72, %81
  %84 = phi i32 [ %82, %81 ], [ %57, %72 ]
  %85 = getelementptr inbounds %struct.big, ptr %5, i64 0, i32 1
  store i32 %84, ptr %85, align 4, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(164) %0, ptr noundef nonnull align 4 dereferenceable(164) %5, i64 164, i1 false), !tbaa.struct !17
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 640, ptr nonnull %4) #5
  ret void
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nobuiltin "no-builtins" }

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
!9 = !{!10, !6, i64 160}
!10 = !{!"", !7, i64 0, !6, i64 160}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = !{i64 0, i64 160, !18, i64 160, i64 4, !5}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = !{!23, !23, i64 0}
!23 = !{!"long long", !7, i64 0}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
