; ModuleID = 'tests/programs/struct_varargs_mix.c'
source_filename = "tests/programs/struct_varargs_mix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Pair = type { i32, i32 }
%struct.DF = type { double, float }
%struct.F3 = type { [3 x float] }
%struct.CSL = type { i8, i16, i64 }
%struct.Big = type { [5 x i64] }
%struct.Tiny = type { [3 x i8] }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
  %8 = alloca %struct.CSL, align 8
  %9 = alloca %struct.Big, align 8
  %10 = alloca %struct.Tiny, align 1
  %11 = alloca i24, align 4
  %12 = alloca i64, align 8
  %13 = alloca %struct.DF, align 8
  %14 = alloca %struct.Tiny, align 1
  %15 = alloca i24, align 4
  %16 = alloca %struct.Tiny, align 1
  %17 = alloca i24, align 4
  %18 = alloca %struct.F3, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca %struct.Big, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 4 @__const.main.p1, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.p2, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.p3, i64 8, i1 false)
  %22 = load i64, ptr %1, align 4
  %23 = load i64, ptr %2, align 4
  %24 = load i64, ptr %3, align 4
  %25 = call i64 (i32, ...) @pick_pair(i32 noundef 3, i64 %22, i64 %23, i64 %24) #5
  store i64 %25, ptr %4, align 4
  %26 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 0
  %27 = load i32, ptr %26, align 4
  %28 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 1
  %29 = load i32, ptr %28, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %27, i32 noundef %29) #5
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.d0, i64 16, i1 false)
  %31 = call %struct.F3 @make_f3(float noundef 1.500000e+00) #5
  %32 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  %33 = extractvalue %struct.F3 %31, 0
  store [3 x float] %33, ptr %32, align 4
  %34 = call [2 x i64] @make_csl(i32 noundef 7) #5
  store [2 x i64] %34, ptr %8, align 8
  call void @make_big(ptr sret(%struct.Big) align 8 %9, i32 noundef 3) #5
  %35 = call i24 @make_tiny(i32 noundef 9) #5
  %36 = getelementptr inbounds %struct.Tiny, ptr %10, i32 0, i32 0
  store i24 %35, ptr %11, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %36, ptr align 4 %11, i64 3, i1 false)
  %37 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  %38 = load [3 x float], ptr %37, align 4
  %39 = load [2 x i64], ptr %5, align 8
  %40 = load [2 x i64], ptr %8, align 8
  %41 = getelementptr inbounds %struct.Tiny, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %41, i64 3, i1 false)
  %42 = load i64, ptr %12, align 8
  %43 = call [2 x i64] (ptr, ...) @mix(ptr noundef @.str.1, i32 noundef 3, i32 noundef 4, double noundef 5.000000e-01, i64 noundef 34359738368, [3 x float] %38, [2 x i64] %39, [2 x i64] %40, ptr noundef %9, i64 %42) #5
  store [2 x i64] %43, ptr %6, align 8
  %44 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 0
  %45 = load double, ptr %44, align 8
  %46 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 1
  %47 = load float, ptr %46, align 8
  %48 = fpext float %47 to double
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %45, double noundef %48) #5
  %50 = call i24 @make_tiny(i32 noundef 1) #5
  %51 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 0
  store i24 %50, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %51, ptr align 4 %15, i64 3, i1 false)
  %52 = call i24 @make_tiny(i32 noundef 200) #5
  %53 = getelementptr inbounds %struct.Tiny, ptr %16, i32 0, i32 0
  store i24 %52, ptr %17, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %53, ptr align 4 %17, i64 3, i1 false)
  %54 = call %struct.F3 @make_f3(float noundef -5.000000e-01) #5
  %55 = getelementptr inbounds %struct.F3, ptr %18, i32 0, i32 0
  %56 = extractvalue %struct.F3 %54, 0
  store [3 x float] %56, ptr %55, align 4
  %57 = getelementptr inbounds %struct.Tiny, ptr %14, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %57, i64 3, i1 false)
  %58 = load i64, ptr %19, align 8
  %59 = getelementptr inbounds %struct.Tiny, ptr %16, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %59, i64 3, i1 false)
  %60 = load i64, ptr %20, align 8
  %61 = getelementptr inbounds %struct.F3, ptr %18, i32 0, i32 0
  %62 = load [3 x float], ptr %61, align 4
  %63 = call [2 x i64] (ptr, ...) @mix(ptr noundef @.str.3, i64 %58, double noundef 2.000000e+00, i64 %60, [3 x float] %62) #5
  store [2 x i64] %63, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %13, i64 16, i1 false)
  %64 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 0
  %65 = load double, ptr %64, align 8
  %66 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 1
  %67 = load float, ptr %66, align 8
  %68 = fpext float %67 to double
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %65, double noundef %68) #5
  call void @make_big(ptr sret(%struct.Big) align 8 %21, i32 noundef -2) #5
  %70 = getelementptr inbounds %struct.Big, ptr %21, i32 0, i32 0
  %71 = getelementptr inbounds [5 x i64], ptr %70, i64 0, i64 0
  %72 = load i64, ptr %71, align 8
  %73 = getelementptr inbounds %struct.Big, ptr %21, i32 0, i32 0
  %74 = getelementptr inbounds [5 x i64], ptr %73, i64 0, i64 4
  %75 = load i64, ptr %74, align 8
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %72, i64 noundef %75) #5
  call void (ptr, ...) @logf_(ptr noundef @.str.6, i32 noundef 42, ptr noundef @.str.7, double noundef 3.141590e+00, i64 noundef -5, i32 noundef 122) #5
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @pick_pair(i32 noundef %0, ...) #0 {
  %2 = alloca %struct.Pair, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Pair, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.va_start(ptr %4)
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 8, i1 false)
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %41, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %44

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %13 = load i32, ptr %12, align 8
  %14 = icmp sge i32 %13, 0
  br i1 %14, label %22, label %15

15:                                               ; preds = %11
  %16 = add i32 %13, 8
  store i32 %16, ptr %12, align 8
  %17 = icmp sle i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %15
  %19 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds i8, ptr %20, i32 %13
  br label %26

22:                                               ; preds = %15, %11
  %23 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr %25, ptr %23, align 8
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi ptr [ %21, %18 ], [ %24, %22 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 8 %27, i64 8, i1 false)
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
  br label %7, !llvm.loop !5

44:                                               ; preds = %7
  call void @llvm.va_end(ptr %4)
  %45 = load i64, ptr %2, align 4
  ret i64 %45
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal [2 x i64] @mix(ptr noundef %0, ...) #0 {
  %2 = alloca %struct.DF, align 8
  %3 = alloca ptr, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca %struct.__va_list, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.F3, align 4
  %8 = alloca [3 x float], align 4
  %9 = alloca %struct.DF, align 8
  %10 = alloca %struct.CSL, align 8
  %11 = alloca %struct.Big, align 8
  %12 = alloca i32, align 4
  %13 = alloca %struct.Tiny, align 1
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  call void @llvm.va_start(ptr %4)
  call void @llvm.va_copy(ptr %5, ptr %4)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  %16 = load ptr, ptr %3, align 8
  store ptr %16, ptr %6, align 8
  br label %17

17:                                               ; preds = %260, %1
  %18 = load ptr, ptr %6, align 8
  %19 = load i8, ptr %18, align 1
  %20 = icmp ne i8 %19, 0
  br i1 %20, label %21, label %263

21:                                               ; preds = %17
  %22 = load ptr, ptr %6, align 8
  %23 = load i8, ptr %22, align 1
  %24 = zext i8 %23 to i32
  switch i32 %24, label %259 [
    i32 105, label %25
    i32 100, label %47
    i32 108, label %68
    i32 70, label %90
    i32 68, label %130
    i32 67, label %157
    i32 66, label %189
    i32 84, label %224
  ]

25:                                               ; preds = %21
  %26 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %27 = load i32, ptr %26, align 8
  %28 = icmp sge i32 %27, 0
  br i1 %28, label %36, label %29

29:                                               ; preds = %25
  %30 = add i32 %27, 8
  store i32 %30, ptr %26, align 8
  %31 = icmp sle i32 %30, 0
  br i1 %31, label %32, label %36

32:                                               ; preds = %29
  %33 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %34 = load ptr, ptr %33, align 8
  %35 = getelementptr inbounds i8, ptr %34, i32 %27
  br label %40

36:                                               ; preds = %29, %25
  %37 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr inbounds i8, ptr %38, i64 8
  store ptr %39, ptr %37, align 8
  br label %40

40:                                               ; preds = %36, %32
  %41 = phi ptr [ %35, %32 ], [ %38, %36 ]
  %42 = load i32, ptr %41, align 8
  %43 = sitofp i32 %42 to double
  %44 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %45 = load double, ptr %44, align 8
  %46 = fadd double %45, %43
  store double %46, ptr %44, align 8
  br label %259

47:                                               ; preds = %21
  %48 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 4
  %49 = load i32, ptr %48, align 4
  %50 = icmp sge i32 %49, 0
  br i1 %50, label %58, label %51

51:                                               ; preds = %47
  %52 = add i32 %49, 16
  store i32 %52, ptr %48, align 4
  %53 = icmp sle i32 %52, 0
  br i1 %53, label %54, label %58

54:                                               ; preds = %51
  %55 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 2
  %56 = load ptr, ptr %55, align 8
  %57 = getelementptr inbounds i8, ptr %56, i32 %49
  br label %62

58:                                               ; preds = %51, %47
  %59 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %60 = load ptr, ptr %59, align 8
  %61 = getelementptr inbounds i8, ptr %60, i64 8
  store ptr %61, ptr %59, align 8
  br label %62

62:                                               ; preds = %58, %54
  %63 = phi ptr [ %57, %54 ], [ %60, %58 ]
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %66 = load double, ptr %65, align 8
  %67 = fadd double %66, %64
  store double %67, ptr %65, align 8
  br label %259

68:                                               ; preds = %21
  %69 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %70 = load i32, ptr %69, align 8
  %71 = icmp sge i32 %70, 0
  br i1 %71, label %79, label %72

72:                                               ; preds = %68
  %73 = add i32 %70, 8
  store i32 %73, ptr %69, align 8
  %74 = icmp sle i32 %73, 0
  br i1 %74, label %75, label %79

75:                                               ; preds = %72
  %76 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %77 = load ptr, ptr %76, align 8
  %78 = getelementptr inbounds i8, ptr %77, i32 %70
  br label %83

79:                                               ; preds = %72, %68
  %80 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %81 = load ptr, ptr %80, align 8
  %82 = getelementptr inbounds i8, ptr %81, i64 8
  store ptr %82, ptr %80, align 8
  br label %83

83:                                               ; preds = %79, %75
  %84 = phi ptr [ %78, %75 ], [ %81, %79 ]
  %85 = load i64, ptr %84, align 8
  %86 = sitofp i64 %85 to double
  %87 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %88 = load double, ptr %87, align 8
  %89 = fadd double %88, %86
  store double %89, ptr %87, align 8
  br label %259

90:                                               ; preds = %21
  %91 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 4
  %92 = load i32, ptr %91, align 4
  %93 = icmp sge i32 %92, 0
  br i1 %93, label %110, label %94

94:                                               ; preds = %90
  %95 = add i32 %92, 48
  store i32 %95, ptr %91, align 4
  %96 = icmp sle i32 %95, 0
  br i1 %96, label %97, label %110

97:                                               ; preds = %94
  %98 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 2
  %99 = load ptr, ptr %98, align 8
  %100 = getelementptr inbounds i8, ptr %99, i32 %92
  %101 = getelementptr inbounds i8, ptr %100, i64 0
  %102 = getelementptr inbounds [3 x float], ptr %8, i64 0, i64 0
  %103 = load float, ptr %101, align 16
  store float %103, ptr %102, align 4
  %104 = getelementptr inbounds i8, ptr %100, i64 16
  %105 = getelementptr inbounds [3 x float], ptr %8, i64 0, i64 1
  %106 = load float, ptr %104, align 16
  store float %106, ptr %105, align 4
  %107 = getelementptr inbounds i8, ptr %100, i64 32
  %108 = getelementptr inbounds [3 x float], ptr %8, i64 0, i64 2
  %109 = load float, ptr %107, align 16
  store float %109, ptr %108, align 4
  br label %114

110:                                              ; preds = %94, %90
  %111 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %112 = load ptr, ptr %111, align 8
  %113 = getelementptr inbounds i8, ptr %112, i64 16
  store ptr %113, ptr %111, align 8
  br label %114

114:                                              ; preds = %110, %97
  %115 = phi ptr [ %8, %97 ], [ %112, %110 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %115, i64 12, i1 false)
  %116 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  %117 = getelementptr inbounds [3 x float], ptr %116, i64 0, i64 0
  %118 = load float, ptr %117, align 4
  %119 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  %120 = getelementptr inbounds [3 x float], ptr %119, i64 0, i64 1
  %121 = load float, ptr %120, align 4
  %122 = fadd float %118, %121
  %123 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  %124 = getelementptr inbounds [3 x float], ptr %123, i64 0, i64 2
  %125 = load float, ptr %124, align 4
  %126 = fadd float %122, %125
  %127 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 1
  %128 = load float, ptr %127, align 8
  %129 = fadd float %128, %126
  store float %129, ptr %127, align 8
  br label %259

130:                                              ; preds = %21
  %131 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %132 = load i32, ptr %131, align 8
  %133 = icmp sge i32 %132, 0
  br i1 %133, label %141, label %134

134:                                              ; preds = %130
  %135 = add i32 %132, 16
  store i32 %135, ptr %131, align 8
  %136 = icmp sle i32 %135, 0
  br i1 %136, label %137, label %141

137:                                              ; preds = %134
  %138 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %139 = load ptr, ptr %138, align 8
  %140 = getelementptr inbounds i8, ptr %139, i32 %132
  br label %145

141:                                              ; preds = %134, %130
  %142 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %143 = load ptr, ptr %142, align 8
  %144 = getelementptr inbounds i8, ptr %143, i64 16
  store ptr %144, ptr %142, align 8
  br label %145

145:                                              ; preds = %141, %137
  %146 = phi ptr [ %140, %137 ], [ %143, %141 ]
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
  br label %259

157:                                              ; preds = %21
  %158 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %159 = load i32, ptr %158, align 8
  %160 = icmp sge i32 %159, 0
  br i1 %160, label %168, label %161

161:                                              ; preds = %157
  %162 = add i32 %159, 16
  store i32 %162, ptr %158, align 8
  %163 = icmp sle i32 %162, 0
  br i1 %163, label %164, label %168

164:                                              ; preds = %161
  %165 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %166 = load ptr, ptr %165, align 8
  %167 = getelementptr inbounds i8, ptr %166, i32 %159
  br label %172

168:                                              ; preds = %161, %157
  %169 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %170 = load ptr, ptr %169, align 8
  %171 = getelementptr inbounds i8, ptr %170, i64 16
  store ptr %171, ptr %169, align 8
  br label %172

172:                                              ; preds = %168, %164
  %173 = phi ptr [ %167, %164 ], [ %170, %168 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %173, i64 16, i1 false)
  %174 = getelementptr inbounds %struct.CSL, ptr %10, i32 0, i32 0
  %175 = load i8, ptr %174, align 8
  %176 = zext i8 %175 to i32
  %177 = getelementptr inbounds %struct.CSL, ptr %10, i32 0, i32 1
  %178 = load i16, ptr %177, align 2
  %179 = sext i16 %178 to i32
  %180 = add nsw i32 %176, %179
  %181 = sitofp i32 %180 to double
  %182 = getelementptr inbounds %struct.CSL, ptr %10, i32 0, i32 2
  %183 = load i64, ptr %182, align 8
  %184 = sitofp i64 %183 to double
  %185 = fadd double %181, %184
  %186 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %187 = load double, ptr %186, align 8
  %188 = fadd double %187, %185
  store double %188, ptr %186, align 8
  br label %259

189:                                              ; preds = %21
  %190 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %191 = load i32, ptr %190, align 8
  %192 = icmp sge i32 %191, 0
  br i1 %192, label %200, label %193

193:                                              ; preds = %189
  %194 = add i32 %191, 8
  store i32 %194, ptr %190, align 8
  %195 = icmp sle i32 %194, 0
  br i1 %195, label %196, label %200

196:                                              ; preds = %193
  %197 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %198 = load ptr, ptr %197, align 8
  %199 = getelementptr inbounds i8, ptr %198, i32 %191
  br label %204

200:                                              ; preds = %193, %189
  %201 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %202 = load ptr, ptr %201, align 8
  %203 = getelementptr inbounds i8, ptr %202, i64 8
  store ptr %203, ptr %201, align 8
  br label %204

204:                                              ; preds = %200, %196
  %205 = phi ptr [ %199, %196 ], [ %202, %200 ]
  %206 = load ptr, ptr %205, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %206, i64 40, i1 false)
  store i32 0, ptr %12, align 4
  br label %207

207:                                              ; preds = %220, %204
  %208 = load i32, ptr %12, align 4
  %209 = icmp slt i32 %208, 5
  br i1 %209, label %210, label %223

210:                                              ; preds = %207
  %211 = getelementptr inbounds %struct.Big, ptr %11, i32 0, i32 0
  %212 = load i32, ptr %12, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [5 x i64], ptr %211, i64 0, i64 %213
  %215 = load i64, ptr %214, align 8
  %216 = sitofp i64 %215 to double
  %217 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %218 = load double, ptr %217, align 8
  %219 = fadd double %218, %216
  store double %219, ptr %217, align 8
  br label %220

220:                                              ; preds = %210
  %221 = load i32, ptr %12, align 4
  %222 = add nsw i32 %221, 1
  store i32 %222, ptr %12, align 4
  br label %207, !llvm.loop !7

223:                                              ; preds = %207
  br label %259

224:                                              ; preds = %21
  %225 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %226 = load i32, ptr %225, align 8
  %227 = icmp sge i32 %226, 0
  br i1 %227, label %235, label %228

228:                                              ; preds = %224
  %229 = add i32 %226, 8
  store i32 %229, ptr %225, align 8
  %230 = icmp sle i32 %229, 0
  br i1 %230, label %231, label %235

231:                                              ; preds = %228
  %232 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %233 = load ptr, ptr %232, align 8
  %234 = getelementptr inbounds i8, ptr %233, i32 %226
  br label %239

235:                                              ; preds = %228, %224
  %236 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %237 = load ptr, ptr %236, align 8
  %238 = getelementptr inbounds i8, ptr %237, i64 8
  store ptr %238, ptr %236, align 8
  br label %239

239:                                              ; preds = %235, %231
  %240 = phi ptr [ %234, %231 ], [ %237, %235 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 8 %240, i64 3, i1 false)
  %241 = getelementptr inbounds %struct.Tiny, ptr %13, i32 0, i32 0
  %242 = getelementptr inbounds [3 x i8], ptr %241, i64 0, i64 0
  %243 = load i8, ptr %242, align 1
  %244 = zext i8 %243 to i32
  %245 = getelementptr inbounds %struct.Tiny, ptr %13, i32 0, i32 0
  %246 = getelementptr inbounds [3 x i8], ptr %245, i64 0, i64 1
  %247 = load i8, ptr %246, align 1
  %248 = zext i8 %247 to i32
  %249 = add nsw i32 %244, %248
  %250 = getelementptr inbounds %struct.Tiny, ptr %13, i32 0, i32 0
  %251 = getelementptr inbounds [3 x i8], ptr %250, i64 0, i64 2
  %252 = load i8, ptr %251, align 1
  %253 = zext i8 %252 to i32
  %254 = add nsw i32 %249, %253
  %255 = sitofp i32 %254 to float
  %256 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 1
  %257 = load float, ptr %256, align 8
  %258 = fadd float %257, %255
  store float %258, ptr %256, align 8
  br label %259

259:                                              ; preds = %21, %239, %223, %172, %145, %114, %83, %62, %40
  br label %260

260:                                              ; preds = %259
  %261 = load ptr, ptr %6, align 8
  %262 = getelementptr inbounds i8, ptr %261, i32 1
  store ptr %262, ptr %6, align 8
  br label %17, !llvm.loop !8

263:                                              ; preds = %17
  store i32 0, ptr %14, align 4
  %264 = load ptr, ptr %3, align 8
  store ptr %264, ptr %15, align 8
  br label %265

265:                                              ; preds = %296, %263
  %266 = load ptr, ptr %15, align 8
  %267 = load i8, ptr %266, align 1
  %268 = icmp ne i8 %267, 0
  br i1 %268, label %269, label %299

269:                                              ; preds = %265
  %270 = load ptr, ptr %15, align 8
  %271 = load i8, ptr %270, align 1
  %272 = zext i8 %271 to i32
  %273 = icmp eq i32 %272, 105
  br i1 %273, label %274, label %294

274:                                              ; preds = %269
  %275 = getelementptr inbounds %struct.__va_list, ptr %5, i32 0, i32 3
  %276 = load i32, ptr %275, align 8
  %277 = icmp sge i32 %276, 0
  br i1 %277, label %285, label %278

278:                                              ; preds = %274
  %279 = add i32 %276, 8
  store i32 %279, ptr %275, align 8
  %280 = icmp sle i32 %279, 0
  br i1 %280, label %281, label %285

281:                                              ; preds = %278
  %282 = getelementptr inbounds %struct.__va_list, ptr %5, i32 0, i32 1
  %283 = load ptr, ptr %282, align 8
  %284 = getelementptr inbounds i8, ptr %283, i32 %276
  br label %289

285:                                              ; preds = %278, %274
  %286 = getelementptr inbounds %struct.__va_list, ptr %5, i32 0, i32 0
  %287 = load ptr, ptr %286, align 8
  %288 = getelementptr inbounds i8, ptr %287, i64 8
  store ptr %288, ptr %286, align 8
  br label %289

289:                                              ; preds = %285, %281
  %290 = phi ptr [ %284, %281 ], [ %287, %285 ]
  %291 = load i32, ptr %290, align 8
  %292 = load i32, ptr %14, align 4
  %293 = add nsw i32 %292, 1
  store i32 %293, ptr %14, align 4
  br label %295

294:                                              ; preds = %269
  br label %299

295:                                              ; preds = %289
  br label %296

296:                                              ; preds = %295
  %297 = load ptr, ptr %15, align 8
  %298 = getelementptr inbounds i8, ptr %297, i32 1
  store ptr %298, ptr %15, align 8
  br label %265, !llvm.loop !9

299:                                              ; preds = %294, %265
  call void @llvm.va_end(ptr %5)
  call void @llvm.va_end(ptr %4)
  %300 = load i32, ptr %14, align 4
  %301 = mul nsw i32 %300, 1000
  %302 = sitofp i32 %301 to float
  %303 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 1
  %304 = load float, ptr %303, align 8
  %305 = fadd float %304, %302
  store float %305, ptr %303, align 8
  %306 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %306
}

; Function Attrs: noinline nounwind optnone
define internal %struct.F3 @make_f3(float noundef %0) #0 {
  %2 = alloca %struct.F3, align 4
  %3 = alloca float, align 4
  store float %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.F3, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds [3 x float], ptr %4, i64 0, i64 0
  %6 = load float, ptr %3, align 4
  store float %6, ptr %5, align 4
  %7 = getelementptr inbounds float, ptr %5, i64 1
  %8 = load float, ptr %3, align 4
  %9 = fmul float %8, 2.000000e+00
  store float %9, ptr %7, align 4
  %10 = getelementptr inbounds float, ptr %7, i64 1
  %11 = load float, ptr %3, align 4
  %12 = fmul float %11, 3.000000e+00
  store float %12, ptr %10, align 4
  %13 = load %struct.F3, ptr %2, align 4
  ret %struct.F3 %13
}

; Function Attrs: noinline nounwind optnone
define internal [2 x i64] @make_csl(i32 noundef %0) #0 {
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
  %15 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %15
}

; Function Attrs: noinline nounwind optnone
define internal void @make_big(ptr noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
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
define internal i24 @make_tiny(i32 noundef %0) #0 {
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
define internal void @logf_(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start(ptr %3)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.8) #5
  %6 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %3, i64 32, i1 false)
  %7 = call i32 @vprintf(ptr noundef %6, ptr noundef %4) #5
  call void @llvm.va_end(ptr %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #3

declare i32 @vprintf(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
