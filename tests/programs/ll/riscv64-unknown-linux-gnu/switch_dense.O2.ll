; ModuleID = 'tests/programs/switch_dense.c'
source_filename = "tests/programs/switch_dense.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"op%d=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"???\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.12) #2
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.5) #2
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.6) #2
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.7) #2
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.8) #2
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.9) #2
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.10) #2
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.11) #2
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.12) #2
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1) #2
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 9, i32 noundef signext -1) #2
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 10, i32 noundef signext 107) #2
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 11, i32 noundef signext 93) #2
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 12, i32 noundef signext 700) #2
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 13, i32 noundef signext 14) #2
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 14, i32 noundef signext 2) #2
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 15, i32 noundef signext 4) #2
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 16, i32 noundef signext 103) #2
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 17, i32 noundef signext 99) #2
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 18, i32 noundef signext 12800) #2
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 19, i32 noundef signext 0) #2
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 20, i32 noundef signext -1) #2
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 0) #2
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 1) #2
  %25 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 3) #2
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 3) #2
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 7) #2
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 12) #2
  %29 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 0) #2
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1) #2
  %31 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 70) #2
  %32 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 70) #2
  %33 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 68) #2
  %34 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 67) #2
  %35 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 66) #2
  %36 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 65) #2
  %37 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1) #2
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
