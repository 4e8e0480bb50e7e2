; ModuleID = 'tests/programs/sorting.c'
source_filename = "tests/programs/sorting.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"insertion ok %d quick ok %d same %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"heap %.4f %.4f %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"merge ok %d min %lld max %lld\0A\00", align 1
@__const.main.dup = private unnamed_addr constant [9 x i32] [i32 5, i32 5, i32 5, i32 1, i32 1, i32 9, i32 0, i32 0, i32 5], align 4
@.str.5 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@rng = internal global i32 -1831433054, align 4

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
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

16:                                               ; preds = %29, %0
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, 300
  br i1 %18, label %19, label %32

19:                                               ; preds = %16
  %20 = call signext i32 @xorshift() #3
  %21 = urem i32 %20, 2001
  %22 = sub nsw i32 %21, 1000
  %23 = load i32, ptr %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 %24
  store i32 %22, ptr %25, align 4
  %26 = load i32, ptr %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %27
  store i32 %22, ptr %28, align 4
  br label %29

29:                                               ; preds = %19
  %30 = load i32, ptr %3, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %3, align 4
  br label %16, !llvm.loop !7

32:                                               ; preds = %16
  %33 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 0
  call void @insertion_sort(ptr noundef %33, i32 noundef signext 300) #3
  %34 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 0
  call void @quicksort(ptr noundef %34, i32 noundef signext 0, i32 noundef signext 299) #3
  store i32 1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %35

35:                                               ; preds = %50, %32
  %36 = load i32, ptr %5, align 4
  %37 = icmp slt i32 %36, 300
  br i1 %37, label %38, label %53

38:                                               ; preds = %35
  %39 = load i32, ptr %5, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = load i32, ptr %5, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = icmp ne i32 %42, %46
  br i1 %47, label %48, label %49

48:                                               ; preds = %38
  store i32 0, ptr %4, align 4
  br label %49

49:                                               ; preds = %48, %38
  br label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %5, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %5, align 4
  br label %35, !llvm.loop !9

53:                                               ; preds = %35
  %54 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 0
  %55 = call signext i32 @check(ptr noundef %54, i32 noundef signext 300) #3
  %56 = getelementptr inbounds [300 x i32], ptr %2, i64 0, i64 0
  %57 = call signext i32 @check(ptr noundef %56, i32 noundef signext 300) #3
  %58 = load i32, ptr %4, align 4
  %59 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %55, i32 noundef signext %57, i32 noundef signext %58) #3
  store i32 0, ptr %6, align 4
  br label %60

60:                                               ; preds = %69, %53
  %61 = load i32, ptr %6, align 4
  %62 = icmp slt i32 %61, 300
  br i1 %62, label %63, label %72

63:                                               ; preds = %60
  %64 = load i32, ptr %6, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4
  %68 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %67) #3
  br label %69

69:                                               ; preds = %63
  %70 = load i32, ptr %6, align 4
  %71 = add nsw i32 %70, 30
  store i32 %71, ptr %6, align 4
  br label %60, !llvm.loop !10

72:                                               ; preds = %60
  %73 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2) #3
  store i32 0, ptr %8, align 4
  br label %74

74:                                               ; preds = %86, %72
  %75 = load i32, ptr %8, align 4
  %76 = icmp slt i32 %75, 100
  br i1 %76, label %77, label %89

77:                                               ; preds = %74
  %78 = call signext i32 @xorshift() #3
  %79 = urem i32 %78, 10000
  %80 = sitofp i32 %79 to double
  %81 = fdiv double %80, 7.000000e+00
  %82 = fsub double %81, 5.000000e+02
  %83 = load i32, ptr %8, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [100 x double], ptr %7, i64 0, i64 %84
  store double %82, ptr %85, align 8
  br label %86

86:                                               ; preds = %77
  %87 = load i32, ptr %8, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %8, align 4
  br label %74, !llvm.loop !11

89:                                               ; preds = %74
  %90 = getelementptr inbounds [100 x double], ptr %7, i64 0, i64 0
  call void @heapsort(ptr noundef %90, i32 noundef signext 100) #3
  %91 = getelementptr inbounds [100 x double], ptr %7, i64 0, i64 0
  %92 = load double, ptr %91, align 8
  %93 = getelementptr inbounds [100 x double], ptr %7, i64 0, i64 50
  %94 = load double, ptr %93, align 8
  %95 = getelementptr inbounds [100 x double], ptr %7, i64 0, i64 99
  %96 = load double, ptr %95, align 8
  %97 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %92, double noundef %94, double noundef %96) #3
  store i32 0, ptr %11, align 4
  br label %98

98:                                               ; preds = %115, %89
  %99 = load i32, ptr %11, align 4
  %100 = icmp slt i32 %99, 200
  br i1 %100, label %101, label %118

101:                                              ; preds = %98
  %102 = call signext i32 @xorshift() #3
  %103 = zext i32 %102 to i64
  %104 = load i32, ptr %11, align 4
  %105 = and i32 %104, 1
  %106 = icmp ne i32 %105, 0
  %107 = zext i1 %106 to i64
  %108 = select i1 %106, i32 -1, i32 1
  %109 = sext i32 %108 to i64
  %110 = mul nsw i64 %103, %109
  %111 = mul nsw i64 %110, 1000
  %112 = load i32, ptr %11, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [200 x i64], ptr %9, i64 0, i64 %113
  store i64 %111, ptr %114, align 8
  br label %115

115:                                              ; preds = %101
  %116 = load i32, ptr %11, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %11, align 4
  br label %98, !llvm.loop !12

118:                                              ; preds = %98
  %119 = getelementptr inbounds [200 x i64], ptr %9, i64 0, i64 0
  %120 = getelementptr inbounds [200 x i64], ptr %10, i64 0, i64 0
  call void @merge_sort(ptr noundef %119, ptr noundef %120, i32 noundef signext 200) #3
  store i32 1, ptr %12, align 4
  store i32 1, ptr %13, align 4
  br label %121

121:                                              ; preds = %137, %118
  %122 = load i32, ptr %13, align 4
  %123 = icmp slt i32 %122, 200
  br i1 %123, label %124, label %140

124:                                              ; preds = %121
  %125 = load i32, ptr %13, align 4
  %126 = sub nsw i32 %125, 1
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [200 x i64], ptr %9, i64 0, i64 %127
  %129 = load i64, ptr %128, align 8
  %130 = load i32, ptr %13, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [200 x i64], ptr %9, i64 0, i64 %131
  %133 = load i64, ptr %132, align 8
  %134 = icmp sgt i64 %129, %133
  br i1 %134, label %135, label %136

135:                                              ; preds = %124
  store i32 0, ptr %12, align 4
  br label %136

136:                                              ; preds = %135, %124
  br label %137

137:                                              ; preds = %136
  %138 = load i32, ptr %13, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %13, align 4
  br label %121, !llvm.loop !13

140:                                              ; preds = %121
  %141 = load i32, ptr %12, align 4
  %142 = getelementptr inbounds [200 x i64], ptr %9, i64 0, i64 0
  %143 = load i64, ptr %142, align 8
  %144 = getelementptr inbounds [200 x i64], ptr %9, i64 0, i64 199
  %145 = load i64, ptr %144, align 8
  %146 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %141, i64 noundef %143, i64 noundef %145) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 @__const.main.dup, i64 36, i1 false)
  %147 = getelementptr inbounds [9 x i32], ptr %14, i64 0, i64 0
  call void @quicksort(ptr noundef %147, i32 noundef signext 0, i32 noundef signext 8) #3
  store i32 0, ptr %15, align 4
  br label %148

148:                                              ; preds = %157, %140
  %149 = load i32, ptr %15, align 4
  %150 = icmp slt i32 %149, 9
  br i1 %150, label %151, label %160

151:                                              ; preds = %148
  %152 = load i32, ptr %15, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [9 x i32], ptr %14, i64 0, i64 %153
  %155 = load i32, ptr %154, align 4
  %156 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %155) #3
  br label %157

157:                                              ; preds = %151
  %158 = load i32, ptr %15, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %15, align 4
  br label %148, !llvm.loop !14

160:                                              ; preds = %148
  %161 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @xorshift() #0 {
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
define internal void @insertion_sort(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %8

8:                                                ; preds = %53, %2
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %56

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %13, i64 %15
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %6, align 4
  %18 = load i32, ptr %5, align 4
  %19 = sub nsw i32 %18, 1
  store i32 %19, ptr %7, align 4
  br label %20

20:                                               ; preds = %33, %12
  %21 = load i32, ptr %7, align 4
  %22 = icmp sge i32 %21, 0
  br i1 %22, label %23, label %31

23:                                               ; preds = %20
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %24, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = load i32, ptr %6, align 4
  %30 = icmp sgt i32 %28, %29
  br label %31

31:                                               ; preds = %23, %20
  %32 = phi i1 [ false, %20 ], [ %30, %23 ]
  br i1 %32, label %33, label %46

33:                                               ; preds = %31
  %34 = load ptr, ptr %3, align 8
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %34, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = load ptr, ptr %3, align 8
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %39, i64 %42
  store i32 %38, ptr %43, align 4
  %44 = load i32, ptr %7, align 4
  %45 = add nsw i32 %44, -1
  store i32 %45, ptr %7, align 4
  br label %20, !llvm.loop !15

46:                                               ; preds = %31
  %47 = load i32, ptr %6, align 4
  %48 = load ptr, ptr %3, align 8
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %48, i64 %51
  store i32 %47, ptr %52, align 4
  br label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %5, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %5, align 4
  br label %8, !llvm.loop !16

56:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @quicksort(ptr noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  br label %11

11:                                               ; preds = %103, %3
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %104

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %6, align 4
  %19 = load i32, ptr %5, align 4
  %20 = sub nsw i32 %18, %19
  %21 = sdiv i32 %20, 2
  %22 = add nsw i32 %17, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %16, i64 %23
  %25 = load i32, ptr %24, align 4
  store i32 %25, ptr %7, align 4
  %26 = load i32, ptr %5, align 4
  store i32 %26, ptr %8, align 4
  %27 = load i32, ptr %6, align 4
  store i32 %27, ptr %9, align 4
  br label %28

28:                                               ; preds = %84, %15
  %29 = load i32, ptr %8, align 4
  %30 = load i32, ptr %9, align 4
  %31 = icmp sle i32 %29, %30
  br i1 %31, label %32, label %85

32:                                               ; preds = %28
  br label %33

33:                                               ; preds = %41, %32
  %34 = load ptr, ptr %4, align 8
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %34, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = load i32, ptr %7, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %44

41:                                               ; preds = %33
  %42 = load i32, ptr %8, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %8, align 4
  br label %33, !llvm.loop !17

44:                                               ; preds = %33
  br label %45

45:                                               ; preds = %53, %44
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %9, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %46, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = load i32, ptr %7, align 4
  %52 = icmp sgt i32 %50, %51
  br i1 %52, label %53, label %56

53:                                               ; preds = %45
  %54 = load i32, ptr %9, align 4
  %55 = add nsw i32 %54, -1
  store i32 %55, ptr %9, align 4
  br label %45, !llvm.loop !18

56:                                               ; preds = %45
  %57 = load i32, ptr %8, align 4
  %58 = load i32, ptr %9, align 4
  %59 = icmp sle i32 %57, %58
  br i1 %59, label %60, label %84

60:                                               ; preds = %56
  %61 = load ptr, ptr %4, align 8
  %62 = load i32, ptr %8, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %61, i64 %63
  %65 = load i32, ptr %64, align 4
  store i32 %65, ptr %10, align 4
  %66 = load ptr, ptr %4, align 8
  %67 = load i32, ptr %9, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %66, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = load ptr, ptr %4, align 8
  %72 = load i32, ptr %8, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %71, i64 %73
  store i32 %70, ptr %74, align 4
  %75 = load i32, ptr %10, align 4
  %76 = load ptr, ptr %4, align 8
  %77 = load i32, ptr %9, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %76, i64 %78
  store i32 %75, ptr %79, align 4
  %80 = load i32, ptr %8, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %8, align 4
  %82 = load i32, ptr %9, align 4
  %83 = add nsw i32 %82, -1
  store i32 %83, ptr %9, align 4
  br label %84

84:                                               ; preds = %60, %56
  br label %28, !llvm.loop !19

85:                                               ; preds = %28
  %86 = load i32, ptr %9, align 4
  %87 = load i32, ptr %5, align 4
  %88 = sub nsw i32 %86, %87
  %89 = load i32, ptr %6, align 4
  %90 = load i32, ptr %8, align 4
  %91 = sub nsw i32 %89, %90
  %92 = icmp slt i32 %88, %91
  br i1 %92, label %93, label %98

93:                                               ; preds = %85
  %94 = load ptr, ptr %4, align 8
  %95 = load i32, ptr %5, align 4
  %96 = load i32, ptr %9, align 4
  call void @quicksort(ptr noundef %94, i32 noundef signext %95, i32 noundef signext %96) #3
  %97 = load i32, ptr %8, align 4
  store i32 %97, ptr %5, align 4
  br label %103

98:                                               ; preds = %85
  %99 = load ptr, ptr %4, align 8
  %100 = load i32, ptr %8, align 4
  %101 = load i32, ptr %6, align 4
  call void @quicksort(ptr noundef %99, i32 noundef signext %100, i32 noundef signext %101) #3
  %102 = load i32, ptr %9, align 4
  store i32 %102, ptr %6, align 4
  br label %103

103:                                              ; preds = %98, %93
  br label %11, !llvm.loop !20

104:                                              ; preds = %11
  ret void
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal signext i32 @check(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 1, ptr %6, align 4
  br label %7

7:                                                ; preds = %26, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %29

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sub nsw i32 %13, 1
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %12, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %18, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = icmp sgt i32 %17, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %11
  store i32 0, ptr %3, align 4
  br label %30

25:                                               ; preds = %11
  br label %26

26:                                               ; preds = %25
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %7, !llvm.loop !21

29:                                               ; preds = %7
  store i32 1, ptr %3, align 4
  br label %30

30:                                               ; preds = %29, %24
  %31 = load i32, ptr %3, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone
define internal void @heapsort(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store ptr %0, ptr %3, align 8
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
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %4, align 4
  %17 = load i32, ptr %5, align 4
  call void @heapify(ptr noundef %15, i32 noundef signext %16, i32 noundef signext %17) #3
  br label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, -1
  store i32 %20, ptr %5, align 4
  br label %11, !llvm.loop !22

21:                                               ; preds = %11
  %22 = load i32, ptr %4, align 4
  %23 = sub nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  br label %24

24:                                               ; preds = %45, %21
  %25 = load i32, ptr %6, align 4
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %48

27:                                               ; preds = %24
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds double, ptr %28, i64 0
  %30 = load double, ptr %29, align 8
  store double %30, ptr %7, align 8
  %31 = load ptr, ptr %3, align 8
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %31, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds double, ptr %36, i64 0
  store double %35, ptr %37, align 8
  %38 = load double, ptr %7, align 8
  %39 = load ptr, ptr %3, align 8
  %40 = load i32, ptr %6, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  store double %38, ptr %42, align 8
  %43 = load ptr, ptr %3, align 8
  %44 = load i32, ptr %6, align 4
  call void @heapify(ptr noundef %43, i32 noundef signext %44, i32 noundef signext 0) #3
  br label %45

45:                                               ; preds = %27
  %46 = load i32, ptr %6, align 4
  %47 = add nsw i32 %46, -1
  store i32 %47, ptr %6, align 4
  br label %24, !llvm.loop !23

48:                                               ; preds = %24
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 2
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  br label %124

14:                                               ; preds = %3
  %15 = load i32, ptr %6, align 4
  %16 = sdiv i32 %15, 2
  store i32 %16, ptr %7, align 4
  %17 = load ptr, ptr %4, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %7, align 4
  call void @merge_sort(ptr noundef %17, ptr noundef %18, i32 noundef signext %19) #3
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i64, ptr %20, i64 %22
  %24 = load ptr, ptr %5, align 8
  %25 = load i32, ptr %6, align 4
  %26 = load i32, ptr %7, align 4
  %27 = sub nsw i32 %25, %26
  call void @merge_sort(ptr noundef %23, ptr noundef %24, i32 noundef signext %27) #3
  store i32 0, ptr %8, align 4
  %28 = load i32, ptr %7, align 4
  store i32 %28, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %29

29:                                               ; preds = %65, %14
  %30 = load i32, ptr %8, align 4
  %31 = load i32, ptr %7, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %37

33:                                               ; preds = %29
  %34 = load i32, ptr %9, align 4
  %35 = load i32, ptr %6, align 4
  %36 = icmp slt i32 %34, %35
  br label %37

37:                                               ; preds = %33, %29
  %38 = phi i1 [ false, %29 ], [ %36, %33 ]
  br i1 %38, label %39, label %72

39:                                               ; preds = %37
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %8, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i64, ptr %40, i64 %42
  %44 = load i64, ptr %43, align 8
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i64, ptr %45, i64 %47
  %49 = load i64, ptr %48, align 8
  %50 = icmp sle i64 %44, %49
  br i1 %50, label %51, label %58

51:                                               ; preds = %39
  %52 = load ptr, ptr %4, align 8
  %53 = load i32, ptr %8, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %8, align 4
  %55 = sext i32 %53 to i64
  %56 = getelementptr inbounds i64, ptr %52, i64 %55
  %57 = load i64, ptr %56, align 8
  br label %65

58:                                               ; preds = %39
  %59 = load ptr, ptr %4, align 8
  %60 = load i32, ptr %9, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %9, align 4
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds i64, ptr %59, i64 %62
  %64 = load i64, ptr %63, align 8
  br label %65

65:                                               ; preds = %58, %51
  %66 = phi i64 [ %57, %51 ], [ %64, %58 ]
  %67 = load ptr, ptr %5, align 8
  %68 = load i32, ptr %10, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %10, align 4
  %70 = sext i32 %68 to i64
  %71 = getelementptr inbounds i64, ptr %67, i64 %70
  store i64 %66, ptr %71, align 8
  br label %29, !llvm.loop !24

72:                                               ; preds = %37
  br label %73

73:                                               ; preds = %77, %72
  %74 = load i32, ptr %8, align 4
  %75 = load i32, ptr %7, align 4
  %76 = icmp slt i32 %74, %75
  br i1 %76, label %77, label %89

77:                                               ; preds = %73
  %78 = load ptr, ptr %4, align 8
  %79 = load i32, ptr %8, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %8, align 4
  %81 = sext i32 %79 to i64
  %82 = getelementptr inbounds i64, ptr %78, i64 %81
  %83 = load i64, ptr %82, align 8
  %84 = load ptr, ptr %5, align 8
  %85 = load i32, ptr %10, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %10, align 4
  %87 = sext i32 %85 to i64
  %88 = getelementptr inbounds i64, ptr %84, i64 %87
  store i64 %83, ptr %88, align 8
  br label %73, !llvm.loop !25

89:                                               ; preds = %73
  br label %90

90:                                               ; preds = %94, %89
  %91 = load i32, ptr %9, align 4
  %92 = load i32, ptr %6, align 4
  %93 = icmp slt i32 %91, %92
  br i1 %93, label %94, label %106

94:                                               ; preds = %90
  %95 = load ptr, ptr %4, align 8
  %96 = load i32, ptr %9, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %9, align 4
  %98 = sext i32 %96 to i64
  %99 = getelementptr inbounds i64, ptr %95, i64 %98
  %100 = load i64, ptr %99, align 8
  %101 = load ptr, ptr %5, align 8
  %102 = load i32, ptr %10, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %10, align 4
  %104 = sext i32 %102 to i64
  %105 = getelementptr inbounds i64, ptr %101, i64 %104
  store i64 %100, ptr %105, align 8
  br label %90, !llvm.loop !26

106:                                              ; preds = %90
  store i32 0, ptr %10, align 4
  br label %107

107:                                              ; preds = %121, %106
  %108 = load i32, ptr %10, align 4
  %109 = load i32, ptr %6, align 4
  %110 = icmp slt i32 %108, %109
  br i1 %110, label %111, label %124

111:                                              ; preds = %107
  %112 = load ptr, ptr %5, align 8
  %113 = load i32, ptr %10, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i64, ptr %112, i64 %114
  %116 = load i64, ptr %115, align 8
  %117 = load ptr, ptr %4, align 8
  %118 = load i32, ptr %10, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i64, ptr %117, i64 %119
  store i64 %116, ptr %120, align 8
  br label %121

121:                                              ; preds = %111
  %122 = load i32, ptr %10, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %10, align 4
  br label %107, !llvm.loop !27

124:                                              ; preds = %13, %107
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @heapify(ptr noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  br label %11

11:                                               ; preds = %58, %3
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
  br i1 %20, label %21, label %35

21:                                               ; preds = %11
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = fcmp ogt double %26, %31
  br i1 %32, label %33, label %35

33:                                               ; preds = %21
  %34 = load i32, ptr %7, align 4
  store i32 %34, ptr %9, align 4
  br label %35

35:                                               ; preds = %33, %21, %11
  %36 = load i32, ptr %8, align 4
  %37 = load i32, ptr %5, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %53

39:                                               ; preds = %35
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %8, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %45, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = fcmp ogt double %44, %49
  br i1 %50, label %51, label %53

51:                                               ; preds = %39
  %52 = load i32, ptr %8, align 4
  store i32 %52, ptr %9, align 4
  br label %53

53:                                               ; preds = %51, %39, %35
  %54 = load i32, ptr %9, align 4
  %55 = load i32, ptr %6, align 4
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %58

57:                                               ; preds = %53
  ret void

58:                                               ; preds = %53
  %59 = load ptr, ptr %4, align 8
  %60 = load i32, ptr %6, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8
  store double %63, ptr %10, align 8
  %64 = load ptr, ptr %4, align 8
  %65 = load i32, ptr %9, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = load ptr, ptr %4, align 8
  %70 = load i32, ptr %6, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds double, ptr %69, i64 %71
  store double %68, ptr %72, align 8
  %73 = load double, ptr %10, align 8
  %74 = load ptr, ptr %4, align 8
  %75 = load i32, ptr %9, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds double, ptr %74, i64 %76
  store double %73, ptr %77, align 8
  %78 = load i32, ptr %9, align 4
  store i32 %78, ptr %6, align 4
  br label %11
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
!18 = distinct !{!18, !8}
!19 = distinct !{!19, !8}
!20 = distinct !{!20, !8}
!21 = distinct !{!21, !8}
!22 = distinct !{!22, !8}
!23 = distinct !{!23, !8}
!24 = distinct !{!24, !8}
!25 = distinct !{!25, !8}
!26 = distinct !{!26, !8}
!27 = distinct !{!27, !8}
