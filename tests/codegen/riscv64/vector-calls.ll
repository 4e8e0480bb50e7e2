; Vectors crossing calls on RISC-V without V (isel/packed_args.py, sret_demotion.py): an
; integer vector of more than two elements by reference (its elements widened to i64
; in caller memory), the ninth pointer on the stack, results of more than two values
; through memory (the pointer in a0), float lanes as scalars in fa registers.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"


declare void @take9(<4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>)
declare <32 x float> @big()
declare void @vararg(i32, ...)

; the second vector's lane 2
define i32 @lane(<4 x i32> %a, <4 x i32> %b) {
; CHECK-LABEL: lane:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: ld a0, 16(a1)
; CHECK-NEXT: ret
  %e = extractelement <4 x i32> %b, i32 2
  ret i32 %e
}

; a vector result built from a scalar
define <2 x double> @splat(double %x) {
; CHECK-LABEL: splat:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: fmv.d fa1, fa0
; CHECK-NEXT: fmv.d fa0, fa1
; CHECK-NEXT: ret
  %v = insertelement <2 x double> undef, double %x, i32 0
  %w = insertelement <2 x double> %v, double %x, i32 1
  ret <2 x double> %w
}

; eight vector registers, then the stack
define void @nine(<4 x i32> %a) {
; CHECK-LABEL: nine:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi sp, sp, -320
; CHECK-NEXT: .cfi_def_cfa_offset 320
; CHECK-NEXT: sd ra, 312(sp)
; CHECK-NEXT: .cfi_offset 1, -8
; CHECK-NEXT: mv a1, a0
; CHECK-NEXT: ld t0, 0(a1)
; CHECK-NEXT: addi a0, sp, 16
; CHECK-NEXT: sd t0, 16(sp)
; CHECK-NEXT: ld t1, 8(a1)
; CHECK-NEXT: sd t1, 24(sp)
; CHECK-NEXT: ld t2, 16(a1)
; CHECK-NEXT: sd t2, 32(sp)
; CHECK-NEXT: ld t3, 24(a1)
; CHECK-NEXT: sd t3, 40(sp)
; CHECK-NEXT: addi a1, sp, 48
; CHECK-NEXT: sd t0, 48(sp)
; CHECK-NEXT: sd t1, 56(sp)
; CHECK-NEXT: sd t2, 64(sp)
; CHECK-NEXT: sd t3, 72(sp)
; CHECK-NEXT: addi a2, sp, 80
; CHECK-NEXT: sd t0, 80(sp)
; CHECK-NEXT: sd t1, 88(sp)
; CHECK-NEXT: sd t2, 96(sp)
; CHECK-NEXT: sd t3, 104(sp)
; CHECK-NEXT: addi a3, sp, 112
; CHECK-NEXT: sd t0, 112(sp)
; CHECK-NEXT: sd t1, 120(sp)
; CHECK-NEXT: sd t2, 128(sp)
; CHECK-NEXT: sd t3, 136(sp)
; CHECK-NEXT: addi a4, sp, 144
; CHECK-NEXT: sd t0, 144(sp)
; CHECK-NEXT: sd t1, 152(sp)
; CHECK-NEXT: sd t2, 160(sp)
; CHECK-NEXT: sd t3, 168(sp)
; CHECK-NEXT: addi a5, sp, 176
; CHECK-NEXT: sd t0, 176(sp)
; CHECK-NEXT: sd t1, 184(sp)
; CHECK-NEXT: sd t2, 192(sp)
; CHECK-NEXT: sd t3, 200(sp)
; CHECK-NEXT: addi a6, sp, 208
; CHECK-NEXT: sd t0, 208(sp)
; CHECK-NEXT: sd t1, 216(sp)
; CHECK-NEXT: sd t2, 224(sp)
; CHECK-NEXT: sd t3, 232(sp)
; CHECK-NEXT: addi a7, sp, 240
; CHECK-NEXT: sd t0, 240(sp)
; CHECK-NEXT: sd t1, 248(sp)
; CHECK-NEXT: sd t2, 256(sp)
; CHECK-NEXT: sd t3, 264(sp)
; CHECK-NEXT: addi t4, sp, 272
; CHECK-NEXT: sd t0, 272(sp)
; CHECK-NEXT: sd t1, 280(sp)
; CHECK-NEXT: sd t2, 288(sp)
; CHECK-NEXT: sd t3, 296(sp)
; CHECK-NEXT: mv t0, sp
; CHECK-NEXT: sd t4, 0(t0)
; CHECK-NEXT: call take9
; CHECK-NEXT: ld ra, 312(sp)
; CHECK-NEXT: addi sp, sp, 320
; CHECK-NEXT: ret
  call void @take9(<4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a, <4 x i32> %a)
  ret void
}

; a result too big for the result registers comes back through memory
define float @demoted() {
; CHECK-LABEL: demoted:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi sp, sp, -256
; CHECK-NEXT: .cfi_def_cfa_offset 256
; CHECK-NEXT: sd ra, 248(sp)
; CHECK-NEXT: .cfi_offset 1, -8
; CHECK-NEXT: sd s0, 240(sp)
; CHECK-NEXT: .cfi_offset 8, -16
; CHECK-NEXT: addi s0, sp, 256
; CHECK-NEXT: .cfi_def_cfa 8, 0
; CHECK-NEXT: andi sp, sp, -128
; CHECK-NEXT: addi a0, sp, 0
; CHECK-NEXT: call big
; CHECK-NEXT: flw fa0, 124(sp)
; CHECK-NEXT: addi sp, s0, -256
; CHECK-NEXT: ld ra, 248(sp)
; CHECK-NEXT: ld s0, 240(sp)
; CHECK-NEXT: addi sp, sp, 256
; CHECK-NEXT: ret
  %v = call <32 x float> @big()
  %e = extractelement <32 x float> %v, i32 31
  ret float %e
}

; short vectors: <2 x i8> promoted or widened, <3 x float> widened, <5 x float> scalarized
define i8 @short(<2 x i8> %a, <3 x float> %b, <5 x float> %c) {
; CHECK-LABEL: short:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: mv a0, a1
; CHECK-NEXT: ret
  %e = extractelement <2 x i8> %a, i32 1
  ret i8 %e
}

define void @pass_vararg(<4 x float> %v) {
; CHECK-LABEL: pass_vararg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi sp, sp, -32
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: sd ra, 24(sp)
; CHECK-NEXT: .cfi_offset 1, -8
; CHECK-NEXT: addi a0, zero, 1
; CHECK-NEXT: fsw fa0, 0(sp)
; CHECK-NEXT: lw a1, 0(sp)
; CHECK-NEXT: fsw fa1, 4(sp)
; CHECK-NEXT: lw a2, 4(sp)
; CHECK-NEXT: fsw fa2, 8(sp)
; CHECK-NEXT: lw a3, 8(sp)
; CHECK-NEXT: fsw fa3, 12(sp)
; CHECK-NEXT: lw a4, 12(sp)
; CHECK-NEXT: call vararg
; CHECK-NEXT: ld ra, 24(sp)
; CHECK-NEXT: addi sp, sp, 32
; CHECK-NEXT: ret
  call void (i32, ...) @vararg(i32 1, <4 x float> %v)
  ret void
}

; a callee whose result does not fit the result registers on SPARC and RISC-V
define <8 x i16> @mk8(i16 %x) {
; CHECK-LABEL: mk8:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sh zero, 0(a0)
; CHECK-NEXT: sh zero, 2(a0)
; CHECK-NEXT: sh zero, 4(a0)
; CHECK-NEXT: sh zero, 6(a0)
; CHECK-NEXT: sh zero, 8(a0)
; CHECK-NEXT: sh zero, 10(a0)
; CHECK-NEXT: sh zero, 12(a0)
; CHECK-NEXT: sh a1, 14(a0)
; CHECK-NEXT: ret
  %v = insertelement <8 x i16> zeroinitializer, i16 %x, i32 7
  ret <8 x i16> %v
}
