; ModuleID = 'tests/programs/hfa_structs.c'
source_filename = "tests/programs/hfa_structs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
  %1 = alloca %struct.f3, align 4
  %2 = alloca %struct.f3, align 4
  %3 = alloca %struct.f3, align 4
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  %6 = alloca [2 x i64], align 8
  %7 = alloca %struct.f3, align 4
  %8 = alloca %struct.f3, align 4
  %9 = alloca %struct.f3, align 4
  %10 = alloca [2 x i64], align 8
  %11 = alloca [2 x i64], align 8
  %12 = alloca [2 x i64], align 8
  %13 = alloca %struct.f4, align 4
  %14 = alloca %struct.f4, align 4
  %15 = alloca %struct.f4, align 4
  %16 = alloca %struct.d2, align 8
  %17 = alloca i32, align 4
  %18 = alloca %struct.d2, align 8
  %19 = alloca %struct.d2, align 8
  %20 = alloca %struct.d3, align 8
  %21 = alloca %struct.d3, align 8
  %22 = alloca %struct.d3, align 8
  %23 = alloca %struct.f2, align 4
  %24 = alloca %struct.f2, align 4
  %25 = alloca %struct.fi, align 4
  %26 = alloca %struct.di, align 8
  %27 = alloca %struct.di, align 8
  %28 = alloca %struct.id, align 8
  %29 = alloca %struct.id, align 8
  %30 = alloca %struct.d2, align 8
  %31 = alloca %struct.d2, align 8
  %32 = alloca %struct.d2, align 8
  %33 = alloca %struct.d2, align 8
  %34 = alloca %struct.d2, align 8
  %35 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 0
  store float 1.000000e+00, ptr %35, align 4
  %36 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 1
  store float 0.000000e+00, ptr %36, align 4
  %37 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 2
  store float 0.000000e+00, ptr %37, align 4
  %38 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 0
  store float 0.000000e+00, ptr %38, align 4
  %39 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 1
  store float 1.000000e+00, ptr %39, align 4
  %40 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 2
  store float 0.000000e+00, ptr %40, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 4 %2, i64 12, i1 false)
  %41 = load [2 x i64], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 4 %3, i64 12, i1 false)
  %42 = load [2 x i64], ptr %5, align 8
  %43 = call [2 x i64] @cross([2 x i64] %41, [2 x i64] %42) #4
  store [2 x i64] %43, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 8 %6, i64 12, i1 false)
  %44 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 0
  %45 = load float, ptr %44, align 4
  %46 = fpext float %45 to double
  %47 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 1
  %48 = load float, ptr %47, align 4
  %49 = fpext float %48 to double
  %50 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 2
  %51 = load float, ptr %50, align 4
  %52 = fpext float %51 to double
  %53 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %46, double noundef %49, double noundef %52) #4
  %54 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 0
  store float 1.500000e+00, ptr %54, align 4
  %55 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 1
  store float -2.000000e+00, ptr %55, align 4
  %56 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 2
  store float 3.000000e+00, ptr %56, align 4
  %57 = getelementptr inbounds %struct.f3, ptr %9, i32 0, i32 0
  store float 4.000000e+00, ptr %57, align 4
  %58 = getelementptr inbounds %struct.f3, ptr %9, i32 0, i32 1
  store float 5.250000e+00, ptr %58, align 4
  %59 = getelementptr inbounds %struct.f3, ptr %9, i32 0, i32 2
  store float -6.000000e+00, ptr %59, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 4 %8, i64 12, i1 false)
  %60 = load [2 x i64], ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 4 %9, i64 12, i1 false)
  %61 = load [2 x i64], ptr %11, align 8
  %62 = call [2 x i64] @cross([2 x i64] %60, [2 x i64] %61) #4
  store [2 x i64] %62, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 8 %12, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 4 %7, i64 12, i1 false)
  %63 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 0
  %64 = load float, ptr %63, align 4
  %65 = fpext float %64 to double
  %66 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 1
  %67 = load float, ptr %66, align 4
  %68 = fpext float %67 to double
  %69 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 2
  %70 = load float, ptr %69, align 4
  %71 = fpext float %70 to double
  %72 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %65, double noundef %68, double noundef %71) #4
  %73 = getelementptr inbounds %struct.f4, ptr %14, i32 0, i32 0
  %74 = getelementptr inbounds [4 x float], ptr %73, i64 0, i64 0
  store float 1.000000e+00, ptr %74, align 4
  %75 = getelementptr inbounds float, ptr %74, i64 1
  store float 2.000000e+00, ptr %75, align 4
  %76 = getelementptr inbounds float, ptr %75, i64 1
  store float 3.000000e+00, ptr %76, align 4
  %77 = getelementptr inbounds float, ptr %76, i64 1
  store float 4.000000e+00, ptr %77, align 4
  %78 = getelementptr inbounds %struct.f4, ptr %15, i32 0, i32 0
  %79 = getelementptr inbounds [4 x float], ptr %78, i64 0, i64 0
  store float 5.000000e-01, ptr %79, align 4
  %80 = getelementptr inbounds float, ptr %79, i64 1
  store float 2.500000e-01, ptr %80, align 4
  %81 = getelementptr inbounds float, ptr %80, i64 1
  store float 1.250000e-01, ptr %81, align 4
  %82 = getelementptr inbounds float, ptr %81, i64 1
  store float 6.250000e-02, ptr %82, align 4
  %83 = getelementptr inbounds %struct.f4, ptr %14, i32 0, i32 0
  %84 = load [2 x i64], ptr %83, align 4
  %85 = getelementptr inbounds %struct.f4, ptr %15, i32 0, i32 0
  %86 = load [2 x i64], ptr %85, align 4
  %87 = call [2 x i64] @f4add([2 x i64] %84, [2 x i64] %86) #4
  %88 = getelementptr inbounds %struct.f4, ptr %13, i32 0, i32 0
  store [2 x i64] %87, ptr %88, align 4
  %89 = getelementptr inbounds %struct.f4, ptr %13, i32 0, i32 0
  %90 = getelementptr inbounds [4 x float], ptr %89, i64 0, i64 0
  %91 = load float, ptr %90, align 4
  %92 = fpext float %91 to double
  %93 = getelementptr inbounds %struct.f4, ptr %13, i32 0, i32 0
  %94 = getelementptr inbounds [4 x float], ptr %93, i64 0, i64 1
  %95 = load float, ptr %94, align 4
  %96 = fpext float %95 to double
  %97 = getelementptr inbounds %struct.f4, ptr %13, i32 0, i32 0
  %98 = getelementptr inbounds [4 x float], ptr %97, i64 0, i64 2
  %99 = load float, ptr %98, align 4
  %100 = fpext float %99 to double
  %101 = getelementptr inbounds %struct.f4, ptr %13, i32 0, i32 0
  %102 = getelementptr inbounds [4 x float], ptr %101, i64 0, i64 3
  %103 = load float, ptr %102, align 4
  %104 = fpext float %103 to double
  %105 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %92, double noundef %96, double noundef %100, double noundef %104) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 @__const.main.z, i64 16, i1 false)
  store i32 0, ptr %17, align 4
  br label %106

106:                                              ; preds = %125, %0
  %107 = load i32, ptr %17, align 4
  %108 = icmp slt i32 %107, 5
  br i1 %108, label %109, label %128

109:                                              ; preds = %106
  %110 = getelementptr inbounds %struct.d2, ptr %19, i32 0, i32 0
  store double 5.000000e-01, ptr %110, align 8
  %111 = getelementptr inbounds %struct.d2, ptr %19, i32 0, i32 1
  store double 1.500000e+00, ptr %111, align 8
  %112 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %113 = load double, ptr %112, align 8
  %114 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %115 = load double, ptr %114, align 8
  %116 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %117 = load double, ptr %116, align 8
  %118 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %119 = load double, ptr %118, align 8
  %120 = call { double, double } @cmul(double %113, double %115, double %117, double %119) #4
  %121 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %122 = extractvalue { double, double } %120, 0
  store double %122, ptr %121, align 8
  %123 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  %124 = extractvalue { double, double } %120, 1
  store double %124, ptr %123, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %18, i64 16, i1 false)
  br label %125

125:                                              ; preds = %109
  %126 = load i32, ptr %17, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %17, align 4
  br label %106, !llvm.loop !7

128:                                              ; preds = %106
  %129 = getelementptr inbounds %struct.d2, ptr %16, i32 0, i32 0
  %130 = load double, ptr %129, align 8
  %131 = getelementptr inbounds %struct.d2, ptr %16, i32 0, i32 1
  %132 = load double, ptr %131, align 8
  %133 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %130, double noundef %132) #4
  %134 = getelementptr inbounds %struct.d3, ptr %21, i32 0, i32 0
  store double 1.000000e+00, ptr %134, align 8
  %135 = getelementptr inbounds %struct.d3, ptr %21, i32 0, i32 1
  store double -2.000000e+00, ptr %135, align 8
  %136 = getelementptr inbounds %struct.d3, ptr %21, i32 0, i32 2
  store double 3.500000e+00, ptr %136, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %21, i64 24, i1 false)
  call void @d3scale(ptr sret(%struct.d3) align 8 %20, ptr noundef %22, double noundef 2.500000e+00) #4
  %137 = getelementptr inbounds %struct.d3, ptr %20, i32 0, i32 0
  %138 = load double, ptr %137, align 8
  %139 = getelementptr inbounds %struct.d3, ptr %20, i32 0, i32 1
  %140 = load double, ptr %139, align 8
  %141 = getelementptr inbounds %struct.d3, ptr %20, i32 0, i32 2
  %142 = load double, ptr %141, align 8
  %143 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %138, double noundef %140, double noundef %142) #4
  %144 = getelementptr inbounds %struct.f2, ptr %24, i32 0, i32 0
  store float 1.250000e+00, ptr %144, align 4
  %145 = getelementptr inbounds %struct.f2, ptr %24, i32 0, i32 1
  store float -7.500000e+00, ptr %145, align 4
  %146 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %147 = load float, ptr %146, align 4
  %148 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %149 = load float, ptr %148, align 4
  %150 = call { float, float } @swap2(float %147, float %149) #4
  %151 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %152 = extractvalue { float, float } %150, 0
  store float %152, ptr %151, align 4
  %153 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  %154 = extractvalue { float, float } %150, 1
  store float %154, ptr %153, align 4
  %155 = getelementptr inbounds %struct.f2, ptr %23, i32 0, i32 0
  %156 = load float, ptr %155, align 4
  %157 = fpext float %156 to double
  %158 = getelementptr inbounds %struct.f2, ptr %23, i32 0, i32 1
  %159 = load float, ptr %158, align 4
  %160 = fpext float %159 to double
  %161 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %157, double noundef %160) #4
  %162 = call { float, i32 } @fi_mk(float noundef 3.250000e+00, i32 noundef signext 41) #4
  %163 = getelementptr inbounds { float, i32 }, ptr %25, i32 0, i32 0
  %164 = extractvalue { float, i32 } %162, 0
  store float %164, ptr %163, align 4
  %165 = getelementptr inbounds { float, i32 }, ptr %25, i32 0, i32 1
  %166 = extractvalue { float, i32 } %162, 1
  store i32 %166, ptr %165, align 4
  %167 = getelementptr inbounds %struct.fi, ptr %25, i32 0, i32 0
  %168 = load float, ptr %167, align 4
  %169 = fpext float %168 to double
  %170 = getelementptr inbounds %struct.fi, ptr %25, i32 0, i32 1
  %171 = load i32, ptr %170, align 4
  %172 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %169, i32 noundef signext %171) #4
  %173 = getelementptr inbounds %struct.di, ptr %27, i32 0, i32 0
  store double 2.750000e+00, ptr %173, align 8
  %174 = getelementptr inbounds %struct.di, ptr %27, i32 0, i32 1
  store i64 -5000000000, ptr %174, align 8
  %175 = getelementptr inbounds { double, i64 }, ptr %27, i32 0, i32 0
  %176 = load double, ptr %175, align 8
  %177 = getelementptr inbounds { double, i64 }, ptr %27, i32 0, i32 1
  %178 = load i64, ptr %177, align 8
  %179 = call { double, i64 } @di_mk(double %176, i64 %178) #4
  %180 = getelementptr inbounds { double, i64 }, ptr %26, i32 0, i32 0
  %181 = extractvalue { double, i64 } %179, 0
  store double %181, ptr %180, align 8
  %182 = getelementptr inbounds { double, i64 }, ptr %26, i32 0, i32 1
  %183 = extractvalue { double, i64 } %179, 1
  store i64 %183, ptr %182, align 8
  %184 = getelementptr inbounds %struct.di, ptr %26, i32 0, i32 0
  %185 = load double, ptr %184, align 8
  %186 = getelementptr inbounds %struct.di, ptr %26, i32 0, i32 1
  %187 = load i64, ptr %186, align 8
  %188 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %185, i64 noundef %187) #4
  %189 = getelementptr inbounds %struct.id, ptr %29, i32 0, i32 0
  store i32 4660, ptr %189, align 8
  %190 = getelementptr inbounds %struct.id, ptr %29, i32 0, i32 1
  store double 9.250000e+00, ptr %190, align 8
  %191 = getelementptr inbounds { i32, double }, ptr %29, i32 0, i32 0
  %192 = load i32, ptr %191, align 8
  %193 = getelementptr inbounds { i32, double }, ptr %29, i32 0, i32 1
  %194 = load double, ptr %193, align 8
  %195 = call { i32, double } @id_mk(i32 %192, double %194) #4
  %196 = getelementptr inbounds { i32, double }, ptr %28, i32 0, i32 0
  %197 = extractvalue { i32, double } %195, 0
  store i32 %197, ptr %196, align 8
  %198 = getelementptr inbounds { i32, double }, ptr %28, i32 0, i32 1
  %199 = extractvalue { i32, double } %195, 1
  store double %199, ptr %198, align 8
  %200 = getelementptr inbounds %struct.id, ptr %28, i32 0, i32 0
  %201 = load i32, ptr %200, align 8
  %202 = getelementptr inbounds %struct.id, ptr %28, i32 0, i32 1
  %203 = load double, ptr %202, align 8
  %204 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %201, double noundef %203) #4
  %205 = getelementptr inbounds %struct.d2, ptr %30, i32 0, i32 0
  store double 1.000000e+00, ptr %205, align 8
  %206 = getelementptr inbounds %struct.d2, ptr %30, i32 0, i32 1
  store double 2.000000e+00, ptr %206, align 8
  %207 = getelementptr inbounds %struct.d2, ptr %31, i32 0, i32 0
  store double 3.000000e+00, ptr %207, align 8
  %208 = getelementptr inbounds %struct.d2, ptr %31, i32 0, i32 1
  store double 4.000000e+00, ptr %208, align 8
  %209 = getelementptr inbounds %struct.d2, ptr %32, i32 0, i32 0
  store double 5.000000e+00, ptr %209, align 8
  %210 = getelementptr inbounds %struct.d2, ptr %32, i32 0, i32 1
  store double 6.000000e+00, ptr %210, align 8
  %211 = getelementptr inbounds %struct.d2, ptr %33, i32 0, i32 0
  store double 7.000000e+00, ptr %211, align 8
  %212 = getelementptr inbounds %struct.d2, ptr %33, i32 0, i32 1
  store double 8.000000e+00, ptr %212, align 8
  %213 = getelementptr inbounds %struct.d2, ptr %34, i32 0, i32 0
  store double 9.000000e+00, ptr %213, align 8
  %214 = getelementptr inbounds %struct.d2, ptr %34, i32 0, i32 1
  store double 1.000000e+01, ptr %214, align 8
  %215 = getelementptr inbounds { double, double }, ptr %30, i32 0, i32 0
  %216 = load double, ptr %215, align 8
  %217 = getelementptr inbounds { double, double }, ptr %30, i32 0, i32 1
  %218 = load double, ptr %217, align 8
  %219 = getelementptr inbounds { double, double }, ptr %31, i32 0, i32 0
  %220 = load double, ptr %219, align 8
  %221 = getelementptr inbounds { double, double }, ptr %31, i32 0, i32 1
  %222 = load double, ptr %221, align 8
  %223 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %224 = load double, ptr %223, align 8
  %225 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  %226 = load double, ptr %225, align 8
  %227 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %228 = load double, ptr %227, align 8
  %229 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %230 = load double, ptr %229, align 8
  %231 = load [2 x i64], ptr %34, align 8
  %232 = call double @many(double %216, double %218, double %220, double %222, double %224, double %226, double %228, double %230, [2 x i64] %231, double noundef 1.150000e+01) #4
  %233 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %232) #4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal [2 x i64] @cross([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.f3, align 4
  %4 = alloca %struct.f3, align 4
  %5 = alloca [2 x i64], align 8
  %6 = alloca %struct.f3, align 4
  %7 = alloca [2 x i64], align 8
  %8 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 8 %5, i64 12, i1 false)
  store [2 x i64] %1, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 8 %7, i64 12, i1 false)
  %9 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 0
  %10 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 1
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 2
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 2
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = fmul float %15, %17
  %19 = fneg float %18
  %20 = call float @llvm.fmuladd.f32(float %11, float %13, float %19)
  store float %20, ptr %9, align 4
  %21 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 1
  %22 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 2
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 0
  %25 = load float, ptr %24, align 4
  %26 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 0
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 2
  %29 = load float, ptr %28, align 4
  %30 = fmul float %27, %29
  %31 = fneg float %30
  %32 = call float @llvm.fmuladd.f32(float %23, float %25, float %31)
  store float %32, ptr %21, align 4
  %33 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 2
  %34 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 0
  %35 = load float, ptr %34, align 4
  %36 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 1
  %37 = load float, ptr %36, align 4
  %38 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 1
  %39 = load float, ptr %38, align 4
  %40 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 0
  %41 = load float, ptr %40, align 4
  %42 = fmul float %39, %41
  %43 = fneg float %42
  %44 = call float @llvm.fmuladd.f32(float %35, float %37, float %43)
  store float %44, ptr %33, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 4 %3, i64 12, i1 false)
  %45 = load [2 x i64], ptr %8, align 8
  ret [2 x i64] %45
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal [2 x i64] @f4add([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.f4, align 4
  %4 = alloca %struct.f4, align 4
  %5 = alloca %struct.f4, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.f4, ptr %4, i32 0, i32 0
  store [2 x i64] %0, ptr %7, align 4
  %8 = getelementptr inbounds %struct.f4, ptr %5, i32 0, i32 0
  store [2 x i64] %1, ptr %8, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %24, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %27

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.f4, ptr %5, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x float], ptr %13, i64 0, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds %struct.f4, ptr %4, i32 0, i32 0
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x float], ptr %18, i64 0, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fadd float %22, %17
  store float %23, ptr %21, align 4
  br label %24

24:                                               ; preds = %12
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %9, !llvm.loop !9

27:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 16, i1 false)
  %28 = getelementptr inbounds %struct.f4, ptr %3, i32 0, i32 0
  %29 = load [2 x i64], ptr %28, align 4
  ret [2 x i64] %29
}

; Function Attrs: noinline nounwind optnone
define internal { double, double } @cmul(double %0, double %1, double %2, double %3) #0 {
  %5 = alloca %struct.d2, align 8
  %6 = alloca %struct.d2, align 8
  %7 = alloca %struct.d2, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.d2, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.d2, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %struct.d2, ptr %6, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.d2, ptr %7, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = fmul double %18, %20
  %22 = fneg double %21
  %23 = call double @llvm.fmuladd.f64(double %14, double %16, double %22)
  store double %23, ptr %12, align 8
  %24 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 1
  %25 = getelementptr inbounds %struct.d2, ptr %6, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds %struct.d2, ptr %7, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds %struct.d2, ptr %6, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  %31 = getelementptr inbounds %struct.d2, ptr %7, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = fmul double %30, %32
  %34 = call double @llvm.fmuladd.f64(double %26, double %28, double %33)
  store double %34, ptr %24, align 8
  %35 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %36 = load double, ptr %35, align 8
  %37 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %38 = load double, ptr %37, align 8
  %39 = insertvalue { double, double } poison, double %36, 0
  %40 = insertvalue { double, double } %39, double %38, 1
  ret { double, double } %40
}

; Function Attrs: noinline nounwind optnone
define internal void @d3scale(ptr noalias sret(%struct.d3) align 8 %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %2, ptr %5, align 8
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.d3, ptr %1, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = fmul double %8, %6
  store double %9, ptr %7, align 8
  %10 = load double, ptr %5, align 8
  %11 = getelementptr inbounds %struct.d3, ptr %1, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = fmul double %12, %10
  store double %13, ptr %11, align 8
  %14 = load double, ptr %5, align 8
  %15 = getelementptr inbounds %struct.d3, ptr %1, i32 0, i32 2
  %16 = load double, ptr %15, align 8
  %17 = fmul double %16, %14
  store double %17, ptr %15, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 24, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal { float, float } @swap2(float %0, float %1) #0 {
  %3 = alloca %struct.f2, align 4
  %4 = alloca %struct.f2, align 4
  %5 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  store float %0, ptr %5, align 4
  %6 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.f2, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.f2, ptr %4, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  store float %9, ptr %7, align 4
  %10 = getelementptr inbounds %struct.f2, ptr %3, i32 0, i32 1
  %11 = getelementptr inbounds %struct.f2, ptr %4, i32 0, i32 0
  %12 = load float, ptr %11, align 4
  store float %12, ptr %10, align 4
  %13 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %16 = load float, ptr %15, align 4
  %17 = insertvalue { float, float } poison, float %14, 0
  %18 = insertvalue { float, float } %17, float %16, 1
  ret { float, float } %18
}

; Function Attrs: noinline nounwind optnone
define internal { float, i32 } @fi_mk(float noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.fi, align 4
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  store float %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.fi, ptr %3, i32 0, i32 0
  %7 = load float, ptr %4, align 4
  %8 = fmul float %7, 2.000000e+00
  store float %8, ptr %6, align 4
  %9 = getelementptr inbounds %struct.fi, ptr %3, i32 0, i32 1
  %10 = load i32, ptr %5, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %9, align 4
  %12 = getelementptr inbounds { float, i32 }, ptr %3, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds { float, i32 }, ptr %3, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = insertvalue { float, i32 } poison, float %13, 0
  %17 = insertvalue { float, i32 } %16, i32 %15, 1
  ret { float, i32 } %17
}

; Function Attrs: noinline nounwind optnone
define internal { double, i64 } @di_mk(double %0, i64 %1) #0 {
  %3 = alloca %struct.di, align 8
  %4 = alloca %struct.di, align 8
  %5 = getelementptr inbounds { double, i64 }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.di, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = fneg double %8
  %10 = getelementptr inbounds %struct.di, ptr %4, i32 0, i32 0
  store double %9, ptr %10, align 8
  %11 = getelementptr inbounds %struct.di, ptr %4, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = mul nsw i64 %12, 3
  %14 = getelementptr inbounds %struct.di, ptr %4, i32 0, i32 1
  store i64 %13, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 16, i1 false)
  %15 = getelementptr inbounds { double, i64 }, ptr %3, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds { double, i64 }, ptr %3, i32 0, i32 1
  %18 = load i64, ptr %17, align 8
  %19 = insertvalue { double, i64 } poison, double %16, 0
  %20 = insertvalue { double, i64 } %19, i64 %18, 1
  ret { double, i64 } %20
}

; Function Attrs: noinline nounwind optnone
define internal { i32, double } @id_mk(i32 %0, double %1) #0 {
  %3 = alloca %struct.id, align 8
  %4 = alloca %struct.id, align 8
  %5 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 0
  store i32 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.id, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = xor i32 %8, 255
  store i32 %9, ptr %7, align 8
  %10 = getelementptr inbounds %struct.id, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fadd double %11, 5.000000e-01
  store double %12, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 16, i1 false)
  %13 = getelementptr inbounds { i32, double }, ptr %3, i32 0, i32 0
  %14 = load i32, ptr %13, align 8
  %15 = getelementptr inbounds { i32, double }, ptr %3, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = insertvalue { i32, double } poison, i32 %14, 0
  %18 = insertvalue { i32, double } %17, double %16, 1
  ret { i32, double } %18
}

; Function Attrs: noinline nounwind optnone
define internal double @many(double %0, double %1, double %2, double %3, double %4, double %5, double %6, double %7, [2 x i64] %8, double noundef %9) #0 {
  %11 = alloca %struct.d2, align 8
  %12 = alloca %struct.d2, align 8
  %13 = alloca %struct.d2, align 8
  %14 = alloca %struct.d2, align 8
  %15 = alloca %struct.d2, align 8
  %16 = alloca double, align 8
  %17 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  store double %0, ptr %17, align 8
  %18 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %1, ptr %18, align 8
  %19 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  store double %2, ptr %19, align 8
  %20 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  store double %3, ptr %20, align 8
  %21 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  store double %4, ptr %21, align 8
  %22 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %5, ptr %22, align 8
  %23 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  store double %6, ptr %23, align 8
  %24 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  store double %7, ptr %24, align 8
  store [2 x i64] %8, ptr %15, align 8
  store double %9, ptr %16, align 8
  %25 = getelementptr inbounds %struct.d2, ptr %11, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds %struct.d2, ptr %12, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = call double @llvm.fmuladd.f64(double %28, double 2.000000e+00, double %26)
  %30 = getelementptr inbounds %struct.d2, ptr %13, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = call double @llvm.fmuladd.f64(double %31, double 3.000000e+00, double %29)
  %33 = getelementptr inbounds %struct.d2, ptr %14, i32 0, i32 1
  %34 = load double, ptr %33, align 8
  %35 = call double @llvm.fmuladd.f64(double %34, double 4.000000e+00, double %32)
  %36 = getelementptr inbounds %struct.d2, ptr %15, i32 0, i32 0
  %37 = load double, ptr %36, align 8
  %38 = call double @llvm.fmuladd.f64(double %37, double 5.000000e+00, double %35)
  %39 = getelementptr inbounds %struct.d2, ptr %15, i32 0, i32 1
  %40 = load double, ptr %39, align 8
  %41 = call double @llvm.fmuladd.f64(double %40, double 6.000000e+00, double %38)
  %42 = load double, ptr %16, align 8
  %43 = call double @llvm.fmuladd.f64(double %42, double 7.000000e+00, double %41)
  ret double %43
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
