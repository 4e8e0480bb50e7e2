; Integer compares producing a value, and selects.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define dso_local i32 @cmp_eq(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_eq:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp x0, x1
; CHECK-NEXT: cset w0, eq
; CHECK-NEXT: ret
entry:
  %cmp = icmp eq i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_ne(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_ne:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp x0, x1
; CHECK-NEXT: cset w0, ne
; CHECK-NEXT: ret
entry:
  %cmp = icmp ne i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_slt(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_slt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp x0, x1
; CHECK-NEXT: cset w0, lt
; CHECK-NEXT: ret
entry:
  %cmp = icmp slt i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_sge(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_sge:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp x0, x1
; CHECK-NEXT: cset w0, ge
; CHECK-NEXT: ret
entry:
  %cmp = icmp sge i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_ult(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_ult:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp x0, x1
; CHECK-NEXT: cset w0, lo
; CHECK-NEXT: ret
entry:
  %cmp = icmp ult i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_ugt(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: cmp_ugt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp x0, x1
; CHECK-NEXT: cset w0, hi
; CHECK-NEXT: ret
entry:
  %cmp = icmp ugt i64 %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_slt_imm(i32 noundef %a) {
; CHECK-LABEL: cmp_slt_imm:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp w0, #100
; CHECK-NEXT: cset w0, lt
; CHECK-NEXT: ret
entry:
  %cmp = icmp slt i32 %a, 100
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @cmp_eq_zero(i32 noundef %a) {
; CHECK-LABEL: cmp_eq_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp w0, #0
; CHECK-NEXT: cset w0, eq
; CHECK-NEXT: ret
entry:
  %cmp = icmp eq i32 %a, 0
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i64 @select_slt(i64 noundef %a, i64 noundef %b, i64 noundef %c, i64 noundef %d) {
; CHECK-LABEL: select_slt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp x0, x1
; CHECK-NEXT: csel x0, x2, x3, lt
; CHECK-NEXT: ret
entry:
  %cmp = icmp slt i64 %a, %b
  %cond = select i1 %cmp, i64 %c, i64 %d
  ret i64 %cond
}

define dso_local i32 @select_max(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: select_max:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp w0, w1
; CHECK-NEXT: csel w0, w0, w1, gt
; CHECK-NEXT: ret
entry:
  %cmp = icmp sgt i32 %a, %b
  %cond = select i1 %cmp, i32 %a, i32 %b
  ret i32 %cond
}

define dso_local i32 @select_const(i32 noundef %a) {
; CHECK-LABEL: select_const:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov w1, #5
; CHECK-NEXT: mov w2, #9
; CHECK-NEXT: cmp w0, #0
; CHECK-NEXT: csel w0, w1, w2, ne
; CHECK-NEXT: ret
entry:
  %tobool = icmp ne i32 %a, 0
  %cond = select i1 %tobool, i32 5, i32 9
  ret i32 %cond
}
