; Integer compares producing a value, and selects.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define dso_local i32 @cmp_eq(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_eq:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpq %rsi, %rdi
; CHECK-NEXT: sete %al
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: retq
entry:
  %cmp = icmp eq i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_ne(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_ne:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpq %rsi, %rdi
; CHECK-NEXT: setne %al
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: retq
entry:
  %cmp = icmp ne i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_slt(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_slt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpq %rsi, %rdi
; CHECK-NEXT: setl %al
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: retq
entry:
  %cmp = icmp slt i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_sge(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_sge:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpq %rsi, %rdi
; CHECK-NEXT: setge %al
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: retq
entry:
  %cmp = icmp sge i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_ult(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_ult:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpq %rsi, %rdi
; CHECK-NEXT: setb %al
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: retq
entry:
  %cmp = icmp ult i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_ugt(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_ugt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpq %rsi, %rdi
; CHECK-NEXT: seta %al
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: retq
entry:
  %cmp = icmp ugt i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_slt_imm(i32 noundef %a) {
; CHECK-LABEL: cmp_slt_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpl $100, %edi
; CHECK-NEXT: setl %al
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: retq
entry:
  %cmp = icmp slt i32 %a, 100
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_eq_zero(i32 noundef %a) {
; CHECK-LABEL: cmp_eq_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: testl %edi, %edi
; CHECK-NEXT: sete %al
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: retq
entry:
  %cmp = icmp eq i32 %a, 0
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i64 @select_slt(i64 noundef %a, i64 noundef %b, i64 noundef %c, i64 noundef %d) {
; CHECK-LABEL: select_slt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rcx, %rax
; CHECK-NEXT: cmpq %rsi, %rdi
; CHECK-NEXT: cmovlq %rdx, %rax
; CHECK-NEXT: retq
entry:
  %cmp = icmp slt i64 %a, %b
  %cond = select i1 %cmp, i64 %c, i64 %d
  ret i64 %cond
}

define dso_local i32 @select_max(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: select_max:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: cmpl %eax, %edi
; CHECK-NEXT: cmovgl %edi, %eax
; CHECK-NEXT: retq
entry:
  %cmp = icmp sgt i32 %a, %b
  %cond = select i1 %cmp, i32 %a, i32 %b
  ret i32 %cond
}

define dso_local i32 @select_const(i32 noundef %a) {
; CHECK-LABEL: select_const:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl $5, %ecx
; CHECK-NEXT: movl $9, %eax
; CHECK-NEXT: testl %edi, %edi
; CHECK-NEXT: cmovnel %ecx, %eax
; CHECK-NEXT: retq
entry:
  %tobool = icmp ne i32 %a, 0
  %cond = select i1 %tobool, i32 5, i32 9
  ret i32 %cond
}
