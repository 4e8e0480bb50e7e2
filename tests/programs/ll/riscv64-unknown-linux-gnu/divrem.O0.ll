; ModuleID = 'tests/programs/divrem.c'
source_filename = "tests/programs/divrem.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.nums = private unnamed_addr constant [12 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 13, i32 -13, i32 100, i32 -100, i32 127, i32 -128, i32 255], align 4
@__const.main.dens = private unnamed_addr constant [12 x i32] [i32 1, i32 -1, i32 2, i32 -2, i32 3, i32 -3, i32 7, i32 -7, i32 10, i32 16, i32 -16, i32 127], align 4
@.str = private unnamed_addr constant [46 x i8] c"%d,%d: s8 %d %d u8 %u %u s16 %d %d u16 %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"   s32 %d %d u32 %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"   s64 %lld %lld u64 %llu %llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [77 x i8] c"const %d: /3=%d %%3=%d /10=%d %%10=%d /16=%d %%16=%d u/3=%u u/10=%u u%%7=%u\0A\00", align 1
@.str.4 = private unnamed_addr constant [39 x i8] c"  64: /1000=%lld %%1000=%lld u/9=%llu\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca [12 x i32], align 4
  %2 = alloca [12 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 4 @__const.main.nums, i64 48, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.dens, i64 48, i1 false)
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %138, %0
  %12 = load i32, ptr %3, align 4
  %13 = icmp slt i32 %12, 12
  br i1 %13, label %14, label %141

14:                                               ; preds = %11
  store i32 0, ptr %4, align 4
  br label %15

15:                                               ; preds = %134, %14
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 12
  br i1 %17, label %18, label %137

18:                                               ; preds = %15
  %19 = load i32, ptr %3, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  store i32 %22, ptr %5, align 4
  %23 = load i32, ptr %4, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4
  store i32 %26, ptr %6, align 4
  %27 = load i32, ptr %5, align 4
  %28 = load i32, ptr %6, align 4
  %29 = load i32, ptr %5, align 4
  %30 = icmp eq i32 %29, -128
  br i1 %30, label %31, label %35

31:                                               ; preds = %18
  %32 = load i32, ptr %6, align 4
  %33 = icmp eq i32 %32, -1
  br i1 %33, label %34, label %35

34:                                               ; preds = %31
  br label %42

35:                                               ; preds = %31, %18
  %36 = load i32, ptr %5, align 4
  %37 = trunc i32 %36 to i8
  %38 = load i32, ptr %6, align 4
  %39 = trunc i32 %38 to i8
  %40 = call signext i8 @sd8(i8 noundef signext %37, i8 noundef signext %39) #3
  %41 = sext i8 %40 to i32
  br label %42

42:                                               ; preds = %35, %34
  %43 = phi i32 [ 0, %34 ], [ %41, %35 ]
  %44 = load i32, ptr %5, align 4
  %45 = icmp eq i32 %44, -128
  br i1 %45, label %46, label %50

46:                                               ; preds = %42
  %47 = load i32, ptr %6, align 4
  %48 = icmp eq i32 %47, -1
  br i1 %48, label %49, label %50

49:                                               ; preds = %46
  br label %57

50:                                               ; preds = %46, %42
  %51 = load i32, ptr %5, align 4
  %52 = trunc i32 %51 to i8
  %53 = load i32, ptr %6, align 4
  %54 = trunc i32 %53 to i8
  %55 = call signext i8 @sr8(i8 noundef signext %52, i8 noundef signext %54) #3
  %56 = sext i8 %55 to i32
  br label %57

57:                                               ; preds = %50, %49
  %58 = phi i32 [ 0, %49 ], [ %56, %50 ]
  %59 = load i32, ptr %5, align 4
  %60 = trunc i32 %59 to i8
  %61 = load i32, ptr %6, align 4
  %62 = trunc i32 %61 to i8
  %63 = call zeroext i8 @ud8(i8 noundef zeroext %60, i8 noundef zeroext %62) #3
  %64 = zext i8 %63 to i32
  %65 = load i32, ptr %5, align 4
  %66 = trunc i32 %65 to i8
  %67 = load i32, ptr %6, align 4
  %68 = trunc i32 %67 to i8
  %69 = call zeroext i8 @ur8(i8 noundef zeroext %66, i8 noundef zeroext %68) #3
  %70 = zext i8 %69 to i32
  %71 = load i32, ptr %5, align 4
  %72 = trunc i32 %71 to i16
  %73 = load i32, ptr %6, align 4
  %74 = trunc i32 %73 to i16
  %75 = call signext i16 @sd16(i16 noundef signext %72, i16 noundef signext %74) #3
  %76 = sext i16 %75 to i32
  %77 = load i32, ptr %5, align 4
  %78 = trunc i32 %77 to i16
  %79 = load i32, ptr %6, align 4
  %80 = trunc i32 %79 to i16
  %81 = call signext i16 @sr16(i16 noundef signext %78, i16 noundef signext %80) #3
  %82 = sext i16 %81 to i32
  %83 = load i32, ptr %5, align 4
  %84 = trunc i32 %83 to i16
  %85 = load i32, ptr %6, align 4
  %86 = trunc i32 %85 to i16
  %87 = call zeroext i16 @ud16(i16 noundef zeroext %84, i16 noundef zeroext %86) #3
  %88 = zext i16 %87 to i32
  %89 = load i32, ptr %5, align 4
  %90 = trunc i32 %89 to i16
  %91 = load i32, ptr %6, align 4
  %92 = trunc i32 %91 to i16
  %93 = call zeroext i16 @ur16(i16 noundef zeroext %90, i16 noundef zeroext %92) #3
  %94 = zext i16 %93 to i32
  %95 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %27, i32 noundef signext %28, i32 noundef signext %43, i32 noundef signext %58, i32 noundef signext %64, i32 noundef signext %70, i32 noundef signext %76, i32 noundef signext %82, i32 noundef signext %88, i32 noundef signext %94) #3
  %96 = load i32, ptr %5, align 4
  %97 = mul nsw i32 %96, 1000003
  %98 = load i32, ptr %6, align 4
  %99 = call signext i32 @sd32(i32 noundef signext %97, i32 noundef signext %98) #3
  %100 = load i32, ptr %5, align 4
  %101 = mul nsw i32 %100, 1000003
  %102 = load i32, ptr %6, align 4
  %103 = call signext i32 @sr32(i32 noundef signext %101, i32 noundef signext %102) #3
  %104 = load i32, ptr %5, align 4
  %105 = mul i32 %104, 1000003
  %106 = load i32, ptr %6, align 4
  %107 = call signext i32 @ud32(i32 noundef signext %105, i32 noundef signext %106) #3
  %108 = load i32, ptr %5, align 4
  %109 = mul i32 %108, 1000003
  %110 = load i32, ptr %6, align 4
  %111 = call signext i32 @ur32(i32 noundef signext %109, i32 noundef signext %110) #3
  %112 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %99, i32 noundef signext %103, i32 noundef signext %107, i32 noundef signext %111) #3
  %113 = load i32, ptr %5, align 4
  %114 = sext i32 %113 to i64
  %115 = mul nsw i64 %114, 1000000007
  %116 = mul nsw i64 %115, 1000
  store i64 %116, ptr %7, align 8
  %117 = load i64, ptr %7, align 8
  %118 = load i32, ptr %6, align 4
  %119 = sext i32 %118 to i64
  %120 = call i64 @sd64(i64 noundef %117, i64 noundef %119) #3
  %121 = load i64, ptr %7, align 8
  %122 = load i32, ptr %6, align 4
  %123 = sext i32 %122 to i64
  %124 = call i64 @sr64(i64 noundef %121, i64 noundef %123) #3
  %125 = load i64, ptr %7, align 8
  %126 = load i32, ptr %6, align 4
  %127 = sext i32 %126 to i64
  %128 = call i64 @ud64(i64 noundef %125, i64 noundef %127) #3
  %129 = load i64, ptr %7, align 8
  %130 = load i32, ptr %6, align 4
  %131 = sext i32 %130 to i64
  %132 = call i64 @ur64(i64 noundef %129, i64 noundef %131) #3
  %133 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %120, i64 noundef %124, i64 noundef %128, i64 noundef %132) #3
  br label %134

134:                                              ; preds = %57
  %135 = load i32, ptr %4, align 4
  %136 = add nsw i32 %135, 3
  store i32 %136, ptr %4, align 4
  br label %15, !llvm.loop !7

137:                                              ; preds = %15
  br label %138

138:                                              ; preds = %137
  %139 = load i32, ptr %3, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %3, align 4
  br label %11, !llvm.loop !9

141:                                              ; preds = %11
  store i32 -50, ptr %8, align 4
  br label %142

142:                                              ; preds = %177, %141
  %143 = load i32, ptr %8, align 4
  %144 = icmp sle i32 %143, 50
  br i1 %144, label %145, label %180

145:                                              ; preds = %142
  %146 = load i32, ptr %8, align 4
  store i32 %146, ptr %9, align 4
  %147 = load i32, ptr %8, align 4
  %148 = load i32, ptr %8, align 4
  %149 = sdiv i32 %148, 3
  %150 = load i32, ptr %8, align 4
  %151 = srem i32 %150, 3
  %152 = load i32, ptr %8, align 4
  %153 = sdiv i32 %152, 10
  %154 = load i32, ptr %8, align 4
  %155 = srem i32 %154, 10
  %156 = load i32, ptr %8, align 4
  %157 = sdiv i32 %156, 16
  %158 = load i32, ptr %8, align 4
  %159 = srem i32 %158, 16
  %160 = load i32, ptr %9, align 4
  %161 = udiv i32 %160, 3
  %162 = load i32, ptr %9, align 4
  %163 = udiv i32 %162, 10
  %164 = load i32, ptr %9, align 4
  %165 = urem i32 %164, 7
  %166 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %147, i32 noundef signext %149, i32 noundef signext %151, i32 noundef signext %153, i32 noundef signext %155, i32 noundef signext %157, i32 noundef signext %159, i32 noundef signext %161, i32 noundef signext %163, i32 noundef signext %165) #3
  %167 = load i32, ptr %8, align 4
  %168 = sext i32 %167 to i64
  %169 = mul nsw i64 %168, 123456789123
  store i64 %169, ptr %10, align 8
  %170 = load i64, ptr %10, align 8
  %171 = sdiv i64 %170, 1000
  %172 = load i64, ptr %10, align 8
  %173 = srem i64 %172, 1000
  %174 = load i64, ptr %10, align 8
  %175 = udiv i64 %174, 9
  %176 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %171, i64 noundef %173, i64 noundef %175) #3
  br label %177

177:                                              ; preds = %145
  %178 = load i32, ptr %8, align 4
  %179 = add nsw i32 %178, 17
  store i32 %179, ptr %8, align 4
  br label %142, !llvm.loop !10

180:                                              ; preds = %142
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal signext i8 @sd8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone
define internal signext i8 @sr8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i8 @ud8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i8 @ur8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone
define internal signext i16 @sd16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone
define internal signext i16 @sr16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i16 @ud16(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i16 @ur16(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @sd32(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sdiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @sr32(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = srem i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @ud32(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = udiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @ur32(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = urem i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i64 @sd64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = sdiv i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone
define internal i64 @sr64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = srem i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone
define internal i64 @ud64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = udiv i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone
define internal i64 @ur64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = urem i64 %5, %6
  ret i64 %7
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
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
