; Load folding: an operand read from memory inside the ALU / compare / SSE instruction
; (`addl (mem), %reg`, `cmpl (mem), %reg`, `addsd (mem), %xmm`), as llc does. It must
; not fire when the load has another use, is volatile, or a store (or call) lies between
; the load and the instruction that would read it; nor with a constant operand
; (`movl mem; addl $1` is as short). A load, an op and a store back to the same address
; are one read-modify-write instruction (`addl $1, (mem)`, `subq %reg, (mem)`); not for
; another address or an immediate beyond a signed byte.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @add_mem(ptr %p, i32 %x) {
; CHECK-LABEL: add_mem:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: addl 0(%rdi), %eax
; CHECK-NEXT: retq
entry:
  %v = load i32, ptr %p, align 4
  %r = add i32 %x, %v
  ret i32 %r
}

define i64 @sub_mem(ptr %p, i64 %i, i64 %x) {
; CHECK-LABEL: sub_mem:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdx, %rax
; CHECK-NEXT: subq 0(%rdi,%rsi,8), %rax
; CHECK-NEXT: retq
entry:
  %a = getelementptr inbounds i64, ptr %p, i64 %i
  %v = load i64, ptr %a, align 8
  %r = sub i64 %x, %v
  ret i64 %r
}

define i32 @cmp_mem_branch(ptr %p, i32 %x) {
; CHECK-LABEL: cmp_mem_branch:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpl 0(%rdi), %esi
; CHECK-NEXT: jge .LBB2_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: movl $1, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB2_2:{{.*}}
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: retq
entry:
  %v = load i32, ptr %p, align 4
  %c = icmp slt i32 %x, %v
  br i1 %c, label %t, label %f
t:
  ret i32 1
f:
  ret i32 0
}

define double @fmul_mem(ptr %p, double %x) {
; CHECK-LABEL: fmul_mem:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: mulsd 0(%rdi), %xmm0
; CHECK-NEXT: retq
entry:
  %v = load double, ptr %p, align 8
  %r = fmul double %x, %v
  ret double %r
}

define i32 @no_fold_store_between(ptr %p, ptr %q, i32 %x) {
; CHECK-LABEL: no_fold_store_between:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl 0(%rdi), %eax
; CHECK-NEXT: movl $7, 0(%rsi)
; CHECK-NEXT: leal 0(%rdx,%rax,1), %eax
; CHECK-NEXT: retq
entry:
  %v = load i32, ptr %p, align 4
  store i32 7, ptr %q, align 4
  %r = add i32 %x, %v
  ret i32 %r
}

define i32 @no_fold_two_uses(ptr %p, i32 %x) {
; CHECK-LABEL: no_fold_two_uses:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl 0(%rdi), %ecx
; CHECK-NEXT: leal 0(%rsi,%rcx,1), %eax
; CHECK-NEXT: xorl %ecx, %eax
; CHECK-NEXT: retq
entry:
  %v = load i32, ptr %p, align 4
  %r = add i32 %x, %v
  %s = xor i32 %r, %v
  ret i32 %s
}

define i32 @no_fold_volatile(ptr %p, i32 %x) {
; CHECK-LABEL: no_fold_volatile:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl 0(%rdi), %eax
; CHECK-NEXT: leal 0(%rsi,%rax,1), %eax
; CHECK-NEXT: retq
entry:
  %v = load volatile i32, ptr %p, align 4
  %r = add i32 %x, %v
  ret i32 %r
}

define i32 @no_fold_constant(ptr %p) {
; CHECK-LABEL: no_fold_constant:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl 0(%rdi), %eax
; CHECK-NEXT: leal 100000(%rax), %eax
; CHECK-NEXT: retq
entry:
  %v = load i32, ptr %p, align 4
  %r = add i32 %v, 100000
  ret i32 %r
}

; read-modify-write: load, op, store back to the same address is one instruction
define void @rmw_inc(ptr %h, i64 %i) {
; CHECK-LABEL: rmw_inc:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addl $1, 0(%rdi,%rsi,4)
; CHECK-NEXT: retq
entry:
  %a = getelementptr inbounds i32, ptr %h, i64 %i
  %v = load i32, ptr %a, align 4
  %r = add i32 %v, 1
  store i32 %r, ptr %a, align 4
  ret void
}

define void @rmw_sub_reg(ptr %p, i64 %x) {
; CHECK-LABEL: rmw_sub_reg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq %rsi, 0(%rdi)
; CHECK-NEXT: retq
entry:
  %v = load i64, ptr %p, align 8
  %r = sub i64 %v, %x
  store i64 %r, ptr %p, align 8
  ret void
}

define void @no_rmw_other_address(ptr %p, ptr %q, i32 %x) {
; CHECK-LABEL: no_rmw_other_address:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xorl 0(%rdi), %edx
; CHECK-NEXT: movl %edx, 0(%rsi)
; CHECK-NEXT: retq
entry:
  %v = load i32, ptr %p, align 4
  %r = xor i32 %v, %x
  store i32 %r, ptr %q, align 4
  ret void
}

define void @no_rmw_big_immediate(ptr %p) {
; CHECK-LABEL: no_rmw_big_immediate:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl 0(%rdi), %eax
; CHECK-NEXT: leal 1000(%rax), %eax
; CHECK-NEXT: movl %eax, 0(%rdi)
; CHECK-NEXT: retq
entry:
  %v = load i32, ptr %p, align 4
  %r = add i32 %v, 1000
  store i32 %r, ptr %p, align 4
  ret void
}
