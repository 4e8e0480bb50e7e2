; RUN: pyopt -passes=deadargelim -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=deadargelim.

; %x and %p are never read; the result is never used
; CHECK-LABEL: define internal void @f(i32 %y)
; CHECK-NEXT: %z = add i32 %y, 1
; CHECK-NEXT: ret void
define internal i32 @f(i32 %x, i32 %y, ptr %p) {
  %z = add i32 %y, 1
  ret i32 %z
}

; %a is only passed to a dead argument: it dies too
; CHECK-LABEL: define internal void @chain()
; CHECK-NEXT: call void @f(i32 2)
define internal i32 @chain(i32 %a) {
  %r = call i32 @f(i32 %a, i32 2, ptr null)
  ret i32 %r
}

; %n is only passed along recursively ("maybe live"): removed
; CHECK-LABEL: define internal i32 @rec(i32 %k)
; CHECK: call i32 @rec(i32 %k1)
define internal i32 @rec(i32 %n, i32 %k) {
  %c = icmp eq i32 %k, 0
  br i1 %c, label %done, label %more
more:
  %k1 = sub i32 %k, 1
  %r = call i32 @rec(i32 %n, i32 %k1)
  ret i32 %r
done:
  ret i32 0
}

; externally visible: the signature stays, callers pass poison (noundef dropped)
; CHECK-LABEL: define i32 @ext(i32 %unused, i32 %u)
define i32 @ext(i32 noundef %unused, i32 %u) {
  ret i32 %u
}

; the address is taken: the signature stays, direct callers pass poison
; CHECK-LABEL: define internal i32 @addr(i32 %x, i32 %y)
define internal i32 @addr(i32 %x, i32 %y) {
  ret i32 %y
}
@fp = global ptr @addr

; byval: the callee never reads the copy, so it goes (the caller stops copying)
; CHECK-LABEL: define internal void @byv()
define internal void @byv(ptr byval(i32) %p) {
  ret void
}

; must not fire: weak definitions can be replaced, so callers keep their arguments
; CHECK-LABEL: define weak i32 @weak_fn(i32 %x)
define weak i32 @weak_fn(i32 %x) {
  ret i32 0
}

; CHECK-LABEL: define i32 @main(
; CHECK-NEXT: call void @f(i32 2)
; CHECK-NEXT: call void @chain()
; CHECK-NEXT: %c = call i32 @ext(i32 poison, i32 2)
; CHECK-NEXT: %d = call i32 @rec(i32 3)
; CHECK-NEXT: %e = call i32 @addr(i32 poison, i32 2)
; CHECK-NEXT: call void @byv()
; CHECK-NEXT: %w = call i32 @weak_fn(i32 4)
define i32 @main() {
  %a = call i32 @f(i32 1, i32 2, ptr null)
  %b = call i32 @chain(i32 5)
  %c = call i32 @ext(i32 noundef 1, i32 2)
  %d = call i32 @rec(i32 9, i32 3)
  %e = call i32 @addr(i32 1, i32 2)
  call void @byv(ptr byval(i32) @fp)
  %w = call i32 @weak_fn(i32 4)
  %s = add i32 %c, %d
  %s2 = add i32 %s, %w
  %s3 = add i32 %s2, %e
  ret i32 %s3
}
