; ModuleID = 'tests/programs/struct_ptr.c'
source_filename = "tests/programs/struct_ptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  store i64 100, ptr %2, align 8, !tbaa !4
  %5 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1
  %6 = call ptr @strcpy(ptr noundef nonnull %5, ptr noundef nonnull @.str.1) #4
  %7 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 1
  store i64 200, ptr %7, align 8, !tbaa !4
  %8 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2
  %9 = call ptr @strcpy(ptr noundef nonnull %8, ptr noundef nonnull @.str.2) #4
  %10 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 1
  store i64 300, ptr %10, align 8, !tbaa !4
  %11 = getelementptr inbounds %struct.bank, ptr %1, i64 0, i32 1
  store i32 3, ptr %11, align 8, !tbaa !10
  %12 = load i64, ptr %2, align 8, !tbaa !4
  %13 = icmp slt i64 %12, 50
  br i1 %13, label %30, label %14

14:                                               ; preds = %0
  %15 = add nsw i64 %12, -50
  store i64 %15, ptr %2, align 8, !tbaa !4
  %16 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 3
  %17 = load i32, ptr %16, align 8, !tbaa !12
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %16, align 8, !tbaa !12
  %19 = srem i32 %17, 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 2, i64 %20
  store i32 -50, ptr %21, align 4, !tbaa !13
  %22 = load i64, ptr %7, align 8, !tbaa !4
  %23 = add nsw i64 %22, 50
  store i64 %23, ptr %7, align 8, !tbaa !4
  %24 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 3
  %25 = load i32, ptr %24, align 8, !tbaa !12
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %24, align 8, !tbaa !12
  %27 = srem i32 %25, 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 2, i64 %28
  store i32 50, ptr %29, align 4, !tbaa !13
  br label %30

30:                                               ; preds = %0, %14
  %31 = phi i32 [ 1, %14 ], [ 0, %0 ]
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %31) #4
  %33 = load i64, ptr %2, align 8, !tbaa !4
  %34 = icmp slt i64 %33, 80
  br i1 %34, label %51, label %35

35:                                               ; preds = %30
  %36 = add nsw i64 %33, -80
  store i64 %36, ptr %2, align 8, !tbaa !4
  %37 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 3
  %38 = load i32, ptr %37, align 8, !tbaa !12
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %37, align 8, !tbaa !12
  %40 = srem i32 %38, 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 2, i64 %41
  store i32 -80, ptr %42, align 4, !tbaa !13
  %43 = load i64, ptr %10, align 8, !tbaa !4
  %44 = add nsw i64 %43, 80
  store i64 %44, ptr %10, align 8, !tbaa !4
  %45 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 3
  %46 = load i32, ptr %45, align 8, !tbaa !12
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %45, align 8, !tbaa !12
  %48 = srem i32 %46, 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 2, i64 %49
  store i32 80, ptr %50, align 4, !tbaa !13
  br label %51

51:                                               ; preds = %30, %35
  %52 = phi i32 [ 1, %35 ], [ 0, %30 ]
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %52) #4
  %54 = load i64, ptr %10, align 8, !tbaa !4
  %55 = icmp slt i64 %54, 250
  br i1 %55, label %72, label %56

56:                                               ; preds = %51
  %57 = add nsw i64 %54, -250
  store i64 %57, ptr %10, align 8, !tbaa !4
  %58 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 3
  %59 = load i32, ptr %58, align 8, !tbaa !12
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %58, align 8, !tbaa !12
  %61 = srem i32 %59, 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 2, i64 %62
  store i32 -250, ptr %63, align 4, !tbaa !13
  %64 = load i64, ptr %2, align 8, !tbaa !4
  %65 = add nsw i64 %64, 250
  store i64 %65, ptr %2, align 8, !tbaa !4
  %66 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 3
  %67 = load i32, ptr %66, align 8, !tbaa !12
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %66, align 8, !tbaa !12
  %69 = srem i32 %67, 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 2, i64 %70
  store i32 250, ptr %71, align 4, !tbaa !13
  br label %72

72:                                               ; preds = %51, %56
  %73 = phi i32 [ 1, %56 ], [ 0, %51 ]
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %73) #4
  %75 = load i64, ptr %2, align 8, !tbaa !4
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, ptr noundef nonnull %1, i64 noundef %75) #4
  %77 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 3
  %78 = load i32, ptr %77, align 8, !tbaa !12
  %79 = icmp sgt i32 %78, 0
  br i1 %79, label %180, label %140

80:                                               ; preds = %176
  %81 = zext i32 %178 to i64
  %82 = add nsw i64 %81, -1
  %83 = and i64 %82, 1
  %84 = icmp eq i32 %178, 2
  br i1 %84, label %114, label %85

85:                                               ; preds = %80
  %86 = and i64 %82, -2
  br label %87

87:                                               ; preds = %87, %85
  %88 = phi i64 [ 1, %85 ], [ %111, %87 ]
  %89 = phi ptr [ %1, %85 ], [ %107, %87 ]
  %90 = phi ptr [ %2, %85 ], [ %110, %87 ]
  %91 = phi i64 [ 0, %85 ], [ %112, %87 ]
  %92 = getelementptr inbounds %struct.account, ptr %89, i64 0, i32 1
  %93 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 %88, i32 1
  %94 = load i64, ptr %93, align 8, !tbaa !4
  %95 = load i64, ptr %90, align 8, !tbaa !4
  %96 = icmp sgt i64 %94, %95
  %97 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 %88
  %98 = select i1 %96, ptr %97, ptr %89
  %99 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 %88, i32 1
  %100 = select i1 %96, ptr %99, ptr %92
  %101 = add nuw nsw i64 %88, 1
  %102 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 %101, i32 1
  %103 = load i64, ptr %102, align 8, !tbaa !4
  %104 = load i64, ptr %100, align 8, !tbaa !4
  %105 = icmp sgt i64 %103, %104
  %106 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 %101
  %107 = select i1 %105, ptr %106, ptr %98
  %108 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 %101, i32 1
  %109 = getelementptr inbounds %struct.account, ptr %98, i64 0, i32 1
  %110 = select i1 %105, ptr %108, ptr %109
  %111 = add nuw nsw i64 %88, 2
  %112 = add i64 %91, 2
  %113 = icmp eq i64 %112, %86
  br i1 %113, label %114, label %87, !llvm.loop !14

114:                                              ; preds = %87, %80
  %115 = phi ptr [ undef, %80 ], [ %107, %87 ]
  %116 = phi i64 [ 1, %80 ], [ %111, %87 ]
  %117 = phi ptr [ %1, %80 ], [ %107, %87 ]
  %118 = phi ptr [ %2, %80 ], [ %110, %87 ]
  %119 = icmp eq i64 %83, 0
  br i1 %119, label %127, label %120

120:                                              ; preds = %114
  %121 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 %116, i32 1
  %122 = load i64, ptr %121, align 8, !tbaa !4
  %123 = load i64, ptr %118, align 8, !tbaa !4
  %124 = icmp sgt i64 %122, %123
  %125 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 %116
  %126 = select i1 %124, ptr %125, ptr %117
  br label %127

127:                                              ; preds = %120, %114, %176
  %128 = phi ptr [ %1, %176 ], [ %115, %114 ], [ %126, %120 ]
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, ptr noundef %128) #4
  %130 = getelementptr inbounds i8, ptr %1, i64 64
  %131 = load i64, ptr %130, align 8, !tbaa.struct !16
  %132 = add nsw i64 %131, 1000
  %133 = load i64, ptr %7, align 8, !tbaa !4
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i64 noundef %132, i64 noundef %133) #4
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef 3, i32 noundef 6, i32 noundef 9) #4
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef -12, i32 noundef 15, i32 noundef -18) #4
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef 300, i32 noundef 600, i32 noundef 900) #4
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12) #4
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i32 noundef 7) #4
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %1) #3
  ret i32 0

140:                                              ; preds = %180, %72
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #4
  %142 = load i64, ptr %7, align 8, !tbaa !4
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, ptr noundef nonnull %5, i64 noundef %142) #4
  %144 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 3
  %145 = load i32, ptr %144, align 8, !tbaa !12
  %146 = icmp sgt i32 %145, 0
  br i1 %146, label %147, label %158

147:                                              ; preds = %140, %147
  %148 = phi i64 [ %152, %147 ], [ 0, %140 ]
  %149 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 2, i64 %148
  %150 = load i32, ptr %149, align 4, !tbaa !13
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %150) #4
  %152 = add nuw nsw i64 %148, 1
  %153 = load i32, ptr %144, align 8, !tbaa !12
  %154 = sext i32 %153 to i64
  %155 = icmp slt i64 %152, %154
  %156 = icmp ult i64 %148, 3
  %157 = and i1 %156, %155
  br i1 %157, label %147, label %158, !llvm.loop !18

158:                                              ; preds = %147, %140
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #4
  %160 = load i64, ptr %10, align 8, !tbaa !4
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, ptr noundef nonnull %8, i64 noundef %160) #4
  %162 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 3
  %163 = load i32, ptr %162, align 8, !tbaa !12
  %164 = icmp sgt i32 %163, 0
  br i1 %164, label %165, label %176

165:                                              ; preds = %158, %165
  %166 = phi i64 [ %170, %165 ], [ 0, %158 ]
  %167 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 2, i64 %166
  %168 = load i32, ptr %167, align 4, !tbaa !13
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %168) #4
  %170 = add nuw nsw i64 %166, 1
  %171 = load i32, ptr %162, align 8, !tbaa !12
  %172 = sext i32 %171 to i64
  %173 = icmp slt i64 %170, %172
  %174 = icmp ult i64 %166, 3
  %175 = and i1 %174, %173
  br i1 %175, label %165, label %176, !llvm.loop !18

176:                                              ; preds = %165, %158
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #4
  %178 = load i32, ptr %11, align 8, !tbaa !10
  %179 = icmp sgt i32 %178, 1
  br i1 %179, label %80, label %127

180:                                              ; preds = %72, %180
  %181 = phi i64 [ %185, %180 ], [ 0, %72 ]
  %182 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 2, i64 %181
  %183 = load i32, ptr %182, align 4, !tbaa !13
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %183) #4
  %185 = add nuw nsw i64 %181, 1
  %186 = load i32, ptr %77, align 8, !tbaa !12
  %187 = sext i32 %186 to i64
  %188 = icmp slt i64 %185, %187
  %189 = icmp ult i64 %181, 3
  %190 = and i1 %189, %188
  br i1 %190, label %180, label %140, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

declare ptr @strcpy(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !8, i64 16}
!5 = !{!"account", !6, i64 0, !8, i64 16, !6, i64 24, !9, i64 40}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!"long long", !6, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = !{!11, !9, i64 144}
!11 = !{!"bank", !6, i64 0, !9, i64 144}
!12 = !{!5, !9, i64 40}
!13 = !{!9, !9, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{i64 0, i64 80, !17, i64 80, i64 4, !13}
!17 = !{!6, !6, i64 0}
!18 = distinct !{!18, !15}
