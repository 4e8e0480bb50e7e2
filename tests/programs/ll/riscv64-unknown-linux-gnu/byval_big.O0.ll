; ModuleID = 'tests/programs/byval_big.c'
source_filename = "tests/programs/byval_big.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.big = type { [300 x i32], i8 }
%struct.mid = type { i64, i64, i64 }

@main.x = internal global %struct.big zeroinitializer, align 4
@__const.main.m = private unnamed_addr constant %struct.mid { i64 1, i64 2, i64 3 }, align 8
@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @take(i32 noundef signext %0, ptr noundef %1, i32 noundef signext %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %7, align 4
  %12 = add nsw i32 %10, %11
  %13 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 1
  %14 = load i8, ptr %13, align 4
  %15 = zext i8 %14 to i32
  %16 = add nsw i32 %12, %15
  %17 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 1
  %18 = load i8, ptr %17, align 4
  %19 = zext i8 %18 to i32
  %20 = add nsw i32 %16, %19
  store i32 %20, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %21

21:                                               ; preds = %41, %5
  %22 = load i32, ptr %9, align 4
  %23 = icmp slt i32 %22, 300
  br i1 %23, label %24, label %44

24:                                               ; preds = %21
  %25 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 0
  %26 = load i32, ptr %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [300 x i32], ptr %25, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = load i32, ptr %9, align 4
  %31 = and i32 %30, 7
  %32 = mul nsw i32 %29, %31
  %33 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0
  %34 = load i32, ptr %9, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [300 x i32], ptr %33, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = sub nsw i32 %32, %37
  %39 = load i32, ptr %8, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr %8, align 4
  br label %41

41:                                               ; preds = %24
  %42 = load i32, ptr %9, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %9, align 4
  br label %21, !llvm.loop !7

44:                                               ; preds = %21
  %45 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 0
  %46 = getelementptr inbounds [300 x i32], ptr %45, i64 0, i64 0
  store i32 99, ptr %46, align 4
  %47 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0
  %48 = getelementptr inbounds [300 x i32], ptr %47, i64 0, i64 299
  store i32 77, ptr %48, align 4
  %49 = load i32, ptr %8, align 4
  %50 = getelementptr inbounds %struct.mid, ptr %3, i32 0, i32 0
  %51 = load i64, ptr %50, align 8
  %52 = getelementptr inbounds %struct.mid, ptr %3, i32 0, i32 1
  %53 = load i64, ptr %52, align 8
  %54 = mul nsw i64 %53, 2
  %55 = add nsw i64 %51, %54
  %56 = getelementptr inbounds %struct.mid, ptr %3, i32 0, i32 2
  %57 = load i64, ptr %56, align 8
  %58 = mul nsw i64 %57, 3
  %59 = add nsw i64 %55, %58
  %60 = trunc i64 %59 to i32
  %61 = add nsw i32 %49, %60
  %62 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 0
  %63 = getelementptr inbounds [300 x i32], ptr %62, i64 0, i64 0
  %64 = load i32, ptr %63, align 4
  %65 = add nsw i32 %61, %64
  %66 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0
  %67 = getelementptr inbounds [300 x i32], ptr %66, i64 0, i64 299
  %68 = load i32, ptr %67, align 4
  %69 = add nsw i32 %65, %68
  ret i32 %69
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @with_alloca(i32 noundef signext %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.big, align 4
  %9 = alloca %struct.mid, align 8
  %10 = alloca %struct.big, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = alloca i8, i64 %12, align 16
  store ptr %13, ptr %7, align 8
  %14 = load ptr, ptr %7, align 8
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = call ptr @memset(ptr noundef %14, i32 noundef signext 3, i64 noundef %16) #3
  %18 = load ptr, ptr %7, align 8
  %19 = load i32, ptr %4, align 4
  %20 = sub nsw i32 %19, 1
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i8, ptr %18, i64 %21
  %23 = load i8, ptr %22, align 1
  %24 = zext i8 %23 to i32
  %25 = load ptr, ptr %5, align 8
  %26 = load i32, ptr %4, align 4
  %27 = load ptr, ptr %6, align 8
  %28 = load ptr, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %25, i64 1204, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %27, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %28, i64 1204, i1 false)
  %29 = call signext i32 @take(i32 noundef signext %24, ptr noundef %8, i32 noundef signext %26, ptr noundef %9, ptr noundef %10) #3
  ret i32 %29
}

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca %struct.mid, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.big, align 4
  %5 = alloca %struct.mid, align 8
  %6 = alloca %struct.big, align 4
  %7 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 @__const.main.m, i64 24, i1 false)
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %18, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 300
  br i1 %10, label %11, label %21

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = mul nsw i32 %12, 3
  %14 = sub nsw i32 %13, 100
  %15 = load i32, ptr %2, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [300 x i32], ptr @main.x, i64 0, i64 %16
  store i32 %14, ptr %17, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, ptr %2, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %2, align 4
  br label %8, !llvm.loop !9

21:                                               ; preds = %8
  store i8 5, ptr getelementptr inbounds (%struct.big, ptr @main.x, i32 0, i32 1), align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @main.x, i64 1204, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %1, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @main.x, i64 1204, i1 false)
  %22 = call signext i32 @take(i32 noundef signext 1, ptr noundef %4, i32 noundef signext 2, ptr noundef %5, ptr noundef %6) #3
  store i32 %22, ptr %3, align 4
  %23 = call signext i32 @with_alloca(i32 noundef signext 40, ptr noundef @main.x, ptr noundef %1) #3
  store i32 %23, ptr %7, align 4
  %24 = load i32, ptr %3, align 4
  %25 = load i32, ptr %7, align 4
  %26 = load i32, ptr @main.x, align 4
  %27 = load i32, ptr getelementptr inbounds ([300 x i32], ptr @main.x, i64 0, i64 299), align 4
  %28 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %24, i32 noundef signext %25, i32 noundef signext %26, i32 noundef signext %27) #3
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
