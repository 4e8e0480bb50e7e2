; Exception handling: invoke/landingpad/resume and the funclet pads.
target triple = "x86_64-unknown-linux-gnu"

@typeinfo = external constant ptr

declare i32 @__gxx_personality_v0(...)
declare i32 @__CxxFrameHandler3(...)
declare void @may_throw(i32)
declare i32 @may_throw_i(i32)

define i32 @itanium(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 %x)
          to label %cont unwind label %lpad

cont:
  %r = invoke i32 @may_throw_i(i32 1) #0
          to label %done unwind label %lpad2

done:
  ret i32 %r

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp

lpad2:
  %lp2 = landingpad { ptr, i32 }
          catch ptr @typeinfo
          catch ptr null
          filter [1 x ptr] [ptr @typeinfo]
  %sel = extractvalue { ptr, i32 } %lp2, 1
  resume { ptr, i32 } %lp2
}

define void @funclets() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 0)
          to label %exit unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %handler, label %handler2] unwind label %cleanup

handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  call void @may_throw(i32 1) [ "funclet"(token %cp) ]
  catchret from %cp to label %exit

handler2:
  %cp2 = catchpad within %cs []
  catchret from %cp2 to label %exit

cleanup:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller

exit:
  ret void
}

define void @nested() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 0)
          to label %exit unwind label %outer

outer:
  %o = cleanuppad within none [i32 1]
  invoke void @may_throw(i32 2) [ "funclet"(token %o) ]
          to label %outer.done unwind label %inner

outer.done:
  cleanupret from %o unwind to caller

inner:
  %cs = catchswitch within %o [label %h] unwind to caller

h:
  %cp = catchpad within %cs []
  catchret from %cp to label %exit

exit:
  ret void
}

define void @callbr_user(i32 %x) {
entry:
  callbr void asm "", "r,!i"(i32 %x)
          to label %normal [label %indirect]

normal:
  ret void

indirect:
  ret void
}

attributes #0 = { nounwind }
