; Adding a compare's 0/1 is `cmp` + `csinc` (cinc), not cmp + cset + add; a branch on the
; low word of an X register is cbz/cbnz of its W view, not tst #0xffffffff
; (targets/aarch64/cond_arith.py).
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

define i32 @count_ne(i32 %s, i32 %a, i32 %b) {
; CHECK-LABEL: count_ne:{{.*}}
; CHECK: cmp w1, w2
; CHECK-NEXT: csinc w0, w0, w0, eq
; CHECK-NEXT: ret
  %c = icmp ne i32 %a, %b
  %z = zext i1 %c to i32
  %r = add i32 %s, %z
  ret i32 %r
}

define i64 @count_slt_imm(i64 %s, i32 %a) {
; CHECK-LABEL: count_slt_imm:{{.*}}
; CHECK: cmp w1, #7
; CHECK-NEXT: csinc x0, x0, x0, ge
; CHECK-NEXT: ret
  %c = icmp slt i32 %a, 7
  %z = zext i1 %c to i64
  %r = add i64 %z, %s
  ret i64 %r
}

define i32 @low_word_counter(i64 %n) {
; CHECK-LABEL: low_word_counter:{{.*}}
; CHECK: mov w1, #0
; CHECK-NEXT: .LBB2_1:{{.*}}
; CHECK-NEXT: add w1, w1, #3
; CHECK-NEXT: sub x0, x0, #1
; CHECK-NEXT: cbnz w0, .LBB2_1
; CHECK: mov x0, x1
; CHECK-NEXT: ret
entry:
  br label %loop
loop:
  %i = phi i64 [%n, %entry], [%j, %loop]
  %s = phi i32 [0, %entry], [%t, %loop]
  %t = add i32 %s, 3
  %j = add i64 %i, -1
  %m = and i64 %j, 4294967295
  %c = icmp eq i64 %m, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i32 %t
}
