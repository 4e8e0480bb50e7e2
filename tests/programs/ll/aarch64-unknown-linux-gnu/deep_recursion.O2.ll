; ModuleID = 'tests/programs/deep_recursion.c'
source_filename = "tests/programs/deep_recursion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.frame = type { [8 x i32] }

@.str = private unnamed_addr constant [28 x i8] c"sum_to(6000)=%lld depth=%d\0A\00", align 1
@__const.main.f = private unnamed_addr constant %struct.frame { [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8] }, align 4
@.str.1 = private unnamed_addr constant [16 x i8] c"chain(2000)=%u\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.frame, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 0, ptr %1, align 4, !tbaa !5
  br label %3

3:                                                ; preds = %10, %0
  %4 = phi i64 [ 6000, %0 ], [ %11, %10 ]
  %5 = load volatile i32, ptr %1, align 4, !tbaa !5
  %6 = sext i32 %5 to i64
  %7 = icmp sgt i64 %4, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %3
  %9 = trunc i64 %4 to i32
  store volatile i32 %9, ptr %1, align 4, !tbaa !5
  br label %10

10:                                               ; preds = %8, %3
  %11 = add nsw i64 %4, -1
  %12 = and i64 %11, 4294967295
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %14, label %3

14:                                               ; preds = %10
  %15 = load volatile i32, ptr %1, align 4, !tbaa !5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef 18003000, i32 noundef %15) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 4 dereferenceable(32) @__const.main.f, i64 32, i1 false), !tbaa.struct !9
  %17 = call fastcc i32 @chain(i32 noundef 2000, ptr noundef nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #6
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %17) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc i32 @chain(i32 noundef %0, ptr nocapture noundef %1) unnamed_addr #4 {
  %3 = alloca %struct.frame, align 4
  %4 = icmp eq i32 %0, 0
  br i1 %4, label %15, label %5

5:                                                ; preds = %2
  %6 = and i32 %0, 7
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds [8 x i32], ptr %1, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !5
  %10 = add nsw i32 %9, %0
  store i32 %10, ptr %8, align 4, !tbaa !5
  %11 = add nsw i32 %0, -1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %3, ptr noundef nonnull align 4 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !9
  %12 = call fastcc i32 @chain(i32 noundef %11, ptr noundef nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #6
  %13 = mul i32 %12, 31
  %14 = add i32 %13, %10
  br label %15

15:                                               ; preds = %2, %5
  %16 = phi i32 [ %14, %5 ], [ 0, %2 ]
  ret i32 %16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nosync nounwind memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i64 0, i64 32, !10}
!10 = !{!7, !7, i64 0}
