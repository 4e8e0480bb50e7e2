; ModuleID = 'tests/programs/struct_varargs_mix.c'
source_filename = "tests/programs/struct_varargs_mix.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.Pair = type { i32, i32 }
%struct.DF = type { double, float }
%struct.F3 = type { [3 x float] }
%struct.CSL = type { i8, i16, i64 }
%struct.Big = type { [5 x i64] }
%struct.Tiny = type { [3 x i8] }

@__const.main.p1 = private unnamed_addr constant %struct.Pair { i32 1, i32 2 }, align 4
@__const.main.p2 = private unnamed_addr constant %struct.Pair { i32 10, i32 -3 }, align 4
@__const.main.p3 = private unnamed_addr constant %struct.Pair { i32 4, i32 4 }, align 4
@.str = private unnamed_addr constant [12 x i8] c"best %d %d\0A\00", align 1
@__const.main.d0 = private unnamed_addr constant %struct.DF { double 1.500000e+00, float 2.500000e+00 }, align 8
@.str.1 = private unnamed_addr constant [10 x i8] c"iidlFDCBT\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"mix %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"TdTF\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"mix2 %.3f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"big %lld %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"%d %s %.2f %lld %c\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"[log] \00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Pair, align 4
  %2 = alloca %struct.DF, align 8
  %3 = alloca %struct.F3, align 4
  %4 = alloca %struct.CSL, align 8
  %5 = alloca %struct.Big, align 8
  %6 = alloca %struct.Tiny, align 1
  %7 = alloca %struct.Tiny, align 1
  %8 = alloca %struct.Tiny, align 1
  %9 = alloca %struct.F3, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6
  call void (ptr, i32, ...) @pick_pair(ptr nonnull sret(%struct.Pair) align 4 %1, i32 poison, ptr noundef nonnull byval(%struct.Pair) align 4 @__const.main.p1, ptr noundef nonnull byval(%struct.Pair) align 4 @__const.main.p2, ptr noundef nonnull byval(%struct.Pair) align 4 @__const.main.p3) #7
  %10 = load i32, ptr %1, align 4, !tbaa !4
  %11 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 1
  %12 = load i32, ptr %11, align 4, !tbaa !9
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %10, i32 noundef %12) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6
  store float 1.500000e+00, ptr %3, align 4, !tbaa !10, !alias.scope !12
  %14 = getelementptr inbounds float, ptr %3, i32 1
  store float 3.000000e+00, ptr %14, align 4, !tbaa !10, !alias.scope !12
  %15 = getelementptr inbounds float, ptr %3, i32 2
  store float 4.500000e+00, ptr %15, align 4, !tbaa !10, !alias.scope !12
  store i8 7, ptr %4, align 8, !tbaa !15, !alias.scope !19
  %16 = getelementptr inbounds %struct.CSL, ptr %4, i32 0, i32 1
  store i16 700, ptr %16, align 2, !tbaa !22, !alias.scope !19
  %17 = getelementptr inbounds %struct.CSL, ptr %4, i32 0, i32 2
  store i64 7696581394432, ptr %17, align 8, !tbaa !23, !alias.scope !19
  store i64 3000000021, ptr %5, align 8, !tbaa !24, !alias.scope !25
  %18 = getelementptr inbounds [5 x i64], ptr %5, i32 0, i32 1
  store i64 6000000042, ptr %18, align 8, !tbaa !24, !alias.scope !25
  %19 = getelementptr inbounds [5 x i64], ptr %5, i32 0, i32 2
  store i64 9000000063, ptr %19, align 8, !tbaa !24, !alias.scope !25
  %20 = getelementptr inbounds [5 x i64], ptr %5, i32 0, i32 3
  store i64 12000000084, ptr %20, align 8, !tbaa !24, !alias.scope !25
  %21 = getelementptr inbounds [5 x i64], ptr %5, i32 0, i32 4
  store i64 15000000105, ptr %21, align 8, !tbaa !24, !alias.scope !25
  store i8 9, ptr %6, align 1, !tbaa !28, !alias.scope !29
  %22 = getelementptr inbounds i8, ptr %6, i32 1
  store i8 10, ptr %22, align 1, !tbaa !28, !alias.scope !29
  %23 = getelementptr inbounds i8, ptr %6, i32 2
  store i8 11, ptr %23, align 1, !tbaa !28, !alias.scope !29
  call void (ptr, ptr, ...) @mix(ptr nonnull sret(%struct.DF) align 8 %2, ptr noundef nonnull @.str.1, i32 noundef 3, i32 noundef 4, double noundef 5.000000e-01, i64 noundef 34359738368, ptr noundef nonnull byval(%struct.F3) align 4 %3, ptr noundef nonnull byval(%struct.DF) align 8 @__const.main.d0, ptr noundef nonnull byval(%struct.CSL) align 8 %4, ptr noundef nonnull byval(%struct.Big) align 8 %5, ptr noundef nonnull byval(%struct.Tiny) align 1 %6) #7
  %24 = load double, ptr %2, align 8, !tbaa !32
  %25 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 1
  %26 = load float, ptr %25, align 8, !tbaa !35
  %27 = fpext float %26 to double
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %24, double noundef %27) #8
  store i8 1, ptr %7, align 1, !tbaa !28, !alias.scope !36
  %29 = getelementptr inbounds i8, ptr %7, i32 1
  store i8 2, ptr %29, align 1, !tbaa !28, !alias.scope !36
  %30 = getelementptr inbounds i8, ptr %7, i32 2
  store i8 3, ptr %30, align 1, !tbaa !28, !alias.scope !36
  store i8 -56, ptr %8, align 1, !tbaa !28, !alias.scope !39
  %31 = getelementptr inbounds i8, ptr %8, i32 1
  store i8 -55, ptr %31, align 1, !tbaa !28, !alias.scope !39
  %32 = getelementptr inbounds i8, ptr %8, i32 2
  store i8 -54, ptr %32, align 1, !tbaa !28, !alias.scope !39
  store float -5.000000e-01, ptr %9, align 4, !tbaa !10, !alias.scope !42
  %33 = getelementptr inbounds float, ptr %9, i32 1
  store float -1.000000e+00, ptr %33, align 4, !tbaa !10, !alias.scope !42
  %34 = getelementptr inbounds float, ptr %9, i32 2
  store float -1.500000e+00, ptr %34, align 4, !tbaa !10, !alias.scope !42
  call void (ptr, ptr, ...) @mix(ptr nonnull sret(%struct.DF) align 8 %2, ptr noundef nonnull @.str.3, ptr noundef nonnull byval(%struct.Tiny) align 1 %7, double noundef 2.000000e+00, ptr noundef nonnull byval(%struct.Tiny) align 1 %8, ptr noundef nonnull byval(%struct.F3) align 4 %9) #7
  %35 = load double, ptr %2, align 8, !tbaa !32
  %36 = load float, ptr %25, align 8, !tbaa !35
  %37 = fpext float %36 to double
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef %35, double noundef %37) #8
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef -2000000014, i64 noundef -10000000070) #8
  tail call void (ptr, ...) @logf_(ptr nonnull poison, i32 noundef 42, ptr noundef nonnull @.str.7, double noundef 3.141590e+00, i64 noundef -5, i32 noundef 122) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind
define internal void @pick_pair(ptr noalias nocapture sret(%struct.Pair) align 4 %0, i32 %1, ...) unnamed_addr #2 {
  %3 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #6
  call void @llvm.va_start(ptr nonnull %3)
  store i64 0, ptr %0, align 4
  %4 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1
  %5 = va_arg ptr %3, ptr
  %6 = load i32, ptr %5, align 4, !tbaa.struct !45
  %7 = getelementptr inbounds i8, ptr %5, i32 4
  %8 = load i32, ptr %7, align 4, !tbaa.struct !47
  %9 = add nsw i32 %8, %6
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  store i32 %6, ptr %0, align 4, !tbaa.struct !45
  store i32 %8, ptr %4, align 4, !tbaa.struct !47
  %12 = add nsw i32 %8, %6
  br label %13

13:                                               ; preds = %2, %11
  %14 = phi i32 [ %12, %11 ], [ 0, %2 ]
  %15 = va_arg ptr %3, ptr
  %16 = load i32, ptr %15, align 4, !tbaa.struct !45
  %17 = getelementptr inbounds i8, ptr %15, i32 4
  %18 = load i32, ptr %17, align 4, !tbaa.struct !47
  %19 = add nsw i32 %18, %16
  %20 = icmp sgt i32 %19, %14
  br i1 %20, label %21, label %22

21:                                               ; preds = %13
  store i32 %16, ptr %0, align 4, !tbaa.struct !45
  store i32 %18, ptr %4, align 4, !tbaa.struct !47
  br label %22

22:                                               ; preds = %21, %13
  %23 = phi i32 [ %19, %21 ], [ %14, %13 ]
  %24 = va_arg ptr %3, ptr
  %25 = load i32, ptr %24, align 4, !tbaa.struct !45
  %26 = getelementptr inbounds i8, ptr %24, i32 4
  %27 = load i32, ptr %26, align 4, !tbaa.struct !47
  %28 = add nsw i32 %27, %25
  %29 = icmp sgt i32 %28, %23
  br i1 %29, label %30, label %31

30:                                               ; preds = %22
  store i32 %25, ptr %0, align 4, !tbaa.struct !45
  store i32 %27, ptr %4, align 4, !tbaa.struct !47
  br label %31

31:                                               ; preds = %30, %22
  call void @llvm.va_end(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #6
  ret void
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind
define internal void @mix(ptr noalias nocapture sret(%struct.DF) align 8 %0, ptr nocapture noundef readonly %1, ...) unnamed_addr #2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #6
  call void @llvm.va_start(ptr nonnull %3)
  call void @llvm.va_copy(ptr nonnull %4, ptr nonnull %3)
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 0, i32 16, i1 false)
  %5 = load i8, ptr %1, align 1, !tbaa !28
  %6 = icmp eq i8 %5, 0
  br i1 %6, label %111, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds %struct.DF, ptr %0, i32 0, i32 1
  br label %11

9:                                                ; preds = %94
  %10 = icmp eq i8 %5, 105
  br i1 %10, label %100, label %111

11:                                               ; preds = %7, %94
  %12 = phi float [ 0.000000e+00, %7 ], [ %95, %94 ]
  %13 = phi i8 [ %5, %7 ], [ %98, %94 ]
  %14 = phi ptr [ %1, %7 ], [ %97, %94 ]
  %15 = phi double [ 0.000000e+00, %7 ], [ %96, %94 ]
  %16 = sext i8 %13 to i32
  switch i32 %16, label %94 [
    i32 105, label %17
    i32 100, label %21
    i32 108, label %24
    i32 70, label %28
    i32 68, label %38
    i32 67, label %45
    i32 66, label %59
    i32 84, label %80
  ]

17:                                               ; preds = %11
  %18 = va_arg ptr %3, i32
  %19 = sitofp i32 %18 to double
  %20 = fadd double %15, %19
  store double %20, ptr %0, align 8, !tbaa !32
  br label %94

21:                                               ; preds = %11
  %22 = va_arg ptr %3, double
  %23 = fadd double %22, %15
  store double %23, ptr %0, align 8, !tbaa !32
  br label %94

24:                                               ; preds = %11
  %25 = va_arg ptr %3, i64
  %26 = sitofp i64 %25 to double
  %27 = fadd double %15, %26
  store double %27, ptr %0, align 8, !tbaa !32
  br label %94

28:                                               ; preds = %11
  %29 = va_arg ptr %3, ptr
  %30 = load float, ptr %29, align 4, !tbaa.struct !48
  %31 = getelementptr inbounds i8, ptr %29, i32 4
  %32 = load float, ptr %31, align 4, !tbaa.struct !49
  %33 = getelementptr inbounds i8, ptr %29, i32 8
  %34 = load float, ptr %33, align 4, !tbaa.struct !50
  %35 = fadd float %30, %32
  %36 = fadd float %35, %34
  %37 = fadd float %12, %36
  store float %37, ptr %8, align 8, !tbaa !35
  br label %94

38:                                               ; preds = %11
  %39 = va_arg ptr %3, ptr
  %40 = load double, ptr %39, align 8, !tbaa.struct !51
  %41 = getelementptr inbounds i8, ptr %39, i32 8
  %42 = load float, ptr %41, align 8, !tbaa.struct !53
  %43 = fadd double %40, %15
  store double %43, ptr %0, align 8, !tbaa !32
  %44 = fadd float %42, %12
  store float %44, ptr %8, align 8, !tbaa !35
  br label %94

45:                                               ; preds = %11
  %46 = va_arg ptr %3, ptr
  %47 = load i8, ptr %46, align 8, !tbaa.struct !54
  %48 = getelementptr inbounds i8, ptr %46, i32 2
  %49 = load i16, ptr %48, align 2, !tbaa.struct !56
  %50 = getelementptr inbounds i8, ptr %46, i32 8
  %51 = load i64, ptr %50, align 8, !tbaa.struct !57
  %52 = sext i8 %47 to i32
  %53 = sext i16 %49 to i32
  %54 = add nsw i32 %53, %52
  %55 = sitofp i32 %54 to double
  %56 = sitofp i64 %51 to double
  %57 = fadd double %56, %55
  %58 = fadd double %15, %57
  store double %58, ptr %0, align 8, !tbaa !32
  br label %94

59:                                               ; preds = %11
  %60 = va_arg ptr %3, ptr
  %61 = load i64, ptr %60, align 8, !tbaa.struct !58
  %62 = getelementptr inbounds i8, ptr %60, i32 8
  %63 = load i64, ptr %62, align 8, !tbaa.struct !59
  %64 = getelementptr inbounds i8, ptr %60, i32 16
  %65 = load i64, ptr %64, align 8, !tbaa.struct !60
  %66 = getelementptr inbounds i8, ptr %60, i32 24
  %67 = load i64, ptr %66, align 8, !tbaa.struct !61
  %68 = getelementptr inbounds i8, ptr %60, i32 32
  %69 = load i64, ptr %68, align 8, !tbaa.struct !49
  %70 = sitofp i64 %61 to double
  %71 = fadd double %15, %70
  %72 = sitofp i64 %63 to double
  %73 = fadd double %71, %72
  %74 = sitofp i64 %65 to double
  %75 = fadd double %73, %74
  %76 = sitofp i64 %67 to double
  %77 = fadd double %75, %76
  %78 = sitofp i64 %69 to double
  %79 = fadd double %77, %78
  store double %79, ptr %0, align 8, !tbaa !32
  br label %94

80:                                               ; preds = %11
  %81 = va_arg ptr %3, ptr
  %82 = load i8, ptr %81, align 1, !tbaa.struct !62
  %83 = getelementptr inbounds i8, ptr %81, i32 1
  %84 = load i8, ptr %83, align 1, !tbaa.struct !63
  %85 = getelementptr inbounds i8, ptr %81, i32 2
  %86 = load i8, ptr %85, align 1, !tbaa.struct !64
  %87 = zext i8 %82 to i32
  %88 = zext i8 %84 to i32
  %89 = add nuw nsw i32 %88, %87
  %90 = zext i8 %86 to i32
  %91 = add nuw nsw i32 %89, %90
  %92 = sitofp i32 %91 to float
  %93 = fadd float %12, %92
  store float %93, ptr %8, align 8, !tbaa !35
  br label %94

94:                                               ; preds = %17, %21, %24, %28, %38, %45, %59, %80, %11
  %95 = phi float [ %12, %17 ], [ %12, %21 ], [ %12, %24 ], [ %37, %28 ], [ %44, %38 ], [ %12, %45 ], [ %12, %59 ], [ %93, %80 ], [ %12, %11 ]
  %96 = phi double [ %20, %17 ], [ %23, %21 ], [ %27, %24 ], [ %15, %28 ], [ %43, %38 ], [ %58, %45 ], [ %79, %59 ], [ %15, %80 ], [ %15, %11 ]
  %97 = getelementptr inbounds i8, ptr %14, i32 1
  %98 = load i8, ptr %97, align 1, !tbaa !28
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %9, label %11, !llvm.loop !65

100:                                              ; preds = %9, %100
  %101 = phi ptr [ %105, %100 ], [ %1, %9 ]
  %102 = phi i32 [ %104, %100 ], [ 0, %9 ]
  %103 = va_arg ptr %4, i32
  %104 = add nuw nsw i32 %102, 1
  %105 = getelementptr inbounds i8, ptr %101, i32 1
  %106 = load i8, ptr %105, align 1, !tbaa !28
  %107 = icmp eq i8 %106, 105
  br i1 %107, label %100, label %108, !llvm.loop !67

108:                                              ; preds = %100
  %109 = mul nsw i32 %104, 1000
  %110 = sitofp i32 %109 to float
  br label %111

111:                                              ; preds = %2, %108, %9
  %112 = phi float [ %95, %9 ], [ %95, %108 ], [ 0.000000e+00, %2 ]
  %113 = phi float [ 0.000000e+00, %9 ], [ %110, %108 ], [ 0.000000e+00, %2 ]
  call void @llvm.va_end(ptr nonnull %4)
  call void @llvm.va_end(ptr nonnull %3)
  %114 = getelementptr inbounds %struct.DF, ptr %0, i32 0, i32 1
  %115 = fadd float %112, %113
  store float %115, ptr %114, align 8, !tbaa !35
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal void @logf_(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  call void @llvm.va_start(ptr nonnull %2)
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #8
  %4 = load ptr, ptr %2, align 4, !tbaa !68
  %5 = call i32 @vprintf(ptr noundef nonnull @.str.6, ptr noundef %4) #8
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #4

declare i32 @vprintf(ptr noundef, ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !6, i64 0}
!5 = !{!"", !6, i64 0, !6, i64 4}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!5, !6, i64 4}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !7, i64 0}
!12 = !{!13}
!13 = distinct !{!13, !14, !"make_f3: argument 0"}
!14 = distinct !{!14, !"make_f3"}
!15 = !{!16, !7, i64 0}
!16 = !{!"", !7, i64 0, !17, i64 2, !18, i64 8}
!17 = !{!"short", !7, i64 0}
!18 = !{!"long long", !7, i64 0}
!19 = !{!20}
!20 = distinct !{!20, !21, !"make_csl: argument 0"}
!21 = distinct !{!21, !"make_csl"}
!22 = !{!16, !17, i64 2}
!23 = !{!16, !18, i64 8}
!24 = !{!18, !18, i64 0}
!25 = !{!26}
!26 = distinct !{!26, !27, !"make_big: argument 0"}
!27 = distinct !{!27, !"make_big"}
!28 = !{!7, !7, i64 0}
!29 = !{!30}
!30 = distinct !{!30, !31, !"make_tiny: argument 0"}
!31 = distinct !{!31, !"make_tiny"}
!32 = !{!33, !34, i64 0}
!33 = !{!"", !34, i64 0, !11, i64 8}
!34 = !{!"double", !7, i64 0}
!35 = !{!33, !11, i64 8}
!36 = !{!37}
!37 = distinct !{!37, !38, !"make_tiny: argument 0"}
!38 = distinct !{!38, !"make_tiny"}
!39 = !{!40}
!40 = distinct !{!40, !41, !"make_tiny: argument 0"}
!41 = distinct !{!41, !"make_tiny"}
!42 = !{!43}
!43 = distinct !{!43, !44, !"make_f3: argument 0"}
!44 = distinct !{!44, !"make_f3"}
!45 = !{i64 0, i64 4, !46, i64 4, i64 4, !46}
!46 = !{!6, !6, i64 0}
!47 = !{i64 0, i64 4, !46}
!48 = !{i64 0, i64 12, !28}
!49 = !{i64 0, i64 8, !28}
!50 = !{i64 0, i64 4, !28}
!51 = !{i64 0, i64 8, !52, i64 8, i64 4, !10}
!52 = !{!34, !34, i64 0}
!53 = !{i64 0, i64 4, !10}
!54 = !{i64 0, i64 1, !28, i64 2, i64 2, !55, i64 8, i64 8, !24}
!55 = !{!17, !17, i64 0}
!56 = !{i64 0, i64 2, !55, i64 6, i64 8, !24}
!57 = !{i64 0, i64 8, !24}
!58 = !{i64 0, i64 40, !28}
!59 = !{i64 0, i64 32, !28}
!60 = !{i64 0, i64 24, !28}
!61 = !{i64 0, i64 16, !28}
!62 = !{i64 0, i64 3, !28}
!63 = !{i64 0, i64 2, !28}
!64 = !{i64 0, i64 1, !28}
!65 = distinct !{!65, !66}
!66 = !{!"llvm.loop.mustprogress"}
!67 = distinct !{!67, !66}
!68 = !{!69, !69, i64 0}
!69 = !{!"any pointer", !7, i64 0}
