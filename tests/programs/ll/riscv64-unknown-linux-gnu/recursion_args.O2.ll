; ModuleID = 'tests/programs/recursion_args.c'
source_filename = "tests/programs/recursion_args.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"rec12 %d %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"even %.6f odd %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"walk %lld %.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"ack %d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  br label %13

1:                                                ; preds = %40
  %2 = tail call fastcc double @even_d(i32 noundef signext 25, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01) #5
  %3 = tail call fastcc double @even_d(i32 noundef signext 29, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00, double noundef 1.000000e-01) #5
  %4 = fadd double %3, 2.000000e+00
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef %2, double noundef %4) #6
  %6 = tail call fastcc { i64, double } @walk(i32 noundef signext 500, i64 0, double 0.000000e+00, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8, i32 noundef signext 9) #5
  %7 = extractvalue { i64, double } %6, 0
  %8 = extractvalue { i64, double } %6, 1
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i64 noundef %7, double noundef %8) #6
  %10 = tail call fastcc signext i32 @ackermann_like(i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7) #5
  %11 = tail call fastcc signext i32 @ackermann_like(i32 noundef signext 3, i32 noundef signext 3, i32 noundef signext 9, i32 noundef signext 8, i32 noundef signext 7, i32 noundef signext 6, i32 noundef signext 5, i32 noundef signext 4, i32 noundef signext 3) #5
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %10, i32 noundef signext %11) #6
  ret i32 0

13:                                               ; preds = %0, %40
  %14 = phi i64 [ 0, %0 ], [ %41, %40 ]
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %40, label %21

16:                                               ; preds = %21
  %17 = mul nuw nsw i64 %14, 3
  %18 = add nuw nsw i64 %14, 7
  %19 = add nuw nsw i64 %17, 200
  %20 = add i64 %37, %23
  br label %40

21:                                               ; preds = %13, %21
  %22 = phi i64 [ %34, %21 ], [ %14, %13 ]
  %23 = phi i64 [ %28, %21 ], [ 99, %13 ]
  %24 = phi float [ %29, %21 ], [ 5.000000e-01, %13 ]
  %25 = phi i64 [ %36, %21 ], [ -17179869181, %13 ]
  %26 = phi i32 [ %31, %21 ], [ 11, %13 ]
  %27 = phi double [ %30, %21 ], [ -3.250000e+00, %13 ]
  %28 = phi i64 [ %32, %21 ], [ -34359738368, %13 ]
  %29 = phi float [ %24, %21 ], [ 1.500000e+00, %13 ]
  %30 = phi double [ %27, %21 ], [ 2.500000e+00, %13 ]
  %31 = phi i32 [ %26, %21 ], [ -5, %13 ]
  %32 = phi i64 [ %23, %21 ], [ 8589934592, %13 ]
  %33 = phi i64 [ %37, %21 ], [ 0, %13 ]
  %34 = add nsw i64 %22, -1
  %35 = add i64 %25, %22
  %36 = tail call i64 @llvm.fshl.i64(i64 %35, i64 %25, i64 32)
  %37 = add nsw i64 %33, %22
  %38 = and i64 %34, 4294967295
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %16, label %21

40:                                               ; preds = %13, %16
  %41 = phi i64 [ %18, %16 ], [ 7, %13 ]
  %42 = phi i32 [ %26, %16 ], [ -5, %13 ]
  %43 = phi double [ %27, %16 ], [ 2.500000e+00, %13 ]
  %44 = phi float [ %24, %16 ], [ 1.500000e+00, %13 ]
  %45 = phi i64 [ %32, %16 ], [ -34359738368, %13 ]
  %46 = phi i64 [ %19, %16 ], [ 200, %13 ]
  %47 = phi double [ %30, %16 ], [ -3.250000e+00, %13 ]
  %48 = phi i32 [ %31, %16 ], [ 11, %13 ]
  %49 = phi i64 [ %36, %16 ], [ -17179869181, %13 ]
  %50 = phi float [ %29, %16 ], [ 5.000000e-01, %13 ]
  %51 = phi i64 [ %28, %16 ], [ 99, %13 ]
  %52 = phi i64 [ %20, %16 ], [ 8589934592, %13 ]
  %53 = sext i32 %42 to i64
  %54 = fptosi double %43 to i64
  %55 = fptosi float %44 to i64
  %56 = shl i64 %41, 48
  %57 = ashr exact i64 %56, 48
  %58 = and i64 %46, 255
  %59 = fptosi double %47 to i64
  %60 = sext i32 %48 to i64
  %61 = shl i64 %49, 32
  %62 = ashr exact i64 %61, 32
  %63 = ashr i64 %49, 32
  %64 = fptosi float %50 to i64
  %65 = add i64 %54, %53
  %66 = add i64 %65, %55
  %67 = add i64 %66, %45
  %68 = add i64 %67, %57
  %69 = add i64 %68, %58
  %70 = add i64 %69, %59
  %71 = add i64 %70, %60
  %72 = add i64 %71, %63
  %73 = add i64 %72, %62
  %74 = add i64 %73, %64
  %75 = add i64 %74, %51
  %76 = add i64 %75, %52
  %77 = trunc i64 %14 to i32
  %78 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %77, i64 noundef %76) #6
  %79 = icmp ult i64 %14, 23
  br i1 %79, label %13, label %1, !llvm.loop !6
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none)
define internal fastcc double @even_d(i32 noundef signext %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10) unnamed_addr #2 {
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
  %34 = tail call fastcc double @even_d(i32 noundef signext %33, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10) #5
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
define internal fastcc { i64, double } @walk(i32 noundef signext %0, i64 %1, double %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6, i32 noundef signext %7, i32 noundef signext %8, i32 noundef signext %9, i32 noundef signext %10, i32 noundef signext %11) unnamed_addr #2 {
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
  %30 = tail call fastcc { i64, double } @walk(i32 noundef signext %28, i64 %18, double %27, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6, i32 noundef signext %7, i32 noundef signext %8, i32 noundef signext %9, i32 noundef signext %10, i32 noundef signext %11, i32 noundef signext %29) #5
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
define internal fastcc signext i32 @ackermann_like(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6, i32 noundef signext %7, i32 noundef signext %8) unnamed_addr #2 {
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
  %39 = tail call fastcc signext i32 @ackermann_like(i32 noundef signext %32, i32 noundef signext %38, i32 noundef signext %30, i32 noundef signext %29, i32 noundef signext %28, i32 noundef signext %15, i32 noundef signext %27, i32 noundef signext %26, i32 noundef signext %25) #5
  %40 = icmp eq i32 %34, 0
  br i1 %40, label %21, label %24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nofree nosync nounwind memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nobuiltin "no-builtins" }
attributes #6 = { nobuiltin nounwind "no-builtins" }

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
