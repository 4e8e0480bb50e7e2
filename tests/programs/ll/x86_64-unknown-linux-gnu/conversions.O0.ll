; ModuleID = 'tests/programs/conversions.c'
source_filename = "tests/programs/conversions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.ds = private unnamed_addr constant [12 x double] [double 0.000000e+00, double 9.000000e-01, double -9.000000e-01, double 1.500000e+00, double -1.500000e+00, double 2.500000e+00, double 1.000000e+09, double -1.000000e+09, double 4.000000e+09, double 0x419D6F3457F2B021, double 9.200000e+18, double 1.800000e+19], align 16
@.str = private unnamed_addr constant [6 x i8] c"%.3f:\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c" i8=%d\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c" u16=%u\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c" f=%.3f\0A\00", align 1
@__const.main.is = private unnamed_addr constant [8 x i64] [i64 0, i64 1, i64 -1, i64 16777217, i64 -16777217, i64 9007199254740993, i64 -9007199254740993, i64 9223372036854775807], align 16
@.str.8 = private unnamed_addr constant [23 x i8] c"%lld -> d %.1f f %.1f\0A\00", align 1
@.str.9 = private unnamed_addr constant [23 x i8] c"%llu -> d %.1f f %.1f\0A\00", align 1
@__const.main.u32s = private unnamed_addr constant [5 x i32] [i32 0, i32 1, i32 -2147483648, i32 -1, i32 16777217], align 16
@.str.10 = private unnamed_addr constant [21 x i8] c"%u -> d %.1f f %.1f\0A\00", align 1
@.str.11 = private unnamed_addr constant [33 x i8] c"small to fp %.1f %.1f %.1f %.1f\0A\00", align 1
@.str.12 = private unnamed_addr constant [22 x i8] c"f+1 %.1f d(f)+1 %.1f\0A\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"narrow %.10f widen %.10f\0A\00", align 1
@.str.14 = private unnamed_addr constant [27 x i8] c"int widen %lld %llu %d %u\0A\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"bool %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [12 x double], align 16
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca [8 x i64], align 16
  %5 = alloca i32, align 4
  %6 = alloca [6 x i64], align 16
  %7 = alloca i32, align 4
  %8 = alloca [5 x i32], align 16
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca float, align 4
  %15 = alloca double, align 8
  %16 = alloca float, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.ds, i64 96, i1 false)
  store i32 0, ptr %2, align 4
  br label %17

17:                                               ; preds = %93, %0
  %18 = load i32, ptr %2, align 4
  %19 = icmp slt i32 %18, 12
  br i1 %19, label %20, label %96

20:                                               ; preds = %17
  %21 = load i32, ptr %2, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %22
  %24 = load double, ptr %23, align 8
  store double %24, ptr %3, align 8
  %25 = load double, ptr %3, align 8
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %25) #4
  %27 = load double, ptr %3, align 8
  %28 = fcmp ogt double %27, 0xC1E0000000000000
  br i1 %28, label %29, label %36

29:                                               ; preds = %20
  %30 = load double, ptr %3, align 8
  %31 = fcmp olt double %30, 0x41E0000000000000
  br i1 %31, label %32, label %36

32:                                               ; preds = %29
  %33 = load double, ptr %3, align 8
  %34 = fptosi double %33 to i32
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %34) #4
  br label %36

36:                                               ; preds = %32, %29, %20
  %37 = load double, ptr %3, align 8
  %38 = fcmp ogt double %37, -1.000000e+00
  br i1 %38, label %39, label %46

39:                                               ; preds = %36
  %40 = load double, ptr %3, align 8
  %41 = fcmp olt double %40, 0x41F0000000000000
  br i1 %41, label %42, label %46

42:                                               ; preds = %39
  %43 = load double, ptr %3, align 8
  %44 = fptoui double %43 to i32
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %44) #4
  br label %46

46:                                               ; preds = %42, %39, %36
  %47 = load double, ptr %3, align 8
  %48 = fcmp ogt double %47, -9.200000e+18
  br i1 %48, label %49, label %56

49:                                               ; preds = %46
  %50 = load double, ptr %3, align 8
  %51 = fcmp olt double %50, 9.200000e+18
  br i1 %51, label %52, label %56

52:                                               ; preds = %49
  %53 = load double, ptr %3, align 8
  %54 = fptosi double %53 to i64
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %54) #4
  br label %56

56:                                               ; preds = %52, %49, %46
  %57 = load double, ptr %3, align 8
  %58 = fcmp ogt double %57, -1.000000e+00
  br i1 %58, label %59, label %66

59:                                               ; preds = %56
  %60 = load double, ptr %3, align 8
  %61 = fcmp olt double %60, 1.800000e+19
  br i1 %61, label %62, label %66

62:                                               ; preds = %59
  %63 = load double, ptr %3, align 8
  %64 = fptoui double %63 to i64
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %64) #4
  br label %66

66:                                               ; preds = %62, %59, %56
  %67 = load double, ptr %3, align 8
  %68 = fcmp ogt double %67, -1.280000e+02
  br i1 %68, label %69, label %77

69:                                               ; preds = %66
  %70 = load double, ptr %3, align 8
  %71 = fcmp olt double %70, 1.280000e+02
  br i1 %71, label %72, label %77

72:                                               ; preds = %69
  %73 = load double, ptr %3, align 8
  %74 = fptosi double %73 to i8
  %75 = sext i8 %74 to i32
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %75) #4
  br label %77

77:                                               ; preds = %72, %69, %66
  %78 = load double, ptr %3, align 8
  %79 = fcmp ogt double %78, -1.000000e+00
  br i1 %79, label %80, label %88

80:                                               ; preds = %77
  %81 = load double, ptr %3, align 8
  %82 = fcmp olt double %81, 6.553600e+04
  br i1 %82, label %83, label %88

83:                                               ; preds = %80
  %84 = load double, ptr %3, align 8
  %85 = fptoui double %84 to i16
  %86 = zext i16 %85 to i32
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %86) #4
  br label %88

88:                                               ; preds = %83, %80, %77
  %89 = load double, ptr %3, align 8
  %90 = fptrunc double %89 to float
  %91 = fpext float %90 to double
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %91) #4
  br label %93

93:                                               ; preds = %88
  %94 = load i32, ptr %2, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %2, align 4
  br label %17, !llvm.loop !5

96:                                               ; preds = %17
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.is, i64 64, i1 false)
  store i32 0, ptr %5, align 4
  br label %97

97:                                               ; preds = %117, %96
  %98 = load i32, ptr %5, align 4
  %99 = icmp slt i32 %98, 8
  br i1 %99, label %100, label %120

100:                                              ; preds = %97
  %101 = load i32, ptr %5, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 %102
  %104 = load i64, ptr %103, align 8
  %105 = load i32, ptr %5, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 %106
  %108 = load i64, ptr %107, align 8
  %109 = sitofp i64 %108 to double
  %110 = load i32, ptr %5, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 %111
  %113 = load i64, ptr %112, align 8
  %114 = sitofp i64 %113 to float
  %115 = fpext float %114 to double
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %104, double noundef %109, double noundef %115) #4
  br label %117

117:                                              ; preds = %100
  %118 = load i32, ptr %5, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %5, align 4
  br label %97, !llvm.loop !7

120:                                              ; preds = %97
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 48, i1 false)
  %121 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 1
  store i64 1, ptr %121, align 8
  %122 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 2
  store i64 -9223372036854775808, ptr %122, align 16
  %123 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 3
  store i64 -1, ptr %123, align 8
  %124 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 4
  store i64 -9223372036854774783, ptr %124, align 16
  %125 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 5
  store i64 -6101065172474983726, ptr %125, align 8
  store i32 0, ptr %7, align 4
  br label %126

126:                                              ; preds = %146, %120
  %127 = load i32, ptr %7, align 4
  %128 = icmp slt i32 %127, 6
  br i1 %128, label %129, label %149

129:                                              ; preds = %126
  %130 = load i32, ptr %7, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [6 x i64], ptr %6, i64 0, i64 %131
  %133 = load i64, ptr %132, align 8
  %134 = load i32, ptr %7, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [6 x i64], ptr %6, i64 0, i64 %135
  %137 = load i64, ptr %136, align 8
  %138 = uitofp i64 %137 to double
  %139 = load i32, ptr %7, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [6 x i64], ptr %6, i64 0, i64 %140
  %142 = load i64, ptr %141, align 8
  %143 = uitofp i64 %142 to float
  %144 = fpext float %143 to double
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %133, double noundef %138, double noundef %144) #4
  br label %146

146:                                              ; preds = %129
  %147 = load i32, ptr %7, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %7, align 4
  br label %126, !llvm.loop !8

149:                                              ; preds = %126
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.u32s, i64 20, i1 false)
  store i32 0, ptr %9, align 4
  br label %150

150:                                              ; preds = %170, %149
  %151 = load i32, ptr %9, align 4
  %152 = icmp slt i32 %151, 5
  br i1 %152, label %153, label %173

153:                                              ; preds = %150
  %154 = load i32, ptr %9, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [5 x i32], ptr %8, i64 0, i64 %155
  %157 = load i32, ptr %156, align 4
  %158 = load i32, ptr %9, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [5 x i32], ptr %8, i64 0, i64 %159
  %161 = load i32, ptr %160, align 4
  %162 = uitofp i32 %161 to double
  %163 = load i32, ptr %9, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [5 x i32], ptr %8, i64 0, i64 %164
  %166 = load i32, ptr %165, align 4
  %167 = uitofp i32 %166 to float
  %168 = fpext float %167 to double
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %157, double noundef %162, double noundef %168) #4
  br label %170

170:                                              ; preds = %153
  %171 = load i32, ptr %9, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %9, align 4
  br label %150, !llvm.loop !9

173:                                              ; preds = %150
  store i8 -100, ptr %10, align 1
  store i8 -56, ptr %11, align 1
  store i16 -30000, ptr %12, align 2
  store i16 -5536, ptr %13, align 2
  %174 = load i8, ptr %10, align 1
  %175 = sitofp i8 %174 to double
  %176 = load i8, ptr %11, align 1
  %177 = uitofp i8 %176 to double
  %178 = load i16, ptr %12, align 2
  %179 = sitofp i16 %178 to float
  %180 = fpext float %179 to double
  %181 = load i16, ptr %13, align 2
  %182 = uitofp i16 %181 to float
  %183 = fpext float %182 to double
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %175, double noundef %177, double noundef %180, double noundef %183) #4
  store float 0x4170000000000000, ptr %14, align 4
  %185 = load float, ptr %14, align 4
  %186 = fadd float %185, 1.000000e+00
  %187 = fpext float %186 to double
  %188 = load float, ptr %14, align 4
  %189 = fpext float %188 to double
  %190 = fadd double %189, 1.000000e+00
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %187, double noundef %190) #4
  store double 0x3FF000001AD7F29B, ptr %15, align 8
  %192 = load double, ptr %15, align 8
  %193 = fptrunc double %192 to float
  store float %193, ptr %16, align 4
  %194 = load float, ptr %16, align 4
  %195 = fpext float %194 to double
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %195, double noundef 0x3FB99999A0000000) #4
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef -5, i64 noundef 4294967291, i32 noundef -1, i32 noundef 255) #4
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef 1, i32 noundef 0, i32 noundef 1) #4
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nobuiltin "no-builtins" }

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
