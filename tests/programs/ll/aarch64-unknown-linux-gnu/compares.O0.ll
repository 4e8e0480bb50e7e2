; ModuleID = 'tests/programs/compares.c'
source_filename = "tests/programs/compares.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [14 x i64] [i64 0, i64 1, i64 -1, i64 2, i64 127, i64 -128, i64 255, i64 32767, i64 -32768, i64 2147483647, i64 -2147483648, i64 4294967295, i64 9223372036854775807, i64 -9223372036854775808], align 8
@.str = private unnamed_addr constant [6 x i8] c"%lld:\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c" %x%x%x%x%x%x%x%x\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"smax %d umin %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"cnt %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [14 x i64], align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 @__const.main.v, i64 112, i1 false)
  store i32 14, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %74, %0
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %77

13:                                               ; preds = %9
  %14 = load i32, ptr %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [14 x i64], ptr %1, i64 0, i64 %15
  %17 = load i64, ptr %16, align 8
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %17) #3
  store i32 0, ptr %4, align 4
  br label %19

19:                                               ; preds = %69, %13
  %20 = load i32, ptr %4, align 4
  %21 = load i32, ptr %2, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %72

23:                                               ; preds = %19
  %24 = load i32, ptr %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [14 x i64], ptr %1, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8
  store i64 %27, ptr %5, align 8
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [14 x i64], ptr %1, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8
  store i64 %31, ptr %6, align 8
  %32 = load i64, ptr %5, align 8
  %33 = trunc i64 %32 to i32
  %34 = load i64, ptr %6, align 8
  %35 = trunc i64 %34 to i32
  %36 = call i32 @cmp_s32(i32 noundef %33, i32 noundef %35) #3
  %37 = load i64, ptr %5, align 8
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %6, align 8
  %40 = trunc i64 %39 to i32
  %41 = call i32 @cmp_u32(i32 noundef %38, i32 noundef %40) #3
  %42 = load i64, ptr %5, align 8
  %43 = load i64, ptr %6, align 8
  %44 = call i32 @cmp_s64(i64 noundef %42, i64 noundef %43) #3
  %45 = load i64, ptr %5, align 8
  %46 = load i64, ptr %6, align 8
  %47 = call i32 @cmp_u64(i64 noundef %45, i64 noundef %46) #3
  %48 = load i64, ptr %5, align 8
  %49 = trunc i64 %48 to i8
  %50 = load i64, ptr %6, align 8
  %51 = trunc i64 %50 to i8
  %52 = call i32 @cmp_s8(i8 noundef %49, i8 noundef %51) #3
  %53 = load i64, ptr %5, align 8
  %54 = trunc i64 %53 to i8
  %55 = load i64, ptr %6, align 8
  %56 = trunc i64 %55 to i8
  %57 = call i32 @cmp_u8(i8 noundef %54, i8 noundef %56) #3
  %58 = load i64, ptr %5, align 8
  %59 = trunc i64 %58 to i16
  %60 = load i64, ptr %6, align 8
  %61 = trunc i64 %60 to i16
  %62 = call i32 @cmp_s16(i16 noundef %59, i16 noundef %61) #3
  %63 = load i64, ptr %5, align 8
  %64 = trunc i64 %63 to i16
  %65 = load i64, ptr %6, align 8
  %66 = trunc i64 %65 to i16
  %67 = call i32 @cmp_u16(i16 noundef %64, i16 noundef %66) #3
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %36, i32 noundef %41, i32 noundef %44, i32 noundef %47, i32 noundef %52, i32 noundef %57, i32 noundef %62, i32 noundef %67) #3
  br label %69

69:                                               ; preds = %23
  %70 = load i32, ptr %4, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %4, align 4
  br label %19, !llvm.loop !5

72:                                               ; preds = %19
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #3
  br label %74

74:                                               ; preds = %72
  %75 = load i32, ptr %3, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %3, align 4
  br label %9, !llvm.loop !7

77:                                               ; preds = %9
  %78 = call i32 @smax(i32 noundef -5, i32 noundef 3) #3
  %79 = call i32 @umin(i32 noundef -1, i32 noundef 3) #3
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %78, i32 noundef %79) #3
  store i32 0, ptr %7, align 4
  store i32 -10, ptr %8, align 4
  br label %81

81:                                               ; preds = %96, %77
  %82 = load i32, ptr %8, align 4
  %83 = icmp slt i32 %82, 10
  br i1 %83, label %84, label %99

84:                                               ; preds = %81
  %85 = load i32, ptr %8, align 4
  %86 = load i32, ptr %8, align 4
  %87 = mul nsw i32 %85, %86
  %88 = icmp sgt i32 %87, 20
  br i1 %88, label %89, label %95

89:                                               ; preds = %84
  %90 = load i32, ptr %8, align 4
  %91 = icmp ne i32 %90, 7
  br i1 %91, label %92, label %95

92:                                               ; preds = %89
  %93 = load i32, ptr %7, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %7, align 4
  br label %95

95:                                               ; preds = %92, %89, %84
  br label %96

96:                                               ; preds = %95
  %97 = load i32, ptr %8, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %8, align 4
  br label %81, !llvm.loop !8

99:                                               ; preds = %81
  %100 = load i32, ptr %7, align 4
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %100) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_s32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp sle i32 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i32, ptr %3, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp sgt i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i32, ptr %3, align 4
  %22 = load i32, ptr %4, align 4
  %23 = icmp sge i32 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i32, ptr %3, align 4
  %28 = load i32, ptr %4, align 4
  %29 = icmp eq i32 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i32, ptr %3, align 4
  %34 = load i32, ptr %4, align 4
  %35 = icmp ne i32 %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp ule i32 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i32, ptr %3, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp ugt i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i32, ptr %3, align 4
  %22 = load i32, ptr %4, align 4
  %23 = icmp uge i32 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i32, ptr %3, align 4
  %28 = load i32, ptr %4, align 4
  %29 = icmp eq i32 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i32, ptr %3, align 4
  %34 = load i32, ptr %4, align 4
  %35 = icmp ne i32 %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_s64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp slt i64 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp sle i64 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i64, ptr %3, align 8
  %16 = load i64, ptr %4, align 8
  %17 = icmp sgt i64 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i64, ptr %3, align 8
  %22 = load i64, ptr %4, align 8
  %23 = icmp sge i64 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i64, ptr %3, align 8
  %28 = load i64, ptr %4, align 8
  %29 = icmp eq i64 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i64, ptr %3, align 8
  %34 = load i64, ptr %4, align 8
  %35 = icmp ne i64 %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ult i64 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ule i64 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i64, ptr %3, align 8
  %16 = load i64, ptr %4, align 8
  %17 = icmp ugt i64 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i64, ptr %3, align 8
  %22 = load i64, ptr %4, align 8
  %23 = icmp uge i64 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i64, ptr %3, align 8
  %28 = load i64, ptr %4, align 8
  %29 = icmp eq i64 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i64, ptr %3, align 8
  %34 = load i64, ptr %4, align 8
  %35 = icmp ne i64 %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_s8(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = load i8, ptr %3, align 1
  %12 = sext i8 %11 to i32
  %13 = load i8, ptr %4, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp sgt i32 %12, %14
  %16 = zext i1 %15 to i32
  %17 = shl i32 %16, 1
  %18 = or i32 %10, %17
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_u8(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  %13 = load i8, ptr %4, align 1
  %14 = zext i8 %13 to i32
  %15 = icmp sgt i32 %12, %14
  %16 = zext i1 %15 to i32
  %17 = shl i32 %16, 1
  %18 = or i32 %10, %17
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_s16(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp slt i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = load i16, ptr %3, align 2
  %12 = sext i16 %11 to i32
  %13 = load i16, ptr %4, align 2
  %14 = sext i16 %13 to i32
  %15 = icmp sgt i32 %12, %14
  %16 = zext i1 %15 to i32
  %17 = shl i32 %16, 1
  %18 = or i32 %10, %17
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_u16(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = icmp slt i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  %13 = load i16, ptr %4, align 2
  %14 = zext i16 %13 to i32
  %15 = icmp sgt i32 %12, %14
  %16 = zext i1 %15 to i32
  %17 = shl i32 %16, 1
  %18 = or i32 %10, %17
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone
define internal i32 @smax(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @umin(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
