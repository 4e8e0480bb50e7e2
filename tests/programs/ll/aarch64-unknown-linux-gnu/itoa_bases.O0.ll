; ModuleID = 'tests/programs/itoa_bases.c'
source_filename = "tests/programs/itoa_bases.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.bases = private unnamed_addr constant [5 x i32] [i32 2, i32 8, i32 10, i32 16, i32 36], align 4
@.str = private unnamed_addr constant [6 x i8] c"%llu:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %s\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"%s roundtrip %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [34 x i8] c"parse hex %lld bin %lld b36 %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"ff00\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"101101\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"zz\00", align 1
@.str.8 = private unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [80 x i8], align 1
  %2 = alloca [7 x i64], align 8
  %3 = alloca [5 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [5 x i64], align 8
  %7 = alloca i32, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 56, i1 false)
  %8 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 1
  store i64 1, ptr %8, align 8
  %9 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 2
  store i64 255, ptr %9, align 8
  %10 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 3
  store i64 65535, ptr %10, align 8
  %11 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 4
  store i64 1000000, ptr %11, align 8
  %12 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 5
  store i64 3735928559, ptr %12, align 8
  %13 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 6
  store i64 -1, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.bases, i64 20, i1 false)
  store i32 0, ptr %4, align 4
  br label %14

14:                                               ; preds = %43, %0
  %15 = load i32, ptr %4, align 4
  %16 = icmp slt i32 %15, 7
  br i1 %16, label %17, label %46

17:                                               ; preds = %14
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [7 x i64], ptr %2, i64 0, i64 %19
  %21 = load i64, ptr %20, align 8
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %21) #4
  store i32 0, ptr %5, align 4
  br label %23

23:                                               ; preds = %38, %17
  %24 = load i32, ptr %5, align 4
  %25 = icmp slt i32 %24, 5
  br i1 %25, label %26, label %41

26:                                               ; preds = %23
  %27 = load i32, ptr %4, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [7 x i64], ptr %2, i64 0, i64 %28
  %30 = load i64, ptr %29, align 8
  %31 = load i32, ptr %5, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = getelementptr inbounds [80 x i8], ptr %1, i64 0, i64 0
  %36 = call ptr @utoa(i64 noundef %30, i32 noundef %34, ptr noundef %35) #4
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %36) #4
  br label %38

38:                                               ; preds = %26
  %39 = load i32, ptr %5, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %5, align 4
  br label %23, !llvm.loop !5

41:                                               ; preds = %23
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #4
  br label %43

43:                                               ; preds = %41
  %44 = load i32, ptr %4, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %4, align 4
  br label %14, !llvm.loop !7

46:                                               ; preds = %14
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 40, i1 false)
  %47 = getelementptr inbounds [5 x i64], ptr %6, i32 0, i32 1
  store i64 -1, ptr %47, align 8
  %48 = getelementptr inbounds [5 x i64], ptr %6, i32 0, i32 2
  store i64 12345, ptr %48, align 8
  %49 = getelementptr inbounds [5 x i64], ptr %6, i32 0, i32 3
  store i64 -9223372036854775808, ptr %49, align 8
  %50 = getelementptr inbounds [5 x i64], ptr %6, i32 0, i32 4
  store i64 9223372036854775807, ptr %50, align 8
  store i32 0, ptr %7, align 4
  br label %51

51:                                               ; preds = %71, %46
  %52 = load i32, ptr %7, align 4
  %53 = icmp slt i32 %52, 5
  br i1 %53, label %54, label %74

54:                                               ; preds = %51
  %55 = load i32, ptr %7, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [5 x i64], ptr %6, i64 0, i64 %56
  %58 = load i64, ptr %57, align 8
  %59 = getelementptr inbounds [80 x i8], ptr %1, i64 0, i64 0
  %60 = call ptr @itoa64(i64 noundef %58, ptr noundef %59) #4
  %61 = getelementptr inbounds [80 x i8], ptr %1, i64 0, i64 0
  %62 = getelementptr inbounds [80 x i8], ptr %1, i64 0, i64 0
  %63 = call i64 @parse(ptr noundef %62, i32 noundef 10) #4
  %64 = load i32, ptr %7, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [5 x i64], ptr %6, i64 0, i64 %65
  %67 = load i64, ptr %66, align 8
  %68 = icmp eq i64 %63, %67
  %69 = zext i1 %68 to i32
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %61, i32 noundef %69) #4
  br label %71

71:                                               ; preds = %54
  %72 = load i32, ptr %7, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %7, align 4
  br label %51, !llvm.loop !8

74:                                               ; preds = %51
  %75 = call i64 @parse(ptr noundef @.str.5, i32 noundef 16) #4
  %76 = call i64 @parse(ptr noundef @.str.6, i32 noundef 2) #4
  %77 = call i64 @parse(ptr noundef @.str.7, i32 noundef 36) #4
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %75, i64 noundef %76, i64 noundef %77) #4
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define internal ptr @utoa(i64 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [70 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  store ptr @.str.8, ptr %7, align 8
  store i32 0, ptr %9, align 4
  br label %11

11:                                               ; preds = %27, %3
  %12 = load ptr, ptr %7, align 8
  %13 = load i64, ptr %4, align 8
  %14 = load i32, ptr %5, align 4
  %15 = zext i32 %14 to i64
  %16 = urem i64 %13, %15
  %17 = getelementptr inbounds i8, ptr %12, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = load i32, ptr %9, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %9, align 4
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds [70 x i8], ptr %8, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  %23 = load i32, ptr %5, align 4
  %24 = zext i32 %23 to i64
  %25 = load i64, ptr %4, align 8
  %26 = udiv i64 %25, %24
  store i64 %26, ptr %4, align 8
  br label %27

27:                                               ; preds = %11
  %28 = load i64, ptr %4, align 8
  %29 = icmp ne i64 %28, 0
  br i1 %29, label %11, label %30, !llvm.loop !9

30:                                               ; preds = %27
  store i32 0, ptr %10, align 4
  br label %31

31:                                               ; preds = %47, %30
  %32 = load i32, ptr %10, align 4
  %33 = load i32, ptr %9, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %50

35:                                               ; preds = %31
  %36 = load i32, ptr %9, align 4
  %37 = sub nsw i32 %36, 1
  %38 = load i32, ptr %10, align 4
  %39 = sub nsw i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [70 x i8], ptr %8, i64 0, i64 %40
  %42 = load i8, ptr %41, align 1
  %43 = load ptr, ptr %6, align 8
  %44 = load i32, ptr %10, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i8, ptr %43, i64 %45
  store i8 %42, ptr %46, align 1
  br label %47

47:                                               ; preds = %35
  %48 = load i32, ptr %10, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %10, align 4
  br label %31, !llvm.loop !10

50:                                               ; preds = %31
  %51 = load ptr, ptr %6, align 8
  %52 = load i32, ptr %9, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, ptr %51, i64 %53
  store i8 0, ptr %54, align 1
  %55 = load ptr, ptr %6, align 8
  ret ptr %55
}

; Function Attrs: noinline nounwind optnone
define internal ptr @itoa64(i64 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  store i64 %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = icmp slt i64 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %2
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds i8, ptr %8, i64 0
  store i8 45, ptr %9, align 1
  %10 = load i64, ptr %3, align 8
  %11 = sub i64 0, %10
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 1
  %14 = call ptr @utoa(i64 noundef %11, i32 noundef 10, ptr noundef %13) #4
  br label %19

15:                                               ; preds = %2
  %16 = load i64, ptr %3, align 8
  %17 = load ptr, ptr %4, align 8
  %18 = call ptr @utoa(i64 noundef %16, i32 noundef 10, ptr noundef %17) #4
  br label %19

19:                                               ; preds = %15, %7
  %20 = load ptr, ptr %4, align 8
  ret ptr %20
}

; Function Attrs: noinline nounwind optnone
define internal i64 @parse(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = icmp eq i32 %10, 45
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  store i32 1, ptr %5, align 4
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds i8, ptr %13, i32 1
  store ptr %14, ptr %3, align 8
  br label %15

15:                                               ; preds = %12, %2
  store i64 0, ptr %6, align 8
  br label %16

16:                                               ; preds = %50, %15
  %17 = load ptr, ptr %3, align 8
  %18 = load i8, ptr %17, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %53

20:                                               ; preds = %16
  %21 = load ptr, ptr %3, align 8
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = icmp sge i32 %23, 48
  br i1 %24, label %25, label %35

25:                                               ; preds = %20
  %26 = load ptr, ptr %3, align 8
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  %29 = icmp sle i32 %28, 57
  br i1 %29, label %30, label %35

30:                                               ; preds = %25
  %31 = load ptr, ptr %3, align 8
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = sub nsw i32 %33, 48
  br label %41

35:                                               ; preds = %25, %20
  %36 = load ptr, ptr %3, align 8
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  %39 = sub nsw i32 %38, 97
  %40 = add nsw i32 %39, 10
  br label %41

41:                                               ; preds = %35, %30
  %42 = phi i32 [ %34, %30 ], [ %40, %35 ]
  store i32 %42, ptr %7, align 4
  %43 = load i64, ptr %6, align 8
  %44 = load i32, ptr %4, align 4
  %45 = zext i32 %44 to i64
  %46 = mul i64 %43, %45
  %47 = load i32, ptr %7, align 4
  %48 = zext i32 %47 to i64
  %49 = add i64 %46, %48
  store i64 %49, ptr %6, align 8
  br label %50

50:                                               ; preds = %41
  %51 = load ptr, ptr %3, align 8
  %52 = getelementptr inbounds i8, ptr %51, i32 1
  store ptr %52, ptr %3, align 8
  br label %16, !llvm.loop !11

53:                                               ; preds = %16
  %54 = load i32, ptr %5, align 4
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %56, label %59

56:                                               ; preds = %53
  %57 = load i64, ptr %6, align 8
  %58 = sub i64 0, %57
  br label %61

59:                                               ; preds = %53
  %60 = load i64, ptr %6, align 8
  br label %61

61:                                               ; preds = %59, %56
  %62 = phi i64 [ %58, %56 ], [ %60, %59 ]
  ret i64 %62
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nobuiltin "no-builtins" }

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
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
