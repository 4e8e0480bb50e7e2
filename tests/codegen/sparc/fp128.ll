; fp128 on SPARC V8 (no hard quad): the ABI's _Q_* routines as llc-16 calls them, operands
; by address, results through the structure-return word at %sp+64 followed by `unimp 16`;
; comparisons through _Q_cmp; fneg flips bit 31 of the high word. (llc-16 rejects f128
; arguments and results of calls on V8, so the values live in memory here.)
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O0 %s -o - | FileCheck %s --check-prefix=O0

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"
define void @add(ptr %r, ptr %a, ptr %b) {
; CHECK-LABEL: add:
; CHECK: st %o2, [%o0+64]
; CHECK: call _Q_add
; CHECK: unimp 16
; O0-LABEL: add:
; O0: call _Q_add
  %x = load fp128, ptr %a
  %y = load fp128, ptr %b
  %z = fadd fp128 %x, %y
  store fp128 %z, ptr %r
  ret void
}

define i32 @lt(ptr %a, ptr %b) {
; CHECK-LABEL: lt:
; CHECK: call _Q_cmp
; O0-LABEL: lt:
; O0: call _Q_cmp
  %x = load fp128, ptr %a
  %y = load fp128, ptr %b
  %c = fcmp olt fp128 %x, %y
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @ueq(ptr %a, ptr %b) {
; CHECK-LABEL: ueq:
; CHECK: call _Q_cmp
; O0-LABEL: ueq:
; O0: call _Q_cmp
  %x = load fp128, ptr %a
  %y = load fp128, ptr %b
  %c = fcmp ueq fp128 %x, %y
  %z = zext i1 %c to i32
  ret i32 %z
}

define void @neg(ptr %r, ptr %a) {
; CHECK-LABEL: neg:
; CHECK: sethi 2097152, %o0
; CHECK: xor %o3, %o0, %o0
; O0-LABEL: neg:
  %x = load fp128, ptr %a
  %z = fneg fp128 %x
  store fp128 %z, ptr %r
  ret void
}

define i64 @toi(ptr %a) {
; CHECK-LABEL: toi:
; CHECK: call _Q_qtoll
; O0-LABEL: toi:
; O0: call _Q_qtoll
  %x = load fp128, ptr %a
  %z = fptosi fp128 %x to i64
  ret i64 %z
}

define i32 @toi32(ptr %a) {
; CHECK-LABEL: toi32:
; CHECK: call _Q_qtou
; O0-LABEL: toi32:
; O0: call _Q_qtou
  %x = load fp128, ptr %a
  %z = fptoui fp128 %x to i32
  ret i32 %z
}

define double @tod(ptr %a) {
; CHECK-LABEL: tod:
; CHECK: call _Q_qtod
; O0-LABEL: tod:
; O0: call _Q_qtod
  %x = load fp128, ptr %a
  %z = fptrunc fp128 %x to double
  ret double %z
}

define void @fromd(ptr %r, double %d) {
; CHECK-LABEL: fromd:
; CHECK: call _Q_dtoq
; CHECK: unimp 16
; O0-LABEL: fromd:
; O0: call _Q_dtoq
  %z = fpext double %d to fp128
  store fp128 %z, ptr %r
  ret void
}

define void @fromi(ptr %r, i64 %d) {
; CHECK-LABEL: fromi:
; CHECK: call _Q_ulltoq
; CHECK: unimp 16
; O0-LABEL: fromi:
; O0: call _Q_ulltoq
  %z = uitofp i64 %d to fp128
  store fp128 %z, ptr %r
  ret void
}

define void @cst(ptr %r) {
; CHECK-LABEL: cst:
; CHECK: sethi 1048544, [[R:%[a-z0-9]+]]
; CHECK: st [[R]], [%i0+0]
; O0-LABEL: cst:
  store fp128 0xL00000000000000003FFF800000000000, ptr %r
  ret void
}
