; Invalid: zext must widen.
; ERROR: invalid cast opcode for cast from 'i32' to 'i8'
define i8 @f(i32 %x) {
entry:
  %y = zext i32 %x to i8
  ret i8 %y
}
