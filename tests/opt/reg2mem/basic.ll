; RUN: pyopt -passes=reg2mem -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=reg2mem; then mem2reg undoes it.
; RUN: pyopt -passes=reg2mem,mem2reg -S %s | FileCheck %s --check-prefix=BACK

define i32 @f(i32 %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %b ]
  %s = phi i32 [ 0, %entry ], [ %s1, %b ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %b, label %e
b:
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 1
  br label %h
e:
  ret i32 %s
}
; CHECK-LABEL: @f(
; CHECK: entry:
; CHECK-NEXT: %i1.reg2mem = alloca i32, align 4
; CHECK-NEXT: %s1.reg2mem = alloca i32, align 4
; CHECK-NEXT: %s.reg2mem = alloca i32, align 4
; CHECK-NEXT: %i.reg2mem = alloca i32, align 4
; CHECK-NEXT: %[[SP:s.reg2mem[0-9]+]] = alloca i32, align 4
; CHECK-NEXT: %[[IP:i.reg2mem[0-9]+]] = alloca i32, align 4
; CHECK-NEXT: %"reg2mem alloca point" = bitcast i32 0 to i32
; CHECK-NEXT: store i32 0, ptr %[[SP]], align 4
; CHECK-NEXT: store i32 0, ptr %[[IP]], align 4
; CHECK: h:
; CHECK-NEXT: %[[I:i.reload[0-9]*]] = load i32, ptr %[[IP]], align 4
; CHECK-NEXT: %[[S:s.reload[0-9]*]] = load i32, ptr %[[SP]], align 4
; CHECK-NEXT: store i32 %[[I]], ptr %i.reg2mem, align 4
; CHECK-NEXT: store i32 %[[S]], ptr %s.reg2mem, align 4
; CHECK-NOT: phi
; CHECK: e:
; CHECK-NEXT: %[[R:s.reload[0-9]*]] = load i32, ptr %s.reg2mem, align 4
; CHECK-NEXT: ret i32 %[[R]]
; BACK-NOT: = alloca
; BACK-NOT: = load
; BACK: phi i32
