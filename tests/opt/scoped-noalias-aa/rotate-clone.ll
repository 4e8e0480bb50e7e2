; loop-rotate copies the header into the preheader and moves the old header after the
; body: both are other dynamic instances of the scopes the header declares, so both
; get scopes of their own (as opt-16 does): no pair keeps a NoAlias answer.
; RUN: pyopt -passes='loop(loop-rotate),function(aa-eval)' -aa-pipeline=scoped-noalias-aa \
; RUN:   -evaluate-aa-metadata -print-all-alias-modref-info -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: Function: f:
; CHECK: 4 Total Alias Queries Performed
; CHECK-NEXT: 0 no alias responses
define void @f(ptr %a, ptr %b, i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  call void @llvm.experimental.noalias.scope.decl(metadata !10)
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store i32 0, ptr %a, align 4, !alias.scope !10, !noalias !11
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %v = load i32, ptr %b, align 4, !alias.scope !11, !noalias !10
  %i1 = add i32 %i, %v
  br label %head
exit:
  ret void
}

declare void @llvm.experimental.noalias.scope.decl(metadata)

!0 = distinct !{!0, !"g"}
!1 = distinct !{!1, !0, !"g: %a"}
!2 = distinct !{!2, !0, !"g: %b"}
!10 = !{!1}
!11 = !{!2}
