; ModuleID = 'tests/programs/sieve.c'
source_filename = "tests/programs/sieve.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@composite = internal global [10001 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [40 x i8] c"primes <= %d: %d, sum %lld, largest %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"twin pairs %d\0A\00", align 1
@main.bits = internal unnamed_addr global [313 x i32] zeroinitializer, align 4
@.str.4 = private unnamed_addr constant [20 x i8] c"bit sieve count %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call ptr @memset(ptr noundef nonnull @composite, i32 noundef signext 0, i64 noundef 10001) #2
  store i8 1, ptr getelementptr inbounds ([10001 x i8], ptr @composite, i64 0, i64 1), align 1, !tbaa !6
  store i8 1, ptr @composite, align 1, !tbaa !6
  br label %2

2:                                                ; preds = %0, %17
  %3 = phi i64 [ 2, %0 ], [ %18, %17 ]
  %4 = phi i32 [ 4, %0 ], [ %20, %17 ]
  %5 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %3
  %6 = load i8, ptr %5, align 1, !tbaa !6
  %7 = icmp eq i8 %6, 0
  %8 = icmp ult i32 %4, 10001
  %9 = select i1 %7, i1 %8, i1 false
  br i1 %9, label %10, label %17

10:                                               ; preds = %2
  %11 = zext i32 %4 to i64
  br label %12

12:                                               ; preds = %10, %12
  %13 = phi i64 [ %11, %10 ], [ %15, %12 ]
  %14 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %13
  store i8 1, ptr %14, align 1, !tbaa !6
  %15 = add nuw nsw i64 %13, %3
  %16 = icmp ult i64 %15, 10001
  br i1 %16, label %12, label %17, !llvm.loop !9

17:                                               ; preds = %12, %2
  %18 = add nuw nsw i64 %3, 1
  %19 = trunc i64 %18 to i32
  %20 = mul nsw i32 %19, %19
  %21 = icmp eq i64 %18, 101
  br i1 %21, label %24, label %2, !llvm.loop !11

22:                                               ; preds = %24
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 10000, i32 noundef signext %33, i64 noundef %37, i32 noundef signext %35) #2
  br label %42

24:                                               ; preds = %17, %24
  %25 = phi i64 [ %38, %24 ], [ 2, %17 ]
  %26 = phi i64 [ %37, %24 ], [ 0, %17 ]
  %27 = phi i32 [ %35, %24 ], [ 0, %17 ]
  %28 = phi i32 [ %33, %24 ], [ 0, %17 ]
  %29 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %25
  %30 = load i8, ptr %29, align 1, !tbaa !6
  %31 = icmp eq i8 %30, 0
  %32 = zext i1 %31 to i32
  %33 = add nuw nsw i32 %28, %32
  %34 = trunc i64 %25 to i32
  %35 = select i1 %31, i32 %34, i32 %27
  %36 = select i1 %31, i64 %25, i64 0
  %37 = add nuw nsw i64 %36, %26
  %38 = add nuw nsw i64 %25, 1
  %39 = icmp eq i64 %38, 10001
  br i1 %39, label %22, label %24, !llvm.loop !12

40:                                               ; preds = %52
  %41 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #2
  br label %58

42:                                               ; preds = %22, %52
  %43 = phi i64 [ 0, %22 ], [ %54, %52 ]
  %44 = phi i32 [ 0, %22 ], [ %53, %52 ]
  %45 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %43
  %46 = load i8, ptr %45, align 1, !tbaa !6
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %48, label %52

48:                                               ; preds = %42
  %49 = trunc i64 %43 to i32
  %50 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %49) #2
  %51 = add nsw i32 %44, 1
  br label %52

52:                                               ; preds = %42, %48
  %53 = phi i32 [ %44, %42 ], [ %51, %48 ]
  %54 = add nuw i64 %43, 1
  %55 = icmp slt i32 %53, 20
  br i1 %55, label %42, label %40, !llvm.loop !13

56:                                               ; preds = %71
  %57 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %72) #2
  br label %76

58:                                               ; preds = %40, %71
  %59 = phi i64 [ 3, %40 ], [ %75, %71 ]
  %60 = phi i64 [ 5, %40 ], [ %73, %71 ]
  %61 = phi i32 [ 0, %40 ], [ %72, %71 ]
  %62 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %59
  %63 = load i8, ptr %62, align 1, !tbaa !6
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %65, label %71

65:                                               ; preds = %58
  %66 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %60
  %67 = load i8, ptr %66, align 1, !tbaa !6
  %68 = icmp eq i8 %67, 0
  %69 = zext i1 %68 to i32
  %70 = add nsw i32 %61, %69
  br label %71

71:                                               ; preds = %65, %58
  %72 = phi i32 [ %61, %58 ], [ %70, %65 ]
  %73 = add nuw nsw i64 %60, 2
  %74 = icmp ult i64 %60, 9999
  %75 = add nuw nsw i64 %59, 2
  br i1 %74, label %58, label %56, !llvm.loop !14

76:                                               ; preds = %56, %100
  %77 = phi i32 [ 4, %56 ], [ %102, %100 ]
  %78 = phi i32 [ 2, %56 ], [ %101, %100 ]
  %79 = lshr i32 %78, 5
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [313 x i32], ptr @main.bits, i64 0, i64 %80
  %82 = load i32, ptr %81, align 4, !tbaa !15
  %83 = and i32 %78, 31
  %84 = shl nuw i32 1, %83
  %85 = and i32 %82, %84
  %86 = icmp eq i32 %85, 0
  %87 = icmp ult i32 %77, 10001
  %88 = select i1 %86, i1 %87, i1 false
  br i1 %88, label %89, label %100

89:                                               ; preds = %76, %89
  %90 = phi i32 [ %98, %89 ], [ %77, %76 ]
  %91 = and i32 %90, 31
  %92 = shl nuw i32 1, %91
  %93 = lshr i32 %90, 5
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds [313 x i32], ptr @main.bits, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !15
  %97 = or i32 %96, %92
  store i32 %97, ptr %95, align 4, !tbaa !15
  %98 = add nuw nsw i32 %90, %78
  %99 = icmp ult i32 %98, 10001
  br i1 %99, label %89, label %100, !llvm.loop !17

100:                                              ; preds = %89, %76
  %101 = add nuw nsw i32 %78, 1
  %102 = mul nsw i32 %101, %101
  %103 = icmp eq i32 %101, 101
  br i1 %103, label %106, label %76, !llvm.loop !18

104:                                              ; preds = %106
  %105 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext %117) #2
  ret i32 0

106:                                              ; preds = %100, %106
  %107 = phi i32 [ %118, %106 ], [ 2, %100 ]
  %108 = phi i32 [ %117, %106 ], [ 0, %100 ]
  %109 = lshr i32 %107, 5
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds [313 x i32], ptr @main.bits, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !15
  %113 = and i32 %107, 31
  %114 = xor i32 %112, -1
  %115 = lshr i32 %114, %113
  %116 = and i32 %115, 1
  %117 = add nuw nsw i32 %116, %108
  %118 = add nuw nsw i32 %107, 1
  %119 = icmp eq i32 %118, 10001
  br i1 %119, label %104, label %106, !llvm.loop !19
}

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) local_unnamed_addr #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
