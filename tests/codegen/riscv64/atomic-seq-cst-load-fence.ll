; A seq_cst atomic load on RISC-V must be "fence rw, rw; lw; fence r, rw" (RISC-V
; unprivileged ISA, Table A.6 "Mappings from C/C++ primitives to RISC-V primitives";
; llc-16 emits exactly that). With only "lw; fence r, rw" (the acquire mapping; pyllc
; emitted it for i32 until promotion kept the ordering) a seq_cst store followed by a
; seq_cst load of another location can be reordered (store buffering).
; Hand-written checks (not blessed): they state the correct code.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O0 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define dso_local i32 @atomic_load_seq_cst(ptr noundef %p) {
; CHECK-LABEL: atomic_load_seq_cst:{{.*}}
; CHECK: fence rw, rw
; CHECK-NEXT: lw a0, 0(a0)
; CHECK-NEXT: fence r, rw
entry:
  %0 = load atomic i32, ptr %p seq_cst, align 4
  ret i32 %0
}

define dso_local i64 @atomic_load_seq_cst_64(ptr noundef %p) {
; CHECK-LABEL: atomic_load_seq_cst_64:{{.*}}
; CHECK: fence rw, rw
; CHECK-NEXT: ld a0, 0(a0)
; CHECK-NEXT: fence r, rw
entry:
  %0 = load atomic i64, ptr %p seq_cst, align 8
  ret i64 %0
}
