; Integer casts: trunc, zext, sext between widths; pointer <-> integer.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

define dso_local i64 @sext_i32(i32 noundef %a) {
; CHECK-LABEL: sext_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: mov %o0, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: sra %o1, 31, %o0
entry:
  %conv = sext i32 %a to i64
  ret i64 %conv
}

define dso_local i64 @zext_i32(i32 noundef %a) {
; CHECK-LABEL: zext_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: mov %o0, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: mov %g0, %o0
entry:
  %conv = zext i32 %a to i64
  ret i64 %conv
}

define dso_local i32 @sext_i8(i8 noundef %a) {
; CHECK-LABEL: sext_i8:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sll %o0, 24, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: sra %o1, 24, %o0
entry:
  %conv = sext i8 %a to i32
  ret i32 %conv
}

define dso_local i32 @zext_i16(i16 noundef %a) {
; CHECK-LABEL: zext_i16:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi 63, %o1
; CHECK-NEXT: or %o1, 1023, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: and %o0, %o1, %o0
entry:
  %conv = zext i16 %a to i32
  ret i32 %conv
}

define dso_local i32 @trunc_i64(i64 noundef %a) {
; CHECK-LABEL: trunc_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: mov %o1, %o0
entry:
  %conv = trunc i64 %a to i32
  ret i32 %conv
}

define dso_local i32 @trunc_sext_i8(i64 noundef %a) {
; CHECK-LABEL: trunc_sext_i8:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sll %o1, 24, %o2
; CHECK-NEXT: retl
; CHECK-NEXT: sra %o2, 24, %o0
entry:
  %t = trunc i64 %a to i8
  %conv = sext i8 %t to i32
  ret i32 %conv
}

define dso_local i32 @trunc_zext_i16(i32 noundef %a) {
; CHECK-LABEL: trunc_zext_i16:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi 63, %o1
; CHECK-NEXT: or %o1, 1023, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: and %o0, %o1, %o0
entry:
  %t = trunc i32 %a to i16
  %conv = zext i16 %t to i32
  ret i32 %conv
}

define dso_local i64 @ptrtoint(ptr noundef %p) {
; CHECK-LABEL: ptrtoint:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: mov %o0, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: mov %g0, %o0
entry:
  %0 = ptrtoint ptr %p to i64
  ret i64 %0
}

define dso_local ptr @inttoptr(i64 noundef %a) {
; CHECK-LABEL: inttoptr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: mov %o1, %o0
entry:
  %0 = inttoptr i64 %a to ptr
  ret ptr %0
}

define dso_local i32 @zext_i1(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: zext_i1:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %o0, %o1
; CHECK-NEXT: bgu .LBB9_2
; CHECK-NEXT: mov 1, %o2
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g0, %o2
; CHECK-NEXT: .LBB9_2:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: add %o2, %o0, %o0
entry:
  %cmp = icmp ugt i32 %a, %b
  %conv = zext i1 %cmp to i32
  %add = add i32 %conv, %a
  ret i32 %add
}
