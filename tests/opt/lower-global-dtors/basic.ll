; RUN: pyopt -passes=lower-global-dtors -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=lower-global-dtors.

; CHECK-NOT: @llvm.global_dtors
; CHECK: @__dso_handle = extern_weak hidden constant i8
; CHECK: @llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @c1, ptr null }, { i32, ptr, ptr } { i32 100, ptr @register_call_dtors.100, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @register_call_dtors, ptr null }]

@llvm.global_dtors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @d1, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @d2, ptr null }, { i32, ptr, ptr } { i32 100, ptr @d3, ptr null }]
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @c1, ptr null }]
declare void @d1()
declare void @d2()
declare void @d3()
declare void @c1()

; CHECK: declare i32 @__cxa_atexit(ptr, ptr, ptr)
; CHECK-LABEL: define private void @call_dtors.100(ptr %0)
; CHECK-NEXT: body:
; CHECK-NEXT: call void @d3()
; CHECK-NEXT: ret void
; CHECK-LABEL: define private void @register_call_dtors.100()
; CHECK-NEXT: entry:
; CHECK-NEXT: %call = call i32 @__cxa_atexit(ptr @call_dtors.100, ptr null, ptr @__dso_handle)
; CHECK-NEXT: %0 = icmp ne i32 %call, 0
; CHECK-NEXT: br i1 %0, label %fail, label %return
; CHECK: fail:
; CHECK-NEXT: call void @llvm.trap()
; CHECK-NEXT: unreachable
; CHECK: return:
; CHECK-NEXT: ret void
; destructors of one priority run in reverse order of registration
; CHECK-LABEL: define private void @call_dtors(ptr %0)
; CHECK-NEXT: body:
; CHECK-NEXT: call void @d2()
; CHECK-NEXT: call void @d1()
; CHECK-LABEL: define private void @register_call_dtors()
