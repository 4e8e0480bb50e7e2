; ModuleID = 'tests/programs/long_double_math.c'
source_filename = "tests/programs/long_double_math.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"%.6Lf %.6Lf %.6Lf %.6Lf\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"%Le %Lg %.3Le %10.2Lf|\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"cmp %d %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"nan %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"horner %.6Lf %.6Lf\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"sqrt2 %.12Lf\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"va %.6Lf\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"box %c %.3Lf %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [42 x i8] c"from %.1Lf %.1Lf %.1Lf %.1Lf %.1Lf %.1Lf\0A\00", align 1
@.str.9 = private unnamed_addr constant [26 x i8] c"to %lld %llu %d %u %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [20 x i8] c"fd %.4f %.4f %.4Lf\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"fact20 %.0Lf\0A\00", align 1
@.str.12 = private unnamed_addr constant [29 x i8] c"mx %.5Lf mn %.5Lf neg %.2Lf\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i16, align 2
  %10 = alloca i8, align 1
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 2.500000e+00, ptr %1, align 8, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double -1.250000e-01, ptr %2, align 8, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 1.000000e+18, ptr %3, align 8, !tbaa !4
  %13 = load volatile double, ptr %1, align 8, !tbaa !4
  %14 = load volatile double, ptr %2, align 8, !tbaa !4
  %15 = fadd double %13, %14
  %16 = load volatile double, ptr %1, align 8, !tbaa !4
  %17 = load volatile double, ptr %2, align 8, !tbaa !4
  %18 = fsub double %16, %17
  %19 = load volatile double, ptr %1, align 8, !tbaa !4
  %20 = load volatile double, ptr %2, align 8, !tbaa !4
  %21 = fmul double %19, %20
  %22 = load volatile double, ptr %1, align 8, !tbaa !4
  %23 = load volatile double, ptr %2, align 8, !tbaa !4
  %24 = fdiv double %22, %23
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %15, double noundef %18, double noundef %21, double noundef %24) #5
  %26 = load volatile double, ptr %1, align 8, !tbaa !4
  %27 = fmul double %26, 1.000000e+03
  %28 = load volatile double, ptr %2, align 8, !tbaa !4
  %29 = load volatile double, ptr %3, align 8, !tbaa !4
  %30 = load volatile double, ptr %1, align 8, !tbaa !4
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef %27, double noundef %28, double noundef %29, double noundef %30) #5
  %32 = load volatile double, ptr %1, align 8, !tbaa !4
  %33 = load volatile double, ptr %2, align 8, !tbaa !4
  %34 = fcmp ogt double %32, %33
  %35 = zext i1 %34 to i32
  %36 = load volatile double, ptr %1, align 8, !tbaa !4
  %37 = load volatile double, ptr %2, align 8, !tbaa !4
  %38 = fcmp olt double %36, %37
  %39 = zext i1 %38 to i32
  %40 = load volatile double, ptr %1, align 8, !tbaa !4
  %41 = fcmp oeq double %40, 2.500000e+00
  %42 = zext i1 %41 to i32
  %43 = load volatile double, ptr %2, align 8, !tbaa !4
  %44 = fcmp ole double %43, -1.250000e-01
  %45 = zext i1 %44 to i32
  %46 = load volatile double, ptr %1, align 8, !tbaa !4
  %47 = load volatile double, ptr %1, align 8, !tbaa !4
  %48 = fcmp une double %46, %47
  %49 = zext i1 %48 to i32
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %35, i32 noundef %39, i32 noundef %42, i32 noundef %45, i32 noundef %49) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double 0x7FF8000000000000, ptr %4, align 8, !tbaa !4
  %51 = load volatile double, ptr %4, align 8, !tbaa !4
  %52 = load volatile double, ptr %4, align 8, !tbaa !4
  %53 = fcmp oeq double %51, %52
  %54 = zext i1 %53 to i32
  %55 = load volatile double, ptr %4, align 8, !tbaa !4
  %56 = load volatile double, ptr %1, align 8, !tbaa !4
  %57 = fcmp olt double %55, %56
  %58 = zext i1 %57 to i32
  %59 = load volatile double, ptr %4, align 8, !tbaa !4
  %60 = load volatile double, ptr %4, align 8, !tbaa !4
  %61 = fcmp une double %59, %60
  %62 = zext i1 %61 to i32
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %54, i32 noundef %58, i32 noundef %62) #5
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef 0x401FF00000000000, double noundef -2.100000e+01) #5
  br label %65

65:                                               ; preds = %65, %0
  %66 = phi i32 [ 0, %0 ], [ %71, %65 ]
  %67 = phi double [ 1.000000e+00, %0 ], [ %70, %65 ]
  %68 = fdiv double 2.000000e+00, %67
  %69 = fadd double %67, %68
  %70 = fmul double %69, 5.000000e-01
  %71 = add nuw nsw i32 %66, 1
  %72 = icmp eq i32 %71, 40
  br i1 %72, label %73, label %65, !llvm.loop !8

73:                                               ; preds = %65
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, double noundef %70) #5
  %75 = tail call double (i32, ...) @sum_va(i32 poison, double noundef 1.000000e+00, double noundef 2.250000e+00, double noundef 3.500000e+00, double noundef -7.500000e-01, double noundef 1.000000e+01) #6
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, double noundef %75) #5
  %77 = load volatile double, ptr %1, align 8, !tbaa !4
  %78 = fmul double %77, 2.000000e+00
  %79 = fptosi double %77 to i32
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 113, double noundef %78, i32 noundef %79) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile i64 -123456789012, ptr %5, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile i64 -446744073709551616, ptr %6, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 -77, ptr %7, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store volatile i32 -294967296, ptr %8, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %9)
  store volatile i16 -300, ptr %9, align 2, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10)
  store volatile i8 -56, ptr %10, align 1, !tbaa !16
  %81 = load volatile i64, ptr %5, align 8, !tbaa !10
  %82 = sitofp i64 %81 to double
  %83 = load volatile i64, ptr %6, align 8, !tbaa !10
  %84 = uitofp i64 %83 to double
  %85 = load volatile i32, ptr %7, align 4, !tbaa !12
  %86 = sitofp i32 %85 to double
  %87 = load volatile i32, ptr %8, align 4, !tbaa !12
  %88 = uitofp i32 %87 to double
  %89 = load volatile i16, ptr %9, align 2, !tbaa !14
  %90 = sitofp i16 %89 to double
  %91 = load volatile i8, ptr %10, align 1, !tbaa !16
  %92 = uitofp i8 %91 to double
  %93 = fdiv double %84, 1.000000e+06
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, double noundef %82, double noundef %93, double noundef %86, double noundef %88, double noundef %90, double noundef %92) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double 0xC0F81CDC00000000, ptr %11, align 8, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double 1.250000e+17, ptr %12, align 8, !tbaa !4
  %95 = load volatile double, ptr %11, align 8, !tbaa !4
  %96 = fptosi double %95 to i64
  %97 = load volatile double, ptr %12, align 8, !tbaa !4
  %98 = fptoui double %97 to i64
  %99 = load volatile double, ptr %11, align 8, !tbaa !4
  %100 = fptosi double %99 to i32
  %101 = load volatile double, ptr %11, align 8, !tbaa !4
  %102 = fneg double %101
  %103 = fptoui double %102 to i32
  %104 = load volatile double, ptr %11, align 8, !tbaa !4
  %105 = fmul double %104, 2.500000e-01
  %106 = fptosi double %105 to i16
  %107 = sext i16 %106 to i32
  %108 = load volatile double, ptr %11, align 8, !tbaa !4
  %109 = fdiv double %108, 1.000000e+03
  %110 = fptosi double %109 to i8
  %111 = sext i8 %110 to i32
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef %96, i64 noundef %98, i32 noundef %100, i32 noundef %103, i32 noundef %107, i32 noundef %111) #5
  %113 = load volatile double, ptr %1, align 8, !tbaa !4
  %114 = fptrunc double %113 to float
  %115 = load volatile double, ptr %2, align 8, !tbaa !4
  %116 = fpext float %114 to double
  %117 = fadd double %115, %116
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, double noundef %116, double noundef %115, double noundef %117) #5
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef 0x43C0E1B3BE415A00) #5
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef 1.000000e+00, double noundef 2.500000e-01, double noundef -1.000000e+00) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind
define internal double @sum_va(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = va_arg ptr %2, double
  %4 = va_arg ptr %2, double
  %5 = va_arg ptr %2, double
  %6 = va_arg ptr %2, double
  %7 = va_arg ptr %2, double
  %8 = fadd double %3, 0.000000e+00
  %9 = fadd double %8, %4
  %10 = fadd double %9, %5
  %11 = fadd double %10, %6
  %12 = fadd double %11, %7
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret double %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #4

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nofree nosync nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nobuiltin "no-builtins" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"long double", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !6, i64 0}
!16 = !{!6, !6, i64 0}
