; ModuleID = 'tests/programs/conversions.c'
source_filename = "tests/programs/conversions.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@__const.main.ds = private unnamed_addr constant [12 x double] [double 0.000000e+00, double 9.000000e-01, double -9.000000e-01, double 1.500000e+00, double -1.500000e+00, double 2.500000e+00, double 1.000000e+09, double -1.000000e+09, double 4.000000e+09, double 0x419D6F3457F2B021, double 9.200000e+18, double 1.800000e+19], align 8
@.str = private unnamed_addr constant [6 x i8] c"%.3f:\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c" i8=%d\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c" u16=%u\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c" f=%.3f\0A\00", align 1
@.str.8 = private unnamed_addr constant [23 x i8] c"%lld -> d %.1f f %.1f\0A\00", align 1
@.str.9 = private unnamed_addr constant [23 x i8] c"%llu -> d %.1f f %.1f\0A\00", align 1
@.str.10 = private unnamed_addr constant [21 x i8] c"%u -> d %.1f f %.1f\0A\00", align 1
@.str.11 = private unnamed_addr constant [33 x i8] c"small to fp %.1f %.1f %.1f %.1f\0A\00", align 1
@.str.12 = private unnamed_addr constant [22 x i8] c"f+1 %.1f d(f)+1 %.1f\0A\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"narrow %.10f widen %.10f\0A\00", align 1
@.str.14 = private unnamed_addr constant [27 x i8] c"int widen %lld %llu %d %u\0A\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"bool %d %d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %42
  %2 = phi i32 [ 0, %0 ], [ %46, %42 ]
  %3 = getelementptr inbounds [12 x double], ptr @__const.main.ds, i32 0, i32 %2
  %4 = load double, ptr %3, align 8, !tbaa !4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %4) #2
  %6 = lshr i32 767, %2
  %7 = and i32 %6, 1
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = fptosi double %4 to i32
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %10) #2
  br label %12

12:                                               ; preds = %9, %1
  switch i32 %2, label %13 [
    i32 11, label %16
    i32 10, label %16
    i32 7, label %16
    i32 4, label %16
  ]

13:                                               ; preds = %12
  %14 = fptoui double %4 to i32
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %14) #2
  br label %18

16:                                               ; preds = %12, %12, %12, %12
  %17 = icmp ult i32 %2, 10
  br i1 %17, label %18, label %21

18:                                               ; preds = %13, %16
  %19 = fptosi double %4 to i64
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i64 noundef %19) #2
  br label %21

21:                                               ; preds = %18, %16
  switch i32 %2, label %22 [
    i32 11, label %25
    i32 7, label %25
    i32 4, label %25
  ]

22:                                               ; preds = %21
  %23 = fptoui double %4 to i64
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %23) #2
  br label %25

25:                                               ; preds = %21, %21, %21, %22
  %26 = icmp ne i32 %2, 7
  %27 = lshr i32 191, %2
  %28 = freeze i32 %27
  %29 = and i32 %28, 1
  %30 = icmp ne i32 %29, 0
  %31 = and i1 %26, %30
  br i1 %31, label %32, label %36

32:                                               ; preds = %25
  %33 = fptosi double %4 to i8
  %34 = sext i8 %33 to i32
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %34) #2
  br label %37

36:                                               ; preds = %25
  br i1 %30, label %37, label %42

37:                                               ; preds = %32, %36
  switch i32 %2, label %38 [
    i32 7, label %42
    i32 4, label %42
  ]

38:                                               ; preds = %37
  %39 = fptoui double %4 to i16
  %40 = zext i16 %39 to i32
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %40) #2
  br label %42

42:                                               ; preds = %37, %37, %36, %38
  %43 = fptrunc double %4 to float
  %44 = fpext float %43 to double
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, double noundef %44) #2
  %46 = add nuw nsw i32 %2, 1
  %47 = icmp eq i32 %46, 12
  br i1 %47, label %48, label %1, !llvm.loop !8

48:                                               ; preds = %42
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00) #2
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef 1, double noundef 1.000000e+00, double noundef 1.000000e+00) #2
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef -1, double noundef -1.000000e+00, double noundef -1.000000e+00) #2
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef 16777217, double noundef 0x4170000010000000, double noundef 0x4170000000000000) #2
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef -16777217, double noundef 0xC170000010000000, double noundef 0xC170000000000000) #2
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef 9007199254740993, double noundef 0x4340000000000000, double noundef 0x4340000000000000) #2
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef -9007199254740993, double noundef 0xC340000000000000, double noundef 0xC340000000000000) #2
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef 9223372036854775807, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000) #2
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00) #2
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef 1, double noundef 1.000000e+00, double noundef 1.000000e+00) #2
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef -9223372036854775808, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000) #2
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef -1, double noundef 0x43F0000000000000, double noundef 0x43F0000000000000) #2
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef -9223372036854774783, double noundef 0x43E0000000000001, double noundef 0x43E0000000000000) #2
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef -6101065172474983726, double noundef 0x43E56A95319D63E1, double noundef 0x43E56A9540000000) #2
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00) #2
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef 1, double noundef 1.000000e+00, double noundef 1.000000e+00) #2
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef -2147483648, double noundef 0x41E0000000000000, double noundef 0x41E0000000000000) #2
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef -1, double noundef 0x41EFFFFFFFE00000, double noundef 0x41F0000000000000) #2
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef 16777217, double noundef 0x4170000010000000, double noundef 0x4170000000000000) #2
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef -1.000000e+02, double noundef 2.000000e+02, double noundef -3.000000e+04, double noundef 6.000000e+04) #2
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef 0x4170000000000000, double noundef 0x4170000010000000) #2
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, double noundef 0x3FF0000020000000, double noundef 0x3FB99999A0000000) #2
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, i64 noundef -5, i64 noundef 4294967291, i32 noundef -1, i32 noundef 255) #2
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, i32 noundef 1, i32 noundef 0, i32 noundef 1) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"double", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
