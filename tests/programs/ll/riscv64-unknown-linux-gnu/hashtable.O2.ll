; ModuleID = 'tests/programs/hashtable.c'
source_filename = "tests/programs/hashtable.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.table = type { ptr, i64, i64 }
%struct.entry = type { ptr, i32 }

@.str = private unnamed_addr constant [81 x i8] c"the cat and the dog and the bird saw a cat chase the other cat while a dog slept\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"dog\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"bird\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"fish\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"slept\00", align 1
@__const.main.probe = private unnamed_addr constant [7 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
@.str.8 = private unnamed_addr constant [7 x i8] c"%s=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"%s missing\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"count %d cap %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"key%d\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"bulk ok %d count %d cap %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.table, align 8
  %2 = alloca [32 x i8], align 1
  %3 = alloca [16 x i8], align 1
  %4 = alloca [16 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #4
  %5 = tail call ptr @calloc(i64 noundef 4, i64 noundef 16) #5
  store ptr %5, ptr %1, align 8, !tbaa !6
  %6 = getelementptr inbounds %struct.table, ptr %1, i64 0, i32 1
  store i64 4, ptr %6, align 8, !tbaa !12
  %7 = getelementptr inbounds %struct.table, ptr %1, i64 0, i32 2
  store i64 0, ptr %7, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #4
  br label %8

8:                                                ; preds = %72, %0
  %9 = phi i32 [ 0, %0 ], [ %73, %72 ]
  %10 = phi ptr [ @.str, %0 ], [ %74, %72 ]
  %11 = load i8, ptr %10, align 1, !tbaa !14
  switch i8 %11, label %66 [
    i8 32, label %12
    i8 0, label %12
  ]

12:                                               ; preds = %8, %8
  %13 = icmp eq i32 %9, 0
  br i1 %13, label %59, label %14

14:                                               ; preds = %12
  %15 = sext i32 %9 to i64
  %16 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 %15
  store i8 0, ptr %16, align 1, !tbaa !14
  %17 = load i8, ptr %2, align 1, !tbaa !14
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %31, label %19

19:                                               ; preds = %14, %19
  %20 = phi i8 [ %27, %19 ], [ %17, %14 ]
  %21 = phi i32 [ %26, %19 ], [ -2128831035, %14 ]
  %22 = phi ptr [ %23, %19 ], [ %2, %14 ]
  %23 = getelementptr inbounds i8, ptr %22, i64 1
  %24 = zext i8 %20 to i32
  %25 = xor i32 %21, %24
  %26 = mul i32 %25, 16777619
  %27 = load i8, ptr %23, align 1, !tbaa !14
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %29, label %19, !llvm.loop !15

29:                                               ; preds = %19
  %30 = zext i32 %26 to i64
  br label %31

31:                                               ; preds = %29, %14
  %32 = phi i64 [ 2166136261, %14 ], [ %30, %29 ]
  %33 = load i64, ptr %6, align 8, !tbaa !12
  %34 = add i64 %33, 4294967295
  %35 = and i64 %34, %32
  %36 = load ptr, ptr %1, align 8, !tbaa !6
  %37 = getelementptr inbounds %struct.entry, ptr %36, i64 %35
  %38 = load ptr, ptr %37, align 8, !tbaa !17
  %39 = icmp eq ptr %38, null
  br i1 %39, label %56, label %40

40:                                               ; preds = %31
  %41 = add i64 %33, -1
  br label %42

42:                                               ; preds = %40, %50
  %43 = phi ptr [ %54, %50 ], [ %38, %40 ]
  %44 = phi i64 [ %52, %50 ], [ %35, %40 ]
  %45 = call signext i32 @strcmp(ptr noundef nonnull %43, ptr noundef nonnull %2) #5
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %50

47:                                               ; preds = %42
  %48 = getelementptr inbounds %struct.entry, ptr %36, i64 %44, i32 1
  %49 = load i32, ptr %48, align 8, !tbaa !20
  br label %56

50:                                               ; preds = %42
  %51 = add i64 %44, 1
  %52 = and i64 %51, %41
  %53 = getelementptr inbounds %struct.entry, ptr %36, i64 %52
  %54 = load ptr, ptr %53, align 8, !tbaa !17
  %55 = icmp eq ptr %54, null
  br i1 %55, label %56, label %42, !llvm.loop !21

56:                                               ; preds = %50, %31, %47
  %57 = phi i32 [ 0, %31 ], [ %49, %47 ], [ 0, %50 ]
  %58 = add nsw i32 %57, 1
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef signext %58) #6
  br label %59

59:                                               ; preds = %56, %12
  %60 = icmp eq i8 %11, 0
  br i1 %60, label %61, label %72

61:                                               ; preds = %59
  %62 = load i64, ptr %6, align 8, !tbaa !12
  %63 = add i64 %62, 4294967295
  %64 = load ptr, ptr %1, align 8, !tbaa !6
  %65 = add i64 %62, -1
  br label %80

66:                                               ; preds = %8
  %67 = icmp slt i32 %9, 31
  br i1 %67, label %68, label %72

68:                                               ; preds = %66
  %69 = add nsw i32 %9, 1
  %70 = sext i32 %9 to i64
  %71 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 %70
  store i8 %11, ptr %71, align 1, !tbaa !14
  br label %72

72:                                               ; preds = %59, %68, %66
  %73 = phi i32 [ 0, %59 ], [ %69, %68 ], [ %9, %66 ]
  %74 = getelementptr inbounds i8, ptr %10, i64 1
  br label %8

75:                                               ; preds = %121
  %76 = load i64, ptr %7, align 8, !tbaa !13
  %77 = trunc i64 %76 to i32
  %78 = trunc i64 %62 to i32
  %79 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef signext %77, i32 noundef signext %78) #5
  br label %129

80:                                               ; preds = %61, %121
  %81 = phi i64 [ 0, %61 ], [ %122, %121 ]
  %82 = getelementptr inbounds [7 x ptr], ptr @__const.main.probe, i64 0, i64 %81
  %83 = load ptr, ptr %82, align 8, !tbaa !22
  %84 = load i8, ptr %83, align 1, !tbaa !14
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %98, label %86

86:                                               ; preds = %80, %86
  %87 = phi i8 [ %94, %86 ], [ %84, %80 ]
  %88 = phi i32 [ %93, %86 ], [ -2128831035, %80 ]
  %89 = phi ptr [ %90, %86 ], [ %83, %80 ]
  %90 = getelementptr inbounds i8, ptr %89, i64 1
  %91 = zext i8 %87 to i32
  %92 = xor i32 %88, %91
  %93 = mul i32 %92, 16777619
  %94 = load i8, ptr %90, align 1, !tbaa !14
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %96, label %86, !llvm.loop !15

96:                                               ; preds = %86
  %97 = zext i32 %93 to i64
  br label %98

98:                                               ; preds = %96, %80
  %99 = phi i64 [ 2166136261, %80 ], [ %97, %96 ]
  %100 = and i64 %63, %99
  %101 = getelementptr inbounds %struct.entry, ptr %64, i64 %100
  %102 = load ptr, ptr %101, align 8, !tbaa !17
  %103 = icmp eq ptr %102, null
  br i1 %103, label %119, label %104

104:                                              ; preds = %98, %109
  %105 = phi ptr [ %113, %109 ], [ %102, %98 ]
  %106 = phi i64 [ %111, %109 ], [ %100, %98 ]
  %107 = call signext i32 @strcmp(ptr noundef nonnull %105, ptr noundef nonnull %83) #5
  %108 = icmp eq i32 %107, 0
  br i1 %108, label %115, label %109

109:                                              ; preds = %104
  %110 = add i64 %106, 1
  %111 = and i64 %110, %65
  %112 = getelementptr inbounds %struct.entry, ptr %64, i64 %111
  %113 = load ptr, ptr %112, align 8, !tbaa !17
  %114 = icmp eq ptr %113, null
  br i1 %114, label %119, label %104, !llvm.loop !21

115:                                              ; preds = %104
  %116 = getelementptr inbounds %struct.entry, ptr %64, i64 %106, i32 1
  %117 = load i32, ptr %116, align 8, !tbaa !20
  %118 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull %83, i32 noundef signext %117) #5
  br label %121

119:                                              ; preds = %109, %98
  %120 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, ptr noundef nonnull %83) #5
  br label %121

121:                                              ; preds = %119, %115
  %122 = add nuw nsw i64 %81, 1
  %123 = icmp eq i64 %122, 7
  br i1 %123, label %75, label %80, !llvm.loop !23

124:                                              ; preds = %129
  %125 = load i64, ptr %6, align 8
  %126 = add i64 %125, 4294967295
  %127 = load ptr, ptr %1, align 8
  %128 = add i64 %125, -1
  br label %141

129:                                              ; preds = %75, %129
  %130 = phi i32 [ 0, %75 ], [ %133, %129 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #4
  %131 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %3, i64 noundef 16, ptr noundef nonnull @.str.11, i32 noundef signext %130) #5
  %132 = mul nuw nsw i32 %130, %130
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef signext %132) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #4
  %133 = add nuw nsw i32 %130, 1
  %134 = icmp eq i32 %133, 300
  br i1 %134, label %124, label %129, !llvm.loop !24

135:                                              ; preds = %182
  %136 = load i64, ptr %7, align 8, !tbaa !13
  %137 = trunc i64 %136 to i32
  %138 = trunc i64 %125 to i32
  %139 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef signext %183, i32 noundef signext %137, i32 noundef signext %138) #5
  %140 = icmp eq i64 %125, 0
  br i1 %140, label %186, label %187

141:                                              ; preds = %124, %182
  %142 = phi i32 [ 0, %124 ], [ %184, %182 ]
  %143 = phi i32 [ 1, %124 ], [ %183, %182 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #4
  %144 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %4, i64 noundef 16, ptr noundef nonnull @.str.11, i32 noundef signext %142) #5
  %145 = load i8, ptr %4, align 1, !tbaa !14
  %146 = icmp eq i8 %145, 0
  br i1 %146, label %159, label %147

147:                                              ; preds = %141, %147
  %148 = phi i8 [ %155, %147 ], [ %145, %141 ]
  %149 = phi i32 [ %154, %147 ], [ -2128831035, %141 ]
  %150 = phi ptr [ %151, %147 ], [ %4, %141 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 1
  %152 = zext i8 %148 to i32
  %153 = xor i32 %149, %152
  %154 = mul i32 %153, 16777619
  %155 = load i8, ptr %151, align 1, !tbaa !14
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %157, label %147, !llvm.loop !15

157:                                              ; preds = %147
  %158 = zext i32 %154 to i64
  br label %159

159:                                              ; preds = %157, %141
  %160 = phi i64 [ 2166136261, %141 ], [ %158, %157 ]
  %161 = and i64 %126, %160
  %162 = getelementptr inbounds %struct.entry, ptr %127, i64 %161
  %163 = load ptr, ptr %162, align 8, !tbaa !17
  %164 = icmp eq ptr %163, null
  br i1 %164, label %181, label %165

165:                                              ; preds = %159, %170
  %166 = phi ptr [ %174, %170 ], [ %163, %159 ]
  %167 = phi i64 [ %172, %170 ], [ %161, %159 ]
  %168 = call signext i32 @strcmp(ptr noundef nonnull %166, ptr noundef nonnull %4) #5
  %169 = icmp eq i32 %168, 0
  br i1 %169, label %176, label %170

170:                                              ; preds = %165
  %171 = add i64 %167, 1
  %172 = and i64 %171, %128
  %173 = getelementptr inbounds %struct.entry, ptr %127, i64 %172
  %174 = load ptr, ptr %173, align 8, !tbaa !17
  %175 = icmp eq ptr %174, null
  br i1 %175, label %181, label %165, !llvm.loop !21

176:                                              ; preds = %165
  %177 = getelementptr inbounds %struct.entry, ptr %127, i64 %167, i32 1
  %178 = load i32, ptr %177, align 8, !tbaa !20
  %179 = mul nsw i32 %142, %142
  %180 = icmp eq i32 %178, %179
  br i1 %180, label %182, label %181

181:                                              ; preds = %170, %159, %176
  br label %182

182:                                              ; preds = %181, %176
  %183 = phi i32 [ 0, %181 ], [ %143, %176 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #4
  %184 = add nuw nsw i32 %142, 1
  %185 = icmp eq i32 %184, 300
  br i1 %185, label %135, label %141, !llvm.loop !25

186:                                              ; preds = %187, %135
  call void @free(ptr noundef nonnull %127) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #4
  ret i32 0

187:                                              ; preds = %135, %187
  %188 = phi i64 [ %191, %187 ], [ 0, %135 ]
  %189 = getelementptr inbounds %struct.entry, ptr %127, i64 %188
  %190 = load ptr, ptr %189, align 8, !tbaa !17
  call void @free(ptr noundef %190) #5
  %191 = add nuw i64 %188, 1
  %192 = icmp eq i64 %191, %125
  br i1 %192, label %186, label %187, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc void @put(ptr nocapture noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #0 {
  %4 = alloca %struct.table, align 8
  %5 = getelementptr inbounds %struct.table, ptr %0, i64 0, i32 2
  %6 = load i64, ptr %5, align 8, !tbaa !13
  %7 = shl i64 %6, 2
  %8 = add i64 %7, 4
  %9 = getelementptr inbounds %struct.table, ptr %0, i64 0, i32 1
  %10 = load i64, ptr %9, align 8, !tbaa !12
  %11 = mul i64 %10, 3
  %12 = icmp ugt i64 %8, %11
  br i1 %12, label %13, label %41

13:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #4
  %14 = shl i64 %10, 1
  %15 = tail call ptr @calloc(i64 noundef %14, i64 noundef 16) #5
  store ptr %15, ptr %4, align 8, !tbaa !6
  %16 = getelementptr inbounds %struct.table, ptr %4, i64 0, i32 1
  %17 = load i64, ptr %9, align 8, !tbaa !12
  %18 = shl i64 %17, 1
  store i64 %18, ptr %16, align 8, !tbaa !12
  %19 = getelementptr inbounds %struct.table, ptr %4, i64 0, i32 2
  store i64 0, ptr %19, align 8, !tbaa !13
  %20 = icmp eq i64 %17, 0
  br i1 %20, label %39, label %21

21:                                               ; preds = %13, %35
  %22 = phi i64 [ %36, %35 ], [ %17, %13 ]
  %23 = phi i64 [ %37, %35 ], [ 0, %13 ]
  %24 = load ptr, ptr %0, align 8, !tbaa !6
  %25 = getelementptr inbounds %struct.entry, ptr %24, i64 %23
  %26 = load ptr, ptr %25, align 8, !tbaa !17
  %27 = icmp eq ptr %26, null
  br i1 %27, label %35, label %28

28:                                               ; preds = %21
  %29 = getelementptr inbounds %struct.entry, ptr %24, i64 %23, i32 1
  %30 = load i32, ptr %29, align 8, !tbaa !20
  call fastcc void @put(ptr noundef nonnull %4, ptr noundef nonnull %26, i32 noundef signext %30) #6
  %31 = load ptr, ptr %0, align 8, !tbaa !6
  %32 = getelementptr inbounds %struct.entry, ptr %31, i64 %23
  %33 = load ptr, ptr %32, align 8, !tbaa !17
  tail call void @free(ptr noundef %33) #5
  %34 = load i64, ptr %9, align 8, !tbaa !12
  br label %35

35:                                               ; preds = %28, %21
  %36 = phi i64 [ %34, %28 ], [ %22, %21 ]
  %37 = add nuw i64 %23, 1
  %38 = icmp ult i64 %37, %36
  br i1 %38, label %21, label %39, !llvm.loop !27

39:                                               ; preds = %35, %13
  %40 = load ptr, ptr %0, align 8, !tbaa !6
  tail call void @free(ptr noundef %40) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false), !tbaa.struct !28
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #4
  br label %41

41:                                               ; preds = %39, %3
  %42 = load i8, ptr %1, align 1, !tbaa !14
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %56, label %44

44:                                               ; preds = %41, %44
  %45 = phi i8 [ %52, %44 ], [ %42, %41 ]
  %46 = phi i32 [ %51, %44 ], [ -2128831035, %41 ]
  %47 = phi ptr [ %48, %44 ], [ %1, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i64 1
  %49 = zext i8 %45 to i32
  %50 = xor i32 %46, %49
  %51 = mul i32 %50, 16777619
  %52 = load i8, ptr %48, align 1, !tbaa !14
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %54, label %44, !llvm.loop !15

54:                                               ; preds = %44
  %55 = zext i32 %51 to i64
  br label %56

56:                                               ; preds = %54, %41
  %57 = phi i64 [ 2166136261, %41 ], [ %55, %54 ]
  %58 = load i64, ptr %9, align 8, !tbaa !12
  %59 = add i64 %58, 4294967295
  %60 = and i64 %59, %57
  %61 = load ptr, ptr %0, align 8, !tbaa !6
  %62 = getelementptr inbounds %struct.entry, ptr %61, i64 %60
  %63 = load ptr, ptr %62, align 8, !tbaa !17
  %64 = icmp eq ptr %63, null
  br i1 %64, label %82, label %65

65:                                               ; preds = %56, %73
  %66 = phi ptr [ %80, %73 ], [ %63, %56 ]
  %67 = phi i64 [ %77, %73 ], [ %60, %56 ]
  %68 = tail call signext i32 @strcmp(ptr noundef nonnull %66, ptr noundef nonnull %1) #5
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %73

70:                                               ; preds = %65
  %71 = load ptr, ptr %0, align 8, !tbaa !6
  %72 = getelementptr inbounds %struct.entry, ptr %71, i64 %67, i32 1
  store i32 %2, ptr %72, align 8, !tbaa !20
  br label %93

73:                                               ; preds = %65
  %74 = add i64 %67, 1
  %75 = load i64, ptr %9, align 8, !tbaa !12
  %76 = add i64 %75, -1
  %77 = and i64 %76, %74
  %78 = load ptr, ptr %0, align 8, !tbaa !6
  %79 = getelementptr inbounds %struct.entry, ptr %78, i64 %77
  %80 = load ptr, ptr %79, align 8, !tbaa !17
  %81 = icmp eq ptr %80, null
  br i1 %81, label %82, label %65, !llvm.loop !30

82:                                               ; preds = %73, %56
  %83 = phi i64 [ %60, %56 ], [ %77, %73 ]
  %84 = tail call i64 @strlen(ptr noundef nonnull %1) #5
  %85 = add i64 %84, 1
  %86 = tail call ptr @malloc(i64 noundef %85) #5
  %87 = tail call ptr @memcpy(ptr noundef %86, ptr noundef nonnull %1, i64 noundef %85) #5
  %88 = load ptr, ptr %0, align 8, !tbaa !6
  %89 = getelementptr inbounds %struct.entry, ptr %88, i64 %83
  store ptr %86, ptr %89, align 8, !tbaa !17
  %90 = getelementptr inbounds %struct.entry, ptr %88, i64 %83, i32 1
  store i32 %2, ptr %90, align 8, !tbaa !20
  %91 = load i64, ptr %5, align 8, !tbaa !13
  %92 = add i64 %91, 1
  store i64 %92, ptr %5, align 8, !tbaa !13
  br label %93

93:                                               ; preds = %82, %70
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare signext i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) local_unnamed_addr #2

declare void @free(ptr noundef) local_unnamed_addr #2

declare signext i32 @strcmp(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i64 @strlen(ptr noundef) local_unnamed_addr #2

declare ptr @malloc(i64 noundef) local_unnamed_addr #2

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"table", !8, i64 0, !11, i64 8, !11, i64 16}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = !{!7, !11, i64 16}
!14 = !{!9, !9, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !8, i64 0}
!18 = !{!"entry", !8, i64 0, !19, i64 8}
!19 = !{!"int", !9, i64 0}
!20 = !{!18, !19, i64 8}
!21 = distinct !{!21, !16}
!22 = !{!8, !8, i64 0}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16}
!28 = !{i64 0, i64 8, !22, i64 8, i64 8, !29, i64 16, i64 8, !29}
!29 = !{!11, !11, i64 0}
!30 = distinct !{!30, !16}
