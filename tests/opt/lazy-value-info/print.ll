; RUN: pyopt -passes='print<lazy-value-info>' -disable-output %s 2>&1 | FileCheck %s
; (opt-16 has no new-PM printer for LVI; the lines follow the legacy printer's wording)

; CHECK-LABEL: LVI for function 'ranges':
; CHECK: LatticeVal for: '%c' in BB: '%a' is: constantrange<-1, 0>
; CHECK: LatticeVal for: '%y' in BB: '%a' is: constantrange<1, 11>
; CHECK: LatticeVal for: '%p' in BB: '%b' is: constantrange<0, 11>
; CHECK: LatticeVal for: '%m' in BB: '%b' is: constantrange<0, 4>
; CHECK: LatticeVal for: '%s' in BB: '%b' is: overdefined
define i32 @ranges(i32 %x, i32 %z) {
entry:
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  %y = add i32 %x, 1
  br label %b
b:
  %p = phi i32 [ %y, %a ], [ 0, %entry ]
  %m = and i32 %z, 3
  %s = add i32 %p, %z
  ret i32 %s
}

; a loop: the cycle through the phi makes the counter overdefined, the bound check
; still limits it inside the body
; CHECK-LABEL: LVI for function 'loop':
; CHECK: LatticeVal for: '%i' in BB: '%exit' is: constantrange<100, 101>
; CHECK: LatticeVal for: '%i' in BB: '%body' is: constantrange<-2147483648, 100>
define void @loop() {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %c = icmp slt i32 %i, 100
  br i1 %c, label %body, label %exit
body:
  %i1 = add i32 %i, 1
  br label %head
exit:
  ret void
}
