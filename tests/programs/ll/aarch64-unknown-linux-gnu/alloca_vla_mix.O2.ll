; ModuleID = 'tests/programs/alloca_vla_mix.c'
source_filename = "tests/programs/alloca_vla_mix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Item = type { double, i8 }

@.str = private unnamed_addr constant [12 x i8] c"total %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"depth %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"items %.2f %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"alloca %d %.1f %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"big %u\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [60 x %struct.Item], align 8
  br label %49

2:                                                ; preds = %101
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %125) #7
  %4 = tail call fastcc i32 @depth_sum(i32 noundef 20) #8
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %4) #7
  %6 = tail call ptr @llvm.stacksave()
  call void @llvm.lifetime.start.p0(i64 960, ptr nonnull %1)
  br label %7

7:                                                ; preds = %7, %2
  %8 = phi i64 [ %17, %7 ], [ 0, %2 ]
  %9 = trunc i64 %8 to i32
  %10 = sitofp i32 %9 to double
  %11 = fmul double %10, 5.000000e-01
  %12 = getelementptr inbounds %struct.Item, ptr %1, i64 %8
  store double %11, ptr %12, align 8, !tbaa !5
  %13 = urem i32 %9, 26
  %14 = trunc i32 %13 to i8
  %15 = add nuw nsw i8 %14, 97
  %16 = getelementptr inbounds %struct.Item, ptr %1, i64 %8, i32 1
  store i8 %15, ptr %16, align 8, !tbaa !10
  %17 = add nuw nsw i64 %8, 1
  %18 = icmp eq i64 %17, 60
  br i1 %18, label %19, label %7, !llvm.loop !11

19:                                               ; preds = %7, %19
  %20 = phi i64 [ %30, %19 ], [ 0, %7 ]
  %21 = phi double [ %29, %19 ], [ 0.000000e+00, %7 ]
  %22 = getelementptr inbounds %struct.Item, ptr %1, i64 %20
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = getelementptr inbounds %struct.Item, ptr %1, i64 %20, i32 1
  %25 = load i8, ptr %24, align 8, !tbaa !10
  %26 = zext i8 %25 to i32
  %27 = add nsw i32 %26, -97
  %28 = sitofp i32 %27 to double
  %29 = tail call double @llvm.fmuladd.f64(double %23, double %28, double %21)
  %30 = add nuw nsw i64 %20, 1
  %31 = icmp eq i64 %30, 60
  br i1 %31, label %32, label %19, !llvm.loop !13

32:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 960, ptr nonnull %1)
  tail call void @llvm.stackrestore(ptr %6)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef 1.500000e+01, double noundef %29) #7
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 0, double noundef 1.000000e+00, i64 noundef 0) #7
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 1, double noundef 3.000000e+00, i64 noundef 0) #7
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 2, double noundef 5.000000e+00, i64 noundef 0) #7
  %37 = alloca [64000 x i8], align 1
  br label %38

38:                                               ; preds = %38, %32
  %39 = phi i64 [ 0, %32 ], [ %46, %38 ]
  %40 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %32 ], [ %47, %38 ]
  %41 = mul <16 x i8> %40, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %42 = mul <16 x i8> %40, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %43 = add <16 x i8> %42, <i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112>
  %44 = getelementptr inbounds i8, ptr %37, i64 %39
  store <16 x i8> %41, ptr %44, align 1, !tbaa !14
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  store <16 x i8> %43, ptr %45, align 1, !tbaa !14
  %46 = add nuw i64 %39, 32
  %47 = add <16 x i8> %40, <i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32>
  %48 = icmp eq i64 %46, 64000
  br i1 %48, label %138, label %38, !llvm.loop !15

49:                                               ; preds = %0, %101
  %50 = phi i64 [ 1, %0 ], [ %126, %101 ]
  %51 = phi i64 [ 0, %0 ], [ %125, %101 ]
  %52 = trunc i64 %50 to i8
  %53 = urem i8 %52, 7
  %54 = add nuw nsw i8 %53, 1
  %55 = zext i8 %54 to i64
  %56 = tail call ptr @llvm.stacksave()
  %57 = mul nuw nsw i64 %50, %55
  %58 = alloca i32, i64 %57, align 4
  %59 = zext i8 %53 to i64
  %60 = icmp ult i64 %50, 4
  %61 = and i64 %50, 9223372036854775804
  %62 = icmp eq i64 %50, %61
  br label %63

63:                                               ; preds = %49, %128
  %64 = phi i64 [ 0, %49 ], [ %129, %128 ]
  %65 = mul i64 %64, 31
  %66 = mul nuw nsw i64 %64, %50
  %67 = getelementptr inbounds i32, ptr %58, i64 %66
  br i1 %60, label %81, label %68

68:                                               ; preds = %63
  %69 = insertelement <4 x i64> poison, i64 %65, i64 0
  %70 = shufflevector <4 x i64> %69, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %71

71:                                               ; preds = %71, %68
  %72 = phi i64 [ 0, %68 ], [ %77, %71 ]
  %73 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %68 ], [ %78, %71 ]
  %74 = add <4 x i64> %73, %70
  %75 = getelementptr inbounds i32, ptr %67, i64 %72
  %76 = trunc <4 x i64> %74 to <4 x i32>
  store <4 x i32> %76, ptr %75, align 4, !tbaa !18
  %77 = add nuw i64 %72, 4
  %78 = add <4 x i64> %73, <i64 4, i64 4, i64 4, i64 4>
  %79 = icmp eq i64 %77, %61
  br i1 %79, label %80, label %71, !llvm.loop !20

80:                                               ; preds = %71
  br i1 %62, label %128, label %81

81:                                               ; preds = %63, %80
  %82 = phi i64 [ 0, %63 ], [ %61, %80 ]
  br label %131

83:                                               ; preds = %128, %89
  %84 = phi i64 [ %88, %89 ], [ 0, %128 ]
  %85 = phi i64 [ %98, %89 ], [ 0, %128 ]
  %86 = mul nuw nsw i64 %84, %50
  %87 = getelementptr inbounds i32, ptr %58, i64 %86
  %88 = add nuw nsw i64 %84, 1
  br label %91

89:                                               ; preds = %91
  %90 = icmp eq i64 %88, %55
  br i1 %90, label %101, label %83, !llvm.loop !21

91:                                               ; preds = %91, %83
  %92 = phi i64 [ 0, %83 ], [ %99, %91 ]
  %93 = phi i64 [ %85, %83 ], [ %98, %91 ]
  %94 = getelementptr inbounds i32, ptr %87, i64 %92
  %95 = load i32, ptr %94, align 4, !tbaa !18
  %96 = sext i32 %95 to i64
  %97 = mul nsw i64 %88, %96
  %98 = add nsw i64 %97, %93
  %99 = add nuw nsw i64 %92, 1
  %100 = icmp eq i64 %99, %50
  br i1 %100, label %89, label %91, !llvm.loop !22

101:                                              ; preds = %89
  %102 = add nsw i64 %98, %51
  %103 = load i32, ptr %58, align 4, !tbaa !18
  %104 = zext i8 %53 to i64
  %105 = mul nuw nsw i64 %50, %104
  %106 = getelementptr inbounds i32, ptr %58, i64 %105
  %107 = add nsw i64 %50, -1
  %108 = getelementptr inbounds i32, ptr %106, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !18
  %110 = trunc i64 %57 to i32
  %111 = shl nuw nsw i8 %54, 1
  %112 = zext i8 %111 to i32
  %113 = mul nuw nsw i64 %50, 3
  %114 = shl nsw i32 %103, 2
  %115 = mul nsw i32 %109, 5
  %116 = mul i32 %110, 40
  %117 = add nuw nsw i64 %50, 230
  %118 = add nuw nsw i64 %117, %113
  %119 = trunc i64 %118 to i32
  %120 = add i32 %112, %119
  %121 = add i32 %120, %116
  %122 = add i32 %121, %114
  %123 = add i32 %122, %115
  %124 = sext i32 %123 to i64
  %125 = add nsw i64 %102, %124
  tail call void @llvm.stackrestore(ptr %56)
  %126 = add nuw nsw i64 %50, 3
  %127 = icmp ult i64 %50, 38
  br i1 %127, label %49, label %2, !llvm.loop !23

128:                                              ; preds = %131, %80
  %129 = add nuw nsw i64 %64, 1
  %130 = icmp ult i64 %64, %59
  br i1 %130, label %63, label %83, !llvm.loop !24

131:                                              ; preds = %81, %131
  %132 = phi i64 [ %136, %131 ], [ %82, %81 ]
  %133 = add i64 %132, %65
  %134 = getelementptr inbounds i32, ptr %67, i64 %132
  %135 = trunc i64 %133 to i32
  store i32 %135, ptr %134, align 4, !tbaa !18
  %136 = add nuw nsw i64 %132, 1
  %137 = icmp eq i64 %136, %50
  br i1 %137, label %128, label %131, !llvm.loop !25

138:                                              ; preds = %38, %138
  %139 = phi i64 [ %152, %138 ], [ 0, %38 ]
  %140 = phi i32 [ %150, %138 ], [ 0, %38 ]
  %141 = phi i32 [ %151, %138 ], [ 0, %38 ]
  %142 = mul i64 %139, 61
  %143 = add i64 %142, 61
  %144 = getelementptr inbounds i8, ptr %37, i64 %142
  %145 = getelementptr inbounds i8, ptr %37, i64 %143
  %146 = load i8, ptr %144, align 1, !tbaa !14
  %147 = load i8, ptr %145, align 1, !tbaa !14
  %148 = zext i8 %146 to i32
  %149 = zext i8 %147 to i32
  %150 = add i32 %140, %148
  %151 = add i32 %141, %149
  %152 = add nuw i64 %139, 2
  %153 = icmp eq i64 %152, 1050
  br i1 %153, label %154, label %138, !llvm.loop !26

154:                                              ; preds = %138
  %155 = add i32 %151, %150
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %155) #7
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc i32 @depth_sum(i32 noundef %0) unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %72, label %3

3:                                                ; preds = %1
  %4 = shl nsw i32 %0, 4
  %5 = or i32 %4, 1
  %6 = sext i32 %5 to i64
  %7 = alloca i8, i64 %6, align 16
  %8 = and i32 %0, 127
  %9 = call ptr @memset(ptr noundef nonnull %7, i32 noundef %8, i64 noundef %6) #7
  %10 = icmp slt i32 %0, 0
  br i1 %10, label %58, label %11

11:                                               ; preds = %3
  %12 = call i32 @llvm.smax.i32(i32 %4, i32 0)
  %13 = or i32 %12, 1
  %14 = zext i32 %13 to i64
  %15 = icmp ult i32 %13, 8
  br i1 %15, label %39, label %16

16:                                               ; preds = %11
  %17 = icmp ult i32 %13, 32
  br i1 %17, label %42, label %18

18:                                               ; preds = %16
  %19 = and i64 %14, 2147483616
  br label %20

20:                                               ; preds = %20, %18
  %21 = phi i64 [ 0, %18 ], [ %32, %20 ]
  %22 = phi <16 x i32> [ zeroinitializer, %18 ], [ %30, %20 ]
  %23 = phi <16 x i32> [ zeroinitializer, %18 ], [ %31, %20 ]
  %24 = getelementptr inbounds i8, ptr %7, i64 %21
  %25 = load <16 x i8>, ptr %24, align 16, !tbaa !14
  %26 = getelementptr inbounds i8, ptr %24, i64 16
  %27 = load <16 x i8>, ptr %26, align 16, !tbaa !14
  %28 = zext <16 x i8> %25 to <16 x i32>
  %29 = zext <16 x i8> %27 to <16 x i32>
  %30 = add <16 x i32> %22, %28
  %31 = add <16 x i32> %23, %29
  %32 = add nuw i64 %21, 32
  %33 = icmp eq i64 %32, %19
  br i1 %33, label %34, label %20, !llvm.loop !27

34:                                               ; preds = %20
  %35 = add <16 x i32> %31, %30
  %36 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %35)
  %37 = and i64 %14, 16
  %38 = icmp eq i64 %37, 0
  br i1 %38, label %39, label %42

39:                                               ; preds = %56, %11, %34
  %40 = phi i64 [ 0, %11 ], [ %19, %34 ], [ %45, %56 ]
  %41 = phi i32 [ 0, %11 ], [ %36, %34 ], [ %57, %56 ]
  br label %63

42:                                               ; preds = %16, %34
  %43 = phi i32 [ 0, %16 ], [ %36, %34 ]
  %44 = phi i64 [ 0, %16 ], [ %19, %34 ]
  %45 = add nsw i64 %14, -1
  %46 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %43, i64 0
  br label %47

47:                                               ; preds = %47, %42
  %48 = phi i64 [ %44, %42 ], [ %54, %47 ]
  %49 = phi <8 x i32> [ %46, %42 ], [ %53, %47 ]
  %50 = getelementptr inbounds i8, ptr %7, i64 %48
  %51 = load <8 x i8>, ptr %50, align 8, !tbaa !14
  %52 = zext <8 x i8> %51 to <8 x i32>
  %53 = add <8 x i32> %49, %52
  %54 = add nuw i64 %48, 8
  %55 = icmp eq i64 %54, %45
  br i1 %55, label %56, label %47, !llvm.loop !28

56:                                               ; preds = %47
  %57 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %53)
  br label %39

58:                                               ; preds = %63, %3
  %59 = phi i32 [ 0, %3 ], [ %69, %63 ]
  %60 = add nsw i32 %0, -1
  %61 = call fastcc i32 @depth_sum(i32 noundef %60) #8
  %62 = add nsw i32 %61, %59
  br label %72

63:                                               ; preds = %39, %63
  %64 = phi i64 [ %70, %63 ], [ %40, %39 ]
  %65 = phi i32 [ %69, %63 ], [ %41, %39 ]
  %66 = getelementptr inbounds i8, ptr %7, i64 %64
  %67 = load i8, ptr %66, align 1, !tbaa !14
  %68 = zext i8 %67 to i32
  %69 = add nuw nsw i32 %65, %68
  %70 = add nuw nsw i64 %64, 1
  %71 = icmp eq i64 %70, %14
  br i1 %71, label %58, label %63, !llvm.loop !29

72:                                               ; preds = %1, %58
  %73 = phi i32 [ %62, %58 ], [ 0, %1 ]
  ret i32 %73
}

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #6

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !8, i64 8}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !8, i64 8}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !12, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !8, i64 0}
!20 = distinct !{!20, !12, !16, !17}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12, !17, !16}
!26 = distinct !{!26, !12, !16, !17}
!27 = distinct !{!27, !12, !16, !17}
!28 = distinct !{!28, !12, !16, !17}
!29 = distinct !{!29, !12, !17, !16}
