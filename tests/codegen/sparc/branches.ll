; Conditional branches, loops and phis.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

declare void @g(i32 noundef)

define dso_local void @if_then(i32 noundef %a) {
; CHECK-LABEL: if_then:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: cmp %i0, 10
; CHECK-NEXT: ble .LBB0_2
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: call g
; CHECK-NEXT: mov %i0, %o0
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: ret
; CHECK-NEXT: restore
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
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %o0, %o1
; CHECK-NEXT: bcc .LBB1_3
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: sub %o1, %o0, %o0
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
; CHECK-NEXT: .LBB1_3:{{.*}}
; CHECK-NEXT: ba .LBB1_2
; CHECK-NEXT: sub %o0, %o1, %o0
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
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %g0, %o0
; CHECK-NEXT: mov %g0, %o1
; CHECK-NEXT: mov %g0, %o2
; CHECK-NEXT: mov %g0, %o3
; CHECK-NEXT: mov %g0, %o4
; CHECK-NEXT: mov %g0, %o5
; CHECK-NEXT: cmp %i2, 0
; CHECK-NEXT: bgu .LBB2_2
; CHECK-NEXT: mov 1, %l0
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g0, %l0
; CHECK-NEXT: .LBB2_2:{{.*}}
; CHECK-NEXT: cmp %i1, 0
; CHECK-NEXT: bg .LBB2_4
; CHECK-NEXT: mov 1, %l1
; CHECK-NEXT: ! %bb.3:{{.*}}
; CHECK-NEXT: mov %g0, %l1
; CHECK-NEXT: .LBB2_4:{{.*}}
; CHECK-NEXT: cmp %i1, 0
; CHECK-NEXT: be .LBB2_6
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.5:{{.*}}
; CHECK-NEXT: mov %l1, %l0
; CHECK-NEXT: .LBB2_6:{{.*}}
; CHECK-NEXT: cmp %l0, 0
; CHECK-NEXT: be .LBB2_9
; CHECK-NEXT: nop
; CHECK-NEXT: .LBB2_7:{{.*}}
; CHECK-NEXT: sll %o0, 3, %o4
; CHECK-NEXT: add %i0, %o4, %o5
; CHECK-NEXT: ld [%o5+4], %o5
; CHECK-NEXT: ld [%i0+%o4], %o4
; CHECK-NEXT: addcc %o5, %o2, %o2
; CHECK-NEXT: addxcc %o4, %o3, %o3
; CHECK-NEXT: addcc %o0, 1, %o0
; CHECK-NEXT: addxcc %o1, 0, %o1
; CHECK-NEXT: xor %o0, %i2, %o4
; CHECK-NEXT: xor %o1, %i1, %o5
; CHECK-NEXT: or %o4, %o5, %o4
; CHECK-NEXT: cmp %o4, 0
; CHECK-NEXT: bne .LBB2_7
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.8:{{.*}}
; CHECK-NEXT: mov %o2, %o4
; CHECK-NEXT: mov %o3, %o5
; CHECK-NEXT: .LBB2_9:{{.*}}
; CHECK-NEXT: mov %o5, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %o4, %o1
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
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: mov %o0, %o1
; CHECK-NEXT: cmp %o1, 1
; CHECK-NEXT: bleu .LBB3_2
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: ba .LBB3_4
; CHECK-NEXT: mov %g0, %o4
; CHECK-NEXT: .LBB3_2:{{.*}}
; CHECK-NEXT: mov %g0, %o0
; CHECK-NEXT: .LBB3_3:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
; CHECK-NEXT: .LBB3_4:{{.*}}
; CHECK-NEXT: add %o4, 1, %o0
; CHECK-NEXT: mov %o0, %o4
; CHECK-NEXT: and %o1, 1, %o3
; CHECK-NEXT: srl %o1, 1, %o2
; CHECK-NEXT: smul %o1, 3, %o1
; CHECK-NEXT: cmp %o3, 0
; CHECK-NEXT: be .LBB3_6
; CHECK-NEXT: add %o1, 1, %o1
; CHECK-NEXT: ! %bb.5:{{.*}}
; CHECK-NEXT: mov %o1, %o2
; CHECK-NEXT: .LBB3_6:{{.*}}
; CHECK-NEXT: cmp %o2, 1
; CHECK-NEXT: bgu .LBB3_4
; CHECK-NEXT: mov %o2, %o1
; CHECK-NEXT: ! %bb.7:{{.*}}
; CHECK-NEXT: ba .LBB3_3
; CHECK-NEXT: nop
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
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: mov %o0, %o1
; CHECK-NEXT: cmp %o1, 0
; CHECK-NEXT: bne .LBB4_3
; CHECK-NEXT: mov -1, %o0
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: .LBB4_2:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
; CHECK-NEXT: .LBB4_3:{{.*}}
; CHECK-NEXT: ba .LBB4_2
; CHECK-NEXT: ld [%o1+0], %o0
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
