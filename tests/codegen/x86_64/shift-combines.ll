; Rotates written as two shifts and an `or` become one rotate where the target has one,
; and a shift amount's mask that keeps every bit the instruction reads is dropped
; (isel/combine_shifts.py); a narrower mask stays.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

define i32 @rotr_var(i32 %x, i32 %r) {
; CHECK-LABEL: rotr_var:{{.*}}
; CHECK: movq %rdi, %rax
; CHECK-NEXT: movq %rsi, %rcx
; CHECK-NEXT: rorl %cl, %eax
; CHECK-NEXT: retq
  %a = lshr i32 %x, %r
  %n = sub i32 0, %r
  %m = and i32 %n, 31
  %b = shl i32 %x, %m
  %o = or i32 %a, %b
  ret i32 %o
}

define i64 @rotl_const(i64 %x) {
; CHECK-LABEL: rotl_const:{{.*}}
; CHECK: movq %rdi, %rax
; CHECK-NEXT: rolq $13, %rax
; CHECK-NEXT: retq
  %a = shl i64 %x, 13
  %b = lshr i64 %x, 51
  %o = or i64 %b, %a
  ret i64 %o
}

define i32 @shl_masked(i32 %x, i32 %r) {
; CHECK-LABEL: shl_masked:{{.*}}
; CHECK: movq %rdi, %rax
; CHECK-NEXT: movq %rsi, %rcx
; CHECK-NEXT: shll %cl, %eax
; CHECK-NEXT: retq
  %m = and i32 %r, 31
  %s = shl i32 %x, %m
  ret i32 %s
}

define i64 @shl_narrow_mask(i64 %x, i64 %r) {
; CHECK-LABEL: shl_narrow_mask:{{.*}}
; CHECK: movq %rdi, %rax
; CHECK-NEXT: movq %rsi, %rcx
; CHECK-NEXT: andq $31, %rcx
; CHECK-NEXT: shlq %cl, %rax
; CHECK-NEXT: retq
  %m = and i64 %r, 31
  %s = shl i64 %x, %m
  ret i64 %s
}
