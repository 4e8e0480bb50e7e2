; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.small = type { i32, i32 }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %30, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %33

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %12 = load i32, ptr %11, align 8
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 8
  store i32 %15, ptr %11, align 8
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load i32, ptr %26, align 8
  %28 = load i32, ptr %4, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %4, align 4
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %6, !llvm.loop !5

33:                                               ; preds = %6
  call void @llvm.va_end(ptr %3)
  %34 = load i32, ptr %4, align 4
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone
define internal i64 @sum_ll(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %30, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %33

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %12 = load i32, ptr %11, align 8
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 8
  store i32 %15, ptr %11, align 8
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load i64, ptr %26, align 8
  %28 = load i64, ptr %4, align 8
  %29 = add nsw i64 %28, %27
  store i64 %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %6, !llvm.loop !7

33:                                               ; preds = %6
  call void @llvm.va_end(ptr %3)
  %34 = load i64, ptr %4, align 8
  ret i64 %34
}

; Function Attrs: noinline nounwind optnone
define internal double @avg(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %30, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %33

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %12 = load i32, ptr %11, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 16
  store i32 %15, ptr %11, align 4
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load double, ptr %26, align 8
  %28 = load double, ptr %4, align 8
  %29 = fadd double %28, %27
  store double %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %6, !llvm.loop !8

33:                                               ; preds = %6
  call void @llvm.va_end(ptr %3)
  %34 = load double, ptr %4, align 8
  %35 = load i32, ptr %2, align 4
  %36 = sitofp i32 %35 to double
  %37 = fdiv double %34, %36
  ret double %37
}

; Function Attrs: noinline nounwind optnone
define internal void @mixed(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start(ptr %3)
  call void @llvm.va_copy(ptr %4, ptr %3)
  %8 = load ptr, ptr %2, align 8
  store ptr %8, ptr %5, align 8
  br label %9

9:                                                ; preds = %114, %1
  %10 = load ptr, ptr %5, align 8
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0
  br i1 %12, label %13, label %117

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  switch i32 %16, label %113 [
    i32 105, label %17
    i32 108, label %36
    i32 100, label %55
    i32 115, label %74
    i32 112, label %93
  ]

17:                                               ; preds = %13
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %19 = load i32, ptr %18, align 8
  %20 = icmp sge i32 %19, 0
  br i1 %20, label %28, label %21

21:                                               ; preds = %17
  %22 = add i32 %19, 8
  store i32 %22, ptr %18, align 8
  %23 = icmp sle i32 %22, 0
  br i1 %23, label %24, label %28

24:                                               ; preds = %21
  %25 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr inbounds i8, ptr %26, i32 %19
  br label %32

28:                                               ; preds = %21, %17
  %29 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %30 = load ptr, ptr %29, align 8
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  store ptr %31, ptr %29, align 8
  br label %32

32:                                               ; preds = %28, %24
  %33 = phi ptr [ %27, %24 ], [ %30, %28 ]
  %34 = load i32, ptr %33, align 8
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %34) #4
  br label %113

36:                                               ; preds = %13
  %37 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %38 = load i32, ptr %37, align 8
  %39 = icmp sge i32 %38, 0
  br i1 %39, label %47, label %40

40:                                               ; preds = %36
  %41 = add i32 %38, 8
  store i32 %41, ptr %37, align 8
  %42 = icmp sle i32 %41, 0
  br i1 %42, label %43, label %47

43:                                               ; preds = %40
  %44 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds i8, ptr %45, i32 %38
  br label %51

47:                                               ; preds = %40, %36
  %48 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %49 = load ptr, ptr %48, align 8
  %50 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr %50, ptr %48, align 8
  br label %51

51:                                               ; preds = %47, %43
  %52 = phi ptr [ %46, %43 ], [ %49, %47 ]
  %53 = load i64, ptr %52, align 8
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %53) #4
  br label %113

55:                                               ; preds = %13
  %56 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %57 = load i32, ptr %56, align 4
  %58 = icmp sge i32 %57, 0
  br i1 %58, label %66, label %59

59:                                               ; preds = %55
  %60 = add i32 %57, 16
  store i32 %60, ptr %56, align 4
  %61 = icmp sle i32 %60, 0
  br i1 %61, label %62, label %66

62:                                               ; preds = %59
  %63 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %64 = load ptr, ptr %63, align 8
  %65 = getelementptr inbounds i8, ptr %64, i32 %57
  br label %70

66:                                               ; preds = %59, %55
  %67 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %68 = load ptr, ptr %67, align 8
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  store ptr %69, ptr %67, align 8
  br label %70

70:                                               ; preds = %66, %62
  %71 = phi ptr [ %65, %62 ], [ %68, %66 ]
  %72 = load double, ptr %71, align 8
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %72) #4
  br label %113

74:                                               ; preds = %13
  %75 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %76 = load i32, ptr %75, align 8
  %77 = icmp sge i32 %76, 0
  br i1 %77, label %85, label %78

78:                                               ; preds = %74
  %79 = add i32 %76, 8
  store i32 %79, ptr %75, align 8
  %80 = icmp sle i32 %79, 0
  br i1 %80, label %81, label %85

81:                                               ; preds = %78
  %82 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %83 = load ptr, ptr %82, align 8
  %84 = getelementptr inbounds i8, ptr %83, i32 %76
  br label %89

85:                                               ; preds = %78, %74
  %86 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %87 = load ptr, ptr %86, align 8
  %88 = getelementptr inbounds i8, ptr %87, i64 8
  store ptr %88, ptr %86, align 8
  br label %89

89:                                               ; preds = %85, %81
  %90 = phi ptr [ %84, %81 ], [ %87, %85 ]
  %91 = load ptr, ptr %90, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %91) #4
  br label %113

93:                                               ; preds = %13
  %94 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %95 = load i32, ptr %94, align 8
  %96 = icmp sge i32 %95, 0
  br i1 %96, label %104, label %97

97:                                               ; preds = %93
  %98 = add i32 %95, 8
  store i32 %98, ptr %94, align 8
  %99 = icmp sle i32 %98, 0
  br i1 %99, label %100, label %104

100:                                              ; preds = %97
  %101 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %102 = load ptr, ptr %101, align 8
  %103 = getelementptr inbounds i8, ptr %102, i32 %95
  br label %108

104:                                              ; preds = %97, %93
  %105 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %106 = load ptr, ptr %105, align 8
  %107 = getelementptr inbounds i8, ptr %106, i64 8
  store ptr %107, ptr %105, align 8
  br label %108

108:                                              ; preds = %104, %100
  %109 = phi ptr [ %103, %100 ], [ %106, %104 ]
  %110 = load ptr, ptr %109, align 8
  %111 = load i32, ptr %110, align 4
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %111) #4
  br label %113

113:                                              ; preds = %13, %108, %89, %70, %51, %32
  br label %114

114:                                              ; preds = %113
  %115 = load ptr, ptr %5, align 8
  %116 = getelementptr inbounds i8, ptr %115, i32 1
  store ptr %116, ptr %5, align 8
  br label %9, !llvm.loop !9

117:                                              ; preds = %9
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.17) #4
  store i32 0, ptr %6, align 4
  %119 = load ptr, ptr %2, align 8
  store ptr %119, ptr %7, align 8
  br label %120

120:                                              ; preds = %232, %117
  %121 = load ptr, ptr %7, align 8
  %122 = load i8, ptr %121, align 1
  %123 = icmp ne i8 %122, 0
  br i1 %123, label %124, label %235

124:                                              ; preds = %120
  %125 = load ptr, ptr %7, align 8
  %126 = load i8, ptr %125, align 1
  %127 = zext i8 %126 to i32
  switch i32 %127, label %231 [
    i32 105, label %128
    i32 108, label %148
    i32 100, label %168
    i32 115, label %188
    i32 112, label %208
  ]

128:                                              ; preds = %124
  %129 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %130 = load i32, ptr %129, align 8
  %131 = icmp sge i32 %130, 0
  br i1 %131, label %139, label %132

132:                                              ; preds = %128
  %133 = add i32 %130, 8
  store i32 %133, ptr %129, align 8
  %134 = icmp sle i32 %133, 0
  br i1 %134, label %135, label %139

135:                                              ; preds = %132
  %136 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %137 = load ptr, ptr %136, align 8
  %138 = getelementptr inbounds i8, ptr %137, i32 %130
  br label %143

139:                                              ; preds = %132, %128
  %140 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %141 = load ptr, ptr %140, align 8
  %142 = getelementptr inbounds i8, ptr %141, i64 8
  store ptr %142, ptr %140, align 8
  br label %143

143:                                              ; preds = %139, %135
  %144 = phi ptr [ %138, %135 ], [ %141, %139 ]
  %145 = load i32, ptr %144, align 8
  %146 = load i32, ptr %6, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %6, align 4
  br label %231

148:                                              ; preds = %124
  %149 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %150 = load i32, ptr %149, align 8
  %151 = icmp sge i32 %150, 0
  br i1 %151, label %159, label %152

152:                                              ; preds = %148
  %153 = add i32 %150, 8
  store i32 %153, ptr %149, align 8
  %154 = icmp sle i32 %153, 0
  br i1 %154, label %155, label %159

155:                                              ; preds = %152
  %156 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %157 = load ptr, ptr %156, align 8
  %158 = getelementptr inbounds i8, ptr %157, i32 %150
  br label %163

159:                                              ; preds = %152, %148
  %160 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %161 = load ptr, ptr %160, align 8
  %162 = getelementptr inbounds i8, ptr %161, i64 8
  store ptr %162, ptr %160, align 8
  br label %163

163:                                              ; preds = %159, %155
  %164 = phi ptr [ %158, %155 ], [ %161, %159 ]
  %165 = load i64, ptr %164, align 8
  %166 = load i32, ptr %6, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %6, align 4
  br label %231

168:                                              ; preds = %124
  %169 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 4
  %170 = load i32, ptr %169, align 4
  %171 = icmp sge i32 %170, 0
  br i1 %171, label %179, label %172

172:                                              ; preds = %168
  %173 = add i32 %170, 16
  store i32 %173, ptr %169, align 4
  %174 = icmp sle i32 %173, 0
  br i1 %174, label %175, label %179

175:                                              ; preds = %172
  %176 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 2
  %177 = load ptr, ptr %176, align 8
  %178 = getelementptr inbounds i8, ptr %177, i32 %170
  br label %183

179:                                              ; preds = %172, %168
  %180 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %181 = load ptr, ptr %180, align 8
  %182 = getelementptr inbounds i8, ptr %181, i64 8
  store ptr %182, ptr %180, align 8
  br label %183

183:                                              ; preds = %179, %175
  %184 = phi ptr [ %178, %175 ], [ %181, %179 ]
  %185 = load double, ptr %184, align 8
  %186 = load i32, ptr %6, align 4
  %187 = add nsw i32 %186, 1
  store i32 %187, ptr %6, align 4
  br label %231

188:                                              ; preds = %124
  %189 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %190 = load i32, ptr %189, align 8
  %191 = icmp sge i32 %190, 0
  br i1 %191, label %199, label %192

192:                                              ; preds = %188
  %193 = add i32 %190, 8
  store i32 %193, ptr %189, align 8
  %194 = icmp sle i32 %193, 0
  br i1 %194, label %195, label %199

195:                                              ; preds = %192
  %196 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %197 = load ptr, ptr %196, align 8
  %198 = getelementptr inbounds i8, ptr %197, i32 %190
  br label %203

199:                                              ; preds = %192, %188
  %200 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %201 = load ptr, ptr %200, align 8
  %202 = getelementptr inbounds i8, ptr %201, i64 8
  store ptr %202, ptr %200, align 8
  br label %203

203:                                              ; preds = %199, %195
  %204 = phi ptr [ %198, %195 ], [ %201, %199 ]
  %205 = load ptr, ptr %204, align 8
  %206 = load i32, ptr %6, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %6, align 4
  br label %231

208:                                              ; preds = %124
  %209 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %210 = load i32, ptr %209, align 8
  %211 = icmp sge i32 %210, 0
  br i1 %211, label %219, label %212

212:                                              ; preds = %208
  %213 = add i32 %210, 8
  store i32 %213, ptr %209, align 8
  %214 = icmp sle i32 %213, 0
  br i1 %214, label %215, label %219

215:                                              ; preds = %212
  %216 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %217 = load ptr, ptr %216, align 8
  %218 = getelementptr inbounds i8, ptr %217, i32 %210
  br label %223

219:                                              ; preds = %212, %208
  %220 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %221 = load ptr, ptr %220, align 8
  %222 = getelementptr inbounds i8, ptr %221, i64 8
  store ptr %222, ptr %220, align 8
  br label %223

223:                                              ; preds = %219, %215
  %224 = phi ptr [ %218, %215 ], [ %221, %219 ]
  %225 = load ptr, ptr %224, align 8
  %226 = load i32, ptr %225, align 4
  %227 = icmp sgt i32 %226, 0
  %228 = zext i1 %227 to i32
  %229 = load i32, ptr %6, align 4
  %230 = add nsw i32 %229, %228
  store i32 %230, ptr %6, align 4
  br label %231

231:                                              ; preds = %124, %223, %203, %183, %163, %143
  br label %232

232:                                              ; preds = %231
  %233 = load ptr, ptr %7, align 8
  %234 = getelementptr inbounds i8, ptr %233, i32 1
  store ptr %234, ptr %7, align 8
  br label %120, !llvm.loop !10

235:                                              ; preds = %120
  call void @llvm.va_end(ptr %4)
  call void @llvm.va_end(ptr %3)
  %236 = load i32, ptr %6, align 4
  %237 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %236) #4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @my_printf(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start(ptr %3)
  %6 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %3, i64 32, i1 false)
  %7 = call i32 @vprintf(ptr noundef %6, ptr noundef %5) #4
  store i32 %7, ptr %4, align 4
  call void @llvm.va_end(ptr %3)
  %8 = load i32, ptr %4, align 4
  ret i32 %8
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @with_struct(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.small, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %35, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %38

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %13 = load i32, ptr %12, align 8
  %14 = icmp sge i32 %13, 0
  br i1 %14, label %22, label %15

15:                                               ; preds = %11
  %16 = add i32 %13, 8
  store i32 %16, ptr %12, align 8
  %17 = icmp sle i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %15
  %19 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds i8, ptr %20, i32 %13
  br label %26

22:                                               ; preds = %15, %11
  %23 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr %25, ptr %23, align 8
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi ptr [ %21, %18 ], [ %24, %22 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 8 %27, i64 8, i1 false)
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
  br label %7, !llvm.loop !11

38:                                               ; preds = %7
  call void @llvm.va_end(ptr %3)
  %39 = load i32, ptr %4, align 4
  ret i32 %39
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #3

declare i32 @vprintf(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nobuiltin "no-builtins" }

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
!11 = distinct !{!11, !6}
