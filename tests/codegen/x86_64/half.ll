; half on x86-64: promoted to float around every operation (LLVM's SoftPromoteHalf);
; __extendhfsf2/__truncsfhf2 take and return half in xmm0 as llc-16 calls them.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O0 %s -o - | FileCheck %s --check-prefix=O0

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define half @add(half %a, half %b) {
; CHECK-LABEL: add:
; CHECK: callq __extendhfsf2
; CHECK: callq __extendhfsf2
; CHECK: callq __truncsfhf2
; O0-LABEL: add:
; O0: callq __extendhfsf2
; O0: callq __extendhfsf2
; O0: callq __truncsfhf2
  %r = fadd half %a, %b
  ret half %r
}

define float @widen(half %a) {
; CHECK-LABEL: widen:
; CHECK: callq __extendhfsf2
; O0-LABEL: widen:
; O0: callq __extendhfsf2
  %r = fpext half %a to float
  ret float %r
}

define half @narrow_double(double %a) {
; CHECK-LABEL: narrow_double:
; CHECK: callq __truncdfhf2
; O0-LABEL: narrow_double:
; O0: callq __truncdfhf2
  %r = fptrunc double %a to half
  ret half %r
}

define i32 @olt(half %a, half %b) {
; CHECK-LABEL: olt:
; CHECK: callq __extendhfsf2
; CHECK: callq __extendhfsf2
; O0-LABEL: olt:
; O0: callq __extendhfsf2
; O0: callq __extendhfsf2
  %c = fcmp olt half %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define half @neg(half %a) {
; CHECK-LABEL: neg:
; CHECK: xorl $-32768, %eax
; O0-LABEL: neg:
  %r = fneg half %a
  ret half %r
}

define void @copy(ptr %p, ptr %q) {
; CHECK-LABEL: copy:
; CHECK: movzwl 0(%rdi), %eax
; CHECK: movw %ax, 0(%rsi)
; O0-LABEL: copy:
  %v = load half, ptr %p, align 2
  store half %v, ptr %q, align 2
  ret void
}
