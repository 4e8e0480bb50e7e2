; ModuleID = 'tests/programs/select_ops.c'
source_filename = "tests/programs/select_ops.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [6 x i32] [i32 -7, i32 0, i32 3, i32 -2147483647, i32 2147483647, i32 42], align 4
@.str = private unnamed_addr constant [47 x i8] c"%d %d: min %d max %d umax %u abs %d sgn %d %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"clamp %lld %lld %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"dmax %.2f fclamp %.2f %.2f %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"sat %u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"count %d\0A\00", align 1
@__const.main.flags = private unnamed_addr constant [4 x i8] c"\01\00\01\01", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"mask %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"even\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [6 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [4 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %1, ptr align 4 @__const.main.v, i32 24, i1 false)
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %41, %0
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %11, 6
  br i1 %12, label %13, label %44

13:                                               ; preds = %10
  %14 = load i32, ptr %2, align 4
  %15 = getelementptr inbounds [6 x i32], ptr %1, i32 0, i32 %14
  %16 = load i32, ptr %15, align 4
  store i32 %16, ptr %3, align 4
  %17 = load i32, ptr %2, align 4
  %18 = add nsw i32 %17, 2
  %19 = srem i32 %18, 6
  %20 = getelementptr inbounds [6 x i32], ptr %1, i32 0, i32 %19
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %4, align 4
  %22 = load i32, ptr %3, align 4
  %23 = load i32, ptr %4, align 4
  %24 = load i32, ptr %3, align 4
  %25 = load i32, ptr %4, align 4
  %26 = call i32 @imin(i32 noundef %24, i32 noundef %25) #3
  %27 = load i32, ptr %3, align 4
  %28 = load i32, ptr %4, align 4
  %29 = call i32 @imax(i32 noundef %27, i32 noundef %28) #3
  %30 = load i32, ptr %3, align 4
  %31 = load i32, ptr %4, align 4
  %32 = call i32 @umax(i32 noundef %30, i32 noundef %31) #3
  %33 = load i32, ptr %3, align 4
  %34 = call i32 @iabs(i32 noundef %33) #3
  %35 = load i32, ptr %3, align 4
  %36 = sext i32 %35 to i64
  %37 = call i32 @sgn(i64 noundef %36) #3
  %38 = load i32, ptr %3, align 4
  %39 = call ptr @parity(i32 noundef %38) #3
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22, i32 noundef %23, i32 noundef %26, i32 noundef %29, i32 noundef %32, i32 noundef %34, i32 noundef %37, ptr noundef %39) #3
  br label %41

41:                                               ; preds = %13
  %42 = load i32, ptr %2, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %2, align 4
  br label %10, !llvm.loop !5

44:                                               ; preds = %10
  %45 = call i64 @clamp64(i64 noundef -5000000000, i64 noundef -100, i64 noundef 100) #3
  %46 = call i64 @clamp64(i64 noundef 50, i64 noundef -100, i64 noundef 100) #3
  %47 = call i64 @clamp64(i64 noundef 1125899906842624, i64 noundef -100, i64 noundef 100) #3
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %45, i64 noundef %46, i64 noundef %47) #3
  %49 = call double @dmax(double noundef -1.500000e+00, double noundef -2.500000e+00) #3
  %50 = call float @fclamp(float noundef -3.000000e+00) #3
  %51 = fpext float %50 to double
  %52 = call float @fclamp(float noundef 2.500000e-01) #3
  %53 = fpext float %52 to double
  %54 = call float @fclamp(float noundef 9.000000e+00) #3
  %55 = fpext float %54 to double
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %49, double noundef %51, double noundef %53, double noundef %55) #3
  %57 = call zeroext i8 @sat_add8(i8 noundef zeroext -56, i8 noundef zeroext 100) #3
  %58 = zext i8 %57 to i32
  %59 = call zeroext i8 @sat_add8(i8 noundef zeroext 20, i8 noundef zeroext 30) #3
  %60 = zext i8 %59 to i32
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %58, i32 noundef %60) #3
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %62

62:                                               ; preds = %80, %44
  %63 = load i32, ptr %6, align 4
  %64 = icmp slt i32 %63, 50
  br i1 %64, label %65, label %83

65:                                               ; preds = %62
  %66 = load i32, ptr %6, align 4
  %67 = srem i32 %66, 3
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %69, label %70

69:                                               ; preds = %65
  br label %76

70:                                               ; preds = %65
  %71 = load i32, ptr %6, align 4
  %72 = srem i32 %71, 5
  %73 = icmp eq i32 %72, 0
  %74 = zext i1 %73 to i64
  %75 = select i1 %73, i32 1, i32 0
  br label %76

76:                                               ; preds = %70, %69
  %77 = phi i32 [ 2, %69 ], [ %75, %70 ]
  %78 = load i32, ptr %5, align 4
  %79 = add nsw i32 %78, %77
  store i32 %79, ptr %5, align 4
  br label %80

80:                                               ; preds = %76
  %81 = load i32, ptr %6, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %6, align 4
  br label %62, !llvm.loop !7

83:                                               ; preds = %62
  %84 = load i32, ptr %5, align 4
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %84) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %7, ptr align 1 @__const.main.flags, i32 4, i1 false)
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %86

86:                                               ; preds = %99, %83
  %87 = load i32, ptr %9, align 4
  %88 = icmp slt i32 %87, 4
  br i1 %88, label %89, label %102

89:                                               ; preds = %86
  %90 = load i32, ptr %9, align 4
  %91 = getelementptr inbounds [4 x i8], ptr %7, i32 0, i32 %90
  %92 = load i8, ptr %91, align 1
  %93 = trunc i8 %92 to i1
  %94 = zext i1 %93 to i32
  %95 = load i32, ptr %9, align 4
  %96 = shl i32 %94, %95
  %97 = load i32, ptr %8, align 4
  %98 = or i32 %97, %96
  store i32 %98, ptr %8, align 4
  br label %99

99:                                               ; preds = %89
  %100 = load i32, ptr %9, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %9, align 4
  br label %86, !llvm.loop !8

102:                                              ; preds = %86
  %103 = load i32, ptr %8, align 4
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %103) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @imin(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @imax(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @umax(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ugt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @iabs(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = sub nsw i32 0, %6
  br label %10

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
  br label %10

10:                                               ; preds = %8, %5
  %11 = phi i32 [ %7, %5 ], [ %9, %8 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sgn(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp sgt i64 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i64, ptr %2, align 8
  %7 = icmp slt i64 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal ptr @parity(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = and i32 %3, 1
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i64
  %7 = select i1 %5, ptr @.str.6, ptr @.str.7
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone
define internal i64 @clamp64(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = icmp slt i64 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load i64, ptr %5, align 8
  br label %22

12:                                               ; preds = %3
  %13 = load i64, ptr %4, align 8
  %14 = load i64, ptr %6, align 8
  %15 = icmp sgt i64 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load i64, ptr %6, align 8
  br label %20

18:                                               ; preds = %12
  %19 = load i64, ptr %4, align 8
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i64 [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi i64 [ %11, %10 ], [ %21, %20 ]
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone
define internal double @dmax(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp ogt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: noinline nounwind optnone
define internal float @fclamp(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fcmp olt float %3, 0.000000e+00
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %14

6:                                                ; preds = %1
  %7 = load float, ptr %2, align 4
  %8 = fcmp ogt float %7, 1.000000e+00
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  br label %12

10:                                               ; preds = %6
  %11 = load float, ptr %2, align 4
  br label %12

12:                                               ; preds = %10, %9
  %13 = phi float [ 1.000000e+00, %9 ], [ %11, %10 ]
  br label %14

14:                                               ; preds = %12, %5
  %15 = phi float [ 0.000000e+00, %5 ], [ %13, %12 ]
  ret float %15
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i8 @sat_add8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %6 = load i8, ptr %3, align 1
  %7 = zext i8 %6 to i32
  %8 = load i8, ptr %4, align 1
  %9 = zext i8 %8 to i32
  %10 = add i32 %7, %9
  store i32 %10, ptr %5, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp ugt i32 %11, 255
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  br label %18

14:                                               ; preds = %2
  %15 = load i32, ptr %5, align 4
  %16 = trunc i32 %15 to i8
  %17 = zext i8 %16 to i32
  br label %18

18:                                               ; preds = %14, %13
  %19 = phi i32 [ 255, %13 ], [ %17, %14 ]
  %20 = trunc i32 %19 to i8
  ret i8 %20
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nobuiltin "no-builtins" }

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
