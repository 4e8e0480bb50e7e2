; Invalid: vector casts keep the element count.
; ERROR: invalid cast opcode for cast from '<2 x i32>' to '<4 x float>'
define <4 x float> @f(<2 x i32> %x) {
entry:
  %y = sitofp <2 x i32> %x to <4 x float>
  ret <4 x float> %y
}
