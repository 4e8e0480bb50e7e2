; Invalid: fpext must widen.
; ERROR: invalid cast opcode for cast from 'double' to 'float'
define float @f(double %x) {
entry:
  %y = fpext double %x to float
  ret float %y
}
