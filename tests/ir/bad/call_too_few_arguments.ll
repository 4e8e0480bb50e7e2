; Invalid: argument count must match the function type.
; ERROR: invalid number of arguments for function call
declare void @g(i32, i32)

define void @f() {
entry:
  call void (i32, i32) @g(i32 1)
  ret void
}
