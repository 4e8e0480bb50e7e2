; RUN: pyopt -passes='loop(loop-rotate)' -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes='loop(loop-rotate)'.

declare void @ext()

; a while loop becomes a guarded do-while: the test is copied to the entry, the latch exits
define i32 @rotate(ptr %a, i32 %n) {
; CHECK-LABEL: @rotate(
; CHECK: entry:
; CHECK-NEXT: %[[G:.*]] = icmp slt i32 0, %n
; CHECK-NEXT: br i1 %[[G]], label %for.body.lr.ph, label %for.end
; CHECK: for.body.lr.ph:
; CHECK-NEXT: br label %for.body
; CHECK: for.body:
; CHECK-NEXT: %[[S:[a-z0-9.]+]] = phi i32 [
; CHECK-NEXT: %[[I:[a-z0-9.]+]] = phi i32 [
; CHECK: %inc = add nsw i32 %[[I]], 1
; CHECK-NEXT: %[[C:.*]] = icmp slt i32 %inc, %n
; CHECK-NEXT: br i1 %[[C]], label %for.body, label %for.cond.for.end_crit_edge, !llvm.loop !0
; CHECK: for.cond.for.end_crit_edge:
; CHECK-NEXT: %split = phi i32 [ %s1, %for.body ]
; CHECK: for.end:
; CHECK-NEXT: %s.lcssa = phi i32 [ %split, %for.cond.for.end_crit_edge ], [ 0, %entry ]
entry:
  br label %for.cond
for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %for.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %idx = sext i32 %i to i64
  %p = getelementptr i32, ptr %a, i64 %idx
  %v = load i32, ptr %p
  %s1 = add i32 %s, %v
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0
for.end:
  ret i32 %s
}

; a guard that folds: the loop is entered unconditionally
define i32 @constant_guard() {
; CHECK-LABEL: @constant_guard(
; CHECK: entry:
; CHECK-NEXT: br label %for.body
; CHECK: for.body:
; CHECK: %[[C:.*]] = icmp slt i32 %inc, 10
; CHECK-NEXT: br i1 %[[C]], label %for.body, label %for.end
entry:
  br label %for.cond
for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %for.body ]
  %cmp = icmp slt i32 %i, 10
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %s1 = add i32 %s, %i
  %inc = add nsw i32 %i, 1
  br label %for.cond
for.end:
  ret i32 %s
}

; must not fire: already rotated (the latch exits)
define void @rotated(i32 %n) {
; CHECK-LABEL: @rotated(
; CHECK: entry:
; CHECK-NEXT: br label %body
; CHECK: body:
; CHECK: br i1 %c, label %body, label %e
entry:
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  call void @ext()
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %body, label %e
e:
  ret void
}

; must not fire: the header has more than 16 instructions
define i32 @big_header(i32 %n, i32 %k) {
; CHECK-LABEL: @big_header(
; CHECK: entry:
; CHECK-NEXT: br label %h
; CHECK: h:
; CHECK: br i1 %c, label %b, label %e
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %b ]
  %x1 = mul i32 %i, %k
  %x2 = mul i32 %x1, %k
  %x3 = mul i32 %x2, %k
  %x4 = mul i32 %x3, %k
  %x5 = mul i32 %x4, %k
  %x6 = mul i32 %x5, %k
  %x7 = mul i32 %x6, %k
  %x8 = mul i32 %x7, %k
  %x9 = mul i32 %x8, %k
  %x10 = mul i32 %x9, %k
  %x11 = mul i32 %x10, %k
  %x12 = mul i32 %x11, %k
  %x13 = mul i32 %x12, %k
  %x14 = mul i32 %x13, %k
  %x15 = mul i32 %x14, %k
  %x16 = mul i32 %x15, %k
  %c = icmp slt i32 %x16, %n
  br i1 %c, label %b, label %e
b:
  call void @ext()
  %i1 = add i32 %i, 1
  br label %h
e:
  ret i32 %x16
}

; must not fire: the header exits to two places through a switch
define void @multi_exit_switch(i32 %n) {
; CHECK-LABEL: @multi_exit_switch(
; CHECK: h:
; CHECK-NEXT: %i = phi
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %b ]
  switch i32 %i, label %b [ i32 7, label %e1
                            i32 9, label %e2 ]
b:
  call void @ext()
  %i1 = add i32 %i, 1
  br label %h
e1:
  ret void
e2:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
