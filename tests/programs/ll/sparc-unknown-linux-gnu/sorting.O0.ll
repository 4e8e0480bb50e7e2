; ModuleID = 'tests/programs/sorting.c'
source_filename = "tests/programs/sorting.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"insertion ok %d quick ok %d same %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"heap %.4f %.4f %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"merge ok %d min %lld max %lld\0A\00", align 1
@__const.main.dup = private unnamed_addr constant [9 x i32] [i32 5, i32 5, i32 5, i32 1, i32 1, i32 9, i32 0, i32 0, i32 5], align 4
@.str.5 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@rng = internal global i32 -1831433054, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [300 x i32], align 4
  %2 = alloca [300 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [100 x double], align 8
  %8 = alloca i32, align 4
  %9 = alloca [200 x i64], align 8
  %10 = alloca [200 x i64], align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [9 x i32], align 4
  %15 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  br label %16

16:                                               ; preds = %27, %0
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, 300
  br i1 %18, label %19, label %30

19:                                               ; preds = %16
  %20 = call i32 @xorshift() #3
  %21 = urem i32 %20, 2001
  %22 = sub nsw i32 %21, 1000
  %23 = load i32, ptr %3, align 4
  %24 = getelementptr inbounds [300 x i32], ptr %2, i32 0, i32 %23
  store i32 %22, ptr %24, align 4
  %25 = load i32, ptr %3, align 4
  %26 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 %25
  store i32 %22, ptr %26, align 4
  br label %27

27:                                               ; preds = %19
  %28 = load i32, ptr %3, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %3, align 4
  br label %16, !llvm.loop !5

30:                                               ; preds = %16
  %31 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 0
  call void @insertion_sort(ptr noundef %31, i32 noundef 300) #3
  %32 = getelementptr inbounds [300 x i32], ptr %2, i32 0, i32 0
  call void @quicksort(ptr noundef %32, i32 noundef 0, i32 noundef 299) #3
  store i32 1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %33

33:                                               ; preds = %46, %30
  %34 = load i32, ptr %5, align 4
  %35 = icmp slt i32 %34, 300
  br i1 %35, label %36, label %49

36:                                               ; preds = %33
  %37 = load i32, ptr %5, align 4
  %38 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 %37
  %39 = load i32, ptr %38, align 4
  %40 = load i32, ptr %5, align 4
  %41 = getelementptr inbounds [300 x i32], ptr %2, i32 0, i32 %40
  %42 = load i32, ptr %41, align 4
  %43 = icmp ne i32 %39, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %36
  store i32 0, ptr %4, align 4
  br label %45

45:                                               ; preds = %44, %36
  br label %46

46:                                               ; preds = %45
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %5, align 4
  br label %33, !llvm.loop !7

49:                                               ; preds = %33
  %50 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 0
  %51 = call i32 @check(ptr noundef %50, i32 noundef 300) #3
  %52 = getelementptr inbounds [300 x i32], ptr %2, i32 0, i32 0
  %53 = call i32 @check(ptr noundef %52, i32 noundef 300) #3
  %54 = load i32, ptr %4, align 4
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %51, i32 noundef %53, i32 noundef %54) #3
  store i32 0, ptr %6, align 4
  br label %56

56:                                               ; preds = %64, %49
  %57 = load i32, ptr %6, align 4
  %58 = icmp slt i32 %57, 300
  br i1 %58, label %59, label %67

59:                                               ; preds = %56
  %60 = load i32, ptr %6, align 4
  %61 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 %60
  %62 = load i32, ptr %61, align 4
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %62) #3
  br label %64

64:                                               ; preds = %59
  %65 = load i32, ptr %6, align 4
  %66 = add nsw i32 %65, 30
  store i32 %66, ptr %6, align 4
  br label %56, !llvm.loop !8

67:                                               ; preds = %56
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #3
  store i32 0, ptr %8, align 4
  br label %69

69:                                               ; preds = %80, %67
  %70 = load i32, ptr %8, align 4
  %71 = icmp slt i32 %70, 100
  br i1 %71, label %72, label %83

72:                                               ; preds = %69
  %73 = call i32 @xorshift() #3
  %74 = urem i32 %73, 10000
  %75 = sitofp i32 %74 to double
  %76 = fdiv double %75, 7.000000e+00
  %77 = fsub double %76, 5.000000e+02
  %78 = load i32, ptr %8, align 4
  %79 = getelementptr inbounds [100 x double], ptr %7, i32 0, i32 %78
  store double %77, ptr %79, align 8
  br label %80

80:                                               ; preds = %72
  %81 = load i32, ptr %8, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %8, align 4
  br label %69, !llvm.loop !9

83:                                               ; preds = %69
  %84 = getelementptr inbounds [100 x double], ptr %7, i32 0, i32 0
  call void @heapsort(ptr noundef %84, i32 noundef 100) #3
  %85 = getelementptr inbounds [100 x double], ptr %7, i32 0, i32 0
  %86 = load double, ptr %85, align 8
  %87 = getelementptr inbounds [100 x double], ptr %7, i32 0, i32 50
  %88 = load double, ptr %87, align 8
  %89 = getelementptr inbounds [100 x double], ptr %7, i32 0, i32 99
  %90 = load double, ptr %89, align 8
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %86, double noundef %88, double noundef %90) #3
  store i32 0, ptr %11, align 4
  br label %92

92:                                               ; preds = %108, %83
  %93 = load i32, ptr %11, align 4
  %94 = icmp slt i32 %93, 200
  br i1 %94, label %95, label %111

95:                                               ; preds = %92
  %96 = call i32 @xorshift() #3
  %97 = zext i32 %96 to i64
  %98 = load i32, ptr %11, align 4
  %99 = and i32 %98, 1
  %100 = icmp ne i32 %99, 0
  %101 = zext i1 %100 to i64
  %102 = select i1 %100, i32 -1, i32 1
  %103 = sext i32 %102 to i64
  %104 = mul nsw i64 %97, %103
  %105 = mul nsw i64 %104, 1000
  %106 = load i32, ptr %11, align 4
  %107 = getelementptr inbounds [200 x i64], ptr %9, i32 0, i32 %106
  store i64 %105, ptr %107, align 8
  br label %108

108:                                              ; preds = %95
  %109 = load i32, ptr %11, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %11, align 4
  br label %92, !llvm.loop !10

111:                                              ; preds = %92
  %112 = getelementptr inbounds [200 x i64], ptr %9, i32 0, i32 0
  %113 = getelementptr inbounds [200 x i64], ptr %10, i32 0, i32 0
  call void @merge_sort(ptr noundef %112, ptr noundef %113, i32 noundef 200) #3
  store i32 1, ptr %12, align 4
  store i32 1, ptr %13, align 4
  br label %114

114:                                              ; preds = %128, %111
  %115 = load i32, ptr %13, align 4
  %116 = icmp slt i32 %115, 200
  br i1 %116, label %117, label %131

117:                                              ; preds = %114
  %118 = load i32, ptr %13, align 4
  %119 = sub nsw i32 %118, 1
  %120 = getelementptr inbounds [200 x i64], ptr %9, i32 0, i32 %119
  %121 = load i64, ptr %120, align 8
  %122 = load i32, ptr %13, align 4
  %123 = getelementptr inbounds [200 x i64], ptr %9, i32 0, i32 %122
  %124 = load i64, ptr %123, align 8
  %125 = icmp sgt i64 %121, %124
  br i1 %125, label %126, label %127

126:                                              ; preds = %117
  store i32 0, ptr %12, align 4
  br label %127

127:                                              ; preds = %126, %117
  br label %128

128:                                              ; preds = %127
  %129 = load i32, ptr %13, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %13, align 4
  br label %114, !llvm.loop !11

131:                                              ; preds = %114
  %132 = load i32, ptr %12, align 4
  %133 = getelementptr inbounds [200 x i64], ptr %9, i32 0, i32 0
  %134 = load i64, ptr %133, align 8
  %135 = getelementptr inbounds [200 x i64], ptr %9, i32 0, i32 199
  %136 = load i64, ptr %135, align 8
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %132, i64 noundef %134, i64 noundef %136) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %14, ptr align 4 @__const.main.dup, i32 36, i1 false)
  %138 = getelementptr inbounds [9 x i32], ptr %14, i32 0, i32 0
  call void @quicksort(ptr noundef %138, i32 noundef 0, i32 noundef 8) #3
  store i32 0, ptr %15, align 4
  br label %139

139:                                              ; preds = %147, %131
  %140 = load i32, ptr %15, align 4
  %141 = icmp slt i32 %140, 9
  br i1 %141, label %142, label %150

142:                                              ; preds = %139
  %143 = load i32, ptr %15, align 4
  %144 = getelementptr inbounds [9 x i32], ptr %14, i32 0, i32 %143
  %145 = load i32, ptr %144, align 4
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %145) #3
  br label %147

147:                                              ; preds = %142
  %148 = load i32, ptr %15, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %15, align 4
  br label %139, !llvm.loop !12

150:                                              ; preds = %139
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i32 @xorshift() #0 {
  %1 = load i32, ptr @rng, align 4
  %2 = shl i32 %1, 13
  %3 = load i32, ptr @rng, align 4
  %4 = xor i32 %3, %2
  store i32 %4, ptr @rng, align 4
  %5 = load i32, ptr @rng, align 4
  %6 = lshr i32 %5, 17
  %7 = load i32, ptr @rng, align 4
  %8 = xor i32 %7, %6
  store i32 %8, ptr @rng, align 4
  %9 = load i32, ptr @rng, align 4
  %10 = shl i32 %9, 5
  %11 = load i32, ptr @rng, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr @rng, align 4
  %13 = load i32, ptr @rng, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal void @insertion_sort(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %8

8:                                                ; preds = %48, %2
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %51

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 4
  %14 = load i32, ptr %5, align 4
  %15 = getelementptr inbounds i32, ptr %13, i32 %14
  %16 = load i32, ptr %15, align 4
  store i32 %16, ptr %6, align 4
  %17 = load i32, ptr %5, align 4
  %18 = sub nsw i32 %17, 1
  store i32 %18, ptr %7, align 4
  br label %19

19:                                               ; preds = %31, %12
  %20 = load i32, ptr %7, align 4
  %21 = icmp sge i32 %20, 0
  br i1 %21, label %22, label %29

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 4
  %24 = load i32, ptr %7, align 4
  %25 = getelementptr inbounds i32, ptr %23, i32 %24
  %26 = load i32, ptr %25, align 4
  %27 = load i32, ptr %6, align 4
  %28 = icmp sgt i32 %26, %27
  br label %29

29:                                               ; preds = %22, %19
  %30 = phi i1 [ false, %19 ], [ %28, %22 ]
  br i1 %30, label %31, label %42

31:                                               ; preds = %29
  %32 = load ptr, ptr %3, align 4
  %33 = load i32, ptr %7, align 4
  %34 = getelementptr inbounds i32, ptr %32, i32 %33
  %35 = load i32, ptr %34, align 4
  %36 = load ptr, ptr %3, align 4
  %37 = load i32, ptr %7, align 4
  %38 = add nsw i32 %37, 1
  %39 = getelementptr inbounds i32, ptr %36, i32 %38
  store i32 %35, ptr %39, align 4
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, -1
  store i32 %41, ptr %7, align 4
  br label %19, !llvm.loop !13

42:                                               ; preds = %29
  %43 = load i32, ptr %6, align 4
  %44 = load ptr, ptr %3, align 4
  %45 = load i32, ptr %7, align 4
  %46 = add nsw i32 %45, 1
  %47 = getelementptr inbounds i32, ptr %44, i32 %46
  store i32 %43, ptr %47, align 4
  br label %48

48:                                               ; preds = %42
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %5, align 4
  br label %8, !llvm.loop !14

51:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @quicksort(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  br label %11

11:                                               ; preds = %96, %3
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %97

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 4
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %6, align 4
  %19 = load i32, ptr %5, align 4
  %20 = sub nsw i32 %18, %19
  %21 = sdiv i32 %20, 2
  %22 = add nsw i32 %17, %21
  %23 = getelementptr inbounds i32, ptr %16, i32 %22
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %7, align 4
  %25 = load i32, ptr %5, align 4
  store i32 %25, ptr %8, align 4
  %26 = load i32, ptr %6, align 4
  store i32 %26, ptr %9, align 4
  br label %27

27:                                               ; preds = %77, %15
  %28 = load i32, ptr %8, align 4
  %29 = load i32, ptr %9, align 4
  %30 = icmp sle i32 %28, %29
  br i1 %30, label %31, label %78

31:                                               ; preds = %27
  br label %32

32:                                               ; preds = %39, %31
  %33 = load ptr, ptr %4, align 4
  %34 = load i32, ptr %8, align 4
  %35 = getelementptr inbounds i32, ptr %33, i32 %34
  %36 = load i32, ptr %35, align 4
  %37 = load i32, ptr %7, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %32
  %40 = load i32, ptr %8, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %8, align 4
  br label %32, !llvm.loop !15

42:                                               ; preds = %32
  br label %43

43:                                               ; preds = %50, %42
  %44 = load ptr, ptr %4, align 4
  %45 = load i32, ptr %9, align 4
  %46 = getelementptr inbounds i32, ptr %44, i32 %45
  %47 = load i32, ptr %46, align 4
  %48 = load i32, ptr %7, align 4
  %49 = icmp sgt i32 %47, %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %43
  %51 = load i32, ptr %9, align 4
  %52 = add nsw i32 %51, -1
  store i32 %52, ptr %9, align 4
  br label %43, !llvm.loop !16

53:                                               ; preds = %43
  %54 = load i32, ptr %8, align 4
  %55 = load i32, ptr %9, align 4
  %56 = icmp sle i32 %54, %55
  br i1 %56, label %57, label %77

57:                                               ; preds = %53
  %58 = load ptr, ptr %4, align 4
  %59 = load i32, ptr %8, align 4
  %60 = getelementptr inbounds i32, ptr %58, i32 %59
  %61 = load i32, ptr %60, align 4
  store i32 %61, ptr %10, align 4
  %62 = load ptr, ptr %4, align 4
  %63 = load i32, ptr %9, align 4
  %64 = getelementptr inbounds i32, ptr %62, i32 %63
  %65 = load i32, ptr %64, align 4
  %66 = load ptr, ptr %4, align 4
  %67 = load i32, ptr %8, align 4
  %68 = getelementptr inbounds i32, ptr %66, i32 %67
  store i32 %65, ptr %68, align 4
  %69 = load i32, ptr %10, align 4
  %70 = load ptr, ptr %4, align 4
  %71 = load i32, ptr %9, align 4
  %72 = getelementptr inbounds i32, ptr %70, i32 %71
  store i32 %69, ptr %72, align 4
  %73 = load i32, ptr %8, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %8, align 4
  %75 = load i32, ptr %9, align 4
  %76 = add nsw i32 %75, -1
  store i32 %76, ptr %9, align 4
  br label %77

77:                                               ; preds = %57, %53
  br label %27, !llvm.loop !17

78:                                               ; preds = %27
  %79 = load i32, ptr %9, align 4
  %80 = load i32, ptr %5, align 4
  %81 = sub nsw i32 %79, %80
  %82 = load i32, ptr %6, align 4
  %83 = load i32, ptr %8, align 4
  %84 = sub nsw i32 %82, %83
  %85 = icmp slt i32 %81, %84
  br i1 %85, label %86, label %91

86:                                               ; preds = %78
  %87 = load ptr, ptr %4, align 4
  %88 = load i32, ptr %5, align 4
  %89 = load i32, ptr %9, align 4
  call void @quicksort(ptr noundef %87, i32 noundef %88, i32 noundef %89) #3
  %90 = load i32, ptr %8, align 4
  store i32 %90, ptr %5, align 4
  br label %96

91:                                               ; preds = %78
  %92 = load ptr, ptr %4, align 4
  %93 = load i32, ptr %8, align 4
  %94 = load i32, ptr %6, align 4
  call void @quicksort(ptr noundef %92, i32 noundef %93, i32 noundef %94) #3
  %95 = load i32, ptr %9, align 4
  store i32 %95, ptr %6, align 4
  br label %96

96:                                               ; preds = %91, %86
  br label %11, !llvm.loop !18

97:                                               ; preds = %11
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @check(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 1, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %27

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 4
  %13 = load i32, ptr %6, align 4
  %14 = sub nsw i32 %13, 1
  %15 = getelementptr inbounds i32, ptr %12, i32 %14
  %16 = load i32, ptr %15, align 4
  %17 = load ptr, ptr %4, align 4
  %18 = load i32, ptr %6, align 4
  %19 = getelementptr inbounds i32, ptr %17, i32 %18
  %20 = load i32, ptr %19, align 4
  %21 = icmp sgt i32 %16, %20
  br i1 %21, label %22, label %23

22:                                               ; preds = %11
  store i32 0, ptr %3, align 4
  br label %28

23:                                               ; preds = %11
  br label %24

24:                                               ; preds = %23
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !19

27:                                               ; preds = %7
  store i32 1, ptr %3, align 4
  br label %28

28:                                               ; preds = %27, %22
  %29 = load i32, ptr %3, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone
define internal void @heapsort(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  %9 = sdiv i32 %8, 2
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %5, align 4
  br label %11

11:                                               ; preds = %18, %2
  %12 = load i32, ptr %5, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %21

14:                                               ; preds = %11
  %15 = load ptr, ptr %3, align 4
  %16 = load i32, ptr %4, align 4
  %17 = load i32, ptr %5, align 4
  call void @heapify(ptr noundef %15, i32 noundef %16, i32 noundef %17) #3
  br label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, -1
  store i32 %20, ptr %5, align 4
  br label %11, !llvm.loop !20

21:                                               ; preds = %11
  %22 = load i32, ptr %4, align 4
  %23 = sub nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  br label %24

24:                                               ; preds = %43, %21
  %25 = load i32, ptr %6, align 4
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %46

27:                                               ; preds = %24
  %28 = load ptr, ptr %3, align 4
  %29 = getelementptr inbounds double, ptr %28, i32 0
  %30 = load double, ptr %29, align 8
  store double %30, ptr %7, align 8
  %31 = load ptr, ptr %3, align 4
  %32 = load i32, ptr %6, align 4
  %33 = getelementptr inbounds double, ptr %31, i32 %32
  %34 = load double, ptr %33, align 8
  %35 = load ptr, ptr %3, align 4
  %36 = getelementptr inbounds double, ptr %35, i32 0
  store double %34, ptr %36, align 8
  %37 = load double, ptr %7, align 8
  %38 = load ptr, ptr %3, align 4
  %39 = load i32, ptr %6, align 4
  %40 = getelementptr inbounds double, ptr %38, i32 %39
  store double %37, ptr %40, align 8
  %41 = load ptr, ptr %3, align 4
  %42 = load i32, ptr %6, align 4
  call void @heapify(ptr noundef %41, i32 noundef %42, i32 noundef 0) #3
  br label %43

43:                                               ; preds = %27
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, -1
  store i32 %45, ptr %6, align 4
  br label %24, !llvm.loop !21

46:                                               ; preds = %24
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 2
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  br label %112

14:                                               ; preds = %3
  %15 = load i32, ptr %6, align 4
  %16 = sdiv i32 %15, 2
  store i32 %16, ptr %7, align 4
  %17 = load ptr, ptr %4, align 4
  %18 = load ptr, ptr %5, align 4
  %19 = load i32, ptr %7, align 4
  call void @merge_sort(ptr noundef %17, ptr noundef %18, i32 noundef %19) #3
  %20 = load ptr, ptr %4, align 4
  %21 = load i32, ptr %7, align 4
  %22 = getelementptr inbounds i64, ptr %20, i32 %21
  %23 = load ptr, ptr %5, align 4
  %24 = load i32, ptr %6, align 4
  %25 = load i32, ptr %7, align 4
  %26 = sub nsw i32 %24, %25
  call void @merge_sort(ptr noundef %22, ptr noundef %23, i32 noundef %26) #3
  store i32 0, ptr %8, align 4
  %27 = load i32, ptr %7, align 4
  store i32 %27, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %28

28:                                               ; preds = %60, %14
  %29 = load i32, ptr %8, align 4
  %30 = load i32, ptr %7, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %36

32:                                               ; preds = %28
  %33 = load i32, ptr %9, align 4
  %34 = load i32, ptr %6, align 4
  %35 = icmp slt i32 %33, %34
  br label %36

36:                                               ; preds = %32, %28
  %37 = phi i1 [ false, %28 ], [ %35, %32 ]
  br i1 %37, label %38, label %66

38:                                               ; preds = %36
  %39 = load ptr, ptr %4, align 4
  %40 = load i32, ptr %8, align 4
  %41 = getelementptr inbounds i64, ptr %39, i32 %40
  %42 = load i64, ptr %41, align 8
  %43 = load ptr, ptr %4, align 4
  %44 = load i32, ptr %9, align 4
  %45 = getelementptr inbounds i64, ptr %43, i32 %44
  %46 = load i64, ptr %45, align 8
  %47 = icmp sle i64 %42, %46
  br i1 %47, label %48, label %54

48:                                               ; preds = %38
  %49 = load ptr, ptr %4, align 4
  %50 = load i32, ptr %8, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %8, align 4
  %52 = getelementptr inbounds i64, ptr %49, i32 %50
  %53 = load i64, ptr %52, align 8
  br label %60

54:                                               ; preds = %38
  %55 = load ptr, ptr %4, align 4
  %56 = load i32, ptr %9, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %9, align 4
  %58 = getelementptr inbounds i64, ptr %55, i32 %56
  %59 = load i64, ptr %58, align 8
  br label %60

60:                                               ; preds = %54, %48
  %61 = phi i64 [ %53, %48 ], [ %59, %54 ]
  %62 = load ptr, ptr %5, align 4
  %63 = load i32, ptr %10, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %10, align 4
  %65 = getelementptr inbounds i64, ptr %62, i32 %63
  store i64 %61, ptr %65, align 8
  br label %28, !llvm.loop !22

66:                                               ; preds = %36
  br label %67

67:                                               ; preds = %71, %66
  %68 = load i32, ptr %8, align 4
  %69 = load i32, ptr %7, align 4
  %70 = icmp slt i32 %68, %69
  br i1 %70, label %71, label %81

71:                                               ; preds = %67
  %72 = load ptr, ptr %4, align 4
  %73 = load i32, ptr %8, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %8, align 4
  %75 = getelementptr inbounds i64, ptr %72, i32 %73
  %76 = load i64, ptr %75, align 8
  %77 = load ptr, ptr %5, align 4
  %78 = load i32, ptr %10, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %10, align 4
  %80 = getelementptr inbounds i64, ptr %77, i32 %78
  store i64 %76, ptr %80, align 8
  br label %67, !llvm.loop !23

81:                                               ; preds = %67
  br label %82

82:                                               ; preds = %86, %81
  %83 = load i32, ptr %9, align 4
  %84 = load i32, ptr %6, align 4
  %85 = icmp slt i32 %83, %84
  br i1 %85, label %86, label %96

86:                                               ; preds = %82
  %87 = load ptr, ptr %4, align 4
  %88 = load i32, ptr %9, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %9, align 4
  %90 = getelementptr inbounds i64, ptr %87, i32 %88
  %91 = load i64, ptr %90, align 8
  %92 = load ptr, ptr %5, align 4
  %93 = load i32, ptr %10, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %10, align 4
  %95 = getelementptr inbounds i64, ptr %92, i32 %93
  store i64 %91, ptr %95, align 8
  br label %82, !llvm.loop !24

96:                                               ; preds = %82
  store i32 0, ptr %10, align 4
  br label %97

97:                                               ; preds = %109, %96
  %98 = load i32, ptr %10, align 4
  %99 = load i32, ptr %6, align 4
  %100 = icmp slt i32 %98, %99
  br i1 %100, label %101, label %112

101:                                              ; preds = %97
  %102 = load ptr, ptr %5, align 4
  %103 = load i32, ptr %10, align 4
  %104 = getelementptr inbounds i64, ptr %102, i32 %103
  %105 = load i64, ptr %104, align 8
  %106 = load ptr, ptr %4, align 4
  %107 = load i32, ptr %10, align 4
  %108 = getelementptr inbounds i64, ptr %106, i32 %107
  store i64 %105, ptr %108, align 8
  br label %109

109:                                              ; preds = %101
  %110 = load i32, ptr %10, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %10, align 4
  br label %97, !llvm.loop !25

112:                                              ; preds = %13, %97
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @heapify(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  br label %11

11:                                               ; preds = %54, %3
  %12 = load i32, ptr %6, align 4
  %13 = mul nsw i32 2, %12
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %7, align 4
  %15 = load i32, ptr %7, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %8, align 4
  %17 = load i32, ptr %6, align 4
  store i32 %17, ptr %9, align 4
  %18 = load i32, ptr %7, align 4
  %19 = load i32, ptr %5, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %33

21:                                               ; preds = %11
  %22 = load ptr, ptr %4, align 4
  %23 = load i32, ptr %7, align 4
  %24 = getelementptr inbounds double, ptr %22, i32 %23
  %25 = load double, ptr %24, align 8
  %26 = load ptr, ptr %4, align 4
  %27 = load i32, ptr %9, align 4
  %28 = getelementptr inbounds double, ptr %26, i32 %27
  %29 = load double, ptr %28, align 8
  %30 = fcmp ogt double %25, %29
  br i1 %30, label %31, label %33

31:                                               ; preds = %21
  %32 = load i32, ptr %7, align 4
  store i32 %32, ptr %9, align 4
  br label %33

33:                                               ; preds = %31, %21, %11
  %34 = load i32, ptr %8, align 4
  %35 = load i32, ptr %5, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %49

37:                                               ; preds = %33
  %38 = load ptr, ptr %4, align 4
  %39 = load i32, ptr %8, align 4
  %40 = getelementptr inbounds double, ptr %38, i32 %39
  %41 = load double, ptr %40, align 8
  %42 = load ptr, ptr %4, align 4
  %43 = load i32, ptr %9, align 4
  %44 = getelementptr inbounds double, ptr %42, i32 %43
  %45 = load double, ptr %44, align 8
  %46 = fcmp ogt double %41, %45
  br i1 %46, label %47, label %49

47:                                               ; preds = %37
  %48 = load i32, ptr %8, align 4
  store i32 %48, ptr %9, align 4
  br label %49

49:                                               ; preds = %47, %37, %33
  %50 = load i32, ptr %9, align 4
  %51 = load i32, ptr %6, align 4
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %54

53:                                               ; preds = %49
  ret void

54:                                               ; preds = %49
  %55 = load ptr, ptr %4, align 4
  %56 = load i32, ptr %6, align 4
  %57 = getelementptr inbounds double, ptr %55, i32 %56
  %58 = load double, ptr %57, align 8
  store double %58, ptr %10, align 8
  %59 = load ptr, ptr %4, align 4
  %60 = load i32, ptr %9, align 4
  %61 = getelementptr inbounds double, ptr %59, i32 %60
  %62 = load double, ptr %61, align 8
  %63 = load ptr, ptr %4, align 4
  %64 = load i32, ptr %6, align 4
  %65 = getelementptr inbounds double, ptr %63, i32 %64
  store double %62, ptr %65, align 8
  %66 = load double, ptr %10, align 8
  %67 = load ptr, ptr %4, align 4
  %68 = load i32, ptr %9, align 4
  %69 = getelementptr inbounds double, ptr %67, i32 %68
  store double %66, ptr %69, align 8
  %70 = load i32, ptr %9, align 4
  store i32 %70, ptr %6, align 4
  br label %11
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nobuiltin "no-builtins" }

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
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
