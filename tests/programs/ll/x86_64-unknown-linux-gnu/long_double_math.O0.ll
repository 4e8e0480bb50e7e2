; ModuleID = 'tests/programs/long_double_math.c'
source_filename = "tests/programs/long_double_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Boxed = type { i8, x86_fp80, i32, [12 x i8] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
  %1 = alloca x86_fp80, align 16
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca [5 x x86_fp80], align 16
  %6 = alloca %struct.Boxed, align 16
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i16, align 2
  %12 = alloca i8, align 1
  %13 = alloca x86_fp80, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca x86_fp80, align 16
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca x86_fp80, align 16
  %19 = alloca x86_fp80, align 16
  %20 = alloca x86_fp80, align 16
  %21 = alloca float, align 4
  %22 = alloca double, align 8
  %23 = alloca x86_fp80, align 16
  %24 = alloca x86_fp80, align 16
  %25 = alloca i32, align 4
  %26 = alloca [4 x x86_fp80], align 16
  %27 = alloca i32, align 4
  %28 = alloca x86_fp80, align 16
  %29 = alloca x86_fp80, align 16
  %30 = alloca i32, align 4
  store volatile x86_fp80 0xK4000A000000000000000, ptr %1, align 16
  store volatile x86_fp80 0xKBFFC8000000000000000, ptr %2, align 16
  store volatile x86_fp80 0xK403ADE0B6B3A76400000, ptr %3, align 16
  %31 = load volatile x86_fp80, ptr %1, align 16
  %32 = load volatile x86_fp80, ptr %2, align 16
  %33 = fadd x86_fp80 %31, %32
  %34 = load volatile x86_fp80, ptr %1, align 16
  %35 = load volatile x86_fp80, ptr %2, align 16
  %36 = fsub x86_fp80 %34, %35
  %37 = load volatile x86_fp80, ptr %1, align 16
  %38 = load volatile x86_fp80, ptr %2, align 16
  %39 = fmul x86_fp80 %37, %38
  %40 = load volatile x86_fp80, ptr %1, align 16
  %41 = load volatile x86_fp80, ptr %2, align 16
  %42 = fdiv x86_fp80 %40, %41
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str, x86_fp80 noundef %33, x86_fp80 noundef %36, x86_fp80 noundef %39, x86_fp80 noundef %42) #5
  %44 = load volatile x86_fp80, ptr %1, align 16
  %45 = fmul x86_fp80 %44, 0xK4008FA00000000000000
  %46 = load volatile x86_fp80, ptr %2, align 16
  %47 = load volatile x86_fp80, ptr %3, align 16
  %48 = load volatile x86_fp80, ptr %1, align 16
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, x86_fp80 noundef %45, x86_fp80 noundef %46, x86_fp80 noundef %47, x86_fp80 noundef %48) #5
  %50 = load volatile x86_fp80, ptr %1, align 16
  %51 = load volatile x86_fp80, ptr %2, align 16
  %52 = fcmp ogt x86_fp80 %50, %51
  %53 = zext i1 %52 to i32
  %54 = load volatile x86_fp80, ptr %1, align 16
  %55 = load volatile x86_fp80, ptr %2, align 16
  %56 = fcmp olt x86_fp80 %54, %55
  %57 = zext i1 %56 to i32
  %58 = load volatile x86_fp80, ptr %1, align 16
  %59 = fcmp oeq x86_fp80 %58, 0xK4000A000000000000000
  %60 = zext i1 %59 to i32
  %61 = load volatile x86_fp80, ptr %2, align 16
  %62 = fcmp ole x86_fp80 %61, 0xKBFFC8000000000000000
  %63 = zext i1 %62 to i32
  %64 = load volatile x86_fp80, ptr %1, align 16
  %65 = load volatile x86_fp80, ptr %1, align 16
  %66 = fcmp une x86_fp80 %64, %65
  %67 = zext i1 %66 to i32
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %53, i32 noundef %57, i32 noundef %60, i32 noundef %63, i32 noundef %67) #5
  store volatile x86_fp80 0xK7FFFC000000000000000, ptr %4, align 16
  %69 = load volatile x86_fp80, ptr %4, align 16
  %70 = load volatile x86_fp80, ptr %4, align 16
  %71 = fcmp oeq x86_fp80 %69, %70
  %72 = zext i1 %71 to i32
  %73 = load volatile x86_fp80, ptr %4, align 16
  %74 = load volatile x86_fp80, ptr %1, align 16
  %75 = fcmp olt x86_fp80 %73, %74
  %76 = zext i1 %75 to i32
  %77 = load volatile x86_fp80, ptr %4, align 16
  %78 = load volatile x86_fp80, ptr %4, align 16
  %79 = fcmp une x86_fp80 %77, %78
  %80 = zext i1 %79 to i32
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %72, i32 noundef %76, i32 noundef %80) #5
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 80, i1 false)
  %82 = getelementptr inbounds [5 x x86_fp80], ptr %5, i32 0, i32 0
  store x86_fp80 0xK3FFF8000000000000000, ptr %82, align 16
  %83 = getelementptr inbounds [5 x x86_fp80], ptr %5, i32 0, i32 1
  store x86_fp80 0xKC0008000000000000000, ptr %83, align 16
  %84 = getelementptr inbounds [5 x x86_fp80], ptr %5, i32 0, i32 2
  store x86_fp80 0xK3FFE8000000000000000, ptr %84, align 16
  %85 = getelementptr inbounds [5 x x86_fp80], ptr %5, i32 0, i32 3
  store x86_fp80 0xK4000C000000000000000, ptr %85, align 16
  %86 = getelementptr inbounds [5 x x86_fp80], ptr %5, i32 0, i32 4
  store x86_fp80 0xKBFFD8000000000000000, ptr %86, align 16
  %87 = getelementptr inbounds [5 x x86_fp80], ptr %5, i64 0, i64 0
  %88 = call x86_fp80 @horner(ptr noundef %87, i32 noundef 5, x86_fp80 noundef 0xK3FFFC000000000000000) #5
  %89 = getelementptr inbounds [5 x x86_fp80], ptr %5, i64 0, i64 0
  %90 = call x86_fp80 @horner(ptr noundef %89, i32 noundef 5, x86_fp80 noundef 0xKC0008000000000000000) #5
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, x86_fp80 noundef %88, x86_fp80 noundef %90) #5
  %92 = call x86_fp80 @newton_sqrt(x86_fp80 noundef 0xK40008000000000000000) #5
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, x86_fp80 noundef %92) #5
  %94 = call x86_fp80 (i32, ...) @sum_va(i32 noundef 5, double noundef 1.000000e+00, x86_fp80 noundef 0xK40009000000000000000, double noundef 3.500000e+00, x86_fp80 noundef 0xKBFFEC000000000000000, double noundef 1.000000e+01) #5
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, x86_fp80 noundef %94) #5
  %96 = load volatile x86_fp80, ptr %1, align 16
  call void @box(ptr sret(%struct.Boxed) align 16 %6, i8 noundef signext 113, x86_fp80 noundef %96) #5
  %97 = getelementptr inbounds %struct.Boxed, ptr %6, i32 0, i32 0
  %98 = load i8, ptr %97, align 16
  %99 = sext i8 %98 to i32
  %100 = getelementptr inbounds %struct.Boxed, ptr %6, i32 0, i32 1
  %101 = load x86_fp80, ptr %100, align 16
  %102 = getelementptr inbounds %struct.Boxed, ptr %6, i32 0, i32 2
  %103 = load i32, ptr %102, align 16
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %99, x86_fp80 noundef %101, i32 noundef %103) #5
  store volatile i64 -123456789012, ptr %7, align 8
  store volatile i64 -446744073709551616, ptr %8, align 8
  store volatile i32 -77, ptr %9, align 4
  store volatile i32 -294967296, ptr %10, align 4
  store volatile i16 -300, ptr %11, align 2
  store volatile i8 -56, ptr %12, align 1
  %105 = load volatile i64, ptr %7, align 8
  %106 = sitofp i64 %105 to x86_fp80
  store x86_fp80 %106, ptr %13, align 16
  %107 = load volatile i64, ptr %8, align 8
  %108 = uitofp i64 %107 to x86_fp80
  store x86_fp80 %108, ptr %14, align 16
  %109 = load volatile i32, ptr %9, align 4
  %110 = sitofp i32 %109 to x86_fp80
  store x86_fp80 %110, ptr %15, align 16
  %111 = load volatile i32, ptr %10, align 4
  %112 = uitofp i32 %111 to x86_fp80
  store x86_fp80 %112, ptr %16, align 16
  %113 = load volatile i16, ptr %11, align 2
  %114 = sitofp i16 %113 to x86_fp80
  store x86_fp80 %114, ptr %17, align 16
  %115 = load volatile i8, ptr %12, align 1
  %116 = uitofp i8 %115 to x86_fp80
  store x86_fp80 %116, ptr %18, align 16
  %117 = load x86_fp80, ptr %13, align 16
  %118 = load x86_fp80, ptr %14, align 16
  %119 = fdiv x86_fp80 %118, 0xK4012F424000000000000
  %120 = load x86_fp80, ptr %15, align 16
  %121 = load x86_fp80, ptr %16, align 16
  %122 = load x86_fp80, ptr %17, align 16
  %123 = load x86_fp80, ptr %18, align 16
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, x86_fp80 noundef %117, x86_fp80 noundef %119, x86_fp80 noundef %120, x86_fp80 noundef %121, x86_fp80 noundef %122, x86_fp80 noundef %123) #5
  store volatile x86_fp80 0xKC00FC0E6E00000000000, ptr %19, align 16
  store volatile x86_fp80 0xK4037DE0B6B3A76400000, ptr %20, align 16
  %125 = load volatile x86_fp80, ptr %19, align 16
  %126 = fptosi x86_fp80 %125 to i64
  %127 = load volatile x86_fp80, ptr %20, align 16
  %128 = fptoui x86_fp80 %127 to i64
  %129 = load volatile x86_fp80, ptr %19, align 16
  %130 = fptosi x86_fp80 %129 to i32
  %131 = load volatile x86_fp80, ptr %19, align 16
  %132 = fneg x86_fp80 %131
  %133 = fptoui x86_fp80 %132 to i32
  %134 = load volatile x86_fp80, ptr %19, align 16
  %135 = fdiv x86_fp80 %134, 0xK40018000000000000000
  %136 = fptosi x86_fp80 %135 to i16
  %137 = sext i16 %136 to i32
  %138 = load volatile x86_fp80, ptr %19, align 16
  %139 = fdiv x86_fp80 %138, 0xK4008FA00000000000000
  %140 = fptosi x86_fp80 %139 to i8
  %141 = sext i8 %140 to i32
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %126, i64 noundef %128, i32 noundef %130, i32 noundef %133, i32 noundef %137, i32 noundef %141) #5
  %143 = load volatile x86_fp80, ptr %1, align 16
  %144 = fptrunc x86_fp80 %143 to float
  store float %144, ptr %21, align 4
  %145 = load volatile x86_fp80, ptr %2, align 16
  %146 = fptrunc x86_fp80 %145 to double
  store double %146, ptr %22, align 8
  %147 = load float, ptr %21, align 4
  %148 = fpext float %147 to x86_fp80
  %149 = load double, ptr %22, align 8
  %150 = fpext double %149 to x86_fp80
  %151 = fadd x86_fp80 %148, %150
  store x86_fp80 %151, ptr %23, align 16
  %152 = load float, ptr %21, align 4
  %153 = fpext float %152 to double
  %154 = load double, ptr %22, align 8
  %155 = load x86_fp80, ptr %23, align 16
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %153, double noundef %154, x86_fp80 noundef %155) #5
  store x86_fp80 0xK3FFF8000000000000000, ptr %24, align 16
  store i32 1, ptr %25, align 4
  br label %157

157:                                              ; preds = %165, %0
  %158 = load i32, ptr %25, align 4
  %159 = icmp sle i32 %158, 20
  br i1 %159, label %160, label %168

160:                                              ; preds = %157
  %161 = load i32, ptr %25, align 4
  %162 = sitofp i32 %161 to x86_fp80
  %163 = load x86_fp80, ptr %24, align 16
  %164 = fmul x86_fp80 %163, %162
  store x86_fp80 %164, ptr %24, align 16
  br label %165

165:                                              ; preds = %160
  %166 = load i32, ptr %25, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %25, align 4
  br label %157, !llvm.loop !5

168:                                              ; preds = %157
  %169 = load x86_fp80, ptr %24, align 16
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, x86_fp80 noundef %169) #5
  store i32 0, ptr %27, align 4
  br label %171

171:                                              ; preds = %182, %168
  %172 = load i32, ptr %27, align 4
  %173 = icmp slt i32 %172, 4
  br i1 %173, label %174, label %185

174:                                              ; preds = %171
  %175 = load i32, ptr %27, align 4
  %176 = add nsw i32 %175, 1
  %177 = sitofp i32 %176 to x86_fp80
  %178 = fdiv x86_fp80 0xK3FFF8000000000000000, %177
  %179 = load i32, ptr %27, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [4 x x86_fp80], ptr %26, i64 0, i64 %180
  store x86_fp80 %178, ptr %181, align 16
  br label %182

182:                                              ; preds = %174
  %183 = load i32, ptr %27, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %27, align 4
  br label %171, !llvm.loop !7

185:                                              ; preds = %171
  %186 = getelementptr inbounds [4 x x86_fp80], ptr %26, i64 0, i64 0
  %187 = load x86_fp80, ptr %186, align 16
  store x86_fp80 %187, ptr %28, align 16
  %188 = getelementptr inbounds [4 x x86_fp80], ptr %26, i64 0, i64 0
  %189 = load x86_fp80, ptr %188, align 16
  store x86_fp80 %189, ptr %29, align 16
  store i32 1, ptr %30, align 4
  br label %190

190:                                              ; preds = %218, %185
  %191 = load i32, ptr %30, align 4
  %192 = icmp slt i32 %191, 4
  br i1 %192, label %193, label %221

193:                                              ; preds = %190
  %194 = load i32, ptr %30, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [4 x x86_fp80], ptr %26, i64 0, i64 %195
  %197 = load x86_fp80, ptr %196, align 16
  %198 = load x86_fp80, ptr %28, align 16
  %199 = fcmp ogt x86_fp80 %197, %198
  br i1 %199, label %200, label %205

200:                                              ; preds = %193
  %201 = load i32, ptr %30, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [4 x x86_fp80], ptr %26, i64 0, i64 %202
  %204 = load x86_fp80, ptr %203, align 16
  store x86_fp80 %204, ptr %28, align 16
  br label %205

205:                                              ; preds = %200, %193
  %206 = load i32, ptr %30, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [4 x x86_fp80], ptr %26, i64 0, i64 %207
  %209 = load x86_fp80, ptr %208, align 16
  %210 = load x86_fp80, ptr %29, align 16
  %211 = fcmp olt x86_fp80 %209, %210
  br i1 %211, label %212, label %217

212:                                              ; preds = %205
  %213 = load i32, ptr %30, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [4 x x86_fp80], ptr %26, i64 0, i64 %214
  %216 = load x86_fp80, ptr %215, align 16
  store x86_fp80 %216, ptr %29, align 16
  br label %217

217:                                              ; preds = %212, %205
  br label %218

218:                                              ; preds = %217
  %219 = load i32, ptr %30, align 4
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %30, align 4
  br label %190, !llvm.loop !8

221:                                              ; preds = %190
  %222 = load x86_fp80, ptr %28, align 16
  %223 = load x86_fp80, ptr %29, align 16
  %224 = load x86_fp80, ptr %28, align 16
  %225 = fneg x86_fp80 %224
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, x86_fp80 noundef %222, x86_fp80 noundef %223, x86_fp80 noundef %225) #5
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal x86_fp80 @horner(ptr noundef %0, i32 noundef %1, x86_fp80 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store x86_fp80 %2, ptr %6, align 16
  store x86_fp80 0xK00000000000000000000, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %8, align 4
  br label %11

11:                                               ; preds = %23, %3
  %12 = load i32, ptr %8, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %26

14:                                               ; preds = %11
  %15 = load x86_fp80, ptr %7, align 16
  %16 = load x86_fp80, ptr %6, align 16
  %17 = load ptr, ptr %4, align 8
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds x86_fp80, ptr %17, i64 %19
  %21 = load x86_fp80, ptr %20, align 16
  %22 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %15, x86_fp80 %16, x86_fp80 %21)
  store x86_fp80 %22, ptr %7, align 16
  br label %23

23:                                               ; preds = %14
  %24 = load i32, ptr %8, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr %8, align 4
  br label %11, !llvm.loop !9

26:                                               ; preds = %11
  %27 = load x86_fp80, ptr %7, align 16
  ret x86_fp80 %27
}

; Function Attrs: noinline nounwind optnone
define internal x86_fp80 @newton_sqrt(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  store x86_fp80 %0, ptr %2, align 16
  %5 = load x86_fp80, ptr %2, align 16
  %6 = fdiv x86_fp80 %5, 0xK40008000000000000000
  store x86_fp80 %6, ptr %3, align 16
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %17, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 40
  br i1 %9, label %10, label %20

10:                                               ; preds = %7
  %11 = load x86_fp80, ptr %3, align 16
  %12 = load x86_fp80, ptr %2, align 16
  %13 = load x86_fp80, ptr %3, align 16
  %14 = fdiv x86_fp80 %12, %13
  %15 = fadd x86_fp80 %11, %14
  %16 = fdiv x86_fp80 %15, 0xK40008000000000000000
  store x86_fp80 %16, ptr %3, align 16
  br label %17

17:                                               ; preds = %10
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %7, !llvm.loop !10

20:                                               ; preds = %7
  %21 = load x86_fp80, ptr %3, align 16
  ret x86_fp80 %21
}

; Function Attrs: noinline nounwind optnone
define internal x86_fp80 @sum_va(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %6)
  store x86_fp80 0xK00000000000000000000, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %48, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %51

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 4
  %13 = srem i32 %12, 2
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %27

15:                                               ; preds = %11
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %16, i32 0, i32 2
  %18 = load ptr, ptr %17, align 8
  %19 = ptrtoint ptr %18 to i64
  %20 = add i64 %19, 15
  %21 = and i64 %20, -16
  %22 = inttoptr i64 %21 to ptr
  %23 = getelementptr i8, ptr %22, i32 16
  store ptr %23, ptr %17, align 8
  %24 = load x86_fp80, ptr %22, align 16
  %25 = load x86_fp80, ptr %4, align 16
  %26 = fadd x86_fp80 %25, %24
  store x86_fp80 %26, ptr %4, align 16
  br label %47

27:                                               ; preds = %11
  %28 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %29 = getelementptr inbounds %struct.__va_list_tag, ptr %28, i32 0, i32 1
  %30 = load i32, ptr %29, align 4
  %31 = icmp ule i32 %30, 160
  br i1 %31, label %32, label %37

32:                                               ; preds = %27
  %33 = getelementptr inbounds %struct.__va_list_tag, ptr %28, i32 0, i32 3
  %34 = load ptr, ptr %33, align 16
  %35 = getelementptr i8, ptr %34, i32 %30
  %36 = add i32 %30, 16
  store i32 %36, ptr %29, align 4
  br label %41

37:                                               ; preds = %27
  %38 = getelementptr inbounds %struct.__va_list_tag, ptr %28, i32 0, i32 2
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr i8, ptr %39, i32 8
  store ptr %40, ptr %38, align 8
  br label %41

41:                                               ; preds = %37, %32
  %42 = phi ptr [ %35, %32 ], [ %39, %37 ]
  %43 = load double, ptr %42, align 8
  %44 = fpext double %43 to x86_fp80
  %45 = load x86_fp80, ptr %4, align 16
  %46 = fadd x86_fp80 %45, %44
  store x86_fp80 %46, ptr %4, align 16
  br label %47

47:                                               ; preds = %41, %15
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %5, align 4
  br label %7, !llvm.loop !11

51:                                               ; preds = %7
  %52 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %52)
  %53 = load x86_fp80, ptr %4, align 16
  ret x86_fp80 %53
}

; Function Attrs: noinline nounwind optnone
define internal void @box(ptr noalias sret(%struct.Boxed) align 16 %0, i8 noundef signext %1, x86_fp80 noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca x86_fp80, align 16
  store i8 %1, ptr %4, align 1
  store x86_fp80 %2, ptr %5, align 16
  %6 = getelementptr inbounds %struct.Boxed, ptr %0, i32 0, i32 0
  %7 = load i8, ptr %4, align 1
  store i8 %7, ptr %6, align 16
  %8 = getelementptr inbounds %struct.Boxed, ptr %0, i32 0, i32 1
  %9 = load x86_fp80, ptr %5, align 16
  %10 = fmul x86_fp80 %9, 0xK40008000000000000000
  store x86_fp80 %10, ptr %8, align 16
  %11 = getelementptr inbounds %struct.Boxed, ptr %0, i32 0, i32 2
  %12 = load x86_fp80, ptr %5, align 16
  %13 = fptosi x86_fp80 %12 to i32
  store i32 %13, ptr %11, align 16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
