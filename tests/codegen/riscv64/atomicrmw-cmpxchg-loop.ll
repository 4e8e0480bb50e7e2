; atomicrmw operations without an instruction become compare-exchange loops before
; isel (isel/atomic_expand.py). RISC-V keeps amomin.w (no loop); fadd becomes a cmpxchg (lr.w/sc.w) loop.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"


define i32 @smin(ptr %p, i32 %v) {
; CHECK-LABEL: smin:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: amomin.w.aqrl a0, a1, (a0)
; CHECK-NEXT: ret
  %r = atomicrmw min ptr %p, i32 %v seq_cst
  ret i32 %r
}

define float @fadd(ptr %p, float %v) {
; CHECK-LABEL: fadd:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: flw fa1, 0(a0)
; CHECK-NEXT: .LBB1_1:{{.*}}
; CHECK-NEXT: fsw fa1, 0(sp)
; CHECK-NEXT: lwu a1, 0(sp)
; CHECK-NEXT: fadd.s fa1, fa1, fa0
; CHECK-NEXT: fsw fa1, 4(sp)
; CHECK-NEXT: lw a2, 4(sp)
; CHECK-NEXT: addiw a4, a1, 0
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: lr.w.aqrl a3, (a0)
; CHECK-NEXT: bne a3, a4, .LBB1_4
; CHECK-NEXT: # %bb.3:{{.*}}
; CHECK-NEXT: sc.w.rl a5, a2, (a0)
; CHECK-NEXT: bne a5, zero, .LBB1_2
; CHECK-NEXT: .LBB1_4:{{.*}}
; CHECK-NEXT: sw a3, 8(sp)
; CHECK-NEXT: flw fa1, 8(sp)
; CHECK-NEXT: slli a3, a3, 32
; CHECK-NEXT: srli a2, a3, 32
; CHECK-NEXT: bne a2, a1, .LBB1_1
; CHECK-NEXT: # %bb.5:{{.*}}
; CHECK-NEXT: fmv.d fa0, fa1
; CHECK-NEXT: addi sp, sp, 16
; CHECK-NEXT: ret
  %r = atomicrmw fadd ptr %p, float %v monotonic
  ret float %r
}
