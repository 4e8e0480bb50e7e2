; ModuleID = 'tests/programs/struct_small.c'
source_filename = "tests/programs/struct_small.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.mixed = type { i8, i16, i32 }
%struct.pair = type { i32, i32 }
%struct.fpair = type { float, float }
%struct.dpair = type { double, double }
%struct.ld = type { i64, double }
%struct.bytes3 = type { i8, i8, i8 }
%struct.one = type { i64 }

@.str = private unnamed_addr constant [12 x i8] c"pair %d %d\0A\00", align 1
@__const.main.m = private unnamed_addr constant %struct.mixed { i8 97, i16 1000, i32 77 }, align 4
@.str.1 = private unnamed_addr constant [16 x i8] c"mixed %c %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"fpair %.2f %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"dpair %.3f %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"ld %lld %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"bytes3 %u %u %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"one %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"many %d\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [3 x %struct.pair] [%struct.pair { i32 1, i32 1 }, %struct.pair { i32 2, i32 3 }, %struct.pair { i32 5, i32 8 }], align 4
@.str.8 = private unnamed_addr constant [11 x i8] c"acc %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %struct.pair, align 4
  %2 = alloca %struct.pair, align 4
  %3 = alloca %struct.pair, align 4
  %4 = alloca %struct.mixed, align 4
  %5 = alloca %struct.mixed, align 4
  %6 = alloca %struct.mixed, align 4
  %7 = alloca %struct.fpair, align 4
  %8 = alloca %struct.fpair, align 4
  %9 = alloca %struct.dpair, align 8
  %10 = alloca %struct.dpair, align 8
  %11 = alloca %struct.dpair, align 8
  %12 = alloca %struct.ld, align 8
  %13 = alloca %struct.bytes3, align 1
  %14 = alloca %struct.bytes3, align 1
  %15 = alloca %struct.one, align 8
  %16 = alloca %struct.one, align 8
  %17 = alloca %struct.one, align 8
  %18 = alloca %struct.pair, align 4
  %19 = alloca %struct.pair, align 4
  %20 = alloca %struct.pair, align 4
  %21 = alloca %struct.pair, align 4
  %22 = alloca %struct.pair, align 4
  %23 = alloca [3 x %struct.pair], align 4
  %24 = alloca %struct.pair, align 4
  %25 = alloca i32, align 4
  %26 = alloca %struct.pair, align 4
  call void @mkpair(ptr sret(%struct.pair) align 4 %2, i32 noundef 1, i32 noundef 2) #4
  call void @mkpair(ptr sret(%struct.pair) align 4 %3, i32 noundef 30, i32 noundef 40) #4
  call void @addp(ptr sret(%struct.pair) align 4 %1, ptr noundef byval(%struct.pair) align 4 %2, ptr noundef byval(%struct.pair) align 4 %3) #4
  %27 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 0
  %28 = load i32, ptr %27, align 4
  %29 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 1
  %30 = load i32, ptr %29, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %28, i32 noundef %30) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %4, ptr align 4 @__const.main.m, i32 8, i1 false)
  call void @bump(ptr sret(%struct.mixed) align 4 %6, ptr noundef byval(%struct.mixed) align 4 %4) #4
  call void @bump(ptr sret(%struct.mixed) align 4 %5, ptr noundef byval(%struct.mixed) align 4 %6) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %4, ptr align 4 %5, i32 8, i1 false)
  %32 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 0
  %33 = load i8, ptr %32, align 4
  %34 = sext i8 %33 to i32
  %35 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 1
  %36 = load i16, ptr %35, align 2
  %37 = sext i16 %36 to i32
  %38 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 2
  %39 = load i32, ptr %38, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %34, i32 noundef %37, i32 noundef %39) #4
  %41 = getelementptr inbounds %struct.fpair, ptr %8, i32 0, i32 0
  store float 1.500000e+00, ptr %41, align 4
  %42 = getelementptr inbounds %struct.fpair, ptr %8, i32 0, i32 1
  store float -2.250000e+00, ptr %42, align 4
  call void @scalef(ptr sret(%struct.fpair) align 4 %7, ptr noundef byval(%struct.fpair) align 4 %8, float noundef 4.000000e+00) #4
  %43 = getelementptr inbounds %struct.fpair, ptr %7, i32 0, i32 0
  %44 = load float, ptr %43, align 4
  %45 = fpext float %44 to double
  %46 = getelementptr inbounds %struct.fpair, ptr %7, i32 0, i32 1
  %47 = load float, ptr %46, align 4
  %48 = fpext float %47 to double
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %45, double noundef %48) #4
  %50 = getelementptr inbounds %struct.dpair, ptr %11, i32 0, i32 0
  store double 3.500000e+00, ptr %50, align 8
  %51 = getelementptr inbounds %struct.dpair, ptr %11, i32 0, i32 1
  store double 1.250000e+00, ptr %51, align 8
  call void @rot90(ptr sret(%struct.dpair) align 8 %10, ptr noundef byval(%struct.dpair) align 8 %11) #4
  call void @rot90(ptr sret(%struct.dpair) align 8 %9, ptr noundef byval(%struct.dpair) align 8 %10) #4
  %52 = getelementptr inbounds %struct.dpair, ptr %9, i32 0, i32 0
  %53 = load double, ptr %52, align 8
  %54 = getelementptr inbounds %struct.dpair, ptr %9, i32 0, i32 1
  %55 = load double, ptr %54, align 8
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %53, double noundef %55) #4
  call void @mkld(ptr sret(%struct.ld) align 8 %12, i64 noundef 1234567890123, double noundef 9.500000e+00) #4
  %57 = getelementptr inbounds %struct.ld, ptr %12, i32 0, i32 0
  %58 = load i64, ptr %57, align 8
  %59 = getelementptr inbounds %struct.ld, ptr %12, i32 0, i32 1
  %60 = load double, ptr %59, align 8
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %58, double noundef %60) #4
  %62 = getelementptr inbounds %struct.bytes3, ptr %14, i32 0, i32 0
  store i8 10, ptr %62, align 1
  %63 = getelementptr inbounds %struct.bytes3, ptr %14, i32 0, i32 1
  store i8 -128, ptr %63, align 1
  %64 = getelementptr inbounds %struct.bytes3, ptr %14, i32 0, i32 2
  store i8 -6, ptr %64, align 1
  call void @inv(ptr sret(%struct.bytes3) align 1 %13, ptr noundef byval(%struct.bytes3) align 1 %14) #4
  %65 = getelementptr inbounds %struct.bytes3, ptr %13, i32 0, i32 0
  %66 = load i8, ptr %65, align 1
  %67 = zext i8 %66 to i32
  %68 = getelementptr inbounds %struct.bytes3, ptr %13, i32 0, i32 1
  %69 = load i8, ptr %68, align 1
  %70 = zext i8 %69 to i32
  %71 = getelementptr inbounds %struct.bytes3, ptr %13, i32 0, i32 2
  %72 = load i8, ptr %71, align 1
  %73 = zext i8 %72 to i32
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %67, i32 noundef %70, i32 noundef %73) #4
  %75 = getelementptr inbounds %struct.one, ptr %16, i32 0, i32 0
  store i64 -21, ptr %75, align 8
  call void @twice(ptr sret(%struct.one) align 8 %15, ptr noundef byval(%struct.one) align 8 %16) #4
  call void @twice(ptr sret(%struct.one) align 8 %17, ptr noundef byval(%struct.one) align 8 %15) #4
  %76 = getelementptr inbounds %struct.one, ptr %17, i32 0, i32 0
  %77 = load i64, ptr %76, align 8
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %77) #4
  call void @mkpair(ptr sret(%struct.pair) align 4 %18, i32 noundef 1, i32 noundef 2) #4
  call void @mkpair(ptr sret(%struct.pair) align 4 %19, i32 noundef 3, i32 noundef 4) #4
  call void @mkpair(ptr sret(%struct.pair) align 4 %20, i32 noundef 5, i32 noundef 6) #4
  call void @mkpair(ptr sret(%struct.pair) align 4 %21, i32 noundef 7, i32 noundef 8) #4
  call void @mkpair(ptr sret(%struct.pair) align 4 %22, i32 noundef 9, i32 noundef 10) #4
  %79 = call i32 @many(ptr noundef byval(%struct.pair) align 4 %18, ptr noundef byval(%struct.pair) align 4 %19, ptr noundef byval(%struct.pair) align 4 %20, ptr noundef byval(%struct.pair) align 4 %21, ptr noundef byval(%struct.pair) align 4 %22, i32 noundef 11) #4
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %79) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %23, ptr align 4 @__const.main.arr, i32 24, i1 false)
  call void @llvm.memset.p0.i32(ptr align 4 %24, i8 0, i32 8, i1 false)
  store i32 0, ptr %25, align 4
  br label %81

81:                                               ; preds = %87, %0
  %82 = load i32, ptr %25, align 4
  %83 = icmp slt i32 %82, 3
  br i1 %83, label %84, label %90

84:                                               ; preds = %81
  %85 = load i32, ptr %25, align 4
  %86 = getelementptr inbounds [3 x %struct.pair], ptr %23, i32 0, i32 %85
  call void @addp(ptr sret(%struct.pair) align 4 %26, ptr noundef byval(%struct.pair) align 4 %24, ptr noundef byval(%struct.pair) align 4 %86) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %24, ptr align 4 %26, i32 8, i1 false)
  br label %87

87:                                               ; preds = %84
  %88 = load i32, ptr %25, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %25, align 4
  br label %81, !llvm.loop !5

90:                                               ; preds = %81
  %91 = getelementptr inbounds %struct.pair, ptr %24, i32 0, i32 0
  %92 = load i32, ptr %91, align 4
  %93 = getelementptr inbounds %struct.pair, ptr %24, i32 0, i32 1
  %94 = load i32, ptr %93, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %92, i32 noundef %94) #4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @addp(ptr noalias sret(%struct.pair) align 4 %0, ptr noundef byval(%struct.pair) align 4 %1, ptr noundef byval(%struct.pair) align 4 %2) #0 {
  %4 = getelementptr inbounds %struct.pair, ptr %2, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, %5
  store i32 %8, ptr %6, align 4
  %9 = getelementptr inbounds %struct.pair, ptr %2, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %12, %10
  store i32 %13, ptr %11, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %1, i32 8, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mkpair(ptr noalias sret(%struct.pair) align 4 %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
  store i32 %2, ptr %5, align 4
  %6 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 1
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %8, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @bump(ptr noalias sret(%struct.mixed) align 4 %0, ptr noundef byval(%struct.mixed) align 4 %1) #0 {
  %3 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 0
  %4 = load i8, ptr %3, align 4
  %5 = add i8 %4, 1
  store i8 %5, ptr %3, align 4
  %6 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 1
  %7 = load i16, ptr %6, align 2
  %8 = sext i16 %7 to i32
  %9 = mul nsw i32 %8, 2
  %10 = trunc i32 %9 to i16
  %11 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 1
  store i16 %10, ptr %11, align 2
  %12 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 2
  %13 = load i32, ptr %12, align 4
  %14 = sub nsw i32 %13, 1
  store i32 %14, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %1, i32 8, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @scalef(ptr noalias sret(%struct.fpair) align 4 %0, ptr noundef byval(%struct.fpair) align 4 %1, float noundef %2) #0 {
  %4 = alloca float, align 4
  store float %2, ptr %4, align 4
  %5 = load float, ptr %4, align 4
  %6 = getelementptr inbounds %struct.fpair, ptr %1, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = fmul float %7, %5
  store float %8, ptr %6, align 4
  %9 = load float, ptr %4, align 4
  %10 = getelementptr inbounds %struct.fpair, ptr %1, i32 0, i32 1
  %11 = load float, ptr %10, align 4
  %12 = fmul float %11, %9
  store float %12, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %1, i32 8, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @rot90(ptr noalias sret(%struct.dpair) align 8 %0, ptr noundef byval(%struct.dpair) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.dpair, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.dpair, ptr %1, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = fneg double %5
  store double %6, ptr %3, align 8
  %7 = getelementptr inbounds %struct.dpair, ptr %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.dpair, ptr %1, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  store double %9, ptr %7, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mkld(ptr noalias sret(%struct.ld) align 8 %0, i64 noundef %1, double noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca double, align 8
  store i64 %1, ptr %4, align 8
  store double %2, ptr %5, align 8
  %6 = getelementptr inbounds %struct.ld, ptr %0, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  %8 = mul nsw i64 %7, 2
  store i64 %8, ptr %6, align 8
  %9 = getelementptr inbounds %struct.ld, ptr %0, i32 0, i32 1
  %10 = load double, ptr %5, align 8
  %11 = fdiv double %10, 2.000000e+00
  store double %11, ptr %9, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @inv(ptr noalias sret(%struct.bytes3) align 1 %0, ptr noundef byval(%struct.bytes3) align 1 %1) #0 {
  %3 = getelementptr inbounds %struct.bytes3, ptr %1, i32 0, i32 0
  %4 = load i8, ptr %3, align 1
  %5 = zext i8 %4 to i32
  %6 = sub nsw i32 255, %5
  %7 = trunc i32 %6 to i8
  %8 = getelementptr inbounds %struct.bytes3, ptr %1, i32 0, i32 0
  store i8 %7, ptr %8, align 1
  %9 = getelementptr inbounds %struct.bytes3, ptr %1, i32 0, i32 1
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = sub nsw i32 255, %11
  %13 = trunc i32 %12 to i8
  %14 = getelementptr inbounds %struct.bytes3, ptr %1, i32 0, i32 1
  store i8 %13, ptr %14, align 1
  %15 = getelementptr inbounds %struct.bytes3, ptr %1, i32 0, i32 2
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = sub nsw i32 255, %17
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds %struct.bytes3, ptr %1, i32 0, i32 2
  store i8 %19, ptr %20, align 1
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %0, ptr align 1 %1, i32 3, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @twice(ptr noalias sret(%struct.one) align 8 %0, ptr noundef byval(%struct.one) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.one, ptr %1, i32 0, i32 0
  %4 = load i64, ptr %3, align 8
  %5 = mul nsw i64 %4, 2
  store i64 %5, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %0, ptr align 8 %1, i32 8, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @many(ptr noundef byval(%struct.pair) align 4 %0, ptr noundef byval(%struct.pair) align 4 %1, ptr noundef byval(%struct.pair) align 4 %2, ptr noundef byval(%struct.pair) align 4 %3, ptr noundef byval(%struct.pair) align 4 %4, i32 noundef %5) #0 {
  %7 = alloca i32, align 4
  store i32 %5, ptr %7, align 4
  %8 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = mul nsw i32 %11, 2
  %13 = add nsw i32 %9, %12
  %14 = getelementptr inbounds %struct.pair, ptr %2, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = mul nsw i32 %15, 3
  %17 = add nsw i32 %13, %16
  %18 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = mul nsw i32 %19, 4
  %21 = add nsw i32 %17, %20
  %22 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = mul nsw i32 %23, 5
  %25 = add nsw i32 %21, %24
  %26 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 1
  %27 = load i32, ptr %26, align 4
  %28 = mul nsw i32 %27, 6
  %29 = add nsw i32 %25, %28
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %29, %30
  ret i32 %31
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
