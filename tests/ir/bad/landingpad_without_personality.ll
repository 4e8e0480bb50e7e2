; Invalid: landingpad requires a personality function.
; ERROR: landingpad needs to be in a function with a personality
declare i32 @g()

define i32 @f() {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lpad
ok:
  ret i32 %r
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  ret i32 0
}
