; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
  %12 = call i32 (i32, ...) @with_struct(i32 poison, i64 12884901890, i64 21474836484) #5
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %12) #6
  %14 = call double (i32, ...) @avg(i32 noundef 1, double noundef 1.250000e+00) #5
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef %14) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind
define internal i32 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %32

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %7 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, -2
  br label %34

14:                                               ; preds = %59, %4
  %15 = phi i32 [ undef, %4 ], [ %64, %59 ]
  %16 = phi ptr [ %9, %4 ], [ %60, %59 ]
  %17 = phi i32 [ 0, %4 ], [ %64, %59 ]
  %18 = phi i32 [ %5, %4 ], [ %61, %59 ]
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %32, label %20

20:                                               ; preds = %14
  %21 = icmp ult i32 %18, 41
  br i1 %21, label %24, label %22

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8
  store ptr %23, ptr %6, align 8
  br label %28

24:                                               ; preds = %20
  %25 = zext i32 %18 to i64
  %26 = getelementptr i8, ptr %8, i64 %25
  %27 = add nuw nsw i32 %18, 8
  store i32 %27, ptr %2, align 16
  br label %28

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ]
  %30 = load i32, ptr %29, align 4
  %31 = add nsw i32 %30, %17
  br label %32

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %31, %28 ]
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i32 %33

34:                                               ; preds = %59, %12
  %35 = phi ptr [ %9, %12 ], [ %60, %59 ]
  %36 = phi i32 [ 0, %12 ], [ %64, %59 ]
  %37 = phi i32 [ %5, %12 ], [ %61, %59 ]
  %38 = phi i32 [ 0, %12 ], [ %65, %59 ]
  %39 = icmp ult i32 %37, 41
  br i1 %39, label %40, label %44

40:                                               ; preds = %34
  %41 = zext i32 %37 to i64
  %42 = getelementptr i8, ptr %8, i64 %41
  %43 = add nuw nsw i32 %37, 8
  store i32 %43, ptr %2, align 16
  br label %46

44:                                               ; preds = %34
  %45 = getelementptr i8, ptr %35, i64 8
  store ptr %45, ptr %6, align 8
  br label %46

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %35, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %35, %44 ]
  %50 = load i32, ptr %49, align 4
  %51 = add nsw i32 %50, %36
  %52 = icmp ult i32 %48, 41
  br i1 %52, label %55, label %53

53:                                               ; preds = %46
  %54 = getelementptr i8, ptr %47, i64 8
  store ptr %54, ptr %6, align 8
  br label %59

55:                                               ; preds = %46
  %56 = zext i32 %48 to i64
  %57 = getelementptr i8, ptr %8, i64 %56
  %58 = add nuw nsw i32 %48, 8
  store i32 %58, ptr %2, align 16
  br label %59

59:                                               ; preds = %55, %53
  %60 = phi ptr [ %47, %55 ], [ %54, %53 ]
  %61 = phi i32 [ %58, %55 ], [ %48, %53 ]
  %62 = phi ptr [ %57, %55 ], [ %47, %53 ]
  %63 = load i32, ptr %62, align 4
  %64 = add nsw i32 %63, %51
  %65 = add i32 %38, 2
  %66 = icmp eq i32 %65, %13
  br i1 %66, label %14, label %34, !llvm.loop !8
}

; Function Attrs: nofree nosync nounwind
define internal i64 @sum_ll(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %5 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ult i32 %3, 41
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8
  store ptr %10, ptr %4, align 8
  %11 = load i64, ptr %7, align 8
  br label %18

12:                                               ; preds = %1
  %13 = zext i32 %3 to i64
  %14 = getelementptr i8, ptr %6, i64 %13
  %15 = add nuw nsw i32 %3, 8
  store i32 %15, ptr %2, align 16
  %16 = load i64, ptr %14, align 8
  %17 = icmp ult i32 %3, 33
  br i1 %17, label %23, label %18

18:                                               ; preds = %12, %9
  %19 = phi i64 [ %11, %9 ], [ %16, %12 ]
  %20 = phi ptr [ %10, %9 ], [ %7, %12 ]
  %21 = getelementptr i8, ptr %20, i64 8
  store ptr %21, ptr %4, align 8
  %22 = load i64, ptr %20, align 8
  br label %29

23:                                               ; preds = %12
  %24 = zext i32 %15 to i64
  %25 = getelementptr i8, ptr %6, i64 %24
  %26 = add nuw nsw i32 %3, 16
  store i32 %26, ptr %2, align 16
  %27 = load i64, ptr %25, align 8
  %28 = icmp ult i32 %3, 25
  br i1 %28, label %35, label %29

29:                                               ; preds = %23, %18
  %30 = phi i64 [ %22, %18 ], [ %27, %23 ]
  %31 = phi ptr [ %21, %18 ], [ %7, %23 ]
  %32 = phi i64 [ %19, %18 ], [ %16, %23 ]
  %33 = getelementptr i8, ptr %31, i64 8
  store ptr %33, ptr %4, align 8
  %34 = load i64, ptr %31, align 8
  br label %41

35:                                               ; preds = %23
  %36 = zext i32 %26 to i64
  %37 = getelementptr i8, ptr %6, i64 %36
  %38 = add nuw nsw i32 %3, 24
  store i32 %38, ptr %2, align 16
  %39 = load i64, ptr %37, align 8
  %40 = icmp ult i32 %3, 17
  br i1 %40, label %47, label %41

41:                                               ; preds = %29, %35
  %42 = phi i64 [ %34, %29 ], [ %39, %35 ]
  %43 = phi ptr [ %33, %29 ], [ %7, %35 ]
  %44 = phi i64 [ %32, %29 ], [ %16, %35 ]
  %45 = phi i64 [ %30, %29 ], [ %27, %35 ]
  %46 = getelementptr i8, ptr %43, i64 8
  store ptr %46, ptr %4, align 8
  br label %51

47:                                               ; preds = %35
  %48 = zext i32 %38 to i64
  %49 = getelementptr i8, ptr %6, i64 %48
  %50 = add nuw nsw i32 %3, 32
  store i32 %50, ptr %2, align 16
  br label %51

51:                                               ; preds = %47, %41
  %52 = phi i64 [ %39, %47 ], [ %42, %41 ]
  %53 = phi i64 [ %16, %47 ], [ %44, %41 ]
  %54 = phi i64 [ %27, %47 ], [ %45, %41 ]
  %55 = phi ptr [ %49, %47 ], [ %43, %41 ]
  %56 = add nsw i64 %54, %53
  %57 = add nsw i64 %52, %56
  %58 = load i64, ptr %55, align 8
  %59 = add nsw i64 %58, %57
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i64 %59
}

; Function Attrs: nofree nosync nounwind
define internal double @avg(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %33

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 1
  %6 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %7 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %4
  %14 = and i32 %0, -2
  br label %37

15:                                               ; preds = %62, %4
  %16 = phi double [ undef, %4 ], [ %67, %62 ]
  %17 = phi ptr [ %10, %4 ], [ %63, %62 ]
  %18 = phi i32 [ %9, %4 ], [ %64, %62 ]
  %19 = phi double [ 0.000000e+00, %4 ], [ %67, %62 ]
  %20 = icmp eq i32 %11, 0
  br i1 %20, label %33, label %21

21:                                               ; preds = %15
  %22 = icmp ult i32 %18, 161
  br i1 %22, label %25, label %23

23:                                               ; preds = %21
  %24 = getelementptr i8, ptr %17, i64 8
  store ptr %24, ptr %6, align 8
  br label %29

25:                                               ; preds = %21
  %26 = zext i32 %18 to i64
  %27 = getelementptr i8, ptr %8, i64 %26
  %28 = add nuw nsw i32 %18, 16
  store i32 %28, ptr %5, align 4
  br label %29

29:                                               ; preds = %25, %23
  %30 = phi ptr [ %27, %25 ], [ %17, %23 ]
  %31 = load double, ptr %30, align 8
  %32 = fadd double %19, %31
  br label %33

33:                                               ; preds = %29, %15, %1
  %34 = phi double [ 0.000000e+00, %1 ], [ %16, %15 ], [ %32, %29 ]
  call void @llvm.va_end(ptr nonnull %2)
  %35 = sitofp i32 %0 to double
  %36 = fdiv double %34, %35
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret double %36

37:                                               ; preds = %62, %13
  %38 = phi ptr [ %10, %13 ], [ %63, %62 ]
  %39 = phi i32 [ %9, %13 ], [ %64, %62 ]
  %40 = phi double [ 0.000000e+00, %13 ], [ %67, %62 ]
  %41 = phi i32 [ 0, %13 ], [ %68, %62 ]
  %42 = icmp ult i32 %39, 161
  br i1 %42, label %43, label %47

43:                                               ; preds = %37
  %44 = zext i32 %39 to i64
  %45 = getelementptr i8, ptr %8, i64 %44
  %46 = add nuw nsw i32 %39, 16
  store i32 %46, ptr %5, align 4
  br label %49

47:                                               ; preds = %37
  %48 = getelementptr i8, ptr %38, i64 8
  store ptr %48, ptr %6, align 8
  br label %49

49:                                               ; preds = %47, %43
  %50 = phi ptr [ %38, %43 ], [ %48, %47 ]
  %51 = phi i32 [ %46, %43 ], [ %39, %47 ]
  %52 = phi ptr [ %45, %43 ], [ %38, %47 ]
  %53 = load double, ptr %52, align 8
  %54 = fadd double %40, %53
  %55 = icmp ult i32 %51, 161
  br i1 %55, label %58, label %56

56:                                               ; preds = %49
  %57 = getelementptr i8, ptr %50, i64 8
  store ptr %57, ptr %6, align 8
  br label %62

58:                                               ; preds = %49
  %59 = zext i32 %51 to i64
  %60 = getelementptr i8, ptr %8, i64 %59
  %61 = add nuw nsw i32 %51, 16
  store i32 %61, ptr %5, align 4
  br label %62

62:                                               ; preds = %58, %56
  %63 = phi ptr [ %50, %58 ], [ %57, %56 ]
  %64 = phi i32 [ %61, %58 ], [ %51, %56 ]
  %65 = phi ptr [ %60, %58 ], [ %50, %56 ]
  %66 = load double, ptr %65, align 8
  %67 = fadd double %54, %66
  %68 = add i32 %41, 2
  %69 = icmp eq i32 %68, %14
  br i1 %69, label %15, label %37, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
define internal void @mixed(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.va_start(ptr nonnull %2)
  call void @llvm.va_copy(ptr nonnull %3, ptr nonnull %2)
  %4 = load i8, ptr %0, align 1, !tbaa !11
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %10, label %6

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %8 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %9 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 1
  br label %22

10:                                               ; preds = %102, %1
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17) #6
  %12 = load i8, ptr %0, align 1, !tbaa !11
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %106, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %3, align 16
  %16 = getelementptr inbounds %struct.__va_list_tag, ptr %3, i64 0, i32 2
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %3, i64 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr inbounds %struct.__va_list_tag, ptr %3, i64 0, i32 1
  %20 = load ptr, ptr %16, align 8
  %21 = load i32, ptr %19, align 4
  br label %109

22:                                               ; preds = %6, %102
  %23 = phi i8 [ %4, %6 ], [ %104, %102 ]
  %24 = phi ptr [ %0, %6 ], [ %103, %102 ]
  %25 = sext i8 %23 to i32
  switch i32 %25, label %102 [
    i32 105, label %26
    i32 108, label %41
    i32 100, label %56
    i32 115, label %71
    i32 112, label %86
  ]

26:                                               ; preds = %22
  %27 = load i32, ptr %2, align 16
  %28 = icmp ult i32 %27, 41
  br i1 %28, label %29, label %34

29:                                               ; preds = %26
  %30 = load ptr, ptr %8, align 16
  %31 = zext i32 %27 to i64
  %32 = getelementptr i8, ptr %30, i64 %31
  %33 = add nuw nsw i32 %27, 8
  store i32 %33, ptr %2, align 16
  br label %37

34:                                               ; preds = %26
  %35 = load ptr, ptr %7, align 8
  %36 = getelementptr i8, ptr %35, i64 8
  store ptr %36, ptr %7, align 8
  br label %37

37:                                               ; preds = %34, %29
  %38 = phi ptr [ %32, %29 ], [ %35, %34 ]
  %39 = load i32, ptr %38, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %39) #6
  br label %102

41:                                               ; preds = %22
  %42 = load i32, ptr %2, align 16
  %43 = icmp ult i32 %42, 41
  br i1 %43, label %44, label %49

44:                                               ; preds = %41
  %45 = load ptr, ptr %8, align 16
  %46 = zext i32 %42 to i64
  %47 = getelementptr i8, ptr %45, i64 %46
  %48 = add nuw nsw i32 %42, 8
  store i32 %48, ptr %2, align 16
  br label %52

49:                                               ; preds = %41
  %50 = load ptr, ptr %7, align 8
  %51 = getelementptr i8, ptr %50, i64 8
  store ptr %51, ptr %7, align 8
  br label %52

52:                                               ; preds = %49, %44
  %53 = phi ptr [ %47, %44 ], [ %50, %49 ]
  %54 = load i64, ptr %53, align 8
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i64 noundef %54) #6
  br label %102

56:                                               ; preds = %22
  %57 = load i32, ptr %9, align 4
  %58 = icmp ult i32 %57, 161
  br i1 %58, label %59, label %64

59:                                               ; preds = %56
  %60 = load ptr, ptr %8, align 16
  %61 = zext i32 %57 to i64
  %62 = getelementptr i8, ptr %60, i64 %61
  %63 = add nuw nsw i32 %57, 16
  store i32 %63, ptr %9, align 4
  br label %67

64:                                               ; preds = %56
  %65 = load ptr, ptr %7, align 8
  %66 = getelementptr i8, ptr %65, i64 8
  store ptr %66, ptr %7, align 8
  br label %67

67:                                               ; preds = %64, %59
  %68 = phi ptr [ %62, %59 ], [ %65, %64 ]
  %69 = load double, ptr %68, align 8
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, double noundef %69) #6
  br label %102

71:                                               ; preds = %22
  %72 = load i32, ptr %2, align 16
  %73 = icmp ult i32 %72, 41
  br i1 %73, label %74, label %79

74:                                               ; preds = %71
  %75 = load ptr, ptr %8, align 16
  %76 = zext i32 %72 to i64
  %77 = getelementptr i8, ptr %75, i64 %76
  %78 = add nuw nsw i32 %72, 8
  store i32 %78, ptr %2, align 16
  br label %82

79:                                               ; preds = %71
  %80 = load ptr, ptr %7, align 8
  %81 = getelementptr i8, ptr %80, i64 8
  store ptr %81, ptr %7, align 8
  br label %82

82:                                               ; preds = %79, %74
  %83 = phi ptr [ %77, %74 ], [ %80, %79 ]
  %84 = load ptr, ptr %83, align 8
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, ptr noundef %84) #6
  br label %102

86:                                               ; preds = %22
  %87 = load i32, ptr %2, align 16
  %88 = icmp ult i32 %87, 41
  br i1 %88, label %89, label %94

89:                                               ; preds = %86
  %90 = load ptr, ptr %8, align 16
  %91 = zext i32 %87 to i64
  %92 = getelementptr i8, ptr %90, i64 %91
  %93 = add nuw nsw i32 %87, 8
  store i32 %93, ptr %2, align 16
  br label %97

94:                                               ; preds = %86
  %95 = load ptr, ptr %7, align 8
  %96 = getelementptr i8, ptr %95, i64 8
  store ptr %96, ptr %7, align 8
  br label %97

97:                                               ; preds = %94, %89
  %98 = phi ptr [ %92, %89 ], [ %95, %94 ]
  %99 = load ptr, ptr %98, align 8
  %100 = load i32, ptr %99, align 4, !tbaa !4
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, i32 noundef %100) #6
  br label %102

102:                                              ; preds = %37, %52, %67, %82, %97, %22
  %103 = getelementptr inbounds i8, ptr %24, i64 1
  %104 = load i8, ptr %103, align 1, !tbaa !11
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %10, label %22, !llvm.loop !12

106:                                              ; preds = %174, %10
  %107 = phi i32 [ 0, %10 ], [ %178, %174 ]
  call void @llvm.va_end(ptr nonnull %3)
  call void @llvm.va_end(ptr nonnull %2)
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, i32 noundef %107) #6
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret void

109:                                              ; preds = %14, %174
  %110 = phi i32 [ %21, %14 ], [ %175, %174 ]
  %111 = phi ptr [ %20, %14 ], [ %176, %174 ]
  %112 = phi i8 [ %12, %14 ], [ %180, %174 ]
  %113 = phi ptr [ %0, %14 ], [ %179, %174 ]
  %114 = phi i32 [ 0, %14 ], [ %178, %174 ]
  %115 = phi i32 [ %15, %14 ], [ %177, %174 ]
  %116 = sext i8 %112 to i32
  switch i32 %116, label %174 [
    i32 105, label %117
    i32 108, label %127
    i32 100, label %137
    i32 115, label %147
    i32 112, label %157
  ]

117:                                              ; preds = %109
  %118 = icmp ult i32 %115, 41
  br i1 %118, label %119, label %121

119:                                              ; preds = %117
  %120 = add nuw nsw i32 %115, 8
  store i32 %120, ptr %3, align 16
  br label %123

121:                                              ; preds = %117
  %122 = getelementptr i8, ptr %111, i64 8
  store ptr %122, ptr %16, align 8
  br label %123

123:                                              ; preds = %121, %119
  %124 = phi ptr [ %122, %121 ], [ %111, %119 ]
  %125 = phi i32 [ %115, %121 ], [ %120, %119 ]
  %126 = add nsw i32 %114, 1
  br label %174

127:                                              ; preds = %109
  %128 = icmp ult i32 %115, 41
  br i1 %128, label %129, label %131

129:                                              ; preds = %127
  %130 = add nuw nsw i32 %115, 8
  store i32 %130, ptr %3, align 16
  br label %133

131:                                              ; preds = %127
  %132 = getelementptr i8, ptr %111, i64 8
  store ptr %132, ptr %16, align 8
  br label %133

133:                                              ; preds = %131, %129
  %134 = phi ptr [ %132, %131 ], [ %111, %129 ]
  %135 = phi i32 [ %115, %131 ], [ %130, %129 ]
  %136 = add nsw i32 %114, 1
  br label %174

137:                                              ; preds = %109
  %138 = icmp ult i32 %110, 161
  br i1 %138, label %139, label %141

139:                                              ; preds = %137
  %140 = add nuw nsw i32 %110, 16
  store i32 %140, ptr %19, align 4
  br label %143

141:                                              ; preds = %137
  %142 = getelementptr i8, ptr %111, i64 8
  store ptr %142, ptr %16, align 8
  br label %143

143:                                              ; preds = %141, %139
  %144 = phi i32 [ %110, %141 ], [ %140, %139 ]
  %145 = phi ptr [ %142, %141 ], [ %111, %139 ]
  %146 = add nsw i32 %114, 1
  br label %174

147:                                              ; preds = %109
  %148 = icmp ult i32 %115, 41
  br i1 %148, label %149, label %151

149:                                              ; preds = %147
  %150 = add nuw nsw i32 %115, 8
  store i32 %150, ptr %3, align 16
  br label %153

151:                                              ; preds = %147
  %152 = getelementptr i8, ptr %111, i64 8
  store ptr %152, ptr %16, align 8
  br label %153

153:                                              ; preds = %151, %149
  %154 = phi ptr [ %152, %151 ], [ %111, %149 ]
  %155 = phi i32 [ %115, %151 ], [ %150, %149 ]
  %156 = add nsw i32 %114, 1
  br label %174

157:                                              ; preds = %109
  %158 = icmp ult i32 %115, 41
  br i1 %158, label %159, label %163

159:                                              ; preds = %157
  %160 = zext i32 %115 to i64
  %161 = getelementptr i8, ptr %18, i64 %160
  %162 = add nuw nsw i32 %115, 8
  store i32 %162, ptr %3, align 16
  br label %165

163:                                              ; preds = %157
  %164 = getelementptr i8, ptr %111, i64 8
  store ptr %164, ptr %16, align 8
  br label %165

165:                                              ; preds = %163, %159
  %166 = phi ptr [ %111, %159 ], [ %164, %163 ]
  %167 = phi i32 [ %162, %159 ], [ %115, %163 ]
  %168 = phi ptr [ %161, %159 ], [ %111, %163 ]
  %169 = load ptr, ptr %168, align 8
  %170 = load i32, ptr %169, align 4, !tbaa !4
  %171 = icmp sgt i32 %170, 0
  %172 = zext i1 %171 to i32
  %173 = add nsw i32 %114, %172
  br label %174

174:                                              ; preds = %123, %133, %143, %153, %165, %109
  %175 = phi i32 [ %110, %109 ], [ %110, %165 ], [ %110, %153 ], [ %144, %143 ], [ %110, %133 ], [ %110, %123 ]
  %176 = phi ptr [ %111, %109 ], [ %166, %165 ], [ %154, %153 ], [ %145, %143 ], [ %134, %133 ], [ %124, %123 ]
  %177 = phi i32 [ %115, %109 ], [ %167, %165 ], [ %155, %153 ], [ %115, %143 ], [ %135, %133 ], [ %125, %123 ]
  %178 = phi i32 [ %114, %109 ], [ %173, %165 ], [ %156, %153 ], [ %146, %143 ], [ %136, %133 ], [ %126, %123 ]
  %179 = getelementptr inbounds i8, ptr %113, i64 1
  %180 = load i8, ptr %179, align 1, !tbaa !11
  %181 = icmp eq i8 %180, 0
  br i1 %181, label %106, label %109, !llvm.loop !13
}

; Function Attrs: nounwind
define internal i32 @my_printf(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = call i32 @vprintf(ptr noundef nonnull @.str.7, ptr noundef nonnull %2) #6
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i32 %3
}

; Function Attrs: nofree nosync nounwind
define internal i32 @with_struct(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %5 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ult i32 %3, 41
  br i1 %8, label %14, label %9

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8
  store ptr %10, ptr %4, align 8
  %11 = load i32, ptr %7, align 4, !tbaa.struct !14
  %12 = getelementptr inbounds i8, ptr %7, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa.struct !15
  br label %22

14:                                               ; preds = %1
  %15 = zext i32 %3 to i64
  %16 = getelementptr i8, ptr %6, i64 %15
  %17 = add nuw nsw i32 %3, 8
  store i32 %17, ptr %2, align 16
  %18 = load i32, ptr %16, align 4, !tbaa.struct !14
  %19 = getelementptr inbounds i8, ptr %16, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa.struct !15
  %21 = icmp ult i32 %3, 33
  br i1 %21, label %27, label %22

22:                                               ; preds = %9, %14
  %23 = phi i32 [ %13, %9 ], [ %20, %14 ]
  %24 = phi i32 [ %11, %9 ], [ %18, %14 ]
  %25 = phi ptr [ %10, %9 ], [ %7, %14 ]
  %26 = getelementptr i8, ptr %25, i64 8
  store ptr %26, ptr %4, align 8
  br label %31

27:                                               ; preds = %14
  %28 = zext i32 %17 to i64
  %29 = getelementptr i8, ptr %6, i64 %28
  %30 = add nuw nsw i32 %3, 16
  store i32 %30, ptr %2, align 16
  br label %31

31:                                               ; preds = %27, %22
  %32 = phi i32 [ %20, %27 ], [ %23, %22 ]
  %33 = phi i32 [ %18, %27 ], [ %24, %22 ]
  %34 = phi ptr [ %29, %27 ], [ %25, %22 ]
  %35 = mul nsw i32 %32, %33
  %36 = load i32, ptr %34, align 4, !tbaa.struct !14
  %37 = getelementptr inbounds i8, ptr %34, i64 4
  %38 = load i32, ptr %37, align 4, !tbaa.struct !15
  %39 = mul nsw i32 %38, %36
  %40 = add nsw i32 %39, %35
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i32 %40
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

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!14 = !{i64 0, i64 4, !4, i64 4, i64 4, !4}
!15 = !{i64 0, i64 4, !4}
