; RUN: pyopt -passes=tailcallelim -S %s | FileCheck %s
; Checked against opt-16 -passes=tailcallelim (same CHECK lines pass on its output).

declare i32 @ext(i32)
declare void @use(ptr)

; a self call whose result is returned becomes a loop; other calls get `tail`
define i32 @gcd(i32 %a, i32 %b) {
; CHECK-LABEL: @gcd(
; CHECK: entry:
; CHECK-NEXT: br label %tailrecurse
; CHECK: tailrecurse:
; CHECK-NEXT: %a.tr = phi i32 [ %a, %entry ], [ %b.tr, %rec ]
; CHECK-NEXT: %b.tr = phi i32 [ %b, %entry ], [ %r, %rec ]
; CHECK: rec:
; CHECK-NEXT: %r = srem i32 %a.tr, %b.tr
; CHECK-NEXT: br label %tailrecurse
; CHECK: %e = tail call i32 @ext(i32 %a.tr)
entry:
  %z = icmp eq i32 %b, 0
  br i1 %z, label %done, label %rec
rec:
  %r = srem i32 %a, %b
  %c = call i32 @gcd(i32 %b, i32 %r)
  ret i32 %c
done:
  %e = call i32 @ext(i32 %a)
  ret i32 %a
}

; accumulator recursion through a phi + ret block (clang -O0 after mem2reg)
define i64 @sum(i32 %n) {
; CHECK-LABEL: @sum(
; CHECK: tailrecurse:
; CHECK-NEXT: %accumulator.tr = phi i64 [ 0, %entry ], [ %acc, %rec ]
; CHECK-NEXT: %n.tr = phi i32 [ %n, %entry ], [ %m, %rec ]
; CHECK: rec:
; CHECK-NOT: call
; CHECK: %acc = add {{.*}}i64 {{.*}}%accumulator.tr
; CHECK-NEXT: br label %tailrecurse
; CHECK: %accumulator.ret.tr = add {{.*}}i64
; CHECK-NEXT: ret i64 %accumulator.ret.tr
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %rec
base:
  br label %exit
rec:
  %m = sub nsw i32 %n, 1
  %r = call i64 @sum(i32 %m)
  %x = sext i32 %n to i64
  %acc = add nsw i64 %r, %x
  br label %exit
exit:
  %v = phi i64 [ 0, %base ], [ %acc, %rec ]
  ret i64 %v
}

; must not fire: the callee may see the caller's alloca (escaped to @use)
define i32 @escaped(i32 %a) {
; CHECK-LABEL: @escaped(
; CHECK: call void @use(ptr %p)
; CHECK-NEXT: %c = call i32 @escaped(i32 %a)
; CHECK-NEXT: ret i32 %c
  %p = alloca i32
  store i32 %a, ptr %p
  call void @use(ptr %p)
  %c = call i32 @escaped(i32 %a)
  ret i32 %c
}

; must not fire: the recursive call's result is used after it, not just returned
define i32 @not_tail(i32 %a) {
; CHECK-LABEL: @not_tail(
; CHECK: %c = tail call i32 @not_tail(i32 %a)
; CHECK-NEXT: %d = sdiv i32 %c, %a
  %c = call i32 @not_tail(i32 %a)
  %d = sdiv i32 %c, %a
  ret i32 %d
}
