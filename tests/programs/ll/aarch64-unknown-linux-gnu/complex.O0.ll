; ModuleID = 'tests/programs/complex.c'
source_filename = "tests/programs/complex.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  %74 = load [2 x double], ptr %10, align 8
  call void @show(ptr noundef @.str, [2 x double] noundef %74) #3
  %75 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %76 = load double, ptr %75, align 8
  %77 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %78 = load double, ptr %77, align 8
  %79 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %80 = load double, ptr %79, align 8
  %81 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %82 = load double, ptr %81, align 8
  %83 = call { double, double } @__divdc3(double noundef %76, double noundef %78, double noundef %80, double noundef %82) #2
  %84 = extractvalue { double, double } %83, 0
  %85 = extractvalue { double, double } %83, 1
  %86 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %87 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %84, ptr %86, align 8
  store double %85, ptr %87, align 8
  %88 = load [2 x double], ptr %11, align 8
  call void @show(ptr noundef @.str.1, [2 x double] noundef %88) #3
  %89 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %90 = load double, ptr %89, align 8
  %91 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %92 = load double, ptr %91, align 8
  %93 = call { double, double } @__divdc3(double noundef %90, double noundef %92, double noundef 1.000000e-300, double noundef 3.000000e-300) #2
  %94 = extractvalue { double, double } %93, 0
  %95 = extractvalue { double, double } %93, 1
  %96 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %97 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  store double %94, ptr %96, align 8
  store double %95, ptr %97, align 8
  %98 = load [2 x double], ptr %12, align 8
  call void @show(ptr noundef @.str.2, [2 x double] noundef %98) #3
  %99 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %100 = load double, ptr %99, align 8
  %101 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %102 = load double, ptr %101, align 8
  %103 = call { double, double } @__divdc3(double noundef %100, double noundef %102, double noundef 1.000000e+300, double noundef 3.000000e+300) #2
  %104 = extractvalue { double, double } %103, 0
  %105 = extractvalue { double, double } %103, 1
  %106 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %107 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %104, ptr %106, align 8
  store double %105, ptr %107, align 8
  %108 = load [2 x double], ptr %13, align 8
  call void @show(ptr noundef @.str.3, [2 x double] noundef %108) #3
  %109 = load double, ptr %6, align 8
  %110 = load double, ptr %7, align 8
  %111 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %112 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  store double %109, ptr %111, align 8
  store double %110, ptr %112, align 8
  %113 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %114 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  store double 1.000000e+00, ptr %113, align 8
  store double 2.000000e+00, ptr %114, align 8
  %115 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %116 = load double, ptr %115, align 8
  %117 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %118 = load double, ptr %117, align 8
  %119 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %120 = load double, ptr %119, align 8
  %121 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %122 = load double, ptr %121, align 8
  %123 = fmul double %116, %120
  %124 = fmul double %118, %122
  %125 = fmul double %116, %122
  %126 = fmul double %118, %120
  %127 = fsub double %123, %124
  %128 = fadd double %125, %126
  %129 = fcmp uno double %127, %127
  br i1 %129, label %130, label %136, !prof !5

130:                                              ; preds = %69
  %131 = fcmp uno double %128, %128
  br i1 %131, label %132, label %136, !prof !5

132:                                              ; preds = %130
  %133 = call { double, double } @__muldc3(double noundef %116, double noundef %118, double noundef %120, double noundef %122) #2
  %134 = extractvalue { double, double } %133, 0
  %135 = extractvalue { double, double } %133, 1
  br label %136

136:                                              ; preds = %132, %130, %69
  %137 = phi double [ %127, %69 ], [ %127, %130 ], [ %134, %132 ]
  %138 = phi double [ %128, %69 ], [ %128, %130 ], [ %135, %132 ]
  %139 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %140 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  store double %137, ptr %139, align 8
  store double %138, ptr %140, align 8
  %141 = load [2 x double], ptr %16, align 8
  call void @show(ptr noundef @.str.4, [2 x double] noundef %141) #3
  %142 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %143 = load double, ptr %142, align 8
  %144 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %145 = load double, ptr %144, align 8
  %146 = call { double, double } @__divdc3(double noundef %143, double noundef %145, double noundef 0.000000e+00, double noundef 0.000000e+00) #2
  %147 = extractvalue { double, double } %146, 0
  %148 = extractvalue { double, double } %146, 1
  %149 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %150 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double %147, ptr %149, align 8
  store double %148, ptr %150, align 8
  %151 = load [2 x double], ptr %17, align 8
  call void @show(ptr noundef @.str.5, [2 x double] noundef %151) #3
  %152 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %153 = load double, ptr %152, align 8
  %154 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %155 = load double, ptr %154, align 8
  %156 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %157 = load double, ptr %156, align 8
  %158 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %159 = load double, ptr %158, align 8
  %160 = call { double, double } @__divdc3(double noundef %153, double noundef %155, double noundef %157, double noundef %159) #2
  %161 = extractvalue { double, double } %160, 0
  %162 = extractvalue { double, double } %160, 1
  %163 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %164 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  store double %161, ptr %163, align 8
  store double %162, ptr %164, align 8
  %165 = load [2 x double], ptr %18, align 8
  call void @show(ptr noundef @.str.6, [2 x double] noundef %165) #3
  %166 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %167 = load double, ptr %166, align 8
  %168 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %169 = load double, ptr %168, align 8
  %170 = load double, ptr %6, align 8
  %171 = call { double, double } @__divdc3(double noundef %167, double noundef %169, double noundef %170, double noundef 1.000000e+00) #2
  %172 = extractvalue { double, double } %171, 0
  %173 = extractvalue { double, double } %171, 1
  %174 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %175 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  store double %172, ptr %174, align 8
  store double %173, ptr %175, align 8
  %176 = load [2 x double], ptr %19, align 8
  call void @show(ptr noundef @.str.7, [2 x double] noundef %176) #3
  store volatile float 1.500000e+00, ptr %20, align 4
  store volatile float -2.000000e+00, ptr %21, align 4
  store volatile float 2.500000e-01, ptr %22, align 4
  store volatile float 3.000000e+00, ptr %23, align 4
  %177 = load volatile float, ptr %20, align 4
  %178 = load volatile float, ptr %21, align 4
  %179 = fmul float %178, 0.000000e+00
  %180 = fmul float %178, 1.000000e+00
  %181 = fadd float %177, %179
  %182 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %183 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  store float %181, ptr %182, align 4
  store float %180, ptr %183, align 4
  %184 = load volatile float, ptr %22, align 4
  %185 = load volatile float, ptr %23, align 4
  %186 = fmul float %185, 0.000000e+00
  %187 = fmul float %185, 1.000000e+00
  %188 = fadd float %184, %186
  %189 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %190 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  store float %188, ptr %189, align 4
  store float %187, ptr %190, align 4
  %191 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %192 = load float, ptr %191, align 4
  %193 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %194 = load float, ptr %193, align 4
  %195 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %196 = load float, ptr %195, align 4
  %197 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %198 = load float, ptr %197, align 4
  %199 = fmul float %192, %196
  %200 = fmul float %194, %198
  %201 = fmul float %192, %198
  %202 = fmul float %194, %196
  %203 = fsub float %199, %200
  %204 = fadd float %201, %202
  %205 = fcmp uno float %203, %203
  br i1 %205, label %206, label %212, !prof !5

206:                                              ; preds = %136
  %207 = fcmp uno float %204, %204
  br i1 %207, label %208, label %212, !prof !5

208:                                              ; preds = %206
  %209 = call { float, float } @__mulsc3(float noundef %192, float noundef %194, float noundef %196, float noundef %198) #2
  %210 = extractvalue { float, float } %209, 0
  %211 = extractvalue { float, float } %209, 1
  br label %212

212:                                              ; preds = %208, %206, %136
  %213 = phi float [ %203, %136 ], [ %203, %206 ], [ %210, %208 ]
  %214 = phi float [ %204, %136 ], [ %204, %206 ], [ %211, %208 ]
  %215 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 0
  %216 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 1
  store float %213, ptr %215, align 4
  store float %214, ptr %216, align 4
  %217 = load [2 x float], ptr %26, align 4
  call void @showf(ptr noundef @.str.8, [2 x float] noundef %217) #3
  %218 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %219 = load float, ptr %218, align 4
  %220 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %221 = load float, ptr %220, align 4
  %222 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %223 = load float, ptr %222, align 4
  %224 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %225 = load float, ptr %224, align 4
  %226 = call { float, float } @__divsc3(float noundef %219, float noundef %221, float noundef %223, float noundef %225) #2
  %227 = extractvalue { float, float } %226, 0
  %228 = extractvalue { float, float } %226, 1
  %229 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 0
  %230 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 1
  store float %227, ptr %229, align 4
  store float %228, ptr %230, align 4
  %231 = load [2 x float], ptr %27, align 4
  call void @showf(ptr noundef @.str.9, [2 x float] noundef %231) #3
  %232 = call { float, float } @__divsc3(float noundef 1.000000e+00, float noundef 1.000000e+00, float noundef 3.000000e+00, float noundef 7.000000e+00) #2
  %233 = extractvalue { float, float } %232, 0
  %234 = extractvalue { float, float } %232, 1
  %235 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 0
  %236 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 1
  store float %233, ptr %235, align 4
  store float %234, ptr %236, align 4
  %237 = load [2 x float], ptr %28, align 4
  call void @showf(ptr noundef @.str.10, [2 x float] noundef %237) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @show(ptr noundef %0, [2 x double] noundef %1) #0 {
  %3 = alloca { double, double }, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store [2 x double] %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %7 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  store double %8, ptr %5, align 8
  %9 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  store double %10, ptr %6, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = load double, ptr %5, align 8
  %13 = call ptr @cls(double noundef %12) #3
  %14 = load double, ptr %6, align 8
  %15 = call ptr @cls(double noundef %14) #3
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %11, ptr noundef %13, ptr noundef %15) #3
  %17 = load double, ptr %5, align 8
  %18 = load double, ptr %5, align 8
  %19 = fcmp oeq double %17, %18
  br i1 %19, label %20, label %28

20:                                               ; preds = %2
  %21 = load double, ptr %6, align 8
  %22 = load double, ptr %6, align 8
  %23 = fcmp oeq double %21, %22
  br i1 %23, label %24, label %28

24:                                               ; preds = %20
  %25 = load double, ptr %5, align 8
  %26 = load double, ptr %6, align 8
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %25, double noundef %26) #3
  br label %28

28:                                               ; preds = %24, %20, %2
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.13) #3
  ret void
}

declare { double, double } @__muldc3(double, double, double, double)

declare { double, double } @__divdc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone
define internal void @showf(ptr noundef %0, [2 x float] noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca ptr, align 8
  store [2 x float] %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = fpext float %7 to double
  %9 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = fpext float %10 to double
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %5, double noundef %8, double noundef %11) #3
  ret void
}

declare { float, float } @__mulsc3(float, float, float, float)

declare { float, float } @__divsc3(float, float, float, float)

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal ptr @cls(double noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = load double, ptr %3, align 8
  %6 = fcmp une double %4, %5
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store ptr @.str.14, ptr %2, align 8
  br label %22

8:                                                ; preds = %1
  %9 = load double, ptr %3, align 8
  %10 = load volatile double, ptr @huge, align 8
  %11 = fmul double %10, 1.000000e+01
  %12 = fcmp ogt double %9, %11
  br i1 %12, label %13, label %14

13:                                               ; preds = %8
  store ptr @.str.15, ptr %2, align 8
  br label %22

14:                                               ; preds = %8
  %15 = load double, ptr %3, align 8
  %16 = load volatile double, ptr @huge, align 8
  %17 = fneg double %16
  %18 = fmul double %17, 1.000000e+01
  %19 = fcmp olt double %15, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %14
  store ptr @.str.16, ptr %2, align 8
  br label %22

21:                                               ; preds = %14
  store ptr @.str.17, ptr %2, align 8
  br label %22

22:                                               ; preds = %21, %20, %13, %7
  %23 = load ptr, ptr %2, align 8
  ret ptr %23
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nobuiltin nounwind "no-builtins" }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
