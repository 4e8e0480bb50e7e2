; ModuleID = 'tests/programs/itoa_bases.c'
source_filename = "tests/programs/itoa_bases.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.bases = private unnamed_addr constant [5 x i32] [i32 2, i32 8, i32 10, i32 16, i32 36], align 4
@.str = private unnamed_addr constant [6 x i8] c"%llu:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %s\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"%s roundtrip %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [34 x i8] c"parse hex %lld bin %lld b36 %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [70 x i8], align 1
  %2 = alloca [70 x i8], align 1
  %3 = alloca [70 x i8], align 1
  %4 = alloca [80 x i8], align 1
  %5 = alloca [7 x i64], align 8
  %6 = alloca [5 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #3
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #3
  store i64 0, ptr %5, align 8
  %7 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 1
  store i64 1, ptr %7, align 8
  %8 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 2
  store i64 255, ptr %8, align 8
  %9 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 3
  store i64 65535, ptr %9, align 8
  %10 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 4
  store i64 1000000, ptr %10, align 8
  %11 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 5
  store i64 3735928559, ptr %11, align 8
  %12 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 6
  store i64 -1, ptr %12, align 8
  br label %19

13:                                               ; preds = %24
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #3
  store i64 0, ptr %6, align 8
  %14 = getelementptr inbounds [5 x i64], ptr %6, i64 0, i64 1
  store i64 -1, ptr %14, align 8
  %15 = getelementptr inbounds [5 x i64], ptr %6, i64 0, i64 2
  store i64 12345, ptr %15, align 8
  %16 = getelementptr inbounds [5 x i64], ptr %6, i64 0, i64 3
  store i64 -9223372036854775808, ptr %16, align 8
  %17 = getelementptr inbounds [5 x i64], ptr %6, i64 0, i64 4
  store i64 9223372036854775807, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %4, i64 1
  br label %66

19:                                               ; preds = %0, %24
  %20 = phi i64 [ 0, %0 ], [ %26, %24 ]
  %21 = getelementptr inbounds [7 x i64], ptr %5, i64 0, i64 %20
  %22 = load i64, ptr %21, align 8, !tbaa !6
  %23 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %22) #4
  br label %28

24:                                               ; preds = %60
  %25 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #4
  %26 = add nuw nsw i64 %20, 1
  %27 = icmp eq i64 %26, 7
  br i1 %27, label %13, label %19, !llvm.loop !10

28:                                               ; preds = %19, %60
  %29 = phi i64 [ 0, %19 ], [ %64, %60 ]
  %30 = getelementptr inbounds [5 x i32], ptr @__const.main.bases, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %3) #3
  %32 = zext i32 %31 to i64
  br label %33

33:                                               ; preds = %33, %28
  %34 = phi i32 [ %47, %33 ], [ 1, %28 ]
  %35 = phi i64 [ %44, %33 ], [ 0, %28 ]
  %36 = phi i64 [ %39, %33 ], [ %22, %28 ]
  %37 = freeze i64 %36
  %38 = freeze i64 %32
  %39 = udiv i64 %37, %38
  %40 = mul i64 %39, %38
  %41 = sub i64 %37, %40
  %42 = getelementptr inbounds i8, ptr @.str.8, i64 %41
  %43 = load i8, ptr %42, align 1, !tbaa !14
  %44 = add nuw i64 %35, 1
  %45 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %35
  store i8 %43, ptr %45, align 1, !tbaa !14
  %46 = icmp ult i64 %36, %32
  %47 = add nuw i32 %34, 1
  br i1 %46, label %48, label %33, !llvm.loop !15

48:                                               ; preds = %33
  %49 = shl i64 %35, 32
  %50 = ashr exact i64 %49, 32
  %51 = zext i32 %34 to i64
  br label %52

52:                                               ; preds = %52, %48
  %53 = phi i64 [ 0, %48 ], [ %58, %52 ]
  %54 = sub nsw i64 %50, %53
  %55 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %54
  %56 = load i8, ptr %55, align 1, !tbaa !14
  %57 = getelementptr inbounds i8, ptr %4, i64 %53
  store i8 %56, ptr %57, align 1, !tbaa !14
  %58 = add nuw nsw i64 %53, 1
  %59 = icmp eq i64 %58, %51
  br i1 %59, label %60, label %52, !llvm.loop !16

60:                                               ; preds = %52
  %61 = and i64 %44, 4294967295
  %62 = getelementptr inbounds i8, ptr %4, i64 %61
  store i8 0, ptr %62, align 1, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %3) #3
  %63 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef nonnull %4) #4
  %64 = add nuw nsw i64 %29, 1
  %65 = icmp eq i64 %64, 5
  br i1 %65, label %24, label %28, !llvm.loop !17

66:                                               ; preds = %13, %155
  %67 = phi i64 [ 0, %13 ], [ %162, %155 ]
  %68 = getelementptr inbounds [5 x i64], ptr %6, i64 0, i64 %67
  %69 = load i64, ptr %68, align 8, !tbaa !6
  %70 = icmp slt i64 %69, 0
  br i1 %70, label %71, label %102

71:                                               ; preds = %66
  store i8 45, ptr %4, align 1, !tbaa !14
  %72 = sub i64 0, %69
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %2) #3
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i32 [ %86, %73 ], [ 1, %71 ]
  %75 = phi i64 [ %83, %73 ], [ 0, %71 ]
  %76 = phi i64 [ %78, %73 ], [ %72, %71 ]
  %77 = freeze i64 %76
  %78 = udiv i64 %77, 10
  %79 = mul i64 %78, 10
  %80 = sub i64 %77, %79
  %81 = getelementptr inbounds i8, ptr @.str.8, i64 %80
  %82 = load i8, ptr %81, align 1, !tbaa !14
  %83 = add nuw i64 %75, 1
  %84 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %75
  store i8 %82, ptr %84, align 1, !tbaa !14
  %85 = icmp ult i64 %76, 10
  %86 = add nuw i32 %74, 1
  br i1 %85, label %87, label %73, !llvm.loop !15

87:                                               ; preds = %73
  %88 = shl i64 %75, 32
  %89 = ashr exact i64 %88, 32
  %90 = zext i32 %74 to i64
  br label %91

91:                                               ; preds = %91, %87
  %92 = phi i64 [ 0, %87 ], [ %97, %91 ]
  %93 = sub nsw i64 %89, %92
  %94 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %93
  %95 = load i8, ptr %94, align 1, !tbaa !14
  %96 = getelementptr inbounds i8, ptr %18, i64 %92
  store i8 %95, ptr %96, align 1, !tbaa !14
  %97 = add nuw nsw i64 %92, 1
  %98 = icmp eq i64 %97, %90
  br i1 %98, label %99, label %91, !llvm.loop !16

99:                                               ; preds = %91
  %100 = and i64 %83, 4294967295
  %101 = getelementptr inbounds i8, ptr %18, i64 %100
  store i8 0, ptr %101, align 1, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %2) #3
  br label %133

102:                                              ; preds = %66
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %1) #3
  br label %103

103:                                              ; preds = %103, %102
  %104 = phi i32 [ %116, %103 ], [ 1, %102 ]
  %105 = phi i64 [ %113, %103 ], [ 0, %102 ]
  %106 = phi i64 [ %108, %103 ], [ %69, %102 ]
  %107 = freeze i64 %106
  %108 = udiv i64 %107, 10
  %109 = mul i64 %108, 10
  %110 = sub i64 %107, %109
  %111 = getelementptr inbounds i8, ptr @.str.8, i64 %110
  %112 = load i8, ptr %111, align 1, !tbaa !14
  %113 = add nuw i64 %105, 1
  %114 = getelementptr inbounds [70 x i8], ptr %1, i64 0, i64 %105
  store i8 %112, ptr %114, align 1, !tbaa !14
  %115 = icmp ult i64 %106, 10
  %116 = add nuw i32 %104, 1
  br i1 %115, label %117, label %103, !llvm.loop !15

117:                                              ; preds = %103
  %118 = shl i64 %105, 32
  %119 = ashr exact i64 %118, 32
  %120 = zext i32 %104 to i64
  br label %121

121:                                              ; preds = %121, %117
  %122 = phi i64 [ 0, %117 ], [ %127, %121 ]
  %123 = sub nsw i64 %119, %122
  %124 = getelementptr inbounds [70 x i8], ptr %1, i64 0, i64 %123
  %125 = load i8, ptr %124, align 1, !tbaa !14
  %126 = getelementptr inbounds i8, ptr %4, i64 %122
  store i8 %125, ptr %126, align 1, !tbaa !14
  %127 = add nuw nsw i64 %122, 1
  %128 = icmp eq i64 %127, %120
  br i1 %128, label %129, label %121, !llvm.loop !16

129:                                              ; preds = %121
  %130 = and i64 %113, 4294967295
  %131 = getelementptr inbounds i8, ptr %4, i64 %130
  store i8 0, ptr %131, align 1, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %1) #3
  %132 = load i8, ptr %4, align 1, !tbaa !14
  br label %133

133:                                              ; preds = %99, %129
  %134 = phi i8 [ 45, %99 ], [ %132, %129 ]
  %135 = icmp eq i8 %134, 45
  %136 = zext i1 %135 to i64
  %137 = getelementptr i8, ptr %4, i64 %136
  %138 = load i8, ptr %137, align 1, !tbaa !14
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %155, label %140

140:                                              ; preds = %133, %140
  %141 = phi i8 [ %153, %140 ], [ %138, %133 ]
  %142 = phi ptr [ %152, %140 ], [ %137, %133 ]
  %143 = phi i64 [ %151, %140 ], [ 0, %133 ]
  %144 = zext i8 %141 to i64
  %145 = add i8 %141, -48
  %146 = icmp ult i8 %145, 10
  %147 = select i1 %146, i64 4294967248, i64 4294967209
  %148 = add nuw nsw i64 %147, %144
  %149 = mul i64 %143, 10
  %150 = and i64 %148, 4294967295
  %151 = add i64 %150, %149
  %152 = getelementptr inbounds i8, ptr %142, i64 1
  %153 = load i8, ptr %152, align 1, !tbaa !14
  %154 = icmp eq i8 %153, 0
  br i1 %154, label %155, label %140, !llvm.loop !18

155:                                              ; preds = %140, %133
  %156 = phi i64 [ 0, %133 ], [ %151, %140 ]
  %157 = sub i64 0, %156
  %158 = select i1 %135, i64 %157, i64 %156
  %159 = icmp eq i64 %158, %69
  %160 = zext i1 %159 to i32
  %161 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, ptr noundef nonnull %4, i32 noundef signext %160) #4
  %162 = add nuw nsw i64 %67, 1
  %163 = icmp eq i64 %162, 5
  br i1 %163, label %164, label %66, !llvm.loop !19

164:                                              ; preds = %155
  %165 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef 65280, i64 noundef 45, i64 noundef 1295) #4
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #3
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #3
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #3
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

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
!6 = !{!7, !7, i64 0}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
