; ModuleID = 'tests/programs/qsort_bsearch.c'
source_filename = "tests/programs/qsort_bsearch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@__const.main.words = private unnamed_addr constant [7 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 16
@.str.16 = private unnamed_addr constant [5 x i8] c"%s%c\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"fig at %d\0A\00", align 1
@rows = internal global [6 x [5 x i32]] [[5 x i32] [i32 9, i32 1, i32 7, i32 3, i32 5], [5 x i32] [i32 2, i32 2, i32 8, i32 0, i32 4], [5 x i32] [i32 6, i32 6, i32 6, i32 1, i32 9], [5 x i32] [i32 0, i32 9, i32 1, i32 8, i32 2], [5 x i32] [i32 5, i32 4, i32 3, i32 2, i32 1], [5 x i32] [i32 7, i32 0, i32 7, i32 0, i32 7]], align 16
@.str.18 = private unnamed_addr constant [18 x i8] c"row %d median %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x i32], align 16
  %2 = alloca i32, align 4
  %3 = alloca [23 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [9 x %struct.rec], align 16
  %7 = alloca [7 x ptr], align 16
  %8 = alloca ptr, align 8
  %9 = alloca [6 x ptr], align 16
  %10 = alloca [12 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 92, ptr nonnull %3) #6
  store <4 x i32> <i32 -3, i32 5, i32 13, i32 -8>, ptr %3, align 16, !tbaa !4
  %11 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 4
  store <4 x i32> <i32 0, i32 8, i32 -13, i32 -5>, ptr %11, align 16, !tbaa !4
  %12 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 8
  store <4 x i32> <i32 3, i32 11, i32 -10, i32 -2>, ptr %12, align 16, !tbaa !4
  %13 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 12
  store <4 x i32> <i32 6, i32 14, i32 -7, i32 1>, ptr %13, align 16, !tbaa !4
  %14 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 16
  store <4 x i32> <i32 9, i32 -12, i32 -4, i32 4>, ptr %14, align 16, !tbaa !4
  %15 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 20
  store i32 12, ptr %15, align 16, !tbaa !4
  %16 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 21
  store i32 -9, ptr %16, align 4, !tbaa !4
  %17 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 22
  store i32 -1, ptr %17, align 8, !tbaa !4
  store i32 0, ptr @calls, align 4, !tbaa !4
  call void @qsort(ptr noundef nonnull %3, i64 noundef 23, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %18 = load i32, ptr @calls, align 4, !tbaa !4
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %18) #7
  %20 = load i32, ptr %3, align 16, !tbaa !4
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %20) #7
  %22 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 1
  %23 = load i32, ptr %22, align 4, !tbaa !4
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %23) #7
  %25 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 2
  %26 = load i32, ptr %25, align 8, !tbaa !4
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %26) #7
  %28 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 3
  %29 = load i32, ptr %28, align 4, !tbaa !4
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %29) #7
  %31 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 4
  %32 = load i32, ptr %31, align 16, !tbaa !4
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %32) #7
  %34 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 5
  %35 = load i32, ptr %34, align 4, !tbaa !4
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %35) #7
  %37 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 6
  %38 = load i32, ptr %37, align 8, !tbaa !4
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %38) #7
  %40 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 7
  %41 = load i32, ptr %40, align 4, !tbaa !4
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %41) #7
  %43 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 8
  %44 = load i32, ptr %43, align 16, !tbaa !4
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %44) #7
  %46 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 9
  %47 = load i32, ptr %46, align 4, !tbaa !4
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %47) #7
  %49 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 10
  %50 = load i32, ptr %49, align 8, !tbaa !4
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %50) #7
  %52 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 11
  %53 = load i32, ptr %52, align 4, !tbaa !4
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %53) #7
  %55 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 12
  %56 = load i32, ptr %55, align 16, !tbaa !4
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %56) #7
  %58 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 13
  %59 = load i32, ptr %58, align 4, !tbaa !4
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %59) #7
  %61 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 14
  %62 = load i32, ptr %61, align 8, !tbaa !4
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %62) #7
  %64 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 15
  %65 = load i32, ptr %64, align 4, !tbaa !4
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %65) #7
  %67 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 16
  %68 = load i32, ptr %67, align 16, !tbaa !4
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %68) #7
  %70 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 17
  %71 = load i32, ptr %70, align 4, !tbaa !4
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %71) #7
  %73 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 18
  %74 = load i32, ptr %73, align 8, !tbaa !4
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %74) #7
  %76 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 19
  %77 = load i32, ptr %76, align 4, !tbaa !4
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %77) #7
  %79 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 20
  %80 = load i32, ptr %79, align 16, !tbaa !4
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %80) #7
  %82 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 21
  %83 = load i32, ptr %82, align 4, !tbaa !4
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %83) #7
  %85 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 22
  %86 = load i32, ptr %85, align 8, !tbaa !4
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %86) #7
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #6
  store i32 -15, ptr %4, align 4, !tbaa !4
  %89 = ptrtoint ptr %3 to i64
  br label %177

90:                                               ; preds = %177
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #6
  store i32 3, ptr %5, align 4, !tbaa !4
  %91 = call ptr @bsearch(ptr noundef nonnull %5, ptr noundef nonnull %3, i64 noundef 0, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %92 = icmp eq ptr %91, null
  %93 = zext i1 %92 to i32
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %93) #7
  call void @qsort(ptr noundef nonnull %3, i64 noundef 0, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @qsort(ptr noundef nonnull %3, i64 noundef 1, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 108, ptr nonnull %6) #6
  store i32 0, ptr %6, align 16, !tbaa !8
  %95 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 0, i32 1
  store i8 97, ptr %95, align 4, !tbaa !10
  %96 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 0, i32 1, i64 1
  store i8 0, ptr %96, align 1, !tbaa !10
  %97 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 1
  store i32 1, ptr %97, align 4, !tbaa !8
  %98 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 1, i32 1
  store i8 98, ptr %98, align 16, !tbaa !10
  %99 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 1, i32 1, i64 1
  store i8 0, ptr %99, align 1, !tbaa !10
  %100 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 2
  store i32 2, ptr %100, align 8, !tbaa !8
  %101 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 2, i32 1
  store i8 99, ptr %101, align 4, !tbaa !10
  %102 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 2, i32 1, i64 1
  store i8 0, ptr %102, align 1, !tbaa !10
  %103 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 3
  store i32 3, ptr %103, align 4, !tbaa !8
  %104 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 3, i32 1
  store i8 100, ptr %104, align 8, !tbaa !10
  %105 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 3, i32 1, i64 1
  store i8 0, ptr %105, align 1, !tbaa !10
  %106 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 4
  store i32 0, ptr %106, align 16, !tbaa !8
  %107 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 4, i32 1
  store i8 101, ptr %107, align 4, !tbaa !10
  %108 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 4, i32 1, i64 1
  store i8 0, ptr %108, align 1, !tbaa !10
  %109 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 5
  store i32 1, ptr %109, align 4, !tbaa !8
  %110 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 5, i32 1
  store i8 102, ptr %110, align 16, !tbaa !10
  %111 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 5, i32 1, i64 1
  store i8 0, ptr %111, align 1, !tbaa !10
  %112 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 6
  store i32 2, ptr %112, align 8, !tbaa !8
  %113 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 6, i32 1
  store i8 103, ptr %113, align 4, !tbaa !10
  %114 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 6, i32 1, i64 1
  store i8 0, ptr %114, align 1, !tbaa !10
  %115 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 7
  store i32 3, ptr %115, align 4, !tbaa !8
  %116 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 7, i32 1
  store i8 104, ptr %116, align 8, !tbaa !10
  %117 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 7, i32 1, i64 1
  store i8 0, ptr %117, align 1, !tbaa !10
  %118 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 8
  store i32 0, ptr %118, align 16, !tbaa !8
  %119 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 8, i32 1
  store i8 105, ptr %119, align 4, !tbaa !10
  %120 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 8, i32 1, i64 1
  store i8 0, ptr %120, align 1, !tbaa !10
  store i32 0, ptr @calls, align 4, !tbaa !4
  call void @qsort(ptr noundef nonnull %6, i64 noundef 9, i64 noundef 12, ptr noundef nonnull @cmp_rec) #7
  %121 = load i32, ptr @calls, align 4, !tbaa !4
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %121) #7
  %123 = load i32, ptr %6, align 16, !tbaa !8
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %123, ptr noundef nonnull %95) #7
  %125 = load i32, ptr %97, align 4, !tbaa !8
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %125, ptr noundef nonnull %98) #7
  %127 = load i32, ptr %100, align 8, !tbaa !8
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %127, ptr noundef nonnull %101) #7
  %129 = load i32, ptr %103, align 4, !tbaa !8
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %129, ptr noundef nonnull %104) #7
  %131 = load i32, ptr %106, align 16, !tbaa !8
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %131, ptr noundef nonnull %107) #7
  %133 = load i32, ptr %109, align 4, !tbaa !8
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %133, ptr noundef nonnull %110) #7
  %135 = load i32, ptr %112, align 8, !tbaa !8
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %135, ptr noundef nonnull %113) #7
  %137 = load i32, ptr %115, align 4, !tbaa !8
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %137, ptr noundef nonnull %116) #7
  %139 = load i32, ptr %118, align 16, !tbaa !8
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %139, ptr noundef nonnull %119) #7
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #7
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %7, ptr noundef nonnull align 16 dereferenceable(56) @__const.main.words, i64 56, i1 false)
  call void @qsort(ptr noundef nonnull %7, i64 noundef 7, i64 noundef 8, ptr noundef nonnull @cmp_str) #7
  %142 = load ptr, ptr %7, align 16, !tbaa !11
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %142, i32 noundef 32) #7
  %144 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 1
  %145 = load ptr, ptr %144, align 8, !tbaa !11
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %145, i32 noundef 32) #7
  %147 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 2
  %148 = load ptr, ptr %147, align 16, !tbaa !11
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %148, i32 noundef 32) #7
  %150 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 3
  %151 = load ptr, ptr %150, align 8, !tbaa !11
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %151, i32 noundef 32) #7
  %153 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 4
  %154 = load ptr, ptr %153, align 16, !tbaa !11
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %154, i32 noundef 32) #7
  %156 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 5
  %157 = load ptr, ptr %156, align 8, !tbaa !11
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %157, i32 noundef 32) #7
  %159 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 6
  %160 = load ptr, ptr %159, align 16, !tbaa !11
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %160, i32 noundef 10) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #6
  store ptr @.str.11, ptr %8, align 8, !tbaa !11
  %162 = call ptr @bsearch(ptr noundef nonnull %8, ptr noundef nonnull %7, i64 noundef 7, i64 noundef 8, ptr noundef nonnull @cmp_str) #7
  %163 = icmp eq ptr %162, null
  %164 = ptrtoint ptr %162 to i64
  %165 = ptrtoint ptr %7 to i64
  %166 = sub i64 %164, %165
  %167 = lshr exact i64 %166, 3
  %168 = trunc i64 %167 to i32
  %169 = select i1 %163, i32 -1, i32 %168
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, i32 noundef %169) #7
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #6
  store ptr @rows, ptr %9, align 16, !tbaa !11
  %171 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 1
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i64 0, i64 1), ptr %171, align 8, !tbaa !11
  %172 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 2
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i64 0, i64 2), ptr %172, align 16, !tbaa !11
  %173 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 3
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i64 0, i64 3), ptr %173, align 8, !tbaa !11
  %174 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 4
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i64 0, i64 4), ptr %174, align 16, !tbaa !11
  %175 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 5
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i64 0, i64 5), ptr %175, align 8, !tbaa !11
  call void @qsort(ptr noundef nonnull %9, i64 noundef 6, i64 noundef 8, ptr noundef nonnull @cmp_row) #7
  %176 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 2
  br label %228

177:                                              ; preds = %0, %177
  store i32 0, ptr @calls, align 4, !tbaa !4
  %178 = call ptr @bsearch(ptr noundef nonnull %4, ptr noundef nonnull %3, i64 noundef 23, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %179 = load i32, ptr %4, align 4, !tbaa !4
  %180 = icmp eq ptr %178, null
  %181 = select i1 %180, ptr @.str.5, ptr @.str.4
  %182 = ptrtoint ptr %178 to i64
  %183 = sub i64 %182, %89
  %184 = lshr exact i64 %183, 2
  %185 = trunc i64 %184 to i32
  %186 = select i1 %180, i32 -1, i32 %185
  %187 = load i32, ptr @calls, align 4, !tbaa !4
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %179, ptr noundef nonnull %181, i32 noundef %186, i32 noundef %187) #7
  %189 = load i32, ptr %4, align 4, !tbaa !4
  %190 = add nsw i32 %189, 5
  store i32 %190, ptr %4, align 4, !tbaa !4
  %191 = icmp slt i32 %189, 11
  br i1 %191, label %177, label %90, !llvm.loop !13

192:                                              ; preds = %243
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #6
  %193 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 1
  %194 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 2
  %195 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 3
  store <4 x i32> <i32 -6, i32 1, i32 -4, i32 3>, ptr %10, align 16, !tbaa !4
  %196 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 4
  %197 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 5
  %198 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 6
  %199 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 7
  store <4 x i32> <i32 -2, i32 5, i32 0, i32 -5>, ptr %196, align 16, !tbaa !4
  %200 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 8
  %201 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 9
  %202 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 10
  %203 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 11
  store <4 x i32> <i32 2, i32 -3, i32 4, i32 -1>, ptr %200, align 16, !tbaa !4
  call void @qsort(ptr noundef nonnull %10, i64 noundef 12, i64 noundef 4, ptr noundef nonnull @cmp_weight) #7
  %204 = load i32, ptr %10, align 16, !tbaa !4
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %204, i32 noundef 32) #7
  %206 = load i32, ptr %193, align 4, !tbaa !4
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %206, i32 noundef 32) #7
  %208 = load i32, ptr %194, align 8, !tbaa !4
  %209 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %208, i32 noundef 32) #7
  %210 = load i32, ptr %195, align 4, !tbaa !4
  %211 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %210, i32 noundef 32) #7
  %212 = load i32, ptr %196, align 16, !tbaa !4
  %213 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %212, i32 noundef 32) #7
  %214 = load i32, ptr %197, align 4, !tbaa !4
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %214, i32 noundef 32) #7
  %216 = load i32, ptr %198, align 8, !tbaa !4
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %216, i32 noundef 32) #7
  %218 = load i32, ptr %199, align 4, !tbaa !4
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %218, i32 noundef 32) #7
  %220 = load i32, ptr %200, align 16, !tbaa !4
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %220, i32 noundef 32) #7
  %222 = load i32, ptr %201, align 4, !tbaa !4
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %222, i32 noundef 32) #7
  %224 = load i32, ptr %202, align 8, !tbaa !4
  %225 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %224, i32 noundef 32) #7
  %226 = load i32, ptr %203, align 4, !tbaa !4
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %226, i32 noundef 10) #7
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #6
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #6
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #6
  call void @llvm.lifetime.end.p0(i64 108, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 92, ptr nonnull %3) #6
  ret i32 0

228:                                              ; preds = %90, %243
  %229 = phi i64 [ 0, %90 ], [ %246, %243 ]
  %230 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 %229
  %231 = load ptr, ptr %230, align 8, !tbaa !11
  %232 = ptrtoint ptr %231 to i64
  %233 = sub i64 %232, ptrtoint (ptr @rows to i64)
  %234 = lshr exact i64 %233, 2
  %235 = trunc i64 %234 to i32
  %236 = sdiv i32 %235, 5
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #6
  %237 = call ptr @memcpy(ptr noundef nonnull %1, ptr noundef %231, i64 noundef 20) #7
  call void @qsort(ptr noundef nonnull %1, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  %238 = load i32, ptr %176, align 8, !tbaa !4
  store i32 %238, ptr %2, align 4, !tbaa !4
  %239 = call ptr @bsearch(ptr noundef nonnull %2, ptr noundef nonnull %1, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %240 = icmp eq ptr %239, null
  br i1 %240, label %243, label %241

241:                                              ; preds = %228
  %242 = load i32, ptr %239, align 4, !tbaa !4
  br label %243

243:                                              ; preds = %228, %241
  %244 = phi i32 [ %242, %241 ], [ -1, %228 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #6
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, i32 noundef %236, i32 noundef %244) #7
  %246 = add nuw nsw i64 %229, 1
  %247 = icmp eq i64 %246, 6
  br i1 %247, label %192, label %228, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) local_unnamed_addr #2

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

declare ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none)
define internal i32 @cmp_rec(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr @calls, align 4, !tbaa !4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @calls, align 4, !tbaa !4
  %5 = load i32, ptr %0, align 4, !tbaa !8
  %6 = load i32, ptr %1, align 4, !tbaa !8
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 {
  %3 = load ptr, ptr %0, align 8, !tbaa !11
  %4 = load ptr, ptr %1, align 8, !tbaa !11
  %5 = tail call i32 @strcmp(ptr noundef %3, ptr noundef %4) #7
  ret i32 %5
}

; Function Attrs: nounwind
define internal i32 @cmp_row(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 {
  %3 = alloca [5 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca [5 x i32], align 16
  %6 = alloca i32, align 4
  %7 = load ptr, ptr %0, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %5) #6
  %8 = call ptr @memcpy(ptr noundef nonnull %5, ptr noundef %7, i64 noundef 20) #7
  call void @qsort(ptr noundef nonnull %5, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #6
  %9 = getelementptr inbounds [5 x i32], ptr %5, i64 0, i64 2
  %10 = load i32, ptr %9, align 8, !tbaa !4
  store i32 %10, ptr %6, align 4, !tbaa !4
  %11 = call ptr @bsearch(ptr noundef nonnull %6, ptr noundef nonnull %5, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %12 = icmp eq ptr %11, null
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = load i32, ptr %11, align 4, !tbaa !4
  br label %15

15:                                               ; preds = %2, %13
  %16 = phi i32 [ %14, %13 ], [ -1, %2 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %5) #6
  %17 = load ptr, ptr %1, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %3) #6
  %18 = call ptr @memcpy(ptr noundef nonnull %3, ptr noundef %17, i64 noundef 20) #7
  call void @qsort(ptr noundef nonnull %3, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #6
  %19 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 2
  %20 = load i32, ptr %19, align 8, !tbaa !4
  store i32 %20, ptr %4, align 4, !tbaa !4
  %21 = call ptr @bsearch(ptr noundef nonnull %4, ptr noundef nonnull %3, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
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

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!8 = !{!9, !5, i64 0}
!9 = !{!"rec", !5, i64 0, !6, i64 4}
!10 = !{!6, !6, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !6, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
