; ModuleID = 'tests/programs/bigint.c'
source_filename = "tests/programs/bigint.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
  %8 = call ptr @memset(ptr noundef nonnull %1, i32 noundef 0, i32 noundef 164) #6
  store i32 1, ptr %1, align 4, !tbaa !4
  %9 = getelementptr inbounds [40 x i32], ptr %1, i32 0, i32 1
  store i32 0, ptr %9, align 4, !tbaa !4
  %10 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 1
  store i32 1, ptr %10, align 4, !tbaa !8
  br label %37

11:                                               ; preds = %72
  %12 = add nsw i32 %75, -1
  %13 = getelementptr inbounds [40 x i32], ptr %1, i32 0, i32 %12
  %14 = load i32, ptr %13, align 4, !tbaa !4
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str, i32 noundef %14) #6
  %16 = load i32, ptr %10, align 4, !tbaa !8
  %17 = icmp sgt i32 %16, 1
  br i1 %17, label %18, label %27

18:                                               ; preds = %11
  %19 = add nsw i32 %16, -2
  br label %20

20:                                               ; preds = %20, %18
  %21 = phi i32 [ %25, %20 ], [ %19, %18 ]
  %22 = getelementptr inbounds [40 x i32], ptr %1, i32 0, i32 %21
  %23 = load i32, ptr %22, align 4, !tbaa !4
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %23) #6
  %25 = add nsw i32 %21, -1
  %26 = icmp eq i32 %21, 0
  br i1 %26, label %27, label %20, !llvm.loop !10

27:                                               ; preds = %20, %11
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %4) #5
  %29 = call ptr @memset(ptr noundef nonnull %4, i32 noundef 0, i32 noundef 164) #6
  %30 = call ptr @memset(ptr noundef nonnull %2, i32 noundef 0, i32 noundef 164) #6
  store i32 0, ptr %2, align 4, !tbaa !4
  %31 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 1
  store i32 0, ptr %31, align 4, !tbaa !4
  %32 = getelementptr inbounds %struct.big, ptr %2, i32 0, i32 1
  store i32 1, ptr %32, align 4, !tbaa !8
  %33 = call ptr @memset(ptr noundef nonnull %3, i32 noundef 0, i32 noundef 164) #6
  store i32 1, ptr %3, align 4, !tbaa !4
  %34 = getelementptr inbounds [40 x i32], ptr %3, i32 0, i32 1
  store i32 0, ptr %34, align 4, !tbaa !4
  %35 = getelementptr inbounds %struct.big, ptr %3, i32 0, i32 1
  store i32 1, ptr %35, align 4, !tbaa !8
  %36 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 1
  br label %101

37:                                               ; preds = %72, %0
  %38 = phi i32 [ 1, %0 ], [ %75, %72 ]
  %39 = phi i32 [ 2, %0 ], [ %73, %72 ]
  %40 = icmp sgt i32 %38, 0
  br i1 %40, label %41, label %72

41:                                               ; preds = %37
  %42 = zext i32 %39 to i64
  br label %45

43:                                               ; preds = %45
  %44 = icmp ult i64 %52, 1000000000
  br i1 %44, label %72, label %61

45:                                               ; preds = %45, %41
  %46 = phi i64 [ 0, %41 ], [ %54, %45 ]
  %47 = phi i32 [ 0, %41 ], [ %58, %45 ]
  %48 = getelementptr inbounds [40 x i32], ptr %1, i32 0, i32 %47
  %49 = load i32, ptr %48, align 4, !tbaa !4
  %50 = zext i32 %49 to i64
  %51 = mul nuw nsw i64 %50, %42
  %52 = add nuw i64 %51, %46
  %53 = freeze i64 %52
  %54 = udiv i64 %53, 1000000000
  %55 = mul i64 %54, 1000000000
  %56 = sub i64 %53, %55
  %57 = trunc i64 %56 to i32
  store i32 %57, ptr %48, align 4, !tbaa !4
  %58 = add nuw nsw i32 %47, 1
  %59 = load i32, ptr %10, align 4, !tbaa !8
  %60 = icmp slt i32 %58, %59
  br i1 %60, label %45, label %43, !llvm.loop !12

61:                                               ; preds = %43, %61
  %62 = phi i64 [ %64, %61 ], [ %54, %43 ]
  %63 = freeze i64 %62
  %64 = udiv i64 %63, 1000000000
  %65 = mul i64 %64, 1000000000
  %66 = sub i64 %63, %65
  %67 = trunc i64 %66 to i32
  %68 = load i32, ptr %10, align 4, !tbaa !8
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %10, align 4, !tbaa !8
  %70 = getelementptr inbounds [40 x i32], ptr %1, i32 0, i32 %68
  store i32 %67, ptr %70, align 4, !tbaa !4
  %71 = icmp ult i64 %62, 1000000000
  br i1 %71, label %72, label %61, !llvm.loop !13

72:                                               ; preds = %61, %37, %43
  %73 = add nuw nsw i32 %39, 1
  %74 = icmp eq i32 %73, 51
  %75 = load i32, ptr %10, align 4, !tbaa !8
  br i1 %74, label %11, label %37, !llvm.loop !14

76:                                               ; preds = %128
  %77 = load i32, ptr %32, align 4, !tbaa !8
  %78 = add nsw i32 %77, -1
  %79 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 %78
  %80 = load i32, ptr %79, align 4, !tbaa !4
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef %80) #6
  %82 = load i32, ptr %32, align 4, !tbaa !8
  %83 = icmp sgt i32 %82, 1
  br i1 %83, label %84, label %93

84:                                               ; preds = %76
  %85 = add nsw i32 %82, -2
  br label %86

86:                                               ; preds = %86, %84
  %87 = phi i32 [ %91, %86 ], [ %85, %84 ]
  %88 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 %87
  %89 = load i32, ptr %88, align 4, !tbaa !4
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %89) #6
  %91 = add nsw i32 %87, -1
  %92 = icmp eq i32 %87, 0
  br i1 %92, label %93, label %86, !llvm.loop !10

93:                                               ; preds = %86, %76
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %5) #5
  %95 = call ptr @memset(ptr noundef nonnull %5, i32 noundef 0, i32 noundef 164) #6
  store i32 2, ptr %5, align 4, !tbaa !4
  %96 = getelementptr inbounds [40 x i32], ptr %5, i32 0, i32 1
  store i32 0, ptr %96, align 4, !tbaa !4
  %97 = getelementptr inbounds %struct.big, ptr %5, i32 0, i32 1
  store i32 1, ptr %97, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %6) #5
  %98 = call ptr @memset(ptr noundef nonnull %6, i32 noundef 0, i32 noundef 164) #6
  store i32 1, ptr %6, align 4, !tbaa !4
  %99 = getelementptr inbounds [40 x i32], ptr %6, i32 0, i32 1
  store i32 0, ptr %99, align 4, !tbaa !4
  %100 = getelementptr inbounds %struct.big, ptr %6, i32 0, i32 1
  store i32 1, ptr %100, align 4, !tbaa !8
  br label %188

101:                                              ; preds = %27, %128
  %102 = phi i32 [ 0, %27 ], [ %129, %128 ]
  %103 = load i32, ptr %32, align 4, !tbaa !8
  %104 = load i32, ptr %35, align 4, !tbaa !8
  %105 = call i32 @llvm.smax.i32(i32 %103, i32 %104)
  %106 = icmp sgt i32 %105, 0
  br i1 %106, label %109, label %107

107:                                              ; preds = %101
  store i32 %105, ptr %36, align 4, !tbaa !8
  br label %128

108:                                              ; preds = %109
  store i32 %105, ptr %36, align 4, !tbaa !8
  br i1 %118, label %125, label %128

109:                                              ; preds = %101, %109
  %110 = phi i32 [ %119, %109 ], [ 0, %101 ]
  %111 = phi i32 [ %123, %109 ], [ 0, %101 ]
  %112 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 %111
  %113 = load i32, ptr %112, align 4, !tbaa !4
  %114 = getelementptr inbounds [40 x i32], ptr %3, i32 0, i32 %111
  %115 = load i32, ptr %114, align 4, !tbaa !4
  %116 = add i32 %113, %110
  %117 = add i32 %116, %115
  %118 = icmp ugt i32 %117, 999999999
  %119 = zext i1 %118 to i32
  %120 = add i32 %117, -1000000000
  %121 = select i1 %118, i32 %120, i32 %117
  %122 = getelementptr inbounds [40 x i32], ptr %4, i32 0, i32 %111
  store i32 %121, ptr %122, align 4, !tbaa !4
  %123 = add nuw nsw i32 %111, 1
  %124 = icmp eq i32 %123, %105
  br i1 %124, label %108, label %109, !llvm.loop !15

125:                                              ; preds = %108
  %126 = add nsw i32 %105, 1
  store i32 %126, ptr %36, align 4, !tbaa !8
  %127 = getelementptr inbounds [40 x i32], ptr %4, i32 0, i32 %105
  store i32 1, ptr %127, align 4, !tbaa !4
  br label %128

128:                                              ; preds = %107, %108, %125
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(164) %2, ptr noundef nonnull align 4 dereferenceable(164) %3, i32 164, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(164) %3, ptr noundef nonnull align 4 dereferenceable(164) %4, i32 164, i1 false), !tbaa.struct !16
  %129 = add nuw nsw i32 %102, 1
  %130 = icmp eq i32 %129, 300
  br i1 %130, label %76, label %101, !llvm.loop !18

131:                                              ; preds = %214
  %132 = add nsw i32 %217, -1
  %133 = getelementptr inbounds [40 x i32], ptr %6, i32 0, i32 %132
  %134 = load i32, ptr %133, align 4, !tbaa !4
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.2, i32 noundef %134) #6
  %136 = load i32, ptr %100, align 4, !tbaa !8
  %137 = icmp sgt i32 %136, 1
  br i1 %137, label %138, label %147

138:                                              ; preds = %131
  %139 = add nsw i32 %136, -2
  br label %140

140:                                              ; preds = %140, %138
  %141 = phi i32 [ %145, %140 ], [ %139, %138 ]
  %142 = getelementptr inbounds [40 x i32], ptr %6, i32 0, i32 %141
  %143 = load i32, ptr %142, align 4, !tbaa !4
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %143) #6
  %145 = add nsw i32 %141, -1
  %146 = icmp eq i32 %141, 0
  br i1 %146, label %147, label %140, !llvm.loop !10

147:                                              ; preds = %140, %131
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call fastcc void @mul(ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %6) #7
  %149 = load i32, ptr %97, align 4, !tbaa !8
  %150 = add nsw i32 %149, -1
  %151 = getelementptr inbounds [40 x i32], ptr %5, i32 0, i32 %150
  %152 = load i32, ptr %151, align 4, !tbaa !4
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.3, i32 noundef %152) #6
  %154 = load i32, ptr %97, align 4, !tbaa !8
  %155 = icmp sgt i32 %154, 1
  br i1 %155, label %156, label %165

156:                                              ; preds = %147
  %157 = add nsw i32 %154, -2
  br label %158

158:                                              ; preds = %158, %156
  %159 = phi i32 [ %163, %158 ], [ %157, %156 ]
  %160 = getelementptr inbounds [40 x i32], ptr %5, i32 0, i32 %159
  %161 = load i32, ptr %160, align 4, !tbaa !4
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %161) #6
  %163 = add nsw i32 %159, -1
  %164 = icmp eq i32 %159, 0
  br i1 %164, label %165, label %158, !llvm.loop !10

165:                                              ; preds = %158, %147
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %7) #5
  %167 = call ptr @memset(ptr noundef nonnull %7, i32 noundef 0, i32 noundef 164) #6
  store i32 999999999, ptr %7, align 4, !tbaa !4
  %168 = getelementptr inbounds [40 x i32], ptr %7, i32 0, i32 1
  store i32 0, ptr %168, align 4, !tbaa !4
  %169 = getelementptr inbounds %struct.big, ptr %7, i32 0, i32 1
  store i32 1, ptr %169, align 4, !tbaa !8
  call fastcc void @mul(ptr noundef nonnull %7, ptr noundef nonnull %7, ptr noundef nonnull %7) #7
  %170 = load i32, ptr %169, align 4, !tbaa !8
  %171 = add nsw i32 %170, -1
  %172 = getelementptr inbounds [40 x i32], ptr %7, i32 0, i32 %171
  %173 = load i32, ptr %172, align 4, !tbaa !4
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.4, i32 noundef %173) #6
  %175 = load i32, ptr %169, align 4, !tbaa !8
  %176 = icmp sgt i32 %175, 1
  br i1 %176, label %177, label %186

177:                                              ; preds = %165
  %178 = add nsw i32 %175, -2
  br label %179

179:                                              ; preds = %179, %177
  %180 = phi i32 [ %184, %179 ], [ %178, %177 ]
  %181 = getelementptr inbounds [40 x i32], ptr %7, i32 0, i32 %180
  %182 = load i32, ptr %181, align 4, !tbaa !4
  %183 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %182) #6
  %184 = add nsw i32 %180, -1
  %185 = icmp eq i32 %180, 0
  br i1 %185, label %186, label %179, !llvm.loop !10

186:                                              ; preds = %179, %165
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %7) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %1) #5
  ret i32 0

188:                                              ; preds = %214, %93
  %189 = phi i32 [ 1, %93 ], [ %217, %214 ]
  %190 = phi i32 [ 0, %93 ], [ %215, %214 ]
  %191 = icmp sgt i32 %189, 0
  br i1 %191, label %198, label %214

192:                                              ; preds = %198
  %193 = icmp ult i64 %205, 1000000000
  br i1 %193, label %214, label %194

194:                                              ; preds = %192
  %195 = trunc i64 %207 to i32
  %196 = add nsw i32 %212, 1
  store i32 %196, ptr %100, align 4, !tbaa !8
  %197 = getelementptr inbounds [40 x i32], ptr %6, i32 0, i32 %212
  store i32 %195, ptr %197, align 4, !tbaa !4
  br label %214

198:                                              ; preds = %188, %198
  %199 = phi i64 [ %207, %198 ], [ 0, %188 ]
  %200 = phi i32 [ %211, %198 ], [ 0, %188 ]
  %201 = getelementptr inbounds [40 x i32], ptr %6, i32 0, i32 %200
  %202 = load i32, ptr %201, align 4, !tbaa !4
  %203 = zext i32 %202 to i64
  %204 = shl nuw nsw i64 %203, 1
  %205 = add nuw nsw i64 %204, %199
  %206 = freeze i64 %205
  %207 = udiv i64 %206, 1000000000
  %208 = mul i64 %207, 1000000000
  %209 = sub i64 %206, %208
  %210 = trunc i64 %209 to i32
  store i32 %210, ptr %201, align 4, !tbaa !4
  %211 = add nuw nsw i32 %200, 1
  %212 = load i32, ptr %100, align 4, !tbaa !8
  %213 = icmp slt i32 %211, %212
  br i1 %213, label %198, label %192, !llvm.loop !12

214:                                              ; preds = %194, %188, %192
  %215 = add nuw nsw i32 %190, 1
  %216 = icmp eq i32 %215, 200
  %217 = load i32, ptr %100, align 4, !tbaa !8
  br i1 %216, label %131, label %188, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: nounwind
define internal fastcc void @mul(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #0 {
  %4 = alloca [80 x i64], align 8
  %5 = alloca %struct.big, align 4
  call void @llvm.lifetime.start.p0(i64 640, ptr nonnull %4) #5
  %6 = call ptr @memset(ptr noundef nonnull %4, i32 noundef 0, i32 noundef 640) #6
  %7 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 1
  %8 = load i32, ptr %7, align 4, !tbaa !8
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %20

10:                                               ; preds = %3
  %11 = getelementptr inbounds %struct.big, ptr %2, i32 0, i32 1
  %12 = load i32, ptr %11, align 4, !tbaa !8
  %13 = icmp sgt i32 %12, 0
  br label %14

14:                                               ; preds = %10, %27
  %15 = phi i32 [ 0, %10 ], [ %28, %27 ]
  br i1 %13, label %16, label %27

16:                                               ; preds = %14
  %17 = getelementptr inbounds [40 x i32], ptr %1, i32 0, i32 %15
  %18 = load i32, ptr %17, align 4, !tbaa !4
  %19 = zext i32 %18 to i64
  br label %30

20:                                               ; preds = %27, %3
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %5) #5
  %21 = call ptr @memset(ptr noundef nonnull %5, i32 noundef 0, i32 noundef 164) #6
  %22 = load i32, ptr %7, align 4, !tbaa !8
  %23 = getelementptr inbounds %struct.big, ptr %2, i32 0, i32 1
  %24 = load i32, ptr %23, align 4, !tbaa !8
  %25 = add nsw i32 %24, %22
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %55, label %53

27:                                               ; preds = %50, %14
  %28 = add nuw nsw i32 %15, 1
  %29 = icmp eq i32 %28, %8
  br i1 %29, label %20, label %14, !llvm.loop !20

30:                                               ; preds = %16, %50
  %31 = phi i32 [ 0, %16 ], [ %51, %50 ]
  %32 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 %31
  %33 = load i32, ptr %32, align 4, !tbaa !4
  %34 = zext i32 %33 to i64
  %35 = mul nuw i64 %34, %19
  %36 = add nuw nsw i32 %31, %15
  %37 = getelementptr inbounds [80 x i64], ptr %4, i32 0, i32 %36
  %38 = load i64, ptr %37, align 8, !tbaa !21
  %39 = add i64 %35, %38
  store i64 %39, ptr %37, align 8, !tbaa !21
  %40 = icmp ugt i64 %39, 7999999999999999999
  br i1 %40, label %41, label %50

41:                                               ; preds = %30
  %42 = freeze i64 %39
  %43 = udiv i64 %42, 1000000000
  %44 = add nuw nsw i32 %36, 1
  %45 = getelementptr inbounds [80 x i64], ptr %4, i32 0, i32 %44
  %46 = load i64, ptr %45, align 8, !tbaa !21
  %47 = add i64 %46, %43
  store i64 %47, ptr %45, align 8, !tbaa !21
  %48 = mul i64 %43, 1000000000
  %49 = sub i64 %42, %48
  store i64 %49, ptr %37, align 8, !tbaa !21
  br label %50

50:                                               ; preds = %30, %41
  %51 = add nuw nsw i32 %31, 1
  %52 = icmp eq i32 %51, %12
  br i1 %52, label %27, label %30, !llvm.loop !23

53:                                               ; preds = %55, %20
  %54 = call i32 @llvm.smin.i32(i32 %25, i32 1)
  br label %69

55:                                               ; preds = %20, %55
  %56 = phi i32 [ %67, %55 ], [ 0, %20 ]
  %57 = phi i64 [ %62, %55 ], [ 0, %20 ]
  %58 = getelementptr inbounds [80 x i64], ptr %4, i32 0, i32 %56
  %59 = load i64, ptr %58, align 8, !tbaa !21
  %60 = add i64 %59, %57
  %61 = freeze i64 %60
  %62 = udiv i64 %61, 1000000000
  %63 = mul i64 %62, 1000000000
  %64 = sub i64 %61, %63
  %65 = trunc i64 %64 to i32
  %66 = getelementptr inbounds [40 x i32], ptr %5, i32 0, i32 %56
  store i32 %65, ptr %66, align 4, !tbaa !4
  %67 = add nuw nsw i32 %56, 1
  %68 = icmp eq i32 %67, %25
  br i1 %68, label %53, label %55, !llvm.loop !24

69:                                               ; preds = %53, %72
  %70 = phi i32 [ %73, %72 ], [ %25, %53 ]
  %71 = icmp sgt i32 %70, 1
  br i1 %71, label %72, label %77

72:                                               ; preds = %69
  %73 = add nsw i32 %70, -1
  %74 = getelementptr inbounds [40 x i32], ptr %5, i32 0, i32 %73
  %75 = load i32, ptr %74, align 4, !tbaa !4
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %69, label %77, !llvm.loop !25

77:                                               ; preds = %69, %72
  %78 = phi i32 [ %54, %69 ], [ %70, %72 ]
  %79 = getelementptr inbounds %struct.big, ptr %5, i32 0, i32 1
  store i32 %78, ptr %79, align 4, !tbaa !8
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(164) %0, ptr noundef nonnull align 4 dereferenceable(164) %5, i32 164, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 640, ptr nonnull %4) #5
  ret void
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
