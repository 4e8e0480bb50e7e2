; Invalid: shuffle mask indices index the two operands.
; ERROR: shufflevector mask index 4 is out of range (operands have 4 elements)
define <2 x i32> @f(<2 x i32> %a) {
entry:
  %y = shufflevector <2 x i32> %a, <2 x i32> %a, <2 x i32> <i32 0, i32 4>
  ret <2 x i32> %y
}
