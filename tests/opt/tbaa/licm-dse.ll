; licm hoists a load past stores of another type and promotes a float accumulator
; past int loads; dse removes a store overwritten past a load of another type.
; Must not fire: same type, char, missing tags, tbaa off.
; RUN: pyopt -passes='loop-mssa(licm)' -S %s | FileCheck %s
; RUN: pyopt -passes='loop-mssa(licm)' -aa-pipeline=basic-aa -S %s | FileCheck %s --check-prefix=OFF
; RUN: pyopt -passes=dse -S %s | FileCheck %s --check-prefix=DSE
; RUN: pyopt -passes=dse -aa-pipeline=basic-aa -S %s | FileCheck %s --check-prefix=DSEOFF

; for (i = 0; i < *len; i++) a[i] = 0;   with long *len, int *a
define void @hoist_len(ptr %a, ptr %len) {
; CHECK-LABEL: @hoist_len(
; CHECK: entry:
; CHECK-NEXT: %n = load i64, ptr %len, align 8, !tbaa
; CHECK: loop:
; CHECK-NOT: load i64
; OFF-LABEL: @hoist_len(
; OFF: loop:
; OFF: %n = load i64, ptr %len
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p, align 4, !tbaa !1
  %i1 = add nuw nsw i64 %i, 1
  %n = load i64, ptr %len, align 8, !tbaa !7
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; the same with int *len: the stores may write it
define void @no_hoist_same_type(ptr %a, ptr %len) {
; CHECK-LABEL: @no_hoist_same_type(
; CHECK: loop:
; CHECK: %n = load i32, ptr %len
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 0, ptr %p, align 4, !tbaa !1
  %i1 = add nuw nsw i32 %i, 1
  %n = load i32, ptr %len, align 4, !tbaa !1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; char stores may write anything
define void @no_hoist_char(ptr %a, ptr %len) {
; CHECK-LABEL: @no_hoist_char(
; CHECK: loop:
; CHECK: %n = load i64, ptr %len
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds i8, ptr %a, i64 %i
  store i8 0, ptr %p, align 1, !tbaa !5
  %i1 = add nuw nsw i64 %i, 1
  %n = load i64, ptr %len, align 8, !tbaa !7
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; an untagged store may write anything
define void @no_hoist_untagged(ptr %a, ptr %len) {
; CHECK-LABEL: @no_hoist_untagged(
; CHECK: loop:
; CHECK: %n = load i64, ptr %len
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p, align 4
  %i1 = add nuw nsw i64 %i, 1
  %n = load i64, ptr %len, align 8, !tbaa !7
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; for (i = 0; i < n; i++) *s += a[i];   with float *s, int *a: *s lives in a register;
; the promoted load and store keep the float tag
define void @promote(ptr %a, ptr %s, i64 %n) {
; CHECK-LABEL: @promote(
; CHECK: %s.promoted = load float, ptr %s, align 4, !tbaa ![[FLOAT:[0-9]+]]
; CHECK: loop:
; CHECK-NOT: store float
; CHECK: exit:
; CHECK: store float %{{.*}}, ptr %s, align 4, !tbaa ![[FLOAT]]
; OFF-LABEL: @promote(
; OFF: loop:
; OFF: store float
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %p, align 4, !tbaa !1
  %f = sitofp i32 %x to float
  %old = load float, ptr %s, align 4, !tbaa !4
  %new = fadd float %old, %f
  store float %new, ptr %s, align 4, !tbaa !4
  %i1 = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a load that is not sure to run keeps only !dbg when hoisted (LLVM 16's LICM)
define i64 @speculated(ptr %a, ptr align 8 dereferenceable(8) %len, i1 %c) {
; CHECK-LABEL: @speculated(
; CHECK: entry:
; CHECK-NEXT: %n = load i64, ptr %len, align 8{{$}}
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %latch ]
  br i1 %c, label %then, label %latch
then:
  %n = load i64, ptr %len, align 8, !tbaa !7, !range !20, !noundef !21
  br label %latch
latch:
  %v = phi i64 [ %n, %then ], [ 0, %loop ]
  %acc1 = add i64 %acc, %v
  %i1 = add nuw nsw i64 %i, 1
  %d = icmp slt i64 %i1, 10
  br i1 %d, label %loop, label %exit
exit:
  ret i64 %acc1
}

define float @dse(ptr %p, ptr %q) {
; DSE-LABEL: @dse(
; DSE-NEXT: %v = load float, ptr %q
; DSE-NEXT: store i32 2, ptr %p
; DSEOFF-LABEL: @dse(
; DSEOFF-NEXT: store i32 1, ptr %p
  store i32 1, ptr %p, align 4, !tbaa !1
  %v = load float, ptr %q, align 4, !tbaa !4
  store i32 2, ptr %p, align 4, !tbaa !1
  ret float %v
}

define i8 @dse_char_read(ptr %p, ptr %q) {
; DSE-LABEL: @dse_char_read(
; DSE-NEXT: store i32 1, ptr %p
; DSE-NEXT: %v = load i8, ptr %q
; DSE-NEXT: store i32 2, ptr %p
  store i32 1, ptr %p, align 4, !tbaa !1
  %v = load i8, ptr %q, align 1, !tbaa !5
  store i32 2, ptr %p, align 4, !tbaa !1
  ret i8 %v
}

; CHECK: ![[FLOAT]] = !{![[FT:[0-9]+]], ![[FT]], i64 0}
; CHECK: ![[FT]] = !{!"float"

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !0, i64 0}
!4 = !{!6, !6, i64 0}
!5 = !{!3, !3, i64 0}
!6 = !{!"float", !3, i64 0}
!7 = !{!8, !8, i64 0}
!8 = !{!"long", !3, i64 0}
!20 = !{i64 0, i64 100}
!21 = !{}
