; ModuleID = 'tests/programs/fib_rec.c'
source_filename = "tests/programs/fib_rec.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"fib(%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"fib64(90)=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"even(101)=%d odd(77)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"gcd %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"20! = %llu\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"hanoi10 %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %3

3:                                                ; preds = %11, %0
  %4 = load i32, ptr %1, align 4
  %5 = icmp sle i32 %4, 20
  br i1 %5, label %6, label %14

6:                                                ; preds = %3
  %7 = load i32, ptr %1, align 4
  %8 = load i32, ptr %1, align 4
  %9 = call i32 @fib(i32 noundef %8) #2
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7, i32 noundef %9) #2
  br label %11

11:                                               ; preds = %6
  %12 = load i32, ptr %1, align 4
  %13 = add nsw i32 %12, 4
  store i32 %13, ptr %1, align 4
  br label %3, !llvm.loop !5

14:                                               ; preds = %3
  %15 = call i64 @fib64(i32 noundef 90) #2
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %15) #2
  %17 = call i32 @is_even(i32 noundef 101) #2
  %18 = call i32 @is_odd(i32 noundef 77) #2
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %17, i32 noundef %18) #2
  %20 = call i32 @gcd(i32 noundef 1071, i32 noundef 462) #2
  %21 = call i32 @gcd(i32 noundef 17, i32 noundef 5) #2
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %20, i32 noundef %21) #2
  %23 = call i64 @fact(i32 noundef 20) #2
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %23) #2
  store i32 0, ptr %2, align 4
  call void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, ptr noundef %2) #2
  %25 = load i32, ptr %2, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %25) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @fib(i32 noundef %9) #2
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call i32 @fib(i32 noundef %12) #2
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone
define internal i64 @fib64(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i64 1, ptr %4, align 8
  br label %6

6:                                                ; preds = %10, %1
  %7 = load i32, ptr %2, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr %2, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %6
  %11 = load i64, ptr %3, align 8
  %12 = load i64, ptr %4, align 8
  %13 = add i64 %11, %12
  store i64 %13, ptr %5, align 8
  %14 = load i64, ptr %4, align 8
  store i64 %14, ptr %3, align 8
  %15 = load i64, ptr %5, align 8
  store i64 %15, ptr %4, align 8
  br label %6, !llvm.loop !7

16:                                               ; preds = %6
  %17 = load i64, ptr %3, align 8
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_even(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub nsw i32 %7, 1
  %9 = call i32 @is_odd(i32 noundef %8) #2
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_odd(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub nsw i32 %7, 1
  %9 = call i32 @is_even(i32 noundef %8) #2
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal i32 @gcd(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  br label %15

9:                                                ; preds = %2
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %4, align 4
  %13 = srem i32 %11, %12
  %14 = call i32 @gcd(i32 noundef %10, i32 noundef %13) #2
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i32 [ %8, %7 ], [ %14, %9 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone
define internal i64 @fact(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sle i32 %3, 1
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = load i32, ptr %2, align 4
  %10 = sub nsw i32 %9, 1
  %11 = call i64 @fact(i32 noundef %10) #2
  %12 = mul i64 %8, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i64 [ 1, %5 ], [ %12, %6 ]
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone
define internal void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  store i32 %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store ptr %4, ptr %10, align 8
  %11 = load i32, ptr %6, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %5
  br label %30

14:                                               ; preds = %5
  %15 = load i32, ptr %6, align 4
  %16 = sub nsw i32 %15, 1
  %17 = load i32, ptr %7, align 4
  %18 = load i32, ptr %9, align 4
  %19 = load i32, ptr %8, align 4
  %20 = load ptr, ptr %10, align 8
  call void @hanoi(i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19, ptr noundef %20) #2
  %21 = load ptr, ptr %10, align 8
  %22 = load i32, ptr %21, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %21, align 4
  %24 = load i32, ptr %6, align 4
  %25 = sub nsw i32 %24, 1
  %26 = load i32, ptr %9, align 4
  %27 = load i32, ptr %8, align 4
  %28 = load i32, ptr %7, align 4
  %29 = load ptr, ptr %10, align 8
  call void @hanoi(i32 noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef %28, ptr noundef %29) #2
  br label %30

30:                                               ; preds = %14, %13
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nobuiltin "no-builtins" }

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
