; RUN: pyopt -passes=instcombine -S %s | FileCheck %s
; Integer intrinsics with constant arguments fold (the same CHECK lines pass on opt-16).

declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.bswap.i32(i32)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i8 @llvm.usub.sat.i8(i8, i8)
declare void @use(i32, i1)
declare void @use8(i8, i1)
declare void @use1(i32)

define void @overflow() {
; CHECK-LABEL: @overflow(
; CHECK-NEXT: call void @use(i32 -2147483648, i1 true)
; CHECK-NEXT: call void @use(i32 0, i1 true)
; CHECK-NEXT: call void @use8(i8 127, i1 false)
; CHECK-NEXT: call void @use8(i8 127, i1 true)
  %a = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %a0 = extractvalue { i32, i1 } %a, 0
  %a1 = extractvalue { i32, i1 } %a, 1
  call void @use(i32 %a0, i1 %a1)
  %m = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 65536, i32 65536)
  %m0 = extractvalue { i32, i1 } %m, 0
  %m1 = extractvalue { i32, i1 } %m, 1
  call void @use(i32 %m0, i1 %m1)
  %s = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 -1, i8 -128)
  %s0 = extractvalue { i8, i1 } %s, 0
  %s1 = extractvalue { i8, i1 } %s, 1
  call void @use8(i8 %s0, i1 %s1)
  %t = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 -2, i8 127)
  %t0 = extractvalue { i8, i1 } %t, 0
  %t1 = extractvalue { i8, i1 } %t, 1
  call void @use8(i8 %t0, i1 %t1)
  ret void
}

define void @others() {
; CHECK-LABEL: @others(
; CHECK-NEXT: call void @use1(i32 3)
; CHECK-NEXT: call void @use1(i32 -5)
; CHECK-NEXT: call void @use1(i32 5)
; CHECK-NEXT: call void @use1(i32 27)
; CHECK-NEXT: call void @use1(i32 32)
; CHECK-NEXT: call void @use1(i32 3)
; CHECK-NEXT: call void @use1(i32 67305985)
; CHECK-NEXT: call void @use8(i8 127, i1 false)
; CHECK-NEXT: call void @use8(i8 0, i1 false)
  %x = call i32 @llvm.smax.i32(i32 -7, i32 3)
  call void @use1(i32 %x)
  %y = call i32 @llvm.umin.i32(i32 -5, i32 -3)
  call void @use1(i32 %y)
  %z = call i32 @llvm.abs.i32(i32 -5, i1 true)
  call void @use1(i32 %z)
  %l = call i32 @llvm.ctlz.i32(i32 16, i1 true)
  call void @use1(i32 %l)
  %t = call i32 @llvm.cttz.i32(i32 0, i1 false)
  call void @use1(i32 %t)
  %p = call i32 @llvm.ctpop.i32(i32 7)
  call void @use1(i32 %p)
  %b = call i32 @llvm.bswap.i32(i32 16909060)
  call void @use1(i32 %b)
  %q = call i8 @llvm.sadd.sat.i8(i8 100, i8 100)
  call void @use8(i8 %q, i1 false)
  %r = call i8 @llvm.usub.sat.i8(i8 3, i8 5)
  call void @use8(i8 %r, i1 false)
  ret void
}
