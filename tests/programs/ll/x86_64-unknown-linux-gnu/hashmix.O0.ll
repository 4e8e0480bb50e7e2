; ModuleID = 'tests/programs/hashmix.c'
source_filename = "tests/programs/hashmix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"empty\00", align 1
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [57 x i8] c"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"448bit\00", align 1
@main.big = internal global [1000 x i8] zeroinitializer, align 16
@.str.5 = private unnamed_addr constant [5 x i8] c"1000\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"splitmix %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.sha256.h = private unnamed_addr constant [8 x i32] [i32 1779033703, i32 -1150833019, i32 1013904242, i32 -1521486534, i32 1359893119, i32 -1694144372, i32 528734635, i32 1541459225], align 16
@K = internal constant [64 x i32] [i32 1116352408, i32 1899447441, i32 -1245643825, i32 -373957723, i32 961987163, i32 1508970993, i32 -1841331548, i32 -1424204075, i32 -670586216, i32 310598401, i32 607225278, i32 1426881987, i32 1925078388, i32 -2132889090, i32 -1680079193, i32 -1046744716, i32 -459576895, i32 -272742522, i32 264347078, i32 604807628, i32 770255983, i32 1249150122, i32 1555081692, i32 1996064986, i32 -1740746414, i32 -1473132947, i32 -1341970488, i32 -1084653625, i32 -958395405, i32 -710438585, i32 113926993, i32 338241895, i32 666307205, i32 773529912, i32 1294757372, i32 1396182291, i32 1695183700, i32 1986661051, i32 -2117940946, i32 -1838011259, i32 -1564481375, i32 -1474664885, i32 -1035236496, i32 -949202525, i32 -778901479, i32 -694614492, i32 -200395387, i32 275423344, i32 430227734, i32 506948616, i32 659060556, i32 883997877, i32 958139571, i32 1322822218, i32 1537002063, i32 1747873779, i32 1955562222, i32 2024104815, i32 -2067236844, i32 -1933114872, i32 -1866530822, i32 -1538233109, i32 -1090935817, i32 -965641998], align 16

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  call void @show(ptr noundef @.str, ptr noundef @.str.1, i64 noundef 0) #3
  call void @show(ptr noundef @.str.2, ptr noundef @.str.2, i64 noundef 3) #3
  store ptr @.str.3, ptr %1, align 8
  %5 = load ptr, ptr %1, align 8
  %6 = load ptr, ptr %1, align 8
  %7 = call i64 @strlen(ptr noundef %6) #3
  call void @show(ptr noundef @.str.4, ptr noundef %5, i64 noundef %7) #3
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %19, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 1000
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = srem i32 %12, 26
  %14 = add nsw i32 97, %13
  %15 = trunc i32 %14 to i8
  %16 = load i32, ptr %2, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [1000 x i8], ptr @main.big, i64 0, i64 %17
  store i8 %15, ptr %18, align 1
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %2, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %2, align 4
  br label %8, !llvm.loop !5

22:                                               ; preds = %8
  call void @show(ptr noundef @.str.5, ptr noundef @main.big, i64 noundef 1000) #3
  store i64 42, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %23

23:                                               ; preds = %29, %22
  %24 = load i32, ptr %4, align 4
  %25 = icmp slt i32 %24, 5
  br i1 %25, label %26, label %32

26:                                               ; preds = %23
  %27 = call i64 @splitmix(ptr noundef %3) #3
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %27) #3
  br label %29

29:                                               ; preds = %26
  %30 = load i32, ptr %4, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %4, align 4
  br label %23, !llvm.loop !7

32:                                               ; preds = %23
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @show(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca [32 x i8], align 16
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i64, ptr %6, align 8
  %11 = getelementptr inbounds [32 x i8], ptr %7, i64 0, i64 0
  call void @sha256(ptr noundef %9, i64 noundef %10, ptr noundef %11) #3
  %12 = load ptr, ptr %4, align 8
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %12) #3
  store i32 0, ptr %8, align 4
  br label %14

14:                                               ; preds = %24, %3
  %15 = load i32, ptr %8, align 4
  %16 = icmp slt i32 %15, 32
  br i1 %16, label %17, label %27

17:                                               ; preds = %14
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [32 x i8], ptr %7, i64 0, i64 %19
  %21 = load i8, ptr %20, align 1
  %22 = zext i8 %21 to i32
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %22) #3
  br label %24

24:                                               ; preds = %17
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %8, align 4
  br label %14, !llvm.loop !8

27:                                               ; preds = %14
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.9) #3
  ret void
}

declare i64 @strlen(ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @splitmix(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = load i64, ptr %4, align 8
  %6 = add i64 %5, -7046029254386353131
  store i64 %6, ptr %4, align 8
  store i64 %6, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  %9 = lshr i64 %8, 30
  %10 = xor i64 %7, %9
  %11 = mul i64 %10, -4658895280553007687
  store i64 %11, ptr %3, align 8
  %12 = load i64, ptr %3, align 8
  %13 = load i64, ptr %3, align 8
  %14 = lshr i64 %13, 27
  %15 = xor i64 %12, %14
  %16 = mul i64 %15, -7723592293110705685
  store i64 %16, ptr %3, align 8
  %17 = load i64, ptr %3, align 8
  %18 = load i64, ptr %3, align 8
  %19 = lshr i64 %18, 31
  %20 = xor i64 %17, %19
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone
define internal void @sha256(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [8 x i32], align 16
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca [128 x i8], align 16
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.sha256.h, i64 32, i1 false)
  %16 = load ptr, ptr %4, align 8
  store ptr %16, ptr %8, align 8
  store i64 0, ptr %9, align 8
  br label %17

17:                                               ; preds = %27, %3
  %18 = load i64, ptr %9, align 8
  %19 = add i64 %18, 64
  %20 = load i64, ptr %5, align 8
  %21 = icmp ule i64 %19, %20
  br i1 %21, label %22, label %30

22:                                               ; preds = %17
  %23 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 0
  %24 = load ptr, ptr %8, align 8
  %25 = load i64, ptr %9, align 8
  %26 = getelementptr inbounds i8, ptr %24, i64 %25
  call void @block(ptr noundef %23, ptr noundef %26) #3
  br label %27

27:                                               ; preds = %22
  %28 = load i64, ptr %9, align 8
  %29 = add i64 %28, 64
  store i64 %29, ptr %9, align 8
  br label %17, !llvm.loop !9

30:                                               ; preds = %17
  %31 = load i64, ptr %5, align 8
  %32 = load i64, ptr %9, align 8
  %33 = sub i64 %31, %32
  store i64 %33, ptr %11, align 8
  %34 = getelementptr inbounds [128 x i8], ptr %10, i64 0, i64 0
  %35 = call ptr @memset(ptr noundef %34, i32 noundef 0, i64 noundef 128) #3
  %36 = getelementptr inbounds [128 x i8], ptr %10, i64 0, i64 0
  %37 = load ptr, ptr %8, align 8
  %38 = load i64, ptr %9, align 8
  %39 = getelementptr inbounds i8, ptr %37, i64 %38
  %40 = load i64, ptr %11, align 8
  %41 = call ptr @memcpy(ptr noundef %36, ptr noundef %39, i64 noundef %40) #3
  %42 = load i64, ptr %11, align 8
  %43 = getelementptr inbounds [128 x i8], ptr %10, i64 0, i64 %42
  store i8 -128, ptr %43, align 1
  %44 = load i64, ptr %11, align 8
  %45 = add i64 %44, 9
  %46 = icmp ule i64 %45, 64
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, i32 64, i32 128
  %49 = sext i32 %48 to i64
  store i64 %49, ptr %12, align 8
  %50 = load i64, ptr %5, align 8
  %51 = mul i64 %50, 8
  store i64 %51, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %52

52:                                               ; preds = %68, %30
  %53 = load i32, ptr %14, align 4
  %54 = icmp slt i32 %53, 8
  br i1 %54, label %55, label %71

55:                                               ; preds = %52
  %56 = load i64, ptr %13, align 8
  %57 = load i32, ptr %14, align 4
  %58 = mul nsw i32 8, %57
  %59 = zext i32 %58 to i64
  %60 = lshr i64 %56, %59
  %61 = trunc i64 %60 to i8
  %62 = load i64, ptr %12, align 8
  %63 = sub i64 %62, 1
  %64 = load i32, ptr %14, align 4
  %65 = sext i32 %64 to i64
  %66 = sub i64 %63, %65
  %67 = getelementptr inbounds [128 x i8], ptr %10, i64 0, i64 %66
  store i8 %61, ptr %67, align 1
  br label %68

68:                                               ; preds = %55
  %69 = load i32, ptr %14, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %14, align 4
  br label %52, !llvm.loop !10

71:                                               ; preds = %52
  %72 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 0
  %73 = getelementptr inbounds [128 x i8], ptr %10, i64 0, i64 0
  call void @block(ptr noundef %72, ptr noundef %73) #3
  %74 = load i64, ptr %12, align 8
  %75 = icmp eq i64 %74, 128
  br i1 %75, label %76, label %80

76:                                               ; preds = %71
  %77 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 0
  %78 = getelementptr inbounds [128 x i8], ptr %10, i64 0, i64 0
  %79 = getelementptr inbounds i8, ptr %78, i64 64
  call void @block(ptr noundef %77, ptr noundef %79) #3
  br label %80

80:                                               ; preds = %76, %71
  store i32 0, ptr %15, align 4
  br label %81

81:                                               ; preds = %131, %80
  %82 = load i32, ptr %15, align 4
  %83 = icmp slt i32 %82, 8
  br i1 %83, label %84, label %134

84:                                               ; preds = %81
  %85 = load i32, ptr %15, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %86
  %88 = load i32, ptr %87, align 4
  %89 = lshr i32 %88, 24
  %90 = trunc i32 %89 to i8
  %91 = load ptr, ptr %6, align 8
  %92 = load i32, ptr %15, align 4
  %93 = mul nsw i32 4, %92
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i8, ptr %91, i64 %94
  store i8 %90, ptr %95, align 1
  %96 = load i32, ptr %15, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = lshr i32 %99, 16
  %101 = trunc i32 %100 to i8
  %102 = load ptr, ptr %6, align 8
  %103 = load i32, ptr %15, align 4
  %104 = mul nsw i32 4, %103
  %105 = add nsw i32 %104, 1
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i8, ptr %102, i64 %106
  store i8 %101, ptr %107, align 1
  %108 = load i32, ptr %15, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %109
  %111 = load i32, ptr %110, align 4
  %112 = lshr i32 %111, 8
  %113 = trunc i32 %112 to i8
  %114 = load ptr, ptr %6, align 8
  %115 = load i32, ptr %15, align 4
  %116 = mul nsw i32 4, %115
  %117 = add nsw i32 %116, 2
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i8, ptr %114, i64 %118
  store i8 %113, ptr %119, align 1
  %120 = load i32, ptr %15, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %121
  %123 = load i32, ptr %122, align 4
  %124 = trunc i32 %123 to i8
  %125 = load ptr, ptr %6, align 8
  %126 = load i32, ptr %15, align 4
  %127 = mul nsw i32 4, %126
  %128 = add nsw i32 %127, 3
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds i8, ptr %125, i64 %129
  store i8 %124, ptr %130, align 1
  br label %131

131:                                              ; preds = %84
  %132 = load i32, ptr %15, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %15, align 4
  br label %81, !llvm.loop !11

134:                                              ; preds = %81
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @block(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [64 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  br label %21

21:                                               ; preds = %65, %2
  %22 = load i32, ptr %6, align 4
  %23 = icmp slt i32 %22, 16
  br i1 %23, label %24, label %68

24:                                               ; preds = %21
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %6, align 4
  %27 = mul nsw i32 4, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i8, ptr %25, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = shl i32 %31, 24
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %6, align 4
  %35 = mul nsw i32 4, %34
  %36 = add nsw i32 %35, 1
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i8, ptr %33, i64 %37
  %39 = load i8, ptr %38, align 1
  %40 = zext i8 %39 to i32
  %41 = shl i32 %40, 16
  %42 = or i32 %32, %41
  %43 = load ptr, ptr %4, align 8
  %44 = load i32, ptr %6, align 4
  %45 = mul nsw i32 4, %44
  %46 = add nsw i32 %45, 2
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i8, ptr %43, i64 %47
  %49 = load i8, ptr %48, align 1
  %50 = zext i8 %49 to i32
  %51 = shl i32 %50, 8
  %52 = or i32 %42, %51
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %6, align 4
  %55 = mul nsw i32 4, %54
  %56 = add nsw i32 %55, 3
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i8, ptr %53, i64 %57
  %59 = load i8, ptr %58, align 1
  %60 = zext i8 %59 to i32
  %61 = or i32 %52, %60
  %62 = load i32, ptr %6, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %63
  store i32 %61, ptr %64, align 4
  br label %65

65:                                               ; preds = %24
  %66 = load i32, ptr %6, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %6, align 4
  br label %21, !llvm.loop !12

68:                                               ; preds = %21
  store i32 16, ptr %7, align 4
  br label %69

69:                                               ; preds = %131, %68
  %70 = load i32, ptr %7, align 4
  %71 = icmp slt i32 %70, 64
  br i1 %71, label %72, label %134

72:                                               ; preds = %69
  %73 = load i32, ptr %7, align 4
  %74 = sub nsw i32 %73, 15
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %75
  %77 = load i32, ptr %76, align 4
  %78 = call i32 @ror(i32 noundef %77, i32 noundef 7) #3
  %79 = load i32, ptr %7, align 4
  %80 = sub nsw i32 %79, 15
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4
  %84 = call i32 @ror(i32 noundef %83, i32 noundef 18) #3
  %85 = xor i32 %78, %84
  %86 = load i32, ptr %7, align 4
  %87 = sub nsw i32 %86, 15
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4
  %91 = lshr i32 %90, 3
  %92 = xor i32 %85, %91
  store i32 %92, ptr %8, align 4
  %93 = load i32, ptr %7, align 4
  %94 = sub nsw i32 %93, 2
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %95
  %97 = load i32, ptr %96, align 4
  %98 = call i32 @ror(i32 noundef %97, i32 noundef 17) #3
  %99 = load i32, ptr %7, align 4
  %100 = sub nsw i32 %99, 2
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %101
  %103 = load i32, ptr %102, align 4
  %104 = call i32 @ror(i32 noundef %103, i32 noundef 19) #3
  %105 = xor i32 %98, %104
  %106 = load i32, ptr %7, align 4
  %107 = sub nsw i32 %106, 2
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %108
  %110 = load i32, ptr %109, align 4
  %111 = lshr i32 %110, 10
  %112 = xor i32 %105, %111
  store i32 %112, ptr %9, align 4
  %113 = load i32, ptr %7, align 4
  %114 = sub nsw i32 %113, 16
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %115
  %117 = load i32, ptr %116, align 4
  %118 = load i32, ptr %8, align 4
  %119 = add i32 %117, %118
  %120 = load i32, ptr %7, align 4
  %121 = sub nsw i32 %120, 7
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %122
  %124 = load i32, ptr %123, align 4
  %125 = add i32 %119, %124
  %126 = load i32, ptr %9, align 4
  %127 = add i32 %125, %126
  %128 = load i32, ptr %7, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %129
  store i32 %127, ptr %130, align 4
  br label %131

131:                                              ; preds = %72
  %132 = load i32, ptr %7, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %7, align 4
  br label %69, !llvm.loop !13

134:                                              ; preds = %69
  %135 = load ptr, ptr %3, align 8
  %136 = getelementptr inbounds i32, ptr %135, i64 0
  %137 = load i32, ptr %136, align 4
  store i32 %137, ptr %10, align 4
  %138 = load ptr, ptr %3, align 8
  %139 = getelementptr inbounds i32, ptr %138, i64 1
  %140 = load i32, ptr %139, align 4
  store i32 %140, ptr %11, align 4
  %141 = load ptr, ptr %3, align 8
  %142 = getelementptr inbounds i32, ptr %141, i64 2
  %143 = load i32, ptr %142, align 4
  store i32 %143, ptr %12, align 4
  %144 = load ptr, ptr %3, align 8
  %145 = getelementptr inbounds i32, ptr %144, i64 3
  %146 = load i32, ptr %145, align 4
  store i32 %146, ptr %13, align 4
  %147 = load ptr, ptr %3, align 8
  %148 = getelementptr inbounds i32, ptr %147, i64 4
  %149 = load i32, ptr %148, align 4
  store i32 %149, ptr %14, align 4
  %150 = load ptr, ptr %3, align 8
  %151 = getelementptr inbounds i32, ptr %150, i64 5
  %152 = load i32, ptr %151, align 4
  store i32 %152, ptr %15, align 4
  %153 = load ptr, ptr %3, align 8
  %154 = getelementptr inbounds i32, ptr %153, i64 6
  %155 = load i32, ptr %154, align 4
  store i32 %155, ptr %16, align 4
  %156 = load ptr, ptr %3, align 8
  %157 = getelementptr inbounds i32, ptr %156, i64 7
  %158 = load i32, ptr %157, align 4
  store i32 %158, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %159

159:                                              ; preds = %224, %134
  %160 = load i32, ptr %18, align 4
  %161 = icmp slt i32 %160, 64
  br i1 %161, label %162, label %227

162:                                              ; preds = %159
  %163 = load i32, ptr %17, align 4
  %164 = load i32, ptr %14, align 4
  %165 = call i32 @ror(i32 noundef %164, i32 noundef 6) #3
  %166 = load i32, ptr %14, align 4
  %167 = call i32 @ror(i32 noundef %166, i32 noundef 11) #3
  %168 = xor i32 %165, %167
  %169 = load i32, ptr %14, align 4
  %170 = call i32 @ror(i32 noundef %169, i32 noundef 25) #3
  %171 = xor i32 %168, %170
  %172 = add i32 %163, %171
  %173 = load i32, ptr %14, align 4
  %174 = load i32, ptr %15, align 4
  %175 = and i32 %173, %174
  %176 = load i32, ptr %14, align 4
  %177 = xor i32 %176, -1
  %178 = load i32, ptr %16, align 4
  %179 = and i32 %177, %178
  %180 = xor i32 %175, %179
  %181 = add i32 %172, %180
  %182 = load i32, ptr %18, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [64 x i32], ptr @K, i64 0, i64 %183
  %185 = load i32, ptr %184, align 4
  %186 = add i32 %181, %185
  %187 = load i32, ptr %18, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %188
  %190 = load i32, ptr %189, align 4
  %191 = add i32 %186, %190
  store i32 %191, ptr %19, align 4
  %192 = load i32, ptr %10, align 4
  %193 = call i32 @ror(i32 noundef %192, i32 noundef 2) #3
  %194 = load i32, ptr %10, align 4
  %195 = call i32 @ror(i32 noundef %194, i32 noundef 13) #3
  %196 = xor i32 %193, %195
  %197 = load i32, ptr %10, align 4
  %198 = call i32 @ror(i32 noundef %197, i32 noundef 22) #3
  %199 = xor i32 %196, %198
  %200 = load i32, ptr %10, align 4
  %201 = load i32, ptr %11, align 4
  %202 = and i32 %200, %201
  %203 = load i32, ptr %10, align 4
  %204 = load i32, ptr %12, align 4
  %205 = and i32 %203, %204
  %206 = xor i32 %202, %205
  %207 = load i32, ptr %11, align 4
  %208 = load i32, ptr %12, align 4
  %209 = and i32 %207, %208
  %210 = xor i32 %206, %209
  %211 = add i32 %199, %210
  store i32 %211, ptr %20, align 4
  %212 = load i32, ptr %16, align 4
  store i32 %212, ptr %17, align 4
  %213 = load i32, ptr %15, align 4
  store i32 %213, ptr %16, align 4
  %214 = load i32, ptr %14, align 4
  store i32 %214, ptr %15, align 4
  %215 = load i32, ptr %13, align 4
  %216 = load i32, ptr %19, align 4
  %217 = add i32 %215, %216
  store i32 %217, ptr %14, align 4
  %218 = load i32, ptr %12, align 4
  store i32 %218, ptr %13, align 4
  %219 = load i32, ptr %11, align 4
  store i32 %219, ptr %12, align 4
  %220 = load i32, ptr %10, align 4
  store i32 %220, ptr %11, align 4
  %221 = load i32, ptr %19, align 4
  %222 = load i32, ptr %20, align 4
  %223 = add i32 %221, %222
  store i32 %223, ptr %10, align 4
  br label %224

224:                                              ; preds = %162
  %225 = load i32, ptr %18, align 4
  %226 = add nsw i32 %225, 1
  store i32 %226, ptr %18, align 4
  br label %159, !llvm.loop !14

227:                                              ; preds = %159
  %228 = load i32, ptr %10, align 4
  %229 = load ptr, ptr %3, align 8
  %230 = getelementptr inbounds i32, ptr %229, i64 0
  %231 = load i32, ptr %230, align 4
  %232 = add i32 %231, %228
  store i32 %232, ptr %230, align 4
  %233 = load i32, ptr %11, align 4
  %234 = load ptr, ptr %3, align 8
  %235 = getelementptr inbounds i32, ptr %234, i64 1
  %236 = load i32, ptr %235, align 4
  %237 = add i32 %236, %233
  store i32 %237, ptr %235, align 4
  %238 = load i32, ptr %12, align 4
  %239 = load ptr, ptr %3, align 8
  %240 = getelementptr inbounds i32, ptr %239, i64 2
  %241 = load i32, ptr %240, align 4
  %242 = add i32 %241, %238
  store i32 %242, ptr %240, align 4
  %243 = load i32, ptr %13, align 4
  %244 = load ptr, ptr %3, align 8
  %245 = getelementptr inbounds i32, ptr %244, i64 3
  %246 = load i32, ptr %245, align 4
  %247 = add i32 %246, %243
  store i32 %247, ptr %245, align 4
  %248 = load i32, ptr %14, align 4
  %249 = load ptr, ptr %3, align 8
  %250 = getelementptr inbounds i32, ptr %249, i64 4
  %251 = load i32, ptr %250, align 4
  %252 = add i32 %251, %248
  store i32 %252, ptr %250, align 4
  %253 = load i32, ptr %15, align 4
  %254 = load ptr, ptr %3, align 8
  %255 = getelementptr inbounds i32, ptr %254, i64 5
  %256 = load i32, ptr %255, align 4
  %257 = add i32 %256, %253
  store i32 %257, ptr %255, align 4
  %258 = load i32, ptr %16, align 4
  %259 = load ptr, ptr %3, align 8
  %260 = getelementptr inbounds i32, ptr %259, i64 6
  %261 = load i32, ptr %260, align 4
  %262 = add i32 %261, %258
  store i32 %262, ptr %260, align 4
  %263 = load i32, ptr %17, align 4
  %264 = load ptr, ptr %3, align 8
  %265 = getelementptr inbounds i32, ptr %264, i64 7
  %266 = load i32, ptr %265, align 4
  %267 = add i32 %266, %263
  store i32 %267, ptr %265, align 4
  ret void
}

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) #1

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @ror(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = lshr i32 %5, %6
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %4, align 4
  %10 = sub nsw i32 32, %9
  %11 = shl i32 %8, %10
  %12 = or i32 %7, %11
  ret i32 %12
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
