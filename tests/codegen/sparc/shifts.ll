; Shifts by register and by immediate, 32 and 64 bit, logical and arithmetic.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

define dso_local i64 @shl_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: shl_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: and %o3, 32, %g2
; CHECK-NEXT: sll %o1, %o3, %o5
; CHECK-NEXT: sll %o0, %o3, %g3
; CHECK-NEXT: srl %o1, 1, %g4
; CHECK-NEXT: and %o3, 31, %o4
; CHECK-NEXT: xor %o4, 31, %o4
; CHECK-NEXT: srl %g4, %o4, %g4
; CHECK-NEXT: or %g3, %g4, %g3
; CHECK-NEXT: cmp %g2, 0
; CHECK-NEXT: bne .LBB0_2
; CHECK-NEXT: mov %o5, %o0
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g3, %o0
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: cmp %g2, 0
; CHECK-NEXT: bne .LBB0_4
; CHECK-NEXT: mov %g0, %o1
; CHECK-NEXT: ! %bb.3:{{.*}}
; CHECK-NEXT: mov %o5, %o1
; CHECK-NEXT: .LBB0_4:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
entry:
  %shl = shl i64 %a, %b
  ret i64 %shl
}

define dso_local i64 @lshr_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: lshr_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: mov %o0, %o5
; CHECK-NEXT: mov %o1, %g2
; CHECK-NEXT: and %o3, 32, %o4
; CHECK-NEXT: srl %o5, %o3, %o1
; CHECK-NEXT: cmp %o4, 0
; CHECK-NEXT: bne .LBB1_2
; CHECK-NEXT: mov %g0, %o0
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %o1, %o0
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: srl %g2, %o3, %g2
; CHECK-NEXT: sll %o5, 1, %o5
; CHECK-NEXT: and %o3, 31, %g3
; CHECK-NEXT: xor %g3, 31, %g3
; CHECK-NEXT: sll %o5, %g3, %o5
; CHECK-NEXT: cmp %o4, 0
; CHECK-NEXT: bne .LBB1_4
; CHECK-NEXT: or %g2, %o5, %o5
; CHECK-NEXT: ! %bb.3:{{.*}}
; CHECK-NEXT: mov %o5, %o1
; CHECK-NEXT: .LBB1_4:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
entry:
  %shr = lshr i64 %a, %b
  ret i64 %shr
}

define dso_local i64 @ashr_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: ashr_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: mov %o0, %o5
; CHECK-NEXT: mov %o1, %g2
; CHECK-NEXT: and %o3, 32, %o4
; CHECK-NEXT: sra %o5, 31, %o0
; CHECK-NEXT: cmp %o4, 0
; CHECK-NEXT: bne .LBB2_2
; CHECK-NEXT: sra %o5, %o3, %o1
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %o1, %o0
; CHECK-NEXT: .LBB2_2:{{.*}}
; CHECK-NEXT: srl %g2, %o3, %g2
; CHECK-NEXT: sll %o5, 1, %o5
; CHECK-NEXT: and %o3, 31, %g3
; CHECK-NEXT: xor %g3, 31, %g3
; CHECK-NEXT: sll %o5, %g3, %o5
; CHECK-NEXT: cmp %o4, 0
; CHECK-NEXT: bne .LBB2_4
; CHECK-NEXT: or %g2, %o5, %o5
; CHECK-NEXT: ! %bb.3:{{.*}}
; CHECK-NEXT: mov %o5, %o1
; CHECK-NEXT: .LBB2_4:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
entry:
  %shr = ashr i64 %a, %b
  ret i64 %shr
}

define dso_local i64 @shl_imm(i64 noundef %a) {
; CHECK-LABEL: shl_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sll %o0, 3, %o2
; CHECK-NEXT: srl %o1, 29, %o3
; CHECK-NEXT: or %o2, %o3, %o0
; CHECK-NEXT: retl
; CHECK-NEXT: sll %o1, 3, %o1
entry:
  %shl = shl i64 %a, 3
  ret i64 %shl
}

define dso_local i64 @lshr_imm63(i64 noundef %a) {
; CHECK-LABEL: lshr_imm63:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: srl %o0, 31, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: mov %g0, %o0
entry:
  %shr = lshr i64 %a, 63
  ret i64 %shr
}

define dso_local i64 @ashr_imm(i64 noundef %a) {
; CHECK-LABEL: ashr_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sra %o0, 7, %o3
; CHECK-NEXT: srl %o1, 7, %o4
; CHECK-NEXT: sll %o0, 25, %o2
; CHECK-NEXT: or %o4, %o2, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: mov %o3, %o0
entry:
  %shr = ashr i64 %a, 7
  ret i64 %shr
}

define dso_local i32 @shl32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: shl32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: sll %o0, %o1, %o0
entry:
  %shl = shl i32 %a, %b
  ret i32 %shl
}

define dso_local i32 @lshr32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: lshr32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: srl %o0, %o1, %o0
entry:
  %shr = lshr i32 %a, %b
  ret i32 %shr
}

define dso_local i32 @ashr32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: ashr32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: sra %o0, %o1, %o0
entry:
  %shr = ashr i32 %a, %b
  ret i32 %shr
}

define dso_local i32 @shl32_imm(i32 noundef %a) {
; CHECK-LABEL: shl32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: sll %o0, 31, %o0
entry:
  %shl = shl i32 %a, 31
  ret i32 %shl
}

define dso_local i32 @lshr32_imm(i32 noundef %a) {
; CHECK-LABEL: lshr32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: srl %o0, 1, %o0
entry:
  %shr = lshr i32 %a, 1
  ret i32 %shr
}

define dso_local i32 @ashr32_imm(i32 noundef %a) {
; CHECK-LABEL: ashr32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: sra %o0, 31, %o0
entry:
  %shr = ashr i32 %a, 31
  ret i32 %shr
}
