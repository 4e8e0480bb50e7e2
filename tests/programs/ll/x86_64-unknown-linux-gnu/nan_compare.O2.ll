; ModuleID = 'tests/programs/nan_compare.c'
source_filename = "tests/programs/nan_compare.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %2 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !4
  %3 = load volatile double, ptr %1, align 8, !tbaa !4
  %4 = load volatile double, ptr %1, align 8, !tbaa !4
  %5 = load volatile double, ptr %1, align 8, !tbaa !4
  %6 = insertelement <2 x double> <double 1.000000e+00, double poison>, double %3, i64 1
  %7 = insertelement <2 x double> poison, double %5, i64 0
  %8 = insertelement <2 x double> %7, double %4, i64 1
  %9 = fdiv <2 x double> %6, %8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #5
  %10 = getelementptr inbounds double, ptr %2, i64 1
  %11 = shufflevector <2 x double> %9, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  store <2 x double> %11, ptr %2, align 16, !tbaa !4
  %12 = getelementptr inbounds double, ptr %2, i64 2
  %13 = extractelement <2 x double> %9, i64 0
  %14 = fneg double %13
  store double %14, ptr %12, align 16, !tbaa !4
  %15 = getelementptr inbounds double, ptr %2, i64 3
  store <2 x double> <double 0.000000e+00, double -0.000000e+00>, ptr %15, align 8, !tbaa !4
  %16 = getelementptr inbounds double, ptr %2, i64 5
  store <2 x double> <double 1.000000e+00, double -1.000000e+00>, ptr %16, align 8, !tbaa !4
  %17 = load double, ptr %2, align 16
  %18 = load double, ptr %10, align 8
  %19 = load double, ptr %12, align 16
  br label %98

20:                                               ; preds = %98
  %21 = extractelement <2 x double> %9, i64 1
  %22 = fptrunc double %21 to float
  %23 = fptrunc double %13 to float
  %24 = fcmp ord float %22, 0.000000e+00
  %25 = select i1 %24, i32 26, i32 0
  %26 = fcmp uno float %22, 0.000000e+00
  %27 = select i1 %26, i32 32, i32 0
  %28 = or i32 %25, %27
  %29 = fcmp olt float %22, 1.000000e+00
  %30 = zext i1 %29 to i32
  %31 = fcmp ole float %22, 1.000000e+00
  %32 = select i1 %31, i32 2, i32 0
  %33 = or i32 %32, %30
  %34 = fcmp ogt float %22, 1.000000e+00
  %35 = select i1 %34, i32 4, i32 0
  %36 = or i32 %33, %35
  %37 = fcmp oge float %22, 1.000000e+00
  %38 = select i1 %37, i32 8, i32 0
  %39 = or i32 %36, %38
  %40 = fcmp oeq float %22, 1.000000e+00
  %41 = select i1 %40, i32 16, i32 0
  %42 = or i32 %39, %41
  %43 = fcmp une float %22, 1.000000e+00
  %44 = select i1 %43, i32 32, i32 0
  %45 = or i32 %42, %44
  %46 = fcmp olt float %23, 1.000000e+00
  %47 = zext i1 %46 to i32
  %48 = fcmp ole float %23, 1.000000e+00
  %49 = select i1 %48, i32 2, i32 0
  %50 = or i32 %49, %47
  %51 = fcmp ogt float %23, 1.000000e+00
  %52 = select i1 %51, i32 4, i32 0
  %53 = or i32 %50, %52
  %54 = fcmp oge float %23, 1.000000e+00
  %55 = select i1 %54, i32 8, i32 0
  %56 = or i32 %53, %55
  %57 = fcmp oeq float %23, 1.000000e+00
  %58 = select i1 %57, i32 16, i32 0
  %59 = or i32 %56, %58
  %60 = fcmp une float %23, 1.000000e+00
  %61 = select i1 %60, i32 32, i32 0
  %62 = or i32 %59, %61
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %28, i32 noundef %45, i32 noundef %62) #6
  %64 = fcmp uno <2 x double> %9, zeroinitializer
  %65 = extractelement <2 x i1> %64, i64 1
  %66 = zext i1 %65 to i32
  %67 = extractelement <2 x i1> %64, i64 0
  %68 = zext i1 %67 to i32
  %69 = tail call double @llvm.fabs.f64(double %14) #7
  %70 = fcmp oeq double %69, 0x7FF0000000000000
  %71 = zext i1 %70 to i32
  %72 = tail call double @llvm.fabs.f64(double %21) #7
  %73 = fcmp oeq double %72, 0x7FF0000000000000
  %74 = zext i1 %73 to i32
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef %66, i32 noundef %68, i32 noundef %71, i32 noundef %74) #6
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %66) #6
  %77 = fcmp uge double %21, 1.000000e+00
  %78 = zext i1 %77 to i32
  %79 = fcmp ogt double %21, 1.000000e+00
  %80 = select i1 %77, i32 2, i32 1
  %81 = select i1 %79, i32 %78, i32 %80
  %82 = add nuw nsw i32 %81, %66
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i32 noundef %82) #6
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, double noundef %13, double noundef %14, double noundef %13) #6
  %85 = select i1 %79, double %21, double 1.000000e+00
  %86 = fcmp olt double %14, 2.000000e+00
  %87 = select i1 %86, double %14, double 2.000000e+00
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, double noundef %85, double noundef %87) #6
  %89 = fsub <2 x double> %9, %9
  %90 = extractelement <2 x double> %89, i64 0
  %91 = fcmp uno double %90, 0.000000e+00
  %92 = zext i1 %91 to i32
  %93 = load volatile double, ptr %1, align 8, !tbaa !4
  %94 = fmul double %13, %93
  %95 = fcmp uno double %94, 0.000000e+00
  %96 = zext i1 %95 to i32
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, i32 noundef %92, i32 noundef %96) #6
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 0

98:                                               ; preds = %0, %98
  %99 = phi i64 [ 0, %0 ], [ %232, %98 ]
  %100 = shl i64 %99, 2
  %101 = call ptr @llvm.load.relative.i64(ptr @reltable.main, i64 %100)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef %101) #6
  %103 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %99
  %104 = load double, ptr %103, align 8, !tbaa !4
  %105 = fcmp olt double %104, %17
  %106 = zext i1 %105 to i32
  %107 = fcmp ole double %104, %17
  %108 = select i1 %107, i32 2, i32 0
  %109 = or i32 %108, %106
  %110 = fcmp ogt double %104, %17
  %111 = select i1 %110, i32 4, i32 0
  %112 = or i32 %109, %111
  %113 = fcmp oge double %104, %17
  %114 = select i1 %113, i32 8, i32 0
  %115 = or i32 %112, %114
  %116 = fcmp oeq double %104, %17
  %117 = select i1 %116, i32 16, i32 0
  %118 = or i32 %115, %117
  %119 = fcmp une double %104, %17
  %120 = select i1 %119, i32 32, i32 0
  %121 = or i32 %118, %120
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %121) #6
  %123 = fcmp olt double %104, %18
  %124 = zext i1 %123 to i32
  %125 = fcmp ole double %104, %18
  %126 = select i1 %125, i32 2, i32 0
  %127 = or i32 %126, %124
  %128 = fcmp ogt double %104, %18
  %129 = select i1 %128, i32 4, i32 0
  %130 = or i32 %127, %129
  %131 = fcmp oge double %104, %18
  %132 = select i1 %131, i32 8, i32 0
  %133 = or i32 %130, %132
  %134 = fcmp oeq double %104, %18
  %135 = select i1 %134, i32 16, i32 0
  %136 = or i32 %133, %135
  %137 = fcmp une double %104, %18
  %138 = select i1 %137, i32 32, i32 0
  %139 = or i32 %136, %138
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %139) #6
  %141 = fcmp olt double %104, %19
  %142 = zext i1 %141 to i32
  %143 = fcmp ole double %104, %19
  %144 = select i1 %143, i32 2, i32 0
  %145 = or i32 %144, %142
  %146 = fcmp ogt double %104, %19
  %147 = select i1 %146, i32 4, i32 0
  %148 = or i32 %145, %147
  %149 = fcmp oge double %104, %19
  %150 = select i1 %149, i32 8, i32 0
  %151 = or i32 %148, %150
  %152 = fcmp oeq double %104, %19
  %153 = select i1 %152, i32 16, i32 0
  %154 = or i32 %151, %153
  %155 = fcmp une double %104, %19
  %156 = select i1 %155, i32 32, i32 0
  %157 = or i32 %154, %156
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %157) #6
  %159 = fcmp olt double %104, 0.000000e+00
  %160 = zext i1 %159 to i32
  %161 = fcmp ole double %104, 0.000000e+00
  %162 = select i1 %161, i32 2, i32 0
  %163 = or i32 %162, %160
  %164 = fcmp ogt double %104, 0.000000e+00
  %165 = select i1 %164, i32 4, i32 0
  %166 = or i32 %163, %165
  %167 = fcmp oge double %104, 0.000000e+00
  %168 = select i1 %167, i32 8, i32 0
  %169 = or i32 %166, %168
  %170 = fcmp oeq double %104, 0.000000e+00
  %171 = select i1 %170, i32 16, i32 0
  %172 = or i32 %169, %171
  %173 = fcmp une double %104, 0.000000e+00
  %174 = select i1 %173, i32 32, i32 0
  %175 = or i32 %172, %174
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %175) #6
  %177 = fcmp olt double %104, 0.000000e+00
  %178 = zext i1 %177 to i32
  %179 = fcmp ole double %104, 0.000000e+00
  %180 = select i1 %179, i32 2, i32 0
  %181 = or i32 %180, %178
  %182 = fcmp ogt double %104, 0.000000e+00
  %183 = select i1 %182, i32 4, i32 0
  %184 = or i32 %181, %183
  %185 = fcmp oge double %104, 0.000000e+00
  %186 = select i1 %185, i32 8, i32 0
  %187 = or i32 %184, %186
  %188 = fcmp oeq double %104, 0.000000e+00
  %189 = select i1 %188, i32 16, i32 0
  %190 = or i32 %187, %189
  %191 = fcmp une double %104, 0.000000e+00
  %192 = select i1 %191, i32 32, i32 0
  %193 = or i32 %190, %192
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %193) #6
  %195 = fcmp olt double %104, 1.000000e+00
  %196 = zext i1 %195 to i32
  %197 = fcmp ole double %104, 1.000000e+00
  %198 = select i1 %197, i32 2, i32 0
  %199 = or i32 %198, %196
  %200 = fcmp ogt double %104, 1.000000e+00
  %201 = select i1 %200, i32 4, i32 0
  %202 = or i32 %199, %201
  %203 = fcmp oge double %104, 1.000000e+00
  %204 = select i1 %203, i32 8, i32 0
  %205 = or i32 %202, %204
  %206 = fcmp oeq double %104, 1.000000e+00
  %207 = select i1 %206, i32 16, i32 0
  %208 = or i32 %205, %207
  %209 = fcmp une double %104, 1.000000e+00
  %210 = select i1 %209, i32 32, i32 0
  %211 = or i32 %208, %210
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %211) #6
  %213 = fcmp olt double %104, -1.000000e+00
  %214 = zext i1 %213 to i32
  %215 = fcmp ole double %104, -1.000000e+00
  %216 = select i1 %215, i32 2, i32 0
  %217 = or i32 %216, %214
  %218 = fcmp ogt double %104, -1.000000e+00
  %219 = select i1 %218, i32 4, i32 0
  %220 = or i32 %217, %219
  %221 = fcmp oge double %104, -1.000000e+00
  %222 = select i1 %221, i32 8, i32 0
  %223 = or i32 %220, %222
  %224 = fcmp oeq double %104, -1.000000e+00
  %225 = select i1 %224, i32 16, i32 0
  %226 = or i32 %223, %225
  %227 = fcmp une double %104, -1.000000e+00
  %228 = select i1 %227, i32 32, i32 0
  %229 = or i32 %226, %228
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %229) #6
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9) #6
  %232 = add nuw nsw i64 %99, 1
  %233 = icmp eq i64 %232, 7
  br i1 %233, label %20, label %98, !llvm.loop !8
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

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"double", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
