; ModuleID = 'tests/programs/byval_big.c'
source_filename = "tests/programs/byval_big.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.big = type { [300 x i32], i8 }
%struct.mid = type { i64, i64, i64 }

@main.x = internal global %struct.big zeroinitializer, align 4
@__const.main.m = private unnamed_addr constant %struct.mid { i64 1, i64 2, i64 3 }, align 8
@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local i32 @take(i32 noundef %0, ptr nocapture noundef %1, i32 noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4) local_unnamed_addr #0 {
  %6 = add nsw i32 %2, %0
  %7 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 1
  %8 = load i8, ptr %7, align 4, !tbaa !5
  %9 = zext i8 %8 to i32
  %10 = add nsw i32 %6, %9
  %11 = getelementptr inbounds %struct.big, ptr %4, i64 0, i32 1
  %12 = load i8, ptr %11, align 4, !tbaa !5
  %13 = zext i8 %12 to i32
  %14 = add nsw i32 %10, %13
  %15 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %14, i64 0
  br label %16

16:                                               ; preds = %16, %5
  %17 = phi i64 [ 0, %5 ], [ %38, %16 ]
  %18 = phi <4 x i32> [ %15, %5 ], [ %36, %16 ]
  %19 = phi <4 x i32> [ zeroinitializer, %5 ], [ %37, %16 ]
  %20 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %5 ], [ %39, %16 ]
  %21 = add <4 x i32> %20, <i32 4, i32 4, i32 4, i32 4>
  %22 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %17
  %23 = load <4 x i32>, ptr %22, align 4, !tbaa !9
  %24 = getelementptr inbounds i32, ptr %22, i64 4
  %25 = load <4 x i32>, ptr %24, align 4, !tbaa !9
  %26 = and <4 x i32> %20, <i32 7, i32 7, i32 7, i32 7>
  %27 = and <4 x i32> %21, <i32 7, i32 7, i32 7, i32 7>
  %28 = mul nsw <4 x i32> %23, %26
  %29 = mul nsw <4 x i32> %25, %27
  %30 = getelementptr inbounds [300 x i32], ptr %4, i64 0, i64 %17
  %31 = load <4 x i32>, ptr %30, align 4, !tbaa !9
  %32 = getelementptr inbounds i32, ptr %30, i64 4
  %33 = load <4 x i32>, ptr %32, align 4, !tbaa !9
  %34 = sub <4 x i32> %18, %31
  %35 = sub <4 x i32> %19, %33
  %36 = add <4 x i32> %34, %28
  %37 = add <4 x i32> %35, %29
  %38 = add nuw i64 %17, 8
  %39 = add <4 x i32> %20, <i32 8, i32 8, i32 8, i32 8>
  %40 = icmp eq i64 %38, 296
  br i1 %40, label %41, label %16, !llvm.loop !11

41:                                               ; preds = %16
  %42 = add <4 x i32> %37, %36
  %43 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %42)
  %44 = getelementptr inbounds [300 x i32], ptr %4, i64 0, i64 296
  %45 = load i32, ptr %44, align 4, !tbaa !9
  %46 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 297
  %47 = load i32, ptr %46, align 4, !tbaa !9
  %48 = getelementptr inbounds [300 x i32], ptr %4, i64 0, i64 297
  %49 = load i32, ptr %48, align 4, !tbaa !9
  %50 = add i32 %45, %49
  %51 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 298
  %52 = load i32, ptr %51, align 4, !tbaa !9
  %53 = shl nsw i32 %52, 1
  %54 = getelementptr inbounds [300 x i32], ptr %4, i64 0, i64 298
  %55 = load i32, ptr %54, align 4, !tbaa !9
  %56 = add i32 %43, %47
  %57 = add i32 %50, %55
  %58 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 299
  %59 = load i32, ptr %58, align 4, !tbaa !9
  %60 = mul nsw i32 %59, 3
  %61 = getelementptr inbounds [300 x i32], ptr %4, i64 0, i64 299
  %62 = load i32, ptr %61, align 4, !tbaa !9
  %63 = add i32 %56, %53
  %64 = add i32 %57, %62
  %65 = sub i32 %63, %64
  %66 = add i32 %65, %60
  store i32 99, ptr %1, align 4, !tbaa !9
  %67 = getelementptr inbounds [300 x i32], ptr %4, i64 0, i64 299
  store i32 77, ptr %67, align 4, !tbaa !9
  %68 = load i64, ptr %3, align 8, !tbaa !15
  %69 = getelementptr inbounds %struct.mid, ptr %3, i64 0, i32 1
  %70 = load i64, ptr %69, align 8, !tbaa !18
  %71 = shl nsw i64 %70, 1
  %72 = add nsw i64 %71, %68
  %73 = getelementptr inbounds %struct.mid, ptr %3, i64 0, i32 2
  %74 = load i64, ptr %73, align 8, !tbaa !19
  %75 = mul nsw i64 %74, 3
  %76 = add nsw i64 %72, %75
  %77 = trunc i64 %76 to i32
  %78 = load i32, ptr %1, align 4, !tbaa !9
  %79 = add i32 %66, 77
  %80 = add i32 %79, %78
  %81 = add i32 %80, %77
  ret i32 %81
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind
define dso_local i32 @with_alloca(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #2 {
  %4 = alloca %struct.big, align 4
  %5 = alloca %struct.mid, align 8
  %6 = alloca %struct.big, align 4
  %7 = sext i32 %0 to i64
  %8 = alloca i8, i64 %7, align 16
  %9 = call ptr @memset(ptr noundef nonnull %8, i32 noundef 3, i64 noundef %7) #7
  %10 = add nsw i32 %0, -1
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i8, ptr %8, i64 %11
  %13 = load i8, ptr %12, align 1, !tbaa !20
  %14 = zext i8 %13 to i32
  call void @llvm.lifetime.start.p0(i64 1204, ptr nonnull %4) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1204) %4, ptr noundef nonnull align 4 dereferenceable(1204) %1, i64 1204, i1 false), !tbaa.struct !21
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !22
  call void @llvm.lifetime.start.p0(i64 1204, ptr nonnull %6) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1204) %6, ptr noundef nonnull align 4 dereferenceable(1204) %1, i64 1204, i1 false), !tbaa.struct !21
  %15 = call i32 @take(i32 noundef %14, ptr noundef nonnull %4, i32 noundef %0, ptr noundef nonnull %5, ptr noundef nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 1204, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 1204, ptr nonnull %6) #8
  ret i32 %15
}

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #5 {
  %1 = alloca %struct.big, align 4
  %2 = alloca %struct.big, align 4
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %12, %3 ]
  %5 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %13, %3 ]
  %6 = getelementptr inbounds [300 x i32], ptr @main.x, i64 0, i64 %4
  %7 = mul <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>
  %8 = mul <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>
  %9 = add <4 x i32> %7, <i32 -100, i32 -100, i32 -100, i32 -100>
  %10 = add <4 x i32> %8, <i32 -88, i32 -88, i32 -88, i32 -88>
  store <4 x i32> %9, ptr %6, align 4, !tbaa !9
  %11 = getelementptr inbounds i32, ptr %6, i64 4
  store <4 x i32> %10, ptr %11, align 4, !tbaa !9
  %12 = add nuw i64 %4, 8
  %13 = add <4 x i32> %5, <i32 8, i32 8, i32 8, i32 8>
  %14 = icmp eq i64 %12, 296
  br i1 %14, label %15, label %3, !llvm.loop !24

15:                                               ; preds = %3
  store i32 788, ptr getelementptr inbounds (%struct.big, ptr @main.x, i64 0, i32 0, i64 296), align 4, !tbaa !9
  store i32 791, ptr getelementptr inbounds (%struct.big, ptr @main.x, i64 0, i32 0, i64 297), align 4, !tbaa !9
  store i32 794, ptr getelementptr inbounds (%struct.big, ptr @main.x, i64 0, i32 0, i64 298), align 4, !tbaa !9
  store i32 797, ptr getelementptr inbounds (%struct.big, ptr @main.x, i64 0, i32 0, i64 299), align 4, !tbaa !9
  store i8 5, ptr getelementptr inbounds (%struct.big, ptr @main.x, i64 0, i32 1), align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 1204, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1204) %1, ptr noundef nonnull align 4 dereferenceable(1204) @main.x, i64 1204, i1 false), !tbaa.struct !21
  call void @llvm.lifetime.start.p0(i64 1204, ptr nonnull %2) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1204) %2, ptr noundef nonnull align 4 dereferenceable(1204) @main.x, i64 1204, i1 false), !tbaa.struct !21
  %16 = call i32 @take(i32 noundef 1, ptr noundef nonnull %1, i32 noundef 2, ptr noundef nonnull @__const.main.m, ptr noundef nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 1204, ptr nonnull %1) #8
  call void @llvm.lifetime.end.p0(i64 1204, ptr nonnull %2) #8
  %17 = tail call i32 @with_alloca(i32 noundef 40, ptr noundef nonnull @main.x, ptr noundef nonnull @__const.main.m) #9
  %18 = load i32, ptr @main.x, align 4, !tbaa !9
  %19 = load i32, ptr getelementptr inbounds (%struct.big, ptr @main.x, i64 0, i32 0, i64 299), align 4, !tbaa !9
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19) #7
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nounwind }
attributes #9 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !7, i64 1200}
!6 = !{!"big", !7, i64 0, !7, i64 1200}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = !{!16, !17, i64 0}
!16 = !{!"mid", !17, i64 0, !17, i64 8, !17, i64 16}
!17 = !{!"long long", !7, i64 0}
!18 = !{!16, !17, i64 8}
!19 = !{!16, !17, i64 16}
!20 = !{!7, !7, i64 0}
!21 = !{i64 0, i64 1200, !20, i64 1200, i64 1, !20}
!22 = !{i64 0, i64 8, !23, i64 8, i64 8, !23, i64 16, i64 8, !23}
!23 = !{!17, !17, i64 0}
!24 = distinct !{!24, !12, !13, !14}
