; ModuleID = 'tests/programs/static_init.c'
source_filename = "tests/programs/static_init.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Op = type { ptr, ptr, i32 }
%struct.Node = type { i32, ptr }
%struct.anon = type { i16, [2 x %struct.anon.0], i64 }
%struct.anon.0 = type { i8, double }

@ops = internal constant [4 x %struct.Op] [%struct.Op { ptr @.str.6, ptr @add, i32 1 }, %struct.Op { ptr @.str.7, ptr @sub, i32 2 }, %struct.Op { ptr @.str.8, ptr @mul, i32 3 }, %struct.Op { ptr @.str.9, ptr @shl, i32 4 }], align 8
@.str = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"mid %d %d ends %d %d span %d\0A\00", align 1
@mid = internal global ptr getelementptr (i8, ptr @data, i64 20), align 8
@ends = internal constant [2 x ptr] [ptr @data, ptr getelementptr (i8, ptr @data, i64 36)], align 8
@ring = internal global [3 x %struct.Node] [%struct.Node { i32 1, ptr getelementptr (i8, ptr @ring, i64 16) }, %struct.Node { i32 2, ptr getelementptr (i8, ptr @ring, i64 32) }, %struct.Node { i32 3, ptr @ring }], align 8
@.str.2 = private unnamed_addr constant [9 x i8] c"ring %d\0A\00", align 1
@words = internal constant [5 x ptr] [ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 8
@.str.3 = private unnamed_addr constant [18 x i8] c"words %u tail %s\0A\00", align 1
@tail = internal global ptr getelementptr (i8, ptr @text, i64 7), align 8
@.str.4 = private unnamed_addr constant [36 x i8] c"nested %d %c %.2f %c %.2f %lld %lu\0A\00", align 1
@nested = internal global %struct.anon { i16 9, [2 x %struct.anon.0] [%struct.anon.0 { i8 97, double -1.250000e+00 }, %struct.anon.0 { i8 122, double 2.500000e+00 }], i64 -1099511627776 }, align 8
@diff = internal global i64 10, align 8
@main.counter = internal global i32 0, align 4
@main.pc = internal global ptr @main.counter, align 8
@.str.5 = private unnamed_addr constant [12 x i8] c"counter %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"shl\00", align 1
@data = internal global [10 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10], align 4
@.str.10 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@.str.14 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@text = internal constant [12 x i8] c"static-text\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store i32 3, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %34, %0
  %10 = load i32, ptr %2, align 4
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %11, 4
  br i1 %12, label %13, label %37

13:                                               ; preds = %9
  %14 = load i32, ptr %2, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [4 x %struct.Op], ptr @ops, i64 0, i64 %15
  %17 = getelementptr inbounds %struct.Op, ptr %16, i32 0, i32 1
  %18 = load ptr, ptr %17, align 8
  %19 = load i32, ptr %1, align 4
  %20 = load i32, ptr %2, align 4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [4 x %struct.Op], ptr @ops, i64 0, i64 %21
  %23 = getelementptr inbounds %struct.Op, ptr %22, i32 0, i32 2
  %24 = load i32, ptr %23, align 8
  %25 = add nsw i32 %24, 1
  %26 = call i32 %18(i32 noundef %19, i32 noundef %25) #2
  store i32 %26, ptr %1, align 4
  %27 = load i32, ptr %2, align 4
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [4 x %struct.Op], ptr @ops, i64 0, i64 %28
  %30 = getelementptr inbounds %struct.Op, ptr %29, i32 0, i32 0
  %31 = load ptr, ptr %30, align 8
  %32 = load i32, ptr %1, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %31, i32 noundef %32) #2
  br label %34

34:                                               ; preds = %13
  %35 = load i32, ptr %2, align 4
  %36 = add i32 %35, 1
  store i32 %36, ptr %2, align 4
  br label %9, !llvm.loop !5

37:                                               ; preds = %9
  %38 = load ptr, ptr @mid, align 8
  %39 = load i32, ptr %38, align 4
  %40 = load ptr, ptr @mid, align 8
  %41 = getelementptr inbounds i32, ptr %40, i64 -5
  %42 = load i32, ptr %41, align 4
  %43 = load ptr, ptr @ends, align 8
  %44 = load i32, ptr %43, align 4
  %45 = load ptr, ptr getelementptr inbounds ([2 x ptr], ptr @ends, i64 0, i64 1), align 8
  %46 = load i32, ptr %45, align 4
  %47 = load ptr, ptr getelementptr inbounds ([2 x ptr], ptr @ends, i64 0, i64 1), align 8
  %48 = load ptr, ptr @ends, align 8
  %49 = ptrtoint ptr %47 to i64
  %50 = ptrtoint ptr %48 to i64
  %51 = sub i64 %49, %50
  %52 = sdiv exact i64 %51, 4
  %53 = trunc i64 %52 to i32
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %39, i32 noundef %42, i32 noundef %44, i32 noundef %46, i32 noundef %53) #2
  store ptr @ring, ptr %3, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %55

55:                                               ; preds = %68, %37
  %56 = load i32, ptr %5, align 4
  %57 = icmp slt i32 %56, 7
  br i1 %57, label %58, label %71

58:                                               ; preds = %55
  %59 = load i32, ptr %4, align 4
  %60 = mul nsw i32 %59, 4
  %61 = load ptr, ptr %3, align 8
  %62 = getelementptr inbounds %struct.Node, ptr %61, i32 0, i32 0
  %63 = load i32, ptr %62, align 8
  %64 = add nsw i32 %60, %63
  store i32 %64, ptr %4, align 4
  %65 = load ptr, ptr %3, align 8
  %66 = getelementptr inbounds %struct.Node, ptr %65, i32 0, i32 1
  %67 = load ptr, ptr %66, align 8
  store ptr %67, ptr %3, align 8
  br label %68

68:                                               ; preds = %58
  %69 = load i32, ptr %5, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %5, align 4
  br label %55, !llvm.loop !7

71:                                               ; preds = %55
  %72 = load i32, ptr %4, align 4
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %72) #2
  store i64 0, ptr %6, align 8
  store ptr @words, ptr %7, align 8
  br label %74

74:                                               ; preds = %85, %71
  %75 = load ptr, ptr %7, align 8
  %76 = load ptr, ptr %75, align 8
  %77 = load i8, ptr %76, align 1
  %78 = icmp ne i8 %77, 0
  br i1 %78, label %79, label %88

79:                                               ; preds = %74
  %80 = load ptr, ptr %7, align 8
  %81 = load ptr, ptr %80, align 8
  %82 = call i64 @strlen(ptr noundef %81) #2
  %83 = load i64, ptr %6, align 8
  %84 = add i64 %83, %82
  store i64 %84, ptr %6, align 8
  br label %85

85:                                               ; preds = %79
  %86 = load ptr, ptr %7, align 8
  %87 = getelementptr inbounds ptr, ptr %86, i32 1
  store ptr %87, ptr %7, align 8
  br label %74, !llvm.loop !8

88:                                               ; preds = %74
  %89 = load i64, ptr %6, align 8
  %90 = trunc i64 %89 to i32
  %91 = load ptr, ptr @tail, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %90, ptr noundef %91) #2
  %93 = load i16, ptr @nested, align 8
  %94 = sext i16 %93 to i32
  %95 = load i8, ptr getelementptr inbounds (%struct.anon, ptr @nested, i32 0, i32 1), align 8
  %96 = zext i8 %95 to i32
  %97 = load double, ptr getelementptr inbounds (%struct.anon.0, ptr getelementptr inbounds (%struct.anon, ptr @nested, i32 0, i32 1), i32 0, i32 1), align 8
  %98 = load i8, ptr getelementptr inbounds (%struct.anon, ptr @nested, i32 0, i32 1, i64 1), align 8
  %99 = zext i8 %98 to i32
  %100 = load double, ptr getelementptr inbounds (%struct.anon, ptr @nested, i32 0, i32 1, i64 1, i32 1), align 8
  %101 = load i64, ptr getelementptr inbounds (%struct.anon, ptr @nested, i32 0, i32 2), align 8
  %102 = load i64, ptr @diff, align 8
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %94, i32 noundef %96, double noundef %97, i32 noundef %99, double noundef %100, i64 noundef %101, i64 noundef %102) #2
  store i32 0, ptr %8, align 4
  br label %104

104:                                              ; preds = %112, %88
  %105 = load i32, ptr %8, align 4
  %106 = icmp slt i32 %105, 5
  br i1 %106, label %107, label %115

107:                                              ; preds = %104
  %108 = load i32, ptr %8, align 4
  %109 = load ptr, ptr @main.pc, align 8
  %110 = load i32, ptr %109, align 4
  %111 = add nsw i32 %110, %108
  store i32 %111, ptr %109, align 4
  br label %112

112:                                              ; preds = %107
  %113 = load i32, ptr %8, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %8, align 4
  br label %104, !llvm.loop !9

115:                                              ; preds = %104
  %116 = load i32, ptr @main.counter, align 4
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %116) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

declare i64 @strlen(ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @shl(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 15
  %8 = shl i32 %5, %7
  ret i32 %8
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nobuiltin "no-builtins" }

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
