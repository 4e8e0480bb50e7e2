; ModuleID = 'tests/programs/int8_arith.c'
source_filename = "tests/programs/int8_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [9 x i8] c"\00\01\FF\7F\80d\9C7\FD", align 1
@.str = private unnamed_addr constant [41 x i8] c"a=%d b=%d add=%d sub=%d umul=%u sdiv=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"checksum %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"neg -128 -> %d, neg 5 -> %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"250+10 as uint8 = %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"sext %d zext %d cmp %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"hhd %hhd hhu %hhu\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [9 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %1) #4
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr align 1 @__const.main.vals, i64 9, i1 true)
  br label %2

2:                                                ; preds = %0, %13
  %3 = phi i64 [ 0, %0 ], [ %6, %13 ]
  %4 = phi i32 [ 0, %0 ], [ %34, %13 ]
  %5 = getelementptr inbounds [9 x i8], ptr %1, i64 0, i64 %3
  %6 = add nuw nsw i64 %3, 1
  br label %15

7:                                                ; preds = %13
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %34) #5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef -128, i32 noundef -5) #5
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 4) #5
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef -5, i32 noundef 200, i32 noundef 1, i32 noundef 1) #5
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef -20, i32 noundef 236) #5
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %1) #4
  ret i32 0

13:                                               ; preds = %54
  %14 = icmp eq i64 %6, 9
  br i1 %14, label %7, label %2, !llvm.loop !4

15:                                               ; preds = %2, %54
  %16 = phi i64 [ 0, %2 ], [ %55, %54 ]
  %17 = phi i32 [ %4, %2 ], [ %34, %54 ]
  %18 = load volatile i8, ptr %5, align 1, !tbaa !6
  %19 = getelementptr inbounds [9 x i8], ptr %1, i64 0, i64 %16
  %20 = load volatile i8, ptr %19, align 1, !tbaa !6
  %21 = add i8 %20, %18
  %22 = sext i8 %18 to i32
  %23 = sext i8 %20 to i32
  %24 = sub i8 %18, %20
  %25 = mul i8 %20, %18
  %26 = mul i32 %17, 31
  %27 = zext i8 %21 to i32
  %28 = add i32 %26, %27
  %29 = zext i8 %24 to i32
  %30 = shl nuw nsw i32 %29, 8
  %31 = add i32 %28, %30
  %32 = zext i8 %25 to i32
  %33 = shl nuw nsw i32 %32, 16
  %34 = add i32 %31, %33
  %35 = icmp eq i64 %3, %16
  %36 = icmp eq i64 %6, %16
  %37 = select i1 %35, i1 true, i1 %36
  br i1 %37, label %38, label %54

38:                                               ; preds = %15
  %39 = sext i8 %21 to i32
  %40 = sext i8 %24 to i32
  %41 = icmp eq i8 %20, 0
  br i1 %41, label %51, label %42

42:                                               ; preds = %38
  %43 = icmp eq i8 %18, -128
  %44 = icmp eq i8 %20, -1
  %45 = and i1 %43, %44
  br i1 %45, label %51, label %46

46:                                               ; preds = %42
  %47 = sext i8 %18 to i16
  %48 = sext i8 %20 to i16
  %49 = sdiv i16 %47, %48
  %50 = sext i16 %49 to i32
  br label %51

51:                                               ; preds = %38, %42, %46
  %52 = phi i32 [ %50, %46 ], [ 0, %42 ], [ 0, %38 ]
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %22, i32 noundef %23, i32 noundef %39, i32 noundef %40, i32 noundef %32, i32 noundef %52) #5
  br label %54

54:                                               ; preds = %15, %51
  %55 = add nuw nsw i64 %16, 1
  %56 = icmp eq i64 %55, 9
  br i1 %56, label %13, label %15, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !5}
