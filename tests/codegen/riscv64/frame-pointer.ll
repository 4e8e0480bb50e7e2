; -frame-pointer=all|non-leaf|none (llc's flag): `all` keeps s0 as the frame pointer in every
; function, with the {ra, s0} frame record below the CFA as llc lays it out; `non-leaf`
; only in functions that call; `none` (and no flag) only where the frame needs it.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 -frame-pointer=all %s -o - | FileCheck %s --match-full-lines --check-prefixes=ALL
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 -frame-pointer=non-leaf %s -o - | FileCheck %s --match-full-lines --check-prefixes=NONLEAF
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 -frame-pointer=none %s -o - | FileCheck %s --match-full-lines --check-prefixes=NONE

target triple = "riscv64-unknown-linux-gnu"

declare i32 @ext(i32)

define i32 @leaf(i32 %a) {
; ALL-LABEL: leaf:{{.*}}
; ALL-NEXT: .cfi_startproc
; ALL-NEXT: # %bb.0:{{.*}}
; ALL-NEXT: addi sp, sp, -16
; ALL-NEXT: .cfi_def_cfa_offset 16
; ALL-NEXT: sd ra, 8(sp)
; ALL-NEXT: .cfi_offset 1, -8
; ALL-NEXT: sd s0, 0(sp)
; ALL-NEXT: .cfi_offset 8, -16
; ALL-NEXT: addi s0, sp, 16
; ALL-NEXT: .cfi_def_cfa 8, 0
; ALL: ld s0, 0(sp)
; ALL: ret
; NONLEAF-LABEL: leaf:{{.*}}
; NONLEAF-NOT: s0
; NONLEAF: ret
; NONE-LABEL: leaf:{{.*}}
; NONE-NOT: s0
; NONE: ret
  %r = add i32 %a, 1
  ret i32 %r
}

define i32 @nonleaf(i32 %a) {
; ALL-LABEL: nonleaf:{{.*}}
; ALL: sd s0, {{[0-9]+}}(sp)
; ALL: addi s0, sp, {{[0-9]+}}
; ALL: call ext
; ALL: ld s0, {{[0-9]+}}(sp)
; ALL: ret
; NONLEAF-LABEL: nonleaf:{{.*}}
; NONLEAF: sd s0, {{[0-9]+}}(sp)
; NONLEAF: addi s0, sp, {{[0-9]+}}
; NONLEAF: call ext
; NONLEAF: ld s0, {{[0-9]+}}(sp)
; NONLEAF: ret
; NONE-LABEL: nonleaf:{{.*}}
; NONE-NOT: s0
; NONE: call ext
; NONE-NOT: s0
; NONE: ret
  %r = call i32 @ext(i32 %a)
  ret i32 %r
}
