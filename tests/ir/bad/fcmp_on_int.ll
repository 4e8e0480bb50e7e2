; Invalid: fcmp compares floating point.
; ERROR: fcmp requires floating point operands
define i1 @f(i32 %a, i32 %b) {
entry:
  %y = fcmp oeq i32 %a, %b
  ret i1 %y
}
