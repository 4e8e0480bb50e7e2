; ModuleID = 'tests/completeness/frame_address.c'
source_filename = "tests/completeness/frame_address.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"chain %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"deep %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"distinct call sites %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"main frame %d\0A\00", align 1
@fa_top = internal unnamed_addr global ptr null, align 8
@ra_top = internal unnamed_addr global ptr null, align 8
@sink = internal global i32 0, align 4
@fa_mid = internal unnamed_addr global ptr null, align 8
@ra_mid = internal unnamed_addr global ptr null, align 8
@frames = internal unnamed_addr global [16 x ptr] zeroinitializer, align 8

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc signext i32 @top() #7
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %1) #8
  %3 = tail call fastcc signext i32 @deep(i32 noundef signext 12) #7, !range !6
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %3) #8
  %5 = tail call fastcc ptr @where() #7
  %6 = tail call fastcc ptr @where() #7
  %7 = icmp ne ptr %5, %6
  %8 = icmp ne ptr %5, null
  %9 = and i1 %8, %7
  %10 = icmp ne ptr %6, null
  %11 = and i1 %10, %9
  %12 = zext i1 %11 to i32
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %12) #8
  %14 = tail call ptr @llvm.frameaddress.p0(i32 0)
  %15 = icmp ne ptr %14, null
  %16 = zext i1 %15 to i32
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %16) #8
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind
define internal fastcc signext i32 @top() unnamed_addr #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %1, ptr @fa_top, align 8, !tbaa !7
  %2 = tail call ptr @llvm.returnaddress(i32 0)
  store ptr %2, ptr @ra_top, align 8, !tbaa !7
  %3 = tail call fastcc signext i32 @mid() #7
  store volatile i32 %3, ptr @sink, align 4, !tbaa !11
  ret i32 %3
}

; Function Attrs: nofree noinline nounwind memory(readwrite, argmem: none)
define internal fastcc signext i32 @deep(i32 noundef signext %0) unnamed_addr #3 {
  %2 = tail call ptr @llvm.frameaddress.p0(i32 0)
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds [16 x ptr], ptr @frames, i64 0, i64 %3
  store ptr %2, ptr %4, align 8, !tbaa !7
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %6, label %28

6:                                                ; preds = %1
  %7 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %8 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i64 0, i64 1), align 8, !tbaa !7
  %9 = icmp eq ptr %7, %8
  %10 = zext i1 %9 to i32
  %11 = tail call ptr @llvm.frameaddress.p0(i32 2)
  %12 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i64 0, i64 2), align 8, !tbaa !7
  %13 = icmp eq ptr %11, %12
  %14 = zext i1 %13 to i32
  %15 = add nuw nsw i32 %14, %10
  %16 = tail call ptr @llvm.frameaddress.p0(i32 3)
  %17 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i64 0, i64 3), align 8, !tbaa !7
  %18 = icmp eq ptr %16, %17
  %19 = zext i1 %18 to i32
  %20 = add nuw nsw i32 %15, %19
  %21 = tail call ptr @llvm.frameaddress.p0(i32 10)
  %22 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i64 0, i64 10), align 8, !tbaa !7
  %23 = icmp eq ptr %21, %22
  %24 = zext i1 %23 to i32
  %25 = add nuw nsw i32 %20, %24
  br label %26

26:                                               ; preds = %28, %6
  %27 = phi i32 [ %25, %6 ], [ %30, %28 ]
  ret i32 %27

28:                                               ; preds = %1
  %29 = add nsw i32 %0, -1
  %30 = tail call fastcc signext i32 @deep(i32 noundef signext %29) #7
  store volatile i32 %30, ptr @sink, align 4, !tbaa !11
  br label %26
}

; Function Attrs: nofree noinline nounwind memory(readwrite, argmem: none)
define internal fastcc ptr @where() unnamed_addr #3 {
  %1 = load volatile i32, ptr @sink, align 4, !tbaa !11
  %2 = add nsw i32 %1, 1
  store volatile i32 %2, ptr @sink, align 4, !tbaa !11
  %3 = tail call ptr @llvm.returnaddress(i32 0)
  ret ptr %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #4

; Function Attrs: nofree noinline nounwind memory(readwrite, argmem: read)
define internal fastcc signext i32 @mid() unnamed_addr #5 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %1, ptr @fa_mid, align 8, !tbaa !7
  %2 = tail call ptr @llvm.returnaddress(i32 0)
  store ptr %2, ptr @ra_mid, align 8, !tbaa !7
  %3 = tail call fastcc signext i32 @leaf() #7
  store volatile i32 %3, ptr @sink, align 4, !tbaa !11
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc signext i32 @leaf() unnamed_addr #6 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 0)
  %2 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %3 = tail call ptr @llvm.returnaddress(i32 1)
  %4 = tail call ptr @llvm.frameaddress.p0(i32 2)
  %5 = tail call ptr @llvm.returnaddress(i32 2)
  %6 = icmp ne ptr %1, null
  %7 = zext i1 %6 to i32
  %8 = load ptr, ptr @fa_mid, align 8, !tbaa !7
  %9 = icmp eq ptr %2, %8
  %10 = select i1 %9, i32 2, i32 0
  %11 = load ptr, ptr @ra_mid, align 8, !tbaa !7
  %12 = icmp eq ptr %3, %11
  %13 = select i1 %12, i32 4, i32 0
  %14 = load ptr, ptr @fa_top, align 8, !tbaa !7
  %15 = icmp eq ptr %4, %14
  %16 = select i1 %15, i32 8, i32 0
  %17 = load ptr, ptr @ra_top, align 8, !tbaa !7
  %18 = icmp eq ptr %5, %17
  %19 = select i1 %18, i32 16, i32 0
  %20 = icmp ugt ptr %2, %1
  %21 = select i1 %20, i32 32, i32 0
  %22 = or i32 %21, %7
  %23 = or i32 %22, %10
  %24 = or i32 %23, %13
  %25 = or i32 %24, %16
  %26 = or i32 %25, %19
  ret i32 %26
}

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nofree noinline nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree noinline nounwind memory(readwrite, argmem: none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nofree noinline nounwind memory(readwrite, argmem: read) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nofree noinline nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{i32 0, i32 5}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !9, i64 0}
