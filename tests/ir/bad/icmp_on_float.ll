; Invalid: icmp compares integers or pointers.
; ERROR: icmp requires integer operands
define i1 @f(float %a, float %b) {
entry:
  %y = icmp eq float %a, %b
  ret i1 %y
}
