; Redundant masks after zero-extending loads (codegen/redundant_masks.py).
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

; fires: the byte is tested against zero after lbu/ldub, no and with 255
; bless: not=and[a-z]* .*255
define i32 @byte_zero(ptr %p, i32 %i) {
; CHECK-LABEL: byte_zero:{{.*}}
; CHECK-NOT: {{.*(and[a-z]* .*255).*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: ldub [%o0+%o1], %o2
; CHECK-NEXT: cmp %g0, %o2
; CHECK-NEXT: retl
; CHECK-NEXT: subx %g0, -1, %o0
  %q = getelementptr i8, ptr %p, i32 %i
  %b = load i8, ptr %q
  %c = icmp eq i8 %b, 0
  %r = zext i1 %c to i32
  ret i32 %r
}

; must not fire: a 16-bit load keeps its mask to 8 bits
; bless: match=and[a-z]* .*255
define i32 @half_low_byte(ptr %p) {
; CHECK-LABEL: half_low_byte:{{.*}}
; CHECK: and %o1, 255, %o1
  %h = load i16, ptr %p
  %l = and i16 %h, 255
  %c = icmp eq i16 %l, 0
  %r = zext i1 %c to i32
  ret i32 %r
}
