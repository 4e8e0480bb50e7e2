; ModuleID = 'tests/programs/long_double_math.c'
source_filename = "tests/programs/long_double_math.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Boxed = type { i8, fp128, i32 }

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
define dso_local signext i32 @main() #0 {
  %1 = alloca fp128, align 16
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  %5 = alloca [5 x fp128], align 16
  %6 = alloca %struct.Boxed, align 16
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i16, align 2
  %12 = alloca i8, align 1
  %13 = alloca fp128, align 16
  %14 = alloca fp128, align 16
  %15 = alloca fp128, align 16
  %16 = alloca fp128, align 16
  %17 = alloca fp128, align 16
  %18 = alloca fp128, align 16
  %19 = alloca fp128, align 16
  %20 = alloca fp128, align 16
  %21 = alloca float, align 4
  %22 = alloca double, align 8
  %23 = alloca fp128, align 16
  %24 = alloca fp128, align 16
  %25 = alloca i32, align 4
  %26 = alloca [4 x fp128], align 16
  %27 = alloca i32, align 4
  %28 = alloca fp128, align 16
  %29 = alloca fp128, align 16
  %30 = alloca i32, align 4
  store volatile fp128 0xL00000000000000004000400000000000, ptr %1, align 16
  store volatile fp128 0xL0000000000000000BFFC000000000000, ptr %2, align 16
  store volatile fp128 0xL0000000000000000403ABC16D674EC80, ptr %3, align 16
  %31 = load volatile fp128, ptr %1, align 16
  %32 = load volatile fp128, ptr %2, align 16
  %33 = fadd fp128 %31, %32
  %34 = load volatile fp128, ptr %1, align 16
  %35 = load volatile fp128, ptr %2, align 16
  %36 = fsub fp128 %34, %35
  %37 = load volatile fp128, ptr %1, align 16
  %38 = load volatile fp128, ptr %2, align 16
  %39 = fmul fp128 %37, %38
  %40 = load volatile fp128, ptr %1, align 16
  %41 = load volatile fp128, ptr %2, align 16
  %42 = fdiv fp128 %40, %41
  %43 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, fp128 noundef %33, fp128 noundef %36, fp128 noundef %39, fp128 noundef %42) #5
  %44 = load volatile fp128, ptr %1, align 16
  %45 = fmul fp128 %44, 0xL00000000000000004008F40000000000
  %46 = load volatile fp128, ptr %2, align 16
  %47 = load volatile fp128, ptr %3, align 16
  %48 = load volatile fp128, ptr %1, align 16
  %49 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, fp128 noundef %45, fp128 noundef %46, fp128 noundef %47, fp128 noundef %48) #5
  %50 = load volatile fp128, ptr %1, align 16
  %51 = load volatile fp128, ptr %2, align 16
  %52 = fcmp ogt fp128 %50, %51
  %53 = zext i1 %52 to i32
  %54 = load volatile fp128, ptr %1, align 16
  %55 = load volatile fp128, ptr %2, align 16
  %56 = fcmp olt fp128 %54, %55
  %57 = zext i1 %56 to i32
  %58 = load volatile fp128, ptr %1, align 16
  %59 = fcmp oeq fp128 %58, 0xL00000000000000004000400000000000
  %60 = zext i1 %59 to i32
  %61 = load volatile fp128, ptr %2, align 16
  %62 = fcmp ole fp128 %61, 0xL0000000000000000BFFC000000000000
  %63 = zext i1 %62 to i32
  %64 = load volatile fp128, ptr %1, align 16
  %65 = load volatile fp128, ptr %1, align 16
  %66 = fcmp une fp128 %64, %65
  %67 = zext i1 %66 to i32
  %68 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %53, i32 noundef signext %57, i32 noundef signext %60, i32 noundef signext %63, i32 noundef signext %67) #5
  store volatile fp128 0xL00000000000000007FFF800000000000, ptr %4, align 16
  %69 = load volatile fp128, ptr %4, align 16
  %70 = load volatile fp128, ptr %4, align 16
  %71 = fcmp oeq fp128 %69, %70
  %72 = zext i1 %71 to i32
  %73 = load volatile fp128, ptr %4, align 16
  %74 = load volatile fp128, ptr %1, align 16
  %75 = fcmp olt fp128 %73, %74
  %76 = zext i1 %75 to i32
  %77 = load volatile fp128, ptr %4, align 16
  %78 = load volatile fp128, ptr %4, align 16
  %79 = fcmp une fp128 %77, %78
  %80 = zext i1 %79 to i32
  %81 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %72, i32 noundef signext %76, i32 noundef signext %80) #5
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 80, i1 false)
  %82 = getelementptr inbounds [5 x fp128], ptr %5, i32 0, i32 0
  store fp128 0xL00000000000000003FFF000000000000, ptr %82, align 16
  %83 = getelementptr inbounds [5 x fp128], ptr %5, i32 0, i32 1
  store fp128 0xL0000000000000000C000000000000000, ptr %83, align 16
  %84 = getelementptr inbounds [5 x fp128], ptr %5, i32 0, i32 2
  store fp128 0xL00000000000000003FFE000000000000, ptr %84, align 16
  %85 = getelementptr inbounds [5 x fp128], ptr %5, i32 0, i32 3
  store fp128 0xL00000000000000004000800000000000, ptr %85, align 16
  %86 = getelementptr inbounds [5 x fp128], ptr %5, i32 0, i32 4
  store fp128 0xL0000000000000000BFFD000000000000, ptr %86, align 16
  %87 = getelementptr inbounds [5 x fp128], ptr %5, i64 0, i64 0
  %88 = call fp128 @horner(ptr noundef %87, i32 noundef signext 5, fp128 noundef 0xL00000000000000003FFF800000000000) #5
  %89 = getelementptr inbounds [5 x fp128], ptr %5, i64 0, i64 0
  %90 = call fp128 @horner(ptr noundef %89, i32 noundef signext 5, fp128 noundef 0xL0000000000000000C000000000000000) #5
  %91 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, fp128 noundef %88, fp128 noundef %90) #5
  %92 = call fp128 @newton_sqrt(fp128 noundef 0xL00000000000000004000000000000000) #5
  %93 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, fp128 noundef %92) #5
  %94 = call fp128 (i32, ...) @sum_va(i32 noundef signext 5, double noundef 1.000000e+00, fp128 noundef 0xL00000000000000004000200000000000, double noundef 3.500000e+00, fp128 noundef 0xL0000000000000000BFFE800000000000, double noundef 1.000000e+01) #5
  %95 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, fp128 noundef %94) #5
  %96 = load volatile fp128, ptr %1, align 16
  call void @box(ptr sret(%struct.Boxed) align 16 %6, i8 noundef zeroext 113, fp128 noundef %96) #5
  %97 = getelementptr inbounds %struct.Boxed, ptr %6, i32 0, i32 0
  %98 = load i8, ptr %97, align 16
  %99 = zext i8 %98 to i32
  %100 = getelementptr inbounds %struct.Boxed, ptr %6, i32 0, i32 1
  %101 = load fp128, ptr %100, align 16
  %102 = getelementptr inbounds %struct.Boxed, ptr %6, i32 0, i32 2
  %103 = load i32, ptr %102, align 16
  %104 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %99, fp128 noundef %101, i32 noundef signext %103) #5
  store volatile i64 -123456789012, ptr %7, align 8
  store volatile i64 -446744073709551616, ptr %8, align 8
  store volatile i32 -77, ptr %9, align 4
  store volatile i32 -294967296, ptr %10, align 4
  store volatile i16 -300, ptr %11, align 2
  store volatile i8 -56, ptr %12, align 1
  %105 = load volatile i64, ptr %7, align 8
  %106 = sitofp i64 %105 to fp128
  store fp128 %106, ptr %13, align 16
  %107 = load volatile i64, ptr %8, align 8
  %108 = uitofp i64 %107 to fp128
  store fp128 %108, ptr %14, align 16
  %109 = load volatile i32, ptr %9, align 4
  %110 = sitofp i32 %109 to fp128
  store fp128 %110, ptr %15, align 16
  %111 = load volatile i32, ptr %10, align 4
  %112 = uitofp i32 %111 to fp128
  store fp128 %112, ptr %16, align 16
  %113 = load volatile i16, ptr %11, align 2
  %114 = sitofp i16 %113 to fp128
  store fp128 %114, ptr %17, align 16
  %115 = load volatile i8, ptr %12, align 1
  %116 = uitofp i8 %115 to fp128
  store fp128 %116, ptr %18, align 16
  %117 = load fp128, ptr %13, align 16
  %118 = load fp128, ptr %14, align 16
  %119 = fdiv fp128 %118, 0xL00000000000000004012E84800000000
  %120 = load fp128, ptr %15, align 16
  %121 = load fp128, ptr %16, align 16
  %122 = load fp128, ptr %17, align 16
  %123 = load fp128, ptr %18, align 16
  %124 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, fp128 noundef %117, fp128 noundef %119, fp128 noundef %120, fp128 noundef %121, fp128 noundef %122, fp128 noundef %123) #5
  store volatile fp128 0xL0000000000000000C00F81CDC0000000, ptr %19, align 16
  store volatile fp128 0xL00000000000000004037BC16D674EC80, ptr %20, align 16
  %125 = load volatile fp128, ptr %19, align 16
  %126 = fptosi fp128 %125 to i64
  %127 = load volatile fp128, ptr %20, align 16
  %128 = fptoui fp128 %127 to i64
  %129 = load volatile fp128, ptr %19, align 16
  %130 = fptosi fp128 %129 to i32
  %131 = load volatile fp128, ptr %19, align 16
  %132 = fneg fp128 %131
  %133 = fptoui fp128 %132 to i32
  %134 = load volatile fp128, ptr %19, align 16
  %135 = fdiv fp128 %134, 0xL00000000000000004001000000000000
  %136 = fptosi fp128 %135 to i16
  %137 = sext i16 %136 to i32
  %138 = load volatile fp128, ptr %19, align 16
  %139 = fdiv fp128 %138, 0xL00000000000000004008F40000000000
  %140 = fptosi fp128 %139 to i8
  %141 = sext i8 %140 to i32
  %142 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %126, i64 noundef %128, i32 noundef signext %130, i32 noundef signext %133, i32 noundef signext %137, i32 noundef signext %141) #5
  %143 = load volatile fp128, ptr %1, align 16
  %144 = fptrunc fp128 %143 to float
  store float %144, ptr %21, align 4
  %145 = load volatile fp128, ptr %2, align 16
  %146 = fptrunc fp128 %145 to double
  store double %146, ptr %22, align 8
  %147 = load float, ptr %21, align 4
  %148 = fpext float %147 to fp128
  %149 = load double, ptr %22, align 8
  %150 = fpext double %149 to fp128
  %151 = fadd fp128 %148, %150
  store fp128 %151, ptr %23, align 16
  %152 = load float, ptr %21, align 4
  %153 = fpext float %152 to double
  %154 = load double, ptr %22, align 8
  %155 = load fp128, ptr %23, align 16
  %156 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %153, double noundef %154, fp128 noundef %155) #5
  store fp128 0xL00000000000000003FFF000000000000, ptr %24, align 16
  store i32 1, ptr %25, align 4
  br label %157

157:                                              ; preds = %165, %0
  %158 = load i32, ptr %25, align 4
  %159 = icmp sle i32 %158, 20
  br i1 %159, label %160, label %168

160:                                              ; preds = %157
  %161 = load i32, ptr %25, align 4
  %162 = sitofp i32 %161 to fp128
  %163 = load fp128, ptr %24, align 16
  %164 = fmul fp128 %163, %162
  store fp128 %164, ptr %24, align 16
  br label %165

165:                                              ; preds = %160
  %166 = load i32, ptr %25, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %25, align 4
  br label %157, !llvm.loop !7

168:                                              ; preds = %157
  %169 = load fp128, ptr %24, align 16
  %170 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, fp128 noundef %169) #5
  store i32 0, ptr %27, align 4
  br label %171

171:                                              ; preds = %182, %168
  %172 = load i32, ptr %27, align 4
  %173 = icmp slt i32 %172, 4
  br i1 %173, label %174, label %185

174:                                              ; preds = %171
  %175 = load i32, ptr %27, align 4
  %176 = add nsw i32 %175, 1
  %177 = sitofp i32 %176 to fp128
  %178 = fdiv fp128 0xL00000000000000003FFF000000000000, %177
  %179 = load i32, ptr %27, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [4 x fp128], ptr %26, i64 0, i64 %180
  store fp128 %178, ptr %181, align 16
  br label %182

182:                                              ; preds = %174
  %183 = load i32, ptr %27, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %27, align 4
  br label %171, !llvm.loop !9

185:                                              ; preds = %171
  %186 = getelementptr inbounds [4 x fp128], ptr %26, i64 0, i64 0
  %187 = load fp128, ptr %186, align 16
  store fp128 %187, ptr %28, align 16
  %188 = getelementptr inbounds [4 x fp128], ptr %26, i64 0, i64 0
  %189 = load fp128, ptr %188, align 16
  store fp128 %189, ptr %29, align 16
  store i32 1, ptr %30, align 4
  br label %190

190:                                              ; preds = %218, %185
  %191 = load i32, ptr %30, align 4
  %192 = icmp slt i32 %191, 4
  br i1 %192, label %193, label %221

193:                                              ; preds = %190
  %194 = load i32, ptr %30, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [4 x fp128], ptr %26, i64 0, i64 %195
  %197 = load fp128, ptr %196, align 16
  %198 = load fp128, ptr %28, align 16
  %199 = fcmp ogt fp128 %197, %198
  br i1 %199, label %200, label %205

200:                                              ; preds = %193
  %201 = load i32, ptr %30, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [4 x fp128], ptr %26, i64 0, i64 %202
  %204 = load fp128, ptr %203, align 16
  store fp128 %204, ptr %28, align 16
  br label %205

205:                                              ; preds = %200, %193
  %206 = load i32, ptr %30, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [4 x fp128], ptr %26, i64 0, i64 %207
  %209 = load fp128, ptr %208, align 16
  %210 = load fp128, ptr %29, align 16
  %211 = fcmp olt fp128 %209, %210
  br i1 %211, label %212, label %217

212:                                              ; preds = %205
  %213 = load i32, ptr %30, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [4 x fp128], ptr %26, i64 0, i64 %214
  %216 = load fp128, ptr %215, align 16
  store fp128 %216, ptr %29, align 16
  br label %217

217:                                              ; preds = %212, %205
  br label %218

218:                                              ; preds = %217
  %219 = load i32, ptr %30, align 4
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %30, align 4
  br label %190, !llvm.loop !10

221:                                              ; preds = %190
  %222 = load fp128, ptr %28, align 16
  %223 = load fp128, ptr %29, align 16
  %224 = load fp128, ptr %28, align 16
  %225 = fneg fp128 %224
  %226 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, fp128 noundef %222, fp128 noundef %223, fp128 noundef %225) #5
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal fp128 @horner(ptr noundef %0, i32 noundef signext %1, fp128 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca fp128, align 16
  %7 = alloca fp128, align 16
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store fp128 %2, ptr %6, align 16
  store fp128 0xL00000000000000000000000000000000, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %8, align 4
  br label %11

11:                                               ; preds = %23, %3
  %12 = load i32, ptr %8, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %26

14:                                               ; preds = %11
  %15 = load fp128, ptr %7, align 16
  %16 = load fp128, ptr %6, align 16
  %17 = load ptr, ptr %4, align 8
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds fp128, ptr %17, i64 %19
  %21 = load fp128, ptr %20, align 16
  %22 = call fp128 @llvm.fmuladd.f128(fp128 %15, fp128 %16, fp128 %21)
  store fp128 %22, ptr %7, align 16
  br label %23

23:                                               ; preds = %14
  %24 = load i32, ptr %8, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr %8, align 4
  br label %11, !llvm.loop !11

26:                                               ; preds = %11
  %27 = load fp128, ptr %7, align 16
  ret fp128 %27
}

; Function Attrs: noinline nounwind optnone
define internal fp128 @newton_sqrt(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  store fp128 %0, ptr %2, align 16
  %5 = load fp128, ptr %2, align 16
  %6 = fdiv fp128 %5, 0xL00000000000000004000000000000000
  store fp128 %6, ptr %3, align 16
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %17, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 40
  br i1 %9, label %10, label %20

10:                                               ; preds = %7
  %11 = load fp128, ptr %3, align 16
  %12 = load fp128, ptr %2, align 16
  %13 = load fp128, ptr %3, align 16
  %14 = fdiv fp128 %12, %13
  %15 = fadd fp128 %11, %14
  %16 = fdiv fp128 %15, 0xL00000000000000004000000000000000
  store fp128 %16, ptr %3, align 16
  br label %17

17:                                               ; preds = %10
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %7, !llvm.loop !12

20:                                               ; preds = %7
  %21 = load fp128, ptr %3, align 16
  ret fp128 %21
}

; Function Attrs: noinline nounwind optnone
define internal fp128 @sum_va(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca fp128, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  store fp128 0xL00000000000000000000000000000000, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %32, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %35

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = srem i32 %11, 2
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %24

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8
  %16 = ptrtoint ptr %15 to i64
  %17 = add i64 %16, 15
  %18 = and i64 %17, -16
  %19 = inttoptr i64 %18 to ptr
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  store ptr %20, ptr %3, align 8
  %21 = load fp128, ptr %19, align 16
  %22 = load fp128, ptr %4, align 16
  %23 = fadd fp128 %22, %21
  store fp128 %23, ptr %4, align 16
  br label %31

24:                                               ; preds = %10
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %26, ptr %3, align 8
  %27 = load double, ptr %25, align 8
  %28 = fpext double %27 to fp128
  %29 = load fp128, ptr %4, align 16
  %30 = fadd fp128 %29, %28
  store fp128 %30, ptr %4, align 16
  br label %31

31:                                               ; preds = %24, %14
  br label %32

32:                                               ; preds = %31
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %6, !llvm.loop !13

35:                                               ; preds = %6
  call void @llvm.va_end(ptr %3)
  %36 = load fp128, ptr %4, align 16
  ret fp128 %36
}

; Function Attrs: noinline nounwind optnone
define internal void @box(ptr noalias sret(%struct.Boxed) align 16 %0, i8 noundef zeroext %1, fp128 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i8, align 1
  %6 = alloca fp128, align 16
  store ptr %0, ptr %4, align 8
  store i8 %1, ptr %5, align 1
  store fp128 %2, ptr %6, align 16
  %7 = getelementptr inbounds %struct.Boxed, ptr %0, i32 0, i32 0
  %8 = load i8, ptr %5, align 1
  store i8 %8, ptr %7, align 16
  %9 = getelementptr inbounds %struct.Boxed, ptr %0, i32 0, i32 1
  %10 = load fp128, ptr %6, align 16
  %11 = fmul fp128 %10, 0xL00000000000000004000000000000000
  store fp128 %11, ptr %9, align 16
  %12 = getelementptr inbounds %struct.Boxed, ptr %0, i32 0, i32 2
  %13 = load fp128, ptr %6, align 16
  %14 = fptosi fp128 %13 to i32
  store i32 %14, ptr %12, align 16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nobuiltin "no-builtins" }

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
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
