; ModuleID = 'tests/programs/ackermann.c'
source_filename = "tests/programs/ackermann.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@calls = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [24 x i8] c"ack(%d,%d)=%d calls=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"ack(3,3)=%d calls=%d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  store i32 0, ptr @calls, align 4, !tbaa !5
  %1 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 0) #3
  %2 = load i32, ptr @calls, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 0, i32 noundef 0, i32 noundef %1, i32 noundef %2) #4
  store i32 0, ptr @calls, align 4, !tbaa !5
  %4 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 1) #3
  %5 = load i32, ptr @calls, align 4, !tbaa !5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 0, i32 noundef 1, i32 noundef %4, i32 noundef %5) #4
  store i32 0, ptr @calls, align 4, !tbaa !5
  %7 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 2) #3
  %8 = load i32, ptr @calls, align 4, !tbaa !5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 0, i32 noundef 2, i32 noundef %7, i32 noundef %8) #4
  store i32 0, ptr @calls, align 4, !tbaa !5
  %10 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 3) #3
  %11 = load i32, ptr @calls, align 4, !tbaa !5
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 0, i32 noundef 3, i32 noundef %10, i32 noundef %11) #4
  store i32 0, ptr @calls, align 4, !tbaa !5
  %13 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 4) #3
  %14 = load i32, ptr @calls, align 4, !tbaa !5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 0, i32 noundef 4, i32 noundef %13, i32 noundef %14) #4
  store i32 0, ptr @calls, align 4, !tbaa !5
  %16 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 0) #3
  %17 = load i32, ptr @calls, align 4, !tbaa !5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 1, i32 noundef 0, i32 noundef %16, i32 noundef %17) #4
  store i32 0, ptr @calls, align 4, !tbaa !5
  %19 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 1) #3
  %20 = load i32, ptr @calls, align 4, !tbaa !5
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 1, i32 noundef 1, i32 noundef %19, i32 noundef %20) #4
  store i32 0, ptr @calls, align 4, !tbaa !5
  %22 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 2) #3
  %23 = load i32, ptr @calls, align 4, !tbaa !5
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 1, i32 noundef 2, i32 noundef %22, i32 noundef %23) #4
  store i32 0, ptr @calls, align 4, !tbaa !5
  %25 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 3) #3
  %26 = load i32, ptr @calls, align 4, !tbaa !5
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 1, i32 noundef 3, i32 noundef %25, i32 noundef %26) #4
  store i32 0, ptr @calls, align 4, !tbaa !5
  %28 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 4) #3
  %29 = load i32, ptr @calls, align 4, !tbaa !5
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 1, i32 noundef 4, i32 noundef %28, i32 noundef %29) #4
  store i32 0, ptr @calls, align 4, !tbaa !5
  %31 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 0) #3
  %32 = load i32, ptr @calls, align 4, !tbaa !5
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 2, i32 noundef 0, i32 noundef %31, i32 noundef %32) #4
  store i32 0, ptr @calls, align 4, !tbaa !5
  %34 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 1) #3
  %35 = load i32, ptr @calls, align 4, !tbaa !5
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 2, i32 noundef 1, i32 noundef %34, i32 noundef %35) #4
  store i32 0, ptr @calls, align 4, !tbaa !5
  %37 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 2) #3
  %38 = load i32, ptr @calls, align 4, !tbaa !5
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 2, i32 noundef 2, i32 noundef %37, i32 noundef %38) #4
  store i32 0, ptr @calls, align 4, !tbaa !5
  %40 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3) #3
  %41 = load i32, ptr @calls, align 4, !tbaa !5
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 2, i32 noundef 3, i32 noundef %40, i32 noundef %41) #4
  store i32 0, ptr @calls, align 4, !tbaa !5
  %43 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 4) #3
  %44 = load i32, ptr @calls, align 4, !tbaa !5
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 2, i32 noundef 4, i32 noundef %43, i32 noundef %44) #4
  store i32 0, ptr @calls, align 4, !tbaa !5
  %46 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3) #3
  %47 = load i32, ptr @calls, align 4, !tbaa !5
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %46, i32 noundef %47) #4
  ret i32 0
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = load i32, ptr @calls, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @calls, align 4, !tbaa !5
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %14, %2
  %7 = phi i32 [ %1, %2 ], [ %16, %14 ]
  %8 = add nsw i32 %7, 1
  ret i32 %8

9:                                                ; preds = %2, %14
  %10 = phi i32 [ %18, %14 ], [ %4, %2 ]
  %11 = phi i32 [ %16, %14 ], [ %1, %2 ]
  %12 = phi i32 [ %17, %14 ], [ %0, %2 ]
  %13 = icmp eq i32 %11, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %9, %20
  %15 = phi i32 [ %23, %20 ], [ %10, %9 ]
  %16 = phi i32 [ %22, %20 ], [ 1, %9 ]
  %17 = add nsw i32 %12, -1
  %18 = add nsw i32 %15, 1
  store i32 %18, ptr @calls, align 4, !tbaa !5
  %19 = icmp eq i32 %17, 0
  br i1 %19, label %6, label %9

20:                                               ; preds = %9
  %21 = add nsw i32 %11, -1
  %22 = tail call fastcc i32 @ack(i32 noundef %12, i32 noundef %21) #3
  %23 = load i32, ptr @calls, align 4, !tbaa !5
  br label %14
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
