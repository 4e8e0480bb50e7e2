; Address sinking before selection (isel/sink_addresses.py, CodeGenPrepare's
; optimizeMemoryInst): a store in another block than its getelementptr addresses
; `base + index*4` inside the store itself, so the loop header computes no address for
; the swap block (bsort's inner loop). Must not fire when the sinking would move the
; address into a loop (@no_sink_into_loop: the address stays in the entry block).
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines


define void @swap_next(ptr %a, i64 %n) {
; CHECK-LABEL: swap_next:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl 0(%rdi), %eax
; CHECK-NEXT: xorl %edx, %edx
; CHECK-NEXT: .LBB0_1:{{.*}}
; CHECK-NEXT: leaq 1(%rdx), %rcx
; CHECK-NEXT: movl 0(%rdi,%rcx,4), %r8d
; CHECK-NEXT: cmpl %r8d, %eax
; CHECK-NEXT: jg .LBB0_5
; CHECK-NEXT: # %bb.2:{{.*}}
; CHECK-NEXT: movq %r8, %rax
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: movq %rcx, %rdx
; CHECK-NEXT: cmpq %rsi, %rcx
; CHECK-NEXT: jne .LBB0_1
; CHECK-NEXT: # %bb.4:{{.*}}
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_5:{{.*}}
; CHECK-NEXT: movl %r8d, 0(%rdi,%rdx,4)
; CHECK-NEXT: movl %eax, 0(%rdi,%rcx,4)
; CHECK-NEXT: jmp .LBB0_3
entry:
  %first = load i32, ptr %a, align 4
  br label %loop

loop:
  %prev = phi i32 [ %first, %entry ], [ %keep, %latch ]
  %j = phi i64 [ 0, %entry ], [ %j1, %latch ]
  %j1 = add nuw nsw i64 %j, 1
  %pn = getelementptr inbounds i32, ptr %a, i64 %j1
  %cur = load i32, ptr %pn, align 4
  %gt = icmp sgt i32 %prev, %cur
  br i1 %gt, label %swap, label %latch

swap:
  %pj = getelementptr inbounds i32, ptr %a, i64 %j
  store i32 %cur, ptr %pj, align 4
  store i32 %prev, ptr %pn, align 4
  br label %latch

latch:
  %keep = phi i32 [ %cur, %loop ], [ %prev, %swap ]
  %done = icmp eq i64 %j1, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @no_sink_into_loop(ptr %a, i64 %i, i64 %n) {
; CHECK-LABEL: no_sink_into_loop:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: leaq 0(%rdi,%rsi,4), %rax
; CHECK-NEXT: xorl %ecx, %ecx
; CHECK-NEXT: .LBB1_1:{{.*}}
; CHECK-NEXT: movl %ecx, 0(%rax)
; CHECK-NEXT: incq %rcx
; CHECK-NEXT: cmpq %rdx, %rcx
; CHECK-NEXT: jne .LBB1_1
; CHECK-NEXT: # %bb.2:{{.*}}
; CHECK-NEXT: retq
entry:
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %t = trunc i64 %k to i32
  store i32 %t, ptr %p, align 4
  %k1 = add i64 %k, 1
  %done = icmp eq i64 %k1, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
