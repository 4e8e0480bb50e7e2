; ModuleID = 'tests/programs/long_double_math.c'
source_filename = "tests/programs/long_double_math.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
  %1 = alloca fp128, align 16
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i16, align 4
  %10 = alloca i8, align 4
  %11 = alloca fp128, align 16
  %12 = alloca fp128, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1)
  store volatile fp128 0xL00000000000000004000400000000000, ptr %1, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2)
  store volatile fp128 0xL0000000000000000BFFC000000000000, ptr %2, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  store volatile fp128 0xL0000000000000000403ABC16D674EC80, ptr %3, align 16, !tbaa !5
  %13 = load volatile fp128, ptr %1, align 16, !tbaa !5
  %14 = load volatile fp128, ptr %2, align 16, !tbaa !5
  %15 = fadd fp128 %13, %14
  %16 = load volatile fp128, ptr %1, align 16, !tbaa !5
  %17 = load volatile fp128, ptr %2, align 16, !tbaa !5
  %18 = fsub fp128 %16, %17
  %19 = load volatile fp128, ptr %1, align 16, !tbaa !5
  %20 = load volatile fp128, ptr %2, align 16, !tbaa !5
  %21 = fmul fp128 %19, %20
  %22 = load volatile fp128, ptr %1, align 16, !tbaa !5
  %23 = load volatile fp128, ptr %2, align 16, !tbaa !5
  %24 = fdiv fp128 %22, %23
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, fp128 noundef %15, fp128 noundef %18, fp128 noundef %21, fp128 noundef %24) #5
  %26 = load volatile fp128, ptr %1, align 16, !tbaa !5
  %27 = fmul fp128 %26, 0xL00000000000000004008F40000000000
  %28 = load volatile fp128, ptr %2, align 16, !tbaa !5
  %29 = load volatile fp128, ptr %3, align 16, !tbaa !5
  %30 = load volatile fp128, ptr %1, align 16, !tbaa !5
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, fp128 noundef %27, fp128 noundef %28, fp128 noundef %29, fp128 noundef %30) #5
  %32 = load volatile fp128, ptr %1, align 16, !tbaa !5
  %33 = load volatile fp128, ptr %2, align 16, !tbaa !5
  %34 = fcmp ogt fp128 %32, %33
  %35 = zext i1 %34 to i32
  %36 = load volatile fp128, ptr %1, align 16, !tbaa !5
  %37 = load volatile fp128, ptr %2, align 16, !tbaa !5
  %38 = fcmp olt fp128 %36, %37
  %39 = zext i1 %38 to i32
  %40 = load volatile fp128, ptr %1, align 16, !tbaa !5
  %41 = fcmp oeq fp128 %40, 0xL00000000000000004000400000000000
  %42 = zext i1 %41 to i32
  %43 = load volatile fp128, ptr %2, align 16, !tbaa !5
  %44 = fcmp ole fp128 %43, 0xL0000000000000000BFFC000000000000
  %45 = zext i1 %44 to i32
  %46 = load volatile fp128, ptr %1, align 16, !tbaa !5
  %47 = load volatile fp128, ptr %1, align 16, !tbaa !5
  %48 = fcmp une fp128 %46, %47
  %49 = zext i1 %48 to i32
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %35, i32 noundef %39, i32 noundef %42, i32 noundef %45, i32 noundef %49) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  store volatile fp128 0xL00000000000000007FFF800000000000, ptr %4, align 16, !tbaa !5
  %51 = load volatile fp128, ptr %4, align 16, !tbaa !5
  %52 = load volatile fp128, ptr %4, align 16, !tbaa !5
  %53 = fcmp oeq fp128 %51, %52
  %54 = zext i1 %53 to i32
  %55 = load volatile fp128, ptr %4, align 16, !tbaa !5
  %56 = load volatile fp128, ptr %1, align 16, !tbaa !5
  %57 = fcmp olt fp128 %55, %56
  %58 = zext i1 %57 to i32
  %59 = load volatile fp128, ptr %4, align 16, !tbaa !5
  %60 = load volatile fp128, ptr %4, align 16, !tbaa !5
  %61 = fcmp une fp128 %59, %60
  %62 = zext i1 %61 to i32
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %54, i32 noundef %58, i32 noundef %62) #5
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, fp128 noundef 0xL00000000000000004001FF0000000000, fp128 noundef 0xL0000000000000000C003500000000000) #5
  br label %65

65:                                               ; preds = %65, %0
  %66 = phi i32 [ 0, %0 ], [ %71, %65 ]
  %67 = phi fp128 [ 0xL00000000000000003FFF000000000000, %0 ], [ %70, %65 ]
  %68 = fdiv fp128 0xL00000000000000004000000000000000, %67
  %69 = fadd fp128 %67, %68
  %70 = fmul fp128 %69, 0xL00000000000000003FFE000000000000
  %71 = add nuw nsw i32 %66, 1
  %72 = icmp eq i32 %71, 40
  br i1 %72, label %73, label %65, !llvm.loop !9

73:                                               ; preds = %65
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, fp128 noundef %70) #5
  %75 = tail call fp128 (i32, ...) @sum_va(i32 poison, double noundef 1.000000e+00, fp128 noundef 0xL00000000000000004000200000000000, double noundef 3.500000e+00, fp128 noundef 0xL0000000000000000BFFE800000000000, double noundef 1.000000e+01) #6
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, fp128 noundef %75) #5
  %77 = load volatile fp128, ptr %1, align 16, !tbaa !5
  %78 = fmul fp128 %77, 0xL00000000000000004000000000000000
  %79 = fptosi fp128 %77 to i32
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 113, fp128 noundef %78, i32 noundef %79) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile i64 -123456789012, ptr %5, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile i64 -446744073709551616, ptr %6, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 -77, ptr %7, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store volatile i32 -294967296, ptr %8, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %9)
  store volatile i16 -300, ptr %9, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10)
  store volatile i8 -56, ptr %10, align 4, !tbaa !17
  %81 = load volatile i64, ptr %5, align 8, !tbaa !11
  %82 = sitofp i64 %81 to fp128
  %83 = load volatile i64, ptr %6, align 8, !tbaa !11
  %84 = uitofp i64 %83 to fp128
  %85 = load volatile i32, ptr %7, align 4, !tbaa !13
  %86 = sitofp i32 %85 to fp128
  %87 = load volatile i32, ptr %8, align 4, !tbaa !13
  %88 = uitofp i32 %87 to fp128
  %89 = load volatile i16, ptr %9, align 4, !tbaa !15
  %90 = sitofp i16 %89 to fp128
  %91 = load volatile i8, ptr %10, align 4, !tbaa !17
  %92 = uitofp i8 %91 to fp128
  %93 = fdiv fp128 %84, 0xL00000000000000004012E84800000000
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, fp128 noundef %82, fp128 noundef %93, fp128 noundef %86, fp128 noundef %88, fp128 noundef %90, fp128 noundef %92) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11)
  store volatile fp128 0xL0000000000000000C00F81CDC0000000, ptr %11, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12)
  store volatile fp128 0xL00000000000000004037BC16D674EC80, ptr %12, align 16, !tbaa !5
  %95 = load volatile fp128, ptr %11, align 16, !tbaa !5
  %96 = fptosi fp128 %95 to i64
  %97 = load volatile fp128, ptr %12, align 16, !tbaa !5
  %98 = fptoui fp128 %97 to i64
  %99 = load volatile fp128, ptr %11, align 16, !tbaa !5
  %100 = fptosi fp128 %99 to i32
  %101 = load volatile fp128, ptr %11, align 16, !tbaa !5
  %102 = fneg fp128 %101
  %103 = fptoui fp128 %102 to i32
  %104 = load volatile fp128, ptr %11, align 16, !tbaa !5
  %105 = fmul fp128 %104, 0xL00000000000000003FFD000000000000
  %106 = fptosi fp128 %105 to i16
  %107 = sext i16 %106 to i32
  %108 = load volatile fp128, ptr %11, align 16, !tbaa !5
  %109 = fdiv fp128 %108, 0xL00000000000000004008F40000000000
  %110 = fptosi fp128 %109 to i8
  %111 = sext i8 %110 to i32
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef %96, i64 noundef %98, i32 noundef %100, i32 noundef %103, i32 noundef %107, i32 noundef %111) #5
  %113 = load volatile fp128, ptr %1, align 16, !tbaa !5
  %114 = fptrunc fp128 %113 to float
  %115 = load volatile fp128, ptr %2, align 16, !tbaa !5
  %116 = fptrunc fp128 %115 to double
  %117 = fpext float %114 to fp128
  %118 = fpext double %116 to fp128
  %119 = fadd fp128 %117, %118
  %120 = fpext float %114 to double
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, double noundef %120, double noundef %116, fp128 noundef %119) #5
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, fp128 noundef 0xL0000000000000000403C0E1B3BE415A0) #5
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000003FFD000000000000, fp128 noundef 0xL0000000000000000BFFF000000000000) #5
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

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind
define internal fp128 @sum_va(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 4
  %5 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 2
  %6 = load ptr, ptr %5, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp sgt i32 %7, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %7, 16
  store i32 %10, ptr %4, align 4
  %11 = icmp ult i32 %7, -15
  br i1 %11, label %15, label %12

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %13, ptr %2, align 8
  %14 = load double, ptr %3, align 8
  br label %23

15:                                               ; preds = %9
  %16 = sext i32 %7 to i64
  %17 = getelementptr inbounds i8, ptr %6, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = icmp sgt i32 %7, -17
  br i1 %19, label %23, label %20

20:                                               ; preds = %15
  %21 = add nsw i32 %7, 32
  store i32 %21, ptr %4, align 4
  %22 = icmp ult i32 %10, -15
  br i1 %22, label %32, label %23

23:                                               ; preds = %15, %20, %12
  %24 = phi double [ %18, %20 ], [ %18, %15 ], [ %14, %12 ]
  %25 = phi ptr [ %3, %20 ], [ %3, %15 ], [ %13, %12 ]
  %26 = ptrtoint ptr %25 to i64
  %27 = add i64 %26, 15
  %28 = and i64 %27, -16
  %29 = inttoptr i64 %28 to ptr
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  store ptr %30, ptr %2, align 8
  %31 = load fp128, ptr %29, align 16
  br label %40

32:                                               ; preds = %20
  %33 = sext i32 %10 to i64
  %34 = getelementptr inbounds i8, ptr %6, i64 %33
  %35 = load fp128, ptr %34, align 16
  %36 = icmp sgt i32 %7, -33
  br i1 %36, label %40, label %37

37:                                               ; preds = %32
  %38 = add nsw i32 %7, 48
  store i32 %38, ptr %4, align 4
  %39 = icmp ult i32 %21, -15
  br i1 %39, label %46, label %40

40:                                               ; preds = %32, %37, %23
  %41 = phi fp128 [ %35, %37 ], [ %35, %32 ], [ %31, %23 ]
  %42 = phi ptr [ %3, %37 ], [ %3, %32 ], [ %30, %23 ]
  %43 = phi double [ %18, %37 ], [ %18, %32 ], [ %24, %23 ]
  %44 = getelementptr inbounds i8, ptr %42, i64 8
  store ptr %44, ptr %2, align 8
  %45 = load double, ptr %42, align 8
  br label %54

46:                                               ; preds = %37
  %47 = sext i32 %21 to i64
  %48 = getelementptr inbounds i8, ptr %6, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = icmp sgt i32 %7, -49
  br i1 %50, label %54, label %51

51:                                               ; preds = %46
  %52 = add nsw i32 %7, 64
  store i32 %52, ptr %4, align 4
  %53 = icmp ult i32 %38, -15
  br i1 %53, label %65, label %54

54:                                               ; preds = %46, %51, %40
  %55 = phi double [ %49, %51 ], [ %49, %46 ], [ %45, %40 ]
  %56 = phi ptr [ %3, %51 ], [ %3, %46 ], [ %44, %40 ]
  %57 = phi double [ %18, %51 ], [ %18, %46 ], [ %43, %40 ]
  %58 = phi fp128 [ %35, %51 ], [ %35, %46 ], [ %41, %40 ]
  %59 = ptrtoint ptr %56 to i64
  %60 = add i64 %59, 15
  %61 = and i64 %60, -16
  %62 = inttoptr i64 %61 to ptr
  %63 = getelementptr inbounds i8, ptr %62, i64 16
  store ptr %63, ptr %2, align 8
  %64 = load fp128, ptr %62, align 16
  br label %76

65:                                               ; preds = %51
  %66 = sext i32 %38 to i64
  %67 = getelementptr inbounds i8, ptr %6, i64 %66
  %68 = load fp128, ptr %67, align 16
  %69 = icmp sgt i32 %7, -65
  br i1 %69, label %76, label %70

70:                                               ; preds = %65
  %71 = add nsw i32 %7, 80
  store i32 %71, ptr %4, align 4
  %72 = icmp ult i32 %52, -15
  br i1 %72, label %73, label %76

73:                                               ; preds = %70
  %74 = sext i32 %52 to i64
  %75 = getelementptr inbounds i8, ptr %6, i64 %74
  br label %83

76:                                               ; preds = %54, %70, %65
  %77 = phi fp128 [ %64, %54 ], [ %68, %70 ], [ %68, %65 ]
  %78 = phi ptr [ %63, %54 ], [ %3, %70 ], [ %3, %65 ]
  %79 = phi fp128 [ %58, %54 ], [ %35, %70 ], [ %35, %65 ]
  %80 = phi double [ %57, %54 ], [ %18, %70 ], [ %18, %65 ]
  %81 = phi double [ %55, %54 ], [ %49, %70 ], [ %49, %65 ]
  %82 = getelementptr inbounds i8, ptr %78, i64 8
  store ptr %82, ptr %2, align 8
  br label %83

83:                                               ; preds = %73, %76
  %84 = phi fp128 [ %68, %73 ], [ %77, %76 ]
  %85 = phi fp128 [ %35, %73 ], [ %79, %76 ]
  %86 = phi double [ %18, %73 ], [ %80, %76 ]
  %87 = phi double [ %49, %73 ], [ %81, %76 ]
  %88 = phi ptr [ %75, %73 ], [ %78, %76 ]
  %89 = load double, ptr %88, align 8
  %90 = fpext double %89 to fp128
  %91 = fpext double %86 to fp128
  %92 = fadd fp128 %91, 0xL00000000000000000000000000000000
  %93 = fadd fp128 %92, %85
  %94 = fpext double %87 to fp128
  %95 = fadd fp128 %93, %94
  %96 = fadd fp128 %95, %84
  %97 = fadd fp128 %96, %90
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7
  ret fp128 %97
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #4

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nobuiltin "no-builtins" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !7, i64 0}
!17 = !{!7, !7, i64 0}
