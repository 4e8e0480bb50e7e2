; RUN: pyopt -passes=instcombine -S %s | FileCheck %s
; Load forwarding asks basic-aa (as opt-16's instcombine does): a call cannot write a
; non-escaping alloca, a store to a disjoint location does not clobber.

declare void @g()
declare void @take(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define i32 @across_call() {
; CHECK-LABEL: @across_call(
; CHECK-NOT: alloca
; CHECK: call void @g()
; CHECK-NEXT: ret i32 7
  %a = alloca i32
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 4, i1 false)
  store i32 7, ptr %a
  call void @g()
  %v = load i32, ptr %a
  ret i32 %v
}

define i32 @disjoint_store() {
; CHECK-LABEL: @disjoint_store(
; CHECK: ret i32 1
  %a = alloca [2 x i32]
  %p1 = getelementptr [2 x i32], ptr %a, i64 0, i64 1
  store i32 1, ptr %a
  store i32 2, ptr %p1
  %v = load i32, ptr %a
  ret i32 %v
}

; must not fire: the alloca escapes to @take, so @g may write it
define i32 @escaped() {
; CHECK-LABEL: @escaped(
; CHECK: call void @g()
; CHECK-NEXT: %v = load i32, ptr %a
  %a = alloca i32
  call void @take(ptr %a)
  store i32 7, ptr %a
  call void @g()
  %v = load i32, ptr %a
  ret i32 %v
}

; must not fire: memset writes the loaded bytes
define i32 @memset_clobbers() {
; CHECK-LABEL: @memset_clobbers(
; CHECK: ret i32 0
  %a = alloca i32
  store i32 7, ptr %a
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 4, i1 false)
  %v = load i32, ptr %a
  ret i32 %v
}
