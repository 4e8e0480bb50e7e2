; RUN: pyopt -passes=sccp -S %s | FileCheck %s

; The loop-carried value is constant because the branch that would change it is
; never taken: only the conditional algorithm sees that.
define i32 @conditional(i32 %n) {
; CHECK-LABEL: @conditional(
; CHECK: ret i32 1
entry:
  br label %loop
loop:
  %x = phi i32 [ 1, %entry ], [ %x2, %latch ]
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %c = icmp ne i32 %x, 1
  br i1 %c, label %change, label %latch
change:
  br label %latch
latch:
  %x2 = phi i32 [ 2, %change ], [ %x, %loop ]
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  ret i32 %x
}

define i32 @fold_branch() {
; CHECK-LABEL: @fold_branch(
; CHECK-NEXT: entry:
; CHECK-NEXT: br label %yes
entry:
  %a = add i32 2, 3
  %c = icmp eq i32 %a, 5
  br i1 %c, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 0
}

; must not fire: an argument, an undef, a load are not constants
define i32 @overdefined(i32 %a, ptr %p) {
; CHECK-LABEL: @overdefined(
; CHECK: %x = add i32 %a, 1
; CHECK: %y = add i32 undef, 1
; CHECK: %z = add i32 %l, 1
  %x = add i32 %a, 1
  %y = add i32 undef, 1
  %l = load i32, ptr %p
  %z = add i32 %l, 1
  %s = add i32 %x, %y
  %t = add i32 %s, %z
  ret i32 %t
}
