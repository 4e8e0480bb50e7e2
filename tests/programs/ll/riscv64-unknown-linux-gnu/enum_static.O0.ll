; ModuleID = 'tests/programs/enum_static.c'
source_filename = "tests/programs/enum_static.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.cs = private unnamed_addr constant [6 x i32] [i32 0, i32 5, i32 6, i32 -2, i32 1000, i32 3], align 4
@.str = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"toggle %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [33 x i8] c"memo_fib(40)=%d memo_fib(45)=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"enum arith %d %d\0A\00", align 1
@color_name.unknown = internal global ptr @.str.6, align 8
@.str.6 = private unnamed_addr constant [8 x i8] c"unknown\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"blue\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@counter.n = internal global i32 0, align 4
@counter.calls = internal global i32 10, align 4
@memo_fib.memo = internal global [64 x i64] zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca [6 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 4 @__const.main.cs, i64 24, i1 false)
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %20, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 6
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %2, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = call ptr @color_name(i32 noundef signext %17) #3
  %19 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %13, ptr noundef %18) #3
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %2, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %2, align 4
  br label %6, !llvm.loop !7

23:                                               ; preds = %6
  %24 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1) #3
  store i32 0, ptr %3, align 4
  br label %25

25:                                               ; preds = %31, %23
  %26 = load i32, ptr %3, align 4
  %27 = icmp slt i32 %26, 4
  br i1 %27, label %28, label %34

28:                                               ; preds = %25
  %29 = call signext i32 @counter() #3
  %30 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %29) #3
  br label %31

31:                                               ; preds = %28
  %32 = load i32, ptr %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %3, align 4
  br label %25, !llvm.loop !9

34:                                               ; preds = %25
  %35 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1) #3
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %36

36:                                               ; preds = %42, %34
  %37 = load i32, ptr %5, align 4
  %38 = icmp slt i32 %37, 5
  br i1 %38, label %39, label %45

39:                                               ; preds = %36
  %40 = load i32, ptr %4, align 4
  %41 = call signext i32 @flip(i32 noundef signext %40) #3
  store i32 %41, ptr %4, align 4
  br label %42

42:                                               ; preds = %39
  %43 = load i32, ptr %5, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %5, align 4
  br label %36, !llvm.loop !10

45:                                               ; preds = %36
  %46 = load i32, ptr %4, align 4
  %47 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %46) #3
  %48 = call signext i32 @memo_fib(i32 noundef signext 40) #3
  %49 = call signext i32 @memo_fib(i32 noundef signext 45) #3
  %50 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %48, i32 noundef signext %49) #3
  %51 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext 1, i32 noundef signext 166) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal ptr @color_name(i32 noundef signext %0) #0 {
  %2 = alloca ptr, align 8
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
  store ptr @.str.7, ptr %2, align 8
  br label %11

6:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8
  br label %11

7:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 8
  br label %11

8:                                                ; preds = %1
  store ptr @.str.10, ptr %2, align 8
  br label %11

9:                                                ; preds = %1
  %10 = load ptr, ptr @color_name.unknown, align 8
  store ptr %10, ptr %2, align 8
  br label %11

11:                                               ; preds = %9, %8, %7, %6, %5
  %12 = load ptr, ptr %2, align 8
  ret ptr %12
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @counter() #0 {
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
define internal signext i32 @flip(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 1
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, i32 0, i32 1
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @memo_fib(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = icmp slt i32 %4, 2
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %2, align 4
  br label %37

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [64 x i64], ptr @memo_fib.memo, i64 0, i64 %10
  %12 = load i64, ptr %11, align 8
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %8
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [64 x i64], ptr @memo_fib.memo, i64 0, i64 %16
  %18 = load i64, ptr %17, align 8
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %2, align 4
  br label %37

20:                                               ; preds = %8
  %21 = load i32, ptr %3, align 4
  %22 = sub nsw i32 %21, 1
  %23 = call signext i32 @memo_fib(i32 noundef signext %22) #3
  %24 = load i32, ptr %3, align 4
  %25 = sub nsw i32 %24, 2
  %26 = call signext i32 @memo_fib(i32 noundef signext %25) #3
  %27 = add nsw i32 %23, %26
  %28 = sext i32 %27 to i64
  %29 = load i32, ptr %3, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [64 x i64], ptr @memo_fib.memo, i64 0, i64 %30
  store i64 %28, ptr %31, align 8
  %32 = load i32, ptr %3, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [64 x i64], ptr @memo_fib.memo, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8
  %36 = trunc i64 %35 to i32
  store i32 %36, ptr %2, align 4
  br label %37

37:                                               ; preds = %20, %14, %6
  %38 = load i32, ptr %2, align 4
  ret i32 %38
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nobuiltin "no-builtins" }

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
