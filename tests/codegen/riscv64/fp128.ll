; fp128 (long double) on RISC-V 64: softened to i128 in integer register pairs, every
; operation a libgcc soft-fp call (as llc-16); fneg is an xor of bit 127; fptosi to i32
; calls __fixtfsi. f64 stays native (rv64gc).
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,O2
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O0 %s -o - | FileCheck %s --check-prefixes=CHECK

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define fp128 @add(fp128 %a, fp128 %b) {
; CHECK-LABEL: add:
; CHECK: call __addtf3
  %r = fadd fp128 %a, %b
  ret fp128 %r
}

define fp128 @arith(fp128 %a, fp128 %b) {
; CHECK-LABEL: arith:
; CHECK: call __subtf3
; CHECK: call __multf3
; CHECK: call __divtf3
  %s = fsub fp128 %a, %b
  %m = fmul fp128 %s, %b
  %d = fdiv fp128 %m, %a
  ret fp128 %d
}

define fp128 @muladd(fp128 %a, fp128 %b, fp128 %c) {
; CHECK-LABEL: muladd:
; CHECK: call __multf3
; CHECK: call __addtf3
; CHECK-NOT: fmal
  %r = call fp128 @llvm.fmuladd.f128(fp128 %a, fp128 %b, fp128 %c)
  ret fp128 %r
}

define i32 @olt(fp128 %a, fp128 %b) {
; CHECK-LABEL: olt:
; CHECK: call __lttf2
; O2: srli a0, a0, 63
  %c = fcmp olt fp128 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @ult(fp128 %a, fp128 %b) {
; CHECK-LABEL: ult:
; CHECK: call __getf2
  %c = fcmp ult fp128 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @ueq(fp128 %a, fp128 %b) {
; CHECK-LABEL: ueq:
; CHECK: call __unordtf2
; CHECK: call __eqtf2
  %c = fcmp ueq fp128 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @conv_to_int(fp128 %a) {
; CHECK-LABEL: conv_to_int:
; CHECK: call __fixtfsi
; CHECK: call __fixunstfdi
  %i = fptosi fp128 %a to i32
  %u = fptoui fp128 %a to i64
  %t = trunc i64 %u to i32
  %r = add i32 %i, %t
  ret i32 %r
}

define fp128 @conv_from_int(i32 %a, i128 %b) {
; CHECK-LABEL: conv_from_int:
; CHECK: call __floatsitf
; CHECK: call __floatuntitf
; CHECK: call __addtf3
  %x = sitofp i32 %a to fp128
  %y = uitofp i128 %b to fp128
  %r = fadd fp128 %x, %y
  ret fp128 %r
}

define double @ext_trunc(float %f, fp128 %q) {
; CHECK-LABEL: ext_trunc:
; CHECK: call __extendsftf2
; CHECK: call __addtf3
; CHECK: call __trunctfdf2
  %e = fpext float %f to fp128
  %s = fadd fp128 %e, %q
  %t = fptrunc fp128 %s to double
  ret double %t
}

define fp128 @constant(fp128 %a) {
; CHECK-LABEL: constant:
; CHECK: lui {{a[0-9]}}, 32769
; CHECK: call __multf3
  %r = fmul fp128 %a, 0xL00000000000000004000800000000000
  ret fp128 %r
}

define fp128 @neg(fp128 %a) {
; CHECK-LABEL: neg:
; O2: xor a1, a1, a2
  %r = fneg fp128 %a
  ret fp128 %r
}

define void @copy(ptr %p, ptr %q) {
; CHECK-LABEL: copy:
; O2: ld a2, 0(a0)
; O2: ld a0, 8(a0)
; O2: sd a2, 0(a1)
; O2: sd a0, 8(a1)
  %v = load fp128, ptr %p, align 16
  store fp128 %v, ptr %q, align 16
  ret void
}

define double @not_soft(double %a, double %b) {
; CHECK-LABEL: not_soft:
; CHECK: fadd.d fa0, fa0, fa1
; CHECK-NOT: __adddf3
  %r = fadd double %a, %b
  ret double %r
}
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128)

define fp128 @sel(i32 %c, fp128 %a, fp128 %b) {
; CHECK-LABEL: sel:
; O2: mv a1, a3
; O2: mv a2, a4
  %t = icmp eq i32 %c, 0
  %r = select i1 %t, fp128 %a, fp128 %b
  ret fp128 %r
}
