; RUN: pyopt -passes=globalopt -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=globalopt.

; never stored: folded and deleted
; CHECK-NOT: @never_stored =
@never_stored = internal global i32 5
; stored, never loaded: the stores go, then the global
; CHECK-NOT: @write_only =
@write_only = internal global i32 0
; only its initializer or 1 is stored: an i1
; CHECK: @flag = internal unnamed_addr global i1 false
@flag = internal global i32 0
; init 10, stores 20: a select between the two
; CHECK: @two = internal unnamed_addr global i1 false
@two = internal global i32 10
; undef initializer and one constant stored: that constant becomes the initializer
; CHECK-NOT: @undef_once =
@undef_once = internal global i32 undef
; loads through constant GEPs of a never-written table fold
; CHECK-NOT: @table =
@table = internal global [3 x i32] [i32 7, i32 8, i32 9]
; must not fire: the address escapes to a call
; CHECK: @escapes = internal global i32 0
@escapes = internal global i32 0
; must not fire: volatile access
; CHECK: @vol = internal global i32 0
@vol = internal global i32 0
; must not fire (beyond local_unnamed_addr): weak linkage, another definition may win
; CHECK: @weak_g = weak local_unnamed_addr global i32 3
@weak_g = weak global i32 3
; external: only local_unnamed_addr
; CHECK: @ext_g = local_unnamed_addr global i32 4
@ext_g = global i32 4
; must not fire: in llvm.used (kept; loaded and stored, its address is listed)
; CHECK: @kept = internal global i32 0
@kept = internal global i32 0
@llvm.used = appending global [1 x ptr] [ptr @kept], section "llvm.metadata"

declare void @take(ptr)

; CHECK-LABEL: define i32 @reader(
; CHECK-NEXT: store volatile i32 1, ptr @vol
; CHECK-NEXT: call void @take(ptr @escapes)
; CHECK-NEXT: %f.b = load i1, ptr @flag
; CHECK-NEXT: %f = zext i1 %f.b to i32
; CHECK-NEXT: %t.b = load i1, ptr @two
; CHECK-NEXT: %t = select i1 %t.b, i32 20, i32 10
; CHECK-NEXT: %s = add i32 5, %f
; CHECK-NEXT: %s2 = add i32 %s, 8
; CHECK-NEXT: %s3 = add i32 %s2, 42
; CHECK-NEXT: %s4 = add i32 %s3, %t
; CHECK-NEXT: ret i32 %s4
define i32 @reader() {
  store volatile i32 1, ptr @vol
  call void @take(ptr @escapes)
  %n = load i32, ptr @never_stored
  %f = load i32, ptr @flag
  %t = load i32, ptr @two
  %e = load i32, ptr getelementptr inbounds ([3 x i32], ptr @table, i64 0, i64 1)
  %u = load i32, ptr @undef_once
  %s = add i32 %n, %f
  %s2 = add i32 %s, %e
  %s3 = add i32 %s2, %u
  %s4 = add i32 %s3, %t
  ret i32 %s4
}

; CHECK-LABEL: define internal fastcc void @writer(
; CHECK-NEXT: store i1 true, ptr @flag
; CHECK-NEXT: store i1 true, ptr @two
; CHECK-NEXT: ret void
define internal void @writer(i32 %x) {
  store i32 %x, ptr @write_only
  store i32 1, ptr @flag
  store i32 20, ptr @two
  store i32 42, ptr @undef_once
  ret void
}

; must not fire: the address of @indirect is taken, so it keeps the C convention
; CHECK-LABEL: define internal void @indirect(
define internal void @indirect() {
  ret void
}

; CHECK-LABEL: define void @caller(
; CHECK: call fastcc void @writer(i32 3)
; CHECK: call void @take(ptr @indirect)
define void @caller() {
  call void @writer(i32 3)
  call void @take(ptr @indirect)
  ret void
}

; must not fire: a weak function is not local
; CHECK-LABEL: define weak void @weak_fn(
define weak void @weak_fn() {
  %v = load i32, ptr @weak_g
  %w = load i32, ptr @ext_g
  %k = load i32, ptr @kept
  store i32 %k, ptr @kept
  ret void
}
