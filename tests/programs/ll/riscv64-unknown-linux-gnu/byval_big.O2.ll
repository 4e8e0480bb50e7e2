; ModuleID = 'tests/programs/byval_big.c'
source_filename = "tests/programs/byval_big.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.big = type { [300 x i32], i8 }
%struct.mid = type { i64, i64, i64 }

@main.x = internal global %struct.big zeroinitializer, align 4
@__const.main.m = private unnamed_addr constant %struct.mid { i64 1, i64 2, i64 3 }, align 8
@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local signext i32 @take(i32 noundef signext %0, ptr nocapture noundef %1, i32 noundef signext %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4) local_unnamed_addr #0 {
  %6 = add nsw i32 %2, %0
  %7 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 1
  %8 = load i8, ptr %7, align 4, !tbaa !6
  %9 = zext i8 %8 to i32
  %10 = add nsw i32 %6, %9
  %11 = getelementptr inbounds %struct.big, ptr %4, i64 0, i32 1
  %12 = load i8, ptr %11, align 4, !tbaa !6
  %13 = zext i8 %12 to i32
  %14 = add nsw i32 %10, %13
  br label %31

15:                                               ; preds = %31
  store i32 99, ptr %1, align 4, !tbaa !10
  %16 = getelementptr inbounds [300 x i32], ptr %4, i64 0, i64 299
  store i32 77, ptr %16, align 4, !tbaa !10
  %17 = load i64, ptr %3, align 8, !tbaa !12
  %18 = getelementptr inbounds %struct.mid, ptr %3, i64 0, i32 1
  %19 = load i64, ptr %18, align 8, !tbaa !15
  %20 = shl nsw i64 %19, 1
  %21 = add nsw i64 %20, %17
  %22 = getelementptr inbounds %struct.mid, ptr %3, i64 0, i32 2
  %23 = load i64, ptr %22, align 8, !tbaa !16
  %24 = mul nsw i64 %23, 3
  %25 = add nsw i64 %21, %24
  %26 = trunc i64 %25 to i32
  %27 = load i32, ptr %1, align 4, !tbaa !10
  %28 = add i32 %42, 77
  %29 = add i32 %28, %27
  %30 = add i32 %29, %26
  ret i32 %30

31:                                               ; preds = %5, %31
  %32 = phi i64 [ 0, %5 ], [ %43, %31 ]
  %33 = phi i32 [ %14, %5 ], [ %42, %31 ]
  %34 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %32
  %35 = load i32, ptr %34, align 4, !tbaa !10
  %36 = trunc i64 %32 to i32
  %37 = and i32 %36, 7
  %38 = mul nsw i32 %35, %37
  %39 = getelementptr inbounds [300 x i32], ptr %4, i64 0, i64 %32
  %40 = load i32, ptr %39, align 4, !tbaa !10
  %41 = sub i32 %33, %40
  %42 = add i32 %41, %38
  %43 = add nuw nsw i64 %32, 1
  %44 = icmp eq i64 %43, 300
  br i1 %44, label %15, label %31, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind
define dso_local signext i32 @with_alloca(i32 noundef signext %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #2 {
  %4 = alloca %struct.big, align 4
  %5 = alloca %struct.mid, align 8
  %6 = alloca %struct.big, align 4
  %7 = sext i32 %0 to i64
  %8 = alloca i8, i64 %7, align 16
  %9 = call ptr @memset(ptr noundef nonnull %8, i32 noundef signext 3, i64 noundef %7) #6
  %10 = add nsw i32 %0, -1
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i8, ptr %8, i64 %11
  %13 = load i8, ptr %12, align 1, !tbaa !19
  %14 = zext i8 %13 to i32
  call void @llvm.lifetime.start.p0(i64 1204, ptr nonnull %4) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1204) %4, ptr noundef nonnull align 4 dereferenceable(1204) %1, i64 1204, i1 false), !tbaa.struct !20
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !21
  call void @llvm.lifetime.start.p0(i64 1204, ptr nonnull %6) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1204) %6, ptr noundef nonnull align 4 dereferenceable(1204) %1, i64 1204, i1 false), !tbaa.struct !20
  %15 = call signext i32 @take(i32 noundef signext %14, ptr noundef nonnull %4, i32 noundef signext %0, ptr noundef nonnull %5, ptr noundef nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 1204, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 1204, ptr nonnull %6) #7
  ret i32 %15
}

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #5 {
  %1 = alloca %struct.big, align 4
  %2 = alloca %struct.big, align 4
  br label %9

3:                                                ; preds = %9
  store i8 5, ptr getelementptr inbounds (%struct.big, ptr @main.x, i64 0, i32 1), align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 1204, ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1204) %1, ptr noundef nonnull align 4 dereferenceable(1204) @main.x, i64 1204, i1 false), !tbaa.struct !20
  call void @llvm.lifetime.start.p0(i64 1204, ptr nonnull %2) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1204) %2, ptr noundef nonnull align 4 dereferenceable(1204) @main.x, i64 1204, i1 false), !tbaa.struct !20
  %4 = call signext i32 @take(i32 noundef signext 1, ptr noundef nonnull %1, i32 noundef signext 2, ptr noundef nonnull @__const.main.m, ptr noundef nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 1204, ptr nonnull %1) #7
  call void @llvm.lifetime.end.p0(i64 1204, ptr nonnull %2) #7
  %5 = tail call signext i32 @with_alloca(i32 noundef signext 40, ptr noundef nonnull @main.x, ptr noundef nonnull @__const.main.m) #8
  %6 = load i32, ptr @main.x, align 4, !tbaa !10
  %7 = load i32, ptr getelementptr inbounds (%struct.big, ptr @main.x, i64 0, i32 0, i64 299), align 4, !tbaa !10
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6, i32 noundef signext %7) #6
  ret i32 0

9:                                                ; preds = %0, %9
  %10 = phi i64 [ 0, %0 ], [ %15, %9 ]
  %11 = getelementptr inbounds [300 x i32], ptr @main.x, i64 0, i64 %10
  %12 = trunc i64 %10 to i32
  %13 = mul i32 %12, 3
  %14 = add i32 %13, -100
  store i32 %14, ptr %11, align 4, !tbaa !10
  %15 = add nuw nsw i64 %10, 1
  %16 = icmp eq i64 %15, 300
  br i1 %16, label %3, label %9, !llvm.loop !23
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nounwind }
attributes #8 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !8, i64 1200}
!7 = !{!"big", !8, i64 0, !8, i64 1200}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !14, i64 0}
!13 = !{!"mid", !14, i64 0, !14, i64 8, !14, i64 16}
!14 = !{!"long long", !8, i64 0}
!15 = !{!13, !14, i64 8}
!16 = !{!13, !14, i64 16}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!8, !8, i64 0}
!20 = !{i64 0, i64 1200, !19, i64 1200, i64 1, !19}
!21 = !{i64 0, i64 8, !22, i64 8, i64 8, !22, i64 16, i64 8, !22}
!22 = !{!14, !14, i64 0}
!23 = distinct !{!23, !18}
