; ModuleID = 'tests/programs/libm_ctype.c'
source_filename = "tests/programs/libm_ctype.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@count = internal global i32 10, align 4
@inputs = internal unnamed_addr constant [10 x double] [double 5.000000e-01, double 1.000000e+00, double 2.000000e+00, double 3.250000e+00, double 1.000000e+01, double -1.500000e+00, double 1.000000e-03, double 7.000000e+02, double 0.000000e+00, double -0.000000e+00], align 8
@.str = private unnamed_addr constant [47 x i8] c"%g: pow %.17g exp %.17g log %.17g log10 %.17g\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"   sin %.17g cos %.17g atan2 %.17g ldexp %.17g\0A\00", align 1
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
  br label %93

21:                                               ; preds = %0, %21
  %22 = phi i32 [ %70, %21 ], [ 0, %0 ]
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
  %45 = add nsw i32 %22, -4
  %46 = tail call double @ldexp(double noundef %24, i32 noundef %45) #3
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef %40, double noundef %43, double noundef %44, double noundef %46) #3
  %48 = fptrunc double %24 to float
  %49 = tail call float @powf(float noundef %48, float noundef 2.500000e+00) #3
  %50 = fpext float %49 to double
  %51 = fcmp uno float %49, 0.000000e+00
  %52 = select i1 %51, double 0x7FF8000000000000, double %50
  %53 = tail call float @expf(float noundef %48) #3
  %54 = fpext float %53 to double
  %55 = fcmp uno float %53, 0.000000e+00
  %56 = select i1 %55, double 0x7FF8000000000000, double %54
  %57 = tail call float @logf(float noundef %48) #3
  %58 = fpext float %57 to double
  %59 = fcmp uno float %57, 0.000000e+00
  %60 = select i1 %59, double 0x7FF8000000000000, double %58
  %61 = tail call float @sinf(float noundef %48) #3
  %62 = fpext float %61 to double
  %63 = fcmp uno float %61, 0.000000e+00
  %64 = select i1 %63, double 0x7FF8000000000000, double %62
  %65 = tail call float @tanhf(float noundef %48) #3
  %66 = fpext float %65 to double
  %67 = fcmp uno float %65, 0.000000e+00
  %68 = select i1 %67, double 0x7FF8000000000000, double %66
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %52, double noundef %56, double noundef %60, double noundef %64, double noundef %68) #3
  %70 = add nuw nsw i32 %22, 1
  %71 = load volatile i32, ptr @count, align 4, !tbaa !4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %21, label %4, !llvm.loop !10

73:                                               ; preds = %159
  %74 = getelementptr inbounds [96 x i8], ptr %1, i32 0, i32 95
  store i8 0, ptr %74, align 1, !tbaa !12
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 0, i32 noundef %106) #3
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 1, i32 noundef %110) #3
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 2, i32 noundef %114) #3
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 3, i32 noundef %118) #3
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 4, i32 noundef %122) #3
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 5, i32 noundef %126) #3
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 6, i32 noundef %130) #3
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 7, i32 noundef %145) #3
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull %1) #3
  %84 = call ptr @memchr(ptr noundef nonnull @.str.6, i32 noundef 110, i32 noundef 20) #3
  %85 = call ptr @memchr(ptr noundef nonnull @.str.6, i32 noundef 122, i32 noundef 20) #3
  %86 = icmp eq ptr %84, null
  %87 = ptrtoint ptr %84 to i32
  %88 = sub i32 %87, ptrtoint (ptr @.str.6 to i32)
  %89 = select i1 %86, i32 -1, i32 %88
  %90 = icmp ne ptr %85, null
  %91 = zext i1 %90 to i32
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %89, i32 noundef %91) #3
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #4
  ret i32 0

93:                                               ; preds = %4, %159
  %94 = phi i32 [ 0, %4 ], [ %145, %159 ]
  %95 = phi i32 [ 0, %4 ], [ %130, %159 ]
  %96 = phi i32 [ 0, %4 ], [ %126, %159 ]
  %97 = phi i32 [ 0, %4 ], [ %122, %159 ]
  %98 = phi i32 [ 0, %4 ], [ %118, %159 ]
  %99 = phi i32 [ 0, %4 ], [ %114, %159 ]
  %100 = phi i32 [ 0, %4 ], [ %110, %159 ]
  %101 = phi i32 [ 0, %4 ], [ %160, %159 ]
  %102 = phi i32 [ 0, %4 ], [ %106, %159 ]
  %103 = tail call i32 @isalpha(i32 noundef %101) #3
  %104 = icmp ne i32 %103, 0
  %105 = zext i1 %104 to i32
  %106 = add nuw nsw i32 %102, %105
  %107 = tail call i32 @isdigit(i32 noundef %101) #3
  %108 = icmp ne i32 %107, 0
  %109 = zext i1 %108 to i32
  %110 = add nuw nsw i32 %100, %109
  %111 = tail call i32 @isalnum(i32 noundef %101) #3
  %112 = icmp ne i32 %111, 0
  %113 = zext i1 %112 to i32
  %114 = add nuw nsw i32 %99, %113
  %115 = tail call i32 @isxdigit(i32 noundef %101) #3
  %116 = icmp ne i32 %115, 0
  %117 = zext i1 %116 to i32
  %118 = add nuw nsw i32 %98, %117
  %119 = tail call i32 @isspace(i32 noundef %101) #3
  %120 = icmp ne i32 %119, 0
  %121 = zext i1 %120 to i32
  %122 = add nuw nsw i32 %97, %121
  %123 = tail call i32 @isprint(i32 noundef %101) #3
  %124 = icmp ne i32 %123, 0
  %125 = zext i1 %124 to i32
  %126 = add nuw nsw i32 %96, %125
  %127 = tail call i32 @ispunct(i32 noundef %101) #3
  %128 = icmp ne i32 %127, 0
  %129 = zext i1 %128 to i32
  %130 = add nuw nsw i32 %95, %129
  %131 = tail call i32 @iscntrl(i32 noundef %101) #3
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %142, label %133

133:                                              ; preds = %93
  %134 = tail call i32 @isgraph(i32 noundef %101) #3
  %135 = icmp eq i32 %134, 0
  br i1 %135, label %136, label %142

136:                                              ; preds = %133
  %137 = tail call i32 @islower(i32 noundef %101) #3
  %138 = icmp eq i32 %137, 0
  br i1 %138, label %139, label %142

139:                                              ; preds = %136
  %140 = tail call i32 @isupper(i32 noundef %101) #3
  %141 = icmp eq i32 %140, 0
  br label %142

142:                                              ; preds = %139, %136, %133, %93
  %143 = phi i1 [ false, %136 ], [ false, %133 ], [ false, %93 ], [ %141, %139 ]
  %144 = zext i1 %143 to i32
  %145 = add nuw nsw i32 %94, %144
  %146 = icmp ugt i32 %101, 31
  br i1 %146, label %147, label %159

147:                                              ; preds = %142
  %148 = and i32 %101, 1
  %149 = icmp eq i32 %148, 0
  br i1 %149, label %152, label %150

150:                                              ; preds = %147
  %151 = tail call i32 @toupper(i32 noundef %101) #3
  br label %154

152:                                              ; preds = %147
  %153 = tail call i32 @tolower(i32 noundef %101) #3
  br label %154

154:                                              ; preds = %152, %150
  %155 = phi i32 [ %151, %150 ], [ %153, %152 ]
  %156 = trunc i32 %155 to i8
  %157 = add nsw i32 %101, -32
  %158 = getelementptr inbounds [96 x i8], ptr %1, i32 0, i32 %157
  store i8 %156, ptr %158, align 1, !tbaa !12
  br label %159

159:                                              ; preds = %142, %154
  %160 = add nuw nsw i32 %101, 1
  %161 = icmp eq i32 %160, 128
  br i1 %161, label %73, label %93, !llvm.loop !13
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
