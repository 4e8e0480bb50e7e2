; ModuleID = 'tests/programs/shifts.c'
source_filename = "tests/programs/shifts.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"n=%2u shl %08x lshr %08x ashr %08x rotl %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [58 x i8] c"n=%2u shl %016llx lshr %016llx ashr %016llx rotr %016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"8/16 n=%d %02x %02x %04x %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"const shifts %x %x %llx %llx\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %8, %1 ]
  %3 = shl i32 -2131712767, %2
  %4 = lshr i32 -2131712767, %2
  %5 = ashr i32 -2131712767, %2
  %6 = tail call i32 @llvm.fshl.i32(i32 -2131712767, i32 -2131712767, i32 %2)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6) #3
  %8 = add nuw nsw i32 %2, 3
  %9 = icmp ult i32 %2, 29
  br i1 %9, label %1, label %10, !llvm.loop !6

10:                                               ; preds = %1
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext 0, i64 noundef -9141386507638288913, i64 noundef -9141386507638288913, i64 noundef -9141386507638288913, i64 noundef -9141386507638288913) #3
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext 7, i64 noundef -7952596333999229056, i64 noundef 72698105984931739, i64 noundef -71417082090924133, i64 noundef -2377260091304618085) #3
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext 14, i64 noundef -3361406697875980288, i64 noundef 567953953007279, i64 noundef -557945953835345, i64 noundef 4016652921660647087) #3
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext 21, i64 noundef -5984943632805789696, i64 noundef 4437140257869, i64 noundef -4358952764339, i64 noundef 6804793940515699789) #3
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext 28, i64 noundef 8690466096660086784, i64 noundef 34665158264, i64 noundef -34054318472, i64 noundef -7296712139208370568) #3
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext 35, i64 noundef 5575015949918011392, i64 noundef 270821548, i64 noundef -266049364, i64 noundef -1065811880118556500) #3
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext 42, i64 noundef -5820977285167054848, i64 noundef 2115793, i64 noundef -2078511, i64 noundef 6476856808100088017) #3
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext 49, i64 noundef -7215329553000955904, i64 noundef 16529, i64 noundef -16239, i64 noundef -6722813395751944047) #3
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext 56, i64 noundef -1224979098644774912, i64 noundef 129, i64 noundef -127, i64 noundef 2541551405711093633) #3
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext 63, i64 noundef -9223372036854775808, i64 noundef 1, i64 noundef -1, i64 noundef 163971058432973791) #3
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 0, i32 noundef signext 181, i32 noundef signext 181, i32 noundef signext 46531, i32 noundef signext 46531) #3
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 1, i32 noundef signext 90, i32 noundef signext 218, i32 noundef signext 55052, i32 noundef signext 60784) #3
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 2, i32 noundef signext 45, i32 noundef signext 237, i32 noundef signext 23600, i32 noundef signext 64348) #3
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 3, i32 noundef signext 22, i32 noundef signext 246, i32 noundef signext 28864, i32 noundef signext 65239) #3
  %25 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 4, i32 noundef signext 11, i32 noundef signext 251, i32 noundef signext 49920, i32 noundef signext 65461) #3
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 5, i32 noundef signext 5, i32 noundef signext 253, i32 noundef signext 3072, i32 noundef signext 65517) #3
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 6, i32 noundef signext 2, i32 noundef signext 254, i32 noundef signext 12288, i32 noundef signext 65531) #3
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 7, i32 noundef signext 1, i32 noundef signext 255, i32 noundef signext 49152, i32 noundef signext 65534) #3
  %29 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext -2147483648, i32 noundef signext -1, i64 noundef 1, i64 noundef -1) #3
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nobuiltin nounwind "no-builtins" }

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
