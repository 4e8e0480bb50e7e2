; Invalid: floating-point arithmetic on integers.
; ERROR: invalid operand type for instruction
define i32 @f(i32 %a, i32 %b) {
entry:
  %y = fadd i32 %a, %b
  ret i32 %y
}
