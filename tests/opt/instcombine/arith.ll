; RUN: pyopt -passes=instcombine -S %s | FileCheck %s

define i32 @identities(i32 %x) {
; CHECK-LABEL: @identities(
; CHECK-NEXT: ret i32 %x
  %a = add i32 %x, 0
  %b = sub i32 %a, 0
  %c = mul i32 %b, 1
  %d = or i32 %c, 0
  %e = xor i32 %d, 0
  %f = and i32 %e, -1
  %g = shl i32 %f, 0
  %h = udiv i32 %g, 1
  ret i32 %h
}

define i32 @constants() {
; CHECK-LABEL: @constants(
; CHECK-NEXT: ret i32 42
  %a = add i32 40, 4
  %b = mul i32 %a, 2
  %c = sub i32 %b, 46
  %d = sdiv i32 %c, -1
  %e = sub i32 0, %d
  ret i32 %e
}

; nsw overflow of constants is poison; udiv by zero is poison
define i32 @poison_folds() {
; CHECK-LABEL: @poison_folds(
; CHECK-NEXT: ret i32 poison
  %a = add nsw i32 2147483647, 1
  ret i32 %a
}

define i32 @chain(i32 %x) {
; CHECK-LABEL: @chain(
; CHECK-NEXT: %1 = add i32 %x, 7
; CHECK-NEXT: ret i32 %1
  %a = add i32 %x, 3
  %b = add i32 %a, 4
  ret i32 %b
}

define i32 @canonical(i32 %x) {
; CHECK-LABEL: @canonical(
; CHECK-NEXT: %1 = add nsw i32 %x, -5
; CHECK-NEXT: %2 = shl i32 %1, 3
; CHECK-NEXT: ret i32 %2
  %a = sub nsw i32 %x, 5
  %b = mul i32 8, %a
  ret i32 %b
}

define i32 @selfops(i32 %x, i32 %y) {
; CHECK-LABEL: @selfops(
; CHECK-NEXT: ret i32 %x
  %a = sub i32 %x, %x
  %b = xor i32 %y, %y
  %c = or i32 %a, %b
  %d = add i32 %x, %c
  %s = sub i32 %d, %y
  %t = add i32 %s, %y
  ret i32 %t
}

; must not fire: division by a variable, exact udiv that is not exact on constants
define i32 @keep_div(i32 %x, i32 %y) {
; CHECK-LABEL: @keep_div(
; CHECK-NEXT: %a = udiv i32 %x, %y
; CHECK-NEXT: ret i32 %a
  %a = udiv i32 %x, %y
  ret i32 %a
}

define i32 @exact_poison() {
; CHECK-LABEL: @exact_poison(
; CHECK-NEXT: ret i32 poison
  %a = udiv exact i32 7, 2
  ret i32 %a
}

define i32 @udiv_pow2(i32 %x) {
; CHECK-LABEL: @udiv_pow2(
; CHECK-NEXT: %1 = lshr i32 %x, 4
; CHECK-NEXT: %2 = and i32 %1, 7
; CHECK-NEXT: ret i32 %2
  %a = udiv i32 %x, 16
  %b = urem i32 %a, 8
  ret i32 %b
}

; must not fire: sdiv by a power of two is not a shift
define i32 @sdiv_pow2(i32 %x) {
; CHECK-LABEL: @sdiv_pow2(
; CHECK-NEXT: %a = sdiv i32 %x, 4
  %a = sdiv i32 %x, 4
  ret i32 %a
}
