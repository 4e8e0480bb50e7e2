; RUN: pyopt -passes=early-cse -S %s | FileCheck %s

define i32 @cse(i32 %x, ptr %p) {
; CHECK-LABEL: @cse(
; CHECK-NEXT: %a = shl i32 %x, 2
; CHECK-NEXT: store i32 %a, ptr %p
; CHECK-NEXT: %r = add i32 %a, %a
; CHECK-NEXT: ret i32 %r
  %a = shl i32 %x, 2
  %b = shl i32 %x, 2
  store i32 %a, ptr %p
  %l = load i32, ptr %p
  %r = add i32 %b, %l
  ret i32 %r
}

; must not fire across a join: the load in %j may see the store in %t
define i32 @join(i1 %c, ptr %p) {
; CHECK-LABEL: @join(
; CHECK: j:
; CHECK-NEXT: %w = load i32, ptr %p
entry:
  %v = load i32, ptr %p
  br i1 %c, label %t, label %j
t:
  store i32 0, ptr %p
  br label %j
j:
  %w = load i32, ptr %p
  %s = add i32 %v, %w
  ret i32 %s
}
