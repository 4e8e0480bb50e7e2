; ModuleID = 'tests/programs/lcg_rand.c'
source_filename = "tests/programs/lcg_rand.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"lcg %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"pcg %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"pi ~ %.4f\0A\00", align 1
@lcg_state = internal unnamed_addr global i32 1, align 4
@pcg_state = internal unnamed_addr global i64 -8846114313915602277, align 8

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i32], align 4
  %2 = alloca [16 x i32], align 16
  %3 = load i32, ptr @lcg_state, align 4, !tbaa !5
  %4 = mul i32 %3, 1664525
  %5 = add i32 %4, 1013904223
  store i32 %5, ptr @lcg_state, align 4, !tbaa !5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %5) #4
  %7 = load i32, ptr @lcg_state, align 4, !tbaa !5
  %8 = mul i32 %7, 1664525
  %9 = add i32 %8, 1013904223
  store i32 %9, ptr @lcg_state, align 4, !tbaa !5
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %9) #4
  %11 = load i32, ptr @lcg_state, align 4, !tbaa !5
  %12 = mul i32 %11, 1664525
  %13 = add i32 %12, 1013904223
  store i32 %13, ptr @lcg_state, align 4, !tbaa !5
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %13) #4
  %15 = load i32, ptr @lcg_state, align 4, !tbaa !5
  %16 = mul i32 %15, 1664525
  %17 = add i32 %16, 1013904223
  store i32 %17, ptr @lcg_state, align 4, !tbaa !5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %17) #4
  %19 = load i32, ptr @lcg_state, align 4, !tbaa !5
  %20 = mul i32 %19, 1664525
  %21 = add i32 %20, 1013904223
  store i32 %21, ptr @lcg_state, align 4, !tbaa !5
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %21) #4
  %23 = load i64, ptr @pcg_state, align 8, !tbaa !9
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  store i64 %25, ptr @pcg_state, align 8, !tbaa !9
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
  %38 = load i64, ptr @pcg_state, align 8, !tbaa !9
  %39 = mul i64 %38, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  store i64 %40, ptr @pcg_state, align 8, !tbaa !9
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
  %53 = load i64, ptr @pcg_state, align 8, !tbaa !9
  %54 = mul i64 %53, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  store i64 %55, ptr @pcg_state, align 8, !tbaa !9
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
  %68 = load i64, ptr @pcg_state, align 8, !tbaa !9
  %69 = mul i64 %68, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  store i64 %70, ptr @pcg_state, align 8, !tbaa !9
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
  %83 = load i64, ptr @pcg_state, align 8, !tbaa !9
  %84 = mul i64 %83, 6364136223846793005
  %85 = add i64 %84, 1442695040888963407
  store i64 %85, ptr @pcg_state, align 8, !tbaa !9
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
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %1, i8 0, i64 40, i1 false)
  %98 = load i32, ptr @lcg_state, align 4, !tbaa !5
  br label %131

99:                                               ; preds = %131
  store i32 %135, ptr @lcg_state, align 4, !tbaa !5
  %100 = load i32, ptr %1, align 4, !tbaa !5
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %100) #4
  %102 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 1
  %103 = load i32, ptr %102, align 4, !tbaa !5
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %103) #4
  %105 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 2
  %106 = load i32, ptr %105, align 4, !tbaa !5
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %106) #4
  %108 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 3
  %109 = load i32, ptr %108, align 4, !tbaa !5
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %109) #4
  %111 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 4
  %112 = load i32, ptr %111, align 4, !tbaa !5
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %112) #4
  %114 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 5
  %115 = load i32, ptr %114, align 4, !tbaa !5
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %115) #4
  %117 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 6
  %118 = load i32, ptr %117, align 4, !tbaa !5
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %118) #4
  %120 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 7
  %121 = load i32, ptr %120, align 4, !tbaa !5
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %121) #4
  %123 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 8
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %124) #4
  %126 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 9
  %127 = load i32, ptr %126, align 4, !tbaa !5
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %127) #4
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3) #4
  %130 = load i64, ptr @pcg_state, align 8, !tbaa !9
  br label %154

131:                                              ; preds = %0, %131
  %132 = phi i32 [ 0, %0 ], [ %143, %131 ]
  %133 = phi i32 [ %98, %0 ], [ %135, %131 ]
  %134 = mul i32 %133, 1664525
  %135 = add i32 %134, 1013904223
  %136 = lshr i32 %135, 16
  %137 = trunc i32 %136 to i16
  %138 = urem i16 %137, 10
  %139 = zext i16 %138 to i64
  %140 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 %139
  %141 = load i32, ptr %140, align 4, !tbaa !5
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %140, align 4, !tbaa !5
  %143 = add nuw nsw i32 %132, 1
  %144 = icmp eq i32 %143, 5000
  br i1 %144, label %99, label %131, !llvm.loop !11

145:                                              ; preds = %154
  store i64 %173, ptr @pcg_state, align 8, !tbaa !9
  %146 = sitofp i32 %193 to double
  %147 = fmul double %146, 4.000000e+00
  %148 = fdiv double %147, 4.000000e+03
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef %148) #4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #5
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %2, align 16, !tbaa !5
  %150 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 4
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %150, align 16, !tbaa !5
  %151 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 8
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %151, align 16, !tbaa !5
  %152 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 12
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %152, align 16, !tbaa !5
  %153 = load i32, ptr @lcg_state, align 4, !tbaa !5
  br label %242

154:                                              ; preds = %99, %154
  %155 = phi i32 [ 0, %99 ], [ %194, %154 ]
  %156 = phi i32 [ 0, %99 ], [ %193, %154 ]
  %157 = phi i64 [ %130, %99 ], [ %173, %154 ]
  %158 = mul i64 %157, 6364136223846793005
  %159 = add i64 %158, 1442695040888963407
  %160 = lshr i64 %157, 45
  %161 = lshr i64 %157, 27
  %162 = xor i64 %160, %161
  %163 = trunc i64 %162 to i32
  %164 = lshr i64 %157, 59
  %165 = trunc i64 %164 to i32
  %166 = lshr i32 %163, %165
  %167 = sub nsw i32 0, %165
  %168 = and i32 %167, 31
  %169 = shl i32 %163, %168
  %170 = or i32 %166, %169
  %171 = lshr i32 %170, 16
  %172 = mul i64 %159, 6364136223846793005
  %173 = add i64 %172, 1442695040888963407
  %174 = lshr i64 %159, 45
  %175 = lshr i64 %159, 27
  %176 = xor i64 %174, %175
  %177 = trunc i64 %176 to i32
  %178 = lshr i64 %159, 59
  %179 = trunc i64 %178 to i32
  %180 = lshr i32 %177, %179
  %181 = sub nsw i32 0, %179
  %182 = and i32 %181, 31
  %183 = shl i32 %177, %182
  %184 = or i32 %180, %183
  %185 = lshr i32 %184, 16
  %186 = zext i32 %171 to i64
  %187 = mul nuw nsw i64 %186, %186
  %188 = zext i32 %185 to i64
  %189 = mul nuw nsw i64 %188, %188
  %190 = add nuw nsw i64 %189, %187
  %191 = icmp ult i64 %190, 4294967296
  %192 = zext i1 %191 to i32
  %193 = add nuw nsw i32 %156, %192
  %194 = add nuw nsw i32 %155, 1
  %195 = icmp eq i32 %194, 4000
  br i1 %195, label %145, label %154, !llvm.loop !13

196:                                              ; preds = %242
  %197 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 15
  %198 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 14
  %199 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 13
  %200 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 11
  %201 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 10
  %202 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 9
  %203 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 7
  %204 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 6
  %205 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 5
  %206 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 3
  %207 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 2
  %208 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 1
  store i32 %246, ptr @lcg_state, align 4, !tbaa !5
  %209 = load i32, ptr %2, align 16, !tbaa !5
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %209) #4
  %211 = load i32, ptr %208, align 4, !tbaa !5
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %211) #4
  %213 = load i32, ptr %207, align 8, !tbaa !5
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %213) #4
  %215 = load i32, ptr %206, align 4, !tbaa !5
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %215) #4
  %217 = load i32, ptr %150, align 16, !tbaa !5
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %217) #4
  %219 = load i32, ptr %205, align 4, !tbaa !5
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %219) #4
  %221 = load i32, ptr %204, align 8, !tbaa !5
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %221) #4
  %223 = load i32, ptr %203, align 4, !tbaa !5
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %223) #4
  %225 = load i32, ptr %151, align 16, !tbaa !5
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %225) #4
  %227 = load i32, ptr %202, align 4, !tbaa !5
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %227) #4
  %229 = load i32, ptr %201, align 8, !tbaa !5
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %229) #4
  %231 = load i32, ptr %200, align 4, !tbaa !5
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %231) #4
  %233 = load i32, ptr %152, align 16, !tbaa !5
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %233) #4
  %235 = load i32, ptr %199, align 4, !tbaa !5
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %235) #4
  %237 = load i32, ptr %198, align 8, !tbaa !5
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %237) #4
  %239 = load i32, ptr %197, align 4, !tbaa !5
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %239) #4
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3) #4
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #5
  ret i32 0

242:                                              ; preds = %145, %242
  %243 = phi i64 [ 15, %145 ], [ %255, %242 ]
  %244 = phi i32 [ %153, %145 ], [ %246, %242 ]
  %245 = mul i32 %244, 1664525
  %246 = add i32 %245, 1013904223
  %247 = trunc i64 %243 to i32
  %248 = add i32 %247, 1
  %249 = urem i32 %246, %248
  %250 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %243
  %251 = load i32, ptr %250, align 4, !tbaa !5
  %252 = zext i32 %249 to i64
  %253 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %252
  %254 = load i32, ptr %253, align 4, !tbaa !5
  store i32 %254, ptr %250, align 4, !tbaa !5
  store i32 %251, ptr %253, align 4, !tbaa !5
  %255 = add nsw i64 %243, -1
  %256 = icmp ugt i64 %243, 1
  br i1 %256, label %242, label %196, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
