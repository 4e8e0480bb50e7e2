; atomicrmw operations without an instruction become compare-exchange loops before
; isel (isel/atomic_expand.py). AArch64 keeps its LL/SC min (no loop around it); fadd becomes a cmpxchg loop
; around the LL/SC compare-exchange.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; CHECK-LABEL: smin:
; CHECK-NOT: ldr w
; CHECK: ldaxr w2, [x0]
; CHECK-NEXT: cmp w2, w1
; CHECK-NEXT: csel w3, w2, w1, lt
; CHECK-NEXT: stlxr w17, w3, [x0]
; CHECK-LABEL: fadd:
; CHECK: ldr s1, [x0, #0]
; CHECK: fadd s2, s1, s0
; CHECK: ldaxr w3, [x0]
; CHECK: stlxr w17, w2, [x0]
; CHECK: b.ne .LBB1_1

define i32 @smin(ptr %p, i32 %v) {
  %r = atomicrmw min ptr %p, i32 %v seq_cst
  ret i32 %r
}

define float @fadd(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v monotonic
  ret float %r
}
