; ModuleID = 'tests/programs/complex.c'
source_filename = "tests/programs/complex.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
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
  br i1 %62, label %63, label %69, !prof !7

63:                                               ; preds = %0
  %64 = fcmp uno double %61, %61
  br i1 %64, label %65, label %69, !prof !7

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
  %74 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %75 = load double, ptr %74, align 8
  %76 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %77 = load double, ptr %76, align 8
  call void @show(ptr noundef @.str, double noundef %75, double noundef %77) #3
  %78 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %79 = load double, ptr %78, align 8
  %80 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %81 = load double, ptr %80, align 8
  %82 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %83 = load double, ptr %82, align 8
  %84 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %85 = load double, ptr %84, align 8
  %86 = call { double, double } @__divdc3(double noundef %79, double noundef %81, double noundef %83, double noundef %85) #2
  %87 = extractvalue { double, double } %86, 0
  %88 = extractvalue { double, double } %86, 1
  %89 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %90 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %87, ptr %89, align 8
  store double %88, ptr %90, align 8
  %91 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %92 = load double, ptr %91, align 8
  %93 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %94 = load double, ptr %93, align 8
  call void @show(ptr noundef @.str.1, double noundef %92, double noundef %94) #3
  %95 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %96 = load double, ptr %95, align 8
  %97 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %98 = load double, ptr %97, align 8
  %99 = call { double, double } @__divdc3(double noundef %96, double noundef %98, double noundef 1.000000e-300, double noundef 3.000000e-300) #2
  %100 = extractvalue { double, double } %99, 0
  %101 = extractvalue { double, double } %99, 1
  %102 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %103 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  store double %100, ptr %102, align 8
  store double %101, ptr %103, align 8
  %104 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %105 = load double, ptr %104, align 8
  %106 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %107 = load double, ptr %106, align 8
  call void @show(ptr noundef @.str.2, double noundef %105, double noundef %107) #3
  %108 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %109 = load double, ptr %108, align 8
  %110 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %111 = load double, ptr %110, align 8
  %112 = call { double, double } @__divdc3(double noundef %109, double noundef %111, double noundef 1.000000e+300, double noundef 3.000000e+300) #2
  %113 = extractvalue { double, double } %112, 0
  %114 = extractvalue { double, double } %112, 1
  %115 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %116 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %113, ptr %115, align 8
  store double %114, ptr %116, align 8
  %117 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %118 = load double, ptr %117, align 8
  %119 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %120 = load double, ptr %119, align 8
  call void @show(ptr noundef @.str.3, double noundef %118, double noundef %120) #3
  %121 = load double, ptr %6, align 8
  %122 = load double, ptr %7, align 8
  %123 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %124 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  store double %121, ptr %123, align 8
  store double %122, ptr %124, align 8
  %125 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %126 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  store double 1.000000e+00, ptr %125, align 8
  store double 2.000000e+00, ptr %126, align 8
  %127 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %128 = load double, ptr %127, align 8
  %129 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %130 = load double, ptr %129, align 8
  %131 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %132 = load double, ptr %131, align 8
  %133 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %134 = load double, ptr %133, align 8
  %135 = fmul double %128, %132
  %136 = fmul double %130, %134
  %137 = fmul double %128, %134
  %138 = fmul double %130, %132
  %139 = fsub double %135, %136
  %140 = fadd double %137, %138
  %141 = fcmp uno double %139, %139
  br i1 %141, label %142, label %148, !prof !7

142:                                              ; preds = %69
  %143 = fcmp uno double %140, %140
  br i1 %143, label %144, label %148, !prof !7

144:                                              ; preds = %142
  %145 = call { double, double } @__muldc3(double noundef %128, double noundef %130, double noundef %132, double noundef %134) #2
  %146 = extractvalue { double, double } %145, 0
  %147 = extractvalue { double, double } %145, 1
  br label %148

148:                                              ; preds = %144, %142, %69
  %149 = phi double [ %139, %69 ], [ %139, %142 ], [ %146, %144 ]
  %150 = phi double [ %140, %69 ], [ %140, %142 ], [ %147, %144 ]
  %151 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %152 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  store double %149, ptr %151, align 8
  store double %150, ptr %152, align 8
  %153 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %154 = load double, ptr %153, align 8
  %155 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %156 = load double, ptr %155, align 8
  call void @show(ptr noundef @.str.4, double noundef %154, double noundef %156) #3
  %157 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %158 = load double, ptr %157, align 8
  %159 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %160 = load double, ptr %159, align 8
  %161 = call { double, double } @__divdc3(double noundef %158, double noundef %160, double noundef 0.000000e+00, double noundef 0.000000e+00) #2
  %162 = extractvalue { double, double } %161, 0
  %163 = extractvalue { double, double } %161, 1
  %164 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %165 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double %162, ptr %164, align 8
  store double %163, ptr %165, align 8
  %166 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %167 = load double, ptr %166, align 8
  %168 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %169 = load double, ptr %168, align 8
  call void @show(ptr noundef @.str.5, double noundef %167, double noundef %169) #3
  %170 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %171 = load double, ptr %170, align 8
  %172 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %173 = load double, ptr %172, align 8
  %174 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %175 = load double, ptr %174, align 8
  %176 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %177 = load double, ptr %176, align 8
  %178 = call { double, double } @__divdc3(double noundef %171, double noundef %173, double noundef %175, double noundef %177) #2
  %179 = extractvalue { double, double } %178, 0
  %180 = extractvalue { double, double } %178, 1
  %181 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %182 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  store double %179, ptr %181, align 8
  store double %180, ptr %182, align 8
  %183 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %184 = load double, ptr %183, align 8
  %185 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  %186 = load double, ptr %185, align 8
  call void @show(ptr noundef @.str.6, double noundef %184, double noundef %186) #3
  %187 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %188 = load double, ptr %187, align 8
  %189 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %190 = load double, ptr %189, align 8
  %191 = load double, ptr %6, align 8
  %192 = call { double, double } @__divdc3(double noundef %188, double noundef %190, double noundef %191, double noundef 1.000000e+00) #2
  %193 = extractvalue { double, double } %192, 0
  %194 = extractvalue { double, double } %192, 1
  %195 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %196 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  store double %193, ptr %195, align 8
  store double %194, ptr %196, align 8
  %197 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %198 = load double, ptr %197, align 8
  %199 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %200 = load double, ptr %199, align 8
  call void @show(ptr noundef @.str.7, double noundef %198, double noundef %200) #3
  store volatile float 1.500000e+00, ptr %20, align 4
  store volatile float -2.000000e+00, ptr %21, align 4
  store volatile float 2.500000e-01, ptr %22, align 4
  store volatile float 3.000000e+00, ptr %23, align 4
  %201 = load volatile float, ptr %20, align 4
  %202 = load volatile float, ptr %21, align 4
  %203 = fmul float %202, 0.000000e+00
  %204 = fmul float %202, 1.000000e+00
  %205 = fadd float %201, %203
  %206 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %207 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  store float %205, ptr %206, align 4
  store float %204, ptr %207, align 4
  %208 = load volatile float, ptr %22, align 4
  %209 = load volatile float, ptr %23, align 4
  %210 = fmul float %209, 0.000000e+00
  %211 = fmul float %209, 1.000000e+00
  %212 = fadd float %208, %210
  %213 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %214 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  store float %212, ptr %213, align 4
  store float %211, ptr %214, align 4
  %215 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %216 = load float, ptr %215, align 4
  %217 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %218 = load float, ptr %217, align 4
  %219 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %220 = load float, ptr %219, align 4
  %221 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %222 = load float, ptr %221, align 4
  %223 = fmul float %216, %220
  %224 = fmul float %218, %222
  %225 = fmul float %216, %222
  %226 = fmul float %218, %220
  %227 = fsub float %223, %224
  %228 = fadd float %225, %226
  %229 = fcmp uno float %227, %227
  br i1 %229, label %230, label %236, !prof !7

230:                                              ; preds = %148
  %231 = fcmp uno float %228, %228
  br i1 %231, label %232, label %236, !prof !7

232:                                              ; preds = %230
  %233 = call { float, float } @__mulsc3(float noundef %216, float noundef %218, float noundef %220, float noundef %222) #2
  %234 = extractvalue { float, float } %233, 0
  %235 = extractvalue { float, float } %233, 1
  br label %236

236:                                              ; preds = %232, %230, %148
  %237 = phi float [ %227, %148 ], [ %227, %230 ], [ %234, %232 ]
  %238 = phi float [ %228, %148 ], [ %228, %230 ], [ %235, %232 ]
  %239 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 0
  %240 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 1
  store float %237, ptr %239, align 4
  store float %238, ptr %240, align 4
  %241 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 0
  %242 = load float, ptr %241, align 4
  %243 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 1
  %244 = load float, ptr %243, align 4
  call void @showf(ptr noundef @.str.8, float noundef %242, float noundef %244) #3
  %245 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %246 = load float, ptr %245, align 4
  %247 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %248 = load float, ptr %247, align 4
  %249 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %250 = load float, ptr %249, align 4
  %251 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %252 = load float, ptr %251, align 4
  %253 = call { float, float } @__divsc3(float noundef %246, float noundef %248, float noundef %250, float noundef %252) #2
  %254 = extractvalue { float, float } %253, 0
  %255 = extractvalue { float, float } %253, 1
  %256 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 0
  %257 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 1
  store float %254, ptr %256, align 4
  store float %255, ptr %257, align 4
  %258 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 0
  %259 = load float, ptr %258, align 4
  %260 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 1
  %261 = load float, ptr %260, align 4
  call void @showf(ptr noundef @.str.9, float noundef %259, float noundef %261) #3
  %262 = call { float, float } @__divsc3(float noundef 1.000000e+00, float noundef 1.000000e+00, float noundef 3.000000e+00, float noundef 7.000000e+00) #2
  %263 = extractvalue { float, float } %262, 0
  %264 = extractvalue { float, float } %262, 1
  %265 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 0
  %266 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 1
  store float %263, ptr %265, align 4
  store float %264, ptr %266, align 4
  %267 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 0
  %268 = load float, ptr %267, align 4
  %269 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 1
  %270 = load float, ptr %269, align 4
  call void @showf(ptr noundef @.str.10, float noundef %268, float noundef %270) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @show(ptr noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca { double, double }, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %1, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %2, ptr %9, align 8
  store ptr %0, ptr %5, align 8
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  store double %11, ptr %6, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  store double %13, ptr %7, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = load double, ptr %6, align 8
  %16 = call ptr @cls(double noundef %15) #3
  %17 = load double, ptr %7, align 8
  %18 = call ptr @cls(double noundef %17) #3
  %19 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %14, ptr noundef %16, ptr noundef %18) #3
  %20 = load double, ptr %6, align 8
  %21 = load double, ptr %6, align 8
  %22 = fcmp oeq double %20, %21
  br i1 %22, label %23, label %31

23:                                               ; preds = %3
  %24 = load double, ptr %7, align 8
  %25 = load double, ptr %7, align 8
  %26 = fcmp oeq double %24, %25
  br i1 %26, label %27, label %31

27:                                               ; preds = %23
  %28 = load double, ptr %6, align 8
  %29 = load double, ptr %7, align 8
  %30 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %28, double noundef %29) #3
  br label %31

31:                                               ; preds = %27, %23, %3
  %32 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13) #3
  ret void
}

declare { double, double } @__muldc3(double, double, double, double)

declare { double, double } @__divdc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone
define internal void @showf(ptr noundef %0, float noundef %1, float noundef %2) #0 {
  %4 = alloca { float, float }, align 4
  %5 = alloca ptr, align 8
  %6 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  store float %1, ptr %6, align 4
  %7 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %2, ptr %7, align 4
  store ptr %0, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = fpext float %10 to double
  %12 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = fpext float %13 to double
  %15 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %8, double noundef %11, double noundef %14) #3
  ret void
}

declare { float, float } @__mulsc3(float, float, float, float)

declare { float, float } @__divsc3(float, float, float, float)

declare signext i32 @printf(ptr noundef, ...) #1

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

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nobuiltin nounwind "no-builtins" }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = !{!"branch_weights", i32 1, i32 1048575}
