; RUN: pyopt -passes='loop(loop-instsimplify)' -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes='loop(loop-instsimplify)'.

; a phi for a variable the loop never changes, identities and constants fold away
define void @fold(ptr %p, i32 %k, i32 %n) {
; CHECK-LABEL: @fold(
; CHECK: h:
; CHECK-NEXT: %i = phi i32
; CHECK-NEXT: %x = add i32 %k, %i
; CHECK-NEXT: store i32 %x, ptr %p
; CHECK-NEXT: store i32 12, ptr %p
; CHECK-NEXT: %i1 = add i32 %i, 1
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %kk = phi i32 [ %k, %entry ], [ %kk, %h ]
  %z = add i32 %kk, 0
  %o = mul i32 %z, 1
  %x = add i32 %o, %i
  store i32 %x, ptr %p
  %c = mul i32 3, 4
  store i32 %c, ptr %p
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret void
}

; must not fire: the value read after the inner loop keeps its LCSSA phi
define i32 @keeps_lcssa(i32 %n) {
; CHECK-LABEL: @keeps_lcssa(
; CHECK: latch:
; CHECK-NEXT: %y.lcssa = phi i32 [ %y, %inner ]
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %y = add i32 %i, %j
  %j1 = add i32 %j, 1
  %c = icmp slt i32 %j1, %n
  br i1 %c, label %inner, label %latch
latch:
  %y.lcssa = phi i32 [ %y, %inner ]
  %i1 = add i32 %y.lcssa, 1
  %c2 = icmp slt i32 %i1, %n
  br i1 %c2, label %outer, label %e
e:
  %r = phi i32 [ %i1, %latch ]
  ret i32 %r
}
