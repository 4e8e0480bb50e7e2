; ModuleID = 'tests/programs/vla_alloca.c'
source_filename = "tests/programs/vla_alloca.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"sum_vla(%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"matrix %lld %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"alloca %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"loop %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"aligned %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 1, ptr %1, align 4
  br label %2

2:                                                ; preds = %10, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp sle i32 %3, 50
  br i1 %4, label %5, label %13

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4
  %7 = load i32, ptr %1, align 4
  %8 = call i32 @sum_vla(i32 noundef %7) #3
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %6, i32 noundef %8) #3
  br label %10

10:                                               ; preds = %5
  %11 = load i32, ptr %1, align 4
  %12 = add nsw i32 %11, 7
  store i32 %12, ptr %1, align 4
  br label %2, !llvm.loop !5

13:                                               ; preds = %2
  %14 = call i64 @matrix_vla(i32 noundef 3, i32 noundef 4) #3
  %15 = call i64 @matrix_vla(i32 noundef 7, i32 noundef 2) #3
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %14, i64 noundef %15) #3
  %17 = call i32 @with_alloca(i32 noundef 10) #3
  %18 = call i32 @with_alloca(i32 noundef 100) #3
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %17, i32 noundef %18) #3
  %20 = call i32 @loop_vla(i32 noundef 40) #3
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %20) #3
  %22 = call i32 @aligned_vla(i32 noundef 33) #3
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %22) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_vla(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = call ptr @llvm.stacksave()
  store ptr %9, ptr %3, align 4
  %10 = alloca i32, i32 %8, align 4
  store i32 %8, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %11

11:                                               ; preds = %24, %1
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %11
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %5, align 4
  %18 = mul nsw i32 %16, %17
  %19 = load i32, ptr %5, align 4
  %20 = mul nsw i32 3, %19
  %21 = sub nsw i32 %18, %20
  %22 = load i32, ptr %5, align 4
  %23 = getelementptr inbounds i32, ptr %10, i32 %22
  store i32 %21, ptr %23, align 4
  br label %24

24:                                               ; preds = %15
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %5, align 4
  br label %11, !llvm.loop !7

27:                                               ; preds = %11
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %28

28:                                               ; preds = %38, %27
  %29 = load i32, ptr %7, align 4
  %30 = load i32, ptr %2, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %41

32:                                               ; preds = %28
  %33 = load i32, ptr %7, align 4
  %34 = getelementptr inbounds i32, ptr %10, i32 %33
  %35 = load i32, ptr %34, align 4
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %6, align 4
  br label %38

38:                                               ; preds = %32
  %39 = load i32, ptr %7, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %7, align 4
  br label %28, !llvm.loop !8

41:                                               ; preds = %28
  %42 = load i32, ptr %6, align 4
  %43 = load ptr, ptr %3, align 4
  call void @llvm.stackrestore(ptr %43)
  ret i32 %42
}

; Function Attrs: noinline nounwind optnone
define internal i64 @matrix_vla(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %12 = load i32, ptr %3, align 4
  %13 = load i32, ptr %4, align 4
  %14 = call ptr @llvm.stacksave()
  store ptr %14, ptr %5, align 4
  %15 = mul nuw i32 %12, %13
  %16 = alloca i64, i32 %15, align 8
  store i32 %12, ptr %6, align 4
  store i32 %13, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %17

17:                                               ; preds = %43, %2
  %18 = load i32, ptr %8, align 4
  %19 = load i32, ptr %3, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %46

21:                                               ; preds = %17
  store i32 0, ptr %9, align 4
  br label %22

22:                                               ; preds = %39, %21
  %23 = load i32, ptr %9, align 4
  %24 = load i32, ptr %4, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %42

26:                                               ; preds = %22
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  %29 = sext i32 %28 to i64
  %30 = load i32, ptr %9, align 4
  %31 = add nsw i32 %30, 2
  %32 = sext i32 %31 to i64
  %33 = mul nsw i64 %29, %32
  %34 = load i32, ptr %8, align 4
  %35 = mul nsw i32 %34, %13
  %36 = getelementptr inbounds i64, ptr %16, i32 %35
  %37 = load i32, ptr %9, align 4
  %38 = getelementptr inbounds i64, ptr %36, i32 %37
  store i64 %33, ptr %38, align 8
  br label %39

39:                                               ; preds = %26
  %40 = load i32, ptr %9, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %9, align 4
  br label %22, !llvm.loop !9

42:                                               ; preds = %22
  br label %43

43:                                               ; preds = %42
  %44 = load i32, ptr %8, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %8, align 4
  br label %17, !llvm.loop !10

46:                                               ; preds = %17
  store i64 0, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %47

47:                                               ; preds = %65, %46
  %48 = load i32, ptr %11, align 4
  %49 = load i32, ptr %3, align 4
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %68

51:                                               ; preds = %47
  %52 = load i32, ptr %11, align 4
  %53 = mul nsw i32 %52, %13
  %54 = getelementptr inbounds i64, ptr %16, i32 %53
  %55 = load i32, ptr %4, align 4
  %56 = sub nsw i32 %55, 1
  %57 = load i32, ptr %11, align 4
  %58 = load i32, ptr %4, align 4
  %59 = srem i32 %57, %58
  %60 = sub nsw i32 %56, %59
  %61 = getelementptr inbounds i64, ptr %54, i32 %60
  %62 = load i64, ptr %61, align 8
  %63 = load i64, ptr %10, align 8
  %64 = add nsw i64 %63, %62
  store i64 %64, ptr %10, align 8
  br label %65

65:                                               ; preds = %51
  %66 = load i32, ptr %11, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %11, align 4
  br label %47, !llvm.loop !11

68:                                               ; preds = %47
  %69 = load i64, ptr %10, align 8
  %70 = load ptr, ptr %5, align 4
  call void @llvm.stackrestore(ptr %70)
  ret i64 %69
}

; Function Attrs: noinline nounwind optnone
define internal i32 @with_alloca(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = add i32 %5, 1
  %7 = alloca i8, i32 %6, align 8
  store ptr %7, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %20, %1
  %9 = load i32, ptr %4, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %23

12:                                               ; preds = %8
  %13 = load i32, ptr %4, align 4
  %14 = srem i32 %13, 26
  %15 = add nsw i32 97, %14
  %16 = trunc i32 %15 to i8
  %17 = load ptr, ptr %3, align 4
  %18 = load i32, ptr %4, align 4
  %19 = getelementptr inbounds i8, ptr %17, i32 %18
  store i8 %16, ptr %19, align 1
  br label %20

20:                                               ; preds = %12
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %8, !llvm.loop !12

23:                                               ; preds = %8
  %24 = load ptr, ptr %3, align 4
  %25 = load i32, ptr %2, align 4
  %26 = getelementptr inbounds i8, ptr %24, i32 %25
  store i8 0, ptr %26, align 1
  %27 = load ptr, ptr %3, align 4
  %28 = call i32 @strlen(ptr noundef %27) #3
  %29 = load ptr, ptr %3, align 4
  %30 = load i32, ptr %2, align 4
  %31 = sdiv i32 %30, 2
  %32 = getelementptr inbounds i8, ptr %29, i32 %31
  %33 = load i8, ptr %32, align 1
  %34 = sext i8 %33 to i32
  %35 = add nsw i32 %28, %34
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone
define internal i32 @loop_vla(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 1, ptr %4, align 4
  br label %8

8:                                                ; preds = %41, %1
  %9 = load i32, ptr %4, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp sle i32 %9, %10
  br i1 %11, label %12, label %44

12:                                               ; preds = %8
  %13 = load i32, ptr %4, align 4
  %14 = mul nsw i32 %13, 3
  %15 = call ptr @llvm.stacksave()
  store ptr %15, ptr %5, align 4
  %16 = alloca double, i32 %14, align 8
  store i32 %14, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %17

17:                                               ; preds = %28, %12
  %18 = load i32, ptr %7, align 4
  %19 = load i32, ptr %4, align 4
  %20 = mul nsw i32 %19, 3
  %21 = icmp slt i32 %18, %20
  br i1 %21, label %22, label %31

22:                                               ; preds = %17
  %23 = load i32, ptr %7, align 4
  %24 = sitofp i32 %23 to double
  %25 = fmul double %24, 5.000000e-01
  %26 = load i32, ptr %7, align 4
  %27 = getelementptr inbounds double, ptr %16, i32 %26
  store double %25, ptr %27, align 8
  br label %28

28:                                               ; preds = %22
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %17, !llvm.loop !13

31:                                               ; preds = %17
  %32 = load i32, ptr %4, align 4
  %33 = mul nsw i32 %32, 3
  %34 = sub nsw i32 %33, 1
  %35 = getelementptr inbounds double, ptr %16, i32 %34
  %36 = load double, ptr %35, align 8
  %37 = fptosi double %36 to i32
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %3, align 4
  %40 = load ptr, ptr %5, align 4
  call void @llvm.stackrestore(ptr %40)
  br label %41

41:                                               ; preds = %31
  %42 = load i32, ptr %4, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %4, align 4
  br label %8, !llvm.loop !14

44:                                               ; preds = %8
  %45 = load i32, ptr %3, align 4
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone
define internal i32 @aligned_vla(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [16 x i8], align 16
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = call ptr @llvm.stacksave()
  store ptr %9, ptr %4, align 4
  %10 = alloca i8, i32 %8, align 1
  store i32 %8, ptr %5, align 4
  %11 = load i32, ptr %2, align 4
  %12 = call ptr @memset(ptr noundef %10, i32 noundef 7, i32 noundef %11) #3
  %13 = getelementptr inbounds [16 x i8], ptr %3, i32 0, i32 0
  %14 = call ptr @memset(ptr noundef %13, i32 noundef 1, i32 noundef 16) #3
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %15

15:                                               ; preds = %26, %1
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %2, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %29

19:                                               ; preds = %15
  %20 = load i32, ptr %7, align 4
  %21 = getelementptr inbounds i8, ptr %10, i32 %20
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr %6, align 4
  br label %26

26:                                               ; preds = %19
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %15, !llvm.loop !15

29:                                               ; preds = %15
  %30 = load i32, ptr %6, align 4
  %31 = getelementptr inbounds [16 x i8], ptr %3, i32 0, i32 15
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = add nsw i32 %30, %33
  %35 = getelementptr inbounds [16 x i8], ptr %3, i32 0, i32 0
  %36 = ptrtoint ptr %35 to i32
  %37 = zext i32 %36 to i64
  %38 = and i64 %37, 15
  %39 = trunc i64 %38 to i32
  %40 = add nsw i32 %34, %39
  %41 = load ptr, ptr %4, align 4
  call void @llvm.stackrestore(ptr %41)
  ret i32 %40
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #2

declare i32 @strlen(ptr noundef) #1

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
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
