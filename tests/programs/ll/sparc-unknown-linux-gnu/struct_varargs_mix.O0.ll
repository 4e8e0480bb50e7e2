; ModuleID = 'tests/programs/struct_varargs_mix.c'
source_filename = "tests/programs/struct_varargs_mix.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.Pair = type { i32, i32 }
%struct.DF = type { double, float }
%struct.F3 = type { [3 x float] }
%struct.CSL = type { i8, i16, i64 }
%struct.Big = type { [5 x i64] }
%struct.Tiny = type { [3 x i8] }

@__const.main.p1 = private unnamed_addr constant %struct.Pair { i32 1, i32 2 }, align 4
@__const.main.p2 = private unnamed_addr constant %struct.Pair { i32 10, i32 -3 }, align 4
@__const.main.p3 = private unnamed_addr constant %struct.Pair { i32 4, i32 4 }, align 4
@.str = private unnamed_addr constant [12 x i8] c"best %d %d\0A\00", align 1
@__const.main.d0 = private unnamed_addr constant %struct.DF { double 1.500000e+00, float 2.500000e+00 }, align 8
@.str.1 = private unnamed_addr constant [10 x i8] c"iidlFDCBT\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"mix %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"TdTF\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"mix2 %.3f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"big %lld %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"%d %s %.2f %lld %c\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"[log] \00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %struct.Pair, align 4
  %2 = alloca %struct.Pair, align 4
  %3 = alloca %struct.Pair, align 4
  %4 = alloca %struct.Pair, align 4
  %5 = alloca %struct.DF, align 8
  %6 = alloca %struct.DF, align 8
  %7 = alloca %struct.F3, align 4
  %8 = alloca %struct.CSL, align 8
  %9 = alloca %struct.Big, align 8
  %10 = alloca %struct.Tiny, align 1
  %11 = alloca %struct.DF, align 8
  %12 = alloca %struct.Tiny, align 1
  %13 = alloca %struct.Tiny, align 1
  %14 = alloca %struct.F3, align 4
  %15 = alloca %struct.Big, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %1, ptr align 4 @__const.main.p1, i32 8, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.p2, i32 8, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.p3, i32 8, i1 false)
  call void (ptr, i32, ...) @pick_pair(ptr sret(%struct.Pair) align 4 %4, i32 noundef 3, ptr noundef byval(%struct.Pair) align 4 %1, ptr noundef byval(%struct.Pair) align 4 %2, ptr noundef byval(%struct.Pair) align 4 %3) #5
  %16 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %17, i32 noundef %19) #5
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %5, ptr align 8 @__const.main.d0, i32 16, i1 false)
  call void @make_f3(ptr sret(%struct.F3) align 4 %7, float noundef 1.500000e+00) #5
  call void @make_csl(ptr sret(%struct.CSL) align 8 %8, i32 noundef 7) #5
  call void @make_big(ptr sret(%struct.Big) align 8 %9, i32 noundef 3) #5
  call void @make_tiny(ptr sret(%struct.Tiny) align 1 %10, i32 noundef 9) #5
  call void (ptr, ptr, ...) @mix(ptr sret(%struct.DF) align 8 %6, ptr noundef @.str.1, i32 noundef 3, i32 noundef 4, double noundef 5.000000e-01, i64 noundef 34359738368, ptr noundef byval(%struct.F3) align 4 %7, ptr noundef byval(%struct.DF) align 8 %5, ptr noundef byval(%struct.CSL) align 8 %8, ptr noundef byval(%struct.Big) align 8 %9, ptr noundef byval(%struct.Tiny) align 1 %10) #5
  %21 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 1
  %24 = load float, ptr %23, align 8
  %25 = fpext float %24 to double
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %22, double noundef %25) #5
  call void @make_tiny(ptr sret(%struct.Tiny) align 1 %12, i32 noundef 1) #5
  call void @make_tiny(ptr sret(%struct.Tiny) align 1 %13, i32 noundef 200) #5
  call void @make_f3(ptr sret(%struct.F3) align 4 %14, float noundef -5.000000e-01) #5
  call void (ptr, ptr, ...) @mix(ptr sret(%struct.DF) align 8 %11, ptr noundef @.str.3, ptr noundef byval(%struct.Tiny) align 1 %12, double noundef 2.000000e+00, ptr noundef byval(%struct.Tiny) align 1 %13, ptr noundef byval(%struct.F3) align 4 %14) #5
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %6, ptr align 8 %11, i32 16, i1 false)
  %27 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 0
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 1
  %30 = load float, ptr %29, align 8
  %31 = fpext float %30 to double
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %28, double noundef %31) #5
  call void @make_big(ptr sret(%struct.Big) align 8 %15, i32 noundef -2) #5
  %33 = getelementptr inbounds %struct.Big, ptr %15, i32 0, i32 0
  %34 = getelementptr inbounds [5 x i64], ptr %33, i32 0, i32 0
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr inbounds %struct.Big, ptr %15, i32 0, i32 0
  %37 = getelementptr inbounds [5 x i64], ptr %36, i32 0, i32 4
  %38 = load i64, ptr %37, align 8
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %35, i64 noundef %38) #5
  call void (ptr, ...) @logf_(ptr noundef @.str.6, i32 noundef 42, ptr noundef @.str.7, double noundef 3.141590e+00, i64 noundef -5, i32 noundef 122) #5
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal void @pick_pair(ptr noalias sret(%struct.Pair) align 4 %0, i32 noundef %1, ...) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Pair, align 4
  store i32 %1, ptr %3, align 4
  call void @llvm.va_start(ptr %4)
  call void @llvm.memset.p0.i32(ptr align 4 %0, i8 0, i32 8, i1 false)
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %26, %2
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %29

11:                                               ; preds = %7
  %12 = va_arg ptr %4, ptr
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 %12, i32 8, i1 false)
  %13 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = add nsw i32 %14, %16
  %18 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = add nsw i32 %19, %21
  %23 = icmp sgt i32 %17, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %11
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %6, i32 8, i1 false)
  br label %25

25:                                               ; preds = %24, %11
  br label %26

26:                                               ; preds = %25
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %5, align 4
  br label %7, !llvm.loop !5

29:                                               ; preds = %7
  call void @llvm.va_end(ptr %4)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal void @mix(ptr noalias sret(%struct.DF) align 8 %0, ptr noundef %1, ...) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i64, align 8
  %10 = alloca %struct.F3, align 4
  %11 = alloca %struct.DF, align 8
  %12 = alloca %struct.CSL, align 8
  %13 = alloca %struct.Big, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.Tiny, align 1
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 4
  %18 = alloca i32, align 4
  store ptr %1, ptr %3, align 4
  call void @llvm.va_start(ptr %4)
  call void @llvm.va_copy(ptr %5, ptr %4)
  call void @llvm.memset.p0.i32(ptr align 8 %0, i8 0, i32 16, i1 false)
  %19 = load ptr, ptr %3, align 4
  store ptr %19, ptr %6, align 4
  br label %20

20:                                               ; preds = %132, %2
  %21 = load ptr, ptr %6, align 4
  %22 = load i8, ptr %21, align 1
  %23 = icmp ne i8 %22, 0
  br i1 %23, label %24, label %135

24:                                               ; preds = %20
  %25 = load ptr, ptr %6, align 4
  %26 = load i8, ptr %25, align 1
  %27 = sext i8 %26 to i32
  switch i32 %27, label %131 [
    i32 105, label %28
    i32 100, label %35
    i32 108, label %41
    i32 70, label %48
    i32 68, label %64
    i32 67, label %76
    i32 66, label %93
    i32 84, label %111
  ]

28:                                               ; preds = %24
  %29 = va_arg ptr %4, i32
  store i32 %29, ptr %7, align 4
  %30 = load i32, ptr %7, align 4
  %31 = sitofp i32 %30 to double
  %32 = getelementptr inbounds %struct.DF, ptr %0, i32 0, i32 0
  %33 = load double, ptr %32, align 8
  %34 = fadd double %33, %31
  store double %34, ptr %32, align 8
  br label %131

35:                                               ; preds = %24
  %36 = va_arg ptr %4, double
  store double %36, ptr %8, align 8
  %37 = load double, ptr %8, align 8
  %38 = getelementptr inbounds %struct.DF, ptr %0, i32 0, i32 0
  %39 = load double, ptr %38, align 8
  %40 = fadd double %39, %37
  store double %40, ptr %38, align 8
  br label %131

41:                                               ; preds = %24
  %42 = va_arg ptr %4, i64
  store i64 %42, ptr %9, align 8
  %43 = load i64, ptr %9, align 8
  %44 = sitofp i64 %43 to double
  %45 = getelementptr inbounds %struct.DF, ptr %0, i32 0, i32 0
  %46 = load double, ptr %45, align 8
  %47 = fadd double %46, %44
  store double %47, ptr %45, align 8
  br label %131

48:                                               ; preds = %24
  %49 = va_arg ptr %4, ptr
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 4 %49, i32 12, i1 false)
  %50 = getelementptr inbounds %struct.F3, ptr %10, i32 0, i32 0
  %51 = getelementptr inbounds [3 x float], ptr %50, i32 0, i32 0
  %52 = load float, ptr %51, align 4
  %53 = getelementptr inbounds %struct.F3, ptr %10, i32 0, i32 0
  %54 = getelementptr inbounds [3 x float], ptr %53, i32 0, i32 1
  %55 = load float, ptr %54, align 4
  %56 = fadd float %52, %55
  %57 = getelementptr inbounds %struct.F3, ptr %10, i32 0, i32 0
  %58 = getelementptr inbounds [3 x float], ptr %57, i32 0, i32 2
  %59 = load float, ptr %58, align 4
  %60 = fadd float %56, %59
  %61 = getelementptr inbounds %struct.DF, ptr %0, i32 0, i32 1
  %62 = load float, ptr %61, align 8
  %63 = fadd float %62, %60
  store float %63, ptr %61, align 8
  br label %131

64:                                               ; preds = %24
  %65 = va_arg ptr %4, ptr
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %11, ptr align 8 %65, i32 16, i1 false)
  %66 = getelementptr inbounds %struct.DF, ptr %11, i32 0, i32 0
  %67 = load double, ptr %66, align 8
  %68 = getelementptr inbounds %struct.DF, ptr %0, i32 0, i32 0
  %69 = load double, ptr %68, align 8
  %70 = fadd double %69, %67
  store double %70, ptr %68, align 8
  %71 = getelementptr inbounds %struct.DF, ptr %11, i32 0, i32 1
  %72 = load float, ptr %71, align 8
  %73 = getelementptr inbounds %struct.DF, ptr %0, i32 0, i32 1
  %74 = load float, ptr %73, align 8
  %75 = fadd float %74, %72
  store float %75, ptr %73, align 8
  br label %131

76:                                               ; preds = %24
  %77 = va_arg ptr %4, ptr
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %12, ptr align 8 %77, i32 16, i1 false)
  %78 = getelementptr inbounds %struct.CSL, ptr %12, i32 0, i32 0
  %79 = load i8, ptr %78, align 8
  %80 = sext i8 %79 to i32
  %81 = getelementptr inbounds %struct.CSL, ptr %12, i32 0, i32 1
  %82 = load i16, ptr %81, align 2
  %83 = sext i16 %82 to i32
  %84 = add nsw i32 %80, %83
  %85 = sitofp i32 %84 to double
  %86 = getelementptr inbounds %struct.CSL, ptr %12, i32 0, i32 2
  %87 = load i64, ptr %86, align 8
  %88 = sitofp i64 %87 to double
  %89 = fadd double %85, %88
  %90 = getelementptr inbounds %struct.DF, ptr %0, i32 0, i32 0
  %91 = load double, ptr %90, align 8
  %92 = fadd double %91, %89
  store double %92, ptr %90, align 8
  br label %131

93:                                               ; preds = %24
  %94 = va_arg ptr %4, ptr
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %13, ptr align 8 %94, i32 40, i1 false)
  store i32 0, ptr %14, align 4
  br label %95

95:                                               ; preds = %107, %93
  %96 = load i32, ptr %14, align 4
  %97 = icmp slt i32 %96, 5
  br i1 %97, label %98, label %110

98:                                               ; preds = %95
  %99 = getelementptr inbounds %struct.Big, ptr %13, i32 0, i32 0
  %100 = load i32, ptr %14, align 4
  %101 = getelementptr inbounds [5 x i64], ptr %99, i32 0, i32 %100
  %102 = load i64, ptr %101, align 8
  %103 = sitofp i64 %102 to double
  %104 = getelementptr inbounds %struct.DF, ptr %0, i32 0, i32 0
  %105 = load double, ptr %104, align 8
  %106 = fadd double %105, %103
  store double %106, ptr %104, align 8
  br label %107

107:                                              ; preds = %98
  %108 = load i32, ptr %14, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %14, align 4
  br label %95, !llvm.loop !7

110:                                              ; preds = %95
  br label %131

111:                                              ; preds = %24
  %112 = va_arg ptr %4, ptr
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %15, ptr align 1 %112, i32 3, i1 false)
  %113 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 0
  %114 = getelementptr inbounds [3 x i8], ptr %113, i32 0, i32 0
  %115 = load i8, ptr %114, align 1
  %116 = zext i8 %115 to i32
  %117 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 0
  %118 = getelementptr inbounds [3 x i8], ptr %117, i32 0, i32 1
  %119 = load i8, ptr %118, align 1
  %120 = zext i8 %119 to i32
  %121 = add nsw i32 %116, %120
  %122 = getelementptr inbounds %struct.Tiny, ptr %15, i32 0, i32 0
  %123 = getelementptr inbounds [3 x i8], ptr %122, i32 0, i32 2
  %124 = load i8, ptr %123, align 1
  %125 = zext i8 %124 to i32
  %126 = add nsw i32 %121, %125
  %127 = sitofp i32 %126 to float
  %128 = getelementptr inbounds %struct.DF, ptr %0, i32 0, i32 1
  %129 = load float, ptr %128, align 8
  %130 = fadd float %129, %127
  store float %130, ptr %128, align 8
  br label %131

131:                                              ; preds = %24, %111, %110, %76, %64, %48, %41, %35, %28
  br label %132

132:                                              ; preds = %131
  %133 = load ptr, ptr %6, align 4
  %134 = getelementptr inbounds i8, ptr %133, i32 1
  store ptr %134, ptr %6, align 4
  br label %20, !llvm.loop !8

135:                                              ; preds = %20
  store i32 0, ptr %16, align 4
  %136 = load ptr, ptr %3, align 4
  store ptr %136, ptr %17, align 4
  br label %137

137:                                              ; preds = %153, %135
  %138 = load ptr, ptr %17, align 4
  %139 = load i8, ptr %138, align 1
  %140 = icmp ne i8 %139, 0
  br i1 %140, label %141, label %156

141:                                              ; preds = %137
  %142 = load ptr, ptr %17, align 4
  %143 = load i8, ptr %142, align 1
  %144 = sext i8 %143 to i32
  %145 = icmp eq i32 %144, 105
  br i1 %145, label %146, label %151

146:                                              ; preds = %141
  %147 = va_arg ptr %5, i32
  store i32 %147, ptr %18, align 4
  %148 = load i32, ptr %18, align 4
  %149 = load i32, ptr %16, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %16, align 4
  br label %152

151:                                              ; preds = %141
  br label %156

152:                                              ; preds = %146
  br label %153

153:                                              ; preds = %152
  %154 = load ptr, ptr %17, align 4
  %155 = getelementptr inbounds i8, ptr %154, i32 1
  store ptr %155, ptr %17, align 4
  br label %137, !llvm.loop !9

156:                                              ; preds = %151, %137
  call void @llvm.va_end(ptr %5)
  call void @llvm.va_end(ptr %4)
  %157 = load i32, ptr %16, align 4
  %158 = mul nsw i32 %157, 1000
  %159 = sitofp i32 %158 to float
  %160 = getelementptr inbounds %struct.DF, ptr %0, i32 0, i32 1
  %161 = load float, ptr %160, align 8
  %162 = fadd float %161, %159
  store float %162, ptr %160, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @make_f3(ptr noalias sret(%struct.F3) align 4 %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  store float %1, ptr %3, align 4
  %4 = getelementptr inbounds %struct.F3, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds [3 x float], ptr %4, i32 0, i32 0
  %6 = load float, ptr %3, align 4
  store float %6, ptr %5, align 4
  %7 = getelementptr inbounds float, ptr %5, i32 1
  %8 = load float, ptr %3, align 4
  %9 = fmul float %8, 2.000000e+00
  store float %9, ptr %7, align 4
  %10 = getelementptr inbounds float, ptr %7, i32 1
  %11 = load float, ptr %3, align 4
  %12 = fmul float %11, 3.000000e+00
  store float %12, ptr %10, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @make_csl(ptr noalias sret(%struct.CSL) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  %4 = getelementptr inbounds %struct.CSL, ptr %0, i32 0, i32 0
  %5 = load i32, ptr %3, align 4
  %6 = trunc i32 %5 to i8
  store i8 %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.CSL, ptr %0, i32 0, i32 1
  %8 = load i32, ptr %3, align 4
  %9 = mul nsw i32 %8, 100
  %10 = trunc i32 %9 to i16
  store i16 %10, ptr %7, align 2
  %11 = getelementptr inbounds %struct.CSL, ptr %0, i32 0, i32 2
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = shl i64 %13, 40
  store i64 %14, ptr %11, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @make_big(ptr noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 5
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = load i32, ptr %4, align 4
  %12 = add nsw i32 %11, 1
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %10, %13
  %15 = mul nsw i64 %14, 1000000007
  %16 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = getelementptr inbounds [5 x i64], ptr %16, i32 0, i32 %17
  store i64 %15, ptr %18, align 8
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !10

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @make_tiny(ptr noalias sret(%struct.Tiny) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  %4 = getelementptr inbounds %struct.Tiny, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds [3 x i8], ptr %4, i32 0, i32 0
  %6 = load i32, ptr %3, align 4
  %7 = trunc i32 %6 to i8
  store i8 %7, ptr %5, align 1
  %8 = getelementptr inbounds i8, ptr %5, i32 1
  %9 = load i32, ptr %3, align 4
  %10 = add nsw i32 %9, 1
  %11 = trunc i32 %10 to i8
  store i8 %11, ptr %8, align 1
  %12 = getelementptr inbounds i8, ptr %8, i32 1
  %13 = load i32, ptr %3, align 4
  %14 = add nsw i32 %13, 2
  %15 = trunc i32 %14 to i8
  store i8 %15, ptr %12, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @logf_(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.8) #5
  %5 = load ptr, ptr %2, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = call i32 @vprintf(ptr noundef %5, ptr noundef %6) #5
  call void @llvm.va_end(ptr %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #3

declare i32 @vprintf(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
