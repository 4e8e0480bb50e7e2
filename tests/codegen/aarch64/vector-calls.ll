; Vectors crossing calls on AArch64 (isel/packed_args.py): 128-bit vectors in whole Q
; registers (copied with `mov v.16b`), the ninth on the stack, <2 x i8> promoted to
; v2i32 in one D register, <32 x float> returned in q0-q7, a vector passed to a
; variadic function in a Q register as a named one.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"


declare void @take9(<4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>)
declare <32 x float> @big()
declare void @vararg(i32, ...)

; the second vector's lane 2
define i32 @lane(<4 x i32> %a, <4 x i32> %b) {
; CHECK-LABEL: lane:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: mov v0.16b, v1.16b
; CHECK-NEXT: str q0, [sp, #0]
; CHECK-NEXT: ldur w0, [sp, #8]
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa 31, 0
; CHECK-NEXT: ret
  %e = extractelement <4 x i32> %b, i32 2
  ret i32 %e
}

; a vector result built from a scalar
define <2 x double> @splat(double %x) {
; CHECK-LABEL: splat:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: str d0, [sp, #0]
; CHECK-NEXT: stur d0, [sp, #8]
; CHECK-NEXT: ldr q0, [sp, #0]
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa 31, 0
; CHECK-NEXT: ret
  %v = insertelement <2 x double> undef, double %x, i32 0
  %w = insertelement <2 x double> %v, double %x, i32 1
  ret <2 x double> %w
}

; eight vector registers, then the stack
define void @nine(<4 x i32> %a) {
; CHECK-LABEL: nine:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: stp x29, x30, [sp, #0]
; CHECK-NEXT: mov x29, sp
; CHECK-NEXT: .cfi_def_cfa 29, 16
; CHECK-NEXT: .cfi_offset 30, -8
; CHECK-NEXT: .cfi_offset 29, -16
; CHECK-NEXT: sub sp, sp, #176
; CHECK-NEXT: mov x4, sp
; CHECK-NEXT: str q0, [sp, #16]
; CHECK-NEXT: ldr w0, [sp, #16]
; CHECK-NEXT: str w0, [sp, #160]
; CHECK-NEXT: ldur w1, [sp, #20]
; CHECK-NEXT: stur w1, [sp, #164]
; CHECK-NEXT: ldur w2, [sp, #24]
; CHECK-NEXT: stur w2, [sp, #168]
; CHECK-NEXT: ldur w3, [sp, #28]
; CHECK-NEXT: stur w3, [sp, #172]
; CHECK-NEXT: ldr q0, [sp, #160]
; CHECK-NEXT: str q0, [x4, #0]
; CHECK-NEXT: str w0, [sp, #32]
; CHECK-NEXT: stur w1, [sp, #36]
; CHECK-NEXT: stur w2, [sp, #40]
; CHECK-NEXT: stur w3, [sp, #44]
; CHECK-NEXT: ldr q0, [sp, #32]
; CHECK-NEXT: str w0, [sp, #48]
; CHECK-NEXT: stur w1, [sp, #52]
; CHECK-NEXT: stur w2, [sp, #56]
; CHECK-NEXT: stur w3, [sp, #60]
; CHECK-NEXT: ldr q1, [sp, #48]
; CHECK-NEXT: str w0, [sp, #64]
; CHECK-NEXT: stur w1, [sp, #68]
; CHECK-NEXT: stur w2, [sp, #72]
; CHECK-NEXT: stur w3, [sp, #76]
; CHECK-NEXT: ldr q2, [sp, #64]
; CHECK-NEXT: str w0, [sp, #80]
; CHECK-NEXT: stur w1, [sp, #84]
; CHECK-NEXT: stur w2, [sp, #88]
; CHECK-NEXT: stur w3, [sp, #92]
; CHECK-NEXT: ldr q3, [sp, #80]
; CHECK-NEXT: str w0, [sp, #96]
; CHECK-NEXT: stur w1, [sp, #100]
; CHECK-NEXT: stur w2, [sp, #104]
; CHECK-NEXT: stur w3, [sp, #108]
; CHECK-NEXT: ldr q4, [sp, #96]
; CHECK-NEXT: str w0, [sp, #112]
; CHECK-NEXT: stur w1, [sp, #116]
; CHECK-NEXT: stur w2, [sp, #120]
; CHECK-NEXT: stur w3, [sp, #124]
; CHECK-NEXT: ldr q5, [sp, #112]
; CHECK-NEXT: str w0, [sp, #128]
; CHECK-NEXT: stur w1, [sp, #132]
; CHECK-NEXT: stur w2, [sp, #136]
; CHECK-NEXT: stur w3, [sp, #140]
; CHECK-NEXT: ldr q6, [sp, #128]
; CHECK-NEXT: str w0, [sp, #144]
; CHECK-NEXT: stur w1, [sp, #148]
; CHECK-NEXT: stur w2, [sp, #152]
; CHECK-NEXT: stur w3, [sp, #156]
; CHECK-NEXT: ldr q7, [sp, #144]
; CHECK-NEXT: bl take9
; CHECK-NEXT: add sp, sp, #176
; CHECK-NEXT: .cfi_def_cfa 31, 16
; CHECK-NEXT: ldp x29, x30, [sp, #0]
; CHECK-NEXT: .cfi_restore 30
; CHECK-NEXT: .cfi_restore 29
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
  call void @take9(<4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a)
  ret void
}

; a result too big for the result registers comes back through memory
define float @demoted() {
; CHECK-LABEL: demoted:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: stp x29, x30, [sp, #0]
; CHECK-NEXT: mov x29, sp
; CHECK-NEXT: .cfi_def_cfa 29, 16
; CHECK-NEXT: .cfi_offset 30, -8
; CHECK-NEXT: .cfi_offset 29, -16
; CHECK-NEXT: sub sp, sp, #128
; CHECK-NEXT: bl big
; CHECK-NEXT: mov v0.16b, v7.16b
; CHECK-NEXT: str q0, [sp, #112]
; CHECK-NEXT: ldur s0, [sp, #124]
; CHECK-NEXT: add sp, sp, #128
; CHECK-NEXT: .cfi_def_cfa 31, 16
; CHECK-NEXT: ldp x29, x30, [sp, #0]
; CHECK-NEXT: .cfi_restore 30
; CHECK-NEXT: .cfi_restore 29
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
  %v = call <32 x float> @big()
  %e = extractelement <32 x float> %v, i32 31
  ret float %e
}

; short vectors: <2 x i8> promoted or widened, <3 x float> widened, <5 x float> scalarized
define i8 @short(<2 x i8> %a, <3 x float> %b, <5 x float> %c) {
; CHECK-LABEL: short:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fmov x0, d0
; CHECK-NEXT: lsr x0, x0, #32
; CHECK-NEXT: ret
  %e = extractelement <2 x i8> %a, i32 1
  ret i8 %e
}

define void @pass_vararg(<4 x float> %v) {
; CHECK-LABEL: pass_vararg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: stp x29, x30, [sp, #0]
; CHECK-NEXT: mov x29, sp
; CHECK-NEXT: .cfi_def_cfa 29, 16
; CHECK-NEXT: .cfi_offset 30, -8
; CHECK-NEXT: .cfi_offset 29, -16
; CHECK-NEXT: sub sp, sp, #32
; CHECK-NEXT: mov w0, #1
; CHECK-NEXT: str q0, [sp, #0]
; CHECK-NEXT: ldr s0, [sp, #0]
; CHECK-NEXT: str s0, [sp, #16]
; CHECK-NEXT: ldur s0, [sp, #4]
; CHECK-NEXT: stur s0, [sp, #20]
; CHECK-NEXT: ldur s0, [sp, #8]
; CHECK-NEXT: stur s0, [sp, #24]
; CHECK-NEXT: ldur s0, [sp, #12]
; CHECK-NEXT: stur s0, [sp, #28]
; CHECK-NEXT: ldr q0, [sp, #16]
; CHECK-NEXT: bl vararg
; CHECK-NEXT: add sp, sp, #32
; CHECK-NEXT: .cfi_def_cfa 31, 16
; CHECK-NEXT: ldp x29, x30, [sp, #0]
; CHECK-NEXT: .cfi_restore 30
; CHECK-NEXT: .cfi_restore 29
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
  call void (i32, ...) @vararg(i32 1, <4 x float> %v)
  ret void
}

; a callee whose result does not fit the result registers on SPARC and RISC-V
define <8 x i16> @mk8(i16 %x) {
; CHECK-LABEL: mk8:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: strh wzr, [sp, #0]
; CHECK-NEXT: sturh wzr, [sp, #2]
; CHECK-NEXT: sturh wzr, [sp, #4]
; CHECK-NEXT: sturh wzr, [sp, #6]
; CHECK-NEXT: sturh wzr, [sp, #8]
; CHECK-NEXT: sturh wzr, [sp, #10]
; CHECK-NEXT: sturh wzr, [sp, #12]
; CHECK-NEXT: sturh w0, [sp, #14]
; CHECK-NEXT: ldr q0, [sp, #0]
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa 31, 0
; CHECK-NEXT: ret
  %v = insertelement <8 x i16> zeroinitializer, i16 %x, i32 7
  ret <8 x i16> %v
}
