; ModuleID = 'tests/programs/mem_large.c'
source_filename = "tests/programs/mem_large.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
  %7 = alloca [2 x i8], align 2
  %8 = alloca [2 x i8], align 2
  br label %94

9:                                                ; preds = %94
  %10 = tail call ptr @memcpy(ptr noundef nonnull @dst, ptr noundef nonnull @src, i32 noundef 8000) #5
  %11 = tail call i32 @memcmp(ptr noundef nonnull @dst, ptr noundef nonnull @src, i32 noundef 8000) #5
  %12 = icmp eq i32 %11, 0
  br label %13

13:                                               ; preds = %13, %9
  %14 = phi i32 [ %21, %13 ], [ 0, %9 ]
  %15 = phi i32 [ %20, %13 ], [ 0, %9 ]
  %16 = mul i32 %15, 33
  %17 = getelementptr inbounds i8, ptr @dst, i32 %14
  %18 = load i8, ptr %17, align 1, !tbaa !4
  %19 = zext i8 %18 to i32
  %20 = add i32 %16, %19
  %21 = add nuw nsw i32 %14, 1
  %22 = icmp eq i32 %21, 8000
  br i1 %22, label %23, label %13, !llvm.loop !7

23:                                               ; preds = %13
  %24 = zext i1 %12 to i32
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %24, i32 noundef %20) #5
  %26 = tail call ptr @memset(ptr noundef nonnull getelementptr inbounds ([8000 x i8], ptr @dst, i32 0, i32 100), i32 noundef 171, i32 noundef 5000) #5
  br label %27

27:                                               ; preds = %27, %23
  %28 = phi i32 [ %35, %27 ], [ 0, %23 ]
  %29 = phi i32 [ %34, %27 ], [ 0, %23 ]
  %30 = mul i32 %29, 33
  %31 = getelementptr inbounds i8, ptr @dst, i32 %28
  %32 = load i8, ptr %31, align 1, !tbaa !4
  %33 = zext i8 %32 to i32
  %34 = add i32 %30, %33
  %35 = add nuw nsw i32 %28, 1
  %36 = icmp eq i32 %35, 8000
  br i1 %36, label %37, label %27, !llvm.loop !7

37:                                               ; preds = %27
  %38 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i32 0, i32 99), align 1, !tbaa !4
  %39 = zext i8 %38 to i32
  %40 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i32 0, i32 100), align 1, !tbaa !4
  %41 = zext i8 %40 to i32
  %42 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i32 0, i32 5100), align 1, !tbaa !4
  %43 = zext i8 %42 to i32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %34, i32 noundef %39, i32 noundef %41, i32 noundef %43) #5
  %45 = tail call i32 @memcmp(ptr noundef nonnull @dst, ptr noundef nonnull @src, i32 noundef 8000) #5
  %46 = ashr i32 %45, 31
  %47 = icmp ne i32 %45, 0
  %48 = zext i1 %47 to i32
  %49 = or i32 %46, %48
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %49) #5
  %51 = tail call ptr @memmove(ptr noundef nonnull getelementptr inbounds ([8000 x i8], ptr @dst, i32 0, i32 10), ptr noundef nonnull @dst, i32 noundef 1000) #5
  br label %52

52:                                               ; preds = %52, %37
  %53 = phi i32 [ %60, %52 ], [ 0, %37 ]
  %54 = phi i32 [ %59, %52 ], [ 0, %37 ]
  %55 = mul i32 %54, 33
  %56 = getelementptr inbounds i8, ptr @dst, i32 %53
  %57 = load i8, ptr %56, align 1, !tbaa !4
  %58 = zext i8 %57 to i32
  %59 = add i32 %55, %58
  %60 = add nuw nsw i32 %53, 1
  %61 = icmp eq i32 %60, 2000
  br i1 %61, label %62, label %52, !llvm.loop !7

62:                                               ; preds = %52
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %59) #5
  %64 = tail call ptr @memmove(ptr noundef nonnull @dst, ptr noundef nonnull getelementptr inbounds ([8000 x i8], ptr @dst, i32 0, i32 37), i32 noundef 3000) #5
  br label %65

65:                                               ; preds = %65, %62
  %66 = phi i32 [ %73, %65 ], [ 0, %62 ]
  %67 = phi i32 [ %72, %65 ], [ 0, %62 ]
  %68 = mul i32 %67, 33
  %69 = getelementptr inbounds i8, ptr @dst, i32 %66
  %70 = load i8, ptr %69, align 1, !tbaa !4
  %71 = zext i8 %70 to i32
  %72 = add i32 %68, %71
  %73 = add nuw nsw i32 %66, 1
  %74 = icmp eq i32 %73, 4000
  br i1 %74, label %75, label %65, !llvm.loop !7

75:                                               ; preds = %65
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %72) #5
  %77 = tail call ptr @malloc(i32 noundef 16384) #5
  %78 = tail call ptr @memset(ptr noundef %77, i32 noundef 0, i32 noundef 16384) #5
  store i8 0, ptr %77, align 1, !tbaa !4
  %79 = getelementptr inbounds i8, ptr %77, i32 1024
  store i8 1, ptr %79, align 1, !tbaa !4
  %80 = getelementptr inbounds i8, ptr %77, i32 2048
  store i8 2, ptr %80, align 1, !tbaa !4
  %81 = getelementptr inbounds i8, ptr %77, i32 3072
  store i8 3, ptr %81, align 1, !tbaa !4
  %82 = getelementptr inbounds i8, ptr %77, i32 4096
  store i8 4, ptr %82, align 1, !tbaa !4
  %83 = getelementptr inbounds i8, ptr %77, i32 5120
  store i8 5, ptr %83, align 1, !tbaa !4
  %84 = getelementptr inbounds i8, ptr %77, i32 6144
  store i8 6, ptr %84, align 1, !tbaa !4
  %85 = getelementptr inbounds i8, ptr %77, i32 7168
  store i8 7, ptr %85, align 1, !tbaa !4
  %86 = getelementptr inbounds i8, ptr %77, i32 8192
  store i8 8, ptr %86, align 1, !tbaa !4
  %87 = getelementptr inbounds i8, ptr %77, i32 9216
  store i8 9, ptr %87, align 1, !tbaa !4
  %88 = getelementptr inbounds i8, ptr %77, i32 10240
  store i8 10, ptr %88, align 1, !tbaa !4
  %89 = getelementptr inbounds i8, ptr %77, i32 11264
  store i8 11, ptr %89, align 1, !tbaa !4
  %90 = getelementptr inbounds i8, ptr %77, i32 12288
  store i8 12, ptr %90, align 1, !tbaa !4
  %91 = getelementptr inbounds i8, ptr %77, i32 13312
  store i8 13, ptr %91, align 1, !tbaa !4
  %92 = getelementptr inbounds i8, ptr %77, i32 14336
  store i8 14, ptr %92, align 1, !tbaa !4
  %93 = getelementptr inbounds i8, ptr %77, i32 15360
  store i8 15, ptr %93, align 1, !tbaa !4
  br label %103

94:                                               ; preds = %0, %94
  %95 = phi i32 [ 0, %0 ], [ %101, %94 ]
  %96 = mul nuw nsw i32 %95, 7
  %97 = lshr i32 %95, 8
  %98 = add nuw nsw i32 %96, %97
  %99 = trunc i32 %98 to i8
  %100 = getelementptr inbounds [8000 x i8], ptr @src, i32 0, i32 %95
  store i8 %99, ptr %100, align 1, !tbaa !4
  %101 = add nuw nsw i32 %95, 1
  %102 = icmp eq i32 %101, 8000
  br i1 %102, label %9, label %94, !llvm.loop !9

103:                                              ; preds = %75, %103
  %104 = phi i32 [ %111, %103 ], [ 0, %75 ]
  %105 = phi i32 [ %110, %103 ], [ 0, %75 ]
  %106 = mul i32 %105, 33
  %107 = getelementptr inbounds i8, ptr %77, i32 %104
  %108 = load i8, ptr %107, align 1, !tbaa !4
  %109 = zext i8 %108 to i32
  %110 = add i32 %106, %109
  %111 = add nuw nsw i32 %104, 1
  %112 = icmp eq i32 %111, 16384
  br i1 %112, label %113, label %103, !llvm.loop !7

113:                                              ; preds = %103
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %110) #5
  tail call void @free(ptr noundef nonnull %77) #5
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %1) #6
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 8 dereferenceable(112) %1, i8 0, i32 104, i1 false)
  store i32 1, ptr %1, align 8
  %115 = getelementptr inbounds %struct.blob, ptr %1, i32 0, i32 1
  store i8 97, ptr %115, align 4
  %116 = getelementptr inbounds %struct.blob, ptr %1, i32 0, i32 1, i32 1
  store i8 98, ptr %116, align 1
  %117 = getelementptr inbounds %struct.blob, ptr %1, i32 0, i32 1, i32 2
  store i8 99, ptr %117, align 2
  %118 = getelementptr inbounds %struct.blob, ptr %1, i32 0, i32 2
  store double 2.500000e+00, ptr %118, align 8
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %2) #6
  %119 = call ptr @memset(ptr noundef nonnull %2, i32 noundef 0, i32 noundef 112) #5
  %120 = call ptr @memcpy(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 112) #5
  %121 = getelementptr inbounds %struct.blob, ptr %2, i32 0, i32 1
  %122 = getelementptr inbounds %struct.blob, ptr %2, i32 0, i32 1, i32 50
  store i8 122, ptr %122, align 2, !tbaa !4
  %123 = load i32, ptr %2, align 8, !tbaa !10
  %124 = getelementptr inbounds %struct.blob, ptr %2, i32 0, i32 2
  %125 = load double, ptr %124, align 8, !tbaa !14
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %123, ptr noundef nonnull %121, double noundef %125, i32 noundef 122) #5
  call void @llvm.lifetime.start.p0(i64 1120, ptr nonnull %3) #6
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(112) %3, ptr noundef nonnull align 8 dereferenceable(112) %1, i32 112, i1 false), !tbaa.struct !15
  store i32 0, ptr %3, align 8, !tbaa !10
  %127 = getelementptr inbounds [10 x %struct.blob], ptr %3, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(112) %127, ptr noundef nonnull align 8 dereferenceable(112) %1, i32 112, i1 false), !tbaa.struct !15
  store i32 1, ptr %127, align 8, !tbaa !10
  %128 = getelementptr inbounds [10 x %struct.blob], ptr %3, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(112) %128, ptr noundef nonnull align 8 dereferenceable(112) %1, i32 112, i1 false), !tbaa.struct !15
  store i32 2, ptr %128, align 8, !tbaa !10
  %129 = getelementptr inbounds [10 x %struct.blob], ptr %3, i32 0, i32 3
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(112) %129, ptr noundef nonnull align 8 dereferenceable(112) %1, i32 112, i1 false), !tbaa.struct !15
  store i32 3, ptr %129, align 8, !tbaa !10
  %130 = getelementptr inbounds [10 x %struct.blob], ptr %3, i32 0, i32 4
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(112) %130, ptr noundef nonnull align 8 dereferenceable(112) %1, i32 112, i1 false), !tbaa.struct !15
  store i32 4, ptr %130, align 8, !tbaa !10
  %131 = getelementptr inbounds [10 x %struct.blob], ptr %3, i32 0, i32 5
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(112) %131, ptr noundef nonnull align 8 dereferenceable(112) %1, i32 112, i1 false), !tbaa.struct !15
  store i32 5, ptr %131, align 8, !tbaa !10
  %132 = getelementptr inbounds [10 x %struct.blob], ptr %3, i32 0, i32 6
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(112) %132, ptr noundef nonnull align 8 dereferenceable(112) %1, i32 112, i1 false), !tbaa.struct !15
  store i32 6, ptr %132, align 8, !tbaa !10
  %133 = getelementptr inbounds [10 x %struct.blob], ptr %3, i32 0, i32 7
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(112) %133, ptr noundef nonnull align 8 dereferenceable(112) %1, i32 112, i1 false), !tbaa.struct !15
  store i32 7, ptr %133, align 8, !tbaa !10
  %134 = getelementptr inbounds [10 x %struct.blob], ptr %3, i32 0, i32 8
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(112) %134, ptr noundef nonnull align 8 dereferenceable(112) %1, i32 112, i1 false), !tbaa.struct !15
  store i32 8, ptr %134, align 8, !tbaa !10
  %135 = getelementptr inbounds [10 x %struct.blob], ptr %3, i32 0, i32 9
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(112) %135, ptr noundef nonnull align 8 dereferenceable(112) %1, i32 112, i1 false), !tbaa.struct !15
  store i32 9, ptr %135, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 1120, ptr nonnull %4) #6
  %136 = call ptr @memcpy(ptr noundef nonnull %4, ptr noundef nonnull %3, i32 noundef 1120) #5
  %137 = getelementptr inbounds [10 x %struct.blob], ptr %4, i32 0, i32 9
  %138 = load i32, ptr %137, align 8, !tbaa !10
  %139 = getelementptr inbounds [10 x %struct.blob], ptr %4, i32 0, i32 3
  %140 = call i32 @memcmp(ptr noundef nonnull %139, ptr noundef nonnull %129, i32 noundef 112) #5
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %138, i32 noundef %140) #5
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %5) #6
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(7) %5, ptr noundef nonnull align 1 dereferenceable(7) @__const.main.s1, i32 7, i1 false)
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %6) #6
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(7) %6, ptr noundef nonnull align 1 dereferenceable(7) @__const.main.s2, i32 7, i1 false)
  %142 = call i32 @memcmp(ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef 6) #5
  %143 = lshr i32 %142, 31
  %144 = call i32 @memcmp(ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef 3) #5
  %145 = call i32 @memcmp(ptr noundef nonnull %6, ptr noundef nonnull %5, i32 noundef 6) #5
  %146 = icmp sgt i32 %145, 0
  %147 = zext i1 %146 to i32
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %143, i32 noundef %144, i32 noundef %147) #5
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %7) #6
  store i16 -32768, ptr %7, align 2
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %8) #6
  store i16 32512, ptr %8, align 2
  %149 = call i32 @memcmp(ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef 2) #5
  %150 = icmp sgt i32 %149, 0
  %151 = zext i1 %150 to i32
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef %151) #5
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

declare ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare i32 @memcmp(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare ptr @memmove(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare ptr @malloc(i32 noundef) local_unnamed_addr #2

declare void @free(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind }

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
!10 = !{!11, !12, i64 0}
!11 = !{!"blob", !12, i64 0, !5, i64 4, !13, i64 104}
!12 = !{!"int", !5, i64 0}
!13 = !{!"double", !5, i64 0}
!14 = !{!11, !13, i64 104}
!15 = !{i64 0, i64 4, !16, i64 4, i64 100, !4, i64 104, i64 8, !17}
!16 = !{!12, !12, i64 0}
!17 = !{!13, !13, i64 0}
