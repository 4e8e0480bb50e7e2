; Invalid: a void function returns nothing.
; ERROR: value doesn't match function result type 'void'
define void @f() {
entry:
  ret i32 1
}
