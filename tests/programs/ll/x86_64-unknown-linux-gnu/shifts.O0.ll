; ModuleID = 'tests/programs/shifts.c'
source_filename = "tests/programs/shifts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"n=%2u shl %08x lshr %08x ashr %08x rotl %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [58 x i8] c"n=%2u shl %016llx lshr %016llx ashr %016llx rotr %016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"8/16 n=%d %02x %02x %04x %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"const shifts %x %x %llx %llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i16, align 2
  %10 = alloca i16, align 2
  %11 = alloca i32, align 4
  store i32 -2131712767, ptr %1, align 4
  store i32 -2131712767, ptr %2, align 4
  store i64 -9141386507638288913, ptr %3, align 8
  store i64 -9141386507638288913, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %30, %0
  %13 = load i32, ptr %5, align 4
  %14 = icmp ult i32 %13, 32
  br i1 %14, label %15, label %33

15:                                               ; preds = %12
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %1, align 4
  %18 = load i32, ptr %5, align 4
  %19 = call i32 @shl32(i32 noundef %17, i32 noundef %18) #2
  %20 = load i32, ptr %1, align 4
  %21 = load i32, ptr %5, align 4
  %22 = call i32 @lshr32(i32 noundef %20, i32 noundef %21) #2
  %23 = load i32, ptr %2, align 4
  %24 = load i32, ptr %5, align 4
  %25 = call i32 @ashr32(i32 noundef %23, i32 noundef %24) #2
  %26 = load i32, ptr %1, align 4
  %27 = load i32, ptr %5, align 4
  %28 = call i32 @rotl32(i32 noundef %26, i32 noundef %27) #2
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %16, i32 noundef %19, i32 noundef %22, i32 noundef %25, i32 noundef %28) #2
  br label %30

30:                                               ; preds = %15
  %31 = load i32, ptr %5, align 4
  %32 = add i32 %31, 3
  store i32 %32, ptr %5, align 4
  br label %12, !llvm.loop !5

33:                                               ; preds = %12
  store i32 0, ptr %6, align 4
  br label %34

34:                                               ; preds = %52, %33
  %35 = load i32, ptr %6, align 4
  %36 = icmp ult i32 %35, 64
  br i1 %36, label %37, label %55

37:                                               ; preds = %34
  %38 = load i32, ptr %6, align 4
  %39 = load i64, ptr %3, align 8
  %40 = load i32, ptr %6, align 4
  %41 = call i64 @shl64(i64 noundef %39, i32 noundef %40) #2
  %42 = load i64, ptr %3, align 8
  %43 = load i32, ptr %6, align 4
  %44 = call i64 @lshr64(i64 noundef %42, i32 noundef %43) #2
  %45 = load i64, ptr %4, align 8
  %46 = load i32, ptr %6, align 4
  %47 = call i64 @ashr64(i64 noundef %45, i32 noundef %46) #2
  %48 = load i64, ptr %3, align 8
  %49 = load i32, ptr %6, align 4
  %50 = call i64 @rotr64(i64 noundef %48, i32 noundef %49) #2
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %38, i64 noundef %41, i64 noundef %44, i64 noundef %47, i64 noundef %50) #2
  br label %52

52:                                               ; preds = %37
  %53 = load i32, ptr %6, align 4
  %54 = add i32 %53, 7
  store i32 %54, ptr %6, align 4
  br label %34, !llvm.loop !7

55:                                               ; preds = %34
  store i8 -75, ptr %7, align 1
  store i8 -75, ptr %8, align 1
  store i16 -19005, ptr %9, align 2
  store i16 -19005, ptr %10, align 2
  store i32 0, ptr %11, align 4
  br label %56

56:                                               ; preds = %88, %55
  %57 = load i32, ptr %11, align 4
  %58 = icmp slt i32 %57, 8
  br i1 %58, label %59, label %91

59:                                               ; preds = %56
  %60 = load i32, ptr %11, align 4
  %61 = load i8, ptr %7, align 1
  %62 = zext i8 %61 to i32
  %63 = load i32, ptr %11, align 4
  %64 = ashr i32 %62, %63
  %65 = trunc i32 %64 to i8
  %66 = zext i8 %65 to i32
  %67 = load i8, ptr %8, align 1
  %68 = sext i8 %67 to i32
  %69 = load i32, ptr %11, align 4
  %70 = ashr i32 %68, %69
  %71 = trunc i32 %70 to i8
  %72 = zext i8 %71 to i32
  %73 = load i16, ptr %9, align 2
  %74 = zext i16 %73 to i32
  %75 = load i32, ptr %11, align 4
  %76 = mul nsw i32 2, %75
  %77 = shl i32 %74, %76
  %78 = trunc i32 %77 to i16
  %79 = zext i16 %78 to i32
  %80 = load i16, ptr %10, align 2
  %81 = sext i16 %80 to i32
  %82 = load i32, ptr %11, align 4
  %83 = mul nsw i32 2, %82
  %84 = ashr i32 %81, %83
  %85 = trunc i32 %84 to i16
  %86 = zext i16 %85 to i32
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %60, i32 noundef %66, i32 noundef %72, i32 noundef %79, i32 noundef %86) #2
  br label %88

88:                                               ; preds = %59
  %89 = load i32, ptr %11, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %11, align 4
  br label %56, !llvm.loop !8

91:                                               ; preds = %56
  %92 = load i32, ptr %1, align 4
  %93 = shl i32 %92, 31
  %94 = load i32, ptr %2, align 4
  %95 = ashr i32 %94, 31
  %96 = load i64, ptr %3, align 8
  %97 = lshr i64 %96, 63
  %98 = load i64, ptr %4, align 8
  %99 = ashr i64 %98, 63
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %93, i32 noundef %95, i64 noundef %97, i64 noundef %99) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @shl32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = shl i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @lshr32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = lshr i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @ashr32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = ashr i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rotl32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = sub i32 32, %10
  %12 = and i32 %11, 31
  %13 = lshr i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone
define internal i64 @shl64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %5, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone
define internal i64 @lshr64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = lshr i64 %5, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone
define internal i64 @ashr64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = ashr i64 %5, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone
define internal i64 @rotr64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = lshr i64 %5, %8
  %10 = load i64, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sub i32 64, %11
  %13 = and i32 %12, 63
  %14 = zext i32 %13 to i64
  %15 = shl i64 %10, %14
  %16 = or i64 %9, %15
  ret i64 %16
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

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
