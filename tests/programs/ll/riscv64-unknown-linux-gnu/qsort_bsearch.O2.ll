; ModuleID = 'tests/programs/qsort_bsearch.c'
source_filename = "tests/programs/qsort_bsearch.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca [23 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [9 x %struct.rec], align 4
  %7 = alloca [7 x ptr], align 8
  %8 = alloca ptr, align 8
  %9 = alloca [6 x ptr], align 8
  %10 = alloca [12 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 92, ptr nonnull %3) #6
  br label %84

11:                                               ; preds = %84
  store i32 0, ptr @calls, align 4, !tbaa !6
  call void @qsort(ptr noundef nonnull %3, i64 noundef 23, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %12 = load i32, ptr @calls, align 4, !tbaa !6
  %13 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %12) #7
  %14 = load i32, ptr %3, align 4, !tbaa !6
  %15 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %14) #7
  %16 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 1
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %17) #7
  %19 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 2
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %20) #7
  %22 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 3
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %23) #7
  %25 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %26) #7
  %28 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 5
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %29) #7
  %31 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 6
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %32) #7
  %34 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 7
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %35) #7
  %37 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 8
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %38) #7
  %40 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 9
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %41) #7
  %43 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 10
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %44) #7
  %46 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 11
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %47) #7
  %49 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 12
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %50) #7
  %52 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 13
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %53) #7
  %55 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 14
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %56) #7
  %58 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 15
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %59) #7
  %61 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 16
  %62 = load i32, ptr %61, align 4, !tbaa !6
  %63 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %62) #7
  %64 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 17
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %65) #7
  %67 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 18
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %68) #7
  %70 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 19
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %71) #7
  %73 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 20
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %74) #7
  %76 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 21
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %77) #7
  %79 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 22
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %80) #7
  %82 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #6
  store i32 -15, ptr %4, align 4, !tbaa !6
  %83 = ptrtoint ptr %3 to i64
  br label %184

84:                                               ; preds = %0, %84
  %85 = phi i64 [ 0, %0 ], [ %94, %84 ]
  %86 = phi i32 [ 0, %0 ], [ %95, %84 ]
  %87 = trunc i32 %86 to i16
  %88 = mul i16 %87, 37
  %89 = add i16 %88, 11
  %90 = urem i16 %89, 29
  %91 = zext i16 %90 to i32
  %92 = add nsw i32 %91, -14
  %93 = getelementptr inbounds [23 x i32], ptr %3, i64 0, i64 %85
  store i32 %92, ptr %93, align 4, !tbaa !6
  %94 = add nuw nsw i64 %85, 1
  %95 = add nuw nsw i32 %86, 1
  %96 = icmp eq i64 %94, 23
  br i1 %96, label %11, label %84, !llvm.loop !10

97:                                               ; preds = %184
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #6
  store i32 3, ptr %5, align 4, !tbaa !6
  %98 = call ptr @bsearch(ptr noundef nonnull %5, ptr noundef nonnull %3, i64 noundef 0, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %99 = icmp eq ptr %98, null
  %100 = zext i1 %99 to i32
  %101 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef signext %100) #7
  call void @qsort(ptr noundef nonnull %3, i64 noundef 0, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @qsort(ptr noundef nonnull %3, i64 noundef 1, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 108, ptr nonnull %6) #6
  store i32 0, ptr %6, align 4, !tbaa !12
  %102 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 0, i32 1
  store i8 97, ptr %102, align 4, !tbaa !14
  %103 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 0, i32 1, i64 1
  store i8 0, ptr %103, align 1, !tbaa !14
  %104 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 1
  store i32 1, ptr %104, align 4, !tbaa !12
  %105 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 1, i32 1
  store i8 98, ptr %105, align 4, !tbaa !14
  %106 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 1, i32 1, i64 1
  store i8 0, ptr %106, align 1, !tbaa !14
  %107 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 2
  store i32 2, ptr %107, align 4, !tbaa !12
  %108 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 2, i32 1
  store i8 99, ptr %108, align 4, !tbaa !14
  %109 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 2, i32 1, i64 1
  store i8 0, ptr %109, align 1, !tbaa !14
  %110 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 3
  store i32 3, ptr %110, align 4, !tbaa !12
  %111 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 3, i32 1
  store i8 100, ptr %111, align 4, !tbaa !14
  %112 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 3, i32 1, i64 1
  store i8 0, ptr %112, align 1, !tbaa !14
  %113 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 4
  store i32 0, ptr %113, align 4, !tbaa !12
  %114 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 4, i32 1
  store i8 101, ptr %114, align 4, !tbaa !14
  %115 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 4, i32 1, i64 1
  store i8 0, ptr %115, align 1, !tbaa !14
  %116 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 5
  store i32 1, ptr %116, align 4, !tbaa !12
  %117 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 5, i32 1
  store i8 102, ptr %117, align 4, !tbaa !14
  %118 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 5, i32 1, i64 1
  store i8 0, ptr %118, align 1, !tbaa !14
  %119 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 6
  store i32 2, ptr %119, align 4, !tbaa !12
  %120 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 6, i32 1
  store i8 103, ptr %120, align 4, !tbaa !14
  %121 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 6, i32 1, i64 1
  store i8 0, ptr %121, align 1, !tbaa !14
  %122 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 7
  store i32 3, ptr %122, align 4, !tbaa !12
  %123 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 7, i32 1
  store i8 104, ptr %123, align 4, !tbaa !14
  %124 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 7, i32 1, i64 1
  store i8 0, ptr %124, align 1, !tbaa !14
  %125 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 8
  store i32 0, ptr %125, align 4, !tbaa !12
  %126 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 8, i32 1
  store i8 105, ptr %126, align 4, !tbaa !14
  %127 = getelementptr inbounds [9 x %struct.rec], ptr %6, i64 0, i64 8, i32 1, i64 1
  store i8 0, ptr %127, align 1, !tbaa !14
  store i32 0, ptr @calls, align 4, !tbaa !6
  call void @qsort(ptr noundef nonnull %6, i64 noundef 9, i64 noundef 12, ptr noundef nonnull @cmp_rec) #7
  %128 = load i32, ptr @calls, align 4, !tbaa !6
  %129 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext %128) #7
  %130 = load i32, ptr %6, align 4, !tbaa !12
  %131 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef signext %130, ptr noundef nonnull %102) #7
  %132 = load i32, ptr %104, align 4, !tbaa !12
  %133 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef signext %132, ptr noundef nonnull %105) #7
  %134 = load i32, ptr %107, align 4, !tbaa !12
  %135 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef signext %134, ptr noundef nonnull %108) #7
  %136 = load i32, ptr %110, align 4, !tbaa !12
  %137 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef signext %136, ptr noundef nonnull %111) #7
  %138 = load i32, ptr %113, align 4, !tbaa !12
  %139 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef signext %138, ptr noundef nonnull %114) #7
  %140 = load i32, ptr %116, align 4, !tbaa !12
  %141 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef signext %140, ptr noundef nonnull %117) #7
  %142 = load i32, ptr %119, align 4, !tbaa !12
  %143 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef signext %142, ptr noundef nonnull %120) #7
  %144 = load i32, ptr %122, align 4, !tbaa !12
  %145 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef signext %144, ptr noundef nonnull %123) #7
  %146 = load i32, ptr %125, align 4, !tbaa !12
  %147 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef signext %146, ptr noundef nonnull %126) #7
  %148 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #7
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %7, ptr noundef nonnull align 8 dereferenceable(56) @__const.main.words, i64 56, i1 false)
  call void @qsort(ptr noundef nonnull %7, i64 noundef 7, i64 noundef 8, ptr noundef nonnull @cmp_str) #7
  %149 = load ptr, ptr %7, align 8, !tbaa !15
  %150 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %149, i32 noundef signext 32) #7
  %151 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 1
  %152 = load ptr, ptr %151, align 8, !tbaa !15
  %153 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %152, i32 noundef signext 32) #7
  %154 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 2
  %155 = load ptr, ptr %154, align 8, !tbaa !15
  %156 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %155, i32 noundef signext 32) #7
  %157 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 3
  %158 = load ptr, ptr %157, align 8, !tbaa !15
  %159 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %158, i32 noundef signext 32) #7
  %160 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 4
  %161 = load ptr, ptr %160, align 8, !tbaa !15
  %162 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %161, i32 noundef signext 32) #7
  %163 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 5
  %164 = load ptr, ptr %163, align 8, !tbaa !15
  %165 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %164, i32 noundef signext 32) #7
  %166 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 6
  %167 = load ptr, ptr %166, align 8, !tbaa !15
  %168 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef %167, i32 noundef signext 10) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #6
  store ptr @.str.11, ptr %8, align 8, !tbaa !15
  %169 = call ptr @bsearch(ptr noundef nonnull %8, ptr noundef nonnull %7, i64 noundef 7, i64 noundef 8, ptr noundef nonnull @cmp_str) #7
  %170 = icmp eq ptr %169, null
  %171 = ptrtoint ptr %169 to i64
  %172 = ptrtoint ptr %7 to i64
  %173 = sub i64 %171, %172
  %174 = lshr exact i64 %173, 3
  %175 = trunc i64 %174 to i32
  %176 = select i1 %170, i32 -1, i32 %175
  %177 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, i32 noundef signext %176) #7
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #6
  store ptr @rows, ptr %9, align 8, !tbaa !15
  %178 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 1
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i64 0, i64 1), ptr %178, align 8, !tbaa !15
  %179 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 2
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i64 0, i64 2), ptr %179, align 8, !tbaa !15
  %180 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 3
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i64 0, i64 3), ptr %180, align 8, !tbaa !15
  %181 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 4
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i64 0, i64 4), ptr %181, align 8, !tbaa !15
  %182 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 5
  store ptr getelementptr inbounds ([6 x [5 x i32]], ptr @rows, i64 0, i64 5), ptr %182, align 8, !tbaa !15
  call void @qsort(ptr noundef nonnull %9, i64 noundef 6, i64 noundef 8, ptr noundef nonnull @cmp_row) #7
  %183 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 2
  br label %235

184:                                              ; preds = %11, %184
  store i32 0, ptr @calls, align 4, !tbaa !6
  %185 = call ptr @bsearch(ptr noundef nonnull %4, ptr noundef nonnull %3, i64 noundef 23, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %186 = load i32, ptr %4, align 4, !tbaa !6
  %187 = icmp eq ptr %185, null
  %188 = select i1 %187, ptr @.str.5, ptr @.str.4
  %189 = ptrtoint ptr %185 to i64
  %190 = sub i64 %189, %83
  %191 = lshr exact i64 %190, 2
  %192 = trunc i64 %191 to i32
  %193 = select i1 %187, i32 -1, i32 %192
  %194 = load i32, ptr @calls, align 4, !tbaa !6
  %195 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %186, ptr noundef nonnull %188, i32 noundef signext %193, i32 noundef signext %194) #7
  %196 = load i32, ptr %4, align 4, !tbaa !6
  %197 = add nsw i32 %196, 5
  store i32 %197, ptr %4, align 4, !tbaa !6
  %198 = icmp slt i32 %196, 11
  br i1 %198, label %184, label %97, !llvm.loop !17

199:                                              ; preds = %250
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #6
  store i32 -6, ptr %10, align 4, !tbaa !6
  %200 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 1
  store i32 1, ptr %200, align 4, !tbaa !6
  %201 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 2
  store i32 -4, ptr %201, align 4, !tbaa !6
  %202 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 3
  store i32 3, ptr %202, align 4, !tbaa !6
  %203 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 4
  store i32 -2, ptr %203, align 4, !tbaa !6
  %204 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 5
  store i32 5, ptr %204, align 4, !tbaa !6
  %205 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 6
  store i32 0, ptr %205, align 4, !tbaa !6
  %206 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 7
  store i32 -5, ptr %206, align 4, !tbaa !6
  %207 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 8
  store i32 2, ptr %207, align 4, !tbaa !6
  %208 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 9
  store i32 -3, ptr %208, align 4, !tbaa !6
  %209 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 10
  store i32 4, ptr %209, align 4, !tbaa !6
  %210 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 11
  store i32 -1, ptr %210, align 4, !tbaa !6
  call void @qsort(ptr noundef nonnull %10, i64 noundef 12, i64 noundef 4, ptr noundef nonnull @cmp_weight) #7
  %211 = load i32, ptr %10, align 4, !tbaa !6
  %212 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef signext %211, i32 noundef signext 32) #7
  %213 = load i32, ptr %200, align 4, !tbaa !6
  %214 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef signext %213, i32 noundef signext 32) #7
  %215 = load i32, ptr %201, align 4, !tbaa !6
  %216 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef signext %215, i32 noundef signext 32) #7
  %217 = load i32, ptr %202, align 4, !tbaa !6
  %218 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef signext %217, i32 noundef signext 32) #7
  %219 = load i32, ptr %203, align 4, !tbaa !6
  %220 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef signext %219, i32 noundef signext 32) #7
  %221 = load i32, ptr %204, align 4, !tbaa !6
  %222 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef signext %221, i32 noundef signext 32) #7
  %223 = load i32, ptr %205, align 4, !tbaa !6
  %224 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef signext %223, i32 noundef signext 32) #7
  %225 = load i32, ptr %206, align 4, !tbaa !6
  %226 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef signext %225, i32 noundef signext 32) #7
  %227 = load i32, ptr %207, align 4, !tbaa !6
  %228 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef signext %227, i32 noundef signext 32) #7
  %229 = load i32, ptr %208, align 4, !tbaa !6
  %230 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef signext %229, i32 noundef signext 32) #7
  %231 = load i32, ptr %209, align 4, !tbaa !6
  %232 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef signext %231, i32 noundef signext 32) #7
  %233 = load i32, ptr %210, align 4, !tbaa !6
  %234 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef signext %233, i32 noundef signext 10) #7
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #6
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #6
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #6
  call void @llvm.lifetime.end.p0(i64 108, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 92, ptr nonnull %3) #6
  ret i32 0

235:                                              ; preds = %97, %250
  %236 = phi i64 [ 0, %97 ], [ %253, %250 ]
  %237 = getelementptr inbounds [6 x ptr], ptr %9, i64 0, i64 %236
  %238 = load ptr, ptr %237, align 8, !tbaa !15
  %239 = ptrtoint ptr %238 to i64
  %240 = sub i64 %239, ptrtoint (ptr @rows to i64)
  %241 = lshr exact i64 %240, 2
  %242 = trunc i64 %241 to i32
  %243 = sdiv i32 %242, 5
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #6
  %244 = call ptr @memcpy(ptr noundef nonnull %1, ptr noundef %238, i64 noundef 20) #7
  call void @qsort(ptr noundef nonnull %1, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  %245 = load i32, ptr %183, align 4, !tbaa !6
  store i32 %245, ptr %2, align 4, !tbaa !6
  %246 = call ptr @bsearch(ptr noundef nonnull %2, ptr noundef nonnull %1, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %247 = icmp eq ptr %246, null
  br i1 %247, label %250, label %248

248:                                              ; preds = %235
  %249 = load i32, ptr %246, align 4, !tbaa !6
  br label %250

250:                                              ; preds = %235, %248
  %251 = phi i32 [ %249, %248 ], [ -1, %235 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #6
  %252 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, i32 noundef signext %243, i32 noundef signext %251) #7
  %253 = add nuw nsw i64 %236, 1
  %254 = icmp eq i64 %253, 6
  br i1 %254, label %199, label %235, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none)
define internal signext i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr %0, align 4, !tbaa !6
  %4 = load i32, ptr %1, align 4, !tbaa !6
  %5 = load i32, ptr @calls, align 4, !tbaa !6
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !6
  %7 = icmp sgt i32 %3, %4
  %8 = zext i1 %7 to i32
  %9 = icmp slt i32 %3, %4
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none)
define internal signext i32 @cmp_rec(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr @calls, align 4, !tbaa !6
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @calls, align 4, !tbaa !6
  %5 = load i32, ptr %0, align 4, !tbaa !12
  %6 = load i32, ptr %1, align 4, !tbaa !12
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
define internal signext i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 {
  %3 = load ptr, ptr %0, align 8, !tbaa !15
  %4 = load ptr, ptr %1, align 8, !tbaa !15
  %5 = tail call signext i32 @strcmp(ptr noundef %3, ptr noundef %4) #7
  ret i32 %5
}

; Function Attrs: nounwind
define internal signext i32 @cmp_row(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 {
  %3 = alloca [5 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca [5 x i32], align 4
  %6 = alloca i32, align 4
  %7 = load ptr, ptr %0, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %5) #6
  %8 = call ptr @memcpy(ptr noundef nonnull %5, ptr noundef %7, i64 noundef 20) #7
  call void @qsort(ptr noundef nonnull %5, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #6
  %9 = getelementptr inbounds [5 x i32], ptr %5, i64 0, i64 2
  %10 = load i32, ptr %9, align 4, !tbaa !6
  store i32 %10, ptr %6, align 4, !tbaa !6
  %11 = call ptr @bsearch(ptr noundef nonnull %6, ptr noundef nonnull %5, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %12 = icmp eq ptr %11, null
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = load i32, ptr %11, align 4, !tbaa !6
  br label %15

15:                                               ; preds = %2, %13
  %16 = phi i32 [ %14, %13 ], [ -1, %2 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %5) #6
  %17 = load ptr, ptr %1, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %3) #6
  %18 = call ptr @memcpy(ptr noundef nonnull %3, ptr noundef %17, i64 noundef 20) #7
  call void @qsort(ptr noundef nonnull %3, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #6
  %19 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 2
  %20 = load i32, ptr %19, align 4, !tbaa !6
  store i32 %20, ptr %4, align 4, !tbaa !6
  %21 = call ptr @bsearch(ptr noundef nonnull %4, ptr noundef nonnull %3, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @cmp_int) #7
  %22 = icmp eq ptr %21, null
  br i1 %22, label %25, label %23

23:                                               ; preds = %15
  %24 = load i32, ptr %21, align 4, !tbaa !6
  br label %25

25:                                               ; preds = %15, %23
  %26 = phi i32 [ %24, %23 ], [ -1, %15 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %3) #6
  %27 = sub nsw i32 %16, %26
  ret i32 %27
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal signext i32 @cmp_weight(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = load i32, ptr %0, align 4, !tbaa !6
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
  %19 = load i32, ptr %1, align 4, !tbaa !6
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

declare signext i32 @strcmp(ptr noundef, ptr noundef) local_unnamed_addr #2

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin nounwind "no-builtins" }

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
!12 = !{!13, !7, i64 0}
!13 = !{!"rec", !7, i64 0, !8, i64 4}
!14 = !{!8, !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !8, i64 0}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
