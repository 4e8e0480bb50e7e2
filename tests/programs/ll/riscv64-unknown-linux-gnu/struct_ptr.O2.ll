; ModuleID = 'tests/programs/struct_ptr.c'
source_filename = "tests/programs/struct_ptr.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.bank = type { [3 x %struct.account], i32 }
%struct.account = type { [16 x i8], i64, [4 x i32], i32 }

@.str = private unnamed_addr constant [4 x i8] c"ann\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"ben\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"t1 %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"t2 %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"t3 %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"%s %lld [\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"]\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"richest %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [21 x i8] c"copy %lld orig %lld\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"(%d,%d,%d) \00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"via ** %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.bank, align 8
  %2 = getelementptr inbounds %struct.account, ptr %1, i64 0, i32 1
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %1) #3
  %3 = call ptr @memset(ptr noundef nonnull %1, i32 noundef signext 0, i64 noundef 152) #4
  %4 = call ptr @strcpy(ptr noundef nonnull %1, ptr noundef nonnull @.str) #4
  store i64 100, ptr %2, align 8, !tbaa !6
  %5 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1
  %6 = call ptr @strcpy(ptr noundef nonnull %5, ptr noundef nonnull @.str.1) #4
  %7 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 1
  store i64 200, ptr %7, align 8, !tbaa !6
  %8 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2
  %9 = call ptr @strcpy(ptr noundef nonnull %8, ptr noundef nonnull @.str.2) #4
  %10 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 1
  store i64 300, ptr %10, align 8, !tbaa !6
  %11 = getelementptr inbounds %struct.bank, ptr %1, i64 0, i32 1
  store i32 3, ptr %11, align 8, !tbaa !12
  %12 = load i64, ptr %2, align 8, !tbaa !6
  %13 = icmp slt i64 %12, 50
  br i1 %13, label %30, label %14

14:                                               ; preds = %0
  %15 = add nsw i64 %12, -50
  store i64 %15, ptr %2, align 8, !tbaa !6
  %16 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 3
  %17 = load i32, ptr %16, align 8, !tbaa !14
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %16, align 8, !tbaa !14
  %19 = srem i32 %17, 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 2, i64 %20
  store i32 -50, ptr %21, align 4, !tbaa !15
  %22 = load i64, ptr %7, align 8, !tbaa !6
  %23 = add nsw i64 %22, 50
  store i64 %23, ptr %7, align 8, !tbaa !6
  %24 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 3
  %25 = load i32, ptr %24, align 8, !tbaa !14
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %24, align 8, !tbaa !14
  %27 = srem i32 %25, 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 2, i64 %28
  store i32 50, ptr %29, align 4, !tbaa !15
  br label %30

30:                                               ; preds = %0, %14
  %31 = phi i32 [ 1, %14 ], [ 0, %0 ]
  %32 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %31) #4
  %33 = load i64, ptr %2, align 8, !tbaa !6
  %34 = icmp slt i64 %33, 80
  br i1 %34, label %51, label %35

35:                                               ; preds = %30
  %36 = add nsw i64 %33, -80
  store i64 %36, ptr %2, align 8, !tbaa !6
  %37 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 3
  %38 = load i32, ptr %37, align 8, !tbaa !14
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %37, align 8, !tbaa !14
  %40 = srem i32 %38, 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 2, i64 %41
  store i32 -80, ptr %42, align 4, !tbaa !15
  %43 = load i64, ptr %10, align 8, !tbaa !6
  %44 = add nsw i64 %43, 80
  store i64 %44, ptr %10, align 8, !tbaa !6
  %45 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 3
  %46 = load i32, ptr %45, align 8, !tbaa !14
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %45, align 8, !tbaa !14
  %48 = srem i32 %46, 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 2, i64 %49
  store i32 80, ptr %50, align 4, !tbaa !15
  br label %51

51:                                               ; preds = %30, %35
  %52 = phi i32 [ 1, %35 ], [ 0, %30 ]
  %53 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext %52) #4
  %54 = load i64, ptr %10, align 8, !tbaa !6
  %55 = icmp slt i64 %54, 250
  br i1 %55, label %72, label %56

56:                                               ; preds = %51
  %57 = add nsw i64 %54, -250
  store i64 %57, ptr %10, align 8, !tbaa !6
  %58 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 3
  %59 = load i32, ptr %58, align 8, !tbaa !14
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %58, align 8, !tbaa !14
  %61 = srem i32 %59, 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 2, i64 %62
  store i32 -250, ptr %63, align 4, !tbaa !15
  %64 = load i64, ptr %2, align 8, !tbaa !6
  %65 = add nsw i64 %64, 250
  store i64 %65, ptr %2, align 8, !tbaa !6
  %66 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 3
  %67 = load i32, ptr %66, align 8, !tbaa !14
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %66, align 8, !tbaa !14
  %69 = srem i32 %67, 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 2, i64 %70
  store i32 250, ptr %71, align 4, !tbaa !15
  br label %72

72:                                               ; preds = %51, %56
  %73 = phi i32 [ 1, %56 ], [ 0, %51 ]
  %74 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %73) #4
  %75 = load i64, ptr %2, align 8, !tbaa !6
  %76 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, ptr noundef nonnull %1, i64 noundef %75) #4
  %77 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 3
  %78 = load i32, ptr %77, align 8, !tbaa !14
  %79 = icmp sgt i32 %78, 0
  br i1 %79, label %150, label %110

80:                                               ; preds = %146
  %81 = zext i32 %148 to i64
  br label %82

82:                                               ; preds = %82, %80
  %83 = phi i64 [ 1, %80 ], [ %95, %82 ]
  %84 = phi ptr [ %1, %80 ], [ %92, %82 ]
  %85 = phi ptr [ %2, %80 ], [ %94, %82 ]
  %86 = getelementptr inbounds %struct.account, ptr %84, i64 0, i32 1
  %87 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 %83, i32 1
  %88 = load i64, ptr %87, align 8, !tbaa !6
  %89 = load i64, ptr %85, align 8, !tbaa !6
  %90 = icmp sgt i64 %88, %89
  %91 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 %83
  %92 = select i1 %90, ptr %91, ptr %84
  %93 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 %83, i32 1
  %94 = select i1 %90, ptr %93, ptr %86
  %95 = add nuw nsw i64 %83, 1
  %96 = icmp eq i64 %95, %81
  br i1 %96, label %97, label %82, !llvm.loop !16

97:                                               ; preds = %82, %146
  %98 = phi ptr [ %1, %146 ], [ %92, %82 ]
  %99 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, ptr noundef %98) #4
  %100 = getelementptr inbounds i8, ptr %1, i64 64
  %101 = load i64, ptr %100, align 8, !tbaa.struct !18
  %102 = add nsw i64 %101, 1000
  %103 = load i64, ptr %7, align 8, !tbaa !6
  %104 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i64 noundef %102, i64 noundef %103) #4
  %105 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef signext 3, i32 noundef signext 6, i32 noundef signext 9) #4
  %106 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef signext -12, i32 noundef signext 15, i32 noundef signext -18) #4
  %107 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef signext 300, i32 noundef signext 600, i32 noundef signext 900) #4
  %108 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12) #4
  %109 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, i32 noundef signext 7) #4
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %1) #3
  ret i32 0

110:                                              ; preds = %150, %72
  %111 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #4
  %112 = load i64, ptr %7, align 8, !tbaa !6
  %113 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, ptr noundef nonnull %5, i64 noundef %112) #4
  %114 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 3
  %115 = load i32, ptr %114, align 8, !tbaa !14
  %116 = icmp sgt i32 %115, 0
  br i1 %116, label %117, label %128

117:                                              ; preds = %110, %117
  %118 = phi i64 [ %122, %117 ], [ 0, %110 ]
  %119 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 1, i32 2, i64 %118
  %120 = load i32, ptr %119, align 4, !tbaa !15
  %121 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext %120) #4
  %122 = add nuw nsw i64 %118, 1
  %123 = load i32, ptr %114, align 8, !tbaa !14
  %124 = sext i32 %123 to i64
  %125 = icmp slt i64 %122, %124
  %126 = icmp ult i64 %118, 3
  %127 = and i1 %126, %125
  br i1 %127, label %117, label %128, !llvm.loop !20

128:                                              ; preds = %117, %110
  %129 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #4
  %130 = load i64, ptr %10, align 8, !tbaa !6
  %131 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, ptr noundef nonnull %8, i64 noundef %130) #4
  %132 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 3
  %133 = load i32, ptr %132, align 8, !tbaa !14
  %134 = icmp sgt i32 %133, 0
  br i1 %134, label %135, label %146

135:                                              ; preds = %128, %135
  %136 = phi i64 [ %140, %135 ], [ 0, %128 ]
  %137 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 2, i32 2, i64 %136
  %138 = load i32, ptr %137, align 4, !tbaa !15
  %139 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext %138) #4
  %140 = add nuw nsw i64 %136, 1
  %141 = load i32, ptr %132, align 8, !tbaa !14
  %142 = sext i32 %141 to i64
  %143 = icmp slt i64 %140, %142
  %144 = icmp ult i64 %136, 3
  %145 = and i1 %144, %143
  br i1 %145, label %135, label %146, !llvm.loop !20

146:                                              ; preds = %135, %128
  %147 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #4
  %148 = load i32, ptr %11, align 8, !tbaa !12
  %149 = icmp sgt i32 %148, 1
  br i1 %149, label %80, label %97

150:                                              ; preds = %72, %150
  %151 = phi i64 [ %155, %150 ], [ 0, %72 ]
  %152 = getelementptr inbounds [3 x %struct.account], ptr %1, i64 0, i64 0, i32 2, i64 %151
  %153 = load i32, ptr %152, align 4, !tbaa !15
  %154 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext %153) #4
  %155 = add nuw nsw i64 %151, 1
  %156 = load i32, ptr %77, align 8, !tbaa !14
  %157 = sext i32 %156 to i64
  %158 = icmp slt i64 %155, %157
  %159 = icmp ult i64 %151, 3
  %160 = and i1 %159, %158
  br i1 %160, label %150, label %110, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) local_unnamed_addr #2

declare ptr @strcpy(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !10, i64 16}
!7 = !{!"account", !8, i64 0, !10, i64 16, !8, i64 24, !11, i64 40}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long long", !8, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !11, i64 144}
!13 = !{!"bank", !8, i64 0, !11, i64 144}
!14 = !{!7, !11, i64 40}
!15 = !{!11, !11, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{i64 0, i64 80, !19, i64 80, i64 4, !15}
!19 = !{!8, !8, i64 0}
!20 = distinct !{!20, !17}
