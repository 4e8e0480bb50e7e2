; Integer ALU selection: register and immediate forms, immediate edges.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define dso_local i64 @add_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: add_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: add x0, x1, x0
; CHECK-NEXT: ret
entry:
  %add = add nsw i64 %b, %a
  ret i64 %add
}

define dso_local i64 @add_imm_pos(i64 noundef %a) {
; CHECK-LABEL: add_imm_pos:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: add x0, x0, #2047
; CHECK-NEXT: ret
entry:
  %add = add nsw i64 %a, 2047
  ret i64 %add
}

define dso_local i64 @add_imm_neg(i64 noundef %a) {
; CHECK-LABEL: add_imm_neg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub x0, x0, #2048
; CHECK-NEXT: ret
entry:
  %add = add nsw i64 %a, -2048
  ret i64 %add
}

define dso_local i64 @add_imm_big(i64 noundef %a) {
; CHECK-LABEL: add_imm_big:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: add x0, x0, #1, lsl #12
; CHECK-NEXT: ret
entry:
  %add = add nsw i64 %a, 4096
  ret i64 %add
}

define dso_local i32 @add32_imm(i32 noundef %a) {
; CHECK-LABEL: add32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: add w0, w0, #100
; CHECK-NEXT: ret
entry:
  %add = add nsw i32 %a, 100
  ret i32 %add
}

define dso_local i64 @sub_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: sub_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub x0, x0, x1
; CHECK-NEXT: ret
entry:
  %sub = sub nsw i64 %a, %b
  ret i64 %sub
}

define dso_local i32 @sub32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: sub32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub w0, w0, w1
; CHECK-NEXT: ret
entry:
  %sub = sub nsw i32 %a, %b
  ret i32 %sub
}

define dso_local i64 @sub_imm(i64 noundef %a) {
; CHECK-LABEL: sub_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub x0, x0, #1
; CHECK-NEXT: ret
entry:
  %sub = add nsw i64 %a, -1
  ret i64 %sub
}

define dso_local i64 @neg(i64 noundef %a) {
; CHECK-LABEL: neg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: neg x0, x0
; CHECK-NEXT: ret
entry:
  %sub = sub nsw i64 0, %a
  ret i64 %sub
}

define dso_local i64 @mul_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: mul_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mul x0, x1, x0
; CHECK-NEXT: ret
entry:
  %mul = mul nsw i64 %b, %a
  ret i64 %mul
}

define dso_local i32 @mul32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: mul32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mul w0, w1, w0
; CHECK-NEXT: ret
entry:
  %mul = mul nsw i32 %b, %a
  ret i32 %mul
}

define dso_local i64 @mul_imm(i64 noundef %a) {
; CHECK-LABEL: mul_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov x1, #10
; CHECK-NEXT: mul x0, x0, x1
; CHECK-NEXT: ret
entry:
  %mul = mul nsw i64 %a, 10
  ret i64 %mul
}

define dso_local i64 @and_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: and_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: and x0, x1, x0
; CHECK-NEXT: ret
entry:
  %and = and i64 %b, %a
  ret i64 %and
}

define dso_local i64 @and_imm(i64 noundef %a) {
; CHECK-LABEL: and_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: and x0, x0, #255
; CHECK-NEXT: ret
entry:
  %and = and i64 %a, 255
  ret i64 %and
}

define dso_local i64 @or_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: or_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: orr x0, x1, x0
; CHECK-NEXT: ret
entry:
  %or = or i64 %b, %a
  ret i64 %or
}

define dso_local i64 @or_imm(i64 noundef %a) {
; CHECK-LABEL: or_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: orr x0, x0, #1024
; CHECK-NEXT: ret
entry:
  %or = or i64 %a, 1024
  ret i64 %or
}

define dso_local i64 @xor_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: xor_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: eor x0, x1, x0
; CHECK-NEXT: ret
entry:
  %xor = xor i64 %b, %a
  ret i64 %xor
}

define dso_local i64 @xor_imm(i64 noundef %a) {
; CHECK-LABEL: xor_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: eor x0, x0, #-2048
; CHECK-NEXT: ret
entry:
  %xor = xor i64 %a, -2048
  ret i64 %xor
}

define dso_local i64 @not(i64 noundef %a) {
; CHECK-LABEL: not:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mvn x0, x0
; CHECK-NEXT: ret
entry:
  %not = xor i64 %a, -1
  ret i64 %not
}

define dso_local i32 @and32_imm(i32 noundef %a) {
; CHECK-LABEL: and32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: and w0, w0, #65535
; CHECK-NEXT: ret
entry:
  %and = and i32 %a, 65535
  ret i32 %and
}
