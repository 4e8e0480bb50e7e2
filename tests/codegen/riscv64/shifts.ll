; Shifts by register and by immediate, 32 and 64 bit, logical and arithmetic.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define dso_local i64 @shl_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: shl_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sll a0, a0, a1
; CHECK-NEXT: ret
entry:
  %shl = shl i64 %a, %b
  ret i64 %shl
}

define dso_local i64 @lshr_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: lshr_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: srl a0, a0, a1
; CHECK-NEXT: ret
entry:
  %shr = lshr i64 %a, %b
  ret i64 %shr
}

define dso_local i64 @ashr_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: ashr_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sra a0, a0, a1
; CHECK-NEXT: ret
entry:
  %shr = ashr i64 %a, %b
  ret i64 %shr
}

define dso_local i64 @shl_imm(i64 noundef %a) {
; CHECK-LABEL: shl_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slli a0, a0, 3
; CHECK-NEXT: ret
entry:
  %shl = shl i64 %a, 3
  ret i64 %shl
}

define dso_local i64 @lshr_imm63(i64 noundef %a) {
; CHECK-LABEL: lshr_imm63:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: srli a0, a0, 63
; CHECK-NEXT: ret
entry:
  %shr = lshr i64 %a, 63
  ret i64 %shr
}

define dso_local i64 @ashr_imm(i64 noundef %a) {
; CHECK-LABEL: ashr_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: srai a0, a0, 7
; CHECK-NEXT: ret
entry:
  %shr = ashr i64 %a, 7
  ret i64 %shr
}

define dso_local i32 @shl32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: shl32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sll a0, a0, a1
; CHECK-NEXT: ret
entry:
  %shl = shl i32 %a, %b
  ret i32 %shl
}

define dso_local i32 @lshr32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: lshr32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slli a0, a0, 32
; CHECK-NEXT: srli a0, a0, 32
; CHECK-NEXT: srl a0, a0, a1
; CHECK-NEXT: ret
entry:
  %shr = lshr i32 %a, %b
  ret i32 %shr
}

define dso_local i32 @ashr32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: ashr32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sext.w a0, a0
; CHECK-NEXT: sra a0, a0, a1
; CHECK-NEXT: ret
entry:
  %shr = ashr i32 %a, %b
  ret i32 %shr
}

define dso_local i32 @shl32_imm(i32 noundef %a) {
; CHECK-LABEL: shl32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slli a0, a0, 31
; CHECK-NEXT: ret
entry:
  %shl = shl i32 %a, 31
  ret i32 %shl
}

define dso_local i32 @lshr32_imm(i32 noundef %a) {
; CHECK-LABEL: lshr32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: srliw a0, a0, 1
; CHECK-NEXT: ret
entry:
  %shr = lshr i32 %a, 1
  ret i32 %shr
}

define dso_local i32 @ashr32_imm(i32 noundef %a) {
; CHECK-LABEL: ashr32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sraiw a0, a0, 31
; CHECK-NEXT: ret
entry:
  %shr = ashr i32 %a, 31
  ret i32 %shr
}
