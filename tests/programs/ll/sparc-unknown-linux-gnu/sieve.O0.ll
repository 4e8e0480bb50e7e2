; ModuleID = 'tests/programs/sieve.c'
source_filename = "tests/programs/sieve.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@composite = internal global [10001 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [40 x i8] c"primes <= %d: %d, sum %lld, largest %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"twin pairs %d\0A\00", align 1
@main.bits = internal global [313 x i32] zeroinitializer, align 4
@.str.4 = private unnamed_addr constant [20 x i8] c"bit sieve count %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = call ptr @memset(ptr noundef @composite, i32 noundef 0, i32 noundef 10001) #2
  store i8 1, ptr getelementptr inbounds ([10001 x i8], ptr @composite, i32 0, i32 1), align 1
  store i8 1, ptr @composite, align 1
  store i32 2, ptr %1, align 4
  br label %16

16:                                               ; preds = %42, %0
  %17 = load i32, ptr %1, align 4
  %18 = load i32, ptr %1, align 4
  %19 = mul nsw i32 %17, %18
  %20 = icmp sle i32 %19, 10000
  br i1 %20, label %21, label %45

21:                                               ; preds = %16
  %22 = load i32, ptr %1, align 4
  %23 = getelementptr inbounds [10001 x i8], ptr @composite, i32 0, i32 %22
  %24 = load i8, ptr %23, align 1
  %25 = icmp ne i8 %24, 0
  br i1 %25, label %41, label %26

26:                                               ; preds = %21
  %27 = load i32, ptr %1, align 4
  %28 = load i32, ptr %1, align 4
  %29 = mul nsw i32 %27, %28
  store i32 %29, ptr %2, align 4
  br label %30

30:                                               ; preds = %36, %26
  %31 = load i32, ptr %2, align 4
  %32 = icmp sle i32 %31, 10000
  br i1 %32, label %33, label %40

33:                                               ; preds = %30
  %34 = load i32, ptr %2, align 4
  %35 = getelementptr inbounds [10001 x i8], ptr @composite, i32 0, i32 %34
  store i8 1, ptr %35, align 1
  br label %36

36:                                               ; preds = %33
  %37 = load i32, ptr %1, align 4
  %38 = load i32, ptr %2, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %2, align 4
  br label %30, !llvm.loop !5

40:                                               ; preds = %30
  br label %41

41:                                               ; preds = %40, %21
  br label %42

42:                                               ; preds = %41
  %43 = load i32, ptr %1, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %1, align 4
  br label %16, !llvm.loop !7

45:                                               ; preds = %16
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 2, ptr %6, align 4
  br label %46

46:                                               ; preds = %63, %45
  %47 = load i32, ptr %6, align 4
  %48 = icmp sle i32 %47, 10000
  br i1 %48, label %49, label %66

49:                                               ; preds = %46
  %50 = load i32, ptr %6, align 4
  %51 = getelementptr inbounds [10001 x i8], ptr @composite, i32 0, i32 %50
  %52 = load i8, ptr %51, align 1
  %53 = icmp ne i8 %52, 0
  br i1 %53, label %62, label %54

54:                                               ; preds = %49
  %55 = load i32, ptr %3, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %3, align 4
  %57 = load i32, ptr %6, align 4
  %58 = sext i32 %57 to i64
  %59 = load i64, ptr %5, align 8
  %60 = add nsw i64 %59, %58
  store i64 %60, ptr %5, align 8
  %61 = load i32, ptr %6, align 4
  store i32 %61, ptr %4, align 4
  br label %62

62:                                               ; preds = %54, %49
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %6, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %6, align 4
  br label %46, !llvm.loop !8

66:                                               ; preds = %46
  %67 = load i32, ptr %3, align 4
  %68 = load i64, ptr %5, align 8
  %69 = load i32, ptr %4, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 10000, i32 noundef %67, i64 noundef %68, i32 noundef %69) #2
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %71

71:                                               ; preds = %85, %66
  %72 = load i32, ptr %8, align 4
  %73 = icmp slt i32 %72, 20
  br i1 %73, label %74, label %88

74:                                               ; preds = %71
  %75 = load i32, ptr %7, align 4
  %76 = getelementptr inbounds [10001 x i8], ptr @composite, i32 0, i32 %75
  %77 = load i8, ptr %76, align 1
  %78 = icmp ne i8 %77, 0
  br i1 %78, label %84, label %79

79:                                               ; preds = %74
  %80 = load i32, ptr %7, align 4
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %80) #2
  %82 = load i32, ptr %8, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %8, align 4
  br label %84

84:                                               ; preds = %79, %74
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %7, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %7, align 4
  br label %71, !llvm.loop !9

88:                                               ; preds = %71
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #2
  store i32 0, ptr %9, align 4
  store i32 3, ptr %10, align 4
  br label %90

90:                                               ; preds = %109, %88
  %91 = load i32, ptr %10, align 4
  %92 = add nsw i32 %91, 2
  %93 = icmp sle i32 %92, 10000
  br i1 %93, label %94, label %112

94:                                               ; preds = %90
  %95 = load i32, ptr %10, align 4
  %96 = getelementptr inbounds [10001 x i8], ptr @composite, i32 0, i32 %95
  %97 = load i8, ptr %96, align 1
  %98 = icmp ne i8 %97, 0
  br i1 %98, label %108, label %99

99:                                               ; preds = %94
  %100 = load i32, ptr %10, align 4
  %101 = add nsw i32 %100, 2
  %102 = getelementptr inbounds [10001 x i8], ptr @composite, i32 0, i32 %101
  %103 = load i8, ptr %102, align 1
  %104 = icmp ne i8 %103, 0
  br i1 %104, label %108, label %105

105:                                              ; preds = %99
  %106 = load i32, ptr %9, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %9, align 4
  br label %108

108:                                              ; preds = %105, %99, %94
  br label %109

109:                                              ; preds = %108
  %110 = load i32, ptr %10, align 4
  %111 = add nsw i32 %110, 2
  store i32 %111, ptr %10, align 4
  br label %90, !llvm.loop !10

112:                                              ; preds = %90
  %113 = load i32, ptr %9, align 4
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %113) #2
  store i32 2, ptr %11, align 4
  br label %115

115:                                              ; preds = %152, %112
  %116 = load i32, ptr %11, align 4
  %117 = load i32, ptr %11, align 4
  %118 = mul nsw i32 %116, %117
  %119 = icmp sle i32 %118, 10000
  br i1 %119, label %120, label %155

120:                                              ; preds = %115
  %121 = load i32, ptr %11, align 4
  %122 = ashr i32 %121, 5
  %123 = getelementptr inbounds [313 x i32], ptr @main.bits, i32 0, i32 %122
  %124 = load i32, ptr %123, align 4
  %125 = load i32, ptr %11, align 4
  %126 = and i32 %125, 31
  %127 = shl i32 1, %126
  %128 = and i32 %124, %127
  %129 = icmp ne i32 %128, 0
  br i1 %129, label %151, label %130

130:                                              ; preds = %120
  %131 = load i32, ptr %11, align 4
  %132 = load i32, ptr %11, align 4
  %133 = mul nsw i32 %131, %132
  store i32 %133, ptr %12, align 4
  br label %134

134:                                              ; preds = %146, %130
  %135 = load i32, ptr %12, align 4
  %136 = icmp sle i32 %135, 10000
  br i1 %136, label %137, label %150

137:                                              ; preds = %134
  %138 = load i32, ptr %12, align 4
  %139 = and i32 %138, 31
  %140 = shl i32 1, %139
  %141 = load i32, ptr %12, align 4
  %142 = ashr i32 %141, 5
  %143 = getelementptr inbounds [313 x i32], ptr @main.bits, i32 0, i32 %142
  %144 = load i32, ptr %143, align 4
  %145 = or i32 %144, %140
  store i32 %145, ptr %143, align 4
  br label %146

146:                                              ; preds = %137
  %147 = load i32, ptr %11, align 4
  %148 = load i32, ptr %12, align 4
  %149 = add nsw i32 %148, %147
  store i32 %149, ptr %12, align 4
  br label %134, !llvm.loop !11

150:                                              ; preds = %134
  br label %151

151:                                              ; preds = %150, %120
  br label %152

152:                                              ; preds = %151
  %153 = load i32, ptr %11, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %11, align 4
  br label %115, !llvm.loop !12

155:                                              ; preds = %115
  store i32 0, ptr %13, align 4
  store i32 2, ptr %14, align 4
  br label %156

156:                                              ; preds = %173, %155
  %157 = load i32, ptr %14, align 4
  %158 = icmp sle i32 %157, 10000
  br i1 %158, label %159, label %176

159:                                              ; preds = %156
  %160 = load i32, ptr %14, align 4
  %161 = ashr i32 %160, 5
  %162 = getelementptr inbounds [313 x i32], ptr @main.bits, i32 0, i32 %161
  %163 = load i32, ptr %162, align 4
  %164 = load i32, ptr %14, align 4
  %165 = and i32 %164, 31
  %166 = shl i32 1, %165
  %167 = and i32 %163, %166
  %168 = icmp ne i32 %167, 0
  %169 = xor i1 %168, true
  %170 = zext i1 %169 to i32
  %171 = load i32, ptr %13, align 4
  %172 = add nsw i32 %171, %170
  store i32 %172, ptr %13, align 4
  br label %173

173:                                              ; preds = %159
  %174 = load i32, ptr %14, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %14, align 4
  br label %156, !llvm.loop !13

176:                                              ; preds = %156
  %177 = load i32, ptr %13, align 4
  %178 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %177) #2
  ret i32 0
}

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) #1

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
