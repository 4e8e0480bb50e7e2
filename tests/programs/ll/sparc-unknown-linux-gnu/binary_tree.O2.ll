; ModuleID = 'tests/programs/binary_tree.c'
source_filename = "tests/programs/binary_tree.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
  br label %7

3:                                                ; preds = %7
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  store i32 0, ptr %2, align 4, !tbaa !4
  call fastcc void @inorder(ptr noundef %14, ptr noundef nonnull %1, ptr noundef nonnull %2) #7
  %4 = load i32, ptr %2, align 4, !tbaa !4
  %5 = icmp sgt i32 %4, 1
  %6 = load i32, ptr %1, align 4, !tbaa !4
  br i1 %5, label %80, label %17

7:                                                ; preds = %0, %7
  %8 = phi ptr [ null, %0 ], [ %14, %7 ]
  %9 = phi i32 [ 0, %0 ], [ %15, %7 ]
  %10 = phi i32 [ 7, %0 ], [ %12, %7 ]
  %11 = mul i32 %10, 69069
  %12 = add i32 %11, 1
  %13 = lshr i32 %12, 20
  %14 = tail call fastcc ptr @insert(ptr noundef %8, i32 noundef %13) #7
  %15 = add nuw nsw i32 %9, 1
  %16 = icmp eq i32 %15, 200
  br i1 %16, label %3, label %7, !llvm.loop !8

17:                                               ; preds = %80, %3
  %18 = phi i32 [ 1, %3 ], [ %87, %80 ]
  %19 = call fastcc i32 @count(ptr noundef %14) #7
  %20 = call fastcc i32 @height(ptr noundef %14) #7
  %21 = add nsw i32 %4, -1
  %22 = getelementptr inbounds [200 x i32], ptr %1, i32 0, i32 %21
  %23 = load i32, ptr %22, align 4, !tbaa !4
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %19, i32 noundef %20, i32 noundef %18, i32 noundef %6, i32 noundef %23) #8
  %25 = getelementptr inbounds [200 x i32], ptr %1, i32 0, i32 17
  %26 = load i32, ptr %25, align 4, !tbaa !4
  %27 = icmp eq ptr %14, null
  br i1 %27, label %52, label %28

28:                                               ; preds = %17, %32
  %29 = phi ptr [ %37, %32 ], [ %14, %17 ]
  %30 = load i32, ptr %29, align 4, !tbaa !10
  %31 = icmp eq i32 %30, %26
  br i1 %31, label %39, label %32

32:                                               ; preds = %28
  %33 = icmp sgt i32 %30, %26
  %34 = getelementptr inbounds %struct.tree, ptr %29, i32 0, i32 1
  %35 = getelementptr inbounds %struct.tree, ptr %29, i32 0, i32 2
  %36 = select i1 %33, ptr %34, ptr %35
  %37 = load ptr, ptr %36, align 4, !tbaa !13
  %38 = icmp eq ptr %37, null
  br i1 %38, label %39, label %28, !llvm.loop !14

39:                                               ; preds = %32, %28
  %40 = phi i32 [ 0, %32 ], [ 1, %28 ]
  br label %41

41:                                               ; preds = %39, %45
  %42 = phi ptr [ %50, %45 ], [ %14, %39 ]
  %43 = load i32, ptr %42, align 4, !tbaa !10
  %44 = icmp eq i32 %43, -5
  br i1 %44, label %52, label %45

45:                                               ; preds = %41
  %46 = icmp sgt i32 %43, -5
  %47 = getelementptr inbounds %struct.tree, ptr %42, i32 0, i32 1
  %48 = getelementptr inbounds %struct.tree, ptr %42, i32 0, i32 2
  %49 = select i1 %46, ptr %47, ptr %48
  %50 = load ptr, ptr %49, align 4, !tbaa !13
  %51 = icmp eq ptr %50, null
  br i1 %51, label %52, label %41, !llvm.loop !14

52:                                               ; preds = %41, %45, %17
  %53 = phi i32 [ 0, %17 ], [ %40, %45 ], [ %40, %41 ]
  %54 = phi i32 [ 0, %17 ], [ 1, %41 ], [ 0, %45 ]
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %53, i32 noundef %54) #8
  call fastcc void @destroy(ptr noundef %14) #7
  %56 = call ptr @calloc(i32 noundef 1, i32 noundef 16) #8
  store i8 110, ptr %56, align 4, !tbaa !15
  %57 = getelementptr inbounds %struct.expr, ptr %56, i32 0, i32 1
  store i32 3, ptr %57, align 4, !tbaa !17
  %58 = call ptr @calloc(i32 noundef 1, i32 noundef 16) #8
  store i8 110, ptr %58, align 4, !tbaa !15
  %59 = getelementptr inbounds %struct.expr, ptr %58, i32 0, i32 1
  store i32 4, ptr %59, align 4, !tbaa !17
  %60 = call ptr @calloc(i32 noundef 1, i32 noundef 16) #8
  store i8 43, ptr %60, align 4, !tbaa !15
  %61 = getelementptr inbounds %struct.expr, ptr %60, i32 0, i32 2
  store ptr %56, ptr %61, align 4, !tbaa !18
  %62 = getelementptr inbounds %struct.expr, ptr %60, i32 0, i32 3
  store ptr %58, ptr %62, align 4, !tbaa !19
  %63 = call ptr @calloc(i32 noundef 1, i32 noundef 16) #8
  store i8 110, ptr %63, align 4, !tbaa !15
  %64 = getelementptr inbounds %struct.expr, ptr %63, i32 0, i32 1
  store i32 10, ptr %64, align 4, !tbaa !17
  %65 = call ptr @calloc(i32 noundef 1, i32 noundef 16) #8
  store i8 110, ptr %65, align 4, !tbaa !15
  %66 = getelementptr inbounds %struct.expr, ptr %65, i32 0, i32 1
  store i32 2, ptr %66, align 4, !tbaa !17
  %67 = call ptr @calloc(i32 noundef 1, i32 noundef 16) #8
  store i8 110, ptr %67, align 4, !tbaa !15
  %68 = getelementptr inbounds %struct.expr, ptr %67, i32 0, i32 1
  store i32 6, ptr %68, align 4, !tbaa !17
  %69 = call ptr @calloc(i32 noundef 1, i32 noundef 16) #8
  store i8 42, ptr %69, align 4, !tbaa !15
  %70 = getelementptr inbounds %struct.expr, ptr %69, i32 0, i32 2
  store ptr %65, ptr %70, align 4, !tbaa !18
  %71 = getelementptr inbounds %struct.expr, ptr %69, i32 0, i32 3
  store ptr %67, ptr %71, align 4, !tbaa !19
  %72 = call ptr @calloc(i32 noundef 1, i32 noundef 16) #8
  store i8 45, ptr %72, align 4, !tbaa !15
  %73 = getelementptr inbounds %struct.expr, ptr %72, i32 0, i32 2
  store ptr %63, ptr %73, align 4, !tbaa !18
  %74 = getelementptr inbounds %struct.expr, ptr %72, i32 0, i32 3
  store ptr %69, ptr %74, align 4, !tbaa !19
  %75 = call ptr @calloc(i32 noundef 1, i32 noundef 16) #8
  store i8 42, ptr %75, align 4, !tbaa !15
  %76 = getelementptr inbounds %struct.expr, ptr %75, i32 0, i32 2
  store ptr %60, ptr %76, align 4, !tbaa !18
  %77 = getelementptr inbounds %struct.expr, ptr %75, i32 0, i32 3
  store ptr %72, ptr %77, align 4, !tbaa !19
  call fastcc void @show(ptr noundef nonnull %75) #7
  %78 = call fastcc i64 @eval(ptr noundef nonnull %75) #7
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i64 noundef %78) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #6
  ret i32 0

80:                                               ; preds = %3, %80
  %81 = phi i32 [ %85, %80 ], [ %6, %3 ]
  %82 = phi i32 [ %88, %80 ], [ 1, %3 ]
  %83 = phi i32 [ %87, %80 ], [ 1, %3 ]
  %84 = getelementptr inbounds [200 x i32], ptr %1, i32 0, i32 %82
  %85 = load i32, ptr %84, align 4, !tbaa !4
  %86 = icmp slt i32 %81, %85
  %87 = select i1 %86, i32 %83, i32 0
  %88 = add nuw nsw i32 %82, 1
  %89 = icmp eq i32 %88, %4
  br i1 %89, label %17, label %80, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal fastcc ptr @insert(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = tail call ptr @malloc(i32 noundef 12) #8
  store i32 %1, ptr %5, align 4, !tbaa !10
  %6 = getelementptr inbounds %struct.tree, ptr %5, i32 0, i32 2
  store ptr null, ptr %6, align 4, !tbaa !21
  %7 = getelementptr inbounds %struct.tree, ptr %5, i32 0, i32 1
  store ptr null, ptr %7, align 4, !tbaa !22
  br label %11

8:                                                ; preds = %2
  %9 = load i32, ptr %0, align 4, !tbaa !10
  %10 = icmp sgt i32 %9, %1
  br i1 %10, label %13, label %17

11:                                               ; preds = %17, %4, %19, %13
  %12 = phi ptr [ %0, %13 ], [ %0, %19 ], [ %5, %4 ], [ %0, %17 ]
  ret ptr %12

13:                                               ; preds = %8
  %14 = getelementptr inbounds %struct.tree, ptr %0, i32 0, i32 1
  %15 = load ptr, ptr %14, align 4, !tbaa !22
  %16 = tail call fastcc ptr @insert(ptr noundef %15, i32 noundef %1) #7
  store ptr %16, ptr %14, align 4, !tbaa !22
  br label %11

17:                                               ; preds = %8
  %18 = icmp slt i32 %9, %1
  br i1 %18, label %19, label %11

19:                                               ; preds = %17
  %20 = getelementptr inbounds %struct.tree, ptr %0, i32 0, i32 2
  %21 = load ptr, ptr %20, align 4, !tbaa !21
  %22 = tail call fastcc ptr @insert(ptr noundef %21, i32 noundef %1) #7
  store ptr %22, ptr %20, align 4, !tbaa !21
  br label %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc void @inorder(ptr noundef readonly %0, ptr noundef %1, ptr noundef %2) unnamed_addr #2 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %16, label %5

5:                                                ; preds = %3, %5
  %6 = phi ptr [ %14, %5 ], [ %0, %3 ]
  %7 = getelementptr inbounds %struct.tree, ptr %6, i32 0, i32 1
  %8 = load ptr, ptr %7, align 4, !tbaa !22
  tail call fastcc void @inorder(ptr noundef %8, ptr noundef %1, ptr noundef %2) #7
  %9 = load i32, ptr %6, align 4, !tbaa !10
  %10 = load i32, ptr %2, align 4, !tbaa !4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %2, align 4, !tbaa !4
  %12 = getelementptr inbounds i32, ptr %1, i32 %10
  store i32 %9, ptr %12, align 4, !tbaa !4
  %13 = getelementptr inbounds %struct.tree, ptr %6, i32 0, i32 2
  %14 = load ptr, ptr %13, align 4, !tbaa !21
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %5

16:                                               ; preds = %5, %3
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
  %6 = getelementptr inbounds %struct.tree, ptr %4, i32 0, i32 1
  %7 = load ptr, ptr %6, align 4, !tbaa !22
  %8 = tail call fastcc i32 @count(ptr noundef %7) #7
  %9 = getelementptr inbounds %struct.tree, ptr %4, i32 0, i32 2
  %10 = load ptr, ptr %9, align 4, !tbaa !21
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
  %6 = getelementptr inbounds %struct.tree, ptr %0, i32 0, i32 1
  %7 = load ptr, ptr %6, align 4, !tbaa !22
  %8 = tail call fastcc i32 @height(ptr noundef %7) #7
  %9 = getelementptr inbounds %struct.tree, ptr %0, i32 0, i32 2
  %10 = load ptr, ptr %9, align 4, !tbaa !21
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
  %5 = getelementptr inbounds %struct.tree, ptr %0, i32 0, i32 1
  %6 = load ptr, ptr %5, align 4, !tbaa !22
  tail call fastcc void @destroy(ptr noundef %6) #7
  %7 = getelementptr inbounds %struct.tree, ptr %0, i32 0, i32 2
  %8 = load ptr, ptr %7, align 4, !tbaa !21
  tail call fastcc void @destroy(ptr noundef %8) #7
  tail call void @free(ptr noundef nonnull %0) #8
  br label %3
}

; Function Attrs: nounwind
define internal fastcc void @show(ptr nocapture noundef readonly %0) unnamed_addr #0 {
  %2 = load i8, ptr %0, align 4, !tbaa !15
  %3 = icmp eq i8 %2, 110
  br i1 %3, label %4, label %9

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.expr, ptr %0, i32 0, i32 1
  %6 = load i32, ptr %5, align 4, !tbaa !17
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %6) #8
  br label %8

8:                                                ; preds = %9, %4
  ret void

9:                                                ; preds = %1
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4) #8
  %11 = getelementptr inbounds %struct.expr, ptr %0, i32 0, i32 2
  %12 = load ptr, ptr %11, align 4, !tbaa !18
  tail call fastcc void @show(ptr noundef %12) #7
  %13 = load i8, ptr %0, align 4, !tbaa !15
  %14 = sext i8 %13 to i32
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %14) #8
  %16 = getelementptr inbounds %struct.expr, ptr %0, i32 0, i32 3
  %17 = load ptr, ptr %16, align 4, !tbaa !19
  tail call fastcc void @show(ptr noundef %17) #7
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6) #8
  br label %8
}

; Function Attrs: nofree nosync nounwind memory(argmem: read)
define internal fastcc i64 @eval(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  br label %2

2:                                                ; preds = %11, %1
  %3 = phi i64 [ 0, %1 ], [ %17, %11 ]
  %4 = phi ptr [ %0, %1 ], [ %16, %11 ]
  %5 = load i8, ptr %4, align 4, !tbaa !15
  %6 = sext i8 %5 to i32
  switch i32 %6, label %38 [
    i32 110, label %7
    i32 43, label %11
    i32 45, label %20
    i32 42, label %29
  ]

7:                                                ; preds = %2
  %8 = getelementptr inbounds %struct.expr, ptr %4, i32 0, i32 1
  %9 = load i32, ptr %8, align 4, !tbaa !17
  %10 = sext i32 %9 to i64
  br label %38

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.expr, ptr %4, i32 0, i32 2
  %13 = load ptr, ptr %12, align 4, !tbaa !18
  %14 = tail call fastcc i64 @eval(ptr noundef %13) #7
  %15 = getelementptr inbounds %struct.expr, ptr %4, i32 0, i32 3
  %16 = load ptr, ptr %15, align 4, !tbaa !19
  %17 = add nsw i64 %14, %3
  br label %2

18:                                               ; preds = %29, %20, %38
  %19 = phi i64 [ %40, %38 ], [ %28, %20 ], [ %37, %29 ]
  ret i64 %19

20:                                               ; preds = %2
  %21 = getelementptr inbounds %struct.expr, ptr %4, i32 0, i32 2
  %22 = load ptr, ptr %21, align 4, !tbaa !18
  %23 = tail call fastcc i64 @eval(ptr noundef %22) #7
  %24 = getelementptr inbounds %struct.expr, ptr %4, i32 0, i32 3
  %25 = load ptr, ptr %24, align 4, !tbaa !19
  %26 = tail call fastcc i64 @eval(ptr noundef %25) #7
  %27 = add i64 %23, %3
  %28 = sub i64 %27, %26
  br label %18

29:                                               ; preds = %2
  %30 = getelementptr inbounds %struct.expr, ptr %4, i32 0, i32 2
  %31 = load ptr, ptr %30, align 4, !tbaa !18
  %32 = tail call fastcc i64 @eval(ptr noundef %31) #7
  %33 = getelementptr inbounds %struct.expr, ptr %4, i32 0, i32 3
  %34 = load ptr, ptr %33, align 4, !tbaa !19
  %35 = tail call fastcc i64 @eval(ptr noundef %34) #7
  %36 = mul nsw i64 %35, %32
  %37 = add nsw i64 %36, %3
  br label %18

38:                                               ; preds = %2, %7
  %39 = phi i64 [ %10, %7 ], [ 0, %2 ]
  %40 = add nsw i64 %39, %3
  br label %18
}

declare ptr @malloc(i32 noundef) local_unnamed_addr #3

declare void @free(ptr noundef) local_unnamed_addr #3

declare ptr @calloc(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nofree nosync nounwind memory(argmem: read) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nobuiltin nounwind "no-builtins" }

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
!10 = !{!11, !5, i64 0}
!11 = !{!"tree", !5, i64 0, !12, i64 4, !12, i64 8}
!12 = !{!"any pointer", !6, i64 0}
!13 = !{!12, !12, i64 0}
!14 = distinct !{!14, !9}
!15 = !{!16, !6, i64 0}
!16 = !{!"expr", !6, i64 0, !5, i64 4, !12, i64 8, !12, i64 12}
!17 = !{!16, !5, i64 4}
!18 = !{!16, !12, i64 8}
!19 = !{!16, !12, i64 12}
!20 = distinct !{!20, !9}
!21 = !{!11, !12, i64 8}
!22 = !{!11, !12, i64 4}
