; RUN: pyopt -passes=inline -S %s | FileCheck %s
; RUN: pyopt -passes=inline -S %s | llvm-as-16 -o /dev/null
; The same CHECK lines pass on opt-16 -passes=inline.

%struct.S = type { i32, i32 }

; byval: the caller makes the callee's private copy (alloca + memcpy) before the body
define internal i32 @get(ptr byval(%struct.S) align 4 %s) {
  %f = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  store i32 9, ptr %f
  %v = load i32, ptr %s
  ret i32 %v
}
define i32 @byval_caller(ptr %p) {
; CHECK-LABEL: define i32 @byval_caller(
; CHECK: alloca %struct.S
; CHECK: call void @llvm.memcpy.p0.p0.i64(ptr {{.*}}, ptr {{.*}}%p, i64 8, i1 false)
; CHECK-NOT: call i32 @get
; CHECK: ret i32
  %r = call i32 @get(ptr byval(%struct.S) align 4 %p)
  ret i32 %r
}

; a dynamic alloca in an alwaysinline callee: the inlined body is bracketed by
; stacksave/stackrestore; without alwaysinline the cost model refuses such a callee
declare void @use(ptr)
define internal void @vla(i64 %n) alwaysinline {
  %a = alloca i32, i64 %n
  call void @use(ptr %a)
  ret void
}
define void @vla_caller(i64 %n) {
; CHECK-LABEL: define void @vla_caller(
; CHECK: %[[SAVED:.*]] = call ptr @llvm.stacksave()
; CHECK: alloca i32, i64 %n
; CHECK: call void @use(
; CHECK: call void @llvm.stackrestore(ptr %[[SAVED]])
  call void @vla(i64 %n)
  ret void
}

define internal void @vla2(i64 %n) {
  %a = alloca i32, i64 %n
  call void @use(ptr %a)
  ret void
}
define void @vla2_caller(i64 %n) {
; CHECK-LABEL: define void @vla2_caller(
; CHECK-NEXT: call void @vla2(i64 %n)
  call void @vla2(i64 %n)
  ret void
}
