; ModuleID = 'tests/programs/int64_arith.c'
source_filename = "tests/programs/int64_arith.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [10 x i64] [i64 0, i64 1, i64 -1, i64 4294967296, i64 -4294967297, i64 9223372036854775807, i64 -9223372036854775808, i64 123456789012345, i64 -987654321098, i64 3], align 8
@.str = private unnamed_addr constant [14 x i8] c"hash %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"%lld %llu %llx %llo\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"7^20 = %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"25! mod 2^64 = %llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"zext %llx sext %llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"trunc %x\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [10 x i64], align 8
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
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %1, ptr align 8 @__const.main.v, i32 80, i1 false)
  store i32 10, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %15

15:                                               ; preds = %93, %0
  %16 = load i32, ptr %4, align 4
  %17 = load i32, ptr %2, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %96

19:                                               ; preds = %15
  store i32 0, ptr %5, align 4
  br label %20

20:                                               ; preds = %89, %19
  %21 = load i32, ptr %5, align 4
  %22 = load i32, ptr %2, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %92

24:                                               ; preds = %20
  %25 = load i32, ptr %4, align 4
  %26 = getelementptr inbounds [10 x i64], ptr %1, i32 0, i32 %25
  %27 = load i64, ptr %26, align 8
  store i64 %27, ptr %6, align 8
  %28 = load i32, ptr %5, align 4
  %29 = getelementptr inbounds [10 x i64], ptr %1, i32 0, i32 %28
  %30 = load i64, ptr %29, align 8
  store i64 %30, ptr %7, align 8
  %31 = load i64, ptr %3, align 8
  %32 = load i64, ptr %6, align 8
  %33 = load i64, ptr %7, align 8
  %34 = add i64 %32, %33
  %35 = call i64 @mix(i64 noundef %31, i64 noundef %34) #3
  store i64 %35, ptr %3, align 8
  %36 = load i64, ptr %3, align 8
  %37 = load i64, ptr %6, align 8
  %38 = load i64, ptr %7, align 8
  %39 = sub i64 %37, %38
  %40 = call i64 @mix(i64 noundef %36, i64 noundef %39) #3
  store i64 %40, ptr %3, align 8
  %41 = load i64, ptr %3, align 8
  %42 = load i64, ptr %6, align 8
  %43 = load i64, ptr %7, align 8
  %44 = mul i64 %42, %43
  %45 = call i64 @mix(i64 noundef %41, i64 noundef %44) #3
  store i64 %45, ptr %3, align 8
  %46 = load i64, ptr %7, align 8
  %47 = icmp ne i64 %46, 0
  br i1 %47, label %48, label %88

48:                                               ; preds = %24
  %49 = load i64, ptr %3, align 8
  %50 = load i64, ptr %6, align 8
  %51 = load i64, ptr %7, align 8
  %52 = udiv i64 %50, %51
  %53 = call i64 @mix(i64 noundef %49, i64 noundef %52) #3
  store i64 %53, ptr %3, align 8
  %54 = load i64, ptr %3, align 8
  %55 = load i64, ptr %6, align 8
  %56 = load i64, ptr %7, align 8
  %57 = urem i64 %55, %56
  %58 = call i64 @mix(i64 noundef %54, i64 noundef %57) #3
  store i64 %58, ptr %3, align 8
  %59 = load i32, ptr %4, align 4
  %60 = getelementptr inbounds [10 x i64], ptr %1, i32 0, i32 %59
  %61 = load i64, ptr %60, align 8
  %62 = icmp eq i64 %61, -9223372036854775808
  br i1 %62, label %63, label %68

63:                                               ; preds = %48
  %64 = load i32, ptr %5, align 4
  %65 = getelementptr inbounds [10 x i64], ptr %1, i32 0, i32 %64
  %66 = load i64, ptr %65, align 8
  %67 = icmp eq i64 %66, -1
  br i1 %67, label %87, label %68

68:                                               ; preds = %63, %48
  %69 = load i64, ptr %3, align 8
  %70 = load i32, ptr %4, align 4
  %71 = getelementptr inbounds [10 x i64], ptr %1, i32 0, i32 %70
  %72 = load i64, ptr %71, align 8
  %73 = load i32, ptr %5, align 4
  %74 = getelementptr inbounds [10 x i64], ptr %1, i32 0, i32 %73
  %75 = load i64, ptr %74, align 8
  %76 = sdiv i64 %72, %75
  %77 = call i64 @mix(i64 noundef %69, i64 noundef %76) #3
  store i64 %77, ptr %3, align 8
  %78 = load i64, ptr %3, align 8
  %79 = load i32, ptr %4, align 4
  %80 = getelementptr inbounds [10 x i64], ptr %1, i32 0, i32 %79
  %81 = load i64, ptr %80, align 8
  %82 = load i32, ptr %5, align 4
  %83 = getelementptr inbounds [10 x i64], ptr %1, i32 0, i32 %82
  %84 = load i64, ptr %83, align 8
  %85 = srem i64 %81, %84
  %86 = call i64 @mix(i64 noundef %78, i64 noundef %85) #3
  store i64 %86, ptr %3, align 8
  br label %87

87:                                               ; preds = %68, %63
  br label %88

88:                                               ; preds = %87, %24
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %5, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %5, align 4
  br label %20, !llvm.loop !5

92:                                               ; preds = %20
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %4, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %4, align 4
  br label %15, !llvm.loop !7

96:                                               ; preds = %15
  %97 = load i64, ptr %3, align 8
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %97) #3
  store i32 0, ptr %8, align 4
  br label %99

99:                                               ; preds = %117, %96
  %100 = load i32, ptr %8, align 4
  %101 = load i32, ptr %2, align 4
  %102 = icmp slt i32 %100, %101
  br i1 %102, label %103, label %120

103:                                              ; preds = %99
  %104 = load i32, ptr %8, align 4
  %105 = getelementptr inbounds [10 x i64], ptr %1, i32 0, i32 %104
  %106 = load i64, ptr %105, align 8
  %107 = load i32, ptr %8, align 4
  %108 = getelementptr inbounds [10 x i64], ptr %1, i32 0, i32 %107
  %109 = load i64, ptr %108, align 8
  %110 = load i32, ptr %8, align 4
  %111 = getelementptr inbounds [10 x i64], ptr %1, i32 0, i32 %110
  %112 = load i64, ptr %111, align 8
  %113 = load i32, ptr %8, align 4
  %114 = getelementptr inbounds [10 x i64], ptr %1, i32 0, i32 %113
  %115 = load i64, ptr %114, align 8
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %106, i64 noundef %109, i64 noundef %112, i64 noundef %115) #3
  br label %117

117:                                              ; preds = %103
  %118 = load i32, ptr %8, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %8, align 4
  br label %99, !llvm.loop !8

120:                                              ; preds = %99
  store i64 1, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %121

121:                                              ; preds = %127, %120
  %122 = load i32, ptr %10, align 4
  %123 = icmp slt i32 %122, 20
  br i1 %123, label %124, label %130

124:                                              ; preds = %121
  %125 = load i64, ptr %9, align 8
  %126 = mul nsw i64 %125, 7
  store i64 %126, ptr %9, align 8
  br label %127

127:                                              ; preds = %124
  %128 = load i32, ptr %10, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %10, align 4
  br label %121, !llvm.loop !9

130:                                              ; preds = %121
  %131 = load i64, ptr %9, align 8
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %131) #3
  store i64 1, ptr %11, align 8
  store i32 1, ptr %12, align 4
  br label %133

133:                                              ; preds = %141, %130
  %134 = load i32, ptr %12, align 4
  %135 = icmp sle i32 %134, 25
  br i1 %135, label %136, label %144

136:                                              ; preds = %133
  %137 = load i32, ptr %12, align 4
  %138 = sext i32 %137 to i64
  %139 = load i64, ptr %11, align 8
  %140 = mul i64 %139, %138
  store i64 %140, ptr %11, align 8
  br label %141

141:                                              ; preds = %136
  %142 = load i32, ptr %12, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %12, align 4
  br label %133, !llvm.loop !10

144:                                              ; preds = %133
  %145 = load i64, ptr %11, align 8
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %145) #3
  store i32 -559038737, ptr %13, align 4
  store i32 -2, ptr %14, align 4
  %147 = load i32, ptr %13, align 4
  %148 = zext i32 %147 to i64
  %149 = load i32, ptr %14, align 4
  %150 = sext i32 %149 to i64
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %148, i64 noundef %150) #3
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -1698898192) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

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
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
