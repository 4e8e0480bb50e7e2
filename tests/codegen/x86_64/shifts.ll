; Shifts by register and by immediate, 32 and 64 bit, logical and arithmetic.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define dso_local i64 @shl_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: shl_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: movq %rsi, %rcx
; CHECK-NEXT: shlq %cl, %rax
; CHECK-NEXT: retq
entry:
  %shl = shl i64 %a, %b
  ret i64 %shl
}

define dso_local i64 @lshr_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: lshr_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: movq %rsi, %rcx
; CHECK-NEXT: shrq %cl, %rax
; CHECK-NEXT: retq
entry:
  %shr = lshr i64 %a, %b
  ret i64 %shr
}

define dso_local i64 @ashr_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: ashr_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: movq %rsi, %rcx
; CHECK-NEXT: sarq %cl, %rax
; CHECK-NEXT: retq
entry:
  %shr = ashr i64 %a, %b
  ret i64 %shr
}

define dso_local i64 @shl_imm(i64 noundef %a) {
; CHECK-LABEL: shl_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: shlq $3, %rax
; CHECK-NEXT: retq
entry:
  %shl = shl i64 %a, 3
  ret i64 %shl
}

define dso_local i64 @lshr_imm63(i64 noundef %a) {
; CHECK-LABEL: lshr_imm63:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: shrq $63, %rax
; CHECK-NEXT: retq
entry:
  %shr = lshr i64 %a, 63
  ret i64 %shr
}

define dso_local i64 @ashr_imm(i64 noundef %a) {
; CHECK-LABEL: ashr_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: sarq $7, %rax
; CHECK-NEXT: retq
entry:
  %shr = ashr i64 %a, 7
  ret i64 %shr
}

define dso_local i32 @shl32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: shl32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: movq %rsi, %rcx
; CHECK-NEXT: shll %cl, %eax
; CHECK-NEXT: retq
entry:
  %shl = shl i32 %a, %b
  ret i32 %shl
}

define dso_local i32 @lshr32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: lshr32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: movq %rsi, %rcx
; CHECK-NEXT: shrl %cl, %eax
; CHECK-NEXT: retq
entry:
  %shr = lshr i32 %a, %b
  ret i32 %shr
}

define dso_local i32 @ashr32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: ashr32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: movq %rsi, %rcx
; CHECK-NEXT: sarl %cl, %eax
; CHECK-NEXT: retq
entry:
  %shr = ashr i32 %a, %b
  ret i32 %shr
}

define dso_local i32 @shl32_imm(i32 noundef %a) {
; CHECK-LABEL: shl32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: shll $31, %eax
; CHECK-NEXT: retq
entry:
  %shl = shl i32 %a, 31
  ret i32 %shl
}

define dso_local i32 @lshr32_imm(i32 noundef %a) {
; CHECK-LABEL: lshr32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: shrl $1, %eax
; CHECK-NEXT: retq
entry:
  %shr = lshr i32 %a, 1
  ret i32 %shr
}

define dso_local i32 @ashr32_imm(i32 noundef %a) {
; CHECK-LABEL: ashr32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: sarl $31, %eax
; CHECK-NEXT: retq
entry:
  %shr = ashr i32 %a, 31
  ret i32 %shr
}
