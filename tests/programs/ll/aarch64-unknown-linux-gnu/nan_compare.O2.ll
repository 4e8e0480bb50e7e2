; ModuleID = 'tests/programs/nan_compare.c'
source_filename = "tests/programs/nan_compare.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"-inf\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"-0\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"1\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"-1\00", align 1
@reltable.main = private unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32)], align 4
@.str.7 = private unnamed_addr constant [6 x i8] c"%-4s:\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.10 = private unnamed_addr constant [26 x i8] c"float nan %02x %02x %02x\0A\00", align 1
@.str.11 = private unnamed_addr constant [25 x i8] c"isnan %d %d isinf %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"self ne %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"negated %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"inf %f %f %e\0A\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"max %f min %f\0A\00", align 1
@.str.16 = private unnamed_addr constant [33 x i8] c"inf-inf isnan %d inf*0 isnan %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca [7 x double], align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !5
  %3 = load volatile double, ptr %1, align 8, !tbaa !5
  %4 = load volatile double, ptr %1, align 8, !tbaa !5
  %5 = fdiv double %3, %4
  %6 = load volatile double, ptr %1, align 8, !tbaa !5
  %7 = fdiv double 1.000000e+00, %6
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #5
  store double %5, ptr %2, align 8, !tbaa !5
  %8 = getelementptr inbounds double, ptr %2, i64 1
  store double %7, ptr %8, align 8, !tbaa !5
  %9 = getelementptr inbounds double, ptr %2, i64 2
  %10 = fneg double %7
  store double %10, ptr %9, align 8, !tbaa !5
  %11 = getelementptr inbounds double, ptr %2, i64 3
  store <2 x double> <double 0.000000e+00, double -0.000000e+00>, ptr %11, align 8, !tbaa !5
  %12 = getelementptr inbounds double, ptr %2, i64 5
  store <2 x double> <double 1.000000e+00, double -1.000000e+00>, ptr %12, align 8, !tbaa !5
  %13 = load double, ptr %2, align 8
  %14 = load double, ptr %8, align 8
  %15 = load double, ptr %9, align 8
  br label %91

16:                                               ; preds = %91
  %17 = fptrunc double %5 to float
  %18 = fptrunc double %7 to float
  %19 = fcmp ord float %17, 0.000000e+00
  %20 = select i1 %19, i32 26, i32 0
  %21 = fcmp uno float %17, 0.000000e+00
  %22 = select i1 %21, i32 32, i32 0
  %23 = or i32 %20, %22
  %24 = fcmp olt float %17, 1.000000e+00
  %25 = zext i1 %24 to i32
  %26 = fcmp ole float %17, 1.000000e+00
  %27 = select i1 %26, i32 2, i32 0
  %28 = or i32 %27, %25
  %29 = fcmp ogt float %17, 1.000000e+00
  %30 = select i1 %29, i32 4, i32 0
  %31 = or i32 %28, %30
  %32 = fcmp oge float %17, 1.000000e+00
  %33 = select i1 %32, i32 8, i32 0
  %34 = or i32 %31, %33
  %35 = fcmp oeq float %17, 1.000000e+00
  %36 = select i1 %35, i32 16, i32 0
  %37 = or i32 %34, %36
  %38 = fcmp une float %17, 1.000000e+00
  %39 = select i1 %38, i32 32, i32 0
  %40 = or i32 %37, %39
  %41 = fcmp olt float %18, 1.000000e+00
  %42 = zext i1 %41 to i32
  %43 = fcmp ole float %18, 1.000000e+00
  %44 = select i1 %43, i32 2, i32 0
  %45 = or i32 %44, %42
  %46 = fcmp ogt float %18, 1.000000e+00
  %47 = select i1 %46, i32 4, i32 0
  %48 = or i32 %45, %47
  %49 = fcmp oge float %18, 1.000000e+00
  %50 = select i1 %49, i32 8, i32 0
  %51 = or i32 %48, %50
  %52 = fcmp oeq float %18, 1.000000e+00
  %53 = select i1 %52, i32 16, i32 0
  %54 = or i32 %51, %53
  %55 = fcmp une float %18, 1.000000e+00
  %56 = select i1 %55, i32 32, i32 0
  %57 = or i32 %54, %56
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %23, i32 noundef %40, i32 noundef %57) #6
  %59 = fcmp uno double %5, 0.000000e+00
  %60 = zext i1 %59 to i32
  %61 = fcmp uno double %7, 0.000000e+00
  %62 = zext i1 %61 to i32
  %63 = tail call double @llvm.fabs.f64(double %10) #7
  %64 = fcmp oeq double %63, 0x7FF0000000000000
  %65 = zext i1 %64 to i32
  %66 = tail call double @llvm.fabs.f64(double %5) #7
  %67 = fcmp oeq double %66, 0x7FF0000000000000
  %68 = zext i1 %67 to i32
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef %60, i32 noundef %62, i32 noundef %65, i32 noundef %68) #6
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %60) #6
  %71 = fcmp uge double %5, 1.000000e+00
  %72 = zext i1 %71 to i32
  %73 = fcmp ogt double %5, 1.000000e+00
  %74 = select i1 %71, i32 2, i32 1
  %75 = select i1 %73, i32 %72, i32 %74
  %76 = add nuw nsw i32 %75, %60
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i32 noundef %76) #6
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, double noundef %7, double noundef %10, double noundef %7) #6
  %79 = select i1 %73, double %5, double 1.000000e+00
  %80 = fcmp olt double %10, 2.000000e+00
  %81 = select i1 %80, double %10, double 2.000000e+00
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, double noundef %79, double noundef %81) #6
  %83 = fsub double %7, %7
  %84 = fcmp uno double %83, 0.000000e+00
  %85 = zext i1 %84 to i32
  %86 = load volatile double, ptr %1, align 8, !tbaa !5
  %87 = fmul double %7, %86
  %88 = fcmp uno double %87, 0.000000e+00
  %89 = zext i1 %88 to i32
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, i32 noundef %85, i32 noundef %89) #6
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 0

91:                                               ; preds = %0, %91
  %92 = phi i64 [ 0, %0 ], [ %225, %91 ]
  %93 = shl i64 %92, 2
  %94 = call ptr @llvm.load.relative.i64(ptr @reltable.main, i64 %93)
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef %94) #6
  %96 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %92
  %97 = load double, ptr %96, align 8, !tbaa !5
  %98 = fcmp olt double %97, %13
  %99 = zext i1 %98 to i32
  %100 = fcmp ole double %97, %13
  %101 = select i1 %100, i32 2, i32 0
  %102 = or i32 %101, %99
  %103 = fcmp ogt double %97, %13
  %104 = select i1 %103, i32 4, i32 0
  %105 = or i32 %102, %104
  %106 = fcmp oge double %97, %13
  %107 = select i1 %106, i32 8, i32 0
  %108 = or i32 %105, %107
  %109 = fcmp oeq double %97, %13
  %110 = select i1 %109, i32 16, i32 0
  %111 = or i32 %108, %110
  %112 = fcmp une double %97, %13
  %113 = select i1 %112, i32 32, i32 0
  %114 = or i32 %111, %113
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %114) #6
  %116 = fcmp olt double %97, %14
  %117 = zext i1 %116 to i32
  %118 = fcmp ole double %97, %14
  %119 = select i1 %118, i32 2, i32 0
  %120 = or i32 %119, %117
  %121 = fcmp ogt double %97, %14
  %122 = select i1 %121, i32 4, i32 0
  %123 = or i32 %120, %122
  %124 = fcmp oge double %97, %14
  %125 = select i1 %124, i32 8, i32 0
  %126 = or i32 %123, %125
  %127 = fcmp oeq double %97, %14
  %128 = select i1 %127, i32 16, i32 0
  %129 = or i32 %126, %128
  %130 = fcmp une double %97, %14
  %131 = select i1 %130, i32 32, i32 0
  %132 = or i32 %129, %131
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %132) #6
  %134 = fcmp olt double %97, %15
  %135 = zext i1 %134 to i32
  %136 = fcmp ole double %97, %15
  %137 = select i1 %136, i32 2, i32 0
  %138 = or i32 %137, %135
  %139 = fcmp ogt double %97, %15
  %140 = select i1 %139, i32 4, i32 0
  %141 = or i32 %138, %140
  %142 = fcmp oge double %97, %15
  %143 = select i1 %142, i32 8, i32 0
  %144 = or i32 %141, %143
  %145 = fcmp oeq double %97, %15
  %146 = select i1 %145, i32 16, i32 0
  %147 = or i32 %144, %146
  %148 = fcmp une double %97, %15
  %149 = select i1 %148, i32 32, i32 0
  %150 = or i32 %147, %149
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %150) #6
  %152 = fcmp olt double %97, 0.000000e+00
  %153 = zext i1 %152 to i32
  %154 = fcmp ole double %97, 0.000000e+00
  %155 = select i1 %154, i32 2, i32 0
  %156 = or i32 %155, %153
  %157 = fcmp ogt double %97, 0.000000e+00
  %158 = select i1 %157, i32 4, i32 0
  %159 = or i32 %156, %158
  %160 = fcmp oge double %97, 0.000000e+00
  %161 = select i1 %160, i32 8, i32 0
  %162 = or i32 %159, %161
  %163 = fcmp oeq double %97, 0.000000e+00
  %164 = select i1 %163, i32 16, i32 0
  %165 = or i32 %162, %164
  %166 = fcmp une double %97, 0.000000e+00
  %167 = select i1 %166, i32 32, i32 0
  %168 = or i32 %165, %167
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %168) #6
  %170 = fcmp olt double %97, 0.000000e+00
  %171 = zext i1 %170 to i32
  %172 = fcmp ole double %97, 0.000000e+00
  %173 = select i1 %172, i32 2, i32 0
  %174 = or i32 %173, %171
  %175 = fcmp ogt double %97, 0.000000e+00
  %176 = select i1 %175, i32 4, i32 0
  %177 = or i32 %174, %176
  %178 = fcmp oge double %97, 0.000000e+00
  %179 = select i1 %178, i32 8, i32 0
  %180 = or i32 %177, %179
  %181 = fcmp oeq double %97, 0.000000e+00
  %182 = select i1 %181, i32 16, i32 0
  %183 = or i32 %180, %182
  %184 = fcmp une double %97, 0.000000e+00
  %185 = select i1 %184, i32 32, i32 0
  %186 = or i32 %183, %185
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %186) #6
  %188 = fcmp olt double %97, 1.000000e+00
  %189 = zext i1 %188 to i32
  %190 = fcmp ole double %97, 1.000000e+00
  %191 = select i1 %190, i32 2, i32 0
  %192 = or i32 %191, %189
  %193 = fcmp ogt double %97, 1.000000e+00
  %194 = select i1 %193, i32 4, i32 0
  %195 = or i32 %192, %194
  %196 = fcmp oge double %97, 1.000000e+00
  %197 = select i1 %196, i32 8, i32 0
  %198 = or i32 %195, %197
  %199 = fcmp oeq double %97, 1.000000e+00
  %200 = select i1 %199, i32 16, i32 0
  %201 = or i32 %198, %200
  %202 = fcmp une double %97, 1.000000e+00
  %203 = select i1 %202, i32 32, i32 0
  %204 = or i32 %201, %203
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %204) #6
  %206 = fcmp olt double %97, -1.000000e+00
  %207 = zext i1 %206 to i32
  %208 = fcmp ole double %97, -1.000000e+00
  %209 = select i1 %208, i32 2, i32 0
  %210 = or i32 %209, %207
  %211 = fcmp ogt double %97, -1.000000e+00
  %212 = select i1 %211, i32 4, i32 0
  %213 = or i32 %210, %212
  %214 = fcmp oge double %97, -1.000000e+00
  %215 = select i1 %214, i32 8, i32 0
  %216 = or i32 %213, %215
  %217 = fcmp oeq double %97, -1.000000e+00
  %218 = select i1 %217, i32 16, i32 0
  %219 = or i32 %216, %218
  %220 = fcmp une double %97, -1.000000e+00
  %221 = select i1 %220, i32 32, i32 0
  %222 = or i32 %219, %221
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %222) #6
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9) #6
  %225 = add nuw nsw i64 %92, 1
  %226 = icmp eq i64 %225, 7
  br i1 %226, label %16, label %91, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #4

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
