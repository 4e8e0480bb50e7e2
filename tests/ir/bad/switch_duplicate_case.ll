; Invalid: switch case values must be unique.
; ERROR: duplicate case value in switch
define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [
    i32 1, label %a
    i32 2, label %a
    i32 1, label %d
  ]
a:
  ret void
d:
  ret void
}
