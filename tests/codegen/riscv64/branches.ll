; Conditional branches, loops and phis.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

declare void @g(i32 noundef)

define dso_local void @if_then(i32 noundef %a) {
; CHECK-LABEL: if_then:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd ra, 8(sp)
; CHECK-NEXT: .cfi_offset 1, -8
; CHECK-NEXT: sext.w a1, a0
; CHECK-NEXT: addi a2, zero, 10
; CHECK-NEXT: bge a2, a1, .LBB0_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: call g
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: ld ra, 8(sp)
; CHECK-NEXT: addi sp, sp, 16
; CHECK-NEXT: ret
entry:
  %cmp = icmp sgt i32 %a, 10
  br i1 %cmp, label %if.then, label %if.end

if.then:
  call void @g(i32 noundef %a)
  br label %if.end

if.end:
  ret void
}

define dso_local i32 @if_else(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: if_else:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sext.w a2, a0
; CHECK-NEXT: sext.w a3, a1
; CHECK-NEXT: bgeu a2, a3, .LBB1_3
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: sub a0, a1, a0
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB1_3:{{.*}}
; CHECK-NEXT: sub a0, a0, a1
; CHECK-NEXT: j .LBB1_2
entry:
  %cmp = icmp ult i32 %a, %b
  br i1 %cmp, label %if.then, label %if.else

if.then:
  %sub = sub i32 %b, %a
  br label %return

if.else:
  %sub1 = sub i32 %a, %b
  br label %return

return:
  %retval = phi i32 [ %sub, %if.then ], [ %sub1, %if.else ]
  ret i32 %retval
}

define dso_local i64 @sum_loop(ptr noundef %p, i64 noundef %n) {
; CHECK-LABEL: sum_loop:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: bge zero, a1, .LBB2_5
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: addi a3, zero, 0
; CHECK-NEXT: addi a2, zero, 0
; CHECK-NEXT: .LBB2_2:{{.*}}
; CHECK-NEXT: slli a4, a3, 3
; CHECK-NEXT: add a4, a0, a4
; CHECK-NEXT: ld a4, 0(a4)
; CHECK-NEXT: add a2, a4, a2
; CHECK-NEXT: addi a3, a3, 1
; CHECK-NEXT: bne a3, a1, .LBB2_2
; CHECK-NEXT: # %bb.3:{{.*}}
; CHECK-NEXT: .LBB2_4:{{.*}}
; CHECK-NEXT: mv a0, a2
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB2_5:{{.*}}
; CHECK-NEXT: addi a2, zero, 0
; CHECK-NEXT: j .LBB2_4
entry:
  %cmp4 = icmp sgt i64 %n, 0
  br i1 %cmp4, label %for.body, label %for.end

for.body:
  %i.06 = phi i64 [ %inc, %for.body ], [ 0, %entry ]
  %s.05 = phi i64 [ %add, %for.body ], [ 0, %entry ]
  %arrayidx = getelementptr inbounds i64, ptr %p, i64 %i.06
  %0 = load i64, ptr %arrayidx, align 8
  %add = add nsw i64 %0, %s.05
  %inc = add nuw nsw i64 %i.06, 1
  %exitcond = icmp eq i64 %inc, %n
  br i1 %exitcond, label %for.end, label %for.body

for.end:
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %add, %for.body ]
  ret i64 %s.0.lcssa
}

define dso_local i32 @while_loop(i32 noundef %x) {
; CHECK-LABEL: while_loop:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: mv a2, a0
; CHECK-NEXT: addi a1, zero, 1
; CHECK-NEXT: sext.w a0, a2
; CHECK-NEXT: bgeu a1, a0, .LBB3_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: addi a3, zero, 0
; CHECK-NEXT: addi a4, zero, 3
; CHECK-NEXT: j .LBB3_4
; CHECK-NEXT: .LBB3_2:{{.*}}
; CHECK-NEXT: addi a0, zero, 0
; CHECK-NEXT: .LBB3_3:{{.*}}
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB3_4:{{.*}}
; CHECK-NEXT: addi a0, a3, 1
; CHECK-NEXT: mv a3, a0
; CHECK-NEXT: andi a6, a2, 1
; CHECK-NEXT: srliw a5, a2, 1
; CHECK-NEXT: mul a2, a2, a4
; CHECK-NEXT: addi a2, a2, 1
; CHECK-NEXT: beq a6, zero, .LBB3_6
; CHECK-NEXT: # %bb.5:{{.*}}
; CHECK-NEXT: mv a5, a2
; CHECK-NEXT: .LBB3_6:{{.*}}
; CHECK-NEXT: mv a2, a5
; CHECK-NEXT: sext.w a5, a5
; CHECK-NEXT: bltu a1, a5, .LBB3_4
; CHECK-NEXT: # %bb.7:{{.*}}
; CHECK-NEXT: j .LBB3_3
entry:
  %cmp3 = icmp ugt i32 %x, 1
  br i1 %cmp3, label %while.body, label %while.end

while.body:
  %n.05 = phi i32 [ %n.1, %while.body ], [ 0, %entry ]
  %x.addr.04 = phi i32 [ %x.addr.1, %while.body ], [ %x, %entry ]
  %rem = and i32 %x.addr.04, 1
  %tobool = icmp eq i32 %rem, 0
  %mul = mul i32 %x.addr.04, 3
  %add = add i32 %mul, 1
  %div = lshr i32 %x.addr.04, 1
  %x.addr.1 = select i1 %tobool, i32 %div, i32 %add
  %n.1 = add nuw nsw i32 %n.05, 1
  %cmp = icmp ugt i32 %x.addr.1, 1
  br i1 %cmp, label %while.body, label %while.end

while.end:
  %n.0.lcssa = phi i32 [ 0, %entry ], [ %n.1, %while.body ]
  ret i32 %n.0.lcssa
}

define dso_local i32 @branch_eq_zero(ptr noundef %p) {
; CHECK-LABEL: branch_eq_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: mv a1, a0
; CHECK-NEXT: addi a0, zero, -1
; CHECK-NEXT: srli a0, a0, 32
; CHECK-NEXT: bne a1, zero, .LBB4_3
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: .LBB4_2:{{.*}}
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB4_3:{{.*}}
; CHECK-NEXT: lw a0, 0(a1)
; CHECK-NEXT: j .LBB4_2
entry:
  %tobool = icmp eq ptr %p, null
  br i1 %tobool, label %return, label %if.end

if.end:
  %0 = load i32, ptr %p, align 4
  br label %return

return:
  %retval = phi i32 [ %0, %if.end ], [ -1, %entry ]
  ret i32 %retval
}
