; RUN: opt-16 -passes='loop-simplify,lcssa,loop-rotate' -S %s | pyopt -passes=loop-unroll -S - | FileCheck %s
; RUN: opt-16 -passes='loop-simplify,lcssa,loop-rotate' -S %s | pyopt -passes=loop-unroll -S - | llvm-as-16 -o /dev/null
; RUN: opt-16 -passes='loop-simplify,lcssa,loop-rotate' -S %s | pyopt -passes=loop-unroll-full -S - | FileCheck %s --check-prefix=FULL
; RUN: opt-16 -passes='loop-simplify,lcssa,loop-rotate' -S %s | pyopt -passes='loop-unroll<full-unroll-max=3>' -S - | FileCheck %s --check-prefix=MAX3
; Full unrolling of loops with a constant trip count (from scalar evolution).

; 4 iterations: four copies of the body, no loop left, the sum leaves through the last copy
define i32 @sum4(ptr %a) {
; CHECK-LABEL: @sum4(
; CHECK-NOT: phi i64
; CHECK: load i32, ptr %a
; CHECK: %arrayidx.1 = getelementptr
; CHECK: %arrayidx.2 = getelementptr
; CHECK: %arrayidx.3 = getelementptr
; CHECK-NOT: %arrayidx.4
; CHECK-NOT: br i1
; CHECK: phi i32 [ %add.3, %for.body.3 ]
; FULL-LABEL: @sum4(
; FULL-NOT: br i1
; FULL: phi i32 [ %add.3, %for.body.3 ]
; MAX3-LABEL: @sum4(
; MAX3: br i1
entry:
  br label %for.cond
for.cond:
  %s = phi i32 [ 0, %entry ], [ %add, %for.body ]
  %i = phi i64 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp slt i64 %i, 4
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %arrayidx
  %add = add nsw i32 %s, %v
  %inc = add nsw i64 %i, 1
  br label %for.cond
for.end:
  ret i32 %s
}

; 3 iterations of a loop with control flow inside: the diamond is copied three times
define void @diamond(ptr %a, i32 %x) {
; CHECK-LABEL: @diamond(
; CHECK: if.then.1:
; CHECK: if.then.2:
; CHECK-NOT: if.then.3
; CHECK: ret void
; MAX3-LABEL: @diamond(
; MAX3-NOT: br i1 %cmp
; MAX3: ret void
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %c = icmp sgt i32 %i, %x
  br i1 %c, label %if.then, label %latch
if.then:
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 %i, ptr %p
  br label %latch
latch:
  %inc = add nuw nsw i32 %i, 1
  %cmp = icmp ult i32 %inc, 3
  br i1 %cmp, label %loop, label %exit
exit:
  ret void
}

; must not fire: trip count unknown
define i32 @unknown(ptr %a, i64 %n) {
; CHECK-LABEL: @unknown(
; CHECK: phi
; CHECK: br i1
entry:
  br label %for.cond
for.cond:
  %s = phi i32 [ 0, %entry ], [ %add, %for.body ]
  %i = phi i64 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp slt i64 %i, %n
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %arrayidx
  %add = add nsw i32 %s, %v
  %inc = add nsw i64 %i, 1
  br label %for.cond
for.end:
  ret i32 %s
}

; must not fire: 1000 iterations are far over the threshold
define i32 @too_large(ptr %a) {
; CHECK-LABEL: @too_large(
; CHECK: phi
; CHECK-NOT: %add.1
; CHECK: br i1
; FULL-LABEL: @too_large(
; FULL: br i1
entry:
  br label %for.cond
for.cond:
  %s = phi i32 [ 0, %entry ], [ %add, %for.body ]
  %i = phi i64 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp slt i64 %i, 1000
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load volatile i32, ptr %arrayidx
  %add = add nsw i32 %s, %v
  %inc = add nsw i64 %i, 1
  br label %for.cond
for.end:
  ret i32 %s
}

; volatile accesses are copied, never merged: 2 iterations give 2 volatile stores
define void @volatile2(ptr %p) {
; CHECK-LABEL: @volatile2(
; CHECK: store volatile i32 0
; CHECK: store volatile i32 1
; CHECK-NOT: store volatile
; CHECK: ret void
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  store volatile i32 %i, ptr %p
  %inc = add nuw nsw i32 %i, 1
  %cmp = icmp ult i32 %inc, 2
  br i1 %cmp, label %loop, label %exit
exit:
  ret void
}

; must not fire: a convergent call cannot be duplicated
declare void @barrier() convergent
define void @convergent(ptr %p) {
; CHECK-LABEL: @convergent(
; CHECK: call void @barrier()
; CHECK-NOT: call void @barrier()
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  call void @barrier()
  %inc = add nuw nsw i32 %i, 1
  %cmp = icmp ult i32 %inc, 2
  br i1 %cmp, label %loop, label %exit
exit:
  ret void
}
