; ModuleID = 'tests/programs/matmul.c'
source_filename = "tests/programs/matmul.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"int trace %lld c[0]=%d c[last]=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@main.x = internal unnamed_addr global [12 x [12 x double]] zeroinitializer, align 8
@main.y = internal unnamed_addr global [12 x [12 x double]] zeroinitializer, align 8
@main.z = internal unnamed_addr global [12 x [12 x double]] zeroinitializer, align 8
@.str.3 = private unnamed_addr constant [30 x i8] c"double sum %.6f z[5][7]=%.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"fib(80) %llu\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [144 x i32], align 4
  %2 = alloca [144 x i32], align 4
  %3 = alloca [144 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %1) #4
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %2) #4
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %3) #4
  br label %192

4:                                                ; preds = %192, %106
  %5 = phi i32 [ %107, %106 ], [ 0, %192 ]
  %6 = mul nuw nsw i32 %5, 12
  %7 = getelementptr inbounds i32, ptr %1, i32 %6
  %8 = or i32 %6, 1
  %9 = getelementptr inbounds i32, ptr %1, i32 %8
  %10 = or i32 %6, 2
  %11 = getelementptr inbounds i32, ptr %1, i32 %10
  %12 = or i32 %6, 3
  %13 = getelementptr inbounds i32, ptr %1, i32 %12
  %14 = add nuw nsw i32 %6, 4
  %15 = getelementptr inbounds i32, ptr %1, i32 %14
  %16 = add nuw nsw i32 %6, 5
  %17 = getelementptr inbounds i32, ptr %1, i32 %16
  %18 = add nuw nsw i32 %6, 6
  %19 = getelementptr inbounds i32, ptr %1, i32 %18
  %20 = add nuw nsw i32 %6, 7
  %21 = getelementptr inbounds i32, ptr %1, i32 %20
  %22 = add nuw nsw i32 %6, 8
  %23 = getelementptr inbounds i32, ptr %1, i32 %22
  %24 = add nuw nsw i32 %6, 9
  %25 = getelementptr inbounds i32, ptr %1, i32 %24
  %26 = add nuw nsw i32 %6, 10
  %27 = getelementptr inbounds i32, ptr %1, i32 %26
  %28 = add nuw nsw i32 %6, 11
  %29 = getelementptr inbounds i32, ptr %1, i32 %28
  %30 = load i32, ptr %7, align 4, !tbaa !4
  %31 = load i32, ptr %9, align 4, !tbaa !4
  %32 = load i32, ptr %11, align 4, !tbaa !4
  %33 = load i32, ptr %13, align 4, !tbaa !4
  %34 = load i32, ptr %15, align 4, !tbaa !4
  %35 = load i32, ptr %17, align 4, !tbaa !4
  %36 = load i32, ptr %19, align 4, !tbaa !4
  %37 = load i32, ptr %21, align 4, !tbaa !4
  %38 = load i32, ptr %23, align 4, !tbaa !4
  %39 = load i32, ptr %25, align 4, !tbaa !4
  %40 = load i32, ptr %27, align 4, !tbaa !4
  %41 = load i32, ptr %29, align 4, !tbaa !4
  br label %42

42:                                               ; preds = %42, %4
  %43 = phi i32 [ 0, %4 ], [ %104, %42 ]
  %44 = getelementptr inbounds i32, ptr %2, i32 %43
  %45 = load i32, ptr %44, align 4, !tbaa !4
  %46 = mul nsw i32 %45, %30
  %47 = add nuw nsw i32 %43, 12
  %48 = getelementptr inbounds i32, ptr %2, i32 %47
  %49 = load i32, ptr %48, align 4, !tbaa !4
  %50 = mul nsw i32 %49, %31
  %51 = add nsw i32 %50, %46
  %52 = add nuw nsw i32 %43, 24
  %53 = getelementptr inbounds i32, ptr %2, i32 %52
  %54 = load i32, ptr %53, align 4, !tbaa !4
  %55 = mul nsw i32 %54, %32
  %56 = add nsw i32 %51, %55
  %57 = add nuw nsw i32 %43, 36
  %58 = getelementptr inbounds i32, ptr %2, i32 %57
  %59 = load i32, ptr %58, align 4, !tbaa !4
  %60 = mul nsw i32 %59, %33
  %61 = add nsw i32 %56, %60
  %62 = add nuw nsw i32 %43, 48
  %63 = getelementptr inbounds i32, ptr %2, i32 %62
  %64 = load i32, ptr %63, align 4, !tbaa !4
  %65 = mul nsw i32 %64, %34
  %66 = add nsw i32 %61, %65
  %67 = add nuw nsw i32 %43, 60
  %68 = getelementptr inbounds i32, ptr %2, i32 %67
  %69 = load i32, ptr %68, align 4, !tbaa !4
  %70 = mul nsw i32 %69, %35
  %71 = add nsw i32 %66, %70
  %72 = add nuw nsw i32 %43, 72
  %73 = getelementptr inbounds i32, ptr %2, i32 %72
  %74 = load i32, ptr %73, align 4, !tbaa !4
  %75 = mul nsw i32 %74, %36
  %76 = add nsw i32 %71, %75
  %77 = add nuw nsw i32 %43, 84
  %78 = getelementptr inbounds i32, ptr %2, i32 %77
  %79 = load i32, ptr %78, align 4, !tbaa !4
  %80 = mul nsw i32 %79, %37
  %81 = add nsw i32 %76, %80
  %82 = add nuw nsw i32 %43, 96
  %83 = getelementptr inbounds i32, ptr %2, i32 %82
  %84 = load i32, ptr %83, align 4, !tbaa !4
  %85 = mul nsw i32 %84, %38
  %86 = add nsw i32 %81, %85
  %87 = add nuw nsw i32 %43, 108
  %88 = getelementptr inbounds i32, ptr %2, i32 %87
  %89 = load i32, ptr %88, align 4, !tbaa !4
  %90 = mul nsw i32 %89, %39
  %91 = add nsw i32 %86, %90
  %92 = add nuw nsw i32 %43, 120
  %93 = getelementptr inbounds i32, ptr %2, i32 %92
  %94 = load i32, ptr %93, align 4, !tbaa !4
  %95 = mul nsw i32 %94, %40
  %96 = add nsw i32 %91, %95
  %97 = add nuw nsw i32 %43, 132
  %98 = getelementptr inbounds i32, ptr %2, i32 %97
  %99 = load i32, ptr %98, align 4, !tbaa !4
  %100 = mul nsw i32 %99, %41
  %101 = add nsw i32 %96, %100
  %102 = add nuw nsw i32 %43, %6
  %103 = getelementptr inbounds i32, ptr %3, i32 %102
  store i32 %101, ptr %103, align 4, !tbaa !4
  %104 = add nuw nsw i32 %43, 1
  %105 = icmp eq i32 %104, 12
  br i1 %105, label %106, label %42, !llvm.loop !8

106:                                              ; preds = %42
  %107 = add nuw nsw i32 %5, 1
  %108 = icmp eq i32 %107, 12
  br i1 %108, label %109, label %4, !llvm.loop !10

109:                                              ; preds = %106
  %110 = load i32, ptr %3, align 4, !tbaa !4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 13
  %113 = load i32, ptr %112, align 4, !tbaa !4
  %114 = sext i32 %113 to i64
  %115 = add nsw i64 %111, %114
  %116 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 26
  %117 = load i32, ptr %116, align 4, !tbaa !4
  %118 = sext i32 %117 to i64
  %119 = add nsw i64 %115, %118
  %120 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 39
  %121 = load i32, ptr %120, align 4, !tbaa !4
  %122 = sext i32 %121 to i64
  %123 = add nsw i64 %119, %122
  %124 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 52
  %125 = load i32, ptr %124, align 4, !tbaa !4
  %126 = sext i32 %125 to i64
  %127 = add nsw i64 %123, %126
  %128 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 65
  %129 = load i32, ptr %128, align 4, !tbaa !4
  %130 = sext i32 %129 to i64
  %131 = add nsw i64 %127, %130
  %132 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 78
  %133 = load i32, ptr %132, align 4, !tbaa !4
  %134 = sext i32 %133 to i64
  %135 = add nsw i64 %131, %134
  %136 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 91
  %137 = load i32, ptr %136, align 4, !tbaa !4
  %138 = sext i32 %137 to i64
  %139 = add nsw i64 %135, %138
  %140 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 104
  %141 = load i32, ptr %140, align 4, !tbaa !4
  %142 = sext i32 %141 to i64
  %143 = add nsw i64 %139, %142
  %144 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 117
  %145 = load i32, ptr %144, align 4, !tbaa !4
  %146 = sext i32 %145 to i64
  %147 = add nsw i64 %143, %146
  %148 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 130
  %149 = load i32, ptr %148, align 4, !tbaa !4
  %150 = sext i32 %149 to i64
  %151 = add nsw i64 %147, %150
  %152 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 143
  %153 = load i32, ptr %152, align 4, !tbaa !4
  %154 = sext i32 %153 to i64
  %155 = add nsw i64 %151, %154
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %155, i32 noundef %110, i32 noundef %153) #5
  %157 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 36
  %158 = load i32, ptr %157, align 4, !tbaa !4
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %158) #5
  %160 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 37
  %161 = load i32, ptr %160, align 4, !tbaa !4
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %161) #5
  %163 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 38
  %164 = load i32, ptr %163, align 4, !tbaa !4
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %164) #5
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %121) #5
  %167 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 40
  %168 = load i32, ptr %167, align 4, !tbaa !4
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %168) #5
  %170 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 41
  %171 = load i32, ptr %170, align 4, !tbaa !4
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %171) #5
  %173 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 42
  %174 = load i32, ptr %173, align 4, !tbaa !4
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %174) #5
  %176 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 43
  %177 = load i32, ptr %176, align 4, !tbaa !4
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %177) #5
  %179 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 44
  %180 = load i32, ptr %179, align 4, !tbaa !4
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %180) #5
  %182 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 45
  %183 = load i32, ptr %182, align 4, !tbaa !4
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %183) #5
  %185 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 46
  %186 = load i32, ptr %185, align 4, !tbaa !4
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %186) #5
  %188 = getelementptr inbounds [144 x i32], ptr %3, i32 0, i32 47
  %189 = load i32, ptr %188, align 4, !tbaa !4
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %189) #5
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #5
  br label %207

192:                                              ; preds = %0, %192
  %193 = phi i32 [ 0, %0 ], [ %205, %192 ]
  %194 = trunc i32 %193 to i16
  %195 = mul i16 %194, 7
  %196 = urem i16 %195, 11
  %197 = zext i16 %196 to i32
  %198 = add nsw i32 %197, -5
  %199 = getelementptr inbounds [144 x i32], ptr %1, i32 0, i32 %193
  store i32 %198, ptr %199, align 4, !tbaa !4
  %200 = mul i16 %194, 5
  %201 = urem i16 %200, 13
  %202 = zext i16 %201 to i32
  %203 = add nsw i32 %202, -6
  %204 = getelementptr inbounds [144 x i32], ptr %2, i32 0, i32 %193
  store i32 %203, ptr %204, align 4, !tbaa !4
  %205 = add nuw nsw i32 %193, 1
  %206 = icmp eq i32 %205, 144
  br i1 %206, label %4, label %192, !llvm.loop !11

207:                                              ; preds = %109, %281
  %208 = phi i32 [ 0, %109 ], [ %282, %281 ]
  %209 = sitofp i32 %208 to double
  %210 = fadd double %209, 1.000000e+00
  br label %284

211:                                              ; preds = %281, %278
  %212 = phi i32 [ %279, %278 ], [ 0, %281 ]
  %213 = getelementptr inbounds [12 x double], ptr @main.x, i32 %212, i32 0
  %214 = load double, ptr %213, align 8, !tbaa !12
  %215 = getelementptr inbounds [12 x double], ptr @main.x, i32 %212, i32 1
  %216 = load double, ptr %215, align 8, !tbaa !12
  %217 = getelementptr inbounds [12 x double], ptr @main.x, i32 %212, i32 2
  %218 = load double, ptr %217, align 8, !tbaa !12
  %219 = getelementptr inbounds [12 x double], ptr @main.x, i32 %212, i32 3
  %220 = load double, ptr %219, align 8, !tbaa !12
  %221 = getelementptr inbounds [12 x double], ptr @main.x, i32 %212, i32 4
  %222 = load double, ptr %221, align 8, !tbaa !12
  %223 = getelementptr inbounds [12 x double], ptr @main.x, i32 %212, i32 5
  %224 = load double, ptr %223, align 8, !tbaa !12
  %225 = getelementptr inbounds [12 x double], ptr @main.x, i32 %212, i32 6
  %226 = load double, ptr %225, align 8, !tbaa !12
  %227 = getelementptr inbounds [12 x double], ptr @main.x, i32 %212, i32 7
  %228 = load double, ptr %227, align 8, !tbaa !12
  %229 = getelementptr inbounds [12 x double], ptr @main.x, i32 %212, i32 8
  %230 = load double, ptr %229, align 8, !tbaa !12
  %231 = getelementptr inbounds [12 x double], ptr @main.x, i32 %212, i32 9
  %232 = load double, ptr %231, align 8, !tbaa !12
  %233 = getelementptr inbounds [12 x double], ptr @main.x, i32 %212, i32 10
  %234 = load double, ptr %233, align 8, !tbaa !12
  %235 = getelementptr inbounds [12 x double], ptr @main.x, i32 %212, i32 11
  %236 = load double, ptr %235, align 8, !tbaa !12
  br label %237

237:                                              ; preds = %237, %211
  %238 = phi i32 [ 0, %211 ], [ %276, %237 ]
  %239 = getelementptr inbounds [12 x double], ptr @main.y, i32 0, i32 %238
  %240 = load double, ptr %239, align 8, !tbaa !12
  %241 = tail call double @llvm.fmuladd.f64(double %214, double %240, double 0.000000e+00)
  %242 = getelementptr inbounds [12 x double], ptr @main.y, i32 1, i32 %238
  %243 = load double, ptr %242, align 8, !tbaa !12
  %244 = tail call double @llvm.fmuladd.f64(double %216, double %243, double %241)
  %245 = getelementptr inbounds [12 x double], ptr @main.y, i32 2, i32 %238
  %246 = load double, ptr %245, align 8, !tbaa !12
  %247 = tail call double @llvm.fmuladd.f64(double %218, double %246, double %244)
  %248 = getelementptr inbounds [12 x double], ptr @main.y, i32 3, i32 %238
  %249 = load double, ptr %248, align 8, !tbaa !12
  %250 = tail call double @llvm.fmuladd.f64(double %220, double %249, double %247)
  %251 = getelementptr inbounds [12 x double], ptr @main.y, i32 4, i32 %238
  %252 = load double, ptr %251, align 8, !tbaa !12
  %253 = tail call double @llvm.fmuladd.f64(double %222, double %252, double %250)
  %254 = getelementptr inbounds [12 x double], ptr @main.y, i32 5, i32 %238
  %255 = load double, ptr %254, align 8, !tbaa !12
  %256 = tail call double @llvm.fmuladd.f64(double %224, double %255, double %253)
  %257 = getelementptr inbounds [12 x double], ptr @main.y, i32 6, i32 %238
  %258 = load double, ptr %257, align 8, !tbaa !12
  %259 = tail call double @llvm.fmuladd.f64(double %226, double %258, double %256)
  %260 = getelementptr inbounds [12 x double], ptr @main.y, i32 7, i32 %238
  %261 = load double, ptr %260, align 8, !tbaa !12
  %262 = tail call double @llvm.fmuladd.f64(double %228, double %261, double %259)
  %263 = getelementptr inbounds [12 x double], ptr @main.y, i32 8, i32 %238
  %264 = load double, ptr %263, align 8, !tbaa !12
  %265 = tail call double @llvm.fmuladd.f64(double %230, double %264, double %262)
  %266 = getelementptr inbounds [12 x double], ptr @main.y, i32 9, i32 %238
  %267 = load double, ptr %266, align 8, !tbaa !12
  %268 = tail call double @llvm.fmuladd.f64(double %232, double %267, double %265)
  %269 = getelementptr inbounds [12 x double], ptr @main.y, i32 10, i32 %238
  %270 = load double, ptr %269, align 8, !tbaa !12
  %271 = tail call double @llvm.fmuladd.f64(double %234, double %270, double %268)
  %272 = getelementptr inbounds [12 x double], ptr @main.y, i32 11, i32 %238
  %273 = load double, ptr %272, align 8, !tbaa !12
  %274 = tail call double @llvm.fmuladd.f64(double %236, double %273, double %271)
  %275 = getelementptr inbounds [12 x double], ptr @main.z, i32 %212, i32 %238
  store double %274, ptr %275, align 8, !tbaa !12
  %276 = add nuw nsw i32 %238, 1
  %277 = icmp eq i32 %276, 12
  br i1 %277, label %278, label %237, !llvm.loop !14

278:                                              ; preds = %237
  %279 = add nuw nsw i32 %212, 1
  %280 = icmp eq i32 %279, 12
  br i1 %280, label %298, label %211, !llvm.loop !15

281:                                              ; preds = %284
  %282 = add nuw nsw i32 %208, 1
  %283 = icmp eq i32 %282, 12
  br i1 %283, label %211, label %207, !llvm.loop !16

284:                                              ; preds = %207, %284
  %285 = phi i32 [ 0, %207 ], [ %296, %284 ]
  %286 = sitofp i32 %285 to double
  %287 = fadd double %286, 2.000000e+00
  %288 = fdiv double %210, %287
  %289 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i32 0, i32 %208, i32 %285
  store double %288, ptr %289, align 8, !tbaa !12
  %290 = icmp eq i32 %208, %285
  %291 = sub nsw i32 %208, %285
  %292 = sitofp i32 %291 to double
  %293 = fmul double %292, 2.500000e-01
  %294 = select i1 %290, double 2.000000e+00, double %293
  %295 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i32 0, i32 %208, i32 %285
  store double %294, ptr %295, align 8, !tbaa !12
  %296 = add nuw nsw i32 %285, 1
  %297 = icmp eq i32 %296, 12
  br i1 %297, label %281, label %284, !llvm.loop !17

298:                                              ; preds = %278, %298
  %299 = phi i32 [ %337, %298 ], [ 0, %278 ]
  %300 = phi double [ %336, %298 ], [ 0.000000e+00, %278 ]
  %301 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i32 0, i32 %299, i32 0
  %302 = load double, ptr %301, align 8, !tbaa !12
  %303 = fadd double %300, %302
  %304 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i32 0, i32 %299, i32 1
  %305 = load double, ptr %304, align 8, !tbaa !12
  %306 = fadd double %303, %305
  %307 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i32 0, i32 %299, i32 2
  %308 = load double, ptr %307, align 8, !tbaa !12
  %309 = fadd double %306, %308
  %310 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i32 0, i32 %299, i32 3
  %311 = load double, ptr %310, align 8, !tbaa !12
  %312 = fadd double %309, %311
  %313 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i32 0, i32 %299, i32 4
  %314 = load double, ptr %313, align 8, !tbaa !12
  %315 = fadd double %312, %314
  %316 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i32 0, i32 %299, i32 5
  %317 = load double, ptr %316, align 8, !tbaa !12
  %318 = fadd double %315, %317
  %319 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i32 0, i32 %299, i32 6
  %320 = load double, ptr %319, align 8, !tbaa !12
  %321 = fadd double %318, %320
  %322 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i32 0, i32 %299, i32 7
  %323 = load double, ptr %322, align 8, !tbaa !12
  %324 = fadd double %321, %323
  %325 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i32 0, i32 %299, i32 8
  %326 = load double, ptr %325, align 8, !tbaa !12
  %327 = fadd double %324, %326
  %328 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i32 0, i32 %299, i32 9
  %329 = load double, ptr %328, align 8, !tbaa !12
  %330 = fadd double %327, %329
  %331 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i32 0, i32 %299, i32 10
  %332 = load double, ptr %331, align 8, !tbaa !12
  %333 = fadd double %330, %332
  %334 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i32 0, i32 %299, i32 11
  %335 = load double, ptr %334, align 8, !tbaa !12
  %336 = fadd double %333, %335
  %337 = add nuw nsw i32 %299, 1
  %338 = icmp eq i32 %337, 12
  br i1 %338, label %339, label %298, !llvm.loop !18

339:                                              ; preds = %298
  %340 = load double, ptr getelementptr inbounds ([12 x [12 x double]], ptr @main.z, i32 0, i32 5, i32 7), align 8, !tbaa !12
  %341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %336, double noundef %340) #5
  %342 = mul nuw nsw i64 0, 610
  %343 = add nuw nsw i64 %342, 987
  %344 = mul nuw nsw i64 0, 10472277129572601
  %345 = add nuw nsw i64 %344, 16944505142783631
  %346 = mul nsw i64 %343, 6557470319842
  %347 = add nsw i64 %346, %345
  %348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %347) #5
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %3) #4
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %1) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !6, i64 0}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
