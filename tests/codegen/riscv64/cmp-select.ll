; Integer compares producing a value, and selects.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define dso_local i32 @cmp_eq(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_eq:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xor a0, a0, a1
; CHECK-NEXT: seqz a0, a0
; CHECK-NEXT: ret
entry:
  %cmp = icmp eq i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_ne(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_ne:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xor a0, a0, a1
; CHECK-NEXT: snez a0, a0
; CHECK-NEXT: ret
entry:
  %cmp = icmp ne i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_slt(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_slt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slt a0, a0, a1
; CHECK-NEXT: ret
entry:
  %cmp = icmp slt i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_sge(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_sge:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slt a0, a0, a1
; CHECK-NEXT: xori a0, a0, 1
; CHECK-NEXT: ret
entry:
  %cmp = icmp sge i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_ult(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_ult:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sltu a0, a0, a1
; CHECK-NEXT: ret
entry:
  %cmp = icmp ult i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_ugt(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_ugt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sltu a0, a1, a0
; CHECK-NEXT: ret
entry:
  %cmp = icmp ugt i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_slt_imm(i32 noundef %a) {
; CHECK-LABEL: cmp_slt_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sext.w a0, a0
; CHECK-NEXT: slti a0, a0, 100
; CHECK-NEXT: ret
entry:
  %cmp = icmp slt i32 %a, 100
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_eq_zero(i32 noundef %a) {
; CHECK-LABEL: cmp_eq_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slli a0, a0, 32
; CHECK-NEXT: seqz a0, a0
; CHECK-NEXT: ret
entry:
  %cmp = icmp eq i32 %a, 0
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i64 @select_slt(i64 noundef %a, i64 noundef %b, i64 noundef %c, i64 noundef %d) {
; CHECK-LABEL: select_slt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: blt a0, a1, .LBB8_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: mv a2, a3
; CHECK-NEXT: .LBB8_2:{{.*}}
; CHECK-NEXT: mv a0, a2
; CHECK-NEXT: ret
entry:
  %cmp = icmp slt i64 %a, %b
  %cond = select i1 %cmp, i64 %c, i64 %d
  ret i64 %cond
}

define dso_local i32 @select_max(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: select_max:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sext.w a2, a0
; CHECK-NEXT: sext.w a3, a1
; CHECK-NEXT: blt a3, a2, .LBB9_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: mv a0, a1
; CHECK-NEXT: .LBB9_2:{{.*}}
; CHECK-NEXT: ret
entry:
  %cmp = icmp sgt i32 %a, %b
  %cond = select i1 %cmp, i32 %a, i32 %b
  ret i32 %cond
}

define dso_local i32 @select_const(i32 noundef %a) {
; CHECK-LABEL: select_const:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slli a1, a0, 32
; CHECK-NEXT: addi a0, zero, 5
; CHECK-NEXT: addi a2, zero, 9
; CHECK-NEXT: bne a1, zero, .LBB10_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: mv a0, a2
; CHECK-NEXT: .LBB10_2:{{.*}}
; CHECK-NEXT: ret
entry:
  %tobool = icmp ne i32 %a, 0
  %cond = select i1 %tobool, i32 5, i32 9
  ret i32 %cond
}
