; ModuleID = 'tests/programs/strings.c'
source_filename = "tests/programs/strings.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
  %4 = alloca [32 x i8], align 1
  %5 = alloca [64 x i8], align 1
  %6 = alloca [19 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #5
  %7 = call ptr @strcpy(ptr noundef nonnull %1, ptr noundef nonnull @.str) #6
  %8 = call ptr @strcat(ptr noundef nonnull %1, ptr noundef nonnull @.str.1) #6
  %9 = call ptr @strcat(ptr noundef nonnull %1, ptr noundef nonnull @.str.2) #6
  %10 = call i32 @strlen(ptr noundef nonnull %1) #6
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, ptr noundef nonnull %1, i32 noundef %10) #6
  %12 = call i32 @strcmp(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6) #6
  %13 = ashr i32 %12, 31
  %14 = icmp ne i32 %12, 0
  %15 = zext i1 %14 to i32
  %16 = or i32 %13, %15
  %17 = call i32 @strcmp(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.5) #6
  %18 = ashr i32 %17, 31
  %19 = icmp ne i32 %17, 0
  %20 = zext i1 %19 to i32
  %21 = or i32 %18, %20
  %22 = call i32 @strcmp(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.5) #6
  %23 = ashr i32 %22, 31
  %24 = icmp ne i32 %22, 0
  %25 = zext i1 %24 to i32
  %26 = or i32 %23, %25
  %27 = call i32 @strcmp(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.8) #6
  %28 = ashr i32 %27, 31
  %29 = icmp ne i32 %27, 0
  %30 = zext i1 %29 to i32
  %31 = or i32 %28, %30
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %16, i32 noundef %21, i32 noundef %26, i32 noundef %31) #6
  %33 = call i32 @strncmp(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 3) #6
  %34 = ashr i32 %33, 31
  %35 = icmp ne i32 %33, 0
  %36 = zext i1 %35 to i32
  %37 = or i32 %34, %36
  %38 = call i32 @strncmp(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 4) #6
  %39 = ashr i32 %38, 31
  %40 = icmp ne i32 %38, 0
  %41 = zext i1 %40 to i32
  %42 = or i32 %39, %41
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef %37, i32 noundef %42) #6
  %44 = call ptr @strchr(ptr noundef nonnull %1, i32 noundef 111) #6
  %45 = call ptr @strrchr(ptr noundef nonnull %1, i32 noundef 111) #6
  %46 = ptrtoint ptr %44 to i32
  %47 = ptrtoint ptr %1 to i32
  %48 = sub i32 %46, %47
  %49 = ptrtoint ptr %45 to i32
  %50 = sub i32 %49, %47
  %51 = call ptr @strchr(ptr noundef nonnull %1, i32 noundef 122) #6
  %52 = icmp eq ptr %51, null
  %53 = zext i1 %52 to i32
  %54 = call ptr @strchr(ptr noundef nonnull %1, i32 noundef 0) #6
  %55 = ptrtoint ptr %54 to i32
  %56 = sub i32 %55, %47
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %48, i32 noundef %50, i32 noundef %53, i32 noundef %56) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  %58 = call ptr @strncpy(ptr noundef nonnull %2, ptr noundef nonnull @.str.13, i32 noundef 7) #6
  %59 = getelementptr inbounds [8 x i8], ptr %2, i32 0, i32 7
  store i8 0, ptr %59, align 1, !tbaa !4
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, ptr noundef nonnull %2) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #5
  %61 = call ptr @memset(ptr noundef nonnull %3, i32 noundef 120, i32 noundef 8) #6
  %62 = call ptr @strncpy(ptr noundef nonnull %3, ptr noundef nonnull @.str.8, i32 noundef 6) #6
  %63 = getelementptr inbounds [8 x i8], ptr %3, i32 0, i32 2
  %64 = load i8, ptr %63, align 1, !tbaa !4
  %65 = sext i8 %64 to i32
  %66 = getelementptr inbounds [8 x i8], ptr %3, i32 0, i32 5
  %67 = load i8, ptr %66, align 1, !tbaa !4
  %68 = sext i8 %67 to i32
  %69 = getelementptr inbounds [8 x i8], ptr %3, i32 0, i32 6
  %70 = load i8, ptr %69, align 1, !tbaa !4
  %71 = icmp eq i8 %70, 120
  %72 = zext i1 %71 to i32
  %73 = getelementptr inbounds [8 x i8], ptr %3, i32 0, i32 7
  %74 = load i8, ptr %73, align 1, !tbaa !4
  %75 = sext i8 %74 to i32
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, i32 noundef %65, i32 noundef %68, i32 noundef %72, i32 noundef %75) #6
  %77 = call i32 @strlen(ptr noundef nonnull %1) #6
  %78 = icmp ult i32 %77, 2
  br i1 %78, label %91, label %79

79:                                               ; preds = %0
  %80 = lshr i32 %77, 1
  br label %81

81:                                               ; preds = %81, %79
  %82 = phi i32 [ %89, %81 ], [ 0, %79 ]
  %83 = getelementptr inbounds i8, ptr %1, i32 %82
  %84 = load i8, ptr %83, align 1, !tbaa !4
  %85 = xor i32 %82, -1
  %86 = add i32 %77, %85
  %87 = getelementptr inbounds i8, ptr %1, i32 %86
  %88 = load i8, ptr %87, align 1, !tbaa !4
  store i8 %88, ptr %83, align 1, !tbaa !4
  store i8 %84, ptr %87, align 1, !tbaa !4
  %89 = add nuw nsw i32 %82, 1
  %90 = icmp eq i32 %89, %80
  br i1 %90, label %91, label %81, !llvm.loop !7

91:                                               ; preds = %81, %0
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull %1) #6
  br label %93

93:                                               ; preds = %102, %91
  %94 = phi ptr [ @.str.18, %91 ], [ %105, %102 ]
  %95 = phi i32 [ 0, %91 ], [ %103, %102 ]
  %96 = phi i32 [ 0, %91 ], [ %104, %102 ]
  %97 = load i8, ptr %94, align 1, !tbaa !4
  switch i8 %97, label %98 [
    i8 0, label %106
    i8 32, label %102
    i8 9, label %102
    i8 10, label %102
  ]

98:                                               ; preds = %93
  %99 = icmp eq i32 %96, 0
  %100 = zext i1 %99 to i32
  %101 = add nsw i32 %95, %100
  br label %102

102:                                              ; preds = %98, %93, %93, %93
  %103 = phi i32 [ %95, %93 ], [ %95, %93 ], [ %95, %93 ], [ %101, %98 ]
  %104 = phi i32 [ 0, %93 ], [ 0, %93 ], [ 0, %93 ], [ 1, %98 ]
  %105 = getelementptr inbounds i8, ptr %94, i32 1
  br label %93, !llvm.loop !9

106:                                              ; preds = %93
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, i32 noundef %95) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #5
  %108 = call ptr @strcpy(ptr noundef nonnull %4, ptr noundef nonnull @.str.19) #6
  %109 = load i8, ptr %4, align 1, !tbaa !4
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %122, label %111

111:                                              ; preds = %106, %118
  %112 = phi i8 [ %120, %118 ], [ %109, %106 ]
  %113 = phi ptr [ %119, %118 ], [ %4, %106 ]
  %114 = add i8 %112, -97
  %115 = icmp ult i8 %114, 26
  br i1 %115, label %116, label %118

116:                                              ; preds = %111
  %117 = add nsw i8 %112, -32
  store i8 %117, ptr %113, align 1, !tbaa !4
  br label %118

118:                                              ; preds = %111, %116
  %119 = getelementptr inbounds i8, ptr %113, i32 1
  %120 = load i8, ptr %119, align 1, !tbaa !4
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %122, label %111, !llvm.loop !10

122:                                              ; preds = %118, %106
  %123 = call i32 @puts(ptr noundef nonnull %4) #6
  %124 = call i32 @strcmp(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.5) #6
  %125 = ashr i32 %124, 31
  %126 = icmp ne i32 %124, 0
  %127 = zext i1 %126 to i32
  %128 = or i32 %125, %127
  %129 = call i32 @strlen(ptr noundef nonnull @.str.20) #6
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.21, i32 noundef %128, i32 noundef %129) #6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(64) %5, i8 0, i32 64, i1 false)
  %131 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.22) #6
  %132 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.26) #6
  %133 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.23) #6
  %134 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.26) #6
  %135 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.24) #6
  %136 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.26) #6
  %137 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.25) #6
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull %5) #6
  br label %142

139:                                              ; preds = %142
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.30, i32 noundef %149) #6
  call void @llvm.lifetime.start.p0(i64 19, ptr nonnull %6) #5
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(19) %6, ptr noundef nonnull align 1 dereferenceable(19) @__const.main.esc, i32 19, i1 false)
  %141 = call i32 @puts(ptr noundef nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 19, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #5
  ret i32 0

142:                                              ; preds = %122, %142
  %143 = phi ptr [ @.str.28, %122 ], [ %151, %142 ]
  %144 = phi i32 [ 0, %122 ], [ %150, %142 ]
  %145 = phi i32 [ -1, %122 ], [ %149, %142 ]
  %146 = call i32 @strlen(ptr noundef nonnull @.str.29) #6
  %147 = call i32 @strncmp(ptr noundef nonnull %143, ptr noundef nonnull @.str.29, i32 noundef %146) #6
  %148 = icmp eq i32 %147, 0
  %149 = select i1 %148, i32 %144, i32 %145
  %150 = add nuw nsw i32 %144, 1
  %151 = getelementptr inbounds i8, ptr @.str.28, i32 %150
  %152 = load i8, ptr %151, align 1, !tbaa !4
  %153 = icmp ne i8 %152, 0
  %154 = icmp slt i32 %149, 0
  %155 = select i1 %153, i1 %154, i1 false
  br i1 %155, label %142, label %139, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @strcpy(ptr noundef, ptr noundef) local_unnamed_addr #2

declare ptr @strcat(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare i32 @strlen(ptr noundef) local_unnamed_addr #2

declare i32 @strcmp(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @strncmp(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #2

declare ptr @strrchr(ptr noundef, i32 noundef) local_unnamed_addr #2

declare ptr @strncpy(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @puts(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin nounwind "no-builtins" }

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
