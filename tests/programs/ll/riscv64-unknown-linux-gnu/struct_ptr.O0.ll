; ModuleID = 'tests/programs/struct_ptr.c'
source_filename = "tests/programs/struct_ptr.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.point3 = type { i16, i16, i16 }
%struct.bank = type { [3 x %struct.account], i32 }
%struct.account = type { [16 x i8], i64, [4 x i32], i32 }

@.str = private unnamed_addr constant [4 x i8] c"ann\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"ben\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@__const.main.names = private unnamed_addr constant [3 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2], align 8
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
define dso_local signext i32 @main() #0 {
  %1 = alloca %struct.bank, align 8
  %2 = alloca [3 x ptr], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.bank, align 8
  %8 = alloca [3 x %struct.point3], align 2
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = call ptr @memset(ptr noundef %1, i32 noundef signext 0, i64 noundef 152) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.names, i64 24, i1 false)
  store i32 0, ptr %3, align 4
  br label %13

13:                                               ; preds = %37, %0
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %14, 3
  br i1 %15, label %16, label %40

16:                                               ; preds = %13
  %17 = getelementptr inbounds %struct.bank, ptr %1, i32 0, i32 0
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [3 x %struct.account], ptr %17, i64 0, i64 %19
  %21 = getelementptr inbounds %struct.account, ptr %20, i32 0, i32 0
  %22 = getelementptr inbounds [16 x i8], ptr %21, i64 0, i64 0
  %23 = load i32, ptr %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [3 x ptr], ptr %2, i64 0, i64 %24
  %26 = load ptr, ptr %25, align 8
  %27 = call ptr @strcpy(ptr noundef %22, ptr noundef %26) #3
  %28 = load i32, ptr %3, align 4
  %29 = add nsw i32 %28, 1
  %30 = mul nsw i32 100, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds %struct.bank, ptr %1, i32 0, i32 0
  %33 = load i32, ptr %3, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [3 x %struct.account], ptr %32, i64 0, i64 %34
  %36 = getelementptr inbounds %struct.account, ptr %35, i32 0, i32 1
  store i64 %31, ptr %36, align 8
  br label %37

37:                                               ; preds = %16
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %3, align 4
  br label %13, !llvm.loop !7

40:                                               ; preds = %13
  %41 = getelementptr inbounds %struct.bank, ptr %1, i32 0, i32 1
  store i32 3, ptr %41, align 8
  %42 = call signext i32 @transfer(ptr noundef %1, i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext 50) #3
  %43 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %42) #3
  %44 = call signext i32 @transfer(ptr noundef %1, i32 noundef signext 0, i32 noundef signext 2, i32 noundef signext 80) #3
  %45 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %44) #3
  %46 = call signext i32 @transfer(ptr noundef %1, i32 noundef signext 2, i32 noundef signext 0, i32 noundef signext 250) #3
  %47 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %46) #3
  store i32 0, ptr %4, align 4
  br label %48

48:                                               ; preds = %87, %40
  %49 = load i32, ptr %4, align 4
  %50 = icmp slt i32 %49, 3
  br i1 %50, label %51, label %90

51:                                               ; preds = %48
  %52 = getelementptr inbounds %struct.bank, ptr %1, i32 0, i32 0
  %53 = load i32, ptr %4, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [3 x %struct.account], ptr %52, i64 0, i64 %54
  store ptr %55, ptr %5, align 8
  %56 = load ptr, ptr %5, align 8
  %57 = getelementptr inbounds %struct.account, ptr %56, i32 0, i32 0
  %58 = getelementptr inbounds [16 x i8], ptr %57, i64 0, i64 0
  %59 = load ptr, ptr %5, align 8
  %60 = getelementptr inbounds %struct.account, ptr %59, i32 0, i32 1
  %61 = load i64, ptr %60, align 8
  %62 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %58, i64 noundef %61) #3
  store i32 0, ptr %6, align 4
  br label %63

63:                                               ; preds = %82, %51
  %64 = load i32, ptr %6, align 4
  %65 = load ptr, ptr %5, align 8
  %66 = getelementptr inbounds %struct.account, ptr %65, i32 0, i32 3
  %67 = load i32, ptr %66, align 8
  %68 = icmp slt i32 %64, %67
  br i1 %68, label %69, label %72

69:                                               ; preds = %63
  %70 = load i32, ptr %6, align 4
  %71 = icmp slt i32 %70, 4
  br label %72

72:                                               ; preds = %69, %63
  %73 = phi i1 [ false, %63 ], [ %71, %69 ]
  br i1 %73, label %74, label %85

74:                                               ; preds = %72
  %75 = load ptr, ptr %5, align 8
  %76 = getelementptr inbounds %struct.account, ptr %75, i32 0, i32 2
  %77 = load i32, ptr %6, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [4 x i32], ptr %76, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %80) #3
  br label %82

82:                                               ; preds = %74
  %83 = load i32, ptr %6, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %6, align 4
  br label %63, !llvm.loop !9

85:                                               ; preds = %72
  %86 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8) #3
  br label %87

87:                                               ; preds = %85
  %88 = load i32, ptr %4, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %4, align 4
  br label %48, !llvm.loop !10

90:                                               ; preds = %48
  %91 = call ptr @richest(ptr noundef %1) #3
  %92 = getelementptr inbounds %struct.account, ptr %91, i32 0, i32 0
  %93 = getelementptr inbounds [16 x i8], ptr %92, i64 0, i64 0
  %94 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %93) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %1, i64 152, i1 false)
  %95 = getelementptr inbounds %struct.bank, ptr %7, i32 0, i32 0
  %96 = getelementptr inbounds [3 x %struct.account], ptr %95, i64 0, i64 1
  call void @deposit(ptr noundef %96, i32 noundef signext 1000) #3
  %97 = getelementptr inbounds %struct.bank, ptr %7, i32 0, i32 0
  %98 = getelementptr inbounds [3 x %struct.account], ptr %97, i64 0, i64 1
  %99 = getelementptr inbounds %struct.account, ptr %98, i32 0, i32 1
  %100 = load i64, ptr %99, align 8
  %101 = getelementptr inbounds %struct.bank, ptr %1, i32 0, i32 0
  %102 = getelementptr inbounds [3 x %struct.account], ptr %101, i64 0, i64 1
  %103 = getelementptr inbounds %struct.account, ptr %102, i32 0, i32 1
  %104 = load i64, ptr %103, align 8
  %105 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %100, i64 noundef %104) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 2 @__const.main.pts, i64 18, i1 false)
  %106 = getelementptr inbounds [3 x %struct.point3], ptr %8, i64 0, i64 0
  call void @scale(ptr noundef %106, i32 noundef signext 3, i32 noundef signext 3) #3
  store i32 0, ptr %9, align 4
  br label %107

107:                                              ; preds = %130, %90
  %108 = load i32, ptr %9, align 4
  %109 = icmp slt i32 %108, 3
  br i1 %109, label %110, label %133

110:                                              ; preds = %107
  %111 = load i32, ptr %9, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [3 x %struct.point3], ptr %8, i64 0, i64 %112
  %114 = getelementptr inbounds %struct.point3, ptr %113, i32 0, i32 0
  %115 = load i16, ptr %114, align 2
  %116 = sext i16 %115 to i32
  %117 = load i32, ptr %9, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [3 x %struct.point3], ptr %8, i64 0, i64 %118
  %120 = getelementptr inbounds %struct.point3, ptr %119, i32 0, i32 1
  %121 = load i16, ptr %120, align 2
  %122 = sext i16 %121 to i32
  %123 = load i32, ptr %9, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [3 x %struct.point3], ptr %8, i64 0, i64 %124
  %126 = getelementptr inbounds %struct.point3, ptr %125, i32 0, i32 2
  %127 = load i16, ptr %126, align 2
  %128 = sext i16 %127 to i32
  %129 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef signext %116, i32 noundef signext %122, i32 noundef signext %128) #3
  br label %130

130:                                              ; preds = %110
  %131 = load i32, ptr %9, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %9, align 4
  br label %107, !llvm.loop !11

133:                                              ; preds = %107
  %134 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12) #3
  %135 = getelementptr inbounds [3 x %struct.point3], ptr %8, i64 0, i64 1
  store ptr %135, ptr %10, align 8
  store ptr %10, ptr %11, align 8
  %136 = load ptr, ptr %11, align 8
  %137 = load ptr, ptr %136, align 8
  %138 = getelementptr inbounds %struct.point3, ptr %137, i32 0, i32 2
  store i16 7, ptr %138, align 2
  %139 = getelementptr inbounds [3 x %struct.point3], ptr %8, i64 0, i64 1
  %140 = getelementptr inbounds %struct.point3, ptr %139, i32 0, i32 2
  %141 = load i16, ptr %140, align 2
  %142 = sext i16 %141 to i32
  %143 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef signext %142) #3
  ret i32 0
}

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare ptr @strcpy(ptr noundef, ptr noundef) #1

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal signext i32 @transfer(ptr noundef %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds %struct.bank, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %7, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [3 x %struct.account], ptr %11, i64 0, i64 %13
  %15 = getelementptr inbounds %struct.account, ptr %14, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = icmp slt i64 %16, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %4
  store i32 0, ptr %5, align 4
  br label %35

21:                                               ; preds = %4
  %22 = load ptr, ptr %6, align 8
  %23 = getelementptr inbounds %struct.bank, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3 x %struct.account], ptr %23, i64 0, i64 %25
  %27 = load i32, ptr %9, align 4
  %28 = sub nsw i32 0, %27
  call void @deposit(ptr noundef %26, i32 noundef signext %28) #3
  %29 = load ptr, ptr %6, align 8
  %30 = getelementptr inbounds %struct.bank, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %8, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [3 x %struct.account], ptr %30, i64 0, i64 %32
  %34 = load i32, ptr %9, align 4
  call void @deposit(ptr noundef %33, i32 noundef signext %34) #3
  store i32 1, ptr %5, align 4
  br label %35

35:                                               ; preds = %21, %20
  %36 = load i32, ptr %5, align 4
  ret i32 %36
}

; Function Attrs: noinline nounwind optnone
define internal ptr @richest(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.bank, ptr %5, i32 0, i32 0
  %7 = getelementptr inbounds [3 x %struct.account], ptr %6, i64 0, i64 0
  store ptr %7, ptr %3, align 8
  store i32 1, ptr %4, align 4
  br label %8

8:                                                ; preds = %33, %1
  %9 = load i32, ptr %4, align 4
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds %struct.bank, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 8
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %36

14:                                               ; preds = %8
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.bank, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [3 x %struct.account], ptr %16, i64 0, i64 %18
  %20 = getelementptr inbounds %struct.account, ptr %19, i32 0, i32 1
  %21 = load i64, ptr %20, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.account, ptr %22, i32 0, i32 1
  %24 = load i64, ptr %23, align 8
  %25 = icmp sgt i64 %21, %24
  br i1 %25, label %26, label %32

26:                                               ; preds = %14
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds %struct.bank, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %4, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [3 x %struct.account], ptr %28, i64 0, i64 %30
  store ptr %31, ptr %3, align 8
  br label %32

32:                                               ; preds = %26, %14
  br label %33

33:                                               ; preds = %32
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %8, !llvm.loop !12

36:                                               ; preds = %8
  %37 = load ptr, ptr %3, align 8
  ret ptr %37
}

; Function Attrs: noinline nounwind optnone
define internal void @deposit(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = sext i32 %5 to i64
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.account, ptr %7, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = add nsw i64 %9, %6
  store i64 %10, ptr %8, align 8
  %11 = load i32, ptr %4, align 4
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.account, ptr %12, i32 0, i32 2
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.account, ptr %14, i32 0, i32 3
  %16 = load i32, ptr %15, align 8
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %15, align 8
  %18 = srem i32 %16, 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x i32], ptr %13, i64 0, i64 %19
  store i32 %11, ptr %20, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @scale(ptr noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %7, align 8
  br label %9

9:                                                ; preds = %44, %3
  %10 = load ptr, ptr %7, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = load i32, ptr %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds %struct.point3, ptr %11, i64 %13
  %15 = icmp ult ptr %10, %14
  br i1 %15, label %16, label %47

16:                                               ; preds = %9
  %17 = load ptr, ptr %7, align 8
  %18 = getelementptr inbounds %struct.point3, ptr %17, i32 0, i32 0
  %19 = load i16, ptr %18, align 2
  %20 = sext i16 %19 to i32
  %21 = load i32, ptr %6, align 4
  %22 = mul nsw i32 %20, %21
  %23 = trunc i32 %22 to i16
  %24 = load ptr, ptr %7, align 8
  %25 = getelementptr inbounds %struct.point3, ptr %24, i32 0, i32 0
  store i16 %23, ptr %25, align 2
  %26 = load ptr, ptr %7, align 8
  %27 = getelementptr inbounds %struct.point3, ptr %26, i32 0, i32 1
  %28 = load i16, ptr %27, align 2
  %29 = sext i16 %28 to i32
  %30 = load i32, ptr %6, align 4
  %31 = mul nsw i32 %29, %30
  %32 = trunc i32 %31 to i16
  %33 = load ptr, ptr %7, align 8
  %34 = getelementptr inbounds %struct.point3, ptr %33, i32 0, i32 1
  store i16 %32, ptr %34, align 2
  %35 = load ptr, ptr %7, align 8
  %36 = getelementptr inbounds %struct.point3, ptr %35, i32 0, i32 2
  %37 = load i16, ptr %36, align 2
  %38 = sext i16 %37 to i32
  %39 = load i32, ptr %6, align 4
  %40 = mul nsw i32 %38, %39
  %41 = trunc i32 %40 to i16
  %42 = load ptr, ptr %7, align 8
  %43 = getelementptr inbounds %struct.point3, ptr %42, i32 0, i32 2
  store i16 %41, ptr %43, align 2
  br label %44

44:                                               ; preds = %16
  %45 = load ptr, ptr %7, align 8
  %46 = getelementptr inbounds %struct.point3, ptr %45, i32 1
  store ptr %46, ptr %7, align 8
  br label %9, !llvm.loop !13

47:                                               ; preds = %9
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
