; fneg/fabs of a double: fnegs/fabss of the pair's high register, plus fmovs of the low
; one when the result is another pair (targets/sparc/fneg_double.py), not a round trip
; through the integer registers.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

define double @neg_same(double %a) {
; CHECK-LABEL: neg_same:{{.*}}
; CHECK: save %sp, -112, %sp
; CHECK: st %i1, [%fp+-12]
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: fnegs %f0, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
  %r = fneg double %a
  ret double %r
}

define double @neg_other_pair(double %a, double %b) {
; CHECK-LABEL: neg_other_pair:{{.*}}
; CHECK: save %sp, -112, %sp
; CHECK: st %i1, [%fp+-12]
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: fnegs %f0, %f2
; CHECK-NEXT: fmovs %f1, %f3
; CHECK-NEXT: faddd %f2, %f0, %f0
; CHECK-NEXT: fmuld %f0, %f2, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
  %r = fneg double %a
  %s = fadd double %r, %a
  %t = fmul double %s, %r
  ret double %t
}

define double @abs_same(double %a) {
; CHECK-LABEL: abs_same:{{.*}}
; CHECK: save %sp, -112, %sp
; CHECK: st %i1, [%fp+-12]
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: fabss %f0, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
  %r = call double @llvm.fabs.f64(double %a)
  ret double %r
}

declare double @llvm.fabs.f64(double)
