; ModuleID = 'tests/completeness/half.c'
source_filename = "tests/completeness/half.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
define dso_local half @mix(half noundef %0, float noundef %1, i32 noundef %2, double noundef %3) local_unnamed_addr #1 {
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
define dso_local half @pick(half noundef %0, half noundef %1, i32 noundef %2) local_unnamed_addr #0 {
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local <2 x half> @swap(<2 x half> %0) local_unnamed_addr #3 {
  %2 = extractelement <2 x half> %0, i64 1
  %3 = insertelement <2 x half> undef, half %2, i64 0
  %4 = extractelement <2 x half> %0, i64 0
  %5 = fneg half %4
  %6 = insertelement <2 x half> %3, half %5, i64 1
  ret <2 x half> %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @compare(half noundef %0, half noundef %1) local_unnamed_addr #0 {
  %3 = fcmp oeq half %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp une half %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = insertelement <4 x half> poison, half %0, i64 0
  %8 = insertelement <4 x half> %7, half %1, i64 1
  %9 = shufflevector <4 x half> %8, <4 x half> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 1>
  %10 = insertelement <4 x half> poison, half %1, i64 0
  %11 = insertelement <4 x half> %10, half %0, i64 1
  %12 = shufflevector <4 x half> %11, <4 x half> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 1>
  %13 = fcmp olt <4 x half> %9, %12
  %14 = fcmp ole <4 x half> %9, %12
  %15 = shufflevector <4 x i1> %13, <4 x i1> %14, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %16 = select <4 x i1> %15, <4 x i32> <i32 4, i32 8, i32 16, i32 32>, <4 x i32> zeroinitializer
  %17 = fcmp uno half %0, %1
  %18 = select i1 %17, i32 64, i32 0
  %19 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %16)
  %20 = or i32 %19, %6
  %21 = or i32 %18, %4
  %22 = or i32 %20, %21
  ret i32 %22
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #4 {
  %1 = load half, ptr @table, align 2, !tbaa !4
  %2 = tail call half @add(half noundef %1, half noundef 0xH3555) #7
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 13653, double noundef 0x3FD5540000000000) #8
  %4 = bitcast half %2 to i16
  %5 = zext i16 %4 to i32
  %6 = fpext half %2 to double
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %5, double noundef %6) #8
  %8 = tail call half @mix(half noundef %2, float noundef 0x3FB99999A0000000, i32 noundef 7, double noundef 3.000000e+00) #7
  %9 = bitcast half %8 to i16
  %10 = zext i16 %9 to i32
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %10) #8
  %12 = tail call half @pick(half noundef 0xH3555, half noundef %2, i32 noundef 3) #7
  %13 = tail call half @pick(half noundef 0xH3555, half noundef %2, i32 noundef 1) #7
  %14 = fadd half %12, %13
  %15 = bitcast half %14 to i16
  %16 = zext i16 %15 to i32
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %16) #8
  %18 = tail call half @many(half noundef 0xH3C00, half noundef 0xH4000, half noundef 0xH4200, half noundef 0xH4400, half noundef 0xH4500, half noundef 0xH4600, half noundef 0xH4700, half noundef 0xH4800, half noundef 0xH4880, half noundef 0xH4900) #7
  %19 = bitcast half %18 to i16
  %20 = zext i16 %19 to i32
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %20) #8
  %22 = load half, ptr @table, align 2, !tbaa !4
  %23 = fpext half %22 to float
  %24 = fmul float %23, 0.000000e+00
  %25 = fadd float %24, 0.000000e+00
  %26 = fptrunc float %25 to half
  %27 = fpext half %26 to float
  %28 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 1), align 2, !tbaa !4
  %29 = fpext half %28 to float
  %30 = tail call float @llvm.fmuladd.f32(float %27, float 5.000000e-01, float %29)
  %31 = fptrunc float %30 to half
  %32 = fpext half %31 to float
  %33 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 2), align 2, !tbaa !4
  %34 = fpext half %33 to float
  %35 = fmul float %34, 2.000000e+00
  %36 = tail call float @llvm.fmuladd.f32(float %32, float 5.000000e-01, float %35)
  %37 = fptrunc float %36 to half
  %38 = fpext half %37 to float
  %39 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 3), align 2, !tbaa !4
  %40 = fpext half %39 to float
  %41 = fmul float %40, 3.000000e+00
  %42 = tail call float @llvm.fmuladd.f32(float %38, float 5.000000e-01, float %41)
  %43 = fptrunc float %42 to half
  %44 = fpext half %43 to float
  %45 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 4), align 2, !tbaa !4
  %46 = fpext half %45 to float
  %47 = fmul float %46, 4.000000e+00
  %48 = tail call float @llvm.fmuladd.f32(float %44, float 5.000000e-01, float %47)
  %49 = fptrunc float %48 to half
  %50 = bitcast half %49 to i16
  %51 = zext i16 %50 to i32
  %52 = fpext half %49 to double
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %51, double noundef %52) #8
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef 16) #8
  %55 = tail call i32 @compare(half noundef 0xH3C00, half noundef 0xH3C00) #7, !range !8
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 0, i32 noundef 0, i32 noundef %55) #8
  %57 = tail call i32 @compare(half noundef 0xH3C00, half noundef 0xH8000) #7, !range !8
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 0, i32 noundef 2, i32 noundef %57) #8
  %59 = tail call i32 @compare(half noundef 0xH3C00, half noundef 0xH7E00) #7, !range !8
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 0, i32 noundef 4, i32 noundef %59) #8
  %61 = tail call i32 @compare(half noundef 0xH4000, half noundef 0xH3C00) #7, !range !8
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 1, i32 noundef 0, i32 noundef %61) #8
  %63 = tail call i32 @compare(half noundef 0xH4000, half noundef 0xH8000) #7, !range !8
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef %63) #8
  %65 = tail call i32 @compare(half noundef 0xH4000, half noundef 0xH7E00) #7, !range !8
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 1, i32 noundef 4, i32 noundef %65) #8
  %67 = tail call i32 @compare(half noundef 0xH8000, half noundef 0xH3C00) #7, !range !8
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 2, i32 noundef 0, i32 noundef %67) #8
  %69 = tail call i32 @compare(half noundef 0xH8000, half noundef 0xH8000) #7, !range !8
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 2, i32 noundef 2, i32 noundef %69) #8
  %71 = tail call i32 @compare(half noundef 0xH8000, half noundef 0xH7E00) #7, !range !8
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 2, i32 noundef 4, i32 noundef %71) #8
  %73 = tail call i32 @compare(half noundef 0xH0000, half noundef 0xH3C00) #7, !range !8
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 3, i32 noundef 0, i32 noundef %73) #8
  %75 = tail call i32 @compare(half noundef 0xH0000, half noundef 0xH8000) #7, !range !8
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 3, i32 noundef 2, i32 noundef %75) #8
  %77 = tail call i32 @compare(half noundef 0xH0000, half noundef 0xH7E00) #7, !range !8
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 3, i32 noundef 4, i32 noundef %77) #8
  %79 = tail call i32 @compare(half noundef 0xH7E00, half noundef 0xH3C00) #7, !range !8
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 4, i32 noundef 0, i32 noundef %79) #8
  %81 = tail call i32 @compare(half noundef 0xH7E00, half noundef 0xH8000) #7, !range !8
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 4, i32 noundef 2, i32 noundef %81) #8
  %83 = tail call i32 @compare(half noundef 0xH7E00, half noundef 0xH7E00) #7, !range !8
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 4, i32 noundef 4, i32 noundef %83) #8
  %85 = tail call i32 @compare(half noundef 0xH7C00, half noundef 0xH3C00) #7, !range !8
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 5, i32 noundef 0, i32 noundef %85) #8
  %87 = tail call i32 @compare(half noundef 0xH7C00, half noundef 0xH8000) #7, !range !8
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 5, i32 noundef 2, i32 noundef %87) #8
  %89 = tail call i32 @compare(half noundef 0xH7C00, half noundef 0xH7E00) #7, !range !8
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 5, i32 noundef 4, i32 noundef %89) #8
  %91 = fmul half %2, 0xHD640
  %92 = fptosi half %91 to i32
  %93 = fmul half %2, 0xH63D0
  %94 = fptoui half %93 to i32
  %95 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 2), align 2, !tbaa !4
  %96 = fptosi half %95 to i64
  %97 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 3), align 2, !tbaa !4
  %98 = fptosi half %97 to i32
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %92, i32 noundef %94, i64 noundef %96, i32 noundef %98) #8
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 58578, i32 noundef 31744, i32 noundef 26624, i32 noundef 64511) #8
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef 11878, i32 noundef 11878, i32 noundef 0, i32 noundef 31744, i32 noundef 64512) #8
  %102 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 3), align 2, !tbaa !4
  %103 = fpext half %102 to double
  %104 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 4), align 2, !tbaa !4
  %105 = fpext half %104 to double
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef %103, double noundef %105) #8
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
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %109, i32 noundef %112, i32 noundef %116) #8
  %118 = tail call <2 x half> @swap(<2 x half> <half 0xH3E00, half 0xHC080>) #7
  %119 = bitcast <2 x half> %118 to <2 x i16>
  %120 = extractelement <2 x i16> %119, i64 0
  %121 = zext i16 %120 to i32
  %122 = extractelement <2 x i16> %119, i64 1
  %123 = zext i16 %122 to i32
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i32 noundef %121, i32 noundef %123) #8
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="32" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "min-legal-vector-width"="32" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"_Float16", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 0, i32 128}
