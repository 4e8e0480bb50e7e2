; The module flag "PIE Level" (clang -fPIE): dso_local definitions are referenced by their
; own symbol (an executable's symbols cannot be preempted), not by a `.L<name>$local` alias;
; preemptible ones still go through the GOT. "PIC Level" does not turn PIC on by itself:
; the relocation model is the command line's, as in llc.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -O2 %s -o - | FileCheck %s
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --check-prefix=STATIC

target triple = "x86_64-unknown-linux-gnu"

; CHECK-NOT: $local
; STATIC-NOT: GOTPCREL
; STATIC-NOT: @PLT

@h = dso_local global i32 2
@g = global i32 1

declare i32 @ext(i32)

define dso_local i32 @locdef(i32 %x) {
  ret i32 %x
}

; CHECK-LABEL: use:
; CHECK: movl h(%rip),
; CHECK: movq g@GOTPCREL(%rip),
; CHECK: callq locdef
; CHECK: callq ext@PLT
; STATIC-LABEL: use:
; STATIC: movl h(%rip),
; STATIC: movl g(%rip),
; STATIC: callq locdef
; STATIC: callq ext
define i32 @use() {
  %a = load i32, ptr @h
  %b = load i32, ptr @g
  %s = add i32 %a, %b
  %c = call i32 @locdef(i32 %s)
  %d = call i32 @ext(i32 %c)
  ret i32 %d
}

!llvm.module.flags = !{!0, !1}
!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
