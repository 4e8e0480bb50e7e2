; Inline asm: templates between #APP and #NO_APP with ABI register names, bare
; immediates, `0(reg)` memory, the z and i modifiers; ties, early clobbers, explicit
; registers and clobbers.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O2 --allow-unused-prefixes
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O0 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O0 --allow-unused-prefixes

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define dso_local void @barrier() {
; CHECK-LABEL: barrier:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: #APP
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ret
entry:
  call void asm sideeffect "", "~{memory}"()
  ret void
}

define dso_local i64 @tied(i64 %a, i64 %b) {
; CHECK-LABEL: tied:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: #APP
; CHECK-NEXT: add a0, a0, a1
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ret
entry:
  %r = call i64 asm "add $0, $0, $2", "=r,0,r"(i64 %a, i64 %b)
  ret i64 %r
}

define dso_local i64 @modifiers(i64 %a) {
; O2-LABEL: modifiers:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: # %bb.0:{{.*}}
; O2-NEXT: mv a1, a0
; O2-NEXT: #APP
; O2-NEXT: addi a0, a1, 5
; O2-NEXT: add a0, a0, zero
; O2-NEXT: #NO_APP
; O2-NEXT: ret
; O0-LABEL: modifiers:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: # %bb.0:{{.*}}
; O0-NEXT: #APP
; O0-NEXT: addi a1, a0, 5
; O0-NEXT: add a1, a1, zero
; O0-NEXT: #NO_APP
; O0-NEXT: mv a0, a1
; O0-NEXT: ret
entry:
  %r = call i64 asm "add${2:i} $0, $1, $2; add $0, $0, ${3:z}", "=&r,r,I,rJ"(i64 %a, i32 5, i64 0)
  ret i64 %r
}

define dso_local signext i32 @memory(ptr %p) {
; CHECK-LABEL: memory:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: #APP
; CHECK-NEXT: lw a0, 0(a0)
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: sext.w a0, a0
; CHECK-NEXT: ret
entry:
  %r = call i32 asm "lw $0, $1", "=r,*m"(ptr elementtype(i32) %p)
  ret i32 %r
}

define dso_local double @fp(double %a, double %b) {
; CHECK-LABEL: fp:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: #APP
; CHECK-NEXT: fadd.d fa0, fa0, fa1
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ret
entry:
  %r = call double asm "fadd.d $0, $1, $2", "=f,f,f"(double %a, double %b)
  ret double %r
}

define dso_local i64 @explicit(i64 %a) {
; CHECK-LABEL: explicit:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: #APP
; CHECK-NEXT: mv t0, a0
; CHECK-NEXT: addi a0, t0, 1
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ret
entry:
  %r = call i64 asm "mv t0, $1; addi a0, t0, 1", "={x10},r,~{x5}"(i64 %a)
  ret i64 %r
}
