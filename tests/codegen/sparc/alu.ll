; Integer ALU selection: register and immediate forms, immediate edges.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

define dso_local i64 @add_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: add_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: addcc %o3, %o1, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: addxcc %o2, %o0, %o0
entry:
  %add = add nsw i64 %b, %a
  ret i64 %add
}

define dso_local i64 @add_imm_pos(i64 noundef %a) {
; CHECK-LABEL: add_imm_pos:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: addcc %o1, 2047, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: addxcc %o0, 0, %o0
entry:
  %add = add nsw i64 %a, 2047
  ret i64 %add
}

define dso_local i64 @add_imm_neg(i64 noundef %a) {
; CHECK-LABEL: add_imm_neg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: addcc %o1, -2048, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: addxcc %o0, -1, %o0
entry:
  %add = add nsw i64 %a, -2048
  ret i64 %add
}

define dso_local i64 @add_imm_big(i64 noundef %a) {
; CHECK-LABEL: add_imm_big:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi 4, %o2
; CHECK-NEXT: addcc %o1, %o2, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: addxcc %o0, 0, %o0
entry:
  %add = add nsw i64 %a, 4096
  ret i64 %add
}

define dso_local i32 @add32_imm(i32 noundef %a) {
; CHECK-LABEL: add32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: add %o0, 100, %o0
entry:
  %add = add nsw i32 %a, 100
  ret i32 %add
}

define dso_local i64 @sub_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: sub_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: subcc %o1, %o3, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: subxcc %o0, %o2, %o0
entry:
  %sub = sub nsw i64 %a, %b
  ret i64 %sub
}

define dso_local i32 @sub32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: sub32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: sub %o0, %o1, %o0
entry:
  %sub = sub nsw i32 %a, %b
  ret i32 %sub
}

define dso_local i64 @sub_imm(i64 noundef %a) {
; CHECK-LABEL: sub_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: addcc %o1, -1, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: addxcc %o0, -1, %o0
entry:
  %sub = add nsw i64 %a, -1
  ret i64 %sub
}

define dso_local i64 @neg(i64 noundef %a) {
; CHECK-LABEL: neg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: subcc %g0, %o1, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: subxcc %g0, %o0, %o0
entry:
  %sub = sub nsw i64 0, %a
  ret i64 %sub
}

define dso_local i64 @mul_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: mul_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: umul %o3, %o1, %o4
; CHECK-NEXT: rd %y, %o4
; CHECK-NEXT: smul %o3, %o0, %o5
; CHECK-NEXT: smul %o2, %o1, %g2
; CHECK-NEXT: add %o5, %g2, %o5
; CHECK-NEXT: add %o4, %o5, %o0
; CHECK-NEXT: retl
; CHECK-NEXT: smul %o3, %o1, %o1
entry:
  %mul = mul nsw i64 %b, %a
  ret i64 %mul
}

define dso_local i32 @mul32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: mul32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: smul %o1, %o0, %o0
entry:
  %mul = mul nsw i32 %b, %a
  ret i32 %mul
}

define dso_local i64 @mul_imm(i64 noundef %a) {
; CHECK-LABEL: mul_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: mov 10, %o2
; CHECK-NEXT: umul %o1, %o2, %o2
; CHECK-NEXT: rd %y, %o2
; CHECK-NEXT: smul %o0, 10, %o3
; CHECK-NEXT: add %o2, %o3, %o0
; CHECK-NEXT: retl
; CHECK-NEXT: smul %o1, 10, %o1
entry:
  %mul = mul nsw i64 %a, 10
  ret i64 %mul
}

define dso_local i64 @and_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: and_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: and %o2, %o0, %o0
; CHECK-NEXT: retl
; CHECK-NEXT: and %o3, %o1, %o1
entry:
  %and = and i64 %b, %a
  ret i64 %and
}

define dso_local i64 @and_imm(i64 noundef %a) {
; CHECK-LABEL: and_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: and %o1, 255, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: mov %g0, %o0
entry:
  %and = and i64 %a, 255
  ret i64 %and
}

define dso_local i64 @or_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: or_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: or %o2, %o0, %o0
; CHECK-NEXT: retl
; CHECK-NEXT: or %o3, %o1, %o1
entry:
  %or = or i64 %b, %a
  ret i64 %or
}

define dso_local i64 @or_imm(i64 noundef %a) {
; CHECK-LABEL: or_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: or %o1, 1024, %o1
entry:
  %or = or i64 %a, 1024
  ret i64 %or
}

define dso_local i64 @xor_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: xor_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: xor %o2, %o0, %o0
; CHECK-NEXT: retl
; CHECK-NEXT: xor %o3, %o1, %o1
entry:
  %xor = xor i64 %b, %a
  ret i64 %xor
}

define dso_local i64 @xor_imm(i64 noundef %a) {
; CHECK-LABEL: xor_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: xnor %o0, %g0, %o0
; CHECK-NEXT: retl
; CHECK-NEXT: xor %o1, -2048, %o1
entry:
  %xor = xor i64 %a, -2048
  ret i64 %xor
}

define dso_local i64 @not(i64 noundef %a) {
; CHECK-LABEL: not:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: xnor %o0, %g0, %o0
; CHECK-NEXT: retl
; CHECK-NEXT: xnor %o1, %g0, %o1
entry:
  %not = xor i64 %a, -1
  ret i64 %not
}

define dso_local i32 @and32_imm(i32 noundef %a) {
; CHECK-LABEL: and32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi 63, %o1
; CHECK-NEXT: or %o1, 1023, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: and %o0, %o1, %o0
entry:
  %and = and i32 %a, 65535
  ret i32 %and
}
