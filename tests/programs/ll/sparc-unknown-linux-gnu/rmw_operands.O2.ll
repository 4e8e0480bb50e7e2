; ModuleID = 'tests/programs/rmw_operands.c'
source_filename = "tests/programs/rmw_operands.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@vy = internal global i32 40, align 4
@vx = internal global i32 5, align 4
@.str = private unnamed_addr constant [12 x i8] c"%lld %d %d\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @mixed(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = sub nsw i32 %0, %1
  %4 = add i32 %3, %0
  %5 = mul nsw i32 %3, 1000000
  %6 = mul nsw i32 %4, 1000
  %7 = add i32 %4, %5
  %8 = add i32 %7, %6
  ret i32 %8
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = tail call i32 @mixed(i32 noundef 22, i32 noundef 13) #3
  %2 = sext i32 %1 to i64
  %3 = mul nsw i64 %2, 7
  %4 = tail call i32 @mixed(i32 noundef 23, i32 noundef 12) #3
  %5 = sext i32 %4 to i64
  %6 = add nsw i64 %3, %5
  %7 = mul nsw i64 %6, 7
  %8 = tail call i32 @mixed(i32 noundef 24, i32 noundef 11) #3
  %9 = sext i32 %8 to i64
  %10 = add nsw i64 %7, %9
  %11 = mul nsw i64 %10, 7
  %12 = tail call i32 @mixed(i32 noundef 25, i32 noundef 10) #3
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %11, %13
  %15 = mul nsw i64 %14, 7
  %16 = tail call i32 @mixed(i32 noundef 26, i32 noundef 9) #3
  %17 = sext i32 %16 to i64
  %18 = add nsw i64 %15, %17
  %19 = mul nsw i64 %18, 7
  %20 = tail call i32 @mixed(i32 noundef 27, i32 noundef 8) #3
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %19, %21
  %23 = mul nsw i64 %22, 7
  %24 = tail call i32 @mixed(i32 noundef 28, i32 noundef 7) #3
  %25 = sext i32 %24 to i64
  %26 = add nsw i64 %23, %25
  %27 = load volatile i32, ptr @vy, align 4, !tbaa !4
  %28 = load volatile i32, ptr @vx, align 4, !tbaa !4
  %29 = sub nsw i32 %27, %28
  store volatile i32 %29, ptr @vx, align 4, !tbaa !4
  %30 = load volatile i32, ptr @vy, align 4, !tbaa !4
  %31 = load volatile i32, ptr @vx, align 4, !tbaa !4
  %32 = add nsw i32 %31, %30
  store volatile i32 %32, ptr @vy, align 4, !tbaa !4
  %33 = load volatile i32, ptr @vy, align 4, !tbaa !4
  %34 = load volatile i32, ptr @vx, align 4, !tbaa !4
  %35 = sub nsw i32 %33, %34
  store volatile i32 %35, ptr @vx, align 4, !tbaa !4
  %36 = load volatile i32, ptr @vx, align 4, !tbaa !4
  %37 = load volatile i32, ptr @vy, align 4, !tbaa !4
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %26, i32 noundef %36, i32 noundef %37) #4
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
