; ModuleID = 'tests/programs/conv_edges.c'
source_filename = "tests/programs/conv_edges.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@vu = internal global [9 x i64] [i64 0, i64 1, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854774783, i64 -1, i64 9007199254740993, i64 16777217, i64 9007199254740995], align 8
@.str = private unnamed_addr constant [18 x i8] c"u %llu %.1f %.1f\0A\00", align 1
@vs = internal global [6 x i64] [i64 -1, i64 -9007199254740993, i64 -9007199254740993, i64 -16777217, i64 9223372036854774784, i64 -9223372036854774784], align 8
@.str.1 = private unnamed_addr constant [18 x i8] c"s %lld %.1f %.1f\0A\00", align 1
@__const.main.ds = private unnamed_addr constant [7 x double] [double 0x43DFFFFFFFFFFFFF, double 0x43EFFFFFFFFFFFFF, double 0x41EFFFFFFFFCCCCD, double 0xC1E00000001CCCCD, double 9.999900e-01, double -9.999900e-01, double 0x423CBE991A148000], align 8
@.str.2 = private unnamed_addr constant [24 x i8] c"d %.3f %llu %lld %u %d\0A\00", align 1
@__const.main.fs = private unnamed_addr constant [5 x float] [float 0x4170000000000000, float 0x47EFF933C0000000, float 0x36A0000000000000, float -0.000000e+00, float 0x41DFFFFFE0000000], align 4
@.str.3 = private unnamed_addr constant [19 x i8] c"f %.9g %.17g %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"casts %u %d %d %u %llu %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"ld %llu %.1f\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x double], align 8
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 4
  %9 = alloca fp128, align 16
  %10 = load volatile i64, ptr @vu, align 8, !tbaa !5
  %11 = uitofp i64 %10 to double
  %12 = load volatile i64, ptr @vu, align 8, !tbaa !5
  %13 = uitofp i64 %12 to float
  %14 = load volatile i64, ptr @vu, align 8, !tbaa !5
  %15 = fpext float %13 to double
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %14, double noundef %11, double noundef %15) #4
  %17 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 1), align 8, !tbaa !5
  %18 = uitofp i64 %17 to double
  %19 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 1), align 8, !tbaa !5
  %20 = uitofp i64 %19 to float
  %21 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 1), align 8, !tbaa !5
  %22 = fpext float %20 to double
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %21, double noundef %18, double noundef %22) #4
  %24 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 2), align 8, !tbaa !5
  %25 = uitofp i64 %24 to double
  %26 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 2), align 8, !tbaa !5
  %27 = uitofp i64 %26 to float
  %28 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 2), align 8, !tbaa !5
  %29 = fpext float %27 to double
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %28, double noundef %25, double noundef %29) #4
  %31 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 3), align 8, !tbaa !5
  %32 = uitofp i64 %31 to double
  %33 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 3), align 8, !tbaa !5
  %34 = uitofp i64 %33 to float
  %35 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 3), align 8, !tbaa !5
  %36 = fpext float %34 to double
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %35, double noundef %32, double noundef %36) #4
  %38 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 4), align 8, !tbaa !5
  %39 = uitofp i64 %38 to double
  %40 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 4), align 8, !tbaa !5
  %41 = uitofp i64 %40 to float
  %42 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 4), align 8, !tbaa !5
  %43 = fpext float %41 to double
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %42, double noundef %39, double noundef %43) #4
  %45 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 5), align 8, !tbaa !5
  %46 = uitofp i64 %45 to double
  %47 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 5), align 8, !tbaa !5
  %48 = uitofp i64 %47 to float
  %49 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 5), align 8, !tbaa !5
  %50 = fpext float %48 to double
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %49, double noundef %46, double noundef %50) #4
  %52 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 6), align 8, !tbaa !5
  %53 = uitofp i64 %52 to double
  %54 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 6), align 8, !tbaa !5
  %55 = uitofp i64 %54 to float
  %56 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 6), align 8, !tbaa !5
  %57 = fpext float %55 to double
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %56, double noundef %53, double noundef %57) #4
  %59 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 7), align 8, !tbaa !5
  %60 = uitofp i64 %59 to double
  %61 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 7), align 8, !tbaa !5
  %62 = uitofp i64 %61 to float
  %63 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 7), align 8, !tbaa !5
  %64 = fpext float %62 to double
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %63, double noundef %60, double noundef %64) #4
  %66 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 8), align 8, !tbaa !5
  %67 = uitofp i64 %66 to double
  %68 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 8), align 8, !tbaa !5
  %69 = uitofp i64 %68 to float
  %70 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 8), align 8, !tbaa !5
  %71 = fpext float %69 to double
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %70, double noundef %67, double noundef %71) #4
  %73 = load volatile i64, ptr @vs, align 8, !tbaa !5
  %74 = sitofp i64 %73 to double
  %75 = load volatile i64, ptr @vs, align 8, !tbaa !5
  %76 = sitofp i64 %75 to float
  %77 = load volatile i64, ptr @vs, align 8, !tbaa !5
  %78 = fpext float %76 to double
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef %77, double noundef %74, double noundef %78) #4
  %80 = load volatile i64, ptr getelementptr inbounds ([6 x i64], ptr @vs, i64 0, i64 1), align 8, !tbaa !5
  %81 = sitofp i64 %80 to double
  %82 = load volatile i64, ptr getelementptr inbounds ([6 x i64], ptr @vs, i64 0, i64 1), align 8, !tbaa !5
  %83 = sitofp i64 %82 to float
  %84 = load volatile i64, ptr getelementptr inbounds ([6 x i64], ptr @vs, i64 0, i64 1), align 8, !tbaa !5
  %85 = fpext float %83 to double
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef %84, double noundef %81, double noundef %85) #4
  %87 = load volatile i64, ptr getelementptr inbounds ([6 x i64], ptr @vs, i64 0, i64 2), align 8, !tbaa !5
  %88 = sitofp i64 %87 to double
  %89 = load volatile i64, ptr getelementptr inbounds ([6 x i64], ptr @vs, i64 0, i64 2), align 8, !tbaa !5
  %90 = sitofp i64 %89 to float
  %91 = load volatile i64, ptr getelementptr inbounds ([6 x i64], ptr @vs, i64 0, i64 2), align 8, !tbaa !5
  %92 = fpext float %90 to double
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef %91, double noundef %88, double noundef %92) #4
  %94 = load volatile i64, ptr getelementptr inbounds ([6 x i64], ptr @vs, i64 0, i64 3), align 8, !tbaa !5
  %95 = sitofp i64 %94 to double
  %96 = load volatile i64, ptr getelementptr inbounds ([6 x i64], ptr @vs, i64 0, i64 3), align 8, !tbaa !5
  %97 = sitofp i64 %96 to float
  %98 = load volatile i64, ptr getelementptr inbounds ([6 x i64], ptr @vs, i64 0, i64 3), align 8, !tbaa !5
  %99 = fpext float %97 to double
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef %98, double noundef %95, double noundef %99) #4
  %101 = load volatile i64, ptr getelementptr inbounds ([6 x i64], ptr @vs, i64 0, i64 4), align 8, !tbaa !5
  %102 = sitofp i64 %101 to double
  %103 = load volatile i64, ptr getelementptr inbounds ([6 x i64], ptr @vs, i64 0, i64 4), align 8, !tbaa !5
  %104 = sitofp i64 %103 to float
  %105 = load volatile i64, ptr getelementptr inbounds ([6 x i64], ptr @vs, i64 0, i64 4), align 8, !tbaa !5
  %106 = fpext float %104 to double
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef %105, double noundef %102, double noundef %106) #4
  %108 = load volatile i64, ptr getelementptr inbounds ([6 x i64], ptr @vs, i64 0, i64 5), align 8, !tbaa !5
  %109 = sitofp i64 %108 to double
  %110 = load volatile i64, ptr getelementptr inbounds ([6 x i64], ptr @vs, i64 0, i64 5), align 8, !tbaa !5
  %111 = sitofp i64 %110 to float
  %112 = load volatile i64, ptr getelementptr inbounds ([6 x i64], ptr @vs, i64 0, i64 5), align 8, !tbaa !5
  %113 = fpext float %111 to double
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef %112, double noundef %109, double noundef %113) #4
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %1, ptr align 8 @__const.main.ds, i64 56, i1 true)
  br label %185

115:                                              ; preds = %185
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  %116 = load volatile float, ptr @__const.main.fs, align 4
  store volatile float %116, ptr %2, align 4
  %117 = load volatile float, ptr getelementptr inbounds ([5 x float], ptr @__const.main.fs, i64 0, i64 1), align 4
  store volatile float %117, ptr %3, align 4
  %118 = load volatile float, ptr getelementptr inbounds ([5 x float], ptr @__const.main.fs, i64 0, i64 2), align 4
  store volatile float %118, ptr %4, align 4
  %119 = load volatile float, ptr getelementptr inbounds ([5 x float], ptr @__const.main.fs, i64 0, i64 3), align 4
  store volatile float %119, ptr %5, align 4
  %120 = load volatile float, ptr getelementptr inbounds ([5 x float], ptr @__const.main.fs, i64 0, i64 4), align 4
  store volatile float %120, ptr %6, align 4
  %121 = load volatile float, ptr %2, align 4, !tbaa !9
  %122 = fcmp olt float %121, 0x43DF399B20000000
  %123 = fcmp ogt float %121, 0xC3DF399B20000000
  %124 = and i1 %122, %123
  %125 = fptosi float %121 to i64
  %126 = select i1 %124, i64 %125, i64 -7
  %127 = fpext float %121 to double
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %127, double noundef %127, i64 noundef %126) #4
  %129 = load volatile float, ptr %3, align 4, !tbaa !9
  %130 = fcmp olt float %129, 0x43DF399B20000000
  %131 = fcmp ogt float %129, 0xC3DF399B20000000
  %132 = and i1 %130, %131
  %133 = fptosi float %129 to i64
  %134 = select i1 %132, i64 %133, i64 -7
  %135 = fpext float %129 to double
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %135, double noundef %135, i64 noundef %134) #4
  %137 = load volatile float, ptr %4, align 4, !tbaa !9
  %138 = fcmp olt float %137, 0x43DF399B20000000
  %139 = fcmp ogt float %137, 0xC3DF399B20000000
  %140 = and i1 %138, %139
  %141 = fptosi float %137 to i64
  %142 = select i1 %140, i64 %141, i64 -7
  %143 = fpext float %137 to double
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %143, double noundef %143, i64 noundef %142) #4
  %145 = load volatile float, ptr %5, align 4, !tbaa !9
  %146 = fcmp olt float %145, 0x43DF399B20000000
  %147 = fcmp ogt float %145, 0xC3DF399B20000000
  %148 = and i1 %146, %147
  %149 = fptosi float %145 to i64
  %150 = select i1 %148, i64 %149, i64 -7
  %151 = fpext float %145 to double
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %151, double noundef %151, i64 noundef %150) #4
  %153 = load volatile float, ptr %6, align 4, !tbaa !9
  %154 = fcmp olt float %153, 0x43DF399B20000000
  %155 = fcmp ogt float %153, 0xC3DF399B20000000
  %156 = and i1 %154, %155
  %157 = fptosi float %153 to i64
  %158 = select i1 %156, i64 %157, i64 -7
  %159 = fpext float %153 to double
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %159, double noundef %159, i64 noundef %158) #4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 -12345, ptr %7, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %8)
  store volatile i8 -100, ptr %8, align 4, !tbaa !13
  %161 = load volatile i32, ptr %7, align 4, !tbaa !11
  %162 = and i32 %161, 255
  %163 = load volatile i32, ptr %7, align 4, !tbaa !11
  %164 = shl i32 %163, 24
  %165 = ashr exact i32 %164, 24
  %166 = load volatile i32, ptr %7, align 4, !tbaa !11
  %167 = shl i32 %166, 16
  %168 = ashr exact i32 %167, 16
  %169 = load volatile i32, ptr %7, align 4, !tbaa !11
  %170 = and i32 %169, 65535
  %171 = load volatile i8, ptr %8, align 4, !tbaa !13
  %172 = sext i8 %171 to i64
  %173 = load volatile i8, ptr %8, align 4, !tbaa !13
  %174 = sext i8 %173 to i64
  %175 = and i64 %174, 4294967295
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %162, i32 noundef %165, i32 noundef %168, i32 noundef %170, i64 noundef %172, i64 noundef %175) #4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  %177 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @vu, i64 0, i64 3), align 8, !tbaa !5
  %178 = uitofp i64 %177 to fp128
  %179 = fmul fp128 %178, 0xL00000000000000003FFE800000000000
  store volatile fp128 %179, ptr %9, align 16, !tbaa !14
  %180 = load volatile fp128, ptr %9, align 16, !tbaa !14
  %181 = fptoui fp128 %180 to i64
  %182 = load volatile fp128, ptr %9, align 16, !tbaa !14
  %183 = fptrunc fp128 %182 to double
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef %181, double noundef %183) #4
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #5
  ret i32 0

185:                                              ; preds = %0, %185
  %186 = phi i64 [ 0, %0 ], [ %208, %185 ]
  %187 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %186
  %188 = load volatile double, ptr %187, align 8, !tbaa !16
  %189 = fcmp oge double %188, 0.000000e+00
  %190 = fcmp ogt double %188, 0.000000e+00
  %191 = select i1 %190, double %188, double 0.000000e+00
  %192 = fptoui double %191 to i64
  %193 = fcmp olt double %188, 9.200000e+18
  %194 = fcmp ogt double %188, -9.200000e+18
  %195 = and i1 %193, %194
  %196 = fptosi double %188 to i64
  %197 = select i1 %195, i64 %196, i64 0
  %198 = fcmp olt double %188, 0x41F0000000000000
  %199 = and i1 %189, %198
  %200 = fptoui double %188 to i32
  %201 = select i1 %199, i32 %200, i32 0
  %202 = fcmp ogt double %188, 0xC1E0000000200000
  %203 = fcmp olt double %188, 0x41E0000000000000
  %204 = and i1 %202, %203
  %205 = fptosi double %188 to i32
  %206 = select i1 %204, i32 %205, i32 0
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %188, i64 noundef %192, i64 noundef %197, i32 noundef %201, i32 noundef %206) #4
  %208 = add nuw nsw i64 %186, 1
  %209 = icmp eq i64 %208, 7
  br i1 %209, label %115, label %185, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long double", !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !7, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
