; RUN: pyopt -passes=instcombine -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=instcombine.
; A non-capturing call given an alloca's address may still write it: the load after the
; call must stay (a miscompile of fib_rec's hanoi under -O2 once function-attrs had marked
; the parameter nocapture). A call not given the address cannot touch it.

declare void @bump(ptr nocapture)
declare void @other(ptr nocapture)

define i32 @given(ptr %q) {
; CHECK-LABEL: @given(
; CHECK: call void @bump(ptr {{.*}}%a)
; CHECK-NEXT: %v = load i32, ptr %a
; CHECK-NEXT: ret i32 %v
  %a = alloca i32
  store i32 0, ptr %a
  call void @bump(ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}

define i32 @given_through_gep() {
; CHECK-LABEL: @given_through_gep(
; CHECK: call void @bump(
; CHECK-NEXT: %v = load i32, ptr %a
  %a = alloca [2 x i32]
  store i32 0, ptr %a
  %g = getelementptr i8, ptr %a, i64 0
  call void @bump(ptr %g)
  %v = load i32, ptr %a
  ret i32 %v
}

define i32 @not_given(ptr %q) {
; CHECK-LABEL: @not_given(
; CHECK: call void @other(ptr %q)
; CHECK-NEXT: ret i32 7
  %a = alloca i32
  store i32 7, ptr %a
  call void @other(ptr %q)
  %v = load i32, ptr %a
  ret i32 %v
}
