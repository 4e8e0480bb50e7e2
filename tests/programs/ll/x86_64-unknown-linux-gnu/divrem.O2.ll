; ModuleID = 'tests/programs/divrem.c'
source_filename = "tests/programs/divrem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.nums = private unnamed_addr constant [12 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 13, i32 -13, i32 100, i32 -100, i32 127, i32 -128, i32 255], align 16
@__const.main.dens = private unnamed_addr constant [12 x i32] [i32 1, i32 -1, i32 2, i32 -2, i32 3, i32 -3, i32 7, i32 -7, i32 10, i32 16, i32 -16, i32 127], align 16
@.str = private unnamed_addr constant [46 x i8] c"%d,%d: s8 %d %d u8 %u %u s16 %d %d u16 %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"   s32 %d %d u32 %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"   s64 %lld %lld u64 %llu %llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [77 x i8] c"const %d: /3=%d %%3=%d /10=%d %%10=%d /16=%d %%16=%d u/3=%u u/10=%u u%%7=%u\0A\00", align 1
@.str.4 = private unnamed_addr constant [39 x i8] c"  64: /1000=%lld %%1000=%lld u/9=%llu\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %13
  %2 = phi i64 [ 0, %0 ], [ %14, %13 ]
  %3 = getelementptr inbounds [12 x i32], ptr @__const.main.nums, i64 0, i64 %2
  %4 = load i32, ptr %3, align 4, !tbaa !4
  %5 = trunc i32 %4 to i8
  %6 = sext i8 %5 to i16
  %7 = trunc i32 %4 to i16
  %8 = shl i32 %4, 16
  %9 = ashr exact i32 %8, 16
  %10 = mul nsw i32 %4, 1000003
  %11 = sext i32 %4 to i64
  %12 = mul i64 %11, 1000000007000
  br label %16

13:                                               ; preds = %16
  %14 = add nuw nsw i64 %2, 1
  %15 = icmp eq i64 %14, 12
  br i1 %15, label %60, label %1, !llvm.loop !8

16:                                               ; preds = %1, %16
  %17 = phi i64 [ 0, %1 ], [ %57, %16 ]
  %18 = getelementptr inbounds [12 x i32], ptr @__const.main.dens, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !4
  %20 = trunc i32 %19 to i8
  %21 = sext i8 %20 to i16
  %22 = sdiv i16 %6, %21
  %23 = zext i16 %22 to i32
  %24 = shl i32 %23, 24
  %25 = ashr exact i32 %24, 24
  %26 = srem i16 %6, %21
  %27 = zext i16 %26 to i32
  %28 = shl i32 %27, 24
  %29 = ashr exact i32 %28, 24
  %30 = udiv i8 %5, %20
  %31 = zext i8 %30 to i32
  %32 = urem i8 %5, %20
  %33 = zext i8 %32 to i32
  %34 = trunc i32 %19 to i16
  %35 = shl i32 %19, 16
  %36 = ashr exact i32 %35, 16
  %37 = sdiv i32 %9, %36
  %38 = shl i32 %37, 16
  %39 = ashr exact i32 %38, 16
  %40 = srem i32 %9, %36
  %41 = udiv i16 %7, %34
  %42 = zext i16 %41 to i32
  %43 = urem i16 %7, %34
  %44 = zext i16 %43 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %4, i32 noundef %19, i32 noundef %25, i32 noundef %29, i32 noundef %31, i32 noundef %33, i32 noundef %39, i32 noundef %40, i32 noundef %42, i32 noundef %44) #2
  %46 = sdiv i32 %10, %19
  %47 = srem i32 %10, %19
  %48 = udiv i32 %10, %19
  %49 = urem i32 %10, %19
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %46, i32 noundef %47, i32 noundef %48, i32 noundef %49) #2
  %51 = sext i32 %19 to i64
  %52 = sdiv i64 %12, %51
  %53 = srem i64 %12, %51
  %54 = udiv i64 %12, %51
  %55 = urem i64 %12, %51
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i64 noundef %52, i64 noundef %53, i64 noundef %54, i64 noundef %55) #2
  %57 = add nuw nsw i64 %17, 3
  %58 = icmp ult i64 %17, 9
  br i1 %58, label %16, label %13, !llvm.loop !10

59:                                               ; preds = %60
  ret i32 0

60:                                               ; preds = %13, %60
  %61 = phi i64 [ %78, %60 ], [ -50, %13 ]
  %62 = trunc i64 %61 to i32
  %63 = sdiv i32 %62, 3
  %64 = srem i32 %62, 3
  %65 = sdiv i32 %62, 10
  %66 = srem i32 %62, 10
  %67 = sdiv i32 %62, 16
  %68 = srem i32 %62, 16
  %69 = udiv i32 %62, 3
  %70 = udiv i32 %62, 10
  %71 = urem i32 %62, 7
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %62, i32 noundef %63, i32 noundef %64, i32 noundef %65, i32 noundef %66, i32 noundef %67, i32 noundef %68, i32 noundef %69, i32 noundef %70, i32 noundef %71) #2
  %73 = mul nsw i64 %61, 123456789123
  %74 = sdiv i64 %73, 1000
  %75 = srem i64 %73, 1000
  %76 = udiv i64 %73, 9
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %74, i64 noundef %75, i64 noundef %76) #2
  %78 = add nsw i64 %61, 17
  %79 = icmp slt i64 %61, 34
  br i1 %79, label %60, label %59, !llvm.loop !11
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
