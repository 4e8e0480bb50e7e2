; ModuleID = 'tests/programs/rmw_operands.c'
source_filename = "tests/programs/rmw_operands.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@vy = internal global i32 40, align 4
@vx = internal global i32 5, align 4
@.str = private unnamed_addr constant [12 x i8] c"%lld %d %d\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local signext i32 @mixed(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #0 {
  %3 = sub nsw i32 %0, %1
  %4 = add i32 %3, %0
  %5 = mul nsw i32 %3, 1000000
  %6 = mul nsw i32 %4, 1000
  %7 = add i32 %4, %5
  %8 = add i32 %7, %6
  ret i32 %8
}

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #1 {
  %1 = tail call signext i32 @mixed(i32 noundef signext 22, i32 noundef signext 13) #3
  %2 = sext i32 %1 to i64
  %3 = mul nsw i64 %2, 7
  %4 = tail call signext i32 @mixed(i32 noundef signext 23, i32 noundef signext 12) #3
  %5 = sext i32 %4 to i64
  %6 = add nsw i64 %3, %5
  %7 = mul nsw i64 %6, 7
  %8 = tail call signext i32 @mixed(i32 noundef signext 24, i32 noundef signext 11) #3
  %9 = sext i32 %8 to i64
  %10 = add nsw i64 %7, %9
  %11 = mul nsw i64 %10, 7
  %12 = tail call signext i32 @mixed(i32 noundef signext 25, i32 noundef signext 10) #3
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %11, %13
  %15 = mul nsw i64 %14, 7
  %16 = tail call signext i32 @mixed(i32 noundef signext 26, i32 noundef signext 9) #3
  %17 = sext i32 %16 to i64
  %18 = add nsw i64 %15, %17
  %19 = mul nsw i64 %18, 7
  %20 = tail call signext i32 @mixed(i32 noundef signext 27, i32 noundef signext 8) #3
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %19, %21
  %23 = mul nsw i64 %22, 7
  %24 = tail call signext i32 @mixed(i32 noundef signext 28, i32 noundef signext 7) #3
  %25 = sext i32 %24 to i64
  %26 = add nsw i64 %23, %25
  %27 = load volatile i32, ptr @vy, align 4, !tbaa !6
  %28 = load volatile i32, ptr @vx, align 4, !tbaa !6
  %29 = sub nsw i32 %27, %28
  store volatile i32 %29, ptr @vx, align 4, !tbaa !6
  %30 = load volatile i32, ptr @vy, align 4, !tbaa !6
  %31 = load volatile i32, ptr @vx, align 4, !tbaa !6
  %32 = add nsw i32 %31, %30
  store volatile i32 %32, ptr @vy, align 4, !tbaa !6
  %33 = load volatile i32, ptr @vy, align 4, !tbaa !6
  %34 = load volatile i32, ptr @vx, align 4, !tbaa !6
  %35 = sub nsw i32 %33, %34
  store volatile i32 %35, ptr @vx, align 4, !tbaa !6
  %36 = load volatile i32, ptr @vx, align 4, !tbaa !6
  %37 = load volatile i32, ptr @vy, align 4, !tbaa !6
  %38 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %26, i32 noundef signext %36, i32 noundef signext %37) #4
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
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
