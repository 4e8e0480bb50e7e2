; Division and remainder, signed and unsigned, 32 and 64 bit, by register and by constants.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define dso_local i64 @sdiv64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: sdiv64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: cqto
; CHECK-NEXT: idivq %rsi
; CHECK-NEXT: retq
entry:
  %div = sdiv i64 %a, %b
  ret i64 %div
}

define dso_local i64 @udiv64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: udiv64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: xorl %edx, %edx
; CHECK-NEXT: divq %rsi
; CHECK-NEXT: retq
entry:
  %div = udiv i64 %a, %b
  ret i64 %div
}

define dso_local i64 @srem64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: srem64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: cqto
; CHECK-NEXT: idivq %rsi
; CHECK-NEXT: movq %rdx, %rax
; CHECK-NEXT: retq
entry:
  %rem = srem i64 %a, %b
  ret i64 %rem
}

define dso_local i64 @urem64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: urem64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: xorl %edx, %edx
; CHECK-NEXT: divq %rsi
; CHECK-NEXT: movq %rdx, %rax
; CHECK-NEXT: retq
entry:
  %rem = urem i64 %a, %b
  ret i64 %rem
}

define dso_local i32 @sdiv32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: sdiv32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: cltd
; CHECK-NEXT: idivl %esi
; CHECK-NEXT: retq
entry:
  %div = sdiv i32 %a, %b
  ret i32 %div
}

define dso_local i32 @udiv32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: udiv32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: xorl %edx, %edx
; CHECK-NEXT: divl %esi
; CHECK-NEXT: retq
entry:
  %div = udiv i32 %a, %b
  ret i32 %div
}

define dso_local i32 @srem32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: srem32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: cltd
; CHECK-NEXT: idivl %esi
; CHECK-NEXT: movq %rdx, %rax
; CHECK-NEXT: retq
entry:
  %rem = srem i32 %a, %b
  ret i32 %rem
}

define dso_local i32 @urem32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: urem32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: xorl %edx, %edx
; CHECK-NEXT: divl %esi
; CHECK-NEXT: movq %rdx, %rax
; CHECK-NEXT: retq
entry:
  %rem = urem i32 %a, %b
  ret i32 %rem
}

define dso_local i32 @udiv32_pow2(i32 noundef %a) {
; CHECK-LABEL: udiv32_pow2:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: shrl $4, %eax
; CHECK-NEXT: retq
entry:
  %div = udiv i32 %a, 16
  ret i32 %div
}

define dso_local i32 @urem32_pow2(i32 noundef %a) {
; CHECK-LABEL: urem32_pow2:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: andl $15, %eax
; CHECK-NEXT: retq
entry:
  %rem = urem i32 %a, 16
  ret i32 %rem
}

define dso_local i32 @sdiv32_const(i32 noundef %a) {
; CHECK-LABEL: sdiv32_const:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: movl $7, %ecx
; CHECK-NEXT: cltd
; CHECK-NEXT: idivl %ecx
; CHECK-NEXT: retq
entry:
  %div = sdiv i32 %a, 7
  ret i32 %div
}
