; RUN: pyopt -passes=argpromotion -S %s | FileCheck %s
; RUN: pyopt -passes=argpromotion -S %s | llvm-as-16 -o /dev/null
; The same CHECK lines pass on opt-16 -passes=argpromotion.

; must fire: an internal function that only loads through %p
; CHECK: define internal i32 @callee(i32 %p{{.*}}.val, i32 %x)
; CHECK-NOT: load
; must not fire: a store comes before the load
; CHECK: define internal i32 @stores_first(ptr %p)
; CHECK-LABEL: define i32 @caller(
; CHECK: %a.val = load i32, ptr %a
; CHECK-NEXT: %r = call i32 @callee(i32 %a.val, i32 1)
; CHECK: %q.val = load i32, ptr %q
; CHECK-NEXT: %r2 = call i32 @callee(i32 %q.val, i32 2)
; CHECK: call i32 @stores_first(ptr %q)
define internal i32 @callee(ptr %p, i32 %x) {
entry:
  %v = load i32, ptr %p
  %w = load i32, ptr %p
  %s = add i32 %v, %w
  %t = add i32 %s, %x
  ret i32 %t
}
define internal i32 @stores_first(ptr %p) {
entry:
  store i32 1, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @caller(ptr %q) {
  %a = alloca i32
  store i32 5, ptr %a
  %r = call i32 @callee(ptr %a, i32 1)
  %r2 = call i32 @callee(ptr %q, i32 2)
  %r3 = call i32 @stores_first(ptr %q)
  %s = add i32 %r, %r2
  %s2 = add i32 %s, %r3
  ret i32 %s2
}
