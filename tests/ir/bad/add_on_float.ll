; Invalid: integer arithmetic on floating point.
; ERROR: invalid operand type for instruction
define float @f(float %a, float %b) {
entry:
  %y = add float %a, %b
  ret float %y
}
