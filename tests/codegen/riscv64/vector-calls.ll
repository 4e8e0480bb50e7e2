; Vectors crossing calls on RISC-V without V (isel/packed_args.py, sret_demotion.py): an
; integer vector of more than two elements by reference (its elements widened to i64
; in caller memory), the ninth pointer on the stack, results of more than two values
; through memory (the pointer in a0), float lanes as scalars in fa registers.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; CHECK-LABEL: lane:
; CHECK: ld a0, 16(a1)
; CHECK-NEXT: ret
; CHECK-LABEL: splat:
; CHECK: fmv.d
; CHECK-LABEL: nine:
; CHECK: sd a1, 16(sp)
; CHECK: sd t4, 0(a0)
; CHECK: call take9
; CHECK-LABEL: demoted:
; CHECK: addi a0, sp, 0
; CHECK-NEXT: call big
; CHECK-NEXT: flw fa0, 124(sp)
; CHECK-LABEL: short:
; CHECK: mv a0, a1
; CHECK-LABEL: mk8:
; CHECK: sh a1, 14(a0)
; CHECK-NEXT: ret

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
