; Invalid: store's address is a pointer.
; ERROR: store operand must be a pointer
define void @f(i32 %v, i64 %a) {
entry:
  store i32 %v, i64 %a
  ret void
}
