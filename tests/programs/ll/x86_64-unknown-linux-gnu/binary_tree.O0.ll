; ModuleID = 'tests/programs/binary_tree.c'
source_filename = "tests/programs/binary_tree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tree = type { i32, ptr, ptr }
%struct.expr = type { i8, i32, ptr, ptr }

@.str = private unnamed_addr constant [44 x i8] c"count %d height %d sorted %d min %d max %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"contains %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c" = %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"(\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c" %c \00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c")\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [200 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr null, ptr %1, align 8
  store i32 7, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %20, %0
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 200
  br i1 %11, label %12, label %23

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = mul i32 %13, 69069
  %15 = add i32 %14, 1
  store i32 %15, ptr %2, align 4
  %16 = load ptr, ptr %1, align 8
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 20
  %19 = call ptr @insert(ptr noundef %16, i32 noundef %18) #2
  store ptr %19, ptr %1, align 8
  br label %20

20:                                               ; preds = %12
  %21 = load i32, ptr %3, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %3, align 4
  br label %9, !llvm.loop !5

23:                                               ; preds = %9
  store i32 0, ptr %5, align 4
  %24 = load ptr, ptr %1, align 8
  %25 = getelementptr inbounds [200 x i32], ptr %4, i64 0, i64 0
  call void @inorder(ptr noundef %24, ptr noundef %25, ptr noundef %5) #2
  store i32 1, ptr %6, align 4
  store i32 1, ptr %7, align 4
  br label %26

26:                                               ; preds = %43, %23
  %27 = load i32, ptr %7, align 4
  %28 = load i32, ptr %5, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %46

30:                                               ; preds = %26
  %31 = load i32, ptr %7, align 4
  %32 = sub nsw i32 %31, 1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [200 x i32], ptr %4, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [200 x i32], ptr %4, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = icmp sge i32 %35, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %30
  store i32 0, ptr %6, align 4
  br label %42

42:                                               ; preds = %41, %30
  br label %43

43:                                               ; preds = %42
  %44 = load i32, ptr %7, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %7, align 4
  br label %26, !llvm.loop !7

46:                                               ; preds = %26
  %47 = load ptr, ptr %1, align 8
  %48 = call i32 @count(ptr noundef %47) #2
  %49 = load ptr, ptr %1, align 8
  %50 = call i32 @height(ptr noundef %49) #2
  %51 = load i32, ptr %6, align 4
  %52 = getelementptr inbounds [200 x i32], ptr %4, i64 0, i64 0
  %53 = load i32, ptr %52, align 16
  %54 = load i32, ptr %5, align 4
  %55 = sub nsw i32 %54, 1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [200 x i32], ptr %4, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %48, i32 noundef %50, i32 noundef %51, i32 noundef %53, i32 noundef %58) #2
  %60 = load ptr, ptr %1, align 8
  %61 = getelementptr inbounds [200 x i32], ptr %4, i64 0, i64 17
  %62 = load i32, ptr %61, align 4
  %63 = call i32 @contains(ptr noundef %60, i32 noundef %62) #2
  %64 = load ptr, ptr %1, align 8
  %65 = call i32 @contains(ptr noundef %64, i32 noundef -5) #2
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %63, i32 noundef %65) #2
  %67 = load ptr, ptr %1, align 8
  call void @destroy(ptr noundef %67) #2
  %68 = call ptr @num(i32 noundef 3) #2
  %69 = call ptr @num(i32 noundef 4) #2
  %70 = call ptr @bin(i8 noundef signext 43, ptr noundef %68, ptr noundef %69) #2
  %71 = call ptr @num(i32 noundef 10) #2
  %72 = call ptr @num(i32 noundef 2) #2
  %73 = call ptr @num(i32 noundef 6) #2
  %74 = call ptr @bin(i8 noundef signext 42, ptr noundef %72, ptr noundef %73) #2
  %75 = call ptr @bin(i8 noundef signext 45, ptr noundef %71, ptr noundef %74) #2
  %76 = call ptr @bin(i8 noundef signext 42, ptr noundef %70, ptr noundef %75) #2
  store ptr %76, ptr %8, align 8
  %77 = load ptr, ptr %8, align 8
  call void @show(ptr noundef %77) #2
  %78 = load ptr, ptr %8, align 8
  %79 = call i64 @eval(ptr noundef %78) #2
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %79) #2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal ptr @insert(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load ptr, ptr %4, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %18, label %8

8:                                                ; preds = %2
  %9 = call ptr @malloc(i64 noundef 24) #2
  store ptr %9, ptr %4, align 8
  %10 = load i32, ptr %5, align 4
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.tree, ptr %11, i32 0, i32 0
  store i32 %10, ptr %12, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.tree, ptr %13, i32 0, i32 2
  store ptr null, ptr %14, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.tree, ptr %15, i32 0, i32 1
  store ptr null, ptr %16, align 8
  %17 = load ptr, ptr %4, align 8
  store ptr %17, ptr %3, align 8
  br label %49

18:                                               ; preds = %2
  %19 = load i32, ptr %5, align 4
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %struct.tree, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %21, align 8
  %23 = icmp slt i32 %19, %22
  br i1 %23, label %24, label %32

24:                                               ; preds = %18
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.tree, ptr %25, i32 0, i32 1
  %27 = load ptr, ptr %26, align 8
  %28 = load i32, ptr %5, align 4
  %29 = call ptr @insert(ptr noundef %27, i32 noundef %28) #2
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.tree, ptr %30, i32 0, i32 1
  store ptr %29, ptr %31, align 8
  br label %47

32:                                               ; preds = %18
  %33 = load i32, ptr %5, align 4
  %34 = load ptr, ptr %4, align 8
  %35 = getelementptr inbounds %struct.tree, ptr %34, i32 0, i32 0
  %36 = load i32, ptr %35, align 8
  %37 = icmp sgt i32 %33, %36
  br i1 %37, label %38, label %46

38:                                               ; preds = %32
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds %struct.tree, ptr %39, i32 0, i32 2
  %41 = load ptr, ptr %40, align 8
  %42 = load i32, ptr %5, align 4
  %43 = call ptr @insert(ptr noundef %41, i32 noundef %42) #2
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds %struct.tree, ptr %44, i32 0, i32 2
  store ptr %43, ptr %45, align 8
  br label %46

46:                                               ; preds = %38, %32
  br label %47

47:                                               ; preds = %46, %24
  %48 = load ptr, ptr %4, align 8
  store ptr %48, ptr %3, align 8
  br label %49

49:                                               ; preds = %47, %8
  %50 = load ptr, ptr %3, align 8
  ret ptr %50
}

; Function Attrs: noinline nounwind optnone
define internal void @inorder(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ne ptr %7, null
  br i1 %8, label %10, label %9

9:                                                ; preds = %3
  br label %30

10:                                               ; preds = %3
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.tree, ptr %11, i32 0, i32 1
  %13 = load ptr, ptr %12, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = load ptr, ptr %6, align 8
  call void @inorder(ptr noundef %13, ptr noundef %14, ptr noundef %15) #2
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.tree, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load ptr, ptr %6, align 8
  %21 = load i32, ptr %20, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %20, align 4
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds i32, ptr %19, i64 %23
  store i32 %18, ptr %24, align 4
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.tree, ptr %25, i32 0, i32 2
  %27 = load ptr, ptr %26, align 8
  %28 = load ptr, ptr %5, align 8
  %29 = load ptr, ptr %6, align 8
  call void @inorder(ptr noundef %27, ptr noundef %28, ptr noundef %29) #2
  br label %30

30:                                               ; preds = %10, %9
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @count(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  br i1 %4, label %5, label %16

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.tree, ptr %6, i32 0, i32 1
  %8 = load ptr, ptr %7, align 8
  %9 = call i32 @count(ptr noundef %8) #2
  %10 = add nsw i32 1, %9
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.tree, ptr %11, i32 0, i32 2
  %13 = load ptr, ptr %12, align 8
  %14 = call i32 @count(ptr noundef %13) #2
  %15 = add nsw i32 %10, %14
  br label %17

16:                                               ; preds = %1
  br label %17

17:                                               ; preds = %16, %5
  %18 = phi i32 [ %15, %5 ], [ 0, %16 ]
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone
define internal i32 @height(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %9, label %8

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %28

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.tree, ptr %10, i32 0, i32 1
  %12 = load ptr, ptr %11, align 8
  %13 = call i32 @height(ptr noundef %12) #2
  store i32 %13, ptr %4, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.tree, ptr %14, i32 0, i32 2
  %16 = load ptr, ptr %15, align 8
  %17 = call i32 @height(ptr noundef %16) #2
  store i32 %17, ptr %5, align 4
  %18 = load i32, ptr %4, align 4
  %19 = load i32, ptr %5, align 4
  %20 = icmp sgt i32 %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %9
  %22 = load i32, ptr %4, align 4
  br label %25

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %22, %21 ], [ %24, %23 ]
  %27 = add nsw i32 1, %26
  store i32 %27, ptr %2, align 4
  br label %28

28:                                               ; preds = %25, %8
  %29 = load i32, ptr %2, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone
define internal i32 @contains(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  br label %6

6:                                                ; preds = %30, %2
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %32

9:                                                ; preds = %6
  %10 = load i32, ptr %5, align 4
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.tree, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  %14 = icmp eq i32 %10, %13
  br i1 %14, label %15, label %16

15:                                               ; preds = %9
  store i32 1, ptr %3, align 4
  br label %33

16:                                               ; preds = %9
  %17 = load i32, ptr %5, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.tree, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 8
  %21 = icmp slt i32 %17, %20
  br i1 %21, label %22, label %26

22:                                               ; preds = %16
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.tree, ptr %23, i32 0, i32 1
  %25 = load ptr, ptr %24, align 8
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds %struct.tree, ptr %27, i32 0, i32 2
  %29 = load ptr, ptr %28, align 8
  br label %30

30:                                               ; preds = %26, %22
  %31 = phi ptr [ %25, %22 ], [ %29, %26 ]
  store ptr %31, ptr %4, align 8
  br label %6, !llvm.loop !8

32:                                               ; preds = %6
  store i32 0, ptr %3, align 4
  br label %33

33:                                               ; preds = %32, %15
  %34 = load i32, ptr %3, align 4
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone
define internal void @destroy(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  br i1 %4, label %5, label %13

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.tree, ptr %6, i32 0, i32 1
  %8 = load ptr, ptr %7, align 8
  call void @destroy(ptr noundef %8) #2
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.tree, ptr %9, i32 0, i32 2
  %11 = load ptr, ptr %10, align 8
  call void @destroy(ptr noundef %11) #2
  %12 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %12) #2
  br label %13

13:                                               ; preds = %5, %1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal ptr @bin(i8 noundef signext %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store i8 %0, ptr %4, align 1
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %8, ptr %7, align 8
  %9 = load i8, ptr %4, align 1
  %10 = load ptr, ptr %7, align 8
  %11 = getelementptr inbounds %struct.expr, ptr %10, i32 0, i32 0
  store i8 %9, ptr %11, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.expr, ptr %13, i32 0, i32 2
  store ptr %12, ptr %14, align 8
  %15 = load ptr, ptr %6, align 8
  %16 = load ptr, ptr %7, align 8
  %17 = getelementptr inbounds %struct.expr, ptr %16, i32 0, i32 3
  store ptr %15, ptr %17, align 8
  %18 = load ptr, ptr %7, align 8
  ret ptr %18
}

; Function Attrs: noinline nounwind optnone
define internal ptr @num(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %4 = call ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %4, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.expr, ptr %5, i32 0, i32 0
  store i8 110, ptr %6, align 8
  %7 = load i32, ptr %2, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.expr, ptr %8, i32 0, i32 1
  store i32 %7, ptr %9, align 4
  %10 = load ptr, ptr %3, align 8
  ret ptr %10
}

; Function Attrs: noinline nounwind optnone
define internal void @show(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.expr, ptr %3, i32 0, i32 0
  %5 = load i8, ptr %4, align 8
  %6 = sext i8 %5 to i32
  %7 = icmp eq i32 %6, 110
  br i1 %7, label %8, label %13

8:                                                ; preds = %1
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.expr, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %11) #2
  br label %27

13:                                               ; preds = %1
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.4) #2
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.expr, ptr %15, i32 0, i32 2
  %17 = load ptr, ptr %16, align 8
  call void @show(ptr noundef %17) #2
  %18 = load ptr, ptr %2, align 8
  %19 = getelementptr inbounds %struct.expr, ptr %18, i32 0, i32 0
  %20 = load i8, ptr %19, align 8
  %21 = sext i8 %20 to i32
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %21) #2
  %23 = load ptr, ptr %2, align 8
  %24 = getelementptr inbounds %struct.expr, ptr %23, i32 0, i32 3
  %25 = load ptr, ptr %24, align 8
  call void @show(ptr noundef %25) #2
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6) #2
  br label %27

27:                                               ; preds = %13, %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @eval(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %struct.expr, ptr %4, i32 0, i32 0
  %6 = load i8, ptr %5, align 8
  %7 = sext i8 %6 to i32
  switch i32 %7, label %43 [
    i32 110, label %8
    i32 43, label %13
    i32 45, label %23
    i32 42, label %33
  ]

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.expr, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = sext i32 %11 to i64
  store i64 %12, ptr %2, align 8
  br label %44

13:                                               ; preds = %1
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.expr, ptr %14, i32 0, i32 2
  %16 = load ptr, ptr %15, align 8
  %17 = call i64 @eval(ptr noundef %16) #2
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.expr, ptr %18, i32 0, i32 3
  %20 = load ptr, ptr %19, align 8
  %21 = call i64 @eval(ptr noundef %20) #2
  %22 = add nsw i64 %17, %21
  store i64 %22, ptr %2, align 8
  br label %44

23:                                               ; preds = %1
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds %struct.expr, ptr %24, i32 0, i32 2
  %26 = load ptr, ptr %25, align 8
  %27 = call i64 @eval(ptr noundef %26) #2
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.expr, ptr %28, i32 0, i32 3
  %30 = load ptr, ptr %29, align 8
  %31 = call i64 @eval(ptr noundef %30) #2
  %32 = sub nsw i64 %27, %31
  store i64 %32, ptr %2, align 8
  br label %44

33:                                               ; preds = %1
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds %struct.expr, ptr %34, i32 0, i32 2
  %36 = load ptr, ptr %35, align 8
  %37 = call i64 @eval(ptr noundef %36) #2
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds %struct.expr, ptr %38, i32 0, i32 3
  %40 = load ptr, ptr %39, align 8
  %41 = call i64 @eval(ptr noundef %40) #2
  %42 = mul nsw i64 %37, %41
  store i64 %42, ptr %2, align 8
  br label %44

43:                                               ; preds = %1
  store i64 0, ptr %2, align 8
  br label %44

44:                                               ; preds = %43, %33, %23, %13, %8
  %45 = load i64, ptr %2, align 8
  ret i64 %45
}

declare ptr @malloc(i64 noundef) #1

declare void @free(ptr noundef) #1

declare ptr @calloc(i64 noundef, i64 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

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
