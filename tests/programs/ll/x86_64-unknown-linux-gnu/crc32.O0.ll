; ModuleID = 'tests/programs/crc32.c'
source_filename = "tests/programs/crc32.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"123456789\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"crc32 %08x bitwise %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.3 = private unnamed_addr constant [38 x i8] c"fox crc32 %08x crc16 %04x adler %08x\0A\00", align 1
@main.data = internal global [2048 x i8] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [39 x i8] c"data crc32 %08x crc16 %04x adler %08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"empty %08x\0A\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"table[1] %08x table[255] %08x\0A\00", align 1
@table = internal global [256 x i32] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  call void @make_table() #2
  store ptr @.str, ptr %1, align 8
  %4 = load ptr, ptr %1, align 8
  %5 = call i32 @crc32(ptr noundef %4, i64 noundef 9) #2
  %6 = load ptr, ptr %1, align 8
  %7 = call i32 @crc32_bitwise(ptr noundef %6, i64 noundef 9) #2
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %5, i32 noundef %7) #2
  store ptr @.str.2, ptr %2, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = load ptr, ptr %2, align 8
  %11 = call i64 @strlen(ptr noundef %10) #2
  %12 = call i32 @crc32(ptr noundef %9, i64 noundef %11) #2
  %13 = load ptr, ptr %2, align 8
  %14 = load ptr, ptr %2, align 8
  %15 = call i64 @strlen(ptr noundef %14) #2
  %16 = call zeroext i16 @crc16_ccitt(ptr noundef %13, i64 noundef %15) #2
  %17 = zext i16 %16 to i32
  %18 = load ptr, ptr %2, align 8
  %19 = load ptr, ptr %2, align 8
  %20 = call i64 @strlen(ptr noundef %19) #2
  %21 = call i32 @adler32(ptr noundef %18, i64 noundef %20) #2
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %12, i32 noundef %17, i32 noundef %21) #2
  store i32 0, ptr %3, align 4
  br label %23

23:                                               ; preds = %34, %0
  %24 = load i32, ptr %3, align 4
  %25 = icmp slt i32 %24, 2048
  br i1 %25, label %26, label %37

26:                                               ; preds = %23
  %27 = load i32, ptr %3, align 4
  %28 = mul nsw i32 %27, 31
  %29 = add nsw i32 %28, 7
  %30 = trunc i32 %29 to i8
  %31 = load i32, ptr %3, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [2048 x i8], ptr @main.data, i64 0, i64 %32
  store i8 %30, ptr %33, align 1
  br label %34

34:                                               ; preds = %26
  %35 = load i32, ptr %3, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %3, align 4
  br label %23, !llvm.loop !5

37:                                               ; preds = %23
  %38 = call i32 @crc32(ptr noundef @main.data, i64 noundef 2048) #2
  %39 = call zeroext i16 @crc16_ccitt(ptr noundef @main.data, i64 noundef 2048) #2
  %40 = zext i16 %39 to i32
  %41 = call i32 @adler32(ptr noundef @main.data, i64 noundef 2048) #2
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %38, i32 noundef %40, i32 noundef %41) #2
  %43 = call i32 @crc32(ptr noundef @main.data, i64 noundef 0) #2
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %43) #2
  %45 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @table, i64 0, i64 1), align 4
  %46 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @table, i64 0, i64 255), align 4
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %45, i32 noundef %46) #2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @make_table() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %4

4:                                                ; preds = %33, %0
  %5 = load i32, ptr %1, align 4
  %6 = icmp ult i32 %5, 256
  br i1 %6, label %7, label %36

7:                                                ; preds = %4
  %8 = load i32, ptr %1, align 4
  store i32 %8, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %25, %7
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %12
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 1
  %19 = xor i32 -306674912, %18
  br label %23

20:                                               ; preds = %12
  %21 = load i32, ptr %2, align 4
  %22 = lshr i32 %21, 1
  br label %23

23:                                               ; preds = %20, %16
  %24 = phi i32 [ %19, %16 ], [ %22, %20 ]
  store i32 %24, ptr %2, align 4
  br label %25

25:                                               ; preds = %23
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %9, !llvm.loop !7

28:                                               ; preds = %9
  %29 = load i32, ptr %2, align 4
  %30 = load i32, ptr %1, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %31
  store i32 %29, ptr %32, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, ptr %1, align 4
  %35 = add i32 %34, 1
  store i32 %35, ptr %1, align 4
  br label %4, !llvm.loop !8

36:                                               ; preds = %4
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @crc32(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 -1, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %26, %2
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = icmp ult i64 %8, %9
  br i1 %10, label %11, label %29

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 4
  %13 = load ptr, ptr %3, align 8
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = xor i32 %12, %17
  %19 = and i32 %18, 255
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = load i32, ptr %5, align 4
  %24 = lshr i32 %23, 8
  %25 = xor i32 %22, %24
  store i32 %25, ptr %5, align 4
  br label %26

26:                                               ; preds = %11
  %27 = load i64, ptr %6, align 8
  %28 = add i64 %27, 1
  store i64 %28, ptr %6, align 8
  br label %7, !llvm.loop !9

29:                                               ; preds = %7
  %30 = load i32, ptr %5, align 4
  %31 = xor i32 %30, -1
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone
define internal i32 @crc32_bitwise(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 -1, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %8

8:                                                ; preds = %35, %2
  %9 = load i64, ptr %6, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %38

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %5, align 4
  %19 = xor i32 %18, %17
  store i32 %19, ptr %5, align 4
  store i32 0, ptr %7, align 4
  br label %20

20:                                               ; preds = %31, %12
  %21 = load i32, ptr %7, align 4
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %23, label %34

23:                                               ; preds = %20
  %24 = load i32, ptr %5, align 4
  %25 = lshr i32 %24, 1
  %26 = load i32, ptr %5, align 4
  %27 = and i32 %26, 1
  %28 = sub i32 0, %27
  %29 = and i32 -306674912, %28
  %30 = xor i32 %25, %29
  store i32 %30, ptr %5, align 4
  br label %31

31:                                               ; preds = %23
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %7, align 4
  br label %20, !llvm.loop !10

34:                                               ; preds = %20
  br label %35

35:                                               ; preds = %34
  %36 = load i64, ptr %6, align 8
  %37 = add i64 %36, 1
  store i64 %37, ptr %6, align 8
  br label %8, !llvm.loop !11

38:                                               ; preds = %8
  %39 = load i32, ptr %5, align 4
  %40 = xor i32 %39, -1
  ret i32 %40
}

declare i64 @strlen(ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal zeroext i16 @crc16_ccitt(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i16, align 2
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i16 -1, ptr %5, align 2
  store i64 0, ptr %6, align 8
  br label %8

8:                                                ; preds = %53, %2
  %9 = load i64, ptr %6, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %56

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = shl i32 %17, 8
  %19 = trunc i32 %18 to i16
  %20 = zext i16 %19 to i32
  %21 = load i16, ptr %5, align 2
  %22 = zext i16 %21 to i32
  %23 = xor i32 %22, %20
  %24 = trunc i32 %23 to i16
  store i16 %24, ptr %5, align 2
  store i32 0, ptr %7, align 4
  br label %25

25:                                               ; preds = %49, %12
  %26 = load i32, ptr %7, align 4
  %27 = icmp slt i32 %26, 8
  br i1 %27, label %28, label %52

28:                                               ; preds = %25
  %29 = load i16, ptr %5, align 2
  %30 = zext i16 %29 to i32
  %31 = and i32 %30, 32768
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %40

33:                                               ; preds = %28
  %34 = load i16, ptr %5, align 2
  %35 = zext i16 %34 to i32
  %36 = shl i32 %35, 1
  %37 = xor i32 %36, 4129
  %38 = trunc i32 %37 to i16
  %39 = zext i16 %38 to i32
  br label %46

40:                                               ; preds = %28
  %41 = load i16, ptr %5, align 2
  %42 = zext i16 %41 to i32
  %43 = shl i32 %42, 1
  %44 = trunc i32 %43 to i16
  %45 = zext i16 %44 to i32
  br label %46

46:                                               ; preds = %40, %33
  %47 = phi i32 [ %39, %33 ], [ %45, %40 ]
  %48 = trunc i32 %47 to i16
  store i16 %48, ptr %5, align 2
  br label %49

49:                                               ; preds = %46
  %50 = load i32, ptr %7, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %7, align 4
  br label %25, !llvm.loop !12

52:                                               ; preds = %25
  br label %53

53:                                               ; preds = %52
  %54 = load i64, ptr %6, align 8
  %55 = add i64 %54, 1
  store i64 %55, ptr %6, align 8
  br label %8, !llvm.loop !13

56:                                               ; preds = %8
  %57 = load i16, ptr %5, align 2
  ret i16 %57
}

; Function Attrs: noinline nounwind optnone
define internal i32 @adler32(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i64 0, ptr %7, align 8
  br label %8

8:                                                ; preds = %25, %2
  %9 = load i64, ptr %7, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %28

12:                                               ; preds = %8
  %13 = load i32, ptr %5, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = load i64, ptr %7, align 8
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %13, %18
  %20 = urem i32 %19, 65521
  store i32 %20, ptr %5, align 4
  %21 = load i32, ptr %6, align 4
  %22 = load i32, ptr %5, align 4
  %23 = add i32 %21, %22
  %24 = urem i32 %23, 65521
  store i32 %24, ptr %6, align 4
  br label %25

25:                                               ; preds = %12
  %26 = load i64, ptr %7, align 8
  %27 = add i64 %26, 1
  store i64 %27, ptr %7, align 8
  br label %8, !llvm.loop !14

28:                                               ; preds = %8
  %29 = load i32, ptr %6, align 4
  %30 = shl i32 %29, 16
  %31 = load i32, ptr %5, align 4
  %32 = or i32 %30, %31
  ret i32 %32
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
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
