; ModuleID = 'tests/programs/nan_compare.c'
source_filename = "tests/programs/nan_compare.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"-inf\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"-0\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"1\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"-1\00", align 1
@__const.main.names = private unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 4
@.str.7 = private unnamed_addr constant [6 x i8] c"%-4s:\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.10 = private unnamed_addr constant [26 x i8] c"float nan %02x %02x %02x\0A\00", align 1
@.str.11 = private unnamed_addr constant [25 x i8] c"isnan %d %d isinf %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"self ne %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"negated %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"inf %f %f %e\0A\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"max %f min %f\0A\00", align 1
@.str.16 = private unnamed_addr constant [33 x i8] c"inf-inf isnan %d inf*0 isnan %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca [7 x double], align 8
  %5 = alloca [7 x ptr], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store volatile double 0.000000e+00, ptr %1, align 8
  %11 = load volatile double, ptr %1, align 8
  %12 = load volatile double, ptr %1, align 8
  %13 = fdiv double %11, %12
  store double %13, ptr %2, align 8
  %14 = load volatile double, ptr %1, align 8
  %15 = fdiv double 1.000000e+00, %14
  store double %15, ptr %3, align 8
  %16 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 0
  %17 = load double, ptr %2, align 8
  store double %17, ptr %16, align 8
  %18 = getelementptr inbounds double, ptr %16, i32 1
  %19 = load double, ptr %3, align 8
  store double %19, ptr %18, align 8
  %20 = getelementptr inbounds double, ptr %18, i32 1
  %21 = load double, ptr %3, align 8
  %22 = fneg double %21
  store double %22, ptr %20, align 8
  %23 = getelementptr inbounds double, ptr %20, i32 1
  store double 0.000000e+00, ptr %23, align 8
  %24 = getelementptr inbounds double, ptr %23, i32 1
  store double -0.000000e+00, ptr %24, align 8
  %25 = getelementptr inbounds double, ptr %24, i32 1
  store double 1.000000e+00, ptr %25, align 8
  %26 = getelementptr inbounds double, ptr %25, i32 1
  store double -1.000000e+00, ptr %26, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %5, ptr align 4 @__const.main.names, i32 28, i1 false)
  store i32 0, ptr %6, align 4
  br label %27

27:                                               ; preds = %52, %0
  %28 = load i32, ptr %6, align 4
  %29 = icmp slt i32 %28, 7
  br i1 %29, label %30, label %55

30:                                               ; preds = %27
  %31 = load i32, ptr %6, align 4
  %32 = getelementptr inbounds [7 x ptr], ptr %5, i32 0, i32 %31
  %33 = load ptr, ptr %32, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %33) #4
  store i32 0, ptr %7, align 4
  br label %35

35:                                               ; preds = %47, %30
  %36 = load i32, ptr %7, align 4
  %37 = icmp slt i32 %36, 7
  br i1 %37, label %38, label %50

38:                                               ; preds = %35
  %39 = load i32, ptr %6, align 4
  %40 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 %39
  %41 = load double, ptr %40, align 8
  %42 = load i32, ptr %7, align 4
  %43 = getelementptr inbounds [7 x double], ptr %4, i32 0, i32 %42
  %44 = load double, ptr %43, align 8
  %45 = call i32 @cmpbits(double noundef %41, double noundef %44) #4
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %45) #4
  br label %47

47:                                               ; preds = %38
  %48 = load i32, ptr %7, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %7, align 4
  br label %35, !llvm.loop !5

50:                                               ; preds = %35
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.9) #4
  br label %52

52:                                               ; preds = %50
  %53 = load i32, ptr %6, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %6, align 4
  br label %27, !llvm.loop !7

55:                                               ; preds = %27
  %56 = load double, ptr %2, align 8
  %57 = fptrunc double %56 to float
  store float %57, ptr %8, align 4
  %58 = load double, ptr %3, align 8
  %59 = fptrunc double %58 to float
  store float %59, ptr %9, align 4
  %60 = load float, ptr %8, align 4
  %61 = load float, ptr %8, align 4
  %62 = call i32 @cmpbitsf(float noundef %60, float noundef %61) #4
  %63 = load float, ptr %8, align 4
  %64 = call i32 @cmpbitsf(float noundef %63, float noundef 1.000000e+00) #4
  %65 = load float, ptr %9, align 4
  %66 = call i32 @cmpbitsf(float noundef %65, float noundef 1.000000e+00) #4
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %62, i32 noundef %64, i32 noundef %66) #4
  %68 = load double, ptr %2, align 8
  %69 = fcmp uno double %68, %68
  %70 = zext i1 %69 to i32
  %71 = icmp ne i32 %70, 0
  %72 = zext i1 %71 to i32
  %73 = load double, ptr %3, align 8
  %74 = fcmp uno double %73, %73
  %75 = zext i1 %74 to i32
  %76 = icmp ne i32 %75, 0
  %77 = zext i1 %76 to i32
  %78 = load double, ptr %3, align 8
  %79 = fneg double %78
  %80 = call double @llvm.fabs.f64(double %79) #5
  %81 = fcmp oeq double %80, 0x7FF0000000000000
  %82 = zext i1 %81 to i32
  %83 = icmp ne i32 %82, 0
  %84 = zext i1 %83 to i32
  %85 = load double, ptr %2, align 8
  %86 = call double @llvm.fabs.f64(double %85) #5
  %87 = fcmp oeq double %86, 0x7FF0000000000000
  %88 = zext i1 %87 to i32
  %89 = icmp ne i32 %88, 0
  %90 = zext i1 %89 to i32
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %72, i32 noundef %77, i32 noundef %84, i32 noundef %90) #4
  %92 = load double, ptr %2, align 8
  %93 = load double, ptr %2, align 8
  %94 = fcmp une double %92, %93
  %95 = zext i1 %94 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %95) #4
  store i32 0, ptr %10, align 4
  %97 = load double, ptr %2, align 8
  %98 = fcmp olt double %97, 1.000000e+00
  br i1 %98, label %102, label %99

99:                                               ; preds = %55
  %100 = load i32, ptr %10, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %10, align 4
  br label %102

102:                                              ; preds = %99, %55
  %103 = load double, ptr %2, align 8
  %104 = fcmp ogt double %103, 1.000000e+00
  br i1 %104, label %108, label %105

105:                                              ; preds = %102
  %106 = load i32, ptr %10, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %10, align 4
  br label %108

108:                                              ; preds = %105, %102
  %109 = load double, ptr %2, align 8
  %110 = load double, ptr %2, align 8
  %111 = fcmp oeq double %109, %110
  br i1 %111, label %115, label %112

112:                                              ; preds = %108
  %113 = load i32, ptr %10, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %10, align 4
  br label %115

115:                                              ; preds = %112, %108
  %116 = load i32, ptr %10, align 4
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %116) #4
  %118 = load double, ptr %3, align 8
  %119 = load double, ptr %3, align 8
  %120 = fneg double %119
  %121 = load double, ptr %3, align 8
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %118, double noundef %120, double noundef %121) #4
  %123 = load double, ptr %2, align 8
  %124 = fcmp ogt double %123, 1.000000e+00
  br i1 %124, label %125, label %127

125:                                              ; preds = %115
  %126 = load double, ptr %2, align 8
  br label %128

127:                                              ; preds = %115
  br label %128

128:                                              ; preds = %127, %125
  %129 = phi double [ %126, %125 ], [ 1.000000e+00, %127 ]
  %130 = load double, ptr %3, align 8
  %131 = fneg double %130
  %132 = fcmp olt double %131, 2.000000e+00
  br i1 %132, label %133, label %136

133:                                              ; preds = %128
  %134 = load double, ptr %3, align 8
  %135 = fneg double %134
  br label %137

136:                                              ; preds = %128
  br label %137

137:                                              ; preds = %136, %133
  %138 = phi double [ %135, %133 ], [ 2.000000e+00, %136 ]
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, double noundef %129, double noundef %138) #4
  %140 = load double, ptr %3, align 8
  %141 = load double, ptr %3, align 8
  %142 = fsub double %140, %141
  %143 = fcmp uno double %142, %142
  %144 = zext i1 %143 to i32
  %145 = icmp ne i32 %144, 0
  %146 = zext i1 %145 to i32
  %147 = load double, ptr %3, align 8
  %148 = load volatile double, ptr %1, align 8
  %149 = fmul double %147, %148
  %150 = fcmp uno double %149, %149
  %151 = zext i1 %150 to i32
  %152 = icmp ne i32 %151, 0
  %153 = zext i1 %152 to i32
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %146, i32 noundef %153) #4
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @cmpbits(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp olt double %5, %6
  %8 = zext i1 %7 to i32
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %4, align 8
  %11 = fcmp ole double %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load double, ptr %3, align 8
  %16 = load double, ptr %4, align 8
  %17 = fcmp ogt double %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load double, ptr %3, align 8
  %22 = load double, ptr %4, align 8
  %23 = fcmp oge double %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load double, ptr %3, align 8
  %28 = load double, ptr %4, align 8
  %29 = fcmp oeq double %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load double, ptr %3, align 8
  %34 = load double, ptr %4, align 8
  %35 = fcmp une double %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmpbitsf(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fcmp olt float %5, %6
  %8 = zext i1 %7 to i32
  %9 = load float, ptr %3, align 4
  %10 = load float, ptr %4, align 4
  %11 = fcmp ole float %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load float, ptr %3, align 4
  %16 = load float, ptr %4, align 4
  %17 = fcmp ogt float %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load float, ptr %3, align 4
  %22 = load float, ptr %4, align 4
  %23 = fcmp oge float %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load float, ptr %3, align 4
  %28 = load float, ptr %4, align 4
  %29 = fcmp oeq float %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load float, ptr %3, align 4
  %34 = load float, ptr %4, align 4
  %35 = fcmp une float %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  ret i32 %38
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { memory(none) }

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
