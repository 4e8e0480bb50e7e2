; RUN: pyopt -passes=gvn -S %s | FileCheck %s
; RUN: pyopt -passes='gvn<no-pre>' -S %s | FileCheck %s

declare void @g()

define i32 @redundant(i32 %x, i32 %y, i1 %c) {
; CHECK-LABEL: @redundant(
; CHECK: %a = add i32 %x, %y
; CHECK-NOT: %b = add
; CHECK: %r = mul i32 %a, %a
entry:
  %a = add i32 %x, %y
  br i1 %c, label %t, label %e
t:
  %b = add i32 %y, %x
  %r = mul i32 %a, %b
  ret i32 %r
e:
  ret i32 %a
}

; flags are intersected: the survivor loses nsw
define i32 @flags(i32 %x, i32 %y) {
; CHECK-LABEL: @flags(
; CHECK-NEXT: %a = add i32 %x, %y
; CHECK-NEXT: %r = mul i32 %a, %a
  %a = add nsw i32 %x, %y
  %b = add i32 %x, %y
  %r = mul i32 %a, %b
  ret i32 %r
}

; a store to another alloca does not kill the stored value (alias analysis), nor does
; a call (the alloca does not escape)
define i32 @load_noalias(ptr %p) {
; CHECK-LABEL: @load_noalias(
; CHECK-NOT: load
; CHECK: ret i32 1
  %a = alloca i32
  %b = alloca i32
  store i32 1, ptr %a
  call void @g()
  %v = load i32, ptr %a
  store i32 2, ptr %b
  %w = load i32, ptr %a
  %s = add i32 %v, %w
  ret i32 %v
}

declare void @h(ptr)

; must not fire: the alloca escapes into a call, which may write it later
define i32 @escaped() {
; CHECK-LABEL: @escaped(
; CHECK: call void @g()
; CHECK-NEXT: %v = load i32, ptr %a
  %a = alloca i32
  call void @h(ptr %a)
  store i32 1, ptr %a
  call void @g()
  %v = load i32, ptr %a
  ret i32 %v
}

; must not fire: the store may alias, the call may write, the load is volatile
define i32 @kept(ptr %p, ptr %q) {
; CHECK-LABEL: @kept(
; CHECK: %v = load i32, ptr %p
; CHECK: store i32 2, ptr %q
; CHECK: %w = load i32, ptr %p
; CHECK: call void @g()
; CHECK: %x = load i32, ptr %p
; CHECK: %y = load volatile i32, ptr %p
  %v = load i32, ptr %p
  store i32 2, ptr %q
  %w = load i32, ptr %p
  call void @g()
  %x = load i32, ptr %p
  %y = load volatile i32, ptr %p
  %s1 = add i32 %v, %w
  %s2 = add i32 %x, %y
  %s = add i32 %s1, %s2
  ret i32 %s
}
