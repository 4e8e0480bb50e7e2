; A loaded value compared with a constant is one `cmp $k, mem` at the width in memory
; when that keeps the compare's meaning: plain loads with an imm32, sign-extended loads
; with a constant of the narrow signed range (any predicate), zero-extended loads with
; one of the narrow unsigned range and an equality or unsigned predicate. Not folded: a
; zero-extended byte under a signed predicate (a byte >= 128 is positive once extended,
; negative to `cmpb`), a constant out of the narrow range, a load with a second use.
; A load compared with a register is `cmp mem, reg` under the swapped predicate.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

define i32 @byte_is_zero(ptr %p) {
; CHECK-LABEL: byte_is_zero:{{.*}}
; CHECK: cmpb $0, 0(%rdi)
; CHECK-NEXT: sete %al
entry:
  %c = load i8, ptr %p
  %z = icmp eq i8 %c, 0
  %r = zext i1 %z to i32
  ret i32 %r
}

define i32 @byte_above(ptr %p) {
; CHECK-LABEL: byte_above:{{.*}}
; CHECK: cmpb $-56, 3(%rdi)
; CHECK-NEXT: seta %al
entry:
  %a = getelementptr i8, ptr %p, i64 3
  %c = load i8, ptr %a
  %z = icmp ugt i8 %c, 200
  %r = zext i1 %z to i32
  ret i32 %r
}

define i32 @signed_short(ptr %p) {
; CHECK-LABEL: signed_short:{{.*}}
; CHECK: cmpw $-5, 0(%rdi)
; CHECK-NEXT: setl %al
entry:
  %c = load i16, ptr %p
  %s = sext i16 %c to i32
  %z = icmp slt i32 %s, -5
  %r = zext i1 %z to i32
  ret i32 %r
}

define i64 @word_branch(ptr %p, i64 %i) {
; CHECK-LABEL: word_branch:{{.*}}
; CHECK: cmpl $1000, 0(%rdi,%rsi,4)
; CHECK-NEXT: jge .LBB{{[0-9_]+}}
entry:
  %a = getelementptr i32, ptr %p, i64 %i
  %c = load i32, ptr %a
  %z = icmp slt i32 %c, 1000
  br i1 %z, label %yes, label %no
yes:
  ret i64 1
no:
  ret i64 2
}

define i64 @quad_select(ptr %p, i64 %x, i64 %y) {
; CHECK-LABEL: quad_select:{{.*}}
; CHECK: cmpq $-1, 8(%rdi)
; CHECK-NEXT: cmove{{.*}}
entry:
  %a = getelementptr i64, ptr %p, i64 1
  %c = load i64, ptr %a
  %z = icmp eq i64 %c, -1
  %r = select i1 %z, i64 %x, i64 %y
  ret i64 %r
}

define i32 @zext_signed_not_folded(ptr %p) {
; CHECK-LABEL: zext_signed_not_folded:{{.*}}
; CHECK: movzbl 0(%rdi), %{{.*}}
; CHECK-NOT: cmpb
; CHECK: retq
entry:
  %c = load i8, ptr %p
  %w = zext i8 %c to i32
  %z = icmp slt i32 %w, 5
  %r = zext i1 %z to i32
  ret i32 %r
}

define i32 @out_of_range_not_folded(ptr %p) {
; CHECK-LABEL: out_of_range_not_folded:{{.*}}
; CHECK: movzbl 0(%rdi), %{{.*}}
; CHECK-NOT: cmpb
; CHECK: retq
entry:
  %c = load i8, ptr %p
  %w = zext i8 %c to i32
  %z = icmp eq i32 %w, 300
  %r = zext i1 %z to i32
  ret i32 %r
}

define i32 @two_uses_not_folded(ptr %p) {
; CHECK-LABEL: two_uses_not_folded:{{.*}}
; CHECK: movl 0(%rdi), %{{.*}}
; CHECK-NOT: cmpl ${{.*}}(%rdi)
; CHECK: retq
entry:
  %c = load i32, ptr %p
  %z = icmp eq i32 %c, 7
  %r = select i1 %z, i32 %c, i32 0
  ret i32 %r
}

; the load on the left of a register compare: `cmp mem, reg` with the predicate swapped
define i32 @load_less_than_reg(ptr %p, i32 %x) {
; CHECK-LABEL: load_less_than_reg:{{.*}}
; CHECK: cmpl 0(%rdi), %esi
; CHECK-NEXT: setg %al
entry:
  %c = load i32, ptr %p
  %z = icmp slt i32 %c, %x
  %r = zext i1 %z to i32
  ret i32 %r
}
