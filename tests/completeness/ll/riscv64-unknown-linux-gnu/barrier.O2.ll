; ModuleID = 'tests/completeness/barrier.c'
source_filename = "tests/completeness/barrier.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"%d %ld %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !6
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !6
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !6
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !6
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !6
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !6
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !6
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !6
  %3 = tail call i64 asm sideeffect "", "=r,0"(i64 1234567) #3, !srcloc !7
  %4 = tail call i32 asm "", "=r,0"(i32 -77) #4, !srcloc !8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3
  store i32 5, ptr %1, align 4, !tbaa !9
  call void asm sideeffect "", "r,~{memory}"(ptr nonnull %1) #3, !srcloc !13
  call void asm sideeffect "", "=*m,*m"(ptr nonnull elementtype(i32) %1, ptr nonnull elementtype(i32) %1) #3, !srcloc !14
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #3
  %5 = load i32, ptr %1, align 4, !tbaa !9
  %6 = mul nsw i32 %5, 3
  store i32 %6, ptr %2, align 4, !tbaa !9
  call void asm sideeffect "", "=*imr,0"(ptr nonnull elementtype(i32) %2, i32 %6) #3, !srcloc !15
  %7 = shl nsw i64 %3, 1
  %8 = load i32, ptr %1, align 4, !tbaa !9
  %9 = load i32, ptr %2, align 4, !tbaa !9
  %10 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 108, i64 noundef %7, i32 noundef signext %4, i32 noundef signext %8, i32 noundef signext %9) #5
  br label %13

11:                                               ; preds = %13
  %12 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %18) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3
  ret i32 0

13:                                               ; preds = %0, %13
  %14 = phi i32 [ 0, %0 ], [ %19, %13 ]
  %15 = phi i32 [ 0, %0 ], [ %18, %13 ]
  %16 = mul nuw nsw i32 %14, 3
  %17 = call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %16) #3, !srcloc !16
  %18 = add i32 %17, %15
  %19 = add nuw nsw i32 %14, 1
  %20 = icmp eq i32 %19, 100
  br i1 %20, label %11, label %13, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(none) }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{i64 226}
!7 = !{i64 343}
!8 = !{i64 476}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{i64 591}
!14 = !{i64 832}
!15 = !{i64 943}
!16 = !{i64 1182}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
