; RUN: opt-16 -passes='loop-simplify,lcssa,loop-rotate' -S %s | pyopt -passes=loop-idiom -S - | FileCheck %s
; RUN: opt-16 -passes='loop-simplify,lcssa,loop-rotate' -S %s | pyopt -passes=loop-idiom -S - | llvm-as-16 -o /dev/null
; Strided stores of a splat become llvm.memset, strided copies llvm.memcpy.

@G = global [100 x i32] zeroinitializer
@H = global [100 x i32] zeroinitializer
@D = global [64 x double] zeroinitializer

; a[i] = 0 for i < n: memset(a, 0, n * 4)
define void @zero(ptr %a, i32 %n) {
; CHECK-LABEL: @zero(
; CHECK: call void @llvm.memset.p0.i64(ptr align 4 %a, i8 0, i64 %idiom.len, i1 false)
; CHECK-NOT: store i32
; CHECK: ret void
entry:
  br label %for.cond
for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  store i32 0, ptr %p, align 4
  %inc = add nsw i32 %i, 1
  br label %for.cond
for.end:
  ret void
}

; -1 in every byte, constant trip count 100, into a global
define void @minus_one() {
; CHECK-LABEL: @minus_one(
; CHECK: call void @llvm.memset.p0.i64(ptr align 4 @G, i8 -1, i64 400, i1 false)
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %inc, %loop ]
  %p = getelementptr inbounds [100 x i32], ptr @G, i64 0, i64 %i
  store i32 -1, ptr %p, align 4
  %inc = add nuw nsw i64 %i, 1
  %more = icmp ne i64 %inc, 100
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; copy between two distinct globals: memcpy
define void @copy() {
; CHECK-LABEL: @copy(
; CHECK: call void @llvm.memcpy.p0.p0.i64(ptr align 4 @H, ptr align 4 @G, i64 400, i1 false)
; CHECK-NOT: load i32
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %inc, %loop ]
  %src = getelementptr inbounds [100 x i32], ptr @G, i64 0, i64 %i
  %v = load i32, ptr %src, align 4
  %dst = getelementptr inbounds [100 x i32], ptr @H, i64 0, i64 %i
  store i32 %v, ptr %dst, align 4
  %inc = add nuw nsw i64 %i, 1
  %more = icmp ne i64 %inc, 100
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; a downward loop: the memset starts at the lowest address
define void @down(ptr %a) {
; CHECK-LABEL: @down(
; CHECK: call void @llvm.memset.p0.i64(ptr align 1 %a, i8 5, i64 10, i1 false)
entry:
  br label %loop
loop:
  %i = phi i64 [ 9, %entry ], [ %dec, %loop ]
  %p = getelementptr inbounds i8, ptr %a, i64 %i
  store i8 5, ptr %p, align 1
  %dec = add nsw i64 %i, -1
  %more = icmp sgt i64 %i, 0
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; +0.0 is all zero bytes
define void @dzero() {
; CHECK-LABEL: @dzero(
; CHECK: call void @llvm.memset.p0.i64(ptr align 8 @D, i8 0, i64 512, i1 false)
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %inc, %loop ]
  %p = getelementptr inbounds [64 x double], ptr @D, i64 0, i64 %i
  store double 0.0, ptr %p, align 8
  %inc = add nuw nsw i64 %i, 1
  %more = icmp ne i64 %inc, 64
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; must not fire: 0x01020304 is not one byte repeated
define void @not_splat(ptr %a) {
; CHECK-LABEL: @not_splat(
; CHECK-NOT: llvm.memset
; CHECK: store i32 16909060
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %inc, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 16909060, ptr %p, align 4
  %inc = add nuw nsw i64 %i, 1
  %more = icmp ne i64 %inc, 10
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; must not fire: volatile store
define void @volatile_store(ptr %a) {
; CHECK-LABEL: @volatile_store(
; CHECK-NOT: llvm.memset
; CHECK: store volatile i32 0
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %inc, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store volatile i32 0, ptr %p, align 4
  %inc = add nuw nsw i64 %i, 1
  %more = icmp ne i64 %inc, 10
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; must not fire: stride 8 for a 4-byte store (every other element)
define void @gaps(ptr %a) {
; CHECK-LABEL: @gaps(
; CHECK-NOT: llvm.memset
; CHECK: store i32 0
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %inc, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p, align 4
  %inc = add nuw nsw i64 %i, 2
  %more = icmp ult i64 %inc, 10
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; must not fire: a call in the loop may read the array
declare void @look(ptr)
define void @with_call(ptr %a) {
; CHECK-LABEL: @with_call(
; CHECK-NOT: llvm.memset
; CHECK: store i32 0
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %inc, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p, align 4
  call void @look(ptr %a)
  %inc = add nuw nsw i64 %i, 1
  %more = icmp ne i64 %inc, 10
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; must not fire: the loop also reads the array it clears (a[i] = 0 after reading a[0])
define i32 @reads_too(ptr %a) {
; CHECK-LABEL: @reads_too(
; CHECK-NOT: llvm.memset
; CHECK: store i32 0
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %inc, %loop ]
  %s = phi i32 [ 0, %entry ], [ %t, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %a, align 4
  %t = add i32 %s, %x
  store i32 0, ptr %p, align 4
  %inc = add nuw nsw i64 %i, 1
  %more = icmp ne i64 %inc, 10
  br i1 %more, label %loop, label %exit
exit:
  ret i32 %t
}

; must not fire: source and destination may overlap (two pointer arguments)
define void @may_alias(ptr %d, ptr %s) {
; CHECK-LABEL: @may_alias(
; CHECK-NOT: llvm.memcpy
; CHECK: load i32
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %inc, %loop ]
  %src = getelementptr inbounds i32, ptr %s, i64 %i
  %v = load i32, ptr %src, align 4
  %dst = getelementptr inbounds i32, ptr %d, i64 %i
  store i32 %v, ptr %dst, align 4
  %inc = add nuw nsw i64 %i, 1
  %more = icmp ne i64 %inc, 10
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; must not fire: the function has "no-builtins" (clang -fno-builtin)
define void @nobuiltin(ptr %a) "no-builtins" {
; CHECK-LABEL: @nobuiltin(
; CHECK-NOT: llvm.memset
; CHECK: store i32 0
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %inc, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p, align 4
  %inc = add nuw nsw i64 %i, 1
  %more = icmp ne i64 %inc, 10
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
