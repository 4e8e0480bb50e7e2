; Intrinsics clang emits for C: bit counting, byte swap, min/max, overflow checks,
; fabs/sqrt, small constant-size memcpy/memset.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define dso_local i32 @clz32(i32 noundef %x) {
; CHECK-LABEL: clz32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: shrl $1, %eax
; CHECK-NEXT: orl %eax, %edi
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: shrl $2, %eax
; CHECK-NEXT: orl %eax, %edi
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: shrl $4, %eax
; CHECK-NEXT: orl %eax, %edi
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: shrl $8, %eax
; CHECK-NEXT: orl %eax, %edi
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: shrl $16, %eax
; CHECK-NEXT: orl %eax, %edi
; CHECK-NEXT: notl %edi
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: shrl $1, %eax
; CHECK-NEXT: andl $1431655765, %eax
; CHECK-NEXT: subl %eax, %edi
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: andl $858993459, %eax
; CHECK-NEXT: shrl $2, %edi
; CHECK-NEXT: andl $858993459, %edi
; CHECK-NEXT: addl %edi, %eax
; CHECK-NEXT: movq %rax, %rcx
; CHECK-NEXT: shrl $4, %ecx
; CHECK-NEXT: addl %ecx, %eax
; CHECK-NEXT: andl $252645135, %eax
; CHECK-NEXT: imull $16843009, %eax, %eax
; CHECK-NEXT: shrl $24, %eax
; CHECK-NEXT: retq
entry:
  %0 = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  ret i32 %0
}

define dso_local i32 @ctz32(i32 noundef %x) {
; CHECK-LABEL: ctz32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: notl %eax
; CHECK-NEXT: leal -1(%rdi), %ecx
; CHECK-NEXT: andl %ecx, %eax
; CHECK-NEXT: movq %rax, %rcx
; CHECK-NEXT: shrl $1, %ecx
; CHECK-NEXT: andl $1431655765, %ecx
; CHECK-NEXT: subl %ecx, %eax
; CHECK-NEXT: movq %rax, %rcx
; CHECK-NEXT: andl $858993459, %ecx
; CHECK-NEXT: shrl $2, %eax
; CHECK-NEXT: andl $858993459, %eax
; CHECK-NEXT: addl %ecx, %eax
; CHECK-NEXT: movq %rax, %rcx
; CHECK-NEXT: shrl $4, %ecx
; CHECK-NEXT: addl %ecx, %eax
; CHECK-NEXT: andl $252645135, %eax
; CHECK-NEXT: imull $16843009, %eax, %eax
; CHECK-NEXT: shrl $24, %eax
; CHECK-NEXT: retq
entry:
  %0 = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  ret i32 %0
}

define dso_local i32 @popcount32(i32 noundef %x) {
; CHECK-LABEL: popcount32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: shrl $1, %eax
; CHECK-NEXT: andl $1431655765, %eax
; CHECK-NEXT: subl %eax, %edi
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: andl $858993459, %eax
; CHECK-NEXT: shrl $2, %edi
; CHECK-NEXT: andl $858993459, %edi
; CHECK-NEXT: addl %edi, %eax
; CHECK-NEXT: movq %rax, %rcx
; CHECK-NEXT: shrl $4, %ecx
; CHECK-NEXT: addl %ecx, %eax
; CHECK-NEXT: andl $252645135, %eax
; CHECK-NEXT: imull $16843009, %eax, %eax
; CHECK-NEXT: shrl $24, %eax
; CHECK-NEXT: retq
entry:
  %0 = call i32 @llvm.ctpop.i32(i32 %x)
  ret i32 %0
}

define dso_local i32 @bswap32(i32 noundef %x) {
; CHECK-LABEL: bswap32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: bswapl %eax
; CHECK-NEXT: retq
entry:
  %0 = call i32 @llvm.bswap.i32(i32 %x)
  ret i32 %0
}

define dso_local i32 @smax32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: smax32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: cmpl %eax, %edi
; CHECK-NEXT: cmovgl %edi, %eax
; CHECK-NEXT: retq
entry:
  %0 = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  ret i32 %0
}

define dso_local i32 @umin32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: umin32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: cmpl %eax, %edi
; CHECK-NEXT: cmovbl %edi, %eax
; CHECK-NEXT: retq
entry:
  %0 = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  ret i32 %0
}

define dso_local i32 @sadd_overflow(i32 noundef %a, i32 noundef %b, ptr noundef %res) {
; CHECK-LABEL: sadd_overflow:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: leal 0(%rdi,%rsi,1), %eax
; CHECK-NEXT: movl %eax, 0(%rdx)
; CHECK-NEXT: movq %rax, %rcx
; CHECK-NEXT: xorl %edi, %ecx
; CHECK-NEXT: xorl %esi, %eax
; CHECK-NEXT: andl %eax, %ecx
; CHECK-NEXT: testl %ecx, %ecx
; CHECK-NEXT: setl %al
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: retq
entry:
  %0 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %1 = extractvalue { i32, i1 } %0, 1
  %2 = extractvalue { i32, i1 } %0, 0
  store i32 %2, ptr %res, align 4
  %conv = zext i1 %1 to i32
  ret i32 %conv
}

define dso_local i32 @umul_overflow(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: umul_overflow:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: movl %esi, %ecx
; CHECK-NEXT: imulq %rcx, %rax
; CHECK-NEXT: shrq $32, %rax
; CHECK-NEXT: testl %eax, %eax
; CHECK-NEXT: setne %al
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: retq
entry:
  %0 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %1 = extractvalue { i32, i1 } %0, 1
  %conv = zext i1 %1 to i32
  ret i32 %conv
}

define dso_local double @fabs_d(double noundef %x) {
; CHECK-LABEL: fabs_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %xmm0, %rax
; CHECK-NEXT: movabsq $9223372036854775807, %rcx
; CHECK-NEXT: andq %rcx, %rax
; CHECK-NEXT: movq %rax, %xmm0
; CHECK-NEXT: retq
entry:
  %0 = call double @llvm.fabs.f64(double %x)
  ret double %0
}

define dso_local double @sqrt_d(double noundef %x) {
; CHECK-LABEL: sqrt_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sqrtsd %xmm0, %xmm0
; CHECK-NEXT: retq
entry:
  %0 = call double @llvm.sqrt.f64(double %x)
  ret double %0
}

define dso_local void @copy16(ptr noundef %d, ptr noundef %s) {
; CHECK-LABEL: copy16:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq 0(%rsi), %rax
; CHECK-NEXT: movq 8(%rsi), %rcx
; CHECK-NEXT: movq %rax, 0(%rdi)
; CHECK-NEXT: movq %rcx, 8(%rdi)
; CHECK-NEXT: retq
entry:
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 16, i1 false)
  ret void
}

define dso_local void @zero12(ptr noundef %d) {
; CHECK-LABEL: zero12:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq $0, 0(%rdi)
; CHECK-NEXT: movl $0, 8(%rdi)
; CHECK-NEXT: retq
entry:
  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 0, i64 12, i1 false)
  ret void
}

declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare double @llvm.fabs.f64(double)
declare double @llvm.sqrt.f64(double)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)
