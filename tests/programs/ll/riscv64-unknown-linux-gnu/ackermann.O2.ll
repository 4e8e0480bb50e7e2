; ModuleID = 'tests/programs/ackermann.c'
source_filename = "tests/programs/ackermann.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@calls = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [24 x i8] c"ack(%d,%d)=%d calls=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"ack(3,3)=%d calls=%d\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  store i32 0, ptr @calls, align 4, !tbaa !6
  %1 = tail call fastcc signext i32 @ack(i32 noundef signext 0, i32 noundef signext 0) #3
  %2 = load i32, ptr @calls, align 4, !tbaa !6
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext %1, i32 noundef signext %2) #4
  store i32 0, ptr @calls, align 4, !tbaa !6
  %4 = tail call fastcc signext i32 @ack(i32 noundef signext 0, i32 noundef signext 1) #3
  %5 = load i32, ptr @calls, align 4, !tbaa !6
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext %4, i32 noundef signext %5) #4
  store i32 0, ptr @calls, align 4, !tbaa !6
  %7 = tail call fastcc signext i32 @ack(i32 noundef signext 0, i32 noundef signext 2) #3
  %8 = load i32, ptr @calls, align 4, !tbaa !6
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 0, i32 noundef signext 2, i32 noundef signext %7, i32 noundef signext %8) #4
  store i32 0, ptr @calls, align 4, !tbaa !6
  %10 = tail call fastcc signext i32 @ack(i32 noundef signext 0, i32 noundef signext 3) #3
  %11 = load i32, ptr @calls, align 4, !tbaa !6
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 0, i32 noundef signext 3, i32 noundef signext %10, i32 noundef signext %11) #4
  store i32 0, ptr @calls, align 4, !tbaa !6
  %13 = tail call fastcc signext i32 @ack(i32 noundef signext 0, i32 noundef signext 4) #3
  %14 = load i32, ptr @calls, align 4, !tbaa !6
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 0, i32 noundef signext 4, i32 noundef signext %13, i32 noundef signext %14) #4
  store i32 0, ptr @calls, align 4, !tbaa !6
  %16 = tail call fastcc signext i32 @ack(i32 noundef signext 1, i32 noundef signext 0) #3
  %17 = load i32, ptr @calls, align 4, !tbaa !6
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext %16, i32 noundef signext %17) #4
  store i32 0, ptr @calls, align 4, !tbaa !6
  %19 = tail call fastcc signext i32 @ack(i32 noundef signext 1, i32 noundef signext 1) #3
  %20 = load i32, ptr @calls, align 4, !tbaa !6
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext %19, i32 noundef signext %20) #4
  store i32 0, ptr @calls, align 4, !tbaa !6
  %22 = tail call fastcc signext i32 @ack(i32 noundef signext 1, i32 noundef signext 2) #3
  %23 = load i32, ptr @calls, align 4, !tbaa !6
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext %22, i32 noundef signext %23) #4
  store i32 0, ptr @calls, align 4, !tbaa !6
  %25 = tail call fastcc signext i32 @ack(i32 noundef signext 1, i32 noundef signext 3) #3
  %26 = load i32, ptr @calls, align 4, !tbaa !6
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 1, i32 noundef signext 3, i32 noundef signext %25, i32 noundef signext %26) #4
  store i32 0, ptr @calls, align 4, !tbaa !6
  %28 = tail call fastcc signext i32 @ack(i32 noundef signext 1, i32 noundef signext 4) #3
  %29 = load i32, ptr @calls, align 4, !tbaa !6
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 1, i32 noundef signext 4, i32 noundef signext %28, i32 noundef signext %29) #4
  store i32 0, ptr @calls, align 4, !tbaa !6
  %31 = tail call fastcc signext i32 @ack(i32 noundef signext 2, i32 noundef signext 0) #3
  %32 = load i32, ptr @calls, align 4, !tbaa !6
  %33 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 2, i32 noundef signext 0, i32 noundef signext %31, i32 noundef signext %32) #4
  store i32 0, ptr @calls, align 4, !tbaa !6
  %34 = tail call fastcc signext i32 @ack(i32 noundef signext 2, i32 noundef signext 1) #3
  %35 = load i32, ptr @calls, align 4, !tbaa !6
  %36 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 2, i32 noundef signext 1, i32 noundef signext %34, i32 noundef signext %35) #4
  store i32 0, ptr @calls, align 4, !tbaa !6
  %37 = tail call fastcc signext i32 @ack(i32 noundef signext 2, i32 noundef signext 2) #3
  %38 = load i32, ptr @calls, align 4, !tbaa !6
  %39 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 2, i32 noundef signext 2, i32 noundef signext %37, i32 noundef signext %38) #4
  store i32 0, ptr @calls, align 4, !tbaa !6
  %40 = tail call fastcc signext i32 @ack(i32 noundef signext 2, i32 noundef signext 3) #3
  %41 = load i32, ptr @calls, align 4, !tbaa !6
  %42 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext %40, i32 noundef signext %41) #4
  store i32 0, ptr @calls, align 4, !tbaa !6
  %43 = tail call fastcc signext i32 @ack(i32 noundef signext 2, i32 noundef signext 4) #3
  %44 = load i32, ptr @calls, align 4, !tbaa !6
  %45 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 2, i32 noundef signext 4, i32 noundef signext %43, i32 noundef signext %44) #4
  store i32 0, ptr @calls, align 4, !tbaa !6
  %46 = tail call fastcc signext i32 @ack(i32 noundef signext 3, i32 noundef signext 3) #3
  %47 = load i32, ptr @calls, align 4, !tbaa !6
  %48 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %46, i32 noundef signext %47) #4
  ret i32 0
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc signext i32 @ack(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #1 {
  %3 = load i32, ptr @calls, align 4, !tbaa !6
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @calls, align 4, !tbaa !6
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %14, %2
  %7 = phi i32 [ %1, %2 ], [ %16, %14 ]
  %8 = add nsw i32 %7, 1
  ret i32 %8

9:                                                ; preds = %2, %14
  %10 = phi i32 [ %18, %14 ], [ %4, %2 ]
  %11 = phi i32 [ %16, %14 ], [ %1, %2 ]
  %12 = phi i32 [ %17, %14 ], [ %0, %2 ]
  %13 = icmp eq i32 %11, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %9, %20
  %15 = phi i32 [ %23, %20 ], [ %10, %9 ]
  %16 = phi i32 [ %22, %20 ], [ 1, %9 ]
  %17 = add nsw i32 %12, -1
  %18 = add nsw i32 %15, 1
  store i32 %18, ptr @calls, align 4, !tbaa !6
  %19 = icmp eq i32 %17, 0
  br i1 %19, label %6, label %9

20:                                               ; preds = %9
  %21 = add nsw i32 %11, -1
  %22 = tail call fastcc signext i32 @ack(i32 noundef signext %12, i32 noundef signext %21) #3
  %23 = load i32, ptr @calls, align 4, !tbaa !6
  br label %14
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nobuiltin "no-builtins" }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
