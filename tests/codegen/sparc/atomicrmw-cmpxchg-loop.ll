; atomicrmw operations without an instruction become compare-exchange loops before
; isel (isel/atomic_expand.py). SPARC V8 has no compare-and-swap: min and fadd loop around
; __atomic_compare_exchange_4 (seq_cst: order 5; monotonic: 0).
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

; CHECK-LABEL: smin:
; CHECK: mov 5, %l2
; CHECK: .LBB0_1:
; CHECK: call __atomic_compare_exchange_4
; CHECK: bne .LBB0_1
; CHECK-LABEL: fadd:
; CHECK: .LBB1_1:
; CHECK: fadds %f1, %f0, %f0
; CHECK: call __atomic_compare_exchange_4
; CHECK: bne .LBB1_1

define i32 @smin(ptr %p, i32 %v) {
  %r = atomicrmw min ptr %p, i32 %v seq_cst
  ret i32 %r
}

define float @fadd(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v monotonic
  ret float %r
}
