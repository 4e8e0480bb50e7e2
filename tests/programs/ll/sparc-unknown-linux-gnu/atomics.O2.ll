; ModuleID = 'tests/programs/atomics.c'
source_filename = "tests/programs/atomics.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@counter = internal global i32 0, align 4
@.str = private unnamed_addr constant [12 x i8] c"add: %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"xchg: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"cas hit: %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"cas miss: %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"sub: %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"and: %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"or: %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"xor: %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"byte: %u \00", align 1
@small = internal global i8 -6, align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"byte cas: %d %u\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"half: %u \00", align 1
@half = internal global i16 -6, align 2
@.str.12 = private unnamed_addr constant [12 x i8] c"wide: %lld \00", align 1
@wide = internal global i64 5, align 8
@.str.13 = private unnamed_addr constant [6 x i8] c"%lld\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  store atomic i32 10, ptr @counter seq_cst, align 4
  %1 = atomicrmw add ptr @counter, i32 5 seq_cst, align 4
  %2 = load atomic i32, ptr @counter acquire, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %1, i32 noundef %2) #3
  %4 = atomicrmw xchg ptr @counter, i32 7 acq_rel, align 4
  %5 = load i32, ptr @counter, align 4, !tbaa !4
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %4, i32 noundef %5) #3
  %7 = cmpxchg ptr @counter, i32 7, i32 9 seq_cst seq_cst, align 4
  %8 = extractvalue { i32, i1 } %7, 1
  %9 = extractvalue { i32, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = load i32, ptr @counter, align 4, !tbaa !4
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %10, i32 noundef %9, i32 noundef %11) #3
  %13 = cmpxchg ptr @counter, i32 1, i32 3 seq_cst monotonic, align 4
  %14 = extractvalue { i32, i1 } %13, 1
  %15 = extractvalue { i32, i1 } %13, 0
  %16 = zext i1 %14 to i32
  %17 = load i32, ptr @counter, align 4, !tbaa !4
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %16, i32 noundef %15, i32 noundef %17) #3
  %19 = atomicrmw sub ptr @counter, i32 2 seq_cst, align 4
  %20 = load i32, ptr @counter, align 4, !tbaa !4
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %19, i32 noundef %20) #3
  %22 = atomicrmw and ptr @counter, i32 6 seq_cst, align 4
  %23 = load i32, ptr @counter, align 4, !tbaa !4
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %22, i32 noundef %23) #3
  %25 = atomicrmw or ptr @counter, i32 8 seq_cst, align 4
  %26 = load i32, ptr @counter, align 4, !tbaa !4
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %25, i32 noundef %26) #3
  %28 = atomicrmw xor ptr @counter, i32 3 release, align 4
  %29 = load i32, ptr @counter, align 4, !tbaa !4
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %28, i32 noundef %29) #3
  fence seq_cst
  %31 = atomicrmw add ptr @small, i8 10 seq_cst, align 1
  %32 = zext i8 %31 to i32
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %32) #3
  %34 = load i8, ptr @small, align 1, !tbaa !8
  %35 = zext i8 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef %35) #3
  %37 = cmpxchg ptr @small, i8 4, i8 -56 seq_cst seq_cst, align 1
  %38 = extractvalue { i8, i1 } %37, 1
  %39 = zext i1 %38 to i32
  %40 = load i8, ptr @small, align 1, !tbaa !8
  %41 = zext i8 %40 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %39, i32 noundef %41) #3
  %43 = atomicrmw xchg ptr @half, i16 7 seq_cst, align 2
  %44 = zext i16 %43 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef %44) #3
  %46 = load i16, ptr @half, align 2, !tbaa !9
  %47 = zext i16 %46 to i32
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef %47) #3
  %49 = tail call i64 @__atomic_fetch_add_8(ptr noundef nonnull @wide, i64 noundef 1099511627776, i32 noundef 5) #4
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i64 noundef %49) #3
  %51 = load i64, ptr @wide, align 8, !tbaa !11
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i64 noundef %51) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nounwind willreturn
declare i64 @__atomic_fetch_add_8(ptr, i64, i32) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nounwind willreturn }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !6, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !6, i64 0}
