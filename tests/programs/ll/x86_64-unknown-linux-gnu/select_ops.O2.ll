; ModuleID = 'tests/programs/select_ops.c'
source_filename = "tests/programs/select_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [6 x i32] [i32 -7, i32 0, i32 3, i32 -2147483647, i32 2147483647, i32 42], align 16
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
  br label %33

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %28, %5 ]
  %7 = getelementptr inbounds [6 x i32], ptr @__const.main.v, i64 0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !4
  %9 = icmp ult i64 %6, 4
  %10 = select i1 %9, i64 2, i64 4294967292
  %11 = add nuw i64 %6, %10
  %12 = and i64 %11, 4294967295
  %13 = getelementptr inbounds [6 x i32], ptr @__const.main.v, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !4
  %15 = tail call i32 @llvm.smin.i32(i32 %8, i32 %14)
  %16 = tail call i32 @llvm.smax.i32(i32 %8, i32 %14)
  %17 = tail call i32 @llvm.umax.i32(i32 %8, i32 %14)
  %18 = tail call i32 @llvm.abs.i32(i32 %8, i1 true)
  %19 = lshr i64 52, %6
  %20 = trunc i64 %19 to i32
  %21 = and i32 %20, 1
  %22 = ashr i32 %8, 31
  %23 = add nsw i32 %22, %21
  %24 = and i64 %6, 4294967291
  %25 = icmp eq i64 %24, 1
  %26 = select i1 %25, ptr @.str.7, ptr @.str.6
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %8, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %23, ptr noundef nonnull %26) #3
  %28 = add nuw nsw i64 %6, 1
  %29 = icmp eq i64 %28, 6
  br i1 %29, label %1, label %5, !llvm.loop !8

30:                                               ; preds = %43
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %45) #3
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 13) #3
  ret i32 0

33:                                               ; preds = %1, %43
  %34 = phi i32 [ 0, %1 ], [ %46, %43 ]
  %35 = phi i32 [ 0, %1 ], [ %45, %43 ]
  %36 = trunc i32 %34 to i8
  %37 = urem i8 %36, 3
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %43, label %39

39:                                               ; preds = %33
  %40 = urem i8 %36, 5
  %41 = icmp eq i8 %40, 0
  %42 = zext i1 %41 to i32
  br label %43

43:                                               ; preds = %33, %39
  %44 = phi i32 [ %42, %39 ], [ 2, %33 ]
  %45 = add nuw nsw i32 %44, %35
  %46 = add nuw nsw i32 %34, 1
  %47 = icmp eq i32 %46, 50
  br i1 %47, label %30, label %33, !llvm.loop !10
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

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
