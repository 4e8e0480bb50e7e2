; RUN: pyopt -passes=ipsccp -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=ipsccp.

; never stored: loads become 5 and the global goes
; CHECK-NOT: @five =
@five = internal global i32 5
; must not fire: stored a value other than its initializer
; CHECK: @changes = internal global i32 0
@changes = internal global i32 0
; must not fire: volatile load
; CHECK: @vol = internal global i32 1
@vol = internal global i32 1
; must not fire: not local
; CHECK: @ext = global i32 2
@ext = global i32 2
@fp = global ptr @addr_taken

; the argument is 3 at every call site and the result is constant
; CHECK-LABEL: define internal i32 @callee(
; CHECK-NEXT: br label %a
; CHECK: a:
; CHECK-NEXT: ret i32 undef
; CHECK-NOT: b:
define internal i32 @callee(i32 %x, i32 %y) {
  %c = icmp eq i32 %x, 3
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  %z = add i32 %y, 1
  ret i32 %z
}

; never called: the body becomes unreachable
; CHECK-LABEL: define internal i32 @never(
; CHECK-NEXT: unreachable
define internal i32 @never(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

; must not fire on arguments: the address is taken
; CHECK-LABEL: define internal i32 @addr_taken(
; CHECK-NEXT: ret i32 %x
define internal i32 @addr_taken(i32 %x) {
  ret i32 %x
}

; must not fire on arguments: externally visible; the return value still propagates
; CHECK-LABEL: define i32 @visible(
; CHECK-NEXT: %r = add i32 %x, 0
; CHECK-NEXT: ret i32 7
define i32 @visible(i32 %x) {
  %r = add i32 %x, 0
  ret i32 7
}

; must not fire: a weak function's body may be replaced
; CHECK-LABEL: define weak i32 @weak_ret(
define weak i32 @weak_ret() {
  ret i32 9
}

; CHECK-LABEL: define i32 @main(
; CHECK-NEXT: %r = call i32 @callee(i32 3, i32 5)
; CHECK-NEXT: %v = call i32 @visible(i32 1)
; CHECK-NEXT: %w = call i32 @weak_ret()
; CHECK-NEXT: %t = call i32 @addr_taken(i32 2)
; CHECK-NEXT: %q = load volatile i32, ptr @vol
; CHECK-NEXT: %e = load i32, ptr @ext
; CHECK-NEXT: store i32 8, ptr @changes
; CHECK-NEXT: %s1 = add i32 8, %w
; CHECK-NEXT: %s2 = add i32 %s1, %t
define i32 @main() {
  %f = load i32, ptr @five
  %r = call i32 @callee(i32 3, i32 %f)
  %v = call i32 @visible(i32 1)
  %w = call i32 @weak_ret()
  %t = call i32 @addr_taken(i32 2)
  %q = load volatile i32, ptr @vol
  %e = load i32, ptr @ext
  store i32 8, ptr @changes
  %s0 = add i32 %r, %v
  %s1 = add i32 %s0, %w
  %s2 = add i32 %s1, %t
  %s3 = add i32 %s2, %q
  %s4 = add i32 %s3, %e
  ret i32 %s4
}
