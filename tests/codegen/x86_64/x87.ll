; x86_fp80 (long double) with x87 instructions (targets/x86_64/x87.py): each operation
; stores its operands' (lo, hi) register pairs to the scratch slot, fldt's them, runs
; the x87 instruction and fstpt's the result; arguments come from 16-byte stack slots,
; results go back in st(0).
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; a in st(0), b in st(1): `fsubp %st(1)` leaves a - b; the result is returned in st(0)
define x86_fp80 @fsub(x86_fp80 %a, x86_fp80 %b) {
; CHECK-LABEL: fsub:
; CHECK:      movq 48(%rsp), %[[ALO:[a-z0-9]+]]
; CHECK-NEXT: movzwl 56(%rsp), %[[AHI:[a-z0-9]+]]
; CHECK-NEXT: movq 64(%rsp), %[[BLO:[a-z0-9]+]]
; CHECK-NEXT: movzwl 72(%rsp), %[[BHI:[a-z0-9]+]]
; CHECK:      movq %[[BLO]], 16(%rsp)
; CHECK:      fldt 16(%rsp)
; CHECK:      movq %[[ALO]], 0(%rsp)
; CHECK:      fldt 0(%rsp)
; CHECK-NEXT: fsubp %st(1)
; CHECK-NEXT: fstpt 0(%rsp)
; CHECK:      fldt 0(%rsp)
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: retq
  %r = fsub x86_fp80 %a, %b
  ret x86_fp80 %r
}

define x86_fp80 @fdiv(x86_fp80 %a, x86_fp80 %b) {
; CHECK-LABEL: fdiv:
; CHECK:      fdivp %st(1)
; CHECK-NEXT: fstpt
  %r = fdiv x86_fp80 %a, %b
  ret x86_fp80 %r
}

; olt(a, b) is ogt(b, a): b in st(0); fucompi + seta; the other operand is popped
define i32 @olt(x86_fp80 %a, x86_fp80 %b) {
; CHECK-LABEL: olt:
; CHECK:      fucompi %st(1)
; CHECK-NEXT: fstp %st(0)
; CHECK-NEXT: seta %al
  %c = fcmp olt x86_fp80 %a, %b
  %r = zext i1 %c to i32
  ret i32 %r
}

; oeq needs ZF and not PF
define i32 @oeq(x86_fp80 %a, x86_fp80 %b) {
; CHECK-LABEL: oeq:
; CHECK:      fucompi %st(1)
; CHECK-NEXT: fstp %st(0)
; CHECK-NEXT: sete
; CHECK-NEXT: setnp
  %c = fcmp oeq x86_fp80 %a, %b
  %r = zext i1 %c to i32
  ret i32 %r
}

; truncation: rounding control = toward zero around fistpll, then the old control word
define i64 @tosi(x86_fp80 %a) {
; CHECK-LABEL: tosi:
; CHECK:      fldt 0(%rsp)
; CHECK-NEXT: fnstcw 12(%rsp)
; CHECK-NEXT: movzwl 12(%rsp), %[[CW:[a-z0-9]+]]
; CHECK-NEXT: orl $3072, %[[CW]]
; CHECK-NEXT: movw %{{[a-z0-9]+}}, 14(%rsp)
; CHECK-NEXT: fldcw 14(%rsp)
; CHECK-NEXT: fistpll 16(%rsp)
; CHECK-NEXT: fldcw 12(%rsp)
; CHECK-NEXT: movq 16(%rsp), %rax
  %r = fptosi x86_fp80 %a to i64
  ret i64 %r
}

define i32 @tosi32(x86_fp80 %a) {
; CHECK-LABEL: tosi32:
; CHECK:      fistpl 16(%rsp)
  %r = fptosi x86_fp80 %a to i32
  ret i32 %r
}

; u64: fildll reads it signed; 2^64 (0x5f800000 as float) is added when the sign is set
define x86_fp80 @fromu(i64 %a) {
; CHECK-LABEL: fromu:
; CHECK:      movl $1602224128, %[[BIG:[a-z0-9]+]]
; CHECK:      testq %rdi, %rdi
; CHECK-NEXT: cmovsl %[[BIG]], %[[ADJ:[a-z0-9]+]]
; CHECK-NEXT: movl %[[ADJ]], 24(%rsp)
; CHECK-NEXT: fildll 16(%rsp)
; CHECK-NEXT: fadds 24(%rsp)
  %r = uitofp i64 %a to x86_fp80
  ret x86_fp80 %r
}

define x86_fp80 @fromi(i32 %a) {
; CHECK-LABEL: fromi:
; CHECK:      movl %edi, 16(%rsp)
; CHECK-NEXT: fildl 16(%rsp)
  %r = sitofp i32 %a to x86_fp80
  ret x86_fp80 %r
}

define double @todouble(x86_fp80 %a) {
; CHECK-LABEL: todouble:
; CHECK:      fstpl 16(%rsp)
; CHECK-NEXT: movsd 16(%rsp), %xmm0
  %r = fptrunc x86_fp80 %a to double
  ret double %r
}

define x86_fp80 @fromfloat(float %a) {
; CHECK-LABEL: fromfloat:
; CHECK:      movss %xmm0, 16(%rsp)
; CHECK-NEXT: flds 16(%rsp)
; CHECK-NEXT: fstpt
  %r = fpext float %a to x86_fp80
  ret x86_fp80 %r
}

; sign operations touch only the sign/exponent half, in a GPR
define x86_fp80 @neg(x86_fp80 %a) {
; CHECK-LABEL: neg:
; CHECK:      xorq $32768, %[[HI:[a-z0-9]+]]
; CHECK-NOT:  fchs
  %r = fneg x86_fp80 %a
  ret x86_fp80 %r
}

declare x86_fp80 @llvm.fabs.f80(x86_fp80)

define x86_fp80 @fabs(x86_fp80 %a) {
; CHECK-LABEL: fabs:
; CHECK:      andq $32767, %[[HI:[a-z0-9]+]]
  %r = call x86_fp80 @llvm.fabs.f80(x86_fp80 %a)
  ret x86_fp80 %r
}

declare x86_fp80 @llvm.sqrt.f80(x86_fp80)

define x86_fp80 @sqrt(x86_fp80 %a) {
; CHECK-LABEL: sqrt:
; CHECK:      fldt 0(%rsp)
; CHECK-NEXT: fsqrt
; CHECK-NEXT: fstpt 0(%rsp)
  %r = call x86_fp80 @llvm.sqrt.f80(x86_fp80 %a)
  ret x86_fp80 %r
}

; frem is fmodl, as llc lowers it; rsp moves around the libcall (its sequence may be
; scheduled inside another call's argument setup)
define x86_fp80 @frem(x86_fp80 %a, x86_fp80 %b) {
; CHECK-LABEL: frem:
; CHECK:      subq $32, %rsp
; CHECK:      callq fmodl
; CHECK-NEXT: addq $32, %rsp
; CHECK-NEXT: fstpt
  %r = frem x86_fp80 %a, %b
  ret x86_fp80 %r
}

; a call: the constant argument in its 16-byte stack slot (10 bytes written), the
; result popped from st(0) right after the call
declare x86_fp80 @ext(x86_fp80, i32)

define void @caller(ptr %p) {
; CHECK-LABEL: caller:
; CHECK:      movabsq $-9223372036854775808, %[[M:[a-z0-9]+]]
; CHECK-NEXT: movq %[[M]], 0(%[[SP:[a-z0-9]+]])
; CHECK-NEXT: movw $16383, 8(%[[SP]])
; CHECK-NEXT: movl $7, %edi
; CHECK-NEXT: callq ext
; CHECK-NEXT: fstpt 16(%rsp)
; CHECK-NEXT: movq 16(%rsp), %[[LO:[a-z0-9]+]]
; CHECK-NEXT: movzwl 24(%rsp), %[[HI:[a-z0-9]+]]
; CHECK-NEXT: movq %[[LO]], 0(%rbx)
; CHECK-NEXT: movw %{{[a-z0-9]+}}, 8(%rbx)
  %r = call x86_fp80 @ext(x86_fp80 0xK3FFF8000000000000000, i32 7)
  store x86_fp80 %r, ptr %p, align 16
  ret void
}

; a {x86_fp80, x86_fp80} result (long double _Complex): the first value is loaded, then
; the second, which `fxch` moves under it: st(0) = first, st(1) = second
define { x86_fp80, x86_fp80 } @pair(x86_fp80 %a, x86_fp80 %b) {
; CHECK-LABEL: pair:
; CHECK:      fldt 0(%rsp)
; CHECK:      fldt 0(%rsp)
; CHECK-NEXT: fxch %st(1)
; CHECK:      retq
  %p = insertvalue { x86_fp80, x86_fp80 } undef, x86_fp80 %a, 0
  %q = insertvalue { x86_fp80, x86_fp80 } %p, x86_fp80 %b, 1
  ret { x86_fp80, x86_fp80 } %q
}
