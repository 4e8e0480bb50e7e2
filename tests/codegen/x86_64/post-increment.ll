; A one-block search loop whose pointer is also read after the loop: the uses after the
; loop read `p.next - 1` (isel/post_increment.py) and the loop's own access is rebased
; onto `p.next` (targets/x86_64/rebase.py), so `p` and `p.next` share one register and
; the loop is three instructions, as llc-16's. Not rebased: an access through `p` that
; comes before the step (`p` is stored as a value there), which needs no copy anyway.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

define i64 @strlen_like(ptr %s) {
; CHECK-LABEL: strlen_like:{{.*}}
; CHECK: movq %rdi, %rax
; CHECK-NEXT: .LBB0_1:{{.*}}
; CHECK-NEXT: incq %rax
; CHECK-NEXT: cmpb $0, -1(%rax)
; CHECK-NEXT: jne .LBB0_1
; CHECK-NEXT: # %bb.2:{{.*}}
; CHECK-NEXT: decq %rax
; CHECK-NEXT: subq %rdi, %rax
; CHECK-NEXT: retq
entry:
  br label %loop
loop:
  %p = phi ptr [ %s, %entry ], [ %next, %loop ]
  %c = load i8, ptr %p, align 1
  %z = icmp eq i8 %c, 0
  %next = getelementptr inbounds i8, ptr %p, i64 1
  br i1 %z, label %done, label %loop
done:
  %a = ptrtoint ptr %p to i64
  %b = ptrtoint ptr %s to i64
  %n = sub i64 %a, %b
  ret i64 %n
}

define ptr @find_word(ptr %s, i32 %w) {
; CHECK-LABEL: find_word:{{.*}}
; CHECK: .LBB1_1:{{.*}}
; CHECK-NEXT: addq $4, %rdi
; CHECK-NEXT: cmpl -4(%rdi), %esi
; CHECK-NEXT: jne .LBB1_1
; CHECK-NEXT: # %bb.2:{{.*}}
; CHECK-NEXT: leaq -4(%rdi), %rax
; CHECK-NEXT: retq
entry:
  br label %loop
loop:
  %p = phi ptr [ %s, %entry ], [ %next, %loop ]
  %c = load i32, ptr %p, align 4
  %z = icmp eq i32 %c, %w
  %next = getelementptr inbounds i32, ptr %p, i64 1
  br i1 %z, label %done, label %loop
done:
  ret ptr %p
}

define ptr @stores_pointer(ptr %s, ptr %out) {
; CHECK-LABEL: stores_pointer:{{.*}}
; CHECK: .LBB2_1:{{.*}}
; CHECK-NEXT: movq %rdi, 0(%rsi)
; CHECK-NEXT: incq %rdi
; CHECK-NEXT: cmpb $0, 0(%rdi)
; CHECK-NEXT: jne .LBB2_1
; CHECK-NEXT: # %bb.2:{{.*}}
; CHECK-NEXT: leaq -1(%rdi), %rax
; CHECK-NEXT: retq
entry:
  br label %loop
loop:
  %p = phi ptr [ %s, %entry ], [ %next, %loop ]
  store ptr %p, ptr %out
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %next, align 1
  %z = icmp eq i8 %c, 0
  br i1 %z, label %done, label %loop
done:
  ret ptr %p
}
