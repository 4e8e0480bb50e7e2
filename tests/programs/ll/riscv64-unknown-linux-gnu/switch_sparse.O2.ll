; ModuleID = 'tests/programs/switch_sparse.c'
source_filename = "tests/programs/switch_sparse.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [11 x i32] [i32 -1000000, i32 -7, i32 0, i32 13, i32 1000, i32 65536, i32 99999, i32 2147483647, i32 5, i32 -8, i32 1001], align 4
@.str = private unnamed_addr constant [8 x i8] c"%d->%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [32 x i8] c"hello, world! quite an example.\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"counts %d %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"2^32\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"2^63\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x i32], align 4
  br label %2

2:                                                ; preds = %0, %14
  %3 = phi i64 [ 0, %0 ], [ %17, %14 ]
  %4 = getelementptr inbounds [11 x i32], ptr @__const.main.xs, i64 0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !6
  switch i32 %5, label %13 [
    i32 -1000000, label %14
    i32 -7, label %6
    i32 0, label %7
    i32 13, label %8
    i32 1000, label %9
    i32 65536, label %10
    i32 99999, label %11
    i32 2147483647, label %12
  ]

6:                                                ; preds = %2
  br label %14

7:                                                ; preds = %2
  br label %14

8:                                                ; preds = %2
  br label %14

9:                                                ; preds = %2
  br label %14

10:                                               ; preds = %2
  br label %14

11:                                               ; preds = %2
  br label %14

12:                                               ; preds = %2
  br label %14

13:                                               ; preds = %2
  br label %14

14:                                               ; preds = %2, %6, %7, %8, %9, %10, %11, %12, %13
  %15 = phi i32 [ 0, %13 ], [ 8, %12 ], [ 7, %11 ], [ 6, %10 ], [ 5, %9 ], [ 4, %8 ], [ 3, %7 ], [ 2, %6 ], [ 1, %2 ]
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %5, i32 noundef signext %15) #4
  %17 = add nuw nsw i64 %3, 1
  %18 = icmp eq i64 %17, 11
  br i1 %18, label %19, label %2, !llvm.loop !10

19:                                               ; preds = %14
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.5) #4
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.6) #4
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.7) #4
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.8) #4
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.9) #4
  %25 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #4
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %1, i8 0, i64 20, i1 false)
  br label %38

26:                                               ; preds = %46
  %27 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 4
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = add nsw i32 %28, 1
  %30 = load i32, ptr %1, align 4, !tbaa !6
  %31 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 1
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 2
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 3
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext %30, i32 noundef signext %32, i32 noundef signext %34, i32 noundef signext %36, i32 noundef signext %29) #4
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #5
  ret i32 0

38:                                               ; preds = %19, %46
  %39 = phi i8 [ 104, %19 ], [ %52, %46 ]
  %40 = phi ptr [ @.str.3, %19 ], [ %51, %46 ]
  %41 = sext i8 %39 to i32
  switch i32 %41, label %45 [
    i32 97, label %46
    i32 101, label %46
    i32 105, label %46
    i32 111, label %46
    i32 117, label %46
    i32 32, label %42
    i32 46, label %43
    i32 44, label %43
    i32 33, label %43
    i32 -5, label %44
  ]

42:                                               ; preds = %38
  br label %46

43:                                               ; preds = %38, %38, %38
  br label %46

44:                                               ; preds = %38
  br label %46

45:                                               ; preds = %38
  br label %46

46:                                               ; preds = %38, %38, %38, %38, %38, %42, %43, %44, %45
  %47 = phi i64 [ 0, %45 ], [ 4, %44 ], [ 3, %43 ], [ 2, %42 ], [ 1, %38 ], [ 1, %38 ], [ 1, %38 ], [ 1, %38 ], [ 1, %38 ]
  %48 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %48, align 4, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %40, i64 1
  %52 = load i8, ptr %51, align 1, !tbaa !12
  %53 = icmp eq ptr %51, getelementptr inbounds ([32 x i8], ptr @.str.3, i64 0, i64 31)
  br i1 %53, label %26, label %38, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nounwind }

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
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !11}
