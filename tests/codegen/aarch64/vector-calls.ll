; Vectors crossing calls on AArch64 (isel/packed_args.py): 128-bit vectors in whole Q
; registers (copied with `mov v.16b`), the ninth on the stack, <2 x i8> promoted to
; v2i32 in one D register, <32 x float> returned in q0-q7, a vector passed to a
; variadic function in a Q register as a named one.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; CHECK-LABEL: lane:
; CHECK: mov v0.16b, v1.16b
; CHECK-NEXT: str q0, [sp, #0]
; CHECK-NEXT: ldur w0, [sp, #8]
; CHECK-LABEL: splat:
; CHECK: ldr q0, [sp, #0]
; CHECK-LABEL: nine:
; CHECK: mov x0, sp
; CHECK: str q0, [x0, #0]
; CHECK: ldr q7, [sp, #{{[0-9]+}}]
; CHECK-NEXT: bl take9
; CHECK-LABEL: demoted:
; CHECK: bl big
; CHECK-NEXT: mov v0.16b, v7.16b
; CHECK-NEXT: str q0, [sp, #112]
; CHECK-NEXT: ldur s0, [sp, #124]
; CHECK-LABEL: short:
; CHECK: fmov x0, d0
; CHECK-NEXT: lsr x0, x0, #32
; CHECK-LABEL: pass_vararg:
; CHECK: ldr q0, [sp, #16]
; CHECK-NEXT: bl vararg
; CHECK-LABEL: mk8:
; CHECK: sturh w0, [sp, #14]
; CHECK-NEXT: ldr q0, [sp, #0]

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
