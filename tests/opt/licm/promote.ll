; RUN: pyopt -passes='loop-mssa(licm)' -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes='loop-mssa(licm)'.

@g = global i32 0
declare void @ext()

; a global loaded and stored on every iteration lives in a register in the loop
define void @global(i32 %n) {
; CHECK-LABEL: @global(
; CHECK: entry:
; CHECK-NEXT: %g.promoted = load i32, ptr @g
; CHECK-NEXT: br label %h
; CHECK: h:
; CHECK-NEXT: %[[V:.*]] = phi i32 [ %g.promoted, %entry ], [ %x, %h ]
; CHECK-NOT: store
; CHECK: %x = add i32 %[[V]], %i
; CHECK-NOT: store
; CHECK: e:
; CHECK-NEXT: %[[OUT:.*]] = phi i32 [ %x, %h ]
; CHECK-NEXT: store i32 %[[OUT]], ptr @g
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %v = load i32, ptr @g
  %x = add i32 %v, %i
  store i32 %x, ptr @g
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret void
}

; two exits: the value leaving by each is stored there
define void @two_exits(i32 %n, i32 %m) {
; CHECK-LABEL: @two_exits(
; CHECK: entry:
; CHECK-NEXT: %g.promoted = load i32, ptr @g
; CHECK: e1:
; CHECK-NEXT: %[[A:.*]] = phi i32 [ %x, %h ]
; CHECK-NEXT: store i32 %[[A]], ptr @g
; CHECK: e2:
; CHECK-NEXT: %[[B:.*]] = phi i32 [ %x, %b ]
; CHECK-NEXT: store i32 %[[B]], ptr @g
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %b ]
  %v = load i32, ptr @g
  %x = add i32 %v, 1
  store i32 %x, ptr @g
  %t = icmp slt i32 %i, %n
  br i1 %t, label %b, label %e1
b:
  %i1 = add i32 %i, 1
  %u = icmp slt i32 %i1, %m
  br i1 %u, label %h, label %e2
e1:
  ret void
e2:
  ret void
}

; a local variable stored only on some iterations: no other thread sees it, so the
; store may move to the exit anyway
define i32 @local_conditional(i32 %n) {
; CHECK-LABEL: @local_conditional(
; CHECK: entry:
; CHECK-NEXT: %a = alloca i32
; CHECK-NEXT: store i32 0, ptr %a
; CHECK-NEXT: %a.promoted = load i32, ptr %a
; CHECK: then:
; CHECK-NOT: store
; CHECK: e:
; CHECK: store i32 %{{.*}}, ptr %a
entry:
  %a = alloca i32
  store i32 0, ptr %a
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %odd = trunc i32 %i to i1
  br i1 %odd, label %then, label %latch
then:
  %v = load i32, ptr %a
  %x = add i32 %v, %i
  store i32 %x, ptr %a
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  %r = load i32, ptr %a
  ret i32 %r
}

; must not fire: a store through a pointer that may point to @g
define void @aliasing_store(ptr %p, i32 %n) {
; CHECK-LABEL: @aliasing_store(
; CHECK: h:
; CHECK: %v = load i32, ptr @g
; CHECK: store i32 %x, ptr @g
; CHECK: store i32 0, ptr %p
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %v = load i32, ptr @g
  %x = add i32 %v, 1
  store i32 %x, ptr @g
  store i32 0, ptr %p
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret void
}

; must not fire: a call may read or write @g
define void @call(i32 %n) {
; CHECK-LABEL: @call(
; CHECK: h:
; CHECK: %v = load i32, ptr @g
; CHECK: store i32 %x, ptr @g
; CHECK: call void @ext()
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %v = load i32, ptr @g
  %x = add i32 %v, 1
  store i32 %x, ptr @g
  call void @ext()
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret void
}

; must not fire: volatile accesses stay
define void @volatile(i32 %n) {
; CHECK-LABEL: @volatile(
; CHECK: h:
; CHECK: %v = load volatile i32, ptr @g
; CHECK: store volatile i32 %x, ptr @g
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %v = load volatile i32, ptr @g
  %x = add i32 %v, 1
  store volatile i32 %x, ptr @g
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret void
}

; must not fire: a global stored only when the loop body runs (a while loop whose header
; exits) - storing it at the exit could write where the program never did
define void @while_global(i32 %n) {
; CHECK-LABEL: @while_global(
; CHECK: body:
; CHECK: store i32 %x, ptr @g
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %t = icmp slt i32 %i, %n
  br i1 %t, label %body, label %e
body:
  %v = load i32, ptr @g
  %x = add i32 %v, 1
  store i32 %x, ptr @g
  %i1 = add i32 %i, 1
  br label %h
e:
  ret void
}

; must not fire: an atomic read-modify-write elsewhere orders memory for other threads
define void @atomic_elsewhere(ptr %q, i32 %n) {
; CHECK-LABEL: @atomic_elsewhere(
; CHECK: h:
; CHECK: %v = load i32, ptr @g
; CHECK: store i32 %x, ptr @g
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %v = load i32, ptr @g
  %x = add i32 %v, 1
  store i32 %x, ptr @g
  %old = atomicrmw add ptr %q, i32 1 seq_cst
  %i1 = add i32 %i, 1
  %t = icmp slt i32 %i1, %n
  br i1 %t, label %h, label %e
e:
  ret void
}
