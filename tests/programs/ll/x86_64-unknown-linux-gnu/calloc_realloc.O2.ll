; ModuleID = 'tests/programs/calloc_realloc.c'
source_filename = "tests/programs/calloc_realloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %1 = alloca [64 x ptr], align 16
  %2 = tail call ptr @calloc(i64 noundef 1000, i64 noundef 4) #5
  br label %3

3:                                                ; preds = %19, %0
  %4 = phi i64 [ 0, %0 ], [ %30, %19 ]
  %5 = phi <4 x i32> [ zeroinitializer, %0 ], [ %28, %19 ]
  %6 = phi <4 x i32> [ zeroinitializer, %0 ], [ %29, %19 ]
  %7 = getelementptr inbounds i32, ptr %2, i64 %4
  %8 = load <4 x i32>, ptr %7, align 4, !tbaa !4
  %9 = getelementptr inbounds i32, ptr %7, i64 4
  %10 = load <4 x i32>, ptr %9, align 4, !tbaa !4
  %11 = icmp ne <4 x i32> %8, zeroinitializer
  %12 = icmp ne <4 x i32> %10, zeroinitializer
  %13 = zext <4 x i1> %11 to <4 x i32>
  %14 = zext <4 x i1> %12 to <4 x i32>
  %15 = add <4 x i32> %5, %13
  %16 = add <4 x i32> %6, %14
  %17 = or i64 %4, 8
  %18 = icmp eq i64 %17, 1000
  br i1 %18, label %31, label %19, !llvm.loop !8

19:                                               ; preds = %3
  %20 = getelementptr inbounds i32, ptr %2, i64 %17
  %21 = load <4 x i32>, ptr %20, align 4, !tbaa !4
  %22 = getelementptr inbounds i32, ptr %20, i64 4
  %23 = load <4 x i32>, ptr %22, align 4, !tbaa !4
  %24 = icmp ne <4 x i32> %21, zeroinitializer
  %25 = icmp ne <4 x i32> %23, zeroinitializer
  %26 = zext <4 x i1> %24 to <4 x i32>
  %27 = zext <4 x i1> %25 to <4 x i32>
  %28 = add <4 x i32> %15, %26
  %29 = add <4 x i32> %16, %27
  %30 = add nuw nsw i64 %4, 16
  br label %3

31:                                               ; preds = %3
  %32 = add <4 x i32> %16, %15
  %33 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %32)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %33) #5
  tail call void @free(ptr noundef nonnull %2) #5
  br label %113

35:                                               ; preds = %132, %35
  %36 = phi i64 [ %56, %35 ], [ 0, %132 ]
  %37 = phi <2 x i64> [ %54, %35 ], [ zeroinitializer, %132 ]
  %38 = phi <2 x i64> [ %55, %35 ], [ zeroinitializer, %132 ]
  %39 = getelementptr inbounds i32, ptr %133, i64 %36
  %40 = load <2 x i32>, ptr %39, align 4, !tbaa !4
  %41 = getelementptr inbounds i32, ptr %39, i64 2
  %42 = load <2 x i32>, ptr %41, align 4, !tbaa !4
  %43 = sext <2 x i32> %40 to <2 x i64>
  %44 = sext <2 x i32> %42 to <2 x i64>
  %45 = add <2 x i64> %37, %43
  %46 = add <2 x i64> %38, %44
  %47 = or i64 %36, 4
  %48 = getelementptr inbounds i32, ptr %133, i64 %47
  %49 = load <2 x i32>, ptr %48, align 4, !tbaa !4
  %50 = getelementptr inbounds i32, ptr %48, i64 2
  %51 = load <2 x i32>, ptr %50, align 4, !tbaa !4
  %52 = sext <2 x i32> %49 to <2 x i64>
  %53 = sext <2 x i32> %51 to <2 x i64>
  %54 = add <2 x i64> %45, %52
  %55 = add <2 x i64> %46, %53
  %56 = add nuw nsw i64 %36, 8
  %57 = icmp eq i64 %56, 1000
  br i1 %57, label %58, label %35, !llvm.loop !12

58:                                               ; preds = %35
  %59 = add <2 x i64> %55, %54
  %60 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %59)
  %61 = getelementptr inbounds i32, ptr %133, i64 999
  %62 = load i32, ptr %61, align 4, !tbaa !4
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 1000, i32 noundef %134, i64 noundef %60, i32 noundef %62) #5
  %64 = tail call ptr @realloc(ptr noundef nonnull %133, i64 noundef 40) #5
  %65 = load i32, ptr %64, align 4, !tbaa !4
  %66 = getelementptr inbounds i32, ptr %64, i64 9
  %67 = load i32, ptr %66, align 4, !tbaa !4
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %65, i32 noundef %67) #5
  tail call void @free(ptr noundef nonnull %64) #5
  %69 = tail call i64 @strlen(ptr noundef nonnull @.str.3) #5
  %70 = add i64 %69, 1
  %71 = tail call ptr @realloc(ptr noundef null, i64 noundef %70) #5
  %72 = tail call ptr @memcpy(ptr noundef %71, ptr noundef nonnull @.str.3, i64 noundef %70) #5
  %73 = tail call i64 @strlen(ptr noundef nonnull @.str.4) #5
  %74 = add i64 %73, %69
  %75 = add i64 %74, 1
  %76 = tail call ptr @realloc(ptr noundef %71, i64 noundef %75) #5
  %77 = getelementptr inbounds i8, ptr %76, i64 %69
  %78 = add i64 %73, 1
  %79 = tail call ptr @memcpy(ptr noundef %77, ptr noundef nonnull @.str.4, i64 noundef %78) #5
  %80 = tail call i64 @strlen(ptr noundef nonnull @.str.5) #5
  %81 = add i64 %80, %74
  %82 = add i64 %81, 1
  %83 = tail call ptr @realloc(ptr noundef %76, i64 noundef %82) #5
  %84 = getelementptr inbounds i8, ptr %83, i64 %74
  %85 = add i64 %80, 1
  %86 = tail call ptr @memcpy(ptr noundef %84, ptr noundef nonnull @.str.5, i64 noundef %85) #5
  %87 = tail call i64 @strlen(ptr noundef nonnull @.str.6) #5
  %88 = add i64 %87, %81
  %89 = add i64 %88, 1
  %90 = tail call ptr @realloc(ptr noundef %83, i64 noundef %89) #5
  %91 = getelementptr inbounds i8, ptr %90, i64 %81
  %92 = add i64 %87, 1
  %93 = tail call ptr @memcpy(ptr noundef %91, ptr noundef nonnull @.str.6, i64 noundef %92) #5
  %94 = tail call i64 @strlen(ptr noundef nonnull @.str.7) #5
  %95 = add i64 %94, %88
  %96 = add i64 %95, 1
  %97 = tail call ptr @realloc(ptr noundef %90, i64 noundef %96) #5
  %98 = getelementptr inbounds i8, ptr %97, i64 %88
  %99 = add i64 %94, 1
  %100 = tail call ptr @memcpy(ptr noundef %98, ptr noundef nonnull @.str.7, i64 noundef %99) #5
  %101 = tail call i64 @strlen(ptr noundef nonnull @.str.8) #5
  %102 = add i64 %101, %95
  %103 = add i64 %102, 1
  %104 = tail call ptr @realloc(ptr noundef %97, i64 noundef %103) #5
  %105 = getelementptr inbounds i8, ptr %104, i64 %95
  %106 = add i64 %101, 1
  %107 = tail call ptr @memcpy(ptr noundef %105, ptr noundef nonnull @.str.8, i64 noundef %106) #5
  %108 = trunc i64 %102 to i32
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, ptr noundef %104, i32 noundef %108) #5
  tail call void @free(ptr noundef %104) #5
  %110 = tail call ptr @realloc(ptr noundef null, i64 noundef 16) #5
  %111 = tail call ptr @strcpy(ptr noundef %110, ptr noundef nonnull @.str.10) #5
  %112 = tail call i32 @puts(ptr noundef %110) #5
  tail call void @free(ptr noundef %110) #5
  tail call void @free(ptr noundef null) #5
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #6
  br label %138

113:                                              ; preds = %31, %132
  %114 = phi i64 [ 0, %31 ], [ %135, %132 ]
  %115 = phi i32 [ 0, %31 ], [ %134, %132 ]
  %116 = phi ptr [ null, %31 ], [ %133, %132 ]
  %117 = trunc i64 %114 to i32
  %118 = mul nuw nsw i32 %117, 3
  %119 = zext i32 %115 to i64
  %120 = icmp eq i64 %114, %119
  br i1 %120, label %121, label %132

121:                                              ; preds = %113
  %122 = icmp eq i64 %114, 0
  %123 = trunc i64 %114 to i32
  %124 = shl i32 %123, 1
  %125 = select i1 %122, i32 1, i32 %124
  %126 = zext i32 %125 to i64
  %127 = shl nuw nsw i64 %126, 2
  %128 = tail call ptr @realloc(ptr noundef %116, i64 noundef %127) #5
  %129 = icmp eq ptr %128, null
  br i1 %129, label %130, label %132

130:                                              ; preds = %121
  %131 = tail call i32 @puts(ptr noundef nonnull @.str.13) #5
  tail call void @exit(i32 noundef 2) #7
  unreachable

132:                                              ; preds = %121, %113
  %133 = phi ptr [ %116, %113 ], [ %128, %121 ]
  %134 = phi i32 [ %115, %113 ], [ %125, %121 ]
  %135 = add nuw nsw i64 %114, 1
  %136 = getelementptr inbounds i32, ptr %133, i64 %114
  store i32 %118, ptr %136, align 4, !tbaa !4
  %137 = icmp eq i64 %135, 1000
  br i1 %137, label %35, label %113, !llvm.loop !13

138:                                              ; preds = %58, %138
  %139 = phi i64 [ 0, %58 ], [ %146, %138 ]
  %140 = mul nuw nsw i64 %139, 13
  %141 = add nuw nsw i64 %140, 1
  %142 = tail call ptr @malloc(i64 noundef %141) #5
  %143 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %139
  store ptr %142, ptr %143, align 8, !tbaa !14
  %144 = trunc i64 %139 to i32
  %145 = tail call ptr @memset(ptr noundef %142, i32 noundef %144, i64 noundef %141) #5
  %146 = add nuw nsw i64 %139, 1
  %147 = icmp eq i64 %146, 64
  br i1 %147, label %281, label %138, !llvm.loop !16

148:                                              ; preds = %321
  %149 = load ptr, ptr %1, align 16, !tbaa !14
  tail call void @free(ptr noundef %149) #5
  %150 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 2
  %151 = load ptr, ptr %150, align 16, !tbaa !14
  tail call void @free(ptr noundef %151) #5
  %152 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 4
  %153 = load ptr, ptr %152, align 16, !tbaa !14
  tail call void @free(ptr noundef %153) #5
  %154 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 6
  %155 = load ptr, ptr %154, align 16, !tbaa !14
  tail call void @free(ptr noundef %155) #5
  %156 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 8
  %157 = load ptr, ptr %156, align 16, !tbaa !14
  tail call void @free(ptr noundef %157) #5
  %158 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 10
  %159 = load ptr, ptr %158, align 16, !tbaa !14
  tail call void @free(ptr noundef %159) #5
  %160 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 12
  %161 = load ptr, ptr %160, align 16, !tbaa !14
  tail call void @free(ptr noundef %161) #5
  %162 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 14
  %163 = load ptr, ptr %162, align 16, !tbaa !14
  tail call void @free(ptr noundef %163) #5
  %164 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 16
  %165 = load ptr, ptr %164, align 16, !tbaa !14
  tail call void @free(ptr noundef %165) #5
  %166 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 18
  %167 = load ptr, ptr %166, align 16, !tbaa !14
  tail call void @free(ptr noundef %167) #5
  %168 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 20
  %169 = load ptr, ptr %168, align 16, !tbaa !14
  tail call void @free(ptr noundef %169) #5
  %170 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 22
  %171 = load ptr, ptr %170, align 16, !tbaa !14
  tail call void @free(ptr noundef %171) #5
  %172 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 24
  %173 = load ptr, ptr %172, align 16, !tbaa !14
  tail call void @free(ptr noundef %173) #5
  %174 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 26
  %175 = load ptr, ptr %174, align 16, !tbaa !14
  tail call void @free(ptr noundef %175) #5
  %176 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 28
  %177 = load ptr, ptr %176, align 16, !tbaa !14
  tail call void @free(ptr noundef %177) #5
  %178 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 30
  %179 = load ptr, ptr %178, align 16, !tbaa !14
  tail call void @free(ptr noundef %179) #5
  %180 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 32
  %181 = load ptr, ptr %180, align 16, !tbaa !14
  tail call void @free(ptr noundef %181) #5
  %182 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 34
  %183 = load ptr, ptr %182, align 16, !tbaa !14
  tail call void @free(ptr noundef %183) #5
  %184 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 36
  %185 = load ptr, ptr %184, align 16, !tbaa !14
  tail call void @free(ptr noundef %185) #5
  %186 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 38
  %187 = load ptr, ptr %186, align 16, !tbaa !14
  tail call void @free(ptr noundef %187) #5
  %188 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 40
  %189 = load ptr, ptr %188, align 16, !tbaa !14
  tail call void @free(ptr noundef %189) #5
  %190 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 42
  %191 = load ptr, ptr %190, align 16, !tbaa !14
  tail call void @free(ptr noundef %191) #5
  %192 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 44
  %193 = load ptr, ptr %192, align 16, !tbaa !14
  tail call void @free(ptr noundef %193) #5
  %194 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 46
  %195 = load ptr, ptr %194, align 16, !tbaa !14
  tail call void @free(ptr noundef %195) #5
  %196 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 48
  %197 = load ptr, ptr %196, align 16, !tbaa !14
  tail call void @free(ptr noundef %197) #5
  %198 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 50
  %199 = load ptr, ptr %198, align 16, !tbaa !14
  tail call void @free(ptr noundef %199) #5
  %200 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 52
  %201 = load ptr, ptr %200, align 16, !tbaa !14
  tail call void @free(ptr noundef %201) #5
  %202 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 54
  %203 = load ptr, ptr %202, align 16, !tbaa !14
  tail call void @free(ptr noundef %203) #5
  %204 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 56
  %205 = load ptr, ptr %204, align 16, !tbaa !14
  tail call void @free(ptr noundef %205) #5
  %206 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 58
  %207 = load ptr, ptr %206, align 16, !tbaa !14
  tail call void @free(ptr noundef %207) #5
  %208 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 60
  %209 = load ptr, ptr %208, align 16, !tbaa !14
  tail call void @free(ptr noundef %209) #5
  %210 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 62
  %211 = load ptr, ptr %210, align 16, !tbaa !14
  tail call void @free(ptr noundef %211) #5
  %212 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 1
  %213 = load ptr, ptr %212, align 8, !tbaa !14
  tail call void @free(ptr noundef %213) #5
  %214 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 3
  %215 = load ptr, ptr %214, align 8, !tbaa !14
  tail call void @free(ptr noundef %215) #5
  %216 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 5
  %217 = load ptr, ptr %216, align 8, !tbaa !14
  tail call void @free(ptr noundef %217) #5
  %218 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 7
  %219 = load ptr, ptr %218, align 8, !tbaa !14
  tail call void @free(ptr noundef %219) #5
  %220 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 9
  %221 = load ptr, ptr %220, align 8, !tbaa !14
  tail call void @free(ptr noundef %221) #5
  %222 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 11
  %223 = load ptr, ptr %222, align 8, !tbaa !14
  tail call void @free(ptr noundef %223) #5
  %224 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 13
  %225 = load ptr, ptr %224, align 8, !tbaa !14
  tail call void @free(ptr noundef %225) #5
  %226 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 15
  %227 = load ptr, ptr %226, align 8, !tbaa !14
  tail call void @free(ptr noundef %227) #5
  %228 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 17
  %229 = load ptr, ptr %228, align 8, !tbaa !14
  tail call void @free(ptr noundef %229) #5
  %230 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 19
  %231 = load ptr, ptr %230, align 8, !tbaa !14
  tail call void @free(ptr noundef %231) #5
  %232 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 21
  %233 = load ptr, ptr %232, align 8, !tbaa !14
  tail call void @free(ptr noundef %233) #5
  %234 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 23
  %235 = load ptr, ptr %234, align 8, !tbaa !14
  tail call void @free(ptr noundef %235) #5
  %236 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 25
  %237 = load ptr, ptr %236, align 8, !tbaa !14
  tail call void @free(ptr noundef %237) #5
  %238 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 27
  %239 = load ptr, ptr %238, align 8, !tbaa !14
  tail call void @free(ptr noundef %239) #5
  %240 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 29
  %241 = load ptr, ptr %240, align 8, !tbaa !14
  tail call void @free(ptr noundef %241) #5
  %242 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 31
  %243 = load ptr, ptr %242, align 8, !tbaa !14
  tail call void @free(ptr noundef %243) #5
  %244 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 33
  %245 = load ptr, ptr %244, align 8, !tbaa !14
  tail call void @free(ptr noundef %245) #5
  %246 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 35
  %247 = load ptr, ptr %246, align 8, !tbaa !14
  tail call void @free(ptr noundef %247) #5
  %248 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 37
  %249 = load ptr, ptr %248, align 8, !tbaa !14
  tail call void @free(ptr noundef %249) #5
  %250 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 39
  %251 = load ptr, ptr %250, align 8, !tbaa !14
  tail call void @free(ptr noundef %251) #5
  %252 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 41
  %253 = load ptr, ptr %252, align 8, !tbaa !14
  tail call void @free(ptr noundef %253) #5
  %254 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 43
  %255 = load ptr, ptr %254, align 8, !tbaa !14
  tail call void @free(ptr noundef %255) #5
  %256 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 45
  %257 = load ptr, ptr %256, align 8, !tbaa !14
  tail call void @free(ptr noundef %257) #5
  %258 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 47
  %259 = load ptr, ptr %258, align 8, !tbaa !14
  tail call void @free(ptr noundef %259) #5
  %260 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 49
  %261 = load ptr, ptr %260, align 8, !tbaa !14
  tail call void @free(ptr noundef %261) #5
  %262 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 51
  %263 = load ptr, ptr %262, align 8, !tbaa !14
  tail call void @free(ptr noundef %263) #5
  %264 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 53
  %265 = load ptr, ptr %264, align 8, !tbaa !14
  tail call void @free(ptr noundef %265) #5
  %266 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 55
  %267 = load ptr, ptr %266, align 8, !tbaa !14
  tail call void @free(ptr noundef %267) #5
  %268 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 57
  %269 = load ptr, ptr %268, align 8, !tbaa !14
  tail call void @free(ptr noundef %269) #5
  %270 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 59
  %271 = load ptr, ptr %270, align 8, !tbaa !14
  tail call void @free(ptr noundef %271) #5
  %272 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 61
  %273 = load ptr, ptr %272, align 8, !tbaa !14
  tail call void @free(ptr noundef %273) #5
  %274 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 63
  %275 = load ptr, ptr %274, align 8, !tbaa !14
  tail call void @free(ptr noundef %275) #5
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef %322) #5
  %277 = tail call ptr @calloc(i64 noundef 8, i64 noundef 8) #5
  %278 = getelementptr inbounds double, ptr %277, i64 7
  %279 = load double, ptr %278, align 8, !tbaa !17
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %279) #5
  tail call void @free(ptr noundef %277) #5
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #6
  ret i32 0

281:                                              ; preds = %138, %321
  %282 = phi i64 [ %323, %321 ], [ 0, %138 ]
  %283 = phi i64 [ %324, %321 ], [ 1, %138 ]
  %284 = phi i32 [ %322, %321 ], [ 0, %138 ]
  %285 = mul nuw nsw i64 %282, 13
  %286 = add nuw i64 %285, 1
  %287 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %282
  %288 = load ptr, ptr %287, align 8, !tbaa !14
  %289 = trunc i64 %282 to i8
  %290 = icmp ult i64 %285, 7
  br i1 %290, label %318, label %291

291:                                              ; preds = %281
  %292 = and i64 %286, -8
  %293 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %284, i64 0
  %294 = insertelement <4 x i8> poison, i8 %289, i64 0
  %295 = shufflevector <4 x i8> %294, <4 x i8> poison, <4 x i32> zeroinitializer
  %296 = insertelement <4 x i8> poison, i8 %289, i64 0
  %297 = shufflevector <4 x i8> %296, <4 x i8> poison, <4 x i32> zeroinitializer
  br label %298

298:                                              ; preds = %298, %291
  %299 = phi i64 [ 0, %291 ], [ %312, %298 ]
  %300 = phi <4 x i32> [ %293, %291 ], [ %310, %298 ]
  %301 = phi <4 x i32> [ zeroinitializer, %291 ], [ %311, %298 ]
  %302 = getelementptr inbounds i8, ptr %288, i64 %299
  %303 = load <4 x i8>, ptr %302, align 1, !tbaa !19
  %304 = getelementptr inbounds i8, ptr %302, i64 4
  %305 = load <4 x i8>, ptr %304, align 1, !tbaa !19
  %306 = icmp ne <4 x i8> %303, %295
  %307 = icmp ne <4 x i8> %305, %297
  %308 = zext <4 x i1> %306 to <4 x i32>
  %309 = zext <4 x i1> %307 to <4 x i32>
  %310 = add <4 x i32> %300, %308
  %311 = add <4 x i32> %301, %309
  %312 = add nuw i64 %299, 8
  %313 = icmp eq i64 %312, %292
  br i1 %313, label %314, label %298, !llvm.loop !20

314:                                              ; preds = %298
  %315 = add <4 x i32> %311, %310
  %316 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %315)
  %317 = icmp eq i64 %286, %292
  br i1 %317, label %321, label %318

318:                                              ; preds = %281, %314
  %319 = phi i64 [ 0, %281 ], [ %292, %314 ]
  %320 = phi i32 [ %284, %281 ], [ %316, %314 ]
  br label %326

321:                                              ; preds = %326, %314
  %322 = phi i32 [ %316, %314 ], [ %333, %326 ]
  %323 = add nuw nsw i64 %282, 1
  %324 = add nuw nsw i64 %283, 13
  %325 = icmp eq i64 %323, 64
  br i1 %325, label %148, label %281, !llvm.loop !21

326:                                              ; preds = %318, %326
  %327 = phi i64 [ %334, %326 ], [ %319, %318 ]
  %328 = phi i32 [ %333, %326 ], [ %320, %318 ]
  %329 = getelementptr inbounds i8, ptr %288, i64 %327
  %330 = load i8, ptr %329, align 1, !tbaa !19
  %331 = icmp ne i8 %330, %289
  %332 = zext i1 %331 to i32
  %333 = add nsw i32 %328, %332
  %334 = add nuw nsw i64 %327, 1
  %335 = icmp eq i64 %334, %283
  br i1 %335, label %321, label %326, !llvm.loop !22
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
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin noreturn nounwind "no-builtins" }

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
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !9, !10, !11}
!13 = distinct !{!13, !9}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !6, i64 0}
!16 = distinct !{!16, !9}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !6, i64 0}
!19 = !{!6, !6, i64 0}
!20 = distinct !{!20, !9, !10, !11}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9, !11, !10}
