; Loop strength reduction before isel at -O2 (TargetPassConfig::addIRPasses runs
; loop-reduce): RISC-V has only base + simm12 addressing, so the a[i] and b[i] of this
; loop each walk a pointer (one addi per iteration) instead of a shift and an add before
; every access; -disable-lsr keeps the indexed form.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines --check-prefixes=LSR
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 -disable-lsr %s -o - | FileCheck %s --match-full-lines --check-prefixes=NOLSR

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; bless(LSR): not=slli
; bless(LSR): match=addi a[0-9], a[0-9], 4
; bless(NOLSR): match=slli
define i64 @dot(ptr %a, ptr %b, i64 %n) {
; LSR-LABEL: dot:{{.*}}
; LSR-NOT: {{.*(slli).*}}
; LSR: addi a1, a1, 4
; LSR-NOT: {{.*(slli).*}}
; LSR: addi a0, a0, 4
; LSR-NOT: {{.*(slli).*}}
; LSR: j .LBB0_2
; NOLSR-LABEL: dot:{{.*}}
; NOLSR: slli a5, a4, 2
entry:
  %c0 = icmp sgt i64 %n, 0
  br i1 %c0, label %ph, label %exit
ph:
  br label %loop
loop:
  %iv = phi i64 [ 0, %ph ], [ %iv.next, %loop ]
  %s = phi i64 [ 0, %ph ], [ %s.next, %loop ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %iv
  %x = load i32, ptr %pa, align 4
  %pb = getelementptr inbounds i32, ptr %b, i64 %iv
  %y = load i32, ptr %pb, align 4
  %m = mul i32 %x, %y
  %mw = sext i32 %m to i64
  %s.next = add i64 %s, %mw
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, %n
  br i1 %c, label %exit, label %loop
exit:
  %r = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  ret i64 %r
}
