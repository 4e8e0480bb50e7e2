; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@grid = internal unnamed_addr global [6 x [7 x i32]] zeroinitializer, align 4
@.str = private unnamed_addr constant [12 x i8] c"total %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%3d\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"min at %d = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"%c%c%c %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x [6 x i32]], align 4
  %2 = alloca [12 x [12 x i32]], align 4
  store i32 0, ptr @grid, align 4, !tbaa !6
  store i32 1, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 1), align 4, !tbaa !6
  store i32 2, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 2), align 4, !tbaa !6
  store i32 3, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 3), align 4, !tbaa !6
  store i32 4, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 4), align 4, !tbaa !6
  store i32 5, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 5), align 4, !tbaa !6
  store i32 6, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 6), align 4, !tbaa !6
  store i32 10, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 0), align 4, !tbaa !6
  store i32 11, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 1), align 4, !tbaa !6
  store i32 12, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 2), align 4, !tbaa !6
  store i32 13, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 3), align 4, !tbaa !6
  store i32 14, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 4), align 4, !tbaa !6
  store i32 15, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 5), align 4, !tbaa !6
  store i32 16, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 6), align 4, !tbaa !6
  store i32 20, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 0), align 4, !tbaa !6
  store i32 21, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 1), align 4, !tbaa !6
  store i32 22, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 2), align 4, !tbaa !6
  store i32 23, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 3), align 4, !tbaa !6
  store i32 24, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 4), align 4, !tbaa !6
  store i32 25, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 5), align 4, !tbaa !6
  store i32 26, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 6), align 4, !tbaa !6
  store i32 30, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 0), align 4, !tbaa !6
  store i32 31, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 1), align 4, !tbaa !6
  store i32 32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 2), align 4, !tbaa !6
  store i32 33, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 3), align 4, !tbaa !6
  store i32 34, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 4), align 4, !tbaa !6
  store i32 35, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 5), align 4, !tbaa !6
  store i32 36, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 6), align 4, !tbaa !6
  store i32 40, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 0), align 4, !tbaa !6
  store i32 41, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 1), align 4, !tbaa !6
  store i32 42, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 2), align 4, !tbaa !6
  store i32 43, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 3), align 4, !tbaa !6
  store i32 44, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 4), align 4, !tbaa !6
  store i32 45, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 5), align 4, !tbaa !6
  store i32 46, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 6), align 4, !tbaa !6
  store i32 50, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 0), align 4, !tbaa !6
  store i32 51, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 1), align 4, !tbaa !6
  store i32 52, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 2), align 4, !tbaa !6
  store i32 53, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 3), align 4, !tbaa !6
  store i32 54, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 4), align 4, !tbaa !6
  store i32 55, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 5), align 4, !tbaa !6
  store i32 56, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 6), align 4, !tbaa !6
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ %6, %3 ], [ 0, %0 ]
  %5 = phi i64 [ %42, %3 ], [ 0, %0 ]
  %6 = add nuw nsw i64 %4, 1
  %7 = getelementptr inbounds [7 x i32], ptr @grid, i64 %4, i64 0
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = trunc i64 %6 to i32
  %10 = mul nsw i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = add nsw i64 %5, %11
  %13 = getelementptr inbounds [7 x i32], ptr @grid, i64 %4, i64 1
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = mul nsw i32 %14, %9
  %16 = sext i32 %15 to i64
  %17 = add nsw i64 %12, %16
  %18 = getelementptr inbounds [7 x i32], ptr @grid, i64 %4, i64 2
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = mul nsw i32 %19, %9
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %17, %21
  %23 = getelementptr inbounds [7 x i32], ptr @grid, i64 %4, i64 3
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = mul nsw i32 %24, %9
  %26 = sext i32 %25 to i64
  %27 = add nsw i64 %22, %26
  %28 = getelementptr inbounds [7 x i32], ptr @grid, i64 %4, i64 4
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = mul nsw i32 %29, %9
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %27, %31
  %33 = getelementptr inbounds [7 x i32], ptr @grid, i64 %4, i64 5
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = mul nsw i32 %34, %9
  %36 = sext i32 %35 to i64
  %37 = add nsw i64 %32, %36
  %38 = getelementptr inbounds [7 x i32], ptr @grid, i64 %4, i64 6
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = mul nsw i32 %39, %9
  %41 = sext i32 %40 to i64
  %42 = add nsw i64 %37, %41
  %43 = icmp eq i64 %6, 6
  br i1 %43, label %44, label %3, !llvm.loop !10

44:                                               ; preds = %3
  %45 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %42) #4
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %1) #5
  %46 = load i32, ptr @grid, align 4, !tbaa !6
  store i32 %46, ptr %1, align 4, !tbaa !6
  %47 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 1), align 4, !tbaa !6
  %48 = getelementptr inbounds i32, ptr %1, i64 6
  store i32 %47, ptr %48, align 4, !tbaa !6
  %49 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 2), align 4, !tbaa !6
  %50 = getelementptr inbounds i32, ptr %1, i64 12
  store i32 %49, ptr %50, align 4, !tbaa !6
  %51 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 3), align 4, !tbaa !6
  %52 = getelementptr inbounds i32, ptr %1, i64 18
  store i32 %51, ptr %52, align 4, !tbaa !6
  %53 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 4), align 4, !tbaa !6
  %54 = getelementptr inbounds i32, ptr %1, i64 24
  store i32 %53, ptr %54, align 4, !tbaa !6
  %55 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 5), align 4, !tbaa !6
  %56 = getelementptr inbounds i32, ptr %1, i64 30
  store i32 %55, ptr %56, align 4, !tbaa !6
  %57 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 6), align 4, !tbaa !6
  %58 = getelementptr inbounds i32, ptr %1, i64 36
  store i32 %57, ptr %58, align 4, !tbaa !6
  %59 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 0), align 4, !tbaa !6
  %60 = getelementptr inbounds i32, ptr %1, i64 1
  store i32 %59, ptr %60, align 4, !tbaa !6
  %61 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 1), align 4, !tbaa !6
  %62 = getelementptr inbounds i32, ptr %1, i64 7
  store i32 %61, ptr %62, align 4, !tbaa !6
  %63 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 2), align 4, !tbaa !6
  %64 = getelementptr inbounds i32, ptr %1, i64 13
  store i32 %63, ptr %64, align 4, !tbaa !6
  %65 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 3), align 4, !tbaa !6
  %66 = getelementptr inbounds i32, ptr %1, i64 19
  store i32 %65, ptr %66, align 4, !tbaa !6
  %67 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 4), align 4, !tbaa !6
  %68 = getelementptr inbounds i32, ptr %1, i64 25
  store i32 %67, ptr %68, align 4, !tbaa !6
  %69 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 5), align 4, !tbaa !6
  %70 = getelementptr inbounds i32, ptr %1, i64 31
  store i32 %69, ptr %70, align 4, !tbaa !6
  %71 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 6), align 4, !tbaa !6
  %72 = getelementptr inbounds i32, ptr %1, i64 37
  store i32 %71, ptr %72, align 4, !tbaa !6
  %73 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 0), align 4, !tbaa !6
  %74 = getelementptr inbounds i32, ptr %1, i64 2
  store i32 %73, ptr %74, align 4, !tbaa !6
  %75 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 1), align 4, !tbaa !6
  %76 = getelementptr inbounds i32, ptr %1, i64 8
  store i32 %75, ptr %76, align 4, !tbaa !6
  %77 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 2), align 4, !tbaa !6
  %78 = getelementptr inbounds i32, ptr %1, i64 14
  store i32 %77, ptr %78, align 4, !tbaa !6
  %79 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 3), align 4, !tbaa !6
  %80 = getelementptr inbounds i32, ptr %1, i64 20
  store i32 %79, ptr %80, align 4, !tbaa !6
  %81 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 4), align 4, !tbaa !6
  %82 = getelementptr inbounds i32, ptr %1, i64 26
  store i32 %81, ptr %82, align 4, !tbaa !6
  %83 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 5), align 4, !tbaa !6
  %84 = getelementptr inbounds i32, ptr %1, i64 32
  store i32 %83, ptr %84, align 4, !tbaa !6
  %85 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 6), align 4, !tbaa !6
  %86 = getelementptr inbounds i32, ptr %1, i64 38
  store i32 %85, ptr %86, align 4, !tbaa !6
  %87 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 0), align 4, !tbaa !6
  %88 = getelementptr inbounds i32, ptr %1, i64 3
  store i32 %87, ptr %88, align 4, !tbaa !6
  %89 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 1), align 4, !tbaa !6
  %90 = getelementptr inbounds i32, ptr %1, i64 9
  store i32 %89, ptr %90, align 4, !tbaa !6
  %91 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 2), align 4, !tbaa !6
  %92 = getelementptr inbounds i32, ptr %1, i64 15
  store i32 %91, ptr %92, align 4, !tbaa !6
  %93 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 3), align 4, !tbaa !6
  %94 = getelementptr inbounds i32, ptr %1, i64 21
  store i32 %93, ptr %94, align 4, !tbaa !6
  %95 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 4), align 4, !tbaa !6
  %96 = getelementptr inbounds i32, ptr %1, i64 27
  store i32 %95, ptr %96, align 4, !tbaa !6
  %97 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 5), align 4, !tbaa !6
  %98 = getelementptr inbounds i32, ptr %1, i64 33
  store i32 %97, ptr %98, align 4, !tbaa !6
  %99 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 6), align 4, !tbaa !6
  %100 = getelementptr inbounds i32, ptr %1, i64 39
  store i32 %99, ptr %100, align 4, !tbaa !6
  %101 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 0), align 4, !tbaa !6
  %102 = getelementptr inbounds i32, ptr %1, i64 4
  store i32 %101, ptr %102, align 4, !tbaa !6
  %103 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 1), align 4, !tbaa !6
  %104 = getelementptr inbounds i32, ptr %1, i64 10
  store i32 %103, ptr %104, align 4, !tbaa !6
  %105 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 2), align 4, !tbaa !6
  %106 = getelementptr inbounds i32, ptr %1, i64 16
  store i32 %105, ptr %106, align 4, !tbaa !6
  %107 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 3), align 4, !tbaa !6
  %108 = getelementptr inbounds i32, ptr %1, i64 22
  store i32 %107, ptr %108, align 4, !tbaa !6
  %109 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 4), align 4, !tbaa !6
  %110 = getelementptr inbounds i32, ptr %1, i64 28
  store i32 %109, ptr %110, align 4, !tbaa !6
  %111 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 5), align 4, !tbaa !6
  %112 = getelementptr inbounds i32, ptr %1, i64 34
  store i32 %111, ptr %112, align 4, !tbaa !6
  %113 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 6), align 4, !tbaa !6
  %114 = getelementptr inbounds i32, ptr %1, i64 40
  store i32 %113, ptr %114, align 4, !tbaa !6
  %115 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 0), align 4, !tbaa !6
  %116 = getelementptr inbounds i32, ptr %1, i64 5
  store i32 %115, ptr %116, align 4, !tbaa !6
  %117 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 1), align 4, !tbaa !6
  %118 = getelementptr inbounds i32, ptr %1, i64 11
  store i32 %117, ptr %118, align 4, !tbaa !6
  %119 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 2), align 4, !tbaa !6
  %120 = getelementptr inbounds i32, ptr %1, i64 17
  store i32 %119, ptr %120, align 4, !tbaa !6
  %121 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 3), align 4, !tbaa !6
  %122 = getelementptr inbounds i32, ptr %1, i64 23
  store i32 %121, ptr %122, align 4, !tbaa !6
  %123 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 4), align 4, !tbaa !6
  %124 = getelementptr inbounds i32, ptr %1, i64 29
  store i32 %123, ptr %124, align 4, !tbaa !6
  %125 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 5), align 4, !tbaa !6
  %126 = getelementptr inbounds i32, ptr %1, i64 35
  store i32 %125, ptr %126, align 4, !tbaa !6
  %127 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 6), align 4, !tbaa !6
  %128 = getelementptr inbounds i32, ptr %1, i64 41
  store i32 %127, ptr %128, align 4, !tbaa !6
  br label %129

129:                                              ; preds = %44, %129
  %130 = phi i64 [ 0, %44 ], [ %150, %129 ]
  %131 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %130, i64 0
  %132 = load i32, ptr %131, align 4, !tbaa !6
  %133 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %132) #4
  %134 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %130, i64 1
  %135 = load i32, ptr %134, align 4, !tbaa !6
  %136 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %135) #4
  %137 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %130, i64 2
  %138 = load i32, ptr %137, align 4, !tbaa !6
  %139 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %138) #4
  %140 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %130, i64 3
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %141) #4
  %143 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %130, i64 4
  %144 = load i32, ptr %143, align 4, !tbaa !6
  %145 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %144) #4
  %146 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %130, i64 5
  %147 = load i32, ptr %146, align 4, !tbaa !6
  %148 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %147) #4
  %149 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #4
  %150 = add nuw nsw i64 %130, 1
  %151 = icmp eq i64 %150, 7
  br i1 %151, label %152, label %129, !llvm.loop !12

152:                                              ; preds = %129
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %2) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(576) %2, i8 0, i64 576, i1 false)
  br label %153

153:                                              ; preds = %152, %162
  %154 = phi i64 [ 0, %152 ], [ %163, %162 ]
  %155 = phi i64 [ 1, %152 ], [ %164, %162 ]
  %156 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %154
  store i32 1, ptr %156, align 4, !tbaa !6
  %157 = icmp eq i64 %154, 0
  br i1 %157, label %162, label %158

158:                                              ; preds = %153
  %159 = add nsw i64 %154, -1
  %160 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %159, i64 0
  %161 = load i32, ptr %160, align 4, !tbaa !6
  br label %206

162:                                              ; preds = %206, %153
  %163 = add nuw nsw i64 %154, 1
  %164 = add nuw nsw i64 %155, 1
  %165 = icmp eq i64 %163, 12
  br i1 %165, label %166, label %153, !llvm.loop !13

166:                                              ; preds = %162
  %167 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 0
  %168 = load i32, ptr %167, align 4, !tbaa !6
  %169 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %168) #4
  %170 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 1
  %171 = load i32, ptr %170, align 4, !tbaa !6
  %172 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %171) #4
  %173 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 2
  %174 = load i32, ptr %173, align 4, !tbaa !6
  %175 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %174) #4
  %176 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 3
  %177 = load i32, ptr %176, align 4, !tbaa !6
  %178 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %177) #4
  %179 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 4
  %180 = load i32, ptr %179, align 4, !tbaa !6
  %181 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %180) #4
  %182 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 5
  %183 = load i32, ptr %182, align 4, !tbaa !6
  %184 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %183) #4
  %185 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 6
  %186 = load i32, ptr %185, align 4, !tbaa !6
  %187 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %186) #4
  %188 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 7
  %189 = load i32, ptr %188, align 4, !tbaa !6
  %190 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %189) #4
  %191 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 8
  %192 = load i32, ptr %191, align 4, !tbaa !6
  %193 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %192) #4
  %194 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 9
  %195 = load i32, ptr %194, align 4, !tbaa !6
  %196 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %195) #4
  %197 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 10
  %198 = load i32, ptr %197, align 4, !tbaa !6
  %199 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %198) #4
  %200 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 11
  %201 = load i32, ptr %200, align 4, !tbaa !6
  %202 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %201) #4
  %203 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #4
  %204 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 1, i32 noundef signext -4) #4
  %205 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext 98, i32 noundef signext 113, i32 noundef signext 97, i32 noundef signext 60) #4
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %1) #5
  ret i32 0

206:                                              ; preds = %158, %206
  %207 = phi i32 [ %161, %158 ], [ %210, %206 ]
  %208 = phi i64 [ 1, %158 ], [ %213, %206 ]
  %209 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %159, i64 %208
  %210 = load i32, ptr %209, align 4, !tbaa !6
  %211 = add nsw i32 %210, %207
  %212 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %154, i64 %208
  store i32 %211, ptr %212, align 4, !tbaa !6
  %213 = add nuw nsw i64 %208, 1
  %214 = icmp eq i64 %213, %155
  br i1 %214, label %162, label %206, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

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
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
