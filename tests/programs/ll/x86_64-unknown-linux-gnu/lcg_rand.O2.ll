; ModuleID = 'tests/programs/lcg_rand.c'
source_filename = "tests/programs/lcg_rand.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"lcg %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"pcg %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"pi ~ %.4f\0A\00", align 1
@lcg_state = internal unnamed_addr global i32 1, align 4
@pcg_state = internal unnamed_addr global i64 -8846114313915602277, align 8

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i32], align 16
  %2 = alloca [16 x i32], align 16
  %3 = load i32, ptr @lcg_state, align 4, !tbaa !4
  %4 = mul i32 %3, 1664525
  %5 = add i32 %4, 1013904223
  store i32 %5, ptr @lcg_state, align 4, !tbaa !4
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %5) #4
  %7 = load i32, ptr @lcg_state, align 4, !tbaa !4
  %8 = mul i32 %7, 1664525
  %9 = add i32 %8, 1013904223
  store i32 %9, ptr @lcg_state, align 4, !tbaa !4
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %9) #4
  %11 = load i32, ptr @lcg_state, align 4, !tbaa !4
  %12 = mul i32 %11, 1664525
  %13 = add i32 %12, 1013904223
  store i32 %13, ptr @lcg_state, align 4, !tbaa !4
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %13) #4
  %15 = load i32, ptr @lcg_state, align 4, !tbaa !4
  %16 = mul i32 %15, 1664525
  %17 = add i32 %16, 1013904223
  store i32 %17, ptr @lcg_state, align 4, !tbaa !4
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %17) #4
  %19 = load i32, ptr @lcg_state, align 4, !tbaa !4
  %20 = mul i32 %19, 1664525
  %21 = add i32 %20, 1013904223
  store i32 %21, ptr @lcg_state, align 4, !tbaa !4
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %21) #4
  %23 = load i64, ptr @pcg_state, align 8, !tbaa !8
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  store i64 %25, ptr @pcg_state, align 8, !tbaa !8
  %26 = lshr i64 %23, 45
  %27 = lshr i64 %23, 27
  %28 = xor i64 %26, %27
  %29 = trunc i64 %28 to i32
  %30 = lshr i64 %23, 59
  %31 = trunc i64 %30 to i32
  %32 = lshr i32 %29, %31
  %33 = sub nsw i32 0, %31
  %34 = and i32 %33, 31
  %35 = shl i32 %29, %34
  %36 = or i32 %32, %35
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %36) #4
  %38 = load i64, ptr @pcg_state, align 8, !tbaa !8
  %39 = mul i64 %38, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  store i64 %40, ptr @pcg_state, align 8, !tbaa !8
  %41 = lshr i64 %38, 45
  %42 = lshr i64 %38, 27
  %43 = xor i64 %41, %42
  %44 = trunc i64 %43 to i32
  %45 = lshr i64 %38, 59
  %46 = trunc i64 %45 to i32
  %47 = lshr i32 %44, %46
  %48 = sub nsw i32 0, %46
  %49 = and i32 %48, 31
  %50 = shl i32 %44, %49
  %51 = or i32 %47, %50
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %51) #4
  %53 = load i64, ptr @pcg_state, align 8, !tbaa !8
  %54 = mul i64 %53, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  store i64 %55, ptr @pcg_state, align 8, !tbaa !8
  %56 = lshr i64 %53, 45
  %57 = lshr i64 %53, 27
  %58 = xor i64 %56, %57
  %59 = trunc i64 %58 to i32
  %60 = lshr i64 %53, 59
  %61 = trunc i64 %60 to i32
  %62 = lshr i32 %59, %61
  %63 = sub nsw i32 0, %61
  %64 = and i32 %63, 31
  %65 = shl i32 %59, %64
  %66 = or i32 %62, %65
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %66) #4
  %68 = load i64, ptr @pcg_state, align 8, !tbaa !8
  %69 = mul i64 %68, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  store i64 %70, ptr @pcg_state, align 8, !tbaa !8
  %71 = lshr i64 %68, 45
  %72 = lshr i64 %68, 27
  %73 = xor i64 %71, %72
  %74 = trunc i64 %73 to i32
  %75 = lshr i64 %68, 59
  %76 = trunc i64 %75 to i32
  %77 = lshr i32 %74, %76
  %78 = sub nsw i32 0, %76
  %79 = and i32 %78, 31
  %80 = shl i32 %74, %79
  %81 = or i32 %77, %80
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %81) #4
  %83 = load i64, ptr @pcg_state, align 8, !tbaa !8
  %84 = mul i64 %83, 6364136223846793005
  %85 = add i64 %84, 1442695040888963407
  store i64 %85, ptr @pcg_state, align 8, !tbaa !8
  %86 = lshr i64 %83, 45
  %87 = lshr i64 %83, 27
  %88 = xor i64 %86, %87
  %89 = trunc i64 %88 to i32
  %90 = lshr i64 %83, 59
  %91 = trunc i64 %90 to i32
  %92 = lshr i32 %89, %91
  %93 = sub nsw i32 0, %91
  %94 = and i32 %93, 31
  %95 = shl i32 %89, %94
  %96 = or i32 %92, %95
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %96) #4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %1, i8 0, i64 40, i1 false)
  %98 = load i32, ptr @lcg_state, align 4, !tbaa !4
  br label %131

99:                                               ; preds = %131
  store i32 %144, ptr @lcg_state, align 4, !tbaa !4
  %100 = load i32, ptr %1, align 16, !tbaa !4
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %100) #4
  %102 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 1
  %103 = load i32, ptr %102, align 4, !tbaa !4
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %103) #4
  %105 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 2
  %106 = load i32, ptr %105, align 8, !tbaa !4
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %106) #4
  %108 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 3
  %109 = load i32, ptr %108, align 4, !tbaa !4
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %109) #4
  %111 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 4
  %112 = load i32, ptr %111, align 16, !tbaa !4
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %112) #4
  %114 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 5
  %115 = load i32, ptr %114, align 4, !tbaa !4
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %115) #4
  %117 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 6
  %118 = load i32, ptr %117, align 8, !tbaa !4
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %118) #4
  %120 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 7
  %121 = load i32, ptr %120, align 4, !tbaa !4
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %121) #4
  %123 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 8
  %124 = load i32, ptr %123, align 16, !tbaa !4
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %124) #4
  %126 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 9
  %127 = load i32, ptr %126, align 4, !tbaa !4
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %127) #4
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3) #4
  %130 = load i64, ptr @pcg_state, align 8, !tbaa !8
  br label %163

131:                                              ; preds = %131, %0
  %132 = phi i32 [ 0, %0 ], [ %152, %131 ]
  %133 = phi i32 [ %98, %0 ], [ %144, %131 ]
  %134 = mul i32 %133, 1664525
  %135 = add i32 %134, 1013904223
  %136 = lshr i32 %135, 16
  %137 = trunc i32 %136 to i16
  %138 = urem i16 %137, 10
  %139 = zext i16 %138 to i64
  %140 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 %139
  %141 = load i32, ptr %140, align 4, !tbaa !4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %140, align 4, !tbaa !4
  %143 = mul i32 %135, 1664525
  %144 = add i32 %143, 1013904223
  %145 = lshr i32 %144, 16
  %146 = trunc i32 %145 to i16
  %147 = urem i16 %146, 10
  %148 = zext i16 %147 to i64
  %149 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 %148
  %150 = load i32, ptr %149, align 4, !tbaa !4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %149, align 4, !tbaa !4
  %152 = add nuw nsw i32 %132, 2
  %153 = icmp eq i32 %152, 5000
  br i1 %153, label %99, label %131, !llvm.loop !10

154:                                              ; preds = %163
  store i64 %182, ptr @pcg_state, align 8, !tbaa !8
  %155 = sitofp i32 %202 to double
  %156 = fmul double %155, 4.000000e+00
  %157 = fdiv double %156, 4.000000e+03
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef %157) #4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #5
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %2, align 16, !tbaa !4
  %159 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 4
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %159, align 16, !tbaa !4
  %160 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 8
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %160, align 16, !tbaa !4
  %161 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 12
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %161, align 16, !tbaa !4
  %162 = load i32, ptr @lcg_state, align 4, !tbaa !4
  br label %251

163:                                              ; preds = %99, %163
  %164 = phi i32 [ 0, %99 ], [ %203, %163 ]
  %165 = phi i32 [ 0, %99 ], [ %202, %163 ]
  %166 = phi i64 [ %130, %99 ], [ %182, %163 ]
  %167 = mul i64 %166, 6364136223846793005
  %168 = add i64 %167, 1442695040888963407
  %169 = lshr i64 %166, 45
  %170 = lshr i64 %166, 27
  %171 = xor i64 %169, %170
  %172 = trunc i64 %171 to i32
  %173 = lshr i64 %166, 59
  %174 = trunc i64 %173 to i32
  %175 = lshr i32 %172, %174
  %176 = sub nsw i32 0, %174
  %177 = and i32 %176, 31
  %178 = shl i32 %172, %177
  %179 = or i32 %175, %178
  %180 = lshr i32 %179, 16
  %181 = mul i64 %168, 6364136223846793005
  %182 = add i64 %181, 1442695040888963407
  %183 = lshr i64 %168, 45
  %184 = lshr i64 %168, 27
  %185 = xor i64 %183, %184
  %186 = trunc i64 %185 to i32
  %187 = lshr i64 %168, 59
  %188 = trunc i64 %187 to i32
  %189 = lshr i32 %186, %188
  %190 = sub nsw i32 0, %188
  %191 = and i32 %190, 31
  %192 = shl i32 %186, %191
  %193 = or i32 %189, %192
  %194 = lshr i32 %193, 16
  %195 = zext i32 %180 to i64
  %196 = mul nuw nsw i64 %195, %195
  %197 = zext i32 %194 to i64
  %198 = mul nuw nsw i64 %197, %197
  %199 = add nuw nsw i64 %198, %196
  %200 = icmp ult i64 %199, 4294967296
  %201 = zext i1 %200 to i32
  %202 = add nuw nsw i32 %165, %201
  %203 = add nuw nsw i32 %164, 1
  %204 = icmp eq i32 %203, 4000
  br i1 %204, label %154, label %163, !llvm.loop !12

205:                                              ; preds = %251
  %206 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 15
  %207 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 14
  %208 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 13
  %209 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 11
  %210 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 10
  %211 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 9
  %212 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 7
  %213 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 6
  %214 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 5
  %215 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 3
  %216 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 2
  %217 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 1
  store i32 %255, ptr @lcg_state, align 4, !tbaa !4
  %218 = load i32, ptr %2, align 16, !tbaa !4
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %218) #4
  %220 = load i32, ptr %217, align 4, !tbaa !4
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %220) #4
  %222 = load i32, ptr %216, align 8, !tbaa !4
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %222) #4
  %224 = load i32, ptr %215, align 4, !tbaa !4
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %224) #4
  %226 = load i32, ptr %159, align 16, !tbaa !4
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %226) #4
  %228 = load i32, ptr %214, align 4, !tbaa !4
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %228) #4
  %230 = load i32, ptr %213, align 8, !tbaa !4
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %230) #4
  %232 = load i32, ptr %212, align 4, !tbaa !4
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %232) #4
  %234 = load i32, ptr %160, align 16, !tbaa !4
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %234) #4
  %236 = load i32, ptr %211, align 4, !tbaa !4
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %236) #4
  %238 = load i32, ptr %210, align 8, !tbaa !4
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %238) #4
  %240 = load i32, ptr %209, align 4, !tbaa !4
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %240) #4
  %242 = load i32, ptr %161, align 16, !tbaa !4
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %242) #4
  %244 = load i32, ptr %208, align 4, !tbaa !4
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %244) #4
  %246 = load i32, ptr %207, align 8, !tbaa !4
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %246) #4
  %248 = load i32, ptr %206, align 4, !tbaa !4
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %248) #4
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3) #4
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #5
  ret i32 0

251:                                              ; preds = %154, %251
  %252 = phi i64 [ 15, %154 ], [ %264, %251 ]
  %253 = phi i32 [ %162, %154 ], [ %255, %251 ]
  %254 = mul i32 %253, 1664525
  %255 = add i32 %254, 1013904223
  %256 = trunc i64 %252 to i32
  %257 = add i32 %256, 1
  %258 = urem i32 %255, %257
  %259 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %252
  %260 = load i32, ptr %259, align 4, !tbaa !4
  %261 = zext i32 %258 to i64
  %262 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %261
  %263 = load i32, ptr %262, align 4, !tbaa !4
  store i32 %263, ptr %259, align 4, !tbaa !4
  store i32 %260, ptr %262, align 4, !tbaa !4
  %264 = add nsw i64 %252, -1
  %265 = icmp ugt i64 %252, 1
  br i1 %265, label %251, label %205, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"long long", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
