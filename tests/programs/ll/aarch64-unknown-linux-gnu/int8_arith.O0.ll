; ModuleID = 'tests/programs/int8_arith.c'
source_filename = "tests/programs/int8_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr align 1 @__const.main.vals, i64 9, i1 true)
  store i32 9, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %15

15:                                               ; preds = %103, %0
  %16 = load i32, ptr %4, align 4
  %17 = load i32, ptr %2, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %106

19:                                               ; preds = %15
  store i32 0, ptr %5, align 4
  br label %20

20:                                               ; preds = %99, %19
  %21 = load i32, ptr %5, align 4
  %22 = load i32, ptr %2, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %102

24:                                               ; preds = %20
  %25 = load i32, ptr %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [9 x i8], ptr %1, i64 0, i64 %26
  %28 = load volatile i8, ptr %27, align 1
  store i8 %28, ptr %6, align 1
  %29 = load i32, ptr %5, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [9 x i8], ptr %1, i64 0, i64 %30
  %32 = load volatile i8, ptr %31, align 1
  store i8 %32, ptr %7, align 1
  %33 = load i8, ptr %6, align 1
  %34 = load i8, ptr %7, align 1
  %35 = call i8 @add8(i8 noundef %33, i8 noundef %34) #3
  store i8 %35, ptr %8, align 1
  %36 = load i8, ptr %6, align 1
  %37 = sext i8 %36 to i32
  %38 = load i8, ptr %7, align 1
  %39 = sext i8 %38 to i32
  %40 = sub nsw i32 %37, %39
  %41 = trunc i32 %40 to i8
  store i8 %41, ptr %9, align 1
  %42 = load i8, ptr %6, align 1
  %43 = load i8, ptr %7, align 1
  %44 = call i8 @mul8(i8 noundef %42, i8 noundef %43) #3
  store i8 %44, ptr %10, align 1
  %45 = load i32, ptr %3, align 4
  %46 = mul i32 %45, 31
  %47 = load i8, ptr %8, align 1
  %48 = zext i8 %47 to i32
  %49 = add i32 %46, %48
  %50 = load i8, ptr %9, align 1
  %51 = zext i8 %50 to i32
  %52 = shl i32 %51, 8
  %53 = add i32 %49, %52
  %54 = load i8, ptr %10, align 1
  %55 = zext i8 %54 to i32
  %56 = shl i32 %55, 16
  %57 = add i32 %53, %56
  store i32 %57, ptr %3, align 4
  %58 = load i32, ptr %4, align 4
  %59 = load i32, ptr %5, align 4
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %66, label %61

61:                                               ; preds = %24
  %62 = load i32, ptr %4, align 4
  %63 = add nsw i32 %62, 1
  %64 = load i32, ptr %5, align 4
  %65 = icmp eq i32 %63, %64
  br i1 %65, label %66, label %98

66:                                               ; preds = %61, %24
  %67 = load i8, ptr %6, align 1
  %68 = sext i8 %67 to i32
  %69 = load i8, ptr %7, align 1
  %70 = sext i8 %69 to i32
  %71 = load i8, ptr %8, align 1
  %72 = sext i8 %71 to i32
  %73 = load i8, ptr %9, align 1
  %74 = sext i8 %73 to i32
  %75 = load i8, ptr %10, align 1
  %76 = zext i8 %75 to i32
  %77 = load i8, ptr %7, align 1
  %78 = sext i8 %77 to i32
  %79 = icmp ne i32 %78, 0
  br i1 %79, label %80, label %94

80:                                               ; preds = %66
  %81 = load i8, ptr %6, align 1
  %82 = sext i8 %81 to i32
  %83 = icmp eq i32 %82, -128
  br i1 %83, label %84, label %88

84:                                               ; preds = %80
  %85 = load i8, ptr %7, align 1
  %86 = sext i8 %85 to i32
  %87 = icmp eq i32 %86, -1
  br i1 %87, label %94, label %88

88:                                               ; preds = %84, %80
  %89 = load i8, ptr %6, align 1
  %90 = sext i8 %89 to i32
  %91 = load i8, ptr %7, align 1
  %92 = sext i8 %91 to i32
  %93 = sdiv i32 %90, %92
  br label %95

94:                                               ; preds = %84, %66
  br label %95

95:                                               ; preds = %94, %88
  %96 = phi i32 [ %93, %88 ], [ 0, %94 ]
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %68, i32 noundef %70, i32 noundef %72, i32 noundef %74, i32 noundef %76, i32 noundef %96) #3
  br label %98

98:                                               ; preds = %95, %61
  br label %99

99:                                               ; preds = %98
  %100 = load i32, ptr %5, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %5, align 4
  br label %20, !llvm.loop !5

102:                                              ; preds = %20
  br label %103

103:                                              ; preds = %102
  %104 = load i32, ptr %4, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %4, align 4
  br label %15, !llvm.loop !7

106:                                              ; preds = %15
  %107 = load i32, ptr %3, align 4
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %107) #3
  %109 = call i8 @neg8(i8 noundef -128) #3
  %110 = sext i8 %109 to i32
  %111 = call i8 @neg8(i8 noundef 5) #3
  %112 = sext i8 %111 to i32
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %110, i32 noundef %112) #3
  store i8 -6, ptr %11, align 1
  store i32 0, ptr %12, align 4
  br label %114

114:                                              ; preds = %120, %106
  %115 = load i32, ptr %12, align 4
  %116 = icmp slt i32 %115, 10
  br i1 %116, label %117, label %123

117:                                              ; preds = %114
  %118 = load i8, ptr %11, align 1
  %119 = add i8 %118, 1
  store i8 %119, ptr %11, align 1
  br label %120

120:                                              ; preds = %117
  %121 = load i32, ptr %12, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %12, align 4
  br label %114, !llvm.loop !8

123:                                              ; preds = %114
  %124 = load i8, ptr %11, align 1
  %125 = zext i8 %124 to i32
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %125) #3
  store i8 -5, ptr %13, align 1
  store i8 -56, ptr %14, align 1
  %127 = load i8, ptr %13, align 1
  %128 = sext i8 %127 to i32
  %129 = load i8, ptr %14, align 1
  %130 = zext i8 %129 to i32
  %131 = load i8, ptr %13, align 1
  %132 = sext i8 %131 to i32
  %133 = icmp slt i32 %132, 0
  %134 = zext i1 %133 to i32
  %135 = load i8, ptr %14, align 1
  %136 = zext i8 %135 to i32
  %137 = icmp sgt i32 %136, 127
  %138 = zext i1 %137 to i32
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %128, i32 noundef %130, i32 noundef %134, i32 noundef %138) #3
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -20, i32 noundef 236) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i8 @add8(i8 noundef %0, i8 noundef %1) #0 {
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
define internal i8 @mul8(i8 noundef %0, i8 noundef %1) #0 {
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
define internal i8 @neg8(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i8
  ret i8 %6
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
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
