; RUN: pyopt -mtriple=riscv64-unknown-linux-gnu -passes='loop(loop-reduce)' -S %s | FileCheck %s
; The exit compare moves to the new pointer when the trip count is a constant and the
; old induction variable has nothing else to do; the old one is then deleted.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"

; CHECK-LABEL: @fill(
; CHECK: ph:
; CHECK-NEXT: %[[END:.*]] = getelementptr i8, ptr %a, i64 400
; CHECK: loop:
; CHECK-NEXT: %[[P:lsr.iv[0-9]*]] = phi ptr [ %a, %ph ], [ %[[PN:lsr.iv.next[0-9]*]], %loop ]
; CHECK-NOT: phi
; CHECK: store i32 7, ptr %[[P]], align 4
; CHECK-NEXT: %[[PN]] = getelementptr i8, ptr %[[P]], i64 4
; CHECK-NEXT: %[[C:.*]] = icmp ne ptr %[[PN]], %[[END]]
; CHECK-NEXT: br i1 %[[C]], label %loop, label %exit
; CHECK-NOT: %iv
define void @fill(ptr %a) {
entry:
  br label %ph
ph:
  br label %loop
loop:
  %iv = phi i64 [ 0, %ph ], [ %iv.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %iv
  store i32 7, ptr %p, align 4
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp slt i64 %iv.next, 100
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; the old induction variable is also stored: it stays, and so does its compare
; CHECK-LABEL: @fill_iota(
; CHECK: %iv = phi i64
; CHECK: store i64 %iv, ptr %lsr.iv
; CHECK: icmp slt i64 %iv.next, 100
define void @fill_iota(ptr %a) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %p = getelementptr inbounds i64, ptr %a, i64 %iv
  store i64 %iv, ptr %p, align 8
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp slt i64 %iv.next, 100
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a pointer phi already walks a[j] (the next iteration's a[j+1]): it serves a[j+1] too,
; its backedge value becomes an increment, and no new pointer is made
; CHECK-LABEL: @pairs(
; CHECK: loop:
; CHECK-NEXT: %q = phi ptr [ %a, %ph ], [ %[[QN:lsr.iv.next[0-9]*]], %loop ]
; CHECK-NOT: phi ptr
; CHECK: %[[G:scevgep[0-9]*]] = getelementptr i8, ptr %q, i64 4
; CHECK: load i32, ptr %[[G]]
; CHECK: %[[QN]] = getelementptr i8, ptr %q, i64 4
define i32 @pairs(ptr %a, i64 %n) {
entry:
  br label %ph
ph:
  br label %loop
loop:
  %q = phi ptr [ %a, %ph ], [ %next, %loop ]
  %j = phi i64 [ 0, %ph ], [ %j.next, %loop ]
  %s = phi i32 [ 0, %ph ], [ %s.next, %loop ]
  %x = load i32, ptr %q, align 4
  %j.next = add nuw nsw i64 %j, 1
  %next = getelementptr inbounds i32, ptr %a, i64 %j.next
  %y = load i32, ptr %next, align 4
  %d = sub i32 %y, %x
  %s.next = add i32 %s, %d
  %c = icmp slt i64 %j.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}
