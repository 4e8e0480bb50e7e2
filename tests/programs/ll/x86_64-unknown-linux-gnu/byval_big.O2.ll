; ModuleID = 'tests/programs/byval_big.c'
source_filename = "tests/programs/byval_big.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { [300 x i32], i8 }
%struct.mid = type { i64, i64, i64 }

@main.x = internal global %struct.big zeroinitializer, align 8
@__const.main.m = private unnamed_addr constant %struct.mid { i64 1, i64 2, i64 3 }, align 8
@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local i32 @take(i32 noundef %0, ptr nocapture noundef byval(%struct.big) align 8 %1, i32 noundef %2, ptr nocapture noundef readonly byval(%struct.mid) align 8 %3, ptr nocapture noundef byval(%struct.big) align 8 %4) local_unnamed_addr #0 {
  %6 = add nsw i32 %2, %0
  %7 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 1
  %8 = load i8, ptr %7, align 8, !tbaa !4
  %9 = sext i8 %8 to i32
  %10 = add nsw i32 %6, %9
  %11 = getelementptr inbounds %struct.big, ptr %4, i64 0, i32 1
  %12 = load i8, ptr %11, align 8, !tbaa !4
  %13 = sext i8 %12 to i32
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
  %23 = load <4 x i32>, ptr %22, align 8, !tbaa !8
  %24 = getelementptr inbounds i32, ptr %22, i64 4
  %25 = load <4 x i32>, ptr %24, align 8, !tbaa !8
  %26 = and <4 x i32> %20, <i32 7, i32 7, i32 7, i32 7>
  %27 = and <4 x i32> %21, <i32 7, i32 7, i32 7, i32 7>
  %28 = mul nsw <4 x i32> %23, %26
  %29 = mul nsw <4 x i32> %25, %27
  %30 = getelementptr inbounds [300 x i32], ptr %4, i64 0, i64 %17
  %31 = load <4 x i32>, ptr %30, align 8, !tbaa !8
  %32 = getelementptr inbounds i32, ptr %30, i64 4
  %33 = load <4 x i32>, ptr %32, align 8, !tbaa !8
  %34 = sub <4 x i32> %18, %31
  %35 = sub <4 x i32> %19, %33
  %36 = add <4 x i32> %34, %28
  %37 = add <4 x i32> %35, %29
  %38 = add nuw i64 %17, 8
  %39 = add <4 x i32> %20, <i32 8, i32 8, i32 8, i32 8>
  %40 = icmp eq i64 %38, 296
  br i1 %40, label %41, label %16, !llvm.loop !10

41:                                               ; preds = %16
  %42 = add <4 x i32> %37, %36
  %43 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %42)
  %44 = getelementptr inbounds [300 x i32], ptr %4, i64 0, i64 296
  %45 = load i32, ptr %44, align 8, !tbaa !8
  %46 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 297
  %47 = load i32, ptr %46, align 4, !tbaa !8
  %48 = getelementptr inbounds [300 x i32], ptr %4, i64 0, i64 297
  %49 = load i32, ptr %48, align 4, !tbaa !8
  %50 = add i32 %45, %49
  %51 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 298
  %52 = load i32, ptr %51, align 8, !tbaa !8
  %53 = shl nsw i32 %52, 1
  %54 = getelementptr inbounds [300 x i32], ptr %4, i64 0, i64 298
  %55 = load i32, ptr %54, align 8, !tbaa !8
  %56 = add i32 %43, %47
  %57 = add i32 %50, %55
  %58 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 299
  %59 = load i32, ptr %58, align 4, !tbaa !8
  %60 = mul nsw i32 %59, 3
  %61 = getelementptr inbounds [300 x i32], ptr %4, i64 0, i64 299
  %62 = load i32, ptr %61, align 4, !tbaa !8
  %63 = add i32 %56, %53
  %64 = add i32 %57, %62
  %65 = sub i32 %63, %64
  %66 = add i32 %65, %60
  %67 = load i64, ptr %3, align 8, !tbaa !14
  %68 = getelementptr inbounds %struct.mid, ptr %3, i64 0, i32 1
  %69 = load i64, ptr %68, align 8, !tbaa !17
  %70 = shl nsw i64 %69, 1
  %71 = add nsw i64 %70, %67
  %72 = getelementptr inbounds %struct.mid, ptr %3, i64 0, i32 2
  %73 = load i64, ptr %72, align 8, !tbaa !18
  %74 = mul nsw i64 %73, 3
  %75 = add nsw i64 %71, %74
  %76 = trunc i64 %75 to i32
  %77 = add i32 %66, 176
  %78 = add i32 %77, %76
  ret i32 %78
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind
define dso_local i32 @with_alloca(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #2 {
  %4 = alloca %struct.big, align 8
  %5 = alloca %struct.big, align 8
  %6 = sext i32 %0 to i64
  %7 = alloca i8, i64 %6, align 16
  %8 = call ptr @memset(ptr noundef nonnull %7, i32 noundef 3, i64 noundef %6) #7
  %9 = add nsw i32 %0, -1
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i8, ptr %7, i64 %10
  %12 = load i8, ptr %11, align 1, !tbaa !19
  %13 = sext i8 %12 to i32
  call void @llvm.lifetime.start.p0(i64 1204, ptr nonnull %4) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1204) %4, ptr noundef nonnull align 4 dereferenceable(1204) %1, i64 1204, i1 false), !tbaa.struct !20
  call void @llvm.lifetime.start.p0(i64 1204, ptr nonnull %5) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1204) %5, ptr noundef nonnull align 4 dereferenceable(1204) %1, i64 1204, i1 false), !tbaa.struct !20
  %14 = call i32 @take(i32 noundef %13, ptr noundef nonnull byval(%struct.big) align 8 %4, i32 noundef %0, ptr noundef byval(%struct.mid) align 8 %2, ptr noundef nonnull byval(%struct.big) align 8 %5) #9
  call void @llvm.lifetime.end.p0(i64 1204, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 1204, ptr nonnull %5) #8
  ret i32 %14
}

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %10, %1 ]
  %3 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %11, %1 ]
  %4 = getelementptr inbounds [300 x i32], ptr @main.x, i64 0, i64 %2
  %5 = mul <4 x i32> %3, <i32 3, i32 3, i32 3, i32 3>
  %6 = mul <4 x i32> %3, <i32 3, i32 3, i32 3, i32 3>
  %7 = add <4 x i32> %5, <i32 -100, i32 -100, i32 -100, i32 -100>
  %8 = add <4 x i32> %6, <i32 -88, i32 -88, i32 -88, i32 -88>
  store <4 x i32> %7, ptr %4, align 8, !tbaa !8
  %9 = getelementptr inbounds i32, ptr %4, i64 4
  store <4 x i32> %8, ptr %9, align 8, !tbaa !8
  %10 = add nuw i64 %2, 8
  %11 = add <4 x i32> %3, <i32 8, i32 8, i32 8, i32 8>
  %12 = icmp eq i64 %10, 296
  br i1 %12, label %13, label %1, !llvm.loop !21

13:                                               ; preds = %1
  store i32 788, ptr getelementptr inbounds (%struct.big, ptr @main.x, i64 0, i32 0, i64 296), align 8, !tbaa !8
  store i32 791, ptr getelementptr inbounds (%struct.big, ptr @main.x, i64 0, i32 0, i64 297), align 4, !tbaa !8
  store i32 794, ptr getelementptr inbounds (%struct.big, ptr @main.x, i64 0, i32 0, i64 298), align 8, !tbaa !8
  store i32 797, ptr getelementptr inbounds (%struct.big, ptr @main.x, i64 0, i32 0, i64 299), align 4, !tbaa !8
  store i8 5, ptr getelementptr inbounds (%struct.big, ptr @main.x, i64 0, i32 1), align 8, !tbaa !4
  %14 = tail call i32 @take(i32 noundef 1, ptr noundef nonnull byval(%struct.big) align 8 @main.x, i32 noundef 2, ptr noundef nonnull byval(%struct.mid) align 8 @__const.main.m, ptr noundef nonnull byval(%struct.big) align 8 @main.x) #9
  %15 = tail call i32 @with_alloca(i32 noundef 40, ptr noundef nonnull @main.x, ptr noundef nonnull @__const.main.m) #9
  %16 = load i32, ptr @main.x, align 8, !tbaa !8
  %17 = load i32, ptr getelementptr inbounds (%struct.big, ptr @main.x, i64 0, i32 0, i64 299), align 4, !tbaa !8
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17) #7
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nounwind }
attributes #9 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !6, i64 1200}
!5 = !{!"big", !6, i64 0, !6, i64 1200}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!15, !16, i64 0}
!15 = !{!"mid", !16, i64 0, !16, i64 8, !16, i64 16}
!16 = !{!"long long", !6, i64 0}
!17 = !{!15, !16, i64 8}
!18 = !{!15, !16, i64 16}
!19 = !{!6, !6, i64 0}
!20 = !{i64 0, i64 1200, !19, i64 1200, i64 1, !19}
!21 = distinct !{!21, !11, !12, !13}
