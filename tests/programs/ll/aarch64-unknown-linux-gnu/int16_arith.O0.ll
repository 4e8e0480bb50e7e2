; ModuleID = 'tests/programs/int16_arith.c'
source_filename = "tests/programs/int16_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.sv = private unnamed_addr constant [8 x i16] [i16 0, i16 1, i16 -1, i16 32767, i16 -32768, i16 1234, i16 -4321, i16 255], align 2
@__const.main.uv = private unnamed_addr constant [8 x i16] [i16 0, i16 1, i16 -1, i16 -32768, i16 1234, i16 4321, i16 255, i16 7], align 2
@.str = private unnamed_addr constant [9 x i8] c"s %d %d:\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c" %hd\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"u %u %u:\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c" %hu\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"sext16 %d %lld zext16 %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [8 x i16], align 2
  %2 = alloca [8 x i16], align 2
  %3 = alloca i32, align 4
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i32, align 4
  %10 = alloca i16, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %1, ptr align 2 @__const.main.sv, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 @__const.main.uv, i64 16, i1 false)
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %77, %0
  %12 = load i32, ptr %3, align 4
  %13 = icmp slt i32 %12, 8
  br i1 %13, label %14, label %80

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x i16], ptr %1, i64 0, i64 %16
  %18 = load i16, ptr %17, align 2
  store i16 %18, ptr %4, align 2
  %19 = load i32, ptr %3, align 4
  %20 = mul nsw i32 %19, 3
  %21 = add nsw i32 %20, 1
  %22 = srem i32 %21, 8
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [8 x i16], ptr %1, i64 0, i64 %23
  %25 = load i16, ptr %24, align 2
  store i16 %25, ptr %5, align 2
  %26 = load i16, ptr %4, align 2
  %27 = sext i16 %26 to i32
  %28 = load i16, ptr %5, align 2
  %29 = sext i16 %28 to i32
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %27, i32 noundef %29) #3
  store i32 0, ptr %6, align 4
  br label %31

31:                                               ; preds = %41, %14
  %32 = load i32, ptr %6, align 4
  %33 = icmp slt i32 %32, 8
  br i1 %33, label %34, label %44

34:                                               ; preds = %31
  %35 = load i16, ptr %4, align 2
  %36 = load i16, ptr %5, align 2
  %37 = load i32, ptr %6, align 4
  %38 = call i16 @f16(i16 noundef %35, i16 noundef %36, i32 noundef %37) #3
  %39 = sext i16 %38 to i32
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %39) #3
  br label %41

41:                                               ; preds = %34
  %42 = load i32, ptr %6, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %6, align 4
  br label %31, !llvm.loop !5

44:                                               ; preds = %31
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #3
  %46 = load i32, ptr %3, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [8 x i16], ptr %2, i64 0, i64 %47
  %49 = load i16, ptr %48, align 2
  store i16 %49, ptr %7, align 2
  %50 = load i32, ptr %3, align 4
  %51 = mul nsw i32 %50, 5
  %52 = add nsw i32 %51, 2
  %53 = srem i32 %52, 8
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [8 x i16], ptr %2, i64 0, i64 %54
  %56 = load i16, ptr %55, align 2
  store i16 %56, ptr %8, align 2
  %57 = load i16, ptr %7, align 2
  %58 = zext i16 %57 to i32
  %59 = load i16, ptr %8, align 2
  %60 = zext i16 %59 to i32
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %58, i32 noundef %60) #3
  store i32 0, ptr %9, align 4
  br label %62

62:                                               ; preds = %72, %44
  %63 = load i32, ptr %9, align 4
  %64 = icmp slt i32 %63, 8
  br i1 %64, label %65, label %75

65:                                               ; preds = %62
  %66 = load i16, ptr %7, align 2
  %67 = load i16, ptr %8, align 2
  %68 = load i32, ptr %9, align 4
  %69 = call i16 @u16(i16 noundef %66, i16 noundef %67, i32 noundef %68) #3
  %70 = zext i16 %69 to i32
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %70) #3
  br label %72

72:                                               ; preds = %65
  %73 = load i32, ptr %9, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %9, align 4
  br label %62, !llvm.loop !7

75:                                               ; preds = %62
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #3
  br label %77

77:                                               ; preds = %75
  %78 = load i32, ptr %3, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %3, align 4
  br label %11, !llvm.loop !8

80:                                               ; preds = %11
  store i16 -300, ptr %10, align 2
  %81 = load i16, ptr %10, align 2
  %82 = sext i16 %81 to i32
  %83 = load i16, ptr %10, align 2
  %84 = sext i16 %83 to i64
  %85 = load i16, ptr %10, align 2
  %86 = zext i16 %85 to i32
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %82, i64 noundef %84, i32 noundef %86) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i16 @f16(i16 noundef %0, i16 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i32, align 4
  store i16 %0, ptr %5, align 2
  store i16 %1, ptr %6, align 2
  store i32 %2, ptr %7, align 4
  %8 = load i32, ptr %7, align 4
  switch i32 %8, label %76 [
    i32 0, label %9
    i32 1, label %16
    i32 2, label %23
    i32 3, label %30
    i32 4, label %46
    i32 5, label %62
    i32 6, label %69
  ]

9:                                                ; preds = %3
  %10 = load i16, ptr %5, align 2
  %11 = sext i16 %10 to i32
  %12 = load i16, ptr %6, align 2
  %13 = sext i16 %12 to i32
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i16
  store i16 %15, ptr %4, align 2
  br label %83

16:                                               ; preds = %3
  %17 = load i16, ptr %5, align 2
  %18 = sext i16 %17 to i32
  %19 = load i16, ptr %6, align 2
  %20 = sext i16 %19 to i32
  %21 = sub nsw i32 %18, %20
  %22 = trunc i32 %21 to i16
  store i16 %22, ptr %4, align 2
  br label %83

23:                                               ; preds = %3
  %24 = load i16, ptr %5, align 2
  %25 = sext i16 %24 to i32
  %26 = load i16, ptr %6, align 2
  %27 = sext i16 %26 to i32
  %28 = mul nsw i32 %25, %27
  %29 = trunc i32 %28 to i16
  store i16 %29, ptr %4, align 2
  br label %83

30:                                               ; preds = %3
  %31 = load i16, ptr %6, align 2
  %32 = sext i16 %31 to i32
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %42

34:                                               ; preds = %30
  %35 = load i16, ptr %5, align 2
  %36 = sext i16 %35 to i32
  %37 = load i16, ptr %6, align 2
  %38 = sext i16 %37 to i32
  %39 = sdiv i32 %36, %38
  %40 = trunc i32 %39 to i16
  %41 = sext i16 %40 to i32
  br label %43

42:                                               ; preds = %30
  br label %43

43:                                               ; preds = %42, %34
  %44 = phi i32 [ %41, %34 ], [ 0, %42 ]
  %45 = trunc i32 %44 to i16
  store i16 %45, ptr %4, align 2
  br label %83

46:                                               ; preds = %3
  %47 = load i16, ptr %6, align 2
  %48 = sext i16 %47 to i32
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %50, label %58

50:                                               ; preds = %46
  %51 = load i16, ptr %5, align 2
  %52 = sext i16 %51 to i32
  %53 = load i16, ptr %6, align 2
  %54 = sext i16 %53 to i32
  %55 = srem i32 %52, %54
  %56 = trunc i32 %55 to i16
  %57 = sext i16 %56 to i32
  br label %59

58:                                               ; preds = %46
  br label %59

59:                                               ; preds = %58, %50
  %60 = phi i32 [ %57, %50 ], [ 0, %58 ]
  %61 = trunc i32 %60 to i16
  store i16 %61, ptr %4, align 2
  br label %83

62:                                               ; preds = %3
  %63 = load i16, ptr %5, align 2
  %64 = sext i16 %63 to i32
  %65 = load i16, ptr %6, align 2
  %66 = sext i16 %65 to i32
  %67 = and i32 %64, %66
  %68 = trunc i32 %67 to i16
  store i16 %68, ptr %4, align 2
  br label %83

69:                                               ; preds = %3
  %70 = load i16, ptr %5, align 2
  %71 = sext i16 %70 to i32
  %72 = load i16, ptr %6, align 2
  %73 = sext i16 %72 to i32
  %74 = or i32 %71, %73
  %75 = trunc i32 %74 to i16
  store i16 %75, ptr %4, align 2
  br label %83

76:                                               ; preds = %3
  %77 = load i16, ptr %5, align 2
  %78 = sext i16 %77 to i32
  %79 = load i16, ptr %6, align 2
  %80 = sext i16 %79 to i32
  %81 = xor i32 %78, %80
  %82 = trunc i32 %81 to i16
  store i16 %82, ptr %4, align 2
  br label %83

83:                                               ; preds = %76, %69, %62, %59, %43, %23, %16, %9
  %84 = load i16, ptr %4, align 2
  ret i16 %84
}

; Function Attrs: noinline nounwind optnone
define internal i16 @u16(i16 noundef %0, i16 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i32, align 4
  store i16 %0, ptr %5, align 2
  store i16 %1, ptr %6, align 2
  store i32 %2, ptr %7, align 4
  %8 = load i32, ptr %7, align 4
  switch i32 %8, label %78 [
    i32 0, label %9
    i32 1, label %16
    i32 2, label %23
    i32 3, label %30
    i32 4, label %46
    i32 5, label %62
    i32 6, label %70
  ]

9:                                                ; preds = %3
  %10 = load i16, ptr %5, align 2
  %11 = zext i16 %10 to i32
  %12 = load i16, ptr %6, align 2
  %13 = zext i16 %12 to i32
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i16
  store i16 %15, ptr %4, align 2
  br label %83

16:                                               ; preds = %3
  %17 = load i16, ptr %5, align 2
  %18 = zext i16 %17 to i32
  %19 = load i16, ptr %6, align 2
  %20 = zext i16 %19 to i32
  %21 = sub nsw i32 %18, %20
  %22 = trunc i32 %21 to i16
  store i16 %22, ptr %4, align 2
  br label %83

23:                                               ; preds = %3
  %24 = load i16, ptr %5, align 2
  %25 = zext i16 %24 to i32
  %26 = load i16, ptr %6, align 2
  %27 = zext i16 %26 to i32
  %28 = mul nsw i32 %25, %27
  %29 = trunc i32 %28 to i16
  store i16 %29, ptr %4, align 2
  br label %83

30:                                               ; preds = %3
  %31 = load i16, ptr %6, align 2
  %32 = zext i16 %31 to i32
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %42

34:                                               ; preds = %30
  %35 = load i16, ptr %5, align 2
  %36 = zext i16 %35 to i32
  %37 = load i16, ptr %6, align 2
  %38 = zext i16 %37 to i32
  %39 = sdiv i32 %36, %38
  %40 = trunc i32 %39 to i16
  %41 = zext i16 %40 to i32
  br label %43

42:                                               ; preds = %30
  br label %43

43:                                               ; preds = %42, %34
  %44 = phi i32 [ %41, %34 ], [ 0, %42 ]
  %45 = trunc i32 %44 to i16
  store i16 %45, ptr %4, align 2
  br label %83

46:                                               ; preds = %3
  %47 = load i16, ptr %6, align 2
  %48 = zext i16 %47 to i32
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %50, label %58

50:                                               ; preds = %46
  %51 = load i16, ptr %5, align 2
  %52 = zext i16 %51 to i32
  %53 = load i16, ptr %6, align 2
  %54 = zext i16 %53 to i32
  %55 = srem i32 %52, %54
  %56 = trunc i32 %55 to i16
  %57 = zext i16 %56 to i32
  br label %59

58:                                               ; preds = %46
  br label %59

59:                                               ; preds = %58, %50
  %60 = phi i32 [ %57, %50 ], [ 0, %58 ]
  %61 = trunc i32 %60 to i16
  store i16 %61, ptr %4, align 2
  br label %83

62:                                               ; preds = %3
  %63 = load i16, ptr %5, align 2
  %64 = zext i16 %63 to i32
  %65 = load i16, ptr %6, align 2
  %66 = zext i16 %65 to i32
  %67 = and i32 %66, 15
  %68 = shl i32 %64, %67
  %69 = trunc i32 %68 to i16
  store i16 %69, ptr %4, align 2
  br label %83

70:                                               ; preds = %3
  %71 = load i16, ptr %5, align 2
  %72 = zext i16 %71 to i32
  %73 = load i16, ptr %6, align 2
  %74 = zext i16 %73 to i32
  %75 = and i32 %74, 15
  %76 = ashr i32 %72, %75
  %77 = trunc i32 %76 to i16
  store i16 %77, ptr %4, align 2
  br label %83

78:                                               ; preds = %3
  %79 = load i16, ptr %5, align 2
  %80 = zext i16 %79 to i32
  %81 = xor i32 %80, -1
  %82 = trunc i32 %81 to i16
  store i16 %82, ptr %4, align 2
  br label %83

83:                                               ; preds = %78, %70, %62, %59, %43, %23, %16, %9
  %84 = load i16, ptr %4, align 2
  ret i16 %84
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
