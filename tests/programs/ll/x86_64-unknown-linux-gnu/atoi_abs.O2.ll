; ModuleID = 'tests/programs/atoi_abs.c'
source_filename = "tests/programs/atoi_abs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"-17\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"  123abc\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"+99\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"2147483647\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"-2147483648\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.8 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"  -0\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"007\00", align 1
@__const.main.inputs = private unnamed_addr constant [11 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 16
@.str.11 = private unnamed_addr constant [25 x i8] c"atoi(\22%s\22) = %d mine %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [17 x i8] c"abs %d %d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"labs %ld %ld\0A\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"llabs %lld %lld\0A\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"sum abs %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %43

1:                                                ; preds = %82
  %2 = tail call i32 @abs(i32 noundef -5) #2
  %3 = tail call i32 @abs(i32 noundef 5) #2
  %4 = tail call i32 @abs(i32 noundef 0) #2
  %5 = tail call i32 @abs(i32 noundef -2147483647) #2
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #2
  %7 = tail call i64 @labs(i64 noundef -100000) #2
  %8 = tail call i64 @labs(i64 noundef 2000000000) #2
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i64 noundef %7, i64 noundef %8) #2
  %10 = tail call i64 @llabs(i64 noundef -9000000000000) #2
  %11 = tail call i64 @llabs(i64 noundef 9223372036854775807) #2
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, i64 noundef %10, i64 noundef %11) #2
  %13 = tail call i32 @abs(i32 noundef -50) #2
  %14 = tail call i32 @abs(i32 noundef -43) #2
  %15 = add nsw i32 %14, %13
  %16 = tail call i32 @abs(i32 noundef -36) #2
  %17 = add nsw i32 %16, %15
  %18 = tail call i32 @abs(i32 noundef -29) #2
  %19 = add nsw i32 %18, %17
  %20 = tail call i32 @abs(i32 noundef -22) #2
  %21 = add nsw i32 %20, %19
  %22 = tail call i32 @abs(i32 noundef -15) #2
  %23 = add nsw i32 %22, %21
  %24 = tail call i32 @abs(i32 noundef -8) #2
  %25 = add nsw i32 %24, %23
  %26 = tail call i32 @abs(i32 noundef -1) #2
  %27 = add nsw i32 %26, %25
  %28 = tail call i32 @abs(i32 noundef 6) #2
  %29 = add nsw i32 %28, %27
  %30 = tail call i32 @abs(i32 noundef 13) #2
  %31 = add nsw i32 %30, %29
  %32 = tail call i32 @abs(i32 noundef 20) #2
  %33 = add nsw i32 %32, %31
  %34 = tail call i32 @abs(i32 noundef 27) #2
  %35 = add nsw i32 %34, %33
  %36 = tail call i32 @abs(i32 noundef 34) #2
  %37 = add nsw i32 %36, %35
  %38 = tail call i32 @abs(i32 noundef 41) #2
  %39 = add nsw i32 %38, %37
  %40 = tail call i32 @abs(i32 noundef 48) #2
  %41 = add nsw i32 %40, %39
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, i32 noundef %41) #2
  ret i32 0

43:                                               ; preds = %0, %82
  %44 = phi i64 [ 0, %0 ], [ %85, %82 ]
  %45 = getelementptr inbounds [11 x ptr], ptr @__const.main.inputs, i64 0, i64 %44
  %46 = load ptr, ptr %45, align 8, !tbaa !4
  %47 = tail call i32 @atoi(ptr noundef %46) #2
  %48 = icmp eq i64 %44, 6
  br i1 %48, label %49, label %51

49:                                               ; preds = %43
  %50 = tail call i32 @atoi(ptr noundef %46) #2
  br label %82

51:                                               ; preds = %43, %54
  %52 = phi ptr [ %55, %54 ], [ %46, %43 ]
  %53 = load i8, ptr %52, align 1, !tbaa !8
  switch i8 %53, label %61 [
    i8 32, label %54
    i8 45, label %56
    i8 43, label %56
  ]

54:                                               ; preds = %51
  %55 = getelementptr inbounds i8, ptr %52, i64 1
  br label %51, !llvm.loop !9

56:                                               ; preds = %51, %51
  %57 = icmp eq i8 %53, 45
  %58 = select i1 %57, i32 -1, i32 1
  %59 = getelementptr inbounds i8, ptr %52, i64 1
  %60 = load i8, ptr %59, align 1, !tbaa !8
  br label %61

61:                                               ; preds = %51, %56
  %62 = phi i8 [ %60, %56 ], [ %53, %51 ]
  %63 = phi ptr [ %59, %56 ], [ %52, %51 ]
  %64 = phi i32 [ %58, %56 ], [ 1, %51 ]
  %65 = add i8 %62, -48
  %66 = icmp ult i8 %65, 10
  br i1 %66, label %67, label %79

67:                                               ; preds = %61, %67
  %68 = phi i8 [ %76, %67 ], [ %62, %61 ]
  %69 = phi i32 [ %75, %67 ], [ 0, %61 ]
  %70 = phi ptr [ %73, %67 ], [ %63, %61 ]
  %71 = zext i8 %68 to i32
  %72 = mul nsw i32 %69, 10
  %73 = getelementptr inbounds i8, ptr %70, i64 1
  %74 = add nsw i32 %71, -48
  %75 = add i32 %74, %72
  %76 = load i8, ptr %73, align 1, !tbaa !8
  %77 = add i8 %76, -48
  %78 = icmp ult i8 %77, 10
  br i1 %78, label %67, label %79, !llvm.loop !11

79:                                               ; preds = %67, %61
  %80 = phi i32 [ 0, %61 ], [ %75, %67 ]
  %81 = mul nsw i32 %80, %64
  br label %82

82:                                               ; preds = %79, %49
  %83 = phi i32 [ %50, %49 ], [ %81, %79 ]
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef %46, i32 noundef %47, i32 noundef %83) #2
  %85 = add nuw nsw i64 %44, 1
  %86 = icmp eq i64 %85, 11
  br i1 %86, label %1, label %43, !llvm.loop !12
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare i32 @atoi(ptr noundef) local_unnamed_addr #1

declare i32 @abs(i32 noundef) local_unnamed_addr #1

declare i64 @labs(i64 noundef) local_unnamed_addr #1

declare i64 @llabs(i64 noundef) local_unnamed_addr #1

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
!5 = !{!"any pointer", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
