; Loops clang -O2 vectorizes, selected as native vectors (isel/build_vector.py,
; targets/aarch64/vector_patterns.py): the vector body of each loop and its reduction.
; AArch64 (NEON): saddw/saddw2 for the sum, smlal/smlal2 for the dot product,
; ldr/str q for the byte copy, uaddw for the 16-bit sum; addp/addv reductions.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines
; BLESS: match=(v[0-9]+\.|q[0-9]+|addp|addv)

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr {
; CHECK-LABEL: sum:{{.*}}
; CHECK: ldr q0, [x4, :lo12:.LCPI0_0]
; CHECK: mov v1.16b, v0.16b
; CHECK: ldr q2, [x0, x4]
; CHECK: saddw v0.2d, v0.2d, v2.2s
; CHECK: saddw2 v1.2d, v1.2d, v2.4s
; CHECK: add v0.2d, v0.2d, v1.2d
; CHECK: addp d0, v0.2d
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
  %11 = phi <4 x i64> [ zeroinitializer, %7 ], [ %15, %9 ]
  %12 = getelementptr inbounds i32, ptr %0, i64 %10
  %13 = load <4 x i32>, ptr %12, align 4
  %14 = sext <4 x i32> %13 to <4 x i64>
  %15 = add <4 x i64> %11, %14
  %16 = add nuw i64 %10, 4
  %17 = icmp eq i64 %16, %8
  br i1 %17, label %18, label %9

18:                                               ; preds = %9
  %19 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %15)
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
define dso_local i64 @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr {
; CHECK-LABEL: dot:{{.*}}
; CHECK: ldr q0, [x5, :lo12:.LCPI1_0]
; CHECK: mov v1.16b, v0.16b
; CHECK: ldr q2, [x1, x5]
; CHECK: ldr q3, [x0, x5]
; CHECK: smlal v0.2d, v2.2s, v3.2s
; CHECK: smlal2 v1.2d, v2.4s, v3.4s
; CHECK: add v0.2d, v0.2d, v1.2d
; CHECK: addp d0, v0.2d
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %29

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %26, label %8

8:                                                ; preds = %5
  %9 = and i64 %6, 4294967292
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %21, %10 ]
  %12 = phi <4 x i64> [ zeroinitializer, %8 ], [ %20, %10 ]
  %13 = getelementptr inbounds i32, ptr %0, i64 %11
  %14 = load <4 x i32>, ptr %13, align 4
  %15 = sext <4 x i32> %14 to <4 x i64>
  %16 = getelementptr inbounds i32, ptr %1, i64 %11
  %17 = load <4 x i32>, ptr %16, align 4
  %18 = sext <4 x i32> %17 to <4 x i64>
  %19 = mul nsw <4 x i64> %18, %15
  %20 = add <4 x i64> %19, %12
  %21 = add nuw i64 %11, 4
  %22 = icmp eq i64 %21, %9
  br i1 %22, label %23, label %10

23:                                               ; preds = %10
  %24 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %20)
  %25 = icmp eq i64 %9, %6
  br i1 %25, label %29, label %26

26:                                               ; preds = %5, %23
  %27 = phi i64 [ 0, %5 ], [ %9, %23 ]
  %28 = phi i64 [ 0, %5 ], [ %24, %23 ]
  br label %31

29:                                               ; preds = %31, %23, %3
  %30 = phi i64 [ 0, %3 ], [ %24, %23 ], [ %41, %31 ]
  ret i64 %30

31:                                               ; preds = %26, %31
  %32 = phi i64 [ %42, %31 ], [ %27, %26 ]
  %33 = phi i64 [ %41, %31 ], [ %28, %26 ]
  %34 = getelementptr inbounds i32, ptr %0, i64 %32
  %35 = load i32, ptr %34, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %1, i64 %32
  %38 = load i32, ptr %37, align 4
  %39 = sext i32 %38 to i64
  %40 = mul nsw i64 %39, %36
  %41 = add nsw i64 %40, %33
  %42 = add nuw nsw i64 %32, 1
  %43 = icmp eq i64 %42, %6
  br i1 %43, label %29, label %31
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @copy(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr {
; CHECK-LABEL: copy:{{.*}}
; CHECK: ldr q0, [x1, x4]
; CHECK: str q0, [x0, x4]
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
; CHECK: ldr q0, [x4, :lo12:.LCPI3_0]
; CHECK: mov v1.16b, v0.16b
; CHECK: ldr q2, [x0, x4]
; CHECK: uaddw v0.4s, v0.4s, v2.4h
; CHECK: uaddw2 v1.4s, v1.4s, v2.8h
; CHECK: add v0.4s, v0.4s, v1.4s
; CHECK: addv s0, v0.4s
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %24

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %21, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967288
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %16, %9 ]
  %11 = phi <8 x i32> [ zeroinitializer, %7 ], [ %15, %9 ]
  %12 = getelementptr inbounds i16, ptr %0, i64 %10
  %13 = load <8 x i16>, ptr %12, align 2
  %14 = zext <8 x i16> %13 to <8 x i32>
  %15 = add <8 x i32> %11, %14
  %16 = add nuw i64 %10, 8
  %17 = icmp eq i64 %16, %8
  br i1 %17, label %18, label %9

18:                                               ; preds = %9
  %19 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %15)
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
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)



