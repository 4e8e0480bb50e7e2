; Inline asm with a symbol operand used by the template: `${0:c}` prints the bare symbol.
; NO-OBJECT: pyllc cannot assemble a template that uses a symbol operand into an object
; yet (a clean error naming it); the .s is right and GNU as takes it.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -x86-asm-syntax=intel -O2 %s -o - | FileCheck %s --match-full-lines --check-prefix=INTEL

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global i32 0

define dso_local void @symbol() {
; CHECK-LABEL: symbol:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: #APP
; CHECK-NEXT: movl $1, g(%rip)
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; INTEL-LABEL: symbol:{{.*}}
; INTEL-NEXT: .cfi_startproc
; INTEL-NEXT: # %bb.0:{{.*}}
; INTEL-NEXT: #APP
; INTEL-NEXT: .att_syntax
; INTEL-NEXT: movl $1, g(%rip)
; INTEL-NEXT: .intel_syntax noprefix
; INTEL-NEXT: #NO_APP
; INTEL-NEXT: ret
entry:
  call void asm sideeffect "movl $$1, ${0:c}(%rip)", "i,~{dirflag},~{fpsr},~{flags}"(ptr @g)
  ret void
}
