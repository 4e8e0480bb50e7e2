; RUN: pyopt -passes=adce -S %s | FileCheck %s
; RUN: pyopt -passes=dce -S %s | FileCheck %s --check-prefix=DCE

; A dead phi cycle: adce removes it, dce cannot.
define i32 @f(i32 %n) {
; CHECK-LABEL: @f(
; CHECK-NOT: %dead
; DCE: %dead = phi
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %dead = phi i32 [ 0, %entry ], [ %dead1, %loop ]
  %dead1 = add i32 %dead, 3
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i1
}
