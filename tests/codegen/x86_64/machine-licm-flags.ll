; Machine LICM (codegen/machine_licm.py) moves invariant instructions that write EFLAGS
; when nothing reads those flags after them. In insertion sort's inner loop the zero
; (`xorl`, which writes EFLAGS) for the exit edge's `j = 0` is built once before both
; loops instead of on every inner iteration; the compares whose flags a
; branch reads stay where they are.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define dso_local void @isort(ptr nocapture noundef %0, i32 noundef %1) {
; CHECK-LABEL: isort:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpl $1, %esi
; CHECK-NEXT: jle .LBB0_6
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: movl %esi, %eax
; CHECK-NEXT: movl $1, %ecx
; CHECK-NEXT: xorl %edx, %edx
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: movl 0(%rdi,%rcx,4), %esi
; CHECK-NEXT: movq %rcx, %r8
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: movq %r8, %r9
; CHECK-NEXT: leaq -1(%r8), %r10
; CHECK-NEXT: movl %r10d, %r11d
; CHECK-NEXT: movl 0(%rdi,%r11,4), %r11d
; CHECK-NEXT: cmpl %esi, %r11d
; CHECK-NEXT: jg .LBB0_7
; CHECK-NEXT: # %bb.4:{{.*}}
; CHECK-NEXT: .LBB0_5:{{.*}}
; CHECK-NEXT: shlq $32, %r8
; CHECK-NEXT: sarq $32, %r8
; CHECK-NEXT: movl %esi, 0(%rdi,%r8,4)
; CHECK-NEXT: incq %rcx
; CHECK-NEXT: cmpq %rax, %rcx
; CHECK-NEXT: jne .LBB0_2
; CHECK-NEXT: .LBB0_6:{{.*}}
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_7:{{.*}}
; CHECK-NEXT: movl %r11d, 0(%rdi,%r9,4)
; CHECK-NEXT: movq %r10, %r8
; CHECK-NEXT: cmpq $1, %r9
; CHECK-NEXT: jg .LBB0_3
; CHECK-NEXT: # %bb.8:{{.*}}
; CHECK-NEXT: movq %rdx, %r8
; CHECK-NEXT: jmp .LBB0_5
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %7

6:                                                ; preds = %21, %2
  ret void

7:                                                ; preds = %4, %21
  %8 = phi i64 [ 1, %4 ], [ %26, %21 ]
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4
  br label %11

11:                                               ; preds = %7, %18
  %12 = phi i64 [ %8, %7 ], [ %13, %18 ]
  %13 = add nsw i64 %12, -1
  %14 = and i64 %13, 4294967295
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = icmp sgt i32 %16, %10
  br i1 %17, label %18, label %21

18:                                               ; preds = %11
  %19 = getelementptr inbounds i32, ptr %0, i64 %12
  store i32 %16, ptr %19, align 4
  %20 = icmp sgt i64 %12, 1
  br i1 %20, label %11, label %21

21:                                               ; preds = %18, %11
  %22 = phi i64 [ 0, %18 ], [ %12, %11 ]
  %23 = shl i64 %22, 32
  %24 = ashr exact i64 %23, 32
  %25 = getelementptr inbounds i32, ptr %0, i64 %24
  store i32 %10, ptr %25, align 4
  %26 = add nuw nsw i64 %8, 1
  %27 = icmp eq i64 %26, %5
  br i1 %27, label %6, label %7
}
