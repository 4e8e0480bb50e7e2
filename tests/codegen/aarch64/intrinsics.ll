; Intrinsics clang emits for C: bit counting, byte swap, min/max, overflow checks,
; fabs/sqrt, small constant-size memcpy/memset.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define dso_local i32 @clz32(i32 noundef %x) {
; CHECK-LABEL: clz32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: clz w0, w0
; CHECK-NEXT: ret
entry:
  %0 = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  ret i32 %0
}

define dso_local i32 @ctz32(i32 noundef %x) {
; CHECK-LABEL: ctz32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: rbit w0, w0
; CHECK-NEXT: clz w0, w0
; CHECK-NEXT: ret
entry:
  %0 = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  ret i32 %0
}

define dso_local i32 @popcount32(i32 noundef %x) {
; CHECK-LABEL: popcount32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: lsr w1, w0, #1
; CHECK-NEXT: and w1, w1, #1431655765
; CHECK-NEXT: sub w1, w0, w1
; CHECK-NEXT: and w0, w1, #858993459
; CHECK-NEXT: lsr w1, w1, #2
; CHECK-NEXT: and w1, w1, #858993459
; CHECK-NEXT: add w0, w0, w1
; CHECK-NEXT: add w0, w0, w0, lsr #4
; CHECK-NEXT: and w0, w0, #252645135
; CHECK-NEXT: orr w1, wzr, #16843009
; CHECK-NEXT: mul w0, w0, w1
; CHECK-NEXT: lsr w0, w0, #24
; CHECK-NEXT: ret
entry:
  %0 = call i32 @llvm.ctpop.i32(i32 %x)
  ret i32 %0
}

define dso_local i32 @bswap32(i32 noundef %x) {
; CHECK-LABEL: bswap32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: rev w0, w0
; CHECK-NEXT: ret
entry:
  %0 = call i32 @llvm.bswap.i32(i32 %x)
  ret i32 %0
}

define dso_local i32 @smax32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: smax32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp w0, w1
; CHECK-NEXT: csel w0, w0, w1, gt
; CHECK-NEXT: ret
entry:
  %0 = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  ret i32 %0
}

define dso_local i32 @umin32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: umin32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp w0, w1
; CHECK-NEXT: csel w0, w0, w1, lo
; CHECK-NEXT: ret
entry:
  %0 = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  ret i32 %0
}

define dso_local i32 @sadd_overflow(i32 noundef %a, i32 noundef %b, ptr noundef %res) {
; CHECK-LABEL: sadd_overflow:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: add w3, w0, w1
; CHECK-NEXT: str w3, [x2, #0]
; CHECK-NEXT: eor w0, w3, w0
; CHECK-NEXT: eor w1, w3, w1
; CHECK-NEXT: and w0, w0, w1
; CHECK-NEXT: cmp w0, #0
; CHECK-NEXT: cset w0, lt
; CHECK-NEXT: ret
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
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: and x0, x0, #4294967295
; CHECK-NEXT: and x1, x1, #4294967295
; CHECK-NEXT: mul x0, x0, x1
; CHECK-NEXT: lsr x0, x0, #32
; CHECK-NEXT: cmp w0, #0
; CHECK-NEXT: cset w0, ne
; CHECK-NEXT: ret
entry:
  %0 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %1 = extractvalue { i32, i1 } %0, 1
  %conv = zext i1 %1 to i32
  ret i32 %conv
}

define dso_local double @fabs_d(double noundef %x) {
; CHECK-LABEL: fabs_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fabs d0, d0
; CHECK-NEXT: ret
entry:
  %0 = call double @llvm.fabs.f64(double %x)
  ret double %0
}

define dso_local double @sqrt_d(double noundef %x) {
; CHECK-LABEL: sqrt_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fsqrt d0, d0
; CHECK-NEXT: ret
entry:
  %0 = call double @llvm.sqrt.f64(double %x)
  ret double %0
}

define dso_local void @copy16(ptr noundef %d, ptr noundef %s) {
; CHECK-LABEL: copy16:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldp x1, x2, [x1, #0]
; CHECK-NEXT: stp x1, x2, [x0, #0]
; CHECK-NEXT: ret
entry:
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 16, i1 false)
  ret void
}

define dso_local void @zero12(ptr noundef %d) {
; CHECK-LABEL: zero12:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: str xzr, [x0, #0]
; CHECK-NEXT: stur wzr, [x0, #8]
; CHECK-NEXT: ret
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
