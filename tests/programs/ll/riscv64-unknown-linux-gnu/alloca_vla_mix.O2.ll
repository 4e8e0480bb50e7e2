; ModuleID = 'tests/programs/alloca_vla_mix.c'
source_filename = "tests/programs/alloca_vla_mix.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Item = type { double, i8 }

@.str = private unnamed_addr constant [12 x i8] c"total %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"depth %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"items %.2f %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"alloca %d %.1f %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"big %u\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [60 x %struct.Item], align 8
  br label %38

2:                                                ; preds = %73
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %97) #6
  %4 = tail call fastcc signext i32 @depth_sum(i32 noundef signext 20) #7
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %4) #6
  %6 = tail call ptr @llvm.stacksave()
  call void @llvm.lifetime.start.p0(i64 960, ptr nonnull %1)
  br label %7

7:                                                ; preds = %7, %2
  %8 = phi i64 [ %17, %7 ], [ 0, %2 ]
  %9 = trunc i64 %8 to i32
  %10 = sitofp i32 %9 to double
  %11 = fmul double %10, 5.000000e-01
  %12 = getelementptr inbounds %struct.Item, ptr %1, i64 %8
  store double %11, ptr %12, align 8, !tbaa !6
  %13 = urem i32 %9, 26
  %14 = trunc i32 %13 to i8
  %15 = add nuw nsw i8 %14, 97
  %16 = getelementptr inbounds %struct.Item, ptr %1, i64 %8, i32 1
  store i8 %15, ptr %16, align 8, !tbaa !11
  %17 = add nuw nsw i64 %8, 1
  %18 = icmp eq i64 %17, 60
  br i1 %18, label %19, label %7, !llvm.loop !12

19:                                               ; preds = %7, %19
  %20 = phi i64 [ %30, %19 ], [ 0, %7 ]
  %21 = phi double [ %29, %19 ], [ 0.000000e+00, %7 ]
  %22 = getelementptr inbounds %struct.Item, ptr %1, i64 %20
  %23 = load double, ptr %22, align 8, !tbaa !6
  %24 = getelementptr inbounds %struct.Item, ptr %1, i64 %20, i32 1
  %25 = load i8, ptr %24, align 8, !tbaa !11
  %26 = zext i8 %25 to i32
  %27 = add nsw i32 %26, -97
  %28 = sitofp i32 %27 to double
  %29 = tail call double @llvm.fmuladd.f64(double %23, double %28, double %21)
  %30 = add nuw nsw i64 %20, 1
  %31 = icmp eq i64 %30, 60
  br i1 %31, label %32, label %19, !llvm.loop !14

32:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 960, ptr nonnull %1)
  tail call void @llvm.stackrestore(ptr %6)
  %33 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef 1.500000e+01, double noundef %29) #6
  %34 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 0, double noundef 1.000000e+00, i64 noundef 0) #6
  %35 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 1, double noundef 3.000000e+00, i64 noundef 0) #6
  %36 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 2, double noundef 5.000000e+00, i64 noundef 0) #6
  %37 = alloca [64000 x i8], align 1
  br label %111

38:                                               ; preds = %0, %73
  %39 = phi i64 [ 1, %0 ], [ %98, %73 ]
  %40 = phi i64 [ 0, %0 ], [ %97, %73 ]
  %41 = phi i32 [ 1, %0 ], [ %99, %73 ]
  %42 = trunc i32 %41 to i8
  %43 = urem i8 %42, 7
  %44 = add nuw nsw i8 %43, 1
  %45 = zext i8 %44 to i64
  %46 = tail call ptr @llvm.stacksave()
  %47 = mul nuw nsw i64 %39, %45
  %48 = alloca i32, i64 %47, align 4
  %49 = zext i8 %43 to i64
  br label %50

50:                                               ; preds = %38, %101
  %51 = phi i64 [ 0, %38 ], [ %102, %101 ]
  %52 = mul i64 %51, 31
  %53 = mul nuw nsw i64 %51, %39
  %54 = getelementptr inbounds i32, ptr %48, i64 %53
  br label %104

55:                                               ; preds = %101, %61
  %56 = phi i64 [ %60, %61 ], [ 0, %101 ]
  %57 = phi i64 [ %70, %61 ], [ 0, %101 ]
  %58 = mul nuw nsw i64 %56, %39
  %59 = getelementptr inbounds i32, ptr %48, i64 %58
  %60 = add nuw nsw i64 %56, 1
  br label %63

61:                                               ; preds = %63
  %62 = icmp eq i64 %60, %45
  br i1 %62, label %73, label %55, !llvm.loop !15

63:                                               ; preds = %63, %55
  %64 = phi i64 [ 0, %55 ], [ %71, %63 ]
  %65 = phi i64 [ %57, %55 ], [ %70, %63 ]
  %66 = getelementptr inbounds i32, ptr %59, i64 %64
  %67 = load i32, ptr %66, align 4, !tbaa !16
  %68 = sext i32 %67 to i64
  %69 = mul nsw i64 %60, %68
  %70 = add nsw i64 %69, %65
  %71 = add nuw nsw i64 %64, 1
  %72 = icmp eq i64 %71, %39
  br i1 %72, label %61, label %63, !llvm.loop !18

73:                                               ; preds = %61
  %74 = add nsw i64 %70, %40
  %75 = load i32, ptr %48, align 4, !tbaa !16
  %76 = zext i8 %43 to i64
  %77 = mul nuw nsw i64 %39, %76
  %78 = getelementptr inbounds i32, ptr %48, i64 %77
  %79 = add nsw i64 %39, -1
  %80 = getelementptr inbounds i32, ptr %78, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !16
  %82 = trunc i64 %47 to i32
  %83 = shl nuw nsw i8 %44, 1
  %84 = zext i8 %83 to i32
  %85 = mul nuw nsw i64 %39, 3
  %86 = shl nsw i32 %75, 2
  %87 = mul nsw i32 %81, 5
  %88 = mul i32 %82, 40
  %89 = add nuw nsw i64 %39, 230
  %90 = add nuw nsw i64 %89, %85
  %91 = trunc i64 %90 to i32
  %92 = add i32 %84, %91
  %93 = add i32 %92, %88
  %94 = add i32 %93, %86
  %95 = add i32 %94, %87
  %96 = sext i32 %95 to i64
  %97 = add nsw i64 %74, %96
  tail call void @llvm.stackrestore(ptr %46)
  %98 = add nuw nsw i64 %39, 3
  %99 = add nuw nsw i32 %41, 3
  %100 = icmp ult i64 %39, 38
  br i1 %100, label %38, label %2, !llvm.loop !19

101:                                              ; preds = %104
  %102 = add nuw nsw i64 %51, 1
  %103 = icmp ult i64 %51, %49
  br i1 %103, label %50, label %55, !llvm.loop !20

104:                                              ; preds = %50, %104
  %105 = phi i64 [ 0, %50 ], [ %109, %104 ]
  %106 = add i64 %105, %52
  %107 = getelementptr inbounds i32, ptr %54, i64 %105
  %108 = trunc i64 %106 to i32
  store i32 %108, ptr %107, align 4, !tbaa !16
  %109 = add nuw nsw i64 %105, 1
  %110 = icmp eq i64 %109, %39
  br i1 %110, label %101, label %104, !llvm.loop !21

111:                                              ; preds = %32, %111
  %112 = phi i64 [ 0, %32 ], [ %116, %111 ]
  %113 = trunc i64 %112 to i8
  %114 = mul i8 %113, 7
  %115 = getelementptr inbounds i8, ptr %37, i64 %112
  store i8 %114, ptr %115, align 1, !tbaa !22
  %116 = add nuw nsw i64 %112, 1
  %117 = icmp eq i64 %116, 64000
  br i1 %117, label %120, label %111, !llvm.loop !23

118:                                              ; preds = %120
  %119 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext %126) #6
  ret i32 0

120:                                              ; preds = %111, %120
  %121 = phi i64 [ %127, %120 ], [ 0, %111 ]
  %122 = phi i32 [ %126, %120 ], [ 0, %111 ]
  %123 = getelementptr inbounds i8, ptr %37, i64 %121
  %124 = load i8, ptr %123, align 1, !tbaa !22
  %125 = zext i8 %124 to i32
  %126 = add i32 %122, %125
  %127 = add nuw nsw i64 %121, 61
  %128 = icmp ult i64 %121, 63939
  br i1 %128, label %120, label %118, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc signext i32 @depth_sum(i32 noundef signext %0) unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %29, label %3

3:                                                ; preds = %1
  %4 = shl nsw i32 %0, 4
  %5 = or i32 %4, 1
  %6 = sext i32 %5 to i64
  %7 = alloca i8, i64 %6, align 16
  %8 = and i32 %0, 127
  %9 = call ptr @memset(ptr noundef nonnull %7, i32 noundef signext %8, i64 noundef %6) #6
  %10 = icmp slt i32 %0, 0
  br i1 %10, label %15, label %11

11:                                               ; preds = %3
  %12 = call i32 @llvm.smax.i32(i32 %4, i32 0)
  %13 = or i32 %12, 1
  %14 = zext i32 %13 to i64
  br label %20

15:                                               ; preds = %20, %3
  %16 = phi i32 [ 0, %3 ], [ %26, %20 ]
  %17 = add nsw i32 %0, -1
  %18 = call fastcc signext i32 @depth_sum(i32 noundef signext %17) #7
  %19 = add nsw i32 %18, %16
  br label %29

20:                                               ; preds = %11, %20
  %21 = phi i64 [ 0, %11 ], [ %27, %20 ]
  %22 = phi i32 [ 0, %11 ], [ %26, %20 ]
  %23 = getelementptr inbounds i8, ptr %7, i64 %21
  %24 = load i8, ptr %23, align 1, !tbaa !22
  %25 = zext i8 %24 to i32
  %26 = add nuw nsw i32 %22, %25
  %27 = add nuw nsw i64 %21, 1
  %28 = icmp eq i64 %27, %14
  br i1 %28, label %15, label %20, !llvm.loop !25

29:                                               ; preds = %1, %15
  %30 = phi i32 [ %19, %15 ], [ 0, %1 ]
  ret i32 %30
}

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"", !8, i64 0, !9, i64 8}
!8 = !{!"double", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!7, !9, i64 8}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !9, i64 0}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
!22 = !{!9, !9, i64 0}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13}
