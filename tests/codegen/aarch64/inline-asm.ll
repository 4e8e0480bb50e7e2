; Inline asm: templates between //APP and //NO_APP; `r` operands print as x registers
; unless ${N:w}; FP operands (`w`) by width or s/d modifiers; bare immediates; `[xN]`
; memory; ties, early clobbers, explicit registers and clobbers.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O2 --allow-unused-prefixes
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O0 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O0 --allow-unused-prefixes

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define dso_local void @barrier() {
; CHECK-LABEL: barrier:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: //APP
; CHECK-NEXT: //NO_APP
; CHECK-NEXT: ret
entry:
  call void asm sideeffect "", "~{memory}"()
  ret void
}

define dso_local i32 @widths(i32 %a, i32 %b) {
; CHECK-LABEL: widths:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: //APP
; CHECK-NEXT: add w2, w0, w1
; CHECK-NEXT: add x2, x2, x1
; CHECK-NEXT: //NO_APP
; CHECK-NEXT: mov x0, x2
; CHECK-NEXT: ret
entry:
  %r = call i32 asm "add ${0:w}, ${1:w}, ${2:w}; add $0, $0, $2", "=&r,r,r"(i32 %a, i32 %b)
  ret i32 %r
}

define dso_local double @fp(double %a, float %b) {
; CHECK-LABEL: fp:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: //APP
; CHECK-NEXT: fcvt d2, s1
; CHECK-NEXT: fadd d2, d2, d0
; CHECK-NEXT: //NO_APP
; CHECK-NEXT: mov v0.16b, v2.16b
; CHECK-NEXT: ret
entry:
  %r = call double asm "fcvt ${0:d}, $2; fadd $0, $0, $1", "=&w,w,w"(double %a, float %b)
  ret double %r
}

define dso_local i64 @imm_mem(ptr %p) {
; O2-LABEL: imm_mem:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: // %bb.0:{{.*}}
; O2-NEXT: mov x1, x0
; O2-NEXT: //APP
; O2-NEXT: ldr x0, [x1]
; O2-NEXT: add x0, x0, 12
; O2-NEXT: //NO_APP
; O2-NEXT: ret
; O0-LABEL: imm_mem:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: // %bb.0:{{.*}}
; O0-NEXT: //APP
; O0-NEXT: ldr x1, [x0]
; O0-NEXT: add x1, x1, 12
; O0-NEXT: //NO_APP
; O0-NEXT: mov x0, x1
; O0-NEXT: ret
entry:
  %r = call i64 asm "ldr $0, $1; add $0, $0, $2", "=&r,*Q,I"(ptr elementtype(i64) %p, i32 12)
  ret i64 %r
}

define dso_local i64 @explicit(i64 %a) {
; CHECK-LABEL: explicit:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: //APP
; CHECK-NEXT: mov x9, x0
; CHECK-NEXT: add x0, x9, #1
; CHECK-NEXT: //NO_APP
; CHECK-NEXT: ret
entry:
  %r = call i64 asm "mov x9, $1; add x0, x9, #1", "={x0},r,~{x9}"(i64 %a)
  ret i64 %r
}
