; ModuleID = 'tests/programs/linked_list.c'
source_filename = "tests/programs/linked_list.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.node = type { i32, ptr }

@.str = private unnamed_addr constant [38 x i8] c"count %d sum %lld sorted %d first %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"done\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"oom\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 4
  %2 = tail call ptr @malloc(i32 noundef 8) #5
  %3 = icmp eq ptr %2, null
  br i1 %3, label %63, label %65

4:                                                ; preds = %97
  store i32 15, ptr %99, align 4, !tbaa !4
  %5 = getelementptr inbounds %struct.node, ptr %99, i32 0, i32 1
  store ptr %95, ptr %5, align 4, !tbaa !10
  br label %6

6:                                                ; preds = %4, %6
  %7 = phi ptr [ %11, %6 ], [ %99, %4 ]
  %8 = load i32, ptr %7, align 4, !tbaa !4
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %8) #5
  %10 = getelementptr inbounds %struct.node, ptr %7, i32 0, i32 1
  %11 = load ptr, ptr %10, align 4, !tbaa !10
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %6, !llvm.loop !11

13:                                               ; preds = %6
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4) #5
  br label %15

15:                                               ; preds = %13, %15
  %16 = phi ptr [ %19, %15 ], [ %99, %13 ]
  %17 = phi ptr [ %16, %15 ], [ null, %13 ]
  %18 = getelementptr inbounds %struct.node, ptr %16, i32 0, i32 1
  %19 = load ptr, ptr %18, align 4, !tbaa !10
  store ptr %17, ptr %18, align 4, !tbaa !10
  %20 = icmp eq ptr %19, null
  br i1 %20, label %21, label %15, !llvm.loop !13

21:                                               ; preds = %15, %21
  %22 = phi ptr [ %26, %21 ], [ %16, %15 ]
  %23 = load i32, ptr %22, align 4, !tbaa !4
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %23) #5
  %25 = getelementptr inbounds %struct.node, ptr %22, i32 0, i32 1
  %26 = load ptr, ptr %25, align 4, !tbaa !10
  %27 = icmp eq ptr %26, null
  br i1 %27, label %28, label %21, !llvm.loop !11

28:                                               ; preds = %21
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4) #5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store ptr %16, ptr %1, align 4, !tbaa !14
  br label %30

30:                                               ; preds = %28, %39
  %31 = phi ptr [ %40, %39 ], [ %1, %28 ]
  %32 = phi ptr [ %41, %39 ], [ %16, %28 ]
  %33 = load i32, ptr %32, align 4, !tbaa !4
  %34 = and i32 %33, 1
  %35 = icmp eq i32 %34, 0
  %36 = getelementptr inbounds %struct.node, ptr %32, i32 0, i32 1
  br i1 %35, label %37, label %39

37:                                               ; preds = %30
  %38 = load ptr, ptr %36, align 4, !tbaa !10
  store ptr %38, ptr %31, align 4, !tbaa !14
  tail call void @free(ptr noundef nonnull %32) #5
  br label %39

39:                                               ; preds = %37, %30
  %40 = phi ptr [ %31, %37 ], [ %36, %30 ]
  %41 = load ptr, ptr %40, align 4, !tbaa !14
  %42 = icmp eq ptr %41, null
  br i1 %42, label %43, label %30, !llvm.loop !15

43:                                               ; preds = %39
  %44 = load ptr, ptr %1, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  %45 = icmp eq ptr %44, null
  br i1 %45, label %53, label %46

46:                                               ; preds = %43, %46
  %47 = phi ptr [ %51, %46 ], [ %44, %43 ]
  %48 = load i32, ptr %47, align 4, !tbaa !4
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %48) #5
  %50 = getelementptr inbounds %struct.node, ptr %47, i32 0, i32 1
  %51 = load ptr, ptr %50, align 4, !tbaa !10
  %52 = icmp eq ptr %51, null
  br i1 %52, label %56, label %46, !llvm.loop !11

53:                                               ; preds = %43
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4) #5
  br label %55

55:                                               ; preds = %58, %53
  br label %110

56:                                               ; preds = %46
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4) #5
  br label %58

58:                                               ; preds = %56, %58
  %59 = phi ptr [ %61, %58 ], [ %44, %56 ]
  %60 = getelementptr inbounds %struct.node, ptr %59, i32 0, i32 1
  %61 = load ptr, ptr %60, align 4, !tbaa !10
  tail call void @free(ptr noundef nonnull %59) #5
  %62 = icmp eq ptr %61, null
  br i1 %62, label %55, label %58, !llvm.loop !16

63:                                               ; preds = %97, %93, %89, %85, %81, %77, %73, %69, %65, %0
  %64 = tail call i32 @puts(ptr noundef nonnull @.str.2) #5
  tail call void @exit(i32 noundef 1) #6
  unreachable

65:                                               ; preds = %0
  store i32 1, ptr %2, align 4, !tbaa !4
  %66 = getelementptr inbounds %struct.node, ptr %2, i32 0, i32 1
  store ptr null, ptr %66, align 4, !tbaa !10
  %67 = tail call ptr @malloc(i32 noundef 8) #5
  %68 = icmp eq ptr %67, null
  br i1 %68, label %63, label %69

69:                                               ; preds = %65
  store i32 4, ptr %67, align 4, !tbaa !4
  %70 = getelementptr inbounds %struct.node, ptr %67, i32 0, i32 1
  store ptr %2, ptr %70, align 4, !tbaa !10
  %71 = tail call ptr @malloc(i32 noundef 8) #5
  %72 = icmp eq ptr %71, null
  br i1 %72, label %63, label %73

73:                                               ; preds = %69
  store i32 9, ptr %71, align 4, !tbaa !4
  %74 = getelementptr inbounds %struct.node, ptr %71, i32 0, i32 1
  store ptr %67, ptr %74, align 4, !tbaa !10
  %75 = tail call ptr @malloc(i32 noundef 8) #5
  %76 = icmp eq ptr %75, null
  br i1 %76, label %63, label %77

77:                                               ; preds = %73
  store i32 16, ptr %75, align 4, !tbaa !4
  %78 = getelementptr inbounds %struct.node, ptr %75, i32 0, i32 1
  store ptr %71, ptr %78, align 4, !tbaa !10
  %79 = tail call ptr @malloc(i32 noundef 8) #5
  %80 = icmp eq ptr %79, null
  br i1 %80, label %63, label %81

81:                                               ; preds = %77
  store i32 8, ptr %79, align 4, !tbaa !4
  %82 = getelementptr inbounds %struct.node, ptr %79, i32 0, i32 1
  store ptr %75, ptr %82, align 4, !tbaa !10
  %83 = tail call ptr @malloc(i32 noundef 8) #5
  %84 = icmp eq ptr %83, null
  br i1 %84, label %63, label %85

85:                                               ; preds = %81
  store i32 2, ptr %83, align 4, !tbaa !4
  %86 = getelementptr inbounds %struct.node, ptr %83, i32 0, i32 1
  store ptr %79, ptr %86, align 4, !tbaa !10
  %87 = tail call ptr @malloc(i32 noundef 8) #5
  %88 = icmp eq ptr %87, null
  br i1 %88, label %63, label %89

89:                                               ; preds = %85
  store i32 15, ptr %87, align 4, !tbaa !4
  %90 = getelementptr inbounds %struct.node, ptr %87, i32 0, i32 1
  store ptr %83, ptr %90, align 4, !tbaa !10
  %91 = tail call ptr @malloc(i32 noundef 8) #5
  %92 = icmp eq ptr %91, null
  br i1 %92, label %63, label %93

93:                                               ; preds = %89
  store i32 13, ptr %91, align 4, !tbaa !4
  %94 = getelementptr inbounds %struct.node, ptr %91, i32 0, i32 1
  store ptr %87, ptr %94, align 4, !tbaa !10
  %95 = tail call ptr @malloc(i32 noundef 8) #5
  %96 = icmp eq ptr %95, null
  br i1 %96, label %63, label %97

97:                                               ; preds = %93
  store i32 13, ptr %95, align 4, !tbaa !4
  %98 = getelementptr inbounds %struct.node, ptr %95, i32 0, i32 1
  store ptr %91, ptr %98, align 4, !tbaa !10
  %99 = tail call ptr @malloc(i32 noundef 8) #5
  %100 = icmp eq ptr %99, null
  br i1 %100, label %63, label %4

101:                                              ; preds = %118
  %102 = tail call fastcc ptr @msort(ptr noundef nonnull %114) #7
  %103 = icmp eq ptr %102, null
  br i1 %103, label %128, label %104

104:                                              ; preds = %101
  %105 = load i32, ptr %102, align 4, !tbaa !4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds %struct.node, ptr %102, i32 0, i32 1
  %108 = load ptr, ptr %107, align 4, !tbaa !10
  %109 = icmp eq ptr %108, null
  br i1 %109, label %128, label %139

110:                                              ; preds = %55, %118
  %111 = phi i32 [ %126, %118 ], [ 0, %55 ]
  %112 = phi i32 [ %120, %118 ], [ 12345, %55 ]
  %113 = phi ptr [ %114, %118 ], [ null, %55 ]
  %114 = tail call ptr @malloc(i32 noundef 8) #5
  %115 = icmp eq ptr %114, null
  br i1 %115, label %116, label %118

116:                                              ; preds = %110
  %117 = tail call i32 @puts(ptr noundef nonnull @.str.2) #5
  tail call void @exit(i32 noundef 1) #6
  unreachable

118:                                              ; preds = %110
  %119 = mul i32 %112, 1103515245
  %120 = add i32 %119, 12345
  %121 = lshr i32 %120, 16
  %122 = trunc i32 %121 to i16
  %123 = urem i16 %122, 1000
  %124 = zext i16 %123 to i32
  store i32 %124, ptr %114, align 4, !tbaa !4
  %125 = getelementptr inbounds %struct.node, ptr %114, i32 0, i32 1
  store ptr %113, ptr %125, align 4, !tbaa !10
  %126 = add nuw nsw i32 %111, 1
  %127 = icmp eq i32 %126, 500
  br i1 %127, label %101, label %110, !llvm.loop !17

128:                                              ; preds = %139, %104, %101
  %129 = phi i32 [ 0, %101 ], [ 1, %104 ], [ %148, %139 ]
  %130 = phi i32 [ 1, %101 ], [ 1, %104 ], [ %147, %139 ]
  %131 = phi i64 [ 0, %101 ], [ %106, %104 ], [ %150, %139 ]
  %132 = load i32, ptr %102, align 4, !tbaa !4
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %129, i64 noundef %131, i32 noundef %130, i32 noundef %132) #5
  br label %134

134:                                              ; preds = %128, %134
  %135 = phi ptr [ %137, %134 ], [ %102, %128 ]
  %136 = getelementptr inbounds %struct.node, ptr %135, i32 0, i32 1
  %137 = load ptr, ptr %136, align 4, !tbaa !10
  tail call void @free(ptr noundef nonnull %135) #5
  %138 = icmp eq ptr %137, null
  br i1 %138, label %154, label %134, !llvm.loop !16

139:                                              ; preds = %104, %139
  %140 = phi ptr [ %152, %139 ], [ %108, %104 ]
  %141 = phi i64 [ %150, %139 ], [ %106, %104 ]
  %142 = phi i32 [ %145, %139 ], [ %105, %104 ]
  %143 = phi i32 [ %148, %139 ], [ 1, %104 ]
  %144 = phi i32 [ %147, %139 ], [ 1, %104 ]
  %145 = load i32, ptr %140, align 4, !tbaa !4
  %146 = icmp sgt i32 %142, %145
  %147 = select i1 %146, i32 0, i32 %144
  %148 = add nuw nsw i32 %143, 1
  %149 = sext i32 %145 to i64
  %150 = add nsw i64 %141, %149
  %151 = getelementptr inbounds %struct.node, ptr %140, i32 0, i32 1
  %152 = load ptr, ptr %151, align 4, !tbaa !10
  %153 = icmp eq ptr %152, null
  br i1 %153, label %128, label %139, !llvm.loop !18

154:                                              ; preds = %134, %165
  %155 = phi i32 [ %166, %165 ], [ 0, %134 ]
  %156 = tail call ptr @malloc(i32 noundef 8) #5
  %157 = icmp eq ptr %156, null
  br i1 %157, label %168, label %170

158:                                              ; preds = %165
  %159 = tail call i32 @puts(ptr noundef nonnull @.str.1) #5
  ret i32 0

160:                                              ; preds = %246, %160
  %161 = phi ptr [ %163, %160 ], [ %244, %246 ]
  %162 = getelementptr inbounds %struct.node, ptr %161, i32 0, i32 1
  %163 = load ptr, ptr %162, align 4, !tbaa !10
  tail call void @free(ptr noundef nonnull %161) #5
  %164 = icmp eq ptr %163, null
  br i1 %164, label %165, label %160, !llvm.loop !16

165:                                              ; preds = %160
  %166 = add nuw nsw i32 %155, 1
  %167 = icmp eq i32 %166, 50
  br i1 %167, label %158, label %154, !llvm.loop !19

168:                                              ; preds = %242, %238, %234, %230, %226, %222, %218, %214, %210, %206, %202, %198, %194, %190, %186, %182, %178, %174, %170, %154
  %169 = tail call i32 @puts(ptr noundef nonnull @.str.2) #5
  tail call void @exit(i32 noundef 1) #6
  unreachable

170:                                              ; preds = %154
  store i32 0, ptr %156, align 4, !tbaa !4
  %171 = getelementptr inbounds %struct.node, ptr %156, i32 0, i32 1
  store ptr null, ptr %171, align 4, !tbaa !10
  %172 = tail call ptr @malloc(i32 noundef 8) #5
  %173 = icmp eq ptr %172, null
  br i1 %173, label %168, label %174

174:                                              ; preds = %170
  store i32 1, ptr %172, align 4, !tbaa !4
  %175 = getelementptr inbounds %struct.node, ptr %172, i32 0, i32 1
  store ptr %156, ptr %175, align 4, !tbaa !10
  %176 = tail call ptr @malloc(i32 noundef 8) #5
  %177 = icmp eq ptr %176, null
  br i1 %177, label %168, label %178

178:                                              ; preds = %174
  store i32 2, ptr %176, align 4, !tbaa !4
  %179 = getelementptr inbounds %struct.node, ptr %176, i32 0, i32 1
  store ptr %172, ptr %179, align 4, !tbaa !10
  %180 = tail call ptr @malloc(i32 noundef 8) #5
  %181 = icmp eq ptr %180, null
  br i1 %181, label %168, label %182

182:                                              ; preds = %178
  store i32 3, ptr %180, align 4, !tbaa !4
  %183 = getelementptr inbounds %struct.node, ptr %180, i32 0, i32 1
  store ptr %176, ptr %183, align 4, !tbaa !10
  %184 = tail call ptr @malloc(i32 noundef 8) #5
  %185 = icmp eq ptr %184, null
  br i1 %185, label %168, label %186

186:                                              ; preds = %182
  store i32 4, ptr %184, align 4, !tbaa !4
  %187 = getelementptr inbounds %struct.node, ptr %184, i32 0, i32 1
  store ptr %180, ptr %187, align 4, !tbaa !10
  %188 = tail call ptr @malloc(i32 noundef 8) #5
  %189 = icmp eq ptr %188, null
  br i1 %189, label %168, label %190

190:                                              ; preds = %186
  store i32 5, ptr %188, align 4, !tbaa !4
  %191 = getelementptr inbounds %struct.node, ptr %188, i32 0, i32 1
  store ptr %184, ptr %191, align 4, !tbaa !10
  %192 = tail call ptr @malloc(i32 noundef 8) #5
  %193 = icmp eq ptr %192, null
  br i1 %193, label %168, label %194

194:                                              ; preds = %190
  store i32 6, ptr %192, align 4, !tbaa !4
  %195 = getelementptr inbounds %struct.node, ptr %192, i32 0, i32 1
  store ptr %188, ptr %195, align 4, !tbaa !10
  %196 = tail call ptr @malloc(i32 noundef 8) #5
  %197 = icmp eq ptr %196, null
  br i1 %197, label %168, label %198

198:                                              ; preds = %194
  store i32 7, ptr %196, align 4, !tbaa !4
  %199 = getelementptr inbounds %struct.node, ptr %196, i32 0, i32 1
  store ptr %192, ptr %199, align 4, !tbaa !10
  %200 = tail call ptr @malloc(i32 noundef 8) #5
  %201 = icmp eq ptr %200, null
  br i1 %201, label %168, label %202

202:                                              ; preds = %198
  store i32 8, ptr %200, align 4, !tbaa !4
  %203 = getelementptr inbounds %struct.node, ptr %200, i32 0, i32 1
  store ptr %196, ptr %203, align 4, !tbaa !10
  %204 = tail call ptr @malloc(i32 noundef 8) #5
  %205 = icmp eq ptr %204, null
  br i1 %205, label %168, label %206

206:                                              ; preds = %202
  store i32 9, ptr %204, align 4, !tbaa !4
  %207 = getelementptr inbounds %struct.node, ptr %204, i32 0, i32 1
  store ptr %200, ptr %207, align 4, !tbaa !10
  %208 = tail call ptr @malloc(i32 noundef 8) #5
  %209 = icmp eq ptr %208, null
  br i1 %209, label %168, label %210

210:                                              ; preds = %206
  store i32 10, ptr %208, align 4, !tbaa !4
  %211 = getelementptr inbounds %struct.node, ptr %208, i32 0, i32 1
  store ptr %204, ptr %211, align 4, !tbaa !10
  %212 = tail call ptr @malloc(i32 noundef 8) #5
  %213 = icmp eq ptr %212, null
  br i1 %213, label %168, label %214

214:                                              ; preds = %210
  store i32 11, ptr %212, align 4, !tbaa !4
  %215 = getelementptr inbounds %struct.node, ptr %212, i32 0, i32 1
  store ptr %208, ptr %215, align 4, !tbaa !10
  %216 = tail call ptr @malloc(i32 noundef 8) #5
  %217 = icmp eq ptr %216, null
  br i1 %217, label %168, label %218

218:                                              ; preds = %214
  store i32 12, ptr %216, align 4, !tbaa !4
  %219 = getelementptr inbounds %struct.node, ptr %216, i32 0, i32 1
  store ptr %212, ptr %219, align 4, !tbaa !10
  %220 = tail call ptr @malloc(i32 noundef 8) #5
  %221 = icmp eq ptr %220, null
  br i1 %221, label %168, label %222

222:                                              ; preds = %218
  store i32 13, ptr %220, align 4, !tbaa !4
  %223 = getelementptr inbounds %struct.node, ptr %220, i32 0, i32 1
  store ptr %216, ptr %223, align 4, !tbaa !10
  %224 = tail call ptr @malloc(i32 noundef 8) #5
  %225 = icmp eq ptr %224, null
  br i1 %225, label %168, label %226

226:                                              ; preds = %222
  store i32 14, ptr %224, align 4, !tbaa !4
  %227 = getelementptr inbounds %struct.node, ptr %224, i32 0, i32 1
  store ptr %220, ptr %227, align 4, !tbaa !10
  %228 = tail call ptr @malloc(i32 noundef 8) #5
  %229 = icmp eq ptr %228, null
  br i1 %229, label %168, label %230

230:                                              ; preds = %226
  store i32 15, ptr %228, align 4, !tbaa !4
  %231 = getelementptr inbounds %struct.node, ptr %228, i32 0, i32 1
  store ptr %224, ptr %231, align 4, !tbaa !10
  %232 = tail call ptr @malloc(i32 noundef 8) #5
  %233 = icmp eq ptr %232, null
  br i1 %233, label %168, label %234

234:                                              ; preds = %230
  store i32 16, ptr %232, align 4, !tbaa !4
  %235 = getelementptr inbounds %struct.node, ptr %232, i32 0, i32 1
  store ptr %228, ptr %235, align 4, !tbaa !10
  %236 = tail call ptr @malloc(i32 noundef 8) #5
  %237 = icmp eq ptr %236, null
  br i1 %237, label %168, label %238

238:                                              ; preds = %234
  store i32 17, ptr %236, align 4, !tbaa !4
  %239 = getelementptr inbounds %struct.node, ptr %236, i32 0, i32 1
  store ptr %232, ptr %239, align 4, !tbaa !10
  %240 = tail call ptr @malloc(i32 noundef 8) #5
  %241 = icmp eq ptr %240, null
  br i1 %241, label %168, label %242

242:                                              ; preds = %238
  store i32 18, ptr %240, align 4, !tbaa !4
  %243 = getelementptr inbounds %struct.node, ptr %240, i32 0, i32 1
  store ptr %236, ptr %243, align 4, !tbaa !10
  %244 = tail call ptr @malloc(i32 noundef 8) #5
  %245 = icmp eq ptr %244, null
  br i1 %245, label %168, label %246

246:                                              ; preds = %242
  store i32 19, ptr %244, align 4, !tbaa !4
  %247 = getelementptr inbounds %struct.node, ptr %244, i32 0, i32 1
  store ptr %240, ptr %247, align 4, !tbaa !10
  br label %160
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc ptr @msort(ptr noundef %0) unnamed_addr #2 {
  %2 = alloca %struct.node, align 4
  %3 = icmp eq ptr %0, null
  br i1 %3, label %59, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.node, ptr %0, i32 0, i32 1
  %6 = load ptr, ptr %5, align 4, !tbaa !10
  %7 = icmp eq ptr %6, null
  br i1 %7, label %59, label %8

8:                                                ; preds = %4, %14
  %9 = phi ptr [ %18, %14 ], [ %6, %4 ]
  %10 = phi ptr [ %16, %14 ], [ %0, %4 ]
  %11 = getelementptr inbounds %struct.node, ptr %9, i32 0, i32 1
  %12 = load ptr, ptr %11, align 4, !tbaa !10
  %13 = icmp eq ptr %12, null
  br i1 %13, label %20, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 1
  %16 = load ptr, ptr %15, align 4, !tbaa !10
  %17 = getelementptr inbounds %struct.node, ptr %12, i32 0, i32 1
  %18 = load ptr, ptr %17, align 4, !tbaa !10
  %19 = icmp eq ptr %18, null
  br i1 %19, label %20, label %8, !llvm.loop !20

20:                                               ; preds = %8, %14
  %21 = phi ptr [ %16, %14 ], [ %10, %8 ]
  %22 = getelementptr inbounds %struct.node, ptr %21, i32 0, i32 1
  %23 = load ptr, ptr %22, align 4, !tbaa !10
  store ptr null, ptr %22, align 4, !tbaa !10
  %24 = tail call fastcc ptr @msort(ptr noundef nonnull %0) #7
  %25 = tail call fastcc ptr @msort(ptr noundef %23) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  %26 = icmp ne ptr %24, null
  %27 = icmp ne ptr %25, null
  %28 = and i1 %26, %27
  br i1 %28, label %29, label %50

29:                                               ; preds = %20, %43
  %30 = phi ptr [ %44, %43 ], [ %2, %20 ]
  %31 = phi ptr [ %46, %43 ], [ %25, %20 ]
  %32 = phi ptr [ %45, %43 ], [ %24, %20 ]
  %33 = load i32, ptr %32, align 4, !tbaa !4
  %34 = load i32, ptr %31, align 4, !tbaa !4
  %35 = icmp sgt i32 %33, %34
  %36 = getelementptr inbounds %struct.node, ptr %30, i32 0, i32 1
  br i1 %35, label %40, label %37

37:                                               ; preds = %29
  store ptr %32, ptr %36, align 4, !tbaa !10
  %38 = getelementptr inbounds %struct.node, ptr %32, i32 0, i32 1
  %39 = load ptr, ptr %38, align 4, !tbaa !10
  br label %43

40:                                               ; preds = %29
  store ptr %31, ptr %36, align 4, !tbaa !10
  %41 = getelementptr inbounds %struct.node, ptr %31, i32 0, i32 1
  %42 = load ptr, ptr %41, align 4, !tbaa !10
  br label %43

43:                                               ; preds = %40, %37
  %44 = phi ptr [ %32, %37 ], [ %31, %40 ]
  %45 = phi ptr [ %39, %37 ], [ %32, %40 ]
  %46 = phi ptr [ %31, %37 ], [ %42, %40 ]
  %47 = icmp ne ptr %45, null
  %48 = icmp ne ptr %46, null
  %49 = select i1 %47, i1 %48, i1 false
  br i1 %49, label %29, label %50, !llvm.loop !21

50:                                               ; preds = %43, %20
  %51 = phi ptr [ %24, %20 ], [ %45, %43 ]
  %52 = phi ptr [ %25, %20 ], [ %46, %43 ]
  %53 = phi ptr [ %2, %20 ], [ %44, %43 ]
  %54 = phi i1 [ %26, %20 ], [ %47, %43 ]
  %55 = select i1 %54, ptr %51, ptr %52
  %56 = getelementptr inbounds %struct.node, ptr %53, i32 0, i32 1
  store ptr %55, ptr %56, align 4, !tbaa !10
  %57 = getelementptr inbounds %struct.node, ptr %2, i32 0, i32 1
  %58 = load ptr, ptr %57, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  br label %59

59:                                               ; preds = %1, %4, %50
  %60 = phi ptr [ %58, %50 ], [ %0, %4 ], [ null, %1 ]
  ret ptr %60
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

declare i32 @puts(ptr noundef) local_unnamed_addr #3

declare ptr @malloc(i32 noundef) local_unnamed_addr #3

; Function Attrs: noreturn
declare void @exit(i32 noundef) local_unnamed_addr #4

declare void @free(ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { noreturn "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nobuiltin noreturn nounwind "no-builtins" }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !6, i64 0}
!5 = !{!"node", !6, i64 0, !9, i64 4}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"any pointer", !7, i64 0}
!10 = !{!5, !9, i64 4}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!9, !9, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
