; RUN: pyopt -passes=instcombine -S %s | FileCheck %s
; RUN: opt-16 -passes=instcombine -S %s | FileCheck %s

; udiv/urem of zero-extended operands runs in the narrow type (quotient and remainder of
; values below 2^8 are below 2^8).
define i8 @udiv_zext(i8 %a, i8 %b) {
; CHECK-LABEL: @udiv_zext(
; CHECK-NEXT: [[R:%.*]] = udiv i8 %a, %b
; CHECK-NEXT: ret i8 [[R]]
  %x = zext i8 %a to i32
  %y = zext i8 %b to i32
  %q = udiv i32 %x, %y
  %t = trunc i32 %q to i8
  ret i8 %t
}

define i32 @urem_zext(i16 %a, i16 %b) {
; CHECK-LABEL: @urem_zext(
; CHECK-NEXT: [[R:%.*]] = urem i16 %a, %b
; CHECK-NEXT: [[Z:%.*]] = zext i16 [[R]] to i32
; CHECK-NEXT: ret i32 [[Z]]
  %x = zext i16 %a to i32
  %y = zext i16 %b to i32
  %r = urem i32 %x, %y
  ret i32 %r
}

define i32 @udiv_const(i8 %a) {
; CHECK-LABEL: @udiv_const(
; CHECK-NEXT: [[R:%.*]] = udiv i8 %a, 7
; CHECK-NEXT: [[Z:%.*]] = zext i8 [[R]] to i32
; CHECK-NEXT: ret i32 [[Z]]
  %x = zext i8 %a to i32
  %q = udiv i32 %x, 7
  ret i32 %q
}

; Must not fire: the zext has another use (with a constant divisor, the narrow op would
; add an instruction), the operands have different narrow types, or an operand is
; sign-extended.
define i32 @zext_shared(i8 %a) {
; CHECK-LABEL: @zext_shared(
; CHECK: udiv i32 %x, 7
  %x = zext i8 %a to i32
  %q = udiv i32 %x, 7
  %s = add i32 %q, %x
  ret i32 %s
}

define i32 @mixed_types(i8 %a, i16 %b) {
; CHECK-LABEL: @mixed_types(
; CHECK: udiv i32 %x, %y
  %x = zext i8 %a to i32
  %y = zext i16 %b to i32
  %q = udiv i32 %x, %y
  ret i32 %q
}

define i32 @sext_operand(i8 %a, i8 %b) {
; CHECK-LABEL: @sext_operand(
; CHECK: udiv i32 %x, %y
  %x = zext i8 %a to i32
  %y = sext i8 %b to i32
  %q = udiv i32 %x, %y
  ret i32 %q
}
