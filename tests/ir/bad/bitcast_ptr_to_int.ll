; Invalid: bitcast cannot turn a pointer into an integer.
; ERROR: invalid cast opcode for cast from 'ptr' to 'i64'
define i64 @f(ptr %p) {
entry:
  %y = bitcast ptr %p to i64
  ret i64 %y
}
