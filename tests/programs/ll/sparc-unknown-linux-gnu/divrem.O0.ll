; ModuleID = 'tests/programs/divrem.c'
source_filename = "tests/programs/divrem.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@__const.main.nums = private unnamed_addr constant [12 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 13, i32 -13, i32 100, i32 -100, i32 127, i32 -128, i32 255], align 4
@__const.main.dens = private unnamed_addr constant [12 x i32] [i32 1, i32 -1, i32 2, i32 -2, i32 3, i32 -3, i32 7, i32 -7, i32 10, i32 16, i32 -16, i32 127], align 4
@.str = private unnamed_addr constant [46 x i8] c"%d,%d: s8 %d %d u8 %u %u s16 %d %d u16 %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"   s32 %d %d u32 %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"   s64 %lld %lld u64 %llu %llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [77 x i8] c"const %d: /3=%d %%3=%d /10=%d %%10=%d /16=%d %%16=%d u/3=%u u/10=%u u%%7=%u\0A\00", align 1
@.str.4 = private unnamed_addr constant [39 x i8] c"  64: /1000=%lld %%1000=%lld u/9=%llu\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
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
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %1, ptr align 4 @__const.main.nums, i32 48, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.dens, i32 48, i1 false)
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %136, %0
  %12 = load i32, ptr %3, align 4
  %13 = icmp slt i32 %12, 12
  br i1 %13, label %14, label %139

14:                                               ; preds = %11
  store i32 0, ptr %4, align 4
  br label %15

15:                                               ; preds = %132, %14
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 12
  br i1 %17, label %18, label %135

18:                                               ; preds = %15
  %19 = load i32, ptr %3, align 4
  %20 = getelementptr inbounds [12 x i32], ptr %1, i32 0, i32 %19
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %5, align 4
  %22 = load i32, ptr %4, align 4
  %23 = getelementptr inbounds [12 x i32], ptr %2, i32 0, i32 %22
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %6, align 4
  %25 = load i32, ptr %5, align 4
  %26 = load i32, ptr %6, align 4
  %27 = load i32, ptr %5, align 4
  %28 = icmp eq i32 %27, -128
  br i1 %28, label %29, label %33

29:                                               ; preds = %18
  %30 = load i32, ptr %6, align 4
  %31 = icmp eq i32 %30, -1
  br i1 %31, label %32, label %33

32:                                               ; preds = %29
  br label %40

33:                                               ; preds = %29, %18
  %34 = load i32, ptr %5, align 4
  %35 = trunc i32 %34 to i8
  %36 = load i32, ptr %6, align 4
  %37 = trunc i32 %36 to i8
  %38 = call signext i8 @sd8(i8 noundef signext %35, i8 noundef signext %37) #3
  %39 = sext i8 %38 to i32
  br label %40

40:                                               ; preds = %33, %32
  %41 = phi i32 [ 0, %32 ], [ %39, %33 ]
  %42 = load i32, ptr %5, align 4
  %43 = icmp eq i32 %42, -128
  br i1 %43, label %44, label %48

44:                                               ; preds = %40
  %45 = load i32, ptr %6, align 4
  %46 = icmp eq i32 %45, -1
  br i1 %46, label %47, label %48

47:                                               ; preds = %44
  br label %55

48:                                               ; preds = %44, %40
  %49 = load i32, ptr %5, align 4
  %50 = trunc i32 %49 to i8
  %51 = load i32, ptr %6, align 4
  %52 = trunc i32 %51 to i8
  %53 = call signext i8 @sr8(i8 noundef signext %50, i8 noundef signext %52) #3
  %54 = sext i8 %53 to i32
  br label %55

55:                                               ; preds = %48, %47
  %56 = phi i32 [ 0, %47 ], [ %54, %48 ]
  %57 = load i32, ptr %5, align 4
  %58 = trunc i32 %57 to i8
  %59 = load i32, ptr %6, align 4
  %60 = trunc i32 %59 to i8
  %61 = call zeroext i8 @ud8(i8 noundef zeroext %58, i8 noundef zeroext %60) #3
  %62 = zext i8 %61 to i32
  %63 = load i32, ptr %5, align 4
  %64 = trunc i32 %63 to i8
  %65 = load i32, ptr %6, align 4
  %66 = trunc i32 %65 to i8
  %67 = call zeroext i8 @ur8(i8 noundef zeroext %64, i8 noundef zeroext %66) #3
  %68 = zext i8 %67 to i32
  %69 = load i32, ptr %5, align 4
  %70 = trunc i32 %69 to i16
  %71 = load i32, ptr %6, align 4
  %72 = trunc i32 %71 to i16
  %73 = call signext i16 @sd16(i16 noundef signext %70, i16 noundef signext %72) #3
  %74 = sext i16 %73 to i32
  %75 = load i32, ptr %5, align 4
  %76 = trunc i32 %75 to i16
  %77 = load i32, ptr %6, align 4
  %78 = trunc i32 %77 to i16
  %79 = call signext i16 @sr16(i16 noundef signext %76, i16 noundef signext %78) #3
  %80 = sext i16 %79 to i32
  %81 = load i32, ptr %5, align 4
  %82 = trunc i32 %81 to i16
  %83 = load i32, ptr %6, align 4
  %84 = trunc i32 %83 to i16
  %85 = call zeroext i16 @ud16(i16 noundef zeroext %82, i16 noundef zeroext %84) #3
  %86 = zext i16 %85 to i32
  %87 = load i32, ptr %5, align 4
  %88 = trunc i32 %87 to i16
  %89 = load i32, ptr %6, align 4
  %90 = trunc i32 %89 to i16
  %91 = call zeroext i16 @ur16(i16 noundef zeroext %88, i16 noundef zeroext %90) #3
  %92 = zext i16 %91 to i32
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %25, i32 noundef %26, i32 noundef %41, i32 noundef %56, i32 noundef %62, i32 noundef %68, i32 noundef %74, i32 noundef %80, i32 noundef %86, i32 noundef %92) #3
  %94 = load i32, ptr %5, align 4
  %95 = mul nsw i32 %94, 1000003
  %96 = load i32, ptr %6, align 4
  %97 = call i32 @sd32(i32 noundef %95, i32 noundef %96) #3
  %98 = load i32, ptr %5, align 4
  %99 = mul nsw i32 %98, 1000003
  %100 = load i32, ptr %6, align 4
  %101 = call i32 @sr32(i32 noundef %99, i32 noundef %100) #3
  %102 = load i32, ptr %5, align 4
  %103 = mul i32 %102, 1000003
  %104 = load i32, ptr %6, align 4
  %105 = call i32 @ud32(i32 noundef %103, i32 noundef %104) #3
  %106 = load i32, ptr %5, align 4
  %107 = mul i32 %106, 1000003
  %108 = load i32, ptr %6, align 4
  %109 = call i32 @ur32(i32 noundef %107, i32 noundef %108) #3
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %97, i32 noundef %101, i32 noundef %105, i32 noundef %109) #3
  %111 = load i32, ptr %5, align 4
  %112 = sext i32 %111 to i64
  %113 = mul nsw i64 %112, 1000000007
  %114 = mul nsw i64 %113, 1000
  store i64 %114, ptr %7, align 8
  %115 = load i64, ptr %7, align 8
  %116 = load i32, ptr %6, align 4
  %117 = sext i32 %116 to i64
  %118 = call i64 @sd64(i64 noundef %115, i64 noundef %117) #3
  %119 = load i64, ptr %7, align 8
  %120 = load i32, ptr %6, align 4
  %121 = sext i32 %120 to i64
  %122 = call i64 @sr64(i64 noundef %119, i64 noundef %121) #3
  %123 = load i64, ptr %7, align 8
  %124 = load i32, ptr %6, align 4
  %125 = sext i32 %124 to i64
  %126 = call i64 @ud64(i64 noundef %123, i64 noundef %125) #3
  %127 = load i64, ptr %7, align 8
  %128 = load i32, ptr %6, align 4
  %129 = sext i32 %128 to i64
  %130 = call i64 @ur64(i64 noundef %127, i64 noundef %129) #3
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %118, i64 noundef %122, i64 noundef %126, i64 noundef %130) #3
  br label %132

132:                                              ; preds = %55
  %133 = load i32, ptr %4, align 4
  %134 = add nsw i32 %133, 3
  store i32 %134, ptr %4, align 4
  br label %15, !llvm.loop !5

135:                                              ; preds = %15
  br label %136

136:                                              ; preds = %135
  %137 = load i32, ptr %3, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %3, align 4
  br label %11, !llvm.loop !7

139:                                              ; preds = %11
  store i32 -50, ptr %8, align 4
  br label %140

140:                                              ; preds = %175, %139
  %141 = load i32, ptr %8, align 4
  %142 = icmp sle i32 %141, 50
  br i1 %142, label %143, label %178

143:                                              ; preds = %140
  %144 = load i32, ptr %8, align 4
  store i32 %144, ptr %9, align 4
  %145 = load i32, ptr %8, align 4
  %146 = load i32, ptr %8, align 4
  %147 = sdiv i32 %146, 3
  %148 = load i32, ptr %8, align 4
  %149 = srem i32 %148, 3
  %150 = load i32, ptr %8, align 4
  %151 = sdiv i32 %150, 10
  %152 = load i32, ptr %8, align 4
  %153 = srem i32 %152, 10
  %154 = load i32, ptr %8, align 4
  %155 = sdiv i32 %154, 16
  %156 = load i32, ptr %8, align 4
  %157 = srem i32 %156, 16
  %158 = load i32, ptr %9, align 4
  %159 = udiv i32 %158, 3
  %160 = load i32, ptr %9, align 4
  %161 = udiv i32 %160, 10
  %162 = load i32, ptr %9, align 4
  %163 = urem i32 %162, 7
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %145, i32 noundef %147, i32 noundef %149, i32 noundef %151, i32 noundef %153, i32 noundef %155, i32 noundef %157, i32 noundef %159, i32 noundef %161, i32 noundef %163) #3
  %165 = load i32, ptr %8, align 4
  %166 = sext i32 %165 to i64
  %167 = mul nsw i64 %166, 123456789123
  store i64 %167, ptr %10, align 8
  %168 = load i64, ptr %10, align 8
  %169 = sdiv i64 %168, 1000
  %170 = load i64, ptr %10, align 8
  %171 = srem i64 %170, 1000
  %172 = load i64, ptr %10, align 8
  %173 = udiv i64 %172, 9
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %169, i64 noundef %171, i64 noundef %173) #3
  br label %175

175:                                              ; preds = %143
  %176 = load i32, ptr %8, align 4
  %177 = add nsw i32 %176, 17
  store i32 %177, ptr %8, align 4
  br label %140, !llvm.loop !8

178:                                              ; preds = %140
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

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
define internal i32 @sd32(i32 noundef %0, i32 noundef %1) #0 {
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
define internal i32 @sr32(i32 noundef %0, i32 noundef %1) #0 {
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
define internal i32 @ud32(i32 noundef %0, i32 noundef %1) #0 {
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
define internal i32 @ur32(i32 noundef %0, i32 noundef %1) #0 {
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
