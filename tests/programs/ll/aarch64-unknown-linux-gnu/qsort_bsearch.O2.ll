; ModuleID = 'tests/programs/qsort_bsearch.c'
source_filename = "tests/programs/qsort_bsearch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
@__const.main.words = private unnamed_addr constant [7 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 8
@.str.16 = private unnamed_addr constant [5 x i8] c"%s%c\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"fig at %d\0A\00", align 1
@rows = internal global [6 x [5 x i32]] [[5 x i32] [i32 9, i32 1, i32 7, i32 3, i32 5], [5 x i32] [i32 2, i32 2, i32 8, i32 0, i32 4], [5 x i32] [i32 6, i32 6, i32 6, i32 1, i32 9], [5 x i32] [i32 0, i32 9, i32 1, i32 8, i32 2], [5 x i32] [i32 5, i32 4, i32 3, i32 2, i32 1], [5 x i32] [i32 7, i32 0, i32 7, i32 0, i32 7]], align 4
@.str.18 = private unnamed_addr constant [18 x i8] c"row %d median %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca [23 x i32], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [9 x %struct.rec], align 4
  %7 = alloca [7 x ptr], align 8
  %8 = alloca ptr, align 8
  %9 = alloca [6 x ptr], align 8
  %10 = alloca [12 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 92, ptr nonnull %3) #6
  store <2 x i32> <i32 -3, i32 5>, ptr %3, align 8, !tbaa !5
  %11 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 2
  store <2 x i32> <i32 13, i32 -8>, ptr %11, align 8, !tbaa !5
  %12 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 4
  store <2 x i32> <i32 0, i32 8>, ptr %12, align 8, !tbaa !5
  %13 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 6
  store <2 x i32> <i32 -13, i32 -5>, ptr %13, align 8, !tbaa !5
  %14 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 8
  store <2 x i32> <i32 3, i32 11>, ptr %14, align 8, !tbaa !5
  %15 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 10
  store <2 x i32> <i32 -10, i32 -2>, ptr %15, align 8, !tbaa !5
  %16 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 12
  store <2 x i32> <i32 6, i32 14>, ptr %16, align 8, !tbaa !5
  %17 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 14
  store <2 x i32> <i32 -7, i32 1>, ptr %17, align 8, !tbaa !5
  %18 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 16
  store <2 x i32> <i32 9, i32 -12>, ptr %18, align 8, !tbaa !5
  %19 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 18
  store <2 x i32> <i32 -4, i32 4>, ptr %19, align 8, !tbaa !5
  %20 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 20
  store <2 x i32> <i32 12, i32 -9>, ptr %20, align 8, !tbaa !5
  %21 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 22
  store i32 -1, ptr %21, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !5
  call void @qsort(ptr noundef nonnull %3, i64 noundef 23, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %22 = load i32, ptr @calls, align 4, !tbaa !5
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %22) #7
  %24 = load i32, ptr %3, align 8, !tbaa !5
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %24) #7
  %26 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 1
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %27) #7
  %29 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 2
  %30 = load i32, ptr %29, align 8, !tbaa !5
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %30) #7
  %32 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 3
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %33) #7
  %35 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 4
  %36 = load i32, ptr %35, align 8, !tbaa !5
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %36) #7
  %38 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 5
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %39) #7
  %41 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 6
  %42 = load i32, ptr %41, align 8, !tbaa !5
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %42) #7
  %44 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 7
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %45) #7
  %47 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 8
  %48 = load i32, ptr %47, align 8, !tbaa !5
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %48) #7
  %50 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 9
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %51) #7
  %53 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 10
  %54 = load i32, ptr %53, align 8, !tbaa !5
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %54) #7
  %56 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 11
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %57) #7
  %59 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 12
  %60 = load i32, ptr %59, align 8, !tbaa !5
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %60) #7
  %62 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 13
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %63) #7
  %65 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 14
  %66 = load i32, ptr %65, align 8, !tbaa !5
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %66) #7
  %68 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 15
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %69) #7
  %71 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 16
  %72 = load i32, ptr %71, align 8, !tbaa !5
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %72) #7
  %74 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 17
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %75) #7
  %77 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 18
  %78 = load i32, ptr %77, align 8, !tbaa !5
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %78) #7
  %80 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 19
  %81 = load i32, ptr %80, align 4, !tbaa !5
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %81) #7
  %83 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 20
  %84 = load i32, ptr %83, align 8, !tbaa !5
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %84) #7
  %86 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 21
  %87 = load i32, ptr %86, align 4, !tbaa !5
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %87) #7
  %89 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 22
  %90 = load i32, ptr %89, align 8, !tbaa !5
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %90) #7
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #6
  store i32 -15, ptr %4, align 4, !tbaa !5
  %93 = ptrtoint ptr %3 to i64
  br label %181

94:                                               ; preds = %181
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #6
  store i32 3, ptr %5, align 4, !tbaa !5
  %95 = call ptr @bsearch(ptr noundef nonnull %5, ptr noundef nonnull %3, i64 noundef 0, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %96 = icmp eq ptr %95, null
  %97 = zext i1 %96 to i32
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %97) #7
  call void @qsort(ptr noundef nonnull %3, i64 noundef 0, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @qsort(ptr noundef nonnull %3, i64 noundef 1, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 108, ptr nonnull %6) #6
  store i32 0, ptr %6, align 4, !tbaa !9
  %99 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 0, i32 1
  store i8 97, ptr %99, align 4, !tbaa !11
  %100 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 0, i32 1, i64 1
  store i8 0, ptr %100, align 1, !tbaa !11
  %101 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 1
  store i32 1, ptr %101, align 4, !tbaa !9
  %102 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 1, i32 1
  store i8 98, ptr %102, align 4, !tbaa !11
  %103 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 1, i32 1, i64 1
  store i8 0, ptr %103, align 1, !tbaa !11
  %104 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 2
  store i32 2, ptr %104, align 4, !tbaa !9
  %105 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 2, i32 1
  store i8 99, ptr %105, align 4, !tbaa !11
  %106 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 2, i32 1, i64 1
  store i8 0, ptr %106, align 1, !tbaa !11
  %107 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 3
  store i32 3, ptr %107, align 4, !tbaa !9
  %108 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 3, i32 1
  store i8 100, ptr %108, align 4, !tbaa !11
  %109 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 3, i32 1, i64 1
  store i8 0, ptr %109, align 1, !tbaa !11
  %110 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 4
  store i32 0, ptr %110, align 4, !tbaa !9
  %111 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 4, i32 1
  store i8 101, ptr %111, align 4, !tbaa !11
  %112 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 4, i32 1, i64 1
  store i8 0, ptr %112, align 1, !tbaa !11
  %113 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 5
  store i32 1, ptr %113, align 4, !tbaa !9
  %114 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 5, i32 1
  store i8 102, ptr %114, align 4, !tbaa !11
  %115 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 5, i32 1, i64 1
  store i8 0, ptr %115, align 1, !tbaa !11
  %116 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 6
  store i32 2, ptr %116, align 4, !tbaa !9
  %117 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 6, i32 1
  store i8 103, ptr %117, align 4, !tbaa !11
  %118 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 6, i32 1, i64 1
  store i8 0, ptr %118, align 1, !tbaa !11
  %119 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 7
  store i32 3, ptr %119, align 4, !tbaa !9
  %120 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 7, i32 1
  store i8 104, ptr %120, align 4, !tbaa !11
  %121 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 7, i32 1, i64 1
  store i8 0, ptr %121, align 1, !tbaa !11
  %122 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 8
  store i32 0, ptr %122, align 4, !tbaa !9
  %123 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 8, i32 1
  store i8 105, ptr %123, align 4, !tbaa !11
  %124 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 8, i32 1, i64 1
  store i8 0, ptr %124, align 1, !tbaa !11
  store i32 0, ptr @calls, align 4, !tbaa !5
  call void @qsort(ptr noundef nonnull %6, i64 noundef 9, i64 noundef 12, ptr noundef nonnull @cmp_rec) #7
  %125 = load i32, ptr @calls, align 4, !tbaa !5
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %125) #7
  %127 = load i32, ptr %6, align 4, !tbaa !9
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %127, ptr noundef nonnull %99) #7
  %129 = load i32, ptr %101, align 4, !tbaa !9
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %129, ptr noundef nonnull %102) #7
  %131 = load i32, ptr %104, align 4, !tbaa !9
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %131, ptr noundef nonnull %105) #7
  %133 = load i32, ptr %107, align 4, !tbaa !9
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %133, ptr noundef nonnull %108) #7
  %135 = load i32, ptr %110, align 4, !tbaa !9
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %135, ptr noundef nonnull %111) #7
  %137 = load i32, ptr %113, align 4, !tbaa !9
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %137, ptr noundef nonnull %114) #7
  %139 = load i32, ptr %116, align 4, !tbaa !9
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %139, ptr noundef nonnull %117) #7
  %141 = load i32, ptr %119, align 4, !tbaa !9
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %141, ptr noundef nonnull %120) #7
  %143 = load i32, ptr %122, align 4, !tbaa !9
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %143, ptr noundef nonnull %123) #7
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #7
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %7, ptr noundef nonnull align 8 dereferenceable(56) @__const.main.words, i64 56, i1 false)
  call void @qsort(ptr noundef nonnull %7, i64 noundef 7, i64 noundef 8, ptr noundef nonnull @cmp_str) #7
  %146 = load ptr, ptr %7, align 8, !tbaa !12
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %146, i32 noundef 32) #7
  %148 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 1
  %149 = load ptr, ptr %148, align 8, !tbaa !12
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %149, i32 noundef 32) #7
  %151 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 2
  %152 = load ptr, ptr %151, align 8, !tbaa !12
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %152, i32 noundef 32) #7
  %154 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 3
  %155 = load ptr, ptr %154, align 8, !tbaa !12
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %155, i32 noundef 32) #7
  %157 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 4
  %158 = load ptr, ptr %157, align 8, !tbaa !12
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %158, i32 noundef 32) #7
  %160 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 5
  %161 = load ptr, ptr %160, align 8, !tbaa !12
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %161, i32 noundef 32) #7
  %163 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 6
  %164 = load ptr, ptr %163, align 8, !tbaa !12
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %164, i32 noundef 10) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #6
  store ptr @.str.11, ptr %8, align 8, !tbaa !12
  %166 = call ptr @bsearch(ptr noundef nonnull %8, ptr noundef nonnull %7, i64 noundef 7, i64 noundef 8, ptr noundef nonnull @cmp_str) #7
  %167 = icmp eq ptr %166, null
  %168 = ptrtoint ptr %166 to i64
  %169 = ptrtoint ptr %7 to i64
  %170 = sub i64 %168, %169
  %171 = lshr exact i64 %170, 3
  %172 = trunc i64 %171 to i32
  %173 = select i1 %167, i32 -1, i32 %172
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, i32 noundef %173) #7
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #6
  store ptr @rows, ptr %9, align 8, !tbaa !12
  %175 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 1
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i64 0, i64 1), ptr %175, align 8, !tbaa !12
  %176 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 2
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i64 0, i64 2), ptr %176, align 8, !tbaa !12
  %177 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 3
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i64 0, i64 3), ptr %177, align 8, !tbaa !12
  %178 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 4
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i64 0, i64 4), ptr %178, align 8, !tbaa !12
  %179 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 5
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i64 0, i64 5), ptr %179, align 8, !tbaa !12
  call void @qsort(ptr noundef nonnull %9, i64 noundef 6, i64 noundef 8, ptr noundef nonnull @cmp_row) #7
  %180 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 2
  br label %232

181:                                              ; preds = %0, %181
  store i32 0, ptr @calls, align 4, !tbaa !5
  %182 = call ptr @bsearch(ptr noundef nonnull %4, ptr noundef nonnull %3, i64 noundef 23, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %183 = load i32, ptr %4, align 4, !tbaa !5
  %184 = icmp eq ptr %182, null
  %185 = select i1 %184, ptr @.str.5, ptr @.str.4
  %186 = ptrtoint ptr %182 to i64
  %187 = sub i64 %186, %93
  %188 = lshr exact i64 %187, 2
  %189 = trunc i64 %188 to i32
  %190 = select i1 %184, i32 -1, i32 %189
  %191 = load i32, ptr @calls, align 4, !tbaa !5
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %183, ptr noundef nonnull %185, i32 noundef %190, i32 noundef %191) #7
  %193 = load i32, ptr %4, align 4, !tbaa !5
  %194 = add nsw i32 %193, 5
  store i32 %194, ptr %4, align 4, !tbaa !5
  %195 = icmp slt i32 %193, 11
  br i1 %195, label %181, label %94, !llvm.loop !14

196:                                              ; preds = %247
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #6
  %197 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 1
  %198 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 2
  %199 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 3
  store <4 x i32> <i32 -6, i32 1, i32 -4, i32 3>, ptr %10, align 16, !tbaa !5
  %200 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 4
  %201 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 5
  %202 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 6
  %203 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 7
  store <4 x i32> <i32 -2, i32 5, i32 0, i32 -5>, ptr %200, align 16, !tbaa !5
  %204 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 8
  %205 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 9
  %206 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 10
  %207 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 11
  store <4 x i32> <i32 2, i32 -3, i32 4, i32 -1>, ptr %204, align 16, !tbaa !5
  call void @qsort(ptr noundef nonnull %10, i64 noundef 12, i64 noundef 4, ptr noundef nonnull @cmp_weight) #7
  %208 = load i32, ptr %10, align 16, !tbaa !5
  %209 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %208, i32 noundef 32) #7
  %210 = load i32, ptr %197, align 4, !tbaa !5
  %211 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %210, i32 noundef 32) #7
  %212 = load i32, ptr %198, align 8, !tbaa !5
  %213 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %212, i32 noundef 32) #7
  %214 = load i32, ptr %199, align 4, !tbaa !5
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %214, i32 noundef 32) #7
  %216 = load i32, ptr %200, align 16, !tbaa !5
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %216, i32 noundef 32) #7
  %218 = load i32, ptr %201, align 4, !tbaa !5
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %218, i32 noundef 32) #7
  %220 = load i32, ptr %202, align 8, !tbaa !5
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %220, i32 noundef 32) #7
  %222 = load i32, ptr %203, align 4, !tbaa !5
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %222, i32 noundef 32) #7
  %224 = load i32, ptr %204, align 16, !tbaa !5
  %225 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %224, i32 noundef 32) #7
  %226 = load i32, ptr %205, align 4, !tbaa !5
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %226, i32 noundef 32) #7
  %228 = load i32, ptr %206, align 8, !tbaa !5
  %229 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %228, i32 noundef 32) #7
  %230 = load i32, ptr %207, align 4, !tbaa !5
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %230, i32 noundef 10) #7
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #6
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #6
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #6
  call void @llvm.lifetime.end.p0(i64 108, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 92, ptr nonnull %3) #6
  ret i32 0

232:                                              ; preds = %94, %247
  %233 = phi i64 [ 0, %94 ], [ %250, %247 ]
  %234 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 %233
  %235 = load ptr, ptr %234, align 8, !tbaa !12
  %236 = ptrtoint ptr %235 to i64
  %237 = sub i64 %236, ptrtoint (ptr @rows to i64)
  %238 = lshr exact i64 %237, 2
  %239 = trunc i64 %238 to i32
  %240 = sdiv i32 %239, 5
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #6
  %241 = call ptr @memcpy(ptr noundef nonnull %1, ptr noundef %235, i64 noundef 20) #7
  call void @qsort(ptr noundef nonnull %1, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  %242 = load i32, ptr %180, align 4, !tbaa !5
  store i32 %242, ptr %2, align 4, !tbaa !5
  %243 = call ptr @bsearch(ptr noundef nonnull %2, ptr noundef nonnull %1, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %244 = icmp eq ptr %243, null
  br i1 %244, label %247, label %245

245:                                              ; preds = %232
  %246 = load i32, ptr %243, align 4, !tbaa !5
  br label %247

247:                                              ; preds = %232, %245
  %248 = phi i32 [ %246, %245 ], [ -1, %232 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #6
  %249 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, i32 noundef %240, i32 noundef %248) #7
  %250 = add nuw nsw i64 %233, 1
  %251 = icmp eq i64 %250, 6
  br i1 %251, label %196, label %232, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none)
define internal i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr %0, align 4, !tbaa !5
  %4 = load i32, ptr %1, align 4, !tbaa !5
  %5 = load i32, ptr @calls, align 4, !tbaa !5
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !5
  %7 = icmp sgt i32 %3, %4
  %8 = zext i1 %7 to i32
  %9 = icmp slt i32 %3, %4
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none)
define internal i32 @cmp_rec(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr @calls, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @calls, align 4, !tbaa !5
  %5 = load i32, ptr %0, align 4, !tbaa !9
  %6 = load i32, ptr %1, align 4, !tbaa !9
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 {
  %3 = load ptr, ptr %0, align 8, !tbaa !12
  %4 = load ptr, ptr %1, align 8, !tbaa !12
  %5 = tail call i32 @strcmp(ptr noundef %3, ptr noundef %4) #7
  ret i32 %5
}

; Function Attrs: nounwind
define internal i32 @cmp_row(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 {
  %3 = alloca [5 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca [5 x i32], align 4
  %6 = alloca i32, align 4
  %7 = load ptr, ptr %0, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %5) #6
  %8 = call ptr @memcpy(ptr noundef nonnull %5, ptr noundef %7, i64 noundef 20) #7
  call void @qsort(ptr noundef nonnull %5, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #6
  %9 = getelementptr inbounds [5 x i32], ptr %5, i64 0, i64 2
  %10 = load i32, ptr %9, align 4, !tbaa !5
  store i32 %10, ptr %6, align 4, !tbaa !5
  %11 = call ptr @bsearch(ptr noundef nonnull %6, ptr noundef nonnull %5, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %12 = icmp eq ptr %11, null
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = load i32, ptr %11, align 4, !tbaa !5
  br label %15

15:                                               ; preds = %2, %13
  %16 = phi i32 [ %14, %13 ], [ -1, %2 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %5) #6
  %17 = load ptr, ptr %1, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %3) #6
  %18 = call ptr @memcpy(ptr noundef nonnull %3, ptr noundef %17, i64 noundef 20) #7
  call void @qsort(ptr noundef nonnull %3, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #6
  %19 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 2
  %20 = load i32, ptr %19, align 4, !tbaa !5
  store i32 %20, ptr %4, align 4, !tbaa !5
  %21 = call ptr @bsearch(ptr noundef nonnull %4, ptr noundef nonnull %3, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %22 = icmp eq ptr %21, null
  br i1 %22, label %25, label %23

23:                                               ; preds = %15
  %24 = load i32, ptr %21, align 4, !tbaa !5
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
  %3 = load i32, ptr %0, align 4, !tbaa !5
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
  %19 = load i32, ptr %1, align 4, !tbaa !5
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

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin nounwind "no-builtins" }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"rec", !6, i64 0, !7, i64 4}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
