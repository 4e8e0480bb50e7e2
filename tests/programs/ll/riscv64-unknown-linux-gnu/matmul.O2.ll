; ModuleID = 'tests/programs/matmul.c'
source_filename = "tests/programs/matmul.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"int trace %lld c[0]=%d c[last]=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@main.x = internal unnamed_addr global [12 x [12 x double]] zeroinitializer, align 8
@main.y = internal unnamed_addr global [12 x [12 x double]] zeroinitializer, align 8
@main.z = internal unnamed_addr global [12 x [12 x double]] zeroinitializer, align 8
@.str.3 = private unnamed_addr constant [30 x i8] c"double sum %.6f z[5][7]=%.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"fib(80) %llu\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [144 x i32], align 4
  %2 = alloca [144 x i32], align 4
  %3 = alloca [144 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %1) #4
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %2) #4
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %3) #4
  br label %192

4:                                                ; preds = %192, %106
  %5 = phi i64 [ %107, %106 ], [ 0, %192 ]
  %6 = mul nuw nsw i64 %5, 12
  %7 = getelementptr inbounds i32, ptr %1, i64 %6
  %8 = or i64 %6, 1
  %9 = getelementptr inbounds i32, ptr %1, i64 %8
  %10 = or i64 %6, 2
  %11 = getelementptr inbounds i32, ptr %1, i64 %10
  %12 = or i64 %6, 3
  %13 = getelementptr inbounds i32, ptr %1, i64 %12
  %14 = add nuw nsw i64 %6, 4
  %15 = getelementptr inbounds i32, ptr %1, i64 %14
  %16 = add nuw nsw i64 %6, 5
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = add nuw nsw i64 %6, 6
  %19 = getelementptr inbounds i32, ptr %1, i64 %18
  %20 = add nuw nsw i64 %6, 7
  %21 = getelementptr inbounds i32, ptr %1, i64 %20
  %22 = add nuw nsw i64 %6, 8
  %23 = getelementptr inbounds i32, ptr %1, i64 %22
  %24 = add nuw nsw i64 %6, 9
  %25 = getelementptr inbounds i32, ptr %1, i64 %24
  %26 = add nuw nsw i64 %6, 10
  %27 = getelementptr inbounds i32, ptr %1, i64 %26
  %28 = add nuw nsw i64 %6, 11
  %29 = getelementptr inbounds i32, ptr %1, i64 %28
  %30 = load i32, ptr %7, align 4, !tbaa !6
  %31 = load i32, ptr %9, align 4, !tbaa !6
  %32 = load i32, ptr %11, align 4, !tbaa !6
  %33 = load i32, ptr %13, align 4, !tbaa !6
  %34 = load i32, ptr %15, align 4, !tbaa !6
  %35 = load i32, ptr %17, align 4, !tbaa !6
  %36 = load i32, ptr %19, align 4, !tbaa !6
  %37 = load i32, ptr %21, align 4, !tbaa !6
  %38 = load i32, ptr %23, align 4, !tbaa !6
  %39 = load i32, ptr %25, align 4, !tbaa !6
  %40 = load i32, ptr %27, align 4, !tbaa !6
  %41 = load i32, ptr %29, align 4, !tbaa !6
  br label %42

42:                                               ; preds = %42, %4
  %43 = phi i64 [ 0, %4 ], [ %104, %42 ]
  %44 = getelementptr inbounds i32, ptr %2, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = mul nsw i32 %45, %30
  %47 = add nuw nsw i64 %43, 12
  %48 = getelementptr inbounds i32, ptr %2, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = mul nsw i32 %49, %31
  %51 = add nsw i32 %50, %46
  %52 = add nuw nsw i64 %43, 24
  %53 = getelementptr inbounds i32, ptr %2, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = mul nsw i32 %54, %32
  %56 = add nsw i32 %51, %55
  %57 = add nuw nsw i64 %43, 36
  %58 = getelementptr inbounds i32, ptr %2, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = mul nsw i32 %59, %33
  %61 = add nsw i32 %56, %60
  %62 = add nuw nsw i64 %43, 48
  %63 = getelementptr inbounds i32, ptr %2, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = mul nsw i32 %64, %34
  %66 = add nsw i32 %61, %65
  %67 = add nuw nsw i64 %43, 60
  %68 = getelementptr inbounds i32, ptr %2, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = mul nsw i32 %69, %35
  %71 = add nsw i32 %66, %70
  %72 = add nuw nsw i64 %43, 72
  %73 = getelementptr inbounds i32, ptr %2, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = mul nsw i32 %74, %36
  %76 = add nsw i32 %71, %75
  %77 = add nuw nsw i64 %43, 84
  %78 = getelementptr inbounds i32, ptr %2, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !6
  %80 = mul nsw i32 %79, %37
  %81 = add nsw i32 %76, %80
  %82 = add nuw nsw i64 %43, 96
  %83 = getelementptr inbounds i32, ptr %2, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = mul nsw i32 %84, %38
  %86 = add nsw i32 %81, %85
  %87 = add nuw nsw i64 %43, 108
  %88 = getelementptr inbounds i32, ptr %2, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = mul nsw i32 %89, %39
  %91 = add nsw i32 %86, %90
  %92 = add nuw nsw i64 %43, 120
  %93 = getelementptr inbounds i32, ptr %2, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = mul nsw i32 %94, %40
  %96 = add nsw i32 %91, %95
  %97 = add nuw nsw i64 %43, 132
  %98 = getelementptr inbounds i32, ptr %2, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = mul nsw i32 %99, %41
  %101 = add nsw i32 %96, %100
  %102 = add nuw nsw i64 %43, %6
  %103 = getelementptr inbounds i32, ptr %3, i64 %102
  store i32 %101, ptr %103, align 4, !tbaa !6
  %104 = add nuw nsw i64 %43, 1
  %105 = icmp eq i64 %104, 12
  br i1 %105, label %106, label %42, !llvm.loop !10

106:                                              ; preds = %42
  %107 = add nuw nsw i64 %5, 1
  %108 = icmp eq i64 %107, 12
  br i1 %108, label %109, label %4, !llvm.loop !12

109:                                              ; preds = %106
  %110 = load i32, ptr %3, align 4, !tbaa !6
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 13
  %113 = load i32, ptr %112, align 4, !tbaa !6
  %114 = sext i32 %113 to i64
  %115 = add nsw i64 %111, %114
  %116 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 26
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = sext i32 %117 to i64
  %119 = add nsw i64 %115, %118
  %120 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 39
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = sext i32 %121 to i64
  %123 = add nsw i64 %119, %122
  %124 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 52
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = sext i32 %125 to i64
  %127 = add nsw i64 %123, %126
  %128 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 65
  %129 = load i32, ptr %128, align 4, !tbaa !6
  %130 = sext i32 %129 to i64
  %131 = add nsw i64 %127, %130
  %132 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 78
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = sext i32 %133 to i64
  %135 = add nsw i64 %131, %134
  %136 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 91
  %137 = load i32, ptr %136, align 4, !tbaa !6
  %138 = sext i32 %137 to i64
  %139 = add nsw i64 %135, %138
  %140 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 104
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = sext i32 %141 to i64
  %143 = add nsw i64 %139, %142
  %144 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 117
  %145 = load i32, ptr %144, align 4, !tbaa !6
  %146 = sext i32 %145 to i64
  %147 = add nsw i64 %143, %146
  %148 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 130
  %149 = load i32, ptr %148, align 4, !tbaa !6
  %150 = sext i32 %149 to i64
  %151 = add nsw i64 %147, %150
  %152 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 143
  %153 = load i32, ptr %152, align 4, !tbaa !6
  %154 = sext i32 %153 to i64
  %155 = add nsw i64 %151, %154
  %156 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %155, i32 noundef signext %110, i32 noundef signext %153) #5
  %157 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 36
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %158) #5
  %160 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 37
  %161 = load i32, ptr %160, align 4, !tbaa !6
  %162 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %161) #5
  %163 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 38
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %164) #5
  %166 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %121) #5
  %167 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 40
  %168 = load i32, ptr %167, align 4, !tbaa !6
  %169 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %168) #5
  %170 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 41
  %171 = load i32, ptr %170, align 4, !tbaa !6
  %172 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %171) #5
  %173 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 42
  %174 = load i32, ptr %173, align 4, !tbaa !6
  %175 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %174) #5
  %176 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 43
  %177 = load i32, ptr %176, align 4, !tbaa !6
  %178 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %177) #5
  %179 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 44
  %180 = load i32, ptr %179, align 4, !tbaa !6
  %181 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %180) #5
  %182 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 45
  %183 = load i32, ptr %182, align 4, !tbaa !6
  %184 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %183) #5
  %185 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 46
  %186 = load i32, ptr %185, align 4, !tbaa !6
  %187 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %186) #5
  %188 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 47
  %189 = load i32, ptr %188, align 4, !tbaa !6
  %190 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %189) #5
  %191 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #5
  br label %209

192:                                              ; preds = %0, %192
  %193 = phi i64 [ 0, %0 ], [ %206, %192 ]
  %194 = phi i32 [ 0, %0 ], [ %207, %192 ]
  %195 = trunc i32 %194 to i16
  %196 = mul i16 %195, 7
  %197 = urem i16 %196, 11
  %198 = zext i16 %197 to i32
  %199 = add nsw i32 %198, -5
  %200 = getelementptr inbounds [144 x i32], ptr %1, i64 0, i64 %193
  store i32 %199, ptr %200, align 4, !tbaa !6
  %201 = mul i16 %195, 5
  %202 = urem i16 %201, 13
  %203 = zext i16 %202 to i32
  %204 = add nsw i32 %203, -6
  %205 = getelementptr inbounds [144 x i32], ptr %2, i64 0, i64 %193
  store i32 %204, ptr %205, align 4, !tbaa !6
  %206 = add nuw nsw i64 %193, 1
  %207 = add nuw nsw i32 %194, 1
  %208 = icmp eq i64 %206, 144
  br i1 %208, label %4, label %192, !llvm.loop !13

209:                                              ; preds = %109, %284
  %210 = phi i64 [ 0, %109 ], [ %285, %284 ]
  %211 = trunc i64 %210 to i32
  %212 = sitofp i32 %211 to double
  %213 = fadd double %212, 1.000000e+00
  br label %287

214:                                              ; preds = %284, %281
  %215 = phi i64 [ %282, %281 ], [ 0, %284 ]
  %216 = getelementptr inbounds [12 x double], ptr @main.x, i64 %215, i64 0
  %217 = load double, ptr %216, align 8, !tbaa !14
  %218 = getelementptr inbounds [12 x double], ptr @main.x, i64 %215, i64 1
  %219 = load double, ptr %218, align 8, !tbaa !14
  %220 = getelementptr inbounds [12 x double], ptr @main.x, i64 %215, i64 2
  %221 = load double, ptr %220, align 8, !tbaa !14
  %222 = getelementptr inbounds [12 x double], ptr @main.x, i64 %215, i64 3
  %223 = load double, ptr %222, align 8, !tbaa !14
  %224 = getelementptr inbounds [12 x double], ptr @main.x, i64 %215, i64 4
  %225 = load double, ptr %224, align 8, !tbaa !14
  %226 = getelementptr inbounds [12 x double], ptr @main.x, i64 %215, i64 5
  %227 = load double, ptr %226, align 8, !tbaa !14
  %228 = getelementptr inbounds [12 x double], ptr @main.x, i64 %215, i64 6
  %229 = load double, ptr %228, align 8, !tbaa !14
  %230 = getelementptr inbounds [12 x double], ptr @main.x, i64 %215, i64 7
  %231 = load double, ptr %230, align 8, !tbaa !14
  %232 = getelementptr inbounds [12 x double], ptr @main.x, i64 %215, i64 8
  %233 = load double, ptr %232, align 8, !tbaa !14
  %234 = getelementptr inbounds [12 x double], ptr @main.x, i64 %215, i64 9
  %235 = load double, ptr %234, align 8, !tbaa !14
  %236 = getelementptr inbounds [12 x double], ptr @main.x, i64 %215, i64 10
  %237 = load double, ptr %236, align 8, !tbaa !14
  %238 = getelementptr inbounds [12 x double], ptr @main.x, i64 %215, i64 11
  %239 = load double, ptr %238, align 8, !tbaa !14
  br label %240

240:                                              ; preds = %240, %214
  %241 = phi i64 [ 0, %214 ], [ %279, %240 ]
  %242 = getelementptr inbounds [12 x double], ptr @main.y, i64 0, i64 %241
  %243 = load double, ptr %242, align 8, !tbaa !14
  %244 = tail call double @llvm.fmuladd.f64(double %217, double %243, double 0.000000e+00)
  %245 = getelementptr inbounds [12 x double], ptr @main.y, i64 1, i64 %241
  %246 = load double, ptr %245, align 8, !tbaa !14
  %247 = tail call double @llvm.fmuladd.f64(double %219, double %246, double %244)
  %248 = getelementptr inbounds [12 x double], ptr @main.y, i64 2, i64 %241
  %249 = load double, ptr %248, align 8, !tbaa !14
  %250 = tail call double @llvm.fmuladd.f64(double %221, double %249, double %247)
  %251 = getelementptr inbounds [12 x double], ptr @main.y, i64 3, i64 %241
  %252 = load double, ptr %251, align 8, !tbaa !14
  %253 = tail call double @llvm.fmuladd.f64(double %223, double %252, double %250)
  %254 = getelementptr inbounds [12 x double], ptr @main.y, i64 4, i64 %241
  %255 = load double, ptr %254, align 8, !tbaa !14
  %256 = tail call double @llvm.fmuladd.f64(double %225, double %255, double %253)
  %257 = getelementptr inbounds [12 x double], ptr @main.y, i64 5, i64 %241
  %258 = load double, ptr %257, align 8, !tbaa !14
  %259 = tail call double @llvm.fmuladd.f64(double %227, double %258, double %256)
  %260 = getelementptr inbounds [12 x double], ptr @main.y, i64 6, i64 %241
  %261 = load double, ptr %260, align 8, !tbaa !14
  %262 = tail call double @llvm.fmuladd.f64(double %229, double %261, double %259)
  %263 = getelementptr inbounds [12 x double], ptr @main.y, i64 7, i64 %241
  %264 = load double, ptr %263, align 8, !tbaa !14
  %265 = tail call double @llvm.fmuladd.f64(double %231, double %264, double %262)
  %266 = getelementptr inbounds [12 x double], ptr @main.y, i64 8, i64 %241
  %267 = load double, ptr %266, align 8, !tbaa !14
  %268 = tail call double @llvm.fmuladd.f64(double %233, double %267, double %265)
  %269 = getelementptr inbounds [12 x double], ptr @main.y, i64 9, i64 %241
  %270 = load double, ptr %269, align 8, !tbaa !14
  %271 = tail call double @llvm.fmuladd.f64(double %235, double %270, double %268)
  %272 = getelementptr inbounds [12 x double], ptr @main.y, i64 10, i64 %241
  %273 = load double, ptr %272, align 8, !tbaa !14
  %274 = tail call double @llvm.fmuladd.f64(double %237, double %273, double %271)
  %275 = getelementptr inbounds [12 x double], ptr @main.y, i64 11, i64 %241
  %276 = load double, ptr %275, align 8, !tbaa !14
  %277 = tail call double @llvm.fmuladd.f64(double %239, double %276, double %274)
  %278 = getelementptr inbounds [12 x double], ptr @main.z, i64 %215, i64 %241
  store double %277, ptr %278, align 8, !tbaa !14
  %279 = add nuw nsw i64 %241, 1
  %280 = icmp eq i64 %279, 12
  br i1 %280, label %281, label %240, !llvm.loop !16

281:                                              ; preds = %240
  %282 = add nuw nsw i64 %215, 1
  %283 = icmp eq i64 %282, 12
  br i1 %283, label %303, label %214, !llvm.loop !17

284:                                              ; preds = %287
  %285 = add nuw nsw i64 %210, 1
  %286 = icmp eq i64 %285, 12
  br i1 %286, label %214, label %209, !llvm.loop !18

287:                                              ; preds = %209, %287
  %288 = phi i64 [ 0, %209 ], [ %301, %287 ]
  %289 = trunc i64 %288 to i32
  %290 = sitofp i32 %289 to double
  %291 = fadd double %290, 2.000000e+00
  %292 = fdiv double %213, %291
  %293 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i64 0, i64 %210, i64 %288
  store double %292, ptr %293, align 8, !tbaa !14
  %294 = icmp eq i64 %210, %288
  %295 = sub nsw i64 %210, %288
  %296 = trunc i64 %295 to i32
  %297 = sitofp i32 %296 to double
  %298 = fmul double %297, 2.500000e-01
  %299 = select i1 %294, double 2.000000e+00, double %298
  %300 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i64 0, i64 %210, i64 %288
  store double %299, ptr %300, align 8, !tbaa !14
  %301 = add nuw nsw i64 %288, 1
  %302 = icmp eq i64 %301, 12
  br i1 %302, label %284, label %287, !llvm.loop !19

303:                                              ; preds = %281, %303
  %304 = phi i64 [ %342, %303 ], [ 0, %281 ]
  %305 = phi double [ %341, %303 ], [ 0.000000e+00, %281 ]
  %306 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %304, i64 0
  %307 = load double, ptr %306, align 8, !tbaa !14
  %308 = fadd double %305, %307
  %309 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %304, i64 1
  %310 = load double, ptr %309, align 8, !tbaa !14
  %311 = fadd double %308, %310
  %312 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %304, i64 2
  %313 = load double, ptr %312, align 8, !tbaa !14
  %314 = fadd double %311, %313
  %315 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %304, i64 3
  %316 = load double, ptr %315, align 8, !tbaa !14
  %317 = fadd double %314, %316
  %318 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %304, i64 4
  %319 = load double, ptr %318, align 8, !tbaa !14
  %320 = fadd double %317, %319
  %321 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %304, i64 5
  %322 = load double, ptr %321, align 8, !tbaa !14
  %323 = fadd double %320, %322
  %324 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %304, i64 6
  %325 = load double, ptr %324, align 8, !tbaa !14
  %326 = fadd double %323, %325
  %327 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %304, i64 7
  %328 = load double, ptr %327, align 8, !tbaa !14
  %329 = fadd double %326, %328
  %330 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %304, i64 8
  %331 = load double, ptr %330, align 8, !tbaa !14
  %332 = fadd double %329, %331
  %333 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %304, i64 9
  %334 = load double, ptr %333, align 8, !tbaa !14
  %335 = fadd double %332, %334
  %336 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %304, i64 10
  %337 = load double, ptr %336, align 8, !tbaa !14
  %338 = fadd double %335, %337
  %339 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %304, i64 11
  %340 = load double, ptr %339, align 8, !tbaa !14
  %341 = fadd double %338, %340
  %342 = add nuw nsw i64 %304, 1
  %343 = icmp eq i64 %342, 12
  br i1 %343, label %344, label %303, !llvm.loop !20

344:                                              ; preds = %303
  %345 = load double, ptr getelementptr inbounds ([12 x [12 x double]], ptr @main.z, i64 0, i64 5, i64 7), align 8, !tbaa !14
  %346 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %341, double noundef %345) #5
  %347 = mul nuw nsw i64 0, 610
  %348 = add nuw nsw i64 %347, 987
  %349 = mul nuw nsw i64 0, 10472277129572601
  %350 = add nuw nsw i64 %349, 16944505142783631
  %351 = mul nsw i64 %348, 6557470319842
  %352 = add nsw i64 %351, %350
  %353 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %352) #5
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %3) #4
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %1) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !8, i64 0}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
