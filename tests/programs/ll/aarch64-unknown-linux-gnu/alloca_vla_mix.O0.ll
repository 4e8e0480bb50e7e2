; ModuleID = 'tests/programs/alloca_vla_mix.c'
source_filename = "tests/programs/alloca_vla_mix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i64 0, ptr %1, align 8
  store i32 1, ptr %2, align 4
  br label %20

20:                                               ; preds = %94, %0
  %21 = load i32, ptr %2, align 4
  %22 = icmp sle i32 %21, 40
  br i1 %22, label %23, label %97

23:                                               ; preds = %20
  %24 = load i32, ptr %2, align 4
  %25 = srem i32 %24, 7
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %3, align 4
  %27 = load i32, ptr %2, align 4
  store i32 %27, ptr %4, align 4
  %28 = load i32, ptr %3, align 4
  %29 = zext i32 %28 to i64
  %30 = load i32, ptr %4, align 4
  %31 = zext i32 %30 to i64
  %32 = call ptr @llvm.stacksave()
  store ptr %32, ptr %5, align 8
  %33 = mul nuw i64 %29, %31
  %34 = alloca i32, i64 %33, align 4
  store i64 %29, ptr %6, align 8
  store i64 %31, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %35

35:                                               ; preds = %60, %23
  %36 = load i32, ptr %8, align 4
  %37 = load i32, ptr %3, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %63

39:                                               ; preds = %35
  store i32 0, ptr %9, align 4
  br label %40

40:                                               ; preds = %56, %39
  %41 = load i32, ptr %9, align 4
  %42 = load i32, ptr %4, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %59

44:                                               ; preds = %40
  %45 = load i32, ptr %8, align 4
  %46 = mul nsw i32 %45, 31
  %47 = load i32, ptr %9, align 4
  %48 = add nsw i32 %46, %47
  %49 = load i32, ptr %8, align 4
  %50 = sext i32 %49 to i64
  %51 = mul nsw i64 %50, %31
  %52 = getelementptr inbounds i32, ptr %34, i64 %51
  %53 = load i32, ptr %9, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %52, i64 %54
  store i32 %48, ptr %55, align 4
  br label %56

56:                                               ; preds = %44
  %57 = load i32, ptr %9, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %9, align 4
  br label %40, !llvm.loop !5

59:                                               ; preds = %40
  br label %60

60:                                               ; preds = %59
  %61 = load i32, ptr %8, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %8, align 4
  br label %35, !llvm.loop !7

63:                                               ; preds = %35
  %64 = load i32, ptr %3, align 4
  %65 = load i32, ptr %4, align 4
  %66 = call i64 @consume(i32 noundef %64, i32 noundef %65, ptr noundef %34) #4
  %67 = load i64, ptr %1, align 8
  %68 = add nsw i64 %67, %66
  store i64 %68, ptr %1, align 8
  %69 = load i32, ptr %2, align 4
  %70 = load i32, ptr %3, align 4
  %71 = load i32, ptr %4, align 4
  %72 = mul nsw i64 0, %31
  %73 = getelementptr inbounds i32, ptr %34, i64 %72
  %74 = getelementptr inbounds i32, ptr %73, i64 0
  %75 = load i32, ptr %74, align 4
  %76 = load i32, ptr %3, align 4
  %77 = sub nsw i32 %76, 1
  %78 = sext i32 %77 to i64
  %79 = mul nsw i64 %78, %31
  %80 = getelementptr inbounds i32, ptr %34, i64 %79
  %81 = load i32, ptr %4, align 4
  %82 = sub nsw i32 %81, 1
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %80, i64 %83
  %85 = load i32, ptr %84, align 4
  %86 = mul nuw i64 %29, %31
  %87 = mul nuw i64 4, %86
  %88 = trunc i64 %87 to i32
  %89 = call i32 @many(i32 noundef %69, i32 noundef %70, i32 noundef %71, i32 noundef %75, i32 noundef %85, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef %88) #4
  %90 = sext i32 %89 to i64
  %91 = load i64, ptr %1, align 8
  %92 = add nsw i64 %91, %90
  store i64 %92, ptr %1, align 8
  %93 = load ptr, ptr %5, align 8
  call void @llvm.stackrestore(ptr %93)
  br label %94

94:                                               ; preds = %63
  %95 = load i32, ptr %2, align 4
  %96 = add nsw i32 %95, 3
  store i32 %96, ptr %2, align 4
  br label %20, !llvm.loop !8

97:                                               ; preds = %20
  %98 = load i64, ptr %1, align 8
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %98) #4
  %100 = call i32 @depth_sum(i32 noundef 20) #4
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %100) #4
  %102 = call double @items(i32 noundef 5) #4
  %103 = call double @items(i32 noundef 60) #4
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %102, double noundef %103) #4
  store i32 0, ptr %10, align 4
  br label %105

105:                                              ; preds = %149, %97
  %106 = load i32, ptr %10, align 4
  %107 = icmp slt i32 %106, 3
  br i1 %107, label %108, label %152

108:                                              ; preds = %105
  %109 = load i32, ptr %10, align 4
  %110 = add nsw i32 %109, 2
  %111 = sext i32 %110 to i64
  %112 = mul i64 8, %111
  %113 = alloca i8, i64 %112, align 16
  store ptr %113, ptr %11, align 8
  %114 = alloca i8, i64 24, align 16
  store ptr %114, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %115

115:                                              ; preds = %129, %108
  %116 = load i32, ptr %13, align 4
  %117 = load i32, ptr %10, align 4
  %118 = add nsw i32 %117, 2
  %119 = icmp slt i32 %116, %118
  br i1 %119, label %120, label %132

120:                                              ; preds = %115
  %121 = load i32, ptr %13, align 4
  %122 = load i32, ptr %10, align 4
  %123 = add nsw i32 %121, %122
  %124 = sitofp i32 %123 to double
  %125 = load ptr, ptr %11, align 8
  %126 = load i32, ptr %13, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds double, ptr %125, i64 %127
  store double %124, ptr %128, align 8
  br label %129

129:                                              ; preds = %120
  %130 = load i32, ptr %13, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %13, align 4
  br label %115, !llvm.loop !9

132:                                              ; preds = %115
  %133 = load ptr, ptr %12, align 8
  %134 = ptrtoint ptr %133 to i64
  %135 = urem i64 %134, 16
  %136 = load ptr, ptr %12, align 8
  %137 = getelementptr inbounds i64, ptr %136, i64 0
  store i64 %135, ptr %137, align 8
  %138 = load i32, ptr %10, align 4
  %139 = load ptr, ptr %11, align 8
  %140 = load i32, ptr %10, align 4
  %141 = add nsw i32 %140, 1
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds double, ptr %139, i64 %142
  %144 = load double, ptr %143, align 8
  %145 = load ptr, ptr %12, align 8
  %146 = getelementptr inbounds i64, ptr %145, i64 0
  %147 = load i64, ptr %146, align 8
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %138, double noundef %144, i64 noundef %147) #4
  br label %149

149:                                              ; preds = %132
  %150 = load i32, ptr %10, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %10, align 4
  br label %105, !llvm.loop !10

152:                                              ; preds = %105
  store i32 1000, ptr %14, align 4
  %153 = load i32, ptr %14, align 4
  %154 = mul nsw i32 %153, 64
  %155 = zext i32 %154 to i64
  %156 = call ptr @llvm.stacksave()
  store ptr %156, ptr %15, align 8
  %157 = alloca i8, i64 %155, align 1
  store i64 %155, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %158

158:                                              ; preds = %170, %152
  %159 = load i32, ptr %17, align 4
  %160 = load i32, ptr %14, align 4
  %161 = mul nsw i32 %160, 64
  %162 = icmp slt i32 %159, %161
  br i1 %162, label %163, label %173

163:                                              ; preds = %158
  %164 = load i32, ptr %17, align 4
  %165 = mul nsw i32 %164, 7
  %166 = trunc i32 %165 to i8
  %167 = load i32, ptr %17, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds i8, ptr %157, i64 %168
  store i8 %166, ptr %169, align 1
  br label %170

170:                                              ; preds = %163
  %171 = load i32, ptr %17, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %17, align 4
  br label %158, !llvm.loop !11

173:                                              ; preds = %158
  store i32 0, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %174

174:                                              ; preds = %187, %173
  %175 = load i32, ptr %19, align 4
  %176 = load i32, ptr %14, align 4
  %177 = mul nsw i32 %176, 64
  %178 = icmp slt i32 %175, %177
  br i1 %178, label %179, label %190

179:                                              ; preds = %174
  %180 = load i32, ptr %19, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds i8, ptr %157, i64 %181
  %183 = load i8, ptr %182, align 1
  %184 = zext i8 %183 to i32
  %185 = load i32, ptr %18, align 4
  %186 = add i32 %185, %184
  store i32 %186, ptr %18, align 4
  br label %187

187:                                              ; preds = %179
  %188 = load i32, ptr %19, align 4
  %189 = add nsw i32 %188, 61
  store i32 %189, ptr %19, align 4
  br label %174, !llvm.loop !12

190:                                              ; preds = %174
  %191 = load i32, ptr %18, align 4
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %191) #4
  %193 = load ptr, ptr %15, align 8
  call void @llvm.stackrestore(ptr %193)
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #1

; Function Attrs: noinline nounwind optnone
define internal i64 @consume(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %10 = load i32, ptr %4, align 4
  %11 = zext i32 %10 to i64
  %12 = load i32, ptr %5, align 4
  %13 = zext i32 %12 to i64
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %14

14:                                               ; preds = %44, %3
  %15 = load i32, ptr %8, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %47

18:                                               ; preds = %14
  store i32 0, ptr %9, align 4
  br label %19

19:                                               ; preds = %40, %18
  %20 = load i32, ptr %9, align 4
  %21 = load i32, ptr %5, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %43

23:                                               ; preds = %19
  %24 = load ptr, ptr %6, align 8
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = mul nsw i64 %26, %13
  %28 = getelementptr inbounds i32, ptr %24, i64 %27
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = sext i32 %32 to i64
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 %33, %36
  %38 = load i64, ptr %7, align 8
  %39 = add nsw i64 %38, %37
  store i64 %39, ptr %7, align 8
  br label %40

40:                                               ; preds = %23
  %41 = load i32, ptr %9, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %9, align 4
  br label %19, !llvm.loop !13

43:                                               ; preds = %19
  br label %44

44:                                               ; preds = %43
  %45 = load i32, ptr %8, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %8, align 4
  br label %14, !llvm.loop !14

47:                                               ; preds = %14
  %48 = load i64, ptr %7, align 8
  ret i64 %48
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
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %47

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4
  %12 = mul nsw i32 %11, 16
  %13 = add nsw i32 %12, 1
  %14 = sext i32 %13 to i64
  %15 = alloca i8, i64 %14, align 16
  store ptr %15, ptr %4, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %3, align 4
  %18 = and i32 %17, 127
  %19 = load i32, ptr %3, align 4
  %20 = mul nsw i32 %19, 16
  %21 = add nsw i32 %20, 1
  %22 = sext i32 %21 to i64
  %23 = call ptr @memset(ptr noundef %16, i32 noundef %18, i64 noundef %22) #4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %24

24:                                               ; preds = %38, %10
  %25 = load i32, ptr %6, align 4
  %26 = load i32, ptr %3, align 4
  %27 = mul nsw i32 %26, 16
  %28 = icmp sle i32 %25, %27
  br i1 %28, label %29, label %41

29:                                               ; preds = %24
  %30 = load ptr, ptr %4, align 8
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr %30, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = zext i8 %34 to i32
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %5, align 4
  br label %38

38:                                               ; preds = %29
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %6, align 4
  br label %24, !llvm.loop !15

41:                                               ; preds = %24
  %42 = load i32, ptr %5, align 4
  %43 = load i32, ptr %3, align 4
  %44 = sub nsw i32 %43, 1
  %45 = call i32 @depth_sum(i32 noundef %44) #4
  %46 = add nsw i32 %42, %45
  store i32 %46, ptr %2, align 4
  br label %47

47:                                               ; preds = %41, %9
  %48 = load i32, ptr %2, align 4
  ret i32 %48
}

; Function Attrs: noinline nounwind optnone
define internal double @items(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = zext i32 %8 to i64
  %10 = call ptr @llvm.stacksave()
  store ptr %10, ptr %3, align 8
  %11 = alloca %struct.Item, i64 %9, align 8
  store i64 %9, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %32, %1
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %2, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %35

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4
  %18 = sitofp i32 %17 to double
  %19 = fmul double %18, 5.000000e-01
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds %struct.Item, ptr %11, i64 %21
  %23 = getelementptr inbounds %struct.Item, ptr %22, i32 0, i32 0
  store double %19, ptr %23, align 8
  %24 = load i32, ptr %5, align 4
  %25 = srem i32 %24, 26
  %26 = add nsw i32 97, %25
  %27 = trunc i32 %26 to i8
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.Item, ptr %11, i64 %29
  %31 = getelementptr inbounds %struct.Item, ptr %30, i32 0, i32 1
  store i8 %27, ptr %31, align 8
  br label %32

32:                                               ; preds = %16
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %12, !llvm.loop !16

35:                                               ; preds = %12
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %36

36:                                               ; preds = %56, %35
  %37 = load i32, ptr %7, align 4
  %38 = load i32, ptr %2, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %59

40:                                               ; preds = %36
  %41 = load i32, ptr %7, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds %struct.Item, ptr %11, i64 %42
  %44 = getelementptr inbounds %struct.Item, ptr %43, i32 0, i32 0
  %45 = load double, ptr %44, align 8
  %46 = load i32, ptr %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds %struct.Item, ptr %11, i64 %47
  %49 = getelementptr inbounds %struct.Item, ptr %48, i32 0, i32 1
  %50 = load i8, ptr %49, align 8
  %51 = zext i8 %50 to i32
  %52 = sub nsw i32 %51, 97
  %53 = sitofp i32 %52 to double
  %54 = load double, ptr %6, align 8
  %55 = call double @llvm.fmuladd.f64(double %45, double %53, double %54)
  store double %55, ptr %6, align 8
  br label %56

56:                                               ; preds = %40
  %57 = load i32, ptr %7, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %7, align 4
  br label %36, !llvm.loop !17

59:                                               ; preds = %36
  %60 = load double, ptr %6, align 8
  %61 = load ptr, ptr %3, align 8
  call void @llvm.stackrestore(ptr %61)
  ret double %60
}

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
