; ModuleID = 'tests/programs/libm_ctype.c'
source_filename = "tests/programs/libm_ctype.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [96 x i8], align 1
  %2 = load volatile i32, ptr @count, align 4, !tbaa !6
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %21, label %4

4:                                                ; preds = %21, %0
  %5 = load volatile i32, ptr @count, align 4, !tbaa !6
  %6 = sitofp i32 %5 to double
  %7 = fdiv double 1.000000e+00, %6
  %8 = fmul double %7, 3.333000e+00
  %9 = tail call double @pow(double noundef -8.000000e+00, double noundef %8) #3
  %10 = fcmp uno double %9, 0.000000e+00
  %11 = select i1 %10, double 0x7FF8000000000000, double %9
  %12 = load volatile i32, ptr @count, align 4, !tbaa !6
  %13 = sitofp i32 %12 to double
  %14 = fdiv double %13, -1.000000e+01
  %15 = tail call double @pow(double noundef 0.000000e+00, double noundef %14) #3
  %16 = load volatile i32, ptr @count, align 4, !tbaa !6
  %17 = sitofp i32 %16 to double
  %18 = fmul double %17, 1.000000e+02
  %19 = tail call double @exp(double noundef %18) #3
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %11, double noundef %15, double noundef %19) #3
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #4
  br label %96

21:                                               ; preds = %0, %21
  %22 = phi i64 [ %71, %21 ], [ 0, %0 ]
  %23 = getelementptr inbounds [10 x double], ptr @inputs, i64 0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !10
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
  %37 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %24, double noundef %27, double noundef %30, double noundef %33, double noundef %36) #3
  %38 = tail call double @sin(double noundef %24) #3
  %39 = fcmp uno double %38, 0.000000e+00
  %40 = select i1 %39, double 0x7FF8000000000000, double %38
  %41 = tail call double @cos(double noundef %24) #3
  %42 = fcmp uno double %41, 0.000000e+00
  %43 = select i1 %42, double 0x7FF8000000000000, double %41
  %44 = tail call double @atan2(double noundef %24, double noundef 2.000000e+00) #3
  %45 = trunc i64 %22 to i32
  %46 = add i32 %45, -4
  %47 = tail call double @ldexp(double noundef %24, i32 noundef signext %46) #3
  %48 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef %40, double noundef %43, double noundef %44, double noundef %47) #3
  %49 = fptrunc double %24 to float
  %50 = tail call float @powf(float noundef %49, float noundef 2.500000e+00) #3
  %51 = fpext float %50 to double
  %52 = fcmp uno float %50, 0.000000e+00
  %53 = select i1 %52, double 0x7FF8000000000000, double %51
  %54 = tail call float @expf(float noundef %49) #3
  %55 = fpext float %54 to double
  %56 = fcmp uno float %54, 0.000000e+00
  %57 = select i1 %56, double 0x7FF8000000000000, double %55
  %58 = tail call float @logf(float noundef %49) #3
  %59 = fpext float %58 to double
  %60 = fcmp uno float %58, 0.000000e+00
  %61 = select i1 %60, double 0x7FF8000000000000, double %59
  %62 = tail call float @sinf(float noundef %49) #3
  %63 = fpext float %62 to double
  %64 = fcmp uno float %62, 0.000000e+00
  %65 = select i1 %64, double 0x7FF8000000000000, double %63
  %66 = tail call float @tanhf(float noundef %49) #3
  %67 = fpext float %66 to double
  %68 = fcmp uno float %66, 0.000000e+00
  %69 = select i1 %68, double 0x7FF8000000000000, double %67
  %70 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %53, double noundef %57, double noundef %61, double noundef %65, double noundef %69) #3
  %71 = add nuw nsw i64 %22, 1
  %72 = load volatile i32, ptr @count, align 4, !tbaa !6
  %73 = sext i32 %72 to i64
  %74 = icmp slt i64 %71, %73
  br i1 %74, label %21, label %4, !llvm.loop !12

75:                                               ; preds = %164
  %76 = getelementptr inbounds [96 x i8], ptr %1, i64 0, i64 95
  store i8 0, ptr %76, align 1, !tbaa !14
  %77 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 0, i32 noundef signext %110) #3
  %78 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 1, i32 noundef signext %114) #3
  %79 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 2, i32 noundef signext %118) #3
  %80 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 3, i32 noundef signext %122) #3
  %81 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 4, i32 noundef signext %126) #3
  %82 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 5, i32 noundef signext %130) #3
  %83 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 6, i32 noundef signext %134) #3
  %84 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 7, i32 noundef signext %149) #3
  %85 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull %1) #3
  %86 = call ptr @memchr(ptr noundef nonnull @.str.6, i32 noundef signext 110, i64 noundef 20) #3
  %87 = call ptr @memchr(ptr noundef nonnull @.str.6, i32 noundef signext 122, i64 noundef 20) #3
  %88 = icmp eq ptr %86, null
  %89 = ptrtoint ptr %86 to i64
  %90 = trunc i64 %89 to i32
  %91 = sub i32 %90, ptrtoint (ptr @.str.6 to i32)
  %92 = select i1 %88, i32 -1, i32 %91
  %93 = icmp ne ptr %87, null
  %94 = zext i1 %93 to i32
  %95 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext %92, i32 noundef signext %94) #3
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #4
  ret i32 0

96:                                               ; preds = %4, %164
  %97 = phi i64 [ 0, %4 ], [ %165, %164 ]
  %98 = phi i32 [ 0, %4 ], [ %149, %164 ]
  %99 = phi i32 [ 0, %4 ], [ %134, %164 ]
  %100 = phi i32 [ 0, %4 ], [ %130, %164 ]
  %101 = phi i32 [ 0, %4 ], [ %126, %164 ]
  %102 = phi i32 [ 0, %4 ], [ %122, %164 ]
  %103 = phi i32 [ 0, %4 ], [ %118, %164 ]
  %104 = phi i32 [ 0, %4 ], [ %114, %164 ]
  %105 = phi i32 [ 0, %4 ], [ %110, %164 ]
  %106 = trunc i64 %97 to i32
  %107 = tail call signext i32 @isalpha(i32 noundef signext %106) #3
  %108 = icmp ne i32 %107, 0
  %109 = zext i1 %108 to i32
  %110 = add nuw nsw i32 %105, %109
  %111 = tail call signext i32 @isdigit(i32 noundef signext %106) #3
  %112 = icmp ne i32 %111, 0
  %113 = zext i1 %112 to i32
  %114 = add nuw nsw i32 %104, %113
  %115 = tail call signext i32 @isalnum(i32 noundef signext %106) #3
  %116 = icmp ne i32 %115, 0
  %117 = zext i1 %116 to i32
  %118 = add nuw nsw i32 %103, %117
  %119 = tail call signext i32 @isxdigit(i32 noundef signext %106) #3
  %120 = icmp ne i32 %119, 0
  %121 = zext i1 %120 to i32
  %122 = add nuw nsw i32 %102, %121
  %123 = tail call signext i32 @isspace(i32 noundef signext %106) #3
  %124 = icmp ne i32 %123, 0
  %125 = zext i1 %124 to i32
  %126 = add nuw nsw i32 %101, %125
  %127 = tail call signext i32 @isprint(i32 noundef signext %106) #3
  %128 = icmp ne i32 %127, 0
  %129 = zext i1 %128 to i32
  %130 = add nuw nsw i32 %100, %129
  %131 = tail call signext i32 @ispunct(i32 noundef signext %106) #3
  %132 = icmp ne i32 %131, 0
  %133 = zext i1 %132 to i32
  %134 = add nuw nsw i32 %99, %133
  %135 = tail call signext i32 @iscntrl(i32 noundef signext %106) #3
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %146, label %137

137:                                              ; preds = %96
  %138 = tail call signext i32 @isgraph(i32 noundef signext %106) #3
  %139 = icmp eq i32 %138, 0
  br i1 %139, label %140, label %146

140:                                              ; preds = %137
  %141 = tail call signext i32 @islower(i32 noundef signext %106) #3
  %142 = icmp eq i32 %141, 0
  br i1 %142, label %143, label %146

143:                                              ; preds = %140
  %144 = tail call signext i32 @isupper(i32 noundef signext %106) #3
  %145 = icmp eq i32 %144, 0
  br label %146

146:                                              ; preds = %143, %140, %137, %96
  %147 = phi i1 [ false, %140 ], [ false, %137 ], [ false, %96 ], [ %145, %143 ]
  %148 = zext i1 %147 to i32
  %149 = add nuw nsw i32 %98, %148
  %150 = icmp ugt i64 %97, 31
  br i1 %150, label %151, label %164

151:                                              ; preds = %146
  %152 = and i32 %106, 1
  %153 = icmp eq i32 %152, 0
  br i1 %153, label %156, label %154

154:                                              ; preds = %151
  %155 = tail call signext i32 @toupper(i32 noundef signext %106) #3
  br label %158

156:                                              ; preds = %151
  %157 = tail call signext i32 @tolower(i32 noundef signext %106) #3
  br label %158

158:                                              ; preds = %156, %154
  %159 = phi i32 [ %155, %154 ], [ %157, %156 ]
  %160 = trunc i32 %159 to i8
  %161 = add nuw i64 %97, 4294967264
  %162 = and i64 %161, 4294967295
  %163 = getelementptr inbounds [96 x i8], ptr %1, i64 0, i64 %162
  store i8 %160, ptr %163, align 1, !tbaa !14
  br label %164

164:                                              ; preds = %146, %158
  %165 = add nuw nsw i64 %97, 1
  %166 = icmp eq i64 %165, 128
  br i1 %166, label %75, label %96, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare double @pow(double noundef, double noundef) local_unnamed_addr #2

declare double @exp(double noundef) local_unnamed_addr #2

declare double @log(double noundef) local_unnamed_addr #2

declare double @log10(double noundef) local_unnamed_addr #2

declare double @sin(double noundef) local_unnamed_addr #2

declare double @cos(double noundef) local_unnamed_addr #2

declare double @atan2(double noundef, double noundef) local_unnamed_addr #2

declare double @ldexp(double noundef, i32 noundef signext) local_unnamed_addr #2

declare float @powf(float noundef, float noundef) local_unnamed_addr #2

declare float @expf(float noundef) local_unnamed_addr #2

declare float @logf(float noundef) local_unnamed_addr #2

declare float @sinf(float noundef) local_unnamed_addr #2

declare float @tanhf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @isalpha(i32 noundef signext) local_unnamed_addr #2

declare signext i32 @isdigit(i32 noundef signext) local_unnamed_addr #2

declare signext i32 @isalnum(i32 noundef signext) local_unnamed_addr #2

declare signext i32 @isxdigit(i32 noundef signext) local_unnamed_addr #2

declare signext i32 @isspace(i32 noundef signext) local_unnamed_addr #2

declare signext i32 @isprint(i32 noundef signext) local_unnamed_addr #2

declare signext i32 @ispunct(i32 noundef signext) local_unnamed_addr #2

declare signext i32 @iscntrl(i32 noundef signext) local_unnamed_addr #2

declare signext i32 @isgraph(i32 noundef signext) local_unnamed_addr #2

declare signext i32 @islower(i32 noundef signext) local_unnamed_addr #2

declare signext i32 @isupper(i32 noundef signext) local_unnamed_addr #2

declare signext i32 @toupper(i32 noundef signext) local_unnamed_addr #2

declare signext i32 @tolower(i32 noundef signext) local_unnamed_addr #2

declare ptr @memchr(ptr noundef, i32 noundef signext, i64 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

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
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !13}
