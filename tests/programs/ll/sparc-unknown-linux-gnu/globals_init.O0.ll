; ModuleID = 'tests/programs/globals_init.c'
source_filename = "tests/programs/globals_init.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.person = type { ptr, i32, double }
%struct.node = type { i32, ptr }
%struct.anon = type { i8, i16 }

@counter = dso_local global i32 5, align 4
@primes = dso_local constant [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 4
@.str = private unnamed_addr constant [22 x i8] c"global string pointer\00", align 1
@msg = dso_local global ptr @.str, align 4
@pcounter = dso_local global ptr @counter, align 4
@pprime = dso_local global ptr getelementptr (i8, ptr @primes, i64 12), align 4
@.str.1 = private unnamed_addr constant [6 x i8] c"alice\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"bob\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"carol\00", align 1
@people = dso_local global [3 x %struct.person] [%struct.person { ptr @.str.1, i32 31, double 8.850000e+01 }, %struct.person { ptr @.str.2, i32 25, double 7.225000e+01 }, %struct.person { ptr @.str.3, i32 47, double 9.100000e+01 }], align 8
@oldest = dso_local global ptr getelementptr (i8, ptr @people, i64 32), align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@names = dso_local global [4 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 4
@dbl_init = dso_local global double 0x44DFE185CA57C517, align 8
@flt_init = dso_local global float 0xBF589374C0000000, align 4
@buf = dso_local global [32 x i8] c"prefilled\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1
@n3 = dso_local global %struct.node { i32 3, ptr null }, align 4
@n2 = dso_local global %struct.node { i32 2, ptr @n3 }, align 4
@n1 = dso_local global %struct.node { i32 1, ptr @n2 }, align 4
@pnames = dso_local global ptr @names, align 4
@.str.8 = private unnamed_addr constant [23 x i8] c"counter %d via ptr %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"counter %d\0A\00", align 1
@zeroed = internal global [10 x i32] zeroinitializer, align 4
@.str.10 = private unnamed_addr constant [15 x i8] c"zeroed sum %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [27 x i8] c"primes[3] %d pprime[1] %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"%s / %s\0A\00", align 1
@greeting = internal constant [9 x i8] c"hi there\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"%s %d %.2f\0A\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"oldest %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"names %s %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [17 x i8] c"ints %lld %u %d\0A\00", align 1
@big_init = internal global i64 -1234567890123456789, align 8
@small_init = internal global i8 -56, align 1
@mid_init = internal global i16 -1234, align 2
@.str.17 = private unnamed_addr constant [14 x i8] c"fp %.6e %.6f\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"buf %s %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"node %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [14 x i8] c"matrix %d %d\0A\00", align 1
@matrix = internal global [2 x [3 x i32]] [[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 4, i32 5, i32 6]], align 4
@.str.21 = private unnamed_addr constant [17 x i8] c"codes %c%u %c%u\0A\00", align 1
@codes = internal constant [2 x %struct.anon] [%struct.anon { i8 97, i16 100 }, %struct.anon { i8 98, i16 -1 }], align 2
@.str.22 = private unnamed_addr constant [14 x i8] c"ids %d %d %d\0A\00", align 1
@next_id.id = internal global i32 100, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = load i32, ptr @counter, align 4
  %9 = load ptr, ptr @pcounter, align 4
  %10 = load i32, ptr %9, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %8, i32 noundef %10) #2
  %12 = load ptr, ptr @pcounter, align 4
  %13 = load i32, ptr %12, align 4
  %14 = add nsw i32 %13, 10
  store i32 %14, ptr %12, align 4
  %15 = load i32, ptr @counter, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %15) #2
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %17

17:                                               ; preds = %26, %0
  %18 = load i32, ptr %2, align 4
  %19 = icmp slt i32 %18, 10
  br i1 %19, label %20, label %29

20:                                               ; preds = %17
  %21 = load i32, ptr %2, align 4
  %22 = getelementptr inbounds [10 x i32], ptr @zeroed, i32 0, i32 %21
  %23 = load i32, ptr %22, align 4
  %24 = load i32, ptr %1, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr %1, align 4
  br label %26

26:                                               ; preds = %20
  %27 = load i32, ptr %2, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %2, align 4
  br label %17, !llvm.loop !5

29:                                               ; preds = %17
  %30 = load i32, ptr %1, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %30) #2
  %32 = load i32, ptr getelementptr inbounds ([8 x i32], ptr @primes, i32 0, i32 3), align 4
  %33 = load ptr, ptr @pprime, align 4
  %34 = getelementptr inbounds i32, ptr %33, i32 1
  %35 = load i32, ptr %34, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %32, i32 noundef %35) #2
  %37 = load ptr, ptr @msg, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef @greeting, ptr noundef %37) #2
  store i32 0, ptr %3, align 4
  br label %39

39:                                               ; preds = %56, %29
  %40 = load i32, ptr %3, align 4
  %41 = icmp ult i32 %40, 3
  br i1 %41, label %42, label %59

42:                                               ; preds = %39
  %43 = load i32, ptr %3, align 4
  %44 = getelementptr inbounds [3 x %struct.person], ptr @people, i32 0, i32 %43
  %45 = getelementptr inbounds %struct.person, ptr %44, i32 0, i32 0
  %46 = load ptr, ptr %45, align 8
  %47 = load i32, ptr %3, align 4
  %48 = getelementptr inbounds [3 x %struct.person], ptr @people, i32 0, i32 %47
  %49 = getelementptr inbounds %struct.person, ptr %48, i32 0, i32 1
  %50 = load i32, ptr %49, align 4
  %51 = load i32, ptr %3, align 4
  %52 = getelementptr inbounds [3 x %struct.person], ptr @people, i32 0, i32 %51
  %53 = getelementptr inbounds %struct.person, ptr %52, i32 0, i32 2
  %54 = load double, ptr %53, align 8
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %46, i32 noundef %50, double noundef %54) #2
  br label %56

56:                                               ; preds = %42
  %57 = load i32, ptr %3, align 4
  %58 = add i32 %57, 1
  store i32 %58, ptr %3, align 4
  br label %39, !llvm.loop !7

59:                                               ; preds = %39
  %60 = load ptr, ptr @oldest, align 4
  %61 = getelementptr inbounds %struct.person, ptr %60, i32 0, i32 0
  %62 = load ptr, ptr %61, align 8
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %62) #2
  %64 = load ptr, ptr getelementptr inbounds ([4 x ptr], ptr @names, i32 0, i32 1), align 4
  %65 = load ptr, ptr @pnames, align 4
  %66 = getelementptr inbounds ptr, ptr %65, i32 3
  %67 = load ptr, ptr %66, align 4
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %64, ptr noundef %67) #2
  %69 = load i64, ptr @big_init, align 8
  %70 = load i8, ptr @small_init, align 1
  %71 = zext i8 %70 to i32
  %72 = load i16, ptr @mid_init, align 2
  %73 = sext i16 %72 to i32
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %69, i32 noundef %71, i32 noundef %73) #2
  %75 = load double, ptr @dbl_init, align 8
  %76 = load float, ptr @flt_init, align 4
  %77 = fpext float %76 to double
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %75, double noundef %77) #2
  %79 = load i8, ptr getelementptr inbounds ([32 x i8], ptr @buf, i32 0, i32 20), align 1
  %80 = sext i8 %79 to i32
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef @buf, i32 noundef %80) #2
  store ptr @n1, ptr %4, align 4
  br label %82

82:                                               ; preds = %90, %59
  %83 = load ptr, ptr %4, align 4
  %84 = icmp ne ptr %83, null
  br i1 %84, label %85, label %94

85:                                               ; preds = %82
  %86 = load ptr, ptr %4, align 4
  %87 = getelementptr inbounds %struct.node, ptr %86, i32 0, i32 0
  %88 = load i32, ptr %87, align 4
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %88) #2
  br label %90

90:                                               ; preds = %85
  %91 = load ptr, ptr %4, align 4
  %92 = getelementptr inbounds %struct.node, ptr %91, i32 0, i32 1
  %93 = load ptr, ptr %92, align 4
  store ptr %93, ptr %4, align 4
  br label %82, !llvm.loop !8

94:                                               ; preds = %82
  %95 = load i32, ptr getelementptr inbounds ([2 x [3 x i32]], ptr @matrix, i32 0, i32 1, i32 2), align 4
  %96 = load i32, ptr getelementptr inbounds ([3 x i32], ptr @matrix, i32 0, i32 1), align 4
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %95, i32 noundef %96) #2
  %98 = load i8, ptr @codes, align 2
  %99 = sext i8 %98 to i32
  %100 = load i16, ptr getelementptr inbounds (%struct.anon, ptr @codes, i32 0, i32 1), align 2
  %101 = zext i16 %100 to i32
  %102 = load i8, ptr getelementptr inbounds ([2 x %struct.anon], ptr @codes, i32 0, i32 1), align 2
  %103 = sext i8 %102 to i32
  %104 = load i16, ptr getelementptr inbounds ([2 x %struct.anon], ptr @codes, i32 0, i32 1, i32 1), align 2
  %105 = zext i16 %104 to i32
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %99, i32 noundef %101, i32 noundef %103, i32 noundef %105) #2
  %107 = call i32 @next_id() #2
  store i32 %107, ptr %5, align 4
  %108 = call i32 @next_id() #2
  store i32 %108, ptr %6, align 4
  %109 = call i32 @next_id() #2
  store i32 %109, ptr %7, align 4
  %110 = load i32, ptr %5, align 4
  %111 = load i32, ptr %6, align 4
  %112 = load i32, ptr %7, align 4
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %110, i32 noundef %111, i32 noundef %112) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @next_id() #0 {
  %1 = load i32, ptr @next_id.id, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @next_id.id, align 4
  ret i32 %1
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
