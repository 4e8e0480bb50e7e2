; RUN: pyopt -passes=gvn -S %s | FileCheck %s
; RUN: pyopt -passes=gvn -S %s | /usr/bin/llvm-as-16 -o /dev/null
; Scalar PRE of an instruction that uses a phi, when the edge from the predecessor
; that lacks the value is critical: the phi's operand for that predecessor is read
; before the edge is split (afterwards the phi names the new block; this crashed
; pyopt -O2 on Csmith seed 35). opt-16 splits the edge and keeps %y (its PRE gives up
; on a critical edge until the next iteration).

declare void @use(i32)

; CHECK-LABEL: @f(
; CHECK: right.join_crit_edge:
; CHECK-NEXT: %.pre = add i32 %b, 1
; CHECK: join:
; CHECK-NEXT: %y.pre-phi = phi i32 [ %x, %left ], [ %.pre, %right.join_crit_edge ]
; CHECK-NEXT: %p = phi i32 [ %a, %left ], [ %b, %right.join_crit_edge ]
; CHECK-NEXT: ret i32 %y.pre-phi
define i32 @f(i1 %c, i1 %d, i32 %a, i32 %b) {
entry:
  br i1 %c, label %left, label %right
left:
  %x = add i32 %a, 1
  call void @use(i32 %x)
  br label %join
right:
  br i1 %d, label %join, label %exit
join:
  %p = phi i32 [ %a, %left ], [ %b, %right ]
  %y = add i32 %p, 1
  ret i32 %y
exit:
  ret i32 0
}

; must not fire: not available in either predecessor
; CHECK-LABEL: @g(
; CHECK: join:
; CHECK-NEXT: %p = phi i32
; CHECK-NEXT: %y = add i32 %p, 1
define i32 @g(i1 %c, i1 %d, i32 %a, i32 %b) {
entry:
  br i1 %c, label %left, label %right
left:
  br label %join
right:
  br i1 %d, label %join, label %exit
join:
  %p = phi i32 [ %a, %left ], [ %b, %right ]
  %y = add i32 %p, 1
  ret i32 %y
exit:
  ret i32 0
}
