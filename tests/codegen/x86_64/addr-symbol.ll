; Global arrays indexed by registers (static relocation model, small code model): the
; symbol is the displacement of a base+index*scale address, `A(%rdi,%rsi,4)` (forms
; `_ms` / `_xs`, R_X86_64_32S), as llc does. Under -relocation-model=pic a symbol's
; address is not a link-time constant: RIP-relative lea, then the register address.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines --check-prefixes=STATIC
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 -relocation-model=pic %s -o - | FileCheck %s --match-full-lines --check-prefixes=PIC

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@A = internal global [24 x [24 x i32]] zeroinitializer, align 16
@buf = internal global [64 x i8] zeroinitializer, align 16

define i32 @row_col(i64 %i, i64 %k) {
; STATIC-LABEL: row_col:{{.*}}
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:{{.*}}
; STATIC-NEXT: imulq $96, %rdi, %rax
; STATIC-NEXT: movl A(%rax,%rsi,4), %eax
; STATIC-NEXT: retq
; PIC-LABEL: row_col:{{.*}}
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:{{.*}}
; PIC-NEXT: leaq A(%rip), %rax
; PIC-NEXT: imulq $96, %rdi, %rcx
; PIC-NEXT: leaq 0(%rax,%rcx,1), %rax
; PIC-NEXT: movl 0(%rax,%rsi,4), %eax
; PIC-NEXT: retq
entry:
  %p = getelementptr inbounds [24 x [24 x i32]], ptr @A, i64 0, i64 %i, i64 %k
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define void @store_off(i64 %i, i8 %c) {
; STATIC-LABEL: store_off:{{.*}}
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:{{.*}}
; STATIC-NEXT: movb %sil, buf+16(%rdi)
; STATIC-NEXT: retq
; PIC-LABEL: store_off:{{.*}}
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:{{.*}}
; PIC-NEXT: leaq buf(%rip), %rax
; PIC-NEXT: movb %sil, 16(%rax,%rdi,1)
; PIC-NEXT: retq
entry:
  %p = getelementptr inbounds i8, ptr @buf, i64 %i
  %q = getelementptr inbounds i8, ptr %p, i64 16
  store i8 %c, ptr %q, align 1
  ret void
}

define i32 @plain_global() {
; STATIC-LABEL: plain_global:{{.*}}
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:{{.*}}
; STATIC-NEXT: movl A+104(%rip), %eax
; STATIC-NEXT: retq
; PIC-LABEL: plain_global:{{.*}}
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:{{.*}}
; PIC-NEXT: movl A+104(%rip), %eax
; PIC-NEXT: retq
entry:
  %v = load i32, ptr getelementptr inbounds ([24 x [24 x i32]], ptr @A, i64 0, i64 1, i64 2), align 4
  ret i32 %v
}
