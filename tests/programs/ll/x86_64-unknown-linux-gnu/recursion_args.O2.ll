; ModuleID = 'tests/programs/recursion_args.c'
source_filename = "tests/programs/recursion_args.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"rec12 %d %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"even %.6f odd %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"walk %lld %.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"ack %d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %13

1:                                                ; preds = %99
  %2 = tail call fastcc double @even_d(i32 noundef 25, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01) #5
  %3 = tail call fastcc double @even_d(i32 noundef 29, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00, double noundef 1.000000e-01) #5
  %4 = fadd double %3, 2.000000e+00
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef %2, double noundef %4) #6
  %6 = tail call fastcc { i64, double } @walk(i32 noundef 500, i64 0, double 0.000000e+00, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9) #5
  %7 = extractvalue { i64, double } %6, 0
  %8 = extractvalue { i64, double } %6, 1
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i64 noundef %7, double noundef %8) #6
  %10 = tail call fastcc i32 @ackermann_like(i32 noundef 2, i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7) #5
  %11 = tail call fastcc i32 @ackermann_like(i32 noundef 3, i32 noundef 3, i32 noundef 9, i32 noundef 8, i32 noundef 7, i32 noundef 6, i32 noundef 5, i32 noundef 4, i32 noundef 3) #5
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %10, i32 noundef %11) #6
  ret i32 0

13:                                               ; preds = %0, %99
  %14 = phi i32 [ 0, %0 ], [ %139, %99 ]
  %15 = phi i64 [ 0, %0 ], [ %100, %99 ]
  %16 = mul i32 %14, 7
  %17 = icmp eq i64 %15, 0
  br i1 %17, label %99, label %18

18:                                               ; preds = %13
  %19 = add i32 %16, -1
  %20 = and i32 %16, 3
  %21 = icmp ult i32 %19, 3
  br i1 %21, label %24, label %22

22:                                               ; preds = %18
  %23 = and i32 %16, -4
  br label %73

24:                                               ; preds = %73, %18
  %25 = phi i64 [ undef, %18 ], [ %75, %73 ]
  %26 = phi i64 [ undef, %18 ], [ %77, %73 ]
  %27 = phi i64 [ undef, %18 ], [ %78, %73 ]
  %28 = phi i64 [ undef, %18 ], [ %95, %73 ]
  %29 = phi i64 [ undef, %18 ], [ %96, %73 ]
  %30 = phi i64 [ %15, %18 ], [ %93, %73 ]
  %31 = phi i64 [ 99, %18 ], [ %77, %73 ]
  %32 = phi i64 [ -17179869181, %18 ], [ %95, %73 ]
  %33 = phi i64 [ -34359738368, %18 ], [ %78, %73 ]
  %34 = phi i64 [ 8589934592, %18 ], [ %75, %73 ]
  %35 = phi i64 [ 0, %18 ], [ %96, %73 ]
  %36 = icmp eq i32 %20, 0
  br i1 %36, label %57, label %37

37:                                               ; preds = %24, %37
  %38 = phi i64 [ %51, %37 ], [ %30, %24 ]
  %39 = phi i64 [ %44, %37 ], [ %31, %24 ]
  %40 = phi float [ %45, %37 ], [ 5.000000e-01, %24 ]
  %41 = phi i64 [ %53, %37 ], [ %32, %24 ]
  %42 = phi i32 [ %47, %37 ], [ 11, %24 ]
  %43 = phi double [ %46, %37 ], [ -3.250000e+00, %24 ]
  %44 = phi i64 [ %48, %37 ], [ %33, %24 ]
  %45 = phi float [ %40, %37 ], [ 1.500000e+00, %24 ]
  %46 = phi double [ %43, %37 ], [ 2.500000e+00, %24 ]
  %47 = phi i32 [ %42, %37 ], [ -5, %24 ]
  %48 = phi i64 [ %39, %37 ], [ %34, %24 ]
  %49 = phi i64 [ %54, %37 ], [ %35, %24 ]
  %50 = phi i32 [ %55, %37 ], [ 0, %24 ]
  %51 = add nsw i64 %38, -1
  %52 = add i64 %41, %38
  %53 = tail call i64 @llvm.fshl.i64(i64 %52, i64 %41, i64 32)
  %54 = add nsw i64 %49, %38
  %55 = add i32 %50, 1
  %56 = icmp eq i32 %55, %20
  br i1 %56, label %57, label %37, !llvm.loop !4

57:                                               ; preds = %37, %24
  %58 = phi i64 [ %25, %24 ], [ %39, %37 ]
  %59 = phi float [ 1.500000e+00, %24 ], [ %40, %37 ]
  %60 = phi i32 [ -5, %24 ], [ %42, %37 ]
  %61 = phi double [ 2.500000e+00, %24 ], [ %43, %37 ]
  %62 = phi i64 [ %26, %24 ], [ %44, %37 ]
  %63 = phi float [ 5.000000e-01, %24 ], [ %45, %37 ]
  %64 = phi double [ -3.250000e+00, %24 ], [ %46, %37 ]
  %65 = phi i32 [ 11, %24 ], [ %47, %37 ]
  %66 = phi i64 [ %27, %24 ], [ %48, %37 ]
  %67 = phi i64 [ %28, %24 ], [ %53, %37 ]
  %68 = phi i64 [ %29, %24 ], [ %54, %37 ]
  %69 = mul nuw nsw i64 %15, 3
  %70 = add nuw nsw i64 %15, 7
  %71 = add nuw nsw i64 %69, 200
  %72 = add i64 %68, %58
  br label %99

73:                                               ; preds = %73, %22
  %74 = phi i64 [ %15, %22 ], [ %93, %73 ]
  %75 = phi i64 [ 99, %22 ], [ %77, %73 ]
  %76 = phi i64 [ -17179869181, %22 ], [ %95, %73 ]
  %77 = phi i64 [ -34359738368, %22 ], [ %78, %73 ]
  %78 = phi i64 [ 8589934592, %22 ], [ %75, %73 ]
  %79 = phi i64 [ 0, %22 ], [ %96, %73 ]
  %80 = phi i32 [ 0, %22 ], [ %97, %73 ]
  %81 = add nsw i64 %74, -1
  %82 = add i64 %76, %74
  %83 = tail call i64 @llvm.fshl.i64(i64 %82, i64 %76, i64 32)
  %84 = add nsw i64 %79, %74
  %85 = add nsw i64 %74, -2
  %86 = add i64 %83, %81
  %87 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %83, i64 32)
  %88 = add nsw i64 %84, %81
  %89 = add nsw i64 %74, -3
  %90 = add i64 %87, %85
  %91 = tail call i64 @llvm.fshl.i64(i64 %90, i64 %87, i64 32)
  %92 = add nsw i64 %88, %85
  %93 = add nsw i64 %74, -4
  %94 = add i64 %91, %89
  %95 = tail call i64 @llvm.fshl.i64(i64 %94, i64 %91, i64 32)
  %96 = add nsw i64 %92, %89
  %97 = add i32 %80, 4
  %98 = icmp eq i32 %97, %23
  br i1 %98, label %24, label %73

99:                                               ; preds = %13, %57
  %100 = phi i64 [ %70, %57 ], [ 7, %13 ]
  %101 = phi i32 [ %60, %57 ], [ -5, %13 ]
  %102 = phi double [ %61, %57 ], [ 2.500000e+00, %13 ]
  %103 = phi float [ %59, %57 ], [ 1.500000e+00, %13 ]
  %104 = phi i64 [ %66, %57 ], [ -34359738368, %13 ]
  %105 = phi i64 [ %71, %57 ], [ 200, %13 ]
  %106 = phi double [ %64, %57 ], [ -3.250000e+00, %13 ]
  %107 = phi i32 [ %65, %57 ], [ 11, %13 ]
  %108 = phi i64 [ %67, %57 ], [ -17179869181, %13 ]
  %109 = phi float [ %63, %57 ], [ 5.000000e-01, %13 ]
  %110 = phi i64 [ %62, %57 ], [ 99, %13 ]
  %111 = phi i64 [ %72, %57 ], [ 8589934592, %13 ]
  %112 = sext i32 %101 to i64
  %113 = fptosi double %102 to i64
  %114 = fptosi float %103 to i64
  %115 = shl i64 %100, 48
  %116 = ashr exact i64 %115, 48
  %117 = and i64 %105, 255
  %118 = fptosi double %106 to i64
  %119 = sext i32 %107 to i64
  %120 = shl i64 %108, 32
  %121 = ashr exact i64 %120, 32
  %122 = ashr i64 %108, 32
  %123 = fptosi float %109 to i64
  %124 = add i64 %113, %112
  %125 = add i64 %124, %114
  %126 = add i64 %125, %104
  %127 = add i64 %126, %116
  %128 = add i64 %127, %117
  %129 = add i64 %128, %118
  %130 = add i64 %129, %119
  %131 = add i64 %130, %122
  %132 = add i64 %131, %121
  %133 = add i64 %132, %123
  %134 = add i64 %133, %110
  %135 = add i64 %134, %111
  %136 = trunc i64 %15 to i32
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %136, i64 noundef %135) #6
  %138 = icmp ult i64 %15, 23
  %139 = add i32 %14, 1
  br i1 %138, label %13, label %1, !llvm.loop !6
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
  %34 = tail call fastcc double @even_d(i32 noundef %33, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10) #5
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
define internal fastcc { i64, double } @walk(i32 noundef %0, i64 %1, double %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) unnamed_addr #2 {
  %13 = icmp eq i32 %0, 0
  br i1 %13, label %33, label %14

14:                                               ; preds = %12
  %15 = mul nsw i32 %11, %3
  %16 = sub nsw i32 %15, %7
  %17 = sext i32 %16 to i64
  %18 = add nsw i64 %17, %1
  %19 = add nsw i32 %5, %4
  %20 = add nsw i32 %19, %6
  %21 = sitofp i32 %20 to double
  %22 = add i32 %8, 1
  %23 = add i32 %22, %9
  %24 = add i32 %23, %10
  %25 = sitofp i32 %24 to double
  %26 = fdiv double %21, %25
  %27 = fadd double %26, %2
  %28 = add nsw i32 %0, -1
  %29 = add nsw i32 %3, 1
  %30 = tail call fastcc { i64, double } @walk(i32 noundef %28, i64 %18, double %27, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %29) #5
  %31 = extractvalue { i64, double } %30, 0
  %32 = extractvalue { i64, double } %30, 1
  br label %33

33:                                               ; preds = %12, %14
  %34 = phi i64 [ %31, %14 ], [ %1, %12 ]
  %35 = phi double [ %32, %14 ], [ %2, %12 ]
  %36 = insertvalue { i64, double } poison, i64 %34, 0
  %37 = insertvalue { i64, double } %36, double %35, 1
  ret { i64, double } %37
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
  %39 = tail call fastcc i32 @ackermann_like(i32 noundef %32, i32 noundef %38, i32 noundef %30, i32 noundef %29, i32 noundef %28, i32 noundef %15, i32 noundef %27, i32 noundef %26, i32 noundef %25) #5
  %40 = icmp eq i32 %34, 0
  br i1 %40, label %21, label %24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nobuiltin "no-builtins" }
attributes #6 = { nobuiltin nounwind "no-builtins" }

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
