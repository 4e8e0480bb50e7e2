; RUN: pyopt -passes=lcssa -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=lcssa.

; a value used after the loop goes through a phi in the exit block
define i32 @simple(i32 %n) {
; CHECK-LABEL: @simple(
; CHECK: e:
; CHECK-NEXT: %x.lcssa = phi i32 [ %x, %h ]
; CHECK-NEXT: %r = add i32 %x.lcssa, 1
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %x = mul i32 %i, 3
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  %r = add i32 %x, 1
  ret i32 %r
}

; two exits that meet again: one phi per exit and a phi where they join
define i32 @two_exits(i32 %n, i32 %m) {
; CHECK-LABEL: @two_exits(
; CHECK: e1:
; CHECK-NEXT: %x.lcssa{{[0-9]*}} = phi i32 [ %x, %h ]
; CHECK: e2:
; CHECK-NEXT: %x.lcssa{{[0-9]*}} = phi i32 [ %x, %b ]
; CHECK: join:
; CHECK-NEXT: = phi i32 [ %x.lcssa{{[0-9]*}}, %e{{[12]}} ], [ %x.lcssa{{[0-9]*}}, %e{{[12]}} ]
; CHECK-NEXT: %r = add i32 %x{{[0-9]+}}, 1
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %b ]
  %x = mul i32 %i, 3
  %t = icmp slt i32 %i, %n
  br i1 %t, label %b, label %e1
b:
  %i1 = add i32 %i, 1
  %u = icmp slt i32 %i1, %m
  br i1 %u, label %h, label %e2
e1:
  br label %join
e2:
  br label %join
join:
  %r = add i32 %x, 1
  ret i32 %r
}

; nested loops: the inner loop's value is closed at both levels
define i32 @nested(i32 %n) {
; CHECK-LABEL: @nested(
; CHECK: latch:
; CHECK-NEXT: %y.lcssa = phi i32 [ %y, %inner ]
; CHECK: e:
; CHECK-NEXT: %y.lcssa.lcssa = phi i32 [ %y.lcssa, %latch ]
; CHECK-NEXT: ret i32 %y.lcssa.lcssa
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
  %i1 = add i32 %i, 1
  %c2 = icmp slt i32 %i1, %n
  br i1 %c2, label %outer, label %e
e:
  ret i32 %y
}

; must not fire: every use is inside the loop
define void @inside(ptr %p, i32 %n) {
; CHECK-LABEL: @inside(
; CHECK-NOT: lcssa
; CHECK: ret void
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  store i32 %i, ptr %p
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret void
}
