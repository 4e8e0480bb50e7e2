; ModuleID = 'tests/programs/lcg_rand.c'
source_filename = "tests/programs/lcg_rand.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"lcg %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"pcg %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"pi ~ %.4f\0A\00", align 1
@lcg_state = internal unnamed_addr global i32 1, align 4
@pcg_state = internal unnamed_addr global i64 -8846114313915602277, align 8

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i32], align 4
  %2 = alloca [16 x i32], align 4
  %3 = load i32, ptr @lcg_state, align 4, !tbaa !6
  %4 = mul i32 %3, 1664525
  %5 = add i32 %4, 1013904223
  store i32 %5, ptr @lcg_state, align 4, !tbaa !6
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %5) #4
  %7 = load i32, ptr @lcg_state, align 4, !tbaa !6
  %8 = mul i32 %7, 1664525
  %9 = add i32 %8, 1013904223
  store i32 %9, ptr @lcg_state, align 4, !tbaa !6
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %9) #4
  %11 = load i32, ptr @lcg_state, align 4, !tbaa !6
  %12 = mul i32 %11, 1664525
  %13 = add i32 %12, 1013904223
  store i32 %13, ptr @lcg_state, align 4, !tbaa !6
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %13) #4
  %15 = load i32, ptr @lcg_state, align 4, !tbaa !6
  %16 = mul i32 %15, 1664525
  %17 = add i32 %16, 1013904223
  store i32 %17, ptr @lcg_state, align 4, !tbaa !6
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %17) #4
  %19 = load i32, ptr @lcg_state, align 4, !tbaa !6
  %20 = mul i32 %19, 1664525
  %21 = add i32 %20, 1013904223
  store i32 %21, ptr @lcg_state, align 4, !tbaa !6
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %21) #4
  %23 = load i64, ptr @pcg_state, align 8, !tbaa !10
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  store i64 %25, ptr @pcg_state, align 8, !tbaa !10
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
  %37 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %36) #4
  %38 = load i64, ptr @pcg_state, align 8, !tbaa !10
  %39 = mul i64 %38, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  store i64 %40, ptr @pcg_state, align 8, !tbaa !10
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
  %52 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %51) #4
  %53 = load i64, ptr @pcg_state, align 8, !tbaa !10
  %54 = mul i64 %53, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  store i64 %55, ptr @pcg_state, align 8, !tbaa !10
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
  %67 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %66) #4
  %68 = load i64, ptr @pcg_state, align 8, !tbaa !10
  %69 = mul i64 %68, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  store i64 %70, ptr @pcg_state, align 8, !tbaa !10
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
  %82 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %81) #4
  %83 = load i64, ptr @pcg_state, align 8, !tbaa !10
  %84 = mul i64 %83, 6364136223846793005
  %85 = add i64 %84, 1442695040888963407
  store i64 %85, ptr @pcg_state, align 8, !tbaa !10
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
  %97 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %96) #4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %1, i8 0, i64 40, i1 false)
  %98 = load i32, ptr @lcg_state, align 4, !tbaa !6
  br label %131

99:                                               ; preds = %131
  store i32 %135, ptr @lcg_state, align 4, !tbaa !6
  %100 = load i32, ptr %1, align 4, !tbaa !6
  %101 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %100) #4
  %102 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 1
  %103 = load i32, ptr %102, align 4, !tbaa !6
  %104 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %103) #4
  %105 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 2
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %106) #4
  %108 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 3
  %109 = load i32, ptr %108, align 4, !tbaa !6
  %110 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %109) #4
  %111 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 4
  %112 = load i32, ptr %111, align 4, !tbaa !6
  %113 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %112) #4
  %114 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 5
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %115) #4
  %117 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 6
  %118 = load i32, ptr %117, align 4, !tbaa !6
  %119 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %118) #4
  %120 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 7
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %121) #4
  %123 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 8
  %124 = load i32, ptr %123, align 4, !tbaa !6
  %125 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %124) #4
  %126 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 9
  %127 = load i32, ptr %126, align 4, !tbaa !6
  %128 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %127) #4
  %129 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3) #4
  %130 = load i64, ptr @pcg_state, align 8, !tbaa !10
  br label %166

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
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %140, align 4, !tbaa !6
  %143 = add nuw nsw i32 %132, 1
  %144 = icmp eq i32 %143, 5000
  br i1 %144, label %99, label %131, !llvm.loop !12

145:                                              ; preds = %166
  store i64 %185, ptr @pcg_state, align 8, !tbaa !10
  %146 = sitofp i32 %205 to double
  %147 = fmul double %146, 4.000000e+00
  %148 = fdiv double %147, 4.000000e+03
  %149 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef %148) #4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #5
  store i32 0, ptr %2, align 4, !tbaa !6
  %150 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 1
  store i32 1, ptr %150, align 4, !tbaa !6
  %151 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 2
  store i32 2, ptr %151, align 4, !tbaa !6
  %152 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 3
  store i32 3, ptr %152, align 4, !tbaa !6
  %153 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 4
  store i32 4, ptr %153, align 4, !tbaa !6
  %154 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 5
  store i32 5, ptr %154, align 4, !tbaa !6
  %155 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 6
  store i32 6, ptr %155, align 4, !tbaa !6
  %156 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 7
  store i32 7, ptr %156, align 4, !tbaa !6
  %157 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 8
  store i32 8, ptr %157, align 4, !tbaa !6
  %158 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 9
  store i32 9, ptr %158, align 4, !tbaa !6
  %159 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 10
  store i32 10, ptr %159, align 4, !tbaa !6
  %160 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 11
  store i32 11, ptr %160, align 4, !tbaa !6
  %161 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 12
  store i32 12, ptr %161, align 4, !tbaa !6
  %162 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 13
  store i32 13, ptr %162, align 4, !tbaa !6
  %163 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 14
  store i32 14, ptr %163, align 4, !tbaa !6
  %164 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 15
  store i32 15, ptr %164, align 4, !tbaa !6
  %165 = load i32, ptr @lcg_state, align 4, !tbaa !6
  br label %242

166:                                              ; preds = %99, %166
  %167 = phi i32 [ 0, %99 ], [ %206, %166 ]
  %168 = phi i32 [ 0, %99 ], [ %205, %166 ]
  %169 = phi i64 [ %130, %99 ], [ %185, %166 ]
  %170 = mul i64 %169, 6364136223846793005
  %171 = add i64 %170, 1442695040888963407
  %172 = lshr i64 %169, 45
  %173 = lshr i64 %169, 27
  %174 = xor i64 %172, %173
  %175 = trunc i64 %174 to i32
  %176 = lshr i64 %169, 59
  %177 = trunc i64 %176 to i32
  %178 = lshr i32 %175, %177
  %179 = sub nsw i32 0, %177
  %180 = and i32 %179, 31
  %181 = shl i32 %175, %180
  %182 = or i32 %178, %181
  %183 = lshr i32 %182, 16
  %184 = mul i64 %171, 6364136223846793005
  %185 = add i64 %184, 1442695040888963407
  %186 = lshr i64 %171, 45
  %187 = lshr i64 %171, 27
  %188 = xor i64 %186, %187
  %189 = trunc i64 %188 to i32
  %190 = lshr i64 %171, 59
  %191 = trunc i64 %190 to i32
  %192 = lshr i32 %189, %191
  %193 = sub nsw i32 0, %191
  %194 = and i32 %193, 31
  %195 = shl i32 %189, %194
  %196 = or i32 %192, %195
  %197 = lshr i32 %196, 16
  %198 = zext i32 %183 to i64
  %199 = mul nuw nsw i64 %198, %198
  %200 = zext i32 %197 to i64
  %201 = mul nuw nsw i64 %200, %200
  %202 = add nuw nsw i64 %201, %199
  %203 = icmp ult i64 %202, 4294967296
  %204 = zext i1 %203 to i32
  %205 = add nuw nsw i32 %168, %204
  %206 = add nuw nsw i32 %167, 1
  %207 = icmp eq i32 %206, 4000
  br i1 %207, label %145, label %166, !llvm.loop !14

208:                                              ; preds = %242
  store i32 %246, ptr @lcg_state, align 4, !tbaa !6
  %209 = load i32, ptr %2, align 4, !tbaa !6
  %210 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %209) #4
  %211 = load i32, ptr %150, align 4, !tbaa !6
  %212 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %211) #4
  %213 = load i32, ptr %151, align 4, !tbaa !6
  %214 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %213) #4
  %215 = load i32, ptr %152, align 4, !tbaa !6
  %216 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %215) #4
  %217 = load i32, ptr %153, align 4, !tbaa !6
  %218 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %217) #4
  %219 = load i32, ptr %154, align 4, !tbaa !6
  %220 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %219) #4
  %221 = load i32, ptr %155, align 4, !tbaa !6
  %222 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %221) #4
  %223 = load i32, ptr %156, align 4, !tbaa !6
  %224 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %223) #4
  %225 = load i32, ptr %157, align 4, !tbaa !6
  %226 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %225) #4
  %227 = load i32, ptr %158, align 4, !tbaa !6
  %228 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %227) #4
  %229 = load i32, ptr %159, align 4, !tbaa !6
  %230 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %229) #4
  %231 = load i32, ptr %160, align 4, !tbaa !6
  %232 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %231) #4
  %233 = load i32, ptr %161, align 4, !tbaa !6
  %234 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %233) #4
  %235 = load i32, ptr %162, align 4, !tbaa !6
  %236 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %235) #4
  %237 = load i32, ptr %163, align 4, !tbaa !6
  %238 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %237) #4
  %239 = load i32, ptr %164, align 4, !tbaa !6
  %240 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %239) #4
  %241 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3) #4
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #5
  ret i32 0

242:                                              ; preds = %145, %242
  %243 = phi i64 [ 15, %145 ], [ %255, %242 ]
  %244 = phi i32 [ %165, %145 ], [ %246, %242 ]
  %245 = mul i32 %244, 1664525
  %246 = add i32 %245, 1013904223
  %247 = trunc i64 %243 to i32
  %248 = add i32 %247, 1
  %249 = urem i32 %246, %248
  %250 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %243
  %251 = load i32, ptr %250, align 4, !tbaa !6
  %252 = zext i32 %249 to i64
  %253 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %252
  %254 = load i32, ptr %253, align 4, !tbaa !6
  store i32 %254, ptr %250, align 4, !tbaa !6
  store i32 %251, ptr %253, align 4, !tbaa !6
  %255 = add nsw i64 %243, -1
  %256 = icmp ugt i64 %243, 1
  br i1 %256, label %242, label %208, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
