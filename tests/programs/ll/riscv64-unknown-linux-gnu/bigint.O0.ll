; ModuleID = 'tests/programs/bigint.c'
source_filename = "tests/programs/bigint.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
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
  call void @set(ptr noundef %1, i32 noundef signext 1) #3
  store i32 2, ptr %2, align 4
  br label %11

11:                                               ; preds = %16, %0
  %12 = load i32, ptr %2, align 4
  %13 = icmp ule i32 %12, 50
  br i1 %13, label %14, label %19

14:                                               ; preds = %11
  %15 = load i32, ptr %2, align 4
  call void @mul_small(ptr noundef %1, i32 noundef signext %15) #3
  br label %16

16:                                               ; preds = %14
  %17 = load i32, ptr %2, align 4
  %18 = add i32 %17, 1
  store i32 %18, ptr %2, align 4
  br label %11, !llvm.loop !7

19:                                               ; preds = %11
  call void @print(ptr noundef @.str, ptr noundef %1) #3
  %20 = call ptr @memset(ptr noundef %5, i32 noundef signext 0, i64 noundef 164) #3
  call void @set(ptr noundef %3, i32 noundef signext 0) #3
  call void @set(ptr noundef %4, i32 noundef signext 1) #3
  store i32 0, ptr %6, align 4
  br label %21

21:                                               ; preds = %25, %19
  %22 = load i32, ptr %6, align 4
  %23 = icmp slt i32 %22, 300
  br i1 %23, label %24, label %28

24:                                               ; preds = %21
  call void @add(ptr noundef %5, ptr noundef %3, ptr noundef %4) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 164, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 164, i1 false)
  br label %25

25:                                               ; preds = %24
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %6, align 4
  br label %21, !llvm.loop !9

28:                                               ; preds = %21
  call void @print(ptr noundef @.str.1, ptr noundef %3) #3
  call void @set(ptr noundef %7, i32 noundef signext 2) #3
  call void @set(ptr noundef %8, i32 noundef signext 1) #3
  store i32 0, ptr %9, align 4
  br label %29

29:                                               ; preds = %33, %28
  %30 = load i32, ptr %9, align 4
  %31 = icmp slt i32 %30, 200
  br i1 %31, label %32, label %36

32:                                               ; preds = %29
  call void @mul_small(ptr noundef %8, i32 noundef signext 2) #3
  br label %33

33:                                               ; preds = %32
  %34 = load i32, ptr %9, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %9, align 4
  br label %29, !llvm.loop !10

36:                                               ; preds = %29
  call void @print(ptr noundef @.str.2, ptr noundef %8) #3
  call void @mul(ptr noundef %7, ptr noundef %8, ptr noundef %8) #3
  call void @print(ptr noundef @.str.3, ptr noundef %7) #3
  call void @set(ptr noundef %10, i32 noundef signext 999999999) #3
  call void @mul(ptr noundef %10, ptr noundef %10, ptr noundef %10) #3
  call void @print(ptr noundef @.str.4, ptr noundef %10) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @set(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call ptr @memset(ptr noundef %5, i32 noundef signext 0, i64 noundef 164) #3
  %7 = load i32, ptr %4, align 4
  %8 = urem i32 %7, 1000000000
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 0
  %11 = getelementptr inbounds [40 x i32], ptr %10, i64 0, i64 0
  store i32 %8, ptr %11, align 4
  %12 = load i32, ptr %4, align 4
  %13 = udiv i32 %12, 1000000000
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 0
  %16 = getelementptr inbounds [40 x i32], ptr %15, i64 0, i64 1
  store i32 %13, ptr %16, align 4
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.big, ptr %17, i32 0, i32 0
  %19 = getelementptr inbounds [40 x i32], ptr %18, i64 0, i64 1
  %20 = load i32, ptr %19, align 4
  %21 = icmp ne i32 %20, 0
  %22 = zext i1 %21 to i64
  %23 = select i1 %21, i32 2, i32 1
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds %struct.big, ptr %24, i32 0, i32 1
  store i32 %23, ptr %25, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mul_small(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %37, %2
  %9 = load i32, ptr %6, align 4
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %40

14:                                               ; preds = %8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [40 x i32], ptr %16, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = zext i32 %20 to i64
  %22 = load i32, ptr %4, align 4
  %23 = zext i32 %22 to i64
  %24 = mul i64 %21, %23
  %25 = load i64, ptr %5, align 8
  %26 = add i64 %24, %25
  store i64 %26, ptr %7, align 8
  %27 = load i64, ptr %7, align 8
  %28 = urem i64 %27, 1000000000
  %29 = trunc i64 %28 to i32
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.big, ptr %30, i32 0, i32 0
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [40 x i32], ptr %31, i64 0, i64 %33
  store i32 %29, ptr %34, align 4
  %35 = load i64, ptr %7, align 8
  %36 = udiv i64 %35, 1000000000
  store i64 %36, ptr %5, align 8
  br label %37

37:                                               ; preds = %14
  %38 = load i32, ptr %6, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %6, align 4
  br label %8, !llvm.loop !11

40:                                               ; preds = %8
  br label %41

41:                                               ; preds = %44, %40
  %42 = load i64, ptr %5, align 8
  %43 = icmp ne i64 %42, 0
  br i1 %43, label %44, label %58

44:                                               ; preds = %41
  %45 = load i64, ptr %5, align 8
  %46 = urem i64 %45, 1000000000
  %47 = trunc i64 %46 to i32
  %48 = load ptr, ptr %3, align 8
  %49 = getelementptr inbounds %struct.big, ptr %48, i32 0, i32 0
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds %struct.big, ptr %50, i32 0, i32 1
  %52 = load i32, ptr %51, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %51, align 4
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds [40 x i32], ptr %49, i64 0, i64 %54
  store i32 %47, ptr %55, align 4
  %56 = load i64, ptr %5, align 8
  %57 = udiv i64 %56, 1000000000
  store i64 %57, ptr %5, align 8
  br label %41, !llvm.loop !12

58:                                               ; preds = %41
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.big, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = sub nsw i32 %11, 1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [40 x i32], ptr %8, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %6, i32 noundef signext %15) #3
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.big, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = sub nsw i32 %19, 2
  store i32 %20, ptr %5, align 4
  br label %21

21:                                               ; preds = %32, %2
  %22 = load i32, ptr %5, align 4
  %23 = icmp sge i32 %22, 0
  br i1 %23, label %24, label %35

24:                                               ; preds = %21
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.big, ptr %25, i32 0, i32 0
  %27 = load i32, ptr %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [40 x i32], ptr %26, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %30) #3
  br label %32

32:                                               ; preds = %24
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, -1
  store i32 %34, ptr %5, align 4
  br label %21, !llvm.loop !13

35:                                               ; preds = %21
  %36 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7) #3
  ret void
}

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @add(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.big, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = load ptr, ptr %6, align 8
  %15 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = icmp sgt i32 %13, %16
  br i1 %17, label %18, label %22

18:                                               ; preds = %3
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.big, ptr %19, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  br label %26

22:                                               ; preds = %3
  %23 = load ptr, ptr %6, align 8
  %24 = getelementptr inbounds %struct.big, ptr %23, i32 0, i32 1
  %25 = load i32, ptr %24, align 4
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi i32 [ %21, %18 ], [ %25, %22 ]
  store i32 %27, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %28

28:                                               ; preds = %65, %26
  %29 = load i32, ptr %9, align 4
  %30 = load i32, ptr %8, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %68

32:                                               ; preds = %28
  %33 = load ptr, ptr %5, align 8
  %34 = getelementptr inbounds %struct.big, ptr %33, i32 0, i32 0
  %35 = load i32, ptr %9, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [40 x i32], ptr %34, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = load ptr, ptr %6, align 8
  %40 = getelementptr inbounds %struct.big, ptr %39, i32 0, i32 0
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [40 x i32], ptr %40, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = add i32 %38, %44
  %46 = load i32, ptr %7, align 4
  %47 = add i32 %45, %46
  store i32 %47, ptr %10, align 4
  %48 = load i32, ptr %10, align 4
  %49 = icmp uge i32 %48, 1000000000
  %50 = zext i1 %49 to i32
  store i32 %50, ptr %7, align 4
  %51 = load i32, ptr %7, align 4
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %56

53:                                               ; preds = %32
  %54 = load i32, ptr %10, align 4
  %55 = sub i32 %54, 1000000000
  br label %58

56:                                               ; preds = %32
  %57 = load i32, ptr %10, align 4
  br label %58

58:                                               ; preds = %56, %53
  %59 = phi i32 [ %55, %53 ], [ %57, %56 ]
  %60 = load ptr, ptr %4, align 8
  %61 = getelementptr inbounds %struct.big, ptr %60, i32 0, i32 0
  %62 = load i32, ptr %9, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [40 x i32], ptr %61, i64 0, i64 %63
  store i32 %59, ptr %64, align 4
  br label %65

65:                                               ; preds = %58
  %66 = load i32, ptr %9, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %9, align 4
  br label %28, !llvm.loop !14

68:                                               ; preds = %28
  %69 = load i32, ptr %8, align 4
  %70 = load ptr, ptr %4, align 8
  %71 = getelementptr inbounds %struct.big, ptr %70, i32 0, i32 1
  store i32 %69, ptr %71, align 4
  %72 = load i32, ptr %7, align 4
  %73 = icmp ne i32 %72, 0
  br i1 %73, label %74, label %83

74:                                               ; preds = %68
  %75 = load ptr, ptr %4, align 8
  %76 = getelementptr inbounds %struct.big, ptr %75, i32 0, i32 0
  %77 = load ptr, ptr %4, align 8
  %78 = getelementptr inbounds %struct.big, ptr %77, i32 0, i32 1
  %79 = load i32, ptr %78, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %78, align 4
  %81 = sext i32 %79 to i64
  %82 = getelementptr inbounds [40 x i32], ptr %76, i64 0, i64 %81
  store i32 1, ptr %82, align 4
  br label %83

83:                                               ; preds = %74, %68
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @mul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [80 x i64], align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.big, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %15 = getelementptr inbounds [80 x i64], ptr %7, i64 0, i64 0
  %16 = call ptr @memset(ptr noundef %15, i32 noundef signext 0, i64 noundef 640) #3
  store i32 0, ptr %8, align 4
  br label %17

17:                                               ; preds = %88, %3
  %18 = load i32, ptr %8, align 4
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.big, ptr %19, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = icmp slt i32 %18, %21
  br i1 %22, label %23, label %91

23:                                               ; preds = %17
  store i32 0, ptr %9, align 4
  br label %24

24:                                               ; preds = %84, %23
  %25 = load i32, ptr %9, align 4
  %26 = load ptr, ptr %6, align 8
  %27 = getelementptr inbounds %struct.big, ptr %26, i32 0, i32 1
  %28 = load i32, ptr %27, align 4
  %29 = icmp slt i32 %25, %28
  br i1 %29, label %30, label %87

30:                                               ; preds = %24
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.big, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [40 x i32], ptr %32, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = zext i32 %36 to i64
  %38 = load ptr, ptr %6, align 8
  %39 = getelementptr inbounds %struct.big, ptr %38, i32 0, i32 0
  %40 = load i32, ptr %9, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [40 x i32], ptr %39, i64 0, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = zext i32 %43 to i64
  %45 = mul i64 %37, %44
  %46 = load i32, ptr %8, align 4
  %47 = load i32, ptr %9, align 4
  %48 = add nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [80 x i64], ptr %7, i64 0, i64 %49
  %51 = load i64, ptr %50, align 8
  %52 = add i64 %51, %45
  store i64 %52, ptr %50, align 8
  %53 = load i32, ptr %8, align 4
  %54 = load i32, ptr %9, align 4
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [80 x i64], ptr %7, i64 0, i64 %56
  %58 = load i64, ptr %57, align 8
  %59 = icmp uge i64 %58, 8000000000000000000
  br i1 %59, label %60, label %83

60:                                               ; preds = %30
  %61 = load i32, ptr %8, align 4
  %62 = load i32, ptr %9, align 4
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [80 x i64], ptr %7, i64 0, i64 %64
  %66 = load i64, ptr %65, align 8
  %67 = udiv i64 %66, 1000000000
  %68 = load i32, ptr %8, align 4
  %69 = load i32, ptr %9, align 4
  %70 = add nsw i32 %68, %69
  %71 = add nsw i32 %70, 1
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [80 x i64], ptr %7, i64 0, i64 %72
  %74 = load i64, ptr %73, align 8
  %75 = add i64 %74, %67
  store i64 %75, ptr %73, align 8
  %76 = load i32, ptr %8, align 4
  %77 = load i32, ptr %9, align 4
  %78 = add nsw i32 %76, %77
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [80 x i64], ptr %7, i64 0, i64 %79
  %81 = load i64, ptr %80, align 8
  %82 = urem i64 %81, 1000000000
  store i64 %82, ptr %80, align 8
  br label %83

83:                                               ; preds = %60, %30
  br label %84

84:                                               ; preds = %83
  %85 = load i32, ptr %9, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %9, align 4
  br label %24, !llvm.loop !15

87:                                               ; preds = %24
  br label %88

88:                                               ; preds = %87
  %89 = load i32, ptr %8, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %8, align 4
  br label %17, !llvm.loop !16

91:                                               ; preds = %17
  %92 = call ptr @memset(ptr noundef %10, i32 noundef signext 0, i64 noundef 164) #3
  store i64 0, ptr %11, align 8
  %93 = load ptr, ptr %5, align 8
  %94 = getelementptr inbounds %struct.big, ptr %93, i32 0, i32 1
  %95 = load i32, ptr %94, align 4
  %96 = load ptr, ptr %6, align 8
  %97 = getelementptr inbounds %struct.big, ptr %96, i32 0, i32 1
  %98 = load i32, ptr %97, align 4
  %99 = add nsw i32 %95, %98
  store i32 %99, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %100

100:                                              ; preds = %120, %91
  %101 = load i32, ptr %13, align 4
  %102 = load i32, ptr %12, align 4
  %103 = icmp slt i32 %101, %102
  br i1 %103, label %104, label %123

104:                                              ; preds = %100
  %105 = load i32, ptr %13, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [80 x i64], ptr %7, i64 0, i64 %106
  %108 = load i64, ptr %107, align 8
  %109 = load i64, ptr %11, align 8
  %110 = add i64 %108, %109
  store i64 %110, ptr %14, align 8
  %111 = load i64, ptr %14, align 8
  %112 = urem i64 %111, 1000000000
  %113 = trunc i64 %112 to i32
  %114 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 0
  %115 = load i32, ptr %13, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [40 x i32], ptr %114, i64 0, i64 %116
  store i32 %113, ptr %117, align 4
  %118 = load i64, ptr %14, align 8
  %119 = udiv i64 %118, 1000000000
  store i64 %119, ptr %11, align 8
  br label %120

120:                                              ; preds = %104
  %121 = load i32, ptr %13, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %13, align 4
  br label %100, !llvm.loop !17

123:                                              ; preds = %100
  br label %124

124:                                              ; preds = %137, %123
  %125 = load i32, ptr %12, align 4
  %126 = icmp sgt i32 %125, 1
  br i1 %126, label %127, label %135

127:                                              ; preds = %124
  %128 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 0
  %129 = load i32, ptr %12, align 4
  %130 = sub nsw i32 %129, 1
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [40 x i32], ptr %128, i64 0, i64 %131
  %133 = load i32, ptr %132, align 4
  %134 = icmp eq i32 %133, 0
  br label %135

135:                                              ; preds = %127, %124
  %136 = phi i1 [ false, %124 ], [ %134, %127 ]
  br i1 %136, label %137, label %140

137:                                              ; preds = %135
  %138 = load i32, ptr %12, align 4
  %139 = add nsw i32 %138, -1
  store i32 %139, ptr %12, align 4
  br label %124, !llvm.loop !18

140:                                              ; preds = %135
  %141 = load i32, ptr %12, align 4
  %142 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 1
  store i32 %141, ptr %142, align 4
  %143 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %143, ptr align 4 %10, i64 164, i1 false)
  ret void
}

declare signext i32 @printf(ptr noundef, ...) #1

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
