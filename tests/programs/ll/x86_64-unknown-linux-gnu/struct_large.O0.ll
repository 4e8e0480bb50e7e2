; ModuleID = 'tests/programs/struct_large.c'
source_filename = "tests/programs/struct_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %7 = alloca %struct.rec, align 8
  %8 = alloca %struct.rec, align 4
  %9 = alloca [3 x %struct.big], align 16
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

14:                                               ; preds = %25, %0
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %15, 8
  br i1 %16, label %17, label %28

17:                                               ; preds = %14
  %18 = load i32, ptr %5, align 4
  %19 = sitofp i32 %18 to double
  %20 = fadd double %19, 5.000000e-01
  %21 = getelementptr inbounds %struct.vec8, ptr %4, i32 0, i32 0
  %22 = load i32, ptr %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [8 x double], ptr %21, i64 0, i64 %23
  store double %20, ptr %24, align 8
  br label %25

25:                                               ; preds = %17
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %5, align 4
  br label %14, !llvm.loop !5

28:                                               ; preds = %14
  call void @vscale(ptr sret(%struct.vec8) align 8 %6, ptr noundef byval(%struct.vec8) align 8 %4, double noundef -2.000000e+00) #4
  %29 = call double @vdot(ptr noundef byval(%struct.vec8) align 8 %4, ptr noundef byval(%struct.vec8) align 8 %6) #4
  %30 = getelementptr inbounds %struct.vec8, ptr %6, i32 0, i32 0
  %31 = getelementptr inbounds [8 x double], ptr %30, i64 0, i64 7
  %32 = load double, ptr %31, align 8
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %29, double noundef %32) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.r, i64 28, i1 false)
  call void @modify(ptr noundef %7) #4
  call void @by_value(ptr sret(%struct.rec) align 4 %8, ptr noundef byval(%struct.rec) align 8 %7) #4
  %34 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 0
  %35 = load i32, ptr %34, align 4
  %36 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 1
  %37 = getelementptr inbounds %struct.anon, ptr %36, i32 0, i32 0
  %38 = load i16, ptr %37, align 4
  %39 = sext i16 %38 to i32
  %40 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 1
  %41 = getelementptr inbounds %struct.anon, ptr %40, i32 0, i32 1
  %42 = load i16, ptr %41, align 2
  %43 = sext i16 %42 to i32
  %44 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 2
  %45 = getelementptr inbounds [5 x i32], ptr %44, i64 0, i64 4
  %46 = load i32, ptr %45, align 4
  %47 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 0
  %48 = load i32, ptr %47, align 4
  %49 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 1
  %50 = getelementptr inbounds %struct.anon, ptr %49, i32 0, i32 0
  %51 = load i16, ptr %50, align 4
  %52 = sext i16 %51 to i32
  %53 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 1
  %54 = getelementptr inbounds %struct.anon, ptr %53, i32 0, i32 1
  %55 = load i16, ptr %54, align 2
  %56 = sext i16 %55 to i32
  %57 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 2
  %58 = getelementptr inbounds [5 x i32], ptr %57, i64 0, i64 4
  %59 = load i32, ptr %58, align 4
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %35, i32 noundef %39, i32 noundef %43, i32 noundef %46, i32 noundef %48, i32 noundef %52, i32 noundef %56, i32 noundef %59) #4
  store i32 0, ptr %10, align 4
  br label %61

61:                                               ; preds = %70, %28
  %62 = load i32, ptr %10, align 4
  %63 = icmp slt i32 %62, 3
  br i1 %63, label %64, label %73

64:                                               ; preds = %61
  %65 = load i32, ptr %10, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [3 x %struct.big], ptr %9, i64 0, i64 %66
  %68 = load i32, ptr %10, align 4
  %69 = add nsw i32 %68, 1
  call void @make_big(ptr sret(%struct.big) align 8 %11, i32 noundef %69) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %67, ptr align 8 %11, i64 40, i1 false)
  br label %70

70:                                               ; preds = %64
  %71 = load i32, ptr %10, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %10, align 4
  br label %61, !llvm.loop !7

73:                                               ; preds = %61
  %74 = getelementptr inbounds [3 x %struct.big], ptr %9, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 16 %74, i64 40, i1 false)
  %75 = getelementptr inbounds [3 x %struct.big], ptr %9, i64 0, i64 0
  %76 = getelementptr inbounds [3 x %struct.big], ptr %9, i64 0, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %75, ptr align 16 %76, i64 40, i1 false)
  %77 = getelementptr inbounds [3 x %struct.big], ptr %9, i64 0, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %77, ptr align 8 %12, i64 40, i1 false)
  store i32 0, ptr %13, align 4
  br label %78

78:                                               ; preds = %85, %73
  %79 = load i32, ptr %13, align 4
  %80 = icmp slt i32 %79, 3
  br i1 %80, label %81, label %88

81:                                               ; preds = %78
  %82 = load i32, ptr %13, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [3 x %struct.big], ptr %9, i64 0, i64 %83
  call void @print_big(ptr noundef %84) #4
  br label %85

85:                                               ; preds = %81
  %86 = load i32, ptr %13, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %13, align 4
  br label %78, !llvm.loop !8

88:                                               ; preds = %78
  %89 = getelementptr inbounds [3 x %struct.big], ptr %9, i64 0, i64 1
  %90 = getelementptr inbounds [3 x %struct.big], ptr %9, i64 0, i64 1
  %91 = call i32 @memcmp(ptr noundef %89, ptr noundef %90, i64 noundef 40) #4
  %92 = icmp eq i32 %91, 0
  %93 = zext i1 %92 to i32
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %93) #4
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
  %20 = getelementptr inbounds [12 x i8], ptr %19, i64 0, i64 0
  %21 = call ptr @strcpy(ptr noundef %20, ptr noundef @.str.3) #4
  %22 = load i32, ptr %3, align 4
  %23 = srem i32 %22, 10
  %24 = add nsw i32 48, %23
  %25 = trunc i32 %24 to i8
  %26 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 4
  %27 = getelementptr inbounds [12 x i8], ptr %26, i64 0, i64 4
  store i8 %25, ptr %27, align 4
  %28 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 4
  %29 = getelementptr inbounds [12 x i8], ptr %28, i64 0, i64 5
  store i8 0, ptr %29, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @combine(ptr noalias sret(%struct.big) align 8 %0, ptr noundef byval(%struct.big) align 8 %1, ptr noundef byval(%struct.big) align 8 %2) #0 {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 40, i1 false)
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
  %25 = getelementptr inbounds [12 x i8], ptr %24, i64 0, i64 0
  %26 = getelementptr inbounds %struct.big, ptr %2, i32 0, i32 4
  %27 = getelementptr inbounds [12 x i8], ptr %26, i64 0, i64 0
  %28 = call ptr @strcat(ptr noundef %25, ptr noundef %27) #4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_big(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.big, ptr %3, i32 0, i32 0
  %5 = load i64, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.big, ptr %6, i32 0, i32 1
  %8 = load i64, ptr %7, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 2
  %11 = load i64, ptr %10, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.big, ptr %12, i32 0, i32 3
  %14 = load i32, ptr %13, align 8
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 4
  %17 = getelementptr inbounds [12 x i8], ptr %16, i64 0, i64 0
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

6:                                                ; preds = %17, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %20

9:                                                ; preds = %6
  %10 = load double, ptr %4, align 8
  %11 = getelementptr inbounds %struct.vec8, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [8 x double], ptr %11, i64 0, i64 %13
  %15 = load double, ptr %14, align 8
  %16 = fmul double %15, %10
  store double %16, ptr %14, align 8
  br label %17

17:                                               ; preds = %9
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %5, align 4
  br label %6, !llvm.loop !9

20:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 64, i1 false)
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

5:                                                ; preds = %21, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %24

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.vec8, ptr %0, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %11
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds %struct.vec8, ptr %1, i32 0, i32 0
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x double], ptr %14, i64 0, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %3, align 8
  %20 = call double @llvm.fmuladd.f64(double %13, double %18, double %19)
  store double %20, ptr %3, align 8
  br label %21

21:                                               ; preds = %8
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %4, align 4
  br label %5, !llvm.loop !10

24:                                               ; preds = %5
  %25 = load double, ptr %3, align 8
  ret double %25
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @modify(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.rec, ptr %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.anon, ptr %4, i32 0, i32 0
  %6 = load i16, ptr %5, align 4
  %7 = add i16 %6, 1
  store i16 %7, ptr %5, align 4
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = mul nsw i32 %10, 2
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.rec, ptr %12, i32 0, i32 2
  %14 = getelementptr inbounds [5 x i32], ptr %13, i64 0, i64 4
  store i32 %11, ptr %14, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @by_value(ptr noalias sret(%struct.rec) align 4 %0, ptr noundef byval(%struct.rec) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 0
  store i32 999, ptr %3, align 8
  %4 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 1
  %5 = getelementptr inbounds %struct.anon, ptr %4, i32 0, i32 1
  store i16 -1, ptr %5, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 8 %1, i64 28, i1 false)
  ret void
}

declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #1

declare ptr @strcpy(ptr noundef, ptr noundef) #1

declare ptr @strcat(ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
