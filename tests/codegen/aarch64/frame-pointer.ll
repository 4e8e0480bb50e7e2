; -frame-pointer=all|non-leaf|none (llc's flag): `all` sets up the frame record {x29, x30}
; and x29 in every function, `non-leaf` only in functions that call (which save the
; record anyway, and point x29 at it with or without the flag, as llc's default for
; Linux does); `none` (and no flag): a leaf gets x29 only where its frame needs it.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 -frame-pointer=all %s -o - | FileCheck %s --match-full-lines --check-prefixes=ALL
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 -frame-pointer=non-leaf %s -o - | FileCheck %s --match-full-lines --check-prefixes=NONLEAF
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 -frame-pointer=none %s -o - | FileCheck %s --match-full-lines --check-prefixes=NONE

target triple = "aarch64-unknown-linux-gnu"

declare i32 @ext(i32)

define i32 @leaf(i32 %a) {
; ALL-LABEL: leaf:{{.*}}
; ALL-NEXT: .cfi_startproc
; ALL-NEXT: // %bb.0:{{.*}}
; ALL-NEXT: sub sp, sp, #16
; ALL-NEXT: .cfi_def_cfa_offset 16
; ALL-NEXT: stp x29, x30, [sp, #0]
; ALL-NEXT: mov x29, sp
; ALL: ldp x29, x30, [sp, #0]
; ALL: ret
; NONLEAF-LABEL: leaf:{{.*}}
; NONLEAF-NOT: x29
; NONLEAF: ret
; NONE-LABEL: leaf:{{.*}}
; NONE-NOT: x29
; NONE: ret
  %r = add i32 %a, 1
  ret i32 %r
}

define i32 @nonleaf(i32 %a) {
; ALL-LABEL: nonleaf:{{.*}}
; ALL: stp x29, x30, [sp, #{{[0-9]+}}]
; ALL-NEXT: mov x29, sp
; ALL: bl ext
; ALL: ret
; NONLEAF-LABEL: nonleaf:{{.*}}
; NONLEAF: stp x29, x30, [sp, #{{[0-9]+}}]
; NONLEAF-NEXT: mov x29, sp
; NONLEAF: bl ext
; NONLEAF: ret
; NONE-LABEL: nonleaf:{{.*}}
; NONE: bl ext
; NONE: ret
  %r = call i32 @ext(i32 %a)
  ret i32 %r
}
