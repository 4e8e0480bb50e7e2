; RUN: pyopt -passes=instcombine -S %s | FileCheck %s
; opt-16 coerces the stored value in GVN (and a same-size bitcast in instcombine too):
; RUN: opt-16 -passes=instcombine,gvn -S %s | FileCheck %s

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"

; A union read back as another type of the same size: the stored constant's bits.
define i32 @float_as_int() {
; CHECK-LABEL: @float_as_int(
; CHECK-NEXT: ret i32 1065353216
  %a = alloca i32
  store float 1.0, ptr %a
  %l = load i32, ptr %a
  ret i32 %l
}

; The two halves of a stored i64 constant (0x1122334455667788), and two middle bytes.
define i32 @halves(ptr %p) {
; CHECK-LABEL: @halves(
; CHECK: ret i32 1720232652
  store i64 1234605616436508552, ptr %p
  %g = getelementptr inbounds [2 x i32], ptr %p, i64 0, i64 1
  %hi = load i32, ptr %g
  %lo = load i32, ptr %p
  %s = add i32 %hi, %lo
  ret i32 %s
}

define i16 @middle(ptr %p) {
; CHECK-LABEL: @middle(
; CHECK: ret i16 17493
  store i64 1234605616436508552, ptr %p
  %g = getelementptr inbounds i8, ptr %p, i64 3
  %l = load i16, ptr %g
  ret i16 %l
}

; A stored variable: a bitcast for the same size, a trunc for its low bytes.
define double @int_as_double(ptr %p, i64 %x) {
; CHECK-LABEL: @int_as_double(
; CHECK: bitcast i64 %x to double
; CHECK-NOT: load
  store i64 %x, ptr %p
  %l = load double, ptr %p
  ret double %l
}

define i32 @low_half(ptr %p, i64 %x) {
; CHECK-LABEL: @low_half(
; CHECK: trunc i64 %x to i32
; CHECK-NOT: load
  store i64 %x, ptr %p
  %l = load i32, ptr %p
  ret i32 %l
}

; Must not fire: the load reads bytes the store did not write (wider, or straddling its end).
define i64 @wider(ptr %p) {
; CHECK-LABEL: @wider(
; CHECK: %l = load i64, ptr %p
  store i32 7, ptr %p
  %l = load i64, ptr %p
  ret i64 %l
}

define i32 @straddle(ptr %p) {
; CHECK-LABEL: @straddle(
; CHECK: %l = load i32, ptr %g
  store i64 1234605616436508552, ptr %p
  %g = getelementptr inbounds i8, ptr %p, i64 6
  %l = load i32, ptr %g
  ret i32 %l
}

; Must not fire: a store in between may write the same bytes.
define i32 @clobbered(ptr %p, ptr %q) {
; CHECK-LABEL: @clobbered(
; CHECK: %l = load i32, ptr %p
  store float 1.0, ptr %p
  store i8 0, ptr %q
  %l = load i32, ptr %p
  ret i32 %l
}
