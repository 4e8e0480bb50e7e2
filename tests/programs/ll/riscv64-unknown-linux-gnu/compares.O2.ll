; ModuleID = 'tests/programs/compares.c'
source_filename = "tests/programs/compares.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [14 x i64] [i64 0, i64 1, i64 -1, i64 2, i64 127, i64 -128, i64 255, i64 32767, i64 -32768, i64 2147483647, i64 -2147483648, i64 4294967295, i64 9223372036854775807, i64 -9223372036854775808], align 8
@.str = private unnamed_addr constant [6 x i8] c"%lld:\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c" %x%x%x%x%x%x%x%x\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"smax %d umin %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"cnt %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  br label %4

1:                                                ; preds = %12
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 3, i32 noundef signext 3) #2
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 10) #2
  ret i32 0

4:                                                ; preds = %0, %12
  %5 = phi i64 [ 0, %0 ], [ %14, %12 ]
  %6 = getelementptr inbounds [14 x i64], ptr @__const.main.v, i64 0, i64 %5
  %7 = load i64, ptr %6, align 8, !tbaa !6
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %7) #2
  %9 = trunc i64 %7 to i32
  %10 = trunc i64 %7 to i8
  %11 = trunc i64 %7 to i16
  br label %16

12:                                               ; preds = %16
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #2
  %14 = add nuw nsw i64 %5, 1
  %15 = icmp eq i64 %14, 14
  br i1 %15, label %1, label %4, !llvm.loop !10

16:                                               ; preds = %4, %16
  %17 = phi i64 [ 0, %4 ], [ %88, %16 ]
  %18 = getelementptr inbounds [14 x i64], ptr @__const.main.v, i64 0, i64 %17
  %19 = load i64, ptr %18, align 8, !tbaa !6
  %20 = trunc i64 %19 to i32
  %21 = icmp slt i32 %9, %20
  %22 = zext i1 %21 to i32
  %23 = icmp sgt i32 %9, %20
  %24 = select i1 %23, i32 0, i32 2
  %25 = select i1 %23, i32 4, i32 0
  %26 = select i1 %21, i32 0, i32 8
  %27 = icmp eq i32 %9, %20
  %28 = select i1 %27, i32 16, i32 32
  %29 = or i32 %24, %22
  %30 = or i32 %29, %25
  %31 = or i32 %30, %26
  %32 = or i32 %31, %28
  %33 = icmp ult i32 %9, %20
  %34 = zext i1 %33 to i32
  %35 = icmp ugt i32 %9, %20
  %36 = select i1 %35, i32 0, i32 2
  %37 = select i1 %35, i32 4, i32 0
  %38 = select i1 %33, i32 0, i32 8
  %39 = or i32 %36, %34
  %40 = or i32 %39, %37
  %41 = or i32 %40, %38
  %42 = or i32 %41, %28
  %43 = icmp slt i64 %7, %19
  %44 = zext i1 %43 to i32
  %45 = icmp sgt i64 %7, %19
  %46 = select i1 %45, i32 0, i32 2
  %47 = select i1 %45, i32 4, i32 0
  %48 = select i1 %43, i32 0, i32 8
  %49 = icmp eq i64 %7, %19
  %50 = select i1 %49, i32 16, i32 32
  %51 = or i32 %46, %44
  %52 = or i32 %51, %47
  %53 = or i32 %52, %48
  %54 = or i32 %53, %50
  %55 = icmp ult i64 %7, %19
  %56 = zext i1 %55 to i32
  %57 = icmp ugt i64 %7, %19
  %58 = select i1 %57, i32 0, i32 2
  %59 = select i1 %57, i32 4, i32 0
  %60 = select i1 %55, i32 0, i32 8
  %61 = or i32 %58, %56
  %62 = or i32 %61, %59
  %63 = or i32 %62, %60
  %64 = or i32 %63, %50
  %65 = trunc i64 %19 to i8
  %66 = icmp slt i8 %10, %65
  %67 = zext i1 %66 to i32
  %68 = icmp sgt i8 %10, %65
  %69 = select i1 %68, i32 2, i32 0
  %70 = or i32 %69, %67
  %71 = icmp ult i8 %10, %65
  %72 = zext i1 %71 to i32
  %73 = icmp ugt i8 %10, %65
  %74 = select i1 %73, i32 2, i32 0
  %75 = or i32 %74, %72
  %76 = trunc i64 %19 to i16
  %77 = icmp slt i16 %11, %76
  %78 = zext i1 %77 to i32
  %79 = icmp sgt i16 %11, %76
  %80 = select i1 %79, i32 2, i32 0
  %81 = or i32 %80, %78
  %82 = icmp ult i16 %11, %76
  %83 = zext i1 %82 to i32
  %84 = icmp ugt i16 %11, %76
  %85 = select i1 %84, i32 2, i32 0
  %86 = or i32 %85, %83
  %87 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %32, i32 noundef signext %42, i32 noundef signext %54, i32 noundef signext %64, i32 noundef signext %70, i32 noundef signext %75, i32 noundef signext %81, i32 noundef signext %86) #2
  %88 = add nuw nsw i64 %17, 1
  %89 = icmp eq i64 %88, 14
  br i1 %89, label %12, label %16, !llvm.loop !12
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
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
