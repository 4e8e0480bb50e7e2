; RUN: pyopt -passes=mergereturn -S %s | FileCheck %s

define i32 @two(i1 %c) {
; CHECK-LABEL: @two(
; CHECK: a:
; CHECK-NEXT: br label %UnifiedReturnBlock
; CHECK: b:
; CHECK-NEXT: br label %UnifiedReturnBlock
; CHECK: UnifiedReturnBlock:
; CHECK-NEXT: %UnifiedRetVal = phi i32 [ 1, %a ], [ 2, %b ]
; CHECK-NEXT: ret i32 %UnifiedRetVal
entry:
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

; must not fire: one return already
define void @one() {
; CHECK-LABEL: @one(
; CHECK-NOT: UnifiedReturnBlock
  ret void
}
