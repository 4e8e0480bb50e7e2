; ModuleID = 'tests/programs/conversions.c'
source_filename = "tests/programs/conversions.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@__const.main.ds = private unnamed_addr constant [12 x double] [double 0.000000e+00, double 9.000000e-01, double -9.000000e-01, double 1.500000e+00, double -1.500000e+00, double 2.500000e+00, double 1.000000e+09, double -1.000000e+09, double 4.000000e+09, double 0x419D6F3457F2B021, double 9.200000e+18, double 1.800000e+19], align 8
@.str = private unnamed_addr constant [6 x i8] c"%.3f:\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c" i8=%d\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c" u16=%u\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c" f=%.3f\0A\00", align 1
@__const.main.is = private unnamed_addr constant [8 x i64] [i64 0, i64 1, i64 -1, i64 16777217, i64 -16777217, i64 9007199254740993, i64 -9007199254740993, i64 9223372036854775807], align 8
@.str.8 = private unnamed_addr constant [23 x i8] c"%lld -> d %.1f f %.1f\0A\00", align 1
@.str.9 = private unnamed_addr constant [23 x i8] c"%llu -> d %.1f f %.1f\0A\00", align 1
@__const.main.u32s = private unnamed_addr constant [5 x i32] [i32 0, i32 1, i32 -2147483648, i32 -1, i32 16777217], align 4
@.str.10 = private unnamed_addr constant [21 x i8] c"%u -> d %.1f f %.1f\0A\00", align 1
@.str.11 = private unnamed_addr constant [33 x i8] c"small to fp %.1f %.1f %.1f %.1f\0A\00", align 1
@.str.12 = private unnamed_addr constant [22 x i8] c"f+1 %.1f d(f)+1 %.1f\0A\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"narrow %.10f widen %.10f\0A\00", align 1
@.str.14 = private unnamed_addr constant [27 x i8] c"int widen %lld %llu %d %u\0A\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"bool %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [12 x double], align 8
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca [8 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca [6 x i64], align 8
  %7 = alloca i32, align 4
  %8 = alloca [5 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca float, align 4
  %15 = alloca double, align 8
  %16 = alloca float, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %1, ptr align 8 @__const.main.ds, i32 96, i1 false)
  store i32 0, ptr %2, align 4
  br label %17

17:                                               ; preds = %92, %0
  %18 = load i32, ptr %2, align 4
  %19 = icmp slt i32 %18, 12
  br i1 %19, label %20, label %95

20:                                               ; preds = %17
  %21 = load i32, ptr %2, align 4
  %22 = getelementptr inbounds [12 x double], ptr %1, i32 0, i32 %21
  %23 = load double, ptr %22, align 8
  store double %23, ptr %3, align 8
  %24 = load double, ptr %3, align 8
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %24) #4
  %26 = load double, ptr %3, align 8
  %27 = fcmp ogt double %26, 0xC1E0000000000000
  br i1 %27, label %28, label %35

28:                                               ; preds = %20
  %29 = load double, ptr %3, align 8
  %30 = fcmp olt double %29, 0x41E0000000000000
  br i1 %30, label %31, label %35

31:                                               ; preds = %28
  %32 = load double, ptr %3, align 8
  %33 = fptosi double %32 to i32
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %33) #4
  br label %35

35:                                               ; preds = %31, %28, %20
  %36 = load double, ptr %3, align 8
  %37 = fcmp ogt double %36, -1.000000e+00
  br i1 %37, label %38, label %45

38:                                               ; preds = %35
  %39 = load double, ptr %3, align 8
  %40 = fcmp olt double %39, 0x41F0000000000000
  br i1 %40, label %41, label %45

41:                                               ; preds = %38
  %42 = load double, ptr %3, align 8
  %43 = fptoui double %42 to i32
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %43) #4
  br label %45

45:                                               ; preds = %41, %38, %35
  %46 = load double, ptr %3, align 8
  %47 = fcmp ogt double %46, -9.200000e+18
  br i1 %47, label %48, label %55

48:                                               ; preds = %45
  %49 = load double, ptr %3, align 8
  %50 = fcmp olt double %49, 9.200000e+18
  br i1 %50, label %51, label %55

51:                                               ; preds = %48
  %52 = load double, ptr %3, align 8
  %53 = fptosi double %52 to i64
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %53) #4
  br label %55

55:                                               ; preds = %51, %48, %45
  %56 = load double, ptr %3, align 8
  %57 = fcmp ogt double %56, -1.000000e+00
  br i1 %57, label %58, label %65

58:                                               ; preds = %55
  %59 = load double, ptr %3, align 8
  %60 = fcmp olt double %59, 1.800000e+19
  br i1 %60, label %61, label %65

61:                                               ; preds = %58
  %62 = load double, ptr %3, align 8
  %63 = fptoui double %62 to i64
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %63) #4
  br label %65

65:                                               ; preds = %61, %58, %55
  %66 = load double, ptr %3, align 8
  %67 = fcmp ogt double %66, -1.280000e+02
  br i1 %67, label %68, label %76

68:                                               ; preds = %65
  %69 = load double, ptr %3, align 8
  %70 = fcmp olt double %69, 1.280000e+02
  br i1 %70, label %71, label %76

71:                                               ; preds = %68
  %72 = load double, ptr %3, align 8
  %73 = fptosi double %72 to i8
  %74 = sext i8 %73 to i32
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %74) #4
  br label %76

76:                                               ; preds = %71, %68, %65
  %77 = load double, ptr %3, align 8
  %78 = fcmp ogt double %77, -1.000000e+00
  br i1 %78, label %79, label %87

79:                                               ; preds = %76
  %80 = load double, ptr %3, align 8
  %81 = fcmp olt double %80, 6.553600e+04
  br i1 %81, label %82, label %87

82:                                               ; preds = %79
  %83 = load double, ptr %3, align 8
  %84 = fptoui double %83 to i16
  %85 = zext i16 %84 to i32
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %85) #4
  br label %87

87:                                               ; preds = %82, %79, %76
  %88 = load double, ptr %3, align 8
  %89 = fptrunc double %88 to float
  %90 = fpext float %89 to double
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %90) #4
  br label %92

92:                                               ; preds = %87
  %93 = load i32, ptr %2, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %2, align 4
  br label %17, !llvm.loop !5

95:                                               ; preds = %17
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %4, ptr align 8 @__const.main.is, i32 64, i1 false)
  store i32 0, ptr %5, align 4
  br label %96

96:                                               ; preds = %113, %95
  %97 = load i32, ptr %5, align 4
  %98 = icmp slt i32 %97, 8
  br i1 %98, label %99, label %116

99:                                               ; preds = %96
  %100 = load i32, ptr %5, align 4
  %101 = getelementptr inbounds [8 x i64], ptr %4, i32 0, i32 %100
  %102 = load i64, ptr %101, align 8
  %103 = load i32, ptr %5, align 4
  %104 = getelementptr inbounds [8 x i64], ptr %4, i32 0, i32 %103
  %105 = load i64, ptr %104, align 8
  %106 = sitofp i64 %105 to double
  %107 = load i32, ptr %5, align 4
  %108 = getelementptr inbounds [8 x i64], ptr %4, i32 0, i32 %107
  %109 = load i64, ptr %108, align 8
  %110 = sitofp i64 %109 to float
  %111 = fpext float %110 to double
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %102, double noundef %106, double noundef %111) #4
  br label %113

113:                                              ; preds = %99
  %114 = load i32, ptr %5, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %5, align 4
  br label %96, !llvm.loop !7

116:                                              ; preds = %96
  call void @llvm.memset.p0.i32(ptr align 8 %6, i8 0, i32 48, i1 false)
  %117 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 1
  store i64 1, ptr %117, align 8
  %118 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 2
  store i64 -9223372036854775808, ptr %118, align 8
  %119 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 3
  store i64 -1, ptr %119, align 8
  %120 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 4
  store i64 -9223372036854774783, ptr %120, align 8
  %121 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 5
  store i64 -6101065172474983726, ptr %121, align 8
  store i32 0, ptr %7, align 4
  br label %122

122:                                              ; preds = %139, %116
  %123 = load i32, ptr %7, align 4
  %124 = icmp slt i32 %123, 6
  br i1 %124, label %125, label %142

125:                                              ; preds = %122
  %126 = load i32, ptr %7, align 4
  %127 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 %126
  %128 = load i64, ptr %127, align 8
  %129 = load i32, ptr %7, align 4
  %130 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 %129
  %131 = load i64, ptr %130, align 8
  %132 = uitofp i64 %131 to double
  %133 = load i32, ptr %7, align 4
  %134 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 %133
  %135 = load i64, ptr %134, align 8
  %136 = uitofp i64 %135 to float
  %137 = fpext float %136 to double
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %128, double noundef %132, double noundef %137) #4
  br label %139

139:                                              ; preds = %125
  %140 = load i32, ptr %7, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %7, align 4
  br label %122, !llvm.loop !8

142:                                              ; preds = %122
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %8, ptr align 4 @__const.main.u32s, i32 20, i1 false)
  store i32 0, ptr %9, align 4
  br label %143

143:                                              ; preds = %160, %142
  %144 = load i32, ptr %9, align 4
  %145 = icmp slt i32 %144, 5
  br i1 %145, label %146, label %163

146:                                              ; preds = %143
  %147 = load i32, ptr %9, align 4
  %148 = getelementptr inbounds [5 x i32], ptr %8, i32 0, i32 %147
  %149 = load i32, ptr %148, align 4
  %150 = load i32, ptr %9, align 4
  %151 = getelementptr inbounds [5 x i32], ptr %8, i32 0, i32 %150
  %152 = load i32, ptr %151, align 4
  %153 = uitofp i32 %152 to double
  %154 = load i32, ptr %9, align 4
  %155 = getelementptr inbounds [5 x i32], ptr %8, i32 0, i32 %154
  %156 = load i32, ptr %155, align 4
  %157 = uitofp i32 %156 to float
  %158 = fpext float %157 to double
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %149, double noundef %153, double noundef %158) #4
  br label %160

160:                                              ; preds = %146
  %161 = load i32, ptr %9, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %9, align 4
  br label %143, !llvm.loop !9

163:                                              ; preds = %143
  store i8 -100, ptr %10, align 1
  store i8 -56, ptr %11, align 1
  store i16 -30000, ptr %12, align 2
  store i16 -5536, ptr %13, align 2
  %164 = load i8, ptr %10, align 1
  %165 = sitofp i8 %164 to double
  %166 = load i8, ptr %11, align 1
  %167 = uitofp i8 %166 to double
  %168 = load i16, ptr %12, align 2
  %169 = sitofp i16 %168 to float
  %170 = fpext float %169 to double
  %171 = load i16, ptr %13, align 2
  %172 = uitofp i16 %171 to float
  %173 = fpext float %172 to double
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %165, double noundef %167, double noundef %170, double noundef %173) #4
  store float 0x4170000000000000, ptr %14, align 4
  %175 = load float, ptr %14, align 4
  %176 = fadd float %175, 1.000000e+00
  %177 = fpext float %176 to double
  %178 = load float, ptr %14, align 4
  %179 = fpext float %178 to double
  %180 = fadd double %179, 1.000000e+00
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %177, double noundef %180) #4
  store double 0x3FF000001AD7F29B, ptr %15, align 8
  %182 = load double, ptr %15, align 8
  %183 = fptrunc double %182 to float
  store float %183, ptr %16, align 4
  %184 = load float, ptr %16, align 4
  %185 = fpext float %184 to double
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %185, double noundef 0x3FB99999A0000000) #4
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef -5, i64 noundef 4294967291, i32 noundef -1, i32 noundef 255) #4
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef 1, i32 noundef 0, i32 noundef 1) #4
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
