; RUN: pyopt -passes=instcombine -S %s | FileCheck %s
; C's promotion of short arithmetic to int, truncated back: done in i16 (as opt-16 does).

define i16 @add16(i16 %a, i16 %b) {
; CHECK-LABEL: @add16(
; CHECK-NEXT: %[[R:.*]] = add i16 %a, %b
; CHECK-NEXT: ret i16 %[[R]]
  %x = sext i16 %a to i32
  %y = sext i16 %b to i32
  %s = add nsw i32 %x, %y
  %t = trunc i32 %s to i16
  ret i16 %t
}

define i8 @mul_const(i8 %a) {
; CHECK-LABEL: @mul_const(
; CHECK-NEXT: %[[R:.*]] = mul i8 %a, 3
; CHECK-NEXT: ret i8 %[[R]]
  %x = zext i8 %a to i32
  %m = mul nuw nsw i32 %x, 3
  %t = trunc i32 %m to i8
  ret i8 %t
}

; must not fire: the high bits of a division depend on the operands' high bits
define i16 @div16(i16 %a, i16 %b) {
; CHECK-LABEL: @div16(
; CHECK: sdiv i32
  %x = sext i16 %a to i32
  %y = sext i16 %b to i32
  %s = sdiv i32 %x, %y
  %t = trunc i32 %s to i16
  ret i16 %t
}
