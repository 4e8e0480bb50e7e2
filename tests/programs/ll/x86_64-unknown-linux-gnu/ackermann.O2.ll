; ModuleID = 'tests/programs/ackermann.c'
source_filename = "tests/programs/ackermann.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@calls = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [24 x i8] c"ack(%d,%d)=%d calls=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"ack(3,3)=%d calls=%d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  store i32 0, ptr @calls, align 4, !tbaa !4
  %1 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 0) #3
  %2 = load i32, ptr @calls, align 4, !tbaa !4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 0, i32 noundef 0, i32 noundef %1, i32 noundef %2) #4
  store i32 0, ptr @calls, align 4, !tbaa !4
  %4 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 1) #3
  %5 = load i32, ptr @calls, align 4, !tbaa !4
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 0, i32 noundef 1, i32 noundef %4, i32 noundef %5) #4
  store i32 0, ptr @calls, align 4, !tbaa !4
  %7 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 2) #3
  %8 = load i32, ptr @calls, align 4, !tbaa !4
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 0, i32 noundef 2, i32 noundef %7, i32 noundef %8) #4
  store i32 0, ptr @calls, align 4, !tbaa !4
  %10 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 3) #3
  %11 = load i32, ptr @calls, align 4, !tbaa !4
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 0, i32 noundef 3, i32 noundef %10, i32 noundef %11) #4
  store i32 0, ptr @calls, align 4, !tbaa !4
  %13 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 4) #3
  %14 = load i32, ptr @calls, align 4, !tbaa !4
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 0, i32 noundef 4, i32 noundef %13, i32 noundef %14) #4
  store i32 0, ptr @calls, align 4, !tbaa !4
  %16 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 0) #3
  %17 = load i32, ptr @calls, align 4, !tbaa !4
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 1, i32 noundef 0, i32 noundef %16, i32 noundef %17) #4
  store i32 0, ptr @calls, align 4, !tbaa !4
  %19 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 1) #3
  %20 = load i32, ptr @calls, align 4, !tbaa !4
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 1, i32 noundef 1, i32 noundef %19, i32 noundef %20) #4
  store i32 0, ptr @calls, align 4, !tbaa !4
  %22 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 2) #3
  %23 = load i32, ptr @calls, align 4, !tbaa !4
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 1, i32 noundef 2, i32 noundef %22, i32 noundef %23) #4
  store i32 0, ptr @calls, align 4, !tbaa !4
  %25 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 3) #3
  %26 = load i32, ptr @calls, align 4, !tbaa !4
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 1, i32 noundef 3, i32 noundef %25, i32 noundef %26) #4
  store i32 0, ptr @calls, align 4, !tbaa !4
  %28 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 4) #3
  %29 = load i32, ptr @calls, align 4, !tbaa !4
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 1, i32 noundef 4, i32 noundef %28, i32 noundef %29) #4
  store i32 0, ptr @calls, align 4, !tbaa !4
  %31 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 0) #3
  %32 = load i32, ptr @calls, align 4, !tbaa !4
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 2, i32 noundef 0, i32 noundef %31, i32 noundef %32) #4
  store i32 0, ptr @calls, align 4, !tbaa !4
  %34 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 1) #3
  %35 = load i32, ptr @calls, align 4, !tbaa !4
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 2, i32 noundef 1, i32 noundef %34, i32 noundef %35) #4
  store i32 0, ptr @calls, align 4, !tbaa !4
  %37 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 2) #3
  %38 = load i32, ptr @calls, align 4, !tbaa !4
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 2, i32 noundef 2, i32 noundef %37, i32 noundef %38) #4
  store i32 0, ptr @calls, align 4, !tbaa !4
  %40 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3) #3
  %41 = load i32, ptr @calls, align 4, !tbaa !4
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 2, i32 noundef 3, i32 noundef %40, i32 noundef %41) #4
  store i32 0, ptr @calls, align 4, !tbaa !4
  %43 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 4) #3
  %44 = load i32, ptr @calls, align 4, !tbaa !4
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 2, i32 noundef 4, i32 noundef %43, i32 noundef %44) #4
  store i32 0, ptr @calls, align 4, !tbaa !4
  %46 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3) #3
  %47 = load i32, ptr @calls, align 4, !tbaa !4
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %46, i32 noundef %47) #4
  ret i32 0
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = load i32, ptr @calls, align 4, !tbaa !4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @calls, align 4, !tbaa !4
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
  store i32 %18, ptr @calls, align 4, !tbaa !4
  %19 = icmp eq i32 %17, 0
  br i1 %19, label %6, label %9

20:                                               ; preds = %9
  %21 = add nsw i32 %11, -1
  %22 = tail call fastcc i32 @ack(i32 noundef %12, i32 noundef %21) #3
  %23 = load i32, ptr @calls, align 4, !tbaa !4
  br label %14
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
