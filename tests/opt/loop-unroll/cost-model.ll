; RUN: pyopt -passes=loop-unroll-full -S %s | FileCheck %s
; RUN: opt-16 -passes=loop-unroll-full -S %s | FileCheck %s

; LLVM's generic cost model charges a division 4 (TCC_Expensive). This loop has 7 counted
; instructions, 10 with the fdiv weighed: (10 - 2) * 29 + 2 = 234 > 150 stays rolled,
; where a count of 1 per instruction, (7 - 2) * 29 + 2 = 147, would unroll it.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define double @series_fdiv(double %x) {
; CHECK-LABEL: @series_fdiv(
; CHECK: loop:
; CHECK: fdiv double %x
; CHECK: br i1 %done, label %exit, label %loop
entry:
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i1, %loop ]
  %s = phi double [ 1.0, %entry ], [ %s1, %loop ]
  %t = phi double [ 1.0, %entry ], [ %t1, %loop ]
  %fi = sitofp i32 %i to double
  %q = fdiv double %x, %fi
  %t1 = fmul double %t, %q
  %s1 = fadd double %s, %t1
  %i1 = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i1, 30
  br i1 %done, label %exit, label %loop
exit:
  %r = phi double [ %s1, %loop ]
  ret double %r
}

; The same loop with an fmul in place of the fdiv unrolls fully (147 < 150).
define double @series_fmul(double %x) {
; CHECK-LABEL: @series_fmul(
; CHECK-NOT: br i1
; CHECK: ret double
entry:
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i1, %loop ]
  %s = phi double [ 1.0, %entry ], [ %s1, %loop ]
  %t = phi double [ 1.0, %entry ], [ %t1, %loop ]
  %fi = sitofp i32 %i to double
  %q = fmul double %x, %fi
  %t1 = fmul double %t, %q
  %s1 = fadd double %s, %t1
  %i1 = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i1, 30
  br i1 %done, label %exit, label %loop
exit:
  %r = phi double [ %s1, %loop ]
  ret double %r
}

; RISC-V addresses reg+imm12 only: a GEP with a variable index costs 1 (LLVM's getGEPCost
; asks isLegalAddressingMode). Load, store, add, compare, branch and two such GEPs: 7,
; (7 - 2) * 35 + 2 = 177 > 150 stays rolled (with free GEPs, 107, it would unroll).
define void @copy35(ptr %dst, ptr %src) {
; CHECK-LABEL: @copy35(
; CHECK: loop:
; CHECK: br i1 %done, label %exit, label %loop
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %ps = getelementptr inbounds [36 x i32], ptr %src, i64 0, i64 %i
  %v = load i32, ptr %ps, align 4
  %pd = getelementptr inbounds [64 x i32], ptr %dst, i64 0, i64 %i
  store i32 %v, ptr %pd, align 4
  %i1 = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i1, 35
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Small enough with its GEP counted: 5, (5 - 2) * 16 + 2 = 50 unrolls.
define void @fill16(ptr %dst) {
; CHECK-LABEL: @fill16(
; CHECK-NOT: br i1
; CHECK: ret void
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %pd = getelementptr inbounds [16 x i32], ptr %dst, i64 0, i64 %i
  store i32 7, ptr %pd, align 4
  %i1 = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i1, 16
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; A call costs 1 + its arguments: call(4), add, compare, branch = 7, (7 - 2) * 30 + 2 = 152
; stays rolled; 29 iterations (147) unroll.
declare void @g3(i32, i32, i32)
define void @calls30() {
; CHECK-LABEL: @calls30(
; CHECK: loop:
; CHECK: br i1 %done, label %exit, label %loop
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  call void @g3(i32 %i, i32 %i, i32 %i)
  %i1 = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i1, 30
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @calls29() {
; CHECK-LABEL: @calls29(
; CHECK-NOT: br i1
; CHECK: ret void
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  call void @g3(i32 %i, i32 %i, i32 %i)
  %i1 = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i1, 29
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Variadic arguments are not counted: printf costs 1 + 1 declared parameter. printf, add,
; compare, branch = 5, (5 - 2) * 49 + 2 = 149 unrolls (it would not at 1 + 6 arguments).
@.fmt = private constant [4 x i8] c"%d\0A\00"
declare i32 @printf(ptr, ...)
define void @printf49() {
; CHECK-LABEL: @printf49(
; CHECK-NOT: br i1
; CHECK: ret void
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %i, i32 %i, i32 %i, i32 %i, i32 %i)
  %i1 = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i1, 49
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; An integer trunc is free and the size must stay strictly under 150: xor, trunc, call(2),
; add, compare, branch = 6, (6 - 2) * 37 + 2 = 150 stays rolled; 36 iterations unroll.
declare void @g1(i32)
define void @trunc37(i64 %x) {
; CHECK-LABEL: @trunc37(
; CHECK: loop:
; CHECK: br i1 %done, label %loop, label %exit
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %a = xor i64 %i, %x
  %t = trunc i64 %a to i32
  call void @g1(i32 %t)
  %i1 = add nuw nsw i64 %i, 1
  %done = icmp ult i64 %i1, 37
  br i1 %done, label %loop, label %exit
exit:
  ret void
}

define void @trunc36(i64 %x) {
; CHECK-LABEL: @trunc36(
; CHECK-NOT: br i1
; CHECK: ret void
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %a = xor i64 %i, %x
  %t = trunc i64 %a to i32
  call void @g1(i32 %t)
  %i1 = add nuw nsw i64 %i, 1
  %done = icmp ult i64 %i1, 36
  br i1 %done, label %loop, label %exit
exit:
  ret void
}
