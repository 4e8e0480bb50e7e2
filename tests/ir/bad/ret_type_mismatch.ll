; Invalid: ret's value has the function's return type.
; ERROR: value doesn't match function result type 'i32'
define i32 @f(i64 %x) {
entry:
  ret i64 %x
}
