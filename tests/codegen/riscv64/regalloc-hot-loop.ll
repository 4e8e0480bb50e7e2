; Greedy allocation: a loop whose values also live across calls keeps them in registers
; (split by loop region, callee-saved for the call-crossing pieces): no reload inside
; the loop, as with llc-16 (-regalloc=basic, linear scan, reloads in it on x86-64).
; From: long hot(const long *p, long n, long a, long b, long c, long d, long e), a loop
; summing p[i]*a + (p[i]^b) + (p[i]&c) + (p[i]|d) + e, with ext() calls around it.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 -asm-verbose %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; Function Attrs: nounwind
define dso_local i64 @hot(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6) local_unnamed_addr #0 {
; CHECK-LABEL: hot:
; CHECK: =>This Inner Loop Header
; CHECK-NOT: Reload
; CHECK: bne {{.*}}, .LBB0_{{[0-9]+}}
  tail call void @ext(i64 noundef %2) #2
  tail call void @ext(i64 noundef %3) #2
  %8 = icmp sgt i64 %1, 0
  br i1 %8, label %16, label %9

9:                                                ; preds = %16, %7
  %10 = phi i64 [ 0, %7 ], [ %29, %16 ]
  tail call void @ext(i64 noundef %10) #2
  tail call void @ext(i64 noundef %4) #2
  %11 = add i64 %10, %6
  %12 = add i64 %11, %2
  %13 = add i64 %12, %3
  %14 = add i64 %13, %4
  %15 = add i64 %14, %5
  ret i64 %15

16:                                               ; preds = %7, %16
  %17 = phi i64 [ %30, %16 ], [ 0, %7 ]
  %18 = phi i64 [ %29, %16 ], [ 0, %7 ]
  %19 = getelementptr inbounds i64, ptr %0, i64 %17
  %20 = load i64, ptr %19, align 8, !tbaa !6
  %21 = mul nsw i64 %20, %2
  %22 = xor i64 %20, %3
  %23 = and i64 %20, %4
  %24 = or i64 %20, %5
  %25 = add i64 %18, %6
  %26 = add i64 %25, %22
  %27 = add i64 %26, %21
  %28 = add i64 %27, %23
  %29 = add i64 %28, %24
  %30 = add nuw nsw i64 %17, 1
  %31 = icmp eq i64 %30, %1
  br i1 %31, label %9, label %16, !llvm.loop !10
}

declare void @ext(i64 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
