; ModuleID = 'tests/programs/long_double_math.c'
source_filename = "tests/programs/long_double_math.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.Boxed = type { i8, double, i32 }

@.str = private unnamed_addr constant [25 x i8] c"%.6Lf %.6Lf %.6Lf %.6Lf\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"%Le %Lg %.3Le %10.2Lf|\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"cmp %d %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"nan %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"horner %.6Lf %.6Lf\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"sqrt2 %.12Lf\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"va %.6Lf\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"box %c %.3Lf %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [42 x i8] c"from %.1Lf %.1Lf %.1Lf %.1Lf %.1Lf %.1Lf\0A\00", align 1
@.str.9 = private unnamed_addr constant [26 x i8] c"to %lld %llu %d %u %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [20 x i8] c"fd %.4f %.4f %.4Lf\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"fact20 %.0Lf\0A\00", align 1
@.str.12 = private unnamed_addr constant [29 x i8] c"mx %.5Lf mn %.5Lf neg %.2Lf\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [5 x double], align 8
  %6 = alloca %struct.Boxed, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i16, align 2
  %12 = alloca i8, align 1
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca float, align 4
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  %26 = alloca [4 x double], align 8
  %27 = alloca i32, align 4
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca i32, align 4
  store volatile double 2.500000e+00, ptr %1, align 8
  store volatile double -1.250000e-01, ptr %2, align 8
  store volatile double 1.000000e+18, ptr %3, align 8
  %31 = load volatile double, ptr %1, align 8
  %32 = load volatile double, ptr %2, align 8
  %33 = fadd double %31, %32
  %34 = load volatile double, ptr %1, align 8
  %35 = load volatile double, ptr %2, align 8
  %36 = fsub double %34, %35
  %37 = load volatile double, ptr %1, align 8
  %38 = load volatile double, ptr %2, align 8
  %39 = fmul double %37, %38
  %40 = load volatile double, ptr %1, align 8
  %41 = load volatile double, ptr %2, align 8
  %42 = fdiv double %40, %41
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %33, double noundef %36, double noundef %39, double noundef %42) #5
  %44 = load volatile double, ptr %1, align 8
  %45 = fmul double %44, 1.000000e+03
  %46 = load volatile double, ptr %2, align 8
  %47 = load volatile double, ptr %3, align 8
  %48 = load volatile double, ptr %1, align 8
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %45, double noundef %46, double noundef %47, double noundef %48) #5
  %50 = load volatile double, ptr %1, align 8
  %51 = load volatile double, ptr %2, align 8
  %52 = fcmp ogt double %50, %51
  %53 = zext i1 %52 to i32
  %54 = load volatile double, ptr %1, align 8
  %55 = load volatile double, ptr %2, align 8
  %56 = fcmp olt double %54, %55
  %57 = zext i1 %56 to i32
  %58 = load volatile double, ptr %1, align 8
  %59 = fcmp oeq double %58, 2.500000e+00
  %60 = zext i1 %59 to i32
  %61 = load volatile double, ptr %2, align 8
  %62 = fcmp ole double %61, -1.250000e-01
  %63 = zext i1 %62 to i32
  %64 = load volatile double, ptr %1, align 8
  %65 = load volatile double, ptr %1, align 8
  %66 = fcmp une double %64, %65
  %67 = zext i1 %66 to i32
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %53, i32 noundef %57, i32 noundef %60, i32 noundef %63, i32 noundef %67) #5
  store volatile double 0x7FF8000000000000, ptr %4, align 8
  %69 = load volatile double, ptr %4, align 8
  %70 = load volatile double, ptr %4, align 8
  %71 = fcmp oeq double %69, %70
  %72 = zext i1 %71 to i32
  %73 = load volatile double, ptr %4, align 8
  %74 = load volatile double, ptr %1, align 8
  %75 = fcmp olt double %73, %74
  %76 = zext i1 %75 to i32
  %77 = load volatile double, ptr %4, align 8
  %78 = load volatile double, ptr %4, align 8
  %79 = fcmp une double %77, %78
  %80 = zext i1 %79 to i32
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %72, i32 noundef %76, i32 noundef %80) #5
  call void @llvm.memset.p0.i32(ptr align 8 %5, i8 0, i32 40, i1 false)
  %82 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 0
  store double 1.000000e+00, ptr %82, align 8
  %83 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 1
  store double -2.000000e+00, ptr %83, align 8
  %84 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 2
  store double 5.000000e-01, ptr %84, align 8
  %85 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 3
  store double 3.000000e+00, ptr %85, align 8
  %86 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 4
  store double -2.500000e-01, ptr %86, align 8
  %87 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 0
  %88 = call double @horner(ptr noundef %87, i32 noundef 5, double noundef 1.500000e+00) #5
  %89 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 0
  %90 = call double @horner(ptr noundef %89, i32 noundef 5, double noundef -2.000000e+00) #5
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %88, double noundef %90) #5
  %92 = call double @newton_sqrt(double noundef 2.000000e+00) #5
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %92) #5
  %94 = call double (i32, ...) @sum_va(i32 noundef 5, double noundef 1.000000e+00, double noundef 2.250000e+00, double noundef 3.500000e+00, double noundef -7.500000e-01, double noundef 1.000000e+01) #5
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %94) #5
  %96 = load volatile double, ptr %1, align 8
  call void @box(ptr sret(%struct.Boxed) align 8 %6, i8 noundef signext 113, double noundef %96) #5
  %97 = getelementptr inbounds %struct.Boxed, ptr %6, i32 0, i32 0
  %98 = load i8, ptr %97, align 8
  %99 = sext i8 %98 to i32
  %100 = getelementptr inbounds %struct.Boxed, ptr %6, i32 0, i32 1
  %101 = load double, ptr %100, align 8
  %102 = getelementptr inbounds %struct.Boxed, ptr %6, i32 0, i32 2
  %103 = load i32, ptr %102, align 8
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %99, double noundef %101, i32 noundef %103) #5
  store volatile i64 -123456789012, ptr %7, align 8
  store volatile i64 -446744073709551616, ptr %8, align 8
  store volatile i32 -77, ptr %9, align 4
  store volatile i32 -294967296, ptr %10, align 4
  store volatile i16 -300, ptr %11, align 2
  store volatile i8 -56, ptr %12, align 1
  %105 = load volatile i64, ptr %7, align 8
  %106 = sitofp i64 %105 to double
  store double %106, ptr %13, align 8
  %107 = load volatile i64, ptr %8, align 8
  %108 = uitofp i64 %107 to double
  store double %108, ptr %14, align 8
  %109 = load volatile i32, ptr %9, align 4
  %110 = sitofp i32 %109 to double
  store double %110, ptr %15, align 8
  %111 = load volatile i32, ptr %10, align 4
  %112 = uitofp i32 %111 to double
  store double %112, ptr %16, align 8
  %113 = load volatile i16, ptr %11, align 2
  %114 = sitofp i16 %113 to double
  store double %114, ptr %17, align 8
  %115 = load volatile i8, ptr %12, align 1
  %116 = uitofp i8 %115 to double
  store double %116, ptr %18, align 8
  %117 = load double, ptr %13, align 8
  %118 = load double, ptr %14, align 8
  %119 = fdiv double %118, 1.000000e+06
  %120 = load double, ptr %15, align 8
  %121 = load double, ptr %16, align 8
  %122 = load double, ptr %17, align 8
  %123 = load double, ptr %18, align 8
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %117, double noundef %119, double noundef %120, double noundef %121, double noundef %122, double noundef %123) #5
  store volatile double 0xC0F81CDC00000000, ptr %19, align 8
  store volatile double 1.250000e+17, ptr %20, align 8
  %125 = load volatile double, ptr %19, align 8
  %126 = fptosi double %125 to i64
  %127 = load volatile double, ptr %20, align 8
  %128 = fptoui double %127 to i64
  %129 = load volatile double, ptr %19, align 8
  %130 = fptosi double %129 to i32
  %131 = load volatile double, ptr %19, align 8
  %132 = fneg double %131
  %133 = fptoui double %132 to i32
  %134 = load volatile double, ptr %19, align 8
  %135 = fdiv double %134, 4.000000e+00
  %136 = fptosi double %135 to i16
  %137 = sext i16 %136 to i32
  %138 = load volatile double, ptr %19, align 8
  %139 = fdiv double %138, 1.000000e+03
  %140 = fptosi double %139 to i8
  %141 = sext i8 %140 to i32
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %126, i64 noundef %128, i32 noundef %130, i32 noundef %133, i32 noundef %137, i32 noundef %141) #5
  %143 = load volatile double, ptr %1, align 8
  %144 = fptrunc double %143 to float
  store float %144, ptr %21, align 4
  %145 = load volatile double, ptr %2, align 8
  store double %145, ptr %22, align 8
  %146 = load float, ptr %21, align 4
  %147 = fpext float %146 to double
  %148 = load double, ptr %22, align 8
  %149 = fadd double %147, %148
  store double %149, ptr %23, align 8
  %150 = load float, ptr %21, align 4
  %151 = fpext float %150 to double
  %152 = load double, ptr %22, align 8
  %153 = load double, ptr %23, align 8
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %151, double noundef %152, double noundef %153) #5
  store double 1.000000e+00, ptr %24, align 8
  store i32 1, ptr %25, align 4
  br label %155

155:                                              ; preds = %163, %0
  %156 = load i32, ptr %25, align 4
  %157 = icmp sle i32 %156, 20
  br i1 %157, label %158, label %166

158:                                              ; preds = %155
  %159 = load i32, ptr %25, align 4
  %160 = sitofp i32 %159 to double
  %161 = load double, ptr %24, align 8
  %162 = fmul double %161, %160
  store double %162, ptr %24, align 8
  br label %163

163:                                              ; preds = %158
  %164 = load i32, ptr %25, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %25, align 4
  br label %155, !llvm.loop !5

166:                                              ; preds = %155
  %167 = load double, ptr %24, align 8
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %167) #5
  store i32 0, ptr %27, align 4
  br label %169

169:                                              ; preds = %179, %166
  %170 = load i32, ptr %27, align 4
  %171 = icmp slt i32 %170, 4
  br i1 %171, label %172, label %182

172:                                              ; preds = %169
  %173 = load i32, ptr %27, align 4
  %174 = add nsw i32 %173, 1
  %175 = sitofp i32 %174 to double
  %176 = fdiv double 1.000000e+00, %175
  %177 = load i32, ptr %27, align 4
  %178 = getelementptr inbounds [4 x double], ptr %26, i32 0, i32 %177
  store double %176, ptr %178, align 8
  br label %179

179:                                              ; preds = %172
  %180 = load i32, ptr %27, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %27, align 4
  br label %169, !llvm.loop !7

182:                                              ; preds = %169
  %183 = getelementptr inbounds [4 x double], ptr %26, i32 0, i32 0
  %184 = load double, ptr %183, align 8
  store double %184, ptr %28, align 8
  %185 = getelementptr inbounds [4 x double], ptr %26, i32 0, i32 0
  %186 = load double, ptr %185, align 8
  store double %186, ptr %29, align 8
  store i32 1, ptr %30, align 4
  br label %187

187:                                              ; preds = %211, %182
  %188 = load i32, ptr %30, align 4
  %189 = icmp slt i32 %188, 4
  br i1 %189, label %190, label %214

190:                                              ; preds = %187
  %191 = load i32, ptr %30, align 4
  %192 = getelementptr inbounds [4 x double], ptr %26, i32 0, i32 %191
  %193 = load double, ptr %192, align 8
  %194 = load double, ptr %28, align 8
  %195 = fcmp ogt double %193, %194
  br i1 %195, label %196, label %200

196:                                              ; preds = %190
  %197 = load i32, ptr %30, align 4
  %198 = getelementptr inbounds [4 x double], ptr %26, i32 0, i32 %197
  %199 = load double, ptr %198, align 8
  store double %199, ptr %28, align 8
  br label %200

200:                                              ; preds = %196, %190
  %201 = load i32, ptr %30, align 4
  %202 = getelementptr inbounds [4 x double], ptr %26, i32 0, i32 %201
  %203 = load double, ptr %202, align 8
  %204 = load double, ptr %29, align 8
  %205 = fcmp olt double %203, %204
  br i1 %205, label %206, label %210

206:                                              ; preds = %200
  %207 = load i32, ptr %30, align 4
  %208 = getelementptr inbounds [4 x double], ptr %26, i32 0, i32 %207
  %209 = load double, ptr %208, align 8
  store double %209, ptr %29, align 8
  br label %210

210:                                              ; preds = %206, %200
  br label %211

211:                                              ; preds = %210
  %212 = load i32, ptr %30, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %30, align 4
  br label %187, !llvm.loop !8

214:                                              ; preds = %187
  %215 = load double, ptr %28, align 8
  %216 = load double, ptr %29, align 8
  %217 = load double, ptr %28, align 8
  %218 = fneg double %217
  %219 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %215, double noundef %216, double noundef %218) #5
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal double @horner(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  %9 = load i32, ptr %5, align 4
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %8, align 4
  br label %11

11:                                               ; preds = %22, %3
  %12 = load i32, ptr %8, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %25

14:                                               ; preds = %11
  %15 = load double, ptr %7, align 8
  %16 = load double, ptr %6, align 8
  %17 = load ptr, ptr %4, align 4
  %18 = load i32, ptr %8, align 4
  %19 = getelementptr inbounds double, ptr %17, i32 %18
  %20 = load double, ptr %19, align 8
  %21 = call double @llvm.fmuladd.f64(double %15, double %16, double %20)
  store double %21, ptr %7, align 8
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %8, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, ptr %8, align 4
  br label %11, !llvm.loop !9

25:                                               ; preds = %11
  %26 = load double, ptr %7, align 8
  ret double %26
}

; Function Attrs: noinline nounwind optnone
define internal double @newton_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = fdiv double %5, 2.000000e+00
  store double %6, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %17, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 40
  br i1 %9, label %10, label %20

10:                                               ; preds = %7
  %11 = load double, ptr %3, align 8
  %12 = load double, ptr %2, align 8
  %13 = load double, ptr %3, align 8
  %14 = fdiv double %12, %13
  %15 = fadd double %11, %14
  %16 = fdiv double %15, 2.000000e+00
  store double %16, ptr %3, align 8
  br label %17

17:                                               ; preds = %10
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %7, !llvm.loop !10

20:                                               ; preds = %7
  %21 = load double, ptr %3, align 8
  ret double %21
}

; Function Attrs: noinline nounwind optnone
define internal double @sum_va(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %27, %1
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %30

12:                                               ; preds = %8
  %13 = load i32, ptr %5, align 4
  %14 = srem i32 %13, 2
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %12
  %17 = va_arg ptr %3, double
  store double %17, ptr %6, align 8
  %18 = load double, ptr %6, align 8
  %19 = load double, ptr %4, align 8
  %20 = fadd double %19, %18
  store double %20, ptr %4, align 8
  br label %26

21:                                               ; preds = %12
  %22 = va_arg ptr %3, double
  store double %22, ptr %7, align 8
  %23 = load double, ptr %7, align 8
  %24 = load double, ptr %4, align 8
  %25 = fadd double %24, %23
  store double %25, ptr %4, align 8
  br label %26

26:                                               ; preds = %21, %16
  br label %27

27:                                               ; preds = %26
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %5, align 4
  br label %8, !llvm.loop !11

30:                                               ; preds = %8
  call void @llvm.va_end(ptr %3)
  %31 = load double, ptr %4, align 8
  ret double %31
}

; Function Attrs: noinline nounwind optnone
define internal void @box(ptr noalias sret(%struct.Boxed) align 8 %0, i8 noundef signext %1, double noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca double, align 8
  store i8 %1, ptr %4, align 1
  store double %2, ptr %5, align 8
  %6 = getelementptr inbounds %struct.Boxed, ptr %0, i32 0, i32 0
  %7 = load i8, ptr %4, align 1
  store i8 %7, ptr %6, align 8
  %8 = getelementptr inbounds %struct.Boxed, ptr %0, i32 0, i32 1
  %9 = load double, ptr %5, align 8
  %10 = fmul double %9, 2.000000e+00
  store double %10, ptr %8, align 8
  %11 = getelementptr inbounds %struct.Boxed, ptr %0, i32 0, i32 2
  %12 = load double, ptr %5, align 8
  %13 = fptosi double %12 to i32
  store i32 %13, ptr %11, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nobuiltin "no-builtins" }

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
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
