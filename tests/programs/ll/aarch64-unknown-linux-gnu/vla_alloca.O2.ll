; ModuleID = 'tests/programs/vla_alloca.c'
source_filename = "tests/programs/vla_alloca.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"sum_vla(%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"matrix %lld %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"alloca %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"loop %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"aligned %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i8], align 16
  %2 = alloca [33 x i8], align 4
  %3 = alloca [101 x i8], align 16
  %4 = alloca [11 x i8], align 16
  br label %53

5:                                                ; preds = %53
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 22, i64 noundef 72) #7
  %7 = tail call ptr @llvm.stacksave()
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %4)
  %8 = getelementptr inbounds i8, ptr %4, i64 5
  store <8 x i8> <i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104>, ptr %4, align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 105, ptr %9, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %4, i64 9
  store i8 106, ptr %10, align 1, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %4, i64 10
  store i8 0, ptr %11, align 2, !tbaa !5
  %12 = call i64 @strlen(ptr noundef nonnull %4) #7
  %13 = load i8, ptr %8, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %4)
  call void @llvm.stackrestore(ptr %7)
  %14 = call ptr @llvm.stacksave()
  call void @llvm.lifetime.start.p0(i64 101, ptr nonnull %3)
  br label %15

15:                                               ; preds = %15, %5
  %16 = phi i64 [ %22, %15 ], [ 0, %5 ]
  %17 = trunc i64 %16 to i32
  %18 = urem i32 %17, 26
  %19 = trunc i32 %18 to i8
  %20 = add nuw nsw i8 %19, 97
  %21 = getelementptr inbounds i8, ptr %3, i64 %16
  store i8 %20, ptr %21, align 1, !tbaa !5
  %22 = add nuw nsw i64 %16, 1
  %23 = icmp eq i64 %22, 100
  br i1 %23, label %24, label %15, !llvm.loop !8

24:                                               ; preds = %15
  %25 = zext i8 %13 to i32
  %26 = trunc i64 %12 to i32
  %27 = add nsw i32 %25, %26
  %28 = getelementptr inbounds i8, ptr %3, i64 100
  store i8 0, ptr %28, align 4, !tbaa !5
  %29 = call i64 @strlen(ptr noundef nonnull %3) #7
  %30 = trunc i64 %29 to i32
  %31 = getelementptr inbounds i8, ptr %3, i64 50
  %32 = load i8, ptr %31, align 2, !tbaa !5
  %33 = zext i8 %32 to i32
  %34 = add nsw i32 %33, %30
  call void @llvm.lifetime.end.p0(i64 101, ptr nonnull %3)
  call void @llvm.stackrestore(ptr %14)
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %27, i32 noundef %34) #7
  %36 = call fastcc i32 @loop_vla() #8
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %36) #7
  call void @llvm.lifetime.start.p0(i64 33, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #9
  %38 = call ptr @llvm.stacksave()
  %39 = call ptr @memset(ptr noundef nonnull %2, i32 noundef 7, i64 noundef 33) #7
  %40 = call ptr @memset(ptr noundef nonnull %1, i32 noundef 1, i64 noundef 16) #7
  %41 = load <32 x i8>, ptr %2, align 4, !tbaa !5
  %42 = zext <32 x i8> %41 to <32 x i32>
  %43 = getelementptr inbounds i8, ptr %2, i64 32
  %44 = load i8, ptr %43, align 4, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 15
  %47 = load i8, ptr %46, align 1, !tbaa !5
  %48 = zext i8 %47 to i32
  %49 = call i32 @llvm.vector.reduce.add.v32i32(<32 x i32> %42)
  %50 = add i32 %49, %45
  %51 = add i32 %50, %48
  call void @llvm.stackrestore(ptr %38)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #9
  call void @llvm.lifetime.end.p0(i64 33, ptr nonnull %2)
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %51) #7
  ret i32 0

53:                                               ; preds = %0, %53
  %54 = phi i32 [ 1, %0 ], [ %57, %53 ]
  %55 = tail call fastcc i32 @sum_vla(i32 noundef %54) #8
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %54, i32 noundef %55) #7
  %57 = add nuw nsw i32 %54, 7
  %58 = icmp ult i32 %54, 44
  br i1 %58, label %53, label %5, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define internal fastcc i32 @sum_vla(i32 noundef %0) unnamed_addr #3 {
  %2 = zext i32 %0 to i64
  %3 = alloca i32, i64 %2, align 4
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %58

5:                                                ; preds = %1
  %6 = icmp ult i32 %0, 8
  br i1 %6, label %24, label %7

7:                                                ; preds = %5
  %8 = and i64 %2, 4294967288
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %19, %9 ]
  %11 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %7 ], [ %20, %9 ]
  %12 = add <4 x i32> %11, <i32 4, i32 4, i32 4, i32 4>
  %13 = add nsw <4 x i32> %11, <i32 -3, i32 -3, i32 -3, i32 -3>
  %14 = add <4 x i32> %11, <i32 1, i32 1, i32 1, i32 1>
  %15 = mul <4 x i32> %13, %11
  %16 = mul <4 x i32> %14, %12
  %17 = getelementptr inbounds i32, ptr %3, i64 %10
  store <4 x i32> %15, ptr %17, align 4, !tbaa !11
  %18 = getelementptr inbounds i32, ptr %17, i64 4
  store <4 x i32> %16, ptr %18, align 4, !tbaa !11
  %19 = add nuw i64 %10, 8
  %20 = add <4 x i32> %11, <i32 8, i32 8, i32 8, i32 8>
  %21 = icmp eq i64 %19, %8
  br i1 %21, label %22, label %9, !llvm.loop !13

22:                                               ; preds = %9
  %23 = icmp eq i64 %8, %2
  br i1 %23, label %26, label %24

24:                                               ; preds = %5, %22
  %25 = phi i64 [ 0, %5 ], [ %8, %22 ]
  br label %50

26:                                               ; preds = %50, %22
  br i1 %4, label %27, label %58

27:                                               ; preds = %26
  %28 = icmp ult i32 %0, 8
  br i1 %28, label %47, label %29

29:                                               ; preds = %27
  %30 = and i64 %2, 4294967288
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %41, %31 ]
  %33 = phi <4 x i32> [ zeroinitializer, %29 ], [ %39, %31 ]
  %34 = phi <4 x i32> [ zeroinitializer, %29 ], [ %40, %31 ]
  %35 = getelementptr inbounds i32, ptr %3, i64 %32
  %36 = load <4 x i32>, ptr %35, align 4, !tbaa !11
  %37 = getelementptr inbounds i32, ptr %35, i64 4
  %38 = load <4 x i32>, ptr %37, align 4, !tbaa !11
  %39 = add <4 x i32> %36, %33
  %40 = add <4 x i32> %38, %34
  %41 = add nuw i64 %32, 8
  %42 = icmp eq i64 %41, %30
  br i1 %42, label %43, label %31, !llvm.loop !16

43:                                               ; preds = %31
  %44 = add <4 x i32> %40, %39
  %45 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %44)
  %46 = icmp eq i64 %30, %2
  br i1 %46, label %58, label %47

47:                                               ; preds = %27, %43
  %48 = phi i64 [ 0, %27 ], [ %30, %43 ]
  %49 = phi i32 [ 0, %27 ], [ %45, %43 ]
  br label %60

50:                                               ; preds = %24, %50
  %51 = phi i64 [ %56, %50 ], [ %25, %24 ]
  %52 = trunc i64 %51 to i32
  %53 = add nsw i32 %52, -3
  %54 = mul i32 %53, %52
  %55 = getelementptr inbounds i32, ptr %3, i64 %51
  store i32 %54, ptr %55, align 4, !tbaa !11
  %56 = add nuw nsw i64 %51, 1
  %57 = icmp eq i64 %56, %2
  br i1 %57, label %26, label %50, !llvm.loop !17

58:                                               ; preds = %60, %43, %1, %26
  %59 = phi i32 [ 0, %26 ], [ 0, %1 ], [ %45, %43 ], [ %65, %60 ]
  ret i32 %59

60:                                               ; preds = %47, %60
  %61 = phi i64 [ %66, %60 ], [ %48, %47 ]
  %62 = phi i32 [ %65, %60 ], [ %49, %47 ]
  %63 = getelementptr inbounds i32, ptr %3, i64 %61
  %64 = load i32, ptr %63, align 4, !tbaa !11
  %65 = add nsw i32 %64, %62
  %66 = add nuw nsw i64 %61, 1
  %67 = icmp eq i64 %66, %2
  br i1 %67, label %58, label %60, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @loop_vla() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %28
  ret i32 %33

2:                                                ; preds = %0, %28
  %3 = phi i64 [ 0, %0 ], [ %37, %28 ]
  %4 = phi i64 [ 1, %0 ], [ %34, %28 ]
  %5 = phi i64 [ 3, %0 ], [ %35, %28 ]
  %6 = phi i32 [ 0, %0 ], [ %33, %28 ]
  %7 = mul nuw nsw i64 %3, 3
  %8 = add i64 %7, 3
  %9 = mul nuw nsw i64 %4, 3
  %10 = tail call ptr @llvm.stacksave()
  %11 = alloca double, i64 %9, align 8
  %12 = icmp ult i64 %8, 2
  br i1 %12, label %26, label %13

13:                                               ; preds = %2
  %14 = and i64 %8, -2
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %21, %15 ]
  %17 = phi <2 x i32> [ <i32 0, i32 1>, %13 ], [ %22, %15 ]
  %18 = sitofp <2 x i32> %17 to <2 x double>
  %19 = fmul <2 x double> %18, <double 5.000000e-01, double 5.000000e-01>
  %20 = getelementptr inbounds double, ptr %11, i64 %16
  store <2 x double> %19, ptr %20, align 8, !tbaa !19
  %21 = add nuw i64 %16, 2
  %22 = add <2 x i32> %17, <i32 2, i32 2>
  %23 = icmp eq i64 %21, %14
  br i1 %23, label %24, label %15, !llvm.loop !21

24:                                               ; preds = %15
  %25 = icmp eq i64 %8, %14
  br i1 %25, label %28, label %26

26:                                               ; preds = %2, %24
  %27 = phi i64 [ 0, %2 ], [ %14, %24 ]
  br label %38

28:                                               ; preds = %38, %24
  %29 = add nsw i64 %9, -1
  %30 = getelementptr inbounds double, ptr %11, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !19
  %32 = fptosi double %31 to i32
  %33 = add nsw i32 %6, %32
  tail call void @llvm.stackrestore(ptr %10)
  %34 = add nuw nsw i64 %4, 1
  %35 = add nuw nsw i64 %5, 3
  %36 = icmp eq i64 %34, 41
  %37 = add i64 %3, 1
  br i1 %36, label %1, label %2, !llvm.loop !22

38:                                               ; preds = %26, %38
  %39 = phi i64 [ %44, %38 ], [ %27, %26 ]
  %40 = trunc i64 %39 to i32
  %41 = sitofp i32 %40 to double
  %42 = fmul double %41, 5.000000e-01
  %43 = getelementptr inbounds double, ptr %11, i64 %39
  store double %42, ptr %43, align 8, !tbaa !19
  %44 = add nuw nsw i64 %39, 1
  %45 = icmp eq i64 %44, %5
  br i1 %45, label %28, label %38, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #5

declare i64 @strlen(ptr noundef) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v32i32(<32 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nobuiltin "no-builtins" }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !6, i64 0}
!13 = distinct !{!13, !9, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !9, !14, !15}
!17 = distinct !{!17, !9, !15, !14}
!18 = distinct !{!18, !9, !15, !14}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !6, i64 0}
!21 = distinct !{!21, !9, !14, !15}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !9, !15, !14}
