; Conditional branches, loops and phis.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @g(i32 noundef)

define dso_local void @if_then(i32 noundef %a) {
; CHECK-LABEL: if_then:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $8, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: cmpl $10, %edi
; CHECK-NEXT: jle .LBB0_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: callq g
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: addq $8, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
entry:
  %cmp = icmp sgt i32 %a, 10
  br i1 %cmp, label %if.then, label %if.end

if.then:
  call void @g(i32 noundef %a)
  br label %if.end

if.end:
  ret void
}

define dso_local i32 @if_else(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: if_else:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpl %esi, %edi
; CHECK-NEXT: jae .LBB1_3
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: subl %edi, %esi
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB1_3:{{.*}}
; CHECK-NEXT: subl %esi, %edi
; CHECK-NEXT: movq %rdi, %rsi
; CHECK-NEXT: jmp .LBB1_2
entry:
  %cmp = icmp ult i32 %a, %b
  br i1 %cmp, label %if.then, label %if.else

if.then:
  %sub = sub i32 %b, %a
  br label %return

if.else:
  %sub1 = sub i32 %a, %b
  br label %return

return:
  %retval = phi i32 [ %sub, %if.then ], [ %sub1, %if.else ]
  ret i32 %retval
}

define dso_local i64 @sum_loop(ptr noundef %p, i64 noundef %n) {
; CHECK-LABEL: sum_loop:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: testq %rsi, %rsi
; CHECK-NEXT: jle .LBB2_4
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: movq %rax, %rcx
; CHECK-NEXT: .LBB2_2:{{.*}}
; CHECK-NEXT: addq 0(%rdi,%rcx,8), %rax
; CHECK-NEXT: incq %rcx
; CHECK-NEXT: cmpq %rsi, %rcx
; CHECK-NEXT: jne .LBB2_2
; CHECK-NEXT: # %bb.3:{{.*}}
; CHECK-NEXT: .LBB2_4:{{.*}}
; CHECK-NEXT: retq
entry:
  %cmp4 = icmp sgt i64 %n, 0
  br i1 %cmp4, label %for.body, label %for.end

for.body:
  %i.06 = phi i64 [ %inc, %for.body ], [ 0, %entry ]
  %s.05 = phi i64 [ %add, %for.body ], [ 0, %entry ]
  %arrayidx = getelementptr inbounds i64, ptr %p, i64 %i.06
  %0 = load i64, ptr %arrayidx, align 8
  %add = add nsw i64 %0, %s.05
  %inc = add nuw nsw i64 %i.06, 1
  %exitcond = icmp eq i64 %inc, %n
  br i1 %exitcond, label %for.end, label %for.body

for.end:
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %add, %for.body ]
  ret i64 %s.0.lcssa
}

define dso_local i32 @while_loop(i32 noundef %x) {
; CHECK-LABEL: while_loop:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: cmpl $1, %edi
; CHECK-NEXT: jbe .LBB3_4
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: .LBB3_2:{{.*}}
; CHECK-NEXT: incl %eax
; CHECK-NEXT: movq %rdi, %rcx
; CHECK-NEXT: shrl $1, %ecx
; CHECK-NEXT: imull $3, %edi, %edx
; CHECK-NEXT: incl %edx
; CHECK-NEXT: testl $1, %edi
; CHECK-NEXT: cmovel %ecx, %edx
; CHECK-NEXT: movq %rdx, %rdi
; CHECK-NEXT: cmpl $1, %edx
; CHECK-NEXT: ja .LBB3_2
; CHECK-NEXT: # %bb.3:{{.*}}
; CHECK-NEXT: .LBB3_4:{{.*}}
; CHECK-NEXT: retq
entry:
  %cmp3 = icmp ugt i32 %x, 1
  br i1 %cmp3, label %while.body, label %while.end

while.body:
  %n.05 = phi i32 [ %n.1, %while.body ], [ 0, %entry ]
  %x.addr.04 = phi i32 [ %x.addr.1, %while.body ], [ %x, %entry ]
  %rem = and i32 %x.addr.04, 1
  %tobool = icmp eq i32 %rem, 0
  %mul = mul i32 %x.addr.04, 3
  %add = add i32 %mul, 1
  %div = lshr i32 %x.addr.04, 1
  %x.addr.1 = select i1 %tobool, i32 %div, i32 %add
  %n.1 = add nuw nsw i32 %n.05, 1
  %cmp = icmp ugt i32 %x.addr.1, 1
  br i1 %cmp, label %while.body, label %while.end

while.end:
  %n.0.lcssa = phi i32 [ 0, %entry ], [ %n.1, %while.body ]
  ret i32 %n.0.lcssa
}

define dso_local i32 @branch_eq_zero(ptr noundef %p) {
; CHECK-LABEL: branch_eq_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl $-1, %eax
; CHECK-NEXT: testq %rdi, %rdi
; CHECK-NEXT: jne .LBB4_3
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: .LBB4_2:{{.*}}
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB4_3:{{.*}}
; CHECK-NEXT: movl 0(%rdi), %eax
; CHECK-NEXT: jmp .LBB4_2
entry:
  %tobool = icmp eq ptr %p, null
  br i1 %tobool, label %return, label %if.end

if.end:
  %0 = load i32, ptr %p, align 4
  br label %return

return:
  %retval = phi i32 [ %0, %if.end ], [ -1, %entry ]
  ret i32 %retval
}
