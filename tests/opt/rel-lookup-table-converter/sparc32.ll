; RUN: pyopt "-passes=rel-lookup-table-converter<pic>" -S %s | FileCheck %s --check-prefix=STATIC
; RUN: pyopt -passes=rel-lookup-table-converter -S %s | FileCheck %s --check-prefix=STATIC
; 32-bit SPARC: LLVM never builds relative tables there, PIC or not (opt-16 agrees).
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"one\00"
@.str.1 = private unnamed_addr constant [4 x i8] c"two\00"
@switch.table.f = private unnamed_addr constant [2 x ptr] [ptr @.str, ptr @.str.1]
; must not fire: an element points at a mutable global
@mutable = internal global [4 x i8] c"mut\00"
@switch.table.g = private unnamed_addr constant [2 x ptr] [ptr @.str, ptr @mutable]
; must not fire: the table is not local
@switch.table.h = unnamed_addr constant [2 x ptr] [ptr @.str, ptr @.str.1]

; STATIC: @switch.table.f = private

; STATIC-LABEL: define ptr @f(
; STATIC-NEXT: %i = sext i32 %x to i64
; STATIC-NEXT: %switch.gep = getelementptr
define ptr @f(i32 %x) {
  %i = sext i32 %x to i64
  %switch.gep = getelementptr inbounds [2 x ptr], ptr @switch.table.f, i64 0, i64 %i
  %switch.load = load ptr, ptr %switch.gep
  ret ptr %switch.load
}

define ptr @g(i64 %i) {
  %switch.gep = getelementptr inbounds [2 x ptr], ptr @switch.table.g, i64 0, i64 %i
  %switch.load = load ptr, ptr %switch.gep
  ret ptr %switch.load
}

define ptr @h(i64 %i) {
  %switch.gep = getelementptr inbounds [2 x ptr], ptr @switch.table.h, i64 0, i64 %i
  %switch.load = load ptr, ptr %switch.gep
  ret ptr %switch.load
}
