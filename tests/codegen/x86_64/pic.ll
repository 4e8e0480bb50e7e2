; -relocation-model=pic: what goes through the GOT/PLT and what stays PC-relative,
; as llc-16 -relocation-model=pic chooses on the same IR (codegen/pic.py).
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -O2 %s -o - | FileCheck %s
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --check-prefix=STATIC

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
; STATIC-NOT: $local
; STATIC-NOT: GOT
; STATIC-NOT: :got
; STATIC-NOT: .option pic
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

; CHECK-LABEL: locdef:
; CHECK-NEXT: .Llocdef$local:
define dso_local i32 @locdef(i32 %x) {
  %v = add i32 %x, 3
  ret i32 %v
}

define internal i32 @intf(i32 %x) {
  %v = add i32 %x, 2
  ret i32 %v
}

; CHECK-LABEL: load_preemptible:
; CHECK: movq g@GOTPCREL(%rip), %rax
; CHECK: movl 0(%rax), %eax
define i32 @load_preemptible() {
  %a = load i32, ptr @g
  ret i32 %a
}

; CHECK-LABEL: load_dso_local:
; CHECK: movl .Lh$local(%rip), %eax
define i32 @load_dso_local() {
  %b = load i32, ptr @h
  ret i32 %b
}

; CHECK-LABEL: load_internal_hidden:
; CHECK: movl i(%rip), %eax
; CHECK: addl hid(%rip), %eax
define i32 @load_internal_hidden() {
  %c = load i32, ptr @i
  %d = load i32, ptr @hid
  %s = add i32 %c, %d
  ret i32 %s
}

; CHECK-LABEL: load_external_offset:
; CHECK: movq arr@GOTPCREL(%rip), %rax
; CHECK: movl 8(%rax), %eax
; CHECK: movq e@GOTPCREL(%rip), %rcx
define i32 @load_external_offset() {
  %p = getelementptr [4 x i32], ptr @arr, i64 0, i64 2
  %q = load i32, ptr %p
  %e = load i32, ptr @e
  %s = add i32 %q, %e
  ret i32 %s
}

; CHECK-LABEL: calls:
; CHECK: callq ext@PLT
; CHECK: callq extl
; CHECK: callq def@PLT
; CHECK: callq .Llocdef$local
; CHECK: callq intf
define i32 @calls(i32 %x) {
  %r1 = call i32 @ext(i32 %x)
  %r2 = call i32 @extl(i32 %r1)
  %r3 = call i32 @def(i32 %r2)
  %r4 = call i32 @locdef(i32 %r3)
  %r5 = call i32 @intf(i32 %r4)
  ret i32 %r5
}

; CHECK-LABEL: addr_of_function:
; CHECK: movq ext@GOTPCREL(%rip), %rax
define ptr @addr_of_function() {
  ret ptr @ext
}

; CHECK-LABEL: {{^}}h:
; CHECK-NEXT: .Lh$local:
; CHECK: .data.rel.ro
; CHECK: ptrs:
