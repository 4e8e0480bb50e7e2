; ModuleID = 'tests/programs/bitwise.c'
source_filename = "tests/programs/bitwise.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"and %08x or %08x xor %08x not %08x andn %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"and %016llx or %016llx xor %016llx not %016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"rev %08x %08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"parity %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [28 x i8] c"8: %02x %02x 16: %04x %04x\0A\00", align 1
@.str.5 = private unnamed_addr constant [33 x i8] c"set %016llx test35 %d test36 %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [35 x i8] c"lowbit %08x clear %08x pow2 %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [35 x i8] c"signed and %d or %d xor %d not %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"logic %d %d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 235737636, i32 noundef signext -542130433, i32 noundef signext -777868069, i32 noundef signext 559038736, i32 noundef signext -794776373) #2
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 61925147716878352, i64 noundef -72133462638775553, i64 noundef -134058610355653905, i64 noundef 81985529216486895) #2
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext -142756485, i32 noundef signext -2147483648) #2
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext 0) #2
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 90, i32 noundef signext 90, i32 noundef signext 60875, i32 noundef signext 37429) #2
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef 36064015784378400, i32 noundef signext 1, i32 noundef signext 0) #2
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef signext 262144, i32 noundef signext 11534336, i32 noundef signext 1, i32 noundef signext 0) #2
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef signext 199, i32 noundef signext -12337, i32 noundef signext 12344, i32 noundef signext 12344) #2
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext 0) #2
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
