; ModuleID = 'tests/programs/tls.c'
source_filename = "tests/programs/tls.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.point = type { i32, i64, [5 x i8] }

@counter = dso_local thread_local global i32 42, align 4
@primes = dso_local thread_local global [6 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13], align 4
@origin = dso_local thread_local global %struct.point { i32 -3, i64 1234567890123, [5 x i8] c"tls\00\00" }, align 8
@.str = private unnamed_addr constant [6 x i8] c"first\00", align 1
@label = dso_local thread_local global ptr @.str, align 8
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
define dso_local ptr @prime_at(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [6 x i32], ptr %3, i64 0, i64 %5
  ret ptr %6
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

3:                                                ; preds = %14, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 9
  br i1 %5, label %6, label %17

6:                                                ; preds = %3
  %7 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @squares)
  %8 = load i32, ptr %2, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [9 x i64], ptr %7, i64 0, i64 %9
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr %1, align 8
  %13 = add nsw i64 %12, %11
  store i64 %13, ptr %1, align 8
  br label %14

14:                                               ; preds = %6
  %15 = load i32, ptr %2, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %2, align 4
  br label %3, !llvm.loop !7

17:                                               ; preds = %3
  %18 = load i64, ptr %1, align 8
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @counter)
  %5 = load i32, ptr %4, align 4
  %6 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @zero_int)
  %7 = load i32, ptr %6, align 4
  %8 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %9 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 5
  %10 = load i32, ptr %9, align 4
  %11 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  %12 = getelementptr inbounds %struct.point, ptr %11, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  %15 = getelementptr inbounds %struct.point, ptr %14, i32 0, i32 2
  %16 = getelementptr inbounds [5 x i8], ptr %15, i64 0, i64 0
  %17 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %5, i32 noundef signext %7, i32 noundef signext %10, i64 noundef %13, ptr noundef %16) #4
  %18 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @counter)
  %19 = load i32, ptr %18, align 4
  %20 = add nsw i32 %19, 1
  %21 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @zero_int)
  store i32 %20, ptr %21, align 4
  store i32 0, ptr %1, align 4
  br label %22

22:                                               ; preds = %36, %0
  %23 = load i32, ptr %1, align 4
  %24 = icmp slt i32 %23, 9
  br i1 %24, label %25, label %39

25:                                               ; preds = %22
  %26 = load i32, ptr %1, align 4
  %27 = sext i32 %26 to i64
  %28 = load i32, ptr %1, align 4
  %29 = sext i32 %28 to i64
  %30 = mul nsw i64 %27, %29
  %31 = mul nsw i64 %30, 1000000007
  %32 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @squares)
  %33 = load i32, ptr %1, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [9 x i64], ptr %32, i64 0, i64 %34
  store i64 %31, ptr %35, align 8
  br label %36

36:                                               ; preds = %25
  %37 = load i32, ptr %1, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %1, align 4
  br label %22, !llvm.loop !9

39:                                               ; preds = %22
  store i32 0, ptr %2, align 4
  br label %40

40:                                               ; preds = %52, %39
  %41 = load i32, ptr %2, align 4
  %42 = icmp slt i32 %41, 6
  br i1 %42, label %43, label %55

43:                                               ; preds = %40
  %44 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @zero_int)
  %45 = load i32, ptr %44, align 4
  %46 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %47 = load i32, ptr %2, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [6 x i32], ptr %46, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = mul nsw i32 %50, %45
  store i32 %51, ptr %49, align 4
  br label %52

52:                                               ; preds = %43
  %53 = load i32, ptr %2, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %2, align 4
  br label %40, !llvm.loop !10

55:                                               ; preds = %40
  %56 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @counter)
  call void @add_to(ptr noundef %56, i32 noundef signext 100) #4
  %57 = call ptr @prime_at(i32 noundef signext 2) #4
  call void @add_to(ptr noundef %57, i32 noundef signext 1) #4
  %58 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @hidden)
  %59 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @hidden)
  %60 = load i32, ptr %59, align 4
  call void @add_to(ptr noundef %58, i32 noundef signext %60) #4
  %61 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @scratch)
  %62 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %61, ptr align 8 %62, i64 24, i1 false)
  %63 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @scratch)
  %64 = getelementptr inbounds %struct.point, ptr %63, i32 0, i32 0
  %65 = load i32, ptr %64, align 8
  %66 = add nsw i32 %65, 10
  store i32 %66, ptr %64, align 8
  %67 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @scratch)
  %68 = getelementptr inbounds %struct.point, ptr %67, i32 0, i32 2
  %69 = getelementptr inbounds [5 x i8], ptr %68, i64 0, i64 0
  store i8 84, ptr %69, align 8
  %70 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  %71 = getelementptr inbounds %struct.point, ptr %70, i32 0, i32 1
  %72 = load i64, ptr %71, align 8
  %73 = sub nsw i64 %72, 123
  store i64 %73, ptr %71, align 8
  %74 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @ratio)
  %75 = load double, ptr %74, align 8
  %76 = fmul double %75, 4.000000e+00
  store double %76, ptr %74, align 8
  %77 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @label)
  store ptr @.str.2, ptr %77, align 8
  store i32 0, ptr %3, align 4
  br label %78

78:                                               ; preds = %90, %55
  %79 = load i32, ptr %3, align 4
  %80 = icmp slt i32 %79, 3
  br i1 %80, label %81, label %93

81:                                               ; preds = %78
  %82 = call align 1 ptr @llvm.threadlocal.address.p0(ptr align 1 @bytes)
  %83 = load i32, ptr %3, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [3 x i8], ptr %82, i64 0, i64 %84
  %86 = load i8, ptr %85, align 1
  %87 = zext i8 %86 to i32
  %88 = add nsw i32 %87, 3
  %89 = trunc i32 %88 to i8
  store i8 %89, ptr %85, align 1
  br label %90

90:                                               ; preds = %81
  %91 = load i32, ptr %3, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %3, align 4
  br label %78, !llvm.loop !11

93:                                               ; preds = %78
  %94 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @counter)
  %95 = load i32, ptr %94, align 4
  %96 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @zero_int)
  %97 = load i32, ptr %96, align 4
  %98 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %99 = getelementptr inbounds [6 x i32], ptr %98, i64 0, i64 0
  %100 = load i32, ptr %99, align 4
  %101 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %102 = getelementptr inbounds [6 x i32], ptr %101, i64 0, i64 2
  %103 = load i32, ptr %102, align 4
  %104 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @hidden)
  %105 = load i32, ptr %104, align 4
  %106 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %95, i32 noundef signext %97, i32 noundef signext %100, i32 noundef signext %103, i32 noundef signext %105) #4
  %107 = call i64 @sum_squares() #4
  %108 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @squares)
  %109 = getelementptr inbounds [9 x i64], ptr %108, i64 0, i64 8
  %110 = load i64, ptr %109, align 8
  %111 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %107, i64 noundef %110) #4
  %112 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @scratch)
  %113 = getelementptr inbounds %struct.point, ptr %112, i32 0, i32 0
  %114 = load i32, ptr %113, align 8
  %115 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @scratch)
  %116 = getelementptr inbounds %struct.point, ptr %115, i32 0, i32 1
  %117 = load i64, ptr %116, align 8
  %118 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @scratch)
  %119 = getelementptr inbounds %struct.point, ptr %118, i32 0, i32 2
  %120 = getelementptr inbounds [5 x i8], ptr %119, i64 0, i64 0
  %121 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  %122 = getelementptr inbounds %struct.point, ptr %121, i32 0, i32 0
  %123 = load i32, ptr %122, align 8
  %124 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  %125 = getelementptr inbounds %struct.point, ptr %124, i32 0, i32 1
  %126 = load i64, ptr %125, align 8
  %127 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  %128 = getelementptr inbounds %struct.point, ptr %127, i32 0, i32 2
  %129 = getelementptr inbounds [5 x i8], ptr %128, i64 0, i64 0
  %130 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %114, i64 noundef %117, ptr noundef %120, i32 noundef signext %123, i64 noundef %126, ptr noundef %129) #4
  %131 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @ratio)
  %132 = load double, ptr %131, align 8
  %133 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @label)
  %134 = load ptr, ptr %133, align 8
  %135 = call align 1 ptr @llvm.threadlocal.address.p0(ptr align 1 @bytes)
  %136 = getelementptr inbounds [3 x i8], ptr %135, i64 0, i64 0
  %137 = load i8, ptr %136, align 1
  %138 = zext i8 %137 to i32
  %139 = call align 1 ptr @llvm.threadlocal.address.p0(ptr align 1 @bytes)
  %140 = getelementptr inbounds [3 x i8], ptr %139, i64 0, i64 1
  %141 = load i8, ptr %140, align 1
  %142 = zext i8 %141 to i32
  %143 = call align 1 ptr @llvm.threadlocal.address.p0(ptr align 1 @bytes)
  %144 = getelementptr inbounds [3 x i8], ptr %143, i64 0, i64 2
  %145 = load i8, ptr %144, align 1
  %146 = zext i8 %145 to i32
  %147 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %132, ptr noundef %134, i32 noundef signext %138, i32 noundef signext %142, i32 noundef signext %146) #4
  %148 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %149 = getelementptr inbounds [6 x i32], ptr %148, i64 0, i64 4
  %150 = call ptr @prime_at(i32 noundef signext 1) #4
  %151 = ptrtoint ptr %149 to i64
  %152 = ptrtoint ptr %150 to i64
  %153 = sub i64 %151, %152
  %154 = sdiv exact i64 %153, 4
  %155 = trunc i64 %154 to i32
  %156 = call ptr @prime_at(i32 noundef signext 3) #4
  %157 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %158 = getelementptr inbounds [6 x i32], ptr %157, i64 0, i64 3
  %159 = icmp eq ptr %156, %158
  %160 = zext i1 %159 to i32
  %161 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %155, i32 noundef signext %160) #4
  %162 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @counter)
  %163 = load i32, ptr %162, align 4
  %164 = icmp eq i32 %163, 142
  %165 = zext i1 %164 to i64
  %166 = select i1 %164, i32 0, i32 1
  ret i32 %166
}

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal void @add_to(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, %5
  store i32 %8, ptr %6, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
