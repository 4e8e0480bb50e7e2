; fp128 (long double) on AArch64: values in q registers, every operation a libgcc soft-fp
; call (as llc-16); fmuladd is never fused into fmal; sign bits are edited in memory;
; constants come from the constant pool; f128 select is a branch diamond. f64 stays native.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,O2
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O0 %s -o - | FileCheck %s --check-prefixes=CHECK

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define fp128 @add(fp128 %a, fp128 %b) {
; CHECK-LABEL: add:
; CHECK: bl __addtf3
  %r = fadd fp128 %a, %b
  ret fp128 %r
}

define fp128 @arith(fp128 %a, fp128 %b) {
; CHECK-LABEL: arith:
; CHECK: bl __subtf3
; CHECK: bl __multf3
; CHECK: bl __divtf3
  %s = fsub fp128 %a, %b
  %m = fmul fp128 %s, %b
  %d = fdiv fp128 %m, %a
  ret fp128 %d
}

define fp128 @muladd(fp128 %a, fp128 %b, fp128 %c) {
; CHECK-LABEL: muladd:
; CHECK: bl __multf3
; CHECK: bl __addtf3
; CHECK-NOT: fmal
  %r = call fp128 @llvm.fmuladd.f128(fp128 %a, fp128 %b, fp128 %c)
  ret fp128 %r
}

define i32 @olt(fp128 %a, fp128 %b) {
; CHECK-LABEL: olt:
; CHECK: bl __lttf2
; CHECK: cmp w0, #0
; CHECK: cset w0, lt
  %c = fcmp olt fp128 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @ult(fp128 %a, fp128 %b) {
; CHECK-LABEL: ult:
; CHECK: bl __getf2
; CHECK: cset w0, lt
  %c = fcmp ult fp128 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @ueq(fp128 %a, fp128 %b) {
; CHECK-LABEL: ueq:
; CHECK: bl __unordtf2
; CHECK: bl __eqtf2
  %c = fcmp ueq fp128 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @conv_to_int(fp128 %a) {
; CHECK-LABEL: conv_to_int:
; CHECK: bl __fixtfsi
; CHECK: bl __fixunstfdi
  %i = fptosi fp128 %a to i32
  %u = fptoui fp128 %a to i64
  %t = trunc i64 %u to i32
  %r = add i32 %i, %t
  ret i32 %r
}

define fp128 @conv_from_int(i32 %a, i128 %b) {
; CHECK-LABEL: conv_from_int:
; CHECK: bl __floatsitf
; CHECK: bl __floatuntitf
; CHECK: bl __addtf3
  %x = sitofp i32 %a to fp128
  %y = uitofp i128 %b to fp128
  %r = fadd fp128 %x, %y
  ret fp128 %r
}

define double @ext_trunc(float %f, fp128 %q) {
; CHECK-LABEL: ext_trunc:
; CHECK: bl __extendsftf2
; CHECK: bl __addtf3
; CHECK: bl __trunctfdf2
  %e = fpext float %f to fp128
  %s = fadd fp128 %e, %q
  %t = fptrunc fp128 %s to double
  ret double %t
}

define fp128 @constant(fp128 %a) {
; CHECK-LABEL: constant:
; CHECK: adrp x0, .LCPI{{[0-9]+}}_0
; CHECK: ldr q1, [x0, :lo12:.LCPI{{[0-9]+}}_0]
; CHECK: bl __multf3
  %r = fmul fp128 %a, 0xL00000000000000004000800000000000
  ret fp128 %r
}

define fp128 @neg(fp128 %a) {
; CHECK-LABEL: neg:
; CHECK: str q0, [sp, #0]
; CHECK: eor x0, x0, #-9223372036854775808
; CHECK: ldr q0, [sp, #0]
  %r = fneg fp128 %a
  ret fp128 %r
}

define void @copy(ptr %p, ptr %q) {
; CHECK-LABEL: copy:
; CHECK: ldr q0, [x0, #0]
; CHECK: str q0, [x1, #0]
  %v = load fp128, ptr %p, align 16
  store fp128 %v, ptr %q, align 16
  ret void
}

define double @not_soft(double %a, double %b) {
; CHECK-LABEL: not_soft:
; CHECK: fadd d0, d0, d1
; CHECK-NOT: __adddf3
  %r = fadd double %a, %b
  ret double %r
}
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128)

define fp128 @sel(i32 %c, fp128 %a, fp128 %b) {
; CHECK-LABEL: sel:
; CHECK: cmp w0, #0
; CHECK: b.eq .LBB{{[0-9_]+}}
; O2: mov v0.16b, v1.16b
  %t = icmp eq i32 %c, 0
  %r = select i1 %t, fp128 %a, fp128 %b
  ret fp128 %r
}
