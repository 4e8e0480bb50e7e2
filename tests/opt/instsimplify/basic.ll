; RUN: pyopt -passes=instsimplify -S %s | FileCheck %s
; RUN: opt-16 -passes=instsimplify -S %s | FileCheck %s

; The LCSSA phi of a loop exit goes: the exit uses the loop's value directly.
define i32 @lcssa_phi(i32 %n) {
; CHECK-LABEL: @lcssa_phi(
; CHECK: exit:
; CHECK-NEXT: ret i32 %i1
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ %i1, %loop ]
  ret i32 %r
}

; Identities and constants fold; what is left is used unchanged.
define i32 @identities(i32 %x) {
; CHECK-LABEL: @identities(
; CHECK-NEXT: ret i32 %x
  %a = add i32 %x, 0
  %b = mul i32 %a, 1
  %c = and i32 %b, %b
  %k = add i32 2, 3
  %d = sub i32 %k, 5
  %e = or i32 %c, %d
  ret i32 %e
}

; An argument merged with undef is the argument (it is available everywhere).
; Must not fire: a phi merging two different values, an instruction merged with undef
; (the instruction in %a does not dominate %m), an operation that needs a new instruction.
define i32 @keep(i1 %c, i32 %x, i32 %y) {
; CHECK-LABEL: @keep(
; CHECK: %p = phi i32 [ %x, %a ], [ %y, %b ]
; CHECK: %q = phi i32 [ %xa, %a ], [ undef, %b ]
; CHECK: %s = add i32 %p, 1
; CHECK: %t = add i32 %s, %q
; CHECK: %u = add i32 %t, %x
entry:
  br i1 %c, label %a, label %b
a:
  %xa = mul i32 %x, %y
  br label %m
b:
  br label %m
m:
  %p = phi i32 [ %x, %a ], [ %y, %b ]
  %q = phi i32 [ %xa, %a ], [ undef, %b ]
  %v = phi i32 [ %x, %a ], [ undef, %b ]
  %s = add i32 %p, 1
  %t = add i32 %s, %q
  %u = add i32 %t, %v
  ret i32 %u
}
