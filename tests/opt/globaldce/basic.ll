; RUN: pyopt -passes=globaldce -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=globaldce.

$grp = comdat any

@llvm.used = appending global [1 x ptr] [ptr @in_used], section "llvm.metadata"

; CHECK: @in_used = internal global i32 1
@in_used = internal global i32 1
; CHECK-NOT: @only_dead_uses =
@only_dead_uses = internal global i32 2
; CHECK: @live_data = internal global i32 3
@live_data = internal global i32 3
; CHECK: @weak_data = weak global i32 4
@weak_data = weak global i32 4
; CHECK-NOT: @dead_private =
@dead_private = private constant [2 x i8] c"x\00"
; CHECK: @grp_a = linkonce_odr global i32 5, comdat($grp)
@grp_a = linkonce_odr global i32 5, comdat($grp)
; CHECK: @grp_b = linkonce_odr global i32 6, comdat($grp)
@grp_b = linkonce_odr global i32 6, comdat($grp)

; CHECK-NOT: @dead_alias =
@dead_alias = internal alias i32, ptr @live_data

; CHECK-LABEL: define void @root(
define void @root() {
  %v = load i32, ptr @live_data
  call void @helper(i32 %v)
  %g = load i32, ptr @grp_a
  ret void
}

; CHECK-LABEL: define internal void @helper(
define internal void @helper(i32 %x) {
  call void @used_decl()
  ret void
}

; must not fire: weak and external definitions are roots
; CHECK-LABEL: define weak void @weak_fn(
define weak void @weak_fn() {
  ret void
}

; dead: a cycle of internal functions, a linkonce_odr and an available_externally one
; CHECK-NOT: @cycle_a
; CHECK-NOT: @cycle_b
; CHECK-NOT: @lo_unused
; CHECK-NOT: @ae_unused
; CHECK-NOT: @unused_decl
define internal void @cycle_a() {
  store i32 0, ptr @only_dead_uses
  call void @cycle_b()
  ret void
}
define internal void @cycle_b() {
  call void @cycle_a()
  %p = getelementptr i8, ptr @dead_private, i64 1
  ret void
}
define linkonce_odr void @lo_unused() {
  ret void
}
define available_externally void @ae_unused() {
  ret void
}
declare void @unused_decl()
; CHECK: declare void @used_decl()
declare void @used_decl()
