; ModuleID = 'examples/demo.c'
source_filename = "examples/demo.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.data = private unnamed_addr constant [8 x i32] [i32 42, i32 7, i32 19, i32 -3, i32 88, i32 0, i32 5, i32 23], align 4
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 4 dereferenceable(32) @__const.main.data, i64 32, i1 false)
  %2 = getelementptr inbounds i32, ptr %1, i64 1
  %3 = getelementptr inbounds i32, ptr %1, i64 2
  %4 = getelementptr inbounds i32, ptr %1, i64 3
  %5 = getelementptr inbounds i32, ptr %1, i64 4
  %6 = getelementptr inbounds i32, ptr %1, i64 5
  store <2 x i32> <i32 42, i32 88>, ptr %5, align 16, !tbaa !5
  store <4 x i32> <i32 -3, i32 0, i32 7, i32 19>, ptr %1, align 16, !tbaa !5
  %7 = getelementptr inbounds i32, ptr %1, i64 6
  %8 = load i32, ptr %7, align 8, !tbaa !5
  %9 = load i32, ptr %6, align 4, !tbaa !5
  %10 = icmp sgt i32 %9, %8
  br i1 %10, label %11, label %27

11:                                               ; preds = %0
  store i32 %9, ptr %7, align 8, !tbaa !5
  %12 = load i32, ptr %5, align 16, !tbaa !5
  %13 = icmp sgt i32 %12, %8
  br i1 %13, label %14, label %27

14:                                               ; preds = %11
  store i32 %12, ptr %6, align 4, !tbaa !5
  %15 = load i32, ptr %4, align 4, !tbaa !5
  %16 = icmp sgt i32 %15, %8
  br i1 %16, label %17, label %27

17:                                               ; preds = %14
  store i32 %15, ptr %5, align 16, !tbaa !5
  %18 = load i32, ptr %3, align 8, !tbaa !5
  %19 = icmp sgt i32 %18, %8
  br i1 %19, label %20, label %27

20:                                               ; preds = %17
  store i32 %18, ptr %4, align 4, !tbaa !5
  %21 = load i32, ptr %2, align 4, !tbaa !5
  %22 = icmp sgt i32 %21, %8
  br i1 %22, label %23, label %27

23:                                               ; preds = %20
  store i32 %21, ptr %3, align 8, !tbaa !5
  %24 = load i32, ptr %1, align 16, !tbaa !5
  %25 = icmp sgt i32 %24, %8
  br i1 %25, label %26, label %27

26:                                               ; preds = %23
  store i32 %24, ptr %2, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %26, %23, %20, %17, %14, %11, %0
  %28 = phi i64 [ 6, %0 ], [ 5, %11 ], [ 4, %14 ], [ 3, %17 ], [ 2, %20 ], [ 1, %23 ], [ 0, %26 ]
  %29 = getelementptr inbounds i32, ptr %1, i64 %28
  store i32 %8, ptr %29, align 4, !tbaa !5
  %30 = getelementptr inbounds i32, ptr %1, i64 7
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = load i32, ptr %7, align 8, !tbaa !5
  %33 = icmp sgt i32 %32, %31
  br i1 %33, label %34, label %53

34:                                               ; preds = %27
  store i32 %32, ptr %30, align 4, !tbaa !5
  %35 = load i32, ptr %6, align 4, !tbaa !5
  %36 = icmp sgt i32 %35, %31
  br i1 %36, label %37, label %53

37:                                               ; preds = %34
  store i32 %35, ptr %7, align 8, !tbaa !5
  %38 = load i32, ptr %5, align 16, !tbaa !5
  %39 = icmp sgt i32 %38, %31
  br i1 %39, label %40, label %53

40:                                               ; preds = %37
  store i32 %38, ptr %6, align 4, !tbaa !5
  %41 = load i32, ptr %4, align 4, !tbaa !5
  %42 = icmp sgt i32 %41, %31
  br i1 %42, label %43, label %53

43:                                               ; preds = %40
  store i32 %41, ptr %5, align 16, !tbaa !5
  %44 = load i32, ptr %3, align 8, !tbaa !5
  %45 = icmp sgt i32 %44, %31
  br i1 %45, label %46, label %53

46:                                               ; preds = %43
  store i32 %44, ptr %4, align 4, !tbaa !5
  %47 = load i32, ptr %2, align 4, !tbaa !5
  %48 = icmp sgt i32 %47, %31
  br i1 %48, label %49, label %53

49:                                               ; preds = %46
  store i32 %47, ptr %3, align 8, !tbaa !5
  %50 = load i32, ptr %1, align 16, !tbaa !5
  %51 = icmp sgt i32 %50, %31
  br i1 %51, label %52, label %53

52:                                               ; preds = %49
  store i32 %50, ptr %2, align 4, !tbaa !5
  br label %53

53:                                               ; preds = %27, %34, %37, %40, %43, %46, %49, %52
  %54 = phi i64 [ 7, %27 ], [ 6, %34 ], [ 5, %37 ], [ 4, %40 ], [ 3, %43 ], [ 2, %46 ], [ 1, %49 ], [ 0, %52 ]
  %55 = getelementptr inbounds i32, ptr %1, i64 %54
  store i32 %31, ptr %55, align 4, !tbaa !5
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str) #6
  %57 = load i32, ptr %1, align 16, !tbaa !5
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %57) #6
  %59 = load i32, ptr %2, align 4, !tbaa !5
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %59) #6
  %61 = load i32, ptr %3, align 8, !tbaa !5
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %61) #6
  %63 = load i32, ptr %4, align 4, !tbaa !5
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %63) #6
  %65 = load i32, ptr %5, align 16, !tbaa !5
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %65) #6
  %67 = load i32, ptr %6, align 4, !tbaa !5
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %67) #6
  %69 = load i32, ptr %7, align 8, !tbaa !5
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %69) #6
  %71 = load i32, ptr %30, align 4, !tbaa !5
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %71) #6
  %73 = tail call fastcc i32 @fib(i32 noundef 20) #7
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %73) #6
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 31, i32 noundef 42) #6
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef 0x3FF8CBD93F9C1A44) #6
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef -2340490310821822735) #6
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

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
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
