; ModuleID = 'tests/programs/conv_edges.c'
source_filename = "tests/programs/conv_edges.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@vu = internal global [9 x i64] [i64 0, i64 1, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854774783, i64 -1, i64 9007199254740993, i64 16777217, i64 9007199254740995], align 8
@.str = private unnamed_addr constant [18 x i8] c"u %llu %.1f %.1f\0A\00", align 1
@vs = internal global [6 x i64] [i64 -1, i64 -9007199254740993, i64 -9007199254740993, i64 -16777217, i64 9223372036854774784, i64 -9223372036854774784], align 8
@.str.1 = private unnamed_addr constant [18 x i8] c"s %lld %.1f %.1f\0A\00", align 1
@__const.main.ds = private unnamed_addr constant [7 x double] [double 0x43DFFFFFFFFFFFFF, double 0x43EFFFFFFFFFFFFF, double 0x41EFFFFFFFFCCCCD, double 0xC1E00000001CCCCD, double 9.999900e-01, double -9.999900e-01, double 0x423CBE991A148000], align 8
@.str.2 = private unnamed_addr constant [24 x i8] c"d %.3f %llu %lld %u %d\0A\00", align 1
@__const.main.fs = private unnamed_addr constant [5 x float] [float 0x4170000000000000, float 0x47EFF933C0000000, float 0x36A0000000000000, float -0.000000e+00, float 0x41DFFFFFE0000000], align 4
@.str.3 = private unnamed_addr constant [19 x i8] c"f %.9g %.17g %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"casts %u %d %d %u %llu %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"ld %llu %.1f\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca float, align 4
  %7 = alloca [7 x double], align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [5 x float], align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i8, align 1
  %20 = alloca double, align 8
  store i32 0, ptr %1, align 4
  br label %21

21:                                               ; preds = %40, %0
  %22 = load i32, ptr %1, align 4
  %23 = icmp ult i32 %22, 9
  br i1 %23, label %24, label %43

24:                                               ; preds = %21
  %25 = load i32, ptr %1, align 4
  %26 = getelementptr inbounds [9 x i64], ptr @vu, i32 0, i32 %25
  %27 = load volatile i64, ptr %26, align 8
  %28 = uitofp i64 %27 to double
  store double %28, ptr %2, align 8
  %29 = load i32, ptr %1, align 4
  %30 = getelementptr inbounds [9 x i64], ptr @vu, i32 0, i32 %29
  %31 = load volatile i64, ptr %30, align 8
  %32 = uitofp i64 %31 to float
  store float %32, ptr %3, align 4
  %33 = load i32, ptr %1, align 4
  %34 = getelementptr inbounds [9 x i64], ptr @vu, i32 0, i32 %33
  %35 = load volatile i64, ptr %34, align 8
  %36 = load double, ptr %2, align 8
  %37 = load float, ptr %3, align 4
  %38 = fpext float %37 to double
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %35, double noundef %36, double noundef %38) #3
  br label %40

40:                                               ; preds = %24
  %41 = load i32, ptr %1, align 4
  %42 = add i32 %41, 1
  store i32 %42, ptr %1, align 4
  br label %21, !llvm.loop !5

43:                                               ; preds = %21
  store i32 0, ptr %4, align 4
  br label %44

44:                                               ; preds = %63, %43
  %45 = load i32, ptr %4, align 4
  %46 = icmp ult i32 %45, 6
  br i1 %46, label %47, label %66

47:                                               ; preds = %44
  %48 = load i32, ptr %4, align 4
  %49 = getelementptr inbounds [6 x i64], ptr @vs, i32 0, i32 %48
  %50 = load volatile i64, ptr %49, align 8
  %51 = sitofp i64 %50 to double
  store double %51, ptr %5, align 8
  %52 = load i32, ptr %4, align 4
  %53 = getelementptr inbounds [6 x i64], ptr @vs, i32 0, i32 %52
  %54 = load volatile i64, ptr %53, align 8
  %55 = sitofp i64 %54 to float
  store float %55, ptr %6, align 4
  %56 = load i32, ptr %4, align 4
  %57 = getelementptr inbounds [6 x i64], ptr @vs, i32 0, i32 %56
  %58 = load volatile i64, ptr %57, align 8
  %59 = load double, ptr %5, align 8
  %60 = load float, ptr %6, align 4
  %61 = fpext float %60 to double
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %58, double noundef %59, double noundef %61) #3
  br label %63

63:                                               ; preds = %47
  %64 = load i32, ptr %4, align 4
  %65 = add i32 %64, 1
  store i32 %65, ptr %4, align 4
  br label %44, !llvm.loop !7

66:                                               ; preds = %44
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %7, ptr align 8 @__const.main.ds, i32 56, i1 true)
  store i32 0, ptr %8, align 4
  br label %67

67:                                               ; preds = %121, %66
  %68 = load i32, ptr %8, align 4
  %69 = icmp ult i32 %68, 7
  br i1 %69, label %70, label %124

70:                                               ; preds = %67
  %71 = load i32, ptr %8, align 4
  %72 = getelementptr inbounds [7 x double], ptr %7, i32 0, i32 %71
  %73 = load volatile double, ptr %72, align 8
  store double %73, ptr %9, align 8
  %74 = load double, ptr %9, align 8
  %75 = fcmp oge double %74, 0.000000e+00
  br i1 %75, label %76, label %79

76:                                               ; preds = %70
  %77 = load double, ptr %9, align 8
  %78 = fptoui double %77 to i64
  br label %80

79:                                               ; preds = %70
  br label %80

80:                                               ; preds = %79, %76
  %81 = phi i64 [ %78, %76 ], [ 0, %79 ]
  store i64 %81, ptr %10, align 8
  %82 = load double, ptr %9, align 8
  %83 = fcmp olt double %82, 9.200000e+18
  br i1 %83, label %84, label %90

84:                                               ; preds = %80
  %85 = load double, ptr %9, align 8
  %86 = fcmp ogt double %85, -9.200000e+18
  br i1 %86, label %87, label %90

87:                                               ; preds = %84
  %88 = load double, ptr %9, align 8
  %89 = fptosi double %88 to i64
  br label %91

90:                                               ; preds = %84, %80
  br label %91

91:                                               ; preds = %90, %87
  %92 = phi i64 [ %89, %87 ], [ 0, %90 ]
  store i64 %92, ptr %11, align 8
  %93 = load double, ptr %9, align 8
  %94 = fcmp oge double %93, 0.000000e+00
  br i1 %94, label %95, label %101

95:                                               ; preds = %91
  %96 = load double, ptr %9, align 8
  %97 = fcmp olt double %96, 0x41F0000000000000
  br i1 %97, label %98, label %101

98:                                               ; preds = %95
  %99 = load double, ptr %9, align 8
  %100 = fptoui double %99 to i32
  br label %102

101:                                              ; preds = %95, %91
  br label %102

102:                                              ; preds = %101, %98
  %103 = phi i32 [ %100, %98 ], [ 0, %101 ]
  store i32 %103, ptr %12, align 4
  %104 = load double, ptr %9, align 8
  %105 = fcmp ogt double %104, 0xC1E0000000200000
  br i1 %105, label %106, label %112

106:                                              ; preds = %102
  %107 = load double, ptr %9, align 8
  %108 = fcmp olt double %107, 0x41E0000000000000
  br i1 %108, label %109, label %112

109:                                              ; preds = %106
  %110 = load double, ptr %9, align 8
  %111 = fptosi double %110 to i32
  br label %113

112:                                              ; preds = %106, %102
  br label %113

113:                                              ; preds = %112, %109
  %114 = phi i32 [ %111, %109 ], [ 0, %112 ]
  store i32 %114, ptr %13, align 4
  %115 = load double, ptr %9, align 8
  %116 = load i64, ptr %10, align 8
  %117 = load i64, ptr %11, align 8
  %118 = load i32, ptr %12, align 4
  %119 = load i32, ptr %13, align 4
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %115, i64 noundef %116, i64 noundef %117, i32 noundef %118, i32 noundef %119) #3
  br label %121

121:                                              ; preds = %113
  %122 = load i32, ptr %8, align 4
  %123 = add i32 %122, 1
  store i32 %123, ptr %8, align 4
  br label %67, !llvm.loop !8

124:                                              ; preds = %67
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %14, ptr align 4 @__const.main.fs, i32 20, i1 true)
  store i32 0, ptr %15, align 4
  br label %125

125:                                              ; preds = %149, %124
  %126 = load i32, ptr %15, align 4
  %127 = icmp ult i32 %126, 5
  br i1 %127, label %128, label %152

128:                                              ; preds = %125
  %129 = load i32, ptr %15, align 4
  %130 = getelementptr inbounds [5 x float], ptr %14, i32 0, i32 %129
  %131 = load volatile float, ptr %130, align 4
  store float %131, ptr %16, align 4
  %132 = load float, ptr %16, align 4
  %133 = fcmp olt float %132, 0x43DF399B20000000
  br i1 %133, label %134, label %140

134:                                              ; preds = %128
  %135 = load float, ptr %16, align 4
  %136 = fcmp ogt float %135, 0xC3DF399B20000000
  br i1 %136, label %137, label %140

137:                                              ; preds = %134
  %138 = load float, ptr %16, align 4
  %139 = fptosi float %138 to i64
  br label %141

140:                                              ; preds = %134, %128
  br label %141

141:                                              ; preds = %140, %137
  %142 = phi i64 [ %139, %137 ], [ -7, %140 ]
  store i64 %142, ptr %17, align 8
  %143 = load float, ptr %16, align 4
  %144 = fpext float %143 to double
  %145 = load float, ptr %16, align 4
  %146 = fpext float %145 to double
  %147 = load i64, ptr %17, align 8
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %144, double noundef %146, i64 noundef %147) #3
  br label %149

149:                                              ; preds = %141
  %150 = load i32, ptr %15, align 4
  %151 = add i32 %150, 1
  store i32 %151, ptr %15, align 4
  br label %125, !llvm.loop !9

152:                                              ; preds = %125
  store volatile i32 -12345, ptr %18, align 4
  store volatile i8 -100, ptr %19, align 1
  %153 = load volatile i32, ptr %18, align 4
  %154 = trunc i32 %153 to i8
  %155 = zext i8 %154 to i32
  %156 = load volatile i32, ptr %18, align 4
  %157 = trunc i32 %156 to i8
  %158 = sext i8 %157 to i32
  %159 = load volatile i32, ptr %18, align 4
  %160 = trunc i32 %159 to i16
  %161 = sext i16 %160 to i32
  %162 = load volatile i32, ptr %18, align 4
  %163 = trunc i32 %162 to i16
  %164 = zext i16 %163 to i32
  %165 = load volatile i8, ptr %19, align 1
  %166 = sext i8 %165 to i64
  %167 = load volatile i8, ptr %19, align 1
  %168 = sext i8 %167 to i32
  %169 = zext i32 %168 to i64
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %155, i32 noundef %158, i32 noundef %161, i32 noundef %164, i64 noundef %166, i64 noundef %169) #3
  %171 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i32 0, i32 3), align 8
  %172 = uitofp i64 %171 to double
  %173 = fmul double %172, 7.500000e-01
  store volatile double %173, ptr %20, align 8
  %174 = load volatile double, ptr %20, align 8
  %175 = fptoui double %174 to i64
  %176 = load volatile double, ptr %20, align 8
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %175, double noundef %176) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!9 = distinct !{!9, !6}
