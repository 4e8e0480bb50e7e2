; 64-bit add and subtract on the 32-bit SPARC: addcc + addxcc / subcc + subxcc through the
; icc carry (targets/sparc/carry.py), not a carry computed by compare.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

define i64 @add(i64 %a, i64 %b) {
; CHECK-LABEL: add:{{.*}}
; CHECK: addcc %o1, %o3, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: addxcc %o0, %o2, %o0
  %s = add i64 %a, %b
  ret i64 %s
}

define i64 @sub(i64 %a, i64 %b) {
; CHECK-LABEL: sub:{{.*}}
; CHECK: subcc %o1, %o3, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: subxcc %o0, %o2, %o0
  %s = sub i64 %a, %b
  ret i64 %s
}

define i64 @add_imm(i64 %a) {
; CHECK-LABEL: add_imm:{{.*}}
; CHECK: addcc %o1, 1, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: addxcc %o0, 0, %o0
  %s = add i64 %a, 1
  ret i64 %s
}

define i64 @sub_from_imm(i64 %a) {
; CHECK-LABEL: sub_from_imm:{{.*}}
; CHECK: mov 5, %o2
; CHECK-NEXT: subcc %o2, %o1, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: subxcc %g0, %o0, %o0
  %s = sub i64 5, %a
  ret i64 %s
}
