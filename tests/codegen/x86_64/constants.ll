; Materializing integer constants: small, negative, 32-bit, 64-bit, and float constants.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define dso_local i64 @const_zero() {
; CHECK-LABEL: const_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: retq
entry:
  ret i64 0
}

define dso_local i64 @const_small() {
; CHECK-LABEL: const_small:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl $42, %eax
; CHECK-NEXT: retq
entry:
  ret i64 42
}

define dso_local i64 @const_neg() {
; CHECK-LABEL: const_neg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq $-1, %rax
; CHECK-NEXT: retq
entry:
  ret i64 -1
}

define dso_local i32 @const_i32() {
; CHECK-LABEL: const_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl $305419896, %eax
; CHECK-NEXT: retq
entry:
  ret i32 305419896
}

define dso_local i32 @const_i32_min() {
; CHECK-LABEL: const_i32_min:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl $-2147483648, %eax
; CHECK-NEXT: retq
entry:
  ret i32 -2147483648
}

define dso_local i64 @const_u32max() {
; CHECK-LABEL: const_u32max:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl $4294967295, %eax
; CHECK-NEXT: retq
entry:
  ret i64 4294967295
}

define dso_local i64 @const_i64() {
; CHECK-LABEL: const_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movabsq $1311768467463790320, %rax
; CHECK-NEXT: retq
entry:
  ret i64 1311768467463790320
}

define dso_local i64 @const_hi_only() {
; CHECK-LABEL: const_hi_only:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movabsq $81985529216486895, %rax
; CHECK-NEXT: retq
entry:
  ret i64 81985529216486895
}

define dso_local double @const_double() {
; CHECK-LABEL: const_double:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movabsq $4614219293217783808, %rax
; CHECK-NEXT: movq %rax, %xmm0
; CHECK-NEXT: retq
entry:
  ret double 3.125
}

define dso_local float @const_float() {
; CHECK-LABEL: const_float:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl $1069547520, %eax
; CHECK-NEXT: movd %eax, %xmm0
; CHECK-NEXT: retq
entry:
  ret float 1.500000e+00
}

define dso_local double @const_double_zero() {
; CHECK-LABEL: const_double_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xorps %xmm0, %xmm0
; CHECK-NEXT: retq
entry:
  ret double 0.000000e+00
}
