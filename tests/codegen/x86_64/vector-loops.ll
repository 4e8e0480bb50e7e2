; Loops clang -O2 vectorizes, selected as native vectors (isel/build_vector.py,
; targets/x86_64/vector_patterns.py): the vector body of each loop and its reduction.
; x86-64 (SSE2): the byte copy and the 16-bit sum in XMM registers (movups, punpcklwd
; against zero, paddd, pshufd + paddd + movd); the i32 -> i64 sum and dot product stay
; scalar (SSE2 has no cheap sign extension or 64-bit multiply).
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines
; BLESS: match=xmm

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
; the vector loop is scalarized: no XMM register
; bless: not=xmm
; bless: match=movslq
define dso_local i64 @sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr {
; CHECK-LABEL: sum:{{.*}}
; CHECK-NOT: {{.*(xmm).*}}
; CHECK: movslq 0(%rdi,%rdx,4), %rsi
; CHECK-NOT: {{.*(xmm).*}}
; CHECK: movslq 0(%rdi,%rax,4), %r9
; CHECK-NOT: {{.*(xmm).*}}
; CHECK: movslq 4(%rdi,%rax,4), %r9
; CHECK-NOT: {{.*(xmm).*}}
; CHECK: jmp .LBB0_2
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %24

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp eq i32 %1, 1
  br i1 %6, label %21, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967294
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %16, %9 ]
  %11 = phi <2 x i64> [ zeroinitializer, %7 ], [ %15, %9 ]
  %12 = getelementptr inbounds i32, ptr %0, i64 %10
  %13 = load <2 x i32>, ptr %12, align 4
  %14 = sext <2 x i32> %13 to <2 x i64>
  %15 = add <2 x i64> %11, %14
  %16 = add nuw i64 %10, 2
  %17 = icmp eq i64 %16, %8
  br i1 %17, label %18, label %9

18:                                               ; preds = %9
  %19 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %15)
  %20 = icmp eq i64 %8, %5
  br i1 %20, label %24, label %21

21:                                               ; preds = %4, %18
  %22 = phi i64 [ 0, %4 ], [ %8, %18 ]
  %23 = phi i64 [ 0, %4 ], [ %19, %18 ]
  br label %26

24:                                               ; preds = %26, %18, %2
  %25 = phi i64 [ 0, %2 ], [ %19, %18 ], [ %32, %26 ]
  ret i64 %25

26:                                               ; preds = %21, %26
  %27 = phi i64 [ %33, %26 ], [ %22, %21 ]
  %28 = phi i64 [ %32, %26 ], [ %23, %21 ]
  %29 = getelementptr inbounds i32, ptr %0, i64 %27
  %30 = load i32, ptr %29, align 4
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %28, %31
  %33 = add nuw nsw i64 %27, 1
  %34 = icmp eq i64 %33, %5
  br i1 %34, label %24, label %26
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
; the vector loop is scalarized: no XMM register
; bless: not=xmm
; bless: match=movslq
define dso_local i64 @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr {
; CHECK-LABEL: dot:{{.*}}
; CHECK-NOT: {{.*(xmm).*}}
; CHECK: movslq 0(%rsi,%rdx,4), %r8
; CHECK-NOT: {{.*(xmm).*}}
; CHECK: movslq 0(%rdi,%rdx,4), %r9
; CHECK-NOT: {{.*(xmm).*}}
; CHECK: jmp .LBB1_2
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi i64 [ 0, %3 ], [ %19, %9 ]
  ret i64 %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %20, %9 ]
  %11 = phi i64 [ 0, %5 ], [ %19, %9 ]
  %12 = getelementptr inbounds i32, ptr %0, i64 %10
  %13 = load i32, ptr %12, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %1, i64 %10
  %16 = load i32, ptr %15, align 4
  %17 = sext i32 %16 to i64
  %18 = mul nsw i64 %17, %14
  %19 = add nsw i64 %18, %11
  %20 = add nuw nsw i64 %10, 1
  %21 = icmp eq i64 %20, %6
  br i1 %21, label %7, label %9
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @copy(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr {
; CHECK-LABEL: copy:{{.*}}
; CHECK: movups 0(%rsi,%rcx,1), %xmm0
; CHECK: movups %xmm0, 0(%rdi,%rcx,1)
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %42, label %5

5:                                                ; preds = %3
  %6 = ptrtoint ptr %0 to i64
  %7 = ptrtoint ptr %1 to i64
  %8 = icmp ult i64 %2, 8
  %9 = sub i64 %6, %7
  %10 = icmp ult i64 %9, 32
  %11 = or i1 %8, %10
  br i1 %11, label %40, label %12

12:                                               ; preds = %5
  %13 = icmp ult i64 %2, 16
  br i1 %13, label %28, label %14

14:                                               ; preds = %12
  %15 = and i64 %2, -16
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %21, %16 ]
  %18 = getelementptr inbounds i8, ptr %1, i64 %17
  %19 = load <16 x i8>, ptr %18, align 1
  %20 = getelementptr inbounds i8, ptr %0, i64 %17
  store <16 x i8> %19, ptr %20, align 1
  %21 = add nuw i64 %17, 16
  %22 = icmp eq i64 %21, %15
  br i1 %22, label %23, label %16

23:                                               ; preds = %16
  %24 = icmp eq i64 %15, %2
  br i1 %24, label %42, label %25

25:                                               ; preds = %23
  %26 = and i64 %2, 8
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %40, label %28

28:                                               ; preds = %12, %25
  %29 = phi i64 [ %15, %25 ], [ 0, %12 ]
  %30 = and i64 %2, -8
  br label %31

31:                                               ; preds = %31, %28
  %32 = phi i64 [ %29, %28 ], [ %36, %31 ]
  %33 = getelementptr inbounds i8, ptr %1, i64 %32
  %34 = load <8 x i8>, ptr %33, align 1
  %35 = getelementptr inbounds i8, ptr %0, i64 %32
  store <8 x i8> %34, ptr %35, align 1
  %36 = add nuw i64 %32, 8
  %37 = icmp eq i64 %36, %30
  br i1 %37, label %38, label %31

38:                                               ; preds = %31
  %39 = icmp eq i64 %30, %2
  br i1 %39, label %42, label %40

40:                                               ; preds = %5, %25, %38
  %41 = phi i64 [ 0, %5 ], [ %15, %25 ], [ %30, %38 ]
  br label %43

42:                                               ; preds = %43, %23, %38, %3
  ret void

43:                                               ; preds = %40, %43
  %44 = phi i64 [ %48, %43 ], [ %41, %40 ]
  %45 = getelementptr inbounds i8, ptr %1, i64 %44
  %46 = load i8, ptr %45, align 1
  %47 = getelementptr inbounds i8, ptr %0, i64 %44
  store i8 %46, ptr %47, align 1
  %48 = add nuw i64 %44, 1
  %49 = icmp eq i64 %48, %2
  br i1 %49, label %42, label %43
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @usum16(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr {
; CHECK-LABEL: usum16:{{.*}}
; CHECK: pxor %xmm0, %xmm0
; CHECK: pxor %xmm1, %xmm1
; CHECK: movq 0(%rdi,%rax,2), %xmm2
; CHECK: punpcklwd %xmm1, %xmm2
; CHECK: paddd %xmm2, %xmm0
; CHECK: pshufd $238, %xmm0, %xmm1
; CHECK: paddd %xmm1, %xmm0
; CHECK: pshufd $85, %xmm0, %xmm1
; CHECK: paddd %xmm1, %xmm0
; CHECK: movd %xmm0, %eax
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %24

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %21, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967292
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %16, %9 ]
  %11 = phi <4 x i32> [ zeroinitializer, %7 ], [ %15, %9 ]
  %12 = getelementptr inbounds i16, ptr %0, i64 %10
  %13 = load <4 x i16>, ptr %12, align 2
  %14 = zext <4 x i16> %13 to <4 x i32>
  %15 = add <4 x i32> %11, %14
  %16 = add nuw i64 %10, 4
  %17 = icmp eq i64 %16, %8
  br i1 %17, label %18, label %9

18:                                               ; preds = %9
  %19 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %15)
  %20 = icmp eq i64 %8, %5
  br i1 %20, label %24, label %21

21:                                               ; preds = %4, %18
  %22 = phi i64 [ 0, %4 ], [ %8, %18 ]
  %23 = phi i32 [ 0, %4 ], [ %19, %18 ]
  br label %26

24:                                               ; preds = %26, %18, %2
  %25 = phi i32 [ 0, %2 ], [ %19, %18 ], [ %32, %26 ]
  ret i32 %25

26:                                               ; preds = %21, %26
  %27 = phi i64 [ %33, %26 ], [ %22, %21 ]
  %28 = phi i32 [ %32, %26 ], [ %23, %21 ]
  %29 = getelementptr inbounds i16, ptr %0, i64 %27
  %30 = load i16, ptr %29, align 2
  %31 = zext i16 %30 to i32
  %32 = add i32 %28, %31
  %33 = add nuw nsw i64 %27, 1
  %34 = icmp eq i64 %33, %5
  br i1 %34, label %24, label %26
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)



