; The coalescer joins a tied accumulator (smlal's) with both its phi's incoming vreg and
; the vreg its exit block reads (regalloc/coalesce.py: a copy between already-joined
; vregs is not a write): no `mov v` in the loop. The loads pair into `ldp q` off one
; `add` (targets/aarch64/load_pairs.py, addressing.py).
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define dso_local i64 @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr {
; CHECK-LABEL: dot:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov x5, #0
; CHECK-NEXT: cmp w2, #0
; CHECK-NEXT: b.gt .LBB0_3
; CHECK-NEXT: // %bb.1:{{.*}}
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: mov x0, x5
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: and x4, x2, #4294967295
; CHECK-NEXT: mov x3, #0
; CHECK-NEXT: cmp w2, #8
; CHECK-NEXT: b.hs .LBB0_8
; CHECK-NEXT: // %bb.4:{{.*}}
; CHECK-NEXT: mov x5, x3
; CHECK-NEXT: .LBB0_5:{{.*}}
; CHECK-NEXT: add x2, x3, #1
; CHECK-NEXT: sub x2, x4, x2
; CHECK-NEXT: add x2, x2, #1
; CHECK-NEXT: add x1, x1, x3, lsl #2
; CHECK-NEXT: add x0, x0, x3, lsl #2
; CHECK-NEXT: .LBB0_6:{{.*}}
; CHECK-NEXT: ldrsw x3, [x1], #4
; CHECK-NEXT: ldrsw x4, [x0], #4
; CHECK-NEXT: madd x5, x3, x4, x5
; CHECK-NEXT: sub x2, x2, #1
; CHECK-NEXT: cbnz x2, .LBB0_6
; CHECK-NEXT: // %bb.7:{{.*}}
; CHECK-NEXT: b .LBB0_2
; CHECK-NEXT: .LBB0_8:{{.*}}
; CHECK-NEXT: and x3, x4, #4294967288
; CHECK-NEXT: mov x2, #0
; CHECK-NEXT: adrp x5, .LCPI0_0
; CHECK-NEXT: ldr q0, [x5, :lo12:.LCPI0_0]
; CHECK-NEXT: mov v1.16b, v0.16b
; CHECK-NEXT: mov v2.16b, v0.16b
; CHECK-NEXT: mov v3.16b, v0.16b
; CHECK-NEXT: .LBB0_9:{{.*}}
; CHECK-NEXT: add x5, x1, x2, lsl #2
; CHECK-NEXT: ldp q5, q4, [x5, #0]
; CHECK-NEXT: add x5, x0, x2, lsl #2
; CHECK-NEXT: ldp q7, q6, [x5, #0]
; CHECK-NEXT: smlal v0.2d, v5.2s, v7.2s
; CHECK-NEXT: smlal2 v1.2d, v5.4s, v7.4s
; CHECK-NEXT: smlal v2.2d, v4.2s, v6.2s
; CHECK-NEXT: smlal2 v3.2d, v4.4s, v6.4s
; CHECK-NEXT: add x2, x2, #8
; CHECK-NEXT: cmp x2, x3
; CHECK-NEXT: b.ne .LBB0_9
; CHECK-NEXT: // %bb.10:{{.*}}
; CHECK-NEXT: add v0.2d, v2.2d, v0.2d
; CHECK-NEXT: add v1.2d, v3.2d, v1.2d
; CHECK-NEXT: add v0.2d, v0.2d, v1.2d
; CHECK-NEXT: addp d0, v0.2d
; CHECK-NEXT: fmov x5, d0
; CHECK-NEXT: cmp x3, x4
; CHECK-NEXT: b.ne .LBB0_5
; CHECK-NEXT: // %bb.11:{{.*}}
; CHECK-NEXT: b .LBB0_2
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %39

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %36, label %8

8:                                                ; preds = %5
  %9 = and i64 %6, 4294967288
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %30, %10 ]
  %12 = phi <4 x i64> [ zeroinitializer, %8 ], [ %28, %10 ]
  %13 = phi <4 x i64> [ zeroinitializer, %8 ], [ %29, %10 ]
  %14 = getelementptr inbounds i32, ptr %0, i64 %11
  %15 = load <4 x i32>, ptr %14, align 4
  %16 = getelementptr inbounds i32, ptr %14, i64 4
  %17 = load <4 x i32>, ptr %16, align 4
  %18 = sext <4 x i32> %15 to <4 x i64>
  %19 = sext <4 x i32> %17 to <4 x i64>
  %20 = getelementptr inbounds i32, ptr %1, i64 %11
  %21 = load <4 x i32>, ptr %20, align 4
  %22 = getelementptr inbounds i32, ptr %20, i64 4
  %23 = load <4 x i32>, ptr %22, align 4
  %24 = sext <4 x i32> %21 to <4 x i64>
  %25 = sext <4 x i32> %23 to <4 x i64>
  %26 = mul nsw <4 x i64> %24, %18
  %27 = mul nsw <4 x i64> %25, %19
  %28 = add <4 x i64> %26, %12
  %29 = add <4 x i64> %27, %13
  %30 = add nuw i64 %11, 8
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %32, label %10

32:                                               ; preds = %10
  %33 = add <4 x i64> %29, %28
  %34 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %33)
  %35 = icmp eq i64 %9, %6
  br i1 %35, label %39, label %36

36:                                               ; preds = %5, %32
  %37 = phi i64 [ 0, %5 ], [ %9, %32 ]
  %38 = phi i64 [ 0, %5 ], [ %34, %32 ]
  br label %41

39:                                               ; preds = %41, %32, %3
  %40 = phi i64 [ 0, %3 ], [ %34, %32 ], [ %51, %41 ]
  ret i64 %40

41:                                               ; preds = %36, %41
  %42 = phi i64 [ %52, %41 ], [ %37, %36 ]
  %43 = phi i64 [ %51, %41 ], [ %38, %36 ]
  %44 = getelementptr inbounds i32, ptr %0, i64 %42
  %45 = load i32, ptr %44, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %1, i64 %42
  %48 = load i32, ptr %47, align 4
  %49 = sext i32 %48 to i64
  %50 = mul nsw i64 %49, %46
  %51 = add nsw i64 %50, %43
  %52 = add nuw nsw i64 %42, 1
  %53 = icmp eq i64 %52, %6
  br i1 %53, label %39, label %41
}

declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>)
