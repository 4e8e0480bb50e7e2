; RUN: pyopt -passes='print<scalar-evolution>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=SCEV
; RUN: opt-16 -passes='print<scalar-evolution>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=SCEV
; RUN: pyopt -passes=loop-unroll-full -S %s | FileCheck %s --check-prefix=FULL
; RUN: opt-16 -passes=loop-unroll-full -S %s | FileCheck %s --check-prefix=FULL
; RUN: pyopt -passes=loop-deletion -S %s | FileCheck %s --check-prefix=DEL
; RUN: opt-16 -passes=loop-deletion -S %s | FileCheck %s --check-prefix=DEL
; RUN: pyopt -passes='default<O2>' -S %s | FileCheck %s --check-prefix=O2
; RUN: opt-16 -passes='default<O2>' -S %s | FileCheck %s --check-prefix=O2
; Exit counts found by running the loop symbolically (LLVM's
; computeExitCountExhaustively, up to 100 iterations): exit tests that are no affine
; comparison but a function of one header phi with a constant start, folding loads from
; constant globals. Every RUN line holds for opt-16 as well as for pyopt.

@str = private unnamed_addr constant [6 x i8] c"hello\00"
@mstr = global [6 x i8] c"hello\00"
@long = private unnamed_addr constant [151 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"

; walks a constant string until its NUL: 4 backedges, fully unrolled, folded
; SCEV-LABEL: Determining loop execution counts for: @strsum
; SCEV-NEXT: Loop %loop: backedge-taken count is 4
; FULL-LABEL: @strsum(
; FULL-NOT: br i1
; FULL: ret
; O2-LABEL: @strsum(
; O2-NOT: br
; O2: ret i32 532
define i32 @strsum() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds [6 x i8], ptr @str, i64 0, i64 %i
  %c = load i8, ptr %p
  %cz = zext i8 %c to i32
  %s.next = add i32 %s, %cz
  %i.next = add nuw nsw i64 %i, 1
  %q = getelementptr inbounds [6 x i8], ptr @str, i64 0, i64 %i.next
  %c2 = load i8, ptr %q
  %t = icmp ne i8 %c2, 0
  br i1 %t, label %loop, label %exit
exit:
  ret i32 %s.next
}

; the same walk with a pointer phi
; SCEV-LABEL: Determining loop execution counts for: @ptrwalk
; SCEV-NEXT: Loop %loop: backedge-taken count is 4
; FULL-LABEL: @ptrwalk(
; FULL-NOT: br i1
; FULL: ret
; O2-LABEL: @ptrwalk(
; O2-NOT: br
; O2: ret i32 99162322
define i32 @ptrwalk() {
entry:
  br label %loop
loop:
  %p = phi ptr [ @str, %entry ], [ %p.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %c = load i8, ptr %p
  %cz = zext i8 %c to i32
  %s31 = mul i32 %s, 31
  %s.next = add i32 %s31, %cz
  %p.next = getelementptr inbounds i8, ptr %p, i64 1
  %c2 = load i8, ptr %p.next
  %t = icmp eq i8 %c2, 0
  br i1 %t, label %exit, label %loop
exit:
  ret i32 %s.next
}

; must not fire: Collatz from 27 needs 111 steps, over the 100-iteration cap
; SCEV-LABEL: Determining loop execution counts for: @collatz
; SCEV-NEXT: Loop %loop: Unpredictable backedge-taken count.
; FULL-LABEL: @collatz(
; FULL: br i1
; FULL: ret
define i32 @collatz() {
entry:
  br label %loop
loop:
  %x = phi i32 [ 27, %entry ], [ %x.next, %loop ]
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  %up = mul i32 %x, 3
  %up1 = add i32 %up, 1
  %down = lshr i32 %x, 1
  %x.next = select i1 %isodd, i32 %up1, i32 %down
  %t = icmp eq i32 %x.next, 1
  br i1 %t, label %exit, label %loop
exit:
  ret i32 %x.next
}

; a non-affine recurrence (Collatz from 7) reaches 1 after 16 steps
; SCEV-LABEL: Determining loop execution counts for: @collatz7
; SCEV-NEXT: Loop %loop: backedge-taken count is 15
; FULL-LABEL: @collatz7(
; FULL-NOT: br i1
; FULL: ret
; O2-LABEL: @collatz7(
; O2-NOT: br
; O2: ret i32 1
define i32 @collatz7() {
entry:
  br label %loop
loop:
  %x = phi i32 [ 7, %entry ], [ %x.next, %loop ]
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  %up = mul i32 %x, 3
  %up1 = add i32 %up, 1
  %down = lshr i32 %x, 1
  %x.next = select i1 %isodd, i32 %up1, i32 %down
  %t = icmp eq i32 %x.next, 1
  br i1 %t, label %exit, label %loop
exit:
  ret i32 %x.next
}

; must not fire: the string is a mutable global
; SCEV-LABEL: Determining loop execution counts for: @mutable
; SCEV-NEXT: Loop %loop: Unpredictable backedge-taken count.
; FULL-LABEL: @mutable(
; FULL: br i1
; FULL: ret
define i32 @mutable() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %q = getelementptr inbounds [6 x i8], ptr @mstr, i64 0, i64 %i.next
  %c2 = load i8, ptr %q
  %t = icmp ne i8 %c2, 0
  br i1 %t, label %loop, label %exit
exit:
  %r = trunc i64 %i.next to i32
  ret i32 %r
}

; must not fire: the loop stores into the (mutable) global it reads
; SCEV-LABEL: Determining loop execution counts for: @stores
; SCEV-NEXT: Loop %loop: Unpredictable backedge-taken count.
; FULL-LABEL: @stores(
; FULL: br i1
; FULL: ret
define i32 @stores() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %w = getelementptr inbounds [6 x i8], ptr @str, i64 0, i64 %i
  %cw = load i8, ptr %w
  %wm = getelementptr inbounds [6 x i8], ptr @mstr, i64 0, i64 %i
  store i8 %cw, ptr %wm
  %q = getelementptr inbounds [6 x i8], ptr @mstr, i64 0, i64 %i.next
  %c2 = load i8, ptr %q
  %t = icmp ne i8 %c2, 0
  br i1 %t, label %loop, label %exit
exit:
  %r = trunc i64 %i.next to i32
  ret i32 %r
}

; must not fire: the NUL is 150 bytes in, over the cap
; SCEV-LABEL: Determining loop execution counts for: @toolong
; SCEV-NEXT: Loop %loop: Unpredictable backedge-taken count.
; FULL-LABEL: @toolong(
; FULL: br i1
; FULL: ret
define i32 @toolong() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %q = getelementptr inbounds [151 x i8], ptr @long, i64 0, i64 %i.next
  %c2 = load i8, ptr %q
  %t = icmp ne i8 %c2, 0
  br i1 %t, label %loop, label %exit
exit:
  %r = trunc i64 %i.next to i32
  ret i32 %r
}

; a shift recurrence: 1000 >> k is 0 at k = 10
; SCEV-LABEL: Determining loop execution counts for: @shift
; SCEV-NEXT: Loop %loop: backedge-taken count is 9
; FULL-LABEL: @shift(
; FULL-NOT: br i1
; FULL: ret
; O2-LABEL: @shift(
; O2-NOT: br
; O2: ret i32 1
define i32 @shift() {
entry:
  br label %loop
loop:
  %x = phi i32 [ 1000, %entry ], [ %x.next, %loop ]
  %x.next = lshr i32 %x, 1
  %t = icmp eq i32 %x.next, 0
  br i1 %t, label %exit, label %loop
exit:
  ret i32 %x
}

; loop-deletion drops a side-effect-free loop once its exit count is known
; DEL-LABEL: @dead7(
; DEL-NOT: br i1
; DEL: ret void
define void @dead7() {
entry:
  br label %loop
loop:
  %x = phi i32 [ 7, %entry ], [ %x.next, %loop ]
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  %up = mul i32 %x, 3
  %up1 = add i32 %up, 1
  %down = lshr i32 %x, 1
  %x.next = select i1 %isodd, i32 %up1, i32 %down
  %t = icmp eq i32 %x.next, 1
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

; must not fire: the count is over the cap, the loop may not terminate
; DEL-LABEL: @dead27(
; DEL: br i1 %t, label %exit, label %loop
define void @dead27() {
entry:
  br label %loop
loop:
  %x = phi i32 [ 27, %entry ], [ %x.next, %loop ]
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  %up = mul i32 %x, 3
  %up1 = add i32 %up, 1
  %down = lshr i32 %x, 1
  %x.next = select i1 %isodd, i32 %up1, i32 %down
  %t = icmp eq i32 %x.next, 1
  br i1 %t, label %exit, label %loop
exit:
  ret void
}
