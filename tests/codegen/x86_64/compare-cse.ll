; Repeated compares (codegen/compare_cse.py): two selects on one condition read the
; flags of one `cmpl` (@two_selects); a compare with other operands (@two_compares) or
; after a call, which may clobber EFLAGS (@compare_after_call), is kept.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @g()

define i32 @two_selects(i32 %a, i32 %b, i32 %x, i32 %y) {
; CHECK-LABEL: two_selects:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpl %esi, %edi
; CHECK-NEXT: movq %rcx, %rax
; CHECK-NEXT: cmovll %edx, %eax
; CHECK-NEXT: cmovll %ecx, %edi
; CHECK-NEXT: leal 0(%rax,%rdi,1), %eax
; CHECK-NEXT: retq
  %c = icmp slt i32 %a, %b
  %s = select i1 %c, i32 %x, i32 %y
  %t = select i1 %c, i32 %y, i32 %a
  %r = add i32 %s, %t
  ret i32 %r
}

define i32 @two_compares(i32 %a, i32 %b, i32 %x, i32 %y) {
; CHECK-LABEL: two_compares:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpl %esi, %edi
; CHECK-NEXT: movq %rcx, %rax
; CHECK-NEXT: cmovll %edx, %eax
; CHECK-NEXT: cmpl %edx, %edi
; CHECK-NEXT: cmovll %ecx, %esi
; CHECK-NEXT: leal 0(%rax,%rsi,1), %eax
; CHECK-NEXT: retq
  %c = icmp slt i32 %a, %b
  %d = icmp slt i32 %a, %x
  %s = select i1 %c, i32 %x, i32 %y
  %t = select i1 %d, i32 %y, i32 %b
  %r = add i32 %s, %t
  ret i32 %r
}

define i32 @compare_after_call(i32 %a, i32 %b, i32 %x, i32 %y, ptr %p) {
; CHECK-LABEL: compare_after_call:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: pushq %rbx
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset 3, -16
; CHECK-NEXT: pushq %r12
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: .cfi_offset 12, -24
; CHECK-NEXT: pushq %r13
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: .cfi_offset 13, -32
; CHECK-NEXT: movq %rdi, %rbx
; CHECK-NEXT: movq %rsi, %r12
; CHECK-NEXT: movq %rcx, %r13
; CHECK-NEXT: cmpl %r12d, %ebx
; CHECK-NEXT: movq %r13, %rax
; CHECK-NEXT: cmovll %edx, %eax
; CHECK-NEXT: movl %eax, 0(%r8)
; CHECK-NEXT: callq g
; CHECK-NEXT: cmpl %r12d, %ebx
; CHECK-NEXT: cmovll %r13d, %ebx
; CHECK-NEXT: movq %rbx, %rax
; CHECK-NEXT: popq %r13
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: popq %r12
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq %rbx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %c = icmp slt i32 %a, %b
  %s = select i1 %c, i32 %x, i32 %y
  store i32 %s, ptr %p, align 4
  call void @g()
  %c2 = icmp slt i32 %a, %b
  %t = select i1 %c2, i32 %y, i32 %a
  ret i32 %t
}
