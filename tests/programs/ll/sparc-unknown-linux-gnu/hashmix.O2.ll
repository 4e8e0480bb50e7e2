; ModuleID = 'tests/programs/hashmix.c'
source_filename = "tests/programs/hashmix.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
  tail call fastcc void @show(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 0) #6
  tail call fastcc void @show(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, i32 noundef 3) #6
  %1 = tail call i32 @strlen(ptr noundef nonnull @.str.3) #7
  tail call fastcc void @show(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.3, i32 noundef %1) #6
  br label %8

2:                                                ; preds = %8
  tail call fastcc void @show(ptr noundef nonnull @.str.5, ptr noundef nonnull @main.big, i32 noundef 1000) #6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef -4767286540954276203) #7
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 2949826092126892291) #7
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 5139283748462763858) #7
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 6349198060258255764) #7
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 701532786141963250) #7
  ret i32 0

8:                                                ; preds = %0, %8
  %9 = phi i32 [ 0, %0 ], [ %15, %8 ]
  %10 = trunc i32 %9 to i16
  %11 = urem i16 %10, 26
  %12 = trunc i16 %11 to i8
  %13 = add nuw nsw i8 %12, 97
  %14 = getelementptr inbounds [1000 x i8], ptr @main.big, i32 0, i32 %9
  store i8 %13, ptr %14, align 1, !tbaa !4
  %15 = add nuw nsw i32 %9, 1
  %16 = icmp eq i32 %15, 1000
  br i1 %16, label %2, label %8, !llvm.loop !7
}

; Function Attrs: nounwind
define internal fastcc void @show(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = alloca [8 x i32], align 4
  %5 = alloca [128 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(32) %4, ptr noundef nonnull align 4 dereferenceable(32) @__const.sha256.h, i32 32, i1 false)
  %6 = icmp ult i32 %2, 64
  br i1 %6, label %13, label %7

7:                                                ; preds = %3, %7
  %8 = phi i32 [ %11, %7 ], [ 64, %3 ]
  %9 = phi i32 [ %8, %7 ], [ 0, %3 ]
  %10 = getelementptr inbounds i8, ptr %1, i32 %9
  call fastcc void @block(ptr noundef nonnull %4, ptr noundef %10) #6
  %11 = add i32 %8, 64
  %12 = icmp ugt i32 %11, %2
  br i1 %12, label %13, label %7, !llvm.loop !9

13:                                               ; preds = %7, %3
  %14 = phi i32 [ 0, %3 ], [ %8, %7 ]
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #8
  %15 = sub i32 %2, %14
  %16 = call ptr @memset(ptr noundef nonnull %5, i32 noundef 0, i32 noundef 128) #7
  %17 = getelementptr inbounds i8, ptr %1, i32 %14
  %18 = call ptr @memcpy(ptr noundef nonnull %5, ptr noundef %17, i32 noundef %15) #7
  %19 = getelementptr inbounds [128 x i8], ptr %5, i32 0, i32 %15
  store i8 -128, ptr %19, align 1, !tbaa !4
  %20 = add i32 %15, -56
  %21 = icmp ult i32 %20, -65
  %22 = zext i32 %2 to i64
  %23 = select i1 %21, i32 127, i32 63
  %24 = trunc i32 %2 to i8
  %25 = shl i8 %24, 3
  %26 = getelementptr inbounds [128 x i8], ptr %5, i32 0, i32 %23
  store i8 %25, ptr %26, align 1, !tbaa !4
  %27 = lshr i64 %22, 5
  %28 = trunc i64 %27 to i8
  %29 = add nsw i32 %23, -1
  %30 = getelementptr inbounds [128 x i8], ptr %5, i32 0, i32 %29
  store i8 %28, ptr %30, align 1, !tbaa !4
  %31 = lshr i64 %22, 13
  %32 = trunc i64 %31 to i8
  %33 = add nsw i32 %23, -2
  %34 = getelementptr inbounds [128 x i8], ptr %5, i32 0, i32 %33
  store i8 %32, ptr %34, align 1, !tbaa !4
  %35 = lshr i64 %22, 21
  %36 = trunc i64 %35 to i8
  %37 = add nsw i32 %23, -3
  %38 = getelementptr inbounds [128 x i8], ptr %5, i32 0, i32 %37
  store i8 %36, ptr %38, align 1, !tbaa !4
  %39 = lshr i64 %22, 29
  %40 = trunc i64 %39 to i8
  %41 = add nsw i32 %23, -4
  %42 = getelementptr inbounds [128 x i8], ptr %5, i32 0, i32 %41
  store i8 %40, ptr %42, align 1, !tbaa !4
  %43 = add nsw i32 %23, -5
  %44 = getelementptr inbounds [128 x i8], ptr %5, i32 0, i32 %43
  store i8 0, ptr %44, align 1, !tbaa !4
  %45 = add nsw i32 %23, -6
  %46 = getelementptr inbounds [128 x i8], ptr %5, i32 0, i32 %45
  store i8 0, ptr %46, align 1, !tbaa !4
  %47 = add nsw i32 %23, -7
  %48 = getelementptr inbounds [128 x i8], ptr %5, i32 0, i32 %47
  store i8 0, ptr %48, align 1, !tbaa !4
  call fastcc void @block(ptr noundef nonnull %4, ptr noundef nonnull %5) #6
  br i1 %21, label %49, label %51

49:                                               ; preds = %13
  %50 = getelementptr inbounds i8, ptr %5, i32 64
  call fastcc void @block(ptr noundef nonnull %4, ptr noundef nonnull %50) #6
  br label %51

51:                                               ; preds = %13, %49
  %52 = load i32, ptr %4, align 4, !tbaa !10
  %53 = lshr i32 %52, 24
  %54 = lshr i32 %52, 16
  %55 = lshr i32 %52, 8
  %56 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 1
  %57 = load i32, ptr %56, align 4, !tbaa !10
  %58 = lshr i32 %57, 24
  %59 = lshr i32 %57, 16
  %60 = lshr i32 %57, 8
  %61 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 2
  %62 = load i32, ptr %61, align 4, !tbaa !10
  %63 = lshr i32 %62, 24
  %64 = lshr i32 %62, 16
  %65 = lshr i32 %62, 8
  %66 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 3
  %67 = load i32, ptr %66, align 4, !tbaa !10
  %68 = lshr i32 %67, 24
  %69 = lshr i32 %67, 16
  %70 = lshr i32 %67, 8
  %71 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 4
  %72 = load i32, ptr %71, align 4, !tbaa !10
  %73 = lshr i32 %72, 24
  %74 = lshr i32 %72, 16
  %75 = lshr i32 %72, 8
  %76 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 5
  %77 = load i32, ptr %76, align 4, !tbaa !10
  %78 = lshr i32 %77, 24
  %79 = lshr i32 %77, 16
  %80 = lshr i32 %77, 8
  %81 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 6
  %82 = load i32, ptr %81, align 4, !tbaa !10
  %83 = lshr i32 %82, 24
  %84 = lshr i32 %82, 16
  %85 = lshr i32 %82, 8
  %86 = getelementptr inbounds [8 x i32], ptr %4, i32 0, i32 7
  %87 = load i32, ptr %86, align 4, !tbaa !10
  %88 = lshr i32 %87, 24
  %89 = lshr i32 %87, 16
  %90 = lshr i32 %87, 8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef %0) #7
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %53) #7
  %93 = and i32 %54, 255
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %93) #7
  %95 = and i32 %55, 255
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %95) #7
  %97 = and i32 %52, 255
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %97) #7
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %58) #7
  %100 = and i32 %59, 255
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %100) #7
  %102 = and i32 %60, 255
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %102) #7
  %104 = and i32 %57, 255
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %104) #7
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %63) #7
  %107 = and i32 %64, 255
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %107) #7
  %109 = and i32 %65, 255
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %109) #7
  %111 = and i32 %62, 255
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %111) #7
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %68) #7
  %114 = and i32 %69, 255
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %114) #7
  %116 = and i32 %70, 255
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %116) #7
  %118 = and i32 %67, 255
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %118) #7
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %73) #7
  %121 = and i32 %74, 255
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %121) #7
  %123 = and i32 %75, 255
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %123) #7
  %125 = and i32 %72, 255
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %125) #7
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %78) #7
  %128 = and i32 %79, 255
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %128) #7
  %130 = and i32 %80, 255
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %130) #7
  %132 = and i32 %77, 255
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %132) #7
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %83) #7
  %135 = and i32 %84, 255
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %135) #7
  %137 = and i32 %85, 255
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %137) #7
  %139 = and i32 %82, 255
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %139) #7
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %88) #7
  %142 = and i32 %89, 255
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %142) #7
  %144 = and i32 %90, 255
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %144) #7
  %146 = and i32 %87, 255
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %146) #7
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @strlen(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc void @block(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = alloca [64 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #8
  br label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ 0, %2 ], [ %29, %4 ]
  %6 = shl nuw nsw i32 %5, 2
  %7 = getelementptr inbounds i8, ptr %1, i32 %6
  %8 = load i8, ptr %7, align 1, !tbaa !4
  %9 = zext i8 %8 to i32
  %10 = shl nuw i32 %9, 24
  %11 = or i32 %6, 1
  %12 = getelementptr inbounds i8, ptr %1, i32 %11
  %13 = load i8, ptr %12, align 1, !tbaa !4
  %14 = zext i8 %13 to i32
  %15 = shl nuw nsw i32 %14, 16
  %16 = or i32 %15, %10
  %17 = or i32 %6, 2
  %18 = getelementptr inbounds i8, ptr %1, i32 %17
  %19 = load i8, ptr %18, align 1, !tbaa !4
  %20 = zext i8 %19 to i32
  %21 = shl nuw nsw i32 %20, 8
  %22 = or i32 %16, %21
  %23 = or i32 %6, 3
  %24 = getelementptr inbounds i8, ptr %1, i32 %23
  %25 = load i8, ptr %24, align 1, !tbaa !4
  %26 = zext i8 %25 to i32
  %27 = or i32 %22, %26
  %28 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %5
  store i32 %27, ptr %28, align 4, !tbaa !10
  %29 = add nuw nsw i32 %5, 1
  %30 = icmp eq i32 %29, 16
  br i1 %30, label %31, label %4, !llvm.loop !12

31:                                               ; preds = %4
  %32 = load i32, ptr %3, align 4, !tbaa !10
  br label %49

33:                                               ; preds = %49
  %34 = load i32, ptr %0, align 4, !tbaa !10
  %35 = getelementptr inbounds i32, ptr %0, i32 1
  %36 = load i32, ptr %35, align 4, !tbaa !10
  %37 = getelementptr inbounds i32, ptr %0, i32 2
  %38 = load i32, ptr %37, align 4, !tbaa !10
  %39 = getelementptr inbounds i32, ptr %0, i32 3
  %40 = load i32, ptr %39, align 4, !tbaa !10
  %41 = getelementptr inbounds i32, ptr %0, i32 4
  %42 = load i32, ptr %41, align 4, !tbaa !10
  %43 = getelementptr inbounds i32, ptr %0, i32 5
  %44 = load i32, ptr %43, align 4, !tbaa !10
  %45 = getelementptr inbounds i32, ptr %0, i32 6
  %46 = load i32, ptr %45, align 4, !tbaa !10
  %47 = getelementptr inbounds i32, ptr %0, i32 7
  %48 = load i32, ptr %47, align 4, !tbaa !10
  br label %86

49:                                               ; preds = %31, %49
  %50 = phi i32 [ %54, %49 ], [ %32, %31 ]
  %51 = phi i32 [ %75, %49 ], [ 16, %31 ]
  %52 = add nsw i32 %51, -15
  %53 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %52
  %54 = load i32, ptr %53, align 4, !tbaa !10
  %55 = tail call i32 @llvm.fshl.i32(i32 %54, i32 %54, i32 25)
  %56 = tail call i32 @llvm.fshl.i32(i32 %54, i32 %54, i32 14)
  %57 = xor i32 %55, %56
  %58 = lshr i32 %54, 3
  %59 = xor i32 %57, %58
  %60 = add nsw i32 %51, -2
  %61 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %60
  %62 = load i32, ptr %61, align 4, !tbaa !10
  %63 = tail call i32 @llvm.fshl.i32(i32 %62, i32 %62, i32 15)
  %64 = tail call i32 @llvm.fshl.i32(i32 %62, i32 %62, i32 13)
  %65 = xor i32 %63, %64
  %66 = lshr i32 %62, 10
  %67 = xor i32 %65, %66
  %68 = add i32 %59, %50
  %69 = add nsw i32 %51, -7
  %70 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %69
  %71 = load i32, ptr %70, align 4, !tbaa !10
  %72 = add i32 %68, %71
  %73 = add i32 %72, %67
  %74 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %51
  store i32 %73, ptr %74, align 4, !tbaa !10
  %75 = add nuw nsw i32 %51, 1
  %76 = icmp eq i32 %75, 64
  br i1 %76, label %33, label %49, !llvm.loop !13

77:                                               ; preds = %86
  %78 = add i32 %124, %34
  store i32 %78, ptr %0, align 4, !tbaa !10
  %79 = add i32 %95, %36
  store i32 %79, ptr %35, align 4, !tbaa !10
  %80 = add i32 %94, %38
  store i32 %80, ptr %37, align 4, !tbaa !10
  %81 = add i32 %93, %40
  store i32 %81, ptr %39, align 4, !tbaa !10
  %82 = add i32 %123, %42
  store i32 %82, ptr %41, align 4, !tbaa !10
  %83 = add i32 %91, %44
  store i32 %83, ptr %43, align 4, !tbaa !10
  %84 = add i32 %90, %46
  store i32 %84, ptr %45, align 4, !tbaa !10
  %85 = add i32 %89, %48
  store i32 %85, ptr %47, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #8
  ret void

86:                                               ; preds = %33, %86
  %87 = phi i32 [ 0, %33 ], [ %125, %86 ]
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
  %104 = getelementptr inbounds [64 x i32], ptr @K, i32 0, i32 %87
  %105 = load i32, ptr %104, align 4, !tbaa !10
  %106 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %87
  %107 = load i32, ptr %106, align 4, !tbaa !10
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
  %125 = add nuw nsw i32 %87, 1
  %126 = icmp eq i32 %125, 64
  br i1 %126, label %77, label %86, !llvm.loop !14
}

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #5

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nosync nounwind memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !5, i64 0}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
