; Invalid: load's operand is a pointer.
; ERROR: load operand must be a pointer
define i32 @f(i64 %a) {
entry:
  %y = load i32, i64 %a
  ret i32 %y
}
