; ModuleID = 'tests/programs/sieve.c'
source_filename = "tests/programs/sieve.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@composite = internal global [10001 x i8] zeroinitializer, align 4
@.str = private unnamed_addr constant [40 x i8] c"primes <= %d: %d, sum %lld, largest %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"twin pairs %d\0A\00", align 1
@main.bits = internal unnamed_addr global [313 x i32] zeroinitializer, align 4
@.str.4 = private unnamed_addr constant [20 x i8] c"bit sieve count %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call ptr @memset(ptr noundef nonnull @composite, i32 noundef 0, i64 noundef 10001) #3
  store i8 1, ptr getelementptr inbounds ([10001 x i8], ptr @composite, i64 0, i64 1), align 1, !tbaa !5
  store i8 1, ptr @composite, align 4, !tbaa !5
  br label %2

2:                                                ; preds = %0, %47
  %3 = phi i64 [ 0, %0 ], [ %52, %47 ]
  %4 = phi i64 [ 2, %0 ], [ %48, %47 ]
  %5 = phi i32 [ 4, %0 ], [ %50, %47 ]
  %6 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %4
  %7 = load i8, ptr %6, align 1, !tbaa !5
  %8 = icmp eq i8 %7, 0
  %9 = icmp ult i32 %5, 10001
  %10 = select i1 %8, i1 %9, i1 false
  br i1 %10, label %11, label %47

11:                                               ; preds = %2
  %12 = sub i64 -2, %3
  %13 = zext i32 %5 to i64
  %14 = add nuw i64 %4, %13
  %15 = tail call i64 @llvm.umax.i64(i64 %14, i64 10001)
  %16 = add i64 %15, %12
  %17 = icmp ne i64 %16, %13
  %18 = sext i1 %17 to i64
  %19 = select i1 %17, i64 2, i64 1
  %20 = add i64 %16, %18
  %21 = sub i64 %20, %13
  %22 = udiv i64 %21, %4
  %23 = add i64 %19, %22
  %24 = icmp ult i64 %23, 2
  br i1 %24, label %40, label %25

25:                                               ; preds = %11
  %26 = and i64 %23, -2
  %27 = mul i64 %26, %4
  %28 = add i64 %27, %13
  br label %29

29:                                               ; preds = %29, %25
  %30 = phi i64 [ 0, %25 ], [ %36, %29 ]
  %31 = mul i64 %30, %4
  %32 = add i64 %31, %13
  %33 = add i64 %32, %4
  %34 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %32
  %35 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %33
  store i8 1, ptr %34, align 1, !tbaa !5
  store i8 1, ptr %35, align 1, !tbaa !5
  %36 = add nuw i64 %30, 2
  %37 = icmp eq i64 %36, %26
  br i1 %37, label %38, label %29, !llvm.loop !8

38:                                               ; preds = %29
  %39 = icmp eq i64 %23, %26
  br i1 %39, label %47, label %40

40:                                               ; preds = %11, %38
  %41 = phi i64 [ %13, %11 ], [ %28, %38 ]
  br label %42

42:                                               ; preds = %40, %42
  %43 = phi i64 [ %45, %42 ], [ %41, %40 ]
  %44 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %43
  store i8 1, ptr %44, align 1, !tbaa !5
  %45 = add nuw nsw i64 %43, %4
  %46 = icmp ult i64 %45, 10001
  br i1 %46, label %42, label %47, !llvm.loop !12

47:                                               ; preds = %42, %38, %2
  %48 = add nuw nsw i64 %4, 1
  %49 = trunc i64 %48 to i32
  %50 = mul nsw i32 %49, %49
  %51 = icmp eq i64 %48, 101
  %52 = add i64 %3, 1
  br i1 %51, label %55, label %2, !llvm.loop !13

53:                                               ; preds = %55
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 10000, i32 noundef %64, i64 noundef %68, i32 noundef %66) #3
  br label %73

55:                                               ; preds = %47, %55
  %56 = phi i64 [ %69, %55 ], [ 2, %47 ]
  %57 = phi i64 [ %68, %55 ], [ 0, %47 ]
  %58 = phi i32 [ %66, %55 ], [ 0, %47 ]
  %59 = phi i32 [ %64, %55 ], [ 0, %47 ]
  %60 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %56
  %61 = load i8, ptr %60, align 1, !tbaa !5
  %62 = icmp eq i8 %61, 0
  %63 = zext i1 %62 to i32
  %64 = add nuw nsw i32 %59, %63
  %65 = trunc i64 %56 to i32
  %66 = select i1 %62, i32 %65, i32 %58
  %67 = select i1 %62, i64 %56, i64 0
  %68 = add nuw nsw i64 %67, %57
  %69 = add nuw nsw i64 %56, 1
  %70 = icmp eq i64 %69, 10001
  br i1 %70, label %53, label %55, !llvm.loop !14

71:                                               ; preds = %83
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #3
  br label %89

73:                                               ; preds = %53, %83
  %74 = phi i64 [ 0, %53 ], [ %85, %83 ]
  %75 = phi i32 [ 0, %53 ], [ %84, %83 ]
  %76 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %74
  %77 = load i8, ptr %76, align 1, !tbaa !5
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %79, label %83

79:                                               ; preds = %73
  %80 = trunc i64 %74 to i32
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %80) #3
  %82 = add nsw i32 %75, 1
  br label %83

83:                                               ; preds = %73, %79
  %84 = phi i32 [ %75, %73 ], [ %82, %79 ]
  %85 = add nuw i64 %74, 1
  %86 = icmp slt i32 %84, 20
  br i1 %86, label %73, label %71, !llvm.loop !15

87:                                               ; preds = %103
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %104) #3
  br label %107

89:                                               ; preds = %71, %103
  %90 = phi i64 [ 3, %71 ], [ %93, %103 ]
  %91 = phi i64 [ 5, %71 ], [ %105, %103 ]
  %92 = phi i32 [ 0, %71 ], [ %104, %103 ]
  %93 = add nuw nsw i64 %90, 2
  %94 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %90
  %95 = load i8, ptr %94, align 1, !tbaa !5
  %96 = icmp eq i8 %95, 0
  br i1 %96, label %97, label %103

97:                                               ; preds = %89
  %98 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %91
  %99 = load i8, ptr %98, align 1, !tbaa !5
  %100 = icmp eq i8 %99, 0
  %101 = zext i1 %100 to i32
  %102 = add nsw i32 %92, %101
  br label %103

103:                                              ; preds = %97, %89
  %104 = phi i32 [ %92, %89 ], [ %102, %97 ]
  %105 = add nuw nsw i64 %91, 2
  %106 = icmp ult i64 %91, 9999
  br i1 %106, label %89, label %87, !llvm.loop !16

107:                                              ; preds = %87, %131
  %108 = phi i32 [ 4, %87 ], [ %133, %131 ]
  %109 = phi i32 [ 2, %87 ], [ %132, %131 ]
  %110 = lshr i32 %109, 5
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds [313 x i32], ptr @main.bits, i64 0, i64 %111
  %113 = load i32, ptr %112, align 4, !tbaa !17
  %114 = and i32 %109, 31
  %115 = shl nuw i32 1, %114
  %116 = and i32 %113, %115
  %117 = icmp eq i32 %116, 0
  %118 = icmp ult i32 %108, 10001
  %119 = select i1 %117, i1 %118, i1 false
  br i1 %119, label %120, label %131

120:                                              ; preds = %107, %120
  %121 = phi i32 [ %129, %120 ], [ %108, %107 ]
  %122 = and i32 %121, 31
  %123 = shl nuw i32 1, %122
  %124 = lshr i32 %121, 5
  %125 = zext i32 %124 to i64
  %126 = getelementptr inbounds [313 x i32], ptr @main.bits, i64 0, i64 %125
  %127 = load i32, ptr %126, align 4, !tbaa !17
  %128 = or i32 %127, %123
  store i32 %128, ptr %126, align 4, !tbaa !17
  %129 = add nuw nsw i32 %121, %109
  %130 = icmp ult i32 %129, 10001
  br i1 %130, label %120, label %131, !llvm.loop !19

131:                                              ; preds = %120, %107
  %132 = add nuw nsw i32 %109, 1
  %133 = mul nsw i32 %132, %132
  %134 = icmp eq i32 %132, 101
  br i1 %134, label %135, label %107, !llvm.loop !20

135:                                              ; preds = %131, %135
  %136 = phi i32 [ %159, %135 ], [ 0, %131 ]
  %137 = phi i32 [ %157, %135 ], [ 0, %131 ]
  %138 = phi i32 [ %158, %135 ], [ 0, %131 ]
  %139 = add i32 %136, 2
  %140 = add i32 %136, 3
  %141 = lshr i32 %139, 5
  %142 = lshr i32 %140, 5
  %143 = zext i32 %141 to i64
  %144 = zext i32 %142 to i64
  %145 = getelementptr inbounds [313 x i32], ptr @main.bits, i64 0, i64 %143
  %146 = getelementptr inbounds [313 x i32], ptr @main.bits, i64 0, i64 %144
  %147 = load i32, ptr %145, align 4, !tbaa !17
  %148 = load i32, ptr %146, align 4, !tbaa !17
  %149 = and i32 %139, 31
  %150 = and i32 %140, 31
  %151 = xor i32 %147, -1
  %152 = xor i32 %148, -1
  %153 = lshr i32 %151, %149
  %154 = lshr i32 %152, %150
  %155 = and i32 %153, 1
  %156 = and i32 %154, 1
  %157 = add i32 %155, %137
  %158 = add i32 %156, %138
  %159 = add nuw i32 %136, 2
  %160 = icmp eq i32 %159, 9998
  br i1 %160, label %161, label %135, !llvm.loop !21

161:                                              ; preds = %135
  %162 = add i32 %158, %157
  %163 = load i32, ptr getelementptr inbounds ([313 x i32], ptr @main.bits, i64 0, i64 312), align 4, !tbaa !17
  %164 = xor i32 %163, -1
  %165 = lshr i32 %164, 16
  %166 = and i32 %165, 1
  %167 = add nuw nsw i32 %166, %162
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %167) #3
  ret i32 0
}

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !9, !10}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !6, i64 0}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
!21 = distinct !{!21, !9, !10, !11}
