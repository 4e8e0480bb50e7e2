; ModuleID = 'tests/programs/rmw_operands.c'
source_filename = "tests/programs/rmw_operands.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@vy = internal global i32 40, align 4
@vx = internal global i32 5, align 4
@.str = private unnamed_addr constant [12 x i8] c"%lld %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @mixed(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %10 = load i32, ptr %3, align 4
  store i32 %10, ptr %5, align 4
  %11 = load i32, ptr %4, align 4
  store i32 %11, ptr %6, align 4
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %6, align 4
  %14 = sub nsw i32 %12, %13
  store i32 %14, ptr %6, align 4
  %15 = load i32, ptr %6, align 4
  store i32 %15, ptr %7, align 4
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %6, align 4
  %18 = add nsw i32 %16, %17
  store i32 %18, ptr %6, align 4
  %19 = load i32, ptr %6, align 4
  store i32 %19, ptr %8, align 4
  %20 = load i32, ptr %6, align 4
  %21 = load i32, ptr %5, align 4
  %22 = sub nsw i32 %20, %21
  store i32 %22, ptr %6, align 4
  %23 = load i32, ptr %6, align 4
  store i32 %23, ptr %9, align 4
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr %6, align 4
  %26 = xor i32 %24, %25
  store i32 %26, ptr %6, align 4
  %27 = load i32, ptr %5, align 4
  %28 = load i32, ptr %6, align 4
  %29 = and i32 %27, %28
  store i32 %29, ptr %6, align 4
  %30 = load i32, ptr %5, align 4
  %31 = load i32, ptr %6, align 4
  %32 = or i32 %30, %31
  store i32 %32, ptr %6, align 4
  %33 = load i32, ptr %7, align 4
  %34 = mul nsw i32 %33, 1000000
  %35 = load i32, ptr %8, align 4
  %36 = mul nsw i32 %35, 1000
  %37 = add nsw i32 %34, %36
  %38 = load i32, ptr %9, align 4
  %39 = add nsw i32 %37, %38
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %39, %40
  ret i32 %41
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  store i64 0, ptr %1, align 8
  store i32 -3, ptr %2, align 4
  br label %3

3:                                                ; preds = %16, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 4
  br i1 %5, label %6, label %19

6:                                                ; preds = %3
  %7 = load i64, ptr %1, align 8
  %8 = mul nsw i64 %7, 7
  %9 = load i32, ptr %2, align 4
  %10 = add nsw i32 25, %9
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 10, %11
  %13 = call signext i32 @mixed(i32 noundef signext %10, i32 noundef signext %12) #2
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %8, %14
  store i64 %15, ptr %1, align 8
  br label %16

16:                                               ; preds = %6
  %17 = load i32, ptr %2, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %2, align 4
  br label %3, !llvm.loop !7

19:                                               ; preds = %3
  %20 = load volatile i32, ptr @vy, align 4
  %21 = load volatile i32, ptr @vx, align 4
  %22 = sub nsw i32 %20, %21
  store volatile i32 %22, ptr @vx, align 4
  %23 = load volatile i32, ptr @vy, align 4
  %24 = load volatile i32, ptr @vx, align 4
  %25 = add nsw i32 %23, %24
  store volatile i32 %25, ptr @vy, align 4
  %26 = load volatile i32, ptr @vy, align 4
  %27 = load volatile i32, ptr @vx, align 4
  %28 = sub nsw i32 %26, %27
  store volatile i32 %28, ptr @vx, align 4
  %29 = load i64, ptr %1, align 8
  %30 = load volatile i32, ptr @vx, align 4
  %31 = load volatile i32, ptr @vy, align 4
  %32 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %29, i32 noundef signext %30, i32 noundef signext %31) #2
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
