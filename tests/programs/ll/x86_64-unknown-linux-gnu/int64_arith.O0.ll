; ModuleID = 'tests/programs/int64_arith.c'
source_filename = "tests/programs/int64_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [10 x i64] [i64 0, i64 1, i64 -1, i64 4294967296, i64 -4294967297, i64 9223372036854775807, i64 -9223372036854775808, i64 123456789012345, i64 -987654321098, i64 3], align 16
@.str = private unnamed_addr constant [14 x i8] c"hash %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"%lld %llu %llx %llo\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"7^20 = %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"25! mod 2^64 = %llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"zext %llx sext %llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"trunc %x\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [10 x i64], align 16
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.v, i64 80, i1 false)
  store i32 10, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %15

15:                                               ; preds = %101, %0
  %16 = load i32, ptr %4, align 4
  %17 = load i32, ptr %2, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %104

19:                                               ; preds = %15
  store i32 0, ptr %5, align 4
  br label %20

20:                                               ; preds = %97, %19
  %21 = load i32, ptr %5, align 4
  %22 = load i32, ptr %2, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %100

24:                                               ; preds = %20
  %25 = load i32, ptr %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 %26
  %28 = load i64, ptr %27, align 8
  store i64 %28, ptr %6, align 8
  %29 = load i32, ptr %5, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 %30
  %32 = load i64, ptr %31, align 8
  store i64 %32, ptr %7, align 8
  %33 = load i64, ptr %3, align 8
  %34 = load i64, ptr %6, align 8
  %35 = load i64, ptr %7, align 8
  %36 = add i64 %34, %35
  %37 = call i64 @mix(i64 noundef %33, i64 noundef %36) #3
  store i64 %37, ptr %3, align 8
  %38 = load i64, ptr %3, align 8
  %39 = load i64, ptr %6, align 8
  %40 = load i64, ptr %7, align 8
  %41 = sub i64 %39, %40
  %42 = call i64 @mix(i64 noundef %38, i64 noundef %41) #3
  store i64 %42, ptr %3, align 8
  %43 = load i64, ptr %3, align 8
  %44 = load i64, ptr %6, align 8
  %45 = load i64, ptr %7, align 8
  %46 = mul i64 %44, %45
  %47 = call i64 @mix(i64 noundef %43, i64 noundef %46) #3
  store i64 %47, ptr %3, align 8
  %48 = load i64, ptr %7, align 8
  %49 = icmp ne i64 %48, 0
  br i1 %49, label %50, label %96

50:                                               ; preds = %24
  %51 = load i64, ptr %3, align 8
  %52 = load i64, ptr %6, align 8
  %53 = load i64, ptr %7, align 8
  %54 = udiv i64 %52, %53
  %55 = call i64 @mix(i64 noundef %51, i64 noundef %54) #3
  store i64 %55, ptr %3, align 8
  %56 = load i64, ptr %3, align 8
  %57 = load i64, ptr %6, align 8
  %58 = load i64, ptr %7, align 8
  %59 = urem i64 %57, %58
  %60 = call i64 @mix(i64 noundef %56, i64 noundef %59) #3
  store i64 %60, ptr %3, align 8
  %61 = load i32, ptr %4, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 %62
  %64 = load i64, ptr %63, align 8
  %65 = icmp eq i64 %64, -9223372036854775808
  br i1 %65, label %66, label %72

66:                                               ; preds = %50
  %67 = load i32, ptr %5, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 %68
  %70 = load i64, ptr %69, align 8
  %71 = icmp eq i64 %70, -1
  br i1 %71, label %95, label %72

72:                                               ; preds = %66, %50
  %73 = load i64, ptr %3, align 8
  %74 = load i32, ptr %4, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 %75
  %77 = load i64, ptr %76, align 8
  %78 = load i32, ptr %5, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 %79
  %81 = load i64, ptr %80, align 8
  %82 = sdiv i64 %77, %81
  %83 = call i64 @mix(i64 noundef %73, i64 noundef %82) #3
  store i64 %83, ptr %3, align 8
  %84 = load i64, ptr %3, align 8
  %85 = load i32, ptr %4, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 %86
  %88 = load i64, ptr %87, align 8
  %89 = load i32, ptr %5, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 %90
  %92 = load i64, ptr %91, align 8
  %93 = srem i64 %88, %92
  %94 = call i64 @mix(i64 noundef %84, i64 noundef %93) #3
  store i64 %94, ptr %3, align 8
  br label %95

95:                                               ; preds = %72, %66
  br label %96

96:                                               ; preds = %95, %24
  br label %97

97:                                               ; preds = %96
  %98 = load i32, ptr %5, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %5, align 4
  br label %20, !llvm.loop !5

100:                                              ; preds = %20
  br label %101

101:                                              ; preds = %100
  %102 = load i32, ptr %4, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %4, align 4
  br label %15, !llvm.loop !7

104:                                              ; preds = %15
  %105 = load i64, ptr %3, align 8
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %105) #3
  store i32 0, ptr %8, align 4
  br label %107

107:                                              ; preds = %129, %104
  %108 = load i32, ptr %8, align 4
  %109 = load i32, ptr %2, align 4
  %110 = icmp slt i32 %108, %109
  br i1 %110, label %111, label %132

111:                                              ; preds = %107
  %112 = load i32, ptr %8, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 %113
  %115 = load i64, ptr %114, align 8
  %116 = load i32, ptr %8, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 %117
  %119 = load i64, ptr %118, align 8
  %120 = load i32, ptr %8, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 %121
  %123 = load i64, ptr %122, align 8
  %124 = load i32, ptr %8, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 %125
  %127 = load i64, ptr %126, align 8
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %115, i64 noundef %119, i64 noundef %123, i64 noundef %127) #3
  br label %129

129:                                              ; preds = %111
  %130 = load i32, ptr %8, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %8, align 4
  br label %107, !llvm.loop !8

132:                                              ; preds = %107
  store i64 1, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %133

133:                                              ; preds = %139, %132
  %134 = load i32, ptr %10, align 4
  %135 = icmp slt i32 %134, 20
  br i1 %135, label %136, label %142

136:                                              ; preds = %133
  %137 = load i64, ptr %9, align 8
  %138 = mul nsw i64 %137, 7
  store i64 %138, ptr %9, align 8
  br label %139

139:                                              ; preds = %136
  %140 = load i32, ptr %10, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %10, align 4
  br label %133, !llvm.loop !9

142:                                              ; preds = %133
  %143 = load i64, ptr %9, align 8
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %143) #3
  store i64 1, ptr %11, align 8
  store i32 1, ptr %12, align 4
  br label %145

145:                                              ; preds = %153, %142
  %146 = load i32, ptr %12, align 4
  %147 = icmp sle i32 %146, 25
  br i1 %147, label %148, label %156

148:                                              ; preds = %145
  %149 = load i32, ptr %12, align 4
  %150 = sext i32 %149 to i64
  %151 = load i64, ptr %11, align 8
  %152 = mul i64 %151, %150
  store i64 %152, ptr %11, align 8
  br label %153

153:                                              ; preds = %148
  %154 = load i32, ptr %12, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %12, align 4
  br label %145, !llvm.loop !10

156:                                              ; preds = %145
  %157 = load i64, ptr %11, align 8
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %157) #3
  store i32 -559038737, ptr %13, align 4
  store i32 -2, ptr %14, align 4
  %159 = load i32, ptr %13, align 4
  %160 = zext i32 %159 to i64
  %161 = load i32, ptr %14, align 4
  %162 = sext i32 %161 to i64
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %160, i64 noundef %162) #3
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -1698898192) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @mix(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = add i64 %5, -7046029254386353131
  %7 = load i64, ptr %3, align 8
  %8 = shl i64 %7, 6
  %9 = add i64 %6, %8
  %10 = load i64, ptr %3, align 8
  %11 = lshr i64 %10, 2
  %12 = add i64 %9, %11
  %13 = load i64, ptr %3, align 8
  %14 = xor i64 %13, %12
  store i64 %14, ptr %3, align 8
  %15 = load i64, ptr %3, align 8
  %16 = mul i64 %15, -49064778989728563
  ret i64 %16
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
