; ModuleID = 'tests/programs/struct_large.c'
source_filename = "tests/programs/struct_large.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.rec = type { i32, %struct.anon, [5 x i32] }
%struct.anon = type { i16, i16 }
%struct.big = type { i64, i64, i64, i32, [12 x i8] }
%struct.vec8 = type { [8 x double] }

@.str = private unnamed_addr constant [18 x i8] c"dot %.3f w7 %.3f\0A\00", align 1
@__const.main.r = private unnamed_addr constant %struct.rec { i32 5, %struct.anon { i16 10, i16 20 }, [5 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5] }, align 4
@.str.1 = private unnamed_addr constant [31 x i8] c"rec %d %d %d %d | %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"eq %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"big#\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"%lld %lld %llx %d %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca %struct.big, align 8
  %2 = alloca %struct.big, align 8
  %3 = alloca %struct.big, align 8
  %4 = alloca %struct.big, align 8
  %5 = alloca %struct.big, align 8
  %6 = alloca %struct.vec8, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.vec8, align 8
  %9 = alloca %struct.vec8, align 8
  %10 = alloca %struct.vec8, align 8
  %11 = alloca %struct.vec8, align 8
  %12 = alloca %struct.rec, align 4
  %13 = alloca %struct.rec, align 4
  %14 = alloca %struct.rec, align 4
  %15 = alloca [3 x %struct.big], align 8
  %16 = alloca i32, align 4
  %17 = alloca %struct.big, align 8
  %18 = alloca %struct.big, align 8
  %19 = alloca i32, align 4
  call void @make_big(ptr sret(%struct.big) align 8 %1, i32 noundef signext 3) #4
  call void @make_big(ptr sret(%struct.big) align 8 %2, i32 noundef signext 7) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %1, i64 40, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %2, i64 40, i1 false)
  call void @combine(ptr sret(%struct.big) align 8 %3, ptr noundef %4, ptr noundef %5) #4
  call void @print_big(ptr noundef %1) #4
  call void @print_big(ptr noundef %2) #4
  call void @print_big(ptr noundef %3) #4
  store i32 0, ptr %7, align 4
  br label %20

20:                                               ; preds = %31, %0
  %21 = load i32, ptr %7, align 4
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %23, label %34

23:                                               ; preds = %20
  %24 = load i32, ptr %7, align 4
  %25 = sitofp i32 %24 to double
  %26 = fadd double %25, 5.000000e-01
  %27 = getelementptr inbounds %struct.vec8, ptr %6, i32 0, i32 0
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [8 x double], ptr %27, i64 0, i64 %29
  store double %26, ptr %30, align 8
  br label %31

31:                                               ; preds = %23
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %7, align 4
  br label %20, !llvm.loop !7

34:                                               ; preds = %20
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %6, i64 64, i1 false)
  call void @vscale(ptr sret(%struct.vec8) align 8 %8, ptr noundef %9, double noundef -2.000000e+00) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %6, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %8, i64 64, i1 false)
  %35 = call double @vdot(ptr noundef %10, ptr noundef %11) #4
  %36 = getelementptr inbounds %struct.vec8, ptr %8, i32 0, i32 0
  %37 = getelementptr inbounds [8 x double], ptr %36, i64 0, i64 7
  %38 = load double, ptr %37, align 8
  %39 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %35, double noundef %38) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 @__const.main.r, i64 28, i1 false)
  call void @modify(ptr noundef %12) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %12, i64 28, i1 false)
  call void @by_value(ptr sret(%struct.rec) align 4 %13, ptr noundef %14) #4
  %40 = getelementptr inbounds %struct.rec, ptr %12, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = getelementptr inbounds %struct.rec, ptr %12, i32 0, i32 1
  %43 = getelementptr inbounds %struct.anon, ptr %42, i32 0, i32 0
  %44 = load i16, ptr %43, align 4
  %45 = sext i16 %44 to i32
  %46 = getelementptr inbounds %struct.rec, ptr %12, i32 0, i32 1
  %47 = getelementptr inbounds %struct.anon, ptr %46, i32 0, i32 1
  %48 = load i16, ptr %47, align 2
  %49 = sext i16 %48 to i32
  %50 = getelementptr inbounds %struct.rec, ptr %12, i32 0, i32 2
  %51 = getelementptr inbounds [5 x i32], ptr %50, i64 0, i64 4
  %52 = load i32, ptr %51, align 4
  %53 = getelementptr inbounds %struct.rec, ptr %13, i32 0, i32 0
  %54 = load i32, ptr %53, align 4
  %55 = getelementptr inbounds %struct.rec, ptr %13, i32 0, i32 1
  %56 = getelementptr inbounds %struct.anon, ptr %55, i32 0, i32 0
  %57 = load i16, ptr %56, align 4
  %58 = sext i16 %57 to i32
  %59 = getelementptr inbounds %struct.rec, ptr %13, i32 0, i32 1
  %60 = getelementptr inbounds %struct.anon, ptr %59, i32 0, i32 1
  %61 = load i16, ptr %60, align 2
  %62 = sext i16 %61 to i32
  %63 = getelementptr inbounds %struct.rec, ptr %13, i32 0, i32 2
  %64 = getelementptr inbounds [5 x i32], ptr %63, i64 0, i64 4
  %65 = load i32, ptr %64, align 4
  %66 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %41, i32 noundef signext %45, i32 noundef signext %49, i32 noundef signext %52, i32 noundef signext %54, i32 noundef signext %58, i32 noundef signext %62, i32 noundef signext %65) #4
  store i32 0, ptr %16, align 4
  br label %67

67:                                               ; preds = %76, %34
  %68 = load i32, ptr %16, align 4
  %69 = icmp slt i32 %68, 3
  br i1 %69, label %70, label %79

70:                                               ; preds = %67
  %71 = load i32, ptr %16, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [3 x %struct.big], ptr %15, i64 0, i64 %72
  %74 = load i32, ptr %16, align 4
  %75 = add nsw i32 %74, 1
  call void @make_big(ptr sret(%struct.big) align 8 %17, i32 noundef signext %75) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %73, ptr align 8 %17, i64 40, i1 false)
  br label %76

76:                                               ; preds = %70
  %77 = load i32, ptr %16, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %16, align 4
  br label %67, !llvm.loop !9

79:                                               ; preds = %67
  %80 = getelementptr inbounds [3 x %struct.big], ptr %15, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %80, i64 40, i1 false)
  %81 = getelementptr inbounds [3 x %struct.big], ptr %15, i64 0, i64 0
  %82 = getelementptr inbounds [3 x %struct.big], ptr %15, i64 0, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %81, ptr align 8 %82, i64 40, i1 false)
  %83 = getelementptr inbounds [3 x %struct.big], ptr %15, i64 0, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %83, ptr align 8 %18, i64 40, i1 false)
  store i32 0, ptr %19, align 4
  br label %84

84:                                               ; preds = %91, %79
  %85 = load i32, ptr %19, align 4
  %86 = icmp slt i32 %85, 3
  br i1 %86, label %87, label %94

87:                                               ; preds = %84
  %88 = load i32, ptr %19, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [3 x %struct.big], ptr %15, i64 0, i64 %89
  call void @print_big(ptr noundef %90) #4
  br label %91

91:                                               ; preds = %87
  %92 = load i32, ptr %19, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %19, align 4
  br label %84, !llvm.loop !10

94:                                               ; preds = %84
  %95 = getelementptr inbounds [3 x %struct.big], ptr %15, i64 0, i64 1
  %96 = getelementptr inbounds [3 x %struct.big], ptr %15, i64 0, i64 1
  %97 = call signext i32 @memcmp(ptr noundef %95, ptr noundef %96, i64 noundef 40) #4
  %98 = icmp eq i32 %97, 0
  %99 = zext i1 %98 to i32
  %100 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %99) #4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @make_big(ptr noalias sret(%struct.big) align 8 %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 %6, 1000
  %8 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  store i64 %7, ptr %8, align 8
  %9 = load i32, ptr %4, align 4
  %10 = sub nsw i32 0, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 1
  store i64 %11, ptr %12, align 8
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = shl i64 %14, 40
  %16 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 2
  store i64 %15, ptr %16, align 8
  %17 = load i32, ptr %4, align 4
  %18 = mul nsw i32 %17, 3
  %19 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 3
  store i32 %18, ptr %19, align 8
  %20 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 4
  %21 = getelementptr inbounds [12 x i8], ptr %20, i64 0, i64 0
  %22 = call ptr @strcpy(ptr noundef %21, ptr noundef @.str.3) #4
  %23 = load i32, ptr %4, align 4
  %24 = srem i32 %23, 10
  %25 = add nsw i32 48, %24
  %26 = trunc i32 %25 to i8
  %27 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 4
  %28 = getelementptr inbounds [12 x i8], ptr %27, i64 0, i64 4
  store i8 %26, ptr %28, align 4
  %29 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 4
  %30 = getelementptr inbounds [12 x i8], ptr %29, i64 0, i64 5
  store i8 0, ptr %30, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @combine(ptr noalias sret(%struct.big) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 40, i1 false)
  %5 = getelementptr inbounds %struct.big, ptr %2, i32 0, i32 0
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = add nsw i64 %8, %6
  store i64 %9, ptr %7, align 8
  %10 = getelementptr inbounds %struct.big, ptr %2, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = mul nsw i64 %13, %11
  store i64 %14, ptr %12, align 8
  %15 = getelementptr inbounds %struct.big, ptr %2, i32 0, i32 2
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 2
  %18 = load i64, ptr %17, align 8
  %19 = xor i64 %18, %16
  store i64 %19, ptr %17, align 8
  %20 = getelementptr inbounds %struct.big, ptr %2, i32 0, i32 3
  %21 = load i32, ptr %20, align 8
  %22 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 3
  %23 = load i32, ptr %22, align 8
  %24 = sub nsw i32 %23, %21
  store i32 %24, ptr %22, align 8
  %25 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 4
  %26 = getelementptr inbounds [12 x i8], ptr %25, i64 0, i64 0
  %27 = getelementptr inbounds %struct.big, ptr %2, i32 0, i32 4
  %28 = getelementptr inbounds [12 x i8], ptr %27, i64 0, i64 0
  %29 = call ptr @strcat(ptr noundef %26, ptr noundef %28) #4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal void @print_big(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.big, ptr %3, i32 0, i32 0
  %5 = load i64, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.big, ptr %6, i32 0, i32 1
  %8 = load i64, ptr %7, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 2
  %11 = load i64, ptr %10, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.big, ptr %12, i32 0, i32 3
  %14 = load i32, ptr %13, align 8
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 4
  %17 = getelementptr inbounds [12 x i8], ptr %16, i64 0, i64 0
  %18 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %5, i64 noundef %8, i64 noundef %11, i32 noundef signext %14, ptr noundef %17) #4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @vscale(ptr noalias sret(%struct.vec8) align 8 %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %2, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %18, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 8
  br i1 %9, label %10, label %21

10:                                               ; preds = %7
  %11 = load double, ptr %5, align 8
  %12 = getelementptr inbounds %struct.vec8, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = fmul double %16, %11
  store double %17, ptr %15, align 8
  br label %18

18:                                               ; preds = %10
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %6, align 4
  br label %7, !llvm.loop !11

21:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 64, i1 false)
  ret void
}

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal double @vdot(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %21, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %24

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.vec8, ptr %0, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %11
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds %struct.vec8, ptr %1, i32 0, i32 0
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x double], ptr %14, i64 0, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %3, align 8
  %20 = call double @llvm.fmuladd.f64(double %13, double %18, double %19)
  store double %20, ptr %3, align 8
  br label %21

21:                                               ; preds = %8
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %4, align 4
  br label %5, !llvm.loop !12

24:                                               ; preds = %5
  %25 = load double, ptr %3, align 8
  ret double %25
}

; Function Attrs: noinline nounwind optnone
define internal void @modify(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.rec, ptr %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.anon, ptr %4, i32 0, i32 0
  %6 = load i16, ptr %5, align 4
  %7 = add i16 %6, 1
  store i16 %7, ptr %5, align 4
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = mul nsw i32 %10, 2
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.rec, ptr %12, i32 0, i32 2
  %14 = getelementptr inbounds [5 x i32], ptr %13, i64 0, i64 4
  store i32 %11, ptr %14, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @by_value(ptr noalias sret(%struct.rec) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 0
  store i32 999, ptr %4, align 4
  %5 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 1
  %6 = getelementptr inbounds %struct.anon, ptr %5, i32 0, i32 1
  store i16 -1, ptr %6, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 28, i1 false)
  ret void
}

declare signext i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #2

declare ptr @strcpy(ptr noundef, ptr noundef) #2

declare ptr @strcat(ptr noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nobuiltin "no-builtins" }

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
