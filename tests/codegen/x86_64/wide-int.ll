; Integers wider than a register: i128 on 64-bit targets (i64 on SPARC is in alu.ll etc.),
; legalized into register pairs and libcalls.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define dso_local i128 @add128(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: add128:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: leaq 0(%rdx,%rdi,1), %rax
; CHECK-NEXT: addq %rsi, %rcx
; CHECK-NEXT: cmpq %rdx, %rax
; CHECK-NEXT: setb %dl
; CHECK-NEXT: movzbl %dl, %edx
; CHECK-NEXT: movl %edx, %edx
; CHECK-NEXT: leaq 0(%rcx,%rdx,1), %rdx
; CHECK-NEXT: retq
entry:
  %add = add nsw i128 %b, %a
  ret i128 %add
}

define dso_local i128 @sub128(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: sub128:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: subq %rdx, %rax
; CHECK-NEXT: subq %rcx, %rsi
; CHECK-NEXT: cmpq %rdx, %rdi
; CHECK-NEXT: setb %cl
; CHECK-NEXT: movzbl %cl, %ecx
; CHECK-NEXT: movl %ecx, %ecx
; CHECK-NEXT: subq %rcx, %rsi
; CHECK-NEXT: movq %rsi, %rdx
; CHECK-NEXT: retq
entry:
  %sub = sub nsw i128 %a, %b
  ret i128 %sub
}

define dso_local i128 @mul128(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: mul128:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdx, %r9
; CHECK-NEXT: movq %r9, %r8
; CHECK-NEXT: imulq %rdi, %r8
; CHECK-NEXT: movq %r9, %rax
; CHECK-NEXT: mulq %rdi
; CHECK-NEXT: imulq %rsi, %r9
; CHECK-NEXT: imulq %rdi, %rcx
; CHECK-NEXT: leaq 0(%r9,%rcx,1), %rax
; CHECK-NEXT: leaq 0(%rdx,%rax,1), %rdx
; CHECK-NEXT: movq %r8, %rax
; CHECK-NEXT: retq
entry:
  %mul = mul nsw i128 %b, %a
  ret i128 %mul
}

define dso_local i128 @udiv128(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: udiv128:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $8, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: callq __udivti3
; CHECK-NEXT: addq $8, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
entry:
  %div = udiv i128 %a, %b
  ret i128 %div
}

define dso_local i128 @shl128_imm(i128 noundef %a) {
; CHECK-LABEL: shl128_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rdx
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: shlq $6, %rdx
; CHECK-NEXT: retq
entry:
  %shl = shl i128 %a, 70
  ret i128 %shl
}

define dso_local i32 @cmp128_ult(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: cmp128_ult:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpq %rdx, %rdi
; CHECK-NEXT: setb %al
; CHECK-NEXT: movzbl %al, %edx
; CHECK-NEXT: cmpq %rcx, %rsi
; CHECK-NEXT: setb %al
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: cmovel %edx, %eax
; CHECK-NEXT: retq
entry:
  %cmp = icmp ult i128 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i64 @mulhu64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: mulhu64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: mulq %rdi
; CHECK-NEXT: movq %rdx, %rax
; CHECK-NEXT: retq
entry:
  %conv = zext i64 %a to i128
  %conv1 = zext i64 %b to i128
  %mul = mul nuw i128 %conv1, %conv
  %shr = lshr i128 %mul, 64
  %conv2 = trunc i128 %shr to i64
  ret i64 %conv2
}
