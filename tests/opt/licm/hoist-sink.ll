; RUN: pyopt -passes='loop-mssa(licm)' -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes='loop-mssa(licm)'.

declare void @ext()
@G = global i32 0
@H = global i32 0
declare i32 @llvm.smax.i32(i32, i32)

; invariant arithmetic moves to the preheader, even from a block not run every time
define void @arith(ptr %p, i32 %n, i32 %k, i1 %c) {
; CHECK-LABEL: @arith(
; CHECK: entry:
; CHECK-NEXT: %m = mul i32 %k, 3
; CHECK-NEXT: %s = call i32 @llvm.smax.i32(i32 %m, i32 0)
; CHECK-NEXT: br label %h
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  br i1 %c, label %then, label %latch
then:
  %m = mul i32 %k, 3
  %s = call i32 @llvm.smax.i32(i32 %m, i32 0)
  store i32 %s, ptr %p
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret void
}

; a division runs on every iteration: it may move; a conditional one may not
define void @division(ptr %p, i32 %n, i32 %a, i32 %b, i1 %c) {
; CHECK-LABEL: @division(
; CHECK: entry:
; CHECK-NEXT: %d = udiv i32 %a, %b
; CHECK-NEXT: br label %h
; CHECK: then:
; CHECK-NEXT: %d2 = sdiv i32 %a, %b
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %d = udiv i32 %a, %b
  store i32 %d, ptr %p
  br i1 %c, label %then, label %latch
then:
  %d2 = sdiv i32 %a, %b
  store i32 %d2, ptr %p
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret void
}

; a load nothing in the loop may overwrite moves; one that a store may clobber stays
define i32 @loads(ptr %q, i32 %n) {
; CHECK-LABEL: @loads(
; CHECK: entry:
; CHECK-NEXT: %v = load i32, ptr @G
; CHECK-NEXT: br label %h
; CHECK: h:
; CHECK: %w = load i32, ptr %q
; CHECK: store i32 %y, ptr @H
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %v = load i32, ptr @G
  %w = load i32, ptr %q
  %x = add i32 %v, %w
  %y = add i32 %x, %i
  store i32 %y, ptr @H
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret i32 %x
}

; must not fire: a volatile load stays, and so does a load a call may clobber
define i32 @volatile_and_call(ptr %p, ptr %q, i32 %n) {
; CHECK-LABEL: @volatile_and_call(
; CHECK: h:
; CHECK: %v = load volatile i32, ptr %p
; CHECK: %w = load i32, ptr %q
; CHECK: call void @ext()
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %v = load volatile i32, ptr %p
  %w = load i32, ptr %q
  call void @ext()
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  %r = add i32 %v, %w
  ret i32 %r
}

; a value only used after the loop is computed in the exit instead
define i32 @sink(i32 %n, i32 %k) {
; CHECK-LABEL: @sink(
; CHECK: h:
; CHECK-NOT: mul
; CHECK: br i1 %t, label %h, label %e
; CHECK: e:
; CHECK-NEXT: %i.lcssa = phi i32 [ %i, %h ]
; CHECK-NEXT: %m.le = mul i32 %i.lcssa, %k
; CHECK-NEXT: ret i32 %m.le
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %m = mul i32 %i, %k
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret i32 %m
}

; must not fire: the loop asks for no LICM
define void @disabled(ptr %p, i32 %n, i32 %k) {
; CHECK-LABEL: @disabled(
; CHECK: h:
; CHECK: %m = mul i32 %k, 3
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %m = mul i32 %k, 3
  store i32 %m, ptr %p
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e, !llvm.loop !0
e:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.licm.disable"}

; must not fire: no preheader can be made (the loop is entered from an indirectbr)
define void @no_preheader(ptr %dest, ptr %p, i32 %n, i32 %k) {
; CHECK-LABEL: @no_preheader(
; CHECK: h:
; CHECK: %m = mul i32 %k, 3
entry:
  indirectbr ptr %dest, [label %h, label %e]
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %m = mul i32 %k, 3
  store i32 %m, ptr %p
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret void
}
