; ModuleID = 'tests/programs/switch_sparse.c'
source_filename = "tests/programs/switch_sparse.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [11 x i32] [i32 -1000000, i32 -7, i32 0, i32 13, i32 1000, i32 65536, i32 99999, i32 2147483647, i32 5, i32 -8, i32 1001], align 4
@.str = private unnamed_addr constant [8 x i8] c"%d->%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [32 x i8] c"hello, world! quite an example.\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"counts %d %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"2^32\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"2^63\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [11 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca [5 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca [5 x i32], align 4
  %7 = alloca ptr, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %1, ptr align 4 @__const.main.xs, i32 44, i1 false)
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %20, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 11
  br i1 %10, label %11, label %23

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = getelementptr inbounds [11 x i32], ptr %1, i32 0, i32 %12
  %14 = load i32, ptr %13, align 4
  %15 = load i32, ptr %2, align 4
  %16 = getelementptr inbounds [11 x i32], ptr %1, i32 0, i32 %15
  %17 = load i32, ptr %16, align 4
  %18 = call i32 @sparse(i32 noundef %17) #4
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %14, i32 noundef %18) #4
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %2, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %2, align 4
  br label %8, !llvm.loop !5

23:                                               ; preds = %8
  call void @llvm.memset.p0.i32(ptr align 8 %3, i8 0, i32 40, i1 false)
  %24 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 0
  store i64 4294967296, ptr %24, align 8
  %25 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 1
  store i64 -1, ptr %25, align 8
  %26 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 2
  store i64 42, ptr %26, align 8
  %27 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 3
  store i64 -9223372036854775808, ptr %27, align 8
  %28 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 4
  store i64 43, ptr %28, align 8
  store i32 0, ptr %4, align 4
  br label %29

29:                                               ; preds = %38, %23
  %30 = load i32, ptr %4, align 4
  %31 = icmp slt i32 %30, 5
  br i1 %31, label %32, label %41

32:                                               ; preds = %29
  %33 = load i32, ptr %4, align 4
  %34 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 %33
  %35 = load i64, ptr %34, align 8
  %36 = call ptr @sp64(i64 noundef %35) #4
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %36) #4
  br label %38

38:                                               ; preds = %32
  %39 = load i32, ptr %4, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %4, align 4
  br label %29, !llvm.loop !7

41:                                               ; preds = %29
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #4
  store ptr @.str.3, ptr %5, align 4
  call void @llvm.memset.p0.i32(ptr align 4 %6, i8 0, i32 20, i1 false)
  %43 = load ptr, ptr %5, align 4
  store ptr %43, ptr %7, align 4
  br label %44

44:                                               ; preds = %55, %41
  %45 = load ptr, ptr %7, align 4
  %46 = load i8, ptr %45, align 1
  %47 = icmp ne i8 %46, 0
  br i1 %47, label %48, label %58

48:                                               ; preds = %44
  %49 = load ptr, ptr %7, align 4
  %50 = load i8, ptr %49, align 1
  %51 = call i32 @chars(i8 noundef signext %50) #4
  %52 = getelementptr inbounds [5 x i32], ptr %6, i32 0, i32 %51
  %53 = load i32, ptr %52, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %52, align 4
  br label %55

55:                                               ; preds = %48
  %56 = load ptr, ptr %7, align 4
  %57 = getelementptr inbounds i8, ptr %56, i32 1
  store ptr %57, ptr %7, align 4
  br label %44, !llvm.loop !8

58:                                               ; preds = %44
  %59 = call i32 @chars(i8 noundef signext -5) #4
  %60 = getelementptr inbounds [5 x i32], ptr %6, i32 0, i32 %59
  %61 = load i32, ptr %60, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %60, align 4
  %63 = getelementptr inbounds [5 x i32], ptr %6, i32 0, i32 0
  %64 = load i32, ptr %63, align 4
  %65 = getelementptr inbounds [5 x i32], ptr %6, i32 0, i32 1
  %66 = load i32, ptr %65, align 4
  %67 = getelementptr inbounds [5 x i32], ptr %6, i32 0, i32 2
  %68 = load i32, ptr %67, align 4
  %69 = getelementptr inbounds [5 x i32], ptr %6, i32 0, i32 3
  %70 = load i32, ptr %69, align 4
  %71 = getelementptr inbounds [5 x i32], ptr %6, i32 0, i32 4
  %72 = load i32, ptr %71, align 4
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %64, i32 noundef %66, i32 noundef %68, i32 noundef %70, i32 noundef %72) #4
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @sparse(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %13 [
    i32 -1000000, label %5
    i32 -7, label %6
    i32 0, label %7
    i32 13, label %8
    i32 1000, label %9
    i32 65536, label %10
    i32 99999, label %11
    i32 2147483647, label %12
  ]

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %14

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %14

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %14

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %14

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4
  br label %14

10:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %14

11:                                               ; preds = %1
  store i32 7, ptr %2, align 4
  br label %14

12:                                               ; preds = %1
  store i32 8, ptr %2, align 4
  br label %14

13:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %14

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6, %5
  %15 = load i32, ptr %2, align 4
  ret i32 %15
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: noinline nounwind optnone
define internal ptr @sp64(i64 noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  switch i64 %4, label %9 [
    i64 4294967296, label %5
    i64 -1, label %6
    i64 42, label %7
    i64 -9223372036854775808, label %8
  ]

5:                                                ; preds = %1
  store ptr @.str.5, ptr %2, align 4
  br label %10

6:                                                ; preds = %1
  store ptr @.str.6, ptr %2, align 4
  br label %10

7:                                                ; preds = %1
  store ptr @.str.7, ptr %2, align 4
  br label %10

8:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 4
  br label %10

9:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 4
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load ptr, ptr %2, align 4
  ret ptr %11
}

; Function Attrs: noinline nounwind optnone
define internal i32 @chars(i8 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
  switch i32 %5, label %10 [
    i32 97, label %6
    i32 101, label %6
    i32 105, label %6
    i32 111, label %6
    i32 117, label %6
    i32 32, label %7
    i32 46, label %8
    i32 44, label %8
    i32 33, label %8
    i32 -5, label %9
  ]

6:                                                ; preds = %1, %1, %1, %1, %1
  store i32 1, ptr %2, align 4
  br label %11

7:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %11

8:                                                ; preds = %1, %1, %1
  store i32 3, ptr %2, align 4
  br label %11

9:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6
  %12 = load i32, ptr %2, align 4
  ret i32 %12
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nobuiltin "no-builtins" }

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
