; switch: dense switches (>= 4 cases, >= 10 % dense) become a jump table, the others a
; balanced compare tree.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define dso_local i32 @small_switch(i32 noundef %x) {
; CHECK-LABEL: small_switch:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl $10, %eax
; CHECK-NEXT: cmpl $1, %edi
; CHECK-NEXT: jne .LBB0_3
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: cmpl $5, %edi
; CHECK-NEXT: je .LBB0_6
; CHECK-NEXT: # %bb.4:{{.*}}
; CHECK-NEXT: cmpl $9, %edi
; CHECK-NEXT: jne .LBB0_7
; CHECK-NEXT: # %bb.5:{{.*}}
; CHECK-NEXT: movl $30, %eax
; CHECK-NEXT: jmp .LBB0_2
; CHECK-NEXT: .LBB0_6:{{.*}}
; CHECK-NEXT: movl $20, %eax
; CHECK-NEXT: jmp .LBB0_2
; CHECK-NEXT: .LBB0_7:{{.*}}
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: jmp .LBB0_2
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
; CHECK-NEXT: cmpl $6, %edi
; CHECK-NEXT: ja .LBB1_9
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: movl $.LJTI1_0, %eax
; CHECK-NEXT: movl %edi, %ecx
; CHECK-NEXT: movq 0(%rax,%rcx,8), %rax
; CHECK-NEXT: jmpq *%rax
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: movl $11, %eax
; CHECK-NEXT: jmp .LBB1_10
; CHECK-NEXT: .LBB1_3:{{.*}}
; CHECK-NEXT: movl $22, %eax
; CHECK-NEXT: jmp .LBB1_10
; CHECK-NEXT: .LBB1_4:{{.*}}
; CHECK-NEXT: movl $33, %eax
; CHECK-NEXT: jmp .LBB1_10
; CHECK-NEXT: .LBB1_5:{{.*}}
; CHECK-NEXT: movl $44, %eax
; CHECK-NEXT: jmp .LBB1_10
; CHECK-NEXT: .LBB1_6:{{.*}}
; CHECK-NEXT: movl $55, %eax
; CHECK-NEXT: jmp .LBB1_10
; CHECK-NEXT: .LBB1_7:{{.*}}
; CHECK-NEXT: movl $66, %eax
; CHECK-NEXT: jmp .LBB1_10
; CHECK-NEXT: .LBB1_8:{{.*}}
; CHECK-NEXT: movl $77, %eax
; CHECK-NEXT: jmp .LBB1_10
; CHECK-NEXT: .LBB1_9:{{.*}}
; CHECK-NEXT: movl $-1, %eax
; CHECK-NEXT: .LBB1_10:{{.*}}
; CHECK-NEXT: retq
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
