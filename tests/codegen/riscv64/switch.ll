; switch: dense switches (>= 4 cases, >= 10 % dense) become a jump table, the others a
; balanced compare tree.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define dso_local i32 @small_switch(i32 noundef %x) {
; CHECK-LABEL: small_switch:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: mv a1, a0
; CHECK-NEXT: addi a0, zero, 10
; CHECK-NEXT: addiw a2, a1, -1
; CHECK-NEXT: bne a2, zero, .LBB0_3
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: addiw a0, a1, -5
; CHECK-NEXT: beq a0, zero, .LBB0_6
; CHECK-NEXT: # %bb.4:{{.*}}
; CHECK-NEXT: addiw a1, a1, -9
; CHECK-NEXT: bne a1, zero, .LBB0_7
; CHECK-NEXT: # %bb.5:{{.*}}
; CHECK-NEXT: addi a0, zero, 30
; CHECK-NEXT: j .LBB0_2
; CHECK-NEXT: .LBB0_6:{{.*}}
; CHECK-NEXT: addi a0, zero, 20
; CHECK-NEXT: j .LBB0_2
; CHECK-NEXT: .LBB0_7:{{.*}}
; CHECK-NEXT: addi a0, zero, 0
; CHECK-NEXT: j .LBB0_2
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
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi a1, zero, 6
; CHECK-NEXT: sext.w a2, a0
; CHECK-NEXT: bltu a1, a2, .LBB1_9
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: lui a1, %hi(.LJTI1_0)
; CHECK-NEXT: addi a1, a1, %lo(.LJTI1_0)
; CHECK-NEXT: slli a0, a0, 32
; CHECK-NEXT: srli a0, a0, 32
; CHECK-NEXT: slli a0, a0, 3
; CHECK-NEXT: add a1, a1, a0
; CHECK-NEXT: ld a0, 0(a1)
; CHECK-NEXT: jr a0
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: addi a0, zero, 11
; CHECK-NEXT: j .LBB1_10
; CHECK-NEXT: .LBB1_3:{{.*}}
; CHECK-NEXT: addi a0, zero, 22
; CHECK-NEXT: j .LBB1_10
; CHECK-NEXT: .LBB1_4:{{.*}}
; CHECK-NEXT: addi a0, zero, 33
; CHECK-NEXT: j .LBB1_10
; CHECK-NEXT: .LBB1_5:{{.*}}
; CHECK-NEXT: addi a0, zero, 44
; CHECK-NEXT: j .LBB1_10
; CHECK-NEXT: .LBB1_6:{{.*}}
; CHECK-NEXT: addi a0, zero, 55
; CHECK-NEXT: j .LBB1_10
; CHECK-NEXT: .LBB1_7:{{.*}}
; CHECK-NEXT: addi a0, zero, 66
; CHECK-NEXT: j .LBB1_10
; CHECK-NEXT: .LBB1_8:{{.*}}
; CHECK-NEXT: addi a0, zero, 77
; CHECK-NEXT: j .LBB1_10
; CHECK-NEXT: .LBB1_9:{{.*}}
; CHECK-NEXT: addi a0, zero, -1
; CHECK-NEXT: srli a0, a0, 32
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
