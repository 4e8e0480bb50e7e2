; `zext i32 -> i64` of a value a 32-bit instruction wrote is free (the write cleared bits
; 63:32; targets/x86_64/zext_free.py); of an argument or a truncated i64 it is a movl.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

@bits = global [400 x i32] zeroinitializer

define i64 @index_of_shift(i32 %i) {
; CHECK-LABEL: index_of_shift:{{.*}}
; CHECK: shrl $5, %edi
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: retq
  %q = lshr i32 %i, 5
  %z = zext i32 %q to i64
  ret i64 %z
}

define i64 @argument_needs_movl(i32 %a) {
; CHECK-LABEL: argument_needs_movl:{{.*}}
; CHECK: movl %edi, %eax
; CHECK-NEXT: retq
  %z = zext i32 %a to i64
  ret i64 %z
}

define i64 @truncate_needs_movl(i64 %a) {
; CHECK-LABEL: truncate_needs_movl:{{.*}}
; CHECK: movl %edi, %eax
; CHECK-NEXT: retq
  %t = trunc i64 %a to i32
  %z = zext i32 %t to i64
  ret i64 %z
}

define i32 @load_index(ptr %p, i32 %i) {
; CHECK-LABEL: load_index:{{.*}}
; CHECK: andl $1023, %esi
; CHECK-NEXT: movl 0(%rdi,%rsi,4), %eax
; CHECK-NEXT: retq
  %m = and i32 %i, 1023
  %z = zext i32 %m to i64
  %q = getelementptr inbounds i32, ptr %p, i64 %z
  %v = load i32, ptr %q
  ret i32 %v
}
