; ModuleID = 'tests/programs/bigint.c'
source_filename = "tests/programs/bigint.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.big = type { [40 x i32], i32 }

@.str = private unnamed_addr constant [4 x i8] c"50!\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"fib300\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"2^200\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"2^400\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"999999999^2\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"%s %u\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %struct.big, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.big, align 4
  %4 = alloca %struct.big, align 4
  %5 = alloca %struct.big, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.big, align 4
  %8 = alloca %struct.big, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.big, align 4
  call void @set(ptr noundef %1, i32 noundef 1) #3
  store i32 2, ptr %2, align 4
  br label %11

11:                                               ; preds = %16, %0
  %12 = load i32, ptr %2, align 4
  %13 = icmp ule i32 %12, 50
  br i1 %13, label %14, label %19

14:                                               ; preds = %11
  %15 = load i32, ptr %2, align 4
  call void @mul_small(ptr noundef %1, i32 noundef %15) #3
  br label %16

16:                                               ; preds = %14
  %17 = load i32, ptr %2, align 4
  %18 = add i32 %17, 1
  store i32 %18, ptr %2, align 4
  br label %11, !llvm.loop !5

19:                                               ; preds = %11
  call void @print(ptr noundef @.str, ptr noundef %1) #3
  %20 = call ptr @memset(ptr noundef %5, i32 noundef 0, i32 noundef 164) #3
  call void @set(ptr noundef %3, i32 noundef 0) #3
  call void @set(ptr noundef %4, i32 noundef 1) #3
  store i32 0, ptr %6, align 4
  br label %21

21:                                               ; preds = %25, %19
  %22 = load i32, ptr %6, align 4
  %23 = icmp slt i32 %22, 300
  br i1 %23, label %24, label %28

24:                                               ; preds = %21
  call void @add(ptr noundef %5, ptr noundef %3, ptr noundef %4) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 %4, i32 164, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %4, ptr align 4 %5, i32 164, i1 false)
  br label %25

25:                                               ; preds = %24
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %6, align 4
  br label %21, !llvm.loop !7

28:                                               ; preds = %21
  call void @print(ptr noundef @.str.1, ptr noundef %3) #3
  call void @set(ptr noundef %7, i32 noundef 2) #3
  call void @set(ptr noundef %8, i32 noundef 1) #3
  store i32 0, ptr %9, align 4
  br label %29

29:                                               ; preds = %33, %28
  %30 = load i32, ptr %9, align 4
  %31 = icmp slt i32 %30, 200
  br i1 %31, label %32, label %36

32:                                               ; preds = %29
  call void @mul_small(ptr noundef %8, i32 noundef 2) #3
  br label %33

33:                                               ; preds = %32
  %34 = load i32, ptr %9, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %9, align 4
  br label %29, !llvm.loop !8

36:                                               ; preds = %29
  call void @print(ptr noundef @.str.2, ptr noundef %8) #3
  call void @mul(ptr noundef %7, ptr noundef %8, ptr noundef %8) #3
  call void @print(ptr noundef @.str.3, ptr noundef %7) #3
  call void @set(ptr noundef %10, i32 noundef 999999999) #3
  call void @mul(ptr noundef %10, ptr noundef %10, ptr noundef %10) #3
  call void @print(ptr noundef @.str.4, ptr noundef %10) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @set(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = call ptr @memset(ptr noundef %5, i32 noundef 0, i32 noundef 164) #3
  %7 = load i32, ptr %4, align 4
  %8 = urem i32 %7, 1000000000
  %9 = load ptr, ptr %3, align 4
  %10 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 0
  %11 = getelementptr inbounds [40 x i32], ptr %10, i32 0, i32 0
  store i32 %8, ptr %11, align 4
  %12 = load i32, ptr %4, align 4
  %13 = udiv i32 %12, 1000000000
  %14 = load ptr, ptr %3, align 4
  %15 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 0
  %16 = getelementptr inbounds [40 x i32], ptr %15, i32 0, i32 1
  store i32 %13, ptr %16, align 4
  %17 = load ptr, ptr %3, align 4
  %18 = getelementptr inbounds %struct.big, ptr %17, i32 0, i32 0
  %19 = getelementptr inbounds [40 x i32], ptr %18, i32 0, i32 1
  %20 = load i32, ptr %19, align 4
  %21 = icmp ne i32 %20, 0
  %22 = zext i1 %21 to i64
  %23 = select i1 %21, i32 2, i32 1
  %24 = load ptr, ptr %3, align 4
  %25 = getelementptr inbounds %struct.big, ptr %24, i32 0, i32 1
  store i32 %23, ptr %25, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mul_small(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %35, %2
  %9 = load i32, ptr %6, align 4
  %10 = load ptr, ptr %3, align 4
  %11 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %38

14:                                               ; preds = %8
  %15 = load ptr, ptr %3, align 4
  %16 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %6, align 4
  %18 = getelementptr inbounds [40 x i32], ptr %16, i32 0, i32 %17
  %19 = load i32, ptr %18, align 4
  %20 = zext i32 %19 to i64
  %21 = load i32, ptr %4, align 4
  %22 = zext i32 %21 to i64
  %23 = mul i64 %20, %22
  %24 = load i64, ptr %5, align 8
  %25 = add i64 %23, %24
  store i64 %25, ptr %7, align 8
  %26 = load i64, ptr %7, align 8
  %27 = urem i64 %26, 1000000000
  %28 = trunc i64 %27 to i32
  %29 = load ptr, ptr %3, align 4
  %30 = getelementptr inbounds %struct.big, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %6, align 4
  %32 = getelementptr inbounds [40 x i32], ptr %30, i32 0, i32 %31
  store i32 %28, ptr %32, align 4
  %33 = load i64, ptr %7, align 8
  %34 = udiv i64 %33, 1000000000
  store i64 %34, ptr %5, align 8
  br label %35

35:                                               ; preds = %14
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %6, align 4
  br label %8, !llvm.loop !9

38:                                               ; preds = %8
  br label %39

39:                                               ; preds = %42, %38
  %40 = load i64, ptr %5, align 8
  %41 = icmp ne i64 %40, 0
  br i1 %41, label %42, label %55

42:                                               ; preds = %39
  %43 = load i64, ptr %5, align 8
  %44 = urem i64 %43, 1000000000
  %45 = trunc i64 %44 to i32
  %46 = load ptr, ptr %3, align 4
  %47 = getelementptr inbounds %struct.big, ptr %46, i32 0, i32 0
  %48 = load ptr, ptr %3, align 4
  %49 = getelementptr inbounds %struct.big, ptr %48, i32 0, i32 1
  %50 = load i32, ptr %49, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %49, align 4
  %52 = getelementptr inbounds [40 x i32], ptr %47, i32 0, i32 %50
  store i32 %45, ptr %52, align 4
  %53 = load i64, ptr %5, align 8
  %54 = udiv i64 %53, 1000000000
  store i64 %54, ptr %5, align 8
  br label %39, !llvm.loop !10

55:                                               ; preds = %39
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.big, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %4, align 4
  %10 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = sub nsw i32 %11, 1
  %13 = getelementptr inbounds [40 x i32], ptr %8, i32 0, i32 %12
  %14 = load i32, ptr %13, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %6, i32 noundef %14) #3
  %16 = load ptr, ptr %4, align 4
  %17 = getelementptr inbounds %struct.big, ptr %16, i32 0, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = sub nsw i32 %18, 2
  store i32 %19, ptr %5, align 4
  br label %20

20:                                               ; preds = %30, %2
  %21 = load i32, ptr %5, align 4
  %22 = icmp sge i32 %21, 0
  br i1 %22, label %23, label %33

23:                                               ; preds = %20
  %24 = load ptr, ptr %4, align 4
  %25 = getelementptr inbounds %struct.big, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %5, align 4
  %27 = getelementptr inbounds [40 x i32], ptr %25, i32 0, i32 %26
  %28 = load i32, ptr %27, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %28) #3
  br label %30

30:                                               ; preds = %23
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, -1
  store i32 %32, ptr %5, align 4
  br label %20, !llvm.loop !11

33:                                               ; preds = %20
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.7) #3
  ret void
}

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @add(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  store ptr %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  %11 = load ptr, ptr %5, align 4
  %12 = getelementptr inbounds %struct.big, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = load ptr, ptr %6, align 4
  %15 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = icmp sgt i32 %13, %16
  br i1 %17, label %18, label %22

18:                                               ; preds = %3
  %19 = load ptr, ptr %5, align 4
  %20 = getelementptr inbounds %struct.big, ptr %19, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  br label %26

22:                                               ; preds = %3
  %23 = load ptr, ptr %6, align 4
  %24 = getelementptr inbounds %struct.big, ptr %23, i32 0, i32 1
  %25 = load i32, ptr %24, align 4
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi i32 [ %21, %18 ], [ %25, %22 ]
  store i32 %27, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %28

28:                                               ; preds = %62, %26
  %29 = load i32, ptr %9, align 4
  %30 = load i32, ptr %8, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %65

32:                                               ; preds = %28
  %33 = load ptr, ptr %5, align 4
  %34 = getelementptr inbounds %struct.big, ptr %33, i32 0, i32 0
  %35 = load i32, ptr %9, align 4
  %36 = getelementptr inbounds [40 x i32], ptr %34, i32 0, i32 %35
  %37 = load i32, ptr %36, align 4
  %38 = load ptr, ptr %6, align 4
  %39 = getelementptr inbounds %struct.big, ptr %38, i32 0, i32 0
  %40 = load i32, ptr %9, align 4
  %41 = getelementptr inbounds [40 x i32], ptr %39, i32 0, i32 %40
  %42 = load i32, ptr %41, align 4
  %43 = add i32 %37, %42
  %44 = load i32, ptr %7, align 4
  %45 = add i32 %43, %44
  store i32 %45, ptr %10, align 4
  %46 = load i32, ptr %10, align 4
  %47 = icmp uge i32 %46, 1000000000
  %48 = zext i1 %47 to i32
  store i32 %48, ptr %7, align 4
  %49 = load i32, ptr %7, align 4
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %54

51:                                               ; preds = %32
  %52 = load i32, ptr %10, align 4
  %53 = sub i32 %52, 1000000000
  br label %56

54:                                               ; preds = %32
  %55 = load i32, ptr %10, align 4
  br label %56

56:                                               ; preds = %54, %51
  %57 = phi i32 [ %53, %51 ], [ %55, %54 ]
  %58 = load ptr, ptr %4, align 4
  %59 = getelementptr inbounds %struct.big, ptr %58, i32 0, i32 0
  %60 = load i32, ptr %9, align 4
  %61 = getelementptr inbounds [40 x i32], ptr %59, i32 0, i32 %60
  store i32 %57, ptr %61, align 4
  br label %62

62:                                               ; preds = %56
  %63 = load i32, ptr %9, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %9, align 4
  br label %28, !llvm.loop !12

65:                                               ; preds = %28
  %66 = load i32, ptr %8, align 4
  %67 = load ptr, ptr %4, align 4
  %68 = getelementptr inbounds %struct.big, ptr %67, i32 0, i32 1
  store i32 %66, ptr %68, align 4
  %69 = load i32, ptr %7, align 4
  %70 = icmp ne i32 %69, 0
  br i1 %70, label %71, label %79

71:                                               ; preds = %65
  %72 = load ptr, ptr %4, align 4
  %73 = getelementptr inbounds %struct.big, ptr %72, i32 0, i32 0
  %74 = load ptr, ptr %4, align 4
  %75 = getelementptr inbounds %struct.big, ptr %74, i32 0, i32 1
  %76 = load i32, ptr %75, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %75, align 4
  %78 = getelementptr inbounds [40 x i32], ptr %73, i32 0, i32 %76
  store i32 1, ptr %78, align 4
  br label %79

79:                                               ; preds = %71, %65
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @mul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca [80 x i64], align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.big, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  store ptr %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  store ptr %2, ptr %6, align 4
  %15 = getelementptr inbounds [80 x i64], ptr %7, i32 0, i32 0
  %16 = call ptr @memset(ptr noundef %15, i32 noundef 0, i32 noundef 640) #3
  store i32 0, ptr %8, align 4
  br label %17

17:                                               ; preds = %81, %3
  %18 = load i32, ptr %8, align 4
  %19 = load ptr, ptr %5, align 4
  %20 = getelementptr inbounds %struct.big, ptr %19, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = icmp slt i32 %18, %21
  br i1 %22, label %23, label %84

23:                                               ; preds = %17
  store i32 0, ptr %9, align 4
  br label %24

24:                                               ; preds = %77, %23
  %25 = load i32, ptr %9, align 4
  %26 = load ptr, ptr %6, align 4
  %27 = getelementptr inbounds %struct.big, ptr %26, i32 0, i32 1
  %28 = load i32, ptr %27, align 4
  %29 = icmp slt i32 %25, %28
  br i1 %29, label %30, label %80

30:                                               ; preds = %24
  %31 = load ptr, ptr %5, align 4
  %32 = getelementptr inbounds %struct.big, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %8, align 4
  %34 = getelementptr inbounds [40 x i32], ptr %32, i32 0, i32 %33
  %35 = load i32, ptr %34, align 4
  %36 = zext i32 %35 to i64
  %37 = load ptr, ptr %6, align 4
  %38 = getelementptr inbounds %struct.big, ptr %37, i32 0, i32 0
  %39 = load i32, ptr %9, align 4
  %40 = getelementptr inbounds [40 x i32], ptr %38, i32 0, i32 %39
  %41 = load i32, ptr %40, align 4
  %42 = zext i32 %41 to i64
  %43 = mul i64 %36, %42
  %44 = load i32, ptr %8, align 4
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %44, %45
  %47 = getelementptr inbounds [80 x i64], ptr %7, i32 0, i32 %46
  %48 = load i64, ptr %47, align 8
  %49 = add i64 %48, %43
  store i64 %49, ptr %47, align 8
  %50 = load i32, ptr %8, align 4
  %51 = load i32, ptr %9, align 4
  %52 = add nsw i32 %50, %51
  %53 = getelementptr inbounds [80 x i64], ptr %7, i32 0, i32 %52
  %54 = load i64, ptr %53, align 8
  %55 = icmp uge i64 %54, 8000000000000000000
  br i1 %55, label %56, label %76

56:                                               ; preds = %30
  %57 = load i32, ptr %8, align 4
  %58 = load i32, ptr %9, align 4
  %59 = add nsw i32 %57, %58
  %60 = getelementptr inbounds [80 x i64], ptr %7, i32 0, i32 %59
  %61 = load i64, ptr %60, align 8
  %62 = udiv i64 %61, 1000000000
  %63 = load i32, ptr %8, align 4
  %64 = load i32, ptr %9, align 4
  %65 = add nsw i32 %63, %64
  %66 = add nsw i32 %65, 1
  %67 = getelementptr inbounds [80 x i64], ptr %7, i32 0, i32 %66
  %68 = load i64, ptr %67, align 8
  %69 = add i64 %68, %62
  store i64 %69, ptr %67, align 8
  %70 = load i32, ptr %8, align 4
  %71 = load i32, ptr %9, align 4
  %72 = add nsw i32 %70, %71
  %73 = getelementptr inbounds [80 x i64], ptr %7, i32 0, i32 %72
  %74 = load i64, ptr %73, align 8
  %75 = urem i64 %74, 1000000000
  store i64 %75, ptr %73, align 8
  br label %76

76:                                               ; preds = %56, %30
  br label %77

77:                                               ; preds = %76
  %78 = load i32, ptr %9, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %9, align 4
  br label %24, !llvm.loop !13

80:                                               ; preds = %24
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %8, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %8, align 4
  br label %17, !llvm.loop !14

84:                                               ; preds = %17
  %85 = call ptr @memset(ptr noundef %10, i32 noundef 0, i32 noundef 164) #3
  store i64 0, ptr %11, align 8
  %86 = load ptr, ptr %5, align 4
  %87 = getelementptr inbounds %struct.big, ptr %86, i32 0, i32 1
  %88 = load i32, ptr %87, align 4
  %89 = load ptr, ptr %6, align 4
  %90 = getelementptr inbounds %struct.big, ptr %89, i32 0, i32 1
  %91 = load i32, ptr %90, align 4
  %92 = add nsw i32 %88, %91
  store i32 %92, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %93

93:                                               ; preds = %111, %84
  %94 = load i32, ptr %13, align 4
  %95 = load i32, ptr %12, align 4
  %96 = icmp slt i32 %94, %95
  br i1 %96, label %97, label %114

97:                                               ; preds = %93
  %98 = load i32, ptr %13, align 4
  %99 = getelementptr inbounds [80 x i64], ptr %7, i32 0, i32 %98
  %100 = load i64, ptr %99, align 8
  %101 = load i64, ptr %11, align 8
  %102 = add i64 %100, %101
  store i64 %102, ptr %14, align 8
  %103 = load i64, ptr %14, align 8
  %104 = urem i64 %103, 1000000000
  %105 = trunc i64 %104 to i32
  %106 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 0
  %107 = load i32, ptr %13, align 4
  %108 = getelementptr inbounds [40 x i32], ptr %106, i32 0, i32 %107
  store i32 %105, ptr %108, align 4
  %109 = load i64, ptr %14, align 8
  %110 = udiv i64 %109, 1000000000
  store i64 %110, ptr %11, align 8
  br label %111

111:                                              ; preds = %97
  %112 = load i32, ptr %13, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %13, align 4
  br label %93, !llvm.loop !15

114:                                              ; preds = %93
  br label %115

115:                                              ; preds = %127, %114
  %116 = load i32, ptr %12, align 4
  %117 = icmp sgt i32 %116, 1
  br i1 %117, label %118, label %125

118:                                              ; preds = %115
  %119 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 0
  %120 = load i32, ptr %12, align 4
  %121 = sub nsw i32 %120, 1
  %122 = getelementptr inbounds [40 x i32], ptr %119, i32 0, i32 %121
  %123 = load i32, ptr %122, align 4
  %124 = icmp eq i32 %123, 0
  br label %125

125:                                              ; preds = %118, %115
  %126 = phi i1 [ false, %115 ], [ %124, %118 ]
  br i1 %126, label %127, label %130

127:                                              ; preds = %125
  %128 = load i32, ptr %12, align 4
  %129 = add nsw i32 %128, -1
  store i32 %129, ptr %12, align 4
  br label %115, !llvm.loop !16

130:                                              ; preds = %125
  %131 = load i32, ptr %12, align 4
  %132 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 1
  store i32 %131, ptr %132, align 4
  %133 = load ptr, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %133, ptr align 4 %10, i32 164, i1 false)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

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
