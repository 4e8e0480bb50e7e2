; Post-indexed loads (targets/aarch64/post_index.py) move the load up to the base
; increment; a volatile load never crosses another volatile access on the way
; (codegen/mir.py is_ordered_access). Before the check, the load of %p moved above the
; volatile load of %p+1 here (`ldrb w1, [x0], #1; ldrb w2, [x0, #0]`: the two volatile
; reads swapped); llc-16 keeps [p+1] first (`ldrb w9, [x8, #1]!; ldrb w10, [x0]`).
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define i64 @volatile_loads_keep_order(ptr %p) {
; CHECK-LABEL: volatile_loads_keep_order:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: add x1, x0, #1
; CHECK-NEXT: ldurb w2, [x0, #1]
; CHECK-NEXT: ldrb w0, [x0, #0]
; CHECK-NEXT: add x0, x2, x0
; CHECK-NEXT: add x0, x0, x1
; CHECK-NEXT: ret
entry:
  %n = getelementptr inbounds i8, ptr %p, i64 1
  %a = load volatile i8, ptr %n, align 1
  %c = load volatile i8, ptr %p, align 1
  %aa = zext i8 %a to i64
  %cc = zext i8 %c to i64
  %s = add i64 %aa, %cc
  %pn = ptrtoint ptr %n to i64
  %r = add i64 %s, %pn
  ret i64 %r
}

define i64 @plain_loads_post_index(ptr %p) {
; CHECK-LABEL: plain_loads_post_index:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldrb w1, [x0], #1
; CHECK-NEXT: ldrb w2, [x0, #0]
; CHECK-NEXT: add x1, x2, x1
; CHECK-NEXT: add x0, x1, x0
; CHECK-NEXT: ret
entry:
  %n = getelementptr inbounds i8, ptr %p, i64 1
  %a = load i8, ptr %n, align 1
  %c = load i8, ptr %p, align 1
  %aa = zext i8 %a to i64
  %cc = zext i8 %c to i64
  %s = add i64 %aa, %cc
  %pn = ptrtoint ptr %n to i64
  %r = add i64 %s, %pn
  ret i64 %r
}
