; ModuleID = 'tests/programs/divrem.c'
source_filename = "tests/programs/divrem.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.nums = private unnamed_addr constant [12 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 13, i32 -13, i32 100, i32 -100, i32 127, i32 -128, i32 255], align 4
@__const.main.dens = private unnamed_addr constant [12 x i32] [i32 1, i32 -1, i32 2, i32 -2, i32 3, i32 -3, i32 7, i32 -7, i32 10, i32 16, i32 -16, i32 127], align 4
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
  %4 = load i32, ptr %3, align 4, !tbaa !5
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
  br i1 %15, label %82, label %1, !llvm.loop !9

16:                                               ; preds = %1, %16
  %17 = phi i64 [ 0, %1 ], [ %79, %16 ]
  %18 = getelementptr inbounds [12 x i32], ptr @__const.main.dens, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = trunc i32 %19 to i8
  %21 = sext i8 %20 to i16
  %22 = freeze i16 %6
  %23 = sdiv i16 %22, %21
  %24 = zext i16 %23 to i32
  %25 = shl i32 %24, 24
  %26 = ashr exact i32 %25, 24
  %27 = mul i16 %23, %21
  %28 = sub i16 %22, %27
  %29 = zext i16 %28 to i32
  %30 = shl i32 %29, 24
  %31 = ashr exact i32 %30, 24
  %32 = freeze i8 %5
  %33 = udiv i8 %32, %20
  %34 = zext i8 %33 to i32
  %35 = mul i8 %33, %20
  %36 = sub i8 %32, %35
  %37 = zext i8 %36 to i32
  %38 = trunc i32 %19 to i16
  %39 = shl i32 %19, 16
  %40 = ashr exact i32 %39, 16
  %41 = freeze i32 %9
  %42 = freeze i32 %40
  %43 = sdiv i32 %41, %42
  %44 = shl i32 %43, 16
  %45 = ashr exact i32 %44, 16
  %46 = mul i32 %43, %42
  %47 = sub i32 %41, %46
  %48 = freeze i16 %7
  %49 = freeze i16 %38
  %50 = udiv i16 %48, %49
  %51 = zext i16 %50 to i32
  %52 = mul i16 %50, %49
  %53 = sub i16 %48, %52
  %54 = zext i16 %53 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %4, i32 noundef %19, i32 noundef %26, i32 noundef %31, i32 noundef %34, i32 noundef %37, i32 noundef %45, i32 noundef %47, i32 noundef %51, i32 noundef %54) #2
  %56 = freeze i32 %10
  %57 = freeze i32 %19
  %58 = sdiv i32 %56, %57
  %59 = mul i32 %58, %57
  %60 = sub i32 %56, %59
  %61 = freeze i32 %10
  %62 = freeze i32 %19
  %63 = udiv i32 %61, %62
  %64 = mul i32 %63, %62
  %65 = sub i32 %61, %64
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %58, i32 noundef %60, i32 noundef %63, i32 noundef %65) #2
  %67 = sext i32 %19 to i64
  %68 = freeze i64 %12
  %69 = freeze i64 %67
  %70 = sdiv i64 %68, %69
  %71 = mul i64 %70, %69
  %72 = sub i64 %68, %71
  %73 = freeze i64 %12
  %74 = freeze i64 %67
  %75 = udiv i64 %73, %74
  %76 = mul i64 %75, %74
  %77 = sub i64 %73, %76
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i64 noundef %70, i64 noundef %72, i64 noundef %75, i64 noundef %77) #2
  %79 = add nuw nsw i64 %17, 3
  %80 = icmp ult i64 %17, 9
  br i1 %80, label %16, label %13, !llvm.loop !11

81:                                               ; preds = %82
  ret i32 0

82:                                               ; preds = %13, %82
  %83 = phi i64 [ %105, %82 ], [ -50, %13 ]
  %84 = trunc i64 %83 to i32
  %85 = sdiv i32 %84, 3
  %86 = mul i32 %85, 3
  %87 = sub i32 %84, %86
  %88 = sdiv i32 %84, 10
  %89 = mul i32 %88, 10
  %90 = sub i32 %84, %89
  %91 = sdiv i32 %84, 16
  %92 = mul i32 %91, 16
  %93 = sub i32 %84, %92
  %94 = udiv i32 %84, 3
  %95 = udiv i32 %84, 10
  %96 = urem i32 %84, 7
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %84, i32 noundef %85, i32 noundef %87, i32 noundef %88, i32 noundef %90, i32 noundef %91, i32 noundef %93, i32 noundef %94, i32 noundef %95, i32 noundef %96) #2
  %98 = mul nsw i64 %83, 123456789123
  %99 = freeze i64 %98
  %100 = sdiv i64 %99, 1000
  %101 = mul i64 %100, 1000
  %102 = sub i64 %99, %101
  %103 = udiv i64 %98, 9
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %100, i64 noundef %102, i64 noundef %103) #2
  %105 = add nsw i64 %83, 17
  %106 = icmp slt i64 %83, 34
  br i1 %106, label %82, label %81, !llvm.loop !12
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
