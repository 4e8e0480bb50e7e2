; ModuleID = 'tests/programs/select_ops.c'
source_filename = "tests/programs/select_ops.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  br label %5

1:                                                ; preds = %5
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef -100, i64 noundef 50, i64 noundef 100) #3
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef -1.500000e+00, double noundef 0.000000e+00, double noundef 2.500000e-01, double noundef 1.000000e+00) #3
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 255, i32 noundef signext 50) #3
  br label %37

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %31, %5 ]
  %7 = phi i32 [ 0, %0 ], [ %32, %5 ]
  %8 = getelementptr inbounds [6 x i32], ptr @__const.main.v, i64 0, i64 %6
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = add nuw nsw i32 %7, 2
  %11 = icmp ult i64 %6, 4
  %12 = trunc i64 %6 to i32
  %13 = add i32 %12, -4
  %14 = select i1 %11, i32 %10, i32 %13
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [6 x i32], ptr @__const.main.v, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = tail call i32 @llvm.smin.i32(i32 %9, i32 %17)
  %19 = tail call i32 @llvm.smax.i32(i32 %9, i32 %17)
  %20 = tail call i32 @llvm.umax.i32(i32 %9, i32 %17)
  %21 = tail call i32 @llvm.abs.i32(i32 %9, i1 true)
  %22 = lshr i64 52, %6
  %23 = trunc i64 %22 to i32
  %24 = and i32 %23, 1
  %25 = ashr i32 %9, 31
  %26 = add nsw i32 %25, %24
  %27 = and i64 %6, 4294967291
  %28 = icmp eq i64 %27, 1
  %29 = select i1 %28, ptr @.str.7, ptr @.str.6
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %9, i32 noundef signext %17, i32 noundef signext %18, i32 noundef signext %19, i32 noundef signext %20, i32 noundef signext %21, i32 noundef signext %26, ptr noundef nonnull %29) #3
  %31 = add nuw nsw i64 %6, 1
  %32 = add nuw nsw i32 %7, 1
  %33 = icmp eq i64 %31, 6
  br i1 %33, label %1, label %5, !llvm.loop !10

34:                                               ; preds = %47
  %35 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext %49) #3
  %36 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext 13) #3
  ret i32 0

37:                                               ; preds = %1, %47
  %38 = phi i32 [ 0, %1 ], [ %50, %47 ]
  %39 = phi i32 [ 0, %1 ], [ %49, %47 ]
  %40 = trunc i32 %38 to i8
  %41 = urem i8 %40, 3
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %47, label %43

43:                                               ; preds = %37
  %44 = urem i8 %40, 5
  %45 = icmp eq i8 %44, 0
  %46 = zext i1 %45 to i32
  br label %47

47:                                               ; preds = %37, %43
  %48 = phi i32 [ %46, %43 ], [ 2, %37 ]
  %49 = add nuw nsw i32 %48, %39
  %50 = add nuw nsw i32 %38, 1
  %51 = icmp eq i32 %50, 50
  br i1 %51, label %34, label %37, !llvm.loop !12
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nobuiltin nounwind "no-builtins" }

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
!12 = distinct !{!12, !11}
