; RUN: pyopt -passes=ipsccp -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=ipsccp.

; only ever holds 4: loads fold, the stores go, then the global
; CHECK-NOT: @four =
@four = internal global i32 4
@table = internal constant [2 x i32] [i32 10, i32 20]

declare i32 @ext_fn()

; a function pointer passed at the only call site is called directly
; CHECK-LABEL: define internal i32 @apply(
; CHECK-NEXT: %r = call i32 @ext_fn()
define internal i32 @apply(ptr %fn) {
  %r = call i32 %fn()
  ret i32 %r
}

; the branch depends on an argument that is constant interprocedurally
; CHECK-LABEL: define internal i32 @pick(
; CHECK-NOT: phi
; CHECK: ret i32 undef
define internal i32 @pick(i1 %c) {
entry:
  br i1 %c, label %t, label %f
t:
  br label %join
f:
  br label %join
join:
  %p = phi i32 [ 1, %t ], [ 2, %f ]
  ret i32 %p
}

; CHECK-LABEL: define i32 @main(
; CHECK-NOT: store
; CHECK: %a = call i32 @apply(ptr @ext_fn)
; CHECK-NEXT: %b = call i32 @pick(i1 true)
; CHECK-NEXT: %s = add i32 %a, 1
; CHECK-NEXT: %s2 = add i32 %s, 4
; CHECK-NEXT: %s3 = add i32 %s2, 20
define i32 @main() {
  store i32 4, ptr @four
  %a = call i32 @apply(ptr @ext_fn)
  %b = call i32 @pick(i1 true)
  %v = load i32, ptr @four
  %e = load i32, ptr getelementptr inbounds ([2 x i32], ptr @table, i64 0, i64 1)
  %s = add i32 %a, %b
  %s2 = add i32 %s, %v
  %s3 = add i32 %s2, %e
  ret i32 %s3
}
