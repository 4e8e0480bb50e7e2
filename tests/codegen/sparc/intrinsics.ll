; Intrinsics clang emits for C: bit counting, byte swap, min/max, overflow checks,
; fabs/sqrt, small constant-size memcpy/memset.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

define dso_local i32 @clz32(i32 noundef %x) {
; CHECK-LABEL: clz32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: srl %o0, 1, %o3
; CHECK-NEXT: or %o0, %o3, %o3
; CHECK-NEXT: srl %o3, 2, %o1
; CHECK-NEXT: or %o3, %o1, %o3
; CHECK-NEXT: srl %o3, 4, %o1
; CHECK-NEXT: or %o3, %o1, %o3
; CHECK-NEXT: srl %o3, 8, %o1
; CHECK-NEXT: or %o3, %o1, %o3
; CHECK-NEXT: srl %o3, 16, %o1
; CHECK-NEXT: or %o3, %o1, %o3
; CHECK-NEXT: xnor %o3, %g0, %o3
; CHECK-NEXT: srl %o3, 1, %o1
; CHECK-NEXT: sethi 1398101, %o2
; CHECK-NEXT: or %o2, 341, %o2
; CHECK-NEXT: and %o1, %o2, %o1
; CHECK-NEXT: sub %o3, %o1, %o3
; CHECK-NEXT: sethi 838860, %o1
; CHECK-NEXT: or %o1, 819, %o1
; CHECK-NEXT: and %o3, %o1, %o2
; CHECK-NEXT: srl %o3, 2, %o3
; CHECK-NEXT: and %o3, %o1, %o3
; CHECK-NEXT: add %o2, %o3, %o3
; CHECK-NEXT: srl %o3, 4, %o1
; CHECK-NEXT: add %o3, %o1, %o3
; CHECK-NEXT: sethi 246723, %o1
; CHECK-NEXT: or %o1, 783, %o1
; CHECK-NEXT: and %o3, %o1, %o3
; CHECK-NEXT: sethi 16448, %o1
; CHECK-NEXT: or %o1, 257, %o1
; CHECK-NEXT: smul %o3, %o1, %o3
; CHECK-NEXT: retl
; CHECK-NEXT: srl %o3, 24, %o0
entry:
  %0 = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  ret i32 %0
}

define dso_local i32 @ctz32(i32 noundef %x) {
; CHECK-LABEL: ctz32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: add %o0, -1, %o3
; CHECK-NEXT: andn %o3, %o0, %o3
; CHECK-NEXT: srl %o3, 1, %o1
; CHECK-NEXT: sethi 1398101, %o2
; CHECK-NEXT: or %o2, 341, %o2
; CHECK-NEXT: and %o1, %o2, %o1
; CHECK-NEXT: sub %o3, %o1, %o3
; CHECK-NEXT: sethi 838860, %o1
; CHECK-NEXT: or %o1, 819, %o1
; CHECK-NEXT: and %o3, %o1, %o2
; CHECK-NEXT: srl %o3, 2, %o3
; CHECK-NEXT: and %o3, %o1, %o3
; CHECK-NEXT: add %o2, %o3, %o3
; CHECK-NEXT: srl %o3, 4, %o1
; CHECK-NEXT: add %o3, %o1, %o3
; CHECK-NEXT: sethi 246723, %o1
; CHECK-NEXT: or %o1, 783, %o1
; CHECK-NEXT: and %o3, %o1, %o3
; CHECK-NEXT: sethi 16448, %o1
; CHECK-NEXT: or %o1, 257, %o1
; CHECK-NEXT: smul %o3, %o1, %o3
; CHECK-NEXT: retl
; CHECK-NEXT: srl %o3, 24, %o0
entry:
  %0 = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  ret i32 %0
}

define dso_local i32 @popcount32(i32 noundef %x) {
; CHECK-LABEL: popcount32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: srl %o0, 1, %o3
; CHECK-NEXT: sethi 1398101, %o1
; CHECK-NEXT: or %o1, 341, %o1
; CHECK-NEXT: and %o3, %o1, %o3
; CHECK-NEXT: sub %o0, %o3, %o3
; CHECK-NEXT: sethi 838860, %o1
; CHECK-NEXT: or %o1, 819, %o1
; CHECK-NEXT: and %o3, %o1, %o2
; CHECK-NEXT: srl %o3, 2, %o3
; CHECK-NEXT: and %o3, %o1, %o3
; CHECK-NEXT: add %o2, %o3, %o3
; CHECK-NEXT: srl %o3, 4, %o1
; CHECK-NEXT: add %o3, %o1, %o3
; CHECK-NEXT: sethi 246723, %o1
; CHECK-NEXT: or %o1, 783, %o1
; CHECK-NEXT: and %o3, %o1, %o3
; CHECK-NEXT: sethi 16448, %o1
; CHECK-NEXT: or %o1, 257, %o1
; CHECK-NEXT: smul %o3, %o1, %o3
; CHECK-NEXT: retl
; CHECK-NEXT: srl %o3, 24, %o0
entry:
  %0 = call i32 @llvm.ctpop.i32(i32 %x)
  ret i32 %0
}

define dso_local i32 @bswap32(i32 noundef %x) {
; CHECK-LABEL: bswap32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: and %o0, 255, %o3
; CHECK-NEXT: sll %o3, 24, %o3
; CHECK-NEXT: sethi 63, %o1
; CHECK-NEXT: or %o1, 768, %o1
; CHECK-NEXT: and %o0, %o1, %o2
; CHECK-NEXT: sll %o2, 8, %o2
; CHECK-NEXT: or %o3, %o2, %o3
; CHECK-NEXT: srl %o0, 8, %o2
; CHECK-NEXT: and %o2, %o1, %o1
; CHECK-NEXT: or %o3, %o1, %o3
; CHECK-NEXT: srl %o0, 24, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: or %o3, %o1, %o0
entry:
  %0 = call i32 @llvm.bswap.i32(i32 %x)
  ret i32 %0
}

define dso_local i32 @smax32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: smax32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %o0, %o1
; CHECK-NEXT: bg .LBB4_2
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %o1, %o0
; CHECK-NEXT: .LBB4_2:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
entry:
  %0 = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  ret i32 %0
}

define dso_local i32 @umin32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: umin32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %o0, %o1
; CHECK-NEXT: bcs .LBB5_2
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %o1, %o0
; CHECK-NEXT: .LBB5_2:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
entry:
  %0 = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  ret i32 %0
}

define dso_local i32 @sadd_overflow(i32 noundef %a, i32 noundef %b, ptr noundef %res) {
; CHECK-LABEL: sadd_overflow:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: add %o0, %o1, %o3
; CHECK-NEXT: st %o3, [%o2+0]
; CHECK-NEXT: xor %o3, %o0, %o4
; CHECK-NEXT: xor %o3, %o1, %o3
; CHECK-NEXT: and %o4, %o3, %o3
; CHECK-NEXT: cmp %o3, 0
; CHECK-NEXT: bl .LBB6_2
; CHECK-NEXT: mov 1, %o0
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g0, %o0
; CHECK-NEXT: .LBB6_2:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
entry:
  %0 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %1 = extractvalue { i32, i1 } %0, 1
  %2 = extractvalue { i32, i1 } %0, 0
  store i32 %2, ptr %res, align 4
  %conv = zext i1 %1 to i32
  ret i32 %conv
}

define dso_local i32 @umul_overflow(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: umul_overflow:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: umul %o0, %o1, %o2
; CHECK-NEXT: rd %y, %o2
; CHECK-NEXT: cmp %g0, %o2
; CHECK-NEXT: retl
; CHECK-NEXT: addx %g0, 0, %o0
entry:
  %0 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %1 = extractvalue { i32, i1 } %0, 1
  %conv = zext i1 %1 to i32
  ret i32 %conv
}

define dso_local double @fabs_d(double noundef %x) {
; CHECK-LABEL: fabs_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: fabss %f0, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %0 = call double @llvm.fabs.f64(double %x)
  ret double %0
}

define dso_local double @sqrt_d(double noundef %x) {
; CHECK-LABEL: sqrt_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: fsqrtd %f0, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %0 = call double @llvm.sqrt.f64(double %x)
  ret double %0
}

define dso_local void @copy16(ptr noundef %d, ptr noundef %s) {
; CHECK-LABEL: copy16:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: ld [%o1+0], %o4
; CHECK-NEXT: ld [%o1+4], %o5
; CHECK-NEXT: ld [%o1+8], %o2
; CHECK-NEXT: ld [%o1+12], %o3
; CHECK-NEXT: st %o4, [%o0+0]
; CHECK-NEXT: st %o5, [%o0+4]
; CHECK-NEXT: st %o2, [%o0+8]
; CHECK-NEXT: retl
; CHECK-NEXT: st %o3, [%o0+12]
entry:
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 16, i1 false)
  ret void
}

define dso_local void @zero12(ptr noundef %d) {
; CHECK-LABEL: zero12:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: st %g0, [%o0+0]
; CHECK-NEXT: st %g0, [%o0+4]
; CHECK-NEXT: retl
; CHECK-NEXT: st %g0, [%o0+8]
entry:
  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 0, i64 12, i1 false)
  ret void
}

declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare double @llvm.fabs.f64(double)
declare double @llvm.sqrt.f64(double)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)
