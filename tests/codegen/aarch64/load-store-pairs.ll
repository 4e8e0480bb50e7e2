; Load and store pairing (targets/aarch64/load_pairs.py): adjacent offsets off one base
; register become ldp/stp; a store between two loads, a load between two stores, or a
; gap in the offsets keeps them apart.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define i64 @load_pair(ptr %p) {
; CHECK-LABEL: load_pair:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldp x0, x1, [x0, #0]
; CHECK-NEXT: add x0, x0, x1
; CHECK-NEXT: ret
  %a = load i64, ptr %p, align 8
  %q = getelementptr i8, ptr %p, i64 8
  %b = load i64, ptr %q, align 8
  %s = add i64 %a, %b
  ret i64 %s
}

define <4 x i32> @lane_pairs_negative(ptr %p) {
; CHECK-LABEL: lane_pairs_negative:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: ldp w6, w4, [x0, #-16]
; CHECK-NEXT: ldp w2, w1, [x0, #-8]
; CHECK-NEXT: ldp w8, w7, [x0, #0]
; CHECK-NEXT: ldp w5, w3, [x0, #8]
; CHECK-NEXT: stp w6, w4, [x0, #0]
; CHECK-NEXT: stp w2, w1, [x0, #8]
; CHECK-NEXT: stp w8, w7, [x0, #16]
; CHECK-NEXT: stp w5, w3, [x0, #24]
; CHECK-NEXT: add w0, w6, w8
; CHECK-NEXT: str w0, [sp, #0]
; CHECK-NEXT: add w0, w4, w7
; CHECK-NEXT: stur w0, [sp, #4]
; CHECK-NEXT: add w0, w2, w5
; CHECK-NEXT: stur w0, [sp, #8]
; CHECK-NEXT: add w0, w1, w3
; CHECK-NEXT: stur w0, [sp, #12]
; CHECK-NEXT: ldr q0, [sp, #0]
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa 31, 0
; CHECK-NEXT: ret
  %q = getelementptr i8, ptr %p, i64 -16
  %a = load <4 x i32>, ptr %q, align 4
  %b = load <4 x i32>, ptr %p, align 4
  %s = add <4 x i32> %a, %b
  store <4 x i32> %a, ptr %p, align 4
  %r = getelementptr i8, ptr %p, i64 16
  store <4 x i32> %b, ptr %r, align 4
  ret <4 x i32> %s
}

define void @zero_pair(ptr %p) {
; CHECK-LABEL: zero_pair:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: stp wzr, wzr, [x0, #0]
; CHECK-NEXT: ret
  store i32 0, ptr %p, align 4
  %q = getelementptr i8, ptr %p, i64 4
  store i32 0, ptr %q, align 4
  ret void
}

define void @store_pair_reg_zero(ptr %p, i64 %v) {
; CHECK-LABEL: store_pair_reg_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: stp x1, xzr, [x0, #0]
; CHECK-NEXT: ret
  store i64 %v, ptr %p, align 8
  %q = getelementptr i8, ptr %p, i64 8
  store i64 0, ptr %q, align 8
  ret void
}
define i64 @store_between_loads(ptr %p, ptr %r) {
; CHECK-LABEL: store_between_loads:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldr x2, [x0, #0]
; CHECK-NEXT: mov x3, #1
; CHECK-NEXT: str x3, [x1, #0]
; CHECK-NEXT: ldur x0, [x0, #8]
; CHECK-NEXT: add x0, x2, x0
; CHECK-NEXT: ret
  %a = load i64, ptr %p, align 8
  store i64 1, ptr %r, align 8
  %q = getelementptr i8, ptr %p, i64 8
  %b = load i64, ptr %q, align 8
  %s = add i64 %a, %b
  ret i64 %s
}
define void @load_between_stores(ptr %p, ptr %r, i64 %x) {
; CHECK-LABEL: load_between_stores:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: str x2, [x0, #0]
; CHECK-NEXT: ldr x1, [x1, #0]
; CHECK-NEXT: stur x1, [x0, #8]
; CHECK-NEXT: ret
  store i64 %x, ptr %p, align 8
  %l = load i64, ptr %r, align 8
  %q = getelementptr i8, ptr %p, i64 8
  store i64 %l, ptr %q, align 8
  ret void
}
define i32 @offset_gap(ptr %p) {
; CHECK-LABEL: offset_gap:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldr w1, [x0, #0]
; CHECK-NEXT: ldur w0, [x0, #8]
; CHECK-NEXT: add w0, w1, w0
; CHECK-NEXT: ret
  %a = load i32, ptr %p, align 4
  %q = getelementptr i8, ptr %p, i64 8
  %b = load i32, ptr %q, align 4
  %s = add i32 %a, %b
  ret i32 %s
}
