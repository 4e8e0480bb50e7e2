; Materializing integer constants: small, negative, 32-bit, 64-bit, and float constants.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

define dso_local i64 @const_zero() {
; CHECK-LABEL: const_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: mov %g0, %o0
; CHECK-NEXT: retl
; CHECK-NEXT: mov %g0, %o1
entry:
  ret i64 0
}

define dso_local i64 @const_small() {
; CHECK-LABEL: const_small:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: mov 42, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: mov %g0, %o0
entry:
  ret i64 42
}

define dso_local i64 @const_neg() {
; CHECK-LABEL: const_neg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: mov -1, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: mov %o1, %o0
entry:
  ret i64 -1
}

define dso_local i32 @const_i32() {
; CHECK-LABEL: const_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi 298261, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: or %o1, 632, %o0
entry:
  ret i32 305419896
}

define dso_local i32 @const_i32_min() {
; CHECK-LABEL: const_i32_min:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: sethi 2097152, %o0
entry:
  ret i32 -2147483648
}

define dso_local i64 @const_u32max() {
; CHECK-LABEL: const_u32max:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: mov -1, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: mov %g0, %o0
entry:
  ret i64 4294967295
}

define dso_local i64 @const_i64() {
; CHECK-LABEL: const_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi 298261, %o2
; CHECK-NEXT: or %o2, 632, %o0
; CHECK-NEXT: sethi 2535223, %o2
; CHECK-NEXT: retl
; CHECK-NEXT: or %o2, 752, %o1
entry:
  ret i64 1311768467463790320
}

define dso_local i64 @const_hi_only() {
; CHECK-LABEL: const_hi_only:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi 18641, %o2
; CHECK-NEXT: or %o2, 359, %o0
; CHECK-NEXT: sethi 2255603, %o2
; CHECK-NEXT: retl
; CHECK-NEXT: or %o2, 495, %o1
entry:
  ret i64 81985529216486895
}

define dso_local double @const_double() {
; CHECK-LABEL: const_double:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: sethi 1049152, %o0
; CHECK-NEXT: st %o0, [%fp+-16]
; CHECK-NEXT: st %g0, [%fp+-12]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  ret double 3.125
}

define dso_local float @const_float() {
; CHECK-LABEL: const_float:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: sethi 1044480, %o0
; CHECK-NEXT: st %o0, [%fp+-16]
; CHECK-NEXT: ld [%fp+-16], %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  ret float 1.500000e+00
}

define dso_local double @const_double_zero() {
; CHECK-LABEL: const_double_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %g0, [%fp+-16]
; CHECK-NEXT: st %g0, [%fp+-12]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  ret double 0.000000e+00
}
