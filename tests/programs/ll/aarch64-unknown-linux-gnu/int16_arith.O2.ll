; ModuleID = 'tests/programs/int16_arith.c'
source_filename = "tests/programs/int16_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.sv = private unnamed_addr constant [8 x i16] [i16 0, i16 1, i16 -1, i16 32767, i16 -32768, i16 1234, i16 -4321, i16 255], align 2
@__const.main.uv = private unnamed_addr constant [8 x i16] [i16 0, i16 1, i16 -1, i16 -32768, i16 1234, i16 4321, i16 255, i16 7], align 2
@.str = private unnamed_addr constant [9 x i8] c"s %d %d:\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c" %hd\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"u %u %u:\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c" %hu\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"sext16 %d %lld zext16 %u\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %67
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef -300, i64 noundef -300, i32 noundef 65236) #2
  ret i32 0

3:                                                ; preds = %0, %67
  %4 = phi i64 [ 0, %0 ], [ %69, %67 ]
  %5 = getelementptr inbounds [8 x i16], ptr @__const.main.sv, i64 0, i64 %4
  %6 = load i16, ptr %5, align 2, !tbaa !5
  %7 = trunc i64 %4 to i32
  %8 = mul i32 %7, 3
  %9 = add i32 %8, 1
  %10 = and i32 %9, 7
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [8 x i16], ptr @__const.main.sv, i64 0, i64 %11
  %13 = load i16, ptr %12, align 2, !tbaa !5
  %14 = sext i16 %6 to i32
  %15 = sext i16 %13 to i32
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %14, i32 noundef %15) #2
  %17 = or i16 %13, %6
  %18 = and i16 %13, %6
  %19 = icmp eq i32 %10, 0
  %20 = mul i16 %13, %6
  %21 = sub i16 %6, %13
  %22 = add i16 %13, %6
  %23 = xor i16 %13, %6
  br label %46

24:                                               ; preds = %61
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #2
  %26 = getelementptr inbounds [8 x i16], ptr @__const.main.uv, i64 0, i64 %4
  %27 = load i16, ptr %26, align 2, !tbaa !5
  %28 = trunc i64 %4 to i32
  %29 = mul i32 %28, 5
  %30 = add i32 %29, 2
  %31 = and i32 %30, 7
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds [8 x i16], ptr @__const.main.uv, i64 0, i64 %32
  %34 = load i16, ptr %33, align 2, !tbaa !5
  %35 = zext i16 %27 to i32
  %36 = zext i16 %34 to i32
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %35, i32 noundef %36) #2
  %38 = and i16 %34, 15
  %39 = lshr i16 %27, %38
  %40 = shl i16 %27, %38
  %41 = icmp eq i32 %31, 0
  %42 = mul i16 %34, %27
  %43 = sub i16 %27, %34
  %44 = add i16 %34, %27
  %45 = xor i16 %27, -1
  br label %71

46:                                               ; preds = %3, %61
  %47 = phi i32 [ 0, %3 ], [ %65, %61 ]
  switch i32 %47, label %60 [
    i32 0, label %61
    i32 1, label %48
    i32 2, label %49
    i32 3, label %50
    i32 4, label %54
    i32 5, label %58
    i32 6, label %59
  ]

48:                                               ; preds = %46
  br label %61

49:                                               ; preds = %46
  br label %61

50:                                               ; preds = %46
  br i1 %19, label %61, label %51

51:                                               ; preds = %50
  %52 = sdiv i32 %14, %15
  %53 = trunc i32 %52 to i16
  br label %61

54:                                               ; preds = %46
  br i1 %19, label %61, label %55

55:                                               ; preds = %54
  %56 = srem i32 %14, %15
  %57 = trunc i32 %56 to i16
  br label %61

58:                                               ; preds = %46
  br label %61

59:                                               ; preds = %46
  br label %61

60:                                               ; preds = %46
  br label %61

61:                                               ; preds = %46, %48, %49, %50, %51, %54, %55, %58, %59, %60
  %62 = phi i16 [ %23, %60 ], [ %17, %59 ], [ %18, %58 ], [ %20, %49 ], [ %21, %48 ], [ %53, %51 ], [ 0, %50 ], [ %57, %55 ], [ 0, %54 ], [ %22, %46 ]
  %63 = sext i16 %62 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %63) #2
  %65 = add nuw nsw i32 %47, 1
  %66 = icmp eq i32 %65, 8
  br i1 %66, label %24, label %46, !llvm.loop !9

67:                                               ; preds = %84
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #2
  %69 = add nuw nsw i64 %4, 1
  %70 = icmp eq i64 %69, 8
  br i1 %70, label %1, label %3, !llvm.loop !11

71:                                               ; preds = %24, %84
  %72 = phi i32 [ 0, %24 ], [ %88, %84 ]
  switch i32 %72, label %83 [
    i32 0, label %84
    i32 1, label %73
    i32 2, label %74
    i32 3, label %75
    i32 4, label %78
    i32 5, label %81
    i32 6, label %82
  ]

73:                                               ; preds = %71
  br label %84

74:                                               ; preds = %71
  br label %84

75:                                               ; preds = %71
  br i1 %41, label %84, label %76

76:                                               ; preds = %75
  %77 = udiv i16 %27, %34
  br label %84

78:                                               ; preds = %71
  br i1 %41, label %84, label %79

79:                                               ; preds = %78
  %80 = urem i16 %27, %34
  br label %84

81:                                               ; preds = %71
  br label %84

82:                                               ; preds = %71
  br label %84

83:                                               ; preds = %71
  br label %84

84:                                               ; preds = %71, %73, %74, %75, %76, %78, %79, %81, %82, %83
  %85 = phi i16 [ %45, %83 ], [ %39, %82 ], [ %40, %81 ], [ %42, %74 ], [ %43, %73 ], [ %77, %76 ], [ 0, %75 ], [ %80, %79 ], [ 0, %78 ], [ %44, %71 ]
  %86 = zext i16 %85 to i32
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %86) #2
  %88 = add nuw nsw i32 %72, 1
  %89 = icmp eq i32 %88, 8
  br i1 %89, label %67, label %71, !llvm.loop !12
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
!6 = !{!"short", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
