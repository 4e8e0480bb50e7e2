; RUN: pyopt -passes='simplifycfg<no-speculate-blocks;bonus-inst-threshold=2>' -S %s | FileCheck %s
; RUN: not pyopt -passes='simplifycfg<bogus>' -S %s 2>&1 | FileCheck %s --check-prefix=ERR

; ERR: pyopt: error: invalid simplifycfg parameter 'bogus'
; ERR-NEXT: simplifycfg<bogus>
; ERR-NEXT: {{^            \^$}}

; no-speculate-blocks: the diamond stays a branch
define i32 @diamond(i1 %c, i32 %x, i32 %y) {
; CHECK-LABEL: @diamond(
; CHECK: br i1 %c
; CHECK: phi i32
entry:
  br i1 %c, label %t, label %j
t:
  %a = add i32 %x, 1
  br label %j
j:
  %p = phi i32 [ %a, %t ], [ %y, %entry ]
  ret i32 %p
}
