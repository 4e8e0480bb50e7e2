; RUN: pyopt -passes=block-placement -S %s | FileCheck %s
; RUN: pyopt -passes=block-placement -S %s | llvm-as-16 -o /dev/null
; Depth-first order, first successor first, each loop laid out whole before its exits.

; the loop's blocks were scattered between the exit code: they become contiguous
define i32 @scattered(i32 %n) {
; CHECK-LABEL: @scattered(
; CHECK: entry:
; CHECK-NEXT: br label %header
; CHECK: header:
; CHECK: body:
; CHECK: latch:
; CHECK: exit:
; CHECK: tail:
entry:
  br label %header
exit:
  br label %tail
latch:
  %inc = add i32 %i, 1
  br label %header
tail:
  ret i32 %i
header:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  br label %latch
}

; nested loops: the inner loop sits inside the outer one, unreachable code goes last
define void @nested(i32 %n) {
; CHECK-LABEL: @nested(
; CHECK: entry:
; CHECK: outer:
; CHECK: inner:
; CHECK: inner.latch:
; CHECK: outer.latch:
; CHECK: done:
; CHECK: dead:
entry:
  br label %outer
dead:
  ret void
outer.latch:
  %j.next = add i32 %j, 1
  %oc = icmp slt i32 %j.next, %n
  br i1 %oc, label %outer, label %done
inner.latch:
  %k.next = add i32 %k, 1
  %ic = icmp slt i32 %k.next, %n
  br i1 %ic, label %inner, label %outer.latch
done:
  ret void
outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %outer.latch ]
  br label %inner
inner:
  %k = phi i32 [ 0, %outer ], [ %k.next, %inner.latch ]
  br label %inner.latch
}

; already in order: nothing moves
define i32 @straight(i1 %c) {
; CHECK-LABEL: @straight(
; CHECK: entry:
; CHECK: a:
; CHECK: b:
entry:
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}
