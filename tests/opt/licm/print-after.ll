; RUN: pyopt -passes='loop-mssa(licm),loop(loop-rotate)' -print-after=licm,loop-rotate -debug-pass-manager -disable-output %s 2>&1 | FileCheck %s
; A loop pass runs "on" the loop's header name and prints the loop as opt-16 does: its
; preheader, its blocks, its exit blocks; after rotation the new header's blocks. opt-16 gives
; the same lines (its dump titles start with "***" where pyopt's start with "; ***").

; CHECK: Running pass: LoopSimplifyPass on f
; CHECK: Running pass: LCSSAPass on f
; CHECK: Running pass: LICMPass on for.cond
; CHECK: ; *** IR Dump After LICMPass on for.cond ***
; CHECK: ; Preheader:
; CHECK-NEXT: entry:
; CHECK-NEXT: %m = mul i32 %k, 3
; CHECK: ; Loop:
; CHECK-NEXT: for.cond:
; CHECK: for.body:
; CHECK: ; Exit blocks
; CHECK-NEXT: for.end:
; CHECK: Running pass: LoopRotatePass on for.cond
; CHECK: ; *** IR Dump After LoopRotatePass on for.cond ***
; CHECK: ; Preheader:
; CHECK-NEXT: for.body.lr.ph:
; CHECK: ; Loop:
; CHECK-NEXT: for.body:
; CHECK: ; Exit blocks
; CHECK-NEXT: for.cond.for.end_crit_edge:

define void @f(ptr %p, i32 %n, i32 %k) {
entry:
  br label %for.cond
for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %m = mul i32 %k, 3
  store i32 %m, ptr %p
  %inc = add nsw i32 %i, 1
  br label %for.cond
for.end:
  ret void
}
