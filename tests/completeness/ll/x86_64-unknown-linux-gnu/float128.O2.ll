; ModuleID = 'tests/completeness/float128.c'
source_filename = "tests/completeness/float128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local local_unnamed_addr global fp128 0xL00000000000000003FFF800000000000, align 16
@arr = dso_local local_unnamed_addr global [4 x fp128] [fp128 0xL00000000000000003FFF000000000000, fp128 0xL0000000000000000C000400000000000, fp128 0xLAFDF22037BFCED37414CDB7B95D11BDA, fp128 0xL0B8049732D11A23D0C17387AE70C9E70], align 16
@.str = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"mix\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"lt %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"sel\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"many\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"s\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"conv %lld %llu %d %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"z\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"abs\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"f2\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"d2\00", align 1
@.str.12 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"%s %016llx%016llx %g\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local fp128 @add(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 {
  %3 = fadd fp128 %0, %1
  ret fp128 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local fp128 @mix(fp128 noundef %0, double noundef %1, i32 noundef %2, float noundef %3) local_unnamed_addr #1 {
  %5 = fpext double %1 to fp128
  %6 = sitofp i32 %2 to float
  %7 = fdiv float %6, %3
  %8 = fpext float %7 to fp128
  %9 = fneg fp128 %8
  %10 = tail call fp128 @llvm.fmuladd.f128(fp128 %0, fp128 %5, fp128 %9)
  ret fp128 %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @lt(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 {
  %3 = fcmp olt fp128 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local fp128 @sel(fp128 noundef %0, fp128 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq i32 %2, 0
  %5 = select i1 %4, fp128 %1, fp128 %0
  ret fp128 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local fp128 @many(fp128 noundef %0, fp128 noundef %1, fp128 noundef %2, fp128 noundef %3, fp128 noundef %4, fp128 noundef %5, fp128 noundef %6, fp128 noundef %7, fp128 noundef %8, fp128 noundef %9) local_unnamed_addr #0 {
  %11 = fadd fp128 %0, %1
  %12 = fadd fp128 %11, %2
  %13 = fadd fp128 %12, %3
  %14 = fadd fp128 %13, %4
  %15 = fadd fp128 %14, %5
  %16 = fadd fp128 %15, %6
  %17 = fadd fp128 %16, %7
  %18 = fadd fp128 %17, %8
  %19 = fadd fp128 %18, %9
  ret fp128 %19
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = load fp128, ptr @g, align 16, !tbaa !4
  %2 = tail call fp128 @add(fp128 noundef %1, fp128 noundef 0xL55555555555555553FFD555555555555) #5
  %3 = bitcast fp128 %2 to i128
  %4 = trunc i128 %3 to i64
  %5 = lshr i128 %3, 64
  %6 = trunc i128 %5 to i64
  %7 = fptrunc fp128 %2 to double
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str, i64 noundef %6, i64 noundef %4, double noundef %7) #6
  %9 = tail call fp128 @mix(fp128 noundef %2, double noundef 1.000000e-01, i32 noundef 7, float noundef 3.000000e+00) #5
  %10 = bitcast fp128 %9 to i128
  %11 = trunc i128 %10 to i64
  %12 = lshr i128 %10, 64
  %13 = trunc i128 %12 to i64
  %14 = fptrunc fp128 %9 to double
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.1, i64 noundef %13, i64 noundef %11, double noundef %14) #6
  %16 = tail call i32 @lt(fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef %2) #5
  %17 = tail call i32 @lt(fp128 noundef %2, fp128 noundef 0xL55555555555555553FFD555555555555) #5, !range !8
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %16, i32 noundef %17) #6
  %19 = tail call fp128 @sel(fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef %2, i32 noundef %16) #5
  %20 = bitcast fp128 %19 to i128
  %21 = trunc i128 %20 to i64
  %22 = lshr i128 %20, 64
  %23 = trunc i128 %22 to i64
  %24 = fptrunc fp128 %19 to double
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.3, i64 noundef %23, i64 noundef %21, double noundef %24) #6
  %26 = tail call fp128 @many(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000004001400000000000, fp128 noundef 0xL00000000000000004001800000000000, fp128 noundef 0xL00000000000000004001C00000000000, fp128 noundef 0xL00000000000000004002000000000000, fp128 noundef 0xL00000000000000004002200000000000, fp128 noundef 0xL00000000000000004002400000000000) #5
  %27 = bitcast fp128 %26 to i128
  %28 = trunc i128 %27 to i64
  %29 = lshr i128 %27, 64
  %30 = trunc i128 %29 to i64
  %31 = fptrunc fp128 %26 to double
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.4, i64 noundef %30, i64 noundef %28, double noundef %31) #6
  %33 = load fp128, ptr @arr, align 16, !tbaa !4
  %34 = tail call fp128 @llvm.fmuladd.f128(fp128 %33, fp128 0xL00000000000000000000000000000000, fp128 0xL00000000000000000000000000000000)
  %35 = load fp128, ptr getelementptr inbounds ([4 x fp128], ptr @arr, i64 0, i64 1), align 16, !tbaa !4
  %36 = fadd fp128 %35, %34
  %37 = load fp128, ptr getelementptr inbounds ([4 x fp128], ptr @arr, i64 0, i64 2), align 16, !tbaa !4
  %38 = tail call fp128 @llvm.fmuladd.f128(fp128 %37, fp128 0xL00000000000000004000000000000000, fp128 %36)
  %39 = load fp128, ptr getelementptr inbounds ([4 x fp128], ptr @arr, i64 0, i64 3), align 16, !tbaa !4
  %40 = tail call fp128 @llvm.fmuladd.f128(fp128 %39, fp128 0xL00000000000000004000800000000000, fp128 %38)
  %41 = bitcast fp128 %40 to i128
  %42 = trunc i128 %41 to i64
  %43 = lshr i128 %41, 64
  %44 = trunc i128 %43 to i64
  %45 = fptrunc fp128 %40 to double
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.5, i64 noundef %44, i64 noundef %42, double noundef %45) #6
  %47 = fmul fp128 %2, 0xL0000000000000000403ABC16D674EC80
  %48 = fptosi fp128 %47 to i64
  %49 = fmul fp128 %2, 0xL0000000000000000403E158E460913D0
  %50 = fptoui fp128 %49 to i64
  %51 = fneg fp128 %2
  %52 = fptosi fp128 %51 to i32
  %53 = fmul fp128 %2, 0xL00000000000000004008F40000000000
  %54 = fptoui fp128 %53 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef %48, i64 noundef %50, i32 noundef %52, i32 noundef %54) #6
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.7, i64 noundef 4624564760558706148, i64 noundef 0, double noundef 0x42DC125D1E41DE40) #6
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.8, i64 noundef -4598807276296069660, i64 noundef 0, double noundef 0xC2DC125D1E41DE40) #6
  %58 = tail call fp128 @llvm.fabs.f128(fp128 0xL0000000000000000C02DC125D1E41DE4)
  %59 = bitcast fp128 %58 to i128
  %60 = trunc i128 %59 to i64
  %61 = lshr i128 %59, 64
  %62 = trunc i128 %61 to i64
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.9, i64 noundef %62, i64 noundef %60, double noundef 0x42DC125D1E41DE40) #6
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.10, i64 noundef 4624564760560533504, i64 noundef 0, double noundef 0x42DC125D20000000) #6
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.11, i64 noundef 4610935418489492821, i64 noundef 5764607523034234880, double noundef 0x3FD5555555555555) #6
  %66 = fcmp oeq fp128 %2, 0xL55555555555555553FFD555555555555
  %67 = zext i1 %66 to i32
  %68 = fcmp une fp128 %2, 0xL55555555555555553FFD555555555555
  %69 = zext i1 %68 to i32
  %70 = fcmp ole fp128 %2, 0xL55555555555555553FFD555555555555
  %71 = zext i1 %70 to i32
  %72 = fcmp ueq fp128 %2, 0xL55555555555555553FFD555555555555
  %73 = zext i1 %72 to i32
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %67, i32 noundef %69, i32 noundef %71, i32 noundef %73) #6
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin "no-builtins" }
attributes #6 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"__float128", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 0, i32 2}
