; ModuleID = 'tests/programs/binary_tree.c'
source_filename = "tests/programs/binary_tree.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.tree = type { i32, ptr, ptr }
%struct.expr = type { i8, i32, ptr, ptr }

@.str = private unnamed_addr constant [44 x i8] c"count %d height %d sorted %d min %d max %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"contains %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c" = %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"(\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c" %c \00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c")\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [200 x i32], align 4
  %2 = alloca i32, align 4
  br label %48

3:                                                ; preds = %48
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  store i32 0, ptr %2, align 4, !tbaa !5
  call fastcc void @inorder(ptr noundef %55, ptr noundef nonnull %1, ptr noundef nonnull %2) #7
  %4 = load i32, ptr %2, align 4, !tbaa !5
  %5 = icmp sgt i32 %4, 1
  br i1 %5, label %8, label %6

6:                                                ; preds = %3
  %7 = load i32, ptr %1, align 4, !tbaa !5
  br label %58

8:                                                ; preds = %3
  %9 = zext i32 %4 to i64
  %10 = load i32, ptr %1, align 4, !tbaa !5
  %11 = add nsw i64 %9, -1
  %12 = icmp ult i32 %4, 9
  br i1 %12, label %44, label %13

13:                                               ; preds = %8
  %14 = and i64 %11, -8
  %15 = or i64 %14, 1
  %16 = insertelement <4 x i32> poison, i32 %10, i64 3
  br label %17

17:                                               ; preds = %17, %13
  %18 = phi i64 [ 0, %13 ], [ %33, %17 ]
  %19 = phi <4 x i32> [ %16, %13 ], [ %26, %17 ]
  %20 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %13 ], [ %31, %17 ]
  %21 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %13 ], [ %32, %17 ]
  %22 = or i64 %18, 1
  %23 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %22
  %24 = load <4 x i32>, ptr %23, align 4, !tbaa !5
  %25 = getelementptr inbounds i32, ptr %23, i64 4
  %26 = load <4 x i32>, ptr %25, align 4, !tbaa !5
  %27 = shufflevector <4 x i32> %19, <4 x i32> %24, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %28 = shufflevector <4 x i32> %24, <4 x i32> %26, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %29 = icmp slt <4 x i32> %27, %24
  %30 = icmp slt <4 x i32> %28, %26
  %31 = select <4 x i1> %29, <4 x i32> %20, <4 x i32> zeroinitializer
  %32 = select <4 x i1> %30, <4 x i32> %21, <4 x i32> zeroinitializer
  %33 = add nuw i64 %18, 8
  %34 = icmp eq i64 %33, %14
  br i1 %34, label %35, label %17, !llvm.loop !9

35:                                               ; preds = %17
  %36 = icmp ne <4 x i32> %31, <i32 1, i32 1, i32 1, i32 1>
  %37 = icmp ne <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>
  %38 = select <4 x i1> %36, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %37
  %39 = bitcast <4 x i1> %38 to i4
  %40 = icmp eq i4 %39, 0
  %41 = zext i1 %40 to i32
  %42 = icmp eq i64 %11, %14
  %43 = extractelement <4 x i32> %26, i64 3
  br i1 %42, label %58, label %44

44:                                               ; preds = %8, %35
  %45 = phi i32 [ %43, %35 ], [ %10, %8 ]
  %46 = phi i64 [ %15, %35 ], [ 1, %8 ]
  %47 = phi i32 [ %41, %35 ], [ 1, %8 ]
  br label %123

48:                                               ; preds = %0, %48
  %49 = phi ptr [ null, %0 ], [ %55, %48 ]
  %50 = phi i32 [ 0, %0 ], [ %56, %48 ]
  %51 = phi i32 [ 7, %0 ], [ %53, %48 ]
  %52 = mul i32 %51, 69069
  %53 = add i32 %52, 1
  %54 = lshr i32 %53, 20
  %55 = tail call fastcc ptr @insert(ptr noundef %49, i32 noundef %54) #7
  %56 = add nuw nsw i32 %50, 1
  %57 = icmp eq i32 %56, 200
  br i1 %57, label %3, label %48, !llvm.loop !13

58:                                               ; preds = %123, %35, %6
  %59 = phi i32 [ %7, %6 ], [ %10, %35 ], [ %10, %123 ]
  %60 = phi i32 [ 1, %6 ], [ %41, %35 ], [ %130, %123 ]
  %61 = call fastcc i32 @count(ptr noundef %55) #7
  %62 = call fastcc i32 @height(ptr noundef %55) #7
  %63 = add nsw i32 %4, -1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %61, i32 noundef %62, i32 noundef %60, i32 noundef %59, i32 noundef %66) #8
  %68 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 17
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = icmp eq ptr %55, null
  br i1 %70, label %95, label %71

71:                                               ; preds = %58, %75
  %72 = phi ptr [ %80, %75 ], [ %55, %58 ]
  %73 = load i32, ptr %72, align 8, !tbaa !14
  %74 = icmp eq i32 %73, %69
  br i1 %74, label %82, label %75

75:                                               ; preds = %71
  %76 = icmp sgt i32 %73, %69
  %77 = getelementptr inbounds %struct.tree, ptr %72, i64 0, i32 1
  %78 = getelementptr inbounds %struct.tree, ptr %72, i64 0, i32 2
  %79 = select i1 %76, ptr %77, ptr %78
  %80 = load ptr, ptr %79, align 8, !tbaa !17
  %81 = icmp eq ptr %80, null
  br i1 %81, label %82, label %71, !llvm.loop !18

82:                                               ; preds = %75, %71
  %83 = phi i32 [ 0, %75 ], [ 1, %71 ]
  br label %84

84:                                               ; preds = %82, %88
  %85 = phi ptr [ %93, %88 ], [ %55, %82 ]
  %86 = load i32, ptr %85, align 8, !tbaa !14
  %87 = icmp eq i32 %86, -5
  br i1 %87, label %95, label %88

88:                                               ; preds = %84
  %89 = icmp sgt i32 %86, -5
  %90 = getelementptr inbounds %struct.tree, ptr %85, i64 0, i32 1
  %91 = getelementptr inbounds %struct.tree, ptr %85, i64 0, i32 2
  %92 = select i1 %89, ptr %90, ptr %91
  %93 = load ptr, ptr %92, align 8, !tbaa !17
  %94 = icmp eq ptr %93, null
  br i1 %94, label %95, label %84, !llvm.loop !18

95:                                               ; preds = %84, %88, %58
  %96 = phi i32 [ 0, %58 ], [ %83, %88 ], [ %83, %84 ]
  %97 = phi i32 [ 0, %58 ], [ 1, %84 ], [ 0, %88 ]
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %96, i32 noundef %97) #8
  call fastcc void @destroy(ptr noundef %55) #7
  %99 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 110, ptr %99, align 8, !tbaa !19
  %100 = getelementptr inbounds %struct.expr, ptr %99, i64 0, i32 1
  store i32 3, ptr %100, align 4, !tbaa !21
  %101 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 110, ptr %101, align 8, !tbaa !19
  %102 = getelementptr inbounds %struct.expr, ptr %101, i64 0, i32 1
  store i32 4, ptr %102, align 4, !tbaa !21
  %103 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 43, ptr %103, align 8, !tbaa !19
  %104 = getelementptr inbounds %struct.expr, ptr %103, i64 0, i32 2
  store ptr %99, ptr %104, align 8, !tbaa !22
  %105 = getelementptr inbounds %struct.expr, ptr %103, i64 0, i32 3
  store ptr %101, ptr %105, align 8, !tbaa !23
  %106 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 110, ptr %106, align 8, !tbaa !19
  %107 = getelementptr inbounds %struct.expr, ptr %106, i64 0, i32 1
  store i32 10, ptr %107, align 4, !tbaa !21
  %108 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 110, ptr %108, align 8, !tbaa !19
  %109 = getelementptr inbounds %struct.expr, ptr %108, i64 0, i32 1
  store i32 2, ptr %109, align 4, !tbaa !21
  %110 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 110, ptr %110, align 8, !tbaa !19
  %111 = getelementptr inbounds %struct.expr, ptr %110, i64 0, i32 1
  store i32 6, ptr %111, align 4, !tbaa !21
  %112 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 42, ptr %112, align 8, !tbaa !19
  %113 = getelementptr inbounds %struct.expr, ptr %112, i64 0, i32 2
  store ptr %108, ptr %113, align 8, !tbaa !22
  %114 = getelementptr inbounds %struct.expr, ptr %112, i64 0, i32 3
  store ptr %110, ptr %114, align 8, !tbaa !23
  %115 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 45, ptr %115, align 8, !tbaa !19
  %116 = getelementptr inbounds %struct.expr, ptr %115, i64 0, i32 2
  store ptr %106, ptr %116, align 8, !tbaa !22
  %117 = getelementptr inbounds %struct.expr, ptr %115, i64 0, i32 3
  store ptr %112, ptr %117, align 8, !tbaa !23
  %118 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 42, ptr %118, align 8, !tbaa !19
  %119 = getelementptr inbounds %struct.expr, ptr %118, i64 0, i32 2
  store ptr %103, ptr %119, align 8, !tbaa !22
  %120 = getelementptr inbounds %struct.expr, ptr %118, i64 0, i32 3
  store ptr %115, ptr %120, align 8, !tbaa !23
  call fastcc void @show(ptr noundef nonnull %118) #7
  %121 = call fastcc i64 @eval(ptr noundef nonnull %118) #7
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i64 noundef %121) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #6
  ret i32 0

123:                                              ; preds = %44, %123
  %124 = phi i32 [ %128, %123 ], [ %45, %44 ]
  %125 = phi i64 [ %131, %123 ], [ %46, %44 ]
  %126 = phi i32 [ %130, %123 ], [ %47, %44 ]
  %127 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %125
  %128 = load i32, ptr %127, align 4, !tbaa !5
  %129 = icmp slt i32 %124, %128
  %130 = select i1 %129, i32 %126, i32 0
  %131 = add nuw nsw i64 %125, 1
  %132 = icmp eq i64 %131, %9
  br i1 %132, label %58, label %123, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal fastcc ptr @insert(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = tail call ptr @malloc(i64 noundef 24) #8
  store i32 %1, ptr %5, align 8, !tbaa !14
  %6 = getelementptr inbounds %struct.tree, ptr %5, i64 0, i32 1
  store <2 x ptr> zeroinitializer, ptr %6, align 8, !tbaa !17
  br label %10

7:                                                ; preds = %2
  %8 = load i32, ptr %0, align 8, !tbaa !14
  %9 = icmp sgt i32 %8, %1
  br i1 %9, label %12, label %16

10:                                               ; preds = %16, %4, %18, %12
  %11 = phi ptr [ %0, %12 ], [ %0, %18 ], [ %5, %4 ], [ %0, %16 ]
  ret ptr %11

12:                                               ; preds = %7
  %13 = getelementptr inbounds %struct.tree, ptr %0, i64 0, i32 1
  %14 = load ptr, ptr %13, align 8, !tbaa !25
  %15 = tail call fastcc ptr @insert(ptr noundef %14, i32 noundef %1) #7
  store ptr %15, ptr %13, align 8, !tbaa !25
  br label %10

16:                                               ; preds = %7
  %17 = icmp slt i32 %8, %1
  br i1 %17, label %18, label %10

18:                                               ; preds = %16
  %19 = getelementptr inbounds %struct.tree, ptr %0, i64 0, i32 2
  %20 = load ptr, ptr %19, align 8, !tbaa !26
  %21 = tail call fastcc ptr @insert(ptr noundef %20, i32 noundef %1) #7
  store ptr %21, ptr %19, align 8, !tbaa !26
  br label %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc void @inorder(ptr noundef readonly %0, ptr noundef %1, ptr noundef %2) unnamed_addr #2 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %17, label %5

5:                                                ; preds = %3, %5
  %6 = phi ptr [ %15, %5 ], [ %0, %3 ]
  %7 = getelementptr inbounds %struct.tree, ptr %6, i64 0, i32 1
  %8 = load ptr, ptr %7, align 8, !tbaa !25
  tail call fastcc void @inorder(ptr noundef %8, ptr noundef %1, ptr noundef %2) #7
  %9 = load i32, ptr %6, align 8, !tbaa !14
  %10 = load i32, ptr %2, align 4, !tbaa !5
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %2, align 4, !tbaa !5
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %9, ptr %13, align 4, !tbaa !5
  %14 = getelementptr inbounds %struct.tree, ptr %6, i64 0, i32 2
  %15 = load ptr, ptr %14, align 8, !tbaa !26
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %5

17:                                               ; preds = %5, %3
  ret void
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(argmem: read)
define internal fastcc i32 @count(ptr noundef readonly %0) unnamed_addr #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %14, label %3

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %10, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %6 = getelementptr inbounds %struct.tree, ptr %4, i64 0, i32 1
  %7 = load ptr, ptr %6, align 8, !tbaa !25
  %8 = tail call fastcc i32 @count(ptr noundef %7) #7
  %9 = getelementptr inbounds %struct.tree, ptr %4, i64 0, i32 2
  %10 = load ptr, ptr %9, align 8, !tbaa !26
  %11 = add i32 %5, 1
  %12 = add i32 %11, %8
  %13 = icmp eq ptr %10, null
  br i1 %13, label %14, label %3

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %15
}

; Function Attrs: nofree nosync nounwind memory(argmem: read)
define internal fastcc i32 @height(ptr noundef readonly %0) unnamed_addr #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.tree, ptr %0, i64 0, i32 1
  %7 = load ptr, ptr %6, align 8, !tbaa !25
  %8 = tail call fastcc i32 @height(ptr noundef %7) #7
  %9 = getelementptr inbounds %struct.tree, ptr %0, i64 0, i32 2
  %10 = load ptr, ptr %9, align 8, !tbaa !26
  %11 = tail call fastcc i32 @height(ptr noundef %10) #7
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11)
  %13 = add nsw i32 %12, 1
  br label %3
}

; Function Attrs: nounwind
define internal fastcc void @destroy(ptr noundef %0) unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.tree, ptr %0, i64 0, i32 1
  %6 = load ptr, ptr %5, align 8, !tbaa !25
  tail call fastcc void @destroy(ptr noundef %6) #7
  %7 = getelementptr inbounds %struct.tree, ptr %0, i64 0, i32 2
  %8 = load ptr, ptr %7, align 8, !tbaa !26
  tail call fastcc void @destroy(ptr noundef %8) #7
  tail call void @free(ptr noundef nonnull %0) #8
  br label %3
}

; Function Attrs: nounwind
define internal fastcc void @show(ptr nocapture noundef readonly %0) unnamed_addr #0 {
  %2 = load i8, ptr %0, align 8, !tbaa !19
  %3 = icmp eq i8 %2, 110
  br i1 %3, label %4, label %9

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.expr, ptr %0, i64 0, i32 1
  %6 = load i32, ptr %5, align 4, !tbaa !21
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %6) #8
  br label %8

8:                                                ; preds = %9, %4
  ret void

9:                                                ; preds = %1
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4) #8
  %11 = getelementptr inbounds %struct.expr, ptr %0, i64 0, i32 2
  %12 = load ptr, ptr %11, align 8, !tbaa !22
  tail call fastcc void @show(ptr noundef %12) #7
  %13 = load i8, ptr %0, align 8, !tbaa !19
  %14 = zext i8 %13 to i32
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %14) #8
  %16 = getelementptr inbounds %struct.expr, ptr %0, i64 0, i32 3
  %17 = load ptr, ptr %16, align 8, !tbaa !23
  tail call fastcc void @show(ptr noundef %17) #7
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6) #8
  br label %8
}

; Function Attrs: nofree nosync nounwind memory(argmem: read)
define internal fastcc i64 @eval(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  br label %2

2:                                                ; preds = %10, %1
  %3 = phi i64 [ 0, %1 ], [ %16, %10 ]
  %4 = phi ptr [ %0, %1 ], [ %15, %10 ]
  %5 = load i8, ptr %4, align 8, !tbaa !19
  switch i8 %5, label %37 [
    i8 110, label %6
    i8 43, label %10
    i8 45, label %19
    i8 42, label %28
  ]

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.expr, ptr %4, i64 0, i32 1
  %8 = load i32, ptr %7, align 4, !tbaa !21
  %9 = sext i32 %8 to i64
  br label %37

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.expr, ptr %4, i64 0, i32 2
  %12 = load ptr, ptr %11, align 8, !tbaa !22
  %13 = tail call fastcc i64 @eval(ptr noundef %12) #7
  %14 = getelementptr inbounds %struct.expr, ptr %4, i64 0, i32 3
  %15 = load ptr, ptr %14, align 8, !tbaa !23
  %16 = add nsw i64 %13, %3
  br label %2

17:                                               ; preds = %28, %19, %37
  %18 = phi i64 [ %39, %37 ], [ %27, %19 ], [ %36, %28 ]
  ret i64 %18

19:                                               ; preds = %2
  %20 = getelementptr inbounds %struct.expr, ptr %4, i64 0, i32 2
  %21 = load ptr, ptr %20, align 8, !tbaa !22
  %22 = tail call fastcc i64 @eval(ptr noundef %21) #7
  %23 = getelementptr inbounds %struct.expr, ptr %4, i64 0, i32 3
  %24 = load ptr, ptr %23, align 8, !tbaa !23
  %25 = tail call fastcc i64 @eval(ptr noundef %24) #7
  %26 = add i64 %22, %3
  %27 = sub i64 %26, %25
  br label %17

28:                                               ; preds = %2
  %29 = getelementptr inbounds %struct.expr, ptr %4, i64 0, i32 2
  %30 = load ptr, ptr %29, align 8, !tbaa !22
  %31 = tail call fastcc i64 @eval(ptr noundef %30) #7
  %32 = getelementptr inbounds %struct.expr, ptr %4, i64 0, i32 3
  %33 = load ptr, ptr %32, align 8, !tbaa !23
  %34 = tail call fastcc i64 @eval(ptr noundef %33) #7
  %35 = mul nsw i64 %34, %31
  %36 = add nsw i64 %35, %3
  br label %17

37:                                               ; preds = %2, %6
  %38 = phi i64 [ %9, %6 ], [ 0, %2 ]
  %39 = add nsw i64 %38, %3
  br label %17
}

declare ptr @malloc(i64 noundef) local_unnamed_addr #3

declare void @free(ptr noundef) local_unnamed_addr #3

declare ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(argmem: read) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nobuiltin nounwind "no-builtins" }

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
!13 = distinct !{!13, !10}
!14 = !{!15, !6, i64 0}
!15 = !{!"tree", !6, i64 0, !16, i64 8, !16, i64 16}
!16 = !{!"any pointer", !7, i64 0}
!17 = !{!16, !16, i64 0}
!18 = distinct !{!18, !10}
!19 = !{!20, !7, i64 0}
!20 = !{!"expr", !7, i64 0, !6, i64 4, !16, i64 8, !16, i64 16}
!21 = !{!20, !6, i64 4}
!22 = !{!20, !16, i64 8}
!23 = !{!20, !16, i64 16}
!24 = distinct !{!24, !10, !12, !11}
!25 = !{!15, !16, i64 8}
!26 = !{!15, !16, i64 16}
