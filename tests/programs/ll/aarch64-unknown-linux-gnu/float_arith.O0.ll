; ModuleID = 'tests/programs/float_arith.c'
source_filename = "tests/programs/float_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"%.6f %.6f %.6f %.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"%.6e %.6e\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"third %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"harmonic100 %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"poly %.5f %.5f\0A\00", align 1
@.str.5 = private unnamed_addr constant [34 x i8] c"sqrtf %.6f fabsf %.3f fmodf %.4f\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"float eps steps %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"neg0 %.1f eq %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"overflow inf %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"0.1*10 %.8f ne1 %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"madd %.4f\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"neg %.3f\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca float, align 4
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  store float 1.500000e+00, ptr %1, align 4
  store float -3.750000e-01, ptr %2, align 4
  store float 1.000000e+10, ptr %3, align 4
  store float 3.000000e+00, ptr %4, align 4
  %15 = load float, ptr %1, align 4
  %16 = load float, ptr %2, align 4
  %17 = fadd float %15, %16
  %18 = fpext float %17 to double
  %19 = load float, ptr %1, align 4
  %20 = load float, ptr %2, align 4
  %21 = fsub float %19, %20
  %22 = fpext float %21 to double
  %23 = load float, ptr %1, align 4
  %24 = load float, ptr %2, align 4
  %25 = fmul float %23, %24
  %26 = fpext float %25 to double
  %27 = load float, ptr %1, align 4
  %28 = load float, ptr %2, align 4
  %29 = fdiv float %27, %28
  %30 = fpext float %29 to double
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %18, double noundef %22, double noundef %26, double noundef %30) #3
  %32 = load float, ptr %3, align 4
  %33 = load float, ptr %3, align 4
  %34 = fmul float %32, %33
  %35 = fpext float %34 to double
  %36 = load float, ptr %3, align 4
  %37 = fdiv float 1.000000e+00, %36
  %38 = fpext float %37 to double
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %35, double noundef %38) #3
  %40 = load float, ptr %4, align 4
  %41 = fdiv float 1.000000e+00, %40
  %42 = fpext float %41 to double
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %42) #3
  store float 0.000000e+00, ptr %5, align 4
  store i32 1, ptr %6, align 4
  br label %44

44:                                               ; preds = %53, %0
  %45 = load i32, ptr %6, align 4
  %46 = icmp sle i32 %45, 100
  br i1 %46, label %47, label %56

47:                                               ; preds = %44
  %48 = load i32, ptr %6, align 4
  %49 = sitofp i32 %48 to float
  %50 = fdiv float 1.000000e+00, %49
  %51 = load float, ptr %5, align 4
  %52 = fadd float %51, %50
  store float %52, ptr %5, align 4
  br label %53

53:                                               ; preds = %47
  %54 = load i32, ptr %6, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %6, align 4
  br label %44, !llvm.loop !5

56:                                               ; preds = %44
  %57 = load float, ptr %5, align 4
  %58 = fpext float %57 to double
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %58) #3
  %60 = call float @poly(float noundef 1.250000e+00) #3
  %61 = fpext float %60 to double
  %62 = call float @poly(float noundef -2.000000e+00) #3
  %63 = fpext float %62 to double
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %61, double noundef %63) #3
  %65 = call float @sqrtf(float noundef 2.000000e+00) #3
  %66 = fpext float %65 to double
  %67 = call float @fabsf(float noundef -8.500000e+00) #3
  %68 = fpext float %67 to double
  %69 = call float @fmodf(float noundef 1.050000e+01, float noundef 3.000000e+00) #3
  %70 = fpext float %69 to double
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %66, double noundef %68, double noundef %70) #3
  store float 1.000000e+00, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %72

72:                                               ; preds = %76, %56
  %73 = load float, ptr %7, align 4
  %74 = fadd float 1.000000e+00, %73
  %75 = fcmp une float %74, 1.000000e+00
  br i1 %75, label %76, label %81

76:                                               ; preds = %72
  %77 = load float, ptr %7, align 4
  %78 = fdiv float %77, 2.000000e+00
  store float %78, ptr %7, align 4
  %79 = load i32, ptr %8, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %8, align 4
  br label %72, !llvm.loop !7

81:                                               ; preds = %72
  %82 = load i32, ptr %8, align 4
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %82) #3
  store float -0.000000e+00, ptr %9, align 4
  %84 = load float, ptr %9, align 4
  %85 = fpext float %84 to double
  %86 = load float, ptr %9, align 4
  %87 = fcmp oeq float %86, 0.000000e+00
  %88 = zext i1 %87 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %85, i32 noundef %88) #3
  store float 0x47EFF933C0000000, ptr %10, align 4
  %90 = load float, ptr %10, align 4
  %91 = fmul float %90, 1.000000e+01
  %92 = call float @llvm.fabs.f32(float %91) #4
  %93 = fcmp oeq float %92, 0x7FF0000000000000
  %94 = zext i1 %93 to i32
  %95 = icmp ne i32 %94, 0
  %96 = zext i1 %95 to i32
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %96) #3
  store float 0x3FB99999A0000000, ptr %11, align 4
  store float 0.000000e+00, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %98

98:                                               ; preds = %105, %81
  %99 = load i32, ptr %13, align 4
  %100 = icmp slt i32 %99, 10
  br i1 %100, label %101, label %108

101:                                              ; preds = %98
  %102 = load float, ptr %11, align 4
  %103 = load float, ptr %12, align 4
  %104 = fadd float %103, %102
  store float %104, ptr %12, align 4
  br label %105

105:                                              ; preds = %101
  %106 = load i32, ptr %13, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %13, align 4
  br label %98, !llvm.loop !8

108:                                              ; preds = %98
  %109 = load float, ptr %12, align 4
  %110 = fpext float %109 to double
  %111 = load float, ptr %12, align 4
  %112 = fcmp une float %111, 1.000000e+00
  %113 = zext i1 %112 to i32
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %110, i32 noundef %113) #3
  %115 = load float, ptr %1, align 4
  %116 = load float, ptr %2, align 4
  %117 = fcmp ogt float %115, %116
  %118 = zext i1 %117 to i32
  %119 = load float, ptr %2, align 4
  %120 = fcmp oge float %119, -3.750000e-01
  %121 = zext i1 %120 to i32
  %122 = load float, ptr %1, align 4
  %123 = load float, ptr %2, align 4
  %124 = fcmp olt float %122, %123
  %125 = zext i1 %124 to i32
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %118, i32 noundef %121, i32 noundef %125) #3
  %127 = load float, ptr %1, align 4
  %128 = load float, ptr %2, align 4
  %129 = call float @llvm.fmuladd.f32(float %127, float 3.000000e+00, float %128)
  store float %129, ptr %14, align 4
  %130 = load float, ptr %14, align 4
  %131 = fpext float %130 to double
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %131) #3
  %133 = load float, ptr %1, align 4
  %134 = fneg float %133
  %135 = fpext float %134 to double
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %135) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal float @poly(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @llvm.fmuladd.f32(float 2.000000e+00, float %3, float -3.000000e+00)
  %5 = load float, ptr %2, align 4
  %6 = call float @llvm.fmuladd.f32(float %4, float %5, float 5.000000e-01)
  %7 = load float, ptr %2, align 4
  %8 = call float @llvm.fmuladd.f32(float %6, float %7, float -7.250000e+00)
  ret float %8
}

declare float @sqrtf(float noundef) #1

declare float @fabsf(float noundef) #1

declare float @fmodf(float noundef, float noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
