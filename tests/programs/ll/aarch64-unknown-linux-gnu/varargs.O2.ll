; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
  %2 = tail call i32 (i32, ...) @sum_ints(i32 noundef 0) #6
  %3 = tail call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #6
  %4 = tail call i32 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10) #6
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %2, i32 noundef %3, i32 noundef %4) #7
  %6 = tail call i64 (i32, ...) @sum_ll(i32 poison, i64 noundef 1099511627776, i64 noundef -5, i64 noundef 123456789012, i64 noundef 7) #6
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef %6) #7
  %8 = tail call double (i32, ...) @avg(i32 noundef 5, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.250000e+00, double noundef -4.000000e+00, double noundef 1.000000e+01) #6
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %8) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8
  store i32 99, ptr %1, align 4, !tbaa !5
  call void (ptr, ...) @mixed(ptr noundef nonnull @.str.3, i32 noundef -3, i64 noundef 9000000000, double noundef 0x4005BF0A8B04919B, ptr noundef nonnull @.str.4, ptr noundef nonnull %1) #6
  call void (ptr, ...) @mixed(ptr noundef nonnull @.str.5, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10) #6
  call void (ptr, ...) @mixed(ptr noundef nonnull @.str.6, i64 noundef 1, i32 noundef 2, i64 noundef 3, i32 noundef 4, i64 noundef 5, i32 noundef 6) #6
  %10 = call i32 (ptr, ...) @my_printf(ptr nonnull poison, i32 noundef 5, ptr noundef nonnull @.str.8, double noundef 5.000000e-01, i64 noundef -1) #6
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef %10) #7
  %12 = call i32 (i32, ...) @with_struct(i32 poison, i64 12884901890, i64 21474836484) #6
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %12) #7
  %14 = call double (i32, ...) @avg(i32 noundef 1, double noundef 1.250000e+00) #6
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef %14) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #8
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind
define internal i32 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 3
  %7 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 1
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 8
  br label %12

10:                                               ; preds = %27, %1
  %11 = phi i32 [ 0, %1 ], [ %32, %27 ]
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret i32 %11

12:                                               ; preds = %4, %27
  %13 = phi i32 [ %9, %4 ], [ %28, %27 ]
  %14 = phi i32 [ 0, %4 ], [ %33, %27 ]
  %15 = phi i32 [ 0, %4 ], [ %32, %27 ]
  %16 = phi ptr [ %5, %4 ], [ %29, %27 ]
  %17 = icmp sgt i32 %13, -1
  br i1 %17, label %24, label %18

18:                                               ; preds = %12
  %19 = add nsw i32 %13, 8
  store i32 %19, ptr %6, align 8
  %20 = icmp ult i32 %13, -7
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = sext i32 %13 to i64
  %23 = getelementptr inbounds i8, ptr %8, i64 %22
  br label %27

24:                                               ; preds = %18, %12
  %25 = phi i32 [ %19, %18 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %26, ptr %2, align 8
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi i32 [ %19, %21 ], [ %25, %24 ]
  %29 = phi ptr [ %16, %21 ], [ %26, %24 ]
  %30 = phi ptr [ %23, %21 ], [ %16, %24 ]
  %31 = load i32, ptr %30, align 8
  %32 = add nsw i32 %31, %15
  %33 = add nuw nsw i32 %14, 1
  %34 = icmp eq i32 %33, %0
  br i1 %34, label %10, label %12, !llvm.loop !9
}

; Function Attrs: nofree nosync nounwind
define internal i64 @sum_ll(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start(ptr nonnull %2)
  %3 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 3
  %4 = load i32, ptr %3, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 1
  %7 = load ptr, ptr %6, align 8
  %8 = icmp sgt i32 %4, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 8
  store i32 %10, ptr %3, align 8
  %11 = icmp ult i32 %4, -7
  br i1 %11, label %15, label %12

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %13, ptr %2, align 8
  %14 = load i64, ptr %5, align 8
  br label %23

15:                                               ; preds = %9
  %16 = sext i32 %4 to i64
  %17 = getelementptr inbounds i8, ptr %7, i64 %16
  %18 = load i64, ptr %17, align 8
  %19 = icmp sgt i32 %4, -9
  br i1 %19, label %23, label %20

20:                                               ; preds = %15
  %21 = add nsw i32 %4, 16
  store i32 %21, ptr %3, align 8
  %22 = icmp ult i32 %10, -7
  br i1 %22, label %28, label %23

23:                                               ; preds = %15, %20, %12
  %24 = phi i64 [ %18, %20 ], [ %18, %15 ], [ %14, %12 ]
  %25 = phi ptr [ %5, %20 ], [ %5, %15 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %26, ptr %2, align 8
  %27 = load i64, ptr %25, align 8
  br label %36

28:                                               ; preds = %20
  %29 = sext i32 %10 to i64
  %30 = getelementptr inbounds i8, ptr %7, i64 %29
  %31 = load i64, ptr %30, align 8
  %32 = icmp sgt i32 %4, -17
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  %34 = add nsw i32 %4, 24
  store i32 %34, ptr %3, align 8
  %35 = icmp ult i32 %21, -7
  br i1 %35, label %42, label %36

36:                                               ; preds = %28, %33, %23
  %37 = phi i64 [ %31, %33 ], [ %31, %28 ], [ %27, %23 ]
  %38 = phi ptr [ %5, %33 ], [ %5, %28 ], [ %26, %23 ]
  %39 = phi i64 [ %18, %33 ], [ %18, %28 ], [ %24, %23 ]
  %40 = getelementptr inbounds i8, ptr %38, i64 8
  store ptr %40, ptr %2, align 8
  %41 = load i64, ptr %38, align 8
  br label %53

42:                                               ; preds = %33
  %43 = sext i32 %21 to i64
  %44 = getelementptr inbounds i8, ptr %7, i64 %43
  %45 = load i64, ptr %44, align 8
  %46 = icmp sgt i32 %4, -25
  br i1 %46, label %53, label %47

47:                                               ; preds = %42
  %48 = add nsw i32 %4, 32
  store i32 %48, ptr %3, align 8
  %49 = icmp ult i32 %34, -7
  br i1 %49, label %50, label %53

50:                                               ; preds = %47
  %51 = sext i32 %34 to i64
  %52 = getelementptr inbounds i8, ptr %7, i64 %51
  br label %59

53:                                               ; preds = %36, %47, %42
  %54 = phi i64 [ %41, %36 ], [ %45, %47 ], [ %45, %42 ]
  %55 = phi ptr [ %40, %36 ], [ %5, %47 ], [ %5, %42 ]
  %56 = phi i64 [ %39, %36 ], [ %18, %47 ], [ %18, %42 ]
  %57 = phi i64 [ %37, %36 ], [ %31, %47 ], [ %31, %42 ]
  %58 = getelementptr inbounds i8, ptr %55, i64 8
  store ptr %58, ptr %2, align 8
  br label %59

59:                                               ; preds = %53, %50
  %60 = phi i64 [ %45, %50 ], [ %54, %53 ]
  %61 = phi i64 [ %18, %50 ], [ %56, %53 ]
  %62 = phi i64 [ %31, %50 ], [ %57, %53 ]
  %63 = phi ptr [ %52, %50 ], [ %55, %53 ]
  %64 = add nsw i64 %62, %61
  %65 = add nsw i64 %60, %64
  %66 = load i64, ptr %63, align 8
  %67 = add nsw i64 %66, %65
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret i64 %67
}

; Function Attrs: nofree nosync nounwind
define internal double @avg(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 4
  %7 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 4
  br label %14

10:                                               ; preds = %29, %1
  %11 = phi double [ 0.000000e+00, %1 ], [ %34, %29 ]
  call void @llvm.va_end(ptr nonnull %2)
  %12 = sitofp i32 %0 to double
  %13 = fdiv double %11, %12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret double %13

14:                                               ; preds = %4, %29
  %15 = phi i32 [ %9, %4 ], [ %30, %29 ]
  %16 = phi i32 [ 0, %4 ], [ %35, %29 ]
  %17 = phi double [ 0.000000e+00, %4 ], [ %34, %29 ]
  %18 = phi ptr [ %5, %4 ], [ %31, %29 ]
  %19 = icmp sgt i32 %15, -1
  br i1 %19, label %26, label %20

20:                                               ; preds = %14
  %21 = add nsw i32 %15, 16
  store i32 %21, ptr %6, align 4
  %22 = icmp ult i32 %15, -15
  br i1 %22, label %23, label %26

23:                                               ; preds = %20
  %24 = sext i32 %15 to i64
  %25 = getelementptr inbounds i8, ptr %8, i64 %24
  br label %29

26:                                               ; preds = %20, %14
  %27 = phi i32 [ %21, %20 ], [ %15, %14 ]
  %28 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %28, ptr %2, align 8
  br label %29

29:                                               ; preds = %26, %23
  %30 = phi i32 [ %21, %23 ], [ %27, %26 ]
  %31 = phi ptr [ %18, %23 ], [ %28, %26 ]
  %32 = phi ptr [ %25, %23 ], [ %18, %26 ]
  %33 = load double, ptr %32, align 8
  %34 = fadd double %17, %33
  %35 = add nuw nsw i32 %16, 1
  %36 = icmp eq i32 %35, %0
  br i1 %36, label %10, label %14, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
define internal void @mixed(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.va_start(ptr nonnull %2)
  call void @llvm.va_copy(ptr nonnull %3, ptr nonnull %2)
  %4 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 3
  %5 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 1
  %6 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 4
  %7 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 2
  br label %8

8:                                                ; preds = %106, %1
  %9 = phi ptr [ %0, %1 ], [ %107, %106 ]
  %10 = load i8, ptr %9, align 1, !tbaa !12
  switch i8 %10, label %106 [
    i8 0, label %11
    i8 105, label %20
    i8 108, label %37
    i8 100, label %54
    i8 115, label %71
    i8 112, label %88
  ]

11:                                               ; preds = %8
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17) #7
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.__va_list, ptr %3, i64 0, i32 3
  %15 = getelementptr inbounds %struct.__va_list, ptr %3, i64 0, i32 1
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds %struct.__va_list, ptr %3, i64 0, i32 4
  %18 = load i32, ptr %14, align 8
  %19 = load i32, ptr %17, align 4
  br label %108

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 8
  %22 = icmp sgt i32 %21, -1
  br i1 %22, label %30, label %23

23:                                               ; preds = %20
  %24 = add nsw i32 %21, 8
  store i32 %24, ptr %4, align 8
  %25 = icmp ult i32 %21, -7
  br i1 %25, label %26, label %30

26:                                               ; preds = %23
  %27 = load ptr, ptr %5, align 8
  %28 = sext i32 %21 to i64
  %29 = getelementptr inbounds i8, ptr %27, i64 %28
  br label %33

30:                                               ; preds = %23, %20
  %31 = load ptr, ptr %2, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr %32, ptr %2, align 8
  br label %33

33:                                               ; preds = %30, %26
  %34 = phi ptr [ %29, %26 ], [ %31, %30 ]
  %35 = load i32, ptr %34, align 8
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %35) #7
  br label %106

37:                                               ; preds = %8
  %38 = load i32, ptr %4, align 8
  %39 = icmp sgt i32 %38, -1
  br i1 %39, label %47, label %40

40:                                               ; preds = %37
  %41 = add nsw i32 %38, 8
  store i32 %41, ptr %4, align 8
  %42 = icmp ult i32 %38, -7
  br i1 %42, label %43, label %47

43:                                               ; preds = %40
  %44 = load ptr, ptr %5, align 8
  %45 = sext i32 %38 to i64
  %46 = getelementptr inbounds i8, ptr %44, i64 %45
  br label %50

47:                                               ; preds = %40, %37
  %48 = load ptr, ptr %2, align 8
  %49 = getelementptr inbounds i8, ptr %48, i64 8
  store ptr %49, ptr %2, align 8
  br label %50

50:                                               ; preds = %47, %43
  %51 = phi ptr [ %46, %43 ], [ %48, %47 ]
  %52 = load i64, ptr %51, align 8
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i64 noundef %52) #7
  br label %106

54:                                               ; preds = %8
  %55 = load i32, ptr %6, align 4
  %56 = icmp sgt i32 %55, -1
  br i1 %56, label %64, label %57

57:                                               ; preds = %54
  %58 = add nsw i32 %55, 16
  store i32 %58, ptr %6, align 4
  %59 = icmp ult i32 %55, -15
  br i1 %59, label %60, label %64

60:                                               ; preds = %57
  %61 = load ptr, ptr %7, align 8
  %62 = sext i32 %55 to i64
  %63 = getelementptr inbounds i8, ptr %61, i64 %62
  br label %67

64:                                               ; preds = %57, %54
  %65 = load ptr, ptr %2, align 8
  %66 = getelementptr inbounds i8, ptr %65, i64 8
  store ptr %66, ptr %2, align 8
  br label %67

67:                                               ; preds = %64, %60
  %68 = phi ptr [ %63, %60 ], [ %65, %64 ]
  %69 = load double, ptr %68, align 8
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, double noundef %69) #7
  br label %106

71:                                               ; preds = %8
  %72 = load i32, ptr %4, align 8
  %73 = icmp sgt i32 %72, -1
  br i1 %73, label %81, label %74

74:                                               ; preds = %71
  %75 = add nsw i32 %72, 8
  store i32 %75, ptr %4, align 8
  %76 = icmp ult i32 %72, -7
  br i1 %76, label %77, label %81

77:                                               ; preds = %74
  %78 = load ptr, ptr %5, align 8
  %79 = sext i32 %72 to i64
  %80 = getelementptr inbounds i8, ptr %78, i64 %79
  br label %84

81:                                               ; preds = %74, %71
  %82 = load ptr, ptr %2, align 8
  %83 = getelementptr inbounds i8, ptr %82, i64 8
  store ptr %83, ptr %2, align 8
  br label %84

84:                                               ; preds = %81, %77
  %85 = phi ptr [ %80, %77 ], [ %82, %81 ]
  %86 = load ptr, ptr %85, align 8
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, ptr noundef %86) #7
  br label %106

88:                                               ; preds = %8
  %89 = load i32, ptr %4, align 8
  %90 = icmp sgt i32 %89, -1
  br i1 %90, label %98, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %89, 8
  store i32 %92, ptr %4, align 8
  %93 = icmp ult i32 %89, -7
  br i1 %93, label %94, label %98

94:                                               ; preds = %91
  %95 = load ptr, ptr %5, align 8
  %96 = sext i32 %89 to i64
  %97 = getelementptr inbounds i8, ptr %95, i64 %96
  br label %101

98:                                               ; preds = %91, %88
  %99 = load ptr, ptr %2, align 8
  %100 = getelementptr inbounds i8, ptr %99, i64 8
  store ptr %100, ptr %2, align 8
  br label %101

101:                                              ; preds = %98, %94
  %102 = phi ptr [ %97, %94 ], [ %99, %98 ]
  %103 = load ptr, ptr %102, align 8
  %104 = load i32, ptr %103, align 4, !tbaa !5
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, i32 noundef %104) #7
  br label %106

106:                                              ; preds = %8, %33, %50, %67, %84, %101
  %107 = getelementptr inbounds i8, ptr %9, i64 1
  br label %8, !llvm.loop !13

108:                                              ; preds = %185, %11
  %109 = phi i32 [ %19, %11 ], [ %186, %185 ]
  %110 = phi i32 [ %18, %11 ], [ %187, %185 ]
  %111 = phi ptr [ %13, %11 ], [ %188, %185 ]
  %112 = phi i32 [ 0, %11 ], [ %189, %185 ]
  %113 = phi ptr [ %0, %11 ], [ %190, %185 ]
  %114 = load i8, ptr %113, align 1, !tbaa !12
  switch i8 %114, label %185 [
    i8 0, label %115
    i8 105, label %117
    i8 108, label %129
    i8 100, label %141
    i8 115, label %153
    i8 112, label %165
  ]

115:                                              ; preds = %108
  call void @llvm.va_end(ptr nonnull %3)
  call void @llvm.va_end(ptr nonnull %2)
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, i32 noundef %112) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret void

117:                                              ; preds = %108
  %118 = icmp sgt i32 %110, -1
  br i1 %118, label %122, label %119

119:                                              ; preds = %117
  %120 = add nsw i32 %110, 8
  store i32 %120, ptr %14, align 8
  %121 = icmp ult i32 %110, -7
  br i1 %121, label %125, label %122

122:                                              ; preds = %119, %117
  %123 = phi i32 [ %120, %119 ], [ %110, %117 ]
  %124 = getelementptr inbounds i8, ptr %111, i64 8
  store ptr %124, ptr %3, align 8
  br label %125

125:                                              ; preds = %119, %122
  %126 = phi i32 [ %120, %119 ], [ %123, %122 ]
  %127 = phi ptr [ %111, %119 ], [ %124, %122 ]
  %128 = add nsw i32 %112, 1
  br label %185

129:                                              ; preds = %108
  %130 = icmp sgt i32 %110, -1
  br i1 %130, label %134, label %131

131:                                              ; preds = %129
  %132 = add nsw i32 %110, 8
  store i32 %132, ptr %14, align 8
  %133 = icmp ult i32 %110, -7
  br i1 %133, label %137, label %134

134:                                              ; preds = %131, %129
  %135 = phi i32 [ %132, %131 ], [ %110, %129 ]
  %136 = getelementptr inbounds i8, ptr %111, i64 8
  store ptr %136, ptr %3, align 8
  br label %137

137:                                              ; preds = %131, %134
  %138 = phi i32 [ %132, %131 ], [ %135, %134 ]
  %139 = phi ptr [ %111, %131 ], [ %136, %134 ]
  %140 = add nsw i32 %112, 1
  br label %185

141:                                              ; preds = %108
  %142 = icmp sgt i32 %109, -1
  br i1 %142, label %146, label %143

143:                                              ; preds = %141
  %144 = add nsw i32 %109, 16
  store i32 %144, ptr %17, align 4
  %145 = icmp ult i32 %109, -15
  br i1 %145, label %149, label %146

146:                                              ; preds = %143, %141
  %147 = phi i32 [ %144, %143 ], [ %109, %141 ]
  %148 = getelementptr inbounds i8, ptr %111, i64 8
  store ptr %148, ptr %3, align 8
  br label %149

149:                                              ; preds = %143, %146
  %150 = phi i32 [ %144, %143 ], [ %147, %146 ]
  %151 = phi ptr [ %111, %143 ], [ %148, %146 ]
  %152 = add nsw i32 %112, 1
  br label %185

153:                                              ; preds = %108
  %154 = icmp sgt i32 %110, -1
  br i1 %154, label %158, label %155

155:                                              ; preds = %153
  %156 = add nsw i32 %110, 8
  store i32 %156, ptr %14, align 8
  %157 = icmp ult i32 %110, -7
  br i1 %157, label %161, label %158

158:                                              ; preds = %155, %153
  %159 = phi i32 [ %156, %155 ], [ %110, %153 ]
  %160 = getelementptr inbounds i8, ptr %111, i64 8
  store ptr %160, ptr %3, align 8
  br label %161

161:                                              ; preds = %155, %158
  %162 = phi i32 [ %156, %155 ], [ %159, %158 ]
  %163 = phi ptr [ %111, %155 ], [ %160, %158 ]
  %164 = add nsw i32 %112, 1
  br label %185

165:                                              ; preds = %108
  %166 = icmp sgt i32 %110, -1
  br i1 %166, label %173, label %167

167:                                              ; preds = %165
  %168 = add nsw i32 %110, 8
  store i32 %168, ptr %14, align 8
  %169 = icmp ult i32 %110, -7
  br i1 %169, label %170, label %173

170:                                              ; preds = %167
  %171 = sext i32 %110 to i64
  %172 = getelementptr inbounds i8, ptr %16, i64 %171
  br label %176

173:                                              ; preds = %167, %165
  %174 = phi i32 [ %168, %167 ], [ %110, %165 ]
  %175 = getelementptr inbounds i8, ptr %111, i64 8
  store ptr %175, ptr %3, align 8
  br label %176

176:                                              ; preds = %173, %170
  %177 = phi i32 [ %168, %170 ], [ %174, %173 ]
  %178 = phi ptr [ %111, %170 ], [ %175, %173 ]
  %179 = phi ptr [ %172, %170 ], [ %111, %173 ]
  %180 = load ptr, ptr %179, align 8
  %181 = load i32, ptr %180, align 4, !tbaa !5
  %182 = icmp sgt i32 %181, 0
  %183 = zext i1 %182 to i32
  %184 = add nsw i32 %112, %183
  br label %185

185:                                              ; preds = %108, %125, %137, %149, %161, %176
  %186 = phi i32 [ %109, %176 ], [ %109, %161 ], [ %150, %149 ], [ %109, %137 ], [ %109, %125 ], [ %109, %108 ]
  %187 = phi i32 [ %177, %176 ], [ %162, %161 ], [ %110, %149 ], [ %138, %137 ], [ %126, %125 ], [ %110, %108 ]
  %188 = phi ptr [ %178, %176 ], [ %163, %161 ], [ %151, %149 ], [ %139, %137 ], [ %127, %125 ], [ %111, %108 ]
  %189 = phi i32 [ %184, %176 ], [ %164, %161 ], [ %152, %149 ], [ %140, %137 ], [ %128, %125 ], [ %112, %108 ]
  %190 = getelementptr inbounds i8, ptr %113, i64 1
  br label %108, !llvm.loop !14
}

; Function Attrs: nounwind
define internal i32 @my_printf(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !15
  %4 = call i32 @vprintf(ptr noundef nonnull @.str.7, ptr noundef nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind
define internal i32 @with_struct(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start(ptr nonnull %2)
  %3 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 3
  %4 = load i32, ptr %3, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 1
  %7 = load ptr, ptr %6, align 8
  %8 = icmp sgt i32 %4, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 8
  store i32 %10, ptr %3, align 8
  %11 = icmp ult i32 %4, -7
  br i1 %11, label %17, label %12

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %13, ptr %2, align 8
  %14 = load i32, ptr %5, align 8, !tbaa.struct !18
  %15 = getelementptr inbounds i8, ptr %5, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa.struct !19
  br label %30

17:                                               ; preds = %9
  %18 = sext i32 %4 to i64
  %19 = getelementptr inbounds i8, ptr %7, i64 %18
  %20 = load i32, ptr %19, align 8, !tbaa.struct !18
  %21 = getelementptr inbounds i8, ptr %19, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa.struct !19
  %23 = icmp sgt i32 %4, -9
  br i1 %23, label %30, label %24

24:                                               ; preds = %17
  %25 = add nsw i32 %4, 16
  store i32 %25, ptr %3, align 8
  %26 = icmp ult i32 %10, -7
  br i1 %26, label %27, label %30

27:                                               ; preds = %24
  %28 = sext i32 %10 to i64
  %29 = getelementptr inbounds i8, ptr %7, i64 %28
  br label %35

30:                                               ; preds = %12, %24, %17
  %31 = phi i32 [ %16, %12 ], [ %22, %24 ], [ %22, %17 ]
  %32 = phi i32 [ %14, %12 ], [ %20, %24 ], [ %20, %17 ]
  %33 = phi ptr [ %13, %12 ], [ %5, %24 ], [ %5, %17 ]
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr %34, ptr %2, align 8
  br label %35

35:                                               ; preds = %30, %27
  %36 = phi i32 [ %22, %27 ], [ %31, %30 ]
  %37 = phi i32 [ %20, %27 ], [ %32, %30 ]
  %38 = phi ptr [ %29, %27 ], [ %33, %30 ]
  %39 = mul nsw i32 %36, %37
  %40 = load i32, ptr %38, align 8, !tbaa.struct !18
  %41 = getelementptr inbounds i8, ptr %38, i64 4
  %42 = load i32, ptr %41, align 4, !tbaa.struct !19
  %43 = mul nsw i32 %42, %40
  %44 = add nsw i32 %43, %39
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret i32 %44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #5

declare i32 @vprintf(ptr noundef, ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nobuiltin "no-builtins" }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = !{i64 0, i64 8, !16, i64 8, i64 8, !16, i64 16, i64 8, !16, i64 24, i64 4, !5, i64 28, i64 4, !5}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{i64 0, i64 4, !5, i64 4, i64 4, !5}
!19 = !{i64 0, i64 4, !5}
