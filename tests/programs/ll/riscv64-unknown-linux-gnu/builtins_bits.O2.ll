; ModuleID = 'tests/programs/builtins_bits.c'
source_filename = "tests/programs/builtins_bits.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [48 x i8] c"%08x pop %d clz %d ctz %d bswap %08x parity %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [64 x i8] c"%016llx popll %d clzll %d ctzll %d bswap64 %016llx parityll %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"bswap16 %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"ffs %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"pop sum %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"const %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"expect %ld\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 31, i32 noundef signext 0, i32 noundef signext 16777216, i32 noundef signext 1) #3
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 2, i32 noundef signext 1, i32 noundef signext 30, i32 noundef signext 1, i32 noundef signext 33554432, i32 noundef signext 1) #3
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 3, i32 noundef signext 2, i32 noundef signext 30, i32 noundef signext 0, i32 noundef signext 50331648, i32 noundef signext 0) #3
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext -2147483648, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext 31, i32 noundef signext 128, i32 noundef signext 1) #3
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext -1, i32 noundef signext 32, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext -1, i32 noundef signext 0) #3
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 15732480, i32 noundef signext 8, i32 noundef signext 8, i32 noundef signext 8, i32 noundef signext 1044480, i32 noundef signext 0) #3
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 305419896, i32 noundef signext 13, i32 noundef signext 3, i32 noundef signext 3, i32 noundef signext 2018915346, i32 noundef signext 1) #3
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 65536, i32 noundef signext 1, i32 noundef signext 15, i32 noundef signext 16, i32 noundef signext 256, i32 noundef signext 1) #3
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 1, i32 noundef signext 1, i32 noundef signext 63, i32 noundef signext 0, i64 noundef 72057594037927936, i32 noundef signext 1) #3
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef -9223372036854775808, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext 63, i64 noundef 128, i32 noundef signext 1) #3
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef -1, i32 noundef signext 64, i32 noundef signext 0, i32 noundef signext 0, i64 noundef -1, i32 noundef signext 0) #3
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 81985529216486895, i32 noundef signext 32, i32 noundef signext 7, i32 noundef signext 0, i64 noundef -1167088121787636991, i32 noundef signext 0) #3
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 4294967296, i32 noundef signext 1, i32 noundef signext 31, i32 noundef signext 32, i64 noundef 16777216, i32 noundef signext 1) #3
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 240, i32 noundef signext 4, i32 noundef signext 56, i32 noundef signext 4, i64 noundef -1152921504606846976, i32 noundef signext 0) #3
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 45729) #3
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 0, i32 noundef signext 5, i32 noundef signext 39) #3
  br label %21

17:                                               ; preds = %36
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext %27, i32 noundef signext %37) #3
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext 8, i32 noundef signext 31, i32 noundef signext 50) #3
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef 1) #3
  ret i32 0

21:                                               ; preds = %0, %36
  %22 = phi i32 [ 0, %0 ], [ %38, %36 ]
  %23 = phi i32 [ 0, %0 ], [ %37, %36 ]
  %24 = phi i32 [ 0, %0 ], [ %27, %36 ]
  %25 = mul i32 %22, -1640531535
  %26 = tail call i32 @llvm.ctpop.i32(i32 %25), !range !6
  %27 = add nuw nsw i32 %26, %24
  %28 = icmp eq i32 %25, 0
  br i1 %28, label %36, label %29

29:                                               ; preds = %21, %29
  %30 = phi i32 [ %34, %29 ], [ %25, %21 ]
  %31 = phi i32 [ %33, %29 ], [ %23, %21 ]
  %32 = and i32 %30, 1
  %33 = add i32 %32, %31
  %34 = lshr i32 %30, 1
  %35 = icmp ult i32 %30, 2
  br i1 %35, label %36, label %29, !llvm.loop !7

36:                                               ; preds = %29, %21
  %37 = phi i32 [ %23, %21 ], [ %33, %29 ]
  %38 = add nuw nsw i32 %22, 7
  %39 = icmp ult i32 %22, 1993
  br i1 %39, label %21, label %17, !llvm.loop !9
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{i32 0, i32 33}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
