; Invalid: insertelement's value has the element type.
; ERROR: invalid insertelement operands
define <2 x i32> @f(<2 x i32> %a, i64 %v) {
entry:
  %y = insertelement <2 x i32> %a, i64 %v, i32 0
  ret <2 x i32> %y
}
