; ModuleID = 'tests/programs/atomic_c11.c'
source_filename = "tests/programs/atomic_c11.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pair = type { i16, i16 }

@ai = internal global i32 5, align 4
@.str = private unnamed_addr constant [11 x i8] c"int %d %d\0A\00", align 1
@ac = internal global i8 -6, align 1
@as = internal global i16 -3, align 2
@.str.1 = private unnamed_addr constant [18 x i8] c"char %u short %d\0A\00", align 1
@all = internal global i64 1099511627776, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"ll %lld %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"max %lld %lld\0A\00", align 1
@aull = internal global i64 0, align 8
@.str.4 = private unnamed_addr constant [13 x i8] c"ull %d %llu\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"ull %d %llu %llu\0A\00", align 1
@cells = internal global [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 16
@ap = internal global ptr null, align 8
@.str.6 = private unnamed_addr constant [11 x i8] c"ptr %d %d\0A\00", align 1
@ab = internal global i8 0, align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"bool %d %d\0A\00", align 1
@apair = internal global %struct.Pair zeroinitializer, align 4
@.str.8 = private unnamed_addr constant [18 x i8] c"pair %d %d %d %d\0A\00", align 1
@main.flag = internal global i8 0, align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"flag %d %d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = atomicrmw add ptr @ai, i32 3 seq_cst, align 4
  %2 = load atomic i32, ptr @ai seq_cst, align 4, !tbaa !4
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i32 [ %2, %0 ], [ %7, %3 ]
  %5 = shl nsw i32 %4, 1
  %6 = cmpxchg ptr @ai, i32 %4, i32 %5 seq_cst seq_cst, align 4
  %7 = extractvalue { i32, i1 } %6, 0
  %8 = extractvalue { i32, i1 } %6, 1
  br i1 %8, label %9, label %3

9:                                                ; preds = %3
  %10 = atomicrmw add ptr @ai, i32 1 seq_cst, align 4
  %11 = atomicrmw sub ptr @ai, i32 4 acq_rel, align 4
  %12 = load atomic i32, ptr @ai seq_cst, align 4
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %11, i32 noundef %12) #2
  %14 = atomicrmw add ptr @ac, i8 10 seq_cst, align 1
  %15 = atomicrmw sub ptr @as, i16 100 seq_cst, align 2
  %16 = atomicrmw or ptr @as, i16 256 seq_cst, align 2
  %17 = load atomic i8, ptr @ac seq_cst, align 1, !tbaa !4
  %18 = zext i8 %17 to i32
  %19 = load atomic i16, ptr @as seq_cst, align 2, !tbaa !4
  %20 = sext i16 %19 to i32
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %18, i32 noundef %20) #2
  %22 = atomicrmw add ptr @all, i64 5 seq_cst, align 8
  %23 = load atomic i64, ptr @all seq_cst, align 8, !tbaa !4
  br label %24

24:                                               ; preds = %24, %9
  %25 = phi i64 [ %23, %9 ], [ %28, %24 ]
  %26 = shl i64 %25, 2
  %27 = cmpxchg ptr @all, i64 %25, i64 %26 seq_cst seq_cst, align 8
  %28 = extractvalue { i64, i1 } %27, 0
  %29 = extractvalue { i64, i1 } %27, 1
  br i1 %29, label %30, label %24

30:                                               ; preds = %24
  %31 = atomicrmw xor ptr @all, i64 255 seq_cst, align 8
  %32 = load atomic i64, ptr @all seq_cst, align 8
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i64 noundef %31, i64 noundef %32) #2
  %34 = load atomic i64, ptr @all monotonic, align 8
  br label %35

35:                                               ; preds = %38, %30
  %36 = phi i64 [ %34, %30 ], [ %41, %38 ]
  %37 = icmp slt i64 %36, 1125899906842624
  br i1 %37, label %38, label %42

38:                                               ; preds = %35
  %39 = cmpxchg weak ptr @all, i64 %36, i64 1125899906842624 seq_cst monotonic, align 8
  %40 = extractvalue { i64, i1 } %39, 1
  %41 = extractvalue { i64, i1 } %39, 0
  br i1 %40, label %42, label %35, !llvm.loop !7

42:                                               ; preds = %35, %38
  %43 = load atomic i64, ptr @all seq_cst, align 8, !tbaa !4
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i64 noundef %36, i64 noundef %43) #2
  %45 = load atomic i64, ptr @all monotonic, align 8
  br label %46

46:                                               ; preds = %49, %42
  %47 = phi i64 [ %45, %42 ], [ %52, %49 ]
  %48 = icmp slt i64 %47, 7
  br i1 %48, label %49, label %53

49:                                               ; preds = %46
  %50 = cmpxchg weak ptr @all, i64 %47, i64 7 seq_cst monotonic, align 8
  %51 = extractvalue { i64, i1 } %50, 1
  %52 = extractvalue { i64, i1 } %50, 0
  br i1 %51, label %53, label %46, !llvm.loop !7

53:                                               ; preds = %46, %49
  %54 = load atomic i64, ptr @all seq_cst, align 8, !tbaa !4
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i64 noundef %47, i64 noundef %54) #2
  store atomic i64 -1, ptr @aull seq_cst, align 8, !tbaa !4
  %56 = atomicrmw add ptr @aull, i64 2 seq_cst, align 8
  %57 = cmpxchg ptr @aull, i64 1, i64 99 seq_cst seq_cst, align 8
  %58 = extractvalue { i64, i1 } %57, 1
  %59 = zext i1 %58 to i32
  %60 = load atomic i64, ptr @aull seq_cst, align 8, !tbaa !4
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %59, i64 noundef %60) #2
  %62 = cmpxchg ptr @aull, i64 5, i64 7 seq_cst seq_cst, align 8
  %63 = extractvalue { i64, i1 } %62, 1
  %64 = extractvalue { i64, i1 } %62, 0
  %65 = zext i1 %63 to i32
  %66 = load atomic i64, ptr @aull seq_cst, align 8, !tbaa !4
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %65, i64 noundef %64, i64 noundef %66) #2
  store atomic i64 ptrtoint (ptr @cells to i64), ptr @ap seq_cst, align 8, !tbaa !4
  %68 = atomicrmw add ptr @ap, i64 8 seq_cst, align 8
  %69 = inttoptr i64 %68 to ptr
  %70 = load i32, ptr %69, align 4, !tbaa !9
  %71 = load atomic i64, ptr @ap seq_cst, align 8
  %72 = inttoptr i64 %71 to ptr
  %73 = load i32, ptr %72, align 4, !tbaa !9
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %70, i32 noundef %73) #2
  store atomic i8 1, ptr @ab seq_cst, align 1, !tbaa !4
  %75 = atomicrmw xchg ptr @ab, i8 0 seq_cst, align 1
  %76 = and i8 %75, 1
  %77 = zext i8 %76 to i32
  %78 = load atomic i8, ptr @ab seq_cst, align 1, !tbaa !4
  %79 = and i8 %78, 1
  %80 = zext i8 %79 to i32
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %77, i32 noundef %80) #2
  store atomic i32 131073, ptr @apair seq_cst, align 4
  %82 = atomicrmw xchg ptr @apair, i32 262147 seq_cst, align 4
  %83 = load atomic i32, ptr @apair seq_cst, align 4
  %84 = shl i32 %82, 16
  %85 = ashr exact i32 %84, 16
  %86 = ashr i32 %82, 16
  %87 = shl i32 %83, 16
  %88 = ashr exact i32 %87, 16
  %89 = ashr i32 %83, 16
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %85, i32 noundef %86, i32 noundef %88, i32 noundef %89) #2
  %91 = atomicrmw volatile xchg ptr @main.flag, i8 1 seq_cst, align 1
  %92 = icmp ne i8 %91, 0
  %93 = zext i1 %92 to i32
  %94 = atomicrmw volatile xchg ptr @main.flag, i8 1 seq_cst, align 1
  %95 = icmp ne i8 %94, 0
  %96 = zext i1 %95 to i32
  store atomic volatile i8 0, ptr @main.flag seq_cst, align 1
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  %97 = load volatile i8, ptr @main.flag, align 1, !tbaa !4
  %98 = sext i8 %97 to i32
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef %93, i32 noundef %96, i32 noundef %98) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !5, i64 0}
