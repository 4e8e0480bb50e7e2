; RUN: pyopt -passes=instcombine -S %s | FileCheck %s
; RUN: opt-16 -passes=instcombine -S %s | FileCheck %s

; A bool shifted left is a select of the power of two.
define i32 @shl_bool(i32 %a, i32 %b) {
; CHECK-LABEL: @shl_bool(
; CHECK-NEXT: [[C:%.*]] = icmp slt i32 %a, %b
; CHECK-NEXT: [[S:%.*]] = select i1 [[C]], i32 4, i32 0
; CHECK-NEXT: ret i32 [[S]]
  %c = icmp slt i32 %a, %b
  %z = zext i1 %c to i32
  %s = shl nuw nsw i32 %z, 2
  ret i32 %s
}

; A one-use sle/sge/ule/uge/ne condition is inverted and the arms swapped.
define i32 @sle(i32 %a, i32 %b) {
; CHECK-LABEL: @sle(
; CHECK-NEXT: [[C:%.*]] = icmp sgt i32 %a, %b
; CHECK-NEXT: [[S:%.*]] = select i1 [[C]], i32 0, i32 2
; CHECK-NEXT: ret i32 [[S]]
  %c = icmp sle i32 %a, %b
  %s = select i1 %c, i32 2, i32 0
  ret i32 %s
}

define i32 @ne(i32 %a, i32 %b, i32 %x, i32 %y) {
; CHECK-LABEL: @ne(
; CHECK-NEXT: [[C:%.*]] = icmp eq i32 %a, %b
; CHECK-NEXT: [[S:%.*]] = select i1 [[C]], i32 %y, i32 %x
; CHECK-NEXT: ret i32 [[S]]
  %c = icmp ne i32 %a, %b
  %s = select i1 %c, i32 %x, i32 %y
  ret i32 %s
}

; Must not fire: the compare has another use; a canonical predicate; a shift amount
; at the width (poison); a zext of a wider integer.
declare void @use(i1)
define i32 @shared(i32 %a, i32 %b, i32 %x, i32 %y) {
; CHECK-LABEL: @shared(
; CHECK: icmp uge i32 %a, %b
; CHECK: select i1 %c, i32 %x, i32 %y
  %c = icmp uge i32 %a, %b
  call void @use(i1 %c)
  %s = select i1 %c, i32 %x, i32 %y
  ret i32 %s
}

define i32 @canonical(i32 %a, i32 %b, i32 %x, i32 %y) {
; CHECK-LABEL: @canonical(
; CHECK: icmp ult i32 %a, %b
; CHECK: select i1 %c, i32 %x, i32 %y
  %c = icmp ult i32 %a, %b
  %s = select i1 %c, i32 %x, i32 %y
  ret i32 %s
}

define i32 @shl_wide(i8 %v) {
; CHECK-LABEL: @shl_wide(
; CHECK: shl
; CHECK-NOT: select
  %z = zext i8 %v to i32
  %s = shl i32 %z, 3
  ret i32 %s
}
