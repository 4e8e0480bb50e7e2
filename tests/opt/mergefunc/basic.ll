; RUN: pyopt -passes=mergefunc -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=mergefunc.

@fp = global ptr @b

; the externally visible copy is kept
; CHECK-LABEL: define i32 @ext1(i32 %x)
; CHECK-NEXT: %y = mul i32 %x, 3
define i32 @ext1(i32 %x) {
  %y = mul i32 %x, 3
  %z = add i32 %y, 1
  ret i32 %z
}
; CHECK-NOT: define internal i32 @a(
define internal i32 @a(i32 %x) {
  %y = mul i32 %x, 3
  %z = add i32 %y, 1
  ret i32 %z
}
; unnamed_addr: every use becomes @ext1, then it is deleted
; CHECK-NOT: define internal i32 @c(
define internal i32 @c(i32 %x) unnamed_addr {
  %y = mul i32 %x, 3
  %z = add i32 %y, 1
  ret i32 %z
}
; must not fire: one constant differs
; CHECK-LABEL: define internal i32 @d(i32 %x)
; CHECK-NEXT: %y = mul i32 %x, 3
; CHECK-NEXT: %z = add i32 %y, 2
define internal i32 @d(i32 %x) {
  %y = mul i32 %x, 3
  %z = add i32 %y, 2
  ret i32 %z
}
; must not fire: different attributes
; CHECK-LABEL: define internal i32 @e(i32 %x)
; CHECK-NEXT: %y = mul i32 %x, 3
define internal i32 @e(i32 %x) noinline {
  %y = mul i32 %x, 3
  %z = add i32 %y, 1
  ret i32 %z
}
; must not fire: volatile differs
; CHECK-LABEL: define internal i32 @v1(ptr %p)
; CHECK-NEXT: load volatile i32
; CHECK-LABEL: define internal i32 @v2(ptr %p)
; CHECK-NEXT: load i32
define internal i32 @v1(ptr %p) {
  %l = load volatile i32, ptr %p
  %m = add i32 %l, 1
  ret i32 %m
}
define internal i32 @v2(ptr %p) {
  %l = load i32, ptr %p
  %m = add i32 %l, 1
  ret i32 %m
}

; CHECK-LABEL: define i32 @main(
; CHECK-NEXT: call i32 @ext1(i32 1)
; CHECK-NEXT: call i32 @ext1(i32 1)
; CHECK-NEXT: call i32 @ext1(i32 1)
; CHECK-NEXT: call i32 @d(i32 1)
define i32 @main(ptr %p) {
  %1 = call i32 @a(i32 1)
  %2 = call i32 @b(i32 1)
  %3 = call i32 @c(i32 1)
  %4 = call i32 @d(i32 1)
  %5 = call i32 @e(i32 1)
  %6 = call i32 @v1(ptr %p)
  %7 = call i32 @v2(ptr %p)
  ret i32 %4
}

; the address of @b is taken: it becomes a thunk
; CHECK-LABEL: define internal i32 @b(
; CHECK-NEXT: tail call i32 @ext1(
; CHECK-NEXT: ret i32
define internal i32 @b(i32 %x) {
  %y = mul i32 %x, 3
  %z = add i32 %y, 1
  ret i32 %z
}
