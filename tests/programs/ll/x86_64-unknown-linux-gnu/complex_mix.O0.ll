; ModuleID = 'tests/programs/complex_mix.c'
source_filename = "tests/programs/complex_mix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Tagged = type { i32, { double, double }, { float, float } }

@.str = private unnamed_addr constant [2 x i8] c"z\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"conj\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"z*z\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"z/conj\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"pow7\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"1/z\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"z*i\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"lz\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"lz*lz\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"lz/(1+2i)\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"poly\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"ldiv\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"t%d %d %.6f %.6f %.6f %.6f\0A\00", align 1
@__const.main.fv = private unnamed_addr constant [4 x { float, float }] [{ float, float } { float 1.000000e+00, float 1.000000e+00 }, { float, float } { float 2.000000e+00, float -5.000000e-01 }, { float, float } { float -1.000000e+00, float 3.000000e+00 }, { float, float } { float 0.000000e+00, float 2.500000e-01 }], align 16
@.str.13 = private unnamed_addr constant [16 x i8] c"fsum %.6f %.6f\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"fdiv %.6f %.6f\0A\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"eq %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [14 x i8] c"%s %.6f %.6f\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"%s %.6Lf %.6Lf\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = alloca { double, double }, align 8
  %9 = alloca { double, double }, align 8
  %10 = alloca { double, double }, align 8
  %11 = alloca { double, double }, align 8
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca { x86_fp80, x86_fp80 }, align 16
  %15 = alloca { x86_fp80, x86_fp80 }, align 16
  %16 = alloca { x86_fp80, x86_fp80 }, align 16
  %17 = alloca { x86_fp80, x86_fp80 }, align 16
  %18 = alloca { x86_fp80, x86_fp80 }, align 16
  %19 = alloca { x86_fp80, x86_fp80 }, align 16
  %20 = alloca { x86_fp80, x86_fp80 }, align 16
  %21 = alloca [3 x %struct.Tagged], align 16
  %22 = alloca i32, align 4
  %23 = alloca %struct.Tagged, align 8
  %24 = alloca i32, align 4
  %25 = alloca { double, double }, align 8
  %26 = alloca [4 x { float, float }], align 16
  %27 = alloca { float, float }, align 4
  %28 = alloca { float, float }, align 4
  %29 = alloca { float, float }, align 4
  %30 = alloca { float, float }, align 4
  store volatile double 5.000000e-01, ptr %1, align 8
  store volatile double -1.250000e+00, ptr %2, align 8
  %31 = load volatile double, ptr %1, align 8
  %32 = load volatile double, ptr %2, align 8
  %33 = fmul double %32, 0.000000e+00
  %34 = fmul double %32, 1.000000e+00
  %35 = fadd double %31, %33
  %36 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %37 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %35, ptr %36, align 8
  store double %34, ptr %37, align 8
  %38 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %39 = load double, ptr %38, align 8
  %40 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %43 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %39, ptr %42, align 8
  store double %41, ptr %43, align 8
  %44 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %45 = load double, ptr %44, align 8
  %46 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %47 = load double, ptr %46, align 8
  call void @pd(ptr noundef @.str, double noundef %45, double noundef %47) #4
  %48 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %49 = load double, ptr %48, align 8
  %50 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %51 = load double, ptr %50, align 8
  %52 = fneg double %51
  %53 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %54 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %49, ptr %53, align 8
  store double %52, ptr %54, align 8
  %55 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %56 = load double, ptr %55, align 8
  %57 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %58 = load double, ptr %57, align 8
  call void @pd(ptr noundef @.str.1, double noundef %56, double noundef %58) #4
  %59 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %60 = load double, ptr %59, align 8
  %61 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %62 = load double, ptr %61, align 8
  %63 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %66 = load double, ptr %65, align 8
  %67 = fmul double %60, %64
  %68 = fmul double %62, %66
  %69 = fmul double %60, %66
  %70 = fmul double %62, %64
  %71 = fsub double %67, %68
  %72 = fadd double %69, %70
  %73 = fcmp uno double %71, %71
  br i1 %73, label %74, label %80, !prof !5

74:                                               ; preds = %0
  %75 = fcmp uno double %72, %72
  br i1 %75, label %76, label %80, !prof !5

76:                                               ; preds = %74
  %77 = call { double, double } @__muldc3(double noundef %60, double noundef %62, double noundef %64, double noundef %66) #5
  %78 = extractvalue { double, double } %77, 0
  %79 = extractvalue { double, double } %77, 1
  br label %80

80:                                               ; preds = %76, %74, %0
  %81 = phi double [ %71, %0 ], [ %71, %74 ], [ %78, %76 ]
  %82 = phi double [ %72, %0 ], [ %72, %74 ], [ %79, %76 ]
  %83 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %84 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %81, ptr %83, align 8
  store double %82, ptr %84, align 8
  %85 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %86 = load double, ptr %85, align 8
  %87 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %88 = load double, ptr %87, align 8
  call void @pd(ptr noundef @.str.2, double noundef %86, double noundef %88) #4
  %89 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %90 = load double, ptr %89, align 8
  %91 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %92 = load double, ptr %91, align 8
  %93 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %94 = load double, ptr %93, align 8
  %95 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %96 = load double, ptr %95, align 8
  %97 = fneg double %96
  %98 = call { double, double } @__divdc3(double noundef %90, double noundef %92, double noundef %94, double noundef %97) #5
  %99 = extractvalue { double, double } %98, 0
  %100 = extractvalue { double, double } %98, 1
  %101 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %102 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %99, ptr %101, align 8
  store double %100, ptr %102, align 8
  %103 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %104 = load double, ptr %103, align 8
  %105 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %106 = load double, ptr %105, align 8
  call void @pd(ptr noundef @.str.3, double noundef %104, double noundef %106) #4
  %107 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %108 = load double, ptr %107, align 8
  %109 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %110 = load double, ptr %109, align 8
  %111 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %112 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %108, ptr %111, align 8
  store double %110, ptr %112, align 8
  %113 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %114 = load double, ptr %113, align 8
  %115 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %116 = load double, ptr %115, align 8
  %117 = call { double, double } @cpow_int(double noundef %114, double noundef %116, i32 noundef 7) #4
  %118 = extractvalue { double, double } %117, 0
  %119 = extractvalue { double, double } %117, 1
  %120 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %121 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %118, ptr %120, align 8
  store double %119, ptr %121, align 8
  %122 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %123 = load double, ptr %122, align 8
  %124 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %125 = load double, ptr %124, align 8
  call void @pd(ptr noundef @.str.4, double noundef %123, double noundef %125) #4
  %126 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %127 = load double, ptr %126, align 8
  %128 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %129 = load double, ptr %128, align 8
  %130 = call { double, double } @__divdc3(double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef %127, double noundef %129) #5
  %131 = extractvalue { double, double } %130, 0
  %132 = extractvalue { double, double } %130, 1
  %133 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %134 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %131, ptr %133, align 8
  store double %132, ptr %134, align 8
  %135 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %136 = load double, ptr %135, align 8
  %137 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %138 = load double, ptr %137, align 8
  call void @pd(ptr noundef @.str.5, double noundef %136, double noundef %138) #4
  %139 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %140 = load double, ptr %139, align 8
  %141 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %142 = load double, ptr %141, align 8
  %143 = fmul double %140, 0.000000e+00
  %144 = fmul double %142, 1.000000e+00
  %145 = fmul double %140, 1.000000e+00
  %146 = fmul double %142, 0.000000e+00
  %147 = fsub double %143, %144
  %148 = fadd double %145, %146
  %149 = fcmp uno double %147, %147
  br i1 %149, label %150, label %156, !prof !5

150:                                              ; preds = %80
  %151 = fcmp uno double %148, %148
  br i1 %151, label %152, label %156, !prof !5

152:                                              ; preds = %150
  %153 = call { double, double } @__muldc3(double noundef %140, double noundef %142, double noundef 0.000000e+00, double noundef 1.000000e+00) #5
  %154 = extractvalue { double, double } %153, 0
  %155 = extractvalue { double, double } %153, 1
  br label %156

156:                                              ; preds = %152, %150, %80
  %157 = phi double [ %147, %80 ], [ %147, %150 ], [ %154, %152 ]
  %158 = phi double [ %148, %80 ], [ %148, %150 ], [ %155, %152 ]
  %159 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %160 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %157, ptr %159, align 8
  store double %158, ptr %160, align 8
  %161 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %162 = load double, ptr %161, align 8
  %163 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %164 = load double, ptr %163, align 8
  call void @pd(ptr noundef @.str.6, double noundef %162, double noundef %164) #4
  store volatile x86_fp80 0xK3FFFC000000000000000, ptr %12, align 16
  store volatile x86_fp80 0xK3FFEC000000000000000, ptr %13, align 16
  %165 = load volatile x86_fp80, ptr %12, align 16
  %166 = load volatile x86_fp80, ptr %13, align 16
  %167 = fmul x86_fp80 %166, 0xK00000000000000000000
  %168 = fmul x86_fp80 %166, 0xK3FFF8000000000000000
  %169 = fadd x86_fp80 %165, %167
  %170 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 0
  %171 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 1
  store x86_fp80 %169, ptr %170, align 16
  store x86_fp80 %168, ptr %171, align 16
  %172 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 0
  %173 = load x86_fp80, ptr %172, align 16
  %174 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 1
  %175 = load x86_fp80, ptr %174, align 16
  %176 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %15, i32 0, i32 0
  %177 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %15, i32 0, i32 1
  store x86_fp80 %173, ptr %176, align 16
  store x86_fp80 %175, ptr %177, align 16
  call void @pl(ptr noundef @.str.7, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %15) #4
  %178 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 0
  %179 = load x86_fp80, ptr %178, align 16
  %180 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 1
  %181 = load x86_fp80, ptr %180, align 16
  %182 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 0
  %183 = load x86_fp80, ptr %182, align 16
  %184 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 1
  %185 = load x86_fp80, ptr %184, align 16
  %186 = fmul x86_fp80 %179, %183
  %187 = fmul x86_fp80 %181, %185
  %188 = fmul x86_fp80 %179, %185
  %189 = fmul x86_fp80 %181, %183
  %190 = fsub x86_fp80 %186, %187
  %191 = fadd x86_fp80 %188, %189
  %192 = fcmp uno x86_fp80 %190, %190
  br i1 %192, label %193, label %199, !prof !5

193:                                              ; preds = %156
  %194 = fcmp uno x86_fp80 %191, %191
  br i1 %194, label %195, label %199, !prof !5

195:                                              ; preds = %193
  %196 = call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %179, x86_fp80 noundef %181, x86_fp80 noundef %183, x86_fp80 noundef %185) #5
  %197 = extractvalue { x86_fp80, x86_fp80 } %196, 0
  %198 = extractvalue { x86_fp80, x86_fp80 } %196, 1
  br label %199

199:                                              ; preds = %195, %193, %156
  %200 = phi x86_fp80 [ %190, %156 ], [ %190, %193 ], [ %197, %195 ]
  %201 = phi x86_fp80 [ %191, %156 ], [ %191, %193 ], [ %198, %195 ]
  %202 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %16, i32 0, i32 0
  %203 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %16, i32 0, i32 1
  store x86_fp80 %200, ptr %202, align 16
  store x86_fp80 %201, ptr %203, align 16
  call void @pl(ptr noundef @.str.8, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %16) #4
  %204 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 0
  %205 = load x86_fp80, ptr %204, align 16
  %206 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 1
  %207 = load x86_fp80, ptr %206, align 16
  %208 = call { x86_fp80, x86_fp80 } @__divxc3(x86_fp80 noundef %205, x86_fp80 noundef %207, x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK40008000000000000000) #5
  %209 = extractvalue { x86_fp80, x86_fp80 } %208, 0
  %210 = extractvalue { x86_fp80, x86_fp80 } %208, 1
  %211 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %17, i32 0, i32 0
  %212 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %17, i32 0, i32 1
  store x86_fp80 %209, ptr %211, align 16
  store x86_fp80 %210, ptr %212, align 16
  call void @pl(ptr noundef @.str.9, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %17) #4
  %213 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 0
  %214 = load x86_fp80, ptr %213, align 16
  %215 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 1
  %216 = load x86_fp80, ptr %215, align 16
  %217 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %18, i32 0, i32 0
  %218 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %18, i32 0, i32 1
  store x86_fp80 %214, ptr %217, align 16
  store x86_fp80 %216, ptr %218, align 16
  %219 = call { x86_fp80, x86_fp80 } @ld_poly(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %18, i32 noundef 5) #4
  %220 = extractvalue { x86_fp80, x86_fp80 } %219, 0
  %221 = extractvalue { x86_fp80, x86_fp80 } %219, 1
  %222 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %19, i32 0, i32 0
  %223 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %19, i32 0, i32 1
  store x86_fp80 %220, ptr %222, align 16
  store x86_fp80 %221, ptr %223, align 16
  call void @pl(ptr noundef @.str.10, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %19) #4
  %224 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 0
  %225 = load x86_fp80, ptr %224, align 16
  %226 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 1
  %227 = load x86_fp80, ptr %226, align 16
  %228 = call { x86_fp80, x86_fp80 } @__divxc3(x86_fp80 noundef 0xK4000C000000000000000, x86_fp80 noundef 0xK40018000000000000000, x86_fp80 noundef %225, x86_fp80 noundef %227) #5
  %229 = extractvalue { x86_fp80, x86_fp80 } %228, 0
  %230 = extractvalue { x86_fp80, x86_fp80 } %228, 1
  %231 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %20, i32 0, i32 0
  %232 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %20, i32 0, i32 1
  store x86_fp80 %229, ptr %231, align 16
  store x86_fp80 %230, ptr %232, align 16
  call void @pl(ptr noundef @.str.11, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %20) #4
  store i32 0, ptr %22, align 4
  br label %233

233:                                              ; preds = %247, %199
  %234 = load i32, ptr %22, align 4
  %235 = icmp slt i32 %234, 3
  br i1 %235, label %236, label %250

236:                                              ; preds = %233
  %237 = load i32, ptr %22, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i64 0, i64 %238
  %240 = load i32, ptr %22, align 4
  %241 = load i32, ptr %22, align 4
  %242 = sitofp i32 %241 to double
  %243 = fmul double %242, 5.000000e-01
  %244 = load i32, ptr %22, align 4
  %245 = sitofp i32 %244 to double
  %246 = fsub double 2.000000e+00, %245
  call void @make(ptr sret(%struct.Tagged) align 8 %23, i32 noundef %240, double noundef %243, double noundef %246) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %239, ptr align 8 %23, i64 32, i1 false)
  br label %247

247:                                              ; preds = %236
  %248 = load i32, ptr %22, align 4
  %249 = add nsw i32 %248, 1
  store i32 %249, ptr %22, align 4
  br label %233, !llvm.loop !6

250:                                              ; preds = %233
  store i32 0, ptr %24, align 4
  br label %251

251:                                              ; preds = %316, %250
  %252 = load i32, ptr %24, align 4
  %253 = icmp slt i32 %252, 3
  br i1 %253, label %254, label %319

254:                                              ; preds = %251
  %255 = load i32, ptr %24, align 4
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i64 0, i64 %256
  %258 = getelementptr inbounds %struct.Tagged, ptr %257, i32 0, i32 1
  %259 = getelementptr inbounds { double, double }, ptr %258, i32 0, i32 0
  %260 = load double, ptr %259, align 8
  %261 = getelementptr inbounds { double, double }, ptr %258, i32 0, i32 1
  %262 = load double, ptr %261, align 8
  %263 = load i32, ptr %24, align 4
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i64 0, i64 %264
  %266 = getelementptr inbounds %struct.Tagged, ptr %265, i32 0, i32 2
  %267 = getelementptr inbounds { float, float }, ptr %266, i32 0, i32 0
  %268 = load float, ptr %267, align 8
  %269 = getelementptr inbounds { float, float }, ptr %266, i32 0, i32 1
  %270 = load float, ptr %269, align 4
  %271 = fpext float %268 to double
  %272 = fpext float %270 to double
  %273 = fmul double %260, %271
  %274 = fmul double %262, %272
  %275 = fmul double %260, %272
  %276 = fmul double %262, %271
  %277 = fsub double %273, %274
  %278 = fadd double %275, %276
  %279 = fcmp uno double %277, %277
  br i1 %279, label %280, label %286, !prof !5

280:                                              ; preds = %254
  %281 = fcmp uno double %278, %278
  br i1 %281, label %282, label %286, !prof !5

282:                                              ; preds = %280
  %283 = call { double, double } @__muldc3(double noundef %260, double noundef %262, double noundef %271, double noundef %272) #5
  %284 = extractvalue { double, double } %283, 0
  %285 = extractvalue { double, double } %283, 1
  br label %286

286:                                              ; preds = %282, %280, %254
  %287 = phi double [ %277, %254 ], [ %277, %280 ], [ %284, %282 ]
  %288 = phi double [ %278, %254 ], [ %278, %280 ], [ %285, %282 ]
  %289 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 0
  %290 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 1
  store double %287, ptr %289, align 8
  store double %288, ptr %290, align 8
  %291 = load i32, ptr %24, align 4
  %292 = load i32, ptr %24, align 4
  %293 = sext i32 %292 to i64
  %294 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i64 0, i64 %293
  %295 = getelementptr inbounds %struct.Tagged, ptr %294, i32 0, i32 0
  %296 = load i32, ptr %295, align 16
  %297 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 0
  %298 = load double, ptr %297, align 8
  %299 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 1
  %300 = load double, ptr %299, align 8
  %301 = load i32, ptr %24, align 4
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i64 0, i64 %302
  %304 = getelementptr inbounds %struct.Tagged, ptr %303, i32 0, i32 2
  %305 = getelementptr inbounds { float, float }, ptr %304, i32 0, i32 0
  %306 = load float, ptr %305, align 8
  %307 = fpext float %306 to double
  %308 = load i32, ptr %24, align 4
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds [3 x %struct.Tagged], ptr %21, i64 0, i64 %309
  %311 = getelementptr inbounds %struct.Tagged, ptr %310, i32 0, i32 2
  %312 = getelementptr inbounds { float, float }, ptr %311, i32 0, i32 1
  %313 = load float, ptr %312, align 4
  %314 = fpext float %313 to double
  %315 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %291, i32 noundef %296, double noundef %298, double noundef %300, double noundef %307, double noundef %314) #4
  br label %316

316:                                              ; preds = %286
  %317 = load i32, ptr %24, align 4
  %318 = add nsw i32 %317, 1
  store i32 %318, ptr %24, align 4
  br label %251, !llvm.loop !8

319:                                              ; preds = %251
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %26, ptr align 16 @__const.main.fv, i64 32, i1 false)
  %320 = getelementptr inbounds [4 x { float, float }], ptr %26, i64 0, i64 0
  %321 = call <2 x float> @fsum(ptr noundef %320, i32 noundef 4) #4
  store <2 x float> %321, ptr %28, align 4
  %322 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 0
  %323 = load float, ptr %322, align 4
  %324 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 1
  %325 = load float, ptr %324, align 4
  %326 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 0
  %327 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 1
  store float %323, ptr %326, align 4
  store float %325, ptr %327, align 4
  %328 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 0
  %329 = load float, ptr %328, align 4
  %330 = fpext float %329 to double
  %331 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 1
  %332 = load float, ptr %331, align 4
  %333 = fpext float %332 to double
  %334 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %330, double noundef %333) #4
  %335 = getelementptr inbounds [4 x { float, float }], ptr %26, i64 0, i64 1
  %336 = getelementptr inbounds { float, float }, ptr %335, i32 0, i32 0
  %337 = load float, ptr %336, align 8
  %338 = getelementptr inbounds { float, float }, ptr %335, i32 0, i32 1
  %339 = load float, ptr %338, align 4
  %340 = getelementptr inbounds [4 x { float, float }], ptr %26, i64 0, i64 2
  %341 = getelementptr inbounds { float, float }, ptr %340, i32 0, i32 0
  %342 = load float, ptr %341, align 16
  %343 = getelementptr inbounds { float, float }, ptr %340, i32 0, i32 1
  %344 = load float, ptr %343, align 4
  %345 = call <2 x float> @__divsc3(float noundef %337, float noundef %339, float noundef %342, float noundef %344) #5
  store <2 x float> %345, ptr %30, align 4
  %346 = getelementptr inbounds { float, float }, ptr %30, i32 0, i32 0
  %347 = load float, ptr %346, align 4
  %348 = getelementptr inbounds { float, float }, ptr %30, i32 0, i32 1
  %349 = load float, ptr %348, align 4
  %350 = getelementptr inbounds { float, float }, ptr %29, i32 0, i32 0
  %351 = getelementptr inbounds { float, float }, ptr %29, i32 0, i32 1
  store float %347, ptr %350, align 4
  store float %349, ptr %351, align 4
  %352 = getelementptr inbounds { float, float }, ptr %29, i32 0, i32 0
  %353 = load float, ptr %352, align 4
  %354 = fpext float %353 to double
  %355 = getelementptr inbounds { float, float }, ptr %29, i32 0, i32 1
  %356 = load float, ptr %355, align 4
  %357 = fpext float %356 to double
  %358 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %354, double noundef %357) #4
  %359 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %360 = load double, ptr %359, align 8
  %361 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %362 = load double, ptr %361, align 8
  %363 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %364 = load double, ptr %363, align 8
  %365 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %366 = load double, ptr %365, align 8
  %367 = fneg double %366
  %368 = fneg double %367
  %369 = fcmp oeq double %360, %364
  %370 = fcmp oeq double %362, %368
  %371 = and i1 %369, %370
  %372 = zext i1 %371 to i32
  %373 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %374 = load double, ptr %373, align 8
  %375 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %376 = load double, ptr %375, align 8
  %377 = fpext double %374 to x86_fp80
  %378 = fpext double %376 to x86_fp80
  %379 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 0
  %380 = load x86_fp80, ptr %379, align 16
  %381 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 1
  %382 = load x86_fp80, ptr %381, align 16
  %383 = fcmp une x86_fp80 %377, %380
  %384 = fcmp une x86_fp80 %378, %382
  %385 = or i1 %383, %384
  %386 = zext i1 %385 to i32
  %387 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %372, i32 noundef %386) #4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @pd(ptr noundef %0, double noundef %1, double noundef %2) #1 {
  %4 = alloca { double, double }, align 8
  %5 = alloca ptr, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %2, ptr %7, align 8
  store ptr %0, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %8, double noundef %10, double noundef %12) #4
  ret void
}

declare { double, double } @__muldc3(double, double, double, double)

declare { double, double } @__divdc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone
define internal { double, double } @cpow_int(double noundef %0, double noundef %1, i32 noundef %2) #1 {
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = alloca i32, align 4
  %7 = alloca { double, double }, align 8
  %8 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %1, ptr %9, align 8
  store i32 %2, ptr %6, align 4
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double 1.000000e+00, ptr %10, align 8
  store double 0.000000e+00, ptr %11, align 8
  br label %12

12:                                               ; preds = %68, %3
  %13 = load i32, ptr %6, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %75

15:                                               ; preds = %12
  %16 = load i32, ptr %6, align 4
  %17 = and i32 %16, 1
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %46

19:                                               ; preds = %15
  %20 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %27 = load double, ptr %26, align 8
  %28 = fmul double %25, %21
  %29 = fmul double %27, %23
  %30 = fmul double %25, %23
  %31 = fmul double %27, %21
  %32 = fsub double %28, %29
  %33 = fadd double %30, %31
  %34 = fcmp uno double %32, %32
  br i1 %34, label %35, label %41, !prof !5

35:                                               ; preds = %19
  %36 = fcmp uno double %33, %33
  br i1 %36, label %37, label %41, !prof !5

37:                                               ; preds = %35
  %38 = call { double, double } @__muldc3(double noundef %25, double noundef %27, double noundef %21, double noundef %23) #5
  %39 = extractvalue { double, double } %38, 0
  %40 = extractvalue { double, double } %38, 1
  br label %41

41:                                               ; preds = %37, %35, %19
  %42 = phi double [ %32, %19 ], [ %32, %35 ], [ %39, %37 ]
  %43 = phi double [ %33, %19 ], [ %33, %35 ], [ %40, %37 ]
  %44 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %45 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %42, ptr %44, align 8
  store double %43, ptr %45, align 8
  br label %46

46:                                               ; preds = %41, %15
  %47 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %54 = load double, ptr %53, align 8
  %55 = fmul double %52, %48
  %56 = fmul double %54, %50
  %57 = fmul double %52, %50
  %58 = fmul double %54, %48
  %59 = fsub double %55, %56
  %60 = fadd double %57, %58
  %61 = fcmp uno double %59, %59
  br i1 %61, label %62, label %68, !prof !5

62:                                               ; preds = %46
  %63 = fcmp uno double %60, %60
  br i1 %63, label %64, label %68, !prof !5

64:                                               ; preds = %62
  %65 = call { double, double } @__muldc3(double noundef %52, double noundef %54, double noundef %48, double noundef %50) #5
  %66 = extractvalue { double, double } %65, 0
  %67 = extractvalue { double, double } %65, 1
  br label %68

68:                                               ; preds = %64, %62, %46
  %69 = phi double [ %59, %46 ], [ %59, %62 ], [ %66, %64 ]
  %70 = phi double [ %60, %46 ], [ %60, %62 ], [ %67, %64 ]
  %71 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %72 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %69, ptr %71, align 8
  store double %70, ptr %72, align 8
  %73 = load i32, ptr %6, align 4
  %74 = lshr i32 %73, 1
  store i32 %74, ptr %6, align 4
  br label %12, !llvm.loop !9

75:                                               ; preds = %12
  %76 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %77 = load double, ptr %76, align 8
  %78 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %79 = load double, ptr %78, align 8
  %80 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %81 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %77, ptr %80, align 8
  store double %79, ptr %81, align 8
  %82 = load { double, double }, ptr %4, align 8
  ret { double, double } %82
}

; Function Attrs: noinline nounwind optnone
define internal void @pl(ptr noundef %0, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %1) #1 {
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 0
  %6 = load x86_fp80, ptr %5, align 16
  %7 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 1
  %8 = load x86_fp80, ptr %7, align 16
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %4, x86_fp80 noundef %6, x86_fp80 noundef %8) #4
  ret void
}

declare { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80)

declare { x86_fp80, x86_fp80 } @__divxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80)

; Function Attrs: noinline nounwind optnone
define internal { x86_fp80, x86_fp80 } @ld_poly(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %0, i32 noundef %1) #1 {
  %3 = alloca { x86_fp80, x86_fp80 }, align 16
  %4 = alloca i32, align 4
  %5 = alloca { x86_fp80, x86_fp80 }, align 16
  %6 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
  %7 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %5, i32 0, i32 0
  %8 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %5, i32 0, i32 1
  store x86_fp80 0xK3FFF8000000000000000, ptr %7, align 16
  store x86_fp80 0xK00000000000000000000, ptr %8, align 16
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %45, %2
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %48

13:                                               ; preds = %9
  %14 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %5, i32 0, i32 0
  %15 = load x86_fp80, ptr %14, align 16
  %16 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %5, i32 0, i32 1
  %17 = load x86_fp80, ptr %16, align 16
  %18 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %19 = load x86_fp80, ptr %18, align 16
  %20 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  %21 = load x86_fp80, ptr %20, align 16
  %22 = fmul x86_fp80 %15, %19
  %23 = fmul x86_fp80 %17, %21
  %24 = fmul x86_fp80 %15, %21
  %25 = fmul x86_fp80 %17, %19
  %26 = fsub x86_fp80 %22, %23
  %27 = fadd x86_fp80 %24, %25
  %28 = fcmp uno x86_fp80 %26, %26
  br i1 %28, label %29, label %35, !prof !5

29:                                               ; preds = %13
  %30 = fcmp uno x86_fp80 %27, %27
  br i1 %30, label %31, label %35, !prof !5

31:                                               ; preds = %29
  %32 = call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %15, x86_fp80 noundef %17, x86_fp80 noundef %19, x86_fp80 noundef %21) #5
  %33 = extractvalue { x86_fp80, x86_fp80 } %32, 0
  %34 = extractvalue { x86_fp80, x86_fp80 } %32, 1
  br label %35

35:                                               ; preds = %31, %29, %13
  %36 = phi x86_fp80 [ %26, %13 ], [ %26, %29 ], [ %33, %31 ]
  %37 = phi x86_fp80 [ %27, %13 ], [ %27, %29 ], [ %34, %31 ]
  %38 = load i32, ptr %6, align 4
  %39 = add nsw i32 %38, 1
  %40 = sitofp i32 %39 to x86_fp80
  %41 = fadd x86_fp80 %36, %40
  %42 = fadd x86_fp80 %37, 0xK00000000000000000000
  %43 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %5, i32 0, i32 0
  %44 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %5, i32 0, i32 1
  store x86_fp80 %41, ptr %43, align 16
  store x86_fp80 %42, ptr %44, align 16
  br label %45

45:                                               ; preds = %35
  %46 = load i32, ptr %6, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %6, align 4
  br label %9, !llvm.loop !10

48:                                               ; preds = %9
  %49 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %5, i32 0, i32 0
  %50 = load x86_fp80, ptr %49, align 16
  %51 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %5, i32 0, i32 1
  %52 = load x86_fp80, ptr %51, align 16
  %53 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 0
  %54 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 1
  store x86_fp80 %50, ptr %53, align 16
  store x86_fp80 %52, ptr %54, align 16
  %55 = load { x86_fp80, x86_fp80 }, ptr %3, align 16
  ret { x86_fp80, x86_fp80 } %55
}

; Function Attrs: noinline nounwind optnone
define internal void @make(ptr noalias sret(%struct.Tagged) align 8 %0, i32 noundef %1, double noundef %2, double noundef %3) #1 {
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store double %3, ptr %7, align 8
  %8 = load i32, ptr %5, align 4
  %9 = getelementptr inbounds %struct.Tagged, ptr %0, i32 0, i32 0
  store i32 %8, ptr %9, align 8
  %10 = load double, ptr %6, align 8
  %11 = load double, ptr %7, align 8
  %12 = fmul double %11, 0.000000e+00
  %13 = fmul double %11, 1.000000e+00
  %14 = fadd double %10, %12
  %15 = getelementptr inbounds %struct.Tagged, ptr %0, i32 0, i32 1
  %16 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %17 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  store double %14, ptr %16, align 8
  store double %13, ptr %17, align 8
  %18 = load double, ptr %7, align 8
  %19 = fptrunc double %18 to float
  %20 = load double, ptr %6, align 8
  %21 = fptrunc double %20 to float
  %22 = fmul float %21, 0.000000e+00
  %23 = fmul float %21, 1.000000e+00
  %24 = fadd float %19, %22
  %25 = getelementptr inbounds %struct.Tagged, ptr %0, i32 0, i32 2
  %26 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %27 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  store float %24, ptr %26, align 8
  store float %23, ptr %27, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define internal <2 x float> @fsum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca { float, float }, align 4
  %7 = alloca i32, align 4
  %8 = alloca { float, float }, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %9 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %10 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float 0.000000e+00, ptr %9, align 4
  store float 0.000000e+00, ptr %10, align 4
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %58, %2
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %61

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds { float, float }, ptr %16, i64 %18
  %20 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 0
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 1
  %23 = load float, ptr %22, align 4
  %24 = load ptr, ptr %4, align 8
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds { float, float }, ptr %24, i64 %26
  %28 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 0
  %29 = load float, ptr %28, align 4
  %30 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 1
  %31 = load float, ptr %30, align 4
  %32 = fmul float %21, %29
  %33 = fmul float %23, %31
  %34 = fmul float %21, %31
  %35 = fmul float %23, %29
  %36 = fsub float %32, %33
  %37 = fadd float %34, %35
  %38 = fcmp uno float %36, %36
  br i1 %38, label %39, label %47, !prof !5

39:                                               ; preds = %15
  %40 = fcmp uno float %37, %37
  br i1 %40, label %41, label %47, !prof !5

41:                                               ; preds = %39
  %42 = call <2 x float> @__mulsc3(float noundef %21, float noundef %23, float noundef %29, float noundef %31) #5
  store <2 x float> %42, ptr %8, align 4
  %43 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 0
  %44 = load float, ptr %43, align 4
  %45 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 1
  %46 = load float, ptr %45, align 4
  br label %47

47:                                               ; preds = %41, %39, %15
  %48 = phi float [ %36, %15 ], [ %36, %39 ], [ %44, %41 ]
  %49 = phi float [ %37, %15 ], [ %37, %39 ], [ %46, %41 ]
  %50 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %51 = load float, ptr %50, align 4
  %52 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %53 = load float, ptr %52, align 4
  %54 = fadd float %51, %48
  %55 = fadd float %53, %49
  %56 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %57 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float %54, ptr %56, align 4
  store float %55, ptr %57, align 4
  br label %58

58:                                               ; preds = %47
  %59 = load i32, ptr %7, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %7, align 4
  br label %11, !llvm.loop !11

61:                                               ; preds = %11
  %62 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %63 = load float, ptr %62, align 4
  %64 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %65 = load float, ptr %64, align 4
  %66 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %67 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %63, ptr %66, align 4
  store float %65, ptr %67, align 4
  %68 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %68
}

declare <2 x float> @__divsc3(float, float, float, float)

declare <2 x float> @__mulsc3(float, float, float, float)

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="64" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
