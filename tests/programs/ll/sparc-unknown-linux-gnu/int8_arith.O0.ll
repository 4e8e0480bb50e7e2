; ModuleID = 'tests/programs/int8_arith.c'
source_filename = "tests/programs/int8_arith.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [9 x i8] c"\00\01\FF\7F\80d\9C7\FD", align 1
@.str = private unnamed_addr constant [41 x i8] c"a=%d b=%d add=%d sub=%d umul=%u sdiv=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"checksum %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"neg -128 -> %d, neg 5 -> %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"250+10 as uint8 = %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"sext %d zext %d cmp %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"hhd %hhd hhu %hhu\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [9 x i8], align 1
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %1, ptr align 1 @__const.main.vals, i32 9, i1 true)
  store i32 9, ptr %2, align 4
  store i32 0, ptr %3, align 4
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
  %26 = getelementptr inbounds [9 x i8], ptr %1, i32 0, i32 %25
  %27 = load volatile i8, ptr %26, align 1
  store i8 %27, ptr %6, align 1
  %28 = load i32, ptr %5, align 4
  %29 = getelementptr inbounds [9 x i8], ptr %1, i32 0, i32 %28
  %30 = load volatile i8, ptr %29, align 1
  store i8 %30, ptr %7, align 1
  %31 = load i8, ptr %6, align 1
  %32 = load i8, ptr %7, align 1
  %33 = call signext i8 @add8(i8 noundef signext %31, i8 noundef signext %32) #3
  store i8 %33, ptr %8, align 1
  %34 = load i8, ptr %6, align 1
  %35 = sext i8 %34 to i32
  %36 = load i8, ptr %7, align 1
  %37 = sext i8 %36 to i32
  %38 = sub nsw i32 %35, %37
  %39 = trunc i32 %38 to i8
  store i8 %39, ptr %9, align 1
  %40 = load i8, ptr %6, align 1
  %41 = load i8, ptr %7, align 1
  %42 = call zeroext i8 @mul8(i8 noundef zeroext %40, i8 noundef zeroext %41) #3
  store i8 %42, ptr %10, align 1
  %43 = load i32, ptr %3, align 4
  %44 = mul i32 %43, 31
  %45 = load i8, ptr %8, align 1
  %46 = zext i8 %45 to i32
  %47 = add i32 %44, %46
  %48 = load i8, ptr %9, align 1
  %49 = zext i8 %48 to i32
  %50 = shl i32 %49, 8
  %51 = add i32 %47, %50
  %52 = load i8, ptr %10, align 1
  %53 = zext i8 %52 to i32
  %54 = shl i32 %53, 16
  %55 = add i32 %51, %54
  store i32 %55, ptr %3, align 4
  %56 = load i32, ptr %4, align 4
  %57 = load i32, ptr %5, align 4
  %58 = icmp eq i32 %56, %57
  br i1 %58, label %64, label %59

59:                                               ; preds = %24
  %60 = load i32, ptr %4, align 4
  %61 = add nsw i32 %60, 1
  %62 = load i32, ptr %5, align 4
  %63 = icmp eq i32 %61, %62
  br i1 %63, label %64, label %96

64:                                               ; preds = %59, %24
  %65 = load i8, ptr %6, align 1
  %66 = sext i8 %65 to i32
  %67 = load i8, ptr %7, align 1
  %68 = sext i8 %67 to i32
  %69 = load i8, ptr %8, align 1
  %70 = sext i8 %69 to i32
  %71 = load i8, ptr %9, align 1
  %72 = sext i8 %71 to i32
  %73 = load i8, ptr %10, align 1
  %74 = zext i8 %73 to i32
  %75 = load i8, ptr %7, align 1
  %76 = sext i8 %75 to i32
  %77 = icmp ne i32 %76, 0
  br i1 %77, label %78, label %92

78:                                               ; preds = %64
  %79 = load i8, ptr %6, align 1
  %80 = sext i8 %79 to i32
  %81 = icmp eq i32 %80, -128
  br i1 %81, label %82, label %86

82:                                               ; preds = %78
  %83 = load i8, ptr %7, align 1
  %84 = sext i8 %83 to i32
  %85 = icmp eq i32 %84, -1
  br i1 %85, label %92, label %86

86:                                               ; preds = %82, %78
  %87 = load i8, ptr %6, align 1
  %88 = sext i8 %87 to i32
  %89 = load i8, ptr %7, align 1
  %90 = sext i8 %89 to i32
  %91 = sdiv i32 %88, %90
  br label %93

92:                                               ; preds = %82, %64
  br label %93

93:                                               ; preds = %92, %86
  %94 = phi i32 [ %91, %86 ], [ 0, %92 ]
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %66, i32 noundef %68, i32 noundef %70, i32 noundef %72, i32 noundef %74, i32 noundef %94) #3
  br label %96

96:                                               ; preds = %93, %59
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
  %105 = load i32, ptr %3, align 4
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %105) #3
  %107 = call signext i8 @neg8(i8 noundef signext -128) #3
  %108 = sext i8 %107 to i32
  %109 = call signext i8 @neg8(i8 noundef signext 5) #3
  %110 = sext i8 %109 to i32
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %108, i32 noundef %110) #3
  store i8 -6, ptr %11, align 1
  store i32 0, ptr %12, align 4
  br label %112

112:                                              ; preds = %118, %104
  %113 = load i32, ptr %12, align 4
  %114 = icmp slt i32 %113, 10
  br i1 %114, label %115, label %121

115:                                              ; preds = %112
  %116 = load i8, ptr %11, align 1
  %117 = add i8 %116, 1
  store i8 %117, ptr %11, align 1
  br label %118

118:                                              ; preds = %115
  %119 = load i32, ptr %12, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %12, align 4
  br label %112, !llvm.loop !8

121:                                              ; preds = %112
  %122 = load i8, ptr %11, align 1
  %123 = zext i8 %122 to i32
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %123) #3
  store i8 -5, ptr %13, align 1
  store i8 -56, ptr %14, align 1
  %125 = load i8, ptr %13, align 1
  %126 = sext i8 %125 to i32
  %127 = load i8, ptr %14, align 1
  %128 = zext i8 %127 to i32
  %129 = load i8, ptr %13, align 1
  %130 = sext i8 %129 to i32
  %131 = icmp slt i32 %130, 0
  %132 = zext i1 %131 to i32
  %133 = load i8, ptr %14, align 1
  %134 = zext i8 %133 to i32
  %135 = icmp sgt i32 %134, 127
  %136 = zext i1 %135 to i32
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %126, i32 noundef %128, i32 noundef %132, i32 noundef %136) #3
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -20, i32 noundef 236) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal signext i8 @add8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i8 @mul8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = mul nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal signext i8 @neg8(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i8
  ret i8 %6
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
