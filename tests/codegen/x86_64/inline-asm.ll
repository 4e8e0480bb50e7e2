; Inline asm: templates go out verbatim between #APP/#NO_APP with operands substituted
; (AT&T registers by operand width, `$` immediates, `(%reg)` memory, k/b/h/w/q/c
; modifiers, `$$` escapes), and the allocator honours ties, early clobbers and clobbers.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O2 --allow-unused-prefixes
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O0 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O0 --allow-unused-prefixes
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -x86-asm-syntax=intel -O2 %s -o - | FileCheck %s --match-full-lines --check-prefix=INTEL

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global i32 0

define dso_local void @barrier() {
; CHECK-LABEL: barrier:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: #APP
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; INTEL-LABEL: barrier:{{.*}}
; INTEL-NEXT: .cfi_startproc
; INTEL-NEXT: # %bb.0:{{.*}}
; INTEL-NEXT: #APP
; INTEL-NEXT: .att_syntax
; INTEL-NEXT: .intel_syntax noprefix
; INTEL-NEXT: #NO_APP
; INTEL-NEXT: ret
entry:
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"()
  ret void
}

define dso_local i32 @tied(i32 %a, i32 %b) {
; O2-LABEL: tied:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: # %bb.0:{{.*}}
; O2-NEXT: movq %rdi, %rax
; O2-NEXT: #APP
; O2-NEXT: addl %esi, %eax
; O2-NEXT: #NO_APP
; O2-NEXT: retq
; O0-LABEL: tied:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: # %bb.0:{{.*}}
; O0-NEXT: movq %rdi, %rax
; O0-NEXT: movq %rsi, %rcx
; O0-NEXT: #APP
; O0-NEXT: addl %ecx, %eax
; O0-NEXT: #NO_APP
; O0-NEXT: retq
; INTEL-LABEL: tied:{{.*}}
; INTEL-NEXT: .cfi_startproc
; INTEL-NEXT: # %bb.0:{{.*}}
; INTEL-NEXT: mov rax, rdi
; INTEL-NEXT: #APP
; INTEL-NEXT: .att_syntax
; INTEL-NEXT: addl %esi, %eax
; INTEL-NEXT: .intel_syntax noprefix
; INTEL-NEXT: #NO_APP
; INTEL-NEXT: ret
entry:
  %r = call i32 asm "addl $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}"(i32 %a, i32 %b)
  ret i32 %r
}

define dso_local i64 @modifiers(i64 %v) {
; O2-LABEL: modifiers:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: # %bb.0:{{.*}}
; O2-NEXT: #APP
; O2-NEXT: movl %edi, %eax
; O2-NEXT: movb %dil, %al
; O2-NEXT: movw %di, %ax
; O2-NEXT: shlq $3, %rax
; O2-NEXT: addq $3, %rax
; O2-NEXT: #NO_APP
; O2-NEXT: retq
; O0-LABEL: modifiers:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: # %bb.0:{{.*}}
; O0-NEXT: movq %rdi, %rax
; O0-NEXT: #APP
; O0-NEXT: movl %eax, %ecx
; O0-NEXT: movb %al, %cl
; O0-NEXT: movw %ax, %cx
; O0-NEXT: shlq $3, %rcx
; O0-NEXT: addq $3, %rcx
; O0-NEXT: #NO_APP
; O0-NEXT: movq %rcx, %rax
; O0-NEXT: retq
; INTEL-LABEL: modifiers:{{.*}}
; INTEL-NEXT: .cfi_startproc
; INTEL-NEXT: # %bb.0:{{.*}}
; INTEL-NEXT: #APP
; INTEL-NEXT: .att_syntax
; INTEL-NEXT: movl %edi, %eax
; INTEL-NEXT: movb %dil, %al
; INTEL-NEXT: movw %di, %ax
; INTEL-NEXT: shlq $3, %rax
; INTEL-NEXT: addq $3, %rax
; INTEL-NEXT: .intel_syntax noprefix
; INTEL-NEXT: #NO_APP
; INTEL-NEXT: ret
entry:
  %r = call i64 asm "movl ${1:k}, ${0:k}; movb ${1:b}, ${0:b}; movw ${1:w}, ${0:w}; shlq $$${2:c}, $0; addq $2, ${0:q}", "=&r,r,i,~{dirflag},~{fpsr},~{flags}"(i64 %v, i32 3)
  ret i64 %r
}

define dso_local void @memory(ptr %p, i32 %v) {
; O2-LABEL: memory:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: # %bb.0:{{.*}}
; O2-NEXT: #APP
; O2-NEXT: movl %esi, (%rdi)
; O2-NEXT: #NO_APP
; O2-NEXT: retq
; O0-LABEL: memory:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: # %bb.0:{{.*}}
; O0-NEXT: movq %rdi, %rax
; O0-NEXT: movq %rsi, %rcx
; O0-NEXT: #APP
; O0-NEXT: movl %ecx, (%rax)
; O0-NEXT: #NO_APP
; O0-NEXT: retq
; INTEL-LABEL: memory:{{.*}}
; INTEL-NEXT: .cfi_startproc
; INTEL-NEXT: # %bb.0:{{.*}}
; INTEL-NEXT: #APP
; INTEL-NEXT: .att_syntax
; INTEL-NEXT: movl %esi, (%rdi)
; INTEL-NEXT: .intel_syntax noprefix
; INTEL-NEXT: #NO_APP
; INTEL-NEXT: ret
entry:
  call void asm sideeffect "movl $1, $0", "=*m,r,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %p, i32 %v)
  ret void
}

define dso_local i64 @explicit(i64 %x, i64 %y) {
; O2-LABEL: explicit:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: # %bb.0:{{.*}}
; O2-NEXT: movq %rdi, %rax
; O2-NEXT: #APP
; O2-NEXT: mulq %rsi
; O2-NEXT: #NO_APP
; O2-NEXT: leaq 0(%rax,%rdx,1), %rax
; O2-NEXT: retq
; O0-LABEL: explicit:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: # %bb.0:{{.*}}
; O0-NEXT: movq %rdi, %rax
; O0-NEXT: movq %rsi, %rcx
; O0-NEXT: #APP
; O0-NEXT: mulq %rcx
; O0-NEXT: #NO_APP
; O0-NEXT: movq %rdx, %rcx
; O0-NEXT: leaq 0(%rax,%rcx,1), %rax
; O0-NEXT: retq
; INTEL-LABEL: explicit:{{.*}}
; INTEL-NEXT: .cfi_startproc
; INTEL-NEXT: # %bb.0:{{.*}}
; INTEL-NEXT: mov rax, rdi
; INTEL-NEXT: #APP
; INTEL-NEXT: .att_syntax
; INTEL-NEXT: mulq %rsi
; INTEL-NEXT: .intel_syntax noprefix
; INTEL-NEXT: #NO_APP
; INTEL-NEXT: lea rax, [rax + rdx*1 + 0]
; INTEL-NEXT: ret
entry:
  %r = call { i64, i64 } asm "mulq $3", "={ax},={dx},{ax},r,~{dirflag},~{fpsr},~{flags}"(i64 %x, i64 %y)
  %lo = extractvalue { i64, i64 } %r, 0
  %hi = extractvalue { i64, i64 } %r, 1
  %s = add i64 %lo, %hi
  ret i64 %s
}

define dso_local i32 @clobber(i32 %v) {
; O2-LABEL: clobber:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: # %bb.0:{{.*}}
; O2-NEXT: pushq %rbx
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: .cfi_offset 3, -16
; O2-NEXT: #APP
; O2-NEXT: movl %edi, %ebx
; O2-NEXT: leal 1(%rbx), %eax
; O2-NEXT: #NO_APP
; O2-NEXT: popq %rbx
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O0-LABEL: clobber:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: # %bb.0:{{.*}}
; O0-NEXT: pushq %rbx
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: .cfi_offset 3, -16
; O0-NEXT: movq %rdi, %rax
; O0-NEXT: #APP
; O0-NEXT: movl %eax, %ebx
; O0-NEXT: leal 1(%rbx), %eax
; O0-NEXT: #NO_APP
; O0-NEXT: popq %rbx
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: retq
; INTEL-LABEL: clobber:{{.*}}
; INTEL-NEXT: .cfi_startproc
; INTEL-NEXT: # %bb.0:{{.*}}
; INTEL-NEXT: push rbx
; INTEL-NEXT: .cfi_def_cfa_offset 16
; INTEL-NEXT: .cfi_offset 3, -16
; INTEL-NEXT: #APP
; INTEL-NEXT: .att_syntax
; INTEL-NEXT: movl %edi, %ebx
; INTEL-NEXT: leal 1(%rbx), %eax
; INTEL-NEXT: .intel_syntax noprefix
; INTEL-NEXT: #NO_APP
; INTEL-NEXT: pop rbx
; INTEL-NEXT: .cfi_def_cfa_offset 8
; INTEL-NEXT: ret
entry:
  %r = call i32 asm "movl $1, %ebx; leal 1(%rbx), $0", "=r,r,~{rbx},~{dirflag},~{fpsr},~{flags}"(i32 %v)
  ret i32 %r
}
