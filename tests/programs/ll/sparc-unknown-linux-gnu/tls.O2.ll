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

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local nonnull ptr @prime_at(i32 noundef %0) local_unnamed_addr #0 {
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %3 = getelementptr inbounds [6 x i32], ptr %2, i32 0, i32 %0
  ret ptr %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: nofree noinline nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @sum_squares() local_unnamed_addr #2 {
  %1 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @squares)
  %2 = load i64, ptr %1, align 8, !tbaa !4
  %3 = getelementptr inbounds [9 x i64], ptr %1, i32 0, i32 1
  %4 = load i64, ptr %3, align 8, !tbaa !4
  %5 = add nsw i64 %4, %2
  %6 = getelementptr inbounds [9 x i64], ptr %1, i32 0, i32 2
  %7 = load i64, ptr %6, align 8, !tbaa !4
  %8 = add nsw i64 %7, %5
  %9 = getelementptr inbounds [9 x i64], ptr %1, i32 0, i32 3
  %10 = load i64, ptr %9, align 8, !tbaa !4
  %11 = add nsw i64 %10, %8
  %12 = getelementptr inbounds [9 x i64], ptr %1, i32 0, i32 4
  %13 = load i64, ptr %12, align 8, !tbaa !4
  %14 = add nsw i64 %13, %11
  %15 = getelementptr inbounds [9 x i64], ptr %1, i32 0, i32 5
  %16 = load i64, ptr %15, align 8, !tbaa !4
  %17 = add nsw i64 %16, %14
  %18 = getelementptr inbounds [9 x i64], ptr %1, i32 0, i32 6
  %19 = load i64, ptr %18, align 8, !tbaa !4
  %20 = add nsw i64 %19, %17
  %21 = getelementptr inbounds [9 x i64], ptr %1, i32 0, i32 7
  %22 = load i64, ptr %21, align 8, !tbaa !4
  %23 = add nsw i64 %22, %20
  %24 = getelementptr inbounds [9 x i64], ptr %1, i32 0, i32 8
  %25 = load i64, ptr %24, align 8, !tbaa !4
  %26 = add nsw i64 %25, %23
  ret i64 %26
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @counter)
  %2 = load i32, ptr %1, align 4, !tbaa !8
  %3 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @zero_int)
  %4 = load i32, ptr %3, align 4, !tbaa !8
  %5 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %6 = getelementptr inbounds [6 x i32], ptr %5, i32 0, i32 5
  %7 = load i32, ptr %6, align 4, !tbaa !8
  %8 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  %9 = getelementptr inbounds %struct.point, ptr %8, i32 0, i32 1
  %10 = load i64, ptr %9, align 8, !tbaa !10
  %11 = getelementptr inbounds %struct.point, ptr %8, i32 0, i32 2
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %2, i32 noundef %4, i32 noundef %7, i64 noundef %10, ptr noundef nonnull %11) #7
  %13 = load i32, ptr %1, align 4, !tbaa !8
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %3, align 4, !tbaa !8
  %15 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @squares)
  store i64 0, ptr %15, align 8, !tbaa !4
  %16 = getelementptr inbounds [9 x i64], ptr %15, i32 0, i32 1
  store i64 1000000007, ptr %16, align 8, !tbaa !4
  %17 = getelementptr inbounds [9 x i64], ptr %15, i32 0, i32 2
  store i64 4000000028, ptr %17, align 8, !tbaa !4
  %18 = getelementptr inbounds [9 x i64], ptr %15, i32 0, i32 3
  store i64 9000000063, ptr %18, align 8, !tbaa !4
  %19 = getelementptr inbounds [9 x i64], ptr %15, i32 0, i32 4
  store i64 16000000112, ptr %19, align 8, !tbaa !4
  %20 = getelementptr inbounds [9 x i64], ptr %15, i32 0, i32 5
  store i64 25000000175, ptr %20, align 8, !tbaa !4
  %21 = getelementptr inbounds [9 x i64], ptr %15, i32 0, i32 6
  store i64 36000000252, ptr %21, align 8, !tbaa !4
  %22 = getelementptr inbounds [9 x i64], ptr %15, i32 0, i32 7
  store i64 49000000343, ptr %22, align 8, !tbaa !4
  %23 = getelementptr inbounds [9 x i64], ptr %15, i32 0, i32 8
  store i64 64000000448, ptr %23, align 8, !tbaa !4
  %24 = load i32, ptr %5, align 4, !tbaa !8
  %25 = mul nsw i32 %24, %14
  store i32 %25, ptr %5, align 4, !tbaa !8
  %26 = load i32, ptr %3, align 4, !tbaa !8
  %27 = getelementptr inbounds [6 x i32], ptr %5, i32 0, i32 1
  %28 = load i32, ptr %27, align 4, !tbaa !8
  %29 = mul nsw i32 %28, %26
  store i32 %29, ptr %27, align 4, !tbaa !8
  %30 = load i32, ptr %3, align 4, !tbaa !8
  %31 = getelementptr inbounds [6 x i32], ptr %5, i32 0, i32 2
  %32 = load i32, ptr %31, align 4, !tbaa !8
  %33 = mul nsw i32 %32, %30
  store i32 %33, ptr %31, align 4, !tbaa !8
  %34 = load i32, ptr %3, align 4, !tbaa !8
  %35 = getelementptr inbounds [6 x i32], ptr %5, i32 0, i32 3
  %36 = load i32, ptr %35, align 4, !tbaa !8
  %37 = mul nsw i32 %36, %34
  store i32 %37, ptr %35, align 4, !tbaa !8
  %38 = load i32, ptr %3, align 4, !tbaa !8
  %39 = getelementptr inbounds [6 x i32], ptr %5, i32 0, i32 4
  %40 = load i32, ptr %39, align 4, !tbaa !8
  %41 = mul nsw i32 %40, %38
  store i32 %41, ptr %39, align 4, !tbaa !8
  %42 = load i32, ptr %3, align 4, !tbaa !8
  %43 = load i32, ptr %6, align 4, !tbaa !8
  %44 = mul nsw i32 %43, %42
  store i32 %44, ptr %6, align 4, !tbaa !8
  tail call fastcc void @add_to(ptr noundef nonnull %1, i32 noundef 100) #8
  %45 = tail call ptr @prime_at(i32 noundef 2) #8
  tail call fastcc void @add_to(ptr noundef nonnull %45, i32 noundef 1) #8
  %46 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @hidden)
  %47 = load i32, ptr %46, align 4, !tbaa !8
  tail call fastcc void @add_to(ptr noundef nonnull %46, i32 noundef %47) #8
  %48 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @scratch)
  tail call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(24) %48, ptr noundef nonnull align 8 dereferenceable(24) %8, i32 24, i1 false), !tbaa.struct !12
  %49 = load i32, ptr %48, align 8, !tbaa !14
  %50 = add nsw i32 %49, 10
  store i32 %50, ptr %48, align 8, !tbaa !14
  %51 = getelementptr inbounds %struct.point, ptr %48, i32 0, i32 2
  store i8 84, ptr %51, align 8, !tbaa !13
  %52 = load i64, ptr %9, align 8, !tbaa !10
  %53 = add nsw i64 %52, -123
  store i64 %53, ptr %9, align 8, !tbaa !10
  %54 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @ratio)
  %55 = load double, ptr %54, align 8, !tbaa !15
  %56 = fmul double %55, 4.000000e+00
  store double %56, ptr %54, align 8, !tbaa !15
  %57 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @label)
  store ptr @.str.2, ptr %57, align 4, !tbaa !17
  %58 = tail call align 1 ptr @llvm.threadlocal.address.p0(ptr align 1 @bytes)
  %59 = load i8, ptr %58, align 1, !tbaa !13
  %60 = add i8 %59, 3
  store i8 %60, ptr %58, align 1, !tbaa !13
  %61 = getelementptr inbounds [3 x i8], ptr %58, i32 0, i32 1
  %62 = load i8, ptr %61, align 1, !tbaa !13
  %63 = add i8 %62, 3
  store i8 %63, ptr %61, align 1, !tbaa !13
  %64 = getelementptr inbounds [3 x i8], ptr %58, i32 0, i32 2
  %65 = load i8, ptr %64, align 1, !tbaa !13
  %66 = add i8 %65, 3
  store i8 %66, ptr %64, align 1, !tbaa !13
  %67 = load i32, ptr %1, align 4, !tbaa !8
  %68 = load i32, ptr %3, align 4, !tbaa !8
  %69 = load i32, ptr %5, align 4, !tbaa !8
  %70 = load i32, ptr %31, align 4, !tbaa !8
  %71 = load i32, ptr %46, align 4, !tbaa !8
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %67, i32 noundef %68, i32 noundef %69, i32 noundef %70, i32 noundef %71) #7
  %73 = tail call i64 @sum_squares() #8
  %74 = load i64, ptr %23, align 8, !tbaa !4
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %73, i64 noundef %74) #7
  %76 = load i32, ptr %48, align 8, !tbaa !14
  %77 = getelementptr inbounds %struct.point, ptr %48, i32 0, i32 1
  %78 = load i64, ptr %77, align 8, !tbaa !10
  %79 = load i32, ptr %8, align 8, !tbaa !14
  %80 = load i64, ptr %9, align 8, !tbaa !10
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %76, i64 noundef %78, ptr noundef nonnull %51, i32 noundef %79, i64 noundef %80, ptr noundef nonnull %11) #7
  %82 = load double, ptr %54, align 8, !tbaa !15
  %83 = load ptr, ptr %57, align 4, !tbaa !17
  %84 = load i8, ptr %58, align 1, !tbaa !13
  %85 = zext i8 %84 to i32
  %86 = load i8, ptr %61, align 1, !tbaa !13
  %87 = zext i8 %86 to i32
  %88 = load i8, ptr %64, align 1, !tbaa !13
  %89 = zext i8 %88 to i32
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, double noundef %82, ptr noundef %83, i32 noundef %85, i32 noundef %87, i32 noundef %89) #7
  %91 = tail call ptr @prime_at(i32 noundef 1) #8
  %92 = ptrtoint ptr %39 to i32
  %93 = ptrtoint ptr %91 to i32
  %94 = sub i32 %92, %93
  %95 = ashr exact i32 %94, 2
  %96 = tail call ptr @prime_at(i32 noundef 3) #8
  %97 = icmp eq ptr %96, %35
  %98 = zext i1 %97 to i32
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %95, i32 noundef %98) #7
  %100 = load i32, ptr %1, align 4, !tbaa !8
  %101 = icmp ne i32 %100, 142
  %102 = zext i1 %101 to i32
  ret i32 %102
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @add_to(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #5 {
  %3 = load i32, ptr %0, align 4, !tbaa !8
  %4 = add nsw i32 %3, %1
  store i32 %4, ptr %0, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #6

attributes #0 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree noinline nosync nounwind memory(read, inaccessiblemem: none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"long long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = !{!11, !5, i64 8}
!11 = !{!"point", !9, i64 0, !5, i64 8, !6, i64 16}
!12 = !{i64 0, i64 4, !8, i64 8, i64 8, !4, i64 16, i64 5, !13}
!13 = !{!6, !6, i64 0}
!14 = !{!11, !9, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !6, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !6, i64 0}
