; RUN: pyopt -passes=loop-simplify -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=loop-simplify.

; two entries from outside: one preheader merges them (a phi for the differing values)
define i32 @preheader(i1 %c, i32 %n) {
; CHECK-LABEL: @preheader(
; CHECK: h.preheader:
; CHECK-NEXT: %i.ph = phi i32
; CHECK-NEXT: br label %h
; CHECK: h:
; CHECK-NEXT: %i = phi i32 [ %i1, %h ], [ %i.ph, %h.preheader ]
entry:
  br i1 %c, label %h, label %other
other:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ 1, %other ], [ %i1, %h ]
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret i32 %i1
}

; the exit is also reached from outside the loop: the loop gets its own exit block
define i32 @dedicated_exit(i1 %c, i32 %n) {
; CHECK-LABEL: @dedicated_exit(
; CHECK: br i1 %t, label %h, label %e.loopexit
; CHECK: e.loopexit:
; CHECK-NEXT: br label %e
; CHECK: e:
; CHECK-NEXT: %r = phi i32 [ 7, %entry ], [ %i1, %e.loopexit ]
entry:
  br i1 %c, label %ph, label %e
ph:
  br label %h
h:
  %i = phi i32 [ 0, %ph ], [ %i1, %h ]
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  %r = phi i32 [ 7, %entry ], [ %i1, %h ]
  ret i32 %r
}

; two backedges are merged through one latch, with a phi for the loop-carried value
define i32 @one_latch(i32 %n) {
; CHECK-LABEL: @one_latch(
; CHECK: h:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i.be, %h.backedge ]
; CHECK: h.backedge:
; CHECK-NEXT: %i.be = phi i32
; CHECK-NEXT: br label %h
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %a, %b1 ], [ %b, %b2 ]
  %t = icmp slt i32 %i, %n
  br i1 %t, label %body, label %e
body:
  %odd = trunc i32 %i to i1
  br i1 %odd, label %b1, label %b2
b1:
  %a = add i32 %i, 1
  br label %h
b2:
  %b = add i32 %i, 3
  br label %h
e:
  ret i32 %i
}

; must not fire: already simplified
define i32 @canonical(i32 %n) {
; CHECK-LABEL: @canonical(
; CHECK: entry:
; CHECK-NEXT: br label %h
; CHECK: h:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i1, %h ]
; CHECK-NOT: preheader
; CHECK: ret i32 %i1
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret i32 %i1
}

; must not fire: the edge from an indirectbr cannot be redirected (no preheader possible)
define i32 @indirect(ptr %dest, i32 %n) {
; CHECK-LABEL: @indirect(
; CHECK: indirectbr ptr %dest, [label %h, label %e]
; CHECK: h:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i1, %h ]
entry:
  indirectbr ptr %dest, [label %h, label %e]
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret i32 0
}
