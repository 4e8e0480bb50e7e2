; ModuleID = 'vector_loops.c'
source_filename = "vector_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@A = dso_local global [1003 x i32] zeroinitializer, align 16
@B = dso_local global [1003 x i32] zeroinitializer, align 16
@C = dso_local global [1003 x i8] zeroinitializer, align 16
@F = dso_local global [1003 x float] zeroinitializer, align 16
@G = dso_local global [1003 x float] zeroinitializer, align 16
@X = dso_local global [1003 x double] zeroinitializer, align 16
@Y = dso_local global [1003 x double] zeroinitializer, align 16
@H = dso_local global [1003 x i16] zeroinitializer, align 16
@S = dso_local global [1003 x i8] zeroinitializer, align 16
@P = dso_local global [1003 x i16] zeroinitializer, align 16
@Q = dso_local global [1003 x i16] zeroinitializer, align 16
@D = dso_local global [1003 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %30

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %27, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967292
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %21, %9 ]
  %11 = phi <2 x i64> [ zeroinitializer, %7 ], [ %19, %9 ]
  %12 = phi <2 x i64> [ zeroinitializer, %7 ], [ %20, %9 ]
  %13 = getelementptr inbounds i32, ptr %0, i64 %10
  %14 = load <2 x i32>, ptr %13, align 4, !tbaa !5
  %15 = getelementptr inbounds i32, ptr %13, i64 2
  %16 = load <2 x i32>, ptr %15, align 4, !tbaa !5
  %17 = sext <2 x i32> %14 to <2 x i64>
  %18 = sext <2 x i32> %16 to <2 x i64>
  %19 = add <2 x i64> %11, %17
  %20 = add <2 x i64> %12, %18
  %21 = add nuw i64 %10, 4
  %22 = icmp eq i64 %21, %8
  br i1 %22, label %23, label %9, !llvm.loop !9

23:                                               ; preds = %9
  %24 = add <2 x i64> %20, %19
  %25 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %24)
  %26 = icmp eq i64 %8, %5
  br i1 %26, label %30, label %27

27:                                               ; preds = %4, %23
  %28 = phi i64 [ 0, %4 ], [ %8, %23 ]
  %29 = phi i64 [ 0, %4 ], [ %25, %23 ]
  br label %32

30:                                               ; preds = %32, %23, %2
  %31 = phi i64 [ 0, %2 ], [ %25, %23 ], [ %38, %32 ]
  ret i64 %31

32:                                               ; preds = %27, %32
  %33 = phi i64 [ %39, %32 ], [ %28, %27 ]
  %34 = phi i64 [ %38, %32 ], [ %29, %27 ]
  %35 = getelementptr inbounds i32, ptr %0, i64 %33
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %34, %37
  %39 = add nuw nsw i64 %33, 1
  %40 = icmp eq i64 %39, %5
  br i1 %40, label %30, label %32, !llvm.loop !13
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %31

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 4294967292
  br label %33

11:                                               ; preds = %33, %5
  %12 = phi i64 [ undef, %5 ], [ %71, %33 ]
  %13 = phi i64 [ 0, %5 ], [ %72, %33 ]
  %14 = phi i64 [ 0, %5 ], [ %71, %33 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %31, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %28, %16 ], [ %13, %11 ]
  %18 = phi i64 [ %27, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %29, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds i32, ptr %0, i64 %17
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %1, i64 %17
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = sext i32 %24 to i64
  %26 = mul nsw i64 %25, %22
  %27 = add nsw i64 %26, %18
  %28 = add nuw nsw i64 %17, 1
  %29 = add i64 %19, 1
  %30 = icmp eq i64 %29, %7
  br i1 %30, label %31, label %16, !llvm.loop !14

31:                                               ; preds = %11, %16, %3
  %32 = phi i64 [ 0, %3 ], [ %12, %11 ], [ %27, %16 ]
  ret i64 %32

33:                                               ; preds = %33, %9
  %34 = phi i64 [ 0, %9 ], [ %72, %33 ]
  %35 = phi i64 [ 0, %9 ], [ %71, %33 ]
  %36 = phi i64 [ 0, %9 ], [ %73, %33 ]
  %37 = getelementptr inbounds i32, ptr %0, i64 %34
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %1, i64 %34
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = sext i32 %41 to i64
  %43 = mul nsw i64 %42, %39
  %44 = add nsw i64 %43, %35
  %45 = or i64 %34, 1
  %46 = getelementptr inbounds i32, ptr %0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %1, i64 %45
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = sext i32 %50 to i64
  %52 = mul nsw i64 %51, %48
  %53 = add nsw i64 %52, %44
  %54 = or i64 %34, 2
  %55 = getelementptr inbounds i32, ptr %0, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %1, i64 %54
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = sext i32 %59 to i64
  %61 = mul nsw i64 %60, %57
  %62 = add nsw i64 %61, %53
  %63 = or i64 %34, 3
  %64 = getelementptr inbounds i32, ptr %0, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %1, i64 %63
  %68 = load i32, ptr %67, align 4, !tbaa !5
  %69 = sext i32 %68 to i64
  %70 = mul nsw i64 %69, %66
  %71 = add nsw i64 %70, %62
  %72 = add nuw nsw i64 %34, 4
  %73 = add nuw i64 %36, 4
  %74 = icmp eq i64 %73, %10
  br i1 %74, label %11, label %33, !llvm.loop !16
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @copy(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #1 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 %2, i1 false), !tbaa !17
  br label %6

6:                                                ; preds = %5, %3
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @addf(ptr noalias nocapture noundef %0, ptr noalias nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %28

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %26, label %8

8:                                                ; preds = %5
  %9 = and i64 %6, 4294967288
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %22, %10 ]
  %12 = getelementptr inbounds float, ptr %1, i64 %11
  %13 = load <4 x float>, ptr %12, align 4, !tbaa !18
  %14 = getelementptr inbounds float, ptr %12, i64 4
  %15 = load <4 x float>, ptr %14, align 4, !tbaa !18
  %16 = getelementptr inbounds float, ptr %0, i64 %11
  %17 = load <4 x float>, ptr %16, align 4, !tbaa !18
  %18 = getelementptr inbounds float, ptr %16, i64 4
  %19 = load <4 x float>, ptr %18, align 4, !tbaa !18
  %20 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %13, <4 x float> <float 2.500000e+00, float 2.500000e+00, float 2.500000e+00, float 2.500000e+00>, <4 x float> %17)
  %21 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %15, <4 x float> <float 2.500000e+00, float 2.500000e+00, float 2.500000e+00, float 2.500000e+00>, <4 x float> %19)
  store <4 x float> %20, ptr %16, align 4, !tbaa !18
  store <4 x float> %21, ptr %18, align 4, !tbaa !18
  %22 = add nuw i64 %11, 8
  %23 = icmp eq i64 %22, %9
  br i1 %23, label %24, label %10, !llvm.loop !20

24:                                               ; preds = %10
  %25 = icmp eq i64 %9, %6
  br i1 %25, label %28, label %26

26:                                               ; preds = %5, %24
  %27 = phi i64 [ 0, %5 ], [ %9, %24 ]
  br label %29

28:                                               ; preds = %29, %24, %3
  ret void

29:                                               ; preds = %26, %29
  %30 = phi i64 [ %36, %29 ], [ %27, %26 ]
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !18
  %33 = getelementptr inbounds float, ptr %0, i64 %30
  %34 = load float, ptr %33, align 4, !tbaa !18
  %35 = tail call float @llvm.fmuladd.f32(float %32, float 2.500000e+00, float %34)
  store float %35, ptr %33, align 4, !tbaa !18
  %36 = add nuw nsw i64 %30, 1
  %37 = icmp eq i64 %36, %6
  br i1 %37, label %28, label %29, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @addd(ptr noalias nocapture noundef %0, ptr noalias nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %28

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %26, label %8

8:                                                ; preds = %5
  %9 = and i64 %6, 4294967292
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %22, %10 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = load <2 x double>, ptr %12, align 8, !tbaa !22
  %14 = getelementptr inbounds double, ptr %12, i64 2
  %15 = load <2 x double>, ptr %14, align 8, !tbaa !22
  %16 = getelementptr inbounds double, ptr %1, i64 %11
  %17 = load <2 x double>, ptr %16, align 8, !tbaa !22
  %18 = getelementptr inbounds double, ptr %16, i64 2
  %19 = load <2 x double>, ptr %18, align 8, !tbaa !22
  %20 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %13, <2 x double> <double 1.100000e+00, double 1.100000e+00>, <2 x double> %17)
  %21 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> <double 1.100000e+00, double 1.100000e+00>, <2 x double> %19)
  store <2 x double> %20, ptr %12, align 8, !tbaa !22
  store <2 x double> %21, ptr %14, align 8, !tbaa !22
  %22 = add nuw i64 %11, 4
  %23 = icmp eq i64 %22, %9
  br i1 %23, label %24, label %10, !llvm.loop !24

24:                                               ; preds = %10
  %25 = icmp eq i64 %9, %6
  br i1 %25, label %28, label %26

26:                                               ; preds = %5, %24
  %27 = phi i64 [ 0, %5 ], [ %9, %24 ]
  br label %29

28:                                               ; preds = %29, %24, %3
  ret void

29:                                               ; preds = %26, %29
  %30 = phi i64 [ %36, %29 ], [ %27, %26 ]
  %31 = getelementptr inbounds double, ptr %0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !22
  %33 = getelementptr inbounds double, ptr %1, i64 %30
  %34 = load double, ptr %33, align 8, !tbaa !22
  %35 = tail call double @llvm.fmuladd.f64(double %32, double 1.100000e+00, double %34)
  store double %35, ptr %31, align 8, !tbaa !22
  %36 = add nuw nsw i64 %30, 1
  %37 = icmp eq i64 %36, %6
  br i1 %37, label %28, label %29, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @div7(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %23

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %21, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967288
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %17, %9 ]
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load <4 x i32>, ptr %11, align 4, !tbaa !5
  %13 = getelementptr inbounds i32, ptr %11, i64 4
  %14 = load <4 x i32>, ptr %13, align 4, !tbaa !5
  %15 = udiv <4 x i32> %12, <i32 7, i32 7, i32 7, i32 7>
  %16 = udiv <4 x i32> %14, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %15, ptr %11, align 4, !tbaa !5
  store <4 x i32> %16, ptr %13, align 4, !tbaa !5
  %17 = add nuw i64 %10, 8
  %18 = icmp eq i64 %17, %8
  br i1 %18, label %19, label %9, !llvm.loop !26

19:                                               ; preds = %9
  %20 = icmp eq i64 %8, %5
  br i1 %20, label %23, label %21

21:                                               ; preds = %4, %19
  %22 = phi i64 [ 0, %4 ], [ %8, %19 ]
  br label %24

23:                                               ; preds = %24, %19, %2
  ret void

24:                                               ; preds = %21, %24
  %25 = phi i64 [ %29, %24 ], [ %22, %21 ]
  %26 = getelementptr inbounds i32, ptr %0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = udiv i32 %27, 7
  store i32 %28, ptr %26, align 4, !tbaa !5
  %29 = add nuw nsw i64 %25, 1
  %30 = icmp eq i64 %29, %5
  br i1 %30, label %23, label %24, !llvm.loop !27
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @usum16(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %30

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %27, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967288
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %21, %9 ]
  %11 = phi <4 x i32> [ zeroinitializer, %7 ], [ %19, %9 ]
  %12 = phi <4 x i32> [ zeroinitializer, %7 ], [ %20, %9 ]
  %13 = getelementptr inbounds i16, ptr %0, i64 %10
  %14 = load <4 x i16>, ptr %13, align 2, !tbaa !28
  %15 = getelementptr inbounds i16, ptr %13, i64 4
  %16 = load <4 x i16>, ptr %15, align 2, !tbaa !28
  %17 = zext <4 x i16> %14 to <4 x i32>
  %18 = zext <4 x i16> %16 to <4 x i32>
  %19 = add <4 x i32> %11, %17
  %20 = add <4 x i32> %12, %18
  %21 = add nuw i64 %10, 8
  %22 = icmp eq i64 %21, %8
  br i1 %22, label %23, label %9, !llvm.loop !30

23:                                               ; preds = %9
  %24 = add <4 x i32> %20, %19
  %25 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %24)
  %26 = icmp eq i64 %8, %5
  br i1 %26, label %30, label %27

27:                                               ; preds = %4, %23
  %28 = phi i64 [ 0, %4 ], [ %8, %23 ]
  %29 = phi i32 [ 0, %4 ], [ %25, %23 ]
  br label %32

30:                                               ; preds = %32, %23, %2
  %31 = phi i32 [ 0, %2 ], [ %25, %23 ], [ %38, %32 ]
  ret i32 %31

32:                                               ; preds = %27, %32
  %33 = phi i64 [ %39, %32 ], [ %28, %27 ]
  %34 = phi i32 [ %38, %32 ], [ %29, %27 ]
  %35 = getelementptr inbounds i16, ptr %0, i64 %33
  %36 = load i16, ptr %35, align 2, !tbaa !28
  %37 = zext i16 %36 to i32
  %38 = add i32 %34, %37
  %39 = add nuw nsw i64 %33, 1
  %40 = icmp eq i64 %39, %5
  br i1 %40, label %30, label %32, !llvm.loop !31
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @bytesum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %32

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %29, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967288
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %23, %9 ]
  %11 = phi <4 x i32> [ zeroinitializer, %7 ], [ %21, %9 ]
  %12 = phi <4 x i32> [ zeroinitializer, %7 ], [ %22, %9 ]
  %13 = getelementptr inbounds i8, ptr %0, i64 %10
  %14 = load <4 x i8>, ptr %13, align 1, !tbaa !17
  %15 = getelementptr inbounds i8, ptr %13, i64 4
  %16 = load <4 x i8>, ptr %15, align 1, !tbaa !17
  %17 = sext <4 x i8> %14 to <4 x i32>
  %18 = sext <4 x i8> %16 to <4 x i32>
  %19 = mul nsw <4 x i32> %17, %17
  %20 = mul nsw <4 x i32> %18, %18
  %21 = add <4 x i32> %19, %11
  %22 = add <4 x i32> %20, %12
  %23 = add nuw i64 %10, 8
  %24 = icmp eq i64 %23, %8
  br i1 %24, label %25, label %9, !llvm.loop !32

25:                                               ; preds = %9
  %26 = add <4 x i32> %22, %21
  %27 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %26)
  %28 = icmp eq i64 %8, %5
  br i1 %28, label %32, label %29

29:                                               ; preds = %4, %25
  %30 = phi i64 [ 0, %4 ], [ %8, %25 ]
  %31 = phi i32 [ 0, %4 ], [ %27, %25 ]
  br label %34

32:                                               ; preds = %34, %25, %2
  %33 = phi i32 [ 0, %2 ], [ %27, %25 ], [ %41, %34 ]
  ret i32 %33

34:                                               ; preds = %29, %34
  %35 = phi i64 [ %42, %34 ], [ %30, %29 ]
  %36 = phi i32 [ %41, %34 ], [ %31, %29 ]
  %37 = getelementptr inbounds i8, ptr %0, i64 %35
  %38 = load i8, ptr %37, align 1, !tbaa !17
  %39 = sext i8 %38 to i32
  %40 = mul nsw i32 %39, %39
  %41 = add nuw nsw i32 %40, %36
  %42 = add nuw nsw i64 %35, 1
  %43 = icmp eq i64 %42, %5
  br i1 %43, label %32, label %34, !llvm.loop !33
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @mix(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %61

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %41, label %8

8:                                                ; preds = %5
  %9 = shl nuw nsw i64 %6, 2
  %10 = getelementptr i8, ptr %0, i64 %9
  %11 = getelementptr i8, ptr %1, i64 %9
  %12 = icmp ugt ptr %11, %0
  %13 = icmp ugt ptr %10, %1
  %14 = and i1 %12, %13
  br i1 %14, label %41, label %15

15:                                               ; preds = %8
  %16 = and i64 %6, 4294967288
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %37, %17 ]
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load <4 x i32>, ptr %19, align 4, !tbaa !5, !alias.scope !34, !noalias !37
  %21 = getelementptr inbounds i32, ptr %19, i64 4
  %22 = load <4 x i32>, ptr %21, align 4, !tbaa !5, !alias.scope !34, !noalias !37
  %23 = getelementptr inbounds i32, ptr %1, i64 %18
  %24 = load <4 x i32>, ptr %23, align 4, !tbaa !5, !alias.scope !37
  %25 = getelementptr inbounds i32, ptr %23, i64 4
  %26 = load <4 x i32>, ptr %25, align 4, !tbaa !5, !alias.scope !37
  %27 = xor <4 x i32> %24, %20
  %28 = xor <4 x i32> %26, %22
  %29 = and <4 x i32> %20, <i32 255, i32 255, i32 255, i32 255>
  %30 = and <4 x i32> %22, <i32 255, i32 255, i32 255, i32 255>
  %31 = add <4 x i32> %27, %29
  %32 = add <4 x i32> %28, %30
  %33 = or <4 x i32> %24, <i32 3, i32 3, i32 3, i32 3>
  %34 = or <4 x i32> %26, <i32 3, i32 3, i32 3, i32 3>
  %35 = sub <4 x i32> %31, %33
  %36 = sub <4 x i32> %32, %34
  store <4 x i32> %35, ptr %19, align 4, !tbaa !5, !alias.scope !34, !noalias !37
  store <4 x i32> %36, ptr %21, align 4, !tbaa !5, !alias.scope !34, !noalias !37
  %37 = add nuw i64 %18, 8
  %38 = icmp eq i64 %37, %16
  br i1 %38, label %39, label %17, !llvm.loop !39

39:                                               ; preds = %17
  %40 = icmp eq i64 %16, %6
  br i1 %40, label %61, label %41

41:                                               ; preds = %8, %5, %39
  %42 = phi i64 [ 0, %8 ], [ 0, %5 ], [ %16, %39 ]
  %43 = xor i64 %42, -1
  %44 = and i64 %6, 1
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %57, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds i32, ptr %0, i64 %42
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = getelementptr inbounds i32, ptr %1, i64 %42
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = xor i32 %50, %48
  %52 = and i32 %48, 255
  %53 = add i32 %51, %52
  %54 = or i32 %50, 3
  %55 = sub i32 %53, %54
  store i32 %55, ptr %47, align 4, !tbaa !5
  %56 = or i64 %42, 1
  br label %57

57:                                               ; preds = %46, %41
  %58 = phi i64 [ %42, %41 ], [ %56, %46 ]
  %59 = sub nsw i64 0, %6
  %60 = icmp eq i64 %43, %59
  br i1 %60, label %61, label %62

61:                                               ; preds = %57, %62, %39, %3
  ret void

62:                                               ; preds = %57, %62
  %63 = phi i64 [ %83, %62 ], [ %58, %57 ]
  %64 = getelementptr inbounds i32, ptr %0, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = getelementptr inbounds i32, ptr %1, i64 %63
  %67 = load i32, ptr %66, align 4, !tbaa !5
  %68 = xor i32 %67, %65
  %69 = and i32 %65, 255
  %70 = add i32 %68, %69
  %71 = or i32 %67, 3
  %72 = sub i32 %70, %71
  store i32 %72, ptr %64, align 4, !tbaa !5
  %73 = add nuw nsw i64 %63, 1
  %74 = getelementptr inbounds i32, ptr %0, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = getelementptr inbounds i32, ptr %1, i64 %73
  %77 = load i32, ptr %76, align 4, !tbaa !5
  %78 = xor i32 %77, %75
  %79 = and i32 %75, 255
  %80 = add i32 %78, %79
  %81 = or i32 %77, 3
  %82 = sub i32 %80, %81
  store i32 %82, ptr %74, align 4, !tbaa !5
  %83 = add nuw nsw i64 %63, 2
  %84 = icmp eq i64 %83, %6
  br i1 %84, label %61, label %62, !llvm.loop !40
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @mul16(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %52

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = icmp ult i32 %2, 16
  br i1 %7, label %35, label %8

8:                                                ; preds = %5
  %9 = shl nuw nsw i64 %6, 1
  %10 = getelementptr i8, ptr %0, i64 %9
  %11 = getelementptr i8, ptr %1, i64 %9
  %12 = icmp ugt ptr %11, %0
  %13 = icmp ugt ptr %10, %1
  %14 = and i1 %12, %13
  br i1 %14, label %35, label %15

15:                                               ; preds = %8
  %16 = and i64 %6, 4294967280
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %31, %17 ]
  %19 = getelementptr inbounds i16, ptr %0, i64 %18
  %20 = load <8 x i16>, ptr %19, align 2, !tbaa !28, !alias.scope !41, !noalias !44
  %21 = getelementptr inbounds i16, ptr %19, i64 8
  %22 = load <8 x i16>, ptr %21, align 2, !tbaa !28, !alias.scope !41, !noalias !44
  %23 = getelementptr inbounds i16, ptr %1, i64 %18
  %24 = load <8 x i16>, ptr %23, align 2, !tbaa !28, !alias.scope !44
  %25 = getelementptr inbounds i16, ptr %23, i64 8
  %26 = load <8 x i16>, ptr %25, align 2, !tbaa !28, !alias.scope !44
  %27 = mul <8 x i16> %24, %20
  %28 = mul <8 x i16> %26, %22
  %29 = add <8 x i16> %27, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %30 = add <8 x i16> %28, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  store <8 x i16> %29, ptr %19, align 2, !tbaa !28, !alias.scope !41, !noalias !44
  store <8 x i16> %30, ptr %21, align 2, !tbaa !28, !alias.scope !41, !noalias !44
  %31 = add nuw i64 %18, 16
  %32 = icmp eq i64 %31, %16
  br i1 %32, label %33, label %17, !llvm.loop !46

33:                                               ; preds = %17
  %34 = icmp eq i64 %16, %6
  br i1 %34, label %52, label %35

35:                                               ; preds = %8, %5, %33
  %36 = phi i64 [ 0, %8 ], [ 0, %5 ], [ %16, %33 ]
  %37 = xor i64 %36, -1
  %38 = and i64 %6, 1
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %48, label %40

40:                                               ; preds = %35
  %41 = getelementptr inbounds i16, ptr %0, i64 %36
  %42 = load i16, ptr %41, align 2, !tbaa !28
  %43 = getelementptr inbounds i16, ptr %1, i64 %36
  %44 = load i16, ptr %43, align 2, !tbaa !28
  %45 = mul i16 %44, %42
  %46 = add i16 %45, 3
  store i16 %46, ptr %41, align 2, !tbaa !28
  %47 = or i64 %36, 1
  br label %48

48:                                               ; preds = %40, %35
  %49 = phi i64 [ %36, %35 ], [ %47, %40 ]
  %50 = sub nsw i64 0, %6
  %51 = icmp eq i64 %37, %50
  br i1 %51, label %52, label %53

52:                                               ; preds = %48, %53, %33, %3
  ret void

53:                                               ; preds = %48, %53
  %54 = phi i64 [ %68, %53 ], [ %49, %48 ]
  %55 = getelementptr inbounds i16, ptr %0, i64 %54
  %56 = load i16, ptr %55, align 2, !tbaa !28
  %57 = getelementptr inbounds i16, ptr %1, i64 %54
  %58 = load i16, ptr %57, align 2, !tbaa !28
  %59 = mul i16 %58, %56
  %60 = add i16 %59, 3
  store i16 %60, ptr %55, align 2, !tbaa !28
  %61 = add nuw nsw i64 %54, 1
  %62 = getelementptr inbounds i16, ptr %0, i64 %61
  %63 = load i16, ptr %62, align 2, !tbaa !28
  %64 = getelementptr inbounds i16, ptr %1, i64 %61
  %65 = load i16, ptr %64, align 2, !tbaa !28
  %66 = mul i16 %65, %63
  %67 = add i16 %66, 3
  store i16 %67, ptr %62, align 2, !tbaa !28
  %68 = add nuw nsw i64 %54, 2
  %69 = icmp eq i64 %68, %6
  br i1 %69, label %52, label %53, !llvm.loop !47
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @dotu(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %31

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 4294967292
  br label %33

11:                                               ; preds = %33, %5
  %12 = phi i64 [ undef, %5 ], [ %71, %33 ]
  %13 = phi i64 [ 0, %5 ], [ %72, %33 ]
  %14 = phi i64 [ 0, %5 ], [ %71, %33 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %31, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %28, %16 ], [ %13, %11 ]
  %18 = phi i64 [ %27, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %29, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds i32, ptr %0, i64 %17
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %1, i64 %17
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = zext i32 %24 to i64
  %26 = mul nuw i64 %25, %22
  %27 = add i64 %26, %18
  %28 = add nuw nsw i64 %17, 1
  %29 = add i64 %19, 1
  %30 = icmp eq i64 %29, %7
  br i1 %30, label %31, label %16, !llvm.loop !48

31:                                               ; preds = %11, %16, %3
  %32 = phi i64 [ 0, %3 ], [ %12, %11 ], [ %27, %16 ]
  ret i64 %32

33:                                               ; preds = %33, %9
  %34 = phi i64 [ 0, %9 ], [ %72, %33 ]
  %35 = phi i64 [ 0, %9 ], [ %71, %33 ]
  %36 = phi i64 [ 0, %9 ], [ %73, %33 ]
  %37 = getelementptr inbounds i32, ptr %0, i64 %34
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %1, i64 %34
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = zext i32 %41 to i64
  %43 = mul nuw i64 %42, %39
  %44 = add i64 %43, %35
  %45 = or i64 %34, 1
  %46 = getelementptr inbounds i32, ptr %0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %1, i64 %45
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = zext i32 %50 to i64
  %52 = mul nuw i64 %51, %48
  %53 = add i64 %52, %44
  %54 = or i64 %34, 2
  %55 = getelementptr inbounds i32, ptr %0, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %1, i64 %54
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = zext i32 %59 to i64
  %61 = mul nuw i64 %60, %57
  %62 = add i64 %61, %53
  %63 = or i64 %34, 3
  %64 = getelementptr inbounds i32, ptr %0, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %1, i64 %63
  %68 = load i32, ptr %67, align 4, !tbaa !5
  %69 = zext i32 %68 to i64
  %70 = mul nuw i64 %69, %66
  %71 = add i64 %70, %62
  %72 = add nuw nsw i64 %34, 4
  %73 = add nuw i64 %36, 4
  %74 = icmp eq i64 %73, %10
  br i1 %74, label %11, label %33, !llvm.loop !49
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %39, %1 ]
  %3 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %40, %1 ]
  %4 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %41, %1 ]
  %5 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %42, %1 ]
  %6 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %43, %1 ]
  %7 = phi <2 x i8> [ <i8 0, i8 1>, %0 ], [ %44, %1 ]
  %8 = phi <2 x i16> [ <i16 0, i16 1>, %0 ], [ %45, %1 ]
  %9 = getelementptr inbounds [1003 x i32], ptr @A, i64 0, i64 %2
  %10 = mul <2 x i32> %5, <i32 7919, i32 7919>
  %11 = add <2 x i32> %10, <i32 -400000, i32 -400000>
  store <2 x i32> %11, ptr %9, align 8, !tbaa !5
  %12 = mul <2 x i32> %6, <i32 31, i32 31>
  %13 = xor <2 x i32> %12, <i32 5921370, i32 5921370>
  %14 = getelementptr inbounds [1003 x i32], ptr @B, i64 0, i64 %2
  store <2 x i32> %13, ptr %14, align 8, !tbaa !5
  %15 = mul <2 x i8> %7, <i8 13, i8 13>
  %16 = getelementptr inbounds [1003 x i8], ptr @C, i64 0, i64 %2
  store <2 x i8> %15, ptr %16, align 2, !tbaa !17
  %17 = sitofp <2 x i32> %4 to <2 x float>
  %18 = fmul <2 x float> %17, <float 2.500000e-01, float 2.500000e-01>
  %19 = getelementptr inbounds [1003 x float], ptr @F, i64 0, i64 %2
  store <2 x float> %18, ptr %19, align 8, !tbaa !18
  %20 = trunc <2 x i64> %3 to <2 x i32>
  %21 = add <2 x i32> %20, <i32 1, i32 1>
  %22 = sitofp <2 x i32> %21 to <2 x float>
  %23 = fdiv <2 x float> <float 1.000000e+03, float 1.000000e+03>, %22
  %24 = getelementptr inbounds [1003 x float], ptr @G, i64 0, i64 %2
  store <2 x float> %23, ptr %24, align 8, !tbaa !18
  %25 = sitofp <2 x i32> %4 to <2 x double>
  %26 = fmul <2 x double> %25, <double 5.000000e-01, double 5.000000e-01>
  %27 = getelementptr inbounds [1003 x double], ptr @X, i64 0, i64 %2
  store <2 x double> %26, ptr %27, align 16, !tbaa !22
  %28 = sitofp <2 x i32> %21 to <2 x double>
  %29 = fdiv <2 x double> <double 3.000000e+00, double 3.000000e+00>, %28
  %30 = getelementptr inbounds [1003 x double], ptr @Y, i64 0, i64 %2
  store <2 x double> %29, ptr %30, align 16, !tbaa !22
  %31 = mul <2 x i16> %8, <i16 -25033, i16 -25033>
  %32 = getelementptr inbounds [1003 x i16], ptr @H, i64 0, i64 %2
  store <2 x i16> %31, ptr %32, align 4, !tbaa !28
  %33 = mul <2 x i8> %7, <i8 37, i8 37>
  %34 = getelementptr inbounds [1003 x i8], ptr @S, i64 0, i64 %2
  store <2 x i8> %33, ptr %34, align 2, !tbaa !17
  %35 = mul nuw nsw <2 x i16> %8, <i16 3, i16 3>
  %36 = getelementptr inbounds [1003 x i16], ptr @P, i64 0, i64 %2
  store <2 x i16> %35, ptr %36, align 4, !tbaa !28
  %37 = mul <2 x i16> %8, <i16 1001, i16 1001>
  %38 = getelementptr inbounds [1003 x i16], ptr @Q, i64 0, i64 %2
  store <2 x i16> %37, ptr %38, align 4, !tbaa !28
  %39 = add nuw i64 %2, 2
  %40 = add <2 x i64> %3, <i64 2, i64 2>
  %41 = add <2 x i32> %4, <i32 2, i32 2>
  %42 = add <2 x i32> %5, <i32 2, i32 2>
  %43 = add <2 x i32> %6, <i32 2, i32 2>
  %44 = add <2 x i8> %7, <i8 2, i8 2>
  %45 = add <2 x i16> %8, <i16 2, i16 2>
  %46 = icmp eq i64 %39, 1002
  br i1 %46, label %47, label %1, !llvm.loop !50

47:                                               ; preds = %1
  store i32 7534838, ptr getelementptr inbounds ([1003 x i32], ptr @A, i64 0, i64 1002), align 8, !tbaa !5
  store i32 5907212, ptr getelementptr inbounds ([1003 x i32], ptr @B, i64 0, i64 1002), align 8, !tbaa !5
  store i8 -30, ptr getelementptr inbounds ([1003 x i8], ptr @C, i64 0, i64 1002), align 2, !tbaa !17
  store float 2.505000e+02, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 1002), align 8, !tbaa !18
  store float 0x3FEFE77F60000000, ptr getelementptr inbounds ([1003 x float], ptr @G, i64 0, i64 1002), align 8, !tbaa !18
  store double 5.010000e+02, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 1002), align 16, !tbaa !22
  store double 0x3F6880A359965540, ptr getelementptr inbounds ([1003 x double], ptr @Y, i64 0, i64 1002), align 16, !tbaa !22
  store i16 17222, ptr getelementptr inbounds ([1003 x i16], ptr @H, i64 0, i64 1002), align 4, !tbaa !28
  store i8 -46, ptr getelementptr inbounds ([1003 x i8], ptr @S, i64 0, i64 1002), align 2, !tbaa !17
  store i16 3006, ptr getelementptr inbounds ([1003 x i16], ptr @P, i64 0, i64 1002), align 4, !tbaa !28
  store i16 19962, ptr getelementptr inbounds ([1003 x i16], ptr @Q, i64 0, i64 1002), align 4, !tbaa !28
  %48 = tail call i64 @sum(ptr noundef nonnull @A, i32 noundef 1003)
  %49 = tail call i64 @dot(ptr noundef nonnull @A, ptr noundef nonnull @B, i32 noundef 990)
  %50 = xor i64 %48, %49
  %51 = tail call i64 @sum(ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @A, i64 0, i64 1), i32 noundef 1002)
  %52 = add nsw i64 %51, %50
  %53 = tail call i64 @dot(ptr noundef nonnull @A, ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @B, i64 0, i64 1), i32 noundef 989)
  %54 = xor i64 %52, %53
  %55 = tail call i64 @sum(ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @A, i64 0, i64 2), i32 noundef 1001)
  %56 = add nsw i64 %55, %54
  %57 = tail call i64 @dot(ptr noundef nonnull @A, ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @B, i64 0, i64 2), i32 noundef 988)
  %58 = xor i64 %56, %57
  %59 = tail call i64 @sum(ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @A, i64 0, i64 3), i32 noundef 1000)
  %60 = add nsw i64 %59, %58
  %61 = tail call i64 @dot(ptr noundef nonnull @A, ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @B, i64 0, i64 3), i32 noundef 987)
  %62 = xor i64 %60, %61
  %63 = tail call i64 @sum(ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @A, i64 0, i64 4), i32 noundef 999)
  %64 = add nsw i64 %63, %62
  %65 = tail call i64 @dot(ptr noundef nonnull @A, ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @B, i64 0, i64 4), i32 noundef 986)
  %66 = xor i64 %64, %65
  tail call void @copy(ptr noundef nonnull getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 1), ptr noundef nonnull @C, i64 noundef 1000)
  %67 = load i8, ptr @D, align 16, !tbaa !17
  %68 = sext i8 %67 to i64
  %69 = add nsw i64 %66, %68
  %70 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 97), align 1, !tbaa !17
  %71 = sext i8 %70 to i64
  %72 = add nsw i64 %69, %71
  %73 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 194), align 2, !tbaa !17
  %74 = sext i8 %73 to i64
  %75 = add nsw i64 %72, %74
  %76 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 291), align 1, !tbaa !17
  %77 = sext i8 %76 to i64
  %78 = add nsw i64 %75, %77
  %79 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 388), align 4, !tbaa !17
  %80 = sext i8 %79 to i64
  %81 = add nsw i64 %78, %80
  %82 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 485), align 1, !tbaa !17
  %83 = sext i8 %82 to i64
  %84 = add nsw i64 %81, %83
  %85 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 582), align 2, !tbaa !17
  %86 = sext i8 %85 to i64
  %87 = add nsw i64 %84, %86
  %88 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 679), align 1, !tbaa !17
  %89 = sext i8 %88 to i64
  %90 = add nsw i64 %87, %89
  %91 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 776), align 8, !tbaa !17
  %92 = sext i8 %91 to i64
  %93 = add nsw i64 %90, %92
  %94 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 873), align 1, !tbaa !17
  %95 = sext i8 %94 to i64
  %96 = add nsw i64 %93, %95
  %97 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 970), align 2, !tbaa !17
  %98 = sext i8 %97 to i64
  %99 = add nsw i64 %96, %98
  tail call void @addf(ptr noundef nonnull @F, ptr noundef nonnull @G, i32 noundef 1001)
  tail call void @addd(ptr noundef nonnull @X, ptr noundef nonnull @Y, i32 noundef 1003)
  %100 = load float, ptr @F, align 16, !tbaa !18
  %101 = fmul float %100, 1.000000e+03
  %102 = fptosi float %101 to i64
  %103 = load double, ptr @X, align 16, !tbaa !22
  %104 = fmul double %103, 1.000000e+03
  %105 = fptosi double %104 to i64
  %106 = add i64 %99, %102
  %107 = add i64 %106, %105
  %108 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 101), align 4, !tbaa !18
  %109 = fmul float %108, 1.000000e+03
  %110 = fptosi float %109 to i64
  %111 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 101), align 8, !tbaa !22
  %112 = fmul double %111, 1.000000e+03
  %113 = fptosi double %112 to i64
  %114 = add i64 %107, %110
  %115 = add i64 %114, %113
  %116 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 202), align 8, !tbaa !18
  %117 = fmul float %116, 1.000000e+03
  %118 = fptosi float %117 to i64
  %119 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 202), align 16, !tbaa !22
  %120 = fmul double %119, 1.000000e+03
  %121 = fptosi double %120 to i64
  %122 = add i64 %115, %118
  %123 = add i64 %122, %121
  %124 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 303), align 4, !tbaa !18
  %125 = fmul float %124, 1.000000e+03
  %126 = fptosi float %125 to i64
  %127 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 303), align 8, !tbaa !22
  %128 = fmul double %127, 1.000000e+03
  %129 = fptosi double %128 to i64
  %130 = add i64 %123, %126
  %131 = add i64 %130, %129
  %132 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 404), align 16, !tbaa !18
  %133 = fmul float %132, 1.000000e+03
  %134 = fptosi float %133 to i64
  %135 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 404), align 16, !tbaa !22
  %136 = fmul double %135, 1.000000e+03
  %137 = fptosi double %136 to i64
  %138 = add i64 %131, %134
  %139 = add i64 %138, %137
  %140 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 505), align 4, !tbaa !18
  %141 = fmul float %140, 1.000000e+03
  %142 = fptosi float %141 to i64
  %143 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 505), align 8, !tbaa !22
  %144 = fmul double %143, 1.000000e+03
  %145 = fptosi double %144 to i64
  %146 = add i64 %139, %142
  %147 = add i64 %146, %145
  %148 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 606), align 8, !tbaa !18
  %149 = fmul float %148, 1.000000e+03
  %150 = fptosi float %149 to i64
  %151 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 606), align 16, !tbaa !22
  %152 = fmul double %151, 1.000000e+03
  %153 = fptosi double %152 to i64
  %154 = add i64 %147, %150
  %155 = add i64 %154, %153
  %156 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 707), align 4, !tbaa !18
  %157 = fmul float %156, 1.000000e+03
  %158 = fptosi float %157 to i64
  %159 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 707), align 8, !tbaa !22
  %160 = fmul double %159, 1.000000e+03
  %161 = fptosi double %160 to i64
  %162 = add i64 %155, %158
  %163 = add i64 %162, %161
  %164 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 808), align 16, !tbaa !18
  %165 = fmul float %164, 1.000000e+03
  %166 = fptosi float %165 to i64
  %167 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 808), align 16, !tbaa !22
  %168 = fmul double %167, 1.000000e+03
  %169 = fptosi double %168 to i64
  %170 = add i64 %163, %166
  %171 = add i64 %170, %169
  %172 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 909), align 4, !tbaa !18
  %173 = fmul float %172, 1.000000e+03
  %174 = fptosi float %173 to i64
  %175 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 909), align 8, !tbaa !22
  %176 = fmul double %175, 1.000000e+03
  %177 = fptosi double %176 to i64
  %178 = add i64 %171, %174
  %179 = add i64 %178, %177
  tail call void @div7(ptr noundef nonnull @A, i32 noundef 1003)
  %180 = tail call i64 @sum(ptr noundef nonnull @A, i32 noundef 1003)
  %181 = add nsw i64 %180, %179
  %182 = tail call i32 @usum16(ptr noundef nonnull @H, i32 noundef 1003)
  %183 = tail call i32 @bytesum(ptr noundef nonnull @S, i32 noundef 1003)
  %184 = add i32 %183, %182
  %185 = zext i32 %184 to i64
  %186 = add nsw i64 %181, %185
  tail call void @mix(ptr noundef nonnull @A, ptr noundef nonnull @B, i32 noundef 1003)
  %187 = tail call i64 @sum(ptr noundef nonnull @A, i32 noundef 1001)
  %188 = add nsw i64 %186, %187
  tail call void @mul16(ptr noundef nonnull @P, ptr noundef nonnull @Q, i32 noundef 1003)
  br label %193

189:                                              ; preds = %193
  %190 = tail call i64 @dotu(ptr noundef nonnull @A, ptr noundef nonnull @B, i32 noundef 1003)
  %191 = add nsw i64 %190, %224
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %191)
  ret i32 0

193:                                              ; preds = %193, %47
  %194 = phi i64 [ 0, %47 ], [ %225, %193 ]
  %195 = phi i64 [ %188, %47 ], [ %224, %193 ]
  %196 = getelementptr inbounds [1003 x i16], ptr @P, i64 0, i64 %194
  %197 = load i16, ptr %196, align 4, !tbaa !28
  %198 = sext i16 %197 to i64
  %199 = add nsw i64 %195, %198
  %200 = add nuw nsw i64 %194, 7
  %201 = getelementptr inbounds [1003 x i16], ptr @P, i64 0, i64 %200
  %202 = load i16, ptr %201, align 2, !tbaa !28
  %203 = sext i16 %202 to i64
  %204 = add nsw i64 %199, %203
  %205 = add nuw nsw i64 %194, 14
  %206 = getelementptr inbounds [1003 x i16], ptr @P, i64 0, i64 %205
  %207 = load i16, ptr %206, align 4, !tbaa !28
  %208 = sext i16 %207 to i64
  %209 = add nsw i64 %204, %208
  %210 = add nuw nsw i64 %194, 21
  %211 = getelementptr inbounds [1003 x i16], ptr @P, i64 0, i64 %210
  %212 = load i16, ptr %211, align 2, !tbaa !28
  %213 = sext i16 %212 to i64
  %214 = add nsw i64 %209, %213
  %215 = add nuw nsw i64 %194, 28
  %216 = getelementptr inbounds [1003 x i16], ptr @P, i64 0, i64 %215
  %217 = load i16, ptr %216, align 4, !tbaa !28
  %218 = sext i16 %217 to i64
  %219 = add nsw i64 %214, %218
  %220 = add nuw nsw i64 %194, 35
  %221 = getelementptr inbounds [1003 x i16], ptr @P, i64 0, i64 %220
  %222 = load i16, ptr %221, align 2, !tbaa !28
  %223 = sext i16 %222 to i64
  %224 = add nsw i64 %219, %223
  %225 = add nuw nsw i64 %194, 42
  %226 = icmp ult i64 %194, 961
  br i1 %226, label %193, label %189, !llvm.loop !51
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !12, !11}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !10}
!17 = !{!7, !7, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !7, i64 0}
!20 = distinct !{!20, !10, !11, !12}
!21 = distinct !{!21, !10, !12, !11}
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !7, i64 0}
!24 = distinct !{!24, !10, !11, !12}
!25 = distinct !{!25, !10, !12, !11}
!26 = distinct !{!26, !10, !11, !12}
!27 = distinct !{!27, !10, !12, !11}
!28 = !{!29, !29, i64 0}
!29 = !{!"short", !7, i64 0}
!30 = distinct !{!30, !10, !11, !12}
!31 = distinct !{!31, !10, !12, !11}
!32 = distinct !{!32, !10, !11, !12}
!33 = distinct !{!33, !10, !12, !11}
!34 = !{!35}
!35 = distinct !{!35, !36}
!36 = distinct !{!36, !"LVerDomain"}
!37 = !{!38}
!38 = distinct !{!38, !36}
!39 = distinct !{!39, !10, !11, !12}
!40 = distinct !{!40, !10, !11}
!41 = !{!42}
!42 = distinct !{!42, !43}
!43 = distinct !{!43, !"LVerDomain"}
!44 = !{!45}
!45 = distinct !{!45, !43}
!46 = distinct !{!46, !10, !11, !12}
!47 = distinct !{!47, !10, !11}
!48 = distinct !{!48, !15}
!49 = distinct !{!49, !10}
!50 = distinct !{!50, !10, !11, !12}
!51 = distinct !{!51, !10}
