; ModuleID = 'tests/programs/libm_ctype.c'
source_filename = "tests/programs/libm_ctype.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@count = internal global i32 10, align 4
@inputs = internal global [10 x double] [double 5.000000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double 1.000000e+01, double -1.500000e+00, double 1.000000e-03, double 7.000000e+02, double 0.000000e+00, double -0.000000e+00], align 8
@.str = private unnamed_addr constant [47 x i8] c"%g: pow %.17g exp %.17g log %.17g log10 %.17g\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"   sin %.17g cos %.17g atan2 %.17g ldexp %.17g\0A\00", align 1
@.str.2 = private unnamed_addr constant [55 x i8] c"   powf %.9g expf %.9g logf %.9g sinf %.9g tanhf %.9g\0A\00", align 1
@.str.3 = private unnamed_addr constant [46 x i8] c"pow(-8, 1/3) %g, pow(0, -1) %g, exp(1000) %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"class %d: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"find the needle here\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"memchr: %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca float, align 4
  %4 = alloca [8 x i32], align 4
  %5 = alloca [96 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  br label %11

11:                                               ; preds = %69, %0
  %12 = load i32, ptr %1, align 4
  %13 = load volatile i32, ptr @count, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %72

15:                                               ; preds = %11
  %16 = load i32, ptr %1, align 4
  %17 = getelementptr inbounds [10 x double], ptr @inputs, i32 0, i32 %16
  %18 = load double, ptr %17, align 8
  store double %18, ptr %2, align 8
  %19 = load double, ptr %2, align 8
  %20 = load double, ptr %2, align 8
  %21 = call double @pow(double noundef %20, double noundef 0x3FD5555555555555) #3
  %22 = call double @show(double noundef %21) #3
  %23 = load double, ptr %2, align 8
  %24 = call double @exp(double noundef %23) #3
  %25 = call double @show(double noundef %24) #3
  %26 = load double, ptr %2, align 8
  %27 = call double @log(double noundef %26) #3
  %28 = call double @show(double noundef %27) #3
  %29 = load double, ptr %2, align 8
  %30 = call double @log10(double noundef %29) #3
  %31 = call double @show(double noundef %30) #3
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %19, double noundef %22, double noundef %25, double noundef %28, double noundef %31) #3
  %33 = load double, ptr %2, align 8
  %34 = call double @sin(double noundef %33) #3
  %35 = call double @show(double noundef %34) #3
  %36 = load double, ptr %2, align 8
  %37 = call double @cos(double noundef %36) #3
  %38 = call double @show(double noundef %37) #3
  %39 = load double, ptr %2, align 8
  %40 = call double @atan2(double noundef %39, double noundef 2.000000e+00) #3
  %41 = load double, ptr %2, align 8
  %42 = load i32, ptr %1, align 4
  %43 = sub nsw i32 %42, 4
  %44 = call double @ldexp(double noundef %41, i32 noundef %43) #3
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %35, double noundef %38, double noundef %40, double noundef %44) #3
  %46 = load double, ptr %2, align 8
  %47 = fptrunc double %46 to float
  store float %47, ptr %3, align 4
  %48 = load float, ptr %3, align 4
  %49 = call float @powf(float noundef %48, float noundef 2.500000e+00) #3
  %50 = fpext float %49 to double
  %51 = call double @show(double noundef %50) #3
  %52 = load float, ptr %3, align 4
  %53 = call float @expf(float noundef %52) #3
  %54 = fpext float %53 to double
  %55 = call double @show(double noundef %54) #3
  %56 = load float, ptr %3, align 4
  %57 = call float @logf(float noundef %56) #3
  %58 = fpext float %57 to double
  %59 = call double @show(double noundef %58) #3
  %60 = load float, ptr %3, align 4
  %61 = call float @sinf(float noundef %60) #3
  %62 = fpext float %61 to double
  %63 = call double @show(double noundef %62) #3
  %64 = load float, ptr %3, align 4
  %65 = call float @tanhf(float noundef %64) #3
  %66 = fpext float %65 to double
  %67 = call double @show(double noundef %66) #3
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %51, double noundef %55, double noundef %59, double noundef %63, double noundef %67) #3
  br label %69

69:                                               ; preds = %15
  %70 = load i32, ptr %1, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %1, align 4
  br label %11, !llvm.loop !5

72:                                               ; preds = %11
  %73 = load volatile i32, ptr @count, align 4
  %74 = sitofp i32 %73 to double
  %75 = fdiv double 1.000000e+00, %74
  %76 = fmul double %75, 3.333000e+00
  %77 = call double @pow(double noundef -8.000000e+00, double noundef %76) #3
  %78 = call double @show(double noundef %77) #3
  %79 = load volatile i32, ptr @count, align 4
  %80 = sitofp i32 %79 to double
  %81 = fneg double %80
  %82 = fdiv double %81, 1.000000e+01
  %83 = call double @pow(double noundef 0.000000e+00, double noundef %82) #3
  %84 = load volatile i32, ptr @count, align 4
  %85 = sitofp i32 %84 to double
  %86 = fmul double 1.000000e+02, %85
  %87 = call double @exp(double noundef %86) #3
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %78, double noundef %83, double noundef %87) #3
  call void @llvm.memset.p0.i32(ptr align 4 %4, i8 0, i32 32, i1 false)
  store i32 0, ptr %6, align 4
  br label %89

89:                                               ; preds = %183, %72
  %90 = load i32, ptr %6, align 4
  %91 = icmp slt i32 %90, 128
  br i1 %91, label %92, label %186

92:                                               ; preds = %89
  %93 = load i32, ptr %6, align 4
  %94 = call i32 @isalpha(i32 noundef %93) #3
  %95 = icmp ne i32 %94, 0
  %96 = zext i1 %95 to i32
  %97 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 0
  %98 = load i32, ptr %97, align 4
  %99 = add nsw i32 %98, %96
  store i32 %99, ptr %97, align 4
  %100 = load i32, ptr %6, align 4
  %101 = call i32 @isdigit(i32 noundef %100) #3
  %102 = icmp ne i32 %101, 0
  %103 = zext i1 %102 to i32
  %104 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 1
  %105 = load i32, ptr %104, align 4
  %106 = add nsw i32 %105, %103
  store i32 %106, ptr %104, align 4
  %107 = load i32, ptr %6, align 4
  %108 = call i32 @isalnum(i32 noundef %107) #3
  %109 = icmp ne i32 %108, 0
  %110 = zext i1 %109 to i32
  %111 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 2
  %112 = load i32, ptr %111, align 4
  %113 = add nsw i32 %112, %110
  store i32 %113, ptr %111, align 4
  %114 = load i32, ptr %6, align 4
  %115 = call i32 @isxdigit(i32 noundef %114) #3
  %116 = icmp ne i32 %115, 0
  %117 = zext i1 %116 to i32
  %118 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 3
  %119 = load i32, ptr %118, align 4
  %120 = add nsw i32 %119, %117
  store i32 %120, ptr %118, align 4
  %121 = load i32, ptr %6, align 4
  %122 = call i32 @isspace(i32 noundef %121) #3
  %123 = icmp ne i32 %122, 0
  %124 = zext i1 %123 to i32
  %125 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 4
  %126 = load i32, ptr %125, align 4
  %127 = add nsw i32 %126, %124
  store i32 %127, ptr %125, align 4
  %128 = load i32, ptr %6, align 4
  %129 = call i32 @isprint(i32 noundef %128) #3
  %130 = icmp ne i32 %129, 0
  %131 = zext i1 %130 to i32
  %132 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 5
  %133 = load i32, ptr %132, align 4
  %134 = add nsw i32 %133, %131
  store i32 %134, ptr %132, align 4
  %135 = load i32, ptr %6, align 4
  %136 = call i32 @ispunct(i32 noundef %135) #3
  %137 = icmp ne i32 %136, 0
  %138 = zext i1 %137 to i32
  %139 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 6
  %140 = load i32, ptr %139, align 4
  %141 = add nsw i32 %140, %138
  store i32 %141, ptr %139, align 4
  %142 = load i32, ptr %6, align 4
  %143 = call i32 @iscntrl(i32 noundef %142) #3
  %144 = icmp ne i32 %143, 0
  br i1 %144, label %145, label %158

145:                                              ; preds = %92
  %146 = load i32, ptr %6, align 4
  %147 = call i32 @isgraph(i32 noundef %146) #3
  %148 = icmp ne i32 %147, 0
  br i1 %148, label %158, label %149

149:                                              ; preds = %145
  %150 = load i32, ptr %6, align 4
  %151 = call i32 @islower(i32 noundef %150) #3
  %152 = icmp ne i32 %151, 0
  br i1 %152, label %158, label %153

153:                                              ; preds = %149
  %154 = load i32, ptr %6, align 4
  %155 = call i32 @isupper(i32 noundef %154) #3
  %156 = icmp ne i32 %155, 0
  %157 = xor i1 %156, true
  br label %158

158:                                              ; preds = %153, %149, %145, %92
  %159 = phi i1 [ false, %149 ], [ false, %145 ], [ false, %92 ], [ %157, %153 ]
  %160 = zext i1 %159 to i32
  %161 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 7
  %162 = load i32, ptr %161, align 4
  %163 = add nsw i32 %162, %160
  store i32 %163, ptr %161, align 4
  %164 = load i32, ptr %6, align 4
  %165 = icmp sge i32 %164, 32
  br i1 %165, label %166, label %182

166:                                              ; preds = %158
  %167 = load i32, ptr %6, align 4
  %168 = and i32 %167, 1
  %169 = icmp ne i32 %168, 0
  br i1 %169, label %170, label %173

170:                                              ; preds = %166
  %171 = load i32, ptr %6, align 4
  %172 = call i32 @toupper(i32 noundef %171) #3
  br label %176

173:                                              ; preds = %166
  %174 = load i32, ptr %6, align 4
  %175 = call i32 @tolower(i32 noundef %174) #3
  br label %176

176:                                              ; preds = %173, %170
  %177 = phi i32 [ %172, %170 ], [ %175, %173 ]
  %178 = trunc i32 %177 to i8
  %179 = load i32, ptr %6, align 4
  %180 = sub nsw i32 %179, 32
  %181 = getelementptr inbounds [96 x i8], ptr %5, i32 0, i32 %180
  store i8 %178, ptr %181, align 1
  br label %182

182:                                              ; preds = %176, %158
  br label %183

183:                                              ; preds = %182
  %184 = load i32, ptr %6, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %6, align 4
  br label %89, !llvm.loop !7

186:                                              ; preds = %89
  %187 = getelementptr inbounds [96 x i8], ptr %5, i32 0, i32 95
  store i8 0, ptr %187, align 1
  store i32 0, ptr %7, align 4
  br label %188

188:                                              ; preds = %197, %186
  %189 = load i32, ptr %7, align 4
  %190 = icmp slt i32 %189, 8
  br i1 %190, label %191, label %200

191:                                              ; preds = %188
  %192 = load i32, ptr %7, align 4
  %193 = load i32, ptr %7, align 4
  %194 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 %193
  %195 = load i32, ptr %194, align 4
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %192, i32 noundef %195) #3
  br label %197

197:                                              ; preds = %191
  %198 = load i32, ptr %7, align 4
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %7, align 4
  br label %188, !llvm.loop !8

200:                                              ; preds = %188
  %201 = getelementptr inbounds [96 x i8], ptr %5, i32 0, i32 0
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %201) #3
  store ptr @.str.6, ptr %8, align 4
  %203 = load ptr, ptr %8, align 4
  %204 = call ptr @memchr(ptr noundef %203, i32 noundef 110, i32 noundef 20) #3
  store ptr %204, ptr %9, align 4
  %205 = load ptr, ptr %8, align 4
  %206 = call ptr @memchr(ptr noundef %205, i32 noundef 122, i32 noundef 20) #3
  store ptr %206, ptr %10, align 4
  %207 = load ptr, ptr %9, align 4
  %208 = icmp ne ptr %207, null
  br i1 %208, label %209, label %215

209:                                              ; preds = %200
  %210 = load ptr, ptr %9, align 4
  %211 = load ptr, ptr %8, align 4
  %212 = ptrtoint ptr %210 to i32
  %213 = ptrtoint ptr %211 to i32
  %214 = sub i32 %212, %213
  br label %216

215:                                              ; preds = %200
  br label %216

216:                                              ; preds = %215, %209
  %217 = phi i32 [ %214, %209 ], [ -1, %215 ]
  %218 = load ptr, ptr %10, align 4
  %219 = icmp ne ptr %218, null
  %220 = zext i1 %219 to i64
  %221 = select i1 %219, i32 1, i32 0
  %222 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %217, i32 noundef %221) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal double @show(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp uno double %3, %3
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %8

6:                                                ; preds = %1
  %7 = load double, ptr %2, align 8
  br label %8

8:                                                ; preds = %6, %5
  %9 = phi double [ 0x7FF8000000000000, %5 ], [ %7, %6 ]
  ret double %9
}

declare double @pow(double noundef, double noundef) #1

declare double @exp(double noundef) #1

declare double @log(double noundef) #1

declare double @log10(double noundef) #1

declare double @sin(double noundef) #1

declare double @cos(double noundef) #1

declare double @atan2(double noundef, double noundef) #1

declare double @ldexp(double noundef, i32 noundef) #1

declare float @powf(float noundef, float noundef) #1

declare float @expf(float noundef) #1

declare float @logf(float noundef) #1

declare float @sinf(float noundef) #1

declare float @tanhf(float noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #2

declare i32 @isalpha(i32 noundef) #1

declare i32 @isdigit(i32 noundef) #1

declare i32 @isalnum(i32 noundef) #1

declare i32 @isxdigit(i32 noundef) #1

declare i32 @isspace(i32 noundef) #1

declare i32 @isprint(i32 noundef) #1

declare i32 @ispunct(i32 noundef) #1

declare i32 @iscntrl(i32 noundef) #1

declare i32 @isgraph(i32 noundef) #1

declare i32 @islower(i32 noundef) #1

declare i32 @isupper(i32 noundef) #1

declare i32 @toupper(i32 noundef) #1

declare i32 @tolower(i32 noundef) #1

declare ptr @memchr(ptr noundef, i32 noundef, i32 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nobuiltin "no-builtins" }

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
