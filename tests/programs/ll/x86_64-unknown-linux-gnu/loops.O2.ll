; ModuleID = 'tests/programs/loops.c'
source_filename = "tests/programs/loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"for %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"while %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"do %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"pythagoras %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"odd %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"collatz27 %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"goto %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"uchar loop %llu\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 4950) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 2187, i32 noundef 7) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 55) #2
  br label %4

4:                                                ; preds = %31, %0
  %5 = phi i32 [ 1, %0 ], [ %32, %31 ]
  %6 = mul nuw nsw i32 %5, %5
  %7 = icmp ult i32 %5, 11
  br label %11

8:                                                ; preds = %31, %26
  %9 = phi i32 [ %30, %26 ], [ -1, %31 ]
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %9) #2
  br label %34

11:                                               ; preds = %4, %23
  %12 = phi i32 [ %5, %4 ], [ %24, %23 ]
  %13 = mul nuw nsw i32 %12, %12
  %14 = add nuw nsw i32 %13, %6
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i32 [ 1, %11 ], [ %19, %15 ]
  %17 = mul nsw i32 %16, %16
  %18 = icmp ult i32 %17, %14
  %19 = add nuw nsw i32 %16, 1
  br i1 %18, label %15, label %20, !llvm.loop !4

20:                                               ; preds = %15
  %21 = icmp ne i32 %17, %14
  %22 = select i1 %21, i1 true, i1 %7
  br i1 %22, label %23, label %26

23:                                               ; preds = %20
  %24 = add nuw nsw i32 %12, 1
  %25 = icmp eq i32 %24, 50
  br i1 %25, label %31, label %11, !llvm.loop !6

26:                                               ; preds = %20
  %27 = mul nuw nsw i32 %5, 10000
  %28 = mul nsw i32 %12, 100
  %29 = add nuw nsw i32 %28, %27
  %30 = add nuw nsw i32 %29, %16
  br label %8

31:                                               ; preds = %23
  %32 = add nuw nsw i32 %5, 1
  %33 = icmp ult i32 %5, 49
  br i1 %33, label %4, label %8, !llvm.loop !7

34:                                               ; preds = %61, %8
  %35 = phi i32 [ 0, %8 ], [ %63, %61 ]
  %36 = phi i32 [ 0, %8 ], [ %62, %61 ]
  %37 = and i32 %35, 1
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %43, label %39

39:                                               ; preds = %34
  %40 = icmp ugt i32 %35, 25
  br i1 %40, label %65, label %41

41:                                               ; preds = %39
  %42 = add nsw i32 %35, %36
  br label %43

43:                                               ; preds = %34, %41
  %44 = phi i32 [ %36, %34 ], [ %42, %41 ]
  %45 = add nuw nsw i32 %35, 1
  %46 = and i32 %45, 1
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %52, label %48

48:                                               ; preds = %43
  %49 = icmp ugt i32 %35, 24
  br i1 %49, label %65, label %50

50:                                               ; preds = %48
  %51 = add nsw i32 %45, %44
  br label %52

52:                                               ; preds = %50, %43
  %53 = phi i32 [ %44, %43 ], [ %51, %50 ]
  %54 = add nuw nsw i32 %35, 2
  %55 = and i32 %35, 1
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %61, label %57

57:                                               ; preds = %52
  %58 = icmp ugt i32 %35, 23
  br i1 %58, label %65, label %59

59:                                               ; preds = %57
  %60 = add nsw i32 %54, %53
  br label %61

61:                                               ; preds = %59, %52
  %62 = phi i32 [ %53, %52 ], [ %60, %59 ]
  %63 = add nuw nsw i32 %35, 3
  %64 = icmp eq i32 %63, 30
  br i1 %64, label %65, label %34, !llvm.loop !8

65:                                               ; preds = %61, %57, %48, %39
  %66 = phi i32 [ %36, %39 ], [ %44, %48 ], [ %53, %57 ], [ %62, %61 ]
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %66) #2
  br label %68

68:                                               ; preds = %65, %68
  %69 = phi i32 [ 0, %65 ], [ %77, %68 ]
  %70 = phi i32 [ 27, %65 ], [ %76, %68 ]
  %71 = and i32 %70, 1
  %72 = icmp eq i32 %71, 0
  %73 = mul i32 %70, 3
  %74 = add i32 %73, 1
  %75 = lshr i32 %70, 1
  %76 = select i1 %72, i32 %75, i32 %74
  %77 = add i32 %69, 1
  %78 = icmp eq i32 %76, 1
  br i1 %78, label %79, label %68, !llvm.loop !9

79:                                               ; preds = %68
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %77) #2
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef 5) #2
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 5) #2
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 3) #2
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 1) #2
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef -1) #2
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef -3) #2
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef -5) #2
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #2
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef 7444566) #2
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
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !5}
