; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.small = type { i32, i32 }

@.str = private unnamed_addr constant [19 x i8] c"sum_ints %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"sum_ll %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"avg %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"ildsp\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"ddddddddddiiiiiiiiii\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"lilili\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"vprintf %d %s %.1f %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"returned %d\0A\00", align 1
@__const.main.a = private unnamed_addr constant %struct.small { i32 2, i32 3 }, align 4
@__const.main.b = private unnamed_addr constant %struct.small { i32 4, i32 5 }, align 4
@.str.10 = private unnamed_addr constant [14 x i8] c"struct va %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"float promoted %.2f\0A\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"i:%d \00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"l:%lld \00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"d:%.3f \00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"s:%s \00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"p:%d \00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"| \00", align 1
@.str.18 = private unnamed_addr constant [10 x i8] c"count %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.small, align 4
  %4 = alloca %struct.small, align 4
  %5 = alloca float, align 4
  %6 = call signext i32 (i32, ...) @sum_ints(i32 noundef signext 0) #4
  %7 = call signext i32 (i32, ...) @sum_ints(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3) #4
  %8 = call signext i32 (i32, ...) @sum_ints(i32 noundef signext 10, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8, i32 noundef signext 9, i32 noundef signext 10) #4
  %9 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %6, i32 noundef signext %7, i32 noundef signext %8) #4
  %10 = call i64 (i32, ...) @sum_ll(i32 noundef signext 4, i64 noundef 1099511627776, i64 noundef -5, i64 noundef 123456789012, i64 noundef 7) #4
  %11 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %10) #4
  %12 = call double (i32, ...) @avg(i32 noundef signext 5, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.250000e+00, double noundef -4.000000e+00, double noundef 1.000000e+01) #4
  %13 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %12) #4
  store i32 99, ptr %1, align 4
  call void (ptr, ...) @mixed(ptr noundef @.str.3, i32 noundef signext -3, i64 noundef 9000000000, double noundef 0x4005BF0A8B04919B, ptr noundef @.str.4, ptr noundef %1) #4
  call void (ptr, ...) @mixed(ptr noundef @.str.5, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8, i32 noundef signext 9, i32 noundef signext 10) #4
  call void (ptr, ...) @mixed(ptr noundef @.str.6, i64 noundef 1, i32 noundef signext 2, i64 noundef 3, i32 noundef signext 4, i64 noundef 5, i32 noundef signext 6) #4
  %14 = call signext i32 (ptr, ...) @my_printf(ptr noundef @.str.7, i32 noundef signext 5, ptr noundef @.str.8, double noundef 5.000000e-01, i64 noundef -1) #4
  store i32 %14, ptr %2, align 4
  %15 = load i32, ptr %2, align 4
  %16 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef signext %15) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.b, i64 8, i1 false)
  %17 = load i64, ptr %3, align 4
  %18 = load i64, ptr %4, align 4
  %19 = call signext i32 (i32, ...) @with_struct(i32 noundef signext 2, i64 %17, i64 %18) #4
  %20 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %19) #4
  store float 1.250000e+00, ptr %5, align 4
  %21 = load float, ptr %5, align 4
  %22 = fpext float %21 to double
  %23 = call double (i32, ...) @avg(i32 noundef signext 1, double noundef %22) #4
  %24 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %23) #4
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal signext i32 @sum_ints(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %3, align 8
  %13 = load i32, ptr %11, align 8
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr %4, align 4
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %6, !llvm.loop !7

19:                                               ; preds = %6
  call void @llvm.va_end(ptr %3)
  %20 = load i32, ptr %4, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone
define internal i64 @sum_ll(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %3, align 8
  %13 = load i64, ptr %11, align 8
  %14 = load i64, ptr %4, align 8
  %15 = add nsw i64 %14, %13
  store i64 %15, ptr %4, align 8
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %6, !llvm.loop !9

19:                                               ; preds = %6
  call void @llvm.va_end(ptr %3)
  %20 = load i64, ptr %4, align 8
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone
define internal double @avg(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %3, align 8
  %13 = load double, ptr %11, align 8
  %14 = load double, ptr %4, align 8
  %15 = fadd double %14, %13
  store double %15, ptr %4, align 8
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %6, !llvm.loop !10

19:                                               ; preds = %6
  call void @llvm.va_end(ptr %3)
  %20 = load double, ptr %4, align 8
  %21 = load i32, ptr %2, align 4
  %22 = sitofp i32 %21 to double
  %23 = fdiv double %20, %22
  ret double %23
}

; Function Attrs: noinline nounwind optnone
define internal void @mixed(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start(ptr %3)
  call void @llvm.va_copy(ptr %4, ptr %3)
  %8 = load ptr, ptr %2, align 8
  store ptr %8, ptr %5, align 8
  br label %9

9:                                                ; preds = %44, %1
  %10 = load ptr, ptr %5, align 8
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0
  br i1 %12, label %13, label %47

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  switch i32 %16, label %43 [
    i32 105, label %17
    i32 108, label %22
    i32 100, label %27
    i32 115, label %32
    i32 112, label %37
  ]

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %19, ptr %3, align 8
  %20 = load i32, ptr %18, align 8
  %21 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %20) #4
  br label %43

22:                                               ; preds = %13
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %3, align 8
  %25 = load i64, ptr %23, align 8
  %26 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %25) #4
  br label %43

27:                                               ; preds = %13
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr %29, ptr %3, align 8
  %30 = load double, ptr %28, align 8
  %31 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %30) #4
  br label %43

32:                                               ; preds = %13
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr %34, ptr %3, align 8
  %35 = load ptr, ptr %33, align 8
  %36 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %35) #4
  br label %43

37:                                               ; preds = %13
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds i8, ptr %38, i64 8
  store ptr %39, ptr %3, align 8
  %40 = load ptr, ptr %38, align 8
  %41 = load i32, ptr %40, align 4
  %42 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef signext %41) #4
  br label %43

43:                                               ; preds = %13, %37, %32, %27, %22, %17
  br label %44

44:                                               ; preds = %43
  %45 = load ptr, ptr %5, align 8
  %46 = getelementptr inbounds i8, ptr %45, i32 1
  store ptr %46, ptr %5, align 8
  br label %9, !llvm.loop !11

47:                                               ; preds = %9
  %48 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.17) #4
  store i32 0, ptr %6, align 4
  %49 = load ptr, ptr %2, align 8
  store ptr %49, ptr %7, align 8
  br label %50

50:                                               ; preds = %92, %47
  %51 = load ptr, ptr %7, align 8
  %52 = load i8, ptr %51, align 1
  %53 = icmp ne i8 %52, 0
  br i1 %53, label %54, label %95

54:                                               ; preds = %50
  %55 = load ptr, ptr %7, align 8
  %56 = load i8, ptr %55, align 1
  %57 = zext i8 %56 to i32
  switch i32 %57, label %91 [
    i32 105, label %58
    i32 108, label %64
    i32 100, label %70
    i32 115, label %76
    i32 112, label %82
  ]

58:                                               ; preds = %54
  %59 = load ptr, ptr %4, align 8
  %60 = getelementptr inbounds i8, ptr %59, i64 8
  store ptr %60, ptr %4, align 8
  %61 = load i32, ptr %59, align 8
  %62 = load i32, ptr %6, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %6, align 4
  br label %91

64:                                               ; preds = %54
  %65 = load ptr, ptr %4, align 8
  %66 = getelementptr inbounds i8, ptr %65, i64 8
  store ptr %66, ptr %4, align 8
  %67 = load i64, ptr %65, align 8
  %68 = load i32, ptr %6, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %6, align 4
  br label %91

70:                                               ; preds = %54
  %71 = load ptr, ptr %4, align 8
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  store ptr %72, ptr %4, align 8
  %73 = load double, ptr %71, align 8
  %74 = load i32, ptr %6, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %6, align 4
  br label %91

76:                                               ; preds = %54
  %77 = load ptr, ptr %4, align 8
  %78 = getelementptr inbounds i8, ptr %77, i64 8
  store ptr %78, ptr %4, align 8
  %79 = load ptr, ptr %77, align 8
  %80 = load i32, ptr %6, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %6, align 4
  br label %91

82:                                               ; preds = %54
  %83 = load ptr, ptr %4, align 8
  %84 = getelementptr inbounds i8, ptr %83, i64 8
  store ptr %84, ptr %4, align 8
  %85 = load ptr, ptr %83, align 8
  %86 = load i32, ptr %85, align 4
  %87 = icmp sgt i32 %86, 0
  %88 = zext i1 %87 to i32
  %89 = load i32, ptr %6, align 4
  %90 = add nsw i32 %89, %88
  store i32 %90, ptr %6, align 4
  br label %91

91:                                               ; preds = %54, %82, %76, %70, %64, %58
  br label %92

92:                                               ; preds = %91
  %93 = load ptr, ptr %7, align 8
  %94 = getelementptr inbounds i8, ptr %93, i32 1
  store ptr %94, ptr %7, align 8
  br label %50, !llvm.loop !12

95:                                               ; preds = %50
  call void @llvm.va_end(ptr %4)
  call void @llvm.va_end(ptr %3)
  %96 = load i32, ptr %6, align 4
  %97 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef signext %96) #4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @my_printf(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start(ptr %3)
  %5 = load ptr, ptr %2, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call signext i32 @vprintf(ptr noundef %5, ptr noundef %6) #4
  store i32 %7, ptr %4, align 4
  call void @llvm.va_end(ptr %3)
  %8 = load i32, ptr %4, align 4
  ret i32 %8
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal signext i32 @with_struct(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.small, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %21, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %24

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %13, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 8 %12, i64 8, i1 false)
  %14 = getelementptr inbounds %struct.small, ptr %6, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %struct.small, ptr %6, i32 0, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = mul nsw i32 %15, %17
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, %18
  store i32 %20, ptr %4, align 4
  br label %21

21:                                               ; preds = %11
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  br label %7, !llvm.loop !13

24:                                               ; preds = %7
  call void @llvm.va_end(ptr %3)
  %25 = load i32, ptr %4, align 4
  ret i32 %25
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #3

declare signext i32 @vprintf(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
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
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
