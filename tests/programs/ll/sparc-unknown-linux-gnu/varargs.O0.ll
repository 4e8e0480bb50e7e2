; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.small, align 4
  %4 = alloca %struct.small, align 4
  %5 = alloca float, align 4
  %6 = call i32 (i32, ...) @sum_ints(i32 noundef 0) #4
  %7 = call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #4
  %8 = call i32 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10) #4
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %6, i32 noundef %7, i32 noundef %8) #4
  %10 = call i64 (i32, ...) @sum_ll(i32 noundef 4, i64 noundef 1099511627776, i64 noundef -5, i64 noundef 123456789012, i64 noundef 7) #4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %10) #4
  %12 = call double (i32, ...) @avg(i32 noundef 5, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.250000e+00, double noundef -4.000000e+00, double noundef 1.000000e+01) #4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %12) #4
  store i32 99, ptr %1, align 4
  call void (ptr, ...) @mixed(ptr noundef @.str.3, i32 noundef -3, i64 noundef 9000000000, double noundef 0x4005BF0A8B04919B, ptr noundef @.str.4, ptr noundef %1) #4
  call void (ptr, ...) @mixed(ptr noundef @.str.5, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10) #4
  call void (ptr, ...) @mixed(ptr noundef @.str.6, i64 noundef 1, i32 noundef 2, i64 noundef 3, i32 noundef 4, i64 noundef 5, i32 noundef 6) #4
  %14 = call i32 (ptr, ...) @my_printf(ptr noundef @.str.7, i32 noundef 5, ptr noundef @.str.8, double noundef 5.000000e-01, i64 noundef -1) #4
  store i32 %14, ptr %2, align 4
  %15 = load i32, ptr %2, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %15) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.a, i32 8, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %4, ptr align 4 @__const.main.b, i32 8, i1 false)
  %17 = call i32 (i32, ...) @with_struct(i32 noundef 2, ptr noundef byval(%struct.small) align 4 %3, ptr noundef byval(%struct.small) align 4 %4) #4
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %17) #4
  store float 1.250000e+00, ptr %5, align 4
  %19 = load float, ptr %5, align 4
  %20 = fpext float %19 to double
  %21 = call double (i32, ...) @avg(i32 noundef 1, double noundef %20) #4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %21) #4
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %16, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %19

11:                                               ; preds = %7
  %12 = va_arg ptr %3, i32
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %6, align 4
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr %4, align 4
  br label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %7, !llvm.loop !5

19:                                               ; preds = %7
  call void @llvm.va_end(ptr %3)
  %20 = load i32, ptr %4, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone
define internal i64 @sum_ll(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %16, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %19

11:                                               ; preds = %7
  %12 = va_arg ptr %3, i64
  store i64 %12, ptr %6, align 8
  %13 = load i64, ptr %6, align 8
  %14 = load i64, ptr %4, align 8
  %15 = add nsw i64 %14, %13
  store i64 %15, ptr %4, align 8
  br label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %7, !llvm.loop !7

19:                                               ; preds = %7
  call void @llvm.va_end(ptr %3)
  %20 = load i64, ptr %4, align 8
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone
define internal double @avg(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %16, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %19

11:                                               ; preds = %7
  %12 = va_arg ptr %3, double
  store double %12, ptr %6, align 8
  %13 = load double, ptr %6, align 8
  %14 = load double, ptr %4, align 8
  %15 = fadd double %14, %13
  store double %15, ptr %4, align 8
  br label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %7, !llvm.loop !8

19:                                               ; preds = %7
  call void @llvm.va_end(ptr %3)
  %20 = load double, ptr %4, align 8
  %21 = load i32, ptr %2, align 4
  %22 = sitofp i32 %21 to double
  %23 = fdiv double %20, %22
  ret double %23
}

; Function Attrs: noinline nounwind optnone
define internal void @mixed(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca double, align 8
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca double, align 8
  %16 = alloca ptr, align 4
  %17 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  call void @llvm.va_copy(ptr %4, ptr %3)
  %18 = load ptr, ptr %2, align 4
  store ptr %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %49, %1
  %20 = load ptr, ptr %5, align 4
  %21 = load i8, ptr %20, align 1
  %22 = icmp ne i8 %21, 0
  br i1 %22, label %23, label %52

23:                                               ; preds = %19
  %24 = load ptr, ptr %5, align 4
  %25 = load i8, ptr %24, align 1
  %26 = sext i8 %25 to i32
  switch i32 %26, label %48 [
    i32 105, label %27
    i32 108, label %31
    i32 100, label %35
    i32 115, label %39
    i32 112, label %43
  ]

27:                                               ; preds = %23
  %28 = va_arg ptr %3, i32
  store i32 %28, ptr %6, align 4
  %29 = load i32, ptr %6, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %29) #4
  br label %48

31:                                               ; preds = %23
  %32 = va_arg ptr %3, i64
  store i64 %32, ptr %7, align 8
  %33 = load i64, ptr %7, align 8
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %33) #4
  br label %48

35:                                               ; preds = %23
  %36 = va_arg ptr %3, double
  store double %36, ptr %8, align 8
  %37 = load double, ptr %8, align 8
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %37) #4
  br label %48

39:                                               ; preds = %23
  %40 = va_arg ptr %3, ptr
  store ptr %40, ptr %9, align 4
  %41 = load ptr, ptr %9, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %41) #4
  br label %48

43:                                               ; preds = %23
  %44 = va_arg ptr %3, ptr
  store ptr %44, ptr %10, align 4
  %45 = load ptr, ptr %10, align 4
  %46 = load i32, ptr %45, align 4
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %46) #4
  br label %48

48:                                               ; preds = %23, %43, %39, %35, %31, %27
  br label %49

49:                                               ; preds = %48
  %50 = load ptr, ptr %5, align 4
  %51 = getelementptr inbounds i8, ptr %50, i32 1
  store ptr %51, ptr %5, align 4
  br label %19, !llvm.loop !9

52:                                               ; preds = %19
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.17) #4
  store i32 0, ptr %11, align 4
  %54 = load ptr, ptr %2, align 4
  store ptr %54, ptr %12, align 4
  br label %55

55:                                               ; preds = %92, %52
  %56 = load ptr, ptr %12, align 4
  %57 = load i8, ptr %56, align 1
  %58 = icmp ne i8 %57, 0
  br i1 %58, label %59, label %95

59:                                               ; preds = %55
  %60 = load ptr, ptr %12, align 4
  %61 = load i8, ptr %60, align 1
  %62 = sext i8 %61 to i32
  switch i32 %62, label %91 [
    i32 105, label %63
    i32 108, label %68
    i32 100, label %73
    i32 115, label %78
    i32 112, label %83
  ]

63:                                               ; preds = %59
  %64 = va_arg ptr %4, i32
  store i32 %64, ptr %13, align 4
  %65 = load i32, ptr %13, align 4
  %66 = load i32, ptr %11, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %11, align 4
  br label %91

68:                                               ; preds = %59
  %69 = va_arg ptr %4, i64
  store i64 %69, ptr %14, align 8
  %70 = load i64, ptr %14, align 8
  %71 = load i32, ptr %11, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %11, align 4
  br label %91

73:                                               ; preds = %59
  %74 = va_arg ptr %4, double
  store double %74, ptr %15, align 8
  %75 = load double, ptr %15, align 8
  %76 = load i32, ptr %11, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %11, align 4
  br label %91

78:                                               ; preds = %59
  %79 = va_arg ptr %4, ptr
  store ptr %79, ptr %16, align 4
  %80 = load ptr, ptr %16, align 4
  %81 = load i32, ptr %11, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %11, align 4
  br label %91

83:                                               ; preds = %59
  %84 = va_arg ptr %4, ptr
  store ptr %84, ptr %17, align 4
  %85 = load ptr, ptr %17, align 4
  %86 = load i32, ptr %85, align 4
  %87 = icmp sgt i32 %86, 0
  %88 = zext i1 %87 to i32
  %89 = load i32, ptr %11, align 4
  %90 = add nsw i32 %89, %88
  store i32 %90, ptr %11, align 4
  br label %91

91:                                               ; preds = %59, %83, %78, %73, %68, %63
  br label %92

92:                                               ; preds = %91
  %93 = load ptr, ptr %12, align 4
  %94 = getelementptr inbounds i8, ptr %93, i32 1
  store ptr %94, ptr %12, align 4
  br label %55, !llvm.loop !10

95:                                               ; preds = %55
  call void @llvm.va_end(ptr %4)
  call void @llvm.va_end(ptr %3)
  %96 = load i32, ptr %11, align 4
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %96) #4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @my_printf(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  %5 = load ptr, ptr %2, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = call i32 @vprintf(ptr noundef %5, ptr noundef %6) #4
  store i32 %7, ptr %4, align 4
  call void @llvm.va_end(ptr %3)
  %8 = load i32, ptr %4, align 4
  ret i32 %8
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @with_struct(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.small, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = va_arg ptr %3, ptr
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 %12, i32 8, i1 false)
  %13 = getelementptr inbounds %struct.small, ptr %6, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr inbounds %struct.small, ptr %6, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = mul nsw i32 %14, %16
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %4, align 4
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %7, !llvm.loop !11

23:                                               ; preds = %7
  call void @llvm.va_end(ptr %3)
  %24 = load i32, ptr %4, align 4
  ret i32 %24
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #3

declare i32 @vprintf(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
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
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
