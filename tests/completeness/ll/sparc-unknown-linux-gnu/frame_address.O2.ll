; ModuleID = 'tests/completeness/frame_address.c'
source_filename = "tests/completeness/frame_address.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"chain %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"deep %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"distinct call sites %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"main frame %d\0A\00", align 1
@fa_top = internal unnamed_addr global ptr null, align 4
@ra_top = internal unnamed_addr global ptr null, align 4
@sink = internal global i32 0, align 4
@fa_mid = internal unnamed_addr global ptr null, align 4
@ra_mid = internal unnamed_addr global ptr null, align 4
@frames = internal unnamed_addr global [16 x ptr] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @top() #7
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %1) #8
  %3 = tail call fastcc i32 @deep(i32 noundef 12) #7, !range !4
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
  store ptr %1, ptr @fa_top, align 4, !tbaa !5
  %2 = tail call ptr @llvm.returnaddress(i32 0)
  store ptr %2, ptr @ra_top, align 4, !tbaa !5
  %3 = tail call fastcc i32 @mid() #7
  store volatile i32 %3, ptr @sink, align 4, !tbaa !9
  ret i32 %3
}

; Function Attrs: nofree noinline nounwind memory(readwrite, argmem: none)
define internal fastcc i32 @deep(i32 noundef %0) unnamed_addr #3 {
  %2 = tail call ptr @llvm.frameaddress.p0(i32 0)
  %3 = getelementptr inbounds [16 x ptr], ptr @frames, i32 0, i32 %0
  store ptr %2, ptr %3, align 4, !tbaa !5
  %4 = icmp eq i32 %0, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %1
  %6 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %7 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i32 0, i32 1), align 4, !tbaa !5
  %8 = icmp eq ptr %6, %7
  %9 = zext i1 %8 to i32
  %10 = tail call ptr @llvm.frameaddress.p0(i32 2)
  %11 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i32 0, i32 2), align 4, !tbaa !5
  %12 = icmp eq ptr %10, %11
  %13 = zext i1 %12 to i32
  %14 = add nuw nsw i32 %13, %9
  %15 = tail call ptr @llvm.frameaddress.p0(i32 3)
  %16 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i32 0, i32 3), align 4, !tbaa !5
  %17 = icmp eq ptr %15, %16
  %18 = zext i1 %17 to i32
  %19 = add nuw nsw i32 %14, %18
  %20 = tail call ptr @llvm.frameaddress.p0(i32 10)
  %21 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i32 0, i32 10), align 4, !tbaa !5
  %22 = icmp eq ptr %20, %21
  %23 = zext i1 %22 to i32
  %24 = add nuw nsw i32 %19, %23
  br label %25

25:                                               ; preds = %27, %5
  %26 = phi i32 [ %24, %5 ], [ %29, %27 ]
  ret i32 %26

27:                                               ; preds = %1
  %28 = add nsw i32 %0, -1
  %29 = tail call fastcc i32 @deep(i32 noundef %28) #7
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
  store ptr %1, ptr @fa_mid, align 4, !tbaa !5
  %2 = tail call ptr @llvm.returnaddress(i32 0)
  store ptr %2, ptr @ra_mid, align 4, !tbaa !5
  %3 = tail call fastcc i32 @leaf() #7
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
  %8 = load ptr, ptr @fa_mid, align 4, !tbaa !5
  %9 = icmp eq ptr %2, %8
  %10 = select i1 %9, i32 2, i32 0
  %11 = load ptr, ptr @ra_mid, align 4, !tbaa !5
  %12 = icmp eq ptr %3, %11
  %13 = select i1 %12, i32 4, i32 0
  %14 = load ptr, ptr @fa_top, align 4, !tbaa !5
  %15 = icmp eq ptr %4, %14
  %16 = select i1 %15, i32 8, i32 0
  %17 = load ptr, ptr @ra_top, align 4, !tbaa !5
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

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree noinline nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nofree noinline nounwind memory(readwrite, argmem: none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nofree noinline nounwind memory(readwrite, argmem: read) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { mustprogress nofree noinline nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nobuiltin nounwind "no-builtins" }

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
