; ModuleID = 'tests/programs/struct_large.c'
source_filename = "tests/programs/struct_large.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.rec = type { i32, %struct.anon, [5 x i32] }
%struct.anon = type { i16, i16 }
%struct.big = type { i64, i64, i64, i32, [12 x i8] }
%struct.vec8 = type { [8 x double] }

@.str = private unnamed_addr constant [18 x i8] c"dot %.3f w7 %.3f\0A\00", align 1
@__const.main.r = private unnamed_addr constant %struct.rec { i32 5, %struct.anon { i16 10, i16 20 }, [5 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5] }, align 4
@.str.1 = private unnamed_addr constant [31 x i8] c"rec %d %d %d %d | %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"eq %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"big#\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"%lld %lld %llx %d %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %struct.big, align 8
  %2 = alloca %struct.big, align 8
  %3 = alloca %struct.big, align 8
  %4 = alloca %struct.vec8, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.vec8, align 8
  %7 = alloca %struct.rec, align 4
  %8 = alloca %struct.rec, align 4
  %9 = alloca [3 x %struct.big], align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.big, align 8
  %12 = alloca %struct.big, align 8
  %13 = alloca i32, align 4
  call void @make_big(ptr sret(%struct.big) align 8 %1, i32 noundef 3) #4
  call void @make_big(ptr sret(%struct.big) align 8 %2, i32 noundef 7) #4
  call void @combine(ptr sret(%struct.big) align 8 %3, ptr noundef byval(%struct.big) align 8 %1, ptr noundef byval(%struct.big) align 8 %2) #4
  call void @print_big(ptr noundef %1) #4
  call void @print_big(ptr noundef %2) #4
  call void @print_big(ptr noundef %3) #4
  store i32 0, ptr %5, align 4
  br label %14

14:                                               ; preds = %24, %0
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %15, 8
  br i1 %16, label %17, label %27

17:                                               ; preds = %14
  %18 = load i32, ptr %5, align 4
  %19 = sitofp i32 %18 to double
  %20 = fadd double %19, 5.000000e-01
  %21 = getelementptr inbounds %struct.vec8, ptr %4, i32 0, i32 0
  %22 = load i32, ptr %5, align 4
  %23 = getelementptr inbounds [8 x double], ptr %21, i32 0, i32 %22
  store double %20, ptr %23, align 8
  br label %24

24:                                               ; preds = %17
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %5, align 4
  br label %14, !llvm.loop !5

27:                                               ; preds = %14
  call void @vscale(ptr sret(%struct.vec8) align 8 %6, ptr noundef byval(%struct.vec8) align 8 %4, double noundef -2.000000e+00) #4
  %28 = call double @vdot(ptr noundef byval(%struct.vec8) align 8 %4, ptr noundef byval(%struct.vec8) align 8 %6) #4
  %29 = getelementptr inbounds %struct.vec8, ptr %6, i32 0, i32 0
  %30 = getelementptr inbounds [8 x double], ptr %29, i32 0, i32 7
  %31 = load double, ptr %30, align 8
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %28, double noundef %31) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 @__const.main.r, i32 28, i1 false)
  call void @modify(ptr noundef %7) #4
  call void @by_value(ptr sret(%struct.rec) align 4 %8, ptr noundef byval(%struct.rec) align 4 %7) #4
  %33 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 0
  %34 = load i32, ptr %33, align 4
  %35 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 1
  %36 = getelementptr inbounds %struct.anon, ptr %35, i32 0, i32 0
  %37 = load i16, ptr %36, align 4
  %38 = sext i16 %37 to i32
  %39 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 1
  %40 = getelementptr inbounds %struct.anon, ptr %39, i32 0, i32 1
  %41 = load i16, ptr %40, align 2
  %42 = sext i16 %41 to i32
  %43 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 2
  %44 = getelementptr inbounds [5 x i32], ptr %43, i32 0, i32 4
  %45 = load i32, ptr %44, align 4
  %46 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 0
  %47 = load i32, ptr %46, align 4
  %48 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 1
  %49 = getelementptr inbounds %struct.anon, ptr %48, i32 0, i32 0
  %50 = load i16, ptr %49, align 4
  %51 = sext i16 %50 to i32
  %52 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 1
  %53 = getelementptr inbounds %struct.anon, ptr %52, i32 0, i32 1
  %54 = load i16, ptr %53, align 2
  %55 = sext i16 %54 to i32
  %56 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 2
  %57 = getelementptr inbounds [5 x i32], ptr %56, i32 0, i32 4
  %58 = load i32, ptr %57, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %34, i32 noundef %38, i32 noundef %42, i32 noundef %45, i32 noundef %47, i32 noundef %51, i32 noundef %55, i32 noundef %58) #4
  store i32 0, ptr %10, align 4
  br label %60

60:                                               ; preds = %68, %27
  %61 = load i32, ptr %10, align 4
  %62 = icmp slt i32 %61, 3
  br i1 %62, label %63, label %71

63:                                               ; preds = %60
  %64 = load i32, ptr %10, align 4
  %65 = getelementptr inbounds [3 x %struct.big], ptr %9, i32 0, i32 %64
  %66 = load i32, ptr %10, align 4
  %67 = add nsw i32 %66, 1
  call void @make_big(ptr sret(%struct.big) align 8 %11, i32 noundef %67) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %65, ptr align 8 %11, i32 40, i1 false)
  br label %68

68:                                               ; preds = %63
  %69 = load i32, ptr %10, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %10, align 4
  br label %60, !llvm.loop !7

71:                                               ; preds = %60
  %72 = getelementptr inbounds [3 x %struct.big], ptr %9, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %12, ptr align 8 %72, i32 40, i1 false)
  %73 = getelementptr inbounds [3 x %struct.big], ptr %9, i32 0, i32 0
  %74 = getelementptr inbounds [3 x %struct.big], ptr %9, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %73, ptr align 8 %74, i32 40, i1 false)
  %75 = getelementptr inbounds [3 x %struct.big], ptr %9, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %75, ptr align 8 %12, i32 40, i1 false)
  store i32 0, ptr %13, align 4
  br label %76

76:                                               ; preds = %82, %71
  %77 = load i32, ptr %13, align 4
  %78 = icmp slt i32 %77, 3
  br i1 %78, label %79, label %85

79:                                               ; preds = %76
  %80 = load i32, ptr %13, align 4
  %81 = getelementptr inbounds [3 x %struct.big], ptr %9, i32 0, i32 %80
  call void @print_big(ptr noundef %81) #4
  br label %82

82:                                               ; preds = %79
  %83 = load i32, ptr %13, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %13, align 4
  br label %76, !llvm.loop !8

85:                                               ; preds = %76
  %86 = getelementptr inbounds [3 x %struct.big], ptr %9, i32 0, i32 1
  %87 = getelementptr inbounds [3 x %struct.big], ptr %9, i32 0, i32 1
  %88 = call i32 @memcmp(ptr noundef %86, ptr noundef %87, i32 noundef 40) #4
  %89 = icmp eq i32 %88, 0
  %90 = zext i1 %89 to i32
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %90) #4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @make_big(ptr noalias sret(%struct.big) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = sext i32 %4 to i64
  %6 = mul nsw i64 %5, 1000
  %7 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  store i64 %6, ptr %7, align 8
  %8 = load i32, ptr %3, align 4
  %9 = sub nsw i32 0, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 1
  store i64 %10, ptr %11, align 8
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = shl i64 %13, 40
  %15 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 2
  store i64 %14, ptr %15, align 8
  %16 = load i32, ptr %3, align 4
  %17 = mul nsw i32 %16, 3
  %18 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 3
  store i32 %17, ptr %18, align 8
  %19 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 4
  %20 = getelementptr inbounds [12 x i8], ptr %19, i32 0, i32 0
  %21 = call ptr @strcpy(ptr noundef %20, ptr noundef @.str.3) #4
  %22 = load i32, ptr %3, align 4
  %23 = srem i32 %22, 10
  %24 = add nsw i32 48, %23
  %25 = trunc i32 %24 to i8
  %26 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 4
  %27 = getelementptr inbounds [12 x i8], ptr %26, i32 0, i32 4
  store i8 %25, ptr %27, align 4
  %28 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 4
  %29 = getelementptr inbounds [12 x i8], ptr %28, i32 0, i32 5
  store i8 0, ptr %29, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @combine(ptr noalias sret(%struct.big) align 8 %0, ptr noundef byval(%struct.big) align 8 %1, ptr noundef byval(%struct.big) align 8 %2) #0 {
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %0, ptr align 8 %1, i32 40, i1 false)
  %4 = getelementptr inbounds %struct.big, ptr %2, i32 0, i32 0
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  %8 = add nsw i64 %7, %5
  store i64 %8, ptr %6, align 8
  %9 = getelementptr inbounds %struct.big, ptr %2, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = mul nsw i64 %12, %10
  store i64 %13, ptr %11, align 8
  %14 = getelementptr inbounds %struct.big, ptr %2, i32 0, i32 2
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 2
  %17 = load i64, ptr %16, align 8
  %18 = xor i64 %17, %15
  store i64 %18, ptr %16, align 8
  %19 = getelementptr inbounds %struct.big, ptr %2, i32 0, i32 3
  %20 = load i32, ptr %19, align 8
  %21 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 3
  %22 = load i32, ptr %21, align 8
  %23 = sub nsw i32 %22, %20
  store i32 %23, ptr %21, align 8
  %24 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 4
  %25 = getelementptr inbounds [12 x i8], ptr %24, i32 0, i32 0
  %26 = getelementptr inbounds %struct.big, ptr %2, i32 0, i32 4
  %27 = getelementptr inbounds [12 x i8], ptr %26, i32 0, i32 0
  %28 = call ptr @strcat(ptr noundef %25, ptr noundef %27) #4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_big(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.big, ptr %3, i32 0, i32 0
  %5 = load i64, ptr %4, align 8
  %6 = load ptr, ptr %2, align 4
  %7 = getelementptr inbounds %struct.big, ptr %6, i32 0, i32 1
  %8 = load i64, ptr %7, align 8
  %9 = load ptr, ptr %2, align 4
  %10 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 2
  %11 = load i64, ptr %10, align 8
  %12 = load ptr, ptr %2, align 4
  %13 = getelementptr inbounds %struct.big, ptr %12, i32 0, i32 3
  %14 = load i32, ptr %13, align 8
  %15 = load ptr, ptr %2, align 4
  %16 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 4
  %17 = getelementptr inbounds [12 x i8], ptr %16, i32 0, i32 0
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %5, i64 noundef %8, i64 noundef %11, i32 noundef %14, ptr noundef %17) #4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @vscale(ptr noalias sret(%struct.vec8) align 8 %0, ptr noundef byval(%struct.vec8) align 8 %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %2, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %16, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %19

9:                                                ; preds = %6
  %10 = load double, ptr %4, align 8
  %11 = getelementptr inbounds %struct.vec8, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %5, align 4
  %13 = getelementptr inbounds [8 x double], ptr %11, i32 0, i32 %12
  %14 = load double, ptr %13, align 8
  %15 = fmul double %14, %10
  store double %15, ptr %13, align 8
  br label %16

16:                                               ; preds = %9
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %6, !llvm.loop !9

19:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %0, ptr align 8 %1, i32 64, i1 false)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal double @vdot(ptr noundef byval(%struct.vec8) align 8 %0, ptr noundef byval(%struct.vec8) align 8 %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.vec8, ptr %0, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = getelementptr inbounds [8 x double], ptr %9, i32 0, i32 %10
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds %struct.vec8, ptr %1, i32 0, i32 0
  %14 = load i32, ptr %4, align 4
  %15 = getelementptr inbounds [8 x double], ptr %13, i32 0, i32 %14
  %16 = load double, ptr %15, align 8
  %17 = load double, ptr %3, align 8
  %18 = call double @llvm.fmuladd.f64(double %12, double %16, double %17)
  store double %18, ptr %3, align 8
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !10

22:                                               ; preds = %5
  %23 = load double, ptr %3, align 8
  ret double %23
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @modify(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.rec, ptr %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.anon, ptr %4, i32 0, i32 0
  %6 = load i16, ptr %5, align 4
  %7 = add i16 %6, 1
  store i16 %7, ptr %5, align 4
  %8 = load ptr, ptr %2, align 4
  %9 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = mul nsw i32 %10, 2
  %12 = load ptr, ptr %2, align 4
  %13 = getelementptr inbounds %struct.rec, ptr %12, i32 0, i32 2
  %14 = getelementptr inbounds [5 x i32], ptr %13, i32 0, i32 4
  store i32 %11, ptr %14, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @by_value(ptr noalias sret(%struct.rec) align 4 %0, ptr noundef byval(%struct.rec) align 4 %1) #0 {
  %3 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 0
  store i32 999, ptr %3, align 4
  %4 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 1
  %5 = getelementptr inbounds %struct.anon, ptr %4, i32 0, i32 1
  store i16 -1, ptr %5, align 2
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %1, i32 28, i1 false)
  ret void
}

declare i32 @memcmp(ptr noundef, ptr noundef, i32 noundef) #1

declare ptr @strcpy(ptr noundef, ptr noundef) #1

declare ptr @strcat(ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
