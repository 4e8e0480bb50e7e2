; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@grid = internal unnamed_addr global [6 x [7 x i32]] zeroinitializer, align 16
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
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr @grid, align 16, !tbaa !5
  store <4 x i32> <i32 4, i32 5, i32 6, i32 10>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 4), align 16, !tbaa !5
  store <4 x i32> <i32 11, i32 12, i32 13, i32 14>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 1), align 16, !tbaa !5
  store <4 x i32> <i32 15, i32 16, i32 20, i32 21>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 5), align 16, !tbaa !5
  store <4 x i32> <i32 22, i32 23, i32 24, i32 25>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 2), align 16, !tbaa !5
  store <4 x i32> <i32 26, i32 30, i32 31, i32 32>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 6), align 16, !tbaa !5
  store <4 x i32> <i32 33, i32 34, i32 35, i32 36>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 3), align 16, !tbaa !5
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 0), align 16, !tbaa !5
  store <4 x i32> <i32 44, i32 45, i32 46, i32 50>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 4), align 16, !tbaa !5
  store <4 x i32> <i32 51, i32 52, i32 53, i32 54>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 1), align 16, !tbaa !5
  store <2 x i32> <i32 55, i32 56>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 5), align 16, !tbaa !5
  %3 = load <4 x i32>, ptr @grid, align 16, !tbaa !5
  %4 = sext <4 x i32> %3 to <4 x i64>
  %5 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 4), align 16, !tbaa !5
  %6 = sext i32 %5 to i64
  %7 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 5), align 4, !tbaa !5
  %8 = sext i32 %7 to i64
  %9 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 6), align 8, !tbaa !5
  %10 = sext i32 %9 to i64
  %11 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %4)
  %12 = add i64 %11, %6
  %13 = add nsw i64 %8, %10
  %14 = add i64 %12, %13
  %15 = load <4 x i32>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 0), align 4, !tbaa !5
  %16 = shl nsw <4 x i32> %15, <i32 1, i32 1, i32 1, i32 1>
  %17 = sext <4 x i32> %16 to <4 x i64>
  %18 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 4), align 4, !tbaa !5
  %19 = shl nsw i32 %18, 1
  %20 = sext i32 %19 to i64
  %21 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 5), align 16, !tbaa !5
  %22 = shl nsw i32 %21, 1
  %23 = sext i32 %22 to i64
  %24 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 6), align 4, !tbaa !5
  %25 = shl nsw i32 %24, 1
  %26 = sext i32 %25 to i64
  %27 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %17)
  %28 = add i64 %27, %20
  %29 = add nsw i64 %23, %26
  %30 = add i64 %28, %29
  %31 = add i64 %30, %14
  %32 = load <4 x i32>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 0), align 8, !tbaa !5
  %33 = mul nsw <4 x i32> %32, <i32 3, i32 3, i32 3, i32 3>
  %34 = sext <4 x i32> %33 to <4 x i64>
  %35 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 4), align 8, !tbaa !5
  %36 = mul nsw i32 %35, 3
  %37 = sext i32 %36 to i64
  %38 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 5), align 4, !tbaa !5
  %39 = mul nsw i32 %38, 3
  %40 = sext i32 %39 to i64
  %41 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 6), align 16, !tbaa !5
  %42 = mul nsw i32 %41, 3
  %43 = sext i32 %42 to i64
  %44 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %34)
  %45 = add i64 %44, %37
  %46 = add nsw i64 %40, %43
  %47 = add i64 %45, %46
  %48 = add i64 %47, %31
  %49 = load <4 x i32>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 0), align 4, !tbaa !5
  %50 = shl nsw <4 x i32> %49, <i32 2, i32 2, i32 2, i32 2>
  %51 = sext <4 x i32> %50 to <4 x i64>
  %52 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 4), align 4, !tbaa !5
  %53 = shl nsw i32 %52, 2
  %54 = sext i32 %53 to i64
  %55 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 5), align 8, !tbaa !5
  %56 = shl nsw i32 %55, 2
  %57 = sext i32 %56 to i64
  %58 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 6), align 4, !tbaa !5
  %59 = shl nsw i32 %58, 2
  %60 = sext i32 %59 to i64
  %61 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %51)
  %62 = add i64 %61, %54
  %63 = add nsw i64 %57, %60
  %64 = add i64 %62, %63
  %65 = add i64 %64, %48
  %66 = load <4 x i32>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 0), align 16, !tbaa !5
  %67 = mul nsw <4 x i32> %66, <i32 5, i32 5, i32 5, i32 5>
  %68 = sext <4 x i32> %67 to <4 x i64>
  %69 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 4), align 16, !tbaa !5
  %70 = mul nsw i32 %69, 5
  %71 = sext i32 %70 to i64
  %72 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 5), align 4, !tbaa !5
  %73 = mul nsw i32 %72, 5
  %74 = sext i32 %73 to i64
  %75 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 6), align 8, !tbaa !5
  %76 = mul nsw i32 %75, 5
  %77 = sext i32 %76 to i64
  %78 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %68)
  %79 = add i64 %78, %71
  %80 = add nsw i64 %74, %77
  %81 = add i64 %79, %80
  %82 = add i64 %81, %65
  %83 = load <4 x i32>, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 0), align 4, !tbaa !5
  %84 = mul nsw <4 x i32> %83, <i32 6, i32 6, i32 6, i32 6>
  %85 = sext <4 x i32> %84 to <4 x i64>
  %86 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 4), align 4, !tbaa !5
  %87 = mul nsw i32 %86, 6
  %88 = sext i32 %87 to i64
  %89 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 5), align 16, !tbaa !5
  %90 = mul nsw i32 %89, 6
  %91 = sext i32 %90 to i64
  %92 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 6), align 4, !tbaa !5
  %93 = mul nsw i32 %92, 6
  %94 = sext i32 %93 to i64
  %95 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %85)
  %96 = add i64 %95, %88
  %97 = add nsw i64 %91, %94
  %98 = add i64 %96, %97
  %99 = add i64 %98, %82
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %99) #5
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %1) #6
  %101 = load i32, ptr @grid, align 16, !tbaa !5
  store i32 %101, ptr %1, align 4, !tbaa !5
  %102 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 1), align 4, !tbaa !5
  %103 = getelementptr inbounds i32, ptr %1, i64 6
  store i32 %102, ptr %103, align 4, !tbaa !5
  %104 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 2), align 8, !tbaa !5
  %105 = getelementptr inbounds i32, ptr %1, i64 12
  store i32 %104, ptr %105, align 4, !tbaa !5
  %106 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 3), align 4, !tbaa !5
  %107 = getelementptr inbounds i32, ptr %1, i64 18
  store i32 %106, ptr %107, align 4, !tbaa !5
  %108 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 4), align 16, !tbaa !5
  %109 = getelementptr inbounds i32, ptr %1, i64 24
  store i32 %108, ptr %109, align 4, !tbaa !5
  %110 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 5), align 4, !tbaa !5
  %111 = getelementptr inbounds i32, ptr %1, i64 30
  store i32 %110, ptr %111, align 4, !tbaa !5
  %112 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 0, i64 6), align 8, !tbaa !5
  %113 = getelementptr inbounds i32, ptr %1, i64 36
  store i32 %112, ptr %113, align 4, !tbaa !5
  %114 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 0), align 4, !tbaa !5
  %115 = getelementptr inbounds i32, ptr %1, i64 1
  store i32 %114, ptr %115, align 4, !tbaa !5
  %116 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 1), align 16, !tbaa !5
  %117 = getelementptr inbounds i32, ptr %1, i64 7
  store i32 %116, ptr %117, align 4, !tbaa !5
  %118 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 2), align 4, !tbaa !5
  %119 = getelementptr inbounds i32, ptr %1, i64 13
  store i32 %118, ptr %119, align 4, !tbaa !5
  %120 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 3), align 8, !tbaa !5
  %121 = getelementptr inbounds i32, ptr %1, i64 19
  store i32 %120, ptr %121, align 4, !tbaa !5
  %122 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 4), align 4, !tbaa !5
  %123 = getelementptr inbounds i32, ptr %1, i64 25
  store i32 %122, ptr %123, align 4, !tbaa !5
  %124 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 5), align 16, !tbaa !5
  %125 = getelementptr inbounds i32, ptr %1, i64 31
  store i32 %124, ptr %125, align 4, !tbaa !5
  %126 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 1, i64 6), align 4, !tbaa !5
  %127 = getelementptr inbounds i32, ptr %1, i64 37
  store i32 %126, ptr %127, align 4, !tbaa !5
  %128 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 0), align 8, !tbaa !5
  %129 = getelementptr inbounds i32, ptr %1, i64 2
  store i32 %128, ptr %129, align 4, !tbaa !5
  %130 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 1), align 4, !tbaa !5
  %131 = getelementptr inbounds i32, ptr %1, i64 8
  store i32 %130, ptr %131, align 4, !tbaa !5
  %132 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 2), align 16, !tbaa !5
  %133 = getelementptr inbounds i32, ptr %1, i64 14
  store i32 %132, ptr %133, align 4, !tbaa !5
  %134 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 3), align 4, !tbaa !5
  %135 = getelementptr inbounds i32, ptr %1, i64 20
  store i32 %134, ptr %135, align 4, !tbaa !5
  %136 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 4), align 8, !tbaa !5
  %137 = getelementptr inbounds i32, ptr %1, i64 26
  store i32 %136, ptr %137, align 4, !tbaa !5
  %138 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 5), align 4, !tbaa !5
  %139 = getelementptr inbounds i32, ptr %1, i64 32
  store i32 %138, ptr %139, align 4, !tbaa !5
  %140 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 2, i64 6), align 16, !tbaa !5
  %141 = getelementptr inbounds i32, ptr %1, i64 38
  store i32 %140, ptr %141, align 4, !tbaa !5
  %142 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 0), align 4, !tbaa !5
  %143 = getelementptr inbounds i32, ptr %1, i64 3
  store i32 %142, ptr %143, align 4, !tbaa !5
  %144 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 1), align 8, !tbaa !5
  %145 = getelementptr inbounds i32, ptr %1, i64 9
  store i32 %144, ptr %145, align 4, !tbaa !5
  %146 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 2), align 4, !tbaa !5
  %147 = getelementptr inbounds i32, ptr %1, i64 15
  store i32 %146, ptr %147, align 4, !tbaa !5
  %148 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 3), align 16, !tbaa !5
  %149 = getelementptr inbounds i32, ptr %1, i64 21
  store i32 %148, ptr %149, align 4, !tbaa !5
  %150 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 4), align 4, !tbaa !5
  %151 = getelementptr inbounds i32, ptr %1, i64 27
  store i32 %150, ptr %151, align 4, !tbaa !5
  %152 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 5), align 8, !tbaa !5
  %153 = getelementptr inbounds i32, ptr %1, i64 33
  store i32 %152, ptr %153, align 4, !tbaa !5
  %154 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 3, i64 6), align 4, !tbaa !5
  %155 = getelementptr inbounds i32, ptr %1, i64 39
  store i32 %154, ptr %155, align 4, !tbaa !5
  %156 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 0), align 16, !tbaa !5
  %157 = getelementptr inbounds i32, ptr %1, i64 4
  store i32 %156, ptr %157, align 4, !tbaa !5
  %158 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 1), align 4, !tbaa !5
  %159 = getelementptr inbounds i32, ptr %1, i64 10
  store i32 %158, ptr %159, align 4, !tbaa !5
  %160 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 2), align 8, !tbaa !5
  %161 = getelementptr inbounds i32, ptr %1, i64 16
  store i32 %160, ptr %161, align 4, !tbaa !5
  %162 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 3), align 4, !tbaa !5
  %163 = getelementptr inbounds i32, ptr %1, i64 22
  store i32 %162, ptr %163, align 4, !tbaa !5
  %164 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 4), align 16, !tbaa !5
  %165 = getelementptr inbounds i32, ptr %1, i64 28
  store i32 %164, ptr %165, align 4, !tbaa !5
  %166 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 5), align 4, !tbaa !5
  %167 = getelementptr inbounds i32, ptr %1, i64 34
  store i32 %166, ptr %167, align 4, !tbaa !5
  %168 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 4, i64 6), align 8, !tbaa !5
  %169 = getelementptr inbounds i32, ptr %1, i64 40
  store i32 %168, ptr %169, align 4, !tbaa !5
  %170 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 0), align 4, !tbaa !5
  %171 = getelementptr inbounds i32, ptr %1, i64 5
  store i32 %170, ptr %171, align 4, !tbaa !5
  %172 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 1), align 16, !tbaa !5
  %173 = getelementptr inbounds i32, ptr %1, i64 11
  store i32 %172, ptr %173, align 4, !tbaa !5
  %174 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 2), align 4, !tbaa !5
  %175 = getelementptr inbounds i32, ptr %1, i64 17
  store i32 %174, ptr %175, align 4, !tbaa !5
  %176 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 3), align 8, !tbaa !5
  %177 = getelementptr inbounds i32, ptr %1, i64 23
  store i32 %176, ptr %177, align 4, !tbaa !5
  %178 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 4), align 4, !tbaa !5
  %179 = getelementptr inbounds i32, ptr %1, i64 29
  store i32 %178, ptr %179, align 4, !tbaa !5
  %180 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 5), align 16, !tbaa !5
  %181 = getelementptr inbounds i32, ptr %1, i64 35
  store i32 %180, ptr %181, align 4, !tbaa !5
  %182 = load i32, ptr getelementptr inbounds ([6 x [7 x i32]], ptr @grid, i64 0, i64 5, i64 6), align 4, !tbaa !5
  %183 = getelementptr inbounds i32, ptr %1, i64 41
  store i32 %182, ptr %183, align 4, !tbaa !5
  br label %184

184:                                              ; preds = %0, %184
  %185 = phi i64 [ 0, %0 ], [ %205, %184 ]
  %186 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %185, i64 0
  %187 = load i32, ptr %186, align 4, !tbaa !5
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %187) #5
  %189 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %185, i64 1
  %190 = load i32, ptr %189, align 4, !tbaa !5
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %190) #5
  %192 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %185, i64 2
  %193 = load i32, ptr %192, align 4, !tbaa !5
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %193) #5
  %195 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %185, i64 3
  %196 = load i32, ptr %195, align 4, !tbaa !5
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %196) #5
  %198 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %185, i64 4
  %199 = load i32, ptr %198, align 4, !tbaa !5
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %199) #5
  %201 = getelementptr inbounds [7 x [6 x i32]], ptr %1, i64 0, i64 %185, i64 5
  %202 = load i32, ptr %201, align 4, !tbaa !5
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %202) #5
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #5
  %205 = add nuw nsw i64 %185, 1
  %206 = icmp eq i64 %205, 7
  br i1 %206, label %207, label %184, !llvm.loop !9

207:                                              ; preds = %184
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %2) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(576) %2, i8 0, i64 576, i1 false)
  br label %208

208:                                              ; preds = %207, %217
  %209 = phi i64 [ 0, %207 ], [ %218, %217 ]
  %210 = phi i64 [ 1, %207 ], [ %219, %217 ]
  %211 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %209
  store i32 1, ptr %211, align 4, !tbaa !5
  %212 = icmp eq i64 %209, 0
  br i1 %212, label %217, label %213

213:                                              ; preds = %208
  %214 = add nsw i64 %209, -1
  %215 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %214, i64 0
  %216 = load i32, ptr %215, align 4, !tbaa !5
  br label %261

217:                                              ; preds = %261, %208
  %218 = add nuw nsw i64 %209, 1
  %219 = add nuw nsw i64 %210, 1
  %220 = icmp eq i64 %218, 12
  br i1 %220, label %221, label %208, !llvm.loop !11

221:                                              ; preds = %217
  %222 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 0
  %223 = load i32, ptr %222, align 4, !tbaa !5
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %223) #5
  %225 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 1
  %226 = load i32, ptr %225, align 4, !tbaa !5
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %226) #5
  %228 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 2
  %229 = load i32, ptr %228, align 4, !tbaa !5
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %229) #5
  %231 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 3
  %232 = load i32, ptr %231, align 4, !tbaa !5
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %232) #5
  %234 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 4
  %235 = load i32, ptr %234, align 4, !tbaa !5
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %235) #5
  %237 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 5
  %238 = load i32, ptr %237, align 4, !tbaa !5
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %238) #5
  %240 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 6
  %241 = load i32, ptr %240, align 4, !tbaa !5
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %241) #5
  %243 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 7
  %244 = load i32, ptr %243, align 4, !tbaa !5
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %244) #5
  %246 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 8
  %247 = load i32, ptr %246, align 4, !tbaa !5
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %247) #5
  %249 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 9
  %250 = load i32, ptr %249, align 4, !tbaa !5
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %250) #5
  %252 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 10
  %253 = load i32, ptr %252, align 4, !tbaa !5
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %253) #5
  %255 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 11, i64 11
  %256 = load i32, ptr %255, align 4, !tbaa !5
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %256) #5
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #5
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 1, i32 noundef -4) #5
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 98, i32 noundef 113, i32 noundef 97, i32 noundef 60) #5
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %1) #6
  ret i32 0

261:                                              ; preds = %213, %261
  %262 = phi i32 [ %216, %213 ], [ %265, %261 ]
  %263 = phi i64 [ 1, %213 ], [ %268, %261 ]
  %264 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %214, i64 %263
  %265 = load i32, ptr %264, align 4, !tbaa !5
  %266 = add nsw i32 %265, %262
  %267 = getelementptr inbounds [12 x [12 x i32]], ptr %2, i64 0, i64 %209, i64 %263
  store i32 %266, ptr %267, align 4, !tbaa !5
  %268 = add nuw nsw i64 %263, 1
  %269 = icmp eq i64 %268, %210
  br i1 %269, label %217, label %261, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #4

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
