; ModuleID = 'tests/programs/alloca_vla_mix.c'
source_filename = "tests/programs/alloca_vla_mix.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.Item = type { double, i8 }

@.str = private unnamed_addr constant [12 x i8] c"total %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"depth %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"items %.2f %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"alloca %d %.1f %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"big %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 4
  %12 = alloca ptr, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i64 0, ptr %1, align 8
  store i32 1, ptr %2, align 4
  br label %20

20:                                               ; preds = %87, %0
  %21 = load i32, ptr %2, align 4
  %22 = icmp sle i32 %21, 40
  br i1 %22, label %23, label %90

23:                                               ; preds = %20
  %24 = load i32, ptr %2, align 4
  %25 = srem i32 %24, 7
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %3, align 4
  %27 = load i32, ptr %2, align 4
  store i32 %27, ptr %4, align 4
  %28 = load i32, ptr %3, align 4
  %29 = load i32, ptr %4, align 4
  %30 = call ptr @llvm.stacksave()
  store ptr %30, ptr %5, align 4
  %31 = mul nuw i32 %28, %29
  %32 = alloca i32, i32 %31, align 4
  store i32 %28, ptr %6, align 4
  store i32 %29, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %33

33:                                               ; preds = %56, %23
  %34 = load i32, ptr %8, align 4
  %35 = load i32, ptr %3, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %59

37:                                               ; preds = %33
  store i32 0, ptr %9, align 4
  br label %38

38:                                               ; preds = %52, %37
  %39 = load i32, ptr %9, align 4
  %40 = load i32, ptr %4, align 4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %55

42:                                               ; preds = %38
  %43 = load i32, ptr %8, align 4
  %44 = mul nsw i32 %43, 31
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %44, %45
  %47 = load i32, ptr %8, align 4
  %48 = mul nsw i32 %47, %29
  %49 = getelementptr inbounds i32, ptr %32, i32 %48
  %50 = load i32, ptr %9, align 4
  %51 = getelementptr inbounds i32, ptr %49, i32 %50
  store i32 %46, ptr %51, align 4
  br label %52

52:                                               ; preds = %42
  %53 = load i32, ptr %9, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %9, align 4
  br label %38, !llvm.loop !5

55:                                               ; preds = %38
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %8, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %8, align 4
  br label %33, !llvm.loop !7

59:                                               ; preds = %33
  %60 = load i32, ptr %3, align 4
  %61 = load i32, ptr %4, align 4
  %62 = call i64 @consume(i32 noundef %60, i32 noundef %61, ptr noundef %32) #4
  %63 = load i64, ptr %1, align 8
  %64 = add nsw i64 %63, %62
  store i64 %64, ptr %1, align 8
  %65 = load i32, ptr %2, align 4
  %66 = load i32, ptr %3, align 4
  %67 = load i32, ptr %4, align 4
  %68 = mul nsw i32 0, %29
  %69 = getelementptr inbounds i32, ptr %32, i32 %68
  %70 = getelementptr inbounds i32, ptr %69, i32 0
  %71 = load i32, ptr %70, align 4
  %72 = load i32, ptr %3, align 4
  %73 = sub nsw i32 %72, 1
  %74 = mul nsw i32 %73, %29
  %75 = getelementptr inbounds i32, ptr %32, i32 %74
  %76 = load i32, ptr %4, align 4
  %77 = sub nsw i32 %76, 1
  %78 = getelementptr inbounds i32, ptr %75, i32 %77
  %79 = load i32, ptr %78, align 4
  %80 = mul nuw i32 %28, %29
  %81 = mul nuw i32 4, %80
  %82 = call i32 @many(i32 noundef %65, i32 noundef %66, i32 noundef %67, i32 noundef %71, i32 noundef %79, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef %81) #4
  %83 = sext i32 %82 to i64
  %84 = load i64, ptr %1, align 8
  %85 = add nsw i64 %84, %83
  store i64 %85, ptr %1, align 8
  %86 = load ptr, ptr %5, align 4
  call void @llvm.stackrestore(ptr %86)
  br label %87

87:                                               ; preds = %59
  %88 = load i32, ptr %2, align 4
  %89 = add nsw i32 %88, 3
  store i32 %89, ptr %2, align 4
  br label %20, !llvm.loop !8

90:                                               ; preds = %20
  %91 = load i64, ptr %1, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %91) #4
  %93 = call i32 @depth_sum(i32 noundef 20) #4
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %93) #4
  %95 = call double @items(i32 noundef 5) #4
  %96 = call double @items(i32 noundef 60) #4
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %95, double noundef %96) #4
  store i32 0, ptr %10, align 4
  br label %98

98:                                               ; preds = %140, %90
  %99 = load i32, ptr %10, align 4
  %100 = icmp slt i32 %99, 3
  br i1 %100, label %101, label %143

101:                                              ; preds = %98
  %102 = load i32, ptr %10, align 4
  %103 = add nsw i32 %102, 2
  %104 = mul i32 8, %103
  %105 = alloca i8, i32 %104, align 8
  store ptr %105, ptr %11, align 4
  %106 = alloca i8, i32 24, align 16
  store ptr %106, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %107

107:                                              ; preds = %120, %101
  %108 = load i32, ptr %13, align 4
  %109 = load i32, ptr %10, align 4
  %110 = add nsw i32 %109, 2
  %111 = icmp slt i32 %108, %110
  br i1 %111, label %112, label %123

112:                                              ; preds = %107
  %113 = load i32, ptr %13, align 4
  %114 = load i32, ptr %10, align 4
  %115 = add nsw i32 %113, %114
  %116 = sitofp i32 %115 to double
  %117 = load ptr, ptr %11, align 4
  %118 = load i32, ptr %13, align 4
  %119 = getelementptr inbounds double, ptr %117, i32 %118
  store double %116, ptr %119, align 8
  br label %120

120:                                              ; preds = %112
  %121 = load i32, ptr %13, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %13, align 4
  br label %107, !llvm.loop !9

123:                                              ; preds = %107
  %124 = load ptr, ptr %12, align 4
  %125 = ptrtoint ptr %124 to i32
  %126 = urem i32 %125, 16
  %127 = zext i32 %126 to i64
  %128 = load ptr, ptr %12, align 4
  %129 = getelementptr inbounds i64, ptr %128, i32 0
  store i64 %127, ptr %129, align 8
  %130 = load i32, ptr %10, align 4
  %131 = load ptr, ptr %11, align 4
  %132 = load i32, ptr %10, align 4
  %133 = add nsw i32 %132, 1
  %134 = getelementptr inbounds double, ptr %131, i32 %133
  %135 = load double, ptr %134, align 8
  %136 = load ptr, ptr %12, align 4
  %137 = getelementptr inbounds i64, ptr %136, i32 0
  %138 = load i64, ptr %137, align 8
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %130, double noundef %135, i64 noundef %138) #4
  br label %140

140:                                              ; preds = %123
  %141 = load i32, ptr %10, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %10, align 4
  br label %98, !llvm.loop !10

143:                                              ; preds = %98
  store i32 1000, ptr %14, align 4
  %144 = load i32, ptr %14, align 4
  %145 = mul nsw i32 %144, 64
  %146 = call ptr @llvm.stacksave()
  store ptr %146, ptr %15, align 4
  %147 = alloca i8, i32 %145, align 1
  store i32 %145, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %148

148:                                              ; preds = %159, %143
  %149 = load i32, ptr %17, align 4
  %150 = load i32, ptr %14, align 4
  %151 = mul nsw i32 %150, 64
  %152 = icmp slt i32 %149, %151
  br i1 %152, label %153, label %162

153:                                              ; preds = %148
  %154 = load i32, ptr %17, align 4
  %155 = mul nsw i32 %154, 7
  %156 = trunc i32 %155 to i8
  %157 = load i32, ptr %17, align 4
  %158 = getelementptr inbounds i8, ptr %147, i32 %157
  store i8 %156, ptr %158, align 1
  br label %159

159:                                              ; preds = %153
  %160 = load i32, ptr %17, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %17, align 4
  br label %148, !llvm.loop !11

162:                                              ; preds = %148
  store i32 0, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %163

163:                                              ; preds = %175, %162
  %164 = load i32, ptr %19, align 4
  %165 = load i32, ptr %14, align 4
  %166 = mul nsw i32 %165, 64
  %167 = icmp slt i32 %164, %166
  br i1 %167, label %168, label %178

168:                                              ; preds = %163
  %169 = load i32, ptr %19, align 4
  %170 = getelementptr inbounds i8, ptr %147, i32 %169
  %171 = load i8, ptr %170, align 1
  %172 = zext i8 %171 to i32
  %173 = load i32, ptr %18, align 4
  %174 = add i32 %173, %172
  store i32 %174, ptr %18, align 4
  br label %175

175:                                              ; preds = %168
  %176 = load i32, ptr %19, align 4
  %177 = add nsw i32 %176, 61
  store i32 %177, ptr %19, align 4
  br label %163, !llvm.loop !12

178:                                              ; preds = %163
  %179 = load i32, ptr %18, align 4
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %179) #4
  %181 = load ptr, ptr %15, align 4
  call void @llvm.stackrestore(ptr %181)
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #1

; Function Attrs: noinline nounwind optnone
define internal i64 @consume(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 4
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %40, %3
  %13 = load i32, ptr %8, align 4
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %43

16:                                               ; preds = %12
  store i32 0, ptr %9, align 4
  br label %17

17:                                               ; preds = %36, %16
  %18 = load i32, ptr %9, align 4
  %19 = load i32, ptr %5, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %39

21:                                               ; preds = %17
  %22 = load ptr, ptr %6, align 4
  %23 = load i32, ptr %8, align 4
  %24 = mul nsw i32 %23, %11
  %25 = getelementptr inbounds i32, ptr %22, i32 %24
  %26 = load i32, ptr %9, align 4
  %27 = getelementptr inbounds i32, ptr %25, i32 %26
  %28 = load i32, ptr %27, align 4
  %29 = sext i32 %28 to i64
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, 1
  %32 = sext i32 %31 to i64
  %33 = mul nsw i64 %29, %32
  %34 = load i64, ptr %7, align 8
  %35 = add nsw i64 %34, %33
  store i64 %35, ptr %7, align 8
  br label %36

36:                                               ; preds = %21
  %37 = load i32, ptr %9, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %9, align 4
  br label %17, !llvm.loop !13

39:                                               ; preds = %17
  br label %40

40:                                               ; preds = %39
  %41 = load i32, ptr %8, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %8, align 4
  br label %12, !llvm.loop !14

43:                                               ; preds = %12
  %44 = load i64, ptr %7, align 8
  ret i64 %44
}

; Function Attrs: noinline nounwind optnone
define internal i32 @many(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) #0 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 %0, ptr %11, align 4
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  store i32 %3, ptr %14, align 4
  store i32 %4, ptr %15, align 4
  store i32 %5, ptr %16, align 4
  store i32 %6, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  store i32 %8, ptr %19, align 4
  store i32 %9, ptr %20, align 4
  %21 = load i32, ptr %11, align 4
  %22 = load i32, ptr %12, align 4
  %23 = mul nsw i32 %22, 2
  %24 = add nsw i32 %21, %23
  %25 = load i32, ptr %13, align 4
  %26 = mul nsw i32 %25, 3
  %27 = add nsw i32 %24, %26
  %28 = load i32, ptr %14, align 4
  %29 = mul nsw i32 %28, 4
  %30 = add nsw i32 %27, %29
  %31 = load i32, ptr %15, align 4
  %32 = mul nsw i32 %31, 5
  %33 = add nsw i32 %30, %32
  %34 = load i32, ptr %16, align 4
  %35 = mul nsw i32 %34, 6
  %36 = add nsw i32 %33, %35
  %37 = load i32, ptr %17, align 4
  %38 = mul nsw i32 %37, 7
  %39 = add nsw i32 %36, %38
  %40 = load i32, ptr %18, align 4
  %41 = mul nsw i32 %40, 8
  %42 = add nsw i32 %39, %41
  %43 = load i32, ptr %19, align 4
  %44 = mul nsw i32 %43, 9
  %45 = add nsw i32 %42, %44
  %46 = load i32, ptr %20, align 4
  %47 = mul nsw i32 %46, 10
  %48 = add nsw i32 %45, %47
  ret i32 %48
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @depth_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %44

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4
  %12 = mul nsw i32 %11, 16
  %13 = add nsw i32 %12, 1
  %14 = alloca i8, i32 %13, align 8
  store ptr %14, ptr %4, align 4
  %15 = load ptr, ptr %4, align 4
  %16 = load i32, ptr %3, align 4
  %17 = and i32 %16, 127
  %18 = load i32, ptr %3, align 4
  %19 = mul nsw i32 %18, 16
  %20 = add nsw i32 %19, 1
  %21 = call ptr @memset(ptr noundef %15, i32 noundef %17, i32 noundef %20) #4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %22

22:                                               ; preds = %35, %10
  %23 = load i32, ptr %6, align 4
  %24 = load i32, ptr %3, align 4
  %25 = mul nsw i32 %24, 16
  %26 = icmp sle i32 %23, %25
  br i1 %26, label %27, label %38

27:                                               ; preds = %22
  %28 = load ptr, ptr %4, align 4
  %29 = load i32, ptr %6, align 4
  %30 = getelementptr inbounds i8, ptr %28, i32 %29
  %31 = load i8, ptr %30, align 1
  %32 = sext i8 %31 to i32
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %5, align 4
  br label %35

35:                                               ; preds = %27
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %6, align 4
  br label %22, !llvm.loop !15

38:                                               ; preds = %22
  %39 = load i32, ptr %5, align 4
  %40 = load i32, ptr %3, align 4
  %41 = sub nsw i32 %40, 1
  %42 = call i32 @depth_sum(i32 noundef %41) #4
  %43 = add nsw i32 %39, %42
  store i32 %43, ptr %2, align 4
  br label %44

44:                                               ; preds = %38, %9
  %45 = load i32, ptr %2, align 4
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone
define internal double @items(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = call ptr @llvm.stacksave()
  store ptr %9, ptr %3, align 4
  %10 = alloca %struct.Item, i32 %8, align 8
  store i32 %8, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %11

11:                                               ; preds = %29, %1
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %32

15:                                               ; preds = %11
  %16 = load i32, ptr %5, align 4
  %17 = sitofp i32 %16 to double
  %18 = fmul double %17, 5.000000e-01
  %19 = load i32, ptr %5, align 4
  %20 = getelementptr inbounds %struct.Item, ptr %10, i32 %19
  %21 = getelementptr inbounds %struct.Item, ptr %20, i32 0, i32 0
  store double %18, ptr %21, align 8
  %22 = load i32, ptr %5, align 4
  %23 = srem i32 %22, 26
  %24 = add nsw i32 97, %23
  %25 = trunc i32 %24 to i8
  %26 = load i32, ptr %5, align 4
  %27 = getelementptr inbounds %struct.Item, ptr %10, i32 %26
  %28 = getelementptr inbounds %struct.Item, ptr %27, i32 0, i32 1
  store i8 %25, ptr %28, align 8
  br label %29

29:                                               ; preds = %15
  %30 = load i32, ptr %5, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %5, align 4
  br label %11, !llvm.loop !16

32:                                               ; preds = %11
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %33

33:                                               ; preds = %51, %32
  %34 = load i32, ptr %7, align 4
  %35 = load i32, ptr %2, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %54

37:                                               ; preds = %33
  %38 = load i32, ptr %7, align 4
  %39 = getelementptr inbounds %struct.Item, ptr %10, i32 %38
  %40 = getelementptr inbounds %struct.Item, ptr %39, i32 0, i32 0
  %41 = load double, ptr %40, align 8
  %42 = load i32, ptr %7, align 4
  %43 = getelementptr inbounds %struct.Item, ptr %10, i32 %42
  %44 = getelementptr inbounds %struct.Item, ptr %43, i32 0, i32 1
  %45 = load i8, ptr %44, align 8
  %46 = sext i8 %45 to i32
  %47 = sub nsw i32 %46, 97
  %48 = sitofp i32 %47 to double
  %49 = load double, ptr %6, align 8
  %50 = call double @llvm.fmuladd.f64(double %41, double %48, double %49)
  store double %50, ptr %6, align 8
  br label %51

51:                                               ; preds = %37
  %52 = load i32, ptr %7, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %7, align 4
  br label %33, !llvm.loop !17

54:                                               ; preds = %33
  %55 = load double, ptr %6, align 8
  %56 = load ptr, ptr %3, align 4
  call void @llvm.stackrestore(ptr %56)
  ret double %55
}

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
