; ModuleID = 'tests/programs/nan_compare.c'
source_filename = "tests/programs/nan_compare.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"-inf\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"-0\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"1\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"-1\00", align 1
@reltable.main = private unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32)], align 4
@.str.7 = private unnamed_addr constant [6 x i8] c"%-4s:\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.10 = private unnamed_addr constant [26 x i8] c"float nan %02x %02x %02x\0A\00", align 1
@.str.11 = private unnamed_addr constant [25 x i8] c"isnan %d %d isinf %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"self ne %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"negated %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"inf %f %f %e\0A\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"max %f min %f\0A\00", align 1
@.str.16 = private unnamed_addr constant [33 x i8] c"inf-inf isnan %d inf*0 isnan %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca [7 x double], align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !6
  %3 = load volatile double, ptr %1, align 8, !tbaa !6
  %4 = load volatile double, ptr %1, align 8, !tbaa !6
  %5 = fdiv double %3, %4
  %6 = load volatile double, ptr %1, align 8, !tbaa !6
  %7 = fdiv double 1.000000e+00, %6
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #5
  store double %5, ptr %2, align 8, !tbaa !6
  %8 = getelementptr inbounds double, ptr %2, i64 1
  store double %7, ptr %8, align 8, !tbaa !6
  %9 = getelementptr inbounds double, ptr %2, i64 2
  %10 = fneg double %7
  store double %10, ptr %9, align 8, !tbaa !6
  %11 = getelementptr inbounds double, ptr %2, i64 3
  store double 0.000000e+00, ptr %11, align 8, !tbaa !6
  %12 = getelementptr inbounds double, ptr %2, i64 4
  store double -0.000000e+00, ptr %12, align 8, !tbaa !6
  %13 = getelementptr inbounds double, ptr %2, i64 5
  store double 1.000000e+00, ptr %13, align 8, !tbaa !6
  %14 = getelementptr inbounds double, ptr %2, i64 6
  store double -1.000000e+00, ptr %14, align 8, !tbaa !6
  br label %90

15:                                               ; preds = %97
  %16 = fptrunc double %5 to float
  %17 = fptrunc double %7 to float
  %18 = fcmp ord float %16, 0.000000e+00
  %19 = select i1 %18, i32 26, i32 0
  %20 = fcmp uno float %16, 0.000000e+00
  %21 = select i1 %20, i32 32, i32 0
  %22 = or i32 %19, %21
  %23 = fcmp olt float %16, 1.000000e+00
  %24 = zext i1 %23 to i32
  %25 = fcmp ole float %16, 1.000000e+00
  %26 = select i1 %25, i32 2, i32 0
  %27 = or i32 %26, %24
  %28 = fcmp ogt float %16, 1.000000e+00
  %29 = select i1 %28, i32 4, i32 0
  %30 = or i32 %27, %29
  %31 = fcmp oge float %16, 1.000000e+00
  %32 = select i1 %31, i32 8, i32 0
  %33 = or i32 %30, %32
  %34 = fcmp oeq float %16, 1.000000e+00
  %35 = select i1 %34, i32 16, i32 0
  %36 = or i32 %33, %35
  %37 = fcmp une float %16, 1.000000e+00
  %38 = select i1 %37, i32 32, i32 0
  %39 = or i32 %36, %38
  %40 = fcmp olt float %17, 1.000000e+00
  %41 = zext i1 %40 to i32
  %42 = fcmp ole float %17, 1.000000e+00
  %43 = select i1 %42, i32 2, i32 0
  %44 = or i32 %43, %41
  %45 = fcmp ogt float %17, 1.000000e+00
  %46 = select i1 %45, i32 4, i32 0
  %47 = or i32 %44, %46
  %48 = fcmp oge float %17, 1.000000e+00
  %49 = select i1 %48, i32 8, i32 0
  %50 = or i32 %47, %49
  %51 = fcmp oeq float %17, 1.000000e+00
  %52 = select i1 %51, i32 16, i32 0
  %53 = or i32 %50, %52
  %54 = fcmp une float %17, 1.000000e+00
  %55 = select i1 %54, i32 32, i32 0
  %56 = or i32 %53, %55
  %57 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef signext %22, i32 noundef signext %39, i32 noundef signext %56) #6
  %58 = fcmp uno double %5, 0.000000e+00
  %59 = zext i1 %58 to i32
  %60 = fcmp uno double %7, 0.000000e+00
  %61 = zext i1 %60 to i32
  %62 = tail call double @llvm.fabs.f64(double %10) #7
  %63 = fcmp oeq double %62, 0x7FF0000000000000
  %64 = zext i1 %63 to i32
  %65 = tail call double @llvm.fabs.f64(double %5) #7
  %66 = fcmp oeq double %65, 0x7FF0000000000000
  %67 = zext i1 %66 to i32
  %68 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef signext %59, i32 noundef signext %61, i32 noundef signext %64, i32 noundef signext %67) #6
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef signext %59) #6
  %70 = fcmp uge double %5, 1.000000e+00
  %71 = zext i1 %70 to i32
  %72 = fcmp ogt double %5, 1.000000e+00
  %73 = select i1 %70, i32 2, i32 1
  %74 = select i1 %72, i32 %71, i32 %73
  %75 = add nuw nsw i32 %74, %59
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i32 noundef signext %75) #6
  %77 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, double noundef %7, double noundef %10, double noundef %7) #6
  %78 = select i1 %72, double %5, double 1.000000e+00
  %79 = fcmp olt double %10, 2.000000e+00
  %80 = select i1 %79, double %10, double 2.000000e+00
  %81 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, double noundef %78, double noundef %80) #6
  %82 = fsub double %7, %7
  %83 = fcmp uno double %82, 0.000000e+00
  %84 = zext i1 %83 to i32
  %85 = load volatile double, ptr %1, align 8, !tbaa !6
  %86 = fmul double %7, %85
  %87 = fcmp uno double %86, 0.000000e+00
  %88 = zext i1 %87 to i32
  %89 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, i32 noundef signext %84, i32 noundef signext %88) #6
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 0

90:                                               ; preds = %0, %97
  %91 = phi i64 [ 0, %0 ], [ %99, %97 ]
  %92 = shl i64 %91, 2
  %93 = call ptr @llvm.load.relative.i64(ptr @reltable.main, i64 %92)
  %94 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef %93) #6
  %95 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %91
  %96 = load double, ptr %95, align 8, !tbaa !6
  br label %101

97:                                               ; preds = %101
  %98 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9) #6
  %99 = add nuw nsw i64 %91, 1
  %100 = icmp eq i64 %99, 7
  br i1 %100, label %15, label %90, !llvm.loop !10

101:                                              ; preds = %90, %101
  %102 = phi i64 [ 0, %90 ], [ %123, %101 ]
  %103 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !6
  %105 = fcmp olt double %96, %104
  %106 = zext i1 %105 to i32
  %107 = fcmp ole double %96, %104
  %108 = select i1 %107, i32 2, i32 0
  %109 = or i32 %108, %106
  %110 = fcmp ogt double %96, %104
  %111 = select i1 %110, i32 4, i32 0
  %112 = or i32 %109, %111
  %113 = fcmp oge double %96, %104
  %114 = select i1 %113, i32 8, i32 0
  %115 = or i32 %112, %114
  %116 = fcmp oeq double %96, %104
  %117 = select i1 %116, i32 16, i32 0
  %118 = or i32 %115, %117
  %119 = fcmp une double %96, %104
  %120 = select i1 %119, i32 32, i32 0
  %121 = or i32 %118, %120
  %122 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef signext %121) #6
  %123 = add nuw nsw i64 %102, 1
  %124 = icmp eq i64 %123, 7
  br i1 %124, label %97, label %101, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #4

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
