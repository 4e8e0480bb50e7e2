; A64 compares against a mask and shifted-register operands:
; - `(x & m) ==/!= 0` is one `tst` (ands to the zero register) before csel/cset/b.cc,
;   and a branch on one bit is `tbz`/`tbnz` (no flags); a mask that is not a logical
;   immediate, or a compare with a value other than zero, keeps its and + cmp;
; - add/sub/and/orr/eor take their second register shifted by a constant (lsl, lsr,
;   asr; ror for the logical ones), so the shift is not an instruction of its own.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define i32 @tst_sel(i32 %x, i32 %a, i32 %b) {
; CHECK-LABEL: tst_sel:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: tst w0, #12
; CHECK-NEXT: csel w0, w1, w2, eq
; CHECK-NEXT: ret
  %m = and i32 %x, 12
  %c = icmp eq i32 %m, 0
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}
define i32 @tst_set(i64 %x, i64 %y) {
; CHECK-LABEL: tst_set:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: tst x0, x1
; CHECK-NEXT: cset w0, ne
; CHECK-NEXT: ret
  %m = and i64 %x, %y
  %c = icmp ne i64 %m, 0
  %r = zext i1 %c to i32
  ret i32 %r
}
define i32 @tbz(i32 %x) {
; CHECK-LABEL: tbz:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: tbnz w0, #4, .LBB2_2
; CHECK-NEXT: // %bb.1:{{.*}}
; CHECK-NEXT: mov w0, #1
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB2_2:{{.*}}
; CHECK-NEXT: mov w0, #2
; CHECK-NEXT: ret
  %m = and i32 %x, 16
  %c = icmp eq i32 %m, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}
define i32 @no_tbz(i32 %x) {
; CHECK-LABEL: no_tbz:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov w1, #17
; CHECK-NEXT: and w0, w0, w1
; CHECK-NEXT: cbz w0, .LBB3_2
; CHECK-NEXT: // %bb.1:{{.*}}
; CHECK-NEXT: mov w0, #1
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB3_2:{{.*}}
; CHECK-NEXT: mov w0, #2
; CHECK-NEXT: ret
  %m = and i32 %x, 17
  %c = icmp ne i32 %m, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}
define i32 @no_tst(i32 %x) {
; CHECK-LABEL: no_tst:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: and w0, w0, #12
; CHECK-NEXT: cmp w0, #4
; CHECK-NEXT: cset w0, eq
; CHECK-NEXT: ret
  %m = and i32 %x, 12
  %c = icmp eq i32 %m, 4
  %r = zext i1 %c to i32
  ret i32 %r
}
define i32 @shifted(i32 %a, i32 %b, i64 %c, i64 %d) {
; CHECK-LABEL: shifted:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: eor w2, w0, w1, lsr #3
; CHECK-NEXT: and w2, w0, w2, asr #5
; CHECK-NEXT: sub w0, w0, w2, lsl #2
; CHECK-NEXT: orr w0, w1, w0, lsr #7
; CHECK-NEXT: ret
  %s = lshr i32 %b, 3
  %x = xor i32 %a, %s
  %t = ashr i32 %x, 5
  %y = and i32 %t, %a
  %u = shl i32 %y, 2
  %z = sub i32 %a, %u
  %v = lshr i32 %z, 7
  %w = or i32 %v, %b
  ret i32 %w
}

define i32 @no_shifted_with_constant(i32 %x) {
; CHECK-LABEL: no_shifted_with_constant:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: lsr w0, w0, #1
; CHECK-NEXT: and w0, w0, #1431655765
; CHECK-NEXT: ret
  %s = lshr i32 %x, 1
  %m = and i32 %s, 1431655765
  ret i32 %m
}
