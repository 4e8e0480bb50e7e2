; RUN: pyopt -passes=reassociate -S %s | FileCheck %s
; RUN: pyopt -passes=reassociate -S %s | /usr/bin/llvm-as-16 -o /dev/null
; The same CHECK lines pass on opt-16 -passes=reassociate.

; constants gather and fold; nsw is dropped from the rebuilt nodes
define i32 @consts(i32 %a, i32 %b, i32 %c) {
; CHECK-LABEL: @consts(
; CHECK-NEXT: %y = add i32 %a, 12
; CHECK-NEXT: %z = add i32 %y, %b
; CHECK-NEXT: %w = add i32 %z, %c
; CHECK-NEXT: ret i32 %w
  %x = add nsw i32 %c, 5
  %y = add nsw i32 %x, %a
  %z = add nsw i32 %y, %b
  %w = add i32 %z, 7
  ret i32 %w
}

; a - b + b cancels once the subtraction is an add of a negation; x ^ y ^ x is y
define i32 @cancel(i32 %a, i32 %b) {
; CHECK-LABEL: @cancel(
; CHECK-NEXT: %k = add i32 %a, 7
; CHECK-NEXT: ret i32 %k
  %s = add i32 %a, 7
  %t = sub i32 %s, %b
  %u = xor i32 %a, %b
  %v = xor i32 %u, %a
  %k = add i32 %t, %v
  ret i32 %k
}

; must not fire: fadd without reassoc/nsz keeps its order
define float @fp_strict(float %a, float %b) {
; CHECK-LABEL: @fp_strict(
; CHECK-NEXT: %x = fadd float %a, 1.000000e+00
; CHECK-NEXT: %y = fadd float %x, %b
  %x = fadd float %a, 1.0
  %y = fadd float %x, %b
  ret float %y
}

; fast fp: already in rank order (the constant meets the lowest-ranked leaf)
define float @fp_fast(float %a, float %b) {
; CHECK-LABEL: @fp_fast(
; CHECK-NEXT: %x = fadd fast float %a, 1.000000e+00
; CHECK-NEXT: %y = fadd fast float %x, %b
  %x = fadd fast float %a, 1.0
  %y = fadd fast float %x, %b
  ret float %y
}

; must not fire: a node with two uses is a leaf, the tree stops there
define i32 @shared(i32 %a, i32 %b) {
; CHECK-LABEL: @shared(
; CHECK-NEXT: %x = add i32 %a, 1
; CHECK-NEXT: %y = add i32 %x, %b
; CHECK-NEXT: %z = mul i32 %y, %x
  %x = add i32 %a, 1
  %y = add i32 %x, %b
  %z = mul i32 %x, %y
  ret i32 %z
}
