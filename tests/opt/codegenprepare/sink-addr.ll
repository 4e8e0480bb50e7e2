; RUN: pyopt -passes=codegenprepare -S %s | FileCheck %s

define i32 @sink(ptr %p, i1 %c) {
entry:
  %a = getelementptr inbounds i32, ptr %p, i64 5
  br i1 %c, label %t, label %e
t:
  %v = load i32, ptr %a, align 4
  store i32 1, ptr %a, align 4
  ret i32 %v
e:
  ret i32 0
}
; CHECK-LABEL: define i32 @sink(
; CHECK: entry:
; CHECK-NEXT: br i1 %c
; CHECK: t:
; CHECK-NEXT: %a = getelementptr inbounds i32, ptr %p, i64 5
; CHECK-NEXT: %v = load i32, ptr %a

; must not move: into a loop, to two blocks, or when the address is stored as a value
define void @loop(ptr %p, i64 %n) {
entry:
  %a = getelementptr inbounds i32, ptr %p, i64 5
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  store i32 0, ptr %a, align 4
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %l, label %x
x:
  ret void
}
; CHECK-LABEL: define void @loop(
; CHECK: entry:
; CHECK-NEXT: %a = getelementptr

define void @two(ptr %p, i1 %c, ptr %q) {
entry:
  %a = getelementptr inbounds i32, ptr %p, i64 5
  %b = getelementptr inbounds i32, ptr %p, i64 6
  br i1 %c, label %t, label %e
t:
  store i32 0, ptr %a, align 4
  store ptr %b, ptr %q, align 8
  ret void
e:
  store i32 1, ptr %a, align 4
  ret void
}
; CHECK-LABEL: define void @two(
; CHECK: entry:
; CHECK-NEXT: %a = getelementptr
; CHECK-NEXT: %b = getelementptr
