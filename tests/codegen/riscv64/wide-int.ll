; Integers wider than a register: i128 on 64-bit targets (i64 on SPARC is in alu.ll etc.),
; legalized into register pairs and libcalls.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define dso_local i128 @add128(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: add128:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: add a0, a2, a0
; CHECK-NEXT: add a3, a3, a1
; CHECK-NEXT: sltu a1, a0, a2
; CHECK-NEXT: add a1, a3, a1
; CHECK-NEXT: ret
entry:
  %add = add nsw i128 %b, %a
  ret i128 %add
}

define dso_local i128 @sub128(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: sub128:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sub a4, a0, a2
; CHECK-NEXT: sub a1, a1, a3
; CHECK-NEXT: sltu a0, a0, a2
; CHECK-NEXT: sub a1, a1, a0
; CHECK-NEXT: mv a0, a4
; CHECK-NEXT: ret
entry:
  %sub = sub nsw i128 %a, %b
  ret i128 %sub
}

define dso_local i128 @mul128(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: mul128:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: mul a4, a2, a0
; CHECK-NEXT: mulhu a5, a2, a0
; CHECK-NEXT: mul a1, a2, a1
; CHECK-NEXT: mul a0, a3, a0
; CHECK-NEXT: add a1, a1, a0
; CHECK-NEXT: add a1, a5, a1
; CHECK-NEXT: mv a0, a4
; CHECK-NEXT: ret
entry:
  %mul = mul nsw i128 %b, %a
  ret i128 %mul
}

define dso_local i128 @udiv128(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: udiv128:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd ra, 8(sp)
; CHECK-NEXT: .cfi_offset 1, -8
; CHECK-NEXT: call __udivti3
; CHECK-NEXT: ld ra, 8(sp)
; CHECK-NEXT: addi sp, sp, 16
; CHECK-NEXT: ret
entry:
  %div = udiv i128 %a, %b
  ret i128 %div
}

define dso_local i128 @shl128_imm(i128 noundef %a) {
; CHECK-LABEL: shl128_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slli a1, a0, 6
; CHECK-NEXT: addi a0, zero, 0
; CHECK-NEXT: ret
entry:
  %shl = shl i128 %a, 70
  ret i128 %shl
}

define dso_local i32 @cmp128_ult(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: cmp128_ult:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xor a4, a1, a3
; CHECK-NEXT: sltu a0, a0, a2
; CHECK-NEXT: sltu a1, a1, a3
; CHECK-NEXT: beq a4, zero, .LBB5_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: mv a0, a1
; CHECK-NEXT: .LBB5_2:{{.*}}
; CHECK-NEXT: ret
entry:
  %cmp = icmp ult i128 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i64 @mulhu64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: mulhu64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: mulhu a0, a1, a0
; CHECK-NEXT: ret
entry:
  %conv = zext i64 %a to i128
  %conv1 = zext i64 %b to i128
  %mul = mul nuw i128 %conv1, %conv
  %shr = lshr i128 %mul, 64
  %conv2 = trunc i128 %shr to i64
  ret i64 %conv2
}
