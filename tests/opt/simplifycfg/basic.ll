; RUN: pyopt -passes=simplifycfg -S %s | FileCheck %s

define i32 @const_branch(i32 %x) {
; CHECK-LABEL: @const_branch(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i32 %x
; CHECK-NOT: dead
entry:
  br i1 true, label %a, label %dead
a:
  br label %exit
dead:
  br label %exit
exit:
  %p = phi i32 [ %x, %a ], [ 0, %dead ]
  ret i32 %p
}

define i32 @diamond(i1 %c, i32 %x, i32 %y) {
; CHECK-LABEL: @diamond(
; CHECK: %{{.*}} = add i32 %x, 1
; CHECK: %p = select i1 %c, i32 %{{.*}}, i32 %y
; CHECK-NEXT: ret i32 %p
entry:
  br i1 %c, label %t, label %f
t:
  %a = add i32 %x, 1
  br label %j
f:
  br label %j
j:
  %p = phi i32 [ %a, %t ], [ %y, %f ]
  ret i32 %p
}

declare void @side()

; must not fire: the arm has a side effect; the block is a loop
define i32 @keep_side(i1 %c, i32 %x) {
; CHECK-LABEL: @keep_side(
; CHECK: br i1 %c
; CHECK: call void @side()
; CHECK: phi i32
entry:
  br i1 %c, label %t, label %j
t:
  call void @side()
  br label %j
j:
  %p = phi i32 [ 1, %t ], [ %x, %entry ]
  ret i32 %p
}

define i32 @switch_const() {
; CHECK-LABEL: @switch_const(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i32 20
entry:
  switch i32 2, label %d [ i32 1, label %one
                           i32 2, label %two ]
one:
  ret i32 10
two:
  ret i32 20
d:
  ret i32 0
}

define i32 @switch_one_case(i32 %x) {
; CHECK-LABEL: @switch_one_case(
; CHECK: icmp eq i32 %x, 5
; CHECK-NEXT: br i1
entry:
  switch i32 %x, label %d [ i32 5, label %five ]
five:
  call void @side()
  ret i32 1
d:
  ret i32 0
}

define i32 @loop_stays(i32 %n) {
; CHECK-LABEL: @loop_stays(
; CHECK: loop:
; CHECK: br i1 %c, label %loop, label %exit
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i1
}
