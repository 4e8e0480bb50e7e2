; ModuleID = 'tests/completeness/barrier.c'
source_filename = "tests/completeness/barrier.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@shared = internal global [8 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [14 x i8] c"%d %ld %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @fill(i32 noundef signext 10) #2
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %19, %0
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %22

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x i32], ptr @shared, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %1, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %1, align 4
  br label %19

19:                                               ; preds = %12
  %20 = load i32, ptr %2, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %2, align 4
  br label %9, !llvm.loop !7

22:                                               ; preds = %9
  %23 = call i64 @launder(i64 noundef 1234567) #2
  store i64 %23, ptr %3, align 8
  %24 = call signext i32 @copy_through(i32 noundef signext -77) #2
  store i32 %24, ptr %4, align 4
  store i32 5, ptr %5, align 4
  call void @touch(ptr noundef %5) #2
  call void asm sideeffect "", "=*m,*m"(ptr elementtype(i32) %5, ptr elementtype(i32) %5) #3, !srcloc !9
  %25 = load i32, ptr %1, align 4
  %26 = load i64, ptr %3, align 8
  %27 = mul nsw i64 %26, 2
  %28 = load i32, ptr %4, align 4
  %29 = load i32, ptr %5, align 4
  %30 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %25, i64 noundef %27, i32 noundef signext %28, i32 noundef signext %29) #2
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %31

31:                                               ; preds = %42, %22
  %32 = load i32, ptr %7, align 4
  %33 = icmp ult i32 %32, 100
  br i1 %33, label %34, label %45

34:                                               ; preds = %31
  %35 = load i32, ptr %7, align 4
  %36 = mul i32 %35, 3
  store i32 %36, ptr %8, align 4
  %37 = load i32, ptr %8, align 4
  %38 = call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %37) #3, !srcloc !10
  store i32 %38, ptr %8, align 4
  %39 = load i32, ptr %8, align 4
  %40 = load i32, ptr %6, align 4
  %41 = add i32 %40, %39
  store i32 %41, ptr %6, align 4
  br label %42

42:                                               ; preds = %34
  %43 = load i32, ptr %7, align 4
  %44 = add i32 %43, 1
  store i32 %44, ptr %7, align 4
  br label %31, !llvm.loop !11

45:                                               ; preds = %31
  %46 = load i32, ptr %6, align 4
  %47 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %46) #2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @fill(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %14, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 8
  br i1 %6, label %7, label %17

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = load i32, ptr %3, align 4
  %10 = add nsw i32 %8, %9
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [8 x i32], ptr @shared, i64 0, i64 %12
  store i32 %10, ptr %13, align 4
  call void asm sideeffect "", "~{memory}"() #3, !srcloc !12
  br label %14

14:                                               ; preds = %7
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %3, align 4
  br label %4, !llvm.loop !13

17:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @launder(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 asm sideeffect "", "=r,0"(i64 %3) #3, !srcloc !14
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @copy_through(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i32 asm "", "=r,0"(i32 %4) #4, !srcloc !15
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define internal void @touch(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void asm sideeffect "", "r,~{memory}"(ptr %3) #3, !srcloc !16
  ret void
}

declare signext i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nobuiltin "no-builtins" }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(none) }

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
!9 = !{i64 832}
!10 = !{i64 1058}
!11 = distinct !{!11, !8}
!12 = !{i64 226}
!13 = distinct !{!13, !8}
!14 = !{i64 343}
!15 = !{i64 476}
!16 = !{i64 591}
