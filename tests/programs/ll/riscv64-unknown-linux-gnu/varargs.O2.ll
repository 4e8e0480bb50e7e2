; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"sum_ints %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"sum_ll %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"avg %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"ildsp\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"ddddddddddiiiiiiiiii\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"lilili\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"vprintf %d %s %.1f %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"returned %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"struct va %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"float promoted %.2f\0A\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"i:%d \00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"l:%lld \00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"d:%.3f \00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"s:%s \00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"p:%d \00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"| \00", align 1
@.str.18 = private unnamed_addr constant [10 x i8] c"count %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = tail call signext i32 (i32, ...) @sum_ints(i32 noundef signext 0) #5
  %3 = tail call signext i32 (i32, ...) @sum_ints(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3) #5
  %4 = tail call signext i32 (i32, ...) @sum_ints(i32 noundef signext 10, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8, i32 noundef signext 9, i32 noundef signext 10) #5
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4) #6
  %6 = tail call i64 (i32, ...) @sum_ll(i32 signext poison, i64 noundef 1099511627776, i64 noundef -5, i64 noundef 123456789012, i64 noundef 7) #5
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef %6) #6
  %8 = tail call double (i32, ...) @avg(i32 noundef signext 5, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.250000e+00, double noundef -4.000000e+00, double noundef 1.000000e+01) #5
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %8) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7
  store i32 99, ptr %1, align 4, !tbaa !6
  call void (ptr, ...) @mixed(ptr noundef nonnull @.str.3, i32 noundef signext -3, i64 noundef 9000000000, double noundef 0x4005BF0A8B04919B, ptr noundef nonnull @.str.4, ptr noundef nonnull %1) #5
  call void (ptr, ...) @mixed(ptr noundef nonnull @.str.5, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8, i32 noundef signext 9, i32 noundef signext 10) #5
  call void (ptr, ...) @mixed(ptr noundef nonnull @.str.6, i64 noundef 1, i32 noundef signext 2, i64 noundef 3, i32 noundef signext 4, i64 noundef 5, i32 noundef signext 6) #5
  %10 = call signext i32 (ptr, ...) @my_printf(ptr nonnull poison, i32 noundef signext 5, ptr noundef nonnull @.str.8, double noundef 5.000000e-01, i64 noundef -1) #5
  %11 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext %10) #6
  %12 = call signext i32 (i32, ...) @with_struct(i32 signext poison, i64 12884901890, i64 21474836484) #5
  %13 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef signext %12) #6
  %14 = call double (i32, ...) @avg(i32 noundef signext 1, double noundef 1.250000e+00) #5
  %15 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef %14) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind
define internal signext i32 @sum_ints(i32 noundef signext %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  br label %8

6:                                                ; preds = %8, %1
  %7 = phi i32 [ 0, %1 ], [ %14, %8 ]
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i32 [ %15, %8 ], [ 0, %4 ]
  %10 = phi i32 [ %14, %8 ], [ 0, %4 ]
  %11 = phi ptr [ %12, %8 ], [ %5, %4 ]
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %2, align 8
  %13 = load i32, ptr %11, align 8
  %14 = add nsw i32 %13, %10
  %15 = add nuw nsw i32 %9, 1
  %16 = icmp eq i32 %15, %0
  br i1 %16, label %6, label %8, !llvm.loop !10
}

; Function Attrs: nofree nosync nounwind
define internal i64 @sum_ll(i32 signext %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %2, align 8
  %5 = load i64, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = load i64, ptr %4, align 8
  %8 = add nsw i64 %7, %5
  %9 = getelementptr inbounds i8, ptr %3, i64 24
  %10 = load i64, ptr %6, align 8
  %11 = add nsw i64 %10, %8
  %12 = getelementptr inbounds i8, ptr %3, i64 32
  store ptr %12, ptr %2, align 8
  %13 = load i64, ptr %9, align 8
  %14 = add nsw i64 %13, %11
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret i64 %14
}

; Function Attrs: nofree nosync nounwind
define internal double @avg(i32 noundef signext %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  br label %10

6:                                                ; preds = %10, %1
  %7 = phi double [ 0.000000e+00, %1 ], [ %16, %10 ]
  call void @llvm.va_end(ptr nonnull %2)
  %8 = sitofp i32 %0 to double
  %9 = fdiv double %7, %8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret double %9

10:                                               ; preds = %4, %10
  %11 = phi i32 [ %17, %10 ], [ 0, %4 ]
  %12 = phi double [ %16, %10 ], [ 0.000000e+00, %4 ]
  %13 = phi ptr [ %14, %10 ], [ %5, %4 ]
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %14, ptr %2, align 8
  %15 = load double, ptr %13, align 8
  %16 = fadd double %12, %15
  %17 = add nuw nsw i32 %11, 1
  %18 = icmp eq i32 %17, %0
  br i1 %18, label %6, label %10, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
define internal void @mixed(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #7
  call void @llvm.va_start(ptr nonnull %2)
  call void @llvm.va_copy(ptr nonnull %3, ptr nonnull %2)
  br label %4

4:                                                ; preds = %36, %1
  %5 = phi ptr [ %0, %1 ], [ %37, %36 ]
  %6 = load i8, ptr %5, align 1, !tbaa !13
  switch i8 %6, label %36 [
    i8 0, label %7
    i8 105, label %10
    i8 108, label %15
    i8 100, label %20
    i8 115, label %25
    i8 112, label %30
  ]

7:                                                ; preds = %4
  %8 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17) #6
  %9 = load ptr, ptr %3, align 8
  br label %38

10:                                               ; preds = %4
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %2, align 8
  %13 = load i32, ptr %11, align 8
  %14 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef signext %13) #6
  br label %36

15:                                               ; preds = %4
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %17, ptr %2, align 8
  %18 = load i64, ptr %16, align 8
  %19 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i64 noundef %18) #6
  br label %36

20:                                               ; preds = %4
  %21 = load ptr, ptr %2, align 8
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr %22, ptr %2, align 8
  %23 = load double, ptr %21, align 8
  %24 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, double noundef %23) #6
  br label %36

25:                                               ; preds = %4
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr %27, ptr %2, align 8
  %28 = load ptr, ptr %26, align 8
  %29 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, ptr noundef %28) #6
  br label %36

30:                                               ; preds = %4
  %31 = load ptr, ptr %2, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr %32, ptr %2, align 8
  %33 = load ptr, ptr %31, align 8
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, i32 noundef signext %34) #6
  br label %36

36:                                               ; preds = %4, %10, %15, %20, %25, %30
  %37 = getelementptr inbounds i8, ptr %5, i64 1
  br label %4, !llvm.loop !14

38:                                               ; preds = %64, %7
  %39 = phi ptr [ %9, %7 ], [ %65, %64 ]
  %40 = phi i32 [ 0, %7 ], [ %66, %64 ]
  %41 = phi ptr [ %0, %7 ], [ %67, %64 ]
  %42 = load i8, ptr %41, align 1, !tbaa !13
  switch i8 %42, label %64 [
    i8 0, label %43
    i8 105, label %45
    i8 108, label %48
    i8 100, label %51
    i8 115, label %54
    i8 112, label %57
  ]

43:                                               ; preds = %38
  call void @llvm.va_end(ptr nonnull %3)
  call void @llvm.va_end(ptr nonnull %2)
  %44 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, i32 noundef signext %40) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret void

45:                                               ; preds = %38
  %46 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr %46, ptr %3, align 8
  %47 = add nsw i32 %40, 1
  br label %64

48:                                               ; preds = %38
  %49 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr %49, ptr %3, align 8
  %50 = add nsw i32 %40, 1
  br label %64

51:                                               ; preds = %38
  %52 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr %52, ptr %3, align 8
  %53 = add nsw i32 %40, 1
  br label %64

54:                                               ; preds = %38
  %55 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr %55, ptr %3, align 8
  %56 = add nsw i32 %40, 1
  br label %64

57:                                               ; preds = %38
  %58 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr %58, ptr %3, align 8
  %59 = load ptr, ptr %39, align 8
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = icmp sgt i32 %60, 0
  %62 = zext i1 %61 to i32
  %63 = add nsw i32 %40, %62
  br label %64

64:                                               ; preds = %38, %45, %48, %51, %54, %57
  %65 = phi ptr [ %58, %57 ], [ %55, %54 ], [ %52, %51 ], [ %49, %48 ], [ %46, %45 ], [ %39, %38 ]
  %66 = phi i32 [ %63, %57 ], [ %56, %54 ], [ %53, %51 ], [ %50, %48 ], [ %47, %45 ], [ %40, %38 ]
  %67 = getelementptr inbounds i8, ptr %41, i64 1
  br label %38, !llvm.loop !15
}

; Function Attrs: nounwind
define internal signext i32 @my_printf(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8, !tbaa !16
  %4 = call signext i32 @vprintf(ptr noundef nonnull @.str.7, ptr noundef %3) #6
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret i32 %4
}

; Function Attrs: nofree nosync nounwind
define internal signext i32 @with_struct(i32 signext %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %2, align 8
  %5 = load i32, ptr %3, align 8, !tbaa.struct !18
  %6 = getelementptr inbounds i8, ptr %3, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa.struct !19
  %8 = mul nsw i32 %7, %5
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %9, ptr %2, align 8
  %10 = load i32, ptr %4, align 8, !tbaa.struct !18
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  %12 = load i32, ptr %11, align 4, !tbaa.struct !19
  %13 = mul nsw i32 %12, %10
  %14 = add nsw i32 %13, %8
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret i32 %14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #4

declare signext i32 @vprintf(ptr noundef, ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nofree nosync nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nobuiltin "no-builtins" }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nounwind }

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
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !8, i64 0}
!18 = !{i64 0, i64 4, !6, i64 4, i64 4, !6}
!19 = !{i64 0, i64 4, !6}
