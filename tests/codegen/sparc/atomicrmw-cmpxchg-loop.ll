; atomicrmw operations without an instruction become compare-exchange loops before
; isel (isel/atomic_expand.py). SPARC V8 has no compare-and-swap: min and fadd loop around
; __atomic_compare_exchange_4 (seq_cst: order 5; monotonic: 0).
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"


define i32 @smin(ptr %p, i32 %v) {
; CHECK-LABEL: smin:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: ld [%i0+0], %o0
; CHECK-NEXT: add %fp, -16, %l0
; CHECK-NEXT: mov 5, %l1
; CHECK-NEXT: .LBB0_1:{{.*}}
; CHECK-NEXT: mov %o0, %l2
; CHECK-NEXT: st %l2, [%fp+-16]
; CHECK-NEXT: cmp %l2, %i1
; CHECK-NEXT: ble .LBB0_3
; CHECK-NEXT: mov %l2, %o2
; CHECK-NEXT: ! %bb.2:{{.*}}
; CHECK-NEXT: mov %i1, %o2
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: mov %i0, %o0
; CHECK-NEXT: mov %l0, %o1
; CHECK-NEXT: mov %l1, %o3
; CHECK-NEXT: call __atomic_compare_exchange_4
; CHECK-NEXT: mov %l1, %o4
; CHECK-NEXT: ld [%fp+-16], %o0
; CHECK-NEXT: cmp %o0, %l2
; CHECK-NEXT: bne .LBB0_1
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.4:{{.*}}
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %o0, %o0
  %r = atomicrmw min ptr %p, i32 %v seq_cst
  ret i32 %r
}

define float @fadd(ptr %p, float %v) {
; CHECK-LABEL: fadd:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -128, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: ld [%i0+0], %f0
; CHECK-NEXT: add %fp, -32, %l0
; CHECK-NEXT: .LBB1_1:{{.*}}
; CHECK-NEXT: st %f0, [%fp+-28]
; CHECK-NEXT: ld [%fp+-28], %l1
; CHECK-NEXT: st %l1, [%fp+-32]
; CHECK-NEXT: st %i1, [%fp+-24]
; CHECK-NEXT: ld [%fp+-24], %f1
; CHECK-NEXT: fadds %f0, %f1, %f0
; CHECK-NEXT: st %f0, [%fp+-20]
; CHECK-NEXT: ld [%fp+-20], %o2
; CHECK-NEXT: mov %i0, %o0
; CHECK-NEXT: mov %l0, %o1
; CHECK-NEXT: mov %g0, %o3
; CHECK-NEXT: call __atomic_compare_exchange_4
; CHECK-NEXT: mov %g0, %o4
; CHECK-NEXT: ld [%fp+-32], %o0
; CHECK-NEXT: st %o0, [%fp+-16]
; CHECK-NEXT: ld [%fp+-16], %f0
; CHECK-NEXT: cmp %o0, %l1
; CHECK-NEXT: bne .LBB1_1
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.2:{{.*}}
; CHECK-NEXT: ret
; CHECK-NEXT: restore
  %r = atomicrmw fadd ptr %p, float %v monotonic
  ret float %r
}
