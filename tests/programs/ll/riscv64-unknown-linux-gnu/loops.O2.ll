; ModuleID = 'tests/programs/loops.c'
source_filename = "tests/programs/loops.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"for %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"while %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"do %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"pythagoras %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"odd %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"collatz27 %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"goto %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"uchar loop %llu\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 4950) #2
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext 2187, i32 noundef signext 7) #2
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 55) #2
  br label %4

4:                                                ; preds = %31, %0
  %5 = phi i32 [ 1, %0 ], [ %32, %31 ]
  %6 = mul nuw nsw i32 %5, %5
  %7 = icmp ult i32 %5, 11
  br label %11

8:                                                ; preds = %31, %26
  %9 = phi i32 [ %30, %26 ], [ -1, %31 ]
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %9) #2
  br label %34

11:                                               ; preds = %4, %23
  %12 = phi i32 [ %5, %4 ], [ %24, %23 ]
  %13 = mul nuw nsw i32 %12, %12
  %14 = add nuw nsw i32 %13, %6
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i32 [ 1, %11 ], [ %19, %15 ]
  %17 = mul nsw i32 %16, %16
  %18 = icmp ult i32 %17, %14
  %19 = add nuw nsw i32 %16, 1
  br i1 %18, label %15, label %20, !llvm.loop !6

20:                                               ; preds = %15
  %21 = icmp ne i32 %17, %14
  %22 = select i1 %21, i1 true, i1 %7
  br i1 %22, label %23, label %26

23:                                               ; preds = %20
  %24 = add nuw nsw i32 %12, 1
  %25 = icmp eq i32 %24, 50
  br i1 %25, label %31, label %11, !llvm.loop !8

26:                                               ; preds = %20
  %27 = mul nuw nsw i32 %5, 10000
  %28 = mul nsw i32 %12, 100
  %29 = add nuw nsw i32 %28, %27
  %30 = add nuw nsw i32 %29, %16
  br label %8

31:                                               ; preds = %23
  %32 = add nuw nsw i32 %5, 1
  %33 = icmp ult i32 %5, 49
  br i1 %33, label %4, label %8, !llvm.loop !9

34:                                               ; preds = %8, %43
  %35 = phi i32 [ 0, %8 ], [ %45, %43 ]
  %36 = phi i32 [ 0, %8 ], [ %44, %43 ]
  %37 = and i32 %35, 1
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %43, label %39

39:                                               ; preds = %34
  %40 = icmp ugt i32 %35, 25
  br i1 %40, label %47, label %41

41:                                               ; preds = %39
  %42 = add nsw i32 %35, %36
  br label %43

43:                                               ; preds = %34, %41
  %44 = phi i32 [ %36, %34 ], [ %42, %41 ]
  %45 = add nuw nsw i32 %35, 1
  %46 = icmp eq i32 %45, 30
  br i1 %46, label %47, label %34, !llvm.loop !10

47:                                               ; preds = %39, %43
  %48 = phi i32 [ %36, %39 ], [ %44, %43 ]
  %49 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext %48) #2
  br label %50

50:                                               ; preds = %47, %50
  %51 = phi i32 [ 0, %47 ], [ %59, %50 ]
  %52 = phi i32 [ 27, %47 ], [ %58, %50 ]
  %53 = and i32 %52, 1
  %54 = icmp eq i32 %53, 0
  %55 = mul i32 %52, 3
  %56 = add i32 %55, 1
  %57 = lshr i32 %52, 1
  %58 = select i1 %54, i32 %57, i32 %56
  %59 = add i32 %51, 1
  %60 = icmp eq i32 %58, 1
  br i1 %60, label %61, label %50, !llvm.loop !11

61:                                               ; preds = %50
  %62 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %59) #2
  %63 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef signext 5) #2
  %64 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 5) #2
  %65 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 3) #2
  %66 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 1) #2
  %67 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext -1) #2
  %68 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext -3) #2
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext -5) #2
  %70 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #2
  %71 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef 7444566) #2
  ret i32 0
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
