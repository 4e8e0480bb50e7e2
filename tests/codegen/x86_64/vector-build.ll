; A gather: an insertelement chain filling every lane of an undef <4 x i32>
; (isel/build_vector_lanes.py) is one BUILD_VECTOR: movd per lane (straight from memory
; when the lane is a load), punpckldq, punpcklqdq, so the multiply stays a vector one.
; Must not fire (the lanes stay scalar): a chain that leaves a lane undef, a chain whose
; middle link has a second user, a variable lane index.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

define void @gather(ptr %p, ptr %q) {
; CHECK-LABEL: gather:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movd 0(%rdi), %xmm0
; CHECK-NEXT: movd 28(%rdi), %xmm2
; CHECK-NEXT: movd 56(%rdi), %xmm1
; CHECK-NEXT: movd 84(%rdi), %xmm3
; CHECK-NEXT: punpckldq %xmm2, %xmm0
; CHECK-NEXT: punpckldq %xmm3, %xmm1
; CHECK-NEXT: punpcklqdq %xmm1, %xmm0
; CHECK-NEXT: movups 0(%rsi), %xmm2
; CHECK-NEXT: pshufd $245, %xmm0, %xmm1
; CHECK-NEXT: pshufd $245, %xmm2, %xmm3
; CHECK-NEXT: pmuludq %xmm2, %xmm0
; CHECK-NEXT: pmuludq %xmm3, %xmm1
; CHECK-NEXT: pshufd $232, %xmm0, %xmm0
; CHECK-NEXT: pshufd $232, %xmm1, %xmm1
; CHECK-NEXT: punpckldq %xmm1, %xmm0
; CHECK-NEXT: movups %xmm0, 0(%rsi)
; CHECK-NEXT: retq
  %a = load i32, ptr %p
  %p1 = getelementptr i32, ptr %p, i64 7
  %b = load i32, ptr %p1
  %p2 = getelementptr i32, ptr %p, i64 14
  %c = load i32, ptr %p2
  %p3 = getelementptr i32, ptr %p, i64 21
  %d = load i32, ptr %p3
  %v0 = insertelement <4 x i32> poison, i32 %a, i64 0
  %v1 = insertelement <4 x i32> %v0, i32 %b, i64 1
  %v2 = insertelement <4 x i32> %v1, i32 %c, i64 2
  %v3 = insertelement <4 x i32> %v2, i32 %d, i64 3
  %w = load <4 x i32>, ptr %q
  %m = mul <4 x i32> %v3, %w
  store <4 x i32> %m, ptr %q
  ret void
}

define void @from_regs(i32 %a, i32 %b, i32 %c, i32 %d, ptr %q) {
; CHECK-LABEL: from_regs:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movd %edi, %xmm0
; CHECK-NEXT: movd %esi, %xmm2
; CHECK-NEXT: movd %edx, %xmm1
; CHECK-NEXT: movd %ecx, %xmm3
; CHECK-NEXT: punpckldq %xmm2, %xmm0
; CHECK-NEXT: punpckldq %xmm3, %xmm1
; CHECK-NEXT: punpcklqdq %xmm1, %xmm0
; CHECK-NEXT: movups 0(%r8), %xmm1
; CHECK-NEXT: paddd %xmm1, %xmm0
; CHECK-NEXT: movups %xmm0, 0(%r8)
; CHECK-NEXT: retq
  %v0 = insertelement <4 x i32> undef, i32 %d, i64 3
  %v1 = insertelement <4 x i32> %v0, i32 %b, i64 1
  %v2 = insertelement <4 x i32> %v1, i32 %a, i64 0
  %v3 = insertelement <4 x i32> %v2, i32 %c, i64 2
  %w = load <4 x i32>, ptr %q
  %m = add <4 x i32> %v3, %w
  store <4 x i32> %m, ptr %q
  ret void
}

; bless: not=punpck
define void @partial(i32 %a, i32 %b, i32 %c, ptr %q) {
; CHECK-LABEL: partial:{{.*}}
; CHECK-NOT: {{.*(punpck).*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl 4(%rcx), %r9d
; CHECK-NEXT: movl 8(%rcx), %r8d
; CHECK-NEXT: movl 12(%rcx), %eax
; CHECK-NEXT: addl %edi, 0(%rcx)
; CHECK-NEXT: leal 0(%rsi,%r9,1), %esi
; CHECK-NEXT: movl %esi, 4(%rcx)
; CHECK-NEXT: leal 0(%rdx,%r8,1), %edx
; CHECK-NEXT: movl %edx, 8(%rcx)
; CHECK-NEXT: leal 0(%rdx,%rax,1), %eax
; CHECK-NEXT: movl %eax, 12(%rcx)
; CHECK-NEXT: retq
  %v0 = insertelement <4 x i32> poison, i32 %a, i64 0
  %v1 = insertelement <4 x i32> %v0, i32 %b, i64 1
  %v2 = insertelement <4 x i32> %v1, i32 %c, i64 2
  %w = load <4 x i32>, ptr %q
  %m = add <4 x i32> %v2, %w
  store <4 x i32> %m, ptr %q
  ret void
}

; bless: not=punpck
define void @shared_link(i32 %a, i32 %b, i32 %c, i32 %d, ptr %q, ptr %r) {
; CHECK-LABEL: shared_link:{{.*}}
; CHECK-NOT: {{.*(punpck).*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl %edi, 0(%r9)
; CHECK-NEXT: movl %esi, 4(%r9)
; CHECK-NEXT: movl %eax, 8(%r9)
; CHECK-NEXT: movl %eax, 12(%r9)
; CHECK-NEXT: movl 4(%r8), %r10d
; CHECK-NEXT: movl 8(%r8), %r9d
; CHECK-NEXT: movl 12(%r8), %eax
; CHECK-NEXT: addl %edi, 0(%r8)
; CHECK-NEXT: leal 0(%rsi,%r10,1), %esi
; CHECK-NEXT: movl %esi, 4(%r8)
; CHECK-NEXT: leal 0(%rdx,%r9,1), %edx
; CHECK-NEXT: movl %edx, 8(%r8)
; CHECK-NEXT: leal 0(%rcx,%rax,1), %eax
; CHECK-NEXT: movl %eax, 12(%r8)
; CHECK-NEXT: retq
  %v0 = insertelement <4 x i32> poison, i32 %a, i64 0
  %v1 = insertelement <4 x i32> %v0, i32 %b, i64 1
  %v2 = insertelement <4 x i32> %v1, i32 %c, i64 2
  %v3 = insertelement <4 x i32> %v2, i32 %d, i64 3
  store <4 x i32> %v1, ptr %r
  %w = load <4 x i32>, ptr %q
  %m = add <4 x i32> %v3, %w
  store <4 x i32> %m, ptr %q
  ret void
}

; bless: not=punpck
define void @variable_lane(i32 %a, i32 %b, i32 %c, i32 %d, i64 %i, ptr %q) {
; CHECK-LABEL: variable_lane:{{.*}}
; CHECK-NOT: {{.*(punpck).*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: testq %r8, %r8
; CHECK-NEXT: cmovel %ecx, %edi
; CHECK-NEXT: cmpq $1, %r8
; CHECK-NEXT: cmovel %ecx, %esi
; CHECK-NEXT: cmpq $2, %r8
; CHECK-NEXT: cmovel %ecx, %edx
; CHECK-NEXT: cmpq $3, %r8
; CHECK-NEXT: cmovel %ecx, %eax
; CHECK-NEXT: addl 4(%r9), %esi
; CHECK-NEXT: addl 8(%r9), %edx
; CHECK-NEXT: addl 12(%r9), %eax
; CHECK-NEXT: addl %edi, 0(%r9)
; CHECK-NEXT: movl %esi, 4(%r9)
; CHECK-NEXT: movl %edx, 8(%r9)
; CHECK-NEXT: movl %eax, 12(%r9)
; CHECK-NEXT: retq
  %v0 = insertelement <4 x i32> poison, i32 %a, i64 0
  %v1 = insertelement <4 x i32> %v0, i32 %b, i64 1
  %v2 = insertelement <4 x i32> %v1, i32 %c, i64 2
  %v3 = insertelement <4 x i32> %v2, i32 %d, i64 %i
  %w = load <4 x i32>, ptr %q
  %m = add <4 x i32> %v3, %w
  store <4 x i32> %m, ptr %q
  ret void
}
