; Loops after phi elimination, coalescing, machine LICM and block placement (-O2):
; the sum loop carries its two values in registers with no copies and ends in one
; conditional branch back; the matmul row loop materializes @A/@B outside the loop.
; loop-reduce (before isel) turns the indexed accesses into pointers that step by 4 and 64.
; IR: clang-16 -O2 -fno-vectorize -fno-slp-vectorize -fno-unroll-loops of
; long sum_loop(const int *p, int n) and int matmul_row(i, j, n) (metadata stripped).
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@A = dso_local local_unnamed_addr global [16 x [16 x i32]] zeroinitializer, align 4
@B = dso_local local_unnamed_addr global [16 x [16 x i32]] zeroinitializer, align 4

define dso_local i64 @sum_loop(ptr nocapture noundef readonly %0, i32 noundef signext %1) local_unnamed_addr {
; CHECK-LABEL: sum_loop:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: blt zero, a1, .LBB0_3
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: addi a2, zero, 0
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: mv a0, a2
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: addi a3, zero, 0
; CHECK-NEXT: addi a2, zero, 0
; CHECK-NEXT: .LBB0_4:{{.*}}
; CHECK-NEXT: lw a4, 0(a0)
; CHECK-NEXT: add a2, a2, a4
; CHECK-NEXT: addi a0, a0, 4
; CHECK-NEXT: addi a3, a3, 1
; CHECK-NEXT: bne a3, a1, .LBB0_4
; CHECK-NEXT: # %bb.5:{{.*}}
; CHECK-NEXT: j .LBB0_2
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

define dso_local signext i32 @matmul_row(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr {
; CHECK-LABEL: matmul_row:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: blt zero, a2, .LBB1_3
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: addi a0, zero, 0
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB1_3:{{.*}}
; CHECK-NEXT: lui a3, %hi(B)
; CHECK-NEXT: addi a3, a3, %lo(B)
; CHECK-NEXT: slli a1, a1, 2
; CHECK-NEXT: add a1, a3, a1
; CHECK-NEXT: lui a3, %hi(A)
; CHECK-NEXT: addi a3, a3, %lo(A)
; CHECK-NEXT: slli a0, a0, 6
; CHECK-NEXT: add a3, a3, a0
; CHECK-NEXT: addi a4, zero, 0
; CHECK-NEXT: addi a0, zero, 0
; CHECK-NEXT: .LBB1_4:{{.*}}
; CHECK-NEXT: lw a5, 0(a1)
; CHECK-NEXT: lw a6, 0(a3)
; CHECK-NEXT: mulw a5, a5, a6
; CHECK-NEXT: addw a0, a5, a0
; CHECK-NEXT: addi a1, a1, 64
; CHECK-NEXT: addi a3, a3, 4
; CHECK-NEXT: addi a4, a4, 1
; CHECK-NEXT: bne a4, a2, .LBB1_4
; CHECK-NEXT: # %bb.5:{{.*}}
; CHECK-NEXT: j .LBB1_2
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



