; RUN: pyopt -passes='print<scalar-evolution>' -disable-output %s 2>&1 | FileCheck %s
; The CHECK lines are opt-16's own output for this file (opt-16 passes them too);
; ranges are checked where they are exact (constant trip counts).

define i32 @down(i32 %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 10, %entry ], [ %i1, %h ]
  %i1 = add nsw i32 %i, -3
  %c = icmp sgt i32 %i1, 0
  br i1 %c, label %h, label %e
e:
  ret i32 %i
}
; CHECK-LABEL: Classifying expressions for: @down
; CHECK-NEXT: %i = phi i32 [ 10, %entry ], [ %i1, %h ]
; CHECK-NEXT: -->  {10,+,-3}<nsw><%h> U: [1,11) S: [1,11)		Exits: 1		LoopDispositions: { %h: Computable }
; CHECK-NEXT: %i1 = add nsw i32 %i, -3
; CHECK-NEXT: -->  {7,+,-3}<nsw><%h> U: [-2,8) S: [-2,8)		Exits: -2		LoopDispositions: { %h: Computable }
; CHECK-NEXT: Determining loop execution counts for: @down
; CHECK-NEXT: Loop %h: backedge-taken count is 3
; CHECK-NEXT: Loop %h: constant max backedge-taken count is 3
; CHECK-NEXT: Loop %h: symbolic max backedge-taken count is 3
; CHECK-NEXT: Loop %h: Predicated backedge-taken count is 3
; CHECK: Loop %h: Trip multiple is 4

@a = global [100 x i32] zeroinitializer

; a clang-style for loop (test in the header), nested with an inner loop that starts at
; the outer induction variable, and a pointer recurrence through a gep
define i32 @nest(i32 %k) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %s = phi i32 [ 0, %entry ], [ %s.in, %outer.latch ]
  %oc = icmp slt i32 %i, 4
  br i1 %oc, label %inner.pre, label %exit
inner.pre:
  br label %inner
inner:
  %j = phi i32 [ %i, %inner.pre ], [ %j.next, %inner.body ]
  %s.in = phi i32 [ %s, %inner.pre ], [ %s.next, %inner.body ]
  %ic = icmp slt i32 %j, 8
  br i1 %ic, label %inner.body, label %outer.latch
inner.body:
  %m = mul nsw i32 %i, %j
  %s.next = add nsw i32 %s.in, %m
  %j.next = add nsw i32 %j, 1
  br label %inner
outer.latch:
  %i.next = add nsw i32 %i, 1
  br label %outer
exit:
  br label %walk
walk:
  %w = phi i32 [ 0, %exit ], [ %w.next, %walk ]
  %ix = sext i32 %w to i64
  %p = getelementptr inbounds [100 x i32], ptr @a, i64 0, i64 %ix
  store i32 %k, ptr %p
  %w.next = add nsw i32 %w, 1
  %wc = icmp slt i32 %w.next, 10
  br i1 %wc, label %walk, label %done
done:
  ret i32 %s
}
; CHECK-LABEL: Classifying expressions for: @nest
; CHECK: %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
; CHECK-NEXT: -->  {0,+,1}<nuw><nsw><%outer> U: [0,5) S: [0,5)		Exits: 4		LoopDispositions: { %outer: Computable, %inner: Invariant }
; CHECK: %j = phi i32 [ %i, %inner.pre ], [ %j.next, %inner.body ]
; CHECK-NEXT: -->  {{[{][{]}}0,+,1}<nuw><nsw><%outer>,+,1}<nuw><nsw><%inner>
; CHECK-SAME: LoopDispositions: { %inner: Computable, %outer: Variant }
; CHECK: %m = mul nsw i32 %i, %j
; CHECK-NEXT: -->  {{[{][{]}}0,+,1,+,2}<%outer>,+,{0,+,1}<nuw><nsw><%outer>}<%inner>
; CHECK: %ix = sext i32 %w to i64
; CHECK-NEXT: -->  {0,+,1}<nuw><nsw><%walk> U: [0,10) S: [0,10)		Exits: 9		LoopDispositions: { %walk: Computable }
; CHECK: %p = getelementptr inbounds [100 x i32], ptr @a, i64 0, i64 %ix
; CHECK-NEXT: -->  {@a,+,4}
; CHECK-SAME: Exits: (36 + @a)
; CHECK-LABEL: Determining loop execution counts for: @nest
; CHECK: Loop %walk: backedge-taken count is 9
; CHECK: Loop %walk: Trip multiple is 10
; CHECK: Loop %outer: backedge-taken count is 4
; CHECK: Loop %outer: Trip multiple is 5
