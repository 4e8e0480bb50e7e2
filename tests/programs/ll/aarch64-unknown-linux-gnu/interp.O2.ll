; ModuleID = 'tests/programs/interp.c'
source_filename = "tests/programs/interp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.prog1 = private unnamed_addr constant [35 x i32] [i32 0, i32 0, i32 16, i32 0, i32 0, i32 1, i32 16, i32 1, i32 15, i32 1, i32 0, i32 101, i32 13, i32 11, i32 31, i32 15, i32 0, i32 15, i32 1, i32 2, i32 16, i32 0, i32 15, i32 1, i32 0, i32 1, i32 2, i32 16, i32 1, i32 10, i32 8, i32 15, i32 0, i32 17, i32 20], align 4
@.str = private unnamed_addr constant [13 x i8] c"result %lld\0A\00", align 1
@__const.main.prog3 = private unnamed_addr constant [17 x i32] [i32 0, i32 1071, i32 0, i32 462, i32 7, i32 11, i32 14, i32 8, i32 9, i32 6, i32 10, i32 4, i32 0, i32 0, i32 1, i32 17, i32 20], align 4
@stack = internal unnamed_addr global [256 x i64] zeroinitializer, align 8
@vars = internal unnamed_addr global [16 x i64] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [10 x i8] c"out %lld\0A\00", align 1
@rstack = internal unnamed_addr global [64 x i32] zeroinitializer, align 4
@.str.2 = private unnamed_addr constant [11 x i8] c"steps %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"bad op %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i32], align 16
  %2 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.prog1) #3
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %2) #4
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #5
  store <4 x i32> <i32 0, i32 15, i32 18, i32 9>, ptr %1, align 16, !tbaa !5
  %4 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 4
  store <4 x i32> <i32 17, i32 0, i32 7, i32 20>, ptr %4, align 16, !tbaa !5
  %5 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 8
  store <4 x i32> <i32 0, i32 16, i32 2, i32 0>, ptr %5, align 16, !tbaa !5
  %6 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 12
  store <4 x i32> <i32 1, i32 16, i32 3, i32 15>, ptr %6, align 16, !tbaa !5
  %7 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 16
  store <4 x i32> <i32 2, i32 11, i32 35, i32 15>, ptr %7, align 16, !tbaa !5
  %8 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 20
  store <4 x i32> <i32 3, i32 15, i32 2, i32 4>, ptr %8, align 16, !tbaa !5
  %9 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 24
  store <4 x i32> <i32 16, i32 3, i32 15, i32 2>, ptr %9, align 16, !tbaa !5
  %10 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 28
  store <4 x i32> <i32 0, i32 1, i32 3, i32 16>, ptr %10, align 16, !tbaa !5
  %11 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 32
  store <4 x i32> <i32 2, i32 10, i32 15, i32 15>, ptr %11, align 16, !tbaa !5
  %12 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 36
  store <2 x i32> <i32 3, i32 19>, ptr %12, align 16, !tbaa !5
  %13 = call fastcc i64 @run(ptr noundef nonnull %1) #3
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %13) #4
  %15 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.prog3) #3
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %15) #4
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc i64 @run(ptr nocapture noundef readonly %0) unnamed_addr #0 {
  br label %2

2:                                                ; preds = %21, %1
  %3 = phi i32 [ 0, %1 ], [ %22, %21 ]
  %4 = phi i32 [ 0, %1 ], [ %23, %21 ]
  %5 = phi i64 [ 0, %1 ], [ %7, %21 ]
  %6 = phi i32 [ 0, %1 ], [ %24, %21 ]
  %7 = add nuw nsw i64 %5, 1
  %8 = add nsw i32 %6, 1
  %9 = sext i32 %6 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  switch i32 %11, label %201 [
    i32 0, label %12
    i32 1, label %25
    i32 2, label %27
    i32 3, label %37
    i32 4, label %47
    i32 5, label %57
    i32 6, label %67
    i32 7, label %77
    i32 8, label %85
    i32 9, label %94
    i32 10, label %102
    i32 11, label %106
    i32 12, label %118
    i32 13, label %130
    i32 14, label %141
    i32 15, label %152
    i32 16, label %163
    i32 17, label %174
    i32 18, label %180
    i32 19, label %188
    i32 20, label %193
  ]

12:                                               ; preds = %2
  %13 = add nsw i32 %6, 2
  %14 = sext i32 %8 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = sext i32 %16 to i64
  %18 = add nsw i32 %3, 1
  %19 = sext i32 %3 to i64
  %20 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %19
  store i64 %17, ptr %20, align 8, !tbaa !9
  br label %21

21:                                               ; preds = %12, %25, %27, %37, %47, %57, %67, %77, %85, %94, %102, %130, %141, %152, %163, %174, %180, %188, %116, %112, %128, %124
  %22 = phi i32 [ %3, %188 ], [ %3, %180 ], [ %175, %174 ], [ %164, %163 ], [ %160, %152 ], [ %142, %141 ], [ %131, %130 ], [ %3, %102 ], [ %101, %94 ], [ %3, %85 ], [ %84, %77 ], [ %68, %67 ], [ %58, %57 ], [ %48, %47 ], [ %38, %37 ], [ %28, %27 ], [ %26, %25 ], [ %18, %12 ], [ %107, %116 ], [ %107, %112 ], [ %119, %128 ], [ %119, %124 ]
  %23 = phi i32 [ %189, %188 ], [ %182, %180 ], [ %4, %174 ], [ %4, %163 ], [ %4, %152 ], [ %4, %141 ], [ %4, %130 ], [ %4, %102 ], [ %4, %94 ], [ %4, %85 ], [ %4, %77 ], [ %4, %67 ], [ %4, %57 ], [ %4, %47 ], [ %4, %37 ], [ %4, %27 ], [ %4, %25 ], [ %4, %12 ], [ %4, %116 ], [ %4, %112 ], [ %4, %128 ], [ %4, %124 ]
  %24 = phi i32 [ %192, %188 ], [ %187, %180 ], [ %8, %174 ], [ %168, %163 ], [ %153, %152 ], [ %8, %141 ], [ %8, %130 ], [ %105, %102 ], [ %8, %94 ], [ %8, %85 ], [ %8, %77 ], [ %8, %67 ], [ %8, %57 ], [ %8, %47 ], [ %8, %37 ], [ %8, %27 ], [ %8, %25 ], [ %13, %12 ], [ %117, %116 ], [ %115, %112 ], [ %129, %128 ], [ %127, %124 ]
  br label %2

25:                                               ; preds = %2
  %26 = add nsw i32 %3, -1
  br label %21

27:                                               ; preds = %2
  %28 = add nsw i32 %3, -1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8, !tbaa !9
  %32 = add nsw i32 %3, -2
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8, !tbaa !9
  %36 = add nsw i64 %35, %31
  store i64 %36, ptr %34, align 8, !tbaa !9
  br label %21

37:                                               ; preds = %2
  %38 = add nsw i32 %3, -1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8, !tbaa !9
  %42 = add nsw i32 %3, -2
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %43
  %45 = load i64, ptr %44, align 8, !tbaa !9
  %46 = sub nsw i64 %45, %41
  store i64 %46, ptr %44, align 8, !tbaa !9
  br label %21

47:                                               ; preds = %2
  %48 = add nsw i32 %3, -1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %49
  %51 = load i64, ptr %50, align 8, !tbaa !9
  %52 = add nsw i32 %3, -2
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %53
  %55 = load i64, ptr %54, align 8, !tbaa !9
  %56 = mul nsw i64 %55, %51
  store i64 %56, ptr %54, align 8, !tbaa !9
  br label %21

57:                                               ; preds = %2
  %58 = add nsw i32 %3, -1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %59
  %61 = load i64, ptr %60, align 8, !tbaa !9
  %62 = add nsw i32 %3, -2
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %63
  %65 = load i64, ptr %64, align 8, !tbaa !9
  %66 = sdiv i64 %65, %61
  store i64 %66, ptr %64, align 8, !tbaa !9
  br label %21

67:                                               ; preds = %2
  %68 = add nsw i32 %3, -1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %69
  %71 = load i64, ptr %70, align 8, !tbaa !9
  %72 = add nsw i32 %3, -2
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %73
  %75 = load i64, ptr %74, align 8, !tbaa !9
  %76 = srem i64 %75, %71
  store i64 %76, ptr %74, align 8, !tbaa !9
  br label %21

77:                                               ; preds = %2
  %78 = add nsw i32 %3, -1
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %79
  %81 = load i64, ptr %80, align 8, !tbaa !9
  %82 = sext i32 %3 to i64
  %83 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %82
  store i64 %81, ptr %83, align 8, !tbaa !9
  %84 = add nsw i32 %3, 1
  br label %21

85:                                               ; preds = %2
  %86 = add nsw i32 %3, -1
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %87
  %89 = load i64, ptr %88, align 8, !tbaa !9
  %90 = add nsw i32 %3, -2
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %91
  %93 = load i64, ptr %92, align 8, !tbaa !9
  store i64 %93, ptr %88, align 8, !tbaa !9
  store i64 %89, ptr %92, align 8, !tbaa !9
  br label %21

94:                                               ; preds = %2
  %95 = add nsw i32 %3, -2
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %96
  %98 = load i64, ptr %97, align 8, !tbaa !9
  %99 = sext i32 %3 to i64
  %100 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %99
  store i64 %98, ptr %100, align 8, !tbaa !9
  %101 = add nsw i32 %3, 1
  br label %21

102:                                              ; preds = %2
  %103 = sext i32 %8 to i64
  %104 = getelementptr inbounds i32, ptr %0, i64 %103
  %105 = load i32, ptr %104, align 4, !tbaa !5
  br label %21

106:                                              ; preds = %2
  %107 = add nsw i32 %3, -1
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %108
  %110 = load i64, ptr %109, align 8, !tbaa !9
  %111 = icmp eq i64 %110, 0
  br i1 %111, label %112, label %116

112:                                              ; preds = %106
  %113 = sext i32 %8 to i64
  %114 = getelementptr inbounds i32, ptr %0, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !5
  br label %21

116:                                              ; preds = %106
  %117 = add nsw i32 %6, 2
  br label %21

118:                                              ; preds = %2
  %119 = add nsw i32 %3, -1
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %120
  %122 = load i64, ptr %121, align 8, !tbaa !9
  %123 = icmp eq i64 %122, 0
  br i1 %123, label %128, label %124

124:                                              ; preds = %118
  %125 = sext i32 %8 to i64
  %126 = getelementptr inbounds i32, ptr %0, i64 %125
  %127 = load i32, ptr %126, align 4, !tbaa !5
  br label %21

128:                                              ; preds = %118
  %129 = add nsw i32 %6, 2
  br label %21

130:                                              ; preds = %2
  %131 = add nsw i32 %3, -1
  %132 = add nsw i32 %3, -2
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %133
  %135 = load i64, ptr %134, align 8, !tbaa !9
  %136 = sext i32 %131 to i64
  %137 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %136
  %138 = load i64, ptr %137, align 8, !tbaa !9
  %139 = icmp slt i64 %135, %138
  %140 = zext i1 %139 to i64
  store i64 %140, ptr %134, align 8, !tbaa !9
  br label %21

141:                                              ; preds = %2
  %142 = add nsw i32 %3, -1
  %143 = add nsw i32 %3, -2
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %144
  %146 = load i64, ptr %145, align 8, !tbaa !9
  %147 = sext i32 %142 to i64
  %148 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %147
  %149 = load i64, ptr %148, align 8, !tbaa !9
  %150 = icmp eq i64 %146, %149
  %151 = zext i1 %150 to i64
  store i64 %151, ptr %145, align 8, !tbaa !9
  br label %21

152:                                              ; preds = %2
  %153 = add nsw i32 %6, 2
  %154 = sext i32 %8 to i64
  %155 = getelementptr inbounds i32, ptr %0, i64 %154
  %156 = load i32, ptr %155, align 4, !tbaa !5
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [16 x i64], ptr @vars, i64 0, i64 %157
  %159 = load i64, ptr %158, align 8, !tbaa !9
  %160 = add nsw i32 %3, 1
  %161 = sext i32 %3 to i64
  %162 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %161
  store i64 %159, ptr %162, align 8, !tbaa !9
  br label %21

163:                                              ; preds = %2
  %164 = add nsw i32 %3, -1
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %165
  %167 = load i64, ptr %166, align 8, !tbaa !9
  %168 = add nsw i32 %6, 2
  %169 = sext i32 %8 to i64
  %170 = getelementptr inbounds i32, ptr %0, i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !5
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [16 x i64], ptr @vars, i64 0, i64 %172
  store i64 %167, ptr %173, align 8, !tbaa !9
  br label %21

174:                                              ; preds = %2
  %175 = add nsw i32 %3, -1
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %176
  %178 = load i64, ptr %177, align 8, !tbaa !9
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef %178) #4
  br label %21

180:                                              ; preds = %2
  %181 = add nsw i32 %6, 2
  %182 = add nsw i32 %4, 1
  %183 = sext i32 %4 to i64
  %184 = getelementptr inbounds [64 x i32], ptr @rstack, i64 0, i64 %183
  store i32 %181, ptr %184, align 4, !tbaa !5
  %185 = sext i32 %8 to i64
  %186 = getelementptr inbounds i32, ptr %0, i64 %185
  %187 = load i32, ptr %186, align 4, !tbaa !5
  br label %21

188:                                              ; preds = %2
  %189 = add nsw i32 %4, -1
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [64 x i32], ptr @rstack, i64 0, i64 %190
  %192 = load i32, ptr %191, align 4, !tbaa !5
  br label %21

193:                                              ; preds = %2
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i64 noundef %7) #4
  %195 = icmp eq i32 %3, 0
  br i1 %195, label %203, label %196

196:                                              ; preds = %193
  %197 = add nsw i32 %3, -1
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %198
  %200 = load i64, ptr %199, align 8, !tbaa !9
  br label %203

201:                                              ; preds = %2
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %11) #4
  br label %203

203:                                              ; preds = %201, %193, %196
  %204 = phi i64 [ 0, %193 ], [ %200, %196 ], [ -1, %201 ]
  ret i64 %204
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
