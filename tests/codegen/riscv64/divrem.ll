; Division and remainder, signed and unsigned, 32 and 64 bit, by register and by constants.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define dso_local i64 @sdiv64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: sdiv64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: div a0, a0, a1
; CHECK-NEXT: ret
entry:
  %div = sdiv i64 %a, %b
  ret i64 %div
}

define dso_local i64 @udiv64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: udiv64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: divu a0, a0, a1
; CHECK-NEXT: ret
entry:
  %div = udiv i64 %a, %b
  ret i64 %div
}

define dso_local i64 @srem64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: srem64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: rem a0, a0, a1
; CHECK-NEXT: ret
entry:
  %rem = srem i64 %a, %b
  ret i64 %rem
}

define dso_local i64 @urem64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: urem64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: remu a0, a0, a1
; CHECK-NEXT: ret
entry:
  %rem = urem i64 %a, %b
  ret i64 %rem
}

define dso_local i32 @sdiv32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: sdiv32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sext.w a0, a0
; CHECK-NEXT: sext.w a1, a1
; CHECK-NEXT: div a0, a0, a1
; CHECK-NEXT: ret
entry:
  %div = sdiv i32 %a, %b
  ret i32 %div
}

define dso_local i32 @udiv32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: udiv32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slli a0, a0, 32
; CHECK-NEXT: srli a0, a0, 32
; CHECK-NEXT: slli a1, a1, 32
; CHECK-NEXT: srli a1, a1, 32
; CHECK-NEXT: divu a0, a0, a1
; CHECK-NEXT: ret
entry:
  %div = udiv i32 %a, %b
  ret i32 %div
}

define dso_local i32 @srem32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: srem32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: remw a0, a0, a1
; CHECK-NEXT: ret
entry:
  %rem = srem i32 %a, %b
  ret i32 %rem
}

define dso_local i32 @urem32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: urem32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slli a0, a0, 32
; CHECK-NEXT: srli a0, a0, 32
; CHECK-NEXT: slli a1, a1, 32
; CHECK-NEXT: srli a1, a1, 32
; CHECK-NEXT: remu a0, a0, a1
; CHECK-NEXT: ret
entry:
  %rem = urem i32 %a, %b
  ret i32 %rem
}

define dso_local i32 @udiv32_pow2(i32 noundef %a) {
; CHECK-LABEL: udiv32_pow2:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: srliw a0, a0, 4
; CHECK-NEXT: ret
entry:
  %div = udiv i32 %a, 16
  ret i32 %div
}

define dso_local i32 @urem32_pow2(i32 noundef %a) {
; CHECK-LABEL: urem32_pow2:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: andi a0, a0, 15
; CHECK-NEXT: ret
entry:
  %rem = urem i32 %a, 16
  ret i32 %rem
}

define dso_local i32 @sdiv32_const(i32 noundef %a) {
; CHECK-LABEL: sdiv32_const:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sext.w a0, a0
; CHECK-NEXT: addi a1, zero, 7
; CHECK-NEXT: div a0, a0, a1
; CHECK-NEXT: ret
entry:
  %div = sdiv i32 %a, 7
  ret i32 %div
}
