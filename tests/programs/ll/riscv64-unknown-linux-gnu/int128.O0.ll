; ModuleID = 'tests/programs/int128.c'
source_filename = "tests/programs/int128.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"a+b\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"a-b\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"b*b\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"a*b\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"a/b\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"a%b\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"a%(b-12)\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"a/1000003\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"a<<3\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"a>>70\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"a<<100\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"~a\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"a^b\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"mul_add\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"-a\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"-a>>4\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"-a/7\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"-a%7\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"-a%1000003\00", align 1
@.str.21 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"30!\00", align 1
@.str.23 = private unnamed_addr constant [23 x i8] c"1<<%d hi=%llx lo=%llx\0A\00", align 1
@.str.24 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"dec %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca i128, align 16
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = alloca i128, align 16
  store i128 1512366075204170947332355369683137040, ptr %1, align 16
  store i128 18446744073709551615, ptr %2, align 16
  %9 = load i128, ptr %1, align 16
  call void @p128(ptr noundef @.str, i128 noundef %9) #2
  %10 = load i128, ptr %2, align 16
  call void @p128(ptr noundef @.str.1, i128 noundef %10) #2
  %11 = load i128, ptr %1, align 16
  %12 = load i128, ptr %2, align 16
  %13 = add i128 %11, %12
  call void @p128(ptr noundef @.str.2, i128 noundef %13) #2
  %14 = load i128, ptr %1, align 16
  %15 = load i128, ptr %2, align 16
  %16 = sub i128 %14, %15
  call void @p128(ptr noundef @.str.3, i128 noundef %16) #2
  %17 = load i128, ptr %2, align 16
  %18 = load i128, ptr %2, align 16
  %19 = mul i128 %17, %18
  call void @p128(ptr noundef @.str.4, i128 noundef %19) #2
  %20 = load i128, ptr %1, align 16
  %21 = load i128, ptr %2, align 16
  %22 = mul i128 %20, %21
  call void @p128(ptr noundef @.str.5, i128 noundef %22) #2
  %23 = load i128, ptr %1, align 16
  %24 = load i128, ptr %2, align 16
  %25 = udiv i128 %23, %24
  call void @p128(ptr noundef @.str.6, i128 noundef %25) #2
  %26 = load i128, ptr %1, align 16
  %27 = load i128, ptr %2, align 16
  %28 = urem i128 %26, %27
  call void @p128(ptr noundef @.str.7, i128 noundef %28) #2
  %29 = load i128, ptr %1, align 16
  %30 = load i128, ptr %2, align 16
  %31 = sub i128 %30, 12
  %32 = urem i128 %29, %31
  call void @p128(ptr noundef @.str.8, i128 noundef %32) #2
  %33 = load i128, ptr %1, align 16
  %34 = udiv i128 %33, 1000003
  call void @p128(ptr noundef @.str.9, i128 noundef %34) #2
  %35 = load i128, ptr %1, align 16
  %36 = shl i128 %35, 3
  call void @p128(ptr noundef @.str.10, i128 noundef %36) #2
  %37 = load i128, ptr %1, align 16
  %38 = lshr i128 %37, 70
  call void @p128(ptr noundef @.str.11, i128 noundef %38) #2
  %39 = load i128, ptr %1, align 16
  %40 = shl i128 %39, 100
  call void @p128(ptr noundef @.str.12, i128 noundef %40) #2
  %41 = load i128, ptr %1, align 16
  %42 = xor i128 %41, -1
  call void @p128(ptr noundef @.str.13, i128 noundef %42) #2
  %43 = load i128, ptr %1, align 16
  %44 = load i128, ptr %2, align 16
  %45 = xor i128 %43, %44
  call void @p128(ptr noundef @.str.14, i128 noundef %45) #2
  %46 = load i128, ptr %1, align 16
  %47 = call i128 @mul_add(i128 noundef %46, i128 noundef 12345, i128 noundef 99) #2
  call void @p128(ptr noundef @.str.15, i128 noundef %47) #2
  %48 = load i128, ptr %1, align 16
  %49 = sub nsw i128 0, %48
  store i128 %49, ptr %3, align 16
  %50 = load i128, ptr %3, align 16
  call void @p128(ptr noundef @.str.16, i128 noundef %50) #2
  %51 = load i128, ptr %3, align 16
  %52 = ashr i128 %51, 4
  call void @p128(ptr noundef @.str.17, i128 noundef %52) #2
  %53 = load i128, ptr %3, align 16
  %54 = sdiv i128 %53, 7
  call void @p128(ptr noundef @.str.18, i128 noundef %54) #2
  %55 = load i128, ptr %3, align 16
  %56 = srem i128 %55, 7
  call void @p128(ptr noundef @.str.19, i128 noundef %56) #2
  %57 = load i128, ptr %3, align 16
  %58 = srem i128 %57, 1000003
  call void @p128(ptr noundef @.str.20, i128 noundef %58) #2
  %59 = load i128, ptr %1, align 16
  %60 = load i128, ptr %2, align 16
  %61 = icmp ugt i128 %59, %60
  %62 = zext i1 %61 to i32
  %63 = load i128, ptr %3, align 16
  %64 = icmp slt i128 %63, 0
  %65 = zext i1 %64 to i32
  %66 = load i128, ptr %3, align 16
  %67 = load i128, ptr %1, align 16
  %68 = icmp ugt i128 %66, %67
  %69 = zext i1 %68 to i32
  %70 = load i128, ptr %3, align 16
  %71 = load i128, ptr %2, align 16
  %72 = icmp slt i128 %70, %71
  %73 = zext i1 %72 to i32
  %74 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef signext %62, i32 noundef signext %65, i32 noundef signext %69, i32 noundef signext %73) #2
  store i128 1, ptr %4, align 16
  store i32 1, ptr %5, align 4
  br label %75

75:                                               ; preds = %83, %0
  %76 = load i32, ptr %5, align 4
  %77 = icmp sle i32 %76, 30
  br i1 %77, label %78, label %86

78:                                               ; preds = %75
  %79 = load i32, ptr %5, align 4
  %80 = sext i32 %79 to i128
  %81 = load i128, ptr %4, align 16
  %82 = mul i128 %81, %80
  store i128 %82, ptr %4, align 16
  br label %83

83:                                               ; preds = %78
  %84 = load i32, ptr %5, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %5, align 4
  br label %75, !llvm.loop !7

86:                                               ; preds = %75
  %87 = load i128, ptr %4, align 16
  call void @pdec(i128 noundef %87) #2
  %88 = load i128, ptr %4, align 16
  call void @p128(ptr noundef @.str.22, i128 noundef %88) #2
  store i128 1, ptr %6, align 16
  store i32 0, ptr %7, align 4
  br label %89

89:                                               ; preds = %104, %86
  %90 = load i32, ptr %7, align 4
  %91 = icmp slt i32 %90, 128
  br i1 %91, label %92, label %107

92:                                               ; preds = %89
  %93 = load i128, ptr %6, align 16
  %94 = load i32, ptr %7, align 4
  %95 = zext i32 %94 to i128
  %96 = shl i128 %93, %95
  store i128 %96, ptr %8, align 16
  %97 = load i32, ptr %7, align 4
  %98 = load i128, ptr %8, align 16
  %99 = lshr i128 %98, 64
  %100 = trunc i128 %99 to i64
  %101 = load i128, ptr %8, align 16
  %102 = trunc i128 %101 to i64
  %103 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef signext %97, i64 noundef %100, i64 noundef %102) #2
  br label %104

104:                                              ; preds = %92
  %105 = load i32, ptr %7, align 4
  %106 = add nsw i32 %105, 9
  store i32 %106, ptr %7, align 4
  br label %89, !llvm.loop !9

107:                                              ; preds = %89
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @p128(ptr noundef %0, i128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  store ptr %0, ptr %3, align 8
  store i128 %1, ptr %4, align 16
  %5 = load ptr, ptr %3, align 8
  %6 = load i128, ptr %4, align 16
  %7 = lshr i128 %6, 64
  %8 = trunc i128 %7 to i64
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i64
  %11 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.24, ptr noundef %5, i64 noundef %8, i64 noundef %10) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i128 @mul_add(i128 noundef %0, i128 noundef %1, i128 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  store i128 %0, ptr %4, align 16
  store i128 %1, ptr %5, align 16
  store i128 %2, ptr %6, align 16
  %7 = load i128, ptr %4, align 16
  %8 = load i128, ptr %5, align 16
  %9 = mul i128 %7, %8
  %10 = load i128, ptr %6, align 16
  %11 = add i128 %9, %10
  ret i128 %11
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal void @pdec(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 1
  %4 = alloca i32, align 4
  store i128 %0, ptr %2, align 16
  store i32 47, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %6
  store i8 0, ptr %7, align 1
  %8 = load i128, ptr %2, align 16
  %9 = icmp eq i128 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %1
  %11 = load i32, ptr %4, align 4
  %12 = add nsw i32 %11, -1
  store i32 %12, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %13
  store i8 48, ptr %14, align 1
  br label %15

15:                                               ; preds = %10, %1
  br label %16

16:                                               ; preds = %19, %15
  %17 = load i128, ptr %2, align 16
  %18 = icmp ne i128 %17, 0
  br i1 %18, label %19, label %31

19:                                               ; preds = %16
  %20 = load i128, ptr %2, align 16
  %21 = urem i128 %20, 10
  %22 = trunc i128 %21 to i32
  %23 = add nsw i32 48, %22
  %24 = trunc i32 %23 to i8
  %25 = load i32, ptr %4, align 4
  %26 = add nsw i32 %25, -1
  store i32 %26, ptr %4, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %27
  store i8 %24, ptr %28, align 1
  %29 = load i128, ptr %2, align 16
  %30 = udiv i128 %29, 10
  store i128 %30, ptr %2, align 16
  br label %16, !llvm.loop !10

31:                                               ; preds = %16
  %32 = load i32, ptr %4, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %33
  %35 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.25, ptr noundef %34) #2
  ret void
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
