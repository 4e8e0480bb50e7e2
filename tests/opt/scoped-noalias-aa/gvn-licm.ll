; gvn and licm use !alias.scope/!noalias (as left by inlining a function with restrict
; parameters); must not fire when the store's scopes are only partly covered by the
; load's !noalias, when a list is missing, or with scoped-noalias-aa off.
; RUN: pyopt -passes=gvn -S %s | FileCheck %s --check-prefix=GVN
; RUN: pyopt -passes=gvn -aa-pipeline=basic-aa,tbaa -S %s | FileCheck %s --check-prefix=OFF
; RUN: pyopt -passes='loop-mssa(licm)' -S %s | FileCheck %s --check-prefix=LICM

define i32 @gvn_fires(ptr %a, ptr %b) {
; GVN-LABEL: @gvn_fires(
; GVN: store i32 1, ptr %a
; GVN-NEXT: %s = add i32 %x, %x
; OFF-LABEL: @gvn_fires(
; OFF: %y = load
  %x = load i32, ptr %b, align 4, !alias.scope !11, !noalias !10
  store i32 1, ptr %a, align 4, !alias.scope !10, !noalias !11
  %y = load i32, ptr %b, align 4, !alias.scope !11, !noalias !10
  %s = add i32 %x, %y
  ret i32 %s
}

; the store is in scopes {A, B} of domain D1; the loads' !noalias covers only A
; (the answers in this file are opt-16's)
define i32 @gvn_partial(ptr %a, ptr %b) {
; GVN-LABEL: @gvn_partial(
; GVN: %y = load i32, ptr %b
  %x = load i32, ptr %b, align 4, !noalias !10
  store i32 1, ptr %a, align 4, !alias.scope !12
  %y = load i32, ptr %b, align 4, !noalias !10
  %s = add i32 %x, %y
  ret i32 %s
}

define i32 @gvn_no_lists(ptr %a, ptr %b) {
; GVN-LABEL: @gvn_no_lists(
; GVN: %y = load i32, ptr %b
  %x = load i32, ptr %b, align 4, !alias.scope !11
  store i32 1, ptr %a, align 4, !alias.scope !10
  %y = load i32, ptr %b, align 4, !alias.scope !11
  %s = add i32 %x, %y
  ret i32 %s
}

; for (...) a[i] = *b;   the load of *b leaves the loop
define void @licm_hoist(ptr %a, ptr %b) {
; LICM-LABEL: @licm_hoist(
; LICM: entry:
; LICM-NEXT: %v = load i32, ptr %b
; LICM: loop:
; LICM-NOT: load
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %v = load i32, ptr %b, align 4, !alias.scope !11, !noalias !10
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %v, ptr %p, align 4, !alias.scope !10, !noalias !11
  %i1 = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i1, 100
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @licm_partial(ptr %a, ptr %b) {
; LICM-LABEL: @licm_partial(
; LICM: loop:
; LICM: %v = load i32, ptr %b
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %v = load i32, ptr %b, align 4, !noalias !10
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %v, ptr %p, align 4, !alias.scope !12
  %i1 = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i1, 100
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

!0 = distinct !{!0, !"D1"}
!1 = distinct !{!1, !0, !"A"}
!2 = distinct !{!2, !0, !"B"}
!5 = distinct !{!5, !"D2"}
!3 = distinct !{!3, !5, !"C"}
!10 = !{!1}
!11 = !{!2}
!12 = !{!1, !2}
