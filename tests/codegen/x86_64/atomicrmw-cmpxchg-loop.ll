; atomicrmw operations without an instruction become compare-exchange loops before
; isel (isel/atomic_expand.py). x86-64 has no atomic min or fadd: both become a `lock cmpxchg` loop.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: smin:
; CHECK: movl 0(%rdi), %ecx
; CHECK: .LBB0_1:
; CHECK: cmovlel %edx, %r8d
; CHECK: lock cmpxchgl %r8d, 0(%rdi)
; CHECK: jne .LBB0_1
; CHECK-LABEL: fadd:
; CHECK: .LBB1_1:
; CHECK: addss %xmm0, %xmm1
; CHECK: lock cmpxchgl %edx, 0(%rdi)
; CHECK: jne .LBB1_1

define i32 @smin(ptr %p, i32 %v) {
  %r = atomicrmw min ptr %p, i32 %v seq_cst
  ret i32 %r
}

define float @fadd(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v monotonic
  ret float %r
}
