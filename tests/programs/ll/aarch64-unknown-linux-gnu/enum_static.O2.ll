; ModuleID = 'tests/programs/enum_static.c'
source_filename = "tests/programs/enum_static.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"toggle %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [33 x i8] c"memo_fib(40)=%d memo_fib(45)=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"enum arith %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"unknown\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"blue\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@counter.n = internal unnamed_addr global i32 0, align 4
@counter.calls = internal unnamed_addr global i32 10, align 4
@memo_fib.memo = internal unnamed_addr global [64 x i64] zeroinitializer, align 8

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 0, ptr noundef nonnull @.str.7) #3
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 5, ptr noundef nonnull @.str.8) #3
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 6, ptr noundef nonnull @.str.9) #3
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef -2, ptr noundef nonnull @.str.10) #3
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 1000, ptr noundef nonnull @.str.6) #3
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 3, ptr noundef nonnull @.str.6) #3
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1) #3
  %8 = load i32, ptr @counter.calls, align 4, !tbaa !5
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @counter.calls, align 4, !tbaa !5
  %10 = load i32, ptr @counter.n, align 4, !tbaa !5
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @counter.n, align 4, !tbaa !5
  %12 = mul nsw i32 %11, 100
  %13 = add nsw i32 %12, %9
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %13) #3
  %15 = load i32, ptr @counter.calls, align 4, !tbaa !5
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr @counter.calls, align 4, !tbaa !5
  %17 = load i32, ptr @counter.n, align 4, !tbaa !5
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr @counter.n, align 4, !tbaa !5
  %19 = mul nsw i32 %18, 100
  %20 = add nsw i32 %19, %16
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %20) #3
  %22 = load i32, ptr @counter.calls, align 4, !tbaa !5
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr @counter.calls, align 4, !tbaa !5
  %24 = load i32, ptr @counter.n, align 4, !tbaa !5
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr @counter.n, align 4, !tbaa !5
  %26 = mul nsw i32 %25, 100
  %27 = add nsw i32 %26, %23
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %27) #3
  %29 = load i32, ptr @counter.calls, align 4, !tbaa !5
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr @counter.calls, align 4, !tbaa !5
  %31 = load i32, ptr @counter.n, align 4, !tbaa !5
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr @counter.n, align 4, !tbaa !5
  %33 = mul nsw i32 %32, 100
  %34 = add nsw i32 %33, %30
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %34) #3
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1) #3
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 1) #3
  %38 = tail call fastcc i32 @memo_fib(i32 noundef 40) #4
  %39 = tail call fastcc i32 @memo_fib(i32 noundef 45) #4
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %38, i32 noundef %39) #3
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 1, i32 noundef 166) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @memo_fib(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = getelementptr inbounds [64 x i64], ptr @memo_fib.memo, i64 0, i64 %4
  %6 = load i64, ptr %5, align 8, !tbaa !9
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %12, label %8

8:                                                ; preds = %3
  %9 = trunc i64 %6 to i32
  br label %10

10:                                               ; preds = %1, %8, %12
  %11 = phi i32 [ %17, %12 ], [ %9, %8 ], [ %0, %1 ]
  ret i32 %11

12:                                               ; preds = %3
  %13 = add nsw i32 %0, -1
  %14 = tail call fastcc i32 @memo_fib(i32 noundef %13) #4
  %15 = add nsw i32 %0, -2
  %16 = tail call fastcc i32 @memo_fib(i32 noundef %15) #4
  %17 = add nsw i32 %16, %14
  %18 = sext i32 %17 to i64
  store i64 %18, ptr %5, align 8, !tbaa !9
  br label %10
}

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nobuiltin "no-builtins" }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
