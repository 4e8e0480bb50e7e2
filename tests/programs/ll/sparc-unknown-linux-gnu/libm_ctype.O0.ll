; ModuleID = 'tests/programs/libm_ctype.c'
source_filename = "tests/programs/libm_ctype.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@count = internal global i32 10, align 4
@inputs = internal global [10 x double] [double 5.000000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double 1.000000e+01, double -1.500000e+00, double 1.000000e-03, double 7.000000e+02, double 0.000000e+00, double -0.000000e+00], align 8
@.str = private unnamed_addr constant [47 x i8] c"%g: pow %.17g exp %.17g log %.17g log10 %.17g\0A\00", align 1
@.str.1 = private unnamed_addr constant [71 x i8] c"   sin %.17g cos %.17g atan2 %.17g hypot %.17g cbrt %.17g ldexp %.17g\0A\00", align 1
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

11:                                               ; preds = %73, %0
  %12 = load i32, ptr %1, align 4
  %13 = load volatile i32, ptr @count, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %76

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
  %42 = call double @hypot(double noundef %41, double noundef 3.000000e+00) #3
  %43 = load double, ptr %2, align 8
  %44 = call double @cbrt(double noundef %43) #3
  %45 = load double, ptr %2, align 8
  %46 = load i32, ptr %1, align 4
  %47 = sub nsw i32 %46, 4
  %48 = call double @ldexp(double noundef %45, i32 noundef %47) #3
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %35, double noundef %38, double noundef %40, double noundef %42, double noundef %44, double noundef %48) #3
  %50 = load double, ptr %2, align 8
  %51 = fptrunc double %50 to float
  store float %51, ptr %3, align 4
  %52 = load float, ptr %3, align 4
  %53 = call float @powf(float noundef %52, float noundef 2.500000e+00) #3
  %54 = fpext float %53 to double
  %55 = call double @show(double noundef %54) #3
  %56 = load float, ptr %3, align 4
  %57 = call float @expf(float noundef %56) #3
  %58 = fpext float %57 to double
  %59 = call double @show(double noundef %58) #3
  %60 = load float, ptr %3, align 4
  %61 = call float @logf(float noundef %60) #3
  %62 = fpext float %61 to double
  %63 = call double @show(double noundef %62) #3
  %64 = load float, ptr %3, align 4
  %65 = call float @sinf(float noundef %64) #3
  %66 = fpext float %65 to double
  %67 = call double @show(double noundef %66) #3
  %68 = load float, ptr %3, align 4
  %69 = call float @tanhf(float noundef %68) #3
  %70 = fpext float %69 to double
  %71 = call double @show(double noundef %70) #3
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %55, double noundef %59, double noundef %63, double noundef %67, double noundef %71) #3
  br label %73

73:                                               ; preds = %15
  %74 = load i32, ptr %1, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %1, align 4
  br label %11, !llvm.loop !5

76:                                               ; preds = %11
  %77 = load volatile i32, ptr @count, align 4
  %78 = sitofp i32 %77 to double
  %79 = fdiv double 1.000000e+00, %78
  %80 = fmul double %79, 3.333000e+00
  %81 = call double @pow(double noundef -8.000000e+00, double noundef %80) #3
  %82 = call double @show(double noundef %81) #3
  %83 = load volatile i32, ptr @count, align 4
  %84 = sitofp i32 %83 to double
  %85 = fneg double %84
  %86 = fdiv double %85, 1.000000e+01
  %87 = call double @pow(double noundef 0.000000e+00, double noundef %86) #3
  %88 = load volatile i32, ptr @count, align 4
  %89 = sitofp i32 %88 to double
  %90 = fmul double 1.000000e+02, %89
  %91 = call double @exp(double noundef %90) #3
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %82, double noundef %87, double noundef %91) #3
  call void @llvm.memset.p0.i32(ptr align 4 %4, i8 0, i32 32, i1 false)
  store i32 0, ptr %6, align 4
  br label %93

93:                                               ; preds = %187, %76
  %94 = load i32, ptr %6, align 4
  %95 = icmp slt i32 %94, 128
  br i1 %95, label %96, label %190

96:                                               ; preds = %93
  %97 = load i32, ptr %6, align 4
  %98 = call i32 @isalpha(i32 noundef %97) #3
  %99 = icmp ne i32 %98, 0
  %100 = zext i1 %99 to i32
  %101 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 0
  %102 = load i32, ptr %101, align 4
  %103 = add nsw i32 %102, %100
  store i32 %103, ptr %101, align 4
  %104 = load i32, ptr %6, align 4
  %105 = call i32 @isdigit(i32 noundef %104) #3
  %106 = icmp ne i32 %105, 0
  %107 = zext i1 %106 to i32
  %108 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 1
  %109 = load i32, ptr %108, align 4
  %110 = add nsw i32 %109, %107
  store i32 %110, ptr %108, align 4
  %111 = load i32, ptr %6, align 4
  %112 = call i32 @isalnum(i32 noundef %111) #3
  %113 = icmp ne i32 %112, 0
  %114 = zext i1 %113 to i32
  %115 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 2
  %116 = load i32, ptr %115, align 4
  %117 = add nsw i32 %116, %114
  store i32 %117, ptr %115, align 4
  %118 = load i32, ptr %6, align 4
  %119 = call i32 @isxdigit(i32 noundef %118) #3
  %120 = icmp ne i32 %119, 0
  %121 = zext i1 %120 to i32
  %122 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 3
  %123 = load i32, ptr %122, align 4
  %124 = add nsw i32 %123, %121
  store i32 %124, ptr %122, align 4
  %125 = load i32, ptr %6, align 4
  %126 = call i32 @isspace(i32 noundef %125) #3
  %127 = icmp ne i32 %126, 0
  %128 = zext i1 %127 to i32
  %129 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 4
  %130 = load i32, ptr %129, align 4
  %131 = add nsw i32 %130, %128
  store i32 %131, ptr %129, align 4
  %132 = load i32, ptr %6, align 4
  %133 = call i32 @isprint(i32 noundef %132) #3
  %134 = icmp ne i32 %133, 0
  %135 = zext i1 %134 to i32
  %136 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 5
  %137 = load i32, ptr %136, align 4
  %138 = add nsw i32 %137, %135
  store i32 %138, ptr %136, align 4
  %139 = load i32, ptr %6, align 4
  %140 = call i32 @ispunct(i32 noundef %139) #3
  %141 = icmp ne i32 %140, 0
  %142 = zext i1 %141 to i32
  %143 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 6
  %144 = load i32, ptr %143, align 4
  %145 = add nsw i32 %144, %142
  store i32 %145, ptr %143, align 4
  %146 = load i32, ptr %6, align 4
  %147 = call i32 @iscntrl(i32 noundef %146) #3
  %148 = icmp ne i32 %147, 0
  br i1 %148, label %149, label %162

149:                                              ; preds = %96
  %150 = load i32, ptr %6, align 4
  %151 = call i32 @isgraph(i32 noundef %150) #3
  %152 = icmp ne i32 %151, 0
  br i1 %152, label %162, label %153

153:                                              ; preds = %149
  %154 = load i32, ptr %6, align 4
  %155 = call i32 @islower(i32 noundef %154) #3
  %156 = icmp ne i32 %155, 0
  br i1 %156, label %162, label %157

157:                                              ; preds = %153
  %158 = load i32, ptr %6, align 4
  %159 = call i32 @isupper(i32 noundef %158) #3
  %160 = icmp ne i32 %159, 0
  %161 = xor i1 %160, true
  br label %162

162:                                              ; preds = %157, %153, %149, %96
  %163 = phi i1 [ false, %153 ], [ false, %149 ], [ false, %96 ], [ %161, %157 ]
  %164 = zext i1 %163 to i32
  %165 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 7
  %166 = load i32, ptr %165, align 4
  %167 = add nsw i32 %166, %164
  store i32 %167, ptr %165, align 4
  %168 = load i32, ptr %6, align 4
  %169 = icmp sge i32 %168, 32
  br i1 %169, label %170, label %186

170:                                              ; preds = %162
  %171 = load i32, ptr %6, align 4
  %172 = and i32 %171, 1
  %173 = icmp ne i32 %172, 0
  br i1 %173, label %174, label %177

174:                                              ; preds = %170
  %175 = load i32, ptr %6, align 4
  %176 = call i32 @toupper(i32 noundef %175) #3
  br label %180

177:                                              ; preds = %170
  %178 = load i32, ptr %6, align 4
  %179 = call i32 @tolower(i32 noundef %178) #3
  br label %180

180:                                              ; preds = %177, %174
  %181 = phi i32 [ %176, %174 ], [ %179, %177 ]
  %182 = trunc i32 %181 to i8
  %183 = load i32, ptr %6, align 4
  %184 = sub nsw i32 %183, 32
  %185 = getelementptr inbounds [96 x i8], ptr %5, i32 0, i32 %184
  store i8 %182, ptr %185, align 1
  br label %186

186:                                              ; preds = %180, %162
  br label %187

187:                                              ; preds = %186
  %188 = load i32, ptr %6, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %6, align 4
  br label %93, !llvm.loop !7

190:                                              ; preds = %93
  %191 = getelementptr inbounds [96 x i8], ptr %5, i32 0, i32 95
  store i8 0, ptr %191, align 1
  store i32 0, ptr %7, align 4
  br label %192

192:                                              ; preds = %201, %190
  %193 = load i32, ptr %7, align 4
  %194 = icmp slt i32 %193, 8
  br i1 %194, label %195, label %204

195:                                              ; preds = %192
  %196 = load i32, ptr %7, align 4
  %197 = load i32, ptr %7, align 4
  %198 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 %197
  %199 = load i32, ptr %198, align 4
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %196, i32 noundef %199) #3
  br label %201

201:                                              ; preds = %195
  %202 = load i32, ptr %7, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %7, align 4
  br label %192, !llvm.loop !8

204:                                              ; preds = %192
  %205 = getelementptr inbounds [96 x i8], ptr %5, i32 0, i32 0
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %205) #3
  store ptr @.str.6, ptr %8, align 4
  %207 = load ptr, ptr %8, align 4
  %208 = call ptr @memchr(ptr noundef %207, i32 noundef 110, i32 noundef 20) #3
  store ptr %208, ptr %9, align 4
  %209 = load ptr, ptr %8, align 4
  %210 = call ptr @memchr(ptr noundef %209, i32 noundef 122, i32 noundef 20) #3
  store ptr %210, ptr %10, align 4
  %211 = load ptr, ptr %9, align 4
  %212 = icmp ne ptr %211, null
  br i1 %212, label %213, label %219

213:                                              ; preds = %204
  %214 = load ptr, ptr %9, align 4
  %215 = load ptr, ptr %8, align 4
  %216 = ptrtoint ptr %214 to i32
  %217 = ptrtoint ptr %215 to i32
  %218 = sub i32 %216, %217
  br label %220

219:                                              ; preds = %204
  br label %220

220:                                              ; preds = %219, %213
  %221 = phi i32 [ %218, %213 ], [ -1, %219 ]
  %222 = load ptr, ptr %10, align 4
  %223 = icmp ne ptr %222, null
  %224 = zext i1 %223 to i64
  %225 = select i1 %223, i32 1, i32 0
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %221, i32 noundef %225) #3
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

declare double @hypot(double noundef, double noundef) #1

declare double @cbrt(double noundef) #1

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
