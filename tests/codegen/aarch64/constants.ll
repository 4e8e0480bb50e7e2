; Materializing integer constants: small, negative, 32-bit, 64-bit, and float constants.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define dso_local i64 @const_zero() {
; CHECK-LABEL: const_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov x0, #0
; CHECK-NEXT: ret
entry:
  ret i64 0
}

define dso_local i64 @const_small() {
; CHECK-LABEL: const_small:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov x0, #42
; CHECK-NEXT: ret
entry:
  ret i64 42
}

define dso_local i64 @const_neg() {
; CHECK-LABEL: const_neg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: movn x0, #0, lsl #0
; CHECK-NEXT: ret
entry:
  ret i64 -1
}

define dso_local i32 @const_i32() {
; CHECK-LABEL: const_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov w0, #22136
; CHECK-NEXT: movk w0, #4660, lsl #16
; CHECK-NEXT: ret
entry:
  ret i32 305419896
}

define dso_local i32 @const_i32_min() {
; CHECK-LABEL: const_i32_min:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: movz w0, #32768, lsl #16
; CHECK-NEXT: ret
entry:
  ret i32 -2147483648
}

define dso_local i64 @const_u32max() {
; CHECK-LABEL: const_u32max:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: orr x0, xzr, #4294967295
; CHECK-NEXT: ret
entry:
  ret i64 4294967295
}

define dso_local i64 @const_i64() {
; CHECK-LABEL: const_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov x0, #57072
; CHECK-NEXT: movk x0, #39612, lsl #16
; CHECK-NEXT: movk x0, #22136, lsl #32
; CHECK-NEXT: movk x0, #4660, lsl #48
; CHECK-NEXT: ret
entry:
  ret i64 1311768467463790320
}

define dso_local i64 @const_hi_only() {
; CHECK-LABEL: const_hi_only:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov x0, #52719
; CHECK-NEXT: movk x0, #35243, lsl #16
; CHECK-NEXT: movk x0, #17767, lsl #32
; CHECK-NEXT: movk x0, #291, lsl #48
; CHECK-NEXT: ret
entry:
  ret i64 81985529216486895
}

define dso_local double @const_double() {
; CHECK-LABEL: const_double:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fmov d0, #3.125
; CHECK-NEXT: ret
entry:
  ret double 3.125
}

define dso_local float @const_float() {
; CHECK-LABEL: const_float:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fmov s0, #1.5
; CHECK-NEXT: ret
entry:
  ret float 1.500000e+00
}

define dso_local double @const_double_zero() {
; CHECK-LABEL: const_double_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fmov d0, xzr
; CHECK-NEXT: ret
entry:
  ret double 0.000000e+00
}
