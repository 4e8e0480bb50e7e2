; ModuleID = 'vector_gather.c'
source_filename = "vector_gather.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@A = internal unnamed_addr global [19 x [19 x i32]] zeroinitializer, align 16
@B = internal unnamed_addr global [19 x [19 x i32]] zeroinitializer, align 16
@C = internal unnamed_addr global [19 x [19 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @matmul(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %10

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  %6 = and i64 %4, 4294967288
  %7 = icmp eq i64 %6, %4
  br label %8

8:                                                ; preds = %64, %3
  %9 = phi i64 [ 0, %3 ], [ %65, %64 ]
  br label %11

10:                                               ; preds = %64, %1
  ret void

11:                                               ; preds = %67, %8
  %12 = phi i64 [ 0, %8 ], [ %70, %67 ]
  br i1 %5, label %61, label %13

13:                                               ; preds = %11, %13
  %14 = phi i64 [ %56, %13 ], [ 0, %11 ]
  %15 = phi <4 x i32> [ %54, %13 ], [ zeroinitializer, %11 ]
  %16 = phi <4 x i32> [ %55, %13 ], [ zeroinitializer, %11 ]
  %17 = or i64 %14, 1
  %18 = or i64 %14, 2
  %19 = or i64 %14, 3
  %20 = or i64 %14, 4
  %21 = or i64 %14, 5
  %22 = or i64 %14, 6
  %23 = or i64 %14, 7
  %24 = getelementptr inbounds [19 x [19 x i32]], ptr @A, i64 0, i64 %9, i64 %14
  %25 = load <4 x i32>, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds i32, ptr %24, i64 4
  %27 = load <4 x i32>, ptr %26, align 4, !tbaa !5
  %28 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %14, i64 %12
  %29 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %17, i64 %12
  %30 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %18, i64 %12
  %31 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %19, i64 %12
  %32 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %20, i64 %12
  %33 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %21, i64 %12
  %34 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %22, i64 %12
  %35 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %23, i64 %12
  %36 = load i32, ptr %28, align 4, !tbaa !5
  %37 = load i32, ptr %29, align 4, !tbaa !5
  %38 = load i32, ptr %30, align 4, !tbaa !5
  %39 = load i32, ptr %31, align 4, !tbaa !5
  %40 = insertelement <4 x i32> poison, i32 %36, i64 0
  %41 = insertelement <4 x i32> %40, i32 %37, i64 1
  %42 = insertelement <4 x i32> %41, i32 %38, i64 2
  %43 = insertelement <4 x i32> %42, i32 %39, i64 3
  %44 = load i32, ptr %32, align 4, !tbaa !5
  %45 = load i32, ptr %33, align 4, !tbaa !5
  %46 = load i32, ptr %34, align 4, !tbaa !5
  %47 = load i32, ptr %35, align 4, !tbaa !5
  %48 = insertelement <4 x i32> poison, i32 %44, i64 0
  %49 = insertelement <4 x i32> %48, i32 %45, i64 1
  %50 = insertelement <4 x i32> %49, i32 %46, i64 2
  %51 = insertelement <4 x i32> %50, i32 %47, i64 3
  %52 = mul nsw <4 x i32> %43, %25
  %53 = mul nsw <4 x i32> %51, %27
  %54 = add <4 x i32> %52, %15
  %55 = add <4 x i32> %53, %16
  %56 = add nuw i64 %14, 8
  %57 = icmp eq i64 %56, %6
  br i1 %57, label %58, label %13, !llvm.loop !9

58:                                               ; preds = %13
  %59 = add <4 x i32> %55, %54
  %60 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %59)
  br i1 %7, label %67, label %61

61:                                               ; preds = %11, %58
  %62 = phi i64 [ 0, %11 ], [ %6, %58 ]
  %63 = phi i32 [ 0, %11 ], [ %60, %58 ]
  br label %72

64:                                               ; preds = %67
  %65 = add nuw nsw i64 %9, 1
  %66 = icmp eq i64 %65, %4
  br i1 %66, label %10, label %8, !llvm.loop !13

67:                                               ; preds = %72, %58
  %68 = phi i32 [ %60, %58 ], [ %80, %72 ]
  %69 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %9, i64 %12
  store i32 %68, ptr %69, align 4, !tbaa !5
  %70 = add nuw nsw i64 %12, 1
  %71 = icmp eq i64 %70, %4
  br i1 %71, label %64, label %11, !llvm.loop !14

72:                                               ; preds = %61, %72
  %73 = phi i64 [ %81, %72 ], [ %62, %61 ]
  %74 = phi i32 [ %80, %72 ], [ %63, %61 ]
  %75 = getelementptr inbounds [19 x [19 x i32]], ptr @A, i64 0, i64 %9, i64 %73
  %76 = load i32, ptr %75, align 4, !tbaa !5
  %77 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %73, i64 %12
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = mul nsw i32 %78, %76
  %80 = add nsw i32 %79, %74
  %81 = add nuw nsw i64 %73, 1
  %82 = icmp eq i64 %81, %4
  br i1 %82, label %67, label %72, !llvm.loop !15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @colsum(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %64

4:                                                ; preds = %2
  %5 = sext i32 %1 to i64
  %6 = zext i32 %0 to i64
  %7 = icmp ult i32 %0, 8
  br i1 %7, label %61, label %8

8:                                                ; preds = %4
  %9 = and i64 %6, 4294967288
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %55, %10 ]
  %12 = phi <4 x i32> [ zeroinitializer, %8 ], [ %53, %10 ]
  %13 = phi <4 x i32> [ zeroinitializer, %8 ], [ %54, %10 ]
  %14 = or i64 %11, 1
  %15 = or i64 %11, 2
  %16 = or i64 %11, 3
  %17 = or i64 %11, 4
  %18 = or i64 %11, 5
  %19 = or i64 %11, 6
  %20 = or i64 %11, 7
  %21 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %11, i64 %5
  %22 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %14, i64 %5
  %23 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %15, i64 %5
  %24 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %16, i64 %5
  %25 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %17, i64 %5
  %26 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %18, i64 %5
  %27 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %19, i64 %5
  %28 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %20, i64 %5
  %29 = load i32, ptr %21, align 4, !tbaa !5
  %30 = load i32, ptr %22, align 4, !tbaa !5
  %31 = load i32, ptr %23, align 4, !tbaa !5
  %32 = load i32, ptr %24, align 4, !tbaa !5
  %33 = insertelement <4 x i32> poison, i32 %29, i64 0
  %34 = insertelement <4 x i32> %33, i32 %30, i64 1
  %35 = insertelement <4 x i32> %34, i32 %31, i64 2
  %36 = insertelement <4 x i32> %35, i32 %32, i64 3
  %37 = load i32, ptr %25, align 4, !tbaa !5
  %38 = load i32, ptr %26, align 4, !tbaa !5
  %39 = load i32, ptr %27, align 4, !tbaa !5
  %40 = load i32, ptr %28, align 4, !tbaa !5
  %41 = insertelement <4 x i32> poison, i32 %37, i64 0
  %42 = insertelement <4 x i32> %41, i32 %38, i64 1
  %43 = insertelement <4 x i32> %42, i32 %39, i64 2
  %44 = insertelement <4 x i32> %43, i32 %40, i64 3
  %45 = mul <4 x i32> %36, <i32 3, i32 3, i32 3, i32 3>
  %46 = mul <4 x i32> %44, <i32 3, i32 3, i32 3, i32 3>
  %47 = getelementptr inbounds [19 x [19 x i32]], ptr @A, i64 0, i64 %5, i64 %11
  %48 = load <4 x i32>, ptr %47, align 4, !tbaa !5
  %49 = getelementptr inbounds i32, ptr %47, i64 4
  %50 = load <4 x i32>, ptr %49, align 4, !tbaa !5
  %51 = add <4 x i32> %48, %12
  %52 = add <4 x i32> %50, %13
  %53 = add <4 x i32> %51, %45
  %54 = add <4 x i32> %52, %46
  %55 = add nuw i64 %11, 8
  %56 = icmp eq i64 %55, %9
  br i1 %56, label %57, label %10, !llvm.loop !16

57:                                               ; preds = %10
  %58 = add <4 x i32> %54, %53
  %59 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %58)
  %60 = icmp eq i64 %9, %6
  br i1 %60, label %64, label %61

61:                                               ; preds = %4, %57
  %62 = phi i64 [ 0, %4 ], [ %9, %57 ]
  %63 = phi i32 [ 0, %4 ], [ %59, %57 ]
  br label %66

64:                                               ; preds = %66, %57, %2
  %65 = phi i32 [ 0, %2 ], [ %59, %57 ], [ %75, %66 ]
  ret i32 %65

66:                                               ; preds = %61, %66
  %67 = phi i64 [ %76, %66 ], [ %62, %61 ]
  %68 = phi i32 [ %75, %66 ], [ %63, %61 ]
  %69 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %67, i64 %5
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = mul i32 %70, 3
  %72 = getelementptr inbounds [19 x [19 x i32]], ptr @A, i64 0, i64 %5, i64 %67
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = add i32 %73, %68
  %75 = add i32 %74, %71
  %76 = add nuw nsw i64 %67, 1
  %77 = icmp eq i64 %76, %6
  br i1 %77, label %64, label %66, !llvm.loop !17
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
  br label %1

1:                                                ; preds = %0, %5
  %2 = phi i64 [ 0, %0 ], [ %6, %5 ]
  %3 = phi i32 [ 12345, %0 ], [ %16, %5 ]
  %4 = trunc i64 %2 to i32
  br label %12

5:                                                ; preds = %12
  %6 = add nuw nsw i64 %2, 1
  %7 = icmp eq i64 %6, 19
  br i1 %7, label %8, label %1, !llvm.loop !18

8:                                                ; preds = %5
  tail call void @matmul(i32 noundef 1)
  %9 = load i32, ptr @C, align 16, !tbaa !5
  %10 = tail call i32 @colsum(i32 noundef 1, i32 noundef 0)
  %11 = xor i32 %10, %9
  tail call void @matmul(i32 noundef 7)
  br label %35

12:                                               ; preds = %25, %1
  %13 = phi i64 [ 0, %1 ], [ %34, %25 ]
  %14 = phi i32 [ %3, %1 ], [ %27, %25 ]
  %15 = mul i32 %14, 1103515245
  %16 = add i32 %15, 12345
  %17 = lshr i32 %16, 7
  %18 = add nsw i32 %17, -8388608
  %19 = getelementptr inbounds [19 x [19 x i32]], ptr @A, i64 0, i64 %2, i64 %13
  store i32 %18, ptr %19, align 4, !tbaa !5
  %20 = lshr i32 %16, 3
  %21 = xor i32 %20, %4
  %22 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %2, i64 %13
  store i32 %21, ptr %22, align 4, !tbaa !5
  %23 = or i64 %13, 1
  %24 = icmp eq i64 %23, 19
  br i1 %24, label %5, label %25, !llvm.loop !19

25:                                               ; preds = %12
  %26 = mul i32 %16, 1103515245
  %27 = add i32 %26, 12345
  %28 = lshr i32 %27, 7
  %29 = add nsw i32 %28, -8388608
  %30 = getelementptr inbounds [19 x [19 x i32]], ptr @A, i64 0, i64 %2, i64 %23
  store i32 %29, ptr %30, align 4, !tbaa !5
  %31 = lshr i32 %27, 3
  %32 = xor i32 %31, %4
  %33 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %2, i64 %23
  store i32 %32, ptr %33, align 4, !tbaa !5
  %34 = add nuw nsw i64 %13, 2
  br label %12

35:                                               ; preds = %35, %8
  %36 = phi i64 [ 0, %8 ], [ %66, %35 ]
  %37 = phi i32 [ %11, %8 ], [ %65, %35 ]
  %38 = mul i32 %37, 31
  %39 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %36, i64 0
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = add i32 %40, %38
  %42 = mul i32 %41, 31
  %43 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %36, i64 1
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = add i32 %44, %42
  %46 = mul i32 %45, 31
  %47 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %36, i64 2
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = add i32 %48, %46
  %50 = mul i32 %49, 31
  %51 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %36, i64 3
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = add i32 %52, %50
  %54 = mul i32 %53, 31
  %55 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %36, i64 4
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = add i32 %56, %54
  %58 = mul i32 %57, 31
  %59 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %36, i64 5
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = add i32 %60, %58
  %62 = mul i32 %61, 31
  %63 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %36, i64 6
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = add i32 %64, %62
  %66 = add nuw nsw i64 %36, 1
  %67 = icmp eq i64 %66, 7
  br i1 %67, label %68, label %35, !llvm.loop !20

68:                                               ; preds = %35
  %69 = tail call i32 @colsum(i32 noundef 7, i32 noundef 0)
  %70 = tail call i32 @colsum(i32 noundef 7, i32 noundef 1)
  %71 = xor i32 %69, %70
  %72 = tail call i32 @colsum(i32 noundef 7, i32 noundef 2)
  %73 = xor i32 %71, %72
  %74 = tail call i32 @colsum(i32 noundef 7, i32 noundef 3)
  %75 = xor i32 %73, %74
  %76 = tail call i32 @colsum(i32 noundef 7, i32 noundef 4)
  %77 = xor i32 %75, %76
  %78 = tail call i32 @colsum(i32 noundef 7, i32 noundef 5)
  %79 = xor i32 %77, %78
  %80 = tail call i32 @colsum(i32 noundef 7, i32 noundef 6)
  %81 = xor i32 %79, %80
  %82 = xor i32 %81, %65
  tail call void @matmul(i32 noundef 13)
  br label %83

83:                                               ; preds = %83, %68
  %84 = phi i64 [ 0, %68 ], [ %138, %83 ]
  %85 = phi i32 [ %82, %68 ], [ %137, %83 ]
  %86 = mul i32 %85, 31
  %87 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %84, i64 0
  %88 = load i32, ptr %87, align 4, !tbaa !5
  %89 = add i32 %88, %86
  %90 = mul i32 %89, 31
  %91 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %84, i64 1
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = add i32 %92, %90
  %94 = mul i32 %93, 31
  %95 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %84, i64 2
  %96 = load i32, ptr %95, align 4, !tbaa !5
  %97 = add i32 %96, %94
  %98 = mul i32 %97, 31
  %99 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %84, i64 3
  %100 = load i32, ptr %99, align 4, !tbaa !5
  %101 = add i32 %100, %98
  %102 = mul i32 %101, 31
  %103 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %84, i64 4
  %104 = load i32, ptr %103, align 4, !tbaa !5
  %105 = add i32 %104, %102
  %106 = mul i32 %105, 31
  %107 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %84, i64 5
  %108 = load i32, ptr %107, align 4, !tbaa !5
  %109 = add i32 %108, %106
  %110 = mul i32 %109, 31
  %111 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %84, i64 6
  %112 = load i32, ptr %111, align 4, !tbaa !5
  %113 = add i32 %112, %110
  %114 = mul i32 %113, 31
  %115 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %84, i64 7
  %116 = load i32, ptr %115, align 4, !tbaa !5
  %117 = add i32 %116, %114
  %118 = mul i32 %117, 31
  %119 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %84, i64 8
  %120 = load i32, ptr %119, align 4, !tbaa !5
  %121 = add i32 %120, %118
  %122 = mul i32 %121, 31
  %123 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %84, i64 9
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = add i32 %124, %122
  %126 = mul i32 %125, 31
  %127 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %84, i64 10
  %128 = load i32, ptr %127, align 4, !tbaa !5
  %129 = add i32 %128, %126
  %130 = mul i32 %129, 31
  %131 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %84, i64 11
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = add i32 %132, %130
  %134 = mul i32 %133, 31
  %135 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %84, i64 12
  %136 = load i32, ptr %135, align 4, !tbaa !5
  %137 = add i32 %136, %134
  %138 = add nuw nsw i64 %84, 1
  %139 = icmp eq i64 %138, 13
  br i1 %139, label %140, label %83, !llvm.loop !20

140:                                              ; preds = %83
  %141 = tail call i32 @colsum(i32 noundef 13, i32 noundef 0)
  %142 = tail call i32 @colsum(i32 noundef 13, i32 noundef 1)
  %143 = xor i32 %141, %142
  %144 = tail call i32 @colsum(i32 noundef 13, i32 noundef 2)
  %145 = xor i32 %143, %144
  %146 = tail call i32 @colsum(i32 noundef 13, i32 noundef 3)
  %147 = xor i32 %145, %146
  %148 = tail call i32 @colsum(i32 noundef 13, i32 noundef 4)
  %149 = xor i32 %147, %148
  %150 = tail call i32 @colsum(i32 noundef 13, i32 noundef 5)
  %151 = xor i32 %149, %150
  %152 = tail call i32 @colsum(i32 noundef 13, i32 noundef 6)
  %153 = xor i32 %151, %152
  %154 = tail call i32 @colsum(i32 noundef 13, i32 noundef 7)
  %155 = xor i32 %153, %154
  %156 = tail call i32 @colsum(i32 noundef 13, i32 noundef 8)
  %157 = xor i32 %155, %156
  %158 = tail call i32 @colsum(i32 noundef 13, i32 noundef 9)
  %159 = xor i32 %157, %158
  %160 = tail call i32 @colsum(i32 noundef 13, i32 noundef 10)
  %161 = xor i32 %159, %160
  %162 = tail call i32 @colsum(i32 noundef 13, i32 noundef 11)
  %163 = xor i32 %161, %162
  %164 = tail call i32 @colsum(i32 noundef 13, i32 noundef 12)
  %165 = xor i32 %163, %164
  %166 = xor i32 %165, %137
  tail call void @matmul(i32 noundef 19)
  br label %167

167:                                              ; preds = %167, %140
  %168 = phi i64 [ 0, %140 ], [ %246, %167 ]
  %169 = phi i32 [ %166, %140 ], [ %245, %167 ]
  %170 = mul i32 %169, 31
  %171 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 0
  %172 = load i32, ptr %171, align 4, !tbaa !5
  %173 = add i32 %172, %170
  %174 = mul i32 %173, 31
  %175 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 1
  %176 = load i32, ptr %175, align 4, !tbaa !5
  %177 = add i32 %176, %174
  %178 = mul i32 %177, 31
  %179 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 2
  %180 = load i32, ptr %179, align 4, !tbaa !5
  %181 = add i32 %180, %178
  %182 = mul i32 %181, 31
  %183 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 3
  %184 = load i32, ptr %183, align 4, !tbaa !5
  %185 = add i32 %184, %182
  %186 = mul i32 %185, 31
  %187 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 4
  %188 = load i32, ptr %187, align 4, !tbaa !5
  %189 = add i32 %188, %186
  %190 = mul i32 %189, 31
  %191 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 5
  %192 = load i32, ptr %191, align 4, !tbaa !5
  %193 = add i32 %192, %190
  %194 = mul i32 %193, 31
  %195 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 6
  %196 = load i32, ptr %195, align 4, !tbaa !5
  %197 = add i32 %196, %194
  %198 = mul i32 %197, 31
  %199 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 7
  %200 = load i32, ptr %199, align 4, !tbaa !5
  %201 = add i32 %200, %198
  %202 = mul i32 %201, 31
  %203 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 8
  %204 = load i32, ptr %203, align 4, !tbaa !5
  %205 = add i32 %204, %202
  %206 = mul i32 %205, 31
  %207 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 9
  %208 = load i32, ptr %207, align 4, !tbaa !5
  %209 = add i32 %208, %206
  %210 = mul i32 %209, 31
  %211 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 10
  %212 = load i32, ptr %211, align 4, !tbaa !5
  %213 = add i32 %212, %210
  %214 = mul i32 %213, 31
  %215 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 11
  %216 = load i32, ptr %215, align 4, !tbaa !5
  %217 = add i32 %216, %214
  %218 = mul i32 %217, 31
  %219 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 12
  %220 = load i32, ptr %219, align 4, !tbaa !5
  %221 = add i32 %220, %218
  %222 = mul i32 %221, 31
  %223 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 13
  %224 = load i32, ptr %223, align 4, !tbaa !5
  %225 = add i32 %224, %222
  %226 = mul i32 %225, 31
  %227 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 14
  %228 = load i32, ptr %227, align 4, !tbaa !5
  %229 = add i32 %228, %226
  %230 = mul i32 %229, 31
  %231 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 15
  %232 = load i32, ptr %231, align 4, !tbaa !5
  %233 = add i32 %232, %230
  %234 = mul i32 %233, 31
  %235 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 16
  %236 = load i32, ptr %235, align 4, !tbaa !5
  %237 = add i32 %236, %234
  %238 = mul i32 %237, 31
  %239 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 17
  %240 = load i32, ptr %239, align 4, !tbaa !5
  %241 = add i32 %240, %238
  %242 = mul i32 %241, 31
  %243 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %168, i64 18
  %244 = load i32, ptr %243, align 4, !tbaa !5
  %245 = add i32 %244, %242
  %246 = add nuw nsw i64 %168, 1
  %247 = icmp eq i64 %246, 19
  br i1 %247, label %248, label %167, !llvm.loop !20

248:                                              ; preds = %167
  %249 = tail call i32 @colsum(i32 noundef 19, i32 noundef 0)
  %250 = tail call i32 @colsum(i32 noundef 19, i32 noundef 1)
  %251 = xor i32 %249, %250
  %252 = tail call i32 @colsum(i32 noundef 19, i32 noundef 2)
  %253 = xor i32 %251, %252
  %254 = tail call i32 @colsum(i32 noundef 19, i32 noundef 3)
  %255 = xor i32 %253, %254
  %256 = tail call i32 @colsum(i32 noundef 19, i32 noundef 4)
  %257 = xor i32 %255, %256
  %258 = tail call i32 @colsum(i32 noundef 19, i32 noundef 5)
  %259 = xor i32 %257, %258
  %260 = tail call i32 @colsum(i32 noundef 19, i32 noundef 6)
  %261 = xor i32 %259, %260
  %262 = tail call i32 @colsum(i32 noundef 19, i32 noundef 7)
  %263 = xor i32 %261, %262
  %264 = tail call i32 @colsum(i32 noundef 19, i32 noundef 8)
  %265 = xor i32 %263, %264
  %266 = tail call i32 @colsum(i32 noundef 19, i32 noundef 9)
  %267 = xor i32 %265, %266
  %268 = tail call i32 @colsum(i32 noundef 19, i32 noundef 10)
  %269 = xor i32 %267, %268
  %270 = tail call i32 @colsum(i32 noundef 19, i32 noundef 11)
  %271 = xor i32 %269, %270
  %272 = tail call i32 @colsum(i32 noundef 19, i32 noundef 12)
  %273 = xor i32 %271, %272
  %274 = tail call i32 @colsum(i32 noundef 19, i32 noundef 13)
  %275 = xor i32 %273, %274
  %276 = tail call i32 @colsum(i32 noundef 19, i32 noundef 14)
  %277 = xor i32 %275, %276
  %278 = tail call i32 @colsum(i32 noundef 19, i32 noundef 15)
  %279 = xor i32 %277, %278
  %280 = tail call i32 @colsum(i32 noundef 19, i32 noundef 16)
  %281 = xor i32 %279, %280
  %282 = tail call i32 @colsum(i32 noundef 19, i32 noundef 17)
  %283 = xor i32 %281, %282
  %284 = tail call i32 @colsum(i32 noundef 19, i32 noundef 18)
  %285 = xor i32 %283, %284
  %286 = xor i32 %285, %245
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %286)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }

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
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10, !12, !11}
!16 = distinct !{!16, !10, !11, !12}
!17 = distinct !{!17, !10, !12, !11}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
