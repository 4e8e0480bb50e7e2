; ModuleID = 'tests/programs/interp.c'
source_filename = "tests/programs/interp.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@__const.main.prog1 = private unnamed_addr constant [35 x i32] [i32 0, i32 0, i32 16, i32 0, i32 0, i32 1, i32 16, i32 1, i32 15, i32 1, i32 0, i32 101, i32 13, i32 11, i32 31, i32 15, i32 0, i32 15, i32 1, i32 2, i32 16, i32 0, i32 15, i32 1, i32 0, i32 1, i32 2, i32 16, i32 1, i32 10, i32 8, i32 15, i32 0, i32 17, i32 20], align 4
@.str = private unnamed_addr constant [13 x i8] c"result %lld\0A\00", align 1
@__const.main.prog2 = private unnamed_addr constant [36 x i32] [i32 0, i32 15, i32 18, i32 9, i32 17, i32 0, i32 7, i32 20, i32 0, i32 16, i32 2, i32 0, i32 1, i32 16, i32 3, i32 15, i32 2, i32 11, i32 33, i32 15, i32 3, i32 15, i32 2, i32 4, i32 16, i32 3, i32 15, i32 2, i32 0, i32 1, i32 3, i32 16, i32 2, i32 10, i32 15, i32 0], align 4
@__const.main.prog3 = private unnamed_addr constant [17 x i32] [i32 0, i32 1071, i32 0, i32 462, i32 7, i32 11, i32 14, i32 8, i32 9, i32 6, i32 10, i32 4, i32 0, i32 0, i32 1, i32 17, i32 20], align 4
@stack = internal unnamed_addr global [256 x i64] zeroinitializer, align 8
@vars = internal unnamed_addr global [16 x i64] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [10 x i8] c"out %lld\0A\00", align 1
@rstack = internal unnamed_addr global [64 x i32] zeroinitializer, align 4
@.str.2 = private unnamed_addr constant [11 x i8] c"steps %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"bad op %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [36 x i32], align 4
  %2 = alloca [64 x i32], align 4
  %3 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.prog1) #4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %3) #5
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %1) #6
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(144) %1, ptr noundef nonnull align 4 dereferenceable(144) @__const.main.prog2, i32 144, i1 false)
  %5 = getelementptr inbounds [36 x i32], ptr %1, i32 0, i32 18
  store i32 35, ptr %5, align 4, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #6
  br label %14

6:                                                ; preds = %14
  %7 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 35
  store i32 15, ptr %7, align 4, !tbaa !4
  %8 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 36
  store i32 3, ptr %8, align 4, !tbaa !4
  %9 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 37
  store i32 19, ptr %9, align 4, !tbaa !4
  %10 = call fastcc i64 @run(ptr noundef nonnull %2) #4
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %10) #5
  %12 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.prog3) #4
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %12) #5
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %1) #6
  ret i32 0

14:                                               ; preds = %0, %14
  %15 = phi i32 [ 0, %0 ], [ %19, %14 ]
  %16 = getelementptr inbounds [36 x i32], ptr %1, i32 0, i32 %15
  %17 = load i32, ptr %16, align 4, !tbaa !4
  %18 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %15
  store i32 %17, ptr %18, align 4, !tbaa !4
  %19 = add nuw nsw i32 %15, 1
  %20 = icmp eq i32 %19, 35
  br i1 %20, label %6, label %14, !llvm.loop !8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind
define internal fastcc i64 @run(ptr nocapture noundef readonly %0) unnamed_addr #0 {
  br label %2

2:                                                ; preds = %18, %1
  %3 = phi i32 [ 0, %1 ], [ %19, %18 ]
  %4 = phi i32 [ 0, %1 ], [ %20, %18 ]
  %5 = phi i32 [ 0, %1 ], [ %7, %18 ]
  %6 = phi i32 [ 0, %1 ], [ %21, %18 ]
  %7 = add nuw nsw i32 %5, 1
  %8 = add nsw i32 %6, 1
  %9 = getelementptr inbounds i32, ptr %0, i32 %6
  %10 = load i32, ptr %9, align 4, !tbaa !4
  switch i32 %10, label %162 [
    i32 0, label %11
    i32 1, label %22
    i32 2, label %24
    i32 3, label %32
    i32 4, label %40
    i32 5, label %48
    i32 6, label %56
    i32 7, label %64
    i32 8, label %70
    i32 9, label %77
    i32 10, label %83
    i32 11, label %86
    i32 12, label %96
    i32 13, label %106
    i32 14, label %115
    i32 15, label %124
    i32 16, label %132
    i32 17, label %140
    i32 18, label %145
    i32 19, label %151
    i32 20, label %155
  ]

11:                                               ; preds = %2
  %12 = add nsw i32 %6, 2
  %13 = getelementptr inbounds i32, ptr %0, i32 %8
  %14 = load i32, ptr %13, align 4, !tbaa !4
  %15 = sext i32 %14 to i64
  %16 = add nsw i32 %3, 1
  %17 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %3
  store i64 %15, ptr %17, align 8, !tbaa !10
  br label %18

18:                                               ; preds = %11, %22, %24, %32, %40, %48, %56, %64, %70, %77, %83, %106, %115, %124, %132, %140, %145, %151, %94, %91, %104, %101
  %19 = phi i32 [ %3, %151 ], [ %3, %145 ], [ %141, %140 ], [ %133, %132 ], [ %130, %124 ], [ %116, %115 ], [ %107, %106 ], [ %3, %83 ], [ %82, %77 ], [ %3, %70 ], [ %69, %64 ], [ %57, %56 ], [ %49, %48 ], [ %41, %40 ], [ %33, %32 ], [ %25, %24 ], [ %23, %22 ], [ %16, %11 ], [ %87, %94 ], [ %87, %91 ], [ %97, %104 ], [ %97, %101 ]
  %20 = phi i32 [ %152, %151 ], [ %147, %145 ], [ %4, %140 ], [ %4, %132 ], [ %4, %124 ], [ %4, %115 ], [ %4, %106 ], [ %4, %83 ], [ %4, %77 ], [ %4, %70 ], [ %4, %64 ], [ %4, %56 ], [ %4, %48 ], [ %4, %40 ], [ %4, %32 ], [ %4, %24 ], [ %4, %22 ], [ %4, %11 ], [ %4, %94 ], [ %4, %91 ], [ %4, %104 ], [ %4, %101 ]
  %21 = phi i32 [ %154, %151 ], [ %150, %145 ], [ %8, %140 ], [ %136, %132 ], [ %125, %124 ], [ %8, %115 ], [ %8, %106 ], [ %85, %83 ], [ %8, %77 ], [ %8, %70 ], [ %8, %64 ], [ %8, %56 ], [ %8, %48 ], [ %8, %40 ], [ %8, %32 ], [ %8, %24 ], [ %8, %22 ], [ %12, %11 ], [ %95, %94 ], [ %93, %91 ], [ %105, %104 ], [ %103, %101 ]
  br label %2

22:                                               ; preds = %2
  %23 = add nsw i32 %3, -1
  br label %18

24:                                               ; preds = %2
  %25 = add nsw i32 %3, -1
  %26 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %25
  %27 = load i64, ptr %26, align 8, !tbaa !10
  %28 = add nsw i32 %3, -2
  %29 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %28
  %30 = load i64, ptr %29, align 8, !tbaa !10
  %31 = add nsw i64 %30, %27
  store i64 %31, ptr %29, align 8, !tbaa !10
  br label %18

32:                                               ; preds = %2
  %33 = add nsw i32 %3, -1
  %34 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %33
  %35 = load i64, ptr %34, align 8, !tbaa !10
  %36 = add nsw i32 %3, -2
  %37 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %36
  %38 = load i64, ptr %37, align 8, !tbaa !10
  %39 = sub nsw i64 %38, %35
  store i64 %39, ptr %37, align 8, !tbaa !10
  br label %18

40:                                               ; preds = %2
  %41 = add nsw i32 %3, -1
  %42 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %41
  %43 = load i64, ptr %42, align 8, !tbaa !10
  %44 = add nsw i32 %3, -2
  %45 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %44
  %46 = load i64, ptr %45, align 8, !tbaa !10
  %47 = mul nsw i64 %46, %43
  store i64 %47, ptr %45, align 8, !tbaa !10
  br label %18

48:                                               ; preds = %2
  %49 = add nsw i32 %3, -1
  %50 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %49
  %51 = load i64, ptr %50, align 8, !tbaa !10
  %52 = add nsw i32 %3, -2
  %53 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %52
  %54 = load i64, ptr %53, align 8, !tbaa !10
  %55 = sdiv i64 %54, %51
  store i64 %55, ptr %53, align 8, !tbaa !10
  br label %18

56:                                               ; preds = %2
  %57 = add nsw i32 %3, -1
  %58 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %57
  %59 = load i64, ptr %58, align 8, !tbaa !10
  %60 = add nsw i32 %3, -2
  %61 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %60
  %62 = load i64, ptr %61, align 8, !tbaa !10
  %63 = srem i64 %62, %59
  store i64 %63, ptr %61, align 8, !tbaa !10
  br label %18

64:                                               ; preds = %2
  %65 = add nsw i32 %3, -1
  %66 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %65
  %67 = load i64, ptr %66, align 8, !tbaa !10
  %68 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %3
  store i64 %67, ptr %68, align 8, !tbaa !10
  %69 = add nsw i32 %3, 1
  br label %18

70:                                               ; preds = %2
  %71 = add nsw i32 %3, -1
  %72 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %71
  %73 = load i64, ptr %72, align 8, !tbaa !10
  %74 = add nsw i32 %3, -2
  %75 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %74
  %76 = load i64, ptr %75, align 8, !tbaa !10
  store i64 %76, ptr %72, align 8, !tbaa !10
  store i64 %73, ptr %75, align 8, !tbaa !10
  br label %18

77:                                               ; preds = %2
  %78 = add nsw i32 %3, -2
  %79 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %78
  %80 = load i64, ptr %79, align 8, !tbaa !10
  %81 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %3
  store i64 %80, ptr %81, align 8, !tbaa !10
  %82 = add nsw i32 %3, 1
  br label %18

83:                                               ; preds = %2
  %84 = getelementptr inbounds i32, ptr %0, i32 %8
  %85 = load i32, ptr %84, align 4, !tbaa !4
  br label %18

86:                                               ; preds = %2
  %87 = add nsw i32 %3, -1
  %88 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %87
  %89 = load i64, ptr %88, align 8, !tbaa !10
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %91, label %94

91:                                               ; preds = %86
  %92 = getelementptr inbounds i32, ptr %0, i32 %8
  %93 = load i32, ptr %92, align 4, !tbaa !4
  br label %18

94:                                               ; preds = %86
  %95 = add nsw i32 %6, 2
  br label %18

96:                                               ; preds = %2
  %97 = add nsw i32 %3, -1
  %98 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %97
  %99 = load i64, ptr %98, align 8, !tbaa !10
  %100 = icmp eq i64 %99, 0
  br i1 %100, label %104, label %101

101:                                              ; preds = %96
  %102 = getelementptr inbounds i32, ptr %0, i32 %8
  %103 = load i32, ptr %102, align 4, !tbaa !4
  br label %18

104:                                              ; preds = %96
  %105 = add nsw i32 %6, 2
  br label %18

106:                                              ; preds = %2
  %107 = add nsw i32 %3, -1
  %108 = add nsw i32 %3, -2
  %109 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %108
  %110 = load i64, ptr %109, align 8, !tbaa !10
  %111 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %107
  %112 = load i64, ptr %111, align 8, !tbaa !10
  %113 = icmp slt i64 %110, %112
  %114 = zext i1 %113 to i64
  store i64 %114, ptr %109, align 8, !tbaa !10
  br label %18

115:                                              ; preds = %2
  %116 = add nsw i32 %3, -1
  %117 = add nsw i32 %3, -2
  %118 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %117
  %119 = load i64, ptr %118, align 8, !tbaa !10
  %120 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %116
  %121 = load i64, ptr %120, align 8, !tbaa !10
  %122 = icmp eq i64 %119, %121
  %123 = zext i1 %122 to i64
  store i64 %123, ptr %118, align 8, !tbaa !10
  br label %18

124:                                              ; preds = %2
  %125 = add nsw i32 %6, 2
  %126 = getelementptr inbounds i32, ptr %0, i32 %8
  %127 = load i32, ptr %126, align 4, !tbaa !4
  %128 = getelementptr inbounds [16 x i64], ptr @vars, i32 0, i32 %127
  %129 = load i64, ptr %128, align 8, !tbaa !10
  %130 = add nsw i32 %3, 1
  %131 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %3
  store i64 %129, ptr %131, align 8, !tbaa !10
  br label %18

132:                                              ; preds = %2
  %133 = add nsw i32 %3, -1
  %134 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %133
  %135 = load i64, ptr %134, align 8, !tbaa !10
  %136 = add nsw i32 %6, 2
  %137 = getelementptr inbounds i32, ptr %0, i32 %8
  %138 = load i32, ptr %137, align 4, !tbaa !4
  %139 = getelementptr inbounds [16 x i64], ptr @vars, i32 0, i32 %138
  store i64 %135, ptr %139, align 8, !tbaa !10
  br label %18

140:                                              ; preds = %2
  %141 = add nsw i32 %3, -1
  %142 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %141
  %143 = load i64, ptr %142, align 8, !tbaa !10
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef %143) #5
  br label %18

145:                                              ; preds = %2
  %146 = add nsw i32 %6, 2
  %147 = add nsw i32 %4, 1
  %148 = getelementptr inbounds [64 x i32], ptr @rstack, i32 0, i32 %4
  store i32 %146, ptr %148, align 4, !tbaa !4
  %149 = getelementptr inbounds i32, ptr %0, i32 %8
  %150 = load i32, ptr %149, align 4, !tbaa !4
  br label %18

151:                                              ; preds = %2
  %152 = add nsw i32 %4, -1
  %153 = getelementptr inbounds [64 x i32], ptr @rstack, i32 0, i32 %152
  %154 = load i32, ptr %153, align 4, !tbaa !4
  br label %18

155:                                              ; preds = %2
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %7) #5
  %157 = icmp eq i32 %3, 0
  br i1 %157, label %164, label %158

158:                                              ; preds = %155
  %159 = add nsw i32 %3, -1
  %160 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %159
  %161 = load i64, ptr %160, align 8, !tbaa !10
  br label %164

162:                                              ; preds = %2
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %10) #5
  br label %164

164:                                              ; preds = %162, %155, %158
  %165 = phi i64 [ 0, %155 ], [ %161, %158 ], [ -1, %162 ]
  ret i64 %165
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }
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
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !6, i64 0}
