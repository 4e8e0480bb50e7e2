; ModuleID = 'tests/completeness/frame_address.c'
source_filename = "tests/completeness/frame_address.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"chain %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"deep %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"distinct call sites %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"main frame %d\0A\00", align 1
@fa_top = internal unnamed_addr global ptr null, align 8
@ra_top = internal unnamed_addr global ptr null, align 8
@sink = internal global i32 0, align 4
@fa_mid = internal unnamed_addr global ptr null, align 8
@ra_mid = internal unnamed_addr global ptr null, align 8
@frames = internal unnamed_addr global [16 x ptr] zeroinitializer, align 8

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @top() #7
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %1) #8
  %3 = tail call fastcc i32 @deep(i32 noundef 12) #7, !range !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %3) #8
  %5 = tail call fastcc ptr @where() #7
  %6 = tail call fastcc ptr @where() #7
  %7 = icmp ne ptr %5, %6
  %8 = icmp ne ptr %5, null
  %9 = and i1 %8, %7
  %10 = icmp ne ptr %6, null
  %11 = and i1 %10, %9
  %12 = zext i1 %11 to i32
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %12) #8
  %14 = tail call ptr @llvm.frameaddress.p0(i32 0)
  %15 = icmp ne ptr %14, null
  %16 = zext i1 %15 to i32
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %16) #8
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind
define internal fastcc i32 @top() unnamed_addr #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %1, ptr @fa_top, align 8, !tbaa !6
  %2 = tail call ptr @llvm.returnaddress(i32 0)
  store ptr %2, ptr @ra_top, align 8, !tbaa !6
  %3 = tail call fastcc i32 @mid() #7
  store volatile i32 %3, ptr @sink, align 4, !tbaa !10
  ret i32 %3
}

; Function Attrs: nofree noinline nounwind memory(readwrite, argmem: none)
define internal fastcc i32 @deep(i32 noundef %0) unnamed_addr #3 {
  %2 = tail call ptr @llvm.frameaddress.p0(i32 0)
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds [16 x ptr], ptr @frames, i64 0, i64 %3
  store ptr %2, ptr %4, align 8, !tbaa !6
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %6, label %28

6:                                                ; preds = %1
  %7 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %8 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i64 0, i64 1), align 8, !tbaa !6
  %9 = icmp eq ptr %7, %8
  %10 = zext i1 %9 to i32
  %11 = tail call ptr @llvm.frameaddress.p0(i32 2)
  %12 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i64 0, i64 2), align 8, !tbaa !6
  %13 = icmp eq ptr %11, %12
  %14 = zext i1 %13 to i32
  %15 = add nuw nsw i32 %14, %10
  %16 = tail call ptr @llvm.frameaddress.p0(i32 3)
  %17 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i64 0, i64 3), align 8, !tbaa !6
  %18 = icmp eq ptr %16, %17
  %19 = zext i1 %18 to i32
  %20 = add nuw nsw i32 %15, %19
  %21 = tail call ptr @llvm.frameaddress.p0(i32 10)
  %22 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i64 0, i64 10), align 8, !tbaa !6
  %23 = icmp eq ptr %21, %22
  %24 = zext i1 %23 to i32
  %25 = add nuw nsw i32 %20, %24
  br label %26

26:                                               ; preds = %28, %6
  %27 = phi i32 [ %25, %6 ], [ %30, %28 ]
  ret i32 %27

28:                                               ; preds = %1
  %29 = add nsw i32 %0, -1
  %30 = tail call fastcc i32 @deep(i32 noundef %29) #7
  store volatile i32 %30, ptr @sink, align 4, !tbaa !10
  br label %26
}

; Function Attrs: nofree noinline nounwind memory(readwrite, argmem: none)
define internal fastcc ptr @where() unnamed_addr #3 {
  %1 = load volatile i32, ptr @sink, align 4, !tbaa !10
  %2 = add nsw i32 %1, 1
  store volatile i32 %2, ptr @sink, align 4, !tbaa !10
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
  store ptr %1, ptr @fa_mid, align 8, !tbaa !6
  %2 = tail call ptr @llvm.returnaddress(i32 0)
  store ptr %2, ptr @ra_mid, align 8, !tbaa !6
  %3 = tail call fastcc i32 @leaf() #7
  store volatile i32 %3, ptr @sink, align 4, !tbaa !10
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
  %8 = load ptr, ptr @fa_mid, align 8, !tbaa !6
  %9 = icmp eq ptr %2, %8
  %10 = select i1 %9, i32 2, i32 0
  %11 = load ptr, ptr @ra_mid, align 8, !tbaa !6
  %12 = icmp eq ptr %3, %11
  %13 = select i1 %12, i32 4, i32 0
  %14 = load ptr, ptr @fa_top, align 8, !tbaa !6
  %15 = icmp eq ptr %4, %14
  %16 = select i1 %15, i32 8, i32 0
  %17 = load ptr, ptr @ra_top, align 8, !tbaa !6
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

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree noinline nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline nounwind memory(readwrite, argmem: none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nofree noinline nounwind memory(readwrite, argmem: read) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree noinline nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i32 0, i32 5}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
