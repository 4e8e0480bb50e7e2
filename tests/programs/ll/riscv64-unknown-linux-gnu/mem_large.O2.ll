; ModuleID = 'tests/programs/mem_large.c'
source_filename = "tests/programs/mem_large.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.blob, align 8
  %2 = alloca %struct.blob, align 8
  %3 = alloca [10 x %struct.blob], align 8
  %4 = alloca [10 x %struct.blob], align 8
  %5 = alloca [7 x i8], align 1
  %6 = alloca [7 x i8], align 1
  %7 = alloca [2 x i8], align 2
  %8 = alloca [2 x i8], align 2
  br label %94

9:                                                ; preds = %94
  %10 = tail call ptr @memcpy(ptr noundef nonnull @dst, ptr noundef nonnull @src, i64 noundef 8000) #5
  %11 = tail call signext i32 @memcmp(ptr noundef nonnull @dst, ptr noundef nonnull @src, i64 noundef 8000) #5
  %12 = icmp eq i32 %11, 0
  br label %13

13:                                               ; preds = %13, %9
  %14 = phi i64 [ %21, %13 ], [ 0, %9 ]
  %15 = phi i32 [ %20, %13 ], [ 0, %9 ]
  %16 = mul i32 %15, 33
  %17 = getelementptr inbounds i8, ptr @dst, i64 %14
  %18 = load i8, ptr %17, align 1, !tbaa !6
  %19 = zext i8 %18 to i32
  %20 = add i32 %16, %19
  %21 = add nuw nsw i64 %14, 1
  %22 = icmp eq i64 %21, 8000
  br i1 %22, label %23, label %13, !llvm.loop !9

23:                                               ; preds = %13
  %24 = zext i1 %12 to i32
  %25 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %24, i32 noundef signext %20) #5
  %26 = tail call ptr @memset(ptr noundef nonnull getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 100), i32 noundef signext 171, i64 noundef 5000) #5
  br label %27

27:                                               ; preds = %27, %23
  %28 = phi i64 [ %35, %27 ], [ 0, %23 ]
  %29 = phi i32 [ %34, %27 ], [ 0, %23 ]
  %30 = mul i32 %29, 33
  %31 = getelementptr inbounds i8, ptr @dst, i64 %28
  %32 = load i8, ptr %31, align 1, !tbaa !6
  %33 = zext i8 %32 to i32
  %34 = add i32 %30, %33
  %35 = add nuw nsw i64 %28, 1
  %36 = icmp eq i64 %35, 8000
  br i1 %36, label %37, label %27, !llvm.loop !9

37:                                               ; preds = %27
  %38 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 99), align 1, !tbaa !6
  %39 = zext i8 %38 to i32
  %40 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 100), align 1, !tbaa !6
  %41 = zext i8 %40 to i32
  %42 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 5100), align 1, !tbaa !6
  %43 = zext i8 %42 to i32
  %44 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %34, i32 noundef signext %39, i32 noundef signext %41, i32 noundef signext %43) #5
  %45 = tail call signext i32 @memcmp(ptr noundef nonnull @dst, ptr noundef nonnull @src, i64 noundef 8000) #5
  %46 = ashr i32 %45, 31
  %47 = icmp ne i32 %45, 0
  %48 = zext i1 %47 to i32
  %49 = or i32 %46, %48
  %50 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %49) #5
  %51 = tail call ptr @memmove(ptr noundef nonnull getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 10), ptr noundef nonnull @dst, i64 noundef 1000) #5
  br label %52

52:                                               ; preds = %52, %37
  %53 = phi i64 [ %60, %52 ], [ 0, %37 ]
  %54 = phi i32 [ %59, %52 ], [ 0, %37 ]
  %55 = mul i32 %54, 33
  %56 = getelementptr inbounds i8, ptr @dst, i64 %53
  %57 = load i8, ptr %56, align 1, !tbaa !6
  %58 = zext i8 %57 to i32
  %59 = add i32 %55, %58
  %60 = add nuw nsw i64 %53, 1
  %61 = icmp eq i64 %60, 2000
  br i1 %61, label %62, label %52, !llvm.loop !9

62:                                               ; preds = %52
  %63 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %59) #5
  %64 = tail call ptr @memmove(ptr noundef nonnull @dst, ptr noundef nonnull getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 37), i64 noundef 3000) #5
  br label %65

65:                                               ; preds = %65, %62
  %66 = phi i64 [ %73, %65 ], [ 0, %62 ]
  %67 = phi i32 [ %72, %65 ], [ 0, %62 ]
  %68 = mul i32 %67, 33
  %69 = getelementptr inbounds i8, ptr @dst, i64 %66
  %70 = load i8, ptr %69, align 1, !tbaa !6
  %71 = zext i8 %70 to i32
  %72 = add i32 %68, %71
  %73 = add nuw nsw i64 %66, 1
  %74 = icmp eq i64 %73, 4000
  br i1 %74, label %75, label %65, !llvm.loop !9

75:                                               ; preds = %65
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext %72) #5
  %77 = tail call ptr @malloc(i64 noundef 16384) #5
  %78 = tail call ptr @memset(ptr noundef %77, i32 noundef signext 0, i64 noundef 16384) #5
  store i8 0, ptr %77, align 1, !tbaa !6
  %79 = getelementptr inbounds i8, ptr %77, i64 1024
  store i8 1, ptr %79, align 1, !tbaa !6
  %80 = getelementptr inbounds i8, ptr %77, i64 2048
  store i8 2, ptr %80, align 1, !tbaa !6
  %81 = getelementptr inbounds i8, ptr %77, i64 3072
  store i8 3, ptr %81, align 1, !tbaa !6
  %82 = getelementptr inbounds i8, ptr %77, i64 4096
  store i8 4, ptr %82, align 1, !tbaa !6
  %83 = getelementptr inbounds i8, ptr %77, i64 5120
  store i8 5, ptr %83, align 1, !tbaa !6
  %84 = getelementptr inbounds i8, ptr %77, i64 6144
  store i8 6, ptr %84, align 1, !tbaa !6
  %85 = getelementptr inbounds i8, ptr %77, i64 7168
  store i8 7, ptr %85, align 1, !tbaa !6
  %86 = getelementptr inbounds i8, ptr %77, i64 8192
  store i8 8, ptr %86, align 1, !tbaa !6
  %87 = getelementptr inbounds i8, ptr %77, i64 9216
  store i8 9, ptr %87, align 1, !tbaa !6
  %88 = getelementptr inbounds i8, ptr %77, i64 10240
  store i8 10, ptr %88, align 1, !tbaa !6
  %89 = getelementptr inbounds i8, ptr %77, i64 11264
  store i8 11, ptr %89, align 1, !tbaa !6
  %90 = getelementptr inbounds i8, ptr %77, i64 12288
  store i8 12, ptr %90, align 1, !tbaa !6
  %91 = getelementptr inbounds i8, ptr %77, i64 13312
  store i8 13, ptr %91, align 1, !tbaa !6
  %92 = getelementptr inbounds i8, ptr %77, i64 14336
  store i8 14, ptr %92, align 1, !tbaa !6
  %93 = getelementptr inbounds i8, ptr %77, i64 15360
  store i8 15, ptr %93, align 1, !tbaa !6
  br label %105

94:                                               ; preds = %0, %94
  %95 = phi i64 [ 0, %0 ], [ %103, %94 ]
  %96 = trunc i64 %95 to i32
  %97 = lshr i32 %96, 8
  %98 = trunc i64 %95 to i32
  %99 = mul i32 %98, 7
  %100 = add nuw nsw i32 %99, %97
  %101 = trunc i32 %100 to i8
  %102 = getelementptr inbounds [8000 x i8], ptr @src, i64 0, i64 %95
  store i8 %101, ptr %102, align 1, !tbaa !6
  %103 = add nuw nsw i64 %95, 1
  %104 = icmp eq i64 %103, 8000
  br i1 %104, label %9, label %94, !llvm.loop !11

105:                                              ; preds = %75, %105
  %106 = phi i64 [ %113, %105 ], [ 0, %75 ]
  %107 = phi i32 [ %112, %105 ], [ 0, %75 ]
  %108 = mul i32 %107, 33
  %109 = getelementptr inbounds i8, ptr %77, i64 %106
  %110 = load i8, ptr %109, align 1, !tbaa !6
  %111 = zext i8 %110 to i32
  %112 = add i32 %108, %111
  %113 = add nuw nsw i64 %106, 1
  %114 = icmp eq i64 %113, 16384
  br i1 %114, label %115, label %105, !llvm.loop !9

115:                                              ; preds = %105
  %116 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %112) #5
  tail call void @free(ptr noundef nonnull %77) #5
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %1, i8 0, i64 104, i1 false)
  store i32 1, ptr %1, align 8
  %117 = getelementptr inbounds %struct.blob, ptr %1, i64 0, i32 1
  store i8 97, ptr %117, align 4
  %118 = getelementptr inbounds %struct.blob, ptr %1, i64 0, i32 1, i64 1
  store i8 98, ptr %118, align 1
  %119 = getelementptr inbounds %struct.blob, ptr %1, i64 0, i32 1, i64 2
  store i8 99, ptr %119, align 2
  %120 = getelementptr inbounds %struct.blob, ptr %1, i64 0, i32 2
  store double 2.500000e+00, ptr %120, align 8
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %2) #6
  %121 = call ptr @memset(ptr noundef nonnull %2, i32 noundef signext 0, i64 noundef 112) #5
  %122 = call ptr @memcpy(ptr noundef nonnull %2, ptr noundef nonnull %1, i64 noundef 112) #5
  %123 = getelementptr inbounds %struct.blob, ptr %2, i64 0, i32 1
  %124 = getelementptr inbounds %struct.blob, ptr %2, i64 0, i32 1, i64 50
  store i8 122, ptr %124, align 2, !tbaa !6
  %125 = load i32, ptr %2, align 8, !tbaa !12
  %126 = getelementptr inbounds %struct.blob, ptr %2, i64 0, i32 2
  %127 = load double, ptr %126, align 8, !tbaa !16
  %128 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef signext %125, ptr noundef nonnull %123, double noundef %127, i32 noundef signext 122) #5
  call void @llvm.lifetime.start.p0(i64 1120, ptr nonnull %3) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %3, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 0, ptr %3, align 8, !tbaa !12
  %129 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %129, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 1, ptr %129, align 8, !tbaa !12
  %130 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %130, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 2, ptr %130, align 8, !tbaa !12
  %131 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %131, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 3, ptr %131, align 8, !tbaa !12
  %132 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %132, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 4, ptr %132, align 8, !tbaa !12
  %133 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %133, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 5, ptr %133, align 8, !tbaa !12
  %134 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %134, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 6, ptr %134, align 8, !tbaa !12
  %135 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %135, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 7, ptr %135, align 8, !tbaa !12
  %136 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %136, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 8, ptr %136, align 8, !tbaa !12
  %137 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %137, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 9, ptr %137, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 1120, ptr nonnull %4) #6
  %138 = call ptr @memcpy(ptr noundef nonnull %4, ptr noundef nonnull %3, i64 noundef 1120) #5
  %139 = getelementptr inbounds [10 x %struct.blob], ptr %4, i64 0, i64 9
  %140 = load i32, ptr %139, align 8, !tbaa !12
  %141 = getelementptr inbounds [10 x %struct.blob], ptr %4, i64 0, i64 3
  %142 = call signext i32 @memcmp(ptr noundef nonnull %141, ptr noundef nonnull %131, i64 noundef 112) #5
  %143 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext %140, i32 noundef signext %142) #5
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %5) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %5, ptr noundef nonnull align 1 dereferenceable(7) @__const.main.s1, i64 7, i1 false)
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %6) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %6, ptr noundef nonnull align 1 dereferenceable(7) @__const.main.s2, i64 7, i1 false)
  %144 = call signext i32 @memcmp(ptr noundef nonnull %5, ptr noundef nonnull %6, i64 noundef 6) #5
  %145 = lshr i32 %144, 31
  %146 = call signext i32 @memcmp(ptr noundef nonnull %5, ptr noundef nonnull %6, i64 noundef 3) #5
  %147 = call signext i32 @memcmp(ptr noundef nonnull %6, ptr noundef nonnull %5, i64 noundef 6) #5
  %148 = icmp sgt i32 %147, 0
  %149 = zext i1 %148 to i32
  %150 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef signext %145, i32 noundef signext %146, i32 noundef signext %149) #5
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %7) #6
  store i16 128, ptr %7, align 2
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %8) #6
  store i16 127, ptr %8, align 2
  %151 = call signext i32 @memcmp(ptr noundef nonnull %7, ptr noundef nonnull %8, i64 noundef 2) #5
  %152 = icmp sgt i32 %151, 0
  %153 = zext i1 %152 to i32
  %154 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef signext %153) #5
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

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare signext i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) local_unnamed_addr #2

declare ptr @memmove(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare ptr @malloc(i64 noundef) local_unnamed_addr #2

declare void @free(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind }

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
!12 = !{!13, !14, i64 0}
!13 = !{!"blob", !14, i64 0, !7, i64 4, !15, i64 104}
!14 = !{!"int", !7, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = !{!13, !15, i64 104}
!17 = !{i64 0, i64 4, !18, i64 4, i64 100, !6, i64 104, i64 8, !19}
!18 = !{!14, !14, i64 0}
!19 = !{!15, !15, i64 0}
