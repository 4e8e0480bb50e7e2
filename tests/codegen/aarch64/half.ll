; half on AArch64 (no +fullfp16): promoted to float around every operation, as LLVM's
; SoftPromoteHalf does, with __extendhfsf2/__truncsfhf2 taking and returning half in s0
; (llc-16 uses fcvt instead: the same values); args in s/h registers.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O0 %s -o - | FileCheck %s --check-prefix=O0

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define half @add(half %a, half %b) {
; CHECK-LABEL: add:
; CHECK: bl __extendhfsf2
; CHECK: bl __extendhfsf2
; CHECK: bl __truncsfhf2
; O0-LABEL: add:
; O0: bl __extendhfsf2
; O0: bl __extendhfsf2
; O0: bl __truncsfhf2
  %r = fadd half %a, %b
  ret half %r
}

define float @widen(half %a) {
; CHECK-LABEL: widen:
; CHECK: bl __extendhfsf2
; O0-LABEL: widen:
; O0: bl __extendhfsf2
  %r = fpext half %a to float
  ret float %r
}

define half @narrow_double(double %a) {
; CHECK-LABEL: narrow_double:
; CHECK: bl __truncdfhf2
; O0-LABEL: narrow_double:
; O0: bl __truncdfhf2
  %r = fptrunc double %a to half
  ret half %r
}

define i32 @olt(half %a, half %b) {
; CHECK-LABEL: olt:
; CHECK: bl __extendhfsf2
; CHECK: bl __extendhfsf2
; O0-LABEL: olt:
; O0: bl __extendhfsf2
; O0: bl __extendhfsf2
  %c = fcmp olt half %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define half @neg(half %a) {
; CHECK-LABEL: neg:
; CHECK: eor w0, w0, #-32768
; O0-LABEL: neg:
  %r = fneg half %a
  ret half %r
}

define void @copy(ptr %p, ptr %q) {
; CHECK-LABEL: copy:
; CHECK: ldrh w0, [x0, #0]
; CHECK: strh w0, [x1, #0]
; O0-LABEL: copy:
  %v = load half, ptr %p, align 2
  store half %v, ptr %q, align 2
  ret void
}
