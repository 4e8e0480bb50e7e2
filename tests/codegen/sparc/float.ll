; Float and double arithmetic, compares and conversions.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

define dso_local double @fadd_d(double noundef %a, double noundef %b) {
; CHECK-LABEL: fadd_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: st %i3, [%fp+-4]
; CHECK-NEXT: st %i2, [%fp+-8]
; CHECK-NEXT: ldd [%fp+-8], %f2
; CHECK-NEXT: faddd %f0, %f2, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %add = fadd double %a, %b
  ret double %add
}

define dso_local double @fsub_d(double noundef %a, double noundef %b) {
; CHECK-LABEL: fsub_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: st %i3, [%fp+-4]
; CHECK-NEXT: st %i2, [%fp+-8]
; CHECK-NEXT: ldd [%fp+-8], %f2
; CHECK-NEXT: fsubd %f0, %f2, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %sub = fsub double %a, %b
  ret double %sub
}

define dso_local double @fmul_d(double noundef %a, double noundef %b) {
; CHECK-LABEL: fmul_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: st %i3, [%fp+-4]
; CHECK-NEXT: st %i2, [%fp+-8]
; CHECK-NEXT: ldd [%fp+-8], %f2
; CHECK-NEXT: fmuld %f0, %f2, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %mul = fmul double %a, %b
  ret double %mul
}

define dso_local double @fdiv_d(double noundef %a, double noundef %b) {
; CHECK-LABEL: fdiv_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: st %i3, [%fp+-4]
; CHECK-NEXT: st %i2, [%fp+-8]
; CHECK-NEXT: ldd [%fp+-8], %f2
; CHECK-NEXT: fdivd %f0, %f2, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %div = fdiv double %a, %b
  ret double %div
}

define dso_local float @fadd_s(float noundef %a, float noundef %b) {
; CHECK-LABEL: fadd_s:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ld [%fp+-16], %f0
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: ld [%fp+-12], %f1
; CHECK-NEXT: fadds %f0, %f1, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %add = fadd float %a, %b
  ret float %add
}

define dso_local float @fmul_s(float noundef %a, float noundef %b) {
; CHECK-LABEL: fmul_s:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ld [%fp+-16], %f0
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: ld [%fp+-12], %f1
; CHECK-NEXT: fmuls %f0, %f1, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %mul = fmul float %a, %b
  ret float %mul
}

define dso_local float @fdiv_s(float noundef %a, float noundef %b) {
; CHECK-LABEL: fdiv_s:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ld [%fp+-16], %f0
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: ld [%fp+-12], %f1
; CHECK-NEXT: fdivs %f0, %f1, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %div = fdiv float %a, %b
  ret float %div
}

define dso_local double @fneg_d(double noundef %a) {
; CHECK-LABEL: fneg_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: fnegs %f0, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %fneg = fneg double %a
  ret double %fneg
}

define dso_local i32 @fcmp_olt(double noundef %a, double noundef %b) {
; CHECK-LABEL: fcmp_olt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: st %i3, [%fp+-4]
; CHECK-NEXT: st %i2, [%fp+-8]
; CHECK-NEXT: ldd [%fp+-8], %f2
; CHECK-NEXT: fcmpd %f0, %f2
; CHECK-NEXT: nop
; CHECK-NEXT: mov 1, %i0
; CHECK-NEXT: fbl .LBB8_2
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g0, %i0
; CHECK-NEXT: .LBB8_2:{{.*}}
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %cmp = fcmp olt double %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @fcmp_oeq_s(float noundef %a, float noundef %b) {
; CHECK-LABEL: fcmp_oeq_s:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ld [%fp+-16], %f0
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: ld [%fp+-12], %f1
; CHECK-NEXT: fcmps %f0, %f1
; CHECK-NEXT: nop
; CHECK-NEXT: mov 1, %i0
; CHECK-NEXT: fbe .LBB9_2
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g0, %i0
; CHECK-NEXT: .LBB9_2:{{.*}}
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %cmp = fcmp oeq float %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local double @sitofp_i32(i32 noundef %a) {
; CHECK-LABEL: sitofp_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ld [%fp+-16], %f0
; CHECK-NEXT: fitod %f0, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %conv = sitofp i32 %a to double
  ret double %conv
}

define dso_local double @sitofp_i64(i64 noundef %a) {
; CHECK-LABEL: sitofp_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %i0, %o0
; CHECK-NEXT: call __floatdidf
; CHECK-NEXT: mov %i1, %o1
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %conv = sitofp i64 %a to double
  ret double %conv
}

define dso_local i32 @fptosi_d(double noundef %a) {
; CHECK-LABEL: fptosi_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: fdtoi %f0, %f0
; CHECK-NEXT: st %f0, [%fp+-8]
; CHECK-NEXT: ld [%fp+-8], %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %conv = fptosi double %a to i32
  ret i32 %conv
}

define dso_local i64 @fptosi_d64(double noundef %a) {
; CHECK-LABEL: fptosi_d64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: std %f0, [%fp+-8]
; CHECK-NEXT: ld [%fp+-8], %o0
; CHECK-NEXT: call __fixdfdi
; CHECK-NEXT: ld [%fp+-4], %o1
; CHECK-NEXT: mov %o0, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %o1, %o1
entry:
  %conv = fptosi double %a to i64
  ret i64 %conv
}

define dso_local float @sitofp_s(i32 noundef %a) {
; CHECK-LABEL: sitofp_s:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ld [%fp+-16], %f0
; CHECK-NEXT: fitos %f0, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %conv = sitofp i32 %a to float
  ret float %conv
}

define dso_local double @fpext(float noundef %a) {
; CHECK-LABEL: fpext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ld [%fp+-16], %f0
; CHECK-NEXT: fstod %f0, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %conv = fpext float %a to double
  ret double %conv
}

define dso_local float @fptrunc(double noundef %a) {
; CHECK-LABEL: fptrunc:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: fdtos %f0, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %conv = fptrunc double %a to float
  ret float %conv
}

define dso_local double @load_add_d(ptr noundef %p) {
; CHECK-LABEL: load_add_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: ldd [%o0+0], %f0
; CHECK-NEXT: ldd [%o0+8], %f2
; CHECK-NEXT: faddd %f0, %f2, %f0
; CHECK-NEXT: std %f0, [%o0+0]
; CHECK-NEXT: retl
; CHECK-NEXT: nop
entry:
  %0 = load double, ptr %p, align 8
  %arrayidx1 = getelementptr inbounds double, ptr %p, i64 1
  %1 = load double, ptr %arrayidx1, align 8
  %add = fadd double %0, %1
  store double %add, ptr %p, align 8
  ret double %add
}

define dso_local double @uitofp_i64(i64 noundef %a) {
; CHECK-LABEL: uitofp_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %i0, %o0
; CHECK-NEXT: call __floatundidf
; CHECK-NEXT: mov %i1, %o1
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %conv = uitofp i64 %a to double
  ret double %conv
}

define dso_local double @uitofp_i32(i32 noundef %a) {
; CHECK-LABEL: uitofp_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: sethi 2097152, %o0
; CHECK-NEXT: xor %i0, %o0, %o0
; CHECK-NEXT: st %o0, [%fp+-8]
; CHECK-NEXT: ld [%fp+-8], %f0
; CHECK-NEXT: fitod %f0, %f0
; CHECK-NEXT: sethi 1079296, %o0
; CHECK-NEXT: st %o0, [%fp+-16]
; CHECK-NEXT: st %g0, [%fp+-12]
; CHECK-NEXT: ldd [%fp+-16], %f2
; CHECK-NEXT: faddd %f0, %f2, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %conv = uitofp i32 %a to double
  ret double %conv
}

define dso_local i32 @fptoui_d(double noundef %a) {
; CHECK-LABEL: fptoui_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -128, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i1, [%fp+-28]
; CHECK-NEXT: st %i0, [%fp+-32]
; CHECK-NEXT: ldd [%fp+-32], %f0
; CHECK-NEXT: sethi 1079296, %o0
; CHECK-NEXT: st %o0, [%fp+-24]
; CHECK-NEXT: st %g0, [%fp+-20]
; CHECK-NEXT: ldd [%fp+-24], %f2
; CHECK-NEXT: fdtoi %f0, %f4
; CHECK-NEXT: st %f4, [%fp+-16]
; CHECK-NEXT: ld [%fp+-16], %i0
; CHECK-NEXT: fsubd %f0, %f2, %f4
; CHECK-NEXT: fdtoi %f4, %f4
; CHECK-NEXT: st %f4, [%fp+-12]
; CHECK-NEXT: ld [%fp+-12], %o0
; CHECK-NEXT: sethi 2097152, %o1
; CHECK-NEXT: xor %o0, %o1, %o0
; CHECK-NEXT: fcmpd %f0, %f2
; CHECK-NEXT: nop
; CHECK-NEXT: fbl .LBB20_2
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %o0, %i0
; CHECK-NEXT: .LBB20_2:{{.*}}
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %conv = fptoui double %a to i32
  ret i32 %conv
}
