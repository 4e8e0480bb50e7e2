; ModuleID = 'tests/completeness/setjmp.c'
source_filename = "tests/completeness/setjmp.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@outer = internal global [40 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [45 x i8] c"outer %d after %d tries, depth %d keep %lld\0A\00", align 1
@depth_reached = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [14 x i8] c"loop %d %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"guarded %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"double %.2f %.2f depth %d\0A\00", align 1
@inner = internal global [40 x i64] zeroinitializer, align 8

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca [40 x i64], align 8
  %5 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 0, ptr %1, align 4, !tbaa !4
  %6 = call i32 @setjmp(ptr noundef nonnull @outer) #5
  %7 = load volatile i32, ptr %1, align 4, !tbaa !4
  %8 = add nsw i32 %7, 1
  store volatile i32 %8, ptr %1, align 4, !tbaa !4
  %9 = icmp eq i32 %6, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %0
  store i32 25, ptr @depth_reached, align 4, !tbaa !4
  call void @longjmp(ptr noundef nonnull @outer, i32 noundef 25501) #6
  unreachable

11:                                               ; preds = %0
  %12 = load volatile i32, ptr %1, align 4, !tbaa !4
  %13 = load i32, ptr @depth_reached, align 4, !tbaa !4
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %6, i32 noundef %12, i32 noundef %13, i64 noundef 228) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 0, ptr %2, align 4, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile i64 0, ptr %3, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %4) #8
  %15 = call i32 @setjmp(ptr noundef nonnull %4) #5
  %16 = sext i32 %15 to i64
  %17 = load volatile i64, ptr %3, align 8, !tbaa !8
  %18 = add nsw i64 %17, %16
  store volatile i64 %18, ptr %3, align 8, !tbaa !8
  %19 = load volatile i32, ptr %2, align 4, !tbaa !4
  %20 = add nsw i32 %19, 1
  store volatile i32 %20, ptr %2, align 4, !tbaa !4
  %21 = icmp slt i32 %19, 49
  %22 = load volatile i32, ptr %2, align 4, !tbaa !4
  br i1 %21, label %23, label %25

23:                                               ; preds = %11
  %24 = shl nsw i32 %22, 1
  call void @longjmp(ptr noundef nonnull %4, i32 noundef %24) #6
  unreachable

25:                                               ; preds = %11
  %26 = load volatile i64, ptr %3, align 8, !tbaa !8
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %22, i64 noundef %26) #7
  br label %31

28:                                               ; preds = %31
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0.000000e+00, ptr %5, align 8, !tbaa !10
  %29 = call i32 @setjmp(ptr noundef nonnull @outer) #5
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %37, label %38

31:                                               ; preds = %25, %31
  %32 = phi i32 [ 0, %25 ], [ %35, %31 ]
  %33 = call fastcc i32 @guarded(i32 noundef %32) #9
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %32, i32 noundef %33) #7
  %35 = add nuw nsw i32 %32, 1
  %36 = icmp eq i32 %35, 6
  br i1 %36, label %28, label %31, !llvm.loop !12

37:                                               ; preds = %28
  store volatile double 7.500000e+00, ptr %5, align 8, !tbaa !10
  store i32 3, ptr @depth_reached, align 4, !tbaa !4
  call void @longjmp(ptr noundef nonnull @outer, i32 noundef 38) #6
  unreachable

38:                                               ; preds = %28
  %39 = load volatile double, ptr %5, align 8, !tbaa !10
  %40 = load i32, ptr @depth_reached, align 4, !tbaa !4
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef 2.500000e+00, double noundef %39, i32 noundef %40) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: returns_twice
declare i32 @setjmp(ptr noundef) local_unnamed_addr #2

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: noreturn
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
define internal fastcc i32 @guarded(i32 noundef %0) unnamed_addr #0 {
  %2 = call i32 @setjmp(ptr noundef nonnull @inner) #5
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %11

4:                                                ; preds = %1
  %5 = srem i32 %0, 3
  switch i32 %5, label %9 [
    i32 0, label %6
    i32 1, label %7
  ]

6:                                                ; preds = %4
  call void @longjmp(ptr noundef nonnull @inner, i32 noundef 0) #6
  unreachable

7:                                                ; preds = %4
  %8 = sub nsw i32 0, %0
  call void @longjmp(ptr noundef nonnull @inner, i32 noundef %8) #6
  unreachable

9:                                                ; preds = %4
  %10 = add nsw i32 %0, 100
  br label %11

11:                                               ; preds = %1, %9
  %12 = phi i32 [ %10, %9 ], [ %2, %1 ]
  ret i32 %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { returns_twice "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { noreturn "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nobuiltin nounwind returns_twice "no-builtins" }
attributes #6 = { nobuiltin noreturn nounwind "no-builtins" }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nounwind }
attributes #9 = { nobuiltin "no-builtins" }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"long long", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
