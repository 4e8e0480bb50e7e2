; A dense switch (5 cases over 0..5, LLVM's thresholds: >= 4 cases, >= 10 % dense) is a
; range check against the default and an indirect branch through a jump table of block
; addresses, as llc-16 emits at -O0 and -O2; the table lists the default for the hole (4).
; Hand-written checks (not blessed).
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O0 %s -o - | FileCheck %s --match-full-lines

define i32 @f(i32 %x) {
; CHECK-LABEL: f:{{.*}}
; CHECK: cmp %{{[ilo][0-7]}}, 5
; CHECK: bgu .LBB0_6
; CHECK: {{.*}}.LJTI0_0{{.*}}
; CHECK: jmp %{{[ilo][0-7]}}
; CHECK-LABEL: .LJTI0_0:
; CHECK-NEXT: .word .LBB0_2
; CHECK-NEXT: .word .LBB0_3
; CHECK-NEXT: .word .LBB0_4
; CHECK-NEXT: .word .LBB0_5
; CHECK-NEXT: .word .LBB0_6
; CHECK-NEXT: .word .LBB0_2
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 1, label %b
                            i32 2, label %c
                            i32 3, label %e
                            i32 5, label %a ]
a:
  ret i32 10
b:
  ret i32 20
c:
  ret i32 30
e:
  ret i32 40
d:
  ret i32 0
}
