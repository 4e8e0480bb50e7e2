; ModuleID = 'tests/programs/hashmix.c'
source_filename = "tests/programs/hashmix.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @show(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i64 noundef 0) #6
  tail call fastcc void @show(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, i64 noundef 3) #6
  %1 = tail call i64 @strlen(ptr noundef nonnull @.str.3) #7
  tail call fastcc void @show(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.3, i64 noundef %1) #6
  br label %8

2:                                                ; preds = %8
  tail call fastcc void @show(ptr noundef nonnull @.str.5, ptr noundef nonnull @main.big, i64 noundef 1000) #6
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef -4767286540954276203) #7
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 2949826092126892291) #7
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 5139283748462763858) #7
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 6349198060258255764) #7
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 701532786141963250) #7
  ret i32 0

8:                                                ; preds = %0, %8
  %9 = phi i64 [ 0, %0 ], [ %16, %8 ]
  %10 = phi i32 [ 0, %0 ], [ %17, %8 ]
  %11 = trunc i32 %10 to i16
  %12 = urem i16 %11, 26
  %13 = trunc i16 %12 to i8
  %14 = add nuw nsw i8 %13, 97
  %15 = getelementptr inbounds [1000 x i8], ptr @main.big, i64 0, i64 %9
  store i8 %14, ptr %15, align 1, !tbaa !6
  %16 = add nuw nsw i64 %9, 1
  %17 = add nuw nsw i32 %10, 1
  %18 = icmp eq i64 %16, 1000
  br i1 %18, label %2, label %8, !llvm.loop !9
}

; Function Attrs: nounwind
define internal fastcc void @show(ptr noundef %0, ptr noundef %1, i64 noundef %2) unnamed_addr #0 {
  %4 = alloca [8 x i32], align 4
  %5 = alloca [128 x i8], align 1
  %6 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %4, ptr noundef nonnull align 4 dereferenceable(32) @__const.sha256.h, i64 32, i1 false)
  %7 = icmp ult i64 %2, 64
  br i1 %7, label %14, label %8

8:                                                ; preds = %3, %8
  %9 = phi i64 [ %12, %8 ], [ 64, %3 ]
  %10 = phi i64 [ %9, %8 ], [ 0, %3 ]
  %11 = getelementptr inbounds i8, ptr %1, i64 %10
  call fastcc void @block(ptr noundef nonnull %4, ptr noundef %11) #6
  %12 = add i64 %9, 64
  %13 = icmp ugt i64 %12, %2
  br i1 %13, label %14, label %8, !llvm.loop !11

14:                                               ; preds = %8, %3
  %15 = phi i64 [ 0, %3 ], [ %9, %8 ]
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #8
  %16 = sub i64 %2, %15
  %17 = call ptr @memset(ptr noundef nonnull %5, i32 noundef signext 0, i64 noundef 128) #7
  %18 = getelementptr inbounds i8, ptr %1, i64 %15
  %19 = call ptr @memcpy(ptr noundef nonnull %5, ptr noundef %18, i64 noundef %16) #7
  %20 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %16
  store i8 -128, ptr %20, align 1, !tbaa !6
  %21 = add i64 %16, -56
  %22 = icmp ult i64 %21, -65
  %23 = shl i64 %2, 3
  %24 = select i1 %22, i64 127, i64 63
  %25 = trunc i64 %23 to i8
  %26 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %24
  store i8 %25, ptr %26, align 1, !tbaa !6
  %27 = lshr i64 %23, 8
  %28 = trunc i64 %27 to i8
  %29 = add nsw i64 %24, -1
  %30 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %29
  store i8 %28, ptr %30, align 1, !tbaa !6
  %31 = lshr i64 %23, 16
  %32 = trunc i64 %31 to i8
  %33 = add nsw i64 %24, -2
  %34 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %33
  store i8 %32, ptr %34, align 1, !tbaa !6
  %35 = lshr i64 %23, 24
  %36 = trunc i64 %35 to i8
  %37 = add nsw i64 %24, -3
  %38 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %37
  store i8 %36, ptr %38, align 1, !tbaa !6
  %39 = lshr i64 %23, 32
  %40 = trunc i64 %39 to i8
  %41 = add nsw i64 %24, -4
  %42 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %41
  store i8 %40, ptr %42, align 1, !tbaa !6
  %43 = lshr i64 %23, 40
  %44 = trunc i64 %43 to i8
  %45 = add nsw i64 %24, -5
  %46 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %45
  store i8 %44, ptr %46, align 1, !tbaa !6
  %47 = lshr i64 %23, 48
  %48 = trunc i64 %47 to i8
  %49 = add nsw i64 %24, -6
  %50 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %49
  store i8 %48, ptr %50, align 1, !tbaa !6
  %51 = lshr i64 %23, 56
  %52 = trunc i64 %51 to i8
  %53 = add nsw i64 %24, -7
  %54 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %53
  store i8 %52, ptr %54, align 1, !tbaa !6
  call fastcc void @block(ptr noundef nonnull %4, ptr noundef nonnull %5) #6
  br i1 %22, label %55, label %57

55:                                               ; preds = %14
  %56 = getelementptr inbounds i8, ptr %5, i64 64
  call fastcc void @block(ptr noundef nonnull %4, ptr noundef nonnull %56) #6
  br label %57

57:                                               ; preds = %14, %55
  %58 = load i32, ptr %4, align 4, !tbaa !12
  %59 = lshr i32 %58, 24
  %60 = trunc i32 %59 to i8
  store i8 %60, ptr %6, align 1, !tbaa !6
  %61 = lshr i32 %58, 16
  %62 = trunc i32 %61 to i8
  %63 = getelementptr inbounds i8, ptr %6, i64 1
  store i8 %62, ptr %63, align 1, !tbaa !6
  %64 = lshr i32 %58, 8
  %65 = trunc i32 %64 to i8
  %66 = getelementptr inbounds i8, ptr %6, i64 2
  store i8 %65, ptr %66, align 1, !tbaa !6
  %67 = trunc i32 %58 to i8
  %68 = getelementptr inbounds i8, ptr %6, i64 3
  store i8 %67, ptr %68, align 1, !tbaa !6
  %69 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 1
  %70 = load i32, ptr %69, align 4, !tbaa !12
  %71 = lshr i32 %70, 24
  %72 = trunc i32 %71 to i8
  %73 = getelementptr inbounds i8, ptr %6, i64 4
  store i8 %72, ptr %73, align 1, !tbaa !6
  %74 = lshr i32 %70, 16
  %75 = trunc i32 %74 to i8
  %76 = getelementptr inbounds i8, ptr %6, i64 5
  store i8 %75, ptr %76, align 1, !tbaa !6
  %77 = lshr i32 %70, 8
  %78 = trunc i32 %77 to i8
  %79 = getelementptr inbounds i8, ptr %6, i64 6
  store i8 %78, ptr %79, align 1, !tbaa !6
  %80 = trunc i32 %70 to i8
  %81 = getelementptr inbounds i8, ptr %6, i64 7
  store i8 %80, ptr %81, align 1, !tbaa !6
  %82 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 2
  %83 = load i32, ptr %82, align 4, !tbaa !12
  %84 = lshr i32 %83, 24
  %85 = trunc i32 %84 to i8
  %86 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 %85, ptr %86, align 1, !tbaa !6
  %87 = lshr i32 %83, 16
  %88 = trunc i32 %87 to i8
  %89 = getelementptr inbounds i8, ptr %6, i64 9
  store i8 %88, ptr %89, align 1, !tbaa !6
  %90 = lshr i32 %83, 8
  %91 = trunc i32 %90 to i8
  %92 = getelementptr inbounds i8, ptr %6, i64 10
  store i8 %91, ptr %92, align 1, !tbaa !6
  %93 = trunc i32 %83 to i8
  %94 = getelementptr inbounds i8, ptr %6, i64 11
  store i8 %93, ptr %94, align 1, !tbaa !6
  %95 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 3
  %96 = load i32, ptr %95, align 4, !tbaa !12
  %97 = lshr i32 %96, 24
  %98 = trunc i32 %97 to i8
  %99 = getelementptr inbounds i8, ptr %6, i64 12
  store i8 %98, ptr %99, align 1, !tbaa !6
  %100 = lshr i32 %96, 16
  %101 = trunc i32 %100 to i8
  %102 = getelementptr inbounds i8, ptr %6, i64 13
  store i8 %101, ptr %102, align 1, !tbaa !6
  %103 = lshr i32 %96, 8
  %104 = trunc i32 %103 to i8
  %105 = getelementptr inbounds i8, ptr %6, i64 14
  store i8 %104, ptr %105, align 1, !tbaa !6
  %106 = trunc i32 %96 to i8
  %107 = getelementptr inbounds i8, ptr %6, i64 15
  store i8 %106, ptr %107, align 1, !tbaa !6
  %108 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 4
  %109 = load i32, ptr %108, align 4, !tbaa !12
  %110 = lshr i32 %109, 24
  %111 = trunc i32 %110 to i8
  %112 = getelementptr inbounds i8, ptr %6, i64 16
  store i8 %111, ptr %112, align 1, !tbaa !6
  %113 = lshr i32 %109, 16
  %114 = trunc i32 %113 to i8
  %115 = getelementptr inbounds i8, ptr %6, i64 17
  store i8 %114, ptr %115, align 1, !tbaa !6
  %116 = lshr i32 %109, 8
  %117 = trunc i32 %116 to i8
  %118 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 %117, ptr %118, align 1, !tbaa !6
  %119 = trunc i32 %109 to i8
  %120 = getelementptr inbounds i8, ptr %6, i64 19
  store i8 %119, ptr %120, align 1, !tbaa !6
  %121 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 5
  %122 = load i32, ptr %121, align 4, !tbaa !12
  %123 = lshr i32 %122, 24
  %124 = trunc i32 %123 to i8
  %125 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 %124, ptr %125, align 1, !tbaa !6
  %126 = lshr i32 %122, 16
  %127 = trunc i32 %126 to i8
  %128 = getelementptr inbounds i8, ptr %6, i64 21
  store i8 %127, ptr %128, align 1, !tbaa !6
  %129 = lshr i32 %122, 8
  %130 = trunc i32 %129 to i8
  %131 = getelementptr inbounds i8, ptr %6, i64 22
  store i8 %130, ptr %131, align 1, !tbaa !6
  %132 = trunc i32 %122 to i8
  %133 = getelementptr inbounds i8, ptr %6, i64 23
  store i8 %132, ptr %133, align 1, !tbaa !6
  %134 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 6
  %135 = load i32, ptr %134, align 4, !tbaa !12
  %136 = lshr i32 %135, 24
  %137 = trunc i32 %136 to i8
  %138 = getelementptr inbounds i8, ptr %6, i64 24
  store i8 %137, ptr %138, align 1, !tbaa !6
  %139 = lshr i32 %135, 16
  %140 = trunc i32 %139 to i8
  %141 = getelementptr inbounds i8, ptr %6, i64 25
  store i8 %140, ptr %141, align 1, !tbaa !6
  %142 = lshr i32 %135, 8
  %143 = trunc i32 %142 to i8
  %144 = getelementptr inbounds i8, ptr %6, i64 26
  store i8 %143, ptr %144, align 1, !tbaa !6
  %145 = trunc i32 %135 to i8
  %146 = getelementptr inbounds i8, ptr %6, i64 27
  store i8 %145, ptr %146, align 1, !tbaa !6
  %147 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 7
  %148 = load i32, ptr %147, align 4, !tbaa !12
  %149 = lshr i32 %148, 24
  %150 = trunc i32 %149 to i8
  %151 = getelementptr inbounds i8, ptr %6, i64 28
  store i8 %150, ptr %151, align 1, !tbaa !6
  %152 = lshr i32 %148, 16
  %153 = trunc i32 %152 to i8
  %154 = getelementptr inbounds i8, ptr %6, i64 29
  store i8 %153, ptr %154, align 1, !tbaa !6
  %155 = lshr i32 %148, 8
  %156 = trunc i32 %155 to i8
  %157 = getelementptr inbounds i8, ptr %6, i64 30
  store i8 %156, ptr %157, align 1, !tbaa !6
  %158 = trunc i32 %148 to i8
  %159 = getelementptr inbounds i8, ptr %6, i64 31
  store i8 %158, ptr %159, align 1, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  %160 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef %0) #7
  br label %163

161:                                              ; preds = %163
  %162 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #8
  ret void

163:                                              ; preds = %57, %163
  %164 = phi i64 [ 0, %57 ], [ %169, %163 ]
  %165 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 %164
  %166 = load i8, ptr %165, align 1, !tbaa !6
  %167 = zext i8 %166 to i32
  %168 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef signext %167) #7
  %169 = add nuw nsw i64 %164, 1
  %170 = icmp eq i64 %169, 32
  br i1 %170, label %161, label %163, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i64 @strlen(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc void @block(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = alloca [64 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #8
  br label %4

4:                                                ; preds = %2, %4
  %5 = phi i64 [ 0, %2 ], [ %29, %4 ]
  %6 = shl nuw nsw i64 %5, 2
  %7 = getelementptr inbounds i8, ptr %1, i64 %6
  %8 = load i8, ptr %7, align 1, !tbaa !6
  %9 = zext i8 %8 to i32
  %10 = shl nuw i32 %9, 24
  %11 = or i64 %6, 1
  %12 = getelementptr inbounds i8, ptr %1, i64 %11
  %13 = load i8, ptr %12, align 1, !tbaa !6
  %14 = zext i8 %13 to i32
  %15 = shl nuw nsw i32 %14, 16
  %16 = or i32 %15, %10
  %17 = or i64 %6, 2
  %18 = getelementptr inbounds i8, ptr %1, i64 %17
  %19 = load i8, ptr %18, align 1, !tbaa !6
  %20 = zext i8 %19 to i32
  %21 = shl nuw nsw i32 %20, 8
  %22 = or i32 %16, %21
  %23 = or i64 %6, 3
  %24 = getelementptr inbounds i8, ptr %1, i64 %23
  %25 = load i8, ptr %24, align 1, !tbaa !6
  %26 = zext i8 %25 to i32
  %27 = or i32 %22, %26
  %28 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %5
  store i32 %27, ptr %28, align 4, !tbaa !12
  %29 = add nuw nsw i64 %5, 1
  %30 = icmp eq i64 %29, 16
  br i1 %30, label %31, label %4, !llvm.loop !15

31:                                               ; preds = %4
  %32 = load i32, ptr %3, align 4, !tbaa !12
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
  br i1 %76, label %33, label %49, !llvm.loop !16

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
  br i1 %126, label %77, label %86, !llvm.loop !17
}

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) local_unnamed_addr #2

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #5

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nosync nounwind memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nobuiltin "no-builtins" }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
