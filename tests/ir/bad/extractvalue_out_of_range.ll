; Invalid: extractvalue indices must be in range.
; ERROR: invalid indices for extractvalue/insertvalue
define i32 @f({ i32, i32 } %s) {
entry:
  %y = extractvalue { i32, i32 } %s, 2
  ret i32 %y
}
