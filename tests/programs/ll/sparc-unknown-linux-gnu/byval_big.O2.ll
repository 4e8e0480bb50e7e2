; ModuleID = 'tests/programs/byval_big.c'
source_filename = "tests/programs/byval_big.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.big = type { [300 x i32], i8 }
%struct.mid = type { i64, i64, i64 }

@main.x = internal global %struct.big zeroinitializer, align 4
@__const.main.m = private unnamed_addr constant %struct.mid { i64 1, i64 2, i64 3 }, align 8
@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local i32 @take(i32 noundef %0, ptr nocapture noundef byval(%struct.big) align 4 %1, i32 noundef %2, ptr nocapture noundef readonly byval(%struct.mid) align 8 %3, ptr nocapture noundef byval(%struct.big) align 4 %4) local_unnamed_addr #0 {
  %6 = add nsw i32 %2, %0
  %7 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 1
  %8 = load i8, ptr %7, align 4, !tbaa !4
  %9 = sext i8 %8 to i32
  %10 = add nsw i32 %6, %9
  %11 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 1
  %12 = load i8, ptr %11, align 4, !tbaa !4
  %13 = sext i8 %12 to i32
  %14 = add nsw i32 %10, %13
  br label %28

15:                                               ; preds = %28
  %16 = load i64, ptr %3, align 8, !tbaa !8
  %17 = getelementptr inbounds %struct.mid, ptr %3, i32 0, i32 1
  %18 = load i64, ptr %17, align 8, !tbaa !11
  %19 = shl nsw i64 %18, 1
  %20 = add nsw i64 %19, %16
  %21 = getelementptr inbounds %struct.mid, ptr %3, i32 0, i32 2
  %22 = load i64, ptr %21, align 8, !tbaa !12
  %23 = mul nsw i64 %22, 3
  %24 = add nsw i64 %20, %23
  %25 = trunc i64 %24 to i32
  %26 = add i32 %38, 176
  %27 = add i32 %26, %25
  ret i32 %27

28:                                               ; preds = %5, %28
  %29 = phi i32 [ 0, %5 ], [ %39, %28 ]
  %30 = phi i32 [ %14, %5 ], [ %38, %28 ]
  %31 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 %29
  %32 = load i32, ptr %31, align 4, !tbaa !13
  %33 = and i32 %29, 7
  %34 = mul nsw i32 %32, %33
  %35 = getelementptr inbounds [300 x i32], ptr %4, i32 0, i32 %29
  %36 = load i32, ptr %35, align 4, !tbaa !13
  %37 = sub i32 %30, %36
  %38 = add i32 %37, %34
  %39 = add nuw nsw i32 %29, 1
  %40 = icmp eq i32 %39, 300
  br i1 %40, label %15, label %28, !llvm.loop !15
}

; Function Attrs: noinline nounwind
define dso_local i32 @with_alloca(i32 noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #1 {
  %4 = alloca i8, i32 %0, align 8
  %5 = call ptr @memset(ptr noundef nonnull %4, i32 noundef 3, i32 noundef %0) #4
  %6 = add nsw i32 %0, -1
  %7 = getelementptr inbounds i8, ptr %4, i32 %6
  %8 = load i8, ptr %7, align 1, !tbaa !17
  %9 = sext i8 %8 to i32
  %10 = call i32 @take(i32 noundef %9, ptr noundef byval(%struct.big) align 4 %1, i32 noundef %0, ptr noundef byval(%struct.mid) align 8 %2, ptr noundef byval(%struct.big) align 4 %1) #5
  ret i32 %10
}

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #3 {
  br label %7

1:                                                ; preds = %7
  store i8 5, ptr getelementptr inbounds (%struct.big, ptr @main.x, i32 0, i32 1), align 4, !tbaa !4
  %2 = tail call i32 @take(i32 noundef 1, ptr noundef nonnull byval(%struct.big) align 4 @main.x, i32 noundef 2, ptr noundef nonnull byval(%struct.mid) align 8 @__const.main.m, ptr noundef nonnull byval(%struct.big) align 4 @main.x) #5
  %3 = tail call i32 @with_alloca(i32 noundef 40, ptr noundef nonnull @main.x, ptr noundef nonnull @__const.main.m) #5
  %4 = load i32, ptr @main.x, align 4, !tbaa !13
  %5 = load i32, ptr getelementptr inbounds (%struct.big, ptr @main.x, i32 0, i32 0, i32 299), align 4, !tbaa !13
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #4
  ret i32 0

7:                                                ; preds = %0, %7
  %8 = phi i32 [ 0, %0 ], [ %12, %7 ]
  %9 = mul nuw nsw i32 %8, 3
  %10 = add nsw i32 %9, -100
  %11 = getelementptr inbounds [300 x i32], ptr @main.x, i32 0, i32 %8
  store i32 %10, ptr %11, align 4, !tbaa !13
  %12 = add nuw nsw i32 %8, 1
  %13 = icmp eq i32 %12, 300
  br i1 %13, label %1, label %7, !llvm.loop !18
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { noinline nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !6, i64 1200}
!5 = !{!"big", !6, i64 0, !6, i64 1200}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !10, i64 0}
!9 = !{!"mid", !10, i64 0, !10, i64 8, !10, i64 16}
!10 = !{!"long long", !6, i64 0}
!11 = !{!9, !10, i64 8}
!12 = !{!9, !10, i64 16}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !6, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!6, !6, i64 0}
!18 = distinct !{!18, !16}
