; ModuleID = 'tests/programs/complex.c'
source_filename = "tests/programs/complex.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"div\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"div tiny\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"div huge\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"inf*finite\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"finite/0\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"inf/finite\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"finite/inf\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"mulf\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"divf\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"divf 3\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"%s (%s %s)\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c" %.17g %.17g\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@huge = internal global double 1.000000e+308, align 8
@.str.15 = private unnamed_addr constant [5 x i8] c"+inf\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"-inf\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"fin\00", align 1
@.str.18 = private unnamed_addr constant [14 x i8] c"%s %.9g %.9g\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca { double, double }, align 8
  %9 = alloca { double, double }, align 8
  %10 = alloca { double, double }, align 8
  %11 = alloca { double, double }, align 8
  %12 = alloca { double, double }, align 8
  %13 = alloca { double, double }, align 8
  %14 = alloca { double, double }, align 8
  %15 = alloca { double, double }, align 8
  %16 = alloca { double, double }, align 8
  %17 = alloca { double, double }, align 8
  %18 = alloca { double, double }, align 8
  %19 = alloca { double, double }, align 8
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca { float, float }, align 4
  %25 = alloca { float, float }, align 4
  %26 = alloca { float, float }, align 4
  %27 = alloca { float, float }, align 4
  %28 = alloca { float, float }, align 4
  store volatile double 1.500000e+00, ptr %1, align 8
  store volatile double -2.000000e+00, ptr %2, align 8
  store volatile double 2.500000e-01, ptr %3, align 8
  store volatile double 3.000000e+00, ptr %4, align 8
  store volatile double 0.000000e+00, ptr %5, align 8
  %29 = load volatile double, ptr %5, align 8
  %30 = fdiv double 1.000000e+00, %29
  store double %30, ptr %6, align 8
  %31 = load volatile double, ptr %5, align 8
  %32 = load volatile double, ptr %5, align 8
  %33 = fdiv double %31, %32
  store double %33, ptr %7, align 8
  %34 = load volatile double, ptr %1, align 8
  %35 = load volatile double, ptr %2, align 8
  %36 = fmul double %35, 0.000000e+00
  %37 = fmul double %35, 1.000000e+00
  %38 = fadd double %34, %36
  %39 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %40 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %38, ptr %39, align 8
  store double %37, ptr %40, align 8
  %41 = load volatile double, ptr %3, align 8
  %42 = load volatile double, ptr %4, align 8
  %43 = fmul double %42, 0.000000e+00
  %44 = fmul double %42, 1.000000e+00
  %45 = fadd double %41, %43
  %46 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %47 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %45, ptr %46, align 8
  store double %44, ptr %47, align 8
  %48 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %49 = load double, ptr %48, align 8
  %50 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %51 = load double, ptr %50, align 8
  %52 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %53 = load double, ptr %52, align 8
  %54 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %55 = load double, ptr %54, align 8
  %56 = fmul double %49, %53
  %57 = fmul double %51, %55
  %58 = fmul double %49, %55
  %59 = fmul double %51, %53
  %60 = fsub double %56, %57
  %61 = fadd double %58, %59
  %62 = fcmp uno double %60, %60
  br i1 %62, label %63, label %69, !prof !5

63:                                               ; preds = %0
  %64 = fcmp uno double %61, %61
  br i1 %64, label %65, label %69, !prof !5

65:                                               ; preds = %63
  %66 = call { double, double } @__muldc3(double noundef %49, double noundef %51, double noundef %53, double noundef %55) #2
  %67 = extractvalue { double, double } %66, 0
  %68 = extractvalue { double, double } %66, 1
  br label %69

69:                                               ; preds = %65, %63, %0
  %70 = phi double [ %60, %0 ], [ %60, %63 ], [ %67, %65 ]
  %71 = phi double [ %61, %0 ], [ %61, %63 ], [ %68, %65 ]
  %72 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %73 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %70, ptr %72, align 8
  store double %71, ptr %73, align 8
  call void @show(ptr noundef @.str, ptr noundef byval({ double, double }) align 8 %10) #3
  %74 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %75 = load double, ptr %74, align 8
  %76 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %77 = load double, ptr %76, align 8
  %78 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %79 = load double, ptr %78, align 8
  %80 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %81 = load double, ptr %80, align 8
  %82 = call { double, double } @__divdc3(double noundef %75, double noundef %77, double noundef %79, double noundef %81) #2
  %83 = extractvalue { double, double } %82, 0
  %84 = extractvalue { double, double } %82, 1
  %85 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %86 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %83, ptr %85, align 8
  store double %84, ptr %86, align 8
  call void @show(ptr noundef @.str.1, ptr noundef byval({ double, double }) align 8 %11) #3
  %87 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %88 = load double, ptr %87, align 8
  %89 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %90 = load double, ptr %89, align 8
  %91 = call { double, double } @__divdc3(double noundef %88, double noundef %90, double noundef 1.000000e-300, double noundef 3.000000e-300) #2
  %92 = extractvalue { double, double } %91, 0
  %93 = extractvalue { double, double } %91, 1
  %94 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %95 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  store double %92, ptr %94, align 8
  store double %93, ptr %95, align 8
  call void @show(ptr noundef @.str.2, ptr noundef byval({ double, double }) align 8 %12) #3
  %96 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %97 = load double, ptr %96, align 8
  %98 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %99 = load double, ptr %98, align 8
  %100 = call { double, double } @__divdc3(double noundef %97, double noundef %99, double noundef 1.000000e+300, double noundef 3.000000e+300) #2
  %101 = extractvalue { double, double } %100, 0
  %102 = extractvalue { double, double } %100, 1
  %103 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %104 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %101, ptr %103, align 8
  store double %102, ptr %104, align 8
  call void @show(ptr noundef @.str.3, ptr noundef byval({ double, double }) align 8 %13) #3
  %105 = load double, ptr %6, align 8
  %106 = load double, ptr %7, align 8
  %107 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %108 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  store double %105, ptr %107, align 8
  store double %106, ptr %108, align 8
  %109 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %110 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  store double 1.000000e+00, ptr %109, align 8
  store double 2.000000e+00, ptr %110, align 8
  %111 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %112 = load double, ptr %111, align 8
  %113 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %114 = load double, ptr %113, align 8
  %115 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %116 = load double, ptr %115, align 8
  %117 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %118 = load double, ptr %117, align 8
  %119 = fmul double %112, %116
  %120 = fmul double %114, %118
  %121 = fmul double %112, %118
  %122 = fmul double %114, %116
  %123 = fsub double %119, %120
  %124 = fadd double %121, %122
  %125 = fcmp uno double %123, %123
  br i1 %125, label %126, label %132, !prof !5

126:                                              ; preds = %69
  %127 = fcmp uno double %124, %124
  br i1 %127, label %128, label %132, !prof !5

128:                                              ; preds = %126
  %129 = call { double, double } @__muldc3(double noundef %112, double noundef %114, double noundef %116, double noundef %118) #2
  %130 = extractvalue { double, double } %129, 0
  %131 = extractvalue { double, double } %129, 1
  br label %132

132:                                              ; preds = %128, %126, %69
  %133 = phi double [ %123, %69 ], [ %123, %126 ], [ %130, %128 ]
  %134 = phi double [ %124, %69 ], [ %124, %126 ], [ %131, %128 ]
  %135 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %136 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  store double %133, ptr %135, align 8
  store double %134, ptr %136, align 8
  call void @show(ptr noundef @.str.4, ptr noundef byval({ double, double }) align 8 %16) #3
  %137 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %138 = load double, ptr %137, align 8
  %139 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %140 = load double, ptr %139, align 8
  %141 = call { double, double } @__divdc3(double noundef %138, double noundef %140, double noundef 0.000000e+00, double noundef 0.000000e+00) #2
  %142 = extractvalue { double, double } %141, 0
  %143 = extractvalue { double, double } %141, 1
  %144 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %145 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double %142, ptr %144, align 8
  store double %143, ptr %145, align 8
  call void @show(ptr noundef @.str.5, ptr noundef byval({ double, double }) align 8 %17) #3
  %146 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %147 = load double, ptr %146, align 8
  %148 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %149 = load double, ptr %148, align 8
  %150 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %151 = load double, ptr %150, align 8
  %152 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %153 = load double, ptr %152, align 8
  %154 = call { double, double } @__divdc3(double noundef %147, double noundef %149, double noundef %151, double noundef %153) #2
  %155 = extractvalue { double, double } %154, 0
  %156 = extractvalue { double, double } %154, 1
  %157 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %158 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  store double %155, ptr %157, align 8
  store double %156, ptr %158, align 8
  call void @show(ptr noundef @.str.6, ptr noundef byval({ double, double }) align 8 %18) #3
  %159 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %160 = load double, ptr %159, align 8
  %161 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %162 = load double, ptr %161, align 8
  %163 = load double, ptr %6, align 8
  %164 = call { double, double } @__divdc3(double noundef %160, double noundef %162, double noundef %163, double noundef 1.000000e+00) #2
  %165 = extractvalue { double, double } %164, 0
  %166 = extractvalue { double, double } %164, 1
  %167 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %168 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  store double %165, ptr %167, align 8
  store double %166, ptr %168, align 8
  call void @show(ptr noundef @.str.7, ptr noundef byval({ double, double }) align 8 %19) #3
  store volatile float 1.500000e+00, ptr %20, align 4
  store volatile float -2.000000e+00, ptr %21, align 4
  store volatile float 2.500000e-01, ptr %22, align 4
  store volatile float 3.000000e+00, ptr %23, align 4
  %169 = load volatile float, ptr %20, align 4
  %170 = load volatile float, ptr %21, align 4
  %171 = fmul float %170, 0.000000e+00
  %172 = fmul float %170, 1.000000e+00
  %173 = fadd float %169, %171
  %174 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %175 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  store float %173, ptr %174, align 4
  store float %172, ptr %175, align 4
  %176 = load volatile float, ptr %22, align 4
  %177 = load volatile float, ptr %23, align 4
  %178 = fmul float %177, 0.000000e+00
  %179 = fmul float %177, 1.000000e+00
  %180 = fadd float %176, %178
  %181 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %182 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  store float %180, ptr %181, align 4
  store float %179, ptr %182, align 4
  %183 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %184 = load float, ptr %183, align 4
  %185 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %186 = load float, ptr %185, align 4
  %187 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %188 = load float, ptr %187, align 4
  %189 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %190 = load float, ptr %189, align 4
  %191 = fmul float %184, %188
  %192 = fmul float %186, %190
  %193 = fmul float %184, %190
  %194 = fmul float %186, %188
  %195 = fsub float %191, %192
  %196 = fadd float %193, %194
  %197 = fcmp uno float %195, %195
  br i1 %197, label %198, label %204, !prof !5

198:                                              ; preds = %132
  %199 = fcmp uno float %196, %196
  br i1 %199, label %200, label %204, !prof !5

200:                                              ; preds = %198
  %201 = call { float, float } @__mulsc3(float noundef %184, float noundef %186, float noundef %188, float noundef %190) #2
  %202 = extractvalue { float, float } %201, 0
  %203 = extractvalue { float, float } %201, 1
  br label %204

204:                                              ; preds = %200, %198, %132
  %205 = phi float [ %195, %132 ], [ %195, %198 ], [ %202, %200 ]
  %206 = phi float [ %196, %132 ], [ %196, %198 ], [ %203, %200 ]
  %207 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 0
  %208 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 1
  store float %205, ptr %207, align 4
  store float %206, ptr %208, align 4
  call void @showf(ptr noundef @.str.8, ptr noundef byval({ float, float }) align 4 %26) #3
  %209 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %210 = load float, ptr %209, align 4
  %211 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %212 = load float, ptr %211, align 4
  %213 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %214 = load float, ptr %213, align 4
  %215 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %216 = load float, ptr %215, align 4
  %217 = call { float, float } @__divsc3(float noundef %210, float noundef %212, float noundef %214, float noundef %216) #2
  %218 = extractvalue { float, float } %217, 0
  %219 = extractvalue { float, float } %217, 1
  %220 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 0
  %221 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 1
  store float %218, ptr %220, align 4
  store float %219, ptr %221, align 4
  call void @showf(ptr noundef @.str.9, ptr noundef byval({ float, float }) align 4 %27) #3
  %222 = call { float, float } @__divsc3(float noundef 1.000000e+00, float noundef 1.000000e+00, float noundef 3.000000e+00, float noundef 7.000000e+00) #2
  %223 = extractvalue { float, float } %222, 0
  %224 = extractvalue { float, float } %222, 1
  %225 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 0
  %226 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 1
  store float %223, ptr %225, align 4
  store float %224, ptr %226, align 4
  call void @showf(ptr noundef @.str.10, ptr noundef byval({ float, float }) align 4 %28) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @show(ptr noundef %0, ptr noundef byval({ double, double }) align 8 %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store ptr %0, ptr %3, align 4
  %6 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  store double %7, ptr %4, align 8
  %8 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  store double %9, ptr %5, align 8
  %10 = load ptr, ptr %3, align 4
  %11 = load double, ptr %4, align 8
  %12 = call ptr @cls(double noundef %11) #3
  %13 = load double, ptr %5, align 8
  %14 = call ptr @cls(double noundef %13) #3
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %10, ptr noundef %12, ptr noundef %14) #3
  %16 = load double, ptr %4, align 8
  %17 = load double, ptr %4, align 8
  %18 = fcmp oeq double %16, %17
  br i1 %18, label %19, label %27

19:                                               ; preds = %2
  %20 = load double, ptr %5, align 8
  %21 = load double, ptr %5, align 8
  %22 = fcmp oeq double %20, %21
  br i1 %22, label %23, label %27

23:                                               ; preds = %19
  %24 = load double, ptr %4, align 8
  %25 = load double, ptr %5, align 8
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %24, double noundef %25) #3
  br label %27

27:                                               ; preds = %23, %19, %2
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.13) #3
  ret void
}

declare { double, double } @__muldc3(double, double, double, double)

declare { double, double } @__divdc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone
define internal void @showf(ptr noundef %0, ptr noundef byval({ float, float }) align 4 %1) #0 {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds { float, float }, ptr %1, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = fpext float %6 to double
  %8 = getelementptr inbounds { float, float }, ptr %1, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  %10 = fpext float %9 to double
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %4, double noundef %7, double noundef %10) #3
  ret void
}

declare { float, float } @__mulsc3(float, float, float, float)

declare { float, float } @__divsc3(float, float, float, float)

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal ptr @cls(double noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = load double, ptr %3, align 8
  %6 = fcmp une double %4, %5
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store ptr @.str.14, ptr %2, align 4
  br label %22

8:                                                ; preds = %1
  %9 = load double, ptr %3, align 8
  %10 = load volatile double, ptr @huge, align 8
  %11 = fmul double %10, 1.000000e+01
  %12 = fcmp ogt double %9, %11
  br i1 %12, label %13, label %14

13:                                               ; preds = %8
  store ptr @.str.15, ptr %2, align 4
  br label %22

14:                                               ; preds = %8
  %15 = load double, ptr %3, align 8
  %16 = load volatile double, ptr @huge, align 8
  %17 = fneg double %16
  %18 = fmul double %17, 1.000000e+01
  %19 = fcmp olt double %15, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %14
  store ptr @.str.16, ptr %2, align 4
  br label %22

21:                                               ; preds = %14
  store ptr @.str.17, ptr %2, align 4
  br label %22

22:                                               ; preds = %21, %20, %13, %7
  %23 = load ptr, ptr %2, align 4
  ret ptr %23
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nobuiltin nounwind "no-builtins" }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
