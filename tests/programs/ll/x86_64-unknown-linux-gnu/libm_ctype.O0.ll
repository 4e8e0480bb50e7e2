; ModuleID = 'tests/programs/libm_ctype.c'
source_filename = "tests/programs/libm_ctype.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@count = internal global i32 10, align 4
@inputs = internal global [10 x double] [double 5.000000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double 1.000000e+01, double -1.500000e+00, double 1.000000e-03, double 7.000000e+02, double 0.000000e+00, double -0.000000e+00], align 16
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
  %4 = alloca [8 x i32], align 16
  %5 = alloca [96 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  br label %11

11:                                               ; preds = %74, %0
  %12 = load i32, ptr %1, align 4
  %13 = load volatile i32, ptr @count, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %77

15:                                               ; preds = %11
  %16 = load i32, ptr %1, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [10 x double], ptr @inputs, i64 0, i64 %17
  %19 = load double, ptr %18, align 8
  store double %19, ptr %2, align 8
  %20 = load double, ptr %2, align 8
  %21 = load double, ptr %2, align 8
  %22 = call double @pow(double noundef %21, double noundef 0x3FD5555555555555) #3
  %23 = call double @show(double noundef %22) #3
  %24 = load double, ptr %2, align 8
  %25 = call double @exp(double noundef %24) #3
  %26 = call double @show(double noundef %25) #3
  %27 = load double, ptr %2, align 8
  %28 = call double @log(double noundef %27) #3
  %29 = call double @show(double noundef %28) #3
  %30 = load double, ptr %2, align 8
  %31 = call double @log10(double noundef %30) #3
  %32 = call double @show(double noundef %31) #3
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %20, double noundef %23, double noundef %26, double noundef %29, double noundef %32) #3
  %34 = load double, ptr %2, align 8
  %35 = call double @sin(double noundef %34) #3
  %36 = call double @show(double noundef %35) #3
  %37 = load double, ptr %2, align 8
  %38 = call double @cos(double noundef %37) #3
  %39 = call double @show(double noundef %38) #3
  %40 = load double, ptr %2, align 8
  %41 = call double @atan2(double noundef %40, double noundef 2.000000e+00) #3
  %42 = load double, ptr %2, align 8
  %43 = call double @hypot(double noundef %42, double noundef 3.000000e+00) #3
  %44 = load double, ptr %2, align 8
  %45 = call double @cbrt(double noundef %44) #3
  %46 = load double, ptr %2, align 8
  %47 = load i32, ptr %1, align 4
  %48 = sub nsw i32 %47, 4
  %49 = call double @ldexp(double noundef %46, i32 noundef %48) #3
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %36, double noundef %39, double noundef %41, double noundef %43, double noundef %45, double noundef %49) #3
  %51 = load double, ptr %2, align 8
  %52 = fptrunc double %51 to float
  store float %52, ptr %3, align 4
  %53 = load float, ptr %3, align 4
  %54 = call float @powf(float noundef %53, float noundef 2.500000e+00) #3
  %55 = fpext float %54 to double
  %56 = call double @show(double noundef %55) #3
  %57 = load float, ptr %3, align 4
  %58 = call float @expf(float noundef %57) #3
  %59 = fpext float %58 to double
  %60 = call double @show(double noundef %59) #3
  %61 = load float, ptr %3, align 4
  %62 = call float @logf(float noundef %61) #3
  %63 = fpext float %62 to double
  %64 = call double @show(double noundef %63) #3
  %65 = load float, ptr %3, align 4
  %66 = call float @sinf(float noundef %65) #3
  %67 = fpext float %66 to double
  %68 = call double @show(double noundef %67) #3
  %69 = load float, ptr %3, align 4
  %70 = call float @tanhf(float noundef %69) #3
  %71 = fpext float %70 to double
  %72 = call double @show(double noundef %71) #3
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %56, double noundef %60, double noundef %64, double noundef %68, double noundef %72) #3
  br label %74

74:                                               ; preds = %15
  %75 = load i32, ptr %1, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %1, align 4
  br label %11, !llvm.loop !5

77:                                               ; preds = %11
  %78 = load volatile i32, ptr @count, align 4
  %79 = sitofp i32 %78 to double
  %80 = fdiv double 1.000000e+00, %79
  %81 = fmul double %80, 3.333000e+00
  %82 = call double @pow(double noundef -8.000000e+00, double noundef %81) #3
  %83 = call double @show(double noundef %82) #3
  %84 = load volatile i32, ptr @count, align 4
  %85 = sitofp i32 %84 to double
  %86 = fneg double %85
  %87 = fdiv double %86, 1.000000e+01
  %88 = call double @pow(double noundef 0.000000e+00, double noundef %87) #3
  %89 = load volatile i32, ptr @count, align 4
  %90 = sitofp i32 %89 to double
  %91 = fmul double 1.000000e+02, %90
  %92 = call double @exp(double noundef %91) #3
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %83, double noundef %88, double noundef %92) #3
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 32, i1 false)
  store i32 0, ptr %6, align 4
  br label %94

94:                                               ; preds = %189, %77
  %95 = load i32, ptr %6, align 4
  %96 = icmp slt i32 %95, 128
  br i1 %96, label %97, label %192

97:                                               ; preds = %94
  %98 = load i32, ptr %6, align 4
  %99 = call i32 @isalpha(i32 noundef %98) #3
  %100 = icmp ne i32 %99, 0
  %101 = zext i1 %100 to i32
  %102 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 0
  %103 = load i32, ptr %102, align 16
  %104 = add nsw i32 %103, %101
  store i32 %104, ptr %102, align 16
  %105 = load i32, ptr %6, align 4
  %106 = call i32 @isdigit(i32 noundef %105) #3
  %107 = icmp ne i32 %106, 0
  %108 = zext i1 %107 to i32
  %109 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 1
  %110 = load i32, ptr %109, align 4
  %111 = add nsw i32 %110, %108
  store i32 %111, ptr %109, align 4
  %112 = load i32, ptr %6, align 4
  %113 = call i32 @isalnum(i32 noundef %112) #3
  %114 = icmp ne i32 %113, 0
  %115 = zext i1 %114 to i32
  %116 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 2
  %117 = load i32, ptr %116, align 8
  %118 = add nsw i32 %117, %115
  store i32 %118, ptr %116, align 8
  %119 = load i32, ptr %6, align 4
  %120 = call i32 @isxdigit(i32 noundef %119) #3
  %121 = icmp ne i32 %120, 0
  %122 = zext i1 %121 to i32
  %123 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 3
  %124 = load i32, ptr %123, align 4
  %125 = add nsw i32 %124, %122
  store i32 %125, ptr %123, align 4
  %126 = load i32, ptr %6, align 4
  %127 = call i32 @isspace(i32 noundef %126) #3
  %128 = icmp ne i32 %127, 0
  %129 = zext i1 %128 to i32
  %130 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 4
  %131 = load i32, ptr %130, align 16
  %132 = add nsw i32 %131, %129
  store i32 %132, ptr %130, align 16
  %133 = load i32, ptr %6, align 4
  %134 = call i32 @isprint(i32 noundef %133) #3
  %135 = icmp ne i32 %134, 0
  %136 = zext i1 %135 to i32
  %137 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 5
  %138 = load i32, ptr %137, align 4
  %139 = add nsw i32 %138, %136
  store i32 %139, ptr %137, align 4
  %140 = load i32, ptr %6, align 4
  %141 = call i32 @ispunct(i32 noundef %140) #3
  %142 = icmp ne i32 %141, 0
  %143 = zext i1 %142 to i32
  %144 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 6
  %145 = load i32, ptr %144, align 8
  %146 = add nsw i32 %145, %143
  store i32 %146, ptr %144, align 8
  %147 = load i32, ptr %6, align 4
  %148 = call i32 @iscntrl(i32 noundef %147) #3
  %149 = icmp ne i32 %148, 0
  br i1 %149, label %150, label %163

150:                                              ; preds = %97
  %151 = load i32, ptr %6, align 4
  %152 = call i32 @isgraph(i32 noundef %151) #3
  %153 = icmp ne i32 %152, 0
  br i1 %153, label %163, label %154

154:                                              ; preds = %150
  %155 = load i32, ptr %6, align 4
  %156 = call i32 @islower(i32 noundef %155) #3
  %157 = icmp ne i32 %156, 0
  br i1 %157, label %163, label %158

158:                                              ; preds = %154
  %159 = load i32, ptr %6, align 4
  %160 = call i32 @isupper(i32 noundef %159) #3
  %161 = icmp ne i32 %160, 0
  %162 = xor i1 %161, true
  br label %163

163:                                              ; preds = %158, %154, %150, %97
  %164 = phi i1 [ false, %154 ], [ false, %150 ], [ false, %97 ], [ %162, %158 ]
  %165 = zext i1 %164 to i32
  %166 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 7
  %167 = load i32, ptr %166, align 4
  %168 = add nsw i32 %167, %165
  store i32 %168, ptr %166, align 4
  %169 = load i32, ptr %6, align 4
  %170 = icmp sge i32 %169, 32
  br i1 %170, label %171, label %188

171:                                              ; preds = %163
  %172 = load i32, ptr %6, align 4
  %173 = and i32 %172, 1
  %174 = icmp ne i32 %173, 0
  br i1 %174, label %175, label %178

175:                                              ; preds = %171
  %176 = load i32, ptr %6, align 4
  %177 = call i32 @toupper(i32 noundef %176) #3
  br label %181

178:                                              ; preds = %171
  %179 = load i32, ptr %6, align 4
  %180 = call i32 @tolower(i32 noundef %179) #3
  br label %181

181:                                              ; preds = %178, %175
  %182 = phi i32 [ %177, %175 ], [ %180, %178 ]
  %183 = trunc i32 %182 to i8
  %184 = load i32, ptr %6, align 4
  %185 = sub nsw i32 %184, 32
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [96 x i8], ptr %5, i64 0, i64 %186
  store i8 %183, ptr %187, align 1
  br label %188

188:                                              ; preds = %181, %163
  br label %189

189:                                              ; preds = %188
  %190 = load i32, ptr %6, align 4
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %6, align 4
  br label %94, !llvm.loop !7

192:                                              ; preds = %94
  %193 = getelementptr inbounds [96 x i8], ptr %5, i64 0, i64 95
  store i8 0, ptr %193, align 1
  store i32 0, ptr %7, align 4
  br label %194

194:                                              ; preds = %204, %192
  %195 = load i32, ptr %7, align 4
  %196 = icmp slt i32 %195, 8
  br i1 %196, label %197, label %207

197:                                              ; preds = %194
  %198 = load i32, ptr %7, align 4
  %199 = load i32, ptr %7, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %200
  %202 = load i32, ptr %201, align 4
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %198, i32 noundef %202) #3
  br label %204

204:                                              ; preds = %197
  %205 = load i32, ptr %7, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %7, align 4
  br label %194, !llvm.loop !8

207:                                              ; preds = %194
  %208 = getelementptr inbounds [96 x i8], ptr %5, i64 0, i64 0
  %209 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %208) #3
  store ptr @.str.6, ptr %8, align 8
  %210 = load ptr, ptr %8, align 8
  %211 = call ptr @memchr(ptr noundef %210, i32 noundef 110, i64 noundef 20) #3
  store ptr %211, ptr %9, align 8
  %212 = load ptr, ptr %8, align 8
  %213 = call ptr @memchr(ptr noundef %212, i32 noundef 122, i64 noundef 20) #3
  store ptr %213, ptr %10, align 8
  %214 = load ptr, ptr %9, align 8
  %215 = icmp ne ptr %214, null
  br i1 %215, label %216, label %223

216:                                              ; preds = %207
  %217 = load ptr, ptr %9, align 8
  %218 = load ptr, ptr %8, align 8
  %219 = ptrtoint ptr %217 to i64
  %220 = ptrtoint ptr %218 to i64
  %221 = sub i64 %219, %220
  %222 = trunc i64 %221 to i32
  br label %224

223:                                              ; preds = %207
  br label %224

224:                                              ; preds = %223, %216
  %225 = phi i32 [ %222, %216 ], [ -1, %223 ]
  %226 = load ptr, ptr %10, align 8
  %227 = icmp ne ptr %226, null
  %228 = zext i1 %227 to i64
  %229 = select i1 %227, i32 1, i32 0
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %225, i32 noundef %229) #3
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

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

declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
