; ModuleID = 'tests/programs/deep_recursion.c'
source_filename = "tests/programs/deep_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.frame = type { [8 x i32] }

@.str = private unnamed_addr constant [28 x i8] c"sum_to(6000)=%lld depth=%d\0A\00", align 1
@__const.main.f = private unnamed_addr constant %struct.frame { [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8] }, align 8
@.str.1 = private unnamed_addr constant [16 x i8] c"chain(2000)=%u\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 0, ptr %1, align 4, !tbaa !4
  br label %2

2:                                                ; preds = %23, %0
  %3 = phi i64 [ 6000, %0 ], [ %24, %23 ]
  %4 = load volatile i32, ptr %1, align 4, !tbaa !4
  %5 = sext i32 %4 to i64
  %6 = icmp sgt i64 %3, %5
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = trunc i64 %3 to i32
  store volatile i32 %8, ptr %1, align 4, !tbaa !4
  br label %9

9:                                                ; preds = %7, %2
  %10 = add nsw i64 %3, -1
  %11 = load volatile i32, ptr %1, align 4, !tbaa !4
  %12 = sext i32 %11 to i64
  %13 = icmp sgt i64 %10, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %9
  %15 = trunc i64 %10 to i32
  store volatile i32 %15, ptr %1, align 4, !tbaa !4
  br label %16

16:                                               ; preds = %14, %9
  %17 = add nsw i64 %3, -2
  %18 = load volatile i32, ptr %1, align 4, !tbaa !4
  %19 = sext i32 %18 to i64
  %20 = icmp sgt i64 %17, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %16
  %22 = trunc i64 %17 to i32
  store volatile i32 %22, ptr %1, align 4, !tbaa !4
  br label %23

23:                                               ; preds = %21, %16
  %24 = add nsw i64 %3, -3
  %25 = and i64 %24, 4294967295
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %27, label %2

27:                                               ; preds = %23
  %28 = load volatile i32, ptr %1, align 4, !tbaa !4
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef 18003000, i32 noundef %28) #4
  %30 = tail call fastcc i32 @chain(i32 noundef 2000, ptr noundef nonnull byval(%struct.frame) align 8 @__const.main.f) #5
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %30) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc i32 @chain(i32 noundef %0, ptr nocapture noundef byval(%struct.frame) align 8 %1) unnamed_addr #3 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2, %6
  %5 = phi i32 [ %16, %6 ], [ 0, %2 ]
  ret i32 %5

6:                                                ; preds = %2
  %7 = and i32 %0, 7
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds [8 x i32], ptr %1, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !4
  %11 = add nsw i32 %10, %0
  store i32 %11, ptr %9, align 4, !tbaa !4
  %12 = add nsw i32 %0, -1
  %13 = tail call fastcc i32 @chain(i32 noundef %12, ptr noundef nonnull byval(%struct.frame) align 8 %1) #5
  %14 = mul i32 %13, 31
  %15 = load i32, ptr %9, align 4, !tbaa !4
  %16 = add i32 %14, %15
  br label %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nobuiltin "no-builtins" }

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
