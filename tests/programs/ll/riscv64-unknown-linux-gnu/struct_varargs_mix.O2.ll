; ModuleID = 'tests/programs/struct_varargs_mix.c'
source_filename = "tests/programs/struct_varargs_mix.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Big = type { [5 x i64] }

@.str = private unnamed_addr constant [12 x i8] c"best %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"iidlFDCBT\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"mix %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"TdTF\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"mix2 %.3f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"big %lld %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"%d %s %.2f %lld %c\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"[log] \00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Big, align 8
  %2 = tail call i64 (i32, ...) @pick_pair(i32 signext poison, i64 8589934593, i64 -12884901878, i64 17179869188) #5
  %3 = trunc i64 %2 to i32
  %4 = lshr i64 %2, 32
  %5 = trunc i64 %4 to i32
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %3, i32 noundef signext %5) #6
  store i64 3000000021, ptr %1, align 8, !tbaa !6, !alias.scope !10
  %7 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 1
  store i64 6000000042, ptr %7, align 8, !tbaa !6, !alias.scope !10
  %8 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 2
  store i64 9000000063, ptr %8, align 8, !tbaa !6, !alias.scope !10
  %9 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 3
  store i64 12000000084, ptr %9, align 8, !tbaa !6, !alias.scope !10
  %10 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 4
  store i64 15000000105, ptr %10, align 8, !tbaa !6, !alias.scope !10
  %11 = call { double, float } (ptr, ...) @mix(ptr noundef nonnull @.str.1, i32 noundef signext 3, i32 noundef signext 4, double noundef 5.000000e-01, i64 noundef 34359738368, [2 x i64] [i64 4629700418006417408, i64 1083179008], [2 x i64] [i64 4609434218613702656, i64 1075838976], [2 x i64] [i64 45875207, i64 7696581394432], ptr noundef nonnull %1, i64 723465) #5
  %12 = extractvalue { double, float } %11, 0
  %13 = extractvalue { double, float } %11, 1
  %14 = fpext float %13 to double
  %15 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %12, double noundef %14) #6
  %16 = call { double, float } (ptr, ...) @mix(ptr noundef nonnull @.str.3, i64 197121, double noundef 2.000000e+00, i64 13289928, [2 x i64] [i64 -4647714812241903616, i64 3217031168]) #5
  %17 = extractvalue { double, float } %16, 0
  %18 = extractvalue { double, float } %16, 1
  %19 = fpext float %18 to double
  %20 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef %17, double noundef %19) #6
  %21 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef -2000000014, i64 noundef -10000000070) #6
  call void (ptr, ...) @logf_(ptr nonnull poison, i32 noundef signext 42, ptr noundef nonnull @.str.7, double noundef 3.141590e+00, i64 noundef -5, i32 noundef signext 122) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind
define internal i64 @pick_pair(i32 signext %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %2, align 8
  %5 = load i32, ptr %3, align 8, !tbaa.struct !13
  %6 = getelementptr inbounds i8, ptr %3, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa.struct !16
  %8 = add nsw i32 %7, %5
  %9 = icmp sgt i32 %8, 0
  %10 = select i1 %9, i32 %7, i32 0
  %11 = select i1 %9, i32 %5, i32 0
  %12 = getelementptr inbounds i8, ptr %3, i64 16
  %13 = load i32, ptr %4, align 8, !tbaa.struct !13
  %14 = getelementptr inbounds i8, ptr %3, i64 12
  %15 = load i32, ptr %14, align 4, !tbaa.struct !16
  %16 = add nsw i32 %15, %13
  %17 = add nsw i32 %11, %10
  %18 = icmp sgt i32 %16, %17
  %19 = select i1 %18, i32 %15, i32 %10
  %20 = select i1 %18, i32 %13, i32 %11
  %21 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %21, ptr %2, align 8
  %22 = load i32, ptr %12, align 8, !tbaa.struct !13
  %23 = getelementptr inbounds i8, ptr %3, i64 20
  %24 = load i32, ptr %23, align 4, !tbaa.struct !16
  %25 = add nsw i32 %24, %22
  %26 = add nsw i32 %20, %19
  %27 = icmp sgt i32 %25, %26
  %28 = select i1 %27, i32 %24, i32 %19
  %29 = select i1 %27, i32 %22, i32 %20
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  %30 = zext i32 %28 to i64
  %31 = shl nuw i64 %30, 32
  %32 = zext i32 %29 to i64
  %33 = or i64 %31, %32
  ret i64 %33
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind
define internal { double, float } @mix(ptr nocapture noundef readonly %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #7
  call void @llvm.va_start(ptr nonnull %2)
  call void @llvm.va_copy(ptr nonnull %3, ptr nonnull %2)
  %4 = load ptr, ptr %2, align 8
  br label %5

5:                                                ; preds = %97, %1
  %6 = phi ptr [ %4, %1 ], [ %98, %97 ]
  %7 = phi ptr [ %0, %1 ], [ %101, %97 ]
  %8 = phi float [ 0.000000e+00, %1 ], [ %99, %97 ]
  %9 = phi double [ 0.000000e+00, %1 ], [ %100, %97 ]
  %10 = load i8, ptr %7, align 1, !tbaa !17
  switch i8 %10, label %97 [
    i8 0, label %11
    i8 105, label %16
    i8 100, label %21
    i8 108, label %25
    i8 70, label %30
    i8 68, label %40
    i8 67, label %47
    i8 66, label %61
    i8 84, label %83
  ]

11:                                               ; preds = %5
  %12 = load i8, ptr %0, align 1, !tbaa !17
  %13 = icmp eq i8 %12, 105
  br i1 %13, label %14, label %114

14:                                               ; preds = %11
  %15 = load ptr, ptr %3, align 8
  br label %102

16:                                               ; preds = %5
  %17 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %17, ptr %2, align 8
  %18 = load i32, ptr %6, align 8
  %19 = sitofp i32 %18 to double
  %20 = fadd double %9, %19
  br label %97

21:                                               ; preds = %5
  %22 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %22, ptr %2, align 8
  %23 = load double, ptr %6, align 8
  %24 = fadd double %9, %23
  br label %97

25:                                               ; preds = %5
  %26 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %26, ptr %2, align 8
  %27 = load i64, ptr %6, align 8
  %28 = sitofp i64 %27 to double
  %29 = fadd double %9, %28
  br label %97

30:                                               ; preds = %5
  %31 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %31, ptr %2, align 8
  %32 = load float, ptr %6, align 8, !tbaa.struct !18
  %33 = getelementptr inbounds i8, ptr %6, i64 4
  %34 = load float, ptr %33, align 4, !tbaa.struct !19
  %35 = getelementptr inbounds i8, ptr %6, i64 8
  %36 = load float, ptr %35, align 8, !tbaa.struct !20
  %37 = fadd float %32, %34
  %38 = fadd float %37, %36
  %39 = fadd float %8, %38
  br label %97

40:                                               ; preds = %5
  %41 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %41, ptr %2, align 8
  %42 = load double, ptr %6, align 8, !tbaa.struct !21
  %43 = getelementptr inbounds i8, ptr %6, i64 8
  %44 = load float, ptr %43, align 8, !tbaa.struct !26
  %45 = fadd double %9, %42
  %46 = fadd float %8, %44
  br label %97

47:                                               ; preds = %5
  %48 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %48, ptr %2, align 8
  %49 = load i8, ptr %6, align 8, !tbaa.struct !27
  %50 = getelementptr inbounds i8, ptr %6, i64 2
  %51 = load i16, ptr %50, align 2, !tbaa.struct !30
  %52 = getelementptr inbounds i8, ptr %6, i64 8
  %53 = load i64, ptr %52, align 8, !tbaa.struct !31
  %54 = zext i8 %49 to i32
  %55 = sext i16 %51 to i32
  %56 = add nsw i32 %55, %54
  %57 = sitofp i32 %56 to double
  %58 = sitofp i64 %53 to double
  %59 = fadd double %58, %57
  %60 = fadd double %9, %59
  br label %97

61:                                               ; preds = %5
  %62 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %62, ptr %2, align 8
  %63 = load ptr, ptr %6, align 8
  %64 = load i64, ptr %63, align 8, !tbaa.struct !32
  %65 = getelementptr inbounds i8, ptr %63, i64 8
  %66 = load i64, ptr %65, align 8, !tbaa.struct !33
  %67 = getelementptr inbounds i8, ptr %63, i64 16
  %68 = load i64, ptr %67, align 8, !tbaa.struct !34
  %69 = getelementptr inbounds i8, ptr %63, i64 24
  %70 = load i64, ptr %69, align 8, !tbaa.struct !35
  %71 = getelementptr inbounds i8, ptr %63, i64 32
  %72 = load i64, ptr %71, align 8, !tbaa.struct !19
  %73 = sitofp i64 %64 to double
  %74 = fadd double %9, %73
  %75 = sitofp i64 %66 to double
  %76 = fadd double %74, %75
  %77 = sitofp i64 %68 to double
  %78 = fadd double %76, %77
  %79 = sitofp i64 %70 to double
  %80 = fadd double %78, %79
  %81 = sitofp i64 %72 to double
  %82 = fadd double %80, %81
  br label %97

83:                                               ; preds = %5
  %84 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %84, ptr %2, align 8
  %85 = load i8, ptr %6, align 8, !tbaa.struct !36
  %86 = getelementptr inbounds i8, ptr %6, i64 1
  %87 = load i8, ptr %86, align 1, !tbaa.struct !37
  %88 = getelementptr inbounds i8, ptr %6, i64 2
  %89 = load i8, ptr %88, align 2, !tbaa.struct !38
  %90 = zext i8 %85 to i32
  %91 = zext i8 %87 to i32
  %92 = add nuw nsw i32 %91, %90
  %93 = zext i8 %89 to i32
  %94 = add nuw nsw i32 %92, %93
  %95 = sitofp i32 %94 to float
  %96 = fadd float %8, %95
  br label %97

97:                                               ; preds = %5, %16, %21, %25, %30, %40, %47, %61, %83
  %98 = phi ptr [ %84, %83 ], [ %62, %61 ], [ %48, %47 ], [ %41, %40 ], [ %31, %30 ], [ %26, %25 ], [ %22, %21 ], [ %17, %16 ], [ %6, %5 ]
  %99 = phi float [ %96, %83 ], [ %8, %61 ], [ %8, %47 ], [ %46, %40 ], [ %39, %30 ], [ %8, %25 ], [ %8, %21 ], [ %8, %16 ], [ %8, %5 ]
  %100 = phi double [ %9, %83 ], [ %82, %61 ], [ %60, %47 ], [ %45, %40 ], [ %9, %30 ], [ %29, %25 ], [ %24, %21 ], [ %20, %16 ], [ %9, %5 ]
  %101 = getelementptr inbounds i8, ptr %7, i64 1
  br label %5, !llvm.loop !39

102:                                              ; preds = %14, %102
  %103 = phi ptr [ %108, %102 ], [ %0, %14 ]
  %104 = phi i32 [ %107, %102 ], [ 0, %14 ]
  %105 = phi ptr [ %106, %102 ], [ %15, %14 ]
  %106 = getelementptr inbounds i8, ptr %105, i64 8
  %107 = add nuw nsw i32 %104, 1
  %108 = getelementptr inbounds i8, ptr %103, i64 1
  %109 = load i8, ptr %108, align 1, !tbaa !17
  %110 = icmp eq i8 %109, 105
  br i1 %110, label %102, label %111, !llvm.loop !41

111:                                              ; preds = %102
  store ptr %106, ptr %3, align 8
  %112 = mul nsw i32 %107, 1000
  %113 = sitofp i32 %112 to float
  br label %114

114:                                              ; preds = %111, %11
  %115 = phi float [ %113, %111 ], [ 0.000000e+00, %11 ]
  call void @llvm.va_end(ptr nonnull %3)
  call void @llvm.va_end(ptr nonnull %2)
  %116 = fadd float %8, %115
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  %117 = insertvalue { double, float } poison, double %9, 0
  %118 = insertvalue { double, float } %117, float %116, 1
  ret { double, float } %118
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal void @logf_(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  %3 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #6
  %4 = load ptr, ptr %2, align 8, !tbaa !42
  %5 = call signext i32 @vprintf(ptr noundef nonnull @.str.6, ptr noundef %4) #6
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #4

declare signext i32 @vprintf(ptr noundef, ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nobuiltin "no-builtins" }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11}
!11 = distinct !{!11, !12, !"make_big: argument 0"}
!12 = distinct !{!12, !"make_big"}
!13 = !{i64 0, i64 4, !14, i64 4, i64 4, !14}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !8, i64 0}
!16 = !{i64 0, i64 4, !14}
!17 = !{!8, !8, i64 0}
!18 = !{i64 0, i64 12, !17}
!19 = !{i64 0, i64 8, !17}
!20 = !{i64 0, i64 4, !17}
!21 = !{i64 0, i64 8, !22, i64 8, i64 4, !24}
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !8, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !8, i64 0}
!26 = !{i64 0, i64 4, !24}
!27 = !{i64 0, i64 1, !17, i64 2, i64 2, !28, i64 8, i64 8, !6}
!28 = !{!29, !29, i64 0}
!29 = !{!"short", !8, i64 0}
!30 = !{i64 0, i64 2, !28, i64 6, i64 8, !6}
!31 = !{i64 0, i64 8, !6}
!32 = !{i64 0, i64 40, !17}
!33 = !{i64 0, i64 32, !17}
!34 = !{i64 0, i64 24, !17}
!35 = !{i64 0, i64 16, !17}
!36 = !{i64 0, i64 3, !17}
!37 = !{i64 0, i64 2, !17}
!38 = !{i64 0, i64 1, !17}
!39 = distinct !{!39, !40}
!40 = !{!"llvm.loop.mustprogress"}
!41 = distinct !{!41, !40}
!42 = !{!43, !43, i64 0}
!43 = !{!"any pointer", !8, i64 0}
