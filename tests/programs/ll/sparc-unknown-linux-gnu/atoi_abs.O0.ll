; ModuleID = 'tests/programs/atoi_abs.c'
source_filename = "tests/programs/atoi_abs.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"-17\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"  123abc\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"+99\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"2147483647\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"-2147483648\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.8 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"  -0\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"007\00", align 1
@__const.main.inputs = private unnamed_addr constant [11 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 4
@.str.11 = private unnamed_addr constant [25 x i8] c"atoi(\22%s\22) = %d mine %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [17 x i8] c"abs %d %d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"labs %ld %ld\0A\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"llabs %lld %lld\0A\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"sum abs %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [11 x ptr], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %1, ptr align 4 @__const.main.inputs, i32 44, i1 false)
  store i32 0, ptr %2, align 4
  br label %5

5:                                                ; preds = %31, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 11
  br i1 %7, label %8, label %34

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = getelementptr inbounds [11 x ptr], ptr %1, i32 0, i32 %9
  %11 = load ptr, ptr %10, align 4
  %12 = load i32, ptr %2, align 4
  %13 = getelementptr inbounds [11 x ptr], ptr %1, i32 0, i32 %12
  %14 = load ptr, ptr %13, align 4
  %15 = call i32 @atoi(ptr noundef %14) #3
  %16 = load i32, ptr %2, align 4
  %17 = icmp eq i32 %16, 6
  br i1 %17, label %18, label %23

18:                                               ; preds = %8
  %19 = load i32, ptr %2, align 4
  %20 = getelementptr inbounds [11 x ptr], ptr %1, i32 0, i32 %19
  %21 = load ptr, ptr %20, align 4
  %22 = call i32 @atoi(ptr noundef %21) #3
  br label %28

23:                                               ; preds = %8
  %24 = load i32, ptr %2, align 4
  %25 = getelementptr inbounds [11 x ptr], ptr %1, i32 0, i32 %24
  %26 = load ptr, ptr %25, align 4
  %27 = call i32 @my_atoi(ptr noundef %26) #3
  br label %28

28:                                               ; preds = %23, %18
  %29 = phi i32 [ %22, %18 ], [ %27, %23 ]
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %11, i32 noundef %15, i32 noundef %29) #3
  br label %31

31:                                               ; preds = %28
  %32 = load i32, ptr %2, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %2, align 4
  br label %5, !llvm.loop !5

34:                                               ; preds = %5
  %35 = call i32 @abs(i32 noundef -5) #3
  %36 = call i32 @abs(i32 noundef 5) #3
  %37 = call i32 @abs(i32 noundef 0) #3
  %38 = call i32 @abs(i32 noundef -2147483647) #3
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef %38) #3
  %40 = call i32 @labs(i32 noundef -100000) #3
  %41 = call i32 @labs(i32 noundef 2000000000) #3
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %40, i32 noundef %41) #3
  %43 = call i64 @llabs(i64 noundef -9000000000000) #3
  %44 = call i64 @llabs(i64 noundef 9223372036854775807) #3
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %43, i64 noundef %44) #3
  store i32 0, ptr %3, align 4
  store i32 -50, ptr %4, align 4
  br label %46

46:                                               ; preds = %54, %34
  %47 = load i32, ptr %4, align 4
  %48 = icmp sle i32 %47, 50
  br i1 %48, label %49, label %57

49:                                               ; preds = %46
  %50 = load i32, ptr %4, align 4
  %51 = call i32 @abs(i32 noundef %50) #3
  %52 = load i32, ptr %3, align 4
  %53 = add nsw i32 %52, %51
  store i32 %53, ptr %3, align 4
  br label %54

54:                                               ; preds = %49
  %55 = load i32, ptr %4, align 4
  %56 = add nsw i32 %55, 7
  store i32 %56, ptr %4, align 4
  br label %46, !llvm.loop !7

57:                                               ; preds = %46
  %58 = load i32, ptr %3, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %58) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

declare i32 @atoi(ptr noundef) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @my_atoi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  store i32 1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %10, %1
  %6 = load ptr, ptr %2, align 4
  %7 = load i8, ptr %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp eq i32 %8, 32
  br i1 %9, label %10, label %13

10:                                               ; preds = %5
  %11 = load ptr, ptr %2, align 4
  %12 = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %12, ptr %2, align 4
  br label %5, !llvm.loop !8

13:                                               ; preds = %5
  %14 = load ptr, ptr %2, align 4
  %15 = load i8, ptr %14, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp eq i32 %16, 45
  br i1 %17, label %23, label %18

18:                                               ; preds = %13
  %19 = load ptr, ptr %2, align 4
  %20 = load i8, ptr %19, align 1
  %21 = sext i8 %20 to i32
  %22 = icmp eq i32 %21, 43
  br i1 %22, label %23, label %32

23:                                               ; preds = %18, %13
  %24 = load ptr, ptr %2, align 4
  %25 = load i8, ptr %24, align 1
  %26 = sext i8 %25 to i32
  %27 = icmp eq i32 %26, 45
  br i1 %27, label %28, label %29

28:                                               ; preds = %23
  store i32 -1, ptr %3, align 4
  br label %29

29:                                               ; preds = %28, %23
  %30 = load ptr, ptr %2, align 4
  %31 = getelementptr inbounds i8, ptr %30, i32 1
  store ptr %31, ptr %2, align 4
  br label %32

32:                                               ; preds = %29, %18
  br label %33

33:                                               ; preds = %45, %32
  %34 = load ptr, ptr %2, align 4
  %35 = load i8, ptr %34, align 1
  %36 = sext i8 %35 to i32
  %37 = icmp sge i32 %36, 48
  br i1 %37, label %38, label %43

38:                                               ; preds = %33
  %39 = load ptr, ptr %2, align 4
  %40 = load i8, ptr %39, align 1
  %41 = sext i8 %40 to i32
  %42 = icmp sle i32 %41, 57
  br label %43

43:                                               ; preds = %38, %33
  %44 = phi i1 [ false, %33 ], [ %42, %38 ]
  br i1 %44, label %45, label %54

45:                                               ; preds = %43
  %46 = load i32, ptr %4, align 4
  %47 = mul nsw i32 %46, 10
  %48 = load ptr, ptr %2, align 4
  %49 = getelementptr inbounds i8, ptr %48, i32 1
  store ptr %49, ptr %2, align 4
  %50 = load i8, ptr %48, align 1
  %51 = sext i8 %50 to i32
  %52 = sub nsw i32 %51, 48
  %53 = add nsw i32 %47, %52
  store i32 %53, ptr %4, align 4
  br label %33, !llvm.loop !9

54:                                               ; preds = %43
  %55 = load i32, ptr %3, align 4
  %56 = load i32, ptr %4, align 4
  %57 = mul nsw i32 %55, %56
  ret i32 %57
}

declare i32 @abs(i32 noundef) #2

declare i32 @labs(i32 noundef) #2

declare i64 @llabs(i64 noundef) #2

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
!9 = distinct !{!9, !6}
