; Shifts by register and by immediate, 32 and 64 bit, logical and arithmetic.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

define dso_local i64 @shl_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: shl_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: and %i3, 32, %o1
; CHECK-NEXT: and %i3, 31, %o2
; CHECK-NEXT: sll %i1, %o2, %o0
; CHECK-NEXT: sll %i0, %o2, %o3
; CHECK-NEXT: srl %i1, 1, %o4
; CHECK-NEXT: xor %o2, 31, %o2
; CHECK-NEXT: srl %o4, %o2, %o2
; CHECK-NEXT: or %o3, %o2, %o2
; CHECK-NEXT: cmp %o1, 0
; CHECK-NEXT: bne .LBB0_2
; CHECK-NEXT: mov %o0, %i0
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %o2, %i0
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: cmp %o1, 0
; CHECK-NEXT: bne .LBB0_4
; CHECK-NEXT: mov %g0, %i1
; CHECK-NEXT: ! %bb.3:{{.*}}
; CHECK-NEXT: mov %o0, %i1
; CHECK-NEXT: .LBB0_4:{{.*}}
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %shl = shl i64 %a, %b
  ret i64 %shl
}

define dso_local i64 @lshr_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: lshr_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %i1, %o2
; CHECK-NEXT: and %i3, 32, %o0
; CHECK-NEXT: and %i3, 31, %o3
; CHECK-NEXT: srl %i0, %o3, %i1
; CHECK-NEXT: cmp %o0, 0
; CHECK-NEXT: bne .LBB1_2
; CHECK-NEXT: mov %g0, %o1
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %i1, %o1
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: srl %o2, %o3, %o2
; CHECK-NEXT: sll %i0, 1, %o4
; CHECK-NEXT: xor %o3, 31, %o3
; CHECK-NEXT: sll %o4, %o3, %o3
; CHECK-NEXT: cmp %o0, 0
; CHECK-NEXT: bne .LBB1_4
; CHECK-NEXT: or %o2, %o3, %o2
; CHECK-NEXT: ! %bb.3:{{.*}}
; CHECK-NEXT: mov %o2, %i1
; CHECK-NEXT: .LBB1_4:{{.*}}
; CHECK-NEXT: mov %o1, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %shr = lshr i64 %a, %b
  ret i64 %shr
}

define dso_local i64 @ashr_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: ashr_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %i0, %o0
; CHECK-NEXT: mov %i1, %o2
; CHECK-NEXT: and %i3, 32, %o1
; CHECK-NEXT: sra %o0, 31, %i0
; CHECK-NEXT: and %i3, 31, %o3
; CHECK-NEXT: cmp %o1, 0
; CHECK-NEXT: bne .LBB2_2
; CHECK-NEXT: sra %o0, %o3, %i1
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %i1, %i0
; CHECK-NEXT: .LBB2_2:{{.*}}
; CHECK-NEXT: srl %o2, %o3, %o2
; CHECK-NEXT: sll %o0, 1, %o0
; CHECK-NEXT: xor %o3, 31, %o3
; CHECK-NEXT: sll %o0, %o3, %o0
; CHECK-NEXT: cmp %o1, 0
; CHECK-NEXT: bne .LBB2_4
; CHECK-NEXT: or %o2, %o0, %o0
; CHECK-NEXT: ! %bb.3:{{.*}}
; CHECK-NEXT: mov %o0, %i1
; CHECK-NEXT: .LBB2_4:{{.*}}
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %shr = ashr i64 %a, %b
  ret i64 %shr
}

define dso_local i64 @shl_imm(i64 noundef %a) {
; CHECK-LABEL: shl_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: sll %i0, 3, %o0
; CHECK-NEXT: srl %i1, 29, %o1
; CHECK-NEXT: or %o0, %o1, %i0
; CHECK-NEXT: sll %i1, 3, %i1
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %shl = shl i64 %a, 3
  ret i64 %shl
}

define dso_local i64 @lshr_imm63(i64 noundef %a) {
; CHECK-LABEL: lshr_imm63:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: srl %i0, 31, %i1
; CHECK-NEXT: mov %g0, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %shr = lshr i64 %a, 63
  ret i64 %shr
}

define dso_local i64 @ashr_imm(i64 noundef %a) {
; CHECK-LABEL: ashr_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: sra %i0, 7, %o0
; CHECK-NEXT: srl %i1, 7, %o1
; CHECK-NEXT: sll %i0, 25, %o2
; CHECK-NEXT: or %o1, %o2, %i1
; CHECK-NEXT: mov %o0, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %shr = ashr i64 %a, 7
  ret i64 %shr
}

define dso_local i32 @shl32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: shl32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: sll %i0, %i1, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %shl = shl i32 %a, %b
  ret i32 %shl
}

define dso_local i32 @lshr32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: lshr32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: srl %i0, %i1, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %shr = lshr i32 %a, %b
  ret i32 %shr
}

define dso_local i32 @ashr32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: ashr32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: sra %i0, %i1, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %shr = ashr i32 %a, %b
  ret i32 %shr
}

define dso_local i32 @shl32_imm(i32 noundef %a) {
; CHECK-LABEL: shl32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: sll %i0, 31, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %shl = shl i32 %a, 31
  ret i32 %shl
}

define dso_local i32 @lshr32_imm(i32 noundef %a) {
; CHECK-LABEL: lshr32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: srl %i0, 1, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %shr = lshr i32 %a, 1
  ret i32 %shr
}

define dso_local i32 @ashr32_imm(i32 noundef %a) {
; CHECK-LABEL: ashr32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: sra %i0, 31, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %shr = ashr i32 %a, 31
  ret i32 %shr
}
