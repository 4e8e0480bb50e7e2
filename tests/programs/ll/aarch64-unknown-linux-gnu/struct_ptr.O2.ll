; ModuleID = 'tests/programs/struct_ptr.c'
source_filename = "tests/programs/struct_ptr.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.bank = type { [3 x %struct.account], i32 }
%struct.account = type { [16 x i8], i64, [4 x i32], i32 }

@.str = private unnamed_addr constant [4 x i8] c"ann\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"ben\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"t1 %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"t2 %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"t3 %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"%s %lld [\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"]\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"richest %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [21 x i8] c"copy %lld orig %lld\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"(%d,%d,%d) \00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"via ** %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.bank, align 8
  %2 = getelementptr inbounds %struct.account, ptr %1, i64 0, i32 1
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %1) #3
  %3 = call ptr @memset(ptr noundef nonnull %1, i32 noundef 0, i64 noundef 152) #4
  %4 = call ptr @strcpy(ptr noundef nonnull %1, ptr noundef nonnull @.str) #4
  store i64 100, ptr %2, align 8, !tbaa !5
  %5 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1
  %6 = call ptr @strcpy(ptr noundef nonnull %5, ptr noundef nonnull @.str.1) #4
  %7 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 1
  store i64 200, ptr %7, align 8, !tbaa !5
  %8 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2
  %9 = call ptr @strcpy(ptr noundef nonnull %8, ptr noundef nonnull @.str.2) #4
  %10 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 1
  store i64 300, ptr %10, align 8, !tbaa !5
  %11 = getelementptr inbounds %struct.bank, ptr %1, i64 0, i32 1
  store i32 3, ptr %11, align 8, !tbaa !11
  %12 = load i64, ptr %2, align 8, !tbaa !5
  %13 = icmp slt i64 %12, 50
  br i1 %13, label %30, label %14

14:                                               ; preds = %0
  %15 = add nsw i64 %12, -50
  store i64 %15, ptr %2, align 8, !tbaa !5
  %16 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 3
  %17 = load i32, ptr %16, align 8, !tbaa !13
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %16, align 8, !tbaa !13
  %19 = srem i32 %17, 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 2, i64 %20
  store i32 -50, ptr %21, align 4, !tbaa !14
  %22 = load i64, ptr %7, align 8, !tbaa !5
  %23 = add nsw i64 %22, 50
  store i64 %23, ptr %7, align 8, !tbaa !5
  %24 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 3
  %25 = load i32, ptr %24, align 8, !tbaa !13
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %24, align 8, !tbaa !13
  %27 = srem i32 %25, 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 2, i64 %28
  store i32 50, ptr %29, align 4, !tbaa !14
  br label %30

30:                                               ; preds = %0, %14
  %31 = phi i32 [ 1, %14 ], [ 0, %0 ]
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %31) #4
  %33 = load i64, ptr %2, align 8, !tbaa !5
  %34 = icmp slt i64 %33, 80
  br i1 %34, label %51, label %35

35:                                               ; preds = %30
  %36 = add nsw i64 %33, -80
  store i64 %36, ptr %2, align 8, !tbaa !5
  %37 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 3
  %38 = load i32, ptr %37, align 8, !tbaa !13
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %37, align 8, !tbaa !13
  %40 = srem i32 %38, 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 2, i64 %41
  store i32 -80, ptr %42, align 4, !tbaa !14
  %43 = load i64, ptr %10, align 8, !tbaa !5
  %44 = add nsw i64 %43, 80
  store i64 %44, ptr %10, align 8, !tbaa !5
  %45 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 3
  %46 = load i32, ptr %45, align 8, !tbaa !13
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %45, align 8, !tbaa !13
  %48 = srem i32 %46, 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 2, i64 %49
  store i32 80, ptr %50, align 4, !tbaa !14
  br label %51

51:                                               ; preds = %30, %35
  %52 = phi i32 [ 1, %35 ], [ 0, %30 ]
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %52) #4
  %54 = load i64, ptr %10, align 8, !tbaa !5
  %55 = icmp slt i64 %54, 250
  br i1 %55, label %72, label %56

56:                                               ; preds = %51
  %57 = add nsw i64 %54, -250
  store i64 %57, ptr %10, align 8, !tbaa !5
  %58 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 3
  %59 = load i32, ptr %58, align 8, !tbaa !13
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %58, align 8, !tbaa !13
  %61 = srem i32 %59, 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 2, i64 %62
  store i32 -250, ptr %63, align 4, !tbaa !14
  %64 = load i64, ptr %2, align 8, !tbaa !5
  %65 = add nsw i64 %64, 250
  store i64 %65, ptr %2, align 8, !tbaa !5
  %66 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 3
  %67 = load i32, ptr %66, align 8, !tbaa !13
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %66, align 8, !tbaa !13
  %69 = srem i32 %67, 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 2, i64 %70
  store i32 250, ptr %71, align 4, !tbaa !14
  br label %72

72:                                               ; preds = %51, %56
  %73 = phi i32 [ 1, %56 ], [ 0, %51 ]
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %73) #4
  %75 = load i64, ptr %2, align 8, !tbaa !5
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, ptr noundef nonnull %1, i64 noundef %75) #4
  %77 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 3
  %78 = load i32, ptr %77, align 8, !tbaa !13
  %79 = icmp sgt i32 %78, 0
  br i1 %79, label %172, label %110

80:                                               ; preds = %168
  %81 = zext i32 %170 to i64
  br label %82

82:                                               ; preds = %82, %80
  %83 = phi i64 [ 1, %80 ], [ %95, %82 ]
  %84 = phi ptr [ %1, %80 ], [ %92, %82 ]
  %85 = phi ptr [ %2, %80 ], [ %94, %82 ]
  %86 = getelementptr inbounds %struct.account, ptr %84, i64 0, i32 1
  %87 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 %83, i32 1
  %88 = load i64, ptr %87, align 8, !tbaa !5
  %89 = load i64, ptr %85, align 8, !tbaa !5
  %90 = icmp sgt i64 %88, %89
  %91 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 %83
  %92 = select i1 %90, ptr %91, ptr %84
  %93 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 %83, i32 1
  %94 = select i1 %90, ptr %93, ptr %86
  %95 = add nuw nsw i64 %83, 1
  %96 = icmp eq i64 %95, %81
  br i1 %96, label %97, label %82, !llvm.loop !15

97:                                               ; preds = %82, %168
  %98 = phi ptr [ %1, %168 ], [ %92, %82 ]
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, ptr noundef %98) #4
  %100 = getelementptr inbounds i8, ptr %1, i64 64
  %101 = load i64, ptr %100, align 8, !tbaa.struct !17
  %102 = add nsw i64 %101, 1000
  %103 = load i64, ptr %7, align 8, !tbaa !5
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i64 noundef %102, i64 noundef %103) #4
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef 3, i32 noundef 6, i32 noundef 9) #4
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef -12, i32 noundef 15, i32 noundef -18) #4
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef 300, i32 noundef 600, i32 noundef 900) #4
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12) #4
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i32 noundef 7) #4
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %1) #3
  ret i32 0

110:                                              ; preds = %172, %178, %184, %190, %72
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #4
  %112 = load i64, ptr %7, align 8, !tbaa !5
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, ptr noundef nonnull %5, i64 noundef %112) #4
  %114 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 3
  %115 = load i32, ptr %114, align 8, !tbaa !13
  %116 = icmp sgt i32 %115, 0
  br i1 %116, label %117, label %139

117:                                              ; preds = %110
  %118 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 2, i64 0
  %119 = load i32, ptr %118, align 8, !tbaa !14
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %119) #4
  %121 = load i32, ptr %114, align 8, !tbaa !13
  %122 = icmp sgt i32 %121, 1
  br i1 %122, label %123, label %139, !llvm.loop !19

123:                                              ; preds = %117
  %124 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 2, i64 1
  %125 = load i32, ptr %124, align 4, !tbaa !14
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %125) #4
  %127 = load i32, ptr %114, align 8, !tbaa !13
  %128 = icmp sgt i32 %127, 2
  br i1 %128, label %129, label %139, !llvm.loop !19

129:                                              ; preds = %123
  %130 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 2, i64 2
  %131 = load i32, ptr %130, align 8, !tbaa !14
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %131) #4
  %133 = load i32, ptr %114, align 8, !tbaa !13
  %134 = icmp sgt i32 %133, 3
  br i1 %134, label %135, label %139, !llvm.loop !19

135:                                              ; preds = %129
  %136 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 2, i64 3
  %137 = load i32, ptr %136, align 4, !tbaa !14
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %137) #4
  br label %139

139:                                              ; preds = %117, %123, %129, %135, %110
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #4
  %141 = load i64, ptr %10, align 8, !tbaa !5
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, ptr noundef nonnull %8, i64 noundef %141) #4
  %143 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 3
  %144 = load i32, ptr %143, align 8, !tbaa !13
  %145 = icmp sgt i32 %144, 0
  br i1 %145, label %146, label %168

146:                                              ; preds = %139
  %147 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 2, i64 0
  %148 = load i32, ptr %147, align 8, !tbaa !14
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %148) #4
  %150 = load i32, ptr %143, align 8, !tbaa !13
  %151 = icmp sgt i32 %150, 1
  br i1 %151, label %152, label %168, !llvm.loop !19

152:                                              ; preds = %146
  %153 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 2, i64 1
  %154 = load i32, ptr %153, align 4, !tbaa !14
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %154) #4
  %156 = load i32, ptr %143, align 8, !tbaa !13
  %157 = icmp sgt i32 %156, 2
  br i1 %157, label %158, label %168, !llvm.loop !19

158:                                              ; preds = %152
  %159 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 2, i64 2
  %160 = load i32, ptr %159, align 8, !tbaa !14
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %160) #4
  %162 = load i32, ptr %143, align 8, !tbaa !13
  %163 = icmp sgt i32 %162, 3
  br i1 %163, label %164, label %168, !llvm.loop !19

164:                                              ; preds = %158
  %165 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 2, i64 3
  %166 = load i32, ptr %165, align 4, !tbaa !14
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %166) #4
  br label %168

168:                                              ; preds = %146, %152, %158, %164, %139
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #4
  %170 = load i32, ptr %11, align 8, !tbaa !11
  %171 = icmp sgt i32 %170, 1
  br i1 %171, label %80, label %97

172:                                              ; preds = %72
  %173 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 2, i64 0
  %174 = load i32, ptr %173, align 8, !tbaa !14
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %174) #4
  %176 = load i32, ptr %77, align 8, !tbaa !13
  %177 = icmp sgt i32 %176, 1
  br i1 %177, label %178, label %110, !llvm.loop !19

178:                                              ; preds = %172
  %179 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 2, i64 1
  %180 = load i32, ptr %179, align 4, !tbaa !14
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %180) #4
  %182 = load i32, ptr %77, align 8, !tbaa !13
  %183 = icmp sgt i32 %182, 2
  br i1 %183, label %184, label %110, !llvm.loop !19

184:                                              ; preds = %178
  %185 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 2, i64 2
  %186 = load i32, ptr %185, align 8, !tbaa !14
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %186) #4
  %188 = load i32, ptr %77, align 8, !tbaa !13
  %189 = icmp sgt i32 %188, 3
  br i1 %189, label %190, label %110, !llvm.loop !19

190:                                              ; preds = %184
  %191 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 2, i64 3
  %192 = load i32, ptr %191, align 4, !tbaa !14
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %192) #4
  br label %110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

declare ptr @strcpy(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nounwind }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !9, i64 16}
!6 = !{!"account", !7, i64 0, !9, i64 16, !7, i64 24, !10, i64 40}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"long long", !7, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !10, i64 144}
!12 = !{!"bank", !7, i64 0, !10, i64 144}
!13 = !{!6, !10, i64 40}
!14 = !{!10, !10, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i64 0, i64 80, !18, i64 80, i64 4, !14}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !16}
