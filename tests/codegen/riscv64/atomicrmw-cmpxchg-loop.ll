; atomicrmw operations without an instruction become compare-exchange loops before
; isel (isel/atomic_expand.py). RISC-V keeps amomin.w (no loop); fadd becomes a cmpxchg (lr.w/sc.w) loop.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; CHECK-LABEL: smin:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: amomin.w.aqrl a0, a1, (a0)
; CHECK-NEXT: ret
; CHECK-LABEL: fadd:
; CHECK: flw fa1, 0(a0)
; CHECK: fadd.s fa2, fa1, fa0
; CHECK: lr.w.aqrl a4, (a0)
; CHECK: sc.w.rl a5, a3, (a0)
; CHECK: bne a2, a1, .LBB1_1

define i32 @smin(ptr %p, i32 %v) {
  %r = atomicrmw min ptr %p, i32 %v seq_cst
  ret i32 %r
}

define float @fadd(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v monotonic
  ret float %r
}
