; ModuleID = 'tests/programs/computed_goto.c'
source_filename = "tests/programs/computed_goto.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@__const.main.prog = private unnamed_addr constant [6 x i8] c"\00\01\02\03\00\04", align 1
@.str = private unnamed_addr constant [12 x i8] c"run(%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"classify %d %d %d\0A\00", align 1
@run.labels = internal unnamed_addr constant [5 x ptr] [ptr blockaddress(@run, %7), ptr blockaddress(@run, %12), ptr blockaddress(@run, %14), ptr blockaddress(@run, %21), ptr blockaddress(@run, %24)], align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @run(ptr noundef nonnull @__const.main.prog, i32 noundef 0) #4
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 0, i32 noundef %1) #5
  %3 = tail call fastcc i32 @run(ptr noundef nonnull @__const.main.prog, i32 noundef 1) #4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 1, i32 noundef %3) #5
  %5 = tail call fastcc i32 @run(ptr noundef nonnull @__const.main.prog, i32 noundef 2) #4
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 2, i32 noundef %5) #5
  %7 = tail call fastcc i32 @run(ptr noundef nonnull @__const.main.prog, i32 noundef 3) #4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 3, i32 noundef %7) #5
  %9 = tail call fastcc i32 @classify(i32 noundef -9) #4
  %10 = tail call fastcc i32 @classify(i32 noundef 0) #4
  %11 = tail call fastcc i32 @classify(i32 noundef 9) #4, !range !4
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %9, i32 noundef %10, i32 noundef %11) #5
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define internal fastcc i32 @run(ptr nocapture noundef readonly %0, i32 noundef %1) #2 {
  br label %3

3:                                                ; preds = %9, %2
  %4 = phi i32 [ %1, %2 ], [ %10, %9 ]
  %5 = phi i32 [ 3, %2 ], [ %18, %9 ]
  %6 = phi ptr [ %0, %2 ], [ %11, %9 ]
  br label %17

7:                                                ; preds = %25
  %8 = add nsw i32 %4, 1
  br label %9

9:                                                ; preds = %7, %12
  %10 = phi i32 [ %13, %12 ], [ %8, %7 ]
  %11 = getelementptr inbounds i8, ptr %26, i32 1
  br label %3

12:                                               ; preds = %25
  %13 = shl nsw i32 %4, 1
  br label %9

14:                                               ; preds = %25
  %15 = getelementptr inbounds i8, ptr %26, i32 1
  %16 = add nsw i32 %18, -1
  br label %17

17:                                               ; preds = %3, %14
  %18 = phi i32 [ %5, %3 ], [ %16, %14 ]
  %19 = phi ptr [ %6, %3 ], [ %15, %14 ]
  %20 = icmp eq i32 %18, 0
  br label %25

21:                                               ; preds = %25
  %22 = getelementptr inbounds i8, ptr %26, i32 2
  %23 = select i1 %20, ptr %22, ptr %0
  br label %25

24:                                               ; preds = %25
  ret i32 %4

25:                                               ; preds = %17, %21
  %26 = phi ptr [ %23, %21 ], [ %19, %17 ]
  %27 = load i8, ptr %26, align 1, !tbaa !5
  %28 = zext i8 %27 to i32
  %29 = getelementptr inbounds [5 x ptr], ptr @run.labels, i32 0, i32 %28
  %30 = load ptr, ptr %29, align 4, !tbaa !8
  indirectbr ptr %30, [label %7, label %12, label %14, label %21, label %24]
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal fastcc i32 @classify(i32 noundef %0) #3 {
  %2 = icmp slt i32 %0, 0
  %3 = icmp eq i32 %0, 0
  %4 = select i1 %3, ptr blockaddress(@classify, %6), ptr blockaddress(@classify, %7)
  %5 = select i1 %2, ptr blockaddress(@classify, %8), ptr %4
  indirectbr ptr %5, [label %8, label %6, label %7]

6:                                                ; preds = %1
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %1, %7, %6
  %9 = phi i32 [ 1, %7 ], [ 0, %6 ], [ -1, %1 ]
  ret i32 %9
}

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{i32 -1, i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
