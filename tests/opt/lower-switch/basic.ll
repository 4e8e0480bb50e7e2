; RUN: pyopt -passes=lower-switch -S %s | FileCheck %s
; RUN: pyopt -passes=lower-switch,simplifycfg -S %s | FileCheck %s --check-prefix=NOSWITCH

; NOSWITCH-NOT: switch i32
define i32 @f(i32 %x) {
; CHECK-LABEL: @f(
; CHECK-NOT: switch
; CHECK: icmp slt i32 %x, 3
; CHECK: icmp eq i32 %x, 1
; CHECK: icmp eq i32 %x, 3
; CHECK: icmp eq i32 %x, 7
; CHECK: r:
; CHECK-NEXT: %p = phi i32
entry:
  switch i32 %x, label %d [ i32 1, label %a
                            i32 3, label %r
                            i32 7, label %r ]
a:
  br label %r
d:
  br label %r
r:
  %p = phi i32 [ 10, %a ], [ 30, %entry ], [ 30, %entry ], [ 0, %d ]
  ret i32 %p
}
