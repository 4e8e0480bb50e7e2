; Invalid: only phis may use their own value.
; ERROR: only PHI nodes may reference their own value
define i32 @f(i32 %a) {
entry:
  br label %b
b:
  %x = add i32 %x, 1
  ret i32 %x
}
