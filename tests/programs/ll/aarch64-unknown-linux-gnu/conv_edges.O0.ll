; ModuleID = 'tests/programs/conv_edges.c'
source_filename = "tests/programs/conv_edges.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  %20 = alloca fp128, align 16
  store i32 0, ptr %1, align 4
  br label %21

21:                                               ; preds = %44, %0
  %22 = load i32, ptr %1, align 4
  %23 = zext i32 %22 to i64
  %24 = icmp ult i64 %23, 9
  br i1 %24, label %25, label %47

25:                                               ; preds = %21
  %26 = load i32, ptr %1, align 4
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds [9 x i64], ptr @vu, i64 0, i64 %27
  %29 = load volatile i64, ptr %28, align 8
  %30 = uitofp i64 %29 to double
  store double %30, ptr %2, align 8
  %31 = load i32, ptr %1, align 4
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds [9 x i64], ptr @vu, i64 0, i64 %32
  %34 = load volatile i64, ptr %33, align 8
  %35 = uitofp i64 %34 to float
  store float %35, ptr %3, align 4
  %36 = load i32, ptr %1, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [9 x i64], ptr @vu, i64 0, i64 %37
  %39 = load volatile i64, ptr %38, align 8
  %40 = load double, ptr %2, align 8
  %41 = load float, ptr %3, align 4
  %42 = fpext float %41 to double
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %39, double noundef %40, double noundef %42) #3
  br label %44

44:                                               ; preds = %25
  %45 = load i32, ptr %1, align 4
  %46 = add i32 %45, 1
  store i32 %46, ptr %1, align 4
  br label %21, !llvm.loop !5

47:                                               ; preds = %21
  store i32 0, ptr %4, align 4
  br label %48

48:                                               ; preds = %71, %47
  %49 = load i32, ptr %4, align 4
  %50 = zext i32 %49 to i64
  %51 = icmp ult i64 %50, 6
  br i1 %51, label %52, label %74

52:                                               ; preds = %48
  %53 = load i32, ptr %4, align 4
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds [6 x i64], ptr @vs, i64 0, i64 %54
  %56 = load volatile i64, ptr %55, align 8
  %57 = sitofp i64 %56 to double
  store double %57, ptr %5, align 8
  %58 = load i32, ptr %4, align 4
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [6 x i64], ptr @vs, i64 0, i64 %59
  %61 = load volatile i64, ptr %60, align 8
  %62 = sitofp i64 %61 to float
  store float %62, ptr %6, align 4
  %63 = load i32, ptr %4, align 4
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds [6 x i64], ptr @vs, i64 0, i64 %64
  %66 = load volatile i64, ptr %65, align 8
  %67 = load double, ptr %5, align 8
  %68 = load float, ptr %6, align 4
  %69 = fpext float %68 to double
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %66, double noundef %67, double noundef %69) #3
  br label %71

71:                                               ; preds = %52
  %72 = load i32, ptr %4, align 4
  %73 = add i32 %72, 1
  store i32 %73, ptr %4, align 4
  br label %48, !llvm.loop !7

74:                                               ; preds = %48
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.ds, i64 56, i1 true)
  store i32 0, ptr %8, align 4
  br label %75

75:                                               ; preds = %131, %74
  %76 = load i32, ptr %8, align 4
  %77 = zext i32 %76 to i64
  %78 = icmp ult i64 %77, 7
  br i1 %78, label %79, label %134

79:                                               ; preds = %75
  %80 = load i32, ptr %8, align 4
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 %81
  %83 = load volatile double, ptr %82, align 8
  store double %83, ptr %9, align 8
  %84 = load double, ptr %9, align 8
  %85 = fcmp oge double %84, 0.000000e+00
  br i1 %85, label %86, label %89

86:                                               ; preds = %79
  %87 = load double, ptr %9, align 8
  %88 = fptoui double %87 to i64
  br label %90

89:                                               ; preds = %79
  br label %90

90:                                               ; preds = %89, %86
  %91 = phi i64 [ %88, %86 ], [ 0, %89 ]
  store i64 %91, ptr %10, align 8
  %92 = load double, ptr %9, align 8
  %93 = fcmp olt double %92, 9.200000e+18
  br i1 %93, label %94, label %100

94:                                               ; preds = %90
  %95 = load double, ptr %9, align 8
  %96 = fcmp ogt double %95, -9.200000e+18
  br i1 %96, label %97, label %100

97:                                               ; preds = %94
  %98 = load double, ptr %9, align 8
  %99 = fptosi double %98 to i64
  br label %101

100:                                              ; preds = %94, %90
  br label %101

101:                                              ; preds = %100, %97
  %102 = phi i64 [ %99, %97 ], [ 0, %100 ]
  store i64 %102, ptr %11, align 8
  %103 = load double, ptr %9, align 8
  %104 = fcmp oge double %103, 0.000000e+00
  br i1 %104, label %105, label %111

105:                                              ; preds = %101
  %106 = load double, ptr %9, align 8
  %107 = fcmp olt double %106, 0x41F0000000000000
  br i1 %107, label %108, label %111

108:                                              ; preds = %105
  %109 = load double, ptr %9, align 8
  %110 = fptoui double %109 to i32
  br label %112

111:                                              ; preds = %105, %101
  br label %112

112:                                              ; preds = %111, %108
  %113 = phi i32 [ %110, %108 ], [ 0, %111 ]
  store i32 %113, ptr %12, align 4
  %114 = load double, ptr %9, align 8
  %115 = fcmp ogt double %114, 0xC1E0000000200000
  br i1 %115, label %116, label %122

116:                                              ; preds = %112
  %117 = load double, ptr %9, align 8
  %118 = fcmp olt double %117, 0x41E0000000000000
  br i1 %118, label %119, label %122

119:                                              ; preds = %116
  %120 = load double, ptr %9, align 8
  %121 = fptosi double %120 to i32
  br label %123

122:                                              ; preds = %116, %112
  br label %123

123:                                              ; preds = %122, %119
  %124 = phi i32 [ %121, %119 ], [ 0, %122 ]
  store i32 %124, ptr %13, align 4
  %125 = load double, ptr %9, align 8
  %126 = load i64, ptr %10, align 8
  %127 = load i64, ptr %11, align 8
  %128 = load i32, ptr %12, align 4
  %129 = load i32, ptr %13, align 4
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %125, i64 noundef %126, i64 noundef %127, i32 noundef %128, i32 noundef %129) #3
  br label %131

131:                                              ; preds = %123
  %132 = load i32, ptr %8, align 4
  %133 = add i32 %132, 1
  store i32 %133, ptr %8, align 4
  br label %75, !llvm.loop !8

134:                                              ; preds = %75
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 @__const.main.fs, i64 20, i1 true)
  store i32 0, ptr %15, align 4
  br label %135

135:                                              ; preds = %161, %134
  %136 = load i32, ptr %15, align 4
  %137 = zext i32 %136 to i64
  %138 = icmp ult i64 %137, 5
  br i1 %138, label %139, label %164

139:                                              ; preds = %135
  %140 = load i32, ptr %15, align 4
  %141 = zext i32 %140 to i64
  %142 = getelementptr inbounds [5 x float], ptr %14, i64 0, i64 %141
  %143 = load volatile float, ptr %142, align 4
  store float %143, ptr %16, align 4
  %144 = load float, ptr %16, align 4
  %145 = fcmp olt float %144, 0x43DF399B20000000
  br i1 %145, label %146, label %152

146:                                              ; preds = %139
  %147 = load float, ptr %16, align 4
  %148 = fcmp ogt float %147, 0xC3DF399B20000000
  br i1 %148, label %149, label %152

149:                                              ; preds = %146
  %150 = load float, ptr %16, align 4
  %151 = fptosi float %150 to i64
  br label %153

152:                                              ; preds = %146, %139
  br label %153

153:                                              ; preds = %152, %149
  %154 = phi i64 [ %151, %149 ], [ -7, %152 ]
  store i64 %154, ptr %17, align 8
  %155 = load float, ptr %16, align 4
  %156 = fpext float %155 to double
  %157 = load float, ptr %16, align 4
  %158 = fpext float %157 to double
  %159 = load i64, ptr %17, align 8
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %156, double noundef %158, i64 noundef %159) #3
  br label %161

161:                                              ; preds = %153
  %162 = load i32, ptr %15, align 4
  %163 = add i32 %162, 1
  store i32 %163, ptr %15, align 4
  br label %135, !llvm.loop !9

164:                                              ; preds = %135
  store volatile i32 -12345, ptr %18, align 4
  store volatile i8 -100, ptr %19, align 1
  %165 = load volatile i32, ptr %18, align 4
  %166 = trunc i32 %165 to i8
  %167 = zext i8 %166 to i32
  %168 = load volatile i32, ptr %18, align 4
  %169 = trunc i32 %168 to i8
  %170 = sext i8 %169 to i32
  %171 = load volatile i32, ptr %18, align 4
  %172 = trunc i32 %171 to i16
  %173 = sext i16 %172 to i32
  %174 = load volatile i32, ptr %18, align 4
  %175 = trunc i32 %174 to i16
  %176 = zext i16 %175 to i32
  %177 = load volatile i8, ptr %19, align 1
  %178 = sext i8 %177 to i64
  %179 = load volatile i8, ptr %19, align 1
  %180 = sext i8 %179 to i32
  %181 = zext i32 %180 to i64
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %167, i32 noundef %170, i32 noundef %173, i32 noundef %176, i64 noundef %178, i64 noundef %181) #3
  %183 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 3), align 8
  %184 = uitofp i64 %183 to fp128
  %185 = fmul fp128 %184, 0xL00000000000000003FFE800000000000
  store volatile fp128 %185, ptr %20, align 16
  %186 = load volatile fp128, ptr %20, align 16
  %187 = fptoui fp128 %186 to i64
  %188 = load volatile fp128, ptr %20, align 16
  %189 = fptrunc fp128 %188 to double
  %190 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %187, double noundef %189) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
