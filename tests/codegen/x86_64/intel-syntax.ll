; -x86-asm-syntax=intel: operand order, size keywords and memory operands in Intel syntax,
; next to the default AT&T output of the same functions.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -x86-asm-syntax=intel -O2 %s -o - | FileCheck %s --match-full-lines --check-prefix=INTEL
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines --check-prefix=ATT

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global i64 0, align 8

define dso_local i64 @sub_rr(i64 noundef %a, i64 noundef %b) {
; INTEL-LABEL: sub_rr:{{.*}}
; INTEL-NEXT: .cfi_startproc
; INTEL-NEXT: # %bb.0:{{.*}}
; INTEL-NEXT: mov rax, rdi
; INTEL-NEXT: sub rax, rsi
; INTEL-NEXT: ret
; ATT-LABEL: sub_rr:{{.*}}
; ATT-NEXT: .cfi_startproc
; ATT-NEXT: # %bb.0:{{.*}}
; ATT-NEXT: movq %rdi, %rax
; ATT-NEXT: subq %rsi, %rax
; ATT-NEXT: retq
entry:
  %sub = sub nsw i64 %a, %b
  ret i64 %sub
}

define dso_local i32 @load_indexed(ptr noundef %p, i64 noundef %i) {
; INTEL-LABEL: load_indexed:{{.*}}
; INTEL-NEXT: .cfi_startproc
; INTEL-NEXT: # %bb.0:{{.*}}
; INTEL-NEXT: mov eax, dword ptr [rdi + rsi*4 + 0]
; INTEL-NEXT: ret
; ATT-LABEL: load_indexed:{{.*}}
; ATT-NEXT: .cfi_startproc
; ATT-NEXT: # %bb.0:{{.*}}
; ATT-NEXT: movl 0(%rdi,%rsi,4), %eax
; ATT-NEXT: retq
entry:
  %arrayidx = getelementptr inbounds i32, ptr %p, i64 %i
  %0 = load i32, ptr %arrayidx, align 4
  ret i32 %0
}

define dso_local void @store_imm(ptr noundef %p) {
; INTEL-LABEL: store_imm:{{.*}}
; INTEL-NEXT: .cfi_startproc
; INTEL-NEXT: # %bb.0:{{.*}}
; INTEL-NEXT: mov word ptr [rdi + 8], -2
; INTEL-NEXT: ret
; ATT-LABEL: store_imm:{{.*}}
; ATT-NEXT: .cfi_startproc
; ATT-NEXT: # %bb.0:{{.*}}
; ATT-NEXT: movw $-2, 8(%rdi)
; ATT-NEXT: retq
entry:
  %arrayidx = getelementptr inbounds i16, ptr %p, i64 4
  store i16 -2, ptr %arrayidx, align 2
  ret void
}

define dso_local i64 @load_global() {
; INTEL-LABEL: load_global:{{.*}}
; INTEL-NEXT: .cfi_startproc
; INTEL-NEXT: # %bb.0:{{.*}}
; INTEL-NEXT: mov rax, qword ptr [rip + g]
; INTEL-NEXT: ret
; ATT-LABEL: load_global:{{.*}}
; ATT-NEXT: .cfi_startproc
; ATT-NEXT: # %bb.0:{{.*}}
; ATT-NEXT: movq g(%rip), %rax
; ATT-NEXT: retq
entry:
  %0 = load i64, ptr @g, align 8
  ret i64 %0
}

define dso_local i64 @shift_var(i64 noundef %a, i64 noundef %b) {
; INTEL-LABEL: shift_var:{{.*}}
; INTEL-NEXT: .cfi_startproc
; INTEL-NEXT: # %bb.0:{{.*}}
; INTEL-NEXT: mov rax, rdi
; INTEL-NEXT: mov rcx, rsi
; INTEL-NEXT: sar rax, cl
; INTEL-NEXT: ret
; ATT-LABEL: shift_var:{{.*}}
; ATT-NEXT: .cfi_startproc
; ATT-NEXT: # %bb.0:{{.*}}
; ATT-NEXT: movq %rdi, %rax
; ATT-NEXT: movq %rsi, %rcx
; ATT-NEXT: sarq %cl, %rax
; ATT-NEXT: retq
entry:
  %shr = ashr i64 %a, %b
  ret i64 %shr
}

define dso_local double @cvt(i32 noundef %a, ptr noundef %p) {
; INTEL-LABEL: cvt:{{.*}}
; INTEL-NEXT: .cfi_startproc
; INTEL-NEXT: # %bb.0:{{.*}}
; INTEL-NEXT: cvtsi2sd xmm0, edi
; INTEL-NEXT: mulsd xmm0, qword ptr [rsi + 0]
; INTEL-NEXT: ret
; ATT-LABEL: cvt:{{.*}}
; ATT-NEXT: .cfi_startproc
; ATT-NEXT: # %bb.0:{{.*}}
; ATT-NEXT: cvtsi2sdl %edi, %xmm0
; ATT-NEXT: mulsd 0(%rsi), %xmm0
; ATT-NEXT: retq
entry:
  %conv = sitofp i32 %a to double
  %0 = load double, ptr %p, align 8
  %mul = fmul double %conv, %0
  ret double %mul
}
