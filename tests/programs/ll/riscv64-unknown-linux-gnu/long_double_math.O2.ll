; ModuleID = 'tests/programs/long_double_math.c'
source_filename = "tests/programs/long_double_math.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca fp128, align 16
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i16, align 2
  %10 = alloca i8, align 1
  %11 = alloca fp128, align 16
  %12 = alloca fp128, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1)
  store volatile fp128 0xL00000000000000004000400000000000, ptr %1, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2)
  store volatile fp128 0xL0000000000000000BFFC000000000000, ptr %2, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  store volatile fp128 0xL0000000000000000403ABC16D674EC80, ptr %3, align 16, !tbaa !6
  %13 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %14 = load volatile fp128, ptr %2, align 16, !tbaa !6
  %15 = fadd fp128 %13, %14
  %16 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %17 = load volatile fp128, ptr %2, align 16, !tbaa !6
  %18 = fsub fp128 %16, %17
  %19 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %20 = load volatile fp128, ptr %2, align 16, !tbaa !6
  %21 = fmul fp128 %19, %20
  %22 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %23 = load volatile fp128, ptr %2, align 16, !tbaa !6
  %24 = fdiv fp128 %22, %23
  %25 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, fp128 noundef %15, fp128 noundef %18, fp128 noundef %21, fp128 noundef %24) #5
  %26 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %27 = fmul fp128 %26, 0xL00000000000000004008F40000000000
  %28 = load volatile fp128, ptr %2, align 16, !tbaa !6
  %29 = load volatile fp128, ptr %3, align 16, !tbaa !6
  %30 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %31 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, fp128 noundef %27, fp128 noundef %28, fp128 noundef %29, fp128 noundef %30) #5
  %32 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %33 = load volatile fp128, ptr %2, align 16, !tbaa !6
  %34 = fcmp ogt fp128 %32, %33
  %35 = zext i1 %34 to i32
  %36 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %37 = load volatile fp128, ptr %2, align 16, !tbaa !6
  %38 = fcmp olt fp128 %36, %37
  %39 = zext i1 %38 to i32
  %40 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %41 = fcmp oeq fp128 %40, 0xL00000000000000004000400000000000
  %42 = zext i1 %41 to i32
  %43 = load volatile fp128, ptr %2, align 16, !tbaa !6
  %44 = fcmp ole fp128 %43, 0xL0000000000000000BFFC000000000000
  %45 = zext i1 %44 to i32
  %46 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %47 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %48 = fcmp une fp128 %46, %47
  %49 = zext i1 %48 to i32
  %50 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %35, i32 noundef signext %39, i32 noundef signext %42, i32 noundef signext %45, i32 noundef signext %49) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  store volatile fp128 0xL00000000000000007FFF800000000000, ptr %4, align 16, !tbaa !6
  %51 = load volatile fp128, ptr %4, align 16, !tbaa !6
  %52 = load volatile fp128, ptr %4, align 16, !tbaa !6
  %53 = fcmp oeq fp128 %51, %52
  %54 = zext i1 %53 to i32
  %55 = load volatile fp128, ptr %4, align 16, !tbaa !6
  %56 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %57 = fcmp olt fp128 %55, %56
  %58 = zext i1 %57 to i32
  %59 = load volatile fp128, ptr %4, align 16, !tbaa !6
  %60 = load volatile fp128, ptr %4, align 16, !tbaa !6
  %61 = fcmp une fp128 %59, %60
  %62 = zext i1 %61 to i32
  %63 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %54, i32 noundef signext %58, i32 noundef signext %62) #5
  %64 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, fp128 noundef 0xL00000000000000004001FF0000000000, fp128 noundef 0xL0000000000000000C003500000000000) #5
  br label %65

65:                                               ; preds = %65, %0
  %66 = phi i32 [ 0, %0 ], [ %71, %65 ]
  %67 = phi fp128 [ 0xL00000000000000003FFF000000000000, %0 ], [ %70, %65 ]
  %68 = fdiv fp128 0xL00000000000000004000000000000000, %67
  %69 = fadd fp128 %67, %68
  %70 = fmul fp128 %69, 0xL00000000000000003FFE000000000000
  %71 = add nuw nsw i32 %66, 1
  %72 = icmp eq i32 %71, 40
  br i1 %72, label %73, label %65, !llvm.loop !10

73:                                               ; preds = %65
  %74 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, fp128 noundef %70) #5
  %75 = tail call fp128 (i32, ...) @sum_va(i32 signext poison, double noundef 1.000000e+00, fp128 noundef 0xL00000000000000004000200000000000, double noundef 3.500000e+00, fp128 noundef 0xL0000000000000000BFFE800000000000, double noundef 1.000000e+01) #6
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, fp128 noundef %75) #5
  %77 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %78 = fmul fp128 %77, 0xL00000000000000004000000000000000
  %79 = fptosi fp128 %77 to i32
  %80 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 113, fp128 noundef %78, i32 noundef signext %79) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile i64 -123456789012, ptr %5, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile i64 -446744073709551616, ptr %6, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 -77, ptr %7, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store volatile i32 -294967296, ptr %8, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %9)
  store volatile i16 -300, ptr %9, align 2, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10)
  store volatile i8 -56, ptr %10, align 1, !tbaa !18
  %81 = load volatile i64, ptr %5, align 8, !tbaa !12
  %82 = sitofp i64 %81 to fp128
  %83 = load volatile i64, ptr %6, align 8, !tbaa !12
  %84 = uitofp i64 %83 to fp128
  %85 = load volatile i32, ptr %7, align 4, !tbaa !14
  %86 = sitofp i32 %85 to fp128
  %87 = load volatile i32, ptr %8, align 4, !tbaa !14
  %88 = uitofp i32 %87 to fp128
  %89 = load volatile i16, ptr %9, align 2, !tbaa !16
  %90 = sitofp i16 %89 to fp128
  %91 = load volatile i8, ptr %10, align 1, !tbaa !18
  %92 = uitofp i8 %91 to fp128
  %93 = fdiv fp128 %84, 0xL00000000000000004012E84800000000
  %94 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, fp128 noundef %82, fp128 noundef %93, fp128 noundef %86, fp128 noundef %88, fp128 noundef %90, fp128 noundef %92) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11)
  store volatile fp128 0xL0000000000000000C00F81CDC0000000, ptr %11, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12)
  store volatile fp128 0xL00000000000000004037BC16D674EC80, ptr %12, align 16, !tbaa !6
  %95 = load volatile fp128, ptr %11, align 16, !tbaa !6
  %96 = fptosi fp128 %95 to i64
  %97 = load volatile fp128, ptr %12, align 16, !tbaa !6
  %98 = fptoui fp128 %97 to i64
  %99 = load volatile fp128, ptr %11, align 16, !tbaa !6
  %100 = fptosi fp128 %99 to i32
  %101 = load volatile fp128, ptr %11, align 16, !tbaa !6
  %102 = fneg fp128 %101
  %103 = fptoui fp128 %102 to i32
  %104 = load volatile fp128, ptr %11, align 16, !tbaa !6
  %105 = fmul fp128 %104, 0xL00000000000000003FFD000000000000
  %106 = fptosi fp128 %105 to i16
  %107 = sext i16 %106 to i32
  %108 = load volatile fp128, ptr %11, align 16, !tbaa !6
  %109 = fdiv fp128 %108, 0xL00000000000000004008F40000000000
  %110 = fptosi fp128 %109 to i8
  %111 = sext i8 %110 to i32
  %112 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef %96, i64 noundef %98, i32 noundef signext %100, i32 noundef signext %103, i32 noundef signext %107, i32 noundef signext %111) #5
  %113 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %114 = fptrunc fp128 %113 to float
  %115 = load volatile fp128, ptr %2, align 16, !tbaa !6
  %116 = fptrunc fp128 %115 to double
  %117 = fpext float %114 to fp128
  %118 = fpext double %116 to fp128
  %119 = fadd fp128 %117, %118
  %120 = fpext float %114 to double
  %121 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, double noundef %120, double noundef %116, fp128 noundef %119) #5
  %122 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, fp128 noundef 0xL0000000000000000403C0E1B3BE415A0) #5
  %123 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000003FFD000000000000, fp128 noundef 0xL0000000000000000BFFF000000000000) #5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind
define internal fp128 @sum_va(i32 signext %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %2, align 8
  %5 = load double, ptr %3, align 8
  %6 = ptrtoint ptr %4 to i64
  %7 = add i64 %6, 15
  %8 = and i64 %7, -16
  %9 = inttoptr i64 %8 to ptr
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  %11 = load fp128, ptr %9, align 16
  %12 = getelementptr inbounds i8, ptr %9, i64 24
  %13 = load double, ptr %10, align 16
  %14 = ptrtoint ptr %12 to i64
  %15 = add i64 %14, 15
  %16 = and i64 %15, -16
  %17 = inttoptr i64 %16 to ptr
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load fp128, ptr %17, align 16
  %20 = load double, ptr %18, align 16
  %21 = fpext double %20 to fp128
  %22 = getelementptr inbounds i8, ptr %17, i64 24
  %23 = fpext double %5 to fp128
  %24 = fadd fp128 %23, 0xL00000000000000000000000000000000
  %25 = fadd fp128 %24, %11
  %26 = fpext double %13 to fp128
  %27 = fadd fp128 %25, %26
  %28 = fadd fp128 %27, %19
  store ptr %22, ptr %2, align 8
  %29 = fadd fp128 %28, %21
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret fp128 %29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #4

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nosync nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nobuiltin "no-builtins" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !8, i64 0}
!18 = !{!8, !8, i64 0}
