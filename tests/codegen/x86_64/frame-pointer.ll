; -frame-pointer=all|non-leaf|none (llc's flag): `all` sets up %rbp in every function,
; `non-leaf` only in functions that call, `none` (and no flag) only where the frame needs it.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 -frame-pointer=all %s -o - | FileCheck %s --match-full-lines --check-prefixes=ALL
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 -frame-pointer=non-leaf %s -o - | FileCheck %s --match-full-lines --check-prefixes=NONLEAF
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 -frame-pointer=none %s -o - | FileCheck %s --match-full-lines --check-prefixes=NONE

target triple = "x86_64-unknown-linux-gnu"

declare i32 @ext(i32)

define i32 @leaf(i32 %a) {
; ALL-LABEL: leaf:{{.*}}
; ALL-NEXT: .cfi_startproc
; ALL-NEXT: # %bb.0:{{.*}}
; ALL-NEXT: pushq %rbp
; ALL-NEXT: .cfi_def_cfa_offset 16
; ALL-NEXT: .cfi_offset 6, -16
; ALL-NEXT: movq %rsp, %rbp
; ALL-NEXT: .cfi_def_cfa_register 6
; ALL: popq %rbp
; ALL-NEXT: .cfi_def_cfa 7, 8
; ALL-NEXT: retq
; NONLEAF-LABEL: leaf:{{.*}}
; NONLEAF-NOT: %rbp
; NONLEAF: retq
; NONE-LABEL: leaf:{{.*}}
; NONE-NOT: %rbp
; NONE: retq
  %r = add i32 %a, 1
  ret i32 %r
}

define i32 @nonleaf(i32 %a) {
; ALL-LABEL: nonleaf:{{.*}}
; ALL-NEXT: .cfi_startproc
; ALL-NEXT: # %bb.0:{{.*}}
; ALL-NEXT: pushq %rbp
; ALL-NEXT: .cfi_def_cfa_offset 16
; ALL-NEXT: .cfi_offset 6, -16
; ALL-NEXT: movq %rsp, %rbp
; ALL-NEXT: .cfi_def_cfa_register 6
; ALL: callq ext
; ALL: popq %rbp
; ALL-NEXT: .cfi_def_cfa 7, 8
; ALL-NEXT: retq
; NONLEAF-LABEL: nonleaf:{{.*}}
; NONLEAF-NEXT: .cfi_startproc
; NONLEAF-NEXT: # %bb.0:{{.*}}
; NONLEAF-NEXT: pushq %rbp
; NONLEAF-NEXT: .cfi_def_cfa_offset 16
; NONLEAF-NEXT: .cfi_offset 6, -16
; NONLEAF-NEXT: movq %rsp, %rbp
; NONLEAF-NEXT: .cfi_def_cfa_register 6
; NONLEAF: callq ext
; NONLEAF: popq %rbp
; NONLEAF-NEXT: .cfi_def_cfa 7, 8
; NONLEAF-NEXT: retq
; NONE-LABEL: nonleaf:{{.*}}
; NONE-NOT: %rbp
; NONE: callq ext
; NONE-NOT: %rbp
; NONE: retq
  %r = call i32 @ext(i32 %a)
  ret i32 %r
}
