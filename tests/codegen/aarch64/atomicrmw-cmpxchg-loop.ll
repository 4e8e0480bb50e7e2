; atomicrmw operations without an instruction become compare-exchange loops before
; isel (isel/atomic_expand.py). AArch64 keeps its LL/SC min (no loop around it); fadd becomes a cmpxchg loop
; around the LL/SC compare-exchange.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"


define i32 @smin(ptr %p, i32 %v) {
; CHECK-LABEL: smin:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: .LBB0_1:{{.*}}
; CHECK-NEXT: ldaxr w2, [x0]
; CHECK-NEXT: cmp w2, w1
; CHECK-NEXT: csel w3, w2, w1, lt
; CHECK-NEXT: stlxr w17, w3, [x0]
; CHECK-NEXT: cbnz w17, .LBB0_1
; CHECK-NEXT: // %bb.2:{{.*}}
; CHECK-NEXT: mov x0, x2
; CHECK-NEXT: ret
  %r = atomicrmw min ptr %p, i32 %v seq_cst
  ret i32 %r
}

define float @fadd(ptr %p, float %v) {
; CHECK-LABEL: fadd:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldr s1, [x0, #0]
; CHECK-NEXT: .LBB1_1:{{.*}}
; CHECK-NEXT: fmov w1, s1
; CHECK-NEXT: fadd s1, s1, s0
; CHECK-NEXT: fmov w3, s1
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: ldaxr w2, [x0]
; CHECK-NEXT: cmp w2, w1
; CHECK-NEXT: b.ne .LBB1_4
; CHECK-NEXT: // %bb.3:{{.*}}
; CHECK-NEXT: stlxr w17, w3, [x0]
; CHECK-NEXT: cbnz w17, .LBB1_2
; CHECK-NEXT: b .LBB1_5
; CHECK-NEXT: .LBB1_4:{{.*}}
; CHECK-NEXT: clrex
; CHECK-NEXT: .LBB1_5:{{.*}}
; CHECK-NEXT: fmov s1, w2
; CHECK-NEXT: cmp w2, w1
; CHECK-NEXT: b.ne .LBB1_1
; CHECK-NEXT: // %bb.6:{{.*}}
; CHECK-NEXT: mov v0.16b, v1.16b
; CHECK-NEXT: ret
  %r = atomicrmw fadd ptr %p, float %v monotonic
  ret float %r
}
