; ModuleID = 'tests/programs/static_init.c'
source_filename = "tests/programs/static_init.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.Op = type { ptr, ptr, i32 }
%struct.Node = type { i32, ptr }
%struct.anon = type { i16, [2 x %struct.anon.0], i64 }
%struct.anon.0 = type { i8, double }

@ops = internal constant [4 x %struct.Op] [%struct.Op { ptr @.str.6, ptr @add, i32 1 }, %struct.Op { ptr @.str.7, ptr @sub, i32 2 }, %struct.Op { ptr @.str.8, ptr @mul, i32 3 }, %struct.Op { ptr @.str.9, ptr @shl, i32 4 }], align 4
@.str = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"mid %d %d ends %d %d span %d\0A\00", align 1
@mid = internal global ptr getelementptr (i8, ptr @data, i64 20), align 4
@ends = internal constant [2 x ptr] [ptr @data, ptr getelementptr (i8, ptr @data, i64 36)], align 4
@ring = internal global [3 x %struct.Node] [%struct.Node { i32 1, ptr getelementptr (i8, ptr @ring, i64 8) }, %struct.Node { i32 2, ptr getelementptr (i8, ptr @ring, i64 16) }, %struct.Node { i32 3, ptr @ring }], align 4
@.str.2 = private unnamed_addr constant [9 x i8] c"ring %d\0A\00", align 1
@words = internal constant [5 x ptr] [ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 4
@.str.3 = private unnamed_addr constant [18 x i8] c"words %u tail %s\0A\00", align 1
@tail = internal global ptr getelementptr (i8, ptr @text, i64 7), align 4
@.str.4 = private unnamed_addr constant [36 x i8] c"nested %d %c %.2f %c %.2f %lld %lu\0A\00", align 1
@nested = internal global %struct.anon { i16 9, [2 x %struct.anon.0] [%struct.anon.0 { i8 97, double -1.250000e+00 }, %struct.anon.0 { i8 122, double 2.500000e+00 }], i64 -1099511627776 }, align 8
@diff = internal global i32 10, align 4
@main.counter = internal global i32 0, align 4
@main.pc = internal global ptr @main.counter, align 4
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
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  store i32 3, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %30, %0
  %10 = load i32, ptr %2, align 4
  %11 = icmp ult i32 %10, 4
  br i1 %11, label %12, label %33

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = getelementptr inbounds [4 x %struct.Op], ptr @ops, i32 0, i32 %13
  %15 = getelementptr inbounds %struct.Op, ptr %14, i32 0, i32 1
  %16 = load ptr, ptr %15, align 4
  %17 = load i32, ptr %1, align 4
  %18 = load i32, ptr %2, align 4
  %19 = getelementptr inbounds [4 x %struct.Op], ptr @ops, i32 0, i32 %18
  %20 = getelementptr inbounds %struct.Op, ptr %19, i32 0, i32 2
  %21 = load i32, ptr %20, align 4
  %22 = add nsw i32 %21, 1
  %23 = call i32 %16(i32 noundef %17, i32 noundef %22) #2
  store i32 %23, ptr %1, align 4
  %24 = load i32, ptr %2, align 4
  %25 = getelementptr inbounds [4 x %struct.Op], ptr @ops, i32 0, i32 %24
  %26 = getelementptr inbounds %struct.Op, ptr %25, i32 0, i32 0
  %27 = load ptr, ptr %26, align 4
  %28 = load i32, ptr %1, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %27, i32 noundef %28) #2
  br label %30

30:                                               ; preds = %12
  %31 = load i32, ptr %2, align 4
  %32 = add i32 %31, 1
  store i32 %32, ptr %2, align 4
  br label %9, !llvm.loop !5

33:                                               ; preds = %9
  %34 = load ptr, ptr @mid, align 4
  %35 = load i32, ptr %34, align 4
  %36 = load ptr, ptr @mid, align 4
  %37 = getelementptr inbounds i32, ptr %36, i32 -5
  %38 = load i32, ptr %37, align 4
  %39 = load ptr, ptr @ends, align 4
  %40 = load i32, ptr %39, align 4
  %41 = load ptr, ptr getelementptr inbounds ([2 x ptr], ptr @ends, i32 0, i32 1), align 4
  %42 = load i32, ptr %41, align 4
  %43 = load ptr, ptr getelementptr inbounds ([2 x ptr], ptr @ends, i32 0, i32 1), align 4
  %44 = load ptr, ptr @ends, align 4
  %45 = ptrtoint ptr %43 to i32
  %46 = ptrtoint ptr %44 to i32
  %47 = sub i32 %45, %46
  %48 = sdiv exact i32 %47, 4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %35, i32 noundef %38, i32 noundef %40, i32 noundef %42, i32 noundef %48) #2
  store ptr @ring, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %50

50:                                               ; preds = %63, %33
  %51 = load i32, ptr %5, align 4
  %52 = icmp slt i32 %51, 7
  br i1 %52, label %53, label %66

53:                                               ; preds = %50
  %54 = load i32, ptr %4, align 4
  %55 = mul nsw i32 %54, 4
  %56 = load ptr, ptr %3, align 4
  %57 = getelementptr inbounds %struct.Node, ptr %56, i32 0, i32 0
  %58 = load i32, ptr %57, align 4
  %59 = add nsw i32 %55, %58
  store i32 %59, ptr %4, align 4
  %60 = load ptr, ptr %3, align 4
  %61 = getelementptr inbounds %struct.Node, ptr %60, i32 0, i32 1
  %62 = load ptr, ptr %61, align 4
  store ptr %62, ptr %3, align 4
  br label %63

63:                                               ; preds = %53
  %64 = load i32, ptr %5, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %5, align 4
  br label %50, !llvm.loop !7

66:                                               ; preds = %50
  %67 = load i32, ptr %4, align 4
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %67) #2
  store i32 0, ptr %6, align 4
  store ptr @words, ptr %7, align 4
  br label %69

69:                                               ; preds = %80, %66
  %70 = load ptr, ptr %7, align 4
  %71 = load ptr, ptr %70, align 4
  %72 = load i8, ptr %71, align 1
  %73 = icmp ne i8 %72, 0
  br i1 %73, label %74, label %83

74:                                               ; preds = %69
  %75 = load ptr, ptr %7, align 4
  %76 = load ptr, ptr %75, align 4
  %77 = call i32 @strlen(ptr noundef %76) #2
  %78 = load i32, ptr %6, align 4
  %79 = add i32 %78, %77
  store i32 %79, ptr %6, align 4
  br label %80

80:                                               ; preds = %74
  %81 = load ptr, ptr %7, align 4
  %82 = getelementptr inbounds ptr, ptr %81, i32 1
  store ptr %82, ptr %7, align 4
  br label %69, !llvm.loop !8

83:                                               ; preds = %69
  %84 = load i32, ptr %6, align 4
  %85 = load ptr, ptr @tail, align 4
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %84, ptr noundef %85) #2
  %87 = load i16, ptr @nested, align 8
  %88 = sext i16 %87 to i32
  %89 = load i8, ptr getelementptr inbounds (%struct.anon, ptr @nested, i32 0, i32 1), align 8
  %90 = sext i8 %89 to i32
  %91 = load double, ptr getelementptr inbounds (%struct.anon.0, ptr getelementptr inbounds (%struct.anon, ptr @nested, i32 0, i32 1), i32 0, i32 1), align 8
  %92 = load i8, ptr getelementptr inbounds (%struct.anon, ptr @nested, i32 0, i32 1, i32 1), align 8
  %93 = sext i8 %92 to i32
  %94 = load double, ptr getelementptr inbounds (%struct.anon, ptr @nested, i32 0, i32 1, i32 1, i32 1), align 8
  %95 = load i64, ptr getelementptr inbounds (%struct.anon, ptr @nested, i32 0, i32 2), align 8
  %96 = load i32, ptr @diff, align 4
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %88, i32 noundef %90, double noundef %91, i32 noundef %93, double noundef %94, i64 noundef %95, i32 noundef %96) #2
  store i32 0, ptr %8, align 4
  br label %98

98:                                               ; preds = %106, %83
  %99 = load i32, ptr %8, align 4
  %100 = icmp slt i32 %99, 5
  br i1 %100, label %101, label %109

101:                                              ; preds = %98
  %102 = load i32, ptr %8, align 4
  %103 = load ptr, ptr @main.pc, align 4
  %104 = load i32, ptr %103, align 4
  %105 = add nsw i32 %104, %102
  store i32 %105, ptr %103, align 4
  br label %106

106:                                              ; preds = %101
  %107 = load i32, ptr %8, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %8, align 4
  br label %98, !llvm.loop !9

109:                                              ; preds = %98
  %110 = load i32, ptr @main.counter, align 4
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %110) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

declare i32 @strlen(ptr noundef) #1

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
