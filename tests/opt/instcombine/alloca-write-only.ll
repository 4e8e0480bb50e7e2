; RUN: pyopt -passes=instcombine -S %s | FileCheck %s
; RUN: opt-16 -passes=instcombine -S %s | FileCheck %s

declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)
declare void @use(ptr)

; Only written (memset, stores through GEPs of GEPs): the alloca and its writes go.
define void @dead_array() {
; CHECK-LABEL: @dead_array(
; CHECK-NEXT: ret void
  %a = alloca [5 x double], align 8
  call void @llvm.memset.p0.i64(ptr align 8 %a, i8 0, i64 40, i1 false)
  store double 1.5, ptr %a, align 8
  %g = getelementptr inbounds [5 x double], ptr %a, i64 0, i64 1
  store double 2.5, ptr %g, align 8
  %g2 = getelementptr inbounds double, ptr %g, i64 1
  store double 3.5, ptr %g2, align 8
  ret void
}

; Must not fire: a GEP of the alloca is stored elsewhere (it escapes).
define void @escapes(ptr %p) {
; CHECK-LABEL: @escapes(
; CHECK: alloca
; CHECK: store ptr %g, ptr %p
  %a = alloca [5 x ptr], align 8
  %g = getelementptr inbounds [5 x ptr], ptr %a, i64 0, i64 1
  store ptr %g, ptr %p, align 8
  ret void
}

; Must not fire: a GEP of the alloca is passed to a call.
define void @passed(ptr %p) {
; CHECK-LABEL: @passed(
; CHECK: alloca
; CHECK: call void @use(ptr {{.*}}%g)
  %a = alloca [5 x ptr], align 8
  store ptr %p, ptr %a, align 8
  %g = getelementptr inbounds [5 x ptr], ptr %a, i64 0, i64 1
  call void @use(ptr %g)
  ret void
}

; Must not fire: the memory is read through a GEP (with a variable index).
define double @read(i64 %i) {
; CHECK-LABEL: @read(
; CHECK: alloca
; CHECK: load double
  %a = alloca [5 x double], align 8
  call void @llvm.memset.p0.i64(ptr align 8 %a, i8 0, i64 40, i1 false)
  %g = getelementptr inbounds [5 x double], ptr %a, i64 0, i64 %i
  %l = load double, ptr %g, align 8
  ret double %l
}

; Must not fire: a volatile store.
define void @volatile() {
; CHECK-LABEL: @volatile(
; CHECK: alloca
; CHECK: store volatile
  %a = alloca [2 x i32], align 4
  %g = getelementptr inbounds [2 x i32], ptr %a, i64 0, i64 1
  store volatile i32 1, ptr %g, align 4
  ret void
}
