; RUN: pyopt -passes=lint -disable-output %s 2>&1 | FileCheck %s
; RUN: pyopt -passes=lint -S %s | FileCheck %s --check-prefix=IR
; The CHECK lines are opt-16's messages for this file; @clean must give none.
; IR: define i32 @f(ptr %p, i32 %x)
; IR: %d = sdiv i32 %x, 0

define i32 @f(ptr %p, i32 %x) {
entry:
  %a = load i32, ptr null, align 4
  store i32 1, ptr undef, align 4
  %d = sdiv i32 %x, 0
  %u = udiv i32 %x, undef
  %b = alloca i32, align 4
  %m = load i32, ptr %b, align 8
  call fastcc void @g()
  %s = shl i32 %x, 40
  %arr = alloca [4 x i32], align 4
  %oob = getelementptr [4 x i32], ptr %arr, i64 0, i64 4
  store i32 0, ptr %oob, align 4
  ret i32 %a
}
; CHECK: Undefined behavior: Null pointer dereference
; CHECK-NEXT: %a = load i32, ptr null, align 4
; CHECK-NEXT: Undefined behavior: Undef pointer dereference
; CHECK-NEXT: store i32 1, ptr undef, align 4
; CHECK-NEXT: Undefined behavior: Division by zero
; CHECK-NEXT: %d = sdiv i32 %x, 0
; CHECK-NEXT: Undefined behavior: Division by zero
; CHECK-NEXT: %u = udiv i32 %x, undef
; CHECK-NEXT: Undefined behavior: Memory reference address is misaligned
; CHECK-NEXT: %m = load i32, ptr %b, align 8
; CHECK-NEXT: Undefined behavior: Caller and callee calling convention differ
; CHECK-NEXT: call fastcc void @g()
; CHECK-NEXT: Undefined result: Shift count out of range
; CHECK-NEXT: %s = shl i32 %x, 40
; CHECK-NEXT: Undefined behavior: Buffer overflow
; CHECK-NEXT: store i32 0, ptr %oob, align 4
; CHECK-NEXT: Unusual: Returning alloca value
; CHECK-NEXT: ret ptr %b
; CHECK-NOT: Undefined
; CHECK-NOT: Unusual

define void @g() {
  ret void
}

define ptr @h() {
  %b = alloca i32, align 4
  ret ptr %b
}

define i32 @clean(ptr %p, i32 %x) {
  %q = getelementptr inbounds [4 x i32], ptr %p, i64 0, i64 3
  %v = load i32, ptr %q, align 4
  %d = sdiv i32 %x, 7
  %s = shl i32 %v, 31
  call void @g()
  %r = add i32 %d, %s
  ret i32 %r
}
