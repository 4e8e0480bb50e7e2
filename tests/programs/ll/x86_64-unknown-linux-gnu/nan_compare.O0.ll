; ModuleID = 'tests/programs/nan_compare.c'
source_filename = "tests/programs/nan_compare.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"-inf\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"-0\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"1\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"-1\00", align 1
@__const.main.names = private unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
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
  %4 = alloca [7 x double], align 16
  %5 = alloca [7 x ptr], align 16
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
  %16 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 0
  %17 = load double, ptr %2, align 8
  store double %17, ptr %16, align 8
  %18 = getelementptr inbounds double, ptr %16, i64 1
  %19 = load double, ptr %3, align 8
  store double %19, ptr %18, align 8
  %20 = getelementptr inbounds double, ptr %18, i64 1
  %21 = load double, ptr %3, align 8
  %22 = fneg double %21
  store double %22, ptr %20, align 8
  %23 = getelementptr inbounds double, ptr %20, i64 1
  store double 0.000000e+00, ptr %23, align 8
  %24 = getelementptr inbounds double, ptr %23, i64 1
  store double -0.000000e+00, ptr %24, align 8
  %25 = getelementptr inbounds double, ptr %24, i64 1
  store double 1.000000e+00, ptr %25, align 8
  %26 = getelementptr inbounds double, ptr %25, i64 1
  store double -1.000000e+00, ptr %26, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.names, i64 56, i1 false)
  store i32 0, ptr %6, align 4
  br label %27

27:                                               ; preds = %55, %0
  %28 = load i32, ptr %6, align 4
  %29 = icmp slt i32 %28, 7
  br i1 %29, label %30, label %58

30:                                               ; preds = %27
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [7 x ptr], ptr %5, i64 0, i64 %32
  %34 = load ptr, ptr %33, align 8
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %34) #4
  store i32 0, ptr %7, align 4
  br label %36

36:                                               ; preds = %50, %30
  %37 = load i32, ptr %7, align 4
  %38 = icmp slt i32 %37, 7
  br i1 %38, label %39, label %53

39:                                               ; preds = %36
  %40 = load i32, ptr %6, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = load i32, ptr %7, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = call i32 @cmpbits(double noundef %43, double noundef %47) #4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %48) #4
  br label %50

50:                                               ; preds = %39
  %51 = load i32, ptr %7, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %7, align 4
  br label %36, !llvm.loop !5

53:                                               ; preds = %36
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.9) #4
  br label %55

55:                                               ; preds = %53
  %56 = load i32, ptr %6, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %6, align 4
  br label %27, !llvm.loop !7

58:                                               ; preds = %27
  %59 = load double, ptr %2, align 8
  %60 = fptrunc double %59 to float
  store float %60, ptr %8, align 4
  %61 = load double, ptr %3, align 8
  %62 = fptrunc double %61 to float
  store float %62, ptr %9, align 4
  %63 = load float, ptr %8, align 4
  %64 = load float, ptr %8, align 4
  %65 = call i32 @cmpbitsf(float noundef %63, float noundef %64) #4
  %66 = load float, ptr %8, align 4
  %67 = call i32 @cmpbitsf(float noundef %66, float noundef 1.000000e+00) #4
  %68 = load float, ptr %9, align 4
  %69 = call i32 @cmpbitsf(float noundef %68, float noundef 1.000000e+00) #4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %65, i32 noundef %67, i32 noundef %69) #4
  %71 = load double, ptr %2, align 8
  %72 = fcmp uno double %71, %71
  %73 = zext i1 %72 to i32
  %74 = icmp ne i32 %73, 0
  %75 = zext i1 %74 to i32
  %76 = load double, ptr %3, align 8
  %77 = fcmp uno double %76, %76
  %78 = zext i1 %77 to i32
  %79 = icmp ne i32 %78, 0
  %80 = zext i1 %79 to i32
  %81 = load double, ptr %3, align 8
  %82 = fneg double %81
  %83 = call double @llvm.fabs.f64(double %82) #5
  %84 = fcmp oeq double %83, 0x7FF0000000000000
  %85 = zext i1 %84 to i32
  %86 = icmp ne i32 %85, 0
  %87 = zext i1 %86 to i32
  %88 = load double, ptr %2, align 8
  %89 = call double @llvm.fabs.f64(double %88) #5
  %90 = fcmp oeq double %89, 0x7FF0000000000000
  %91 = zext i1 %90 to i32
  %92 = icmp ne i32 %91, 0
  %93 = zext i1 %92 to i32
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %75, i32 noundef %80, i32 noundef %87, i32 noundef %93) #4
  %95 = load double, ptr %2, align 8
  %96 = load double, ptr %2, align 8
  %97 = fcmp une double %95, %96
  %98 = zext i1 %97 to i32
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %98) #4
  store i32 0, ptr %10, align 4
  %100 = load double, ptr %2, align 8
  %101 = fcmp olt double %100, 1.000000e+00
  br i1 %101, label %105, label %102

102:                                              ; preds = %58
  %103 = load i32, ptr %10, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %10, align 4
  br label %105

105:                                              ; preds = %102, %58
  %106 = load double, ptr %2, align 8
  %107 = fcmp ogt double %106, 1.000000e+00
  br i1 %107, label %111, label %108

108:                                              ; preds = %105
  %109 = load i32, ptr %10, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %10, align 4
  br label %111

111:                                              ; preds = %108, %105
  %112 = load double, ptr %2, align 8
  %113 = load double, ptr %2, align 8
  %114 = fcmp oeq double %112, %113
  br i1 %114, label %118, label %115

115:                                              ; preds = %111
  %116 = load i32, ptr %10, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %10, align 4
  br label %118

118:                                              ; preds = %115, %111
  %119 = load i32, ptr %10, align 4
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %119) #4
  %121 = load double, ptr %3, align 8
  %122 = load double, ptr %3, align 8
  %123 = fneg double %122
  %124 = load double, ptr %3, align 8
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %121, double noundef %123, double noundef %124) #4
  %126 = load double, ptr %2, align 8
  %127 = fcmp ogt double %126, 1.000000e+00
  br i1 %127, label %128, label %130

128:                                              ; preds = %118
  %129 = load double, ptr %2, align 8
  br label %131

130:                                              ; preds = %118
  br label %131

131:                                              ; preds = %130, %128
  %132 = phi double [ %129, %128 ], [ 1.000000e+00, %130 ]
  %133 = load double, ptr %3, align 8
  %134 = fneg double %133
  %135 = fcmp olt double %134, 2.000000e+00
  br i1 %135, label %136, label %139

136:                                              ; preds = %131
  %137 = load double, ptr %3, align 8
  %138 = fneg double %137
  br label %140

139:                                              ; preds = %131
  br label %140

140:                                              ; preds = %139, %136
  %141 = phi double [ %138, %136 ], [ 2.000000e+00, %139 ]
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, double noundef %132, double noundef %141) #4
  %143 = load double, ptr %3, align 8
  %144 = load double, ptr %3, align 8
  %145 = fsub double %143, %144
  %146 = fcmp uno double %145, %145
  %147 = zext i1 %146 to i32
  %148 = icmp ne i32 %147, 0
  %149 = zext i1 %148 to i32
  %150 = load double, ptr %3, align 8
  %151 = load volatile double, ptr %1, align 8
  %152 = fmul double %150, %151
  %153 = fcmp uno double %152, %152
  %154 = zext i1 %153 to i32
  %155 = icmp ne i32 %154, 0
  %156 = zext i1 %155 to i32
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %149, i32 noundef %156) #4
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
