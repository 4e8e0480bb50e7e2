; ModuleID = 'tests/programs/switch_dense.c'
source_filename = "tests/programs/switch_dense.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"op%d=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"???\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.12) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.5) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.6) #2
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.7) #2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.8) #2
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.9) #2
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.10) #2
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.11) #2
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.12) #2
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1) #2
  br label %11

11:                                               ; preds = %0, %23
  %12 = phi i32 [ 9, %0 ], [ %26, %23 ]
  switch i32 %12, label %22 [
    i32 10, label %23
    i32 11, label %13
    i32 12, label %14
    i32 13, label %15
    i32 14, label %16
    i32 15, label %17
    i32 16, label %18
    i32 17, label %19
    i32 18, label %20
    i32 19, label %21
  ]

13:                                               ; preds = %11
  br label %23

14:                                               ; preds = %11
  br label %23

15:                                               ; preds = %11
  br label %23

16:                                               ; preds = %11
  br label %23

17:                                               ; preds = %11
  br label %23

18:                                               ; preds = %11
  br label %23

19:                                               ; preds = %11
  br label %23

20:                                               ; preds = %11
  br label %23

21:                                               ; preds = %11
  br label %23

22:                                               ; preds = %11
  br label %23

23:                                               ; preds = %11, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22
  %24 = phi i32 [ -1, %22 ], [ 0, %21 ], [ 12800, %20 ], [ 99, %19 ], [ 103, %18 ], [ 4, %17 ], [ 2, %16 ], [ 14, %15 ], [ 700, %14 ], [ 93, %13 ], [ 107, %11 ]
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %12, i32 noundef %24) #2
  %26 = add nuw nsw i32 %12, 1
  %27 = icmp eq i32 %26, 21
  br i1 %27, label %28, label %11, !llvm.loop !4

28:                                               ; preds = %23
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 0) #2
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 1) #2
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 3) #2
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 3) #2
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 7) #2
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 12) #2
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 0) #2
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1) #2
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 70) #2
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 70) #2
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 68) #2
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 67) #2
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 66) #2
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 65) #2
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1) #2
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
