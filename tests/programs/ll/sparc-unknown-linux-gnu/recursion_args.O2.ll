; ModuleID = 'tests/programs/recursion_args.c'
source_filename = "tests/programs/recursion_args.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"rec12 %d %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"even %.6f odd %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"walk %lld %.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"ack %d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %40

1:                                                ; preds = %70
  %2 = tail call fastcc double @even_d(i32 noundef 25, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01) #4
  %3 = tail call fastcc double @even_d(i32 noundef 29, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00, double noundef 1.000000e-01) #4
  %4 = fadd double %3, 2.000000e+00
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef %2, double noundef %4) #5
  br label %6

6:                                                ; preds = %6, %1
  %7 = phi i64 [ 0, %1 ], [ %22, %6 ]
  %8 = phi double [ 0.000000e+00, %1 ], [ %31, %6 ]
  %9 = phi i32 [ 9, %1 ], [ %33, %6 ]
  %10 = phi i32 [ 8, %1 ], [ %9, %6 ]
  %11 = phi i32 [ 7, %1 ], [ %10, %6 ]
  %12 = phi i32 [ 6, %1 ], [ %11, %6 ]
  %13 = phi i32 [ 5, %1 ], [ %12, %6 ]
  %14 = phi i32 [ 4, %1 ], [ %13, %6 ]
  %15 = phi i32 [ 3, %1 ], [ %14, %6 ]
  %16 = phi i32 [ 2, %1 ], [ %15, %6 ]
  %17 = phi i32 [ 1, %1 ], [ %16, %6 ]
  %18 = phi i32 [ 500, %1 ], [ %32, %6 ]
  %19 = mul nsw i32 %17, %9
  %20 = sub nsw i32 %19, %13
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %7, %21
  %23 = add i32 %15, %14
  %24 = add i32 %23, %16
  %25 = sitofp i32 %24 to double
  %26 = add i32 %10, 1
  %27 = add i32 %26, %11
  %28 = add i32 %27, %12
  %29 = sitofp i32 %28 to double
  %30 = fdiv double %25, %29
  %31 = fadd double %8, %30
  %32 = add nsw i32 %18, -1
  %33 = add nsw i32 %17, 1
  %34 = icmp eq i32 %32, 0
  br i1 %34, label %35, label %6

35:                                               ; preds = %6
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i64 noundef %22, double noundef %31) #5
  %37 = tail call fastcc i32 @ackermann_like(i32 noundef 2, i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7) #4
  %38 = tail call fastcc i32 @ackermann_like(i32 noundef 3, i32 noundef 3, i32 noundef 9, i32 noundef 8, i32 noundef 7, i32 noundef 6, i32 noundef 5, i32 noundef 4, i32 noundef 3) #4
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %37, i32 noundef %38) #5
  ret i32 0

40:                                               ; preds = %0, %70
  %41 = phi i32 [ 0, %0 ], [ %107, %70 ]
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %70, label %43

43:                                               ; preds = %40
  %44 = trunc i32 %41 to i8
  br label %51

45:                                               ; preds = %51
  %46 = trunc i32 %41 to i16
  %47 = mul nuw nsw i8 %44, 3
  %48 = add i16 %46, 7
  %49 = add i8 %47, -56
  %50 = add i64 %68, %54
  br label %70

51:                                               ; preds = %51, %43
  %52 = phi i32 [ 3, %43 ], [ %53, %51 ]
  %53 = phi i32 [ -4, %43 ], [ %66, %51 ]
  %54 = phi i64 [ 99, %43 ], [ %58, %51 ]
  %55 = phi float [ 5.000000e-01, %43 ], [ %59, %51 ]
  %56 = phi i32 [ 11, %43 ], [ %61, %51 ]
  %57 = phi double [ -3.250000e+00, %43 ], [ %60, %51 ]
  %58 = phi i64 [ -34359738368, %43 ], [ %62, %51 ]
  %59 = phi float [ 1.500000e+00, %43 ], [ %55, %51 ]
  %60 = phi double [ 2.500000e+00, %43 ], [ %57, %51 ]
  %61 = phi i32 [ -5, %43 ], [ %56, %51 ]
  %62 = phi i64 [ 8589934592, %43 ], [ %54, %51 ]
  %63 = phi i32 [ %41, %43 ], [ %65, %51 ]
  %64 = phi i64 [ 0, %43 ], [ %68, %51 ]
  %65 = add nsw i32 %63, -1
  %66 = add nsw i32 %63, %52
  %67 = sext i32 %63 to i64
  %68 = add nsw i64 %64, %67
  %69 = icmp eq i32 %65, 0
  br i1 %69, label %45, label %51

70:                                               ; preds = %40, %45
  %71 = phi i32 [ %66, %45 ], [ -4, %40 ]
  %72 = phi i32 [ %53, %45 ], [ 3, %40 ]
  %73 = phi i32 [ %56, %45 ], [ -5, %40 ]
  %74 = phi double [ %57, %45 ], [ 2.500000e+00, %40 ]
  %75 = phi float [ %55, %45 ], [ 1.500000e+00, %40 ]
  %76 = phi i16 [ %48, %45 ], [ 7, %40 ]
  %77 = phi i64 [ %62, %45 ], [ -34359738368, %40 ]
  %78 = phi i8 [ %49, %45 ], [ -56, %40 ]
  %79 = phi double [ %60, %45 ], [ -3.250000e+00, %40 ]
  %80 = phi i32 [ %61, %45 ], [ 11, %40 ]
  %81 = phi float [ %59, %45 ], [ 5.000000e-01, %40 ]
  %82 = phi i64 [ %58, %45 ], [ 99, %40 ]
  %83 = phi i64 [ %50, %45 ], [ 8589934592, %40 ]
  %84 = sext i32 %73 to i64
  %85 = fptosi double %74 to i64
  %86 = fptosi float %75 to i64
  %87 = sext i16 %76 to i64
  %88 = zext i8 %78 to i64
  %89 = fptosi double %79 to i64
  %90 = sext i32 %80 to i64
  %91 = sext i32 %72 to i64
  %92 = sext i32 %71 to i64
  %93 = fptosi float %81 to i64
  %94 = add nsw i64 %91, %92
  %95 = add nsw i64 %94, %84
  %96 = add i64 %95, %85
  %97 = add i64 %96, %86
  %98 = add i64 %97, %87
  %99 = add i64 %98, %77
  %100 = add i64 %99, %88
  %101 = add i64 %100, %89
  %102 = add i64 %101, %90
  %103 = add i64 %102, %93
  %104 = add i64 %103, %82
  %105 = add i64 %104, %83
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %41, i64 noundef %105) #5
  %107 = add nuw nsw i32 %41, 7
  %108 = icmp ult i32 %41, 23
  br i1 %108, label %40, label %1, !llvm.loop !4
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none)
define internal fastcc double @even_d(i32 noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10) unnamed_addr #2 {
  switch i32 %0, label %32 [
    i32 0, label %12
    i32 1, label %22
  ]

12:                                               ; preds = %11
  %13 = fsub double %1, %2
  %14 = fadd double %13, %3
  %15 = fsub double %14, %4
  %16 = fadd double %15, %5
  %17 = fsub double %16, %6
  %18 = fadd double %17, %7
  %19 = fsub double %18, %8
  %20 = fadd double %19, %9
  %21 = fsub double %20, %10
  br label %39

22:                                               ; preds = %11
  %23 = fadd double %1, %10
  %24 = fadd double %23, %2
  %25 = fadd double %24, %3
  %26 = fadd double %25, %4
  %27 = fadd double %26, %5
  %28 = fadd double %27, %6
  %29 = fadd double %28, %7
  %30 = fadd double %29, %8
  %31 = fadd double %30, %9
  br label %36

32:                                               ; preds = %11
  %33 = add nsw i32 %0, -2
  %34 = tail call fastcc double @even_d(i32 noundef %33, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10) #4
  %35 = fadd double %34, 2.000000e+00
  br label %36

36:                                               ; preds = %22, %32
  %37 = phi double [ %31, %22 ], [ %35, %32 ]
  %38 = tail call double @llvm.fmuladd.f64(double %37, double 5.000000e-01, double 1.000000e+00)
  br label %39

39:                                               ; preds = %36, %12
  %40 = phi double [ %21, %12 ], [ %38, %36 ]
  ret double %40
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal fastcc i32 @ackermann_like(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) unnamed_addr #2 {
  %10 = icmp eq i32 %0, 0
  br i1 %10, label %21, label %11

11:                                               ; preds = %9, %35
  %12 = phi i32 [ %30, %35 ], [ %8, %9 ]
  %13 = phi i32 [ %25, %35 ], [ %7, %9 ]
  %14 = phi i32 [ %26, %35 ], [ %6, %9 ]
  %15 = phi i32 [ %27, %35 ], [ %5, %9 ]
  %16 = phi i32 [ %15, %35 ], [ %4, %9 ]
  %17 = phi i32 [ %28, %35 ], [ %3, %9 ]
  %18 = phi i32 [ %29, %35 ], [ %2, %9 ]
  %19 = phi i32 [ 1, %35 ], [ %1, %9 ]
  %20 = phi i32 [ %34, %35 ], [ %0, %9 ]
  br label %24

21:                                               ; preds = %35, %37, %9
  %22 = phi i32 [ %1, %9 ], [ %39, %37 ], [ 1, %35 ]
  %23 = add nsw i32 %22, 1
  ret i32 %23

24:                                               ; preds = %11, %37
  %25 = phi i32 [ %12, %11 ], [ %30, %37 ]
  %26 = phi i32 [ %13, %11 ], [ %29, %37 ]
  %27 = phi i32 [ %14, %11 ], [ %28, %37 ]
  %28 = phi i32 [ %16, %11 ], [ %27, %37 ]
  %29 = phi i32 [ %17, %11 ], [ %26, %37 ]
  %30 = phi i32 [ %18, %11 ], [ %25, %37 ]
  %31 = phi i32 [ %19, %11 ], [ %39, %37 ]
  %32 = phi i32 [ %20, %11 ], [ %34, %37 ]
  %33 = icmp eq i32 %31, 0
  %34 = add nsw i32 %32, -1
  br i1 %33, label %35, label %37

35:                                               ; preds = %24
  %36 = icmp eq i32 %34, 0
  br i1 %36, label %21, label %11

37:                                               ; preds = %24
  %38 = add nsw i32 %31, -1
  %39 = tail call fastcc i32 @ackermann_like(i32 noundef %32, i32 noundef %38, i32 noundef %30, i32 noundef %29, i32 noundef %28, i32 noundef %15, i32 noundef %27, i32 noundef %26, i32 noundef %25) #4
  %40 = icmp eq i32 %34, 0
  br i1 %40, label %21, label %24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree nosync nounwind memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
