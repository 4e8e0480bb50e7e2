; RUN: pyopt -passes=memcpyopt -S %s | FileCheck %s
; RUN: pyopt -passes=memcpyopt -S %s | /usr/bin/llvm-as-16 -o /dev/null
; The same CHECK lines pass on opt-16 -passes=memcpyopt.

%S = type { i32, i32, i64 }
@Z = constant [16 x i8] zeroinitializer
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @g(ptr)

; four adjacent zero stores: one memset
define void @stores(ptr %p) {
; CHECK-LABEL: @stores(
; CHECK: call void @llvm.memset.p0.i64(ptr {{(align 4 )?}}%p, i8 0, i64 16, i1 false)
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
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr {{(align 4 )?}}%a, i8 0, i64 16, i1 false)
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr {{(align 4 )?}}%b, i8 0, i64 16, i1 false)
  store %S zeroinitializer, ptr %a
  %v = load %S, ptr %a
  store %S %v, ptr %b
  ret void
}

; an aggregate copy between memory that may overlap is a memmove
define void @agg_copy(ptr %a, ptr %b) {
; CHECK-LABEL: @agg_copy(
; CHECK-NEXT: call void @llvm.memmove.p0.p0.i64(ptr {{(align 4 )?}}%b, ptr {{(align 4 )?}}%a, i64 16, i1 false)
; CHECK-NEXT: ret void
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

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @make(ptr nocapture sret([16 x i8]))
declare void @make_cap(ptr sret([16 x i8]))

; a copy of a memset source is a memset; a copy of never-written memory goes
define void @from_memset(ptr %out, ptr %out2) {
; CHECK-LABEL: @from_memset(
; CHECK: call void @llvm.memset.p0.i64(ptr %t, i8 7, i64 16, i1 false)
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %out, i8 7, i64 8, i1 false)
; CHECK-NEXT: call void @g(ptr %t)
; CHECK-NEXT: ret void
  %t = alloca [16 x i8]
  %u = alloca [16 x i8]
  call void @llvm.memset.p0.i64(ptr %t, i8 7, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %out, ptr %t, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %out2, ptr %u, i64 8, i1 false)
  call void @g(ptr %t)
  ret void
}

; call slot: the callee writes the final destination
define void @call_slot() {
; CHECK-LABEL: @call_slot(
; CHECK: call void @make(ptr sret([16 x i8]) %d)
; CHECK-NOT: memcpy
; CHECK: call void @g(ptr %d)
  %d = alloca [16 x i8], align 8
  %tmp = alloca [16 x i8], align 8
  call void @make(ptr sret([16 x i8]) %tmp)
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %tmp, i64 16, i1 false)
  call void @g(ptr %d)
  ret void
}

; must not fire: the callee may capture the temporary
define void @call_slot_capture() {
; CHECK-LABEL: @call_slot_capture(
; CHECK: call void @make_cap(ptr sret([16 x i8]) %tmp)
; CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %tmp, i64 16, i1 false)
  %d = alloca [16 x i8], align 8
  %tmp = alloca [16 x i8], align 8
  call void @make_cap(ptr sret([16 x i8]) %tmp)
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %tmp, i64 16, i1 false)
  call void @g(ptr %d)
  ret void
}

; must not fire: the destination escapes (the callee could see it)
define void @call_slot_escaped(ptr %esc) {
; CHECK-LABEL: @call_slot_escaped(
; CHECK: call void @make(ptr sret([16 x i8]) %tmp)
; CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %tmp, i64 16, i1 false)
  %d = alloca [16 x i8], align 8
  %tmp = alloca [16 x i8], align 8
  store ptr %d, ptr %esc
  call void @make(ptr sret([16 x i8]) %tmp)
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %tmp, i64 16, i1 false)
  call void @g(ptr %d)
  ret void
}

; must not fire: no-builtins (no memset library function)
define void @nobuiltins(ptr %p) "no-builtins" {
; CHECK-LABEL: @nobuiltins(
; CHECK-NOT: memset
; CHECK: ret void
  %p1 = getelementptr i8, ptr %p, i64 4
  %p2 = getelementptr i8, ptr %p, i64 8
  %p3 = getelementptr i8, ptr %p, i64 12
  store i32 0, ptr %p
  store i32 0, ptr %p1
  store i32 0, ptr %p2
  store i32 0, ptr %p3
  ret void
}
