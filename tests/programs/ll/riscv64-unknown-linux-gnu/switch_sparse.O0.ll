; ModuleID = 'tests/programs/switch_sparse.c'
source_filename = "tests/programs/switch_sparse.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
  %1 = alloca [11 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca [5 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [5 x i32], align 4
  %7 = alloca ptr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 4 @__const.main.xs, i64 44, i1 false)
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %22, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 11
  br i1 %10, label %11, label %25

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [11 x i32], ptr %1, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = load i32, ptr %2, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [11 x i32], ptr %1, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = call signext i32 @sparse(i32 noundef signext %19) #4
  %21 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %15, i32 noundef signext %20) #4
  br label %22

22:                                               ; preds = %11
  %23 = load i32, ptr %2, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %2, align 4
  br label %8, !llvm.loop !7

25:                                               ; preds = %8
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 40, i1 false)
  %26 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 0
  store i64 4294967296, ptr %26, align 8
  %27 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 1
  store i64 -1, ptr %27, align 8
  %28 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 2
  store i64 42, ptr %28, align 8
  %29 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 3
  store i64 -9223372036854775808, ptr %29, align 8
  %30 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 4
  store i64 43, ptr %30, align 8
  store i32 0, ptr %4, align 4
  br label %31

31:                                               ; preds = %41, %25
  %32 = load i32, ptr %4, align 4
  %33 = icmp slt i32 %32, 5
  br i1 %33, label %34, label %44

34:                                               ; preds = %31
  %35 = load i32, ptr %4, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [5 x i64], ptr %3, i64 0, i64 %36
  %38 = load i64, ptr %37, align 8
  %39 = call ptr @sp64(i64 noundef %38) #4
  %40 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %39) #4
  br label %41

41:                                               ; preds = %34
  %42 = load i32, ptr %4, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %4, align 4
  br label %31, !llvm.loop !9

44:                                               ; preds = %31
  %45 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2) #4
  store ptr @.str.3, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 20, i1 false)
  %46 = load ptr, ptr %5, align 8
  store ptr %46, ptr %7, align 8
  br label %47

47:                                               ; preds = %59, %44
  %48 = load ptr, ptr %7, align 8
  %49 = load i8, ptr %48, align 1
  %50 = icmp ne i8 %49, 0
  br i1 %50, label %51, label %62

51:                                               ; preds = %47
  %52 = load ptr, ptr %7, align 8
  %53 = load i8, ptr %52, align 1
  %54 = call signext i32 @chars(i8 noundef signext %53) #4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [5 x i32], ptr %6, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %56, align 4
  br label %59

59:                                               ; preds = %51
  %60 = load ptr, ptr %7, align 8
  %61 = getelementptr inbounds i8, ptr %60, i32 1
  store ptr %61, ptr %7, align 8
  br label %47, !llvm.loop !10

62:                                               ; preds = %47
  %63 = call signext i32 @chars(i8 noundef signext -5) #4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [5 x i32], ptr %6, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %65, align 4
  %68 = getelementptr inbounds [5 x i32], ptr %6, i64 0, i64 0
  %69 = load i32, ptr %68, align 4
  %70 = getelementptr inbounds [5 x i32], ptr %6, i64 0, i64 1
  %71 = load i32, ptr %70, align 4
  %72 = getelementptr inbounds [5 x i32], ptr %6, i64 0, i64 2
  %73 = load i32, ptr %72, align 4
  %74 = getelementptr inbounds [5 x i32], ptr %6, i64 0, i64 3
  %75 = load i32, ptr %74, align 4
  %76 = getelementptr inbounds [5 x i32], ptr %6, i64 0, i64 4
  %77 = load i32, ptr %76, align 4
  %78 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %69, i32 noundef signext %71, i32 noundef signext %73, i32 noundef signext %75, i32 noundef signext %77) #4
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal signext i32 @sparse(i32 noundef signext %0) #0 {
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone
define internal ptr @sp64(i64 noundef %0) #0 {
  %2 = alloca ptr, align 8
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
  store ptr @.str.5, ptr %2, align 8
  br label %10

6:                                                ; preds = %1
  store ptr @.str.6, ptr %2, align 8
  br label %10

7:                                                ; preds = %1
  store ptr @.str.7, ptr %2, align 8
  br label %10

8:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8
  br label %10

9:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 8
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load ptr, ptr %2, align 8
  ret ptr %11
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @chars(i8 noundef signext %0) #0 {
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

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nobuiltin "no-builtins" }

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
