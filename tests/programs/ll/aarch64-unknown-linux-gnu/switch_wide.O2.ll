; ModuleID = 'tests/programs/switch_wide.c'
source_filename = "tests/programs/switch_wide.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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

33:                                               ; preds = %0, %41
  %34 = phi i32 [ -120, %0 ], [ %45, %41 ]
  %35 = phi i32 [ 0, %0 ], [ %44, %41 ]
  %36 = mul nuw nsw i32 %35, 3
  switch i32 %34, label %40 [
    i32 -100, label %41
    i32 -99, label %41
    i32 -98, label %41
    i32 -97, label %41
    i32 -96, label %41
    i32 -95, label %41
    i32 -94, label %41
    i32 -93, label %41
    i32 -92, label %41
    i32 -91, label %41
    i32 -90, label %41
    i32 -89, label %41
    i32 -88, label %41
    i32 -87, label %41
    i32 -86, label %41
    i32 -85, label %41
    i32 -84, label %41
    i32 -83, label %41
    i32 -82, label %41
    i32 -81, label %41
    i32 -80, label %41
    i32 -79, label %41
    i32 -78, label %41
    i32 -77, label %41
    i32 -76, label %41
    i32 -75, label %41
    i32 -74, label %41
    i32 -73, label %41
    i32 -72, label %41
    i32 -71, label %41
    i32 -70, label %41
    i32 -69, label %41
    i32 -68, label %41
    i32 -67, label %41
    i32 -66, label %41
    i32 -65, label %41
    i32 -64, label %41
    i32 -63, label %41
    i32 -62, label %41
    i32 -61, label %41
    i32 -60, label %41
    i32 -59, label %41
    i32 -58, label %41
    i32 -57, label %41
    i32 -56, label %41
    i32 -55, label %41
    i32 -54, label %41
    i32 -53, label %41
    i32 -52, label %41
    i32 -51, label %41
    i32 -50, label %41
    i32 -10, label %37
    i32 -9, label %37
    i32 -8, label %37
    i32 -7, label %37
    i32 -6, label %37
    i32 -5, label %37
    i32 -4, label %37
    i32 -3, label %37
    i32 -2, label %37
    i32 -1, label %37
    i32 0, label %37
    i32 1, label %37
    i32 2, label %37
    i32 3, label %37
    i32 4, label %37
    i32 5, label %37
    i32 6, label %37
    i32 7, label %37
    i32 8, label %37
    i32 9, label %37
    i32 10, label %37
    i32 1000, label %38
    i32 1001, label %38
    i32 1002, label %38
    i32 1003, label %38
    i32 77, label %39
  ]

37:                                               ; preds = %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33
  br label %41

38:                                               ; preds = %33, %33, %33, %33
  br label %41

39:                                               ; preds = %33
  br label %41

40:                                               ; preds = %33
  br label %41

41:                                               ; preds = %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %33, %37, %38, %39, %40
  %42 = phi i32 [ 0, %40 ], [ 4, %39 ], [ 3, %38 ], [ 2, %37 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ], [ 1, %33 ]
  %43 = add nuw nsw i32 %42, %36
  %44 = and i32 %43, 16777215
  %45 = add nsw i32 %34, 1
  %46 = icmp eq i32 %45, 1010
  br i1 %46, label %47, label %33, !llvm.loop !5

47:                                               ; preds = %41
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef %44) #2
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 111, i32 noundef 11, i32 noundef 1, i32 noundef -7, i32 noundef 0) #2
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5) #2
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 0) #2
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 1) #2
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 2) #2
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 3) #2
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 4) #2
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 5) #2
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 6) #2
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 6) #2
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
