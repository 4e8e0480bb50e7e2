; ModuleID = 'tests/programs/vla_alloca.c'
source_filename = "tests/programs/vla_alloca.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"sum_vla(%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"matrix %lld %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"alloca %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"loop %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"aligned %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i8], align 16
  %2 = alloca [33 x i8], align 1
  %3 = alloca [101 x i8], align 8
  %4 = alloca [11 x i8], align 8
  br label %179

5:                                                ; preds = %179
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 22, i64 noundef 72) #6
  %7 = tail call ptr @llvm.stacksave()
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %4)
  store i8 97, ptr %4, align 8, !tbaa !4
  %8 = getelementptr inbounds i8, ptr %4, i32 1
  store i8 98, ptr %8, align 1, !tbaa !4
  %9 = getelementptr inbounds i8, ptr %4, i32 2
  store i8 99, ptr %9, align 2, !tbaa !4
  %10 = getelementptr inbounds i8, ptr %4, i32 3
  store i8 100, ptr %10, align 1, !tbaa !4
  %11 = getelementptr inbounds i8, ptr %4, i32 4
  store i8 101, ptr %11, align 4, !tbaa !4
  %12 = getelementptr inbounds i8, ptr %4, i32 5
  store i8 102, ptr %12, align 1, !tbaa !4
  %13 = getelementptr inbounds i8, ptr %4, i32 6
  store i8 103, ptr %13, align 2, !tbaa !4
  %14 = getelementptr inbounds i8, ptr %4, i32 7
  store i8 104, ptr %14, align 1, !tbaa !4
  %15 = getelementptr inbounds i8, ptr %4, i32 8
  store i8 105, ptr %15, align 8, !tbaa !4
  %16 = getelementptr inbounds i8, ptr %4, i32 9
  store i8 106, ptr %16, align 1, !tbaa !4
  %17 = getelementptr inbounds i8, ptr %4, i32 10
  store i8 0, ptr %17, align 2, !tbaa !4
  %18 = call i32 @strlen(ptr noundef nonnull %4) #6
  %19 = load i8, ptr %12, align 1, !tbaa !4
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %4)
  call void @llvm.stackrestore(ptr %7)
  %20 = call ptr @llvm.stacksave()
  call void @llvm.lifetime.start.p0(i64 101, ptr nonnull %3)
  br label %21

21:                                               ; preds = %21, %5
  %22 = phi i32 [ %27, %21 ], [ 0, %5 ]
  %23 = urem i32 %22, 26
  %24 = trunc i32 %23 to i8
  %25 = add nuw nsw i8 %24, 97
  %26 = getelementptr inbounds i8, ptr %3, i32 %22
  store i8 %25, ptr %26, align 1, !tbaa !4
  %27 = add nuw nsw i32 %22, 1
  %28 = icmp eq i32 %27, 100
  br i1 %28, label %29, label %21, !llvm.loop !7

29:                                               ; preds = %21
  %30 = sext i8 %19 to i32
  %31 = add nsw i32 %18, %30
  %32 = getelementptr inbounds i8, ptr %3, i32 100
  store i8 0, ptr %32, align 4, !tbaa !4
  %33 = call i32 @strlen(ptr noundef nonnull %3) #6
  %34 = getelementptr inbounds i8, ptr %3, i32 50
  %35 = load i8, ptr %34, align 2, !tbaa !4
  %36 = sext i8 %35 to i32
  %37 = add nsw i32 %33, %36
  call void @llvm.lifetime.end.p0(i64 101, ptr nonnull %3)
  call void @llvm.stackrestore(ptr %20)
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %31, i32 noundef %37) #6
  %39 = call fastcc i32 @loop_vla() #7
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %39) #6
  call void @llvm.lifetime.start.p0(i64 33, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #8
  %41 = call ptr @llvm.stacksave()
  %42 = call ptr @memset(ptr noundef nonnull %2, i32 noundef 7, i32 noundef 33) #6
  %43 = call ptr @memset(ptr noundef nonnull %1, i32 noundef 1, i32 noundef 16) #6
  %44 = load i8, ptr %2, align 1, !tbaa !4
  %45 = zext i8 %44 to i32
  %46 = getelementptr inbounds i8, ptr %2, i32 1
  %47 = load i8, ptr %46, align 1, !tbaa !4
  %48 = zext i8 %47 to i32
  %49 = add nuw nsw i32 %48, %45
  %50 = getelementptr inbounds i8, ptr %2, i32 2
  %51 = load i8, ptr %50, align 1, !tbaa !4
  %52 = zext i8 %51 to i32
  %53 = add nuw nsw i32 %49, %52
  %54 = getelementptr inbounds i8, ptr %2, i32 3
  %55 = load i8, ptr %54, align 1, !tbaa !4
  %56 = zext i8 %55 to i32
  %57 = add nuw nsw i32 %53, %56
  %58 = getelementptr inbounds i8, ptr %2, i32 4
  %59 = load i8, ptr %58, align 1, !tbaa !4
  %60 = zext i8 %59 to i32
  %61 = add nuw nsw i32 %57, %60
  %62 = getelementptr inbounds i8, ptr %2, i32 5
  %63 = load i8, ptr %62, align 1, !tbaa !4
  %64 = zext i8 %63 to i32
  %65 = add nuw nsw i32 %61, %64
  %66 = getelementptr inbounds i8, ptr %2, i32 6
  %67 = load i8, ptr %66, align 1, !tbaa !4
  %68 = zext i8 %67 to i32
  %69 = add nuw nsw i32 %65, %68
  %70 = getelementptr inbounds i8, ptr %2, i32 7
  %71 = load i8, ptr %70, align 1, !tbaa !4
  %72 = zext i8 %71 to i32
  %73 = add nuw nsw i32 %69, %72
  %74 = getelementptr inbounds i8, ptr %2, i32 8
  %75 = load i8, ptr %74, align 1, !tbaa !4
  %76 = zext i8 %75 to i32
  %77 = add nuw nsw i32 %73, %76
  %78 = getelementptr inbounds i8, ptr %2, i32 9
  %79 = load i8, ptr %78, align 1, !tbaa !4
  %80 = zext i8 %79 to i32
  %81 = add nuw nsw i32 %77, %80
  %82 = getelementptr inbounds i8, ptr %2, i32 10
  %83 = load i8, ptr %82, align 1, !tbaa !4
  %84 = zext i8 %83 to i32
  %85 = add nuw nsw i32 %81, %84
  %86 = getelementptr inbounds i8, ptr %2, i32 11
  %87 = load i8, ptr %86, align 1, !tbaa !4
  %88 = zext i8 %87 to i32
  %89 = add nuw nsw i32 %85, %88
  %90 = getelementptr inbounds i8, ptr %2, i32 12
  %91 = load i8, ptr %90, align 1, !tbaa !4
  %92 = zext i8 %91 to i32
  %93 = add nuw nsw i32 %89, %92
  %94 = getelementptr inbounds i8, ptr %2, i32 13
  %95 = load i8, ptr %94, align 1, !tbaa !4
  %96 = zext i8 %95 to i32
  %97 = add nuw nsw i32 %93, %96
  %98 = getelementptr inbounds i8, ptr %2, i32 14
  %99 = load i8, ptr %98, align 1, !tbaa !4
  %100 = zext i8 %99 to i32
  %101 = add nuw nsw i32 %97, %100
  %102 = getelementptr inbounds i8, ptr %2, i32 15
  %103 = load i8, ptr %102, align 1, !tbaa !4
  %104 = zext i8 %103 to i32
  %105 = add nuw nsw i32 %101, %104
  %106 = getelementptr inbounds i8, ptr %2, i32 16
  %107 = load i8, ptr %106, align 1, !tbaa !4
  %108 = zext i8 %107 to i32
  %109 = add nuw nsw i32 %105, %108
  %110 = getelementptr inbounds i8, ptr %2, i32 17
  %111 = load i8, ptr %110, align 1, !tbaa !4
  %112 = zext i8 %111 to i32
  %113 = add nuw nsw i32 %109, %112
  %114 = getelementptr inbounds i8, ptr %2, i32 18
  %115 = load i8, ptr %114, align 1, !tbaa !4
  %116 = zext i8 %115 to i32
  %117 = add nuw nsw i32 %113, %116
  %118 = getelementptr inbounds i8, ptr %2, i32 19
  %119 = load i8, ptr %118, align 1, !tbaa !4
  %120 = zext i8 %119 to i32
  %121 = add nuw nsw i32 %117, %120
  %122 = getelementptr inbounds i8, ptr %2, i32 20
  %123 = load i8, ptr %122, align 1, !tbaa !4
  %124 = zext i8 %123 to i32
  %125 = add nuw nsw i32 %121, %124
  %126 = getelementptr inbounds i8, ptr %2, i32 21
  %127 = load i8, ptr %126, align 1, !tbaa !4
  %128 = zext i8 %127 to i32
  %129 = add nuw nsw i32 %125, %128
  %130 = getelementptr inbounds i8, ptr %2, i32 22
  %131 = load i8, ptr %130, align 1, !tbaa !4
  %132 = zext i8 %131 to i32
  %133 = add nuw nsw i32 %129, %132
  %134 = getelementptr inbounds i8, ptr %2, i32 23
  %135 = load i8, ptr %134, align 1, !tbaa !4
  %136 = zext i8 %135 to i32
  %137 = add nuw nsw i32 %133, %136
  %138 = getelementptr inbounds i8, ptr %2, i32 24
  %139 = load i8, ptr %138, align 1, !tbaa !4
  %140 = zext i8 %139 to i32
  %141 = add nuw nsw i32 %137, %140
  %142 = getelementptr inbounds i8, ptr %2, i32 25
  %143 = load i8, ptr %142, align 1, !tbaa !4
  %144 = zext i8 %143 to i32
  %145 = add nuw nsw i32 %141, %144
  %146 = getelementptr inbounds i8, ptr %2, i32 26
  %147 = load i8, ptr %146, align 1, !tbaa !4
  %148 = zext i8 %147 to i32
  %149 = add nuw nsw i32 %145, %148
  %150 = getelementptr inbounds i8, ptr %2, i32 27
  %151 = load i8, ptr %150, align 1, !tbaa !4
  %152 = zext i8 %151 to i32
  %153 = add nuw nsw i32 %149, %152
  %154 = getelementptr inbounds i8, ptr %2, i32 28
  %155 = load i8, ptr %154, align 1, !tbaa !4
  %156 = zext i8 %155 to i32
  %157 = add nuw nsw i32 %153, %156
  %158 = getelementptr inbounds i8, ptr %2, i32 29
  %159 = load i8, ptr %158, align 1, !tbaa !4
  %160 = zext i8 %159 to i32
  %161 = add nuw nsw i32 %157, %160
  %162 = getelementptr inbounds i8, ptr %2, i32 30
  %163 = load i8, ptr %162, align 1, !tbaa !4
  %164 = zext i8 %163 to i32
  %165 = add nuw nsw i32 %161, %164
  %166 = getelementptr inbounds i8, ptr %2, i32 31
  %167 = load i8, ptr %166, align 1, !tbaa !4
  %168 = zext i8 %167 to i32
  %169 = add nuw nsw i32 %165, %168
  %170 = getelementptr inbounds i8, ptr %2, i32 32
  %171 = load i8, ptr %170, align 1, !tbaa !4
  %172 = zext i8 %171 to i32
  %173 = add nuw nsw i32 %169, %172
  %174 = getelementptr inbounds [16 x i8], ptr %1, i32 0, i32 15
  %175 = load i8, ptr %174, align 1, !tbaa !4
  %176 = zext i8 %175 to i32
  %177 = add nuw nsw i32 %173, %176
  call void @llvm.stackrestore(ptr %41)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #8
  call void @llvm.lifetime.end.p0(i64 33, ptr nonnull %2)
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %177) #6
  ret i32 0

179:                                              ; preds = %0, %179
  %180 = phi i32 [ 1, %0 ], [ %183, %179 ]
  %181 = tail call fastcc i32 @sum_vla(i32 noundef %180) #7
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %180, i32 noundef %181) #6
  %183 = add nuw nsw i32 %180, 7
  %184 = icmp ult i32 %180, 44
  br i1 %184, label %179, label %5, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define internal fastcc i32 @sum_vla(i32 noundef %0) unnamed_addr #3 {
  %2 = alloca i32, i32 %0, align 4
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %5, label %12

4:                                                ; preds = %5
  br i1 %3, label %14, label %12

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %10, %5 ], [ 0, %1 ]
  %7 = add nsw i32 %6, -3
  %8 = mul i32 %7, %6
  %9 = getelementptr inbounds i32, ptr %2, i32 %6
  store i32 %8, ptr %9, align 4, !tbaa !10
  %10 = add nuw nsw i32 %6, 1
  %11 = icmp eq i32 %10, %0
  br i1 %11, label %4, label %5, !llvm.loop !12

12:                                               ; preds = %14, %1, %4
  %13 = phi i32 [ 0, %4 ], [ 0, %1 ], [ %19, %14 ]
  ret i32 %13

14:                                               ; preds = %4, %14
  %15 = phi i32 [ %20, %14 ], [ 0, %4 ]
  %16 = phi i32 [ %19, %14 ], [ 0, %4 ]
  %17 = getelementptr inbounds i32, ptr %2, i32 %15
  %18 = load i32, ptr %17, align 4, !tbaa !10
  %19 = add nsw i32 %18, %16
  %20 = add nuw nsw i32 %15, 1
  %21 = icmp eq i32 %20, %0
  br i1 %21, label %12, label %14, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @loop_vla() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %9
  ret i32 %14

2:                                                ; preds = %0, %9
  %3 = phi i32 [ 3, %0 ], [ %16, %9 ]
  %4 = phi i32 [ 0, %0 ], [ %14, %9 ]
  %5 = phi i32 [ 1, %0 ], [ %15, %9 ]
  %6 = mul nuw nsw i32 %5, 3
  %7 = tail call ptr @llvm.stacksave()
  %8 = alloca double, i32 %6, align 8
  br label %18

9:                                                ; preds = %18
  %10 = add nsw i32 %6, -1
  %11 = getelementptr inbounds double, ptr %8, i32 %10
  %12 = load double, ptr %11, align 8, !tbaa !14
  %13 = fptosi double %12 to i32
  %14 = add nsw i32 %4, %13
  tail call void @llvm.stackrestore(ptr %7)
  %15 = add nuw nsw i32 %5, 1
  %16 = add nuw nsw i32 %3, 3
  %17 = icmp eq i32 %15, 41
  br i1 %17, label %1, label %2, !llvm.loop !16

18:                                               ; preds = %2, %18
  %19 = phi i32 [ 0, %2 ], [ %23, %18 ]
  %20 = sitofp i32 %19 to double
  %21 = fmul double %20, 5.000000e-01
  %22 = getelementptr inbounds double, ptr %8, i32 %19
  store double %21, ptr %22, align 8, !tbaa !14
  %23 = add nuw nsw i32 %19, 1
  %24 = icmp eq i32 %23, %3
  br i1 %24, label %9, label %18, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #5

declare i32 @strlen(ptr noundef) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nofree nosync nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !5, i64 0}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !5, i64 0}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
