; ModuleID = 'tests/completeness/float128.c'
source_filename = "tests/completeness/float128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global fp128 0xL00000000000000003FFF800000000000, align 16
@arr = dso_local global [4 x fp128] [fp128 0xL00000000000000003FFF000000000000, fp128 0xL0000000000000000C000400000000000, fp128 0xLAFDF22037BFCED37414CDB7B95D11BDA, fp128 0xL0B8049732D11A23D0C17387AE70C9E70], align 16
@.str = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"mix\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"lt %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"sel\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"many\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"s\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"conv %lld %llu %d %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"z\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"abs\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"f2\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"d2\00", align 1
@.str.12 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"%s %016llx%016llx %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local fp128 @add(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fadd fp128 %5, %6
  ret fp128 %7
}

; Function Attrs: noinline nounwind optnone
define dso_local fp128 @mix(fp128 noundef %0, double noundef %1, i32 noundef %2, float noundef %3) #0 {
  %5 = alloca fp128, align 16
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  store fp128 %0, ptr %5, align 16
  store double %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store float %3, ptr %8, align 4
  %9 = load fp128, ptr %5, align 16
  %10 = load double, ptr %6, align 8
  %11 = fpext double %10 to fp128
  %12 = load i32, ptr %7, align 4
  %13 = sitofp i32 %12 to float
  %14 = load float, ptr %8, align 4
  %15 = fdiv float %13, %14
  %16 = fpext float %15 to fp128
  %17 = fneg fp128 %16
  %18 = call fp128 @llvm.fmuladd.f128(fp128 %9, fp128 %11, fp128 %17)
  ret fp128 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @lt(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fcmp olt fp128 %5, %6
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone
define dso_local fp128 @sel(fp128 noundef %0, fp128 noundef %1, i32 noundef %2) #0 {
  %4 = alloca fp128, align 16
  %5 = alloca fp128, align 16
  %6 = alloca i32, align 4
  store fp128 %0, ptr %4, align 16
  store fp128 %1, ptr %5, align 16
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %3
  %10 = load fp128, ptr %4, align 16
  br label %13

11:                                               ; preds = %3
  %12 = load fp128, ptr %5, align 16
  br label %13

13:                                               ; preds = %11, %9
  %14 = phi fp128 [ %10, %9 ], [ %12, %11 ]
  ret fp128 %14
}

; Function Attrs: noinline nounwind optnone
define dso_local fp128 @many(fp128 noundef %0, fp128 noundef %1, fp128 noundef %2, fp128 noundef %3, fp128 noundef %4, fp128 noundef %5, fp128 noundef %6, fp128 noundef %7, fp128 noundef %8, fp128 noundef %9) #0 {
  %11 = alloca fp128, align 16
  %12 = alloca fp128, align 16
  %13 = alloca fp128, align 16
  %14 = alloca fp128, align 16
  %15 = alloca fp128, align 16
  %16 = alloca fp128, align 16
  %17 = alloca fp128, align 16
  %18 = alloca fp128, align 16
  %19 = alloca fp128, align 16
  %20 = alloca fp128, align 16
  store fp128 %0, ptr %11, align 16
  store fp128 %1, ptr %12, align 16
  store fp128 %2, ptr %13, align 16
  store fp128 %3, ptr %14, align 16
  store fp128 %4, ptr %15, align 16
  store fp128 %5, ptr %16, align 16
  store fp128 %6, ptr %17, align 16
  store fp128 %7, ptr %18, align 16
  store fp128 %8, ptr %19, align 16
  store fp128 %9, ptr %20, align 16
  %21 = load fp128, ptr %11, align 16
  %22 = load fp128, ptr %12, align 16
  %23 = fadd fp128 %21, %22
  %24 = load fp128, ptr %13, align 16
  %25 = fadd fp128 %23, %24
  %26 = load fp128, ptr %14, align 16
  %27 = fadd fp128 %25, %26
  %28 = load fp128, ptr %15, align 16
  %29 = fadd fp128 %27, %28
  %30 = load fp128, ptr %16, align 16
  %31 = fadd fp128 %29, %30
  %32 = load fp128, ptr %17, align 16
  %33 = fadd fp128 %31, %32
  %34 = load fp128, ptr %18, align 16
  %35 = fadd fp128 %33, %34
  %36 = load fp128, ptr %19, align 16
  %37 = fadd fp128 %35, %36
  %38 = load fp128, ptr %20, align 16
  %39 = fadd fp128 %37, %38
  ret fp128 %39
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca fp128, align 16
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  %5 = alloca fp128, align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store fp128 0xL55555555555555553FFD555555555555, ptr %1, align 16
  %10 = load fp128, ptr @g, align 16
  %11 = load fp128, ptr %1, align 16
  %12 = call fp128 @add(fp128 noundef %10, fp128 noundef %11) #4
  store fp128 %12, ptr %2, align 16
  %13 = load fp128, ptr %2, align 16
  call void @show(ptr noundef @.str, fp128 noundef %13) #4
  %14 = load fp128, ptr %2, align 16
  %15 = call fp128 @mix(fp128 noundef %14, double noundef 1.000000e-01, i32 noundef 7, float noundef 3.000000e+00) #4
  call void @show(ptr noundef @.str.1, fp128 noundef %15) #4
  %16 = load fp128, ptr %1, align 16
  %17 = load fp128, ptr %2, align 16
  %18 = call i32 @lt(fp128 noundef %16, fp128 noundef %17) #4
  %19 = load fp128, ptr %2, align 16
  %20 = load fp128, ptr %1, align 16
  %21 = call i32 @lt(fp128 noundef %19, fp128 noundef %20) #4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %18, i32 noundef %21) #4
  %23 = load fp128, ptr %1, align 16
  %24 = load fp128, ptr %2, align 16
  %25 = load fp128, ptr %1, align 16
  %26 = load fp128, ptr %2, align 16
  %27 = call i32 @lt(fp128 noundef %25, fp128 noundef %26) #4
  %28 = call fp128 @sel(fp128 noundef %23, fp128 noundef %24, i32 noundef %27) #4
  call void @show(ptr noundef @.str.3, fp128 noundef %28) #4
  %29 = call fp128 @many(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000004001400000000000, fp128 noundef 0xL00000000000000004001800000000000, fp128 noundef 0xL00000000000000004001C00000000000, fp128 noundef 0xL00000000000000004002000000000000, fp128 noundef 0xL00000000000000004002200000000000, fp128 noundef 0xL00000000000000004002400000000000) #4
  call void @show(ptr noundef @.str.4, fp128 noundef %29) #4
  store fp128 0xL00000000000000000000000000000000, ptr %3, align 16
  store i32 0, ptr %4, align 4
  br label %30

30:                                               ; preds = %42, %0
  %31 = load i32, ptr %4, align 4
  %32 = icmp slt i32 %31, 4
  br i1 %32, label %33, label %45

33:                                               ; preds = %30
  %34 = load i32, ptr %4, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [4 x fp128], ptr @arr, i64 0, i64 %35
  %37 = load fp128, ptr %36, align 16
  %38 = load i32, ptr %4, align 4
  %39 = sitofp i32 %38 to fp128
  %40 = load fp128, ptr %3, align 16
  %41 = call fp128 @llvm.fmuladd.f128(fp128 %37, fp128 %39, fp128 %40)
  store fp128 %41, ptr %3, align 16
  br label %42

42:                                               ; preds = %33
  %43 = load i32, ptr %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %4, align 4
  br label %30, !llvm.loop !5

45:                                               ; preds = %30
  %46 = load fp128, ptr %3, align 16
  call void @show(ptr noundef @.str.5, fp128 noundef %46) #4
  %47 = load fp128, ptr %2, align 16
  %48 = fmul fp128 %47, 0xL0000000000000000403ABC16D674EC80
  %49 = fptosi fp128 %48 to i64
  %50 = load fp128, ptr %2, align 16
  %51 = fmul fp128 %50, 0xL0000000000000000403E158E460913D0
  %52 = fptoui fp128 %51 to i64
  %53 = load fp128, ptr %2, align 16
  %54 = fneg fp128 %53
  %55 = fptosi fp128 %54 to i32
  %56 = load fp128, ptr %2, align 16
  %57 = fmul fp128 %56, 0xL00000000000000004008F40000000000
  %58 = fptoui fp128 %57 to i32
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %49, i64 noundef %52, i32 noundef %55, i32 noundef %58) #4
  store fp128 0xL0000000000000000402DC125D1E41DE4, ptr %5, align 16
  %60 = load fp128, ptr %5, align 16
  call void @show(ptr noundef @.str.7, fp128 noundef %60) #4
  %61 = load fp128, ptr %5, align 16
  %62 = fneg fp128 %61
  call void @show(ptr noundef @.str.8, fp128 noundef %62) #4
  %63 = load fp128, ptr %5, align 16
  %64 = fneg fp128 %63
  %65 = call fp128 @llvm.fabs.f128(fp128 %64)
  call void @show(ptr noundef @.str.9, fp128 noundef %65) #4
  %66 = load fp128, ptr %5, align 16
  %67 = fptrunc fp128 %66 to float
  %68 = fpext float %67 to fp128
  call void @show(ptr noundef @.str.10, fp128 noundef %68) #4
  %69 = load fp128, ptr %1, align 16
  %70 = fptrunc fp128 %69 to double
  %71 = fpext double %70 to fp128
  call void @show(ptr noundef @.str.11, fp128 noundef %71) #4
  %72 = load fp128, ptr %1, align 16
  %73 = load fp128, ptr %2, align 16
  %74 = fcmp oeq fp128 %72, %73
  %75 = zext i1 %74 to i32
  store i32 %75, ptr %6, align 4
  %76 = load fp128, ptr %1, align 16
  %77 = load fp128, ptr %2, align 16
  %78 = fcmp une fp128 %76, %77
  %79 = zext i1 %78 to i32
  store i32 %79, ptr %7, align 4
  %80 = load fp128, ptr %1, align 16
  %81 = load fp128, ptr %2, align 16
  %82 = fcmp oge fp128 %80, %81
  %83 = zext i1 %82 to i32
  store i32 %83, ptr %8, align 4
  %84 = load fp128, ptr %1, align 16
  %85 = load fp128, ptr %2, align 16
  %86 = fcmp olt fp128 %84, %85
  br i1 %86, label %91, label %87

87:                                               ; preds = %45
  %88 = load fp128, ptr %1, align 16
  %89 = load fp128, ptr %2, align 16
  %90 = fcmp ogt fp128 %88, %89
  br label %91

91:                                               ; preds = %87, %45
  %92 = phi i1 [ true, %45 ], [ %90, %87 ]
  %93 = xor i1 %92, true
  %94 = zext i1 %93 to i32
  store i32 %94, ptr %9, align 4
  %95 = load i32, ptr %6, align 4
  %96 = load i32, ptr %7, align 4
  %97 = load i32, ptr %8, align 4
  %98 = load i32, ptr %9, align 4
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %95, i32 noundef %96, i32 noundef %97, i32 noundef %98) #4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @show(ptr noundef %0, fp128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca fp128, align 16
  %5 = alloca [2 x i64], align 16
  store ptr %0, ptr %3, align 8
  store fp128 %1, ptr %4, align 16
  %6 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 %4, i64 16, i1 false)
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 0
  %11 = load i64, ptr %10, align 16
  %12 = load fp128, ptr %4, align 16
  %13 = fptrunc fp128 %12 to double
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %7, i64 noundef %9, i64 noundef %11, double noundef %13) #4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
