; RUN: pyopt -passes=strip-dead-prototypes -S %s | FileCheck %s --check-prefix=SDP
; RUN: pyopt -passes=instnamer -S %s | FileCheck %s --check-prefix=NAMER
; RUN: pyopt -passes=strip -S %s | FileCheck %s --check-prefix=STRIP

declare void @unused()
declare i32 @used(i32)

; SDP-NOT: @unused
; SDP: declare i32 @used(i32)
; NAMER: define i32 @f(i32 %arg)
; NAMER: %r = call i32 @used(i32 %arg)
; STRIP: define i32 @f(i32 %0)
; STRIP: %2 = call i32 @used(i32 %0)
; STRIP-NOT: %s
define i32 @f(i32) {
entry:
  %r = call i32 @used(i32 %0)
  br label %1
1:
  %s = add i32 %r, 1
  %2 = add i32 %s, 1
  ret i32 %2
}
; NAMER: bb:
; NAMER-NEXT: %s = add i32 %r, 1
; NAMER-NEXT: %i = add i32 %s, 1
