; RUN: pyopt -passes=loop-unroll-full -S %s | FileCheck %s
; RUN: opt-16 -passes=loop-unroll-full -S %s | FileCheck %s

; A loop over 8 constant table entries whose body is too big for the plain size rule,
; (23 - 2) * 8 + 2 = 170 >= 150, but folds almost entirely once the index is a constant:
; the simulation of the iterations (LLVM's analyzeLoopUnrollCost) unrolls it.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@tab = private unnamed_addr constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6]

define i32 @folds(i32 %seed) {
; CHECK-LABEL: @folds(
; CHECK-NOT: br i1
; CHECK: ret i32
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ %seed, %entry ], [ %h9, %loop ]
  %p = getelementptr inbounds [8 x i32], ptr @tab, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  %a1 = shl i32 %v, 3
  %a2 = xor i32 %a1, 1234
  %a3 = mul i32 %a2, 31
  %a4 = lshr i32 %a3, 2
  %a5 = add i32 %a4, %v
  %a6 = xor i32 %a5, 77
  %a7 = mul i32 %a6, 13
  %a8 = lshr i32 %a7, 1
  %a9 = add i32 %a8, 5
  %b1 = shl i32 %a9, 2
  %b2 = xor i32 %b1, %a3
  %b3 = add i32 %b2, 99
  %b4 = mul i32 %b3, 7
  %b5 = lshr i32 %b4, 3
  %h9 = xor i32 %h, %b5
  %i1 = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i1, 8
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %h9
}

; Must not fire: 11 iterations, more than the simulation looks at (10).
@tab12 = private unnamed_addr constant [12 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6, i32 5, i32 3, i32 5, i32 8]

define i32 @too_many(i32 %seed) {
; CHECK-LABEL: @too_many(
; CHECK: br i1 %done, label %exit, label %loop
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ %seed, %entry ], [ %h9, %loop ]
  %p = getelementptr inbounds [12 x i32], ptr @tab12, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  %a1 = shl i32 %v, 3
  %a2 = xor i32 %a1, 1234
  %a3 = mul i32 %a2, 31
  %a4 = lshr i32 %a3, 2
  %a5 = add i32 %a4, %v
  %a6 = xor i32 %a5, 77
  %a7 = mul i32 %a6, 13
  %a8 = lshr i32 %a7, 1
  %a9 = add i32 %a8, 5
  %b1 = shl i32 %a9, 2
  %b2 = xor i32 %b1, %a3
  %b3 = add i32 %b2, 99
  %b4 = mul i32 %b3, 7
  %b5 = lshr i32 %b4, 3
  %h9 = xor i32 %h, %b5
  %i1 = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i1, 11
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %h9
}

; Must not fire: a call the analysis cannot cost.
declare void @g(i32)
define void @with_call() {
; CHECK-LABEL: @with_call(
; CHECK: br i1 %done, label %exit, label %loop
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds [8 x i32], ptr @tab, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  %a1 = shl i32 %v, 3
  %a2 = xor i32 %a1, 1234
  %a3 = mul i32 %a2, 31
  %a4 = lshr i32 %a3, 2
  %a5 = add i32 %a4, %v
  %a6 = xor i32 %a5, 77
  %a7 = mul i32 %a6, 13
  %a8 = lshr i32 %a7, 1
  %a9 = add i32 %a8, 5
  %b1 = shl i32 %a9, 2
  %b2 = xor i32 %b1, %a3
  %b3 = add i32 %b2, 99
  %b4 = mul i32 %b3, 7
  %b5 = lshr i32 %b4, 3
  call void @g(i32 %b5)
  %i1 = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i1, 8
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
