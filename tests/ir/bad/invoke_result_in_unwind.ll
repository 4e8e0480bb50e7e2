; Invalid: an invoke's result exists only on its normal edge.
; ERROR: instruction does not dominate all uses: %r (an invoke's result is available only along its normal edge)
declare i32 @g()
declare i32 @__gxx_personality_v0(...)

define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lpad
ok:
  ret i32 %r
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  ret i32 %r
}
