; half on RISC-V 64 (no Zfh): promoted to float around every operation (LLVM's
; SoftPromoteHalf); __extendhfsf2/__truncsfhf2 take and return the i16 in a0 as llc-16
; calls them; half arguments travel in fa registers (bits in the low half).
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O0 %s -o - | FileCheck %s --check-prefix=O0

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define half @add(half %a, half %b) {
; CHECK-LABEL: add:
; CHECK: call __extendhfsf2
; CHECK: call __extendhfsf2
; CHECK: call __truncsfhf2
; O0-LABEL: add:
; O0: call __extendhfsf2
; O0: call __extendhfsf2
; O0: call __truncsfhf2
  %r = fadd half %a, %b
  ret half %r
}

define float @widen(half %a) {
; CHECK-LABEL: widen:
; CHECK: call __extendhfsf2
; O0-LABEL: widen:
; O0: call __extendhfsf2
  %r = fpext half %a to float
  ret float %r
}

define half @narrow_double(double %a) {
; CHECK-LABEL: narrow_double:
; CHECK: call __truncdfhf2
; O0-LABEL: narrow_double:
; O0: call __truncdfhf2
  %r = fptrunc double %a to half
  ret half %r
}

define i32 @olt(half %a, half %b) {
; CHECK-LABEL: olt:
; CHECK: call __extendhfsf2
; CHECK: call __extendhfsf2
; O0-LABEL: olt:
; O0: call __extendhfsf2
; O0: call __extendhfsf2
  %c = fcmp olt half %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define half @neg(half %a) {
; CHECK-LABEL: neg:
; CHECK: lui a1, 1048568
; O0-LABEL: neg:
  %r = fneg half %a
  ret half %r
}

define void @copy(ptr %p, ptr %q) {
; CHECK-LABEL: copy:
; CHECK: lh a0, 0(a0)
; CHECK: sh a0, 0(a1)
; O0-LABEL: copy:
  %v = load half, ptr %p, align 2
  store half %v, ptr %q, align 2
  ret void
}
