; ModuleID = 'tests/programs/switch_wide.c'
source_filename = "tests/programs/switch_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"| %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s,\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"ranges %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"char %d %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"short %d %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"min-ish\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"minus one\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"2^32\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"2^32-1\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"2^62\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef -1) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef -1) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 1) #2
  %4 = add nsw i32 1, -2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 2) #2
  %6 = add nsw i32 2, %4
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 3) #2
  %8 = add nsw i32 3, %6
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 5) #2
  %10 = add nsw i32 5, %8
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 8) #2
  %12 = add nsw i32 8, %10
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 13) #2
  %14 = add nsw i32 13, %12
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 21) #2
  %16 = add nsw i32 21, %14
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 34) #2
  %18 = add nsw i32 34, %16
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef -1) #2
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef -1) #2
  %21 = add nsw i32 %18, -2
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %21) #2
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.8) #2
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.9) #2
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.10) #2
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.11) #2
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.12) #2
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.13) #2
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.14) #2
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.15) #2
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.15) #2
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3) #2
  br label %33

33:                                               ; preds = %48, %0
  %34 = phi i32 [ -120, %0 ], [ %52, %48 ]
  %35 = phi i32 [ 0, %0 ], [ %51, %48 ]
  %36 = mul nuw nsw i32 %35, 3
  switch i32 %34, label %39 [
    i32 -100, label %40
    i32 -4, label %37
    i32 -98, label %40
    i32 -60, label %40
    i32 -96, label %40
    i32 1002, label %38
    i32 -94, label %40
    i32 -10, label %37
    i32 -92, label %40
    i32 1000, label %38
    i32 -90, label %40
    i32 10, label %37
    i32 -88, label %40
    i32 -58, label %40
    i32 -86, label %40
    i32 8, label %37
    i32 -84, label %40
    i32 -6, label %37
    i32 -82, label %40
    i32 6, label %37
    i32 -80, label %40
    i32 -56, label %40
    i32 -78, label %40
    i32 4, label %37
    i32 -76, label %40
    i32 -50, label %40
    i32 -74, label %40
    i32 2, label %37
    i32 -72, label %40
    i32 -54, label %40
    i32 -70, label %40
    i32 0, label %37
    i32 -68, label %40
    i32 -8, label %37
    i32 -66, label %40
    i32 -2, label %37
    i32 -64, label %40
    i32 -52, label %40
    i32 -62, label %40
  ]

37:                                               ; preds = %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33
  br label %40

38:                                               ; preds = %33, %33
  br label %40

39:                                               ; preds = %33
  br label %40

40:                                               ; preds = %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %37, %38, %39
  %41 = phi i32 [ 0, %39 ], [ 3, %38 ], [ 2, %37 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ]
  %42 = add nuw nsw i32 %41, %36
  %43 = mul nuw nsw i32 %42, 3
  switch i32 %34, label %47 [
    i32 76, label %44
    i32 -100, label %48
    i32 1002, label %45
    i32 -98, label %48
    i32 -54, label %48
    i32 -96, label %48
    i32 1000, label %45
    i32 -94, label %48
    i32 -62, label %48
    i32 -92, label %48
    i32 -6, label %46
    i32 -90, label %48
    i32 8, label %46
    i32 -88, label %48
    i32 -60, label %48
    i32 -86, label %48
    i32 6, label %46
    i32 -84, label %48
    i32 -10, label %46
    i32 -82, label %48
    i32 4, label %46
    i32 -80, label %48
    i32 -58, label %48
    i32 -78, label %48
    i32 2, label %46
    i32 -76, label %48
    i32 -8, label %46
    i32 -74, label %48
    i32 0, label %46
    i32 -72, label %48
    i32 -56, label %48
    i32 -70, label %48
    i32 -2, label %46
    i32 -68, label %48
    i32 -52, label %48
    i32 -66, label %48
    i32 -4, label %46
    i32 -64, label %48
  ]

44:                                               ; preds = %40
  br label %48

45:                                               ; preds = %40, %40
  br label %48

46:                                               ; preds = %40, %40, %40, %40, %40, %40, %40, %40, %40, %40
  br label %48

47:                                               ; preds = %40
  br label %48

48:                                               ; preds = %40, %40, %40, %40, %40, %40, %47, %46, %45, %44, %40, %40, %40, %40, %40, %40, %40, %40, %40, %40, %40, %40, %40, %40, %40, %40, %40, %40, %40
  %49 = phi i32 [ 0, %47 ], [ 4, %44 ], [ 3, %45 ], [ 2, %46 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ], [ 1, %40 ]
  %50 = add nuw nsw i32 %49, %43
  %51 = and i32 %50, 16777215
  %52 = add nsw i32 %34, 2
  %53 = icmp eq i32 %52, 1010
  br i1 %53, label %54, label %33, !llvm.loop !4

54:                                               ; preds = %48
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef %51) #2
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 111, i32 noundef 11, i32 noundef 1, i32 noundef -7, i32 noundef 0) #2
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5) #2
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 0) #2
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 1) #2
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 2) #2
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 3) #2
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 4) #2
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 5) #2
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 6) #2
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 6) #2
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3) #2
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
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
