; Intrinsics clang emits for C: bit counting, byte swap, min/max, overflow checks,
; fabs/sqrt, small constant-size memcpy/memset.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define dso_local i32 @clz32(i32 noundef %x) {
; CHECK-LABEL: clz32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slli a1, a0, 32
; CHECK-NEXT: srli a1, a1, 32
; CHECK-NEXT: srliw a0, a0, 1
; CHECK-NEXT: or a1, a1, a0
; CHECK-NEXT: srli a0, a1, 2
; CHECK-NEXT: or a1, a1, a0
; CHECK-NEXT: srli a0, a1, 4
; CHECK-NEXT: or a1, a1, a0
; CHECK-NEXT: srli a0, a1, 8
; CHECK-NEXT: or a1, a1, a0
; CHECK-NEXT: srli a0, a1, 16
; CHECK-NEXT: or a1, a1, a0
; CHECK-NEXT: srli a0, a1, 32
; CHECK-NEXT: or a1, a1, a0
; CHECK-NEXT: not a0, a1
; CHECK-NEXT: srli a1, a0, 1
; CHECK-NEXT: lui a2, 21845
; CHECK-NEXT: addiw a2, a2, 1365
; CHECK-NEXT: slli a2, a2, 12
; CHECK-NEXT: addi a2, a2, 1365
; CHECK-NEXT: slli a2, a2, 12
; CHECK-NEXT: addi a2, a2, 1365
; CHECK-NEXT: slli a2, a2, 12
; CHECK-NEXT: addi a2, a2, 1365
; CHECK-NEXT: and a1, a1, a2
; CHECK-NEXT: sub a0, a0, a1
; CHECK-NEXT: lui a1, 13107
; CHECK-NEXT: addiw a1, a1, 819
; CHECK-NEXT: slli a1, a1, 12
; CHECK-NEXT: addi a1, a1, 819
; CHECK-NEXT: slli a1, a1, 12
; CHECK-NEXT: addi a1, a1, 819
; CHECK-NEXT: slli a1, a1, 12
; CHECK-NEXT: addi a1, a1, 819
; CHECK-NEXT: and a2, a0, a1
; CHECK-NEXT: srli a0, a0, 2
; CHECK-NEXT: and a0, a0, a1
; CHECK-NEXT: add a2, a2, a0
; CHECK-NEXT: srli a0, a2, 4
; CHECK-NEXT: add a0, a2, a0
; CHECK-NEXT: lui a1, 3855
; CHECK-NEXT: addiw a1, a1, 241
; CHECK-NEXT: slli a1, a1, 12
; CHECK-NEXT: addi a1, a1, -241
; CHECK-NEXT: slli a1, a1, 12
; CHECK-NEXT: addi a1, a1, 241
; CHECK-NEXT: slli a1, a1, 12
; CHECK-NEXT: addi a1, a1, -241
; CHECK-NEXT: and a0, a0, a1
; CHECK-NEXT: lui a1, 4112
; CHECK-NEXT: addiw a1, a1, 257
; CHECK-NEXT: slli a1, a1, 16
; CHECK-NEXT: addi a1, a1, 257
; CHECK-NEXT: slli a1, a1, 16
; CHECK-NEXT: addi a1, a1, 257
; CHECK-NEXT: mul a0, a0, a1
; CHECK-NEXT: srli a0, a0, 56
; CHECK-NEXT: addi a0, a0, -32
; CHECK-NEXT: ret
entry:
  %0 = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  ret i32 %0
}

define dso_local i32 @ctz32(i32 noundef %x) {
; CHECK-LABEL: ctz32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi a1, zero, 1
; CHECK-NEXT: slli a1, a1, 32
; CHECK-NEXT: or a0, a0, a1
; CHECK-NEXT: not a1, a0
; CHECK-NEXT: addi a0, a0, -1
; CHECK-NEXT: and a0, a1, a0
; CHECK-NEXT: srli a1, a0, 1
; CHECK-NEXT: lui a2, 21845
; CHECK-NEXT: addiw a2, a2, 1365
; CHECK-NEXT: slli a2, a2, 12
; CHECK-NEXT: addi a2, a2, 1365
; CHECK-NEXT: slli a2, a2, 12
; CHECK-NEXT: addi a2, a2, 1365
; CHECK-NEXT: slli a2, a2, 12
; CHECK-NEXT: addi a2, a2, 1365
; CHECK-NEXT: and a1, a1, a2
; CHECK-NEXT: sub a0, a0, a1
; CHECK-NEXT: lui a1, 13107
; CHECK-NEXT: addiw a1, a1, 819
; CHECK-NEXT: slli a1, a1, 12
; CHECK-NEXT: addi a1, a1, 819
; CHECK-NEXT: slli a1, a1, 12
; CHECK-NEXT: addi a1, a1, 819
; CHECK-NEXT: slli a1, a1, 12
; CHECK-NEXT: addi a1, a1, 819
; CHECK-NEXT: and a2, a0, a1
; CHECK-NEXT: srli a0, a0, 2
; CHECK-NEXT: and a0, a0, a1
; CHECK-NEXT: add a2, a2, a0
; CHECK-NEXT: srli a0, a2, 4
; CHECK-NEXT: add a0, a2, a0
; CHECK-NEXT: lui a1, 3855
; CHECK-NEXT: addiw a1, a1, 241
; CHECK-NEXT: slli a1, a1, 12
; CHECK-NEXT: addi a1, a1, -241
; CHECK-NEXT: slli a1, a1, 12
; CHECK-NEXT: addi a1, a1, 241
; CHECK-NEXT: slli a1, a1, 12
; CHECK-NEXT: addi a1, a1, -241
; CHECK-NEXT: and a0, a0, a1
; CHECK-NEXT: lui a1, 4112
; CHECK-NEXT: addiw a1, a1, 257
; CHECK-NEXT: slli a1, a1, 16
; CHECK-NEXT: addi a1, a1, 257
; CHECK-NEXT: slli a1, a1, 16
; CHECK-NEXT: addi a1, a1, 257
; CHECK-NEXT: mul a0, a0, a1
; CHECK-NEXT: srli a0, a0, 56
; CHECK-NEXT: ret
entry:
  %0 = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  ret i32 %0
}

define dso_local i32 @popcount32(i32 noundef %x) {
; CHECK-LABEL: popcount32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slli a1, a0, 32
; CHECK-NEXT: srli a1, a1, 32
; CHECK-NEXT: srliw a0, a0, 1
; CHECK-NEXT: lui a2, 21845
; CHECK-NEXT: addiw a2, a2, 1365
; CHECK-NEXT: slli a2, a2, 12
; CHECK-NEXT: addi a2, a2, 1365
; CHECK-NEXT: slli a2, a2, 12
; CHECK-NEXT: addi a2, a2, 1365
; CHECK-NEXT: slli a2, a2, 12
; CHECK-NEXT: addi a2, a2, 1365
; CHECK-NEXT: and a0, a0, a2
; CHECK-NEXT: sub a1, a1, a0
; CHECK-NEXT: lui a0, 13107
; CHECK-NEXT: addiw a0, a0, 819
; CHECK-NEXT: slli a0, a0, 12
; CHECK-NEXT: addi a0, a0, 819
; CHECK-NEXT: slli a0, a0, 12
; CHECK-NEXT: addi a0, a0, 819
; CHECK-NEXT: slli a0, a0, 12
; CHECK-NEXT: addi a0, a0, 819
; CHECK-NEXT: and a2, a1, a0
; CHECK-NEXT: srli a1, a1, 2
; CHECK-NEXT: and a1, a1, a0
; CHECK-NEXT: add a2, a2, a1
; CHECK-NEXT: srli a0, a2, 4
; CHECK-NEXT: add a0, a2, a0
; CHECK-NEXT: lui a1, 3855
; CHECK-NEXT: addiw a1, a1, 241
; CHECK-NEXT: slli a1, a1, 12
; CHECK-NEXT: addi a1, a1, -241
; CHECK-NEXT: slli a1, a1, 12
; CHECK-NEXT: addi a1, a1, 241
; CHECK-NEXT: slli a1, a1, 12
; CHECK-NEXT: addi a1, a1, -241
; CHECK-NEXT: and a0, a0, a1
; CHECK-NEXT: lui a1, 4112
; CHECK-NEXT: addiw a1, a1, 257
; CHECK-NEXT: slli a1, a1, 16
; CHECK-NEXT: addi a1, a1, 257
; CHECK-NEXT: slli a1, a1, 16
; CHECK-NEXT: addi a1, a1, 257
; CHECK-NEXT: mul a0, a0, a1
; CHECK-NEXT: srli a0, a0, 56
; CHECK-NEXT: ret
entry:
  %0 = call i32 @llvm.ctpop.i32(i32 %x)
  ret i32 %0
}

define dso_local i32 @bswap32(i32 noundef %x) {
; CHECK-LABEL: bswap32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: andi a2, a0, 255
; CHECK-NEXT: slli a2, a2, 56
; CHECK-NEXT: lui a1, 16
; CHECK-NEXT: addiw a1, a1, -256
; CHECK-NEXT: and a3, a0, a1
; CHECK-NEXT: slli a3, a3, 40
; CHECK-NEXT: or a3, a2, a3
; CHECK-NEXT: lui a2, 4080
; CHECK-NEXT: and a4, a0, a2
; CHECK-NEXT: slli a4, a4, 24
; CHECK-NEXT: or a3, a3, a4
; CHECK-NEXT: addi a4, zero, 255
; CHECK-NEXT: slli a4, a4, 24
; CHECK-NEXT: and a5, a0, a4
; CHECK-NEXT: slli a5, a5, 8
; CHECK-NEXT: or a3, a3, a5
; CHECK-NEXT: srli a5, a0, 8
; CHECK-NEXT: and a5, a5, a4
; CHECK-NEXT: or a3, a3, a5
; CHECK-NEXT: srli a4, a0, 24
; CHECK-NEXT: and a4, a4, a2
; CHECK-NEXT: or a3, a3, a4
; CHECK-NEXT: srli a2, a0, 40
; CHECK-NEXT: and a2, a2, a1
; CHECK-NEXT: or a3, a3, a2
; CHECK-NEXT: srli a0, a0, 56
; CHECK-NEXT: or a3, a3, a0
; CHECK-NEXT: srli a0, a3, 32
; CHECK-NEXT: ret
entry:
  %0 = call i32 @llvm.bswap.i32(i32 %x)
  ret i32 %0
}

define dso_local i32 @smax32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: smax32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sext.w a0, a0
; CHECK-NEXT: sext.w a1, a1
; CHECK-NEXT: blt a1, a0, .LBB4_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: mv a0, a1
; CHECK-NEXT: .LBB4_2:{{.*}}
; CHECK-NEXT: ret
entry:
  %0 = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  ret i32 %0
}

define dso_local i32 @umin32(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: umin32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: mv a2, a0
; CHECK-NEXT: slli a0, a2, 32
; CHECK-NEXT: srli a0, a0, 32
; CHECK-NEXT: slli a3, a1, 32
; CHECK-NEXT: srli a3, a3, 32
; CHECK-NEXT: sext.w a2, a2
; CHECK-NEXT: sext.w a1, a1
; CHECK-NEXT: bltu a2, a1, .LBB5_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: mv a0, a3
; CHECK-NEXT: .LBB5_2:{{.*}}
; CHECK-NEXT: ret
entry:
  %0 = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  ret i32 %0
}

define dso_local i32 @sadd_overflow(i32 noundef %a, i32 noundef %b, ptr noundef %res) {
; CHECK-LABEL: sadd_overflow:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sext.w a0, a0
; CHECK-NEXT: sext.w a1, a1
; CHECK-NEXT: add a3, a0, a1
; CHECK-NEXT: sw a3, 0(a2)
; CHECK-NEXT: addw a0, a0, a1
; CHECK-NEXT: xor a3, a3, a0
; CHECK-NEXT: snez a0, a3
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
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slli a0, a0, 32
; CHECK-NEXT: srli a0, a0, 32
; CHECK-NEXT: slli a1, a1, 32
; CHECK-NEXT: srli a1, a1, 32
; CHECK-NEXT: mul a0, a0, a1
; CHECK-NEXT: slli a1, a0, 32
; CHECK-NEXT: srli a1, a1, 32
; CHECK-NEXT: xor a0, a0, a1
; CHECK-NEXT: snez a0, a0
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
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: fabs.d fa0, fa0
; CHECK-NEXT: ret
entry:
  %0 = call double @llvm.fabs.f64(double %x)
  ret double %0
}

define dso_local double @sqrt_d(double noundef %x) {
; CHECK-LABEL: sqrt_d:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: fsqrt.d fa0, fa0
; CHECK-NEXT: ret
entry:
  %0 = call double @llvm.sqrt.f64(double %x)
  ret double %0
}

define dso_local void @copy16(ptr noundef %d, ptr noundef %s) {
; CHECK-LABEL: copy16:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lwu a2, 0(a1)
; CHECK-NEXT: lwu a3, 4(a1)
; CHECK-NEXT: lwu a4, 8(a1)
; CHECK-NEXT: lwu a1, 12(a1)
; CHECK-NEXT: sw a2, 0(a0)
; CHECK-NEXT: sw a3, 4(a0)
; CHECK-NEXT: sw a4, 8(a0)
; CHECK-NEXT: sw a1, 12(a0)
; CHECK-NEXT: ret
entry:
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 16, i1 false)
  ret void
}

define dso_local void @zero12(ptr noundef %d) {
; CHECK-LABEL: zero12:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sw zero, 0(a0)
; CHECK-NEXT: sw zero, 4(a0)
; CHECK-NEXT: sw zero, 8(a0)
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
