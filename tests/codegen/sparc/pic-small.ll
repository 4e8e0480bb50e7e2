; !"PIC Level" 1 (clang -fpic, the small GOT): SPARC reaches each GOT slot with one
; `ld [base + sym]` (R_SPARC_GOT13 under `as -KPIC`), as llc-16 does; level 2 or no flag:
; sethi/add (GOT22/GOT10), see pic.ll. Without -relocation-model=pic the flag changes nothing.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -relocation-model=pic -O2 %s -o - | FileCheck %s
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --check-prefix=STATIC

target triple = "sparc-unknown-linux-gnu"

@g = global i32 40
@k = internal global i32 2

; CHECK-LABEL: sum:
; CHECK: call .+8
; CHECK-NEXT: sethi %pc22(_GLOBAL_OFFSET_TABLE_+4), [[B:%[a-z0-9]+]]
; CHECK: ld [[[B]]+g], [[G:%[a-z0-9]+]]
; CHECK-NEXT: ld [[[G]]+0],
; CHECK: ld [[[B]]+k],
; CHECK-NOT: sethi %hi
; STATIC-LABEL: sum:
; STATIC: sethi %hi(g),
; STATIC-NOT: _GLOBAL_OFFSET_TABLE_
define i32 @sum() {
  %a = load i32, ptr @g
  %b = load i32, ptr @k
  %s = add i32 %a, %b
  ret i32 %s
}

!llvm.module.flags = !{!0}
!0 = !{i32 8, !"PIC Level", i32 1}
