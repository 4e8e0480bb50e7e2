; Invalid: switch case constants have the condition's type.
; ERROR: case value type doesn't match the condition type
define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [
    i64 1, label %a
  ]
a:
  ret void
d:
  ret void
}
