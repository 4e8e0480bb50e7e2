; gvn replacing a load by an equal earlier one leaves the survivor with what both
; vouch for (LLVM's combineMetadata): the most generic tbaa tag (as opt-16), the union
; of the ranges and !nonnull only if both have it. For !range/!nonnull opt-16 keeps the
; survivor's own, which can turn the replaced load's value into poison; pyllc follows
; LLVM 17's rule (keep the survivor's only when it is !noundef).
; RUN: pyopt -passes=gvn -S %s | FileCheck %s

define i32 @int_and_member(ptr %p) {
; CHECK-LABEL: @int_and_member(
; CHECK-NEXT: %a = load i32, ptr %p, align 4, !tbaa ![[INT:[0-9]+]], !range ![[R:[0-9]+]]
; CHECK-NEXT: %s = add i32 %a, %a
  %a = load i32, ptr %p, align 4, !tbaa !1, !range !30
  %b = load i32, ptr %p, align 4, !tbaa !11, !range !31
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @int_and_float_tag(ptr %p) {
; CHECK-LABEL: @int_and_float_tag(
; CHECK-NEXT: %a = load i32, ptr %p, align 4, !tbaa ![[CHAR:[0-9]+]]{{$}}
  %a = load i32, ptr %p, align 4, !tbaa !1
  %b = load i32, ptr %p, align 4, !tbaa !4, !range !30
  %s = add i32 %a, %b
  ret i32 %s
}

define ptr @nonnull(ptr %p) {
; CHECK-LABEL: @nonnull(
; CHECK-NEXT: %a = load ptr, ptr %p, align 8{{$}}
  %a = load ptr, ptr %p, align 8, !nonnull !32
  %b = load ptr, ptr %p, align 8
  %c = icmp eq ptr %a, %b
  %r = select i1 %c, ptr %a, ptr %b
  ret ptr %r
}

define i32 @untagged(ptr %p) {
; CHECK-LABEL: @untagged(
; CHECK-NEXT: %a = load i32, ptr %p, align 4{{$}}
  %a = load i32, ptr %p, align 4, !tbaa !1
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

; CHECK-DAG: ![[INT]] = !{![[INTT:[0-9]+]], ![[INTT]], i64 0}
; CHECK-DAG: ![[INTT]] = !{!"int"
; CHECK-DAG: ![[R]] = !{i32 0, i32 10, i32 20, i32 30}
; CHECK-DAG: ![[CHAR]] = !{![[CT:[0-9]+]], ![[CT]], i64 0}
; CHECK-DAG: ![[CT]] = !{!"omnipotent char"

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !0, i64 0}
!4 = !{!6, !6, i64 0}
!6 = !{!"float", !3, i64 0}
!10 = !{!"S", !2, i64 0, !6, i64 4}
!11 = !{!10, !2, i64 0}
!30 = !{i32 0, i32 10}
!31 = !{i32 20, i32 30}
!32 = !{}
