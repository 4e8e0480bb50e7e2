; RUN: pyopt -passes=sink -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=sink.

declare void @g()
@K = constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]

; the add is only needed on one path: it moves there
define i32 @one_path(i32 %x, i1 %c) {
; CHECK-LABEL: @one_path(
; CHECK: entry:
; CHECK-NEXT: br i1 %c
; CHECK: then:
; CHECK-NEXT: %a = add i32 %x, 1
entry:
  %a = add i32 %x, 1
  br i1 %c, label %then, label %else
then:
  ret i32 %a
else:
  ret i32 0
}

; a load of constant memory may pass a call
define i32 @const_load(i64 %i, i1 %c) {
; CHECK-LABEL: @const_load(
; CHECK: then:
; CHECK-NEXT: %p = getelementptr
; CHECK-NEXT: %v = load i32, ptr %p
entry:
  %p = getelementptr [4 x i32], ptr @K, i64 0, i64 %i
  %v = load i32, ptr %p
  call void @g()
  br i1 %c, label %then, label %else
then:
  ret i32 %v
else:
  ret i32 0
}

; must not fire: the call may write what is loaded
define i32 @clobbered(ptr %p, i1 %c) {
; CHECK-LABEL: @clobbered(
; CHECK: entry:
; CHECK-NEXT: %v = load i32, ptr %p
entry:
  %v = load i32, ptr %p
  call void @g()
  br i1 %c, label %then, label %else
then:
  ret i32 %v
else:
  ret i32 0
}

; must not fire: never into a loop
define i32 @no_loop(i32 %x, i32 %n) {
; CHECK-LABEL: @no_loop(
; CHECK: entry:
; CHECK-NEXT: %a = mul i32 %x, 7
entry:
  %a = mul i32 %x, 7
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i32 %s, %a
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}
