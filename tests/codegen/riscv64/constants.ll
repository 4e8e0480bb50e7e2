; Materializing integer constants: small, negative, 32-bit, 64-bit, and float constants.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define dso_local i64 @const_zero() {
; CHECK-LABEL: const_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi a0, zero, 0
; CHECK-NEXT: ret
entry:
  ret i64 0
}

define dso_local i64 @const_small() {
; CHECK-LABEL: const_small:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi a0, zero, 42
; CHECK-NEXT: ret
entry:
  ret i64 42
}

define dso_local i64 @const_neg() {
; CHECK-LABEL: const_neg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi a0, zero, -1
; CHECK-NEXT: ret
entry:
  ret i64 -1
}

define dso_local i32 @const_i32() {
; CHECK-LABEL: const_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, 74565
; CHECK-NEXT: addiw a0, a0, 1656
; CHECK-NEXT: ret
entry:
  ret i32 305419896
}

define dso_local i32 @const_i32_min() {
; CHECK-LABEL: const_i32_min:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi a0, zero, 1
; CHECK-NEXT: slli a0, a0, 31
; CHECK-NEXT: ret
entry:
  ret i32 -2147483648
}

define dso_local i64 @const_u32max() {
; CHECK-LABEL: const_u32max:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi a0, zero, -1
; CHECK-NEXT: srli a0, a0, 32
; CHECK-NEXT: ret
entry:
  ret i64 4294967295
}

define dso_local i64 @const_i64() {
; CHECK-LABEL: const_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, 583
; CHECK-NEXT: addiw a0, a0, -1875
; CHECK-NEXT: slli a0, a0, 14
; CHECK-NEXT: addi a0, a0, -947
; CHECK-NEXT: slli a0, a0, 12
; CHECK-NEXT: addi a0, a0, 1511
; CHECK-NEXT: slli a0, a0, 13
; CHECK-NEXT: addi a0, a0, -272
; CHECK-NEXT: ret
entry:
  ret i64 1311768467463790320
}

define dso_local i64 @const_hi_only() {
; CHECK-LABEL: const_hi_only:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, 146
; CHECK-NEXT: addiw a0, a0, -1493
; CHECK-NEXT: slli a0, a0, 12
; CHECK-NEXT: addi a0, a0, 965
; CHECK-NEXT: slli a0, a0, 13
; CHECK-NEXT: addi a0, a0, -1347
; CHECK-NEXT: slli a0, a0, 12
; CHECK-NEXT: addi a0, a0, -529
; CHECK-NEXT: ret
entry:
  ret i64 81985529216486895
}

define dso_local double @const_double() {
; CHECK-LABEL: const_double:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, 16393
; CHECK-NEXT: slli a0, a0, 36
; CHECK-NEXT: fmv.d.x fa0, a0
; CHECK-NEXT: ret
entry:
  ret double 3.125
}

define dso_local float @const_float() {
; CHECK-LABEL: const_float:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, 261120
; CHECK-NEXT: fmv.w.x fa0, a0
; CHECK-NEXT: ret
entry:
  ret float 1.500000e+00
}

define dso_local double @const_double_zero() {
; CHECK-LABEL: const_double_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: fmv.d.x fa0, zero
; CHECK-NEXT: ret
entry:
  ret double 0.000000e+00
}
