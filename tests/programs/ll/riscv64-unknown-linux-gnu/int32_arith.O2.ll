; ModuleID = 'tests/programs/int32_arith.c'
source_filename = "tests/programs/int32_arith.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [11 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100000, i32 -99999, i32 2147483647, i32 -2147483648, i32 65536, i32 12345678], align 4
@.str = private unnamed_addr constant [10 x i8] c"fnv %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [43 x i8] c"%d: neg=%u sq=%u half=%d mod7=%d umod7=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"INT_MAX+1 wraps to %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%i %i\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %8
  %2 = phi i64 [ 0, %0 ], [ %9, %8 ]
  %3 = phi i32 [ -2128831035, %0 ], [ %35, %8 ]
  %4 = getelementptr inbounds [11 x i32], ptr @__const.main.v, i64 0, i64 %2
  %5 = load i32, ptr %4, align 4, !tbaa !6
  br label %11

6:                                                ; preds = %8
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %35) #2
  br label %41

8:                                                ; preds = %11
  %9 = add nuw nsw i64 %2, 1
  %10 = icmp eq i64 %9, 11
  br i1 %10, label %6, label %1, !llvm.loop !10

11:                                               ; preds = %1, %11
  %12 = phi i64 [ 0, %1 ], [ %36, %11 ]
  %13 = phi i32 [ %3, %1 ], [ %35, %11 ]
  %14 = getelementptr inbounds [11 x i32], ptr @__const.main.v, i64 0, i64 %12
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = add i32 %15, %5
  %17 = sub i32 %5, %15
  %18 = mul i32 %15, %5
  %19 = and i32 %15, %5
  %20 = xor i32 %15, -1
  %21 = or i32 %5, %20
  %22 = lshr i32 %15, 3
  %23 = xor i32 %16, %13
  %24 = mul i32 %23, 16777619
  %25 = xor i32 %17, %24
  %26 = mul i32 %25, 16777619
  %27 = xor i32 %18, %26
  %28 = mul i32 %27, 16777619
  %29 = xor i32 %19, %28
  %30 = mul i32 %29, 16777619
  %31 = xor i32 %21, %30
  %32 = mul i32 %31, 16777619
  %33 = xor i32 %22, %32
  %34 = xor i32 %33, %5
  %35 = mul i32 %34, 16777619
  %36 = add nuw nsw i64 %12, 1
  %37 = icmp eq i64 %36, 11
  br i1 %37, label %8, label %11, !llvm.loop !12

38:                                               ; preds = %41
  %39 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext -2147483648) #2
  %40 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext -2147483648, i32 noundef signext 2147483647) #2
  ret i32 0

41:                                               ; preds = %6, %41
  %42 = phi i64 [ 0, %6 ], [ %51, %41 ]
  %43 = getelementptr inbounds [11 x i32], ptr @__const.main.v, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = sub i32 0, %44
  %46 = mul i32 %44, %44
  %47 = sdiv i32 %44, 2
  %48 = srem i32 %44, 7
  %49 = urem i32 %44, 7
  %50 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %44, i32 noundef signext %45, i32 noundef signext %46, i32 noundef signext %47, i32 noundef signext %48, i32 noundef signext %49) #2
  %51 = add nuw nsw i64 %42, 1
  %52 = icmp eq i64 %51, 11
  br i1 %52, label %38, label %41, !llvm.loop !13
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
