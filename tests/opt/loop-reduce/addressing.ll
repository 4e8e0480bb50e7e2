; RUN: pyopt -mtriple=riscv64-unknown-linux-gnu -passes='loop(loop-reduce)' -S %s | FileCheck %s --check-prefix=RV
; RUN: pyopt -mtriple=x86_64-unknown-linux-gnu -passes='loop(loop-reduce)' -S %s | FileCheck %s --check-prefix=X86
; RUN: pyopt -mtriple=aarch64-unknown-linux-gnu -passes='loop(loop-reduce)' -S %s | FileCheck %s --check-prefix=A64
; RUN: pyopt -mtriple=sparc-unknown-linux-gnu -passes='loop(loop-reduce)' -S %s | FileCheck %s --check-prefix=SP
; The target decides: RISC-V has only base + simm12, so a[i] (a shift and an add before
; every access) becomes a pointer that walks the array; x86-64 folds base + i*4 into the
; access and keeps the index; AArch64 folds it too ([x, x, lsl #2]) but not an index
; scaled by 8 beside a 4-byte access; SPARC has base + register, unscaled.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"

; RV-LABEL: @dot(
; RV: ph:
; RV: loop:
; RV-DAG: %[[P:lsr.iv[0-9]*]] = phi ptr [ %a, %ph ], [ %[[PN:lsr.iv.next[0-9]*]], %loop ]
; RV-DAG: %[[Q:lsr.iv[0-9]*]] = phi ptr [ %b, %ph ], [ %[[QN:lsr.iv.next[0-9]*]], %loop ]
; RV-DAG: load i32, ptr %[[P]], align 4
; RV-DAG: load i32, ptr %[[Q]], align 4
; RV-DAG: %[[PN]] = getelementptr i8, ptr %[[P]], i64 4
; RV-DAG: %[[QN]] = getelementptr i8, ptr %[[Q]], i64 4
; RV-NOT: getelementptr inbounds
; RV: exit:
; X86-LABEL: @dot(
; X86-NOT: lsr.iv
; X86: getelementptr inbounds i32, ptr %a, i64 %iv
; X86: getelementptr inbounds i32, ptr %b, i64 %iv
; X86-NOT: lsr.iv
; A64-LABEL: @dot(
; A64-NOT: lsr.iv
; A64: getelementptr inbounds i32, ptr %a, i64 %iv
; A64-LABEL: @stride8(
; SP-LABEL: @dot(
; SP-NOT: lsr.iv
; SP: getelementptr inbounds i32, ptr %a, i64 %iv
; SP-LABEL: @stride8(
define i64 @dot(ptr %a, ptr %b, i64 %n) {
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
  %c = icmp slt i64 %iv.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  ret i64 %r
}

; a[2*i] and a[2*i+1] of i32: stride 8. One pointer serves both accesses on every target
; but x86-64 (base + i*8 + 4 is one operand there).
; RV-LABEL: @stride8(
; RV: %[[P:lsr.iv[0-9]*]] = phi ptr [ %a, %ph ], [ %[[PN:lsr.iv.next[0-9]*]], %loop ]
; RV: load i32, ptr %[[P]]
; RV: %[[G:scevgep[0-9]*]] = getelementptr i8, ptr %[[P]], i64 4
; RV: load i32, ptr %[[G]]
; RV: %[[PN]] = getelementptr i8, ptr %[[P]], i64 8
; X86-LABEL: @stride8(
; X86-NOT: lsr.iv
; X86: ret
; A64: %[[P:lsr.iv[0-9]*]] = phi ptr [ %a, %ph ], [ %[[PN:lsr.iv.next[0-9]*]], %loop ]
; A64: getelementptr i8, ptr %[[P]], i64 4
; A64: %[[PN]] = getelementptr i8, ptr %[[P]], i64 8
; SP: %[[P:lsr.iv[0-9]*]] = phi ptr [ %a, %ph ], [ %[[PN:lsr.iv.next[0-9]*]], %loop ]
; SP: %[[PN]] = getelementptr i8, ptr %[[P]], i64 8
define i32 @stride8(ptr %a, i64 %n) {
entry:
  %c0 = icmp sgt i64 %n, 0
  br i1 %c0, label %ph, label %exit
ph:
  br label %loop
loop:
  %iv = phi i64 [ 0, %ph ], [ %iv.next, %loop ]
  %s = phi i32 [ 0, %ph ], [ %s.next, %loop ]
  %i2 = shl nuw nsw i64 %iv, 1
  %p0 = getelementptr inbounds i32, ptr %a, i64 %i2
  %x = load i32, ptr %p0, align 4
  %i3 = add nuw nsw i64 %i2, 1
  %p1 = getelementptr inbounds i32, ptr %a, i64 %i3
  %y = load i32, ptr %p1, align 4
  %t = add i32 %x, %y
  %s.next = add i32 %s, %t
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp slt i64 %iv.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}
