; ModuleID = 'tests/programs/atoi_abs.c'
source_filename = "tests/programs/atoi_abs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
@__const.main.inputs = private unnamed_addr constant [11 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 8
@.str.11 = private unnamed_addr constant [25 x i8] c"atoi(\22%s\22) = %d mine %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [17 x i8] c"abs %d %d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"labs %ld %ld\0A\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"llabs %lld %lld\0A\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"sum abs %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca [11 x ptr], align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 @__const.main.inputs, i64 88, i1 false)
  store i32 0, ptr %2, align 4
  br label %5

5:                                                ; preds = %35, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 11
  br i1 %7, label %8, label %38

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [11 x ptr], ptr %1, i64 0, i64 %10
  %12 = load ptr, ptr %11, align 8
  %13 = load i32, ptr %2, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [11 x ptr], ptr %1, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8
  %17 = call signext i32 @atoi(ptr noundef %16) #3
  %18 = load i32, ptr %2, align 4
  %19 = icmp eq i32 %18, 6
  br i1 %19, label %20, label %26

20:                                               ; preds = %8
  %21 = load i32, ptr %2, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [11 x ptr], ptr %1, i64 0, i64 %22
  %24 = load ptr, ptr %23, align 8
  %25 = call signext i32 @atoi(ptr noundef %24) #3
  br label %32

26:                                               ; preds = %8
  %27 = load i32, ptr %2, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [11 x ptr], ptr %1, i64 0, i64 %28
  %30 = load ptr, ptr %29, align 8
  %31 = call signext i32 @my_atoi(ptr noundef %30) #3
  br label %32

32:                                               ; preds = %26, %20
  %33 = phi i32 [ %25, %20 ], [ %31, %26 ]
  %34 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %12, i32 noundef signext %17, i32 noundef signext %33) #3
  br label %35

35:                                               ; preds = %32
  %36 = load i32, ptr %2, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %2, align 4
  br label %5, !llvm.loop !7

38:                                               ; preds = %5
  %39 = call signext i32 @abs(i32 noundef signext -5) #3
  %40 = call signext i32 @abs(i32 noundef signext 5) #3
  %41 = call signext i32 @abs(i32 noundef signext 0) #3
  %42 = call signext i32 @abs(i32 noundef signext -2147483647) #3
  %43 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %39, i32 noundef signext %40, i32 noundef signext %41, i32 noundef signext %42) #3
  %44 = call i64 @labs(i64 noundef -100000) #3
  %45 = call i64 @labs(i64 noundef 2000000000) #3
  %46 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %44, i64 noundef %45) #3
  %47 = call i64 @llabs(i64 noundef -9000000000000) #3
  %48 = call i64 @llabs(i64 noundef 9223372036854775807) #3
  %49 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %47, i64 noundef %48) #3
  store i32 0, ptr %3, align 4
  store i32 -50, ptr %4, align 4
  br label %50

50:                                               ; preds = %58, %38
  %51 = load i32, ptr %4, align 4
  %52 = icmp sle i32 %51, 50
  br i1 %52, label %53, label %61

53:                                               ; preds = %50
  %54 = load i32, ptr %4, align 4
  %55 = call signext i32 @abs(i32 noundef signext %54) #3
  %56 = load i32, ptr %3, align 4
  %57 = add nsw i32 %56, %55
  store i32 %57, ptr %3, align 4
  br label %58

58:                                               ; preds = %53
  %59 = load i32, ptr %4, align 4
  %60 = add nsw i32 %59, 7
  store i32 %60, ptr %4, align 4
  br label %50, !llvm.loop !9

61:                                               ; preds = %50
  %62 = load i32, ptr %3, align 4
  %63 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef signext %62) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare signext i32 @printf(ptr noundef, ...) #2

declare signext i32 @atoi(ptr noundef) #2

; Function Attrs: noinline nounwind optnone
define internal signext i32 @my_atoi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %10, %1
  %6 = load ptr, ptr %2, align 8
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp eq i32 %8, 32
  br i1 %9, label %10, label %13

10:                                               ; preds = %5
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %12, ptr %2, align 8
  br label %5, !llvm.loop !10

13:                                               ; preds = %5
  %14 = load ptr, ptr %2, align 8
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = icmp eq i32 %16, 45
  br i1 %17, label %23, label %18

18:                                               ; preds = %13
  %19 = load ptr, ptr %2, align 8
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = icmp eq i32 %21, 43
  br i1 %22, label %23, label %32

23:                                               ; preds = %18, %13
  %24 = load ptr, ptr %2, align 8
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = icmp eq i32 %26, 45
  br i1 %27, label %28, label %29

28:                                               ; preds = %23
  store i32 -1, ptr %3, align 4
  br label %29

29:                                               ; preds = %28, %23
  %30 = load ptr, ptr %2, align 8
  %31 = getelementptr inbounds i8, ptr %30, i32 1
  store ptr %31, ptr %2, align 8
  br label %32

32:                                               ; preds = %29, %18
  br label %33

33:                                               ; preds = %45, %32
  %34 = load ptr, ptr %2, align 8
  %35 = load i8, ptr %34, align 1
  %36 = zext i8 %35 to i32
  %37 = icmp sge i32 %36, 48
  br i1 %37, label %38, label %43

38:                                               ; preds = %33
  %39 = load ptr, ptr %2, align 8
  %40 = load i8, ptr %39, align 1
  %41 = zext i8 %40 to i32
  %42 = icmp sle i32 %41, 57
  br label %43

43:                                               ; preds = %38, %33
  %44 = phi i1 [ false, %33 ], [ %42, %38 ]
  br i1 %44, label %45, label %54

45:                                               ; preds = %43
  %46 = load i32, ptr %4, align 4
  %47 = mul nsw i32 %46, 10
  %48 = load ptr, ptr %2, align 8
  %49 = getelementptr inbounds i8, ptr %48, i32 1
  store ptr %49, ptr %2, align 8
  %50 = load i8, ptr %48, align 1
  %51 = zext i8 %50 to i32
  %52 = sub nsw i32 %51, 48
  %53 = add nsw i32 %47, %52
  store i32 %53, ptr %4, align 4
  br label %33, !llvm.loop !11

54:                                               ; preds = %43
  %55 = load i32, ptr %3, align 4
  %56 = load i32, ptr %4, align 4
  %57 = mul nsw i32 %55, %56
  ret i32 %57
}

declare signext i32 @abs(i32 noundef signext) #2

declare i64 @labs(i64 noundef) #2

declare i64 @llabs(i64 noundef) #2

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
!11 = distinct !{!11, !8}
