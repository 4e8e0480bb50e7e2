; Division and remainder, signed and unsigned, 32 and 64 bit, by register and by constants.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define dso_local i64 @sdiv64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: sdiv64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sdiv x0, x0, x1
; CHECK-NEXT: ret
entry:
  %div = sdiv i64 %a, %b
  ret i64 %div
}

define dso_local i64 @udiv64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: udiv64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: udiv x0, x0, x1
; CHECK-NEXT: ret
entry:
  %div = udiv i64 %a, %b
  ret i64 %div
}

define dso_local i64 @srem64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: srem64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sdiv x2, x0, x1
; CHECK-NEXT: msub x0, x2, x1, x0
; CHECK-NEXT: ret
entry:
  %rem = srem i64 %a, %b
  ret i64 %rem
}

define dso_local i64 @urem64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: urem64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: udiv x2, x0, x1
; CHECK-NEXT: msub x0, x2, x1, x0
; CHECK-NEXT: ret
entry:
  %rem = urem i64 %a, %b
  ret i64 %rem
}

define dso_local i32 @sdiv32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: sdiv32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sdiv w0, w0, w1
; CHECK-NEXT: ret
entry:
  %div = sdiv i32 %a, %b
  ret i32 %div
}

define dso_local i32 @udiv32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: udiv32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: udiv w0, w0, w1
; CHECK-NEXT: ret
entry:
  %div = udiv i32 %a, %b
  ret i32 %div
}

define dso_local i32 @srem32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: srem32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sdiv w2, w0, w1
; CHECK-NEXT: msub w0, w2, w1, w0
; CHECK-NEXT: ret
entry:
  %rem = srem i32 %a, %b
  ret i32 %rem
}

define dso_local i32 @urem32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: urem32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: udiv w2, w0, w1
; CHECK-NEXT: msub w0, w2, w1, w0
; CHECK-NEXT: ret
entry:
  %rem = urem i32 %a, %b
  ret i32 %rem
}

define dso_local i32 @udiv32_pow2(i32 noundef %a) {
; CHECK-LABEL: udiv32_pow2:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: lsr w0, w0, #4
; CHECK-NEXT: ret
entry:
  %div = udiv i32 %a, 16
  ret i32 %div
}

define dso_local i32 @urem32_pow2(i32 noundef %a) {
; CHECK-LABEL: urem32_pow2:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: and w0, w0, #15
; CHECK-NEXT: ret
entry:
  %rem = urem i32 %a, 16
  ret i32 %rem
}

define dso_local i32 @sdiv32_const(i32 noundef %a) {
; CHECK-LABEL: sdiv32_const:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov w1, #7
; CHECK-NEXT: sdiv w0, w0, w1
; CHECK-NEXT: ret
entry:
  %div = sdiv i32 %a, 7
  ret i32 %div
}
