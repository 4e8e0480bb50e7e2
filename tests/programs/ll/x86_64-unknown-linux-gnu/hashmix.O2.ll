; ModuleID = 'tests/programs/hashmix.c'
source_filename = "tests/programs/hashmix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"empty\00", align 1
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [57 x i8] c"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"448bit\00", align 1
@main.big = internal global [1000 x i8] zeroinitializer, align 16
@.str.5 = private unnamed_addr constant [5 x i8] c"1000\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"splitmix %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.sha256.h = private unnamed_addr constant [8 x i32] [i32 1779033703, i32 -1150833019, i32 1013904242, i32 -1521486534, i32 1359893119, i32 -1694144372, i32 528734635, i32 1541459225], align 16
@K = internal unnamed_addr constant [64 x i32] [i32 1116352408, i32 1899447441, i32 -1245643825, i32 -373957723, i32 961987163, i32 1508970993, i32 -1841331548, i32 -1424204075, i32 -670586216, i32 310598401, i32 607225278, i32 1426881987, i32 1925078388, i32 -2132889090, i32 -1680079193, i32 -1046744716, i32 -459576895, i32 -272742522, i32 264347078, i32 604807628, i32 770255983, i32 1249150122, i32 1555081692, i32 1996064986, i32 -1740746414, i32 -1473132947, i32 -1341970488, i32 -1084653625, i32 -958395405, i32 -710438585, i32 113926993, i32 338241895, i32 666307205, i32 773529912, i32 1294757372, i32 1396182291, i32 1695183700, i32 1986661051, i32 -2117940946, i32 -1838011259, i32 -1564481375, i32 -1474664885, i32 -1035236496, i32 -949202525, i32 -778901479, i32 -694614492, i32 -200395387, i32 275423344, i32 430227734, i32 506948616, i32 659060556, i32 883997877, i32 958139571, i32 1322822218, i32 1537002063, i32 1747873779, i32 1955562222, i32 2024104815, i32 -2067236844, i32 -1933114872, i32 -1866530822, i32 -1538233109, i32 -1090935817, i32 -965641998], align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @show(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i64 noundef 0) #6
  tail call fastcc void @show(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, i64 noundef 3) #6
  %1 = tail call i64 @strlen(ptr noundef nonnull @.str.3) #7
  tail call fastcc void @show(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.3, i64 noundef %1) #6
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %15, %2 ]
  %4 = phi <16 x i16> [ <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10, i16 11, i16 12, i16 13, i16 14, i16 15>, %0 ], [ %16, %2 ]
  %5 = urem <16 x i16> %4, <i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26>
  %6 = trunc <16 x i16> %5 to <16 x i8>
  %7 = add nuw nsw <16 x i8> %6, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>
  %8 = getelementptr inbounds [1000 x i8], ptr @main.big, i64 0, i64 %3
  store <16 x i8> %7, ptr %8, align 16, !tbaa !4
  %9 = or i64 %3, 16
  %10 = add <16 x i16> %4, <i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16>
  %11 = urem <16 x i16> %10, <i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26, i16 26>
  %12 = trunc <16 x i16> %11 to <16 x i8>
  %13 = add nuw nsw <16 x i8> %12, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>
  %14 = getelementptr inbounds [1000 x i8], ptr @main.big, i64 0, i64 %9
  store <16 x i8> %13, ptr %14, align 16, !tbaa !4
  %15 = add nuw nsw i64 %3, 32
  %16 = add <16 x i16> %4, <i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32>
  %17 = icmp eq i64 %15, 992
  br i1 %17, label %18, label %2, !llvm.loop !7

18:                                               ; preds = %2
  store <8 x i8> <i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108>, ptr getelementptr inbounds ([1000 x i8], ptr @main.big, i64 0, i64 992), align 16, !tbaa !4
  tail call fastcc void @show(ptr noundef nonnull @.str.5, ptr noundef nonnull @main.big, i64 noundef 1000) #6
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef -4767286540954276203) #7
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 2949826092126892291) #7
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 5139283748462763858) #7
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 6349198060258255764) #7
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 701532786141963250) #7
  ret i32 0
}

; Function Attrs: nounwind
define internal fastcc void @show(ptr noundef %0, ptr noundef %1, i64 noundef %2) unnamed_addr #0 {
  %4 = alloca [8 x i32], align 16
  %5 = alloca [128 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @__const.sha256.h, i64 32, i1 false)
  %6 = icmp ult i64 %2, 64
  br i1 %6, label %13, label %7

7:                                                ; preds = %3, %7
  %8 = phi i64 [ %11, %7 ], [ 64, %3 ]
  %9 = phi i64 [ %8, %7 ], [ 0, %3 ]
  %10 = getelementptr inbounds i8, ptr %1, i64 %9
  call fastcc void @block(ptr noundef nonnull %4, ptr noundef %10) #6
  %11 = add i64 %8, 64
  %12 = icmp ugt i64 %11, %2
  br i1 %12, label %13, label %7, !llvm.loop !11

13:                                               ; preds = %7, %3
  %14 = phi i64 [ 0, %3 ], [ %8, %7 ]
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #8
  %15 = sub i64 %2, %14
  %16 = call ptr @memset(ptr noundef nonnull %5, i32 noundef 0, i64 noundef 128) #7
  %17 = getelementptr inbounds i8, ptr %1, i64 %14
  %18 = call ptr @memcpy(ptr noundef nonnull %5, ptr noundef %17, i64 noundef %15) #7
  %19 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %15
  store i8 -128, ptr %19, align 1, !tbaa !4
  %20 = add i64 %15, -56
  %21 = icmp ult i64 %20, -65
  %22 = shl i64 %2, 3
  %23 = select i1 %21, i64 127, i64 63
  %24 = trunc i64 %22 to i8
  %25 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %23
  store i8 %24, ptr %25, align 1, !tbaa !4
  %26 = lshr i64 %22, 8
  %27 = trunc i64 %26 to i8
  %28 = add nsw i64 %23, -1
  %29 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %28
  store i8 %27, ptr %29, align 2, !tbaa !4
  %30 = lshr i64 %22, 16
  %31 = trunc i64 %30 to i8
  %32 = add nsw i64 %23, -2
  %33 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %32
  store i8 %31, ptr %33, align 1, !tbaa !4
  %34 = lshr i64 %22, 24
  %35 = trunc i64 %34 to i8
  %36 = add nsw i64 %23, -3
  %37 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %36
  store i8 %35, ptr %37, align 4, !tbaa !4
  %38 = lshr i64 %22, 32
  %39 = trunc i64 %38 to i8
  %40 = add nsw i64 %23, -4
  %41 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %40
  store i8 %39, ptr %41, align 1, !tbaa !4
  %42 = lshr i64 %22, 40
  %43 = trunc i64 %42 to i8
  %44 = add nsw i64 %23, -5
  %45 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %44
  store i8 %43, ptr %45, align 2, !tbaa !4
  %46 = lshr i64 %22, 48
  %47 = trunc i64 %46 to i8
  %48 = add nsw i64 %23, -6
  %49 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %48
  store i8 %47, ptr %49, align 1, !tbaa !4
  %50 = lshr i64 %22, 56
  %51 = trunc i64 %50 to i8
  %52 = add nsw i64 %23, -7
  %53 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %52
  store i8 %51, ptr %53, align 8, !tbaa !4
  call fastcc void @block(ptr noundef nonnull %4, ptr noundef nonnull %5) #6
  br i1 %21, label %54, label %56

54:                                               ; preds = %13
  %55 = getelementptr inbounds i8, ptr %5, i64 64
  call fastcc void @block(ptr noundef nonnull %4, ptr noundef nonnull %55) #6
  br label %56

56:                                               ; preds = %13, %54
  %57 = load i32, ptr %4, align 16, !tbaa !12
  %58 = lshr i32 %57, 24
  %59 = lshr i32 %57, 16
  %60 = lshr i32 %57, 8
  %61 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 1
  %62 = load i32, ptr %61, align 4, !tbaa !12
  %63 = lshr i32 %62, 24
  %64 = lshr i32 %62, 16
  %65 = lshr i32 %62, 8
  %66 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 2
  %67 = load i32, ptr %66, align 8, !tbaa !12
  %68 = lshr i32 %67, 24
  %69 = lshr i32 %67, 16
  %70 = lshr i32 %67, 8
  %71 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 3
  %72 = load i32, ptr %71, align 4, !tbaa !12
  %73 = lshr i32 %72, 24
  %74 = lshr i32 %72, 16
  %75 = lshr i32 %72, 8
  %76 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 4
  %77 = load i32, ptr %76, align 16, !tbaa !12
  %78 = lshr i32 %77, 24
  %79 = lshr i32 %77, 16
  %80 = lshr i32 %77, 8
  %81 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 5
  %82 = load i32, ptr %81, align 4, !tbaa !12
  %83 = lshr i32 %82, 24
  %84 = lshr i32 %82, 16
  %85 = lshr i32 %82, 8
  %86 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 6
  %87 = load i32, ptr %86, align 8, !tbaa !12
  %88 = lshr i32 %87, 24
  %89 = lshr i32 %87, 16
  %90 = lshr i32 %87, 8
  %91 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 7
  %92 = load i32, ptr %91, align 4, !tbaa !12
  %93 = lshr i32 %92, 24
  %94 = lshr i32 %92, 16
  %95 = lshr i32 %92, 8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef %0) #7
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %58) #7
  %98 = and i32 %59, 255
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %98) #7
  %100 = and i32 %60, 255
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %100) #7
  %102 = and i32 %57, 255
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %102) #7
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %63) #7
  %105 = and i32 %64, 255
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %105) #7
  %107 = and i32 %65, 255
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %107) #7
  %109 = and i32 %62, 255
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %109) #7
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %68) #7
  %112 = and i32 %69, 255
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %112) #7
  %114 = and i32 %70, 255
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %114) #7
  %116 = and i32 %67, 255
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %116) #7
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %73) #7
  %119 = and i32 %74, 255
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %119) #7
  %121 = and i32 %75, 255
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %121) #7
  %123 = and i32 %72, 255
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %123) #7
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %78) #7
  %126 = and i32 %79, 255
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %126) #7
  %128 = and i32 %80, 255
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %128) #7
  %130 = and i32 %77, 255
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %130) #7
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %83) #7
  %133 = and i32 %84, 255
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %133) #7
  %135 = and i32 %85, 255
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %135) #7
  %137 = and i32 %82, 255
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %137) #7
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %88) #7
  %140 = and i32 %89, 255
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %140) #7
  %142 = and i32 %90, 255
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %142) #7
  %144 = and i32 %87, 255
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %144) #7
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %93) #7
  %147 = and i32 %94, 255
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %147) #7
  %149 = and i32 %95, 255
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %149) #7
  %151 = and i32 %92, 255
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %151) #7
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i64 @strlen(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc void @block(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = alloca [64 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #8
  br label %4

4:                                                ; preds = %2, %4
  %5 = phi i64 [ 0, %2 ], [ %29, %4 ]
  %6 = shl nuw nsw i64 %5, 2
  %7 = getelementptr inbounds i8, ptr %1, i64 %6
  %8 = load i8, ptr %7, align 1, !tbaa !4
  %9 = zext i8 %8 to i32
  %10 = shl nuw i32 %9, 24
  %11 = or i64 %6, 1
  %12 = getelementptr inbounds i8, ptr %1, i64 %11
  %13 = load i8, ptr %12, align 1, !tbaa !4
  %14 = zext i8 %13 to i32
  %15 = shl nuw nsw i32 %14, 16
  %16 = or i32 %15, %10
  %17 = or i64 %6, 2
  %18 = getelementptr inbounds i8, ptr %1, i64 %17
  %19 = load i8, ptr %18, align 1, !tbaa !4
  %20 = zext i8 %19 to i32
  %21 = shl nuw nsw i32 %20, 8
  %22 = or i32 %16, %21
  %23 = or i64 %6, 3
  %24 = getelementptr inbounds i8, ptr %1, i64 %23
  %25 = load i8, ptr %24, align 1, !tbaa !4
  %26 = zext i8 %25 to i32
  %27 = or i32 %22, %26
  %28 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %5
  store i32 %27, ptr %28, align 4, !tbaa !12
  %29 = add nuw nsw i64 %5, 1
  %30 = icmp eq i64 %29, 16
  br i1 %30, label %31, label %4, !llvm.loop !14

31:                                               ; preds = %4
  %32 = load i32, ptr %3, align 16, !tbaa !12
  br label %49

33:                                               ; preds = %49
  %34 = load i32, ptr %0, align 4, !tbaa !12
  %35 = getelementptr inbounds i32, ptr %0, i64 1
  %36 = load i32, ptr %35, align 4, !tbaa !12
  %37 = getelementptr inbounds i32, ptr %0, i64 2
  %38 = load i32, ptr %37, align 4, !tbaa !12
  %39 = getelementptr inbounds i32, ptr %0, i64 3
  %40 = load i32, ptr %39, align 4, !tbaa !12
  %41 = getelementptr inbounds i32, ptr %0, i64 4
  %42 = load i32, ptr %41, align 4, !tbaa !12
  %43 = getelementptr inbounds i32, ptr %0, i64 5
  %44 = load i32, ptr %43, align 4, !tbaa !12
  %45 = getelementptr inbounds i32, ptr %0, i64 6
  %46 = load i32, ptr %45, align 4, !tbaa !12
  %47 = getelementptr inbounds i32, ptr %0, i64 7
  %48 = load i32, ptr %47, align 4, !tbaa !12
  br label %86

49:                                               ; preds = %31, %49
  %50 = phi i32 [ %32, %31 ], [ %54, %49 ]
  %51 = phi i64 [ 16, %31 ], [ %75, %49 ]
  %52 = add nsw i64 %51, -15
  %53 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !12
  %55 = tail call i32 @llvm.fshl.i32(i32 %54, i32 %54, i32 25)
  %56 = tail call i32 @llvm.fshl.i32(i32 %54, i32 %54, i32 14)
  %57 = xor i32 %55, %56
  %58 = lshr i32 %54, 3
  %59 = xor i32 %57, %58
  %60 = add nsw i64 %51, -2
  %61 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !12
  %63 = tail call i32 @llvm.fshl.i32(i32 %62, i32 %62, i32 15)
  %64 = tail call i32 @llvm.fshl.i32(i32 %62, i32 %62, i32 13)
  %65 = xor i32 %63, %64
  %66 = lshr i32 %62, 10
  %67 = xor i32 %65, %66
  %68 = add i32 %59, %50
  %69 = add nsw i64 %51, -7
  %70 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !12
  %72 = add i32 %68, %71
  %73 = add i32 %72, %67
  %74 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %51
  store i32 %73, ptr %74, align 4, !tbaa !12
  %75 = add nuw nsw i64 %51, 1
  %76 = icmp eq i64 %75, 64
  br i1 %76, label %33, label %49, !llvm.loop !15

77:                                               ; preds = %86
  %78 = add i32 %124, %34
  store i32 %78, ptr %0, align 4, !tbaa !12
  %79 = add i32 %95, %36
  store i32 %79, ptr %35, align 4, !tbaa !12
  %80 = add i32 %94, %38
  store i32 %80, ptr %37, align 4, !tbaa !12
  %81 = add i32 %93, %40
  store i32 %81, ptr %39, align 4, !tbaa !12
  %82 = add i32 %123, %42
  store i32 %82, ptr %41, align 4, !tbaa !12
  %83 = add i32 %91, %44
  store i32 %83, ptr %43, align 4, !tbaa !12
  %84 = add i32 %90, %46
  store i32 %84, ptr %45, align 4, !tbaa !12
  %85 = add i32 %89, %48
  store i32 %85, ptr %47, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #8
  ret void

86:                                               ; preds = %33, %86
  %87 = phi i64 [ 0, %33 ], [ %125, %86 ]
  %88 = phi i32 [ %48, %33 ], [ %89, %86 ]
  %89 = phi i32 [ %46, %33 ], [ %90, %86 ]
  %90 = phi i32 [ %44, %33 ], [ %91, %86 ]
  %91 = phi i32 [ %42, %33 ], [ %123, %86 ]
  %92 = phi i32 [ %40, %33 ], [ %93, %86 ]
  %93 = phi i32 [ %38, %33 ], [ %94, %86 ]
  %94 = phi i32 [ %36, %33 ], [ %95, %86 ]
  %95 = phi i32 [ %34, %33 ], [ %124, %86 ]
  %96 = tail call i32 @llvm.fshl.i32(i32 %91, i32 %91, i32 26)
  %97 = tail call i32 @llvm.fshl.i32(i32 %91, i32 %91, i32 21)
  %98 = xor i32 %96, %97
  %99 = tail call i32 @llvm.fshl.i32(i32 %91, i32 %91, i32 7)
  %100 = xor i32 %98, %99
  %101 = and i32 %90, %91
  %102 = xor i32 %91, -1
  %103 = and i32 %89, %102
  %104 = getelementptr inbounds [64 x i32], ptr @K, i64 0, i64 %87
  %105 = load i32, ptr %104, align 4, !tbaa !12
  %106 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %87
  %107 = load i32, ptr %106, align 4, !tbaa !12
  %108 = add i32 %100, %101
  %109 = add i32 %108, %88
  %110 = add i32 %109, %103
  %111 = add i32 %110, %105
  %112 = add i32 %111, %107
  %113 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 30)
  %114 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 19)
  %115 = xor i32 %113, %114
  %116 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 10)
  %117 = xor i32 %115, %116
  %118 = xor i32 %93, %94
  %119 = and i32 %118, %95
  %120 = and i32 %93, %94
  %121 = xor i32 %119, %120
  %122 = add i32 %121, %117
  %123 = add i32 %112, %92
  %124 = add i32 %122, %112
  %125 = add nuw nsw i64 %87, 1
  %126 = icmp eq i64 %125, 64
  br i1 %126, label %77, label %86, !llvm.loop !16
}

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #5

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nosync nounwind memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nobuiltin "no-builtins" }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8, !9, !10}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = distinct !{!11, !8}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !5, i64 0}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
