; RUN: pyopt -passes=instcombine -S %s | FileCheck %s
; RUN: opt-16 -passes=instcombine -S %s | FileCheck %s

declare double @llvm.fmuladd.f64(double, double, double)
declare double @llvm.fma.f64(double, double, double)
declare float @llvm.fma.f32(float, float, float)

define double @fmuladd() {
; CHECK-LABEL: @fmuladd(
; CHECK-NEXT: ret double 2.600000e+01
  %r = call double @llvm.fmuladd.f64(double 1.000000e+01, double 2.500000e+00, double 1.000000e+00)
  ret double %r
}

; Rounded once: (1+2^-52)^2 - 1 = 2^-51 + 2^-104 rounds to 2^-51.
define double @fused() {
; CHECK-LABEL: @fused(
; CHECK-NEXT: ret double 0x3CC0000000000000
  %r = call double @llvm.fma.f64(double 0x3FF0000000000001, double 0x3FF0000000000001, double -1.0)
  ret double %r
}

; (1+2^-52)(1-2^-52) - 1 = -2^-104 exactly; an unfused x*y+z would round the product
; to 1.0 and give 0.0.
define double @fused_low_bits() {
; CHECK-LABEL: @fused_low_bits(
; CHECK-NEXT: ret double 0xB970000000000000
  %r = call double @llvm.fma.f64(double 0x3FF0000000000001, double 0x3FEFFFFFFFFFFFFE, double -1.0)
  ret double %r
}

define float @f32() {
; CHECK-LABEL: @f32(
; CHECK-NEXT: ret float 0x3E90000000000000
  %r = call float @llvm.fma.f32(float 0x3FF0000020000000, float 0x3FF0000020000000, float -1.0)
  ret float %r
}

define double @negzero() {
; CHECK-LABEL: @negzero(
; CHECK-NEXT: ret double -0.000000e+00
  %r = call double @llvm.fma.f64(double -0.0, double 2.0, double -0.0)
  ret double %r
}

; Must not fire: a variable operand.
define double @var(double %x) {
; CHECK-LABEL: @var(
; CHECK-NEXT: call double @llvm.fma.f64(double %x
  %r = call double @llvm.fma.f64(double %x, double 2.0, double 1.0)
  ret double %r
}
