; Redundant masks after zero-extending loads (codegen/redundant_masks.py).
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; fires: the byte is tested against zero after lbu/ldub, no and with 255
; bless: not=and[a-z]* .*255
define i32 @byte_zero(ptr %p, i32 %i) {
; CHECK-LABEL: byte_zero:{{.*}}
; CHECK-NOT: {{.*(and[a-z]* .*255).*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sext.w a1, a1
; CHECK-NEXT: add a0, a0, a1
; CHECK-NEXT: lbu a0, 0(a0)
; CHECK-NEXT: seqz a0, a0
; CHECK-NEXT: ret
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
; CHECK: andi a0, a0, 255
  %h = load i16, ptr %p
  %l = and i16 %h, 255
  %c = icmp eq i16 %l, 0
  %r = zext i1 %c to i32
  ret i32 %r
}
