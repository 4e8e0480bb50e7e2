; Selects: bit tests as shift/and (patterns._bit_select_patterns) and the branch of a
; select diamond testing the compare's operands (lowering._fold_condition).
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; fires: (x & 8) == 0 ? 0 : t
; bless: not=(beq|bne|seqz|snez)
define i32 @bit_eq(i32 %x, i32 %t) {
; CHECK-LABEL: bit_eq:{{.*}}
; CHECK-NOT: {{.*((beq|bne|seqz|snez)).*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slli a0, a0, 60
; CHECK-NEXT: srai a0, a0, 63
; CHECK-NEXT: and a0, a0, a1
; CHECK-NEXT: ret
  %a = and i32 %x, 8
  %c = icmp eq i32 %a, 0
  %r = select i1 %c, i32 0, i32 %t
  ret i32 %r
}

; fires: (x & 1) != 0 ? t : 0
; bless: not=(beq|bne|seqz|snez)
define i64 @bit_ne(i64 %x, i64 %t) {
; CHECK-LABEL: bit_ne:{{.*}}
; CHECK-NOT: {{.*((beq|bne|seqz|snez)).*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slli a0, a0, 63
; CHECK-NEXT: srai a0, a0, 63
; CHECK-NEXT: and a0, a0, a1
; CHECK-NEXT: ret
  %a = and i64 %x, 1
  %c = icmp ne i64 %a, 0
  %r = select i1 %c, i64 %t, i64 0
  ret i64 %r
}

; must not fire: the mask is not one bit, and the zero is on the other side
define i64 @not_bit(i64 %x, i64 %t) {
; CHECK-LABEL: not_bit:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: andi a3, a0, 6
; CHECK-NEXT: addi a2, zero, 0
; CHECK-NEXT: beq a3, zero, .LBB2_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: mv a2, a1
; CHECK-NEXT: .LBB2_2:{{.*}}
; CHECK-NEXT: andi a0, a0, 4
; CHECK-NEXT: beq a0, zero, .LBB2_4
; CHECK-NEXT: # %bb.3:{{.*}}
; CHECK-NEXT: addi a1, zero, 0
; CHECK-NEXT: .LBB2_4:{{.*}}
; CHECK-NEXT: add a0, a2, a1
; CHECK-NEXT: ret
  %a = and i64 %x, 6
  %c = icmp eq i64 %a, 0
  %r = select i1 %c, i64 0, i64 %t
  %b = and i64 %x, 4
  %d = icmp eq i64 %b, 0
  %s = select i1 %d, i64 %t, i64 0
  %z = add i64 %r, %s
  ret i64 %z
}

; fold fires: blt on the operands, no slt
; bless: not=slt
define i64 @sel_slt(i64 %a, i64 %b, i64 %x, i64 %y) {
; CHECK-LABEL: sel_slt:{{.*}}
; CHECK-NOT: {{.*(slt).*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: blt a0, a1, .LBB3_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: mv a2, a3
; CHECK-NEXT: .LBB3_2:{{.*}}
; CHECK-NEXT: mv a0, a2
; CHECK-NEXT: ret
  %c = icmp slt i64 %a, %b
  %r = select i1 %c, i64 %x, i64 %y
  ret i64 %r
}

; fold must not fire: the compare result is also returned, so slt stays and the
; branch tests it
define i64 @sel_slt_used(i64 %a, i64 %b, i64 %x, i64 %y) {
; CHECK-LABEL: sel_slt_used:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slt a0, a0, a1
; CHECK-NEXT: bne a0, zero, .LBB4_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: mv a2, a3
; CHECK-NEXT: .LBB4_2:{{.*}}
; CHECK-NEXT: add a0, a2, a0
; CHECK-NEXT: ret
  %c = icmp slt i64 %a, %b
  %r = select i1 %c, i64 %x, i64 %y
  %z = zext i1 %c to i64
  %s = add i64 %r, %z
  ret i64 %s
}
