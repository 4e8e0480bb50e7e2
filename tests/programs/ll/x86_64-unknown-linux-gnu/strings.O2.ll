; ModuleID = 'tests/programs/strings.c'
source_filename = "tests/programs/strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@__const.main.esc = private unnamed_addr constant [19 x i8] c"tab\09here\\ \22quoted\22\00", align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i8], align 16
  %2 = alloca [8 x i8], align 1
  %3 = alloca [8 x i8], align 1
  %4 = alloca [32 x i8], align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca [19 x i8], align 16
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
  store i8 0, ptr %63, align 1, !tbaa !4
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, ptr noundef nonnull %2) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #5
  %65 = call ptr @memset(ptr noundef nonnull %3, i32 noundef 120, i64 noundef 8) #6
  %66 = call ptr @strncpy(ptr noundef nonnull %3, ptr noundef nonnull @.str.8, i64 noundef 6) #6
  %67 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 2
  %68 = load i8, ptr %67, align 1, !tbaa !4
  %69 = sext i8 %68 to i32
  %70 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 5
  %71 = load i8, ptr %70, align 1, !tbaa !4
  %72 = sext i8 %71 to i32
  %73 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 6
  %74 = load i8, ptr %73, align 1, !tbaa !4
  %75 = icmp eq i8 %74, 120
  %76 = zext i1 %75 to i32
  %77 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 7
  %78 = load i8, ptr %77, align 1, !tbaa !4
  %79 = sext i8 %78 to i32
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, i32 noundef %69, i32 noundef %72, i32 noundef %76, i32 noundef %79) #6
  %81 = call i64 @strlen(ptr noundef nonnull %1) #6
  %82 = icmp ult i64 %81, 2
  br i1 %82, label %118, label %83

83:                                               ; preds = %0
  %84 = lshr i64 %81, 1
  %85 = icmp eq i64 %84, 1
  br i1 %85, label %107, label %86

86:                                               ; preds = %83
  %87 = and i64 %84, 9223372036854775806
  br label %88

88:                                               ; preds = %88, %86
  %89 = phi i64 [ 0, %86 ], [ %104, %88 ]
  %90 = phi i64 [ 0, %86 ], [ %105, %88 ]
  %91 = getelementptr inbounds i8, ptr %1, i64 %89
  %92 = load i8, ptr %91, align 2, !tbaa !4
  %93 = xor i64 %89, -1
  %94 = add i64 %81, %93
  %95 = getelementptr inbounds i8, ptr %1, i64 %94
  %96 = load i8, ptr %95, align 1, !tbaa !4
  store i8 %96, ptr %91, align 2, !tbaa !4
  store i8 %92, ptr %95, align 1, !tbaa !4
  %97 = or i64 %89, 1
  %98 = getelementptr inbounds i8, ptr %1, i64 %97
  %99 = load i8, ptr %98, align 1, !tbaa !4
  %100 = sub nuw nsw i64 -2, %89
  %101 = add i64 %81, %100
  %102 = getelementptr inbounds i8, ptr %1, i64 %101
  %103 = load i8, ptr %102, align 1, !tbaa !4
  store i8 %103, ptr %98, align 1, !tbaa !4
  store i8 %99, ptr %102, align 1, !tbaa !4
  %104 = add nuw nsw i64 %89, 2
  %105 = add i64 %90, 2
  %106 = icmp eq i64 %105, %87
  br i1 %106, label %107, label %88, !llvm.loop !7

107:                                              ; preds = %88, %83
  %108 = phi i64 [ 0, %83 ], [ %104, %88 ]
  %109 = and i64 %81, 2
  %110 = icmp eq i64 %109, 0
  br i1 %110, label %118, label %111

111:                                              ; preds = %107
  %112 = getelementptr inbounds i8, ptr %1, i64 %108
  %113 = load i8, ptr %112, align 1, !tbaa !4
  %114 = xor i64 %108, -1
  %115 = add i64 %81, %114
  %116 = getelementptr inbounds i8, ptr %1, i64 %115
  %117 = load i8, ptr %116, align 1, !tbaa !4
  store i8 %117, ptr %112, align 1, !tbaa !4
  store i8 %113, ptr %116, align 1, !tbaa !4
  br label %118

118:                                              ; preds = %111, %107, %0
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull %1) #6
  br label %120

120:                                              ; preds = %129, %118
  %121 = phi ptr [ @.str.18, %118 ], [ %132, %129 ]
  %122 = phi i32 [ 0, %118 ], [ %130, %129 ]
  %123 = phi i32 [ 0, %118 ], [ %131, %129 ]
  %124 = load i8, ptr %121, align 1, !tbaa !4
  switch i8 %124, label %125 [
    i8 0, label %133
    i8 32, label %129
    i8 9, label %129
    i8 10, label %129
  ]

125:                                              ; preds = %120
  %126 = icmp eq i32 %123, 0
  %127 = zext i1 %126 to i32
  %128 = add nsw i32 %122, %127
  br label %129

129:                                              ; preds = %125, %120, %120, %120
  %130 = phi i32 [ %122, %120 ], [ %122, %120 ], [ %122, %120 ], [ %128, %125 ]
  %131 = phi i32 [ 0, %120 ], [ 0, %120 ], [ 0, %120 ], [ 1, %125 ]
  %132 = getelementptr inbounds i8, ptr %121, i64 1
  br label %120, !llvm.loop !9

133:                                              ; preds = %120
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, i32 noundef %122) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #5
  %135 = call ptr @strcpy(ptr noundef nonnull %4, ptr noundef nonnull @.str.19) #6
  %136 = load i8, ptr %4, align 16, !tbaa !4
  %137 = icmp eq i8 %136, 0
  br i1 %137, label %149, label %138

138:                                              ; preds = %133, %145
  %139 = phi i8 [ %147, %145 ], [ %136, %133 ]
  %140 = phi ptr [ %146, %145 ], [ %4, %133 ]
  %141 = add i8 %139, -97
  %142 = icmp ult i8 %141, 26
  br i1 %142, label %143, label %145

143:                                              ; preds = %138
  %144 = add nsw i8 %139, -32
  store i8 %144, ptr %140, align 1, !tbaa !4
  br label %145

145:                                              ; preds = %138, %143
  %146 = getelementptr inbounds i8, ptr %140, i64 1
  %147 = load i8, ptr %146, align 1, !tbaa !4
  %148 = icmp eq i8 %147, 0
  br i1 %148, label %149, label %138, !llvm.loop !10

149:                                              ; preds = %145, %133
  %150 = call i32 @puts(ptr noundef nonnull %4) #6
  %151 = call i32 @strcmp(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.5) #6
  %152 = ashr i32 %151, 31
  %153 = icmp ne i32 %151, 0
  %154 = zext i1 %153 to i32
  %155 = or i32 %152, %154
  %156 = call i64 @strlen(ptr noundef nonnull @.str.20) #6
  %157 = trunc i64 %156 to i32
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.21, i32 noundef %155, i32 noundef %157) #6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %5, i8 0, i64 64, i1 false)
  %159 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.22) #6
  %160 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.26) #6
  %161 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.23) #6
  %162 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.26) #6
  %163 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.24) #6
  %164 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.26) #6
  %165 = call ptr @strcat(ptr noundef nonnull %5, ptr noundef nonnull @.str.25) #6
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.27, ptr noundef nonnull %5) #6
  br label %170

167:                                              ; preds = %170
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.30, i32 noundef %178) #6
  call void @llvm.lifetime.start.p0(i64 19, ptr nonnull %6) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(19) %6, ptr noundef nonnull align 16 dereferenceable(19) @__const.main.esc, i64 19, i1 false)
  %169 = call i32 @puts(ptr noundef nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 19, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #5
  ret i32 0

170:                                              ; preds = %149, %170
  %171 = phi i64 [ 0, %149 ], [ %179, %170 ]
  %172 = phi ptr [ @.str.28, %149 ], [ %180, %170 ]
  %173 = phi i32 [ -1, %149 ], [ %178, %170 ]
  %174 = call i64 @strlen(ptr noundef nonnull @.str.29) #6
  %175 = call i32 @strncmp(ptr noundef nonnull %172, ptr noundef nonnull @.str.29, i64 noundef %174) #6
  %176 = icmp eq i32 %175, 0
  %177 = trunc i64 %171 to i32
  %178 = select i1 %176, i32 %177, i32 %173
  %179 = add nuw nsw i64 %171, 1
  %180 = getelementptr inbounds i8, ptr @.str.28, i64 %179
  %181 = load i8, ptr %180, align 1, !tbaa !4
  %182 = icmp ne i8 %181, 0
  %183 = icmp slt i32 %178, 0
  %184 = select i1 %182, i1 %183, i1 false
  br i1 %184, label %170, label %167, !llvm.loop !11
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

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
