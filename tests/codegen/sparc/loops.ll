; Loops after phi elimination, coalescing, machine LICM and block placement (-O2):
; the sum loop carries its two values in registers with no copies and ends in one
; conditional branch back; the matmul row loop materializes @A/@B outside the loop.
; IR: clang-16 -O2 -fno-vectorize -fno-slp-vectorize -fno-unroll-loops of
; long sum_loop(const int *p, int n) and int matmul_row(i, j, n) (metadata stripped).
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@A = dso_local local_unnamed_addr global [16 x [16 x i32]] zeroinitializer, align 4
@B = dso_local local_unnamed_addr global [16 x [16 x i32]] zeroinitializer, align 4

define dso_local i32 @sum_loop(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr {
; CHECK-LABEL: sum_loop:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %o1, 0
; CHECK-NEXT: ble .LBB0_5
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g0, %o4
; CHECK-NEXT: mov %g0, %o3
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: sll %o4, 2, %o2
; CHECK-NEXT: ld [%o0+%o2], %o2
; CHECK-NEXT: add %o4, 1, %o4
; CHECK-NEXT: cmp %o4, %o1
; CHECK-NEXT: bne .LBB0_2
; CHECK-NEXT: add %o2, %o3, %o3
; CHECK-NEXT: ! %bb.3:{{.*}}
; CHECK-NEXT: .LBB0_4:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: mov %o3, %o0
; CHECK-NEXT: .LBB0_5:{{.*}}
; CHECK-NEXT: ba .LBB0_4
; CHECK-NEXT: mov %g0, %o3
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi i32 [ 0, %2 ], [ %11, %6 ]
  ret i32 %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %12, %6 ], [ 0, %2 ]
  %8 = phi i32 [ %11, %6 ], [ 0, %2 ]
  %9 = getelementptr inbounds i32, ptr %0, i32 %7
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %10, %8
  %12 = add nuw nsw i32 %7, 1
  %13 = icmp eq i32 %12, %1
  br i1 %13, label %4, label %6
}

define dso_local i32 @matmul_row(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr {
; CHECK-LABEL: matmul_row:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %o2, 0
; CHECK-NEXT: ble .LBB1_5
; CHECK-NEXT: mov %o0, %o3
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g0, %g2
; CHECK-NEXT: mov %g0, %o0
; CHECK-NEXT: sethi %hi(B), %g3
; CHECK-NEXT: or %g3, %lo(B), %g3
; CHECK-NEXT: sll %o1, 2, %g4
; CHECK-NEXT: sethi %hi(A), %o4
; CHECK-NEXT: or %o4, %lo(A), %o4
; CHECK-NEXT: sll %o3, 6, %o3
; CHECK-NEXT: add %o4, %o3, %o3
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: sll %g2, 6, %o4
; CHECK-NEXT: add %g3, %o4, %o4
; CHECK-NEXT: ld [%o4+%g4], %o4
; CHECK-NEXT: sll %g2, 2, %o5
; CHECK-NEXT: ld [%o3+%o5], %o5
; CHECK-NEXT: smul %o4, %o5, %o4
; CHECK-NEXT: add %g2, 1, %g2
; CHECK-NEXT: cmp %g2, %o2
; CHECK-NEXT: bne .LBB1_2
; CHECK-NEXT: add %o4, %o0, %o0
; CHECK-NEXT: ! %bb.3:{{.*}}
; CHECK-NEXT: .LBB1_4:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
; CHECK-NEXT: .LBB1_5:{{.*}}
; CHECK-NEXT: ba .LBB1_4
; CHECK-NEXT: mov %g0, %o0
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %7, label %5

5:                                                ; preds = %7, %3
  %6 = phi i32 [ 0, %3 ], [ %15, %7 ]
  ret i32 %6

7:                                                ; preds = %3, %7
  %8 = phi i32 [ %16, %7 ], [ 0, %3 ]
  %9 = phi i32 [ %15, %7 ], [ 0, %3 ]
  %10 = getelementptr inbounds [16 x [16 x i32]], ptr @A, i32 0, i32 %0, i32 %8
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds [16 x [16 x i32]], ptr @B, i32 0, i32 %8, i32 %1
  %13 = load i32, ptr %12, align 4
  %14 = mul nsw i32 %13, %11
  %15 = add nsw i32 %14, %9
  %16 = add nuw nsw i32 %8, 1
  %17 = icmp eq i32 %16, %2
  br i1 %17, label %5, label %7
}



