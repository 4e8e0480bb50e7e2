; Vectors crossing calls on x86-64 (isel/packed_args.py): 16-byte vectors in whole XMM
; registers (movups through a stack temporary), the ninth on the stack, <2 x i8> widened
; into one XMM, <32 x float> returned through memory (sret demotion: pointer in rdi),
; %al counts a vector passed to a variadic function.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"


declare void @take9(<4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>)
declare <32 x float> @big()
declare void @vararg(i32, ...)

; the second vector's lane 2
define i32 @lane(<4 x i32> %a, <4 x i32> %b) {
; CHECK-LABEL: lane:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: movups %xmm1, 0(%rsp)
; CHECK-NEXT: movl 8(%rsp), %eax
; CHECK-NEXT: addq $24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %e = extractelement <4 x i32> %b, i32 2
  ret i32 %e
}

; a vector result built from a scalar
define <2 x double> @splat(double %x) {
; CHECK-LABEL: splat:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: movsd %xmm0, 0(%rsp)
; CHECK-NEXT: movsd %xmm0, 8(%rsp)
; CHECK-NEXT: movups 0(%rsp), %xmm0
; CHECK-NEXT: addq $24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %v = insertelement <2 x double> undef, double %x, i32 0
  %w = insertelement <2 x double> %v, double %x, i32 1
  ret <2 x double> %w
}

; eight vector registers, then the stack
define void @nine(<4 x i32> %a) {
; CHECK-LABEL: nine:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $184, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 192
; CHECK-NEXT: movq %rsp, %rdi
; CHECK-NEXT: movups %xmm0, 16(%rsp)
; CHECK-NEXT: movl 16(%rsp), %eax
; CHECK-NEXT: movl %eax, 160(%rsp)
; CHECK-NEXT: movl 20(%rsp), %ecx
; CHECK-NEXT: movl %ecx, 164(%rsp)
; CHECK-NEXT: movl 24(%rsp), %edx
; CHECK-NEXT: movl %edx, 168(%rsp)
; CHECK-NEXT: movl 28(%rsp), %esi
; CHECK-NEXT: movl %esi, 172(%rsp)
; CHECK-NEXT: movups 160(%rsp), %xmm0
; CHECK-NEXT: movups %xmm0, 0(%rdi)
; CHECK-NEXT: movl %eax, 32(%rsp)
; CHECK-NEXT: movl %ecx, 36(%rsp)
; CHECK-NEXT: movl %edx, 40(%rsp)
; CHECK-NEXT: movl %esi, 44(%rsp)
; CHECK-NEXT: movups 32(%rsp), %xmm0
; CHECK-NEXT: movl %eax, 48(%rsp)
; CHECK-NEXT: movl %ecx, 52(%rsp)
; CHECK-NEXT: movl %edx, 56(%rsp)
; CHECK-NEXT: movl %esi, 60(%rsp)
; CHECK-NEXT: movups 48(%rsp), %xmm1
; CHECK-NEXT: movl %eax, 64(%rsp)
; CHECK-NEXT: movl %ecx, 68(%rsp)
; CHECK-NEXT: movl %edx, 72(%rsp)
; CHECK-NEXT: movl %esi, 76(%rsp)
; CHECK-NEXT: movups 64(%rsp), %xmm2
; CHECK-NEXT: movl %eax, 80(%rsp)
; CHECK-NEXT: movl %ecx, 84(%rsp)
; CHECK-NEXT: movl %edx, 88(%rsp)
; CHECK-NEXT: movl %esi, 92(%rsp)
; CHECK-NEXT: movups 80(%rsp), %xmm3
; CHECK-NEXT: movl %eax, 96(%rsp)
; CHECK-NEXT: movl %ecx, 100(%rsp)
; CHECK-NEXT: movl %edx, 104(%rsp)
; CHECK-NEXT: movl %esi, 108(%rsp)
; CHECK-NEXT: movups 96(%rsp), %xmm4
; CHECK-NEXT: movl %eax, 112(%rsp)
; CHECK-NEXT: movl %ecx, 116(%rsp)
; CHECK-NEXT: movl %edx, 120(%rsp)
; CHECK-NEXT: movl %esi, 124(%rsp)
; CHECK-NEXT: movups 112(%rsp), %xmm5
; CHECK-NEXT: movl %eax, 128(%rsp)
; CHECK-NEXT: movl %ecx, 132(%rsp)
; CHECK-NEXT: movl %edx, 136(%rsp)
; CHECK-NEXT: movl %esi, 140(%rsp)
; CHECK-NEXT: movups 128(%rsp), %xmm6
; CHECK-NEXT: movl %eax, 144(%rsp)
; CHECK-NEXT: movl %ecx, 148(%rsp)
; CHECK-NEXT: movl %edx, 152(%rsp)
; CHECK-NEXT: movl %esi, 156(%rsp)
; CHECK-NEXT: movups 144(%rsp), %xmm7
; CHECK-NEXT: callq take9
; CHECK-NEXT: addq $184, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  call void @take9(<4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a)
  ret void
}

; a result too big for the result registers comes back through memory
define float @demoted() {
; CHECK-LABEL: demoted:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: pushq %rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset 6, -16
; CHECK-NEXT: movq %rsp, %rbp
; CHECK-NEXT: .cfi_def_cfa_register 6
; CHECK-NEXT: subq $240, %rsp
; CHECK-NEXT: andq $-128, %rsp
; CHECK-NEXT: leaq 0(%rsp), %rdi
; CHECK-NEXT: callq big
; CHECK-NEXT: movss 124(%rsp), %xmm0
; CHECK-NEXT: leaq 0(%rbp), %rsp
; CHECK-NEXT: popq %rbp
; CHECK-NEXT: .cfi_def_cfa 7, 8
; CHECK-NEXT: retq
  %v = call <32 x float> @big()
  %e = extractelement <32 x float> %v, i32 31
  ret float %e
}

; short vectors: <2 x i8> promoted or widened, <3 x float> widened, <5 x float> scalarized
define i8 @short(<2 x i8> %a, <3 x float> %b, <5 x float> %c) {
; CHECK-LABEL: short:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: movups %xmm0, 0(%rsp)
; CHECK-NEXT: movzbl 1(%rsp), %eax
; CHECK-NEXT: addq $24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %e = extractelement <2 x i8> %a, i32 1
  ret i8 %e
}

define void @pass_vararg(<4 x float> %v) {
; CHECK-LABEL: pass_vararg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movl $1, %edi
; CHECK-NEXT: movups %xmm0, 0(%rsp)
; CHECK-NEXT: movss 0(%rsp), %xmm0
; CHECK-NEXT: movss %xmm0, 16(%rsp)
; CHECK-NEXT: movss 4(%rsp), %xmm0
; CHECK-NEXT: movss %xmm0, 20(%rsp)
; CHECK-NEXT: movss 8(%rsp), %xmm0
; CHECK-NEXT: movss %xmm0, 24(%rsp)
; CHECK-NEXT: movss 12(%rsp), %xmm0
; CHECK-NEXT: movss %xmm0, 28(%rsp)
; CHECK-NEXT: movups 16(%rsp), %xmm0
; CHECK-NEXT: movl $1, %eax
; CHECK-NEXT: callq vararg
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  call void (i32, ...) @vararg(i32 1, <4 x float> %v)
  ret void
}

; a callee whose result does not fit the result registers on SPARC and RISC-V
define <8 x i16> @mk8(i16 %x) {
; CHECK-LABEL: mk8:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: movw $0, 0(%rsp)
; CHECK-NEXT: movw $0, 2(%rsp)
; CHECK-NEXT: movw $0, 4(%rsp)
; CHECK-NEXT: movw $0, 6(%rsp)
; CHECK-NEXT: movw $0, 8(%rsp)
; CHECK-NEXT: movw $0, 10(%rsp)
; CHECK-NEXT: movw $0, 12(%rsp)
; CHECK-NEXT: movw %di, 14(%rsp)
; CHECK-NEXT: movups 0(%rsp), %xmm0
; CHECK-NEXT: addq $24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
  %v = insertelement <8 x i16> zeroinitializer, i16 %x, i32 7
  ret <8 x i16> %v
}
