; ModuleID = 'tests/programs/int16_arith.c'
source_filename = "tests/programs/int16_arith.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %1, ptr align 2 @__const.main.sv, i32 16, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %2, ptr align 2 @__const.main.uv, i32 16, i1 false)
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %73, %0
  %12 = load i32, ptr %3, align 4
  %13 = icmp slt i32 %12, 8
  br i1 %13, label %14, label %76

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  %16 = getelementptr inbounds [8 x i16], ptr %1, i32 0, i32 %15
  %17 = load i16, ptr %16, align 2
  store i16 %17, ptr %4, align 2
  %18 = load i32, ptr %3, align 4
  %19 = mul nsw i32 %18, 3
  %20 = add nsw i32 %19, 1
  %21 = srem i32 %20, 8
  %22 = getelementptr inbounds [8 x i16], ptr %1, i32 0, i32 %21
  %23 = load i16, ptr %22, align 2
  store i16 %23, ptr %5, align 2
  %24 = load i16, ptr %4, align 2
  %25 = sext i16 %24 to i32
  %26 = load i16, ptr %5, align 2
  %27 = sext i16 %26 to i32
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %25, i32 noundef %27) #3
  store i32 0, ptr %6, align 4
  br label %29

29:                                               ; preds = %39, %14
  %30 = load i32, ptr %6, align 4
  %31 = icmp slt i32 %30, 8
  br i1 %31, label %32, label %42

32:                                               ; preds = %29
  %33 = load i16, ptr %4, align 2
  %34 = load i16, ptr %5, align 2
  %35 = load i32, ptr %6, align 4
  %36 = call signext i16 @f16(i16 noundef signext %33, i16 noundef signext %34, i32 noundef %35) #3
  %37 = sext i16 %36 to i32
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %37) #3
  br label %39

39:                                               ; preds = %32
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %6, align 4
  br label %29, !llvm.loop !5

42:                                               ; preds = %29
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #3
  %44 = load i32, ptr %3, align 4
  %45 = getelementptr inbounds [8 x i16], ptr %2, i32 0, i32 %44
  %46 = load i16, ptr %45, align 2
  store i16 %46, ptr %7, align 2
  %47 = load i32, ptr %3, align 4
  %48 = mul nsw i32 %47, 5
  %49 = add nsw i32 %48, 2
  %50 = srem i32 %49, 8
  %51 = getelementptr inbounds [8 x i16], ptr %2, i32 0, i32 %50
  %52 = load i16, ptr %51, align 2
  store i16 %52, ptr %8, align 2
  %53 = load i16, ptr %7, align 2
  %54 = zext i16 %53 to i32
  %55 = load i16, ptr %8, align 2
  %56 = zext i16 %55 to i32
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %54, i32 noundef %56) #3
  store i32 0, ptr %9, align 4
  br label %58

58:                                               ; preds = %68, %42
  %59 = load i32, ptr %9, align 4
  %60 = icmp slt i32 %59, 8
  br i1 %60, label %61, label %71

61:                                               ; preds = %58
  %62 = load i16, ptr %7, align 2
  %63 = load i16, ptr %8, align 2
  %64 = load i32, ptr %9, align 4
  %65 = call zeroext i16 @u16(i16 noundef zeroext %62, i16 noundef zeroext %63, i32 noundef %64) #3
  %66 = zext i16 %65 to i32
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %66) #3
  br label %68

68:                                               ; preds = %61
  %69 = load i32, ptr %9, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %9, align 4
  br label %58, !llvm.loop !7

71:                                               ; preds = %58
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #3
  br label %73

73:                                               ; preds = %71
  %74 = load i32, ptr %3, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %3, align 4
  br label %11, !llvm.loop !8

76:                                               ; preds = %11
  store i16 -300, ptr %10, align 2
  %77 = load i16, ptr %10, align 2
  %78 = sext i16 %77 to i32
  %79 = load i16, ptr %10, align 2
  %80 = sext i16 %79 to i64
  %81 = load i16, ptr %10, align 2
  %82 = zext i16 %81 to i32
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %78, i64 noundef %80, i32 noundef %82) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal signext i16 @f16(i16 noundef signext %0, i16 noundef signext %1, i32 noundef %2) #0 {
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
define internal zeroext i16 @u16(i16 noundef zeroext %0, i16 noundef zeroext %1, i32 noundef %2) #0 {
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

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
