; RUN: pyopt -passes=dce -S %s | FileCheck %s

declare i32 @f(i32)
declare i32 @pure(i32) nounwind willreturn memory(none)

define i32 @chain(i32 %x) {
; CHECK-LABEL: @chain(
; CHECK-NEXT: %keep = call i32 @f(i32 %x)
; CHECK-NEXT: store volatile i32 %x, ptr null
; CHECK-NEXT: ret i32 %x
  %a = add i32 %x, 1
  %b = mul i32 %a, %a
  %c = call i32 @pure(i32 %b)
  %keep = call i32 @f(i32 %x)
  store volatile i32 %x, ptr null
  ret i32 %x
}

; must not fire: a division that may trap stays even unused (x / y, y may be 0)
define i32 @trap(i32 %x, i32 %y) {
; CHECK-LABEL: @trap(
; CHECK-NEXT: %d = sdiv i32 %x, %y
  %d = sdiv i32 %x, %y
  ret i32 %x
}
