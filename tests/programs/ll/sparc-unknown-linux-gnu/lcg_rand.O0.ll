; ModuleID = 'tests/programs/lcg_rand.c'
source_filename = "tests/programs/lcg_rand.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"lcg %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"pcg %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"pi ~ %.4f\0A\00", align 1
@lcg_state = internal global i32 1, align 4
@pcg_state = internal global i64 -8846114313915602277, align 8

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [10 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [16 x i32], align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %17

17:                                               ; preds = %23, %0
  %18 = load i32, ptr %1, align 4
  %19 = icmp slt i32 %18, 5
  br i1 %19, label %20, label %26

20:                                               ; preds = %17
  %21 = call i32 @lcg() #3
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21) #3
  br label %23

23:                                               ; preds = %20
  %24 = load i32, ptr %1, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %1, align 4
  br label %17, !llvm.loop !5

26:                                               ; preds = %17
  store i32 0, ptr %2, align 4
  br label %27

27:                                               ; preds = %33, %26
  %28 = load i32, ptr %2, align 4
  %29 = icmp slt i32 %28, 5
  br i1 %29, label %30, label %36

30:                                               ; preds = %27
  %31 = call i32 @pcg32() #3
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %31) #3
  br label %33

33:                                               ; preds = %30
  %34 = load i32, ptr %2, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %2, align 4
  br label %27, !llvm.loop !7

36:                                               ; preds = %27
  call void @llvm.memset.p0.i32(ptr align 4 %3, i8 0, i32 40, i1 false)
  store i32 0, ptr %4, align 4
  br label %37

37:                                               ; preds = %47, %36
  %38 = load i32, ptr %4, align 4
  %39 = icmp slt i32 %38, 5000
  br i1 %39, label %40, label %50

40:                                               ; preds = %37
  %41 = call i32 @lcg() #3
  %42 = lshr i32 %41, 16
  %43 = urem i32 %42, 10
  %44 = getelementptr inbounds [10 x i32], ptr %3, i32 0, i32 %43
  %45 = load i32, ptr %44, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %44, align 4
  br label %47

47:                                               ; preds = %40
  %48 = load i32, ptr %4, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %4, align 4
  br label %37, !llvm.loop !8

50:                                               ; preds = %37
  store i32 0, ptr %5, align 4
  br label %51

51:                                               ; preds = %59, %50
  %52 = load i32, ptr %5, align 4
  %53 = icmp slt i32 %52, 10
  br i1 %53, label %54, label %62

54:                                               ; preds = %51
  %55 = load i32, ptr %5, align 4
  %56 = getelementptr inbounds [10 x i32], ptr %3, i32 0, i32 %55
  %57 = load i32, ptr %56, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %57) #3
  br label %59

59:                                               ; preds = %54
  %60 = load i32, ptr %5, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %5, align 4
  br label %51, !llvm.loop !9

62:                                               ; preds = %51
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.3) #3
  store i32 0, ptr %6, align 4
  store i32 4000, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %64

64:                                               ; preds = %89, %62
  %65 = load i32, ptr %8, align 4
  %66 = load i32, ptr %7, align 4
  %67 = icmp slt i32 %65, %66
  br i1 %67, label %68, label %92

68:                                               ; preds = %64
  %69 = call i32 @pcg32() #3
  %70 = lshr i32 %69, 16
  store i32 %70, ptr %9, align 4
  %71 = call i32 @pcg32() #3
  %72 = lshr i32 %71, 16
  store i32 %72, ptr %10, align 4
  %73 = load i32, ptr %9, align 4
  %74 = zext i32 %73 to i64
  %75 = load i32, ptr %9, align 4
  %76 = zext i32 %75 to i64
  %77 = mul i64 %74, %76
  %78 = load i32, ptr %10, align 4
  %79 = zext i32 %78 to i64
  %80 = load i32, ptr %10, align 4
  %81 = zext i32 %80 to i64
  %82 = mul i64 %79, %81
  %83 = add i64 %77, %82
  %84 = icmp ult i64 %83, 4294967296
  br i1 %84, label %85, label %88

85:                                               ; preds = %68
  %86 = load i32, ptr %6, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %6, align 4
  br label %88

88:                                               ; preds = %85, %68
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %8, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %8, align 4
  br label %64, !llvm.loop !10

92:                                               ; preds = %64
  %93 = load i32, ptr %6, align 4
  %94 = sitofp i32 %93 to double
  %95 = fmul double 4.000000e+00, %94
  %96 = load i32, ptr %7, align 4
  %97 = sitofp i32 %96 to double
  %98 = fdiv double %95, %97
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %98) #3
  store i32 0, ptr %12, align 4
  br label %100

100:                                              ; preds = %107, %92
  %101 = load i32, ptr %12, align 4
  %102 = icmp slt i32 %101, 16
  br i1 %102, label %103, label %110

103:                                              ; preds = %100
  %104 = load i32, ptr %12, align 4
  %105 = load i32, ptr %12, align 4
  %106 = getelementptr inbounds [16 x i32], ptr %11, i32 0, i32 %105
  store i32 %104, ptr %106, align 4
  br label %107

107:                                              ; preds = %103
  %108 = load i32, ptr %12, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %12, align 4
  br label %100, !llvm.loop !11

110:                                              ; preds = %100
  store i32 15, ptr %13, align 4
  br label %111

111:                                              ; preds = %130, %110
  %112 = load i32, ptr %13, align 4
  %113 = icmp sgt i32 %112, 0
  br i1 %113, label %114, label %133

114:                                              ; preds = %111
  %115 = call i32 @lcg() #3
  %116 = load i32, ptr %13, align 4
  %117 = add nsw i32 %116, 1
  %118 = urem i32 %115, %117
  store i32 %118, ptr %14, align 4
  %119 = load i32, ptr %13, align 4
  %120 = getelementptr inbounds [16 x i32], ptr %11, i32 0, i32 %119
  %121 = load i32, ptr %120, align 4
  store i32 %121, ptr %15, align 4
  %122 = load i32, ptr %14, align 4
  %123 = getelementptr inbounds [16 x i32], ptr %11, i32 0, i32 %122
  %124 = load i32, ptr %123, align 4
  %125 = load i32, ptr %13, align 4
  %126 = getelementptr inbounds [16 x i32], ptr %11, i32 0, i32 %125
  store i32 %124, ptr %126, align 4
  %127 = load i32, ptr %15, align 4
  %128 = load i32, ptr %14, align 4
  %129 = getelementptr inbounds [16 x i32], ptr %11, i32 0, i32 %128
  store i32 %127, ptr %129, align 4
  br label %130

130:                                              ; preds = %114
  %131 = load i32, ptr %13, align 4
  %132 = add nsw i32 %131, -1
  store i32 %132, ptr %13, align 4
  br label %111, !llvm.loop !12

133:                                              ; preds = %111
  store i32 0, ptr %16, align 4
  br label %134

134:                                              ; preds = %142, %133
  %135 = load i32, ptr %16, align 4
  %136 = icmp slt i32 %135, 16
  br i1 %136, label %137, label %145

137:                                              ; preds = %134
  %138 = load i32, ptr %16, align 4
  %139 = getelementptr inbounds [16 x i32], ptr %11, i32 0, i32 %138
  %140 = load i32, ptr %139, align 4
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %140) #3
  br label %142

142:                                              ; preds = %137
  %143 = load i32, ptr %16, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %16, align 4
  br label %134, !llvm.loop !13

145:                                              ; preds = %134
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.3) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @lcg() #0 {
  %1 = load i32, ptr @lcg_state, align 4
  %2 = mul i32 %1, 1664525
  %3 = add i32 %2, 1013904223
  store i32 %3, ptr @lcg_state, align 4
  %4 = load i32, ptr @lcg_state, align 4
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone
define internal i32 @pcg32() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = load i64, ptr @pcg_state, align 8
  store i64 %4, ptr %1, align 8
  %5 = load i64, ptr %1, align 8
  %6 = mul i64 %5, 6364136223846793005
  %7 = add i64 %6, 1442695040888963407
  store i64 %7, ptr @pcg_state, align 8
  %8 = load i64, ptr %1, align 8
  %9 = lshr i64 %8, 18
  %10 = load i64, ptr %1, align 8
  %11 = xor i64 %9, %10
  %12 = lshr i64 %11, 27
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %2, align 4
  %14 = load i64, ptr %1, align 8
  %15 = lshr i64 %14, 59
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %3, align 4
  %17 = load i32, ptr %2, align 4
  %18 = load i32, ptr %3, align 4
  %19 = lshr i32 %17, %18
  %20 = load i32, ptr %2, align 4
  %21 = load i32, ptr %3, align 4
  %22 = sub i32 0, %21
  %23 = and i32 %22, 31
  %24 = shl i32 %20, %23
  %25 = or i32 %19, %24
  ret i32 %25
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
