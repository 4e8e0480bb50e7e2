; Post-indexed loads (targets/aarch64/post_index.py): a load from [p] and p + k become
; `ldr v, [p], #k`; a store between the increment and the load, or a step beyond simm9,
; keeps them apart.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define i64 @strlen_loop(ptr %s) {
; CHECK-LABEL: strlen_loop:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov x1, x0
; CHECK-NEXT: .LBB0_1:{{.*}}
; CHECK-NEXT: mov x2, x1
; CHECK-NEXT: ldrb w3, [x1], #1
; CHECK-NEXT: cbnz w3, .LBB0_1
; CHECK-NEXT: // %bb.2:{{.*}}
; CHECK-NEXT: sub x0, x2, x0
; CHECK-NEXT: ret
entry:
  br label %loop

loop:
  %p = phi ptr [ %s, %entry ], [ %next, %loop ]
  %c = load i8, ptr %p, align 1
  %z = icmp eq i8 %c, 0
  %next = getelementptr inbounds i8, ptr %p, i64 1
  br i1 %z, label %exit, label %loop

exit:
  %e = ptrtoint ptr %p to i64
  %b = ptrtoint ptr %s to i64
  %n = sub i64 %e, %b
  ret i64 %n
}

define i64 @sum_down(ptr %p, i64 %n) {
; CHECK-LABEL: sum_down:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov x2, #0
; CHECK-NEXT: .LBB1_1:{{.*}}
; CHECK-NEXT: ldr x3, [x0], #-8
; CHECK-NEXT: add x2, x2, x3
; CHECK-NEXT: sub x1, x1, #1
; CHECK-NEXT: cbnz x1, .LBB1_1
; CHECK-NEXT: // %bb.2:{{.*}}
; CHECK-NEXT: mov x0, x2
; CHECK-NEXT: ret
entry:
  br label %loop

loop:
  %q = phi ptr [ %p, %entry ], [ %next, %loop ]
  %i = phi i64 [ %n, %entry ], [ %i.next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %v = load i64, ptr %q, align 8
  %s.next = add i64 %s, %v
  %next = getelementptr inbounds i8, ptr %q, i64 -8
  %i.next = add i64 %i, -1
  %done = icmp eq i64 %i.next, 0
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %s.next
}

define i64 @store_between(ptr %p, ptr %r) {
; CHECK-LABEL: store_between:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: add x2, x0, #8
; CHECK-NEXT: str x2, [x1, #0]
; CHECK-NEXT: ldr x0, [x0, #0]
; CHECK-NEXT: ret
  %q = getelementptr i8, ptr %p, i64 8
  store ptr %q, ptr %r, align 8
  %v = load i64, ptr %p, align 8
  ret i64 %v
}

define ptr @step_too_far(ptr %p, ptr %r) {
; CHECK-LABEL: step_too_far:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldr x2, [x0, #0]
; CHECK-NEXT: str x2, [x1, #0]
; CHECK-NEXT: add x0, x0, #256
; CHECK-NEXT: ret
  %v = load i64, ptr %p, align 8
  store i64 %v, ptr %r, align 8
  %q = getelementptr i8, ptr %p, i64 256
  ret ptr %q
}
