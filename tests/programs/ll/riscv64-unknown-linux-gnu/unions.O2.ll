; ModuleID = 'tests/programs/unions.c'
source_filename = "tests/programs/unions.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"1.0f bits %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"-0.15625f bits %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"pi-ish %.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"2.5 bits %016llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"d %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"halves contain %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"memcpy bits %08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"sizeof %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"int %lld\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"dbl %.4f\0A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"str %s\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca float, align 4
  %2 = alloca i32, align 4
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 1065353216) #3
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext -1105199104) #3
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef 0x400921FB60000000) #3
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i64 noundef 4612811918334230528) #3
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef 1.500000e+00) #3
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext 1) #3
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i64 noundef -42) #3
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, double noundef 3.250000e+00) #3
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.6) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #4
  store float 3.000000e+00, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #4
  %12 = call ptr @memcpy(ptr noundef nonnull %2, ptr noundef nonnull %1, i64 noundef 4) #3
  %13 = load i32, ptr %2, align 4, !tbaa !10
  %14 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext %13) #3
  %15 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef signext 4, i32 noundef signext 8) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
