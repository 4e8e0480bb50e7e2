; ModuleID = 'tests/programs/hashtable.c'
source_filename = "tests/programs/hashtable.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.table = type { ptr, i32, i32 }
%struct.entry = type { ptr, i32 }

@.str = private unnamed_addr constant [81 x i8] c"the cat and the dog and the bird saw a cat chase the other cat while a dog slept\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"dog\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"bird\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"fish\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"slept\00", align 1
@__const.main.probe = private unnamed_addr constant [7 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 4
@.str.8 = private unnamed_addr constant [7 x i8] c"%s=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"%s missing\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"count %d cap %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"key%d\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"bulk ok %d count %d cap %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.table, align 4
  %2 = alloca [32 x i8], align 1
  %3 = alloca [16 x i8], align 1
  %4 = alloca [16 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %1) #4
  %5 = tail call ptr @calloc(i32 noundef 4, i32 noundef 8) #5
  store ptr %5, ptr %1, align 4, !tbaa !4
  %6 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 1
  store i32 4, ptr %6, align 4, !tbaa !10
  %7 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 2
  store i32 0, ptr %7, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #4
  br label %8

8:                                                ; preds = %65, %0
  %9 = phi i32 [ 0, %0 ], [ %66, %65 ]
  %10 = phi ptr [ @.str, %0 ], [ %67, %65 ]
  %11 = load i8, ptr %10, align 1, !tbaa !12
  switch i8 %11, label %60 [
    i8 32, label %12
    i8 0, label %12
  ]

12:                                               ; preds = %8, %8
  %13 = icmp eq i32 %9, 0
  br i1 %13, label %54, label %14

14:                                               ; preds = %12
  %15 = getelementptr inbounds [32 x i8], ptr %2, i32 0, i32 %9
  store i8 0, ptr %15, align 1, !tbaa !12
  %16 = load i8, ptr %2, align 1, !tbaa !12
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %14, %18
  %19 = phi i8 [ %26, %18 ], [ %16, %14 ]
  %20 = phi i32 [ %25, %18 ], [ -2128831035, %14 ]
  %21 = phi ptr [ %22, %18 ], [ %2, %14 ]
  %22 = getelementptr inbounds i8, ptr %21, i32 1
  %23 = zext i8 %19 to i32
  %24 = xor i32 %20, %23
  %25 = mul i32 %24, 16777619
  %26 = load i8, ptr %22, align 1, !tbaa !12
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %28, label %18, !llvm.loop !13

28:                                               ; preds = %18, %14
  %29 = phi i32 [ -2128831035, %14 ], [ %25, %18 ]
  %30 = load i32, ptr %6, align 4, !tbaa !10
  %31 = add i32 %30, -1
  %32 = and i32 %31, %29
  %33 = load ptr, ptr %1, align 4, !tbaa !4
  %34 = getelementptr inbounds %struct.entry, ptr %33, i32 %32
  %35 = load ptr, ptr %34, align 4, !tbaa !15
  %36 = icmp eq ptr %35, null
  br i1 %36, label %51, label %37

37:                                               ; preds = %28, %45
  %38 = phi ptr [ %49, %45 ], [ %35, %28 ]
  %39 = phi i32 [ %47, %45 ], [ %32, %28 ]
  %40 = call i32 @strcmp(ptr noundef nonnull %38, ptr noundef nonnull %2) #5
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %45

42:                                               ; preds = %37
  %43 = getelementptr inbounds %struct.entry, ptr %33, i32 %39, i32 1
  %44 = load i32, ptr %43, align 4, !tbaa !17
  br label %51

45:                                               ; preds = %37
  %46 = add i32 %39, 1
  %47 = and i32 %46, %31
  %48 = getelementptr inbounds %struct.entry, ptr %33, i32 %47
  %49 = load ptr, ptr %48, align 4, !tbaa !15
  %50 = icmp eq ptr %49, null
  br i1 %50, label %51, label %37, !llvm.loop !18

51:                                               ; preds = %45, %28, %42
  %52 = phi i32 [ 0, %28 ], [ %44, %42 ], [ 0, %45 ]
  %53 = add nsw i32 %52, 1
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %53) #6
  br label %54

54:                                               ; preds = %51, %12
  %55 = icmp eq i8 %11, 0
  br i1 %55, label %56, label %65

56:                                               ; preds = %54
  %57 = load i32, ptr %6, align 4, !tbaa !10
  %58 = add i32 %57, -1
  %59 = load ptr, ptr %1, align 4, !tbaa !4
  br label %71

60:                                               ; preds = %8
  %61 = icmp slt i32 %9, 31
  br i1 %61, label %62, label %65

62:                                               ; preds = %60
  %63 = add nsw i32 %9, 1
  %64 = getelementptr inbounds [32 x i8], ptr %2, i32 0, i32 %9
  store i8 %11, ptr %64, align 1, !tbaa !12
  br label %65

65:                                               ; preds = %54, %62, %60
  %66 = phi i32 [ 0, %54 ], [ %63, %62 ], [ %9, %60 ]
  %67 = getelementptr inbounds i8, ptr %10, i32 1
  br label %8

68:                                               ; preds = %110
  %69 = load i32, ptr %7, align 4, !tbaa !11
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %69, i32 noundef %57) #5
  br label %117

71:                                               ; preds = %56, %110
  %72 = phi i32 [ 0, %56 ], [ %111, %110 ]
  %73 = getelementptr inbounds [7 x ptr], ptr @__const.main.probe, i32 0, i32 %72
  %74 = load ptr, ptr %73, align 4, !tbaa !19
  %75 = load i8, ptr %74, align 1, !tbaa !12
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %87, label %77

77:                                               ; preds = %71, %77
  %78 = phi i8 [ %85, %77 ], [ %75, %71 ]
  %79 = phi i32 [ %84, %77 ], [ -2128831035, %71 ]
  %80 = phi ptr [ %81, %77 ], [ %74, %71 ]
  %81 = getelementptr inbounds i8, ptr %80, i32 1
  %82 = zext i8 %78 to i32
  %83 = xor i32 %79, %82
  %84 = mul i32 %83, 16777619
  %85 = load i8, ptr %81, align 1, !tbaa !12
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %87, label %77, !llvm.loop !13

87:                                               ; preds = %77, %71
  %88 = phi i32 [ -2128831035, %71 ], [ %84, %77 ]
  %89 = and i32 %58, %88
  %90 = getelementptr inbounds %struct.entry, ptr %59, i32 %89
  %91 = load ptr, ptr %90, align 4, !tbaa !15
  %92 = icmp eq ptr %91, null
  br i1 %92, label %108, label %93

93:                                               ; preds = %87, %98
  %94 = phi ptr [ %102, %98 ], [ %91, %87 ]
  %95 = phi i32 [ %100, %98 ], [ %89, %87 ]
  %96 = call i32 @strcmp(ptr noundef nonnull %94, ptr noundef nonnull %74) #5
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %104, label %98

98:                                               ; preds = %93
  %99 = add i32 %95, 1
  %100 = and i32 %99, %58
  %101 = getelementptr inbounds %struct.entry, ptr %59, i32 %100
  %102 = load ptr, ptr %101, align 4, !tbaa !15
  %103 = icmp eq ptr %102, null
  br i1 %103, label %108, label %93, !llvm.loop !18

104:                                              ; preds = %93
  %105 = getelementptr inbounds %struct.entry, ptr %59, i32 %95, i32 1
  %106 = load i32, ptr %105, align 4, !tbaa !17
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull %74, i32 noundef %106) #5
  br label %110

108:                                              ; preds = %98, %87
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, ptr noundef nonnull %74) #5
  br label %110

110:                                              ; preds = %108, %104
  %111 = add nuw nsw i32 %72, 1
  %112 = icmp eq i32 %111, 7
  br i1 %112, label %68, label %71, !llvm.loop !20

113:                                              ; preds = %117
  %114 = load i32, ptr %6, align 4
  %115 = add i32 %114, -1
  %116 = load ptr, ptr %1, align 4
  br label %127

117:                                              ; preds = %68, %117
  %118 = phi i32 [ 0, %68 ], [ %121, %117 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #4
  %119 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull %3, i32 noundef 16, ptr noundef nonnull @.str.11, i32 noundef %118) #5
  %120 = mul nuw nsw i32 %118, %118
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %120) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #4
  %121 = add nuw nsw i32 %118, 1
  %122 = icmp eq i32 %121, 300
  br i1 %122, label %113, label %117, !llvm.loop !21

123:                                              ; preds = %166
  %124 = load i32, ptr %7, align 4, !tbaa !11
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %167, i32 noundef %124, i32 noundef %114) #5
  %126 = icmp eq i32 %114, 0
  br i1 %126, label %170, label %171

127:                                              ; preds = %113, %166
  %128 = phi i32 [ 0, %113 ], [ %168, %166 ]
  %129 = phi i32 [ 1, %113 ], [ %167, %166 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #4
  %130 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull %4, i32 noundef 16, ptr noundef nonnull @.str.11, i32 noundef %128) #5
  %131 = load i8, ptr %4, align 1, !tbaa !12
  %132 = icmp eq i8 %131, 0
  br i1 %132, label %143, label %133

133:                                              ; preds = %127, %133
  %134 = phi i8 [ %141, %133 ], [ %131, %127 ]
  %135 = phi i32 [ %140, %133 ], [ -2128831035, %127 ]
  %136 = phi ptr [ %137, %133 ], [ %4, %127 ]
  %137 = getelementptr inbounds i8, ptr %136, i32 1
  %138 = zext i8 %134 to i32
  %139 = xor i32 %135, %138
  %140 = mul i32 %139, 16777619
  %141 = load i8, ptr %137, align 1, !tbaa !12
  %142 = icmp eq i8 %141, 0
  br i1 %142, label %143, label %133, !llvm.loop !13

143:                                              ; preds = %133, %127
  %144 = phi i32 [ -2128831035, %127 ], [ %140, %133 ]
  %145 = and i32 %115, %144
  %146 = getelementptr inbounds %struct.entry, ptr %116, i32 %145
  %147 = load ptr, ptr %146, align 4, !tbaa !15
  %148 = icmp eq ptr %147, null
  br i1 %148, label %165, label %149

149:                                              ; preds = %143, %154
  %150 = phi ptr [ %158, %154 ], [ %147, %143 ]
  %151 = phi i32 [ %156, %154 ], [ %145, %143 ]
  %152 = call i32 @strcmp(ptr noundef nonnull %150, ptr noundef nonnull %4) #5
  %153 = icmp eq i32 %152, 0
  br i1 %153, label %160, label %154

154:                                              ; preds = %149
  %155 = add i32 %151, 1
  %156 = and i32 %155, %115
  %157 = getelementptr inbounds %struct.entry, ptr %116, i32 %156
  %158 = load ptr, ptr %157, align 4, !tbaa !15
  %159 = icmp eq ptr %158, null
  br i1 %159, label %165, label %149, !llvm.loop !18

160:                                              ; preds = %149
  %161 = getelementptr inbounds %struct.entry, ptr %116, i32 %151, i32 1
  %162 = load i32, ptr %161, align 4, !tbaa !17
  %163 = mul nsw i32 %128, %128
  %164 = icmp eq i32 %162, %163
  br i1 %164, label %166, label %165

165:                                              ; preds = %154, %143, %160
  br label %166

166:                                              ; preds = %165, %160
  %167 = phi i32 [ 0, %165 ], [ %129, %160 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #4
  %168 = add nuw nsw i32 %128, 1
  %169 = icmp eq i32 %168, 300
  br i1 %169, label %123, label %127, !llvm.loop !22

170:                                              ; preds = %171, %123
  call void @free(ptr noundef nonnull %116) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1) #4
  ret i32 0

171:                                              ; preds = %123, %171
  %172 = phi i32 [ %175, %171 ], [ 0, %123 ]
  %173 = getelementptr inbounds %struct.entry, ptr %116, i32 %172
  %174 = load ptr, ptr %173, align 4, !tbaa !15
  call void @free(ptr noundef %174) #5
  %175 = add nuw i32 %172, 1
  %176 = icmp eq i32 %175, %114
  br i1 %176, label %170, label %171, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @calloc(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc void @put(ptr nocapture noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = alloca %struct.table, align 4
  %5 = getelementptr inbounds %struct.table, ptr %0, i32 0, i32 2
  %6 = load i32, ptr %5, align 4, !tbaa !11
  %7 = shl i32 %6, 2
  %8 = add i32 %7, 4
  %9 = getelementptr inbounds %struct.table, ptr %0, i32 0, i32 1
  %10 = load i32, ptr %9, align 4, !tbaa !10
  %11 = mul i32 %10, 3
  %12 = icmp ugt i32 %8, %11
  br i1 %12, label %13, label %41

13:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4) #4
  %14 = shl i32 %10, 1
  %15 = tail call ptr @calloc(i32 noundef %14, i32 noundef 8) #5
  store ptr %15, ptr %4, align 4, !tbaa !4
  %16 = getelementptr inbounds %struct.table, ptr %4, i32 0, i32 1
  %17 = load i32, ptr %9, align 4, !tbaa !10
  %18 = shl i32 %17, 1
  store i32 %18, ptr %16, align 4, !tbaa !10
  %19 = getelementptr inbounds %struct.table, ptr %4, i32 0, i32 2
  store i32 0, ptr %19, align 4, !tbaa !11
  %20 = icmp eq i32 %17, 0
  br i1 %20, label %39, label %21

21:                                               ; preds = %13, %35
  %22 = phi i32 [ %36, %35 ], [ %17, %13 ]
  %23 = phi i32 [ %37, %35 ], [ 0, %13 ]
  %24 = load ptr, ptr %0, align 4, !tbaa !4
  %25 = getelementptr inbounds %struct.entry, ptr %24, i32 %23
  %26 = load ptr, ptr %25, align 4, !tbaa !15
  %27 = icmp eq ptr %26, null
  br i1 %27, label %35, label %28

28:                                               ; preds = %21
  %29 = getelementptr inbounds %struct.entry, ptr %24, i32 %23, i32 1
  %30 = load i32, ptr %29, align 4, !tbaa !17
  call fastcc void @put(ptr noundef nonnull %4, ptr noundef nonnull %26, i32 noundef %30) #6
  %31 = load ptr, ptr %0, align 4, !tbaa !4
  %32 = getelementptr inbounds %struct.entry, ptr %31, i32 %23
  %33 = load ptr, ptr %32, align 4, !tbaa !15
  tail call void @free(ptr noundef %33) #5
  %34 = load i32, ptr %9, align 4, !tbaa !10
  br label %35

35:                                               ; preds = %28, %21
  %36 = phi i32 [ %34, %28 ], [ %22, %21 ]
  %37 = add nuw i32 %23, 1
  %38 = icmp ult i32 %37, %36
  br i1 %38, label %21, label %39, !llvm.loop !24

39:                                               ; preds = %35, %13
  %40 = load ptr, ptr %0, align 4, !tbaa !4
  tail call void @free(ptr noundef %40) #5
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %4, i32 12, i1 false), !tbaa.struct !25
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4) #4
  br label %41

41:                                               ; preds = %39, %3
  %42 = load i8, ptr %1, align 1, !tbaa !12
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %54, label %44

44:                                               ; preds = %41, %44
  %45 = phi i8 [ %52, %44 ], [ %42, %41 ]
  %46 = phi i32 [ %51, %44 ], [ -2128831035, %41 ]
  %47 = phi ptr [ %48, %44 ], [ %1, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1
  %49 = zext i8 %45 to i32
  %50 = xor i32 %46, %49
  %51 = mul i32 %50, 16777619
  %52 = load i8, ptr %48, align 1, !tbaa !12
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %54, label %44, !llvm.loop !13

54:                                               ; preds = %44, %41
  %55 = phi i32 [ -2128831035, %41 ], [ %51, %44 ]
  %56 = load i32, ptr %9, align 4, !tbaa !10
  %57 = add i32 %56, -1
  %58 = and i32 %57, %55
  %59 = load ptr, ptr %0, align 4, !tbaa !4
  %60 = getelementptr inbounds %struct.entry, ptr %59, i32 %58
  %61 = load ptr, ptr %60, align 4, !tbaa !15
  %62 = icmp eq ptr %61, null
  br i1 %62, label %80, label %63

63:                                               ; preds = %54, %71
  %64 = phi ptr [ %78, %71 ], [ %61, %54 ]
  %65 = phi i32 [ %75, %71 ], [ %58, %54 ]
  %66 = tail call i32 @strcmp(ptr noundef nonnull %64, ptr noundef nonnull %1) #5
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %71

68:                                               ; preds = %63
  %69 = load ptr, ptr %0, align 4, !tbaa !4
  %70 = getelementptr inbounds %struct.entry, ptr %69, i32 %65, i32 1
  store i32 %2, ptr %70, align 4, !tbaa !17
  br label %91

71:                                               ; preds = %63
  %72 = add i32 %65, 1
  %73 = load i32, ptr %9, align 4, !tbaa !10
  %74 = add i32 %73, -1
  %75 = and i32 %74, %72
  %76 = load ptr, ptr %0, align 4, !tbaa !4
  %77 = getelementptr inbounds %struct.entry, ptr %76, i32 %75
  %78 = load ptr, ptr %77, align 4, !tbaa !15
  %79 = icmp eq ptr %78, null
  br i1 %79, label %80, label %63, !llvm.loop !27

80:                                               ; preds = %71, %54
  %81 = phi i32 [ %58, %54 ], [ %75, %71 ]
  %82 = tail call i32 @strlen(ptr noundef nonnull %1) #5
  %83 = add i32 %82, 1
  %84 = tail call ptr @malloc(i32 noundef %83) #5
  %85 = tail call ptr @memcpy(ptr noundef %84, ptr noundef nonnull %1, i32 noundef %83) #5
  %86 = load ptr, ptr %0, align 4, !tbaa !4
  %87 = getelementptr inbounds %struct.entry, ptr %86, i32 %81
  store ptr %84, ptr %87, align 4, !tbaa !15
  %88 = getelementptr inbounds %struct.entry, ptr %86, i32 %81, i32 1
  store i32 %2, ptr %88, align 4, !tbaa !17
  %89 = load i32, ptr %5, align 4, !tbaa !11
  %90 = add i32 %89, 1
  store i32 %90, ptr %5, align 4, !tbaa !11
  br label %91

91:                                               ; preds = %80, %68
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare i32 @snprintf(ptr noundef, i32 noundef, ptr noundef, ...) local_unnamed_addr #2

declare void @free(ptr noundef) local_unnamed_addr #2

declare i32 @strcmp(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @strlen(ptr noundef) local_unnamed_addr #2

declare ptr @malloc(i32 noundef) local_unnamed_addr #2

declare ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !6, i64 0}
!5 = !{!"table", !6, i64 0, !9, i64 4, !9, i64 8}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!5, !9, i64 4}
!11 = !{!5, !9, i64 8}
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !6, i64 0}
!16 = !{!"entry", !6, i64 0, !9, i64 4}
!17 = !{!16, !9, i64 4}
!18 = distinct !{!18, !14}
!19 = !{!6, !6, i64 0}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = !{i64 0, i64 4, !19, i64 4, i64 4, !26, i64 8, i64 4, !26}
!26 = !{!9, !9, i64 0}
!27 = distinct !{!27, !14}
