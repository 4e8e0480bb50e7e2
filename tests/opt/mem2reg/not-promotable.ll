; RUN: pyopt -passes=mem2reg -S %s | FileCheck %s

declare void @use(ptr)

; Must not fire: the address escapes, a volatile access, a type-punned load, an array.
define i32 @escapes() {
; CHECK-LABEL: @escapes(
; CHECK: alloca i32
; CHECK: call void @use(ptr %a)
  %a = alloca i32
  store i32 1, ptr %a
  call void @use(ptr %a)
  %r = load i32, ptr %a
  ret i32 %r
}

define i32 @volatile() {
; CHECK-LABEL: @volatile(
; CHECK: alloca i32
; CHECK: load volatile i32
  %a = alloca i32
  store i32 1, ptr %a
  %r = load volatile i32, ptr %a
  ret i32 %r
}

define i16 @punned() {
; CHECK-LABEL: @punned(
; CHECK: alloca i32
; CHECK: load i16
  %a = alloca i32
  store i32 65537, ptr %a
  %r = load i16, ptr %a
  ret i16 %r
}

define i32 @array() {
; CHECK-LABEL: @array(
; CHECK: alloca i32, i32 2
  %a = alloca i32, i32 2
  store i32 1, ptr %a
  %r = load i32, ptr %a
  ret i32 %r
}
