; switch: dense switches (>= 4 cases, >= 10 % dense) become a jump table, the others a
; balanced compare tree.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define dso_local i32 @small_switch(i32 noundef %x) {
; CHECK-LABEL: small_switch:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov x1, x0
; CHECK-NEXT: mov w0, #10
; CHECK-NEXT: cmp w1, #1
; CHECK-NEXT: b.ne .LBB0_3
; CHECK-NEXT: // %bb.1:{{.*}}
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: cmp w1, #5
; CHECK-NEXT: b.eq .LBB0_6
; CHECK-NEXT: // %bb.4:{{.*}}
; CHECK-NEXT: cmp w1, #9
; CHECK-NEXT: b.ne .LBB0_7
; CHECK-NEXT: // %bb.5:{{.*}}
; CHECK-NEXT: mov w0, #30
; CHECK-NEXT: b .LBB0_2
; CHECK-NEXT: .LBB0_6:{{.*}}
; CHECK-NEXT: mov w0, #20
; CHECK-NEXT: b .LBB0_2
; CHECK-NEXT: .LBB0_7:{{.*}}
; CHECK-NEXT: mov w0, #0
; CHECK-NEXT: b .LBB0_2
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
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp w0, #6
; CHECK-NEXT: b.hi .LBB1_9
; CHECK-NEXT: // %bb.1:{{.*}}
; CHECK-NEXT: adrp x1, .LJTI1_0
; CHECK-NEXT: add x1, x1, :lo12:.LJTI1_0
; CHECK-NEXT: ldr x0, [x1, w0, uxtw #3]
; CHECK-NEXT: br x0
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: mov w0, #11
; CHECK-NEXT: b .LBB1_10
; CHECK-NEXT: .LBB1_3:{{.*}}
; CHECK-NEXT: mov w0, #22
; CHECK-NEXT: b .LBB1_10
; CHECK-NEXT: .LBB1_4:{{.*}}
; CHECK-NEXT: mov w0, #33
; CHECK-NEXT: b .LBB1_10
; CHECK-NEXT: .LBB1_5:{{.*}}
; CHECK-NEXT: mov w0, #44
; CHECK-NEXT: b .LBB1_10
; CHECK-NEXT: .LBB1_6:{{.*}}
; CHECK-NEXT: mov w0, #55
; CHECK-NEXT: b .LBB1_10
; CHECK-NEXT: .LBB1_7:{{.*}}
; CHECK-NEXT: mov w0, #66
; CHECK-NEXT: b .LBB1_10
; CHECK-NEXT: .LBB1_8:{{.*}}
; CHECK-NEXT: mov w0, #77
; CHECK-NEXT: b .LBB1_10
; CHECK-NEXT: .LBB1_9:{{.*}}
; CHECK-NEXT: movn w0, #0, lsl #0
; CHECK-NEXT: .LBB1_10:{{.*}}
; CHECK-NEXT: ret
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
