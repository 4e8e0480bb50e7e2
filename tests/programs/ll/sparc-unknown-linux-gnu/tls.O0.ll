; ModuleID = 'tests/programs/tls.c'
source_filename = "tests/programs/tls.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.point = type { i32, i64, [5 x i8] }

@counter = dso_local thread_local global i32 42, align 4
@primes = dso_local thread_local global [6 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13], align 4
@origin = dso_local thread_local global %struct.point { i32 -3, i64 1234567890123, [5 x i8] c"tls\00\00" }, align 8
@.str = private unnamed_addr constant [6 x i8] c"first\00", align 1
@label = dso_local thread_local global ptr @.str, align 4
@bytes = dso_local thread_local global [3 x i8] c"\FA\FB\FC", align 1
@squares = dso_local thread_local global [9 x i64] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [24 x i8] c"start %d %d %d %lld %s\0A\00", align 1
@zero_int = dso_local thread_local global i32 0, align 4
@hidden = internal thread_local global i32 9, align 4
@scratch = dso_local thread_local global %struct.point zeroinitializer, align 8
@ratio = internal thread_local global double 7.500000e-01, align 8
@.str.2 = private unnamed_addr constant [7 x i8] c"second\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"%lld %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"%d %lld %s | %d %lld %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"%g %s %u %u %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local ptr @prime_at(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %4 = load i32, ptr %2, align 4
  %5 = getelementptr inbounds [6 x i32], ptr %3, i32 0, i32 %4
  ret ptr %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: noinline nounwind optnone
define dso_local i64 @sum_squares() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  store i64 0, ptr %1, align 8
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %13, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 9
  br i1 %5, label %6, label %16

6:                                                ; preds = %3
  %7 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @squares)
  %8 = load i32, ptr %2, align 4
  %9 = getelementptr inbounds [9 x i64], ptr %7, i32 0, i32 %8
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %1, align 8
  %12 = add nsw i64 %11, %10
  store i64 %12, ptr %1, align 8
  br label %13

13:                                               ; preds = %6
  %14 = load i32, ptr %2, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %2, align 4
  br label %3, !llvm.loop !5

16:                                               ; preds = %3
  %17 = load i64, ptr %1, align 8
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @counter)
  %5 = load i32, ptr %4, align 4
  %6 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @zero_int)
  %7 = load i32, ptr %6, align 4
  %8 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %9 = getelementptr inbounds [6 x i32], ptr %8, i32 0, i32 5
  %10 = load i32, ptr %9, align 4
  %11 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  %12 = getelementptr inbounds %struct.point, ptr %11, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  %15 = getelementptr inbounds %struct.point, ptr %14, i32 0, i32 2
  %16 = getelementptr inbounds [5 x i8], ptr %15, i32 0, i32 0
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %5, i32 noundef %7, i32 noundef %10, i64 noundef %13, ptr noundef %16) #4
  %18 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @counter)
  %19 = load i32, ptr %18, align 4
  %20 = add nsw i32 %19, 1
  %21 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @zero_int)
  store i32 %20, ptr %21, align 4
  store i32 0, ptr %1, align 4
  br label %22

22:                                               ; preds = %35, %0
  %23 = load i32, ptr %1, align 4
  %24 = icmp slt i32 %23, 9
  br i1 %24, label %25, label %38

25:                                               ; preds = %22
  %26 = load i32, ptr %1, align 4
  %27 = sext i32 %26 to i64
  %28 = load i32, ptr %1, align 4
  %29 = sext i32 %28 to i64
  %30 = mul nsw i64 %27, %29
  %31 = mul nsw i64 %30, 1000000007
  %32 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @squares)
  %33 = load i32, ptr %1, align 4
  %34 = getelementptr inbounds [9 x i64], ptr %32, i32 0, i32 %33
  store i64 %31, ptr %34, align 8
  br label %35

35:                                               ; preds = %25
  %36 = load i32, ptr %1, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %1, align 4
  br label %22, !llvm.loop !7

38:                                               ; preds = %22
  store i32 0, ptr %2, align 4
  br label %39

39:                                               ; preds = %50, %38
  %40 = load i32, ptr %2, align 4
  %41 = icmp slt i32 %40, 6
  br i1 %41, label %42, label %53

42:                                               ; preds = %39
  %43 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @zero_int)
  %44 = load i32, ptr %43, align 4
  %45 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %46 = load i32, ptr %2, align 4
  %47 = getelementptr inbounds [6 x i32], ptr %45, i32 0, i32 %46
  %48 = load i32, ptr %47, align 4
  %49 = mul nsw i32 %48, %44
  store i32 %49, ptr %47, align 4
  br label %50

50:                                               ; preds = %42
  %51 = load i32, ptr %2, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %2, align 4
  br label %39, !llvm.loop !8

53:                                               ; preds = %39
  %54 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @counter)
  call void @add_to(ptr noundef %54, i32 noundef 100) #4
  %55 = call ptr @prime_at(i32 noundef 2) #4
  call void @add_to(ptr noundef %55, i32 noundef 1) #4
  %56 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @hidden)
  %57 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @hidden)
  %58 = load i32, ptr %57, align 4
  call void @add_to(ptr noundef %56, i32 noundef %58) #4
  %59 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @scratch)
  %60 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %59, ptr align 8 %60, i32 24, i1 false)
  %61 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @scratch)
  %62 = getelementptr inbounds %struct.point, ptr %61, i32 0, i32 0
  %63 = load i32, ptr %62, align 8
  %64 = add nsw i32 %63, 10
  store i32 %64, ptr %62, align 8
  %65 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @scratch)
  %66 = getelementptr inbounds %struct.point, ptr %65, i32 0, i32 2
  %67 = getelementptr inbounds [5 x i8], ptr %66, i32 0, i32 0
  store i8 84, ptr %67, align 8
  %68 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  %69 = getelementptr inbounds %struct.point, ptr %68, i32 0, i32 1
  %70 = load i64, ptr %69, align 8
  %71 = sub nsw i64 %70, 123
  store i64 %71, ptr %69, align 8
  %72 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @ratio)
  %73 = load double, ptr %72, align 8
  %74 = fmul double %73, 4.000000e+00
  store double %74, ptr %72, align 8
  %75 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @label)
  store ptr @.str.2, ptr %75, align 4
  store i32 0, ptr %3, align 4
  br label %76

76:                                               ; preds = %87, %53
  %77 = load i32, ptr %3, align 4
  %78 = icmp slt i32 %77, 3
  br i1 %78, label %79, label %90

79:                                               ; preds = %76
  %80 = call align 1 ptr @llvm.threadlocal.address.p0(ptr align 1 @bytes)
  %81 = load i32, ptr %3, align 4
  %82 = getelementptr inbounds [3 x i8], ptr %80, i32 0, i32 %81
  %83 = load i8, ptr %82, align 1
  %84 = zext i8 %83 to i32
  %85 = add nsw i32 %84, 3
  %86 = trunc i32 %85 to i8
  store i8 %86, ptr %82, align 1
  br label %87

87:                                               ; preds = %79
  %88 = load i32, ptr %3, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %3, align 4
  br label %76, !llvm.loop !9

90:                                               ; preds = %76
  %91 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @counter)
  %92 = load i32, ptr %91, align 4
  %93 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @zero_int)
  %94 = load i32, ptr %93, align 4
  %95 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %96 = getelementptr inbounds [6 x i32], ptr %95, i32 0, i32 0
  %97 = load i32, ptr %96, align 4
  %98 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %99 = getelementptr inbounds [6 x i32], ptr %98, i32 0, i32 2
  %100 = load i32, ptr %99, align 4
  %101 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @hidden)
  %102 = load i32, ptr %101, align 4
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %92, i32 noundef %94, i32 noundef %97, i32 noundef %100, i32 noundef %102) #4
  %104 = call i64 @sum_squares() #4
  %105 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @squares)
  %106 = getelementptr inbounds [9 x i64], ptr %105, i32 0, i32 8
  %107 = load i64, ptr %106, align 8
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %104, i64 noundef %107) #4
  %109 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @scratch)
  %110 = getelementptr inbounds %struct.point, ptr %109, i32 0, i32 0
  %111 = load i32, ptr %110, align 8
  %112 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @scratch)
  %113 = getelementptr inbounds %struct.point, ptr %112, i32 0, i32 1
  %114 = load i64, ptr %113, align 8
  %115 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @scratch)
  %116 = getelementptr inbounds %struct.point, ptr %115, i32 0, i32 2
  %117 = getelementptr inbounds [5 x i8], ptr %116, i32 0, i32 0
  %118 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  %119 = getelementptr inbounds %struct.point, ptr %118, i32 0, i32 0
  %120 = load i32, ptr %119, align 8
  %121 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  %122 = getelementptr inbounds %struct.point, ptr %121, i32 0, i32 1
  %123 = load i64, ptr %122, align 8
  %124 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  %125 = getelementptr inbounds %struct.point, ptr %124, i32 0, i32 2
  %126 = getelementptr inbounds [5 x i8], ptr %125, i32 0, i32 0
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %111, i64 noundef %114, ptr noundef %117, i32 noundef %120, i64 noundef %123, ptr noundef %126) #4
  %128 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @ratio)
  %129 = load double, ptr %128, align 8
  %130 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @label)
  %131 = load ptr, ptr %130, align 4
  %132 = call align 1 ptr @llvm.threadlocal.address.p0(ptr align 1 @bytes)
  %133 = getelementptr inbounds [3 x i8], ptr %132, i32 0, i32 0
  %134 = load i8, ptr %133, align 1
  %135 = zext i8 %134 to i32
  %136 = call align 1 ptr @llvm.threadlocal.address.p0(ptr align 1 @bytes)
  %137 = getelementptr inbounds [3 x i8], ptr %136, i32 0, i32 1
  %138 = load i8, ptr %137, align 1
  %139 = zext i8 %138 to i32
  %140 = call align 1 ptr @llvm.threadlocal.address.p0(ptr align 1 @bytes)
  %141 = getelementptr inbounds [3 x i8], ptr %140, i32 0, i32 2
  %142 = load i8, ptr %141, align 1
  %143 = zext i8 %142 to i32
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %129, ptr noundef %131, i32 noundef %135, i32 noundef %139, i32 noundef %143) #4
  %145 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %146 = getelementptr inbounds [6 x i32], ptr %145, i32 0, i32 4
  %147 = call ptr @prime_at(i32 noundef 1) #4
  %148 = ptrtoint ptr %146 to i32
  %149 = ptrtoint ptr %147 to i32
  %150 = sub i32 %148, %149
  %151 = sdiv exact i32 %150, 4
  %152 = call ptr @prime_at(i32 noundef 3) #4
  %153 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %154 = getelementptr inbounds [6 x i32], ptr %153, i32 0, i32 3
  %155 = icmp eq ptr %152, %154
  %156 = zext i1 %155 to i32
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %151, i32 noundef %156) #4
  %158 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @counter)
  %159 = load i32, ptr %158, align 4
  %160 = icmp eq i32 %159, 142
  %161 = zext i1 %160 to i64
  %162 = select i1 %160, i32 0, i32 1
  ret i32 %162
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal void @add_to(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, %5
  store i32 %8, ptr %6, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nobuiltin "no-builtins" }

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
