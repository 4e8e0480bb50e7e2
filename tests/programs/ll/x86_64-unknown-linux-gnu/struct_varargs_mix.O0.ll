; ModuleID = 'tests/programs/struct_varargs_mix.c'
source_filename = "tests/programs/struct_varargs_mix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pair = type { i32, i32 }
%struct.DF = type { double, float }
%struct.F3 = type { [3 x float] }
%struct.CSL = type { i8, i16, i64 }
%struct.Big = type { [5 x i64] }
%struct.Tiny = type { [3 x i8] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@__const.main.p1 = private unnamed_addr constant %struct.Pair { i32 1, i32 2 }, align 4
@__const.main.p2 = private unnamed_addr constant %struct.Pair { i32 10, i32 -3 }, align 4
@__const.main.p3 = private unnamed_addr constant %struct.Pair { i32 4, i32 4 }, align 4
@.str = private unnamed_addr constant [12 x i8] c"best %d %d\0A\00", align 1
@__const.main.d0 = private unnamed_addr constant %struct.DF { double 1.500000e+00, float 2.500000e+00 }, align 8
@.str.1 = private unnamed_addr constant [10 x i8] c"iidlFDCBT\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"mix %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"TdTF\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"mix2 %.3f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"big %lld %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"%d %s %.2f %lld %c\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"[log] \00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %struct.Pair, align 4
  %2 = alloca %struct.Pair, align 4
  %3 = alloca %struct.Pair, align 4
  %4 = alloca %struct.Pair, align 4
  %5 = alloca %struct.DF, align 8
  %6 = alloca %struct.DF, align 8
  %7 = alloca %struct.F3, align 4
  %8 = alloca { <2 x float>, float }, align 8
  %9 = alloca %struct.CSL, align 8
  %10 = alloca %struct.Big, align 8
  %11 = alloca %struct.Tiny, align 1
  %12 = alloca i24, align 4
  %13 = alloca { <2 x float>, float }, align 4
  %14 = alloca i24, align 4
  %15 = alloca %struct.DF, align 8
  %16 = alloca %struct.Tiny, align 1
  %17 = alloca i24, align 4
  %18 = alloca %struct.Tiny, align 1
  %19 = alloca i24, align 4
  %20 = alloca %struct.F3, align 4
  %21 = alloca { <2 x float>, float }, align 8
  %22 = alloca i24, align 4
  %23 = alloca i24, align 4
  %24 = alloca { <2 x float>, float }, align 4
  %25 = alloca %struct.Big, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 4 @__const.main.p1, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.p2, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.p3, i64 8, i1 false)
  %26 = load i64, ptr %1, align 4
  %27 = load i64, ptr %2, align 4
  %28 = load i64, ptr %3, align 4
  %29 = call i64 (i32, ...) @pick_pair(i32 noundef 3, i64 %26, i64 %27, i64 %28) #6
  store i64 %29, ptr %4, align 4
  %30 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 0
  %31 = load i32, ptr %30, align 4
  %32 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %31, i32 noundef %33) #6
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.d0, i64 16, i1 false)
  %35 = call { <2 x float>, float } @make_f3(float noundef 1.500000e+00) #6
  %36 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  store { <2 x float>, float } %35, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %36, ptr align 8 %8, i64 12, i1 false)
  %37 = call { i64, i64 } @make_csl(i32 noundef 7) #6
  %38 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %39 = extractvalue { i64, i64 } %37, 0
  store i64 %39, ptr %38, align 8
  %40 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %41 = extractvalue { i64, i64 } %37, 1
  store i64 %41, ptr %40, align 8
  call void @make_big(ptr sret(%struct.Big) align 8 %10, i32 noundef 3) #6
  %42 = call i24 @make_tiny(i32 noundef 9) #6
  %43 = getelementptr inbounds %struct.Tiny, ptr %11, i32 0, i32 0
  store i24 %42, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %43, ptr align 4 %12, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %7, i64 12, i1 false)
  %44 = getelementptr inbounds { <2 x float>, float }, ptr %13, i32 0, i32 0
  %45 = load <2 x float>, ptr %44, align 4
  %46 = getelementptr inbounds { <2 x float>, float }, ptr %13, i32 0, i32 1
  %47 = load float, ptr %46, align 4
  %48 = getelementptr inbounds { double, float }, ptr %5, i32 0, i32 0
  %49 = load double, ptr %48, align 8
  %50 = getelementptr inbounds { double, float }, ptr %5, i32 0, i32 1
  %51 = load float, ptr %50, align 8
  %52 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %53 = load i64, ptr %52, align 8
  %54 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %55 = load i64, ptr %54, align 8
  %56 = getelementptr inbounds %struct.Tiny, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 1 %56, i64 3, i1 false)
  %57 = load i24, ptr %14, align 4
  %58 = call { double, float } (ptr, ...) @mix(ptr noundef @.str.1, i32 noundef 3, i32 noundef 4, double noundef 5.000000e-01, i64 noundef 34359738368, <2 x float> %45, float %47, double %49, float %51, i64 %53, i64 %55, ptr noundef byval(%struct.Big) align 8 %10, i24 %57) #6
  %59 = getelementptr inbounds { double, float }, ptr %6, i32 0, i32 0
  %60 = extractvalue { double, float } %58, 0
  store double %60, ptr %59, align 8
  %61 = getelementptr inbounds { double, float }, ptr %6, i32 0, i32 1
  %62 = extractvalue { double, float } %58, 1
  store float %62, ptr %61, align 8
  %63 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 1
  %66 = load float, ptr %65, align 8
  %67 = fpext float %66 to double
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %64, double noundef %67) #6
  %69 = call i24 @make_tiny(i32 noundef 1) #6
  %70 = getelementptr inbounds %struct.Tiny, ptr %16, i32 0, i32 0
  store i24 %69, ptr %17, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %70, ptr align 4 %17, i64 3, i1 false)
  %71 = call i24 @make_tiny(i32 noundef 200) #6
  %72 = getelementptr inbounds %struct.Tiny, ptr %18, i32 0, i32 0
  store i24 %71, ptr %19, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %72, ptr align 4 %19, i64 3, i1 false)
  %73 = call { <2 x float>, float } @make_f3(float noundef -5.000000e-01) #6
  %74 = getelementptr inbounds %struct.F3, ptr %20, i32 0, i32 0
  store { <2 x float>, float } %73, ptr %21, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %74, ptr align 8 %21, i64 12, i1 false)
  %75 = getelementptr inbounds %struct.Tiny, ptr %16, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 1 %75, i64 3, i1 false)
  %76 = load i24, ptr %22, align 4
  %77 = getelementptr inbounds %struct.Tiny, ptr %18, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %23, ptr align 1 %77, i64 3, i1 false)
  %78 = load i24, ptr %23, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 4 %20, i64 12, i1 false)
  %79 = getelementptr inbounds { <2 x float>, float }, ptr %24, i32 0, i32 0
  %80 = load <2 x float>, ptr %79, align 4
  %81 = getelementptr inbounds { <2 x float>, float }, ptr %24, i32 0, i32 1
  %82 = load float, ptr %81, align 4
  %83 = call { double, float } (ptr, ...) @mix(ptr noundef @.str.3, i24 %76, double noundef 2.000000e+00, i24 %78, <2 x float> %80, float %82) #6
  %84 = getelementptr inbounds { double, float }, ptr %15, i32 0, i32 0
  %85 = extractvalue { double, float } %83, 0
  store double %85, ptr %84, align 8
  %86 = getelementptr inbounds { double, float }, ptr %15, i32 0, i32 1
  %87 = extractvalue { double, float } %83, 1
  store float %87, ptr %86, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %15, i64 16, i1 false)
  %88 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 0
  %89 = load double, ptr %88, align 8
  %90 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 1
  %91 = load float, ptr %90, align 8
  %92 = fpext float %91 to double
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %89, double noundef %92) #6
  call void @make_big(ptr sret(%struct.Big) align 8 %25, i32 noundef -2) #6
  %94 = getelementptr inbounds %struct.Big, ptr %25, i32 0, i32 0
  %95 = getelementptr inbounds [5 x i64], ptr %94, i64 0, i64 0
  %96 = load i64, ptr %95, align 8
  %97 = getelementptr inbounds %struct.Big, ptr %25, i32 0, i32 0
  %98 = getelementptr inbounds [5 x i64], ptr %97, i64 0, i64 4
  %99 = load i64, ptr %98, align 8
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %96, i64 noundef %99) #6
  call void (ptr, ...) @logf_(ptr noundef @.str.6, i32 noundef 42, ptr noundef @.str.7, double noundef 3.141590e+00, i64 noundef -5, i32 noundef 122) #6
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @pick_pair(i32 noundef %0, ...) #2 {
  %2 = alloca %struct.Pair, align 4
  %3 = alloca i32, align 4
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i32, align 4
  %6 = alloca %struct.Pair, align 4
  store i32 %0, ptr %3, align 4
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_start(ptr %7)
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 8, i1 false)
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %41, %1
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %44

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 16
  %16 = icmp ule i32 %15, 40
  br i1 %16, label %17, label %22

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 3
  %19 = load ptr, ptr %18, align 16
  %20 = getelementptr i8, ptr %19, i32 %15
  %21 = add i32 %15, 8
  store i32 %21, ptr %14, align 16
  br label %26

22:                                               ; preds = %12
  %23 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 2
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr i8, ptr %24, i32 8
  store ptr %25, ptr %23, align 8
  br label %26

26:                                               ; preds = %22, %17
  %27 = phi ptr [ %20, %17 ], [ %24, %22 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %27, i64 8, i1 false)
  %28 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 0
  %29 = load i32, ptr %28, align 4
  %30 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 1
  %31 = load i32, ptr %30, align 4
  %32 = add nsw i32 %29, %31
  %33 = getelementptr inbounds %struct.Pair, ptr %2, i32 0, i32 0
  %34 = load i32, ptr %33, align 4
  %35 = getelementptr inbounds %struct.Pair, ptr %2, i32 0, i32 1
  %36 = load i32, ptr %35, align 4
  %37 = add nsw i32 %34, %36
  %38 = icmp sgt i32 %32, %37
  br i1 %38, label %39, label %40

39:                                               ; preds = %26
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %6, i64 8, i1 false)
  br label %40

40:                                               ; preds = %39, %26
  br label %41

41:                                               ; preds = %40
  %42 = load i32, ptr %5, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %5, align 4
  br label %8, !llvm.loop !5

44:                                               ; preds = %8
  %45 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end(ptr %45)
  %46 = load i64, ptr %2, align 4
  ret i64 %46
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define internal { double, float } @mix(ptr noundef %0, ...) #2 {
  %2 = alloca %struct.DF, align 8
  %3 = alloca ptr, align 8
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca ptr, align 8
  %7 = alloca %struct.F3, align 4
  %8 = alloca %struct.F3, align 4
  %9 = alloca %struct.DF, align 8
  %10 = alloca %struct.DF, align 8
  %11 = alloca %struct.CSL, align 8
  %12 = alloca %struct.Big, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.Tiny, align 1
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %17 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_start(ptr %17)
  %18 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  %19 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_copy(ptr %18, ptr %19)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  %20 = load ptr, ptr %3, align 8
  store ptr %20, ptr %6, align 8
  br label %21

21:                                               ; preds = %245, %1
  %22 = load ptr, ptr %6, align 8
  %23 = load i8, ptr %22, align 1
  %24 = icmp ne i8 %23, 0
  br i1 %24, label %25, label %248

25:                                               ; preds = %21
  %26 = load ptr, ptr %6, align 8
  %27 = load i8, ptr %26, align 1
  %28 = sext i8 %27 to i32
  switch i32 %28, label %244 [
    i32 105, label %29
    i32 100, label %50
    i32 108, label %70
    i32 70, label %91
    i32 68, label %126
    i32 67, label %157
    i32 66, label %188
    i32 84, label %210
  ]

29:                                               ; preds = %25
  %30 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %31 = getelementptr inbounds %struct.__va_list_tag, ptr %30, i32 0, i32 0
  %32 = load i32, ptr %31, align 16
  %33 = icmp ule i32 %32, 40
  br i1 %33, label %34, label %39

34:                                               ; preds = %29
  %35 = getelementptr inbounds %struct.__va_list_tag, ptr %30, i32 0, i32 3
  %36 = load ptr, ptr %35, align 16
  %37 = getelementptr i8, ptr %36, i32 %32
  %38 = add i32 %32, 8
  store i32 %38, ptr %31, align 16
  br label %43

39:                                               ; preds = %29
  %40 = getelementptr inbounds %struct.__va_list_tag, ptr %30, i32 0, i32 2
  %41 = load ptr, ptr %40, align 8
  %42 = getelementptr i8, ptr %41, i32 8
  store ptr %42, ptr %40, align 8
  br label %43

43:                                               ; preds = %39, %34
  %44 = phi ptr [ %37, %34 ], [ %41, %39 ]
  %45 = load i32, ptr %44, align 4
  %46 = sitofp i32 %45 to double
  %47 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %48 = load double, ptr %47, align 8
  %49 = fadd double %48, %46
  store double %49, ptr %47, align 8
  br label %244

50:                                               ; preds = %25
  %51 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %52 = getelementptr inbounds %struct.__va_list_tag, ptr %51, i32 0, i32 1
  %53 = load i32, ptr %52, align 4
  %54 = icmp ule i32 %53, 160
  br i1 %54, label %55, label %60

55:                                               ; preds = %50
  %56 = getelementptr inbounds %struct.__va_list_tag, ptr %51, i32 0, i32 3
  %57 = load ptr, ptr %56, align 16
  %58 = getelementptr i8, ptr %57, i32 %53
  %59 = add i32 %53, 16
  store i32 %59, ptr %52, align 4
  br label %64

60:                                               ; preds = %50
  %61 = getelementptr inbounds %struct.__va_list_tag, ptr %51, i32 0, i32 2
  %62 = load ptr, ptr %61, align 8
  %63 = getelementptr i8, ptr %62, i32 8
  store ptr %63, ptr %61, align 8
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi ptr [ %58, %55 ], [ %62, %60 ]
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %68 = load double, ptr %67, align 8
  %69 = fadd double %68, %66
  store double %69, ptr %67, align 8
  br label %244

70:                                               ; preds = %25
  %71 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %72 = getelementptr inbounds %struct.__va_list_tag, ptr %71, i32 0, i32 0
  %73 = load i32, ptr %72, align 16
  %74 = icmp ule i32 %73, 40
  br i1 %74, label %75, label %80

75:                                               ; preds = %70
  %76 = getelementptr inbounds %struct.__va_list_tag, ptr %71, i32 0, i32 3
  %77 = load ptr, ptr %76, align 16
  %78 = getelementptr i8, ptr %77, i32 %73
  %79 = add i32 %73, 8
  store i32 %79, ptr %72, align 16
  br label %84

80:                                               ; preds = %70
  %81 = getelementptr inbounds %struct.__va_list_tag, ptr %71, i32 0, i32 2
  %82 = load ptr, ptr %81, align 8
  %83 = getelementptr i8, ptr %82, i32 8
  store ptr %83, ptr %81, align 8
  br label %84

84:                                               ; preds = %80, %75
  %85 = phi ptr [ %78, %75 ], [ %82, %80 ]
  %86 = load i64, ptr %85, align 8
  %87 = sitofp i64 %86 to double
  %88 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %89 = load double, ptr %88, align 8
  %90 = fadd double %89, %87
  store double %90, ptr %88, align 8
  br label %244

91:                                               ; preds = %25
  %92 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %93 = getelementptr inbounds %struct.__va_list_tag, ptr %92, i32 0, i32 1
  %94 = load i32, ptr %93, align 4
  %95 = icmp ule i32 %94, 144
  br i1 %95, label %96, label %106

96:                                               ; preds = %91
  %97 = getelementptr inbounds %struct.__va_list_tag, ptr %92, i32 0, i32 3
  %98 = load ptr, ptr %97, align 16
  %99 = getelementptr i8, ptr %98, i32 %94
  %100 = getelementptr inbounds i8, ptr %99, i64 16
  %101 = load <2 x float>, ptr %99, align 16
  %102 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 0
  store <2 x float> %101, ptr %102, align 4
  %103 = load float, ptr %100, align 16
  %104 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 1
  store float %103, ptr %104, align 4
  %105 = add i32 %94, 32
  store i32 %105, ptr %93, align 4
  br label %110

106:                                              ; preds = %91
  %107 = getelementptr inbounds %struct.__va_list_tag, ptr %92, i32 0, i32 2
  %108 = load ptr, ptr %107, align 8
  %109 = getelementptr i8, ptr %108, i32 16
  store ptr %109, ptr %107, align 8
  br label %110

110:                                              ; preds = %106, %96
  %111 = phi ptr [ %8, %96 ], [ %108, %106 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %111, i64 12, i1 false)
  %112 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  %113 = getelementptr inbounds [3 x float], ptr %112, i64 0, i64 0
  %114 = load float, ptr %113, align 4
  %115 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  %116 = getelementptr inbounds [3 x float], ptr %115, i64 0, i64 1
  %117 = load float, ptr %116, align 4
  %118 = fadd float %114, %117
  %119 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  %120 = getelementptr inbounds [3 x float], ptr %119, i64 0, i64 2
  %121 = load float, ptr %120, align 4
  %122 = fadd float %118, %121
  %123 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 1
  %124 = load float, ptr %123, align 8
  %125 = fadd float %124, %122
  store float %125, ptr %123, align 8
  br label %244

126:                                              ; preds = %25
  %127 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %128 = getelementptr inbounds %struct.__va_list_tag, ptr %127, i32 0, i32 1
  %129 = load i32, ptr %128, align 4
  %130 = icmp ule i32 %129, 144
  br i1 %130, label %131, label %141

131:                                              ; preds = %126
  %132 = getelementptr inbounds %struct.__va_list_tag, ptr %127, i32 0, i32 3
  %133 = load ptr, ptr %132, align 16
  %134 = getelementptr i8, ptr %133, i32 %129
  %135 = getelementptr inbounds i8, ptr %134, i64 16
  %136 = load double, ptr %134, align 16
  %137 = getelementptr inbounds { double, float }, ptr %10, i32 0, i32 0
  store double %136, ptr %137, align 8
  %138 = load float, ptr %135, align 16
  %139 = getelementptr inbounds { double, float }, ptr %10, i32 0, i32 1
  store float %138, ptr %139, align 8
  %140 = add i32 %129, 32
  store i32 %140, ptr %128, align 4
  br label %145

141:                                              ; preds = %126
  %142 = getelementptr inbounds %struct.__va_list_tag, ptr %127, i32 0, i32 2
  %143 = load ptr, ptr %142, align 8
  %144 = getelementptr i8, ptr %143, i32 16
  store ptr %144, ptr %142, align 8
  br label %145

145:                                              ; preds = %141, %131
  %146 = phi ptr [ %10, %131 ], [ %143, %141 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %146, i64 16, i1 false)
  %147 = getelementptr inbounds %struct.DF, ptr %9, i32 0, i32 0
  %148 = load double, ptr %147, align 8
  %149 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %150 = load double, ptr %149, align 8
  %151 = fadd double %150, %148
  store double %151, ptr %149, align 8
  %152 = getelementptr inbounds %struct.DF, ptr %9, i32 0, i32 1
  %153 = load float, ptr %152, align 8
  %154 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 1
  %155 = load float, ptr %154, align 8
  %156 = fadd float %155, %153
  store float %156, ptr %154, align 8
  br label %244

157:                                              ; preds = %25
  %158 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %159 = getelementptr inbounds %struct.__va_list_tag, ptr %158, i32 0, i32 0
  %160 = load i32, ptr %159, align 16
  %161 = icmp ule i32 %160, 32
  br i1 %161, label %162, label %167

162:                                              ; preds = %157
  %163 = getelementptr inbounds %struct.__va_list_tag, ptr %158, i32 0, i32 3
  %164 = load ptr, ptr %163, align 16
  %165 = getelementptr i8, ptr %164, i32 %160
  %166 = add i32 %160, 16
  store i32 %166, ptr %159, align 16
  br label %171

167:                                              ; preds = %157
  %168 = getelementptr inbounds %struct.__va_list_tag, ptr %158, i32 0, i32 2
  %169 = load ptr, ptr %168, align 8
  %170 = getelementptr i8, ptr %169, i32 16
  store ptr %170, ptr %168, align 8
  br label %171

171:                                              ; preds = %167, %162
  %172 = phi ptr [ %165, %162 ], [ %169, %167 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %172, i64 16, i1 false)
  %173 = getelementptr inbounds %struct.CSL, ptr %11, i32 0, i32 0
  %174 = load i8, ptr %173, align 8
  %175 = sext i8 %174 to i32
  %176 = getelementptr inbounds %struct.CSL, ptr %11, i32 0, i32 1
  %177 = load i16, ptr %176, align 2
  %178 = sext i16 %177 to i32
  %179 = add nsw i32 %175, %178
  %180 = sitofp i32 %179 to double
  %181 = getelementptr inbounds %struct.CSL, ptr %11, i32 0, i32 2
  %182 = load i64, ptr %181, align 8
  %183 = sitofp i64 %182 to double
  %184 = fadd double %180, %183
  %185 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %186 = load double, ptr %185, align 8
  %187 = fadd double %186, %184
  store double %187, ptr %185, align 8
  br label %244

188:                                              ; preds = %25
  %189 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %190 = getelementptr inbounds %struct.__va_list_tag, ptr %189, i32 0, i32 2
  %191 = load ptr, ptr %190, align 8
  %192 = getelementptr i8, ptr %191, i32 40
  store ptr %192, ptr %190, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %191, i64 40, i1 false)
  store i32 0, ptr %13, align 4
  br label %193

193:                                              ; preds = %206, %188
  %194 = load i32, ptr %13, align 4
  %195 = icmp slt i32 %194, 5
  br i1 %195, label %196, label %209

196:                                              ; preds = %193
  %197 = getelementptr inbounds %struct.Big, ptr %12, i32 0, i32 0
  %198 = load i32, ptr %13, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [5 x i64], ptr %197, i64 0, i64 %199
  %201 = load i64, ptr %200, align 8
  %202 = sitofp i64 %201 to double
  %203 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %204 = load double, ptr %203, align 8
  %205 = fadd double %204, %202
  store double %205, ptr %203, align 8
  br label %206

206:                                              ; preds = %196
  %207 = load i32, ptr %13, align 4
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %13, align 4
  br label %193, !llvm.loop !7

209:                                              ; preds = %193
  br label %244

210:                                              ; preds = %25
  %211 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %212 = getelementptr inbounds %struct.__va_list_tag, ptr %211, i32 0, i32 0
  %213 = load i32, ptr %212, align 16
  %214 = icmp ule i32 %213, 40
  br i1 %214, label %215, label %220

215:                                              ; preds = %210
  %216 = getelementptr inbounds %struct.__va_list_tag, ptr %211, i32 0, i32 3
  %217 = load ptr, ptr %216, align 16
  %218 = getelementptr i8, ptr %217, i32 %213
  %219 = add i32 %213, 8
  store i32 %219, ptr %212, align 16
  br label %224

220:                                              ; preds = %210
  %221 = getelementptr inbounds %struct.__va_list_tag, ptr %211, i32 0, i32 2
  %222 = load ptr, ptr %221, align 8
  %223 = getelementptr i8, ptr %222, i32 8
  store ptr %223, ptr %221, align 8
  br label %224

224:                                              ; preds = %220, %215
  %225 = phi ptr [ %218, %215 ], [ %222, %220 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %14, ptr align 1 %225, i64 3, i1 false)
  %226 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 0
  %227 = getelementptr inbounds [3 x i8], ptr %226, i64 0, i64 0
  %228 = load i8, ptr %227, align 1
  %229 = zext i8 %228 to i32
  %230 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 0
  %231 = getelementptr inbounds [3 x i8], ptr %230, i64 0, i64 1
  %232 = load i8, ptr %231, align 1
  %233 = zext i8 %232 to i32
  %234 = add nsw i32 %229, %233
  %235 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 0
  %236 = getelementptr inbounds [3 x i8], ptr %235, i64 0, i64 2
  %237 = load i8, ptr %236, align 1
  %238 = zext i8 %237 to i32
  %239 = add nsw i32 %234, %238
  %240 = sitofp i32 %239 to float
  %241 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 1
  %242 = load float, ptr %241, align 8
  %243 = fadd float %242, %240
  store float %243, ptr %241, align 8
  br label %244

244:                                              ; preds = %25, %224, %209, %171, %145, %110, %84, %64, %43
  br label %245

245:                                              ; preds = %244
  %246 = load ptr, ptr %6, align 8
  %247 = getelementptr inbounds i8, ptr %246, i32 1
  store ptr %247, ptr %6, align 8
  br label %21, !llvm.loop !8

248:                                              ; preds = %21
  store i32 0, ptr %15, align 4
  %249 = load ptr, ptr %3, align 8
  store ptr %249, ptr %16, align 8
  br label %250

250:                                              ; preds = %280, %248
  %251 = load ptr, ptr %16, align 8
  %252 = load i8, ptr %251, align 1
  %253 = icmp ne i8 %252, 0
  br i1 %253, label %254, label %283

254:                                              ; preds = %250
  %255 = load ptr, ptr %16, align 8
  %256 = load i8, ptr %255, align 1
  %257 = sext i8 %256 to i32
  %258 = icmp eq i32 %257, 105
  br i1 %258, label %259, label %278

259:                                              ; preds = %254
  %260 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  %261 = getelementptr inbounds %struct.__va_list_tag, ptr %260, i32 0, i32 0
  %262 = load i32, ptr %261, align 16
  %263 = icmp ule i32 %262, 40
  br i1 %263, label %264, label %269

264:                                              ; preds = %259
  %265 = getelementptr inbounds %struct.__va_list_tag, ptr %260, i32 0, i32 3
  %266 = load ptr, ptr %265, align 16
  %267 = getelementptr i8, ptr %266, i32 %262
  %268 = add i32 %262, 8
  store i32 %268, ptr %261, align 16
  br label %273

269:                                              ; preds = %259
  %270 = getelementptr inbounds %struct.__va_list_tag, ptr %260, i32 0, i32 2
  %271 = load ptr, ptr %270, align 8
  %272 = getelementptr i8, ptr %271, i32 8
  store ptr %272, ptr %270, align 8
  br label %273

273:                                              ; preds = %269, %264
  %274 = phi ptr [ %267, %264 ], [ %271, %269 ]
  %275 = load i32, ptr %274, align 4
  %276 = load i32, ptr %15, align 4
  %277 = add nsw i32 %276, 1
  store i32 %277, ptr %15, align 4
  br label %279

278:                                              ; preds = %254
  br label %283

279:                                              ; preds = %273
  br label %280

280:                                              ; preds = %279
  %281 = load ptr, ptr %16, align 8
  %282 = getelementptr inbounds i8, ptr %281, i32 1
  store ptr %282, ptr %16, align 8
  br label %250, !llvm.loop !9

283:                                              ; preds = %278, %250
  %284 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  call void @llvm.va_end(ptr %284)
  %285 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end(ptr %285)
  %286 = load i32, ptr %15, align 4
  %287 = mul nsw i32 %286, 1000
  %288 = sitofp i32 %287 to float
  %289 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 1
  %290 = load float, ptr %289, align 8
  %291 = fadd float %290, %288
  store float %291, ptr %289, align 8
  %292 = load { double, float }, ptr %2, align 8
  ret { double, float } %292
}

; Function Attrs: noinline nounwind optnone
define internal { <2 x float>, float } @make_f3(float noundef %0) #2 {
  %2 = alloca %struct.F3, align 4
  %3 = alloca float, align 4
  %4 = alloca { <2 x float>, float }, align 8
  store float %0, ptr %3, align 4
  %5 = getelementptr inbounds %struct.F3, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds [3 x float], ptr %5, i64 0, i64 0
  %7 = load float, ptr %3, align 4
  store float %7, ptr %6, align 4
  %8 = getelementptr inbounds float, ptr %6, i64 1
  %9 = load float, ptr %3, align 4
  %10 = fmul float %9, 2.000000e+00
  store float %10, ptr %8, align 4
  %11 = getelementptr inbounds float, ptr %8, i64 1
  %12 = load float, ptr %3, align 4
  %13 = fmul float %12, 3.000000e+00
  store float %13, ptr %11, align 4
  %14 = getelementptr inbounds %struct.F3, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 4 %14, i64 12, i1 false)
  %15 = load { <2 x float>, float }, ptr %4, align 8
  ret { <2 x float>, float } %15
}

; Function Attrs: noinline nounwind optnone
define internal { i64, i64 } @make_csl(i32 noundef %0) #2 {
  %2 = alloca %struct.CSL, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.CSL, ptr %2, i32 0, i32 0
  %5 = load i32, ptr %3, align 4
  %6 = trunc i32 %5 to i8
  store i8 %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.CSL, ptr %2, i32 0, i32 1
  %8 = load i32, ptr %3, align 4
  %9 = mul nsw i32 %8, 100
  %10 = trunc i32 %9 to i16
  store i16 %10, ptr %7, align 2
  %11 = getelementptr inbounds %struct.CSL, ptr %2, i32 0, i32 2
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = shl i64 %13, 40
  store i64 %14, ptr %11, align 8
  %15 = load { i64, i64 }, ptr %2, align 8
  ret { i64, i64 } %15
}

; Function Attrs: noinline nounwind optnone
define internal void @make_big(ptr noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %20, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 5
  br i1 %7, label %8, label %23

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = load i32, ptr %4, align 4
  %12 = add nsw i32 %11, 1
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %10, %13
  %15 = mul nsw i64 %14, 1000000007
  %16 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [5 x i64], ptr %16, i64 0, i64 %18
  store i64 %15, ptr %19, align 8
  br label %20

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %5, !llvm.loop !10

23:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i24 @make_tiny(i32 noundef %0) #2 {
  %2 = alloca %struct.Tiny, align 1
  %3 = alloca i32, align 4
  %4 = alloca i24, align 4
  store i32 %0, ptr %3, align 4
  %5 = getelementptr inbounds %struct.Tiny, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds [3 x i8], ptr %5, i64 0, i64 0
  %7 = load i32, ptr %3, align 4
  %8 = trunc i32 %7 to i8
  store i8 %8, ptr %6, align 1
  %9 = getelementptr inbounds i8, ptr %6, i64 1
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %10, 1
  %12 = trunc i32 %11 to i8
  store i8 %12, ptr %9, align 1
  %13 = getelementptr inbounds i8, ptr %9, i64 1
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %14, 2
  %16 = trunc i32 %15 to i8
  store i8 %16, ptr %13, align 1
  %17 = getelementptr inbounds %struct.Tiny, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 1 %17, i64 3, i1 false)
  %18 = load i24, ptr %4, align 4
  ret i24 %18
}

; Function Attrs: noinline nounwind optnone
define internal void @logf_(ptr noundef %0, ...) #2 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  store ptr %0, ptr %2, align 8
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %4)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.8) #6
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %8 = call i32 @vprintf(ptr noundef %6, ptr noundef %7) #6
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %9)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #4

declare i32 @vprintf(ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="64" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
