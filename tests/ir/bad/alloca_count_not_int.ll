; Invalid: alloca's element count is an integer.
; ERROR: element count must have integer type
define void @f(float %n) {
entry:
  %a = alloca i32, float %n
  ret void
}
