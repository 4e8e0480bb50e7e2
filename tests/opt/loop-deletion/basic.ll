; RUN: pyopt -passes='loop(loop-deletion)' -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes='loop(loop-deletion)'.

declare void @ext()

; a loop with a constant trip count that computes nothing used: gone
define i32 @dead(i32 %k) {
; CHECK-LABEL: @dead(
; CHECK: entry:
; CHECK-NEXT: br label %e
; CHECK-NOT: h:
; CHECK: e:
; CHECK-NEXT: ret i32 %k
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %x = mul i32 %i, %k
  %i1 = add nsw i32 %i, 1
  %t = icmp slt i32 %i1, 100
  br i1 %t, label %h, label %e
e:
  ret i32 %k
}

; unknown trip count, but the function must make progress: gone; the value leaving the
; loop is invariant, so the exit phi takes it from the preheader
define i32 @mustprogress(i32 %n, i32 %k) mustprogress {
; CHECK-LABEL: @mustprogress(
; CHECK: entry:
; CHECK-NEXT: br label %e
; CHECK: e:
; CHECK-NEXT: %r = phi i32 [ %k, %entry ]
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %i1 = add i32 %i, 1
  %t = icmp ne i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  %r = phi i32 [ %k, %h ]
  ret i32 %r
}

; must not fire: the loop may run forever (an even step never meets an odd %n; no mustprogress)
define void @maybe_infinite(i32 %n) {
; CHECK-LABEL: @maybe_infinite(
; CHECK: h:
; CHECK: br i1 %t, label %h, label %e
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %i1 = add i32 %i, 2
  %t = icmp ne i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret void
}

; must not fire: a store
define void @store(ptr %p) {
; CHECK-LABEL: @store(
; CHECK: h:
; CHECK: store i32 %i, ptr %p
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  store i32 %i, ptr %p
  %i1 = add nsw i32 %i, 1
  %t = icmp slt i32 %i1, 100
  br i1 %t, label %h, label %e
e:
  ret void
}

; must not fire: a call
define void @call() {
; CHECK-LABEL: @call(
; CHECK: h:
; CHECK: call void @ext()
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  call void @ext()
  %i1 = add nsw i32 %i, 1
  %t = icmp slt i32 %i1, 100
  br i1 %t, label %h, label %e
e:
  ret void
}

; must not fire: the loop's result is used afterwards
define i32 @used(i32 %k) {
; CHECK-LABEL: @used(
; CHECK: h:
; CHECK: e:
; CHECK-NEXT: %x.lcssa = phi i32 [ %x, %h ]
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %x = mul i32 %i, %k
  %i1 = add nsw i32 %i, 1
  %t = icmp slt i32 %i1, 100
  br i1 %t, label %h, label %e
e:
  ret i32 %x
}

; must not fire: two different exit blocks
define i32 @two_exit_blocks(i32 %k) mustprogress {
; CHECK-LABEL: @two_exit_blocks(
; CHECK: h:
; CHECK: b:
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %b ]
  %c = icmp eq i32 %i, %k
  br i1 %c, label %e1, label %b
b:
  %i1 = add nsw i32 %i, 1
  %t = icmp slt i32 %i1, 100
  br i1 %t, label %h, label %e2
e1:
  ret i32 1
e2:
  ret i32 2
}
