; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.small = type { i32, i32 }

@.str = private unnamed_addr constant [19 x i8] c"sum_ints %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"sum_ll %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"avg %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"ildsp\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"ddddddddddiiiiiiiiii\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"lilili\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"vprintf %d %s %.1f %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"returned %d\0A\00", align 1
@__const.main.a = private unnamed_addr constant %struct.small { i32 2, i32 3 }, align 4
@__const.main.b = private unnamed_addr constant %struct.small { i32 4, i32 5 }, align 4
@.str.10 = private unnamed_addr constant [14 x i8] c"struct va %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"float promoted %.2f\0A\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"i:%d \00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"l:%lld \00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"d:%.3f \00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"s:%s \00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"p:%d \00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"| \00", align 1
@.str.18 = private unnamed_addr constant [10 x i8] c"count %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = tail call i32 (i32, ...) @sum_ints(i32 noundef 0) #5
  %3 = tail call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #5
  %4 = tail call i32 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10) #5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %2, i32 noundef %3, i32 noundef %4) #6
  %6 = tail call i64 (i32, ...) @sum_ll(i32 poison, i64 noundef 1099511627776, i64 noundef -5, i64 noundef 123456789012, i64 noundef 7) #5
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef %6) #6
  %8 = tail call double (i32, ...) @avg(i32 noundef 5, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.250000e+00, double noundef -4.000000e+00, double noundef 1.000000e+01) #5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %8) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7
  store i32 99, ptr %1, align 4, !tbaa !4
  call void (ptr, ...) @mixed(ptr noundef nonnull @.str.3, i32 noundef -3, i64 noundef 9000000000, double noundef 0x4005BF0A8B04919B, ptr noundef nonnull @.str.4, ptr noundef nonnull %1) #5
  call void (ptr, ...) @mixed(ptr noundef nonnull @.str.5, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10) #5
  call void (ptr, ...) @mixed(ptr noundef nonnull @.str.6, i64 noundef 1, i32 noundef 2, i64 noundef 3, i32 noundef 4, i64 noundef 5, i32 noundef 6) #5
  %10 = call i32 (ptr, ...) @my_printf(ptr nonnull poison, i32 noundef 5, ptr noundef nonnull @.str.8, double noundef 5.000000e-01, i64 noundef -1) #5
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef %10) #6
  %12 = call i32 (i32, ...) @with_struct(i32 poison, ptr noundef nonnull byval(%struct.small) align 4 @__const.main.a, ptr noundef nonnull byval(%struct.small) align 4 @__const.main.b) #5
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %12) #6
  %14 = call double (i32, ...) @avg(i32 noundef 1, double noundef 1.250000e+00) #5
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef %14) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind
define internal i32 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %1
  %5 = phi i32 [ 0, %1 ], [ %10, %6 ]
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret i32 %5

6:                                                ; preds = %1, %6
  %7 = phi i32 [ %10, %6 ], [ 0, %1 ]
  %8 = phi i32 [ %11, %6 ], [ 0, %1 ]
  %9 = va_arg ptr %2, i32
  %10 = add nsw i32 %9, %7
  %11 = add nuw nsw i32 %8, 1
  %12 = icmp eq i32 %11, %0
  br i1 %12, label %4, label %6, !llvm.loop !8
}

; Function Attrs: nofree nosync nounwind
define internal i64 @sum_ll(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = va_arg ptr %2, i64
  %4 = va_arg ptr %2, i64
  %5 = add nsw i64 %4, %3
  %6 = va_arg ptr %2, i64
  %7 = add nsw i64 %6, %5
  %8 = va_arg ptr %2, i64
  %9 = add nsw i64 %8, %7
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret i64 %9
}

; Function Attrs: nofree nosync nounwind
define internal double @avg(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %8, label %4

4:                                                ; preds = %8, %1
  %5 = phi double [ 0.000000e+00, %1 ], [ %12, %8 ]
  call void @llvm.va_end(ptr nonnull %2)
  %6 = sitofp i32 %0 to double
  %7 = fdiv double %5, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret double %7

8:                                                ; preds = %1, %8
  %9 = phi double [ %12, %8 ], [ 0.000000e+00, %1 ]
  %10 = phi i32 [ %13, %8 ], [ 0, %1 ]
  %11 = va_arg ptr %2, double
  %12 = fadd double %9, %11
  %13 = add nuw nsw i32 %10, 1
  %14 = icmp eq i32 %13, %0
  br i1 %14, label %4, label %8, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
define internal void @mixed(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #7
  call void @llvm.va_start(ptr nonnull %2)
  call void @llvm.va_copy(ptr nonnull %3, ptr nonnull %2)
  %4 = load i8, ptr %0, align 1, !tbaa !11
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %30, %1
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17) #6
  %8 = load i8, ptr %0, align 1, !tbaa !11
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %34, label %37

10:                                               ; preds = %1, %30
  %11 = phi i8 [ %32, %30 ], [ %4, %1 ]
  %12 = phi ptr [ %31, %30 ], [ %0, %1 ]
  %13 = sext i8 %11 to i32
  switch i32 %13, label %30 [
    i32 105, label %14
    i32 108, label %17
    i32 100, label %20
    i32 115, label %23
    i32 112, label %26
  ]

14:                                               ; preds = %10
  %15 = va_arg ptr %2, i32
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %15) #6
  br label %30

17:                                               ; preds = %10
  %18 = va_arg ptr %2, i64
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i64 noundef %18) #6
  br label %30

20:                                               ; preds = %10
  %21 = va_arg ptr %2, double
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, double noundef %21) #6
  br label %30

23:                                               ; preds = %10
  %24 = va_arg ptr %2, ptr
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, ptr noundef %24) #6
  br label %30

26:                                               ; preds = %10
  %27 = va_arg ptr %2, ptr
  %28 = load i32, ptr %27, align 4, !tbaa !4
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, i32 noundef %28) #6
  br label %30

30:                                               ; preds = %14, %17, %20, %23, %26, %10
  %31 = getelementptr inbounds i8, ptr %12, i32 1
  %32 = load i8, ptr %31, align 1, !tbaa !11
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %6, label %10, !llvm.loop !12

34:                                               ; preds = %60, %6
  %35 = phi i32 [ 0, %6 ], [ %61, %60 ]
  call void @llvm.va_end(ptr nonnull %3)
  call void @llvm.va_end(ptr nonnull %2)
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, i32 noundef %35) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret void

37:                                               ; preds = %6, %60
  %38 = phi i8 [ %63, %60 ], [ %8, %6 ]
  %39 = phi i32 [ %61, %60 ], [ 0, %6 ]
  %40 = phi ptr [ %62, %60 ], [ %0, %6 ]
  %41 = sext i8 %38 to i32
  switch i32 %41, label %60 [
    i32 105, label %42
    i32 108, label %45
    i32 100, label %48
    i32 115, label %51
    i32 112, label %54
  ]

42:                                               ; preds = %37
  %43 = va_arg ptr %3, i32
  %44 = add nsw i32 %39, 1
  br label %60

45:                                               ; preds = %37
  %46 = va_arg ptr %3, i64
  %47 = add nsw i32 %39, 1
  br label %60

48:                                               ; preds = %37
  %49 = va_arg ptr %3, double
  %50 = add nsw i32 %39, 1
  br label %60

51:                                               ; preds = %37
  %52 = va_arg ptr %3, ptr
  %53 = add nsw i32 %39, 1
  br label %60

54:                                               ; preds = %37
  %55 = va_arg ptr %3, ptr
  %56 = load i32, ptr %55, align 4, !tbaa !4
  %57 = icmp sgt i32 %56, 0
  %58 = zext i1 %57 to i32
  %59 = add nsw i32 %39, %58
  br label %60

60:                                               ; preds = %42, %45, %48, %51, %54, %37
  %61 = phi i32 [ %39, %37 ], [ %59, %54 ], [ %53, %51 ], [ %50, %48 ], [ %47, %45 ], [ %44, %42 ]
  %62 = getelementptr inbounds i8, ptr %40, i32 1
  %63 = load i8, ptr %62, align 1, !tbaa !11
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %34, label %37, !llvm.loop !13
}

; Function Attrs: nounwind
define internal i32 @my_printf(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 4, !tbaa !14
  %4 = call i32 @vprintf(ptr noundef nonnull @.str.7, ptr noundef %3) #6
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret i32 %4
}

; Function Attrs: nofree nosync nounwind
define internal i32 @with_struct(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = va_arg ptr %2, ptr
  %4 = load i32, ptr %3, align 4, !tbaa.struct !16
  %5 = getelementptr inbounds i8, ptr %3, i32 4
  %6 = load i32, ptr %5, align 4, !tbaa.struct !17
  %7 = mul nsw i32 %6, %4
  %8 = va_arg ptr %2, ptr
  %9 = load i32, ptr %8, align 4, !tbaa.struct !16
  %10 = getelementptr inbounds i8, ptr %8, i32 4
  %11 = load i32, ptr %10, align 4, !tbaa.struct !17
  %12 = mul nsw i32 %11, %9
  %13 = add nsw i32 %12, %7
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret i32 %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #4

declare i32 @vprintf(ptr noundef, ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree nosync nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nobuiltin "no-builtins" }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = !{!6, !6, i64 0}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !6, i64 0}
!16 = !{i64 0, i64 4, !4, i64 4, i64 4, !4}
!17 = !{i64 0, i64 4, !4}
