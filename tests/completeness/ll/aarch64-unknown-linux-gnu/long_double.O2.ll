; ModuleID = 'tests/completeness/long_double.c'
source_filename = "tests/completeness/long_double.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }
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
define dso_local fp128 @pick(fp128 noundef %0, fp128 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
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
define dso_local fp128 @vsum(i32 noundef %0, ...) local_unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 4
  %7 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 4
  br label %12

10:                                               ; preds = %31, %1
  %11 = phi fp128 [ 0xL00000000000000000000000000000000, %1 ], [ %38, %31 ]
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10
  ret fp128 %11

12:                                               ; preds = %4, %31
  %13 = phi i32 [ %9, %4 ], [ %32, %31 ]
  %14 = phi i32 [ 0, %4 ], [ %36, %31 ]
  %15 = phi fp128 [ 0xL00000000000000000000000000000000, %4 ], [ %38, %31 ]
  %16 = phi ptr [ %5, %4 ], [ %33, %31 ]
  %17 = icmp sgt i32 %13, -1
  br i1 %17, label %24, label %18

18:                                               ; preds = %12
  %19 = add nsw i32 %13, 16
  store i32 %19, ptr %6, align 4
  %20 = icmp ult i32 %13, -15
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = sext i32 %13 to i64
  %23 = getelementptr inbounds i8, ptr %8, i64 %22
  br label %31

24:                                               ; preds = %18, %12
  %25 = phi i32 [ %19, %18 ], [ %13, %12 ]
  %26 = ptrtoint ptr %16 to i64
  %27 = add i64 %26, 15
  %28 = and i64 %27, -16
  %29 = inttoptr i64 %28 to ptr
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  store ptr %30, ptr %2, align 8
  br label %31

31:                                               ; preds = %24, %21
  %32 = phi i32 [ %19, %21 ], [ %25, %24 ]
  %33 = phi ptr [ %16, %21 ], [ %30, %24 ]
  %34 = phi ptr [ %23, %21 ], [ %29, %24 ]
  %35 = load fp128, ptr %34, align 16
  %36 = add nuw nsw i32 %14, 1
  %37 = sitofp i32 %36 to fp128
  %38 = call fp128 @llvm.fmuladd.f128(fp128 %35, fp128 %37, fp128 %15)
  %39 = icmp eq i32 %36, %0
  br i1 %39, label %10, label %12, !llvm.loop !5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local %struct.pair @swap([2 x fp128] %0) local_unnamed_addr #0 {
  %2 = extractvalue [2 x fp128] %0, 0
  %3 = extractvalue [2 x fp128] %0, 1
  %4 = fneg fp128 %2
  %5 = insertvalue %struct.pair poison, fp128 %3, 0
  %6 = insertvalue %struct.pair %5, fp128 %4, 1
  ret %struct.pair %6
}

; Function Attrs: noinline nounwind
define dso_local { fp128, fp128 } @cmul([2 x fp128] noundef %0, [2 x fp128] noundef %1) local_unnamed_addr #6 {
  %3 = extractvalue [2 x fp128] %0, 0
  %4 = extractvalue [2 x fp128] %0, 1
  %5 = extractvalue [2 x fp128] %1, 0
  %6 = extractvalue [2 x fp128] %1, 1
  %7 = fmul fp128 %3, %5
  %8 = fmul fp128 %4, %6
  %9 = fmul fp128 %3, %6
  %10 = fmul fp128 %4, %5
  %11 = fsub fp128 %7, %8
  %12 = fadd fp128 %9, %10
  %13 = fcmp uno fp128 %11, 0xL00000000000000000000000000000000
  br i1 %13, label %14, label %20, !prof !7

14:                                               ; preds = %2
  %15 = fcmp uno fp128 %12, 0xL00000000000000000000000000000000
  br i1 %15, label %16, label %20, !prof !7

16:                                               ; preds = %14
  %17 = tail call { fp128, fp128 } @__multc3(fp128 noundef %3, fp128 noundef %4, fp128 noundef %5, fp128 noundef %6) #11
  %18 = extractvalue { fp128, fp128 } %17, 0
  %19 = extractvalue { fp128, fp128 } %17, 1
  br label %20

20:                                               ; preds = %16, %14, %2
  %21 = phi fp128 [ %11, %2 ], [ %11, %14 ], [ %18, %16 ]
  %22 = phi fp128 [ %12, %2 ], [ %12, %14 ], [ %19, %16 ]
  %23 = insertvalue { fp128, fp128 } poison, fp128 %21, 0
  %24 = insertvalue { fp128, fp128 } %23, fp128 %22, 1
  ret { fp128, fp128 } %24
}

declare { fp128, fp128 } @__multc3(fp128, fp128, fp128, fp128) local_unnamed_addr

; Function Attrs: noinline nounwind
define dso_local { fp128, fp128 } @cdiv([2 x fp128] noundef %0, [2 x fp128] noundef %1) local_unnamed_addr #6 {
  %3 = extractvalue [2 x fp128] %0, 0
  %4 = extractvalue [2 x fp128] %0, 1
  %5 = extractvalue [2 x fp128] %1, 0
  %6 = extractvalue [2 x fp128] %1, 1
  %7 = tail call { fp128, fp128 } @__divtc3(fp128 noundef %3, fp128 noundef %4, fp128 noundef %5, fp128 noundef %6) #11
  ret { fp128, fp128 } %7
}

declare { fp128, fp128 } @__divtc3(fp128, fp128, fp128, fp128) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @compare(fp128 noundef %0, fp128 noundef %1) local_unnamed_addr #0 {
  %3 = fcmp oeq fp128 %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp une fp128 %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = or i32 %6, %4
  %8 = fcmp uge fp128 %0, %1
  %9 = select i1 %8, i32 0, i32 4
  %10 = or i32 %7, %9
  %11 = fcmp ole fp128 %0, %1
  %12 = select i1 %11, i32 8, i32 0
  %13 = or i32 %10, %12
  %14 = fcmp ule fp128 %0, %1
  %15 = select i1 %14, i32 0, i32 16
  %16 = or i32 %13, %15
  %17 = fcmp oge fp128 %0, %1
  %18 = select i1 %17, i32 32, i32 0
  %19 = or i32 %16, %18
  %20 = fcmp uno fp128 %0, %1
  %21 = select i1 %20, i32 64, i32 0
  %22 = or i32 %19, %21
  %23 = fcmp ueq fp128 %0, %1
  %24 = select i1 %23, i32 128, i32 0
  %25 = or i32 %22, %24
  %26 = fcmp one fp128 %0, %1
  %27 = select i1 %26, i32 256, i32 0
  %28 = or i32 %25, %27
  ret i32 %28
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #7 {
  %1 = load fp128, ptr @table, align 16, !tbaa !8
  %2 = tail call fp128 @add(fp128 noundef %1, fp128 noundef 0xL55555555555555553FFD555555555555) #12
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str, i64 noundef 4610935418489492821, i64 noundef 6148914691236517205, fp128 noundef 0xL55555555555555553FFD555555555555) #11
  %4 = bitcast fp128 %2 to i128
  %5 = trunc i128 %4 to i64
  %6 = lshr i128 %4, 64
  %7 = trunc i128 %6 to i64
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.1, i64 noundef %7, i64 noundef %5, fp128 noundef %2) #11
  %9 = tail call fp128 @mix(fp128 noundef %2, double noundef 1.000000e-01, i32 noundef 7, float noundef 3.000000e+00) #12
  %10 = bitcast fp128 %9 to i128
  %11 = trunc i128 %10 to i64
  %12 = lshr i128 %10, 64
  %13 = trunc i128 %12 to i64
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.2, i64 noundef %13, i64 noundef %11, fp128 noundef %9) #11
  %15 = tail call fp128 @pick(fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef %2, i32 noundef 3) #12
  %16 = tail call fp128 @pick(fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef %2, i32 noundef 1) #12
  %17 = fadd fp128 %15, %16
  %18 = bitcast fp128 %17 to i128
  %19 = trunc i128 %18 to i64
  %20 = lshr i128 %18, 64
  %21 = trunc i128 %20 to i64
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.3, i64 noundef %21, i64 noundef %19, fp128 noundef %17) #11
  %23 = tail call fp128 @ten(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000004001400000000000, fp128 noundef 0xL00000000000000004001800000000000, fp128 noundef 0xL00000000000000004001C00000000000, fp128 noundef 0xL00000000000000004002000000000000, fp128 noundef 0xL00000000000000004002200000000000, fp128 noundef 0xL00000000000000004002400000000000) #12
  %24 = bitcast fp128 %23 to i128
  %25 = trunc i128 %24 to i64
  %26 = lshr i128 %24, 64
  %27 = trunc i128 %26 to i64
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.4, i64 noundef %27, i64 noundef %25, fp128 noundef %23) #11
  %29 = tail call fp128 (i32, ...) @vsum(i32 noundef 4, fp128 noundef 0xL00000000000000003FFF800000000000, fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef 0xLBA59C08E14C7CD7B43E37E43C8800759, fp128 noundef 0xL0000000000000000C000000000000000) #12
  %30 = bitcast fp128 %29 to i128
  %31 = trunc i128 %30 to i64
  %32 = lshr i128 %30, 64
  %33 = trunc i128 %32 to i64
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.5, i64 noundef %33, i64 noundef %31, fp128 noundef %29) #11
  %35 = load fp128, ptr @table, align 16, !tbaa !8
  %36 = fmul fp128 %35, 0xL00000000000000000000000000000000
  %37 = fadd fp128 %36, 0xL00000000000000000000000000000000
  %38 = load fp128, ptr getelementptr inbounds ([6 x fp128], ptr @table, i64 0, i64 1), align 16, !tbaa !8
  %39 = tail call fp128 @llvm.fmuladd.f128(fp128 %37, fp128 0xL00000000000000003FFE000000000000, fp128 %38)
  %40 = load fp128, ptr getelementptr inbounds ([6 x fp128], ptr @table, i64 0, i64 2), align 16, !tbaa !8
  %41 = fmul fp128 %40, 0xL00000000000000004000000000000000
  %42 = tail call fp128 @llvm.fmuladd.f128(fp128 %39, fp128 0xL00000000000000003FFE000000000000, fp128 %41)
  %43 = load fp128, ptr getelementptr inbounds ([6 x fp128], ptr @table, i64 0, i64 3), align 16, !tbaa !8
  %44 = fmul fp128 %43, 0xL00000000000000004000800000000000
  %45 = tail call fp128 @llvm.fmuladd.f128(fp128 %42, fp128 0xL00000000000000003FFE000000000000, fp128 %44)
  %46 = load fp128, ptr getelementptr inbounds ([6 x fp128], ptr @table, i64 0, i64 4), align 16, !tbaa !8
  %47 = fmul fp128 %46, 0xL00000000000000004001000000000000
  %48 = tail call fp128 @llvm.fmuladd.f128(fp128 %45, fp128 0xL00000000000000003FFE000000000000, fp128 %47)
  %49 = load fp128, ptr getelementptr inbounds ([6 x fp128], ptr @table, i64 0, i64 5), align 16, !tbaa !8
  %50 = fmul fp128 %49, 0xL00000000000000004001400000000000
  %51 = tail call fp128 @llvm.fmuladd.f128(fp128 %48, fp128 0xL00000000000000003FFE000000000000, fp128 %50)
  %52 = bitcast fp128 %51 to i128
  %53 = trunc i128 %52 to i64
  %54 = lshr i128 %52, 64
  %55 = trunc i128 %54 to i64
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.6, i64 noundef %55, i64 noundef %53, fp128 noundef %51) #11
  br label %57

57:                                               ; preds = %0, %57
  %58 = phi fp128 [ 0xL00000000000000003FFF000000000000, %0 ], [ %60, %57 ]
  %59 = phi i32 [ 0, %0 ], [ %61, %57 ]
  %60 = fdiv fp128 %58, 0xL000000000000000040202A05F2000000
  %61 = add nuw nsw i32 %59, 1
  %62 = fcmp ogt fp128 %60, 0xL00057C9647E1A0180000000000000000
  br i1 %62, label %57, label %63, !llvm.loop !12

63:                                               ; preds = %57
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %61) #11
  %65 = bitcast fp128 %60 to i128
  %66 = trunc i128 %65 to i64
  %67 = lshr i128 %65, 64
  %68 = trunc i128 %67 to i64
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.8, i64 noundef %68, i64 noundef %66, fp128 noundef %60) #11
  %70 = tail call i32 @compare(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000003FFF000000000000) #12, !range !13
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 0, i32 noundef 0, i32 noundef %70) #11
  %72 = tail call i32 @compare(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000008000000000000000) #12, !range !13
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 0, i32 noundef 2, i32 noundef %72) #11
  %74 = tail call i32 @compare(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000007FFF800000000000) #12, !range !13
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 0, i32 noundef 4, i32 noundef %74) #11
  %76 = tail call i32 @compare(fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000003FFF000000000000) #12, !range !13
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 1, i32 noundef 0, i32 noundef %76) #11
  %78 = tail call i32 @compare(fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000008000000000000000) #12, !range !13
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 1, i32 noundef 2, i32 noundef %78) #11
  %80 = tail call i32 @compare(fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000007FFF800000000000) #12, !range !13
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 1, i32 noundef 4, i32 noundef %80) #11
  %82 = tail call i32 @compare(fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000003FFF000000000000) #12, !range !13
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 2, i32 noundef 0, i32 noundef %82) #11
  %84 = tail call i32 @compare(fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000) #12, !range !13
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 2, i32 noundef 2, i32 noundef %84) #11
  %86 = tail call i32 @compare(fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000007FFF800000000000) #12, !range !13
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 2, i32 noundef 4, i32 noundef %86) #11
  %88 = tail call i32 @compare(fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000003FFF000000000000) #12, !range !13
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 3, i32 noundef 0, i32 noundef %88) #11
  %90 = tail call i32 @compare(fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000008000000000000000) #12, !range !13
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 3, i32 noundef 2, i32 noundef %90) #11
  %92 = tail call i32 @compare(fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000007FFF800000000000) #12, !range !13
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 3, i32 noundef 4, i32 noundef %92) #11
  %94 = tail call i32 @compare(fp128 noundef 0xL00000000000000007FFF800000000000, fp128 noundef 0xL00000000000000003FFF000000000000) #12, !range !13
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 4, i32 noundef 0, i32 noundef %94) #11
  %96 = tail call i32 @compare(fp128 noundef 0xL00000000000000007FFF800000000000, fp128 noundef 0xL00000000000000008000000000000000) #12, !range !13
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 4, i32 noundef 2, i32 noundef %96) #11
  %98 = tail call i32 @compare(fp128 noundef 0xL00000000000000007FFF800000000000, fp128 noundef 0xL00000000000000007FFF800000000000) #12, !range !13
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 4, i32 noundef 4, i32 noundef %98) #11
  %100 = tail call i32 @compare(fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000003FFF000000000000) #12, !range !13
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 5, i32 noundef 0, i32 noundef %100) #11
  %102 = tail call i32 @compare(fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000008000000000000000) #12, !range !13
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 5, i32 noundef 2, i32 noundef %102) #11
  %104 = tail call i32 @compare(fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF800000000000) #12, !range !13
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 5, i32 noundef 4, i32 noundef %104) #11
  %106 = fmul fp128 %2, 0xL0000000000000000401CDCD650000000
  %107 = fptoui fp128 %106 to i32
  %108 = fneg fp128 %2
  %109 = fmul fp128 %2, 0xL0000000000000000C03ABC16D674EC80
  %110 = fptosi fp128 %109 to i64
  %111 = fmul fp128 %2, 0xL0000000000000000403E158E460913D0
  %112 = fptoui fp128 %111 to i64
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef 0, i32 noundef %107, i64 noundef %110, i64 noundef %112) #11
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i64 noundef 669, i64 noundef 4807115922877859019, i64 noundef 6692605942763, i64 noundef 8982045592309844992) #11
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.12, i64 noundef 4629418667082370590, i64 noundef -5345209807735357440, fp128 noundef 0xLB5D2000000000000403EFFC00001CE1E) #11
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.13, i64 noundef 4647154064516186112, i64 noundef 0, fp128 noundef 0xL0000000000000000407E020000000000) #11
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.14, i64 noundef 4610935418500677632, i64 noundef 0, fp128 noundef 0xL00000000000000003FFD555556000000) #11
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.15, i64 noundef 4610935418489492821, i64 noundef 5764607523034234880, fp128 noundef 0xL50000000000000003FFD555555555555) #11
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, double noundef 0x3FD5555555555555, double noundef 0x4484EA15C0000000) #11
  %120 = bitcast fp128 %108 to i128
  %121 = trunc i128 %120 to i64
  %122 = lshr i128 %120, 64
  %123 = trunc i128 %122 to i64
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.17, i64 noundef %123, i64 noundef %121, fp128 noundef %108) #11
  %125 = tail call fp128 @fabsl(fp128 noundef %108) #11
  %126 = bitcast fp128 %125 to i128
  %127 = trunc i128 %126 to i64
  %128 = lshr i128 %126, 64
  %129 = trunc i128 %128 to i64
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.18, i64 noundef %129, i64 noundef %127, fp128 noundef %125) #11
  %131 = tail call fp128 @llvm.fabs.f128(fp128 %2)
  %132 = fneg fp128 %131
  %133 = bitcast fp128 %132 to i128
  %134 = trunc i128 %133 to i64
  %135 = lshr i128 %133, 64
  %136 = trunc i128 %135 to i64
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.19, i64 noundef %136, i64 noundef %134, fp128 noundef %132) #11
  %138 = tail call fp128 @sqrtl(fp128 noundef 0xL00000000000000004000000000000000) #11
  %139 = bitcast fp128 %138 to i128
  %140 = trunc i128 %139 to i64
  %141 = lshr i128 %139, 64
  %142 = trunc i128 %141 to i64
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.20, i64 noundef %142, i64 noundef %140, fp128 noundef %138) #11
  %144 = tail call fp128 @fmodl(fp128 noundef 0xLA12265800000000040484EA15B273B38, fp128 noundef 0xL00000000000000004001D00000000000) #11
  %145 = bitcast fp128 %144 to i128
  %146 = trunc i128 %145 to i64
  %147 = lshr i128 %145, 64
  %148 = trunc i128 %147 to i64
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.21, i64 noundef %148, i64 noundef %146, fp128 noundef %144) #11
  %150 = tail call fp128 @floorl(fp128 noundef 0xLAAAAAAAAAAAAAAAAC000AAAAAAAAAAAA) #11
  %151 = bitcast fp128 %150 to i128
  %152 = trunc i128 %151 to i64
  %153 = lshr i128 %151, 64
  %154 = trunc i128 %153 to i64
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.22, i64 noundef %154, i64 noundef %152, fp128 noundef %150) #11
  %156 = tail call %struct.pair @swap([2 x fp128] [fp128 0xL00000000000000003FFF800000000000, fp128 0xL0000000000000000C000200000000000]) #12
  %157 = extractvalue %struct.pair %156, 0
  %158 = extractvalue %struct.pair %156, 1
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, fp128 noundef %157, fp128 noundef %158) #11
  %160 = tail call { fp128, fp128 } @cmul([2 x fp128] noundef [fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000004000000000000000], [2 x fp128] noundef [fp128 0xL00000000000000004000800000000000, fp128 0xL0000000000000000BFFF000000000000]) #12
  %161 = extractvalue { fp128, fp128 } %160, 0
  %162 = extractvalue { fp128, fp128 } %160, 1
  %163 = tail call { fp128, fp128 } @cdiv([2 x fp128] noundef [fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000004000000000000000], [2 x fp128] noundef [fp128 0xL00000000000000004000800000000000, fp128 0xL0000000000000000BFFF000000000000]) #12
  %164 = extractvalue { fp128, fp128 } %163, 0
  %165 = extractvalue { fp128, fp128 } %163, 1
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, fp128 noundef %161, fp128 noundef %162, fp128 noundef %164, fp128 noundef %165) #11
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000) #11
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000, fp128 noundef 0xL00000000000000008000000000000000) #11
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000, fp128 noundef 0xL00000000000000004000400000000000) #11
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000, fp128 noundef 0xL00000000000000004000C00000000000) #11
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, fp128 noundef 0xL9DBD480000000000406293E5939A08CE) #11
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF, fp128 noundef 0xL9842D4AE70536E00BFBCD2681472AFFF) #11
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB) #11
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333, fp128 noundef 0xL3333333333333333400F869FF3333333) #11
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000, fp128 noundef 0xL00000000000000007FFF000000000000) #11
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000, fp128 noundef 0xL0000000000000000FFFF000000000000) #11
  %177 = tail call fp128 @fabsl(fp128 noundef 0xL00000000000000007FFF800000000000) #11
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.26, fp128 noundef %177) #11
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #8

declare fp128 @fabsl(fp128 noundef) local_unnamed_addr #8

declare fp128 @sqrtl(fp128 noundef) local_unnamed_addr #8

declare fp128 @fmodl(fp128 noundef, fp128 noundef) local_unnamed_addr #8

declare fp128 @floorl(fp128 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #9

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree noinline nosync nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { noinline nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nobuiltin nounwind "no-builtins" }
attributes #12 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"branch_weights", i32 1, i32 1048575}
!8 = !{!9, !9, i64 0}
!9 = !{!"long double", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6}
!13 = !{i32 0, i32 512}
