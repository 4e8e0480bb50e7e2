; Congruent induction variables (isel/congruent_ivs.py, IndVarSimplify's
; replaceCongruentIVs): the unroller's `%niter` counts exactly like `%i` (same start, same
; step), so the exit test reads `%i.next` and the loop keeps one counter and one add
; (@two_counters). Not merged: a counter with another start (@other_start) or another
; step (@other_step).
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @two_counters(ptr %a, i64 %n) {
; CHECK-LABEL: two_counters:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xorl %ecx, %ecx
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: .LBB0_1:{{.*}}
; CHECK-NEXT: addl 0(%rdi,%rcx,4), %eax
; CHECK-NEXT: addq $2, %rcx
; CHECK-NEXT: cmpq %rsi, %rcx
; CHECK-NEXT: jne .LBB0_1
; CHECK-NEXT: # %bb.2:{{.*}}
; CHECK-NEXT: retq
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %niter = phi i64 [ 0, %entry ], [ %niter.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %s1 = add i32 %s, %v
  %i.next = add nuw nsw i64 %i, 2
  %niter.next = add i64 %niter, 2
  %done = icmp eq i64 %niter.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %s1
}

define i32 @other_start(ptr %a, i64 %n) {
; CHECK-LABEL: other_start:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xorl %ecx, %ecx
; CHECK-NEXT: movl $1, %edx
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: .LBB1_1:{{.*}}
; CHECK-NEXT: addl 0(%rdi,%rcx,4), %eax
; CHECK-NEXT: addq $2, %rcx
; CHECK-NEXT: addq $2, %rdx
; CHECK-NEXT: cmpq %rsi, %rdx
; CHECK-NEXT: jne .LBB1_1
; CHECK-NEXT: # %bb.2:{{.*}}
; CHECK-NEXT: retq
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %niter = phi i64 [ 1, %entry ], [ %niter.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %s1 = add i32 %s, %v
  %i.next = add nuw nsw i64 %i, 2
  %niter.next = add i64 %niter, 2
  %done = icmp eq i64 %niter.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %s1
}

define i32 @other_step(ptr %a, i64 %n) {
; CHECK-LABEL: other_step:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xorl %edx, %edx
; CHECK-NEXT: movq %rdx, %rcx
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: .LBB2_1:{{.*}}
; CHECK-NEXT: addl 0(%rdi,%rcx,4), %eax
; CHECK-NEXT: addq $2, %rcx
; CHECK-NEXT: incq %rdx
; CHECK-NEXT: cmpq %rsi, %rdx
; CHECK-NEXT: jne .LBB2_1
; CHECK-NEXT: # %bb.2:{{.*}}
; CHECK-NEXT: retq
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %niter = phi i64 [ 0, %entry ], [ %niter.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %s1 = add i32 %s, %v
  %i.next = add nuw nsw i64 %i, 2
  %niter.next = add i64 %niter, 1
  %done = icmp eq i64 %niter.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %s1
}
