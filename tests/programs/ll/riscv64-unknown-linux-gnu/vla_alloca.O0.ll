; ModuleID = 'tests/programs/vla_alloca.c'
source_filename = "tests/programs/vla_alloca.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"sum_vla(%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"matrix %lld %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"alloca %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"loop %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"aligned %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
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
  %8 = call signext i32 @sum_vla(i32 noundef signext %7) #3
  %9 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %6, i32 noundef signext %8) #3
  br label %10

10:                                               ; preds = %5
  %11 = load i32, ptr %1, align 4
  %12 = add nsw i32 %11, 7
  store i32 %12, ptr %1, align 4
  br label %2, !llvm.loop !7

13:                                               ; preds = %2
  %14 = call i64 @matrix_vla(i32 noundef signext 3, i32 noundef signext 4) #3
  %15 = call i64 @matrix_vla(i32 noundef signext 7, i32 noundef signext 2) #3
  %16 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %14, i64 noundef %15) #3
  %17 = call signext i32 @with_alloca(i32 noundef signext 10) #3
  %18 = call signext i32 @with_alloca(i32 noundef signext 100) #3
  %19 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %17, i32 noundef signext %18) #3
  %20 = call signext i32 @loop_vla(i32 noundef signext 40) #3
  %21 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %20) #3
  %22 = call signext i32 @aligned_vla(i32 noundef signext 33) #3
  %23 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %22) #3
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal signext i32 @sum_vla(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = zext i32 %8 to i64
  %10 = call ptr @llvm.stacksave()
  store ptr %10, ptr %3, align 8
  %11 = alloca i32, i64 %9, align 4
  store i64 %9, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %26, %1
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %2, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %29

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %5, align 4
  %19 = mul nsw i32 %17, %18
  %20 = load i32, ptr %5, align 4
  %21 = mul nsw i32 3, %20
  %22 = sub nsw i32 %19, %21
  %23 = load i32, ptr %5, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %11, i64 %24
  store i32 %22, ptr %25, align 4
  br label %26

26:                                               ; preds = %16
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %5, align 4
  br label %12, !llvm.loop !9

29:                                               ; preds = %12
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %30

30:                                               ; preds = %41, %29
  %31 = load i32, ptr %7, align 4
  %32 = load i32, ptr %2, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %44

34:                                               ; preds = %30
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %11, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr %6, align 4
  br label %41

41:                                               ; preds = %34
  %42 = load i32, ptr %7, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %7, align 4
  br label %30, !llvm.loop !10

44:                                               ; preds = %30
  %45 = load i32, ptr %6, align 4
  %46 = load ptr, ptr %3, align 8
  call void @llvm.stackrestore(ptr %46)
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone
define internal i64 @matrix_vla(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %12 = load i32, ptr %3, align 4
  %13 = zext i32 %12 to i64
  %14 = load i32, ptr %4, align 4
  %15 = zext i32 %14 to i64
  %16 = call ptr @llvm.stacksave()
  store ptr %16, ptr %5, align 8
  %17 = mul nuw i64 %13, %15
  %18 = alloca i64, i64 %17, align 8
  store i64 %13, ptr %6, align 8
  store i64 %15, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %19

19:                                               ; preds = %47, %2
  %20 = load i32, ptr %8, align 4
  %21 = load i32, ptr %3, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %50

23:                                               ; preds = %19
  store i32 0, ptr %9, align 4
  br label %24

24:                                               ; preds = %43, %23
  %25 = load i32, ptr %9, align 4
  %26 = load i32, ptr %4, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %46

28:                                               ; preds = %24
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, 1
  %31 = sext i32 %30 to i64
  %32 = load i32, ptr %9, align 4
  %33 = add nsw i32 %32, 2
  %34 = sext i32 %33 to i64
  %35 = mul nsw i64 %31, %34
  %36 = load i32, ptr %8, align 4
  %37 = sext i32 %36 to i64
  %38 = mul nsw i64 %37, %15
  %39 = getelementptr inbounds i64, ptr %18, i64 %38
  %40 = load i32, ptr %9, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i64, ptr %39, i64 %41
  store i64 %35, ptr %42, align 8
  br label %43

43:                                               ; preds = %28
  %44 = load i32, ptr %9, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %9, align 4
  br label %24, !llvm.loop !11

46:                                               ; preds = %24
  br label %47

47:                                               ; preds = %46
  %48 = load i32, ptr %8, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %8, align 4
  br label %19, !llvm.loop !12

50:                                               ; preds = %19
  store i64 0, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %51

51:                                               ; preds = %71, %50
  %52 = load i32, ptr %11, align 4
  %53 = load i32, ptr %3, align 4
  %54 = icmp slt i32 %52, %53
  br i1 %54, label %55, label %74

55:                                               ; preds = %51
  %56 = load i32, ptr %11, align 4
  %57 = sext i32 %56 to i64
  %58 = mul nsw i64 %57, %15
  %59 = getelementptr inbounds i64, ptr %18, i64 %58
  %60 = load i32, ptr %4, align 4
  %61 = sub nsw i32 %60, 1
  %62 = load i32, ptr %11, align 4
  %63 = load i32, ptr %4, align 4
  %64 = srem i32 %62, %63
  %65 = sub nsw i32 %61, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i64, ptr %59, i64 %66
  %68 = load i64, ptr %67, align 8
  %69 = load i64, ptr %10, align 8
  %70 = add nsw i64 %69, %68
  store i64 %70, ptr %10, align 8
  br label %71

71:                                               ; preds = %55
  %72 = load i32, ptr %11, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %11, align 4
  br label %51, !llvm.loop !13

74:                                               ; preds = %51
  %75 = load i64, ptr %10, align 8
  %76 = load ptr, ptr %5, align 8
  call void @llvm.stackrestore(ptr %76)
  ret i64 %75
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @with_alloca(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = add i32 %5, 1
  %7 = zext i32 %6 to i64
  %8 = alloca i8, i64 %7, align 16
  store ptr %8, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %9

9:                                                ; preds = %22, %1
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load i32, ptr %4, align 4
  %15 = srem i32 %14, 26
  %16 = add nsw i32 97, %15
  %17 = trunc i32 %16 to i8
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %4, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i8, ptr %18, i64 %20
  store i8 %17, ptr %21, align 1
  br label %22

22:                                               ; preds = %13
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %4, align 4
  br label %9, !llvm.loop !14

25:                                               ; preds = %9
  %26 = load ptr, ptr %3, align 8
  %27 = load i32, ptr %2, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i8, ptr %26, i64 %28
  store i8 0, ptr %29, align 1
  %30 = load ptr, ptr %3, align 8
  %31 = call i64 @strlen(ptr noundef %30) #3
  %32 = trunc i64 %31 to i32
  %33 = load ptr, ptr %3, align 8
  %34 = load i32, ptr %2, align 4
  %35 = sdiv i32 %34, 2
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %33, i64 %36
  %38 = load i8, ptr %37, align 1
  %39 = zext i8 %38 to i32
  %40 = add nsw i32 %32, %39
  ret i32 %40
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @loop_vla(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 1, ptr %4, align 4
  br label %8

8:                                                ; preds = %44, %1
  %9 = load i32, ptr %4, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp sle i32 %9, %10
  br i1 %11, label %12, label %47

12:                                               ; preds = %8
  %13 = load i32, ptr %4, align 4
  %14 = mul nsw i32 %13, 3
  %15 = zext i32 %14 to i64
  %16 = call ptr @llvm.stacksave()
  store ptr %16, ptr %5, align 8
  %17 = alloca double, i64 %15, align 8
  store i64 %15, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %18

18:                                               ; preds = %30, %12
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %4, align 4
  %21 = mul nsw i32 %20, 3
  %22 = icmp slt i32 %19, %21
  br i1 %22, label %23, label %33

23:                                               ; preds = %18
  %24 = load i32, ptr %7, align 4
  %25 = sitofp i32 %24 to double
  %26 = fmul double %25, 5.000000e-01
  %27 = load i32, ptr %7, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %17, i64 %28
  store double %26, ptr %29, align 8
  br label %30

30:                                               ; preds = %23
  %31 = load i32, ptr %7, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %7, align 4
  br label %18, !llvm.loop !15

33:                                               ; preds = %18
  %34 = load i32, ptr %4, align 4
  %35 = mul nsw i32 %34, 3
  %36 = sub nsw i32 %35, 1
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %17, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = fptosi double %39 to i32
  %41 = load i32, ptr %3, align 4
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr %3, align 4
  %43 = load ptr, ptr %5, align 8
  call void @llvm.stackrestore(ptr %43)
  br label %44

44:                                               ; preds = %33
  %45 = load i32, ptr %4, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %4, align 4
  br label %8, !llvm.loop !16

47:                                               ; preds = %8
  %48 = load i32, ptr %3, align 4
  ret i32 %48
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @aligned_vla(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [16 x i8], align 16
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = zext i32 %8 to i64
  %10 = call ptr @llvm.stacksave()
  store ptr %10, ptr %4, align 8
  %11 = alloca i8, i64 %9, align 1
  store i64 %9, ptr %5, align 8
  %12 = load i32, ptr %2, align 4
  %13 = zext i32 %12 to i64
  %14 = call ptr @memset(ptr noundef %11, i32 noundef signext 7, i64 noundef %13) #3
  %15 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 0
  %16 = call ptr @memset(ptr noundef %15, i32 noundef signext 1, i64 noundef 16) #3
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %17

17:                                               ; preds = %29, %1
  %18 = load i32, ptr %7, align 4
  %19 = load i32, ptr %2, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %32

21:                                               ; preds = %17
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i8, ptr %11, i64 %23
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr %6, align 4
  br label %29

29:                                               ; preds = %21
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %7, align 4
  br label %17, !llvm.loop !17

32:                                               ; preds = %17
  %33 = load i32, ptr %6, align 4
  %34 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 15
  %35 = load i8, ptr %34, align 1
  %36 = zext i8 %35 to i32
  %37 = add nsw i32 %33, %36
  %38 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 0
  %39 = ptrtoint ptr %38 to i64
  %40 = and i64 %39, 15
  %41 = trunc i64 %40 to i32
  %42 = add nsw i32 %37, %41
  %43 = load ptr, ptr %4, align 8
  call void @llvm.stackrestore(ptr %43)
  ret i32 %42
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #2

declare i64 @strlen(ptr noundef) #1

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
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
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
