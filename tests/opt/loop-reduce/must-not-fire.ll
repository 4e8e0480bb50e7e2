; RUN: pyopt -mtriple=riscv64-unknown-linux-gnu -passes='loop(loop-reduce)' -S %s | FileCheck %s
; RUN: pyopt -passes='loop(loop-reduce)' -S %s | FileCheck %s --check-prefix=GENERIC
; Nothing to do: addresses that are not affine in the loop, a stride that is not a
; constant, and (without a triple) the generic target where base + index is free.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"

; CHECK-LABEL: @squares(
; CHECK-NOT: lsr.iv
; CHECK: getelementptr inbounds i32, ptr %a, i64 %sq
define i32 @squares(ptr %a, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %sq = mul nsw i64 %iv, %iv
  %p = getelementptr inbounds i32, ptr %a, i64 %sq
  %x = load i32, ptr %p, align 4
  %s.next = add i32 %s, %x
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp slt i64 %iv.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; CHECK-LABEL: @column(
; CHECK-NOT: lsr.iv
; CHECK: ret
define i32 @column(ptr %a, i64 %n, i64 %rowlen) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %k = mul nsw i64 %iv, %rowlen
  %p = getelementptr inbounds i32, ptr %a, i64 %k
  %x = load i32, ptr %p, align 4
  %s.next = add i32 %s, %x
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp slt i64 %iv.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; GENERIC-LABEL: @sum(
; GENERIC-NOT: lsr.iv
; GENERIC: ret
; CHECK-LABEL: @sum(
; CHECK: lsr.iv
define i32 @sum(ptr %a, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %iv
  %x = load i32, ptr %p, align 4
  %s.next = add i32 %s, %x
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp slt i64 %iv.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}
