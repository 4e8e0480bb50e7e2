; mul and div wider than 128 bits are expanded on the IR before isel (no runtime
; helper exists): a shift-subtract loop for sdiv i256 (blocks %bb.div.loop and
; %bb.div.tail, no call), straight-line limb products for mul i256; i128 keeps
; its libcall (isel/wide_int_expand.py).
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; CHECK-LABEL: div:
; CHECK-NOT: {{[[:space:]]call[[:space:]]}}
; CHECK: %bb.div.loop
; CHECK-NOT: {{[[:space:]]call[[:space:]]}}
; CHECK: %bb.div.tail
; CHECK-LABEL: mul:
; CHECK-NOT: {{[[:space:]]call[[:space:]]}}
; CHECK-LABEL: div128:
; CHECK: call __udivti3

define i256 @div(i256 %a, i256 %b) {
  %r = sdiv i256 %a, %b
  ret i256 %r
}

define i256 @mul(i256 %a, i256 %b) {
  %r = mul i256 %a, %b
  ret i256 %r
}

define i128 @div128(i128 %a, i128 %b) {
  %r = udiv i128 %a, %b
  ret i128 %r
}
