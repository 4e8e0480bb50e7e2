; RUN: pyopt -passes=aggressive-instcombine -S %s | FileCheck %s

define i8 @narrow(i8 %a, i8 %b, i16 %c) {
  %x = zext i8 %a to i32
  %y = zext i8 %b to i32
  %z = sext i16 %c to i32
  %m = mul nsw i32 %x, %y
  %s = add nuw i32 %m, %z
  %o = xor i32 %s, 300
  %t = trunc i32 %o to i8
  ret i8 %t
}
; CHECK-LABEL: define i8 @narrow(
; CHECK-NOT: i32
; CHECK: mul i8 %a, %b
; CHECK: trunc i16 %c to i8
; CHECK: add i8
; CHECK: xor i8 {{.*}}, 44
; CHECK-NEXT: ret i8

define i16 @widen_leaf(i8 %a, i16 %b) {
  %x = zext i8 %a to i32
  %y = sext i16 %b to i32
  %s = sub i32 %x, %y
  %t = trunc i32 %s to i16
  ret i16 %t
}
; CHECK-LABEL: define i16 @widen_leaf(
; CHECK-NOT: i32
; CHECK: %[[X:.*]] = zext i8 %a to i16
; CHECK-NEXT: %[[S:.*]] = sub i16 %[[X]], %b
; CHECK-NEXT: ret i16 %[[S]]

; must not fire: a shift (high bits reach the low ones), a leaf that is no extension,
; a node used outside the tree
define i8 @shift(i8 %a, i32 %k) {
  %x = zext i8 %a to i32
  %s = lshr i32 %x, 3
  %t = trunc i32 %s to i8
  ret i8 %t
}
; CHECK-LABEL: define i8 @shift(
; CHECK: lshr i32
; CHECK: trunc i32

define i8 @wide_leaf(i32 %a, i8 %b) {
  %y = zext i8 %b to i32
  %s = add i32 %a, %y
  %t = trunc i32 %s to i8
  ret i8 %t
}
; CHECK-LABEL: define i8 @wide_leaf(
; CHECK: add i32

define i32 @shared(i8 %a, i8 %b) {
  %x = zext i8 %a to i32
  %y = zext i8 %b to i32
  %s = add i32 %x, %y
  %t = trunc i32 %s to i8
  %u = zext i8 %t to i32
  %r = add i32 %u, %s
  ret i32 %r
}
; CHECK-LABEL: define i32 @shared(
; CHECK: %s = add i32 %x, %y
; CHECK: trunc i32 %s to i8
