; ModuleID = 'vector_gather.c'
source_filename = "vector_gather.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@A = internal unnamed_addr global [19 x [19 x i32]] zeroinitializer, align 4
@B = internal unnamed_addr global [19 x [19 x i32]] zeroinitializer, align 4
@C = internal unnamed_addr global [19 x [19 x i32]] zeroinitializer, align 4
@.str = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @matmul(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %10

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = icmp ult i32 %0, 2
  %6 = and i64 %4, 4294967294
  %7 = icmp eq i64 %6, %4
  br label %8

8:                                                ; preds = %37, %3
  %9 = phi i64 [ 0, %3 ], [ %38, %37 ]
  br label %11

10:                                               ; preds = %37, %1
  ret void

11:                                               ; preds = %40, %8
  %12 = phi i64 [ 0, %8 ], [ %43, %40 ]
  br i1 %5, label %34, label %13

13:                                               ; preds = %11, %13
  %14 = phi i64 [ %30, %13 ], [ 0, %11 ]
  %15 = phi i32 [ %28, %13 ], [ 0, %11 ]
  %16 = phi i32 [ %29, %13 ], [ 0, %11 ]
  %17 = or i64 %14, 1
  %18 = getelementptr inbounds [19 x [19 x i32]], ptr @A, i64 0, i64 %9, i64 %14
  %19 = getelementptr inbounds [19 x [19 x i32]], ptr @A, i64 0, i64 %9, i64 %17
  %20 = load i32, ptr %18, align 4, !tbaa !6
  %21 = load i32, ptr %19, align 4, !tbaa !6
  %22 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %14, i64 %12
  %23 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %17, i64 %12
  %24 = load i32, ptr %22, align 4, !tbaa !6
  %25 = load i32, ptr %23, align 4, !tbaa !6
  %26 = mul nsw i32 %24, %20
  %27 = mul nsw i32 %25, %21
  %28 = add i32 %26, %15
  %29 = add i32 %27, %16
  %30 = add nuw i64 %14, 2
  %31 = icmp eq i64 %30, %6
  br i1 %31, label %32, label %13, !llvm.loop !10

32:                                               ; preds = %13
  %33 = add i32 %29, %28
  br i1 %7, label %40, label %34

34:                                               ; preds = %11, %32
  %35 = phi i64 [ 0, %11 ], [ %6, %32 ]
  %36 = phi i32 [ 0, %11 ], [ %33, %32 ]
  br label %45

37:                                               ; preds = %40
  %38 = add nuw nsw i64 %9, 1
  %39 = icmp eq i64 %38, %4
  br i1 %39, label %10, label %8, !llvm.loop !14

40:                                               ; preds = %45, %32
  %41 = phi i32 [ %33, %32 ], [ %53, %45 ]
  %42 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %9, i64 %12
  store i32 %41, ptr %42, align 4, !tbaa !6
  %43 = add nuw nsw i64 %12, 1
  %44 = icmp eq i64 %43, %4
  br i1 %44, label %37, label %11, !llvm.loop !15

45:                                               ; preds = %34, %45
  %46 = phi i64 [ %54, %45 ], [ %35, %34 ]
  %47 = phi i32 [ %53, %45 ], [ %36, %34 ]
  %48 = getelementptr inbounds [19 x [19 x i32]], ptr @A, i64 0, i64 %9, i64 %46
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %46, i64 %12
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = mul nsw i32 %51, %49
  %53 = add nsw i32 %52, %47
  %54 = add nuw nsw i64 %46, 1
  %55 = icmp eq i64 %54, %4
  br i1 %55, label %40, label %45, !llvm.loop !16
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @colsum(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %37

4:                                                ; preds = %2
  %5 = sext i32 %1 to i64
  %6 = zext i32 %0 to i64
  %7 = icmp eq i32 %0, 1
  br i1 %7, label %34, label %8

8:                                                ; preds = %4
  %9 = and i64 %6, 4294967294
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %29, %10 ]
  %12 = phi i32 [ 0, %8 ], [ %27, %10 ]
  %13 = phi i32 [ 0, %8 ], [ %28, %10 ]
  %14 = or i64 %11, 1
  %15 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %11, i64 %5
  %16 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %14, i64 %5
  %17 = load i32, ptr %15, align 4, !tbaa !6
  %18 = load i32, ptr %16, align 4, !tbaa !6
  %19 = mul i32 %17, 3
  %20 = mul i32 %18, 3
  %21 = getelementptr inbounds [19 x [19 x i32]], ptr @A, i64 0, i64 %5, i64 %11
  %22 = getelementptr inbounds [19 x [19 x i32]], ptr @A, i64 0, i64 %5, i64 %14
  %23 = load i32, ptr %21, align 4, !tbaa !6
  %24 = load i32, ptr %22, align 4, !tbaa !6
  %25 = add i32 %23, %12
  %26 = add i32 %24, %13
  %27 = add i32 %25, %19
  %28 = add i32 %26, %20
  %29 = add nuw i64 %11, 2
  %30 = icmp eq i64 %29, %9
  br i1 %30, label %31, label %10, !llvm.loop !17

31:                                               ; preds = %10
  %32 = add i32 %28, %27
  %33 = icmp eq i64 %9, %6
  br i1 %33, label %37, label %34

34:                                               ; preds = %4, %31
  %35 = phi i64 [ 0, %4 ], [ %9, %31 ]
  %36 = phi i32 [ 0, %4 ], [ %32, %31 ]
  br label %39

37:                                               ; preds = %39, %31, %2
  %38 = phi i32 [ 0, %2 ], [ %32, %31 ], [ %48, %39 ]
  ret i32 %38

39:                                               ; preds = %34, %39
  %40 = phi i64 [ %49, %39 ], [ %35, %34 ]
  %41 = phi i32 [ %48, %39 ], [ %36, %34 ]
  %42 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %40, i64 %5
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = mul i32 %43, 3
  %45 = getelementptr inbounds [19 x [19 x i32]], ptr @A, i64 0, i64 %5, i64 %40
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = add i32 %46, %41
  %48 = add i32 %47, %44
  %49 = add nuw nsw i64 %40, 1
  %50 = icmp eq i64 %49, %6
  br i1 %50, label %37, label %39, !llvm.loop !18
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
  br i1 %7, label %8, label %1, !llvm.loop !19

8:                                                ; preds = %5
  tail call void @matmul(i32 noundef 1)
  %9 = load i32, ptr @C, align 4, !tbaa !6
  %10 = tail call i32 @colsum(i32 noundef 1, i32 noundef 0)
  %11 = xor i32 %10, %9
  tail call void @matmul(i32 noundef 7)
  br label %25

12:                                               ; preds = %1, %12
  %13 = phi i64 [ 0, %1 ], [ %23, %12 ]
  %14 = phi i32 [ %3, %1 ], [ %16, %12 ]
  %15 = mul i32 %14, 1103515245
  %16 = add i32 %15, 12345
  %17 = lshr i32 %16, 7
  %18 = add nsw i32 %17, -8388608
  %19 = getelementptr inbounds [19 x [19 x i32]], ptr @A, i64 0, i64 %2, i64 %13
  store i32 %18, ptr %19, align 4, !tbaa !6
  %20 = lshr i32 %16, 3
  %21 = xor i32 %20, %4
  %22 = getelementptr inbounds [19 x [19 x i32]], ptr @B, i64 0, i64 %2, i64 %13
  store i32 %21, ptr %22, align 4, !tbaa !6
  %23 = add nuw nsw i64 %13, 1
  %24 = icmp eq i64 %23, 19
  br i1 %24, label %5, label %12, !llvm.loop !20

25:                                               ; preds = %25, %8
  %26 = phi i64 [ 0, %8 ], [ %56, %25 ]
  %27 = phi i32 [ %11, %8 ], [ %55, %25 ]
  %28 = mul i32 %27, 31
  %29 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %26, i64 0
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = add i32 %30, %28
  %32 = mul i32 %31, 31
  %33 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %26, i64 1
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = add i32 %34, %32
  %36 = mul i32 %35, 31
  %37 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %26, i64 2
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = add i32 %38, %36
  %40 = mul i32 %39, 31
  %41 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %26, i64 3
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = add i32 %42, %40
  %44 = mul i32 %43, 31
  %45 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %26, i64 4
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = add i32 %46, %44
  %48 = mul i32 %47, 31
  %49 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %26, i64 5
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = add i32 %50, %48
  %52 = mul i32 %51, 31
  %53 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %26, i64 6
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = add i32 %54, %52
  %56 = add nuw nsw i64 %26, 1
  %57 = icmp eq i64 %56, 7
  br i1 %57, label %58, label %25, !llvm.loop !21

58:                                               ; preds = %25
  %59 = tail call i32 @colsum(i32 noundef 7, i32 noundef 0)
  %60 = tail call i32 @colsum(i32 noundef 7, i32 noundef 1)
  %61 = xor i32 %59, %60
  %62 = tail call i32 @colsum(i32 noundef 7, i32 noundef 2)
  %63 = xor i32 %61, %62
  %64 = tail call i32 @colsum(i32 noundef 7, i32 noundef 3)
  %65 = xor i32 %63, %64
  %66 = tail call i32 @colsum(i32 noundef 7, i32 noundef 4)
  %67 = xor i32 %65, %66
  %68 = tail call i32 @colsum(i32 noundef 7, i32 noundef 5)
  %69 = xor i32 %67, %68
  %70 = tail call i32 @colsum(i32 noundef 7, i32 noundef 6)
  %71 = xor i32 %69, %70
  %72 = xor i32 %71, %55
  tail call void @matmul(i32 noundef 13)
  br label %73

73:                                               ; preds = %73, %58
  %74 = phi i64 [ 0, %58 ], [ %128, %73 ]
  %75 = phi i32 [ %72, %58 ], [ %127, %73 ]
  %76 = mul i32 %75, 31
  %77 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %74, i64 0
  %78 = load i32, ptr %77, align 4, !tbaa !6
  %79 = add i32 %78, %76
  %80 = mul i32 %79, 31
  %81 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %74, i64 1
  %82 = load i32, ptr %81, align 4, !tbaa !6
  %83 = add i32 %82, %80
  %84 = mul i32 %83, 31
  %85 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %74, i64 2
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = add i32 %86, %84
  %88 = mul i32 %87, 31
  %89 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %74, i64 3
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = add i32 %90, %88
  %92 = mul i32 %91, 31
  %93 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %74, i64 4
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = add i32 %94, %92
  %96 = mul i32 %95, 31
  %97 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %74, i64 5
  %98 = load i32, ptr %97, align 4, !tbaa !6
  %99 = add i32 %98, %96
  %100 = mul i32 %99, 31
  %101 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %74, i64 6
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = add i32 %102, %100
  %104 = mul i32 %103, 31
  %105 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %74, i64 7
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = add i32 %106, %104
  %108 = mul i32 %107, 31
  %109 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %74, i64 8
  %110 = load i32, ptr %109, align 4, !tbaa !6
  %111 = add i32 %110, %108
  %112 = mul i32 %111, 31
  %113 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %74, i64 9
  %114 = load i32, ptr %113, align 4, !tbaa !6
  %115 = add i32 %114, %112
  %116 = mul i32 %115, 31
  %117 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %74, i64 10
  %118 = load i32, ptr %117, align 4, !tbaa !6
  %119 = add i32 %118, %116
  %120 = mul i32 %119, 31
  %121 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %74, i64 11
  %122 = load i32, ptr %121, align 4, !tbaa !6
  %123 = add i32 %122, %120
  %124 = mul i32 %123, 31
  %125 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %74, i64 12
  %126 = load i32, ptr %125, align 4, !tbaa !6
  %127 = add i32 %126, %124
  %128 = add nuw nsw i64 %74, 1
  %129 = icmp eq i64 %128, 13
  br i1 %129, label %130, label %73, !llvm.loop !21

130:                                              ; preds = %73
  %131 = tail call i32 @colsum(i32 noundef 13, i32 noundef 0)
  %132 = tail call i32 @colsum(i32 noundef 13, i32 noundef 1)
  %133 = xor i32 %131, %132
  %134 = tail call i32 @colsum(i32 noundef 13, i32 noundef 2)
  %135 = xor i32 %133, %134
  %136 = tail call i32 @colsum(i32 noundef 13, i32 noundef 3)
  %137 = xor i32 %135, %136
  %138 = tail call i32 @colsum(i32 noundef 13, i32 noundef 4)
  %139 = xor i32 %137, %138
  %140 = tail call i32 @colsum(i32 noundef 13, i32 noundef 5)
  %141 = xor i32 %139, %140
  %142 = tail call i32 @colsum(i32 noundef 13, i32 noundef 6)
  %143 = xor i32 %141, %142
  %144 = tail call i32 @colsum(i32 noundef 13, i32 noundef 7)
  %145 = xor i32 %143, %144
  %146 = tail call i32 @colsum(i32 noundef 13, i32 noundef 8)
  %147 = xor i32 %145, %146
  %148 = tail call i32 @colsum(i32 noundef 13, i32 noundef 9)
  %149 = xor i32 %147, %148
  %150 = tail call i32 @colsum(i32 noundef 13, i32 noundef 10)
  %151 = xor i32 %149, %150
  %152 = tail call i32 @colsum(i32 noundef 13, i32 noundef 11)
  %153 = xor i32 %151, %152
  %154 = tail call i32 @colsum(i32 noundef 13, i32 noundef 12)
  %155 = xor i32 %153, %154
  %156 = xor i32 %155, %127
  tail call void @matmul(i32 noundef 19)
  br label %157

157:                                              ; preds = %157, %130
  %158 = phi i64 [ 0, %130 ], [ %236, %157 ]
  %159 = phi i32 [ %156, %130 ], [ %235, %157 ]
  %160 = mul i32 %159, 31
  %161 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 0
  %162 = load i32, ptr %161, align 4, !tbaa !6
  %163 = add i32 %162, %160
  %164 = mul i32 %163, 31
  %165 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 1
  %166 = load i32, ptr %165, align 4, !tbaa !6
  %167 = add i32 %166, %164
  %168 = mul i32 %167, 31
  %169 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 2
  %170 = load i32, ptr %169, align 4, !tbaa !6
  %171 = add i32 %170, %168
  %172 = mul i32 %171, 31
  %173 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 3
  %174 = load i32, ptr %173, align 4, !tbaa !6
  %175 = add i32 %174, %172
  %176 = mul i32 %175, 31
  %177 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 4
  %178 = load i32, ptr %177, align 4, !tbaa !6
  %179 = add i32 %178, %176
  %180 = mul i32 %179, 31
  %181 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 5
  %182 = load i32, ptr %181, align 4, !tbaa !6
  %183 = add i32 %182, %180
  %184 = mul i32 %183, 31
  %185 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 6
  %186 = load i32, ptr %185, align 4, !tbaa !6
  %187 = add i32 %186, %184
  %188 = mul i32 %187, 31
  %189 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 7
  %190 = load i32, ptr %189, align 4, !tbaa !6
  %191 = add i32 %190, %188
  %192 = mul i32 %191, 31
  %193 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 8
  %194 = load i32, ptr %193, align 4, !tbaa !6
  %195 = add i32 %194, %192
  %196 = mul i32 %195, 31
  %197 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 9
  %198 = load i32, ptr %197, align 4, !tbaa !6
  %199 = add i32 %198, %196
  %200 = mul i32 %199, 31
  %201 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 10
  %202 = load i32, ptr %201, align 4, !tbaa !6
  %203 = add i32 %202, %200
  %204 = mul i32 %203, 31
  %205 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 11
  %206 = load i32, ptr %205, align 4, !tbaa !6
  %207 = add i32 %206, %204
  %208 = mul i32 %207, 31
  %209 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 12
  %210 = load i32, ptr %209, align 4, !tbaa !6
  %211 = add i32 %210, %208
  %212 = mul i32 %211, 31
  %213 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 13
  %214 = load i32, ptr %213, align 4, !tbaa !6
  %215 = add i32 %214, %212
  %216 = mul i32 %215, 31
  %217 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 14
  %218 = load i32, ptr %217, align 4, !tbaa !6
  %219 = add i32 %218, %216
  %220 = mul i32 %219, 31
  %221 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 15
  %222 = load i32, ptr %221, align 4, !tbaa !6
  %223 = add i32 %222, %220
  %224 = mul i32 %223, 31
  %225 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 16
  %226 = load i32, ptr %225, align 4, !tbaa !6
  %227 = add i32 %226, %224
  %228 = mul i32 %227, 31
  %229 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 17
  %230 = load i32, ptr %229, align 4, !tbaa !6
  %231 = add i32 %230, %228
  %232 = mul i32 %231, 31
  %233 = getelementptr inbounds [19 x [19 x i32]], ptr @C, i64 0, i64 %158, i64 18
  %234 = load i32, ptr %233, align 4, !tbaa !6
  %235 = add i32 %234, %232
  %236 = add nuw nsw i64 %158, 1
  %237 = icmp eq i64 %236, 19
  br i1 %237, label %238, label %157, !llvm.loop !21

238:                                              ; preds = %157
  %239 = tail call i32 @colsum(i32 noundef 19, i32 noundef 0)
  %240 = tail call i32 @colsum(i32 noundef 19, i32 noundef 1)
  %241 = xor i32 %239, %240
  %242 = tail call i32 @colsum(i32 noundef 19, i32 noundef 2)
  %243 = xor i32 %241, %242
  %244 = tail call i32 @colsum(i32 noundef 19, i32 noundef 3)
  %245 = xor i32 %243, %244
  %246 = tail call i32 @colsum(i32 noundef 19, i32 noundef 4)
  %247 = xor i32 %245, %246
  %248 = tail call i32 @colsum(i32 noundef 19, i32 noundef 5)
  %249 = xor i32 %247, %248
  %250 = tail call i32 @colsum(i32 noundef 19, i32 noundef 6)
  %251 = xor i32 %249, %250
  %252 = tail call i32 @colsum(i32 noundef 19, i32 noundef 7)
  %253 = xor i32 %251, %252
  %254 = tail call i32 @colsum(i32 noundef 19, i32 noundef 8)
  %255 = xor i32 %253, %254
  %256 = tail call i32 @colsum(i32 noundef 19, i32 noundef 9)
  %257 = xor i32 %255, %256
  %258 = tail call i32 @colsum(i32 noundef 19, i32 noundef 10)
  %259 = xor i32 %257, %258
  %260 = tail call i32 @colsum(i32 noundef 19, i32 noundef 11)
  %261 = xor i32 %259, %260
  %262 = tail call i32 @colsum(i32 noundef 19, i32 noundef 12)
  %263 = xor i32 %261, %262
  %264 = tail call i32 @colsum(i32 noundef 19, i32 noundef 13)
  %265 = xor i32 %263, %264
  %266 = tail call i32 @colsum(i32 noundef 19, i32 noundef 14)
  %267 = xor i32 %265, %266
  %268 = tail call i32 @colsum(i32 noundef 19, i32 noundef 15)
  %269 = xor i32 %267, %268
  %270 = tail call i32 @colsum(i32 noundef 19, i32 noundef 16)
  %271 = xor i32 %269, %270
  %272 = tail call i32 @colsum(i32 noundef 19, i32 noundef 17)
  %273 = xor i32 %271, %272
  %274 = tail call i32 @colsum(i32 noundef 19, i32 noundef 18)
  %275 = xor i32 %273, %274
  %276 = xor i32 %275, %235
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %276)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11, !12}
!17 = distinct !{!17, !11, !12, !13}
!18 = distinct !{!18, !11, !12}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
