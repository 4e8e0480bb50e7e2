; RUN: pyopt -passes=gvn -S %s | FileCheck %s
; A load available at a merge block's immediate dominator survives when no block on
; the way may write it (opt-16's gvn finds the same through memdep).

declare void @g()

define i32 @loop_keeps(ptr %q, i32 %n) {
; CHECK-LABEL: @loop_keeps(
; CHECK: exit:
; CHECK-NEXT: ret i32 5
entry:
  %a = alloca i32
  store i32 5, ptr %a
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  store i32 %i, ptr %q
  call void @g()
  %i1 = add i32 %i, 1
  br label %head
exit:
  %v = load i32, ptr %a
  ret i32 %v
}

; must not fire: the loop body stores to the loaded location
define i32 @loop_clobbers(ptr %q, i32 %n) {
; CHECK-LABEL: @loop_clobbers(
; CHECK: exit:
; CHECK-NEXT: %v = load i32, ptr %q
entry:
  store i32 5, ptr %q
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  call void @g()
  %i1 = add i32 %i, 1
  br label %head
exit:
  %v = load i32, ptr %q
  ret i32 %v
}
