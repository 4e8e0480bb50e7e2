; ModuleID = 'tests/programs/complex_mix.c'
source_filename = "tests/programs/complex_mix.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
@__const.main.fv = private unnamed_addr constant [4 x { float, float }] [{ float, float } { float 1.000000e+00, float 1.000000e+00 }, { float, float } { float 2.000000e+00, float -5.000000e-01 }, { float, float } { float -1.000000e+00, float 3.000000e+00 }, { float, float } { float 0.000000e+00, float 2.500000e-01 }], align 4
@.str.13 = private unnamed_addr constant [16 x i8] c"fsum %.6f %.6f\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"fdiv %.6f %.6f\0A\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"eq %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [14 x i8] c"%s %.6f %.6f\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"%s %.6Lf %.6Lf\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
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
  %12 = alloca fp128, align 16
  %13 = alloca fp128, align 16
  %14 = alloca { fp128, fp128 }, align 16
  %15 = alloca { fp128, fp128 }, align 16
  %16 = alloca { fp128, fp128 }, align 16
  %17 = alloca { fp128, fp128 }, align 16
  %18 = alloca { fp128, fp128 }, align 16
  %19 = alloca { fp128, fp128 }, align 16
  %20 = alloca { fp128, fp128 }, align 16
  %21 = alloca { fp128, fp128 }, align 16
  %22 = alloca { fp128, fp128 }, align 16
  %23 = alloca { fp128, fp128 }, align 16
  %24 = alloca { fp128, fp128 }, align 16
  %25 = alloca [3 x %struct.Tagged], align 8
  %26 = alloca i32, align 4
  %27 = alloca %struct.Tagged, align 8
  %28 = alloca i32, align 4
  %29 = alloca { double, double }, align 8
  %30 = alloca [4 x { float, float }], align 4
  %31 = alloca { float, float }, align 4
  %32 = alloca { float, float }, align 4
  store volatile double 5.000000e-01, ptr %1, align 8
  store volatile double -1.250000e+00, ptr %2, align 8
  %33 = load volatile double, ptr %1, align 8
  %34 = load volatile double, ptr %2, align 8
  %35 = fmul double %34, 0.000000e+00
  %36 = fmul double %34, 1.000000e+00
  %37 = fadd double %33, %35
  %38 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %39 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %37, ptr %38, align 8
  store double %36, ptr %39, align 8
  %40 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %41 = load double, ptr %40, align 8
  %42 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %43 = load double, ptr %42, align 8
  %44 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %45 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %41, ptr %44, align 8
  store double %43, ptr %45, align 8
  %46 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %47 = load double, ptr %46, align 8
  %48 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %49 = load double, ptr %48, align 8
  call void @pd(ptr noundef @.str, double noundef %47, double noundef %49) #3
  %50 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %51 = load double, ptr %50, align 8
  %52 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %53 = load double, ptr %52, align 8
  %54 = fneg double %53
  %55 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %56 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %51, ptr %55, align 8
  store double %54, ptr %56, align 8
  %57 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %58 = load double, ptr %57, align 8
  %59 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %60 = load double, ptr %59, align 8
  call void @pd(ptr noundef @.str.1, double noundef %58, double noundef %60) #3
  %61 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %62 = load double, ptr %61, align 8
  %63 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %68 = load double, ptr %67, align 8
  %69 = fmul double %62, %66
  %70 = fmul double %64, %68
  %71 = fmul double %62, %68
  %72 = fmul double %64, %66
  %73 = fsub double %69, %70
  %74 = fadd double %71, %72
  %75 = fcmp uno double %73, %73
  br i1 %75, label %76, label %82, !prof !7

76:                                               ; preds = %0
  %77 = fcmp uno double %74, %74
  br i1 %77, label %78, label %82, !prof !7

78:                                               ; preds = %76
  %79 = call { double, double } @__muldc3(double noundef %62, double noundef %64, double noundef %66, double noundef %68) #4
  %80 = extractvalue { double, double } %79, 0
  %81 = extractvalue { double, double } %79, 1
  br label %82

82:                                               ; preds = %78, %76, %0
  %83 = phi double [ %73, %0 ], [ %73, %76 ], [ %80, %78 ]
  %84 = phi double [ %74, %0 ], [ %74, %76 ], [ %81, %78 ]
  %85 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %86 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %83, ptr %85, align 8
  store double %84, ptr %86, align 8
  %87 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %88 = load double, ptr %87, align 8
  %89 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %90 = load double, ptr %89, align 8
  call void @pd(ptr noundef @.str.2, double noundef %88, double noundef %90) #3
  %91 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %92 = load double, ptr %91, align 8
  %93 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %94 = load double, ptr %93, align 8
  %95 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %96 = load double, ptr %95, align 8
  %97 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %98 = load double, ptr %97, align 8
  %99 = fneg double %98
  %100 = call { double, double } @__divdc3(double noundef %92, double noundef %94, double noundef %96, double noundef %99) #4
  %101 = extractvalue { double, double } %100, 0
  %102 = extractvalue { double, double } %100, 1
  %103 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %104 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %101, ptr %103, align 8
  store double %102, ptr %104, align 8
  %105 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %106 = load double, ptr %105, align 8
  %107 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %108 = load double, ptr %107, align 8
  call void @pd(ptr noundef @.str.3, double noundef %106, double noundef %108) #3
  %109 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %110 = load double, ptr %109, align 8
  %111 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %112 = load double, ptr %111, align 8
  %113 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %114 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %110, ptr %113, align 8
  store double %112, ptr %114, align 8
  %115 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %116 = load double, ptr %115, align 8
  %117 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %118 = load double, ptr %117, align 8
  %119 = call { double, double } @cpow_int(double noundef %116, double noundef %118, i32 noundef signext 7) #3
  %120 = extractvalue { double, double } %119, 0
  %121 = extractvalue { double, double } %119, 1
  %122 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %123 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %120, ptr %122, align 8
  store double %121, ptr %123, align 8
  %124 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %125 = load double, ptr %124, align 8
  %126 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %127 = load double, ptr %126, align 8
  call void @pd(ptr noundef @.str.4, double noundef %125, double noundef %127) #3
  %128 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %129 = load double, ptr %128, align 8
  %130 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %131 = load double, ptr %130, align 8
  %132 = call { double, double } @__divdc3(double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef %129, double noundef %131) #4
  %133 = extractvalue { double, double } %132, 0
  %134 = extractvalue { double, double } %132, 1
  %135 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %136 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %133, ptr %135, align 8
  store double %134, ptr %136, align 8
  %137 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %138 = load double, ptr %137, align 8
  %139 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %140 = load double, ptr %139, align 8
  call void @pd(ptr noundef @.str.5, double noundef %138, double noundef %140) #3
  %141 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %142 = load double, ptr %141, align 8
  %143 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %144 = load double, ptr %143, align 8
  %145 = fmul double %142, 0.000000e+00
  %146 = fmul double %144, 1.000000e+00
  %147 = fmul double %142, 1.000000e+00
  %148 = fmul double %144, 0.000000e+00
  %149 = fsub double %145, %146
  %150 = fadd double %147, %148
  %151 = fcmp uno double %149, %149
  br i1 %151, label %152, label %158, !prof !7

152:                                              ; preds = %82
  %153 = fcmp uno double %150, %150
  br i1 %153, label %154, label %158, !prof !7

154:                                              ; preds = %152
  %155 = call { double, double } @__muldc3(double noundef %142, double noundef %144, double noundef 0.000000e+00, double noundef 1.000000e+00) #4
  %156 = extractvalue { double, double } %155, 0
  %157 = extractvalue { double, double } %155, 1
  br label %158

158:                                              ; preds = %154, %152, %82
  %159 = phi double [ %149, %82 ], [ %149, %152 ], [ %156, %154 ]
  %160 = phi double [ %150, %82 ], [ %150, %152 ], [ %157, %154 ]
  %161 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %162 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %159, ptr %161, align 8
  store double %160, ptr %162, align 8
  %163 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %164 = load double, ptr %163, align 8
  %165 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %166 = load double, ptr %165, align 8
  call void @pd(ptr noundef @.str.6, double noundef %164, double noundef %166) #3
  store volatile fp128 0xL00000000000000003FFF800000000000, ptr %12, align 16
  store volatile fp128 0xL00000000000000003FFE800000000000, ptr %13, align 16
  %167 = load volatile fp128, ptr %12, align 16
  %168 = load volatile fp128, ptr %13, align 16
  %169 = fmul fp128 %168, 0xL00000000000000000000000000000000
  %170 = fmul fp128 %168, 0xL00000000000000003FFF000000000000
  %171 = fadd fp128 %167, %169
  %172 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %173 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  store fp128 %171, ptr %172, align 16
  store fp128 %170, ptr %173, align 16
  %174 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %175 = load fp128, ptr %174, align 16
  %176 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  %177 = load fp128, ptr %176, align 16
  %178 = getelementptr inbounds { fp128, fp128 }, ptr %15, i32 0, i32 0
  %179 = getelementptr inbounds { fp128, fp128 }, ptr %15, i32 0, i32 1
  store fp128 %175, ptr %178, align 16
  store fp128 %177, ptr %179, align 16
  call void @pl(ptr noundef @.str.7, ptr noundef %15) #3
  %180 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %181 = load fp128, ptr %180, align 16
  %182 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  %183 = load fp128, ptr %182, align 16
  %184 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %185 = load fp128, ptr %184, align 16
  %186 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  %187 = load fp128, ptr %186, align 16
  %188 = fmul fp128 %181, %185
  %189 = fmul fp128 %183, %187
  %190 = fmul fp128 %181, %187
  %191 = fmul fp128 %183, %185
  %192 = fsub fp128 %188, %189
  %193 = fadd fp128 %190, %191
  %194 = fcmp uno fp128 %192, %192
  br i1 %194, label %195, label %202, !prof !7

195:                                              ; preds = %158
  %196 = fcmp uno fp128 %193, %193
  br i1 %196, label %197, label %202, !prof !7

197:                                              ; preds = %195
  call void @__multc3(ptr sret({ fp128, fp128 }) align 16 %16, fp128 noundef %181, fp128 noundef %183, fp128 noundef %185, fp128 noundef %187) #4
  %198 = getelementptr inbounds { fp128, fp128 }, ptr %16, i32 0, i32 0
  %199 = load fp128, ptr %198, align 16
  %200 = getelementptr inbounds { fp128, fp128 }, ptr %16, i32 0, i32 1
  %201 = load fp128, ptr %200, align 16
  br label %202

202:                                              ; preds = %197, %195, %158
  %203 = phi fp128 [ %192, %158 ], [ %192, %195 ], [ %199, %197 ]
  %204 = phi fp128 [ %193, %158 ], [ %193, %195 ], [ %201, %197 ]
  %205 = getelementptr inbounds { fp128, fp128 }, ptr %17, i32 0, i32 0
  %206 = getelementptr inbounds { fp128, fp128 }, ptr %17, i32 0, i32 1
  store fp128 %203, ptr %205, align 16
  store fp128 %204, ptr %206, align 16
  call void @pl(ptr noundef @.str.8, ptr noundef %17) #3
  %207 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %208 = load fp128, ptr %207, align 16
  %209 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  %210 = load fp128, ptr %209, align 16
  call void @__divtc3(ptr sret({ fp128, fp128 }) align 16 %18, fp128 noundef %208, fp128 noundef %210, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000) #4
  %211 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 0
  %212 = load fp128, ptr %211, align 16
  %213 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 1
  %214 = load fp128, ptr %213, align 16
  %215 = getelementptr inbounds { fp128, fp128 }, ptr %19, i32 0, i32 0
  %216 = getelementptr inbounds { fp128, fp128 }, ptr %19, i32 0, i32 1
  store fp128 %212, ptr %215, align 16
  store fp128 %214, ptr %216, align 16
  call void @pl(ptr noundef @.str.9, ptr noundef %19) #3
  %217 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %218 = load fp128, ptr %217, align 16
  %219 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  %220 = load fp128, ptr %219, align 16
  %221 = getelementptr inbounds { fp128, fp128 }, ptr %21, i32 0, i32 0
  %222 = getelementptr inbounds { fp128, fp128 }, ptr %21, i32 0, i32 1
  store fp128 %218, ptr %221, align 16
  store fp128 %220, ptr %222, align 16
  call void @ld_poly(ptr sret({ fp128, fp128 }) align 16 %20, ptr noundef %21, i32 noundef signext 5) #3
  %223 = getelementptr inbounds { fp128, fp128 }, ptr %20, i32 0, i32 0
  %224 = load fp128, ptr %223, align 16
  %225 = getelementptr inbounds { fp128, fp128 }, ptr %20, i32 0, i32 1
  %226 = load fp128, ptr %225, align 16
  %227 = getelementptr inbounds { fp128, fp128 }, ptr %22, i32 0, i32 0
  %228 = getelementptr inbounds { fp128, fp128 }, ptr %22, i32 0, i32 1
  store fp128 %224, ptr %227, align 16
  store fp128 %226, ptr %228, align 16
  call void @pl(ptr noundef @.str.10, ptr noundef %22) #3
  %229 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %230 = load fp128, ptr %229, align 16
  %231 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  %232 = load fp128, ptr %231, align 16
  call void @__divtc3(ptr sret({ fp128, fp128 }) align 16 %23, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef %230, fp128 noundef %232) #4
  %233 = getelementptr inbounds { fp128, fp128 }, ptr %23, i32 0, i32 0
  %234 = load fp128, ptr %233, align 16
  %235 = getelementptr inbounds { fp128, fp128 }, ptr %23, i32 0, i32 1
  %236 = load fp128, ptr %235, align 16
  %237 = getelementptr inbounds { fp128, fp128 }, ptr %24, i32 0, i32 0
  %238 = getelementptr inbounds { fp128, fp128 }, ptr %24, i32 0, i32 1
  store fp128 %234, ptr %237, align 16
  store fp128 %236, ptr %238, align 16
  call void @pl(ptr noundef @.str.11, ptr noundef %24) #3
  store i32 0, ptr %26, align 4
  br label %239

239:                                              ; preds = %253, %202
  %240 = load i32, ptr %26, align 4
  %241 = icmp slt i32 %240, 3
  br i1 %241, label %242, label %256

242:                                              ; preds = %239
  %243 = load i32, ptr %26, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [3 x %struct.Tagged], ptr %25, i64 0, i64 %244
  %246 = load i32, ptr %26, align 4
  %247 = load i32, ptr %26, align 4
  %248 = sitofp i32 %247 to double
  %249 = fmul double %248, 5.000000e-01
  %250 = load i32, ptr %26, align 4
  %251 = sitofp i32 %250 to double
  %252 = fsub double 2.000000e+00, %251
  call void @make(ptr sret(%struct.Tagged) align 8 %27, i32 noundef signext %246, double noundef %249, double noundef %252) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %245, ptr align 8 %27, i64 32, i1 false)
  br label %253

253:                                              ; preds = %242
  %254 = load i32, ptr %26, align 4
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr %26, align 4
  br label %239, !llvm.loop !8

256:                                              ; preds = %239
  store i32 0, ptr %28, align 4
  br label %257

257:                                              ; preds = %322, %256
  %258 = load i32, ptr %28, align 4
  %259 = icmp slt i32 %258, 3
  br i1 %259, label %260, label %325

260:                                              ; preds = %257
  %261 = load i32, ptr %28, align 4
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds [3 x %struct.Tagged], ptr %25, i64 0, i64 %262
  %264 = getelementptr inbounds %struct.Tagged, ptr %263, i32 0, i32 1
  %265 = getelementptr inbounds { double, double }, ptr %264, i32 0, i32 0
  %266 = load double, ptr %265, align 8
  %267 = getelementptr inbounds { double, double }, ptr %264, i32 0, i32 1
  %268 = load double, ptr %267, align 8
  %269 = load i32, ptr %28, align 4
  %270 = sext i32 %269 to i64
  %271 = getelementptr inbounds [3 x %struct.Tagged], ptr %25, i64 0, i64 %270
  %272 = getelementptr inbounds %struct.Tagged, ptr %271, i32 0, i32 2
  %273 = getelementptr inbounds { float, float }, ptr %272, i32 0, i32 0
  %274 = load float, ptr %273, align 8
  %275 = getelementptr inbounds { float, float }, ptr %272, i32 0, i32 1
  %276 = load float, ptr %275, align 4
  %277 = fpext float %274 to double
  %278 = fpext float %276 to double
  %279 = fmul double %266, %277
  %280 = fmul double %268, %278
  %281 = fmul double %266, %278
  %282 = fmul double %268, %277
  %283 = fsub double %279, %280
  %284 = fadd double %281, %282
  %285 = fcmp uno double %283, %283
  br i1 %285, label %286, label %292, !prof !7

286:                                              ; preds = %260
  %287 = fcmp uno double %284, %284
  br i1 %287, label %288, label %292, !prof !7

288:                                              ; preds = %286
  %289 = call { double, double } @__muldc3(double noundef %266, double noundef %268, double noundef %277, double noundef %278) #4
  %290 = extractvalue { double, double } %289, 0
  %291 = extractvalue { double, double } %289, 1
  br label %292

292:                                              ; preds = %288, %286, %260
  %293 = phi double [ %283, %260 ], [ %283, %286 ], [ %290, %288 ]
  %294 = phi double [ %284, %260 ], [ %284, %286 ], [ %291, %288 ]
  %295 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 0
  %296 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 1
  store double %293, ptr %295, align 8
  store double %294, ptr %296, align 8
  %297 = load i32, ptr %28, align 4
  %298 = load i32, ptr %28, align 4
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds [3 x %struct.Tagged], ptr %25, i64 0, i64 %299
  %301 = getelementptr inbounds %struct.Tagged, ptr %300, i32 0, i32 0
  %302 = load i32, ptr %301, align 8
  %303 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 0
  %304 = load double, ptr %303, align 8
  %305 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 1
  %306 = load double, ptr %305, align 8
  %307 = load i32, ptr %28, align 4
  %308 = sext i32 %307 to i64
  %309 = getelementptr inbounds [3 x %struct.Tagged], ptr %25, i64 0, i64 %308
  %310 = getelementptr inbounds %struct.Tagged, ptr %309, i32 0, i32 2
  %311 = getelementptr inbounds { float, float }, ptr %310, i32 0, i32 0
  %312 = load float, ptr %311, align 8
  %313 = fpext float %312 to double
  %314 = load i32, ptr %28, align 4
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds [3 x %struct.Tagged], ptr %25, i64 0, i64 %315
  %317 = getelementptr inbounds %struct.Tagged, ptr %316, i32 0, i32 2
  %318 = getelementptr inbounds { float, float }, ptr %317, i32 0, i32 1
  %319 = load float, ptr %318, align 4
  %320 = fpext float %319 to double
  %321 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %297, i32 noundef signext %302, double noundef %304, double noundef %306, double noundef %313, double noundef %320) #3
  br label %322

322:                                              ; preds = %292
  %323 = load i32, ptr %28, align 4
  %324 = add nsw i32 %323, 1
  store i32 %324, ptr %28, align 4
  br label %257, !llvm.loop !10

325:                                              ; preds = %257
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %30, ptr align 4 @__const.main.fv, i64 32, i1 false)
  %326 = getelementptr inbounds [4 x { float, float }], ptr %30, i64 0, i64 0
  %327 = call { float, float } @fsum(ptr noundef %326, i32 noundef signext 4) #3
  %328 = extractvalue { float, float } %327, 0
  %329 = extractvalue { float, float } %327, 1
  %330 = getelementptr inbounds { float, float }, ptr %31, i32 0, i32 0
  %331 = getelementptr inbounds { float, float }, ptr %31, i32 0, i32 1
  store float %328, ptr %330, align 4
  store float %329, ptr %331, align 4
  %332 = getelementptr inbounds { float, float }, ptr %31, i32 0, i32 0
  %333 = load float, ptr %332, align 4
  %334 = fpext float %333 to double
  %335 = getelementptr inbounds { float, float }, ptr %31, i32 0, i32 1
  %336 = load float, ptr %335, align 4
  %337 = fpext float %336 to double
  %338 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %334, double noundef %337) #3
  %339 = getelementptr inbounds [4 x { float, float }], ptr %30, i64 0, i64 1
  %340 = getelementptr inbounds { float, float }, ptr %339, i32 0, i32 0
  %341 = load float, ptr %340, align 4
  %342 = getelementptr inbounds { float, float }, ptr %339, i32 0, i32 1
  %343 = load float, ptr %342, align 4
  %344 = getelementptr inbounds [4 x { float, float }], ptr %30, i64 0, i64 2
  %345 = getelementptr inbounds { float, float }, ptr %344, i32 0, i32 0
  %346 = load float, ptr %345, align 4
  %347 = getelementptr inbounds { float, float }, ptr %344, i32 0, i32 1
  %348 = load float, ptr %347, align 4
  %349 = call { float, float } @__divsc3(float noundef %341, float noundef %343, float noundef %346, float noundef %348) #4
  %350 = extractvalue { float, float } %349, 0
  %351 = extractvalue { float, float } %349, 1
  %352 = getelementptr inbounds { float, float }, ptr %32, i32 0, i32 0
  %353 = getelementptr inbounds { float, float }, ptr %32, i32 0, i32 1
  store float %350, ptr %352, align 4
  store float %351, ptr %353, align 4
  %354 = getelementptr inbounds { float, float }, ptr %32, i32 0, i32 0
  %355 = load float, ptr %354, align 4
  %356 = fpext float %355 to double
  %357 = getelementptr inbounds { float, float }, ptr %32, i32 0, i32 1
  %358 = load float, ptr %357, align 4
  %359 = fpext float %358 to double
  %360 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %356, double noundef %359) #3
  %361 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %362 = load double, ptr %361, align 8
  %363 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %364 = load double, ptr %363, align 8
  %365 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %366 = load double, ptr %365, align 8
  %367 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %368 = load double, ptr %367, align 8
  %369 = fneg double %368
  %370 = fneg double %369
  %371 = fcmp oeq double %362, %366
  %372 = fcmp oeq double %364, %370
  %373 = and i1 %371, %372
  %374 = zext i1 %373 to i32
  %375 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %376 = load double, ptr %375, align 8
  %377 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %378 = load double, ptr %377, align 8
  %379 = fpext double %376 to fp128
  %380 = fpext double %378 to fp128
  %381 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 0
  %382 = load fp128, ptr %381, align 16
  %383 = getelementptr inbounds { fp128, fp128 }, ptr %14, i32 0, i32 1
  %384 = load fp128, ptr %383, align 16
  %385 = fcmp une fp128 %379, %382
  %386 = fcmp une fp128 %380, %384
  %387 = or i1 %385, %386
  %388 = zext i1 %387 to i32
  %389 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef signext %374, i32 noundef signext %388) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @pd(ptr noundef %0, double noundef %1, double noundef %2) #0 {
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
  %13 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %8, double noundef %10, double noundef %12) #3
  ret void
}

declare { double, double } @__muldc3(double, double, double, double)

declare { double, double } @__divdc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone
define internal { double, double } @cpow_int(double noundef %0, double noundef %1, i32 noundef signext %2) #0 {
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
  br i1 %34, label %35, label %41, !prof !7

35:                                               ; preds = %19
  %36 = fcmp uno double %33, %33
  br i1 %36, label %37, label %41, !prof !7

37:                                               ; preds = %35
  %38 = call { double, double } @__muldc3(double noundef %25, double noundef %27, double noundef %21, double noundef %23) #4
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
  br i1 %61, label %62, label %68, !prof !7

62:                                               ; preds = %46
  %63 = fcmp uno double %60, %60
  br i1 %63, label %64, label %68, !prof !7

64:                                               ; preds = %62
  %65 = call { double, double } @__muldc3(double noundef %52, double noundef %54, double noundef %48, double noundef %50) #4
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
  br label %12, !llvm.loop !11

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
define internal void @pl(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { fp128, fp128 }, ptr %1, i32 0, i32 0
  %6 = load fp128, ptr %5, align 16
  %7 = getelementptr inbounds { fp128, fp128 }, ptr %1, i32 0, i32 1
  %8 = load fp128, ptr %7, align 16
  %9 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %4, fp128 noundef %6, fp128 noundef %8) #3
  ret void
}

declare void @__multc3(ptr, fp128, fp128, fp128, fp128)

declare void @__divtc3(ptr, fp128, fp128, fp128, fp128)

; Function Attrs: noinline nounwind optnone
define internal void @ld_poly(ptr noalias sret({ fp128, fp128 }) align 16 %0, ptr noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca { fp128, fp128 }, align 16
  %7 = alloca i32, align 4
  %8 = alloca { fp128, fp128 }, align 16
  store ptr %0, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  %9 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 0
  %10 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 1
  store fp128 0xL00000000000000003FFF000000000000, ptr %9, align 16
  store fp128 0xL00000000000000000000000000000000, ptr %10, align 16
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %48, %3
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %51

15:                                               ; preds = %11
  %16 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 0
  %17 = load fp128, ptr %16, align 16
  %18 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 1
  %19 = load fp128, ptr %18, align 16
  %20 = getelementptr inbounds { fp128, fp128 }, ptr %1, i32 0, i32 0
  %21 = load fp128, ptr %20, align 16
  %22 = getelementptr inbounds { fp128, fp128 }, ptr %1, i32 0, i32 1
  %23 = load fp128, ptr %22, align 16
  %24 = fmul fp128 %17, %21
  %25 = fmul fp128 %19, %23
  %26 = fmul fp128 %17, %23
  %27 = fmul fp128 %19, %21
  %28 = fsub fp128 %24, %25
  %29 = fadd fp128 %26, %27
  %30 = fcmp uno fp128 %28, %28
  br i1 %30, label %31, label %38, !prof !7

31:                                               ; preds = %15
  %32 = fcmp uno fp128 %29, %29
  br i1 %32, label %33, label %38, !prof !7

33:                                               ; preds = %31
  call void @__multc3(ptr sret({ fp128, fp128 }) align 16 %8, fp128 noundef %17, fp128 noundef %19, fp128 noundef %21, fp128 noundef %23) #4
  %34 = getelementptr inbounds { fp128, fp128 }, ptr %8, i32 0, i32 0
  %35 = load fp128, ptr %34, align 16
  %36 = getelementptr inbounds { fp128, fp128 }, ptr %8, i32 0, i32 1
  %37 = load fp128, ptr %36, align 16
  br label %38

38:                                               ; preds = %33, %31, %15
  %39 = phi fp128 [ %28, %15 ], [ %28, %31 ], [ %35, %33 ]
  %40 = phi fp128 [ %29, %15 ], [ %29, %31 ], [ %37, %33 ]
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %41, 1
  %43 = sitofp i32 %42 to fp128
  %44 = fadd fp128 %39, %43
  %45 = fadd fp128 %40, 0xL00000000000000000000000000000000
  %46 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 0
  %47 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 1
  store fp128 %44, ptr %46, align 16
  store fp128 %45, ptr %47, align 16
  br label %48

48:                                               ; preds = %38
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %7, align 4
  br label %11, !llvm.loop !12

51:                                               ; preds = %11
  %52 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 0
  %53 = load fp128, ptr %52, align 16
  %54 = getelementptr inbounds { fp128, fp128 }, ptr %6, i32 0, i32 1
  %55 = load fp128, ptr %54, align 16
  %56 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 0
  %57 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 1
  store fp128 %53, ptr %56, align 16
  store fp128 %55, ptr %57, align 16
  %58 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 0
  %59 = load fp128, ptr %58, align 16
  %60 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 1
  %61 = load fp128, ptr %60, align 16
  %62 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 0
  %63 = getelementptr inbounds { fp128, fp128 }, ptr %0, i32 0, i32 1
  store fp128 %59, ptr %62, align 16
  store fp128 %61, ptr %63, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @make(ptr noalias sret(%struct.Tagged) align 8 %0, i32 noundef signext %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %9 = load i32, ptr %6, align 4
  %10 = getelementptr inbounds %struct.Tagged, ptr %0, i32 0, i32 0
  store i32 %9, ptr %10, align 8
  %11 = load double, ptr %7, align 8
  %12 = load double, ptr %8, align 8
  %13 = fmul double %12, 0.000000e+00
  %14 = fmul double %12, 1.000000e+00
  %15 = fadd double %11, %13
  %16 = getelementptr inbounds %struct.Tagged, ptr %0, i32 0, i32 1
  %17 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %18 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  store double %15, ptr %17, align 8
  store double %14, ptr %18, align 8
  %19 = load double, ptr %8, align 8
  %20 = fptrunc double %19 to float
  %21 = load double, ptr %7, align 8
  %22 = fptrunc double %21 to float
  %23 = fmul float %22, 0.000000e+00
  %24 = fmul float %22, 1.000000e+00
  %25 = fadd float %20, %23
  %26 = getelementptr inbounds %struct.Tagged, ptr %0, i32 0, i32 2
  %27 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 0
  %28 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 1
  store float %25, ptr %27, align 8
  store float %24, ptr %28, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal { float, float } @fsum(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca { float, float }, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %8 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %9 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float 0.000000e+00, ptr %8, align 4
  store float 0.000000e+00, ptr %9, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %55, %2
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %58

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds { float, float }, ptr %15, i64 %17
  %19 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 0
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 1
  %22 = load float, ptr %21, align 4
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds { float, float }, ptr %23, i64 %25
  %27 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 0
  %28 = load float, ptr %27, align 4
  %29 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 1
  %30 = load float, ptr %29, align 4
  %31 = fmul float %20, %28
  %32 = fmul float %22, %30
  %33 = fmul float %20, %30
  %34 = fmul float %22, %28
  %35 = fsub float %31, %32
  %36 = fadd float %33, %34
  %37 = fcmp uno float %35, %35
  br i1 %37, label %38, label %44, !prof !7

38:                                               ; preds = %14
  %39 = fcmp uno float %36, %36
  br i1 %39, label %40, label %44, !prof !7

40:                                               ; preds = %38
  %41 = call { float, float } @__mulsc3(float noundef %20, float noundef %22, float noundef %28, float noundef %30) #4
  %42 = extractvalue { float, float } %41, 0
  %43 = extractvalue { float, float } %41, 1
  br label %44

44:                                               ; preds = %40, %38, %14
  %45 = phi float [ %35, %14 ], [ %35, %38 ], [ %42, %40 ]
  %46 = phi float [ %36, %14 ], [ %36, %38 ], [ %43, %40 ]
  %47 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %48 = load float, ptr %47, align 4
  %49 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %50 = load float, ptr %49, align 4
  %51 = fadd float %48, %45
  %52 = fadd float %50, %46
  %53 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %54 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float %51, ptr %53, align 4
  store float %52, ptr %54, align 4
  br label %55

55:                                               ; preds = %44
  %56 = load i32, ptr %7, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %7, align 4
  br label %10, !llvm.loop !13

58:                                               ; preds = %10
  %59 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %60 = load float, ptr %59, align 4
  %61 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %64 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %60, ptr %63, align 4
  store float %62, ptr %64, align 4
  %65 = load { float, float }, ptr %3, align 4
  ret { float, float } %65
}

declare { float, float } @__divsc3(float, float, float, float)

declare { float, float } @__mulsc3(float, float, float, float)

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin nounwind "no-builtins" }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
