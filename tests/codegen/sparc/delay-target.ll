; The delay slot of `ba L` takes a copy of L's first instruction and the branch goes to
; the instruction after it (delayslots.fill_from_targets).
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

; fires: the empty block on the `p != null` path jumps to the join, whose first
; instruction moves into the slot
define i32 @join(ptr %p) {
; CHECK-LABEL: join:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: mov %o0, %o1
; CHECK-NEXT: cmp %o1, 0
; CHECK-NEXT: bne .LBB0_3
; CHECK-NEXT: mov -1, %o0
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: ba .LBB0_2
; CHECK-NEXT: ld [%o1+0], %o0
; O1-LABEL: join:{{.*}}
; O1-NEXT: .cfi_startproc
; O1-NEXT: ! %bb.0:{{.*}}
; O1-NEXT: mov %o0, %o1
; O1-NEXT: cmp %o1, 0
; O1-NEXT: bne .LBB0_3
; O1-NEXT: mov -1, %o0
; O1-NEXT: ! %bb.1:{{.*}}
; O1-NEXT: .LBB0_2:{{.*}}
; O1-NEXT: retl
; O1-NEXT: nop
; O1-NEXT: .LBB0_3:{{.*}}
; O1-NEXT: ba .LBB0_2
; O1-NEXT: ld [%o1+0], %o0
entry:
  %c = icmp eq ptr %p, null
  br i1 %c, label %return, label %if.end
if.end:
  %v = load i32, ptr %p, align 4
  br label %return
return:
  %r = phi i32 [ %v, %if.end ], [ -1, %entry ]
  ret i32 %r
}

declare i32 @g(i32)

; must not fire: the join starts with a call, which never goes into a delay slot
define i32 @join_call(ptr %p) {
; CHECK-LABEL: join_call:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: cmp %i0, 0
; CHECK-NEXT: bne .LBB1_3
; CHECK-NEXT: mov -1, %o0
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: call g
; CHECK-NEXT: nop
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %o0, %o0
; CHECK-NEXT: .LBB1_3:{{.*}}
; CHECK-NEXT: ba .LBB1_2
; CHECK-NEXT: ld [%i0+0], %o0
; O1-LABEL: join_call:{{.*}}
; O1-NEXT: .cfi_startproc
; O1-NEXT: ! %bb.0:{{.*}}
; O1-NEXT: save %sp, -96, %sp
; O1-NEXT: .cfi_def_cfa_register %r30
; O1-NEXT: .cfi_window_save
; O1-NEXT: .cfi_register %r15, %r31
; O1-NEXT: cmp %i0, 0
; O1-NEXT: bne .LBB1_3
; O1-NEXT: mov -1, %o0
; O1-NEXT: ! %bb.1:{{.*}}
; O1-NEXT: .LBB1_2:{{.*}}
; O1-NEXT: call g
; O1-NEXT: nop
; O1-NEXT: ret
; O1-NEXT: restore %g0, %o0, %o0
; O1-NEXT: .LBB1_3:{{.*}}
; O1-NEXT: ba .LBB1_2
; O1-NEXT: ld [%i0+0], %o0
entry:
  %c = icmp eq ptr %p, null
  br i1 %c, label %return, label %if.end
if.end:
  %v = load i32, ptr %p, align 4
  br label %return
return:
  %r = phi i32 [ %v, %if.end ], [ -1, %entry ]
  %x = call i32 @g(i32 %r)
  ret i32 %x
}

; must not fire: without -O2 the slot stays a nop
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O1 %s -o - | FileCheck %s --match-full-lines --check-prefix=O1
