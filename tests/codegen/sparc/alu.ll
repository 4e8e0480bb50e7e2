; Integer ALU selection: register and immediate forms, immediate edges.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

define dso_local i64 @add_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: add_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: add %i2, %i0, %o0
; CHECK-NEXT: add %i3, %i1, %i1
; CHECK-NEXT: cmp %i1, %i3
; CHECK-NEXT: addx %g0, 0, %o1
; CHECK-NEXT: add %o0, %o1, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %add = add nsw i64 %b, %a
  ret i64 %add
}

define dso_local i64 @add_imm_pos(i64 noundef %a) {
; CHECK-LABEL: add_imm_pos:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %i1, %o0
; CHECK-NEXT: add %o0, 2047, %i1
; CHECK-NEXT: cmp %i1, %o0
; CHECK-NEXT: addx %g0, 0, %o0
; CHECK-NEXT: add %i0, %o0, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %add = add nsw i64 %a, 2047
  ret i64 %add
}

define dso_local i64 @add_imm_neg(i64 noundef %a) {
; CHECK-LABEL: add_imm_neg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %i1, %o1
; CHECK-NEXT: add %i0, -1, %o0
; CHECK-NEXT: add %o1, -2048, %i1
; CHECK-NEXT: cmp %i1, %o1
; CHECK-NEXT: addx %g0, 0, %o1
; CHECK-NEXT: add %o0, %o1, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %add = add nsw i64 %a, -2048
  ret i64 %add
}

define dso_local i64 @add_imm_big(i64 noundef %a) {
; CHECK-LABEL: add_imm_big:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %i1, %o0
; CHECK-NEXT: sethi 4, %o1
; CHECK-NEXT: add %o0, %o1, %i1
; CHECK-NEXT: cmp %i1, %o0
; CHECK-NEXT: addx %g0, 0, %o0
; CHECK-NEXT: add %i0, %o0, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %add = add nsw i64 %a, 4096
  ret i64 %add
}

define dso_local i32 @add32_imm(i32 noundef %a) {
; CHECK-LABEL: add32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: add %i0, 100, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %add = add nsw i32 %a, 100
  ret i32 %add
}

define dso_local i64 @sub_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: sub_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: sub %i0, %i2, %o0
; CHECK-NEXT: cmp %i1, %i3
; CHECK-NEXT: addx %g0, 0, %o1
; CHECK-NEXT: sub %o0, %o1, %i0
; CHECK-NEXT: sub %i1, %i3, %i1
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %sub = sub nsw i64 %a, %b
  ret i64 %sub
}

define dso_local i32 @sub32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: sub32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: sub %i0, %i1, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %sub = sub nsw i32 %a, %b
  ret i32 %sub
}

define dso_local i64 @sub_imm(i64 noundef %a) {
; CHECK-LABEL: sub_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %i1, %o1
; CHECK-NEXT: add %i0, -1, %o0
; CHECK-NEXT: add %o1, -1, %i1
; CHECK-NEXT: cmp %i1, %o1
; CHECK-NEXT: addx %g0, 0, %o1
; CHECK-NEXT: add %o0, %o1, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %sub = add nsw i64 %a, -1
  ret i64 %sub
}

define dso_local i64 @neg(i64 noundef %a) {
; CHECK-LABEL: neg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: sub %g0, %i0, %o0
; CHECK-NEXT: cmp %i1, 0
; CHECK-NEXT: bgu .LBB8_2
; CHECK-NEXT: mov 1, %o1
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g0, %o1
; CHECK-NEXT: .LBB8_2:{{.*}}
; CHECK-NEXT: sub %o0, %o1, %i0
; CHECK-NEXT: sub %g0, %i1, %i1
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %sub = sub nsw i64 0, %a
  ret i64 %sub
}

define dso_local i64 @mul_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: mul_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: umul %i3, %i1, %o0
; CHECK-NEXT: rd %y, %o0
; CHECK-NEXT: smul %i3, %i0, %o1
; CHECK-NEXT: smul %i2, %i1, %o2
; CHECK-NEXT: add %o1, %o2, %o1
; CHECK-NEXT: add %o0, %o1, %i0
; CHECK-NEXT: smul %i3, %i1, %i1
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %mul = mul nsw i64 %b, %a
  ret i64 %mul
}

define dso_local i32 @mul32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: mul32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: smul %i1, %i0, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %mul = mul nsw i32 %b, %a
  ret i32 %mul
}

define dso_local i64 @mul_imm(i64 noundef %a) {
; CHECK-LABEL: mul_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov 10, %o0
; CHECK-NEXT: umul %i1, %o0, %o0
; CHECK-NEXT: rd %y, %o0
; CHECK-NEXT: smul %i0, 10, %o1
; CHECK-NEXT: add %o0, %o1, %i0
; CHECK-NEXT: smul %i1, 10, %i1
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %mul = mul nsw i64 %a, 10
  ret i64 %mul
}

define dso_local i64 @and_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: and_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: and %i2, %i0, %i0
; CHECK-NEXT: and %i3, %i1, %i1
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %and = and i64 %b, %a
  ret i64 %and
}

define dso_local i64 @and_imm(i64 noundef %a) {
; CHECK-LABEL: and_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: and %i1, 255, %i1
; CHECK-NEXT: mov %g0, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %and = and i64 %a, 255
  ret i64 %and
}

define dso_local i64 @or_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: or_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: or %i2, %i0, %i0
; CHECK-NEXT: or %i3, %i1, %i1
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %or = or i64 %b, %a
  ret i64 %or
}

define dso_local i64 @or_imm(i64 noundef %a) {
; CHECK-LABEL: or_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: or %i1, 1024, %i1
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %or = or i64 %a, 1024
  ret i64 %or
}

define dso_local i64 @xor_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: xor_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: xor %i2, %i0, %i0
; CHECK-NEXT: xor %i3, %i1, %i1
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %xor = xor i64 %b, %a
  ret i64 %xor
}

define dso_local i64 @xor_imm(i64 noundef %a) {
; CHECK-LABEL: xor_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: xnor %i0, %g0, %i0
; CHECK-NEXT: xor %i1, -2048, %i1
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %xor = xor i64 %a, -2048
  ret i64 %xor
}

define dso_local i64 @not(i64 noundef %a) {
; CHECK-LABEL: not:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: xnor %i0, %g0, %i0
; CHECK-NEXT: xnor %i1, %g0, %i1
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %not = xor i64 %a, -1
  ret i64 %not
}

define dso_local i32 @and32_imm(i32 noundef %a) {
; CHECK-LABEL: and32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: sethi 63, %o0
; CHECK-NEXT: or %o0, 1023, %o0
; CHECK-NEXT: and %i0, %o0, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %and = and i32 %a, 65535
  ret i32 %and
}
