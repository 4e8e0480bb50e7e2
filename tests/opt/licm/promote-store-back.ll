; RUN: pyopt -passes='loop-mssa(licm)' -S %s | FileCheck %s
; RUN: pyopt -passes='loop-mssa(licm)' -S %s | /usr/bin/llvm-as-16 -o /dev/null
; Scalar promotion of a location the loop stores back unchanged (`store %v, @g` after
; `%v = load @g`): the value leaving the loop is the header phi that replaced %v, not
; the erased load (pyopt left `store i32 <badref>` in the exit on Csmith seed 117).
; opt-16 gives the same shape (and also promotes @n).

@g = internal global i32 0
@n = internal global i32 0

; CHECK-LABEL: define void @f(
; CHECK: %g.promoted = load i32, ptr @g, align 4
; CHECK: loop:
; CHECK-NEXT: %v = phi i32 [ %g.promoted, %entry ], [ %v, %body ]
; CHECK: out1:
; CHECK-NEXT: %g.lcssa = phi i32 [ %v, %loop ]
; CHECK-NEXT: store i32 %g.lcssa, ptr @g, align 4
; CHECK: out2:
; CHECK-NEXT: %g.lcssa1 = phi i32 [ %v, %body ]
; CHECK-NEXT: store i32 %g.lcssa1, ptr @g, align 4
; CHECK-NEXT: store i32 -3, ptr @g, align 4
define void @f(i32 %k) {
entry:
  store i32 0, ptr @n
  br label %loop

loop:
  %v = load i32, ptr @g, align 4
  store i32 %v, ptr @g, align 4
  %c = icmp ne i32 %v, 0
  br i1 %c, label %out1, label %body

body:
  %i = load i32, ptr @n, align 4
  %i1 = add i32 %i, 1
  store i32 %i1, ptr @n, align 4
  %d = icmp ule i32 %i1, %k
  br i1 %d, label %loop, label %out2

out1:
  ret void

out2:
  store i32 -3, ptr @g, align 4
  ret void
}
