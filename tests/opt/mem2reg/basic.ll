; RUN: pyopt -passes=mem2reg -S %s | FileCheck %s

; A loop counter and accumulator become phis; loads read the reaching store.
define i32 @sum(i32 %n) {
; CHECK-LABEL: @sum(
; CHECK-NOT: alloca
; CHECK: cond:
; CHECK-NEXT: %x.0 = phi i32 [ 0, %entry ], [ %add, %body ]
; CHECK-NEXT: %i.0 = phi i32 [ 0, %entry ], [ %inc, %body ]
; CHECK: ret i32 %x.0
entry:
  %x = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, ptr %x, align 4
  store i32 0, ptr %i, align 4
  br label %cond
cond:
  %0 = load i32, ptr %i, align 4
  %c = icmp slt i32 %0, %n
  br i1 %c, label %body, label %end
body:
  %1 = load i32, ptr %x, align 4
  %2 = load i32, ptr %i, align 4
  %add = add nsw i32 %1, %2
  store i32 %add, ptr %x, align 4
  %3 = load i32, ptr %i, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, ptr %i, align 4
  br label %cond
end:
  %4 = load i32, ptr %x, align 4
  ret i32 %4
}

; Pruned SSA: no phi where the variable is dead, and a load before any store is undef.
define i32 @diamond(i1 %c) {
; CHECK-LABEL: @diamond(
; CHECK: join:
; CHECK-NEXT: %v.0 = phi i32 [ 2, %b ], [ 1, %a ]
; CHECK-NEXT: ret i32 %v.0
entry:
  %v = alloca i32
  %t = alloca i32
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr %v
  store i32 5, ptr %t
  br label %join
b:
  store i32 2, ptr %v
  br label %join
join:
  %r = load i32, ptr %v
  ret i32 %r
}

define i32 @uninit() {
; CHECK-LABEL: @uninit(
; CHECK-NEXT: ret i32 undef
  %v = alloca i32
  %r = load i32, ptr %v
  ret i32 %r
}
