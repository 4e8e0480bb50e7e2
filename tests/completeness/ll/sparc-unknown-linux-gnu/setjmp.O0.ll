; ModuleID = 'tests/completeness/setjmp.c'
source_filename = "tests/completeness/setjmp.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@outer = internal global [40 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [45 x i8] c"outer %d after %d tries, depth %d keep %lld\0A\00", align 1
@depth_reached = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [14 x i8] c"loop %d %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"guarded %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"double %.2f %.2f depth %d\0A\00", align 1
@inner = internal global [40 x i64] zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca [40 x i64], align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = call i64 @mix(i64 noundef 7, i64 noundef 11) #4
  store i64 %11, ptr %1, align 8
  store volatile i32 0, ptr %2, align 4
  %12 = call i32 @setjmp(ptr noundef @outer) #5
  store i32 %12, ptr %3, align 4
  %13 = load volatile i32, ptr %2, align 4
  %14 = add nsw i32 %13, 1
  store volatile i32 %14, ptr %2, align 4
  %15 = load i32, ptr %3, align 4
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %0
  %18 = call i32 @descend(i32 noundef 0, i32 noundef 25, double noundef 1.000000e+00) #4
  br label %19

19:                                               ; preds = %17, %0
  %20 = load i32, ptr %3, align 4
  %21 = load volatile i32, ptr %2, align 4
  %22 = load i32, ptr @depth_reached, align 4
  %23 = load i64, ptr %1, align 8
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20, i32 noundef %21, i32 noundef %22, i64 noundef %23) #4
  store volatile i32 0, ptr %4, align 4
  store volatile i64 0, ptr %5, align 8
  %25 = getelementptr inbounds [40 x i64], ptr %6, i32 0, i32 0
  %26 = call i32 @setjmp(ptr noundef %25) #5
  store i32 %26, ptr %7, align 4
  %27 = load i32, ptr %7, align 4
  %28 = sext i32 %27 to i64
  %29 = load volatile i64, ptr %5, align 8
  %30 = add nsw i64 %29, %28
  store volatile i64 %30, ptr %5, align 8
  %31 = load volatile i32, ptr %4, align 4
  %32 = add nsw i32 %31, 1
  store volatile i32 %32, ptr %4, align 4
  %33 = icmp slt i32 %32, 50
  br i1 %33, label %34, label %38

34:                                               ; preds = %19
  %35 = getelementptr inbounds [40 x i64], ptr %6, i32 0, i32 0
  %36 = load volatile i32, ptr %4, align 4
  %37 = mul nsw i32 %36, 2
  call void @longjmp(ptr noundef %35, i32 noundef %37) #6
  unreachable

38:                                               ; preds = %19
  %39 = load volatile i32, ptr %4, align 4
  %40 = load volatile i64, ptr %5, align 8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %39, i64 noundef %40) #4
  store i32 0, ptr %8, align 4
  br label %42

42:                                               ; preds = %50, %38
  %43 = load i32, ptr %8, align 4
  %44 = icmp slt i32 %43, 6
  br i1 %44, label %45, label %53

45:                                               ; preds = %42
  %46 = load i32, ptr %8, align 4
  %47 = load i32, ptr %8, align 4
  %48 = call i32 @guarded(i32 noundef %47) #4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %46, i32 noundef %48) #4
  br label %50

50:                                               ; preds = %45
  %51 = load i32, ptr %8, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %8, align 4
  br label %42, !llvm.loop !5

53:                                               ; preds = %42
  store double 2.500000e+00, ptr %9, align 8
  store volatile double 0.000000e+00, ptr %10, align 8
  %54 = call i32 @setjmp(ptr noundef @outer) #5
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %56, label %61

56:                                               ; preds = %53
  %57 = load double, ptr %9, align 8
  %58 = fmul double %57, 3.000000e+00
  store volatile double %58, ptr %10, align 8
  %59 = load double, ptr %9, align 8
  %60 = call i32 @descend(i32 noundef 0, i32 noundef 3, double noundef %59) #4
  br label %61

61:                                               ; preds = %56, %53
  %62 = load double, ptr %9, align 8
  %63 = load volatile double, ptr %10, align 8
  %64 = load i32, ptr @depth_reached, align 4
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %62, double noundef %63, i32 noundef %64) #4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i64 @mix(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = mul nsw i64 %5, 31
  %7 = load i64, ptr %4, align 8
  %8 = add nsw i64 %6, %7
  ret i64 %8
}

; Function Attrs: returns_twice
declare i32 @setjmp(ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @descend(i32 noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr @depth_reached, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %17

11:                                               ; preds = %3
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 10
  %14 = load double, ptr %6, align 8
  %15 = fptosi double %14 to i32
  %16 = add nsw i32 %13, %15
  call void @longjmp(ptr noundef @outer, i32 noundef %16) #6
  unreachable

17:                                               ; preds = %3
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  %20 = load i32, ptr %5, align 4
  %21 = load double, ptr %6, align 8
  %22 = fmul double %21, 1.500000e+00
  %23 = call i32 @descend(i32 noundef %19, i32 noundef %20, double noundef %22) #4
  %24 = add nsw i32 %23, 1
  ret i32 %24
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noreturn
declare void @longjmp(ptr noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone
define internal i32 @guarded(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %5 = call i32 @setjmp(ptr noundef @inner) #5
  store i32 %5, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %23

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4
  %10 = srem i32 %9, 3
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %8
  call void @longjmp(ptr noundef @inner, i32 noundef 0) #6
  unreachable

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4
  %15 = srem i32 %14, 3
  %16 = icmp eq i32 %15, 1
  br i1 %16, label %17, label %20

17:                                               ; preds = %13
  %18 = load i32, ptr %3, align 4
  %19 = sub nsw i32 0, %18
  call void @longjmp(ptr noundef @inner, i32 noundef %19) #6
  unreachable

20:                                               ; preds = %13
  %21 = load i32, ptr %3, align 4
  %22 = add nsw i32 100, %21
  store i32 %22, ptr %2, align 4
  br label %25

23:                                               ; preds = %1
  %24 = load i32, ptr %4, align 4
  store i32 %24, ptr %2, align 4
  br label %25

25:                                               ; preds = %23, %20
  %26 = load i32, ptr %2, align 4
  ret i32 %26
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { returns_twice "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { noreturn "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin returns_twice "no-builtins" }
attributes #6 = { nobuiltin noreturn "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
