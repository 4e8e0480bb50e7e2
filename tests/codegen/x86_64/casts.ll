; Integer casts: trunc, zext, sext between widths; pointer <-> integer.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define dso_local i64 @sext_i32(i32 noundef %a) {
; CHECK-LABEL: sext_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movslq %edi, %rax
; CHECK-NEXT: retq
entry:
  %conv = sext i32 %a to i64
  ret i64 %conv
}

define dso_local i64 @zext_i32(i32 noundef %a) {
; CHECK-LABEL: zext_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: retq
entry:
  %conv = zext i32 %a to i64
  ret i64 %conv
}

define dso_local i32 @sext_i8(i8 noundef %a) {
; CHECK-LABEL: sext_i8:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movsbl %dil, %eax
; CHECK-NEXT: retq
entry:
  %conv = sext i8 %a to i32
  ret i32 %conv
}

define dso_local i32 @zext_i16(i16 noundef %a) {
; CHECK-LABEL: zext_i16:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movzwl %di, %eax
; CHECK-NEXT: retq
entry:
  %conv = zext i16 %a to i32
  ret i32 %conv
}

define dso_local i32 @trunc_i64(i64 noundef %a) {
; CHECK-LABEL: trunc_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: retq
entry:
  %conv = trunc i64 %a to i32
  ret i32 %conv
}

define dso_local i32 @trunc_sext_i8(i64 noundef %a) {
; CHECK-LABEL: trunc_sext_i8:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movsbl %dil, %eax
; CHECK-NEXT: retq
entry:
  %t = trunc i64 %a to i8
  %conv = sext i8 %t to i32
  ret i32 %conv
}

define dso_local i32 @trunc_zext_i16(i32 noundef %a) {
; CHECK-LABEL: trunc_zext_i16:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movzwl %di, %eax
; CHECK-NEXT: retq
entry:
  %t = trunc i32 %a to i16
  %conv = zext i16 %t to i32
  ret i32 %conv
}

define dso_local i64 @ptrtoint(ptr noundef %p) {
; CHECK-LABEL: ptrtoint:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: retq
entry:
  %0 = ptrtoint ptr %p to i64
  ret i64 %0
}

define dso_local ptr @inttoptr(i64 noundef %a) {
; CHECK-LABEL: inttoptr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: retq
entry:
  %0 = inttoptr i64 %a to ptr
  ret ptr %0
}

define dso_local i32 @zext_i1(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: zext_i1:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpl %esi, %edi
; CHECK-NEXT: seta %al
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: leal 0(%rax,%rdi,1), %eax
; CHECK-NEXT: retq
entry:
  %cmp = icmp ugt i32 %a, %b
  %conv = zext i1 %cmp to i32
  %add = add i32 %conv, %a
  ret i32 %add
}
