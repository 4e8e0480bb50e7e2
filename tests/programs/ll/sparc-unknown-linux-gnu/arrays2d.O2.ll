; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@grid = internal unnamed_addr global [6 x [7 x i32]] zeroinitializer, align 4
@.str = private unnamed_addr constant [12 x i8] c"total %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%3d\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"min at %d = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"%c%c%c %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x [6 x i32]], align 4
  %2 = alloca [12 x [12 x i32]], align 4
  store i32 0, ptr @grid, align 4, !tbaa !4
  store i32 1, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 0, i32 1), align 4, !tbaa !4
  store i32 2, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 0, i32 2), align 4, !tbaa !4
  store i32 3, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 0, i32 3), align 4, !tbaa !4
  store i32 4, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 0, i32 4), align 4, !tbaa !4
  store i32 5, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 0, i32 5), align 4, !tbaa !4
  store i32 6, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 0, i32 6), align 4, !tbaa !4
  store i32 10, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 1, i32 0), align 4, !tbaa !4
  store i32 11, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 1, i32 1), align 4, !tbaa !4
  store i32 12, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 1, i32 2), align 4, !tbaa !4
  store i32 13, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 1, i32 3), align 4, !tbaa !4
  store i32 14, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 1, i32 4), align 4, !tbaa !4
  store i32 15, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 1, i32 5), align 4, !tbaa !4
  store i32 16, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 1, i32 6), align 4, !tbaa !4
  store i32 20, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 2, i32 0), align 4, !tbaa !4
  store i32 21, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 2, i32 1), align 4, !tbaa !4
  store i32 22, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 2, i32 2), align 4, !tbaa !4
  store i32 23, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 2, i32 3), align 4, !tbaa !4
  store i32 24, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 2, i32 4), align 4, !tbaa !4
  store i32 25, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 2, i32 5), align 4, !tbaa !4
  store i32 26, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 2, i32 6), align 4, !tbaa !4
  store i32 30, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 3, i32 0), align 4, !tbaa !4
  store i32 31, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 3, i32 1), align 4, !tbaa !4
  store i32 32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 3, i32 2), align 4, !tbaa !4
  store i32 33, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 3, i32 3), align 4, !tbaa !4
  store i32 34, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 3, i32 4), align 4, !tbaa !4
  store i32 35, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 3, i32 5), align 4, !tbaa !4
  store i32 36, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 3, i32 6), align 4, !tbaa !4
  store i32 40, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 4, i32 0), align 4, !tbaa !4
  store i32 41, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 4, i32 1), align 4, !tbaa !4
  store i32 42, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 4, i32 2), align 4, !tbaa !4
  store i32 43, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 4, i32 3), align 4, !tbaa !4
  store i32 44, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 4, i32 4), align 4, !tbaa !4
  store i32 45, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 4, i32 5), align 4, !tbaa !4
  store i32 46, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 4, i32 6), align 4, !tbaa !4
  store i32 50, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 5, i32 0), align 4, !tbaa !4
  store i32 51, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 5, i32 1), align 4, !tbaa !4
  store i32 52, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 5, i32 2), align 4, !tbaa !4
  store i32 53, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 5, i32 3), align 4, !tbaa !4
  store i32 54, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 5, i32 4), align 4, !tbaa !4
  store i32 55, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 5, i32 5), align 4, !tbaa !4
  store i32 56, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 5, i32 6), align 4, !tbaa !4
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i32 [ %6, %3 ], [ 0, %0 ]
  %5 = phi i64 [ %41, %3 ], [ 0, %0 ]
  %6 = add nuw nsw i32 %4, 1
  %7 = getelementptr inbounds [7 x i32], ptr @grid, i32 %4, i32 0
  %8 = load i32, ptr %7, align 4, !tbaa !4
  %9 = mul nsw i32 %8, %6
  %10 = sext i32 %9 to i64
  %11 = add nsw i64 %5, %10
  %12 = getelementptr inbounds [7 x i32], ptr @grid, i32 %4, i32 1
  %13 = load i32, ptr %12, align 4, !tbaa !4
  %14 = mul nsw i32 %13, %6
  %15 = sext i32 %14 to i64
  %16 = add nsw i64 %11, %15
  %17 = getelementptr inbounds [7 x i32], ptr @grid, i32 %4, i32 2
  %18 = load i32, ptr %17, align 4, !tbaa !4
  %19 = mul nsw i32 %18, %6
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %16, %20
  %22 = getelementptr inbounds [7 x i32], ptr @grid, i32 %4, i32 3
  %23 = load i32, ptr %22, align 4, !tbaa !4
  %24 = mul nsw i32 %23, %6
  %25 = sext i32 %24 to i64
  %26 = add nsw i64 %21, %25
  %27 = getelementptr inbounds [7 x i32], ptr @grid, i32 %4, i32 4
  %28 = load i32, ptr %27, align 4, !tbaa !4
  %29 = mul nsw i32 %28, %6
  %30 = sext i32 %29 to i64
  %31 = add nsw i64 %26, %30
  %32 = getelementptr inbounds [7 x i32], ptr @grid, i32 %4, i32 5
  %33 = load i32, ptr %32, align 4, !tbaa !4
  %34 = mul nsw i32 %33, %6
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 %31, %35
  %37 = getelementptr inbounds [7 x i32], ptr @grid, i32 %4, i32 6
  %38 = load i32, ptr %37, align 4, !tbaa !4
  %39 = mul nsw i32 %38, %6
  %40 = sext i32 %39 to i64
  %41 = add nsw i64 %36, %40
  %42 = icmp eq i32 %6, 6
  br i1 %42, label %43, label %3, !llvm.loop !8

43:                                               ; preds = %3
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %41) #4
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %1) #5
  %45 = load i32, ptr @grid, align 4, !tbaa !4
  store i32 %45, ptr %1, align 4, !tbaa !4
  %46 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 0, i32 1), align 4, !tbaa !4
  %47 = getelementptr inbounds i32, ptr %1, i32 6
  store i32 %46, ptr %47, align 4, !tbaa !4
  %48 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 0, i32 2), align 4, !tbaa !4
  %49 = getelementptr inbounds i32, ptr %1, i32 12
  store i32 %48, ptr %49, align 4, !tbaa !4
  %50 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 0, i32 3), align 4, !tbaa !4
  %51 = getelementptr inbounds i32, ptr %1, i32 18
  store i32 %50, ptr %51, align 4, !tbaa !4
  %52 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 0, i32 4), align 4, !tbaa !4
  %53 = getelementptr inbounds i32, ptr %1, i32 24
  store i32 %52, ptr %53, align 4, !tbaa !4
  %54 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 0, i32 5), align 4, !tbaa !4
  %55 = getelementptr inbounds i32, ptr %1, i32 30
  store i32 %54, ptr %55, align 4, !tbaa !4
  %56 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 0, i32 6), align 4, !tbaa !4
  %57 = getelementptr inbounds i32, ptr %1, i32 36
  store i32 %56, ptr %57, align 4, !tbaa !4
  %58 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 1, i32 0), align 4, !tbaa !4
  %59 = getelementptr inbounds i32, ptr %1, i32 1
  store i32 %58, ptr %59, align 4, !tbaa !4
  %60 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 1, i32 1), align 4, !tbaa !4
  %61 = getelementptr inbounds i32, ptr %1, i32 7
  store i32 %60, ptr %61, align 4, !tbaa !4
  %62 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 1, i32 2), align 4, !tbaa !4
  %63 = getelementptr inbounds i32, ptr %1, i32 13
  store i32 %62, ptr %63, align 4, !tbaa !4
  %64 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 1, i32 3), align 4, !tbaa !4
  %65 = getelementptr inbounds i32, ptr %1, i32 19
  store i32 %64, ptr %65, align 4, !tbaa !4
  %66 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 1, i32 4), align 4, !tbaa !4
  %67 = getelementptr inbounds i32, ptr %1, i32 25
  store i32 %66, ptr %67, align 4, !tbaa !4
  %68 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 1, i32 5), align 4, !tbaa !4
  %69 = getelementptr inbounds i32, ptr %1, i32 31
  store i32 %68, ptr %69, align 4, !tbaa !4
  %70 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 1, i32 6), align 4, !tbaa !4
  %71 = getelementptr inbounds i32, ptr %1, i32 37
  store i32 %70, ptr %71, align 4, !tbaa !4
  %72 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 2, i32 0), align 4, !tbaa !4
  %73 = getelementptr inbounds i32, ptr %1, i32 2
  store i32 %72, ptr %73, align 4, !tbaa !4
  %74 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 2, i32 1), align 4, !tbaa !4
  %75 = getelementptr inbounds i32, ptr %1, i32 8
  store i32 %74, ptr %75, align 4, !tbaa !4
  %76 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 2, i32 2), align 4, !tbaa !4
  %77 = getelementptr inbounds i32, ptr %1, i32 14
  store i32 %76, ptr %77, align 4, !tbaa !4
  %78 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 2, i32 3), align 4, !tbaa !4
  %79 = getelementptr inbounds i32, ptr %1, i32 20
  store i32 %78, ptr %79, align 4, !tbaa !4
  %80 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 2, i32 4), align 4, !tbaa !4
  %81 = getelementptr inbounds i32, ptr %1, i32 26
  store i32 %80, ptr %81, align 4, !tbaa !4
  %82 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 2, i32 5), align 4, !tbaa !4
  %83 = getelementptr inbounds i32, ptr %1, i32 32
  store i32 %82, ptr %83, align 4, !tbaa !4
  %84 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 2, i32 6), align 4, !tbaa !4
  %85 = getelementptr inbounds i32, ptr %1, i32 38
  store i32 %84, ptr %85, align 4, !tbaa !4
  %86 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 3, i32 0), align 4, !tbaa !4
  %87 = getelementptr inbounds i32, ptr %1, i32 3
  store i32 %86, ptr %87, align 4, !tbaa !4
  %88 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 3, i32 1), align 4, !tbaa !4
  %89 = getelementptr inbounds i32, ptr %1, i32 9
  store i32 %88, ptr %89, align 4, !tbaa !4
  %90 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 3, i32 2), align 4, !tbaa !4
  %91 = getelementptr inbounds i32, ptr %1, i32 15
  store i32 %90, ptr %91, align 4, !tbaa !4
  %92 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 3, i32 3), align 4, !tbaa !4
  %93 = getelementptr inbounds i32, ptr %1, i32 21
  store i32 %92, ptr %93, align 4, !tbaa !4
  %94 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 3, i32 4), align 4, !tbaa !4
  %95 = getelementptr inbounds i32, ptr %1, i32 27
  store i32 %94, ptr %95, align 4, !tbaa !4
  %96 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 3, i32 5), align 4, !tbaa !4
  %97 = getelementptr inbounds i32, ptr %1, i32 33
  store i32 %96, ptr %97, align 4, !tbaa !4
  %98 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 3, i32 6), align 4, !tbaa !4
  %99 = getelementptr inbounds i32, ptr %1, i32 39
  store i32 %98, ptr %99, align 4, !tbaa !4
  %100 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 4, i32 0), align 4, !tbaa !4
  %101 = getelementptr inbounds i32, ptr %1, i32 4
  store i32 %100, ptr %101, align 4, !tbaa !4
  %102 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 4, i32 1), align 4, !tbaa !4
  %103 = getelementptr inbounds i32, ptr %1, i32 10
  store i32 %102, ptr %103, align 4, !tbaa !4
  %104 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 4, i32 2), align 4, !tbaa !4
  %105 = getelementptr inbounds i32, ptr %1, i32 16
  store i32 %104, ptr %105, align 4, !tbaa !4
  %106 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 4, i32 3), align 4, !tbaa !4
  %107 = getelementptr inbounds i32, ptr %1, i32 22
  store i32 %106, ptr %107, align 4, !tbaa !4
  %108 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 4, i32 4), align 4, !tbaa !4
  %109 = getelementptr inbounds i32, ptr %1, i32 28
  store i32 %108, ptr %109, align 4, !tbaa !4
  %110 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 4, i32 5), align 4, !tbaa !4
  %111 = getelementptr inbounds i32, ptr %1, i32 34
  store i32 %110, ptr %111, align 4, !tbaa !4
  %112 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 4, i32 6), align 4, !tbaa !4
  %113 = getelementptr inbounds i32, ptr %1, i32 40
  store i32 %112, ptr %113, align 4, !tbaa !4
  %114 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 5, i32 0), align 4, !tbaa !4
  %115 = getelementptr inbounds i32, ptr %1, i32 5
  store i32 %114, ptr %115, align 4, !tbaa !4
  %116 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 5, i32 1), align 4, !tbaa !4
  %117 = getelementptr inbounds i32, ptr %1, i32 11
  store i32 %116, ptr %117, align 4, !tbaa !4
  %118 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 5, i32 2), align 4, !tbaa !4
  %119 = getelementptr inbounds i32, ptr %1, i32 17
  store i32 %118, ptr %119, align 4, !tbaa !4
  %120 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 5, i32 3), align 4, !tbaa !4
  %121 = getelementptr inbounds i32, ptr %1, i32 23
  store i32 %120, ptr %121, align 4, !tbaa !4
  %122 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 5, i32 4), align 4, !tbaa !4
  %123 = getelementptr inbounds i32, ptr %1, i32 29
  store i32 %122, ptr %123, align 4, !tbaa !4
  %124 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 5, i32 5), align 4, !tbaa !4
  %125 = getelementptr inbounds i32, ptr %1, i32 35
  store i32 %124, ptr %125, align 4, !tbaa !4
  %126 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i32 0, i32 5, i32 6), align 4, !tbaa !4
  %127 = getelementptr inbounds i32, ptr %1, i32 41
  store i32 %126, ptr %127, align 4, !tbaa !4
  br label %128

128:                                              ; preds = %43, %128
  %129 = phi i32 [ 0, %43 ], [ %149, %128 ]
  %130 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i32 0, i32 %129, i32 0
  %131 = load i32, ptr %130, align 4, !tbaa !4
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %131) #4
  %133 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i32 0, i32 %129, i32 1
  %134 = load i32, ptr %133, align 4, !tbaa !4
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %134) #4
  %136 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i32 0, i32 %129, i32 2
  %137 = load i32, ptr %136, align 4, !tbaa !4
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %137) #4
  %139 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i32 0, i32 %129, i32 3
  %140 = load i32, ptr %139, align 4, !tbaa !4
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %140) #4
  %142 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i32 0, i32 %129, i32 4
  %143 = load i32, ptr %142, align 4, !tbaa !4
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %143) #4
  %145 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i32 0, i32 %129, i32 5
  %146 = load i32, ptr %145, align 4, !tbaa !4
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %146) #4
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #4
  %149 = add nuw nsw i32 %129, 1
  %150 = icmp eq i32 %149, 7
  br i1 %150, label %151, label %128, !llvm.loop !10

151:                                              ; preds = %128
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %2) #5
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(576) %2, i8 0, i32 576, i1 false)
  br label %152

152:                                              ; preds = %151, %161
  %153 = phi i32 [ 1, %151 ], [ %163, %161 ]
  %154 = phi i32 [ 0, %151 ], [ %162, %161 ]
  %155 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 %154
  store i32 1, ptr %155, align 4, !tbaa !4
  %156 = icmp eq i32 %154, 0
  br i1 %156, label %161, label %157

157:                                              ; preds = %152
  %158 = add nsw i32 %154, -1
  %159 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 %158, i32 0
  %160 = load i32, ptr %159, align 4, !tbaa !4
  br label %205

161:                                              ; preds = %205, %152
  %162 = add nuw nsw i32 %154, 1
  %163 = add nuw nsw i32 %153, 1
  %164 = icmp eq i32 %162, 12
  br i1 %164, label %165, label %152, !llvm.loop !11

165:                                              ; preds = %161
  %166 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 11, i32 0
  %167 = load i32, ptr %166, align 4, !tbaa !4
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %167) #4
  %169 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 11, i32 1
  %170 = load i32, ptr %169, align 4, !tbaa !4
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %170) #4
  %172 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 11, i32 2
  %173 = load i32, ptr %172, align 4, !tbaa !4
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %173) #4
  %175 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 11, i32 3
  %176 = load i32, ptr %175, align 4, !tbaa !4
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %176) #4
  %178 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 11, i32 4
  %179 = load i32, ptr %178, align 4, !tbaa !4
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %179) #4
  %181 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 11, i32 5
  %182 = load i32, ptr %181, align 4, !tbaa !4
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %182) #4
  %184 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 11, i32 6
  %185 = load i32, ptr %184, align 4, !tbaa !4
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %185) #4
  %187 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 11, i32 7
  %188 = load i32, ptr %187, align 4, !tbaa !4
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %188) #4
  %190 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 11, i32 8
  %191 = load i32, ptr %190, align 4, !tbaa !4
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %191) #4
  %193 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 11, i32 9
  %194 = load i32, ptr %193, align 4, !tbaa !4
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %194) #4
  %196 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 11, i32 10
  %197 = load i32, ptr %196, align 4, !tbaa !4
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %197) #4
  %199 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 11, i32 11
  %200 = load i32, ptr %199, align 4, !tbaa !4
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %200) #4
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #4
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 1, i32 noundef -4) #4
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 98, i32 noundef 113, i32 noundef 97, i32 noundef 60) #4
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %1) #5
  ret i32 0

205:                                              ; preds = %157, %205
  %206 = phi i32 [ %160, %157 ], [ %209, %205 ]
  %207 = phi i32 [ 1, %157 ], [ %212, %205 ]
  %208 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 %158, i32 %207
  %209 = load i32, ptr %208, align 4, !tbaa !4
  %210 = add nsw i32 %209, %206
  %211 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i32 0, i32 %154, i32 %207
  store i32 %210, ptr %211, align 4, !tbaa !4
  %212 = add nuw nsw i32 %207, 1
  %213 = icmp eq i32 %212, %153
  br i1 %213, label %161, label %205, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
