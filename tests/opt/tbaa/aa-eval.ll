; aa-eval with -aa-pipeline=tbaa on struct-path tags; the expected answers are opt-16's
; (same queries, same counts; only its metadata numbering differs).
; RUN: pyopt -passes=aa-eval -aa-pipeline=tbaa -evaluate-aa-metadata -print-all-alias-modref-info \
; RUN:   -disable-output %s 2>&1 | FileCheck %s
; tbaa off: no metadata answers
; RUN: pyopt -passes=aa-eval -aa-pipeline=basic-aa -evaluate-aa-metadata -print-all-alias-modref-info \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=BASIC
; and the default pipeline (basic-aa, scoped-noalias-aa, tbaa) has tbaa
; RUN: pyopt -passes=aa-eval -evaluate-aa-metadata -print-all-alias-modref-info \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=DEFAULT

; CHECK-LABEL: Function: scalars: 5 pointers, 0 call sites
; CHECK:   MayAlias:   %v = load i32, ptr %pi, align 4{{.*}} <->   store i32 1, ptr %pi, align 4{{.*}}
; CHECK:   NoAlias:   %v = load i32, ptr %pi, align 4{{.*}} <->   store float 2.000000e+00, ptr %pf, align 4{{.*}}
; CHECK:   MayAlias:   %v = load i32, ptr %pi, align 4{{.*}} <->   store i8 3, ptr %pc, align 1{{.*}}
; CHECK:   NoAlias:   %v = load i32, ptr %pi, align 4{{.*}} <->   store i64 4, ptr %pl, align 8{{.*}}
; CHECK:   MayAlias:   %u = load i32, ptr %pf, align 4 <->   store i32 1, ptr %pi, align 4{{.*}}
; CHECK:   MayAlias:   %u = load i32, ptr %pf, align 4 <->   store float 2.000000e+00, ptr %pf, align 4{{.*}}
; CHECK:   MayAlias:   %u = load i32, ptr %pf, align 4 <->   store i8 3, ptr %pc, align 1{{.*}}
; CHECK:   MayAlias:   %u = load i32, ptr %pf, align 4 <->   store i64 4, ptr %pl, align 8{{.*}}
; CHECK:   NoAlias:   store float 2.000000e+00, ptr %pf, align 4{{.*}} <->   store i32 1, ptr %pi, align 4{{.*}}
; CHECK:   MayAlias:   store i8 3, ptr %pc, align 1{{.*}} <->   store i32 1, ptr %pi, align 4{{.*}}
; CHECK:   MayAlias:   store i8 3, ptr %pc, align 1{{.*}} <->   store float 2.000000e+00, ptr %pf, align 4{{.*}}
; CHECK:   NoAlias:   store i64 4, ptr %pl, align 8{{.*}} <->   store i32 1, ptr %pi, align 4{{.*}}
; CHECK:   NoAlias:   store i64 4, ptr %pl, align 8{{.*}} <->   store float 2.000000e+00, ptr %pf, align 4{{.*}}
; CHECK:   MayAlias:   store i64 4, ptr %pl, align 8{{.*}} <->   store i8 3, ptr %pc, align 1{{.*}}
; CHECK-LABEL: Function: structs: 6 pointers, 0 call sites
; CHECK:   MayAlias:   %v = load i32, ptr %pi, align 4{{.*}} <->   store i32 1, ptr %s, align 4{{.*}}
; CHECK:   NoAlias:   %v = load i32, ptr %pi, align 4{{.*}} <->   store float 2.000000e+00, ptr %sb, align 4{{.*}}
; CHECK:   NoAlias:   %v = load i32, ptr %pi, align 4{{.*}} <->   store i16 3, ptr %sc, align 4{{.*}}
; CHECK:   MayAlias:   %v = load i32, ptr %pi, align 4{{.*}} <->   store i32 4, ptr %t, align 4{{.*}}
; CHECK:   MayAlias:   %v = load i32, ptr %pi, align 4{{.*}} <->   store i32 5, ptr %ts, align 4{{.*}}
; CHECK:   NoAlias:   store float 2.000000e+00, ptr %sb, align 4{{.*}} <->   store i32 1, ptr %s, align 4{{.*}}
; CHECK:   NoAlias:   store i16 3, ptr %sc, align 4{{.*}} <->   store i32 1, ptr %s, align 4{{.*}}
; CHECK:   NoAlias:   store i16 3, ptr %sc, align 4{{.*}} <->   store float 2.000000e+00, ptr %sb, align 4{{.*}}
; CHECK:   NoAlias:   store i32 4, ptr %t, align 4{{.*}} <->   store i32 1, ptr %s, align 4{{.*}}
; CHECK:   NoAlias:   store i32 4, ptr %t, align 4{{.*}} <->   store float 2.000000e+00, ptr %sb, align 4{{.*}}
; CHECK:   NoAlias:   store i32 4, ptr %t, align 4{{.*}} <->   store i16 3, ptr %sc, align 4{{.*}}
; CHECK:   MayAlias:   store i32 5, ptr %ts, align 4{{.*}} <->   store i32 1, ptr %s, align 4{{.*}}
; CHECK:   NoAlias:   store i32 5, ptr %ts, align 4{{.*}} <->   store float 2.000000e+00, ptr %sb, align 4{{.*}}
; CHECK:   NoAlias:   store i32 5, ptr %ts, align 4{{.*}} <->   store i16 3, ptr %sc, align 4{{.*}}
; CHECK:   NoAlias:   store i32 5, ptr %ts, align 4{{.*}} <->   store i32 4, ptr %t, align 4{{.*}}
; CHECK-LABEL: Function: other_root: 2 pointers, 0 call sites
; CHECK:   MayAlias:   store float 2.000000e+00, ptr %q, align 4{{.*}} <->   store i32 1, ptr %p, align 4{{.*}}
; CHECK-LABEL: Function: constant: 2 pointers, 0 call sites
; CHECK:   MayAlias:   %v = load i32, ptr %p, align 4{{.*}} <->   store i32 1, ptr %q, align 4{{.*}}
; CHECK: ===== Alias Analysis Evaluator Report =====
; CHECK:   58 Total Alias Queries Performed
; CHECK:   16 no alias responses (27.5%)
; CHECK:   42 may alias responses (72.4%)
; CHECK:   0 partial alias responses (0.0%)
; CHECK:   0 must alias responses (0.0%)
; CHECK:   Alias Analysis Evaluator Pointer Alias Summary: 27%/72%/0%/0%
; CHECK:   Alias Analysis Mod/Ref Evaluator Summary: no mod/ref!
; BASIC: Function: scalars:
; BASIC: MayAlias: %v = load i32, ptr %pi{{.*}} <-> store float 2.000000e+00, ptr %pf
; BASIC-NOT: NoAlias: %v = load
; BASIC: Function: structs:
; DEFAULT: NoAlias: %v = load i32, ptr %pi{{.*}} <-> store float 2.000000e+00, ptr %pf

; struct S { int a; float b; short c; };  struct T { int x; struct S s; };
define void @scalars(ptr %pi, ptr %pf, ptr %pc, ptr %pl) {
  store i32 1, ptr %pi, align 4, !tbaa !10
  store float 2.0, ptr %pf, align 4, !tbaa !11
  store i8 3, ptr %pc, align 1, !tbaa !12
  store i64 4, ptr %pl, align 8, !tbaa !13
  %v = load i32, ptr %pi, align 4, !tbaa !10
  %u = load i32, ptr %pf, align 4
  ret void
}

define void @structs(ptr %s, ptr %t, ptr %pi) {
  %sb = getelementptr inbounds i8, ptr %s, i64 4
  %sc = getelementptr inbounds i8, ptr %s, i64 8
  %ts = getelementptr inbounds i8, ptr %t, i64 4
  store i32 1, ptr %s, align 4, !tbaa !20
  store float 2.0, ptr %sb, align 4, !tbaa !21
  store i16 3, ptr %sc, align 4, !tbaa !22
  store i32 4, ptr %t, align 4, !tbaa !30
  store i32 5, ptr %ts, align 4, !tbaa !31
  %v = load i32, ptr %pi, align 4, !tbaa !10
  ret void
}

define void @other_root(ptr %p, ptr %q) {
  store i32 1, ptr %p, align 4, !tbaa !10
  store float 2.0, ptr %q, align 4, !tbaa !41
  ret void
}

define void @constant(ptr %p, ptr %q) {
  %v = load i32, ptr %p, align 4, !tbaa !50
  store i32 1, ptr %q, align 4, !tbaa !10
  ret void
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"int", !1, i64 0}
!3 = !{!"float", !1, i64 0}
!4 = !{!"long", !1, i64 0}
!5 = !{!"short", !1, i64 0}
!6 = !{!"S", !2, i64 0, !3, i64 4, !5, i64 8}
!7 = !{!"T", !2, i64 0, !6, i64 4}
!10 = !{!2, !2, i64 0}
!11 = !{!3, !3, i64 0}
!12 = !{!1, !1, i64 0}
!13 = !{!4, !4, i64 0}
!20 = !{!6, !2, i64 0}
!21 = !{!6, !3, i64 4}
!22 = !{!6, !5, i64 8}
!30 = !{!7, !2, i64 0}
!31 = !{!7, !2, i64 4}
!40 = !{!"another root"}
!41 = !{!42, !42, i64 0}
!42 = !{!"float", !40, i64 0}
!50 = !{!2, !2, i64 0, i64 1}
