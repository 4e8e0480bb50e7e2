; ModuleID = 'tests/programs/recursion_args.c'
source_filename = "tests/programs/recursion_args.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"rec12 %d %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"even %.6f odd %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"walk %lld %.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"ack %d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %45

1:                                                ; preds = %72
  %2 = tail call fastcc double @even_d(i32 noundef 25, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01) #5
  %3 = tail call fastcc double @even_d(i32 noundef 29, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00, double noundef 1.000000e-01) #5
  %4 = fadd double %3, 2.000000e+00
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef %2, double noundef %4) #6
  br label %6

6:                                                ; preds = %6, %1
  %7 = phi i32 [ %35, %6 ], [ 9, %1 ]
  %8 = phi i32 [ %7, %6 ], [ 8, %1 ]
  %9 = phi i32 [ %8, %6 ], [ 7, %1 ]
  %10 = phi i32 [ %9, %6 ], [ 6, %1 ]
  %11 = phi i32 [ %10, %6 ], [ 5, %1 ]
  %12 = phi i32 [ %11, %6 ], [ 4, %1 ]
  %13 = phi i32 [ %12, %6 ], [ 3, %1 ]
  %14 = phi i32 [ %13, %6 ], [ 2, %1 ]
  %15 = phi i32 [ %14, %6 ], [ 1, %1 ]
  %16 = phi [2 x i64] [ %38, %6 ], [ zeroinitializer, %1 ]
  %17 = phi i32 [ %34, %6 ], [ 500, %1 ]
  %18 = extractvalue [2 x i64] %16, 1
  %19 = extractvalue [2 x i64] %16, 0
  %20 = bitcast i64 %18 to double
  %21 = mul nsw i32 %15, %7
  %22 = sub nsw i32 %21, %11
  %23 = sext i32 %22 to i64
  %24 = add nsw i64 %19, %23
  %25 = add i32 %13, %12
  %26 = add i32 %25, %14
  %27 = sitofp i32 %26 to double
  %28 = add i32 %8, 1
  %29 = add i32 %28, %9
  %30 = add i32 %29, %10
  %31 = sitofp i32 %30 to double
  %32 = fdiv double %27, %31
  %33 = fadd double %32, %20
  %34 = add nsw i32 %17, -1
  %35 = add nsw i32 %15, 1
  %36 = insertvalue [2 x i64] poison, i64 %24, 0
  %37 = bitcast double %33 to i64
  %38 = insertvalue [2 x i64] %36, i64 %37, 1
  %39 = icmp eq i32 %34, 0
  br i1 %39, label %40, label %6

40:                                               ; preds = %6
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i64 noundef %24, double noundef %33) #6
  %42 = tail call fastcc i32 @ackermann_like(i32 noundef 2, i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7) #5
  %43 = tail call fastcc i32 @ackermann_like(i32 noundef 3, i32 noundef 3, i32 noundef 9, i32 noundef 8, i32 noundef 7, i32 noundef 6, i32 noundef 5, i32 noundef 4, i32 noundef 3) #5
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %42, i32 noundef %43) #6
  ret i32 0

45:                                               ; preds = %0, %72
  %46 = phi i64 [ 0, %0 ], [ %73, %72 ]
  %47 = icmp eq i64 %46, 0
  br i1 %47, label %72, label %53

48:                                               ; preds = %53
  %49 = mul nuw nsw i64 %46, 3
  %50 = add nuw nsw i64 %46, 7
  %51 = add nuw nsw i64 %49, 200
  %52 = add i64 %69, %55
  br label %72

53:                                               ; preds = %45, %53
  %54 = phi i64 [ %66, %53 ], [ %46, %45 ]
  %55 = phi i64 [ %60, %53 ], [ 99, %45 ]
  %56 = phi float [ %61, %53 ], [ 5.000000e-01, %45 ]
  %57 = phi i64 [ %68, %53 ], [ -17179869181, %45 ]
  %58 = phi i32 [ %63, %53 ], [ 11, %45 ]
  %59 = phi double [ %62, %53 ], [ -3.250000e+00, %45 ]
  %60 = phi i64 [ %64, %53 ], [ -34359738368, %45 ]
  %61 = phi float [ %56, %53 ], [ 1.500000e+00, %45 ]
  %62 = phi double [ %59, %53 ], [ 2.500000e+00, %45 ]
  %63 = phi i32 [ %58, %53 ], [ -5, %45 ]
  %64 = phi i64 [ %55, %53 ], [ 8589934592, %45 ]
  %65 = phi i64 [ %69, %53 ], [ 0, %45 ]
  %66 = add nsw i64 %54, -1
  %67 = add i64 %57, %54
  %68 = tail call i64 @llvm.fshl.i64(i64 %67, i64 %57, i64 32)
  %69 = add nsw i64 %65, %54
  %70 = and i64 %66, 4294967295
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %48, label %53

72:                                               ; preds = %45, %48
  %73 = phi i64 [ %50, %48 ], [ 7, %45 ]
  %74 = phi i32 [ %58, %48 ], [ -5, %45 ]
  %75 = phi double [ %59, %48 ], [ 2.500000e+00, %45 ]
  %76 = phi float [ %56, %48 ], [ 1.500000e+00, %45 ]
  %77 = phi i64 [ %64, %48 ], [ -34359738368, %45 ]
  %78 = phi i64 [ %51, %48 ], [ 200, %45 ]
  %79 = phi double [ %62, %48 ], [ -3.250000e+00, %45 ]
  %80 = phi i32 [ %63, %48 ], [ 11, %45 ]
  %81 = phi i64 [ %68, %48 ], [ -17179869181, %45 ]
  %82 = phi float [ %61, %48 ], [ 5.000000e-01, %45 ]
  %83 = phi i64 [ %60, %48 ], [ 99, %45 ]
  %84 = phi i64 [ %52, %48 ], [ 8589934592, %45 ]
  %85 = sext i32 %74 to i64
  %86 = fptosi double %75 to i64
  %87 = fptosi float %76 to i64
  %88 = shl i64 %73, 48
  %89 = ashr exact i64 %88, 48
  %90 = and i64 %78, 255
  %91 = fptosi double %79 to i64
  %92 = sext i32 %80 to i64
  %93 = shl i64 %81, 32
  %94 = ashr exact i64 %93, 32
  %95 = ashr i64 %81, 32
  %96 = fptosi float %82 to i64
  %97 = add i64 %86, %85
  %98 = add i64 %97, %87
  %99 = add i64 %98, %77
  %100 = add i64 %99, %89
  %101 = add i64 %100, %90
  %102 = add i64 %101, %91
  %103 = add i64 %102, %92
  %104 = add i64 %103, %95
  %105 = add i64 %104, %94
  %106 = add i64 %105, %96
  %107 = add i64 %106, %83
  %108 = add i64 %107, %84
  %109 = trunc i64 %46 to i32
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %109, i64 noundef %108) #6
  %111 = icmp ult i64 %46, 23
  br i1 %111, label %45, label %1, !llvm.loop !5
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

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nobuiltin "no-builtins" }
attributes #6 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
