; ModuleID = 'tests/programs/select_ops.c'
source_filename = "tests/programs/select_ops.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [6 x i32] [i32 -7, i32 0, i32 3, i32 -2147483647, i32 2147483647, i32 42], align 4
@.str = private unnamed_addr constant [47 x i8] c"%d %d: min %d max %d umax %u abs %d sgn %d %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"clamp %lld %lld %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"dmax %.2f fclamp %.2f %.2f %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"sat %u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"count %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"mask %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"even\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %5

1:                                                ; preds = %5
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef -100, i64 noundef 50, i64 noundef 100) #3
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef -1.500000e+00, double noundef 0.000000e+00, double noundef 2.500000e-01, double noundef 1.000000e+00) #3
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 255, i32 noundef 50) #3
  br label %31

5:                                                ; preds = %0, %5
  %6 = phi i32 [ 0, %0 ], [ %26, %5 ]
  %7 = getelementptr inbounds [6 x i32], ptr @__const.main.v, i32 0, i32 %6
  %8 = load i32, ptr %7, align 4, !tbaa !4
  %9 = icmp ult i32 %6, 4
  %10 = select i1 %9, i32 2, i32 -4
  %11 = add nsw i32 %6, %10
  %12 = getelementptr inbounds [6 x i32], ptr @__const.main.v, i32 0, i32 %11
  %13 = load i32, ptr %12, align 4, !tbaa !4
  %14 = tail call i32 @llvm.smin.i32(i32 %8, i32 %13)
  %15 = tail call i32 @llvm.smax.i32(i32 %8, i32 %13)
  %16 = tail call i32 @llvm.umax.i32(i32 %8, i32 %13)
  %17 = tail call i32 @llvm.abs.i32(i32 %8, i1 true)
  %18 = lshr i32 52, %6
  %19 = and i32 %18, 1
  %20 = ashr i32 %8, 31
  %21 = add nsw i32 %20, %19
  %22 = and i32 %6, 2147483643
  %23 = icmp eq i32 %22, 1
  %24 = select i1 %23, ptr @.str.7, ptr @.str.6
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %8, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %21, ptr noundef nonnull %24) #3
  %26 = add nuw nsw i32 %6, 1
  %27 = icmp eq i32 %26, 6
  br i1 %27, label %1, label %5, !llvm.loop !8

28:                                               ; preds = %41
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %43) #3
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 13) #3
  ret i32 0

31:                                               ; preds = %1, %41
  %32 = phi i32 [ 0, %1 ], [ %44, %41 ]
  %33 = phi i32 [ 0, %1 ], [ %43, %41 ]
  %34 = trunc i32 %32 to i8
  %35 = urem i8 %34, 3
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %41, label %37

37:                                               ; preds = %31
  %38 = urem i8 %34, 5
  %39 = icmp eq i8 %38, 0
  %40 = zext i1 %39 to i32
  br label %41

41:                                               ; preds = %31, %37
  %42 = phi i32 [ %40, %37 ], [ 2, %31 ]
  %43 = add nuw nsw i32 %42, %33
  %44 = add nuw nsw i32 %32, 1
  %45 = icmp eq i32 %44, 50
  br i1 %45, label %28, label %31, !llvm.loop !10
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nobuiltin nounwind "no-builtins" }

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
