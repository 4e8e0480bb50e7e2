; Integer ALU selection: register and immediate forms, immediate edges.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define dso_local i64 @add_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: add_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: leaq 0(%rsi,%rdi,1), %rax
; CHECK-NEXT: retq
entry:
  %add = add nsw i64 %b, %a
  ret i64 %add
}

define dso_local i64 @add_imm_pos(i64 noundef %a) {
; CHECK-LABEL: add_imm_pos:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: leaq 2047(%rdi), %rax
; CHECK-NEXT: retq
entry:
  %add = add nsw i64 %a, 2047
  ret i64 %add
}

define dso_local i64 @add_imm_neg(i64 noundef %a) {
; CHECK-LABEL: add_imm_neg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: leaq -2048(%rdi), %rax
; CHECK-NEXT: retq
entry:
  %add = add nsw i64 %a, -2048
  ret i64 %add
}

define dso_local i64 @add_imm_big(i64 noundef %a) {
; CHECK-LABEL: add_imm_big:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: leaq 4096(%rdi), %rax
; CHECK-NEXT: retq
entry:
  %add = add nsw i64 %a, 4096
  ret i64 %add
}

define dso_local i32 @add32_imm(i32 noundef %a) {
; CHECK-LABEL: add32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: leal 100(%rdi), %eax
; CHECK-NEXT: retq
entry:
  %add = add nsw i32 %a, 100
  ret i32 %add
}

define dso_local i64 @sub_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: sub_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: subq %rsi, %rax
; CHECK-NEXT: retq
entry:
  %sub = sub nsw i64 %a, %b
  ret i64 %sub
}

define dso_local i32 @sub32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: sub32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: subl %esi, %eax
; CHECK-NEXT: retq
entry:
  %sub = sub nsw i32 %a, %b
  ret i32 %sub
}

define dso_local i64 @sub_imm(i64 noundef %a) {
; CHECK-LABEL: sub_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: leaq -1(%rdi), %rax
; CHECK-NEXT: retq
entry:
  %sub = add nsw i64 %a, -1
  ret i64 %sub
}

define dso_local i64 @neg(i64 noundef %a) {
; CHECK-LABEL: neg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: negq %rax
; CHECK-NEXT: retq
entry:
  %sub = sub nsw i64 0, %a
  ret i64 %sub
}

define dso_local i64 @mul_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: mul_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: imulq %rdi, %rax
; CHECK-NEXT: retq
entry:
  %mul = mul nsw i64 %b, %a
  ret i64 %mul
}

define dso_local i32 @mul32_rr(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: mul32_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: imull %edi, %eax
; CHECK-NEXT: retq
entry:
  %mul = mul nsw i32 %b, %a
  ret i32 %mul
}

define dso_local i64 @mul_imm(i64 noundef %a) {
; CHECK-LABEL: mul_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: imulq $10, %rdi, %rax
; CHECK-NEXT: retq
entry:
  %mul = mul nsw i64 %a, 10
  ret i64 %mul
}

define dso_local i64 @and_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: and_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: andq %rdi, %rax
; CHECK-NEXT: retq
entry:
  %and = and i64 %b, %a
  ret i64 %and
}

define dso_local i64 @and_imm(i64 noundef %a) {
; CHECK-LABEL: and_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movzbl %dil, %eax
; CHECK-NEXT: retq
entry:
  %and = and i64 %a, 255
  ret i64 %and
}

define dso_local i64 @or_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: or_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: orq %rdi, %rax
; CHECK-NEXT: retq
entry:
  %or = or i64 %b, %a
  ret i64 %or
}

define dso_local i64 @or_imm(i64 noundef %a) {
; CHECK-LABEL: or_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: orq $1024, %rax
; CHECK-NEXT: retq
entry:
  %or = or i64 %a, 1024
  ret i64 %or
}

define dso_local i64 @xor_rr(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: xor_rr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: xorq %rdi, %rax
; CHECK-NEXT: retq
entry:
  %xor = xor i64 %b, %a
  ret i64 %xor
}

define dso_local i64 @xor_imm(i64 noundef %a) {
; CHECK-LABEL: xor_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: xorq $-2048, %rax
; CHECK-NEXT: retq
entry:
  %xor = xor i64 %a, -2048
  ret i64 %xor
}

define dso_local i64 @not(i64 noundef %a) {
; CHECK-LABEL: not:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: notq %rax
; CHECK-NEXT: retq
entry:
  %not = xor i64 %a, -1
  ret i64 %not
}

define dso_local i32 @and32_imm(i32 noundef %a) {
; CHECK-LABEL: and32_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movzwl %di, %eax
; CHECK-NEXT: retq
entry:
  %and = and i32 %a, 65535
  ret i32 %and
}
