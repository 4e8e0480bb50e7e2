; Integer compares producing a value, and selects.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

define dso_local i32 @cmp_eq(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_eq:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: xor %o1, %o3, %o4
; CHECK-NEXT: xor %o0, %o2, %o5
; CHECK-NEXT: or %o4, %o5, %o4
; CHECK-NEXT: cmp %g0, %o4
; CHECK-NEXT: retl
; CHECK-NEXT: subx %g0, -1, %o0
entry:
  %cmp = icmp eq i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_ne(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_ne:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: xor %o1, %o3, %o4
; CHECK-NEXT: xor %o0, %o2, %o5
; CHECK-NEXT: or %o4, %o5, %o4
; CHECK-NEXT: cmp %g0, %o4
; CHECK-NEXT: retl
; CHECK-NEXT: addx %g0, 0, %o0
entry:
  %cmp = icmp ne i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_slt(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_slt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %o1, %o3
; CHECK-NEXT: addx %g0, 0, %o4
; CHECK-NEXT: cmp %o0, %o2
; CHECK-NEXT: bl .LBB2_2
; CHECK-NEXT: mov 1, %o5
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g0, %o5
; CHECK-NEXT: .LBB2_2:{{.*}}
; CHECK-NEXT: cmp %o0, %o2
; CHECK-NEXT: be .LBB2_4
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.3:{{.*}}
; CHECK-NEXT: mov %o5, %o4
; CHECK-NEXT: .LBB2_4:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: mov %o4, %o0
entry:
  %cmp = icmp slt i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_sge(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_sge:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %o1, %o3
; CHECK-NEXT: subx %g0, -1, %o4
; CHECK-NEXT: cmp %o0, %o2
; CHECK-NEXT: bge .LBB3_2
; CHECK-NEXT: mov 1, %o5
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g0, %o5
; CHECK-NEXT: .LBB3_2:{{.*}}
; CHECK-NEXT: cmp %o0, %o2
; CHECK-NEXT: be .LBB3_4
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.3:{{.*}}
; CHECK-NEXT: mov %o5, %o4
; CHECK-NEXT: .LBB3_4:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: mov %o4, %o0
entry:
  %cmp = icmp sge i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_ult(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_ult:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %o1, %o3
; CHECK-NEXT: addx %g0, 0, %o4
; CHECK-NEXT: cmp %o0, %o2
; CHECK-NEXT: addx %g0, 0, %o5
; CHECK-NEXT: cmp %o0, %o2
; CHECK-NEXT: be .LBB4_2
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %o5, %o4
; CHECK-NEXT: .LBB4_2:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: mov %o4, %o0
entry:
  %cmp = icmp ult i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_ugt(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_ugt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %o1, %o3
; CHECK-NEXT: bgu .LBB5_2
; CHECK-NEXT: mov 1, %o4
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g0, %o4
; CHECK-NEXT: .LBB5_2:{{.*}}
; CHECK-NEXT: cmp %o0, %o2
; CHECK-NEXT: bgu .LBB5_4
; CHECK-NEXT: mov 1, %o5
; CHECK-NEXT: ! %bb.3:{{.*}}
; CHECK-NEXT: mov %g0, %o5
; CHECK-NEXT: .LBB5_4:{{.*}}
; CHECK-NEXT: cmp %o0, %o2
; CHECK-NEXT: be .LBB5_6
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.5:{{.*}}
; CHECK-NEXT: mov %o5, %o4
; CHECK-NEXT: .LBB5_6:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: mov %o4, %o0
entry:
  %cmp = icmp ugt i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_slt_imm(i32 noundef %a) {
; CHECK-LABEL: cmp_slt_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %o0, 100
; CHECK-NEXT: bl .LBB6_2
; CHECK-NEXT: mov 1, %o0
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g0, %o0
; CHECK-NEXT: .LBB6_2:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
entry:
  %cmp = icmp slt i32 %a, 100
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_eq_zero(i32 noundef %a) {
; CHECK-LABEL: cmp_eq_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %g0, %o0
; CHECK-NEXT: retl
; CHECK-NEXT: subx %g0, -1, %o0
entry:
  %cmp = icmp eq i32 %a, 0
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i64 @select_slt(i64 noundef %a, i64 noundef %b, i64 noundef %c, i64 noundef %d) {
; CHECK-LABEL: select_slt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: cmp %i1, %i3
; CHECK-NEXT: addx %g0, 0, %o0
; CHECK-NEXT: cmp %i0, %i2
; CHECK-NEXT: bl .LBB8_2
; CHECK-NEXT: mov 1, %o1
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g0, %o1
; CHECK-NEXT: .LBB8_2:{{.*}}
; CHECK-NEXT: cmp %i0, %i2
; CHECK-NEXT: be .LBB8_4
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.3:{{.*}}
; CHECK-NEXT: mov %o1, %o0
; CHECK-NEXT: .LBB8_4:{{.*}}
; CHECK-NEXT: cmp %o0, 0
; CHECK-NEXT: bne .LBB8_6
; CHECK-NEXT: ld [%fp+92], %o1
; CHECK-NEXT: ! %bb.5:{{.*}}
; CHECK-NEXT: mov %o1, %i4
; CHECK-NEXT: .LBB8_6:{{.*}}
; CHECK-NEXT: cmp %o0, 0
; CHECK-NEXT: bne .LBB8_8
; CHECK-NEXT: ld [%fp+96], %o1
; CHECK-NEXT: ! %bb.7:{{.*}}
; CHECK-NEXT: mov %o1, %i5
; CHECK-NEXT: .LBB8_8:{{.*}}
; CHECK-NEXT: mov %i4, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %i5, %o1
entry:
  %cmp = icmp slt i64 %a, %b
  %cond = select i1 %cmp, i64 %c, i64 %d
  ret i64 %cond
}

define dso_local i32 @select_max(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: select_max:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %o0, %o1
; CHECK-NEXT: bg .LBB9_2
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %o1, %o0
; CHECK-NEXT: .LBB9_2:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
entry:
  %cmp = icmp sgt i32 %a, %b
  %cond = select i1 %cmp, i32 %a, i32 %b
  ret i32 %cond
}

define dso_local i32 @select_const(i32 noundef %a) {
; CHECK-LABEL: select_const:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: mov %o0, %o1
; CHECK-NEXT: mov 5, %o0
; CHECK-NEXT: cmp %o1, 0
; CHECK-NEXT: bne .LBB10_2
; CHECK-NEXT: mov 9, %o2
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %o2, %o0
; CHECK-NEXT: .LBB10_2:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
entry:
  %tobool = icmp ne i32 %a, 0
  %cond = select i1 %tobool, i32 5, i32 9
  ret i32 %cond
}
