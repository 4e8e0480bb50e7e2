; Division and remainder, signed and unsigned, 32 and 64 bit, by register and by constants.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

define dso_local i64 @sdiv64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: sdiv64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %i0, %o0
; CHECK-NEXT: mov %i1, %o1
; CHECK-NEXT: mov %i2, %o2
; CHECK-NEXT: call __divdi3
; CHECK-NEXT: mov %i3, %o3
; CHECK-NEXT: mov %o0, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %o1, %o1
entry:
  %div = sdiv i64 %a, %b
  ret i64 %div
}

define dso_local i64 @udiv64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: udiv64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %i0, %o0
; CHECK-NEXT: mov %i1, %o1
; CHECK-NEXT: mov %i2, %o2
; CHECK-NEXT: call __udivdi3
; CHECK-NEXT: mov %i3, %o3
; CHECK-NEXT: mov %o0, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %o1, %o1
entry:
  %div = udiv i64 %a, %b
  ret i64 %div
}

define dso_local i64 @srem64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: srem64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %i0, %o0
; CHECK-NEXT: mov %i1, %o1
; CHECK-NEXT: mov %i2, %o2
; CHECK-NEXT: call __moddi3
; CHECK-NEXT: mov %i3, %o3
; CHECK-NEXT: mov %o0, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %o1, %o1
entry:
  %rem = srem i64 %a, %b
  ret i64 %rem
}

define dso_local i64 @urem64(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: urem64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %i0, %o0
; CHECK-NEXT: mov %i1, %o1
; CHECK-NEXT: mov %i2, %o2
; CHECK-NEXT: call __umoddi3
; CHECK-NEXT: mov %i3, %o3
; CHECK-NEXT: mov %o0, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %o1, %o1
entry:
  %rem = urem i64 %a, %b
  ret i64 %rem
}

define dso_local i32 @sdiv32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: sdiv32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sra %o0, 31, %o2
; CHECK-NEXT: wr %o2, %g0, %y
; CHECK-NEXT: retl
; CHECK-NEXT: sdiv %o0, %o1, %o0
entry:
  %div = sdiv i32 %a, %b
  ret i32 %div
}

define dso_local i32 @udiv32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: udiv32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: wr %g0, %g0, %y
; CHECK-NEXT: retl
; CHECK-NEXT: udiv %o0, %o1, %o0
entry:
  %div = udiv i32 %a, %b
  ret i32 %div
}

define dso_local i32 @srem32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: srem32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sra %o0, 31, %o2
; CHECK-NEXT: wr %o2, %g0, %y
; CHECK-NEXT: sdiv %o0, %o1, %o2
; CHECK-NEXT: smul %o2, %o1, %o2
; CHECK-NEXT: retl
; CHECK-NEXT: sub %o0, %o2, %o0
entry:
  %rem = srem i32 %a, %b
  ret i32 %rem
}

define dso_local i32 @urem32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: urem32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: wr %g0, %g0, %y
; CHECK-NEXT: udiv %o0, %o1, %o2
; CHECK-NEXT: smul %o2, %o1, %o2
; CHECK-NEXT: retl
; CHECK-NEXT: sub %o0, %o2, %o0
entry:
  %rem = urem i32 %a, %b
  ret i32 %rem
}

define dso_local i32 @udiv32_pow2(i32 noundef %a) {
; CHECK-LABEL: udiv32_pow2:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: srl %o0, 4, %o0
entry:
  %div = udiv i32 %a, 16
  ret i32 %div
}

define dso_local i32 @urem32_pow2(i32 noundef %a) {
; CHECK-LABEL: urem32_pow2:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: and %o0, 15, %o0
entry:
  %rem = urem i32 %a, 16
  ret i32 %rem
}

define dso_local i32 @sdiv32_const(i32 noundef %a) {
; CHECK-LABEL: sdiv32_const:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sra %o0, 31, %o1
; CHECK-NEXT: wr %o1, %g0, %y
; CHECK-NEXT: retl
; CHECK-NEXT: sdiv %o0, 7, %o0
entry:
  %div = sdiv i32 %a, 7
  ret i32 %div
}
