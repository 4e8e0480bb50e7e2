; ModuleID = 'tests/programs/struct_ptr.c'
source_filename = "tests/programs/struct_ptr.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.point3 = type { i16, i16, i16 }
%struct.bank = type { [3 x %struct.account], i32 }
%struct.account = type { [16 x i8], i64, [4 x i32], i32 }

@.str = private unnamed_addr constant [4 x i8] c"ann\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"ben\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@__const.main.names = private unnamed_addr constant [3 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2], align 4
@.str.3 = private unnamed_addr constant [7 x i8] c"t1 %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"t2 %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"t3 %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"%s %lld [\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"]\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"richest %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [21 x i8] c"copy %lld orig %lld\0A\00", align 1
@__const.main.pts = private unnamed_addr constant [3 x %struct.point3] [%struct.point3 { i16 1, i16 2, i16 3 }, %struct.point3 { i16 -4, i16 5, i16 -6 }, %struct.point3 { i16 100, i16 200, i16 300 }], align 2
@.str.11 = private unnamed_addr constant [12 x i8] c"(%d,%d,%d) \00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"via ** %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %struct.bank, align 8
  %2 = alloca [3 x ptr], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.bank, align 8
  %8 = alloca [3 x %struct.point3], align 2
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 4
  %11 = alloca ptr, align 4
  %12 = call ptr @memset(ptr noundef %1, i32 noundef 0, i32 noundef 152) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.names, i32 12, i1 false)
  store i32 0, ptr %3, align 4
  br label %13

13:                                               ; preds = %34, %0
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %14, 3
  br i1 %15, label %16, label %37

16:                                               ; preds = %13
  %17 = getelementptr inbounds %struct.bank, ptr %1, i32 0, i32 0
  %18 = load i32, ptr %3, align 4
  %19 = getelementptr inbounds [3 x %struct.account], ptr %17, i32 0, i32 %18
  %20 = getelementptr inbounds %struct.account, ptr %19, i32 0, i32 0
  %21 = getelementptr inbounds [16 x i8], ptr %20, i32 0, i32 0
  %22 = load i32, ptr %3, align 4
  %23 = getelementptr inbounds [3 x ptr], ptr %2, i32 0, i32 %22
  %24 = load ptr, ptr %23, align 4
  %25 = call ptr @strcpy(ptr noundef %21, ptr noundef %24) #3
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  %28 = mul nsw i32 100, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.bank, ptr %1, i32 0, i32 0
  %31 = load i32, ptr %3, align 4
  %32 = getelementptr inbounds [3 x %struct.account], ptr %30, i32 0, i32 %31
  %33 = getelementptr inbounds %struct.account, ptr %32, i32 0, i32 1
  store i64 %29, ptr %33, align 8
  br label %34

34:                                               ; preds = %16
  %35 = load i32, ptr %3, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %3, align 4
  br label %13, !llvm.loop !5

37:                                               ; preds = %13
  %38 = getelementptr inbounds %struct.bank, ptr %1, i32 0, i32 1
  store i32 3, ptr %38, align 8
  %39 = call i32 @transfer(ptr noundef %1, i32 noundef 0, i32 noundef 1, i32 noundef 50) #3
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %39) #3
  %41 = call i32 @transfer(ptr noundef %1, i32 noundef 0, i32 noundef 2, i32 noundef 80) #3
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %41) #3
  %43 = call i32 @transfer(ptr noundef %1, i32 noundef 2, i32 noundef 0, i32 noundef 250) #3
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %43) #3
  store i32 0, ptr %4, align 4
  br label %45

45:                                               ; preds = %82, %37
  %46 = load i32, ptr %4, align 4
  %47 = icmp slt i32 %46, 3
  br i1 %47, label %48, label %85

48:                                               ; preds = %45
  %49 = getelementptr inbounds %struct.bank, ptr %1, i32 0, i32 0
  %50 = load i32, ptr %4, align 4
  %51 = getelementptr inbounds [3 x %struct.account], ptr %49, i32 0, i32 %50
  store ptr %51, ptr %5, align 4
  %52 = load ptr, ptr %5, align 4
  %53 = getelementptr inbounds %struct.account, ptr %52, i32 0, i32 0
  %54 = getelementptr inbounds [16 x i8], ptr %53, i32 0, i32 0
  %55 = load ptr, ptr %5, align 4
  %56 = getelementptr inbounds %struct.account, ptr %55, i32 0, i32 1
  %57 = load i64, ptr %56, align 8
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %54, i64 noundef %57) #3
  store i32 0, ptr %6, align 4
  br label %59

59:                                               ; preds = %77, %48
  %60 = load i32, ptr %6, align 4
  %61 = load ptr, ptr %5, align 4
  %62 = getelementptr inbounds %struct.account, ptr %61, i32 0, i32 3
  %63 = load i32, ptr %62, align 8
  %64 = icmp slt i32 %60, %63
  br i1 %64, label %65, label %68

65:                                               ; preds = %59
  %66 = load i32, ptr %6, align 4
  %67 = icmp slt i32 %66, 4
  br label %68

68:                                               ; preds = %65, %59
  %69 = phi i1 [ false, %59 ], [ %67, %65 ]
  br i1 %69, label %70, label %80

70:                                               ; preds = %68
  %71 = load ptr, ptr %5, align 4
  %72 = getelementptr inbounds %struct.account, ptr %71, i32 0, i32 2
  %73 = load i32, ptr %6, align 4
  %74 = getelementptr inbounds [4 x i32], ptr %72, i32 0, i32 %73
  %75 = load i32, ptr %74, align 4
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %75) #3
  br label %77

77:                                               ; preds = %70
  %78 = load i32, ptr %6, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %6, align 4
  br label %59, !llvm.loop !7

80:                                               ; preds = %68
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.8) #3
  br label %82

82:                                               ; preds = %80
  %83 = load i32, ptr %4, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %4, align 4
  br label %45, !llvm.loop !8

85:                                               ; preds = %45
  %86 = call ptr @richest(ptr noundef %1) #3
  %87 = getelementptr inbounds %struct.account, ptr %86, i32 0, i32 0
  %88 = getelementptr inbounds [16 x i8], ptr %87, i32 0, i32 0
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %88) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %7, ptr align 8 %1, i32 152, i1 false)
  %90 = getelementptr inbounds %struct.bank, ptr %7, i32 0, i32 0
  %91 = getelementptr inbounds [3 x %struct.account], ptr %90, i32 0, i32 1
  call void @deposit(ptr noundef %91, i32 noundef 1000) #3
  %92 = getelementptr inbounds %struct.bank, ptr %7, i32 0, i32 0
  %93 = getelementptr inbounds [3 x %struct.account], ptr %92, i32 0, i32 1
  %94 = getelementptr inbounds %struct.account, ptr %93, i32 0, i32 1
  %95 = load i64, ptr %94, align 8
  %96 = getelementptr inbounds %struct.bank, ptr %1, i32 0, i32 0
  %97 = getelementptr inbounds [3 x %struct.account], ptr %96, i32 0, i32 1
  %98 = getelementptr inbounds %struct.account, ptr %97, i32 0, i32 1
  %99 = load i64, ptr %98, align 8
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %95, i64 noundef %99) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %8, ptr align 2 @__const.main.pts, i32 18, i1 false)
  %101 = getelementptr inbounds [3 x %struct.point3], ptr %8, i32 0, i32 0
  call void @scale(ptr noundef %101, i32 noundef 3, i32 noundef 3) #3
  store i32 0, ptr %9, align 4
  br label %102

102:                                              ; preds = %122, %85
  %103 = load i32, ptr %9, align 4
  %104 = icmp slt i32 %103, 3
  br i1 %104, label %105, label %125

105:                                              ; preds = %102
  %106 = load i32, ptr %9, align 4
  %107 = getelementptr inbounds [3 x %struct.point3], ptr %8, i32 0, i32 %106
  %108 = getelementptr inbounds %struct.point3, ptr %107, i32 0, i32 0
  %109 = load i16, ptr %108, align 2
  %110 = sext i16 %109 to i32
  %111 = load i32, ptr %9, align 4
  %112 = getelementptr inbounds [3 x %struct.point3], ptr %8, i32 0, i32 %111
  %113 = getelementptr inbounds %struct.point3, ptr %112, i32 0, i32 1
  %114 = load i16, ptr %113, align 2
  %115 = sext i16 %114 to i32
  %116 = load i32, ptr %9, align 4
  %117 = getelementptr inbounds [3 x %struct.point3], ptr %8, i32 0, i32 %116
  %118 = getelementptr inbounds %struct.point3, ptr %117, i32 0, i32 2
  %119 = load i16, ptr %118, align 2
  %120 = sext i16 %119 to i32
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %110, i32 noundef %115, i32 noundef %120) #3
  br label %122

122:                                              ; preds = %105
  %123 = load i32, ptr %9, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %9, align 4
  br label %102, !llvm.loop !9

125:                                              ; preds = %102
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.12) #3
  %127 = getelementptr inbounds [3 x %struct.point3], ptr %8, i32 0, i32 1
  store ptr %127, ptr %10, align 4
  store ptr %10, ptr %11, align 4
  %128 = load ptr, ptr %11, align 4
  %129 = load ptr, ptr %128, align 4
  %130 = getelementptr inbounds %struct.point3, ptr %129, i32 0, i32 2
  store i16 7, ptr %130, align 2
  %131 = getelementptr inbounds [3 x %struct.point3], ptr %8, i32 0, i32 1
  %132 = getelementptr inbounds %struct.point3, ptr %131, i32 0, i32 2
  %133 = load i16, ptr %132, align 2
  %134 = sext i16 %133 to i32
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %134) #3
  ret i32 0
}

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

declare ptr @strcpy(ptr noundef, ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @transfer(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %10 = load ptr, ptr %6, align 4
  %11 = getelementptr inbounds %struct.bank, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %7, align 4
  %13 = getelementptr inbounds [3 x %struct.account], ptr %11, i32 0, i32 %12
  %14 = getelementptr inbounds %struct.account, ptr %13, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = load i32, ptr %9, align 4
  %17 = sext i32 %16 to i64
  %18 = icmp slt i64 %15, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %4
  store i32 0, ptr %5, align 4
  br label %32

20:                                               ; preds = %4
  %21 = load ptr, ptr %6, align 4
  %22 = getelementptr inbounds %struct.bank, ptr %21, i32 0, i32 0
  %23 = load i32, ptr %7, align 4
  %24 = getelementptr inbounds [3 x %struct.account], ptr %22, i32 0, i32 %23
  %25 = load i32, ptr %9, align 4
  %26 = sub nsw i32 0, %25
  call void @deposit(ptr noundef %24, i32 noundef %26) #3
  %27 = load ptr, ptr %6, align 4
  %28 = getelementptr inbounds %struct.bank, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %8, align 4
  %30 = getelementptr inbounds [3 x %struct.account], ptr %28, i32 0, i32 %29
  %31 = load i32, ptr %9, align 4
  call void @deposit(ptr noundef %30, i32 noundef %31) #3
  store i32 1, ptr %5, align 4
  br label %32

32:                                               ; preds = %20, %19
  %33 = load i32, ptr %5, align 4
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone
define internal ptr @richest(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = getelementptr inbounds %struct.bank, ptr %5, i32 0, i32 0
  %7 = getelementptr inbounds [3 x %struct.account], ptr %6, i32 0, i32 0
  store ptr %7, ptr %3, align 4
  store i32 1, ptr %4, align 4
  br label %8

8:                                                ; preds = %31, %1
  %9 = load i32, ptr %4, align 4
  %10 = load ptr, ptr %2, align 4
  %11 = getelementptr inbounds %struct.bank, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 8
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %34

14:                                               ; preds = %8
  %15 = load ptr, ptr %2, align 4
  %16 = getelementptr inbounds %struct.bank, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = getelementptr inbounds [3 x %struct.account], ptr %16, i32 0, i32 %17
  %19 = getelementptr inbounds %struct.account, ptr %18, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = load ptr, ptr %3, align 4
  %22 = getelementptr inbounds %struct.account, ptr %21, i32 0, i32 1
  %23 = load i64, ptr %22, align 8
  %24 = icmp sgt i64 %20, %23
  br i1 %24, label %25, label %30

25:                                               ; preds = %14
  %26 = load ptr, ptr %2, align 4
  %27 = getelementptr inbounds %struct.bank, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %4, align 4
  %29 = getelementptr inbounds [3 x %struct.account], ptr %27, i32 0, i32 %28
  store ptr %29, ptr %3, align 4
  br label %30

30:                                               ; preds = %25, %14
  br label %31

31:                                               ; preds = %30
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %4, align 4
  br label %8, !llvm.loop !10

34:                                               ; preds = %8
  %35 = load ptr, ptr %3, align 4
  ret ptr %35
}

; Function Attrs: noinline nounwind optnone
define internal void @deposit(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = sext i32 %5 to i64
  %7 = load ptr, ptr %3, align 4
  %8 = getelementptr inbounds %struct.account, ptr %7, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = add nsw i64 %9, %6
  store i64 %10, ptr %8, align 8
  %11 = load i32, ptr %4, align 4
  %12 = load ptr, ptr %3, align 4
  %13 = getelementptr inbounds %struct.account, ptr %12, i32 0, i32 2
  %14 = load ptr, ptr %3, align 4
  %15 = getelementptr inbounds %struct.account, ptr %14, i32 0, i32 3
  %16 = load i32, ptr %15, align 8
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %15, align 8
  %18 = srem i32 %16, 4
  %19 = getelementptr inbounds [4 x i32], ptr %13, i32 0, i32 %18
  store i32 %11, ptr %19, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @scale(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 4
  store ptr %8, ptr %7, align 4
  br label %9

9:                                                ; preds = %43, %3
  %10 = load ptr, ptr %7, align 4
  %11 = load ptr, ptr %4, align 4
  %12 = load i32, ptr %5, align 4
  %13 = getelementptr inbounds %struct.point3, ptr %11, i32 %12
  %14 = icmp ult ptr %10, %13
  br i1 %14, label %15, label %46

15:                                               ; preds = %9
  %16 = load ptr, ptr %7, align 4
  %17 = getelementptr inbounds %struct.point3, ptr %16, i32 0, i32 0
  %18 = load i16, ptr %17, align 2
  %19 = sext i16 %18 to i32
  %20 = load i32, ptr %6, align 4
  %21 = mul nsw i32 %19, %20
  %22 = trunc i32 %21 to i16
  %23 = load ptr, ptr %7, align 4
  %24 = getelementptr inbounds %struct.point3, ptr %23, i32 0, i32 0
  store i16 %22, ptr %24, align 2
  %25 = load ptr, ptr %7, align 4
  %26 = getelementptr inbounds %struct.point3, ptr %25, i32 0, i32 1
  %27 = load i16, ptr %26, align 2
  %28 = sext i16 %27 to i32
  %29 = load i32, ptr %6, align 4
  %30 = mul nsw i32 %28, %29
  %31 = trunc i32 %30 to i16
  %32 = load ptr, ptr %7, align 4
  %33 = getelementptr inbounds %struct.point3, ptr %32, i32 0, i32 1
  store i16 %31, ptr %33, align 2
  %34 = load ptr, ptr %7, align 4
  %35 = getelementptr inbounds %struct.point3, ptr %34, i32 0, i32 2
  %36 = load i16, ptr %35, align 2
  %37 = sext i16 %36 to i32
  %38 = load i32, ptr %6, align 4
  %39 = mul nsw i32 %37, %38
  %40 = trunc i32 %39 to i16
  %41 = load ptr, ptr %7, align 4
  %42 = getelementptr inbounds %struct.point3, ptr %41, i32 0, i32 2
  store i16 %40, ptr %42, align 2
  br label %43

43:                                               ; preds = %15
  %44 = load ptr, ptr %7, align 4
  %45 = getelementptr inbounds %struct.point3, ptr %44, i32 1
  store ptr %45, ptr %7, align 4
  br label %9, !llvm.loop !11

46:                                               ; preds = %9
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
