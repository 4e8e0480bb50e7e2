; gvn forwards a load past a store that only tbaa says is elsewhere (as opt-16 does),
; and not when the store may alias: same type, char access, a missing tag, tbaa off.
; RUN: pyopt -passes=gvn -S %s | FileCheck %s
; RUN: pyopt -passes=gvn -aa-pipeline=basic-aa -S %s | FileCheck %s --check-prefix=OFF

define i32 @fires(ptr %p, ptr %q) {
; CHECK-LABEL: @fires(
; CHECK-NEXT: %a = load i32, ptr %p, align 4, !tbaa ![[INT:[0-9]+]]
; CHECK-NEXT: store float 1.000000e+00, ptr %q
; CHECK-NEXT: %s = add i32 %a, %a
; OFF-LABEL: @fires(
; OFF: %b = load i32, ptr %p
  %a = load i32, ptr %p, align 4, !tbaa !1
  store float 1.0, ptr %q, align 4, !tbaa !4
  %b = load i32, ptr %p, align 4, !tbaa !1
  %s = add i32 %a, %b
  ret i32 %s
}

; a struct member of another type: S.b (float) does not clobber an int load
define i32 @struct_member(ptr %p, ptr %s) {
; CHECK-LABEL: @struct_member(
; CHECK-NOT: %b = load
; CHECK: ret i32
  %a = load i32, ptr %p, align 4, !tbaa !1
  %f = getelementptr inbounds i8, ptr %s, i64 4
  store float 1.0, ptr %f, align 4, !tbaa !11
  %b = load i32, ptr %p, align 4, !tbaa !1
  %r = add i32 %a, %b
  ret i32 %r
}

define i32 @same_type(ptr %p, ptr %q) {
; CHECK-LABEL: @same_type(
; CHECK: store i32 1, ptr %q
; CHECK-NEXT: %b = load i32, ptr %p
  %a = load i32, ptr %p, align 4, !tbaa !1
  store i32 1, ptr %q, align 4, !tbaa !1
  %b = load i32, ptr %p, align 4, !tbaa !1
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @char_store(ptr %p, ptr %q) {
; CHECK-LABEL: @char_store(
; CHECK: store i8 1, ptr %q
; CHECK-NEXT: %b = load i32, ptr %p
  %a = load i32, ptr %p, align 4, !tbaa !1
  store i8 1, ptr %q, align 1, !tbaa !5
  %b = load i32, ptr %p, align 4, !tbaa !1
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @untagged_store(ptr %p, ptr %q) {
; CHECK-LABEL: @untagged_store(
; CHECK: store float 1.000000e+00, ptr %q
; CHECK-NEXT: %b = load i32, ptr %p
  %a = load i32, ptr %p, align 4, !tbaa !1
  store float 1.0, ptr %q, align 4
  %b = load i32, ptr %p, align 4, !tbaa !1
  %s = add i32 %a, %b
  ret i32 %s
}

; type punning through one address: the short store overlaps the int (basic-aa knows;
; opt-16's says PartialAlias before tbaa is asked), so tbaa's answer is not used
define i32 @punning(ptr %p) {
; CHECK-LABEL: @punning(
; CHECK: store i16 1, ptr %h
; CHECK-NEXT: %b = load i32, ptr %p
  %a = load i32, ptr %p, align 4, !tbaa !1
  %h = getelementptr inbounds i8, ptr %p, i64 2
  store i16 1, ptr %h, align 2, !tbaa !12
  %b = load i32, ptr %p, align 4, !tbaa !1
  %s = add i32 %a, %b
  ret i32 %s
}

; the first load survived the store only on the word of its int tag: a later char
; load of the same address (whose tag does not exclude the float store) is not served
define i32 @other_tag_later(ptr %p, ptr %q) {
; CHECK-LABEL: @other_tag_later(
; CHECK: store float 1.000000e+00, ptr %q
; CHECK-NEXT: %b = load i32, ptr %p, align 4, !tbaa ![[CHAR:[0-9]+]]
  %a = load i32, ptr %p, align 4, !tbaa !1
  store float 1.0, ptr %q, align 4, !tbaa !4
  %b = load i32, ptr %p, align 4, !tbaa !5
  %s = add i32 %a, %b
  ret i32 %s
}

; load PRE: the value is available in both predecessors, in %a past a float store
; (with tbaa off, a new load goes into %a)
define i32 @pre(ptr %p, ptr %q, i1 %c) {
; CHECK-LABEL: @pre(
; CHECK-NOT: .pre = load
; CHECK: join:
; CHECK-NEXT: %v = phi i32 [ %x, %a ], [ %y, %b ]
; OFF-LABEL: @pre(
; OFF: store float
; OFF-NEXT: %v.pre = load i32, ptr %p
  br i1 %c, label %a, label %b
a:
  %x = load i32, ptr %p, align 4, !tbaa !1
  store float 1.0, ptr %q, align 4, !tbaa !4
  br label %join
b:
  %y = load i32, ptr %p, align 4, !tbaa !1
  br label %join
join:
  %v = load i32, ptr %p, align 4, !tbaa !1
  ret i32 %v
}

; CHECK-DAG: ![[INT]] = !{![[INTT:[0-9]+]], ![[INTT]], i64 0}
; CHECK-DAG: ![[CHAR]] = !{![[CHART:[0-9]+]], ![[CHART]], i64 0}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !0, i64 0}
!4 = !{!6, !6, i64 0}
!5 = !{!3, !3, i64 0}
!6 = !{!"float", !3, i64 0}
!10 = !{!"S", !2, i64 0, !6, i64 4}
!11 = !{!10, !6, i64 4}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !3, i64 0}
