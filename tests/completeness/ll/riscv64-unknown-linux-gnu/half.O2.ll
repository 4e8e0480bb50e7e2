; ModuleID = 'tests/completeness/half.c'
source_filename = "tests/completeness/half.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@table = dso_local local_unnamed_addr global [5 x half] [half 0xH3C00, half 0xHC100, half 0xH7BFF, half 0xH03FF, half 0xH2E66], align 2
@.str = private unnamed_addr constant [18 x i8] c"third %04x %.10g\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"y %04x %.10g\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"mix %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"pick %04x\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"many %04x\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"loop %04x %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"underflow after %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"cmp %d %d %02x\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"to int %d %u %lld %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"from int %04x %04x %04x %04x\0A\00", align 1
@.str.10 = private unnamed_addr constant [34 x i8] c"from fp %04x %04x %04x %04x %04x\0A\00", align 1
@.str.11 = private unnamed_addr constant [13 x i8] c"to fp %a %a\0A\00", align 1
@.str.12 = private unnamed_addr constant [33 x i8] c"neg %04x abs %04x copysign %04x\0A\00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"pair %04x %04x\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local half @add(half noundef %0, half noundef %1) local_unnamed_addr #0 {
  %3 = fadd half %0, %1
  ret half %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local half @mix(half noundef %0, float noundef %1, i32 noundef signext %2, double noundef %3) local_unnamed_addr #1 {
  %5 = fpext half %0 to float
  %6 = fptrunc float %1 to half
  %7 = fpext half %6 to float
  %8 = sitofp i32 %2 to half
  %9 = fpext half %8 to float
  %10 = fptrunc double %3 to half
  %11 = fpext half %10 to float
  %12 = fneg float %9
  %13 = fdiv float %12, %11
  %14 = tail call float @llvm.fmuladd.f32(float %5, float %7, float %13)
  %15 = fptrunc float %14 to half
  ret half %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local half @pick(half noundef %0, half noundef %1, i32 noundef signext %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 2
  %5 = select i1 %4, half %0, half %1
  ret half %5
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local half @many(half noundef %0, half noundef %1, half noundef %2, half noundef %3, half noundef %4, half noundef %5, half noundef %6, half noundef %7, half noundef %8, half noundef %9) local_unnamed_addr #1 {
  %11 = fpext half %0 to float
  %12 = fpext half %1 to float
  %13 = tail call float @llvm.fmuladd.f32(float %12, float 2.000000e+00, float %11)
  %14 = fpext half %2 to float
  %15 = tail call float @llvm.fmuladd.f32(float %14, float 3.000000e+00, float %13)
  %16 = fpext half %3 to float
  %17 = tail call float @llvm.fmuladd.f32(float %16, float 4.000000e+00, float %15)
  %18 = fpext half %4 to float
  %19 = tail call float @llvm.fmuladd.f32(float %18, float 5.000000e+00, float %17)
  %20 = fpext half %5 to float
  %21 = tail call float @llvm.fmuladd.f32(float %20, float 6.000000e+00, float %19)
  %22 = fpext half %6 to float
  %23 = tail call float @llvm.fmuladd.f32(float %22, float 7.000000e+00, float %21)
  %24 = fpext half %7 to float
  %25 = tail call float @llvm.fmuladd.f32(float %24, float 8.000000e+00, float %23)
  %26 = fpext half %8 to float
  %27 = tail call float @llvm.fmuladd.f32(float %26, float 9.000000e+00, float %25)
  %28 = fpext half %9 to float
  %29 = tail call float @llvm.fmuladd.f32(float %28, float 1.000000e+01, float %27)
  %30 = fptrunc float %29 to half
  ret half %30
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local i64 @swap(i64 %0) local_unnamed_addr #1 {
  %2 = trunc i64 %0 to i16
  %3 = bitcast i16 %2 to half
  %4 = trunc i64 %0 to i32
  %5 = fneg half %3
  %6 = bitcast half %5 to i16
  %7 = zext i16 %6 to i32
  %8 = tail call i32 @llvm.fshl.i32(i32 %7, i32 %4, i32 16)
  %9 = zext i32 %8 to i64
  ret i64 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local signext i32 @compare(half noundef %0, half noundef %1) local_unnamed_addr #0 {
  %3 = fcmp oeq half %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp une half %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = or i32 %6, %4
  %8 = fcmp olt half %0, %1
  %9 = select i1 %8, i32 4, i32 0
  %10 = or i32 %7, %9
  %11 = fcmp ole half %0, %1
  %12 = select i1 %11, i32 8, i32 0
  %13 = or i32 %10, %12
  %14 = fcmp ogt half %0, %1
  %15 = select i1 %14, i32 16, i32 0
  %16 = or i32 %13, %15
  %17 = fcmp oge half %0, %1
  %18 = select i1 %17, i32 32, i32 0
  %19 = or i32 %16, %18
  %20 = fcmp uno half %0, %1
  %21 = select i1 %20, i32 64, i32 0
  %22 = or i32 %19, %21
  ret i32 %22
}

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #3 {
  %1 = load half, ptr @table, align 2, !tbaa !6
  %2 = tail call half @add(half noundef %1, half noundef 0xH3555) #6
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 13653, double noundef 0x3FD5540000000000) #7
  %4 = bitcast half %2 to i16
  %5 = zext i16 %4 to i32
  %6 = fpext half %2 to double
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %5, double noundef %6) #7
  %8 = tail call half @mix(half noundef %2, float noundef 0x3FB99999A0000000, i32 noundef signext 7, double noundef 3.000000e+00) #6
  %9 = bitcast half %8 to i16
  %10 = zext i16 %9 to i32
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %10) #7
  %12 = tail call half @pick(half noundef 0xH3555, half noundef %2, i32 noundef signext 3) #6
  %13 = tail call half @pick(half noundef 0xH3555, half noundef %2, i32 noundef signext 1) #6
  %14 = fadd half %12, %13
  %15 = bitcast half %14 to i16
  %16 = zext i16 %15 to i32
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %16) #7
  %18 = tail call half @many(half noundef 0xH3C00, half noundef 0xH4000, half noundef 0xH4200, half noundef 0xH4400, half noundef 0xH4500, half noundef 0xH4600, half noundef 0xH4700, half noundef 0xH4800, half noundef 0xH4880, half noundef 0xH4900) #6
  %19 = bitcast half %18 to i16
  %20 = zext i16 %19 to i32
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext %20) #7
  %22 = load half, ptr @table, align 2, !tbaa !6
  %23 = fpext half %22 to float
  %24 = fmul float %23, 0.000000e+00
  %25 = fadd float %24, 0.000000e+00
  %26 = fptrunc float %25 to half
  %27 = fpext half %26 to float
  %28 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 1), align 2, !tbaa !6
  %29 = fpext half %28 to float
  %30 = tail call float @llvm.fmuladd.f32(float %27, float 5.000000e-01, float %29)
  %31 = fptrunc float %30 to half
  %32 = fpext half %31 to float
  %33 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 2), align 2, !tbaa !6
  %34 = fpext half %33 to float
  %35 = fmul float %34, 2.000000e+00
  %36 = tail call float @llvm.fmuladd.f32(float %32, float 5.000000e-01, float %35)
  %37 = fptrunc float %36 to half
  %38 = fpext half %37 to float
  %39 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 3), align 2, !tbaa !6
  %40 = fpext half %39 to float
  %41 = fmul float %40, 3.000000e+00
  %42 = tail call float @llvm.fmuladd.f32(float %38, float 5.000000e-01, float %41)
  %43 = fptrunc float %42 to half
  %44 = fpext half %43 to float
  %45 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 4), align 2, !tbaa !6
  %46 = fpext half %45 to float
  %47 = fmul float %46, 4.000000e+00
  %48 = tail call float @llvm.fmuladd.f32(float %44, float 5.000000e-01, float %47)
  %49 = fptrunc float %48 to half
  %50 = bitcast half %49 to i16
  %51 = zext i16 %50 to i32
  %52 = fpext half %49 to double
  %53 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %51, double noundef %52) #7
  %54 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef signext 16) #7
  %55 = tail call signext i32 @compare(half noundef 0xH3C00, half noundef 0xH3C00) #6, !range !10
  %56 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext %55) #7
  %57 = tail call signext i32 @compare(half noundef 0xH3C00, half noundef 0xH8000) #6, !range !10
  %58 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 0, i32 noundef signext 2, i32 noundef signext %57) #7
  %59 = tail call signext i32 @compare(half noundef 0xH3C00, half noundef 0xH7E00) #6, !range !10
  %60 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 0, i32 noundef signext 4, i32 noundef signext %59) #7
  %61 = tail call signext i32 @compare(half noundef 0xH4000, half noundef 0xH3C00) #6, !range !10
  %62 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext %61) #7
  %63 = tail call signext i32 @compare(half noundef 0xH4000, half noundef 0xH8000) #6, !range !10
  %64 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext %63) #7
  %65 = tail call signext i32 @compare(half noundef 0xH4000, half noundef 0xH7E00) #6, !range !10
  %66 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 1, i32 noundef signext 4, i32 noundef signext %65) #7
  %67 = tail call signext i32 @compare(half noundef 0xH8000, half noundef 0xH3C00) #6, !range !10
  %68 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 2, i32 noundef signext 0, i32 noundef signext %67) #7
  %69 = tail call signext i32 @compare(half noundef 0xH8000, half noundef 0xH8000) #6, !range !10
  %70 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 2, i32 noundef signext 2, i32 noundef signext %69) #7
  %71 = tail call signext i32 @compare(half noundef 0xH8000, half noundef 0xH7E00) #6, !range !10
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 2, i32 noundef signext 4, i32 noundef signext %71) #7
  %73 = tail call signext i32 @compare(half noundef 0xH0000, half noundef 0xH3C00) #6, !range !10
  %74 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 3, i32 noundef signext 0, i32 noundef signext %73) #7
  %75 = tail call signext i32 @compare(half noundef 0xH0000, half noundef 0xH8000) #6, !range !10
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 3, i32 noundef signext 2, i32 noundef signext %75) #7
  %77 = tail call signext i32 @compare(half noundef 0xH0000, half noundef 0xH7E00) #6, !range !10
  %78 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext %77) #7
  %79 = tail call signext i32 @compare(half noundef 0xH7E00, half noundef 0xH3C00) #6, !range !10
  %80 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 4, i32 noundef signext 0, i32 noundef signext %79) #7
  %81 = tail call signext i32 @compare(half noundef 0xH7E00, half noundef 0xH8000) #6, !range !10
  %82 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 4, i32 noundef signext 2, i32 noundef signext %81) #7
  %83 = tail call signext i32 @compare(half noundef 0xH7E00, half noundef 0xH7E00) #6, !range !10
  %84 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 4, i32 noundef signext 4, i32 noundef signext %83) #7
  %85 = tail call signext i32 @compare(half noundef 0xH7C00, half noundef 0xH3C00) #6, !range !10
  %86 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 5, i32 noundef signext 0, i32 noundef signext %85) #7
  %87 = tail call signext i32 @compare(half noundef 0xH7C00, half noundef 0xH8000) #6, !range !10
  %88 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 5, i32 noundef signext 2, i32 noundef signext %87) #7
  %89 = tail call signext i32 @compare(half noundef 0xH7C00, half noundef 0xH7E00) #6, !range !10
  %90 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 5, i32 noundef signext 4, i32 noundef signext %89) #7
  %91 = fmul half %2, 0xHD640
  %92 = fptosi half %91 to i32
  %93 = fmul half %2, 0xH63D0
  %94 = fptoui half %93 to i32
  %95 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 2), align 2, !tbaa !6
  %96 = fptosi half %95 to i64
  %97 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 3), align 2, !tbaa !6
  %98 = fptosi half %97 to i32
  %99 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef signext %92, i32 noundef signext %94, i64 noundef %96, i32 noundef signext %98) #7
  %100 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 58578, i32 noundef signext 31744, i32 noundef signext 26624, i32 noundef signext 64511) #7
  %101 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef signext 11878, i32 noundef signext 11878, i32 noundef signext 0, i32 noundef signext 31744, i32 noundef signext 64512) #7
  %102 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 3), align 2, !tbaa !6
  %103 = fpext half %102 to double
  %104 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 4), align 2, !tbaa !6
  %105 = fpext half %104 to double
  %106 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef %103, double noundef %105) #7
  %107 = fneg half %2
  %108 = bitcast half %107 to i16
  %109 = zext i16 %108 to i32
  %110 = tail call half @llvm.fabs.f16(half %107)
  %111 = bitcast half %110 to i16
  %112 = zext i16 %111 to i32
  %113 = tail call half @llvm.fabs.f16(half %2)
  %114 = fneg half %113
  %115 = bitcast half %114 to i16
  %116 = zext i16 %115 to i32
  %117 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef signext %109, i32 noundef signext %112, i32 noundef signext %116) #7
  %118 = tail call i64 @swap(i64 3229629952) #6
  %119 = trunc i64 %118 to i32
  %120 = lshr i32 %119, 16
  %121 = and i32 %119, 65535
  %122 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i32 noundef signext %121, i32 noundef signext %120) #7
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nobuiltin "no-builtins" }
attributes #7 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"_Float16", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{i32 0, i32 128}
