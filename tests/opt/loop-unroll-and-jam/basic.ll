; RUN: pyopt -passes=loop-unroll-and-jam -allow-unroll-and-jam -unroll-and-jam-count=4 -S %s | FileCheck %s
; RUN: pyopt -passes=loop-unroll-and-jam -allow-unroll-and-jam -unroll-and-jam-count=4 -S %s | llvm-as-16 -o /dev/null
; RUN: pyopt -passes=loop-unroll-and-jam -S %s | FileCheck %s --check-prefix=DEFAULT
; RUN: pyopt -passes='loop-unroll-and-jam<O3>' -S %s | FileCheck %s --check-prefix=DEFAULT
; RUN: pyopt -passes=loop-unroll-and-jam -S -stats %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
; RUN: not pyopt -passes='loop-unroll-and-jam<O7>' -S %s 2>&1 | FileCheck %s --check-prefix=BADPARAM
; Unroll the outer loop, jam the copies of the inner loop.

target datalayout = "e-m:e-p:64:64-i64:64-n32:64-S128"

; for (i < n) { s = 0; for (j < m) s += b[j]; a[i] = s; }: a runtime trip count (a
; remainder loop runs first) and four inner loops fused into one
; CHECK-LABEL: define void @sums(
; CHECK: xtraiter
; CHECK: for.inner:
; CHECK-NEXT: %j = phi i32
; CHECK-NEXT: %sum = phi i32
; CHECK-NEXT: %j.1 = phi i32
; CHECK-NEXT: %sum.1 = phi i32
; CHECK-NEXT: %j.2 = phi i32
; CHECK-NEXT: %sum.2 = phi i32
; CHECK-NEXT: %j.3 = phi i32
; CHECK-NEXT: %sum.3 = phi i32
; CHECK: %exitcond.3 = icmp eq i32 %inc.3, %m
; CHECK-NEXT: br i1 %exitcond.3, label %for.latch, label %for.inner
; CHECK: store i32 %sum.lcssa.3, ptr
; CHECK: br i1 %{{.*}}, label %for.end.loopexit, label %for.outer
; DEFAULT-LABEL: define void @sums(
; DEFAULT-NOT: %j.1
; DEFAULT: ret void
define void @sums(i32 %n, i32 %m, ptr noalias %a, ptr noalias %b) {
entry:
  %c1 = icmp sgt i32 %n, 0
  %c2 = icmp sgt i32 %m, 0
  %c = and i1 %c1, %c2
  br i1 %c, label %for.outer.preheader, label %for.end

for.outer.preheader:
  br label %for.outer

for.outer:
  %i = phi i32 [ %i.next, %for.latch ], [ 0, %for.outer.preheader ]
  br label %for.inner

for.inner:
  %j = phi i32 [ 0, %for.outer ], [ %inc, %for.inner ]
  %sum = phi i32 [ 0, %for.outer ], [ %add, %for.inner ]
  %pb = getelementptr inbounds i32, ptr %b, i32 %j
  %v = load i32, ptr %pb, align 4
  %add = add i32 %v, %sum
  %inc = add nuw i32 %j, 1
  %exitcond = icmp eq i32 %inc, %m
  br i1 %exitcond, label %for.latch, label %for.inner

for.latch:
  %sum.lcssa = phi i32 [ %add, %for.inner ]
  %pa = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 %sum.lcssa, ptr %pa, align 4
  %i.next = add nuw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %for.end.loopexit, label %for.outer

for.end.loopexit:
  br label %for.end

for.end:
  ret void
}

; a constant trip count (8) and the count from `llvm.loop.unroll_and_jam.count` 2:
; fires without -allow-unroll-and-jam, no remainder
; CHECK-LABEL: define void @hinted(
; CHECK-NOT: xtraiter
; CHECK: %j.1 = phi i64
; DEFAULT-LABEL: define void @hinted(
; DEFAULT-NOT: xtraiter
; DEFAULT: %j.1 = phi i64
; DEFAULT-NOT: %j.2
; DEFAULT: ret void
define void @hinted(ptr noalias %a, ptr noalias %b) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %pb = getelementptr inbounds [16 x i32], ptr %b, i64 %i, i64 %j
  %v = load i32, ptr %pb, align 4
  %pa = getelementptr inbounds [16 x i32], ptr %a, i64 %i, i64 %j
  store i32 %v, ptr %pa, align 4
  %j.next = add nuw nsw i64 %j, 1
  %jd = icmp eq i64 %j.next, 16
  br i1 %jd, label %latch, label %inner

latch:
  %i.next = add nuw nsw i64 %i, 1
  %id = icmp eq i64 %i.next, 8
  br i1 %id, label %exit, label %outer, !llvm.loop !0

exit:
  ret void
}

; must not fire: a[i][j] = a[i-1][j+1] + 1 (jamming would read a value before it is
; written); the dependence analysis cannot prove the order is kept
; CHECK-LABEL: define void @carried(
; CHECK-NOT: .1 = phi
; CHECK: ret void
; DEFAULT-LABEL: define void @carried(
; DEFAULT-NOT: .1 = phi
; DEFAULT: ret void
define void @carried(ptr %a) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 1, %entry ], [ %i.next, %latch ]
  %im1 = add nsw i64 %i, -1
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %j.next = add nuw nsw i64 %j, 1
  %src = getelementptr inbounds [16 x i32], ptr %a, i64 %im1, i64 %j.next
  %v = load i32, ptr %src, align 4
  %v1 = add i32 %v, 1
  %dst = getelementptr inbounds [16 x i32], ptr %a, i64 %i, i64 %j
  store i32 %v1, ptr %dst, align 4
  %jd = icmp eq i64 %j.next, 15
  br i1 %jd, label %latch, label %inner

latch:
  %i.next = add nuw nsw i64 %i, 1
  %id = icmp eq i64 %i.next, 9
  br i1 %id, label %exit, label %outer, !llvm.loop !0

exit:
  ret void
}

; must not fire: `llvm.loop.unroll_and_jam.disable` wins over the command line
; CHECK-LABEL: define void @disabled(
; CHECK-NOT: %j.1
; CHECK: ret void
define void @disabled(ptr noalias %a, ptr noalias %b) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %j
  %v = load i32, ptr %pb, align 4
  %pa = getelementptr inbounds [16 x i32], ptr %a, i64 %i, i64 %j
  store i32 %v, ptr %pa, align 4
  %j.next = add nuw nsw i64 %j, 1
  %jd = icmp eq i64 %j.next, 16
  br i1 %jd, label %latch, label %inner

latch:
  %i.next = add nuw nsw i64 %i, 1
  %id = icmp eq i64 %i.next, 8
  br i1 %id, label %exit, label %outer, !llvm.loop !2

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll_and_jam.count", i32 2}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll_and_jam.disable"}

; STATS: 1 loop-unroll-and-jam - Number of loops unroll and jammed
; BADPARAM: invalid LoopUnrollAndJamPass parameter 'O7'
