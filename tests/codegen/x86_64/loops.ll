; Loops after phi elimination, coalescing, machine LICM and block placement (-O2):
; the sum loop carries its two values in registers with no copies and ends in one
; conditional branch back; the matmul row loop materializes @A/@B outside the loop.
; IR: clang-16 -O2 -fno-vectorize -fno-slp-vectorize -fno-unroll-loops of
; long sum_loop(const int *p, int n) and int matmul_row(i, j, n) (metadata stripped).
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@A = dso_local local_unnamed_addr global [16 x [16 x i32]] zeroinitializer, align 16
@B = dso_local local_unnamed_addr global [16 x [16 x i32]] zeroinitializer, align 16

define dso_local i64 @sum_loop(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr {
; CHECK-LABEL: sum_loop:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: testl %esi, %esi
; CHECK-NEXT: jg .LBB0_3
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: movl %esi, %ecx
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: movq %rax, %rdx
; CHECK-NEXT: .LBB0_4:{{.*}}
; CHECK-NEXT: movslq 0(%rdi,%rdx,4), %rsi
; CHECK-NEXT: addq %rsi, %rax
; CHECK-NEXT: incq %rdx
; CHECK-NEXT: cmpq %rcx, %rdx
; CHECK-NEXT: jne .LBB0_4
; CHECK-NEXT: # %bb.5:{{.*}}
; CHECK-NEXT: jmp .LBB0_2
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i64 [ 0, %2 ], [ %14, %8 ]
  ret i64 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %15, %8 ]
  %10 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %11 = getelementptr inbounds i32, ptr %0, i64 %9
  %12 = load i32, ptr %11, align 4
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %10, %13
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %5
  br i1 %16, label %6, label %8
}

define dso_local i32 @matmul_row(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr {
; CHECK-LABEL: matmul_row:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: testl %edx, %edx
; CHECK-NEXT: jg .LBB1_3
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB1_3:{{.*}}
; CHECK-NEXT: movslq %edi, %rcx
; CHECK-NEXT: movslq %esi, %rsi
; CHECK-NEXT: movl %edx, %edx
; CHECK-NEXT: xorl %edi, %edi
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: shlq $6, %rcx
; CHECK-NEXT: .LBB1_4:{{.*}}
; CHECK-NEXT: movq %rdi, %r8
; CHECK-NEXT: shlq $6, %r8
; CHECK-NEXT: movl B(%r8,%rsi,4), %r8d
; CHECK-NEXT: movl A(%rcx,%rdi,4), %r9d
; CHECK-NEXT: imull %r9d, %r8d
; CHECK-NEXT: addl %r8d, %eax
; CHECK-NEXT: incq %rdi
; CHECK-NEXT: cmpq %rdx, %rdi
; CHECK-NEXT: jne .LBB1_4
; CHECK-NEXT: # %bb.5:{{.*}}
; CHECK-NEXT: jmp .LBB1_2
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %3
  %6 = sext i32 %0 to i64
  %7 = sext i32 %1 to i64
  %8 = zext i32 %2 to i64
  br label %11

9:                                                ; preds = %11, %3
  %10 = phi i32 [ 0, %3 ], [ %19, %11 ]
  ret i32 %10

11:                                               ; preds = %5, %11
  %12 = phi i64 [ 0, %5 ], [ %20, %11 ]
  %13 = phi i32 [ 0, %5 ], [ %19, %11 ]
  %14 = getelementptr inbounds [16 x [16 x i32]], ptr @A, i64 0, i64 %6, i64 %12
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds [16 x [16 x i32]], ptr @B, i64 0, i64 %12, i64 %7
  %17 = load i32, ptr %16, align 4
  %18 = mul nsw i32 %17, %15
  %19 = add nsw i32 %18, %13
  %20 = add nuw nsw i64 %12, 1
  %21 = icmp eq i64 %20, %8
  br i1 %21, label %9, label %11
}



