; RUN: pyopt -passes=memcpyopt -S %s | FileCheck %s
; RUN: pyopt -passes=memcpyopt -S %s | /usr/bin/llvm-as-16 -o /dev/null

%S = type { i32, i32, i64 }
@Z = constant [16 x i8] zeroinitializer
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @g(ptr)

; four adjacent zero stores: one memset
define void @stores(ptr %p) {
; CHECK-LABEL: @stores(
; CHECK: call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 16, i1 false)
; CHECK-NEXT: ret void
  %p1 = getelementptr i8, ptr %p, i64 4
  %p2 = getelementptr i8, ptr %p, i64 8
  %p3 = getelementptr i8, ptr %p, i64 12
  store i32 0, ptr %p
  store i32 0, ptr %p1
  store i32 0, ptr %p2
  store i32 0, ptr %p3
  ret void
}

; must not fire: different bytes; and a load in between ends the run
define i32 @no_merge(ptr %p) {
; CHECK-LABEL: @no_merge(
; CHECK-NOT: memset
; CHECK: ret
  %p1 = getelementptr i8, ptr %p, i64 4
  %p2 = getelementptr i8, ptr %p, i64 8
  store i32 0, ptr %p
  store i32 1, ptr %p1
  %v = load i32, ptr %p
  store i32 0, ptr %p2
  ret i32 %v
}

; must not fire: volatile stores
define void @volatile(ptr %p) {
; CHECK-LABEL: @volatile(
; CHECK-NOT: memset
; CHECK: ret void
  %p1 = getelementptr i8, ptr %p, i64 4
  %p2 = getelementptr i8, ptr %p, i64 8
  %p3 = getelementptr i8, ptr %p, i64 12
  store volatile i32 0, ptr %p
  store volatile i32 0, ptr %p1
  store volatile i32 0, ptr %p2
  store volatile i32 0, ptr %p3
  ret void
}

; an aggregate zero store, an aggregate load/store pair
define void @aggregates(ptr %a, ptr noalias %b) {
; CHECK-LABEL: @aggregates(
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16, i1 false)
; CHECK-NEXT: call void @llvm.memmove.p0.p0.i64(ptr %b, ptr %a, i64 16, i1 false)
  store %S zeroinitializer, ptr %a
  %v = load %S, ptr %a
  store %S %v, ptr %b
  ret void
}

; copies: forwarding, memmove of disjoint allocas, copy from constant zeros
define void @copies(ptr %out) {
; CHECK-LABEL: @copies(
; CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %t, ptr %x, i64 16, i1 false)
; CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %y, ptr %x, i64 8, i1 false)
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %out, i8 0, i64 16, i1 false)
  %x = alloca [16 x i8]
  %t = alloca [16 x i8]
  %y = alloca [16 x i8]
  call void @g(ptr %x)
  call void @llvm.memcpy.p0.p0.i64(ptr %t, ptr %x, i64 16, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr %y, ptr %t, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %out, ptr @Z, i64 16, i1 false)
  call void @g(ptr %y)
  ret void
}

; must not fire: the source of the first copy is written in between
define void @clobbered(ptr %out) {
; CHECK-LABEL: @clobbered(
; CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %y, ptr %t, i64 8, i1 false)
  %x = alloca [16 x i8]
  %t = alloca [16 x i8]
  %y = alloca [16 x i8]
  call void @g(ptr %x)
  call void @llvm.memcpy.p0.p0.i64(ptr %t, ptr %x, i64 16, i1 false)
  store i8 1, ptr %x
  call void @llvm.memcpy.p0.p0.i64(ptr %y, ptr %t, i64 8, i1 false)
  call void @g(ptr %y)
  ret void
}
