; Rotates written as two shifts and an `or` become one rotate where the target has one,
; and a shift amount's mask that keeps every bit the instruction reads is dropped
; (isel/combine_shifts.py); a narrower mask stays.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

define i32 @rotr_var(i32 %x, i32 %r) {
; CHECK-LABEL: rotr_var:{{.*}}
; CHECK: ror w0, w0, w1
; CHECK-NEXT: ret
  %a = lshr i32 %x, %r
  %n = sub i32 0, %r
  %m = and i32 %n, 31
  %b = shl i32 %x, %m
  %o = or i32 %a, %b
  ret i32 %o
}

define i64 @rotl_const(i64 %x) {
; CHECK-LABEL: rotl_const:{{.*}}
; CHECK: ror x0, x0, #51
; CHECK-NEXT: ret
  %a = shl i64 %x, 13
  %b = lshr i64 %x, 51
  %o = or i64 %b, %a
  ret i64 %o
}

define i32 @shl_masked(i32 %x, i32 %r) {
; CHECK-LABEL: shl_masked:{{.*}}
; CHECK: lsl w0, w0, w1
; CHECK-NEXT: ret
  %m = and i32 %r, 31
  %s = shl i32 %x, %m
  ret i32 %s
}

define i64 @shl_narrow_mask(i64 %x, i64 %r) {
; CHECK-LABEL: shl_narrow_mask:{{.*}}
; CHECK: and x1, x1, #31
; CHECK-NEXT: lsl x0, x0, x1
; CHECK-NEXT: ret
  %m = and i64 %r, 31
  %s = shl i64 %x, %m
  ret i64 %s
}
