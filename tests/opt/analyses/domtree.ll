; RUN: pyopt -passes='print<domtree>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DT
; RUN: pyopt -passes='print<postdomtree>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PDT
; RUN: pyopt -passes='print<domfrontier>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DF
; RUN: pyopt -passes='print<loops>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LOOPS
; The same layout as opt-16 prints:
; RUN: opt-16 -passes='print<domtree>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DT
; RUN: opt-16 -passes='print<postdomtree>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PDT
; RUN: opt-16 -passes='print<loops>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LOOPS

; DT: DominatorTree for function: f
; DT: Inorder Dominator Tree: DFSNumbers invalid: 0 slow queries.
; DT-NEXT: [1] %entry {4294967295,4294967295} [0]
; DT-NEXT: [2] %cond {4294967295,4294967295} [1]
; DT-NEXT: [3] %body {4294967295,4294967295} [2]
; DT-NEXT: [4] %then {4294967295,4294967295} [3]
; DT-NEXT: [4] %latch {4294967295,4294967295} [3]
; DT-NEXT: [3] %end {4294967295,4294967295} [2]
; DT-NEXT: Roots: %entry

; PDT: Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
; PDT-NEXT: [1]  <<exit node>> {4294967295,4294967295} [0]
; PDT-NEXT: [2] %end {4294967295,4294967295} [1]
; PDT-NEXT: [3] %cond {4294967295,4294967295} [2]
; PDT-NEXT: [4] %entry {4294967295,4294967295} [3]
; PDT-NEXT: [4] %latch {4294967295,4294967295} [3]
; PDT-NEXT: [5] %body {4294967295,4294967295} [4]
; PDT-NEXT: [5] %then {4294967295,4294967295} [4]
; PDT-NEXT: Roots: %end

; DF: DomFrontier for BB %body is: %cond
; DF: DomFrontier for BB %then is: %latch
; DF: DomFrontier for BB %latch is: %cond

; LOOPS: Loop at depth 1 containing: %cond<header><exiting>,%body,%then,%latch<latch>

define i32 @f(i32 %n) {
entry:
  br label %cond
cond:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %end
body:
  %odd = and i32 %i, 1
  %b = icmp eq i32 %odd, 0
  br i1 %b, label %then, label %latch
then:
  br label %latch
latch:
  %i1 = add i32 %i, 1
  br label %cond
end:
  ret i32 %i
}
