; ModuleID = 'tests/programs/binary_tree.c'
source_filename = "tests/programs/binary_tree.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [200 x i32], align 4
  %2 = alloca i32, align 4
  br label %11

3:                                                ; preds = %11
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  store i32 0, ptr %2, align 4, !tbaa !6
  call fastcc void @inorder(ptr noundef %18, ptr noundef nonnull %1, ptr noundef nonnull %2) #7
  %4 = load i32, ptr %2, align 4, !tbaa !6
  %5 = icmp sgt i32 %4, 1
  br i1 %5, label %8, label %6

6:                                                ; preds = %3
  %7 = load i32, ptr %1, align 4, !tbaa !6
  br label %21

8:                                                ; preds = %3
  %9 = zext i32 %4 to i64
  %10 = load i32, ptr %1, align 4, !tbaa !6
  br label %86

11:                                               ; preds = %0, %11
  %12 = phi ptr [ null, %0 ], [ %18, %11 ]
  %13 = phi i32 [ 0, %0 ], [ %19, %11 ]
  %14 = phi i32 [ 7, %0 ], [ %16, %11 ]
  %15 = mul i32 %14, 69069
  %16 = add i32 %15, 1
  %17 = lshr i32 %16, 20
  %18 = tail call fastcc ptr @insert(ptr noundef %12, i32 noundef signext %17) #7
  %19 = add nuw nsw i32 %13, 1
  %20 = icmp eq i32 %19, 200
  br i1 %20, label %3, label %11, !llvm.loop !10

21:                                               ; preds = %86, %6
  %22 = phi i32 [ %7, %6 ], [ %10, %86 ]
  %23 = phi i32 [ 1, %6 ], [ %93, %86 ]
  %24 = call fastcc signext i32 @count(ptr noundef %18) #7
  %25 = call fastcc signext i32 @height(ptr noundef %18) #7
  %26 = add nsw i32 %4, -1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %24, i32 noundef signext %25, i32 noundef signext %23, i32 noundef signext %22, i32 noundef signext %29) #8
  %31 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 17
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = icmp eq ptr %18, null
  br i1 %33, label %58, label %34

34:                                               ; preds = %21, %38
  %35 = phi ptr [ %43, %38 ], [ %18, %21 ]
  %36 = load i32, ptr %35, align 8, !tbaa !12
  %37 = icmp eq i32 %36, %32
  br i1 %37, label %45, label %38

38:                                               ; preds = %34
  %39 = icmp sgt i32 %36, %32
  %40 = getelementptr inbounds %struct.tree, ptr %35, i64 0, i32 1
  %41 = getelementptr inbounds %struct.tree, ptr %35, i64 0, i32 2
  %42 = select i1 %39, ptr %40, ptr %41
  %43 = load ptr, ptr %42, align 8, !tbaa !15
  %44 = icmp eq ptr %43, null
  br i1 %44, label %45, label %34, !llvm.loop !16

45:                                               ; preds = %38, %34
  %46 = phi i32 [ 0, %38 ], [ 1, %34 ]
  br label %47

47:                                               ; preds = %45, %51
  %48 = phi ptr [ %56, %51 ], [ %18, %45 ]
  %49 = load i32, ptr %48, align 8, !tbaa !12
  %50 = icmp eq i32 %49, -5
  br i1 %50, label %58, label %51

51:                                               ; preds = %47
  %52 = icmp sgt i32 %49, -5
  %53 = getelementptr inbounds %struct.tree, ptr %48, i64 0, i32 1
  %54 = getelementptr inbounds %struct.tree, ptr %48, i64 0, i32 2
  %55 = select i1 %52, ptr %53, ptr %54
  %56 = load ptr, ptr %55, align 8, !tbaa !15
  %57 = icmp eq ptr %56, null
  br i1 %57, label %58, label %47, !llvm.loop !16

58:                                               ; preds = %47, %51, %21
  %59 = phi i32 [ 0, %21 ], [ %46, %51 ], [ %46, %47 ]
  %60 = phi i32 [ 0, %21 ], [ 1, %47 ], [ 0, %51 ]
  %61 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %59, i32 noundef signext %60) #8
  call fastcc void @destroy(ptr noundef %18) #7
  %62 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 110, ptr %62, align 8, !tbaa !17
  %63 = getelementptr inbounds %struct.expr, ptr %62, i64 0, i32 1
  store i32 3, ptr %63, align 4, !tbaa !19
  %64 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 110, ptr %64, align 8, !tbaa !17
  %65 = getelementptr inbounds %struct.expr, ptr %64, i64 0, i32 1
  store i32 4, ptr %65, align 4, !tbaa !19
  %66 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 43, ptr %66, align 8, !tbaa !17
  %67 = getelementptr inbounds %struct.expr, ptr %66, i64 0, i32 2
  store ptr %62, ptr %67, align 8, !tbaa !20
  %68 = getelementptr inbounds %struct.expr, ptr %66, i64 0, i32 3
  store ptr %64, ptr %68, align 8, !tbaa !21
  %69 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 110, ptr %69, align 8, !tbaa !17
  %70 = getelementptr inbounds %struct.expr, ptr %69, i64 0, i32 1
  store i32 10, ptr %70, align 4, !tbaa !19
  %71 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 110, ptr %71, align 8, !tbaa !17
  %72 = getelementptr inbounds %struct.expr, ptr %71, i64 0, i32 1
  store i32 2, ptr %72, align 4, !tbaa !19
  %73 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 110, ptr %73, align 8, !tbaa !17
  %74 = getelementptr inbounds %struct.expr, ptr %73, i64 0, i32 1
  store i32 6, ptr %74, align 4, !tbaa !19
  %75 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 42, ptr %75, align 8, !tbaa !17
  %76 = getelementptr inbounds %struct.expr, ptr %75, i64 0, i32 2
  store ptr %71, ptr %76, align 8, !tbaa !20
  %77 = getelementptr inbounds %struct.expr, ptr %75, i64 0, i32 3
  store ptr %73, ptr %77, align 8, !tbaa !21
  %78 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 45, ptr %78, align 8, !tbaa !17
  %79 = getelementptr inbounds %struct.expr, ptr %78, i64 0, i32 2
  store ptr %69, ptr %79, align 8, !tbaa !20
  %80 = getelementptr inbounds %struct.expr, ptr %78, i64 0, i32 3
  store ptr %75, ptr %80, align 8, !tbaa !21
  %81 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #8
  store i8 42, ptr %81, align 8, !tbaa !17
  %82 = getelementptr inbounds %struct.expr, ptr %81, i64 0, i32 2
  store ptr %66, ptr %82, align 8, !tbaa !20
  %83 = getelementptr inbounds %struct.expr, ptr %81, i64 0, i32 3
  store ptr %78, ptr %83, align 8, !tbaa !21
  call fastcc void @show(ptr noundef nonnull %81) #7
  %84 = call fastcc i64 @eval(ptr noundef nonnull %81) #7
  %85 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i64 noundef %84) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #6
  ret i32 0

86:                                               ; preds = %8, %86
  %87 = phi i32 [ %10, %8 ], [ %91, %86 ]
  %88 = phi i64 [ 1, %8 ], [ %94, %86 ]
  %89 = phi i32 [ 1, %8 ], [ %93, %86 ]
  %90 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %88
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = icmp slt i32 %87, %91
  %93 = select i1 %92, i32 %89, i32 0
  %94 = add nuw nsw i64 %88, 1
  %95 = icmp eq i64 %94, %9
  br i1 %95, label %21, label %86, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal fastcc ptr @insert(ptr noundef %0, i32 noundef signext %1) unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = tail call ptr @malloc(i64 noundef 24) #8
  store i32 %1, ptr %5, align 8, !tbaa !12
  %6 = getelementptr inbounds %struct.tree, ptr %5, i64 0, i32 2
  store ptr null, ptr %6, align 8, !tbaa !23
  %7 = getelementptr inbounds %struct.tree, ptr %5, i64 0, i32 1
  store ptr null, ptr %7, align 8, !tbaa !24
  br label %11

8:                                                ; preds = %2
  %9 = load i32, ptr %0, align 8, !tbaa !12
  %10 = icmp sgt i32 %9, %1
  br i1 %10, label %13, label %17

11:                                               ; preds = %17, %4, %19, %13
  %12 = phi ptr [ %0, %13 ], [ %0, %19 ], [ %5, %4 ], [ %0, %17 ]
  ret ptr %12

13:                                               ; preds = %8
  %14 = getelementptr inbounds %struct.tree, ptr %0, i64 0, i32 1
  %15 = load ptr, ptr %14, align 8, !tbaa !24
  %16 = tail call fastcc ptr @insert(ptr noundef %15, i32 noundef signext %1) #7
  store ptr %16, ptr %14, align 8, !tbaa !24
  br label %11

17:                                               ; preds = %8
  %18 = icmp slt i32 %9, %1
  br i1 %18, label %19, label %11

19:                                               ; preds = %17
  %20 = getelementptr inbounds %struct.tree, ptr %0, i64 0, i32 2
  %21 = load ptr, ptr %20, align 8, !tbaa !23
  %22 = tail call fastcc ptr @insert(ptr noundef %21, i32 noundef signext %1) #7
  store ptr %22, ptr %20, align 8, !tbaa !23
  br label %11
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
  %8 = load ptr, ptr %7, align 8, !tbaa !24
  tail call fastcc void @inorder(ptr noundef %8, ptr noundef %1, ptr noundef %2) #7
  %9 = load i32, ptr %6, align 8, !tbaa !12
  %10 = load i32, ptr %2, align 4, !tbaa !6
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %2, align 4, !tbaa !6
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %9, ptr %13, align 4, !tbaa !6
  %14 = getelementptr inbounds %struct.tree, ptr %6, i64 0, i32 2
  %15 = load ptr, ptr %14, align 8, !tbaa !23
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %5

17:                                               ; preds = %5, %3
  ret void
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(argmem: read)
define internal fastcc signext i32 @count(ptr noundef readonly %0) unnamed_addr #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %14, label %3

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %10, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %6 = getelementptr inbounds %struct.tree, ptr %4, i64 0, i32 1
  %7 = load ptr, ptr %6, align 8, !tbaa !24
  %8 = tail call fastcc signext i32 @count(ptr noundef %7) #7
  %9 = getelementptr inbounds %struct.tree, ptr %4, i64 0, i32 2
  %10 = load ptr, ptr %9, align 8, !tbaa !23
  %11 = add i32 %5, 1
  %12 = add i32 %11, %8
  %13 = icmp eq ptr %10, null
  br i1 %13, label %14, label %3

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %15
}

; Function Attrs: nofree nosync nounwind memory(argmem: read)
define internal fastcc signext i32 @height(ptr noundef readonly %0) unnamed_addr #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.tree, ptr %0, i64 0, i32 1
  %7 = load ptr, ptr %6, align 8, !tbaa !24
  %8 = tail call fastcc signext i32 @height(ptr noundef %7) #7
  %9 = getelementptr inbounds %struct.tree, ptr %0, i64 0, i32 2
  %10 = load ptr, ptr %9, align 8, !tbaa !23
  %11 = tail call fastcc signext i32 @height(ptr noundef %10) #7
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
  %6 = load ptr, ptr %5, align 8, !tbaa !24
  tail call fastcc void @destroy(ptr noundef %6) #7
  %7 = getelementptr inbounds %struct.tree, ptr %0, i64 0, i32 2
  %8 = load ptr, ptr %7, align 8, !tbaa !23
  tail call fastcc void @destroy(ptr noundef %8) #7
  tail call void @free(ptr noundef nonnull %0) #8
  br label %3
}

; Function Attrs: nounwind
define internal fastcc void @show(ptr nocapture noundef readonly %0) unnamed_addr #0 {
  %2 = load i8, ptr %0, align 8, !tbaa !17
  %3 = icmp eq i8 %2, 110
  br i1 %3, label %4, label %9

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.expr, ptr %0, i64 0, i32 1
  %6 = load i32, ptr %5, align 4, !tbaa !19
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %6) #8
  br label %8

8:                                                ; preds = %9, %4
  ret void

9:                                                ; preds = %1
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4) #8
  %11 = getelementptr inbounds %struct.expr, ptr %0, i64 0, i32 2
  %12 = load ptr, ptr %11, align 8, !tbaa !20
  tail call fastcc void @show(ptr noundef %12) #7
  %13 = load i8, ptr %0, align 8, !tbaa !17
  %14 = zext i8 %13 to i32
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %14) #8
  %16 = getelementptr inbounds %struct.expr, ptr %0, i64 0, i32 3
  %17 = load ptr, ptr %16, align 8, !tbaa !21
  tail call fastcc void @show(ptr noundef %17) #7
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6) #8
  br label %8
}

; Function Attrs: nofree nosync nounwind memory(argmem: read)
define internal fastcc i64 @eval(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  br label %2

2:                                                ; preds = %10, %1
  %3 = phi i64 [ 0, %1 ], [ %16, %10 ]
  %4 = phi ptr [ %0, %1 ], [ %15, %10 ]
  %5 = load i8, ptr %4, align 8, !tbaa !17
  switch i8 %5, label %37 [
    i8 110, label %6
    i8 43, label %10
    i8 45, label %19
    i8 42, label %28
  ]

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.expr, ptr %4, i64 0, i32 1
  %8 = load i32, ptr %7, align 4, !tbaa !19
  %9 = sext i32 %8 to i64
  br label %37

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.expr, ptr %4, i64 0, i32 2
  %12 = load ptr, ptr %11, align 8, !tbaa !20
  %13 = tail call fastcc i64 @eval(ptr noundef %12) #7
  %14 = getelementptr inbounds %struct.expr, ptr %4, i64 0, i32 3
  %15 = load ptr, ptr %14, align 8, !tbaa !21
  %16 = add nsw i64 %13, %3
  br label %2

17:                                               ; preds = %28, %19, %37
  %18 = phi i64 [ %39, %37 ], [ %27, %19 ], [ %36, %28 ]
  ret i64 %18

19:                                               ; preds = %2
  %20 = getelementptr inbounds %struct.expr, ptr %4, i64 0, i32 2
  %21 = load ptr, ptr %20, align 8, !tbaa !20
  %22 = tail call fastcc i64 @eval(ptr noundef %21) #7
  %23 = getelementptr inbounds %struct.expr, ptr %4, i64 0, i32 3
  %24 = load ptr, ptr %23, align 8, !tbaa !21
  %25 = tail call fastcc i64 @eval(ptr noundef %24) #7
  %26 = add i64 %22, %3
  %27 = sub i64 %26, %25
  br label %17

28:                                               ; preds = %2
  %29 = getelementptr inbounds %struct.expr, ptr %4, i64 0, i32 2
  %30 = load ptr, ptr %29, align 8, !tbaa !20
  %31 = tail call fastcc i64 @eval(ptr noundef %30) #7
  %32 = getelementptr inbounds %struct.expr, ptr %4, i64 0, i32 3
  %33 = load ptr, ptr %32, align 8, !tbaa !21
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

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nosync nounwind memory(argmem: read) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nobuiltin nounwind "no-builtins" }

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
!12 = !{!13, !7, i64 0}
!13 = !{!"tree", !7, i64 0, !14, i64 8, !14, i64 16}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!14, !14, i64 0}
!16 = distinct !{!16, !11}
!17 = !{!18, !8, i64 0}
!18 = !{!"expr", !8, i64 0, !7, i64 4, !14, i64 8, !14, i64 16}
!19 = !{!18, !7, i64 4}
!20 = !{!18, !14, i64 8}
!21 = !{!18, !14, i64 16}
!22 = distinct !{!22, !11}
!23 = !{!13, !14, i64 16}
!24 = !{!13, !14, i64 8}
