; ModuleID = 'tests/programs/libm_ctype.c'
source_filename = "tests/programs/libm_ctype.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@count = internal global i32 10, align 4
@inputs = internal unnamed_addr constant [10 x double] [double 5.000000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double 1.000000e+01, double -1.500000e+00, double 1.000000e-03, double 7.000000e+02, double 0.000000e+00, double -0.000000e+00], align 8
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
  %1 = alloca [96 x i8], align 1
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
  br label %95

21:                                               ; preds = %0, %21
  %22 = phi i32 [ %72, %21 ], [ 0, %0 ]
  %23 = getelementptr inbounds [10 x double], ptr @inputs, i32 0, i32 %22
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
  %47 = add nsw i32 %22, -4
  %48 = tail call double @ldexp(double noundef %24, i32 noundef %47) #3
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef %40, double noundef %43, double noundef %44, double noundef %45, double noundef %46, double noundef %48) #3
  %50 = fptrunc double %24 to float
  %51 = tail call float @powf(float noundef %50, float noundef 2.500000e+00) #3
  %52 = fpext float %51 to double
  %53 = fcmp uno float %51, 0.000000e+00
  %54 = select i1 %53, double 0x7FF8000000000000, double %52
  %55 = tail call float @expf(float noundef %50) #3
  %56 = fpext float %55 to double
  %57 = fcmp uno float %55, 0.000000e+00
  %58 = select i1 %57, double 0x7FF8000000000000, double %56
  %59 = tail call float @logf(float noundef %50) #3
  %60 = fpext float %59 to double
  %61 = fcmp uno float %59, 0.000000e+00
  %62 = select i1 %61, double 0x7FF8000000000000, double %60
  %63 = tail call float @sinf(float noundef %50) #3
  %64 = fpext float %63 to double
  %65 = fcmp uno float %63, 0.000000e+00
  %66 = select i1 %65, double 0x7FF8000000000000, double %64
  %67 = tail call float @tanhf(float noundef %50) #3
  %68 = fpext float %67 to double
  %69 = fcmp uno float %67, 0.000000e+00
  %70 = select i1 %69, double 0x7FF8000000000000, double %68
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %54, double noundef %58, double noundef %62, double noundef %66, double noundef %70) #3
  %72 = add nuw nsw i32 %22, 1
  %73 = load volatile i32, ptr @count, align 4, !tbaa !4
  %74 = icmp slt i32 %72, %73
  br i1 %74, label %21, label %4, !llvm.loop !10

75:                                               ; preds = %161
  %76 = getelementptr inbounds [96 x i8], ptr %1, i32 0, i32 95
  store i8 0, ptr %76, align 1, !tbaa !12
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 0, i32 noundef %108) #3
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 1, i32 noundef %112) #3
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 2, i32 noundef %116) #3
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 3, i32 noundef %120) #3
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 4, i32 noundef %124) #3
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 5, i32 noundef %128) #3
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 6, i32 noundef %132) #3
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 7, i32 noundef %147) #3
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull %1) #3
  %86 = call ptr @memchr(ptr noundef nonnull @.str.6, i32 noundef 110, i32 noundef 20) #3
  %87 = call ptr @memchr(ptr noundef nonnull @.str.6, i32 noundef 122, i32 noundef 20) #3
  %88 = icmp eq ptr %86, null
  %89 = ptrtoint ptr %86 to i32
  %90 = sub i32 %89, ptrtoint (ptr @.str.6 to i32)
  %91 = select i1 %88, i32 -1, i32 %90
  %92 = icmp ne ptr %87, null
  %93 = zext i1 %92 to i32
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %91, i32 noundef %93) #3
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #4
  ret i32 0

95:                                               ; preds = %4, %161
  %96 = phi i32 [ 0, %4 ], [ %147, %161 ]
  %97 = phi i32 [ 0, %4 ], [ %132, %161 ]
  %98 = phi i32 [ 0, %4 ], [ %128, %161 ]
  %99 = phi i32 [ 0, %4 ], [ %124, %161 ]
  %100 = phi i32 [ 0, %4 ], [ %120, %161 ]
  %101 = phi i32 [ 0, %4 ], [ %116, %161 ]
  %102 = phi i32 [ 0, %4 ], [ %112, %161 ]
  %103 = phi i32 [ 0, %4 ], [ %162, %161 ]
  %104 = phi i32 [ 0, %4 ], [ %108, %161 ]
  %105 = tail call i32 @isalpha(i32 noundef %103) #3
  %106 = icmp ne i32 %105, 0
  %107 = zext i1 %106 to i32
  %108 = add nuw nsw i32 %104, %107
  %109 = tail call i32 @isdigit(i32 noundef %103) #3
  %110 = icmp ne i32 %109, 0
  %111 = zext i1 %110 to i32
  %112 = add nuw nsw i32 %102, %111
  %113 = tail call i32 @isalnum(i32 noundef %103) #3
  %114 = icmp ne i32 %113, 0
  %115 = zext i1 %114 to i32
  %116 = add nuw nsw i32 %101, %115
  %117 = tail call i32 @isxdigit(i32 noundef %103) #3
  %118 = icmp ne i32 %117, 0
  %119 = zext i1 %118 to i32
  %120 = add nuw nsw i32 %100, %119
  %121 = tail call i32 @isspace(i32 noundef %103) #3
  %122 = icmp ne i32 %121, 0
  %123 = zext i1 %122 to i32
  %124 = add nuw nsw i32 %99, %123
  %125 = tail call i32 @isprint(i32 noundef %103) #3
  %126 = icmp ne i32 %125, 0
  %127 = zext i1 %126 to i32
  %128 = add nuw nsw i32 %98, %127
  %129 = tail call i32 @ispunct(i32 noundef %103) #3
  %130 = icmp ne i32 %129, 0
  %131 = zext i1 %130 to i32
  %132 = add nuw nsw i32 %97, %131
  %133 = tail call i32 @iscntrl(i32 noundef %103) #3
  %134 = icmp eq i32 %133, 0
  br i1 %134, label %144, label %135

135:                                              ; preds = %95
  %136 = tail call i32 @isgraph(i32 noundef %103) #3
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %138, label %144

138:                                              ; preds = %135
  %139 = tail call i32 @islower(i32 noundef %103) #3
  %140 = icmp eq i32 %139, 0
  br i1 %140, label %141, label %144

141:                                              ; preds = %138
  %142 = tail call i32 @isupper(i32 noundef %103) #3
  %143 = icmp eq i32 %142, 0
  br label %144

144:                                              ; preds = %141, %138, %135, %95
  %145 = phi i1 [ false, %138 ], [ false, %135 ], [ false, %95 ], [ %143, %141 ]
  %146 = zext i1 %145 to i32
  %147 = add nuw nsw i32 %96, %146
  %148 = icmp ugt i32 %103, 31
  br i1 %148, label %149, label %161

149:                                              ; preds = %144
  %150 = and i32 %103, 1
  %151 = icmp eq i32 %150, 0
  br i1 %151, label %154, label %152

152:                                              ; preds = %149
  %153 = tail call i32 @toupper(i32 noundef %103) #3
  br label %156

154:                                              ; preds = %149
  %155 = tail call i32 @tolower(i32 noundef %103) #3
  br label %156

156:                                              ; preds = %154, %152
  %157 = phi i32 [ %153, %152 ], [ %155, %154 ]
  %158 = trunc i32 %157 to i8
  %159 = add nsw i32 %103, -32
  %160 = getelementptr inbounds [96 x i8], ptr %1, i32 0, i32 %159
  store i8 %158, ptr %160, align 1, !tbaa !12
  br label %161

161:                                              ; preds = %144, %156
  %162 = add nuw nsw i32 %103, 1
  %163 = icmp eq i32 %162, 128
  br i1 %163, label %75, label %95, !llvm.loop !13
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

declare ptr @memchr(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
