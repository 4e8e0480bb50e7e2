; ModuleID = 'tests/programs/matmul.c'
source_filename = "tests/programs/matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"int trace %lld c[0]=%d c[last]=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@main.x = internal unnamed_addr global [12 x [12 x double]] zeroinitializer, align 16
@main.y = internal unnamed_addr global [12 x [12 x double]] zeroinitializer, align 16
@main.z = internal unnamed_addr global [12 x [12 x double]] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [30 x i8] c"double sum %.6f z[5][7]=%.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"fib(80) %llu\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [144 x i32], align 16
  %2 = alloca [144 x i32], align 16
  %3 = alloca [144 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %1) #4
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %2) #4
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %3) #4
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %17, %4 ]
  %6 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %18, %4 ]
  %7 = mul <4 x i16> %6, <i16 7, i16 7, i16 7, i16 7>
  %8 = urem <4 x i16> %7, <i16 11, i16 11, i16 11, i16 11>
  %9 = zext <4 x i16> %8 to <4 x i32>
  %10 = add nsw <4 x i32> %9, <i32 -5, i32 -5, i32 -5, i32 -5>
  %11 = getelementptr inbounds [144 x i32], ptr %1, i64 0, i64 %5
  store <4 x i32> %10, ptr %11, align 16, !tbaa !4
  %12 = mul <4 x i16> %6, <i16 5, i16 5, i16 5, i16 5>
  %13 = urem <4 x i16> %12, <i16 13, i16 13, i16 13, i16 13>
  %14 = zext <4 x i16> %13 to <4 x i32>
  %15 = add nsw <4 x i32> %14, <i32 -6, i32 -6, i32 -6, i32 -6>
  %16 = getelementptr inbounds [144 x i32], ptr %2, i64 0, i64 %5
  store <4 x i32> %15, ptr %16, align 16, !tbaa !4
  %17 = add nuw i64 %5, 4
  %18 = add <4 x i16> %6, <i16 4, i16 4, i16 4, i16 4>
  %19 = icmp eq i64 %17, 144
  br i1 %19, label %20, label %4, !llvm.loop !8

20:                                               ; preds = %4, %146
  %21 = phi i64 [ %147, %146 ], [ 0, %4 ]
  %22 = mul nuw nsw i64 %21, 12
  %23 = add nuw nsw i64 %22, 11
  %24 = getelementptr inbounds i32, ptr %1, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !4
  %26 = add nuw nsw i64 %22, 10
  %27 = getelementptr inbounds i32, ptr %1, i64 %26
  %28 = load i32, ptr %27, align 8, !tbaa !4
  %29 = add nuw nsw i64 %22, 9
  %30 = getelementptr inbounds i32, ptr %1, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !4
  %32 = add nuw nsw i64 %22, 8
  %33 = getelementptr inbounds i32, ptr %1, i64 %32
  %34 = load i32, ptr %33, align 16, !tbaa !4
  %35 = add nuw nsw i64 %22, 7
  %36 = getelementptr inbounds i32, ptr %1, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !4
  %38 = add nuw nsw i64 %22, 6
  %39 = getelementptr inbounds i32, ptr %1, i64 %38
  %40 = load i32, ptr %39, align 8, !tbaa !4
  %41 = add nuw nsw i64 %22, 5
  %42 = getelementptr inbounds i32, ptr %1, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !4
  %44 = add nuw nsw i64 %22, 4
  %45 = getelementptr inbounds i32, ptr %1, i64 %44
  %46 = load i32, ptr %45, align 16, !tbaa !4
  %47 = or i64 %22, 3
  %48 = getelementptr inbounds i32, ptr %1, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !4
  %50 = or i64 %22, 2
  %51 = getelementptr inbounds i32, ptr %1, i64 %50
  %52 = load i32, ptr %51, align 8, !tbaa !4
  %53 = or i64 %22, 1
  %54 = getelementptr inbounds i32, ptr %1, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !4
  %56 = getelementptr inbounds i32, ptr %1, i64 %22
  %57 = load i32, ptr %56, align 16, !tbaa !4
  %58 = insertelement <4 x i32> poison, i32 %57, i64 0
  %59 = shufflevector <4 x i32> %58, <4 x i32> poison, <4 x i32> zeroinitializer
  %60 = insertelement <4 x i32> poison, i32 %55, i64 0
  %61 = shufflevector <4 x i32> %60, <4 x i32> poison, <4 x i32> zeroinitializer
  %62 = insertelement <4 x i32> poison, i32 %52, i64 0
  %63 = shufflevector <4 x i32> %62, <4 x i32> poison, <4 x i32> zeroinitializer
  %64 = insertelement <4 x i32> poison, i32 %49, i64 0
  %65 = shufflevector <4 x i32> %64, <4 x i32> poison, <4 x i32> zeroinitializer
  %66 = insertelement <4 x i32> poison, i32 %46, i64 0
  %67 = shufflevector <4 x i32> %66, <4 x i32> poison, <4 x i32> zeroinitializer
  %68 = insertelement <4 x i32> poison, i32 %43, i64 0
  %69 = shufflevector <4 x i32> %68, <4 x i32> poison, <4 x i32> zeroinitializer
  %70 = insertelement <4 x i32> poison, i32 %40, i64 0
  %71 = shufflevector <4 x i32> %70, <4 x i32> poison, <4 x i32> zeroinitializer
  %72 = insertelement <4 x i32> poison, i32 %37, i64 0
  %73 = shufflevector <4 x i32> %72, <4 x i32> poison, <4 x i32> zeroinitializer
  %74 = insertelement <4 x i32> poison, i32 %34, i64 0
  %75 = shufflevector <4 x i32> %74, <4 x i32> poison, <4 x i32> zeroinitializer
  %76 = insertelement <4 x i32> poison, i32 %31, i64 0
  %77 = shufflevector <4 x i32> %76, <4 x i32> poison, <4 x i32> zeroinitializer
  %78 = insertelement <4 x i32> poison, i32 %28, i64 0
  %79 = shufflevector <4 x i32> %78, <4 x i32> poison, <4 x i32> zeroinitializer
  %80 = insertelement <4 x i32> poison, i32 %25, i64 0
  %81 = shufflevector <4 x i32> %80, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %82

82:                                               ; preds = %82, %20
  %83 = phi i64 [ 0, %20 ], [ %144, %82 ]
  %84 = getelementptr inbounds i32, ptr %2, i64 %83
  %85 = load <4 x i32>, ptr %84, align 16, !tbaa !4
  %86 = mul nsw <4 x i32> %85, %59
  %87 = add nuw nsw i64 %83, 12
  %88 = getelementptr inbounds i32, ptr %2, i64 %87
  %89 = load <4 x i32>, ptr %88, align 16, !tbaa !4
  %90 = mul nsw <4 x i32> %89, %61
  %91 = add nsw <4 x i32> %90, %86
  %92 = add nuw nsw i64 %83, 24
  %93 = getelementptr inbounds i32, ptr %2, i64 %92
  %94 = load <4 x i32>, ptr %93, align 16, !tbaa !4
  %95 = mul nsw <4 x i32> %94, %63
  %96 = add nsw <4 x i32> %91, %95
  %97 = add nuw nsw i64 %83, 36
  %98 = getelementptr inbounds i32, ptr %2, i64 %97
  %99 = load <4 x i32>, ptr %98, align 16, !tbaa !4
  %100 = mul nsw <4 x i32> %99, %65
  %101 = add nsw <4 x i32> %96, %100
  %102 = add nuw nsw i64 %83, 48
  %103 = getelementptr inbounds i32, ptr %2, i64 %102
  %104 = load <4 x i32>, ptr %103, align 16, !tbaa !4
  %105 = mul nsw <4 x i32> %104, %67
  %106 = add nsw <4 x i32> %101, %105
  %107 = add nuw nsw i64 %83, 60
  %108 = getelementptr inbounds i32, ptr %2, i64 %107
  %109 = load <4 x i32>, ptr %108, align 16, !tbaa !4
  %110 = mul nsw <4 x i32> %109, %69
  %111 = add nsw <4 x i32> %106, %110
  %112 = add nuw nsw i64 %83, 72
  %113 = getelementptr inbounds i32, ptr %2, i64 %112
  %114 = load <4 x i32>, ptr %113, align 16, !tbaa !4
  %115 = mul nsw <4 x i32> %114, %71
  %116 = add nsw <4 x i32> %111, %115
  %117 = add nuw nsw i64 %83, 84
  %118 = getelementptr inbounds i32, ptr %2, i64 %117
  %119 = load <4 x i32>, ptr %118, align 16, !tbaa !4
  %120 = mul nsw <4 x i32> %119, %73
  %121 = add nsw <4 x i32> %116, %120
  %122 = add nuw nsw i64 %83, 96
  %123 = getelementptr inbounds i32, ptr %2, i64 %122
  %124 = load <4 x i32>, ptr %123, align 16, !tbaa !4
  %125 = mul nsw <4 x i32> %124, %75
  %126 = add nsw <4 x i32> %121, %125
  %127 = add nuw nsw i64 %83, 108
  %128 = getelementptr inbounds i32, ptr %2, i64 %127
  %129 = load <4 x i32>, ptr %128, align 16, !tbaa !4
  %130 = mul nsw <4 x i32> %129, %77
  %131 = add nsw <4 x i32> %126, %130
  %132 = add nuw nsw i64 %83, 120
  %133 = getelementptr inbounds i32, ptr %2, i64 %132
  %134 = load <4 x i32>, ptr %133, align 16, !tbaa !4
  %135 = mul nsw <4 x i32> %134, %79
  %136 = add nsw <4 x i32> %131, %135
  %137 = add nuw nsw i64 %83, 132
  %138 = getelementptr inbounds i32, ptr %2, i64 %137
  %139 = load <4 x i32>, ptr %138, align 16, !tbaa !4
  %140 = mul nsw <4 x i32> %139, %81
  %141 = add nsw <4 x i32> %136, %140
  %142 = add nuw nsw i64 %83, %22
  %143 = getelementptr inbounds i32, ptr %3, i64 %142
  store <4 x i32> %141, ptr %143, align 16, !tbaa !4
  %144 = add nuw i64 %83, 4
  %145 = icmp eq i64 %144, 12
  br i1 %145, label %146, label %82, !llvm.loop !12

146:                                              ; preds = %82
  %147 = add nuw nsw i64 %21, 1
  %148 = icmp eq i64 %147, 12
  br i1 %148, label %149, label %20, !llvm.loop !13

149:                                              ; preds = %146
  %150 = load i32, ptr %3, align 16, !tbaa !4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 13
  %153 = load i32, ptr %152, align 4, !tbaa !4
  %154 = sext i32 %153 to i64
  %155 = add nsw i64 %151, %154
  %156 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 26
  %157 = load i32, ptr %156, align 8, !tbaa !4
  %158 = sext i32 %157 to i64
  %159 = add nsw i64 %155, %158
  %160 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 39
  %161 = load i32, ptr %160, align 4, !tbaa !4
  %162 = sext i32 %161 to i64
  %163 = add nsw i64 %159, %162
  %164 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 52
  %165 = load i32, ptr %164, align 16, !tbaa !4
  %166 = sext i32 %165 to i64
  %167 = add nsw i64 %163, %166
  %168 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 65
  %169 = load i32, ptr %168, align 4, !tbaa !4
  %170 = sext i32 %169 to i64
  %171 = add nsw i64 %167, %170
  %172 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 78
  %173 = load i32, ptr %172, align 8, !tbaa !4
  %174 = sext i32 %173 to i64
  %175 = add nsw i64 %171, %174
  %176 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 91
  %177 = load i32, ptr %176, align 4, !tbaa !4
  %178 = sext i32 %177 to i64
  %179 = add nsw i64 %175, %178
  %180 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 104
  %181 = load i32, ptr %180, align 16, !tbaa !4
  %182 = sext i32 %181 to i64
  %183 = add nsw i64 %179, %182
  %184 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 117
  %185 = load i32, ptr %184, align 4, !tbaa !4
  %186 = sext i32 %185 to i64
  %187 = add nsw i64 %183, %186
  %188 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 130
  %189 = load i32, ptr %188, align 8, !tbaa !4
  %190 = sext i32 %189 to i64
  %191 = add nsw i64 %187, %190
  %192 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 143
  %193 = load i32, ptr %192, align 4, !tbaa !4
  %194 = sext i32 %193 to i64
  %195 = add nsw i64 %191, %194
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %195, i32 noundef %150, i32 noundef %193) #5
  %197 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 36
  %198 = load i32, ptr %197, align 16, !tbaa !4
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %198) #5
  %200 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 37
  %201 = load i32, ptr %200, align 4, !tbaa !4
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %201) #5
  %203 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 38
  %204 = load i32, ptr %203, align 8, !tbaa !4
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %204) #5
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %161) #5
  %207 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 40
  %208 = load i32, ptr %207, align 16, !tbaa !4
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %208) #5
  %210 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 41
  %211 = load i32, ptr %210, align 4, !tbaa !4
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %211) #5
  %213 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 42
  %214 = load i32, ptr %213, align 8, !tbaa !4
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %214) #5
  %216 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 43
  %217 = load i32, ptr %216, align 4, !tbaa !4
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %217) #5
  %219 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 44
  %220 = load i32, ptr %219, align 16, !tbaa !4
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %220) #5
  %222 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 45
  %223 = load i32, ptr %222, align 4, !tbaa !4
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %223) #5
  %225 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 46
  %226 = load i32, ptr %225, align 8, !tbaa !4
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %226) #5
  %228 = getelementptr inbounds [144 x i32], ptr %3, i64 0, i64 47
  %229 = load i32, ptr %228, align 4, !tbaa !4
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %229) #5
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #5
  br label %232

232:                                              ; preds = %232, %149
  %233 = phi i64 [ 0, %149 ], [ %295, %232 ]
  %234 = insertelement <2 x i64> poison, i64 %233, i64 0
  %235 = shufflevector <2 x i64> %234, <2 x i64> poison, <2 x i32> zeroinitializer
  %236 = trunc i64 %233 to i32
  %237 = sitofp i32 %236 to double
  %238 = fadd double %237, 1.000000e+00
  %239 = insertelement <2 x double> poison, double %238, i64 0
  %240 = shufflevector <2 x double> %239, <2 x double> poison, <2 x i32> zeroinitializer
  %241 = fdiv <2 x double> %240, <double 2.000000e+00, double 3.000000e+00>
  %242 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i64 0, i64 %233, i64 0
  store <2 x double> %241, ptr %242, align 16, !tbaa !14
  %243 = icmp eq <2 x i64> %235, <i64 0, i64 1>
  %244 = trunc <2 x i64> %235 to <2 x i32>
  %245 = add <2 x i32> %244, <i32 0, i32 -1>
  %246 = sitofp <2 x i32> %245 to <2 x double>
  %247 = fmul <2 x double> %246, <double 2.500000e-01, double 2.500000e-01>
  %248 = select <2 x i1> %243, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %247
  %249 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i64 0, i64 %233, i64 0
  store <2 x double> %248, ptr %249, align 16, !tbaa !14
  %250 = fdiv <2 x double> %240, <double 4.000000e+00, double 5.000000e+00>
  %251 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i64 0, i64 %233, i64 2
  store <2 x double> %250, ptr %251, align 16, !tbaa !14
  %252 = icmp eq <2 x i64> %235, <i64 2, i64 3>
  %253 = trunc <2 x i64> %235 to <2 x i32>
  %254 = add <2 x i32> %253, <i32 -2, i32 -3>
  %255 = sitofp <2 x i32> %254 to <2 x double>
  %256 = fmul <2 x double> %255, <double 2.500000e-01, double 2.500000e-01>
  %257 = select <2 x i1> %252, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %256
  %258 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i64 0, i64 %233, i64 2
  store <2 x double> %257, ptr %258, align 16, !tbaa !14
  %259 = fdiv <2 x double> %240, <double 6.000000e+00, double 7.000000e+00>
  %260 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i64 0, i64 %233, i64 4
  store <2 x double> %259, ptr %260, align 16, !tbaa !14
  %261 = icmp eq <2 x i64> %235, <i64 4, i64 5>
  %262 = trunc <2 x i64> %235 to <2 x i32>
  %263 = add <2 x i32> %262, <i32 -4, i32 -5>
  %264 = sitofp <2 x i32> %263 to <2 x double>
  %265 = fmul <2 x double> %264, <double 2.500000e-01, double 2.500000e-01>
  %266 = select <2 x i1> %261, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %265
  %267 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i64 0, i64 %233, i64 4
  store <2 x double> %266, ptr %267, align 16, !tbaa !14
  %268 = fdiv <2 x double> %240, <double 8.000000e+00, double 9.000000e+00>
  %269 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i64 0, i64 %233, i64 6
  store <2 x double> %268, ptr %269, align 16, !tbaa !14
  %270 = icmp eq <2 x i64> %235, <i64 6, i64 7>
  %271 = trunc <2 x i64> %235 to <2 x i32>
  %272 = add <2 x i32> %271, <i32 -6, i32 -7>
  %273 = sitofp <2 x i32> %272 to <2 x double>
  %274 = fmul <2 x double> %273, <double 2.500000e-01, double 2.500000e-01>
  %275 = select <2 x i1> %270, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %274
  %276 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i64 0, i64 %233, i64 6
  store <2 x double> %275, ptr %276, align 16, !tbaa !14
  %277 = fdiv <2 x double> %240, <double 1.000000e+01, double 1.100000e+01>
  %278 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i64 0, i64 %233, i64 8
  store <2 x double> %277, ptr %278, align 16, !tbaa !14
  %279 = icmp eq <2 x i64> %235, <i64 8, i64 9>
  %280 = trunc <2 x i64> %235 to <2 x i32>
  %281 = add <2 x i32> %280, <i32 -8, i32 -9>
  %282 = sitofp <2 x i32> %281 to <2 x double>
  %283 = fmul <2 x double> %282, <double 2.500000e-01, double 2.500000e-01>
  %284 = select <2 x i1> %279, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %283
  %285 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i64 0, i64 %233, i64 8
  store <2 x double> %284, ptr %285, align 16, !tbaa !14
  %286 = fdiv <2 x double> %240, <double 1.200000e+01, double 1.300000e+01>
  %287 = getelementptr inbounds [12 x [12 x double]], ptr @main.x, i64 0, i64 %233, i64 10
  store <2 x double> %286, ptr %287, align 16, !tbaa !14
  %288 = icmp eq <2 x i64> %235, <i64 10, i64 11>
  %289 = trunc <2 x i64> %235 to <2 x i32>
  %290 = add <2 x i32> %289, <i32 -10, i32 -11>
  %291 = sitofp <2 x i32> %290 to <2 x double>
  %292 = fmul <2 x double> %291, <double 2.500000e-01, double 2.500000e-01>
  %293 = select <2 x i1> %288, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %292
  %294 = getelementptr inbounds [12 x [12 x double]], ptr @main.y, i64 0, i64 %233, i64 10
  store <2 x double> %293, ptr %294, align 16, !tbaa !14
  %295 = add nuw nsw i64 %233, 1
  %296 = icmp eq i64 %295, 12
  br i1 %296, label %297, label %232, !llvm.loop !16

297:                                              ; preds = %232, %388
  %298 = phi i64 [ %389, %388 ], [ 0, %232 ]
  %299 = getelementptr inbounds [12 x double], ptr @main.x, i64 %298, i64 11
  %300 = load double, ptr %299, align 8, !tbaa !14
  %301 = getelementptr inbounds [12 x double], ptr @main.x, i64 %298, i64 10
  %302 = load double, ptr %301, align 16, !tbaa !14
  %303 = getelementptr inbounds [12 x double], ptr @main.x, i64 %298, i64 9
  %304 = load double, ptr %303, align 8, !tbaa !14
  %305 = getelementptr inbounds [12 x double], ptr @main.x, i64 %298, i64 8
  %306 = load double, ptr %305, align 16, !tbaa !14
  %307 = getelementptr inbounds [12 x double], ptr @main.x, i64 %298, i64 7
  %308 = load double, ptr %307, align 8, !tbaa !14
  %309 = getelementptr inbounds [12 x double], ptr @main.x, i64 %298, i64 6
  %310 = load double, ptr %309, align 16, !tbaa !14
  %311 = getelementptr inbounds [12 x double], ptr @main.x, i64 %298, i64 5
  %312 = load double, ptr %311, align 8, !tbaa !14
  %313 = getelementptr inbounds [12 x double], ptr @main.x, i64 %298, i64 4
  %314 = load double, ptr %313, align 16, !tbaa !14
  %315 = getelementptr inbounds [12 x double], ptr @main.x, i64 %298, i64 3
  %316 = load double, ptr %315, align 8, !tbaa !14
  %317 = getelementptr inbounds [12 x double], ptr @main.x, i64 %298, i64 2
  %318 = load double, ptr %317, align 16, !tbaa !14
  %319 = getelementptr inbounds [12 x double], ptr @main.x, i64 %298, i64 1
  %320 = load double, ptr %319, align 8, !tbaa !14
  %321 = getelementptr inbounds [12 x double], ptr @main.x, i64 %298, i64 0
  %322 = load double, ptr %321, align 16, !tbaa !14
  %323 = insertelement <2 x double> poison, double %322, i64 0
  %324 = shufflevector <2 x double> %323, <2 x double> poison, <2 x i32> zeroinitializer
  %325 = insertelement <2 x double> poison, double %320, i64 0
  %326 = shufflevector <2 x double> %325, <2 x double> poison, <2 x i32> zeroinitializer
  %327 = insertelement <2 x double> poison, double %318, i64 0
  %328 = shufflevector <2 x double> %327, <2 x double> poison, <2 x i32> zeroinitializer
  %329 = insertelement <2 x double> poison, double %316, i64 0
  %330 = shufflevector <2 x double> %329, <2 x double> poison, <2 x i32> zeroinitializer
  %331 = insertelement <2 x double> poison, double %314, i64 0
  %332 = shufflevector <2 x double> %331, <2 x double> poison, <2 x i32> zeroinitializer
  %333 = insertelement <2 x double> poison, double %312, i64 0
  %334 = shufflevector <2 x double> %333, <2 x double> poison, <2 x i32> zeroinitializer
  %335 = insertelement <2 x double> poison, double %310, i64 0
  %336 = shufflevector <2 x double> %335, <2 x double> poison, <2 x i32> zeroinitializer
  %337 = insertelement <2 x double> poison, double %308, i64 0
  %338 = shufflevector <2 x double> %337, <2 x double> poison, <2 x i32> zeroinitializer
  %339 = insertelement <2 x double> poison, double %306, i64 0
  %340 = shufflevector <2 x double> %339, <2 x double> poison, <2 x i32> zeroinitializer
  %341 = insertelement <2 x double> poison, double %304, i64 0
  %342 = shufflevector <2 x double> %341, <2 x double> poison, <2 x i32> zeroinitializer
  %343 = insertelement <2 x double> poison, double %302, i64 0
  %344 = shufflevector <2 x double> %343, <2 x double> poison, <2 x i32> zeroinitializer
  %345 = insertelement <2 x double> poison, double %300, i64 0
  %346 = shufflevector <2 x double> %345, <2 x double> poison, <2 x i32> zeroinitializer
  br label %347

347:                                              ; preds = %347, %297
  %348 = phi i64 [ 0, %297 ], [ %386, %347 ]
  %349 = getelementptr inbounds [12 x double], ptr @main.y, i64 0, i64 %348
  %350 = load <2 x double>, ptr %349, align 16, !tbaa !14
  %351 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %324, <2 x double> %350, <2 x double> zeroinitializer)
  %352 = getelementptr inbounds [12 x double], ptr @main.y, i64 1, i64 %348
  %353 = load <2 x double>, ptr %352, align 16, !tbaa !14
  %354 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %326, <2 x double> %353, <2 x double> %351)
  %355 = getelementptr inbounds [12 x double], ptr @main.y, i64 2, i64 %348
  %356 = load <2 x double>, ptr %355, align 16, !tbaa !14
  %357 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %328, <2 x double> %356, <2 x double> %354)
  %358 = getelementptr inbounds [12 x double], ptr @main.y, i64 3, i64 %348
  %359 = load <2 x double>, ptr %358, align 16, !tbaa !14
  %360 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %330, <2 x double> %359, <2 x double> %357)
  %361 = getelementptr inbounds [12 x double], ptr @main.y, i64 4, i64 %348
  %362 = load <2 x double>, ptr %361, align 16, !tbaa !14
  %363 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %332, <2 x double> %362, <2 x double> %360)
  %364 = getelementptr inbounds [12 x double], ptr @main.y, i64 5, i64 %348
  %365 = load <2 x double>, ptr %364, align 16, !tbaa !14
  %366 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %334, <2 x double> %365, <2 x double> %363)
  %367 = getelementptr inbounds [12 x double], ptr @main.y, i64 6, i64 %348
  %368 = load <2 x double>, ptr %367, align 16, !tbaa !14
  %369 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %336, <2 x double> %368, <2 x double> %366)
  %370 = getelementptr inbounds [12 x double], ptr @main.y, i64 7, i64 %348
  %371 = load <2 x double>, ptr %370, align 16, !tbaa !14
  %372 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %338, <2 x double> %371, <2 x double> %369)
  %373 = getelementptr inbounds [12 x double], ptr @main.y, i64 8, i64 %348
  %374 = load <2 x double>, ptr %373, align 16, !tbaa !14
  %375 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %340, <2 x double> %374, <2 x double> %372)
  %376 = getelementptr inbounds [12 x double], ptr @main.y, i64 9, i64 %348
  %377 = load <2 x double>, ptr %376, align 16, !tbaa !14
  %378 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %342, <2 x double> %377, <2 x double> %375)
  %379 = getelementptr inbounds [12 x double], ptr @main.y, i64 10, i64 %348
  %380 = load <2 x double>, ptr %379, align 16, !tbaa !14
  %381 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %344, <2 x double> %380, <2 x double> %378)
  %382 = getelementptr inbounds [12 x double], ptr @main.y, i64 11, i64 %348
  %383 = load <2 x double>, ptr %382, align 16, !tbaa !14
  %384 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %346, <2 x double> %383, <2 x double> %381)
  %385 = getelementptr inbounds [12 x double], ptr @main.z, i64 %298, i64 %348
  store <2 x double> %384, ptr %385, align 16, !tbaa !14
  %386 = add nuw i64 %348, 2
  %387 = icmp eq i64 %386, 12
  br i1 %387, label %388, label %347, !llvm.loop !17

388:                                              ; preds = %347
  %389 = add nuw nsw i64 %298, 1
  %390 = icmp eq i64 %389, 12
  br i1 %390, label %391, label %297, !llvm.loop !18

391:                                              ; preds = %388, %391
  %392 = phi i64 [ %430, %391 ], [ 0, %388 ]
  %393 = phi double [ %429, %391 ], [ 0.000000e+00, %388 ]
  %394 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %392, i64 0
  %395 = load double, ptr %394, align 16, !tbaa !14
  %396 = fadd double %393, %395
  %397 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %392, i64 1
  %398 = load double, ptr %397, align 8, !tbaa !14
  %399 = fadd double %396, %398
  %400 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %392, i64 2
  %401 = load double, ptr %400, align 16, !tbaa !14
  %402 = fadd double %399, %401
  %403 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %392, i64 3
  %404 = load double, ptr %403, align 8, !tbaa !14
  %405 = fadd double %402, %404
  %406 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %392, i64 4
  %407 = load double, ptr %406, align 16, !tbaa !14
  %408 = fadd double %405, %407
  %409 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %392, i64 5
  %410 = load double, ptr %409, align 8, !tbaa !14
  %411 = fadd double %408, %410
  %412 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %392, i64 6
  %413 = load double, ptr %412, align 16, !tbaa !14
  %414 = fadd double %411, %413
  %415 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %392, i64 7
  %416 = load double, ptr %415, align 8, !tbaa !14
  %417 = fadd double %414, %416
  %418 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %392, i64 8
  %419 = load double, ptr %418, align 16, !tbaa !14
  %420 = fadd double %417, %419
  %421 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %392, i64 9
  %422 = load double, ptr %421, align 8, !tbaa !14
  %423 = fadd double %420, %422
  %424 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %392, i64 10
  %425 = load double, ptr %424, align 16, !tbaa !14
  %426 = fadd double %423, %425
  %427 = getelementptr inbounds [12 x [12 x double]], ptr @main.z, i64 0, i64 %392, i64 11
  %428 = load double, ptr %427, align 8, !tbaa !14
  %429 = fadd double %426, %428
  %430 = add nuw nsw i64 %392, 1
  %431 = icmp eq i64 %430, 12
  br i1 %431, label %432, label %391, !llvm.loop !19

432:                                              ; preds = %391
  %433 = load double, ptr getelementptr inbounds ([12 x [12 x double]], ptr @main.z, i64 0, i64 5, i64 7), align 8, !tbaa !14
  %434 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %429, double noundef %433) #5
  %435 = mul nuw nsw i64 0, 610
  %436 = add nuw nsw i64 %435, 987
  %437 = mul nuw nsw i64 0, 10472277129572601
  %438 = add nuw nsw i64 %437, 16944505142783631
  %439 = mul nsw i64 %436, 6557470319842
  %440 = add nsw i64 %439, %438
  %441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %440) #5
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !9, !10, !11}
!13 = distinct !{!13, !9}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !6, i64 0}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9, !10, !11}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
