; ModuleID = 'tests/programs/alloca_vla_mix.c'
source_filename = "tests/programs/alloca_vla_mix.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.Item = type { double, i8 }

@.str = private unnamed_addr constant [12 x i8] c"total %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"depth %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"items %.2f %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"alloca %d %.1f %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"big %u\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [60 x %struct.Item], align 8
  br label %37

2:                                                ; preds = %77
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %97) #6
  %4 = tail call fastcc i32 @depth_sum(i32 noundef 20) #7
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %4) #6
  %6 = tail call ptr @llvm.stacksave()
  call void @llvm.lifetime.start.p0(i64 960, ptr nonnull %1)
  br label %7

7:                                                ; preds = %7, %2
  %8 = phi i32 [ %16, %7 ], [ 0, %2 ]
  %9 = sitofp i32 %8 to double
  %10 = fmul double %9, 5.000000e-01
  %11 = getelementptr inbounds %struct.Item, ptr %1, i32 %8
  store double %10, ptr %11, align 8, !tbaa !4
  %12 = urem i32 %8, 26
  %13 = trunc i32 %12 to i8
  %14 = add nuw nsw i8 %13, 97
  %15 = getelementptr inbounds %struct.Item, ptr %1, i32 %8, i32 1
  store i8 %14, ptr %15, align 8, !tbaa !9
  %16 = add nuw nsw i32 %8, 1
  %17 = icmp eq i32 %16, 60
  br i1 %17, label %18, label %7, !llvm.loop !10

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %29, %18 ], [ 0, %7 ]
  %20 = phi double [ %28, %18 ], [ 0.000000e+00, %7 ]
  %21 = getelementptr inbounds %struct.Item, ptr %1, i32 %19
  %22 = load double, ptr %21, align 8, !tbaa !4
  %23 = getelementptr inbounds %struct.Item, ptr %1, i32 %19, i32 1
  %24 = load i8, ptr %23, align 8, !tbaa !9
  %25 = sext i8 %24 to i32
  %26 = add nsw i32 %25, -97
  %27 = sitofp i32 %26 to double
  %28 = tail call double @llvm.fmuladd.f64(double %22, double %27, double %20)
  %29 = add nuw nsw i32 %19, 1
  %30 = icmp eq i32 %29, 60
  br i1 %30, label %31, label %18, !llvm.loop !12

31:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 960, ptr nonnull %1)
  tail call void @llvm.stackrestore(ptr %6)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef 1.500000e+01, double noundef %28) #6
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 0, double noundef 1.000000e+00, i64 noundef 0) #6
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 1, double noundef 3.000000e+00, i64 noundef 0) #6
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 2, double noundef 5.000000e+00, i64 noundef 0) #6
  %36 = alloca [64000 x i8], align 1
  br label %110

37:                                               ; preds = %0, %77
  %38 = phi i32 [ 2, %0 ], [ %100, %77 ]
  %39 = phi i64 [ 0, %0 ], [ %97, %77 ]
  %40 = phi i32 [ 1, %0 ], [ %98, %77 ]
  %41 = trunc i32 %40 to i8
  %42 = urem i8 %41, 7
  %43 = zext i8 %42 to i32
  %44 = sub nsw i32 %43, %40
  %45 = add i32 %44, %38
  %46 = trunc i32 %40 to i8
  %47 = urem i8 %46, 7
  %48 = zext i8 %47 to i32
  %49 = add nuw nsw i32 %48, 1
  %50 = tail call ptr @llvm.stacksave()
  %51 = mul nuw nsw i32 %49, %40
  %52 = alloca i32, i32 %51, align 4
  br label %53

53:                                               ; preds = %37, %101
  %54 = phi i32 [ 0, %37 ], [ %102, %101 ]
  %55 = mul nsw i32 %54, 31
  %56 = mul nuw nsw i32 %54, %40
  %57 = getelementptr inbounds i32, ptr %52, i32 %56
  br label %104

58:                                               ; preds = %101, %65
  %59 = phi i32 [ %63, %65 ], [ 0, %101 ]
  %60 = phi i64 [ %74, %65 ], [ 0, %101 ]
  %61 = mul nuw nsw i32 %59, %40
  %62 = getelementptr inbounds i32, ptr %52, i32 %61
  %63 = add nuw nsw i32 %59, 1
  %64 = zext i32 %63 to i64
  br label %67

65:                                               ; preds = %67
  %66 = icmp eq i32 %59, %48
  br i1 %66, label %77, label %58, !llvm.loop !13

67:                                               ; preds = %67, %58
  %68 = phi i32 [ 0, %58 ], [ %75, %67 ]
  %69 = phi i64 [ %60, %58 ], [ %74, %67 ]
  %70 = getelementptr inbounds i32, ptr %62, i32 %68
  %71 = load i32, ptr %70, align 4, !tbaa !14
  %72 = sext i32 %71 to i64
  %73 = mul nsw i64 %72, %64
  %74 = add nsw i64 %73, %69
  %75 = add nuw nsw i32 %68, 1
  %76 = icmp eq i32 %75, %40
  br i1 %76, label %65, label %67, !llvm.loop !16

77:                                               ; preds = %65
  %78 = add nsw i64 %74, %39
  %79 = load i32, ptr %52, align 4, !tbaa !14
  %80 = mul nsw i32 %40, %48
  %81 = getelementptr inbounds i32, ptr %52, i32 %80
  %82 = add nsw i32 %40, -1
  %83 = getelementptr inbounds i32, ptr %81, i32 %82
  %84 = load i32, ptr %83, align 4, !tbaa !14
  %85 = shl nuw nsw i32 %49, 1
  %86 = mul nuw nsw i32 %40, 3
  %87 = shl nsw i32 %79, 2
  %88 = mul nsw i32 %84, 5
  %89 = mul i32 %51, 40
  %90 = add nuw nsw i32 %40, 230
  %91 = add nuw nsw i32 %90, %86
  %92 = add i32 %91, %85
  %93 = add i32 %92, %89
  %94 = add i32 %93, %87
  %95 = add i32 %94, %88
  %96 = sext i32 %95 to i64
  %97 = add nsw i64 %78, %96
  tail call void @llvm.stackrestore(ptr %50)
  %98 = add i32 %40, 3
  %99 = icmp ult i32 %40, 38
  %100 = add nuw nsw i32 %38, 3
  br i1 %99, label %37, label %2, !llvm.loop !17

101:                                              ; preds = %104
  %102 = add nuw i32 %54, 1
  %103 = icmp eq i32 %102, %45
  br i1 %103, label %58, label %53, !llvm.loop !18

104:                                              ; preds = %53, %104
  %105 = phi i32 [ 0, %53 ], [ %108, %104 ]
  %106 = add nuw nsw i32 %105, %55
  %107 = getelementptr inbounds i32, ptr %57, i32 %105
  store i32 %106, ptr %107, align 4, !tbaa !14
  %108 = add nuw nsw i32 %105, 1
  %109 = icmp eq i32 %108, %40
  br i1 %109, label %101, label %104, !llvm.loop !19

110:                                              ; preds = %31, %110
  %111 = phi i32 [ 0, %31 ], [ %115, %110 ]
  %112 = trunc i32 %111 to i8
  %113 = mul i8 %112, 7
  %114 = getelementptr inbounds i8, ptr %36, i32 %111
  store i8 %113, ptr %114, align 1, !tbaa !20
  %115 = add nuw nsw i32 %111, 1
  %116 = icmp eq i32 %115, 64000
  br i1 %116, label %119, label %110, !llvm.loop !21

117:                                              ; preds = %119
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %125) #6
  ret i32 0

119:                                              ; preds = %110, %119
  %120 = phi i32 [ %126, %119 ], [ 0, %110 ]
  %121 = phi i32 [ %125, %119 ], [ 0, %110 ]
  %122 = getelementptr inbounds i8, ptr %36, i32 %120
  %123 = load i8, ptr %122, align 1, !tbaa !20
  %124 = zext i8 %123 to i32
  %125 = add i32 %121, %124
  %126 = add nuw nsw i32 %120, 61
  %127 = icmp ult i32 %120, 63939
  br i1 %127, label %119, label %117, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc i32 @depth_sum(i32 noundef %0) unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %27, label %3

3:                                                ; preds = %1
  %4 = shl nsw i32 %0, 4
  %5 = or i32 %4, 1
  %6 = alloca i8, i32 %5, align 8
  %7 = and i32 %0, 127
  %8 = call ptr @memset(ptr noundef nonnull %6, i32 noundef %7, i32 noundef %5) #6
  %9 = icmp slt i32 %0, 0
  br i1 %9, label %13, label %10

10:                                               ; preds = %3
  %11 = call i32 @llvm.smax.i32(i32 %4, i32 0)
  %12 = or i32 %11, 1
  br label %18

13:                                               ; preds = %18, %3
  %14 = phi i32 [ 0, %3 ], [ %24, %18 ]
  %15 = add nsw i32 %0, -1
  %16 = call fastcc i32 @depth_sum(i32 noundef %15) #7
  %17 = add nsw i32 %16, %14
  br label %27

18:                                               ; preds = %10, %18
  %19 = phi i32 [ %25, %18 ], [ 0, %10 ]
  %20 = phi i32 [ %24, %18 ], [ 0, %10 ]
  %21 = getelementptr inbounds i8, ptr %6, i32 %19
  %22 = load i8, ptr %21, align 1, !tbaa !20
  %23 = sext i8 %22 to i32
  %24 = add nsw i32 %20, %23
  %25 = add nuw nsw i32 %19, 1
  %26 = icmp eq i32 %25, %12
  br i1 %26, label %13, label %18, !llvm.loop !23

27:                                               ; preds = %1, %13
  %28 = phi i32 [ %17, %13 ], [ 0, %1 ]
  ret i32 %28
}

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !6, i64 0}
!5 = !{!"", !6, i64 0, !7, i64 8}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!5, !7, i64 8}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = !{!7, !7, i64 0}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
