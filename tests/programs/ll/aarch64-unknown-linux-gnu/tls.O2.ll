; ModuleID = 'tests/programs/tls.c'
source_filename = "tests/programs/tls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local nonnull ptr @prime_at(i32 noundef %0) local_unnamed_addr #0 {
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %3
  ret ptr %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: nofree noinline nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @sum_squares() local_unnamed_addr #2 {
  %1 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @squares)
  %2 = load <8 x i64>, ptr %1, align 8, !tbaa !5
  %3 = getelementptr inbounds [9 x i64], ptr %1, i64 0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !5
  %5 = tail call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %2)
  %6 = add i64 %5, %4
  ret i64 %6
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @counter)
  %2 = load i32, ptr %1, align 4, !tbaa !9
  %3 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @zero_int)
  %4 = load i32, ptr %3, align 4, !tbaa !9
  %5 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @primes)
  %6 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 5
  %7 = load i32, ptr %6, align 4, !tbaa !9
  %8 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @origin)
  %9 = getelementptr inbounds %struct.point, ptr %8, i64 0, i32 1
  %10 = load i64, ptr %9, align 8, !tbaa !11
  %11 = getelementptr inbounds %struct.point, ptr %8, i64 0, i32 2
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %2, i32 noundef %4, i32 noundef %7, i64 noundef %10, ptr noundef nonnull %11) #8
  %13 = load i32, ptr %1, align 4, !tbaa !9
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %3, align 4, !tbaa !9
  %15 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @squares)
  store <2 x i64> <i64 0, i64 1000000007>, ptr %15, align 8, !tbaa !5
  %16 = getelementptr inbounds [9 x i64], ptr %15, i64 0, i64 2
  store <2 x i64> <i64 4000000028, i64 9000000063>, ptr %16, align 8, !tbaa !5
  %17 = getelementptr inbounds [9 x i64], ptr %15, i64 0, i64 4
  store <2 x i64> <i64 16000000112, i64 25000000175>, ptr %17, align 8, !tbaa !5
  %18 = getelementptr inbounds [9 x i64], ptr %15, i64 0, i64 6
  store <2 x i64> <i64 36000000252, i64 49000000343>, ptr %18, align 8, !tbaa !5
  %19 = getelementptr inbounds [9 x i64], ptr %15, i64 0, i64 8
  store i64 64000000448, ptr %19, align 8, !tbaa !5
  %20 = load i32, ptr %5, align 4, !tbaa !9
  %21 = mul nsw i32 %20, %14
  store i32 %21, ptr %5, align 4, !tbaa !9
  %22 = load i32, ptr %3, align 4, !tbaa !9
  %23 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 1
  %24 = load i32, ptr %23, align 4, !tbaa !9
  %25 = mul nsw i32 %24, %22
  store i32 %25, ptr %23, align 4, !tbaa !9
  %26 = load i32, ptr %3, align 4, !tbaa !9
  %27 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 2
  %28 = load i32, ptr %27, align 4, !tbaa !9
  %29 = mul nsw i32 %28, %26
  store i32 %29, ptr %27, align 4, !tbaa !9
  %30 = load i32, ptr %3, align 4, !tbaa !9
  %31 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 3
  %32 = load i32, ptr %31, align 4, !tbaa !9
  %33 = mul nsw i32 %32, %30
  store i32 %33, ptr %31, align 4, !tbaa !9
  %34 = load i32, ptr %3, align 4, !tbaa !9
  %35 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !9
  %37 = mul nsw i32 %36, %34
  store i32 %37, ptr %35, align 4, !tbaa !9
  %38 = load i32, ptr %3, align 4, !tbaa !9
  %39 = load i32, ptr %6, align 4, !tbaa !9
  %40 = mul nsw i32 %39, %38
  store i32 %40, ptr %6, align 4, !tbaa !9
  tail call fastcc void @add_to(ptr noundef nonnull %1, i32 noundef 100) #9
  %41 = tail call ptr @prime_at(i32 noundef 2) #9
  tail call fastcc void @add_to(ptr noundef nonnull %41, i32 noundef 1) #9
  %42 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @hidden)
  %43 = load i32, ptr %42, align 4, !tbaa !9
  tail call fastcc void @add_to(ptr noundef nonnull %42, i32 noundef %43) #9
  %44 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @scratch)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %44, ptr noundef nonnull align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !13
  %45 = load i32, ptr %44, align 8, !tbaa !15
  %46 = add nsw i32 %45, 10
  store i32 %46, ptr %44, align 8, !tbaa !15
  %47 = getelementptr inbounds %struct.point, ptr %44, i64 0, i32 2
  store i8 84, ptr %47, align 8, !tbaa !14
  %48 = load i64, ptr %9, align 8, !tbaa !11
  %49 = add nsw i64 %48, -123
  store i64 %49, ptr %9, align 8, !tbaa !11
  %50 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @ratio)
  %51 = load double, ptr %50, align 8, !tbaa !16
  %52 = fmul double %51, 4.000000e+00
  store double %52, ptr %50, align 8, !tbaa !16
  %53 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @label)
  store ptr @.str.2, ptr %53, align 8, !tbaa !18
  %54 = tail call align 1 ptr @llvm.threadlocal.address.p0(ptr align 1 @bytes)
  %55 = load i8, ptr %54, align 1, !tbaa !14
  %56 = add i8 %55, 3
  store i8 %56, ptr %54, align 1, !tbaa !14
  %57 = getelementptr inbounds [3 x i8], ptr %54, i64 0, i64 1
  %58 = load i8, ptr %57, align 1, !tbaa !14
  %59 = add i8 %58, 3
  store i8 %59, ptr %57, align 1, !tbaa !14
  %60 = getelementptr inbounds [3 x i8], ptr %54, i64 0, i64 2
  %61 = load i8, ptr %60, align 1, !tbaa !14
  %62 = add i8 %61, 3
  store i8 %62, ptr %60, align 1, !tbaa !14
  %63 = load i32, ptr %1, align 4, !tbaa !9
  %64 = load i32, ptr %3, align 4, !tbaa !9
  %65 = load i32, ptr %5, align 4, !tbaa !9
  %66 = load i32, ptr %27, align 4, !tbaa !9
  %67 = load i32, ptr %42, align 4, !tbaa !9
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %63, i32 noundef %64, i32 noundef %65, i32 noundef %66, i32 noundef %67) #8
  %69 = tail call i64 @sum_squares() #9
  %70 = load i64, ptr %19, align 8, !tbaa !5
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %69, i64 noundef %70) #8
  %72 = load i32, ptr %44, align 8, !tbaa !15
  %73 = getelementptr inbounds %struct.point, ptr %44, i64 0, i32 1
  %74 = load i64, ptr %73, align 8, !tbaa !11
  %75 = load i32, ptr %8, align 8, !tbaa !15
  %76 = load i64, ptr %9, align 8, !tbaa !11
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %72, i64 noundef %74, ptr noundef nonnull %47, i32 noundef %75, i64 noundef %76, ptr noundef nonnull %11) #8
  %78 = load double, ptr %50, align 8, !tbaa !16
  %79 = load ptr, ptr %53, align 8, !tbaa !18
  %80 = load i8, ptr %54, align 1, !tbaa !14
  %81 = zext i8 %80 to i32
  %82 = load i8, ptr %57, align 1, !tbaa !14
  %83 = zext i8 %82 to i32
  %84 = load i8, ptr %60, align 1, !tbaa !14
  %85 = zext i8 %84 to i32
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, double noundef %78, ptr noundef %79, i32 noundef %81, i32 noundef %83, i32 noundef %85) #8
  %87 = tail call ptr @prime_at(i32 noundef 1) #9
  %88 = ptrtoint ptr %35 to i64
  %89 = ptrtoint ptr %87 to i64
  %90 = sub i64 %88, %89
  %91 = lshr exact i64 %90, 2
  %92 = trunc i64 %91 to i32
  %93 = tail call ptr @prime_at(i32 noundef 3) #9
  %94 = icmp eq ptr %93, %31
  %95 = zext i1 %94 to i32
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %92, i32 noundef %95) #8
  %97 = load i32, ptr %1, align 4, !tbaa !9
  %98 = icmp ne i32 %97, 142
  %99 = zext i1 %98 to i32
  ret i32 %99
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @add_to(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #5 {
  %3 = load i32, ptr %0, align 4, !tbaa !9
  %4 = add nsw i32 %3, %1
  store i32 %4, ptr %0, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #7

attributes #0 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree noinline nosync nounwind memory(read, inaccessiblemem: none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nobuiltin nounwind "no-builtins" }
attributes #9 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !6, i64 8}
!12 = !{!"point", !10, i64 0, !6, i64 8, !7, i64 16}
!13 = !{i64 0, i64 4, !9, i64 8, i64 8, !5, i64 16, i64 5, !14}
!14 = !{!7, !7, i64 0}
!15 = !{!12, !10, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !7, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !7, i64 0}
