; Float and double arithmetic, compares and conversions.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define dso_local double @fadd_d(double noundef %a, double noundef %b) {
; CHECK-LABEL: fadd_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addsd %xmm1, %xmm0
; CHECK-NEXT: retq
entry:
  %add = fadd double %a, %b
  ret double %add
}

define dso_local double @fsub_d(double noundef %a, double noundef %b) {
; CHECK-LABEL: fsub_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subsd %xmm1, %xmm0
; CHECK-NEXT: retq
entry:
  %sub = fsub double %a, %b
  ret double %sub
}

define dso_local double @fmul_d(double noundef %a, double noundef %b) {
; CHECK-LABEL: fmul_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: mulsd %xmm1, %xmm0
; CHECK-NEXT: retq
entry:
  %mul = fmul double %a, %b
  ret double %mul
}

define dso_local double @fdiv_d(double noundef %a, double noundef %b) {
; CHECK-LABEL: fdiv_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: divsd %xmm1, %xmm0
; CHECK-NEXT: retq
entry:
  %div = fdiv double %a, %b
  ret double %div
}

define dso_local float @fadd_s(float noundef %a, float noundef %b) {
; CHECK-LABEL: fadd_s:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addss %xmm1, %xmm0
; CHECK-NEXT: retq
entry:
  %add = fadd float %a, %b
  ret float %add
}

define dso_local float @fmul_s(float noundef %a, float noundef %b) {
; CHECK-LABEL: fmul_s:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: mulss %xmm1, %xmm0
; CHECK-NEXT: retq
entry:
  %mul = fmul float %a, %b
  ret float %mul
}

define dso_local float @fdiv_s(float noundef %a, float noundef %b) {
; CHECK-LABEL: fdiv_s:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: divss %xmm1, %xmm0
; CHECK-NEXT: retq
entry:
  %div = fdiv float %a, %b
  ret float %div
}

define dso_local double @fneg_d(double noundef %a) {
; CHECK-LABEL: fneg_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %xmm0, %rax
; CHECK-NEXT: movabsq $-9223372036854775808, %rcx
; CHECK-NEXT: xorq %rcx, %rax
; CHECK-NEXT: movq %rax, %xmm0
; CHECK-NEXT: retq
entry:
  %fneg = fneg double %a
  ret double %fneg
}

define dso_local i32 @fcmp_olt(double noundef %a, double noundef %b) {
; CHECK-LABEL: fcmp_olt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: ucomisd %xmm0, %xmm1
; CHECK-NEXT: seta %al
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: retq
entry:
  %cmp = fcmp olt double %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @fcmp_oeq_s(float noundef %a, float noundef %b) {
; CHECK-LABEL: fcmp_oeq_s:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: ucomiss %xmm1, %xmm0
; CHECK-NEXT: sete %al
; CHECK-NEXT: setnp %cl
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: movzbl %cl, %ecx
; CHECK-NEXT: andl %ecx, %eax
; CHECK-NEXT: retq
entry:
  %cmp = fcmp oeq float %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local double @sitofp_i32(i32 noundef %a) {
; CHECK-LABEL: sitofp_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cvtsi2sdl %edi, %xmm0
; CHECK-NEXT: retq
entry:
  %conv = sitofp i32 %a to double
  ret double %conv
}

define dso_local double @sitofp_i64(i64 noundef %a) {
; CHECK-LABEL: sitofp_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cvtsi2sdq %rdi, %xmm0
; CHECK-NEXT: retq
entry:
  %conv = sitofp i64 %a to double
  ret double %conv
}

define dso_local i32 @fptosi_d(double noundef %a) {
; CHECK-LABEL: fptosi_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cvttsd2si %xmm0, %eax
; CHECK-NEXT: retq
entry:
  %conv = fptosi double %a to i32
  ret i32 %conv
}

define dso_local i64 @fptosi_d64(double noundef %a) {
; CHECK-LABEL: fptosi_d64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cvttsd2si %xmm0, %rax
; CHECK-NEXT: retq
entry:
  %conv = fptosi double %a to i64
  ret i64 %conv
}

define dso_local float @sitofp_s(i32 noundef %a) {
; CHECK-LABEL: sitofp_s:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cvtsi2ssl %edi, %xmm0
; CHECK-NEXT: retq
entry:
  %conv = sitofp i32 %a to float
  ret float %conv
}

define dso_local double @fpext(float noundef %a) {
; CHECK-LABEL: fpext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cvtss2sd %xmm0, %xmm0
; CHECK-NEXT: retq
entry:
  %conv = fpext float %a to double
  ret double %conv
}

define dso_local float @fptrunc(double noundef %a) {
; CHECK-LABEL: fptrunc:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cvtsd2ss %xmm0, %xmm0
; CHECK-NEXT: retq
entry:
  %conv = fptrunc double %a to float
  ret float %conv
}

define dso_local double @load_add_d(ptr noundef %p) {
; CHECK-LABEL: load_add_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movsd 0(%rdi), %xmm0
; CHECK-NEXT: addsd 8(%rdi), %xmm0
; CHECK-NEXT: movsd %xmm0, 0(%rdi)
; CHECK-NEXT: retq
entry:
  %0 = load double, ptr %p, align 8
  %arrayidx1 = getelementptr inbounds double, ptr %p, i64 1
  %1 = load double, ptr %arrayidx1, align 8
  %add = fadd double %0, %1
  store double %add, ptr %p, align 8
  ret double %add
}

define dso_local double @uitofp_i64(i64 noundef %a) {
; CHECK-LABEL: uitofp_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: shrq $1, %rax
; CHECK-NEXT: movq %rdi, %rcx
; CHECK-NEXT: andq $1, %rcx
; CHECK-NEXT: orq %rcx, %rax
; CHECK-NEXT: cvtsi2sdq %rax, %xmm0
; CHECK-NEXT: addsd %xmm0, %xmm0
; CHECK-NEXT: cvtsi2sdq %rdi, %xmm1
; CHECK-NEXT: movq %xmm0, %rax
; CHECK-NEXT: movq %xmm1, %rcx
; CHECK-NEXT: testq %rdi, %rdi
; CHECK-NEXT: cmovlq %rax, %rcx
; CHECK-NEXT: movq %rcx, %xmm0
; CHECK-NEXT: retq
entry:
  %conv = uitofp i64 %a to double
  ret double %conv
}

define dso_local double @uitofp_i32(i32 noundef %a) {
; CHECK-LABEL: uitofp_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: cvtsi2sdq %rax, %xmm0
; CHECK-NEXT: retq
entry:
  %conv = uitofp i32 %a to double
  ret double %conv
}

define dso_local i32 @fptoui_d(double noundef %a) {
; CHECK-LABEL: fptoui_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cvttsd2si %xmm0, %rax
; CHECK-NEXT: retq
entry:
  %conv = fptoui double %a to i32
  ret i32 %conv
}
