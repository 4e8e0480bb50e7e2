; ModuleID = 'tests/programs/lcg_rand.c'
source_filename = "tests/programs/lcg_rand.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  call void @llvm.memset.p0.i64(ptr align 4 %3, i8 0, i64 40, i1 false)
  store i32 0, ptr %4, align 4
  br label %37

37:                                               ; preds = %48, %36
  %38 = load i32, ptr %4, align 4
  %39 = icmp slt i32 %38, 5000
  br i1 %39, label %40, label %51

40:                                               ; preds = %37
  %41 = call i32 @lcg() #3
  %42 = lshr i32 %41, 16
  %43 = urem i32 %42, 10
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds [10 x i32], ptr %3, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %45, align 4
  br label %48

48:                                               ; preds = %40
  %49 = load i32, ptr %4, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %4, align 4
  br label %37, !llvm.loop !8

51:                                               ; preds = %37
  store i32 0, ptr %5, align 4
  br label %52

52:                                               ; preds = %61, %51
  %53 = load i32, ptr %5, align 4
  %54 = icmp slt i32 %53, 10
  br i1 %54, label %55, label %64

55:                                               ; preds = %52
  %56 = load i32, ptr %5, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [10 x i32], ptr %3, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %59) #3
  br label %61

61:                                               ; preds = %55
  %62 = load i32, ptr %5, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %5, align 4
  br label %52, !llvm.loop !9

64:                                               ; preds = %52
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.3) #3
  store i32 0, ptr %6, align 4
  store i32 4000, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %66

66:                                               ; preds = %91, %64
  %67 = load i32, ptr %8, align 4
  %68 = load i32, ptr %7, align 4
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %70, label %94

70:                                               ; preds = %66
  %71 = call i32 @pcg32() #3
  %72 = lshr i32 %71, 16
  store i32 %72, ptr %9, align 4
  %73 = call i32 @pcg32() #3
  %74 = lshr i32 %73, 16
  store i32 %74, ptr %10, align 4
  %75 = load i32, ptr %9, align 4
  %76 = zext i32 %75 to i64
  %77 = load i32, ptr %9, align 4
  %78 = zext i32 %77 to i64
  %79 = mul i64 %76, %78
  %80 = load i32, ptr %10, align 4
  %81 = zext i32 %80 to i64
  %82 = load i32, ptr %10, align 4
  %83 = zext i32 %82 to i64
  %84 = mul i64 %81, %83
  %85 = add i64 %79, %84
  %86 = icmp ult i64 %85, 4294967296
  br i1 %86, label %87, label %90

87:                                               ; preds = %70
  %88 = load i32, ptr %6, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %6, align 4
  br label %90

90:                                               ; preds = %87, %70
  br label %91

91:                                               ; preds = %90
  %92 = load i32, ptr %8, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %8, align 4
  br label %66, !llvm.loop !10

94:                                               ; preds = %66
  %95 = load i32, ptr %6, align 4
  %96 = sitofp i32 %95 to double
  %97 = fmul double 4.000000e+00, %96
  %98 = load i32, ptr %7, align 4
  %99 = sitofp i32 %98 to double
  %100 = fdiv double %97, %99
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %100) #3
  store i32 0, ptr %12, align 4
  br label %102

102:                                              ; preds = %110, %94
  %103 = load i32, ptr %12, align 4
  %104 = icmp slt i32 %103, 16
  br i1 %104, label %105, label %113

105:                                              ; preds = %102
  %106 = load i32, ptr %12, align 4
  %107 = load i32, ptr %12, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [16 x i32], ptr %11, i64 0, i64 %108
  store i32 %106, ptr %109, align 4
  br label %110

110:                                              ; preds = %105
  %111 = load i32, ptr %12, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %12, align 4
  br label %102, !llvm.loop !11

113:                                              ; preds = %102
  store i32 15, ptr %13, align 4
  br label %114

114:                                              ; preds = %137, %113
  %115 = load i32, ptr %13, align 4
  %116 = icmp sgt i32 %115, 0
  br i1 %116, label %117, label %140

117:                                              ; preds = %114
  %118 = call i32 @lcg() #3
  %119 = load i32, ptr %13, align 4
  %120 = add nsw i32 %119, 1
  %121 = urem i32 %118, %120
  store i32 %121, ptr %14, align 4
  %122 = load i32, ptr %13, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [16 x i32], ptr %11, i64 0, i64 %123
  %125 = load i32, ptr %124, align 4
  store i32 %125, ptr %15, align 4
  %126 = load i32, ptr %14, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [16 x i32], ptr %11, i64 0, i64 %127
  %129 = load i32, ptr %128, align 4
  %130 = load i32, ptr %13, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [16 x i32], ptr %11, i64 0, i64 %131
  store i32 %129, ptr %132, align 4
  %133 = load i32, ptr %15, align 4
  %134 = load i32, ptr %14, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [16 x i32], ptr %11, i64 0, i64 %135
  store i32 %133, ptr %136, align 4
  br label %137

137:                                              ; preds = %117
  %138 = load i32, ptr %13, align 4
  %139 = add nsw i32 %138, -1
  store i32 %139, ptr %13, align 4
  br label %114, !llvm.loop !12

140:                                              ; preds = %114
  store i32 0, ptr %16, align 4
  br label %141

141:                                              ; preds = %150, %140
  %142 = load i32, ptr %16, align 4
  %143 = icmp slt i32 %142, 16
  br i1 %143, label %144, label %153

144:                                              ; preds = %141
  %145 = load i32, ptr %16, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [16 x i32], ptr %11, i64 0, i64 %146
  %148 = load i32, ptr %147, align 4
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %148) #3
  br label %150

150:                                              ; preds = %144
  %151 = load i32, ptr %16, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %16, align 4
  br label %141, !llvm.loop !13

153:                                              ; preds = %141
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.3) #3
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
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
