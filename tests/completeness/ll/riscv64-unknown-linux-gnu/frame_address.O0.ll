; ModuleID = 'tests/completeness/frame_address.c'
source_filename = "tests/completeness/frame_address.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"chain %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"deep %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"plain frames %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"distinct call sites %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"main frame %d\0A\00", align 1
@fa_top = internal global ptr null, align 8
@ra_top = internal global ptr null, align 8
@sink = internal global i32 0, align 4
@fa_mid = internal global ptr null, align 8
@ra_mid = internal global ptr null, align 8
@frames = internal global [16 x ptr] zeroinitializer, align 8
@ra_outer = internal global ptr null, align 8

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = call signext i32 @top(i32 noundef signext 0) #3
  %4 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %3) #3
  %5 = call signext i32 @deep(i32 noundef signext 12) #3
  %6 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %5) #3
  %7 = call signext i32 @outer() #3
  %8 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %7) #3
  %9 = call ptr @where() #3
  store ptr %9, ptr %1, align 8
  %10 = call ptr @where() #3
  store ptr %10, ptr %2, align 8
  %11 = load ptr, ptr %1, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = icmp ne ptr %11, %12
  br i1 %13, label %14, label %20

14:                                               ; preds = %0
  %15 = load ptr, ptr %1, align 8
  %16 = icmp ne ptr %15, null
  br i1 %16, label %17, label %20

17:                                               ; preds = %14
  %18 = load ptr, ptr %2, align 8
  %19 = icmp ne ptr %18, null
  br label %20

20:                                               ; preds = %17, %14, %0
  %21 = phi i1 [ false, %14 ], [ false, %0 ], [ %19, %17 ]
  %22 = zext i1 %21 to i32
  %23 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %22) #3
  %24 = call ptr @llvm.frameaddress.p0(i32 0)
  %25 = icmp ne ptr %24, null
  %26 = zext i1 %25 to i32
  %27 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %26) #3
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal signext i32 @top(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %4, ptr @fa_top, align 8
  %5 = call ptr @llvm.returnaddress(i32 0)
  store ptr %5, ptr @ra_top, align 8
  %6 = load i32, ptr %2, align 4
  %7 = call signext i32 @mid(i32 noundef signext %6) #3
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  store volatile i32 %8, ptr @sink, align 4
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @deep(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %6 = call ptr @llvm.frameaddress.p0(i32 0)
  %7 = load i32, ptr %3, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [16 x ptr], ptr @frames, i64 0, i64 %8
  store ptr %6, ptr %9, align 8
  %10 = load i32, ptr %3, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %36

12:                                               ; preds = %1
  %13 = call ptr @llvm.frameaddress.p0(i32 1)
  %14 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i64 0, i64 1), align 8
  %15 = icmp eq ptr %13, %14
  %16 = zext i1 %15 to i32
  store i32 %16, ptr %4, align 4
  %17 = call ptr @llvm.frameaddress.p0(i32 2)
  %18 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i64 0, i64 2), align 8
  %19 = icmp eq ptr %17, %18
  %20 = zext i1 %19 to i32
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr %4, align 4
  %23 = call ptr @llvm.frameaddress.p0(i32 3)
  %24 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i64 0, i64 3), align 8
  %25 = icmp eq ptr %23, %24
  %26 = zext i1 %25 to i32
  %27 = load i32, ptr %4, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr %4, align 4
  %29 = call ptr @llvm.frameaddress.p0(i32 10)
  %30 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i64 0, i64 10), align 8
  %31 = icmp eq ptr %29, %30
  %32 = zext i1 %31 to i32
  %33 = load i32, ptr %4, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %4, align 4
  %35 = load i32, ptr %4, align 4
  store i32 %35, ptr %2, align 4
  br label %42

36:                                               ; preds = %1
  %37 = load i32, ptr %3, align 4
  %38 = sub nsw i32 %37, 1
  %39 = call signext i32 @deep(i32 noundef signext %38) #3
  store i32 %39, ptr %5, align 4
  %40 = load i32, ptr %5, align 4
  store volatile i32 %40, ptr @sink, align 4
  %41 = load i32, ptr %5, align 4
  store i32 %41, ptr %2, align 4
  br label %42

42:                                               ; preds = %36, %12
  %43 = load i32, ptr %2, align 4
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @outer() #0 {
  %1 = alloca i32, align 4
  %2 = call ptr @llvm.returnaddress(i32 0)
  store ptr %2, ptr @ra_outer, align 8
  %3 = call signext i32 @plain() #3
  store i32 %3, ptr %1, align 4
  %4 = load i32, ptr %1, align 4
  store volatile i32 %4, ptr @sink, align 4
  %5 = load i32, ptr %1, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define internal ptr @where() #0 {
  %1 = load volatile i32, ptr @sink, align 4
  %2 = add nsw i32 %1, 1
  store volatile i32 %2, ptr @sink, align 4
  %3 = call ptr @llvm.returnaddress(i32 0)
  ret ptr %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal signext i32 @mid(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %4, ptr @fa_mid, align 8
  %5 = call ptr @llvm.returnaddress(i32 0)
  store ptr %5, ptr @ra_mid, align 8
  %6 = load i32, ptr %2, align 4
  %7 = call signext i32 @leaf(i32 noundef signext %6) #3
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  store volatile i32 %8, ptr @sink, align 4
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @leaf(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %9 = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %9, ptr %3, align 8
  %10 = call ptr @llvm.frameaddress.p0(i32 1)
  store ptr %10, ptr %4, align 8
  %11 = call ptr @llvm.returnaddress(i32 1)
  store ptr %11, ptr %5, align 8
  %12 = call ptr @llvm.frameaddress.p0(i32 2)
  store ptr %12, ptr %6, align 8
  %13 = call ptr @llvm.returnaddress(i32 2)
  store ptr %13, ptr %7, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = icmp ne ptr %14, null
  %16 = zext i1 %15 to i32
  store i32 %16, ptr %8, align 4
  %17 = load ptr, ptr %4, align 8
  %18 = load ptr, ptr @fa_mid, align 8
  %19 = icmp eq ptr %17, %18
  %20 = zext i1 %19 to i32
  %21 = shl i32 %20, 1
  %22 = load i32, ptr %8, align 4
  %23 = or i32 %22, %21
  store i32 %23, ptr %8, align 4
  %24 = load ptr, ptr %5, align 8
  %25 = load ptr, ptr @ra_mid, align 8
  %26 = icmp eq ptr %24, %25
  %27 = zext i1 %26 to i32
  %28 = shl i32 %27, 2
  %29 = load i32, ptr %8, align 4
  %30 = or i32 %29, %28
  store i32 %30, ptr %8, align 4
  %31 = load ptr, ptr %6, align 8
  %32 = load ptr, ptr @fa_top, align 8
  %33 = icmp eq ptr %31, %32
  %34 = zext i1 %33 to i32
  %35 = shl i32 %34, 3
  %36 = load i32, ptr %8, align 4
  %37 = or i32 %36, %35
  store i32 %37, ptr %8, align 4
  %38 = load ptr, ptr %7, align 8
  %39 = load ptr, ptr @ra_top, align 8
  %40 = icmp eq ptr %38, %39
  %41 = zext i1 %40 to i32
  %42 = shl i32 %41, 4
  %43 = load i32, ptr %8, align 4
  %44 = or i32 %43, %42
  store i32 %44, ptr %8, align 4
  %45 = load ptr, ptr %4, align 8
  %46 = load ptr, ptr %3, align 8
  %47 = icmp ugt ptr %45, %46
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 5
  %50 = load i32, ptr %8, align 4
  %51 = or i32 %50, %49
  store i32 %51, ptr %8, align 4
  %52 = load i32, ptr %8, align 4
  %53 = load i32, ptr %2, align 4
  %54 = add nsw i32 %52, %53
  ret i32 %54
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @plain() #0 {
  %1 = alloca [24 x i8], align 1
  %2 = alloca i32, align 4
  %3 = load volatile i32, ptr @sink, align 4
  %4 = trunc i32 %3 to i8
  %5 = getelementptr inbounds [24 x i8], ptr %1, i64 0, i64 0
  store i8 %4, ptr %5, align 1
  %6 = call signext i32 @peek() #3
  %7 = getelementptr inbounds [24 x i8], ptr %1, i64 0, i64 0
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = mul nsw i32 %9, 0
  %11 = add nsw i32 %6, %10
  store i32 %11, ptr %2, align 4
  %12 = load i32, ptr %2, align 4
  store volatile i32 %12, ptr @sink, align 4
  %13 = load i32, ptr %2, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @peek() #0 {
  %1 = call ptr @llvm.returnaddress(i32 2)
  %2 = load ptr, ptr @ra_outer, align 8
  %3 = icmp eq ptr %1, %2
  %4 = zext i1 %3 to i32
  ret i32 %4
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
