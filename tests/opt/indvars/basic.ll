; RUN: pyopt -passes='loop(indvars)' -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes='loop(indvars)'.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; the value leaving the loop is known in closed form: a constant
define i32 @exit_constant() {
; CHECK-LABEL: @exit_constant(
; CHECK: e:
; CHECK-NEXT: ret i32 300
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %s = phi i32 [ 0, %entry ], [ %s1, %h ]
  %s1 = add i32 %s, 3
  %i1 = add nsw i32 %i, 1
  %t = icmp slt i32 %i1, 100
  br i1 %t, label %h, label %e
e:
  %r = phi i32 [ %s1, %h ]
  ret i32 %r
}

; ... or an expression of values from before the loop
define i32 @exit_symbolic(i32 %k) {
; CHECK-LABEL: @exit_symbolic(
; CHECK: e:
; CHECK-NEXT: %[[M:.*]] = mul i32 {{%k, 99|99, %k}}
; CHECK-NEXT: ret i32 %[[M]]
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %x = mul i32 %i, %k
  %i1 = add nsw i32 %i, 1
  %t = icmp slt i32 %i1, 100
  br i1 %t, label %h, label %e
e:
  %r = phi i32 [ %x, %h ]
  ret i32 %r
}

; a sign-extended 32-bit index becomes a 64-bit induction variable
define i32 @widen(ptr %a, i32 %n) {
; CHECK-LABEL: @widen(
; CHECK: for.body:
; CHECK-NEXT: %indvars.iv = phi i64 [ 0, %{{.*}} ], [ %indvars.iv.next, %for.body ]
; CHECK-NOT: sext
; CHECK: %p = getelementptr i32, ptr %a, i64 %indvars.iv
; CHECK: %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %for.body, label %for.end
for.body:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %for.body ]
  %idx = sext i32 %i to i64
  %p = getelementptr i32, ptr %a, i64 %idx
  %v = load i32, ptr %p
  %s1 = add i32 %s, %v
  %inc = add nsw i32 %i, 1
  %c = icmp slt i32 %inc, %n
  br i1 %c, label %for.body, label %for.end
for.end:
  %r = phi i32 [ 0, %entry ], [ %s1, %for.body ]
  ret i32 %r
}

; must not fire: what leaves the loop depends on memory
define i32 @exit_from_memory(ptr %a) {
; CHECK-LABEL: @exit_from_memory(
; CHECK: e:
; CHECK-NEXT: %s1.lcssa = phi i32 [ %s1, %h ]
entry:
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %h ]
  %s = phi i32 [ 0, %entry ], [ %s1, %h ]
  %p = getelementptr i32, ptr %a, i64 %i
  %v = load i32, ptr %p
  %s1 = add i32 %s, %v
  %i1 = add nsw i64 %i, 1
  %t = icmp slt i64 %i1, 100
  br i1 %t, label %h, label %e
e:
  ret i32 %s1
}

; an offset index a[i - 1] is widened with the IV
define i32 @widen_offset(ptr %a, i32 %n) {
; CHECK-LABEL: @widen_offset(
; CHECK: for.body:
; CHECK-NEXT: %indvars.iv = phi i64
; CHECK-NOT: sext
; CHECK: %[[W:.*]] = {{add|sub}} {{(nuw )?}}nsw i64 %indvars.iv, {{-1|1}}
; CHECK-NEXT: %p = getelementptr i32, ptr %a, i64 %[[W]]
entry:
  %g = icmp sgt i32 %n, 1
  br i1 %g, label %for.body, label %for.end
for.body:
  %i = phi i32 [ 1, %entry ], [ %inc, %for.body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %for.body ]
  %im1 = sub nsw i32 %i, 1
  %idx = sext i32 %im1 to i64
  %p = getelementptr i32, ptr %a, i64 %idx
  %v = load i32, ptr %p
  %s1 = add i32 %s, %v
  %inc = add nsw i32 %i, 1
  %c = icmp slt i32 %inc, %n
  br i1 %c, label %for.body, label %for.end
for.end:
  %r = phi i32 [ 0, %entry ], [ %s1, %for.body ]
  ret i32 %r
}

; must not fire: without nsw, and with an exit that does not test the IV, the 32-bit IV
; may wrap, so it stays 32-bit
define i32 @no_nsw(ptr %a) {
; CHECK-LABEL: @no_nsw(
; CHECK: for.body:
; CHECK-NEXT: %i = phi i32
; CHECK: %idx = sext i32 %i to i64
entry:
  br label %for.body
for.body:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %idx = sext i32 %i to i64
  %p = getelementptr i32, ptr %a, i64 %idx
  %v = load i32, ptr %p
  %inc = add i32 %i, 1
  %c = icmp ne i32 %v, 0
  br i1 %c, label %for.body, label %for.end
for.end:
  ret i32 %inc
}
