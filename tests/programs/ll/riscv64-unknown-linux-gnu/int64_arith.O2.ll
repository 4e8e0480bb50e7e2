; ModuleID = 'tests/programs/int64_arith.c'
source_filename = "tests/programs/int64_arith.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [10 x i64] [i64 0, i64 1, i64 -1, i64 4294967296, i64 -4294967297, i64 9223372036854775807, i64 -9223372036854775808, i64 123456789012345, i64 -987654321098, i64 3], align 8
@.str = private unnamed_addr constant [14 x i8] c"hash %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"%lld %llu %llx %llo\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"7^20 = %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"25! mod 2^64 = %llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"zext %llx sext %llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"trunc %x\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %24
  %2 = phi i64 [ 0, %0 ], [ %25, %24 ]
  %3 = phi i64 [ 0, %0 ], [ %99, %24 ]
  %4 = getelementptr inbounds [10 x i64], ptr @__const.main.v, i64 0, i64 %2
  %5 = load i64, ptr %4, align 8, !tbaa !6
  %6 = add i64 %5, -7046029254386353131
  %7 = icmp eq i64 %2, 6
  br label %27

8:                                                ; preds = %24
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %99) #2
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0) #2
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1) #2
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef -1, i64 noundef -1, i64 noundef -1, i64 noundef -1) #2
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 4294967296, i64 noundef 4294967296, i64 noundef 4294967296, i64 noundef 4294967296) #2
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef -4294967297, i64 noundef -4294967297, i64 noundef -4294967297, i64 noundef -4294967297) #2
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 9223372036854775807, i64 noundef 9223372036854775807, i64 noundef 9223372036854775807, i64 noundef 9223372036854775807) #2
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef -9223372036854775808, i64 noundef -9223372036854775808, i64 noundef -9223372036854775808, i64 noundef -9223372036854775808) #2
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 123456789012345, i64 noundef 123456789012345, i64 noundef 123456789012345, i64 noundef 123456789012345) #2
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef -987654321098, i64 noundef -987654321098, i64 noundef -987654321098, i64 noundef -987654321098) #2
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 3, i64 noundef 3, i64 noundef 3, i64 noundef 3) #2
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i64 noundef 79792266297612001) #2
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i64 noundef 7034535277573963776) #2
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef 3735928559, i64 noundef -2) #2
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext -1698898192) #2
  ret i32 0

24:                                               ; preds = %98
  %25 = add nuw nsw i64 %2, 1
  %26 = icmp eq i64 %25, 10
  br i1 %26, label %8, label %1, !llvm.loop !10

27:                                               ; preds = %1, %98
  %28 = phi i64 [ 0, %1 ], [ %100, %98 ]
  %29 = phi i64 [ %3, %1 ], [ %99, %98 ]
  %30 = getelementptr inbounds [10 x i64], ptr @__const.main.v, i64 0, i64 %28
  %31 = load i64, ptr %30, align 8, !tbaa !6
  %32 = shl i64 %29, 6
  %33 = lshr i64 %29, 2
  %34 = add i64 %32, -7046029254386353131
  %35 = add i64 %34, %33
  %36 = add i64 %35, %5
  %37 = add i64 %36, %31
  %38 = xor i64 %37, %29
  %39 = mul i64 %38, -49064778989728563
  %40 = mul i64 %38, -3140145855342628032
  %41 = lshr i64 %39, 2
  %42 = sub i64 %6, %31
  %43 = add i64 %42, %40
  %44 = add i64 %43, %41
  %45 = xor i64 %44, %39
  %46 = mul i64 %45, -49064778989728563
  %47 = mul i64 %31, %5
  %48 = add i64 %47, -7046029254386353131
  %49 = mul i64 %45, -3140145855342628032
  %50 = add i64 %48, %49
  %51 = lshr i64 %46, 2
  %52 = add i64 %50, %51
  %53 = xor i64 %52, %46
  %54 = mul i64 %53, -49064778989728563
  %55 = icmp eq i64 %28, 0
  br i1 %55, label %98, label %56

56:                                               ; preds = %27
  %57 = freeze i64 %5
  %58 = freeze i64 %31
  %59 = udiv i64 %57, %58
  %60 = mul i64 %53, -3140145855342628032
  %61 = lshr i64 %54, 2
  %62 = add i64 %60, -7046029254386353131
  %63 = add i64 %62, %61
  %64 = add i64 %63, %59
  %65 = xor i64 %64, %54
  %66 = mul i64 %65, -49064778989728563
  %67 = mul i64 %59, %58
  %68 = sub i64 %57, %67
  %69 = add i64 %68, -7046029254386353131
  %70 = mul i64 %65, -3140145855342628032
  %71 = add i64 %69, %70
  %72 = lshr i64 %66, 2
  %73 = add i64 %71, %72
  %74 = xor i64 %73, %66
  %75 = mul i64 %74, -49064778989728563
  %76 = icmp eq i64 %28, 2
  %77 = select i1 %7, i1 %76, i1 false
  br i1 %77, label %98, label %78

78:                                               ; preds = %56
  %79 = freeze i64 %5
  %80 = freeze i64 %31
  %81 = sdiv i64 %79, %80
  %82 = mul i64 %74, -3140145855342628032
  %83 = lshr i64 %75, 2
  %84 = add i64 %82, -7046029254386353131
  %85 = add i64 %84, %83
  %86 = add i64 %85, %81
  %87 = xor i64 %86, %75
  %88 = mul i64 %87, -49064778989728563
  %89 = mul i64 %81, %80
  %90 = sub i64 %79, %89
  %91 = add i64 %90, -7046029254386353131
  %92 = mul i64 %87, -3140145855342628032
  %93 = add i64 %91, %92
  %94 = lshr i64 %88, 2
  %95 = add i64 %93, %94
  %96 = xor i64 %95, %88
  %97 = mul i64 %96, -49064778989728563
  br label %98

98:                                               ; preds = %56, %78, %27
  %99 = phi i64 [ %97, %78 ], [ %54, %27 ], [ %75, %56 ]
  %100 = add nuw nsw i64 %28, 1
  %101 = icmp eq i64 %100, 10
  br i1 %101, label %24, label %27, !llvm.loop !12
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
