; ModuleID = 'tests/programs/long_double_math.c'
source_filename = "tests/programs/long_double_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
  %1 = alloca x86_fp80, align 16
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i16, align 2
  %10 = alloca i8, align 1
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1)
  store volatile x86_fp80 0xK4000A000000000000000, ptr %1, align 16, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %2)
  store volatile x86_fp80 0xKBFFC8000000000000000, ptr %2, align 16, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %3)
  store volatile x86_fp80 0xK403ADE0B6B3A76400000, ptr %3, align 16, !tbaa !4
  %13 = load volatile x86_fp80, ptr %1, align 16, !tbaa !4
  %14 = load volatile x86_fp80, ptr %2, align 16, !tbaa !4
  %15 = fadd x86_fp80 %13, %14
  %16 = load volatile x86_fp80, ptr %1, align 16, !tbaa !4
  %17 = load volatile x86_fp80, ptr %2, align 16, !tbaa !4
  %18 = fsub x86_fp80 %16, %17
  %19 = load volatile x86_fp80, ptr %1, align 16, !tbaa !4
  %20 = load volatile x86_fp80, ptr %2, align 16, !tbaa !4
  %21 = fmul x86_fp80 %19, %20
  %22 = load volatile x86_fp80, ptr %1, align 16, !tbaa !4
  %23 = load volatile x86_fp80, ptr %2, align 16, !tbaa !4
  %24 = fdiv x86_fp80 %22, %23
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, x86_fp80 noundef %15, x86_fp80 noundef %18, x86_fp80 noundef %21, x86_fp80 noundef %24) #5
  %26 = load volatile x86_fp80, ptr %1, align 16, !tbaa !4
  %27 = fmul x86_fp80 %26, 0xK4008FA00000000000000
  %28 = load volatile x86_fp80, ptr %2, align 16, !tbaa !4
  %29 = load volatile x86_fp80, ptr %3, align 16, !tbaa !4
  %30 = load volatile x86_fp80, ptr %1, align 16, !tbaa !4
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, x86_fp80 noundef %27, x86_fp80 noundef %28, x86_fp80 noundef %29, x86_fp80 noundef %30) #5
  %32 = load volatile x86_fp80, ptr %1, align 16, !tbaa !4
  %33 = load volatile x86_fp80, ptr %2, align 16, !tbaa !4
  %34 = fcmp ogt x86_fp80 %32, %33
  %35 = zext i1 %34 to i32
  %36 = load volatile x86_fp80, ptr %1, align 16, !tbaa !4
  %37 = load volatile x86_fp80, ptr %2, align 16, !tbaa !4
  %38 = fcmp olt x86_fp80 %36, %37
  %39 = zext i1 %38 to i32
  %40 = load volatile x86_fp80, ptr %1, align 16, !tbaa !4
  %41 = fcmp oeq x86_fp80 %40, 0xK4000A000000000000000
  %42 = zext i1 %41 to i32
  %43 = load volatile x86_fp80, ptr %2, align 16, !tbaa !4
  %44 = fcmp ole x86_fp80 %43, 0xKBFFC8000000000000000
  %45 = zext i1 %44 to i32
  %46 = load volatile x86_fp80, ptr %1, align 16, !tbaa !4
  %47 = load volatile x86_fp80, ptr %1, align 16, !tbaa !4
  %48 = fcmp une x86_fp80 %46, %47
  %49 = zext i1 %48 to i32
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %35, i32 noundef %39, i32 noundef %42, i32 noundef %45, i32 noundef %49) #5
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %4)
  store volatile x86_fp80 0xK7FFFC000000000000000, ptr %4, align 16, !tbaa !4
  %51 = load volatile x86_fp80, ptr %4, align 16, !tbaa !4
  %52 = load volatile x86_fp80, ptr %4, align 16, !tbaa !4
  %53 = fcmp oeq x86_fp80 %51, %52
  %54 = zext i1 %53 to i32
  %55 = load volatile x86_fp80, ptr %4, align 16, !tbaa !4
  %56 = load volatile x86_fp80, ptr %1, align 16, !tbaa !4
  %57 = fcmp olt x86_fp80 %55, %56
  %58 = zext i1 %57 to i32
  %59 = load volatile x86_fp80, ptr %4, align 16, !tbaa !4
  %60 = load volatile x86_fp80, ptr %4, align 16, !tbaa !4
  %61 = fcmp une x86_fp80 %59, %60
  %62 = zext i1 %61 to i32
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %54, i32 noundef %58, i32 noundef %62) #5
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, x86_fp80 noundef 0xK4001FF80000000000000, x86_fp80 noundef 0xKC003A800000000000000) #5
  br label %65

65:                                               ; preds = %65, %0
  %66 = phi i32 [ 0, %0 ], [ %83, %65 ]
  %67 = phi x86_fp80 [ 0xK3FFF8000000000000000, %0 ], [ %82, %65 ]
  %68 = fdiv x86_fp80 0xK40008000000000000000, %67
  %69 = fadd x86_fp80 %67, %68
  %70 = fmul x86_fp80 %69, 0xK3FFE8000000000000000
  %71 = fdiv x86_fp80 0xK40008000000000000000, %70
  %72 = fadd x86_fp80 %70, %71
  %73 = fmul x86_fp80 %72, 0xK3FFE8000000000000000
  %74 = fdiv x86_fp80 0xK40008000000000000000, %73
  %75 = fadd x86_fp80 %73, %74
  %76 = fmul x86_fp80 %75, 0xK3FFE8000000000000000
  %77 = fdiv x86_fp80 0xK40008000000000000000, %76
  %78 = fadd x86_fp80 %76, %77
  %79 = fmul x86_fp80 %78, 0xK3FFE8000000000000000
  %80 = fdiv x86_fp80 0xK40008000000000000000, %79
  %81 = fadd x86_fp80 %79, %80
  %82 = fmul x86_fp80 %81, 0xK3FFE8000000000000000
  %83 = add nuw nsw i32 %66, 5
  %84 = icmp eq i32 %83, 40
  br i1 %84, label %85, label %65, !llvm.loop !8

85:                                               ; preds = %65
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, x86_fp80 noundef %82) #5
  %87 = tail call x86_fp80 (i32, ...) @sum_va(i32 poison, double noundef 1.000000e+00, x86_fp80 noundef 0xK40009000000000000000, double noundef 3.500000e+00, x86_fp80 noundef 0xKBFFEC000000000000000, double noundef 1.000000e+01) #6
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, x86_fp80 noundef %87) #5
  %89 = load volatile x86_fp80, ptr %1, align 16, !tbaa !4
  %90 = fmul x86_fp80 %89, 0xK40008000000000000000
  %91 = fptosi x86_fp80 %89 to i32
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 113, x86_fp80 noundef %90, i32 noundef %91) #5
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
  %93 = load volatile i64, ptr %5, align 8, !tbaa !10
  %94 = sitofp i64 %93 to x86_fp80
  %95 = load volatile i64, ptr %6, align 8, !tbaa !10
  %96 = uitofp i64 %95 to x86_fp80
  %97 = load volatile i32, ptr %7, align 4, !tbaa !12
  %98 = sitofp i32 %97 to x86_fp80
  %99 = load volatile i32, ptr %8, align 4, !tbaa !12
  %100 = uitofp i32 %99 to x86_fp80
  %101 = load volatile i16, ptr %9, align 2, !tbaa !14
  %102 = sitofp i16 %101 to x86_fp80
  %103 = load volatile i8, ptr %10, align 1, !tbaa !16
  %104 = uitofp i8 %103 to x86_fp80
  %105 = fdiv x86_fp80 %96, 0xK4012F424000000000000
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, x86_fp80 noundef %94, x86_fp80 noundef %105, x86_fp80 noundef %98, x86_fp80 noundef %100, x86_fp80 noundef %102, x86_fp80 noundef %104) #5
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %11)
  store volatile x86_fp80 0xKC00FC0E6E00000000000, ptr %11, align 16, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %12)
  store volatile x86_fp80 0xK4037DE0B6B3A76400000, ptr %12, align 16, !tbaa !4
  %107 = load volatile x86_fp80, ptr %11, align 16, !tbaa !4
  %108 = fptosi x86_fp80 %107 to i64
  %109 = load volatile x86_fp80, ptr %12, align 16, !tbaa !4
  %110 = fptoui x86_fp80 %109 to i64
  %111 = load volatile x86_fp80, ptr %11, align 16, !tbaa !4
  %112 = fptosi x86_fp80 %111 to i32
  %113 = load volatile x86_fp80, ptr %11, align 16, !tbaa !4
  %114 = fneg x86_fp80 %113
  %115 = fptoui x86_fp80 %114 to i32
  %116 = load volatile x86_fp80, ptr %11, align 16, !tbaa !4
  %117 = fmul x86_fp80 %116, 0xK3FFD8000000000000000
  %118 = fptosi x86_fp80 %117 to i16
  %119 = sext i16 %118 to i32
  %120 = load volatile x86_fp80, ptr %11, align 16, !tbaa !4
  %121 = fdiv x86_fp80 %120, 0xK4008FA00000000000000
  %122 = fptosi x86_fp80 %121 to i8
  %123 = sext i8 %122 to i32
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef %108, i64 noundef %110, i32 noundef %112, i32 noundef %115, i32 noundef %119, i32 noundef %123) #5
  %125 = load volatile x86_fp80, ptr %1, align 16, !tbaa !4
  %126 = fptrunc x86_fp80 %125 to float
  %127 = load volatile x86_fp80, ptr %2, align 16, !tbaa !4
  %128 = fptrunc x86_fp80 %127 to double
  %129 = fpext float %126 to x86_fp80
  %130 = fpext double %128 to x86_fp80
  %131 = fadd x86_fp80 %129, %130
  %132 = fpext float %126 to double
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, double noundef %132, double noundef %128, x86_fp80 noundef %131) #5
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, x86_fp80 noundef 0xK403C870D9DF20AD00000) #5
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK3FFD8000000000000000, x86_fp80 noundef 0xKBFFF8000000000000000) #5
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind
define internal x86_fp80 @sum_va(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %4 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 1
  %5 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  %9 = icmp ult i32 %8, 161
  br i1 %9, label %19, label %10

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %7, i64 8
  store ptr %11, ptr %3, align 8
  %12 = load double, ptr %7, align 8
  %13 = ptrtoint ptr %11 to i64
  %14 = add i64 %13, 15
  %15 = and i64 %14, -16
  %16 = inttoptr i64 %15 to ptr
  %17 = getelementptr i8, ptr %16, i64 16
  store ptr %17, ptr %3, align 8
  %18 = load x86_fp80, ptr %16, align 16
  br label %31

19:                                               ; preds = %1
  %20 = zext i32 %8 to i64
  %21 = getelementptr i8, ptr %6, i64 %20
  %22 = add nuw nsw i32 %8, 16
  store i32 %22, ptr %4, align 4
  %23 = load double, ptr %21, align 8
  %24 = ptrtoint ptr %7 to i64
  %25 = add i64 %24, 15
  %26 = and i64 %25, -16
  %27 = inttoptr i64 %26 to ptr
  %28 = getelementptr i8, ptr %27, i64 16
  store ptr %28, ptr %3, align 8
  %29 = load x86_fp80, ptr %27, align 16
  %30 = icmp ult i32 %8, 145
  br i1 %30, label %44, label %31

31:                                               ; preds = %19, %10
  %32 = phi x86_fp80 [ %18, %10 ], [ %29, %19 ]
  %33 = phi ptr [ %17, %10 ], [ %28, %19 ]
  %34 = phi ptr [ %16, %10 ], [ %27, %19 ]
  %35 = phi double [ %12, %10 ], [ %23, %19 ]
  %36 = getelementptr i8, ptr %34, i64 24
  store ptr %36, ptr %3, align 8
  %37 = load double, ptr %33, align 8
  %38 = ptrtoint ptr %36 to i64
  %39 = add i64 %38, 15
  %40 = and i64 %39, -16
  %41 = inttoptr i64 %40 to ptr
  %42 = getelementptr i8, ptr %41, i64 16
  store ptr %42, ptr %3, align 8
  %43 = load x86_fp80, ptr %41, align 16
  br label %52

44:                                               ; preds = %19
  %45 = zext i32 %22 to i64
  %46 = getelementptr i8, ptr %6, i64 %45
  %47 = add nuw nsw i32 %8, 32
  store i32 %47, ptr %4, align 4
  %48 = load double, ptr %46, align 8
  %49 = getelementptr i8, ptr %27, i64 32
  store ptr %49, ptr %3, align 8
  %50 = load x86_fp80, ptr %28, align 16
  %51 = icmp ult i32 %8, 129
  br i1 %51, label %60, label %52

52:                                               ; preds = %31, %44
  %53 = phi x86_fp80 [ %43, %31 ], [ %50, %44 ]
  %54 = phi ptr [ %42, %31 ], [ %49, %44 ]
  %55 = phi ptr [ %41, %31 ], [ %28, %44 ]
  %56 = phi double [ %37, %31 ], [ %48, %44 ]
  %57 = phi double [ %35, %31 ], [ %23, %44 ]
  %58 = phi x86_fp80 [ %32, %31 ], [ %29, %44 ]
  %59 = getelementptr i8, ptr %55, i64 24
  store ptr %59, ptr %3, align 8
  br label %64

60:                                               ; preds = %44
  %61 = zext i32 %47 to i64
  %62 = getelementptr i8, ptr %6, i64 %61
  %63 = add nuw nsw i32 %8, 48
  store i32 %63, ptr %4, align 4
  br label %64

64:                                               ; preds = %52, %60
  %65 = phi x86_fp80 [ %50, %60 ], [ %53, %52 ]
  %66 = phi double [ %48, %60 ], [ %56, %52 ]
  %67 = phi double [ %23, %60 ], [ %57, %52 ]
  %68 = phi x86_fp80 [ %29, %60 ], [ %58, %52 ]
  %69 = phi ptr [ %62, %60 ], [ %54, %52 ]
  %70 = load double, ptr %69, align 8
  %71 = fpext double %70 to x86_fp80
  %72 = fpext double %67 to x86_fp80
  %73 = fadd x86_fp80 %72, 0xK00000000000000000000
  %74 = fadd x86_fp80 %73, %68
  %75 = fpext double %66 to x86_fp80
  %76 = fadd x86_fp80 %74, %75
  %77 = fadd x86_fp80 %76, %65
  %78 = fadd x86_fp80 %77, %71
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret x86_fp80 %78
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #4

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
