; atomicrmw operations without an instruction become compare-exchange loops before
; isel (isel/atomic_expand.py). x86-64 has no atomic min or fadd: both become a `lock cmpxchg` loop.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"


define i32 @smin(ptr %p, i32 %v) {
; CHECK-LABEL: smin:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl 0(%rdi), %eax
; CHECK-NEXT: .LBB0_1:{{.*}}
; CHECK-NEXT: movq %rax, %rcx
; CHECK-NEXT: cmpl %esi, %ecx
; CHECK-NEXT: movq %rsi, %rdx
; CHECK-NEXT: cmovlel %ecx, %edx
; CHECK-NEXT: movq %rcx, %rax
; CHECK-NEXT: lock cmpxchgl %edx, 0(%rdi)
; CHECK-NEXT: cmpl %ecx, %eax
; CHECK-NEXT: jne .LBB0_1
; CHECK-NEXT: # %bb.2:{{.*}}
; CHECK-NEXT: retq
  %r = atomicrmw min ptr %p, i32 %v seq_cst
  ret i32 %r
}

define float @fadd(ptr %p, float %v) {
; CHECK-LABEL: fadd:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movss 0(%rdi), %xmm1
; CHECK-NEXT: .LBB1_1:{{.*}}
; CHECK-NEXT: movd %xmm1, %ecx
; CHECK-NEXT: addss %xmm0, %xmm1
; CHECK-NEXT: movd %xmm1, %edx
; CHECK-NEXT: movq %rcx, %rax
; CHECK-NEXT: lock cmpxchgl %edx, 0(%rdi)
; CHECK-NEXT: movd %eax, %xmm1
; CHECK-NEXT: cmpl %ecx, %eax
; CHECK-NEXT: jne .LBB1_1
; CHECK-NEXT: # %bb.2:{{.*}}
; CHECK-NEXT: movaps %xmm1, %xmm0
; CHECK-NEXT: retq
  %r = atomicrmw fadd ptr %p, float %v monotonic
  ret float %r
}
