; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@grid = internal unnamed_addr global [6 x [7 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c"total %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%3d\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"min at %d = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"%c%c%c %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x [6 x i32]], align 16
  %2 = alloca [12 x [12 x i32]], align 16
  %3 = alloca [3 x [4 x [5 x i8]]], align 16
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr @grid, align 16, !tbaa !4
  store <4 x i32> <i32 4, i32 5, i32 6, i32 10>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 4), align 16, !tbaa !4
  store <4 x i32> <i32 11, i32 12, i32 13, i32 14>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 1), align 16, !tbaa !4
  store <4 x i32> <i32 15, i32 16, i32 20, i32 21>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 5), align 16, !tbaa !4
  store <4 x i32> <i32 22, i32 23, i32 24, i32 25>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 2), align 16, !tbaa !4
  store <4 x i32> <i32 26, i32 30, i32 31, i32 32>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 6), align 16, !tbaa !4
  store <4 x i32> <i32 33, i32 34, i32 35, i32 36>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 3), align 16, !tbaa !4
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 0), align 16, !tbaa !4
  store <4 x i32> <i32 44, i32 45, i32 46, i32 50>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 4), align 16, !tbaa !4
  store <4 x i32> <i32 51, i32 52, i32 53, i32 54>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 1), align 16, !tbaa !4
  store i32 55, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 5), align 16, !tbaa !4
  store i32 56, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 6), align 4, !tbaa !4
  br label %4

4:                                                ; preds = %0, %4
  %5 = phi i64 [ %7, %4 ], [ 0, %0 ]
  %6 = phi i64 [ %31, %4 ], [ 0, %0 ]
  %7 = add nuw nsw i64 %5, 1
  %8 = getelementptr inbounds [7 x i32], ptr @grid, i64 %5, i64 0
  %9 = trunc i64 %7 to i32
  %10 = load <4 x i32>, ptr %8, align 4, !tbaa !4
  %11 = insertelement <4 x i32> poison, i32 %9, i64 0
  %12 = shufflevector <4 x i32> %11, <4 x i32> poison, <4 x i32> zeroinitializer
  %13 = mul nsw <4 x i32> %10, %12
  %14 = sext <4 x i32> %13 to <4 x i64>
  %15 = getelementptr inbounds [7 x i32], ptr @grid, i64 %5, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa !4
  %17 = mul nsw i32 %16, %9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [7 x i32], ptr @grid, i64 %5, i64 5
  %20 = load i32, ptr %19, align 4, !tbaa !4
  %21 = mul nsw i32 %20, %9
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [7 x i32], ptr @grid, i64 %5, i64 6
  %24 = load i32, ptr %23, align 4, !tbaa !4
  %25 = mul nsw i32 %24, %9
  %26 = sext i32 %25 to i64
  %27 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %14)
  %28 = add i64 %27, %18
  %29 = add nsw i64 %22, %26
  %30 = add i64 %28, %29
  %31 = add i64 %30, %6
  %32 = icmp eq i64 %7, 6
  br i1 %32, label %33, label %4, !llvm.loop !8

33:                                               ; preds = %4
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %31) #5
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %1) #6
  %35 = load i32, ptr @grid, align 16, !tbaa !4
  store i32 %35, ptr %1, align 16, !tbaa !4
  %36 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 1), align 4, !tbaa !4
  %37 = getelementptr inbounds i32, ptr %1, i64 6
  store i32 %36, ptr %37, align 8, !tbaa !4
  %38 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 2), align 8, !tbaa !4
  %39 = getelementptr inbounds i32, ptr %1, i64 12
  store i32 %38, ptr %39, align 16, !tbaa !4
  %40 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 3), align 4, !tbaa !4
  %41 = getelementptr inbounds i32, ptr %1, i64 18
  store i32 %40, ptr %41, align 8, !tbaa !4
  %42 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 4), align 16, !tbaa !4
  %43 = getelementptr inbounds i32, ptr %1, i64 24
  store i32 %42, ptr %43, align 16, !tbaa !4
  %44 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 5), align 4, !tbaa !4
  %45 = getelementptr inbounds i32, ptr %1, i64 30
  store i32 %44, ptr %45, align 8, !tbaa !4
  %46 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 6), align 8, !tbaa !4
  %47 = getelementptr inbounds i32, ptr %1, i64 36
  store i32 %46, ptr %47, align 16, !tbaa !4
  %48 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 0), align 4, !tbaa !4
  %49 = getelementptr inbounds i32, ptr %1, i64 1
  store i32 %48, ptr %49, align 4, !tbaa !4
  %50 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 1), align 16, !tbaa !4
  %51 = getelementptr inbounds i32, ptr %1, i64 7
  store i32 %50, ptr %51, align 4, !tbaa !4
  %52 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 2), align 4, !tbaa !4
  %53 = getelementptr inbounds i32, ptr %1, i64 13
  store i32 %52, ptr %53, align 4, !tbaa !4
  %54 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 3), align 8, !tbaa !4
  %55 = getelementptr inbounds i32, ptr %1, i64 19
  store i32 %54, ptr %55, align 4, !tbaa !4
  %56 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 4), align 4, !tbaa !4
  %57 = getelementptr inbounds i32, ptr %1, i64 25
  store i32 %56, ptr %57, align 4, !tbaa !4
  %58 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 5), align 16, !tbaa !4
  %59 = getelementptr inbounds i32, ptr %1, i64 31
  store i32 %58, ptr %59, align 4, !tbaa !4
  %60 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 6), align 4, !tbaa !4
  %61 = getelementptr inbounds i32, ptr %1, i64 37
  store i32 %60, ptr %61, align 4, !tbaa !4
  %62 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 0), align 8, !tbaa !4
  %63 = getelementptr inbounds i32, ptr %1, i64 2
  store i32 %62, ptr %63, align 8, !tbaa !4
  %64 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 1), align 4, !tbaa !4
  %65 = getelementptr inbounds i32, ptr %1, i64 8
  store i32 %64, ptr %65, align 16, !tbaa !4
  %66 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 2), align 16, !tbaa !4
  %67 = getelementptr inbounds i32, ptr %1, i64 14
  store i32 %66, ptr %67, align 8, !tbaa !4
  %68 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 3), align 4, !tbaa !4
  %69 = getelementptr inbounds i32, ptr %1, i64 20
  store i32 %68, ptr %69, align 16, !tbaa !4
  %70 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 4), align 8, !tbaa !4
  %71 = getelementptr inbounds i32, ptr %1, i64 26
  store i32 %70, ptr %71, align 8, !tbaa !4
  %72 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 5), align 4, !tbaa !4
  %73 = getelementptr inbounds i32, ptr %1, i64 32
  store i32 %72, ptr %73, align 16, !tbaa !4
  %74 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 6), align 16, !tbaa !4
  %75 = getelementptr inbounds i32, ptr %1, i64 38
  store i32 %74, ptr %75, align 8, !tbaa !4
  %76 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 0), align 4, !tbaa !4
  %77 = getelementptr inbounds i32, ptr %1, i64 3
  store i32 %76, ptr %77, align 4, !tbaa !4
  %78 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 1), align 8, !tbaa !4
  %79 = getelementptr inbounds i32, ptr %1, i64 9
  store i32 %78, ptr %79, align 4, !tbaa !4
  %80 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 2), align 4, !tbaa !4
  %81 = getelementptr inbounds i32, ptr %1, i64 15
  store i32 %80, ptr %81, align 4, !tbaa !4
  %82 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 3), align 16, !tbaa !4
  %83 = getelementptr inbounds i32, ptr %1, i64 21
  store i32 %82, ptr %83, align 4, !tbaa !4
  %84 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 4), align 4, !tbaa !4
  %85 = getelementptr inbounds i32, ptr %1, i64 27
  store i32 %84, ptr %85, align 4, !tbaa !4
  %86 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 5), align 8, !tbaa !4
  %87 = getelementptr inbounds i32, ptr %1, i64 33
  store i32 %86, ptr %87, align 4, !tbaa !4
  %88 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 6), align 4, !tbaa !4
  %89 = getelementptr inbounds i32, ptr %1, i64 39
  store i32 %88, ptr %89, align 4, !tbaa !4
  %90 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 0), align 16, !tbaa !4
  %91 = getelementptr inbounds i32, ptr %1, i64 4
  store i32 %90, ptr %91, align 16, !tbaa !4
  %92 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 1), align 4, !tbaa !4
  %93 = getelementptr inbounds i32, ptr %1, i64 10
  store i32 %92, ptr %93, align 8, !tbaa !4
  %94 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 2), align 8, !tbaa !4
  %95 = getelementptr inbounds i32, ptr %1, i64 16
  store i32 %94, ptr %95, align 16, !tbaa !4
  %96 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 3), align 4, !tbaa !4
  %97 = getelementptr inbounds i32, ptr %1, i64 22
  store i32 %96, ptr %97, align 8, !tbaa !4
  %98 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 4), align 16, !tbaa !4
  %99 = getelementptr inbounds i32, ptr %1, i64 28
  store i32 %98, ptr %99, align 16, !tbaa !4
  %100 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 5), align 4, !tbaa !4
  %101 = getelementptr inbounds i32, ptr %1, i64 34
  store i32 %100, ptr %101, align 8, !tbaa !4
  %102 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 6), align 8, !tbaa !4
  %103 = getelementptr inbounds i32, ptr %1, i64 40
  store i32 %102, ptr %103, align 16, !tbaa !4
  %104 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 0), align 4, !tbaa !4
  %105 = getelementptr inbounds i32, ptr %1, i64 5
  store i32 %104, ptr %105, align 4, !tbaa !4
  %106 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 1), align 16, !tbaa !4
  %107 = getelementptr inbounds i32, ptr %1, i64 11
  store i32 %106, ptr %107, align 4, !tbaa !4
  %108 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 2), align 4, !tbaa !4
  %109 = getelementptr inbounds i32, ptr %1, i64 17
  store i32 %108, ptr %109, align 4, !tbaa !4
  %110 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 3), align 8, !tbaa !4
  %111 = getelementptr inbounds i32, ptr %1, i64 23
  store i32 %110, ptr %111, align 4, !tbaa !4
  %112 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 4), align 4, !tbaa !4
  %113 = getelementptr inbounds i32, ptr %1, i64 29
  store i32 %112, ptr %113, align 4, !tbaa !4
  %114 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 5), align 16, !tbaa !4
  %115 = getelementptr inbounds i32, ptr %1, i64 35
  store i32 %114, ptr %115, align 4, !tbaa !4
  %116 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 6), align 4, !tbaa !4
  %117 = getelementptr inbounds i32, ptr %1, i64 41
  store i32 %116, ptr %117, align 4, !tbaa !4
  br label %118

118:                                              ; preds = %33, %118
  %119 = phi i64 [ 0, %33 ], [ %139, %118 ]
  %120 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %119, i64 0
  %121 = load i32, ptr %120, align 8, !tbaa !4
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %121) #5
  %123 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %119, i64 1
  %124 = load i32, ptr %123, align 4, !tbaa !4
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %124) #5
  %126 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %119, i64 2
  %127 = load i32, ptr %126, align 8, !tbaa !4
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %127) #5
  %129 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %119, i64 3
  %130 = load i32, ptr %129, align 4, !tbaa !4
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %130) #5
  %132 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %119, i64 4
  %133 = load i32, ptr %132, align 8, !tbaa !4
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %133) #5
  %135 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %119, i64 5
  %136 = load i32, ptr %135, align 4, !tbaa !4
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %136) #5
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #5
  %139 = add nuw nsw i64 %119, 1
  %140 = icmp eq i64 %139, 7
  br i1 %140, label %141, label %118, !llvm.loop !10

141:                                              ; preds = %118
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %2) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(576) %2, i8 0, i64 576, i1 false)
  br label %142

142:                                              ; preds = %141, %163
  %143 = phi i64 [ 0, %141 ], [ %164, %163 ]
  %144 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %143
  store i32 1, ptr %144, align 16, !tbaa !4
  %145 = icmp eq i64 %143, 0
  br i1 %145, label %163, label %146

146:                                              ; preds = %142
  %147 = add nsw i64 %143, -1
  %148 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %147, i64 0
  %149 = load i32, ptr %148, align 16, !tbaa !4
  %150 = and i64 %143, 1
  %151 = icmp eq i64 %143, 1
  br i1 %151, label %154, label %152

152:                                              ; preds = %146
  %153 = and i64 %143, 9223372036854775806
  br label %205

154:                                              ; preds = %205, %146
  %155 = phi i32 [ %149, %146 ], [ %215, %205 ]
  %156 = phi i64 [ 1, %146 ], [ %218, %205 ]
  %157 = icmp eq i64 %150, 0
  br i1 %157, label %163, label %158

158:                                              ; preds = %154
  %159 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %147, i64 %156
  %160 = load i32, ptr %159, align 4, !tbaa !4
  %161 = add nsw i32 %160, %155
  %162 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %143, i64 %156
  store i32 %161, ptr %162, align 4, !tbaa !4
  br label %163

163:                                              ; preds = %158, %154, %142
  %164 = add nuw nsw i64 %143, 1
  %165 = icmp eq i64 %164, 12
  br i1 %165, label %166, label %142, !llvm.loop !11

166:                                              ; preds = %163
  %167 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 0
  %168 = load i32, ptr %167, align 16, !tbaa !4
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %168) #5
  %170 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 1
  %171 = load i32, ptr %170, align 4, !tbaa !4
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %171) #5
  %173 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 2
  %174 = load i32, ptr %173, align 8, !tbaa !4
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %174) #5
  %176 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 3
  %177 = load i32, ptr %176, align 4, !tbaa !4
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %177) #5
  %179 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 4
  %180 = load i32, ptr %179, align 16, !tbaa !4
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %180) #5
  %182 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 5
  %183 = load i32, ptr %182, align 4, !tbaa !4
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %183) #5
  %185 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 6
  %186 = load i32, ptr %185, align 8, !tbaa !4
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %186) #5
  %188 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 7
  %189 = load i32, ptr %188, align 4, !tbaa !4
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %189) #5
  %191 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 8
  %192 = load i32, ptr %191, align 16, !tbaa !4
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %192) #5
  %194 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 9
  %195 = load i32, ptr %194, align 4, !tbaa !4
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %195) #5
  %197 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 10
  %198 = load i32, ptr %197, align 8, !tbaa !4
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %198) #5
  %200 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 11
  %201 = load i32, ptr %200, align 4, !tbaa !4
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %201) #5
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #5
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 1, i32 noundef -4) #5
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %3) #6
  br label %221

205:                                              ; preds = %205, %152
  %206 = phi i32 [ %149, %152 ], [ %215, %205 ]
  %207 = phi i64 [ 1, %152 ], [ %218, %205 ]
  %208 = phi i64 [ 0, %152 ], [ %219, %205 ]
  %209 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %147, i64 %207
  %210 = load i32, ptr %209, align 4, !tbaa !4
  %211 = add nsw i32 %210, %206
  %212 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %143, i64 %207
  store i32 %211, ptr %212, align 4, !tbaa !4
  %213 = add nuw nsw i64 %207, 1
  %214 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %147, i64 %213
  %215 = load i32, ptr %214, align 4, !tbaa !4
  %216 = add nsw i32 %215, %210
  %217 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %143, i64 %213
  store i32 %216, ptr %217, align 4, !tbaa !4
  %218 = add nuw nsw i64 %207, 2
  %219 = add i64 %208, 2
  %220 = icmp eq i64 %219, %153
  br i1 %220, label %154, label %205, !llvm.loop !12

221:                                              ; preds = %166, %268
  %222 = phi i64 [ 0, %166 ], [ %269, %268 ]
  %223 = mul nuw nsw i64 %222, 7
  %224 = trunc i64 %223 to i8
  br label %235

225:                                              ; preds = %268
  %226 = getelementptr inbounds [3 x [4 x [5 x i8]]], ptr %3, i64 0, i64 2, i64 3, i64 4
  %227 = load i8, ptr %226, align 1, !tbaa !13
  %228 = sext i8 %227 to i32
  %229 = getelementptr inbounds [3 x [4 x [5 x i8]]], ptr %3, i64 0, i64 1, i64 2, i64 3
  %230 = load i8, ptr %229, align 1, !tbaa !13
  %231 = sext i8 %230 to i32
  %232 = load i8, ptr %3, align 16, !tbaa !13
  %233 = sext i8 %232 to i32
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %228, i32 noundef %231, i32 noundef %233, i32 noundef 60) #5
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %1) #6
  ret i32 0

235:                                              ; preds = %221, %235
  %236 = phi i64 [ 0, %221 ], [ %266, %235 ]
  %237 = trunc i64 %236 to i8
  %238 = mul nuw nsw i64 %236, 3
  %239 = mul i8 %237, 3
  %240 = add nuw nsw i64 %238, %223
  %241 = add i8 %239, %224
  %242 = getelementptr inbounds [3 x [4 x [5 x i8]]], ptr %3, i64 0, i64 %222, i64 %236, i64 0
  %243 = trunc i64 %240 to i32
  %244 = add i32 %243, 1
  %245 = urem i32 %244, 26
  %246 = trunc i32 %245 to i8
  %247 = trunc i64 %240 to i32
  %248 = add i32 %247, 2
  %249 = urem i32 %248, 26
  %250 = trunc i32 %249 to i8
  %251 = trunc i64 %240 to i32
  %252 = add i32 %251, 3
  %253 = urem i32 %252, 26
  %254 = trunc i32 %253 to i8
  %255 = insertelement <4 x i8> poison, i8 %241, i64 0
  %256 = insertelement <4 x i8> %255, i8 %246, i64 1
  %257 = insertelement <4 x i8> %256, i8 %250, i64 2
  %258 = insertelement <4 x i8> %257, i8 %254, i64 3
  %259 = add nuw nsw <4 x i8> %258, <i8 97, i8 97, i8 97, i8 97>
  store <4 x i8> %259, ptr %242, align 1, !tbaa !13
  %260 = trunc i64 %240 to i32
  %261 = add i32 %260, 4
  %262 = urem i32 %261, 26
  %263 = trunc i32 %262 to i8
  %264 = add nuw nsw i8 %263, 97
  %265 = getelementptr inbounds [3 x [4 x [5 x i8]]], ptr %3, i64 0, i64 %222, i64 %236, i64 4
  store i8 %264, ptr %265, align 1, !tbaa !13
  %266 = add nuw nsw i64 %236, 1
  %267 = icmp eq i64 %266, 4
  br i1 %267, label %268, label %235, !llvm.loop !14

268:                                              ; preds = %235
  %269 = add nuw nsw i64 %222, 1
  %270 = icmp eq i64 %269, 3
  br i1 %270, label %225, label %221, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #4

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind }

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
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = !{!6, !6, i64 0}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
