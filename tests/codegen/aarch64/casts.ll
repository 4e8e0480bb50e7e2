; Integer casts: trunc, zext, sext between widths; pointer <-> integer.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define dso_local i64 @sext_i32(i32 noundef %a) {
; CHECK-LABEL: sext_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sxtw x0, w0
; CHECK-NEXT: ret
entry:
  %conv = sext i32 %a to i64
  ret i64 %conv
}

define dso_local i64 @zext_i32(i32 noundef %a) {
; CHECK-LABEL: zext_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: and x0, x0, #4294967295
; CHECK-NEXT: ret
entry:
  %conv = zext i32 %a to i64
  ret i64 %conv
}

define dso_local i32 @sext_i8(i8 noundef %a) {
; CHECK-LABEL: sext_i8:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sxtb w0, w0
; CHECK-NEXT: ret
entry:
  %conv = sext i8 %a to i32
  ret i32 %conv
}

define dso_local i32 @zext_i16(i16 noundef %a) {
; CHECK-LABEL: zext_i16:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: and w0, w0, #65535
; CHECK-NEXT: ret
entry:
  %conv = zext i16 %a to i32
  ret i32 %conv
}

define dso_local i32 @trunc_i64(i64 noundef %a) {
; CHECK-LABEL: trunc_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ret
entry:
  %conv = trunc i64 %a to i32
  ret i32 %conv
}

define dso_local i32 @trunc_sext_i8(i64 noundef %a) {
; CHECK-LABEL: trunc_sext_i8:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sxtb w0, w0
; CHECK-NEXT: ret
entry:
  %t = trunc i64 %a to i8
  %conv = sext i8 %t to i32
  ret i32 %conv
}

define dso_local i32 @trunc_zext_i16(i32 noundef %a) {
; CHECK-LABEL: trunc_zext_i16:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: and w0, w0, #65535
; CHECK-NEXT: ret
entry:
  %t = trunc i32 %a to i16
  %conv = zext i16 %t to i32
  ret i32 %conv
}

define dso_local i64 @ptrtoint(ptr noundef %p) {
; CHECK-LABEL: ptrtoint:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ret
entry:
  %0 = ptrtoint ptr %p to i64
  ret i64 %0
}

define dso_local ptr @inttoptr(i64 noundef %a) {
; CHECK-LABEL: inttoptr:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ret
entry:
  %0 = inttoptr i64 %a to ptr
  ret ptr %0
}

define dso_local i32 @zext_i1(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: zext_i1:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp w0, w1
; CHECK-NEXT: csinc w0, w0, w0, ls
; CHECK-NEXT: ret
entry:
  %cmp = icmp ugt i32 %a, %b
  %conv = zext i1 %cmp to i32
  %add = add i32 %conv, %a
  ret i32 %add
}
