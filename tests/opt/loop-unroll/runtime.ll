; RUN: opt-16 -passes='loop-simplify,lcssa,loop-rotate' -S %s | pyopt -passes='loop-unroll<runtime>' -S - | FileCheck %s
; RUN: opt-16 -passes='loop-simplify,lcssa,loop-rotate' -S %s | pyopt -passes='loop-unroll<runtime>' -S - | llvm-as-16 -o /dev/null
; RUN: opt-16 -passes='loop-simplify,lcssa,loop-rotate' -S %s | pyopt -passes='loop-unroll' -S - | FileCheck %s --check-prefix=OFF
; RUN: opt-16 -passes='loop-simplify,lcssa,loop-rotate' -S %s | pyopt -passes='loop-unroll<partial>' -S - | FileCheck %s --check-prefix=PARTIAL
; Runtime unrolling (trip count n known only at run time): a prolog remainder loop runs
; (n mod 8) iterations, then the body unrolled 8 times runs the rest.

define i32 @sumn(ptr %a, i32 %n) {
; CHECK-LABEL: @sumn(
; CHECK: %xtraiter = and i32 %trip.count, 7
; CHECK: br i1 %lcmp.mod, label %{{.*}}.prol.preheader, label %{{.*}}.prol.loopexit
; CHECK: %prol.iter.next = add i32 %prol.iter, 1
; CHECK: br i1 %prol.iter.cmp
; CHECK: br i1 %unroll.done, label %{{.*}}, label %for.body.unr.ph
; CHECK: %add.7 = add nsw i32 %add.6
; CHECK-NOT: %add.8 =
; CHECK: br i1 %cmp{{.*}}.7, label %for.body, label
; OFF-LABEL: @sumn(
; OFF-NOT: prol
; OFF-NOT: %add.1
; OFF: ret
entry:
  br label %for.cond
for.cond:
  %s = phi i32 [ 0, %entry ], [ %add, %for.body ]
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %idx = sext i32 %i to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %arrayidx
  %add = add nsw i32 %s, %v
  %inc = add nsw i32 %i, 1
  br label %for.cond
for.end:
  ret i32 %s
}

; exit test `!=` on a 64-bit induction variable
define void @fill_ne(ptr %a, i64 %n) {
; CHECK-LABEL: @fill_ne(
; CHECK: prol.loopexit:
; CHECK: store i32 7, ptr %p.7
; CHECK: ret void
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %exit, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %inc, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 7, ptr %p
  %inc = add nuw i64 %i, 1
  %more = icmp ne i64 %inc, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; must not fire: a call to a function in the body
declare void @use(i32)
define void @with_call(i32 %n) {
; CHECK-LABEL: @with_call(
; CHECK-NOT: prol
; CHECK: ret void
entry:
  br label %for.cond
for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end
for.body:
  call void @use(i32 %i)
  %inc = add nsw i32 %i, 1
  br label %for.cond
for.end:
  ret void
}

; must not fire: step 2 (the trip count is not n - start)
define void @step2(ptr %a, i32 %n) {
; CHECK-LABEL: @step2(
; CHECK-NOT: prol
; CHECK: ret void
entry:
  br label %for.cond
for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 0, ptr %p
  %inc = add nsw i32 %i, 2
  br label %for.cond
for.end:
  ret void
}

; must not fire: a second exit (break)
define i32 @find(ptr %a, i32 %n, i32 %x) {
; CHECK-LABEL: @find(
; CHECK-NOT: prol
; CHECK: ret i32
entry:
  br label %for.cond
for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  %v = load i32, ptr %p
  %eq = icmp eq i32 %v, %x
  br i1 %eq, label %for.end, label %for.inc
for.inc:
  %inc = add nsw i32 %i, 1
  br label %for.cond
for.end:
  %r = phi i32 [ -1, %for.cond ], [ %i, %for.body ]
  ret i32 %r
}

; partial: 100 iterations, unrolled by the largest divisor of 100 within the budget
define void @partial100(ptr %a) {
; PARTIAL-LABEL: @partial100(
; PARTIAL: %p.{{[0-9]+}} = getelementptr
; PARTIAL-NOT: prol
; PARTIAL: br i1 %more{{.*}}, label %loop, label %exit
; CHECK-LABEL: @partial100(
; CHECK-NOT: %p.1 =
; CHECK: ret void
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %inc, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store volatile i32 7, ptr %p
  %inc = add nuw nsw i64 %i, 1
  %more = icmp ne i64 %inc, 100
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
