; ModuleID = 'tests/programs/builtins_bits.c'
source_filename = "tests/programs/builtins_bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v32 = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 3, i32 -2147483648, i32 -1, i32 15732480, i32 305419896, i32 65536], align 16
@.str = private unnamed_addr constant [48 x i8] c"%08x pop %d clz %d ctz %d bswap %08x parity %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [64 x i8] c"%016llx popll %d clzll %d ctzll %d bswap64 %016llx parityll %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"bswap16 %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"ffs %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"pop sum %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"const %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"expect %ld\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x i64], align 16
  br label %8

2:                                                ; preds = %8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #4
  store i64 1, ptr %1, align 16
  %3 = getelementptr inbounds [6 x i64], ptr %1, i64 0, i64 1
  store i64 -9223372036854775808, ptr %3, align 8
  %4 = getelementptr inbounds [6 x i64], ptr %1, i64 0, i64 2
  store i64 -1, ptr %4, align 16
  %5 = getelementptr inbounds [6 x i64], ptr %1, i64 0, i64 3
  store i64 81985529216486895, ptr %5, align 8
  %6 = getelementptr inbounds [6 x i64], ptr %1, i64 0, i64 4
  store i64 4294967296, ptr %6, align 16
  %7 = getelementptr inbounds [6 x i64], ptr %1, i64 0, i64 5
  store i64 240, ptr %7, align 8
  br label %23

8:                                                ; preds = %0, %8
  %9 = phi i64 [ 0, %0 ], [ %18, %8 ]
  %10 = getelementptr inbounds [8 x i32], ptr @__const.main.v32, i64 0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !4
  %12 = tail call i32 @llvm.ctpop.i32(i32 %11), !range !8
  %13 = tail call i32 @llvm.ctlz.i32(i32 %11, i1 true), !range !8
  %14 = tail call i32 @llvm.cttz.i32(i32 %11, i1 true), !range !8
  %15 = tail call i32 @llvm.bswap.i32(i32 %11)
  %16 = and i32 %12, 1
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16) #5
  %18 = add nuw nsw i64 %9, 1
  %19 = icmp eq i64 %18, 8
  br i1 %19, label %2, label %8, !llvm.loop !9

20:                                               ; preds = %23
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 45729) #5
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 0, i32 noundef 5, i32 noundef 39) #5
  br label %42

23:                                               ; preds = %2, %23
  %24 = phi i64 [ 0, %2 ], [ %36, %23 ]
  %25 = getelementptr inbounds [6 x i64], ptr %1, i64 0, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !11
  %27 = tail call i64 @llvm.ctpop.i64(i64 %26), !range !13
  %28 = trunc i64 %27 to i32
  %29 = tail call i64 @llvm.ctlz.i64(i64 %26, i1 true), !range !13
  %30 = trunc i64 %29 to i32
  %31 = tail call i64 @llvm.cttz.i64(i64 %26, i1 true), !range !13
  %32 = trunc i64 %31 to i32
  %33 = tail call i64 @llvm.bswap.i64(i64 %26)
  %34 = and i32 %28, 1
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef %26, i32 noundef %28, i32 noundef %30, i32 noundef %32, i64 noundef %33, i32 noundef %34) #5
  %36 = add nuw nsw i64 %24, 1
  %37 = icmp eq i64 %36, 6
  br i1 %37, label %20, label %23, !llvm.loop !14

38:                                               ; preds = %57
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %48, i32 noundef %58) #5
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 8, i32 noundef 31, i32 noundef 50) #5
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 1) #5
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #4
  ret i32 0

42:                                               ; preds = %20, %57
  %43 = phi i32 [ 0, %20 ], [ %59, %57 ]
  %44 = phi i32 [ 0, %20 ], [ %58, %57 ]
  %45 = phi i32 [ 0, %20 ], [ %48, %57 ]
  %46 = mul i32 %43, -1640531535
  %47 = tail call i32 @llvm.ctpop.i32(i32 %46), !range !8
  %48 = add nuw nsw i32 %47, %45
  %49 = icmp eq i32 %46, 0
  br i1 %49, label %57, label %50

50:                                               ; preds = %42, %50
  %51 = phi i32 [ %55, %50 ], [ %46, %42 ]
  %52 = phi i32 [ %54, %50 ], [ %44, %42 ]
  %53 = and i32 %51, 1
  %54 = add i32 %53, %52
  %55 = lshr i32 %51, 1
  %56 = icmp ult i32 %51, 2
  br i1 %56, label %57, label %50, !llvm.loop !15

57:                                               ; preds = %50, %42
  %58 = phi i32 [ %44, %42 ], [ %54, %50 ]
  %59 = add nuw nsw i32 %43, 7
  %60 = icmp ult i32 %43, 1993
  br i1 %60, label %42, label %38, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #3

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 0, i32 33}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !6, i64 0}
!13 = !{i64 0, i64 65}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
