; ModuleID = 'tests/programs/hashmix.c'
source_filename = "tests/programs/hashmix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"empty\00", align 1
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [57 x i8] c"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"448bit\00", align 1
@main.big = internal global [1000 x i8] zeroinitializer, align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"1000\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"splitmix %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.sha256.h = private unnamed_addr constant [8 x i32] [i32 1779033703, i32 -1150833019, i32 1013904242, i32 -1521486534, i32 1359893119, i32 -1694144372, i32 528734635, i32 1541459225], align 4
@K = internal unnamed_addr constant [64 x i32] [i32 1116352408, i32 1899447441, i32 -1245643825, i32 -373957723, i32 961987163, i32 1508970993, i32 -1841331548, i32 -1424204075, i32 -670586216, i32 310598401, i32 607225278, i32 1426881987, i32 1925078388, i32 -2132889090, i32 -1680079193, i32 -1046744716, i32 -459576895, i32 -272742522, i32 264347078, i32 604807628, i32 770255983, i32 1249150122, i32 1555081692, i32 1996064986, i32 -1740746414, i32 -1473132947, i32 -1341970488, i32 -1084653625, i32 -958395405, i32 -710438585, i32 113926993, i32 338241895, i32 666307205, i32 773529912, i32 1294757372, i32 1396182291, i32 1695183700, i32 1986661051, i32 -2117940946, i32 -1838011259, i32 -1564481375, i32 -1474664885, i32 -1035236496, i32 -949202525, i32 -778901479, i32 -694614492, i32 -200395387, i32 275423344, i32 430227734, i32 506948616, i32 659060556, i32 883997877, i32 958139571, i32 1322822218, i32 1537002063, i32 1747873779, i32 1955562222, i32 2024104815, i32 -2067236844, i32 -1933114872, i32 -1866530822, i32 -1538233109, i32 -1090935817, i32 -965641998], align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @show(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i64 noundef 0) #6
  tail call fastcc void @show(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, i64 noundef 3) #6
  %1 = tail call i64 @strlen(ptr noundef nonnull @.str.3) #7
  tail call fastcc void @show(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.3, i64 noundef %1) #6
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %15, %2 ]
  %4 = trunc i64 %3 to i16
  %5 = or i16 %4, 1
  %6 = or i64 %3, 1
  %7 = urem i16 %4, 26
  %8 = urem i16 %5, 26
  %9 = trunc i16 %7 to i8
  %10 = trunc i16 %8 to i8
  %11 = add nuw nsw i8 %9, 97
  %12 = add nuw nsw i8 %10, 97
  %13 = getelementptr inbounds [1000 x i8], ptr @main.big, i64 0, i64 %3
  %14 = getelementptr inbounds [1000 x i8], ptr @main.big, i64 0, i64 %6
  store i8 %11, ptr %13, align 1, !tbaa !5
  store i8 %12, ptr %14, align 1, !tbaa !5
  %15 = add nuw i64 %3, 2
  %16 = icmp eq i64 %15, 1000
  br i1 %16, label %17, label %2, !llvm.loop !8

17:                                               ; preds = %2
  tail call fastcc void @show(ptr noundef nonnull @.str.5, ptr noundef nonnull @main.big, i64 noundef 1000) #6
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef -4767286540954276203) #7
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 2949826092126892291) #7
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 5139283748462763858) #7
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 6349198060258255764) #7
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 701532786141963250) #7
  ret i32 0
}

; Function Attrs: nounwind
define internal fastcc void @show(ptr noundef %0, ptr noundef %1, i64 noundef %2) unnamed_addr #0 {
  %4 = alloca [8 x i32], align 4
  %5 = alloca [128 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %4, ptr noundef nonnull align 4 dereferenceable(32) @__const.sha256.h, i64 32, i1 false)
  %6 = icmp ult i64 %2, 64
  br i1 %6, label %13, label %7

7:                                                ; preds = %3, %7
  %8 = phi i64 [ %11, %7 ], [ 64, %3 ]
  %9 = phi i64 [ %8, %7 ], [ 0, %3 ]
  %10 = getelementptr inbounds i8, ptr %1, i64 %9
  call fastcc void @block(ptr noundef nonnull %4, ptr noundef %10) #6
  %11 = add i64 %8, 64
  %12 = icmp ugt i64 %11, %2
  br i1 %12, label %13, label %7, !llvm.loop !12

13:                                               ; preds = %7, %3
  %14 = phi i64 [ 0, %3 ], [ %8, %7 ]
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #8
  %15 = sub i64 %2, %14
  %16 = call ptr @memset(ptr noundef nonnull %5, i32 noundef 0, i64 noundef 128) #7
  %17 = getelementptr inbounds i8, ptr %1, i64 %14
  %18 = call ptr @memcpy(ptr noundef nonnull %5, ptr noundef %17, i64 noundef %15) #7
  %19 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %15
  store i8 -128, ptr %19, align 1, !tbaa !5
  %20 = add i64 %15, -56
  %21 = icmp ult i64 %20, -65
  %22 = shl i64 %2, 3
  %23 = select i1 %21, i64 127, i64 63
  %24 = trunc i64 %22 to i8
  %25 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %23
  store i8 %24, ptr %25, align 1, !tbaa !5
  %26 = lshr i64 %22, 8
  %27 = trunc i64 %26 to i8
  %28 = add nsw i64 %23, -1
  %29 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %28
  store i8 %27, ptr %29, align 1, !tbaa !5
  %30 = lshr i64 %22, 16
  %31 = trunc i64 %30 to i8
  %32 = add nsw i64 %23, -2
  %33 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %32
  store i8 %31, ptr %33, align 1, !tbaa !5
  %34 = lshr i64 %22, 24
  %35 = trunc i64 %34 to i8
  %36 = add nsw i64 %23, -3
  %37 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %36
  store i8 %35, ptr %37, align 1, !tbaa !5
  %38 = add nsw i64 %23, -7
  %39 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %38
  %40 = insertelement <4 x i64> poison, i64 %22, i64 0
  %41 = shufflevector <4 x i64> %40, <4 x i64> poison, <4 x i32> zeroinitializer
  %42 = lshr <4 x i64> %41, <i64 56, i64 48, i64 40, i64 32>
  %43 = trunc <4 x i64> %42 to <4 x i8>
  store <4 x i8> %43, ptr %39, align 1, !tbaa !5
  call fastcc void @block(ptr noundef nonnull %4, ptr noundef nonnull %5) #6
  br i1 %21, label %44, label %46

44:                                               ; preds = %13
  %45 = getelementptr inbounds i8, ptr %5, i64 64
  call fastcc void @block(ptr noundef nonnull %4, ptr noundef nonnull %45) #6
  br label %46

46:                                               ; preds = %13, %44
  %47 = load i32, ptr %4, align 4, !tbaa !13
  %48 = lshr i32 %47, 24
  %49 = lshr i32 %47, 16
  %50 = lshr i32 %47, 8
  %51 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 1
  %52 = load i32, ptr %51, align 4, !tbaa !13
  %53 = lshr i32 %52, 24
  %54 = lshr i32 %52, 16
  %55 = lshr i32 %52, 8
  %56 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 2
  %57 = load i32, ptr %56, align 4, !tbaa !13
  %58 = lshr i32 %57, 24
  %59 = lshr i32 %57, 16
  %60 = lshr i32 %57, 8
  %61 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 3
  %62 = load i32, ptr %61, align 4, !tbaa !13
  %63 = lshr i32 %62, 24
  %64 = lshr i32 %62, 16
  %65 = lshr i32 %62, 8
  %66 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 4
  %67 = load i32, ptr %66, align 4, !tbaa !13
  %68 = lshr i32 %67, 24
  %69 = lshr i32 %67, 16
  %70 = lshr i32 %67, 8
  %71 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 5
  %72 = load i32, ptr %71, align 4, !tbaa !13
  %73 = lshr i32 %72, 24
  %74 = lshr i32 %72, 16
  %75 = lshr i32 %72, 8
  %76 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 6
  %77 = load i32, ptr %76, align 4, !tbaa !13
  %78 = lshr i32 %77, 24
  %79 = lshr i32 %77, 16
  %80 = lshr i32 %77, 8
  %81 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 7
  %82 = load i32, ptr %81, align 4, !tbaa !13
  %83 = lshr i32 %82, 24
  %84 = lshr i32 %82, 16
  %85 = lshr i32 %82, 8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef %0) #7
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %48) #7
  %88 = and i32 %49, 255
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %88) #7
  %90 = and i32 %50, 255
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %90) #7
  %92 = and i32 %47, 255
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %92) #7
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %53) #7
  %95 = and i32 %54, 255
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %95) #7
  %97 = and i32 %55, 255
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %97) #7
  %99 = and i32 %52, 255
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %99) #7
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %58) #7
  %102 = and i32 %59, 255
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %102) #7
  %104 = and i32 %60, 255
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %104) #7
  %106 = and i32 %57, 255
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %106) #7
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %63) #7
  %109 = and i32 %64, 255
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %109) #7
  %111 = and i32 %65, 255
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %111) #7
  %113 = and i32 %62, 255
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %113) #7
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %68) #7
  %116 = and i32 %69, 255
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %116) #7
  %118 = and i32 %70, 255
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %118) #7
  %120 = and i32 %67, 255
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %120) #7
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %73) #7
  %123 = and i32 %74, 255
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %123) #7
  %125 = and i32 %75, 255
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %125) #7
  %127 = and i32 %72, 255
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %127) #7
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %78) #7
  %130 = and i32 %79, 255
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %130) #7
  %132 = and i32 %80, 255
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %132) #7
  %134 = and i32 %77, 255
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %134) #7
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %83) #7
  %137 = and i32 %84, 255
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %137) #7
  %139 = and i32 %85, 255
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %139) #7
  %141 = and i32 %82, 255
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %141) #7
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9) #7
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
  %3 = alloca [64 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #8
  %4 = load <64 x i8>, ptr %1, align 1, !tbaa !5
  %5 = shufflevector <64 x i8> %4, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %6 = shufflevector <64 x i8> %4, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %7 = shufflevector <64 x i8> %4, <64 x i8> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %8 = shufflevector <64 x i8> %4, <64 x i8> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %9 = zext <16 x i8> %5 to <16 x i32>
  %10 = shl nuw <16 x i32> %9, <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
  %11 = zext <16 x i8> %6 to <16 x i32>
  %12 = shl nuw nsw <16 x i32> %11, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %13 = or <16 x i32> %12, %10
  %14 = zext <16 x i8> %7 to <16 x i32>
  %15 = shl nuw nsw <16 x i32> %14, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %16 = or <16 x i32> %13, %15
  %17 = zext <16 x i8> %8 to <16 x i32>
  %18 = or <16 x i32> %16, %17
  store <16 x i32> %18, ptr %3, align 4, !tbaa !13
  %19 = load i32, ptr %3, align 4, !tbaa !13
  br label %36

20:                                               ; preds = %36
  %21 = load i32, ptr %0, align 4, !tbaa !13
  %22 = getelementptr inbounds i32, ptr %0, i64 1
  %23 = load i32, ptr %22, align 4, !tbaa !13
  %24 = getelementptr inbounds i32, ptr %0, i64 2
  %25 = load i32, ptr %24, align 4, !tbaa !13
  %26 = getelementptr inbounds i32, ptr %0, i64 3
  %27 = load i32, ptr %26, align 4, !tbaa !13
  %28 = getelementptr inbounds i32, ptr %0, i64 4
  %29 = load i32, ptr %28, align 4, !tbaa !13
  %30 = getelementptr inbounds i32, ptr %0, i64 5
  %31 = load i32, ptr %30, align 4, !tbaa !13
  %32 = getelementptr inbounds i32, ptr %0, i64 6
  %33 = load i32, ptr %32, align 4, !tbaa !13
  %34 = getelementptr inbounds i32, ptr %0, i64 7
  %35 = load i32, ptr %34, align 4, !tbaa !13
  br label %79

36:                                               ; preds = %2, %36
  %37 = phi i32 [ %19, %2 ], [ %41, %36 ]
  %38 = phi i64 [ 16, %2 ], [ %68, %36 ]
  %39 = add nsw i64 %38, -15
  %40 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !13
  %42 = insertelement <2 x i32> poison, i32 %41, i64 0
  %43 = shufflevector <2 x i32> %42, <2 x i32> poison, <2 x i32> zeroinitializer
  %44 = tail call <2 x i32> @llvm.fshl.v2i32(<2 x i32> %43, <2 x i32> %43, <2 x i32> <i32 25, i32 14>)
  %45 = shufflevector <2 x i32> %44, <2 x i32> poison, <2 x i32> <i32 1, i32 undef>
  %46 = xor <2 x i32> %44, %45
  %47 = extractelement <2 x i32> %46, i64 0
  %48 = lshr i32 %41, 3
  %49 = xor i32 %47, %48
  %50 = add nsw i64 %38, -2
  %51 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !13
  %53 = insertelement <2 x i32> poison, i32 %52, i64 0
  %54 = shufflevector <2 x i32> %53, <2 x i32> poison, <2 x i32> zeroinitializer
  %55 = tail call <2 x i32> @llvm.fshl.v2i32(<2 x i32> %54, <2 x i32> %54, <2 x i32> <i32 15, i32 13>)
  %56 = shufflevector <2 x i32> %55, <2 x i32> poison, <2 x i32> <i32 1, i32 undef>
  %57 = xor <2 x i32> %55, %56
  %58 = extractelement <2 x i32> %57, i64 0
  %59 = lshr i32 %52, 10
  %60 = xor i32 %58, %59
  %61 = add i32 %49, %37
  %62 = add nsw i64 %38, -7
  %63 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !13
  %65 = add i32 %61, %64
  %66 = add i32 %65, %60
  %67 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %38
  store i32 %66, ptr %67, align 4, !tbaa !13
  %68 = add nuw nsw i64 %38, 1
  %69 = icmp eq i64 %68, 64
  br i1 %69, label %20, label %36, !llvm.loop !15

70:                                               ; preds = %79
  %71 = add i32 %117, %21
  store i32 %71, ptr %0, align 4, !tbaa !13
  %72 = add i32 %88, %23
  store i32 %72, ptr %22, align 4, !tbaa !13
  %73 = add i32 %87, %25
  store i32 %73, ptr %24, align 4, !tbaa !13
  %74 = add i32 %86, %27
  store i32 %74, ptr %26, align 4, !tbaa !13
  %75 = add i32 %116, %29
  store i32 %75, ptr %28, align 4, !tbaa !13
  %76 = add i32 %84, %31
  store i32 %76, ptr %30, align 4, !tbaa !13
  %77 = add i32 %83, %33
  store i32 %77, ptr %32, align 4, !tbaa !13
  %78 = add i32 %82, %35
  store i32 %78, ptr %34, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #8
  ret void

79:                                               ; preds = %20, %79
  %80 = phi i64 [ 0, %20 ], [ %118, %79 ]
  %81 = phi i32 [ %35, %20 ], [ %82, %79 ]
  %82 = phi i32 [ %33, %20 ], [ %83, %79 ]
  %83 = phi i32 [ %31, %20 ], [ %84, %79 ]
  %84 = phi i32 [ %29, %20 ], [ %116, %79 ]
  %85 = phi i32 [ %27, %20 ], [ %86, %79 ]
  %86 = phi i32 [ %25, %20 ], [ %87, %79 ]
  %87 = phi i32 [ %23, %20 ], [ %88, %79 ]
  %88 = phi i32 [ %21, %20 ], [ %117, %79 ]
  %89 = tail call i32 @llvm.fshl.i32(i32 %84, i32 %84, i32 26)
  %90 = tail call i32 @llvm.fshl.i32(i32 %84, i32 %84, i32 21)
  %91 = xor i32 %89, %90
  %92 = tail call i32 @llvm.fshl.i32(i32 %84, i32 %84, i32 7)
  %93 = xor i32 %91, %92
  %94 = and i32 %83, %84
  %95 = xor i32 %84, -1
  %96 = and i32 %82, %95
  %97 = getelementptr inbounds [64 x i32], ptr @K, i64 0, i64 %80
  %98 = load i32, ptr %97, align 4, !tbaa !13
  %99 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %80
  %100 = load i32, ptr %99, align 4, !tbaa !13
  %101 = add i32 %93, %94
  %102 = add i32 %101, %81
  %103 = add i32 %102, %96
  %104 = add i32 %103, %98
  %105 = add i32 %104, %100
  %106 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %88, i32 30)
  %107 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %88, i32 19)
  %108 = xor i32 %106, %107
  %109 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %88, i32 10)
  %110 = xor i32 %108, %109
  %111 = xor i32 %86, %87
  %112 = and i32 %111, %88
  %113 = and i32 %86, %87
  %114 = xor i32 %112, %113
  %115 = add i32 %114, %110
  %116 = add i32 %105, %85
  %117 = add i32 %115, %105
  %118 = add nuw nsw i64 %80, 1
  %119 = icmp eq i64 %118, 64
  br i1 %119, label %70, label %79, !llvm.loop !16
}

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.fshl.v2i32(<2 x i32>, <2 x i32>, <2 x i32>) #5

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nosync nounwind memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nobuiltin "no-builtins" }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !9}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !6, i64 0}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
