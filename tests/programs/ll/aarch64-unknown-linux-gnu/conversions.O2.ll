; ModuleID = 'tests/programs/conversions.c'
source_filename = "tests/programs/conversions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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

1:                                                ; preds = %0, %43
  %2 = phi i64 [ 0, %0 ], [ %47, %43 ]
  %3 = getelementptr inbounds [12 x double], ptr @__const.main.ds, i64 0, i64 %2
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %4) #2
  %6 = lshr i64 767, %2
  %7 = and i64 %6, 1
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = fptosi double %4 to i32
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %10) #2
  br label %12

12:                                               ; preds = %9, %1
  %13 = trunc i64 %2 to i32
  switch i32 %13, label %14 [
    i32 11, label %17
    i32 10, label %17
    i32 7, label %17
    i32 4, label %17
  ]

14:                                               ; preds = %12
  %15 = fptoui double %4 to i32
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %15) #2
  br label %19

17:                                               ; preds = %12, %12, %12, %12
  %18 = icmp ult i64 %2, 10
  br i1 %18, label %19, label %22

19:                                               ; preds = %14, %17
  %20 = fptosi double %4 to i64
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i64 noundef %20) #2
  br label %22

22:                                               ; preds = %19, %17
  switch i32 %13, label %23 [
    i32 11, label %26
    i32 7, label %26
    i32 4, label %26
  ]

23:                                               ; preds = %22
  %24 = fptoui double %4 to i64
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %24) #2
  br label %26

26:                                               ; preds = %22, %22, %22, %23
  %27 = icmp ne i64 %2, 7
  %28 = lshr i64 191, %2
  %29 = freeze i64 %28
  %30 = and i64 %29, 1
  %31 = icmp ne i64 %30, 0
  %32 = and i1 %27, %31
  br i1 %32, label %33, label %37

33:                                               ; preds = %26
  %34 = fptosi double %4 to i8
  %35 = sext i8 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %35) #2
  br label %38

37:                                               ; preds = %26
  br i1 %31, label %38, label %43

38:                                               ; preds = %33, %37
  switch i32 %13, label %39 [
    i32 7, label %43
    i32 4, label %43
  ]

39:                                               ; preds = %38
  %40 = fptoui double %4 to i16
  %41 = zext i16 %40 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %41) #2
  br label %43

43:                                               ; preds = %38, %38, %37, %39
  %44 = fptrunc double %4 to float
  %45 = fpext float %44 to double
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, double noundef %45) #2
  %47 = add nuw nsw i64 %2, 1
  %48 = icmp eq i64 %47, 12
  br i1 %48, label %49, label %1, !llvm.loop !9

49:                                               ; preds = %43
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00) #2
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef 1, double noundef 1.000000e+00, double noundef 1.000000e+00) #2
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef -1, double noundef -1.000000e+00, double noundef -1.000000e+00) #2
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef 16777217, double noundef 0x4170000010000000, double noundef 0x4170000000000000) #2
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef -16777217, double noundef 0xC170000010000000, double noundef 0xC170000000000000) #2
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef 9007199254740993, double noundef 0x4340000000000000, double noundef 0x4340000000000000) #2
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef -9007199254740993, double noundef 0xC340000000000000, double noundef 0xC340000000000000) #2
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i64 noundef 9223372036854775807, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000) #2
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00) #2
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef 1, double noundef 1.000000e+00, double noundef 1.000000e+00) #2
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef -9223372036854775808, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000) #2
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef -1, double noundef 0x43F0000000000000, double noundef 0x43F0000000000000) #2
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef -9223372036854774783, double noundef 0x43E0000000000001, double noundef 0x43E0000000000000) #2
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef -6101065172474983726, double noundef 0x43E56A95319D63E1, double noundef 0x43E56A9540000000) #2
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00) #2
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef 1, double noundef 1.000000e+00, double noundef 1.000000e+00) #2
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef -2147483648, double noundef 0x41E0000000000000, double noundef 0x41E0000000000000) #2
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef -1, double noundef 0x41EFFFFFFFE00000, double noundef 0x41F0000000000000) #2
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef 16777217, double noundef 0x4170000010000000, double noundef 0x4170000000000000) #2
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef -1.000000e+02, double noundef 2.000000e+02, double noundef -3.000000e+04, double noundef 6.000000e+04) #2
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef 0x4170000000000000, double noundef 0x4170000010000000) #2
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, double noundef 0x3FF0000020000000, double noundef 0x3FB99999A0000000) #2
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, i64 noundef -5, i64 noundef 4294967291, i32 noundef -1, i32 noundef 255) #2
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, i32 noundef 1, i32 noundef 0, i32 noundef 1) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
