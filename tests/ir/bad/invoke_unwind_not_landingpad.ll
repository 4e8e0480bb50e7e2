; Invalid: an invoke's unwind destination starts with an EH pad.
; ERROR: the unwind destination %bad does not start with an exception handling instruction (landingpad, catchswitch or cleanuppad)
declare i32 @g()
declare i32 @__gxx_personality_v0(...)

define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g() to label %ok unwind label %bad
ok:
  ret i32 %r
bad:
  ret i32 0
}
