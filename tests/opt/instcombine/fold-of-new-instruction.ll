; RUN: pyopt -passes=instcombine -verify-each -S %s | FileCheck %s
; A fold whose result is a new instruction, folded again before the editor flushes: the
; second new instruction sits before the first, which is erased. It must keep its place
; (it was lost and its user pointed outside the function: llvm-stress seed 14 at -O2).

@g = global i32 0

define i1 @chained_compare_folds(i32 %a) {
; CHECK-LABEL: @chained_compare_folds(
; CHECK: store i32
; CHECK: store i32
; CHECK-NEXT: [[C:%.*]] = icmp eq i32 %a, 2
; CHECK-NEXT: ret i1 [[C]]
  %x = sub i32 %a, 1
  store i32 %x, ptr @g
  %y = sub i32 %x, 1
  store i32 %y, ptr @g
  %e = icmp eq i32 %y, 0
  ret i1 %e
}

define i32 @three_deep(i32 %a, i32 %b) {
; CHECK-LABEL: @three_deep(
; CHECK: icmp eq i32 %a, 3
; CHECK: select i1
  %x = sub i32 %a, 1
  store i32 %x, ptr @g
  %y = sub i32 %x, 1
  store i32 %y, ptr @g
  %z = sub i32 %y, 1
  store i32 %z, ptr @g
  %e = icmp eq i32 %z, 0
  %s = select i1 %e, i32 %b, i32 7
  ret i32 %s
}
