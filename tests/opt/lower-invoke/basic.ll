; RUN: pyopt -passes=lower-invoke -S %s | FileCheck %s
; RUN: pyopt -passes=lowerinvoke -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=lowerinvoke (its spelling of the pass).

declare i32 @f(i32)
declare i32 @__gxx_personality_v0(...)

define i32 @g(i32 %x) personality ptr @__gxx_personality_v0 {
; CHECK-LABEL: @g(
; CHECK: call:
; CHECK-NEXT: %r = call i32 @f(i32 %x)
; CHECK-NEXT: br label %ok
; CHECK: lpad:
; CHECK: ret i32 1
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %other, label %call
call:
  %r = invoke i32 @f(i32 %x) to label %ok unwind label %lpad
other:
  %s = invoke i32 @f(i32 1) to label %ok unwind label %lpad
ok:
  %v = phi i32 [ %r, %call ], [ %s, %other ]
  ret i32 %v
lpad:
  %p = phi i32 [ 0, %call ], [ 1, %other ]
  %lp = landingpad { ptr, i32 } cleanup
  ret i32 %p
}
