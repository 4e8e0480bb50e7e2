; ModuleID = 'tests/programs/switch_wide.c'
source_filename = "tests/programs/switch_wide.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"| %d\0A\00", align 1
@__const.main.tests = private unnamed_addr constant [9 x i64] [i64 -9000000000000000000, i64 -1, i64 0, i64 4294967296, i64 4294967295, i64 4611686018427387904, i64 9223372036854775807, i64 12345, i64 -2], align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"%s,\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"ranges %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"char %d %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"short %d %d %d %d %d\0A\00", align 1
@__const.main.ws = private unnamed_addr constant [8 x i128] [i128 0, i128 1, i128 -1, i128 18446744073709551616, i128 1267650600228229401496703205383, i128 20988295476538245120, i128 42, i128 18446744073709551617], align 16
@.str.7 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"min-ish\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"minus one\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"2^32\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"2^32-1\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"2^62\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca [9 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [8 x i128], align 16
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 4294967294, ptr %2, align 8
  br label %10

10:                                               ; preds = %21, %0
  %11 = load i64, ptr %2, align 8
  %12 = icmp ult i64 %11, 4294967306
  br i1 %12, label %13, label %24

13:                                               ; preds = %10
  %14 = load i64, ptr %2, align 8
  %15 = call signext i32 @dense64(i64 noundef %14) #3
  store i32 %15, ptr %3, align 4
  %16 = load i32, ptr %3, align 4
  %17 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %16) #3
  %18 = load i32, ptr %3, align 4
  %19 = load i32, ptr %1, align 4
  %20 = add nsw i32 %19, %18
  store i32 %20, ptr %1, align 4
  br label %21

21:                                               ; preds = %13
  %22 = load i64, ptr %2, align 8
  %23 = add i64 %22, 1
  store i64 %23, ptr %2, align 8
  br label %10, !llvm.loop !7

24:                                               ; preds = %10
  %25 = load i32, ptr %1, align 4
  %26 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %25) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.tests, i64 72, i1 false)
  store i32 0, ptr %5, align 4
  br label %27

27:                                               ; preds = %38, %24
  %28 = load i32, ptr %5, align 4
  %29 = zext i32 %28 to i64
  %30 = icmp ult i64 %29, 9
  br i1 %30, label %31, label %41

31:                                               ; preds = %27
  %32 = load i32, ptr %5, align 4
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [9 x i64], ptr %4, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8
  %36 = call ptr @sparse64(i64 noundef %35) #3
  %37 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %36) #3
  br label %38

38:                                               ; preds = %31
  %39 = load i32, ptr %5, align 4
  %40 = add i32 %39, 1
  store i32 %40, ptr %5, align 4
  br label %27, !llvm.loop !9

41:                                               ; preds = %27
  %42 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3) #3
  store i32 0, ptr %6, align 4
  store i32 -120, ptr %7, align 4
  br label %43

43:                                               ; preds = %54, %41
  %44 = load i32, ptr %7, align 4
  %45 = icmp slt i32 %44, 1010
  br i1 %45, label %46, label %57

46:                                               ; preds = %43
  %47 = load i32, ptr %6, align 4
  %48 = mul nsw i32 %47, 3
  %49 = load i32, ptr %7, align 4
  %50 = call signext i32 @ranges(i32 noundef signext %49) #3
  %51 = add nsw i32 %48, %50
  store i32 %51, ptr %6, align 4
  %52 = load i32, ptr %6, align 4
  %53 = and i32 %52, 16777215
  store i32 %53, ptr %6, align 4
  br label %54

54:                                               ; preds = %46
  %55 = load i32, ptr %7, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %7, align 4
  br label %43, !llvm.loop !10

57:                                               ; preds = %43
  %58 = call signext i32 @ranges(i32 noundef signext -75) #3
  %59 = call signext i32 @ranges(i32 noundef signext 0) #3
  %60 = call signext i32 @ranges(i32 noundef signext 1002) #3
  %61 = load i32, ptr %6, align 4
  %62 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %58, i32 noundef signext %59, i32 noundef signext %60, i32 noundef signext %61) #3
  %63 = call signext i32 @by_char(i8 noundef zeroext -1) #3
  %64 = call signext i32 @by_char(i8 noundef zeroext -2) #3
  %65 = call signext i32 @by_char(i8 noundef zeroext 0) #3
  %66 = call signext i32 @by_char(i8 noundef zeroext -128) #3
  %67 = call signext i32 @by_char(i8 noundef zeroext 7) #3
  %68 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %63, i32 noundef signext %64, i32 noundef signext %65, i32 noundef signext %66, i32 noundef signext %67) #3
  %69 = call signext i32 @by_short(i16 noundef signext -32768) #3
  %70 = call signext i32 @by_short(i16 noundef signext -1) #3
  %71 = call signext i32 @by_short(i16 noundef signext 32767) #3
  %72 = call signext i32 @by_short(i16 noundef signext 302) #3
  %73 = call signext i32 @by_short(i16 noundef signext 0) #3
  %74 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %69, i32 noundef signext %70, i32 noundef signext %71, i32 noundef signext %72, i32 noundef signext %73) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.ws, i64 128, i1 false)
  store i32 0, ptr %9, align 4
  br label %75

75:                                               ; preds = %86, %57
  %76 = load i32, ptr %9, align 4
  %77 = zext i32 %76 to i64
  %78 = icmp ult i64 %77, 8
  br i1 %78, label %79, label %89

79:                                               ; preds = %75
  %80 = load i32, ptr %9, align 4
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds [8 x i128], ptr %8, i64 0, i64 %81
  %83 = load i128, ptr %82, align 16
  %84 = call signext i32 @by_wide(i128 noundef %83) #3
  %85 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %84) #3
  br label %86

86:                                               ; preds = %79
  %87 = load i32, ptr %9, align 4
  %88 = add i32 %87, 1
  store i32 %88, ptr %9, align 4
  br label %75, !llvm.loop !11

89:                                               ; preds = %75
  %90 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @dense64(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  switch i64 %4, label %13 [
    i64 4294967296, label %5
    i64 4294967297, label %6
    i64 4294967298, label %7
    i64 4294967299, label %8
    i64 4294967300, label %9
    i64 4294967301, label %10
    i64 4294967302, label %11
    i64 4294967303, label %12
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
  store i32 5, ptr %2, align 4
  br label %14

9:                                                ; preds = %1
  store i32 8, ptr %2, align 4
  br label %14

10:                                               ; preds = %1
  store i32 13, ptr %2, align 4
  br label %14

11:                                               ; preds = %1
  store i32 21, ptr %2, align 4
  br label %14

12:                                               ; preds = %1
  store i32 34, ptr %2, align 4
  br label %14

13:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %14

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6, %5
  %15 = load i32, ptr %2, align 4
  ret i32 %15
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal ptr @sparse64(i64 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  switch i64 %4, label %12 [
    i64 -9000000000000000000, label %5
    i64 -1, label %6
    i64 0, label %7
    i64 4294967296, label %8
    i64 4294967295, label %9
    i64 4611686018427387904, label %10
    i64 9223372036854775807, label %11
  ]

5:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8
  br label %13

6:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 8
  br label %13

7:                                                ; preds = %1
  store ptr @.str.10, ptr %2, align 8
  br label %13

8:                                                ; preds = %1
  store ptr @.str.11, ptr %2, align 8
  br label %13

9:                                                ; preds = %1
  store ptr @.str.12, ptr %2, align 8
  br label %13

10:                                               ; preds = %1
  store ptr @.str.13, ptr %2, align 8
  br label %13

11:                                               ; preds = %1
  store ptr @.str.14, ptr %2, align 8
  br label %13

12:                                               ; preds = %1
  store ptr @.str.15, ptr %2, align 8
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 8
  ret ptr %14
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @ranges(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %9 [
    i32 -100, label %5
    i32 -99, label %5
    i32 -98, label %5
    i32 -97, label %5
    i32 -96, label %5
    i32 -95, label %5
    i32 -94, label %5
    i32 -93, label %5
    i32 -92, label %5
    i32 -91, label %5
    i32 -90, label %5
    i32 -89, label %5
    i32 -88, label %5
    i32 -87, label %5
    i32 -86, label %5
    i32 -85, label %5
    i32 -84, label %5
    i32 -83, label %5
    i32 -82, label %5
    i32 -81, label %5
    i32 -80, label %5
    i32 -79, label %5
    i32 -78, label %5
    i32 -77, label %5
    i32 -76, label %5
    i32 -75, label %5
    i32 -74, label %5
    i32 -73, label %5
    i32 -72, label %5
    i32 -71, label %5
    i32 -70, label %5
    i32 -69, label %5
    i32 -68, label %5
    i32 -67, label %5
    i32 -66, label %5
    i32 -65, label %5
    i32 -64, label %5
    i32 -63, label %5
    i32 -62, label %5
    i32 -61, label %5
    i32 -60, label %5
    i32 -59, label %5
    i32 -58, label %5
    i32 -57, label %5
    i32 -56, label %5
    i32 -55, label %5
    i32 -54, label %5
    i32 -53, label %5
    i32 -52, label %5
    i32 -51, label %5
    i32 -50, label %5
    i32 -10, label %6
    i32 -9, label %6
    i32 -8, label %6
    i32 -7, label %6
    i32 -6, label %6
    i32 -5, label %6
    i32 -4, label %6
    i32 -3, label %6
    i32 -2, label %6
    i32 -1, label %6
    i32 0, label %6
    i32 1, label %6
    i32 2, label %6
    i32 3, label %6
    i32 4, label %6
    i32 5, label %6
    i32 6, label %6
    i32 7, label %6
    i32 8, label %6
    i32 9, label %6
    i32 10, label %6
    i32 1000, label %7
    i32 1001, label %7
    i32 1002, label %7
    i32 1003, label %7
    i32 77, label %8
  ]

5:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store i32 1, ptr %2, align 4
  br label %10

6:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store i32 2, ptr %2, align 4
  br label %10

7:                                                ; preds = %1, %1, %1, %1
  store i32 3, ptr %2, align 4
  br label %10

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %10

9:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load i32, ptr %2, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @by_char(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  store i8 %0, ptr %2, align 1
  store i32 0, ptr %3, align 4
  %4 = load i8, ptr %2, align 1
  %5 = zext i8 %4 to i32
  switch i32 %5, label %16 [
    i32 255, label %6
    i32 254, label %9
    i32 0, label %12
    i32 128, label %15
  ]

6:                                                ; preds = %1
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %7, 100
  store i32 %8, ptr %3, align 4
  br label %9

9:                                                ; preds = %1, %6
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %10, 10
  store i32 %11, ptr %3, align 4
  br label %12

12:                                               ; preds = %1, %9
  %13 = load i32, ptr %3, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %3, align 4
  br label %16

15:                                               ; preds = %1
  store i32 -7, ptr %3, align 4
  br label %16

16:                                               ; preds = %1, %15, %12
  %17 = load i32, ptr %3, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @by_short(i16 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  %4 = load i16, ptr %3, align 2
  %5 = sext i16 %4 to i32
  switch i32 %5, label %10 [
    i32 -32768, label %6
    i32 -1, label %7
    i32 32767, label %8
    i32 300, label %9
    i32 301, label %9
    i32 302, label %9
    i32 303, label %9
    i32 304, label %9
  ]

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %11

7:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %11

8:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %11

9:                                                ; preds = %1, %1, %1, %1, %1
  store i32 4, ptr %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 5, ptr %2, align 4
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6
  %12 = load i32, ptr %2, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @by_wide(i128 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  %4 = load i128, ptr %3, align 16
  switch i128 %4, label %11 [
    i128 0, label %5
    i128 1, label %6
    i128 -1, label %7
    i128 18446744073709551616, label %8
    i128 1267650600228229401496703205383, label %9
    i128 20988295476538245120, label %10
  ]

5:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %12

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %12

7:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %12

8:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %12

9:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %12

10:                                               ; preds = %1
  store i32 5, ptr %2, align 4
  br label %12

11:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %12

12:                                               ; preds = %11, %10, %9, %8, %7, %6, %5
  %13 = load i32, ptr %2, align 4
  ret i32 %13
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
