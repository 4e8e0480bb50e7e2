; Greedy allocation: a loop whose values also live across calls keeps them in registers
; (split by loop region, callee-saved for the call-crossing pieces): no reload inside
; the loop, as with llc-16 (-regalloc=basic, linear scan, reloads in it on x86-64).
; From: long hot(const long *p, long n, long a, long b, long c, long d, long e), a loop
; summing p[i]*a + (p[i]^b) + (p[i]&c) + (p[i]|d) + e, with ext() calls around it.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 -asm-verbose %s -o - | FileCheck %s

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

; Function Attrs: nounwind
define dso_local i32 @hot(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
; CHECK-LABEL: hot:
; CHECK: =>This Inner Loop Header
; CHECK-NOT: Reload
; CHECK: bne .LBB0_{{[0-9]+}}
  tail call void @ext(i32 noundef %2) #2
  tail call void @ext(i32 noundef %3) #2
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %16, label %9

9:                                                ; preds = %16, %7
  %10 = phi i32 [ 0, %7 ], [ %29, %16 ]
  tail call void @ext(i32 noundef %10) #2
  tail call void @ext(i32 noundef %4) #2
  %11 = add i32 %10, %6
  %12 = add i32 %11, %2
  %13 = add i32 %12, %3
  %14 = add i32 %13, %4
  %15 = add i32 %14, %5
  ret i32 %15

16:                                               ; preds = %7, %16
  %17 = phi i32 [ %30, %16 ], [ 0, %7 ]
  %18 = phi i32 [ %29, %16 ], [ 0, %7 ]
  %19 = getelementptr inbounds i32, ptr %0, i32 %17
  %20 = load i32, ptr %19, align 4, !tbaa !4
  %21 = mul nsw i32 %20, %2
  %22 = xor i32 %20, %3
  %23 = and i32 %20, %4
  %24 = or i32 %20, %5
  %25 = add i32 %18, %6
  %26 = add i32 %25, %22
  %27 = add i32 %26, %21
  %28 = add i32 %27, %23
  %29 = add i32 %28, %24
  %30 = add nuw nsw i32 %17, 1
  %31 = icmp eq i32 %30, %1
  br i1 %31, label %9, label %16, !llvm.loop !8
}

declare void @ext(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
