; ModuleID = 'tests/completeness/x86_64_longdouble.c'
source_filename = "tests/completeness/x86_64_longdouble.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.S = type { i32, x86_fp80, double, [8 x i8] }

@g_acc = dso_local local_unnamed_addr global x86_fp80 0xK3FFC8000000000000000, align 16
@.str = private unnamed_addr constant [15 x i8] c"%.20Lf %.20Lf\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"%Lf %Lf %Lf %Lf\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"%Le %Lg %.3Le %10.4Lf|%-12.3Lg|\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"%.25Lg\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"mix %.18Lg\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"va %.18Lg\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"mixed %.10g\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"cmp %d %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"%Lf %Lf %Lg\0A\00", align 1
@.str.9 = private unnamed_addr constant [49 x i8] c"%.1Lf %.1Lf %.1Lf %.1Lf %.1Lf %.1Lf %.1Lf %.1Lf\0A\00", align 1
@.str.10 = private unnamed_addr constant [23 x i8] c"%llu %lld %u %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"%llu %llu\0A\00", align 1
@.str.12 = private unnamed_addr constant [26 x i8] c"%.9g %.17g %.20Lf %.20Lf\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"arr %.18Lg\0A\00", align 1
@.str.14 = private unnamed_addr constant [21 x i8] c"struct %d %.18Lg %g\0A\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"%Lf %Lf %Lf\0A\00", align 1
@.str.16 = private unnamed_addr constant [9 x i8] c"sel %Lf\0A\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"fmod %Lg %Lg\0A\00", align 1
@.str.18 = private unnamed_addr constant [13 x i8] c"sqrt %.20Lf\0A\00", align 1
@.str.19 = private unnamed_addr constant [25 x i8] c"vprintf %Lf %d %.3Lf %g\0A\00", align 1
@.str.20 = private unnamed_addr constant [22 x i8] c"newton %.20Lf %.20Lg\0A\00", align 1
@.str.21 = private unnamed_addr constant [14 x i8] c"pick %Lg %Lg\0A\00", align 1
@.str.22 = private unnamed_addr constant [37 x i8] c"complex %.18Lg %.18Lg %.18Lg %.18Lg\0A\00", align 1
@.str.23 = private unnamed_addr constant [15 x i8] c"%.21Lg %.21Lg\0A\00", align 1
@.str.24 = private unnamed_addr constant [14 x i8] c"%c %.20Lg %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [15 x i8] c"%.21Lg %.10Le\0A\00", align 1
@.str.26 = private unnamed_addr constant [5 x i8] c"%Lg\0A\00", align 1
@.str.27 = private unnamed_addr constant [5 x i8] c"%Lf\0A\00", align 1
@.str.28 = private unnamed_addr constant [8 x i8] c"%d %Lg\0A\00", align 1
@.str.29 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.30 = private unnamed_addr constant [10 x i8] c"other %d\0A\00", align 1
@.str.31 = private unnamed_addr constant [17 x i8] c"%llu %lld %d %u\0A\00", align 1
@.str.32 = private unnamed_addr constant [11 x i8] c"%Le %g %d\0A\00", align 1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define dso_local x86_fp80 @mix(i32 noundef %0, x86_fp80 noundef %1, double noundef %2, x86_fp80 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = sitofp i32 %0 to x86_fp80
  %7 = fpext double %2 to x86_fp80
  %8 = fdiv x86_fp80 %3, %7
  %9 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %1, x86_fp80 %6, x86_fp80 %8)
  %10 = sitofp i32 %4 to x86_fp80
  %11 = fsub x86_fp80 %9, %10
  ret x86_fp80 %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #1

; Function Attrs: nofree nosync nounwind
define dso_local x86_fp80 @sum_va(i32 noundef %0, ...) local_unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %29

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %6 = load ptr, ptr %5, align 8
  %7 = and i32 %0, 3
  %8 = icmp ult i32 %0, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %4
  %10 = and i32 %0, -4
  br label %31

11:                                               ; preds = %31, %4
  %12 = phi x86_fp80 [ undef, %4 ], [ %50, %31 ]
  %13 = phi ptr [ %6, %4 ], [ %48, %31 ]
  %14 = phi x86_fp80 [ 0xK00000000000000000000, %4 ], [ %50, %31 ]
  %15 = icmp eq i32 %7, 0
  br i1 %15, label %29, label %16

16:                                               ; preds = %11, %16
  %17 = phi ptr [ %24, %16 ], [ %13, %11 ]
  %18 = phi x86_fp80 [ %26, %16 ], [ %14, %11 ]
  %19 = phi i32 [ %27, %16 ], [ 0, %11 ]
  %20 = ptrtoint ptr %17 to i64
  %21 = add i64 %20, 15
  %22 = and i64 %21, -16
  %23 = inttoptr i64 %22 to ptr
  %24 = getelementptr i8, ptr %23, i64 16
  store ptr %24, ptr %5, align 8
  %25 = load x86_fp80, ptr %23, align 16
  %26 = fadd x86_fp80 %18, %25
  %27 = add i32 %19, 1
  %28 = icmp eq i32 %27, %7
  br i1 %28, label %29, label %16, !llvm.loop !4

29:                                               ; preds = %11, %16, %1
  %30 = phi x86_fp80 [ 0xK00000000000000000000, %1 ], [ %12, %11 ], [ %26, %16 ]
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  ret x86_fp80 %30

31:                                               ; preds = %31, %9
  %32 = phi ptr [ %6, %9 ], [ %48, %31 ]
  %33 = phi x86_fp80 [ 0xK00000000000000000000, %9 ], [ %50, %31 ]
  %34 = phi i32 [ 0, %9 ], [ %51, %31 ]
  %35 = ptrtoint ptr %32 to i64
  %36 = add i64 %35, 15
  %37 = and i64 %36, -16
  %38 = inttoptr i64 %37 to ptr
  %39 = getelementptr i8, ptr %38, i64 16
  store ptr %39, ptr %5, align 8
  %40 = load x86_fp80, ptr %38, align 16
  %41 = fadd x86_fp80 %33, %40
  %42 = getelementptr i8, ptr %38, i64 32
  store ptr %42, ptr %5, align 8
  %43 = load x86_fp80, ptr %39, align 16
  %44 = fadd x86_fp80 %41, %43
  %45 = getelementptr i8, ptr %38, i64 48
  store ptr %45, ptr %5, align 8
  %46 = load x86_fp80, ptr %42, align 16
  %47 = fadd x86_fp80 %44, %46
  %48 = getelementptr i8, ptr %38, i64 64
  store ptr %48, ptr %5, align 8
  %49 = load x86_fp80, ptr %45, align 16
  %50 = fadd x86_fp80 %47, %49
  %51 = add i32 %34, 4
  %52 = icmp eq i32 %51, %10
  br i1 %52, label %11, label %31, !llvm.loop !6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #4

; Function Attrs: nofree nosync nounwind
define dso_local double @mixed_va(i32 noundef %0, ...) local_unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %11

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %6 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 1
  %7 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr %6, align 4
  br label %13

11:                                               ; preds = %41, %1
  %12 = phi double [ 0.000000e+00, %1 ], [ %45, %41 ]
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  ret double %12

13:                                               ; preds = %4, %41
  %14 = phi i32 [ %10, %4 ], [ %42, %41 ]
  %15 = phi ptr [ %9, %4 ], [ %43, %41 ]
  %16 = phi i32 [ 0, %4 ], [ %46, %41 ]
  %17 = phi double [ 0.000000e+00, %4 ], [ %45, %41 ]
  %18 = and i32 %16, 1
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %28, label %20

20:                                               ; preds = %13
  %21 = ptrtoint ptr %15 to i64
  %22 = add i64 %21, 15
  %23 = and i64 %22, -16
  %24 = inttoptr i64 %23 to ptr
  %25 = getelementptr i8, ptr %24, i64 16
  store ptr %25, ptr %5, align 8
  %26 = load x86_fp80, ptr %24, align 16
  %27 = fptrunc x86_fp80 %26 to double
  br label %41

28:                                               ; preds = %13
  %29 = icmp ult i32 %14, 161
  br i1 %29, label %30, label %34

30:                                               ; preds = %28
  %31 = zext i32 %14 to i64
  %32 = getelementptr i8, ptr %8, i64 %31
  %33 = add nuw nsw i32 %14, 16
  store i32 %33, ptr %6, align 4
  br label %36

34:                                               ; preds = %28
  %35 = getelementptr i8, ptr %15, i64 8
  store ptr %35, ptr %5, align 8
  br label %36

36:                                               ; preds = %34, %30
  %37 = phi i32 [ %33, %30 ], [ %14, %34 ]
  %38 = phi ptr [ %15, %30 ], [ %35, %34 ]
  %39 = phi ptr [ %32, %30 ], [ %15, %34 ]
  %40 = load double, ptr %39, align 8
  br label %41

41:                                               ; preds = %20, %36
  %42 = phi i32 [ %14, %20 ], [ %37, %36 ]
  %43 = phi ptr [ %25, %20 ], [ %38, %36 ]
  %44 = phi double [ %27, %20 ], [ %40, %36 ]
  %45 = fadd double %17, %44
  %46 = add nuw nsw i32 %16, 1
  %47 = icmp eq i32 %46, %0
  br i1 %47, label %11, label %13, !llvm.loop !8
}

; Function Attrs: nofree nosync nounwind memory(none)
define dso_local x86_fp80 @poly(x86_fp80 noundef %0) local_unnamed_addr #5 {
  %2 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %0, x86_fp80 0xK00000000000000000000, x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB)
  %3 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %2, x86_fp80 %0, x86_fp80 0xK3FFEAAAAAAAAAAAAAAAB)
  %4 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %3, x86_fp80 %0, x86_fp80 0xK3FFF8000000000000000)
  %5 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %4, x86_fp80 %0, x86_fp80 0xK3FFFAAAAAAAAAAAAAAAB)
  %6 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %5, x86_fp80 %0, x86_fp80 0xK3FFFD555555555555555)
  %7 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %6, x86_fp80 %0, x86_fp80 0xK40008000000000000000)
  %8 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %7, x86_fp80 %0, x86_fp80 0xK40009555555555555555)
  %9 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %8, x86_fp80 %0, x86_fp80 0xK4000AAAAAAAAAAAAAAAB)
  %10 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %9, x86_fp80 %0, x86_fp80 0xK4000C000000000000000)
  %11 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %10, x86_fp80 %0, x86_fp80 0xK4000D555555555555555)
  ret x86_fp80 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @cmp_all(x86_fp80 noundef %0, x86_fp80 noundef %1) local_unnamed_addr #6 {
  %3 = fcmp olt x86_fp80 %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp ole x86_fp80 %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = or i32 %6, %4
  %8 = fcmp ogt x86_fp80 %0, %1
  %9 = select i1 %8, i32 4, i32 0
  %10 = or i32 %7, %9
  %11 = fcmp oge x86_fp80 %0, %1
  %12 = select i1 %11, i32 8, i32 0
  %13 = or i32 %10, %12
  %14 = fcmp oeq x86_fp80 %0, %1
  %15 = select i1 %14, i32 16, i32 0
  %16 = or i32 %13, %15
  %17 = fcmp une x86_fp80 %0, %1
  %18 = select i1 %17, i32 32, i32 0
  %19 = or i32 %16, %18
  %20 = fcmp uno x86_fp80 %0, %1
  %21 = select i1 %20, i32 64, i32 0
  %22 = or i32 %19, %21
  %23 = fcmp one x86_fp80 %0, %1
  %24 = select i1 %23, i32 128, i32 0
  %25 = or i32 %22, %24
  ret i32 %25
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @make(ptr noalias nocapture writeonly sret(%struct.S) align 16 %0, x86_fp80 noundef %1) local_unnamed_addr #7 {
  store i32 7, ptr %0, align 16, !tbaa !9
  %3 = getelementptr inbounds %struct.S, ptr %0, i64 0, i32 1
  store x86_fp80 %1, ptr %3, align 16, !tbaa !16
  %4 = getelementptr inbounds %struct.S, ptr %0, i64 0, i32 2
  store double 5.000000e-01, ptr %4, align 16, !tbaa !17
  ret void
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #8 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FFD9249249249249249) #12
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, x86_fp80 noundef 0xK3FFE9E79E79E79E79E7A, x86_fp80 noundef 0xK3FFAC30C30C30C30C310, x86_fp80 noundef 0xK3FFBC30C30C30C30C30C, x86_fp80 noundef 0xK3FFF9555555555555556) #12
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, x86_fp80 noundef 0xK406186A1DBDE02EF89EA, x86_fp80 noundef 0xK3FFD9249249249249249, x86_fp80 noundef 0xKBFFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FFD9249249249249249, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB) #12
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, x86_fp80 noundef 0xK4001C005555555555555) #12
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, x86_fp80 noundef 0xK40018800000000000000) #12
  %6 = tail call x86_fp80 (i32, ...) @sum_va(i32 noundef 4, x86_fp80 noundef 0xK3FFFC000000000000000, x86_fp80 noundef 0xK40009000000000000000, x86_fp80 noundef 0xKBFFC8000000000000000, x86_fp80 noundef 0xK40209502F90000000000) #13
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, x86_fp80 noundef %6) #12
  %8 = tail call double (i32, ...) @mixed_va(i32 noundef 4, double noundef 1.500000e+00, x86_fp80 noundef 0xK4000A000000000000000, double noundef 3.500000e+00, x86_fp80 noundef 0xK40019000000000000000) #13
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, double noundef %8) #12
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 172, i32 noundef 163, i32 noundef 26, i32 noundef 96, i32 noundef 172) #12
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, x86_fp80 noundef 0xK7FFF8000000000000000, x86_fp80 noundef 0xKFFFF8000000000000000, x86_fp80 noundef 0xK7FFFC000000000000000) #12
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, x86_fp80 noundef 0xKC02DE0910C1BBEF20000, x86_fp80 noundef 0xK403EFFFFFFFFFFFFFFFF, x86_fp80 noundef 0xK403E8000000000000001, x86_fp80 noundef 0xKC004A800000000000000, x86_fp80 noundef 0xK401EEE6B280000000000, x86_fp80 noundef 0xKC0079600000000000000, x86_fp80 noundef 0xK4006C800000000000000, x86_fp80 noundef 0xKC005C800000000000000) #12
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i64 noundef -6101065172474983725, i64 noundef -4115226300411522630, i32 noundef 1234567890, i32 noundef -12345678, i32 noundef -1234, i32 noundef 250) #12
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i64 noundef -9223372036854775808, i64 noundef -1) #12
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef 0x3FD5555560000000, double noundef 0x3FD2492492492492, x86_fp80 noundef 0xK3FFDAAAAAB0000000000, x86_fp80 noundef 0xK3FFD9249249249249000) #12
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, x86_fp80 noundef 0xK43E5BF21E44003ACDD2D) #12
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, i32 noundef 7, x86_fp80 noundef 0xK3FFF8000000000000000, double noundef 5.000000e-01) #12
  %18 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 0xKBFFDAAAAAAAAAAAAAAAB)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, x86_fp80 noundef 0xKBFFDAAAAAAAAAAAAAAAB, x86_fp80 noundef %18, x86_fp80 noundef 0xKC000C000000000000000) #12
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB) #12
  %21 = tail call x86_fp80 @fmodl(x86_fp80 noundef 0xK4002A800000000000000, x86_fp80 noundef 0xK4000C000000000000000) #12
  %22 = tail call x86_fp80 @fmodl(x86_fp80 noundef 0xKC001E800000000000000, x86_fp80 noundef 0xK40008000000000000000) #12
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, x86_fp80 noundef %21, x86_fp80 noundef %22) #12
  %24 = tail call x86_fp80 @sqrtl(x86_fp80 noundef 0xK40008000000000000000) #12
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, x86_fp80 noundef %24) #12
  tail call void (ptr, ...) @say(ptr nonnull poison, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, i32 noundef 5, x86_fp80 noundef 0xK3FFD9249249249249249, double noundef 2.500000e+00) #13
  br label %41

26:                                               ; preds = %41
  %27 = fdiv x86_fp80 0xK414B924D692CA61BE758, %45
  %28 = fadd x86_fp80 %45, %27
  %29 = fmul x86_fp80 %28, 0xK3FFE8000000000000000
  %30 = fcmp une x86_fp80 %29, %45
  br i1 %30, label %31, label %47

31:                                               ; preds = %26
  %32 = fdiv x86_fp80 0xK414B924D692CA61BE758, %29
  %33 = fadd x86_fp80 %29, %32
  %34 = fmul x86_fp80 %33, 0xK3FFE8000000000000000
  %35 = fcmp une x86_fp80 %34, %29
  br i1 %35, label %36, label %47

36:                                               ; preds = %31
  %37 = fdiv x86_fp80 0xK414B924D692CA61BE758, %34
  %38 = fadd x86_fp80 %34, %37
  %39 = fmul x86_fp80 %38, 0xK3FFE8000000000000000
  %40 = fcmp une x86_fp80 %39, %34
  br i1 %40, label %41, label %47, !llvm.loop !18

41:                                               ; preds = %36, %0
  %42 = phi x86_fp80 [ 0xK414B924D692CA61BE758, %0 ], [ %39, %36 ]
  %43 = fdiv x86_fp80 0xK414B924D692CA61BE758, %42
  %44 = fadd x86_fp80 %42, %43
  %45 = fmul x86_fp80 %44, 0xK3FFE8000000000000000
  %46 = fcmp une x86_fp80 %45, %42
  br i1 %46, label %26, label %47

47:                                               ; preds = %36, %31, %26, %41
  %48 = phi x86_fp80 [ %42, %41 ], [ %45, %26 ], [ %29, %31 ], [ %34, %36 ]
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.20, x86_fp80 noundef 0xK3FFFB504F333F9DE6484, x86_fp80 noundef %48) #12
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.21, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FFD9249249249249249) #12
  %51 = tail call { x86_fp80, x86_fp80 } @__divxc3(x86_fp80 noundef 0xK3FFFC000000000000000, x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef 0xKBFFD8000000000000000, x86_fp80 noundef 0xK40018000000000000000) #12
  %52 = extractvalue { x86_fp80, x86_fp80 } %51, 0
  %53 = extractvalue { x86_fp80, x86_fp80 } %51, 1
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.22, x86_fp80 noundef 0xKC0028600000000000000, x86_fp80 noundef 0xK4001B000000000000000, x86_fp80 noundef %52, x86_fp80 noundef %53) #12
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, x86_fp80 noundef 0xK4041AD78EBC5AC620000, x86_fp80 noundef 0xKBFFF9555555555555556) #12
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, i32 noundef 122, x86_fp80 noundef 0xK3FF6A3D70A3D70A3D70A, i32 noundef 42) #12
  %57 = tail call fastcc x86_fp80 @fact(i32 noundef 25) #13
  %58 = tail call fastcc x86_fp80 @fact(i32 noundef 170) #13
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, x86_fp80 noundef %57, x86_fp80 noundef %58) #12
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.26, x86_fp80 noundef 0xK40019000000000000000) #12
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, x86_fp80 noundef 0xK4004F300000000000000) #12
  %62 = load x86_fp80, ptr @g_acc, align 16, !tbaa !19
  %63 = fadd x86_fp80 %62, 0xK00000000000000000000
  %64 = fadd x86_fp80 %63, 0xK3FFE8000000000000000
  %65 = fadd x86_fp80 %64, 0xK3FFF8000000000000000
  %66 = fadd x86_fp80 %65, 0xK3FFFC000000000000000
  %67 = fadd x86_fp80 %66, 0xK40008000000000000000
  %68 = fadd x86_fp80 %67, 0xK4000A000000000000000
  %69 = fadd x86_fp80 %68, 0xK4000C000000000000000
  %70 = fadd x86_fp80 %69, 0xK4000E000000000000000
  %71 = fadd x86_fp80 %70, 0xK40018000000000000000
  %72 = fadd x86_fp80 %71, 0xK40019000000000000000
  store x86_fp80 %72, ptr @g_acc, align 16, !tbaa !19
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.28, i32 noundef 5, x86_fp80 noundef %72) #12
  %74 = load x86_fp80, ptr @g_acc, align 16, !tbaa !19
  %75 = fmul x86_fp80 %74, 0xK3FFD8000000000000000
  %76 = fptosi x86_fp80 %75 to i32
  %77 = icmp eq i32 %76, 5
  br i1 %77, label %78, label %80

78:                                               ; preds = %47
  %79 = tail call i32 @puts(ptr noundef nonnull @.str.29) #12
  br label %82

80:                                               ; preds = %47
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.30, i32 noundef %76) #12
  br label %82

82:                                               ; preds = %78, %80
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.31, i64 noundef -8446744073709551616, i64 noundef -2500000000000000000, i32 noundef -100, i32 noundef 65535) #12
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.32, x86_fp80 noundef 0xK40FEFF93478D7D840000, double noundef 0x47EFF933C0000000, i32 noundef 0) #12
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #1

; Function Attrs: nounwind
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare x86_fp80 @sqrtl(x86_fp80 noundef) local_unnamed_addr #10

; Function Attrs: nounwind
define internal void @say(ptr nocapture readnone %0, ...) unnamed_addr #8 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.va_start(ptr nonnull %2)
  %3 = call i32 @vprintf(ptr noundef nonnull @.str.19, ptr noundef nonnull %2) #12
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  ret void
}

declare i32 @vprintf(ptr noundef, ptr noundef) local_unnamed_addr #9

declare { x86_fp80, x86_fp80 } @__divxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
define internal fastcc x86_fp80 @fact(i32 noundef %0) unnamed_addr #5 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi x86_fp80 [ %9, %5 ], [ 0xK3FFF8000000000000000, %1 ]
  ret x86_fp80 %4

5:                                                ; preds = %1
  %6 = sitofp i32 %0 to x86_fp80
  %7 = add nsw i32 %0, -1
  %8 = tail call fastcc x86_fp80 @fact(i32 noundef %7) #13
  %9 = fmul x86_fp80 %8, %6
  br label %3
}

declare i32 @puts(ptr noundef) local_unnamed_addr #9

attributes #0 = { mustprogress nofree nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nosync nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { nobuiltin nounwind "no-builtins" }
attributes #13 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = !{!10, !11, i64 0}
!10 = !{!"S", !11, i64 0, !14, i64 16, !15, i64 32}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!"long double", !12, i64 0}
!15 = !{!"double", !12, i64 0}
!16 = !{!10, !14, i64 16}
!17 = !{!10, !15, i64 32}
!18 = distinct !{!18, !7}
!19 = !{!14, !14, i64 0}
