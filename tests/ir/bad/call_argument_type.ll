; Invalid: argument types must match the function type.
; ERROR: argument is not of expected type 'i32'
declare void @g(i32)

define void @f() {
entry:
  call void (i32) @g(i64 1)
  ret void
}
