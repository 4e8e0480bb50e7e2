; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.small = type { i32, i32 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [19 x i8] c"sum_ints %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"sum_ll %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"avg %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"ildsp\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"ddddddddddiiiiiiiiii\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"lilili\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"vprintf %d %s %.1f %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"returned %d\0A\00", align 1
@__const.main.a = private unnamed_addr constant %struct.small { i32 2, i32 3 }, align 4
@__const.main.b = private unnamed_addr constant %struct.small { i32 4, i32 5 }, align 4
@.str.10 = private unnamed_addr constant [14 x i8] c"struct va %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"float promoted %.2f\0A\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"i:%d \00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"l:%lld \00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"d:%.3f \00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"s:%s \00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"p:%d \00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"| \00", align 1
@.str.18 = private unnamed_addr constant [10 x i8] c"count %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.small, align 4
  %4 = alloca %struct.small, align 4
  %5 = alloca float, align 4
  %6 = call i32 (i32, ...) @sum_ints(i32 noundef 0) #4
  %7 = call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #4
  %8 = call i32 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10) #4
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %6, i32 noundef %7, i32 noundef %8) #4
  %10 = call i64 (i32, ...) @sum_ll(i32 noundef 4, i64 noundef 1099511627776, i64 noundef -5, i64 noundef 123456789012, i64 noundef 7) #4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %10) #4
  %12 = call double (i32, ...) @avg(i32 noundef 5, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.250000e+00, double noundef -4.000000e+00, double noundef 1.000000e+01) #4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %12) #4
  store i32 99, ptr %1, align 4
  call void (ptr, ...) @mixed(ptr noundef @.str.3, i32 noundef -3, i64 noundef 9000000000, double noundef 0x4005BF0A8B04919B, ptr noundef @.str.4, ptr noundef %1) #4
  call void (ptr, ...) @mixed(ptr noundef @.str.5, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10) #4
  call void (ptr, ...) @mixed(ptr noundef @.str.6, i64 noundef 1, i32 noundef 2, i64 noundef 3, i32 noundef 4, i64 noundef 5, i32 noundef 6) #4
  %14 = call i32 (ptr, ...) @my_printf(ptr noundef @.str.7, i32 noundef 5, ptr noundef @.str.8, double noundef 5.000000e-01, i64 noundef -1) #4
  store i32 %14, ptr %2, align 4
  %15 = load i32, ptr %2, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %15) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.b, i64 8, i1 false)
  %17 = load i64, ptr %3, align 4
  %18 = load i64, ptr %4, align 4
  %19 = call i32 (i32, ...) @with_struct(i32 noundef 2, i64 %17, i64 %18) #4
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %19) #4
  store float 1.250000e+00, ptr %5, align 4
  %21 = load float, ptr %5, align 4
  %22 = fpext float %21 to double
  %23 = call double (i32, ...) @avg(i32 noundef 1, double noundef %22) #4
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %23) #4
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %6)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 16
  %15 = icmp ule i32 %14, 40
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 8
  store i32 %20, ptr %13, align 16
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load i32, ptr %26, align 4
  %28 = load i32, ptr %4, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %4, align 4
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %7, !llvm.loop !5

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %34)
  %35 = load i32, ptr %4, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone
define internal i64 @sum_ll(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %6)
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 16
  %15 = icmp ule i32 %14, 40
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 8
  store i32 %20, ptr %13, align 16
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load i64, ptr %26, align 8
  %28 = load i64, ptr %4, align 8
  %29 = add nsw i64 %28, %27
  store i64 %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %7, !llvm.loop !7

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %34)
  %35 = load i64, ptr %4, align 8
  ret i64 %35
}

; Function Attrs: noinline nounwind optnone
define internal double @avg(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %6)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = icmp ule i32 %14, 160
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 16
  store i32 %20, ptr %13, align 4
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load double, ptr %26, align 8
  %28 = load double, ptr %4, align 8
  %29 = fadd double %28, %27
  store double %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %7, !llvm.loop !8

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %34)
  %35 = load double, ptr %4, align 8
  %36 = load i32, ptr %2, align 4
  %37 = sitofp i32 %36 to double
  %38 = fdiv double %35, %37
  ret double %38
}

; Function Attrs: noinline nounwind optnone
define internal void @mixed(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %8)
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_copy(ptr %9, ptr %10)
  %11 = load ptr, ptr %2, align 8
  store ptr %11, ptr %5, align 8
  br label %12

12:                                               ; preds = %112, %1
  %13 = load ptr, ptr %5, align 8
  %14 = load i8, ptr %13, align 1
  %15 = icmp ne i8 %14, 0
  br i1 %15, label %16, label %115

16:                                               ; preds = %12
  %17 = load ptr, ptr %5, align 8
  %18 = load i8, ptr %17, align 1
  %19 = sext i8 %18 to i32
  switch i32 %19, label %111 [
    i32 105, label %20
    i32 108, label %38
    i32 100, label %56
    i32 115, label %74
    i32 112, label %92
  ]

20:                                               ; preds = %16
  %21 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %21, i32 0, i32 0
  %23 = load i32, ptr %22, align 16
  %24 = icmp ule i32 %23, 40
  br i1 %24, label %25, label %30

25:                                               ; preds = %20
  %26 = getelementptr inbounds %struct.__va_list_tag, ptr %21, i32 0, i32 3
  %27 = load ptr, ptr %26, align 16
  %28 = getelementptr i8, ptr %27, i32 %23
  %29 = add i32 %23, 8
  store i32 %29, ptr %22, align 16
  br label %34

30:                                               ; preds = %20
  %31 = getelementptr inbounds %struct.__va_list_tag, ptr %21, i32 0, i32 2
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr i8, ptr %32, i32 8
  store ptr %33, ptr %31, align 8
  br label %34

34:                                               ; preds = %30, %25
  %35 = phi ptr [ %28, %25 ], [ %32, %30 ]
  %36 = load i32, ptr %35, align 4
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %36) #4
  br label %111

38:                                               ; preds = %16
  %39 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %40 = getelementptr inbounds %struct.__va_list_tag, ptr %39, i32 0, i32 0
  %41 = load i32, ptr %40, align 16
  %42 = icmp ule i32 %41, 40
  br i1 %42, label %43, label %48

43:                                               ; preds = %38
  %44 = getelementptr inbounds %struct.__va_list_tag, ptr %39, i32 0, i32 3
  %45 = load ptr, ptr %44, align 16
  %46 = getelementptr i8, ptr %45, i32 %41
  %47 = add i32 %41, 8
  store i32 %47, ptr %40, align 16
  br label %52

48:                                               ; preds = %38
  %49 = getelementptr inbounds %struct.__va_list_tag, ptr %39, i32 0, i32 2
  %50 = load ptr, ptr %49, align 8
  %51 = getelementptr i8, ptr %50, i32 8
  store ptr %51, ptr %49, align 8
  br label %52

52:                                               ; preds = %48, %43
  %53 = phi ptr [ %46, %43 ], [ %50, %48 ]
  %54 = load i64, ptr %53, align 8
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %54) #4
  br label %111

56:                                               ; preds = %16
  %57 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %58 = getelementptr inbounds %struct.__va_list_tag, ptr %57, i32 0, i32 1
  %59 = load i32, ptr %58, align 4
  %60 = icmp ule i32 %59, 160
  br i1 %60, label %61, label %66

61:                                               ; preds = %56
  %62 = getelementptr inbounds %struct.__va_list_tag, ptr %57, i32 0, i32 3
  %63 = load ptr, ptr %62, align 16
  %64 = getelementptr i8, ptr %63, i32 %59
  %65 = add i32 %59, 16
  store i32 %65, ptr %58, align 4
  br label %70

66:                                               ; preds = %56
  %67 = getelementptr inbounds %struct.__va_list_tag, ptr %57, i32 0, i32 2
  %68 = load ptr, ptr %67, align 8
  %69 = getelementptr i8, ptr %68, i32 8
  store ptr %69, ptr %67, align 8
  br label %70

70:                                               ; preds = %66, %61
  %71 = phi ptr [ %64, %61 ], [ %68, %66 ]
  %72 = load double, ptr %71, align 8
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %72) #4
  br label %111

74:                                               ; preds = %16
  %75 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %76 = getelementptr inbounds %struct.__va_list_tag, ptr %75, i32 0, i32 0
  %77 = load i32, ptr %76, align 16
  %78 = icmp ule i32 %77, 40
  br i1 %78, label %79, label %84

79:                                               ; preds = %74
  %80 = getelementptr inbounds %struct.__va_list_tag, ptr %75, i32 0, i32 3
  %81 = load ptr, ptr %80, align 16
  %82 = getelementptr i8, ptr %81, i32 %77
  %83 = add i32 %77, 8
  store i32 %83, ptr %76, align 16
  br label %88

84:                                               ; preds = %74
  %85 = getelementptr inbounds %struct.__va_list_tag, ptr %75, i32 0, i32 2
  %86 = load ptr, ptr %85, align 8
  %87 = getelementptr i8, ptr %86, i32 8
  store ptr %87, ptr %85, align 8
  br label %88

88:                                               ; preds = %84, %79
  %89 = phi ptr [ %82, %79 ], [ %86, %84 ]
  %90 = load ptr, ptr %89, align 8
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %90) #4
  br label %111

92:                                               ; preds = %16
  %93 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %94 = getelementptr inbounds %struct.__va_list_tag, ptr %93, i32 0, i32 0
  %95 = load i32, ptr %94, align 16
  %96 = icmp ule i32 %95, 40
  br i1 %96, label %97, label %102

97:                                               ; preds = %92
  %98 = getelementptr inbounds %struct.__va_list_tag, ptr %93, i32 0, i32 3
  %99 = load ptr, ptr %98, align 16
  %100 = getelementptr i8, ptr %99, i32 %95
  %101 = add i32 %95, 8
  store i32 %101, ptr %94, align 16
  br label %106

102:                                              ; preds = %92
  %103 = getelementptr inbounds %struct.__va_list_tag, ptr %93, i32 0, i32 2
  %104 = load ptr, ptr %103, align 8
  %105 = getelementptr i8, ptr %104, i32 8
  store ptr %105, ptr %103, align 8
  br label %106

106:                                              ; preds = %102, %97
  %107 = phi ptr [ %100, %97 ], [ %104, %102 ]
  %108 = load ptr, ptr %107, align 8
  %109 = load i32, ptr %108, align 4
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %109) #4
  br label %111

111:                                              ; preds = %16, %106, %88, %70, %52, %34
  br label %112

112:                                              ; preds = %111
  %113 = load ptr, ptr %5, align 8
  %114 = getelementptr inbounds i8, ptr %113, i32 1
  store ptr %114, ptr %5, align 8
  br label %12, !llvm.loop !9

115:                                              ; preds = %12
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.17) #4
  store i32 0, ptr %6, align 4
  %117 = load ptr, ptr %2, align 8
  store ptr %117, ptr %7, align 8
  br label %118

118:                                              ; preds = %225, %115
  %119 = load ptr, ptr %7, align 8
  %120 = load i8, ptr %119, align 1
  %121 = icmp ne i8 %120, 0
  br i1 %121, label %122, label %228

122:                                              ; preds = %118
  %123 = load ptr, ptr %7, align 8
  %124 = load i8, ptr %123, align 1
  %125 = sext i8 %124 to i32
  switch i32 %125, label %224 [
    i32 105, label %126
    i32 108, label %145
    i32 100, label %164
    i32 115, label %183
    i32 112, label %202
  ]

126:                                              ; preds = %122
  %127 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %128 = getelementptr inbounds %struct.__va_list_tag, ptr %127, i32 0, i32 0
  %129 = load i32, ptr %128, align 16
  %130 = icmp ule i32 %129, 40
  br i1 %130, label %131, label %136

131:                                              ; preds = %126
  %132 = getelementptr inbounds %struct.__va_list_tag, ptr %127, i32 0, i32 3
  %133 = load ptr, ptr %132, align 16
  %134 = getelementptr i8, ptr %133, i32 %129
  %135 = add i32 %129, 8
  store i32 %135, ptr %128, align 16
  br label %140

136:                                              ; preds = %126
  %137 = getelementptr inbounds %struct.__va_list_tag, ptr %127, i32 0, i32 2
  %138 = load ptr, ptr %137, align 8
  %139 = getelementptr i8, ptr %138, i32 8
  store ptr %139, ptr %137, align 8
  br label %140

140:                                              ; preds = %136, %131
  %141 = phi ptr [ %134, %131 ], [ %138, %136 ]
  %142 = load i32, ptr %141, align 4
  %143 = load i32, ptr %6, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %6, align 4
  br label %224

145:                                              ; preds = %122
  %146 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %147 = getelementptr inbounds %struct.__va_list_tag, ptr %146, i32 0, i32 0
  %148 = load i32, ptr %147, align 16
  %149 = icmp ule i32 %148, 40
  br i1 %149, label %150, label %155

150:                                              ; preds = %145
  %151 = getelementptr inbounds %struct.__va_list_tag, ptr %146, i32 0, i32 3
  %152 = load ptr, ptr %151, align 16
  %153 = getelementptr i8, ptr %152, i32 %148
  %154 = add i32 %148, 8
  store i32 %154, ptr %147, align 16
  br label %159

155:                                              ; preds = %145
  %156 = getelementptr inbounds %struct.__va_list_tag, ptr %146, i32 0, i32 2
  %157 = load ptr, ptr %156, align 8
  %158 = getelementptr i8, ptr %157, i32 8
  store ptr %158, ptr %156, align 8
  br label %159

159:                                              ; preds = %155, %150
  %160 = phi ptr [ %153, %150 ], [ %157, %155 ]
  %161 = load i64, ptr %160, align 8
  %162 = load i32, ptr %6, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %6, align 4
  br label %224

164:                                              ; preds = %122
  %165 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %166 = getelementptr inbounds %struct.__va_list_tag, ptr %165, i32 0, i32 1
  %167 = load i32, ptr %166, align 4
  %168 = icmp ule i32 %167, 160
  br i1 %168, label %169, label %174

169:                                              ; preds = %164
  %170 = getelementptr inbounds %struct.__va_list_tag, ptr %165, i32 0, i32 3
  %171 = load ptr, ptr %170, align 16
  %172 = getelementptr i8, ptr %171, i32 %167
  %173 = add i32 %167, 16
  store i32 %173, ptr %166, align 4
  br label %178

174:                                              ; preds = %164
  %175 = getelementptr inbounds %struct.__va_list_tag, ptr %165, i32 0, i32 2
  %176 = load ptr, ptr %175, align 8
  %177 = getelementptr i8, ptr %176, i32 8
  store ptr %177, ptr %175, align 8
  br label %178

178:                                              ; preds = %174, %169
  %179 = phi ptr [ %172, %169 ], [ %176, %174 ]
  %180 = load double, ptr %179, align 8
  %181 = load i32, ptr %6, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr %6, align 4
  br label %224

183:                                              ; preds = %122
  %184 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %185 = getelementptr inbounds %struct.__va_list_tag, ptr %184, i32 0, i32 0
  %186 = load i32, ptr %185, align 16
  %187 = icmp ule i32 %186, 40
  br i1 %187, label %188, label %193

188:                                              ; preds = %183
  %189 = getelementptr inbounds %struct.__va_list_tag, ptr %184, i32 0, i32 3
  %190 = load ptr, ptr %189, align 16
  %191 = getelementptr i8, ptr %190, i32 %186
  %192 = add i32 %186, 8
  store i32 %192, ptr %185, align 16
  br label %197

193:                                              ; preds = %183
  %194 = getelementptr inbounds %struct.__va_list_tag, ptr %184, i32 0, i32 2
  %195 = load ptr, ptr %194, align 8
  %196 = getelementptr i8, ptr %195, i32 8
  store ptr %196, ptr %194, align 8
  br label %197

197:                                              ; preds = %193, %188
  %198 = phi ptr [ %191, %188 ], [ %195, %193 ]
  %199 = load ptr, ptr %198, align 8
  %200 = load i32, ptr %6, align 4
  %201 = add nsw i32 %200, 1
  store i32 %201, ptr %6, align 4
  br label %224

202:                                              ; preds = %122
  %203 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %204 = getelementptr inbounds %struct.__va_list_tag, ptr %203, i32 0, i32 0
  %205 = load i32, ptr %204, align 16
  %206 = icmp ule i32 %205, 40
  br i1 %206, label %207, label %212

207:                                              ; preds = %202
  %208 = getelementptr inbounds %struct.__va_list_tag, ptr %203, i32 0, i32 3
  %209 = load ptr, ptr %208, align 16
  %210 = getelementptr i8, ptr %209, i32 %205
  %211 = add i32 %205, 8
  store i32 %211, ptr %204, align 16
  br label %216

212:                                              ; preds = %202
  %213 = getelementptr inbounds %struct.__va_list_tag, ptr %203, i32 0, i32 2
  %214 = load ptr, ptr %213, align 8
  %215 = getelementptr i8, ptr %214, i32 8
  store ptr %215, ptr %213, align 8
  br label %216

216:                                              ; preds = %212, %207
  %217 = phi ptr [ %210, %207 ], [ %214, %212 ]
  %218 = load ptr, ptr %217, align 8
  %219 = load i32, ptr %218, align 4
  %220 = icmp sgt i32 %219, 0
  %221 = zext i1 %220 to i32
  %222 = load i32, ptr %6, align 4
  %223 = add nsw i32 %222, %221
  store i32 %223, ptr %6, align 4
  br label %224

224:                                              ; preds = %122, %216, %197, %178, %159, %140
  br label %225

225:                                              ; preds = %224
  %226 = load ptr, ptr %7, align 8
  %227 = getelementptr inbounds i8, ptr %226, i32 1
  store ptr %227, ptr %7, align 8
  br label %118, !llvm.loop !10

228:                                              ; preds = %118
  %229 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end(ptr %229)
  %230 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %230)
  %231 = load i32, ptr %6, align 4
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %231) #4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @my_printf(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %5)
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %8 = call i32 @vprintf(ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %4, align 4
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %9)
  %10 = load i32, ptr %4, align 4
  ret i32 %10
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @with_struct(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.small, align 4
  store i32 %0, ptr %2, align 4
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %7)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %35, %1
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %38

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
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
  %28 = getelementptr inbounds %struct.small, ptr %6, i32 0, i32 0
  %29 = load i32, ptr %28, align 4
  %30 = getelementptr inbounds %struct.small, ptr %6, i32 0, i32 1
  %31 = load i32, ptr %30, align 4
  %32 = mul nsw i32 %29, %31
  %33 = load i32, ptr %4, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %4, align 4
  br label %35

35:                                               ; preds = %26
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %8, !llvm.loop !11

38:                                               ; preds = %8
  %39 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %39)
  %40 = load i32, ptr %4, align 4
  ret i32 %40
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #3

declare i32 @vprintf(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nobuiltin "no-builtins" }

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
!11 = distinct !{!11, !6}
