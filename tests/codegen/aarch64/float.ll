; Float and double arithmetic, compares and conversions.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define dso_local double @fadd_d(double noundef %a, double noundef %b) {
; CHECK-LABEL: fadd_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fadd d0, d0, d1
; CHECK-NEXT: ret
entry:
  %add = fadd double %a, %b
  ret double %add
}

define dso_local double @fsub_d(double noundef %a, double noundef %b) {
; CHECK-LABEL: fsub_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fsub d0, d0, d1
; CHECK-NEXT: ret
entry:
  %sub = fsub double %a, %b
  ret double %sub
}

define dso_local double @fmul_d(double noundef %a, double noundef %b) {
; CHECK-LABEL: fmul_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fmul d0, d0, d1
; CHECK-NEXT: ret
entry:
  %mul = fmul double %a, %b
  ret double %mul
}

define dso_local double @fdiv_d(double noundef %a, double noundef %b) {
; CHECK-LABEL: fdiv_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fdiv d0, d0, d1
; CHECK-NEXT: ret
entry:
  %div = fdiv double %a, %b
  ret double %div
}

define dso_local float @fadd_s(float noundef %a, float noundef %b) {
; CHECK-LABEL: fadd_s:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fadd s0, s0, s1
; CHECK-NEXT: ret
entry:
  %add = fadd float %a, %b
  ret float %add
}

define dso_local float @fmul_s(float noundef %a, float noundef %b) {
; CHECK-LABEL: fmul_s:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fmul s0, s0, s1
; CHECK-NEXT: ret
entry:
  %mul = fmul float %a, %b
  ret float %mul
}

define dso_local float @fdiv_s(float noundef %a, float noundef %b) {
; CHECK-LABEL: fdiv_s:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fdiv s0, s0, s1
; CHECK-NEXT: ret
entry:
  %div = fdiv float %a, %b
  ret float %div
}

define dso_local double @fneg_d(double noundef %a) {
; CHECK-LABEL: fneg_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fneg d0, d0
; CHECK-NEXT: ret
entry:
  %fneg = fneg double %a
  ret double %fneg
}

define dso_local i32 @fcmp_olt(double noundef %a, double noundef %b) {
; CHECK-LABEL: fcmp_olt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fcmp d0, d1
; CHECK-NEXT: cset w0, mi
; CHECK-NEXT: ret
entry:
  %cmp = fcmp olt double %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local i32 @fcmp_oeq_s(float noundef %a, float noundef %b) {
; CHECK-LABEL: fcmp_oeq_s:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fcmp s0, s1
; CHECK-NEXT: cset w0, eq
; CHECK-NEXT: ret
entry:
  %cmp = fcmp oeq float %a, %b
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

define dso_local double @sitofp_i32(i32 noundef %a) {
; CHECK-LABEL: sitofp_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: scvtf d0, w0
; CHECK-NEXT: ret
entry:
  %conv = sitofp i32 %a to double
  ret double %conv
}

define dso_local double @sitofp_i64(i64 noundef %a) {
; CHECK-LABEL: sitofp_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: scvtf d0, x0
; CHECK-NEXT: ret
entry:
  %conv = sitofp i64 %a to double
  ret double %conv
}

define dso_local i32 @fptosi_d(double noundef %a) {
; CHECK-LABEL: fptosi_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fcvtzs w0, d0
; CHECK-NEXT: ret
entry:
  %conv = fptosi double %a to i32
  ret i32 %conv
}

define dso_local i64 @fptosi_d64(double noundef %a) {
; CHECK-LABEL: fptosi_d64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fcvtzs x0, d0
; CHECK-NEXT: ret
entry:
  %conv = fptosi double %a to i64
  ret i64 %conv
}

define dso_local float @sitofp_s(i32 noundef %a) {
; CHECK-LABEL: sitofp_s:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: scvtf s0, w0
; CHECK-NEXT: ret
entry:
  %conv = sitofp i32 %a to float
  ret float %conv
}

define dso_local double @fpext(float noundef %a) {
; CHECK-LABEL: fpext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fcvt d0, s0
; CHECK-NEXT: ret
entry:
  %conv = fpext float %a to double
  ret double %conv
}

define dso_local float @fptrunc(double noundef %a) {
; CHECK-LABEL: fptrunc:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fcvt s0, d0
; CHECK-NEXT: ret
entry:
  %conv = fptrunc double %a to float
  ret float %conv
}

define dso_local double @load_add_d(ptr noundef %p) {
; CHECK-LABEL: load_add_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldp d0, d1, [x0, #0]
; CHECK-NEXT: fadd d0, d0, d1
; CHECK-NEXT: str d0, [x0, #0]
; CHECK-NEXT: ret
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
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ucvtf d0, x0
; CHECK-NEXT: ret
entry:
  %conv = uitofp i64 %a to double
  ret double %conv
}

define dso_local double @uitofp_i32(i32 noundef %a) {
; CHECK-LABEL: uitofp_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ucvtf d0, w0
; CHECK-NEXT: ret
entry:
  %conv = uitofp i32 %a to double
  ret double %conv
}

define dso_local i32 @fptoui_d(double noundef %a) {
; CHECK-LABEL: fptoui_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fcvtzu w0, d0
; CHECK-NEXT: ret
entry:
  %conv = fptoui double %a to i32
  ret i32 %conv
}
