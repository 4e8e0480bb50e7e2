; ModuleID = 'tests/programs/sieve.c'
source_filename = "tests/programs/sieve.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@composite = internal global [10001 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [40 x i8] c"primes <= %d: %d, sum %lld, largest %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"twin pairs %d\0A\00", align 1
@main.bits = internal unnamed_addr global [313 x i32] zeroinitializer, align 4
@.str.4 = private unnamed_addr constant [20 x i8] c"bit sieve count %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call ptr @memset(ptr noundef nonnull @composite, i32 noundef 0, i32 noundef 10001) #2
  store i8 1, ptr getelementptr inbounds ([10001 x i8], ptr @composite, i32 0, i32 1), align 1, !tbaa !4
  store i8 1, ptr @composite, align 1, !tbaa !4
  br label %2

2:                                                ; preds = %0, %15
  %3 = phi i32 [ 4, %0 ], [ %17, %15 ]
  %4 = phi i32 [ 2, %0 ], [ %16, %15 ]
  %5 = getelementptr inbounds [10001 x i8], ptr @composite, i32 0, i32 %4
  %6 = load i8, ptr %5, align 1, !tbaa !4
  %7 = icmp eq i8 %6, 0
  %8 = icmp ult i32 %3, 10001
  %9 = select i1 %7, i1 %8, i1 false
  br i1 %9, label %10, label %15

10:                                               ; preds = %2, %10
  %11 = phi i32 [ %13, %10 ], [ %3, %2 ]
  %12 = getelementptr inbounds [10001 x i8], ptr @composite, i32 0, i32 %11
  store i8 1, ptr %12, align 1, !tbaa !4
  %13 = add nuw nsw i32 %11, %4
  %14 = icmp ult i32 %13, 10001
  br i1 %14, label %10, label %15, !llvm.loop !7

15:                                               ; preds = %10, %2
  %16 = add nuw nsw i32 %4, 1
  %17 = mul nsw i32 %16, %16
  %18 = icmp eq i32 %16, 101
  br i1 %18, label %21, label %2, !llvm.loop !9

19:                                               ; preds = %21
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 10000, i32 noundef %31, i64 noundef %34, i32 noundef %32) #2
  br label %39

21:                                               ; preds = %15, %21
  %22 = phi i32 [ %35, %21 ], [ 2, %15 ]
  %23 = phi i64 [ %34, %21 ], [ 0, %15 ]
  %24 = phi i32 [ %32, %21 ], [ 0, %15 ]
  %25 = phi i32 [ %31, %21 ], [ 0, %15 ]
  %26 = getelementptr inbounds [10001 x i8], ptr @composite, i32 0, i32 %22
  %27 = load i8, ptr %26, align 1, !tbaa !4
  %28 = icmp eq i8 %27, 0
  %29 = zext i32 %22 to i64
  %30 = zext i1 %28 to i32
  %31 = add nuw nsw i32 %25, %30
  %32 = select i1 %28, i32 %22, i32 %24
  %33 = select i1 %28, i64 %29, i64 0
  %34 = add nuw nsw i64 %33, %23
  %35 = add nuw nsw i32 %22, 1
  %36 = icmp eq i32 %35, 10001
  br i1 %36, label %19, label %21, !llvm.loop !10

37:                                               ; preds = %48
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #2
  br label %54

39:                                               ; preds = %19, %48
  %40 = phi i32 [ 0, %19 ], [ %49, %48 ]
  %41 = phi i32 [ 0, %19 ], [ %50, %48 ]
  %42 = getelementptr inbounds [10001 x i8], ptr @composite, i32 0, i32 %41
  %43 = load i8, ptr %42, align 1, !tbaa !4
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %45, label %48

45:                                               ; preds = %39
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %41) #2
  %47 = add nsw i32 %40, 1
  br label %48

48:                                               ; preds = %39, %45
  %49 = phi i32 [ %40, %39 ], [ %47, %45 ]
  %50 = add nuw nsw i32 %41, 1
  %51 = icmp slt i32 %49, 20
  br i1 %51, label %39, label %37, !llvm.loop !11

52:                                               ; preds = %67
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %68) #2
  br label %71

54:                                               ; preds = %37, %67
  %55 = phi i32 [ 5, %37 ], [ %69, %67 ]
  %56 = phi i32 [ 3, %37 ], [ %55, %67 ]
  %57 = phi i32 [ 0, %37 ], [ %68, %67 ]
  %58 = getelementptr inbounds [10001 x i8], ptr @composite, i32 0, i32 %56
  %59 = load i8, ptr %58, align 1, !tbaa !4
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %61, label %67

61:                                               ; preds = %54
  %62 = getelementptr inbounds [10001 x i8], ptr @composite, i32 0, i32 %55
  %63 = load i8, ptr %62, align 1, !tbaa !4
  %64 = icmp eq i8 %63, 0
  %65 = zext i1 %64 to i32
  %66 = add nsw i32 %57, %65
  br label %67

67:                                               ; preds = %61, %54
  %68 = phi i32 [ %57, %54 ], [ %66, %61 ]
  %69 = add nuw nsw i32 %55, 2
  %70 = icmp ult i32 %55, 9999
  br i1 %70, label %54, label %52, !llvm.loop !12

71:                                               ; preds = %52, %93
  %72 = phi i32 [ 4, %52 ], [ %95, %93 ]
  %73 = phi i32 [ 2, %52 ], [ %94, %93 ]
  %74 = lshr i32 %73, 5
  %75 = getelementptr inbounds [313 x i32], ptr @main.bits, i32 0, i32 %74
  %76 = load i32, ptr %75, align 4, !tbaa !13
  %77 = and i32 %73, 31
  %78 = shl nuw i32 1, %77
  %79 = and i32 %76, %78
  %80 = icmp eq i32 %79, 0
  %81 = icmp ult i32 %72, 10001
  %82 = select i1 %80, i1 %81, i1 false
  br i1 %82, label %83, label %93

83:                                               ; preds = %71, %83
  %84 = phi i32 [ %91, %83 ], [ %72, %71 ]
  %85 = and i32 %84, 31
  %86 = shl nuw i32 1, %85
  %87 = lshr i32 %84, 5
  %88 = getelementptr inbounds [313 x i32], ptr @main.bits, i32 0, i32 %87
  %89 = load i32, ptr %88, align 4, !tbaa !13
  %90 = or i32 %89, %86
  store i32 %90, ptr %88, align 4, !tbaa !13
  %91 = add nuw nsw i32 %84, %73
  %92 = icmp ult i32 %91, 10001
  br i1 %92, label %83, label %93, !llvm.loop !15

93:                                               ; preds = %83, %71
  %94 = add nuw nsw i32 %73, 1
  %95 = mul nsw i32 %94, %94
  %96 = icmp eq i32 %94, 101
  br i1 %96, label %99, label %71, !llvm.loop !16

97:                                               ; preds = %99
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %109) #2
  ret i32 0

99:                                               ; preds = %93, %99
  %100 = phi i32 [ %110, %99 ], [ 2, %93 ]
  %101 = phi i32 [ %109, %99 ], [ 0, %93 ]
  %102 = lshr i32 %100, 5
  %103 = getelementptr inbounds [313 x i32], ptr @main.bits, i32 0, i32 %102
  %104 = load i32, ptr %103, align 4, !tbaa !13
  %105 = and i32 %100, 31
  %106 = xor i32 %104, -1
  %107 = lshr i32 %106, %105
  %108 = and i32 %107, 1
  %109 = add nuw nsw i32 %108, %101
  %110 = add nuw nsw i32 %100, 1
  %111 = icmp eq i32 %110, 10001
  br i1 %111, label %97, label %99, !llvm.loop !17
}

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

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
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !5, i64 0}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
