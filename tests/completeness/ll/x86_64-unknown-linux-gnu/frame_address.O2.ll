; ModuleID = 'tests/completeness/frame_address.c'
source_filename = "tests/completeness/frame_address.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"chain %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"deep %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"distinct call sites %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"main frame %d\0A\00", align 1
@fa_top = internal unnamed_addr global ptr null, align 8
@ra_top = internal unnamed_addr global ptr null, align 8
@sink = internal global i32 0, align 4
@fa_mid = internal unnamed_addr global ptr null, align 8
@ra_mid = internal unnamed_addr global ptr null, align 8
@frames = internal unnamed_addr global [16 x ptr] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @top() #8
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %1) #9
  %3 = tail call fastcc i32 @deep(i32 noundef 12) #8, !range !4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %3) #9
  %5 = tail call fastcc ptr @where() #8
  %6 = tail call fastcc ptr @where() #8
  %7 = icmp ne ptr %5, %6
  %8 = icmp ne ptr %5, null
  %9 = and i1 %8, %7
  %10 = icmp ne ptr %6, null
  %11 = and i1 %10, %9
  %12 = zext i1 %11 to i32
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %12) #9
  %14 = tail call ptr @llvm.frameaddress.p0(i32 0)
  %15 = icmp ne ptr %14, null
  %16 = zext i1 %15 to i32
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %16) #9
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind
define internal fastcc i32 @top() unnamed_addr #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %1, ptr @fa_top, align 8, !tbaa !5
  %2 = tail call ptr @llvm.returnaddress(i32 0)
  store ptr %2, ptr @ra_top, align 8, !tbaa !5
  %3 = tail call fastcc i32 @mid() #8
  store volatile i32 %3, ptr @sink, align 4, !tbaa !9
  ret i32 %3
}

; Function Attrs: nofree noinline nounwind memory(readwrite, argmem: none)
define internal fastcc i32 @deep(i32 noundef %0) unnamed_addr #3 {
  %2 = tail call ptr @llvm.frameaddress.p0(i32 0)
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds [16 x ptr], ptr @frames, i64 0, i64 %3
  store ptr %2, ptr %4, align 8, !tbaa !5
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %6, label %27

6:                                                ; preds = %1
  %7 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %8 = tail call ptr @llvm.frameaddress.p0(i32 2)
  %9 = tail call ptr @llvm.frameaddress.p0(i32 3)
  %10 = tail call ptr @llvm.frameaddress.p0(i32 10)
  %11 = load <2 x ptr>, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i64 0, i64 1), align 8, !tbaa !5
  %12 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i64 0, i64 3), align 8, !tbaa !5
  %13 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i64 0, i64 10), align 16, !tbaa !5
  %14 = insertelement <4 x ptr> poison, ptr %7, i64 0
  %15 = insertelement <4 x ptr> %14, ptr %8, i64 1
  %16 = insertelement <4 x ptr> %15, ptr %9, i64 2
  %17 = insertelement <4 x ptr> %16, ptr %10, i64 3
  %18 = shufflevector <2 x ptr> %11, <2 x ptr> poison, <4 x i32> <i32 0, i32 1, i32 undef, i32 undef>
  %19 = insertelement <4 x ptr> %18, ptr %12, i64 2
  %20 = insertelement <4 x ptr> %19, ptr %13, i64 3
  %21 = icmp eq <4 x ptr> %17, %20
  %22 = bitcast <4 x i1> %21 to i4
  %23 = tail call i4 @llvm.ctpop.i4(i4 %22), !range !11
  %24 = zext i4 %23 to i32
  br label %25

25:                                               ; preds = %27, %6
  %26 = phi i32 [ %24, %6 ], [ %29, %27 ]
  ret i32 %26

27:                                               ; preds = %1
  %28 = add nsw i32 %0, -1
  %29 = tail call fastcc i32 @deep(i32 noundef %28) #8
  store volatile i32 %29, ptr @sink, align 4, !tbaa !9
  br label %25
}

; Function Attrs: nofree noinline nounwind memory(readwrite, argmem: none)
define internal fastcc ptr @where() unnamed_addr #3 {
  %1 = load volatile i32, ptr @sink, align 4, !tbaa !9
  %2 = add nsw i32 %1, 1
  store volatile i32 %2, ptr @sink, align 4, !tbaa !9
  %3 = tail call ptr @llvm.returnaddress(i32 0)
  ret ptr %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #4

; Function Attrs: nofree noinline nounwind memory(readwrite, argmem: read)
define internal fastcc i32 @mid() unnamed_addr #5 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %1, ptr @fa_mid, align 8, !tbaa !5
  %2 = tail call ptr @llvm.returnaddress(i32 0)
  store ptr %2, ptr @ra_mid, align 8, !tbaa !5
  %3 = tail call fastcc i32 @leaf() #8
  store volatile i32 %3, ptr @sink, align 4, !tbaa !9
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @leaf() unnamed_addr #6 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 0)
  %2 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %3 = tail call ptr @llvm.returnaddress(i32 1)
  %4 = tail call ptr @llvm.frameaddress.p0(i32 2)
  %5 = tail call ptr @llvm.returnaddress(i32 2)
  %6 = icmp ne ptr %1, null
  %7 = zext i1 %6 to i32
  %8 = load ptr, ptr @fa_mid, align 8, !tbaa !5
  %9 = icmp eq ptr %2, %8
  %10 = select i1 %9, i32 2, i32 0
  %11 = load ptr, ptr @ra_mid, align 8, !tbaa !5
  %12 = icmp eq ptr %3, %11
  %13 = select i1 %12, i32 4, i32 0
  %14 = load ptr, ptr @fa_top, align 8, !tbaa !5
  %15 = icmp eq ptr %4, %14
  %16 = select i1 %15, i32 8, i32 0
  %17 = load ptr, ptr @ra_top, align 8, !tbaa !5
  %18 = icmp eq ptr %5, %17
  %19 = select i1 %18, i32 16, i32 0
  %20 = icmp ugt ptr %2, %1
  %21 = select i1 %20, i32 32, i32 0
  %22 = or i32 %21, %7
  %23 = or i32 %22, %10
  %24 = or i32 %23, %13
  %25 = or i32 %24, %16
  %26 = or i32 %25, %19
  ret i32 %26
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i4 @llvm.ctpop.i4(i4) #7

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nounwind memory(readwrite, argmem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nofree noinline nounwind memory(readwrite, argmem: read) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nobuiltin "no-builtins" }
attributes #9 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{i32 0, i32 5}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{i4 0, i4 5}
