; switch: dense switches (>= 4 cases, >= 10 % dense) become a jump table, the others a
; balanced compare tree.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

define dso_local i32 @small_switch(i32 noundef %x) {
; CHECK-LABEL: small_switch:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: mov %o0, %o1
; CHECK-NEXT: cmp %o1, 1
; CHECK-NEXT: bne .LBB0_3
; CHECK-NEXT: mov 10, %o0
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: cmp %o1, 5
; CHECK-NEXT: be .LBB0_6
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.4:{{.*}}
; CHECK-NEXT: cmp %o1, 9
; CHECK-NEXT: bne .LBB0_7
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.5:{{.*}}
; CHECK-NEXT: ba .LBB0_2
; CHECK-NEXT: mov 30, %o0
; CHECK-NEXT: .LBB0_6:{{.*}}
; CHECK-NEXT: ba .LBB0_2
; CHECK-NEXT: mov 20, %o0
; CHECK-NEXT: .LBB0_7:{{.*}}
; CHECK-NEXT: ba .LBB0_2
; CHECK-NEXT: mov %g0, %o0
entry:
  switch i32 %x, label %sw.default [
    i32 1, label %return
    i32 5, label %sw.bb1
    i32 9, label %sw.bb2
  ]

sw.bb1:
  br label %return

sw.bb2:
  br label %return

sw.default:
  br label %return

return:
  %retval = phi i32 [ 0, %sw.default ], [ 30, %sw.bb2 ], [ 20, %sw.bb1 ], [ 10, %entry ]
  ret i32 %retval
}

define dso_local i32 @dense_switch(i32 noundef %x) {
; CHECK-LABEL: dense_switch:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %o0, 6
; CHECK-NEXT: bgu .LBB1_9
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: sethi %hi(.LJTI1_0), %o2
; CHECK-NEXT: or %o2, %lo(.LJTI1_0), %o2
; CHECK-NEXT: sll %o0, 2, %o1
; CHECK-NEXT: ld [%o2+%o1], %o2
; CHECK-NEXT: jmp %o2
; CHECK-NEXT: nop
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: ba .LBB1_10
; CHECK-NEXT: mov 11, %o0
; CHECK-NEXT: .LBB1_3:{{.*}}
; CHECK-NEXT: ba .LBB1_10
; CHECK-NEXT: mov 22, %o0
; CHECK-NEXT: .LBB1_4:{{.*}}
; CHECK-NEXT: ba .LBB1_10
; CHECK-NEXT: mov 33, %o0
; CHECK-NEXT: .LBB1_5:{{.*}}
; CHECK-NEXT: ba .LBB1_10
; CHECK-NEXT: mov 44, %o0
; CHECK-NEXT: .LBB1_6:{{.*}}
; CHECK-NEXT: ba .LBB1_10
; CHECK-NEXT: mov 55, %o0
; CHECK-NEXT: .LBB1_7:{{.*}}
; CHECK-NEXT: ba .LBB1_10
; CHECK-NEXT: mov 66, %o0
; CHECK-NEXT: .LBB1_8:{{.*}}
; CHECK-NEXT: ba .LBB1_10
; CHECK-NEXT: mov 77, %o0
; CHECK-NEXT: .LBB1_9:{{.*}}
; CHECK-NEXT: mov -1, %o0
; CHECK-NEXT: .LBB1_10:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
entry:
  switch i32 %x, label %sw.default [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 2, label %sw.bb2
    i32 3, label %sw.bb3
    i32 4, label %sw.bb4
    i32 5, label %sw.bb5
    i32 6, label %sw.bb6
  ]

sw.bb:
  br label %return
sw.bb1:
  br label %return
sw.bb2:
  br label %return
sw.bb3:
  br label %return
sw.bb4:
  br label %return
sw.bb5:
  br label %return
sw.bb6:
  br label %return
sw.default:
  br label %return

return:
  %retval = phi i32 [ -1, %sw.default ], [ 77, %sw.bb6 ], [ 66, %sw.bb5 ], [ 55, %sw.bb4 ], [ 44, %sw.bb3 ], [ 33, %sw.bb2 ], [ 22, %sw.bb1 ], [ 11, %sw.bb ]
  ret i32 %retval
}
