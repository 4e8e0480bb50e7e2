; RUN: pyopt -passes=instcombine -S %s | FileCheck %s
; Pointers with one base and constant offsets: differences and compares fold.

define i64 @diff(ptr %p) {
; CHECK-LABEL: @diff(
; CHECK-NEXT: ret i64 -24
  %a = getelementptr inbounds [10 x i32], ptr %p, i64 0, i64 1
  %b = getelementptr inbounds [10 x i32], ptr %p, i64 0, i64 7
  %x = ptrtoint ptr %a to i64
  %y = ptrtoint ptr %b to i64
  %d = sub i64 %x, %y
  ret i64 %d
}

define i1 @cmp_ult(ptr %p) {
; CHECK-LABEL: @cmp_ult(
; CHECK-NEXT: ret i1 true
  %a = getelementptr inbounds i32, ptr %p, i64 3
  %b = getelementptr inbounds i32, ptr %a, i64 5
  %c = icmp ult ptr %a, %b
  ret i1 %c
}

define i1 @cmp_eq(ptr %p) {
; CHECK-LABEL: @cmp_eq(
; CHECK-NEXT: ret i1 false
  %a = getelementptr i32, ptr %p, i64 3
  %c = icmp eq ptr %a, %p
  ret i1 %c
}

; must not fire: without inbounds the offsets may wrap, the order is unknown
define i1 @cmp_ult_wrap(ptr %p) {
; CHECK-LABEL: @cmp_ult_wrap(
; CHECK: icmp ult ptr
  %a = getelementptr i32, ptr %p, i64 3
  %b = getelementptr i32, ptr %a, i64 5
  %c = icmp ult ptr %a, %b
  ret i1 %c
}

; must not fire: different bases
define i64 @diff_bases(ptr %p, ptr %q) {
; CHECK-LABEL: @diff_bases(
; CHECK: sub i64
  %a = getelementptr inbounds i32, ptr %p, i64 1
  %b = getelementptr inbounds i32, ptr %q, i64 1
  %x = ptrtoint ptr %a to i64
  %y = ptrtoint ptr %b to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
