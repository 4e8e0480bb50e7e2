; ModuleID = 'tests/programs/mem_large.c'
source_filename = "tests/programs/mem_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.blob = type { i32, [100 x i8], double }

@src = internal global [8000 x i8] zeroinitializer, align 16
@dst = internal global [8000 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [23 x i8] c"memcpy eq %d sum %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [37 x i8] c"memset sum %08x byte %02x %02x %02x\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"memcmp sign %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"memmove fwd %08x\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"memmove bwd %08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"heap sum %08x\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"blob %d %s %.1f %c\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"copy %d %d\0A\00", align 1
@__const.main.s1 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@__const.main.s2 = private unnamed_addr constant [7 x i8] c"abcxef\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"memcmp %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"unsigned memcmp %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.blob, align 8
  %2 = alloca %struct.blob, align 8
  %3 = alloca [10 x %struct.blob], align 16
  %4 = alloca [10 x %struct.blob], align 16
  %5 = alloca [7 x i8], align 1
  %6 = alloca [7 x i8], align 1
  %7 = alloca [2 x i8], align 2
  %8 = alloca [2 x i8], align 2
  br label %9

9:                                                ; preds = %9, %0
  %10 = phi i64 [ 0, %0 ], [ %18, %9 ]
  %11 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %19, %9 ]
  %12 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %20, %9 ]
  %13 = lshr <16 x i32> %11, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %14 = mul <16 x i32> %12, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %15 = add nuw nsw <16 x i32> %14, %13
  %16 = trunc <16 x i32> %15 to <16 x i8>
  %17 = getelementptr inbounds [8000 x i8], ptr @src, i64 0, i64 %10
  store <16 x i8> %16, ptr %17, align 16, !tbaa !4
  %18 = add nuw i64 %10, 16
  %19 = add <16 x i32> %11, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %20 = add <16 x i32> %12, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %21 = icmp eq i64 %18, 8000
  br i1 %21, label %22, label %9, !llvm.loop !7

22:                                               ; preds = %9
  %23 = tail call ptr @memcpy(ptr noundef nonnull @dst, ptr noundef nonnull @src, i64 noundef 8000) #5
  %24 = tail call i32 @memcmp(ptr noundef nonnull @dst, ptr noundef nonnull @src, i64 noundef 8000) #5
  %25 = icmp eq i32 %24, 0
  br label %26

26:                                               ; preds = %26, %22
  %27 = phi i64 [ 0, %22 ], [ %58, %26 ]
  %28 = phi i32 [ 0, %22 ], [ %57, %26 ]
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr @dst, i64 %27
  %31 = load i8, ptr %30, align 1, !tbaa !4
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = add nuw nsw i64 %27, 1
  %35 = mul i32 %33, 33
  %36 = getelementptr inbounds i8, ptr @dst, i64 %34
  %37 = load i8, ptr %36, align 1, !tbaa !4
  %38 = zext i8 %37 to i32
  %39 = add i32 %35, %38
  %40 = add nuw nsw i64 %27, 2
  %41 = mul i32 %39, 33
  %42 = getelementptr inbounds i8, ptr @dst, i64 %40
  %43 = load i8, ptr %42, align 1, !tbaa !4
  %44 = zext i8 %43 to i32
  %45 = add i32 %41, %44
  %46 = add nuw nsw i64 %27, 3
  %47 = mul i32 %45, 33
  %48 = getelementptr inbounds i8, ptr @dst, i64 %46
  %49 = load i8, ptr %48, align 1, !tbaa !4
  %50 = zext i8 %49 to i32
  %51 = add i32 %47, %50
  %52 = add nuw nsw i64 %27, 4
  %53 = mul i32 %51, 33
  %54 = getelementptr inbounds i8, ptr @dst, i64 %52
  %55 = load i8, ptr %54, align 1, !tbaa !4
  %56 = zext i8 %55 to i32
  %57 = add i32 %53, %56
  %58 = add nuw nsw i64 %27, 5
  %59 = icmp eq i64 %58, 8000
  br i1 %59, label %60, label %26, !llvm.loop !11

60:                                               ; preds = %26
  %61 = zext i1 %25 to i32
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %61, i32 noundef %57) #5
  %63 = tail call ptr @memset(ptr noundef nonnull getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 100), i32 noundef 171, i64 noundef 5000) #5
  br label %64

64:                                               ; preds = %64, %60
  %65 = phi i64 [ 0, %60 ], [ %96, %64 ]
  %66 = phi i32 [ 0, %60 ], [ %95, %64 ]
  %67 = mul i32 %66, 33
  %68 = getelementptr inbounds i8, ptr @dst, i64 %65
  %69 = load i8, ptr %68, align 1, !tbaa !4
  %70 = zext i8 %69 to i32
  %71 = add i32 %67, %70
  %72 = add nuw nsw i64 %65, 1
  %73 = mul i32 %71, 33
  %74 = getelementptr inbounds i8, ptr @dst, i64 %72
  %75 = load i8, ptr %74, align 1, !tbaa !4
  %76 = zext i8 %75 to i32
  %77 = add i32 %73, %76
  %78 = add nuw nsw i64 %65, 2
  %79 = mul i32 %77, 33
  %80 = getelementptr inbounds i8, ptr @dst, i64 %78
  %81 = load i8, ptr %80, align 1, !tbaa !4
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  %84 = add nuw nsw i64 %65, 3
  %85 = mul i32 %83, 33
  %86 = getelementptr inbounds i8, ptr @dst, i64 %84
  %87 = load i8, ptr %86, align 1, !tbaa !4
  %88 = zext i8 %87 to i32
  %89 = add i32 %85, %88
  %90 = add nuw nsw i64 %65, 4
  %91 = mul i32 %89, 33
  %92 = getelementptr inbounds i8, ptr @dst, i64 %90
  %93 = load i8, ptr %92, align 1, !tbaa !4
  %94 = zext i8 %93 to i32
  %95 = add i32 %91, %94
  %96 = add nuw nsw i64 %65, 5
  %97 = icmp eq i64 %96, 8000
  br i1 %97, label %98, label %64, !llvm.loop !11

98:                                               ; preds = %64
  %99 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 99), align 1, !tbaa !4
  %100 = zext i8 %99 to i32
  %101 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 100), align 4, !tbaa !4
  %102 = zext i8 %101 to i32
  %103 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 5100), align 4, !tbaa !4
  %104 = zext i8 %103 to i32
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %95, i32 noundef %100, i32 noundef %102, i32 noundef %104) #5
  %106 = tail call i32 @memcmp(ptr noundef nonnull @dst, ptr noundef nonnull @src, i64 noundef 8000) #5
  %107 = ashr i32 %106, 31
  %108 = icmp ne i32 %106, 0
  %109 = zext i1 %108 to i32
  %110 = or i32 %107, %109
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %110) #5
  %112 = tail call ptr @memmove(ptr noundef nonnull getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 10), ptr noundef nonnull @dst, i64 noundef 1000) #5
  br label %113

113:                                              ; preds = %113, %98
  %114 = phi i64 [ 0, %98 ], [ %145, %113 ]
  %115 = phi i32 [ 0, %98 ], [ %144, %113 ]
  %116 = mul i32 %115, 33
  %117 = getelementptr inbounds i8, ptr @dst, i64 %114
  %118 = load i8, ptr %117, align 1, !tbaa !4
  %119 = zext i8 %118 to i32
  %120 = add i32 %116, %119
  %121 = add nuw nsw i64 %114, 1
  %122 = mul i32 %120, 33
  %123 = getelementptr inbounds i8, ptr @dst, i64 %121
  %124 = load i8, ptr %123, align 1, !tbaa !4
  %125 = zext i8 %124 to i32
  %126 = add i32 %122, %125
  %127 = add nuw nsw i64 %114, 2
  %128 = mul i32 %126, 33
  %129 = getelementptr inbounds i8, ptr @dst, i64 %127
  %130 = load i8, ptr %129, align 1, !tbaa !4
  %131 = zext i8 %130 to i32
  %132 = add i32 %128, %131
  %133 = add nuw nsw i64 %114, 3
  %134 = mul i32 %132, 33
  %135 = getelementptr inbounds i8, ptr @dst, i64 %133
  %136 = load i8, ptr %135, align 1, !tbaa !4
  %137 = zext i8 %136 to i32
  %138 = add i32 %134, %137
  %139 = add nuw nsw i64 %114, 4
  %140 = mul i32 %138, 33
  %141 = getelementptr inbounds i8, ptr @dst, i64 %139
  %142 = load i8, ptr %141, align 1, !tbaa !4
  %143 = zext i8 %142 to i32
  %144 = add i32 %140, %143
  %145 = add nuw nsw i64 %114, 5
  %146 = icmp eq i64 %145, 2000
  br i1 %146, label %147, label %113, !llvm.loop !11

147:                                              ; preds = %113
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %144) #5
  %149 = tail call ptr @memmove(ptr noundef nonnull @dst, ptr noundef nonnull getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 37), i64 noundef 3000) #5
  br label %150

150:                                              ; preds = %150, %147
  %151 = phi i64 [ 0, %147 ], [ %182, %150 ]
  %152 = phi i32 [ 0, %147 ], [ %181, %150 ]
  %153 = mul i32 %152, 33
  %154 = getelementptr inbounds i8, ptr @dst, i64 %151
  %155 = load i8, ptr %154, align 1, !tbaa !4
  %156 = zext i8 %155 to i32
  %157 = add i32 %153, %156
  %158 = add nuw nsw i64 %151, 1
  %159 = mul i32 %157, 33
  %160 = getelementptr inbounds i8, ptr @dst, i64 %158
  %161 = load i8, ptr %160, align 1, !tbaa !4
  %162 = zext i8 %161 to i32
  %163 = add i32 %159, %162
  %164 = add nuw nsw i64 %151, 2
  %165 = mul i32 %163, 33
  %166 = getelementptr inbounds i8, ptr @dst, i64 %164
  %167 = load i8, ptr %166, align 1, !tbaa !4
  %168 = zext i8 %167 to i32
  %169 = add i32 %165, %168
  %170 = add nuw nsw i64 %151, 3
  %171 = mul i32 %169, 33
  %172 = getelementptr inbounds i8, ptr @dst, i64 %170
  %173 = load i8, ptr %172, align 1, !tbaa !4
  %174 = zext i8 %173 to i32
  %175 = add i32 %171, %174
  %176 = add nuw nsw i64 %151, 4
  %177 = mul i32 %175, 33
  %178 = getelementptr inbounds i8, ptr @dst, i64 %176
  %179 = load i8, ptr %178, align 1, !tbaa !4
  %180 = zext i8 %179 to i32
  %181 = add i32 %177, %180
  %182 = add nuw nsw i64 %151, 5
  %183 = icmp eq i64 %182, 4000
  br i1 %183, label %184, label %150, !llvm.loop !11

184:                                              ; preds = %150
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %181) #5
  %186 = tail call ptr @malloc(i64 noundef 16384) #5
  %187 = tail call ptr @memset(ptr noundef %186, i32 noundef 0, i64 noundef 16384) #5
  store i8 0, ptr %186, align 1, !tbaa !4
  %188 = getelementptr inbounds i8, ptr %186, i64 1024
  store i8 1, ptr %188, align 1, !tbaa !4
  %189 = getelementptr inbounds i8, ptr %186, i64 2048
  store i8 2, ptr %189, align 1, !tbaa !4
  %190 = getelementptr inbounds i8, ptr %186, i64 3072
  store i8 3, ptr %190, align 1, !tbaa !4
  %191 = getelementptr inbounds i8, ptr %186, i64 4096
  store i8 4, ptr %191, align 1, !tbaa !4
  %192 = getelementptr inbounds i8, ptr %186, i64 5120
  store i8 5, ptr %192, align 1, !tbaa !4
  %193 = getelementptr inbounds i8, ptr %186, i64 6144
  store i8 6, ptr %193, align 1, !tbaa !4
  %194 = getelementptr inbounds i8, ptr %186, i64 7168
  store i8 7, ptr %194, align 1, !tbaa !4
  %195 = getelementptr inbounds i8, ptr %186, i64 8192
  store i8 8, ptr %195, align 1, !tbaa !4
  %196 = getelementptr inbounds i8, ptr %186, i64 9216
  store i8 9, ptr %196, align 1, !tbaa !4
  %197 = getelementptr inbounds i8, ptr %186, i64 10240
  store i8 10, ptr %197, align 1, !tbaa !4
  %198 = getelementptr inbounds i8, ptr %186, i64 11264
  store i8 11, ptr %198, align 1, !tbaa !4
  %199 = getelementptr inbounds i8, ptr %186, i64 12288
  store i8 12, ptr %199, align 1, !tbaa !4
  %200 = getelementptr inbounds i8, ptr %186, i64 13312
  store i8 13, ptr %200, align 1, !tbaa !4
  %201 = getelementptr inbounds i8, ptr %186, i64 14336
  store i8 14, ptr %201, align 1, !tbaa !4
  %202 = getelementptr inbounds i8, ptr %186, i64 15360
  store i8 15, ptr %202, align 1, !tbaa !4
  br label %203

203:                                              ; preds = %203, %184
  %204 = phi i64 [ 0, %184 ], [ %229, %203 ]
  %205 = phi i32 [ 0, %184 ], [ %228, %203 ]
  %206 = mul i32 %205, 33
  %207 = getelementptr inbounds i8, ptr %186, i64 %204
  %208 = load i8, ptr %207, align 1, !tbaa !4
  %209 = zext i8 %208 to i32
  %210 = add i32 %206, %209
  %211 = or i64 %204, 1
  %212 = mul i32 %210, 33
  %213 = getelementptr inbounds i8, ptr %186, i64 %211
  %214 = load i8, ptr %213, align 1, !tbaa !4
  %215 = zext i8 %214 to i32
  %216 = add i32 %212, %215
  %217 = or i64 %204, 2
  %218 = mul i32 %216, 33
  %219 = getelementptr inbounds i8, ptr %186, i64 %217
  %220 = load i8, ptr %219, align 1, !tbaa !4
  %221 = zext i8 %220 to i32
  %222 = add i32 %218, %221
  %223 = or i64 %204, 3
  %224 = mul i32 %222, 33
  %225 = getelementptr inbounds i8, ptr %186, i64 %223
  %226 = load i8, ptr %225, align 1, !tbaa !4
  %227 = zext i8 %226 to i32
  %228 = add i32 %224, %227
  %229 = add nuw nsw i64 %204, 4
  %230 = icmp eq i64 %229, 16384
  br i1 %230, label %231, label %203, !llvm.loop !11

231:                                              ; preds = %203
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %228) #5
  tail call void @free(ptr noundef nonnull %186) #5
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %1, i8 0, i64 104, i1 false)
  store i32 1, ptr %1, align 8
  %233 = getelementptr inbounds %struct.blob, ptr %1, i64 0, i32 1
  store i8 97, ptr %233, align 4
  %234 = getelementptr inbounds %struct.blob, ptr %1, i64 0, i32 1, i64 1
  store i8 98, ptr %234, align 1
  %235 = getelementptr inbounds %struct.blob, ptr %1, i64 0, i32 1, i64 2
  store i8 99, ptr %235, align 2
  %236 = getelementptr inbounds %struct.blob, ptr %1, i64 0, i32 2
  store double 2.500000e+00, ptr %236, align 8
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %2) #6
  %237 = call ptr @memset(ptr noundef nonnull %2, i32 noundef 0, i64 noundef 112) #5
  %238 = call ptr @memcpy(ptr noundef nonnull %2, ptr noundef nonnull %1, i64 noundef 112) #5
  %239 = getelementptr inbounds %struct.blob, ptr %2, i64 0, i32 1
  %240 = getelementptr inbounds %struct.blob, ptr %2, i64 0, i32 1, i64 50
  store i8 122, ptr %240, align 2, !tbaa !4
  %241 = load i32, ptr %2, align 8, !tbaa !12
  %242 = getelementptr inbounds %struct.blob, ptr %2, i64 0, i32 2
  %243 = load double, ptr %242, align 8, !tbaa !16
  %244 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %241, ptr noundef nonnull %239, double noundef %243, i32 noundef 122) #5
  call void @llvm.lifetime.start.p0(i64 1120, ptr nonnull %3) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %3, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 0, ptr %3, align 16, !tbaa !12
  %245 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %245, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 1, ptr %245, align 16, !tbaa !12
  %246 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %246, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 2, ptr %246, align 16, !tbaa !12
  %247 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %247, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 3, ptr %247, align 16, !tbaa !12
  %248 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %248, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 4, ptr %248, align 16, !tbaa !12
  %249 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %249, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 5, ptr %249, align 16, !tbaa !12
  %250 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %250, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 6, ptr %250, align 16, !tbaa !12
  %251 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %251, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 7, ptr %251, align 16, !tbaa !12
  %252 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %252, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 8, ptr %252, align 16, !tbaa !12
  %253 = getelementptr inbounds [10 x %struct.blob], ptr %3, i64 0, i64 9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %253, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !tbaa.struct !17
  store i32 9, ptr %253, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 1120, ptr nonnull %4) #6
  %254 = call ptr @memcpy(ptr noundef nonnull %4, ptr noundef nonnull %3, i64 noundef 1120) #5
  %255 = getelementptr inbounds [10 x %struct.blob], ptr %4, i64 0, i64 9
  %256 = load i32, ptr %255, align 16, !tbaa !12
  %257 = getelementptr inbounds [10 x %struct.blob], ptr %4, i64 0, i64 3
  %258 = call i32 @memcmp(ptr noundef nonnull %257, ptr noundef nonnull %247, i64 noundef 112) #5
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %256, i32 noundef %258) #5
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %5) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %5, ptr noundef nonnull align 1 dereferenceable(7) @__const.main.s1, i64 7, i1 false)
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %6) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %6, ptr noundef nonnull align 1 dereferenceable(7) @__const.main.s2, i64 7, i1 false)
  %260 = call i32 @memcmp(ptr noundef nonnull %5, ptr noundef nonnull %6, i64 noundef 6) #5
  %261 = lshr i32 %260, 31
  %262 = call i32 @memcmp(ptr noundef nonnull %5, ptr noundef nonnull %6, i64 noundef 3) #5
  %263 = call i32 @memcmp(ptr noundef nonnull %6, ptr noundef nonnull %5, i64 noundef 6) #5
  %264 = icmp sgt i32 %263, 0
  %265 = zext i1 %264 to i32
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %261, i32 noundef %262, i32 noundef %265) #5
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %7) #6
  store i16 128, ptr %7, align 2
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %8) #6
  store i16 127, ptr %8, align 2
  %267 = call i32 @memcmp(ptr noundef nonnull %7, ptr noundef nonnull %8, i64 noundef 2) #5
  %268 = icmp sgt i32 %267, 0
  %269 = zext i1 %268 to i32
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef %269) #5
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %8) #6
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %7) #6
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 1120, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 1120, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

declare ptr @memmove(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare ptr @malloc(i64 noundef) local_unnamed_addr #2

declare void @free(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8, !9, !10}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = distinct !{!11, !8}
!12 = !{!13, !14, i64 0}
!13 = !{!"blob", !14, i64 0, !5, i64 4, !15, i64 104}
!14 = !{!"int", !5, i64 0}
!15 = !{!"double", !5, i64 0}
!16 = !{!13, !15, i64 104}
!17 = !{i64 0, i64 4, !18, i64 4, i64 100, !4, i64 104, i64 8, !19}
!18 = !{!14, !14, i64 0}
!19 = !{!15, !15, i64 0}
