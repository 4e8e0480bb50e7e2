; aa-eval with -aa-pipeline=scoped-noalias-aa; the expected answers are opt-16's.
; NoAlias when, in some domain, every scope of one access is in the other's !noalias;
; must not fire: scopes only partly covered (%s: {A,B} vs !noalias {A,C}), no lists.
; RUN: pyopt -passes=aa-eval -aa-pipeline=scoped-noalias-aa -evaluate-aa-metadata -print-all-alias-modref-info \
; RUN:   -disable-output %s 2>&1 | FileCheck %s
; RUN: pyopt -passes=aa-eval -aa-pipeline=basic-aa,tbaa -evaluate-aa-metadata -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OFF

; CHECK-LABEL: Function: scopes: 5 pointers, 0 call sites
; CHECK:   MayAlias:   %v = load i32, ptr %p, align 4 <->   store i32 1, ptr %p, align 4{{.*}}{{.*}}
; CHECK:   MayAlias:   %v = load i32, ptr %p, align 4 <->   store i32 2, ptr %q, align 4{{.*}}{{.*}}
; CHECK:   MayAlias:   %v = load i32, ptr %p, align 4 <->   store i32 3, ptr %r, align 4{{.*}}{{.*}}
; CHECK:   MayAlias:   %v = load i32, ptr %p, align 4 <->   store i32 4, ptr %s, align 4{{.*}}
; CHECK:   MayAlias:   %v = load i32, ptr %p, align 4 <->   store i32 5, ptr %t, align 4{{.*}}
; CHECK:   NoAlias:   %w = load i32, ptr %q, align 4{{.*}} <->   store i32 1, ptr %p, align 4{{.*}}{{.*}}
; CHECK:   MayAlias:   %w = load i32, ptr %q, align 4{{.*}} <->   store i32 2, ptr %q, align 4{{.*}}{{.*}}
; CHECK:   NoAlias:   %w = load i32, ptr %q, align 4{{.*}} <->   store i32 3, ptr %r, align 4{{.*}}{{.*}}
; CHECK:   MayAlias:   %w = load i32, ptr %q, align 4{{.*}} <->   store i32 4, ptr %s, align 4{{.*}}
; CHECK:   MayAlias:   %w = load i32, ptr %q, align 4{{.*}} <->   store i32 5, ptr %t, align 4{{.*}}
; CHECK:   NoAlias:   store i32 2, ptr %q, align 4{{.*}}{{.*}} <->   store i32 1, ptr %p, align 4{{.*}}{{.*}}
; CHECK:   MayAlias:   store i32 3, ptr %r, align 4{{.*}}{{.*}} <->   store i32 1, ptr %p, align 4{{.*}}{{.*}}
; CHECK:   NoAlias:   store i32 3, ptr %r, align 4{{.*}}{{.*}} <->   store i32 2, ptr %q, align 4{{.*}}{{.*}}
; CHECK:   MayAlias:   store i32 4, ptr %s, align 4{{.*}} <->   store i32 1, ptr %p, align 4{{.*}}{{.*}}
; CHECK:   MayAlias:   store i32 4, ptr %s, align 4{{.*}} <->   store i32 2, ptr %q, align 4{{.*}}{{.*}}
; CHECK:   MayAlias:   store i32 4, ptr %s, align 4{{.*}} <->   store i32 3, ptr %r, align 4{{.*}}{{.*}}
; CHECK:   NoAlias:   store i32 5, ptr %t, align 4{{.*}} <->   store i32 1, ptr %p, align 4{{.*}}{{.*}}
; CHECK:   MayAlias:   store i32 5, ptr %t, align 4{{.*}} <->   store i32 2, ptr %q, align 4{{.*}}{{.*}}
; CHECK:   NoAlias:   store i32 5, ptr %t, align 4{{.*}} <->   store i32 3, ptr %r, align 4{{.*}}{{.*}}
; CHECK:   MayAlias:   store i32 5, ptr %t, align 4{{.*}} <->   store i32 4, ptr %s, align 4{{.*}}
; CHECK: ===== Alias Analysis Evaluator Report =====
; CHECK:   30 Total Alias Queries Performed
; CHECK:   6 no alias responses (20.0%)
; CHECK:   24 may alias responses (80.0%)
; CHECK:   0 partial alias responses (0.0%)
; CHECK:   0 must alias responses (0.0%)
; CHECK:   Alias Analysis Evaluator Pointer Alias Summary: 20%/80%/0%/0%
; CHECK:   Alias Analysis Mod/Ref Evaluator Summary: no mod/ref!
; OFF: 0 no alias responses

; domain D1 with scopes A, B; domain D2 with scope C
define void @scopes(ptr %p, ptr %q, ptr %r, ptr %s, ptr %t) {
  store i32 1, ptr %p, align 4, !alias.scope !10, !noalias !11
  store i32 2, ptr %q, align 4, !alias.scope !11, !noalias !10
  store i32 3, ptr %r, align 4, !alias.scope !12, !noalias !11
  store i32 4, ptr %s, align 4, !alias.scope !13
  store i32 5, ptr %t, align 4, !noalias !14
  %v = load i32, ptr %p, align 4
  %w = load i32, ptr %q, align 4, !alias.scope !11
  ret void
}

!0 = distinct !{!0, !"D1"}
!1 = distinct !{!1, !0, !"A"}
!2 = distinct !{!2, !0, !"B"}
!3 = distinct !{!3, !5, !"C"}
!5 = distinct !{!5, !"D2"}
!10 = !{!1}
!11 = !{!2}
!12 = !{!1, !3}
!13 = !{!1, !2}
!14 = !{!1, !3}
