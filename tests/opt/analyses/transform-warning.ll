; RUN: pyopt -passes=transform-warning -disable-output %s 2>&1 | FileCheck %s
; The CHECK lines are opt-16's warnings for this file (in loop preorder); the loops with
; unroll disabled, an unroll count of 1 or vectorize width 1 x interleave 1 get none.

define void @f(i64 %n) {
entry:
  br label %a
a:
  %i = phi i64 [ 0, %entry ], [ %i1, %a ]
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %a, label %b, !llvm.loop !0
b:
  %j = phi i64 [ 0, %a ], [ %j1, %b ]
  %j1 = add i64 %j, 1
  %d = icmp ult i64 %j1, %n
  br i1 %d, label %b, label %cc, !llvm.loop !4
cc:
  %k = phi i64 [ 0, %b ], [ %k1, %cc ]
  %k1 = add i64 %k, 1
  %e = icmp ult i64 %k1, %n
  br i1 %e, label %cc, label %exit, !llvm.loop !7
exit:
  ret void
}
; CHECK: warning: <unknown>:0:0: loop not unrolled: the optimizer was unable to perform the requested transformation; the transformation might be disabled or specified as part of an unsupported transformation ordering
; CHECK-NEXT: warning: <unknown>:0:0: loop not vectorized: the optimizer
; CHECK-NEXT: warning: <unknown>:0:0: loop not interleaved: the optimizer
; CHECK-NOT: warning

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.enable"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!4 = distinct !{!4, !5, !6, !8}
!5 = !{!"llvm.loop.unroll.count", i32 1}
!6 = !{!"llvm.loop.vectorize.width", i32 1}
!8 = !{!"llvm.loop.vectorize.enable", i1 true}
!7 = distinct !{!7, !9}
!9 = !{!"llvm.loop.unroll.disable"}
