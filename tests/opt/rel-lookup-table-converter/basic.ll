; RUN: pyopt '-passes=rel-lookup-table-converter<pic>' -S %s | FileCheck %s
; RUN: pyopt -passes=rel-lookup-table-converter -S %s | FileCheck %s --check-prefix=STATIC
; The CHECK lines pass on opt-16 -relocation-model=pic -passes=rel-lookup-table-converter,
; the STATIC lines on opt-16 -passes=rel-lookup-table-converter (opt's default is static).
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"one\00"
@.str.1 = private unnamed_addr constant [4 x i8] c"two\00"
@switch.table.f = private unnamed_addr constant [2 x ptr] [ptr @.str, ptr @.str.1]
; must not fire: an element points at a mutable global
@mutable = internal global [4 x i8] c"mut\00"
@switch.table.g = private unnamed_addr constant [2 x ptr] [ptr @.str, ptr @mutable]
; must not fire: the table is not local
@switch.table.h = unnamed_addr constant [2 x ptr] [ptr @.str, ptr @.str.1]

; CHECK: @reltable.f = private unnamed_addr constant [2 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @reltable.f to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @reltable.f to i64)) to i32)], align 4
; CHECK: @switch.table.g = private
; CHECK: @switch.table.h = unnamed_addr
; STATIC: @switch.table.f = private

; CHECK-LABEL: define ptr @f(
; CHECK-NEXT: %i = sext i32 %x to i64
; CHECK-NEXT: %reltable.shift = shl i64 %i, 2
; CHECK-NEXT: %reltable.intrinsic = call ptr @llvm.load.relative.i64(ptr @reltable.f, i64 %reltable.shift)
; CHECK-NEXT: ret ptr %reltable.intrinsic
; STATIC-LABEL: define ptr @f(
; STATIC-NEXT: %i = sext i32 %x to i64
; STATIC-NEXT: %switch.gep = getelementptr
define ptr @f(i32 %x) {
  %i = sext i32 %x to i64
  %switch.gep = getelementptr inbounds [2 x ptr], ptr @switch.table.f, i64 0, i64 %i
  %switch.load = load ptr, ptr %switch.gep
  ret ptr %switch.load
}

; CHECK-LABEL: define ptr @g(
; CHECK: %switch.load = load ptr
define ptr @g(i64 %i) {
  %switch.gep = getelementptr inbounds [2 x ptr], ptr @switch.table.g, i64 0, i64 %i
  %switch.load = load ptr, ptr %switch.gep
  ret ptr %switch.load
}

; CHECK-LABEL: define ptr @h(
; CHECK: %switch.load = load ptr
define ptr @h(i64 %i) {
  %switch.gep = getelementptr inbounds [2 x ptr], ptr @switch.table.h, i64 0, i64 %i
  %switch.load = load ptr, ptr %switch.gep
  ret ptr %switch.load
}
; CHECK: declare ptr @llvm.load.relative.i64(ptr, i64)
