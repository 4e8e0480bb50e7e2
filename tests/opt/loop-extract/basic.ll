; RUN: opt-16 -passes='loop-simplify,lcssa' -S %s | pyopt -passes=loop-extract -S - | FileCheck %s
; RUN: opt-16 -passes='loop-simplify,lcssa' -S %s | pyopt -passes=loop-extract -S - | llvm-as-16 -o /dev/null
; Each top-level loop moves into a function of its own.

; the loop's result leaves through an output pointer, the inputs are parameters
define i32 @sum(ptr %a, i32 %n) {
; CHECK-LABEL: define i32 @sum(
; CHECK: %add.loc = alloca i32
; CHECK: codeRepl:
; CHECK-NEXT: call void @sum.loop(ptr %a, i32 %n, ptr %add.loc)
; CHECK-NEXT: %add.reload = load i32, ptr %add.loc
; CHECK: phi i32 [ %add.reload, %codeRepl ]
entry:
  %z = icmp sgt i32 %n, 0
  br i1 %z, label %loop, label %none
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %s = phi i32 [ 0, %entry ], [ %add, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  %v = load i32, ptr %p
  %add = add i32 %s, %v
  %inc = add nsw i32 %i, 1
  %c = icmp slt i32 %inc, %n
  br i1 %c, label %loop, label %done
done:
  ret i32 %add
none:
  ret i32 0
}

; two exits: the new function returns which one was taken (i1, true: the first, as opt-16)
define i32 @find(ptr %a, i32 %x) {
; CHECK-LABEL: define i32 @find(
; CHECK: %targetBlock = call i1 @find.loop(
; CHECK: br i1 %targetBlock, label %found, label %notfound
entry:
  %null = icmp eq ptr %a, null
  br i1 %null, label %notfound, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %next ]
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  %v = load i32, ptr %p
  %eq = icmp eq i32 %v, %x
  br i1 %eq, label %found, label %next
next:
  %inc = add nsw i32 %i, 1
  %c = icmp slt i32 %inc, 100
  br i1 %c, label %loop, label %notfound
found:
  ret i32 %i
notfound:
  ret i32 -1
}

; must not fire: the function is only the loop (entry jumps to it, exits return)
define void @only_loop(ptr %a) {
; CHECK-LABEL: define void @only_loop(
; CHECK-NOT: call
; CHECK: ret void
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 0, ptr %p
  %inc = add nsw i32 %i, 1
  %c = icmp slt i32 %inc, 10
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: define internal void @sum.loop(ptr %a, i32 %n, ptr %add.out)
; CHECK: newFuncRoot:
; CHECK-NEXT: br label %loop
; CHECK: store i32 %add, ptr %add.out
; CHECK: ret void
; CHECK-LABEL: define internal i1 @find.loop(
; CHECK: found.exitStub:
; CHECK-NEXT: ret i1 true
; CHECK: ret i1 false
