; ModuleID = 'tests/programs/calloc_realloc.c'
source_filename = "tests/programs/calloc_realloc.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"calloc nonzero %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"vec len %d cap %d sum %lld last %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"shrunk keeps %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"grow\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"ing \00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"a \00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"string \00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"with \00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"realloc\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"%s (%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"from NULL\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [20 x i8] c"calloc double %.1f\0A\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"oom\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x ptr], align 8
  %2 = tail call ptr @calloc(i64 noundef 1000, i64 noundef 4) #5
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %17, %3 ]
  %5 = phi <4 x i32> [ zeroinitializer, %0 ], [ %15, %3 ]
  %6 = phi <4 x i32> [ zeroinitializer, %0 ], [ %16, %3 ]
  %7 = getelementptr inbounds i32, ptr %2, i64 %4
  %8 = load <4 x i32>, ptr %7, align 4, !tbaa !5
  %9 = getelementptr inbounds i32, ptr %7, i64 4
  %10 = load <4 x i32>, ptr %9, align 4, !tbaa !5
  %11 = icmp ne <4 x i32> %8, zeroinitializer
  %12 = icmp ne <4 x i32> %10, zeroinitializer
  %13 = zext <4 x i1> %11 to <4 x i32>
  %14 = zext <4 x i1> %12 to <4 x i32>
  %15 = add <4 x i32> %5, %13
  %16 = add <4 x i32> %6, %14
  %17 = add nuw i64 %4, 8
  %18 = icmp eq i64 %17, 1000
  br i1 %18, label %19, label %3, !llvm.loop !9

19:                                               ; preds = %3
  %20 = add <4 x i32> %16, %15
  %21 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %20)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %21) #5
  tail call void @free(ptr noundef nonnull %2) #5
  br label %92

23:                                               ; preds = %111, %23
  %24 = phi i64 [ %35, %23 ], [ 0, %111 ]
  %25 = phi <4 x i64> [ %33, %23 ], [ zeroinitializer, %111 ]
  %26 = phi <4 x i64> [ %34, %23 ], [ zeroinitializer, %111 ]
  %27 = getelementptr inbounds i32, ptr %112, i64 %24
  %28 = load <4 x i32>, ptr %27, align 4, !tbaa !5
  %29 = getelementptr inbounds i32, ptr %27, i64 4
  %30 = load <4 x i32>, ptr %29, align 4, !tbaa !5
  %31 = sext <4 x i32> %28 to <4 x i64>
  %32 = sext <4 x i32> %30 to <4 x i64>
  %33 = add <4 x i64> %25, %31
  %34 = add <4 x i64> %26, %32
  %35 = add nuw i64 %24, 8
  %36 = icmp eq i64 %35, 1000
  br i1 %36, label %37, label %23, !llvm.loop !13

37:                                               ; preds = %23
  %38 = add <4 x i64> %34, %33
  %39 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %38)
  %40 = getelementptr inbounds i32, ptr %112, i64 999
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 1000, i32 noundef %113, i64 noundef %39, i32 noundef %41) #5
  %43 = tail call ptr @realloc(ptr noundef nonnull %112, i64 noundef 40) #5
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = getelementptr inbounds i32, ptr %43, i64 9
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %44, i32 noundef %46) #5
  tail call void @free(ptr noundef nonnull %43) #5
  %48 = tail call i64 @strlen(ptr noundef nonnull @.str.3) #5
  %49 = add i64 %48, 1
  %50 = tail call ptr @realloc(ptr noundef null, i64 noundef %49) #5
  %51 = tail call ptr @memcpy(ptr noundef %50, ptr noundef nonnull @.str.3, i64 noundef %49) #5
  %52 = tail call i64 @strlen(ptr noundef nonnull @.str.4) #5
  %53 = add i64 %52, %48
  %54 = add i64 %53, 1
  %55 = tail call ptr @realloc(ptr noundef %50, i64 noundef %54) #5
  %56 = getelementptr inbounds i8, ptr %55, i64 %48
  %57 = add i64 %52, 1
  %58 = tail call ptr @memcpy(ptr noundef %56, ptr noundef nonnull @.str.4, i64 noundef %57) #5
  %59 = tail call i64 @strlen(ptr noundef nonnull @.str.5) #5
  %60 = add i64 %59, %53
  %61 = add i64 %60, 1
  %62 = tail call ptr @realloc(ptr noundef %55, i64 noundef %61) #5
  %63 = getelementptr inbounds i8, ptr %62, i64 %53
  %64 = add i64 %59, 1
  %65 = tail call ptr @memcpy(ptr noundef %63, ptr noundef nonnull @.str.5, i64 noundef %64) #5
  %66 = tail call i64 @strlen(ptr noundef nonnull @.str.6) #5
  %67 = add i64 %66, %60
  %68 = add i64 %67, 1
  %69 = tail call ptr @realloc(ptr noundef %62, i64 noundef %68) #5
  %70 = getelementptr inbounds i8, ptr %69, i64 %60
  %71 = add i64 %66, 1
  %72 = tail call ptr @memcpy(ptr noundef %70, ptr noundef nonnull @.str.6, i64 noundef %71) #5
  %73 = tail call i64 @strlen(ptr noundef nonnull @.str.7) #5
  %74 = add i64 %73, %67
  %75 = add i64 %74, 1
  %76 = tail call ptr @realloc(ptr noundef %69, i64 noundef %75) #5
  %77 = getelementptr inbounds i8, ptr %76, i64 %67
  %78 = add i64 %73, 1
  %79 = tail call ptr @memcpy(ptr noundef %77, ptr noundef nonnull @.str.7, i64 noundef %78) #5
  %80 = tail call i64 @strlen(ptr noundef nonnull @.str.8) #5
  %81 = add i64 %80, %74
  %82 = add i64 %81, 1
  %83 = tail call ptr @realloc(ptr noundef %76, i64 noundef %82) #5
  %84 = getelementptr inbounds i8, ptr %83, i64 %74
  %85 = add i64 %80, 1
  %86 = tail call ptr @memcpy(ptr noundef %84, ptr noundef nonnull @.str.8, i64 noundef %85) #5
  %87 = trunc i64 %81 to i32
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, ptr noundef %83, i32 noundef %87) #5
  tail call void @free(ptr noundef %83) #5
  %89 = tail call ptr @realloc(ptr noundef null, i64 noundef 16) #5
  %90 = tail call ptr @strcpy(ptr noundef %89, ptr noundef nonnull @.str.10) #5
  %91 = tail call i32 @puts(ptr noundef %89) #5
  tail call void @free(ptr noundef %89) #5
  tail call void @free(ptr noundef null) #5
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #6
  br label %117

92:                                               ; preds = %19, %111
  %93 = phi i64 [ 0, %19 ], [ %114, %111 ]
  %94 = phi i32 [ 0, %19 ], [ %113, %111 ]
  %95 = phi ptr [ null, %19 ], [ %112, %111 ]
  %96 = trunc i64 %93 to i32
  %97 = mul nuw nsw i32 %96, 3
  %98 = zext i32 %94 to i64
  %99 = icmp eq i64 %93, %98
  br i1 %99, label %100, label %111

100:                                              ; preds = %92
  %101 = icmp eq i64 %93, 0
  %102 = trunc i64 %93 to i32
  %103 = shl i32 %102, 1
  %104 = select i1 %101, i32 1, i32 %103
  %105 = zext i32 %104 to i64
  %106 = shl nuw nsw i64 %105, 2
  %107 = tail call ptr @realloc(ptr noundef %95, i64 noundef %106) #5
  %108 = icmp eq ptr %107, null
  br i1 %108, label %109, label %111

109:                                              ; preds = %100
  %110 = tail call i32 @puts(ptr noundef nonnull @.str.13) #5
  tail call void @exit(i32 noundef 2) #7
  unreachable

111:                                              ; preds = %100, %92
  %112 = phi ptr [ %95, %92 ], [ %107, %100 ]
  %113 = phi i32 [ %94, %92 ], [ %104, %100 ]
  %114 = add nuw nsw i64 %93, 1
  %115 = getelementptr inbounds i32, ptr %112, i64 %93
  store i32 %97, ptr %115, align 4, !tbaa !5
  %116 = icmp eq i64 %114, 1000
  br i1 %116, label %23, label %92, !llvm.loop !14

117:                                              ; preds = %37, %117
  %118 = phi i64 [ 0, %37 ], [ %125, %117 ]
  %119 = mul nuw nsw i64 %118, 13
  %120 = add nuw nsw i64 %119, 1
  %121 = tail call ptr @malloc(i64 noundef %120) #5
  %122 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %118
  store ptr %121, ptr %122, align 8, !tbaa !15
  %123 = trunc i64 %118 to i32
  %124 = tail call ptr @memset(ptr noundef %121, i32 noundef %123, i64 noundef %120) #5
  %125 = add nuw nsw i64 %118, 1
  %126 = icmp eq i64 %125, 64
  br i1 %126, label %260, label %117, !llvm.loop !17

127:                                              ; preds = %325
  %128 = load ptr, ptr %1, align 8, !tbaa !15
  tail call void @free(ptr noundef %128) #5
  %129 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 2
  %130 = load ptr, ptr %129, align 8, !tbaa !15
  tail call void @free(ptr noundef %130) #5
  %131 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 4
  %132 = load ptr, ptr %131, align 8, !tbaa !15
  tail call void @free(ptr noundef %132) #5
  %133 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 6
  %134 = load ptr, ptr %133, align 8, !tbaa !15
  tail call void @free(ptr noundef %134) #5
  %135 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !15
  tail call void @free(ptr noundef %136) #5
  %137 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 10
  %138 = load ptr, ptr %137, align 8, !tbaa !15
  tail call void @free(ptr noundef %138) #5
  %139 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 12
  %140 = load ptr, ptr %139, align 8, !tbaa !15
  tail call void @free(ptr noundef %140) #5
  %141 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 14
  %142 = load ptr, ptr %141, align 8, !tbaa !15
  tail call void @free(ptr noundef %142) #5
  %143 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 16
  %144 = load ptr, ptr %143, align 8, !tbaa !15
  tail call void @free(ptr noundef %144) #5
  %145 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 18
  %146 = load ptr, ptr %145, align 8, !tbaa !15
  tail call void @free(ptr noundef %146) #5
  %147 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 20
  %148 = load ptr, ptr %147, align 8, !tbaa !15
  tail call void @free(ptr noundef %148) #5
  %149 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 22
  %150 = load ptr, ptr %149, align 8, !tbaa !15
  tail call void @free(ptr noundef %150) #5
  %151 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 24
  %152 = load ptr, ptr %151, align 8, !tbaa !15
  tail call void @free(ptr noundef %152) #5
  %153 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 26
  %154 = load ptr, ptr %153, align 8, !tbaa !15
  tail call void @free(ptr noundef %154) #5
  %155 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 28
  %156 = load ptr, ptr %155, align 8, !tbaa !15
  tail call void @free(ptr noundef %156) #5
  %157 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 30
  %158 = load ptr, ptr %157, align 8, !tbaa !15
  tail call void @free(ptr noundef %158) #5
  %159 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 32
  %160 = load ptr, ptr %159, align 8, !tbaa !15
  tail call void @free(ptr noundef %160) #5
  %161 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 34
  %162 = load ptr, ptr %161, align 8, !tbaa !15
  tail call void @free(ptr noundef %162) #5
  %163 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 36
  %164 = load ptr, ptr %163, align 8, !tbaa !15
  tail call void @free(ptr noundef %164) #5
  %165 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 38
  %166 = load ptr, ptr %165, align 8, !tbaa !15
  tail call void @free(ptr noundef %166) #5
  %167 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 40
  %168 = load ptr, ptr %167, align 8, !tbaa !15
  tail call void @free(ptr noundef %168) #5
  %169 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 42
  %170 = load ptr, ptr %169, align 8, !tbaa !15
  tail call void @free(ptr noundef %170) #5
  %171 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 44
  %172 = load ptr, ptr %171, align 8, !tbaa !15
  tail call void @free(ptr noundef %172) #5
  %173 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 46
  %174 = load ptr, ptr %173, align 8, !tbaa !15
  tail call void @free(ptr noundef %174) #5
  %175 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 48
  %176 = load ptr, ptr %175, align 8, !tbaa !15
  tail call void @free(ptr noundef %176) #5
  %177 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 50
  %178 = load ptr, ptr %177, align 8, !tbaa !15
  tail call void @free(ptr noundef %178) #5
  %179 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 52
  %180 = load ptr, ptr %179, align 8, !tbaa !15
  tail call void @free(ptr noundef %180) #5
  %181 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 54
  %182 = load ptr, ptr %181, align 8, !tbaa !15
  tail call void @free(ptr noundef %182) #5
  %183 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 56
  %184 = load ptr, ptr %183, align 8, !tbaa !15
  tail call void @free(ptr noundef %184) #5
  %185 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 58
  %186 = load ptr, ptr %185, align 8, !tbaa !15
  tail call void @free(ptr noundef %186) #5
  %187 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 60
  %188 = load ptr, ptr %187, align 8, !tbaa !15
  tail call void @free(ptr noundef %188) #5
  %189 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 62
  %190 = load ptr, ptr %189, align 8, !tbaa !15
  tail call void @free(ptr noundef %190) #5
  %191 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 1
  %192 = load ptr, ptr %191, align 8, !tbaa !15
  tail call void @free(ptr noundef %192) #5
  %193 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 3
  %194 = load ptr, ptr %193, align 8, !tbaa !15
  tail call void @free(ptr noundef %194) #5
  %195 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 5
  %196 = load ptr, ptr %195, align 8, !tbaa !15
  tail call void @free(ptr noundef %196) #5
  %197 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 7
  %198 = load ptr, ptr %197, align 8, !tbaa !15
  tail call void @free(ptr noundef %198) #5
  %199 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 9
  %200 = load ptr, ptr %199, align 8, !tbaa !15
  tail call void @free(ptr noundef %200) #5
  %201 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 11
  %202 = load ptr, ptr %201, align 8, !tbaa !15
  tail call void @free(ptr noundef %202) #5
  %203 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 13
  %204 = load ptr, ptr %203, align 8, !tbaa !15
  tail call void @free(ptr noundef %204) #5
  %205 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 15
  %206 = load ptr, ptr %205, align 8, !tbaa !15
  tail call void @free(ptr noundef %206) #5
  %207 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 17
  %208 = load ptr, ptr %207, align 8, !tbaa !15
  tail call void @free(ptr noundef %208) #5
  %209 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 19
  %210 = load ptr, ptr %209, align 8, !tbaa !15
  tail call void @free(ptr noundef %210) #5
  %211 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 21
  %212 = load ptr, ptr %211, align 8, !tbaa !15
  tail call void @free(ptr noundef %212) #5
  %213 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 23
  %214 = load ptr, ptr %213, align 8, !tbaa !15
  tail call void @free(ptr noundef %214) #5
  %215 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 25
  %216 = load ptr, ptr %215, align 8, !tbaa !15
  tail call void @free(ptr noundef %216) #5
  %217 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 27
  %218 = load ptr, ptr %217, align 8, !tbaa !15
  tail call void @free(ptr noundef %218) #5
  %219 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 29
  %220 = load ptr, ptr %219, align 8, !tbaa !15
  tail call void @free(ptr noundef %220) #5
  %221 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 31
  %222 = load ptr, ptr %221, align 8, !tbaa !15
  tail call void @free(ptr noundef %222) #5
  %223 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 33
  %224 = load ptr, ptr %223, align 8, !tbaa !15
  tail call void @free(ptr noundef %224) #5
  %225 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 35
  %226 = load ptr, ptr %225, align 8, !tbaa !15
  tail call void @free(ptr noundef %226) #5
  %227 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 37
  %228 = load ptr, ptr %227, align 8, !tbaa !15
  tail call void @free(ptr noundef %228) #5
  %229 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 39
  %230 = load ptr, ptr %229, align 8, !tbaa !15
  tail call void @free(ptr noundef %230) #5
  %231 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 41
  %232 = load ptr, ptr %231, align 8, !tbaa !15
  tail call void @free(ptr noundef %232) #5
  %233 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 43
  %234 = load ptr, ptr %233, align 8, !tbaa !15
  tail call void @free(ptr noundef %234) #5
  %235 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 45
  %236 = load ptr, ptr %235, align 8, !tbaa !15
  tail call void @free(ptr noundef %236) #5
  %237 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 47
  %238 = load ptr, ptr %237, align 8, !tbaa !15
  tail call void @free(ptr noundef %238) #5
  %239 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 49
  %240 = load ptr, ptr %239, align 8, !tbaa !15
  tail call void @free(ptr noundef %240) #5
  %241 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 51
  %242 = load ptr, ptr %241, align 8, !tbaa !15
  tail call void @free(ptr noundef %242) #5
  %243 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 53
  %244 = load ptr, ptr %243, align 8, !tbaa !15
  tail call void @free(ptr noundef %244) #5
  %245 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 55
  %246 = load ptr, ptr %245, align 8, !tbaa !15
  tail call void @free(ptr noundef %246) #5
  %247 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 57
  %248 = load ptr, ptr %247, align 8, !tbaa !15
  tail call void @free(ptr noundef %248) #5
  %249 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 59
  %250 = load ptr, ptr %249, align 8, !tbaa !15
  tail call void @free(ptr noundef %250) #5
  %251 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 61
  %252 = load ptr, ptr %251, align 8, !tbaa !15
  tail call void @free(ptr noundef %252) #5
  %253 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 63
  %254 = load ptr, ptr %253, align 8, !tbaa !15
  tail call void @free(ptr noundef %254) #5
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef %326) #5
  %256 = tail call ptr @calloc(i64 noundef 8, i64 noundef 8) #5
  %257 = getelementptr inbounds double, ptr %256, i64 7
  %258 = load double, ptr %257, align 8, !tbaa !18
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %258) #5
  tail call void @free(ptr noundef %256) #5
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #6
  ret i32 0

260:                                              ; preds = %117, %325
  %261 = phi i64 [ %327, %325 ], [ 0, %117 ]
  %262 = phi i64 [ %328, %325 ], [ 1, %117 ]
  %263 = phi i32 [ %326, %325 ], [ 0, %117 ]
  %264 = mul nuw nsw i64 %261, 13
  %265 = add nuw i64 %264, 1
  %266 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %261
  %267 = load ptr, ptr %266, align 8, !tbaa !15
  %268 = trunc i64 %261 to i8
  %269 = icmp ult i64 %264, 7
  br i1 %269, label %322, label %270

270:                                              ; preds = %260
  %271 = icmp ult i64 %264, 31
  br i1 %271, label %302, label %272

272:                                              ; preds = %270
  %273 = and i64 %265, -32
  %274 = insertelement <16 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %263, i64 0
  %275 = insertelement <16 x i8> poison, i8 %268, i64 0
  %276 = shufflevector <16 x i8> %275, <16 x i8> poison, <16 x i32> zeroinitializer
  %277 = insertelement <16 x i8> poison, i8 %268, i64 0
  %278 = shufflevector <16 x i8> %277, <16 x i8> poison, <16 x i32> zeroinitializer
  br label %279

279:                                              ; preds = %279, %272
  %280 = phi i64 [ 0, %272 ], [ %293, %279 ]
  %281 = phi <16 x i32> [ %274, %272 ], [ %291, %279 ]
  %282 = phi <16 x i32> [ zeroinitializer, %272 ], [ %292, %279 ]
  %283 = getelementptr inbounds i8, ptr %267, i64 %280
  %284 = load <16 x i8>, ptr %283, align 1, !tbaa !20
  %285 = getelementptr inbounds i8, ptr %283, i64 16
  %286 = load <16 x i8>, ptr %285, align 1, !tbaa !20
  %287 = icmp ne <16 x i8> %284, %276
  %288 = icmp ne <16 x i8> %286, %278
  %289 = zext <16 x i1> %287 to <16 x i32>
  %290 = zext <16 x i1> %288 to <16 x i32>
  %291 = add <16 x i32> %281, %289
  %292 = add <16 x i32> %282, %290
  %293 = add nuw i64 %280, 32
  %294 = icmp eq i64 %293, %273
  br i1 %294, label %295, label %279, !llvm.loop !21

295:                                              ; preds = %279
  %296 = add <16 x i32> %292, %291
  %297 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %296)
  %298 = icmp eq i64 %265, %273
  br i1 %298, label %325, label %299

299:                                              ; preds = %295
  %300 = and i64 %265, 24
  %301 = icmp eq i64 %300, 0
  br i1 %301, label %322, label %302

302:                                              ; preds = %270, %299
  %303 = phi i32 [ %263, %270 ], [ %297, %299 ]
  %304 = phi i64 [ 0, %270 ], [ %273, %299 ]
  %305 = and i64 %265, -8
  %306 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %303, i64 0
  %307 = insertelement <8 x i8> poison, i8 %268, i64 0
  %308 = shufflevector <8 x i8> %307, <8 x i8> poison, <8 x i32> zeroinitializer
  br label %309

309:                                              ; preds = %309, %302
  %310 = phi i64 [ %304, %302 ], [ %317, %309 ]
  %311 = phi <8 x i32> [ %306, %302 ], [ %316, %309 ]
  %312 = getelementptr inbounds i8, ptr %267, i64 %310
  %313 = load <8 x i8>, ptr %312, align 1, !tbaa !20
  %314 = icmp ne <8 x i8> %313, %308
  %315 = zext <8 x i1> %314 to <8 x i32>
  %316 = add <8 x i32> %311, %315
  %317 = add nuw i64 %310, 8
  %318 = icmp eq i64 %317, %305
  br i1 %318, label %319, label %309, !llvm.loop !22

319:                                              ; preds = %309
  %320 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %316)
  %321 = icmp eq i64 %265, %305
  br i1 %321, label %325, label %322

322:                                              ; preds = %260, %299, %319
  %323 = phi i64 [ 0, %260 ], [ %273, %299 ], [ %305, %319 ]
  %324 = phi i32 [ %263, %260 ], [ %297, %299 ], [ %320, %319 ]
  br label %330

325:                                              ; preds = %330, %319, %295
  %326 = phi i32 [ %297, %295 ], [ %320, %319 ], [ %337, %330 ]
  %327 = add nuw nsw i64 %261, 1
  %328 = add nuw nsw i64 %262, 13
  %329 = icmp eq i64 %327, 64
  br i1 %329, label %127, label %260, !llvm.loop !23

330:                                              ; preds = %322, %330
  %331 = phi i64 [ %338, %330 ], [ %323, %322 ]
  %332 = phi i32 [ %337, %330 ], [ %324, %322 ]
  %333 = getelementptr inbounds i8, ptr %267, i64 %331
  %334 = load i8, ptr %333, align 1, !tbaa !20
  %335 = icmp ne i8 %334, %268
  %336 = zext i1 %335 to i32
  %337 = add nsw i32 %332, %336
  %338 = add nuw nsw i64 %331, 1
  %339 = icmp eq i64 %338, %262
  br i1 %339, label %325, label %330, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare void @free(ptr noundef) local_unnamed_addr #2

declare ptr @realloc(ptr noundef, i64 noundef) local_unnamed_addr #2

declare i64 @strlen(ptr noundef) local_unnamed_addr #2

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare ptr @strcpy(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @puts(ptr noundef) local_unnamed_addr #2

declare ptr @malloc(i64 noundef) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: noreturn
declare void @exit(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #4

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { noreturn "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin noreturn nounwind "no-builtins" }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11, !12}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = distinct !{!17, !10}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !7, i64 0}
!20 = !{!7, !7, i64 0}
!21 = distinct !{!21, !10, !11, !12}
!22 = distinct !{!22, !10, !11, !12}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10, !12, !11}
