; RUN: pyopt -passes=globalopt -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=globalopt.
; globalopt iterates until a round changes nothing. A global whose only use is a
; comparison (never loaded, never stored) keeps that use: such a round must not
; count as a change (it did, and globalopt looped forever on Csmith seed 9).

; must not fire: only compared, the address is still needed, so the global stays
; CHECK: @compared = internal global i32 7
@compared = internal global i32 7
; never loaded: the store goes and so does the global, the comparison of the other stays
; CHECK-NOT: @written =
@written = internal global i32 0

; CHECK-LABEL: define i1 @is_compared(
; CHECK-NEXT: icmp eq ptr %p, @compared
define i1 @is_compared(ptr %p) {
  store i32 1, ptr @written
  %c = icmp eq ptr %p, @compared
  ret i1 %c
}
