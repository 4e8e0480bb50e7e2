; ModuleID = 'vector_loops.c'
source_filename = "vector_loops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@A = dso_local global [1003 x i32] zeroinitializer, align 4
@B = dso_local global [1003 x i32] zeroinitializer, align 4
@C = dso_local global [1003 x i8] zeroinitializer, align 1
@F = dso_local global [1003 x float] zeroinitializer, align 4
@G = dso_local global [1003 x float] zeroinitializer, align 4
@X = dso_local global [1003 x double] zeroinitializer, align 8
@Y = dso_local global [1003 x double] zeroinitializer, align 8
@H = dso_local global [1003 x i16] zeroinitializer, align 2
@S = dso_local global [1003 x i8] zeroinitializer, align 1
@P = dso_local global [1003 x i16] zeroinitializer, align 2
@Q = dso_local global [1003 x i16] zeroinitializer, align 2
@D = dso_local global [1003 x i8] zeroinitializer, align 4
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
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
  %11 = phi <4 x i64> [ zeroinitializer, %7 ], [ %19, %9 ]
  %12 = phi <4 x i64> [ zeroinitializer, %7 ], [ %20, %9 ]
  %13 = getelementptr inbounds i32, ptr %0, i64 %10
  %14 = load <4 x i32>, ptr %13, align 4, !tbaa !6
  %15 = getelementptr inbounds i32, ptr %13, i64 4
  %16 = load <4 x i32>, ptr %15, align 4, !tbaa !6
  %17 = sext <4 x i32> %14 to <4 x i64>
  %18 = sext <4 x i32> %16 to <4 x i64>
  %19 = add <4 x i64> %11, %17
  %20 = add <4 x i64> %12, %18
  %21 = add nuw i64 %10, 8
  %22 = icmp eq i64 %21, %8
  br i1 %22, label %23, label %9, !llvm.loop !10

23:                                               ; preds = %9
  %24 = add <4 x i64> %20, %19
  %25 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %24)
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
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %34, %37
  %39 = add nuw nsw i64 %33, 1
  %40 = icmp eq i64 %39, %5
  br i1 %40, label %30, label %32, !llvm.loop !14
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %39

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %36, label %8

8:                                                ; preds = %5
  %9 = and i64 %6, 4294967288
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %30, %10 ]
  %12 = phi <4 x i64> [ zeroinitializer, %8 ], [ %28, %10 ]
  %13 = phi <4 x i64> [ zeroinitializer, %8 ], [ %29, %10 ]
  %14 = getelementptr inbounds i32, ptr %0, i64 %11
  %15 = load <4 x i32>, ptr %14, align 4, !tbaa !6
  %16 = getelementptr inbounds i32, ptr %14, i64 4
  %17 = load <4 x i32>, ptr %16, align 4, !tbaa !6
  %18 = sext <4 x i32> %15 to <4 x i64>
  %19 = sext <4 x i32> %17 to <4 x i64>
  %20 = getelementptr inbounds i32, ptr %1, i64 %11
  %21 = load <4 x i32>, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds i32, ptr %20, i64 4
  %23 = load <4 x i32>, ptr %22, align 4, !tbaa !6
  %24 = sext <4 x i32> %21 to <4 x i64>
  %25 = sext <4 x i32> %23 to <4 x i64>
  %26 = mul nsw <4 x i64> %24, %18
  %27 = mul nsw <4 x i64> %25, %19
  %28 = add <4 x i64> %26, %12
  %29 = add <4 x i64> %27, %13
  %30 = add nuw i64 %11, 8
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %32, label %10, !llvm.loop !15

32:                                               ; preds = %10
  %33 = add <4 x i64> %29, %28
  %34 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %33)
  %35 = icmp eq i64 %9, %6
  br i1 %35, label %39, label %36

36:                                               ; preds = %5, %32
  %37 = phi i64 [ 0, %5 ], [ %9, %32 ]
  %38 = phi i64 [ 0, %5 ], [ %34, %32 ]
  br label %41

39:                                               ; preds = %41, %32, %3
  %40 = phi i64 [ 0, %3 ], [ %34, %32 ], [ %51, %41 ]
  ret i64 %40

41:                                               ; preds = %36, %41
  %42 = phi i64 [ %52, %41 ], [ %37, %36 ]
  %43 = phi i64 [ %51, %41 ], [ %38, %36 ]
  %44 = getelementptr inbounds i32, ptr %0, i64 %42
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %1, i64 %42
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = sext i32 %48 to i64
  %50 = mul nsw i64 %49, %46
  %51 = add nsw i64 %50, %43
  %52 = add nuw nsw i64 %42, 1
  %53 = icmp eq i64 %52, %6
  br i1 %53, label %39, label %41, !llvm.loop !16
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
  %12 = load <4 x i32>, ptr %11, align 4, !tbaa !6
  %13 = getelementptr inbounds i32, ptr %11, i64 4
  %14 = load <4 x i32>, ptr %13, align 4, !tbaa !6
  %15 = udiv <4 x i32> %12, <i32 7, i32 7, i32 7, i32 7>
  %16 = udiv <4 x i32> %14, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %15, ptr %11, align 4, !tbaa !6
  store <4 x i32> %16, ptr %13, align 4, !tbaa !6
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
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = udiv i32 %27, 7
  store i32 %28, ptr %26, align 4, !tbaa !6
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
  %6 = icmp ult i32 %1, 16
  br i1 %6, label %27, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967280
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %21, %9 ]
  %11 = phi <8 x i32> [ zeroinitializer, %7 ], [ %19, %9 ]
  %12 = phi <8 x i32> [ zeroinitializer, %7 ], [ %20, %9 ]
  %13 = getelementptr inbounds i16, ptr %0, i64 %10
  %14 = load <8 x i16>, ptr %13, align 2, !tbaa !28
  %15 = getelementptr inbounds i16, ptr %13, i64 8
  %16 = load <8 x i16>, ptr %15, align 2, !tbaa !28
  %17 = zext <8 x i16> %14 to <8 x i32>
  %18 = zext <8 x i16> %16 to <8 x i32>
  %19 = add <8 x i32> %11, %17
  %20 = add <8 x i32> %12, %18
  %21 = add nuw i64 %10, 16
  %22 = icmp eq i64 %21, %8
  br i1 %22, label %23, label %9, !llvm.loop !30

23:                                               ; preds = %9
  %24 = add <8 x i32> %20, %19
  %25 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %24)
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
  br i1 %3, label %4, label %55

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %52, label %7

7:                                                ; preds = %4
  %8 = icmp ult i32 %1, 32
  br i1 %8, label %34, label %9

9:                                                ; preds = %7
  %10 = and i64 %5, 4294967264
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %25, %11 ]
  %13 = phi <16 x i32> [ zeroinitializer, %9 ], [ %23, %11 ]
  %14 = phi <16 x i32> [ zeroinitializer, %9 ], [ %24, %11 ]
  %15 = getelementptr inbounds i8, ptr %0, i64 %12
  %16 = load <16 x i8>, ptr %15, align 1, !tbaa !17
  %17 = getelementptr inbounds i8, ptr %15, i64 16
  %18 = load <16 x i8>, ptr %17, align 1, !tbaa !17
  %19 = sext <16 x i8> %16 to <16 x i32>
  %20 = sext <16 x i8> %18 to <16 x i32>
  %21 = mul nsw <16 x i32> %19, %19
  %22 = mul nsw <16 x i32> %20, %20
  %23 = add <16 x i32> %21, %13
  %24 = add <16 x i32> %22, %14
  %25 = add nuw i64 %12, 32
  %26 = icmp eq i64 %25, %10
  br i1 %26, label %27, label %11, !llvm.loop !32

27:                                               ; preds = %11
  %28 = add <16 x i32> %24, %23
  %29 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %28)
  %30 = icmp eq i64 %10, %5
  br i1 %30, label %55, label %31

31:                                               ; preds = %27
  %32 = and i64 %5, 24
  %33 = icmp eq i64 %32, 0
  br i1 %33, label %52, label %34

34:                                               ; preds = %7, %31
  %35 = phi i32 [ 0, %7 ], [ %29, %31 ]
  %36 = phi i64 [ 0, %7 ], [ %10, %31 ]
  %37 = and i64 %5, 4294967288
  %38 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %35, i64 0
  br label %39

39:                                               ; preds = %39, %34
  %40 = phi i64 [ %36, %34 ], [ %47, %39 ]
  %41 = phi <8 x i32> [ %38, %34 ], [ %46, %39 ]
  %42 = getelementptr inbounds i8, ptr %0, i64 %40
  %43 = load <8 x i8>, ptr %42, align 1, !tbaa !17
  %44 = sext <8 x i8> %43 to <8 x i32>
  %45 = mul nsw <8 x i32> %44, %44
  %46 = add <8 x i32> %45, %41
  %47 = add nuw i64 %40, 8
  %48 = icmp eq i64 %47, %37
  br i1 %48, label %49, label %39, !llvm.loop !33

49:                                               ; preds = %39
  %50 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %46)
  %51 = icmp eq i64 %37, %5
  br i1 %51, label %55, label %52

52:                                               ; preds = %4, %31, %49
  %53 = phi i64 [ 0, %4 ], [ %10, %31 ], [ %37, %49 ]
  %54 = phi i32 [ 0, %4 ], [ %29, %31 ], [ %50, %49 ]
  br label %57

55:                                               ; preds = %57, %27, %49, %2
  %56 = phi i32 [ 0, %2 ], [ %29, %27 ], [ %50, %49 ], [ %64, %57 ]
  ret i32 %56

57:                                               ; preds = %52, %57
  %58 = phi i64 [ %65, %57 ], [ %53, %52 ]
  %59 = phi i32 [ %64, %57 ], [ %54, %52 ]
  %60 = getelementptr inbounds i8, ptr %0, i64 %58
  %61 = load i8, ptr %60, align 1, !tbaa !17
  %62 = sext i8 %61 to i32
  %63 = mul nsw i32 %62, %62
  %64 = add nuw nsw i32 %63, %59
  %65 = add nuw nsw i64 %58, 1
  %66 = icmp eq i64 %65, %5
  br i1 %66, label %55, label %57, !llvm.loop !34
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @mix(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %43

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
  %20 = load <4 x i32>, ptr %19, align 4, !tbaa !6, !alias.scope !35, !noalias !38
  %21 = getelementptr inbounds i32, ptr %19, i64 4
  %22 = load <4 x i32>, ptr %21, align 4, !tbaa !6, !alias.scope !35, !noalias !38
  %23 = getelementptr inbounds i32, ptr %1, i64 %18
  %24 = load <4 x i32>, ptr %23, align 4, !tbaa !6, !alias.scope !38
  %25 = getelementptr inbounds i32, ptr %23, i64 4
  %26 = load <4 x i32>, ptr %25, align 4, !tbaa !6, !alias.scope !38
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
  store <4 x i32> %35, ptr %19, align 4, !tbaa !6, !alias.scope !35, !noalias !38
  store <4 x i32> %36, ptr %21, align 4, !tbaa !6, !alias.scope !35, !noalias !38
  %37 = add nuw i64 %18, 8
  %38 = icmp eq i64 %37, %16
  br i1 %38, label %39, label %17, !llvm.loop !40

39:                                               ; preds = %17
  %40 = icmp eq i64 %16, %6
  br i1 %40, label %43, label %41

41:                                               ; preds = %8, %5, %39
  %42 = phi i64 [ 0, %8 ], [ 0, %5 ], [ %16, %39 ]
  br label %44

43:                                               ; preds = %44, %39, %3
  ret void

44:                                               ; preds = %41, %44
  %45 = phi i64 [ %55, %44 ], [ %42, %41 ]
  %46 = getelementptr inbounds i32, ptr %0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = getelementptr inbounds i32, ptr %1, i64 %45
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = xor i32 %49, %47
  %51 = and i32 %47, 255
  %52 = add i32 %50, %51
  %53 = or i32 %49, 3
  %54 = sub i32 %52, %53
  store i32 %54, ptr %46, align 4, !tbaa !6
  %55 = add nuw nsw i64 %45, 1
  %56 = icmp eq i64 %55, %6
  br i1 %56, label %43, label %44, !llvm.loop !41
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @mul16(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %37

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
  %20 = load <8 x i16>, ptr %19, align 2, !tbaa !28, !alias.scope !42, !noalias !45
  %21 = getelementptr inbounds i16, ptr %19, i64 8
  %22 = load <8 x i16>, ptr %21, align 2, !tbaa !28, !alias.scope !42, !noalias !45
  %23 = getelementptr inbounds i16, ptr %1, i64 %18
  %24 = load <8 x i16>, ptr %23, align 2, !tbaa !28, !alias.scope !45
  %25 = getelementptr inbounds i16, ptr %23, i64 8
  %26 = load <8 x i16>, ptr %25, align 2, !tbaa !28, !alias.scope !45
  %27 = mul <8 x i16> %24, %20
  %28 = mul <8 x i16> %26, %22
  %29 = add <8 x i16> %27, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %30 = add <8 x i16> %28, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  store <8 x i16> %29, ptr %19, align 2, !tbaa !28, !alias.scope !42, !noalias !45
  store <8 x i16> %30, ptr %21, align 2, !tbaa !28, !alias.scope !42, !noalias !45
  %31 = add nuw i64 %18, 16
  %32 = icmp eq i64 %31, %16
  br i1 %32, label %33, label %17, !llvm.loop !47

33:                                               ; preds = %17
  %34 = icmp eq i64 %16, %6
  br i1 %34, label %37, label %35

35:                                               ; preds = %8, %5, %33
  %36 = phi i64 [ 0, %8 ], [ 0, %5 ], [ %16, %33 ]
  br label %38

37:                                               ; preds = %38, %33, %3
  ret void

38:                                               ; preds = %35, %38
  %39 = phi i64 [ %46, %38 ], [ %36, %35 ]
  %40 = getelementptr inbounds i16, ptr %0, i64 %39
  %41 = load i16, ptr %40, align 2, !tbaa !28
  %42 = getelementptr inbounds i16, ptr %1, i64 %39
  %43 = load i16, ptr %42, align 2, !tbaa !28
  %44 = mul i16 %43, %41
  %45 = add i16 %44, 3
  store i16 %45, ptr %40, align 2, !tbaa !28
  %46 = add nuw nsw i64 %39, 1
  %47 = icmp eq i64 %46, %6
  br i1 %47, label %37, label %38, !llvm.loop !48
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @dotu(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %39

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %36, label %8

8:                                                ; preds = %5
  %9 = and i64 %6, 4294967288
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %30, %10 ]
  %12 = phi <4 x i64> [ zeroinitializer, %8 ], [ %28, %10 ]
  %13 = phi <4 x i64> [ zeroinitializer, %8 ], [ %29, %10 ]
  %14 = getelementptr inbounds i32, ptr %0, i64 %11
  %15 = load <4 x i32>, ptr %14, align 4, !tbaa !6
  %16 = getelementptr inbounds i32, ptr %14, i64 4
  %17 = load <4 x i32>, ptr %16, align 4, !tbaa !6
  %18 = zext <4 x i32> %15 to <4 x i64>
  %19 = zext <4 x i32> %17 to <4 x i64>
  %20 = getelementptr inbounds i32, ptr %1, i64 %11
  %21 = load <4 x i32>, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds i32, ptr %20, i64 4
  %23 = load <4 x i32>, ptr %22, align 4, !tbaa !6
  %24 = zext <4 x i32> %21 to <4 x i64>
  %25 = zext <4 x i32> %23 to <4 x i64>
  %26 = mul nuw <4 x i64> %24, %18
  %27 = mul nuw <4 x i64> %25, %19
  %28 = add <4 x i64> %26, %12
  %29 = add <4 x i64> %27, %13
  %30 = add nuw i64 %11, 8
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %32, label %10, !llvm.loop !49

32:                                               ; preds = %10
  %33 = add <4 x i64> %29, %28
  %34 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %33)
  %35 = icmp eq i64 %9, %6
  br i1 %35, label %39, label %36

36:                                               ; preds = %5, %32
  %37 = phi i64 [ 0, %5 ], [ %9, %32 ]
  %38 = phi i64 [ 0, %5 ], [ %34, %32 ]
  br label %41

39:                                               ; preds = %41, %32, %3
  %40 = phi i64 [ 0, %3 ], [ %34, %32 ], [ %51, %41 ]
  ret i64 %40

41:                                               ; preds = %36, %41
  %42 = phi i64 [ %52, %41 ], [ %37, %36 ]
  %43 = phi i64 [ %51, %41 ], [ %38, %36 ]
  %44 = getelementptr inbounds i32, ptr %0, i64 %42
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %1, i64 %42
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = zext i32 %48 to i64
  %50 = mul nuw i64 %49, %46
  %51 = add i64 %50, %43
  %52 = add nuw nsw i64 %42, 1
  %53 = icmp eq i64 %52, %6
  br i1 %53, label %39, label %41, !llvm.loop !50
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %39, %1 ]
  %3 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %0 ], [ %40, %1 ]
  %4 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %41, %1 ]
  %5 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %42, %1 ]
  %6 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %43, %1 ]
  %7 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %44, %1 ]
  %8 = phi <16 x i16> [ <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10, i16 11, i16 12, i16 13, i16 14, i16 15>, %0 ], [ %45, %1 ]
  %9 = getelementptr inbounds [1003 x i32], ptr @A, i64 0, i64 %2
  %10 = mul <16 x i32> %5, <i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919>
  %11 = add <16 x i32> %10, <i32 -400000, i32 -400000, i32 -400000, i32 -400000, i32 -400000, i32 -400000, i32 -400000, i32 -400000, i32 -400000, i32 -400000, i32 -400000, i32 -400000, i32 -400000, i32 -400000, i32 -400000, i32 -400000>
  store <16 x i32> %11, ptr %9, align 4, !tbaa !6
  %12 = mul <16 x i32> %6, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %13 = xor <16 x i32> %12, <i32 5921370, i32 5921370, i32 5921370, i32 5921370, i32 5921370, i32 5921370, i32 5921370, i32 5921370, i32 5921370, i32 5921370, i32 5921370, i32 5921370, i32 5921370, i32 5921370, i32 5921370, i32 5921370>
  %14 = getelementptr inbounds [1003 x i32], ptr @B, i64 0, i64 %2
  store <16 x i32> %13, ptr %14, align 4, !tbaa !6
  %15 = mul <16 x i8> %7, <i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13>
  %16 = getelementptr inbounds [1003 x i8], ptr @C, i64 0, i64 %2
  store <16 x i8> %15, ptr %16, align 1, !tbaa !17
  %17 = sitofp <16 x i32> %4 to <16 x float>
  %18 = fmul <16 x float> %17, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %19 = getelementptr inbounds [1003 x float], ptr @F, i64 0, i64 %2
  store <16 x float> %18, ptr %19, align 4, !tbaa !18
  %20 = trunc <16 x i64> %3 to <16 x i32>
  %21 = add <16 x i32> %20, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %22 = sitofp <16 x i32> %21 to <16 x float>
  %23 = fdiv <16 x float> <float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03>, %22
  %24 = getelementptr inbounds [1003 x float], ptr @G, i64 0, i64 %2
  store <16 x float> %23, ptr %24, align 4, !tbaa !18
  %25 = sitofp <16 x i32> %4 to <16 x double>
  %26 = fmul <16 x double> %25, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %27 = getelementptr inbounds [1003 x double], ptr @X, i64 0, i64 %2
  store <16 x double> %26, ptr %27, align 8, !tbaa !22
  %28 = sitofp <16 x i32> %21 to <16 x double>
  %29 = fdiv <16 x double> <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>, %28
  %30 = getelementptr inbounds [1003 x double], ptr @Y, i64 0, i64 %2
  store <16 x double> %29, ptr %30, align 8, !tbaa !22
  %31 = mul <16 x i16> %8, <i16 -25033, i16 -25033, i16 -25033, i16 -25033, i16 -25033, i16 -25033, i16 -25033, i16 -25033, i16 -25033, i16 -25033, i16 -25033, i16 -25033, i16 -25033, i16 -25033, i16 -25033, i16 -25033>
  %32 = getelementptr inbounds [1003 x i16], ptr @H, i64 0, i64 %2
  store <16 x i16> %31, ptr %32, align 2, !tbaa !28
  %33 = mul <16 x i8> %7, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>
  %34 = getelementptr inbounds [1003 x i8], ptr @S, i64 0, i64 %2
  store <16 x i8> %33, ptr %34, align 1, !tbaa !17
  %35 = mul nuw nsw <16 x i16> %8, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %36 = getelementptr inbounds [1003 x i16], ptr @P, i64 0, i64 %2
  store <16 x i16> %35, ptr %36, align 2, !tbaa !28
  %37 = mul <16 x i16> %8, <i16 1001, i16 1001, i16 1001, i16 1001, i16 1001, i16 1001, i16 1001, i16 1001, i16 1001, i16 1001, i16 1001, i16 1001, i16 1001, i16 1001, i16 1001, i16 1001>
  %38 = getelementptr inbounds [1003 x i16], ptr @Q, i64 0, i64 %2
  store <16 x i16> %37, ptr %38, align 2, !tbaa !28
  %39 = add nuw i64 %2, 16
  %40 = add <16 x i64> %3, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %41 = add <16 x i32> %4, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %42 = add <16 x i32> %5, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %43 = add <16 x i32> %6, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %44 = add <16 x i8> %7, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %45 = add <16 x i16> %8, <i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16>
  %46 = icmp eq i64 %39, 992
  br i1 %46, label %47, label %1, !llvm.loop !51

47:                                               ; preds = %1
  store <8 x i32> <i32 7455648, i32 7463567, i32 7471486, i32 7479405, i32 7487324, i32 7495243, i32 7503162, i32 7511081>, ptr getelementptr inbounds ([1003 x i32], ptr @A, i64 0, i64 992), align 4, !tbaa !6
  store <8 x i32> <i32 5907066, i32 5907045, i32 5906948, i32 5906983, i32 5907142, i32 5907169, i32 5907072, i32 5907107>, ptr getelementptr inbounds ([1003 x i32], ptr @B, i64 0, i64 992), align 4, !tbaa !6
  store <8 x i8> <i8 96, i8 109, i8 122, i8 -121, i8 -108, i8 -95, i8 -82, i8 -69>, ptr getelementptr inbounds ([1003 x i8], ptr @C, i64 0, i64 992), align 1, !tbaa !17
  store <8 x float> <float 2.480000e+02, float 2.482500e+02, float 2.485000e+02, float 2.487500e+02, float 2.490000e+02, float 2.492500e+02, float 2.495000e+02, float 2.497500e+02>, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 992), align 4, !tbaa !18
  store <8 x float> <float 0x3FF01CDFC0000000, float 0x3FF018B960000000, float 0x3FF0149540000000, float 0x3FF0107320000000, float 0x3FF00C5340000000, float 0x3FF0083560000000, float 0x3FF00419A0000000, float 1.000000e+00>, ptr getelementptr inbounds ([1003 x float], ptr @G, i64 0, i64 992), align 4, !tbaa !18
  store <8 x double> <double 4.960000e+02, double 4.965000e+02, double 4.970000e+02, double 4.975000e+02, double 4.980000e+02, double 4.985000e+02, double 4.990000e+02, double 4.995000e+02>, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 992), align 8, !tbaa !22
  store <8 x double> <double 0x3F68BFCE8062FF3A, double 0x3F68B96EBE956052, double 0x3F68B31244702D48, double 0x3F68ACB90F6BF3AA, double 0x3F68A6631D03D9FF, double 0x3F68A0106AB59C79, double 0x3F6899C0F601899C, double 3.000000e-03>, ptr getelementptr inbounds ([1003 x double], ptr @Y, i64 0, i64 992), align 8, !tbaa !22
  store <8 x i16> <i16 5408, i16 -19625, i16 20878, i16 -4155, i16 -29188, i16 11315, i16 -13718, i16 26785>, ptr getelementptr inbounds ([1003 x i16], ptr @H, i64 0, i64 992), align 2, !tbaa !28
  store <8 x i8> <i8 96, i8 -123, i8 -86, i8 -49, i8 -12, i8 25, i8 62, i8 99>, ptr getelementptr inbounds ([1003 x i8], ptr @S, i64 0, i64 992), align 1, !tbaa !17
  store <8 x i16> <i16 2976, i16 2979, i16 2982, i16 2985, i16 2988, i16 2991, i16 2994, i16 2997>, ptr getelementptr inbounds ([1003 x i16], ptr @P, i64 0, i64 992), align 2, !tbaa !28
  store <8 x i16> <i16 9952, i16 10953, i16 11954, i16 12955, i16 13956, i16 14957, i16 15958, i16 16959>, ptr getelementptr inbounds ([1003 x i16], ptr @Q, i64 0, i64 992), align 2, !tbaa !28
  store i32 7519000, ptr getelementptr inbounds ([1003 x i32], ptr @A, i64 0, i64 1000), align 4, !tbaa !6
  store i32 5907266, ptr getelementptr inbounds ([1003 x i32], ptr @B, i64 0, i64 1000), align 4, !tbaa !6
  store i8 -56, ptr getelementptr inbounds ([1003 x i8], ptr @C, i64 0, i64 1000), align 1, !tbaa !17
  store float 2.500000e+02, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 1000), align 4, !tbaa !18
  store float 0x3FEFF7D100000000, ptr getelementptr inbounds ([1003 x float], ptr @G, i64 0, i64 1000), align 4, !tbaa !18
  store double 5.000000e+02, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 1000), align 8, !tbaa !22
  store double 0x3F688D2BBB75E5EA, ptr getelementptr inbounds ([1003 x double], ptr @Y, i64 0, i64 1000), align 8, !tbaa !22
  store i16 1752, ptr getelementptr inbounds ([1003 x i16], ptr @H, i64 0, i64 1000), align 2, !tbaa !28
  store i8 -120, ptr getelementptr inbounds ([1003 x i8], ptr @S, i64 0, i64 1000), align 1, !tbaa !17
  store i16 3000, ptr getelementptr inbounds ([1003 x i16], ptr @P, i64 0, i64 1000), align 2, !tbaa !28
  store i16 17960, ptr getelementptr inbounds ([1003 x i16], ptr @Q, i64 0, i64 1000), align 2, !tbaa !28
  store i32 7526919, ptr getelementptr inbounds ([1003 x i32], ptr @A, i64 0, i64 1001), align 4, !tbaa !6
  store i32 5907309, ptr getelementptr inbounds ([1003 x i32], ptr @B, i64 0, i64 1001), align 4, !tbaa !6
  store i8 -43, ptr getelementptr inbounds ([1003 x i8], ptr @C, i64 0, i64 1001), align 1, !tbaa !17
  store float 2.502500e+02, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 1001), align 4, !tbaa !18
  store float 0x3FEFEFA620000000, ptr getelementptr inbounds ([1003 x float], ptr @G, i64 0, i64 1001), align 4, !tbaa !18
  store double 5.005000e+02, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 1001), align 8, !tbaa !22
  store double 0x3F6886E5F0ABB04A, ptr getelementptr inbounds ([1003 x double], ptr @Y, i64 0, i64 1001), align 8, !tbaa !22
  store i16 -23281, ptr getelementptr inbounds ([1003 x i16], ptr @H, i64 0, i64 1001), align 2, !tbaa !28
  store i8 -83, ptr getelementptr inbounds ([1003 x i8], ptr @S, i64 0, i64 1001), align 1, !tbaa !17
  store i16 3003, ptr getelementptr inbounds ([1003 x i16], ptr @P, i64 0, i64 1001), align 2, !tbaa !28
  store i16 18961, ptr getelementptr inbounds ([1003 x i16], ptr @Q, i64 0, i64 1001), align 2, !tbaa !28
  store i32 7534838, ptr getelementptr inbounds ([1003 x i32], ptr @A, i64 0, i64 1002), align 4, !tbaa !6
  store i32 5907212, ptr getelementptr inbounds ([1003 x i32], ptr @B, i64 0, i64 1002), align 4, !tbaa !6
  store i8 -30, ptr getelementptr inbounds ([1003 x i8], ptr @C, i64 0, i64 1002), align 1, !tbaa !17
  store float 2.505000e+02, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 1002), align 4, !tbaa !18
  store float 0x3FEFE77F60000000, ptr getelementptr inbounds ([1003 x float], ptr @G, i64 0, i64 1002), align 4, !tbaa !18
  store double 5.010000e+02, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 1002), align 8, !tbaa !22
  store double 0x3F6880A359965540, ptr getelementptr inbounds ([1003 x double], ptr @Y, i64 0, i64 1002), align 8, !tbaa !22
  store i16 17222, ptr getelementptr inbounds ([1003 x i16], ptr @H, i64 0, i64 1002), align 2, !tbaa !28
  store i8 -46, ptr getelementptr inbounds ([1003 x i8], ptr @S, i64 0, i64 1002), align 1, !tbaa !17
  store i16 3006, ptr getelementptr inbounds ([1003 x i16], ptr @P, i64 0, i64 1002), align 2, !tbaa !28
  store i16 19962, ptr getelementptr inbounds ([1003 x i16], ptr @Q, i64 0, i64 1002), align 2, !tbaa !28
  %48 = tail call i64 @sum(ptr noundef nonnull @A, i32 noundef 1003)
  %49 = tail call i64 @dot(ptr noundef nonnull @A, ptr noundef nonnull @B, i32 noundef 990)
  %50 = tail call i64 @sum(ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @A, i64 0, i64 1), i32 noundef 1002)
  %51 = tail call i64 @dot(ptr noundef nonnull @A, ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @B, i64 0, i64 1), i32 noundef 989)
  %52 = tail call i64 @sum(ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @A, i64 0, i64 2), i32 noundef 1001)
  %53 = tail call i64 @dot(ptr noundef nonnull @A, ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @B, i64 0, i64 2), i32 noundef 988)
  %54 = tail call i64 @sum(ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @A, i64 0, i64 3), i32 noundef 1000)
  %55 = tail call i64 @dot(ptr noundef nonnull @A, ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @B, i64 0, i64 3), i32 noundef 987)
  %56 = tail call i64 @sum(ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @A, i64 0, i64 4), i32 noundef 999)
  %57 = tail call i64 @dot(ptr noundef nonnull @A, ptr noundef nonnull getelementptr inbounds ([1003 x i32], ptr @B, i64 0, i64 4), i32 noundef 986)
  tail call void @copy(ptr noundef nonnull getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 1), ptr noundef nonnull @C, i64 noundef 1000)
  %58 = load i8, ptr @D, align 4, !tbaa !17
  %59 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 97), align 1, !tbaa !17
  %60 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 194), align 2, !tbaa !17
  %61 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 291), align 1, !tbaa !17
  %62 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 388), align 4, !tbaa !17
  %63 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 485), align 1, !tbaa !17
  %64 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 582), align 2, !tbaa !17
  %65 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 679), align 1, !tbaa !17
  %66 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 776), align 4, !tbaa !17
  %67 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 873), align 1, !tbaa !17
  %68 = load i8, ptr getelementptr inbounds ([1003 x i8], ptr @D, i64 0, i64 970), align 2, !tbaa !17
  tail call void @addf(ptr noundef nonnull @F, ptr noundef nonnull @G, i32 noundef 1001)
  tail call void @addd(ptr noundef nonnull @X, ptr noundef nonnull @Y, i32 noundef 1003)
  %69 = load float, ptr @F, align 4, !tbaa !18
  %70 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 101), align 4, !tbaa !18
  %71 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 202), align 4, !tbaa !18
  %72 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 303), align 4, !tbaa !18
  %73 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 404), align 4, !tbaa !18
  %74 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 505), align 4, !tbaa !18
  %75 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 606), align 4, !tbaa !18
  %76 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 707), align 4, !tbaa !18
  %77 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 808), align 4, !tbaa !18
  %78 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 808), align 8, !tbaa !22
  %79 = load float, ptr getelementptr inbounds ([1003 x float], ptr @F, i64 0, i64 909), align 4, !tbaa !18
  %80 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 909), align 8, !tbaa !22
  tail call void @div7(ptr noundef nonnull @A, i32 noundef 1003)
  %81 = tail call i64 @sum(ptr noundef nonnull @A, i32 noundef 1003)
  %82 = tail call i32 @usum16(ptr noundef nonnull @H, i32 noundef 1003)
  %83 = tail call i32 @bytesum(ptr noundef nonnull @S, i32 noundef 1003)
  tail call void @mix(ptr noundef nonnull @A, ptr noundef nonnull @B, i32 noundef 1003)
  %84 = tail call i64 @sum(ptr noundef nonnull @A, i32 noundef 1001)
  tail call void @mul16(ptr noundef nonnull @P, ptr noundef nonnull @Q, i32 noundef 1003)
  %85 = xor i64 %48, %49
  %86 = add nsw i64 %50, %85
  %87 = xor i64 %86, %51
  %88 = add nsw i64 %52, %87
  %89 = xor i64 %88, %53
  %90 = add nsw i64 %54, %89
  %91 = xor i64 %90, %55
  %92 = add nsw i64 %56, %91
  %93 = xor i64 %92, %57
  %94 = zext i8 %58 to i64
  %95 = zext i8 %59 to i64
  %96 = zext i8 %60 to i64
  %97 = zext i8 %61 to i64
  %98 = zext i8 %62 to i64
  %99 = zext i8 %63 to i64
  %100 = zext i8 %64 to i64
  %101 = zext i8 %65 to i64
  %102 = zext i8 %66 to i64
  %103 = zext i8 %67 to i64
  %104 = zext i8 %68 to i64
  %105 = fmul float %69, 1.000000e+03
  %106 = fptosi float %105 to i64
  %107 = fmul float %70, 1.000000e+03
  %108 = fptosi float %107 to i64
  %109 = fmul float %71, 1.000000e+03
  %110 = fptosi float %109 to i64
  %111 = fmul float %72, 1.000000e+03
  %112 = fptosi float %111 to i64
  %113 = fmul float %73, 1.000000e+03
  %114 = fptosi float %113 to i64
  %115 = fmul float %74, 1.000000e+03
  %116 = fptosi float %115 to i64
  %117 = fmul float %75, 1.000000e+03
  %118 = fptosi float %117 to i64
  %119 = fmul float %76, 1.000000e+03
  %120 = fptosi float %119 to i64
  %121 = load <1 x double>, ptr @X, align 8
  %122 = shufflevector <1 x double> %121, <1 x double> poison, <8 x i32> <i32 0, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %123 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 101), align 8, !tbaa !22
  %124 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 202), align 8, !tbaa !22
  %125 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 303), align 8, !tbaa !22
  %126 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 404), align 8, !tbaa !22
  %127 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 505), align 8, !tbaa !22
  %128 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 606), align 8, !tbaa !22
  %129 = load double, ptr getelementptr inbounds ([1003 x double], ptr @X, i64 0, i64 707), align 8, !tbaa !22
  %130 = insertelement <8 x double> %122, double %123, i64 1
  %131 = insertelement <8 x double> %130, double %124, i64 2
  %132 = insertelement <8 x double> %131, double %125, i64 3
  %133 = insertelement <8 x double> %132, double %126, i64 4
  %134 = insertelement <8 x double> %133, double %127, i64 5
  %135 = insertelement <8 x double> %134, double %128, i64 6
  %136 = insertelement <8 x double> %135, double %129, i64 7
  %137 = fmul <8 x double> %136, <double 1.000000e+03, double 1.000000e+03, double 1.000000e+03, double 1.000000e+03, double 1.000000e+03, double 1.000000e+03, double 1.000000e+03, double 1.000000e+03>
  %138 = fptosi <8 x double> %137 to <8 x i64>
  %139 = fmul float %77, 1.000000e+03
  %140 = fptosi float %139 to i64
  %141 = fmul double %78, 1.000000e+03
  %142 = fptosi double %141 to i64
  %143 = fmul float %79, 1.000000e+03
  %144 = fptosi float %143 to i64
  %145 = fmul double %80, 1.000000e+03
  %146 = fptosi double %145 to i64
  %147 = add i32 %83, %82
  %148 = zext i32 %147 to i64
  %149 = tail call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %138)
  %150 = add i64 %149, %142
  %151 = add i64 %146, %106
  %152 = add i64 %108, %110
  %153 = add i64 %112, %114
  %154 = add i64 %116, %118
  %155 = add i64 %120, %140
  %156 = add i64 %144, %94
  %157 = add nuw nsw i64 %95, %96
  %158 = add nuw nsw i64 %97, %98
  %159 = add nuw nsw i64 %99, %100
  %160 = add nuw nsw i64 %101, %102
  %161 = add nuw nsw i64 %103, %104
  %162 = add i64 %84, %148
  %163 = add i64 %81, %93
  %164 = add i64 %150, %151
  %165 = add i64 %152, %153
  %166 = add i64 %154, %155
  %167 = add i64 %156, %157
  %168 = add nuw nsw i64 %158, %159
  %169 = add nuw nsw i64 %160, %161
  %170 = add i64 %162, %163
  %171 = add i64 %164, %165
  %172 = add i64 %166, %167
  %173 = add nuw nsw i64 %168, %169
  %174 = add i64 %171, %172
  %175 = add i64 %173, %170
  %176 = add i64 %174, %175
  br label %177

177:                                              ; preds = %177, %47
  %178 = phi i64 [ 0, %47 ], [ %191, %177 ]
  %179 = phi i64 [ %176, %47 ], [ %189, %177 ]
  %180 = phi i64 [ 0, %47 ], [ %190, %177 ]
  %181 = mul i64 %178, 7
  %182 = add i64 %181, 7
  %183 = getelementptr inbounds [1003 x i16], ptr @P, i64 0, i64 %181
  %184 = getelementptr inbounds [1003 x i16], ptr @P, i64 0, i64 %182
  %185 = load i16, ptr %183, align 2, !tbaa !28
  %186 = load i16, ptr %184, align 2, !tbaa !28
  %187 = sext i16 %185 to i64
  %188 = sext i16 %186 to i64
  %189 = add i64 %179, %187
  %190 = add i64 %180, %188
  %191 = add nuw i64 %178, 2
  %192 = icmp eq i64 %191, 144
  br i1 %192, label %193, label %177, !llvm.loop !52

193:                                              ; preds = %177
  %194 = add i64 %190, %189
  %195 = tail call i64 @dotu(ptr noundef nonnull @A, ptr noundef nonnull @B, i32 noundef 1003)
  %196 = add nsw i64 %195, %194
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %196)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #7

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11, !13, !12}
!15 = distinct !{!15, !11, !12, !13}
!16 = distinct !{!16, !11, !13, !12}
!17 = !{!8, !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !8, i64 0}
!20 = distinct !{!20, !11, !12, !13}
!21 = distinct !{!21, !11, !13, !12}
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !8, i64 0}
!24 = distinct !{!24, !11, !12, !13}
!25 = distinct !{!25, !11, !13, !12}
!26 = distinct !{!26, !11, !12, !13}
!27 = distinct !{!27, !11, !13, !12}
!28 = !{!29, !29, i64 0}
!29 = !{!"short", !8, i64 0}
!30 = distinct !{!30, !11, !12, !13}
!31 = distinct !{!31, !11, !13, !12}
!32 = distinct !{!32, !11, !12, !13}
!33 = distinct !{!33, !11, !12, !13}
!34 = distinct !{!34, !11, !13, !12}
!35 = !{!36}
!36 = distinct !{!36, !37}
!37 = distinct !{!37, !"LVerDomain"}
!38 = !{!39}
!39 = distinct !{!39, !37}
!40 = distinct !{!40, !11, !12, !13}
!41 = distinct !{!41, !11, !12}
!42 = !{!43}
!43 = distinct !{!43, !44}
!44 = distinct !{!44, !"LVerDomain"}
!45 = !{!46}
!46 = distinct !{!46, !44}
!47 = distinct !{!47, !11, !12, !13}
!48 = distinct !{!48, !11, !12}
!49 = distinct !{!49, !11, !12, !13}
!50 = distinct !{!50, !11, !13, !12}
!51 = distinct !{!51, !11, !12, !13}
!52 = distinct !{!52, !11, !12, !13}
