; Inline asm: templates between !APP and !NO_APP with %-registers, bare immediates,
; `[%reg]` memory; ties, early clobbers, explicit registers (`{r9}` is %o1) and clobbers.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O2 --allow-unused-prefixes
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O0 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O0 --allow-unused-prefixes

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

define dso_local void @barrier() {
; CHECK-LABEL: barrier:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: !APP
; CHECK-NEXT: !NO_APP
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  call void asm sideeffect "", "~{memory}"()
  ret void
}

define dso_local i32 @tied(i32 %a, i32 %b) {
; O2-LABEL: tied:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: ! %bb.0:{{.*}}
; O2-NEXT: save %sp, -96, %sp
; O2-NEXT: .cfi_def_cfa_register %r30
; O2-NEXT: .cfi_window_save
; O2-NEXT: .cfi_register %r15, %r31
; O2-NEXT: !APP
; O2-NEXT: add %i0, %i1, %i0
; O2-NEXT: !NO_APP
; O2-NEXT: ret
; O2-NEXT: restore
; O0-LABEL: tied:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -96, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: mov %i1, %o1
; O0-NEXT: !APP
; O0-NEXT: add %o0, %o1, %o0
; O0-NEXT: !NO_APP
; O0-NEXT: ret
; O0-NEXT: restore %g0, %o0, %o0
entry:
  %r = call i32 asm "add $0, $2, $0", "=r,0,r"(i32 %a, i32 %b)
  ret i32 %r
}

define dso_local i32 @early_imm(i32 %a) {
; O2-LABEL: early_imm:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: ! %bb.0:{{.*}}
; O2-NEXT: save %sp, -96, %sp
; O2-NEXT: .cfi_def_cfa_register %r30
; O2-NEXT: .cfi_window_save
; O2-NEXT: .cfi_register %r15, %r31
; O2-NEXT: mov %i0, %o0
; O2-NEXT: !APP
; O2-NEXT: mov %o0, %i0
; O2-NEXT: add %i0, 100, %i0
; O2-NEXT: !NO_APP
; O2-NEXT: ret
; O2-NEXT: restore
; O0-LABEL: early_imm:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -96, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: !APP
; O0-NEXT: mov %o0, %o1
; O0-NEXT: add %o1, 100, %o1
; O0-NEXT: !NO_APP
; O0-NEXT: ret
; O0-NEXT: restore %g0, %o1, %o0
entry:
  %r = call i32 asm "mov $1, $0; add $0, $2, $0", "=&r,r,I"(i32 %a, i32 100)
  ret i32 %r
}

define dso_local i32 @memory(ptr %p) {
; O2-LABEL: memory:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: ! %bb.0:{{.*}}
; O2-NEXT: save %sp, -96, %sp
; O2-NEXT: .cfi_def_cfa_register %r30
; O2-NEXT: .cfi_window_save
; O2-NEXT: .cfi_register %r15, %r31
; O2-NEXT: !APP
; O2-NEXT: ld [%i0], %i0
; O2-NEXT: !NO_APP
; O2-NEXT: ret
; O2-NEXT: restore
; O0-LABEL: memory:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -96, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: !APP
; O0-NEXT: ld [%o0], %o0
; O0-NEXT: !NO_APP
; O0-NEXT: ret
; O0-NEXT: restore %g0, %o0, %o0
entry:
  %r = call i32 asm "ld $1, $0", "=r,*m"(ptr elementtype(i32) %p)
  ret i32 %r
}

define dso_local float @fp(float %a, float %b) {
; O2-LABEL: fp:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: ! %bb.0:{{.*}}
; O2-NEXT: save %sp, -112, %sp
; O2-NEXT: .cfi_def_cfa_register %r30
; O2-NEXT: .cfi_window_save
; O2-NEXT: .cfi_register %r15, %r31
; O2-NEXT: st %i0, [%fp+-16]
; O2-NEXT: ld [%fp+-16], %f0
; O2-NEXT: st %i1, [%fp+-12]
; O2-NEXT: ld [%fp+-12], %f1
; O2-NEXT: !APP
; O2-NEXT: fadds %f0, %f1, %f0
; O2-NEXT: !NO_APP
; O2-NEXT: ret
; O2-NEXT: restore
; O0-LABEL: fp:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -112, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: mov %i1, %o1
; O0-NEXT: st %o0, [%fp+-16]
; O0-NEXT: ld [%fp+-16], %f0
; O0-NEXT: st %o1, [%fp+-12]
; O0-NEXT: ld [%fp+-12], %f1
; O0-NEXT: !APP
; O0-NEXT: fadds %f0, %f1, %f0
; O0-NEXT: !NO_APP
; O0-NEXT: ret
; O0-NEXT: restore
entry:
  %r = call float asm "fadds $1, $2, $0", "=f,f,f"(float %a, float %b)
  ret float %r
}

define dso_local i32 @explicit(i32 %a) {
; O2-LABEL: explicit:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: ! %bb.0:{{.*}}
; O2-NEXT: save %sp, -96, %sp
; O2-NEXT: .cfi_def_cfa_register %r30
; O2-NEXT: .cfi_window_save
; O2-NEXT: .cfi_register %r15, %r31
; O2-NEXT: !APP
; O2-NEXT: mov %i0, %l3
; O2-NEXT: add %l3, 1, %o1
; O2-NEXT: !NO_APP
; O2-NEXT: ret
; O2-NEXT: restore %g0, %o1, %o0
; O0-LABEL: explicit:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -96, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: !APP
; O0-NEXT: mov %o0, %l3
; O0-NEXT: add %l3, 1, %o1
; O0-NEXT: !NO_APP
; O0-NEXT: mov %o1, %o0
; O0-NEXT: ret
; O0-NEXT: restore %g0, %o0, %o0
entry:
  %r = call i32 asm "mov $1, %l3; add %l3, 1, %o1", "={r9},r,~{r19}"(i32 %a)
  ret i32 %r
}
