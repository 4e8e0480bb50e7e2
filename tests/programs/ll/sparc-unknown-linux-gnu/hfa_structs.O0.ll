; ModuleID = 'tests/programs/hfa_structs.c'
source_filename = "tests/programs/hfa_structs.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.d2 = type { double, double }
%struct.f3 = type { float, float, float }
%struct.f4 = type { [4 x float] }
%struct.d3 = type { double, double, double }
%struct.f2 = type { float, float }
%struct.fi = type { float, i32 }
%struct.di = type { double, i64 }
%struct.id = type { i32, double }

@.str = private unnamed_addr constant [22 x i8] c"cross %.1f %.1f %.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"cross %.3f %.3f %.3f\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"f4 %.4f %.4f %.4f %.4f\0A\00", align 1
@__const.main.z = private unnamed_addr constant %struct.d2 { double 1.000000e+00, double 1.000000e+00 }, align 8
@.str.3 = private unnamed_addr constant [16 x i8] c"cmul %.6f %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"d3 %.2f %.2f %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"f2 %.2f %.2f\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"fi %.2f %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"di %.2f %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"id %x %.2f\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"many %.3f\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %struct.f3, align 4
  %2 = alloca %struct.f3, align 4
  %3 = alloca %struct.f3, align 4
  %4 = alloca %struct.f3, align 4
  %5 = alloca %struct.f3, align 4
  %6 = alloca %struct.f3, align 4
  %7 = alloca %struct.f4, align 4
  %8 = alloca %struct.f4, align 4
  %9 = alloca %struct.f4, align 4
  %10 = alloca %struct.d2, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.d2, align 8
  %13 = alloca %struct.d2, align 8
  %14 = alloca %struct.d3, align 8
  %15 = alloca %struct.d3, align 8
  %16 = alloca %struct.f2, align 4
  %17 = alloca %struct.f2, align 4
  %18 = alloca %struct.fi, align 4
  %19 = alloca %struct.di, align 8
  %20 = alloca %struct.di, align 8
  %21 = alloca %struct.id, align 8
  %22 = alloca %struct.id, align 8
  %23 = alloca %struct.d2, align 8
  %24 = alloca %struct.d2, align 8
  %25 = alloca %struct.d2, align 8
  %26 = alloca %struct.d2, align 8
  %27 = alloca %struct.d2, align 8
  %28 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 0
  store float 1.000000e+00, ptr %28, align 4
  %29 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 1
  store float 0.000000e+00, ptr %29, align 4
  %30 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 2
  store float 0.000000e+00, ptr %30, align 4
  %31 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 0
  store float 0.000000e+00, ptr %31, align 4
  %32 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 1
  store float 1.000000e+00, ptr %32, align 4
  %33 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 2
  store float 0.000000e+00, ptr %33, align 4
  call void @cross(ptr sret(%struct.f3) align 4 %1, ptr noundef byval(%struct.f3) align 4 %2, ptr noundef byval(%struct.f3) align 4 %3) #4
  %34 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 0
  %35 = load float, ptr %34, align 4
  %36 = fpext float %35 to double
  %37 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 1
  %38 = load float, ptr %37, align 4
  %39 = fpext float %38 to double
  %40 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 2
  %41 = load float, ptr %40, align 4
  %42 = fpext float %41 to double
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %36, double noundef %39, double noundef %42) #4
  %44 = getelementptr inbounds %struct.f3, ptr %5, i32 0, i32 0
  store float 1.500000e+00, ptr %44, align 4
  %45 = getelementptr inbounds %struct.f3, ptr %5, i32 0, i32 1
  store float -2.000000e+00, ptr %45, align 4
  %46 = getelementptr inbounds %struct.f3, ptr %5, i32 0, i32 2
  store float 3.000000e+00, ptr %46, align 4
  %47 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 0
  store float 4.000000e+00, ptr %47, align 4
  %48 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 1
  store float 5.250000e+00, ptr %48, align 4
  %49 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 2
  store float -6.000000e+00, ptr %49, align 4
  call void @cross(ptr sret(%struct.f3) align 4 %4, ptr noundef byval(%struct.f3) align 4 %5, ptr noundef byval(%struct.f3) align 4 %6) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %1, ptr align 4 %4, i32 12, i1 false)
  %50 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 0
  %51 = load float, ptr %50, align 4
  %52 = fpext float %51 to double
  %53 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 1
  %54 = load float, ptr %53, align 4
  %55 = fpext float %54 to double
  %56 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 2
  %57 = load float, ptr %56, align 4
  %58 = fpext float %57 to double
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %52, double noundef %55, double noundef %58) #4
  %60 = getelementptr inbounds %struct.f4, ptr %8, i32 0, i32 0
  %61 = getelementptr inbounds [4 x float], ptr %60, i32 0, i32 0
  store float 1.000000e+00, ptr %61, align 4
  %62 = getelementptr inbounds float, ptr %61, i32 1
  store float 2.000000e+00, ptr %62, align 4
  %63 = getelementptr inbounds float, ptr %62, i32 1
  store float 3.000000e+00, ptr %63, align 4
  %64 = getelementptr inbounds float, ptr %63, i32 1
  store float 4.000000e+00, ptr %64, align 4
  %65 = getelementptr inbounds %struct.f4, ptr %9, i32 0, i32 0
  %66 = getelementptr inbounds [4 x float], ptr %65, i32 0, i32 0
  store float 5.000000e-01, ptr %66, align 4
  %67 = getelementptr inbounds float, ptr %66, i32 1
  store float 2.500000e-01, ptr %67, align 4
  %68 = getelementptr inbounds float, ptr %67, i32 1
  store float 1.250000e-01, ptr %68, align 4
  %69 = getelementptr inbounds float, ptr %68, i32 1
  store float 6.250000e-02, ptr %69, align 4
  call void @f4add(ptr sret(%struct.f4) align 4 %7, ptr noundef byval(%struct.f4) align 4 %8, ptr noundef byval(%struct.f4) align 4 %9) #4
  %70 = getelementptr inbounds %struct.f4, ptr %7, i32 0, i32 0
  %71 = getelementptr inbounds [4 x float], ptr %70, i32 0, i32 0
  %72 = load float, ptr %71, align 4
  %73 = fpext float %72 to double
  %74 = getelementptr inbounds %struct.f4, ptr %7, i32 0, i32 0
  %75 = getelementptr inbounds [4 x float], ptr %74, i32 0, i32 1
  %76 = load float, ptr %75, align 4
  %77 = fpext float %76 to double
  %78 = getelementptr inbounds %struct.f4, ptr %7, i32 0, i32 0
  %79 = getelementptr inbounds [4 x float], ptr %78, i32 0, i32 2
  %80 = load float, ptr %79, align 4
  %81 = fpext float %80 to double
  %82 = getelementptr inbounds %struct.f4, ptr %7, i32 0, i32 0
  %83 = getelementptr inbounds [4 x float], ptr %82, i32 0, i32 3
  %84 = load float, ptr %83, align 4
  %85 = fpext float %84 to double
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %73, double noundef %77, double noundef %81, double noundef %85) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %10, ptr align 8 @__const.main.z, i32 16, i1 false)
  store i32 0, ptr %11, align 4
  br label %87

87:                                               ; preds = %93, %0
  %88 = load i32, ptr %11, align 4
  %89 = icmp slt i32 %88, 5
  br i1 %89, label %90, label %96

90:                                               ; preds = %87
  %91 = getelementptr inbounds %struct.d2, ptr %13, i32 0, i32 0
  store double 5.000000e-01, ptr %91, align 8
  %92 = getelementptr inbounds %struct.d2, ptr %13, i32 0, i32 1
  store double 1.500000e+00, ptr %92, align 8
  call void @cmul(ptr sret(%struct.d2) align 8 %12, ptr noundef byval(%struct.d2) align 8 %10, ptr noundef byval(%struct.d2) align 8 %13) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %10, ptr align 8 %12, i32 16, i1 false)
  br label %93

93:                                               ; preds = %90
  %94 = load i32, ptr %11, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %11, align 4
  br label %87, !llvm.loop !5

96:                                               ; preds = %87
  %97 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 0
  %98 = load double, ptr %97, align 8
  %99 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 1
  %100 = load double, ptr %99, align 8
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %98, double noundef %100) #4
  %102 = getelementptr inbounds %struct.d3, ptr %15, i32 0, i32 0
  store double 1.000000e+00, ptr %102, align 8
  %103 = getelementptr inbounds %struct.d3, ptr %15, i32 0, i32 1
  store double -2.000000e+00, ptr %103, align 8
  %104 = getelementptr inbounds %struct.d3, ptr %15, i32 0, i32 2
  store double 3.500000e+00, ptr %104, align 8
  call void @d3scale(ptr sret(%struct.d3) align 8 %14, ptr noundef byval(%struct.d3) align 8 %15, double noundef 2.500000e+00) #4
  %105 = getelementptr inbounds %struct.d3, ptr %14, i32 0, i32 0
  %106 = load double, ptr %105, align 8
  %107 = getelementptr inbounds %struct.d3, ptr %14, i32 0, i32 1
  %108 = load double, ptr %107, align 8
  %109 = getelementptr inbounds %struct.d3, ptr %14, i32 0, i32 2
  %110 = load double, ptr %109, align 8
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %106, double noundef %108, double noundef %110) #4
  %112 = getelementptr inbounds %struct.f2, ptr %17, i32 0, i32 0
  store float 1.250000e+00, ptr %112, align 4
  %113 = getelementptr inbounds %struct.f2, ptr %17, i32 0, i32 1
  store float -7.500000e+00, ptr %113, align 4
  call void @swap2(ptr sret(%struct.f2) align 4 %16, ptr noundef byval(%struct.f2) align 4 %17) #4
  %114 = getelementptr inbounds %struct.f2, ptr %16, i32 0, i32 0
  %115 = load float, ptr %114, align 4
  %116 = fpext float %115 to double
  %117 = getelementptr inbounds %struct.f2, ptr %16, i32 0, i32 1
  %118 = load float, ptr %117, align 4
  %119 = fpext float %118 to double
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %116, double noundef %119) #4
  call void @fi_mk(ptr sret(%struct.fi) align 4 %18, float noundef 3.250000e+00, i32 noundef 41) #4
  %121 = getelementptr inbounds %struct.fi, ptr %18, i32 0, i32 0
  %122 = load float, ptr %121, align 4
  %123 = fpext float %122 to double
  %124 = getelementptr inbounds %struct.fi, ptr %18, i32 0, i32 1
  %125 = load i32, ptr %124, align 4
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %123, i32 noundef %125) #4
  %127 = getelementptr inbounds %struct.di, ptr %20, i32 0, i32 0
  store double 2.750000e+00, ptr %127, align 8
  %128 = getelementptr inbounds %struct.di, ptr %20, i32 0, i32 1
  store i64 -5000000000, ptr %128, align 8
  call void @di_mk(ptr sret(%struct.di) align 8 %19, ptr noundef byval(%struct.di) align 8 %20) #4
  %129 = getelementptr inbounds %struct.di, ptr %19, i32 0, i32 0
  %130 = load double, ptr %129, align 8
  %131 = getelementptr inbounds %struct.di, ptr %19, i32 0, i32 1
  %132 = load i64, ptr %131, align 8
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %130, i64 noundef %132) #4
  %134 = getelementptr inbounds %struct.id, ptr %22, i32 0, i32 0
  store i32 4660, ptr %134, align 8
  %135 = getelementptr inbounds %struct.id, ptr %22, i32 0, i32 1
  store double 9.250000e+00, ptr %135, align 8
  call void @id_mk(ptr sret(%struct.id) align 8 %21, ptr noundef byval(%struct.id) align 8 %22) #4
  %136 = getelementptr inbounds %struct.id, ptr %21, i32 0, i32 0
  %137 = load i32, ptr %136, align 8
  %138 = getelementptr inbounds %struct.id, ptr %21, i32 0, i32 1
  %139 = load double, ptr %138, align 8
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %137, double noundef %139) #4
  %141 = getelementptr inbounds %struct.d2, ptr %23, i32 0, i32 0
  store double 1.000000e+00, ptr %141, align 8
  %142 = getelementptr inbounds %struct.d2, ptr %23, i32 0, i32 1
  store double 2.000000e+00, ptr %142, align 8
  %143 = getelementptr inbounds %struct.d2, ptr %24, i32 0, i32 0
  store double 3.000000e+00, ptr %143, align 8
  %144 = getelementptr inbounds %struct.d2, ptr %24, i32 0, i32 1
  store double 4.000000e+00, ptr %144, align 8
  %145 = getelementptr inbounds %struct.d2, ptr %25, i32 0, i32 0
  store double 5.000000e+00, ptr %145, align 8
  %146 = getelementptr inbounds %struct.d2, ptr %25, i32 0, i32 1
  store double 6.000000e+00, ptr %146, align 8
  %147 = getelementptr inbounds %struct.d2, ptr %26, i32 0, i32 0
  store double 7.000000e+00, ptr %147, align 8
  %148 = getelementptr inbounds %struct.d2, ptr %26, i32 0, i32 1
  store double 8.000000e+00, ptr %148, align 8
  %149 = getelementptr inbounds %struct.d2, ptr %27, i32 0, i32 0
  store double 9.000000e+00, ptr %149, align 8
  %150 = getelementptr inbounds %struct.d2, ptr %27, i32 0, i32 1
  store double 1.000000e+01, ptr %150, align 8
  %151 = call double @many(ptr noundef byval(%struct.d2) align 8 %23, ptr noundef byval(%struct.d2) align 8 %24, ptr noundef byval(%struct.d2) align 8 %25, ptr noundef byval(%struct.d2) align 8 %26, ptr noundef byval(%struct.d2) align 8 %27, double noundef 1.150000e+01) #4
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %151) #4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @cross(ptr noalias sret(%struct.f3) align 4 %0, ptr noundef byval(%struct.f3) align 4 %1, ptr noundef byval(%struct.f3) align 4 %2) #0 {
  %4 = getelementptr inbounds %struct.f3, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 1
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 2
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 2
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = fmul float %10, %12
  %14 = fneg float %13
  %15 = call float @llvm.fmuladd.f32(float %6, float %8, float %14)
  store float %15, ptr %4, align 4
  %16 = getelementptr inbounds %struct.f3, ptr %0, i32 0, i32 1
  %17 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 2
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 0
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 0
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 2
  %24 = load float, ptr %23, align 4
  %25 = fmul float %22, %24
  %26 = fneg float %25
  %27 = call float @llvm.fmuladd.f32(float %18, float %20, float %26)
  store float %27, ptr %16, align 4
  %28 = getelementptr inbounds %struct.f3, ptr %0, i32 0, i32 2
  %29 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 0
  %30 = load float, ptr %29, align 4
  %31 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 1
  %32 = load float, ptr %31, align 4
  %33 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 1
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 0
  %36 = load float, ptr %35, align 4
  %37 = fmul float %34, %36
  %38 = fneg float %37
  %39 = call float @llvm.fmuladd.f32(float %30, float %32, float %38)
  store float %39, ptr %28, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @f4add(ptr noalias sret(%struct.f4) align 4 %0, ptr noundef byval(%struct.f4) align 4 %1, ptr noundef byval(%struct.f4) align 4 %2) #0 {
  %4 = alloca i32, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %3
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 4
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.f4, ptr %2, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = getelementptr inbounds [4 x float], ptr %9, i32 0, i32 %10
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %struct.f4, ptr %1, i32 0, i32 0
  %14 = load i32, ptr %4, align 4
  %15 = getelementptr inbounds [4 x float], ptr %13, i32 0, i32 %14
  %16 = load float, ptr %15, align 4
  %17 = fadd float %16, %12
  store float %17, ptr %15, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !7

21:                                               ; preds = %5
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %1, i32 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @cmul(ptr noalias sret(%struct.d2) align 8 %0, ptr noundef byval(%struct.d2) align 8 %1, ptr noundef byval(%struct.d2) align 8 %2) #0 {
  %4 = getelementptr inbounds %struct.d2, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.d2, ptr %1, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.d2, ptr %2, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.d2, ptr %1, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.d2, ptr %2, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = fmul double %10, %12
  %14 = fneg double %13
  %15 = call double @llvm.fmuladd.f64(double %6, double %8, double %14)
  store double %15, ptr %4, align 8
  %16 = getelementptr inbounds %struct.d2, ptr %0, i32 0, i32 1
  %17 = getelementptr inbounds %struct.d2, ptr %1, i32 0, i32 0
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.d2, ptr %2, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.d2, ptr %1, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.d2, ptr %2, i32 0, i32 0
  %24 = load double, ptr %23, align 8
  %25 = fmul double %22, %24
  %26 = call double @llvm.fmuladd.f64(double %18, double %20, double %25)
  store double %26, ptr %16, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @d3scale(ptr noalias sret(%struct.d3) align 8 %0, ptr noundef byval(%struct.d3) align 8 %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  store double %2, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %struct.d3, ptr %1, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = fmul double %7, %5
  store double %8, ptr %6, align 8
  %9 = load double, ptr %4, align 8
  %10 = getelementptr inbounds %struct.d3, ptr %1, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fmul double %11, %9
  store double %12, ptr %10, align 8
  %13 = load double, ptr %4, align 8
  %14 = getelementptr inbounds %struct.d3, ptr %1, i32 0, i32 2
  %15 = load double, ptr %14, align 8
  %16 = fmul double %15, %13
  store double %16, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %0, ptr align 8 %1, i32 24, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @swap2(ptr noalias sret(%struct.f2) align 4 %0, ptr noundef byval(%struct.f2) align 4 %1) #0 {
  %3 = getelementptr inbounds %struct.f2, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.f2, ptr %1, i32 0, i32 1
  %5 = load float, ptr %4, align 4
  store float %5, ptr %3, align 4
  %6 = getelementptr inbounds %struct.f2, ptr %0, i32 0, i32 1
  %7 = getelementptr inbounds %struct.f2, ptr %1, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  store float %8, ptr %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @fi_mk(ptr noalias sret(%struct.fi) align 4 %0, float noundef %1, i32 noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  store float %1, ptr %4, align 4
  store i32 %2, ptr %5, align 4
  %6 = getelementptr inbounds %struct.fi, ptr %0, i32 0, i32 0
  %7 = load float, ptr %4, align 4
  %8 = fmul float %7, 2.000000e+00
  store float %8, ptr %6, align 4
  %9 = getelementptr inbounds %struct.fi, ptr %0, i32 0, i32 1
  %10 = load i32, ptr %5, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %9, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @di_mk(ptr noalias sret(%struct.di) align 8 %0, ptr noundef byval(%struct.di) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.di, ptr %1, i32 0, i32 0
  %4 = load double, ptr %3, align 8
  %5 = fneg double %4
  %6 = getelementptr inbounds %struct.di, ptr %1, i32 0, i32 0
  store double %5, ptr %6, align 8
  %7 = getelementptr inbounds %struct.di, ptr %1, i32 0, i32 1
  %8 = load i64, ptr %7, align 8
  %9 = mul nsw i64 %8, 3
  %10 = getelementptr inbounds %struct.di, ptr %1, i32 0, i32 1
  store i64 %9, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %0, ptr align 8 %1, i32 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @id_mk(ptr noalias sret(%struct.id) align 8 %0, ptr noundef byval(%struct.id) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.id, ptr %1, i32 0, i32 0
  %4 = load i32, ptr %3, align 8
  %5 = xor i32 %4, 255
  store i32 %5, ptr %3, align 8
  %6 = getelementptr inbounds %struct.id, ptr %1, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = fadd double %7, 5.000000e-01
  store double %8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %0, ptr align 8 %1, i32 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal double @many(ptr noundef byval(%struct.d2) align 8 %0, ptr noundef byval(%struct.d2) align 8 %1, ptr noundef byval(%struct.d2) align 8 %2, ptr noundef byval(%struct.d2) align 8 %3, ptr noundef byval(%struct.d2) align 8 %4, double noundef %5) #0 {
  %7 = alloca double, align 8
  store double %5, ptr %7, align 8
  %8 = getelementptr inbounds %struct.d2, ptr %0, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds %struct.d2, ptr %1, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = call double @llvm.fmuladd.f64(double %11, double 2.000000e+00, double %9)
  %13 = getelementptr inbounds %struct.d2, ptr %2, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = call double @llvm.fmuladd.f64(double %14, double 3.000000e+00, double %12)
  %16 = getelementptr inbounds %struct.d2, ptr %3, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = call double @llvm.fmuladd.f64(double %17, double 4.000000e+00, double %15)
  %19 = getelementptr inbounds %struct.d2, ptr %4, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = call double @llvm.fmuladd.f64(double %20, double 5.000000e+00, double %18)
  %22 = getelementptr inbounds %struct.d2, ptr %4, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = call double @llvm.fmuladd.f64(double %23, double 6.000000e+00, double %21)
  %25 = load double, ptr %7, align 8
  %26 = call double @llvm.fmuladd.f64(double %25, double 7.000000e+00, double %24)
  ret double %26
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

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
