; ModuleID = 'tests/programs/enum_static.c'
source_filename = "tests/programs/enum_static.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@__const.main.cs = private unnamed_addr constant [6 x i32] [i32 0, i32 5, i32 6, i32 -2, i32 1000, i32 3], align 4
@.str = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"toggle %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [33 x i8] c"memo_fib(40)=%d memo_fib(45)=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"enum arith %d %d\0A\00", align 1
@color_name.unknown = internal global ptr @.str.6, align 4
@.str.6 = private unnamed_addr constant [8 x i8] c"unknown\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"blue\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@counter.n = internal global i32 0, align 4
@counter.calls = internal global i32 10, align 4
@memo_fib.memo = internal global [64 x i64] zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [6 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %1, ptr align 4 @__const.main.cs, i32 24, i1 false)
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %18, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 6
  br i1 %8, label %9, label %21

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  %11 = getelementptr inbounds [6 x i32], ptr %1, i32 0, i32 %10
  %12 = load i32, ptr %11, align 4
  %13 = load i32, ptr %2, align 4
  %14 = getelementptr inbounds [6 x i32], ptr %1, i32 0, i32 %13
  %15 = load i32, ptr %14, align 4
  %16 = call ptr @color_name(i32 noundef %15) #3
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %12, ptr noundef %16) #3
  br label %18

18:                                               ; preds = %9
  %19 = load i32, ptr %2, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %2, align 4
  br label %6, !llvm.loop !5

21:                                               ; preds = %6
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.1) #3
  store i32 0, ptr %3, align 4
  br label %23

23:                                               ; preds = %29, %21
  %24 = load i32, ptr %3, align 4
  %25 = icmp slt i32 %24, 4
  br i1 %25, label %26, label %32

26:                                               ; preds = %23
  %27 = call i32 @counter() #3
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %27) #3
  br label %29

29:                                               ; preds = %26
  %30 = load i32, ptr %3, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %3, align 4
  br label %23, !llvm.loop !7

32:                                               ; preds = %23
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.1) #3
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %34

34:                                               ; preds = %40, %32
  %35 = load i32, ptr %5, align 4
  %36 = icmp slt i32 %35, 5
  br i1 %36, label %37, label %43

37:                                               ; preds = %34
  %38 = load i32, ptr %4, align 4
  %39 = call i32 @flip(i32 noundef %38) #3
  store i32 %39, ptr %4, align 4
  br label %40

40:                                               ; preds = %37
  %41 = load i32, ptr %5, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %5, align 4
  br label %34, !llvm.loop !8

43:                                               ; preds = %34
  %44 = load i32, ptr %4, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %44) #3
  %46 = call i32 @memo_fib(i32 noundef 40) #3
  %47 = call i32 @memo_fib(i32 noundef 45) #3
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %46, i32 noundef %47) #3
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef 1, i32 noundef 166) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal ptr @color_name(i32 noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %9 [
    i32 0, label %5
    i32 5, label %6
    i32 6, label %7
    i32 -2, label %8
  ]

5:                                                ; preds = %1
  store ptr @.str.7, ptr %2, align 4
  br label %11

6:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 4
  br label %11

7:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 4
  br label %11

8:                                                ; preds = %1
  store ptr @.str.10, ptr %2, align 4
  br label %11

9:                                                ; preds = %1
  %10 = load ptr, ptr @color_name.unknown, align 4
  store ptr %10, ptr %2, align 4
  br label %11

11:                                               ; preds = %9, %8, %7, %6, %5
  %12 = load ptr, ptr %2, align 4
  ret ptr %12
}

; Function Attrs: noinline nounwind optnone
define internal i32 @counter() #0 {
  %1 = load i32, ptr @counter.calls, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @counter.calls, align 4
  %3 = load i32, ptr @counter.n, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @counter.n, align 4
  %5 = mul nsw i32 %4, 100
  %6 = load i32, ptr @counter.calls, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @flip(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 1
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, i32 0, i32 1
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define internal i32 @memo_fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = icmp slt i32 %4, 2
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %2, align 4
  br label %33

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4
  %10 = getelementptr inbounds [64 x i64], ptr @memo_fib.memo, i32 0, i32 %9
  %11 = load i64, ptr %10, align 8
  %12 = icmp ne i64 %11, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4
  %15 = getelementptr inbounds [64 x i64], ptr @memo_fib.memo, i32 0, i32 %14
  %16 = load i64, ptr %15, align 8
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %2, align 4
  br label %33

18:                                               ; preds = %8
  %19 = load i32, ptr %3, align 4
  %20 = sub nsw i32 %19, 1
  %21 = call i32 @memo_fib(i32 noundef %20) #3
  %22 = load i32, ptr %3, align 4
  %23 = sub nsw i32 %22, 2
  %24 = call i32 @memo_fib(i32 noundef %23) #3
  %25 = add nsw i32 %21, %24
  %26 = sext i32 %25 to i64
  %27 = load i32, ptr %3, align 4
  %28 = getelementptr inbounds [64 x i64], ptr @memo_fib.memo, i32 0, i32 %27
  store i64 %26, ptr %28, align 8
  %29 = load i32, ptr %3, align 4
  %30 = getelementptr inbounds [64 x i64], ptr @memo_fib.memo, i32 0, i32 %29
  %31 = load i64, ptr %30, align 8
  %32 = trunc i64 %31 to i32
  store i32 %32, ptr %2, align 4
  br label %33

33:                                               ; preds = %18, %13, %6
  %34 = load i32, ptr %2, align 4
  ret i32 %34
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
