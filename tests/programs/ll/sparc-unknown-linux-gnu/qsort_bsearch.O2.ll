; ModuleID = 'tests/programs/qsort_bsearch.c'
source_filename = "tests/programs/qsort_bsearch.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.rec = type { i32, [6 x i8] }

@calls = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [17 x i8] c"ints (%d calls):\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"bsearch %d: %s at %d (%d calls)\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"missing\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"empty: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"records (%d calls):\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c" %d%s\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@__const.main.words = private unnamed_addr constant [7 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 4
@.str.16 = private unnamed_addr constant [5 x i8] c"%s%c\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"fig at %d\0A\00", align 1
@rows = internal global [6 x [5 x i32]] [[5 x i32] [i32 9, i32 1, i32 7, i32 3, i32 5], [5 x i32] [i32 2, i32 2, i32 8, i32 0, i32 4], [5 x i32] [i32 6, i32 6, i32 6, i32 1, i32 9], [5 x i32] [i32 0, i32 9, i32 1, i32 8, i32 2], [5 x i32] [i32 5, i32 4, i32 3, i32 2, i32 1], [5 x i32] [i32 7, i32 0, i32 7, i32 0, i32 7]], align 4
@.str.18 = private unnamed_addr constant [18 x i8] c"row %d median %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca [23 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [9 x %struct.rec], align 4
  %7 = alloca [7 x ptr], align 4
  %8 = alloca ptr, align 4
  %9 = alloca [6 x ptr], align 4
  %10 = alloca [12 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 92, ptr nonnull %3) #6
  br label %84

11:                                               ; preds = %84
  store i32 0, ptr @calls, align 4, !tbaa !4
  call void @qsort(ptr noundef nonnull %3, i32 noundef 23, i32 noundef 4, ptr noundef nonnull @cmp_int) #7
  %12 = load i32, ptr @calls, align 4, !tbaa !4
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %12) #7
  %14 = load i32, ptr %3, align 4, !tbaa !4
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %14) #7
  %16 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 1
  %17 = load i32, ptr %16, align 4, !tbaa !4
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %17) #7
  %19 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 2
  %20 = load i32, ptr %19, align 4, !tbaa !4
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %20) #7
  %22 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 3
  %23 = load i32, ptr %22, align 4, !tbaa !4
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %23) #7
  %25 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 4
  %26 = load i32, ptr %25, align 4, !tbaa !4
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %26) #7
  %28 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 5
  %29 = load i32, ptr %28, align 4, !tbaa !4
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %29) #7
  %31 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 6
  %32 = load i32, ptr %31, align 4, !tbaa !4
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %32) #7
  %34 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 7
  %35 = load i32, ptr %34, align 4, !tbaa !4
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %35) #7
  %37 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 8
  %38 = load i32, ptr %37, align 4, !tbaa !4
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %38) #7
  %40 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 9
  %41 = load i32, ptr %40, align 4, !tbaa !4
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %41) #7
  %43 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 10
  %44 = load i32, ptr %43, align 4, !tbaa !4
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %44) #7
  %46 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 11
  %47 = load i32, ptr %46, align 4, !tbaa !4
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %47) #7
  %49 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 12
  %50 = load i32, ptr %49, align 4, !tbaa !4
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %50) #7
  %52 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 13
  %53 = load i32, ptr %52, align 4, !tbaa !4
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %53) #7
  %55 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 14
  %56 = load i32, ptr %55, align 4, !tbaa !4
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %56) #7
  %58 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 15
  %59 = load i32, ptr %58, align 4, !tbaa !4
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %59) #7
  %61 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 16
  %62 = load i32, ptr %61, align 4, !tbaa !4
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %62) #7
  %64 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 17
  %65 = load i32, ptr %64, align 4, !tbaa !4
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %65) #7
  %67 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 18
  %68 = load i32, ptr %67, align 4, !tbaa !4
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %68) #7
  %70 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 19
  %71 = load i32, ptr %70, align 4, !tbaa !4
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %71) #7
  %73 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 20
  %74 = load i32, ptr %73, align 4, !tbaa !4
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %74) #7
  %76 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 21
  %77 = load i32, ptr %76, align 4, !tbaa !4
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %77) #7
  %79 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 22
  %80 = load i32, ptr %79, align 4, !tbaa !4
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %80) #7
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #6
  store i32 -15, ptr %4, align 4, !tbaa !4
  %83 = ptrtoint ptr %3 to i32
  br label %181

84:                                               ; preds = %0, %84
  %85 = phi i32 [ 0, %0 ], [ %93, %84 ]
  %86 = trunc i32 %85 to i16
  %87 = mul i16 %86, 37
  %88 = add i16 %87, 11
  %89 = urem i16 %88, 29
  %90 = zext i16 %89 to i32
  %91 = add nsw i32 %90, -14
  %92 = getelementptr inbounds [23 x i32], ptr %3, i32 0, i32 %85
  store i32 %91, ptr %92, align 4, !tbaa !4
  %93 = add nuw nsw i32 %85, 1
  %94 = icmp eq i32 %93, 23
  br i1 %94, label %11, label %84, !llvm.loop !8

95:                                               ; preds = %181
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #6
  store i32 3, ptr %5, align 4, !tbaa !4
  %96 = call ptr @bsearch(ptr noundef nonnull %5, ptr noundef nonnull %3, i32 noundef 0, i32 noundef 4, ptr noundef nonnull @cmp_int) #7
  %97 = icmp eq ptr %96, null
  %98 = zext i1 %97 to i32
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %98) #7
  call void @qsort(ptr noundef nonnull %3, i32 noundef 0, i32 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @qsort(ptr noundef nonnull %3, i32 noundef 1, i32 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 108, ptr nonnull %6) #6
  store i32 0, ptr %6, align 4, !tbaa !10
  %100 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 0, i32 1
  store i8 97, ptr %100, align 4, !tbaa !12
  %101 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 0, i32 1, i32 1
  store i8 0, ptr %101, align 1, !tbaa !12
  %102 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 1
  store i32 1, ptr %102, align 4, !tbaa !10
  %103 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 1, i32 1
  store i8 98, ptr %103, align 4, !tbaa !12
  %104 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 1, i32 1, i32 1
  store i8 0, ptr %104, align 1, !tbaa !12
  %105 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 2
  store i32 2, ptr %105, align 4, !tbaa !10
  %106 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 2, i32 1
  store i8 99, ptr %106, align 4, !tbaa !12
  %107 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 2, i32 1, i32 1
  store i8 0, ptr %107, align 1, !tbaa !12
  %108 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 3
  store i32 3, ptr %108, align 4, !tbaa !10
  %109 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 3, i32 1
  store i8 100, ptr %109, align 4, !tbaa !12
  %110 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 3, i32 1, i32 1
  store i8 0, ptr %110, align 1, !tbaa !12
  %111 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 4
  store i32 0, ptr %111, align 4, !tbaa !10
  %112 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 4, i32 1
  store i8 101, ptr %112, align 4, !tbaa !12
  %113 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 4, i32 1, i32 1
  store i8 0, ptr %113, align 1, !tbaa !12
  %114 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 5
  store i32 1, ptr %114, align 4, !tbaa !10
  %115 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 5, i32 1
  store i8 102, ptr %115, align 4, !tbaa !12
  %116 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 5, i32 1, i32 1
  store i8 0, ptr %116, align 1, !tbaa !12
  %117 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 6
  store i32 2, ptr %117, align 4, !tbaa !10
  %118 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 6, i32 1
  store i8 103, ptr %118, align 4, !tbaa !12
  %119 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 6, i32 1, i32 1
  store i8 0, ptr %119, align 1, !tbaa !12
  %120 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 7
  store i32 3, ptr %120, align 4, !tbaa !10
  %121 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 7, i32 1
  store i8 104, ptr %121, align 4, !tbaa !12
  %122 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 7, i32 1, i32 1
  store i8 0, ptr %122, align 1, !tbaa !12
  %123 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 8
  store i32 0, ptr %123, align 4, !tbaa !10
  %124 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 8, i32 1
  store i8 105, ptr %124, align 4, !tbaa !12
  %125 = getelementptr inbounds [9 x %struct.rec], ptr %6, i32 0, i32 8, i32 1, i32 1
  store i8 0, ptr %125, align 1, !tbaa !12
  store i32 0, ptr @calls, align 4, !tbaa !4
  call void @qsort(ptr noundef nonnull %6, i32 noundef 9, i32 noundef 12, ptr noundef nonnull @cmp_rec) #7
  %126 = load i32, ptr @calls, align 4, !tbaa !4
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %126) #7
  %128 = load i32, ptr %6, align 4, !tbaa !10
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %128, ptr noundef nonnull %100) #7
  %130 = load i32, ptr %102, align 4, !tbaa !10
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %130, ptr noundef nonnull %103) #7
  %132 = load i32, ptr %105, align 4, !tbaa !10
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %132, ptr noundef nonnull %106) #7
  %134 = load i32, ptr %108, align 4, !tbaa !10
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %134, ptr noundef nonnull %109) #7
  %136 = load i32, ptr %111, align 4, !tbaa !10
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %136, ptr noundef nonnull %112) #7
  %138 = load i32, ptr %114, align 4, !tbaa !10
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %138, ptr noundef nonnull %115) #7
  %140 = load i32, ptr %117, align 4, !tbaa !10
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %140, ptr noundef nonnull %118) #7
  %142 = load i32, ptr %120, align 4, !tbaa !10
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %142, ptr noundef nonnull %121) #7
  %144 = load i32, ptr %123, align 4, !tbaa !10
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %144, ptr noundef nonnull %124) #7
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #7
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %7) #6
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(28) %7, ptr noundef nonnull align 4 dereferenceable(28) @__const.main.words, i32 28, i1 false)
  call void @qsort(ptr noundef nonnull %7, i32 noundef 7, i32 noundef 4, ptr noundef nonnull @cmp_str) #7
  %147 = load ptr, ptr %7, align 4, !tbaa !13
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %147, i32 noundef 32) #7
  %149 = getelementptr inbounds [7 x ptr], ptr %7, i32 0, i32 1
  %150 = load ptr, ptr %149, align 4, !tbaa !13
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %150, i32 noundef 32) #7
  %152 = getelementptr inbounds [7 x ptr], ptr %7, i32 0, i32 2
  %153 = load ptr, ptr %152, align 4, !tbaa !13
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %153, i32 noundef 32) #7
  %155 = getelementptr inbounds [7 x ptr], ptr %7, i32 0, i32 3
  %156 = load ptr, ptr %155, align 4, !tbaa !13
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %156, i32 noundef 32) #7
  %158 = getelementptr inbounds [7 x ptr], ptr %7, i32 0, i32 4
  %159 = load ptr, ptr %158, align 4, !tbaa !13
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %159, i32 noundef 32) #7
  %161 = getelementptr inbounds [7 x ptr], ptr %7, i32 0, i32 5
  %162 = load ptr, ptr %161, align 4, !tbaa !13
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %162, i32 noundef 32) #7
  %164 = getelementptr inbounds [7 x ptr], ptr %7, i32 0, i32 6
  %165 = load ptr, ptr %164, align 4, !tbaa !13
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %165, i32 noundef 10) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #6
  store ptr @.str.11, ptr %8, align 4, !tbaa !13
  %167 = call ptr @bsearch(ptr noundef nonnull %8, ptr noundef nonnull %7, i32 noundef 7, i32 noundef 4, ptr noundef nonnull @cmp_str) #7
  %168 = icmp eq ptr %167, null
  %169 = ptrtoint ptr %167 to i32
  %170 = ptrtoint ptr %7 to i32
  %171 = sub i32 %169, %170
  %172 = ashr exact i32 %171, 2
  %173 = select i1 %168, i32 -1, i32 %172
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, i32 noundef %173) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #6
  store ptr @rows, ptr %9, align 4, !tbaa !13
  %175 = getelementptr inbounds [6 x ptr], ptr %9, i32 0, i32 1
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i32 0, i32 1), ptr %175, align 4, !tbaa !13
  %176 = getelementptr inbounds [6 x ptr], ptr %9, i32 0, i32 2
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i32 0, i32 2), ptr %176, align 4, !tbaa !13
  %177 = getelementptr inbounds [6 x ptr], ptr %9, i32 0, i32 3
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i32 0, i32 3), ptr %177, align 4, !tbaa !13
  %178 = getelementptr inbounds [6 x ptr], ptr %9, i32 0, i32 4
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i32 0, i32 4), ptr %178, align 4, !tbaa !13
  %179 = getelementptr inbounds [6 x ptr], ptr %9, i32 0, i32 5
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i32 0, i32 5), ptr %179, align 4, !tbaa !13
  call void @qsort(ptr noundef nonnull %9, i32 noundef 6, i32 noundef 4, ptr noundef nonnull @cmp_row) #7
  %180 = getelementptr inbounds [5 x i32], ptr %1, i32 0, i32 2
  br label %231

181:                                              ; preds = %11, %181
  store i32 0, ptr @calls, align 4, !tbaa !4
  %182 = call ptr @bsearch(ptr noundef nonnull %4, ptr noundef nonnull %3, i32 noundef 23, i32 noundef 4, ptr noundef nonnull @cmp_int) #7
  %183 = load i32, ptr %4, align 4, !tbaa !4
  %184 = icmp eq ptr %182, null
  %185 = select i1 %184, ptr @.str.5, ptr @.str.4
  %186 = ptrtoint ptr %182 to i32
  %187 = sub i32 %186, %83
  %188 = ashr exact i32 %187, 2
  %189 = select i1 %184, i32 -1, i32 %188
  %190 = load i32, ptr @calls, align 4, !tbaa !4
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %183, ptr noundef nonnull %185, i32 noundef %189, i32 noundef %190) #7
  %192 = load i32, ptr %4, align 4, !tbaa !4
  %193 = add nsw i32 %192, 5
  store i32 %193, ptr %4, align 4, !tbaa !4
  %194 = icmp slt i32 %192, 11
  br i1 %194, label %181, label %95, !llvm.loop !15

195:                                              ; preds = %245
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #6
  store i32 -6, ptr %10, align 4, !tbaa !4
  %196 = getelementptr inbounds [12 x i32], ptr %10, i32 0, i32 1
  store i32 1, ptr %196, align 4, !tbaa !4
  %197 = getelementptr inbounds [12 x i32], ptr %10, i32 0, i32 2
  store i32 -4, ptr %197, align 4, !tbaa !4
  %198 = getelementptr inbounds [12 x i32], ptr %10, i32 0, i32 3
  store i32 3, ptr %198, align 4, !tbaa !4
  %199 = getelementptr inbounds [12 x i32], ptr %10, i32 0, i32 4
  store i32 -2, ptr %199, align 4, !tbaa !4
  %200 = getelementptr inbounds [12 x i32], ptr %10, i32 0, i32 5
  store i32 5, ptr %200, align 4, !tbaa !4
  %201 = getelementptr inbounds [12 x i32], ptr %10, i32 0, i32 6
  store i32 0, ptr %201, align 4, !tbaa !4
  %202 = getelementptr inbounds [12 x i32], ptr %10, i32 0, i32 7
  store i32 -5, ptr %202, align 4, !tbaa !4
  %203 = getelementptr inbounds [12 x i32], ptr %10, i32 0, i32 8
  store i32 2, ptr %203, align 4, !tbaa !4
  %204 = getelementptr inbounds [12 x i32], ptr %10, i32 0, i32 9
  store i32 -3, ptr %204, align 4, !tbaa !4
  %205 = getelementptr inbounds [12 x i32], ptr %10, i32 0, i32 10
  store i32 4, ptr %205, align 4, !tbaa !4
  %206 = getelementptr inbounds [12 x i32], ptr %10, i32 0, i32 11
  store i32 -1, ptr %206, align 4, !tbaa !4
  call void @qsort(ptr noundef nonnull %10, i32 noundef 12, i32 noundef 4, ptr noundef nonnull @cmp_weight) #7
  %207 = load i32, ptr %10, align 4, !tbaa !4
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %207, i32 noundef 32) #7
  %209 = load i32, ptr %196, align 4, !tbaa !4
  %210 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %209, i32 noundef 32) #7
  %211 = load i32, ptr %197, align 4, !tbaa !4
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %211, i32 noundef 32) #7
  %213 = load i32, ptr %198, align 4, !tbaa !4
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %213, i32 noundef 32) #7
  %215 = load i32, ptr %199, align 4, !tbaa !4
  %216 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %215, i32 noundef 32) #7
  %217 = load i32, ptr %200, align 4, !tbaa !4
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %217, i32 noundef 32) #7
  %219 = load i32, ptr %201, align 4, !tbaa !4
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %219, i32 noundef 32) #7
  %221 = load i32, ptr %202, align 4, !tbaa !4
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %221, i32 noundef 32) #7
  %223 = load i32, ptr %203, align 4, !tbaa !4
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %223, i32 noundef 32) #7
  %225 = load i32, ptr %204, align 4, !tbaa !4
  %226 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %225, i32 noundef 32) #7
  %227 = load i32, ptr %205, align 4, !tbaa !4
  %228 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %227, i32 noundef 32) #7
  %229 = load i32, ptr %206, align 4, !tbaa !4
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %229, i32 noundef 10) #7
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #6
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #6
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %7) #6
  call void @llvm.lifetime.end.p0(i64 108, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 92, ptr nonnull %3) #6
  ret i32 0

231:                                              ; preds = %95, %245
  %232 = phi i32 [ 0, %95 ], [ %248, %245 ]
  %233 = getelementptr inbounds [6 x ptr], ptr %9, i32 0, i32 %232
  %234 = load ptr, ptr %233, align 4, !tbaa !13
  %235 = ptrtoint ptr %234 to i32
  %236 = sub i32 %235, ptrtoint (ptr @rows to i32)
  %237 = ashr exact i32 %236, 2
  %238 = sdiv i32 %237, 5
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #6
  %239 = call ptr @memcpy(ptr noundef nonnull %1, ptr noundef %234, i32 noundef 20) #7
  call void @qsort(ptr noundef nonnull %1, i32 noundef 5, i32 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  %240 = load i32, ptr %180, align 4, !tbaa !4
  store i32 %240, ptr %2, align 4, !tbaa !4
  %241 = call ptr @bsearch(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 5, i32 noundef 4, ptr noundef nonnull @cmp_int) #7
  %242 = icmp eq ptr %241, null
  br i1 %242, label %245, label %243

243:                                              ; preds = %231
  %244 = load i32, ptr %241, align 4, !tbaa !4
  br label %245

245:                                              ; preds = %231, %243
  %246 = phi i32 [ %244, %243 ], [ -1, %231 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #6
  %247 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, i32 noundef %238, i32 noundef %246) #7
  %248 = add nuw nsw i32 %232, 1
  %249 = icmp eq i32 %248, 6
  br i1 %249, label %195, label %231, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @qsort(ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none)
define internal i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr %0, align 4, !tbaa !4
  %4 = load i32, ptr %1, align 4, !tbaa !4
  %5 = load i32, ptr @calls, align 4, !tbaa !4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !4
  %7 = icmp sgt i32 %3, %4
  %8 = zext i1 %7 to i32
  %9 = icmp slt i32 %3, %4
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare ptr @bsearch(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none)
define internal i32 @cmp_rec(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr @calls, align 4, !tbaa !4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @calls, align 4, !tbaa !4
  %5 = load i32, ptr %0, align 4, !tbaa !10
  %6 = load i32, ptr %1, align 4, !tbaa !10
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: nounwind
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 {
  %3 = load ptr, ptr %0, align 4, !tbaa !13
  %4 = load ptr, ptr %1, align 4, !tbaa !13
  %5 = tail call i32 @strcmp(ptr noundef %3, ptr noundef %4) #7
  ret i32 %5
}

; Function Attrs: nounwind
define internal i32 @cmp_row(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 {
  %3 = alloca [5 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca [5 x i32], align 4
  %6 = alloca i32, align 4
  %7 = load ptr, ptr %0, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %5) #6
  %8 = call ptr @memcpy(ptr noundef nonnull %5, ptr noundef %7, i32 noundef 20) #7
  call void @qsort(ptr noundef nonnull %5, i32 noundef 5, i32 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #6
  %9 = getelementptr inbounds [5 x i32], ptr %5, i32 0, i32 2
  %10 = load i32, ptr %9, align 4, !tbaa !4
  store i32 %10, ptr %6, align 4, !tbaa !4
  %11 = call ptr @bsearch(ptr noundef nonnull %6, ptr noundef nonnull %5, i32 noundef 5, i32 noundef 4, ptr noundef nonnull @cmp_int) #7
  %12 = icmp eq ptr %11, null
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = load i32, ptr %11, align 4, !tbaa !4
  br label %15

15:                                               ; preds = %2, %13
  %16 = phi i32 [ %14, %13 ], [ -1, %2 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %5) #6
  %17 = load ptr, ptr %1, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %3) #6
  %18 = call ptr @memcpy(ptr noundef nonnull %3, ptr noundef %17, i32 noundef 20) #7
  call void @qsort(ptr noundef nonnull %3, i32 noundef 5, i32 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #6
  %19 = getelementptr inbounds [5 x i32], ptr %3, i32 0, i32 2
  %20 = load i32, ptr %19, align 4, !tbaa !4
  store i32 %20, ptr %4, align 4, !tbaa !4
  %21 = call ptr @bsearch(ptr noundef nonnull %4, ptr noundef nonnull %3, i32 noundef 5, i32 noundef 4, ptr noundef nonnull @cmp_int) #7
  %22 = icmp eq ptr %21, null
  br i1 %22, label %25, label %23

23:                                               ; preds = %15
  %24 = load i32, ptr %21, align 4, !tbaa !4
  br label %25

25:                                               ; preds = %15, %23
  %26 = phi i32 [ %24, %23 ], [ -1, %15 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %3) #6
  %27 = sub nsw i32 %16, %26
  ret i32 %27
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal i32 @cmp_weight(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = load i32, ptr %0, align 4, !tbaa !4
  %4 = mul nsw i32 %3, 3
  %5 = sext i32 %4 to i64
  %6 = add nsw i32 %3, 11
  %7 = sext i32 %6 to i64
  %8 = xor i32 %3, 85
  %9 = sext i32 %8 to i64
  %10 = mul nsw i32 %3, %3
  %11 = mul nsw i32 %10, %3
  %12 = sext i32 %11 to i64
  %13 = add nsw i32 %3, -7
  %14 = sext i32 %13 to i64
  %15 = mul nsw i64 %5, %7
  %16 = mul nsw i64 %12, %9
  %17 = sub nsw i64 %15, %14
  %18 = add nsw i64 %17, %16
  %19 = load i32, ptr %1, align 4, !tbaa !4
  %20 = mul nsw i32 %19, 3
  %21 = sext i32 %20 to i64
  %22 = add nsw i32 %19, 11
  %23 = sext i32 %22 to i64
  %24 = xor i32 %19, 85
  %25 = sext i32 %24 to i64
  %26 = mul nsw i32 %19, %19
  %27 = mul nsw i32 %26, %19
  %28 = sext i32 %27 to i64
  %29 = add nsw i32 %19, -7
  %30 = sext i32 %29 to i64
  %31 = mul nsw i64 %21, %23
  %32 = mul nsw i64 %28, %25
  %33 = sub nsw i64 %31, %30
  %34 = add nsw i64 %33, %32
  %35 = icmp slt i64 %18, %34
  %36 = icmp sgt i64 %18, %34
  %37 = zext i1 %36 to i32
  %38 = select i1 %35, i32 -1, i32 %37
  ret i32 %38
}

declare i32 @strcmp(ptr noundef, ptr noundef) local_unnamed_addr #2

declare ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin nounwind "no-builtins" }

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
!10 = !{!11, !5, i64 0}
!11 = !{!"rec", !5, i64 0, !6, i64 4}
!12 = !{!6, !6, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !6, i64 0}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
