; ModuleID = 'tests/programs/switch_wide.c'
source_filename = "tests/programs/switch_wide.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
  br label %1

1:                                                ; preds = %0, %13
  %2 = phi i32 [ 0, %0 ], [ %16, %13 ]
  %3 = phi i64 [ 4294967294, %0 ], [ %17, %13 ]
  %4 = trunc i64 %3 to i63
  switch i63 %4, label %12 [
    i63 4294967296, label %13
    i63 4294967297, label %5
    i63 4294967298, label %6
    i63 4294967299, label %7
    i63 4294967300, label %8
    i63 4294967301, label %9
    i63 4294967302, label %10
    i63 4294967303, label %11
  ]

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  br label %13

7:                                                ; preds = %1
  br label %13

8:                                                ; preds = %1
  br label %13

9:                                                ; preds = %1
  br label %13

10:                                               ; preds = %1
  br label %13

11:                                               ; preds = %1
  br label %13

12:                                               ; preds = %1
  br label %13

13:                                               ; preds = %1, %5, %6, %7, %8, %9, %10, %11, %12
  %14 = phi i32 [ -1, %12 ], [ 34, %11 ], [ 21, %10 ], [ 13, %9 ], [ 8, %8 ], [ 5, %7 ], [ 3, %6 ], [ 2, %5 ], [ 1, %1 ]
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %14) #2
  %16 = add nsw i32 %14, %2
  %17 = add nuw nsw i64 %3, 1
  %18 = icmp ult i64 %3, 4294967305
  br i1 %18, label %1, label %19, !llvm.loop !4

19:                                               ; preds = %13
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %16) #2
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.8) #2
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.9) #2
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.10) #2
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.11) #2
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.12) #2
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.13) #2
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.14) #2
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.15) #2
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.15) #2
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3) #2
  br label %31

31:                                               ; preds = %19, %39
  %32 = phi i32 [ -120, %19 ], [ %43, %39 ]
  %33 = phi i32 [ 0, %19 ], [ %42, %39 ]
  %34 = mul nuw nsw i32 %33, 3
  switch i32 %32, label %38 [
    i32 -100, label %39
    i32 -99, label %39
    i32 -98, label %39
    i32 -97, label %39
    i32 -96, label %39
    i32 -95, label %39
    i32 -94, label %39
    i32 -93, label %39
    i32 -92, label %39
    i32 -91, label %39
    i32 -90, label %39
    i32 -89, label %39
    i32 -88, label %39
    i32 -87, label %39
    i32 -86, label %39
    i32 -85, label %39
    i32 -84, label %39
    i32 -83, label %39
    i32 -82, label %39
    i32 -81, label %39
    i32 -80, label %39
    i32 -79, label %39
    i32 -78, label %39
    i32 -77, label %39
    i32 -76, label %39
    i32 -75, label %39
    i32 -74, label %39
    i32 -73, label %39
    i32 -72, label %39
    i32 -71, label %39
    i32 -70, label %39
    i32 -69, label %39
    i32 -68, label %39
    i32 -67, label %39
    i32 -66, label %39
    i32 -65, label %39
    i32 -64, label %39
    i32 -63, label %39
    i32 -62, label %39
    i32 -61, label %39
    i32 -60, label %39
    i32 -59, label %39
    i32 -58, label %39
    i32 -57, label %39
    i32 -56, label %39
    i32 -55, label %39
    i32 -54, label %39
    i32 -53, label %39
    i32 -52, label %39
    i32 -51, label %39
    i32 -50, label %39
    i32 -10, label %35
    i32 -9, label %35
    i32 -8, label %35
    i32 -7, label %35
    i32 -6, label %35
    i32 -5, label %35
    i32 -4, label %35
    i32 -3, label %35
    i32 -2, label %35
    i32 -1, label %35
    i32 0, label %35
    i32 1, label %35
    i32 2, label %35
    i32 3, label %35
    i32 4, label %35
    i32 5, label %35
    i32 6, label %35
    i32 7, label %35
    i32 8, label %35
    i32 9, label %35
    i32 10, label %35
    i32 1000, label %36
    i32 1001, label %36
    i32 1002, label %36
    i32 1003, label %36
    i32 77, label %37
  ]

35:                                               ; preds = %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31
  br label %39

36:                                               ; preds = %31, %31, %31, %31
  br label %39

37:                                               ; preds = %31
  br label %39

38:                                               ; preds = %31
  br label %39

39:                                               ; preds = %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %31, %35, %36, %37, %38
  %40 = phi i32 [ 0, %38 ], [ 4, %37 ], [ 3, %36 ], [ 2, %35 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ], [ 1, %31 ]
  %41 = add nuw nsw i32 %40, %34
  %42 = and i32 %41, 16777215
  %43 = add nsw i32 %32, 1
  %44 = icmp eq i32 %43, 1010
  br i1 %44, label %45, label %31, !llvm.loop !6

45:                                               ; preds = %39
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef %42) #2
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 111, i32 noundef 11, i32 noundef 1, i32 noundef -7, i32 noundef 0) #2
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5) #2
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 0) #2
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 1) #2
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 2) #2
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 3) #2
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 4) #2
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 5) #2
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 6) #2
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 6) #2
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
