; __float128 (fp128) on x86-64: values in xmm registers (psABI SSE+SSEUP), every operation a
; libgcc soft-fp call as llc-16 makes it; loads, stores and spills are movups; sign bits
; are edited in memory; selects pick between two stack copies by address (cmov).
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,O2
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O0 %s -o - | FileCheck %s --check-prefixes=CHECK

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define fp128 @add(fp128 %a, fp128 %b) {
; CHECK-LABEL: add:
; CHECK: callq __addtf3
  %r = fadd fp128 %a, %b
  ret fp128 %r
}

define fp128 @arith(fp128 %a, fp128 %b) {
; CHECK-LABEL: arith:
; CHECK: callq __subtf3
; CHECK: callq __multf3
; CHECK: callq __divtf3
  %s = fsub fp128 %a, %b
  %m = fmul fp128 %s, %b
  %d = fdiv fp128 %m, %a
  ret fp128 %d
}

define fp128 @muladd(fp128 %a, fp128 %b, fp128 %c) {
; CHECK-LABEL: muladd:
; CHECK: callq __multf3
; CHECK: callq __addtf3
; CHECK-NOT: fmal
  %r = call fp128 @llvm.fmuladd.f128(fp128 %a, fp128 %b, fp128 %c)
  ret fp128 %r
}

define i32 @olt(fp128 %a, fp128 %b) {
; CHECK-LABEL: olt:
; CHECK: callq __lttf2
  %c = fcmp olt fp128 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @ult(fp128 %a, fp128 %b) {
; CHECK-LABEL: ult:
; CHECK: callq __getf2
  %c = fcmp ult fp128 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @ueq(fp128 %a, fp128 %b) {
; CHECK-LABEL: ueq:
; CHECK: callq __unordtf2
; CHECK: callq __eqtf2
  %c = fcmp ueq fp128 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @conv_to_int(fp128 %a) {
; CHECK-LABEL: conv_to_int:
; CHECK: callq __fixtfsi
; CHECK: callq __fixunstfdi
  %i = fptosi fp128 %a to i32
  %u = fptoui fp128 %a to i64
  %t = trunc i64 %u to i32
  %r = add i32 %i, %t
  ret i32 %r
}

define fp128 @conv_from_int(i32 %a, i128 %b) {
; CHECK-LABEL: conv_from_int:
; CHECK: callq __floatsitf
; CHECK: callq __floatuntitf
; CHECK: callq __addtf3
  %x = sitofp i32 %a to fp128
  %y = uitofp i128 %b to fp128
  %r = fadd fp128 %x, %y
  ret fp128 %r
}

define double @ext_trunc(float %f, fp128 %q) {
; CHECK-LABEL: ext_trunc:
; CHECK: callq __extendsftf2
; CHECK: callq __addtf3
; CHECK: callq __trunctfdf2
  %e = fpext float %f to fp128
  %s = fadd fp128 %e, %q
  %t = fptrunc fp128 %s to double
  ret double %t
}

define fp128 @constant(fp128 %a) {
; CHECK-LABEL: constant:
; CHECK: movups .LCPI{{[0-9]+}}_0(%rip), %xmm1
; CHECK: callq __multf3
  %r = fmul fp128 %a, 0xL00000000000000004000800000000000
  ret fp128 %r
}

define fp128 @neg(fp128 %a) {
; CHECK-LABEL: neg:
; CHECK: movups %xmm0, 0(%rsp)
; CHECK: movups 0(%rsp), %xmm0
  %r = fneg fp128 %a
  ret fp128 %r
}

define void @copy(ptr %p, ptr %q) {
; CHECK-LABEL: copy:
; O2: movups 0(%rdi), %xmm0
; O2: movups %xmm0, 0(%rsi)
  %v = load fp128, ptr %p, align 16
  store fp128 %v, ptr %q, align 16
  ret void
}

define double @not_soft(double %a, double %b) {
; CHECK-LABEL: not_soft:
; CHECK: addsd %xmm1, %xmm0
  %r = fadd double %a, %b
  ret double %r
}
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128)

define fp128 @sel(i32 %c, fp128 %a, fp128 %b) {
; CHECK-LABEL: sel:
; CHECK: cmov{{.*}}
  %t = icmp eq i32 %c, 0
  %r = select i1 %t, fp128 %a, fp128 %b
  ret fp128 %r
}
