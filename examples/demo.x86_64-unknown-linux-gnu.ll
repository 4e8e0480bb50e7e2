; ModuleID = 'examples/demo.c'
source_filename = "examples/demo.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.data = private unnamed_addr constant [8 x i32] [i32 42, i32 7, i32 19, i32 -3, i32 88, i32 0, i32 5, i32 23], align 16
@.str = private unnamed_addr constant [8 x i8] c"sorted:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"\0Afib(20) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"point = (%d, %d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"sum 1/i^2 = %.6f\0A\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"fnv1a(\22pyllc\22) = %016llx\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.data, i64 32, i1 false)
  %2 = getelementptr inbounds i32, ptr %1, i64 1
  %3 = getelementptr inbounds i32, ptr %1, i64 2
  %4 = getelementptr inbounds i32, ptr %1, i64 3
  %5 = getelementptr inbounds i32, ptr %1, i64 4
  %6 = getelementptr inbounds i32, ptr %1, i64 5
  store i32 88, ptr %6, align 4, !tbaa !4
  store i32 42, ptr %5, align 16, !tbaa !4
  store <4 x i32> <i32 -3, i32 0, i32 7, i32 19>, ptr %1, align 16, !tbaa !4
  %7 = getelementptr inbounds i32, ptr %1, i64 6
  %8 = load i32, ptr %7, align 8, !tbaa !4
  %9 = icmp slt i32 %8, 88
  br i1 %9, label %10, label %26

10:                                               ; preds = %0
  store i32 88, ptr %7, align 8, !tbaa !4
  %11 = load i32, ptr %5, align 16, !tbaa !4
  %12 = icmp sgt i32 %11, %8
  br i1 %12, label %13, label %26

13:                                               ; preds = %10
  store i32 %11, ptr %6, align 4, !tbaa !4
  %14 = load i32, ptr %4, align 4, !tbaa !4
  %15 = icmp sgt i32 %14, %8
  br i1 %15, label %16, label %26

16:                                               ; preds = %13
  store i32 %14, ptr %5, align 16, !tbaa !4
  %17 = load i32, ptr %3, align 8, !tbaa !4
  %18 = icmp sgt i32 %17, %8
  br i1 %18, label %19, label %26

19:                                               ; preds = %16
  store i32 %17, ptr %4, align 4, !tbaa !4
  %20 = load i32, ptr %2, align 4, !tbaa !4
  %21 = icmp sgt i32 %20, %8
  br i1 %21, label %22, label %26

22:                                               ; preds = %19
  store i32 %20, ptr %3, align 8, !tbaa !4
  %23 = load i32, ptr %1, align 16, !tbaa !4
  %24 = icmp sgt i32 %23, %8
  br i1 %24, label %25, label %26

25:                                               ; preds = %22
  store i32 %23, ptr %2, align 4, !tbaa !4
  br label %26

26:                                               ; preds = %25, %22, %19, %16, %13, %10, %0
  %27 = phi i64 [ 6, %0 ], [ 5, %10 ], [ 4, %13 ], [ 3, %16 ], [ 2, %19 ], [ 1, %22 ], [ 0, %25 ]
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  store i32 %8, ptr %28, align 4, !tbaa !4
  %29 = getelementptr inbounds i32, ptr %1, i64 7
  %30 = load i32, ptr %29, align 4, !tbaa !4
  %31 = load i32, ptr %7, align 8, !tbaa !4
  %32 = icmp sgt i32 %31, %30
  br i1 %32, label %33, label %52

33:                                               ; preds = %26
  store i32 %31, ptr %29, align 4, !tbaa !4
  %34 = load i32, ptr %6, align 4, !tbaa !4
  %35 = icmp sgt i32 %34, %30
  br i1 %35, label %36, label %52

36:                                               ; preds = %33
  store i32 %34, ptr %7, align 8, !tbaa !4
  %37 = load i32, ptr %5, align 16, !tbaa !4
  %38 = icmp sgt i32 %37, %30
  br i1 %38, label %39, label %52

39:                                               ; preds = %36
  store i32 %37, ptr %6, align 4, !tbaa !4
  %40 = load i32, ptr %4, align 4, !tbaa !4
  %41 = icmp sgt i32 %40, %30
  br i1 %41, label %42, label %52

42:                                               ; preds = %39
  store i32 %40, ptr %5, align 16, !tbaa !4
  %43 = load i32, ptr %3, align 8, !tbaa !4
  %44 = icmp sgt i32 %43, %30
  br i1 %44, label %45, label %52

45:                                               ; preds = %42
  store i32 %43, ptr %4, align 4, !tbaa !4
  %46 = load i32, ptr %2, align 4, !tbaa !4
  %47 = icmp sgt i32 %46, %30
  br i1 %47, label %48, label %52

48:                                               ; preds = %45
  store i32 %46, ptr %3, align 8, !tbaa !4
  %49 = load i32, ptr %1, align 16, !tbaa !4
  %50 = icmp sgt i32 %49, %30
  br i1 %50, label %51, label %52

51:                                               ; preds = %48
  store i32 %49, ptr %2, align 4, !tbaa !4
  br label %52

52:                                               ; preds = %26, %33, %36, %39, %42, %45, %48, %51
  %53 = phi i64 [ 7, %26 ], [ 6, %33 ], [ 5, %36 ], [ 4, %39 ], [ 3, %42 ], [ 2, %45 ], [ 1, %48 ], [ 0, %51 ]
  %54 = getelementptr inbounds i32, ptr %1, i64 %53
  store i32 %30, ptr %54, align 4, !tbaa !4
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str) #6
  %56 = load i32, ptr %1, align 16, !tbaa !4
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %56) #6
  %58 = load i32, ptr %2, align 4, !tbaa !4
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %58) #6
  %60 = load i32, ptr %3, align 8, !tbaa !4
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %60) #6
  %62 = load i32, ptr %4, align 4, !tbaa !4
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %62) #6
  %64 = load i32, ptr %5, align 16, !tbaa !4
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %64) #6
  %66 = load i32, ptr %6, align 4, !tbaa !4
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %66) #6
  %68 = load i32, ptr %7, align 8, !tbaa !4
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %68) #6
  %70 = load i32, ptr %29, align 4, !tbaa !4
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %70) #6
  %72 = tail call fastcc i32 @fib(i32 noundef 20) #7
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %72) #6
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 31, i32 noundef 42) #6
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef 0x3FF8CBD93F9C1A44) #6
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef -2340490310821822735) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call fastcc i32 @fib(i32 noundef %6) #7
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
