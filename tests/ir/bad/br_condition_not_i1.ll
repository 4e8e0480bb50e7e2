; Invalid: a conditional branch needs an i1 condition.
; ERROR: branch condition must have 'i1' type
define void @f(i32 %c) {
entry:
  br i32 %c, label %a, label %b
a:
  ret void
b:
  ret void
}
