; RUN: pyopt -passes=instcombine -S %s | FileCheck %s

define i1 @zext_bool(i1 %b) {
; CHECK-LABEL: @zext_bool(
; CHECK-NEXT: ret i1 %b
  %z = zext i1 %b to i32
  %c = icmp ne i32 %z, 0
  ret i1 %c
}

define i1 @not_cmp(i32 %x, i32 %y) {
; CHECK-LABEL: @not_cmp(
; CHECK-NEXT: %1 = icmp sge i32 %x, %y
; CHECK-NEXT: ret i1 %1
  %c = icmp slt i32 %x, %y
  %n = xor i1 %c, true
  ret i1 %n
}

define i1 @swap_const(i32 %x) {
; CHECK-LABEL: @swap_const(
; CHECK-NEXT: %c = icmp sgt i32 %x, 5
  %c = icmp slt i32 5, %x
  ret i1 %c
}

define i1 @trivial(i32 %x) {
; CHECK-LABEL: @trivial(
; CHECK-NEXT: ret i1 false
  %c = icmp ult i32 %x, 0
  ret i1 %c
}

define i8 @trunc_zext(i8 %x) {
; CHECK-LABEL: @trunc_zext(
; CHECK-NEXT: ret i8 %x
  %z = zext i8 %x to i32
  %t = trunc i32 %z to i8
  ret i8 %t
}

define i64 @ext_ext(i8 %x) {
; CHECK-LABEL: @ext_ext(
; CHECK-NEXT: %1 = zext i8 %x to i64
; CHECK-NEXT: ret i64 %1
  %a = zext i8 %x to i32
  %b = sext i32 %a to i64
  ret i64 %b
}

define i1 @ext_cmp(i8 %x) {
; CHECK-LABEL: @ext_cmp(
; CHECK-NEXT: %1 = icmp eq i8 %x, 7
; CHECK-NEXT: ret i1 %1
  %a = sext i8 %x to i32
  %c = icmp eq i32 %a, 7
  ret i1 %c
}

define i1 @ext_cmp_out_of_range(i8 %x) {
; CHECK-LABEL: @ext_cmp_out_of_range(
; CHECK-NEXT: ret i1 false
  %a = zext i8 %x to i32
  %c = icmp eq i32 %a, 300
  ret i1 %c
}

; must not fire: a signed compare of a zero-extended value
define i1 @keep_zext_slt(i8 %x) {
; CHECK-LABEL: @keep_zext_slt(
; CHECK-NEXT: %a = zext i8 %x to i32
; CHECK-NEXT: %c = icmp slt i32 %a, 7
  %a = zext i8 %x to i32
  %c = icmp slt i32 %a, 7
  ret i1 %c
}

define double @fp(double %x) {
; CHECK-LABEL: @fp(
; CHECK-NEXT: ret double %x
  %a = fmul double %x, 1.0
  %b = fadd double %a, -0.0
  ret double %b
}

; must not fire: x + 0.0 is not x when x is -0.0
define double @fp_keep(double %x) {
; CHECK-LABEL: @fp_keep(
; CHECK-NEXT: %a = fadd double %x, 0.0
  %a = fadd double %x, 0.0
  ret double %a
}

define float @fp_const() {
; CHECK-LABEL: @fp_const(
; CHECK-NEXT: ret float 0x3FD5555560000000
  %a = fdiv float 1.0, 3.0
  ret float %a
}

define i32 @select_fold(i1 %c, i32 %x, i32 %y) {
; CHECK-LABEL: @select_fold(
; CHECK-NEXT: %s = select i1 %c, i32 %y, i32 %x
; CHECK-NEXT: ret i32 %s
  %n = xor i1 %c, true
  %s = select i1 %n, i32 %x, i32 %y
  %t = select i1 true, i32 %s, i32 7
  ret i32 %t
}
