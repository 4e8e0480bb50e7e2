; Prologue/epilogue: leaf without frame, non-leaf saving the return address, values live
; across calls in callee-saved registers, a big frame, dynamic alloca; -O0 and -O2.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O2 --allow-unused-prefixes
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O0 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O0 --allow-unused-prefixes

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @ext(i32 noundef)
declare void @use(ptr noundef)

define dso_local i32 @leaf(i32 noundef %a, i32 noundef %b) {
; O2-LABEL: leaf:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: # %bb.0:{{.*}}
; O2-NEXT: leal 0(%rsi,%rdi,1), %eax
; O2-NEXT: retq
; O0-LABEL: leaf:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: # %bb.0:{{.*}}
; O0-NEXT: movq %rdi, %rax
; O0-NEXT: movq %rsi, %rcx
; O0-NEXT: leal 0(%rcx,%rax,1), %eax
; O0-NEXT: retq
entry:
  %add = add nsw i32 %b, %a
  ret i32 %add
}

define dso_local i32 @nonleaf(i32 noundef %a) {
; O2-LABEL: nonleaf:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: # %bb.0:{{.*}}
; O2-NEXT: subq $8, %rsp
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: callq ext
; O2-NEXT: addq $8, %rsp
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O0-LABEL: nonleaf:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: # %bb.0:{{.*}}
; O0-NEXT: subq $8, %rsp
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: movq %rdi, %rax
; O0-NEXT: movq %rax, %rdi
; O0-NEXT: callq ext
; O0-NEXT: addq $8, %rsp
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: retq
entry:
  %call = call i32 @ext(i32 noundef %a)
  ret i32 %call
}

define dso_local i32 @callee_saved(i32 noundef %a, i32 noundef %b) {
; O2-LABEL: callee_saved:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: # %bb.0:{{.*}}
; O2-NEXT: pushq %rbx
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: .cfi_offset 3, -16
; O2-NEXT: pushq %r12
; O2-NEXT: .cfi_def_cfa_offset 24
; O2-NEXT: .cfi_offset 12, -24
; O2-NEXT: pushq %r13
; O2-NEXT: .cfi_def_cfa_offset 32
; O2-NEXT: .cfi_offset 13, -32
; O2-NEXT: movq %rdi, %rbx
; O2-NEXT: movq %rsi, %r12
; O2-NEXT: movq %rbx, %rdi
; O2-NEXT: callq ext
; O2-NEXT: movq %rax, %r13
; O2-NEXT: movq %r12, %rdi
; O2-NEXT: callq ext
; O2-NEXT: leal 0(%rax,%r13,1), %eax
; O2-NEXT: leal 0(%rax,%rbx,1), %eax
; O2-NEXT: leal 0(%rax,%r12,1), %eax
; O2-NEXT: popq %r13
; O2-NEXT: .cfi_def_cfa_offset 24
; O2-NEXT: popq %r12
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: popq %rbx
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O0-LABEL: callee_saved:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: # %bb.0:{{.*}}
; O0-NEXT: subq $24, %rsp
; O0-NEXT: .cfi_def_cfa_offset 32
; O0-NEXT: movq %rdi, %rax
; O0-NEXT: movq %rsi, %rcx
; O0-NEXT: movq %rax, %rdi
; O0-NEXT: movl %eax, 0(%rsp)
; O0-NEXT: movl %ecx, 4(%rsp)
; O0-NEXT: callq ext
; O0-NEXT: movl 4(%rsp), %ecx
; O0-NEXT: movq %rcx, %rdi
; O0-NEXT: movl %eax, 8(%rsp)
; O0-NEXT: callq ext
; O0-NEXT: movl 8(%rsp), %ecx
; O0-NEXT: leal 0(%rax,%rcx,1), %eax
; O0-NEXT: movl 0(%rsp), %ecx
; O0-NEXT: leal 0(%rax,%rcx,1), %eax
; O0-NEXT: movl 4(%rsp), %ecx
; O0-NEXT: leal 0(%rax,%rcx,1), %eax
; O0-NEXT: addq $24, %rsp
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: retq
entry:
  %call = call i32 @ext(i32 noundef %a)
  %call1 = call i32 @ext(i32 noundef %b)
  %add = add nsw i32 %call1, %call
  %add2 = add nsw i32 %add, %a
  %add3 = add nsw i32 %add2, %b
  ret i32 %add3
}

define dso_local void @small_array() {
; O2-LABEL: small_array:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: # %bb.0:{{.*}}
; O2-NEXT: subq $72, %rsp
; O2-NEXT: .cfi_def_cfa_offset 80
; O2-NEXT: leaq 0(%rsp), %rdi
; O2-NEXT: callq use
; O2-NEXT: addq $72, %rsp
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O0-LABEL: small_array:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: # %bb.0:{{.*}}
; O0-NEXT: subq $72, %rsp
; O0-NEXT: .cfi_def_cfa_offset 80
; O0-NEXT: leaq 0(%rsp), %rax
; O0-NEXT: movq %rax, %rdi
; O0-NEXT: callq use
; O0-NEXT: addq $72, %rsp
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: retq
entry:
  %buf = alloca [16 x i32], align 4
  call void @use(ptr noundef nonnull %buf)
  ret void
}

define dso_local void @big_frame() {
; O2-LABEL: big_frame:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: # %bb.0:{{.*}}
; O2-NEXT: subq $40008, %rsp
; O2-NEXT: .cfi_def_cfa_offset 40016
; O2-NEXT: leaq 0(%rsp), %rdi
; O2-NEXT: callq use
; O2-NEXT: addq $40008, %rsp
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O0-LABEL: big_frame:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: # %bb.0:{{.*}}
; O0-NEXT: subq $40008, %rsp
; O0-NEXT: .cfi_def_cfa_offset 40016
; O0-NEXT: leaq 0(%rsp), %rax
; O0-NEXT: movq %rax, %rdi
; O0-NEXT: callq use
; O0-NEXT: addq $40008, %rsp
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: retq
entry:
  %buf = alloca [10000 x i32], align 4
  call void @use(ptr noundef nonnull %buf)
  ret void
}

define dso_local void @dyn_alloca(i64 noundef %n) {
; O2-LABEL: dyn_alloca:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: # %bb.0:{{.*}}
; O2-NEXT: pushq %rbp
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: .cfi_offset 6, -16
; O2-NEXT: movq %rsp, %rbp
; O2-NEXT: .cfi_def_cfa_register 6
; O2-NEXT: movq %rdi, %rax
; O2-NEXT: movq %rsp, %rdi
; O2-NEXT: movl $15, %ecx
; O2-NEXT: leaq 0(%rcx,%rax,4), %rax
; O2-NEXT: andq $-16, %rax
; O2-NEXT: addq $15, %rax
; O2-NEXT: andq $-16, %rax
; O2-NEXT: subq %rax, %rdi
; O2-NEXT: movq %rdi, %rsp
; O2-NEXT: callq use
; O2-NEXT: leaq 0(%rbp), %rsp
; O2-NEXT: popq %rbp
; O2-NEXT: .cfi_def_cfa 7, 8
; O2-NEXT: retq
; O0-LABEL: dyn_alloca:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: # %bb.0:{{.*}}
; O0-NEXT: pushq %rbp
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: .cfi_offset 6, -16
; O0-NEXT: movq %rsp, %rbp
; O0-NEXT: .cfi_def_cfa_register 6
; O0-NEXT: movq %rdi, %rax
; O0-NEXT: movq %rsp, %rcx
; O0-NEXT: movl $15, %edx
; O0-NEXT: leaq 0(%rdx,%rax,4), %rax
; O0-NEXT: andq $-16, %rax
; O0-NEXT: leaq 15(%rax), %rax
; O0-NEXT: andq $-16, %rax
; O0-NEXT: subq %rax, %rcx
; O0-NEXT: movq %rcx, %rsp
; O0-NEXT: movq %rcx, %rdi
; O0-NEXT: callq use
; O0-NEXT: leaq 0(%rbp), %rsp
; O0-NEXT: popq %rbp
; O0-NEXT: .cfi_def_cfa 7, 8
; O0-NEXT: retq
entry:
  %vla = alloca i32, i64 %n, align 4
  call void @use(ptr noundef nonnull %vla)
  ret void
}

define dso_local void @stack_save(i64 noundef %n) {
; O2-LABEL: stack_save:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: # %bb.0:{{.*}}
; O2-NEXT: pushq %rbp
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: .cfi_offset 6, -16
; O2-NEXT: movq %rsp, %rbp
; O2-NEXT: .cfi_def_cfa_register 6
; O2-NEXT: pushq %rbx
; O2-NEXT: .cfi_offset 3, -24
; O2-NEXT: subq $8, %rsp
; O2-NEXT: movq %rdi, %rax
; O2-NEXT: movq %rsp, %rbx
; O2-NEXT: movq %rsp, %rdi
; O2-NEXT: addq $15, %rax
; O2-NEXT: andq $-16, %rax
; O2-NEXT: addq $15, %rax
; O2-NEXT: andq $-16, %rax
; O2-NEXT: subq %rax, %rdi
; O2-NEXT: movq %rdi, %rsp
; O2-NEXT: callq use
; O2-NEXT: movq %rbx, %rsp
; O2-NEXT: leaq -8(%rbp), %rsp
; O2-NEXT: popq %rbx
; O2-NEXT: popq %rbp
; O2-NEXT: .cfi_def_cfa 7, 8
; O2-NEXT: retq
; O0-LABEL: stack_save:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: # %bb.0:{{.*}}
; O0-NEXT: pushq %rbp
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: .cfi_offset 6, -16
; O0-NEXT: movq %rsp, %rbp
; O0-NEXT: .cfi_def_cfa_register 6
; O0-NEXT: subq $16, %rsp
; O0-NEXT: movq %rdi, %rax
; O0-NEXT: movq %rsp, %rcx
; O0-NEXT: movq %rsp, %rdx
; O0-NEXT: leaq 15(%rax), %rax
; O0-NEXT: andq $-16, %rax
; O0-NEXT: leaq 15(%rax), %rax
; O0-NEXT: andq $-16, %rax
; O0-NEXT: subq %rax, %rdx
; O0-NEXT: movq %rdx, %rsp
; O0-NEXT: movq %rdx, %rdi
; O0-NEXT: movq %rcx, -16(%rbp)
; O0-NEXT: callq use
; O0-NEXT: movq -16(%rbp), %rax
; O0-NEXT: movq %rax, %rsp
; O0-NEXT: leaq 0(%rbp), %rsp
; O0-NEXT: popq %rbp
; O0-NEXT: .cfi_def_cfa 7, 8
; O0-NEXT: retq
entry:
  %0 = call ptr @llvm.stacksave()
  %vla = alloca i8, i64 %n, align 16
  call void @use(ptr noundef nonnull %vla)
  call void @llvm.stackrestore(ptr %0)
  ret void
}

declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
