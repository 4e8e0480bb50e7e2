; fp128 on SPARC V8 (no hard quad): the ABI's _Q_* routines as llc-16 calls them, operands
; by address, results through the structure-return word at %sp+64 followed by `unimp 16`;
; comparisons through _Q_cmp; fneg flips bit 31 of the high word. (llc-16 rejects f128
; arguments and results of calls on V8, so the values live in memory here.)
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O0 %s -o - | FileCheck %s --check-prefix=O0

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"
define void @add(ptr %r, ptr %a, ptr %b) {
; CHECK-LABEL: add:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -144, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: ld [%i1+12], %o1
; CHECK-NEXT: ld [%i1+8], %l0
; CHECK-NEXT: ld [%i1+4], %l1
; CHECK-NEXT: ld [%i1+0], %l2
; CHECK-NEXT: ld [%i2+12], %o2
; CHECK-NEXT: ld [%i2+8], %o3
; CHECK-NEXT: ld [%i2+4], %o4
; CHECK-NEXT: ld [%i2+0], %o5
; CHECK-NEXT: add %fp, -32, %o0
; CHECK-NEXT: st %o1, [%fp+-20]
; CHECK-NEXT: st %l0, [%fp+-24]
; CHECK-NEXT: st %l1, [%fp+-28]
; CHECK-NEXT: st %l2, [%fp+-32]
; CHECK-NEXT: add %fp, -16, %o1
; CHECK-NEXT: st %o2, [%fp+-4]
; CHECK-NEXT: st %o3, [%fp+-8]
; CHECK-NEXT: st %o4, [%fp+-12]
; CHECK-NEXT: st %o5, [%fp+-16]
; CHECK-NEXT: mov %sp, %o2
; CHECK-NEXT: add %fp, -48, %o3
; CHECK-NEXT: call _Q_add
; CHECK-NEXT: st %o3, [%o2+64]
; CHECK-NEXT: unimp 16
; CHECK-NEXT: ld [%fp+-36], %o0
; CHECK-NEXT: st %o0, [%i0+12]
; CHECK-NEXT: ld [%fp+-40], %o0
; CHECK-NEXT: st %o0, [%i0+8]
; CHECK-NEXT: ld [%fp+-44], %o0
; CHECK-NEXT: st %o0, [%i0+4]
; CHECK-NEXT: ld [%fp+-48], %o0
; CHECK-NEXT: st %o0, [%i0+0]
; CHECK-NEXT: ret
; CHECK-NEXT: restore
; O0-LABEL: add:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -160, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: mov %i1, %o1
; O0-NEXT: mov %i2, %o2
; O0-NEXT: ld [%o1+12], %o3
; O0-NEXT: ld [%o1+8], %o4
; O0-NEXT: ld [%o1+4], %o5
; O0-NEXT: ld [%o1+0], %o1
; O0-NEXT: ld [%o2+12], %l0
; O0-NEXT: ld [%o2+8], %l1
; O0-NEXT: ld [%o2+4], %l2
; O0-NEXT: ld [%o2+0], %o2
; O0-NEXT: add %fp, -48, %l3
; O0-NEXT: st %o3, [%fp+-36]
; O0-NEXT: st %o4, [%fp+-40]
; O0-NEXT: st %o5, [%fp+-44]
; O0-NEXT: st %o1, [%fp+-48]
; O0-NEXT: add %fp, -32, %o1
; O0-NEXT: st %l0, [%fp+-20]
; O0-NEXT: st %l1, [%fp+-24]
; O0-NEXT: st %l2, [%fp+-28]
; O0-NEXT: st %o2, [%fp+-32]
; O0-NEXT: mov %sp, %o2
; O0-NEXT: add %fp, -64, %o3
; O0-NEXT: st %o3, [%o2+64]
; O0-NEXT: st %o0, [%fp+-16]
; O0-NEXT: call _Q_add
; O0-NEXT: mov %l3, %o0
; O0-NEXT: unimp 16
; O0-NEXT: ld [%fp+-52], %o0
; O0-NEXT: ld [%fp+-16], %o1
; O0-NEXT: st %o0, [%o1+12]
; O0-NEXT: ld [%fp+-56], %o0
; O0-NEXT: st %o0, [%o1+8]
; O0-NEXT: ld [%fp+-60], %o0
; O0-NEXT: st %o0, [%o1+4]
; O0-NEXT: ld [%fp+-64], %o0
; O0-NEXT: st %o0, [%o1+0]
; O0-NEXT: ret
; O0-NEXT: restore
  %x = load fp128, ptr %a
  %y = load fp128, ptr %b
  %z = fadd fp128 %x, %y
  store fp128 %z, ptr %r
  ret void
}

define i32 @lt(ptr %a, ptr %b) {
; CHECK-LABEL: lt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -128, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: ld [%i0+12], %o1
; CHECK-NEXT: ld [%i0+8], %l0
; CHECK-NEXT: ld [%i0+4], %l1
; CHECK-NEXT: ld [%i0+0], %l2
; CHECK-NEXT: ld [%i1+12], %o2
; CHECK-NEXT: ld [%i1+8], %o3
; CHECK-NEXT: ld [%i1+4], %o4
; CHECK-NEXT: ld [%i1+0], %o5
; CHECK-NEXT: add %fp, -32, %o0
; CHECK-NEXT: st %o1, [%fp+-20]
; CHECK-NEXT: st %l0, [%fp+-24]
; CHECK-NEXT: st %l1, [%fp+-28]
; CHECK-NEXT: st %l2, [%fp+-32]
; CHECK-NEXT: add %fp, -16, %o1
; CHECK-NEXT: st %o2, [%fp+-4]
; CHECK-NEXT: st %o3, [%fp+-8]
; CHECK-NEXT: st %o4, [%fp+-12]
; CHECK-NEXT: call _Q_cmp
; CHECK-NEXT: st %o5, [%fp+-16]
; CHECK-NEXT: xor %o0, 1, %o0
; CHECK-NEXT: cmp %g0, %o0
; CHECK-NEXT: subx %g0, -1, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
; O0-LABEL: lt:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -144, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: mov %i1, %o1
; O0-NEXT: ld [%o0+12], %o2
; O0-NEXT: ld [%o0+8], %o3
; O0-NEXT: ld [%o0+4], %o4
; O0-NEXT: ld [%o0+0], %o0
; O0-NEXT: ld [%o1+12], %o5
; O0-NEXT: ld [%o1+8], %l0
; O0-NEXT: ld [%o1+4], %l1
; O0-NEXT: ld [%o1+0], %o1
; O0-NEXT: add %fp, -48, %l2
; O0-NEXT: st %o2, [%fp+-36]
; O0-NEXT: st %o3, [%fp+-40]
; O0-NEXT: st %o4, [%fp+-44]
; O0-NEXT: st %o0, [%fp+-48]
; O0-NEXT: add %fp, -32, %o0
; O0-NEXT: st %o5, [%fp+-20]
; O0-NEXT: st %l0, [%fp+-24]
; O0-NEXT: st %l1, [%fp+-28]
; O0-NEXT: st %o1, [%fp+-32]
; O0-NEXT: st %o0, [%fp+-16]
; O0-NEXT: mov %l2, %o0
; O0-NEXT: call _Q_cmp
; O0-NEXT: ld [%fp+-16], %o1
; O0-NEXT: xor %o0, 1, %o0
; O0-NEXT: cmp %g0, %o0
; O0-NEXT: subx %g0, -1, %o0
; O0-NEXT: ret
; O0-NEXT: restore %g0, %o0, %o0
  %x = load fp128, ptr %a
  %y = load fp128, ptr %b
  %c = fcmp olt fp128 %x, %y
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @ueq(ptr %a, ptr %b) {
; CHECK-LABEL: ueq:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -128, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: ld [%i0+12], %o1
; CHECK-NEXT: ld [%i0+8], %l0
; CHECK-NEXT: ld [%i0+4], %l1
; CHECK-NEXT: ld [%i0+0], %l2
; CHECK-NEXT: ld [%i1+12], %o2
; CHECK-NEXT: ld [%i1+8], %o3
; CHECK-NEXT: ld [%i1+4], %o4
; CHECK-NEXT: ld [%i1+0], %o5
; CHECK-NEXT: add %fp, -32, %o0
; CHECK-NEXT: st %o1, [%fp+-20]
; CHECK-NEXT: st %l0, [%fp+-24]
; CHECK-NEXT: st %l1, [%fp+-28]
; CHECK-NEXT: st %l2, [%fp+-32]
; CHECK-NEXT: add %fp, -16, %o1
; CHECK-NEXT: st %o2, [%fp+-4]
; CHECK-NEXT: st %o3, [%fp+-8]
; CHECK-NEXT: st %o4, [%fp+-12]
; CHECK-NEXT: call _Q_cmp
; CHECK-NEXT: st %o5, [%fp+-16]
; CHECK-NEXT: add %o0, 1, %o0
; CHECK-NEXT: and %o0, 2, %o0
; CHECK-NEXT: cmp %g0, %o0
; CHECK-NEXT: subx %g0, -1, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
; O0-LABEL: ueq:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -144, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: mov %i1, %o1
; O0-NEXT: ld [%o0+12], %o2
; O0-NEXT: ld [%o0+8], %o3
; O0-NEXT: ld [%o0+4], %o4
; O0-NEXT: ld [%o0+0], %o0
; O0-NEXT: ld [%o1+12], %o5
; O0-NEXT: ld [%o1+8], %l0
; O0-NEXT: ld [%o1+4], %l1
; O0-NEXT: ld [%o1+0], %o1
; O0-NEXT: add %fp, -48, %l2
; O0-NEXT: st %o2, [%fp+-36]
; O0-NEXT: st %o3, [%fp+-40]
; O0-NEXT: st %o4, [%fp+-44]
; O0-NEXT: st %o0, [%fp+-48]
; O0-NEXT: add %fp, -32, %o0
; O0-NEXT: st %o5, [%fp+-20]
; O0-NEXT: st %l0, [%fp+-24]
; O0-NEXT: st %l1, [%fp+-28]
; O0-NEXT: st %o1, [%fp+-32]
; O0-NEXT: st %o0, [%fp+-16]
; O0-NEXT: mov %l2, %o0
; O0-NEXT: call _Q_cmp
; O0-NEXT: ld [%fp+-16], %o1
; O0-NEXT: add %o0, 1, %o0
; O0-NEXT: and %o0, 2, %o0
; O0-NEXT: cmp %g0, %o0
; O0-NEXT: subx %g0, -1, %o0
; O0-NEXT: ret
; O0-NEXT: restore %g0, %o0, %o0
  %x = load fp128, ptr %a
  %y = load fp128, ptr %b
  %c = fcmp ueq fp128 %x, %y
  %z = zext i1 %c to i32
  ret i32 %z
}

define void @neg(ptr %r, ptr %a) {
; CHECK-LABEL: neg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: ld [%o1+12], %o5
; CHECK-NEXT: ld [%o1+8], %o2
; CHECK-NEXT: ld [%o1+4], %o3
; CHECK-NEXT: ld [%o1+0], %o4
; CHECK-NEXT: st %o5, [%o0+12]
; CHECK-NEXT: st %o2, [%o0+8]
; CHECK-NEXT: st %o3, [%o0+4]
; CHECK-NEXT: sethi 2097152, %o5
; CHECK-NEXT: xor %o4, %o5, %o4
; CHECK-NEXT: retl
; CHECK-NEXT: st %o4, [%o0+0]
; O0-LABEL: neg:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -96, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: mov %i1, %o1
; O0-NEXT: ld [%o1+12], %o2
; O0-NEXT: ld [%o1+8], %o3
; O0-NEXT: ld [%o1+4], %o4
; O0-NEXT: ld [%o1+0], %o1
; O0-NEXT: st %o2, [%o0+12]
; O0-NEXT: st %o3, [%o0+8]
; O0-NEXT: st %o4, [%o0+4]
; O0-NEXT: sethi 2097152, %o2
; O0-NEXT: xor %o1, %o2, %o1
; O0-NEXT: st %o1, [%o0+0]
; O0-NEXT: ret
; O0-NEXT: restore
  %x = load fp128, ptr %a
  %z = fneg fp128 %x
  store fp128 %z, ptr %r
  ret void
}

define i64 @toi(ptr %a) {
; CHECK-LABEL: toi:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: ld [%i0+12], %o1
; CHECK-NEXT: ld [%i0+8], %o2
; CHECK-NEXT: ld [%i0+4], %o3
; CHECK-NEXT: ld [%i0+0], %o4
; CHECK-NEXT: add %fp, -16, %o0
; CHECK-NEXT: st %o1, [%fp+-4]
; CHECK-NEXT: st %o2, [%fp+-8]
; CHECK-NEXT: st %o3, [%fp+-12]
; CHECK-NEXT: call _Q_qtoll
; CHECK-NEXT: st %o4, [%fp+-16]
; CHECK-NEXT: mov %o0, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %o1, %o1
; O0-LABEL: toi:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -112, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: ld [%o0+12], %o1
; O0-NEXT: ld [%o0+8], %o2
; O0-NEXT: ld [%o0+4], %o3
; O0-NEXT: ld [%o0+0], %o0
; O0-NEXT: add %fp, -16, %o4
; O0-NEXT: st %o1, [%fp+-4]
; O0-NEXT: st %o2, [%fp+-8]
; O0-NEXT: st %o3, [%fp+-12]
; O0-NEXT: st %o0, [%fp+-16]
; O0-NEXT: call _Q_qtoll
; O0-NEXT: mov %o4, %o0
; O0-NEXT: mov %o0, %i0
; O0-NEXT: ret
; O0-NEXT: restore %g0, %o1, %o1
  %x = load fp128, ptr %a
  %z = fptosi fp128 %x to i64
  ret i64 %z
}

define i32 @toi32(ptr %a) {
; CHECK-LABEL: toi32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: ld [%i0+12], %o1
; CHECK-NEXT: ld [%i0+8], %o2
; CHECK-NEXT: ld [%i0+4], %o3
; CHECK-NEXT: ld [%i0+0], %o4
; CHECK-NEXT: add %fp, -16, %o0
; CHECK-NEXT: st %o1, [%fp+-4]
; CHECK-NEXT: st %o2, [%fp+-8]
; CHECK-NEXT: st %o3, [%fp+-12]
; CHECK-NEXT: call _Q_qtou
; CHECK-NEXT: st %o4, [%fp+-16]
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %o0, %o0
; O0-LABEL: toi32:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -112, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: ld [%o0+12], %o1
; O0-NEXT: ld [%o0+8], %o2
; O0-NEXT: ld [%o0+4], %o3
; O0-NEXT: ld [%o0+0], %o0
; O0-NEXT: add %fp, -16, %o4
; O0-NEXT: st %o1, [%fp+-4]
; O0-NEXT: st %o2, [%fp+-8]
; O0-NEXT: st %o3, [%fp+-12]
; O0-NEXT: st %o0, [%fp+-16]
; O0-NEXT: call _Q_qtou
; O0-NEXT: mov %o4, %o0
; O0-NEXT: ret
; O0-NEXT: restore %g0, %o0, %o0
  %x = load fp128, ptr %a
  %z = fptoui fp128 %x to i32
  ret i32 %z
}

define double @tod(ptr %a) {
; CHECK-LABEL: tod:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: ld [%i0+12], %o1
; CHECK-NEXT: ld [%i0+8], %o2
; CHECK-NEXT: ld [%i0+4], %o3
; CHECK-NEXT: ld [%i0+0], %o4
; CHECK-NEXT: add %fp, -16, %o0
; CHECK-NEXT: st %o1, [%fp+-4]
; CHECK-NEXT: st %o2, [%fp+-8]
; CHECK-NEXT: st %o3, [%fp+-12]
; CHECK-NEXT: call _Q_qtod
; CHECK-NEXT: st %o4, [%fp+-16]
; CHECK-NEXT: ret
; CHECK-NEXT: restore
; O0-LABEL: tod:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -112, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: ld [%o0+12], %o1
; O0-NEXT: ld [%o0+8], %o2
; O0-NEXT: ld [%o0+4], %o3
; O0-NEXT: ld [%o0+0], %o0
; O0-NEXT: add %fp, -16, %o4
; O0-NEXT: st %o1, [%fp+-4]
; O0-NEXT: st %o2, [%fp+-8]
; O0-NEXT: st %o3, [%fp+-12]
; O0-NEXT: st %o0, [%fp+-16]
; O0-NEXT: call _Q_qtod
; O0-NEXT: mov %o4, %o0
; O0-NEXT: ret
; O0-NEXT: restore
  %x = load fp128, ptr %a
  %z = fptrunc fp128 %x to double
  ret double %z
}

define void @fromd(ptr %r, double %d) {
; CHECK-LABEL: fromd:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -128, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %sp, %o0
; CHECK-NEXT: add %fp, -24, %o1
; CHECK-NEXT: st %o1, [%o0+64]
; CHECK-NEXT: st %i2, [%fp+-28]
; CHECK-NEXT: st %i1, [%fp+-32]
; CHECK-NEXT: ldd [%fp+-32], %f0
; CHECK-NEXT: std %f0, [%fp+-8]
; CHECK-NEXT: ld [%fp+-8], %o0
; CHECK-NEXT: call _Q_dtoq
; CHECK-NEXT: ld [%fp+-4], %o1
; CHECK-NEXT: unimp 16
; CHECK-NEXT: ld [%fp+-12], %o0
; CHECK-NEXT: st %o0, [%i0+12]
; CHECK-NEXT: ld [%fp+-16], %o0
; CHECK-NEXT: st %o0, [%i0+8]
; CHECK-NEXT: ld [%fp+-20], %o0
; CHECK-NEXT: st %o0, [%i0+4]
; CHECK-NEXT: ld [%fp+-24], %o0
; CHECK-NEXT: st %o0, [%i0+0]
; CHECK-NEXT: ret
; CHECK-NEXT: restore
; O0-LABEL: fromd:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -144, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: mov %i1, %o1
; O0-NEXT: mov %i2, %o2
; O0-NEXT: mov %sp, %o3
; O0-NEXT: add %fp, -40, %o4
; O0-NEXT: st %o4, [%o3+64]
; O0-NEXT: st %o2, [%fp+-44]
; O0-NEXT: st %o1, [%fp+-48]
; O0-NEXT: ldd [%fp+-48], %f0
; O0-NEXT: std %f0, [%fp+-24]
; O0-NEXT: ld [%fp+-24], %o1
; O0-NEXT: ld [%fp+-20], %o2
; O0-NEXT: st %o0, [%fp+-16]
; O0-NEXT: mov %o1, %o0
; O0-NEXT: call _Q_dtoq
; O0-NEXT: mov %o2, %o1
; O0-NEXT: unimp 16
; O0-NEXT: ld [%fp+-28], %o0
; O0-NEXT: ld [%fp+-16], %o1
; O0-NEXT: st %o0, [%o1+12]
; O0-NEXT: ld [%fp+-32], %o0
; O0-NEXT: st %o0, [%o1+8]
; O0-NEXT: ld [%fp+-36], %o0
; O0-NEXT: st %o0, [%o1+4]
; O0-NEXT: ld [%fp+-40], %o0
; O0-NEXT: st %o0, [%o1+0]
; O0-NEXT: ret
; O0-NEXT: restore
  %z = fpext double %d to fp128
  store fp128 %z, ptr %r
  ret void
}

define void @fromi(ptr %r, i64 %d) {
; CHECK-LABEL: fromi:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %i1, %o0
; CHECK-NEXT: mov %i2, %o1
; CHECK-NEXT: mov %sp, %o2
; CHECK-NEXT: add %fp, -16, %o3
; CHECK-NEXT: call _Q_ulltoq
; CHECK-NEXT: st %o3, [%o2+64]
; CHECK-NEXT: unimp 16
; CHECK-NEXT: ld [%fp+-4], %o0
; CHECK-NEXT: st %o0, [%i0+12]
; CHECK-NEXT: ld [%fp+-8], %o0
; CHECK-NEXT: st %o0, [%i0+8]
; CHECK-NEXT: ld [%fp+-12], %o0
; CHECK-NEXT: st %o0, [%i0+4]
; CHECK-NEXT: ld [%fp+-16], %o0
; CHECK-NEXT: st %o0, [%i0+0]
; CHECK-NEXT: ret
; CHECK-NEXT: restore
; O0-LABEL: fromi:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -128, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: mov %i1, %o1
; O0-NEXT: mov %i2, %o2
; O0-NEXT: mov %sp, %o3
; O0-NEXT: add %fp, -32, %o4
; O0-NEXT: st %o4, [%o3+64]
; O0-NEXT: st %o0, [%fp+-16]
; O0-NEXT: mov %o1, %o0
; O0-NEXT: call _Q_ulltoq
; O0-NEXT: mov %o2, %o1
; O0-NEXT: unimp 16
; O0-NEXT: ld [%fp+-20], %o0
; O0-NEXT: ld [%fp+-16], %o1
; O0-NEXT: st %o0, [%o1+12]
; O0-NEXT: ld [%fp+-24], %o0
; O0-NEXT: st %o0, [%o1+8]
; O0-NEXT: ld [%fp+-28], %o0
; O0-NEXT: st %o0, [%o1+4]
; O0-NEXT: ld [%fp+-32], %o0
; O0-NEXT: st %o0, [%o1+0]
; O0-NEXT: ret
; O0-NEXT: restore
  %z = uitofp i64 %d to fp128
  store fp128 %z, ptr %r
  ret void
}

define void @cst(ptr %r) {
; CHECK-LABEL: cst:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: st %g0, [%o0+12]
; CHECK-NEXT: st %g0, [%o0+8]
; CHECK-NEXT: st %g0, [%o0+4]
; CHECK-NEXT: sethi 1048544, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: st %o1, [%o0+0]
; O0-LABEL: cst:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -96, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: st %g0, [%o0+12]
; O0-NEXT: st %g0, [%o0+8]
; O0-NEXT: st %g0, [%o0+4]
; O0-NEXT: sethi 1048544, %o1
; O0-NEXT: st %o1, [%o0+0]
; O0-NEXT: ret
; O0-NEXT: restore
  store fp128 0xL00000000000000003FFF800000000000, ptr %r
  ret void
}
