; RUN: pyopt -passes=correlated-propagation -S %s | FileCheck %s
; RUN: pyopt -passes=correlated-propagation -S %s | /usr/bin/llvm-as-16 -o /dev/null
; opt-16 agrees except where noted (it narrows the udiv to i8, leaves the select for
; instcombine and treats the undef incoming value as 3).

declare i32 @llvm.umin.i32(i32, i32)

; sdiv/srem/ashr/sext of values known non-negative; nsw/nuw from ranges
define i32 @nonneg(i32 %x) {
; CHECK-LABEL: @nonneg(
; CHECK: pos:
; CHECK-NEXT: %s = udiv i32 %x, 3
; CHECK-NEXT: %r = urem i32 %x, 3
; CHECK-NEXT: %sh = lshr exact i32 %x, 1
; CHECK-NEXT: %add = add nuw nsw i32 %x, 5
; CHECK-NEXT: %se = zext i32 %x to i64
entry:
  %c = icmp slt i32 %x, 10
  %d = icmp sgt i32 %x, 0
  %cd = and i1 %c, %d
  br i1 %cd, label %pos, label %out
pos:
  %s = sdiv i32 %x, 3
  %r = srem i32 %x, 3
  %sh = ashr exact i32 %x, 1
  %add = add i32 %x, 5
  %se = sext i32 %x to i64
  %t = trunc i64 %se to i32
  %s1 = add i32 %s, %r
  %s2 = add i32 %s1, %sh
  %s3 = add i32 %s2, %add
  %s4 = add i32 %s3, %t
  ret i32 %s4
out:
  ret i32 0
}

; a comparison implied by the dominating branch folds; a select on it too
define i32 @implied(i32 %x, i32 %y) {
; CHECK-LABEL: @implied(
; CHECK: then:
; CHECK-NEXT: ret i32 %y
entry:
  %c = icmp ult i32 %x, 10
  br i1 %c, label %then, label %else
then:
  %c2 = icmp ult i32 %x, 100
  %s = select i1 %c2, i32 %y, i32 7
  ret i32 %s
else:
  ret i32 0
}

; urem by a larger bound, and with a mask, umin decided by ranges
define i32 @bounds(i32 %x) {
; CHECK-LABEL: @bounds(
; CHECK: in:
; CHECK-NEXT: %s1 = add nuw nsw i32 %x, %x
; CHECK-NEXT: %s2 = add nuw nsw i32 %s1, %x
; CHECK-NEXT: ret i32 %s2
entry:
  %c = icmp ult i32 %x, 8
  br i1 %c, label %in, label %out
in:
  %u = urem i32 %x, 16
  %a = and i32 %x, 15
  %m = call i32 @llvm.umin.i32(i32 %x, i32 100)
  %s1 = add i32 %u, %a
  %s2 = add i32 %s1, %m
  ret i32 %s2
out:
  ret i32 0
}

; phi incoming values known on their edge; dead switch cases
define i32 @phi_switch(i32 %x) {
; CHECK-LABEL: @phi_switch(
; CHECK: %p = phi i32 [ 5, %five ], [ 0, %entry ]
; CHECK: switch i32 %x, label %d [
; CHECK-NEXT: i32 5, label %b
; CHECK-NEXT: ]
; CHECK: b:
; CHECK-NEXT: %p.lcssa = phi i32 [ %p, %sw ]
entry:
  %c = icmp eq i32 %x, 5
  br i1 %c, label %five, label %m
five:
  br label %m
m:
  %p = phi i32 [ %x, %five ], [ 0, %entry ]
  %lim = icmp ult i32 %x, 10
  br i1 %lim, label %sw, label %d
sw:
  switch i32 %x, label %d [ i32 5, label %b
                            i32 50, label %b ]
b:
  %p.lcssa = phi i32 [ %p, %sw ], [ %p, %sw ]
  ret i32 %p.lcssa
d:
  ret i32 1
}

; must not fire: x may be negative (sdiv stays, no flags), nsw would not hold
define i32 @must_not(i32 %x) {
; CHECK-LABEL: @must_not(
; CHECK: %s = sdiv i32 %x, 3
; CHECK: %a = add i32 %x, -1
; CHECK: %sh = ashr i32 %x, 1
entry:
  %c = icmp slt i32 %x, 10
  br i1 %c, label %t, label %e
t:
  %s = sdiv i32 %x, 3
  %a = add i32 %x, -1
  %sh = ashr i32 %x, 1
  %r1 = add i32 %s, %a
  %r2 = add i32 %r1, %sh
  ret i32 %r2
e:
  ret i32 0
}

; must not fire: an undef incoming value can be anything, so no nuw is added
define i32 @undef_phi(i1 %c) {
; CHECK-LABEL: @undef_phi(
; CHECK: %a = add i32 %p, 1
entry:
  br i1 %c, label %t, label %m
t:
  br label %m
m:
  %p = phi i32 [ 3, %t ], [ undef, %entry ]
  %a = add i32 %p, 1
  ret i32 %a
}

; pointer arguments that cannot be null are marked nonnull (not constants, not unknowns)
declare void @use(ptr, ptr, ptr)
@G = global i32 0
define void @nonnull_args(ptr %q) {
; CHECK-LABEL: @nonnull_args(
; CHECK: call void @use(ptr noundef nonnull %a, ptr nonnull %g, ptr %q)
  %a = alloca [4 x i32]
  %g = getelementptr inbounds i32, ptr @G, i64 0
  call void @use(ptr noundef %a, ptr %g, ptr %q)
  ret void
}
