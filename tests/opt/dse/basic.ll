; RUN: pyopt -passes=dse -S %s | FileCheck %s

declare void @g()

define void @overwritten(ptr %p) {
; CHECK-LABEL: @overwritten(
; CHECK-NEXT: store i32 2, ptr %p
; CHECK-NEXT: ret void
  store i32 1, ptr %p
  store i32 2, ptr %p
  ret void
}

; must not fire: a read in between, a call in between, a volatile store
define i32 @read_between(ptr %p) {
; CHECK-LABEL: @read_between(
; CHECK-NEXT: store i32 1, ptr %p
; CHECK-NEXT: %v = load i32, ptr %p
; CHECK-NEXT: store i32 2, ptr %p
  store i32 1, ptr %p
  %v = load i32, ptr %p
  store i32 2, ptr %p
  ret i32 %v
}

define void @call_between(ptr %p) {
; CHECK-LABEL: @call_between(
; CHECK-NEXT: store i32 1, ptr %p
; CHECK-NEXT: call void @g()
  store i32 1, ptr %p
  call void @g()
  store i32 2, ptr %p
  ret void
}

define void @volatile(ptr %p) {
; CHECK-LABEL: @volatile(
; CHECK-NEXT: store volatile i32 1, ptr %p
  store volatile i32 1, ptr %p
  store i32 2, ptr %p
  ret void
}

define void @dead_alloca(i32 %x) {
; CHECK-LABEL: @dead_alloca(
; CHECK-NEXT: ret void
  %a = alloca i32
  store i32 %x, ptr %a
  ret void
}
