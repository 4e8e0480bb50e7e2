; RUN: opt-16 -passes='loop-simplify,lcssa,loop-rotate' -S %s | pyopt -passes=simple-loop-unswitch -S - | FileCheck %s
; RUN: opt-16 -passes='loop-simplify,lcssa,loop-rotate' -S %s | pyopt -passes='simple-loop-unswitch<nontrivial>' -S - | FileCheck %s --check-prefix=NT
; RUN: opt-16 -passes='loop-simplify,lcssa,loop-rotate' -S %s | pyopt -passes='simple-loop-unswitch<nontrivial>' -S - | llvm-as-16 -o /dev/null

; trivial: `if (stop) break;` on an invariant flag goes before the loop
define void @trivial_exit(ptr %a, i32 %n, i1 %stop) {
; CHECK-LABEL: @trivial_exit(
; CHECK: br i1 %stop, label %[[EXIT:.*]], label %[[PH:.*]]
; CHECK: [[PH]]:
; CHECK: for.body:
; CHECK-NOT: br i1 %stop
; CHECK: ret void
entry:
  br label %for.body
for.body:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  br i1 %stop, label %exit, label %for.inc
for.inc:
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 %i, ptr %p
  %inc = add nsw i32 %i, 1
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %for.body, label %exit
exit:
  ret void
}

; trivial switch: the cases that leave the loop are tested before it
define i32 @trivial_switch(ptr %a, i32 %n, i32 %k) {
; CHECK-LABEL: @trivial_switch(
; CHECK: switch i32 %k, label %{{.*}} [
; CHECK-NEXT: i32 1, label %out1
; CHECK-NEXT: i32 2, label %out2
; CHECK: loop:
; CHECK: switch i32 %k, label %latch [
; CHECK-NEXT: i32 3, label %three
; CHECK-NEXT: ]
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  switch i32 %k, label %latch [ i32 1, label %out1
                                i32 2, label %out2
                                i32 3, label %three ]
three:
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 3, ptr %p
  br label %latch
latch:
  %inc = add nsw i32 %i, 1
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %loop, label %done
done:
  ret i32 0
out1:
  ret i32 1
out2:
  ret i32 2
}

; must not fire: a store runs before the invariant exit test on every iteration
define void @store_first(ptr %a, i32 %n, i1 %stop) {
; CHECK-LABEL: @store_first(
; CHECK: for.body:
; CHECK: store i32
; CHECK: br i1 %stop
entry:
  br label %for.body
for.body:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 %i, ptr %p
  br i1 %stop, label %exit, label %for.inc
for.inc:
  %inc = add nsw i32 %i, 1
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %for.body, label %exit
exit:
  ret void
}

; must not fire: the condition changes inside the loop
define void @variant(ptr %a, i32 %n) {
; CHECK-LABEL: @variant(
; CHECK: for.body:
; CHECK: br i1 %c
entry:
  br label %for.body
for.body:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %c = icmp eq i32 %i, 7
  br i1 %c, label %exit, label %for.inc
for.inc:
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 %i, ptr %p
  %inc = add nsw i32 %i, 1
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %for.body, label %exit
exit:
  ret void
}

; nontrivial: an invariant if/else inside the loop; the loop is cloned per side
define void @nontrivial(ptr %a, i32 %n, i1 %flag) {
; CHECK-LABEL: @nontrivial(
; CHECK: for.body:
; CHECK: br i1 %flag, label %then, label %else
; NT-LABEL: @nontrivial(
; NT: %flag.fr = freeze i1 %flag
; NT: br i1 %flag.fr
; NT-NOT: br i1 %flag,
; NT: store i32 1
; NT: store i32 2
; NT: ret void
entry:
  br label %for.body
for.body:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  br i1 %flag, label %then, label %else
then:
  store i32 1, ptr %p
  br label %latch
else:
  store i32 2, ptr %p
  br label %latch
latch:
  %inc = add nsw i32 %i, 1
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %for.body, label %exit
exit:
  ret void
}
