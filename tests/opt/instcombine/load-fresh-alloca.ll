; RUN: pyopt -passes=instcombine -S %s | FileCheck %s
; opt-16 does this in GVN (memdep reaches the alloca: the load reads undef):
; RUN: opt-16 -passes=gvn -S %s | FileCheck %s

declare void @g()

; A load of fresh stack memory, with no write in between, reads undef; the bit-field
; update chain on it then folds to a constant (undef & C -> 0).
define i32 @fresh() {
; CHECK-LABEL: @fresh(
; CHECK-NOT: load
; CHECK: ret i32 4
  %a = alloca { i32 }, align 4
  call void @g()
  %l = load i32, ptr %a, align 4
  %m = and i32 %l, -16
  %o = or i32 %m, 4
  store i32 %o, ptr %a
  ret i32 %o
}

; Through an inbounds GEP, past a store to other bytes of the same alloca.
define i32 @other_bytes(i32 %x) {
; CHECK-LABEL: @other_bytes(
; CHECK-NOT: load
; CHECK: ret i32 undef
  %a = alloca [4 x i32], align 4
  %p = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 1
  store i32 %x, ptr %a
  %l = load i32, ptr %p, align 4
  ret i32 %l
}

; Must not fire: the alloca escaped before a call that may write it.
define i32 @escaped(ptr %q) {
; CHECK-LABEL: @escaped(
; CHECK: call void @g()
; CHECK-NEXT: %l = load i32, ptr %p
  %a = alloca [4 x i32], align 4
  %p = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 2
  store ptr %a, ptr %q
  call void @g()
  %l = load i32, ptr %p, align 4
  ret i32 %l
}

; Must not fire: a store with a variable index may write the loaded bytes.
define i32 @maybe_written(i64 %i, i32 %x) {
; CHECK-LABEL: @maybe_written(
; CHECK: %l = load i32, ptr %a
  %a = alloca [4 x i32], align 4
  %p = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 %i
  store i32 %x, ptr %p
  %l = load i32, ptr %a, align 4
  ret i32 %l
}

; Must not fire: a volatile load.
define i32 @volatile() {
; CHECK-LABEL: @volatile(
; CHECK: load volatile i32
  %a = alloca i32, align 4
  %l = load volatile i32, ptr %a, align 4
  ret i32 %l
}
