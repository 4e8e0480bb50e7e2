; A loop's conditional branch goes back to the loop and the exit takes the `ba`
; (delayslots.prefer_back_edges): `be exit; ba loop` becomes `bne loop; ba exit`.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O1 %s -o - | FileCheck %s --match-full-lines --check-prefix=O1

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

; fires at -O2: the return block is laid out before the second loop, whose latch
; must branch back conditionally; must not fire at -O1 (O1 keeps `be` + `ba`)
define void @two_loops(ptr %d, ptr %s, i32 %n, i32 %m) {
; CHECK-LABEL: two_loops:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %o2, 0
; CHECK-NEXT: be .LBB0_3
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g0, %o4
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: ldub [%o1+%o4], %o5
; CHECK-NEXT: stb %o5, [%o0+%o4]
; CHECK-NEXT: add %o4, 1, %o4
; CHECK-NEXT: cmp %o4, %o2
; CHECK-NEXT: bne .LBB0_2
; CHECK-NEXT: nop
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: cmp %o3, 0
; CHECK-NEXT: be .LBB0_6
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.4:{{.*}}
; CHECK-NEXT: mov %g0, %o4
; CHECK-NEXT: .LBB0_5:{{.*}}
; CHECK-NEXT: ldub [%o1+%o4], %o5
; CHECK-NEXT: stb %o5, [%o0+%o4]
; CHECK-NEXT: add %o4, 1, %o4
; CHECK-NEXT: cmp %o4, %o3
; CHECK-NEXT: bne .LBB0_5
; CHECK-NEXT: nop
; CHECK-NEXT: .LBB0_6:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
; O1-LABEL: two_loops:{{.*}}
; O1-NEXT: .cfi_startproc
; O1-NEXT: ! %bb.0:{{.*}}
; O1-NEXT: cmp %o2, 0
; O1-NEXT: be .LBB0_3
; O1-NEXT: nop
; O1-NEXT: ! %bb.1:{{.*}}
; O1-NEXT: mov %g0, %o4
; O1-NEXT: .LBB0_2:{{.*}}
; O1-NEXT: ldub [%o1+%o4], %o5
; O1-NEXT: stb %o5, [%o0+%o4]
; O1-NEXT: add %o4, 1, %o4
; O1-NEXT: cmp %o4, %o2
; O1-NEXT: bne .LBB0_2
; O1-NEXT: nop
; O1-NEXT: .LBB0_3:{{.*}}
; O1-NEXT: cmp %o3, 0
; O1-NEXT: be .LBB0_6
; O1-NEXT: nop
; O1-NEXT: ! %bb.4:{{.*}}
; O1-NEXT: mov %g0, %o4
; O1-NEXT: .LBB0_5:{{.*}}
; O1-NEXT: ldub [%o1+%o4], %o5
; O1-NEXT: stb %o5, [%o0+%o4]
; O1-NEXT: add %o4, 1, %o4
; O1-NEXT: cmp %o4, %o3
; O1-NEXT: bne .LBB0_5
; O1-NEXT: nop
; O1-NEXT: .LBB0_6:{{.*}}
; O1-NEXT: retl
; O1-NEXT: nop
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %mid, label %loop1
loop1:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop1 ]
  %p = getelementptr i8, ptr %s, i32 %i
  %v = load i8, ptr %p
  %q = getelementptr i8, ptr %d, i32 %i
  store i8 %v, ptr %q
  %i1 = add i32 %i, 1
  %c1 = icmp eq i32 %i1, %n
  br i1 %c1, label %mid, label %loop1
mid:
  %z2 = icmp eq i32 %m, 0
  br i1 %z2, label %exit, label %loop2
exit:
  ret void
loop2:
  %j = phi i32 [ 0, %mid ], [ %j1, %loop2 ]
  %p2 = getelementptr i8, ptr %s, i32 %j
  %w = load i8, ptr %p2
  %q2 = getelementptr i8, ptr %d, i32 %j
  store i8 %w, ptr %q2
  %j1 = add i32 %j, 1
  %c2 = icmp eq i32 %j1, %m
  br i1 %c2, label %exit, label %loop2
}
