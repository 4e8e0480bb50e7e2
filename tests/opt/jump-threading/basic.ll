; RUN: pyopt -passes=jump-threading -S %s | FileCheck %s
; RUN: pyopt -passes=jump-threading -S %s | /usr/bin/llvm-as-16 -o /dev/null
; RUN: pyopt -passes=jump-threading -stats -disable-output %s 2>&1 | FileCheck %s --check-prefix=STATS
; STATS: 4 jump-threading - Number of jumps threaded
; opt-16 threads the same edges (its blocks are merged in another order).

declare void @f1()
declare void @f2()
; a phi of constants: each predecessor goes straight to its successor; %v is
; computed in both copies
define i32 @phi_const(i1 %c, i32 %x) {
; CHECK-LABEL: @phi_const(
; CHECK: entry:
; CHECK-NEXT: br i1 %c, label %m.thread, label %b
; CHECK: b:
; CHECK-NEXT: %v = add i32 %x, 1
; CHECK-NEXT: call void @f2()
; CHECK: m.thread:
; CHECK-NEXT: %v1 = add i32 %x, 1
; CHECK-NEXT: call void @f1()
; CHECK-NEXT: ret i32 %v1
entry:
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %p = phi i1 [ true, %a ], [ false, %b ]
  %v = add i32 %x, 1
  br i1 %p, label %t, label %e
t:
  call void @f1()
  ret i32 %v
e:
  call void @f2()
  ret i32 0
}
; x < 10 on the edge from %a implies x < 20 (lazy-value-info)
define i32 @dom_cmp(i32 %x) {
; CHECK-LABEL: @dom_cmp(
; CHECK: a:
; CHECK-NEXT: call void @f1()
; CHECK-NEXT: br label %t
entry:
  %c = icmp slt i32 %x, 10
  br i1 %c, label %a, label %m
a:
  call void @f1()
  br label %m
m:
  %c2 = icmp slt i32 %x, 20
  br i1 %c2, label %t, label %e
t:
  ret i32 1
e:
  ret i32 2
}
; must not fire: three calls cost 9 > 6
define i32 @too_big(i1 %c, i32 %x) {
; CHECK-LABEL: @too_big(
; CHECK: m:
; CHECK-NEXT: %p = phi i1
entry:
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %p = phi i1 [ true, %a ], [ false, %b ]
  call void @f1()
  call void @f2()
  call void @f1()
  br i1 %p, label %t, label %e
t:
  ret i32 1
e:
  ret i32 0
}

; a value of the threaded block used after it gets a phi (SSA update)
define i32 @ssa(i1 %c, i1 %q, i32 %x) {
; CHECK-LABEL: @ssa(
; CHECK: a:
; CHECK-NEXT: call void @f1()
; CHECK-NEXT: %v = add i32 %x, 1
; CHECK-NEXT: br label %t
; CHECK: b:
; CHECK: %v1 = add i32 %x, 1
; CHECK-NEXT: br i1 %q, label %t, label %e
; CHECK: t:
; CHECK-NEXT: %v2 = phi i32 [ %v1, %b ], [ %v, %a ]
entry:
  br i1 %c, label %a, label %b
a:
  call void @f1()
  br label %m
b:
  call void @f2()
  br label %m
m:
  %p = phi i1 [ true, %a ], [ %q, %b ]
  %v = add i32 %x, 1
  br i1 %p, label %t, label %e
t:
  call void @f1()
  ret i32 %v
e:
  ret i32 0
}

; must not fire: the block heads a loop
define i32 @header(i32 %n) {
; CHECK-LABEL: @header(
; CHECK: loop:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %first = phi i1 [ true, %entry ], [ false, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i
}

; a block of phis and a branch is bypassed: the successor's phi takes its values
define i32 @phi_block(i32 %k, i32 %x) {
; CHECK-LABEL: @phi_block(
; CHECK: join:
; CHECK-NEXT: %r = phi i32 [ 1, %entry ], [ 2, %a ], [ %x, %b ]
entry:
  %c = icmp eq i32 %k, 0
  br i1 %c, label %join, label %a
a:
  %d = icmp eq i32 %k, 1
  br i1 %d, label %mid, label %b
b:
  call void @f1()
  br label %mid
mid:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  br label %join
join:
  %r = phi i32 [ %m, %mid ], [ 1, %entry ]
  ret i32 %r
}

; cloned calls keep their attributes, string attributes included
declare i32 @h(i32)
define i32 @clone_attrs(i1 %c, i32 %x) {
; CHECK-LABEL: @clone_attrs(
; CHECK: call i32 @h(i32 %x) #[[A:[0-9]+]]
; CHECK: call i32 @h(i32 %x) #[[A]]
; CHECK: attributes #[[A]] = { nobuiltin "no-builtins" }
entry:
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %p = phi i1 [ true, %a ], [ false, %b ]
  %v = call i32 @h(i32 %x) #0
  br i1 %p, label %t, label %e
t:
  ret i32 %v
e:
  ret i32 0
}
attributes #0 = { nobuiltin "no-builtins" }

