; Unsigned division of native vectors by constant splats (isel/build_vector_divrem.py):
; a pmulhuw magic multiply and psrlw, `urem` as x - q*d, powers of two as a shift or a
; mask, the "add" form (d = 7), truncation of <16 x i16> to <16 x i8> as packuswb
; (masked first unless the lanes are known to fit). Must not fire: a non-splat divisor,
; i32 lanes (SSE2 has no 32-bit mulhu), a signed division: those stay scalar `div`s.
; Multiplies by 2^k, 2^k + 1, 2^k - 1 splats of i32/i64 lanes: pslld/psllq and padd/psub.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

define void @urem26(ptr %p, ptr %q) {
; CHECK-LABEL: urem26:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movups 0(%rdi), %xmm0
; CHECK-NEXT: movaps .LCPI0_0(%rip), %xmm2
; CHECK-NEXT: movaps %xmm0, %xmm1
; CHECK-NEXT: pmulhuw %xmm2, %xmm1
; CHECK-NEXT: psrlw $3, %xmm1
; CHECK-NEXT: movaps .LCPI0_1(%rip), %xmm2
; CHECK-NEXT: pmullw %xmm2, %xmm1
; CHECK-NEXT: psubw %xmm1, %xmm0
; CHECK-NEXT: movups %xmm0, 0(%rsi)
; CHECK-NEXT: retq
  %x = load <8 x i16>, ptr %p
  %r = urem <8 x i16> %x, <i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26>
  store <8 x i16> %r, ptr %q
  ret void
}

define void @udiv7(ptr %p, ptr %q) {
; CHECK-LABEL: udiv7:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movups 0(%rdi), %xmm0
; CHECK-NEXT: movaps .LCPI1_0(%rip), %xmm2
; CHECK-NEXT: movaps %xmm0, %xmm1
; CHECK-NEXT: pmulhuw %xmm2, %xmm1
; CHECK-NEXT: psubw %xmm1, %xmm0
; CHECK-NEXT: psrlw $1, %xmm0
; CHECK-NEXT: paddw %xmm0, %xmm1
; CHECK-NEXT: psrlw $2, %xmm1
; CHECK-NEXT: movups %xmm1, 0(%rsi)
; CHECK-NEXT: retq
  %x = load <8 x i16>, ptr %p
  %r = udiv <8 x i16> %x, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  store <8 x i16> %r, ptr %q
  ret void
}

define void @pow2(ptr %p, ptr %q, ptr %s) {
; CHECK-LABEL: pow2:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movups 0(%rdi), %xmm0
; CHECK-NEXT: movaps %xmm0, %xmm1
; CHECK-NEXT: psrld $3, %xmm1
; CHECK-NEXT: movups %xmm1, 0(%rsi)
; CHECK-NEXT: movaps .LCPI2_0(%rip), %xmm1
; CHECK-NEXT: pand %xmm1, %xmm0
; CHECK-NEXT: movups %xmm0, 0(%rdx)
; CHECK-NEXT: retq
  %x = load <4 x i32>, ptr %p
  %d = udiv <4 x i32> %x, <i32 8, i32 8, i32 8, i32 8>
  %r = urem <4 x i32> %x, <i32 16, i32 16, i32 16, i32 16>
  store <4 x i32> %d, ptr %q
  store <4 x i32> %r, ptr %s
  ret void
}

define void @trunc_fits(ptr %p, ptr %q) {
; CHECK-LABEL: trunc_fits:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movups 0(%rdi), %xmm0
; CHECK-NEXT: movups 16(%rdi), %xmm1
; CHECK-NEXT: movaps .LCPI3_0(%rip), %xmm2
; CHECK-NEXT: movaps %xmm0, %xmm4
; CHECK-NEXT: pmulhuw %xmm2, %xmm4
; CHECK-NEXT: psrlw $3, %xmm4
; CHECK-NEXT: movaps .LCPI3_1(%rip), %xmm3
; CHECK-NEXT: pmullw %xmm3, %xmm4
; CHECK-NEXT: psubw %xmm4, %xmm0
; CHECK-NEXT: movaps %xmm1, %xmm4
; CHECK-NEXT: pmulhuw %xmm2, %xmm4
; CHECK-NEXT: psrlw $3, %xmm4
; CHECK-NEXT: pmullw %xmm3, %xmm4
; CHECK-NEXT: psubw %xmm4, %xmm1
; CHECK-NEXT: packuswb %xmm1, %xmm0
; CHECK-NEXT: movups %xmm0, 0(%rsi)
; CHECK-NEXT: retq
  %x = load <16 x i16>, ptr %p
  %r = urem <16 x i16> %x, <i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26>
  %t = trunc <16 x i16> %r to <16 x i8>
  store <16 x i8> %t, ptr %q
  ret void
}

define void @trunc_masked(ptr %p, ptr %q) {
; CHECK-LABEL: trunc_masked:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movups 0(%rdi), %xmm0
; CHECK-NEXT: movups 16(%rdi), %xmm1
; CHECK-NEXT: movaps .LCPI4_0(%rip), %xmm2
; CHECK-NEXT: pand %xmm2, %xmm0
; CHECK-NEXT: pand %xmm2, %xmm1
; CHECK-NEXT: packuswb %xmm1, %xmm0
; CHECK-NEXT: movups %xmm0, 0(%rsi)
; CHECK-NEXT: retq
  %x = load <16 x i16>, ptr %p
  %t = trunc <16 x i16> %x to <16 x i8>
  store <16 x i8> %t, ptr %q
  ret void
}

; bless: match=div
; bless: not=pmul
define void @not_splat(ptr %p, ptr %q) {
; CHECK-LABEL: not_splat:{{.*}}
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: divl %edi
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: divl %edi
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: divl %edi
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: divl %edi
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: divl %edi
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: divl %edi
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: divl %edi
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: divl %edi
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: retq
  %x = load <8 x i16>, ptr %p
  %r = udiv <8 x i16> %x, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 9>
  store <8 x i16> %r, ptr %q
  ret void
}

; bless: match=div
; bless: not=pmul
define void @i32_lanes(ptr %p, ptr %q) {
; CHECK-LABEL: i32_lanes:{{.*}}
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: divl %ecx
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: divl %ecx
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: divl %ecx
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: divl %ecx
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: retq
  %x = load <4 x i32>, ptr %p
  %r = urem <4 x i32> %x, <i32 26, i32 26, i32 26, i32 26>
  store <4 x i32> %r, ptr %q
  ret void
}

; bless: match=div
; bless: not=pmul
define void @signed(ptr %p, ptr %q) {
; CHECK-LABEL: signed:{{.*}}
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: idivl %ecx
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: idivl %ecx
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: idivl %ecx
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: idivl %ecx
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: idivl %ecx
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: idivl %ecx
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: idivl %ecx
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: idivl %ecx
; CHECK-NOT: {{.*(pmul).*}}
; CHECK: retq
  %x = load <8 x i16>, ptr %p
  %r = sdiv <8 x i16> %x, <i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26>
  store <8 x i16> %r, ptr %q
  ret void
}

define void @mul_shift_add(ptr %p, ptr %q) {
; CHECK-LABEL: mul_shift_add:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movups 0(%rdi), %xmm1
; CHECK-NEXT: movaps %xmm1, %xmm0
; CHECK-NEXT: paddd %xmm1, %xmm0
; CHECK-NEXT: paddd %xmm1, %xmm0
; CHECK-NEXT: movaps %xmm1, %xmm2
; CHECK-NEXT: pslld $3, %xmm2
; CHECK-NEXT: psubd %xmm1, %xmm2
; CHECK-NEXT: paddd %xmm2, %xmm0
; CHECK-NEXT: pslld $4, %xmm1
; CHECK-NEXT: pxor %xmm1, %xmm0
; CHECK-NEXT: movups %xmm0, 0(%rsi)
; CHECK-NEXT: retq
  %x = load <4 x i32>, ptr %p
  %a = mul <4 x i32> %x, <i32 3, i32 3, i32 3, i32 3>
  %b = mul <4 x i32> %x, <i32 7, i32 7, i32 7, i32 7>
  %c = mul <4 x i32> %x, <i32 16, i32 16, i32 16, i32 16>
  %s1 = add <4 x i32> %a, %b
  %s2 = xor <4 x i32> %s1, %c
  store <4 x i32> %s2, ptr %q
  ret void
}

define void @mul_i64_lanes(ptr %p, ptr %q) {
; CHECK-LABEL: mul_i64_lanes:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movups 0(%rdi), %xmm0
; CHECK-NEXT: movaps %xmm0, %xmm1
; CHECK-NEXT: psllq $3, %xmm1
; CHECK-NEXT: paddq %xmm0, %xmm1
; CHECK-NEXT: movups %xmm1, 0(%rsi)
; CHECK-NEXT: retq
  %x = load <2 x i64>, ptr %p
  %a = mul <2 x i64> %x, <i64 9, i64 9>
  store <2 x i64> %a, ptr %q
  ret void
}

; Must not fire: a constant that is not 2^k +- 1 keeps pmuludq; 16-bit lanes keep pmullw
; bless: match=pmul
; bless: not=psll
define void @mul_not(ptr %p, ptr %q, ptr %r) {
; CHECK-LABEL: mul_not:{{.*}}
; CHECK-NOT: {{.*(psll).*}}
; CHECK: pmuludq %xmm2, %xmm0
; CHECK-NOT: {{.*(psll).*}}
; CHECK: pmuludq %xmm3, %xmm1
; CHECK-NOT: {{.*(psll).*}}
; CHECK: pmullw %xmm1, %xmm0
; CHECK-NOT: {{.*(psll).*}}
; CHECK: retq
  %x = load <4 x i32>, ptr %p
  %a = mul <4 x i32> %x, <i32 10, i32 10, i32 10, i32 10>
  store <4 x i32> %a, ptr %q
  %y = load <8 x i16>, ptr %r
  %b = mul <8 x i16> %y, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  store <8 x i16> %b, ptr %r
  ret void
}
