; Greedy allocation: a loop whose values also live across calls keeps them in registers
; (split by loop region, callee-saved for the call-crossing pieces): no reload inside
; the loop, as with llc-16 (-regalloc=basic, linear scan, reloads in it on x86-64).
; From: long hot(const long *p, long n, long a, long b, long c, long d, long e), a loop
; summing p[i]*a + (p[i]^b) + (p[i]&c) + (p[i]|d) + e, with ext() calls around it.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 -asm-verbose %s -o - | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i64 @hot(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6) local_unnamed_addr #0 {
; CHECK-LABEL: hot:
; CHECK: =>This Inner Loop Header
; CHECK-NOT: Reload
; CHECK: jne .LBB0_{{[0-9]+}}
  tail call void @ext(i64 noundef %2) #2
  tail call void @ext(i64 noundef %3) #2
  %8 = icmp sgt i64 %1, 0
  br i1 %8, label %16, label %9

9:                                                ; preds = %16, %7
  %10 = phi i64 [ 0, %7 ], [ %29, %16 ]
  tail call void @ext(i64 noundef %10) #2
  tail call void @ext(i64 noundef %4) #2
  %11 = add i64 %10, %6
  %12 = add i64 %11, %2
  %13 = add i64 %12, %3
  %14 = add i64 %13, %4
  %15 = add i64 %14, %5
  ret i64 %15

16:                                               ; preds = %7, %16
  %17 = phi i64 [ %30, %16 ], [ 0, %7 ]
  %18 = phi i64 [ %29, %16 ], [ 0, %7 ]
  %19 = getelementptr inbounds i64, ptr %0, i64 %17
  %20 = load i64, ptr %19, align 8, !tbaa !5
  %21 = mul nsw i64 %20, %2
  %22 = xor i64 %20, %3
  %23 = and i64 %20, %4
  %24 = or i64 %20, %5
  %25 = add i64 %18, %6
  %26 = add i64 %25, %22
  %27 = add i64 %26, %21
  %28 = add i64 %27, %23
  %29 = add i64 %28, %24
  %30 = add nuw nsw i64 %17, 1
  %31 = icmp eq i64 %30, %1
  br i1 %31, label %9, label %16, !llvm.loop !9
}

declare void @ext(i64 noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
