; ModuleID = 'tests/programs/int128.c'
source_filename = "tests/programs/int128.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"a+b\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"a-b\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"b*b\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"a*b\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"a/b\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"a%b\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"a%(b-12)\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"a/1000003\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"a<<3\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"a>>70\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"a<<100\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"~a\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"a^b\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"mul_add\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"-a\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"-a>>4\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"-a/7\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"-a%7\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"-a%1000003\00", align 1
@.str.21 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"30!\00", align 1
@.str.23 = private unnamed_addr constant [23 x i8] c"1<<%d hi=%llx lo=%llx\0A\00", align 1
@.str.24 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"dec %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i128, align 8
  %2 = alloca i128, align 8
  %3 = alloca i128, align 8
  %4 = alloca i128, align 8
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  %7 = alloca i128, align 8
  %8 = alloca i128, align 8
  %9 = alloca i128, align 8
  %10 = alloca i128, align 8
  %11 = alloca i128, align 8
  %12 = alloca i128, align 8
  %13 = alloca i128, align 8
  %14 = alloca i128, align 8
  %15 = alloca i128, align 8
  %16 = alloca i128, align 8
  %17 = alloca i128, align 8
  %18 = alloca i128, align 8
  %19 = alloca i128, align 8
  %20 = alloca i128, align 8
  %21 = alloca i128, align 8
  %22 = alloca i128, align 8
  %23 = alloca i128, align 8
  %24 = alloca i128, align 8
  %25 = alloca i128, align 8
  %26 = alloca i128, align 8
  %27 = alloca i128, align 8
  %28 = alloca i128, align 8
  %29 = alloca i128, align 8
  %30 = alloca i32, align 4
  %31 = alloca i128, align 8
  %32 = alloca i128, align 8
  %33 = alloca i128, align 8
  %34 = alloca i32, align 4
  %35 = alloca i128, align 8
  store i128 1512366075204170947332355369683137040, ptr %1, align 8
  store i128 18446744073709551615, ptr %2, align 8
  %36 = load i128, ptr %1, align 8
  store i128 %36, ptr %3, align 8
  call void @p128(ptr noundef @.str, ptr noundef byval(i128) align 8 %3) #2
  %37 = load i128, ptr %2, align 8
  store i128 %37, ptr %4, align 8
  call void @p128(ptr noundef @.str.1, ptr noundef byval(i128) align 8 %4) #2
  %38 = load i128, ptr %1, align 8
  %39 = load i128, ptr %2, align 8
  %40 = add i128 %38, %39
  store i128 %40, ptr %5, align 8
  call void @p128(ptr noundef @.str.2, ptr noundef byval(i128) align 8 %5) #2
  %41 = load i128, ptr %1, align 8
  %42 = load i128, ptr %2, align 8
  %43 = sub i128 %41, %42
  store i128 %43, ptr %6, align 8
  call void @p128(ptr noundef @.str.3, ptr noundef byval(i128) align 8 %6) #2
  %44 = load i128, ptr %2, align 8
  %45 = load i128, ptr %2, align 8
  %46 = mul i128 %44, %45
  store i128 %46, ptr %7, align 8
  call void @p128(ptr noundef @.str.4, ptr noundef byval(i128) align 8 %7) #2
  %47 = load i128, ptr %1, align 8
  %48 = load i128, ptr %2, align 8
  %49 = mul i128 %47, %48
  store i128 %49, ptr %8, align 8
  call void @p128(ptr noundef @.str.5, ptr noundef byval(i128) align 8 %8) #2
  %50 = load i128, ptr %1, align 8
  %51 = load i128, ptr %2, align 8
  %52 = udiv i128 %50, %51
  store i128 %52, ptr %9, align 8
  call void @p128(ptr noundef @.str.6, ptr noundef byval(i128) align 8 %9) #2
  %53 = load i128, ptr %1, align 8
  %54 = load i128, ptr %2, align 8
  %55 = urem i128 %53, %54
  store i128 %55, ptr %10, align 8
  call void @p128(ptr noundef @.str.7, ptr noundef byval(i128) align 8 %10) #2
  %56 = load i128, ptr %1, align 8
  %57 = load i128, ptr %2, align 8
  %58 = sub i128 %57, 12
  %59 = urem i128 %56, %58
  store i128 %59, ptr %11, align 8
  call void @p128(ptr noundef @.str.8, ptr noundef byval(i128) align 8 %11) #2
  %60 = load i128, ptr %1, align 8
  %61 = udiv i128 %60, 1000003
  store i128 %61, ptr %12, align 8
  call void @p128(ptr noundef @.str.9, ptr noundef byval(i128) align 8 %12) #2
  %62 = load i128, ptr %1, align 8
  %63 = shl i128 %62, 3
  store i128 %63, ptr %13, align 8
  call void @p128(ptr noundef @.str.10, ptr noundef byval(i128) align 8 %13) #2
  %64 = load i128, ptr %1, align 8
  %65 = lshr i128 %64, 70
  store i128 %65, ptr %14, align 8
  call void @p128(ptr noundef @.str.11, ptr noundef byval(i128) align 8 %14) #2
  %66 = load i128, ptr %1, align 8
  %67 = shl i128 %66, 100
  store i128 %67, ptr %15, align 8
  call void @p128(ptr noundef @.str.12, ptr noundef byval(i128) align 8 %15) #2
  %68 = load i128, ptr %1, align 8
  %69 = xor i128 %68, -1
  store i128 %69, ptr %16, align 8
  call void @p128(ptr noundef @.str.13, ptr noundef byval(i128) align 8 %16) #2
  %70 = load i128, ptr %1, align 8
  %71 = load i128, ptr %2, align 8
  %72 = xor i128 %70, %71
  store i128 %72, ptr %17, align 8
  call void @p128(ptr noundef @.str.14, ptr noundef byval(i128) align 8 %17) #2
  %73 = load i128, ptr %1, align 8
  store i128 %73, ptr %19, align 8
  store i128 12345, ptr %20, align 8
  store i128 99, ptr %21, align 8
  call void @mul_add(ptr sret(i128) align 8 %18, ptr noundef byval(i128) align 8 %19, ptr noundef byval(i128) align 8 %20, ptr noundef byval(i128) align 8 %21) #2
  %74 = load i128, ptr %18, align 8
  store i128 %74, ptr %22, align 8
  call void @p128(ptr noundef @.str.15, ptr noundef byval(i128) align 8 %22) #2
  %75 = load i128, ptr %1, align 8
  %76 = sub nsw i128 0, %75
  store i128 %76, ptr %23, align 8
  %77 = load i128, ptr %23, align 8
  store i128 %77, ptr %24, align 8
  call void @p128(ptr noundef @.str.16, ptr noundef byval(i128) align 8 %24) #2
  %78 = load i128, ptr %23, align 8
  %79 = ashr i128 %78, 4
  store i128 %79, ptr %25, align 8
  call void @p128(ptr noundef @.str.17, ptr noundef byval(i128) align 8 %25) #2
  %80 = load i128, ptr %23, align 8
  %81 = sdiv i128 %80, 7
  store i128 %81, ptr %26, align 8
  call void @p128(ptr noundef @.str.18, ptr noundef byval(i128) align 8 %26) #2
  %82 = load i128, ptr %23, align 8
  %83 = srem i128 %82, 7
  store i128 %83, ptr %27, align 8
  call void @p128(ptr noundef @.str.19, ptr noundef byval(i128) align 8 %27) #2
  %84 = load i128, ptr %23, align 8
  %85 = srem i128 %84, 1000003
  store i128 %85, ptr %28, align 8
  call void @p128(ptr noundef @.str.20, ptr noundef byval(i128) align 8 %28) #2
  %86 = load i128, ptr %1, align 8
  %87 = load i128, ptr %2, align 8
  %88 = icmp ugt i128 %86, %87
  %89 = zext i1 %88 to i32
  %90 = load i128, ptr %23, align 8
  %91 = icmp slt i128 %90, 0
  %92 = zext i1 %91 to i32
  %93 = load i128, ptr %23, align 8
  %94 = load i128, ptr %1, align 8
  %95 = icmp ugt i128 %93, %94
  %96 = zext i1 %95 to i32
  %97 = load i128, ptr %23, align 8
  %98 = load i128, ptr %2, align 8
  %99 = icmp slt i128 %97, %98
  %100 = zext i1 %99 to i32
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %89, i32 noundef %92, i32 noundef %96, i32 noundef %100) #2
  store i128 1, ptr %29, align 8
  store i32 1, ptr %30, align 4
  br label %102

102:                                              ; preds = %110, %0
  %103 = load i32, ptr %30, align 4
  %104 = icmp sle i32 %103, 30
  br i1 %104, label %105, label %113

105:                                              ; preds = %102
  %106 = load i32, ptr %30, align 4
  %107 = sext i32 %106 to i128
  %108 = load i128, ptr %29, align 8
  %109 = mul i128 %108, %107
  store i128 %109, ptr %29, align 8
  br label %110

110:                                              ; preds = %105
  %111 = load i32, ptr %30, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %30, align 4
  br label %102, !llvm.loop !5

113:                                              ; preds = %102
  %114 = load i128, ptr %29, align 8
  store i128 %114, ptr %31, align 8
  call void @pdec(ptr noundef byval(i128) align 8 %31) #2
  %115 = load i128, ptr %29, align 8
  store i128 %115, ptr %32, align 8
  call void @p128(ptr noundef @.str.22, ptr noundef byval(i128) align 8 %32) #2
  store i128 1, ptr %33, align 8
  store i32 0, ptr %34, align 4
  br label %116

116:                                              ; preds = %131, %113
  %117 = load i32, ptr %34, align 4
  %118 = icmp slt i32 %117, 128
  br i1 %118, label %119, label %134

119:                                              ; preds = %116
  %120 = load i128, ptr %33, align 8
  %121 = load i32, ptr %34, align 4
  %122 = zext i32 %121 to i128
  %123 = shl i128 %120, %122
  store i128 %123, ptr %35, align 8
  %124 = load i32, ptr %34, align 4
  %125 = load i128, ptr %35, align 8
  %126 = lshr i128 %125, 64
  %127 = trunc i128 %126 to i64
  %128 = load i128, ptr %35, align 8
  %129 = trunc i128 %128 to i64
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %124, i64 noundef %127, i64 noundef %129) #2
  br label %131

131:                                              ; preds = %119
  %132 = load i32, ptr %34, align 4
  %133 = add nsw i32 %132, 9
  store i32 %133, ptr %34, align 4
  br label %116, !llvm.loop !7

134:                                              ; preds = %116
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @p128(ptr noundef %0, ptr noundef byval(i128) align 8 %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i128, align 8
  %5 = load i128, ptr %1, align 8
  store ptr %0, ptr %3, align 4
  store i128 %5, ptr %4, align 8
  %6 = load ptr, ptr %3, align 4
  %7 = load i128, ptr %4, align 8
  %8 = lshr i128 %7, 64
  %9 = trunc i128 %8 to i64
  %10 = load i128, ptr %4, align 8
  %11 = trunc i128 %10 to i64
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, ptr noundef %6, i64 noundef %9, i64 noundef %11) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mul_add(ptr noalias sret(i128) align 8 %0, ptr noundef byval(i128) align 8 %1, ptr noundef byval(i128) align 8 %2, ptr noundef byval(i128) align 8 %3) #0 {
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  %7 = alloca i128, align 8
  %8 = load i128, ptr %1, align 8
  %9 = load i128, ptr %2, align 8
  %10 = load i128, ptr %3, align 8
  store i128 %8, ptr %5, align 8
  store i128 %9, ptr %6, align 8
  store i128 %10, ptr %7, align 8
  %11 = load i128, ptr %5, align 8
  %12 = load i128, ptr %6, align 8
  %13 = mul i128 %11, %12
  %14 = load i128, ptr %7, align 8
  %15 = add i128 %13, %14
  store i128 %15, ptr %0, align 8
  %16 = load i128, ptr %0, align 8
  store i128 %16, ptr %0, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal void @pdec(ptr noundef byval(i128) align 8 %0) #0 {
  %2 = alloca i128, align 8
  %3 = alloca [48 x i8], align 1
  %4 = alloca i32, align 4
  %5 = load i128, ptr %0, align 8
  store i128 %5, ptr %2, align 8
  store i32 47, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = getelementptr inbounds [48 x i8], ptr %3, i32 0, i32 %6
  store i8 0, ptr %7, align 1
  %8 = load i128, ptr %2, align 8
  %9 = icmp eq i128 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %1
  %11 = load i32, ptr %4, align 4
  %12 = add nsw i32 %11, -1
  store i32 %12, ptr %4, align 4
  %13 = getelementptr inbounds [48 x i8], ptr %3, i32 0, i32 %12
  store i8 48, ptr %13, align 1
  br label %14

14:                                               ; preds = %10, %1
  br label %15

15:                                               ; preds = %18, %14
  %16 = load i128, ptr %2, align 8
  %17 = icmp ne i128 %16, 0
  br i1 %17, label %18, label %29

18:                                               ; preds = %15
  %19 = load i128, ptr %2, align 8
  %20 = urem i128 %19, 10
  %21 = trunc i128 %20 to i32
  %22 = add nsw i32 48, %21
  %23 = trunc i32 %22 to i8
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr %4, align 4
  %26 = getelementptr inbounds [48 x i8], ptr %3, i32 0, i32 %25
  store i8 %23, ptr %26, align 1
  %27 = load i128, ptr %2, align 8
  %28 = udiv i128 %27, 10
  store i128 %28, ptr %2, align 8
  br label %15, !llvm.loop !8

29:                                               ; preds = %15
  %30 = load i32, ptr %4, align 4
  %31 = getelementptr inbounds [48 x i8], ptr %3, i32 0, i32 %30
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, ptr noundef %31) #2
  ret void
}

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
