; RUN: pyopt -passes=always-inline -S %s | FileCheck %s
; RUN: pyopt -passes=always-inline -S %s | llvm-as-16 -o /dev/null
; The same CHECK lines pass on opt-16 -passes=always-inline.

; must fire: alwaysinline, and the dead internal copy goes
; CHECK-NOT: define internal i32 @ai(
define internal i32 @ai(i32 %x) alwaysinline {
  %a = add i32 %x, 7
  ret i32 %a
}
; must not fire: no alwaysinline, even if tiny
define i32 @tiny(i32 %x) {
  ret i32 %x
}
define i32 @user(i32 %y) {
; CHECK-LABEL: define i32 @user(
; CHECK-NEXT: %a.i = add i32 %y, 7
; CHECK-NEXT: %t = call i32 @tiny(i32 %a.i)
  %r = call i32 @ai(i32 %y)
  %t = call i32 @tiny(i32 %r)
  ret i32 %t
}
