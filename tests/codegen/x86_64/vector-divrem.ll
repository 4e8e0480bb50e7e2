; Unsigned division of native vectors by constant splats (isel/build_vector_divrem.py):
; a pmulhuw magic multiply and psrlw, `urem` as x - q*d, powers of two as a shift or a
; mask, the "add" form (d = 7), truncation of <16 x i16> to <16 x i8> as packuswb
; (masked first unless the lanes are known to fit). Must not fire: a non-splat divisor,
; i32 lanes (SSE2 has no 32-bit mulhu), a signed division: those stay scalar `div`s.
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
