; ModuleID = 'tests/programs/calloc_realloc.c'
source_filename = "tests/programs/calloc_realloc.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"calloc nonzero %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"vec len %d cap %d sum %lld last %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"shrunk keeps %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"grow\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"ing \00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"a \00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"string \00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"with \00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"realloc\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"%s (%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"from NULL\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [20 x i8] c"calloc double %.1f\0A\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"oom\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x ptr], align 4
  %2 = tail call ptr @calloc(i32 noundef 1000, i32 noundef 4) #4
  br label %5

3:                                                ; preds = %5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %12) #4
  tail call void @free(ptr noundef nonnull %2) #4
  br label %15

5:                                                ; preds = %0, %5
  %6 = phi i32 [ 0, %0 ], [ %12, %5 ]
  %7 = phi i32 [ 0, %0 ], [ %13, %5 ]
  %8 = getelementptr inbounds i32, ptr %2, i32 %7
  %9 = load i32, ptr %8, align 4, !tbaa !4
  %10 = icmp ne i32 %9, 0
  %11 = zext i1 %10 to i32
  %12 = add nuw nsw i32 %6, %11
  %13 = add nuw nsw i32 %7, 1
  %14 = icmp eq i32 %13, 1000
  br i1 %14, label %3, label %5, !llvm.loop !8

15:                                               ; preds = %3, %30
  %16 = phi i32 [ 0, %3 ], [ %33, %30 ]
  %17 = phi i32 [ 0, %3 ], [ %32, %30 ]
  %18 = phi ptr [ null, %3 ], [ %31, %30 ]
  %19 = mul nuw nsw i32 %16, 3
  %20 = icmp eq i32 %16, %17
  br i1 %20, label %21, label %30

21:                                               ; preds = %15
  %22 = icmp eq i32 %16, 0
  %23 = shl nuw nsw i32 %16, 1
  %24 = select i1 %22, i32 1, i32 %23
  %25 = shl i32 %24, 2
  %26 = tail call ptr @realloc(ptr noundef %18, i32 noundef %25) #4
  %27 = icmp eq ptr %26, null
  br i1 %27, label %28, label %30

28:                                               ; preds = %21
  %29 = tail call i32 @puts(ptr noundef nonnull @.str.13) #4
  tail call void @exit(i32 noundef 2) #5
  unreachable

30:                                               ; preds = %21, %15
  %31 = phi ptr [ %18, %15 ], [ %26, %21 ]
  %32 = phi i32 [ %17, %15 ], [ %24, %21 ]
  %33 = add nuw nsw i32 %16, 1
  %34 = getelementptr inbounds i32, ptr %31, i32 %16
  store i32 %19, ptr %34, align 4, !tbaa !4
  %35 = icmp eq i32 %33, 1000
  br i1 %35, label %88, label %15, !llvm.loop !10

36:                                               ; preds = %88
  %37 = getelementptr inbounds i32, ptr %31, i32 999
  %38 = load i32, ptr %37, align 4, !tbaa !4
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 1000, i32 noundef %32, i64 noundef %94, i32 noundef %38) #4
  %40 = tail call ptr @realloc(ptr noundef nonnull %31, i32 noundef 40) #4
  %41 = load i32, ptr %40, align 4, !tbaa !4
  %42 = getelementptr inbounds i32, ptr %40, i32 9
  %43 = load i32, ptr %42, align 4, !tbaa !4
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %41, i32 noundef %43) #4
  tail call void @free(ptr noundef nonnull %40) #4
  %45 = tail call i32 @strlen(ptr noundef nonnull @.str.3) #4
  %46 = add i32 %45, 1
  %47 = tail call ptr @realloc(ptr noundef null, i32 noundef %46) #4
  %48 = tail call ptr @memcpy(ptr noundef %47, ptr noundef nonnull @.str.3, i32 noundef %46) #4
  %49 = tail call i32 @strlen(ptr noundef nonnull @.str.4) #4
  %50 = add i32 %49, %45
  %51 = add i32 %50, 1
  %52 = tail call ptr @realloc(ptr noundef %47, i32 noundef %51) #4
  %53 = getelementptr inbounds i8, ptr %52, i32 %45
  %54 = add i32 %49, 1
  %55 = tail call ptr @memcpy(ptr noundef %53, ptr noundef nonnull @.str.4, i32 noundef %54) #4
  %56 = tail call i32 @strlen(ptr noundef nonnull @.str.5) #4
  %57 = add i32 %56, %50
  %58 = add i32 %57, 1
  %59 = tail call ptr @realloc(ptr noundef %52, i32 noundef %58) #4
  %60 = getelementptr inbounds i8, ptr %59, i32 %50
  %61 = add i32 %56, 1
  %62 = tail call ptr @memcpy(ptr noundef %60, ptr noundef nonnull @.str.5, i32 noundef %61) #4
  %63 = tail call i32 @strlen(ptr noundef nonnull @.str.6) #4
  %64 = add i32 %63, %57
  %65 = add i32 %64, 1
  %66 = tail call ptr @realloc(ptr noundef %59, i32 noundef %65) #4
  %67 = getelementptr inbounds i8, ptr %66, i32 %57
  %68 = add i32 %63, 1
  %69 = tail call ptr @memcpy(ptr noundef %67, ptr noundef nonnull @.str.6, i32 noundef %68) #4
  %70 = tail call i32 @strlen(ptr noundef nonnull @.str.7) #4
  %71 = add i32 %70, %64
  %72 = add i32 %71, 1
  %73 = tail call ptr @realloc(ptr noundef %66, i32 noundef %72) #4
  %74 = getelementptr inbounds i8, ptr %73, i32 %64
  %75 = add i32 %70, 1
  %76 = tail call ptr @memcpy(ptr noundef %74, ptr noundef nonnull @.str.7, i32 noundef %75) #4
  %77 = tail call i32 @strlen(ptr noundef nonnull @.str.8) #4
  %78 = add i32 %77, %71
  %79 = add i32 %78, 1
  %80 = tail call ptr @realloc(ptr noundef %73, i32 noundef %79) #4
  %81 = getelementptr inbounds i8, ptr %80, i32 %71
  %82 = add i32 %77, 1
  %83 = tail call ptr @memcpy(ptr noundef %81, ptr noundef nonnull @.str.8, i32 noundef %82) #4
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, ptr noundef %80, i32 noundef %78) #4
  tail call void @free(ptr noundef %80) #4
  %85 = tail call ptr @realloc(ptr noundef null, i32 noundef 16) #4
  %86 = tail call ptr @strcpy(ptr noundef %85, ptr noundef nonnull @.str.10) #4
  %87 = tail call i32 @puts(ptr noundef %85) #4
  tail call void @free(ptr noundef %85) #4
  tail call void @free(ptr noundef null) #4
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #6
  br label %97

88:                                               ; preds = %30, %88
  %89 = phi i64 [ %94, %88 ], [ 0, %30 ]
  %90 = phi i32 [ %95, %88 ], [ 0, %30 ]
  %91 = getelementptr inbounds i32, ptr %31, i32 %90
  %92 = load i32, ptr %91, align 4, !tbaa !4
  %93 = sext i32 %92 to i64
  %94 = add nsw i64 %89, %93
  %95 = add nuw nsw i32 %90, 1
  %96 = icmp eq i32 %95, 1000
  br i1 %96, label %36, label %88, !llvm.loop !11

97:                                               ; preds = %36, %97
  %98 = phi i32 [ 0, %36 ], [ %104, %97 ]
  %99 = mul nuw nsw i32 %98, 13
  %100 = add nuw nsw i32 %99, 1
  %101 = tail call ptr @malloc(i32 noundef %100) #4
  %102 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %98
  store ptr %101, ptr %102, align 4, !tbaa !12
  %103 = tail call ptr @memset(ptr noundef %101, i32 noundef %98, i32 noundef %100) #4
  %104 = add nuw nsw i32 %98, 1
  %105 = icmp eq i32 %104, 64
  br i1 %105, label %106, label %97, !llvm.loop !14

106:                                              ; preds = %97, %113
  %107 = phi i32 [ %115, %113 ], [ 1, %97 ]
  %108 = phi i32 [ %114, %113 ], [ 0, %97 ]
  %109 = phi i32 [ %124, %113 ], [ 0, %97 ]
  %110 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %108
  %111 = load ptr, ptr %110, align 4, !tbaa !12
  %112 = trunc i32 %108 to i8
  br label %117

113:                                              ; preds = %117
  %114 = add nuw nsw i32 %108, 1
  %115 = add nuw nsw i32 %107, 13
  %116 = icmp eq i32 %114, 64
  br i1 %116, label %127, label %106, !llvm.loop !15

117:                                              ; preds = %106, %117
  %118 = phi i32 [ 0, %106 ], [ %125, %117 ]
  %119 = phi i32 [ %109, %106 ], [ %124, %117 ]
  %120 = getelementptr inbounds i8, ptr %111, i32 %118
  %121 = load i8, ptr %120, align 1, !tbaa !16
  %122 = icmp ne i8 %121, %112
  %123 = zext i1 %122 to i32
  %124 = add nsw i32 %119, %123
  %125 = add nuw nsw i32 %118, 1
  %126 = icmp eq i32 %125, %107
  br i1 %126, label %113, label %117, !llvm.loop !17

127:                                              ; preds = %113, %127
  %128 = phi i32 [ %131, %127 ], [ 0, %113 ]
  %129 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %128
  %130 = load ptr, ptr %129, align 4, !tbaa !12
  tail call void @free(ptr noundef %130) #4
  %131 = add nuw nsw i32 %128, 2
  %132 = icmp ult i32 %128, 62
  br i1 %132, label %127, label %139, !llvm.loop !18

133:                                              ; preds = %139
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef %124) #4
  %135 = tail call ptr @calloc(i32 noundef 8, i32 noundef 8) #4
  %136 = getelementptr inbounds double, ptr %135, i32 7
  %137 = load double, ptr %136, align 8, !tbaa !19
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %137) #4
  tail call void @free(ptr noundef %135) #4
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #6
  ret i32 0

139:                                              ; preds = %127, %139
  %140 = phi i32 [ %143, %139 ], [ 1, %127 ]
  %141 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %140
  %142 = load ptr, ptr %141, align 4, !tbaa !12
  tail call void @free(ptr noundef %142) #4
  %143 = add nuw nsw i32 %140, 2
  %144 = icmp ult i32 %140, 62
  br i1 %144, label %139, label %133, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @calloc(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare void @free(ptr noundef) local_unnamed_addr #2

declare ptr @realloc(ptr noundef, i32 noundef) local_unnamed_addr #2

declare i32 @strlen(ptr noundef) local_unnamed_addr #2

declare ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare ptr @strcpy(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @puts(ptr noundef) local_unnamed_addr #2

declare ptr @malloc(i32 noundef) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: noreturn
declare void @exit(i32 noundef) local_unnamed_addr #3

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { noreturn "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nobuiltin noreturn nounwind "no-builtins" }
attributes #6 = { nounwind }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !6, i64 0}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = !{!6, !6, i64 0}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !6, i64 0}
!21 = distinct !{!21, !9}
