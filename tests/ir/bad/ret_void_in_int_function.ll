; Invalid: a non-void function returns a value.
; ERROR: value doesn't match function result type 'i32'
define i32 @f() {
entry:
  ret void
}
