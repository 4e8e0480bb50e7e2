; ModuleID = 'tests/programs/sieve.c'
source_filename = "tests/programs/sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@composite = internal global [10001 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [40 x i8] c"primes <= %d: %d, sum %lld, largest %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"twin pairs %d\0A\00", align 1
@main.bits = internal unnamed_addr global [313 x i32] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [20 x i8] c"bit sieve count %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call ptr @memset(ptr noundef nonnull @composite, i32 noundef 0, i64 noundef 10001) #2
  store i8 1, ptr getelementptr inbounds ([10001 x i8], ptr @composite, i64 0, i64 1), align 1, !tbaa !4
  store i8 1, ptr @composite, align 16, !tbaa !4
  br label %2

2:                                                ; preds = %0, %17
  %3 = phi i64 [ 2, %0 ], [ %18, %17 ]
  %4 = phi i32 [ 4, %0 ], [ %20, %17 ]
  %5 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %3
  %6 = load i8, ptr %5, align 1, !tbaa !4
  %7 = icmp eq i8 %6, 0
  %8 = icmp ult i32 %4, 10001
  %9 = select i1 %7, i1 %8, i1 false
  br i1 %9, label %10, label %17

10:                                               ; preds = %2
  %11 = zext i32 %4 to i64
  br label %12

12:                                               ; preds = %10, %12
  %13 = phi i64 [ %11, %10 ], [ %15, %12 ]
  %14 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %13
  store i8 1, ptr %14, align 1, !tbaa !4
  %15 = add nuw nsw i64 %13, %3
  %16 = icmp ult i64 %15, 10001
  br i1 %16, label %12, label %17, !llvm.loop !7

17:                                               ; preds = %12, %2
  %18 = add nuw nsw i64 %3, 1
  %19 = trunc i64 %18 to i32
  %20 = mul nsw i32 %19, %19
  %21 = icmp eq i64 %18, 101
  br i1 %21, label %24, label %2, !llvm.loop !9

22:                                               ; preds = %24
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 10000, i32 noundef %53, i64 noundef %57, i32 noundef %55) #2
  br label %62

24:                                               ; preds = %17, %24
  %25 = phi i64 [ %58, %24 ], [ 2, %17 ]
  %26 = phi i64 [ %57, %24 ], [ 0, %17 ]
  %27 = phi i32 [ %55, %24 ], [ 0, %17 ]
  %28 = phi i32 [ %53, %24 ], [ 0, %17 ]
  %29 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %25
  %30 = load i8, ptr %29, align 1, !tbaa !4
  %31 = icmp eq i8 %30, 0
  %32 = zext i1 %31 to i32
  %33 = add nuw nsw i32 %28, %32
  %34 = trunc i64 %25 to i32
  %35 = select i1 %31, i32 %34, i32 %27
  %36 = select i1 %31, i64 %25, i64 0
  %37 = add nuw nsw i64 %36, %26
  %38 = add nuw nsw i64 %25, 1
  %39 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %38
  %40 = load i8, ptr %39, align 1, !tbaa !4
  %41 = icmp eq i8 %40, 0
  %42 = zext i1 %41 to i32
  %43 = add nuw nsw i32 %33, %42
  %44 = trunc i64 %38 to i32
  %45 = select i1 %41, i32 %44, i32 %35
  %46 = select i1 %41, i64 %38, i64 0
  %47 = add nuw nsw i64 %46, %37
  %48 = add nuw nsw i64 %25, 2
  %49 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %48
  %50 = load i8, ptr %49, align 1, !tbaa !4
  %51 = icmp eq i8 %50, 0
  %52 = zext i1 %51 to i32
  %53 = add nuw nsw i32 %43, %52
  %54 = trunc i64 %48 to i32
  %55 = select i1 %51, i32 %54, i32 %45
  %56 = select i1 %51, i64 %48, i64 0
  %57 = add nuw nsw i64 %56, %47
  %58 = add nuw nsw i64 %25, 3
  %59 = icmp eq i64 %58, 10001
  br i1 %59, label %22, label %24, !llvm.loop !10

60:                                               ; preds = %72
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #2
  br label %78

62:                                               ; preds = %22, %72
  %63 = phi i64 [ 0, %22 ], [ %74, %72 ]
  %64 = phi i32 [ 0, %22 ], [ %73, %72 ]
  %65 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %63
  %66 = load i8, ptr %65, align 1, !tbaa !4
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %68, label %72

68:                                               ; preds = %62
  %69 = trunc i64 %63 to i32
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %69) #2
  %71 = add nsw i32 %64, 1
  br label %72

72:                                               ; preds = %62, %68
  %73 = phi i32 [ %64, %62 ], [ %71, %68 ]
  %74 = add nuw i64 %63, 1
  %75 = icmp slt i32 %73, 20
  br i1 %75, label %62, label %60, !llvm.loop !11

76:                                               ; preds = %105
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %106) #2
  br label %109

78:                                               ; preds = %105, %60
  %79 = phi i64 [ 3, %60 ], [ %94, %105 ]
  %80 = phi i64 [ 5, %60 ], [ %107, %105 ]
  %81 = phi i32 [ 0, %60 ], [ %106, %105 ]
  %82 = add nuw nsw i64 %79, 2
  %83 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %79
  %84 = load i8, ptr %83, align 1, !tbaa !4
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %86, label %92

86:                                               ; preds = %78
  %87 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %80
  %88 = load i8, ptr %87, align 1, !tbaa !4
  %89 = icmp eq i8 %88, 0
  %90 = zext i1 %89 to i32
  %91 = add nsw i32 %81, %90
  br label %92

92:                                               ; preds = %86, %78
  %93 = phi i32 [ %81, %78 ], [ %91, %86 ]
  %94 = add nuw nsw i64 %79, 4
  %95 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %82
  %96 = load i8, ptr %95, align 1, !tbaa !4
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %98, label %105

98:                                               ; preds = %92
  %99 = add nuw nsw i64 %80, 2
  %100 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %99
  %101 = load i8, ptr %100, align 1, !tbaa !4
  %102 = icmp eq i8 %101, 0
  %103 = zext i1 %102 to i32
  %104 = add nsw i32 %93, %103
  br label %105

105:                                              ; preds = %98, %92
  %106 = phi i32 [ %93, %92 ], [ %104, %98 ]
  %107 = add nuw nsw i64 %80, 4
  %108 = icmp ult i64 %80, 9997
  br i1 %108, label %78, label %76, !llvm.loop !12

109:                                              ; preds = %76, %133
  %110 = phi i32 [ 4, %76 ], [ %135, %133 ]
  %111 = phi i32 [ 2, %76 ], [ %134, %133 ]
  %112 = lshr i32 %111, 5
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds [313 x i32], ptr @main.bits, i64 0, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !13
  %116 = and i32 %111, 31
  %117 = shl nuw i32 1, %116
  %118 = and i32 %115, %117
  %119 = icmp eq i32 %118, 0
  %120 = icmp ult i32 %110, 10001
  %121 = select i1 %119, i1 %120, i1 false
  br i1 %121, label %122, label %133

122:                                              ; preds = %109, %122
  %123 = phi i32 [ %131, %122 ], [ %110, %109 ]
  %124 = and i32 %123, 31
  %125 = shl nuw i32 1, %124
  %126 = lshr i32 %123, 5
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds [313 x i32], ptr @main.bits, i64 0, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !13
  %130 = or i32 %129, %125
  store i32 %130, ptr %128, align 4, !tbaa !13
  %131 = add nuw nsw i32 %123, %111
  %132 = icmp ult i32 %131, 10001
  br i1 %132, label %122, label %133, !llvm.loop !15

133:                                              ; preds = %122, %109
  %134 = add nuw nsw i32 %111, 1
  %135 = mul nsw i32 %134, %134
  %136 = icmp eq i32 %134, 101
  br i1 %136, label %139, label %109, !llvm.loop !16

137:                                              ; preds = %139
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %150) #2
  ret i32 0

139:                                              ; preds = %133, %153
  %140 = phi i32 [ %163, %153 ], [ 2, %133 ]
  %141 = phi i32 [ %162, %153 ], [ 0, %133 ]
  %142 = lshr i32 %140, 5
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds [313 x i32], ptr @main.bits, i64 0, i64 %143
  %145 = load i32, ptr %144, align 4, !tbaa !13
  %146 = and i32 %140, 30
  %147 = xor i32 %145, -1
  %148 = lshr i32 %147, %146
  %149 = and i32 %148, 1
  %150 = add nuw nsw i32 %149, %141
  %151 = or i32 %140, 1
  %152 = icmp eq i32 %151, 10001
  br i1 %152, label %137, label %153, !llvm.loop !17

153:                                              ; preds = %139
  %154 = lshr i32 %140, 5
  %155 = zext i32 %154 to i64
  %156 = getelementptr inbounds [313 x i32], ptr @main.bits, i64 0, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !13
  %158 = and i32 %151, 31
  %159 = xor i32 %157, -1
  %160 = lshr i32 %159, %158
  %161 = and i32 %160, 1
  %162 = add nuw nsw i32 %161, %150
  %163 = add nuw nsw i32 %140, 2
  br label %139
}

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

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
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !5, i64 0}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
