; ModuleID = 'tests/programs/ackermann.c'
source_filename = "tests/programs/ackermann.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@calls = internal global i32 0, align 4
@.str = private unnamed_addr constant [24 x i8] c"ack(%d,%d)=%d calls=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"ack(3,3)=%d calls=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %5

5:                                                ; preds = %25, %0
  %6 = load i32, ptr %1, align 4
  %7 = icmp sle i32 %6, 2
  br i1 %7, label %8, label %28

8:                                                ; preds = %5
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %21, %8
  %10 = load i32, ptr %2, align 4
  %11 = icmp sle i32 %10, 4
  br i1 %11, label %12, label %24

12:                                               ; preds = %9
  store i32 0, ptr @calls, align 4
  %13 = load i32, ptr %1, align 4
  %14 = load i32, ptr %2, align 4
  %15 = call i32 @ack(i32 noundef %13, i32 noundef %14) #2
  store i32 %15, ptr %3, align 4
  %16 = load i32, ptr %1, align 4
  %17 = load i32, ptr %2, align 4
  %18 = load i32, ptr %3, align 4
  %19 = load i32, ptr @calls, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19) #2
  br label %21

21:                                               ; preds = %12
  %22 = load i32, ptr %2, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %2, align 4
  br label %9, !llvm.loop !5

24:                                               ; preds = %9
  br label %25

25:                                               ; preds = %24
  %26 = load i32, ptr %1, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %1, align 4
  br label %5, !llvm.loop !7

28:                                               ; preds = %5
  store i32 0, ptr @calls, align 4
  %29 = call i32 @ack(i32 noundef 3, i32 noundef 3) #2
  store i32 %29, ptr %4, align 4
  %30 = load i32, ptr %4, align 4
  %31 = load i32, ptr @calls, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %30, i32 noundef %31) #2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i32 @ack(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr @calls, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @calls, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i32, ptr %5, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %3, align 4
  br label %28

13:                                               ; preds = %2
  %14 = load i32, ptr %5, align 4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4
  %18 = sub nsw i32 %17, 1
  %19 = call i32 @ack(i32 noundef %18, i32 noundef 1) #2
  store i32 %19, ptr %3, align 4
  br label %28

20:                                               ; preds = %13
  %21 = load i32, ptr %4, align 4
  %22 = sub nsw i32 %21, 1
  %23 = load i32, ptr %4, align 4
  %24 = load i32, ptr %5, align 4
  %25 = sub nsw i32 %24, 1
  %26 = call i32 @ack(i32 noundef %23, i32 noundef %25) #2
  %27 = call i32 @ack(i32 noundef %22, i32 noundef %26) #2
  store i32 %27, ptr %3, align 4
  br label %28

28:                                               ; preds = %20, %16, %10
  %29 = load i32, ptr %3, align 4
  ret i32 %29
}

declare i32 @printf(ptr noundef, ...) #1

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
