; ModuleID = 'tests/completeness/half.c'
source_filename = "tests/completeness/half.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.hpair = type { half, half }

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
  %5 = fptrunc float %1 to half
  %6 = sitofp i32 %2 to half
  %7 = fptrunc double %3 to half
  %8 = fneg half %6
  %9 = fdiv half %8, %7
  %10 = tail call half @llvm.fmuladd.f16(half %0, half %5, half %9)
  ret half %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local half @pick(half noundef %0, half noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 2
  %5 = select i1 %4, half %0, half %1
  ret half %5
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local half @many(half noundef %0, half noundef %1, half noundef %2, half noundef %3, half noundef %4, half noundef %5, half noundef %6, half noundef %7, half noundef %8, half noundef %9) local_unnamed_addr #1 {
  %11 = tail call half @llvm.fmuladd.f16(half %1, half 0xH4000, half %0)
  %12 = tail call half @llvm.fmuladd.f16(half %2, half 0xH4200, half %11)
  %13 = tail call half @llvm.fmuladd.f16(half %3, half 0xH4400, half %12)
  %14 = tail call half @llvm.fmuladd.f16(half %4, half 0xH4500, half %13)
  %15 = tail call half @llvm.fmuladd.f16(half %5, half 0xH4600, half %14)
  %16 = tail call half @llvm.fmuladd.f16(half %6, half 0xH4700, half %15)
  %17 = tail call half @llvm.fmuladd.f16(half %7, half 0xH4800, half %16)
  %18 = tail call half @llvm.fmuladd.f16(half %8, half 0xH4880, half %17)
  %19 = tail call half @llvm.fmuladd.f16(half %9, half 0xH4900, half %18)
  ret half %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local %struct.hpair @swap([2 x half] %0) local_unnamed_addr #0 {
  %2 = extractvalue [2 x half] %0, 0
  %3 = extractvalue [2 x half] %0, 1
  %4 = fneg half %2
  %5 = insertvalue %struct.hpair poison, half %3, 0
  %6 = insertvalue %struct.hpair %5, half %4, 1
  ret %struct.hpair %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @compare(half noundef %0, half noundef %1) local_unnamed_addr #0 {
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
define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = load half, ptr @table, align 2, !tbaa !5
  %2 = tail call half @add(half noundef %1, half noundef 0xH3555) #5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 13653, double noundef 0x3FD5540000000000) #6
  %4 = bitcast half %2 to i16
  %5 = zext i16 %4 to i32
  %6 = fpext half %2 to double
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %5, double noundef %6) #6
  %8 = tail call half @mix(half noundef %2, float noundef 0x3FB99999A0000000, i32 noundef 7, double noundef 3.000000e+00) #5
  %9 = bitcast half %8 to i16
  %10 = zext i16 %9 to i32
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %10) #6
  %12 = tail call half @pick(half noundef 0xH3555, half noundef %2, i32 noundef 3) #5
  %13 = tail call half @pick(half noundef 0xH3555, half noundef %2, i32 noundef 1) #5
  %14 = fadd half %12, %13
  %15 = bitcast half %14 to i16
  %16 = zext i16 %15 to i32
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %16) #6
  %18 = tail call half @many(half noundef 0xH3C00, half noundef 0xH4000, half noundef 0xH4200, half noundef 0xH4400, half noundef 0xH4500, half noundef 0xH4600, half noundef 0xH4700, half noundef 0xH4800, half noundef 0xH4880, half noundef 0xH4900) #5
  %19 = bitcast half %18 to i16
  %20 = zext i16 %19 to i32
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %20) #6
  %22 = load half, ptr @table, align 2, !tbaa !5
  %23 = fmul half %22, 0xH0000
  %24 = fadd half %23, 0xH0000
  %25 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 1), align 2, !tbaa !5
  %26 = tail call half @llvm.fmuladd.f16(half %24, half 0xH3800, half %25)
  %27 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 2), align 2, !tbaa !5
  %28 = fmul half %27, 0xH4000
  %29 = tail call half @llvm.fmuladd.f16(half %26, half 0xH3800, half %28)
  %30 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 3), align 2, !tbaa !5
  %31 = fmul half %30, 0xH4200
  %32 = tail call half @llvm.fmuladd.f16(half %29, half 0xH3800, half %31)
  %33 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 4), align 2, !tbaa !5
  %34 = fmul half %33, 0xH4400
  %35 = tail call half @llvm.fmuladd.f16(half %32, half 0xH3800, half %34)
  %36 = bitcast half %35 to i16
  %37 = zext i16 %36 to i32
  %38 = fpext half %35 to double
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %37, double noundef %38) #6
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef 16) #6
  %41 = tail call i32 @compare(half noundef 0xH3C00, half noundef 0xH3C00) #5, !range !9
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 0, i32 noundef 0, i32 noundef %41) #6
  %43 = tail call i32 @compare(half noundef 0xH3C00, half noundef 0xH8000) #5, !range !9
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 0, i32 noundef 2, i32 noundef %43) #6
  %45 = tail call i32 @compare(half noundef 0xH3C00, half noundef 0xH7E00) #5, !range !9
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 0, i32 noundef 4, i32 noundef %45) #6
  %47 = tail call i32 @compare(half noundef 0xH4000, half noundef 0xH3C00) #5, !range !9
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 1, i32 noundef 0, i32 noundef %47) #6
  %49 = tail call i32 @compare(half noundef 0xH4000, half noundef 0xH8000) #5, !range !9
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef %49) #6
  %51 = tail call i32 @compare(half noundef 0xH4000, half noundef 0xH7E00) #5, !range !9
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 1, i32 noundef 4, i32 noundef %51) #6
  %53 = tail call i32 @compare(half noundef 0xH8000, half noundef 0xH3C00) #5, !range !9
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 2, i32 noundef 0, i32 noundef %53) #6
  %55 = tail call i32 @compare(half noundef 0xH8000, half noundef 0xH8000) #5, !range !9
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 2, i32 noundef 2, i32 noundef %55) #6
  %57 = tail call i32 @compare(half noundef 0xH8000, half noundef 0xH7E00) #5, !range !9
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 2, i32 noundef 4, i32 noundef %57) #6
  %59 = tail call i32 @compare(half noundef 0xH0000, half noundef 0xH3C00) #5, !range !9
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 3, i32 noundef 0, i32 noundef %59) #6
  %61 = tail call i32 @compare(half noundef 0xH0000, half noundef 0xH8000) #5, !range !9
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 3, i32 noundef 2, i32 noundef %61) #6
  %63 = tail call i32 @compare(half noundef 0xH0000, half noundef 0xH7E00) #5, !range !9
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 3, i32 noundef 4, i32 noundef %63) #6
  %65 = tail call i32 @compare(half noundef 0xH7E00, half noundef 0xH3C00) #5, !range !9
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 4, i32 noundef 0, i32 noundef %65) #6
  %67 = tail call i32 @compare(half noundef 0xH7E00, half noundef 0xH8000) #5, !range !9
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 4, i32 noundef 2, i32 noundef %67) #6
  %69 = tail call i32 @compare(half noundef 0xH7E00, half noundef 0xH7E00) #5, !range !9
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 4, i32 noundef 4, i32 noundef %69) #6
  %71 = tail call i32 @compare(half noundef 0xH7C00, half noundef 0xH3C00) #5, !range !9
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 5, i32 noundef 0, i32 noundef %71) #6
  %73 = tail call i32 @compare(half noundef 0xH7C00, half noundef 0xH8000) #5, !range !9
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 5, i32 noundef 2, i32 noundef %73) #6
  %75 = tail call i32 @compare(half noundef 0xH7C00, half noundef 0xH7E00) #5, !range !9
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 5, i32 noundef 4, i32 noundef %75) #6
  %77 = fneg half %2
  %78 = fmul half %2, 0xHD640
  %79 = fptosi half %78 to i32
  %80 = fmul half %2, 0xH63D0
  %81 = fptoui half %80 to i32
  %82 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 2), align 2, !tbaa !5
  %83 = fptosi half %82 to i64
  %84 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 3), align 2, !tbaa !5
  %85 = fptosi half %84 to i32
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %79, i32 noundef %81, i64 noundef %83, i32 noundef %85) #6
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 58578, i32 noundef 31744, i32 noundef 26624, i32 noundef 64511) #6
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef 11878, i32 noundef 11878, i32 noundef 0, i32 noundef 31744, i32 noundef 64512) #6
  %89 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 3), align 2, !tbaa !5
  %90 = fpext half %89 to double
  %91 = load half, ptr getelementptr inbounds ([5 x half], ptr @table, i64 0, i64 4), align 2, !tbaa !5
  %92 = fpext half %91 to double
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef %90, double noundef %92) #6
  %94 = bitcast half %77 to i16
  %95 = zext i16 %94 to i32
  %96 = tail call half @llvm.fabs.f16(half %77)
  %97 = bitcast half %96 to i16
  %98 = zext i16 %97 to i32
  %99 = tail call half @llvm.fabs.f16(half %2)
  %100 = fneg half %99
  %101 = bitcast half %100 to i16
  %102 = zext i16 %101 to i32
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %95, i32 noundef %98, i32 noundef %102) #6
  %104 = tail call %struct.hpair @swap([2 x half] [half 0xH3E00, half 0xHC080]) #5
  %105 = extractvalue %struct.hpair %104, 0
  %106 = extractvalue %struct.hpair %104, 1
  %107 = bitcast half %105 to i16
  %108 = zext i16 %107 to i32
  %109 = bitcast half %106 to i16
  %110 = zext i16 %109 to i32
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i32 noundef %108, i32 noundef %110) #6
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nobuiltin "no-builtins" }
attributes #6 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"_Float16", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 0, i32 128}
