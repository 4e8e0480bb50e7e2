; RUN: pyopt -passes=break-crit-edges -S %s | FileCheck %s

define i32 @f(i1 %c, i32 %x) {
; CHECK-LABEL: @f(
; CHECK: br i1 %c, label %entry.join_crit_edge, label %mid
; CHECK: entry.join_crit_edge:
; CHECK-NEXT: br label %join
; CHECK: join:
; CHECK-NEXT: %p = phi i32 [ %x, %entry.join_crit_edge ], [ 0, %mid ]
entry:
  br i1 %c, label %join, label %mid
mid:
  br label %join
join:
  %p = phi i32 [ %x, %entry ], [ 0, %mid ]
  ret i32 %p
}
