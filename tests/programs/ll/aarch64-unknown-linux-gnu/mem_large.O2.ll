; ModuleID = 'tests/programs/mem_large.c'
source_filename = "tests/programs/mem_large.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.blob = type { i32, [100 x i8], double }

@src = internal global [8000 x i8] zeroinitializer, align 1
@dst = internal global [8000 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [23 x i8] c"memcpy eq %d sum %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [37 x i8] c"memset sum %08x byte %02x %02x %02x\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"memcmp sign %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"memmove fwd %08x\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"memmove bwd %08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"heap sum %08x\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"blob %d %s %.1f %c\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"copy %d %d\0A\00", align 1
@__const.main.s1 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@__const.main.s2 = private unnamed_addr constant [7 x i8] c"abcxef\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"memcmp %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"unsigned memcmp %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.blob, align 8
  %2 = alloca %struct.blob, align 8
  %3 = alloca [10 x %struct.blob], align 8
  %4 = alloca [10 x %struct.blob], align 8
  %5 = alloca [7 x i8], align 1
  %6 = alloca [7 x i8], align 1
  %7 = alloca [2 x i8], align 4
  %8 = alloca [2 x i8], align 4
  br label %9

9:                                                ; preds = %9, %0
  %10 = phi i64 [ 0, %0 ], [ %18, %9 ]
  %11 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %19, %9 ]
  %12 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %20, %9 ]
  %13 = lshr <16 x i32> %11, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %14 = mul <16 x i32> %12, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %15 = add nuw nsw <16 x i32> %14, %13
  %16 = trunc <16 x i32> %15 to <16 x i8>
  %17 = getelementptr inbounds [8000 x i8], ptr @src, i64 0, i64 %10
  store <16 x i8> %16, ptr %17, align 1, !tbaa !5
  %18 = add nuw i64 %10, 16
  %19 = add <16 x i32> %11, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %20 = add <16 x i32> %12, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %21 = icmp eq i64 %18, 8000
  br i1 %21, label %22, label %9, !llvm.loop !8

22:                                               ; preds = %9
  %23 = tail call ptr @memcpy(ptr noundef nonnull @dst, ptr noundef nonnull @src, i64 noundef 8000) #5
  %24 = tail call i32 @memcmp(ptr noundef nonnull @dst, ptr noundef nonnull @src, i64 noundef 8000) #5
  %25 = icmp eq i32 %24, 0
  br label %26

26:                                               ; preds = %26, %22
  %27 = phi i64 [ %34, %26 ], [ 0, %22 ]
  %28 = phi i32 [ %33, %26 ], [ 0, %22 ]
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr @dst, i64 %27
  %31 = load i8, ptr %30, align 1, !tbaa !5
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = add nuw nsw i64 %27, 1
  %35 = icmp eq i64 %34, 8000
  br i1 %35, label %36, label %26, !llvm.loop !12

36:                                               ; preds = %26
  %37 = zext i1 %25 to i32
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %37, i32 noundef %33) #5
  %39 = tail call ptr @memset(ptr noundef nonnull getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 100), i32 noundef 171, i64 noundef 5000) #5
  br label %40

40:                                               ; preds = %40, %36
  %41 = phi i64 [ %48, %40 ], [ 0, %36 ]
  %42 = phi i32 [ %47, %40 ], [ 0, %36 ]
  %43 = mul i32 %42, 33
  %44 = getelementptr inbounds i8, ptr @dst, i64 %41
  %45 = load i8, ptr %44, align 1, !tbaa !5
  %46 = zext i8 %45 to i32
  %47 = add i32 %43, %46
  %48 = add nuw nsw i64 %41, 1
  %49 = icmp eq i64 %48, 8000
  br i1 %49, label %50, label %40, !llvm.loop !12

50:                                               ; preds = %40
  %51 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 99), align 1, !tbaa !5
  %52 = zext i8 %51 to i32
  %53 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 100), align 1, !tbaa !5
  %54 = zext i8 %53 to i32
  %55 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 5100), align 1, !tbaa !5
  %56 = zext i8 %55 to i32
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %47, i32 noundef %52, i32 noundef %54, i32 noundef %56) #5
  %58 = tail call i32 @memcmp(ptr noundef nonnull @dst, ptr noundef nonnull @src, i64 noundef 8000) #5
  %59 = ashr i32 %58, 31
  %60 = icmp ne i32 %58, 0
  %61 = zext i1 %60 to i32
  %62 = or i32 %59, %61
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %62) #5
  %64 = tail call ptr @memmove(ptr noundef nonnull getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 10), ptr noundef nonnull @dst, i64 noundef 1000) #5
  br label %65

65:                                               ; preds = %65, %50
  %66 = phi i64 [ %73, %65 ], [ 0, %50 ]
  %67 = phi i32 [ %72, %65 ], [ 0, %50 ]
  %68 = mul i32 %67, 33
  %69 = getelementptr inbounds i8, ptr @dst, i64 %66
  %70 = load i8, ptr %69, align 1, !tbaa !5
  %71 = zext i8 %70 to i32
  %72 = add i32 %68, %71
  %73 = add nuw nsw i64 %66, 1
  %74 = icmp eq i64 %73, 2000
  br i1 %74, label %75, label %65, !llvm.loop !12

75:                                               ; preds = %65
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %72) #5
  %77 = tail call ptr @memmove(ptr noundef nonnull @dst, ptr noundef nonnull getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 37), i64 noundef 3000) #5
  br label %78

78:                                               ; preds = %78, %75
  %79 = phi i64 [ %86, %78 ], [ 0, %75 ]
  %80 = phi i32 [ %85, %78 ], [ 0, %75 ]
  %81 = mul i32 %80, 33
  %82 = getelementptr inbounds i8, ptr @dst, i64 %79
  %83 = load i8, ptr %82, align 1, !tbaa !5
  %84 = zext i8 %83 to i32
  %85 = add i32 %81, %84
  %86 = add nuw nsw i64 %79, 1
  %87 = icmp eq i64 %86, 4000
  br i1 %87, label %88, label %78, !llvm.loop !12

88:                                               ; preds = %78
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %85) #5
  %90 = tail call ptr @malloc(i64 noundef 16384) #5
  %91 = tail call ptr @memset(ptr noundef %90, i32 noundef 0, i64 noundef 16384) #5
  store i8 0, ptr %90, align 1, !tbaa !5
  %92 = getelementptr inbounds i8, ptr %90, i64 1024
  store i8 1, ptr %92, align 1, !tbaa !5
  %93 = getelementptr inbounds i8, ptr %90, i64 2048
  store i8 2, ptr %93, align 1, !tbaa !5
  %94 = getelementptr inbounds i8, ptr %90, i64 3072
  store i8 3, ptr %94, align 1, !tbaa !5
  %95 = getelementptr inbounds i8, ptr %90, i64 4096
  store i8 4, ptr %95, align 1, !tbaa !5
  %96 = getelementptr inbounds i8, ptr %90, i64 5120
  store i8 5, ptr %96, align 1, !tbaa !5
  %97 = getelementptr inbounds i8, ptr %90, i64 6144
  store i8 6, ptr %97, align 1, !tbaa !5
  %98 = getelementptr inbounds i8, ptr %90, i64 7168
  store i8 7, ptr %98, align 1, !tbaa !5
  %99 = getelementptr inbounds i8, ptr %90, i64 8192
  store i8 8, ptr %99, align 1, !tbaa !5
  %100 = getelementptr inbounds i8, ptr %90, i64 9216
  store i8 9, ptr %100, align 1, !tbaa !5
  %101 = getelementptr inbounds i8, ptr %90, i64 10240
  store i8 10, ptr %101, align 1, !tbaa !5
  %102 = getelementptr inbounds i8, ptr %90, i64 11264
  store i8 11, ptr %102, align 1, !tbaa !5
  %103 = getelementptr inbounds i8, ptr %90, i64 12288
  store i8 12, ptr %103, align 1, !tbaa !5
  %104 = getelementptr inbounds i8, ptr %90, i64 13312
  store i8 13, ptr %104, align 1, !tbaa !5
  %105 = getelementptr inbounds i8, ptr %90, i64 14336
  store i8 14, ptr %105, align 1, !tbaa !5
  %106 = getelementptr inbounds i8, ptr %90, i64 15360
  store i8 15, ptr %106, align 1, !tbaa !5
  br label %107

107:                                              ; preds = %88, %107
  %108 = phi i64 [ %115, %107 ], [ 0, %88 ]
  %109 = phi i32 [ %114, %107 ], [ 0, %88 ]
  %110 = mul i32 %109, 33
  %111 = getelementptr inbounds i8, ptr %90, i64 %108
  %112 = load i8, ptr %111, align 1, !tbaa !5
  %113 = zext i8 %112 to i32
  %114 = add i32 %110, %113
  %115 = add nuw nsw i64 %108, 1
  %116 = icmp eq i64 %115, 16384
  br i1 %116, label %117, label %107, !llvm.loop !12

117:                                              ; preds = %107
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %114) #5
  tail call void @free(ptr noundef nonnull %90) #5
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %1, i8 0, i64 104, i1 false)
  store i32 1, ptr %1, align 8
  %119 = getelementptr inbounds %struct.blob, ptr %1, i64 0, i32 1
  store i8 97, ptr %119, align 4
  %120 = getelementptr inbounds %struct.blob, ptr %1, i64 0, i32 1, i64 1
  store i8 98, ptr %120, align 1
  %121 = getelementptr inbounds %struct.blob, ptr %1, i64 0, i32 1, i64 2
  store i8 99, ptr %121, align 2
  %122 = getelementptr inbounds %struct.blob, ptr %1, i64 0, i32 2
  store double 2.500000e+00, ptr %122, align 8
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %2) #6
  %123 = call ptr @memset(ptr noundef nonnull %2, i32 noundef 0, i64 noundef 112) #5
  %124 = call ptr @memcpy(ptr noundef nonnull %2, ptr noundef nonnull %1, i64 noundef 112) #5
  %125 = getelementptr inbounds %struct.blob, ptr %2, i64 0, i32 1
  %126 = getelementptr inbounds %struct.blob, ptr %2, i64 0, i32 1, i64 50
  store i8 122, ptr %126, align 2, !tbaa !5
  %127 = load i32, ptr %2, align 8, !tbaa !13
  %128 = getelementptr inbounds %struct.blob, ptr %2, i64 0, i32 2
  %129 = load double, ptr %128, align 8, !tbaa !17
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %127, ptr noundef nonnull %125, double noundef %129, i32 noundef 122) #5
  call void @llvm.lifetime.start.p0(i64 1120, ptr nonnull %3) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %3, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !18
  store i32 0, ptr %3, align 8, !tbaa !13
  %131 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %131, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !18
  store i32 1, ptr %131, align 8, !tbaa !13
  %132 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %132, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !18
  store i32 2, ptr %132, align 8, !tbaa !13
  %133 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %133, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !18
  store i32 3, ptr %133, align 8, !tbaa !13
  %134 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %134, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !18
  store i32 4, ptr %134, align 8, !tbaa !13
  %135 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %135, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !18
  store i32 5, ptr %135, align 8, !tbaa !13
  %136 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %136, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !18
  store i32 6, ptr %136, align 8, !tbaa !13
  %137 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %137, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !18
  store i32 7, ptr %137, align 8, !tbaa !13
  %138 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %138, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !18
  store i32 8, ptr %138, align 8, !tbaa !13
  %139 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %139, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !18
  store i32 9, ptr %139, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 1120, ptr nonnull %4) #6
  %140 = call ptr @memcpy(ptr noundef nonnull %4, ptr noundef nonnull %3, i64 noundef 1120) #5
  %141 = getelementptr inbounds [10 x %struct.blob], ptr %4, i64 0, i64 9
  %142 = load i32, ptr %141, align 8, !tbaa !13
  %143 = getelementptr inbounds [10 x %struct.blob], ptr %4, i64 0, i64 3
  %144 = call i32 @memcmp(ptr noundef nonnull %143, ptr noundef nonnull %133, i64 noundef 112) #5
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %142, i32 noundef %144) #5
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %5) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %5, ptr noundef nonnull align 1 dereferenceable(7) @__const.main.s1, i64 7, i1 false)
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %6) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %6, ptr noundef nonnull align 1 dereferenceable(7) @__const.main.s2, i64 7, i1 false)
  %146 = call i32 @memcmp(ptr noundef nonnull %5, ptr noundef nonnull %6, i64 noundef 6) #5
  %147 = lshr i32 %146, 31
  %148 = call i32 @memcmp(ptr noundef nonnull %5, ptr noundef nonnull %6, i64 noundef 3) #5
  %149 = call i32 @memcmp(ptr noundef nonnull %6, ptr noundef nonnull %5, i64 noundef 6) #5
  %150 = icmp sgt i32 %149, 0
  %151 = zext i1 %150 to i32
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %147, i32 noundef %148, i32 noundef %151) #5
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %7) #6
  store i16 128, ptr %7, align 4
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %8) #6
  store i16 127, ptr %8, align 4
  %153 = call i32 @memcmp(ptr noundef nonnull %7, ptr noundef nonnull %8, i64 noundef 2) #5
  %154 = icmp sgt i32 %153, 0
  %155 = zext i1 %154 to i32
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef %155) #5
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %8) #6
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %7) #6
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 1120, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 1120, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

declare ptr @memmove(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare ptr @malloc(i64 noundef) local_unnamed_addr #2

declare void @free(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind }

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
!13 = !{!14, !15, i64 0}
!14 = !{!"blob", !15, i64 0, !6, i64 4, !16, i64 104}
!15 = !{!"int", !6, i64 0}
!16 = !{!"double", !6, i64 0}
!17 = !{!14, !16, i64 104}
!18 = !{i64 0, i64 4, !19, i64 4, i64 100, !5, i64 104, i64 8, !20}
!19 = !{!15, !15, i64 0}
!20 = !{!16, !16, i64 0}
