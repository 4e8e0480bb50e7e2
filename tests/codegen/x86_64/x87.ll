; x86_fp80 (long double) with x87 instructions (targets/x86_64/x87.py): each operation
; stores its operands' (lo, hi) register pairs to the scratch slot, fldt's them, runs
; the x87 instruction and fstpt's the result; arguments come from 16-byte stack slots,
; results go back in st(0).
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; a in st(0), b in st(1): `fsubp %st(1)` leaves a - b; the result is returned in st(0)
define x86_fp80 @fsub(x86_fp80 %a, x86_fp80 %b) {
; CHECK-LABEL: fsub:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movq 48(%rsp), %rax
; CHECK-NEXT: movzwl 56(%rsp), %ecx
; CHECK-NEXT: movq 64(%rsp), %rdx
; CHECK-NEXT: movzwl 72(%rsp), %esi
; CHECK-NEXT: movq %rdx, 16(%rsp)
; CHECK-NEXT: movw %si, 24(%rsp)
; CHECK-NEXT: fldt 16(%rsp)
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: fsubp %st(1)
; CHECK-NEXT: fstpt 0(%rsp)
; CHECK-NEXT: movq 0(%rsp), %rax
; CHECK-NEXT: movzwl 8(%rsp), %ecx
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %r = fsub x86_fp80 %a, %b
  ret x86_fp80 %r
}

define x86_fp80 @fdiv(x86_fp80 %a, x86_fp80 %b) {
; CHECK-LABEL: fdiv:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movq 48(%rsp), %rax
; CHECK-NEXT: movzwl 56(%rsp), %ecx
; CHECK-NEXT: movq 64(%rsp), %rdx
; CHECK-NEXT: movzwl 72(%rsp), %esi
; CHECK-NEXT: movq %rdx, 16(%rsp)
; CHECK-NEXT: movw %si, 24(%rsp)
; CHECK-NEXT: fldt 16(%rsp)
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: fdivp %st(1)
; CHECK-NEXT: fstpt 0(%rsp)
; CHECK-NEXT: movq 0(%rsp), %rax
; CHECK-NEXT: movzwl 8(%rsp), %ecx
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %r = fdiv x86_fp80 %a, %b
  ret x86_fp80 %r
}

; olt(a, b) is ogt(b, a): b in st(0); fucompi + seta; the other operand is popped
define i32 @olt(x86_fp80 %a, x86_fp80 %b) {
; CHECK-LABEL: olt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movq 48(%rsp), %rdx
; CHECK-NEXT: movzwl 56(%rsp), %esi
; CHECK-NEXT: movq 64(%rsp), %rax
; CHECK-NEXT: movzwl 72(%rsp), %ecx
; CHECK-NEXT: movq %rdx, 16(%rsp)
; CHECK-NEXT: movw %si, 24(%rsp)
; CHECK-NEXT: fldt 16(%rsp)
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: fucompi %st(1)
; CHECK-NEXT: fstp %st(0)
; CHECK-NEXT: seta %al
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: andl $1, %eax
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %c = fcmp olt x86_fp80 %a, %b
  %r = zext i1 %c to i32
  ret i32 %r
}

; oeq needs ZF and not PF
define i32 @oeq(x86_fp80 %a, x86_fp80 %b) {
; CHECK-LABEL: oeq:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movq 48(%rsp), %rax
; CHECK-NEXT: movzwl 56(%rsp), %ecx
; CHECK-NEXT: movq 64(%rsp), %rdx
; CHECK-NEXT: movzwl 72(%rsp), %esi
; CHECK-NEXT: movq %rdx, 16(%rsp)
; CHECK-NEXT: movw %si, 24(%rsp)
; CHECK-NEXT: fldt 16(%rsp)
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: fucompi %st(1)
; CHECK-NEXT: fstp %st(0)
; CHECK-NEXT: sete %al
; CHECK-NEXT: setnp %cl
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: movzbl %cl, %ecx
; CHECK-NEXT: andl %ecx, %eax
; CHECK-NEXT: andl $1, %eax
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %c = fcmp oeq x86_fp80 %a, %b
  %r = zext i1 %c to i32
  ret i32 %r
}

; truncation: rounding control = toward zero around fistpll, then the old control word
define i64 @tosi(x86_fp80 %a) {
; CHECK-LABEL: tosi:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movq 48(%rsp), %rax
; CHECK-NEXT: movzwl 56(%rsp), %ecx
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: fnstcw 12(%rsp)
; CHECK-NEXT: movzwl 12(%rsp), %eax
; CHECK-NEXT: orl $3072, %eax
; CHECK-NEXT: movw %ax, 14(%rsp)
; CHECK-NEXT: fldcw 14(%rsp)
; CHECK-NEXT: fistpll 16(%rsp)
; CHECK-NEXT: fldcw 12(%rsp)
; CHECK-NEXT: movq 16(%rsp), %rax
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %r = fptosi x86_fp80 %a to i64
  ret i64 %r
}

define i32 @tosi32(x86_fp80 %a) {
; CHECK-LABEL: tosi32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movq 48(%rsp), %rax
; CHECK-NEXT: movzwl 56(%rsp), %ecx
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: fnstcw 12(%rsp)
; CHECK-NEXT: movzwl 12(%rsp), %eax
; CHECK-NEXT: orl $3072, %eax
; CHECK-NEXT: movw %ax, 14(%rsp)
; CHECK-NEXT: fldcw 14(%rsp)
; CHECK-NEXT: fistpl 16(%rsp)
; CHECK-NEXT: fldcw 12(%rsp)
; CHECK-NEXT: movl 16(%rsp), %eax
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %r = fptosi x86_fp80 %a to i32
  ret i32 %r
}

; u64: fildll reads it signed; 2^64 (0x5f800000 as float) is added when the sign is set
define x86_fp80 @fromu(i64 %a) {
; CHECK-LABEL: fromu:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movq %rdi, 16(%rsp)
; CHECK-NEXT: movl $1602224128, %eax
; CHECK-NEXT: xorl %ecx, %ecx
; CHECK-NEXT: testq %rdi, %rdi
; CHECK-NEXT: cmovsl %eax, %ecx
; CHECK-NEXT: movl %ecx, 24(%rsp)
; CHECK-NEXT: fildll 16(%rsp)
; CHECK-NEXT: fadds 24(%rsp)
; CHECK-NEXT: fstpt 0(%rsp)
; CHECK-NEXT: movq 0(%rsp), %rax
; CHECK-NEXT: movzwl 8(%rsp), %ecx
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %r = uitofp i64 %a to x86_fp80
  ret x86_fp80 %r
}

define x86_fp80 @fromi(i32 %a) {
; CHECK-LABEL: fromi:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movl %edi, 16(%rsp)
; CHECK-NEXT: fildl 16(%rsp)
; CHECK-NEXT: fstpt 0(%rsp)
; CHECK-NEXT: movq 0(%rsp), %rax
; CHECK-NEXT: movzwl 8(%rsp), %ecx
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %r = sitofp i32 %a to x86_fp80
  ret x86_fp80 %r
}

define double @todouble(x86_fp80 %a) {
; CHECK-LABEL: todouble:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movq 48(%rsp), %rax
; CHECK-NEXT: movzwl 56(%rsp), %ecx
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: fstpl 16(%rsp)
; CHECK-NEXT: movsd 16(%rsp), %xmm0
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %r = fptrunc x86_fp80 %a to double
  ret double %r
}

define x86_fp80 @fromfloat(float %a) {
; CHECK-LABEL: fromfloat:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movss %xmm0, 16(%rsp)
; CHECK-NEXT: flds 16(%rsp)
; CHECK-NEXT: fstpt 0(%rsp)
; CHECK-NEXT: movq 0(%rsp), %rax
; CHECK-NEXT: movzwl 8(%rsp), %ecx
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %r = fpext float %a to x86_fp80
  ret x86_fp80 %r
}

; sign operations touch only the sign/exponent half, in a GPR
define x86_fp80 @neg(x86_fp80 %a) {
; CHECK-LABEL: neg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movq 48(%rsp), %rax
; CHECK-NEXT: movzwl 56(%rsp), %ecx
; CHECK-NEXT: xorq $32768, %rcx
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %r = fneg x86_fp80 %a
  ret x86_fp80 %r
}

declare x86_fp80 @llvm.fabs.f80(x86_fp80)

define x86_fp80 @fabs(x86_fp80 %a) {
; CHECK-LABEL: fabs:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movq 48(%rsp), %rax
; CHECK-NEXT: movzwl 56(%rsp), %ecx
; CHECK-NEXT: andq $32767, %rcx
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %r = call x86_fp80 @llvm.fabs.f80(x86_fp80 %a)
  ret x86_fp80 %r
}

declare x86_fp80 @llvm.sqrt.f80(x86_fp80)

define x86_fp80 @sqrt(x86_fp80 %a) {
; CHECK-LABEL: sqrt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movq 48(%rsp), %rax
; CHECK-NEXT: movzwl 56(%rsp), %ecx
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: fsqrt
; CHECK-NEXT: fstpt 0(%rsp)
; CHECK-NEXT: movq 0(%rsp), %rax
; CHECK-NEXT: movzwl 8(%rsp), %ecx
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %r = call x86_fp80 @llvm.sqrt.f80(x86_fp80 %a)
  ret x86_fp80 %r
}

; frem is fmodl, as llc lowers it; rsp moves around the libcall (its sequence may be
; scheduled inside another call's argument setup)
define x86_fp80 @frem(x86_fp80 %a, x86_fp80 %b) {
; CHECK-LABEL: frem:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: pushq %rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset 6, -16
; CHECK-NEXT: movq %rsp, %rbp
; CHECK-NEXT: .cfi_def_cfa_register 6
; CHECK-NEXT: subq $32, %rsp
; CHECK-NEXT: subq $32, %rsp
; CHECK-NEXT: movq %rsp, %rax
; CHECK-NEXT: movq 16(%rbp), %rcx
; CHECK-NEXT: movq %rcx, 0(%rax)
; CHECK-NEXT: movzwl 24(%rbp), %ecx
; CHECK-NEXT: movw %cx, 8(%rax)
; CHECK-NEXT: movq 32(%rbp), %rcx
; CHECK-NEXT: movq %rcx, 16(%rax)
; CHECK-NEXT: movzwl 40(%rbp), %ecx
; CHECK-NEXT: movw %cx, 24(%rax)
; CHECK-NEXT: callq fmodl
; CHECK-NEXT: addq $32, %rsp
; CHECK-NEXT: fstpt -32(%rbp)
; CHECK-NEXT: movq -32(%rbp), %rax
; CHECK-NEXT: movzwl -24(%rbp), %ecx
; CHECK-NEXT: movq %rax, -32(%rbp)
; CHECK-NEXT: movw %cx, -24(%rbp)
; CHECK-NEXT: fldt -32(%rbp)
; CHECK-NEXT: leaq 0(%rbp), %rsp
; CHECK-NEXT: popq %rbp
; CHECK-NEXT: .cfi_def_cfa 7, 8
; CHECK-NEXT: retq
  %r = frem x86_fp80 %a, %b
  ret x86_fp80 %r
}

; a call: the constant argument in its 16-byte stack slot (10 bytes written), the
; result popped from st(0) right after the call
declare x86_fp80 @ext(x86_fp80, i32)

define void @caller(ptr %p) {
; CHECK-LABEL: caller:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: pushq %rbx
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset 3, -16
; CHECK-NEXT: subq $48, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 64
; CHECK-NEXT: movq %rdi, %rbx
; CHECK-NEXT: movq %rsp, %rax
; CHECK-NEXT: movabsq $-9223372036854775808, %rcx
; CHECK-NEXT: movq %rcx, 0(%rax)
; CHECK-NEXT: movw $16383, 8(%rax)
; CHECK-NEXT: movl $7, %edi
; CHECK-NEXT: callq ext
; CHECK-NEXT: fstpt 16(%rsp)
; CHECK-NEXT: movq 16(%rsp), %rax
; CHECK-NEXT: movzwl 24(%rsp), %ecx
; CHECK-NEXT: movq %rax, 0(%rbx)
; CHECK-NEXT: movw %cx, 8(%rbx)
; CHECK-NEXT: addq $48, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq %rbx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %r = call x86_fp80 @ext(x86_fp80 0xK3FFF8000000000000000, i32 7)
  store x86_fp80 %r, ptr %p, align 16
  ret void
}

; a {x86_fp80, x86_fp80} result (long double _Complex): the first value is loaded, then
; the second, which `fxch` moves under it: st(0) = first, st(1) = second
define { x86_fp80, x86_fp80 } @pair(x86_fp80 %a, x86_fp80 %b) {
; CHECK-LABEL: pair:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movq 48(%rsp), %rdx
; CHECK-NEXT: movzwl 56(%rsp), %esi
; CHECK-NEXT: movq 64(%rsp), %rax
; CHECK-NEXT: movzwl 72(%rsp), %ecx
; CHECK-NEXT: movq %rdx, 0(%rsp)
; CHECK-NEXT: movw %si, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movw %cx, 8(%rsp)
; CHECK-NEXT: fldt 0(%rsp)
; CHECK-NEXT: fxch %st(1)
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %p = insertvalue { x86_fp80, x86_fp80 } undef, x86_fp80 %a, 0
  %q = insertvalue { x86_fp80, x86_fp80 } %p, x86_fp80 %b, 1
  ret { x86_fp80, x86_fp80 } %q
}
