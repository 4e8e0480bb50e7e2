; RUN: pyopt -passes=gvn -S %s | FileCheck %s
; RUN: pyopt -passes=gvn -S %s | /usr/bin/llvm-as-16 -o /dev/null
; RUN: pyopt -passes='gvn<no-pre;no-load-pre>' -S %s | FileCheck %s --check-prefix=NOPRE
; RUN: pyopt -passes='gvn<no-pre>' -S %s | FileCheck %s --check-prefix=LOADONLY
; opt-16 -passes=gvn gives the same code and names (its phis list the predecessors in
; another order and it also merges %h2 into %h).

declare void @g()

; scalar PRE: available on one path, inserted on the other
define i32 @scalar(i1 %c, i32 %x, i32 %y) {
; CHECK-LABEL: @scalar(
; CHECK: t:
; CHECK-NEXT: %a = add i32 %x, %y
; CHECK: e:
; CHECK-NEXT: %.pre = add i32 %x, %y
; CHECK: m:
; CHECK-NEXT: %b.pre-phi = phi i32 [ %a, %t ], [ %.pre, %e ]
; NOPRE-LABEL: @scalar(
; NOPRE: m:
; NOPRE-NEXT: %b = add i32 %x, %y
; LOADONLY-LABEL: @scalar(
; LOADONLY: m:
; LOADONLY-NEXT: %b = add i32 %x, %y
entry:
  br i1 %c, label %t, label %e
t:
  %a = add nsw i32 %x, %y
  call void @g()
  br label %m
e:
  br label %m
m:
  %b = add i32 %x, %y
  ret i32 %b
}

; the missing predecessor's edge is critical: split
define i32 @crit(i1 %c, i32 %x, i32 %y) {
; CHECK-LABEL: @crit(
; CHECK: entry.m_crit_edge:
; CHECK-NEXT: %.pre = add i32 %x, %y
entry:
  br i1 %c, label %t, label %m
t:
  %a = add i32 %x, %y
  call void @g()
  br label %m
m:
  %b = add i32 %x, %y
  ret i32 %b
}

; load PRE: the stored value on one path, a new load on the other
define i32 @load(i1 %c, ptr %p) {
; CHECK-LABEL: @load(
; CHECK: e:
; CHECK-NEXT: call void @g()
; CHECK-NEXT: %v.pre = load i32, ptr %p
; CHECK: m:
; CHECK-NEXT: %v = phi i32 [ 5, %t ], [ %v.pre, %e ]
; LOADONLY-LABEL: @load(
; LOADONLY: %v.pre = load i32, ptr %p
entry:
  br i1 %c, label %t, label %e
t:
  store i32 5, ptr %p
  br label %m
e:
  call void @g()
  br label %m
m:
  %v = load i32, ptr %p
  ret i32 %v
}

; load PRE into the loop preheader: the latch stores the value
define i32 @loop(ptr %p, i32 %n) {
; CHECK-LABEL: @loop(
; CHECK: entry:
; CHECK-NEXT: %v.pre = load i32, ptr %p
; CHECK: h:
; CHECK-NEXT: %v = phi i32 [ %v.pre, %entry ], [ %i1, %h2 ]
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h2 ]
  %v = load i32, ptr %p
  %i1 = add i32 %i, %v
  br label %h2
h2:
  store i32 %i1, ptr %p
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %x
x:
  ret i32 %i1
}

; must not fire: a call before the load in its block may write it
define i32 @clobber_before(i1 %c, ptr %p) {
; CHECK-LABEL: @clobber_before(
; CHECK: m:
; CHECK-NEXT: call void @g()
; CHECK-NEXT: %v = load i32, ptr %p
entry:
  br i1 %c, label %t, label %e
t:
  store i32 5, ptr %p
  br label %m
e:
  br label %m
m:
  call void @g()
  %v = load i32, ptr %p
  ret i32 %v
}

; must not fire: unavailable on two paths; volatile
define i32 @two_missing(i32 %k, ptr %p) {
; CHECK-LABEL: @two_missing(
; CHECK: m:
; CHECK-NEXT: %v = load i32, ptr %p
; CHECK-NEXT: %w = load volatile i32, ptr %p
entry:
  switch i32 %k, label %a [ i32 1, label %b
                            i32 2, label %d ]
a:
  store i32 5, ptr %p
  br label %m
b:
  call void @g()
  br label %m
d:
  call void @g()
  br label %m
m:
  %v = load i32, ptr %p
  %w = load volatile i32, ptr %p
  %r = add i32 %v, %w
  ret i32 %r
}

; a division is copied when the block always reaches it (opt-16 does the same) ...
define i32 @div(i1 %c, i32 %x, i32 %y) {
; CHECK-LABEL: @div(
; CHECK: e:
; CHECK-NEXT: %.pre = udiv i32 %x, %y
entry:
  br i1 %c, label %t, label %e
t:
  %a = udiv i32 %x, %y
  call void @g()
  br label %m
e:
  br label %m
m:
  %b = udiv i32 %x, %y
  ret i32 %b
}

; ... must not fire when a call before it may not return: the copy could trap
define i32 @div_after_call(i1 %c, i32 %x, i32 %y) {
; CHECK-LABEL: @div_after_call(
; CHECK: m:
; CHECK-NEXT: call void @g()
; CHECK-NEXT: %b = udiv i32 %x, %y
entry:
  br i1 %c, label %t, label %e
t:
  %a = udiv i32 %x, %y
  call void @g()
  br label %m
e:
  br label %m
m:
  call void @g()
  %b = udiv i32 %x, %y
  ret i32 %b
}
