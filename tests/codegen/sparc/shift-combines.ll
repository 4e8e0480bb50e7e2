; Rotates written as two shifts and an `or` become one rotate where the target has one,
; and a shift amount's mask that keeps every bit the instruction reads is dropped
; (isel/combine_shifts.py); a narrower mask stays.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

define i32 @rotr_var(i32 %x, i32 %r) {
; CHECK-LABEL: rotr_var:{{.*}}
; CHECK: srl %o0, %o1, %o2
; CHECK-NEXT: sub %g0, %o1, %o3
; CHECK-NEXT: sll %o0, %o3, %o3
; CHECK-NEXT: retl
; CHECK-NEXT: or %o2, %o3, %o0
  %a = lshr i32 %x, %r
  %n = sub i32 0, %r
  %m = and i32 %n, 31
  %b = shl i32 %x, %m
  %o = or i32 %a, %b
  ret i32 %o
}

define i64 @rotl_const(i64 %x) {
; CHECK-LABEL: rotl_const:{{.*}}
; CHECK: sll %o0, 13, %o3
; CHECK-NEXT: srl %o1, 19, %o4
; CHECK-NEXT: or %o3, %o4, %o3
; CHECK-NEXT: srl %o0, 19, %o4
; CHECK-NEXT: sll %o1, 13, %o2
; CHECK-NEXT: or %o4, %o2, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: mov %o3, %o0
  %a = shl i64 %x, 13
  %b = lshr i64 %x, 51
  %o = or i64 %b, %a
  ret i64 %o
}

define i32 @shl_masked(i32 %x, i32 %r) {
; CHECK-LABEL: shl_masked:{{.*}}
; CHECK: retl
; CHECK-NEXT: sll %o0, %o1, %o0
  %m = and i32 %r, 31
  %s = shl i32 %x, %m
  ret i32 %s
}

define i64 @shl_narrow_mask(i64 %x, i64 %r) {
; CHECK-LABEL: shl_narrow_mask:{{.*}}
; CHECK: sll %o0, %o3, %o4
; CHECK-NEXT: srl %o1, 1, %o5
; CHECK-NEXT: and %o3, 31, %g2
; CHECK-NEXT: xor %g2, 31, %g2
; CHECK-NEXT: srl %o5, %g2, %o5
; CHECK-NEXT: or %o4, %o5, %o0
; CHECK-NEXT: retl
; CHECK-NEXT: sll %o1, %o3, %o1
  %m = and i64 %r, 31
  %s = shl i64 %x, %m
  ret i64 %s
}
