; ModuleID = 'tests/programs/deep_recursion.c'
source_filename = "tests/programs/deep_recursion.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.frame = type { [8 x i32] }

@.str = private unnamed_addr constant [28 x i8] c"sum_to(6000)=%lld depth=%d\0A\00", align 1
@__const.main.f = private unnamed_addr constant %struct.frame { [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8] }, align 4
@.str.1 = private unnamed_addr constant [16 x i8] c"chain(2000)=%u\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 0, ptr %1, align 4, !tbaa !4
  br label %2

2:                                                ; preds = %7, %0
  %3 = phi i32 [ %8, %7 ], [ 6000, %0 ]
  %4 = load volatile i32, ptr %1, align 4, !tbaa !4
  %5 = icmp slt i32 %4, %3
  br i1 %5, label %6, label %7

6:                                                ; preds = %2
  store volatile i32 %3, ptr %1, align 4, !tbaa !4
  br label %7

7:                                                ; preds = %6, %2
  %8 = add nsw i32 %3, -1
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %2

10:                                               ; preds = %7
  %11 = load volatile i32, ptr %1, align 4, !tbaa !4
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef 18003000, i32 noundef %11) #4
  %13 = tail call fastcc i32 @chain(i32 noundef 2000, ptr noundef nonnull byval(%struct.frame) align 4 @__const.main.f) #5
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %13) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc i32 @chain(i32 noundef %0, ptr nocapture noundef byval(%struct.frame) align 4 %1) unnamed_addr #3 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2, %6
  %5 = phi i32 [ %15, %6 ], [ 0, %2 ]
  ret i32 %5

6:                                                ; preds = %2
  %7 = and i32 %0, 7
  %8 = getelementptr inbounds [8 x i32], ptr %1, i32 0, i32 %7
  %9 = load i32, ptr %8, align 4, !tbaa !4
  %10 = add nsw i32 %9, %0
  store i32 %10, ptr %8, align 4, !tbaa !4
  %11 = add nsw i32 %0, -1
  %12 = tail call fastcc i32 @chain(i32 noundef %11, ptr noundef nonnull byval(%struct.frame) align 4 %1) #5
  %13 = mul i32 %12, 31
  %14 = load i32, ptr %8, align 4, !tbaa !4
  %15 = add i32 %13, %14
  br label %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nofree nosync nounwind memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
