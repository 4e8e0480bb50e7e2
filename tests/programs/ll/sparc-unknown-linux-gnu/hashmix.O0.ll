; ModuleID = 'tests/programs/hashmix.c'
source_filename = "tests/programs/hashmix.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"empty\00", align 1
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [57 x i8] c"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"448bit\00", align 1
@main.big = internal global [1000 x i8] zeroinitializer, align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"1000\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"splitmix %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.sha256.h = private unnamed_addr constant [8 x i32] [i32 1779033703, i32 -1150833019, i32 1013904242, i32 -1521486534, i32 1359893119, i32 -1694144372, i32 528734635, i32 1541459225], align 4
@K = internal constant [64 x i32] [i32 1116352408, i32 1899447441, i32 -1245643825, i32 -373957723, i32 961987163, i32 1508970993, i32 -1841331548, i32 -1424204075, i32 -670586216, i32 310598401, i32 607225278, i32 1426881987, i32 1925078388, i32 -2132889090, i32 -1680079193, i32 -1046744716, i32 -459576895, i32 -272742522, i32 264347078, i32 604807628, i32 770255983, i32 1249150122, i32 1555081692, i32 1996064986, i32 -1740746414, i32 -1473132947, i32 -1341970488, i32 -1084653625, i32 -958395405, i32 -710438585, i32 113926993, i32 338241895, i32 666307205, i32 773529912, i32 1294757372, i32 1396182291, i32 1695183700, i32 1986661051, i32 -2117940946, i32 -1838011259, i32 -1564481375, i32 -1474664885, i32 -1035236496, i32 -949202525, i32 -778901479, i32 -694614492, i32 -200395387, i32 275423344, i32 430227734, i32 506948616, i32 659060556, i32 883997877, i32 958139571, i32 1322822218, i32 1537002063, i32 1747873779, i32 1955562222, i32 2024104815, i32 -2067236844, i32 -1933114872, i32 -1866530822, i32 -1538233109, i32 -1090935817, i32 -965641998], align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  call void @show(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 0) #3
  call void @show(ptr noundef @.str.2, ptr noundef @.str.2, i32 noundef 3) #3
  store ptr @.str.3, ptr %1, align 4
  %5 = load ptr, ptr %1, align 4
  %6 = load ptr, ptr %1, align 4
  %7 = call i32 @strlen(ptr noundef %6) #3
  call void @show(ptr noundef @.str.4, ptr noundef %5, i32 noundef %7) #3
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %18, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 1000
  br i1 %10, label %11, label %21

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = srem i32 %12, 26
  %14 = add nsw i32 97, %13
  %15 = trunc i32 %14 to i8
  %16 = load i32, ptr %2, align 4
  %17 = getelementptr inbounds [1000 x i8], ptr @main.big, i32 0, i32 %16
  store i8 %15, ptr %17, align 1
  br label %18

18:                                               ; preds = %11
  %19 = load i32, ptr %2, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %2, align 4
  br label %8, !llvm.loop !5

21:                                               ; preds = %8
  call void @show(ptr noundef @.str.5, ptr noundef @main.big, i32 noundef 1000) #3
  store i64 42, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %22

22:                                               ; preds = %28, %21
  %23 = load i32, ptr %4, align 4
  %24 = icmp slt i32 %23, 5
  br i1 %24, label %25, label %31

25:                                               ; preds = %22
  %26 = call i64 @splitmix(ptr noundef %3) #3
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %26) #3
  br label %28

28:                                               ; preds = %25
  %29 = load i32, ptr %4, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %4, align 4
  br label %22, !llvm.loop !7

31:                                               ; preds = %22
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @show(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca [32 x i8], align 1
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %9 = load ptr, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = getelementptr inbounds [32 x i8], ptr %7, i32 0, i32 0
  call void @sha256(ptr noundef %9, i32 noundef %10, ptr noundef %11) #3
  %12 = load ptr, ptr %4, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %12) #3
  store i32 0, ptr %8, align 4
  br label %14

14:                                               ; preds = %23, %3
  %15 = load i32, ptr %8, align 4
  %16 = icmp slt i32 %15, 32
  br i1 %16, label %17, label %26

17:                                               ; preds = %14
  %18 = load i32, ptr %8, align 4
  %19 = getelementptr inbounds [32 x i8], ptr %7, i32 0, i32 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %21) #3
  br label %23

23:                                               ; preds = %17
  %24 = load i32, ptr %8, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %8, align 4
  br label %14, !llvm.loop !8

26:                                               ; preds = %14
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.9) #3
  ret void
}

declare i32 @strlen(ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @splitmix(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
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
define internal void @sha256(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca [8 x i32], align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca [128 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 @__const.sha256.h, i32 32, i1 false)
  %16 = load ptr, ptr %4, align 4
  store ptr %16, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %17

17:                                               ; preds = %27, %3
  %18 = load i32, ptr %9, align 4
  %19 = add i32 %18, 64
  %20 = load i32, ptr %5, align 4
  %21 = icmp ule i32 %19, %20
  br i1 %21, label %22, label %30

22:                                               ; preds = %17
  %23 = getelementptr inbounds [8 x i32], ptr %7, i32 0, i32 0
  %24 = load ptr, ptr %8, align 4
  %25 = load i32, ptr %9, align 4
  %26 = getelementptr inbounds i8, ptr %24, i32 %25
  call void @block(ptr noundef %23, ptr noundef %26) #3
  br label %27

27:                                               ; preds = %22
  %28 = load i32, ptr %9, align 4
  %29 = add i32 %28, 64
  store i32 %29, ptr %9, align 4
  br label %17, !llvm.loop !9

30:                                               ; preds = %17
  %31 = load i32, ptr %5, align 4
  %32 = load i32, ptr %9, align 4
  %33 = sub i32 %31, %32
  store i32 %33, ptr %11, align 4
  %34 = getelementptr inbounds [128 x i8], ptr %10, i32 0, i32 0
  %35 = call ptr @memset(ptr noundef %34, i32 noundef 0, i32 noundef 128) #3
  %36 = getelementptr inbounds [128 x i8], ptr %10, i32 0, i32 0
  %37 = load ptr, ptr %8, align 4
  %38 = load i32, ptr %9, align 4
  %39 = getelementptr inbounds i8, ptr %37, i32 %38
  %40 = load i32, ptr %11, align 4
  %41 = call ptr @memcpy(ptr noundef %36, ptr noundef %39, i32 noundef %40) #3
  %42 = load i32, ptr %11, align 4
  %43 = getelementptr inbounds [128 x i8], ptr %10, i32 0, i32 %42
  store i8 -128, ptr %43, align 1
  %44 = load i32, ptr %11, align 4
  %45 = add i32 %44, 9
  %46 = icmp ule i32 %45, 64
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, i32 64, i32 128
  store i32 %48, ptr %12, align 4
  %49 = load i32, ptr %5, align 4
  %50 = zext i32 %49 to i64
  %51 = mul i64 %50, 8
  store i64 %51, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %52

52:                                               ; preds = %67, %30
  %53 = load i32, ptr %14, align 4
  %54 = icmp slt i32 %53, 8
  br i1 %54, label %55, label %70

55:                                               ; preds = %52
  %56 = load i64, ptr %13, align 8
  %57 = load i32, ptr %14, align 4
  %58 = mul nsw i32 8, %57
  %59 = zext i32 %58 to i64
  %60 = lshr i64 %56, %59
  %61 = trunc i64 %60 to i8
  %62 = load i32, ptr %12, align 4
  %63 = sub i32 %62, 1
  %64 = load i32, ptr %14, align 4
  %65 = sub i32 %63, %64
  %66 = getelementptr inbounds [128 x i8], ptr %10, i32 0, i32 %65
  store i8 %61, ptr %66, align 1
  br label %67

67:                                               ; preds = %55
  %68 = load i32, ptr %14, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %14, align 4
  br label %52, !llvm.loop !10

70:                                               ; preds = %52
  %71 = getelementptr inbounds [8 x i32], ptr %7, i32 0, i32 0
  %72 = getelementptr inbounds [128 x i8], ptr %10, i32 0, i32 0
  call void @block(ptr noundef %71, ptr noundef %72) #3
  %73 = load i32, ptr %12, align 4
  %74 = icmp eq i32 %73, 128
  br i1 %74, label %75, label %79

75:                                               ; preds = %70
  %76 = getelementptr inbounds [8 x i32], ptr %7, i32 0, i32 0
  %77 = getelementptr inbounds [128 x i8], ptr %10, i32 0, i32 0
  %78 = getelementptr inbounds i8, ptr %77, i32 64
  call void @block(ptr noundef %76, ptr noundef %78) #3
  br label %79

79:                                               ; preds = %75, %70
  store i32 0, ptr %15, align 4
  br label %80

80:                                               ; preds = %122, %79
  %81 = load i32, ptr %15, align 4
  %82 = icmp slt i32 %81, 8
  br i1 %82, label %83, label %125

83:                                               ; preds = %80
  %84 = load i32, ptr %15, align 4
  %85 = getelementptr inbounds [8 x i32], ptr %7, i32 0, i32 %84
  %86 = load i32, ptr %85, align 4
  %87 = lshr i32 %86, 24
  %88 = trunc i32 %87 to i8
  %89 = load ptr, ptr %6, align 4
  %90 = load i32, ptr %15, align 4
  %91 = mul nsw i32 4, %90
  %92 = getelementptr inbounds i8, ptr %89, i32 %91
  store i8 %88, ptr %92, align 1
  %93 = load i32, ptr %15, align 4
  %94 = getelementptr inbounds [8 x i32], ptr %7, i32 0, i32 %93
  %95 = load i32, ptr %94, align 4
  %96 = lshr i32 %95, 16
  %97 = trunc i32 %96 to i8
  %98 = load ptr, ptr %6, align 4
  %99 = load i32, ptr %15, align 4
  %100 = mul nsw i32 4, %99
  %101 = add nsw i32 %100, 1
  %102 = getelementptr inbounds i8, ptr %98, i32 %101
  store i8 %97, ptr %102, align 1
  %103 = load i32, ptr %15, align 4
  %104 = getelementptr inbounds [8 x i32], ptr %7, i32 0, i32 %103
  %105 = load i32, ptr %104, align 4
  %106 = lshr i32 %105, 8
  %107 = trunc i32 %106 to i8
  %108 = load ptr, ptr %6, align 4
  %109 = load i32, ptr %15, align 4
  %110 = mul nsw i32 4, %109
  %111 = add nsw i32 %110, 2
  %112 = getelementptr inbounds i8, ptr %108, i32 %111
  store i8 %107, ptr %112, align 1
  %113 = load i32, ptr %15, align 4
  %114 = getelementptr inbounds [8 x i32], ptr %7, i32 0, i32 %113
  %115 = load i32, ptr %114, align 4
  %116 = trunc i32 %115 to i8
  %117 = load ptr, ptr %6, align 4
  %118 = load i32, ptr %15, align 4
  %119 = mul nsw i32 4, %118
  %120 = add nsw i32 %119, 3
  %121 = getelementptr inbounds i8, ptr %117, i32 %120
  store i8 %116, ptr %121, align 1
  br label %122

122:                                              ; preds = %83
  %123 = load i32, ptr %15, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %15, align 4
  br label %80, !llvm.loop !11

125:                                              ; preds = %80
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @block(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca [64 x i32], align 4
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
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  store i32 0, ptr %6, align 4
  br label %21

21:                                               ; preds = %60, %2
  %22 = load i32, ptr %6, align 4
  %23 = icmp slt i32 %22, 16
  br i1 %23, label %24, label %63

24:                                               ; preds = %21
  %25 = load ptr, ptr %4, align 4
  %26 = load i32, ptr %6, align 4
  %27 = mul nsw i32 4, %26
  %28 = getelementptr inbounds i8, ptr %25, i32 %27
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = shl i32 %30, 24
  %32 = load ptr, ptr %4, align 4
  %33 = load i32, ptr %6, align 4
  %34 = mul nsw i32 4, %33
  %35 = add nsw i32 %34, 1
  %36 = getelementptr inbounds i8, ptr %32, i32 %35
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  %39 = shl i32 %38, 16
  %40 = or i32 %31, %39
  %41 = load ptr, ptr %4, align 4
  %42 = load i32, ptr %6, align 4
  %43 = mul nsw i32 4, %42
  %44 = add nsw i32 %43, 2
  %45 = getelementptr inbounds i8, ptr %41, i32 %44
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i32
  %48 = shl i32 %47, 8
  %49 = or i32 %40, %48
  %50 = load ptr, ptr %4, align 4
  %51 = load i32, ptr %6, align 4
  %52 = mul nsw i32 4, %51
  %53 = add nsw i32 %52, 3
  %54 = getelementptr inbounds i8, ptr %50, i32 %53
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = or i32 %49, %56
  %58 = load i32, ptr %6, align 4
  %59 = getelementptr inbounds [64 x i32], ptr %5, i32 0, i32 %58
  store i32 %57, ptr %59, align 4
  br label %60

60:                                               ; preds = %24
  %61 = load i32, ptr %6, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %6, align 4
  br label %21, !llvm.loop !12

63:                                               ; preds = %21
  store i32 16, ptr %7, align 4
  br label %64

64:                                               ; preds = %117, %63
  %65 = load i32, ptr %7, align 4
  %66 = icmp slt i32 %65, 64
  br i1 %66, label %67, label %120

67:                                               ; preds = %64
  %68 = load i32, ptr %7, align 4
  %69 = sub nsw i32 %68, 15
  %70 = getelementptr inbounds [64 x i32], ptr %5, i32 0, i32 %69
  %71 = load i32, ptr %70, align 4
  %72 = call i32 @ror(i32 noundef %71, i32 noundef 7) #3
  %73 = load i32, ptr %7, align 4
  %74 = sub nsw i32 %73, 15
  %75 = getelementptr inbounds [64 x i32], ptr %5, i32 0, i32 %74
  %76 = load i32, ptr %75, align 4
  %77 = call i32 @ror(i32 noundef %76, i32 noundef 18) #3
  %78 = xor i32 %72, %77
  %79 = load i32, ptr %7, align 4
  %80 = sub nsw i32 %79, 15
  %81 = getelementptr inbounds [64 x i32], ptr %5, i32 0, i32 %80
  %82 = load i32, ptr %81, align 4
  %83 = lshr i32 %82, 3
  %84 = xor i32 %78, %83
  store i32 %84, ptr %8, align 4
  %85 = load i32, ptr %7, align 4
  %86 = sub nsw i32 %85, 2
  %87 = getelementptr inbounds [64 x i32], ptr %5, i32 0, i32 %86
  %88 = load i32, ptr %87, align 4
  %89 = call i32 @ror(i32 noundef %88, i32 noundef 17) #3
  %90 = load i32, ptr %7, align 4
  %91 = sub nsw i32 %90, 2
  %92 = getelementptr inbounds [64 x i32], ptr %5, i32 0, i32 %91
  %93 = load i32, ptr %92, align 4
  %94 = call i32 @ror(i32 noundef %93, i32 noundef 19) #3
  %95 = xor i32 %89, %94
  %96 = load i32, ptr %7, align 4
  %97 = sub nsw i32 %96, 2
  %98 = getelementptr inbounds [64 x i32], ptr %5, i32 0, i32 %97
  %99 = load i32, ptr %98, align 4
  %100 = lshr i32 %99, 10
  %101 = xor i32 %95, %100
  store i32 %101, ptr %9, align 4
  %102 = load i32, ptr %7, align 4
  %103 = sub nsw i32 %102, 16
  %104 = getelementptr inbounds [64 x i32], ptr %5, i32 0, i32 %103
  %105 = load i32, ptr %104, align 4
  %106 = load i32, ptr %8, align 4
  %107 = add i32 %105, %106
  %108 = load i32, ptr %7, align 4
  %109 = sub nsw i32 %108, 7
  %110 = getelementptr inbounds [64 x i32], ptr %5, i32 0, i32 %109
  %111 = load i32, ptr %110, align 4
  %112 = add i32 %107, %111
  %113 = load i32, ptr %9, align 4
  %114 = add i32 %112, %113
  %115 = load i32, ptr %7, align 4
  %116 = getelementptr inbounds [64 x i32], ptr %5, i32 0, i32 %115
  store i32 %114, ptr %116, align 4
  br label %117

117:                                              ; preds = %67
  %118 = load i32, ptr %7, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %7, align 4
  br label %64, !llvm.loop !13

120:                                              ; preds = %64
  %121 = load ptr, ptr %3, align 4
  %122 = getelementptr inbounds i32, ptr %121, i32 0
  %123 = load i32, ptr %122, align 4
  store i32 %123, ptr %10, align 4
  %124 = load ptr, ptr %3, align 4
  %125 = getelementptr inbounds i32, ptr %124, i32 1
  %126 = load i32, ptr %125, align 4
  store i32 %126, ptr %11, align 4
  %127 = load ptr, ptr %3, align 4
  %128 = getelementptr inbounds i32, ptr %127, i32 2
  %129 = load i32, ptr %128, align 4
  store i32 %129, ptr %12, align 4
  %130 = load ptr, ptr %3, align 4
  %131 = getelementptr inbounds i32, ptr %130, i32 3
  %132 = load i32, ptr %131, align 4
  store i32 %132, ptr %13, align 4
  %133 = load ptr, ptr %3, align 4
  %134 = getelementptr inbounds i32, ptr %133, i32 4
  %135 = load i32, ptr %134, align 4
  store i32 %135, ptr %14, align 4
  %136 = load ptr, ptr %3, align 4
  %137 = getelementptr inbounds i32, ptr %136, i32 5
  %138 = load i32, ptr %137, align 4
  store i32 %138, ptr %15, align 4
  %139 = load ptr, ptr %3, align 4
  %140 = getelementptr inbounds i32, ptr %139, i32 6
  %141 = load i32, ptr %140, align 4
  store i32 %141, ptr %16, align 4
  %142 = load ptr, ptr %3, align 4
  %143 = getelementptr inbounds i32, ptr %142, i32 7
  %144 = load i32, ptr %143, align 4
  store i32 %144, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %145

145:                                              ; preds = %208, %120
  %146 = load i32, ptr %18, align 4
  %147 = icmp slt i32 %146, 64
  br i1 %147, label %148, label %211

148:                                              ; preds = %145
  %149 = load i32, ptr %17, align 4
  %150 = load i32, ptr %14, align 4
  %151 = call i32 @ror(i32 noundef %150, i32 noundef 6) #3
  %152 = load i32, ptr %14, align 4
  %153 = call i32 @ror(i32 noundef %152, i32 noundef 11) #3
  %154 = xor i32 %151, %153
  %155 = load i32, ptr %14, align 4
  %156 = call i32 @ror(i32 noundef %155, i32 noundef 25) #3
  %157 = xor i32 %154, %156
  %158 = add i32 %149, %157
  %159 = load i32, ptr %14, align 4
  %160 = load i32, ptr %15, align 4
  %161 = and i32 %159, %160
  %162 = load i32, ptr %14, align 4
  %163 = xor i32 %162, -1
  %164 = load i32, ptr %16, align 4
  %165 = and i32 %163, %164
  %166 = xor i32 %161, %165
  %167 = add i32 %158, %166
  %168 = load i32, ptr %18, align 4
  %169 = getelementptr inbounds [64 x i32], ptr @K, i32 0, i32 %168
  %170 = load i32, ptr %169, align 4
  %171 = add i32 %167, %170
  %172 = load i32, ptr %18, align 4
  %173 = getelementptr inbounds [64 x i32], ptr %5, i32 0, i32 %172
  %174 = load i32, ptr %173, align 4
  %175 = add i32 %171, %174
  store i32 %175, ptr %19, align 4
  %176 = load i32, ptr %10, align 4
  %177 = call i32 @ror(i32 noundef %176, i32 noundef 2) #3
  %178 = load i32, ptr %10, align 4
  %179 = call i32 @ror(i32 noundef %178, i32 noundef 13) #3
  %180 = xor i32 %177, %179
  %181 = load i32, ptr %10, align 4
  %182 = call i32 @ror(i32 noundef %181, i32 noundef 22) #3
  %183 = xor i32 %180, %182
  %184 = load i32, ptr %10, align 4
  %185 = load i32, ptr %11, align 4
  %186 = and i32 %184, %185
  %187 = load i32, ptr %10, align 4
  %188 = load i32, ptr %12, align 4
  %189 = and i32 %187, %188
  %190 = xor i32 %186, %189
  %191 = load i32, ptr %11, align 4
  %192 = load i32, ptr %12, align 4
  %193 = and i32 %191, %192
  %194 = xor i32 %190, %193
  %195 = add i32 %183, %194
  store i32 %195, ptr %20, align 4
  %196 = load i32, ptr %16, align 4
  store i32 %196, ptr %17, align 4
  %197 = load i32, ptr %15, align 4
  store i32 %197, ptr %16, align 4
  %198 = load i32, ptr %14, align 4
  store i32 %198, ptr %15, align 4
  %199 = load i32, ptr %13, align 4
  %200 = load i32, ptr %19, align 4
  %201 = add i32 %199, %200
  store i32 %201, ptr %14, align 4
  %202 = load i32, ptr %12, align 4
  store i32 %202, ptr %13, align 4
  %203 = load i32, ptr %11, align 4
  store i32 %203, ptr %12, align 4
  %204 = load i32, ptr %10, align 4
  store i32 %204, ptr %11, align 4
  %205 = load i32, ptr %19, align 4
  %206 = load i32, ptr %20, align 4
  %207 = add i32 %205, %206
  store i32 %207, ptr %10, align 4
  br label %208

208:                                              ; preds = %148
  %209 = load i32, ptr %18, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %18, align 4
  br label %145, !llvm.loop !14

211:                                              ; preds = %145
  %212 = load i32, ptr %10, align 4
  %213 = load ptr, ptr %3, align 4
  %214 = getelementptr inbounds i32, ptr %213, i32 0
  %215 = load i32, ptr %214, align 4
  %216 = add i32 %215, %212
  store i32 %216, ptr %214, align 4
  %217 = load i32, ptr %11, align 4
  %218 = load ptr, ptr %3, align 4
  %219 = getelementptr inbounds i32, ptr %218, i32 1
  %220 = load i32, ptr %219, align 4
  %221 = add i32 %220, %217
  store i32 %221, ptr %219, align 4
  %222 = load i32, ptr %12, align 4
  %223 = load ptr, ptr %3, align 4
  %224 = getelementptr inbounds i32, ptr %223, i32 2
  %225 = load i32, ptr %224, align 4
  %226 = add i32 %225, %222
  store i32 %226, ptr %224, align 4
  %227 = load i32, ptr %13, align 4
  %228 = load ptr, ptr %3, align 4
  %229 = getelementptr inbounds i32, ptr %228, i32 3
  %230 = load i32, ptr %229, align 4
  %231 = add i32 %230, %227
  store i32 %231, ptr %229, align 4
  %232 = load i32, ptr %14, align 4
  %233 = load ptr, ptr %3, align 4
  %234 = getelementptr inbounds i32, ptr %233, i32 4
  %235 = load i32, ptr %234, align 4
  %236 = add i32 %235, %232
  store i32 %236, ptr %234, align 4
  %237 = load i32, ptr %15, align 4
  %238 = load ptr, ptr %3, align 4
  %239 = getelementptr inbounds i32, ptr %238, i32 5
  %240 = load i32, ptr %239, align 4
  %241 = add i32 %240, %237
  store i32 %241, ptr %239, align 4
  %242 = load i32, ptr %16, align 4
  %243 = load ptr, ptr %3, align 4
  %244 = getelementptr inbounds i32, ptr %243, i32 6
  %245 = load i32, ptr %244, align 4
  %246 = add i32 %245, %242
  store i32 %246, ptr %244, align 4
  %247 = load i32, ptr %17, align 4
  %248 = load ptr, ptr %3, align 4
  %249 = getelementptr inbounds i32, ptr %248, i32 7
  %250 = load i32, ptr %249, align 4
  %251 = add i32 %250, %247
  store i32 %251, ptr %249, align 4
  ret void
}

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) #1

declare ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) #1

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
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
