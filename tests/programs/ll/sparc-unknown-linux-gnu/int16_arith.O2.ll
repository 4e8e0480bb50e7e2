; ModuleID = 'tests/programs/int16_arith.c'
source_filename = "tests/programs/int16_arith.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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

1:                                                ; preds = %63
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef -300, i64 noundef -300, i32 noundef 65236) #2
  ret i32 0

3:                                                ; preds = %0, %63
  %4 = phi i32 [ 0, %0 ], [ %65, %63 ]
  %5 = getelementptr inbounds [8 x i16], ptr @__const.main.sv, i32 0, i32 %4
  %6 = load i16, ptr %5, align 2, !tbaa !4
  %7 = mul nuw nsw i32 %4, 3
  %8 = add nuw nsw i32 %7, 1
  %9 = and i32 %8, 7
  %10 = getelementptr inbounds [8 x i16], ptr @__const.main.sv, i32 0, i32 %9
  %11 = load i16, ptr %10, align 2, !tbaa !4
  %12 = sext i16 %6 to i32
  %13 = sext i16 %11 to i32
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %12, i32 noundef %13) #2
  %15 = or i16 %11, %6
  %16 = and i16 %11, %6
  %17 = icmp eq i32 %9, 0
  %18 = mul i16 %11, %6
  %19 = sub i16 %6, %11
  %20 = add i16 %11, %6
  %21 = xor i16 %11, %6
  br label %42

22:                                               ; preds = %57
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #2
  %24 = getelementptr inbounds [8 x i16], ptr @__const.main.uv, i32 0, i32 %4
  %25 = load i16, ptr %24, align 2, !tbaa !4
  %26 = mul nuw nsw i32 %4, 5
  %27 = add nuw nsw i32 %26, 2
  %28 = and i32 %27, 7
  %29 = getelementptr inbounds [8 x i16], ptr @__const.main.uv, i32 0, i32 %28
  %30 = load i16, ptr %29, align 2, !tbaa !4
  %31 = zext i16 %25 to i32
  %32 = zext i16 %30 to i32
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %31, i32 noundef %32) #2
  %34 = and i16 %30, 15
  %35 = lshr i16 %25, %34
  %36 = shl i16 %25, %34
  %37 = icmp eq i32 %28, 0
  %38 = mul i16 %30, %25
  %39 = sub i16 %25, %30
  %40 = add i16 %30, %25
  %41 = xor i16 %25, -1
  br label %67

42:                                               ; preds = %3, %57
  %43 = phi i32 [ 0, %3 ], [ %61, %57 ]
  switch i32 %43, label %56 [
    i32 0, label %57
    i32 1, label %44
    i32 2, label %45
    i32 3, label %46
    i32 4, label %50
    i32 5, label %54
    i32 6, label %55
  ]

44:                                               ; preds = %42
  br label %57

45:                                               ; preds = %42
  br label %57

46:                                               ; preds = %42
  br i1 %17, label %57, label %47

47:                                               ; preds = %46
  %48 = sdiv i32 %12, %13
  %49 = trunc i32 %48 to i16
  br label %57

50:                                               ; preds = %42
  br i1 %17, label %57, label %51

51:                                               ; preds = %50
  %52 = srem i32 %12, %13
  %53 = trunc i32 %52 to i16
  br label %57

54:                                               ; preds = %42
  br label %57

55:                                               ; preds = %42
  br label %57

56:                                               ; preds = %42
  br label %57

57:                                               ; preds = %42, %44, %45, %46, %47, %50, %51, %54, %55, %56
  %58 = phi i16 [ %21, %56 ], [ %15, %55 ], [ %16, %54 ], [ %18, %45 ], [ %19, %44 ], [ %49, %47 ], [ 0, %46 ], [ %53, %51 ], [ 0, %50 ], [ %20, %42 ]
  %59 = sext i16 %58 to i32
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %59) #2
  %61 = add nuw nsw i32 %43, 1
  %62 = icmp eq i32 %61, 8
  br i1 %62, label %22, label %42, !llvm.loop !8

63:                                               ; preds = %80
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #2
  %65 = add nuw nsw i32 %4, 1
  %66 = icmp eq i32 %65, 8
  br i1 %66, label %1, label %3, !llvm.loop !10

67:                                               ; preds = %22, %80
  %68 = phi i32 [ 0, %22 ], [ %84, %80 ]
  switch i32 %68, label %79 [
    i32 0, label %80
    i32 1, label %69
    i32 2, label %70
    i32 3, label %71
    i32 4, label %74
    i32 5, label %77
    i32 6, label %78
  ]

69:                                               ; preds = %67
  br label %80

70:                                               ; preds = %67
  br label %80

71:                                               ; preds = %67
  br i1 %37, label %80, label %72

72:                                               ; preds = %71
  %73 = udiv i16 %25, %30
  br label %80

74:                                               ; preds = %67
  br i1 %37, label %80, label %75

75:                                               ; preds = %74
  %76 = urem i16 %25, %30
  br label %80

77:                                               ; preds = %67
  br label %80

78:                                               ; preds = %67
  br label %80

79:                                               ; preds = %67
  br label %80

80:                                               ; preds = %67, %69, %70, %71, %72, %74, %75, %77, %78, %79
  %81 = phi i16 [ %41, %79 ], [ %35, %78 ], [ %36, %77 ], [ %38, %70 ], [ %39, %69 ], [ %73, %72 ], [ 0, %71 ], [ %76, %75 ], [ 0, %74 ], [ %40, %67 ]
  %82 = zext i16 %81 to i32
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %82) #2
  %84 = add nuw nsw i32 %68, 1
  %85 = icmp eq i32 %84, 8
  br i1 %85, label %63, label %67, !llvm.loop !11
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"short", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
