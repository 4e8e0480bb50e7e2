; RUN: pyopt -mtriple=aarch64-unknown-linux-gnu -passes='loop(loop-reduce)' -S %s | FileCheck %s
; RUN: pyopt -mtriple=riscv64-unknown-linux-gnu -passes='loop(loop-reduce)' -S %s | FileCheck %s --check-prefix=RV
; Count-down loops (step 6): on AArch64, which adds a pointer's stride inside a load
; from it, a loop whose addresses reg+reg addressing would keep walks pointers when the
; exit compare can count down to zero (symbolic trip count too) and the old induction
; variable then dies. Not when the exit is `slt`, when the variable has another user, or
; when a group only stores through its pointer; never on RISC-V (no post-increment).
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"

; CHECK-LABEL: @hash(
; CHECK: %[[D:.*]] = sub i64 %n, %{{.*}}
; CHECK-NEXT: %[[S:.*]] = add i64 %[[D]], 1
; CHECK: loop:
; CHECK-NEXT: %[[C:lsr.count[0-9]*]] = phi i64 [ %[[S]], %entry ], [ %[[CN:lsr.count.next[0-9]*]], %loop ]
; CHECK-NEXT: %[[P:lsr.iv[0-9]*]] = phi ptr [ %a, %entry ], [ %[[PN:lsr.iv.next[0-9]*]], %loop ]
; CHECK-NOT: phi i64
; CHECK: load i8, ptr %[[P]], align 1
; CHECK: %[[PN]] = getelementptr i8, ptr %[[P]], i64 1
; CHECK-NEXT: %[[CN]] = sub i64 %[[C]], 1
; CHECK-NEXT: %[[CC:.*]] = icmp eq i64 %[[CN]], 0
; CHECK-NEXT: br i1 %[[CC]], label %exit, label %loop
; RV-LABEL: @hash(
; RV-NOT: lsr
; RV: ret
define i32 @hash(ptr %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = phi i32 [ 5381, %entry ], [ %h.next, %loop ]
  %p = getelementptr inbounds i8, ptr %a, i64 %i
  %c = load i8, ptr %p, align 1
  %z = zext i8 %c to i32
  %x = xor i32 %h, %z
  %h.next = mul i32 %x, 33
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %h.next
}

; A nonzero start and a step of 2 over i32 elements: the counter starts at n - 3 + 2.
; CHECK-LABEL: @evens(
; CHECK: %[[D:.*]] = sub i64 %n, %{{.*}}
; CHECK-NEXT: %[[S:.*]] = add i64 %[[D]], 2
; CHECK: %[[C:lsr.count[0-9]*]] = phi i64 [ %[[S]], %entry ]
; CHECK: getelementptr i8, ptr %{{.*}}, i64 8
; CHECK: %[[CN:.*]] = sub i64 %[[C]], 2
; CHECK-NEXT: icmp ne i64 %[[CN]], 0
define i64 @evens(ptr %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %w = sext i32 %v to i64
  %s.next = add i64 %s, %w
  %i.next = add nuw nsw i64 %i, 2
  %more = icmp ne i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %s.next
}

; CHECK-LABEL: @signed_exit(
; CHECK-NOT: lsr
; CHECK: ret
define i32 @signed_exit(ptr %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; CHECK-LABEL: @index_used(
; CHECK-NOT: lsr
; CHECK: ret
define i64 @index_used(ptr %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  %v = load i64, ptr %p, align 8
  %t = add i64 %v, %i
  %s.next = add i64 %s, %t
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret i64 %s.next
}

; CHECK-LABEL: @store_only(
; CHECK-NOT: lsr
; CHECK: ret
define void @store_only(ptr %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 7, ptr %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
