; Invalid: select's condition is i1.
; ERROR: select condition must be i1 or <n x i1>
define i32 @f(i32 %c, i32 %a, i32 %b) {
entry:
  %y = select i32 %c, i32 %a, i32 %b
  ret i32 %y
}
