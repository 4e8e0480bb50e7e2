; `or x, c` where x's low bits are known zero (an induction variable stepping by 4 from
; 0, through its phi) is an add: the offset folds into the address, `1(%rdi,%rsi,1)`,
; as llc does. It must stay an or when the bits may overlap (a step of 2 with c = 3).
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @step4(ptr %p, i64 %n) {
; CHECK-LABEL: step4:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xorl %ecx, %ecx
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: .LBB0_1:{{.*}}
; CHECK-NEXT: movzbl 0(%rdi,%rcx,1), %edx
; CHECK-NEXT: addl %edx, %eax
; CHECK-NEXT: movzbl 3(%rdi,%rcx,1), %edx
; CHECK-NEXT: addl %edx, %eax
; CHECK-NEXT: addq $4, %rcx
; CHECK-NEXT: cmpq %rsi, %rcx
; CHECK-NEXT: jb .LBB0_1
; CHECK-NEXT: # %bb.2:{{.*}}
; CHECK-NEXT: retq
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s2, %loop ]
  %a0 = getelementptr inbounds i8, ptr %p, i64 %i
  %v0 = load i8, ptr %a0, align 1
  %z0 = zext i8 %v0 to i32
  %j = or i64 %i, 3
  %a1 = getelementptr inbounds i8, ptr %p, i64 %j
  %v1 = load i8, ptr %a1, align 1
  %z1 = zext i8 %v1 to i32
  %s1 = add i32 %s, %z0
  %s2 = add i32 %s1, %z1
  %i.next = add nuw i64 %i, 4
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s2
}

define i32 @step2_overlaps(ptr %p, i64 %n) {
; CHECK-LABEL: step2_overlaps:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xorl %ecx, %ecx
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: .LBB1_1:{{.*}}
; CHECK-NEXT: movq %rcx, %rdx
; CHECK-NEXT: orq $3, %rdx
; CHECK-NEXT: movzbl 0(%rdi,%rdx,1), %edx
; CHECK-NEXT: addl %edx, %eax
; CHECK-NEXT: addq $2, %rcx
; CHECK-NEXT: cmpq %rsi, %rcx
; CHECK-NEXT: jb .LBB1_1
; CHECK-NEXT: # %bb.2:{{.*}}
; CHECK-NEXT: retq
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %j = or i64 %i, 3
  %a1 = getelementptr inbounds i8, ptr %p, i64 %j
  %v1 = load i8, ptr %a1, align 1
  %z1 = zext i8 %v1 to i32
  %s1 = add i32 %s, %z1
  %i.next = add nuw i64 %i, 2
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}
