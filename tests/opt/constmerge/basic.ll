; RUN: pyopt -passes=constmerge -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=constmerge.

; @a and @c merge into @b, which loses unnamed_addr because @c did not have it
; CHECK-NOT: @a =
; CHECK: @b = private constant [3 x i8] c"hi\00"
; CHECK-NOT: @c =
@a = private unnamed_addr constant [3 x i8] c"hi\00"
@b = private unnamed_addr constant [3 x i8] c"hi\00"
@c = internal constant [3 x i8] c"hi\00"
; must not fire: neither is unnamed_addr, so their addresses must differ
; CHECK: @d1 = internal constant i32 7
; CHECK: @d2 = internal constant i32 7
@d1 = internal constant i32 7
@d2 = internal constant i32 7
; must not fire: not constant
; CHECK: @m1 = internal unnamed_addr global i32 1
; CHECK: @m2 = internal unnamed_addr global i32 1
@m1 = internal unnamed_addr global i32 1
@m2 = internal unnamed_addr global i32 1
; must not fire: listed in llvm.used
; CHECK: @u1 = internal unnamed_addr constant i32 9
@u1 = internal unnamed_addr constant i32 9
@u2 = internal unnamed_addr constant i32 9
; must not fire: weak
; CHECK: @w = weak unnamed_addr constant i32 5
; CHECK: @w2 = internal unnamed_addr constant i32 5
@w = weak unnamed_addr constant i32 5
@w2 = internal unnamed_addr constant i32 5
; an externally visible one is the canonical copy
; CHECK: @pub = unnamed_addr constant i64 3, align 16
; CHECK-NOT: @priv64 =
@pub = unnamed_addr constant i64 3
@priv64 = private unnamed_addr constant i64 3, align 16
@llvm.used = appending global [1 x ptr] [ptr @u1], section "llvm.metadata"

declare void @use(ptr, ptr, ptr, ptr)
declare void @use1(ptr)

; CHECK-LABEL: define void @f(
; CHECK-NEXT: call void @use(ptr @b, ptr @b, ptr @d1, ptr @d2)
; CHECK-NEXT: call void @use(ptr @m1, ptr @m2, ptr @u1, ptr @u2)
; CHECK-NEXT: call void @use(ptr @w, ptr @w2, ptr @pub, ptr @pub)
; CHECK-NEXT: call void @use1(ptr @b)
define void @f() {
  call void @use(ptr @a, ptr @b, ptr @d1, ptr @d2)
  call void @use(ptr @m1, ptr @m2, ptr @u1, ptr @u2)
  call void @use(ptr @w, ptr @w2, ptr @pub, ptr @priv64)
  call void @use1(ptr @c)
  ret void
}
