; -relocation-model=pic on SPARC, as llc-16 -relocation-model=pic: every symbol, local
; ones too, through the GOT (%hi/%lo are GOT22/GOT10 under `as -KPIC`), from a GOT base
; set up once per function with call .+8 and %pc22/%pc10; no local aliases.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -relocation-model=pic -O2 %s -o - | FileCheck %s
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --check-prefix=STATIC

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"
; CHECK-NOT: $local
; STATIC-NOT: _GLOBAL_OFFSET_TABLE_
; STATIC-NOT: data.rel.ro

@g = global i32 1
@h = dso_local global i32 2
@i = internal global i32 3
@hid = hidden global i32 4
@e = external global i32
@arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@ptrs = constant [2 x ptr] [ptr @g, ptr @ext]

declare i32 @ext(i32)
declare dso_local i32 @extl(i32)

define i32 @def(i32 %x) {
  %v = add i32 %x, 1
  ret i32 %v
}

define dso_local i32 @locdef(i32 %x) {
  %v = add i32 %x, 3
  ret i32 %v
}

define internal i32 @intf(i32 %x) {
  %v = add i32 %x, 2
  ret i32 %v
}

; CHECK-LABEL: load_preemptible:
; CHECK: save %sp, -96, %sp
; CHECK: call .+8
; CHECK: sethi %pc22(_GLOBAL_OFFSET_TABLE_+4), [[B:%[a-z0-9]+]]
; CHECK: or [[B]], %pc10(_GLOBAL_OFFSET_TABLE_+8), [[B]]
; CHECK: add [[B]], %o7, [[B]]
; CHECK: sethi %hi(g), [[T:%[a-z0-9]+]]
; CHECK: add [[T]], %lo(g), [[T]]
; CHECK: ld [[[B]]+[[T]]]
define i32 @load_preemptible() {
  %a = load i32, ptr @g
  ret i32 %a
}

; CHECK-LABEL: load_dso_local:
; CHECK: call .+8
; CHECK: sethi %hi(h),
define i32 @load_dso_local() {
  %b = load i32, ptr @h
  ret i32 %b
}

; CHECK-LABEL: load_internal_hidden:
; CHECK: call .+8
; CHECK: sethi %hi(i),
; CHECK: sethi %hi(hid),
define i32 @load_internal_hidden() {
  %c = load i32, ptr @i
  %d = load i32, ptr @hid
  %s = add i32 %c, %d
  ret i32 %s
}

; CHECK-LABEL: load_external_offset:
; CHECK: sethi %hi(arr),
; CHECK: +8]
; CHECK: sethi %hi(e),
define i32 @load_external_offset() {
  %p = getelementptr [4 x i32], ptr @arr, i64 0, i64 2
  %q = load i32, ptr %p
  %e = load i32, ptr @e
  %s = add i32 %q, %e
  ret i32 %s
}

; CHECK-LABEL: calls:
; CHECK: call ext
; CHECK: call extl
; CHECK: call def
; CHECK: call locdef
; CHECK: call intf
define i32 @calls(i32 %x) {
  %r1 = call i32 @ext(i32 %x)
  %r2 = call i32 @extl(i32 %r1)
  %r3 = call i32 @def(i32 %r2)
  %r4 = call i32 @locdef(i32 %r3)
  %r5 = call i32 @intf(i32 %r4)
  ret i32 %r5
}

; CHECK-LABEL: addr_of_function:
; CHECK: call .+8
; CHECK: sethi %hi(ext),
define ptr @addr_of_function() {
  ret ptr @ext
}

; CHECK: .data.rel.ro
; CHECK: ptrs:
