; ModuleID = 'tests/completeness/long_double.c'
source_filename = "tests/completeness/long_double.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.pair = type { fp128, fp128 }

@table = dso_local local_unnamed_addr global [6 x fp128] [fp128 0xL00000000000000003FFF000000000000, fp128 0xL0000000000000000C000400000000000, fp128 0xLAFDF22037BFCED37414CDB7B95D11BDA, fp128 0xL1CC4376F7DA08F3900000000000CC64F, fp128 0xL999999999999999A3FFB999999999999, fp128 0xL0000000000000000400F000000000000], align 16
@.str = private unnamed_addr constant [6 x i8] c"third\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"mix\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"pick\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"ten\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"vsum\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"loop\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"underflow after %d: \00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"h\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"cmp %d %d %03x\0A\00", align 1
@.str.10 = private unnamed_addr constant [24 x i8] c"to int %d %u %lld %llu\0A\00", align 1
@.str.11 = private unnamed_addr constant [38 x i8] c"int128 %016llx%016llx %016llx%016llx\0A\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"from int\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"from int128\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"float\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.16 = private unnamed_addr constant [14 x i8] c"narrow %a %a\0A\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"fabs\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"copysign\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@.str.21 = private unnamed_addr constant [5 x i8] c"fmod\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"floor\00", align 1
@.str.23 = private unnamed_addr constant [14 x i8] c"pair %Lf %Lf\0A\00", align 1
@.str.24 = private unnamed_addr constant [31 x i8] c"complex %Lg %Lg %.33Lg %.33Lg\0A\00", align 1
@.str.25 = private unnamed_addr constant [79 x i8] c"[%Lf] [%.0Lf] [%Le] [%.10LE] [%Lg] [%#.3Lg] [%+12.4Lf] [%-12.2Le|] [%012.3Lf]\0A\00", align 1
@.str.26 = private unnamed_addr constant [9 x i8] c"nan %Lf\0A\00", align 1
@.str.27 = private unnamed_addr constant [26 x i8] c"%s %016llx%016llx %.36Lg\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local fp128 @add(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 {
  %3 = fadd fp128 %0, %1
  ret fp128 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local fp128 @mix(fp128 noundef %0, double noundef %1, i32 noundef signext %2, float noundef %3) local_unnamed_addr #1 {
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
define dso_local fp128 @pick(fp128 noundef %0, fp128 noundef %1, i32 noundef signext %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 2
  %5 = select i1 %4, fp128 %0, fp128 %1
  ret fp128 %5
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local fp128 @ten(fp128 noundef %0, fp128 noundef %1, fp128 noundef %2, fp128 noundef %3, fp128 noundef %4, fp128 noundef %5, fp128 noundef %6, fp128 noundef %7, fp128 noundef %8, fp128 noundef %9) local_unnamed_addr #1 {
  %11 = tail call fp128 @llvm.fmuladd.f128(fp128 %1, fp128 0xL00000000000000004000000000000000, fp128 %0)
  %12 = tail call fp128 @llvm.fmuladd.f128(fp128 %2, fp128 0xL00000000000000004000800000000000, fp128 %11)
  %13 = tail call fp128 @llvm.fmuladd.f128(fp128 %3, fp128 0xL00000000000000004001000000000000, fp128 %12)
  %14 = tail call fp128 @llvm.fmuladd.f128(fp128 %4, fp128 0xL00000000000000004001400000000000, fp128 %13)
  %15 = tail call fp128 @llvm.fmuladd.f128(fp128 %5, fp128 0xL00000000000000004001800000000000, fp128 %14)
  %16 = tail call fp128 @llvm.fmuladd.f128(fp128 %6, fp128 0xL00000000000000004001C00000000000, fp128 %15)
  %17 = tail call fp128 @llvm.fmuladd.f128(fp128 %7, fp128 0xL00000000000000004002000000000000, fp128 %16)
  %18 = tail call fp128 @llvm.fmuladd.f128(fp128 %8, fp128 0xL00000000000000004002200000000000, fp128 %17)
  %19 = tail call fp128 @llvm.fmuladd.f128(fp128 %9, fp128 0xL00000000000000004002400000000000, fp128 %18)
  ret fp128 %19
}

; Function Attrs: nofree noinline nosync nounwind
define dso_local fp128 @vsum(i32 noundef signext %0, ...) local_unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  br label %9

6:                                                ; preds = %9
  store ptr %17, ptr %2, align 8
  br label %7

7:                                                ; preds = %6, %1
  %8 = phi fp128 [ %21, %6 ], [ 0xL00000000000000000000000000000000, %1 ]
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret fp128 %8

9:                                                ; preds = %4, %9
  %10 = phi i32 [ %19, %9 ], [ 0, %4 ]
  %11 = phi fp128 [ %21, %9 ], [ 0xL00000000000000000000000000000000, %4 ]
  %12 = phi ptr [ %17, %9 ], [ %5, %4 ]
  %13 = ptrtoint ptr %12 to i64
  %14 = add i64 %13, 15
  %15 = and i64 %14, -16
  %16 = inttoptr i64 %15 to ptr
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load fp128, ptr %16, align 16
  %19 = add nuw nsw i32 %10, 1
  %20 = sitofp i32 %19 to fp128
  %21 = call fp128 @llvm.fmuladd.f128(fp128 %18, fp128 %20, fp128 %11)
  %22 = icmp eq i32 %19, %0
  br i1 %22, label %6, label %9, !llvm.loop !6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @swap(ptr noalias nocapture writeonly sret(%struct.pair) align 16 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #6 {
  %3 = getelementptr inbounds %struct.pair, ptr %1, i64 0, i32 1
  %4 = load fp128, ptr %3, align 16, !tbaa !8
  store fp128 %4, ptr %0, align 16, !tbaa !13
  %5 = getelementptr inbounds %struct.pair, ptr %0, i64 0, i32 1
  %6 = load fp128, ptr %1, align 16, !tbaa !13
  %7 = fneg fp128 %6
  store fp128 %7, ptr %5, align 16, !tbaa !8
  ret void
}

; Function Attrs: noinline nounwind
define dso_local void @cmul(ptr noalias nocapture writeonly sret({ fp128, fp128 }) align 16 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #7 {
  %4 = alloca { fp128, fp128 }, align 16
  %5 = load fp128, ptr %1, align 16
  %6 = getelementptr inbounds { fp128, fp128 }, ptr %1, i64 0, i32 1
  %7 = load fp128, ptr %6, align 16
  %8 = load fp128, ptr %2, align 16
  %9 = getelementptr inbounds { fp128, fp128 }, ptr %2, i64 0, i32 1
  %10 = load fp128, ptr %9, align 16
  %11 = fmul fp128 %5, %8
  %12 = fmul fp128 %7, %10
  %13 = fmul fp128 %5, %10
  %14 = fmul fp128 %7, %8
  %15 = fsub fp128 %11, %12
  %16 = fadd fp128 %14, %13
  %17 = fcmp uno fp128 %15, 0xL00000000000000000000000000000000
  br i1 %17, label %18, label %24, !prof !14

18:                                               ; preds = %3
  %19 = fcmp uno fp128 %16, 0xL00000000000000000000000000000000
  br i1 %19, label %20, label %24, !prof !14

20:                                               ; preds = %18
  call void @__multc3(ptr nonnull sret({ fp128, fp128 }) align 16 %4, fp128 noundef %5, fp128 noundef %7, fp128 noundef %8, fp128 noundef %10) #12
  %21 = load fp128, ptr %4, align 16
  %22 = getelementptr inbounds { fp128, fp128 }, ptr %4, i64 0, i32 1
  %23 = load fp128, ptr %22, align 16
  br label %24

24:                                               ; preds = %20, %18, %3
  %25 = phi fp128 [ %15, %3 ], [ %15, %18 ], [ %21, %20 ]
  %26 = phi fp128 [ %16, %3 ], [ %16, %18 ], [ %23, %20 ]
  %27 = getelementptr inbounds { fp128, fp128 }, ptr %0, i64 0, i32 1
  store fp128 %25, ptr %0, align 16
  store fp128 %26, ptr %27, align 16
  ret void
}

declare void @__multc3(ptr, fp128, fp128, fp128, fp128) local_unnamed_addr

; Function Attrs: noinline nounwind
define dso_local void @cdiv(ptr noalias nocapture writeonly sret({ fp128, fp128 }) align 16 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #7 {
  %4 = alloca { fp128, fp128 }, align 16
  %5 = load fp128, ptr %1, align 16
  %6 = getelementptr inbounds { fp128, fp128 }, ptr %1, i64 0, i32 1
  %7 = load fp128, ptr %6, align 16
  %8 = load fp128, ptr %2, align 16
  %9 = getelementptr inbounds { fp128, fp128 }, ptr %2, i64 0, i32 1
  %10 = load fp128, ptr %9, align 16
  call void @__divtc3(ptr nonnull sret({ fp128, fp128 }) align 16 %4, fp128 noundef %5, fp128 noundef %7, fp128 noundef %8, fp128 noundef %10) #12
  %11 = load fp128, ptr %4, align 16
  %12 = getelementptr inbounds { fp128, fp128 }, ptr %4, i64 0, i32 1
  %13 = load fp128, ptr %12, align 16
  %14 = getelementptr inbounds { fp128, fp128 }, ptr %0, i64 0, i32 1
  store fp128 %11, ptr %0, align 16
  store fp128 %13, ptr %14, align 16
  ret void
}

declare void @__divtc3(ptr, fp128, fp128, fp128, fp128) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local signext i32 @compare(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 {
  %3 = fcmp olt fp128 %0, %1
  %4 = fcmp ule fp128 %0, %1
  %5 = select i1 %4, i32 128, i32 0
  %6 = select i1 %3, i32 4, i32 0
  %7 = select i1 %3, i32 0, i32 %5
  %8 = fcmp une fp128 %0, %1
  %9 = select i1 %8, i32 2, i32 0
  %10 = fcmp oeq fp128 %0, %1
  %11 = zext i1 %10 to i32
  %12 = or i32 %9, %11
  %13 = or i32 %12, %6
  %14 = fcmp ole fp128 %0, %1
  %15 = select i1 %14, i32 8, i32 0
  %16 = or i32 %13, %15
  %17 = select i1 %4, i32 0, i32 16
  %18 = or i32 %16, %17
  %19 = fcmp oge fp128 %0, %1
  %20 = select i1 %19, i32 32, i32 0
  %21 = or i32 %18, %20
  %22 = fcmp uno fp128 %0, %1
  %23 = select i1 %22, i32 64, i32 0
  %24 = or i32 %21, %23
  %25 = fcmp one fp128 %0, %1
  %26 = select i1 %25, i32 256, i32 0
  %27 = or i32 %24, %26
  %28 = or i32 %27, %7
  ret i32 %28
}

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #8 {
  %1 = alloca %struct.pair, align 16
  %2 = alloca %struct.pair, align 16
  %3 = alloca { fp128, fp128 }, align 16
  %4 = alloca { fp128, fp128 }, align 16
  %5 = alloca { fp128, fp128 }, align 16
  %6 = alloca { fp128, fp128 }, align 16
  %7 = alloca { fp128, fp128 }, align 16
  %8 = alloca { fp128, fp128 }, align 16
  %9 = load fp128, ptr @table, align 16, !tbaa !15
  %10 = tail call fp128 @add(fp128 noundef %9, fp128 noundef 0xL55555555555555553FFD555555555555) #13
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str, i64 noundef 4610935418489492821, i64 noundef 6148914691236517205, fp128 noundef 0xL55555555555555553FFD555555555555) #12
  %12 = bitcast fp128 %10 to i128
  %13 = trunc i128 %12 to i64
  %14 = lshr i128 %12, 64
  %15 = trunc i128 %14 to i64
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.1, i64 noundef %15, i64 noundef %13, fp128 noundef %10) #12
  %17 = tail call fp128 @mix(fp128 noundef %10, double noundef 1.000000e-01, i32 noundef signext 7, float noundef 3.000000e+00) #13
  %18 = bitcast fp128 %17 to i128
  %19 = trunc i128 %18 to i64
  %20 = lshr i128 %18, 64
  %21 = trunc i128 %20 to i64
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.2, i64 noundef %21, i64 noundef %19, fp128 noundef %17) #12
  %23 = tail call fp128 @pick(fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef %10, i32 noundef signext 3) #13
  %24 = tail call fp128 @pick(fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef %10, i32 noundef signext 1) #13
  %25 = fadd fp128 %23, %24
  %26 = bitcast fp128 %25 to i128
  %27 = trunc i128 %26 to i64
  %28 = lshr i128 %26, 64
  %29 = trunc i128 %28 to i64
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.3, i64 noundef %29, i64 noundef %27, fp128 noundef %25) #12
  %31 = tail call fp128 @ten(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000004001400000000000, fp128 noundef 0xL00000000000000004001800000000000, fp128 noundef 0xL00000000000000004001C00000000000, fp128 noundef 0xL00000000000000004002000000000000, fp128 noundef 0xL00000000000000004002200000000000, fp128 noundef 0xL00000000000000004002400000000000) #13
  %32 = bitcast fp128 %31 to i128
  %33 = trunc i128 %32 to i64
  %34 = lshr i128 %32, 64
  %35 = trunc i128 %34 to i64
  %36 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.4, i64 noundef %35, i64 noundef %33, fp128 noundef %31) #12
  %37 = tail call fp128 (i32, ...) @vsum(i32 noundef signext 4, fp128 noundef 0xL00000000000000003FFF800000000000, fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef 0xLBA59C08E14C7CD7B43E37E43C8800759, fp128 noundef 0xL0000000000000000C000000000000000) #13
  %38 = bitcast fp128 %37 to i128
  %39 = trunc i128 %38 to i64
  %40 = lshr i128 %38, 64
  %41 = trunc i128 %40 to i64
  %42 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.5, i64 noundef %41, i64 noundef %39, fp128 noundef %37) #12
  %43 = load fp128, ptr @table, align 16, !tbaa !15
  %44 = fmul fp128 %43, 0xL00000000000000000000000000000000
  %45 = fadd fp128 %44, 0xL00000000000000000000000000000000
  %46 = load fp128, ptr getelementptr inbounds ([6 x fp128], ptr @table, i64 0, i64 1), align 16, !tbaa !15
  %47 = tail call fp128 @llvm.fmuladd.f128(fp128 %45, fp128 0xL00000000000000003FFE000000000000, fp128 %46)
  %48 = load fp128, ptr getelementptr inbounds ([6 x fp128], ptr @table, i64 0, i64 2), align 16, !tbaa !15
  %49 = fmul fp128 %48, 0xL00000000000000004000000000000000
  %50 = tail call fp128 @llvm.fmuladd.f128(fp128 %47, fp128 0xL00000000000000003FFE000000000000, fp128 %49)
  %51 = load fp128, ptr getelementptr inbounds ([6 x fp128], ptr @table, i64 0, i64 3), align 16, !tbaa !15
  %52 = fmul fp128 %51, 0xL00000000000000004000800000000000
  %53 = tail call fp128 @llvm.fmuladd.f128(fp128 %50, fp128 0xL00000000000000003FFE000000000000, fp128 %52)
  %54 = load fp128, ptr getelementptr inbounds ([6 x fp128], ptr @table, i64 0, i64 4), align 16, !tbaa !15
  %55 = fmul fp128 %54, 0xL00000000000000004001000000000000
  %56 = tail call fp128 @llvm.fmuladd.f128(fp128 %53, fp128 0xL00000000000000003FFE000000000000, fp128 %55)
  %57 = load fp128, ptr getelementptr inbounds ([6 x fp128], ptr @table, i64 0, i64 5), align 16, !tbaa !15
  %58 = fmul fp128 %57, 0xL00000000000000004001400000000000
  %59 = tail call fp128 @llvm.fmuladd.f128(fp128 %56, fp128 0xL00000000000000003FFE000000000000, fp128 %58)
  %60 = bitcast fp128 %59 to i128
  %61 = trunc i128 %60 to i64
  %62 = lshr i128 %60, 64
  %63 = trunc i128 %62 to i64
  %64 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.6, i64 noundef %63, i64 noundef %61, fp128 noundef %59) #12
  br label %65

65:                                               ; preds = %0, %65
  %66 = phi fp128 [ 0xL00000000000000003FFF000000000000, %0 ], [ %68, %65 ]
  %67 = phi i32 [ 0, %0 ], [ %69, %65 ]
  %68 = fdiv fp128 %66, 0xL000000000000000040202A05F2000000
  %69 = add nuw nsw i32 %67, 1
  %70 = fcmp ogt fp128 %68, 0xL00057C9647E1A0180000000000000000
  br i1 %70, label %65, label %71, !llvm.loop !16

71:                                               ; preds = %65
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext %69) #12
  %73 = bitcast fp128 %68 to i128
  %74 = trunc i128 %73 to i64
  %75 = lshr i128 %73, 64
  %76 = trunc i128 %75 to i64
  %77 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.8, i64 noundef %76, i64 noundef %74, fp128 noundef %68) #12
  %78 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000003FFF000000000000) #13, !range !17
  %79 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext %78) #12
  %80 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000008000000000000000) #13, !range !17
  %81 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 0, i32 noundef signext 2, i32 noundef signext %80) #12
  %82 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000007FFF800000000000) #13, !range !17
  %83 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 0, i32 noundef signext 4, i32 noundef signext %82) #12
  %84 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000003FFF000000000000) #13, !range !17
  %85 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext %84) #12
  %86 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000008000000000000000) #13, !range !17
  %87 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext %86) #12
  %88 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000007FFF800000000000) #13, !range !17
  %89 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 1, i32 noundef signext 4, i32 noundef signext %88) #12
  %90 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000003FFF000000000000) #13, !range !17
  %91 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 2, i32 noundef signext 0, i32 noundef signext %90) #12
  %92 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000) #13, !range !17
  %93 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 2, i32 noundef signext 2, i32 noundef signext %92) #12
  %94 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000007FFF800000000000) #13, !range !17
  %95 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 2, i32 noundef signext 4, i32 noundef signext %94) #12
  %96 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000003FFF000000000000) #13, !range !17
  %97 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 3, i32 noundef signext 0, i32 noundef signext %96) #12
  %98 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000008000000000000000) #13, !range !17
  %99 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 3, i32 noundef signext 2, i32 noundef signext %98) #12
  %100 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000007FFF800000000000) #13, !range !17
  %101 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext %100) #12
  %102 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000007FFF800000000000, fp128 noundef 0xL00000000000000003FFF000000000000) #13, !range !17
  %103 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 4, i32 noundef signext 0, i32 noundef signext %102) #12
  %104 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000007FFF800000000000, fp128 noundef 0xL00000000000000008000000000000000) #13, !range !17
  %105 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 4, i32 noundef signext 2, i32 noundef signext %104) #12
  %106 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000007FFF800000000000, fp128 noundef 0xL00000000000000007FFF800000000000) #13, !range !17
  %107 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 4, i32 noundef signext 4, i32 noundef signext %106) #12
  %108 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000003FFF000000000000) #13, !range !17
  %109 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 5, i32 noundef signext 0, i32 noundef signext %108) #12
  %110 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000008000000000000000) #13, !range !17
  %111 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 5, i32 noundef signext 2, i32 noundef signext %110) #12
  %112 = tail call signext i32 @compare(fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF800000000000) #13, !range !17
  %113 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext 5, i32 noundef signext 4, i32 noundef signext %112) #12
  %114 = fmul fp128 %10, 0xL0000000000000000401CDCD650000000
  %115 = fptoui fp128 %114 to i32
  %116 = fneg fp128 %10
  %117 = fmul fp128 %10, 0xL0000000000000000C03ABC16D674EC80
  %118 = fptosi fp128 %117 to i64
  %119 = fmul fp128 %10, 0xL0000000000000000403E158E460913D0
  %120 = fptoui fp128 %119 to i64
  %121 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef signext 0, i32 noundef signext %115, i64 noundef %118, i64 noundef %120) #12
  %122 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i64 noundef 669, i64 noundef 4807115922877859019, i64 noundef 6692605942763, i64 noundef 8982045592309844992) #12
  %123 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.12, i64 noundef 4629418667082370590, i64 noundef -5345209807735357440, fp128 noundef 0xLB5D2000000000000403EFFC00001CE1E) #12
  %124 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.13, i64 noundef 4647154064516186112, i64 noundef 0, fp128 noundef 0xL0000000000000000407E020000000000) #12
  %125 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.14, i64 noundef 4610935418500677632, i64 noundef 0, fp128 noundef 0xL00000000000000003FFD555556000000) #12
  %126 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.15, i64 noundef 4610935418489492821, i64 noundef 5764607523034234880, fp128 noundef 0xL50000000000000003FFD555555555555) #12
  %127 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, double noundef 0x3FD5555555555555, double noundef 0x4484EA15C0000000) #12
  %128 = bitcast fp128 %116 to i128
  %129 = trunc i128 %128 to i64
  %130 = lshr i128 %128, 64
  %131 = trunc i128 %130 to i64
  %132 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.17, i64 noundef %131, i64 noundef %129, fp128 noundef %116) #12
  %133 = tail call fp128 @fabsl(fp128 noundef %116) #12
  %134 = bitcast fp128 %133 to i128
  %135 = trunc i128 %134 to i64
  %136 = lshr i128 %134, 64
  %137 = trunc i128 %136 to i64
  %138 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.18, i64 noundef %137, i64 noundef %135, fp128 noundef %133) #12
  %139 = tail call fp128 @llvm.fabs.f128(fp128 %10)
  %140 = fneg fp128 %139
  %141 = bitcast fp128 %140 to i128
  %142 = trunc i128 %141 to i64
  %143 = lshr i128 %141, 64
  %144 = trunc i128 %143 to i64
  %145 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.19, i64 noundef %144, i64 noundef %142, fp128 noundef %140) #12
  %146 = tail call fp128 @sqrtl(fp128 noundef 0xL00000000000000004000000000000000) #12
  %147 = bitcast fp128 %146 to i128
  %148 = trunc i128 %147 to i64
  %149 = lshr i128 %147, 64
  %150 = trunc i128 %149 to i64
  %151 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.20, i64 noundef %150, i64 noundef %148, fp128 noundef %146) #12
  %152 = tail call fp128 @fmodl(fp128 noundef 0xLA12265800000000040484EA15B273B38, fp128 noundef 0xL00000000000000004001D00000000000) #12
  %153 = bitcast fp128 %152 to i128
  %154 = trunc i128 %153 to i64
  %155 = lshr i128 %153, 64
  %156 = trunc i128 %155 to i64
  %157 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.21, i64 noundef %156, i64 noundef %154, fp128 noundef %152) #12
  %158 = tail call fp128 @floorl(fp128 noundef 0xLAAAAAAAAAAAAAAAAC000AAAAAAAAAAAA) #12
  %159 = bitcast fp128 %158 to i128
  %160 = trunc i128 %159 to i64
  %161 = lshr i128 %159, 64
  %162 = trunc i128 %161 to i64
  %163 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.22, i64 noundef %162, i64 noundef %160, fp128 noundef %158) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  store fp128 0xL00000000000000003FFF800000000000, ptr %2, align 16, !tbaa.struct !18
  %164 = getelementptr inbounds i8, ptr %2, i64 16
  store fp128 0xL0000000000000000C000200000000000, ptr %164, align 16, !tbaa.struct !19
  call void @swap(ptr nonnull sret(%struct.pair) align 16 %1, ptr noundef nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  %165 = load fp128, ptr %1, align 16, !tbaa !13
  %166 = getelementptr inbounds %struct.pair, ptr %1, i64 0, i32 1
  %167 = load fp128, ptr %166, align 16, !tbaa !8
  %168 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, fp128 noundef %165, fp128 noundef %167) #12
  %169 = getelementptr inbounds { fp128, fp128 }, ptr %4, i64 0, i32 1
  store fp128 0xL00000000000000003FFF000000000000, ptr %4, align 16
  store fp128 0xL00000000000000004000000000000000, ptr %169, align 16
  %170 = getelementptr inbounds { fp128, fp128 }, ptr %5, i64 0, i32 1
  store fp128 0xL00000000000000004000800000000000, ptr %5, align 16
  store fp128 0xL0000000000000000BFFF000000000000, ptr %170, align 16
  call void @cmul(ptr nonnull sret({ fp128, fp128 }) align 16 %3, ptr noundef nonnull %4, ptr noundef nonnull %5) #13
  %171 = load fp128, ptr %3, align 16
  %172 = getelementptr inbounds { fp128, fp128 }, ptr %3, i64 0, i32 1
  %173 = load fp128, ptr %172, align 16
  %174 = getelementptr inbounds { fp128, fp128 }, ptr %7, i64 0, i32 1
  store fp128 0xL00000000000000003FFF000000000000, ptr %7, align 16
  store fp128 0xL00000000000000004000000000000000, ptr %174, align 16
  %175 = getelementptr inbounds { fp128, fp128 }, ptr %8, i64 0, i32 1
  store fp128 0xL00000000000000004000800000000000, ptr %8, align 16
  store fp128 0xL0000000000000000BFFF000000000000, ptr %175, align 16
  call void @cdiv(ptr nonnull sret({ fp128, fp128 }) align 16 %6, ptr noundef nonnull %7, ptr noundef nonnull %8) #13
  %176 = load fp128, ptr %6, align 16
  %177 = getelementptr inbounds { fp128, fp128 }, ptr %6, i64 0, i32 1
  %178 = load fp128, ptr %177, align 16
  %179 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, fp128 noundef %171, fp128 noundef %173, fp128 noundef %176, fp128 noundef %178) #12
  %180 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000) #12
  %181 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000) #12
  %182 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000) #12
  %183 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000) #12
  %184 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE) #12
  %185 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF) #12
  %186 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB) #12
  %187 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333) #12
  %188 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000) #12
  %189 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000) #12
  %190 = tail call fp128 @fabsl(fp128 noundef 0xL00000000000000007FFF800000000000) #12
  %191 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.26, fp128 noundef %190) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #11
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #9

declare fp128 @fabsl(fp128 noundef) local_unnamed_addr #9

declare fp128 @sqrtl(fp128 noundef) local_unnamed_addr #9

declare fp128 @fmodl(fp128 noundef, fp128 noundef) local_unnamed_addr #9

declare fp128 @floorl(fp128 noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #10

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree noinline nosync nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { noinline nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #9 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nobuiltin nounwind "no-builtins" }
attributes #13 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !10, i64 16}
!9 = !{!"pair", !10, i64 0, !10, i64 16}
!10 = !{!"long double", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!9, !10, i64 0}
!14 = !{!"branch_weights", i32 1, i32 1048575}
!15 = !{!10, !10, i64 0}
!16 = distinct !{!16, !7}
!17 = !{i32 0, i32 512}
!18 = !{i64 0, i64 16, !15, i64 16, i64 16, !15}
!19 = !{i64 0, i64 16, !15}
