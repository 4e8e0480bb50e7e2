; ModuleID = 'tests/programs/select_ops.c'
source_filename = "tests/programs/select_ops.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
  %1 = alloca [6 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [4 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 4 @__const.main.v, i64 24, i1 false)
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %43, %0
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %11, 6
  br i1 %12, label %13, label %46

13:                                               ; preds = %10
  %14 = load i32, ptr %2, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %3, align 4
  %18 = load i32, ptr %2, align 4
  %19 = add nsw i32 %18, 2
  %20 = srem i32 %19, 6
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %4, align 4
  %24 = load i32, ptr %3, align 4
  %25 = load i32, ptr %4, align 4
  %26 = load i32, ptr %3, align 4
  %27 = load i32, ptr %4, align 4
  %28 = call signext i32 @imin(i32 noundef signext %26, i32 noundef signext %27) #3
  %29 = load i32, ptr %3, align 4
  %30 = load i32, ptr %4, align 4
  %31 = call signext i32 @imax(i32 noundef signext %29, i32 noundef signext %30) #3
  %32 = load i32, ptr %3, align 4
  %33 = load i32, ptr %4, align 4
  %34 = call signext i32 @umax(i32 noundef signext %32, i32 noundef signext %33) #3
  %35 = load i32, ptr %3, align 4
  %36 = call signext i32 @iabs(i32 noundef signext %35) #3
  %37 = load i32, ptr %3, align 4
  %38 = sext i32 %37 to i64
  %39 = call signext i32 @sgn(i64 noundef %38) #3
  %40 = load i32, ptr %3, align 4
  %41 = call ptr @parity(i32 noundef signext %40) #3
  %42 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %24, i32 noundef signext %25, i32 noundef signext %28, i32 noundef signext %31, i32 noundef signext %34, i32 noundef signext %36, i32 noundef signext %39, ptr noundef %41) #3
  br label %43

43:                                               ; preds = %13
  %44 = load i32, ptr %2, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %2, align 4
  br label %10, !llvm.loop !7

46:                                               ; preds = %10
  %47 = call i64 @clamp64(i64 noundef -5000000000, i64 noundef -100, i64 noundef 100) #3
  %48 = call i64 @clamp64(i64 noundef 50, i64 noundef -100, i64 noundef 100) #3
  %49 = call i64 @clamp64(i64 noundef 1125899906842624, i64 noundef -100, i64 noundef 100) #3
  %50 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %47, i64 noundef %48, i64 noundef %49) #3
  %51 = call double @dmax(double noundef -1.500000e+00, double noundef -2.500000e+00) #3
  %52 = call float @fclamp(float noundef -3.000000e+00) #3
  %53 = fpext float %52 to double
  %54 = call float @fclamp(float noundef 2.500000e-01) #3
  %55 = fpext float %54 to double
  %56 = call float @fclamp(float noundef 9.000000e+00) #3
  %57 = fpext float %56 to double
  %58 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %51, double noundef %53, double noundef %55, double noundef %57) #3
  %59 = call zeroext i8 @sat_add8(i8 noundef zeroext -56, i8 noundef zeroext 100) #3
  %60 = zext i8 %59 to i32
  %61 = call zeroext i8 @sat_add8(i8 noundef zeroext 20, i8 noundef zeroext 30) #3
  %62 = zext i8 %61 to i32
  %63 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %60, i32 noundef signext %62) #3
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %64

64:                                               ; preds = %82, %46
  %65 = load i32, ptr %6, align 4
  %66 = icmp slt i32 %65, 50
  br i1 %66, label %67, label %85

67:                                               ; preds = %64
  %68 = load i32, ptr %6, align 4
  %69 = srem i32 %68, 3
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %71, label %72

71:                                               ; preds = %67
  br label %78

72:                                               ; preds = %67
  %73 = load i32, ptr %6, align 4
  %74 = srem i32 %73, 5
  %75 = icmp eq i32 %74, 0
  %76 = zext i1 %75 to i64
  %77 = select i1 %75, i32 1, i32 0
  br label %78

78:                                               ; preds = %72, %71
  %79 = phi i32 [ 2, %71 ], [ %77, %72 ]
  %80 = load i32, ptr %5, align 4
  %81 = add nsw i32 %80, %79
  store i32 %81, ptr %5, align 4
  br label %82

82:                                               ; preds = %78
  %83 = load i32, ptr %6, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %6, align 4
  br label %64, !llvm.loop !9

85:                                               ; preds = %64
  %86 = load i32, ptr %5, align 4
  %87 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %86) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 @__const.main.flags, i64 4, i1 false)
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %88

88:                                               ; preds = %102, %85
  %89 = load i32, ptr %9, align 4
  %90 = icmp slt i32 %89, 4
  br i1 %90, label %91, label %105

91:                                               ; preds = %88
  %92 = load i32, ptr %9, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [4 x i8], ptr %7, i64 0, i64 %93
  %95 = load i8, ptr %94, align 1
  %96 = trunc i8 %95 to i1
  %97 = zext i1 %96 to i32
  %98 = load i32, ptr %9, align 4
  %99 = shl i32 %97, %98
  %100 = load i32, ptr %8, align 4
  %101 = or i32 %100, %99
  store i32 %101, ptr %8, align 4
  br label %102

102:                                              ; preds = %91
  %103 = load i32, ptr %9, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %9, align 4
  br label %88, !llvm.loop !10

105:                                              ; preds = %88
  %106 = load i32, ptr %8, align 4
  %107 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %106) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal signext i32 @imin(i32 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal signext i32 @imax(i32 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal signext i32 @umax(i32 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal signext i32 @iabs(i32 noundef signext %0) #0 {
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
define internal signext i32 @sgn(i64 noundef %0) #0 {
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
define internal ptr @parity(i32 noundef signext %0) #0 {
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
