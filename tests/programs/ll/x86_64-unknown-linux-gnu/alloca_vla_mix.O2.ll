; ModuleID = 'tests/programs/alloca_vla_mix.c'
source_filename = "tests/programs/alloca_vla_mix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Item = type { double, i8 }

@.str = private unnamed_addr constant [12 x i8] c"total %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"depth %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"items %.2f %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"alloca %d %.1f %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"big %u\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [60 x %struct.Item], align 16
  br label %59

2:                                                ; preds = %150
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %174) #7
  %4 = tail call fastcc i32 @depth_sum(i32 noundef 20) #8
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %4) #7
  %6 = tail call ptr @llvm.stacksave()
  call void @llvm.lifetime.start.p0(i64 960, ptr nonnull %1)
  br label %7

7:                                                ; preds = %7, %2
  %8 = phi i64 [ %17, %7 ], [ 0, %2 ]
  %9 = trunc i64 %8 to i32
  %10 = sitofp i32 %9 to double
  %11 = fmul double %10, 5.000000e-01
  %12 = getelementptr inbounds %struct.Item, ptr %1, i64 %8
  store double %11, ptr %12, align 16, !tbaa !4
  %13 = urem i32 %9, 26
  %14 = trunc i32 %13 to i8
  %15 = add nuw nsw i8 %14, 97
  %16 = getelementptr inbounds %struct.Item, ptr %1, i64 %8, i32 1
  store i8 %15, ptr %16, align 8, !tbaa !9
  %17 = add nuw nsw i64 %8, 1
  %18 = icmp eq i64 %17, 60
  br i1 %18, label %19, label %7, !llvm.loop !10

19:                                               ; preds = %7, %19
  %20 = phi i64 [ %39, %19 ], [ 0, %7 ]
  %21 = phi double [ %38, %19 ], [ 0.000000e+00, %7 ]
  %22 = getelementptr inbounds %struct.Item, ptr %1, i64 %20
  %23 = load double, ptr %22, align 16, !tbaa !4
  %24 = getelementptr inbounds %struct.Item, ptr %1, i64 %20, i32 1
  %25 = load i8, ptr %24, align 8, !tbaa !9
  %26 = sext i8 %25 to i32
  %27 = add nsw i32 %26, -97
  %28 = sitofp i32 %27 to double
  %29 = tail call double @llvm.fmuladd.f64(double %23, double %28, double %21)
  %30 = or i64 %20, 1
  %31 = getelementptr inbounds %struct.Item, ptr %1, i64 %30
  %32 = load double, ptr %31, align 16, !tbaa !4
  %33 = getelementptr inbounds %struct.Item, ptr %1, i64 %30, i32 1
  %34 = load i8, ptr %33, align 8, !tbaa !9
  %35 = sext i8 %34 to i32
  %36 = add nsw i32 %35, -97
  %37 = sitofp i32 %36 to double
  %38 = tail call double @llvm.fmuladd.f64(double %32, double %37, double %29)
  %39 = add nuw nsw i64 %20, 2
  %40 = icmp eq i64 %39, 60
  br i1 %40, label %41, label %19, !llvm.loop !12

41:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 960, ptr nonnull %1)
  tail call void @llvm.stackrestore(ptr %6)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef 1.500000e+01, double noundef %38) #7
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 0, double noundef 1.000000e+00, i64 noundef 0) #7
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 1, double noundef 3.000000e+00, i64 noundef 0) #7
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 2, double noundef 5.000000e+00, i64 noundef 0) #7
  %46 = alloca [64000 x i8], align 16
  br label %47

47:                                               ; preds = %47, %41
  %48 = phi i64 [ 0, %41 ], [ %56, %47 ]
  %49 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %41 ], [ %57, %47 ]
  %50 = mul <16 x i8> %49, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %51 = getelementptr inbounds i8, ptr %46, i64 %48
  store <16 x i8> %50, ptr %51, align 16, !tbaa !13
  %52 = or i64 %48, 16
  %53 = mul <16 x i8> %49, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %54 = add <16 x i8> %53, <i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112>
  %55 = getelementptr inbounds i8, ptr %46, i64 %52
  store <16 x i8> %54, ptr %55, align 16, !tbaa !13
  %56 = add nuw nsw i64 %48, 32
  %57 = add <16 x i8> %49, <i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32>
  %58 = icmp eq i64 %56, 64000
  br i1 %58, label %195, label %47, !llvm.loop !14

59:                                               ; preds = %0, %150
  %60 = phi i64 [ 0, %0 ], [ %177, %150 ]
  %61 = phi i64 [ 1, %0 ], [ %175, %150 ]
  %62 = phi i64 [ 0, %0 ], [ %174, %150 ]
  %63 = mul nuw nsw i64 %60, 3
  %64 = trunc i64 %61 to i8
  %65 = urem i8 %64, 7
  %66 = add nuw nsw i8 %65, 1
  %67 = zext i8 %66 to i64
  %68 = tail call ptr @llvm.stacksave()
  %69 = mul nuw nsw i64 %61, %67
  %70 = alloca i32, i64 %69, align 16
  %71 = zext i8 %65 to i64
  %72 = icmp ult i64 %61, 4
  %73 = and i64 %61, 9223372036854775804
  %74 = icmp eq i64 %61, %73
  br label %75

75:                                               ; preds = %59, %178
  %76 = phi i64 [ 0, %59 ], [ %179, %178 ]
  %77 = mul i64 %76, 31
  %78 = mul nuw nsw i64 %76, %61
  %79 = getelementptr inbounds i32, ptr %70, i64 %78
  br i1 %72, label %93, label %80

80:                                               ; preds = %75
  %81 = insertelement <4 x i64> poison, i64 %77, i64 0
  %82 = shufflevector <4 x i64> %81, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %83

83:                                               ; preds = %83, %80
  %84 = phi i64 [ 0, %80 ], [ %89, %83 ]
  %85 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %80 ], [ %90, %83 ]
  %86 = add <4 x i64> %85, %82
  %87 = getelementptr inbounds i32, ptr %79, i64 %84
  %88 = trunc <4 x i64> %86 to <4 x i32>
  store <4 x i32> %88, ptr %87, align 4, !tbaa !17
  %89 = add nuw i64 %84, 4
  %90 = add <4 x i64> %85, <i64 4, i64 4, i64 4, i64 4>
  %91 = icmp eq i64 %89, %73
  br i1 %91, label %92, label %83, !llvm.loop !19

92:                                               ; preds = %83
  br i1 %74, label %178, label %93

93:                                               ; preds = %75, %92
  %94 = phi i64 [ 0, %75 ], [ %73, %92 ]
  br label %186

95:                                               ; preds = %181, %117
  %96 = phi i64 [ %100, %117 ], [ 0, %181 ]
  %97 = phi i64 [ %118, %117 ], [ 0, %181 ]
  %98 = mul nuw nsw i64 %96, %61
  %99 = getelementptr inbounds i32, ptr %70, i64 %98
  %100 = add nuw nsw i64 %96, 1
  br i1 %183, label %101, label %120

101:                                              ; preds = %120, %95
  %102 = phi i64 [ undef, %95 ], [ %146, %120 ]
  %103 = phi i64 [ 0, %95 ], [ %147, %120 ]
  %104 = phi i64 [ %97, %95 ], [ %146, %120 ]
  br i1 %185, label %117, label %105

105:                                              ; preds = %101, %105
  %106 = phi i64 [ %114, %105 ], [ %103, %101 ]
  %107 = phi i64 [ %113, %105 ], [ %104, %101 ]
  %108 = phi i64 [ %115, %105 ], [ 0, %101 ]
  %109 = getelementptr inbounds i32, ptr %99, i64 %106
  %110 = load i32, ptr %109, align 4, !tbaa !17
  %111 = sext i32 %110 to i64
  %112 = mul nsw i64 %100, %111
  %113 = add nsw i64 %112, %107
  %114 = add nuw nsw i64 %106, 1
  %115 = add i64 %108, 1
  %116 = icmp eq i64 %115, %182
  br i1 %116, label %117, label %105, !llvm.loop !20

117:                                              ; preds = %105, %101
  %118 = phi i64 [ %102, %101 ], [ %113, %105 ]
  %119 = icmp eq i64 %100, %67
  br i1 %119, label %150, label %95, !llvm.loop !22

120:                                              ; preds = %95, %120
  %121 = phi i64 [ %147, %120 ], [ 0, %95 ]
  %122 = phi i64 [ %146, %120 ], [ %97, %95 ]
  %123 = phi i64 [ %148, %120 ], [ 0, %95 ]
  %124 = getelementptr inbounds i32, ptr %99, i64 %121
  %125 = load i32, ptr %124, align 4, !tbaa !17
  %126 = sext i32 %125 to i64
  %127 = mul nsw i64 %100, %126
  %128 = add nsw i64 %127, %122
  %129 = or i64 %121, 1
  %130 = getelementptr inbounds i32, ptr %99, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !17
  %132 = sext i32 %131 to i64
  %133 = mul nsw i64 %100, %132
  %134 = add nsw i64 %133, %128
  %135 = or i64 %121, 2
  %136 = getelementptr inbounds i32, ptr %99, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !17
  %138 = sext i32 %137 to i64
  %139 = mul nsw i64 %100, %138
  %140 = add nsw i64 %139, %134
  %141 = or i64 %121, 3
  %142 = getelementptr inbounds i32, ptr %99, i64 %141
  %143 = load i32, ptr %142, align 4, !tbaa !17
  %144 = sext i32 %143 to i64
  %145 = mul nsw i64 %100, %144
  %146 = add nsw i64 %145, %140
  %147 = add nuw nsw i64 %121, 4
  %148 = add i64 %123, 4
  %149 = icmp eq i64 %148, %184
  br i1 %149, label %101, label %120, !llvm.loop !23

150:                                              ; preds = %117
  %151 = add nsw i64 %118, %62
  %152 = load i32, ptr %70, align 16, !tbaa !17
  %153 = zext i8 %65 to i64
  %154 = mul nuw nsw i64 %61, %153
  %155 = getelementptr inbounds i32, ptr %70, i64 %154
  %156 = add nsw i64 %61, -1
  %157 = getelementptr inbounds i32, ptr %155, i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !17
  %159 = trunc i64 %69 to i32
  %160 = shl nuw nsw i8 %66, 1
  %161 = zext i8 %160 to i32
  %162 = mul nuw nsw i64 %61, 3
  %163 = shl nsw i32 %152, 2
  %164 = mul nsw i32 %158, 5
  %165 = mul i32 %159, 40
  %166 = add nuw nsw i64 %61, 230
  %167 = add nuw nsw i64 %166, %162
  %168 = trunc i64 %167 to i32
  %169 = add i32 %161, %168
  %170 = add i32 %169, %165
  %171 = add i32 %170, %163
  %172 = add i32 %171, %164
  %173 = sext i32 %172 to i64
  %174 = add nsw i64 %151, %173
  tail call void @llvm.stackrestore(ptr %68)
  %175 = add nuw nsw i64 %61, 3
  %176 = icmp ult i64 %61, 38
  %177 = add i64 %60, 1
  br i1 %176, label %59, label %2, !llvm.loop !24

178:                                              ; preds = %186, %92
  %179 = add nuw nsw i64 %76, 1
  %180 = icmp ult i64 %76, %71
  br i1 %180, label %75, label %181, !llvm.loop !25

181:                                              ; preds = %178
  %182 = and i64 %61, 3
  %183 = icmp ult i64 %63, 3
  %184 = and i64 %61, 9223372036854775804
  %185 = icmp eq i64 %182, 0
  br label %95

186:                                              ; preds = %93, %186
  %187 = phi i64 [ %191, %186 ], [ %94, %93 ]
  %188 = add i64 %187, %77
  %189 = getelementptr inbounds i32, ptr %79, i64 %187
  %190 = trunc i64 %188 to i32
  store i32 %190, ptr %189, align 4, !tbaa !17
  %191 = add nuw nsw i64 %187, 1
  %192 = icmp eq i64 %191, %61
  br i1 %192, label %178, label %186, !llvm.loop !26

193:                                              ; preds = %195
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %231) #7
  ret i32 0

195:                                              ; preds = %47, %195
  %196 = phi i64 [ %232, %195 ], [ 0, %47 ]
  %197 = phi i32 [ %231, %195 ], [ 0, %47 ]
  %198 = getelementptr inbounds i8, ptr %46, i64 %196
  %199 = load i8, ptr %198, align 1, !tbaa !13
  %200 = zext i8 %199 to i32
  %201 = add i32 %197, %200
  %202 = add nuw nsw i64 %196, 61
  %203 = getelementptr inbounds i8, ptr %46, i64 %202
  %204 = load i8, ptr %203, align 1, !tbaa !13
  %205 = zext i8 %204 to i32
  %206 = add i32 %201, %205
  %207 = add nuw nsw i64 %196, 122
  %208 = getelementptr inbounds i8, ptr %46, i64 %207
  %209 = load i8, ptr %208, align 1, !tbaa !13
  %210 = zext i8 %209 to i32
  %211 = add i32 %206, %210
  %212 = add nuw nsw i64 %196, 183
  %213 = getelementptr inbounds i8, ptr %46, i64 %212
  %214 = load i8, ptr %213, align 1, !tbaa !13
  %215 = zext i8 %214 to i32
  %216 = add i32 %211, %215
  %217 = add nuw nsw i64 %196, 244
  %218 = getelementptr inbounds i8, ptr %46, i64 %217
  %219 = load i8, ptr %218, align 1, !tbaa !13
  %220 = zext i8 %219 to i32
  %221 = add i32 %216, %220
  %222 = add nuw nsw i64 %196, 305
  %223 = getelementptr inbounds i8, ptr %46, i64 %222
  %224 = load i8, ptr %223, align 1, !tbaa !13
  %225 = zext i8 %224 to i32
  %226 = add i32 %221, %225
  %227 = add nuw nsw i64 %196, 366
  %228 = getelementptr inbounds i8, ptr %46, i64 %227
  %229 = load i8, ptr %228, align 1, !tbaa !13
  %230 = zext i8 %229 to i32
  %231 = add i32 %226, %230
  %232 = add nuw nsw i64 %196, 427
  %233 = icmp ult i64 %196, 63573
  br i1 %233, label %195, label %193, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc i32 @depth_sum(i32 noundef %0) unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %52, label %3

3:                                                ; preds = %1
  %4 = shl nsw i32 %0, 4
  %5 = or i32 %4, 1
  %6 = sext i32 %5 to i64
  %7 = alloca i8, i64 %6, align 16
  %8 = and i32 %0, 127
  %9 = call ptr @memset(ptr noundef nonnull %7, i32 noundef %8, i64 noundef %6) #7
  %10 = icmp slt i32 %0, 0
  br i1 %10, label %38, label %11

11:                                               ; preds = %3
  %12 = call i32 @llvm.smax.i32(i32 %4, i32 0)
  %13 = or i32 %12, 1
  %14 = zext i32 %13 to i64
  %15 = icmp ult i32 %13, 8
  br i1 %15, label %16, label %19

16:                                               ; preds = %35, %11
  %17 = phi i64 [ 0, %11 ], [ %20, %35 ]
  %18 = phi i32 [ 0, %11 ], [ %37, %35 ]
  br label %43

19:                                               ; preds = %11
  %20 = add nsw i64 %14, -1
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i64 [ 0, %19 ], [ %33, %21 ]
  %23 = phi <4 x i32> [ zeroinitializer, %19 ], [ %31, %21 ]
  %24 = phi <4 x i32> [ zeroinitializer, %19 ], [ %32, %21 ]
  %25 = getelementptr inbounds i8, ptr %7, i64 %22
  %26 = load <4 x i8>, ptr %25, align 8, !tbaa !13
  %27 = getelementptr inbounds i8, ptr %25, i64 4
  %28 = load <4 x i8>, ptr %27, align 4, !tbaa !13
  %29 = sext <4 x i8> %26 to <4 x i32>
  %30 = sext <4 x i8> %28 to <4 x i32>
  %31 = add <4 x i32> %23, %29
  %32 = add <4 x i32> %24, %30
  %33 = add nuw i64 %22, 8
  %34 = icmp eq i64 %33, %20
  br i1 %34, label %35, label %21, !llvm.loop !28

35:                                               ; preds = %21
  %36 = add <4 x i32> %32, %31
  %37 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %36)
  br label %16

38:                                               ; preds = %43, %3
  %39 = phi i32 [ 0, %3 ], [ %49, %43 ]
  %40 = add nsw i32 %0, -1
  %41 = call fastcc i32 @depth_sum(i32 noundef %40) #8
  %42 = add nsw i32 %41, %39
  br label %52

43:                                               ; preds = %16, %43
  %44 = phi i64 [ %50, %43 ], [ %17, %16 ]
  %45 = phi i32 [ %49, %43 ], [ %18, %16 ]
  %46 = getelementptr inbounds i8, ptr %7, i64 %44
  %47 = load i8, ptr %46, align 1, !tbaa !13
  %48 = sext i8 %47 to i32
  %49 = add nsw i32 %45, %48
  %50 = add nuw nsw i64 %44, 1
  %51 = icmp eq i64 %50, %14
  br i1 %51, label %38, label %43, !llvm.loop !29

52:                                               ; preds = %1, %38
  %53 = phi i32 [ %42, %38 ], [ 0, %1 ]
  ret i32 %53
}

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !6, i64 0}
!5 = !{!"", !6, i64 0, !7, i64 8}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!5, !7, i64 8}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !11, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !7, i64 0}
!19 = distinct !{!19, !11, !15, !16}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11, !16, !15}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11, !15, !16}
!29 = distinct !{!29, !11, !16, !15}
