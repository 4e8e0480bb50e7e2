; Vectors crossing calls on x86-64 (isel/packed_args.py): 16-byte vectors in whole XMM
; registers (movups through a stack temporary), the ninth on the stack, <2 x i8> widened
; into one XMM, <32 x float> returned through memory (sret demotion: pointer in rdi),
; %al counts a vector passed to a variadic function.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: lane:
; CHECK: movups %xmm1, 0(%rsp)
; CHECK-NEXT: movl 8(%rsp), %eax
; CHECK-LABEL: splat:
; CHECK: movups 0(%rsp), %xmm0
; CHECK-NEXT: addq
; CHECK-LABEL: nine:
; CHECK: movq %rsp, %rax
; CHECK: movups {{[0-9]+}}(%rsp), %xmm0
; CHECK-NEXT: movups %xmm0, 0(%rax)
; CHECK: movups {{[0-9]+}}(%rsp), %xmm7
; CHECK-NEXT: callq take9
; CHECK-LABEL: demoted:
; CHECK: leaq 0(%rsp), %rdi
; CHECK-NEXT: callq big
; CHECK-NEXT: movss 124(%rsp), %xmm0
; CHECK-LABEL: short:
; CHECK: movups %xmm0, 0(%rsp)
; CHECK-NEXT: movzbl 1(%rsp), %eax
; CHECK-LABEL: pass_vararg:
; CHECK: movups 16(%rsp), %xmm0
; CHECK-NEXT: movl $1, %eax
; CHECK-NEXT: callq vararg
; CHECK-LABEL: mk8:
; CHECK: movw %di, 14(%rsp)
; CHECK-NEXT: movups 0(%rsp), %xmm0

declare void @take9(<4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>)
declare <32 x float> @big()
declare void @vararg(i32, ...)

; the second vector's lane 2
define i32 @lane(<4 x i32> %a, <4 x i32> %b) {
  %e = extractelement <4 x i32> %b, i32 2
  ret i32 %e
}

; a vector result built from a scalar
define <2 x double> @splat(double %x) {
  %v = insertelement <2 x double> undef, double %x, i32 0
  %w = insertelement <2 x double> %v, double %x, i32 1
  ret <2 x double> %w
}

; eight vector registers, then the stack
define void @nine(<4 x i32> %a) {
  call void @take9(<4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a)
  ret void
}

; a result too big for the result registers comes back through memory
define float @demoted() {
  %v = call <32 x float> @big()
  %e = extractelement <32 x float> %v, i32 31
  ret float %e
}

; short vectors: <2 x i8> promoted or widened, <3 x float> widened, <5 x float> scalarized
define i8 @short(<2 x i8> %a, <3 x float> %b, <5 x float> %c) {
  %e = extractelement <2 x i8> %a, i32 1
  ret i8 %e
}

define void @pass_vararg(<4 x float> %v) {
  call void (i32, ...) @vararg(i32 1, <4 x float> %v)
  ret void
}

; a callee whose result does not fit the result registers on SPARC and RISC-V
define <8 x i16> @mk8(i16 %x) {
  %v = insertelement <8 x i16> zeroinitializer, i16 %x, i32 7
  ret <8 x i16> %v
}
