; Integers wider than a register: i128 on 64-bit targets (i64 on SPARC is in alu.ll etc.),
; legalized into register pairs and libcalls.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define dso_local i128 @add128(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: add128:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: add x0, x2, x0
; CHECK-NEXT: add x1, x3, x1
; CHECK-NEXT: cmp x0, x2
; CHECK-NEXT: csinc x1, x1, x1, hs
; CHECK-NEXT: ret
entry:
  %add = add nsw i128 %b, %a
  ret i128 %add
}

define dso_local i128 @sub128(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: sub128:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub x4, x0, x2
; CHECK-NEXT: sub x1, x1, x3
; CHECK-NEXT: cmp x0, x2
; CHECK-NEXT: cset w0, lo
; CHECK-NEXT: sub x1, x1, x0
; CHECK-NEXT: mov x0, x4
; CHECK-NEXT: ret
entry:
  %sub = sub nsw i128 %a, %b
  ret i128 %sub
}

define dso_local i128 @mul128(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: mul128:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mul x4, x2, x0
; CHECK-NEXT: umulh x5, x2, x0
; CHECK-NEXT: mul x0, x3, x0
; CHECK-NEXT: madd x0, x2, x1, x0
; CHECK-NEXT: add x1, x5, x0
; CHECK-NEXT: mov x0, x4
; CHECK-NEXT: ret
entry:
  %mul = mul nsw i128 %b, %a
  ret i128 %mul
}

define dso_local i128 @udiv128(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: udiv128:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: stp x29, x30, [sp, #0]
; CHECK-NEXT: mov x29, sp
; CHECK-NEXT: .cfi_def_cfa 29, 16
; CHECK-NEXT: .cfi_offset 30, -8
; CHECK-NEXT: .cfi_offset 29, -16
; CHECK-NEXT: bl __udivti3
; CHECK-NEXT: ldp x29, x30, [sp, #0]
; CHECK-NEXT: .cfi_def_cfa 31, 16
; CHECK-NEXT: .cfi_restore 30
; CHECK-NEXT: .cfi_restore 29
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
entry:
  %div = udiv i128 %a, %b
  ret i128 %div
}

define dso_local i128 @shl128_imm(i128 noundef %a) {
; CHECK-LABEL: shl128_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov x2, #0
; CHECK-NEXT: lsl x1, x0, #6
; CHECK-NEXT: mov x0, x2
; CHECK-NEXT: ret
entry:
  %shl = shl i128 %a, 70
  ret i128 %shl
}

define dso_local i32 @cmp128_ult(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: cmp128_ult:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp x0, x2
; CHECK-NEXT: cset w0, lo
; CHECK-NEXT: cmp x1, x3
; CHECK-NEXT: cset w1, lo
; CHECK-NEXT: csel w0, w0, w1, eq
; CHECK-NEXT: ret
entry:
  %cmp = icmp ult i128 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i64 @mulhu64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: mulhu64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: umulh x0, x1, x0
; CHECK-NEXT: ret
entry:
  %conv = zext i64 %a to i128
  %conv1 = zext i64 %b to i128
  %mul = mul nuw i128 %conv1, %conv
  %shr = lshr i128 %mul, 64
  %conv2 = trunc i128 %shr to i64
  ret i64 %conv2
}
