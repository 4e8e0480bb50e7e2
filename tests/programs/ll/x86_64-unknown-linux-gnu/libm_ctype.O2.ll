; ModuleID = 'tests/programs/libm_ctype.c'
source_filename = "tests/programs/libm_ctype.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@count = internal global i32 10, align 4
@inputs = internal unnamed_addr constant [10 x double] [double 5.000000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double 1.000000e+01, double -1.500000e+00, double 1.000000e-03, double 7.000000e+02, double 0.000000e+00, double -0.000000e+00], align 16
@.str = private unnamed_addr constant [47 x i8] c"%g: pow %.17g exp %.17g log %.17g log10 %.17g\0A\00", align 1
@.str.1 = private unnamed_addr constant [71 x i8] c"   sin %.17g cos %.17g atan2 %.17g hypot %.17g cbrt %.17g ldexp %.17g\0A\00", align 1
@.str.2 = private unnamed_addr constant [55 x i8] c"   powf %.9g expf %.9g logf %.9g sinf %.9g tanhf %.9g\0A\00", align 1
@.str.3 = private unnamed_addr constant [46 x i8] c"pow(-8, 1/3) %g, pow(0, -1) %g, exp(1000) %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"class %d: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"find the needle here\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"memchr: %d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [96 x i8], align 16
  %2 = load volatile i32, ptr @count, align 4, !tbaa !4
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %21, label %4

4:                                                ; preds = %21, %0
  %5 = load volatile i32, ptr @count, align 4, !tbaa !4
  %6 = sitofp i32 %5 to double
  %7 = fdiv double 1.000000e+00, %6
  %8 = fmul double %7, 3.333000e+00
  %9 = tail call double @pow(double noundef -8.000000e+00, double noundef %8) #3
  %10 = fcmp uno double %9, 0.000000e+00
  %11 = select i1 %10, double 0x7FF8000000000000, double %9
  %12 = load volatile i32, ptr @count, align 4, !tbaa !4
  %13 = sitofp i32 %12 to double
  %14 = fdiv double %13, -1.000000e+01
  %15 = tail call double @pow(double noundef 0.000000e+00, double noundef %14) #3
  %16 = load volatile i32, ptr @count, align 4, !tbaa !4
  %17 = sitofp i32 %16 to double
  %18 = fmul double %17, 1.000000e+02
  %19 = tail call double @exp(double noundef %18) #3
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %11, double noundef %15, double noundef %19) #3
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #4
  br label %98

21:                                               ; preds = %0, %21
  %22 = phi i64 [ %73, %21 ], [ 0, %0 ]
  %23 = getelementptr inbounds [10 x double], ptr @inputs, i64 0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !8
  %25 = tail call double @pow(double noundef %24, double noundef 0x3FD5555555555555) #3
  %26 = fcmp uno double %25, 0.000000e+00
  %27 = select i1 %26, double 0x7FF8000000000000, double %25
  %28 = tail call double @exp(double noundef %24) #3
  %29 = fcmp uno double %28, 0.000000e+00
  %30 = select i1 %29, double 0x7FF8000000000000, double %28
  %31 = tail call double @log(double noundef %24) #3
  %32 = fcmp uno double %31, 0.000000e+00
  %33 = select i1 %32, double 0x7FF8000000000000, double %31
  %34 = tail call double @log10(double noundef %24) #3
  %35 = fcmp uno double %34, 0.000000e+00
  %36 = select i1 %35, double 0x7FF8000000000000, double %34
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %24, double noundef %27, double noundef %30, double noundef %33, double noundef %36) #3
  %38 = tail call double @sin(double noundef %24) #3
  %39 = fcmp uno double %38, 0.000000e+00
  %40 = select i1 %39, double 0x7FF8000000000000, double %38
  %41 = tail call double @cos(double noundef %24) #3
  %42 = fcmp uno double %41, 0.000000e+00
  %43 = select i1 %42, double 0x7FF8000000000000, double %41
  %44 = tail call double @atan2(double noundef %24, double noundef 2.000000e+00) #3
  %45 = tail call double @hypot(double noundef %24, double noundef 3.000000e+00) #3
  %46 = tail call double @cbrt(double noundef %24) #3
  %47 = trunc i64 %22 to i32
  %48 = add i32 %47, -4
  %49 = tail call double @ldexp(double noundef %24, i32 noundef %48) #3
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef %40, double noundef %43, double noundef %44, double noundef %45, double noundef %46, double noundef %49) #3
  %51 = fptrunc double %24 to float
  %52 = tail call float @powf(float noundef %51, float noundef 2.500000e+00) #3
  %53 = fpext float %52 to double
  %54 = fcmp uno float %52, 0.000000e+00
  %55 = select i1 %54, double 0x7FF8000000000000, double %53
  %56 = tail call float @expf(float noundef %51) #3
  %57 = fpext float %56 to double
  %58 = fcmp uno float %56, 0.000000e+00
  %59 = select i1 %58, double 0x7FF8000000000000, double %57
  %60 = tail call float @logf(float noundef %51) #3
  %61 = fpext float %60 to double
  %62 = fcmp uno float %60, 0.000000e+00
  %63 = select i1 %62, double 0x7FF8000000000000, double %61
  %64 = tail call float @sinf(float noundef %51) #3
  %65 = fpext float %64 to double
  %66 = fcmp uno float %64, 0.000000e+00
  %67 = select i1 %66, double 0x7FF8000000000000, double %65
  %68 = tail call float @tanhf(float noundef %51) #3
  %69 = fpext float %68 to double
  %70 = fcmp uno float %68, 0.000000e+00
  %71 = select i1 %70, double 0x7FF8000000000000, double %69
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %55, double noundef %59, double noundef %63, double noundef %67, double noundef %71) #3
  %73 = add nuw nsw i64 %22, 1
  %74 = load volatile i32, ptr @count, align 4, !tbaa !4
  %75 = sext i32 %74 to i64
  %76 = icmp slt i64 %73, %75
  br i1 %76, label %21, label %4, !llvm.loop !10

77:                                               ; preds = %166
  %78 = getelementptr inbounds [96 x i8], ptr %1, i64 0, i64 95
  store i8 0, ptr %78, align 1, !tbaa !12
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 0, i32 noundef %112) #3
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 1, i32 noundef %116) #3
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 2, i32 noundef %120) #3
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 3, i32 noundef %124) #3
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 4, i32 noundef %128) #3
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 5, i32 noundef %132) #3
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 6, i32 noundef %136) #3
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 7, i32 noundef %151) #3
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull %1) #3
  %88 = call ptr @memchr(ptr noundef nonnull @.str.6, i32 noundef 110, i64 noundef 20) #3
  %89 = call ptr @memchr(ptr noundef nonnull @.str.6, i32 noundef 122, i64 noundef 20) #3
  %90 = icmp eq ptr %88, null
  %91 = ptrtoint ptr %88 to i64
  %92 = trunc i64 %91 to i32
  %93 = sub i32 %92, ptrtoint (ptr @.str.6 to i32)
  %94 = select i1 %90, i32 -1, i32 %93
  %95 = icmp ne ptr %89, null
  %96 = zext i1 %95 to i32
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %94, i32 noundef %96) #3
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #4
  ret i32 0

98:                                               ; preds = %4, %166
  %99 = phi i64 [ 0, %4 ], [ %167, %166 ]
  %100 = phi i32 [ 0, %4 ], [ %151, %166 ]
  %101 = phi i32 [ 0, %4 ], [ %136, %166 ]
  %102 = phi i32 [ 0, %4 ], [ %132, %166 ]
  %103 = phi i32 [ 0, %4 ], [ %128, %166 ]
  %104 = phi i32 [ 0, %4 ], [ %124, %166 ]
  %105 = phi i32 [ 0, %4 ], [ %120, %166 ]
  %106 = phi i32 [ 0, %4 ], [ %116, %166 ]
  %107 = phi i32 [ 0, %4 ], [ %112, %166 ]
  %108 = trunc i64 %99 to i32
  %109 = tail call i32 @isalpha(i32 noundef %108) #3
  %110 = icmp ne i32 %109, 0
  %111 = zext i1 %110 to i32
  %112 = add nuw nsw i32 %107, %111
  %113 = tail call i32 @isdigit(i32 noundef %108) #3
  %114 = icmp ne i32 %113, 0
  %115 = zext i1 %114 to i32
  %116 = add nuw nsw i32 %106, %115
  %117 = tail call i32 @isalnum(i32 noundef %108) #3
  %118 = icmp ne i32 %117, 0
  %119 = zext i1 %118 to i32
  %120 = add nuw nsw i32 %105, %119
  %121 = tail call i32 @isxdigit(i32 noundef %108) #3
  %122 = icmp ne i32 %121, 0
  %123 = zext i1 %122 to i32
  %124 = add nuw nsw i32 %104, %123
  %125 = tail call i32 @isspace(i32 noundef %108) #3
  %126 = icmp ne i32 %125, 0
  %127 = zext i1 %126 to i32
  %128 = add nuw nsw i32 %103, %127
  %129 = tail call i32 @isprint(i32 noundef %108) #3
  %130 = icmp ne i32 %129, 0
  %131 = zext i1 %130 to i32
  %132 = add nuw nsw i32 %102, %131
  %133 = tail call i32 @ispunct(i32 noundef %108) #3
  %134 = icmp ne i32 %133, 0
  %135 = zext i1 %134 to i32
  %136 = add nuw nsw i32 %101, %135
  %137 = tail call i32 @iscntrl(i32 noundef %108) #3
  %138 = icmp eq i32 %137, 0
  br i1 %138, label %148, label %139

139:                                              ; preds = %98
  %140 = tail call i32 @isgraph(i32 noundef %108) #3
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %142, label %148

142:                                              ; preds = %139
  %143 = tail call i32 @islower(i32 noundef %108) #3
  %144 = icmp eq i32 %143, 0
  br i1 %144, label %145, label %148

145:                                              ; preds = %142
  %146 = tail call i32 @isupper(i32 noundef %108) #3
  %147 = icmp eq i32 %146, 0
  br label %148

148:                                              ; preds = %145, %142, %139, %98
  %149 = phi i1 [ false, %142 ], [ false, %139 ], [ false, %98 ], [ %147, %145 ]
  %150 = zext i1 %149 to i32
  %151 = add nuw nsw i32 %100, %150
  %152 = icmp ugt i64 %99, 31
  br i1 %152, label %153, label %166

153:                                              ; preds = %148
  %154 = and i32 %108, 1
  %155 = icmp eq i32 %154, 0
  br i1 %155, label %158, label %156

156:                                              ; preds = %153
  %157 = tail call i32 @toupper(i32 noundef %108) #3
  br label %160

158:                                              ; preds = %153
  %159 = tail call i32 @tolower(i32 noundef %108) #3
  br label %160

160:                                              ; preds = %158, %156
  %161 = phi i32 [ %157, %156 ], [ %159, %158 ]
  %162 = trunc i32 %161 to i8
  %163 = add nuw i64 %99, 4294967264
  %164 = and i64 %163, 4294967295
  %165 = getelementptr inbounds [96 x i8], ptr %1, i64 0, i64 %164
  store i8 %162, ptr %165, align 1, !tbaa !12
  br label %166

166:                                              ; preds = %148, %160
  %167 = add nuw nsw i64 %99, 1
  %168 = icmp eq i64 %167, 128
  br i1 %168, label %77, label %98, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare double @pow(double noundef, double noundef) local_unnamed_addr #2

declare double @exp(double noundef) local_unnamed_addr #2

declare double @log(double noundef) local_unnamed_addr #2

declare double @log10(double noundef) local_unnamed_addr #2

declare double @sin(double noundef) local_unnamed_addr #2

declare double @cos(double noundef) local_unnamed_addr #2

declare double @atan2(double noundef, double noundef) local_unnamed_addr #2

declare double @hypot(double noundef, double noundef) local_unnamed_addr #2

declare double @cbrt(double noundef) local_unnamed_addr #2

declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #2

declare float @powf(float noundef, float noundef) local_unnamed_addr #2

declare float @expf(float noundef) local_unnamed_addr #2

declare float @logf(float noundef) local_unnamed_addr #2

declare float @sinf(float noundef) local_unnamed_addr #2

declare float @tanhf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @isalpha(i32 noundef) local_unnamed_addr #2

declare i32 @isdigit(i32 noundef) local_unnamed_addr #2

declare i32 @isalnum(i32 noundef) local_unnamed_addr #2

declare i32 @isxdigit(i32 noundef) local_unnamed_addr #2

declare i32 @isspace(i32 noundef) local_unnamed_addr #2

declare i32 @isprint(i32 noundef) local_unnamed_addr #2

declare i32 @ispunct(i32 noundef) local_unnamed_addr #2

declare i32 @iscntrl(i32 noundef) local_unnamed_addr #2

declare i32 @isgraph(i32 noundef) local_unnamed_addr #2

declare i32 @islower(i32 noundef) local_unnamed_addr #2

declare i32 @isupper(i32 noundef) local_unnamed_addr #2

declare i32 @toupper(i32 noundef) local_unnamed_addr #2

declare i32 @tolower(i32 noundef) local_unnamed_addr #2

declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

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
!9 = !{!"double", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!6, !6, i64 0}
!13 = distinct !{!13, !11}
