; ModuleID = 'tests/programs/libm_ctype.c'
source_filename = "tests/programs/libm_ctype.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca float, align 4
  %4 = alloca [8 x i32], align 4
  %5 = alloca [96 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  br label %11

11:                                               ; preds = %70, %0
  %12 = load i32, ptr %1, align 4
  %13 = load volatile i32, ptr @count, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %73

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
  %33 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %20, double noundef %23, double noundef %26, double noundef %29, double noundef %32) #3
  %34 = load double, ptr %2, align 8
  %35 = call double @sin(double noundef %34) #3
  %36 = call double @show(double noundef %35) #3
  %37 = load double, ptr %2, align 8
  %38 = call double @cos(double noundef %37) #3
  %39 = call double @show(double noundef %38) #3
  %40 = load double, ptr %2, align 8
  %41 = call double @atan2(double noundef %40, double noundef 2.000000e+00) #3
  %42 = load double, ptr %2, align 8
  %43 = load i32, ptr %1, align 4
  %44 = sub nsw i32 %43, 4
  %45 = call double @ldexp(double noundef %42, i32 noundef signext %44) #3
  %46 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %36, double noundef %39, double noundef %41, double noundef %45) #3
  %47 = load double, ptr %2, align 8
  %48 = fptrunc double %47 to float
  store float %48, ptr %3, align 4
  %49 = load float, ptr %3, align 4
  %50 = call float @powf(float noundef %49, float noundef 2.500000e+00) #3
  %51 = fpext float %50 to double
  %52 = call double @show(double noundef %51) #3
  %53 = load float, ptr %3, align 4
  %54 = call float @expf(float noundef %53) #3
  %55 = fpext float %54 to double
  %56 = call double @show(double noundef %55) #3
  %57 = load float, ptr %3, align 4
  %58 = call float @logf(float noundef %57) #3
  %59 = fpext float %58 to double
  %60 = call double @show(double noundef %59) #3
  %61 = load float, ptr %3, align 4
  %62 = call float @sinf(float noundef %61) #3
  %63 = fpext float %62 to double
  %64 = call double @show(double noundef %63) #3
  %65 = load float, ptr %3, align 4
  %66 = call float @tanhf(float noundef %65) #3
  %67 = fpext float %66 to double
  %68 = call double @show(double noundef %67) #3
  %69 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %52, double noundef %56, double noundef %60, double noundef %64, double noundef %68) #3
  br label %70

70:                                               ; preds = %15
  %71 = load i32, ptr %1, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %1, align 4
  br label %11, !llvm.loop !7

73:                                               ; preds = %11
  %74 = load volatile i32, ptr @count, align 4
  %75 = sitofp i32 %74 to double
  %76 = fdiv double 1.000000e+00, %75
  %77 = fmul double %76, 3.333000e+00
  %78 = call double @pow(double noundef -8.000000e+00, double noundef %77) #3
  %79 = call double @show(double noundef %78) #3
  %80 = load volatile i32, ptr @count, align 4
  %81 = sitofp i32 %80 to double
  %82 = fneg double %81
  %83 = fdiv double %82, 1.000000e+01
  %84 = call double @pow(double noundef 0.000000e+00, double noundef %83) #3
  %85 = load volatile i32, ptr @count, align 4
  %86 = sitofp i32 %85 to double
  %87 = fmul double 1.000000e+02, %86
  %88 = call double @exp(double noundef %87) #3
  %89 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %79, double noundef %84, double noundef %88) #3
  call void @llvm.memset.p0.i64(ptr align 4 %4, i8 0, i64 32, i1 false)
  store i32 0, ptr %6, align 4
  br label %90

90:                                               ; preds = %185, %73
  %91 = load i32, ptr %6, align 4
  %92 = icmp slt i32 %91, 128
  br i1 %92, label %93, label %188

93:                                               ; preds = %90
  %94 = load i32, ptr %6, align 4
  %95 = call signext i32 @isalpha(i32 noundef signext %94) #3
  %96 = icmp ne i32 %95, 0
  %97 = zext i1 %96 to i32
  %98 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 0
  %99 = load i32, ptr %98, align 4
  %100 = add nsw i32 %99, %97
  store i32 %100, ptr %98, align 4
  %101 = load i32, ptr %6, align 4
  %102 = call signext i32 @isdigit(i32 noundef signext %101) #3
  %103 = icmp ne i32 %102, 0
  %104 = zext i1 %103 to i32
  %105 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 1
  %106 = load i32, ptr %105, align 4
  %107 = add nsw i32 %106, %104
  store i32 %107, ptr %105, align 4
  %108 = load i32, ptr %6, align 4
  %109 = call signext i32 @isalnum(i32 noundef signext %108) #3
  %110 = icmp ne i32 %109, 0
  %111 = zext i1 %110 to i32
  %112 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 2
  %113 = load i32, ptr %112, align 4
  %114 = add nsw i32 %113, %111
  store i32 %114, ptr %112, align 4
  %115 = load i32, ptr %6, align 4
  %116 = call signext i32 @isxdigit(i32 noundef signext %115) #3
  %117 = icmp ne i32 %116, 0
  %118 = zext i1 %117 to i32
  %119 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 3
  %120 = load i32, ptr %119, align 4
  %121 = add nsw i32 %120, %118
  store i32 %121, ptr %119, align 4
  %122 = load i32, ptr %6, align 4
  %123 = call signext i32 @isspace(i32 noundef signext %122) #3
  %124 = icmp ne i32 %123, 0
  %125 = zext i1 %124 to i32
  %126 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 4
  %127 = load i32, ptr %126, align 4
  %128 = add nsw i32 %127, %125
  store i32 %128, ptr %126, align 4
  %129 = load i32, ptr %6, align 4
  %130 = call signext i32 @isprint(i32 noundef signext %129) #3
  %131 = icmp ne i32 %130, 0
  %132 = zext i1 %131 to i32
  %133 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 5
  %134 = load i32, ptr %133, align 4
  %135 = add nsw i32 %134, %132
  store i32 %135, ptr %133, align 4
  %136 = load i32, ptr %6, align 4
  %137 = call signext i32 @ispunct(i32 noundef signext %136) #3
  %138 = icmp ne i32 %137, 0
  %139 = zext i1 %138 to i32
  %140 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 6
  %141 = load i32, ptr %140, align 4
  %142 = add nsw i32 %141, %139
  store i32 %142, ptr %140, align 4
  %143 = load i32, ptr %6, align 4
  %144 = call signext i32 @iscntrl(i32 noundef signext %143) #3
  %145 = icmp ne i32 %144, 0
  br i1 %145, label %146, label %159

146:                                              ; preds = %93
  %147 = load i32, ptr %6, align 4
  %148 = call signext i32 @isgraph(i32 noundef signext %147) #3
  %149 = icmp ne i32 %148, 0
  br i1 %149, label %159, label %150

150:                                              ; preds = %146
  %151 = load i32, ptr %6, align 4
  %152 = call signext i32 @islower(i32 noundef signext %151) #3
  %153 = icmp ne i32 %152, 0
  br i1 %153, label %159, label %154

154:                                              ; preds = %150
  %155 = load i32, ptr %6, align 4
  %156 = call signext i32 @isupper(i32 noundef signext %155) #3
  %157 = icmp ne i32 %156, 0
  %158 = xor i1 %157, true
  br label %159

159:                                              ; preds = %154, %150, %146, %93
  %160 = phi i1 [ false, %150 ], [ false, %146 ], [ false, %93 ], [ %158, %154 ]
  %161 = zext i1 %160 to i32
  %162 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 7
  %163 = load i32, ptr %162, align 4
  %164 = add nsw i32 %163, %161
  store i32 %164, ptr %162, align 4
  %165 = load i32, ptr %6, align 4
  %166 = icmp sge i32 %165, 32
  br i1 %166, label %167, label %184

167:                                              ; preds = %159
  %168 = load i32, ptr %6, align 4
  %169 = and i32 %168, 1
  %170 = icmp ne i32 %169, 0
  br i1 %170, label %171, label %174

171:                                              ; preds = %167
  %172 = load i32, ptr %6, align 4
  %173 = call signext i32 @toupper(i32 noundef signext %172) #3
  br label %177

174:                                              ; preds = %167
  %175 = load i32, ptr %6, align 4
  %176 = call signext i32 @tolower(i32 noundef signext %175) #3
  br label %177

177:                                              ; preds = %174, %171
  %178 = phi i32 [ %173, %171 ], [ %176, %174 ]
  %179 = trunc i32 %178 to i8
  %180 = load i32, ptr %6, align 4
  %181 = sub nsw i32 %180, 32
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [96 x i8], ptr %5, i64 0, i64 %182
  store i8 %179, ptr %183, align 1
  br label %184

184:                                              ; preds = %177, %159
  br label %185

185:                                              ; preds = %184
  %186 = load i32, ptr %6, align 4
  %187 = add nsw i32 %186, 1
  store i32 %187, ptr %6, align 4
  br label %90, !llvm.loop !9

188:                                              ; preds = %90
  %189 = getelementptr inbounds [96 x i8], ptr %5, i64 0, i64 95
  store i8 0, ptr %189, align 1
  store i32 0, ptr %7, align 4
  br label %190

190:                                              ; preds = %200, %188
  %191 = load i32, ptr %7, align 4
  %192 = icmp slt i32 %191, 8
  br i1 %192, label %193, label %203

193:                                              ; preds = %190
  %194 = load i32, ptr %7, align 4
  %195 = load i32, ptr %7, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %196
  %198 = load i32, ptr %197, align 4
  %199 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %194, i32 noundef signext %198) #3
  br label %200

200:                                              ; preds = %193
  %201 = load i32, ptr %7, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %7, align 4
  br label %190, !llvm.loop !10

203:                                              ; preds = %190
  %204 = getelementptr inbounds [96 x i8], ptr %5, i64 0, i64 0
  %205 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %204) #3
  store ptr @.str.6, ptr %8, align 8
  %206 = load ptr, ptr %8, align 8
  %207 = call ptr @memchr(ptr noundef %206, i32 noundef signext 110, i64 noundef 20) #3
  store ptr %207, ptr %9, align 8
  %208 = load ptr, ptr %8, align 8
  %209 = call ptr @memchr(ptr noundef %208, i32 noundef signext 122, i64 noundef 20) #3
  store ptr %209, ptr %10, align 8
  %210 = load ptr, ptr %9, align 8
  %211 = icmp ne ptr %210, null
  br i1 %211, label %212, label %219

212:                                              ; preds = %203
  %213 = load ptr, ptr %9, align 8
  %214 = load ptr, ptr %8, align 8
  %215 = ptrtoint ptr %213 to i64
  %216 = ptrtoint ptr %214 to i64
  %217 = sub i64 %215, %216
  %218 = trunc i64 %217 to i32
  br label %220

219:                                              ; preds = %203
  br label %220

220:                                              ; preds = %219, %212
  %221 = phi i32 [ %218, %212 ], [ -1, %219 ]
  %222 = load ptr, ptr %10, align 8
  %223 = icmp ne ptr %222, null
  %224 = zext i1 %223 to i64
  %225 = select i1 %223, i32 1, i32 0
  %226 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %221, i32 noundef signext %225) #3
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

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

declare double @ldexp(double noundef, i32 noundef signext) #1

declare float @powf(float noundef, float noundef) #1

declare float @expf(float noundef) #1

declare float @logf(float noundef) #1

declare float @sinf(float noundef) #1

declare float @tanhf(float noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare signext i32 @isalpha(i32 noundef signext) #1

declare signext i32 @isdigit(i32 noundef signext) #1

declare signext i32 @isalnum(i32 noundef signext) #1

declare signext i32 @isxdigit(i32 noundef signext) #1

declare signext i32 @isspace(i32 noundef signext) #1

declare signext i32 @isprint(i32 noundef signext) #1

declare signext i32 @ispunct(i32 noundef signext) #1

declare signext i32 @iscntrl(i32 noundef signext) #1

declare signext i32 @isgraph(i32 noundef signext) #1

declare signext i32 @islower(i32 noundef signext) #1

declare signext i32 @isupper(i32 noundef signext) #1

declare signext i32 @toupper(i32 noundef signext) #1

declare signext i32 @tolower(i32 noundef signext) #1

declare ptr @memchr(ptr noundef, i32 noundef signext, i64 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
