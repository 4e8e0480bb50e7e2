; An access to an alloca'd array at a variable index is `[fi + r]` (the frame address
; materialized once, before the loop), not `add` + `[r]` per access
; (targets/sparc/addressing.py).
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

declare void @use(ptr)

define i32 @sum(i32 %n, i32 %m) {
; CHECK-LABEL: sum:{{.*}}
; CHECK: save %sp, -1296, %sp
; CHECK: call use
; CHECK-NEXT: add %fp, -1200, %o0
; CHECK-NEXT: mov %g0, %o0
; CHECK-NEXT: add %fp, -1200, %o1
; CHECK-NEXT: .LBB0_1:{{.*}}
; CHECK-NEXT: sll %i0, 2, %o2
; CHECK-NEXT: ld [%o1+%o2], %o3
; CHECK-NEXT: st %o0, [%o1+%o2]
; CHECK-NEXT: smul %i0, 7, %i0
; CHECK-NEXT: cmp %i0, %i1
; CHECK-NEXT: bne .LBB0_1
; CHECK-NEXT: add %o0, %o3, %o0
; CHECK: ret
; CHECK-NEXT: restore %g0, %o0, %o0
entry:
  %a = alloca [300 x i32], align 4
  call void @use(ptr %a)
  br label %loop
loop:
  %i = phi i32 [%n, %entry], [%i2, %loop]
  %s = phi i32 [0, %entry], [%s2, %loop]
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  %v = load i32, ptr %p
  store i32 %s, ptr %p
  %s2 = add i32 %s, %v
  %i2 = mul i32 %i, 7
  %c = icmp eq i32 %i2, %m
  br i1 %c, label %exit, label %loop
exit:
  ret i32 %s2
}
