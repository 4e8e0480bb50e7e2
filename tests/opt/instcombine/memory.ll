; RUN: pyopt -passes=instcombine -S %s | FileCheck %s

declare void @clobber()
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define i32 @store_load(ptr %p, i32 %v) {
; CHECK-LABEL: @store_load(
; CHECK-NEXT: store i32 %v, ptr %p
; CHECK-NEXT: ret i32 %v
  store i32 %v, ptr %p
  %r = load i32, ptr %p
  ret i32 %r
}

; must not fire: a call may write *p; a volatile load; a different type
define i32 @clobbered(ptr %p, i32 %v) {
; CHECK-LABEL: @clobbered(
; CHECK: call void @clobber()
; CHECK-NEXT: %r = load i32, ptr %p
  store i32 %v, ptr %p
  call void @clobber()
  %r = load i32, ptr %p
  ret i32 %r
}

define i32 @volatile(ptr %p, i32 %v) {
; CHECK-LABEL: @volatile(
; CHECK: %r = load volatile i32, ptr %p
  store i32 %v, ptr %p
  %r = load volatile i32, ptr %p
  ret i32 %r
}

define i32 @memset_then_load(ptr %p) {
; CHECK-LABEL: @memset_then_load(
; CHECK: ret i32 16843009
  call void @llvm.memset.p0.i64(ptr %p, i8 1, i64 8, i1 false)
  %r = load i32, ptr %p
  ret i32 %r
}

define void @write_only_alloca(i32 %v) {
; CHECK-LABEL: @write_only_alloca(
; CHECK-NEXT: ret void
  %a = alloca i32
  store i32 %v, ptr %a
  ret void
}
