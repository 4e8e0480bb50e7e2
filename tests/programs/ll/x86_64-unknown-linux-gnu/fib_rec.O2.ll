; ModuleID = 'tests/programs/fib_rec.c'
source_filename = "tests/programs/fib_rec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"fib(%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"fib64(90)=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"even(101)=%d odd(77)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"gcd %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"20! = %llu\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"hanoi10 %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = tail call fastcc i32 @fib(i32 noundef 0) #5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 0, i32 noundef %2) #6
  %4 = tail call fastcc i32 @fib(i32 noundef 4) #5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 4, i32 noundef %4) #6
  %6 = tail call fastcc i32 @fib(i32 noundef 8) #5
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 8, i32 noundef %6) #6
  %8 = tail call fastcc i32 @fib(i32 noundef 12) #5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 12, i32 noundef %8) #6
  %10 = tail call fastcc i32 @fib(i32 noundef 16) #5
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 16, i32 noundef %10) #6
  %12 = tail call fastcc i32 @fib(i32 noundef 20) #5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 20, i32 noundef %12) #6
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 2880067194370816120) #6
  br label %15

15:                                               ; preds = %17, %0
  %16 = phi i32 [ 101, %0 ], [ %18, %17 ]
  switch i32 %16, label %17 [
    i32 0, label %19
    i32 1, label %20
  ]

17:                                               ; preds = %15
  %18 = add nsw i32 %16, -2
  br label %15

19:                                               ; preds = %15
  br label %20

20:                                               ; preds = %15, %19
  %21 = phi i32 [ 1, %19 ], [ 0, %15 ]
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %21, i32 noundef 1) #6
  br label %23

23:                                               ; preds = %23, %20
  %24 = phi i32 [ %26, %23 ], [ 462, %20 ]
  %25 = phi i32 [ %24, %23 ], [ 1071, %20 ]
  %26 = urem i32 %25, %24
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %23

28:                                               ; preds = %23, %28
  %29 = phi i32 [ %31, %28 ], [ 5, %23 ]
  %30 = phi i32 [ %29, %28 ], [ 17, %23 ]
  %31 = urem i32 %30, %29
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %28

33:                                               ; preds = %28
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %24, i32 noundef %29) #6
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef 2432902008176640000) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7
  store i32 0, ptr %1, align 4, !tbaa !4
  call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, ptr noundef nonnull %1) #5
  %36 = load i32, ptr %1, align 4, !tbaa !4
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %36) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(none)
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call fastcc i32 @fib(i32 noundef %6) #5
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4) unnamed_addr #4 {
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %15, label %7

7:                                                ; preds = %5, %7
  %8 = phi i32 [ %9, %7 ], [ %3, %5 ]
  %9 = phi i32 [ %8, %7 ], [ %1, %5 ]
  %10 = phi i32 [ %11, %7 ], [ %0, %5 ]
  %11 = add nsw i32 %10, -1
  tail call fastcc void @hanoi(i32 noundef %11, i32 noundef %9, i32 noundef %8, i32 noundef %2, ptr noundef %4) #5
  %12 = load i32, ptr %4, align 4, !tbaa !4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %4, align 4, !tbaa !4
  %14 = icmp eq i32 %11, 0
  br i1 %14, label %15, label %7

15:                                               ; preds = %7, %5
  ret void
}

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin "no-builtins" }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nounwind }

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
