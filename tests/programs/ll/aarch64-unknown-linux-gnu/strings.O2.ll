; ModuleID = 'tests/programs/strings.c'
source_filename = "tests/programs/strings.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"Hello\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"World\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"%s len %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"strcmp %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"abd\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"strncmp %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"abcxyz\00", align 1
@.str.12 = private unnamed_addr constant [37 x i8] c"strchr %d strrchr %d none %d nul %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"truncated string\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"strncpy %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"pad %d %d %d %c\0A\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"rev %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"words %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [31 x i8] c"  the quick\09brown fox\0A jumps  \00", align 1
@.str.19 = private unnamed_addr constant [15 x i8] c"MiXeD cAsE 123\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"\E9t\E9\00", align 1
@.str.21 = private unnamed_addr constant [12 x i8] c"high %d %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"bb\00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c"ccc\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"dddd\00", align 1
@.str.26 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.27 = private unnamed_addr constant [11 x i8] c"joined %s\0A\00", align 1
@.str.28 = private unnamed_addr constant [32 x i8] c"find the needle in the haystack\00", align 1
@.str.29 = private unnamed_addr constant [7 x i8] c"needle\00", align 1
@.str.30 = private unnamed_addr constant [14 x i8] c"needle at %d\0A\00", align 1
@__const.main.esc = private unnamed_addr constant [19 x i8] c"tab\09here\\ \22quoted\22\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i8], align 1
  %2 = alloca [8 x i8], align 1
  %3 = alloca [8 x i8], align 1
  %4 = alloca [32 x i8], align 4
  %5 = alloca [64 x i8], align 1
  %6 = alloca [19 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #5
  %7 = call ptr @strcpy(ptr noundef nonnull %1, ptr noundef nonnull @.str) #6
  %8 = call ptr @strcat(ptr noundef nonnull %1, ptr noundef nonnull @.str.1) #6
  %9 = call ptr @strcat(ptr noundef nonnull %1, ptr noundef nonnull @.str.2) #6
  %10 = call i64 @strlen(ptr noundef nonnull %1) #6
  %11 = trunc i64 %10 to i32
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, ptr noundef nonnull %1, i32 noundef %11) #6
  %13 = call i32 @strcmp(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6) #6
  %14 = ashr i32 %13, 31
  %15 = icmp ne i32 %13, 0
  %16 = zext i1 %15 to i32
  %17 = or i32 %14, %16
  %18 = call i32 @strcmp(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.5) #6
  %19 = ashr i32 %18, 31
  %20 = icmp ne i32 %18, 0
  %21 = zext i1 %20 to i32
  %22 = or i32 %19, %21
  %23 = call i32 @strcmp(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.5) #6
  %24 = ashr i32 %23, 31
  %25 = icmp ne i32 %23, 0
  %26 = zext i1 %25 to i32
  %27 = or i32 %24, %26
  %28 = call i32 @strcmp(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.8) #6
  %29 = ashr i32 %28, 31
  %30 = icmp ne i32 %28, 0
  %31 = zext i1 %30 to i32
  %32 = or i32 %29, %31
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %17, i32 noundef %22, i32 noundef %27, i32 noundef %32) #6
  %34 = call i32 @strncmp(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i64 noundef 3) #6
  %35 = ashr i32 %34, 31
  %36 = icmp ne i32 %34, 0
  %37 = zext i1 %36 to i32
  %38 = or i32 %35, %37
  %39 = call i32 @strncmp(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i64 noundef 4) #6
  %40 = ashr i32 %39, 31
  %41 = icmp ne i32 %39, 0
  %42 = zext i1 %41 to i32
  %43 = or i32 %40, %42
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef %38, i32 noundef %43) #6
  %45 = call ptr @strchr(ptr noundef nonnull %1, i32 noundef 111) #6
  %46 = call ptr @strrchr(ptr noundef nonnull %1, i32 noundef 111) #6
  %47 = ptrtoint ptr %45 to i64
  %48 = ptrtoint ptr %1 to i64
  %49 = sub i64 %47, %48
  %50 = trunc i64 %49 to i32
  %51 = ptrtoint ptr %46 to i64
  %52 = sub i64 %51, %48
  %53 = trunc i64 %52 to i32
  %54 = call ptr @strchr(ptr noundef nonnull %1, i32 noundef 122) #6
  %55 = icmp eq ptr %54, null
  %56 = zext i1 %55 to i32
  %57 = call ptr @strchr(ptr noundef nonnull %1, i32 noundef 0) #6
  %58 = ptrtoint ptr %57 to i64
  %59 = sub i64 %58, %48
  %60 = trunc i64 %59 to i32
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %50, i32 noundef %53, i32 noundef %56, i32 noundef %60) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  %62 = call ptr @strncpy(ptr noundef nonnull %2, ptr noundef nonnull @.str.13, i64 noundef 7) #6
  %63 = getelementptr inbounds [8 x i8], ptr %2, i64 0, i64 7
  store i8 0, ptr %63, align 1, !tbaa !5
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, ptr noundef nonnull %2) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #5
  %65 = call ptr @memset(ptr noundef nonnull %3, i32 noundef 120, i64 noundef 8) #6
  %66 = call ptr @strncpy(ptr noundef nonnull %3, ptr noundef nonnull @.str.8, i64 noundef 6) #6
  %67 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 2
  %68 = load i8, ptr %67, align 1, !tbaa !5
  %69 = zext i8 %68 to i32
  %70 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 5
  %71 = load i8, ptr %70, align 1, !tbaa !5
  %72 = zext i8 %71 to i32
  %73 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 6
  %74 = load i8, ptr %73, align 1, !tbaa !5
  %75 = icmp eq i8 %74, 120
  %76 = zext i1 %75 to i32
  %77 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 7
  %78 = load i8, ptr %77, align 1, !tbaa !5
  %79 = zext i8 %78 to i32
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, i32 noundef %69, i32 noundef %72, i32 noundef %76, i32 noundef %79) #6
  %81 = call i64 @strlen(ptr noundef nonnull %1) #6
  %82 = icmp ult i64 %81, 2
  br i1 %82, label %95, label %83

83:                                               ; preds = %0
  %84 = lshr i64 %81, 1
  br label %85

85:                                               ; preds = %85, %83
  %86 = phi i64 [ %93, %85 ], [ 0, %83 ]
  %87 = getelementptr inbounds i8, ptr %1, i64 %86
  %88 = load i8, ptr %87, align 1, !tbaa !5
  %89 = xor i64 %86, -1
  %90 = add i64 %81, %89
  %91 = getelementptr inbounds i8, ptr %1, i64 %90
  %92 = load i8, ptr %91, align 1, !tbaa !5
  store i8 %92, ptr %87, align 1, !tbaa !5
  store i8 %88, ptr %91, align 1, !tbaa !5
  %93 = add nuw nsw i64 %86, 1
  %94 = icmp eq i64 %93, %84
  br i1 %94, label %95, label %85, !llvm.loop !8

95:                                               ; preds = %85, %0
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull %1) #6
  br label %97

97:                                               ; preds = %106, %95
  %98 = phi ptr [ @.str.18, %95 ], [ %109, %106 ]
  %99 = phi i32 [ 0, %95 ], [ %107, %106 ]
  %100 = phi i32 [ 0, %95 ], [ %108, %106 ]
  %101 = load i8, ptr %98, align 1, !tbaa !5
  switch i8 %101, label %102 [
    i8 0, label %110
    i8 32, label %106
    i8 9, label %106
    i8 10, label %106
  ]

102:                                              ; preds = %97
  %103 = icmp eq i32 %100, 0
  %104 = zext i1 %103 to i32
  %105 = add nsw i32 %99, %104
  br label %106

106:                                              ; preds = %102, %97, %97, %97
  %107 = phi i32 [ %99, %97 ], [ %99, %97 ], [ %99, %97 ], [ %105, %102 ]
  %108 = phi i32 [ 0, %97 ], [ 0, %97 ], [ 0, %97 ], [ 1, %102 ]
  %109 = getelementptr inbounds i8, ptr %98, i64 1
  br label %97, !llvm.loop !10

110:                                              ; preds = %97
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, i32 noundef %99) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #5
  %112 = call ptr @strcpy(ptr noundef nonnull %4, ptr noundef nonnull @.str.19) #6
  %113 = load i8, ptr %4, align 4, !tbaa !5
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %126, label %115

115:                                              ; preds = %110, %122
  %116 = phi i8 [ %124, %122 ], [ %113, %110 ]
  %117 = phi ptr [ %123, %122 ], [ %4, %110 ]
  %118 = add i8 %116, -97
  %119 = icmp ult i8 %118, 26
  br i1 %119, label %120, label %122

120:                                              ; preds = %115
  %121 = add nsw i8 %116, -32
  store i8 %121, ptr %117, align 1, !tbaa !5
  br label %122

122:                                              ; preds = %115, %120
  %123 = getelementptr inbounds i8, ptr %117, i64 1
  %124 = load i8, ptr %123, align 1, !tbaa !5
  %125 = icmp eq i8 %124, 0
  br i1 %125, label %126, label %115, !llvm.loop !11

126:                                              ; preds = %122, %110
  %127 = call i32 @puts(ptr noundef nonnull %4) #6
  %128 = call i32 @strcmp(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.5) #6
  %129 = ashr i32 %128, 31
  %130 = icmp ne i32 %128, 0
  %131 = zext i1 %130 to i32
  %132 = or i32 %129, %131
  %133 = call i64 @strlen(ptr noundef nonnull @.str.20) #6
  %134 = trunc i64 %133 to i32
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.21, i32 noundef %132, i32 noundef %134) #6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %5, i8 0, i64 64, i1 false)
  %136 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.22) #6
  %137 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.26) #6
  %138 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.23) #6
  %139 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.26) #6
  %140 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.24) #6
  %141 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.26) #6
  %142 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.25) #6
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull %5) #6
  br label %147

144:                                              ; preds = %147
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.30, i32 noundef %155) #6
  call void @llvm.lifetime.start.p0(i64 19, ptr nonnull %6) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(19) %6, ptr noundef nonnull align 1 dereferenceable(19) @__const.main.esc, i64 19, i1 false)
  %146 = call i32 @puts(ptr noundef nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 19, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #5
  ret i32 0

147:                                              ; preds = %126, %147
  %148 = phi i64 [ 0, %126 ], [ %156, %147 ]
  %149 = phi ptr [ @.str.28, %126 ], [ %157, %147 ]
  %150 = phi i32 [ -1, %126 ], [ %155, %147 ]
  %151 = call i64 @strlen(ptr noundef nonnull @.str.29) #6
  %152 = call i32 @strncmp(ptr noundef nonnull %149, ptr noundef nonnull @.str.29, i64 noundef %151) #6
  %153 = icmp eq i32 %152, 0
  %154 = trunc i64 %148 to i32
  %155 = select i1 %153, i32 %154, i32 %150
  %156 = add nuw nsw i64 %148, 1
  %157 = getelementptr inbounds i8, ptr @.str.28, i64 %156
  %158 = load i8, ptr %157, align 1, !tbaa !5
  %159 = icmp ne i8 %158, 0
  %160 = icmp slt i32 %155, 0
  %161 = select i1 %159, i1 %160, i1 false
  br i1 %161, label %147, label %144, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @strcpy(ptr noundef, ptr noundef) local_unnamed_addr #2

declare ptr @strcat(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare i64 @strlen(ptr noundef) local_unnamed_addr #2

declare i32 @strcmp(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @strncmp(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #2

declare ptr @strrchr(ptr noundef, i32 noundef) local_unnamed_addr #2

declare ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @puts(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
