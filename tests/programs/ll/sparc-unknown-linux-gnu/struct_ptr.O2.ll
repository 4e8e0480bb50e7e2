; ModuleID = 'tests/programs/struct_ptr.c'
source_filename = "tests/programs/struct_ptr.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
  %2 = getelementptr inbounds %struct.account, ptr %1, i32 0, i32 1
  %3 = getelementptr inbounds %struct.account, ptr %1, i32 0, i32 1
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %1) #3
  %4 = call ptr @memset(ptr noundef nonnull %1, i32 noundef 0, i32 noundef 152) #4
  %5 = call ptr @strcpy(ptr noundef nonnull %1, ptr noundef nonnull @.str) #4
  store i64 100, ptr %3, align 8, !tbaa !4
  %6 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 1
  %7 = call ptr @strcpy(ptr noundef nonnull %6, ptr noundef nonnull @.str.1) #4
  %8 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 1, i32 1
  store i64 200, ptr %8, align 8, !tbaa !4
  %9 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 2
  %10 = call ptr @strcpy(ptr noundef nonnull %9, ptr noundef nonnull @.str.2) #4
  %11 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 2, i32 1
  store i64 300, ptr %11, align 8, !tbaa !4
  %12 = getelementptr inbounds %struct.bank, ptr %1, i32 0, i32 1
  store i32 3, ptr %12, align 8, !tbaa !10
  %13 = load i64, ptr %3, align 8, !tbaa !4
  %14 = icmp slt i64 %13, 50
  br i1 %14, label %29, label %15

15:                                               ; preds = %0
  %16 = add nsw i64 %13, -50
  store i64 %16, ptr %3, align 8, !tbaa !4
  %17 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 0, i32 3
  %18 = load i32, ptr %17, align 8, !tbaa !12
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %17, align 8, !tbaa !12
  %20 = srem i32 %18, 4
  %21 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 0, i32 2, i32 %20
  store i32 -50, ptr %21, align 4, !tbaa !13
  %22 = load i64, ptr %8, align 8, !tbaa !4
  %23 = add nsw i64 %22, 50
  store i64 %23, ptr %8, align 8, !tbaa !4
  %24 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 1, i32 3
  %25 = load i32, ptr %24, align 8, !tbaa !12
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %24, align 8, !tbaa !12
  %27 = srem i32 %25, 4
  %28 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 1, i32 2, i32 %27
  store i32 50, ptr %28, align 4, !tbaa !13
  br label %29

29:                                               ; preds = %0, %15
  %30 = phi i32 [ 1, %15 ], [ 0, %0 ]
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %30) #4
  %32 = load i64, ptr %3, align 8, !tbaa !4
  %33 = icmp slt i64 %32, 80
  br i1 %33, label %48, label %34

34:                                               ; preds = %29
  %35 = add nsw i64 %32, -80
  store i64 %35, ptr %3, align 8, !tbaa !4
  %36 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 0, i32 3
  %37 = load i32, ptr %36, align 8, !tbaa !12
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %36, align 8, !tbaa !12
  %39 = srem i32 %37, 4
  %40 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 0, i32 2, i32 %39
  store i32 -80, ptr %40, align 4, !tbaa !13
  %41 = load i64, ptr %11, align 8, !tbaa !4
  %42 = add nsw i64 %41, 80
  store i64 %42, ptr %11, align 8, !tbaa !4
  %43 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 2, i32 3
  %44 = load i32, ptr %43, align 8, !tbaa !12
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %43, align 8, !tbaa !12
  %46 = srem i32 %44, 4
  %47 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 2, i32 2, i32 %46
  store i32 80, ptr %47, align 4, !tbaa !13
  br label %48

48:                                               ; preds = %29, %34
  %49 = phi i32 [ 1, %34 ], [ 0, %29 ]
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %49) #4
  %51 = load i64, ptr %11, align 8, !tbaa !4
  %52 = icmp slt i64 %51, 250
  br i1 %52, label %67, label %53

53:                                               ; preds = %48
  %54 = add nsw i64 %51, -250
  store i64 %54, ptr %11, align 8, !tbaa !4
  %55 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 2, i32 3
  %56 = load i32, ptr %55, align 8, !tbaa !12
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %55, align 8, !tbaa !12
  %58 = srem i32 %56, 4
  %59 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 2, i32 2, i32 %58
  store i32 -250, ptr %59, align 4, !tbaa !13
  %60 = load i64, ptr %3, align 8, !tbaa !4
  %61 = add nsw i64 %60, 250
  store i64 %61, ptr %3, align 8, !tbaa !4
  %62 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 0, i32 3
  %63 = load i32, ptr %62, align 8, !tbaa !12
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %62, align 8, !tbaa !12
  %65 = srem i32 %63, 4
  %66 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 0, i32 2, i32 %65
  store i32 250, ptr %66, align 4, !tbaa !13
  br label %67

67:                                               ; preds = %48, %53
  %68 = phi i32 [ 1, %53 ], [ 0, %48 ]
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %68) #4
  %70 = load i64, ptr %3, align 8, !tbaa !4
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, ptr noundef nonnull %1, i64 noundef %70) #4
  %72 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 0, i32 3
  %73 = load i32, ptr %72, align 8, !tbaa !12
  %74 = icmp sgt i32 %73, 0
  br i1 %74, label %145, label %107

75:                                               ; preds = %141, %75
  %76 = phi i32 [ %92, %75 ], [ 1, %141 ]
  %77 = phi ptr [ %86, %75 ], [ %1, %141 ]
  %78 = phi ptr [ %91, %75 ], [ %3, %141 ]
  %79 = phi ptr [ %89, %75 ], [ %3, %141 ]
  %80 = phi ptr [ %87, %75 ], [ %2, %141 ]
  %81 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 %76, i32 1
  %82 = load i64, ptr %81, align 8, !tbaa !4
  %83 = load i64, ptr %78, align 8, !tbaa !4
  %84 = icmp sgt i64 %82, %83
  %85 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 %76
  %86 = select i1 %84, ptr %85, ptr %77
  %87 = getelementptr inbounds %struct.account, ptr %86, i32 0, i32 1
  %88 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 %76, i32 1
  %89 = select i1 %84, ptr %88, ptr %80
  %90 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 %76, i32 1
  %91 = select i1 %84, ptr %90, ptr %79
  %92 = add nuw nsw i32 %76, 1
  %93 = icmp eq i32 %92, %143
  br i1 %93, label %94, label %75, !llvm.loop !14

94:                                               ; preds = %75, %141
  %95 = phi ptr [ %1, %141 ], [ %86, %75 ]
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, ptr noundef %95) #4
  %97 = getelementptr inbounds i8, ptr %1, i32 64
  %98 = load i64, ptr %97, align 8, !tbaa.struct !16
  %99 = add nsw i64 %98, 1000
  %100 = load i64, ptr %8, align 8, !tbaa !4
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i64 noundef %99, i64 noundef %100) #4
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef 3, i32 noundef 6, i32 noundef 9) #4
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef -12, i32 noundef 15, i32 noundef -18) #4
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef 300, i32 noundef 600, i32 noundef 900) #4
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12) #4
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i32 noundef 7) #4
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %1) #3
  ret i32 0

107:                                              ; preds = %145, %67
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #4
  %109 = load i64, ptr %8, align 8, !tbaa !4
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, ptr noundef nonnull %6, i64 noundef %109) #4
  %111 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 1, i32 3
  %112 = load i32, ptr %111, align 8, !tbaa !12
  %113 = icmp sgt i32 %112, 0
  br i1 %113, label %114, label %124

114:                                              ; preds = %107, %114
  %115 = phi i32 [ %119, %114 ], [ 0, %107 ]
  %116 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 1, i32 2, i32 %115
  %117 = load i32, ptr %116, align 4, !tbaa !13
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %117) #4
  %119 = add nuw nsw i32 %115, 1
  %120 = load i32, ptr %111, align 8, !tbaa !12
  %121 = icmp slt i32 %119, %120
  %122 = icmp ult i32 %115, 3
  %123 = and i1 %122, %121
  br i1 %123, label %114, label %124, !llvm.loop !18

124:                                              ; preds = %114, %107
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #4
  %126 = load i64, ptr %11, align 8, !tbaa !4
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, ptr noundef nonnull %9, i64 noundef %126) #4
  %128 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 2, i32 3
  %129 = load i32, ptr %128, align 8, !tbaa !12
  %130 = icmp sgt i32 %129, 0
  br i1 %130, label %131, label %141

131:                                              ; preds = %124, %131
  %132 = phi i32 [ %136, %131 ], [ 0, %124 ]
  %133 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 2, i32 2, i32 %132
  %134 = load i32, ptr %133, align 4, !tbaa !13
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %134) #4
  %136 = add nuw nsw i32 %132, 1
  %137 = load i32, ptr %128, align 8, !tbaa !12
  %138 = icmp slt i32 %136, %137
  %139 = icmp ult i32 %132, 3
  %140 = and i1 %139, %138
  br i1 %140, label %131, label %141, !llvm.loop !18

141:                                              ; preds = %131, %124
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #4
  %143 = load i32, ptr %12, align 8, !tbaa !10
  %144 = icmp sgt i32 %143, 1
  br i1 %144, label %75, label %94

145:                                              ; preds = %67, %145
  %146 = phi i32 [ %150, %145 ], [ 0, %67 ]
  %147 = getelementptr inbounds [3 x %struct.account], ptr %1, i32 0, i32 0, i32 2, i32 %146
  %148 = load i32, ptr %147, align 4, !tbaa !13
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %148) #4
  %150 = add nuw nsw i32 %146, 1
  %151 = load i32, ptr %72, align 8, !tbaa !12
  %152 = icmp slt i32 %150, %151
  %153 = icmp ult i32 %146, 3
  %154 = and i1 %153, %152
  br i1 %154, label %145, label %107, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare ptr @strcpy(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
