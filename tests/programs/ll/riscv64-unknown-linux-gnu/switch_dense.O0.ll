; ModuleID = 'tests/programs/switch_dense.c'
source_filename = "tests/programs/switch_dense.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"op%d=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"???\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 -1, ptr %1, align 4
  br label %5

5:                                                ; preds = %12, %0
  %6 = load i32, ptr %1, align 4
  %7 = icmp sle i32 %6, 7
  br i1 %7, label %8, label %15

8:                                                ; preds = %5
  %9 = load i32, ptr %1, align 4
  %10 = call ptr @day(i32 noundef signext %9) #2
  %11 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %10) #2
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %1, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %1, align 4
  br label %5, !llvm.loop !7

15:                                               ; preds = %5
  %16 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1) #2
  store i32 9, ptr %2, align 4
  br label %17

17:                                               ; preds = %25, %15
  %18 = load i32, ptr %2, align 4
  %19 = icmp sle i32 %18, 20
  br i1 %19, label %20, label %28

20:                                               ; preds = %17
  %21 = load i32, ptr %2, align 4
  %22 = load i32, ptr %2, align 4
  %23 = call signext i32 @calc(i32 noundef signext %22, i32 noundef signext 100, i32 noundef signext 7) #2
  %24 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %21, i32 noundef signext %23) #2
  br label %25

25:                                               ; preds = %20
  %26 = load i32, ptr %2, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %2, align 4
  br label %17, !llvm.loop !9

28:                                               ; preds = %17
  store i32 0, ptr %3, align 4
  br label %29

29:                                               ; preds = %36, %28
  %30 = load i32, ptr %3, align 4
  %31 = icmp sle i32 %30, 6
  br i1 %31, label %32, label %39

32:                                               ; preds = %29
  %33 = load i32, ptr %3, align 4
  %34 = call signext i32 @fallthrough(i32 noundef signext %33) #2
  %35 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %34) #2
  br label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %3, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %3, align 4
  br label %29, !llvm.loop !10

39:                                               ; preds = %29
  %40 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1) #2
  store i32 35, ptr %4, align 4
  br label %41

41:                                               ; preds = %50, %39
  %42 = load i32, ptr %4, align 4
  %43 = icmp sle i32 %42, 100
  br i1 %43, label %44, label %53

44:                                               ; preds = %41
  %45 = load i32, ptr %4, align 4
  %46 = trunc i32 %45 to i8
  %47 = call zeroext i8 @grade(i8 noundef zeroext %46) #2
  %48 = zext i8 %47 to i32
  %49 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %48) #2
  br label %50

50:                                               ; preds = %44
  %51 = load i32, ptr %4, align 4
  %52 = add nsw i32 %51, 13
  store i32 %52, ptr %4, align 4
  br label %41, !llvm.loop !11

53:                                               ; preds = %41
  %54 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1) #2
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal ptr @day(i32 noundef signext %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ]

5:                                                ; preds = %1
  store ptr @.str.5, ptr %2, align 8
  br label %13

6:                                                ; preds = %1
  store ptr @.str.6, ptr %2, align 8
  br label %13

7:                                                ; preds = %1
  store ptr @.str.7, ptr %2, align 8
  br label %13

8:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8
  br label %13

9:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 8
  br label %13

10:                                               ; preds = %1
  store ptr @.str.10, ptr %2, align 8
  br label %13

11:                                               ; preds = %1
  store ptr @.str.11, ptr %2, align 8
  br label %13

12:                                               ; preds = %1
  store ptr @.str.12, ptr %2, align 8
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 8
  ret ptr %14
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @calc(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  switch i32 %8, label %63 [
    i32 10, label %9
    i32 11, label %13
    i32 12, label %17
    i32 13, label %21
    i32 14, label %31
    i32 15, label %41
    i32 16, label %45
    i32 17, label %49
    i32 18, label %53
    i32 19, label %58
  ]

9:                                                ; preds = %3
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %6, align 4
  %12 = add nsw i32 %10, %11
  store i32 %12, ptr %7, align 4
  br label %64

13:                                               ; preds = %3
  %14 = load i32, ptr %5, align 4
  %15 = load i32, ptr %6, align 4
  %16 = sub nsw i32 %14, %15
  store i32 %16, ptr %7, align 4
  br label %64

17:                                               ; preds = %3
  %18 = load i32, ptr %5, align 4
  %19 = load i32, ptr %6, align 4
  %20 = mul nsw i32 %18, %19
  store i32 %20, ptr %7, align 4
  br label %64

21:                                               ; preds = %3
  %22 = load i32, ptr %6, align 4
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %28

24:                                               ; preds = %21
  %25 = load i32, ptr %5, align 4
  %26 = load i32, ptr %6, align 4
  %27 = sdiv i32 %25, %26
  br label %29

28:                                               ; preds = %21
  br label %29

29:                                               ; preds = %28, %24
  %30 = phi i32 [ %27, %24 ], [ 0, %28 ]
  store i32 %30, ptr %7, align 4
  br label %64

31:                                               ; preds = %3
  %32 = load i32, ptr %6, align 4
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %38

34:                                               ; preds = %31
  %35 = load i32, ptr %5, align 4
  %36 = load i32, ptr %6, align 4
  %37 = srem i32 %35, %36
  br label %39

38:                                               ; preds = %31
  br label %39

39:                                               ; preds = %38, %34
  %40 = phi i32 [ %37, %34 ], [ 0, %38 ]
  store i32 %40, ptr %7, align 4
  br label %64

41:                                               ; preds = %3
  %42 = load i32, ptr %5, align 4
  %43 = load i32, ptr %6, align 4
  %44 = and i32 %42, %43
  store i32 %44, ptr %7, align 4
  br label %64

45:                                               ; preds = %3
  %46 = load i32, ptr %5, align 4
  %47 = load i32, ptr %6, align 4
  %48 = or i32 %46, %47
  store i32 %48, ptr %7, align 4
  br label %64

49:                                               ; preds = %3
  %50 = load i32, ptr %5, align 4
  %51 = load i32, ptr %6, align 4
  %52 = xor i32 %50, %51
  store i32 %52, ptr %7, align 4
  br label %64

53:                                               ; preds = %3
  %54 = load i32, ptr %5, align 4
  %55 = load i32, ptr %6, align 4
  %56 = and i32 %55, 7
  %57 = shl i32 %54, %56
  store i32 %57, ptr %7, align 4
  br label %64

58:                                               ; preds = %3
  %59 = load i32, ptr %5, align 4
  %60 = load i32, ptr %6, align 4
  %61 = and i32 %60, 7
  %62 = ashr i32 %59, %61
  store i32 %62, ptr %7, align 4
  br label %64

63:                                               ; preds = %3
  store i32 -1, ptr %7, align 4
  br label %64

64:                                               ; preds = %63, %58, %53, %49, %45, %41, %39, %29, %17, %13, %9
  %65 = load i32, ptr %7, align 4
  ret i32 %65
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @fallthrough(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = load i32, ptr %2, align 4
  switch i32 %4, label %20 [
    i32 5, label %5
    i32 4, label %8
    i32 3, label %11
    i32 2, label %14
    i32 1, label %17
  ]

5:                                                ; preds = %1
  %6 = load i32, ptr %3, align 4
  %7 = add nsw i32 %6, 5
  store i32 %7, ptr %3, align 4
  br label %8

8:                                                ; preds = %1, %5
  %9 = load i32, ptr %3, align 4
  %10 = add nsw i32 %9, 4
  store i32 %10, ptr %3, align 4
  br label %11

11:                                               ; preds = %1, %8
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, 3
  store i32 %13, ptr %3, align 4
  br label %20

14:                                               ; preds = %1
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 2
  store i32 %16, ptr %3, align 4
  br label %17

17:                                               ; preds = %1, %14
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %17, %1, %11
  %21 = load i32, ptr %3, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i8 @grade(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = zext i8 %4 to i32
  %6 = sdiv i32 %5, 10
  switch i32 %6, label %11 [
    i32 10, label %7
    i32 9, label %7
    i32 8, label %8
    i32 7, label %9
    i32 6, label %10
  ]

7:                                                ; preds = %1, %1
  store i8 65, ptr %2, align 1
  br label %12

8:                                                ; preds = %1
  store i8 66, ptr %2, align 1
  br label %12

9:                                                ; preds = %1
  store i8 67, ptr %2, align 1
  br label %12

10:                                               ; preds = %1
  store i8 68, ptr %2, align 1
  br label %12

11:                                               ; preds = %1
  store i8 70, ptr %2, align 1
  br label %12

12:                                               ; preds = %11, %10, %9, %8, %7
  %13 = load i8, ptr %2, align 1
  ret i8 %13
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nobuiltin "no-builtins" }

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
