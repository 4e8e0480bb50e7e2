; ModuleID = 'tests/programs/struct_varargs_mix.c'
source_filename = "tests/programs/struct_varargs_mix.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
  %1 = alloca %struct.Pair, align 4
  %2 = alloca %struct.Pair, align 4
  %3 = alloca %struct.Pair, align 4
  %4 = alloca %struct.Pair, align 4
  %5 = alloca %struct.DF, align 8
  %6 = alloca %struct.DF, align 8
  %7 = alloca %struct.F3, align 4
  %8 = alloca [2 x i64], align 8
  %9 = alloca %struct.CSL, align 8
  %10 = alloca %struct.Big, align 8
  %11 = alloca %struct.Tiny, align 1
  %12 = alloca i64, align 8
  %13 = alloca [2 x i64], align 8
  %14 = alloca i64, align 8
  %15 = alloca %struct.DF, align 8
  %16 = alloca %struct.Tiny, align 1
  %17 = alloca i64, align 8
  %18 = alloca %struct.Tiny, align 1
  %19 = alloca i64, align 8
  %20 = alloca %struct.F3, align 4
  %21 = alloca [2 x i64], align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca [2 x i64], align 8
  %25 = alloca %struct.Big, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 4 @__const.main.p1, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.p2, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.p3, i64 8, i1 false)
  %26 = load i64, ptr %1, align 4
  %27 = load i64, ptr %2, align 4
  %28 = load i64, ptr %3, align 4
  %29 = call i64 (i32, ...) @pick_pair(i32 noundef signext 3, i64 %26, i64 %27, i64 %28) #5
  store i64 %29, ptr %4, align 4
  %30 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 0
  %31 = load i32, ptr %30, align 4
  %32 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %31, i32 noundef signext %33) #5
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.d0, i64 16, i1 false)
  %35 = call [2 x i64] @make_f3(float noundef 1.500000e+00) #5
  %36 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  store [2 x i64] %35, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %36, ptr align 8 %8, i64 12, i1 false)
  %37 = call [2 x i64] @make_csl(i32 noundef signext 7) #5
  store [2 x i64] %37, ptr %9, align 8
  call void @make_big(ptr sret(%struct.Big) align 8 %10, i32 noundef signext 3) #5
  %38 = call i64 @make_tiny(i32 noundef signext 9) #5
  %39 = getelementptr inbounds %struct.Tiny, ptr %11, i32 0, i32 0
  store i64 %38, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %39, ptr align 8 %12, i64 3, i1 false)
  %40 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 4 %40, i64 12, i1 false)
  %41 = load [2 x i64], ptr %13, align 8
  %42 = load [2 x i64], ptr %5, align 8
  %43 = load [2 x i64], ptr %9, align 8
  %44 = getelementptr inbounds %struct.Tiny, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 1 %44, i64 3, i1 false)
  %45 = load i64, ptr %14, align 8
  %46 = call { double, float } (ptr, ...) @mix(ptr noundef @.str.1, i32 noundef signext 3, i32 noundef signext 4, double noundef 5.000000e-01, i64 noundef 34359738368, [2 x i64] %41, [2 x i64] %42, [2 x i64] %43, ptr noundef %10, i64 %45) #5
  %47 = getelementptr inbounds { double, float }, ptr %6, i32 0, i32 0
  %48 = extractvalue { double, float } %46, 0
  store double %48, ptr %47, align 8
  %49 = getelementptr inbounds { double, float }, ptr %6, i32 0, i32 1
  %50 = extractvalue { double, float } %46, 1
  store float %50, ptr %49, align 8
  %51 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 1
  %54 = load float, ptr %53, align 8
  %55 = fpext float %54 to double
  %56 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %52, double noundef %55) #5
  %57 = call i64 @make_tiny(i32 noundef signext 1) #5
  %58 = getelementptr inbounds %struct.Tiny, ptr %16, i32 0, i32 0
  store i64 %57, ptr %17, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %58, ptr align 8 %17, i64 3, i1 false)
  %59 = call i64 @make_tiny(i32 noundef signext 200) #5
  %60 = getelementptr inbounds %struct.Tiny, ptr %18, i32 0, i32 0
  store i64 %59, ptr %19, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %60, ptr align 8 %19, i64 3, i1 false)
  %61 = call [2 x i64] @make_f3(float noundef -5.000000e-01) #5
  %62 = getelementptr inbounds %struct.F3, ptr %20, i32 0, i32 0
  store [2 x i64] %61, ptr %21, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %62, ptr align 8 %21, i64 12, i1 false)
  %63 = getelementptr inbounds %struct.Tiny, ptr %16, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 1 %63, i64 3, i1 false)
  %64 = load i64, ptr %22, align 8
  %65 = getelementptr inbounds %struct.Tiny, ptr %18, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 1 %65, i64 3, i1 false)
  %66 = load i64, ptr %23, align 8
  %67 = getelementptr inbounds %struct.F3, ptr %20, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 4 %67, i64 12, i1 false)
  %68 = load [2 x i64], ptr %24, align 8
  %69 = call { double, float } (ptr, ...) @mix(ptr noundef @.str.3, i64 %64, double noundef 2.000000e+00, i64 %66, [2 x i64] %68) #5
  %70 = getelementptr inbounds { double, float }, ptr %15, i32 0, i32 0
  %71 = extractvalue { double, float } %69, 0
  store double %71, ptr %70, align 8
  %72 = getelementptr inbounds { double, float }, ptr %15, i32 0, i32 1
  %73 = extractvalue { double, float } %69, 1
  store float %73, ptr %72, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %15, i64 16, i1 false)
  %74 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 0
  %75 = load double, ptr %74, align 8
  %76 = getelementptr inbounds %struct.DF, ptr %6, i32 0, i32 1
  %77 = load float, ptr %76, align 8
  %78 = fpext float %77 to double
  %79 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %75, double noundef %78) #5
  call void @make_big(ptr sret(%struct.Big) align 8 %25, i32 noundef signext -2) #5
  %80 = getelementptr inbounds %struct.Big, ptr %25, i32 0, i32 0
  %81 = getelementptr inbounds [5 x i64], ptr %80, i64 0, i64 0
  %82 = load i64, ptr %81, align 8
  %83 = getelementptr inbounds %struct.Big, ptr %25, i32 0, i32 0
  %84 = getelementptr inbounds [5 x i64], ptr %83, i64 0, i64 4
  %85 = load i64, ptr %84, align 8
  %86 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %82, i64 noundef %85) #5
  call void (ptr, ...) @logf_(ptr noundef @.str.6, i32 noundef signext 42, ptr noundef @.str.7, double noundef 3.141590e+00, i64 noundef -5, i32 noundef signext 122) #5
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @pick_pair(i32 noundef signext %0, ...) #0 {
  %2 = alloca %struct.Pair, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Pair, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.va_start(ptr %4)
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 8, i1 false)
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %27, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %30

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %13, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 8 %12, i64 8, i1 false)
  %14 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = add nsw i32 %15, %17
  %19 = getelementptr inbounds %struct.Pair, ptr %2, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = getelementptr inbounds %struct.Pair, ptr %2, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  %23 = add nsw i32 %20, %22
  %24 = icmp sgt i32 %18, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %11
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %6, i64 8, i1 false)
  br label %26

26:                                               ; preds = %25, %11
  br label %27

27:                                               ; preds = %26
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %5, align 4
  br label %7, !llvm.loop !7

30:                                               ; preds = %7
  call void @llvm.va_end(ptr %4)
  %31 = load i64, ptr %2, align 4
  ret i64 %31
}

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal { double, float } @mix(ptr noundef %0, ...) #0 {
  %2 = alloca %struct.DF, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.F3, align 4
  %8 = alloca %struct.DF, align 8
  %9 = alloca %struct.CSL, align 8
  %10 = alloca %struct.Big, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.Tiny, align 1
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  call void @llvm.va_start(ptr %4)
  call void @llvm.va_copy(ptr %5, ptr %4)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  %15 = load ptr, ptr %3, align 8
  store ptr %15, ptr %6, align 8
  br label %16

16:                                               ; preds = %138, %1
  %17 = load ptr, ptr %6, align 8
  %18 = load i8, ptr %17, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %141

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 8
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  switch i32 %23, label %137 [
    i32 105, label %24
    i32 100, label %32
    i32 108, label %39
    i32 70, label %47
    i32 68, label %64
    i32 67, label %77
    i32 66, label %95
    i32 84, label %116
  ]

24:                                               ; preds = %20
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %26, ptr %4, align 8
  %27 = load i32, ptr %25, align 8
  %28 = sitofp i32 %27 to double
  %29 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %30 = load double, ptr %29, align 8
  %31 = fadd double %30, %28
  store double %31, ptr %29, align 8
  br label %137

32:                                               ; preds = %20
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr %34, ptr %4, align 8
  %35 = load double, ptr %33, align 8
  %36 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %37 = load double, ptr %36, align 8
  %38 = fadd double %37, %35
  store double %38, ptr %36, align 8
  br label %137

39:                                               ; preds = %20
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds i8, ptr %40, i64 8
  store ptr %41, ptr %4, align 8
  %42 = load i64, ptr %40, align 8
  %43 = sitofp i64 %42 to double
  %44 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %45 = load double, ptr %44, align 8
  %46 = fadd double %45, %43
  store double %46, ptr %44, align 8
  br label %137

47:                                               ; preds = %20
  %48 = load ptr, ptr %4, align 8
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  store ptr %49, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 8 %48, i64 12, i1 false)
  %50 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  %51 = getelementptr inbounds [3 x float], ptr %50, i64 0, i64 0
  %52 = load float, ptr %51, align 4
  %53 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  %54 = getelementptr inbounds [3 x float], ptr %53, i64 0, i64 1
  %55 = load float, ptr %54, align 4
  %56 = fadd float %52, %55
  %57 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  %58 = getelementptr inbounds [3 x float], ptr %57, i64 0, i64 2
  %59 = load float, ptr %58, align 4
  %60 = fadd float %56, %59
  %61 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 1
  %62 = load float, ptr %61, align 8
  %63 = fadd float %62, %60
  store float %63, ptr %61, align 8
  br label %137

64:                                               ; preds = %20
  %65 = load ptr, ptr %4, align 8
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  store ptr %66, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %65, i64 16, i1 false)
  %67 = getelementptr inbounds %struct.DF, ptr %8, i32 0, i32 0
  %68 = load double, ptr %67, align 8
  %69 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %70 = load double, ptr %69, align 8
  %71 = fadd double %70, %68
  store double %71, ptr %69, align 8
  %72 = getelementptr inbounds %struct.DF, ptr %8, i32 0, i32 1
  %73 = load float, ptr %72, align 8
  %74 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 1
  %75 = load float, ptr %74, align 8
  %76 = fadd float %75, %73
  store float %76, ptr %74, align 8
  br label %137

77:                                               ; preds = %20
  %78 = load ptr, ptr %4, align 8
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  store ptr %79, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %78, i64 16, i1 false)
  %80 = getelementptr inbounds %struct.CSL, ptr %9, i32 0, i32 0
  %81 = load i8, ptr %80, align 8
  %82 = zext i8 %81 to i32
  %83 = getelementptr inbounds %struct.CSL, ptr %9, i32 0, i32 1
  %84 = load i16, ptr %83, align 2
  %85 = sext i16 %84 to i32
  %86 = add nsw i32 %82, %85
  %87 = sitofp i32 %86 to double
  %88 = getelementptr inbounds %struct.CSL, ptr %9, i32 0, i32 2
  %89 = load i64, ptr %88, align 8
  %90 = sitofp i64 %89 to double
  %91 = fadd double %87, %90
  %92 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %93 = load double, ptr %92, align 8
  %94 = fadd double %93, %91
  store double %94, ptr %92, align 8
  br label %137

95:                                               ; preds = %20
  %96 = load ptr, ptr %4, align 8
  %97 = getelementptr inbounds i8, ptr %96, i64 8
  store ptr %97, ptr %4, align 8
  %98 = load ptr, ptr %96, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %98, i64 40, i1 false)
  store i32 0, ptr %11, align 4
  br label %99

99:                                               ; preds = %112, %95
  %100 = load i32, ptr %11, align 4
  %101 = icmp slt i32 %100, 5
  br i1 %101, label %102, label %115

102:                                              ; preds = %99
  %103 = getelementptr inbounds %struct.Big, ptr %10, i32 0, i32 0
  %104 = load i32, ptr %11, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [5 x i64], ptr %103, i64 0, i64 %105
  %107 = load i64, ptr %106, align 8
  %108 = sitofp i64 %107 to double
  %109 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %110 = load double, ptr %109, align 8
  %111 = fadd double %110, %108
  store double %111, ptr %109, align 8
  br label %112

112:                                              ; preds = %102
  %113 = load i32, ptr %11, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %11, align 4
  br label %99, !llvm.loop !9

115:                                              ; preds = %99
  br label %137

116:                                              ; preds = %20
  %117 = load ptr, ptr %4, align 8
  %118 = getelementptr inbounds i8, ptr %117, i64 8
  store ptr %118, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 8 %117, i64 3, i1 false)
  %119 = getelementptr inbounds %struct.Tiny, ptr %12, i32 0, i32 0
  %120 = getelementptr inbounds [3 x i8], ptr %119, i64 0, i64 0
  %121 = load i8, ptr %120, align 1
  %122 = zext i8 %121 to i32
  %123 = getelementptr inbounds %struct.Tiny, ptr %12, i32 0, i32 0
  %124 = getelementptr inbounds [3 x i8], ptr %123, i64 0, i64 1
  %125 = load i8, ptr %124, align 1
  %126 = zext i8 %125 to i32
  %127 = add nsw i32 %122, %126
  %128 = getelementptr inbounds %struct.Tiny, ptr %12, i32 0, i32 0
  %129 = getelementptr inbounds [3 x i8], ptr %128, i64 0, i64 2
  %130 = load i8, ptr %129, align 1
  %131 = zext i8 %130 to i32
  %132 = add nsw i32 %127, %131
  %133 = sitofp i32 %132 to float
  %134 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 1
  %135 = load float, ptr %134, align 8
  %136 = fadd float %135, %133
  store float %136, ptr %134, align 8
  br label %137

137:                                              ; preds = %20, %116, %115, %77, %64, %47, %39, %32, %24
  br label %138

138:                                              ; preds = %137
  %139 = load ptr, ptr %6, align 8
  %140 = getelementptr inbounds i8, ptr %139, i32 1
  store ptr %140, ptr %6, align 8
  br label %16, !llvm.loop !10

141:                                              ; preds = %16
  store i32 0, ptr %13, align 4
  %142 = load ptr, ptr %3, align 8
  store ptr %142, ptr %14, align 8
  br label %143

143:                                              ; preds = %160, %141
  %144 = load ptr, ptr %14, align 8
  %145 = load i8, ptr %144, align 1
  %146 = icmp ne i8 %145, 0
  br i1 %146, label %147, label %163

147:                                              ; preds = %143
  %148 = load ptr, ptr %14, align 8
  %149 = load i8, ptr %148, align 1
  %150 = zext i8 %149 to i32
  %151 = icmp eq i32 %150, 105
  br i1 %151, label %152, label %158

152:                                              ; preds = %147
  %153 = load ptr, ptr %5, align 8
  %154 = getelementptr inbounds i8, ptr %153, i64 8
  store ptr %154, ptr %5, align 8
  %155 = load i32, ptr %153, align 8
  %156 = load i32, ptr %13, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %13, align 4
  br label %159

158:                                              ; preds = %147
  br label %163

159:                                              ; preds = %152
  br label %160

160:                                              ; preds = %159
  %161 = load ptr, ptr %14, align 8
  %162 = getelementptr inbounds i8, ptr %161, i32 1
  store ptr %162, ptr %14, align 8
  br label %143, !llvm.loop !11

163:                                              ; preds = %158, %143
  call void @llvm.va_end(ptr %5)
  call void @llvm.va_end(ptr %4)
  %164 = load i32, ptr %13, align 4
  %165 = mul nsw i32 %164, 1000
  %166 = sitofp i32 %165 to float
  %167 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 1
  %168 = load float, ptr %167, align 8
  %169 = fadd float %168, %166
  store float %169, ptr %167, align 8
  %170 = getelementptr inbounds { double, float }, ptr %2, i32 0, i32 0
  %171 = load double, ptr %170, align 8
  %172 = getelementptr inbounds { double, float }, ptr %2, i32 0, i32 1
  %173 = load float, ptr %172, align 8
  %174 = insertvalue { double, float } poison, double %171, 0
  %175 = insertvalue { double, float } %174, float %173, 1
  ret { double, float } %175
}

; Function Attrs: noinline nounwind optnone
define internal [2 x i64] @make_f3(float noundef %0) #0 {
  %2 = alloca %struct.F3, align 4
  %3 = alloca float, align 4
  %4 = alloca [2 x i64], align 8
  store float %0, ptr %3, align 4
  %5 = getelementptr inbounds %struct.F3, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds [3 x float], ptr %5, i64 0, i64 0
  %7 = load float, ptr %3, align 4
  store float %7, ptr %6, align 4
  %8 = getelementptr inbounds float, ptr %6, i64 1
  %9 = load float, ptr %3, align 4
  %10 = fmul float %9, 2.000000e+00
  store float %10, ptr %8, align 4
  %11 = getelementptr inbounds float, ptr %8, i64 1
  %12 = load float, ptr %3, align 4
  %13 = fmul float %12, 3.000000e+00
  store float %13, ptr %11, align 4
  %14 = getelementptr inbounds %struct.F3, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 4 %14, i64 12, i1 false)
  %15 = load [2 x i64], ptr %4, align 8
  ret [2 x i64] %15
}

; Function Attrs: noinline nounwind optnone
define internal [2 x i64] @make_csl(i32 noundef signext %0) #0 {
  %2 = alloca %struct.CSL, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.CSL, ptr %2, i32 0, i32 0
  %5 = load i32, ptr %3, align 4
  %6 = trunc i32 %5 to i8
  store i8 %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.CSL, ptr %2, i32 0, i32 1
  %8 = load i32, ptr %3, align 4
  %9 = mul nsw i32 %8, 100
  %10 = trunc i32 %9 to i16
  store i16 %10, ptr %7, align 2
  %11 = getelementptr inbounds %struct.CSL, ptr %2, i32 0, i32 2
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = shl i64 %13, 40
  store i64 %14, ptr %11, align 8
  %15 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %15
}

; Function Attrs: noinline nounwind optnone
define internal void @make_big(ptr noalias sret(%struct.Big) align 8 %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %21, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %24

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = load i32, ptr %5, align 4
  %13 = add nsw i32 %12, 1
  %14 = sext i32 %13 to i64
  %15 = mul nsw i64 %11, %14
  %16 = mul nsw i64 %15, 1000000007
  %17 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [5 x i64], ptr %17, i64 0, i64 %19
  store i64 %16, ptr %20, align 8
  br label %21

21:                                               ; preds = %9
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  br label %6, !llvm.loop !12

24:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @make_tiny(i32 noundef signext %0) #0 {
  %2 = alloca %struct.Tiny, align 1
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  %5 = getelementptr inbounds %struct.Tiny, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds [3 x i8], ptr %5, i64 0, i64 0
  %7 = load i32, ptr %3, align 4
  %8 = trunc i32 %7 to i8
  store i8 %8, ptr %6, align 1
  %9 = getelementptr inbounds i8, ptr %6, i64 1
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %10, 1
  %12 = trunc i32 %11 to i8
  store i8 %12, ptr %9, align 1
  %13 = getelementptr inbounds i8, ptr %9, i64 1
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %14, 2
  %16 = trunc i32 %15 to i8
  store i8 %16, ptr %13, align 1
  %17 = getelementptr inbounds %struct.Tiny, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %17, i64 3, i1 false)
  %18 = load i64, ptr %4, align 8
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone
define internal void @logf_(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start(ptr %3)
  %4 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8) #5
  %5 = load ptr, ptr %2, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call signext i32 @vprintf(ptr noundef %5, ptr noundef %6) #5
  call void @llvm.va_end(ptr %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #3

declare signext i32 @vprintf(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
